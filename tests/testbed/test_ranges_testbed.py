"""Documented ranges are the accepted ranges (issue 35): lcp.testbed: the solver test bed.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

import lcp
from _ranges import (
    GAME,
    SCRATCH,
    Entries,
    Range,
    X,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp import testbed
from lcp.finite import extensive
from lcp.grid import asymmetric
from lcp.testbed import bench, efg, extension, openspiel
from lcp.testbed import game as tb_game
from lcp.testbed import profile as tb_profile

ENTRIES = Entries()
register = ENTRIES.register

# --- the solver test bed and the record's format ----------------------------------------------------------------


TB = testbed.build(1, 2, hands=3, k=2)  # sizes 1 and 2: actions "bet 1", "bet 2"
TB_DECK = testbed.build(X(1, 2), X(2, 3), hands=3, k=2, deal="deck")
TB_HUGE = testbed.build(1, 2, hands=testbed.MAX_HANDS, k=testbed.MAX_SIZES)  # refused by size, before any work
TB_SOL = TB.solve()
TB_UNIFORM = tb_profile.Profile(((X(1, 3),) * 3,) * 3, ((X(1, 2),) * 2,) * 3)
TB_GAME = choice(TB, TB_DECK, outside=(None, "game", GAME))
TB_PROFILE = Range(
    st.sampled_from([TB_SOL.profile, TB_UNIFORM]),
    st.sampled_from(
        [
            None,
            "profile",
            tb_profile.Profile(((1, 0, 0),), ((0, 0),)),
            tb_profile.Profile(5, 5),
            tb_profile.Profile(((1, 0, 0),) * 3, ((0, 2),) * 3),
            tb_profile.Profile(((X(1, 2), 0, 0),) * 3, ((0, 0),) * 3),
        ]
    ),
)
TB_LIMIT_L = Range(
    st.fractions(X(1, 20), 1, max_denominator=20) | st.floats(1e-3, 1),
    st.sampled_from([0, -1, math.nan, math.inf, "1", None]),
)
TB_LIMIT_U = Range(
    st.fractions(2, 100, max_denominator=20) | st.floats(2, 100), st.sampled_from([-1, math.nan, math.inf, "2", None])
)


def _tb_payoff_check(a, r):  # the same rules in lcp.grid.asymmetric (buckets from 1 there)
    return r == asymmetric.payoff(a["x"] + 1, a["y"] + 1, Fraction(a["bet"]), a["called"])


register(
    "lcp.testbed.game.payoff",
    lambda x, y, bet, called: tb_game.payoff(x, y, bet, called),
    check=_tb_payoff_check,
    x=ints(0, None, draw_high=6),
    y=ints(0, None, draw_high=6),
    bet=reals(0, math.inf, high_open=True, exact=True, draw_high=5),
    called=flag(),
)
register(
    "lcp.testbed.game.menu_sizes",
    lambda L, U, k, spacing: tb_game.menu_sizes(L, U, k, spacing),
    check=lambda a, r: (
        (r[0], r[-1], len(r)) == (Fraction(a["L"]), Fraction(a["U"]), a["k"]) and all(p < q for p, q in zip(r, r[1:]))
    ),
    L=TB_LIMIT_L,
    U=TB_LIMIT_U,
    k=ints(2, testbed.MAX_SIZES, draw_high=6),
    spacing=choice(*testbed.SPACINGS),
)
register(
    "lcp.testbed.game.chip_sizes",
    lambda L, U, chips_per_pot: tb_game.chip_sizes(L, U, chips_per_pot),
    check=lambda a, r: (
        list(r)
        == [
            X(c, a["chips_per_pot"])
            for c in range(1, 8 * a["chips_per_pot"] + 1)
            if a["L"] <= X(c, a["chips_per_pot"]) <= a["U"]
        ]
    ),
    L=Range(st.fractions(0, 2, max_denominator=8), st.sampled_from([-1, math.nan, math.inf, "1", None])),
    U=Range(st.fractions(2, 8, max_denominator=8), st.sampled_from([-1, math.nan, math.inf, "2", None])),
    chips_per_pot=ints(1, testbed.MAX_SIZES * 16, draw_high=8),
)
register(
    "lcp.testbed.game.build",
    lambda L, U, hands, k, spacing, deal, sizes: testbed.build(L, U, hands, k, spacing, deal, sizes=sizes),
    check=lambda a, r: (
        r.leaf_count == len(r.leaves())
        and len(r.deals()) == (r.hands**2 if a["deal"] == "buckets" else r.hands * (r.hands - 1))
    ),
    L=Range(TB_LIMIT_L.inside, st.sampled_from([-1, math.nan, math.inf, "1", None, 200])),
    U=TB_LIMIT_U,
    hands=ints(2, testbed.MAX_HANDS, draw_high=6),
    k=Range(st.integers(2, 4) | st.none(), st.sampled_from([0, -1, testbed.MAX_SIZES + 1, "2", [2]])),
    spacing=choice(*testbed.SPACINGS),
    deal=choice(*testbed.DEALS),
    sizes=Range(st.none(), st.sampled_from([2, "2", [0], [math.nan], [1000]])),  # inside with k (the explicit
    # menus: tests/testbed/test_testbed.py)
)
register(
    "lcp.testbed.game.TestbedGame.bettor_infoset",
    lambda i: TB.bettor_infoset(i),
    check=lambda a, r: r == f"x{a['i']}",
    i=ints(0, TB.hands - 1),
)
register(
    "lcp.testbed.game.TestbedGame.caller_infoset",
    lambda j, k: TB.caller_infoset(j, k),
    check=lambda a, r: r == f"y{a['j']}|bet {TB.sizes[a['k']]}",
    j=ints(0, TB.hands - 1),
    k=ints(0, len(TB.sizes) - 1),
)

register(
    "lcp.testbed.profile.check_profile",
    lambda profile: tb_profile.check_profile(TB, profile),
    check=lambda a, r: r is a["profile"],
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.profile.finite_score",
    lambda game, profile: tb_profile.finite_score(game, profile),  # against the sequence form's exact certificate
    check=lambda a, r: (lambda c: (r.value, r.bettor_gain, r.caller_gain) == (c.value, *c.gains))(
        extensive.certify(a["game"].sequence_form, *tb_profile.to_behaviour(a["game"], a["profile"]))
    ),
    game=choice(TB, outside=(None, "game", GAME)),
    profile=TB_PROFILE,
)
TB_BEHAVIOUR = tb_profile.to_behaviour(TB, TB_SOL.profile)
register(
    "lcp.testbed.profile.from_behaviour",
    lambda bettor, caller: tb_profile.from_behaviour(TB, bettor, caller),
    check=lambda a, r: r == TB_SOL.profile,
    bettor=Range(
        st.just(TB_BEHAVIOUR[0]),
        st.sampled_from([None, "x0", {"x9": {"check": 1}}, {"x0": {"bet 7": 1}}, {"x0": {"check": 2}}, {"x0": 1}]),
    ),
    caller=Range(
        st.just(TB_BEHAVIOUR[1]),
        st.sampled_from(
            [None, [], {"y0|bet 9": {"call": 1}}, {"y0|bet 1": {"raise": 1}}, {"y0|bet 1": {"call": math.nan}}]
        ),
    ),
)
register(
    "lcp.testbed.profile.to_behaviour",
    lambda game, profile: tb_profile.to_behaviour(game, profile),
    check=lambda a, r: tb_profile.from_behaviour(a["game"], *r) == a["profile"],
    game=choice(TB, outside=(None, "game")),
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.profile.solve",
    lambda game: tb_profile.solve(game),
    check=lambda a, r: (
        tb_profile.finite_score(a["game"], r.profile).exploitability == 0 and r.value == r.certificate.value
    ),
    game=choice(TB, TB_DECK, outside=(None, "game", TB_HUGE)),
)

register(
    "lcp.testbed.efg.chip_scale",
    lambda game: efg.chip_scale(game),
    check=lambda a, r: all(((X(1, 2) + s) * r).denominator == 1 for s in (0, *a["game"].sizes)),
    game=TB_GAME,
)
register(
    "lcp.testbed.efg.to_efg",
    lambda game: efg.to_efg(game),
    check=lambda a, r: (
        r.startswith("EFG 2 R") and sum(ln.startswith("t ") for ln in r.splitlines()) == a["game"].leaf_count
    ),
    game=choice(TB, TB_DECK, outside=(None, "game", TB_HUGE)),
)
register(
    "lcp.testbed.efg.write_efg",
    lambda path: efg.write_efg(TB, path),
    check=lambda a, r: r.read_text() == efg.to_efg(TB),
    path=Range(
        st.sampled_from([SCRATCH / "testbed.efg", str(SCRATCH / "testbed.efg")]),
        st.sampled_from([None, 3, b"testbed.efg"]),
    ),
)


def _envelope(lines, lo, hi):
    """The upper envelope's integral by the trapezoid rule between every crossing (the envelope is linear
    between consecutive ones): independent of the walk envelope_integral takes."""
    cuts = {lo, hi} | {(a1 - a2) / (b2 - b1) for a1, b1 in lines for a2, b2 in lines if b1 != b2}
    xs = sorted(x for x in cuts if lo <= x <= hi)
    f = lambda x: max(a + b * x for a, b in lines)  # noqa: E731
    return sum((q - p) * (f(p) + f(q)) / 2 for p, q in zip(xs, xs[1:]))


register(
    "lcp.testbed.extension.size_intervals",
    lambda game, off_menu: extension.size_intervals(game, off_menu),
    check=lambda a, r: (
        len(r) == len(a["game"].sizes)
        and (r[0][0], r[-1][1])
        == ((a["game"].L, a["game"].U) if a["off_menu"] else (a["game"].sizes[0], a["game"].sizes[-1]))
        and all(p[1] == q[0] for p, q in zip(r, r[1:]) if a["off_menu"])
    ),
    game=TB_GAME,
    off_menu=flag(),
)
FRACS = st.fractions(-2, 2, max_denominator=6)
register(
    "lcp.testbed.extension.envelope_integral",
    lambda lines, lo, hi: extension.envelope_integral(lines, lo, hi),
    check=lambda a, r: r == _envelope(a["lines"], Fraction(a["lo"]), Fraction(a["hi"])),
    lines=Range(
        st.lists(st.tuples(FRACS, FRACS), min_size=1, max_size=4),
        st.sampled_from([[], None, "ab", [(1,)], [(math.nan, 0)], [(0, math.inf)]]),
    ),
    lo=Range(st.fractions(-1, 0, max_denominator=6), st.sampled_from([math.nan, None, "0", -math.inf, complex(0, 1)])),
    hi=Range(st.fractions(0, 1, max_denominator=6), st.sampled_from([math.nan, None, "1", math.inf, -2])),
)
register(
    "lcp.testbed.extension.continuous_score",
    lambda game, profile, off_menu: extension.continuous_score(game, profile, off_menu),
    check=lambda a, r: (
        r.value == tb_profile.finite_score(a["game"], a["profile"]).value and r.bettor_gain >= 0 and r.caller_gain >= 0
    ),
    game=choice(TB, outside=(None, "game")),
    profile=TB_PROFILE,
    off_menu=flag(),
)

TB_SMALL = testbed.build(1, 1, 2, 1)
TB_ROWS = bench.run_game(TB_SMALL, solvers=("cfr", "exact-lp"), max_iterations=2)
register("lcp.testbed.bench.environment", lambda: bench.environment(), check=lambda a, r: r["lcp"] == lcp.__version__)
register(
    "lcp.testbed.bench.checkpoints",
    lambda max_iterations: bench.checkpoints(max_iterations),
    check=lambda a, r: r == [2**i for i in range(a["max_iterations"].bit_length())],
    max_iterations=ints(1, None, draw_high=10**6),
)
register(
    "lcp.testbed.bench.first_reaching",
    lambda rows, threshold, column: bench.first_reaching(rows, threshold, column),
    check=lambda a, r: (
        r
        == {
            s: next((row for row in a["rows"] if row.solver == s and getattr(row, a["column"]) <= a["threshold"]), None)
            for s in {row.solver for row in a["rows"]}
        }
    ),
    rows=Range(st.just(TB_ROWS), st.sampled_from([None, [1], "rows"])),
    threshold=reals(draw_low=-1, draw_high=1),
    column=choice(*bench.SCORES, outside=("solver", None, "nope")),
)
register(
    "lcp.testbed.bench.to_csv",
    lambda rows, env: bench.to_csv(rows, env),
    check=lambda a, r: bench.read_csv(r) == list(a["rows"]),
    rows=Range(st.just(TB_ROWS), st.sampled_from([None, [1], "rows"])),
    env=Range(st.just({"lcp": "test"}), st.sampled_from(["env", [1]])),
)
TB_CSV = bench.to_csv(TB_ROWS, {})
register(
    "lcp.testbed.bench.read_csv",
    lambda text: bench.read_csv(text),
    check=lambda a, r: r == TB_ROWS,
    text=Range(
        st.just(TB_CSV),
        st.sampled_from(
            [None, 3, "a,b\n1,2\n", TB_CSV.replace("\ncfr,buckets,1,1,2,1,1,", "\ncfr,buckets,1,1,2,1,one,", 1)]
        ),
    ),
)
register(
    "lcp.testbed.bench.run_game",
    lambda game, solvers, budget, max_iterations: bench.run_game(game, solvers, budget, max_iterations),
    check=lambda a, r: [row.finite_exploitability for row in r if row.solver == "exact-lp"] == [0.0],
    game=choice(TB_SMALL, outside=(None, "game")),
    solvers=Range(st.sampled_from([("exact-lp",), ("cfr", "exact-lp")]), st.sampled_from(["cfr", ["cfx"], None])),
    budget=Range(st.floats(0.01, 0.2) | st.just(math.inf), st.sampled_from([0, -1.0, math.nan, "1", None])),
    max_iterations=ints(1, None, draw_high=4),
)
register(
    "lcp.testbed.bench.run",
    lambda ladder, limits, deal: bench.run(ladder, ("exact-lp",), limits=limits, deal=deal),
    check=lambda a, r: (
        [(row.hands, row.k, row.finite_exploitability) for row in r] == [(h, k, 0.0) for h, k in a["ladder"]]
    ),
    ladder=Range(
        st.sampled_from([((2, 2),), ((3, 2), (2, 3))]),
        st.sampled_from([None, "ladder", [(1, 2)], [(2,)], [(2, testbed.MAX_SIZES + 1)]]),
    ),
    limits=Range(st.just((X(1, 2), 2)), st.sampled_from([None, (1,), (2, 1), (-1, 1)])),
    deal=choice(*testbed.DEALS, outside=("cards", None)),
)
register(
    "lcp.testbed.bench.main",
    lambda argv: bench.main(argv),
    check=lambda a, r: r == 0 and len(bench.read_csv((SCRATCH / "bench.csv").read_text())) > 0,
    argv=Range(
        st.just(["--quick", "--budget", "0.01", "--out", str(SCRATCH / "bench.csv")]),
        st.sampled_from(["--quick", [3], ("--quick", None)]),
    ),
)

OS_TB = openspiel.load(TB)
OS_OTHER = openspiel.load(TB_SMALL)
OS_SOLVER = openspiel.make_solver("cfr", OS_TB)
OS_SOLVER.evaluate_and_update_policy()
TB_POLICY = openspiel.profile_policy(TB, OS_TB, TB_SOL.profile)
OS_GAMES = choice(OS_TB, outside=(None, TB, "game"))
register(
    "lcp.testbed.openspiel.load",
    lambda game: openspiel.load(game),
    check=lambda a, r: r.max_chance_outcomes() == len(a["game"].deals()),
    game=choice(TB, TB_DECK, outside=(None, "game")),
)
register(
    "lcp.testbed.openspiel.action_names",
    lambda os_game: openspiel.action_names(os_game),
    check=lambda a, r: sorted(r.values()) == sorted([*TB.bettor_actions, "fold", "call"]),
    os_game=OS_GAMES,
)
register(
    "lcp.testbed.openspiel.policy_profile",
    lambda os_game, policy: openspiel.policy_profile(TB, os_game, policy),
    check=lambda a, r: (
        tb_profile.check_profile(TB, r) is r and (a["policy"] is not TB_POLICY or r == TB_SOL.profile.as_floats())
    ),
    os_game=choice(OS_TB, outside=(None, OS_OTHER)),
    policy=Range(
        st.sampled_from([TB_POLICY, __import__("open_spiel.python.policy", fromlist=["policy"]).TabularPolicy(OS_TB)]),
        st.sampled_from([None, "uniform", {}]),
    ),
)
register(
    "lcp.testbed.openspiel.profile_policy",
    lambda os_game, profile: openspiel.profile_policy(TB, os_game, profile),
    check=lambda a, r: openspiel.policy_profile(TB, OS_TB, r) == a["profile"].as_floats(),
    os_game=choice(OS_TB, outside=(None, OS_OTHER)),
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.openspiel.make_solver",
    lambda name, os_game: openspiel.make_solver(name, os_game),
    name=choice(*openspiel.SOLVERS, outside=("cfx", None)),
    os_game=OS_GAMES,
)
register(
    "lcp.testbed.openspiel.average_profile",
    lambda solver: openspiel.average_profile(TB, OS_TB, solver),
    check=lambda a, r: r.caller == ((0.5, 0.5),) * 3,  # after one iteration: the uniform policy
    solver=Range(st.just(OS_SOLVER), st.sampled_from([None, "cfr", TB])),
)

test_documented_ranges = ENTRIES.test()
