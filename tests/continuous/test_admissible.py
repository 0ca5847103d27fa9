"""lcp.continuous.admissible: the caller's witness and the bettor's separators, checked in rationals over all limits."""

from fractions import Fraction

import pytest
import sympy as sp
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from lcp.continuous import admissible as ad
from lcp.continuous import limit

limits = st.tuples(
    st.fractions(Fraction(1, 50), 5, max_denominator=50), st.fractions(Fraction(1, 50), 60, max_denominator=50)
).filter(lambda p: p[0] < p[1])
fractions = st.fractions(0, 1, max_denominator=200)


def _between(L, U, w):
    return L + (U - L) * w


@settings(max_examples=40)
@given(limits, fractions, fractions)
def test_the_threshold_is_the_unique_best_reply_to_its_witness(lu, w, y):
    L, U = lu
    s = _between(L, U, w)
    a = ad.threshold_witness(L, U, s)
    c = ad.separator(L, U).call(s)
    assert sp.Rational(str(c)) == limit.solve(sp.Rational(str(L)), sp.Rational(str(U)), exact=True).call(
        sp.Rational(str(s))
    )  # the paper's c(s), from the derivation
    assert 0 <= a < 1
    gain = ad.witness_call_gain(a, s, y)
    assert ad.witness_call_gain(a, s, c) == 0
    assert (gain > 0) == (y > c) and (gain < 0) == (y < c)


def test_witness_gain_is_the_integral_over_the_bettors_hands():
    a, s = Fraction(3, 10), Fraction(2)
    x, y = sp.symbols("x y")
    call_minus_fold = sp.Piecewise((sp.Rational(5, 2), x < y), (-sp.Rational(5, 2), True)) + sp.Rational(1, 2)
    for yv in (Fraction(1, 5), Fraction(1, 2), Fraction(9, 10)):
        integral = sp.integrate(
            call_minus_fold.subs(y, sp.Rational(yv.numerator, yv.denominator)), (x, sp.Rational(3, 10), 1)
        )
        assert sp.Rational(str(ad.witness_call_gain(a, s, yv))) == integral


def test_the_decreasing_plan_is_the_papers_bluff_hand_and_the_other_its_mirror():
    L, U = Fraction(1, 10), Fraction(2)
    eq = limit.solve(sp.Rational(1, 10), 2, exact=True)
    dec, inc = ad.separator(L, U, "decreasing"), ad.separator(L, U, "increasing")
    for s in (L, Fraction(1, 3), Fraction(1), U):
        assert sp.Rational(str(dec.plan(s))) == eq.bluff_hand(sp.Rational(s.numerator, s.denominator))
        assert inc.plan(s) == dec.x2 - dec.plan(s)
    assert dec.plan(L) == limit.exact_fractions(L, U)["x1"] and dec.plan(U) == dec.x0


@settings(max_examples=30)
@given(limits, st.sampled_from(ad.PLANS), fractions, fractions)
def test_the_separator_is_a_caller_and_makes_the_plan_strictly_best(lu, order, w, v):
    L, U = lu
    sep = ad.separator(L, U, order)
    s, t = _between(L, U, w), _between(L, U, v)
    assume(s != t)
    x2 = sep.x2
    assert x2 <= sep.weak_reach(s) <= sep.call(s) and 0 < sep.weak_rate(s) <= Fraction(1, 2)
    x = sep.plan(s)
    assert 0 <= x <= x2
    pay = sep.bluff_payoff(x, s)
    assert pay == x2 - Fraction(1, 2) + sep.slope(s) * x - sep.offset(s)
    assert pay > sep.bluff_payoff(x, t)


@settings(max_examples=20)
@given(limits, st.sampled_from(ad.PLANS), fractions, fractions)
def test_hands_beyond_the_plans_ends_strictly_prefer_the_atoms(lu, order, w, v):
    L, U = lu
    sep = ad.separator(L, U, order)
    lo, hi = sorted((sep.plan(L), sep.plan(U)))
    small_end, large_end = (L, U) if order == "increasing" else (U, L)
    t = _between(L, U, v)
    for hand, end in ((lo * w, small_end), (hi + (sep.x2 - hi) * w, large_end)):
        assume(hand not in (lo, hi) and t != end)
        assert sep.bluff_payoff(hand, end) > sep.bluff_payoff(hand, t)


def test_refusals_name_the_parameter():
    with pytest.raises(ValueError, match="0 < L < U"):
        ad.separator(0, 2)
    with pytest.raises(ValueError, match="0 < L < U"):
        ad.threshold_witness(2, 1, 1)
    with pytest.raises(TypeError, match="L must be an int or Fraction"):
        ad.separator(0.1, 2)
    with pytest.raises(ValueError, match="order must be one of"):
        ad.separator(1, 2, "random")
    with pytest.raises(ValueError, match=r"s must lie in \[L, U\]"):
        ad.separator(1, 2).plan(3)
    with pytest.raises(TypeError, match="s must be an int or Fraction"):
        ad.threshold_witness(1, 2, 1.5)
