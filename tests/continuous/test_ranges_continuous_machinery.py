"""Documented ranges are the accepted ranges (issue 35): lcp.continuous, lcp.continuous.payoff, lcp.continuous.simulate and lcp.continuous.exploit: what every continuous game is used through.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from _ranges import (
    FBCP,
    HAND,
    LCP,
    MENU,
    NLCP,
    Entries,
    Range,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    fixed,
    ints,
    reals,
)
from lcp.continuous import exploit, limit, payoff, simulate
from lcp.continuous import protocol as continuous

ENTRIES = Entries()
register = ENTRIES.register

# --- the shared machinery of the continuous games -----------------------------------------------------------

GAMES = choice(LCP, FBCP, NLCP, MENU, outside=(None, "game", 3))
register("lcp.continuous.protocol.require", lambda game: continuous.require(game), game=GAMES)
register("lcp.continuous.protocol.as_float", lambda game: continuous.as_float(game), game=GAMES)
register(
    "lcp.continuous.protocol.as_exact",
    lambda game: continuous.as_exact(game),
    check=lambda a, r: r.exact and math.isclose(float(r.value), float(a["game"].value), rel_tol=1e-12),
    game=GAMES,
)
register("lcp.continuous.protocol.ContinuousGame.bet", lambda game, x: game.bet(x), game=fixed(LCP), x=HAND)
register("lcp.continuous.protocol.ContinuousGame.call", lambda game, s: game.call(s), game=fixed(LCP), s=reals(0.5, 2))
register(
    "lcp.continuous.payoff.outcome",
    lambda x, y, s, c: payoff.outcome(x, y, s, c),
    check=lambda a, r: (
        close(
            r,
            (0.5 if a["x"] > a["y"] else -0.5)
            if a["s"] == 0
            else 0.5
            if a["y"] <= a["c"]
            else (0.5 + a["s"]) * (1 if a["x"] > a["y"] else -1),
        )
        if a["x"] != a["y"]
        else None
    ),
    x=HAND,
    y=HAND,
    s=reals(0, math.inf, draw_high=1e6),
    c=HAND,
)
register("lcp.continuous.payoff.call_thresholds", lambda s: payoff.call_thresholds(NLCP, s), s=reals(0, math.inf))
register("lcp.continuous.payoff.regions", lambda game, x, y: payoff.regions(game, x, y), game=GAMES, x=HAND, y=HAND)
register(
    "lcp.continuous.payoff.grid_value",
    lambda game, n: payoff.grid_value(game, n),
    check=lambda a, r: close(r, a["game"].value, 1 / a["n"]),  # O(1/n)
    game=GAMES,
    n=ints(2, payoff.MAX_GRID, draw_high=60),
)
register(
    "lcp.continuous.payoff.hand_values",
    lambda game, n: payoff.hand_values(game, n),
    game=GAMES,
    n=ints(1, payoff.MAX_GRID, draw_high=60),
)
register("lcp.continuous.payoff.exact_regions", lambda: payoff.exact_regions())
register(
    "lcp.continuous.simulate.monte_carlo",
    lambda game, deals, seed, batch: simulate.monte_carlo(game, deals, seed=seed, batch=batch),
    game=GAMES,
    deals=ints(2, 10**10, draw_high=2000),
    seed=ints(0, None, draw_high=2**32),
    batch=ints(1, 10**6, draw_high=500),
)
MC = simulate.monte_carlo(FBCP, 1000)
register(
    "lcp.continuous.simulate.MonteCarlo.z_score",
    lambda exact: MC.z_score(exact),
    exact=reals(exact=True, draw_low=-1, draw_high=1),
)
register(
    "lcp.continuous.simulate.MonteCarlo.agrees_with",
    lambda exact, sigmas: MC.agrees_with(exact, sigmas),
    exact=reals(exact=True, draw_low=-1, draw_high=1),
    sigmas=reals(0, math.inf, low_open=True, draw_high=100),
)
register(
    "lcp.continuous.exploit.check",
    lambda game, cells, k: exploit.check(game, cells, k),
    check=lambda a, r: r.exploitability >= -1e-9,
    game=GAMES,
    cells=ints(2, 10**7, draw_high=300),
    k=ints(1, 10**5, draw_high=16),
)
register(
    "lcp.continuous.exploit.fixed_bet_projection",
    lambda eq: exploit.fixed_bet_projection(eq),
    eq=choice(FBCP, outside=(LCP, None)),
)
register(
    "lcp.continuous.exploit.menu_projection",
    lambda eq: exploit.menu_projection(eq),
    eq=choice(MENU, outside=(FBCP, None)),
)
register(
    "lcp.continuous.exploit.no_limit_projection",
    lambda eq, m: exploit.no_limit_projection(eq, m),
    eq=choice(NLCP, outside=(FBCP, None)),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.continuous.exploit.limit_projection",
    lambda eq, m: exploit.limit_projection(eq, m),
    eq=choice(LCP, outside=(FBCP, None)),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.continuous.exploit.TopHand.of",
    lambda gap: exploit.TopHand.of(gap),
    covers=("lcp.continuous.exploit.TopHand",),
    check=lambda a, r: r.gap == float(a["gap"]) and float(r) == 1.0 - float(a["gap"]),
    gap=reals(0, 1, exact=True),
)
_A_SIZE = {id(LCP): 2.0, id(FBCP): 1.0, id(NLCP): 2.0, id(MENU): 2.0}  # a size each game's call(s) is defined at
register(
    "lcp.continuous.exploit.call_gap",
    lambda game: exploit.call_gap(game)(_A_SIZE.get(id(game), 1.0)),
    check=lambda a, r: close(float(r), 1.0 - float(a["game"].call(_A_SIZE[id(a["game"])])), 1e-12),
    game=Range(st.sampled_from([LCP, FBCP, NLCP, MENU]), st.sampled_from([None, "limit", 3, limit.Equilibrium])),
)
register(
    "lcp.continuous.exploit.size_buckets",
    lambda s_lo, s_hi, m: exploit.size_buckets(NLCP.bluff_hand, NLCP.value_hand, s_lo, s_hi, m),
    s_lo=reals(0, math.inf, high_open=True, draw_high=1),
    s_hi=reals(0, math.inf, draw_low=2),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.continuous.exploit.discretised_gains",
    lambda cells, menu, intervals: exploit.discretised_gains(cells, [menu], [intervals], NLCP.call),
    check=lambda a, r: r.bettor_gain >= -1e-12 and r.caller_gain >= -1e-12,
    cells=ints(2, 10**7, draw_high=200),
    menu=reals(0, exploit.MAX_DISCRETISED_SIZE, low_open=True),
    intervals=Range(
        st.tuples(st.floats(0, 0.5), st.floats(0.5, 1)).map(lambda span: [span]),
        st.sampled_from([[(math.nan, 0.1)], [(0.5, 0.2)], [(0.0, 2.0)], "spans", [0.5]]),
    ),
)
register(
    "lcp.continuous.exploit.reflect_bluffs",
    lambda bluff_top: exploit.reflect_bluffs(exploit.limit_projection(LCP, 4)[1], bluff_top),
    bluff_top=Range(st.floats(float(LCP.x[2]), 1.0), st.sampled_from([math.nan, -0.1, 1.5, 0.01, "x"])),
)

test_documented_ranges = ENTRIES.test()
