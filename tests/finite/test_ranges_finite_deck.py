"""Documented ranges are the accepted ranges (issue 35): lcp.finite.finite_deck.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

import pytest
import sympy as _sp
from hypothesis import strategies as st

from _ranges import (
    DECK,
    LCP,
    Entries,
    Range,
    X,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    prob,
    reals,
)
from lcp.finite import finite_deck

ENTRIES = Entries()
register = ENTRIES.register

CARDS = ints(2, 5)
SIZE = reals(0, 10**9, low_open=True, exact=True, floats=False, draw_high=5)
register(
    "lcp.finite.finite_deck.rules.payoff",
    lambda i, j, size, called: (
        finite_deck.payoff(i, j, size, called) if i != j else finite_deck.payoff(i, j + 1, size, called)
    ),
    i=ints(1, None, draw_high=5),  # any card (documented: int, distinct from j; no top card)
    j=ints(1, None, draw_high=5),
    size=Range(st.sampled_from([0, 1, X(3, 2)]), st.sampled_from([-1, math.nan, "1", None])),
    called=flag(),
)
register(
    "lcp.finite.finite_deck.equilibrium.solve",
    lambda n, sizes: finite_deck.solve(n, [sizes]),
    check=lambda a, r: r.certificate.is_equilibrium,
    n=ints(2, 32000, draw_high=5),
    sizes=SIZE,
)
register(
    "lcp.finite.finite_deck.equilibrium.von_neumann",
    lambda n, b: finite_deck.von_neumann(n, b),
    check=lambda a, r: close(r.value, finite_deck.matrix_game_value(a["n"], a["b"]), 1e-7) if a["n"] <= 6 else None,
    n=ints(2, 32000, draw_high=6),
    b=ints(1, 10**9, draw_high=4),
)
register(
    "lcp.finite.finite_deck.equilibrium.newman",
    lambda n, b: finite_deck.newman(n, b),
    check=lambda a, r: close(r.value, finite_deck.djn_value(a["n"], a["b"]), 1e-7),
    n=ints(2, 32000, draw_high=5),
    b=ints(1, 10**9, draw_high=3),
)
register(
    "lcp.finite.finite_deck.equilibrium.Equilibrium.call_probabilities",
    lambda size: DECK.call_probabilities(size),
    size=choice(1, 2, outside=(3, 0, math.nan, None)),
)
FD_SIZES = (0, 1, 2)
FD_MATRIX = Range(
    st.lists(st.lists(st.fractions(0, 1, max_denominator=5), min_size=3, max_size=3), min_size=4, max_size=4),
    st.sampled_from([[[math.nan, 1, 0]] * 4, [[2, -1, 0]] * 4, [[0, 1]] * 4, None, [[0, 1, 0]] * 3]),
)
FD_BETTOR = Range(st.just([[1, 0, 0], [X(1, 2), X(1, 2), 0], [0, 0, 1], [0, 1, 0]]), FD_MATRIX.outside)
register(
    "lcp.finite.finite_deck.payoffs.bettor_payoffs",
    lambda caller: finite_deck.bettor_payoffs(4, FD_SIZES, caller),
    caller=FD_MATRIX,
)
register(
    "lcp.finite.finite_deck.payoffs.caller_options",
    lambda bettor: finite_deck.caller_options(4, FD_SIZES, bettor),
    bettor=FD_BETTOR,
)
register(
    "lcp.finite.finite_deck.payoffs.certify",
    lambda bettor, caller: finite_deck.certify(4, FD_SIZES, bettor, caller),
    bettor=FD_BETTOR,
    caller=FD_MATRIX,
)
register(
    "lcp.finite.finite_deck.references.djn_entries",
    lambda n, b: finite_deck.djn_entries(n, b),
    check=lambda a, r: r > 0,
    n=ints(2, None, draw_high=50),
    b=ints(1, None, draw_high=10),
)
register(
    "lcp.finite.finite_deck.references.djn_value",
    lambda n, b: finite_deck.djn_value(n, b),
    check=lambda a, r: close(r, finite_deck.newman(a["n"], a["b"]).value, 1e-7),
    n=ints(2, 10**6, draw_high=5),
    b=ints(1, 60, draw_high=3),
)
register(
    "lcp.finite.finite_deck.references.matrix_game_value",
    lambda n, b: finite_deck.matrix_game_value(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_LP_CARDS, draw_high=5),
    b=ints(1, None, draw_high=4),
)
register(
    "lcp.finite.finite_deck.subset_game.cards_of_mask",
    lambda mask: finite_deck.cards_of_mask(mask),
    check=lambda a, r: sum(2 ** (i - 1) for i in r) == a["mask"],
    mask=ints(0, None, draw_high=2**40),
)
register(
    "lcp.finite.finite_deck.subset_game.payoff_matrix",
    lambda n, b: finite_deck.payoff_matrix(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_CARDS, draw_high=5),
    b=Range(ints(1, None, draw_high=4).inside | st.just(2**62), ints(1, None).outside),
)
register(
    "lcp.finite.finite_deck.subset_game.pure_equilibria",
    lambda n, b: finite_deck.pure_equilibria(n, b),
    check=lambda a, r: r.value == finite_deck.pure_equilibria_by_matrix(a["n"], a["b"]).value,
    n=ints(2, finite_deck.MAX_PURE_CARDS, draw_high=6),
    b=ints(1, None, draw_high=5),  # any bet: Python integers past int64 (a huge bet refused only above 12 cards)
)
register(
    "lcp.finite.finite_deck.subset_game.pure_equilibria_by_matrix",
    lambda n, b: finite_deck.pure_equilibria_by_matrix(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_CARDS, draw_high=5),
    b=ints(1, None, draw_high=5),
)
register(
    "lcp.finite.finite_deck.subset_game.threshold_equilibria",
    lambda n, b: finite_deck.threshold_equilibria(n, b),
    n=ints(3, finite_deck.MAX_THRESHOLD_CARDS, draw_high=12),
    b=ints(1, None, draw_high=5),
)
register(
    "lcp.finite.finite_deck.newman_saturation.saturation",
    lambda n: finite_deck.saturation(n),
    n=ints(2, finite_deck.MAX_SATURATION_CARDS, draw_high=5),
)
register(
    "lcp.finite.finite_deck.newman_saturation.saturating_bet",
    lambda n: finite_deck.saturating_bet(n),
    check=lambda a, r: r == max(1, 2 * a["n"] - 5),
    n=ints(2, None, draw_high=10**6),
)
NEWMAN_5 = finite_deck.newman(5, finite_deck.saturating_bet(5))
register(
    "lcp.finite.finite_deck.newman_saturation.card_n_only_deters",
    lambda eq, s: finite_deck.card_n_only_deters(eq, s),
    check=lambda a, r: r is True,  # the bound's proof: every size from 2n - 4 = 6 on is deterred
    eq=Range(st.just(NEWMAN_5), st.sampled_from([None, LCP])),
    s=ints(6, None, draw_high=40),
)
register(
    "lcp.finite.finite_deck.newman_saturation.extends_to_larger_bets",
    lambda eq: finite_deck.extends_to_larger_bets(eq),
    eq=choice(finite_deck.newman(4, 3), outside=(None, LCP)),
)
register(
    "lcp.finite.finite_deck.proofs.mod_pattern",
    lambda b, probe, max_start: finite_deck.mod_pattern(b, probe, max_start),
    b=ints(1, 50, draw_high=1),
    probe=ints(1, finite_deck.MAX_PATTERN_PROBE, draw_high=3),
    max_start=ints(1, finite_deck.MAX_PATTERN_START, draw_high=2),
)

pytestmark = pytest.mark.slow

_k = _sp.Symbol("k", integer=True, positive=True)
register(
    "lcp.finite.finite_deck.proofs.threshold_proof",
    lambda b, start: finite_deck.threshold_proof(9 * _k, b, _k + 1, 7 * _k, 5 * _k + 1, _k, start),
    check=lambda a, r: r.holds if a["b"] == 2 else None,
    b=choice(2, 3, outside=(0, -1, 2.5, None)),
    start=ints(1, None, draw_high=3),
)
register(
    "lcp.finite.finite_deck.proofs.caller_bound",
    lambda alpha, start: finite_deck.caller_bound(
        9 * _k + 4, 2, 5 * _k + 4, alpha, _k + 1, 7 * _k + 3, _k, X(1, 9), start
    ),
    alpha=prob(),
    start=ints(1, None, draw_high=3),
)

test_documented_ranges = ENTRIES.test()
