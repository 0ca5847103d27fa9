r"""The bettor's payoff for each pair of hands, and the partition of the unit square into outcome regions.

Paper Sec. 6 (Figure 2) and Appendix B (the value by integration over the regions, missing from the
paper and supplied here by :func:`exact_regions`). Units: pot 1, ante 1/2, the bettor's net winnings.

Every solved game that satisfies :class:`lcp.continuous.ContinuousGame` works (vectorised ``bet(x)``, 0 =
check, and ``call(s)``): :mod:`lcp.continuous.fixed_bet`, :mod:`lcp.continuous.no_limit`, :mod:`lcp.continuous.limit`; anything else gets
the protocol's TypeError. A bet is a *bluff* when the bettor's hand is below the caller's
threshold for its size (every call beats it) and a *value bet* otherwise.
"""

from __future__ import annotations

import math
from functools import cache

import numpy as np

from lcp.core import _lazy, _validate
from lcp.core.cache import on_disk

from .protocol import as_float

#: Largest grid side n of :func:`grid_value` and :func:`hand_values` (n^2 hand pairs, evaluated in
#: blocks of rows so that memory stays below about 100 MB; n = 10001 takes about 10 s).
MAX_GRID = 10_001
_BLOCK_CELLS = 2_000_000

#: Outcome regions, in the order of their integer codes.
REGIONS = ("bluff folds", "bluff called", "check wins", "check loses", "value folds", "value wins", "value loses")


def outcome(x, y, s, c):
    """Bettor's net payoff for hands x, y when the bettor bets s (0 = check) and the caller calls iff y > c.

    A check is a showdown for the pot (+-1/2); a fold gives the bettor +1/2; a call is a showdown for
    +-(1/2 + s). ``c`` is ignored where s == 0.

    Parameters
    ----------
    x, y : float arrays
        The bettor's and the caller's hands (broadcast together with s and c).
    s : float array
        The bet size (0 = check).
    c : float array
        The caller's threshold for that size.

    Returns
    -------
    ndarray
        The bettor's net payoff, pot-1 units.

    Examples
    --------
    >>> outcome([0.9, 0.2, 0.9, 0.1], [0.5, 0.5, 0.5, 0.9], [0, 1, 1, 1], [1, 0.6, 0.3, 0.6]).tolist()
    [0.5, 0.5, 1.5, -1.5]
    """
    x, y = _validate.real_array(x, "x", 0.0, 1.0), _validate.real_array(y, "y", 0.0, 1.0)
    s, c = _validate.real_array(s, "s", 0.0, math.inf), _validate.real_array(c, "c", 0.0, 1.0)
    try:
        x, y, s, c = np.broadcast_arrays(x, y, s, c)
    except ValueError as exc:
        raise ValueError(
            f"x, y, s and c must broadcast together; got shapes {x.shape}, {y.shape}, {s.shape}, {c.shape}"
        ) from exc
    return _outcome(x, y, s, c)


def _outcome(x, y, s, c):
    """:func:`outcome` without its range checks: the payoff depends on the hands only through their order
    and the comparison y > c, so any real hand scale works (``lcp.continuous.hand_laws`` plays normal hands here)."""
    sign = np.sign(x - y)
    betting = s > 0
    called = betting & (y > c)
    stake = np.where(called, 0.5 + np.where(betting, s, 0.0), 0.5)
    return np.where(betting & ~called, 0.5, stake * sign)


def call_thresholds(game, s):
    """The caller's threshold for each bet size in ``s``; 1 where s == 0 (a check, nothing to call).

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game (an exact one is evaluated through its float twin).
    s : float array
        Bet sizes >= 0.

    Returns
    -------
    ndarray
        c(s), and 1 where s == 0.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> call_thresholds(fixed_bet.solve(1.0), [0.0, 1.0]).round(6).tolist()
    [1.0, 0.555556]
    """
    game = as_float(game)
    s = _validate.real_array(s, "s", 0.0, np.inf)
    c = np.ones_like(s)
    bets = s > 0
    c[bets] = game.call(s[bets])
    return c


def regions(game, x, y):
    """Payoff and region code (an index into :data:`REGIONS`) for the hand pairs (x, y), broadcast.

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game.
    x, y : float arrays
        The bettor's and the caller's hands in [0, 1].

    Returns
    -------
    tuple of ndarray
        (payoff in pot-1 units, region code).

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> p, r = regions(fixed_bet.solve(1.0), [0.05, 0.5, 0.9], [0.9, 0.2, 0.95])
    >>> [REGIONS[k] for k in r], p.tolist()
    (['bluff called', 'check wins', 'value loses'], [-1.5, 0.5, -1.5])
    """
    game = as_float(game)
    x, y = np.broadcast_arrays(_validate.real_array(x, "x", 0.0, 1.0), _validate.real_array(y, "y", 0.0, 1.0))
    s = game.bet(x)
    c = call_thresholds(game, s)
    bets = s > 0
    pay = outcome(x, y, s, c)
    called = y > c
    code = np.where(
        ~bets,
        np.where(x > y, 2, 3),
        np.where(x < c, np.where(called, 1, 0), np.where(~called, 4, np.where(x > y, 5, 6))),
    )
    return pay, code


def grid_value(game, n: int = 1001):
    """The value as the mean payoff over an n x n grid of hand pairs (the paper's own method).

    ``2 <= n <= MAX_GRID``; the grid is evaluated in blocks of rows (memory bounded, not n^2).

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game.
    n : int
        Grid side.

    Returns
    -------
    float
        The mean payoff, pot-1 units.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> abs(grid_value(fixed_bet.solve(1.0), 1001) - 1 / 18) < 1e-5
    True
    """
    game = as_float(game)
    n = _validate.integer(n, "n", 2, MAX_GRID)
    h = np.linspace(0.0, 1.0, n)
    s = game.bet(h)
    c = call_thresholds(game, s)
    total = 0.0
    for lo, hi in _blocks(n):
        total += outcome(h[lo:hi, None], h[None, :], s[lo:hi, None], c[lo:hi, None]).sum()
    return float(total / (n * n))


def _blocks(n: int):
    step = max(1, _BLOCK_CELLS // n)
    return ((lo, min(lo + step, n)) for lo in range(0, n, step))


def hand_values(game, n: int = 4000):
    """Each player's expected payoff by own hand, by integrating the payoff over the other's hand.

    Returns (z, EV(z) of the bettor, W(z) of the caller) on the midpoints z of n cells, each averaged
    over n midpoints of the other hand (a numerical check of Theorem 6.1 and of the envelope argument).
    ``1 <= n <= MAX_GRID``; evaluated in blocks of rows.

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game.
    n : int
        Cells per hand.

    Returns
    -------
    tuple of ndarray
        (z, EV(z), W(z)), pot-1 units.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> z, bettor, caller = hand_values(fixed_bet.solve(1.0), 90)
    >>> round(float(bettor.mean()), 9), round(float(caller.mean()), 9)   # +-1/18
    (0.055555556, -0.055555556)
    """
    game = as_float(game)
    n = _validate.integer(n, "n", 1, MAX_GRID)
    z = (np.arange(n) + 0.5) / n
    bettor = np.empty(n)
    caller = np.zeros(n)
    for lo, hi in _blocks(n):
        pay, _ = regions(game, z[lo:hi, None], z[None, :])
        bettor[lo:hi] = pay.mean(axis=1)
        caller -= pay.sum(axis=0)
    return z, bettor, caller / n


@cache
@on_disk  # about 20 s of sympy: kept for later processes when $LCP_CACHE_DIR is set (lcp.core.cache)
def exact_regions() -> dict:
    r"""Probability and payoff integral of each region of LCP, exactly, as functions of L and U (sympy).

    Built from :func:`lcp.continuous.limit.derive`: a bluffing or value hand of an intermediate size s is
    parametrised by s (x = b(s) or v(s), dx = ``|b'(s)| ds`` or ``v'(s) ds``) and meets the caller's threshold
    c(s); hands betting L or U, and checks, are integrated over x directly. Returns
    ``{region: (probability, integral of the payoff over the region)}``.

    Returns
    -------
    dict
        Region name (:data:`REGIONS`) -> (probability, payoff integral), sympy expressions in
        :data:`lcp.continuous.limit.L_SYMBOL` and :data:`lcp.continuous.limit.U_SYMBOL`.

    Examples
    --------
    The integrations take about 30 s, so this example is not run as a doctest
    (``tests/continuous/test_payoff.py`` checks the same sums):

    >>> from lcp.continuous.limit import L_SYMBOL, U_SYMBOL
    >>> regions_ = exact_regions()   # doctest: +SKIP
    >>> sum(pay for _, pay in regions_.values()).subs({L_SYMBOL: 1, U_SYMBOL: 1})   # doctest: +SKIP
    1/18

    """

    from . import limit

    sp = _lazy.sympy()
    d = limit.derive()
    L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
    x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
    x = sp.Symbol("x")
    half = sp.Rational(1, 2)
    c, v, b = d.call, d.value_hand, sp.simplify(d.bluff_hand)
    db, dv = sp.simplify(-sp.diff(b, s)), sp.simplify(sp.diff(v, s))
    cL, cU = c.subs(s, L), c.subs(s, U)

    u = sp.Symbol("u", positive=True)

    def over_sizes(f):  # integral over s in [L, U], as a polynomial integral in u = 1/(1 + s)
        g = sp.expand(sp.cancel(f.subs(s, 1 / u - 1) / u**2))
        return sp.integrate(g, (u, 1 / (1 + U), 1 / (1 + L)))

    prob = {
        "bluff folds": x0 * cU + (x2 - x1) * cL + over_sizes(c * db),
        "bluff called": x0 * (1 - cU) + (x2 - x1) * (1 - cL) + over_sizes((1 - c) * db),
        "check wins": sp.integrate(x, (x, x2, x3)),
        "check loses": sp.integrate(1 - x, (x, x2, x3)),
        "value folds": (x4 - x3) * cL + (1 - x5) * cU + over_sizes(c * dv),
        "value wins": sp.integrate(x - cL, (x, x3, x4)) + sp.integrate(x - cU, (x, x5, 1)) + over_sizes((v - c) * dv),
        "value loses": sp.integrate(1 - x, (x, x3, x4)) + sp.integrate(1 - x, (x, x5, 1)) + over_sizes((1 - v) * dv),
    }
    pay = {
        "bluff folds": half * prob["bluff folds"],
        "bluff called": -(half + U) * x0 * (1 - cU)
        - (half + L) * (x2 - x1) * (1 - cL)
        - over_sizes((half + s) * (1 - c) * db),
        "check wins": half * prob["check wins"],
        "check loses": -half * prob["check loses"],
        "value folds": half * prob["value folds"],
        "value wins": (half + L) * sp.integrate(x - cL, (x, x3, x4))
        + (half + U) * sp.integrate(x - cU, (x, x5, 1))
        + over_sizes((half + s) * (v - c) * dv),
        "value loses": -(half + L) * sp.integrate(1 - x, (x, x3, x4))
        - (half + U) * sp.integrate(1 - x, (x, x5, 1))
        - over_sizes((half + s) * (1 - v) * dv),
    }
    sol = {**d.solution}
    out = {}
    for name in REGIONS:
        p = sp.factor(sp.cancel(sp.together(prob[name].subs(sol))))
        q = sp.factor(sp.cancel(sp.together(pay[name].subs(sol))))
        out[name] = (p, q)
    return out
