"""The exact search at one calling cut: the convex pieces of symmetric equilibria whose callers call the
top ``c`` cards and mix on the next one, found by following the callers' probability through [0, 1].

Everything is decided in integers and rationals; the vertices of each piece solve square systems exactly
(:func:`lcp.core._exact.solve_square`).
"""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import numpy as np

from lcp.core import _exact, _validate
from lcp.finite.finite_game import CertificationError

from .payoffs import _bet_gains, _call_gains

#: Largest deck :func:`lcp.finite.three_player.finite` and :func:`pieces_at_cut` accept (the scan is O(n) exact work
#: per calling cut, nearest cut first).
MAX_FINITE_CARDS = 20_000


#: Largest bet :func:`lcp.finite.three_player.finite` and :func:`pieces_at_cut` accept (the integer payoffs of 0/1
#: profiles stay far below 2^63).
MAX_FINITE_BET = 10**6


_ZERO, _ONE = Fraction(0), Fraction(1)


def _fractions(v) -> tuple:
    return tuple(x if type(x) is Fraction else _ZERO if x == 0 else _ONE if x == 1 else Fraction(x) for x in v)


def _calls(n: int, c: int, u):
    """The callers' profile: the top ``c`` cards call, card ``n - c`` calls with probability ``u``."""
    q = np.zeros(n, dtype=object)
    q[n - c :] = 1
    if c < n:
        q[n - c - 1] = u
    return q


def _unit(n: int, k: int):
    e = np.zeros(n, dtype=np.int64)
    e[k] = 1
    return e


def _vertices(cols, const, senses) -> list:
    """Vertices of ``{t in [0, 1]^d : sum_k cols[k][j] t_k + const[j] (senses[j]) 0 for every j}``, exact.

    ``cols`` and ``const`` hold integers (numpy object arrays), ``senses[j]`` is 1 for ">= 0", -1 for
    "<= 0", 0 for "= 0". Every choice of ``d`` constraints that can be tight in the box is solved; ``d``
    is the number of Player I's cards indifferent at one calling probability (0 or 1 except in tiny decks).
    """
    d = len(cols)
    eye = [np.array([int(i == k) for i in range(d) for _ in (0, 1)], dtype=object) for k in range(d)]
    cols = [np.concatenate([e, col]) for e, col in zip(eye, cols)]
    const = np.concatenate([np.array([-(s % 2) for _ in range(d) for s in (0, 1)], dtype=object), const])
    senses = np.concatenate([np.array([1, -1] * d), np.asarray(senses)])

    def feasible(t):
        D = math.lcm(*(x.denominator for x in t)) if t else 1
        vals = const * D + sum((col * int(x * D) for col, x in zip(cols, t)), np.zeros(len(const), dtype=object))
        return bool(np.all(np.where(senses == 1, vals >= 0, np.where(senses == -1, vals <= 0, vals == 0))))

    if d == 0:
        return [()] if feasible(()) else []
    low = const + sum(np.minimum(col, 0) for col in cols)
    high = const + sum(np.maximum(col, 0) for col in cols)
    if np.any(np.where(senses == 1, high < 0, np.where(senses == -1, low > 0, (low > 0) | (high < 0)))):
        return []  # a condition that fails everywhere in the box
    # Only a condition that can be tight somewhere in the box can define a vertex, and of conditions
    # with the same direction (rows equal up to a positive factor) and sense only the strictest can.
    strictest: dict[tuple, tuple] = {}
    for j in np.flatnonzero((low <= 0) & (high >= 0)):
        row = tuple(int(col[j]) for col in cols)
        g = math.gcd(*row)
        if g == 0:
            continue
        key: tuple = (tuple(x // g for x in row), int(senses[j]))
        level = Fraction(int(const[j]), g)
        if int(senses[j]) == 0:
            key = key + (level,)
        if key not in strictest or (level < strictest[key][0] if senses[j] == 1 else level > strictest[key][0]):
            strictest[key] = (level, j)
    live = sorted(j for _, j in strictest.values())
    verts = set()
    for active in itertools.combinations(live, d):
        t = _exact.solve_square(
            [[Fraction(col[j]) for col in cols] for j in active], [-Fraction(const[j]) for j in active]
        )
        if t is not None and feasible(t):
            verts.add(t)
    return sorted(verts)


class _Cut:
    """One calling cut ``c``: the callers call the top ``c`` cards and card ``m = n - c - 1`` (0-based; none if
    ``c == n``) with probability ``u``. Player I's gain at every card is affine in ``u``: ``g0`` at ``u = 0``,
    ``g1`` at ``u = 1`` (exact integers). The steps of :func:`pieces_at_cut` are its methods."""

    def __init__(self, n: int, b: int, c: int):
        self.n, self.b, self.c, self.m = n, b, c, n - c - 1
        self.r0 = np.zeros(n, dtype=np.int64)
        self.r0[n - c :] = 1
        self.r1 = self.r0.copy()
        if self.m >= 0:
            self.r1[self.m] = 1
        self.g0 = _bet_gains(n, b, self.r0).astype(object)
        self.g1 = _bet_gains(n, b, self.r1).astype(object)
        self.unit_affine = functools.cache(self._unit_affine)

    def caller_affine(self, base):
        """A caller's gains against Player I's profile ``base``, as (at u = 0, slope in u), exact integers."""
        at0 = _call_gains(self.n, self.b, base, self.r0).astype(object)
        return at0, _call_gains(self.n, self.b, base, self.r1).astype(object) - at0

    def _unit_affine(self, k: int):
        """:meth:`caller_affine` against Player I betting card ``k`` alone (cached per card)."""
        return self.caller_affine(_unit(self.n, k))

    def caller_senses(self, mixed: bool):
        """The callers' conditions by card: call gain >= 0 above the mixed card, <= 0 below, = 0 at it if it mixes."""
        senses = np.where(np.arange(self.n) > self.m, 1, -1)
        if mixed:
            senses[self.m] = 0
        return senses

    def at_breakpoint(self, u: Fraction):
        """The equilibria at calling probability ``u``: Player I's indifferent cards mix, the callers'
        conditions are linear in their probabilities. Returns (vertices, free)."""
        num, den = u.numerator, u.denominator  # scaled by u's denominator, every condition is an integer one
        g = self.g0 * den + (self.g1 - self.g0) * num
        ks = list(np.flatnonzero(g == 0))
        base = (g > 0).astype(np.int64)
        c0, c1 = self.caller_affine(base)
        cols = [h0 * den + h1 * num for h0, h1 in (self.unit_affine(k) for k in ks)]
        q = _calls(self.n, self.c, u)
        verts = []
        for point in _vertices(cols, c0 * den + c1 * num, self.caller_senses(u > 0)):
            p = base.astype(object)
            for k, x in zip(ks, point):
                p[k] = x
            verts.append((_fractions(p), _fractions(q)))
        return tuple(verts), ("bet",) if len(verts) > 1 else ()

    def on_interval(self, lo: Fraction, hi: Fraction, steady):
        """The equilibria with ``lo <= u <= hi`` where Player I's best reply is pure and fixed (except at card
        ``m`` when it is indifferent there for every ``u``: ``steady`` non-empty). Returns (vertices, free)."""
        n, m = self.n, self.m
        mid = (lo + hi) / 2
        g = self.g0 * mid.denominator + (self.g1 - self.g0) * mid.numerator
        base = (g > 0).astype(np.int64)
        c0, c1 = self.caller_affine(base)
        if c0[m] != 0:  # the callers' mixed card: its gain involves neither u nor I's card m
            return (), ()
        senses = self.caller_senses(True)
        cols = [c1]
        if len(steady):  # I's card m is indifferent: its probability t joins u as a variable
            h0, h1 = self.unit_affine(m)
            assert not any(h1), "I's card m and the other caller's card m never meet"
            cols = [h0, c1]
        # lo <= u <= hi, scaled to integers
        cols = [np.concatenate([col, np.zeros(2, dtype=object)]) for col in cols[:-1]] + [
            np.concatenate([cols[-1], np.array([lo.denominator, -hi.denominator], dtype=object)])
        ]
        const = np.concatenate([c0, np.array([-lo.numerator, hi.numerator], dtype=object)])
        senses = np.concatenate([senses, [1, 1]])
        verts = []
        for point in _vertices(cols, const, senses):
            p = base.astype(object)
            if len(steady):
                p[m] = point[0]
            verts.append((_fractions(p), _fractions(_calls(n, self.c, point[-1]))))
        free = ("bet", "call") if len(steady) else ("call",)
        return tuple(verts), free if len(verts) > 1 else ()

    def mixed_card_weights(self) -> tuple:
        """(w_lo, w_hi): what one betting card of Player I below / above ``m`` adds to the callers' gain at ``m``.

        Payoffs depend only on the order of the three cards, and the other caller calls every card above m
        and no card below it (card m he cannot hold), so the weight depends only on the side."""
        n, m, b = self.n, self.m, self.b
        # Player I's card below m: the call gains b + 3 against each of the other caller's m - 1 folding
        # cards and -b against each of his n - 1 - m calling ones; above m it is -b against all n - 2.
        w_lo = (m - 1) * (b + 3) - b * (n - 1 - m) if m > 0 else 0
        w_hi = -b * (n - 2) if m < n - 1 else 0
        return w_lo, w_hi

    def sweep(self, screen: bool = True):
        """One pass over the breakpoints in increasing ``u``, counting Player I's betting cards below and above
        ``m``: the breakpoints and open intervals where the callers' condition at ``m`` can hold (all of them
        when ``screen`` is False), and the cards indifferent for every ``u``. Returns (points, intervals, steady)."""
        n, m = self.n, self.m
        w_lo, w_hi = self.mixed_card_weights()
        cards = np.arange(n)
        i0, i1 = self.g0.astype(np.int64), self.g1.astype(np.int64)
        crossing = np.sign(i0) * np.sign(i1) < 0
        steady = np.flatnonzero((i0 == 0) & (i1 == 0))  # indifferent for every u
        # betting for u in (0, 1) away from breakpoints: the sign of g0 + (g1 - g0) u for small u, if not crossing
        settled = ~crossing & ((i0 > 0) | ((i0 == 0) & (i1 > 0)))
        counts = [int(np.sum(settled & (cards < m))), int(np.sum(settled & (cards > m)))]
        at: dict = {}
        for i in np.flatnonzero(crossing):
            at.setdefault(Fraction(int(i0[i]), int(i0[i] - i1[i])), []).append(i)
        for i in np.flatnonzero(crossing & (i0 > 0)):  # before its breakpoint a crossing card bets iff g0 > 0
            counts[int(i > m)] += 1

        def weight(i):
            return 0 if i == m else w_lo if i < m else w_hi

        points, intervals = [], []
        lo = Fraction(0)
        for hi in sorted(at) + [Fraction(1)]:
            if lo > 0:  # the breakpoint lo: its crossing cards are indifferent, free to mix
                flips = at[lo]
                for i in flips:
                    counts[int(i > m)] -= int(i0[i] > 0)
                gain = w_lo * counts[0] + w_hi * counts[1]
                spread = [weight(i) for i in list(flips) + list(steady)]
                if not screen or gain + sum(min(x, 0) for x in spread) <= 0 <= gain + sum(max(x, 0) for x in spread):
                    points.append(lo)
                for i in flips:
                    counts[int(i > m)] += int(i1[i] > 0)
            # the open interval (lo, hi): Player I's best reply is pure except at card m (w_m = 0), so the
            # callers' condition at m needs the gain to be exactly 0
            if not screen or w_lo * counts[0] + w_hi * counts[1] == 0:
                intervals.append((lo, hi))
            lo = hi
        return points, intervals, steady


def pieces_at_cut(n: int, b: int, c: int, screen: bool = True):
    """The symmetric equilibria whose callers call the top ``c`` cards and card ``n - c`` with some
    probability ``u`` in [0, 1), generated as (vertices, free) pairs (u = 0, then the breakpoints, then the
    intervals between them, each in increasing ``u``); a vertex is (bet, call), tuples of Fractions.

    Player I's gain at every card is affine in ``u``. Between the values of ``u`` where one of his cards
    is indifferent his best reply is pure and fixed, so the callers' condition at their mixed card (which
    never involves ``u``: the other caller cannot hold that card) holds on a whole interval or nowhere.
    At such a breakpoint his indifferent cards may mix, and the callers' conditions are linear in his
    probabilities there. The payoffs of 0/1 profiles are integers (int64, far from overflow within the
    limits of :func:`lcp.finite.three_player.finite`); everything else is exact rational arithmetic on Python
    integers. The condition at the mixed card is screened for every breakpoint and interval by counting
    Player I's betting cards below and above it (:meth:`_Cut.sweep`); only those that pass are examined
    exactly. ``screen=False`` examines every one (the reference the screen is tested against).

    Parameters
    ----------
    n : int
        Cards in the deck, ``3 <= n <= MAX_FINITE_CARDS``.
    b : int
        Player I's bet (ante 1 each), ``1 <= b <= MAX_FINITE_BET``.
    c : int
        How many top cards the callers call for sure, ``0 <= c <= n``.
    screen : bool
        Drop the breakpoints and intervals that provably carry no equilibrium before the exact examination.

    Returns
    -------
    iterator of (tuple, tuple)
        Each piece's vertices (a vertex is a (bet, call) pair of tuples of Fractions) and what varies
        across it (as :attr:`lcp.finite.three_player.Piece.free`); :func:`lcp.finite.three_player.equilibria` certifies them.

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If Player I is indifferent at a card other than the callers' mixed card over a whole interval of
        ``u`` (a case the search does not cover; not met for n <= 300).

    Examples
    --------
    Eight cards, bet 2: only cut 2 carries equilibria, a segment along which Player I's bluff moves
    between cards 1 and 2 while the callers call 7 and 8 and card 6 with probability 2/5.

    >>> [(c, len(verts), free) for c in range(9) for verts, free in pieces_at_cut(8, 2, c)]
    [(2, 2, ('bet',))]
    >>> verts, _ = next(pieces_at_cut(8, 2, 2))
    >>> [str(p) for p in verts[0][1]]
    ['0', '0', '0', '0', '0', '2/5', '1', '1']
    """
    n = _validate.integer(n, "n", 3, MAX_FINITE_CARDS)
    b = _validate.integer(b, "b", 1, MAX_FINITE_BET)
    c = _validate.integer(c, "c", 0, n)
    return _pieces(_Cut(n, b, c), _validate.flag(screen, "screen"))


def _pieces(cut: _Cut, screen: bool):
    n, b = cut.n, cut.b
    first = cut.at_breakpoint(Fraction(0))
    if first[0]:
        yield first
    if cut.m < 0:
        return
    points, intervals, steady = cut.sweep(screen)
    for u in points:
        found = cut.at_breakpoint(u)
        if found[0]:
            yield found
    if any(i != cut.m for i in steady):  # pragma: no cover - would need a coincidence not met for n <= 300
        raise CertificationError(
            f"n={n}, b={b}: Player I is indifferent at card {steady[0] + 1} for a whole "
            f"interval of the callers' probability; this case is not searched"
        )
    for lo, hi in intervals:
        found = cut.on_interval(lo, hi, steady)
        if found[0]:
            yield found
