r"""Every equilibrium of the discretised LCP: features ranged over all of them, and the abstraction's floor.

Units: pot 1 (ante 1/2 each; the bettor's net winnings), as :mod:`lcp.testbed.game`. The finite game has
many equilibria; :mod:`lcp.finite.equilibrium_sets` ranges a linear feature over all of them. This module names the
features a reader asks about (:func:`bet_frequency`, :func:`call_rate`, :func:`bets_below`) and finds the
**floor** of the continuous exploitability (:func:`lcp.testbed.continuous_score`): its smallest value over the
equilibria of the finite game, or over all its profiles.

The score is not linear, nor piecewise linear, in the profile: the bettor's continuous best response
switches actions at hands that move with the caller's call probabilities, so it is a convex function with
quadratic-over-linear pieces (the caller's, a concave one). It separates: the exploitability is
:math:`(\mathrm{BR}_1(q) - \mathrm{BR}_2(p))/2`, the first term a function of the caller's strategy ``q``
alone, the second of the bettor's ``p`` alone, and the set of equilibria is the product of the two
players' optimal sets, so the floor is two problems. Each is bounded by one LP: a best response that
must act alike on each of ``resolution`` equal pieces of a bucket is a maximum (for the caller: minimum)
of linear functions of the opponent's strategy, written as epigraph rows; it gains no more than the true
best response, so the LP's exact optimum (:func:`lcp.finite.equilibrium_sets.exact_lp`) is an exact **lower
bound** of the floor, and the exact score of the LP's minimiser, a profile of the set, an exact **upper
bound**. The two close as ``resolution`` grows.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from lcp.core import _validate
from lcp.finite.equilibrium_sets import exact_lp, face_rows

from .extension import bet_readings, continuous_score, translated_score
from .game import CALL, TestbedGame, _require
from .profile import Profile

SETS = ("equilibria", "all")


def bet_frequency(game: TestbedGame, k: int, hands=None) -> dict:
    """The feature "how often the bettor bets the k-th size" (0-based; with the hands in ``hands`` only, if
    given): a weight 1/n on each hand's sequence, for :func:`lcp.finite.equilibrium_sets.feature_range` (player 0).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> bet_frequency(build(1, 2, 2, 2), 1)
    {('x0', 'bet 2'): Fraction(1, 2), ('x1', 'bet 2'): Fraction(1, 2)}
    """
    game = _require(game)
    k = _validate.integer(k, "k", 0, len(game.sizes) - 1)
    return _per_hand(game, hands, lambda i: {(game.bettor_infoset(i), game.bettor_actions[k + 1]): 1})


def bets_below(game: TestbedGame, hand: int) -> dict:
    """The feature "how often the bettor bets (any size) with a hand below bucket ``hand``": his bluffing
    mass when ``hand`` is the lowest checking bucket (player 0).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> sorted(bets_below(build(1, 2, 3, 2), 1).items())
    [(('x0', 'bet 1'), Fraction(1, 3)), (('x0', 'bet 2'), Fraction(1, 3))]
    """
    game = _require(game)
    hand = _validate.integer(hand, "hand", 0, game.hands)
    acts = game.bettor_actions[1:]
    return _per_hand(game, range(hand), lambda i: {(game.bettor_infoset(i), a): 1 for a in acts})


def call_rate(game: TestbedGame, k: int, hands=None) -> dict:
    """The feature "how often the caller calls the k-th size" (0-based), over a uniform hand (player 1):
    1 minus the caller's threshold at that size, in the continuous game's terms.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> call_rate(build(1, 2, 2, 2), 0)
    {('y0|bet 1', 'call'): Fraction(1, 2), ('y1|bet 1', 'call'): Fraction(1, 2)}
    """
    game = _require(game)
    k = _validate.integer(k, "k", 0, len(game.sizes) - 1)
    return _per_hand(game, hands, lambda j: {(game.caller_infoset(j, k), CALL): 1})


def _per_hand(game: TestbedGame, hands, terms) -> dict:
    if hands is not None and (isinstance(hands, (str, bytes, dict)) or not hasattr(hands, "__iter__")):
        raise TypeError(f"hands must be None or an iterable of hand indices in [0, {game.hands - 1}]; got {hands!r}")
    hands = range(game.hands) if hands is None else [_validate.integer(h, "hands", 0, game.hands - 1) for h in hands]
    out: dict = {}
    for h in hands:
        for seq, w in terms(h).items():
            out[seq] = out.get(seq, 0) + Fraction(w, game.hands)
    return out


# ----------------------------------------------------------------------------------------------
# the floor


@dataclass(frozen=True)
class Floor:
    """The smallest continuous exploitability over a set of profiles of the finite game (pot-1 units).

    Attributes
    ----------
    lower : Fraction
        An exact lower bound (the epigraph LPs' exact optimum).
    upper : Fraction
        The exact exploitability of ``profile`` (:func:`lcp.testbed.continuous_score`, or the upper bound of
        :func:`lcp.testbed.extension.translated_score` under the pseudo-harmonic mapping): the floor lies in
        ``[lower, upper]``.
    profile : lcp.testbed.Profile
        A profile of the set (exact) scoring ``upper``.
    over, translation, resolution
        The set (``"equilibria"`` or ``"all"``), the caller's reading of off-menu bets (``"nearest"``,
        ``"pseudo-harmonic"``, or ``"menu"``: the bettor keeps to the menu) and the pieces per bucket.
    """

    lower: Fraction
    upper: Fraction
    profile: Profile
    over: str
    translation: str
    resolution: int


def _cells(game: TestbedGame, resolution: int) -> list:
    n = game.hands
    return [
        (c, Fraction(c * resolution + t, n * resolution), Fraction(c * resolution + t + 1, n * resolution))
        for c in range(n)
        for t in range(resolution)
    ]


def _bettor_side(game: TestbedGame, over: str, readings, resolution: int, value):
    """min over the caller's strategies (the set) of the bettor's piecewise best response: (LP optimum, q)."""
    n, m = game.hands, len(game.sizes)
    seq = game.sequence_form.sequences[1]
    qv = [[("plan", seq[(game.caller_infoset(j, k), CALL)]) for k in range(m)] for j in range(n)]
    half, width = Fraction(1, 2), Fraction(1, n)
    ub: list = []
    cost: dict = {}
    for idx, (c, lo, hi) in enumerate(_cells(game, resolution)):
        z = ("z", idx)
        cost[z] = 1
        d1, d2 = hi - lo, (hi * hi - lo * lo) / 2
        ub.append(({z: -1}, -(d2 - half * d1)))  # check: x - 1/2
        mid = (2 * c + 1) * width / 2
        for size, read in readings:
            st = half + size
            row: dict = {z: -1}
            const = Fraction(0)
            for k, f in read.items():
                const += f * half * d1
                for j in range(n):  # -(1/2) Q_k w d1 + st (A_k - 2 q_ck mid) d1 + st 2 q_ck d2
                    coef = -half * width * d1
                    coef += st * width * d1 * (1 if j < c else -1 if j > c else 0)
                    if j == c:
                        coef += st * (2 * d2 - 2 * mid * d1)
                    row[qv[j][k]] = row.get(qv[j][k], 0) + f * coef
            ub.append((row, -const))
    if over == "equilibria":
        face_ub, eq, free = face_rows(game.sequence_form, 1, value)
    else:
        face_ub, free = [({v: 1}, 1) for row in qv for v in row], []
        eq = []
    opt = exact_lp(cost, ub + face_ub, eq, [*free, *(v for v in cost if v[0] == "z")])
    q = tuple(tuple(opt.primal.get(qv[j][k], Fraction(0)) for k in range(m)) for j in range(n))
    return opt.value, q


def _caller_side(game: TestbedGame, over: str, resolution: int, value):
    """max over the bettor's strategies (the set) of the caller's piecewise best response: (LP optimum, p)."""
    n = game.hands
    seq = game.sequence_form.sequences[0]
    pv = [[("plan", seq[(game.bettor_infoset(i), a)]) for a in game.bettor_actions] for i in range(n)]
    half, width = Fraction(1, 2), Fraction(1, n)
    cost: dict = {}
    for i in range(n):  # the checks: hand i earns ((2i + 1) w / 2 - 1/2) w
        cost[pv[i][0]] = -(width * ((2 * i + 1) * width / 2 - half))
    ub: list = []
    for idx, (c, lo, hi) in enumerate(_cells(game, resolution)):
        d1, d2 = hi - lo, (hi * hi - lo * lo) / 2
        mid = (2 * c + 1) * width / 2
        for k, s in enumerate(game.sizes):
            z = ("z", idx, k)
            cost[z] = -1
            stake = half + s
            fold: dict = {z: 1, **{pv[i][k + 1]: -half * width * d1 for i in range(n)}}
            call: dict = {z: 1}
            for i in range(n):  # stake (B + p_ck (2c + 1) w - 2 p_ck y), B = (sum_{i > c} - sum_{i < c}) p w
                coef = stake * width * d1 * (1 if i > c else -1 if i < c else 0)
                if i == c:
                    coef += stake * (2 * mid * d1 - 2 * d2)
                call[pv[i][k + 1]] = -coef
            ub += [(fold, 0), (call, 0)]
    if over == "equilibria":
        face_ub, eq, free = face_rows(game.sequence_form, 0, value)
    else:
        face_ub, free = [], []
        eq = [(dict.fromkeys(row, 1), 1) for row in pv]
    opt = exact_lp(cost, ub + face_ub, eq, [*free, *(v for v in cost if v[0] == "z")])
    p = tuple(tuple(opt.primal.get(v, Fraction(0)) for v in row) for row in pv)
    return -opt.value, p


def exploitability_floor(
    game: TestbedGame, over: str = "equilibria", translation: str = "nearest", resolution: int = 4, points: int = 8
) -> Floor:
    r"""Exact bounds on the smallest continuous exploitability over the finite game's equilibria (or all its
    profiles), by one epigraph LP per player (see the module docstring).

    Parameters
    ----------
    game : lcp.testbed.TestbedGame
        A buckets game (the continuous extension reads card i of a deck as bucket i as well).
    over : {"equilibria", "all"}
        The set: the game's equilibria (the product of both players' optimal strategies, value fixed), or
        every profile of the finite game.
    translation : {"nearest", "pseudo-harmonic", "menu"}
        How the caller reads an off-menu bet (:func:`lcp.testbed.extension.bet_readings`); ``"menu"`` keeps
        the bettor to the menu.
    resolution : int
        Equal pieces per bucket on which the LPs' best responses act alike (1 to 64).
    points : int
        Sizes between consecutive menu sizes for the pseudo-harmonic mapping (1 to 1024; checked, and
        unused, for the other translations).

    Returns
    -------
    Floor

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(Fraction(1, 2), 2, hands=4, k=2)
    >>> f = exploitability_floor(g)
    >>> f.lower <= f.upper <= continuous_score(g, g.solve().profile).exploitability
    True
    """
    game = _require(game)
    if over not in SETS:
        raise ValueError(f"over must be one of {SETS}; got {over!r}")
    if translation not in ("nearest", "pseudo-harmonic", "menu"):
        raise ValueError(f"translation must be 'nearest', 'pseudo-harmonic' or 'menu'; got {translation!r}")
    resolution = _validate.integer(resolution, "resolution", 1, 64)
    points = _validate.integer(points, "points", 1, 1024)
    value = game.solve().value if over == "equilibria" else None
    if translation == "menu":
        readings = bet_readings(game, off_menu=False)
    else:
        readings = bet_readings(game, True, translation, points)
    best_bettor, q = _bettor_side(game, over, readings, resolution, value)
    best_caller, p = _caller_side(game, over, resolution, value)
    profile = Profile(p, q)
    if translation == "pseudo-harmonic":
        upper = translated_score(game, profile, points).upper.exploitability
    else:
        upper = continuous_score(game, profile, off_menu=translation != "menu").exploitability
    return Floor((best_bettor - best_caller) / 2, upper, profile, over, translation, resolution)


__all__ = ["SETS", "bet_frequency", "bets_below", "call_rate", "Floor", "exploitability_floor"]
