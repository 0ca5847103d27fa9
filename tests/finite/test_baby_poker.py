"""lcp.finite.baby_poker: the dice game, exact and certified; checked against the game of pure strategies."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.finite import baby_poker as bp


def _value_by_rolls(faces, r, p, q):
    """A's expected payoff of a profile, roll by roll from the rules (ties split the pot)."""
    total = Fraction(0)
    for x, y in itertools.product(range(1, faces + 1), repeat=2):
        showdown = (x > y) - (x < y)
        total += (1 - p[x - 1]) * showdown + p[x - 1] * ((1 - q[y - 1]) + q[y - 1] * (1 + r) * showdown)
    return total / faces**2


def test_six_sided_die_is_worth_5_54():
    eq = bp.solve(6, 1)
    assert eq.value == Fraction(5, 54) and eq.k == 2
    assert eq.certificate.is_equilibrium
    assert _value_by_rolls(6, 1, eq.raise_probs, eq.call_probs) == eq.value
    assert abs(bp.matrix_game_value(6, 1) - 5 / 54) < 1e-9


@pytest.mark.parametrize("faces", range(2, 7))
@pytest.mark.parametrize("r", [Fraction(1, 2), 1, 2, 3])
def test_exact_value_equals_the_pure_strategy_game(faces, r):
    eq = bp.solve(faces, r)
    assert eq.certificate.is_equilibrium
    assert abs(bp.matrix_game_value(faces, r) - float(eq.value)) < 1e-9
    low, high = bp.pure_guarantees(faces, r)
    assert low <= eq.value <= high


@pytest.mark.slow  # about 4 s: 25 games solved and certified
@settings(max_examples=25, deadline=None)
@given(st.integers(2, 40), st.sampled_from([Fraction(1, 3), Fraction(1, 2), 1, 2, 5]), st.data())
def test_no_deviation_gains_and_the_value_holds_against_any_profile(faces, r, data):
    eq = bp.solve(faces, r)
    prob = st.fractions(0, 1, max_denominator=5)
    q_any = data.draw(st.lists(prob, min_size=faces, max_size=faces))
    p_any = data.draw(st.lists(prob, min_size=faces, max_size=faces))
    # A's strategy guarantees the value against any B; B's holds any A to it
    assert _value_by_rolls(faces, r, eq.raise_probs, q_any) >= eq.value
    assert _value_by_rolls(faces, r, p_any, eq.call_probs) <= eq.value
    assert _value_by_rolls(faces, r, eq.raise_probs, eq.call_probs) == eq.value


def test_dice_approach_toddler_poker():
    values = {f: bp.solve(f, 1).value for f in (10, 20, 23, 47)}
    assert values[10] == values[20] == Fraction(1, 10)  # the thresholds 0.1, 0.4, 0.7 fall on faces
    assert all(Fraction(1, 10) - Fraction(1, f) < v <= Fraction(1, 10) for f, v in values.items())


def test_bad_input():
    with pytest.raises(ValueError, match=r"faces must be an integer in \[2, 120\]"):
        bp.solve(1, 1)
    with pytest.raises(ValueError, match=r"faces must be an integer in \[2, 120\]"):
        bp.solve(10**6, 1)
    with pytest.raises(ValueError, match="r must be"):
        bp.solve(6, 0)
    with pytest.raises(TypeError, match="r must be"):
        bp.solve(6, 0.5)
    with pytest.raises(TypeError, match="faces must be"):
        bp.solve(6.0, 1)
    with pytest.raises(ValueError, match=r"faces must be an integer in \[2, 8\]"):
        bp.matrix_game_value(9, 1)


# --- raises of every size (issue 35): solve(6, 1/10^8) failed its certificate -------------------------------

tiny_raises = st.builds(lambda num, digits: Fraction(num, 10**digits), st.integers(1, 99), st.integers(5, 300))
huge_raises = st.one_of(st.integers(10**3, bp.MAX_RAISE), st.fractions(10**3, bp.MAX_RAISE, max_denominator=10**6))


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 8), st.one_of(tiny_raises, huge_raises))
def test_every_valid_raise_is_solved_and_certified(faces, r):
    eq = bp.solve(faces, r)
    cert = bp.certify(faces, r, eq.raise_probs, eq.call_probs)  # exact best replies, recomputed
    assert cert.is_equilibrium and cert.value == eq.value
    # A may always check (value >= 0); B may always fold (A wins at most 1) or always call (A's raise earns at
    # most r more than the showdown, which is worth 0 on average)
    assert 0 <= eq.value <= min(r, 1)


def test_the_raise_of_issue_35():
    eq = bp.solve(6, Fraction(1, 10**8))
    assert eq.certificate.is_equilibrium and 0 < eq.raise_probs[0] < Fraction(1, 10**7)


@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 8),
    st.sampled_from([1, 2, Fraction(1, 2), Fraction(7, 3), Fraction(3)]),
    st.data(),
)
def test_options_equal_the_rules_summed_face_by_face(faces, r, data):
    # the options are summed in integers with prefix sums; the plain route sums the rules over every pair of
    # faces in the numbers given, so the values and the types (int where only ints enter) must agree
    probability = st.one_of(st.sampled_from([0, 1]), st.fractions(0, 1, max_denominator=9))
    probs = data.draw(st.lists(probability, min_size=faces, max_size=faces))
    plain_caller = [
        (
            sum(
                (1 - p) * bp.payoff(x, y, False, False) + p * bp.payoff(x, y, True, False) for x, p in enumerate(probs)
            ),
            sum(
                (1 - p) * bp.payoff(x, y, False, False) + p * bp.payoff(x, y, True, True, r)
                for x, p in enumerate(probs)
            ),
        )
        for y in range(faces)
    ]
    plain_bettor = [
        (
            sum(bp.payoff(x, y, False, False) for y in range(faces)),
            sum(
                (1 - q) * bp.payoff(x, y, True, False) + q * bp.payoff(x, y, True, True, r) for y, q in enumerate(probs)
            ),
        )
        for x in range(faces)
    ]
    for got, plain in (
        (bp.caller_options(faces, r, probs), plain_caller),
        (bp.bettor_options(faces, r, probs), plain_bettor),
    ):
        assert got == plain
        assert [tuple(map(type, pair)) for pair in got] == [tuple(map(type, pair)) for pair in plain]
