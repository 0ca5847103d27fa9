"""Float strategy functions against exact rationals at every size (issue 13): relative error < 1e-13.

Sizes are log-uniform in [1e-12, 1e300], plus 0 (L), inf (U) and exact integers beyond the float range.
The reference takes the exact thresholds (rationals from the derived polynomials, verified against
sympy elsewhere) and evaluates each function *from the rules* at 60 digits (mpmath): c, v, b from
their definitions, EV(x) as the best reply of hand x to the caller (the maximum over check, bluff and
each size's value bet, not the piecewise formula of the package), and the bet size by bisection.
Every input float is taken as the exact rational it is.
"""

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from lcp.continuous import _forms, fixed_bet, limit, no_limit

RTOL = 1e-13
mpmath.mp.dps = 60

exponents = st.floats(min_value=-12, max_value=300)
hands = st.one_of(st.floats(min_value=0.0, max_value=1.0), st.sampled_from([0.0, 0.5, 1.0, 1 - 2**-53]))


def M(q):
    """An exact rational (Fraction, int, float) as an mpf at the working precision."""
    if q == math.inf:
        return mpmath.inf
    q = Fraction(q)
    return mpmath.mpf(q.numerator) / q.denominator


def close(got, want, rtol=RTOL):
    want = mpmath.mpf(want)
    if abs(want) > mpmath.mpf(2) ** 1024:  # beyond the float range: rounds to +-inf
        want = mpmath.inf if want > 0 else -mpmath.inf
    if want == 0 or mpmath.isinf(want):
        return got == want
    return abs(mpmath.mpf(got) - want) <= rtol * abs(want) + mpmath.mpf(10) ** -50  # the reference's own noise


def exact_limit_thresholds(L, U):
    """x0..x5 as mpf at 60 digits; U = None means inf (the limit of the derived ratio)."""
    if U is not None:
        return [M(limit.exact_fractions(L, U)[f"x{k}"]) for k in range(6)]
    out = []
    for k in range(6):  # U -> inf: the ratio of the coefficients of U**3
        num, den = _forms.LIMIT_POLYNOMIALS[f"x{k}"]
        p, q = (sum(c * L**i for (i, j), c in poly.items() if j == 3) for poly in (num, den))
        out.append(M(Fraction(p, q)))
    return out


def hand_size(x, L, U, xs):
    """The size of bet (0 = check) of hand x, by bisection on the rule-defined hand functions."""
    x0, x1, x2, x3, x4, x5 = xs
    xm = M(x)
    if x2 <= xm <= x3 and not (xm == x3 and x3 == x4):
        return mpmath.mpf(0) if xm != x3 else None  # x3 itself is indifferent
    Um = mpmath.inf if U is None else M(U)
    Lm = M(L)
    if xm <= x0:
        return Um
    if x1 <= xm < x2:
        return Lm
    if x3 < xm <= x4:
        return Lm
    if xm >= x5:
        return Um
    value_side = xm > x3

    def hand(s):  # rule-defined v(s) or b(s)
        u = 1 / (1 + s)
        if value_side:
            return 1 - (1 - x2) * u * u / 2
        w = 0 if Um == mpmath.inf else 1 / (1 + Um)
        h = lambda z: 3 * z * z - 2 * z**3  # noqa: E731
        return x0 + (1 - x2) / 6 * (h(u) - h(w))

    lo, hi = mpmath.log(Lm) if Lm > 0 else mpmath.mpf(-800), mpmath.log(Um) if Um != mpmath.inf else mpmath.mpf(800)
    for _ in range(400):  # bisection on log s
        mid = (lo + hi) / 2
        if (hand(mpmath.exp(mid)) < xm) == value_side:
            lo = mid
        else:
            hi = mid
    return mpmath.exp((lo + hi) / 2)


def best_reply_ev(x, L, U, xs):
    """max(check, bluff, value bets of every size) against the caller c(s) = (x2 + s)/(1 + s), at 60 digits."""
    x2 = xs[2]
    xm = M(x)

    def bet_ev(s):
        if s == mpmath.inf:
            return 1 - (1 - x2) / 2 if xm == 1 else mpmath.mpf(0.5) * x2 - mpmath.inf
        one_c = (1 - x2) / (1 + s)  # 1 - c(s), formed without cancellation for any size
        c = 1 - one_c
        if 1 - xm >= one_c:  # x <= c: every call beats the bettor
            return c / 2 - (mpmath.mpf(1) / 2 + s) * one_c
        return c / 2 + (mpmath.mpf(1) / 2 + s) * (one_c - 2 * (1 - xm))

    Um = mpmath.inf if U is None else M(U)
    Lm = M(L)
    options = [xm - mpmath.mpf(1) / 2, bet_ev(Lm), bet_ev(Um)]
    if xm < 1:  # the best interior size of a value hand: v(s) = x
        u = mpmath.sqrt(2 * (1 - xm) / (1 - x2))
        s_star = 1 / u - 1
        if Lm < s_star < Um:
            options.append(bet_ev(s_star))
    elif Um == mpmath.inf:
        options.append(mpmath.mpf(3) / 2 - x2)  # hand 1 betting s -> inf: c -> 1, E -> 1/2 + (1 - x2)
    return max(options)


@st.composite
def limits(draw):
    a, b = sorted(10 ** draw(exponents) for _ in range(2))
    kind = draw(st.sampled_from(["plain", "plain", "zero", "inf", "equal", "huge-int"]))
    if kind == "zero":
        a = 0.0
    elif kind == "inf":
        b = math.inf
    elif kind == "equal":
        b = a
    elif kind == "huge-int":
        return 10 ** draw(st.integers(0, 320)), 10 ** draw(st.integers(320, 400))
    return a, b


@pytest.mark.slow  # about 5 s: 150 limits, each checked against the rules
@settings(max_examples=150)
@given(limits(), st.lists(hands, min_size=1, max_size=4), st.floats(min_value=0, max_value=1))
def test_limit_functions_match_the_rules(lu, xs_in, frac):
    L, U = lu
    e = limit.solve(L, U)
    Lq = Fraction(L)
    Uq = None if U == math.inf else Fraction(U)
    xs = exact_limit_thresholds(Lq, Uq)
    x2 = xs[2]
    for x in xs_in:
        assert close(float(e.ev(x)), best_reply_ev(x, Lq, Uq, xs)), (L, U, x)
        ref = hand_size(x, Lq, Uq, xs)
        near_jump = any(abs(M(x) - t) <= 1e-9 * t for t in (x2, xs[3]))
        if ref is not None and not near_jump:
            assert close(float(e.bet(x)), ref), (L, U, x)
    # a size in [L, U] (float), by its position in log space
    if math.isfinite(e.U) and e.U > 0:
        lo = math.log(e.L) if e.L > 0 else math.log(e.U) - 30
        s = min(max(math.exp(lo + frac * (math.log(e.U) - lo)), e.L), e.U)
    else:
        s = math.inf if frac > 0.9 else 10 ** (frac * 300)
        s = max(s, e.L)
    sm = M(s)
    u = 0 if s == math.inf else 1 / (1 + sm)
    c_ref = 1 if s == math.inf else (x2 + sm) / (1 + sm)
    w = 0 if Uq is None else 1 / (1 + M(Uq))
    h = lambda z: 3 * z * z - 2 * z**3  # noqa: E731
    assert close(float(e.call(s)), c_ref)
    assert close(float(e.value_hand(s)), 1 - (1 - x2) * u * u / 2)
    bluff_ref = xs[0] + (1 - x2) / 6 * (h(u) - h(w))
    tiny = bluff_ref < mpmath.mpf(2) ** -1022  # below the normal floats: only the rounding to a subnormal is asked
    assert abs(float(e.bluff_hand(s)) - bluff_ref) <= 2.0**-1074 if tiny else close(float(e.bluff_hand(s)), bluff_ref)


@settings(max_examples=150)
@given(st.one_of(exponents.map(lambda k: 10.0**k), st.integers(1, 10**400)), st.lists(hands, min_size=1, max_size=4))
def test_fixed_bet_functions_match_the_rules(B, xs_in):
    e = fixed_bet.solve(B)
    Bq = Fraction(B)
    ex = limit.exact_fractions(Bq, Bq)  # FBCP is LCP with L = U = B (tested exactly elsewhere)
    a, v = (M(ex[k]) for k in ("x2", "x3"))
    c = (a + M(Bq)) / (1 + M(Bq))
    assert close(float(e.call(e.B)), c) or e.B == math.inf
    for x in xs_in:
        xm = M(x)
        # best reply (check, or bet B) to the caller's c(B) = (a + B)/(1 + B)
        assert close(float(e.ev(x)), best_reply_ev(x, Bq, Bq, [a, a, a, v, v, v])), (B, x)
        if abs(xm - a) > 1e-9 * a and abs(xm - v) > 1e-9:
            assert (float(e.bet(x)) > 0) == (xm < a or xm > v), (B, x)


@settings(max_examples=150)
@given(st.one_of(exponents.map(lambda k: 10.0**k), st.sampled_from([0.0, math.inf])), hands)
def test_no_limit_functions_match_the_rules(s, x):
    e = no_limit.solve()
    A = mpmath.mpf(1) / 7  # Newman's A (asserted from the derivation in test_no_limit)
    sm = M(s)
    u = 0 if s == math.inf else 1 / (1 + sm)
    assert close(float(e.call(s)), 1 if s == math.inf else (A + sm) / (1 + sm))
    assert close(float(e.value_hand(s)), 1 - (1 - A) * u * u / 2)
    assert close(float(e.bluff_hand(s)), (1 - A) * (3 * u * u - 2 * u**3) / 6)
    xs = [mpmath.mpf(0), A, A, mpmath.mpf(4) / 7, mpmath.mpf(4) / 7, mpmath.mpf(1)]  # x1 = b(0) = A
    assert close(float(e.ev(x)), best_reply_ev(x, 0, None, xs)), x
    assume(0 < x < 1)
    ref = hand_size(x, 0, None, xs)
    if ref is not None and abs(M(x) - A) > 1e-9 and abs(M(x) - xs[3]) > 1e-9:
        assert close(float(e.bet(x)), ref, rtol=1e-12), x


def test_examples_from_the_issue():
    assert np.allclose(fixed_bet.solve(1e16).ev([0.0, 1.0]), [-0.5, 1.5], rtol=1e-15, atol=0)  # was [0.5, 0.5]
    assert math.isclose(float(limit.solve(0.5, 1e16).ev(1.0)), float(limit.solve(0.5, math.inf).ev(1.0)), rel_tol=1e-15)
    assert fixed_bet.solve(10**400).ev(1.0) == 1.5  # exactly 1.5 - 1e-400
    big = fixed_bet.solve(1e300)
    assert math.isclose(
        big.value, float(limit.exact_fractions(Fraction(1e300), Fraction(1e300))["value"]), rel_tol=1e-15
    )
    assert np.isfinite(limit.solve(10**400, 10**401).value)
