r"""The certificate's sums (:func:`lcp.grid.exact.certify`) with machine integers where they are exact.

Units: count units times ``2 D den`` (:mod:`lcp.grid.exact`), all integers. A strategy over one common
denominator ``den`` has three kinds of numerators: 0, ``den`` (a pure choice) and the few strictly between
(the mixed ones; at 10^6 x 64 a few hundred among 6.5 x 10^7). So every running sum splits as

    sum = den * (a count of pure choices) + (a sum of mixed numerators),

the count an ``int64`` and the second part a Python integer that is *constant between two mixed hands*: it
changes only at the hands where some column mixes. The hands fall into segments (each mixed hand alone, the
runs between them), and every payoff is ``den * E[i] + r[segment of i]`` with E an int64 array and r one
Python integer per segment and column. Writing ``r = den * h + f`` with ``0 <= f < den`` (floor division),

    den * E + r = den * (E + h) + f,        0 <= f < den,

so two payoffs compare as the pairs ``(E + h, f)`` compare, lexicographically (the first differs by at least
1, i.e. by ``den``, more than any difference of the second), and ``den * X + r < 0`` exactly when
``X + h < 0``. The maximum over the bettor's actions is then an int64 maximum of ``(E + h) (A) + rank(f)``
(A the number of actions, the rank of f among the segment's A values), and every sum is ``den`` times an
int64 sum plus per-segment Python-integer terms. Nothing is rounded: the result is the same integer as the
sum over Python integers (tests/grid/test_certificate.py checks it against tools/check_solution.py).

**The int64 bound.** With n hands, ``D`` and stakes ``st_k = D (1/2 + s_k)``, every count part satisfies
``|E|, |X| <= D (n + m) + 2 max(st) n`` and ``|h| <=`` the same bound (a mixed numerator is below
``den``), so ``|key| <= (2 bound + 1) A``. :func:`_bound` computes it and the int64 route is taken only when
it stays below 2^62; else the same arithmetic runs on Python integers (object arrays), exactly, more slowly.
Sums of int64 arrays go through :func:`_exact_sum` in chunks whose totals cannot overflow.
"""

from __future__ import annotations

import numbers
from itertools import accumulate

import numpy as np

#: Largest magnitude an int64 term may have on the fast route (margin below 2**63).
LIMIT = 2**62


def _bound(n: int, m: int, D: int, stakes, actions: int) -> int:
    """A bound on every int64 term of the module docstring: keys ``|(E + h) A + rank|`` and their parts."""
    term = D * (n + m) + 2 * max(stakes) * n + D * n
    return (2 * term + 1) * (actions + 1)


def _exact_sum(a: np.ndarray, bound: int) -> int:
    """The sum of ``a`` as a Python int: int64 chunks of at most LIMIT // bound entries (so no chunk's sum
    overflows when every entry is at most ``bound`` in magnitude), then Python addition; object arrays directly."""
    if a.dtype == object:
        return int(a.sum()) if a.size else 0
    a = a.ravel()
    step = max(1, LIMIT // max(bound, 1))
    return sum(int(a[i : i + step].sum()) for i in range(0, a.size, step))


def split(A: np.ndarray, den: int) -> tuple:
    """``(pure, rows, cols, values)``: ``pure`` the bool array ``A == den``, and the entries of ``A`` that are
    neither 0 nor ``den`` (row, column and value as they are, in row-major order)."""
    pure = np.asarray(A == den, dtype=bool)
    zero = np.asarray(A == 0, dtype=bool)
    rows, cols = np.nonzero(~(pure | zero))
    return pure, rows, cols, A[rows, cols].tolist()


def is_strategy(bettor: tuple, db, caller: tuple, dq) -> bool:
    """Whether the splits (:func:`split`) of ``B`` over ``db`` and ``Q`` over ``dq`` are a strategy pair:
    positive integer denominators, every other numerator an integer strictly between 0 and its denominator,
    each of the bettor's rows summing to ``db``."""
    for (_, _, _, values), den in ((bettor, db), (caller, dq)):
        if not (isinstance(den, numbers.Integral) and int(den) > 0):
            return False
        top = int(den)
        if not all((type(v) is int or isinstance(v, numbers.Integral)) and 0 < int(v) < top for v in values):
            return False
    pure, rows, _, values = bettor
    totals = pure.sum(axis=1).astype(object) * int(db)
    if values:  # the mixed entries come row by row: one sum per row that has any
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        totals[rows[starts]] += np.add.reduceat(np.array([int(v) for v in values], dtype=object), starts)
    return bool((totals == int(db)).all())


class Segments:
    """The hands cut at every mixed hand: each mixed hand alone, the runs between them.

    ``starts`` the first hand of each segment, ``of`` the segment of every hand; :meth:`sums` gives, per
    segment, the sums of one column's mixed numerators below, at and above the segment's hands.
    """

    def __init__(self, n: int, rows: np.ndarray, cols: np.ndarray, values: list):
        cuts = np.unique(np.concatenate([np.zeros(1, dtype=np.int64), rows, rows + 1]))
        self.starts = cuts[cuts < n]
        self.of = np.searchsorted(self.starts, np.arange(n), side="right") - 1
        self.count = len(self.starts)
        self._by_col = {}
        for c in np.unique(cols).tolist():
            sel = np.flatnonzero(cols == c)
            pre = np.array([0, *accumulate(values[t] for t in sel.tolist())], dtype=object)
            self._by_col[c] = (rows[sel], pre)

    def sums(self, c: int):
        """``(below, own, above, total)``: column c's mixed numerators summed below, at and above each
        segment's hands (object arrays of Python ints; ``own`` nonzero only on a mixed hand's own segment), or
        None where the column has no mixed entry."""
        if c not in self._by_col:
            return None
        where, pre = self._by_col[c]
        lo = np.searchsorted(where, self.starts, side="left")
        hi = np.searchsorted(where, self.starts, side="right")
        total = pre[-1]
        below, upto = pre[lo], pre[hi]
        return below, upto - below, total - upto, total


def _floor_split(r: np.ndarray, den: int) -> tuple:
    """``(h, f)``: ``r = den h + f`` with ``0 <= f < den`` elementwise (object arrays of Python ints)."""
    pairs = [divmod(int(v), den) for v in r.ravel().tolist()]
    h = np.array([p[0] for p in pairs], dtype=object).reshape(r.shape)
    f = np.array([p[1] for p in pairs], dtype=object).reshape(r.shape)
    return h, f


def _cast(a: np.ndarray, dtype) -> np.ndarray:
    """``a`` (int64 counts or Python ints) as ``dtype``: int64 (the caller proved the bound) or object."""
    return a.astype(object) if dtype is object else np.array(a.tolist(), dtype=np.int64).reshape(a.shape)


def _counts(pure: np.ndarray, dtype) -> tuple:
    """``(below, above, own, total)`` counts of the pure choices of one column, as ``dtype`` arrays."""
    n = len(pure)
    pre = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(pure, out=pre[1:])
    tot = int(pre[-1])
    below, above, own = pre[:-1], tot - pre[1:], pure.astype(np.int64)
    if dtype is object:
        below, above, own = below.astype(object), above.astype(object), own.astype(object)
    return below, above, own, tot


def _weighted(counts: np.ndarray, values) -> int:
    """``sum(counts[t] * values[t])`` over the nonzero counts, in Python ints."""
    nz = np.flatnonzero(counts)
    return sum(int(counts[t]) * int(values[t]) for t in nz.tolist())


#: Above this many mixed entries per hand, the segments are nearly every hand and the direct sums over
#: Python integers are faster (measured: a random float profile at 10^4 x 64, every entry mixed, 1.2 CPU s
#: direct against 4.2 split; the certified 10^6 x 64 equilibrium has a few hundred mixed entries).
DENSE = 0.25


def direct(n: int, deck: bool, D: int, stakes: list, B: np.ndarray, db: int, Q: np.ndarray, dq: int) -> tuple:
    """:func:`best_responses`'s three numerators by running sums over Python integers (object arrays)."""
    m = n - 1 if deck else n
    check = np.array([D * (2 * i - (n - 1)) for i in range(n)], dtype=object)
    best = check * dq
    value = (B[:, 0] * check * dq).sum()
    caller = (B[:, 0] * check).sum() + D * m * (n * db - B[:, 0].sum())
    for k in range(len(stakes)):
        for col, mine in ((Q[:, k], True), (B[:, k + 1], False)):
            pre = np.zeros(n + 1, dtype=object)
            pre[1:] = np.cumsum(col.astype(object, copy=False))
            below, above, total = pre[:-1], pre[-1] - pre[1:], pre[-1]
            others = total - col if deck else total
            if mine:  # the bettor betting s_k against the caller's calls
                ev = D * m * dq - D * others + 2 * stakes[k] * (below - above)
                best = np.maximum(best, ev)
                value += (B[:, k + 1] * ev).sum()
            else:  # the caller calling rather than folding against the bettor's bets
                caller += np.minimum(2 * stakes[k] * (above - below) - D * others, 0).sum()
    return int(best.sum()), int(value), int(caller)


#: The routes :func:`best_responses` can be told to take (None: chosen by the profile and the bound).
ROUTES = ("int64", "integers", "direct")


def best_responses(
    n: int,
    deck: bool,
    D: int,
    stakes: list,
    bettor: tuple,
    db: int,
    caller: tuple,
    dq: int,
    arrays: tuple = (),
    route: str | None = None,
) -> tuple:
    """``(best, value, caller)`` numerators of :func:`lcp.grid.exact.certify`: the bettor's best response
    times ``2 D dq``, the profile's value times ``2 D dq db``, the caller's best response times ``2 D db``
    (count units), as Python ints. ``bettor``, ``caller``: :func:`split` of the integer profile's numerator
    arrays over ``db`` and ``dq``, a strategy pair (:func:`is_strategy`); ``stakes[k] = D (1/2 + s_k)``.
    ``arrays``: the numerator arrays ``(B, Q)`` themselves; given, a profile with more than :data:`DENSE`
    mixed entries per hand is summed by :func:`direct` instead (the same integers). ``route`` (one of
    :data:`ROUTES`) forces a route: the int64 split (ValueError if its bound fails), the split over Python
    integers, or the direct sums (which need ``arrays``).
    """
    if route is not None and route not in ROUTES:
        raise ValueError(f"route must be one of {ROUTES} or None; got {route!r}")
    dense = len(bettor[1]) + len(caller[1]) > DENSE * n
    if route == "direct" or (route is None and arrays and dense):
        if not arrays:
            raise ValueError("route 'direct' needs the numerator arrays (arrays=(B, Q))")
        return direct(n, deck, D, stakes, arrays[0], int(db), arrays[1], int(dq))
    K = len(stakes)
    A = K + 1
    m = n - 1 if deck else n
    bound = _bound(n, m, D, stakes, A)
    dtype = np.int64 if bound < LIMIT and route != "integers" else object
    if route == "int64" and dtype is object:
        raise ValueError(f"route 'int64' needs every key below 2**62; this game's bound is {bound}")
    db, dq = int(db), int(dq)
    pq, qr, qc, qv = caller[0], caller[1], caller[2], [int(v) for v in caller[3]]
    pb, br, bc, bv = bettor[0], bettor[1], bettor[2], [int(v) for v in bettor[3]]
    hands = np.arange(n, dtype=np.int64)
    check = D * (2 * (hands if dtype is np.int64 else hands.astype(object)) - (n - 1))

    # the bettor: action a with hand i pays dq E_a[i] + r_a[seg(i)]; the check has r = 0
    seg = Segments(n, qr, qc, qv)
    S = seg.count
    r = np.zeros((S, A), dtype=object)
    for k in range(K):
        parts = seg.sums(k)
        if parts is not None:
            below, own, above, total = parts
            others = total - own if deck else np.full(S, total, dtype=object)
            r[:, k + 1] = -D * others + 2 * stakes[k] * (below - above)
    h, f = _floor_split(r, dq)
    # the rank of f within its segment's row (equal f in any order: with equal E + h the payoffs are equal)
    order = np.argsort(f, axis=1, kind="stable")
    rank = np.empty((S, A), dtype=np.int64)
    np.put_along_axis(rank, order, np.broadcast_to(np.arange(A, dtype=np.int64), (S, A)), axis=1)
    h = _cast(h, dtype)
    best_key = check * A + rank[seg.of, 0]
    best_act = np.zeros(n, dtype=np.int64)
    # the value: a pure entry of the bettor adds db (dq E + r), a mixed one v (dq E + r)
    pure_E = _exact_sum(check[pb[:, 0]], bound)
    pure_r = 0
    E_at = {t: int(check[i]) for t, (i, a) in enumerate(zip(br.tolist(), bc.tolist())) if a == 0}
    for k in range(K):
        below, above, own, tot = _counts(pq[:, k], dtype)
        others = tot - own if deck else tot
        E = D * m - D * others + 2 * stakes[k] * (below - above)
        key = (E + h[seg.of, k + 1]) * A + rank[seg.of, k + 1]
        better = key > best_key
        best_key = np.where(better, key, best_key)
        best_act[better] = k + 1
        sel = pb[:, k + 1]
        pure_E += _exact_sum(E[sel], bound)
        pure_r += _weighted(np.bincount(seg.of[sel], minlength=S), r[:, k + 1])
        for t in np.flatnonzero(bc == k + 1).tolist():
            E_at[t] = int(E[br[t]])
    top = best_key // A
    best = dq * _exact_sum(top, bound) + _weighted(np.bincount(seg.of * A + best_act, minlength=S * A), f.ravel())
    value = db * (dq * pure_E + pure_r)
    for t, (i, a, v) in enumerate(zip(br.tolist(), bc.tolist(), bv)):
        value += v * (dq * E_at[t] + int(r[seg.of[i], a]))

    # the caller facing size k with hand j: calling rather than folding changes his concession by
    # db X[j] + y[seg(j)] (times 2 D, count units); he calls exactly where that is negative
    bseg = Segments(n, br, bc, bv)
    T = bseg.count
    mixed0 = [(i, v) for i, a, v in zip(br.tolist(), bc.tolist(), bv) if a == 0]
    caller_num = db * _exact_sum(check[pb[:, 0]], bound) + sum(v * int(check[i]) for i, v in mixed0)
    b0 = db * int(pb[:, 0].sum()) + sum(v for _, v in mixed0)
    caller_num += D * m * (n * db - b0)
    for k in range(K):
        below, above, own, tot = _counts(pb[:, k + 1], dtype)
        others = tot - own if deck else tot
        X = 2 * stakes[k] * (above - below) - D * others
        parts = bseg.sums(k + 1)
        if parts is None:
            y = np.zeros(T, dtype=object)
        else:
            ybelow, yown, yabove, ytotal = parts
            yothers = ytotal - yown if deck else np.full(T, ytotal, dtype=object)
            y = 2 * stakes[k] * (yabove - ybelow) - D * yothers
        hy, fy = _floor_split(y, db)
        lead = X + _cast(hy, dtype)[bseg.of]
        neg = lead < 0
        caller_num += db * _exact_sum(lead[neg], bound) + _weighted(np.bincount(bseg.of[neg], minlength=T), fy)
    return best, value, caller_num
