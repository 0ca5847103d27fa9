r"""The bridge to OpenSpiel: load the exported game, run its solvers, read their policies back.

OpenSpiel (PyPI ``open_spiel``, in the ``test`` extra) loads the Gambit file of :func:`lcp.testbed.to_efg`
with ``pyspiel.load_efg_game``. Its game is in chips (``chip_scale`` chips to the pot), so its values and
exploitabilities are ``scale`` times the pot-1 ones. Its information states are named
``"<player>-<player>-<number>-<name>"``, the name being the companion's (``"x3"``, ``"y0|bet 1/2"``);
action ids are shared by action name across the game, so policies are read back by name.

Solvers (all OpenSpiel's, run on one core): ``"cfr"`` (C++ ``CFRSolver``), ``"cfr+"`` (C++
``CFRPlusSolver``), ``"dcfr"`` (Python ``DCFRSolver``: discounted CFR, Brown and Sandholm 2019, with
OpenSpiel's defaults alpha = 3/2, beta = 0, gamma = 2).
"""

from __future__ import annotations

from .efg import chip_scale, to_efg
from .game import CALL, FOLD, TestbedGame, _require
from .profile import Profile, check_profile, from_behaviour

SOLVERS = ("cfr", "cfr+", "dcfr")


def load(game: TestbedGame):
    """The game as an OpenSpiel game (``pyspiel.load_efg_game`` on :func:`lcp.testbed.to_efg`).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> load(build(1, 1, 2, 1)).num_players()
    2
    """
    import pyspiel

    return pyspiel.load_efg_game(to_efg(_require(game)))


def _os_game(os_game, game: TestbedGame | None = None):
    """``os_game`` if it is an OpenSpiel game (the export of ``game``, if given), else a TypeError or
    ValueError naming ``os_game``."""
    import pyspiel

    if not isinstance(os_game, pyspiel.Game):
        raise TypeError(
            f"os_game must be a pyspiel.Game (lcp.testbed.openspiel.load); got {type(os_game).__name__} {os_game!r}"
        )
    if game is not None:
        n = game.hands
        names = set(action_names(os_game).values())
        if names != {*game.bettor_actions, FOLD, CALL} or os_game.max_chance_outcomes() != (
            n * n if game.deal == "buckets" else n * (n - 1)
        ):
            raise ValueError(
                f"os_game must be load(game), the export of this game (hands = {game.hands}, sizes = "
                f"{[str(v) for v in game.sizes]}); its actions are {sorted(names)}"
            )
    return os_game


def action_names(os_game) -> dict:
    """``{action id: name}`` for every action of the loaded game (ids are shared by name).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> sorted(action_names(load(build(1, 2, 2, 2))).values())
    ['bet 1', 'bet 2', 'call', 'check', 'fold']
    """
    _os_game(os_game)
    state = os_game.new_initial_state()
    state.apply_action(state.chance_outcomes()[0][0])
    names = {a: state.action_to_string(a) for a in state.legal_actions()}
    for a in list(names):
        if names[a] != "check":
            child = state.child(a)
            names.update({b: child.action_to_string(b) for b in child.legal_actions()})
            break
    return names


def _infoset_name(key: str) -> str:
    return key.split("-", 3)[3]


def policy_profile(game: TestbedGame, os_game, policy) -> Profile:
    """The :class:`lcp.testbed.Profile` (floats) of an OpenSpiel tabular policy: a ``pyspiel.TabularPolicy``
    (C++ solvers' ``tabular_average_policy()``) or an ``open_spiel.python.policy.TabularPolicy``.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(1, 1, 2, 1)
    >>> from open_spiel.python import policy
    >>> policy_profile(g, load(g), policy.TabularPolicy(load(g))).bettor   # uniform
    ((0.5, 0.5), (0.5, 0.5))
    """
    _os_game(os_game, _require(game))
    if not (hasattr(policy, "policy_table") or hasattr(policy, "state_lookup")):
        raise TypeError(
            f"policy must be an OpenSpiel tabular policy (pyspiel.TabularPolicy or "
            f"open_spiel.python.policy.TabularPolicy); got {type(policy).__name__}"
        )
    names = action_names(os_game)
    table = {}
    if hasattr(policy, "policy_table"):
        items = policy.policy_table().items()
    else:
        items = (
            (
                key,
                [
                    (a, p)
                    for a, p in enumerate(policy.action_probability_array[row])
                    if policy.legal_actions_mask[row][a]
                ],
            )
            for key, row in policy.state_lookup.items()
        )
    for key, pairs in items:
        table[_infoset_name(key)] = {names[a]: float(p) for a, p in pairs}
    bettor = {k: v for k, v in table.items() if k.startswith("x")}
    caller = {k: v for k, v in table.items() if k.startswith("y")}
    return from_behaviour(game, bettor, caller)


def profile_policy(game: TestbedGame, os_game, profile: Profile):
    """A ``pyspiel.TabularPolicy`` playing ``profile`` (as floats), e.g. to let OpenSpiel evaluate the
    companion's exact equilibrium (``pyspiel.exploitability``, ``pyspiel.expected_returns``).

    Examples
    --------
    >>> import pyspiel
    >>> from lcp.testbed import build
    >>> g = build(1, 1, 3, 1)
    >>> os_game = load(g)
    >>> abs(pyspiel.exploitability(os_game, profile_policy(g, os_game, g.solve().profile))) < 1e-12  # chips
    True
    """
    import pyspiel

    from .profile import to_behaviour

    _os_game(os_game, _require(game))
    check_profile(game, profile)
    ids = {name: a for a, name in action_names(os_game).items()}
    bettor, caller = to_behaviour(game, profile)
    table = {}
    for player, strategy in enumerate((bettor, caller)):
        for name, probs in strategy.items():
            number = _infoset_numbers(game)[name]
            key = f"{player}-{player}-{number}-{name}"
            table[key] = [(ids[a], float(p)) for a, p in probs.items()]
    return pyspiel.TabularPolicy(table)


def _infoset_numbers(game: TestbedGame) -> dict:
    """The information sets' numbers in the file (as :func:`lcp.testbed.to_efg` writes them)."""
    m = len(game.sizes)
    out = {game.bettor_infoset(i): i + 1 for i in range(game.hands)}
    out.update({game.caller_infoset(j, k): j * m + k + 1 for j in range(game.hands) for k in range(m)})
    return out


def make_solver(name: str, os_game):
    """One of OpenSpiel's solvers (:data:`SOLVERS`) on ``os_game``; each step is ``evaluate_and_update_policy()``.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> type(make_solver("cfr+", load(build(1, 1, 2, 1)))).__name__
    'CFRPlusSolver'
    """
    import pyspiel

    if name not in SOLVERS:
        raise ValueError(f"name must be one of {SOLVERS}; got {name!r}")
    _os_game(os_game)
    if name == "cfr":
        return pyspiel.CFRSolver(os_game)
    if name == "cfr+":
        return pyspiel.CFRPlusSolver(os_game)
    if name == "dcfr":
        from open_spiel.python.algorithms import discounted_cfr

        return discounted_cfr.DCFRSolver(os_game)
    raise AssertionError(name)  # unreachable: name is one of SOLVERS


def average_profile(game: TestbedGame, os_game, solver) -> Profile:
    """The solver's average policy (the one CFR's guarantees are about) as a :class:`Profile` (floats).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(1, 1, 2, 1)
    >>> os_game = load(g)
    >>> solver = make_solver("cfr", os_game)
    >>> solver.evaluate_and_update_policy()
    >>> average_profile(g, os_game, solver).caller   # first iteration: the uniform policy
    ((0.5,), (0.5,))
    """
    if not (hasattr(solver, "tabular_average_policy") or hasattr(solver, "average_policy")):
        raise TypeError(f"solver must be one of OpenSpiel's CFR solvers (make_solver); got {type(solver).__name__}")
    pol = solver.tabular_average_policy() if hasattr(solver, "tabular_average_policy") else solver.average_policy()
    return policy_profile(game, os_game, pol)


__all__ = [
    "SOLVERS",
    "load",
    "action_names",
    "policy_profile",
    "profile_policy",
    "make_solver",
    "average_profile",
    "chip_scale",
]
