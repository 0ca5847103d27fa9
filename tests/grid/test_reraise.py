"""lcp.grid.reraise: the grid game with one raise for the caller, certified exactly and checked by brute force."""

from fractions import Fraction

import pytest

from lcp.continuous.hand_laws import HandLaw
from lcp.finite import normal_form
from lcp.grid import asymmetric, reraise, rules

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
    cert = eq.certificate
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


def test_leaf_count_counts_the_leaves():
    for n, sizes, increments, stack in [(2, [1], [1], None), (3, [1, 2], [1, 2], 3), (4, [Fraction(1, 2)], [], None)]:
        assert reraise.leaf_count(n, sizes, increments, stack) == len(reraise.leaves(n, sizes, increments, stack))


def test_the_largest_games_are_refused_before_any_work():
    """Issue 35: the corner n = 96, 8 sizes, 4 increments (746,496 leaves) took 48 s of one core to build
    and failed its solve after 86 s. One cap policy (lcp.grid.rules): the exact solve is refused past
    MAX_LEAVES = MAX_EXACT_LEAVES, a tree built leaf by leaf past MAX_TREE_LEAVES, both by name and before
    any leaf is built."""
    sizes, increments = [Fraction(k, 4) for k in range(1, 9)], [Fraction(k, 2) for k in range(1, 5)]
    assert reraise.leaf_count(96, sizes, increments) == 746_496 > reraise.MAX_LEAVES == rules.MAX_EXACT_LEAVES
    with pytest.raises(ValueError, match=r"the exact solve takes trees up to 300,000 leaves; this game \(hands = 96, "):
        reraise.solve(96, sizes, increments)
    big = 200  # 3,240,000 leaves
    assert reraise.leaf_count(big, sizes, increments) > rules.MAX_TREE_LEAVES
    for build in (reraise.leaves, lambda *a: reraise.game(*(tuple(v) if isinstance(v, list) else v for v in a))):
        with pytest.raises(ValueError, match=r"leaf by leaf takes trees up to 2,000,000 leaves; .* increments = 4\)"):
            build(big, sizes, increments)
    assert (
        reraise.leaf_count(48, sizes, increments) <= reraise.MAX_LEAVES
    )  # the largest n with every size and increment
    assert reraise.leaf_count(96, [1], [1]) <= reraise.MAX_LEAVES  # and n = 96 with one of each


def test_a_degenerate_menu_is_certified():
    """Issue 35: eight sizes and four increments died with a raw ValueError ("... must sum to 1") at n = 32 to
    96; the smallest grid found doing it is n = 12. The re-solve on the support left the caller's plan off
    the optimal face (a bettor gain of order 1e-18), and the rounding fallback's plans were not consistent."""
    eq = reraise.solve(12, [Fraction(k, 4) for k in range(1, 9)], [1, 2, 3, 4])
    cert = eq.certificate
    assert cert.is_equilibrium and cert.gains == (0, 0) and cert.value == eq.value
    assert abs(eq.lp_value - float(eq.value)) < 1e-9


@pytest.mark.slow
def test_eight_sizes_and_four_increments_at_32_buckets():
    """The case of issue 35 as reported (n = 32, sizes 1..8, increments 1..4: 82,944 leaves)."""
    eq = reraise.solve(32, range(1, 9), range(1, 5))
    cert = eq.certificate
    assert cert.is_equilibrium and cert.value == eq.value and abs(eq.lp_value - float(eq.value)) < 1e-9
