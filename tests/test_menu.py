"""lcp.menu: the continuous game with a finite menu of bet sizes, against FBCP, LCP and finite decks."""

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp import finite_deck, fixed_bet, limit, menu

sizes = st.lists(st.fractions(Fraction(1, 20), 20), min_size=1, max_size=6, unique=True)


@given(st.fractions(Fraction(1, 100), 100))
def test_one_size_is_fbcp(B):
    m, f = menu.solve([B], exact=True), fixed_bet.solve(B, exact=True)
    assert m.bluff_below == f.bluff_below and m.value_from[0] == f.value_above
    assert m.call_above[0] == f.call_above and m.value == f.value


@given(sizes)
def test_caller_indifference_and_bluff_budget(menu_sizes):
    e = menu.solve(menu_sizes, exact=True)
    bounds = list(e.value_from) + [1]
    for k, s in enumerate(e.sizes):
        # calling gains 1 + s against each bluff and loses s against each value bet
        assert e.bluff_mass[k] * (1 + s) == (bounds[k + 1] - bounds[k]) * s
        # every bluff size earns what checking the bluff threshold earns
        c = e.call_above[k]
        assert c / 2 - (1 - c) * (Fraction(1, 2) + s) == e.bluff_below - Fraction(1, 2)
    assert sum(e.bluff_mass) == e.bluff_below


@given(sizes, st.fractions(Fraction(1, 20), 20))
def test_a_larger_menu_never_lowers_the_value(menu_sizes, extra):
    if extra in menu_sizes:
        return
    assert menu.solve(menu_sizes + [extra]).value >= menu.solve(menu_sizes).value


@settings(max_examples=25)
@given(st.floats(0.05, 3), st.floats(0.1, 5), st.integers(2, 30))
def test_exact_and_float_agree(L, width, m):
    U = L + width
    grid_f = [L + (U - L) * k / (m - 1) for k in range(m)]
    grid_q = [Fraction(x) for x in grid_f]
    assert math.isclose(float(menu.solve(grid_q, exact=True).value), menu.solve(grid_f).value, rel_tol=1e-12)
    assert menu.solve(grid_q).value == float(menu.solve(grid_q, exact=True).value)  # floats out, from the same inputs


@pytest.mark.parametrize("L,U", [(0.1, 2.0), (0.5, 1.0), (1.0, 10.0)])
def test_fine_grids_approach_lcp_quadratically(L, U):
    gaps = []
    for m in (9, 17, 33, 65):
        grid = [L + (U - L) * k / (m - 1) for k in range(m)]
        gaps.append(limit.value(L, U) - menu.solve(grid).value)
    assert all(g > 0 for g in gaps)
    ratios = [a / b for a, b in zip(gaps, gaps[1:])]
    assert all(3.3 < r < 4.7 for r in ratios)  # halving the spacing quarters the gap


def test_large_finite_deck_is_close_to_the_menu_game():
    # ante-1 bets 1..4 are pot-1 sizes 1/2..2; a 60-card deck is within a few 1/n of the limit
    n = 60
    finite = finite_deck.newman(n, 4).pot_value
    limit_value = menu.solve([Fraction(k, 2) for k in range(1, 5)], exact=True).value
    assert abs(finite - limit_value) < Fraction(1, n)


def test_bad_sizes():
    for bad in ([], [0], [-1], [float("nan")], [float("inf")], [1, 1]):
        with pytest.raises(ValueError, match="sizes"):
            menu.solve(bad)
    for bad in (["1"], [True], 1.0, "12", [None]):
        with pytest.raises(TypeError, match="sizes"):
            menu.solve(bad)
    with pytest.raises(ValueError, match="sizes must be ints or Fractions with exact=True"):
        menu.solve([0.5, 1], exact=True)


def test_floats_are_the_exact_solution_rounded_once():
    # tiny, huge and nearly equal sizes: the float answer is the exact one of the float inputs, rounded
    for sizes in ([1e-300], [1e300], [1.0, 1.0 + 2**-52], [0.5, 1.0, 1.5]):
        got = menu.solve(sizes)
        exact = menu.solve([Fraction(s) for s in sizes], exact=True)
        assert got.value == float(exact.value) and got.bluff_below == float(exact.bluff_below)
    assert menu.solve([1e-300]).value > 0
