"""Certified symmetric equilibria of the three-player finite-deck game: :func:`finite` (the first found,
scanning from the continuous game's calling cut), :func:`equilibria` (all of them, as convex pieces) and
:func:`sequential_gain`. Values in ante-1 units.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import numpy as np

from lcp.core import _validate
from lcp.finite.finite_game import Certificate, CertificationError

from . import pieces
from .continuous import continuous_equilibrium
from .payoffs import _bet_gains, _call_gains, certify
from .pieces import pieces_at_cut


@dataclass(frozen=True)
class FiniteEquilibrium:
    """A certified equilibrium of the ``n``-card game with bet ``b``, Players II and III alike.

    ``bet[i - 1]``: probability that Player I bets with card ``i``; ``call[j - 1]``: probability that
    Player II (and III) calls with card ``j``. ``values``: exact (I, II, III), ante-1 units, sum 0.
    ``A``, ``B``, ``C`` are the cuts as fractions of the deck, in the paper's form: I bets below ``A``
    and above ``B``, a caller calls above ``C`` (a mixed card counts by its probability). ``profile`` is
    ``(bet, call)``; ``certificate`` (an attribute) the exact one of :func:`lcp.finite.three_player.certify`,
    computed on first use (:func:`finite` hands over the one it proved); ``certified`` its verdict.

    Examples
    --------
    >>> eq = finite(4, 1)
    >>> eq.value, [str(x) for x in eq.bet], [str(x) for x in eq.call]
    (Fraction(1, 24), ['2/3', '0', '0', '1'], ['0', '0', '1/4', '1'])
    >>> eq.A, eq.B, eq.C, eq.mixed
    (Fraction(1, 6), Fraction(3, 4), Fraction(11, 16), (1, 1))
    """

    n: int
    b: int
    values: tuple
    bet: tuple
    call: tuple
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def value(self) -> Fraction:
        """Player I's value (ante-1 units)."""
        return self.values[0]

    @property
    def profile(self) -> tuple:
        """The symmetric profile ``(bet, call)``: Player I's strategy, and both callers' one strategy."""
        return (self.bet, self.call)

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

    @cached_property
    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate (:func:`lcp.finite.three_player.certify`)."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.n, self.b, self.bet, self.call)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`finite`, which raises otherwise)."""
        return self.certificate.certified


@dataclass(frozen=True)
class Piece:
    """A convex set of symmetric equilibria: every mixture of the ``vertices`` is an equilibrium.

    ``free`` says what varies across it: ``()`` for a single equilibrium, ``("call",)`` when the callers'
    probability at their mixed card ranges over an interval (Player I's strategy fixed), ``("bet",)``
    when Player I's probabilities at his indifferent cards range over a polytope (the callers' fixed),
    ``("bet", "call")`` when both vary (a polygon: Player I indifferent at the callers' mixed card).
    The vertices and the centroid are certified exactly; the conditions are linear along the piece.

    Examples
    --------
    >>> piece = equilibria(5, 1).pieces[0]
    >>> piece.is_point, piece.free, piece.vertices[0].value
    (False, ('bet',), Fraction(3, 40))
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
    union of convex ``pieces``. Pieces may touch at a vertex.

    Examples
    --------
    >>> eqs = equilibria(8, 2)
    >>> eqs.unique, eqs.values, eqs.shapes
    (False, (Fraction(1, 10),), ((1, 1),))
    """

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


#: Largest deck :func:`equilibria` accepts: it scans all n + 1 calling cuts (O(n^2) work).
MAX_ENUMERATED_CARDS = 2_000


def _certified(n: int, b: int, bet, call) -> FiniteEquilibrium:
    cert = certify(n, b, bet, call)
    if not cert.is_equilibrium:  # pragma: no cover - the search's conditions are exactly the certificate's
        raise CertificationError(f"n={n}, b={b}: a profile found by the search fails its certificate: {cert.gains}")
    eq = FiniteEquilibrium(n, b, cert.values, tuple(bet), tuple(call))
    object.__setattr__(eq, "_certificate", cert)  # the proof comes with the result
    return eq


def _piece(n: int, b: int, verts, free) -> Piece:
    eqs = tuple(_certified(n, b, p, q) for p, q in verts)
    if len(verts) > 1:
        centroid = [sum(col, Fraction(0)) / len(verts) for col in zip(*(p + q for p, q in verts))]
        _certified(n, b, centroid[:n], centroid[n:])
    return Piece(eqs, free)


def _cut_order(n: int, b: int) -> list:
    """Calling cuts c = 0..n, nearest to the continuous game's cut (scaled to the deck) first."""
    c0 = (1 - float(continuous_equilibrium(b).C)) * n
    return sorted(range(n + 1), key=lambda c: (abs(c + 0.5 - c0), c))


def finite(n: int, b: int) -> FiniteEquilibrium:
    """A certified symmetric equilibrium of three-player poker with ``n`` cards and bet ``b``.

    Limits: ``3 <= n <= MAX_FINITE_CARDS``, ``1 <= b <= MAX_FINITE_BET``. Scans the callers' threshold
    (calling cut and mixed card) outward from the continuous game's cut and returns the first equilibrium
    found: Player I's best reply, his indifferent cards and their mixing are derived exactly at each cut,
    not assumed (see :func:`equilibria` for all of them). Where the first cut with an equilibrium carries
    a family, this is the family's vertex whose bets sit on the lowest cards (for n = 4, b = 1 the paper's).
    Raises :class:`~lcp.finite.finite_game.CertificationError` if no calling cut carries an equilibrium: every
    symmetric equilibrium would then have callers who mix on two or more cards or call a set of cards that
    is not a top block.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        Player I's bet (ante 1 each).

    Returns
    -------
    FiniteEquilibrium
        Exact strategies and values, certified.

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If no calling cut carries an equilibrium of the searched shape (or, never seen, a profile the
        search derives fails its exact certificate).

    Examples
    --------
    >>> eq = finite(10, 2)
    >>> eq.value, eq.certificate.is_equilibrium
    (Fraction(106, 1125), True)
    """
    n = _validate.integer(n, "n", 3, pieces.MAX_FINITE_CARDS)
    b = _validate.integer(b, "b", 1, pieces.MAX_FINITE_BET)
    order = _cut_order(n, b)
    for start in range(0, len(order), 32):  # screen the cuts in small batches, nearest first
        for c in _cuts_to_search(n, b, order[start : start + 32]):
            for verts, _ in pieces_at_cut(n, b, c):
                return _certified(n, b, *max(verts))  # a family: the vertex that bluffs with the lowest cards
    raise CertificationError(
        f"n={n}, b={b}: no symmetric equilibrium in which the callers play a threshold with at "
        f"most one mixed card; the search does not cover callers mixing on two or more cards"
    )


def _cuts_to_search(n: int, b: int, cuts=None, block: int = 256) -> list:
    """The calling cuts that can carry an equilibrium, screened for all cuts at once (int64, exact).

    A cut is dropped only if it provably carries none, by the argument of :func:`pieces_at_cut`: no
    card of Player I is indifferent at u = 0, his best reply there fails the callers' conditions, and the
    callers' mixed card cannot be indifferent for any of his best replies as u runs through [0, 1). The
    kept cuts are then examined exactly.
    """
    everything = np.arange(n + 1) if cuts is None else np.asarray(cuts, dtype=np.int64)
    keep = []
    for start in range(0, len(everything), block):
        cuts = everything[start : start + block]
        m = n - cuts - 1  # the mixed card (-1: none)
        cards = np.arange(n)
        r0 = (cards[None, :] > m[:, None]).astype(np.int64)
        # calling card m too is cut c + 1's profile (cut n has no mixed card): one payoff row per size
        sizes = np.unique(np.concatenate([cuts, np.minimum(cuts + 1, n)]))
        g = _bet_gains(n, b, (cards[None, :] >= n - sizes[:, None]).astype(np.int64))
        g0, g1 = g[np.searchsorted(sizes, cuts)], g[np.searchsorted(sizes, np.minimum(cuts + 1, n))]
        crossing = np.sign(g0) * np.sign(g1) < 0
        n_cross = crossing.sum(axis=1)
        zeros = np.any(g0 == 0, axis=1)
        base = (g0 > 0).astype(np.int64)
        rows, mm = np.arange(len(cuts)), np.maximum(m, 0)
        cg = _call_gains(n, b, base, r0)
        at_m = np.where(m >= 0, cg[rows, mm], 1)
        ok0 = np.all(np.where(cards[None, :] > m[:, None], cg >= 0, cg <= 0), axis=1)
        # As u runs through [0, 1) the crossing cards flip one by one; the callers' mixed card needs, at a
        # breakpoint or on an interval, an indifference that is linear in the flipped cards' probabilities
        # (and involves neither u nor the other caller). Bound its gain over every partial flip. The gain is
        # linear in Player I's profile, and what one betting card adds at the mixed card depends only on its
        # side of it (pieces._Cut.mixed_card_weights; the other caller calls exactly the cards above m):
        # below, b + 3 against each of his m - 1 folding cards and -b against each of the n - 1 - m calling;
        # above, -b against every one of his n - 2 cards.
        w_lo = np.where(m > 0, (m - 1) * (b + 3) - b * (n - 1 - m), 0)
        w_hi = np.where(m < n - 1, -b * (n - 2), 0)
        weight = np.where(
            cards[None, :] < m[:, None], w_lo[:, None], np.where(cards[None, :] > m[:, None], w_hi[:, None], 0)
        )
        delta = np.where(crossing, (1 - 2 * base) * weight, 0)  # flipping one crossing card alone
        low = at_m + np.minimum(delta, 0).sum(axis=1)
        high = at_m + np.maximum(delta, 0).sum(axis=1)
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
    :func:`pieces_at_cut`); Player I's strategy is any best reply. Pieces contained in another
    (a single equilibrium that is a vertex of a family) are dropped.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        Player I's bet (ante 1 each).

    Returns
    -------
    SymmetricEquilibria

    Examples
    --------
    >>> len(equilibria(12, 1).pieces)
    1
    """
    n = _validate.integer(n, "n", 3, MAX_ENUMERATED_CARDS)
    b = _validate.integer(b, "b", 1, pieces.MAX_FINITE_BET)
    found = [pv for c in _cuts_to_search(n, b) for pv in pieces_at_cut(n, b, c)]
    found = list(dict.fromkeys(found))
    families = [set(verts) for verts, _ in found if len(verts) > 1]
    kept = [(verts, free) for verts, free in found if len(verts) > 1 or not any(verts[0] in f for f in families)]
    return SymmetricEquilibria(n, b, tuple(_piece(n, b, verts, free) for verts, free in kept))


def sequential_gain(eq: FiniteEquilibrium) -> Fraction:
    """Player III's best gain, in ante-1 units, if he may condition on Player II's call or fold.

    Against the equilibrium's I and II, III chooses call or fold separately for each card and each
    observed action of II. A positive gain means the profile is not an equilibrium of sequential play.
    Exact, by sums over deals split at III's card with running sums (``O(n)`` Fraction steps: about a
    second at 2,000 cards, ten at ``MAX_FINITE_CARDS`` on the project's machine).

    Parameters
    ----------
    eq : FiniteEquilibrium

    Returns
    -------
    Fraction
        Player III's gain, ante-1 units.

    Examples
    --------
    >>> sequential_gain(finite(6, 1))
    Fraction(5, 96)
    """
    if not isinstance(eq, FiniteEquilibrium):
        raise TypeError(f"eq must be a FiniteEquilibrium (from finite(n, b)); got {type(eq).__name__}")
    n, b = eq.n, eq.b
    p = [Fraction(x) for x in eq.bet]
    q = [Fraction(x) for x in eq.call]
    r = [1 - x for x in q]
    # Sums over deals (i, j) of I's and II's cards, i != j, both != k, split at k by prefix sums: for
    # weights a_i c_j, sum_{i != j, i, j < k} a_i c_j = A_<k C_<k - (ac)_<k, and likewise over all cards.
    P, Q, R = sum(p), sum(q), sum(r)
    PQ, PR = sum(x * y for x, y in zip(p, q)), sum(x * y for x, y in zip(p, r))
    p_lo = q_lo = pq_lo = pr_lo = Fraction(0)  # sums over cards < k
    best = current = Fraction(0)
    for k in range(n):
        pk, qk, rk = p[k], q[k], r[k]
        # II called: III's call wins 2b + 2 when k beats both, else loses b + 1; folding loses the ante
        seen_call = (P - pk) * (Q - qk) - (PQ - pk * qk)
        low = p_lo * q_lo - pq_lo
        call = {"call": (2 * b + 2) * low - (b + 1) * (seen_call - low), "fold": -seen_call}
        # II folded: III's call wins b + 2 when k beats I's card, else loses b + 1
        below = (R - rk) * p_lo - pr_lo  # i < k, j not in {i, k}
        above = (R - rk) * (P - p_lo - pk) - (PR - pr_lo - pk * rk)  # i > k
        fold = {"call": (b + 2) * below - (b + 1) * above, "fold": -(below + above)}
        for pay in (call, fold):  # III's best reply to what he saw, and his equilibrium call q_k
            best += max(pay.values())
            current += qk * pay["call"] + rk * pay["fold"]
        p_lo, q_lo, pq_lo, pr_lo = p_lo + pk, q_lo + qk, pq_lo + pk * qk, pr_lo + pk * rk
    return (best - current) / (n * (n - 1) * (n - 2))
