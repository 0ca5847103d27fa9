r"""The LCP profile that the manuscript's printed caller-indifference equations (2) and (3) give, and what a
caller who best responds to it gains (manuscript Sec. 4.2.1; errata of notebook 3).

The printed (2) and (3) swap bluffs and value bets:
:math:`(x_4 - x_3)(1 + L) - (x_2 - x_1)L = 0` and :math:`(1 - x_5)(1 + U) - x_0 U = 0`. Solved with the
other five conditions of :func:`lcp.continuous.limit.derive` they give thresholds :math:`x_0, \dots, x_5` and
:math:`b_0` (:func:`solution`), hence a profile of the same shape as the equilibrium: bluff U on
:math:`(0, x_0)`, b(s) on :math:`(x_0, x_1)`, L on :math:`(x_1, x_2)`, check, value bet L, v(s), U; call a
size s with :math:`y > c(s) = (s + x_2)/(1 + s)`.

At intermediate sizes the caller is still indifferent between :math:`b(s)` and :math:`v(s)` (their ratio of
densities is the derived one for any :math:`x_2`, :math:`b_0`), and :math:`c(s)` lies between them, so
only the two atoms cost anything. At a size S bet by the hands of some intervals, calling instead of
folding gains the caller :math:`g_S(y) = (1 + S)\,m_{<y} - S\,m_{>y}`, with :math:`m_{<y}`,
:math:`m_{>y}` the bettor's mass at S below and above y; the best reply calls exactly where
:math:`g_S > 0`, and gains :math:`\int_0^1 (\max(g_S, 0) - 1_{y > c(S)}\,g_S)\,dy` over the profile's
threshold. With the printed weights the caller should call the bluffs of L and U far more often. Units:
pot 1, ante 1/2; gains are the caller's, in the bettor's value.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from lcp.core import _exact, _lazy, _validate


@dataclass(frozen=True)
class CallerGain:
    """What a best-responding caller gains against the printed profile at (L, U), exactly.

    Attributes
    ----------
    L, U : Fraction
        The limits.
    x : tuple of Fraction
        The printed system's thresholds x0..x5.
    at_L, at_U : Fraction
        The gain from the bets of size L and of size U (intermediate sizes gain nothing).

    Examples
    --------
    >>> g = caller_gain(1, 2)
    >>> g.total == g.at_L + g.at_U > 0
    True
    """

    L: Fraction
    U: Fraction
    x: tuple
    at_L: Fraction
    at_U: Fraction

    @property
    def total(self) -> Fraction:
        """The caller's whole gain over the printed profile, pot-1 units."""
        return self.at_L + self.at_U


@cache
def solution() -> dict:
    """x0..x5 and b0 (sympy symbols of :mod:`lcp.continuous.limit`) solved from the printed (2), (3) and the other five
    conditions, as rational functions of L and U.

    Returns
    -------
    dict
        Symbol -> expression in :data:`lcp.continuous.limit.L_SYMBOL`, :data:`lcp.continuous.limit.U_SYMBOL`.

    Examples
    --------
    >>> from lcp import limit
    >>> solution()[limit.X_SYMBOLS[2]].subs({limit.L_SYMBOL: Fraction(1, 2), limit.U_SYMBOL: 1})
    101/263
    """
    sp = _lazy.sympy()
    from . import limit

    d = limit.derive()
    L, U = limit.L_SYMBOL, limit.U_SYMBOL
    x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
    printed = [(x4 - x3) * (1 + L) - (x2 - x1) * L, (1 - x5) * (1 + U) - x0 * U]
    rest = [e.lhs - e.rhs for e in list(d.threshold_conditions.values())[2:]]
    unknowns = [*limit.X_SYMBOLS, limit.B0_SYMBOL]
    (sol,) = sp.linsolve([*printed, *rest], unknowns)
    return {k: sp.factor(v) for k, v in zip(unknowns, sol)}


def atom_gain(S, spans, c) -> Fraction:
    r"""The caller's gain from best responding to the bets of one size S instead of calling above c.

    Parameters
    ----------
    S : Fraction
        The bet size, > 0.
    spans : iterable of (lo, hi)
        The bettor's hands that bet S (disjoint intervals of [0, 1]).
    c : Fraction
        The profile's calling threshold at S.

    Returns
    -------
    Fraction
        :math:`\int_0^1 (\max(g_S, 0) - 1_{y > c}\,g_S)\,dy \ge 0`, exactly.

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> atom_gain(1, [(0, F(1, 9)), (F(7, 9), 1)], F(5, 9))  # von Neumann at B = 1: the threshold is optimal
    Fraction(0, 1)
    >>> atom_gain(1, [(0, F(1, 2))], 1) > 0  # only bluffs: the caller should call them
    True
    """
    S = _validate.number(S, "S", arrays=False)
    if not 0 < S < math.inf:
        raise ValueError(f"S must be a finite size > 0 (a bet of 0 is a check); got {S}")
    S = Fraction(S)
    c = Fraction(_validate.number(c, "c", 0, 1, arrays=False))
    spans = [(Fraction(lo), Fraction(hi)) for lo, hi in spans]
    total = sum(hi - lo for lo, hi in spans)

    def g(y):
        below = sum(min(max(y - lo, 0), hi - lo) for lo, hi in spans)
        return (1 + S) * below - S * (total - below)

    # g is linear between these points; add its zeros and c, then integrate each piece exactly
    points = sorted(
        {Fraction(0), Fraction(1), min(max(c, Fraction(0)), Fraction(1)), *(p for span in spans for p in span)}
    )
    cuts = set(points)
    for a, b in zip(points, points[1:]):
        ga, gb = g(a), g(b)
        if ga * gb < 0:
            cuts.add(a + (b - a) * ga / (ga - gb))
    ordered = sorted(cuts)
    gain = Fraction(0)
    for a, b in zip(ordered, ordered[1:]):
        mean = (g(a) + g(b)) / 2  # g keeps one sign on [a, b]
        best = max(mean, Fraction(0))
        profile = mean if a >= c else Fraction(0)
        gain += (best - profile) * (b - a)
    return gain


def _limits(L, U) -> tuple:
    """``L``, ``U`` as Fractions if they are exact limits 0 < L < U < inf."""
    for name, value in (("L", L), ("U", U)):
        if isinstance(value, bool) or not isinstance(value, numbers.Rational):
            raise TypeError(f"{name} must be an integer or Fraction; got {type(value).__name__} {value!r}")
    L, U = Fraction(L), Fraction(U)
    if not 0 < L < U:
        raise ValueError(
            f"the limits must satisfy 0 < L < U < inf (at L = 0 the printed system is singular: "
            f"a bet of 0 is a check); got L = {L}, U = {U}"
        )
    return L, U


def thresholds(L, U) -> tuple:
    """x0..x5 and b0 of the printed system at rational limits, in Fractions (no sympy): the seven conditions
    are affine in the unknowns, so their coefficients are read off by evaluating them, and the square system
    is solved exactly.

    Parameters
    ----------
    L, U : Fraction
        The limits, 0 < L < U < inf.

    Returns
    -------
    tuple of Fraction
        (x0, x1, x2, x3, x4, x5, b0).

    Raises
    ------
    ValueError
        If the system is singular (at L = 0).

    Examples
    --------
    >>> thresholds(Fraction(1, 2), 1)[2]
    Fraction(101, 263)
    """
    L, U = _limits(L, U)

    def bluff(s, x2, b0):  # b(s) = b0 + (1 + 3s)(1 - x2) / (6 (1 + s)^3)
        return b0 + (1 + 3 * s) * (1 - x2) / (6 * (1 + s) ** 3)

    def value(s, x2):  # v(s) = 1 - (1 - x2) / (2 (1 + s)^2)
        return 1 - (1 - x2) / (2 * (1 + s) ** 2)

    def conditions(z):
        x0, x1, x2, x3, x4, x5, b0 = z
        c_L = (L + x2) / (1 + L)
        half = Fraction(1, 2)
        return [
            (x4 - x3) * (1 + L) - (x2 - x1) * L,  # printed (2)
            (1 - x5) * (1 + U) - x0 * U,  # printed (3)
            c_L / 2 + (half + L) * ((x3 - c_L) - (1 - x3)) - (x3 - half),  # x3: value bet L ~ check
            bluff(U, x2, b0) - x0,
            bluff(L, x2, b0) - x1,
            value(U, x2) - x5,
            value(L, x2) - x4,
        ]

    zero = [Fraction(0)] * 7
    base = conditions(zero)
    columns = [[a - b for a, b in zip(conditions([Fraction(int(k == j)) for k in range(7)]), base)] for j in range(7)]
    matrix = [[columns[j][i] for j in range(7)] for i in range(7)]
    solved = _exact.solve_square(matrix, [-b for b in base])
    if solved is None:
        raise ValueError(
            f"the limits must satisfy 0 < L < U < inf (at L = 0 the printed system is singular: "
            f"a bet of 0 is a check); got L = {L}, U = {U}"
        )
    return solved


def caller_gain(L, U) -> CallerGain:
    """The caller's exact gain against the printed profile at rational limits 0 < L < U < inf.

    Parameters
    ----------
    L, U : int or Fraction
        The limits (exact rationals).

    Returns
    -------
    CallerGain
        The thresholds and the gains at the two atoms.

    Examples
    --------
    >>> g = caller_gain(Fraction(1, 10), 2)
    >>> g.x[2], round(float(g.total), 6)  # the printed system bluffs below 0.397; the equilibrium below 0.122
    (Fraction(283523, 714767), 0.117136)
    """
    L, U = _limits(L, U)
    x = thresholds(L, U)[:6]
    x0, x1, x2, x3, x4, x5 = x
    at_L = atom_gain(L, [(x1, x2), (x3, x4)], (L + x2) / (1 + L))
    at_U = atom_gain(U, [(0, x0), (x5, 1)], (U + x2) / (1 + U))
    return CallerGain(L, U, x, at_L, at_U)


def closed_form():
    r"""The caller's gain at each atom as a formula in L, U and the thresholds :math:`x_0, \dots, x_5` (the
    symbols of :mod:`lcp.continuous.limit`; substitute :func:`solution` or :func:`thresholds` for them).

    At an atom S whose bluffs :math:`(\ell, h)` have mass :math:`\beta = h - \ell` and whose value bets, all above
    c(S), have mass :math:`\nu`, the gain of calling grows at rate :math:`1 + 2S` through the bluffs, so the best
    reply calls from :math:`y^* = \ell + S(\beta + \nu)/(1 + 2S)`, and gains
    :math:`\frac{1 + 2S}{2}(h - y^*)^2 + (c(S) - h)\,\big((1 + S)\beta - S\nu\big)` over the threshold c(S).
    Valid where :math:`y^* \ge \ell` and :math:`h \le c(S) \le` the first value bet (checked against
    :func:`caller_gain`).

    Returns
    -------
    tuple
        (gain at L, gain at U), sympy expressions.

    Examples
    --------
    >>> from lcp import limit
    >>> g_L, g_U = closed_form()
    >>> sub = dict(zip((limit.L_SYMBOL, limit.U_SYMBOL, *limit.X_SYMBOLS), (1, 2, *thresholds(1, 2)[:6])))
    >>> (g_L + g_U).subs(sub) == caller_gain(1, 2).total
    True
    """
    from . import limit

    L, U = limit.L_SYMBOL, limit.U_SYMBOL
    x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS

    def atom(S, bottom, top, value_mass):
        bluff = top - bottom
        y_star = bottom + S * (bluff + value_mass) / (1 + 2 * S)
        c = (S + x2) / (1 + S)
        return (1 + 2 * S) / 2 * (top - y_star) ** 2 + (c - top) * ((1 + S) * bluff - S * value_mass)

    return atom(L, x1, x2, x4 - x3), atom(U, 0, x0, 1 - x5)


def projection(L, U, m: int):
    """The printed profile in the form :func:`lcp.continuous.exploit.discretised_gains` takes: the atoms L and U and ``m``
    interior sizes with their hands, and the caller's threshold (floats).

    Parameters
    ----------
    L, U : int or Fraction
        The limits, 0 < L < U < inf.
    m : int
        Interior sizes.

    Returns
    -------
    tuple
        (menu, intervals, call).

    Examples
    --------
    >>> from lcp import exploit
    >>> chk = exploit.discretised_gains(400, *projection(1, 2, 16))
    >>> abs(chk.caller_gain - float(caller_gain(1, 2).total)) < 0.01
    True
    """
    import numpy as np

    from . import exploit

    x0, x1, x2, x3, x4, x5, b0 = (float(v) for v in thresholds(L, U))
    Lf, Uf = float(L), float(U)

    def bluff(s):
        s = np.asarray(s, dtype=float)
        return b0 + (1 + 3 * s) * (1 - x2) / (6 * (1 + s) ** 3)

    def value(s):
        s = np.asarray(s, dtype=float)
        return 1 - (1 - x2) / (2 * (1 + s) ** 2)

    def call(s):
        s = np.asarray(s, dtype=float)
        return (s + x2) / (1 + s)

    inner, spans = exploit.size_buckets(bluff, value, Lf, Uf, m)
    menu = np.concatenate([[Lf, Uf], inner])
    return menu, [[(x1, x2), (x3, x4)], [(0.0, x0), (x5, 1.0)], *spans], call
