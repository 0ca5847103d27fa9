r"""Every equilibrium of a finite two-player zero-sum game: the range of a linear feature over all of them.

A finite zero-sum game has, in general, many equilibria; an LP returns one vertex of them. Each player's
optimal strategies form a polytope (von Neumann; in the sequence form of Koller, Megiddo and von Stengel,
the optimal face of the player's LP), and the equilibria are the pairs of one optimal strategy of each
player. A *feature* of a strategy that is linear in its realization plan (how often a size is bet, how
often the caller calls it, how much of the bettors' mass bets with hands below a point) therefore ranges
over an interval as the equilibrium varies, and its two ends are two LPs over that polytope, with the
game's value held as a constraint (:func:`feature_range`). A feature *holds in every equilibrium* when the
whole interval satisfies it, and *in some* when only part does.

Everything a notebook reads from here is exact. :func:`exact_lp` solves an LP with rational data in floats
(HiGHS, through scipy), re-solves the primal vertex and the dual on the float answer's active set in
rationals (:func:`lcp.core._exact.solve_sparse`), and checks both exactly: a feasible primal point and a
feasible dual point with the same objective prove the optimum (LP duality), with nothing left to
tolerance. An endpoint of a feature's range is proved twice: by that duality, and by the exact certificate
of the game (:meth:`lcp.finite.extensive.Game.best_response_value`: the strategy attaining the endpoint
guarantees the game's value exactly, so it is optimal).

Units are the game's own (for the companion's games: pot 1, ante 1/2 each; the bettor is Player 1,
index 0). Used by notebooks 10 and 11 and :mod:`lcp.testbed.floor`.
"""

from __future__ import annotations

import numbers
import sys
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy import sparse
from scipy.optimize import linprog

from lcp.core import _exact, config

from . import extensive
from .finite_game import CertificationError

#: A float primal value or slack at or below this is read as 0 (the active set; lcp.core.config.ACTIVE_TOL).
ACTIVE_TOL = config.ACTIVE_TOL


# ----------------------------------------------------------------------------------------------
# an LP with rational data, solved in floats and proved in rationals


@dataclass(frozen=True)
class ExactOptimum:
    r"""An LP's optimum proved in rationals by a primal and a dual point.

    ``minimise cost . x`` subject to the ``<=`` rows, the ``=`` rows, ``x >= 0`` except the free variables.

    Attributes
    ----------
    value : Fraction
        The exact optimum (the primal point's cost, equal to the dual point's bound).
    primal : dict
        ``{variable: Fraction}``: an exactly feasible optimal point (variables absent are 0).
    dual_ub, dual_eq : tuple of Fraction
        Multipliers of the ``<=`` rows (all >= 0) and of the ``=`` rows, exactly dual feasible.
    lp_value : float
        HiGHS's float optimum, for comparison only.

    Examples
    --------
    >>> opt = exact_lp({"x": -1, "y": -1}, [({"x": 1, "y": 2}, 4), ({"x": 3, "y": 1}, 6)])
    >>> opt.value, opt.primal
    (Fraction(-14, 5), {'x': Fraction(8, 5), 'y': Fraction(6, 5)})
    """

    value: Fraction
    primal: dict
    dual_ub: tuple
    dual_eq: tuple
    lp_value: float


def _number(value, name: str) -> Fraction:
    """``value`` as a Fraction if it is a finite real number (int, Fraction, float: taken as the rational it
    is); anything else is refused, naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(
            f"{name} must hold exact numbers (int or Fraction; a float is read as its rational); got {value!r}"
        )
    if isinstance(value, float) and not np.isfinite(value):
        raise ValueError(f"{name} must be a finite number; got {value!r}")
    if isinstance(value, numbers.Rational) and abs(Fraction(value)) > sys.float_info.max:  # the LP's floats hold it
        raise ValueError(
            f"{name} must be a number a double can hold (|x| <= 1.8e308); got one of {len(str(abs(int(Fraction(value)))))} digits"
        )
    return Fraction(value)  # type: ignore[call-overload]  # a Rational or a finite float here


def _rows_of(rows, name: str) -> list:
    if isinstance(rows, (str, bytes, dict)) or not hasattr(rows, "__iter__"):
        raise TypeError(f"{name} must be a list of (dict {{variable: coefficient}}, right-hand side) pairs")
    out = []
    for row in rows:
        if not isinstance(row, tuple) or len(row) != 2 or not isinstance(row[0], dict):
            raise TypeError(f"{name} must hold (dict {{variable: coefficient}}, right-hand side) pairs; got {row!r}")
        out.append(({v: _number(c, name) for v, c in row[0].items() if c}, _number(row[1], name)))
    return out


def exact_lp(cost: dict, ub=(), eq=(), free=()) -> ExactOptimum:
    r"""Minimise ``cost . x`` over ``A_ub x <= b_ub``, ``A_eq x = b_eq``, ``x >= 0`` (but ``free``), exactly.

    The float optimum (HiGHS) names the active set: the rows it holds tight, the variables it leaves
    positive. On it the primal equalities (tight rows, zero variables) and the dual ones (complementary
    slackness: a zero reduced cost for every positive or free variable, a zero multiplier for every slack
    row) are solved in rationals; the pair is accepted only if the primal point is exactly feasible, the
    dual point exactly feasible (multipliers of ``<=`` rows >= 0, reduced costs >= 0, and 0 for free
    variables) and the two objectives are equal: then the value is the optimum, by LP duality.

    Parameters
    ----------
    cost : dict
        ``{variable: coefficient}`` (exact numbers; any hashable variable names).
    ub, eq : list of (dict, number)
        The ``<=`` and ``=`` rows, each ``({variable: coefficient}, right-hand side)``.
    free : iterable
        Variables without the bound ``x >= 0``.

    Returns
    -------
    ExactOptimum

    Raises
    ------
    TypeError, ValueError
        If ``cost``, a row of ``ub`` or ``eq``, or ``free`` is not of the form above (coefficients and
        right-hand sides finite real numbers, floats read as the rationals they are); the error names it.
    lcp.finite.finite_game.CertificationError
        If HiGHS finds no optimum, or the active set it names does not give a proved pair.

    Examples
    --------
    >>> exact_lp({"x": 1}, [({"x": -3}, -1)]).value   # min x subject to x >= 1/3
    Fraction(1, 3)
    """
    if not isinstance(cost, dict):
        raise TypeError(f"cost must be a dict {{variable: coefficient}}; got {cost!r}")
    for c in cost.values():
        _number(c, "cost")
    ub_rows, eq_rows = _rows_of(ub, "ub"), _rows_of(eq, "eq")
    if isinstance(free, (str, bytes, dict)) or not hasattr(free, "__iter__"):
        raise TypeError(f"free must be an iterable of variable names; got {free!r}")
    free = set(free)
    names: dict = {}
    for v in [*cost, *free, *(v for coef, _ in ub_rows + eq_rows for v in coef)]:
        names.setdefault(v, len(names))
    order = list(names)
    cost_exact = {v: Fraction(c) for v, c in cost.items() if c}

    def matrix(rows):
        data = [(i, names[v], float(c)) for i, (coef, _) in enumerate(rows) for v, c in coef.items()]
        if not rows:
            return None, None
        r, c, d = zip(*data) if data else ((), (), ())
        m = sparse.csc_array((d, (r, c)), shape=(len(rows), len(names)))
        return m, np.array([float(b) for _, b in rows])

    A_ub, b_ub = matrix(ub_rows)
    A_eq, b_eq = matrix(eq_rows)
    c = np.zeros(len(names))
    for v, weight in cost_exact.items():
        c[names[v]] = float(weight)
    res = linprog(
        c,
        A_ub=A_ub,
        b_ub=b_ub,
        A_eq=A_eq,
        b_eq=b_eq,
        bounds=[(None, None) if v in free else (0, None) for v in order],
        method="highs",
        options=dict(config.LP_OPTIONS),
    )
    if res.status != 0:
        raise CertificationError(f"the LP has no optimum: {res.message}")
    x = {v: float(res.x[names[v]]) for v in order}
    slack = [float(b) - sum(float(c) * x[v] for v, c in coef.items()) for coef, b in ub_rows]
    w_float = [-float(m) for m in res.ineqlin.marginals] if ub_rows else []
    u_float = [float(m) for m in res.eqlin.marginals] if eq_rows else []

    # the primal vertex: tight rows and zero variables as equalities
    positive = {v for v in order if v in free or x[v] > ACTIVE_TOL}
    rows = [(coef, b) for coef, b in eq_rows] + [(coef, b) for (coef, b), s in zip(ub_rows, slack) if s <= ACTIVE_TOL]
    try:
        solved = _exact.solve_sparse(
            [({v: cf for v, cf in coef.items() if v in positive}, b) for coef, b in rows], {v: x[v] for v in positive}
        )
    except _exact.Inconsistent as err:
        raise CertificationError(f"the LP's active set gives no exact primal vertex: {err}") from None
    primal = {v: val for v, val in solved.items() if val}
    # the dual, by complementary slackness: a zero reduced cost for every positive variable (and, first try,
    # for every variable whose float reduced cost is 0: a degenerate vertex leaves the dual free there)
    reduced_float = {v: float(r) for v, r in zip(order, res.lower.marginals)}
    tight = [i for i, s in enumerate(slack) if s <= ACTIVE_TOL and w_float[i] > ACTIVE_TOL]
    hint = {("w", i): w_float[i] for i in tight}
    hint.update({("u", i): u_float[i] for i in range(len(eq_rows))})
    columns: dict = {}
    for i in tight:
        for v, cf in ub_rows[i][0].items():
            columns.setdefault(v, {})[("w", i)] = cf
    for i, (coef, _) in enumerate(eq_rows):
        for v, cf in coef.items():
            columns.setdefault(v, {})[("u", i)] = -cf
    zero = {v for v in order if abs(reduced_float[v]) <= ACTIVE_TOL}
    problem = "no attempt"
    for held in (positive | zero, positive):
        try:
            dual = _exact.solve_sparse([(columns.get(v, {}), -cost_exact.get(v, 0)) for v in held], hint)
        except _exact.Inconsistent as err:
            problem = str(err)
            continue
        w = tuple(dual.get(("w", i), Fraction(0)) if i in tight else Fraction(0) for i in range(len(ub_rows)))
        u = tuple(dual.get(("u", i), Fraction(0)) for i in range(len(eq_rows)))
        try:
            _prove(cost_exact, ub_rows, eq_rows, free, order, primal, w, u)
            break
        except CertificationError as err:
            problem = str(err)
    else:
        raise CertificationError(f"the LP's active set gives no proved optimum: {problem}")
    value = sum((cost_exact[v] * primal.get(v, 0) for v in cost_exact), Fraction(0))
    return ExactOptimum(value, primal, w, u, float(res.fun))


def _prove(cost, ub_rows, eq_rows, free, order, primal, w, u) -> None:
    """Raise CertificationError unless ``primal`` and ``(w, u)`` are exactly feasible with equal objectives."""
    if any(wi < 0 for wi in w):
        raise CertificationError("the exact dual has a negative multiplier")
    if any(val < 0 and v not in free for v, val in primal.items()):
        raise CertificationError("the exact primal point has a negative variable")
    if any(sum(c * primal.get(v, 0) for v, c in coef.items()) > b for coef, b in ub_rows):
        raise CertificationError("the exact primal point breaks a <= row")
    if any(sum(c * primal.get(v, 0) for v, c in coef.items()) != b for coef, b in eq_rows):
        raise CertificationError("the exact primal point breaks an = row")
    reduced = {v: cost.get(v, Fraction(0)) for v in order}
    for (coef, _), wi in zip(ub_rows, w):
        if wi:
            for v, c in coef.items():
                reduced[v] += wi * c
    for (coef, _), ui in zip(eq_rows, u):
        if ui:
            for v, c in coef.items():
                reduced[v] -= ui * c
    if any(r != 0 if v in free else r < 0 for v, r in reduced.items()):
        raise CertificationError("the exact dual point is not feasible")
    bound = sum((ui * b for (_, b), ui in zip(eq_rows, u)), Fraction(0)) - sum(
        (wi * b for (_, b), wi in zip(ub_rows, w)), Fraction(0)
    )
    value = sum((c * primal.get(v, 0) for v, c in cost.items()), Fraction(0))
    if value != bound:
        raise CertificationError(f"the exact primal cost {value} differs from the dual bound {bound}")


# ----------------------------------------------------------------------------------------------
# the optimal-strategy polytope of one player of an lcp.finite.extensive.Game


def _check(game, player) -> tuple:
    if not isinstance(game, extensive.Game):
        raise TypeError(f"game must be an lcp.finite.extensive.Game; got {type(game).__name__}")
    if isinstance(player, bool) or not isinstance(player, numbers.Integral) or player not in (0, 1):
        raise ValueError(f"player must be 0 (Player 1, the bettor) or 1 (Player 2, the caller); got {player!r}")
    return game, player


def face_rows(game: extensive.Game, player: int, value) -> tuple:
    r"""The rows of ``player``'s optimal strategies: ``(ub, eq, free)`` for :func:`exact_lp`.

    Variables ``("plan", s)`` are the player's realization weights (sequence index ``s``), ``("dual", r)``
    the opponent's best-response values per information-set row. Player 1 (index 0):
    :math:`E x = e`, :math:`F^\top q \le A^\top x`, :math:`q_0 \ge v`; Player 2 (index 1):
    :math:`F y = f`, :math:`A y \le E^\top p`, :math:`p_0 \le v` (``value`` is Player 1's value). Every
    plan satisfying them (with some duals) guarantees ``value``: it is optimal.

    Examples
    --------
    >>> pennies = extensive.Game([extensive.Leaf("", Fraction(1), Fraction(1 if a == b else -1),
    ...                                          ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"])
    >>> ub, eq, free = face_rows(pennies, 0, 0)
    >>> len(ub), len(eq), sorted(free)
    (4, 2, [('dual', 0), ('dual', 1)])
    """
    game, player = _check(game, player)
    value = _number(value, "value")
    own, other = game.constraints(player).tocoo(), game.constraints(1 - player).tocoo()
    eq: list = [({}, Fraction(1)), *(({}, Fraction(0)) for _ in range(own.shape[0] - 1))]
    for r, c, v in zip(own.row, own.col, own.data):
        eq[r][0][("plan", int(c))] = int(v)
    rows: dict = {s: {} for s in range(other.shape[1])}  # one row per opponent sequence
    sign = 1 if player == 0 else -1  # player 0: F^T q - A^T x <= 0; player 1: A y - E^T p <= 0
    for r, c, v in zip(other.row, other.col, other.data):
        rows[int(c)][("dual", int(r))] = sign * int(v)
    for (s1, s2), a in game.A.items():
        mine, theirs = (s1, s2) if player == 0 else (s2, s1)
        key = ("plan", mine)
        rows[theirs][key] = rows[theirs].get(key, 0) - sign * a
    ub = [(coef, Fraction(0)) for coef in rows.values()]
    ub.append(({("dual", 0): -sign}, -sign * value))  # the guarantee: q_0 >= v, or p_0 <= v
    free = [("dual", r) for r in range(other.shape[0])]
    return ub, eq, free


@dataclass(frozen=True)
class Endpoint:
    """One end of a feature's range: its exact value and an optimal strategy that attains it.

    Attributes
    ----------
    value : Fraction
        The feature's extreme over the player's optimal strategies (proved by :func:`exact_lp`).
    strategy : dict
        A behaviour strategy ``{information set: {action: Fraction}}`` attaining it; its exact
        guarantee is the game's value (checked by :meth:`lcp.finite.extensive.Game.best_response_value`).
    lp_value : float
        The float LP's extreme.
    """

    value: Fraction
    strategy: dict
    lp_value: float


@dataclass(frozen=True)
class FeatureRange:
    """The range of a linear feature over every equilibrium: ``low`` and ``high`` :class:`Endpoint`.

    Examples
    --------
    >>> pennies = extensive.Game([extensive.Leaf("", Fraction(1), Fraction(1 if a == b else -1),
    ...                                          ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"])
    >>> r = feature_range(pennies, 0, {("p1", "H"): 1}, value=0)
    >>> r.interval, r.pinned
    ((Fraction(1, 2), Fraction(1, 2)), True)
    """

    low: Endpoint
    high: Endpoint

    @property
    def interval(self) -> tuple:
        """``(low, high)`` as Fractions."""
        return self.low.value, self.high.value

    @property
    def pinned(self) -> bool:
        """Whether every equilibrium gives the feature the same value."""
        return self.low.value == self.high.value

    def always(self, test) -> bool:
        """Whether ``test`` holds at both ends (for a test closed under convex combination, e.g. ``>= 0``:
        in every equilibrium)."""
        _predicate(test)
        return bool(test(self.low.value) and test(self.high.value))

    def sometimes(self, test) -> bool:
        """Whether ``test`` holds at one end at least (then in some equilibrium)."""
        _predicate(test)
        return bool(test(self.low.value) or test(self.high.value))


def _predicate(test) -> None:
    if not callable(test):
        raise TypeError(f"test must be a callable taking the feature's value (a Fraction) to a bool; got {test!r}")


def _objective(game: extensive.Game, player: int, feature: dict) -> dict:
    if not isinstance(feature, dict):
        raise TypeError(f"feature must be a dict {{(information set, action): weight}}; got {feature!r}")
    seqs = game.sequences[player]
    out: dict = {}
    for seq, w in feature.items():
        if seq not in seqs:
            raise ValueError(f"feature names {seq!r}, not a sequence of player {player}'s")
        if _number(w, "feature"):
            out[("plan", seqs[seq])] = Fraction(w)
    return out


def feature_value(game: extensive.Game, player: int, feature: dict, strategy: dict) -> Fraction:
    """The feature (``{(information set, action): weight}``, linear in the realization plan) of a behaviour
    strategy of ``player``, exactly.

    Examples
    --------
    >>> g = extensive.Game([extensive.Leaf("", Fraction(1), Fraction(0), ((0, "p1", a),)) for a in "HT"])
    >>> feature_value(g, 0, {("p1", "H"): 2}, {"p1": {"H": Fraction(1, 3), "T": Fraction(2, 3)}})
    Fraction(2, 3)
    """
    game, player = _check(game, player)
    objective = _objective(game, player, feature)
    plan = game.plan(player, game.checked_behaviour(player, strategy, "strategy"))
    return sum((w * plan.get(s, 0) for (_, s), w in objective.items()), Fraction(0))


def feature_extreme(game: extensive.Game, player: int, feature: dict, value=None, sense: str = "max") -> Endpoint:
    r"""The largest (``sense="max"``) or smallest (``"min"``) value of a linear feature over ``player``'s optimal
    strategies, exactly, with an optimal strategy attaining it: one end of :func:`feature_range`, one LP.

    Parameters are those of :func:`feature_range`; ``sense`` is ``"max"`` or ``"min"``.

    Returns
    -------
    Endpoint

    Examples
    --------
    >>> g = extensive.Game([extensive.Leaf("", Fraction(1), Fraction(0 if a == "H" else -1),
    ...                                    ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"])
    >>> feature_extreme(g, 1, {("p2", "H"): 1}, sense="min").value
    Fraction(0, 1)
    """
    game, player = _check(game, player)
    if sense not in ("max", "min"):
        raise ValueError(f"sense must be 'max' or 'min'; got {sense!r}")
    objective = _objective(game, player, feature)
    value = extensive.solve(game).value if value is None else _number(value, "value")
    ub, eq, free = face_rows(game, player, value)
    sign = -1 if sense == "max" else 1  # exact_lp minimises
    opt = exact_lp({v: sign * w for v, w in objective.items()}, ub, eq, free)
    plan = {s: val for (kind, s), val in opt.primal.items() if kind == "plan"}
    strategy = game.behaviour(player, plan)
    guarantee = game.best_response_value(1 - player, game.plan(player, strategy))
    if guarantee != value:
        raise CertificationError(f"the endpoint's strategy guarantees {guarantee}, not the value {value}")
    return Endpoint(sign * opt.value, strategy, sign * opt.lp_value)


def feature_range(game: extensive.Game, player: int, feature: dict, value=None) -> FeatureRange:
    r"""The smallest and largest value of a linear feature over ``player``'s optimal strategies, exactly.

    Parameters
    ----------
    game : lcp.finite.extensive.Game
    player : int
        0 (Player 1, the bettor) or 1 (Player 2, the caller).
    feature : dict
        ``{(information set, action): weight}``: the feature is ``sum(weight * plan[sequence])``, linear in
        the realization plan (for a move at the root of the player's tree the plan's weight is the move's
        probability).
    value : Fraction, optional
        The game's value to Player 1 (solved with :func:`lcp.finite.extensive.solve` if not given).

    Returns
    -------
    FeatureRange

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If an endpoint cannot be proved exactly.

    Examples
    --------
    >>> def pay(a, b):  # a dominated row: T pays 1 less than H whatever Player 2 does
    ...     return Fraction(0 if a == "H" else -1)
    >>> g = extensive.Game([extensive.Leaf("", Fraction(1), pay(a, b), ((0, "p1", a), (1, "p2", b)))
    ...                     for a in "HT" for b in "HT"])
    >>> feature_range(g, 1, {("p2", "H"): 1}).interval   # Player 2's mix is free: every one is optimal
    (Fraction(0, 1), Fraction(1, 1))
    """
    game, player = _check(game, player)
    _objective(game, player, feature)  # refuse a bad feature before solving the game
    value = extensive.solve(game).value if value is None else _number(value, "value")
    return FeatureRange(*(feature_extreme(game, player, feature, value, sense) for sense in ("min", "max")))


__all__ = [
    "ACTIVE_TOL",
    "ExactOptimum",
    "exact_lp",
    "face_rows",
    "Endpoint",
    "FeatureRange",
    "feature_value",
    "feature_extreme",
    "feature_range",
]
