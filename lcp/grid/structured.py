r"""The grid game's sequence-form LP written with running sums over the hands: O(n k) nonzeros.

Units: pot 1, ante 1/2 each; values are the bettor's net winnings (as :mod:`lcp.testbed`). The game is
:mod:`lcp.testbed.game`'s: the bettor with hand bucket i of n checks (a showdown for the antes) or bets a
size s_k of the menu; the caller with hand j facing s_k folds (the bettor wins 1/2) or calls (a showdown
for 1/2 + s_k). Hands are dealt as i.i.d. uniform buckets (equal buckets pay 0) or from a deck (i != j).

**Why running sums.** Each player has one move, so the sequence form *is* the behaviour strategy: b[i, a]
the bettor's probability of action a (0 = check, then each size) with hand i, q[j, k] the caller's call
probability. Facing size k, the caller with hand j loses, per deal weight w, the amount

.. math:: X_{jk} = (\tfrac12 + s_k)\,(B_{>j} - B_{<j}) - \tfrac12\,B_{\neq j}

by calling rather than folding, where :math:`B_{<j} = \sum_{i<j} b_{ik}` and so on: the showdown sees
only the *order* of the hands, so each of these is a difference of the running sums
:math:`P_k(j) = \sum_{i<j} b_{ik}`. The bettor's LP (maximise his guaranteed value) is

.. math:: \max\; \sum_i (c_i - \tfrac{m}{2})\, b_{i0} + \sum_{jk} t_{jk} + \tfrac{nm}{2}
          \quad\text{s.t.}\quad t_{jk} \le 0,\; t_{jk} \le X_{jk},\; \sum_a b_{ia} = 1,\; b \ge 0,

in count units (multiply by w = 1/n^2, or 1/(n(n-1)) for the deck), with :math:`c_i = i - (n-1)/2` the
check's showdown count and m the number of hands the caller can hold (n, or n - 1 for the deck). The
running sums from below, :math:`P_k(j) = \sum_{i<j} b_{ik}`, and from above, :math:`S_k(j) = \sum_{i>j}
b_{ik}`, are unknowns tied to b by one equality row each (:math:`P_k(j+1) = P_k(j) + b_{jk}`), so that
:math:`X_{jk} = s_k S_k(j) - (1 + s_k) P_k(j) - \tfrac12 [\text{buckets}]\, b_{jk}` has at most three
terms: O(n k) nonzeros in all, against the n^2 k of the same LP written over the deals
(:func:`generic_lp`). The caller's call probabilities are the duals of the rows :math:`t_{jk} \le X_{jk}`
(each in [0, 1], since t's objective coefficient is 1).

Large grids go through :func:`restricted_lp` (each hand allowed the sizes a coarser grid's equilibrium
suggests, the caller's equal rows merged) and column generation: :func:`solve_float`. The coarse grid's
equilibrium is mapped by its *shape* (:func:`_mapped_support`), not hand by hand: the value bets of each size
on the same quantiles of the hands; the bluffs, which are interchangeable among the hands below every
caller's threshold, re-dealt as one block per size plus every (k/4)-th bluffing hand for each size; and the
coarse bets that paid within :data:`NEAR` of the best reply (the LP is degenerate there: many hands are
nearly indifferent between neighbouring sizes, and leaving those bets out made column generation move each
boundary a few hands per round, dozens of rounds at n = 2,500, k = 64). Measured, each level then settles
in one or two rounds (benchmarks/grid.md).

HiGHS (through :func:`scipy.optimize.linprog`) solves it in floats; :mod:`lcp.grid.exact` turns the answer
into an exact, certified equilibrium. Above :data:`lcp.grid.window.BASE_HANDS` hands the exact solve takes
its floats from :mod:`lcp.grid.window` instead (the same LP kept to the hands near a coarser grid's
boundaries; measured, the whole exact solve that way takes 2.8 CPU s at n = 2,000, k = 64, where this
module's floats alone take 7.5 s, and it reaches n = 100,000), and comes back here for a level whose
coarser shape does not carry over.
"""

from __future__ import annotations

import dataclasses
import math
import numbers
import sys
import time
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy import sparse
from scipy.optimize import linprog

from lcp.core import _validate, config
from lcp.core.certificate import Uncertified

from . import rules
from ._payoffs import bettor_payoffs, checked_game
from ._payoffs import setting as _setting

#: Most hands the structured solver takes (the sizes measured are in benchmarks/grid.md).
#: (:class:`lcp.testbed.TestbedGame` stops at :data:`lcp.testbed.MAX_HANDS`, the limit of the solvers that
#: build the whole tree.)
MAX_HANDS = 1_000_000
_LABELS = rules.Labels("testbed")


@dataclass(frozen=True)
class StructuredGame:
    """The grid game as the structured solver reads it: :class:`lcp.testbed.TestbedGame`'s game (uniform
    hands, no raise; pot 1, ante 1/2 each) with up to :data:`MAX_HANDS` hands, since no tree is built.

    ``L``, ``U``: the limits (0 < L <= U); ``hands``: 2 to :data:`MAX_HANDS` buckets or cards; ``sizes``: a
    tuple of 1 to :data:`lcp.grid.rules.MAX_SIZES` distinct bets in [L, U], > 0; ``deal``: one of
    :data:`lcp.grid.rules.DEALS`. :func:`lcp.testbed.cli.build` makes one with the test bed's menus.

    Examples
    --------
    >>> g = StructuredGame(Fraction(1), Fraction(2), 10_000, (Fraction(1), Fraction(2)))
    >>> g.hands, g.bettor_actions
    (10000, ('check', 'bet 1', 'bet 2'))
    >>> StructuredGame(Fraction(1), Fraction(2), 1, (Fraction(1),))
    Traceback (most recent call last):
    ...
    ValueError: hands must be an integer in [2, 1000000]; got 1
    """

    L: Fraction
    U: Fraction
    hands: int
    sizes: tuple
    deal: str = "buckets"

    def __post_init__(self):
        L, U = (Fraction(_validate.rational_bet(v, name)) for v, name in ((self.L, "L"), (self.U, "U")))
        if not 0 < L <= U:
            raise ValueError(f"need 0 < L <= U (pot-1 units); got L = {L}, U = {U}")
        hands = _validate.integer(self.hands, "hands", 2, MAX_HANDS)
        if not isinstance(self.deal, str) or self.deal not in rules.DEALS:
            raise ValueError(f"deal must be one of {rules.DEALS}; got {self.deal!r}")
        if not isinstance(self.sizes, tuple) or not 1 <= len(self.sizes) <= rules.MAX_SIZES:
            raise ValueError(f"sizes must be a tuple of 1 to {rules.MAX_SIZES} bet sizes; got {self.sizes!r}")
        if any(isinstance(s, bool) or not isinstance(s, numbers.Rational) for s in self.sizes):
            raise TypeError(f"sizes must hold ints or Fractions (exact bets); got {self.sizes!r}")
        sizes = tuple(sorted(Fraction(s) for s in self.sizes))
        if any(a == b for a, b in zip(sizes, sizes[1:])) or sizes[0] < L or sizes[-1] > U:
            raise ValueError(f"sizes must be distinct bets in [L, U] = [{L}, {U}]; got {[str(s) for s in sizes]}")
        for name, value in (("L", L), ("U", U), ("hands", hands), ("sizes", sizes)):
            object.__setattr__(self, name, value)

    @property
    def leaf_count(self) -> int:
        """Terminal histories of the tree the game would have (deals x (1 check + 2 per size)), as
        :attr:`lcp.testbed.TestbedGame.leaf_count`; no tree is built."""
        deals = self.hands * (self.hands - 1 if self.deal == "deck" else self.hands)
        return deals * (1 + 2 * len(self.sizes))

    @property
    def bettor_actions(self) -> tuple:
        """``("check", "bet <s_1>", ...)``: the bettor's actions in order (as :class:`lcp.testbed.TestbedGame`)."""
        return (_LABELS.check, *(_LABELS.bet(s) for s in self.sizes))


@dataclass(frozen=True)
class LinearProgram:
    """An LP in scipy's form: minimise ``c @ x`` s.t. ``A_ub @ x <= b_ub``, ``A_eq @ x == b_eq``, bounds.

    ``caller_rows`` are the indices (in ``A_ub``) of the rows whose duals are the caller's call
    probabilities; ``offset`` is the constant the objective omits (count units) and ``weight`` the deal
    weight w: the bettor's value is :func:`value_of` of the minimised objective.
    """

    c: np.ndarray
    A_ub: sparse.csr_matrix
    b_ub: np.ndarray
    A_eq: sparse.csr_matrix
    b_eq: np.ndarray
    bounds: np.ndarray
    caller_rows: np.ndarray
    offset: float
    weight: float
    hands: int
    size_count: int

    @property
    def nonzeros(self) -> int:
        """Nonzeros of the constraint matrices."""
        return int(self.A_ub.nnz + self.A_eq.nnz)


def value_of(lp: LinearProgram, objective: float) -> float:
    """The bettor's value (pot-1 units) from the minimised objective of ``lp`` (a finite real number)."""
    if not isinstance(lp, LinearProgram):
        raise TypeError(f"lp must be a LinearProgram (structured_lp, generic_lp); got {type(lp).__name__}")
    if (
        isinstance(objective, bool)
        or not isinstance(objective, numbers.Real)
        or abs(objective) > sys.float_info.max  # (exact: 10**400 is no finite float)
        or not math.isfinite(objective)
    ):
        raise ValueError(f"objective must be a finite real number; got {objective!r}")
    return lp.weight * (lp.offset - objective)


def structured_lp(game) -> LinearProgram:
    """The bettor's LP with running-sum unknowns (module docstring), built vectorised.

    Unknowns, in order: ``b[i, a]`` (n (k + 1): a = 0 the check, then the sizes), the running sums from
    below ``P_k(j) = sum_{i<j} b[i, k]`` and from above ``S_k(j) = sum_{i>j} b[i, k]`` (n each per size),
    and ``t[j, k]`` (n per size). Both running sums are kept so that no unknown (such as the total
    ``P_k(n)``) appears in every row of a size: each row has at most four nonzeros but the normalisation
    rows (k + 1), which keeps the interior-point factorisation sparse.

    Examples
    --------
    >>> from lcp import testbed
    >>> lp = structured_lp(testbed.build(1, 2, hands=5, k=2))
    >>> lp.A_ub.shape, lp.A_eq.shape, lp.nonzeros
    ((10, 45), (21, 45), 99)
    """
    n, s, deck, m, w = _setting(game)
    K = len(s)
    A = K + 1
    nb = n * A
    p0, s0, t0 = nb, nb + n * K, nb + 2 * n * K  # P_k(j), S_k(j), t[j, k] at base + k n + j
    nvar = nb + 3 * n * K
    kk = np.repeat(np.arange(K), n)
    jj = np.tile(np.arange(n), K)
    sk = s[kk]
    r = np.arange(n * K)
    bjk = jj * A + kk + 1
    # caller row (j, k): t - (1/2+s)(S(j) - P(j)) + 1/2 (P(j) + S(j) + [buckets] b[j, k]) <= 0
    rows = [r, r, r]
    cols = [t0 + kk * n + jj, s0 + kk * n + jj, p0 + kk * n + jj]
    vals = [np.ones(n * K), -sk, 1.0 + sk]
    if not deck:
        rows.append(r), cols.append(bjk), vals.append(np.full(n * K, 0.5))
    A_ub = sparse.csr_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(n * K, nvar))
    # running sums: P(j+1) - P(j) - b[j] = 0 (j < n - 1; P(0) = 0) and S(j-1) - S(j) - b[j] = 0 (j > 0; S(n-1) = 0)
    up = jj < n - 1
    down = jj > 0
    e_p = np.arange(int(up.sum()))
    e_s = len(e_p) + np.arange(int(down.sum()))
    e_n = len(e_p) + len(e_s) + np.arange(n)
    q_rows = [e_p, e_p, e_p[jj[up] > 0], e_s, e_s, e_s[jj[down] < n - 1], e_n.repeat(A)]
    q_cols = [
        (p0 + kk * n + jj + 1)[up],
        bjk[up],
        (p0 + kk * n + jj)[up & (jj > 0)],
        (s0 + kk * n + jj - 1)[down],
        bjk[down],
        (s0 + kk * n + jj)[down & (jj < n - 1)],
        np.arange(nb),
    ]
    q_vals = [np.ones(len(e_p)), -np.ones(len(e_p)), -np.ones(int((up & (jj > 0)).sum()))]
    q_vals += [np.ones(len(e_s)), -np.ones(len(e_s)), -np.ones(int((down & (jj < n - 1)).sum())), np.ones(nb)]
    n_eq = len(e_p) + len(e_s) + n
    A_eq = sparse.csr_matrix(
        (np.concatenate(q_vals), (np.concatenate(q_rows), np.concatenate(q_cols))), shape=(n_eq, nvar)
    )
    b_eq = np.zeros(n_eq)
    b_eq[-n:] = 1.0
    c = np.zeros(nvar)
    c[0:nb:A] = -((np.arange(n) - (n - 1) / 2) - m / 2)
    c[t0:] = -1.0
    bounds = np.empty((nvar, 2))
    bounds[:nb] = (0.0, 1.0)
    bounds[p0:t0] = (0.0, np.inf)
    bounds[t0:] = (-np.inf, 0.0)
    bounds[p0:s0:n] = (0.0, 0.0)  # P_k(0): nothing below the lowest hand
    bounds[s0 + n - 1 : t0 : n] = (0.0, 0.0)  # S_k(n - 1): nothing above the highest
    return LinearProgram(c, A_ub, np.zeros(n * K), A_eq, b_eq, bounds, np.arange(n * K), n * m / 2, w, n, K)


def generic_lp(game) -> LinearProgram:
    """The same LP written over the deals (no running sums): row (j, k) holds a coefficient for every
    bettor hand i, n^2 k nonzeros in all. The yardstick :func:`structured_lp` is measured against.

    Unknowns: ``b[i, a]`` (n (k + 1)), then ``t[j, k]`` (n k).

    Examples
    --------
    >>> from lcp import testbed
    >>> lp = generic_lp(testbed.build(1, 2, hands=5, k=2))
    >>> lp.A_ub.shape, lp.nonzeros
    ((10, 25), 75)
    """
    n, s, deck, m, w = _setting(game)
    K = len(s)
    A = K + 1
    t0 = n * A
    nvar = t0 + n * K
    i = np.arange(n)
    blocks = []
    for k in range(K):
        # coefficient of b[i, k+1] in X_{jk}: (1/2 + s) sign(i - j) - 1/2 [i != j or buckets]
        M = (0.5 + s[k]) * np.sign(i[None, :] - i[:, None]) - 0.5
        if deck:
            np.fill_diagonal(M, 0.0)
        rr, ii = np.nonzero(M)
        blocks.append((k * n + rr, ii * A + k + 1, -M[rr, ii]))
        blocks.append((k * n + i, t0 + k * n + i, np.ones(n)))
    rows = np.concatenate([b[0] for b in blocks])
    cols = np.concatenate([b[1] for b in blocks])
    vals = np.concatenate([b[2] for b in blocks])
    A_ub = sparse.csr_matrix((vals, (rows, cols)), shape=(n * K, nvar))
    A_eq = sparse.csr_matrix((np.ones(n * A), (np.repeat(i, A), np.arange(n * A))), shape=(n, nvar))
    c = np.zeros(nvar)
    c[0:t0:A] = -((i - (n - 1) / 2) - m / 2)
    c[t0:] = -1.0
    bounds = np.empty((nvar, 2))
    bounds[:t0] = (0.0, 1.0)
    bounds[t0:] = (-np.inf, 0.0)
    return LinearProgram(c, A_ub, np.zeros(n * K), A_eq, np.ones(n), bounds, np.arange(n * K), n * m / 2, w, n, K)


@dataclass(frozen=True)
class FloatSolution(Uncertified):
    """The float LP's answer: value and both strategies (pot-1 units), and where the time went.

    ``bettor[i, a]``: P(action a | hand i), a = 0 the check, a = 1..k the sizes; ``caller[j, k]``: P(call
    size k | hand j); ``profile`` is ``(bettor, caller)``.

    A float route: ``certificate`` is None and ``certified`` False (the rule of :mod:`lcp.core` for a route
    without an exact proof); :func:`lcp.grid.exact.solve` makes it exact and certifies it.

    Examples
    --------
    >>> from lcp import testbed
    >>> sol = solve_float(testbed.build(1, 1, hands=3, k=1))
    >>> sol.profile[0] is sol.bettor, sol.certificate, sol.certified
    (True, None, False)
    """

    value: float
    bettor: np.ndarray
    caller: np.ndarray
    build_seconds: float
    solve_seconds: float
    nonzeros: int

    @property
    def profile(self) -> tuple:
        """The strategy profile ``(bettor, caller)`` (float arrays)."""
        return (self.bettor, self.caller)


def _check_options(options, progress=None) -> None:
    if options is not None and not isinstance(options, dict):
        raise TypeError(f"options must be a dict of HiGHS options or None; got {type(options).__name__} {options!r}")
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be a callable taking a line of text, or None; got {progress!r}")


def _run(lp: LinearProgram, options: dict | None = None):
    opts = {"method": "highs-ipm", **config.LP_OPTIONS} if options is None else dict(options)
    res = linprog(
        lp.c,
        A_ub=lp.A_ub,
        b_ub=lp.b_ub,
        A_eq=lp.A_eq,
        b_eq=lp.b_eq,
        bounds=lp.bounds,
        method=opts.pop("method", "highs"),
        options=opts,
    )
    if res.status != 0:
        raise RuntimeError(f"HiGHS did not solve the grid LP (status {res.status}: {res.message})")
    return res


#: Grids up to this many hands are solved with every action allowed; larger ones start from the supports of
#: a grid COARSENING times coarser and add the actions that pay (column generation).
DIRECT_HANDS = 64
COARSENING = 4
#: A coarse bet paying within this (count units: about this many hands' worth of the check's slope) of the
#: hand's best reply is allowed on the finer grid: the LP is degenerate there, and leaving such bets out makes
#: column generation move the boundaries a few hands per round.
NEAR = 2.0
#: A violated action is added with the same size for the hands within this fraction of n of it.
GROW_FRACTION = 0.004
#: Most rounds of column generation before the solve gives up (RuntimeError).
MAX_ROUNDS = 60


def _widen(coarse_support: np.ndarray, n: int) -> np.ndarray:
    """The fine grid's allowed sizes: those of the coarse bucket containing each hand and its neighbours."""
    nc = coarse_support.shape[0]
    c = np.arange(n) * nc // n
    out = coarse_support[c].copy()
    out |= coarse_support[np.maximum(c - 1, 0)]
    out |= coarse_support[np.minimum(c + 1, nc - 1)]
    out[0] = out[-1] = True  # the weakest and strongest hands may bet anything: every size gets a caller row
    return out


def _dilate(mask: np.ndarray, r: int) -> np.ndarray:
    """``mask`` (bool, first axis the hands) with every True spread to the hands within ``r`` of it (prefix sums:
    O(n k), where the naive check of each hand's window is O(n k r)).

    >>> mask = np.zeros((9, 2), dtype=bool); mask[[0, 6], 0] = mask[4, 1] = True
    >>> naive = [[any(mask[j, k] for j in range(max(i - 2, 0), min(i + 3, 9))) for k in range(2)] for i in range(9)]
    >>> bool((_dilate(mask, 2) == np.array(naive)).all()), _dilate(mask, 2)[:, 1].astype(int).tolist()
    (True, [0, 0, 1, 1, 1, 1, 1, 0, 0])
    """
    n = mask.shape[0]
    pre = np.concatenate([np.zeros((1,) + mask.shape[1:], dtype=np.int64), np.cumsum(mask, axis=0)])
    i = np.arange(n)
    return (pre[np.minimum(i + r + 1, n)] - pre[np.maximum(i - r, 0)]) > 0


def _mapped_support(coarse: np.ndarray, n: int, coarse_allowed: np.ndarray | None = None) -> np.ndarray | None:
    """The fine grid's allowed sizes from a coarse equilibrium's *shape* (module docstring of
    :mod:`lcp.grid.exact`'s certificate aside, this is a guess that column generation then corrects): the
    value bets of each size on the same quantiles of the hands, and the bluffs re-dealt as one contiguous
    block per size holding the coarse bluff mass (the bluffing hands are indifferent among the sizes they
    bluff, so any split of them that keeps each size's mass is as good), each widened by a few hands.

    ``coarse[i, a]``: the coarse bettor's probabilities (check first). None when the coarse profile has no
    hand that checks for sure (no check region to split bluffs from value bets at): then :func:`_widen`.
    """
    nc, A = coarse.shape
    checks = np.flatnonzero(coarse[:, 0] > 1 - config.GRID_SURE_CHECK_TOL)
    if not len(checks):
        return None
    split = (checks[0] + checks[-1]) / 2  # bets from hands below are bluffs, above value bets
    bets = coarse[:, 1:] > config.GRID_BET_MASS_TOL
    below = np.arange(nc) < split
    c = np.arange(n) * nc // n
    r = -(-n // nc) + 2
    out = _dilate(bets[c] & ~below[c, None], r)
    if coarse_allowed is not None:  # the coarse grid's nearly indifferent bets
        out |= coarse_allowed[c] & ~below[c, None]
    mass = coarse[below, 1:].sum(axis=0)
    if mass.sum() > 0:  # fine hands' worth of bluffs per size, filling the hands up to the last coarse bluff
        last = np.flatnonzero(below & bets.any(axis=1))[-1]
        mass *= (last + 1) * (n / nc) / mass.sum()
    ends = np.cumsum(mass)
    starts = ends - mass
    for k in np.flatnonzero(mass > 0):
        lo, hi = int(np.floor(starts[k])) - r, int(np.ceil(ends[k])) + r
        out[max(lo, 0) : min(hi, n), k] = True
    # and every size may bluff with every (k/4)-th hand of the bluffing region besides (k sizes), so that a
    # size whose block landed off the fine grid's bluffing region still finds bluffs
    span = min(int(np.ceil(ends[-1])) + r if len(ends) else 0, n)
    stride = max(1, out.shape[1] // 4)
    out[:span] |= (np.arange(span)[:, None] + np.arange(out.shape[1])[None, :]) % stride == 0
    # a size with value bets but no coarse bluffs gets a block too (spread over the bluffing hands): a value
    # bet is called only if some bluffs come with it
    missing = np.flatnonzero(out[1:-1].any(axis=0) & (mass <= 0))
    for rank, k in enumerate(missing.tolist()):
        mid = int(ends[-1] * (rank + 1) / (len(missing) + 1))
        out[max(mid - r, 0) : min(mid + r + 1, n), k] = True
    out[0] = out[-1] = True
    return out


def solve_float(game, options: dict | None = None, progress=None) -> FloatSolution:
    """Solve the grid game in floats with HiGHS: both strategies (the caller's from the duals).

    Up to ``DIRECT_HANDS`` hands every action is allowed (:func:`restricted_lp` with all allowed, the same
    LP as :func:`structured_lp` with the caller's equal rows merged). Beyond, the equilibrium of a grid
    ``COARSENING`` times coarser (solved the same way), mapped by its shape (module docstring), says which
    sizes each hand may bet; then every round adds each action that pays more than the allowed ones against
    the caller's answer (with the same size for its neighbours), until none does (then the float profile is
    an equilibrium of the whole game, to the LP's tolerance).

    Parameters
    ----------
    game : lcp.testbed.TestbedGame
    options : dict, optional
        HiGHS options for :func:`scipy.optimize.linprog` (``"method"`` among them; default the
        interior-point method with crossover and ``config.LP_OPTIONS``).
    progress : callable, optional
        Called with a line of text at each stage.

    Examples
    --------
    >>> from lcp import testbed
    >>> sol = solve_float(testbed.build(1, 1, hands=3, k=1))
    >>> round(sol.value * 36, 9), sol.bettor.shape, sol.caller.shape
    (1.0, (3, 2), (3, 1))
    """
    checked_game(game)
    _check_options(options, progress)
    return _solve_float(game, options, progress)[0]


def _solve_float(game, options, progress) -> tuple:
    """:func:`solve_float`'s work: ``(FloatSolution, near)``, the bets within ``NEAR`` of the best reply."""
    start = time.perf_counter()
    n, K = game.hands, len(game.sizes)
    if n <= DIRECT_HANDS:
        allowed = np.ones((n, K), dtype=bool)
    else:
        coarse, coarse_allowed = _solve_float(
            dataclasses.replace(game, hands=max(DIRECT_HANDS, n // COARSENING)), options, progress
        )
        mapped = _mapped_support(coarse.bettor, n, coarse_allowed)
        allowed = _widen(coarse.bettor[:, 1:] > config.GRID_BET_MASS_TOL, n) if mapped is None else mapped
    # a violation's neighbours within a coarse bucket (and GROW_FRACTION n) come with it
    spread = 2 + int(GROW_FRACTION * n) + (0 if n <= DIRECT_HANDS else -(-n // max(DIRECT_HANDS, n // COARSENING)))
    solve = 0.0
    for rounds in range(1, MAX_ROUNDS + 1):
        t = time.perf_counter()
        value, bettor, caller, nonzeros = _solve_restricted(game, allowed, options)
        solve += time.perf_counter() - t
        E = bettor_payoffs(game, caller)
        E[:, 1:][~allowed] = -np.inf
        reach = E.max(axis=1)
        E = bettor_payoffs(game, caller)
        better = (E[:, 1:] > reach[:, None] + config.GRID_PRICE_TOL * n) & ~allowed
        if progress is not None:
            progress(f"n = {n}, k = {K}: round {rounds}, {int(allowed.sum())} bets allowed, {int(better.sum())} added")
        if not better.any():
            break
        # the violated actions and the same size for the hands within GROW_FRACTION n of them: the LP is
        # degenerate (many hands nearly indifferent between neighbouring sizes), so a boundary found one hand
        # at a time would move a few hands per round
        grow = _dilate(better, spread)
        allowed |= grow
    else:
        raise RuntimeError(f"column generation did not settle in {MAX_ROUNDS} rounds (n = {n}, k = {K})")
    total = time.perf_counter() - start
    near = E[:, 1:] >= E.max(axis=1)[:, None] - NEAR  # the bets within NEAR of the best reply
    return FloatSolution(value, bettor, caller, total - solve, solve, nonzeros), near


def solve_generic(game, options: dict | None = None) -> FloatSolution:
    """:func:`generic_lp` built and solved (the yardstick; same answer, n^2 k nonzeros); ``options`` as
    :func:`solve_float`'s."""
    checked_game(game)
    _check_options(options)
    start = time.perf_counter()
    lp = generic_lp(game)
    built = time.perf_counter()
    res = _run(lp, options)
    done = time.perf_counter()
    n, K = lp.hands, lp.size_count
    bettor = np.clip(res.x[: n * (K + 1)].reshape(n, K + 1), 0.0, 1.0)
    caller = np.clip(-res.ineqlin.marginals[lp.caller_rows], 0.0, 1.0).reshape(K, n).T
    return FloatSolution(value_of(lp, res.fun), bettor, caller, built - start, done - built, lp.nonzeros)


def restricted_lp(game, allowed: np.ndarray) -> tuple:
    r"""The bettor's LP with each hand i allowed the check and the sizes ``allowed[i]`` (a bool numpy array of
    shape (n, k), at least one True).

    For size k with allowed hands :math:`i_1 < \dots < i_h`, the caller's hands fall into gaps between them
    (and the allowed hands themselves); within a gap the caller's row is the same, so it is written once,
    weighted by how many hands it holds. Running sums over the h allowed hands (from below and from above)
    keep every row at four nonzeros: the LP has O(n + sum_k h_k) unknowns and nonzeros, whatever n.

    Returns ``(lp, index)`` where ``index`` maps the unknowns back: ``index["bets"][k]`` the hands of
    size k, ``index["rows"][k]`` the (first hand, last hand + 1, row) of each caller row of size k.
    """
    n, s, deck, m, w = _setting(game)
    K = len(s)
    if not isinstance(allowed, np.ndarray) or allowed.dtype != bool or allowed.shape != (n, K):
        raise ValueError(f"allowed must be a bool numpy array of shape ({n}, {K}) (hands, sizes); got {allowed!r}")
    if not allowed.any():
        raise ValueError("allowed must allow at least one bet (else the caller has no row)")
    c_parts, lo_parts, hi_parts = [-((np.arange(n) - (n - 1) / 2) - m / 2)], [np.zeros(n)], [np.ones(n)]
    nvar = n
    ub_r, ub_c, ub_v, eq_r, eq_c, eq_v = [], [], [], [], [], []
    n_ub = 0
    n_eq = n  # the first n equality rows: normalisation
    eq_r.append(np.arange(n)), eq_c.append(np.arange(n)), eq_v.append(np.ones(n))
    bets_index, rows_index = [], []
    for k in range(K):
        H = np.flatnonzero(allowed[:, k])
        h = len(H)
        bets_index.append(H)
        if h == 0:
            rows_index.append(np.zeros((0, 3), dtype=np.int64))
            continue
        vb = nvar + np.arange(h)  # b members
        vL = nvar + h + np.arange(h + 1)  # L_g = sum of members < g
        vR = nvar + 2 * h + 1 + np.arange(h + 1)  # R_g = sum of members >= g
        # rows: gap g (caller hands strictly between member g-1 and member g), then member r
        gap_lo = np.concatenate([[0], H + 1])
        gap_hi = np.concatenate([H, [n]])
        count = gap_hi - gap_lo
        vt_gap = nvar + 3 * h + 2 + np.arange(h + 1)
        vt_mem = nvar + 4 * h + 3 + np.arange(h)
        nvar += 5 * h + 3
        c_parts += [np.zeros(3 * h + 2), -count.astype(float), -np.ones(h)]
        lo_parts += [np.zeros(3 * h + 2), np.full(2 * h + 1, -np.inf)]
        hi_parts += [np.ones(h), np.full(2 * h + 2, np.inf), np.zeros(2 * h + 1)]
        sk = s[k]
        # gap row: t - (1/2+s)(R_g - L_g) + 1/2 (L_g + R_g) <= 0
        g = np.arange(h + 1)
        rg = n_ub + g
        ub_r += [rg, rg, rg]
        ub_c += [vt_gap, vR[g], vL[g]]
        ub_v += [np.ones(h + 1), np.full(h + 1, -sk), np.full(h + 1, 1.0 + sk)]
        # member row r: t - (1/2+s)(R_{r+1} - L_r) + 1/2 (L_r + R_{r+1} + [buckets] b_r) <= 0
        r = np.arange(h)
        rm = n_ub + h + 1 + r
        ub_r += [rm, rm, rm]
        ub_c += [vt_mem, vR[r + 1], vL[r]]
        ub_v += [np.ones(h), np.full(h, -sk), np.full(h, 1.0 + sk)]
        if not deck:
            ub_r.append(rm), ub_c.append(vb), ub_v.append(np.full(h, 0.5))
        rows_index.append(np.concatenate([np.column_stack([gap_lo, gap_hi, rg]), np.column_stack([H, H + 1, rm])]))
        n_ub += 2 * h + 1
        # chains: L_{r+1} - L_r - b_r = 0, R_r - R_{r+1} - b_r = 0, L_0 = 0, R_h = 0; normalisation
        e1 = n_eq + r
        e2 = n_eq + h + r
        e3 = n_eq + 2 * h
        one = np.ones(1)
        eq_r += [e1, e1, e1, e2, e2, e2, np.array([e3]), np.array([e3 + 1]), H]
        eq_c += [vL[r + 1], vL[r], vb, vR[r], vR[r + 1], vb, vL[:1], vR[h:], vb]
        eq_v += [np.ones(h), -np.ones(h), -np.ones(h), np.ones(h), -np.ones(h), -np.ones(h), one, one, np.ones(h)]
        n_eq += 2 * h + 2
    A_ub = sparse.csr_matrix((np.concatenate(ub_v), (np.concatenate(ub_r), np.concatenate(ub_c))), shape=(n_ub, nvar))
    A_eq = sparse.csr_matrix(
        (np.concatenate(eq_v).astype(float), (np.concatenate(eq_r), np.concatenate(eq_c))), shape=(n_eq, nvar)
    )
    b_eq = np.zeros(n_eq)
    b_eq[:n] = 1.0
    bounds = np.column_stack([np.concatenate(lo_parts), np.concatenate(hi_parts)])
    lp = LinearProgram(
        np.concatenate(c_parts), A_ub, np.zeros(n_ub), A_eq, b_eq, bounds, np.arange(n_ub), n * m / 2, w, n, K
    )
    return lp, {"bets": bets_index, "rows": rows_index, "offsets": None}


def _solve_restricted(game, allowed: np.ndarray, options: dict | None) -> tuple:
    """Solve :func:`restricted_lp`; the value and both strategies expanded to every hand and size."""
    lp, index = restricted_lp(game, allowed)
    res = _run(lp, options)
    n, K = lp.hands, lp.size_count
    bettor = np.zeros((n, K + 1))
    bettor[:, 0] = res.x[:n]
    caller = np.zeros((n, K))
    pos = n
    duals = -res.ineqlin.marginals
    for k in range(K):
        H = index["bets"][k]
        h = len(H)
        if h == 0:
            continue
        bettor[H, k + 1] = res.x[pos : pos + h]
        pos += 5 * h + 3
        for lo, hi, row in index["rows"][k]:
            # the row's dual is how many of its hands call; the top ones call (best for deterring a bet
            # from any hand inside the gap, which sees only the calls above and below it)
            mass = min(max(duals[row], 0.0), hi - lo)
            whole = int(np.floor(mass + config.GRID_DUAL_ROUNDING))
            caller[hi - whole : hi, k] = 1.0
            if whole < hi - lo:
                caller[hi - whole - 1, k] = max(mass - whole, 0.0)
    return value_of(lp, res.fun), np.clip(bettor, 0.0, 1.0), np.clip(caller, 0.0, 1.0), lp.nonzeros
