r"""An exact, certified equilibrium of the grid game from the float LP, in O(n k) integer arithmetic.

Units: pot 1, ante 1/2 each, the bettor's net winnings (:mod:`lcp.testbed`). Payoffs are kept in *count
units*: a sum over the caller's (or bettor's) hands, before the deal weight w = 1/n^2 (buckets) or
1/(n(n-1)) (deck) multiplies it.

1. :func:`lcp.grid.window.solve_float` gives both strategies in floats (an LP over the hands near a coarser
   grid's boundaries, priced against the whole game); where a coarser shape does not carry over,
   :func:`lcp.grid.structured.solve_float` (column generation over every hand).
2. **Exact re-solve on the support.** The caller's call probabilities that are strictly between 0 and 1
   are the unknowns of one small linear system: for every bettor hand, the actions it takes (and those tied
   with them in floats) pay the same. The bettor's mixed probabilities are the unknowns of another: for
   every caller hand and size where the caller mixes (or is tied in floats), calling and folding pay the
   same, and each mixing hand's probabilities sum to 1. The rows are built in integers (payoffs times 2 D)
   and each distinct row once; both systems are solved exactly block by block (:mod:`lcp.grid._linsolve`, in
   Fractions); everything at 0 or 1 stays there.
3. **Certificate** (:func:`certify`): with each strategy written over one common denominator (Python
   integers), both players' best-response values are computed with running sums over the hands, exactly,
   in O(n k) integer operations. The profile is an equilibrium exactly when the two are equal, and then
   both equal the value. The sums split into int64 counts of pure choices times the denominator and one
   Python integer per run of hands between mixed ones (:mod:`lcp.grid._certificate`, its bound asserted).
"""

from __future__ import annotations

import math
import numbers
import time
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from lcp.core import _exact, config
from lcp.core.certificate import Certificate, CertificationError

from . import _certificate, _linsolve, window
from ._payoffs import bettor_payoffs, caller_gains, checked_game, prefix_sums

#: A float probability within this of 0 or 1 is read as 0 or 1 (the support; lcp.core.config.GRID_SUPPORT_TOL).
SUPPORT_TOL = config.GRID_SUPPORT_TOL
#: The first (loosest) tie tolerance tried, relative to n (lcp.core.config.GRID_TIE_TOLS; not config.TIE_TOL,
#: the finite games' tie tolerance).
TIE_TOL = config.GRID_TIE_TOLS[0]


@dataclass(frozen=True)
class IntegerProfile:
    """A profile over one common denominator: ``bettor[i, a] / bettor_den`` and ``caller[j, k] / caller_den``
    (numpy arrays of Python ints, shapes (n, k + 1) and (n, k)).
    """

    bettor: np.ndarray
    bettor_den: int
    caller: np.ndarray
    caller_den: int

    @classmethod
    def from_fractions(cls, bettor, caller) -> IntegerProfile:
        """From rows of Fractions (or ints), probabilities in [0, 1]: ``bettor[i][a]`` (n rows of k + 1: the
        check, then each size), ``caller[j][k]`` (n rows of k).

        Examples
        --------
        >>> p = IntegerProfile.from_fractions([[1, 0], [Fraction(1, 3), Fraction(2, 3)]], [[0], [1]])
        >>> p.bettor.tolist(), p.bettor_den
        ([[3, 0], [1, 2]], 3)
        """
        b, c = _rows(bettor, "bettor"), _rows(caller, "caller")
        if b.shape[1] < 2 or c.shape != (b.shape[0], b.shape[1] - 1):
            raise ValueError(
                f"caller must have one row per bettor row and one column fewer (bettor {b.shape}, caller {c.shape})"
            )
        return cls(*_over_common(b), *_over_common(c))

    def strings(self) -> tuple:
        """``(bettor, caller)`` as lists of lists of fraction strings (``"0"``, ``"1"``, ``"3/7"``), each
        distinct value converted once."""

        def convert(a: np.ndarray, den: int) -> list:
            cache: dict = {}
            out = []
            for row in a.tolist():
                line = []
                for v in row:
                    text = cache.get(v)
                    if text is None:
                        text = cache[v] = str(Fraction(v, den))
                    line.append(text)
                out.append(line)
            return out

        return convert(self.bettor, self.bettor_den), convert(self.caller, self.caller_den)

    def fractions(self) -> tuple:
        """``(bettor, caller)`` as tuples of tuples of Fractions (the :class:`lcp.testbed.Profile` layout)."""
        db, dc = self.bettor_den, self.caller_den
        return (
            tuple(tuple(Fraction(int(v), db) for v in row) for row in self.bettor),
            tuple(tuple(Fraction(int(v), dc) for v in row) for row in self.caller),
        )


def _rows(rows, name: str) -> np.ndarray:
    """``rows`` (a non-empty rectangular sequence of rows of ints or Fractions in [0, 1]) as an object array."""
    try:
        out = [list(row) for row in rows]
    except TypeError:
        raise TypeError(f"{name} must be rows of probabilities (ints or Fractions); got {rows!r}") from None
    if not out or not out[0] or any(len(row) != len(out[0]) for row in out):
        raise ValueError(f"{name} must be a non-empty table of rows of equal length; got {rows!r}")
    for row in out:
        for v in row:
            if isinstance(v, bool) or not isinstance(v, numbers.Rational):
                raise TypeError(f"{name} must hold ints or Fractions (exact probabilities); got {v!r}")
            if not 0 <= Fraction(int(v.numerator), int(v.denominator)) <= 1:
                raise ValueError(f"{name} must hold probabilities in [0, 1]; got {v}")
    return np.array([[Fraction(v) for v in row] for row in out], dtype=object)


def _over_common(a: np.ndarray) -> tuple:
    """``(numerators, den)``: the object array ``a`` of ints and Fractions over its least common denominator."""
    one, zero = a == 1, a == 0
    rest = ~(one | zero)  # few entries strictly between 0 and 1 (or outside): each distinct value converted once
    values = {v: Fraction(v) for v in set(a[rest].tolist())}
    den = math.lcm(*{v.denominator for v in values.values()})
    nums = np.zeros(a.shape, dtype=object)  # Python ints 0
    nums[one] = den
    if values:
        scaled = {v: f.numerator * (den // f.denominator) for v, f in values.items()}
        nums[rest] = [scaled[v] for v in a[rest].tolist()]
    return nums, den


def _size_scale(sizes) -> tuple:
    """``(D, stakes)``: D = 2 lcm(size denominators) and ``stakes[k] = D (1/2 + s_k)`` (integers)."""
    D = 2 * math.lcm(*(Fraction(s).denominator for s in sizes))
    return D, [int(D * (Fraction(1, 2) + Fraction(s))) for s in sizes]


def certify(game, profile: IntegerProfile, *, route: str | None = None) -> Certificate:
    r"""Both best responses and the value of ``profile`` in ``game``, exactly, by running sums.

    In count units times ``2 D den`` (D = :func:`_size_scale`), every quantity is an integer: the bettor
    with hand i betting s_k earns :math:`D m den - D Q^{\ne i}_k + D(1 + 2 s_k)(Q^{<i}_k - Q^{>i}_k)`, and
    the caller with hand j facing s_k gains :math:`-D(1 + 2 s_k)(B^{>j}_k - B^{<j}_k) + D B^{\ne j}_k`
    (times 1/2) by folding rather than calling, where Q and B are running sums of the integer numerators.
    ``profile`` must be a strategy pair (ValueError otherwise): off one, e.g. a bettor who never acts, the
    two best responses can agree although nothing is an equilibrium.

    The sums take one of three exact routes (:mod:`lcp.grid._certificate`), all giving the same integers:
    ``"int64"`` (machine-integer counts plus a Python integer per run of hands between mixed ones, where its
    bound holds), ``"integers"`` (the same split over Python integers) or ``"direct"`` (running sums over
    Python integers, taken when most entries mix, e.g. a float profile). ``route=None`` chooses; the tests
    force each.

    Examples
    --------
    >>> from lcp import testbed
    >>> g = testbed.build(1, 1, hands=3, k=1)
    >>> sol = g.solve()
    >>> cert = certify(g, IntegerProfile.from_fractions(sol.profile.bettor, sol.profile.caller))
    >>> cert.value, cert.is_equilibrium
    (Fraction(1, 36), True)
    >>> certify(g, IntegerProfile.from_fractions(sol.profile.bettor, sol.profile.caller), route="direct") == cert
    True
    """
    n, K = checked_game(game).hands, len(game.sizes)
    if not isinstance(profile, IntegerProfile):
        raise TypeError(
            f"profile must be an IntegerProfile (IntegerProfile.from_fractions); got {type(profile).__name__}"
        )
    if profile.bettor.shape != (n, K + 1) or profile.caller.shape != (n, K):
        raise ValueError(
            f"profile must have shapes ({n}, {K + 1}) and ({n}, {K}) for this game; got "
            f"{profile.bettor.shape} and {profile.caller.shape}"
        )
    sb = _certificate.split(profile.bettor, profile.bettor_den)
    sq = _certificate.split(profile.caller, profile.caller_den)
    if not _certificate.is_strategy(sb, profile.bettor_den, sq, profile.caller_den):
        raise ValueError(
            "profile must be a strategy pair: positive denominators, every probability in [0, 1] and each of "
            "the bettor's rows summing to 1 (else the two best responses can agree off an equilibrium)"
        )
    deck = game.deal == "deck"
    m = n - 1 if deck else n
    w = Fraction(1, n * m)
    D, stakes = _size_scale(game.sizes)
    db, dq = int(profile.bettor_den), int(profile.caller_den)
    best, value_num, caller_num = _certificate.best_responses(
        n, deck, D, stakes, sb, db, sq, dq, (profile.bettor, profile.caller), route
    )
    scale_b = 2 * D * dq
    return Certificate.from_best_responses(
        w * Fraction(value_num, scale_b * db),
        w * Fraction(best, scale_b),
        w * Fraction(caller_num, 2 * D * db),
    )


def _round01(x: np.ndarray) -> tuple:
    """``(fixed, mixed)``: 0/1 integers where x is within SUPPORT_TOL of 0 or 1, and the mask of the rest."""
    zero, one = x <= SUPPORT_TOL, x >= 1 - SUPPORT_TOL
    return one.astype(np.int64), ~(zero | one)


def _exact_caller(
    game, bettor_f: np.ndarray, caller_f: np.ndarray, tie_tol: float = TIE_TOL, backend: str | None = None
) -> np.ndarray:
    """The caller's exact call probabilities (object array of Fractions): mixed ones solved so that every
    bettor hand's support (and floats ties) pay the same."""
    n, K = caller_f.shape
    deck = game.deal == "deck"
    m = n - 1 if deck else n
    fixed, mixed = _round01(caller_f)
    out = fixed.astype(object)
    if not mixed.any():
        return out
    E = bettor_payoffs(game, caller_f)
    gap = E.max(axis=1, keepdims=True) - E
    tied = (gap <= tie_tol * n) | (bettor_f > SUPPORT_TOL)
    pre = prefix_sums(fixed, dtype=np.result_type(fixed.dtype, np.int64))
    unknowns = {k: np.flatnonzero(mixed[:, k]) for k in range(K)}
    D, stakes = _size_scale(game.sizes)
    # payoffs times 2 D are integers; int64 holds them when D (1 + 2 max stake) n stays far below 2**62
    exact_ints = D * (1 + 2 * max(stakes)) * (n + 1) < 2**60
    dtype = np.int64 if exact_ints else object
    st = np.array(stakes, dtype=dtype)
    # every bettor hand tied between two or more actions: its first one against each other one
    multi = np.flatnonzero(tied.sum(axis=1) >= 2)
    T = tied[multi]
    first = T.argmax(axis=1)
    T[np.arange(len(multi)), first] = False
    r, act = np.nonzero(T)
    hand, act0 = multi[r], first[r]

    def constant(i: np.ndarray, a: np.ndarray) -> np.ndarray:
        """The bettor's payoff of action a with hand i at the fixed calls, times 2 D (count units)."""
        k = np.maximum(a - 1, 0)
        tot = pre[-1, k].astype(dtype)
        own = fixed[i, k].astype(dtype) if deck else 0
        bet = D * m - D * (tot - own) + 2 * st[k] * (pre[i, k].astype(dtype) - (tot - pre[i + 1, k].astype(dtype)))
        return np.where(a == 0, D * (2 * i.astype(dtype) - (n - 1)), bet)

    def place(i: np.ndarray, a: np.ndarray) -> np.ndarray:
        """Where hand i falls among the unknowns of action a's column (-1 for the check)."""
        out = np.full(len(i), -1, dtype=np.int64)
        for k in np.unique(a[a > 0] - 1).tolist():
            sel = a == k + 1
            out[sel] = np.searchsorted(unknowns[k], i[sel])
        return out

    # a row's coefficients depend only on the two actions and where the hand falls among their unknowns
    # (and whether it is one), its constant on the hand: rows equal in all of these are built once
    keys = np.column_stack(
        [act0, act, place(hand, act0), mixed[hand, np.maximum(act0 - 1, 0)] & (act0 > 0), place(hand, act)]
        + [mixed[hand, act - 1], constant(hand, act0) - constant(hand, act)]
    )
    if exact_ints:
        # the rows come by hand; grouped by their two actions (a stable sort keeps the hands in order), equal
        # rows stand in runs (the fixed calls and the unknowns' places change at few hands): the first of
        # each run is kept. A repeat that is not next to its twin is kept too, which changes nothing (the
        # same equality twice)
        order = np.argsort(act0 * (K + 1) + act, kind="stable")
        ordered = keys[order]
        start = np.r_[True, (ordered[1:] != ordered[:-1]).any(axis=1)]
        first_rows = order[start]
    else:  # Python integers: numpy cannot sort the rows, a dict keeps the first of each
        first_rows = np.array(list({tuple(row): t for t, row in reversed(list(enumerate(keys.tolist())))}.values()))

    def coefficients(i: int, a: int) -> dict:
        """The coefficients of the unknowns of action a in the bettor's payoff with hand i, times 2 D."""
        if a == 0:
            return {}
        k = a - 1
        coef = {}
        for j in unknowns[k].tolist():
            c = 2 * stakes[k] * ((i > j) - (i < j)) - (D if (j != i or not deck) else 0)
            if c:
                coef[(j, k)] = c
        return coef

    rows: list = []
    for t in np.sort(first_rows).tolist():
        i, a0, a = int(hand[t]), int(act0[t]), int(act[t])
        coef = coefficients(i, a)
        for v, c in coefficients(i, a0).items():  # another column: nothing cancels
            coef[v] = -c
        rows.append((coef, int(keys[t, -1])))
    hint = {(int(j), k): float(caller_f[j, k]) for k, js in unknowns.items() for j in js}
    sol = _linsolve.solve(rows, hint, backend)
    for (j, k), v in sol.items():
        out[j, k] = v
    return out


def _exact_bettor(
    game, bettor_f: np.ndarray, caller_f: np.ndarray, tie_tol: float = TIE_TOL, backend: str | None = None
) -> np.ndarray:
    """The bettor's exact probabilities (object array of Fractions): each mixing hand's support solved so
    that the caller is indifferent wherever he mixes (or is tied in floats), each row summing to 1."""
    n, A = bettor_f.shape
    K = A - 1
    deck = game.deal == "deck"
    sizes = [Fraction(s) for s in game.sizes]
    fixed, mixed = _round01(bettor_f)
    mixing = mixed.any(axis=1)
    fixed[mixing] = 0
    support = (bettor_f > SUPPORT_TOL) & mixing[:, None]
    out = fixed.astype(object)
    if not mixing.any():
        return out
    X = caller_gains(game, bettor_f)
    tied = (np.abs(X) <= tie_tol * n) | ((caller_f > SUPPORT_TOL) & (caller_f < 1 - SUPPORT_TOL))
    pre = np.vstack([np.zeros((1, A), dtype=np.int64), np.cumsum(fixed, axis=0)])
    unknowns = {k: np.flatnonzero(support[:, k + 1]) for k in range(K)}
    half = Fraction(1, 2)
    rows: list = []
    seen: set = set()
    for i in np.flatnonzero(mixing):
        rows.append(({(int(i), int(a)): 1 for a in np.flatnonzero(support[i])}, 1))
    for k in range(K):
        if not len(unknowns[k]):
            continue
        s = half + sizes[k]
        tot = int(pre[-1, k + 1])
        js = np.flatnonzero(tied[:, k])
        if not len(js):  # no caller is indifferent to this size: no equality (np.r_[True] would index js[0])
            continue
        # the row's coefficients depend only on where j falls among the unknowns (and whether it is one),
        # its constant only on the fixed bets above and below: rows equal in both are built once
        where = np.searchsorted(unknowns[k], js)
        own = np.isin(js, unknowns[k])
        above = tot - pre[js + 1, k + 1]
        below = pre[js, k + 1]
        others = tot - (fixed[js, k + 1] if deck else np.zeros(len(js), dtype=np.int64))
        # along the sorted js, where and below never fall and above never rises: equal rows come in runs
        keys = np.column_stack([where, own, above, below, others])
        first = np.flatnonzero(np.r_[True, (keys[1:] != keys[:-1]).any(axis=1)])
        for j in js[first].tolist():
            # X_jk = (1/2 + s)(B> - B<) - 1/2 B_{!=j} = 0
            const = s * ((tot - int(pre[j + 1, k + 1])) - int(pre[j, k + 1])) - half * (
                tot - (int(fixed[j, k + 1]) if deck else 0)
            )
            coef = {}
            for i in unknowns[k].tolist():
                c = s * ((i > j) - (i < j)) - (half if (i != j or not deck) else 0)
                if c:
                    coef[(i, k + 1)] = c
            key = (tuple(sorted(coef.items())), const)
            if coef and key not in seen:
                seen.add(key)
                rows.append((coef, -const))
    hint = {(int(i), int(a)): float(bettor_f[i, a]) for i in np.flatnonzero(mixing) for a in np.flatnonzero(support[i])}
    sol = _linsolve.solve(rows, hint, backend)
    for (i, a), v in sol.items():
        out[i, a] = v
    return out


#: The tie tolerances tried in turn and their absolute cap: lcp.core.config.GRID_TIE_TOLS and GRID_TIE_ABS
#: (where they were measured is written there). The solve reads these names (tests patch them).
TIE_TOLS = config.GRID_TIE_TOLS
TIE_ABS = config.GRID_TIE_ABS


def _resolved(method, game, fl, tol: float, backend: str | None = None):
    """``method`` (the caller's or the bettor's exact re-solve) with ties read within ``tol`` n: its answer,
    or None when its equalities are inconsistent or solve to a probability outside [0, 1].

    >>> from lcp import testbed
    >>> game = testbed.build(1, 2, hands=8, k=3)
    >>> fl = window.solve_float(game)
    >>> _resolved(_exact_caller, game, fl, TIE_TOL) is None
    False
    >>> _resolved(lambda *args: np.array([[Fraction(3, 2)]], dtype=object), game, fl, TIE_TOL) is None
    True
    """
    try:
        out = method(game, fl.bettor, fl.caller, tol, backend)
    except _exact.Inconsistent:
        return None
    # a misread support can also solve to "probabilities" outside [0, 1]: no strategy, so no certificate
    return out if bool(((out >= 0) & (out <= 1)).all()) else None


def _normalised(row: list) -> list:
    total = sum(row)
    return [v / total for v in row] if total else [Fraction(1)] + [Fraction(0)] * (len(row) - 1)


@dataclass(frozen=True)
class GridSolution:
    """An exact equilibrium of the grid game with its certificate (pot-1 units).

    ``value`` is the game's exact value: :func:`solve` returns only certified solutions (the failure rule of
    :mod:`lcp.core`); the uncertified attempt it raises with (``CertificationError.attempt``) has ``certified``
    False, ``value`` the profile's, and [caller_best, bettor_best] bounds the game's value exactly.
    ``profile`` holds the strategies over common denominators (an :class:`IntegerProfile`); ``certificate`` its
    exact certificate; ``certified`` is ``certificate.certified``; ``seconds`` where the time went; ``method``
    how the exact profile was found: ``"support"`` (the exact re-solve) or ``"rounded"`` (its fallback).
    """

    value: Fraction
    profile: IntegerProfile
    certificate: Certificate
    lp_value: float
    seconds: dict
    method: str = "support"

    @property
    def certified(self) -> bool:
        """The profile is an exact equilibrium (both best responses equal the value)."""
        return self.certificate.certified


def solve(game, options: dict | None = None, progress=None, *, backend: str | None = None) -> GridSolution:
    """The grid game solved: float LP (running sums), exact re-solve on the support, exact certificate.

    Ties are read within each of :data:`TIE_TOLS` (times n, capped at :data:`TIE_ABS`) in turn until the
    re-solved profile is certified. If the exact re-solve finds the support misread (its equalities
    inconsistent, or solved outside [0, 1]) at every tolerance, the floats' nearest simple fractions are tried
    instead; if no attempt is certified, :class:`lcp.core.CertificationError` is raised (the failure rule of
    every exact solve) with the attempt of least exploitability as its ``attempt``: its certificate still
    bounds the value exactly, ``caller_best <= value of the game <= bettor_best``.

    ``backend`` chooses how the re-solve's equalities are solved (:mod:`lcp.grid._linsolve`): ``"fractions"``
    (pure Python, the default and the faster on these small sparse systems) or ``"flint"`` (python-flint's
    integer matrices, if installed); both solve the same equalities, and the certificate is the same check.

    Examples
    --------
    >>> from lcp import testbed
    >>> sol = solve(testbed.build(1, 2, hands=8, k=3))
    >>> sol.value, sol.certified
    (Fraction(73, 1280), True)
    """
    fl = window.solve_float(game, options, progress)
    if progress is not None:
        progress(f"float value {fl.value:.12f}; exact re-solve on the support")
    exact_seconds = certify_seconds = 0.0
    best: tuple | None = None
    n = game.hands
    tols = sorted({min(tol, TIE_ABS / n) for tol in TIE_TOLS}, reverse=True)
    for tol in tols:  # a looser tolerance can read a tie that is not one: then a tighter one
        t = time.perf_counter()
        method = "support"
        caller = _resolved(_exact_caller, game, fl, tol, backend)
        if caller is None:  # the support was misread: keep the floats' rationals, certify bounds only
            caller = np.array([[_exact.rounded(v) for v in row] for row in fl.caller], dtype=object)
            method = "rounded"
        bettor = _resolved(_exact_bettor, game, fl, tol, backend)
        if bettor is None:
            bettor = np.array([_normalised([_exact.rounded(v) for v in row]) for row in fl.bettor], dtype=object)
            method = "rounded"
        profile = IntegerProfile(*_over_common(bettor), *_over_common(caller))
        t2 = time.perf_counter()
        if progress is not None:
            progress(f"certificate: both best responses in integers (ties read within {tol:g} n)")
        cert = certify(game, profile)
        exact_seconds += t2 - t
        certify_seconds += time.perf_counter() - t2
        # the best attempt: certified first, then found by the re-solve, then the least exploitable
        rank = (not cert.is_equilibrium, method != "support", cert.exploitability)
        if best is None or rank < best[0]:
            best = (rank, profile, cert, method)
        if cert.is_equilibrium and method == "support":
            break
    assert best is not None  # TIE_TOLS is not empty
    _, profile, cert, method = best
    seconds = {
        "coarse_and_pricing": fl.build_seconds,
        "lp": fl.solve_seconds,
        "exact": exact_seconds,
        "certificate": certify_seconds,
    }
    solution = GridSolution(cert.value, profile, cert, fl.value, seconds, method)
    if not cert.certified:  # the one failure rule of every exact solve (lcp.core): raise, with the attempt
        raise CertificationError(
            f"the grid game (n = {n}) is not certified: the exact value lies in "
            f"[{cert.caller_best}, {cert.bettor_best}] (the error's attempt holds this profile)",
            attempt=solution,
        )
    return solution


__all__ = [
    "SUPPORT_TOL",
    "TIE_TOL",
    "TIE_TOLS",
    "TIE_ABS",
    "IntegerProfile",
    "Certificate",
    "certify",
    "bettor_payoffs",
    "caller_gains",
    "GridSolution",
    "solve",
]
