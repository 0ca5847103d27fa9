"""Documented ranges are the accepted ranges (issue 35): lcp.finite.three_player (finite and continuous; its menu game is in test_ranges_beyond_the_paper.py).

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from _ranges import (
    DECK,
    Entries,
    Range,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp.finite import three_player

ENTRIES = Entries()
register = ENTRIES.register

TP_FIN = three_player.finite(4, 1)
TP_BET = reals(0, three_player.MAX_FINITE_BET, low_open=True, exact=True, floats=False, draw_high=4)
register(
    "lcp.finite.three_player.payoffs.payoff",
    lambda cards, b, bet, calls: three_player.payoff(cards, b, bet, calls),
    check=lambda a, r: sum(r) == 0,
    cards=Range(st.permutations([1, 2, 3]).map(tuple), st.sampled_from([(1, 2), (1, 1, 2), None, (1, 2, "3")])),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=4),
    bet=flag(),
    calls=Range(st.tuples(st.booleans(), st.booleans()), st.sampled_from([(True,), None, ("yes", False)])),
)
TP_P = Range(
    st.lists(st.fractions(0, 1, max_denominator=7), min_size=4, max_size=4),
    st.sampled_from([[math.nan, 0, 0, 1], [2, 0, 0, 1], [0, 1], None]),
)
TP_INT_BET = ints(1, three_player.MAX_FINITE_BET, draw_high=4)
TP_REAL_BET = reals(0, math.inf, low_open=True, high_open=True, exact=True, draw_high=4)  # the payoff sums' b
register(
    "lcp.finite.three_player.payoffs.certify",
    lambda b, bet, call_II: three_player.certify(4, b, bet, call_II),
    b=TP_BET,
    bet=TP_P,
    call_II=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.bettor_payoffs",
    lambda b, q: three_player.bettor_payoffs(4, b, np.array(q, dtype=object), np.array(q, dtype=object)),
    b=TP_REAL_BET,
    q=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.caller_payoffs",
    lambda b, p, r: three_player.caller_payoffs(4, b, np.array(p, dtype=object), np.array(r, dtype=object)),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.bettor_gains",
    lambda b, q: three_player.bettor_gains(4, b, np.array(q, dtype=object)),
    b=TP_REAL_BET,
    q=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.caller_gains",
    lambda b, p, r: three_player.caller_gains(4, b, np.array(p, dtype=object), np.array(r, dtype=object)),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.caller_step_weight",
    lambda b, r, j: three_player.caller_step_weight(4, b, r, j),
    b=TP_REAL_BET,
    r=TP_P,
    j=ints(1, 3),
)
register(
    "lcp.finite.three_player.payoffs.caller_step_weights",
    lambda b, r: three_player.caller_step_weights(4, b, r),
    b=TP_REAL_BET,
    r=TP_P,
)
register(
    "lcp.finite.three_player.payoffs.caller_gain_steps",
    lambda b, p, r: three_player.caller_gain_steps(4, b, p, r),
    check=lambda a, r: (
        list(r)
        == [
            three_player.caller_gains(4, 1, np.array(a["p"], dtype=object), np.array(a["r"], dtype=object))[j + 1]
            - three_player.caller_gains(4, 1, np.array(a["p"], dtype=object), np.array(a["r"], dtype=object))[j]
            for j in range(3)
        ]
        if a["b"] == 1
        else None
    ),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
TP_N = ints(3, three_player.MAX_FINITE_CARDS, draw_high=7)
register(
    "lcp.finite.three_player.search.finite",
    lambda n, b: three_player.finite(n, b),
    check=lambda a, r: r.certificate.is_equilibrium,
    n=TP_N,
    b=TP_INT_BET,
)
register(
    "lcp.finite.three_player.search.equilibria",
    lambda n, b: three_player.equilibria(n, b),
    check=lambda a, r: three_player.finite(a["n"], a["b"]).value in r.values,
    n=ints(3, three_player.MAX_ENUMERATED_CARDS, draw_high=6),
    b=TP_INT_BET,
)
register(
    "lcp.finite.three_player.search.sequential_gain",
    lambda eq: three_player.sequential_gain(eq),
    check=lambda a, r: r >= 0,
    eq=choice(TP_FIN, outside=(None, DECK)),
)
register(
    "lcp.finite.three_player.shape.shape_closed_form_from",
    lambda b: three_player.shape_closed_form_from(b),
    check=lambda a, r: 3 <= r and (a["b"] < 1 or r <= 10),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10**6),
)
register(
    "lcp.finite.three_player.shape.callers_shape_forced",
    lambda n, b: three_player.callers_shape_forced(n, b),
    check=lambda a, r: r or a["n"] < three_player.shape_closed_form_from(a["b"]),
    n=ints(3, None, draw_high=12),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=4),
)
TP_CONT_BET = reals(0, three_player.MAX_CONTINUOUS_BET, low_open=True, exact=True, draw_low=0.01, draw_high=100)
register(
    "lcp.finite.three_player.continuous.continuous_equilibrium",
    lambda b, digits: three_player.continuous_equilibrium(b, digits),
    b=TP_CONT_BET,
    digits=ints(15, 1000, draw_high=30),
)
register(
    "lcp.finite.three_player.continuous.continuous_check",
    lambda b, grid: three_player.continuous_check(b, grid),
    check=lambda a, r: r.bettor < 1e-9 and r.caller < 1e-9,
    b=TP_CONT_BET,
    grid=ints(3, three_player.MAX_GRID, draw_high=301),
)
register(
    "lcp.finite.three_player.continuous.continuous_sequential",
    lambda b, grid: three_player.continuous_sequential(b, grid),
    check=lambda a, r: r.gain >= -1e-9,
    b=TP_CONT_BET,
    grid=ints(3, three_player.MAX_GRID, draw_high=301),
)
register("lcp.finite.three_player.continuous.equations", lambda: three_player.equations())
TP_CUT = Range(st.integers(0, 3), st.sampled_from([-1, 10**6, 2.0, True, None]))  # 0 <= c <= n, and n >= 3
register(
    "lcp.finite.three_player.pieces.pieces_at_cut",
    lambda n, b, c, screen: list(three_player.pieces_at_cut(n, b, c, screen)),
    check=lambda a, r: r == list(three_player.pieces_at_cut(a["n"], a["b"], a["c"], not a["screen"])),
    n=ints(3, three_player.MAX_FINITE_CARDS, draw_high=7),
    b=TP_INT_BET,
    c=TP_CUT,
    screen=flag(),
)
register(
    "lcp.finite.three_player.shape.bet_against_loose_callers",
    lambda n, b, j: three_player.bet_against_loose_callers(n, b, j),
    check=lambda a, r: (
        r[1]
        == three_player.bettor_payoffs(a["n"], a["b"], np.zeros(a["n"], dtype=object), np.zeros(a["n"], dtype=object))[
            0
        ][a["j"] - 1]
    ),
    n=ints(3, three_player.MAX_CARD_BY_CARD_DECK, draw_high=6),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=4),  # documented: > 0, no top
    j=Range(st.integers(1, 3), st.sampled_from([0, -1, 10**6, 1.0, None])),
)
TP_CONT = three_player.continuous_equilibrium(2)
register(
    "lcp.finite.three_player.continuous.continuous_caller_gains",
    lambda eq, z: three_player.continuous_caller_gains(eq, z),
    check=lambda a, r: (sum(r)[()] >= -1e-12) if a["z"] >= float(TP_CONT.A) else (sum(r)[()] <= 1e-12),
    eq=choice(TP_CONT, outside=(None, TP_FIN)),
    z=Range(st.floats(0, 1), st.sampled_from([-0.1, 1.5, math.nan, "x", None])),
)
register("lcp.finite.three_player.continuous.optimal_bet", lambda: three_player.optimal_bet())

test_documented_ranges = ENTRIES.test()
