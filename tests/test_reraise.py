"""lcp.reraise: the grid game with one raise for the caller, certified exactly and checked by brute force."""

from fractions import Fraction

import pytest

from lcp import asymmetric, normal_form, reraise
from lcp.hand_laws import HandLaw

ONE, HALF = Fraction(1), Fraction(1, 2)


def test_payoff_is_the_rules():
    assert reraise.payoff(1, 2, ONE, "raise", Fraction(3)) == -Fraction(3, 2)  # the bettor folds: ante + bet
    assert reraise.payoff(2, 1, ONE, "raise", Fraction(3), bettor_calls=True) == Fraction(7, 2)
    assert reraise.payoff(1, 2, ONE, "call") == -Fraction(3, 2) and reraise.payoff(1, 2, ONE, "fold") == HALF
    with pytest.raises(ValueError, match="answer"):
        reraise.payoff(1, 2, ONE, "shove")


def test_the_stack_caps_the_raise():
    assert reraise.raises(Fraction(2), [ONE], stack=Fraction(2)) == ()  # a bet of the whole stack
    assert reraise.raises(ONE, [HALF, ONE], stack=Fraction(3, 2)) == (Fraction(3, 2),)
    assert reraise.raises(ONE, [HALF, ONE]) == (Fraction(3, 2), Fraction(2))


@pytest.mark.parametrize(
    "n, sizes, increments, stack, caller",
    [
        (3, [1], [1], None, None),
        (2, [HALF, 2], [1], None, None),
        (3, [1], [HALF], None, HandLaw("max_of", 2)),
        (2, [1, 2], [1], 2, None),
    ],
)
def test_certified_and_brute_force_agree(n, sizes, increments, stack, caller):
    laws = (asymmetric.UNIFORM, caller or asymmetric.UNIFORM)
    eq = reraise.solve(n, sizes, increments, stack, *laws)
    cert = eq.certificate()
    assert cert.is_equilibrium and cert.value == eq.value and abs(eq.lp_value - float(eq.value)) < 1e-7
    g = reraise.game(
        n,
        tuple(Fraction(s) for s in sizes),
        tuple(Fraction(d) for d in increments),
        None if stack is None else Fraction(stack),
        *laws,
    )
    assert normal_form.value(g) == pytest.approx(float(eq.value), abs=1e-8)


def test_no_increments_is_the_game_without_a_raise():
    assert reraise.solve(8, [HALF, 2], []).value == asymmetric.solve(8, [HALF, 2]).value


def test_the_raise_costs_the_bettor_and_vanishes_with_its_size():
    sizes = [HALF, 2]
    base = reraise.solve(8, sizes, []).value
    values = [reraise.solve(8, sizes, [d]).value for d in (ONE, Fraction(1, 4), Fraction(1, 16))]
    assert all(v <= base for v in values)
    assert base - values[0] > base - values[1] > base - values[2] >= 0


def test_readouts():
    eq = reraise.solve(6, [HALF, 2], [ONE])
    assert (
        sum(eq.size_mass(s) for s in eq.sizes)
        + sum(eq.bettor_law.buckets(6)[x - 1] * eq.bet(x)[asymmetric.CHECK] for x in range(1, 7))
        == 1
    )
    assert all(0 <= eq.raise_mass(s) <= 1 for s in eq.sizes)
    assert all(0 <= m <= eq.size_mass(s) for s, m in eq.bluffs().items())


@pytest.mark.parametrize(
    "kwargs, error, match",
    [
        ({"n": 1}, ValueError, "n"),
        ({"increments": [0.5]}, TypeError, "increments"),
        ({"increments": [1, 1]}, ValueError, "increments"),
        ({"stack": 1}, ValueError, "stack"),
        ({"increments": "1"}, TypeError, "increments"),
    ],
)
def test_refusals_name_the_parameter(kwargs, error, match):
    args = {"n": 4, "sizes": [1, 2], "increments": [1], **kwargs}
    with pytest.raises(error, match=match):
        reraise.solve(**args)
