"""lcp.finite.finite_deck: the fast routes agree with plain ones written straight from the rules.

Each plain route here sums :func:`lcp.finite.finite_deck.payoff` (the rules, once) over every deal, in exact
integers or Fractions, with no prefix sums, common denominators or shortcuts; the package's routes must give
exactly the same answers on random inputs.
"""

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.finite import finite_deck as fd


def _plain_threshold_saddles(n, b):
    """Every saddle point ``(A, B, C)`` of the threshold game and its value, by brute force over deals."""
    deals = list(itertools.permutations(range(1, n + 1), 2))
    pairs = [(A, B) for A in range(1, n + 1) for B in range(A + 1, n + 1)]

    def total(A, B, C):  # n(n - 1) times Player I's payoff
        return sum(fd.payoff(i, j, 0 if A <= i <= B else b, j >= C) for i, j in deals)

    table = {(A, B, C): total(A, B, C) for A, B in pairs for C in range(1, n + 1)}
    row_min = {(A, B): min(table[A, B, C] for C in range(1, n + 1)) for A, B in pairs}
    col_max = {C: max(table[A, B, C] for A, B in pairs) for C in range(1, n + 1)}
    lo, hi = max(row_min.values()), min(col_max.values())
    if lo != hi:
        return (), None
    cuts = tuple((A, B, C) for A, B in pairs for C in range(1, n + 1) if row_min[A, B] == lo == col_max[C])
    return cuts, lo


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 8), st.one_of(st.integers(1, 8), st.integers(2**59, 2**61)))
def test_threshold_equilibria_equal_a_brute_force_saddle_search(n, b):
    # b near 2^61 takes the Python-integer route of the module (int64 sums could overflow)
    te = fd.threshold_equilibria(n, b)
    cuts, total = _plain_threshold_saddles(n, b)
    assert te.cuts == cuts
    assert te.value == (None if total is None else Fraction(total, n * (n - 1)))
