r"""Three-player poker of the finite-deck paper (Krityakierne, Thanatipanonda, Zeilberger), finite and continuous.

Units: that paper's, ante 1 each (pot 3). Player I checks or bets ``b``; Players II and III each call or
fold, not seeing each other's choice; a folded player's ante stays in the pot. Net payoffs, derived from
these rules:

==========================  ===============================================================
I checks                    the highest of the three cards wins the pot: ``+2``, the others ``-1``
I bets, both fold           I ``+2``, II ``-1``, III ``-1``
I bets, one caller          the higher of I and the caller ``+(b + 2)``, the lower ``-(b + 1)``, the folder ``-1``
I bets, both call           the highest ``+(2b + 2)``, the others ``-(b + 1)``
==========================  ===============================================================

Like the paper, II and III use the same strategy. Finite deck (cards ``1..n`` dealt without
replacement): :func:`equilibria` finds every symmetric equilibrium in which the callers play a threshold
(call the top cards, at most one card mixed); Player I's strategy is left free (any cards may bet or
mix). Every symmetric equilibrium has callers of that shape for n >= 10 and every b, and for every n >=
3 at the bets checked card by card (b = 1, 2, 3 in notebook 7; :func:`callers_shape_forced`), so there
the search finds them all. The search follows the callers' mixing probability through [0, 1] for each
calling cut; every decision is made in integers and rationals, and every piece of equilibria is
certified exactly: no player -- II or III alone included -- gains by changing the action of any card.
:func:`finite` returns the first equilibrium of that search, scanning from the continuous game's calling
cut. Continuous hands: :func:`continuous` solves the three indifference conditions, :func:`optimal_bet`
the bet that maximises Player I's value.
"""

from __future__ import annotations

import itertools
import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import mpmath as mp
import numpy as np
import sympy as sp

from . import _exact, _validate
from .finite_game import Certificate

# ----------------------------------------------------------------------------------------------
# finite deck: exact payoffs by card (prefix sums; generic in the number type)


def _below(v):
    """``out[..., i] = sum(v[..., :i])`` for i = 0..n (object arrays keep Fractions exact)."""
    out = np.zeros(v.shape[:-1] + (v.shape[-1] + 1,), dtype=v.dtype)
    out[..., 1:] = np.cumsum(v, axis=-1)
    return out


def bettor_payoffs(n: int, b, q, r, one=1):
    """Per card ``i``: (check, bet) payoffs of Player I, summed over the ``(n-1)(n-2)`` deals of the others.

    ``q`` and ``r`` are II's and III's call probabilities by card (numpy arrays, float, int or object; a
    leading axis evaluates many profiles at once). With ``one = D`` they may be given as integers ``D q``,
    ``D r``, and the payoffs come out multiplied by ``D^2`` (every term is made homogeneous of degree 2).
    """
    idx = np.arange(1, n + 1).astype(object if np.asarray(q).dtype == object else np.int64)
    N2 = (n - 1) * (n - 2)
    check = (3 * (idx - 1) * (idx - 2) - N2) * (one * one)
    win1, lose = b + 2, -(b + 1)
    Qb, Rb, QRb = _below(q), _below(r), _below(q * r)
    Ql, Rl, QRl = Qb[..., :-1], Rb[..., :-1], QRb[..., :-1]  # sums over cards below i
    Q, R, QR = Qb[..., -1:] - q, Rb[..., -1:] - r, QRb[..., -1:] - q * r  # sums over cards other than i
    Qh, Rh, QRh = Q - Ql, R - Rl, QR - QRl
    cnt = (n - 1) * one
    # both fold: 2 * sum_{j != k} (1 - q_j)(1 - r_k)
    folds = 2 * ((cnt - Q) * (cnt - R) - (cnt * one - (Q + R) * one + QR))
    # II alone calls: sum_{j != k} q_j w(i, j) (1 - r_k), w = b + 2 below i, -(b + 1) above
    qw = win1 * Ql + lose * Qh
    qw_1mr = win1 * (Ql * one - QRl) + lose * (Qh * one - QRh)
    ii_alone = (cnt - R) * qw - qw_1mr
    rw = win1 * Rl + lose * Rh
    rw_1mq = win1 * (Rl * one - QRl) + lose * (Rh * one - QRh)
    iii_alone = (cnt - Q) * rw - rw_1mq
    both_low = Ql * Rl - QRl  # sum over j != k, both below i, of q_j r_k
    both = (Q * R - QR)
    both_call = (2 * b + 2) * both_low + lose * (both - both_low)
    return check, folds + ii_alone + iii_alone + both_call


def caller_payoffs(n: int, b, p, r, one=1):
    """Per card ``j`` of a caller: (fold, call) payoffs over the deals of I and the other caller.

    ``p`` is Player I's bet probability by card, ``r`` the other caller's call probability by card
    (``one``: as in :func:`bettor_payoffs`).
    """
    idx = np.arange(1, n + 1).astype(object if np.asarray(p).dtype == object else np.int64)
    cnt = (n - 1) * one
    c = one - p
    Cb, Pb, Rb, PRb = _below(c), _below(p), _below(r), _below(p * r)
    Cl, Pl, Rl, PRl = Cb[..., :-1], Pb[..., :-1], Rb[..., :-1], PRb[..., :-1]
    Call, P, R, PR = Cb[..., -1:] - c, Pb[..., -1:] - p, Rb[..., -1:] - r, PRb[..., -1:] - p * r
    Ph, PRh = P - Pl, PR - PRl
    # I checks: +2 if j beats both, else -1
    checked = (3 * Cl * (idx - 2) - Call * (n - 2)) * one
    fold = checked - (n - 2) * P * one
    win1, lose = b + 2, -(b + 1)
    pw = win1 * Pl + lose * Ph
    pw_1mr = win1 * (Pl * one - PRl) + lose * (Ph * one - PRh)
    alone = (cnt - R) * pw - pw_1mr  # the other caller folds
    both_low = Pl * Rl - PRl
    both = P * R - PR
    together = (2 * b + 2) * both_low + lose * (both - both_low)
    return fold, checked + alone + together


def caller_step_weight(n: int, b, r, j: int):
    """S_j of :func:`caller_gain_steps`: what Player I's bet with card j adds to G(j + 1) - G(j), per unit of p_j."""
    return (sum(b + 3 + b * r[k - 1] for k in range(1, j))
            + sum(b + 3 - (2 * b + 3) * r[k - 1] for k in range(j + 2, n + 1)))


def caller_gain_steps(n: int, b, p, r) -> list:
    r"""``G(j + 1) - G(j)`` for j = 1..n-1, where G(j) is a caller's call-minus-fold payoff with card j summed
    over the deals (as :func:`caller_payoffs`), from the exchange of cards j and j + 1:

    .. math::  G(j+1) - G(j) = b(n-2)\,p_{j+1} + p_j S_j + (b\,r_j + (2b+3)\,r_{j+1}) \sum_{i<j} p_i,
               \qquad S_j = \sum_{k<j} (b + 3 + b\,r_k) + \sum_{k>j+1} (b + 3 - (2b+3)\,r_k).

    Exchanging j and j + 1 changes only the deals where Player I or the other caller holds the neighbour
    card: I holding it (first term: card j loses -b to I's j + 1; second: card j + 1 beats I's j unless
    the other caller calls with a higher card), the other caller holding it (third term, >= 0). ``p`` is
    Player I's bet probability by card, ``r`` the other caller's call probability.
    """
    return [b * (n - 2) * p[j] + p[j - 1] * caller_step_weight(n, b, r, j)
            + (b * r[j - 1] + (2 * b + 3) * r[j]) * sum(p[:j - 1]) for j in range(1, n)]


def _bet_against_loose_callers(n: int, b, j: int):
    """(largest bet payoff of card j over callers with S_j < 0, check payoff of card j), both summed over deals.

    Player I's bet with card j depends on the callers' r only through Lo = sum_{k<j} r_k, Hi = sum_{k>j} r_k
    and the sums of squares Lq, Hq: a quadratic, linear in Lq and Hq. S_j < 0 needs
    (2b + 3) Hi > (b + 3)(n - 2) + b Lo. Relaxed to (Lo, Hi) in that polygon of the box and Lq, Hq anywhere
    in [Lo^2/(j - 1), Lo], [Hi^2/(n - j), Hi], the largest value is found exactly: at a vertex, at a critical
    point of an edge or inside. ``None`` when no callers have S_j < 0.
    """
    lo, hi, lq, hq, t = sp.symbols("Lo Hi Lq Hq t")
    m, nl, nh = n - 1, j - 1, n - j
    calls = lo + hi
    folds = 2 * ((m - calls) ** 2 - (m - 2 * calls + lq + hq))
    one = 2 * (((b + 2) * lo - (b + 1) * hi) * (m - 1 - calls) + (b + 2) * lq - (b + 1) * hq)
    both = (2 * b + 2) * (lo**2 - lq) - (b + 1) * (calls**2 - (lq + hq) - (lo**2 - lq))
    bet = sp.expand(folds + one + both)
    check = 2 * nl * (nl - 1) - (m * (m - 1) - nl * (nl - 1))

    def loose(pt):
        return (2 * b + 3) * pt[1] - (b + 3) * (n - 2) - b * pt[0]

    box = [(0, 0), (nl, 0), (nl, nh), (0, nh)]
    poly = []
    for a, c in zip(box, box[1:] + box[:1]):
        fa, fc = loose(a), loose(c)
        if fa >= 0:
            poly.append(a)
        if fa * fc < 0:
            w = sp.Rational(fa, fa - fc)
            poly.append((a[0] + w * (c[0] - a[0]), a[1] + w * (c[1] - a[1])))
    if not poly:
        return None, check
    best = None
    for sq_lo, sq_hi in itertools.product([lo**2 / nl, lo] if nl else [0], [hi**2 / nh, hi] if nh else [0]):
        q = sp.expand(bet.subs({lq: sq_lo, hq: sq_hi}))
        points = list(poly)
        for a, c in zip(poly, poly[1:] + poly[:1]):
            edge = sp.expand(q.subs({lo: a[0] + t * (c[0] - a[0]), hi: a[1] + t * (c[1] - a[1])}))
            for w in sp.solve(sp.diff(edge, t), t):
                if 0 <= w <= 1:
                    points.append((a[0] + w * (c[0] - a[0]), a[1] + w * (c[1] - a[1])))
        for crit in sp.solve([sp.diff(q, lo), sp.diff(q, hi)], [lo, hi], dict=True):
            if lo in crit and hi in crit:
                points.append((crit[lo], crit[hi]))
        for x, y in points:
            if 0 <= x <= nl and 0 <= y <= nh and loose((x, y)) >= 0:
                v = q.subs({lo: x, hi: y})
                best = v if best is None or v > best else best
    return best, check


#: Largest deck :func:`callers_shape_forced` checks card by card (below the closed form's first deck,
#: which only a bet below 1 pushes past 10).
MAX_CARD_BY_CARD_DECK = 2000


def shape_closed_form_from(b) -> int:
    r"""The smallest deck from which :func:`callers_shape_forced` holds in closed form for bet ``b``:
    :math:`\frac{n-2}{n-1} \ge \psi(b) = \frac{(2b+3)^3}{(b+3)(3b+3)^2}` and
    :math:`\frac{n-3}{n-2} > \frac{2b+3}{3b+3}` (both rise with n, so they hold for every larger deck).

    Since :math:`1 - \psi(b) = \frac{b(b^2 + 9b + 9)}{(b+3)(3b+3)^2}`, the two read
    :math:`n - 1 \ge 1/(1 - \psi)` and :math:`n - 2 > 3 + 3/b`, solved here in closed form: at most 10
    for every ``b >= 1``, and about :math:`3/b` for a small bet.

    Examples
    --------
    >>> shape_closed_form_from(1), shape_closed_form_from(2), shape_closed_form_from(Fraction(1, 10))
    (9, 8, 36)
    """
    b = Fraction(_validate.rational_bet(b, "b"))
    one_minus_psi = b * (b * b + 9 * b + 9) / ((b + 3) * (3 * b + 3) ** 2)
    first = math.ceil(1 + 1 / one_minus_psi)  # (n-2)/(n-1) >= psi
    second = math.floor(2 + (3 * b + 3) / b) + 1  # (n-3)/(n-2) > (2b+3)/(3b+3), strictly
    return max(4, first, second)


def callers_shape_forced(n: int, b) -> bool:
    r"""Whether every equilibrium in which II and III play alike has them call above a cut, fold below it and
    call at most one card in between with a probability in (0, 1): the shape :func:`equilibria` searches.

    Proof (notebook 7, cell ``caller-shape``), with :func:`caller_gain_steps`:

    * If Player I bets card j (p_j > 0), a bet there is worth at least a check. If S_j < 0 the callers call
      so much that it is not: in closed form when :math:`\frac{n-2}{n-1} \ge \psi(b) =
      \frac{(2b+3)^3}{(b+3)(3b+3)^2}` and :math:`\frac{n-3}{n-2} > \frac{2b+3}{3b+3}` (a bet earns at most
      -b + (3b + 3) P0, P0 the chance that no caller calls with a card above j, a check at least -1, and
      1 - P0 >= 2R/(n - 1) - R^2/((n - 1)(n - 2)) with R > (b + 3)(n - 2)/(2b + 3) the callers' weight above
      j): every n >= 10, psi being below 8/9. Smaller decks are checked card by card, exactly
      (:func:`_bet_against_loose_callers`). So p_j S_j >= 0 and G never decreases. (n = 3 needs nothing: the
      callers fold card 1 and call card 3, which lose or win every call.)
    * G(j) = 0 with I betting no card below j is impossible (card j would lose every call, and I must bet
      some card other than j in any equilibrium). So at a card j where G(j) = 0 and the callers call with
      probability r_j > 0, the third term is > 0 at j and at j - 1: G(j - 1) < 0 < G(j + 1). So the callers
      fold every card with G < 0, call every card with G > 0, and call at most one card with G = 0.
    """
    n = _validate.integer(n, "n", 3)
    closed_form_from = shape_closed_form_from(b)  # also checks b
    if n == 3 or n >= closed_form_from:
        return True
    if n > MAX_CARD_BY_CARD_DECK:
        raise ValueError(f"n must be at most {MAX_CARD_BY_CARD_DECK} (checked card by card) or at least "
                         f"{closed_form_from} (closed form) for b = {b}; got {n}")
    b_exact = sp.Rational(Fraction(b).numerator, Fraction(b).denominator)
    for j in range(1, n - 1):
        best, check = _bet_against_loose_callers(n, b_exact, j)
        if best is not None and not best < check:
            return False
    return True


def _probabilities(values, name: str, n: int) -> np.ndarray:
    """``values`` as an object array of ``n`` exact probabilities in [0, 1] (ints or Fractions)."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__") or len(values) != n:
        raise ValueError(f"{name} must hold {n} probabilities in [0, 1] (one per card); got {values!r}")
    if any(isinstance(x, bool) or not isinstance(x, numbers.Rational) for x in values):
        raise TypeError(f"{name} must hold exact probabilities (int or Fraction); got {list(values)!r}")
    if any(not 0 <= x <= 1 for x in values):
        raise ValueError(f"{name} must hold {n} probabilities in [0, 1]; got {list(values)!r}")
    return np.array([Fraction(x) for x in values], dtype=object)


def certify(n: int, b, bet, call_II, call_III=None) -> Certificate:
    """Exact values and deviation gains of a profile (per-card probabilities, Fractions or ints)."""
    n = _validate.integer(n, "n", 3)
    b = _validate.rational_bet(b, "b")
    call_III = call_II if call_III is None else call_III
    p, q, r = (_probabilities(v, name, n) for v, name in ((bet, "bet"), (call_II, "call_II"), (call_III, "call_III")))
    # exact in Python integers: every probability times the common denominator D
    D = math.lcm(*(x.denominator for v in (p, q, r) for x in v))
    P, Q, R = (np.array([int(x * D) for x in v], dtype=object) for v in (p, q, r))
    out_v, out_g = [], []
    check, bet_pay = bettor_payoffs(n, b, Q, R, one=D)
    got = sum((D - P) * check + P * bet_pay)
    out_v.append(got), out_g.append(D * sum(np.maximum(check, bet_pay)) - got)
    for mine, other in ((Q, R), (R, Q)):
        fold, call = caller_payoffs(n, b, P, other, one=D)
        got = sum((D - mine) * fold + mine * call)
        out_v.append(got), out_g.append(D * sum(np.maximum(fold, call)) - got)
    scale = n * (n - 1) * (n - 2) * D**3
    return Certificate(tuple(Fraction(v, scale) for v in out_v), tuple(Fraction(g, scale) for g in out_g))


@dataclass(frozen=True)
class FiniteEquilibrium:
    """A certified equilibrium of the ``n``-card game with bet ``b``, Players II and III alike.

    ``bet[i - 1]``: probability that Player I bets with card ``i``; ``call[j - 1]``: probability that
    Player II (and III) calls with card ``j``. ``values``: exact (I, II, III), ante-1 units, sum 0.
    ``A``, ``B``, ``C`` are the cuts as fractions of the deck, in the paper's form: I bets below ``A``
    and above ``B``, a caller calls above ``C`` (a mixed card counts by its probability).
    """

    n: int
    b: int
    values: tuple
    bet: tuple
    call: tuple

    @property
    def value(self) -> Fraction:
        return self.values[0]

    @property
    def A(self) -> Fraction:
        low = []
        for x in self.bet:
            if x == 0:
                break
            low.append(x)
        return sum(low, Fraction(0)) / self.n

    @property
    def B(self) -> Fraction:
        high = []
        for x in reversed(self.bet):
            if x == 0:
                break
            high.append(x)
        return 1 - sum(high, Fraction(0)) / self.n

    @property
    def C(self) -> Fraction:
        return 1 - sum(self.call, Fraction(0)) / self.n

    @property
    def mixed(self) -> tuple:
        """How many cards mix: (Player I's, a caller's)."""
        return tuple(sum(1 for x in v if 0 < x < 1) for v in (self.bet, self.call))

    @property
    def bets_low_and_high(self) -> bool:
        """Whether Player I's betting cards are a bottom block and a top block (the paper's shape)."""
        pattern = [x > 0 for x in self.bet]
        changes = sum(1 for s, t in zip(pattern, pattern[1:]) if s != t)
        return changes <= 2 and (changes < 2 or pattern[0])

    def certificate(self) -> Certificate:
        return certify(self.n, self.b, self.bet, self.call)


def bettor_gains(n: int, b: int, q):
    """Player I's bet-minus-check gain by card against callers who both play ``q``."""
    check, bet = bettor_payoffs(n, b, q, q)
    return bet - check


def caller_gains(n: int, b: int, p, r):
    """A caller's call-minus-fold gain by card: linear in ``p`` (only deals where I bets count), affine in ``r``."""
    fold, call = caller_payoffs(n, b, p, r)
    return call - fold


def _fractions(v) -> tuple:
    return tuple(Fraction(x) for x in v)


def _calls(n: int, c: int, u):
    """The callers' profile: the top ``c`` cards call, card ``n - c`` calls with probability ``u``."""
    q = np.zeros(n, dtype=object)
    q[n - c:] = 1
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
    strictest = {}
    for j in np.flatnonzero((low <= 0) & (high >= 0)):
        row = tuple(int(col[j]) for col in cols)
        g = math.gcd(*row)
        if g == 0:
            continue
        key = (tuple(x // g for x in row), int(senses[j]))
        level = Fraction(int(const[j]), g)
        if int(senses[j]) == 0:
            key = key + (level,)
        if key not in strictest or (level < strictest[key][0] if senses[j] == 1 else level > strictest[key][0]):
            strictest[key] = (level, j)
    live = sorted(j for _, j in strictest.values())
    verts = set()
    for active in itertools.combinations(live, d):
        t = _exact.solve_square([[Fraction(col[j]) for col in cols] for j in active], [-Fraction(const[j]) for j in active])
        if t is not None and feasible(t):
            verts.add(t)
    return sorted(verts)


def _pieces_with_calls(n: int, b: int, c: int, screen: bool = True):
    """The symmetric equilibria whose callers call the top ``c`` cards and card ``n - c`` with some
    probability ``u`` in [0, 1), generated as (vertices, free) pairs (u = 0, then the breakpoints, then the
    intervals between them, each in increasing ``u``); a vertex is (bet, call), tuples of Fractions.

    Player I's gain at every card is affine in ``u``. Between the values of ``u`` where one of his cards
    is indifferent his best reply is pure and fixed, so the callers' condition at their mixed card (which
    never involves ``u``: the other caller cannot hold that card) holds on a whole interval or nowhere.
    At such a breakpoint his indifferent cards may mix, and the callers' conditions are linear in his
    probabilities there. The payoffs of 0/1 profiles are integers (int64, far from overflow within the
    limits of :func:`finite`); everything else is exact rational arithmetic on Python integers.
    ``screen=False`` examines every breakpoint and interval exactly (the reference the screen is tested against).
    """
    m = n - c - 1  # index of the callers' mixed card (none if c == n)
    r0 = np.zeros(n, dtype=np.int64)
    r0[n - c:] = 1
    r1 = r0.copy()
    if m >= 0:
        r1[m] = 1

    def exact(v):
        return v.astype(object)

    gI0 = exact(bettor_gains(n, b, r0))
    gI1 = exact(bettor_gains(n, b, r1))
    units = {}

    def caller_affine(k=None, base=None):
        """A caller's gains against Player I's profile (``base``, or card ``k`` alone) as (at u = 0, slope)."""
        if k is not None:
            if k not in units:
                units[k] = caller_affine(base=_unit(n, k))
            return units[k]
        g0 = exact(caller_gains(n, b, base, r0))
        return g0, exact(caller_gains(n, b, base, r1)) - g0

    def at_breakpoint(u):
        num, den = u.numerator, u.denominator  # scaled by u's denominator, every condition is an integer one
        g = gI0 * den + (gI1 - gI0) * num
        ks = list(np.flatnonzero(g == 0))
        base = (g > 0).astype(np.int64)
        q = _calls(n, c, u)
        senses = np.where(np.arange(n) > m, 1, -1)
        if u > 0:
            senses[m] = 0
        c0, c1 = caller_affine(base=base)
        cols = [h0 * den + h1 * num for h0, h1 in (caller_affine(k) for k in ks)]
        verts = []
        for point in _vertices(cols, c0 * den + c1 * num, senses):
            p = base.astype(object)
            for k, x in zip(ks, point):
                p[k] = x
            verts.append((_fractions(p), _fractions(q)))
        return tuple(verts), ("bet",) if len(verts) > 1 else ()

    first = at_breakpoint(Fraction(0))
    if first[0]:
        yield first
    if m < 0:
        return
    # The callers' gain at their mixed card m is sum_k p_k w_k over Player I's cards k, and w_k depends on
    # k only through whether k is below or above m: payoffs depend only on the order of the three cards,
    # and the other caller calls every card above m and no card below it (card m he cannot hold). So the
    # condition at m can be screened for every breakpoint and interval by counting Player I's betting
    # cards below and above m; only those that pass are examined exactly.
    w_lo = int(caller_gains(n, b, _unit(n, 0), r0)[m]) if m > 0 else 0
    w_hi = int(caller_gains(n, b, _unit(n, n - 1), r0)[m]) if m < n - 1 else 0
    cards = np.arange(n)
    i0, i1 = gI0.astype(np.int64), gI1.astype(np.int64)
    crossing = np.sign(i0) * np.sign(i1) < 0
    steady = np.flatnonzero((i0 == 0) & (i1 == 0))  # indifferent for every u
    # betting for u in (0, 1) away from breakpoints: the sign of g0 + (g1 - g0) u for small u, if not crossing
    settled = ~crossing & ((i0 > 0) | ((i0 == 0) & (i1 > 0)))
    counts = [int(np.sum(settled & (cards < m))), int(np.sum(settled & (cards > m)))]
    at = {}
    for i in np.flatnonzero(crossing):
        at.setdefault(Fraction(int(i0[i]), int(i0[i] - i1[i])), []).append(i)
    for i in np.flatnonzero(crossing & (i0 > 0)):  # before its breakpoint a crossing card bets iff g0 > 0
        counts[int(i > m)] += 1

    def weight(i):
        return 0 if i == m else w_lo if i < m else w_hi

    def on_interval(lo, hi):
        mid = (lo + hi) / 2
        g = gI0 * mid.denominator + (gI1 - gI0) * mid.numerator
        base = (g > 0).astype(np.int64)
        c0, c1 = caller_affine(base=base)
        if c0[m] != 0:  # the callers' mixed card: its gain involves neither u nor I's card m
            return (), ()
        senses = np.where(np.arange(n) > m, 1, -1)
        senses[m] = 0
        cols = [c1]
        if len(steady):  # I's card m is indifferent: its probability t joins u as a variable
            h0, h1 = caller_affine(m)
            assert not any(h1), "I's card m and the other caller's card m never meet"
            cols = [h0, c1]
        # lo <= u <= hi, scaled to integers
        cols = [np.concatenate([col, np.zeros(2, dtype=object)]) for col in cols[:-1]] + [
            np.concatenate([cols[-1], np.array([lo.denominator, -hi.denominator], dtype=object)])]
        const = np.concatenate([c0, np.array([-lo.numerator, hi.numerator], dtype=object)])
        senses = np.concatenate([senses, [1, 1]])
        verts = []
        for point in _vertices(cols, const, senses):
            p = base.astype(object)
            if len(steady):
                p[m] = point[0]
            verts.append((_fractions(p), _fractions(_calls(n, c, point[-1]))))
        free = ("bet", "call") if len(steady) else ("call",)
        return tuple(verts), free if len(verts) > 1 else ()

    # One pass over the breakpoints in increasing order, counting Player I's betting cards below and above m.
    points, intervals = [], []
    ends = sorted(at) + [Fraction(1)]
    lo = Fraction(0)
    for hi in ends:
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
    for u in points:
        found = at_breakpoint(u)
        if found[0]:
            yield found
    if any(i != m for i in steady):  # pragma: no cover - would need a coincidence not met for n <= 300
        raise RuntimeError(f"n={n}, b={b}: Player I is indifferent at card {steady[0] + 1} for a whole "
                           f"interval of the callers' probability; this case is not searched")
    for lo, hi in intervals:
        found = on_interval(lo, hi)
        if found[0]:
            yield found


@dataclass(frozen=True)
class Piece:
    """A convex set of symmetric equilibria: every mixture of the ``vertices`` is an equilibrium.

    ``free`` says what varies across it: ``()`` for a single equilibrium, ``("call",)`` when the callers'
    probability at their mixed card ranges over an interval (Player I's strategy fixed), ``("bet",)``
    when Player I's probabilities at his indifferent cards range over a polytope (the callers' fixed),
    ``("bet", "call")`` when both vary (a polygon: Player I indifferent at the callers' mixed card).
    The vertices and the centroid are certified exactly; the conditions are linear along the piece.
    """

    vertices: tuple
    free: tuple

    @property
    def is_point(self) -> bool:
        return len(self.vertices) == 1


@dataclass(frozen=True)
class SymmetricEquilibria:
    """All symmetric equilibria of the ``n``-card game with bet ``b`` whose callers play a threshold with at
    most one mixed card (Player I's strategy is not restricted: any set of cards may bet or mix), as a
    union of convex ``pieces``. Pieces may touch at a vertex."""

    n: int
    b: int
    pieces: tuple

    @property
    def unique(self) -> bool:
        return len(self.pieces) == 1 and self.pieces[0].is_point

    @property
    def values(self) -> tuple:
        """Player I's values at the vertices, smallest first."""
        return tuple(sorted({v.value for piece in self.pieces for v in piece.vertices}))

    @property
    def shapes(self) -> tuple:
        """The (Player I's mixed cards, a caller's mixed cards) counts over the vertices, sorted."""
        return tuple(sorted({v.mixed for piece in self.pieces for v in piece.vertices}))


#: Largest deck :func:`finite` accepts (its scan is O(n) exact work per calling cut, nearest cut first).
MAX_FINITE_CARDS = 20_000
#: Largest bet :func:`finite` accepts (the integer payoffs of 0/1 profiles stay far below 2^63).
MAX_FINITE_BET = 10**6
#: Largest deck :func:`equilibria` accepts: it scans all n + 1 calling cuts (O(n^2) work).
MAX_ENUMERATED_CARDS = 2_000


def _certified(n: int, b: int, bet, call) -> FiniteEquilibrium:
    cert = certify(n, b, bet, call)
    if not cert.is_equilibrium:  # pragma: no cover - the search's conditions are exactly the certificate's
        raise AssertionError(f"n={n}, b={b}: a profile found by the search fails its certificate: {cert.gains}")
    return FiniteEquilibrium(n, b, cert.values, tuple(bet), tuple(call))


def _piece(n: int, b: int, verts, free) -> Piece:
    eqs = tuple(_certified(n, b, p, q) for p, q in verts)
    if len(verts) > 1:
        centroid = [sum(col, Fraction(0)) / len(verts) for col in zip(*(p + q for p, q in verts))]
        _certified(n, b, centroid[:n], centroid[n:])
    return Piece(eqs, free)


def _cut_order(n: int, b: int) -> list:
    """Calling cuts c = 0..n, nearest to the continuous game's cut (scaled to the deck) first."""
    c0 = (1 - float(continuous(b).C)) * n
    return sorted(range(n + 1), key=lambda c: (abs(c + 0.5 - c0), c))


def finite(n: int, b: int) -> FiniteEquilibrium:
    """A certified symmetric equilibrium of three-player poker with ``n`` cards and bet ``b``.

    Limits: ``3 <= n <= MAX_FINITE_CARDS``, ``1 <= b <= MAX_FINITE_BET``. Scans the callers' threshold
    (calling cut and mixed card) outward from the continuous game's cut and returns the first equilibrium
    found: Player I's best reply, his indifferent cards and their mixing are derived exactly at each cut,
    not assumed (see :func:`equilibria` for all of them). Where the first cut with an equilibrium carries
    a family, this is the family's vertex whose bets sit on the lowest cards (for n = 4, b = 1 the paper's).
    Raises ``RuntimeError`` if no calling cut carries an equilibrium: every symmetric equilibrium would
    then have callers who mix on two or more cards or call a set of cards that is not a top block.
    """
    n = _validate.integer(n, "n", 3, MAX_FINITE_CARDS)
    b = _validate.integer(b, "b", 1, MAX_FINITE_BET)
    order = _cut_order(n, b)
    for start in range(0, len(order), 32):  # screen the cuts in small batches, nearest first
        for c in _cuts_to_search(n, b, order[start:start + 32]):
            for verts, _ in _pieces_with_calls(n, b, c):
                return _certified(n, b, *max(verts))  # a family: the vertex that bluffs with the lowest cards
    raise RuntimeError(f"n={n}, b={b}: no symmetric equilibrium in which the callers play a threshold with at "
                       f"most one mixed card; the search does not cover callers mixing on two or more cards")


def _cuts_to_search(n: int, b: int, cuts=None, block: int = 256) -> list:
    """The calling cuts that can carry an equilibrium, screened for all cuts at once (int64, exact).

    A cut is dropped only if it provably carries none, by the argument of :func:`_pieces_with_calls`: no
    card of Player I is indifferent at u = 0, his best reply there fails the callers' conditions, and the
    callers' mixed card cannot be indifferent for any of his best replies as u runs through [0, 1). The
    kept cuts are then examined exactly.
    """
    everything = np.arange(n + 1) if cuts is None else np.asarray(cuts, dtype=np.int64)
    keep = []
    for start in range(0, len(everything), block):
        cuts = everything[start:start + block]
        m = n - cuts - 1  # the mixed card (-1: none)
        cards = np.arange(n)
        r0 = (cards[None, :] > m[:, None]).astype(np.int64)
        r1 = (cards[None, :] >= m[:, None]).astype(np.int64)
        g0, g1 = bettor_gains(n, b, r0), bettor_gains(n, b, r1)
        crossing = np.sign(g0) * np.sign(g1) < 0
        n_cross = crossing.sum(axis=1)
        zeros = np.any(g0 == 0, axis=1)
        base = (g0 > 0).astype(np.int64)
        rows, mm = np.arange(len(cuts)), np.maximum(m, 0)
        cg = caller_gains(n, b, base, r0)
        at_m = np.where(m >= 0, cg[rows, mm], 1)
        ok0 = np.all(np.where(cards[None, :] > m[:, None], cg >= 0, cg <= 0), axis=1)
        # As u runs through [0, 1) the crossing cards flip one by one; the callers' mixed card needs, at a
        # breakpoint or on an interval, an indifference that is linear in the flipped cards' probabilities
        # (and involves neither u nor the other caller). Bound its gain over every partial flip.
        low, high = at_m.copy(), at_m.copy()
        order = np.cumsum(crossing, axis=1)
        for j in range(1, int(n_cross.max(initial=0)) + 1):
            sel = np.flatnonzero(n_cross >= j)
            k = np.argmax(order[sel] == j, axis=1)
            flipped = base[sel].copy()
            flipped[np.arange(len(sel)), k] = 1 - flipped[np.arange(len(sel)), k]
            delta = caller_gains(n, b, flipped, r0[sel])[np.arange(len(sel)), mm[sel]] - at_m[sel]
            low[sel] += np.minimum(delta, 0)
            high[sel] += np.maximum(delta, 0)
        reachable = (n_cross > 0) & (m >= 0) & (low <= 0) & (high >= 0)
        search = zeros | reachable | ok0 | (at_m == 0)
        keep.extend(cuts[search].tolist())
    return keep


def equilibria(n: int, b: int) -> SymmetricEquilibria:
    """Every symmetric equilibrium whose callers play a threshold with at most one mixed card, certified.

    Where :func:`callers_shape_forced` holds (every n >= 10; every n at b = 1, 2, 3), these are all the
    symmetric equilibria.

    Limits: ``3 <= n <= MAX_ENUMERATED_CARDS``, ``1 <= b <= MAX_FINITE_BET``. All n + 1 calling cuts and
    every calling probability in [0, 1) are covered (exactly, by the breakpoint argument of
    :func:`_pieces_with_calls`); Player I's strategy is any best reply. Pieces contained in another
    (a single equilibrium that is a vertex of a family) are dropped.
    """
    n = _validate.integer(n, "n", 3, MAX_ENUMERATED_CARDS)
    b = _validate.integer(b, "b", 1, MAX_FINITE_BET)
    found = [pv for c in _cuts_to_search(n, b) for pv in _pieces_with_calls(n, b, c)]
    found = list(dict.fromkeys(found))
    families = [set(verts) for verts, _ in found if len(verts) > 1]
    kept = [(verts, free) for verts, free in found if len(verts) > 1 or not any(verts[0] in f for f in families)]
    return SymmetricEquilibria(n, b, tuple(_piece(n, b, verts, free) for verts, free in kept))


def sequential_gain(eq: FiniteEquilibrium) -> Fraction:
    """Player III's best gain, in ante-1 units, if he may condition on Player II's call or fold.

    Against the equilibrium's I and II, III chooses call or fold separately for each card and each
    observed action of II. A positive gain means the profile is not an equilibrium of sequential play.
    Exact, by a direct sum over deals (``O(n^3)``: meant for decks up to a few hundred cards).
    """
    n, b = eq.n, eq.b
    p = [Fraction(x) for x in eq.bet]
    q = [Fraction(x) for x in eq.call]
    best = Fraction(0)
    current = Fraction(0)
    for k in range(1, n + 1):
        for seen in ("call", "fold"):
            pay = {"call": Fraction(0), "fold": Fraction(0)}
            for i in range(1, n + 1):
                if i == k or p[i - 1] == 0:
                    continue
                for j in range(1, n + 1):
                    if j in (i, k):
                        continue
                    w = p[i - 1] * (q[j - 1] if seen == "call" else 1 - q[j - 1])
                    if w == 0:
                        continue
                    pay["fold"] += -w
                    if seen == "call":
                        pay["call"] += w * ((2 * b + 2) if k > max(i, j) else -(b + 1))
                    else:
                        pay["call"] += w * ((b + 2) if k > i else -(b + 1))
            best += max(pay.values())
            current += q[k - 1] * pay["call"] + (1 - q[k - 1]) * pay["fold"]
    return (best - current) / (n * (n - 1) * (n - 2))


# ----------------------------------------------------------------------------------------------
# continuous hands

_A, _B, _C, _b = sp.symbols("A B C b", positive=True)


def _check_ev(x):
    """Player I checks with hand x: he wins the pot iff both others are lower: 2x^2 - (1 - x^2)."""
    return 3 * x**2 - 1


def _bet_ev(x, C, b):
    """Player I bets b with hand x > C against callers calling above C."""
    return 2 * C**2 + 2 * C * (x - C) * (b + 2) + 2 * (b + 1) * (x - C) ** 2 - (b + 1) * (1 - x**2)


def _bluff_ev(C, b):
    """Player I bets b with hand x < C: he wins only if both fold."""
    return 2 * C**2 - (b + 1) * (1 - C**2)


@lru_cache(maxsize=1)
def equations() -> tuple:
    """The three indifference conditions (sympy, in A, B, C, b), derived from the rules."""
    eq_A = sp.Eq(_check_ev(_A), _bluff_ev(_C, _b))
    eq_B = sp.Eq(_check_ev(_B), _bet_ev(_B, _C, _b))
    # a caller at y = C, given that I bets: fold loses the ante; call beats bluffs (x < A) unless the
    # other caller also calls (z > C beats C), loses to value bets (x > B)
    fold = -(_A + (1 - _B))
    call = _A * (_C * (_b + 2) - (1 - _C) * (_b + 1)) - (1 - _B) * (_b + 1)
    eq_C = sp.Eq(fold, call)
    return eq_A, eq_B, eq_C


@dataclass(frozen=True)
class ContinuousEquilibrium:
    """The continuous three-player equilibrium for bet ``b``: I bets below ``A`` and above ``B``, II and III
    call above ``C``; ``value`` is Player I's (ante-1 units); each caller gets ``-value / 2``."""

    b: object
    A: object
    B: object
    C: object
    value: object


def _solve_mp(b, dps: int = 40):
    r"""A, B, C and Player I's value at bet ``b``, to ``dps`` digits.

    The conditions at A and B give A and B in terms of C: :math:`3A^2 = (3 + b)C^2 - b` and
    :math:`3B^2 - 2BC - 1 = 0`; the caller's condition is then one equation in C, bracketed between
    :math:`\sqrt{b/(3+b)}` (A = 0) and 1 and solved by bisection-safe root finding.

    The working precision grows with :math:`|\log_{10} b|`: for a small bet the value (about
    0.385 b) is a difference of terms of order 1, and for a large one the root lies within about 1/b of
    the bracket's lower end, so both lose that many digits (three times that for a large bet, where
    :math:`(3 + b)C^2 - b` cancels too).
    """
    bb = mp.mpf(b)
    lost = int(mp.ceil(abs(mp.log10(bb)))) if bb != 1 else 0
    if bb > 1:  # A^2 = ((3 + b) C^2 - b)/3 cancels about twice more digits than the bracket shrinks
        lost *= 3
    with mp.workdps(dps + 10 + lost):
        bb = mp.mpf(b)

        def cuts(C):
            A = mp.sqrt(max(((3 + bb) * C**2 - bb) / 3, 0))
            B = (C + mp.sqrt(C**2 + 3)) / 3
            return A, B

        def g(C):
            A, B = cuts(C)
            return -2 * A * C * bb - 3 * A * C + A * bb - B * bb + bb

        lo, hi = mp.sqrt(bb / (3 + bb)), mp.mpf(1)
        C = mp.findroot(g, (lo, hi), solver="anderson")
        A, B = cuts(C)
        val = A * (2 * C**2 - (bb + 1) * (1 - C**2)) + (B**3 - B) - (A**3 - A) + _bet_integral(B, C, bb)
        return +A, +B, +C, +val


def _bet_integral(B, C, b):
    """Integral of Player I's bet EV over x in (B, 1) (closed form of :func:`_bet_ev`)."""
    def prim(x):
        return (2 * C**2 * x + C * (b + 2) * (x - C) ** 2 + 2 * (b + 1) * (x - C) ** 3 / 3
                - (b + 1) * (x - x**3 / 3))
    return prim(mp.mpf(1)) - prim(B)  # an mpf 1: x**3 / 3 with a Python int 1 would be a float


#: Largest bet of :func:`continuous` (the cut equations are solved in 30-digit floats; at 1e300 their
#: shape 0 < A < C < B < 1 is lost to rounding).
MAX_CONTINUOUS_BET = 10**12
#: Largest grid of the numerical checks (a few arrays of this many floats).
MAX_GRID = 10_000_001


def continuous(b, digits: int = 40) -> ContinuousEquilibrium:
    """The continuous game at bet ``b`` (ante-1 units), solved in mpmath to ``digits`` digits.

    ``0 < b <= MAX_CONTINUOUS_BET``, ``15 <= digits <= 1000``. Only mpmath arithmetic is used (no
    machine floats), so every machine gets the same digits.
    """
    b = _validate.bet_size(b, "b")
    digits = _validate.integer(digits, "digits", 15, 1000)
    if not b <= MAX_CONTINUOUS_BET:
        raise ValueError(f"b must be a finite number in (0, {MAX_CONTINUOUS_BET:.0e}] (30-digit cut equations); got {b}")
    A, B, C, val = _solve_mp(float(b) if not isinstance(b, Fraction) else mp.mpf(b.numerator) / b.denominator, digits)
    if not (0 < A < C < B < 1):  # pragma: no cover - holds on the tested range
        raise ValueError(f"the assumed shape 0 < A < C < B < 1 fails at b = {b}")
    return ContinuousEquilibrium(b, A, B, C, val)


@dataclass(frozen=True)
class OptimalBet:
    """The bet ``b`` maximising Player I's continuous value, and that value (mpmath, 30 digits)."""

    b: object
    value: object


def optimal_bet() -> OptimalBet:
    """Player I's best bet size in the continuous game: the root of dV/db.

    dV/db is a numerical derivative of the 70-digit solution, so ``b`` is good to about 20 digits.
    """
    with mp.workdps(40):
        dV = lambda bb: mp.diff(lambda t: _solve_mp(t, 70)[3], bb)  # noqa: E731
        b_star = mp.findroot(dV, (mp.mpf(2), mp.mpf("2.2")), solver="anderson", tol=mp.mpf(10) ** -40)
        return OptimalBet(+b_star, _solve_mp(b_star, 50)[3])


def _caller_gains(A, B, C, b, z):
    """A caller's gain of calling over folding with hand ``z`` (given I bets), split by the other caller.

    Returns the contributions from deals where the other caller calls and where he folds (the other
    caller uses threshold C); their sum is the simultaneous-play gain. ``m(z)`` is the measure of
    Player I's betting hands below z; a call beats folding by 2b + 3 when z beats both others, by b + 3
    when heads-up and z wins, and loses b otherwise.
    """
    m = np.minimum(z, A) + np.clip(z - B, 0.0, None)
    total = A + 1 - B
    other_calls = (3 * b + 3) * m * np.clip(z - C, 0.0, None) - b * total * (1 - C)
    other_folds = C * ((2 * b + 3) * m - b * total)
    return other_calls, other_folds


@dataclass(frozen=True)
class BestReplyCheck:
    """Largest gain of a best reply over the equilibrium action, over a grid of hands (continuous game)."""

    bettor: float
    caller: float


def continuous_check(b, grid: int = 100_001) -> BestReplyCheck:
    """Check the continuous equilibrium's actions against best replies on a grid of hands.

    Player I: bet (below A, above B) vs check; a caller: call (above C) vs fold, against the other
    caller's threshold C. Both numbers should be 0 up to rounding.
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous(b)
    A, B, C, bb = float(c.A), float(c.B), float(c.C), float(b)
    x = np.linspace(0.0, 1.0, grid)
    check = 3 * x**2 - 1
    bet = np.where(x < C, 2 * C**2 - (bb + 1) * (1 - C**2), _bet_ev(x, C, bb))
    bets = (x < A) | (x > B)
    gain_I = np.max(np.where(bets, check - bet, bet - check))
    gain = sum(_caller_gains(A, B, C, bb, x))
    gain_II = np.max(np.where(x > C, -gain, gain))
    return BestReplyCheck(max(float(gain_I), 0.0), max(float(gain_II), 0.0))


@dataclass(frozen=True)
class Sequential:
    """Player III's best reply in the continuous game when he sees Player II's action first.

    ``gain``: his improvement over the symmetric equilibrium (ante-1 units); ``call_after_call`` and
    ``call_after_fold``: his best calling thresholds after II calls and after II folds (the equilibrium
    uses ``C`` for both).
    """

    gain: float
    call_after_call: float
    call_after_fold: float


def continuous_sequential(b, grid: int = 200_001) -> Sequential:
    """How much Player III gains in the continuous game by conditioning on Player II's action.

    The improvement of the best reply is integrated over z by Simpson's rule on ``grid`` points (the
    integrand is piecewise polynomial with a jump at C, so the result is good to about 1e-9).
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous(b)
    A, B, C, bb = float(c.A), float(c.B), float(c.C), float(b)
    z = np.linspace(0.0, 1.0, grid)
    after_call, after_fold = _caller_gains(A, B, C, bb, z)
    calls = z > C
    gain = sum(np.maximum(g, 0.0) - np.where(calls, g, 0.0) for g in (after_call, after_fold))
    h = 1.0 / (grid - 1)
    total = h / 3 * (gain[0] + gain[-1] + 4 * gain[1:-1:2].sum() + 2 * gain[2:-1:2].sum())
    first = lambda g: float(z[np.argmax(g > 0)])  # noqa: E731  (each gain rises through 0 once)
    return Sequential(float(total), first(after_call), first(after_fold))
