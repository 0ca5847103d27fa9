r"""The exact score of a finite profile in the continuous game: how well an abstraction's answer plays LCP.

Units: pot-1 (ante 1/2 each). The profile of an n-hand game is extended to the continuous game
(hands uniform on [0, 1], bets any s in [L, U]) the natural way: hand x plays as bucket ``floor(n x)``
(card i of a deck plays as bucket i), so both strategies are piecewise constant in the hand, and the
bettor bets only sizes of the menu. The caller must also answer bets *off* the menu: she treats a size s
as the nearest size of the menu (the midpoints between consecutive sizes split [L, U]), the simplest
action translation.

Both best responses are exact, in the number type of the profile (Fractions: exact):

* **the bettor's**, hand by hand: on each cell of the caller's grid, each action's payoff is linear in
  x (checking earns x - 1/2; betting s that the caller reads as s_k earns
  :math:`\tfrac12(1 - Q_k) + (\tfrac12 + s) D_k(x)`, with :math:`Q_k` the caller's total call probability and
  :math:`D_k(x) = \int q_k(y)\,\mathrm{sign}(x - y)\,dy` piecewise linear). Being linear in s, the best size
  read as s_k is an end of its interval; the best response integrates the upper envelope of these lines
  exactly. With ``off_menu=False`` the bettor keeps to the menu (the hand abstraction's gap alone).
* **the caller's**, hand by hand: for each menu size, calling earns the bettor
  :math:`(\tfrac12 + s_k)\int p_k(x)\,\mathrm{sign}(x - y)\,dx`, linear in y on each cell, and folding
  :math:`\tfrac12 \int p_k`; the caller takes the lower envelope.

The gains sum to the profile's distance from equilibrium in the continuous game; the exploitability is
their mean (OpenSpiel's convention). For a buckets game the profile's value here equals its value in the
finite game exactly (the buckets game is the continuous game restricted to bucket-constant strategies).
"""

from __future__ import annotations

import math
from fractions import Fraction

from .. import _validate
from .game import TestbedGame, _require
from .profile import Profile, Score, _prefix, check_profile


def size_intervals(game: TestbedGame, off_menu: bool = True) -> list:
    """``[(lo_k, hi_k)]``: the sizes in [L, U] that the caller reads as the k-th size of the menu.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> size_intervals(build(1, 3, 2, 2))
    [(Fraction(1, 1), Fraction(2, 1)), (Fraction(2, 1), Fraction(3, 1))]
    >>> size_intervals(build(1, 3, 2, 2), off_menu=False)
    [(Fraction(1, 1), Fraction(1, 1)), (Fraction(3, 1), Fraction(3, 1))]
    """
    s = _require(game).sizes
    if not _validate.flag(off_menu, "off_menu"):
        return [(v, v) for v in s]
    cuts = [game.L] + [(a + b) / 2 for a, b in zip(s, s[1:])] + [game.U]
    return list(zip(cuts, cuts[1:]))


def _integral(a, b, lo, hi):
    """Integral of a + b x over [lo, hi]."""
    return a * (hi - lo) + b * (hi * hi - lo * lo) / 2


def envelope_integral(lines, lo, hi):
    r"""Integral over [lo, hi] of the upper envelope :math:`\max_t (a_t + b_t x)` of the lines ``(a_t, b_t)``.

    Exact in the lines' number type: it walks the envelope from ``lo``, switching at each crossing to the
    steeper line.

    Examples
    --------
    >>> envelope_integral([(Fraction(0), Fraction(1)), (Fraction(1, 2), Fraction(0))], Fraction(0), Fraction(1))
    Fraction(5, 8)

    ``lines`` is a non-empty sequence of pairs of finite real numbers; ``lo <= hi`` are finite reals.
    """
    if isinstance(lines, (str, bytes, dict)) or not hasattr(lines, "__iter__"):
        raise TypeError(f"lines must be a sequence of (a, b) pairs of real numbers; got {lines!r}")
    lines = list(lines)
    if not lines:
        raise ValueError("lines must hold at least one (a, b) pair")
    for line in lines:
        if not isinstance(line, (tuple, list)) or len(line) != 2:
            raise TypeError(f"lines must hold (a, b) pairs of real numbers; got {line!r}")
        for v in line:
            _validate.number(v, "lines", -math.inf, math.inf, low_open=True, high_open=True, arrays=False)
    lo = _validate.number(lo, "lo", -math.inf, math.inf, low_open=True, high_open=True, arrays=False)
    hi = _validate.number(hi, "hi", lo, math.inf, high_open=True, arrays=False)
    return _envelope_integral(lines, lo, hi)


def _envelope_integral(lines, lo, hi):
    at = lambda line, x: line[0] + line[1] * x  # noqa: E731
    current = max(lines, key=lambda ln: (at(ln, lo), ln[1]))
    x, total = lo, 0 * lo
    while True:
        best = None  # (where, line): the first steeper line to overtake the current one
        for ln in lines:
            if ln[1] > current[1]:
                # at or before x only by float rounding: switch at once (the slope grows, so this ends)
                cross = max((current[0] - ln[0]) / (ln[1] - current[1]), x)
                if cross < hi and (best is None or cross < best[0] or (cross == best[0] and ln[1] > best[1][1])):
                    best = (cross, ln)
        if best is None:
            return total + _integral(current[0], current[1], x, hi)
        total += _integral(current[0], current[1], x, best[0])
        x, current = best


def continuous_score(game: TestbedGame, profile: Profile, off_menu: bool = True) -> Score:
    """The profile's value and both players' exact best-response gains in the continuous game.

    Parameters
    ----------
    game : lcp.testbed.TestbedGame
        The game the profile belongs to (its hands, menu and limits).
    profile : lcp.testbed.Profile
        Fractions for an exact score (:meth:`Profile.as_fractions` turns a solver's floats into the
        rationals they are), floats for a fast one.
    off_menu : bool
        Whether the bettor's best response may bet sizes off the menu (read by the caller as the nearest
        menu size); False keeps him to the menu.

    Returns
    -------
    lcp.testbed.Score
        Pot-1 units; ``exploitability`` is the mean of the two gains.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(1, 1, hands=3, sizes=1)
    >>> sol = g.solve()
    >>> score = continuous_score(g, sol.profile)
    >>> score.value == sol.value, score.exploitability
    (True, Fraction(17, 1152))
    """
    check_profile(game, profile)
    off_menu = _validate.flag(off_menu, "off_menu")
    exact = isinstance(profile.bettor[0][0], (Fraction, int))
    conv = Fraction if exact else float
    n = game.hands
    one = conv(1)
    width = one / n
    half = one / 2
    sizes = [conv(s) for s in game.sizes]
    intervals = [(conv(lo), conv(hi)) for lo, hi in size_intervals(game, off_menu)]
    p = [[conv(v) for v in row] for row in profile.bettor]
    q = [[conv(v) for v in row] for row in profile.caller]
    m = len(sizes)

    # the bettor's checks: a showdown for 1/2 against a uniform caller earns x - 1/2
    value = sum(p[i][0] * width * ((2 * i + 1) * width / 2 - half) for i in range(n))
    caller_br = value

    bettor_lines = [[(-half, one)] for _ in range(n)]
    for k in range(m):
        qk = [q[j][k] for j in range(n)]
        Qp, Qtotal = _prefix(qk), sum(qk)
        pk = [p[i][k + 1] for i in range(n)]
        Pp, Ptotal = _prefix(pk), sum(pk)
        stake = half + sizes[k]
        fold = half * Ptotal * width  # what the bettor earns when every hand of the caller folds
        for c in range(n):
            lo_x, mid = c * width, (2 * c + 1) * width / 2
            # bettor: D_k(x) = A + q_ck (2x - (2c+1)/n) on cell c
            A = (Qp[c] - (Qtotal - Qp[c + 1])) * width
            for s in intervals[k]:
                st = half + s
                bettor_lines[c].append((half * (1 - Qtotal * width) + st * (A - qk[c] * 2 * mid), st * 2 * qk[c]))
            # caller with y in cell c facing s_k: calling earns stake * E(y), E(y) = B + p_ck ((2c+1)/n - 2y)
            B = ((Ptotal - Pp[c + 1]) - Pp[c]) * width
            call_a, call_b = stake * (B + pk[c] * 2 * mid), -stake * 2 * pk[c]
            value += qk[c] * width * (call_a + call_b * mid) + (1 - qk[c]) * width * fold
            caller_br -= _envelope_integral([(-call_a, -call_b), (-fold, 0 * one)], lo_x, lo_x + width)
    bettor_br = sum(_envelope_integral(bettor_lines[c], c * width, (c + 1) * width) for c in range(n))
    return Score(value, bettor_br - value, value - caller_br)


__all__ = ["size_intervals", "envelope_integral", "continuous_score"]
