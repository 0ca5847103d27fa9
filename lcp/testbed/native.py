r"""The grid game as OpenSpiel's own game, ``python_lcp_grid``: no ``.efg`` file, any number of hands.

Importing this module registers the game with OpenSpiel (PyPI ``open_spiel``, an optional dependency, in the
``test`` extra), as OpenSpiel's own Python games register (``pyspiel.register_game``)::

    import pyspiel
    import lcp.testbed.native
    game = pyspiel.load_game("python_lcp_grid(n=1000,k=4,L=0.5,U=2.0,deal=buckets)")

Then OpenSpiel's algorithms (``pyspiel.CFRPlusSolver``, ``ExternalSamplingMCCFRSolver``, the Python
``discounted_cfr.DCFRSolver``, ``pyspiel.exploitability``) run on it as on any of its games.

The rules are :mod:`lcp.grid.rules`' (revision Sec. 9.4), read from its objects, not restated: the game is
the :class:`lcp.grid.structured.StructuredGame` that :func:`lcp.testbed.cli.build` makes (the test bed's menu
of ``k`` sizes from L to U, :func:`lcp.testbed.menu_sizes`), or the one with the menu ``sizes``; each
terminal pays :func:`lcp.grid.rules.payoff` (through :func:`lcp.testbed.game.payoff`'s showdown); the deal
is the rules' (``"buckets"``: two independent uniform hands; ``"deck"``: two cards without replacement),
played as two chance nodes, the bettor's hand (each of the n with probability 1/n) then the caller's
(each of the m he can hold, m = n, or n - 1 for the deck, with probability 1/m), so that a deal has the
rules' weight 1/(n m). Units: pot 1, ante 1/2 each; returns are the bettor's net winnings (not chips: the
``.efg`` export's payoffs are :func:`lcp.testbed.efg.chip_scale` times these).

Parameters of the game string (OpenSpiel types them by their defaults, :data:`PARAMETERS`):

* ``n`` (int): hands, 2 to :data:`lcp.grid.structured.MAX_HANDS`.
* ``k`` (int): how many sizes, spaced from L to U by ``spacing``; with ``sizes`` given, their count.
* ``sizes`` (str): the menu itself, sizes separated by ``;`` (``"1/2;1;2"``); empty: ``k`` sizes from L to U.
* ``L``, ``U`` (double, written with a point: ``U=2.0``): the limits, each read as the shortest decimal that
  prints it, so ``0.1`` is 1/10 exactly (as :func:`lcp.testbed.cli.decimal` reads the command line).
* ``spacing`` (str): ``uniform`` or ``geometric``; ``deal`` (str): ``buckets`` or ``deck``.

Information states and actions carry the test bed's names (:data:`lcp.testbed.game.LABELS`): the bettor
with hand i at ``"x<i>"`` (actions ``"check"``, ``"bet <s>"``), the caller with hand j facing s at
``"y<j>|bet <s>"`` (``"fold"``, ``"call"``); action ids are 0 (check), 1 to k (the sizes in order), k + 1
(fold), k + 2 (call). So a policy of this game and one of the ``.efg`` export (:mod:`lcp.testbed.openspiel`)
name the same information sets.

Examples
--------
>>> import pyspiel
>>> game = pyspiel.load_game("python_lcp_grid(n=3,k=2,L=1.0,U=2.0)")
>>> state = game.new_initial_state()
>>> state.chance_outcomes()[0]
(0, 0.3333333333333333)
>>> for action in (2, 0, 1):   # bettor's hand 2, caller's 0, a bet of 1
...     state.apply_action(action)
>>> state.information_state_string(), state.legal_actions(), state.child(3).returns()   # the caller folds
('y0|bet 1', [3, 4], [0.5, -0.5])
"""

from __future__ import annotations

from fractions import Fraction

try:
    import pyspiel
except ImportError:  # pragma: no cover - exercised only without OpenSpiel
    raise ImportError(
        "lcp.testbed.native needs OpenSpiel: pip install open_spiel (the companion's test extra) "
        "to register the game python_lcp_grid"
    ) from None
import numpy as np

from lcp.core import _validate

from ..grid import structured
from ..grid.exact import IntegerProfile
from . import cli, formats
from .game import CALL, CHECK, FOLD, LABELS, SPACINGS, _payoff

NAME = "python_lcp_grid"
#: The game string's parameters and their defaults (OpenSpiel types each by its default).
PARAMETERS = {"n": 8, "k": 2, "sizes": "", "L": 0.5, "U": 2.0, "spacing": "uniform", "deal": "buckets"}

GAME_TYPE = pyspiel.GameType(
    short_name=NAME,
    long_name="Limit continuous poker on a grid (lcp.testbed)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=False,
    parameter_specification=PARAMETERS,
)


def grid_game(params: dict) -> structured.StructuredGame:
    """The grid game a parameter dictionary names (:data:`PARAMETERS`; missing keys take their defaults).

    Examples
    --------
    >>> g = grid_game({"n": 10, "sizes": "1/3;1/2;2", "k": 3, "L": 0.25})
    >>> g.hands, [str(s) for s in g.sizes], g.L
    (10, ['1/3', '1/2', '2'], Fraction(1, 4))
    >>> grid_game({"sizes": "1/2;1;2"})
    Traceback (most recent call last):
    ...
    ValueError: k must be the number of sizes given (3) when sizes is given; got k = 2
    """
    if not isinstance(params, dict) or set(params) - set(PARAMETERS):
        raise ValueError(f"params must be a dict with keys among {sorted(PARAMETERS)}; got {params!r}")
    p = {**PARAMETERS, **params}
    L, U = (_limit(p[name], name) for name in ("L", "U"))
    n = _validate.integer(p["n"], "n", 2, structured.MAX_HANDS)
    k = _validate.integer(p["k"], "k", 1, cli.MAX_SIZES)
    if not isinstance(p["sizes"], str):
        raise TypeError(f"sizes must be a str of sizes separated by ';' (e.g. '1/2;1;2'); got {p['sizes']!r}")
    if p["spacing"] not in SPACINGS:  # (lcp.testbed.cli.build names it menu)
        raise ValueError(f"spacing must be one of {SPACINGS}; got {p['spacing']!r}")
    if not p["sizes"].strip():
        return cli.build(L, U, n, k, p["spacing"], p["deal"])
    menu = tuple(cli.decimal(text, "sizes") for text in p["sizes"].split(";"))
    if k != len(menu):
        raise ValueError(f"k must be the number of sizes given ({len(menu)}) when sizes is given; got k = {k}")
    from .game import build  # the test bed's checks of a menu (in [L, U], distinct, > 0) and of the deal

    probe = build(L, U, hands=2, sizes=menu, spacing=p["spacing"], deal=p["deal"])
    return structured.StructuredGame(probe.L, probe.U, n, probe.sizes, probe.deal)


def _limit(value, name: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number (a double in the game string, e.g. {name}=2.0); got {value!r}")
    return cli.decimal(repr(float(value)), name)


class _Table:
    """What every state of one game reads (shared, never copied: OpenSpiel clones a Python state by deep-copying
    its attributes)."""

    def __init__(self, grid: structured.StructuredGame):
        n, self.k = grid.hands, len(grid.sizes)
        m = grid.leaf_count // (1 + 2 * self.k) // n  # the hands the caller can hold: the deals per bettor hand
        deck = m < n
        self.grid, self.n, self.deck, self.m = grid, n, deck, m
        self.first = [(i, 1.0 / n) for i in range(n)]
        self.second = None if deck else [(j, 1.0 / m) for j in range(n)]
        sides = {1: (1, 0), 0: (0, 0), -1: (0, 1)}  # hands with that showdown, for the rules' payoff
        self.exact = {
            sign: (_payoff(*h, 0, False), [(_payoff(*h, s, False), _payoff(*h, s, True)) for s in grid.sizes])
            for sign, h in sides.items()
        }
        self.check = {sign: float(v[0]) for sign, v in self.exact.items()}
        self.bets = {sign: [(float(f), float(c)) for f, c in v[1]] for sign, v in self.exact.items()}
        self.action_names = [CHECK, *(LABELS._bet(s) for s in grid.sizes), FOLD, CALL]
        self.bet_names = [f"|{name}" for name in self.action_names[: self.k + 1]]

    def __deepcopy__(self, memo):
        return self


class LcpGridGame(pyspiel.Game):
    """OpenSpiel's game ``python_lcp_grid`` (module docstring); ``grid`` is the lcp game it plays.

    Examples
    --------
    >>> game = LcpGridGame({"n": 4, "k": 2})
    >>> game.num_distinct_actions(), game.max_chance_outcomes(), game.max_utility()
    (5, 4, 2.5)
    """

    def __init__(self, params=None):
        grid = grid_game(dict(params or {}))
        table = _Table(grid)
        top = float(Fraction(1, 2) + grid.sizes[-1])
        info = pyspiel.GameInfo(
            num_distinct_actions=table.k + 3,
            max_chance_outcomes=table.n,
            num_players=2,
            min_utility=-top,
            max_utility=top,
            utility_sum=0.0,
            max_game_length=2,
        )
        super().__init__(GAME_TYPE, info, {**PARAMETERS, **dict(params or {})})
        self.grid = grid
        self._table = table

    def new_initial_state(self):
        """The state before the deal."""
        return LcpGridState(self, self._table)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of both information states and observations (they coincide: a player sees his hand and
        the public bet)."""
        if params:
            raise ValueError(f"params must be empty (the observer takes none); got {params!r}")
        return _Observer()


class LcpGridState(pyspiel.State):
    """A history of ``python_lcp_grid``: the hands dealt, the bettor's action, the caller's answer.

    Examples
    --------
    >>> state = LcpGridGame({"n": 4, "k": 2, "deal": "deck"}).new_initial_state().child(2)
    >>> [j for j, _ in state.chance_outcomes()], str(state.child(0).child(2))   # the deck: not card 2
    ([0, 1, 3], 'hands [2, 0], bet 2')
    """

    def __init__(self, game, table: _Table):
        super().__init__(game)
        self._t = table
        self._hands: tuple = ()
        self._bet = -1  # the bettor's action id (0 check), -1 before it
        self._answer = -1  # the caller's action id, -1 before it

    def current_player(self):
        """Chance twice, then the bettor (0), then the caller (1) after a bet; then terminal."""
        if len(self._hands) < 2:
            return pyspiel.PlayerId.CHANCE
        if self._bet < 0:
            return 0
        if self._bet > 0 and self._answer < 0:
            return 1
        return pyspiel.PlayerId.TERMINAL

    def _legal_actions(self, player):
        k = self._t.k
        return list(range(k + 1)) if player == 0 else [k + 1, k + 2]

    def chance_outcomes(self):
        """The bettor's hand, then the caller's (the deck: not the bettor's card)."""
        t = self._t
        if not self._hands:
            return t.first
        if t.second is not None:
            return t.second
        i, p = self._hands[0], 1.0 / t.m
        return [(j, p) for j in range(t.n) if j != i]

    def _apply_action(self, action):
        if len(self._hands) < 2:
            self._hands = (*self._hands, action)
        elif self._bet < 0:
            self._bet = action
        else:
            self._answer = action

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"hand {action}"
        return self._t.action_names[action]

    def is_terminal(self):
        """After a check, or after the caller's answer."""
        return self._bet == 0 or self._answer >= 0

    def returns(self):
        """The bettor's net winnings and the caller's (pot 1), at a terminal; 0 before."""
        if not self.is_terminal():
            return [0.0, 0.0]
        i, j = self._hands
        sign = (i > j) - (i < j)
        u = self._t.check[sign] if self._bet == 0 else self._t.bets[sign][self._bet - 1][self._answer - self._t.k - 1]
        return [u, -u]

    def info_name(self, player: int) -> str:
        """The information state of ``player`` here, in the test bed's names (module docstring)."""
        t, hands = self._t, self._hands
        if len(hands) <= player:
            return ""
        name = LABELS._bettor(hands[0]) if player == 0 else f"y{hands[1]}"
        if self._bet >= 0:
            name += t.bet_names[self._bet]
        if self._answer >= 0:
            name += "|" + t.action_names[self._answer]
        return name

    def __str__(self):
        return f"hands {list(self._hands)}, " + " ".join(
            self._t.action_names[a] for a in (self._bet, self._answer) if a >= 0
        )


class _Observer:
    """OpenSpiel's Python observer protocol: strings only (the game provides no tensors)."""

    def __init__(self):
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict = {}

    def set_from(self, state, player):
        """No tensor to fill."""

    def string_from(self, state, player):
        """The player's information state (:meth:`LcpGridState.info_name`)."""
        return state.info_name(player)


def infoset_names(grid) -> tuple:
    """``(bettor's, caller's)`` information-state names of a grid game: ``x<i>`` per hand, ``y<j>|bet <s>`` per
    hand and size (hand outer).

    Examples
    --------
    >>> infoset_names(grid_game({"n": 2, "k": 1, "L": 1.0, "U": 1.0}))
    (['x0', 'x1'], ['y0|bet 1', 'y1|bet 1'])
    """
    if not isinstance(getattr(grid, "hands", None), int) or not isinstance(getattr(grid, "sizes", None), tuple):
        raise TypeError(f"grid must be a grid game (hands and a tuple of sizes, e.g. grid_game({{}})); got {grid!r}")
    n, sizes = grid.hands, grid.sizes
    return [LABELS._bettor(i) for i in range(n)], [LABELS._caller(j, s) for j in range(n) for s in sizes]


def policy_profile(game: LcpGridGame, policy, reading: bool = False):
    """An OpenSpiel policy of ``game`` read exactly (each float as the rational it is) as an
    :class:`lcp.grid.exact.IntegerProfile`, for :func:`lcp.grid.exact.certify`.

    ``policy`` is a ``pyspiel.TabularPolicy`` (a C++ solver's ``tabular_average_policy()``), a ``pyspiel.Policy``
    (``ExternalSamplingMCCFRSolver.average_policy()``) or an ``open_spiel.python.policy.TabularPolicy`` (the
    Python solvers' ``average_policy()``). An information state the policy leaves out is played uniformly (as
    OpenSpiel's own best response reads it). The bettor's rows are read as given, the check included (row i is
    the information state ``x<i>``), by :func:`lcp.testbed.formats.exact_profile`'s rule: a row that misses 1 by
    at most :data:`lcp.testbed.formats.ROW_TOL` (a solver's float row) has the miss put on its largest entry; one
    that misses by more is refused. The caller's row (fold, call) must sum to 1 within the same tolerance; his
    call is read as given and his fold is 1 minus it. Keep the solver alive while its average policy is read:
    OpenSpiel's MCCFR average policy reads the solver's tables, and read after the solver is gone it crashes the
    interpreter (measured, open_spiel 2.0.2).

    Parameters
    ----------
    game : LcpGridGame
        The game (``pyspiel.load_game("python_lcp_grid(...)")``).
    policy : pyspiel.TabularPolicy, pyspiel.Policy or open_spiel.python.policy.TabularPolicy
        The policy to read.
    reading : bool
        Also return the :class:`lcp.testbed.formats.Reading` (how many bettor rows missed 1, and by how much).

    Examples
    --------
    >>> game = LcpGridGame({"n": 2, "k": 1, "L": 1.0, "U": 1.0})
    >>> p = policy_profile(game, pyspiel.TabularPolicy({"x1": [(1, 1.0)], "y1|bet 1": [(2, 0.25), (3, 0.75)]}))
    >>> p.fractions()   # x0 and y0|bet 1 left out: uniform
    (((Fraction(1, 2), Fraction(1, 2)), (Fraction(0, 1), Fraction(1, 1))), ((Fraction(1, 2),), (Fraction(3, 4),)))
    >>> p, how = policy_profile(game, pyspiel.TabularPolicy({"x1": [(0, 0.1), (1, 0.9)]}), reading=True)
    >>> p.fractions()[0][1], how.adjusted_rows   # 0.1 + 0.9 in floats is just over 1: the miss goes on 0.9
    ((Fraction(3602879701896397, 36028797018963968), Fraction(32425917317067571, 36028797018963968)), 1)
    """
    if not isinstance(game, LcpGridGame):
        raise TypeError(
            f"game must be an lcp.testbed.native.LcpGridGame (pyspiel.load_game); got {type(game).__name__}"
        )
    if not isinstance(reading, bool):
        raise TypeError(f"reading must be a bool (also return how the rows were read); got {reading!r}")
    lookup = _lookup(policy, game)
    k = game._table.k
    bettor_names, caller_names = infoset_names(game.grid)
    bettor = np.array([lookup(name, k + 1, 0) for name in bettor_names], dtype=float)
    rows = np.array([lookup(name, 2, k + 1) for name in caller_names], dtype=float)
    for name, (fold, call) in zip(caller_names, rows.tolist()):
        if abs(Fraction(fold) + Fraction(call) - 1) > formats.ROW_TOL:
            raise ValueError(
                f"policy: the caller's row {name} (fold {fold!r}, call {call!r}) sums to {fold + call!r};"
                f" each row must sum to 1 within {formats.ROW_TOL}"
            )
    try:
        profile, how = formats.exact_profile(bettor, rows[:, 1].reshape(game.grid.hands, k))
    except ValueError as exc:
        raise ValueError(f"policy: {exc} (bettor row i is the information state x<i>)") from None
    return (profile, how) if reading else profile


def _lookup(policy, game: LcpGridGame):
    """``lookup(name, width, first) -> [p of action first, ..., first + width - 1]`` for a policy (uniform where
    it has no entry)."""
    bettor_names, caller_names = infoset_names(game.grid)
    k = game._table.k
    places = {name: (0, i, 0) for i, name in enumerate(bettor_names)}
    places.update({name: (1, t // k, t % k + 1) for t, name in enumerate(caller_names)})
    if hasattr(policy, "state_lookup"):  # open_spiel.python.policy.TabularPolicy
        table, rows = policy.state_lookup, policy.action_probability_array

        def probs(name):
            return None if name not in table else dict(enumerate(rows[table[name]]))
    elif hasattr(policy, "policy_table"):
        table = policy.policy_table()

        def probs(name):
            return dict(table[name]) if name in table else None
    elif isinstance(policy, pyspiel.Policy):  # a solver's average: asked at a state (uniform where never visited)

        def probs(name):
            player, hand, bet = places[name]
            state = game.new_initial_state()
            other = 1 if hand == 0 else 0  # any hand the other player can hold (the deck: not this one)
            for action in (hand, other) if player == 0 else (other, hand, bet):
                state.apply_action(action)
            return policy.action_probabilities(state)
    else:
        raise TypeError(
            f"policy must be an OpenSpiel policy (tabular or a solver's average); got {type(policy).__name__}"
        )

    def lookup(name, width, first):
        got = probs(name)
        if not got:
            return [1.0 / width] * width
        return [float(got.get(first + a, 0.0)) for a in range(width)]

    return lookup


def profile_policy(game: LcpGridGame, profile) -> pyspiel.TabularPolicy:
    """A ``pyspiel.TabularPolicy`` of ``game`` playing ``profile`` (an :class:`lcp.grid.exact.IntegerProfile`, or
    an :class:`lcp.testbed.Profile`) in floats: e.g. lcp's exact solution, for ``pyspiel.exploitability``.

    Examples
    --------
    >>> from lcp.grid import exact
    >>> game = pyspiel.load_game("python_lcp_grid(n=6,k=2,L=0.5,U=2.0)")
    >>> sol = exact.solve(game.grid)
    >>> abs(pyspiel.exploitability(game, profile_policy(game, sol.profile))) < 1e-12
    True
    """
    if not isinstance(game, LcpGridGame):
        raise TypeError(
            f"game must be an lcp.testbed.native.LcpGridGame (pyspiel.load_game); got {type(game).__name__}"
        )
    if isinstance(profile, IntegerProfile):
        bettor, caller = profile.fractions()
    elif hasattr(profile, "bettor") and hasattr(profile, "caller"):
        bettor, caller = profile.bettor, profile.caller
    else:
        raise TypeError(f"profile must be an IntegerProfile or an lcp.testbed.Profile; got {type(profile).__name__}")
    k, n = game._table.k, game.grid.hands
    if len(bettor) != n or any(len(r) != k + 1 for r in bettor) or len(caller) != n or any(len(r) != k for r in caller):
        raise ValueError(f"profile must have {n} rows of {k + 1} (bettor) and {n} rows of {k} (caller)")
    bettor_names, caller_names = infoset_names(game.grid)
    table = {name: [(a, float(p)) for a, p in enumerate(row)] for name, row in zip(bettor_names, bettor)}
    for j, row in enumerate(caller):
        for s, q in enumerate(row):
            table[caller_names[j * k + s]] = [(k + 1, float(1 - q)), (k + 2, float(q))]
    return pyspiel.TabularPolicy(table)


pyspiel.register_game(GAME_TYPE, LcpGridGame)

__all__ = [
    "NAME",
    "PARAMETERS",
    "GAME_TYPE",
    "grid_game",
    "LcpGridGame",
    "LcpGridState",
    "infoset_names",
    "policy_profile",
    "profile_policy",
]
