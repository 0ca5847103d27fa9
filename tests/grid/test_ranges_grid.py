"""Documented ranges are the accepted ranges (issue 35): lcp.grid.rules: the grid game's rules.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from _ranges import (
    INCREMENTS,
    Entries,
    Range,
    X,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp.grid import rules as grid_rules

ENTRIES = Entries()
register = ENTRIES.register

# --- the grid game's rules (lcp.grid.rules) ---------------------------------------------------------------


GRID = grid_rules.GridGame(3, (1, 2), increments=(1,), stack=3)  # sizes 1, 2; raises to 2, 3 and to 3
LABEL_SCHEMES = choice(*grid_rules.LABELS)
register(
    "lcp.grid.rules.payoff",
    lambda showdown, bet, answer, rise, bettor_calls: grid_rules.payoff(
        showdown, bet, answer, bet + rise if answer == "raise" else None, bettor_calls
    ),
    check=lambda a, r: abs(r) <= X(1, 2) + a["bet"] + a["rise"],
    showdown=reals(-1, 1, exact=True, floats=False),
    bet=reals(0, math.inf, exact=True, floats=False, draw_high=5),
    answer=choice(*grid_rules.ANSWERS, outside=("check", None)),
    rise=Range(st.fractions(X(1, 4), 3, max_denominator=4)),
    bettor_calls=flag(),
)
register(
    "lcp.grid.rules.raises",
    lambda size, increments, stack, stack_rule: grid_rules.raises(size, increments, stack, stack_rule),
    check=lambda a, r: all(r_ > a["size"] and (a["stack"] is None or r_ <= a["stack"]) for r_ in r),
    size=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
    stack_rule=choice(*grid_rules.STACK_RULES),
)
for _method, _params in {
    "bet": dict(s=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5)),
    "raise_to": dict(r=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5)),
    "deal": dict(i=ints(0, None, draw_high=9), j=ints(0, None, draw_high=9)),
    "bettor": dict(i=ints(0, None, draw_high=9)),
    "caller": dict(j=ints(0, None, draw_high=9), s=choice(1, X(3, 2), outside=(0, -1, 1.5, None))),
    "facing_raise": dict(i=ints(0, None, draw_high=9), s=choice(1, outside=(0, None)), r=choice(2, outside=(-2, 2.0))),
}.items():
    register(
        f"lcp.grid.rules.Labels.{_method}",
        lambda labels, _m=_method, **kw: getattr(grid_rules.Labels(labels), _m)(**kw),
        labels=LABEL_SCHEMES,
        **_params,
    )
register(
    "lcp.grid.rules.GridGame.showdown",
    lambda i, j: GRID.showdown(i, j),
    check=lambda a, r: r == (a["i"] > a["j"]) - (a["i"] < a["j"]),
    i=ints(0, 2),
    j=ints(0, 2),
)
register(
    "lcp.grid.rules.GridGame.raises",
    lambda s: GRID.raises(s),
    check=lambda a, r: r == ((2,) if a["s"] == 1 else (3,)),
    s=choice(1, 2, outside=(3, 0, X(1, 2), 1.0, None)),
)
register(
    "lcp.grid.rules.GridGame.payoff",
    lambda i, j, bet, answer: GRID.payoff(
        i, j, bet, answer, bet + 1 if answer == "raise" and bet is not None else None
    ),
    i=ints(0, 2),
    j=ints(0, 2),
    bet=choice(0, 1, 2, outside=(-1, 1.5, None)),
    answer=choice(*grid_rules.ANSWERS, outside=("check",)),
)
register(
    "lcp.grid.rules.GridGame.check_size",
    lambda limit, what: GRID.check_size(limit, what),
    limit=Range(st.integers(GRID.leaf_count, 10**6), st.sampled_from([-1, 1.5, None, "3"])),  # below: its refusal
    what=Range(st.text(max_size=10), st.sampled_from([None, 3, b"solve"])),
)
register(
    "lcp.grid.rules.GridGame.leaves",
    lambda labels: GRID.leaves(labels),
    check=lambda a, r: len(r) == GRID.leaf_count,
    labels=LABEL_SCHEMES,
)
register("lcp.grid.rules.GridGame.sequence_form", lambda labels: GRID.sequence_form(labels), labels=LABEL_SCHEMES)
register(
    "lcp.grid.rules.GridGame.solve",
    lambda labels: GRID.solve(labels),
    check=lambda a, r: r.certificate.is_equilibrium and r.certificate.value == r.value,
    labels=LABEL_SCHEMES,
)
_GRID_SOL = GRID.solve()
register(
    "lcp.grid.rules.GridGame.certify",
    lambda bettor, caller: GRID.certify(bettor, caller),
    check=lambda a, r: r.value == _GRID_SOL.value,
    bettor=Range(st.just(_GRID_SOL.strategies[0]), st.sampled_from([None, {("bettor", 9): {0: 1}}, "always"])),
    caller=Range(st.just(_GRID_SOL.strategies[1]), st.sampled_from([None, [], {("caller", 1, X(1)): {"call": 2}}])),
)

test_documented_ranges = ENTRIES.test()
