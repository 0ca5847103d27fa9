r"""Von Neumann and Newman poker with a finite deck (Krityakierne, Thanatipanonda, Zeilberger).

Units: **that paper's** convention, not the pot-1 one. Cards ``1..n`` are dealt without replacement
(every ordered pair of distinct cards equally likely); each player antes 1 (pot 2); Player I checks or
bets a positive size ``s`` from a menu (integers ``b`` for von Neumann, ``1..b`` for Newman); Player II
calls or folds. Player I's net payoff with card ``i`` against card ``j``:

======================  ===========================
check                   ``+1`` if ``i > j``, else ``-1``
bet ``s``, fold         ``+1``
bet ``s``, call         ``+(1 + s)`` if ``i > j``, else ``-(1 + s)``
======================  ===========================

Values are in ante-1 units; the pot-1 units of the continuous games are half of them (bets too:
``s`` here is ``s / 2`` there).

Three ways to find equilibria:

* :func:`pure_equilibria` -- every pure equilibrium of the ``2^n x 2^n`` subset game (paper: "vanilla"
  approach). A row player's worst case over all columns separates card by card, so all row minima and
  column maxima take ``O(2^n n)`` work instead of ``O(4^n)``; :func:`payoff_matrix` builds the full
  matrix (the paper's way) for small ``n``.
* :func:`threshold_equilibria` -- pure equilibria among "check iff ``A <= i <= B``", "call iff
  ``j >= C``" (paper: restricted strategies).
* :func:`solve` (and :func:`von_neumann`, :func:`newman`) -- a mixed equilibrium of the behavioural
  game from two linear programmes (HiGHS through scipy) with ``O(n m)`` variables and constraints for
  ``m`` bet sizes: the caller's answer to each (card, size) is chosen independently, and the sums over
  cards are carried by prefix-sum variables, so every constraint has at most four non-zeros. The paper's
  formulations (the ``2^n x 2^n`` matrix game; DJN-I with ``n 2^b`` constraints) are kept in
  :func:`matrix_game_value` and :func:`djn_value` as references for the benchmark and the tests.

Every LP answer is certified exactly (:func:`certify`): the support is read off, the equalities on it
are re-solved in ``Fraction`` and the best-response payoffs of both players are computed in rationals.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy import sparse

from . import _config, _exact, _validate
from .finite_game import Certificate, CertificationError, LinearProgram, check_agreement, first_certified
from .finite_game import matrix_game_value as _matrix_game_value

#: Largest deck for which the subset strategies are enumerated (2^n rows of n cards).
MAX_PURE_CARDS = 22
#: Largest deck for which the full 2^n x 2^n payoff matrix is built.
MAX_MATRIX_CARDS = 13
#: Largest n * (number of bet sizes) that :func:`solve` accepts: the two LPs and their exact re-solve
#: take about half a minute there on 2 cores (Newman n = 300, b = 100: 23 s) and grow faster than
#: linearly; von Neumann poker (one size) reaches n = 16000 in about 10 s.
MAX_LP_CELLS = 32_000
#: Largest bet size :func:`solve` accepts: its LPs are solved in floats first (then exactly), and
#: HiGHS rejects coefficients near 2^63; every b >= n already gives the saturated game.
MAX_LP_SIZE = 10**9
#: Largest deck of :func:`threshold_equilibria` (its arrays hold about n^3 / 2 int64 entries: 100 MB at 300).
MAX_THRESHOLD_CARDS = 300
#: Largest deck of :func:`saturation` (it solves Newman poker for about 2 log2(sqrt n) menus of up to
#: ~2 sqrt(n) sizes; the notebook goes to n = 160).
MAX_SATURATION_CARDS = 200

# ----------------------------------------------------------------------------------------------
# input checks


def _sizes(sizes) -> tuple:
    """The bet-size menu as a sorted tuple of distinct positive Fractions (ints stay ints)."""
    out = []
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive rationals (int or Fraction); got {sizes!r}")
    for s in sizes:
        if isinstance(s, bool) or not isinstance(s, numbers.Rational):
            raise TypeError(f"sizes must be positive rationals (int or Fraction); got {s!r}")
        if not 0 < s <= MAX_LP_SIZE:
            raise ValueError(f"sizes must be positive rationals <= {MAX_LP_SIZE} (int or Fraction; the LPs are solved in floats first); got {s}")
        out.append(int(s) if Fraction(s).denominator == 1 else Fraction(s))
    if not out:
        raise ValueError("sizes must name at least one positive bet size")
    if len(set(out)) != len(out):
        raise ValueError(f"sizes must be distinct; got {sizes!r}")
    return tuple(sorted(out))


def _check_payoffs(n: int) -> list[int]:
    """Player I's payoff of checking card i against all n - 1 other cards: (i - 1) - (n - i)."""
    return [2 * i - n - 1 for i in range(1, n + 1)]


# ----------------------------------------------------------------------------------------------
# pure equilibria of the subset game (von Neumann poker)


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


def _mask_to_set(mask: int) -> frozenset:
    return frozenset(i + 1 for i in range(mask.bit_length()) if mask >> i & 1)


def payoff_matrix(n: int, b: int) -> np.ndarray:
    """The paper's ``2^n x 2^n`` payoff matrix times ``n(n - 1)`` (exact integers).

    Entry ``[r, c]`` is Player I's payoff when he bets exactly with the cards of bitmask ``r`` and
    Player II calls exactly with those of bitmask ``c`` (bit ``i - 1`` is card ``i``).
    """
    n = _validate.integer(n, "n", 2, MAX_MATRIX_CARDS)
    b = _validate.integer(b, "b", 1)
    a, K = _terms(n, b)
    P = _as(_subsets(n), a)
    return (P @ a)[:, None] + (P @ K) @ P.T


@dataclass(frozen=True)
class PureEquilibria:
    """All pure equilibria (saddle points) of the subset game; iterate for the ``(S1, S2)`` pairs.

    ``S1`` is the set of cards Player I bets with, ``S2`` those Player II calls with. ``value`` is
    ``None`` when there is none (then ``maximin < minimax``).
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
        rows = [_mask_to_set(int(r)) for r in np.flatnonzero(row_min == lo)]
        cols = [_mask_to_set(int(c)) for c in np.flatnonzero(col_max == hi)]
        pairs = tuple((r, c) for r in sorted(rows, key=sorted) for c in sorted(cols, key=sorted))
    value = Fraction(lo, scale) if lo == hi else None
    return PureEquilibria(n, b, pairs, value, Fraction(lo, scale), Fraction(hi, scale))


def pure_equilibria(n: int, b: int) -> PureEquilibria:
    """Every pure Nash equilibrium of von Neumann poker with ``n`` cards and bet ``b``.

    Exhaustive over all ``2^n`` subsets for each player. Against a fixed ``S1`` Player II's best reply
    decides card by card (call with ``j`` iff that lowers Player I's payoff), and likewise for Player I,
    so the row minima and column maxima of the ``2^n x 2^n`` matrix cost ``O(2^n n)``. A pair is a
    saddle point iff its row minimum and column maximum both equal the common value.
    """
    n = _validate.integer(n, "n", 2, MAX_PURE_CARDS)
    b = _validate.integer(b, "b", 1)
    _check_exact_range(n, b, 12)
    a, K = _terms(n, b)
    P = _as(_subsets(n), a)
    row_min = P @ a + np.minimum(P @ K, 0).sum(axis=1)  # II calls with j iff (S1 K)_j < 0
    col_max = np.maximum(a[None, :] + P @ K.T, 0).sum(axis=1)  # I bets with i iff a_i + (K S2)_i > 0
    return _pure_from(n, row_min, col_max, b)


def pure_equilibria_by_matrix(n: int, b: int) -> PureEquilibria:
    """Same as :func:`pure_equilibria`, from the full ``2^n x 2^n`` matrix (the paper's way)."""
    M = payoff_matrix(n, b)
    return _pure_from(int(n), M.min(axis=1), M.max(axis=0), int(b))


# ----------------------------------------------------------------------------------------------
# threshold strategies


@dataclass(frozen=True)
class ThresholdEquilibria:
    """Saddle points of the game restricted to threshold strategies.

    Player I checks iff ``A <= i <= B`` (``1 <= A < B <= n``) and bets otherwise; Player II calls iff
    ``j >= C`` (``1 <= C <= n``). ``cuts`` lists every saddle point ``(A, B, C)``; ``unrestricted``
    says, for each, whether it is also an equilibrium of the full game (no subset deviation gains).
    """

    n: int
    b: int
    cuts: tuple
    value: Fraction | None
    unrestricted: tuple


def threshold_equilibria(n: int, b: int) -> ThresholdEquilibria:
    """Pure equilibria among threshold strategies (``O(n^3)`` work, vectorised; ``3 <= n <= MAX_THRESHOLD_CARDS``)."""
    n = _validate.integer(n, "n", 3, MAX_THRESHOLD_CARDS)
    b = _validate.integer(b, "b", 1)
    _check_exact_range(n, b, 30)
    a, K = _terms(n, b)
    A, B = np.array([(A, B) for A in range(1, n + 1) for B in range(A + 1, n + 1)]).T
    cards = np.arange(1, n + 1)
    bets = ((cards[None, :] < A[:, None]) | (cards[None, :] > B[:, None])).astype(np.int64)
    pK = bets @ K  # (pairs, n): change in Player I's payoff when II calls with card j
    # payoff[pair, C - 1] = bets . a + sum_{j >= C} pK_j
    tail = np.cumsum(pK[:, ::-1], axis=1)[:, ::-1]
    payoff = (bets @ a)[:, None] + tail
    row_min, col_max = payoff.min(axis=1), payoff.max(axis=0)
    lo, hi = int(row_min.max()), int(col_max.min())
    if lo != hi:
        return ThresholdEquilibria(n, b, (), None, ())
    cuts, full = [], []
    for r in np.flatnonzero(row_min == lo):
        for c in np.flatnonzero(col_max == hi):
            cuts.append((int(A[r]), int(B[r]), int(c) + 1))
            p = bets[r]
            q = (cards >= c + 1).astype(np.int64)
            best_I = int(np.maximum(a + K @ q, 0).sum())  # Player I's best subset against q
            best_II = int(p @ a + np.minimum(p @ K, 0).sum())  # Player II's best subset against p
            full.append(best_I == lo == best_II)
    return ThresholdEquilibria(n, b, tuple(cuts), Fraction(lo, n * (n - 1)), tuple(full))


@dataclass(frozen=True)
class ThresholdProof:
    """A threshold pair checked for a whole family of decks (sympy, in the family's parameter).

    ``value`` is Player I's payoff (ante-1 units); ``conditions`` lists ``(what, expression)``, each
    of which must be >= 0 for every parameter value >= ``start``; ``holds`` says that all of them are
    (every coefficient non-negative after shifting the parameter to start at 0).
    """

    value: object
    conditions: tuple
    holds: bool


def _nonnegative(expr, k, start) -> bool:
    import sympy as sp

    poly = sp.Poly(sp.expand(expr.subs(k, k + start)), k)
    return all(c >= 0 for c in poly.all_coeffs())


def threshold_proof(n, b: int, A, B, C, k, start: int = 1) -> ThresholdProof:
    """Prove that "check iff A <= i <= B" / "call iff j >= C" is an equilibrium for a family of decks.

    ``n``, ``A``, ``B``, ``C`` are sympy expressions in the symbol ``k`` (e.g. ``n = 9k``, ``A = k + 1``);
    the proof is meant for ``A < C <= B``, which it checks too. Every payoff difference is linear in the
    card within each stretch between cuts, so it suffices to check the stretch's two end cards:
    Player I's bet-minus-check with card i (``cb``/``ca`` callers below/above i) and Player II's change of
    Player I's payoff when she calls with card j (``lb``/``la`` betting cards below/above j).
    """
    import sympy as sp

    i = sp.Symbol("i", integer=True)
    f = b + 1
    check = 2 * i - n - 1  # times n - 1

    def bet(cb, ca):
        return (n - 1 - cb - ca) + f * (cb - ca)

    below_C = bet(0, n - C + 1) - check  # I's card below every caller
    above_C = bet(i - C, n - i) - check
    conds = [("A < C", C - A - 1), ("C <= B", B - C), ("B < n", n - B - 1), ("A >= 2", A - 2)]
    for what, expr, lo, hi, sign in (
        ("I bluffs 1..A-1", below_C, 1, A - 1, 1),
        ("I checks A..C-1", below_C, A, C - 1, -1),
        ("I checks C..B", above_C, C, B, -1),
        ("I bets B+1..n", above_C, B + 1, n, 1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))

    def delta(lb, la):  # change of I's payoff when II calls instead of folding
        return f * (la - lb) - (la + lb)

    for what, expr, lo, hi, sign in (
        ("II folds 1..A-1", delta(i - 1, (A - 1 - i) + (n - B)), 1, A - 1, 1),
        ("II folds A..C-1", delta(A - 1, n - B), A, C - 1, 1),
        ("II calls C..B", delta(A - 1, n - B), C, B, -1),
        ("II calls B+1..n", delta((A - 1) + (i - B - 1), n - i), B + 1, n, -1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))
    total = (
        sp.summation(bet(0, n - C + 1), (i, 1, A - 1))
        + sp.summation(check, (i, A, B))
        + sp.summation(bet(i - C, n - i), (i, B + 1, n))
    )
    value = sp.factor(sp.simplify(total / (n * (n - 1))))
    conds = tuple((what, sp.expand(e)) for what, e in conds)
    return ThresholdProof(value, conds, all(_nonnegative(e, k, start) for _, e in conds))


def _positive(expr, k, start) -> bool:
    """``expr`` (a rational function of ``k``) is > 0 for every k >= ``start``: numerator and denominator
    each have coefficients of one sign after shifting k to start at 0, and a non-zero constant term."""
    import sympy as sp

    num, den = sp.fraction(sp.factor(sp.together(expr)))
    signs = []
    for part in (num, den):
        coeffs = sp.Poly(sp.expand(part.subs(k, k + start)), k).all_coeffs()
        if coeffs[-1] == 0 or not (all(c >= 0 for c in coeffs) or all(c <= 0 for c in coeffs)):
            return False
        signs.append(coeffs[-1] > 0)
    return signs[0] == signs[1]


def _sum_linear(expr, i, lo, hi):
    """``sum(expr for i in lo..hi)`` for ``expr`` linear in ``i``, in closed form (0 when hi = lo - 1)."""
    import sympy as sp

    expr = sp.expand(expr)
    slope, rest = expr.coeff(i, 1), expr.coeff(i, 0)
    return (hi - lo + 1) * (rest + slope * (lo + hi) / 2)


@dataclass(frozen=True)
class BoundProof:
    """Player II's strategy "call j >= C, card C - 1 with probability alpha" checked for a family of decks.

    ``value`` is Player I's best-reply payoff against it (ante-1 units) and ``gap`` = target - value, both
    in the family's parameter; ``conditions`` lists ``(what, expression)``, each >= 0 for every parameter
    value >= ``start`` if "bet i < A, check A..B, bet i > B" is Player I's best reply; ``holds`` says that all
    of them are and that the gap is > 0 there, so the game's value is below the target on the whole family.
    """

    value: object
    gap: object
    conditions: tuple
    holds: bool


def caller_bound(n, b: int, C, alpha, A, B, k, target, start: int = 1) -> BoundProof:
    """Prove that Player II holds Player I below ``target`` on a family of decks (sympy, in ``k``).

    Player II calls every card ``j >= C`` and card ``C - 1`` with probability ``alpha``. Against her,
    Player I's bet-minus-check with card i is linear in i on each stretch (every caller above i; card
    C - 1; callers on both sides), so the stretch's end cards decide, as in :func:`threshold_proof`.
    The game's value is at most Player I's best-reply value, so ``gap > 0`` bounds the value strictly.
    """
    import sympy as sp

    i = sp.Symbol("i", integer=True)
    alpha = sp.nsimplify(alpha)
    check = 2 * i - n - 1  # times n - 1

    def bet(below, above):
        return (n - 1) + b * below - (2 + b) * above

    low = bet(0, n - C + 1 + alpha) - check  # cards below C - 1: every caller above
    mixed = bet(0, n - C + 1) - check  # card C - 1 itself
    high = bet(i - C + alpha, n - i) - check  # cards C..n
    conds = [("A >= 2", A - 2), ("A <= C - 2", C - 2 - A), ("C <= B", B - C), ("B < n", n - B - 1)]
    for what, expr, lo, hi, sign in (
        ("I bluffs 1..A-1", low, 1, A - 1, 1),
        ("I checks A..C-2", low, A, C - 2, -1),
        ("I checks C-1", mixed, C - 1, C - 1, -1),
        ("I checks C..B", high, C, B, -1),
        ("I bets B+1..n", high, B + 1, n, 1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))
    total = _sum_linear(low + check, i, 1, A - 1) + _sum_linear(check, i, A, B) + _sum_linear(high + check, i, B + 1, n)
    value = sp.factor(sp.together(total / (n * (n - 1))))
    gap = sp.factor(sp.together(target - value))
    conds = tuple((what, sp.expand(e)) for what, e in conds)
    holds = all(_nonnegative(e, k, start) for _, e in conds) and _positive(gap, k, start)
    return BoundProof(value, gap, conds, holds)


@dataclass(frozen=True)
class ResidueProof:
    """One residue class n = D k + rho of the mod-D pattern, proved for every k >= ``start``.

    rho = 0, 1: the threshold equilibrium with cuts ``(A, B, C)`` (expressions in k) has the continuous
    value (:func:`threshold_proof`). Other rho: Player II's ``(C, alpha)`` strategy holds Player I strictly
    below it, and ``(A, B)`` are Player I's best-reply cuts (:func:`caller_bound`). ``gap`` is target - value.
    """

    rho: int
    cuts: tuple
    alpha: Fraction
    value: object
    gap: object
    start: int
    holds: bool


@dataclass(frozen=True)
class PatternProof:
    """Von Neumann poker with bet ``b``: value = continuous value iff n = 0, 1 (mod D), for all n >= ``first``.

    ``D`` is the common denominator of von Neumann's thresholds; ``classes`` holds one proof per residue.
    Decks n < ``first`` are outside the families and need an exact solve each.
    """

    b: int
    D: int
    target: Fraction
    classes: tuple

    @property
    def holds(self) -> bool:
        return all(c.holds for c in self.classes)

    @property
    def first(self) -> int:
        return max(self.D * c.start + c.rho for c in self.classes) - self.D + 1


def _best_reply_caller(n: int, b: int, cuts, alphas):
    """Among "call j >= C, card C - 1 with probability alpha" (C in ``cuts``), the strategy that holds
    Player I lowest: (n(n - 1) times his best-reply value, C, alpha, A, B) with his cuts, exactly (integers
    scaled by the common denominator of the alphas; the first of equal strategies in the order given)."""
    scale = math.lcm(*(a.denominator for a in alphas))
    pairs = [(C, a) for C in cuts for a in alphas]
    cards = np.arange(1, n + 1)
    q = np.array([(cards >= C) * scale for C, _ in pairs], dtype=np.int64)
    q[np.arange(len(pairs)), [C - 2 for C, _ in pairs]] = [int(a * scale) for _, a in pairs]
    upto = np.cumsum(q, axis=1)
    below, above = upto - q, upto[:, -1:] - upto
    check = (2 * cards - n - 1) * scale
    bet = (n - 1) * scale + b * below - (2 + b) * above
    totals = np.maximum(check, bet).sum(axis=1)
    m = int(np.argmin(totals))
    betting = bet[m] > check
    A, B = int(np.argmin(betting)) + 1, n - int(np.argmin(betting[::-1]))
    return Fraction(int(totals[m]), scale), pairs[m][0], pairs[m][1], A, B


#: Largest probe index of :func:`mod_pattern` (its probe decks have about ``D (probe + 1)`` cards).
MAX_PATTERN_PROBE = 20
#: Largest first ``k`` :func:`mod_pattern` tries for a family's symbolic proof.
MAX_PATTERN_START = 12


def mod_pattern(b: int, probe: int = 3, max_start: int = 4) -> PatternProof:
    """Prove von Neumann's finite-deck pattern for bet ``b``: the value equals the continuous one exactly when
    n = 0 or 1 (mod D), for every deck from :attr:`PatternProof.first` on.

    For rho = 0, 1 the family is the threshold equilibrium with von Neumann's cuts scaled by n,
    A = aDk + 1, B = vDk + rho, C = cDk + 1 + rho (as the threshold equilibria of small decks have them).
    For the other residues it is read off two probe decks (k = ``probe``, ``probe + 1``): the "call
    j >= C, card C - 1 with probability alpha" caller that holds Player I lowest (C within 4 cards of
    c n; alpha among the break points m/b, m/(b + 2), where a card of Player I changes its best action),
    whose cuts must move with k as von Neumann's thresholds do. Each family is then proved symbolically for
    every k >= start, start = 1, 2, ... up to ``max_start``.
    """
    import sympy as sp

    from .fixed_bet import solve as fixed_bet_solve

    b = _validate.integer(b, "b", 1, 50)
    probe = _validate.integer(probe, "probe", 1, MAX_PATTERN_PROBE)
    max_start = _validate.integer(max_start, "max_start", 1, MAX_PATTERN_START)
    e = fixed_bet_solve(Fraction(b, 2), exact=True)
    a_c, v_c, c_c = (Fraction(int(t.p), int(t.q)) for t in (e.bluff_below, e.value_above, e.call_above))
    D = math.lcm(a_c.denominator, v_c.denominator, c_c.denominator)
    target = 2 * Fraction(int(e.value.p), int(e.value.q))
    slopes = (int(a_c * D), int(v_c * D), int(c_c * D))  # cuts A, B, C move by these per k
    k = sp.Symbol("k", integer=True, positive=True)
    alphas = sorted({Fraction(m, d) for d in (b, b + 2) for m in range(d)})
    classes = []
    for rho in range(D):
        if rho in (0, 1):
            dA, dB, dC, alpha = 1, rho, 1 + rho, Fraction(0)
        else:
            offsets = []
            for kk in (probe, probe + 1):
                n = D * kk + rho
                centre = math.floor(c_c * n)
                _, C, a, A, B = _best_reply_caller(n, b, range(max(3, centre - 4), min(n, centre + 5) + 1), alphas)
                offsets.append((A - slopes[0] * kk, B - slopes[1] * kk, C - slopes[2] * kk, a))
            if offsets[0] != offsets[1]:
                raise RuntimeError(f"b = {b}, n = {D} k + {rho}: the probe decks' cuts do not move with k")
            dA, dB, dC, alpha = offsets[0]
        n = D * k + rho
        A, B, C = slopes[0] * k + dA, slopes[1] * k + dB, slopes[2] * k + dC
        for start in range(1, max_start + 1):
            if rho in (0, 1):
                proof = threshold_proof(n, b, A, B, C, k, start)
                ok = proof.holds and proof.value == target
                value, gap = proof.value, sp.Integer(0)
            else:
                proof = caller_bound(n, b, C, alpha, A, B, k, target, start)
                ok, value, gap = proof.holds, proof.value, proof.gap
            if ok:
                break
        classes.append(ResidueProof(rho, (A, B, C), alpha, value, gap, start, ok))
    return PatternProof(b, D, target, tuple(classes))


# ----------------------------------------------------------------------------------------------
# behavioural (mixed) equilibria: exact payoffs


def _prefix(values) -> list:
    out, total = [0], 0
    for v in values:
        total += v
        out.append(total)
    return out


def _below_above(matrix, k: int) -> list:
    """For each card, the sums of column ``k`` over the lower cards and over the higher cards."""
    pre = _prefix(row[k] for row in matrix)
    return [(pre[c], pre[-1] - pre[c + 1]) for c in range(len(matrix))]


def bettor_payoffs(n: int, sizes, caller) -> list[list]:
    """``out[i - 1][k]``: n - 1 times Player I's expected payoff of card ``i`` choosing ``sizes[k]``.

    ``sizes[0] == 0`` is the check; ``caller[j - 1][k]`` is Player II's call probability. Exact when
    the probabilities are Fractions. A bet ``s`` against card ``j``: ``1`` if ``j`` folds, ``+-(1 + s)``
    if it calls, so the sum over ``j != i`` is ``(n - 1) + s Q_below - (2 + s) Q_above``.
    """
    out = [[c] for c in _check_payoffs(n)]
    for k in range(1, len(sizes)):
        s = sizes[k]
        for i, (below, above) in enumerate(_below_above(caller, k)):
            out[i].append((n - 1) + s * below - (2 + s) * above)
    return out


def caller_options(n: int, sizes, bettor) -> list[list]:
    """``out[j - 1][k - 1] = (fold, call)``: n - 1 times Player I's payoff against card ``j`` facing ``sizes[k]``.

    Player II minimises; ``bettor[i - 1][k]`` is the probability card ``i`` chooses ``sizes[k]``.
    """
    out = [[] for _ in range(n)]
    for k in range(1, len(sizes)):
        s = sizes[k]
        for j, (below, above) in enumerate(_below_above(bettor, k)):
            out[j].append((below + above, (1 + s) * (above - below)))
    return out


def certify(n: int, sizes, bettor, caller) -> Certificate:
    """Exact payoff of (``bettor``, ``caller``) and each player's best-deviation gain.

    ``sizes`` starts with the check 0; ``bettor[i - 1]`` is card ``i``'s distribution over ``sizes``
    (summing to 1), ``caller[j - 1][k]`` card ``j``'s call probability against ``sizes[k]`` (column 0
    is ignored). Rationals in, rationals out.
    """
    n = _validate.integer(n, "n", 2)
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__len__") or not len(sizes) or sizes[0] != 0:
        raise ValueError(f"sizes must start with the check 0, then the positive bet sizes; got {sizes!r}")
    _sizes(sizes[1:])  # positive, distinct, exact
    for name, matrix in (("bettor", bettor), ("caller", caller)):
        for row in matrix:
            if any(isinstance(x, bool) or not isinstance(x, numbers.Rational) for x in row):
                raise TypeError(f"{name} must hold exact probabilities (int or Fraction); got row {list(row)!r}")
    if len(bettor) != n or len(caller) != n or any(len(r) != len(sizes) for r in (*bettor, *caller)):
        raise ValueError(f"bettor and caller must be {n} x {len(sizes)} matrices")
    for i, row in enumerate(bettor, 1):
        if sum(row) != 1 or min(row) < 0:
            raise ValueError(f"bettor row {i} is not a probability distribution: {row}")
    for j, row in enumerate(caller, 1):
        if not all(0 <= x <= 1 for x in row[1:]):
            raise ValueError(f"caller row {j} has a probability outside [0, 1]: {row}")
    scale = n * (n - 1)
    pay_I = bettor_payoffs(n, sizes, caller)
    payoff = sum(p * e for row_p, row_e in zip(bettor, pay_I) for p, e in zip(row_p, row_e))
    best_I = sum(max(row) for row in pay_I)
    checks = _check_payoffs(n)
    best_II = sum(row[0] * c for row, c in zip(bettor, checks)) + sum(
        min(fold, call) for row in caller_options(n, sizes, bettor) for fold, call in row
    )
    return Certificate.zero_sum(
        Fraction(payoff) / scale, Fraction(best_I - payoff) / scale, Fraction(payoff - best_II) / scale
    )


# ----------------------------------------------------------------------------------------------
# the two linear programmes, each built in named steps (variables, objective, constraints, bounds)


def _prefix_rows(n: int, m: int, value, prefix, row: int, triplets) -> int:
    """Append the rows ``prefix(i, k) - prefix(i - 1, k) - value(i, k) = 0`` (k = 1..m); return the next row."""
    rows, cols, vals = triplets
    for i in range(n):
        for k in range(1, m + 1):
            rows += [row, row]
            cols += [prefix(i, k), value(i, k)]
            vals += [1.0, -1.0]
            if i > 0:
                rows.append(row), cols.append(prefix(i - 1, k)), vals.append(-1.0)
            row += 1
    return row


def _bettor_variables(n: int, m: int):
    """Player I's LP variables as index maps: ``p(i, k)`` (card i + 1 plays size k), ``S(i, k)`` (the
    prefix sum of column k over cards 1..i + 1), ``w(j, k)`` (Player II's card j + 1 facing size k)."""
    P0, S0, W0 = 0, n * (m + 1), n * (m + 1) + n * m

    def p(i, k):
        return P0 + i * (m + 1) + k

    def S(i, k):
        return S0 + i * m + k - 1

    def w(j, k):
        return W0 + j * m + k - 1

    return p, S, w, W0 + n * m


def _bettor_objective(n: int, m: int) -> np.ndarray:
    """Player I maximises ``sum_i p_i0 chk_i + sum_{j,k} w_jk`` (minimise its negative)."""
    p, _, w, nvar = _bettor_variables(n, m)
    cost = np.zeros(nvar)
    for i, c in enumerate(_check_payoffs(n)):
        cost[p(i, 0)] = -c
    cost[w(0, 1):] = -1.0
    return cost


def _bettor_constraints(n: int, sizes) -> tuple:
    """``(A_ub, b_ub, A_eq, b_eq)`` of Player I's LP: each card's distribution sums to 1, the prefix sums,
    and ``w_jk <= fold_jk(p)``, ``w_jk <= call_jk(p)`` for every card ``j`` of Player II and size ``k``."""
    m = len(sizes) - 1
    p, S, w, nvar = _bettor_variables(n, m)
    eq_r, eq_c, eq_v = [], [], []
    for i in range(n):
        for k in range(m + 1):
            eq_r.append(i), eq_c.append(p(i, k)), eq_v.append(1.0)
    row = _prefix_rows(n, m, p, S, n, (eq_r, eq_c, eq_v))
    b_eq = np.zeros(row)
    b_eq[:n] = 1.0
    A_eq = sparse.coo_matrix((eq_v, (eq_r, eq_c)), shape=(row, nvar)).tocsr()
    ub_r, ub_c, ub_v = [], [], []
    row = 0
    for j in range(n):
        for k in range(1, m + 1):
            f = float(1 + sizes[k])
            last = S(n - 1, k)
            # fold: w - (S_last - p_jk) <= 0
            ub_r += [row] * 3
            ub_c += [w(j, k), last, p(j, k)]
            ub_v += [1.0, -1.0, 1.0]
            row += 1
            # call: w - f ((S_last - S_j) - S_{j-1}) <= 0  (I wins with the cards above j)
            ub_r += [row] * 3
            ub_c += [w(j, k), last, S(j, k)]
            ub_v += [1.0, -f, f]
            if j > 0:
                ub_r.append(row), ub_c.append(S(j - 1, k)), ub_v.append(f)
            row += 1
    A_ub = sparse.coo_matrix((ub_v, (ub_r, ub_c)), shape=(row, nvar)).tocsr()
    return A_ub, np.zeros(row), A_eq, b_eq


def _bettor_bounds(n: int, m: int) -> list:
    """Probabilities in [0, 1], prefix sums >= 0, Player II's per-card payoffs free."""
    return [(0, 1)] * (n * (m + 1)) + [(0, None)] * (n * m) + [(None, None)] * (n * m)


def _bettor_lp(n: int, sizes) -> tuple[np.ndarray, float]:
    """Player I's LP: max sum_i p_i0 chk_i + sum_{j,k} w_jk, w_jk <= fold_jk(p), w_jk <= call_jk(p)."""
    m = len(sizes) - 1
    lp = LinearProgram(_bettor_objective(n, m), *_bettor_constraints(n, sizes), _bettor_bounds(n, m))
    x, fun = lp.solve("Player I's LP")
    return x[: n * (m + 1)].reshape(n, m + 1), -fun


def _caller_variables(n: int, m: int):
    """Player II's LP variables as index maps: ``q(j, k)`` (card j + 1 calls size k), ``T(j, k)`` (prefix
    sums of column k), ``u(i)`` (Player I's best payoff with card i + 1)."""
    Q0, T0, U0 = 0, n * m, 2 * n * m

    def q(j, k):
        return Q0 + j * m + k - 1

    def T(j, k):
        return T0 + j * m + k - 1

    def u(i):
        return U0 + i

    return q, T, u, U0 + n


def _caller_objective(n: int, m: int) -> np.ndarray:
    """Player II minimises ``sum_i u_i``."""
    _, _, u, nvar = _caller_variables(n, m)
    cost = np.zeros(nvar)
    cost[u(0):] = 1.0
    return cost


def _caller_constraints(n: int, sizes) -> tuple:
    """``(A_ub, b_ub, A_eq, b_eq)`` of Player II's LP: the prefix sums, ``u_i >= chk_i`` and
    ``u_i >= bet_ik(q)`` for every card ``i`` of Player I and size ``k``."""
    m = len(sizes) - 1
    q, T, u, nvar = _caller_variables(n, m)
    eq_r, eq_c, eq_v = [], [], []
    row = _prefix_rows(n, m, q, T, 0, (eq_r, eq_c, eq_v))
    A_eq = sparse.coo_matrix((eq_v, (eq_r, eq_c)), shape=(row, nvar)).tocsr()
    b_eq = np.zeros(row)
    ub_r, ub_c, ub_v, b_ub = [], [], [], []
    row = 0
    for i, c in enumerate(_check_payoffs(n)):
        ub_r.append(row), ub_c.append(u(i)), ub_v.append(-1.0)
        b_ub.append(-c)
        row += 1
        for k in range(1, m + 1):
            s = float(sizes[k])
            # (n - 1) + s T_{i-1} - (2 + s)(T_last - T_i) - u_i <= 0
            ub_r += [row] * 3
            ub_c += [u(i), T(n - 1, k), T(i, k)]
            ub_v += [-1.0, -(2 + s), 2 + s]
            if i > 0:
                ub_r.append(row), ub_c.append(T(i - 1, k)), ub_v.append(s)
            b_ub.append(-(n - 1))
            row += 1
    A_ub = sparse.coo_matrix((ub_v, (ub_r, ub_c)), shape=(row, nvar)).tocsr()
    return A_ub, np.array(b_ub), A_eq, b_eq


def _caller_bounds(n: int, m: int) -> list:
    """Call probabilities in [0, 1], prefix sums >= 0, Player I's per-card payoffs free."""
    return [(0, 1)] * (n * m) + [(0, None)] * (n * m) + [(None, None)] * n


def _caller_lp(n: int, sizes) -> tuple[np.ndarray, float]:
    """Player II's LP: min sum_i u_i, u_i >= chk_i, u_i >= bet_ik(q) for every size k."""
    m = len(sizes) - 1
    lp = LinearProgram(_caller_objective(n, m), *_caller_constraints(n, sizes), _caller_bounds(n, m))
    x, fun = lp.solve("Player II's LP")
    return x[: n * m].reshape(n, m), fun


# ----------------------------------------------------------------------------------------------
# exact re-solve on the support, then certificate



def _exact_bettor(n: int, sizes, pf: np.ndarray, tie: float) -> list[list]:
    """Player I's strategy in rationals: normalisation + Player II's ties on the float support."""
    m = len(sizes) - 1
    fixed = [[0] * (m + 1) for _ in range(n)]
    unknown: dict = {}
    rows = []
    for i in range(n):
        support = [k for k in range(m + 1) if pf[i, k] > _config.SUPPORT_TOL]
        if len(support) == 1:
            fixed[i][support[0]] = 1
        else:
            for k in support:
                unknown[(i, k)] = float(pf[i, k])
            rows.append(({(i, k): 1 for k in support}, 1))
    by_column: dict = {}
    for i, k in unknown:
        by_column.setdefault(k, []).append(i)
    options = caller_options(n, sizes, pf)
    for k, cards in by_column.items():
        if k == 0:
            continue
        f = 1 + sizes[k]
        pre = _prefix(row[k] for row in fixed)
        for j in range(n):
            fold, call = options[j][k - 1]
            if abs(fold - call) > tie:
                continue
            # fold - call = sum_{i != j} p_ik (1 - f sgn(i - j)) = 0
            below, above = pre[j], pre[-1] - pre[j + 1]
            const = below * (1 + f) + above * (1 - f)
            coef = {(i, k): (1 + f) if i < j else (1 - f) for i in cards if i != j}
            rows.append((coef, -const))
    values = _exact.solve_sparse(rows, unknown)
    out = [list(r) for r in fixed]
    for (i, k), v in values.items():
        out[i][k] = v
    return out


def _exact_caller(n: int, sizes, qf: np.ndarray, tie: float) -> list[list]:
    """Player II's strategy in rationals: Player I's ties (per card) on the float support."""
    m = len(sizes) - 1
    fixed = [[1] + [0] * m for _ in range(n)]
    unknown: dict = {}
    for j in range(n):
        for k in range(1, m + 1):
            x = float(qf[j, k - 1])
            if x >= 1 - _config.SUPPORT_TOL:
                fixed[j][k] = 1
            elif x > _config.SUPPORT_TOL:
                unknown[(j, k)] = x
    by_column: dict = {}
    for j, k in unknown:
        by_column.setdefault(k, []).append(j)
    pre: dict = {}
    floats = [[1.0] + list(map(float, r)) for r in qf]
    payoffs = bettor_payoffs(n, sizes, floats)

    def linear(i: int, k: int):  # payoff of card i + 1 choosing sizes[k], as (coef, const)
        if k == 0:
            return {}, _check_payoffs(n)[i]
        s = sizes[k]
        if k not in pre:
            pre[k] = _prefix(row[k] for row in fixed)
        below, above = pre[k][i], pre[k][-1] - pre[k][i + 1]
        coef = {(j, k): (s if j < i else -(2 + s)) for j in by_column.get(k, ()) if j != i}
        return coef, (n - 1) + s * below - (2 + s) * above

    rows = []
    for i in range(n):
        best = max(payoffs[i])
        tied = [k for k in range(m + 1) if payoffs[i][k] >= best - tie]
        if not any(k in by_column for k in tied):
            continue
        c0, k0 = linear(i, tied[0])
        for k in tied[1:]:
            c1, k1 = linear(i, k)
            coef = dict(c1)
            for v, c in c0.items():
                coef[v] = coef.get(v, 0) - c
            rows.append((coef, Fraction(k0) - Fraction(k1)))
    values = _exact.solve_sparse(rows, unknown)
    out = [list(r) for r in fixed]
    for (j, k), v in values.items():
        out[j][k] = v
    return out


def _rounded(matrix: np.ndarray, *, rows_sum_to_one: bool) -> list[list]:
    """Fallback guess: every float to its nearest simple fraction (rows re-normalised)."""
    out = [[_exact.rounded(float(x)) for x in row] for row in matrix]
    if rows_sum_to_one:
        for row in out:
            k = max(range(len(row)), key=lambda c: row[c])
            row[k] += 1 - sum(row)
    return out


@dataclass(frozen=True)
class Equilibrium:
    """An exactly certified equilibrium of the finite-deck game with bet menu ``sizes``.

    ``sizes[0] == 0`` is the check. ``bettor[i - 1][k]`` is the probability that Player I with card
    ``i`` bets ``sizes[k]``; ``caller[j - 1][k]`` the probability that Player II with card ``j`` calls
    ``sizes[k]`` (column 0 is 1, as in the paper's matrices). ``value`` is Player I's expected payoff
    in ante-1 units; ``lp_value`` what the float LP reported.
    """

    n: int
    sizes: tuple
    value: Fraction
    bettor: tuple
    caller: tuple
    lp_value: float

    @property
    def pot_value(self) -> Fraction:
        """The value in the pot-1 units of the continuous games (half the ante-1 value)."""
        return self.value / 2

    @property
    def bet_probabilities(self) -> tuple:
        """Per card, the probability that Player I bets (any size)."""
        return tuple(1 - row[0] for row in self.bettor)

    def call_probabilities(self, size) -> tuple:
        """Per card, the probability that Player II calls a bet of ``size``."""
        k = self.sizes.index(size)
        return tuple(row[k] for row in self.caller)

    def certificate(self) -> Certificate:
        return certify(self.n, self.sizes, self.bettor, self.caller)


def solve(n: int, sizes) -> Equilibrium:
    """An exactly certified equilibrium of the finite-deck game where Player I may bet any of ``sizes``.

    ``sizes`` are positive rationals (ante-1 units); the check is added. Raises
    :class:`CertificationError` if the LP answer cannot be certified exactly.
    """
    n = _validate.integer(n, "n", 2)
    menu = (0,) + _sizes(sizes)
    _check_work(n, len(menu) - 1, "n * len(sizes)")
    pf, value_I = _bettor_lp(n, menu)
    qf, value_II = _caller_lp(n, menu)
    scale = n * (n - 1)
    check_agreement(value_I, value_II, scale)
    tie = _config.TIE_TOL * (1 + float(menu[-1]))  # payoffs are times n - 1; ties scale with the largest size
    (bettor, caller), cert = first_certified(
        (lambda: (_exact_bettor(n, menu, pf, tie), _exact_caller(n, menu, qf, tie)),
         lambda: (_rounded(pf, rows_sum_to_one=True), [[1] + r for r in _rounded(qf, rows_sum_to_one=False)])),
        lambda profile: certify(n, menu, *profile),
        f"n={n}, sizes={menu[1:]}",
    )
    return Equilibrium(n, menu, cert.value, tuple(map(tuple, bettor)), tuple(map(tuple, caller)), value_I / scale)


def _check_work(n: int, m: int, what: str) -> None:
    if n * m > MAX_LP_CELLS:
        raise ValueError(
            f"{what} must be <= {MAX_LP_CELLS} (about half a minute of LP and exact re-solve on 2 cores; the "
            f"work grows faster than linearly); got {n} * {m} = {n * m}"
        )


def von_neumann(n: int, b: int) -> Equilibrium:
    """Von Neumann poker with ``n`` cards and fixed bet ``b`` (ante 1): certified mixed equilibrium."""
    n, b = _validate.integer(n, "n", 2, MAX_LP_CELLS), _validate.integer(b, "b", 1, MAX_LP_SIZE)
    return solve(n, (b,))


def newman(n: int, b: int) -> Equilibrium:
    """Newman poker with ``n`` cards and bets ``1..b`` (ante 1): certified mixed equilibrium."""
    n, b = _validate.integer(n, "n", 2), _validate.integer(b, "b", 1)
    _check_work(n, b, "n * b (cards times bet sizes)")
    return solve(n, tuple(range(1, b + 1)))


# ----------------------------------------------------------------------------------------------
# saturation of the maximum bet


@dataclass(frozen=True)
class Saturation:
    """The maximum bet from which Newman poker with ``n`` cards keeps the same value.

    ``b`` is the smallest maximum bet reaching ``value``; every larger one has the same value (proved,
    see :func:`saturation`). ``values`` lists the ``(b, value)`` pairs solved on the way.
    """

    n: int
    b: int
    value: Fraction
    values: tuple


def _deterrent(n: int, s: int, payoffs: list):
    """Call probabilities against a bet of ``s`` under which no card beats its ``payoffs``, or None.

    A float LP (maximise the smallest slack) proposes them; the answer counts only after its rational
    rounding passes the exact check (card ``i`` earns ``(n - 1) + s Q_below - (2 + s) Q_above``).
    """
    target = np.array([float(e) for e in payoffs])
    # rows: (n - 1) + s Q_<i - (2 + s) Q_>i + t <= E_i ; variables q_1..q_n, t
    A = np.zeros((n, n + 1))
    for i in range(n):
        A[i, :i] = s
        A[i, i + 1:n] = -(2 + s)
        A[i, n] = 1.0
    cost = np.zeros(n + 1)
    cost[n] = -1.0
    try:
        x, _ = LinearProgram(cost, A, target - (n - 1), bounds=[(0, 1)] * n + [(None, 1)],
                             options=_config.REFERENCE_LP_OPTIONS).solve("the deterrence LP")
    except CertificationError:
        return None
    if x[n] < 0:
        return None
    q = [_exact.rounded(float(v)) for v in x[:n]]
    q = [min(max(x, Fraction(0)), Fraction(1)) for x in q]
    earned = bettor_payoffs(n, (0, s), [[1, x] for x in q])
    return q if all(row[1] <= e for row, e in zip(earned, payoffs)) else None


def extends_to_larger_bets(eq: Equilibrium) -> bool:
    """Whether ``eq`` stays an equilibrium when every larger integer bet is allowed too (a proof).

    Player II answers each new size ``s > b`` with call probabilities under which no card gains by
    betting ``s`` (found by a small LP, verified in rationals). The new sizes are never bet, so these
    answers cost her nothing. Beyond ``s = max_i (n - 3 - E_i)`` calling with card ``n`` only deters
    every card (a card ``i < n`` earns ``n - 3 - s``, card ``n`` earns ``n - 1``, its check payoff),
    so finitely many sizes are checked.
    """
    n, b = eq.n, eq.sizes[-1]
    payoffs = [max(row) for row in bettor_payoffs(n, eq.sizes, eq.caller)]
    top = max(math.floor(n - 3 - e) for e in payoffs[:-1])
    return all(_deterrent(n, s, payoffs) is not None for s in range(b + 1, top + 1))


def saturation(n: int) -> Saturation:
    """The smallest maximum bet from which Newman poker with ``n`` cards keeps the same value (proved).

    The value is non-decreasing in ``b`` (Player I may ignore the new sizes; Player II's answers to the
    old ones stay best replies). An equilibrium that :func:`extends_to_larger_bets` fixes the value
    for every larger ``b``; it is searched by doubling ``b``, then the first ``b`` reaching that value
    by bisection. ``values`` holds every ``(b, value)`` solved on the way.
    """
    n = _validate.integer(n, "n", 2, MAX_SATURATION_CARDS)
    solved: dict = {}

    def value(b: int):
        if b not in solved:
            solved[b] = newman(n, b)
        return solved[b].value

    hi = max(1, math.ceil(math.sqrt(2 * n)))
    while True:
        value(hi)
        if extends_to_larger_bets(solved[hi]):
            break
        hi *= 2
    lo = 0  # invariant: lo == 0 or value(lo) < value(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if value(mid) == solved[hi].value:
            hi = mid
        else:
            lo = mid
    final = max(solved)
    values = tuple((b, solved[b].value) for b in sorted(solved))
    if any(x[1] > y[1] for x, y in zip(values, values[1:])):  # pragma: no cover - a theorem
        raise CertificationError(f"values not monotone in b for n={n}: {values}")
    return Saturation(n, hi, solved[final].value, values)


# ----------------------------------------------------------------------------------------------
# the paper's formulations (references for the benchmark and the tests)


#: Largest deck of :func:`matrix_game_value` (its dense LP has 4^n entries: 32 MB at 11 cards).
MAX_MATRIX_LP_CARDS = 11
#: Largest dense constraint matrix of :func:`djn_value`, in entries (``n 2^b`` rows of ``n (b + 2)``).
MAX_DJN_ENTRIES = 20_000_000


def djn_entries(n: int, b: int) -> int:
    """The number of entries of :func:`djn_value`'s dense constraint matrix."""
    return n * 2**b * n * (b + 2)


def matrix_game_value(n: int, b: int) -> float:
    """Value of von Neumann poker from the full ``2^n x 2^n`` matrix game LP (the paper's slow LP)."""
    n = _validate.integer(n, "n", 2, MAX_MATRIX_LP_CARDS)
    return _matrix_game_value(payoff_matrix(n, b) / (n * (n - 1)))


def djn_value(n: int, b: int) -> float:
    """Value of Newman poker from the paper's DJN-I LP (``n 2^b`` dense constraints), vectorised.

    Row ``(j, Y)``: Player II holds ``j`` and calls exactly the sizes in ``Y`` (a check is always
    "called"); Player I's payoff against it must be at least ``v_j``; maximise the mean of the ``v_j``.
    """
    n = _validate.integer(n, "n", 2)
    b = _validate.integer(b, "b", 1)
    if b > MAX_DJN_ENTRIES.bit_length() or djn_entries(n, b) > MAX_DJN_ENTRIES:  # 2^b alone would be too many
        raise ValueError(f"n and b too large for the dense DJN-I LP: n * 2^b * n * (b + 2) must be <= "
                         f"{MAX_DJN_ENTRIES:,} (about {MAX_DJN_ENTRIES * 8 // 10**6} MB); got n = {n}, b = {b}")
    m = b + 1
    Y = _subsets(b).astype(float)  # (2^b, b): bit s - 1 set = II calls a bet of s
    stake = np.arange(2, m + 1, dtype=float)  # 1 + s for s = 1..b
    blocks = []
    for j in range(n):
        row = np.zeros((2**b, n, m))
        for i in range(n):
            if i == j:
                continue
            sgn = 1.0 if i > j else -1.0
            row[:, i, 0] = sgn
            row[:, i, 1:] = Y * (sgn * stake) + (1 - Y)
        block = np.zeros((2**b, n * m + n))
        block[:, : n * m] = -row.reshape(2**b, n * m) / (n - 1)
        block[:, n * m + j] = 1.0
        blocks.append(block)
    A_ub = np.vstack(blocks)
    cost = np.zeros(n * m + n)
    cost[n * m:] = -1.0 / n
    A_eq = np.zeros((n, n * m + n))
    for i in range(n):
        A_eq[i, i * m:(i + 1) * m] = 1.0
    lp = LinearProgram(cost, A_ub, np.zeros(len(A_ub)), A_eq, np.ones(n),
                       [(0, None)] * (n * m) + [(None, None)] * n, options=_config.REFERENCE_LP_OPTIONS)
    return float(-lp.solve("the DJN-I LP")[1])
