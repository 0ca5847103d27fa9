"""lcp.continuous.monotone: monotone callers cannot single out the paper's bluff plan (revised Sec. 4.1-4.2, App. A)."""

from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.continuous import limit, monotone


def _limits():
    small = st.fractions(min_value=Fraction(1, 20), max_value=Fraction(3), max_denominator=20)
    return st.tuples(small, small).filter(lambda p: p[0] < p[1])


def _payoffs(caller, L, U):
    return {p: monotone.bluff_payoff(caller, monotone.plan(L, U, p)) for p in monotone.PLANS}


@settings(max_examples=12, deadline=None)
@given(_limits())
def test_neither_order_is_best_against_every_monotone_caller(limits):
    L, U = limits
    everyone = monotone.step_caller(L, U, U)  # pure, monotone: calls every hand at every size
    fading = monotone.fading_caller(L, U)  # a mixture of pure monotone callers
    assert everyone.monotone() and fading.monotone()
    a, b = _payoffs(everyone, L, U), _payoffs(fading, L, U)
    assert a["increasing"] > a["decreasing"]  # the mirror plan does strictly better ...
    assert b["decreasing"] > b["increasing"]  # ... and the paper's plan against another monotone caller
    assert (a["increasing"] - a["decreasing"]).is_Rational and (b["decreasing"] - b["increasing"]).is_Rational


@settings(max_examples=12, deadline=None)
@given(_limits())
def test_against_c_every_plan_earns_the_same_and_tilts_fix_the_sizes(limits):
    L, U = limits
    x2 = limit.exact_fractions(L, U)["x2"]
    paper = _payoffs(monotone.paper_caller(L, U), L, U)
    assert set(paper.values()) == {sp.Rational(x2 * (2 * x2 - 1), 2)}  # x2 hands earn x2 - 1/2 each
    eps = min(Fraction(1, 100), L * (1 - x2) * (1 + L) / 2)
    up, down = (monotone.tilted_caller(L, U, e) for e in (eps, -eps))
    assert up.monotone() and down.monotone()
    gain_up = _payoffs(up, L, U)
    gain_down = _payoffs(down, L, U)
    # a plan bluffing the sizes in other proportions gains against one tilt and loses against the other
    assert gain_up["all-at-L"] > gain_up["decreasing"] and gain_down["all-at-L"] < gain_down["decreasing"]
    assert gain_up["decreasing"] == gain_up["increasing"] and gain_down["decreasing"] == gain_down["increasing"]


def test_monotone_check_rejects_callers_that_are_not_mixtures_of_monotone_ones():
    L, U = Fraction(1, 10), Fraction(2)
    x2 = limit.exact_fractions(L, U)["x2"]
    assert not monotone.tilted_caller(L, U, (1 - x2) * (1 + L)).monotone()  # threshold falls near L
    assert not monotone.tilted_caller(L, U, -Fraction(1, 2)).monotone()  # threshold below x2
    s = sp.Symbol("s", positive=True)
    c = (sp.Rational(x2) + s) / (1 + s)
    rising = monotone.LooseCaller("rho rises", L, U, x2, ((L, 1, sp.Integer(0), c), (1, U, sp.Integer(1), c)))
    assert not rising.monotone()
    mix = monotone.step_mixture(L, U, {L: Fraction(1, 2), 1: Fraction(1, 4), 2: Fraction(1, 4)})
    assert mix.monotone() and mix.at(L)[0] == 1 and mix.at(1)[0] == Fraction(1, 2) and mix.at(2)[0] == Fraction(1, 4)


def test_bluff_payoff_matches_the_assignment_problem():
    """Independent: the best plan re-found as an assignment of hand cells to sizes, against the exact payoffs."""
    L, U = Fraction(1, 10), Fraction(2)
    for caller, winner in ((monotone.step_caller(L, U, U), "increasing"), (monotone.fading_caller(L, U), "decreasing")):
        exact = {p: float(v) for p, v in _payoffs(caller, L, U).items()}
        got = monotone.best_assignment(caller, 300)
        assert abs(got[winner] - exact[winner]) < 1e-4 and abs(got["best"] - exact[winner]) < 1e-4
        loser = "decreasing" if winner == "increasing" else "increasing"
        assert abs(got[loser] - exact[loser]) < 1e-4 and got["best"] > got[loser] + 1e-3
        assert np.sign(got["correlation"]) == (1 if winner == "increasing" else -1)


def test_threshold_best_reply_against_known_callers():
    eq = limit.solve(0.1, 2.0)
    assert abs(monotone.threshold_best_reply(lambda s: 0 * s, 0.1, 2.0) - 2.0 / 4) < 1e-6  # U/4
    assert abs(monotone.threshold_best_reply(eq.call, 0.1, 2.0) - eq.value) < 1e-6  # c is not exploitable


@pytest.mark.parametrize("bad", [dict(L=Fraction(2), U=Fraction(1)), dict(L=0, U=1), dict(L=0.1, U=2)])
def test_refusals_name_the_limits(bad):
    with pytest.raises((ValueError, TypeError), match="L"):
        monotone.plan(bad["L"], bad["U"], "decreasing")


def test_refusals_of_plan_and_sizes():
    with pytest.raises(ValueError, match="name must be one of"):  # the parameter's own name (issue 35)
        monotone.plan(Fraction(1, 2), 1, "sideways")
    with pytest.raises(ValueError, match="S must be"):
        monotone.step_caller(Fraction(1, 2), 1, Fraction(1, 4))
    with pytest.raises(ValueError, match="hands"):
        monotone.threshold_best_reply(lambda s: s, 0.1, 2.0, hands=1)
    with pytest.raises(ValueError, match="limits"):
        monotone.threshold_best_reply(lambda s: s, 2.0, 0.1)
