"""lcp.continuous.payoff: the payoff rule, the partition of the unit square, exact region areas."""

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.continuous import fixed_bet, limit, no_limit, payoff

GAMES = [
    fixed_bet.solve(1.0),
    limit.solve(0.5, 1.5),
    limit.solve(0.0, 10.0),
    limit.solve(1.0, math.inf),
    no_limit.solve(),
]


def test_outcome_rules():
    x = np.array([0.9, 0.2, 0.2, 0.9, 0.2])
    y = np.array([0.5, 0.5, 0.1, 0.95, 0.9])
    s = np.array([0.0, 0.0, 2.0, 2.0, 2.0])
    c = np.array([0.0, 0.0, 0.3, 0.3, 0.3])
    # check won, check lost, bet folded, bet called and lost (twice)
    assert np.array_equal(payoff.outcome(x, y, s, c), [0.5, -0.5, 0.5, -2.5, -2.5])
    assert payoff.outcome(0.9, 0.5, 1.0, 0.3) == 1.5


def test_outcome_is_antisymmetric_for_checks():
    rng = np.random.default_rng(0)
    x, y = rng.random(1000), rng.random(1000)
    assert np.allclose(payoff.outcome(x, y, 0.0, 0.0), -payoff.outcome(y, x, 0.0, 0.0))


@pytest.mark.parametrize("game", GAMES)
def test_regions_are_consistent_with_payoffs(game):
    h = (np.arange(300) + 0.5) / 300
    X, Y = np.meshgrid(h, h)
    pay, code = payoff.regions(game, X, Y)
    s = game.bet(X)
    expected_sign = {0: 1, 1: -1, 2: 1, 3: -1, 4: 1, 5: 1, 6: -1}
    off_diagonal = X != Y  # ties (measure zero) split the pot
    for k, sign in expected_sign.items():
        assert np.all(np.sign(pay[(code == k) & off_diagonal]) == sign)
    assert np.allclose(pay[(code == 0) | (code == 2) | (code == 4)], 0.5)
    calls = np.isin(code, (1, 5, 6)) & off_diagonal
    assert np.allclose(np.abs(pay[calls]), 0.5 + s[calls])
    assert set(np.unique(code)) <= set(range(7))


def test_region_areas_sum_to_one_and_match_thresholds_exactly():
    reg = payoff.exact_regions()
    d = limit.derive()
    x2, x3 = d.solution[limit.X_SYMBOLS[2]], d.solution[limit.X_SYMBOLS[3]]
    p = {k: v[0] for k, v in reg.items()}
    assert sp.cancel(sum(p.values()) - 1) == 0
    assert sp.cancel(p["bluff folds"] + p["bluff called"] - x2) == 0
    assert sp.cancel(p["check wins"] + p["check loses"] - (x3 - x2)) == 0
    assert sp.cancel(sum(v[1] for v in reg.values()) - d.value) == 0


@settings(max_examples=15, deadline=None)
@given(st.floats(min_value=0.0, max_value=3.0), st.floats(min_value=0.05, max_value=5.0))
def test_grid_shares_approach_exact_areas(a, width):
    L_, U_ = a, a + width
    reg = payoff.exact_regions()
    eq = limit.solve(L_, U_)
    h = (np.arange(400) + 0.5) / 400
    X, Y = np.meshgrid(h, h)
    _, code = payoff.regions(eq, X, Y)
    at = {limit.L_SYMBOL: sp.Rational(L_), limit.U_SYMBOL: sp.Rational(U_)}
    for k, name in enumerate(payoff.REGIONS):
        assert abs((code == k).mean() - float(reg[name][0].subs(at))) < 0.01


@pytest.mark.parametrize("game", GAMES)
def test_grid_value_and_hand_values(game):
    assert abs(payoff.grid_value(game, 801) - game.value) < 2e-3
    z, ev, w = payoff.hand_values(game, 1500)
    assert abs(ev.mean() - game.value) < 2e-3 and abs(w.mean() + game.value) < 2e-3
    assert abs(w[0] + 0.5) < 1e-2  # the worst caller hand loses the ante
    # the envelope identity behind V = x2/2: W(z) - W(0) = EV(z) - EV(0)
    assert np.max(np.abs((w - w[0]) - (ev - ev[0]))) < 0.03


def test_bad_grid_size():
    with pytest.raises(ValueError, match=r"n must be an integer in \[2, 10001\]"):
        payoff.grid_value(GAMES[0], 1)
    with pytest.raises(ValueError, match=r"n must be an integer in \[2, 10001\]"):
        payoff.grid_value(GAMES[0], 10**6)  # was an attempt to allocate 7.28 TiB
    with pytest.raises(TypeError, match="n must be an integer"):
        payoff.hand_values(GAMES[0], 2.5)


def test_vectorised_value_matches_exact():
    rng = np.random.default_rng(5)
    a = 10 ** rng.uniform(-6, 6, 400)
    b = a * 10 ** rng.uniform(0, 6, 400)
    v = limit.value(a, b)
    for ai, bi, vi in zip(a, b, v):
        exact = limit.exact_fractions(ai, bi)["value"]
        assert abs(vi - float(exact)) <= 1e-13 * float(exact)
    assert limit.value(0.0, math.inf) == 1 / 14 and limit.value(math.inf, math.inf) == 0.0
    with pytest.raises(ValueError, match="need L <= U"):
        limit.value([1.0, 2.0], [3.0, 1.0])
