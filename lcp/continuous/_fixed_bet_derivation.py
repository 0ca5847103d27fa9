r"""The rules of fixed-bet continuous poker (FBCP) as payoffs, and its equilibrium derived from them with sympy
(paper Sec. 2.1.1), behind :func:`lcp.continuous.fixed_bet.derive`.

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's net winnings), as
:mod:`lcp.continuous.fixed_bet`. :func:`check_ev` and :func:`bet_ev` are also the rules :mod:`lcp.continuous.no_limit` and
:mod:`lcp.continuous.limit` derive from; :func:`bettor_gain` and :func:`caller_gain` are the exact gains against the
derived equilibrium. Every public name is importable from :mod:`lcp.continuous.fixed_bet`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from lcp.core import _lazy, _validate
from lcp.core.cache import on_disk

if TYPE_CHECKING:
    import sympy


def _b_symbol():
    """The bet size B, a positive sympy symbol (``lcp.continuous.fixed_bet.B_SYMBOL``)."""
    return _lazy.sympy().Symbol("B", positive=True)


def check_ev(x):
    r"""Bettor's expected net payoff of checking with hand x: :math:`x\cdot\frac12 - (1-x)\frac12 = x - \frac12`.

    Parameters
    ----------
    x : number, array or sympy expression
        The bettor's hand in [0, 1].

    Returns
    -------
    Same type as ``x``
        x - 1/2, in pot-1 units (exact for ``Fraction`` and sympy inputs).

    Examples
    --------
    >>> from fractions import Fraction
    >>> check_ev(Fraction(3, 4))
    Fraction(1, 4)
    """
    x = _validate.number(x, "x", 0, 1)
    return x - _half(x)


def bet_ev(x, c, B, *, x_above_c: bool):
    r"""Bettor's expected net payoff of betting B with hand x against call threshold c.

    The caller folds with probability c (bettor nets 1/2) and calls otherwise; a call is won against
    the caller's hands in (c, x) and lost against (max(x, c), 1), each for 1/2 + B:

    .. math:: E = \tfrac{c}{2} + (\tfrac12 + B)\,(2\max(x, c) - c - 1).

    ``x_above_c`` selects the branch (the derivation knows the ordering of its thresholds).

    Parameters
    ----------
    x, c, B : numbers or sympy expressions
        The bettor's hand and the caller's threshold in [0, 1], and the bet size in [0, inf) (a size of 0
        is the zero bet of LCP with L = 0: a check the caller may fold to).
    x_above_c : bool
        True if x > c (a call may lose or win), False if x < c (every call wins for the caller).

    Returns
    -------
    Same arithmetic as the inputs
        E, in pot-1 units.

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> bet_ev(F(1, 9), F(5, 9), 1, x_above_c=False), bet_ev(F(7, 9), F(5, 9), 1, x_above_c=True)
    (Fraction(-7, 18), Fraction(5, 18))
    """
    x, c = _validate.number(x, "x", 0, 1), _validate.number(c, "c", 0, 1)
    B = _validate.number(B, "B", 0, math.inf, high_open=True)  # B = 0: a check the caller may fold to (L = 0)
    _validate.fits_float(B, "B", (x, c))
    x_above_c = _validate.flag(x_above_c, "x_above_c")
    top = x if x_above_c else c
    half = _half(x, c, B)
    return c * half + (half + B) * (2 * top - c - 1)


@dataclass(frozen=True)
class Derivation:
    """The FBCP equilibrium derived from the rules (all sympy, in terms of :data:`B_SYMBOL`).

    Attributes
    ----------
    equations : dict
        Name -> sympy ``Eq``: the three indifference conditions.
    bluff_below, value_above, call_above : sympy expressions
        The thresholds a, v and c as functions of B.
    value : sympy expression
        The bettor's value (pot-1 units) as a function of B.

    Examples
    --------
    >>> d = derive()
    >>> d.bluff_below, d.call_above
    (B/((B + 2)*(2*B + 1)), B*(2*B + 3)/((B + 2)*(2*B + 1)))
    """

    equations: dict[str, sympy.Eq]  # name -> the indifference conditions
    bluff_below: sympy.Expr
    value_above: sympy.Expr
    call_above: sympy.Expr
    value: sympy.Expr  # integral of the bettor's equilibrium EV over x


@cache
@on_disk  # the first process derives; with $LCP_CACHE_DIR set, the others load (lcp.core.cache)
def derive() -> Derivation:
    r"""Set up and solve the indifference conditions of FBCP with sympy.

    Unknowns: the bluffing threshold a, the value threshold v and the calling threshold c, with
    :math:`0 < a < c < v < 1` (checked afterwards, see the notebook).

    1. The caller is indifferent at y = c. Calling instead of folding gains :math:`1 + B` against a
       bluff (every bluff is below c) and loses B against a value bet (all above c):
       :math:`a(1 + B) - (1 - v)B = 0`.
    2. The bettor is indifferent between bluffing and checking at x = a.
    3. The bettor is indifferent between value betting and checking at x = v.

    The value is :math:`\int_0^a E_{bluff} + \int_a^v (x - \frac12) + \int_v^1 E_{value}(x)\,dx`.

    Returns
    -------
    Derivation
        The conditions, the thresholds and the value as functions of B (sympy; cached).

    Examples
    --------
    >>> from lcp.continuous.fixed_bet import B_SYMBOL
    >>> d = derive()
    >>> d.value.subs(B_SYMBOL, 1)
    1/18
    """
    sp = _lazy.sympy()
    B = _b_symbol()
    a, v, c, x = sp.symbols("a v c x")
    equations = {
        "caller indifferent at y = c": sp.Eq(a * (1 + B) - (1 - v) * B, 0),
        "bluff ~ check at x = a": sp.Eq(bet_ev(a, c, B, x_above_c=False), check_ev(a)),
        "value bet ~ check at x = v": sp.Eq(bet_ev(v, c, B, x_above_c=True), check_ev(v)),
    }
    (sol,) = sp.solve(list(equations.values()), [a, v, c], dict=True)
    a_, v_, c_ = (sp.factor(sol[s]) for s in (a, v, c))
    value = (
        sp.integrate(bet_ev(x, c_, B, x_above_c=False), (x, 0, a_))
        + sp.integrate(check_ev(x), (x, a_, v_))
        + sp.integrate(bet_ev(x, c_, B, x_above_c=True), (x, v_, 1))
    )
    return Derivation(
        equations=equations, bluff_below=a_, value_above=v_, call_above=c_, value=sp.factor(sp.simplify(value))
    )


def bettor_gain(x, B=None):
    r"""Exact gain of betting over checking for hand x against the equilibrium caller (a sympy Piecewise).

    Positive where the equilibrium bets, negative where it checks, zero at the thresholds.

    Parameters
    ----------
    x : sympy expression or number
        The bettor's hand.
    B : number or sympy expression, optional
        The bet size; ``None`` means the symbol ``B_SYMBOL``.

    Returns
    -------
    sympy expression
        The gain in pot-1 units (a ``Piecewise`` while x is symbolic).

    Examples
    --------
    >>> import sympy as sp
    >>> bettor_gain(sp.Rational(1, 20), 1), bettor_gain(sp.Rational(1, 2), 1)
    (11/180, -7/18)
    """
    sp = _lazy.sympy()
    B_SYMBOL = _b_symbol()
    B = B_SYMBOL if B is None else _validate.bet_size(B)
    x = _validate.number(x, "x", 0, 1, arrays=False)
    d = derive()
    c = d.call_above.subs(B_SYMBOL, B)
    return sp.Piecewise(
        (bet_ev(x, c, B, x_above_c=False) - check_ev(x), x < c),
        (bet_ev(x, c, B, x_above_c=True) - check_ev(x), True),
    )


def caller_gain(y, B=None):
    r"""Exact gain of calling over folding for caller hand y against the equilibrium bettor (``B=None``: the symbol).

    Integrated over the bettor's betting hands (not normalised): a bluff x < y is beaten, gaining
    :math:`1 + B` over a fold; a value bet x > y wins, costing B more than a fold. Returned as a
    Piecewise in y; it is 0 on the whole interval [a, v], which is why the caller's threshold is pinned
    down only by admissibility (the bettor's indifference), not by the caller's own payoff.

    Parameters
    ----------
    y : sympy expression or number
        The caller's hand.
    B : number or sympy expression, optional
        The bet size; ``None`` means the symbol ``B_SYMBOL``.

    Returns
    -------
    sympy expression
        The gain in pot-1 units (a ``Piecewise`` while y is symbolic).

    Examples
    --------
    >>> import sympy as sp
    >>> caller_gain(sp.Rational(1, 20), 1), caller_gain(sp.Rational(1, 2), 1)
    (-11/60, 0)
    """
    sp = _lazy.sympy()
    B_SYMBOL = _b_symbol()
    B = B_SYMBOL if B is None else _validate.bet_size(B)
    y = _validate.number(y, "y", 0, 1, arrays=False)
    d = derive()
    a, v = (e.subs(B_SYMBOL, B) for e in (d.bluff_below, d.value_above))
    xs = sp.Symbol("x_s")

    def beats(lo, hi):  # bet hands in (lo, hi) that the caller's y beats, with y's position known
        return sp.integrate(1 + B, (xs, lo, hi))

    def loses(lo, hi):
        return sp.integrate(-B, (xs, lo, hi))

    return sp.Piecewise(
        (beats(0, y) + loses(y, a) + loses(v, 1), y < a),
        (beats(0, a) + loses(v, 1), y <= v),
        (beats(0, a) + beats(v, y) + loses(y, 1), True),
    )


def _half(*values):
    """1/2 in the arithmetic of ``values``: sympy, Fraction (for int/Fraction inputs) or float."""
    if any(_lazy.is_sympy(v) for v in values):
        return _lazy.sympy().Rational(1, 2)
    if all(isinstance(v, (int, Fraction)) and not isinstance(v, bool) for v in values):
        return Fraction(1, 2)
    return 0.5
