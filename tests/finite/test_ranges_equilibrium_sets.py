"""Documented ranges are the accepted ranges (issue 35): lcp.finite.equilibrium_sets, lcp.testbed.floor, and
lcp.testbed.extension's readings of off-menu bets.

The entries' format and how they run: tests/_ranges.py. The games are tiny (three buckets, two sizes), so
every LP here solves in milliseconds; the floor runs at its smallest resolution.
"""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

from _ranges import (
    GAME,
    Entries,
    Range,
    X,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
)
from lcp import testbed
from lcp.finite import equilibrium_sets, extensive
from lcp.testbed import extension, floor
from lcp.testbed import profile as tb_profile

ENTRIES = Entries()
register = ENTRIES.register

TB = testbed.build(1, 2, hands=3, k=2)  # sizes 1 and 2: actions "check", "bet 1", "bet 2"
TB_SOL = TB.solve()
G = TB.sequence_form  # the same game as an lcp.finite.extensive.Game
G_SOL = extensive.solve(G)
N, M = TB.hands, len(TB.sizes)
TB_GAME = choice(TB, outside=(None, "game", GAME))
EXACT = st.fractions(-2, 2, max_denominator=20)
BAD_NUMBER = st.sampled_from([math.nan, "0.5", None, complex(0.5, 1)])
BAD_VALUE = st.sampled_from([math.nan, math.inf, "0.5", complex(0.5, 1)])  # None: solve the game for its value
BET = [floor.bet_frequency(TB, k) for k in range(M)]  # player 0's features
CALL = [floor.call_rate(TB, k) for k in range(M)]  # player 1's features
FEATURE = Range(st.sampled_from(BET), st.sampled_from([None, 3, [("x0", "bet 1")], {("x0", "raise"): 1}]))
PLAYER0 = Range(st.just(0), st.sampled_from([2, -1, 1.0, None, True]))
UNIFORM = {info: {a: Fraction(1, len(acts)) for a in acts} for info, acts in G.actions[0].items()}
HANDS = Range(
    st.none() | st.lists(st.integers(0, N - 1), max_size=N, unique=True),
    st.sampled_from([3, "ab", [N], [-1], [0.5]]),
)

# --- lcp.finite.equilibrium_sets -------------------------------------------------------------------------------------


def _lp_check(a, r):  # min a.x + b.y over x + y <= r, x, y >= 0: the cheaper corner or the origin
    best = min(Fraction(0), min(a["cost"].values()) * a["ub"][0][1])
    return r.value == best


register(
    "lcp.finite.equilibrium_sets.exact_lp",
    lambda cost, ub, eq, free: equilibrium_sets.exact_lp(cost, ub, eq, free),
    check=_lp_check,
    cost=Range(
        st.builds(lambda a, b: {"x": a, "y": b}, EXACT, EXACT),
        st.sampled_from([None, 3, [1], {"x": "a"}, {"x": math.nan}]),
    ),
    ub=Range(
        st.fractions(0, 3, max_denominator=10).map(lambda r: [({"x": 1, "y": 1}, r)]),
        st.sampled_from([None, 3, "ub", [({"x": 1},)], [({"x": "a"}, 1)], [({"x": 1}, None)]]),
    ),
    eq=Range(st.just(()), st.sampled_from([None, 3, "eq", [({"x": 1}, "b")]])),
    free=Range(st.just(()), st.sampled_from([None, 3])),
)


def _face_check(a, r):  # the solved equilibrium's plan meets the player's own (=) rows; one <= row per
    ub, eq, free = r  # opponent sequence and the guarantee
    plan = G.plan(a["player"], G_SOL.strategies[a["player"]])
    own = all(sum(c * plan.get(s, 0) for (_, s), c in coef.items()) == b for coef, b in eq)
    return own and len(ub) == len(G.sequences[1 - a["player"]]) + 1 and len(free) == len(eq_rows(1 - a["player"]))


def eq_rows(player):
    return equilibrium_sets.face_rows(G, player, 0)[1]


register(
    "lcp.finite.equilibrium_sets.face_rows",
    lambda game, player, value: equilibrium_sets.face_rows(game, player, value),
    check=_face_check,
    game=Range(st.just(G), st.sampled_from([None, "game", TB])),
    player=choice(0, 1, outside=(2, -1, 1.0, None)),
    value=Range(st.sampled_from([G_SOL.value, 0]) | EXACT, BAD_NUMBER),
)
register(
    "lcp.finite.equilibrium_sets.feature_value",
    lambda game, player, feature, strategy: equilibrium_sets.feature_value(game, player, feature, strategy),
    # the uniform strategy bets each size with probability 1/3 at every hand
    check=lambda a, r: r == sum(a["feature"].values()) * Fraction(1, 3),
    game=Range(st.just(G), st.sampled_from([None, "game", TB])),
    player=PLAYER0,
    feature=FEATURE,
    strategy=Range(st.just(UNIFORM), st.sampled_from([None, 3, {"nowhere": {}}, {"x0": {"check": 2}}])),
)


def _extreme_check(a, r):  # it is what its strategy gives, and the strategy guarantees the game's value
    exact = equilibrium_sets.feature_value(G, 0, a["feature"], r.strategy) == r.value
    return exact and G.best_response_value(1, G.plan(0, r.strategy)) == G_SOL.value


register(
    "lcp.finite.equilibrium_sets.feature_extreme",
    lambda game, player, feature, value, sense: equilibrium_sets.feature_extreme(game, player, feature, value, sense),
    check=_extreme_check,
    game=Range(st.just(G), st.sampled_from([None, "game", TB])),
    player=PLAYER0,
    feature=FEATURE,
    value=Range(st.sampled_from([None, G_SOL.value]), BAD_VALUE),
    sense=choice("max", "min", outside=("maximum", None, 1)),
)


def _range_check(a, r):  # the solved equilibrium's feature lies in the range
    found = equilibrium_sets.feature_value(G, a["player"], a["feature"], G_SOL.strategies[a["player"]])
    return r.low.value <= found <= r.high.value


register(
    "lcp.finite.equilibrium_sets.feature_range",
    lambda game, player, feature, value: equilibrium_sets.feature_range(game, player, feature, value),
    check=_range_check,
    game=Range(st.just(G), st.sampled_from([None, "game", TB])),
    player=PLAYER0,
    feature=FEATURE,
    value=Range(st.sampled_from([None, G_SOL.value]), BAD_VALUE),
)
FR = equilibrium_sets.feature_range(G, 1, CALL[1])  # Player 2's call rate of the larger size: not pinned
TESTS = Range(
    st.sampled_from([lambda v: v >= 0, lambda v: v > X(1, 3), lambda v: v < X(1, 3), lambda v: v > 1]),
    st.sampled_from([None, 3, "v >= 0"]),
)
register(
    "lcp.finite.equilibrium_sets.FeatureRange.always",
    lambda test: FR.always(test),
    check=lambda a, r: r == all(a["test"](v) for v in FR.interval) and (not r or FR.sometimes(a["test"])),
    test=TESTS,
)
register(
    "lcp.finite.equilibrium_sets.FeatureRange.sometimes",
    lambda test: FR.sometimes(test),
    check=lambda a, r: r == any(a["test"](v) for v in FR.interval),
    test=TESTS,
)

# --- lcp.testbed.floor ---------------------------------------------------------------------------------------


def _weights_check(a, r, per_hand):  # weight 1/n on each chosen hand's sequences
    chosen = range(N) if a["hands"] is None else a["hands"]
    return sum(r.values()) == Fraction(len(chosen) * per_hand, N) and all(
        s in G.sequences[0] or s in G.sequences[1] for s in r
    )


register(
    "lcp.testbed.floor.bet_frequency",
    lambda game, k, hands: floor.bet_frequency(game, k, hands),
    check=lambda a, r: _weights_check(a, r, 1) and all(s[1] == f"bet {TB.sizes[a['k']]}" for s in r),
    game=TB_GAME,
    k=ints(0, M - 1),
    hands=HANDS,
)
register(
    "lcp.testbed.floor.call_rate",
    lambda game, k, hands: floor.call_rate(game, k, hands),
    check=lambda a, r: _weights_check(a, r, 1) and all(s in G.sequences[1] for s in r),
    game=TB_GAME,
    k=ints(0, M - 1),
    hands=HANDS,
)
register(
    "lcp.testbed.floor.bets_below",
    lambda game, hand: floor.bets_below(game, hand),
    check=lambda a, r: sum(r.values()) == Fraction(a["hand"] * M, N),
    game=TB_GAME,
    hand=ints(0, N),
)


def _floor_check(a, r):  # lower <= upper, and upper is the profile's own exact score
    if a["translation"] == "pseudo-harmonic":
        upper = extension.translated_score(TB, r.profile, a["points"]).upper.exploitability
    else:
        upper = extension.continuous_score(TB, r.profile, off_menu=a["translation"] != "menu").exploitability
    return r.lower <= r.upper == upper and r.resolution == a["resolution"]


register(
    "lcp.testbed.floor.exploitability_floor",
    lambda game, over, translation, resolution, points: floor.exploitability_floor(
        game, over, translation, resolution, points
    ),
    check=_floor_check,
    game=TB_GAME,
    over=choice(*floor.SETS, outside=("equilibrium", None)),
    translation=choice("nearest", "pseudo-harmonic", "menu", outside=("harmonic", None)),
    resolution=ints(1, 64, draw_high=1),
    points=ints(1, 1024, draw_high=2),
)

# --- lcp.testbed.extension: off-menu bets ---------------------------------------------------------------------


def _harmonic_check(a, r):  # the mixture's call probability is the size's break-even one
    x, A, B = (Fraction(a[k]) for k in ("x", "A", "B"))
    return 0 <= r <= 1 and r / (1 + A) + (1 - r) / (1 + B) == 1 / (1 + x)


register(
    "lcp.testbed.extension.pseudo_harmonic",
    lambda x, A, B: extension.pseudo_harmonic(x, A, B),
    check=_harmonic_check,
    x=Range(st.fractions(1, 2, max_denominator=20), st.sampled_from([-1, 3, 1.5, None, "1"])),
    A=Range(st.fractions(0, 1, max_denominator=20), st.sampled_from([-1, 0.5, None, "0"])),
    B=Range(st.fractions(2, 3, max_denominator=20) | st.just(2), st.sampled_from([-1, 2.5, None, "2"])),
)


def _readings_check(a, r):  # every reading a probability over the menu, every size within the limits
    return all(
        TB.L <= size <= TB.U and sum(read.values()) == 1 and all(0 < f <= 1 for f in read.values()) for size, read in r
    )


register(
    "lcp.testbed.extension.bet_readings",
    lambda game, off_menu, translation, points: extension.bet_readings(game, off_menu, translation, points),
    check=_readings_check,
    game=TB_GAME,
    off_menu=flag(),
    translation=choice(*extension.TRANSLATIONS, outside=("harmonic", None)),
    points=ints(1, 1024, draw_high=6),
)
TB_UNIFORM = tb_profile.Profile(((X(1, 3),) * 3,) * 3, ((X(1, 2),) * 2,) * 3)


def _translated_check(a, r):  # lower <= upper; the caller's side is continuous_score's
    base = extension.continuous_score(TB, a["profile"])
    return r.lower.exploitability <= r.upper.exploitability and r.lower.caller_gain == base.caller_gain


register(
    "lcp.testbed.extension.translated_score",
    lambda game, profile, points: extension.translated_score(game, profile, points),
    check=_translated_check,
    game=TB_GAME,
    profile=Range(
        st.sampled_from([TB_SOL.profile, TB_UNIFORM]),
        st.sampled_from(
            [
                None,
                "profile",
                tb_profile.Profile(((1, 0, 0),), ((0, 0),)),
                tb_profile.Profile(((X(1, 2), 0, 0),) * 3, ((0, 0),) * 3),
            ]
        ),
    ),
    points=ints(1, 1024, draw_high=3),
)

test_documented_ranges = ENTRIES.test()
