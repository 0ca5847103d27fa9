"""Documented ranges are the accepted ranges (issue 35): lcp.finite.baby_poker.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from _ranges import (
    Entries,
    Range,
    X,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp.finite import baby_poker

ENTRIES = Entries()
register = ENTRIES.register

BABY_FACES = ints(2, baby_poker.MAX_FACES, draw_high=5)
RAISE = reals(0, baby_poker.MAX_RAISE, low_open=True, exact=True, floats=False, draw_high=5)
DIE = Range(st.integers(1, 6), st.sampled_from([math.nan, None, "3"]))
register(
    "lcp.finite.baby_poker.payoff",
    lambda x, y, raised, called, r: baby_poker.payoff(x, y, raised, called, r),
    x=DIE,
    y=DIE,
    raised=flag(),
    called=flag(),
    r=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
)
register(
    "lcp.finite.baby_poker.solve",
    lambda faces, r: baby_poker.solve(faces, r),
    check=lambda a, r: r.certificate.is_equilibrium,
    faces=BABY_FACES,
    r=RAISE,
)
register(
    "lcp.finite.baby_poker.matrix_game_value",
    lambda faces, r: baby_poker.matrix_game_value(faces, r),
    check=lambda a, r: close(r, baby_poker.solve(a["faces"], a["r"]).value, 1e-7),
    faces=ints(2, baby_poker.MAX_MATRIX_FACES, draw_high=4),
    r=RAISE,
)
register(
    "lcp.finite.baby_poker.pure_guarantees",
    lambda faces, r: baby_poker.pure_guarantees(faces, r),
    check=lambda a, r: r[0] <= baby_poker.solve(a["faces"], a["r"]).value <= r[1],
    faces=ints(2, baby_poker.MAX_MATRIX_FACES, draw_high=4),
    r=RAISE,
)
PROBS4 = Range(
    st.lists(st.fractions(0, 1, max_denominator=9), min_size=4, max_size=4),
    st.sampled_from([[math.nan, 0, 0, 1], [2, 0, 0, 1], [0, 1], None, [X(1, 2), 0, 0, "1"]]),
)
register(
    "lcp.finite.baby_poker.certify",
    lambda r, raise_probs, call_probs: baby_poker.certify(4, r, raise_probs, call_probs),
    r=RAISE,
    raise_probs=PROBS4,
    call_probs=PROBS4,
)
register(
    "lcp.finite.baby_poker.caller_options",
    lambda r, raise_probs: baby_poker.caller_options(4, r, raise_probs),
    r=RAISE,
    raise_probs=PROBS4,
)
register(
    "lcp.finite.baby_poker.bettor_options",
    lambda r, call_probs: baby_poker.bettor_options(4, r, call_probs),
    r=RAISE,
    call_probs=PROBS4,
)

test_documented_ranges = ENTRIES.test()
