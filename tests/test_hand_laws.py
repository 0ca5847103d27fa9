"""lcp.hand_laws: exact bucket probabilities of the laws, and the quantile transform of an equilibrium."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.special import ndtr

from lcp import config, fixed_bet, limit
from lcp.hand_laws import KINDS, HandLaw, monte_carlo_normal, transformed

LAWS = [
    HandLaw(),
    HandLaw("max_of", 3),
    HandLaw("min_of", 2),
    HandLaw("capped", Fraction(2, 3)),
    HandLaw("floored", Fraction(1, 5)),
]


@pytest.mark.parametrize("law", LAWS, ids=lambda law: law.label)
@given(n=st.integers(1, 60))
@settings(max_examples=15, deadline=None)
def test_buckets_are_a_law(law, n):
    p = law.buckets(n)
    assert len(p) == n and sum(p) == 1 and all(x >= 0 for x in p)
    assert law.cdf(0) == 0 and law.cdf(1) == 1


def test_stronger_and_weaker_ranges_dominate_the_uniform():
    h = Fraction(2, 5)
    assert HandLaw("max_of", 2).cdf(h) < h < HandLaw("min_of", 2).cdf(h)  # first-order dominance
    assert HandLaw("capped", Fraction(1, 2)).buckets(4) == (Fraction(1, 2), Fraction(1, 2), 0, 0)
    assert HandLaw("floored", Fraction(1, 2)).buckets(4) == (0, 0, Fraction(1, 2), Fraction(1, 2))


@pytest.mark.parametrize(
    "kind, parameter, error",
    [
        ("normal", 1, ValueError),
        ("max_of", 0, ValueError),
        ("capped", Fraction(3, 2), ValueError),
        ("floored", 1, ValueError),
        ("max_of", 1.5, TypeError),
        ("uniform", True, TypeError),
    ],
)
def test_bad_laws_are_refused_by_name(kind, parameter, error):
    with pytest.raises(error, match=r"kind|parameter"):
        HandLaw(kind, parameter)
    assert set(KINDS) == {"uniform", "max_of", "min_of", "capped", "floored"}


def test_transform_maps_strategies_through_the_law():
    game = limit.solve(0.1, 2.0)
    moved = transformed(game)
    x = np.linspace(-3, 3, 101)
    assert np.array_equal(moved.bet(x), game.bet(ndtr(x)))
    s = np.array([0.1, 0.7, 2.0])
    assert np.allclose(ndtr(moved.call(s)), game.call(s), rtol=config.FLOAT_RTOL)


@pytest.mark.parametrize(
    "game, exact", [(fixed_bet.solve(1.0), Fraction(1, 18)), (limit.solve(Fraction(1, 10), 2, exact=True), None)]
)
def test_normal_hands_give_the_uniform_value(game, exact):
    value = exact if exact is not None else game.value
    mc = monte_carlo_normal(game, config.MC_DEALS_QUICK, seed=config.SEED)
    assert mc.agrees_with(value)
    assert not mc.agrees_with(float(value) + 10 * mc.stderr)  # the check has power
