"""lcp.continuous.printed_profile: the printed system's thresholds (Fractions and sympy agree), the caller's exact gain
(zero at the true equilibrium, positive for the printed profile, equal to the closed form and to the
discretised best response of lcp.continuous.exploit)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.continuous import exploit, limit, printed_profile

limits = st.tuples(
    st.fractions(Fraction(1, 20), 5, max_denominator=20), st.fractions(Fraction(1, 20), 20, max_denominator=20)
).filter(lambda p: p[0] < p[1])


@settings(max_examples=25, deadline=None)
@given(limits)
def test_gain_is_positive_and_the_closed_form(p):
    L, U = p
    g = printed_profile.caller_gain(L, U)
    x0, x1, x2, x3, x4, x5 = g.x
    assert 0 < x0 < x1 < x2 < x3 < x4 < x5 < 1
    assert g.at_L > 0 and g.at_U > 0
    g_L, g_U = printed_profile.closed_form()
    sub = dict(zip((limit.L_SYMBOL, limit.U_SYMBOL, *limit.X_SYMBOLS), (L, U, *g.x)))
    assert g_L.subs(sub) == g.at_L and g_U.subs(sub) == g.at_U


def test_fractions_agree_with_the_symbolic_solution():
    L, U = Fraction(3, 10), Fraction(3, 2)
    sub = {limit.L_SYMBOL: L, limit.U_SYMBOL: U}
    sol = printed_profile.solution()
    symbolic = tuple(sol[k].subs(sub) for k in (*limit.X_SYMBOLS, limit.B0_SYMBOL))
    assert symbolic == printed_profile.thresholds(L, U)


@pytest.mark.parametrize("L, U", [(1, 2), (Fraction(1, 10), 2)])
def test_atoms_of_the_equilibrium_cost_nothing(L, U):
    eq = limit.solve(L, U, exact=True)
    x0, x1, x2, x3, x4, x5 = (Fraction(str(v)) for v in eq.x)
    c = lambda s: (s + x2) / (1 + s)  # noqa: E731
    assert printed_profile.atom_gain(L, [(x1, x2), (x3, x4)], c(Fraction(L))) == 0
    assert printed_profile.atom_gain(U, [(0, x0), (x5, 1)], c(Fraction(U))) == 0


def test_the_discretised_best_response_agrees():
    chk = exploit.discretised_gains(3000, *printed_profile.projection(Fraction(1, 2), 1, 64))
    assert chk.caller_gain == pytest.approx(float(printed_profile.caller_gain(Fraction(1, 2), 1).total), abs=1e-5)


def test_bad_limits_are_refused():
    with pytest.raises(ValueError, match="0 < L < U"):
        printed_profile.caller_gain(0, 1)
    with pytest.raises(ValueError, match="0 < L < U"):
        printed_profile.caller_gain(2, 1)
    with pytest.raises(TypeError, match="L must be"):
        printed_profile.caller_gain(0.5, 1)
    with pytest.raises(ValueError, match="S must be"):
        printed_profile.atom_gain(0, [(0, 1)], 0)


@pytest.mark.parametrize(
    "call", [lambda: printed_profile.thresholds(0, 2), lambda: printed_profile.projection(0, 2, 4)]
)
def test_a_singular_system_is_refused_with_its_reason(call):
    # at L = 0 the printed system has no unique solution: thresholds returned None (its contract says a
    # tuple) and projection failed unpacking it with a TypeError; found by mypy
    with pytest.raises(ValueError, match="at L = 0 the printed system is singular"):
        call()
