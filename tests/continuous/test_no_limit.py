"""lcp.continuous.no_limit: derivation, exact vs float forms, the stable inverse, certificates, bad input."""

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from hypothesis import strategies as st

from lcp.continuous import no_limit
from lcp.core import config

d = no_limit.derive()
s = no_limit.S_SYMBOL
u = no_limit.U_SYMBOL
eq = no_limit.solve()
exact = no_limit.solve(exact=True)

sizes = st.floats(min_value=0.0, max_value=1e12, allow_nan=False)
hands = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


def test_newman_values():
    # paper Sec. 2.1.2 (value 1/14) and the finite-deck paper (A = 1/7, B = 4/7, value 1/7 with ante 1)
    assert d.value == sp.Rational(1, 14)
    assert (d.bluff_below, d.value_above) == (sp.Rational(1, 7), sp.Rational(4, 7))
    assert (exact.value, eq.value) == (sp.Rational(1, 14), 1 / 14)


def test_derived_functions_satisfy_the_conditions():
    c, v, b = d.call, d.value_hand, d.bluff_hand
    half = sp.Rational(1, 2)
    # bluffs earn A - 1/2 at every size; value sizes are optimal; the caller is indifferent; b(0) = A
    assert sp.simplify(c / 2 - (1 - c) * (half + s) - (d.bluff_below - half)) == 0
    x = sp.Symbol("x")
    E = c / 2 + (half + s) * (2 * x - c - 1)
    assert sp.simplify(sp.diff(E, s).subs(x, v)) == 0
    assert sp.simplify(-sp.diff(b, s) * (1 + s) - sp.diff(v, s) * s) == 0
    assert b.subs(s, 0) == d.bluff_below and sp.limit(b, s, sp.oo) == 0


def test_u_forms_are_the_derived_functions_and_match_the_inverse():
    A = d.bluff_below
    forms = no_limit.u_forms()
    for name in ("call", "value_hand", "bluff_hand"):
        assert sp.simplify(forms[name].subs(u, 1 / (1 + s)) - getattr(d, name)) == 0
    # Equilibrium.bet inverts exactly these shapes
    assert sp.expand(forms["value_hand"] - (1 - (1 - A) * u**2 / 2)) == 0
    assert sp.expand(forms["bluff_hand"] - (1 - A) * (3 * u**2 - 2 * u**3) / 6) == 0


@given(st.fractions(min_value=0, max_value=10**6))
def test_exact_agrees_with_float(q):
    sq = sp.Rational(q.numerator, q.denominator)
    for name in ("call", "value_hand", "bluff_hand"):
        assert math.isclose(
            float(getattr(exact, name)(sq)), float(getattr(eq, name)(float(q))), rel_tol=1e-12, abs_tol=1e-300
        )


@given(sizes)
def test_ordering(size):
    b, c, v = eq.bluff_hand(size), eq.call(size), eq.value_hand(size)
    ulps = 1 + 4 * 2**-52  # b(s) = 1/7 - O(s^2) near s = 0: equal to 1/7 within a few ulps of rounding
    assert 0 <= b <= ulps / 7 and 1 / 7 <= c * ulps and c <= 1 and 4 / 7 <= v * ulps and v <= 1
    if 1e-12 < size < 1e6:  # below, b(s) and c(s) both round to 1/7 (correctly)
        assert b < c < v


@given(hands)
def test_bet_inverts_the_hand_functions(x):
    size = float(eq.bet(x))
    if x == 0 or x == 1:
        assert size == math.inf
    elif x < 1 / 7 or x > 4 / 7:
        assert size > 0
        back = eq.bluff_hand(size) if x < 1 / 7 else eq.value_hand(size)
        assert math.isclose(float(back), x, rel_tol=1e-13)
    else:
        assert size == 0.0


def test_bet_relative_error_against_high_precision_reference():
    A, V0 = 1 / 7, 4 / 7
    xs = np.concatenate(
        [
            np.geomspace(1e-200, A, 25, endpoint=False),
            A - np.geomspace(1e-17, 1e-3, 15),
            V0 + np.geomspace(1e-16, 1e-3, 15),
            1 - np.geomspace(1e-16, 0.4, 25),
        ]
    )
    ref = np.array([no_limit.bet_reference(x) for x in xs])
    got = eq.bet(xs)
    assert np.all(ref > 0)
    assert np.max(np.abs(got - ref) / ref) < 1e-13


@given(st.floats(min_value=0.01, max_value=0.99))
def test_exact_bet_agrees_with_float(x):
    q = sp.Rational(x)
    ex = exact.bet(q)
    assert math.isclose(float(sp.N(ex, 30)), float(eq.bet(x)), rel_tol=1e-12, abs_tol=1e-15)


def test_exact_functions_at_the_ends():
    assert exact.call(sp.oo) == 1 and exact.bluff_hand(sp.oo) == 0 and exact.value_hand(sp.oo) == 1
    assert exact.bet(0) == sp.oo and exact.bet(1) == sp.oo and exact.bet(sp.Rational(1, 2)) == 0
    assert exact.call(1) == sp.Rational(4, 7)


def test_ev_integrates_to_the_value_and_increases():
    xs = (np.arange(400_000) + 0.5) / 400_000
    ev = eq.ev(xs)
    assert math.isclose(ev.mean(), 1 / 14, abs_tol=1e-6)
    assert np.all(np.diff(ev) >= -1e-12)
    assert math.isclose(float(eq.ev(1.0)), 0.5 + 6 / 7, rel_tol=1e-15)  # E -> 1/2 + (1 - A) as s -> inf


def test_vectorised_shapes():
    grid = np.linspace(0, 3, 12).reshape(3, 4)
    for fn in (eq.call, eq.value_hand, eq.bluff_hand):
        assert fn(grid).shape == (3, 4)
    assert eq.bet(np.linspace(0, 1, 6).reshape(2, 3)).shape == (2, 3)


@pytest.mark.parametrize("name", ["call", "value_hand", "bluff_hand"])
@pytest.mark.parametrize("bad", [-1e-9, float("nan"), -math.inf])
def test_bad_sizes(name, bad):
    with pytest.raises(ValueError, match=r"s must lie in \[0, inf\]"):
        getattr(eq, name)([1.0, bad])


@pytest.mark.parametrize("bad", [-0.1, 1.0000001, float("nan")])
def test_bad_hands(bad):
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        eq.bet([0.5, bad])
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        eq.ev(bad)


def test_bad_exact_input():
    with pytest.raises(ValueError, match=r"s must lie in \[0, inf\]"):
        exact.call(-1)
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        exact.bet(sp.Rational(3, 2))


def test_float_tolerance_config():
    # the float value and the exact value agree to the project's tolerance
    assert math.isclose(eq.value, float(exact.value), rel_tol=config.FLOAT_RTOL)


# -- certify(): an exact proof of no unilateral gain, and it refutes a perturbed profile ------------------


def test_certify_proves_newmans_equilibrium():
    cert = no_limit.solve(exact=True).certify()
    assert cert.is_equilibrium, cert.refuted
    assert no_limit.solve().certify() == cert  # a float solution certifies its exact twin


@pytest.mark.parametrize(
    "field, delta",
    [("bluff_below", sp.Rational(1, 100)), ("value_above", sp.Rational(1, 100)), ("value", sp.Rational(1, 10**9))],
)
def test_certify_refutes_a_perturbed_profile(field, delta):
    import dataclasses

    eq = no_limit.solve(exact=True)
    bad = dataclasses.replace(eq, **{field: getattr(eq, field) + delta})
    assert not bad.certify().is_equilibrium


def test_exact_value_is_the_derived_value():
    assert no_limit.exact_fractions()["value"] == 1 / sp.Integer(14) == no_limit.derive().value
