"""lcp.finite.kuhn: Kuhn poker and its raise variants, against a normal-form LP and against OpenSpiel.

OpenSpiel (from PyPI) is the independent check: its own implementation of Kuhn poker evaluates our
exact equilibrium (NashConv 0, value -1/18), and for the raise variants it loads our game tree as an
EFG file and runs its own solver (CFR+) and best responses on it. (OpenSpiel's Python algorithms are
imported in the two tests that use them, not when the suite is collected by every test worker.)
"""

import itertools
from fractions import Fraction

import numpy as np
import pyspiel
import pytest
from scipy.optimize import linprog

from lcp.finite import kuhn


@pytest.mark.parametrize("raises", [0, 1, 2, 3])
def test_value_and_certificate(raises):
    sol = kuhn.solve(raises)
    assert sol.value == Fraction(-1, 18)
    cert = kuhn.certify(raises, sol.opener, sol.dealer)
    assert (cert.value, *cert.gains) == (sol.value, 0, 0) and cert.is_equilibrium
    assert sol.certificate == cert
    for strat in (sol.opener, sol.dealer):
        for probs in strat.values():
            assert sum(probs.values()) == 1 and all(p >= 0 for p in probs.values())


def test_normal_form_lp_agrees():
    # Kuhn poker as a 64 x 64 matrix game over pure strategies (one action per information set)
    g = kuhn.game(0)
    pure = []
    for player in (0, 1):
        infos = g.infosets[player]
        pure.append([dict(zip(infos, choice)) for choice in itertools.product(*(g.actions[player][i] for i in infos))])
    M = np.zeros((len(pure[0]), len(pure[1])))
    for r, s1 in enumerate(pure[0]):
        for c, s2 in enumerate(pure[1]):
            M[r, c] = float(
                sum(
                    leaf.chance * leaf.payoff
                    for leaf in g.leaves
                    if all((s1 if p == 0 else s2)[info] == a for p, info, a in leaf.moves)
                )
            )
    rows = M.shape[0]
    res = linprog(
        np.r_[np.zeros(rows), -1.0],
        A_ub=np.c_[-M.T, np.ones(M.shape[1])],
        b_ub=np.zeros(M.shape[1]),
        A_eq=np.r_[np.ones(rows), 0.0][None, :],
        b_eq=[1.0],
        bounds=[(0, None)] * rows + [(None, None)],
    )
    assert abs(-res.fun - (-1 / 18)) < 1e-9


@pytest.mark.parametrize("gamma", [Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(1)])
def test_kuhn_family(gamma):
    # Kuhn (1950): opener bets J with gamma/3, calls with Q with (1 + gamma)/3, bets K with gamma;
    # dealer bets J with 1/3 after a check, calls with Q with 1/3
    opener = {
        "J:": {"b": gamma / 3, "k": 1 - gamma / 3},
        "J:kb": {"f": 1},
        "Q:": {"k": 1},
        "Q:kb": {"c": (1 + gamma) / 3, "f": 1 - (1 + gamma) / 3},
        "K:": {"b": gamma, "k": 1 - gamma},
        "K:kb": {"c": 1},
    }
    dealer = {
        "J:k": {"b": Fraction(1, 3), "k": Fraction(2, 3)},
        "J:b": {"f": 1},
        "Q:k": {"k": 1},
        "Q:b": {"c": Fraction(1, 3), "f": Fraction(2, 3)},
        "K:k": {"b": 1},
        "K:b": {"c": 1},
    }
    cert = kuhn.certify(0, opener, dealer)
    assert cert.value == Fraction(-1, 18) and cert.gains == (0, 0)


def test_a_wrong_strategy_is_caught():
    sol = kuhn.solve(0)
    dealer = dict(sol.dealer)
    dealer["J:k"] = {"b": Fraction(1, 2), "k": Fraction(1, 2)}  # bluffs too much
    cert = kuhn.certify(0, sol.opener, dealer)
    assert cert.gains[0] > 0 and not cert.is_equilibrium


def _set(tab, key, probs):
    state = tab.states[tab.state_lookup[key]]
    arr = tab.policy_for_key(key)
    arr[:] = 0
    for act in state.legal_actions():
        arr[act] = float(probs[state.action_to_string(state.current_player(), act)])


def test_openspiel_kuhn_poker_evaluates_our_equilibrium():
    from open_spiel.python import policy as os_policy
    from open_spiel.python.algorithms import expected_game_score, exploitability

    sol = kuhn.solve(0)
    game = pyspiel.load_game("kuhn_poker")  # OpenSpiel's own rules: cards 0 < 1 < 2, actions p(ass) / b(et)
    tab = os_policy.TabularPolicy(game)
    letter = {"k": "p", "f": "p", "b": "b", "c": "b"}
    for strat in (sol.opener, sol.dealer):
        for info, probs in strat.items():
            card, history = info.split(":")
            key = str(kuhn.CARDS.index(card)) + "".join(letter[a] for a in history)
            _set(
                tab,
                key,
                {
                    "Pass": sum(p for a, p in probs.items() if letter[a] == "p"),
                    "Bet": sum(p for a, p in probs.items() if letter[a] == "b"),
                },
            )
    assert abs(exploitability.nash_conv(game, tab)) < 1e-12
    values = expected_game_score.policy_value(game.new_initial_state(), [tab, tab])
    assert abs(values[0] - (-1 / 18)) < 1e-12


def efg(game, title: str) -> str:
    """The game tree in Gambit's EFG text format (one chance node for the deal)."""
    lines = [f'EFG 2 R "{title}" {{ "Opener" "Dealer" }} ""', ""]
    deals = sorted({leaf.deal for leaf in game.leaves})
    lines.append('c "deal" 1 "deal" { ' + " ".join(f'"{d}" 1/{len(deals)}' for d in deals) + " } 0")
    numbers = [{}, {}]
    outcomes = itertools.count(1)

    def node(leaves, depth):
        if len(leaves[0].moves) == depth:
            v = float(leaves[0].payoff)
            lines.append(f't "" {next(outcomes)} "" {{ {v} {-v} }}')
            return
        player, info, _ = leaves[0].moves[depth]
        num = numbers[player].setdefault(info, len(numbers[player]) + 1)
        acts = list(dict.fromkeys(leaf.moves[depth][2] for leaf in leaves))
        lines.append(f'p "" {player + 1} {num} "{info}" {{ ' + " ".join(f'"{a}"' for a in acts) + " } 0")
        for a in acts:
            node([leaf for leaf in leaves if leaf.moves[depth][2] == a], depth + 1)

    for d in deals:
        node([leaf for leaf in game.leaves if leaf.deal == d], 0)
    return "\n".join(lines)


@pytest.mark.parametrize("raises", [0, 1, 2])
def test_openspiel_solves_our_tree(raises):
    from open_spiel.python import policy as os_policy
    from open_spiel.python.algorithms import exploitability

    game = pyspiel.load_efg_game(efg(kuhn.game(raises), f"Kuhn, {raises} raises"))
    solver = pyspiel.CFRPlusSolver(game)
    for _ in range(2000):
        solver.evaluate_and_update_policy()
    cfr_value = pyspiel.expected_returns(game.new_initial_state(), solver.average_policy(), -1, True)[0]
    assert abs(cfr_value - (-1 / 18)) < 1e-4  # CFR+ converges to the value, not exactly
    sol = kuhn.solve(raises)
    tab = os_policy.TabularPolicy(game)
    for player, strat in ((0, sol.opener), (1, sol.dealer)):
        for info, probs in strat.items():
            key = next(k for k in tab.state_lookup if k.split("-")[0] == str(player) and k.split("-", 3)[3] == info)
            _set(tab, key, probs)
    assert abs(exploitability.nash_conv(game, tab)) < 1e-12  # OpenSpiel's best responses gain nothing


@pytest.mark.parametrize("bad,error", [(-1, ValueError), (1.5, TypeError), ("1", TypeError), (True, TypeError)])
def test_bad_raises(bad, error):
    with pytest.raises(error, match=r"raises must be an integer in \[0, 500\]"):
        kuhn.solve(bad)


@pytest.mark.parametrize("raises", [0, 1])
def test_situation_values_are_the_payoffs_the_rules_fix(raises):
    """Where the cards decide the showdown, the conditional value of an action is fixed by the rules alone:
    facing a bet with J (every other card wins) fold -1, call -2; with K call +2 (ante 1, bet 1)."""
    sol = kuhn.solve(raises)
    checked = 0
    for player, facing in ((1, ":b"), (0, ":kb")):
        vals = kuhn.situation_values(raises, sol.opener, sol.dealer, player)
        low, top = vals.get("J" + facing), vals.get("K" + facing)
        if low is not None:
            assert low["f"] == -1 and low["c"] == -2
            checked += 1
        if top is not None:
            assert top["f"] == -1 and top["c"] == 2
            checked += 1
    assert checked >= 2  # the dealer bets J and K after a check in the equilibrium found


def test_situation_values_weigh_by_the_opponents_reach():
    """Checked to with Q in Kuhn's game the dealer meets J or K: against Kuhn's opener with gamma = 0 (never
    bets, so checks every card) checking earns (+1 - 1)/2 = 0."""
    op = {
        "J:": {"k": 1},
        "J:kb": {"f": 1},
        "Q:": {"k": 1},
        "Q:kb": {"f": Fraction(2, 3), "c": Fraction(1, 3)},
        "K:": {"k": 1},
        "K:kb": {"c": 1},
    }
    de = {
        "J:k": {"b": Fraction(1, 3), "k": Fraction(2, 3)},
        "J:b": {"f": 1},
        "Q:k": {"k": 1},
        "Q:b": {"f": Fraction(2, 3), "c": Fraction(1, 3)},
        "K:k": {"b": 1},
        "K:b": {"c": 1},
    }
    vals = kuhn.situation_values(0, op, de, 1)
    assert vals["Q:k"]["k"] == 0
    assert vals["Q:k"]["b"] == Fraction(1, 2) * 1 + Fraction(1, 2) * (-2)  # J folds, K calls
    assert "Q:b" not in vals  # never bet to: the opener never bets
