"""Documented ranges are the accepted ranges (issue 35): lcp.finite.kuhn and lcp.finite.extensive: Kuhn poker and the sequence-form solver it runs on.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

from _ranges import (
    GAME,
    KUHN,
    PLAYER,
    Entries,
    Range,
    X,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    ints,
)
from lcp.finite import extensive, kuhn

ENTRIES = Entries()
register = ENTRIES.register

# --- the finite games ---------------------------------------------------------------------------------------

PROFILE4 = [X(1, 2), 0, 0, 1]  # a probability per card of a 4-card deck
register("lcp.finite.kuhn.game", lambda raises: kuhn.game(raises), raises=ints(0, kuhn.MAX_RAISES, draw_high=3))
register(
    "lcp.finite.kuhn.solve",
    lambda raises: kuhn.solve(raises),
    check=lambda a, r: r.value == X(-1, 18),
    raises=ints(0, kuhn.MAX_RAISES, draw_high=2),
)


def _kuhn_profile(p, typo):
    """Kuhn's equilibrium with the opener's jack betting with probability p (and one set's name mistyped)."""
    opener = {**KUHN.opener, "J:": {"k": 1 - p if isinstance(p, (int, Fraction)) else 0, "b": p}}
    if typo:
        opener["K"] = opener.pop("K:")
    return opener


KUHN_P = Range(
    st.fractions(0, X(1, 3), max_denominator=30), st.sampled_from([X(1, 2) + 1, -X(1, 3), math.nan, "1/3", None])
)
# Kuhn's family of opener equilibria (the jack bets with p in [0, 1/3]; Kuhn 1950), or just outside it: a
# probability out of range or not a number, or one information set's name mistyped ('K' for 'K:')
KUHN_OPENER = Range(
    KUHN_P.inside.map(lambda p: _kuhn_profile(p, False)),
    st.one_of(KUHN_P.outside.map(lambda p: _kuhn_profile(p, False)), st.just(_kuhn_profile(0, True))),
)
for fn in ("certify", "value_of", "card_values", "local_gains"):
    register(
        f"lcp.finite.kuhn.{fn}",
        lambda fn=fn, opener=None: getattr(kuhn, fn)(0, opener, KUHN.dealer),
        check=(
            lambda a, r, fn=fn: (
                (
                    r
                    if fn == "value_of"
                    else r.value
                    if fn == "certify"
                    else sum(r.values()) / 3
                    if fn == "card_values"
                    else X(-1, 18)
                )
                == X(-1, 18)
            )
        )
        if fn != "local_gains"
        else None,
        opener=KUHN_OPENER,
    )
register(
    "lcp.finite.kuhn.situation_values",
    lambda opener, player: kuhn.situation_values(0, opener, KUHN.dealer, player),
    opener=KUHN_OPENER,
    player=choice(0, 1, outside=(2, -1, 1.0, None)),
)

register(
    "lcp.finite.extensive.solve",
    lambda game: extensive.solve(game),
    check=lambda a, r: r.value == X(-1, 18),
    game=choice(GAME, outside=(None, "kuhn")),
)
register(
    "lcp.finite.extensive.certify",
    lambda behaviour_1, behaviour_2: extensive.certify(GAME, behaviour_1, behaviour_2),
    behaviour_1=choice(GAME.checked_behaviour(0, KUHN.opener, "o"), outside=({"nope": {}}, None)),
    behaviour_2=choice(GAME.checked_behaviour(1, KUHN.dealer, "d"), outside=({"nope": {}}, [])),
)
register(
    "lcp.finite.extensive.optimal_face_max",
    lambda player: extensive.optimal_face_max(GAME, player, X(-1, 18), {}),
    player=choice(0, 1, outside=(2, -1, 0.0, None)),
)
register(
    "lcp.finite.extensive.Game",
    lambda leaves: extensive.Game(leaves),
    leaves=Range(st.just(list(GAME.leaves)), st.sampled_from([[], None, "leaves"])),
)
register("lcp.finite.extensive.Game.constraints", lambda player: GAME.constraints(player), player=PLAYER)
register("lcp.finite.extensive.Game.matrix", lambda: GAME.matrix())
OWN = {0: GAME.checked_behaviour(0, KUHN.opener, "opener"), 1: GAME.checked_behaviour(1, KUHN.dealer, "dealer")}
OTHER_PLAN = {0: GAME.plan(1, KUHN.dealer), 1: GAME.plan(0, KUHN.opener)}  # the opponent's plan, by player
register(
    "lcp.finite.extensive.Game.contributions",
    lambda player: GAME.contributions(player, OTHER_PLAN.get(player, {})),
    player=PLAYER,
)
register(
    "lcp.finite.extensive.Game.action_values",
    lambda player: GAME.action_values(player, OWN.get(player, {}), OTHER_PLAN.get(player, {})),
    player=PLAYER,
)
register(
    "lcp.finite.extensive.Game.best_response_value",
    lambda player: GAME.best_response_value(player, OTHER_PLAN.get(player, {})),
    check=lambda a, r: r == X(-1, 18),
    player=PLAYER,
)
register("lcp.finite.extensive.Game.plan", lambda player: GAME.plan(player, OWN.get(player, {})), player=PLAYER)
register(
    "lcp.finite.extensive.Game.behaviour",
    lambda player: GAME.behaviour(player, OTHER_PLAN[1 - player] if player in (0, 1) else {}),
    player=PLAYER,
)
register(
    "lcp.finite.extensive.Game.checked_behaviour",
    lambda strategy: GAME.checked_behaviour(0, strategy, "strategy"),
    strategy=KUHN_OPENER,
)
register("lcp.finite.extensive.Leaf.path", lambda player: GAME.leaves[0].path(player), player=PLAYER)

test_documented_ranges = ENTRIES.test()
