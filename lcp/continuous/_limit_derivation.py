r"""The sympy derivation of limit continuous poker (LCP), paper Secs. 4-6, behind :func:`lcp.continuous.limit.derive`.

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's net winnings). The plan of hands
and the conditions are those of :mod:`lcp.continuous.limit`'s docstring; this module writes them from the rules of
:mod:`lcp.continuous.fixed_bet` (:func:`~lcp.continuous.fixed_bet.bet_ev`, :func:`~lcp.continuous.fixed_bet.check_ev`, read from the module
below it, :mod:`lcp.continuous._fixed_bet_derivation`) and solves them. The
symbols (``L_SYMBOL`` ... ``B0_SYMBOL``) are made on first use and read as ``lcp.continuous.limit.L_SYMBOL`` and so on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from lcp.core import _lazy
from lcp.core.cache import on_disk

from ._fixed_bet_derivation import bet_ev, check_ev

if TYPE_CHECKING:
    import sympy


@cache
def _symbols() -> dict:
    sp = _lazy.sympy()
    return {
        "L_SYMBOL": sp.Symbol("L", nonnegative=True),
        "U_SYMBOL": sp.Symbol("U", nonnegative=True),
        "S_SYMBOL": sp.Symbol("s", nonnegative=True),
        "X_SYMBOLS": sp.symbols("x0:6"),
        "B0_SYMBOL": sp.Symbol("b0"),
    }


@dataclass(frozen=True)
class Derivation:
    """LCP equilibrium derived from the rules (sympy).

    ``call``, ``value_hand``, ``bluff_hand`` are in terms of s, x2 and b0 (the general solution of the
    functional conditions); ``solution`` maps x0..x5 and b0 to rational functions of L and U;
    ``value`` is V(L, U).

    Attributes
    ----------
    function_conditions, threshold_conditions : dict
        Name -> sympy ``Eq``: the conditions on c, v, b and the seven equations in x0..x5, b0.
    call, value_hand, bluff_hand : sympy expressions
        c(s), v(s), b(s) in terms of s, x2 and b0.
    solution : dict
        x0..x5 and b0 as rational functions of L and U.
    value : sympy expression
        V(L, U), pot-1 units.

    Examples
    --------
    >>> d = derive()
    >>> d.call
    (s + x2)/(s + 1)
    """

    function_conditions: dict[str, sympy.Eq]  # name -> Eq defining c, v, b
    threshold_conditions: dict[str, sympy.Eq]  # name -> Eq, the seven equations in x0..x5, b0
    call: sympy.Expr
    value_hand: sympy.Expr
    bluff_hand: sympy.Expr
    solution: dict[sympy.Symbol, sympy.Expr]  # x0..x5, b0 -> expression in L, U
    value: sympy.Expr


@cache
@on_disk  # the first process derives; with $LCP_CACHE_DIR set, the others load (lcp.core.cache)
def derive() -> Derivation:
    r"""Derive the LCP equilibrium from the rules with sympy.

    Functions of the size s (for L < s < U):

    1. bluffs of every size are indifferent with checking at the boundary hand x2: c(s);
    2. a value hand's size maximises E(x, s): :math:`\partial_s E = 0` gives v(s);
    3. the caller is indifferent at c(s): :math:`-b'(s)(1 + s) = v'(s)\,s`, so b(s) up to the constant
       :math:`b_0` (written as the formal value at :math:`s = \infty`).

    Seven linear equations for x0..x5 and b0: the caller indifferent at s = L (bluffs (x1, x2) against
    value bets (x3, x4)) and at s = U (bluffs (0, x0) against value bets (x5, 1)); hand x3 indifferent
    between checking and value betting L; continuity b(U) = x0, b(L) = x1, v(U) = x5, v(L) = x4.

    Returns
    -------
    Derivation
        The conditions, c(s), v(s), b(s), the solution for x0..x5, b0 and V(L, U) (sympy; cached).

    Examples
    --------
    >>> from lcp.continuous.limit import L_SYMBOL, U_SYMBOL
    >>> d = derive()
    >>> d.value.subs({L_SYMBOL: 1, U_SYMBOL: 1})
    1/18
    """
    sp = _lazy.sympy()
    sym = _symbols()
    L, U, s = sym["L_SYMBOL"], sym["U_SYMBOL"], sym["S_SYMBOL"]
    x0, x1, x2, x3, x4, x5 = sym["X_SYMBOLS"]
    b0 = sym["B0_SYMBOL"]
    x, t, u = sp.symbols("x t u", positive=True)

    c = sp.Function("c")(s)
    eq_c = sp.Eq(bet_ev(x, c, s, x_above_c=False), check_ev(x2))
    c_s = sp.factor(sp.solve(eq_c, c)[0])
    eq_v = sp.Eq(sp.diff(bet_ev(x, c_s, s, x_above_c=True), s), 0)
    v_s = sp.factor(sp.solve(eq_v, x)[0])
    b = sp.Function("b")(s)
    eq_b = sp.Eq(-sp.diff(b, s) * (1 + s), sp.diff(v_s, s) * s)
    b_s = sp.factor(b0 + sp.integrate((sp.diff(v_s, s) * s / (1 + s)).subs(s, t), (t, s, sp.oo)))

    conditions = {
        "caller indifferent at s = L": sp.Eq((x2 - x1) * (1 + L), (x4 - x3) * L),
        "caller indifferent at s = U": sp.Eq(x0 * (1 + U), (1 - x5) * U),
        "x3 indifferent: check ~ value bet L": sp.Eq(bet_ev(x3, c_s.subs(s, L), L, x_above_c=True), check_ev(x3)),
        "continuity b(U) = x0": sp.Eq(b_s.subs(s, U), x0),
        "continuity b(L) = x1": sp.Eq(b_s.subs(s, L), x1),
        "continuity v(U) = x5": sp.Eq(v_s.subs(s, U), x5),
        "continuity v(L) = x4": sp.Eq(v_s.subs(s, L), x4),
    }
    unknowns = [*sym["X_SYMBOLS"], b0]
    (sol,) = sp.linsolve([e.lhs - e.rhs for e in conditions.values()], unknowns)
    solution = {k: sp.factor(sp.cancel(v)) for k, v in zip(unknowns, sol)}

    general = _value_integral(c_s, v_s)
    value = sp.factor(sp.cancel(sp.together(general.subs(solution))))
    return Derivation(
        function_conditions={
            "bluffs indifferent (defines c)": eq_c,
            "value size optimal (defines v)": eq_v,
            "caller indifferent at c(s) (defines b)": eq_b,
        },
        threshold_conditions=conditions,
        call=c_s,
        value_hand=v_s,
        bluff_hand=b_s,
        solution=solution,
        value=value,
    )


@cache
def _value_integral(c_s, v_s):
    """The integral of the bettor's payoff EV(x) over the hands, in x2..x5, L and U (sympy), for the plan of
    :mod:`lcp.continuous.limit`'s docstring with the functions c(s) and v(s) (in s and x2)."""
    sp = _lazy.sympy()
    sym = _symbols()
    L, U, s = sym["L_SYMBOL"], sym["U_SYMBOL"], sym["S_SYMBOL"]
    _, _, x2, x3, x4, x5 = sym["X_SYMBOLS"]
    x, u = sp.symbols("x u", positive=True)
    # bluffs earn x2 - 1/2 (their payoff does not depend on x), checks x - 1/2, value bets E(x, s) -- the
    # intermediate ones integrated over x = v(s) in u = 1/(1 + s)
    value_ev_u = sp.expand(
        sp.simplify((bet_ev(v_s, c_s, s, x_above_c=True) * sp.diff(v_s, s)).subs(s, 1 / u - 1) / u**2)
    )
    return (
        x2 * check_ev(x2)
        + sp.integrate(check_ev(x), (x, x2, x3))
        + sp.integrate(bet_ev(x, c_s.subs(s, L), L, x_above_c=True), (x, x3, x4))
        + sp.integrate(value_ev_u, (u, 1 / (1 + U), 1 / (1 + L)))
        + sp.integrate(bet_ev(x, c_s.subs(s, U), U, x_above_c=True), (x, x5, 1))
    )


def _exact_value(expr, L, U):
    """Substitute (L, U) into a derived expression, taking exact limits at infinity."""
    sp = _lazy.sympy()
    sym = _symbols()
    Ls, Us = sym["L_SYMBOL"], sym["U_SYMBOL"]
    if U == sp.oo or L == sp.oo:
        lim = expr.subs(Ls, L) if L != sp.oo else expr
        if U == sp.oo:
            lim = sp.limit(lim, Us, sp.oo)
        if L == sp.oo:
            lim = sp.limit(lim, Ls, sp.oo)
        return sp.factor(lim)
    return sp.factor(sp.cancel(expr.subs({Ls: L, Us: U})))
