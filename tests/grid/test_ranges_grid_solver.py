"""Documented ranges are the accepted ranges (issue 35): the grid game's structured solver (lcp.grid.structured,
lcp.grid.exact) and its command line (lcp.testbed.cli).

The entries' format and how they run: tests/_ranges.py. The games are tiny (3 or 4 hands): the solvers'
scale is measured in benchmarks/grid.py, their answers in tests/grid/test_structured.py.
"""

from __future__ import annotations

import json
import math

import numpy as np
from hypothesis import strategies as st

from _ranges import (
    SCRATCH,
    Entries,
    Range,
    X,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    ints,
    reals,
)
from lcp import testbed
from lcp.grid import exact, structured, window
from lcp.testbed import cli

ENTRIES = Entries()
register = ENTRIES.register

SMALL = testbed.build(1, 2, hands=3, k=2)
DECK = testbed.build(1, 2, hands=4, k=2, deal="deck")
WIDE = structured.StructuredGame(X(1, 2), X(2), 5, (X(1, 2), X(2)), "deck")  # the solver's own game
GAMES = Range(st.sampled_from([SMALL, DECK, WIDE]), st.sampled_from([None, "game", 3, (3, 2)]))


def probs(rows: int, cols: int) -> Range:
    """Float probability tables of shape (rows, cols); outside: a wrong shape, a value above 1, NaN, text."""
    return Range(
        st.lists(st.lists(st.floats(0, 1), min_size=cols, max_size=cols), min_size=rows, max_size=rows).map(np.array),
        st.sampled_from([np.ones((rows, cols + 1)), np.full((rows, cols), 1.5), np.full((rows, cols), math.nan), "x"]),
    )


def _direct_payoffs(game, caller):
    """The bettor's payoffs (count units) summed deal by deal from testbed.payoff: the independent check."""
    n, deck = game.hands, game.deal == "deck"
    out = np.zeros((n, len(game.sizes) + 1))
    for i in range(n):
        for j in range(n):
            if deck and i == j:
                continue
            out[i, 0] += float(testbed.payoff(i, j, 0, False))
            for k, s in enumerate(game.sizes):
                q = caller[j][k]
                out[i, k + 1] += q * float(testbed.payoff(i, j, s, True)) + (1 - q) * float(
                    testbed.payoff(i, j, s, False)
                )
    return out


def _direct_gains(game, bettor):
    n, deck = game.hands, game.deal == "deck"
    out = np.zeros((n, len(game.sizes)))
    for j in range(n):
        for i in range(n):
            if deck and i == j:
                continue
            for k, s in enumerate(game.sizes):
                b = bettor[i][k + 1]
                out[j, k] += b * float(testbed.payoff(i, j, s, False) - testbed.payoff(i, j, s, True))
    return out


# --- lcp.grid._payoffs through lcp.grid.exact (its public names) --------------------------------------------

register(
    "lcp.grid.exact.bettor_payoffs",
    lambda caller: exact.bettor_payoffs(SMALL, caller),
    check=lambda a, r: np.allclose(r, _direct_payoffs(SMALL, a["caller"])),
    caller=probs(3, 2),
)
register(
    "lcp.grid.exact.caller_gains",
    lambda bettor: exact.caller_gains(DECK, bettor),
    check=lambda a, r: np.allclose(r, _direct_gains(DECK, a["bettor"])),
    bettor=probs(4, 3),
)
_FRACTION_ROWS = st.lists(st.fractions(0, 1, max_denominator=6), min_size=3, max_size=3)
register(
    "lcp.grid.exact.IntegerProfile.from_fractions",
    lambda bettor, caller: exact.IntegerProfile.from_fractions(bettor, caller),
    check=lambda a, r: r.fractions() == (tuple(map(tuple, a["bettor"])), tuple(map(tuple, a["caller"]))),
    bettor=Range(
        st.lists(_FRACTION_ROWS, min_size=2, max_size=2),
        st.sampled_from([[[0.5, 0.5, 0]] * 2, [[2, 0, 0]] * 2, 3, [[]]]),
    ),
    caller=Range(
        st.lists(st.lists(st.sampled_from([0, 1, X(1, 3)]), min_size=2, max_size=2), min_size=2, max_size=2),
        st.sampled_from([[[0.5, 0]] * 2, [[-1, 0]] * 2, [[0, 0, 0]] * 2, None]),
    ),
)


def _random_profile(data_rows):
    bettor = [[X(v) for v in row] for row in data_rows]
    bettor = [[v / sum(row) for v in row] if sum(row) else [X(1), X(0), X(0)] for row in bettor]
    return bettor


_SOL = SMALL.solve()
_PROFILES = st.lists(st.lists(st.fractions(0, 1, max_denominator=4), min_size=3, max_size=3), min_size=3, max_size=3)
register(
    "lcp.grid.exact.certify",
    lambda profile: exact.certify(SMALL, profile),
    # an independent bound: the bettor's best response equals w * sum over hands of his best float payoff
    check=lambda a, r: (
        r.caller_best <= r.value <= r.bettor_best
        and math.isclose(
            float(r.bettor_best),
            exact.bettor_payoffs(SMALL, np.array(a["profile"].fractions()[1], dtype=float)).max(axis=1).sum() / 9,
            abs_tol=1e-12,
        )
    ),
    profile=Range(
        st.one_of(
            st.just(exact.IntegerProfile.from_fractions(_SOL.profile.bettor, _SOL.profile.caller)),
            _PROFILES.map(
                lambda rows: exact.IntegerProfile.from_fractions(_random_profile(rows), [row[:2] for row in rows])
            ),
        ),
        st.sampled_from([None, _SOL.profile, exact.IntegerProfile.from_fractions([[1, 0, 0]], [[0, 0]])]),
    ),
)
register(
    "lcp.grid.exact.solve",
    lambda game, options, progress: exact.solve(game, options, progress),
    check=lambda a, r: r.certified and (a["game"] is not SMALL or r.value == _SOL.value),
    game=GAMES,
    options=Range(st.sampled_from([None, {"method": "highs"}]), st.sampled_from(["highs", ["highs"]])),
    progress=Range(st.sampled_from([None, lambda line: None]), st.sampled_from(["print", 3])),
)

# --- lcp.grid.structured ----------------------------------------------------------------------------------

register(
    "lcp.grid.structured.structured_lp",
    lambda game: structured.structured_lp(game),
    check=lambda a, r: r.A_ub.shape[0] == a["game"].hands * len(a["game"].sizes),
    game=GAMES,
)
register(
    "lcp.grid.structured.generic_lp",
    lambda game: structured.generic_lp(game),
    check=lambda a, r: r.A_ub.shape[0] == a["game"].hands * len(a["game"].sizes),
    game=GAMES,
)
_LP = structured.structured_lp(SMALL)
register(
    "lcp.grid.structured.value_of",
    lambda lp, objective: structured.value_of(lp, objective),
    check=lambda a, r: close(r, (_LP.offset - a["objective"]) / 9),
    lp=Range(st.just(_LP), st.sampled_from([None, "lp", 3])),
    objective=Range(reals(-100, 100, exact=True).inside, st.sampled_from([math.nan, math.inf, "1", None])),
)
register(
    "lcp.grid.structured.restricted_lp",
    lambda allowed: structured.restricted_lp(SMALL, allowed),
    check=lambda a, r: [list(h) for h in r[1]["bets"]] == [list(np.flatnonzero(a["allowed"][:, k])) for k in range(2)],
    allowed=Range(
        st.lists(st.booleans(), min_size=6, max_size=6)
        .filter(any)
        .map(lambda v: np.array(v, dtype=bool).reshape(3, 2)),
        st.sampled_from(
            [np.ones((3, 3), dtype=bool), np.ones((3, 2)), [[True, True]] * 3, np.zeros((3, 2), dtype=bool)]
        ),
    ),
)
register(
    "lcp.grid.structured.solve_float",
    lambda game, options, progress: structured.solve_float(game, options, progress),
    check=lambda a, r: a["game"] is not SMALL or close(r.value, _SOL.value, 1e-7),
    game=GAMES,
    options=Range(st.sampled_from([None, {"method": "highs"}]), st.sampled_from(["highs", ["highs"]])),
    progress=Range(st.sampled_from([None, lambda line: None]), st.sampled_from(["print", 3])),
)
register(
    "lcp.grid.structured.solve_generic",
    lambda game, options: structured.solve_generic(game, options),
    check=lambda a, r: close(r.value, structured.solve_float(a["game"]).value, 1e-7),
    game=GAMES,
    options=Range(st.sampled_from([None, {"method": "highs"}]), st.sampled_from(["highs", ["highs"]])),
)

# --- lcp.grid.window ---------------------------------------------------------------------------------------

register(
    "lcp.grid.window.solve_float",
    lambda game, options, progress: window.solve_float(game, options, progress),
    check=lambda a, r: close(r.value, structured.solve_float(a["game"]).value, 1e-7),
    game=GAMES,
    options=Range(st.sampled_from([None, {"method": "highs"}]), st.sampled_from(["highs", ["highs"]])),
    progress=Range(st.sampled_from([None, lambda line: None]), st.sampled_from(["print", 3])),
)
register(
    "lcp.grid.window.canonical_caller",
    lambda bettor, caller: window.canonical_caller(SMALL, bettor, caller),
    # the bettor's payoffs on the bets he makes (above SHAPE_TOL) are kept (tests/grid/test_window.py checks the rest)
    check=lambda a, r: np.allclose(
        exact.bettor_payoffs(SMALL, r)[a["bettor"] > window.SHAPE_TOL],
        exact.bettor_payoffs(SMALL, a["caller"])[a["bettor"] > window.SHAPE_TOL],
    ),
    bettor=probs(3, 3),
    caller=probs(3, 2),
)

# --- lcp.testbed.cli -------------------------------------------------------------------------------------------

register("lcp.testbed.cli.schema_path", lambda: cli.schema_path(), check=lambda a, r: json.loads(r.read_text()) != {})
register(
    "lcp.testbed.cli.decimal",
    lambda L, name: cli.decimal(L, name),
    check=lambda a, r: r == X(a["L"]),
    L=Range(
        st.fractions(0, 10, max_denominator=20).map(str) | st.decimals(0, 10, places=3).map(str),
        st.sampled_from([None, 0.1, b"0.1"]),
    ),
    name=Range(st.just("L"), st.sampled_from([None, 3])),
)
register(
    "lcp.testbed.cli.build",
    lambda L, U, hands, k, menu, deal: cli.build(L, U, hands, k, menu, deal),
    check=lambda a, r: r.hands == a["hands"] and len(r.sizes) == a["k"] and r.sizes[0] == a["L"],
    L=Range(st.fractions(X(1, 10), 1, max_denominator=10), st.sampled_from([0, -1, math.nan, "0.1", None])),
    U=Range(st.fractions(2, 4, max_denominator=4), st.sampled_from([math.inf, "2", None])),
    hands=ints(2, cli.MAX_HANDS, draw_high=200_000),
    k=ints(2, cli.MAX_SIZES, draw_high=8),
    menu=choice("uniform", "geometric", outside=("linear", None)),
    deal=choice("buckets", "deck", outside=("cards", None)),
)
_CLI_SOL = exact.solve(SMALL)
register(
    "lcp.testbed.cli.to_json",
    lambda game, solution, menu, seconds: cli.to_json(game, solution, menu, seconds),
    check=lambda a, r: r["value"] == str(_SOL.value) and r["certified"] is True,
    game=Range(st.just(SMALL), st.sampled_from([None, "game", DECK])),
    solution=Range(st.just(_CLI_SOL), st.sampled_from([None, _SOL, "solution"])),
    menu=choice("uniform", "geometric", outside=("linear", None)),
    seconds=Range(st.sampled_from([None, {"lp": 0.5}]), st.sampled_from(["0.5", [0.5]])),
)
register(
    "lcp.testbed.cli.main",
    lambda argv: cli.main(argv),
    check=lambda a, r: r == 0 and json.loads((SCRATCH / "grid.json").read_text())["certified"],
    argv=Range(
        st.builds(
            lambda n, deal: (
                ["--hands", str(n), "--k", "2", "--limits", "0.5", "2", "--deal", deal, "--quiet"]
                + ["--json", str(SCRATCH / "grid.json")]
            ),
            st.integers(2, 5),
            st.sampled_from(["buckets", "deck"]),
        ),
        st.sampled_from(["--hands 3", 3, ["--hands", 3]]),
    ),
)

test_documented_ranges = ENTRIES.test()
