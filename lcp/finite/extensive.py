"""A small solver for two-player zero-sum extensive-form games with imperfect information.

A game is given by its leaves: each :class:`Leaf` carries chance's outcome and probability, Player 1's
payoff and the moves on the way, ``(player, information set, action)``; a player's own pairs
``(information set, action)`` form his path (perfect recall makes the last pair name his *sequence*). From the leaves the sequence form
(Koller, Megiddo and von Stengel) is built: realization plans ``x``, ``y`` with ``E x = e``, ``F y = f``
and the payoff matrix ``A``; Player 1's LP ``max f.q  s.t.  F^T q <= A^T x, E x = e, x >= 0`` and Player
2's dual LP are solved with HiGHS. The answer is then re-solved on its support in rationals and
certified by exact best responses (a backward pass over each player's own information sets).

Used by :mod:`lcp.finite.kuhn` and the grid game (:mod:`lcp.grid.rules`); it is a tool of the companion, not a
framework.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy import sparse

from lcp.core import _exact, _validate, config

from .finite_game import Certificate, LinearProgram, check_agreement, first_certified


@dataclass(frozen=True)
class Leaf:
    """A terminal history: chance's outcome and probability, Player 1's payoff, and the moves in order.

    Examples
    --------
    >>> leaf = Leaf("JQ", Fraction(1, 6), Fraction(-1), ((0, "J:", "k"), (1, "Q:k", "k")))
    >>> leaf.path(0), leaf.path(1)
    ((('J:', 'k'),), (('Q:k', 'k'),))
    """

    deal: str  # chance's outcome (a label)
    chance: Fraction
    payoff: Fraction  # to Player 1
    moves: tuple  # ((player, infoset, action), ...), player 0 or 1

    def path(self, player: int) -> tuple:
        """The ``(infoset, action)`` pairs of ``player`` on the way to this leaf."""
        player = _player(player)
        return tuple((info, a) for p, info, a in self.moves if p == player)


def _player(player) -> int:
    """``player`` if it is 0 or 1 (an int), else an error naming it."""
    if isinstance(player, bool) or not isinstance(player, int) or player not in (0, 1):
        raise ValueError(f"player must be 0 or 1; got {player!r}")
    return player


def _game(game) -> Game:
    if not isinstance(game, Game):
        raise TypeError(f"game must be an lcp.finite.extensive.Game; got {type(game).__name__}")
    return game


class Game:
    """The sequence form of a game given by its leaves (see the module docstring).

    Examples
    --------
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> pennies.infosets, pennies.actions[0]
    ([['p1'], ['p2']], {'p1': ['H', 'T']})
    >>> pennies.constraints(0).toarray().tolist()
    [[1.0, 0.0, 0.0], [-1.0, 1.0, 1.0]]
    """

    def __init__(self, leaves):
        if isinstance(leaves, (str, bytes)) or not hasattr(leaves, "__iter__"):
            raise TypeError(f"leaves must be an iterable of Leaf; got {leaves!r}")
        self.leaves = tuple(leaves)
        if not self.leaves or not all(isinstance(leaf, Leaf) for leaf in self.leaves):
            raise ValueError(f"leaves must be a non-empty iterable of Leaf; got {leaves!r}")
        self.sequences, self.infosets, self.parent, self.actions = [], [], [], []
        last = [[0] * len(self.leaves) for _ in (0, 1)]  # each leaf's last sequence of each player (0: empty)
        for player in (0, 1):
            seqs = {(): 0}  # the empty sequence
            parent: dict = {}
            actions: dict = {}
            index: dict = {}  # infoset -> {action: its sequence's index}: one lookup of each label per move
            for n, leaf in enumerate(self.leaves):
                prev = ()
                for p, info, action in leaf.moves:  # leaf.path(player), read in place
                    if p != player:
                        continue
                    known = index.get(info)
                    if known is None:
                        parent[info], actions[info], known = prev, [], {}
                        index[info] = known
                    elif parent[info] != prev:
                        raise ValueError(f"information set {info!r} breaks perfect recall")
                    seq = known.get(action)
                    if seq is None:
                        actions[info].append(action)
                        seq = known[action] = seqs.setdefault((info, action), len(seqs))
                    prev = (info, action)
                    last[player][n] = seq
            self.sequences.append(seqs)
            self.infosets.append(list(actions))
            self.parent.append(parent)
            self.actions.append(actions)
        A = {}
        for leaf, s1, s2 in zip(self.leaves, *last):
            A[s1, s2] = A.get((s1, s2), 0) + leaf.chance * leaf.payoff
        self.A = A  # sparse exact payoff matrix {(seq1, seq2): Fraction}

    @staticmethod
    def _last(path):
        return path[-1] if path else ()

    def constraints(self, player: int) -> sparse.csr_matrix:
        """E (player 0) or F (player 1): the root row, then one row per information set."""
        player = _player(player)
        seqs = self.sequences[player]
        rows, cols, vals = [0], [0], [1.0]
        for r, info in enumerate(self.infosets[player], 1):
            rows.append(r), cols.append(seqs[self.parent[player][info]]), vals.append(-1.0)
            for a in self.actions[player][info]:
                rows.append(r), cols.append(seqs[(info, a)]), vals.append(1.0)
        return sparse.coo_matrix((vals, (rows, cols)), shape=(1 + len(self.infosets[player]), len(seqs))).tocsr()

    def matrix(self) -> sparse.csr_matrix:
        keys = list(self.A)
        return sparse.coo_matrix(
            ([float(self.A[k]) for k in keys], ([k[0] for k in keys], [k[1] for k in keys])),
            shape=(len(self.sequences[0]), len(self.sequences[1])),
        ).tocsr()

    # --- exact evaluation -------------------------------------------------------------------------

    def contributions(self, player: int, opponent_plan: dict) -> dict:
        """Per sequence of ``player``: sum over its leaves of chance x payoff x opponent's realization weight.

        Payoffs are Player 1's. ``opponent_plan`` maps the opponent's sequences to realization weights
        (any number type, sympy included).
        """
        player = _player(player)
        out: dict = {}
        for (s1, s2), a in self.A.items():
            mine, theirs = (s1, s2) if player == 0 else (s2, s1)
            out[mine] = out.get(mine, 0) + a * opponent_plan.get(theirs, 0)
        return out

    def action_values(self, player: int, own: dict, opponent_plan: dict) -> dict:
        """``{infoset: {action: value}}``: Player 1's payoff (weighted by the opponent's reach) of each action,
        continuing with the behaviour strategy ``own`` (``{infoset: {action: prob}}``) afterwards."""
        player = _player(player)
        contrib = self.contributions(player, opponent_plan)
        children: dict = {}
        for info, par in self.parent[player].items():
            children.setdefault(par, []).append(info)
        memo: dict = {}

        def value(seq):  # the sequence's contribution plus what follows under ``own``
            if seq not in memo:
                total = contrib.get(self.sequences[player][seq], 0)
                for info in children.get(seq, []):
                    total += sum(own[info].get(a, 0) * value((info, a)) for a in self.actions[player][info])
                memo[seq] = total
            return memo[seq]

        return {info: {a: value((info, a)) for a in self.actions[player][info]} for info in self.infosets[player]}

    def best_response_value(self, player: int, opponent_plan: dict):
        """Player 1's payoff when ``player`` best-responds (max for Player 1, min for Player 2), exactly."""
        player = _player(player)
        return self._best_response(player, self.contributions(player, opponent_plan))

    def _best_response(self, player: int, contrib: dict):
        """Player 1's payoff when ``player`` best-responds, from the per-sequence ``contrib`` (any number type)."""
        pick = max if player == 0 else min
        children: dict = {}
        for info, par in self.parent[player].items():
            children.setdefault(par, []).append(info)

        def value(seq):
            total = contrib.get(self.sequences[player][seq], 0)
            for info in children.get(seq, []):
                total += pick(value((info, a)) for a in self.actions[player][info])
            return total

        return value(())

    def plan(self, player: int, behaviour: dict) -> dict:
        """Realization plan (per sequence index) of a behaviour strategy."""
        player = _player(player)
        seqs = self.sequences[player]
        out = {0: 1}
        order = sorted(self.infosets[player], key=lambda i: seqs[self.parent[player][i]])
        for info in order:
            base = out[seqs[self.parent[player][info]]]
            for a in self.actions[player][info]:
                out[seqs[(info, a)]] = base * behaviour[info].get(a, 0)
        return out

    def checked_behaviour(self, player: int, strategy: dict, name: str, *, exact: bool = True) -> dict:
        """``strategy`` (``{infoset: {action: prob}}``) completed with zeros, after checking it is one.

        Every listed information set and action must exist, every probability be a number in [0, 1]
        (``exact``: an int or Fraction, returned as Fractions; else any real number but NaN, or a sympy
        expression, kept as given), and the probabilities at each information set the player reaches sum
        to 1 (where they are numbers; floats to within 1e-9); a set may be left out only if the player's own
        earlier actions never reach it. Errors name ``name``.
        """
        import numbers

        player = self._player(player)
        if not isinstance(strategy, dict):
            raise TypeError(f"{name} must be a dict {{information set: {{action: probability}}}}; got {strategy!r}")
        unknown = [info for info in strategy if info not in self.actions[player]]
        if unknown:
            raise ValueError(
                f"{name} names information sets the game does not have: {unknown!r}; "
                f"they are: {self.infosets[player]!r}"
            )
        full = {}
        for info in self.infosets[player]:
            given = strategy.get(info, {})
            if not isinstance(given, dict):
                raise TypeError(f"{name}[{info!r}] must be a dict {{action: probability}}; got {given!r}")
            bad = [a for a in given if a not in self.actions[player][info]]
            if bad:
                raise ValueError(
                    f"{name}[{info!r}] names actions {bad!r}; the actions are {self.actions[player][info]!r}"
                )
            for a, prob in given.items():
                if exact and (isinstance(prob, bool) or not isinstance(prob, numbers.Rational) or not 0 <= prob <= 1):  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators
                    raise ValueError(
                        f"{name}[{info!r}][{a!r}] must be an exact probability in [0, 1] "
                        f"(int or Fraction); got {prob!r}"
                    )
                if not exact:
                    try:
                        _validate.number(prob, name, 0, 1, arrays=False)
                    except (TypeError, ValueError):
                        raise ValueError(
                            f"{name}[{info!r}][{a!r}] must be a probability in [0, 1] (a real "
                            f"number or sympy expression); got {prob!r}"
                        ) from None
            convert = Fraction if exact else (lambda v: v)
            full[info] = {a: convert(given.get(a, 0)) for a in self.actions[player][info]}
        plan = self.plan(player, full)
        seqs = self.sequences[player]
        for info in self.infosets[player]:
            reach = plan[seqs[self.parent[player][info]]]
            total = sum(full[info].values())
            if getattr(reach, "free_symbols", None) or getattr(total, "free_symbols", None):
                continue  # a strategy family: its sums are the caller's to check
            off = (
                total != 1
                if exact or isinstance(total, numbers.Rational)
                else abs(float(total) - 1) > config.PROBABILITY_SUM_TOL
            )
            if reach and off:
                raise ValueError(
                    f"{name}[{info!r}]: the probabilities at an information set the player reaches "
                    f"must sum to 1; they sum to {total}"
                )
        return full

    def _player(self, player) -> int:
        return _player(player)

    def behaviour(self, player: int, plan: dict) -> dict:
        """Behaviour strategy of a realization plan (uniform where the player's own reach is 0).

        Each information set's probabilities are its actions' weights over their sum, which is the parent
        sequence's weight when the plan is consistent (``E x = e``): a plan that is consistent only nearly
        (a rounded float plan) still gives probabilities that sum to 1 exactly.

        Examples
        --------
        >>> g = Game([Leaf("", Fraction(1), Fraction(0), ((0, "p1", a),)) for a in "HT"])
        >>> g.behaviour(0, {0: 1, 1: Fraction(1, 3), 2: Fraction(2, 3)})
        {'p1': {'H': Fraction(1, 3), 'T': Fraction(2, 3)}}
        >>> g.behaviour(0, {0: 1, 1: Fraction(1, 4), 2: Fraction(1, 2)})  # weights 3/4 under a parent of 1
        {'p1': {'H': Fraction(1, 3), 'T': Fraction(2, 3)}}
        """
        player = _player(player)
        seqs = self.sequences[player]
        out = {}
        for info in self.infosets[player]:
            acts = self.actions[player][info]
            weights = {a: plan.get(seqs[(info, a)], 0) for a in acts}
            total = sum(weights.values())
            if plan.get(seqs[self.parent[player][info]], 0) and total:
                out[info] = {a: w / total for a, w in weights.items()}
            else:
                out[info] = {a: Fraction(1, len(acts)) for a in acts}
        return out


@dataclass(frozen=True)
class Solution:
    """An exactly certified equilibrium: value to Player 1, both behaviour strategies, and the certificate
    :func:`solve` proved it with (so that nothing downstream proves it again). ``profile`` is
    :attr:`strategies`; ``certified`` is ``certificate.certified`` (True: :func:`solve` raises otherwise).

    Examples
    --------
    >>> def pay(a, b):  # biased matching pennies: heads-heads pays 3
    ...     return Fraction(3 if a == b == "H" else 1 if a == b else -1)
    >>> pennies = Game([Leaf("", Fraction(1), pay(a, b), ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"])
    >>> sol = solve(pennies)
    >>> sol.value, sol.strategies[0]["p1"], round(sol.lp_value, 9)
    (Fraction(1, 3), {'H': Fraction(1, 3), 'T': Fraction(2, 3)}, 0.333333333)
    >>> sol.certificate.gains, sol.certificate.value == sol.value
    ((Fraction(0, 1), Fraction(0, 1)), True)
    """

    value: Fraction
    strategies: tuple  # ({infoset: {action: Fraction}}, same for Player 2)
    lp_value: float
    certificate: Certificate  # :func:`certify` of ``strategies``: both gains 0, value ``value``

    @property
    def profile(self) -> tuple:
        """The strategy profile: :attr:`strategies` (Player 1's behaviour strategy, then Player 2's)."""
        return self.strategies

    @property
    def certified(self) -> bool:
        """``certificate.certified``."""
        return self.certificate.certified


def _lp(game: Game, player: int):
    """Player 1's LP (player 0) or Player 2's LP (player 1); returns (plan, duals, value)."""
    E, Fm = game.constraints(0), game.constraints(1)
    A = game.matrix()
    own, other = (E, Fm) if player == 0 else (Fm, E)
    n_own, n_dual = own.shape[1], other.shape[0]
    # player 0: max q_0 s.t. F^T q - A^T x <= 0, E x = e;  player 1: min p_0 s.t. A y - E^T p <= 0, F y = f
    M = -A.T if player == 0 else A
    A_ub = sparse.hstack([M, other.T if player == 0 else -other.T]).tocsr()
    A_eq = sparse.hstack([own, sparse.csr_matrix((own.shape[0], n_dual))]).tocsr()
    b_eq = np.zeros(own.shape[0])
    b_eq[0] = 1.0
    cost = np.zeros(n_own + n_dual)
    cost[n_own] = -1.0 if player == 0 else 1.0
    lp = LinearProgram(
        cost,
        A_ub,
        np.zeros(A_ub.shape[0]),
        A_eq,
        b_eq,
        [(0, None)] * n_own + [(None, None)] * n_dual,
        options=config.REFERENCE_LP_OPTIONS,
    )
    x, _ = lp.solve(f"Player {player + 1}'s sequence-form LP")
    return x[:n_own], x[n_own:], x[n_own]


def _slack(game: Game, player: int, plan, duals) -> np.ndarray:
    """The float slack of the player's LP constraints, one per opponent sequence (<= 0; 0 where tight)."""
    A = game.matrix()
    if player == 0:
        return game.constraints(1).T @ duals - A.T @ plan
    return A @ plan - game.constraints(0).T @ duals


def _exact_plan(
    game: Game, player: int, plan, duals, other_plan, tol=config.PLAN_SUPPORT_TOL, tight: bool = False
) -> dict:
    """Re-solve the player's plan and duals in rationals on the support of the float answer.

    The constraints at the opponent's sequences in the support of its plan hold with equality
    (complementary slackness); with ``tight`` so does every constraint the float answer holds within
    ``config.PLAN_TIGHT_TOL``. A degenerate LP (a face of optimal plans, e.g. indifferent middle hands)
    leaves unknowns free that the support alone does not fix; they take simple fractions near their float
    values, which may step off the optimal face, making an opponent's unused but indifferent sequence a
    gain of order 1e-18. The tight constraints keep them on it.
    """
    own_rows = game.constraints(player).tocoo()
    other = 1 - player
    unknown = {("x", i): float(v) for i, v in enumerate(plan) if v > tol}
    unknown.update({("q", r): float(v) for r, v in enumerate(duals)})
    rows = []
    eqs: dict = {}
    for r, c, v in zip(own_rows.row, own_rows.col, own_rows.data):
        if ("x", c) in unknown:
            eqs.setdefault(r, {})[("x", c)] = int(v)
    for r in range(game.constraints(player).shape[0]):
        rows.append((eqs.get(r, {}), 1 if r == 0 else 0))
    # the opponent's sequences in the support of its plan are tight: (A^T x)_s = (F^T q)_s
    other_cons = game.constraints(other).tocoo()
    dual_terms: dict = {}
    for r, c, v in zip(other_cons.row, other_cons.col, other_cons.data):
        dual_terms.setdefault(c, {})[("q", r)] = int(v)
    pay: dict = {}
    for (s1, s2), a in game.A.items():
        mine, theirs = (s1, s2) if player == 0 else (s2, s1)
        if ("x", mine) in unknown:
            pay.setdefault(theirs, {})[("x", mine)] = pay.get(theirs, {}).get(("x", mine), 0) + a
    slack = _slack(game, player, plan, duals) if tight else None
    for s, weight in enumerate(other_plan):
        if weight > tol or (slack is not None and abs(slack[s]) <= config.PLAN_TIGHT_TOL):
            coef = dict(pay.get(s, {}))
            for k, v in dual_terms.get(s, {}).items():
                coef[k] = coef.get(k, 0) - v
            rows.append((coef, 0))
    values = _exact.solve_sparse(rows, unknown)
    return {c: values[("x", c)] for (kind, c) in unknown if kind == "x"}


def certify(game: Game, behaviour_1: dict, behaviour_2: dict) -> Certificate:
    """Exact value and best deviation gains of a pair of complete behaviour strategies.

    Parameters
    ----------
    game : Game
    behaviour_1, behaviour_2 : dict
        ``{infoset: {action: probability}}`` for every information set of each player (exact numbers).

    Returns
    -------
    lcp.finite.finite_game.Certificate
        Player 1's value and each player's best gain (a two-player zero-sum certificate).

    Examples
    --------
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> half = {"H": Fraction(1, 2), "T": Fraction(1, 2)}
    >>> certify(pennies, {"p1": half}, {"p2": half}).is_equilibrium
    True
    >>> certify(pennies, {"p1": {"H": 1, "T": 0}}, {"p2": half}).gains
    (Fraction(0, 1), Fraction(1, 1))
    """
    game = _game(game)
    behaviour_1 = game.checked_behaviour(0, behaviour_1, "behaviour_1")
    behaviour_2 = game.checked_behaviour(1, behaviour_2, "behaviour_2")
    X, Y = game.plan(0, behaviour_1), game.plan(1, behaviour_2)
    if not all(type(a) in (int, Fraction) for a in game.A.values()):  # payoffs given as floats: as they sum
        value = Fraction(sum(a * X.get(s1, 0) * Y.get(s2, 0) for (s1, s2), a in game.A.items()))
        return Certificate.zero_sum(
            value, game.best_response_value(0, Y) - value, value - game.best_response_value(1, X)
        )
    # in integers over common denominators (the payoffs', each plan's): the same sums as in Fractions
    (A, dA), (Xn, dX), (Yn, dY) = (_on_denominator(d) for d in (game.A, X, Y))
    value = Fraction(sum(a * Xn.get(s1, 0) * Yn.get(s2, 0) for (s1, s2), a in A.items()), dA * dX * dY)
    contrib: list[dict] = [{}, {}]
    for (s1, s2), a in A.items():
        contrib[0][s1] = contrib[0].get(s1, 0) + a * Yn.get(s2, 0)
        contrib[1][s2] = contrib[1].get(s2, 0) + a * Xn.get(s1, 0)
    best_1 = Fraction(game._best_response(0, contrib[0]), dA * dY)
    best_2 = Fraction(game._best_response(1, contrib[1]), dA * dX)
    return Certificate.zero_sum(value, best_1 - value, value - best_2)


def _on_denominator(values: dict) -> tuple[dict, int]:
    """Exact ``values`` (ints and Fractions) as ``({key: integer}, d)``: each value is its integer over ``d``."""
    exact = {k: Fraction(v) for k, v in values.items()}
    d = math.lcm(*(v.denominator for v in exact.values()))
    return {k: v.numerator * (d // v.denominator) for k, v in exact.items()}, d


def solve(game: Game) -> Solution:
    """An exactly certified equilibrium of ``game`` (value to Player 1, behaviour strategies).

    The two sequence-form LPs are solved in floats, each plan is re-solved in rationals on its support,
    then (if that pair is not certified) again with every constraint the float answer holds tight, and a
    rounding of the float plans is the fallback; the first pair certified by :func:`certify` is returned,
    with its certificate (``Solution.certificate``): a caller need not certify it again.

    Parameters
    ----------
    game : Game

    Returns
    -------
    Solution
        With the certificate that proved it.

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If no candidate is certified.

    Examples
    --------
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> sol = solve(pennies)
    >>> sol.value, sol.strategies[0]["p1"]["H"]
    (Fraction(0, 1), Fraction(1, 2))
    """
    game = _game(game)
    x, q, v1 = _lp(game, 0)
    y, p, v2 = _lp(game, 1)
    check_agreement(v1, v2)
    tol = config.PLAN_SUPPORT_TOL

    def behaviours(X, Y):
        return game.behaviour(0, X), game.behaviour(1, Y)  # normalised per information set (see behaviour)

    (b1, b2), cert = first_certified(
        (
            lambda: behaviours(_exact_plan(game, 0, x, q, y), _exact_plan(game, 1, y, p, x)),
            lambda: behaviours(_exact_plan(game, 0, x, q, y, tight=True), _exact_plan(game, 1, y, p, x, tight=True)),
            lambda: behaviours(
                {i: _exact.rounded(float(v)) for i, v in enumerate(x) if v > tol},
                {i: _exact.rounded(float(v)) for i, v in enumerate(y) if v > tol},
            ),
        ),
        lambda pair: certify(game, *pair),
        "the sequence-form game",
    )
    return Solution(cert.value, (b1, b2), float(v1), cert)


def optimal_face_max(game: Game, player: int, value, objective: dict) -> float:
    """Largest ``sum(objective[s] * plan[s])`` over the equilibrium strategies of ``player`` (float LP).

    The equilibrium strategies are the realization plans that guarantee ``value`` (Player 1's value):
    Player 1's plans with ``f.q >= value``, Player 2's with ``e.p <= value``. ``objective`` maps the
    player's sequences (``(infoset, action)``) to weights. A float answer: evidence, not a certificate.

    Examples
    --------
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> round(optimal_face_max(pennies, 0, 0, {("p1", "H"): 1}), 9)  # only the even mix guarantees 0
    0.5
    """
    game, player = _game(game), _player(player)
    value = _validate.number(value, "value", arrays=False)
    if not isinstance(objective, dict):
        raise TypeError(f"objective must be a dict {{(infoset, action): weight}}; got {objective!r}")
    E, Fm = game.constraints(0), game.constraints(1)
    A = game.matrix()
    own, other = (E, Fm) if player == 0 else (Fm, E)
    n_own, n_dual = own.shape[1], other.shape[0]
    M = -A.T if player == 0 else A
    A_ub = sparse.vstack(
        [
            sparse.hstack([M, other.T if player == 0 else -other.T]),
            sparse.hstack(
                [
                    sparse.csr_matrix((1, n_own)),
                    sparse.csr_matrix(([-1.0 if player == 0 else 1.0], ([0], [0])), shape=(1, n_dual)),
                ]
            ),
        ]
    ).tocsr()
    b_ub = np.zeros(A_ub.shape[0])
    b_ub[-1] = -float(value) if player == 0 else float(value)
    A_eq = sparse.hstack([own, sparse.csr_matrix((own.shape[0], n_dual))]).tocsr()
    b_eq = np.zeros(own.shape[0])
    b_eq[0] = 1.0
    cost = np.zeros(n_own + n_dual)
    for seq, w in objective.items():
        cost[game.sequences[player][seq]] = -float(w)
    lp = LinearProgram(
        cost,
        A_ub,
        b_ub + config.LP_VALUE_SLACK,
        A_eq,
        b_eq,
        [(0, None)] * n_own + [(None, None)] * n_dual,
        options=config.REFERENCE_LP_OPTIONS,
    )
    return float(-lp.solve("the optimal-face LP")[1])
