"""Pure equilibria of the ``2^n x 2^n`` subset game and of its threshold strategies (paper: "vanilla"
and restricted approaches). Payoffs are exact integers (times ``n(n - 1)``); values in ante-1 units.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from lcp.core import _validate

#: Largest deck for which the subset strategies are enumerated (2^n rows of n cards).
MAX_PURE_CARDS = 22


#: Largest deck for which the full 2^n x 2^n payoff matrix is built.
MAX_MATRIX_CARDS = 13


#: Largest deck of :func:`threshold_equilibria` (its arrays hold about n^3 / 2 int64 entries: 100 MB at 300).
MAX_THRESHOLD_CARDS = 300


def _terms(n: int, b: int):
    """n(n - 1) * Payoff(S1, S2) = sum_{i in S1} a_i + sum_{i in S1, j in S2} K_ij (checks cancel).

    int64 while every sum of n^2 entries fits (b up to about 2^62 / n^2), Python integers (exact, slower)
    beyond; :func:`_check_exact_range` refuses what would be too slow that way.
    """
    dtype = np.int64 if n * n * (b + 3) < 2**62 else object
    a = np.array([2 * (n - i) for i in range(1, n + 1)], dtype=dtype)
    idx = np.arange(n)
    win, lose = (np.array(v, dtype=dtype) for v in (b, -(b + 2)))  # (b + 1) - 1 and -(b + 1) - 1
    K = np.where(idx[:, None] > idx[None, :], win, lose)
    np.fill_diagonal(K, 0)
    return a, K


def _check_exact_range(n: int, b: int, largest_n: int) -> None:
    """Refuse a bet so large that int64 sums could overflow when the deck is too big for Python integers."""
    if n * n * (b + 3) >= 2**62 and n > largest_n:
        raise ValueError(
            f"b must be < 2**62 / (n**2) = {2**62 // (n * n) - 3} for n = {n} > {largest_n} (exact int64 sums; "
            f"beyond that exact Python integers are used, too slow for more than {largest_n} cards); got b = {b}"
        )


def _subsets(n: int) -> np.ndarray:
    """Row r is the indicator vector of the subset with bitmask r (bit i-1 <-> card i)."""
    r = np.arange(2**n, dtype=np.int64)
    return ((r[:, None] >> np.arange(n)) & 1).astype(np.int64)


def _as(P: np.ndarray, like: np.ndarray) -> np.ndarray:
    return P if like.dtype == P.dtype else P.astype(object)


def _subset_sums(M: np.ndarray) -> np.ndarray:
    """Row ``r`` is the sum of the rows ``M[i]`` over the bits ``i`` of ``r``: ``_subsets(n) @ M``, exactly.

    Built by doubling: the subsets containing card ``i + 1`` are those without it plus ``M[i]``, so each
    row costs one addition of a row instead of a product of ``n`` terms, in ``M``'s dtype (int64 or Python
    integers).
    """
    out = np.zeros((1,) + M.shape[1:], dtype=M.dtype)
    for row in M:
        out = np.concatenate([out, out + row])
    return out


def cards_of_mask(mask: int) -> frozenset:
    """The cards a bitmask stands for (bit ``i - 1`` is card ``i``): the rows and columns of
    :func:`payoff_matrix`, and the strategies of :func:`pure_equilibria`, are indexed by such masks.

    Parameters
    ----------
    mask : int
        A non-negative integer.

    Returns
    -------
    frozenset of int

    Examples
    --------
    >>> sorted(cards_of_mask(0b101)), cards_of_mask(0)
    ([1, 3], frozenset())
    """
    mask = _validate.integer(mask, "mask", 0)
    return frozenset(i + 1 for i in range(mask.bit_length()) if mask >> i & 1)


def payoff_matrix(n: int, b: int) -> np.ndarray:
    """The paper's ``2^n x 2^n`` payoff matrix times ``n(n - 1)`` (exact integers).

    Entry ``[r, c]`` is Player I's payoff when he bets exactly with the cards of bitmask ``r`` and
    Player II calls exactly with those of bitmask ``c`` (bit ``i - 1`` is card ``i``).

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        The bet (ante 1), at least 1; from ``2**62 / n**2 - 3`` on (exact Python integers instead of int64)
        only for ``n <= 8``, larger decks are refused that way.

    Returns
    -------
    numpy.ndarray
        ``2^n x 2^n`` exact integers.

    Examples
    --------
    >>> payoff_matrix(2, 1)  # rows: I bets with {}, {1}, {2}, {1, 2}; columns: II calls with them
    array([[ 0,  0,  0,  0],
           [ 2,  2, -1, -1],
           [ 0,  1,  0,  1],
           [ 2,  3, -1,  0]])
    """
    n = _validate.integer(n, "n", 2, MAX_MATRIX_CARDS)
    b = _validate.integer(b, "b", 1)
    _check_exact_range(n, b, 8)  # 2^n x 2^n products of Python integers: a second at 8 cards
    a, K = _terms(n, b)
    P = _as(_subsets(n), a)
    return (P @ a)[:, None] + (P @ K) @ P.T


@dataclass(frozen=True)
class PureEquilibria:
    """All pure equilibria (saddle points) of the subset game; iterate for the ``(S1, S2)`` pairs.

    ``S1`` is the set of cards Player I bets with, ``S2`` those Player II calls with. ``value`` is
    ``None`` when there is none (then ``maximin < minimax``).

    Examples
    --------
    >>> pure = pure_equilibria(9, 2)
    >>> pure.value, len(pure)
    (Fraction(1, 9), 7)
    >>> sorted(pure.bettor_sets[0]), sorted(pure.caller_sets[0])
    ([1, 8, 9], [3, 6, 8, 9])
    """

    n: int
    b: int
    equilibria: tuple  # of (frozenset, frozenset)
    value: Fraction | None
    maximin: Fraction  # Player I's best guaranteed payoff with a pure strategy
    minimax: Fraction  # Player II's best guaranteed loss with a pure strategy

    def __iter__(self):
        return iter(self.equilibria)

    def __len__(self) -> int:
        return len(self.equilibria)

    @property
    def bettor_sets(self) -> tuple:
        return tuple(sorted({s1 for s1, _ in self.equilibria}, key=sorted))

    @property
    def caller_sets(self) -> tuple:
        return tuple(sorted({s2 for _, s2 in self.equilibria}, key=sorted))


def _pure_from(n: int, row_min: np.ndarray, col_max: np.ndarray, b: int) -> PureEquilibria:
    scale = n * (n - 1)
    lo, hi = int(row_min.max()), int(col_max.min())
    pairs: tuple = ()
    if lo == hi:
        rows = [cards_of_mask(int(r)) for r in np.flatnonzero(row_min == lo)]
        cols = [cards_of_mask(int(c)) for c in np.flatnonzero(col_max == hi)]
        pairs = tuple((r, c) for r in sorted(rows, key=sorted) for c in sorted(cols, key=sorted))
    value = Fraction(lo, scale) if lo == hi else None
    return PureEquilibria(n, b, pairs, value, Fraction(lo, scale), Fraction(hi, scale))


def pure_equilibria(n: int, b: int) -> PureEquilibria:
    """Every pure Nash equilibrium of von Neumann poker with ``n`` cards and bet ``b``.

    Exhaustive over all ``2^n`` subsets for each player. Against a fixed ``S1`` Player II's best reply
    decides card by card (call with ``j`` iff that lowers Player I's payoff), and likewise for Player I,
    so the row minima and column maxima of the ``2^n x 2^n`` matrix cost ``O(2^n n)``. A pair is a
    saddle point iff its row minimum and column maximum both equal the common value.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        The bet (ante 1).

    Returns
    -------
    PureEquilibria

    Examples
    --------
    >>> pure_equilibria(4, 2).value is None  # no saddle point: every equilibrium mixes
    True
    >>> pure_equilibria(4, 2).maximin, pure_equilibria(4, 2).minimax
    (Fraction(0, 1), Fraction(1, 6))
    """
    n = _validate.integer(n, "n", 2, MAX_PURE_CARDS)
    b = _validate.integer(b, "b", 1)
    _check_exact_range(n, b, 12)
    a, K = _terms(n, b)
    # row r of P @ K (P: the subsets' indicator rows, as in payoff_matrix) is the sum of K's rows of the cards in r
    row_min = _subset_sums(a) + np.minimum(_subset_sums(K), 0).sum(axis=1)  # II calls with j iff (S1 K)_j < 0
    col_max = np.maximum(a[None, :] + _subset_sums(K.T), 0).sum(axis=1)  # I bets with i iff a_i + (K S2)_i > 0
    return _pure_from(n, row_min, col_max, b)


def pure_equilibria_by_matrix(n: int, b: int) -> PureEquilibria:
    """Same as :func:`pure_equilibria`, from the full ``2^n x 2^n`` matrix (the paper's way).

    Examples
    --------
    >>> pure_equilibria_by_matrix(6, 2) == pure_equilibria(6, 2)
    True
    """
    M = payoff_matrix(n, b)
    return _pure_from(int(n), M.min(axis=1), M.max(axis=0), int(b))


@dataclass(frozen=True)
class ThresholdEquilibria:
    """Saddle points of the game restricted to threshold strategies.

    Player I checks iff ``A <= i <= B`` (``1 <= A < B <= n``) and bets otherwise; Player II calls iff
    ``j >= C`` (``1 <= C <= n``). ``cuts`` lists every saddle point ``(A, B, C)``; ``unrestricted``
    says, for each, whether it is also an equilibrium of the full game (no subset deviation gains).

    Examples
    --------
    >>> t = threshold_equilibria(18, 2)
    >>> t.value, t.cuts, t.unrestricted
    (Fraction(1, 9), ((3, 14, 11),), (True,))
    """

    n: int
    b: int
    cuts: tuple
    value: Fraction | None
    unrestricted: tuple


def _threshold_sums(a: np.ndarray, K: np.ndarray, A: np.ndarray, B: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(bets @ K, bets @ a)`` for the bet indicators ``bets[r, i] = (i + 1 < A[r] or i + 1 > B[r])``.

    Player I bets every card outside ``A..B``, so each sum is the whole column's minus the checked cards',
    read off prefix sums over the cards: ``O(n)`` per pair instead of ``O(n^2)``, in the dtype of ``a`` and
    ``K`` (int64 or Python integers), hence exactly equal to the matrix products.
    """
    zero = np.zeros((1,) + K.shape[1:], dtype=K.dtype)
    CK = np.concatenate([zero, np.cumsum(K, axis=0)])  # CK[t] = sum of rows 0..t-1
    Ca = np.concatenate([zero[0, :1], np.cumsum(a)])
    return CK[-1][None, :] - (CK[B] - CK[A - 1]), Ca[-1] - (Ca[B] - Ca[A - 1])


def threshold_equilibria(n: int, b: int) -> ThresholdEquilibria:
    """Pure equilibria among threshold strategies (``O(n^3)`` work, vectorised; ``3 <= n <= MAX_THRESHOLD_CARDS``).

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        The bet (ante 1).

    Returns
    -------
    ThresholdEquilibria

    Examples
    --------
    >>> threshold_equilibria(10, 2).value
    Fraction(1, 9)
    """
    n = _validate.integer(n, "n", 3, MAX_THRESHOLD_CARDS)
    b = _validate.integer(b, "b", 1)
    _check_exact_range(n, b, 30)
    a, K = _terms(n, b)
    A, B = np.array([(A, B) for A in range(1, n + 1) for B in range(A + 1, n + 1)]).T
    cards = np.arange(1, n + 1)
    pK, pa = _threshold_sums(a, K, A, B)
    # payoff[pair, C - 1] = bets . a + sum_{j >= C} pK_j
    tail = np.cumsum(pK[:, ::-1], axis=1)[:, ::-1]
    payoff = pa[:, None] + tail
    row_min, col_max = payoff.min(axis=1), payoff.max(axis=0)
    lo, hi = int(row_min.max()), int(col_max.min())
    if lo != hi:
        return ThresholdEquilibria(n, b, (), None, ())
    cuts, full = [], []
    for r in np.flatnonzero(row_min == lo):
        for c in np.flatnonzero(col_max == hi):
            cuts.append((int(A[r]), int(B[r]), int(c) + 1))
            p = ((cards < A[r]) | (cards > B[r])).astype(np.int64)
            q = (cards >= c + 1).astype(np.int64)
            best_I = int(np.maximum(a + K @ q, 0).sum())  # Player I's best subset against q
            best_II = int(p @ a + np.minimum(p @ K, 0).sum())  # Player II's best subset against p
            full.append(best_I == lo == best_II)
    return ThresholdEquilibria(n, b, tuple(cuts), Fraction(lo, n * (n - 1)), tuple(full))
