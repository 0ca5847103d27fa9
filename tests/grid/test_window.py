"""The grid game at scale (lcp.grid.window): the restricted LP over a coarse equilibrium's boundaries.

Each answer is checked by a second route: the value against :func:`lcp.grid.structured.solve_float`
(column generation over the whole game's LP), the float profile by both players' best responses over
every hand and size, the exact profile by :func:`lcp.grid.exact.certify` and, on small grids, against the
test bed's generic sequence-form solver. ``BASE_HANDS`` is lowered so that small grids climb several levels.
"""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lcp import testbed
from lcp.grid import exact, structured, window
from lcp.testbed import cli


def _gains(game, fl):
    """Both players' float gains from deviating (count units over n^2: pot-1 units)."""
    n = game.hands
    m = n - 1 if game.deal == "deck" else n
    E = exact.bettor_payoffs(game, fl.caller)
    X = exact.caller_gains(game, fl.bettor)  # the caller's gain by calling
    now = (E * fl.bettor).sum()
    caller_now = (X * fl.caller).sum()
    return (E.max(axis=1).sum() - now) / (n * m), (np.maximum(X, 0).sum() - caller_now) / (n * m)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(  # the fixture's one setting holds for every example
    limits=st.sampled_from([(Fraction(1, 10), 2), (Fraction(1, 100), 10), (Fraction(1, 2), 1), (2, 5), (1, 1)]),
    k=st.sampled_from([2, 5, 12]),
    n=st.integers(90, 220),
    deal=st.sampled_from(("buckets", "deck")),
    menu=st.sampled_from(("uniform", "geometric")),
)
def test_the_windowed_value_is_column_generations_and_nobody_gains(monkeypatch, limits, k, n, deal, menu):
    monkeypatch.setattr(window, "BASE_HANDS", 12)
    L, U = limits
    k = 1 if L == U else k
    game = cli.build(Fraction(L), Fraction(U), n, k, menu, deal)
    lines = []
    fl = window.solve_float(game, progress=lines.append)
    assert not [line for line in lines if "instead" in line], lines  # the shape carried over at every level
    assert fl.value == pytest.approx(structured.solve_float(game).value, abs=1e-9)
    bettor_gain, caller_gain = _gains(game, fl)
    assert bettor_gain < 1e-9 and caller_gain < 1e-9


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_each_level_settles_in_a_few_rounds(monkeypatch, deal):
    """From the coarse shape each level needs at most four rounds of pricing (measured: one to three)."""
    monkeypatch.setattr(window, "BASE_HANDS", 30)
    game = cli.build(Fraction(1, 10), 2, 1000, 16, "uniform", deal)
    lines = []
    window.solve_float(game, progress=lines.append)
    rounds = [int(line.split("round ")[1].split(",")[0]) for line in lines if "free hands" in line]
    assert len(rounds) >= 3 and max(rounds) <= 4, lines


def test_the_exact_solve_above_the_base_is_certified_and_the_sequence_forms(monkeypatch):
    """Through window (two levels above a base of 6 hands) to lcp.grid.exact: the test bed's exact value."""
    monkeypatch.setattr(window, "BASE_HANDS", 6)
    for deal in ("buckets", "deck"):
        game = testbed.build(Fraction(1, 10), 2, hands=40, k=3, deal=deal)
        lines = []
        sol = exact.solve(game, progress=lines.append)
        assert any("free hands" in line for line in lines)
        assert sol.certified and sol.method == "support"
        assert sol.value == game.solve().value


def test_a_level_whose_shape_does_not_carry_over_is_solved_by_column_generation(monkeypatch):
    """A shape tolerance below 0 reads no hand as a sure check: no level's shape can be read."""
    monkeypatch.setattr(window, "BASE_HANDS", 20)
    monkeypatch.setattr(window, "SHAPE_TOL", -1.0)
    game = cli.build(Fraction(1, 10), 2, 300, 4)
    lines = []
    fl = window.solve_float(game, progress=lines.append)
    assert sum("column generation instead" in line for line in lines) == 2  # n = 75 and n = 300
    assert fl.value == pytest.approx(structured.solve_float(game).value, abs=1e-9)


@settings(max_examples=40, deadline=None)
@given(data=st.data(), n=st.integers(2, 9), k=st.integers(1, 3))
def test_moving_calls_to_the_top_of_a_run_keeps_the_bettors_payoffs_on_his_bets_and_deters_the_rest(data, n, k):
    """canonical_caller: every bet a hand makes pays what it paid, every other bet pays no more, and the
    caller's total call probability in each run is kept (so his own payoff is kept)."""
    game = testbed.build(1, 2, hands=n, k=k) if k > 1 else testbed.build(1, 1, hands=n, k=1)
    bets = np.array(data.draw(st.lists(st.lists(st.booleans(), min_size=k, max_size=k), min_size=n, max_size=n)))
    bettor = np.column_stack([~bets.any(axis=1), bets]).astype(float)
    bettor /= bettor.sum(axis=1, keepdims=True)
    caller = np.array(
        data.draw(
            st.lists(st.lists(st.sampled_from([0.0, 0.25, 0.5, 1.0]), min_size=k, max_size=k), min_size=n, max_size=n)
        )
    )
    out = window.canonical_caller(game, bettor, caller)
    before, after = exact.bettor_payoffs(game, caller), exact.bettor_payoffs(game, out)
    assert np.allclose(after[bettor > 0], before[bettor > 0])
    assert np.all(after <= before + 1e-12)
    gains = exact.caller_gains(game, bettor)
    assert (gains * out).sum() == pytest.approx((gains * caller).sum(), abs=1e-12)


def test_bad_input_is_refused_naming_the_parameter():
    game = testbed.build(1, 2, hands=3, k=2)
    with pytest.raises(TypeError, match="game must be"):
        window.solve_float(None)
    with pytest.raises(ValueError, match="caller must have shape"):
        window.canonical_caller(game, np.ones((3, 3)) / 3, np.zeros((3, 3)))
    with pytest.raises(TypeError, match="options must be"):
        window.solve_float(game, options="highs")


def test_the_certificate_refuses_a_profile_that_is_no_strategy_pair():
    """certify's bounds caller_best <= value <= bettor_best hold only for strategies: a bettor whose rows are
    all 0 met by a caller who never calls had both best responses 1/2 (value 0) and read as an equilibrium."""
    game = testbed.build(1, 1, hands=2, k=1)
    idle = exact.IntegerProfile.from_fractions([[0, 0], [0, 0]], [[0], [0]])
    negative = exact.IntegerProfile(np.array([[2, -1], [0, 1]], dtype=object), 1, np.array([[0], [1]], dtype=object), 1)
    for profile in (idle, negative):
        with pytest.raises(ValueError, match="profile must be a strategy pair"):
            exact.certify(game, profile)
    assert exact.certify(game, exact.IntegerProfile.from_fractions([[1, 0], [0, 1]], [[0], [1]])).value == 0
