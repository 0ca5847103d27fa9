r"""The grid game solved at scale: an LP over the hands near a coarser equilibrium's boundaries only.

Units: pot 1, ante 1/2 each, the bettor's net winnings; inside, payoffs are in *count units* (a sum over
the other player's hands, before the deal weight w = 1/n^2, or 1/(n(n-1)) for the deck, multiplies it), as
in :mod:`lcp.grid.structured`, whose game and LP this module restricts.

**Why it is small.** The grid game has many equilibria (the bluffing hands can share the bluffs among the
sizes in any way; the LP's vertex at n = 256 scatters them), and this module looks for one of a simple
shape, pure almost everywhere: the bettor bluffs with the weakest hands, checks the middle ones and
value-bets the strongest in one block of hands per size; the caller facing a size folds below a threshold
and calls above it (measured: the value bets of :mod:`lcp.grid.structured`'s equilibria at n = 256 mix at
about one hand per size). Refined from n/4 to n hands, each boundary moved by a few hands on every grid
measured; the pricing below, not this shape, is what makes the answer an equilibrium. So this module keeps the coarse equilibrium's shape and leaves free only

* the bettor's hands within ``r`` hands of a boundary of the coarse shape (mapped by quantile), each
  allowed the actions seen within ``r`` hands and the check;
* the caller's answers within ``r`` hands of a change of his coarse answer;
* the sure bluffs *as masses*: below the bluffing region's top every bluff of a size pays the same whatever
  the hand (it wins only when the caller folds, and the caller folds with every hand down there), so the
  LP holds one unknown per size, its mass among the hands that bluff for sure, and none per hand; the
  masses are dealt to those hands afterwards as one block per size, largest bets on the weakest hands. The
  hands within ``r`` of the region's top are free, each allowed the check and every size the coarse grid
  bluffs.

Everything else is fixed to the coarse shape. The restricted game's equilibrium is then *priced* against
the whole game in O(n k) (:func:`lcp.grid._payoffs.bettor_payoffs`, :func:`~lcp.grid._payoffs.caller_gains`):
a fixed hand or answer that would gain by deviating is freed, with its neighbours, and the LP solved again,
until nothing gains (then the float profile is an equilibrium of the whole game, to the LP's tolerance).
The LP has O(k r) unknowns and O(k r^2) nonzeros whatever n; the O(n k) pricing is the cost that grows.
Where a level's coarser shape does not fit (no region of sure checks to split bluffs from value bets, or
no settling within :data:`MAX_ROUNDS` rounds), that level is solved by
:func:`lcp.grid.structured.solve_float` instead, and the next level starts from its answer. Measured
(626 games, a hostile check): from the default base every level settled within three rounds; from a base
of 6 to 12 hands, tiny geometric menus with many sizes (``cli.build(1/200, 1/10, 25, 64, "geometric")``
from 6 hands) can stall: the coarse caller calls every bet of a size the coarse grid never makes, and the
pricing frees one such size per round, so the level falls back (the answer is the same, only slower).
"""

from __future__ import annotations

import dataclasses
import time

import numpy as np
from scipy import sparse

from lcp.core import config

from . import structured
from ._payoffs import _matrix, bettor_payoffs, caller_gains, checked_game, prefix_sums, setting
from .structured import _dilate

#: Grids up to this many hands are solved by :func:`lcp.grid.structured.solve_float` (every action allowed).
BASE_HANDS = 256
#: Each level has this many times the hands of the one below it.
COARSENING = 4
#: Most rounds of pricing at one level before the level gives up.
MAX_ROUNDS = 25
#: A payoff gain (count units) above this times n is a violation (lcp.core.config.GRID_PRICE_TOL).
PRICE_TOL = config.GRID_PRICE_TOL
#: A probability within this of 0 or 1 is read as 0 or 1 when the shape is read (config.GRID_SHAPE_TOL).
SHAPE_TOL = config.GRID_SHAPE_TOL


class ShapeMismatch(Exception):
    """The coarse shape does not carry over to the finer grid (the caller says why)."""


def _changes(values: np.ndarray, r: int) -> np.ndarray:
    """True at each hand within ``r`` of a place where ``values`` (first axis the hands) changes."""
    step = np.zeros(values.shape, dtype=bool)
    diff = values[1:] != values[:-1]
    step[1:] |= diff
    step[:-1] |= diff
    return _dilate(step, r)


def canonical_caller(game, bettor: np.ndarray, caller: np.ndarray) -> np.ndarray:
    """The caller's strategy with the calls of each run of hands that face the same bets moved to its top.

    Facing size k, the caller's hands strictly between two consecutive hands that bet k (with probability above
    :data:`SHAPE_TOL`; a smaller mass counts as no bet) gain the same by calling, so moving call probability among them changes neither player's
    payoff against the other's strategy; moved to the top of the run, the calls deter a bet of k from every
    hand of the run at least as much (a hand is hurt by calls from above it). Used to read a threshold off a
    degenerate LP answer; the result is again a best response whenever ``caller`` is one.

    ``bettor``: shape (n, k + 1) (the check, then each size), ``caller``: shape (n, k), probabilities.

    Examples
    --------
    >>> from lcp import testbed
    >>> game = testbed.build(1, 1, hands=4, k=1)
    >>> bettor = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    >>> canonical_caller(game, bettor, np.array([[0.0], [1.0], [0.5], [1.0]])).ravel().tolist()
    [0.0, 0.5, 1.0, 1.0]
    """
    n, s, _, _, _ = setting(game)
    K = len(s)
    bettor = _matrix(bettor, "bettor", n, K + 1)
    caller = _matrix(caller, "caller", n, K)
    out = caller.copy()
    for k in range(K):
        bets = bettor[:, k + 1] > SHAPE_TOL
        if bets.all():
            continue
        run = np.cumsum(bets)  # hands between two betting hands share a run id
        free = ~bets
        ids = run[free]
        mass = np.bincount(ids, weights=caller[free, k], minlength=n + 1)
        top = np.zeros(n + 1, dtype=np.int64)
        np.maximum.at(top, ids, np.flatnonzero(free))
        depth = top[ids] - np.flatnonzero(free)  # 0 at the run's top hand
        out[free, k] = np.clip(mass[ids] - depth, 0.0, 1.0)
    return out


@dataclasses.dataclass
class _Shape:
    """The fine grid's restricted game: what is fixed, what is free."""

    action: np.ndarray  # (n,) the fixed action of each hand (value side)
    free: np.ndarray  # (n, A) bool: the actions a free hand may take (value side; all False = fixed)
    beta: int  # hands [0, beta) bluff for sure, their sizes held as masses
    bluffs: np.ndarray  # (A,) bool: the check and the sizes a hand freed from the sure bluffs may take
    order: np.ndarray  # sizes in the order their bluffs are dealt from the weakest hand up
    call: np.ndarray  # (n, K) 0/1: the caller's fixed answers
    rows: np.ndarray  # (n, K) bool: the caller's free answers


def _bluff_region(bettor: np.ndarray) -> tuple:
    """``(top, masses)`` of a profile: the bluffing region is the hands below the first sure check that bet;
    ``masses[k]`` the bluff mass of size k (in hands). ShapeMismatch when no hand checks for sure."""
    checks = np.flatnonzero(bettor[:, 0] > 1 - SHAPE_TOL)
    if not len(checks):
        raise ShapeMismatch("no hand checks for sure: no check region splits bluffs from value bets")
    first = int(checks[0])
    return first, bettor[:first, 1:].sum(axis=0)


def _shape(coarse_b: np.ndarray, coarse_c: np.ndarray, n: int) -> _Shape:
    """The coarse equilibrium (bettor, canonical caller) mapped to n hands (module docstring)."""
    nc, A = coarse_b.shape
    K = A - 1
    scale = n / nc
    r = int(np.ceil(scale)) + 2
    c = np.arange(n) * nc // n
    _, masses = _bluff_region(coarse_b)
    beta0 = int(np.rint(float(masses.sum()) * scale))  # the fine bluffing region's expected top
    beta = max(beta0 - r, 0)
    b_map = coarse_b[c]
    action = b_map.argmax(axis=1)
    bluffs = np.concatenate([[True], masses > SHAPE_TOL])
    action[:beta0] = 1 + int(masses.argmax())
    mixed = b_map.max(axis=1) < 1 - SHAPE_TOL
    value_side = np.arange(n) >= beta
    window = value_side & (np.arange(n) <= beta0 + r)
    mixed[: beta0 + r + 1] = False
    near = (_changes(np.where(value_side, action, -1), r) | _dilate(mixed & value_side, r) | window) & value_side
    # free actions: those taken (or in the coarse support) within r hands, and the check
    support = (b_map > SHAPE_TOL) & (value_side & ~window)[:, None]
    taken = np.zeros((n, A), dtype=bool)
    taken[np.arange(n), action] = True
    taken &= value_side[:, None]
    free = _dilate(support | taken, r) & near[:, None]
    free[near, 0] = True
    free[window] |= bluffs
    order = np.argsort(-np.arange(K), kind="stable")  # the largest size's bluffs on the weakest hands
    call = (coarse_c[c] >= 0.5).astype(np.int64)
    rows = _changes(coarse_c[c] >= 0.5, r) | _dilate((coarse_c[c] > SHAPE_TOL) & (coarse_c[c] < 1 - SHAPE_TOL), r)
    rows[:beta] = False
    call[:beta] = 0
    return _Shape(action, free, beta, bluffs, order, call, rows)


def _deal_bluffs(y: np.ndarray, masses: np.ndarray, order: np.ndarray) -> np.ndarray:
    """The bluffing region's bets (len(y), K): hand i bluffs with probability y[i]; the masses (summing to
    y's sum) are dealt from the weakest hand up, one contiguous stretch of probability per size in
    ``order``."""
    K = len(masses)
    out = np.zeros((len(y), K))
    if not len(y):
        return out
    hi = np.cumsum(y)
    lo = hi - y
    edges = np.concatenate([[0.0], np.cumsum(masses[order])])
    for pos, k in enumerate(order.tolist()):
        a, b = edges[pos], edges[pos + 1]
        out[:, k] = np.clip(np.minimum(hi, b) - np.maximum(lo, a), 0.0, None)
    return out


def _solve_window(game, shape: _Shape, options) -> tuple:
    """Solve the restricted game's LP: ``(bettor (n, A), caller (n, K))`` floats and the LP's nonzeros."""
    n, s, deck, m, _ = setting(game)
    K = len(s)
    A = K + 1
    beta = shape.beta
    fixed_value = np.ones(n, dtype=bool)
    fixed_value[:beta] = False
    free_hands = np.flatnonzero(shape.free.any(axis=1))
    fixed_value[free_hands] = False
    # fixed value-side bets of each size, and their running counts
    F = np.zeros((n, K))
    fv = np.flatnonzero(fixed_value & (shape.action > 0))
    F[fv, shape.action[fv] - 1] = 1.0
    Fpre = prefix_sums(F, dtype=float)
    # the caller's fixed calls (rows above the bluffing region only)
    C = (shape.call.astype(bool) & ~shape.rows).astype(float)
    Cpre = prefix_sums(C, dtype=float)
    half = 0.5
    # unknowns: b[i, a] for free (i, a); M_k the sure bluffs' masses; t for free rows
    fi, fa = np.nonzero(shape.free)
    nb = len(fi)
    M0 = nb
    rj, rk = np.nonzero(shape.rows)
    nt = len(rj)
    t0 = M0 + K
    nvar = t0 + nt
    cix = np.arange(n) - (n - 1) / 2  # the check's showdown count
    obj = np.zeros(nvar)
    # check: (c_i - m/2) b[i, 0]
    chk = fa == 0
    obj[:nb][chk] = cix[fi[chk]] - m / 2
    # fixed calls: sum_{j in C_k} X_jk; coefficient of a free b[i, k+1]
    bet = ~chk
    bi, bk = fi[bet], fa[bet] - 1
    below = Cpre[bi, bk]
    above = Cpre[-1, bk] - Cpre[bi + 1, bk]
    own = C[bi, bk] if deck else 0.0
    obj[:nb][bet] = (half + s[bk]) * (below - above) - half * (Cpre[-1, bk] - own)
    # of M_k: every fixed call is above the bluffing region
    obj[M0:t0] = -(1.0 + s) * Cpre[-1]
    obj[t0:] = 1.0
    # free rows: t - sum coef b - (-(1 + s) M_k) <= const
    ub_r, ub_c, ub_v = [np.arange(nt)], [t0 + np.arange(nt)], [np.ones(nt)]
    ub_r.append(np.arange(nt)), ub_c.append(M0 + rk), ub_v.append(1.0 + s[rk])
    var_of_bet = np.flatnonzero(bet)
    for k in range(K):
        rows_k = np.flatnonzero(rk == k)
        if not len(rows_k):
            continue
        members = var_of_bet[bk == k]
        if not len(members):
            continue
        ii = fi[members]
        jj = rj[rows_k]
        coef = (half + s[k]) * np.sign(ii[None, :] - jj[:, None]) - half
        if deck:
            coef[ii[None, :] == jj[:, None]] = 0.0
        rr, cc = np.nonzero(coef)
        ub_r.append(rows_k[rr]), ub_c.append(members[cc]), ub_v.append(-coef[rr, cc])
    const = (half + s[rk]) * ((Fpre[-1, rk] - Fpre[rj + 1, rk]) - Fpre[rj, rk]) - half * (
        Fpre[-1, rk] - (F[rj, rk] if deck else 0.0)
    )
    A_ub = sparse.csr_matrix((np.concatenate(ub_v), (np.concatenate(ub_r), np.concatenate(ub_c))), shape=(nt, nvar))
    # equalities: each free hand's actions sum to 1; the bluff masses sum to the bluffing
    hands_u, which = np.unique(fi, return_inverse=True)
    eq_r = [which, np.full(K, len(hands_u))]
    eq_c = [np.arange(nb), M0 + np.arange(K)]
    eq_v = [np.ones(nb), np.ones(K)]
    A_eq = sparse.csr_matrix(
        (np.concatenate(eq_v), (np.concatenate(eq_r), np.concatenate(eq_c))), shape=(len(hands_u) + 1, nvar)
    )
    b_eq = np.ones(len(hands_u) + 1)
    b_eq[-1] = float(beta)  # the sure bluffs
    bounds = np.empty((nvar, 2))
    bounds[:M0] = (0.0, 1.0)
    bounds[M0:t0] = (0.0, np.inf)
    bounds[t0:] = (-np.inf, 0.0)
    lp = structured.LinearProgram(-obj, A_ub, const, A_eq, b_eq, bounds, np.arange(nt), 0.0, 1.0, n, K)
    res = structured._run(lp, options)
    x = res.x
    bettor = np.zeros((n, A))
    fixed = np.flatnonzero(fixed_value)
    bettor[fixed, shape.action[fixed]] = 1.0
    bettor[fi, fa] = np.clip(x[:nb], 0.0, 1.0)
    masses = np.clip(x[M0:t0], 0.0, None)
    total = masses.sum()
    if total > 0:
        masses *= beta / total
    bettor[:beta, 1:] = _deal_bluffs(np.ones(beta), masses, shape.order)
    caller = C.copy()
    caller[rj, rk] = np.clip(-res.ineqlin.marginals, 0.0, 1.0)
    return bettor, caller, lp.nonzeros


def _price(game, shape: _Shape, bettor: np.ndarray, caller: np.ndarray, r: int) -> int:
    """Free what gains by deviating (and its neighbours within r): the number of violations found."""
    n = game.hands
    tol = PRICE_TOL * n
    E = bettor_payoffs(game, caller)
    now = (E * bettor).sum(axis=1)
    best = E.max(axis=1)
    gain = best > now + tol
    X = -caller_gains(game, bettor)  # the bettor's gain when the caller calls
    wrong = ((caller > SHAPE_TOL) & (X > tol)) | ((caller < 1 - SHAPE_TOL) & (X < -tol))
    wrong &= ~shape.rows
    count = int(gain.sum() + wrong.sum())
    low = np.flatnonzero(gain[: shape.beta] | wrong[: shape.beta].any(axis=1))
    if len(low):
        # a sure bluff that would rather do something else, or a caller who would call among the sure
        # bluffs: fewer sure bluffs, the hands above them freed (the check and the bluffing sizes)
        beta = max(int(low[0]) - r, 0)
        shape.free[beta : shape.beta] = shape.bluffs
        shape.action[beta : shape.beta] = shape.action[shape.beta - 1] if shape.beta else 0
        shape.call[beta : shape.beta] = 0
        shape.beta = beta
    v = np.flatnonzero(gain[shape.beta :]) + shape.beta
    if len(v):
        add = np.zeros_like(shape.free)
        add[v] = E[v] > now[v, None] + tol  # every action that pays more: nearly tied bluffs come together
        add[v, shape.action[v]] = True
        add = _dilate(add, r)
        add[: shape.beta] = False
        shape.free |= add
        shape.free[shape.free.any(axis=1), 0] = True
        # a freed hand keeps its fixed action among its choices
        newly = shape.free.any(axis=1)
        shape.free[np.flatnonzero(newly), shape.action[newly]] = True
    if wrong.any():
        grow = _dilate(wrong, r)
        grow[: shape.beta] = False
        shape.rows |= grow
    return count


def _level(game, coarse_b, coarse_c, options, progress) -> tuple:
    n, K = game.hands, len(game.sizes)
    shape = _shape(coarse_b, coarse_c, n)
    r = int(np.ceil(n / coarse_b.shape[0])) + 2
    for rounds in range(1, MAX_ROUNDS + 1):
        bettor, caller, nonzeros = _solve_window(game, shape, options)
        found = _price(game, shape, bettor, caller, r)
        if progress is not None:
            progress(
                f"n = {n}, k = {K}: round {rounds}, {int(shape.free.any(axis=1).sum())} free hands, "
                f"{int(shape.rows.sum())} free answers, {found} gains"
            )
        if not found:
            return bettor, caller, nonzeros
    raise ShapeMismatch(f"pricing did not settle in {MAX_ROUNDS} rounds at n = {n}")


def solve_float(game, options: dict | None = None, progress=None):
    """Solve the grid game in floats by refinement from :data:`BASE_HANDS` hands (module docstring): a
    :class:`lcp.grid.structured.FloatSolution` (its ``nonzeros`` those of the last LP solved). Up to
    BASE_HANDS hands, and at a level whose coarser shape does not carry over, this is
    :func:`lcp.grid.structured.solve_float` (column generation over every hand).

    Parameters
    ----------
    game : lcp.grid.structured.StructuredGame or lcp.testbed.TestbedGame
    options : dict, optional
        HiGHS options (as :func:`lcp.grid.structured.solve_float`).
    progress : callable, optional
        Called with a line of text at each round.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from lcp.testbed import cli
    >>> fl = solve_float(cli.build(Fraction(1, 10), 2, 5000, 8))    # 78 hands, then 312, 1250 and 5000
    >>> round(fl.value, 7), fl.bettor.shape, fl.caller.shape
    (0.068562, (5000, 9), (5000, 8))
    """
    checked_game(game)
    structured._check_options(options, progress)
    start = time.perf_counter()
    n = game.hands
    ladder = [n]
    while ladder[-1] > BASE_HANDS:
        ladder.append(max(ladder[-1] // COARSENING, 2))
    first = structured.solve_float(dataclasses.replace(game, hands=ladder[-1]), options, progress)
    if n <= BASE_HANDS:
        return first
    bettor, caller = first.bettor, first.caller
    level_game = dataclasses.replace(game, hands=ladder[-1])
    solve = 0.0
    for size in reversed(ladder[:-1]):
        caller = canonical_caller(level_game, bettor, caller)
        level_game = dataclasses.replace(game, hands=size)
        t = time.perf_counter()
        try:
            bettor, caller, nonzeros = _level(level_game, bettor, caller, options, progress)
        except ShapeMismatch as why:
            if progress is not None:
                progress(f"n = {size}: the coarse shape does not carry over ({why}); column generation instead")
            fl = structured.solve_float(level_game, options, progress)
            bettor, caller, nonzeros = fl.bettor, fl.caller, fl.nonzeros
        solve += time.perf_counter() - t
    E = bettor_payoffs(game, caller)
    _, _, _, _, w = setting(game)
    value = w * float((E * bettor).sum())
    return structured.FloatSolution(value, bettor, caller, time.perf_counter() - start - solve, solve, nonzeros)
