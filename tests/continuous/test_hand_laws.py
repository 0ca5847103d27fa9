"""lcp.continuous.hand_laws: exact bucket probabilities of the laws, and the quantile transform of an equilibrium."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.special import ndtr

from lcp.continuous import fixed_bet, limit
from lcp.continuous.hand_laws import KINDS, UNIFORM, HandLaw, monte_carlo_normal, transformed, within_bucket_wins
from lcp.core import config

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


@pytest.mark.parametrize("law", [*LAWS, HandLaw("capped", 1), HandLaw("floored", 0)], ids=lambda law: law.label)
@given(h=st.fractions(0, 1, max_denominator=50))
@settings(max_examples=15, deadline=None, derandomize=True)
def test_pieces_are_the_distribution_function(law, h):
    pieces = law.pieces()
    assert pieces[0][0] == 0 and pieces[-1][1] == 1 and all(a[1] == b[0] for a, b in zip(pieces, pieces[1:]))
    for a, b, coefficients in pieces:
        if a <= h <= b:
            assert sum(c * h**m for m, c in enumerate(coefficients)) == law.cdf(h)


@given(law=st.sampled_from(LAWS), other=st.sampled_from(LAWS), n=st.integers(1, 8))
@settings(max_examples=12, deadline=None, derandomize=True)
def test_within_bucket_wins_are_probabilities_of_a_continuous_race(law, other, n):
    """Two hands from one continuous law in one bucket: each is the higher with probability 1/2; from two laws,
    P(X > Y) + P(Y > X) = 1 (no ties between continuous hands), bucket by bucket, exactly."""
    same = within_bucket_wins(law, law, n)
    assert all(w == Fraction(1, 2) for w in same if w is not None)
    assert [w is None for w in same] == [p == 0 for p in law.buckets(n)]
    forward, backward = within_bucket_wins(law, other, n), within_bucket_wins(other, law, n)
    for a, b in zip(forward, backward):
        assert (a is None) == (b is None) and (a is None or (0 <= a <= 1 and a + b == 1))


def _sympy_cdf(law, h):
    import sympy as sp

    c = sp.Rational(law.parameter.numerator, law.parameter.denominator)
    return {
        "uniform": h,
        "max_of": h**c,
        "min_of": 1 - (1 - h) ** c,
        "capped": sp.Piecewise((h / c, h <= c), (1, True)),
        "floored": sp.Piecewise((0, h <= c), ((h - c) / (1 - c), True)),
    }[law.kind]


@pytest.mark.parametrize(
    "bettor, caller",
    [(UNIFORM, HandLaw("capped", Fraction(1, 2))), (HandLaw("floored", Fraction(1, 4)), HandLaw("min_of", 2))],
    ids=["capped caller", "floored bettor, weak caller"],
)
def test_within_bucket_wins_against_sympy(bettor, caller):
    """P(X > Y | both in the bucket) by sympy's double integral of the two densities (differentiated from the
    distribution functions, kinks inside buckets included), and the buckets summed to P(X > Y) over [0, 1]."""
    import sympy as sp

    n = 3
    x, y = sp.symbols("x y", real=True)
    f = sp.diff(_sympy_cdf(bettor, x), x)
    g = sp.diff(_sympy_cdf(caller, y), y)
    mine = within_bucket_wins(bettor, caller, n)
    p, q = bettor.buckets(n), caller.buckets(n)
    for b, w in enumerate(mine):
        lo, hi = sp.Rational(b, n), sp.Rational(b + 1, n)
        if w is None:
            assert p[b] * q[b] == 0
            continue
        both = sp.integrate(sp.integrate(f * g, (y, lo, x)), (x, lo, hi))
        assert Fraction(str(sp.nsimplify(both))) == w * p[b] * q[b]
    above = sum(p[i] * q[j] for i in range(n) for j in range(i)) + sum(
        p[b] * q[b] * w for b, w in enumerate(mine) if w is not None
    )
    assert above == Fraction(str(sp.integrate(_sympy_cdf(caller, x) * f, (x, 0, 1))))


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


def test_wrong_laws_are_refused_at_construction():
    """HandLaw(['x'], 1) and transformed(..., cdf=None) were accepted until they failed later (issue 57)."""
    with pytest.raises(ValueError, match=r"^kind must be one of"):
        HandLaw(["x"], 1)
    with pytest.raises(TypeError, match=r"^cdf must be a vectorised function"):
        transformed(fixed_bet.solve(1.0), cdf=None)
    with pytest.raises(TypeError, match=r"^quantile must be a vectorised function"):
        transformed(fixed_bet.solve(1.0), quantile=3)
