"""lcp.continuous.fixed_bet: derivation, exact and float solutions, certificates, profile helpers, bad input."""

import math
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from hypothesis import strategies as st

from lcp.continuous import fixed_bet
from lcp.core import config
from lcp.core.certificate import CertificationError

B = fixed_bet.B_SYMBOL
d = fixed_bet.derive()

bets = st.floats(min_value=1e-3, max_value=1e3, allow_nan=False)
rationals = st.fractions(min_value=Fraction(1, 1000), max_value=1000).filter(lambda q: q > 0)


def test_derivation_satisfies_its_equations():
    sol = {sp.Symbol("a"): d.bluff_below, sp.Symbol("v"): d.value_above, sp.Symbol("c"): d.call_above}
    for eq in d.equations.values():
        assert sp.simplify(eq.lhs.subs(sol) - eq.rhs.subs(sol)) == 0


def test_von_neumann_values_at_pot_sized_bet():
    # finite-deck paper, "The von Neumann Advice": b = 2 (our B = 1) gives 1/9, 7/9, 5/9 and 1/9 (ante 1)
    e = fixed_bet.solve(1, exact=True)
    assert (e.bluff_below, e.value_above, e.call_above) == (sp.Rational(1, 9), sp.Rational(7, 9), sp.Rational(5, 9))
    assert 2 * e.value == sp.Rational(1, 9)


@given(rationals)
def test_exact_agrees_with_float(q):
    ex, fl = fixed_bet.solve(q, exact=True), fixed_bet.solve(float(q))
    for field in ("bluff_below", "value_above", "call_above", "value"):
        assert math.isclose(float(getattr(ex, field)), getattr(fl, field), rel_tol=config.FLOAT_RTOL)


@given(rationals)
def test_exact_value_equals_profile_integral(q):
    e = fixed_bet.solve(q, exact=True)
    assert fixed_bet.profile_value(e.B, e.bluff_below, e.value_above, e.call_above) == e.value


@given(bets)
def test_ordering_and_value_identities(b):
    e = fixed_bet.solve(b)
    assert 0 < e.bluff_below < e.call_above < e.value_above < 1
    assert 0 < e.value <= 1 / 18 + 1e-15
    assert math.isclose(e.value, e.bluff_below / 2, rel_tol=1e-12)
    assert math.isclose(e.value, fixed_bet.solve(1 / b).value, rel_tol=1e-9)


@given(rationals)
def test_no_unilateral_deviation_gains_exactly(q):
    e = fixed_bet.solve(q, exact=True)
    Bq = sp.Rational(q.numerator, q.denominator)
    # the bettor's best response to c is the equilibrium itself
    assert fixed_bet.bettor_best_response(Bq, e.call_above) == (e.bluff_below, e.value_above)
    # the caller's best thresholds against the bettor are all of [a, v], which contains c
    assert fixed_bet.best_call_thresholds(Bq, e.bluff_below, e.value_above) == (e.bluff_below, e.value_above)


@given(rationals, st.fractions(min_value=0, max_value=1))
def test_other_caller_thresholds_let_the_bettor_gain(q, c_alt):
    e = fixed_bet.solve(q, exact=True)
    Bq = sp.Rational(q.numerator, q.denominator)
    c_alt = sp.Rational(c_alt.numerator, c_alt.denominator)
    best = fixed_bet.profile_value(Bq, *fixed_bet.bettor_best_response(Bq, c_alt), c_alt)
    if c_alt == e.call_above:
        assert best == e.value
    else:
        assert best > e.value


def test_bettor_gain_sign_pattern():
    x = sp.Symbol("x")
    g = fixed_bet.bettor_gain(x, sp.Rational(1))
    for xv, sign in (
        (0, 1),
        (sp.Rational(1, 10), 1),
        (sp.Rational(1, 2), -1),
        (sp.Rational(3, 4), -1),
        (sp.Rational(4, 5), 1),
    ):
        assert sp.sign(g.subs(x, xv)) == sign
    assert g.subs(x, sp.Rational(1, 9)) == 0 and g.subs(x, sp.Rational(7, 9)) == 0


def test_caller_gain_zero_between_thresholds():
    y = sp.Symbol("y")
    g = fixed_bet.caller_gain(y, sp.Rational(2))
    e = fixed_bet.solve(2, exact=True)
    for yv in (e.bluff_below, (e.bluff_below + e.value_above) / 2, e.value_above):
        assert g.subs(y, yv) == 0
    assert g.subs(y, e.bluff_below / 2) < 0 < g.subs(y, (1 + e.value_above) / 2)


def test_value_maximised_at_pot_sized_bet():
    assert sp.solve(sp.diff(d.value, B), B) == [1]
    grid = np.geomspace(1e-2, 1e2, 2001)
    values = [fixed_bet.solve(b).value for b in grid]
    assert math.isclose(grid[int(np.argmax(values))], 1.0, rel_tol=1e-2)


def test_symbolic_solution():
    e = fixed_bet.solve(B, exact=True)
    assert sp.simplify(e.value - B / (2 * (1 + 2 * B) * (2 + B))) == 0


def test_vectorised_strategy_functions():
    e = fixed_bet.solve(1.0)
    x = np.array([0.0, 0.1, 0.5, 0.8, 1.0])
    assert np.array_equal(e.bet(x), [1.0, 1.0, 0.0, 1.0, 1.0])
    assert np.allclose(e.call([1.0, 1.0]), 5 / 9)
    ev = e.ev(np.linspace(0, 1, 200_001))
    assert math.isclose(ev.mean(), 1 / 18, abs_tol=1e-5)
    assert np.all(np.diff(ev) >= -1e-15)  # EV is non-decreasing in the hand


def test_exact_solution_can_drive_the_vectorised_functions():
    e = fixed_bet.solve(Fraction(3, 2), exact=True)
    assert np.allclose(e.bet([0.05, 0.5, 0.9]), [1.5, 0.0, 1.5])
    with pytest.raises(TypeError, match="numeric B"):
        fixed_bet.solve(B, exact=True).bet(0.5)


@pytest.mark.parametrize("bad", [0, -1, -0.5, float("nan"), float("inf"), sp.Integer(-2), sp.oo])
def test_bad_bet_sizes_raise_value_error(bad):
    with pytest.raises(ValueError, match=r"B must be a finite number in \(0, inf\)"):
        fixed_bet.solve(bad)


@pytest.mark.parametrize("bad", ["1", None, True, [1.0], 1 + 2j, sp.I])
def test_non_numeric_bet_sizes_raise_type_error(bad):
    with pytest.raises(TypeError, match="B must be a real number"):
        fixed_bet.solve(bad)


def test_vectorised_functions_reject_out_of_domain_input():
    e = fixed_bet.solve(1.0)
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        e.bet([0.5, 1.5])
    with pytest.raises(ValueError, match=r"x must lie in \[0, 1\]"):
        e.ev(float("nan"))
    with pytest.raises(ValueError, match="s must equal the fixed bet"):
        e.call(2.0)
    with pytest.raises(ValueError, match=r"s must lie in \(0, inf\]"):
        e.call(-1.0)
    with pytest.raises(TypeError, match="x must be real numbers"):
        e.bet("high")


def test_profile_helpers_reject_bad_thresholds():
    with pytest.raises(ValueError, match="bluff_below <= value_above"):
        fixed_bet.profile_value(1.0, 0.8, 0.2, 0.5)


def _thresholds(B):
    e = fixed_bet.solve(B, exact=True)
    return tuple(Fraction(str(t)) for t in (e.bluff_below, e.value_above, e.call_above))


def _best_value_on_a_grid(B, rule, cells=200_000):
    """The bettor's best-response value by a midpoint sum over hands (independent of the exact sums)."""
    x = (np.arange(cells) + 0.5) / cells
    q = np.zeros(cells)
    for lo, hi, p in rule:  # floats: a Fraction bound is compared element by element in Python (seconds)
        q[(x >= float(lo)) & (x < float(hi))] = float(p)
    below = (np.cumsum(q) - q / 2) / cells
    total = q.sum() / cells
    gap = (1 - total) / 2 + (0.5 + float(B)) * (2 * below - total) - (x - 0.5)
    return float(np.maximum(gap, 0).mean())


@given(st.fractions(Fraction(1, 20), 20), st.fractions(0, 1))
def test_late_calling_rules_are_optimal_early_ones_are_not(B, where):
    """The characterisation (notebook 1, cell fbcp-optimal-calling): calls on (a, v) of total mass v - c
    placed on an upper part (m, v), m in [a, c], keep the bettor at the value; the same mass on the lowest
    hands of (a, v) does not."""
    a, v, c = _thresholds(B)
    m = a + where * (c - a)
    late = fixed_bet.against_calling_rule(B, [(0, m, 0), (m, v, (v - c) / (v - m)), (v, 1, 1)])
    early = fixed_bet.against_calling_rule(B, [(0, a, 0), (a, a + v - c, 1), (a + v - c, v, 0), (v, 1, 1)])
    value = B / (2 * (1 + 2 * B) * (2 + B))
    assert late.optimal and late.best == value
    assert not early.optimal and early.best > value
    assert late.always_bet >= fixed_bet.against_calling_rule(B, [(0, c, 0), (c, 1, 1)]).always_bet


@pytest.mark.parametrize("B", [Fraction(1, 3), Fraction(1), Fraction(5, 2)])
def test_calling_rule_values_match_a_grid(B):
    a, v, c = _thresholds(B)
    rules = [
        [(0, c, 0), (c, 1, 1)],
        [(0, a, 0), (a, v, 1 / (1 + 2 * B)), (v, 1, 1)],
        [(0, Fraction(1, 3), 0), (Fraction(1, 3), 1, 1)],
        [(0, Fraction(1, 2), 1), (Fraction(1, 2), 1, 0)],
    ]
    for rule in rules:
        assert float(fixed_bet.against_calling_rule(B, rule).best) == pytest.approx(
            _best_value_on_a_grid(B, rule), abs=2e-5
        )  # O(1/cells)


@pytest.mark.parametrize(
    "B, calls, error, message",
    [
        (1, [(0, Fraction(1, 2), 0)], ValueError, "calls: steps must cover"),
        (1, [(0, Fraction(1, 2), 0), (Fraction(1, 3), 1, 1)], ValueError, "calls: steps must cover"),
        (1, [(0, 1, 2)], ValueError, r"q in \[0, 1\]"),
        (1, [(0, 1.0, 1)], TypeError, "calls must be"),
        (1.0, [(0, 1, 1)], TypeError, "B must be an int or Fraction"),
        (-1, [(0, 1, 1)], ValueError, "B must be"),
    ],
)
def test_bad_calling_rules_are_refused(B, calls, error, message):
    with pytest.raises(error, match=message):
        fixed_bet.against_calling_rule(B, calls)


# -- certify(): an exact proof of no unilateral gain, and it refutes a perturbed profile ------------------


@pytest.mark.parametrize("B", [1, Fraction(1, 3), 7, fixed_bet.B_SYMBOL])
def test_certify_proves_the_equilibrium(B):
    cert = fixed_bet.solve(B, exact=True).certify()
    assert cert.is_equilibrium and cert.refuted == () and cert.require() is cert
    assert {c.player for c in cert.claims} == {"bettor", "caller", "value"}


def test_certify_of_a_float_solution_certifies_its_exact_twin():
    assert fixed_bet.solve(0.3).certify().is_equilibrium


@pytest.mark.parametrize(
    "field, delta",
    [
        ("bluff_below", Fraction(1, 100)),
        ("value_above", Fraction(-1, 50)),
        ("call_above", Fraction(1, 100)),
        ("value", Fraction(1, 10**9)),
    ],
)
def test_certify_refutes_a_perturbed_profile(field, delta):
    import dataclasses

    eq = fixed_bet.solve(2, exact=True)
    bad = dataclasses.replace(eq, **{field: getattr(eq, field) + sp.Rational(delta)})
    cert = bad.certify()
    assert not cert.is_equilibrium and cert.refuted
    with pytest.raises(CertificationError, match="is not certified as an equilibrium"):
        cert.require()
