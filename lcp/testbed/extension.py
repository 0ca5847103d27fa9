r"""The exact score of a finite profile in the continuous game: how well an abstraction's answer plays LCP.

Units: pot-1 (ante 1/2 each). The profile of an n-hand game is extended to the continuous game
(hands uniform on [0, 1], bets any s in [L, U]) the natural way: hand x plays as bucket ``floor(n x)``
(card i of a deck plays as bucket i), so both strategies are piecewise constant in the hand, and the
bettor bets only sizes of the menu. The caller must also answer bets *off* the menu: she treats a size s
as the nearest size of the menu (the midpoints between consecutive sizes split [L, U]), the simplest
action translation. :func:`translated_score` offers the field's standard instead, the pseudo-harmonic mapping
of Ganzfried and Sandholm (IJCAI 2013, :func:`pseudo_harmonic`), which reads a size between two menu sizes
as either, at random.

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
import numbers
from dataclasses import dataclass
from fractions import Fraction

from lcp.core import _validate

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
    >>> g = build(1, 1, hands=3, k=1)
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


TRANSLATIONS = ("nearest", "pseudo-harmonic")


def pseudo_harmonic(x, A, B) -> Fraction:
    r"""The probability that the pseudo-harmonic mapping reads a bet ``x`` in [A, B] as the smaller size ``A``.

    Ganzfried and Sandholm (IJCAI 2013): :math:`f_{A,B}(x) = \frac{(B - x)(1 + A)}{(B - A)(1 + x)}`, sizes as
    fractions of the pot (pot 1 here, so the companion's sizes are already in its units). Derived here, not
    copied: a bluff of size s into a pot of 1 wins 1 when the caller folds and loses s when she calls, so it
    breaks even against a call probability :math:`1/(1 + s)` (in LCP's net units: the worst hand's check earns
    -1/2, its bet :math:`\tfrac12(1 - c) - (\tfrac12 + s) c`; equal when :math:`c = 1/(1 + s)`). The mapping
    is the mixture of A and B whose call probability, when the caller answers A with :math:`1/(1 + A)` and B
    with :math:`1/(1 + B)`, is :math:`1/(1 + x)`: :math:`f/(1 + A) + (1 - f)/(1 + B) = 1/(1 + x)` gives the
    formula (``tests/finite/test_equilibrium_sets.py`` checks it in rationals). It is 1 at A, 0 at B and decreasing.

    Parameters
    ----------
    x, A, B : int or Fraction
        Sizes in pot units, 0 <= A < B, A <= x <= B.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> pseudo_harmonic(Fraction(1), Fraction(1, 2), Fraction(2))   # a pot-size bet between 1/2 and 2 pots
    Fraction(1, 2)
    >>> pseudo_harmonic(Fraction(1, 2), Fraction(1, 2), Fraction(2)), pseudo_harmonic(2, Fraction(1, 2), 2)
    (Fraction(1, 1), Fraction(0, 1))
    """
    for v, name in ((x, "x"), (A, "A"), (B, "B")):
        if isinstance(v, bool) or not isinstance(v, numbers.Rational) or v < 0:
            raise ValueError(f"{name} must be an exact size >= 0 (int or Fraction, pot units); got {v!r}")
    x, A, B = Fraction(x), Fraction(A), Fraction(B)  # Rational, checked above
    if not A < B:
        raise ValueError(f"need A < B; got A = {A}, B = {B}")
    if not A <= x <= B:
        raise ValueError(f"x must lie in [A, B] = [{A}, {B}]; got {x}")
    return (B - x) * (1 + A) / ((B - A) * (1 + x))


def bet_readings(game: TestbedGame, off_menu: bool = True, translation: str = "nearest", points: int = 8) -> list:
    """The bettor's bets in the continuous game as the caller reads them: ``[(size, {k: probability})]``.

    A bet of ``size`` is answered as the k-th menu size with the given probability. ``"nearest"``: the ends
    of each interval of :func:`size_intervals` (a payoff linear in the size peaks at an end). ``"pseudo-harmonic"``:
    between consecutive menu sizes, ``points + 1`` equally spaced sizes read by :func:`pseudo_harmonic`; below
    the smallest size or above the largest, the nearest one. ``off_menu=False``: the menu sizes only.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> bet_readings(build(1, 3, 2, 2), translation="pseudo-harmonic", points=2)[1]
    (Fraction(2, 1), {0: Fraction(1, 3), 1: Fraction(2, 3)})
    """
    s = _require(game).sizes
    if translation not in TRANSLATIONS:
        raise ValueError(f"translation must be one of {TRANSLATIONS}; got {translation!r}")
    points = _validate.integer(points, "points", 1, 1024)
    if not _validate.flag(off_menu, "off_menu") or translation == "nearest":
        return [
            (v, {k: Fraction(1)}) for k, ends in enumerate(size_intervals(game, off_menu)) for v in dict.fromkeys(ends)
        ]
    out = [(v, {0: Fraction(1)}) for v in dict.fromkeys((game.L, s[0]))]
    for k, (a, b) in enumerate(zip(s, s[1:])):
        for t in range(1, points + 1):
            x = a + (b - a) * t / points
            f = pseudo_harmonic(x, a, b)
            out.append((x, {k: f, k + 1: 1 - f} if f else {k + 1: Fraction(1)}))
    out += [(v, {len(s) - 1: Fraction(1)}) for v in dict.fromkeys((s[-1], game.U)) if v != s[-1]]
    return out


def _bet_lines(game: TestbedGame, q, readings, c: int, conv) -> list:
    """The bettor's payoff lines ``(a, b)`` (a + b x) on cell ``c`` of each reading, against call probabilities
    ``q[j][k]`` (number type ``conv``)."""
    n = game.hands
    one = conv(1)
    width, half = one / n, one / 2
    mid = (2 * c + 1) * width / 2
    per_size = []
    for k in range(len(game.sizes)):
        qk = [q[j][k] for j in range(n)]
        total = sum(qk)
        A = (sum(qk[:c]) - sum(qk[c + 1 :])) * width
        per_size.append((half * (1 - total * width), A - qk[c] * 2 * mid, 2 * qk[c]))
    lines = [(-half, one)]
    for size, read in readings:
        st = half + conv(size)
        a = sum(conv(f) * (per_size[k][0] + st * per_size[k][1]) for k, f in read.items())
        b = sum(conv(f) * st * per_size[k][2] for k, f in read.items())
        lines.append((a, b))
    return lines


@dataclass(frozen=True)
class ScoreBounds:
    """Exact bounds on a profile's score in the continuous game under a translation whose exact best response
    is not rational (pot-1 units): ``lower`` and ``upper`` :class:`lcp.testbed.Score` differ only in the
    bettor's gain.

    Examples
    --------
    >>> s = ScoreBounds(Score(0, Fraction(1, 10), 0), Score(0, Fraction(1, 8), 0))
    >>> s.exploitability
    (Fraction(1, 20), Fraction(1, 16))
    """

    lower: Score
    upper: Score

    @property
    def exploitability(self) -> tuple:
        """``(lower, upper)`` bounds of the exploitability."""
        return self.lower.exploitability, self.upper.exploitability


def translated_score(game: TestbedGame, profile: Profile, points: int = 8) -> ScoreBounds:
    r"""The profile's exact score bounds in the continuous game when the caller reads off-menu bets by the
    pseudo-harmonic mapping (:func:`pseudo_harmonic`).

    The caller's gain is :func:`continuous_score`'s (the profile bets menu sizes only). The bettor's best
    response is bounded on both sides, exactly: from below by his best response restricted to ``points + 1``
    equally spaced sizes between consecutive menu sizes (:func:`bet_readings`); from above by writing the
    payoff of a size :math:`x` with :math:`r = 1/(1 + x)` as :math:`\alpha + \beta r + K/r` (the mapping is
    affine in :math:`r`) and bounding :math:`K/r` on each piece by its chord (:math:`K \ge 0`) or its tangent at
    the piece's middle (:math:`K < 0`), whichever is larger, so the bound is linear in :math:`r` and peaks at
    an end. Its exact best response would need square roots (an interior best size, where :math:`K < 0`).

    Parameters
    ----------
    game : lcp.testbed.TestbedGame
    profile : lcp.testbed.Profile
        Exact (Fractions).
    points : int
        Pieces between consecutive menu sizes (1 to 1024); the bounds close as ``points`` grows.

    Returns
    -------
    ScoreBounds

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(Fraction(1, 2), 2, hands=4, k=2)
    >>> b = translated_score(g, g.solve().profile, points=4)
    >>> b.lower.exploitability <= b.upper.exploitability
    True
    """
    check_profile(game, profile)
    points = _validate.integer(points, "points", 1, 1024)
    base = continuous_score(
        game, profile.as_fractions() if not isinstance(profile.bettor[0][0], (Fraction, int)) else profile
    )
    q = [[Fraction(v) for v in row] for row in profile.caller]
    n, s = game.hands, game.sizes
    width = Fraction(1, n)
    readings = bet_readings(game, True, "pseudo-harmonic", points)
    low = high = Fraction(0)
    for c in range(n):
        lo_x, hi_x = c * width, (c + 1) * width
        lines = _bet_lines(game, q, readings, c, Fraction)
        low += _envelope_integral(lines, lo_x, hi_x)
        upper = list(lines)
        for k, (a, b) in enumerate(zip(s, s[1:])):  # each piece [x1, x2] of [s_k, s_{k+1}]: the K/r term's bounds
            xs = [a + (b - a) * t / points for t in range(points + 1)]
            at = {x: ln for (x, read), ln in zip(readings, lines[1:]) if a <= x <= b and (set(read) <= {k, k + 1})}
            at[a] = _bet_lines(game, q, [(a, {k: Fraction(1)})], c, Fraction)[1]
            for x1, x2 in zip(xs, xs[1:]):
                r1, r2 = 1 / (1 + x1), 1 / (1 + x2)
                rm = (r1 + r2) / 2
                K = _k_term(game, q, c, k, a, b)
                for x, r in ((x1, r1), (x2, r2)):
                    tangent = (2 / rm - r / rm**2) - 1 / r  # K (tangent - 1/r), added to the exact line at r
                    upper.append((at[x][0] + K[0] * tangent, at[x][1] + K[1] * tangent))
        high += _envelope_integral(upper, lo_x, hi_x)
    value = base.value
    return ScoreBounds(Score(value, low - value, base.caller_gain), Score(value, high - value, base.caller_gain))


def _k_term(game: TestbedGame, q, c: int, k: int, A, B) -> tuple:
    r"""The line ``(a, b)`` in the hand of :math:`K = \frac{(1 + B) D_{k+1} - (1 + A) D_k}{B - A}` on cell ``c``,
    :math:`D_k(x) = \int q_k(y) \mathrm{sign}(x - y) dy`."""
    n = game.hands
    width = Fraction(1, n)
    mid = (2 * c + 1) * width / 2

    def d(kk):
        qk = [q[j][kk] for j in range(n)]
        A_ = (sum(qk[:c]) - sum(qk[c + 1 :])) * width
        return A_ - qk[c] * 2 * mid, 2 * qk[c]

    (a0, b0), (a1, b1) = d(k), d(k + 1)
    return ((1 + B) * a1 - (1 + A) * a0) / (B - A), ((1 + B) * b1 - (1 + A) * b0) / (B - A)


__all__ = [
    "TRANSLATIONS",
    "size_intervals",
    "envelope_integral",
    "continuous_score",
    "pseudo_harmonic",
    "bet_readings",
    "ScoreBounds",
    "translated_score",
]
