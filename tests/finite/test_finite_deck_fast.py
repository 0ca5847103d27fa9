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


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 8), st.one_of(st.integers(1, 8), st.integers(2**59, 2**61)))
def test_threshold_equilibria_equal_a_brute_force_saddle_search(n, b):
    # b near 2^61 takes the Python-integer route of the module (int64 sums could overflow)
    te = fd.threshold_equilibria(n, b)
    cuts, total = _plain_threshold_saddles(n, b)
    assert te.cuts == cuts
    assert te.value == (None if total is None else Fraction(total, n * (n - 1)))


def _plain_certificate(n, sizes, bettor, caller):
    """Player I's payoff and both players' best deviation gains, deal by deal in Fractions."""
    deals = list(itertools.permutations(range(1, n + 1), 2))

    def against(i, j, k, q):  # Player I's payoff with card i choosing sizes[k], card j calling with probability q
        if k == 0:
            return fd.payoff(i, j)
        return q * fd.payoff(i, j, sizes[k], True) + (1 - q) * fd.payoff(i, j, sizes[k], False)

    scale = n * (n - 1)
    value = sum(bettor[i - 1][k] * against(i, j, k, caller[j - 1][k]) for i, j in deals for k in range(len(sizes)))
    best_I = sum(
        max(sum(against(i, j, k, caller[j - 1][k]) for j in range(1, n + 1) if j != i) for k in range(len(sizes)))
        for i in range(1, n + 1)
    )
    best_II = sum(bettor[i - 1][0] * fd.payoff(i, j) for i, j in deals) + sum(
        min(sum(bettor[i - 1][k] * against(i, j, k, q) for i in range(1, n + 1) if i != j) for q in (0, 1))
        for j in range(1, n + 1)
        for k in range(1, len(sizes))
    )
    return Fraction(value, scale), Fraction(best_I - value, scale), Fraction(value - best_II, scale)


_probability = st.one_of(st.sampled_from([0, 1]), st.fractions(0, 1, max_denominator=12))


@settings(max_examples=20, deadline=None)
@given(
    st.integers(2, 6),
    st.lists(st.sampled_from([1, 2, 5, Fraction(1, 2), Fraction(7, 3)]), min_size=1, max_size=3, unique=True),
    st.data(),
)
def test_certify_equals_a_plain_certificate_over_deals(n, bets, data):
    # certify sums integers on common denominators; the plain route sums the rules' payoffs deal by deal
    sizes = (0, *sorted(bets))
    weights = data.draw(
        st.lists(st.lists(st.integers(0, 4), min_size=len(sizes), max_size=len(sizes)), min_size=n, max_size=n)
    )
    bettor = [[Fraction(w, sum(row)) for w in row] if sum(row) else [1] + [0] * len(bets) for row in weights]
    caller = [[1] + data.draw(st.lists(_probability, min_size=len(bets), max_size=len(bets))) for _ in range(n)]
    cert = fd.certify(n, sizes, bettor, caller)
    assert (cert.payoff, *cert.gains) == _plain_certificate(n, sizes, bettor, caller)


@settings(max_examples=20, deadline=None)
@given(
    st.integers(2, 7),
    st.lists(st.sampled_from([1, 3, Fraction(1, 2), Fraction(7, 3)]), min_size=1, max_size=3, unique=True),
    st.data(),
)
def test_bettor_payoffs_equal_the_rules_summed_deal_by_deal(n, bets, data):
    # exact columns are summed in integers over a common denominator: the same values as the rules give, and
    # ints (not Fractions) where every input is an int
    sizes = (0, *sorted(bets))
    caller = [[1] + data.draw(st.lists(_probability, min_size=len(bets), max_size=len(bets))) for _ in range(n)]
    got = fd.bettor_payoffs(n, sizes, caller)
    for i in range(1, n + 1):
        for k, s in enumerate(sizes):
            plain = sum(
                fd.payoff(i, j)
                if k == 0
                else caller[j - 1][k] * fd.payoff(i, j, s, True) + (1 - caller[j - 1][k]) * fd.payoff(i, j, s, False)
                for j in range(1, n + 1)
                if j != i
            )
            assert got[i - 1][k] == plain
            if type(s) is int and all(type(row[k]) is int for row in caller):
                assert type(got[i - 1][k]) is int
