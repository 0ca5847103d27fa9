"""lcp.finite.extensive: the sequence-form solver on small games with known answers."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.finite import extensive

H = Fraction(1, 2)


def leaf(deal, chance, payoff, *moves):
    return extensive.Leaf(deal, Fraction(chance), Fraction(payoff), tuple(moves))


def matching_pennies(bias=1):
    # Player 2 does not see Player 1's coin; heads-heads pays ``bias``
    out = []
    for a in "HT":
        for b in "HT":
            pay = (bias if a == "H" else 1) if a == b else -1
            out.append(leaf("", 1, pay, (0, "p1", a), (1, "p2", b)))
    return extensive.Game(out)


def test_matching_pennies():
    sol = extensive.solve(matching_pennies())
    assert sol.value == 0
    assert sol.strategies[0]["p1"] == {"H": H, "T": H} and sol.strategies[1]["p2"] == {"H": H, "T": H}


def test_the_solution_carries_its_certificate():
    """solve returns the certificate it proved its answer with: what certify finds on the strategies."""
    for game in (matching_pennies(), matching_pennies(3)):
        sol = extensive.solve(game)
        assert sol.certificate == extensive.certify(game, *sol.strategies)
        assert sol.certificate.is_equilibrium and sol.certificate.value == sol.value


def test_biased_pennies_value_is_exact():
    # heads-heads pays 3: value (3*1 - 1*1)/(3 + 1 + 1 + 1) = 1/3, Player 1 plays H with 1/3
    sol = extensive.solve(matching_pennies(3))
    assert sol.value == Fraction(1, 3)
    assert sol.strategies[0]["p1"]["H"] == Fraction(1, 3)


def test_perfect_information_with_chance():
    # chance deals Player 1 a high or low card; Player 1 sees it and chooses to stop (0) or play (+-2)
    g = extensive.Game(
        [
            leaf("hi", H, 0, (0, "hi", "stop")),
            leaf("hi", H, 2, (0, "hi", "play")),
            leaf("lo", H, 0, (0, "lo", "stop")),
            leaf("lo", H, -2, (0, "lo", "play")),
        ]
    )
    sol = extensive.solve(g)
    assert sol.value == 1 and sol.strategies[0]["hi"]["play"] == 1 and sol.strategies[0]["lo"]["stop"] == 1


def test_best_response_and_action_values():
    g = matching_pennies(3)
    y = g.plan(1, {"p2": {"H": Fraction(1, 4), "T": Fraction(3, 4)}})
    # against H with 1/4: H earns 3/4 - 3/4 = 0, T earns -1/4 + 3/4 = 1/2
    assert g.action_values(0, {"p1": {"H": 1, "T": 0}}, y) == {"p1": {"H": 0, "T": H}}
    assert g.best_response_value(0, y) == H


def test_plan_and_behaviour_round_trip():
    g = matching_pennies()
    b = {"p1": {"H": Fraction(2, 7), "T": Fraction(5, 7)}}
    assert g.behaviour(0, g.plan(0, b)) == b


def test_imperfect_recall_is_rejected():
    with pytest.raises(ValueError, match="perfect recall"):
        extensive.Game(
            [
                leaf("", 1, 0, (0, "a", "x"), (0, "b", "u")),
                leaf("", 1, 0, (0, "a", "y"), (0, "b", "u")),  # "b" reached after different own actions
            ]
        )


def test_behaviour_of_a_nearly_consistent_plan_sums_to_one():
    g = matching_pennies()
    rounded = {0: 1, 1: Fraction(1, 3), 2: Fraction(666667, 1000000)}  # the weights sum to 1 + 1/3,000,000
    b = g.behaviour(0, rounded)
    assert sum(b["p1"].values()) == 1 and b["p1"]["H"] / b["p1"]["T"] == Fraction(1, 3) / Fraction(666667, 10**6)
    assert g.checked_behaviour(0, b, "b") == b


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 1), st.data())
def test_certify_equals_a_plain_certificate(raises, data):
    # certify sums integers over common denominators; the plain route reaches every leaf in Fractions and
    # takes the best responses from Game.best_response_value (contributions in the numbers given)
    from lcp.finite import kuhn

    game = kuhn.game(raises)
    behaviour = []
    for player in (0, 1):
        strategy = {}
        for info in game.infosets[player]:
            actions = game.actions[player][info]
            w = data.draw(st.lists(st.integers(0, 4), min_size=len(actions), max_size=len(actions)))
            w[0] += sum(w) == 0  # not all zero
            strategy[info] = {a: Fraction(x, sum(w)) for a, x in zip(actions, w)}
        behaviour.append(strategy)
    cert = extensive.certify(game, *behaviour)

    def reach(leaf, player):
        out = Fraction(1)
        for p, info, action in leaf.moves:
            if p == player:
                out *= behaviour[player][info][action]
        return out

    value = sum(leaf.chance * leaf.payoff * reach(leaf, 0) * reach(leaf, 1) for leaf in game.leaves)
    X, Y = game.plan(0, behaviour[0]), game.plan(1, behaviour[1])
    assert cert.values[0] == value
    assert cert.gains == (game.best_response_value(0, Y) - value, value - game.best_response_value(1, X))
