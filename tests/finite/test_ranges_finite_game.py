"""Documented ranges are the accepted ranges (issue 35): lcp.finite.finite_game: the finite games' core.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from _ranges import (
    KUHN,
    Entries,
    Range,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    ints,
    reals,
)
from lcp.finite import finite_game, kuhn

ENTRIES = Entries()
register = ENTRIES.register

# --- finite-game machinery ------------------------------------------------------------------------------------

register(
    "lcp.finite.finite_game.LinearProgram.solve",
    lambda what: finite_game.LinearProgram(
        finite_game.maximin_objective(2),
        *finite_game.maximin_constraints(np.array([[1.0, -1.0], [-1.0, 1.0]])),
        finite_game.maximin_bounds(2),
    ).solve(what),
    check=lambda a, r: close(r[1], 0),
    what=Range(st.text(max_size=10)),
)
register(
    "lcp.finite.finite_game.maximin_objective",
    lambda rows: finite_game.maximin_objective(rows),
    rows=ints(1, None, draw_high=20),
)
register(
    "lcp.finite.finite_game.maximin_bounds",
    lambda rows: finite_game.maximin_bounds(rows),
    rows=ints(1, None, draw_high=20),
)
MATRICES = Range(
    st.lists(st.lists(st.integers(-5, 5), min_size=2, max_size=2), min_size=1, max_size=3),
    st.sampled_from([[[math.nan, 1]], [], [[math.inf, 0]], "M", None]),
)
register("lcp.finite.finite_game.maximin_constraints", lambda M: finite_game.maximin_constraints(M), M=MATRICES)
register(
    "lcp.finite.finite_game.matrix_game_value",
    lambda M: finite_game.matrix_game_value(M),
    check=lambda a, r: max(min(row) for row in a["M"]) - 1e-9 <= r <= min(max(col) for col in zip(*a["M"])) + 1e-9,
    M=MATRICES,
)
register(
    "lcp.finite.finite_game.check_agreement",
    lambda value_1, scale: finite_game.check_agreement(value_1, value_1, scale),
    value_1=reals(low_open=True, high_open=True, draw_low=-1e6, draw_high=1e6),
    scale=reals(0, math.inf, low_open=True, high_open=True, draw_high=1e6),
)
register(
    "lcp.finite.finite_game.support",
    lambda probabilities: finite_game.support(probabilities),
    probabilities=Range(st.lists(st.floats(0, 1), max_size=5), st.sampled_from([[math.nan], [2.0], ["x"], None])),
)
register(
    "lcp.finite.finite_game.first_certified",
    lambda what: finite_game.first_certified(
        [lambda: (KUHN.opener, KUHN.dealer)], lambda prof: kuhn.certify(0, *prof), what
    ),
    what=Range(st.text(max_size=10)),
)

test_documented_ranges = ENTRIES.test()
