"""Documented ranges of lcp.testbed.native: the grid game as OpenSpiel's own game.

The game's and state's methods are OpenSpiel's API: OpenSpiel calls them with what it passes, so they are
covered by playing the game through (the entry of ``grid_game``'s loaded game).
"""

import pytest
from hypothesis import strategies as st

from _ranges import Entries, Range

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import policy  # noqa: E402

from lcp.testbed import native  # noqa: E402

ENTRIES = Entries()
register = ENTRIES.register

OPENSPIEL_API = tuple(
    f"lcp.testbed.native.{name}"
    for name in (
        "LcpGridGame",
        "LcpGridGame.make_py_observer",
        "LcpGridGame.new_initial_state",
        "LcpGridState",
        "LcpGridState.chance_outcomes",
        "LcpGridState.current_player",
        "LcpGridState.info_name",
        "LcpGridState.is_terminal",
        "LcpGridState.returns",
    )
)


def _played(params: dict):
    """Load the game ``params`` names and play one deal through (the last legal action at every turn)."""
    grid = native.grid_game(params)
    game = pyspiel.load_game(f"python_lcp_grid(n={grid.hands},k={len(grid.sizes)},deal={grid.deal})")
    game.make_py_observer()
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[-1][0])
        else:
            state.info_name(state.current_player())
            state.apply_action(state.legal_actions()[-1])
    return state.returns()


PARAMS = Range(
    st.sampled_from([{"n": 4}, {"n": 5, "k": 3}, {"n": 4, "deal": "deck"}]),
    st.sampled_from([None, {"bogus": 1}, "n=4"]),
)
register("lcp.testbed.native.grid_game", _played, covers=OPENSPIEL_API, params=PARAMS)
GRIDS = Range(st.sampled_from([native.grid_game({"n": 4})]), st.sampled_from([None, 3, "grid"]))
register("lcp.testbed.native.infoset_names", lambda grid: native.infoset_names(grid), grid=GRIDS)
GAME = pyspiel.load_game("python_lcp_grid(n=4,k=2)")
GAMES = Range(st.just(GAME), st.sampled_from([None, 3]))
UNIFORM = policy.TabularPolicy(GAME)
register(
    "lcp.testbed.native.policy_profile",
    lambda game, policy, reading: native.policy_profile(game, policy, reading),
    game=GAMES,
    policy=Range(st.just(UNIFORM), st.sampled_from([None, 3])),
    reading=Range(st.booleans(), st.sampled_from([None, 1, "yes"])),
)
PROFILE = native.policy_profile(GAME, UNIFORM)
register(
    "lcp.testbed.native.profile_policy",
    lambda game, profile: native.profile_policy(game, profile),
    game=GAMES,
    profile=Range(st.just(PROFILE), st.sampled_from([None, 3])),
)

test_documented_ranges = ENTRIES.test()
