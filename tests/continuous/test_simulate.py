"""lcp.continuous.simulate: the payoff rule and the Monte Carlo estimator."""

import pytest

from lcp.continuous import fixed_bet, no_limit, simulate


@pytest.mark.parametrize("game, value", [(fixed_bet.solve(1.0), 1 / 18), (no_limit.solve(), 1 / 14)])
def test_estimates_agree_with_exact_values(game, value):
    mc = simulate.monte_carlo(game, 400_000, seed=7, batch=150_000)
    assert mc.agrees_with(value)
    assert 0 < mc.stderr < 3e-3


def test_detects_a_wrong_value():
    mc = simulate.monte_carlo(fixed_bet.solve(1.0), 400_000, seed=7)
    assert not mc.agrees_with(1 / 18 + 0.01)


def test_seeded_and_batch_independent_in_distribution():
    g = fixed_bet.solve(2.0)
    a = simulate.monte_carlo(g, 50_000, seed=3)
    assert a == simulate.monte_carlo(g, 50_000, seed=3)
    assert a != simulate.monte_carlo(g, 50_000, seed=4)


@pytest.mark.parametrize("bad", [0, 1, -5, 2.5, True, "10"])
def test_bad_deal_counts(bad):
    with pytest.raises((ValueError, TypeError), match=r"deals must be an integer in \[2, "):
        simulate.monte_carlo(fixed_bet.solve(1.0), bad)
