"""Documented ranges are the accepted ranges (issue 35): lcp.continuous.hand_laws, lcp.grid.asymmetric, lcp.grid.reraise, lcp.finite.normal_form and lcp.finite.three_player.menu.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import functools
import math

from hypothesis import strategies as st

from _ranges import (
    FBCP,
    GAME,
    INCREMENTS,
    LCP,
    PLAYER,
    Entries,
    Range,
    X,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp.continuous import hand_laws
from lcp.continuous.hand_laws import HandLaw
from lcp.finite import extensive, normal_form, three_player
from lcp.finite.three_player import menu as tp_menu
from lcp.grid import asymmetric, reraise

ENTRIES = Entries()
register = ENTRIES.register

# --- beyond the paper: hand laws, asymmetric ranges, the caller's raise, three-player menus --------------------


LAWS = Range(
    st.sampled_from(
        [
            HandLaw("uniform", 1),
            HandLaw("max_of", 2),
            HandLaw("min_of", 3),
            HandLaw("capped", X(1, 2)),
            HandLaw("floored", X(1, 4)),
        ]
    ),
    st.sampled_from([None, "uniform", ("max_of", 2)]),
)
LAW = Range(LAWS.inside)  # the instance a method is called on
register(
    "lcp.continuous.hand_laws.HandLaw.cdf",
    lambda law, h: law.cdf(h),
    check=lambda a, r: 0 <= r <= 1,
    law=LAW,
    h=reals(0, 1, exact=True),
)
register(
    "lcp.continuous.hand_laws.HandLaw.buckets",
    lambda law, n: law.buckets(n),
    check=lambda a, r: sum(r) == 1 and len(r) == a["n"],
    law=LAW,
    n=ints(1, hand_laws.MAX_BUCKETS, draw_high=20),
)
register(
    "lcp.continuous.hand_laws.transformed",
    lambda game: hand_laws.transformed(game),
    game=choice(FBCP, LCP, outside=(None, "game")),
)
register(
    "lcp.continuous.hand_laws.monte_carlo_normal",
    lambda deals, seed: hand_laws.monte_carlo_normal(FBCP, deals, seed=seed),
    deals=ints(2, hand_laws.MC_MAX_DEALS, draw_high=2000),
    seed=ints(0, None, draw_high=2**32),
)

GRID_SIZES = Range(
    st.lists(st.sampled_from([X(1, 2), 1, 2, 3]), min_size=1, max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [math.nan], [1.5], []]),
)
register(
    "lcp.grid.asymmetric.payoff",
    lambda x, y, size, called: asymmetric.payoff(x, y, size, called),  # equal buckets split
    x=ints(1, None, draw_high=6),
    y=ints(1, None, draw_high=6),
    size=reals(0, math.inf, exact=True, floats=False, draw_high=5),
    called=flag(),
)
register(
    "lcp.grid.asymmetric.leaves",
    lambda n, sizes, bettor: asymmetric.leaves(n, sizes, bettor),
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    bettor=LAWS,
)
register(
    "lcp.grid.asymmetric.game",
    lambda n, sizes, caller: asymmetric.game(n, tuple(sizes) if isinstance(sizes, list) else sizes, caller=caller),
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    caller=LAWS,
)
register(
    "lcp.grid.asymmetric.solve",
    lambda n, sizes, caller: asymmetric.solve(n, sizes, caller=caller),
    check=lambda a, r: r.certificate.is_equilibrium,
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    caller=LAWS,
)
ASYM = asymmetric.solve(4, [1, 2])
register(
    "lcp.grid.asymmetric.GridEquilibrium.bet_probability",
    lambda x: ASYM.bet_probability(x),
    check=lambda a, r: 0 <= r <= 1,
    x=ints(1, 4),
)
register(
    "lcp.grid.asymmetric.GridEquilibrium.mass", lambda kind: ASYM.mass(kind), kind=choice("bluff", "check", "value")
)
register(
    "lcp.grid.asymmetric.GridEquilibrium.call_mass",
    lambda s: ASYM.call_mass(s),
    s=choice(1, 2, outside=(3, 0, math.nan, None)),
)
ALWAYS = {x: {X(0): 0, X(1): 1} for x in (1, 2)}
register(
    "lcp.grid.asymmetric.certify",
    lambda bettor, caller: asymmetric.certify(2, [1], bettor, caller),
    bettor=Range(st.just(ALWAYS), st.sampled_from([None, {1: {X(0): -1, X(1): 2}}, "always"])),
    caller=Range(st.just({}), st.sampled_from([None, [], {(1, X(1)): math.nan}])),
)

register(
    "lcp.grid.reraise.payoff",
    lambda x, y, answer: reraise.payoff(x, y, X(1), answer, X(2) if answer == "raise" else None),
    x=ints(1, None, draw_high=6),
    y=ints(1, None, draw_high=6),
    answer=choice("fold", "call", "raise", outside=("check", None)),
)
register(
    "lcp.grid.reraise.raises",
    lambda size, increments: reraise.raises(size, increments),
    size=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
    increments=INCREMENTS,
)
register(
    "lcp.grid.reraise.leaf_count",
    lambda n, increments: reraise.leaf_count(n, [1], increments),
    check=lambda a, r: r == len(reraise.leaves(a["n"], [1], a["increments"])),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.grid.reraise.leaves",
    lambda n, increments: reraise.leaves(n, [1], increments),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.grid.reraise.game",
    lambda n, increments: reraise.game(n, (1,), tuple(increments) if isinstance(increments, list) else increments),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.grid.reraise.solve",
    lambda n, increments, stack: reraise.solve(n, [1], increments, stack),
    check=lambda a, r: r.certificate.is_equilibrium,
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
)
RERAISE = reraise.solve(4, [1], [1])
register(
    "lcp.grid.reraise.RaiseEquilibrium.bet",
    lambda x: RERAISE.bet(x),
    check=lambda a, r: sum(r.values()) == 1,
    x=ints(1, 4),
)
register(
    "lcp.grid.reraise.RaiseEquilibrium.size_mass",
    lambda s: RERAISE.size_mass(s),
    s=choice(1, outside=(3, 0, math.nan, None)),
)
register(
    "lcp.grid.reraise.RaiseEquilibrium.raise_mass",
    lambda s: RERAISE.raise_mass(s),
    s=choice(1, outside=(3, 0, math.nan, None)),
)

register(
    "lcp.continuous.hand_laws.within_bucket_wins",
    lambda bettor, caller, n: hand_laws.within_bucket_wins(bettor, caller, n),
    check=lambda a, r: len(r) == a["n"] and all(w is None or 0 <= w <= 1 for w in r),
    bettor=LAWS,
    caller=LAWS,
    n=ints(1, hand_laws.MAX_BUCKETS, draw_high=6),
)
register(
    "lcp.grid.asymmetric.grid_game",
    lambda n, sizes, caller: asymmetric.grid_game(n, sizes, caller=caller),
    check=lambda a, r: r.hands == a["n"] and r.caller_law == a["caller"],
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=6),
    sizes=GRID_SIZES,
    caller=LAWS,
)
register(
    "lcp.grid.reraise.grid_game",
    lambda n, increments, stack: reraise.grid_game(n, [1], increments, stack),
    check=lambda a, r: r.leaf_count == reraise.leaf_count(a["n"], [1], a["increments"], a["stack"]),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=6),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
)

PENNIES = extensive.Game(
    [extensive.Leaf("", X(1), X(1 if a == b else -1), ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"]
)
register(
    "lcp.finite.normal_form.pure_strategies",
    lambda game, player: normal_form.pure_strategies(game, player),
    game=choice(PENNIES, GAME, outside=(None, "kuhn")),
    player=PLAYER,
)
register(
    "lcp.finite.normal_form.matrix",
    lambda game: normal_form.matrix(game),
    game=choice(PENNIES, GAME, outside=(None, "kuhn")),
)
register(
    "lcp.finite.normal_form.value",
    lambda game: normal_form.value(game),
    check=lambda a, r: close(r, 0 if a["game"] is PENNIES else -1 / 18, 1e-7),
    game=choice(PENNIES, GAME, outside=(None, "kuhn")),
)

TP_MENU_SIZES = Range(
    st.lists(st.integers(1, 3), min_size=1, max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [1.5], [], [tp_menu.MAX_SIZE + 1], [1, 2, 3, 4]]),
)
register(
    "lcp.finite.three_player.menu.payoff",
    lambda cards, size, calls: tp_menu.payoff(cards, size, calls),
    check=lambda a, r: sum(r) == 0,
    cards=Range(st.permutations([1, 2, 3]).map(tuple), st.sampled_from([(1, 2), (1, 1, 2), None, (1, 2, "3")])),
    size=ints(0, None, draw_high=5),
    calls=Range(st.tuples(st.booleans(), st.booleans()), st.sampled_from([(True,), None, ("yes", False)])),
)
register(
    "lcp.finite.three_player.menu.solve",
    lambda n, sizes: tp_menu.solve(n, sizes),
    check=lambda a, r: r.certificate.is_equilibrium,
    n=ints(3, max(tp_menu.MAX_SOLVE_CARDS.values()), draw_high=tp_menu.MAX_SOLVE_CARDS[2]),
    sizes=TP_MENU_SIZES,
)


@functools.cache
def _tp_menu():
    """Solved when a test first asks (3.6 s of sympy: at import, every test worker paid it while collecting)."""
    return tp_menu.solve(4, [1, 2])


register(
    "lcp.finite.three_player.menu.MenuEquilibrium.size_mass",
    lambda size: _tp_menu().size_mass(size),
    check=lambda a, r: 0 <= r <= 1 and (a["size"] in _tp_menu().sizes or r == 0),
    size=choice(1, 2, 3, outside=(0, -1, 1.0, math.nan, None)),
)
TP_ONE = three_player.finite(4, 1)
register(
    "lcp.finite.three_player.menu.certify",
    lambda bet: tp_menu.certify(4, [1], bet, [{1: c} for c in TP_ONE.call]),
    check=lambda a, r: r.is_equilibrium,
    bet=Range(
        st.just([{0: 1 - x, 1: x} for x in TP_ONE.bet]), st.sampled_from([None, [{0: 1}], [{0: 2, 1: -1}] * 4, "bet"])
    ),
)

test_documented_ranges = ENTRIES.test()
