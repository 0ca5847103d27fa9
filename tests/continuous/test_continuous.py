"""The protocol of lcp.continuous: the three continuous games satisfy it, payoff/simulate/exploit rely on it
and refuse anything else with one clear TypeError."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from lcp.continuous import exploit, fixed_bet, limit, menu, no_limit, payoff, simulate
from lcp.continuous import protocol as continuous
from lcp.continuous.protocol import ContinuousGame

SOLUTIONS = {
    "fixed_bet": lambda exact: fixed_bet.solve(1, exact=exact),
    "no_limit": lambda exact: no_limit.solve(exact=exact),
    "limit": lambda exact: limit.solve(Fraction(1, 10), 2, exact=exact),
    "limit U = inf": lambda exact: limit.solve(0, math.inf, exact=exact),
    "menu": lambda exact: menu.solve([Fraction(1, 2), 1, 3], exact=exact),
}


@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize("name", SOLUTIONS)
def test_every_continuous_game_satisfies_the_protocol(name, exact):
    eq = SOLUTIONS[name](exact)
    assert isinstance(eq, ContinuousGame)
    assert continuous.require(eq) is eq
    assert eq.exact is exact
    twin = continuous.as_float(eq)
    assert isinstance(twin, ContinuousGame)
    # the float twin has the same value and vectorised strategy functions
    assert math.isclose(float(twin.value), float(eq.value), rel_tol=1e-12)
    sizes = twin.bet([0.01, 0.5, 0.99])
    assert sizes.shape == (3,) and sizes[1] == 0.0 and sizes[0] > 0 and sizes[2] > 0
    c = twin.call(sizes[[0]])
    assert c.shape == (1,) and 0.0 < c[0] < 1.0
    # the exact twin (what certify() proves; lcp.continuous._certificates imports no game): exact, the same value
    exact_twin = continuous.as_exact(eq)
    assert exact_twin.exact and continuous.as_exact(exact_twin) is exact_twin
    assert (exact_twin is eq) is exact
    assert math.isclose(float(exact_twin.value), float(eq.value), rel_tol=1e-12)


@pytest.mark.parametrize("name", SOLUTIONS)
def test_same_field_names_across_games(name):
    """bluff_below and value_above mean the same in every game: bluff below, check between, value bet above."""
    eq = SOLUTIONS[name](False)
    a, v = float(eq.bluff_below), float(eq.value_above)
    assert 0.0 < a < v < 1.0
    assert eq.bet(a / 2) > 0 and eq.bet((a + v) / 2) == 0 and eq.bet((v + 1) / 2) > 0


class _HalfGame:
    """Has bet and call but no value nor exact: not a solved continuous game."""

    def bet(self, x):
        return x

    def call(self, s):
        return s


USERS = {
    "payoff.regions": lambda g: payoff.regions(g, 0.5, 0.5),
    "payoff.call_thresholds": lambda g: payoff.call_thresholds(g, [1.0]),
    "payoff.grid_value": lambda g: payoff.grid_value(g, 11),
    "payoff.hand_values": lambda g: payoff.hand_values(g, 4),
    "simulate.monte_carlo": lambda g: simulate.monte_carlo(g, 10),
    "exploit.check": lambda g: exploit.check(g, 10),
}


@pytest.mark.parametrize(
    "bad",
    [None, 3, "LCP", _HalfGame(), fixed_bet.derive],
    ids=["None", "int", "str", "bet-and-call-only", "a-function"],
)
@pytest.mark.parametrize("user", USERS)
def test_non_conforming_object_gets_the_clear_error(user, bad):
    assert not isinstance(bad, ContinuousGame)
    with pytest.raises(
        TypeError, match=r"^game must be a solved continuous game with vectorised bet\(x\) and call\(s\)"
    ):
        USERS[user](bad)


@pytest.mark.parametrize("user", USERS)
def test_users_accept_every_game(user):
    for make in SOLUTIONS.values():
        USERS[user](make(True))


@pytest.mark.parametrize("exact", [False, True])
def test_menu_game_through_the_protocol(exact):
    """The menu game's strategy functions reproduce its value, and neither player gains on a fine grid."""
    eq = SOLUTIONS["menu"](exact)
    assert abs(payoff.grid_value(eq, 2001) - float(eq.value)) < 1e-6
    assert simulate.monte_carlo(eq, 200_000, seed=7).agrees_with(eq.value)
    gains = [exploit.check(eq, cells) for cells in (100, 400, 1600)]
    assert all(g.bettor_gain > -1e-12 and g.caller_gain > -1e-12 for g in gains)
    assert gains[-1].exploitability < gains[0].exploitability / 100
    # the bluffs fill (0, x0) with each size's mass, the weakest hands on the largest size
    spans = eq.bluff_spans()
    assert spans[-1][0] == 0 and spans[0][1] == eq.bluff_below
    assert all(math.isclose(float(hi - lo), float(m), abs_tol=1e-15) for (lo, hi), m in zip(spans, eq.bluff_mass))


def test_exploit_check_matches_the_explicit_projection():
    eq = limit.solve(0.1, 2.0)
    direct = exploit.discretised_gains(200, *exploit.limit_projection(eq, 8), eq.call)
    assert exploit.check(eq, 200, k=8) == direct


@pytest.mark.parametrize("name", SOLUTIONS)
def test_every_continuous_game_certifies_itself(name):
    """certify() on every game returns an exact Certificate that proves the equilibrium."""
    cert = SOLUTIONS[name](True).certify()
    assert isinstance(cert, continuous.Certificate) and cert.is_equilibrium, cert.refuted


def test_the_protocol_module_imports_no_game():
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(continuous))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names} | {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
    }
    assert not imported & {"fixed_bet", "limit", "menu", "no_limit"}, imported


def test_symbolic_certificates_prove_inequalities_over_the_whole_domain():
    """certify() with a symbolic bet size proves the orderings for every B > 0; a profile that is not ordered
    fails (the symbolic LCP certificate, over the whole triangle, runs in notebooks 3 and 9)."""
    import dataclasses

    import sympy as sp

    assert fixed_bet.solve(fixed_bet.B_SYMBOL, exact=True).certify().is_equilibrium
    eq = fixed_bet.solve(fixed_bet.B_SYMBOL, exact=True)
    swapped = dataclasses.replace(eq, bluff_below=eq.call_above, call_above=eq.bluff_below)
    assert not swapped.certify().is_equilibrium
    lcp = limit.solve(1, 2, exact=True)
    late = dataclasses.replace(lcp, x=(*lcp.x[:5], sp.Integer(2)))  # x5 beyond 1: refuted
    assert not late.certify().is_equilibrium
