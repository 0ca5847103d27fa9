"""lcp.continuous.limit: derivation, closed form, corners of the domain, float accuracy, certificate properties."""

import math
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy.integrate import quad

from lcp.continuous import exploit, fixed_bet, limit, no_limit, simulate
from lcp.core import config

d = limit.derive()
L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS

positive = st.floats(min_value=1e-4, max_value=1e4, allow_nan=False)


@st.composite
def limits(draw, allow_zero=True, allow_inf=True):
    """0 <= L <= U <= inf, log-uniform-ish, with the corners L = 0, U = inf and L = U included."""
    a, b = sorted((draw(positive), draw(positive)))
    kind = draw(st.sampled_from(["plain", "zero", "inf", "equal"]))
    if kind == "zero" and allow_zero:
        a = 0.0
    elif kind == "inf" and allow_inf:
        b = math.inf
    elif kind == "equal":
        b = a
    return a, b


def test_equations_hold_and_closed_form_is_the_papers():
    for e in d.threshold_conditions.values():
        assert sp.simplify((e.lhs - e.rhs).subs(d.solution)) == 0
    A0 = U**2 + 3 * U + 3
    A1 = 7 * U**3 + 21 * U**2 + 21 * U + 6
    A2 = 6 * U**3 + 18 * U**2 + 18 * U + 5
    A4 = 3 * A1 * L**2 + 3 * A1 * L + A1 + A2 * L**3
    A5 = 3 * A0 * L**2 * U + 3 * A0 * L * U + A0 * U - L**3
    assert sp.cancel(d.solution[x2] - A5 / A4) == 0  # Theorem 5.1
    assert sp.cancel(d.solution[x0] - 3 * (L + 1) ** 3 * U / A4) == 0
    assert sp.cancel(d.solution[limit.B0_SYMBOL] + (L + 1) ** 3 / A4) == 0


def test_value_is_the_papers_formula():
    # paper Sec. 9 prints V_LCP(L, U) as this rational function
    P = (1 + L) ** 3 + L**3 * (1 + U) ** 3
    Q = (1 + L) ** 3 * (1 + U) ** 3
    assert sp.cancel(d.value - (Q - P) / (14 * Q - 2 * P)) == 0


def test_exact_corners():
    assert limit.solve(0, math.inf, exact=True).value == sp.Rational(1, 14)  # paper Sec. 2.1.2
    assert limit.solve(1, 1, exact=True).value == sp.Rational(1, 18)  # von Neumann, B = 1
    e = limit.solve(1, sp.oo, exact=True)
    assert e.value == sp.Rational(7, 110) and e.x[0] == 0 and e.x[5] == 1
    assert limit.solve(math.inf, math.inf, exact=True).x == (0, 0, 0, 1, 1, 1)
    sym = limit.solve(L, U, exact=True)
    assert sp.cancel(sym.value - d.value) == 0


@given(st.fractions(min_value=Fraction(1, 100), max_value=100))
def test_fixed_bet_diagonal(q):
    e, fb = limit.solve(q, q, exact=True), fixed_bet.solve(q, exact=True)
    assert (e.x[2], e.x[3], e.value) == (fb.bluff_below, fb.value_above, fb.value)
    assert e.call(e.L) == fb.call_above
    assert e.x[0] == e.x[1] and e.x[4] == e.x[5]


def test_no_limit_corner_floats_and_functions():
    e, n = limit.solve(0.0, math.inf), no_limit.solve()
    assert math.isclose(e.value, n.value, rel_tol=1e-15)
    sizes = np.array([0.0, 0.3, 2.0, 50.0, math.inf])
    for name in ("call", "value_hand", "bluff_hand"):
        assert np.allclose(getattr(e, name)(sizes), getattr(n, name)(sizes), rtol=1e-14, atol=1e-300)
    xs = np.linspace(0.001, 0.999, 999)
    assert np.allclose(e.bet(xs), n.bet(xs), rtol=1e-9)
    assert np.allclose(e.ev(xs), n.ev(xs), rtol=1e-12)


def test_float_accuracy_against_exact_rationals():
    rng = np.random.default_rng(config.SEED)
    for _ in range(300):
        a, b = sorted(10 ** rng.uniform(-6, 6, 2))
        fl, ex = limit.solve(a, b), limit.exact_fractions(a, b)
        got = dict(zip(limit.THRESHOLDS, fl.x), value=fl.value, b0=fl.b0)
        for name, exact in ex.items():
            assert abs(Fraction(got[name]) - exact) <= Fraction(1, 10**12) * abs(exact), name


@settings(max_examples=40)
@given(limits())
def test_exact_and_float_agree(lu):
    a, b = lu
    fl = limit.solve(a, b)
    ex = limit.solve(sp.Rational(a) if a else 0, sp.oo if math.isinf(b) else sp.Rational(b), exact=True)
    for f, e in zip(fl.x + (fl.value,), ex.x + (ex.value,)):
        assert math.isclose(f, float(e), rel_tol=1e-12, abs_tol=1e-300)


@given(limits())
def test_thresholds_ordered_and_value_is_half_x2(lu):
    e = limit.solve(*lu)
    xs = (0.0,) + e.x + (1.0,)
    assert all(p <= q + 1e-15 for p, q in zip(xs, xs[1:]))
    assert math.isclose(e.value, e.x[2] / 2, rel_tol=1e-12, abs_tol=1e-300)
    assert 0 <= e.value <= 1 / 14 + 1e-15


@given(limits(allow_inf=False))
def test_function_properties(lu):
    a, b = lu
    e = limit.solve(a, b)
    sizes = np.linspace(a, b, 257)
    c, v, bl = e.call(sizes), e.value_hand(sizes), e.bluff_hand(sizes)
    assert np.all(np.diff(c) >= -1e-15) and np.all(np.diff(v) >= -1e-15) and np.all(np.diff(bl) <= 1e-15)
    if b > a:
        assert np.all(np.diff(v) > 0) or b - a < 1e-9
    assert np.all(bl <= e.x[2] + 1e-15) and np.all(e.x[2] <= c + 1e-15) and np.all(c <= v + 1e-15)
    # continuity at the endpoints: b(U) = x0, b(L) = x1, v(L) = x4, v(U) = x5
    assert np.allclose([bl[-1], bl[0], v[0], v[-1]], [e.x[0], e.x[1], e.x[4], e.x[5]], rtol=1e-12, atol=1e-15)


@given(st.floats(min_value=1e-3, max_value=50), st.floats(min_value=1e-3, max_value=50))
def test_indifferences(a, b):
    # moderate sizes: finite differences of hands near 1 lose digits for huge sizes (the identities
    # themselves are proved symbolically in test_equations_hold_and_closed_form_is_the_papers)
    a, b = sorted((a, b))
    assume(b > a * (1 + 1e-3))
    e = limit.solve(a, b)
    x0_, x1_, x2_, x3_, x4_, x5_ = e.x
    half = 0.5
    # bettor: bluffs of every size earn x2 - 1/2; x3 is indifferent between checking and value betting L
    sizes = np.linspace(a, b, 9)
    c = e.call(sizes)
    assert np.allclose(c / 2 - (1 - c) * (half + sizes), x2_ - half, atol=1e-12)
    cL = float(e.call(a))
    assert math.isclose(cL / 2 + (half + a) * (2 * x3_ - cL - 1), x3_ - half, abs_tol=1e-12)
    # caller indifferent at s = L and s = U, and for interior sizes (masses of hands betting [s, s + ds])
    assert math.isclose((x2_ - x1_) * (1 + a), (x4_ - x3_) * a, rel_tol=1e-9, abs_tol=1e-15)
    assert math.isclose(x0_ * (1 + b), (1 - x5_) * b, rel_tol=1e-9, abs_tol=1e-15)
    mid, ds = (a + b) / 2, (b - a) * 1e-5
    bluff_mass = float(e.bluff_hand(mid - ds) - e.bluff_hand(mid + ds))
    value_mass = float(e.value_hand(mid + ds) - e.value_hand(mid - ds))
    assert math.isclose(bluff_mass * (1 + mid), value_mass * mid, rel_tol=1e-5)


@given(limits())
def test_bet_inverts_the_hand_functions(lu):
    e = limit.solve(*lu)
    a, b = lu
    x0_, x1_, x2_, x3_, x4_, x5_ = e.x
    xs = np.linspace(0, 1, 2001)
    bet = e.bet(xs)
    assert np.all((bet == 0) | ((bet >= a) & (bet <= b)))
    assert np.all(bet[(xs > x2_) & (xs < x3_)] == 0)
    inner_b = (xs > x0_) & (xs < x1_)
    inner_v = (xs > x4_) & (xs < x5_)
    assert np.allclose(e.bluff_hand(bet[inner_b]), xs[inner_b], rtol=1e-10, atol=1e-13)
    assert np.allclose(e.value_hand(bet[inner_v]), xs[inner_v], rtol=1e-12)
    # bet sizes decrease over the bluffs and increase over the value bets
    assert np.all(np.diff(bet[xs < x2_]) <= 1e-12) and np.all(np.diff(bet[xs > x3_]) >= -1e-12)


@given(limits())
def test_ev_theorem_6_1_and_6_2(lu):
    e = limit.solve(*lu)
    xs = np.linspace(0, 1, 20_001)
    ev = e.ev(xs)
    assert np.all(np.diff(ev) >= -1e-12)  # Theorem 6.2
    # V = integral of EV, by adaptive quadrature between the thresholds (an independent method)
    cuts = [0.0, *e.x, 1.0]
    total = sum(
        quad(lambda z: float(e.ev(z)), p, q, epsabs=1e-13, epsrel=1e-10, limit=200)[0]
        for p, q in zip(cuts, cuts[1:])
        if q > p
    )
    assert math.isclose(total, e.value, rel_tol=1e-7, abs_tol=1e-12)
    assert np.allclose(ev[xs <= e.x[2]], e.x[2] - 0.5)


@pytest.mark.parametrize(
    "L, U, sizes",
    [
        (0.0, 1e-6, [0.0, 1e-7, 1e-6]),
        (0.5, 2.0, [0.5, 1.0, 2.0]),
        (3.0, 1e6, [3.0, 1e5, 1e6]),
        (2.0, 2.0, [2.0]),
        (1.0, math.inf, [1.0, 100.0]),
    ],
)
def test_bluff_hand_agrees_with_the_exact_solution_to_the_last_digits(L, U, sizes):
    """b(s) = x0 + (1 - x2)/6 (h(u) - h(w)) is evaluated without cancellation (the smoothstep difference as
    (u - w) times a sum of positive terms): tiny limits, a wide range and U = inf included."""
    eq = limit.solve(L, U)
    if math.isinf(U):
        exact = limit.solve(sp.Rational(L), sp.oo, exact=True)
        refs = [exact.bluff_hand(sp.Rational(s)) for s in sizes]
    else:  # the solution's fractions (no sympy: tiny binary limits make its exact solve slow), h exactly
        x = limit.exact_fractions(Fraction(L), Fraction(U))
        h = lambda size: 3 / (1 + Fraction(size)) ** 2 - 2 / (1 + Fraction(size)) ** 3  # noqa: E731
        refs = [x["x0"] + (1 - x["x2"]) / 6 * (h(s) - h(U)) for s in sizes]
    for s, ref in zip(sizes, refs):
        assert math.isclose(float(eq.bluff_hand(s)), float(ref), rel_tol=1e-14), (s, ref)


def test_certificate_discretisation_and_monte_carlo():
    eq = limit.solve(0.1, 2.0)
    gains = [exploit.discretised_gains(n, *exploit.limit_projection(eq, n // 10), eq.call) for n in (100, 400, 1600)]
    assert all(g.bettor_gain >= 0 and g.caller_gain >= 0 for g in gains)
    assert gains[0].exploitability > gains[1].exploitability > gains[2].exploitability
    assert gains[2].exploitability < 1e-5
    assert simulate.monte_carlo(eq, 300_000, seed=11).agrees_with(eq.value)


def test_exact_functions():
    e = limit.solve(sp.Rational(1, 10), 2, exact=True)
    assert e.call(sp.Rational(1, 10)) == (e.x[2] + sp.Rational(1, 10)) / sp.Rational(11, 10)
    assert e.value_hand(2) == e.x[5] and e.bluff_hand(2) == e.x[0] and e.bluff_hand(sp.Rational(1, 10)) == e.x[1]
    with pytest.raises(ValueError, match=r"s must lie in \[L, U\]"):
        e.call(3)


@pytest.mark.parametrize(
    "L_, U_, exc, msg",
    [
        (2.0, 1.0, ValueError, "need L <= U"),
        (-0.1, 1.0, ValueError, r"L must lie in \[0, inf\]"),
        (0.1, float("nan"), ValueError, r"U must lie in \[0, inf\]"),
        (float("nan"), 1.0, ValueError, r"L must lie in \[0, inf\]"),
        ("0.1", 1.0, TypeError, "L must be a real number"),
        (0.1, None, TypeError, "U must be a real number"),
        (True, 2.0, TypeError, "L must be a real number"),
        (math.inf, 2.0, ValueError, "need L <= U"),
    ],
)
def test_bad_limits(L_, U_, exc, msg):
    with pytest.raises(exc, match=msg):
        limit.solve(L_, U_)


def test_bad_function_input():
    e = limit.solve(0.1, 2.0)
    with pytest.raises(ValueError, match=r"s must lie in \[L, U\] = \[0.1, 2\]"):
        e.call([0.5, 3.0])
    with pytest.raises(ValueError, match=r"s must lie in \[L, U\]"):
        e.bluff_hand(0.05)
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        e.bet([0.5, -0.2])
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        e.ev(float("nan"))
    with pytest.raises(TypeError, match="need numeric L and U"):
        limit.solve(L, U, exact=True).bet(0.5)


# -- certify(): an exact proof of no unilateral gain, and it refutes a perturbed profile ------------------


@pytest.mark.parametrize("L, U", [(1, 2), (Fraction(1, 10), 2), (0, 3), (1, 1), (0, math.inf), (2, math.inf)])
def test_certify_proves_the_equilibrium(L, U):
    cert = limit.solve(L, U, exact=True).certify()
    assert cert.is_equilibrium, cert.refuted
    assert {c.player for c in cert.claims} == {"bettor", "caller", "value"}


def test_certify_of_a_float_solution_certifies_its_exact_twin():
    assert limit.solve(0.1, 2.0).certify().is_equilibrium


@pytest.mark.parametrize("k", range(6))
def test_certify_refutes_a_perturbed_threshold(k):
    import dataclasses

    eq = limit.solve(Fraction(1, 10), 2, exact=True)
    x = list(eq.x)
    x[k] += sp.Rational(1, 1000)
    cert = dataclasses.replace(eq, x=tuple(x)).certify()
    assert not cert.is_equilibrium and cert.refuted


@pytest.mark.parametrize("field", ["b0", "value"])
def test_certify_refutes_a_perturbed_constant(field):
    import dataclasses

    eq = limit.solve(1, 2, exact=True)
    assert not dataclasses.replace(eq, **{field: getattr(eq, field) + sp.Rational(1, 10**6)}).certify().is_equilibrium


def test_certify_refuses_infinite_L():
    with pytest.raises(ValueError, match="L must be finite"):
        limit.solve(math.inf, math.inf, exact=True).certify()
