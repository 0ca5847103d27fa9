"""Documented ranges are the accepted ranges (issue 35): lcp.testbed.scoring, lcp.testbed.formats and the
compact writer of lcp.testbed.cli.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import json
from fractions import Fraction

from hypothesis import strategies as st

from _ranges import SCRATCH, Entries, Range, choice, figures_in_scratch, flag  # noqa: F401
from lcp import testbed
from lcp.grid import exact
from lcp.testbed import cli, formats, scoring

ENTRIES = Entries()
register = ENTRIES.register

GAME = testbed.build(1, 2, hands=3, k=2)
SOL = GAME.solve()
PROFILE = exact.IntegerProfile.from_fractions(SOL.profile.bettor, SOL.profile.caller)
GRID_GAME = cli.build(Fraction(1, 10), 2, 12, 3)
GRID_SOL = exact.solve(GRID_GAME)
FULL = cli.to_json(GRID_GAME, GRID_SOL)
COMPACT = cli.to_compact(GRID_GAME, GRID_SOL)
CSV_FILE = SCRATCH / "scoring-profile.csv"
CSV_FILE.write_text(formats.to_csv(PROFILE, GAME.sizes))
JSON_FILE = SCRATCH / "scoring-compact.json"
JSON_FILE.write_text(json.dumps(COMPACT))

BETTOR = Range(
    st.sampled_from([SOL.profile.bettor, [["1", "0", "0"]] * 3, [[0.25, 0.5, 0.25]] * 3]),
    st.sampled_from([[[0.5, 0.7, 0]] * 3, [[2, -1, 0]] * 3, "bettor", None]),
)
CALLER = Range(
    st.sampled_from([SOL.profile.caller, [[0.5, 1]] * 3, [["1/3", "0"]] * 3]),
    st.sampled_from([[[2, 0]] * 3, [[0.5]] * 3, "caller", None]),
)
GRID = Range(st.sampled_from([None, 10, 1000]), st.sampled_from([1, 0, -5, 10**13, "10", 2.5]))

register(
    "lcp.testbed.formats.exact_profile",
    lambda bettor, caller, grid: formats.exact_profile(bettor, caller, grid),
    check=lambda a, r: r[0].bettor.shape == (3, 3) and (r[0].bettor.sum(axis=1) == r[0].bettor_den).all(),
    bettor=BETTOR,
    caller=CALLER,
    grid=GRID,
)
register(
    "lcp.testbed.scoring.score",
    lambda game, bettor, caller, grid: scoring.score(game, bettor, caller, grid),
    check=lambda a, r: r.caller_best <= r.value <= r.bettor_best,
    game=choice(GAME, scoring.Grid(3, GAME.sizes), outside=(None, "game", 3)),
    bettor=BETTOR,
    caller=CALLER,
    grid=GRID,
)
register(
    "lcp.testbed.scoring.continuous",
    lambda translation, points, profile: scoring.continuous(GAME, profile, translation, points),
    translation=choice(*scoring.TRANSLATIONS, outside=("harmonic", None)),
    points=Range(st.integers(1, 3), st.sampled_from([0, 2000, 1.5, "2"])),
    profile=Range(st.just(PROFILE), st.sampled_from([None, SOL.profile, "profile"])),
)
register(
    "lcp.testbed.formats.compact",
    lambda data: formats.compact(data),
    check=lambda a, r: formats.expand(r) == a["data"],
    data=Range(st.just(FULL), st.sampled_from([COMPACT, {}, None, "data"])),
)
register(
    "lcp.testbed.formats.expand",
    lambda data: formats.expand(data),
    check=lambda a, r: r == FULL,
    data=Range(st.just(COMPACT), st.sampled_from([FULL, {}, None, "data"])),
)
register(
    "lcp.testbed.formats.to_csv",
    lambda profile, sizes: formats.to_csv(profile, sizes),
    check=lambda a, r: r.count("\n") == 4,
    profile=Range(st.just(PROFILE), st.sampled_from([None, SOL.profile])),
    sizes=Range(st.just(GAME.sizes), st.sampled_from([(1,), (1, 2, 3), None])),
)
register("lcp.testbed.formats.compact_schema_path", formats.compact_schema_path, check=lambda a, r: r.exists())
register(
    "lcp.testbed.scoring.load",
    lambda path, deal, grid: scoring.load(path, deal=deal, grid=grid),
    check=lambda a, r: r[0].hands in (3, 12),
    path=Range(st.sampled_from([CSV_FILE, JSON_FILE]), st.sampled_from([SCRATCH / "no-such-file.csv", None])),
    deal=choice(None, "buckets", "deck", outside=("cards", 3)),
    grid=GRID,
)
register(
    "lcp.testbed.scoring.main",
    lambda argv: scoring.main(argv),
    check=lambda a, r: r == 0,
    argv=Range(st.sampled_from([[str(CSV_FILE)], [str(JSON_FILE)]]), st.sampled_from(["FILE", [3], 5])),
)
register(
    "lcp.testbed.cli.to_compact",
    lambda menu, solution: cli.to_compact(GRID_GAME, solution, menu),
    check=lambda a, r: (
        {k: v for k, v in formats.expand(r).items() if k != "software"}
        == {k: v for k, v in FULL.items() if k != "software"}
    ),
    menu=choice("uniform", outside=("linear", None)),
    solution=Range(st.just(GRID_SOL), st.sampled_from([None, SOL])),
)

test_documented_ranges = ENTRIES.test()
