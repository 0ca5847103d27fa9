"""OpenSpiel's own game python_lcp_grid (lcp.testbed.native): the grid game's rules, and OpenSpiel's numbers equal
to the .efg route's."""

import importlib
import runpy
import sys
from fractions import Fraction
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel", exc_type=ImportError)

from lcp.grid import exact, structured  # noqa: E402
from lcp.testbed import build, efg, native, openspiel  # noqa: E402

CASES = [(4, 2, "buckets", "0.5", "2.0"), (5, 3, "deck", "0.25", "1.5"), (6, 2, "deck", "1.0", "2.0")]


def _load(n, k, deal, L, U):
    return pyspiel.load_game(f"python_lcp_grid(n={n},k={k},deal={deal},L={L},U={U})")


def _walk(state, weight, out):
    """Every terminal's (deal, actions, chance weight, bettor's return), by OpenSpiel's own moves."""
    if state.is_terminal():
        hist = state.history()
        out.append((tuple(hist[:2]), tuple(hist[2:]), weight, state.returns()[0]))
    elif state.is_chance_node():
        for a, p in state.chance_outcomes():
            _walk(state.child(a), weight * Fraction(p).limit_denominator(10**6), out)
    else:
        for a in state.legal_actions():
            _walk(state.child(a), weight, out)


@pytest.mark.parametrize("n, k, deal, L, U", CASES)
def test_the_rules_are_the_grid_games(n, k, deal, L, U):
    game = _load(n, k, deal, L, U)
    tb = build(Fraction(L), Fraction(U), hands=n, k=k, deal=deal)
    assert game.grid.sizes == tb.sizes
    rules = tb.rules
    leaves = []
    _walk(game.new_initial_state(), Fraction(1), leaves)
    deals = {(i, j): w for i, j, w in rules.deals()}
    assert len(leaves) == rules.leaf_count
    for (i, j), actions, weight, u in leaves:
        assert weight == deals[i, j]
        if actions == (0,):
            assert u == float(rules.payoff(i, j))
        else:
            s, answer = tb.sizes[actions[0] - 1], ("fold", "call")[actions[1] - k - 1]
            assert u == float(rules.payoff(i, j, s, answer))


@pytest.mark.parametrize("n, k, deal, L, U", CASES)
def test_cfr_plus_agrees_with_the_efg_route(n, k, deal, L, U):
    native_game = _load(n, k, deal, L, U)
    tb = build(Fraction(L), Fraction(U), hands=n, k=k, deal=deal)
    efg_game, scale = openspiel.load(tb), efg.chip_scale(tb)
    solvers = pyspiel.CFRPlusSolver(native_game), pyspiel.CFRPlusSolver(efg_game)
    for _ in range(7):
        for s in solvers:
            s.evaluate_and_update_policy()
    ours, theirs = (s.tabular_average_policy() for s in solvers)
    gap = pyspiel.exploitability(native_game, ours)
    assert gap > 1e-4 and gap == pytest.approx(pyspiel.exploitability(efg_game, theirs) / scale, abs=1e-12)
    names = openspiel.action_names(efg_game)
    table = {key.split("-", 3)[3]: {names[a]: p for a, p in pairs} for key, pairs in theirs.policy_table().items()}
    mine = ours.policy_table()
    state = native_game.new_initial_state()
    assert set(mine) == set(table)
    for key, pairs in mine.items():
        assert {state.action_to_string(0, a) if a <= k else ("fold", "call")[a - k - 1]: p for a, p in pairs} == (
            pytest.approx(table[key], abs=1e-12)
        )
    # lcp's exact score of the same policy (read exactly) is OpenSpiel's exploitability
    cert = exact.certify(native_game.grid, native.policy_profile(native_game, ours))
    assert float(cert.exploitability) == pytest.approx(gap, abs=1e-12)


@pytest.mark.parametrize("n, k, deal, L, U", CASES)
def test_the_exact_solution_is_unexploitable_in_openspiel(n, k, deal, L, U):
    game = _load(n, k, deal, L, U)
    sol = exact.solve(game.grid)
    assert sol.certified
    policy = native.profile_policy(game, sol.profile)
    assert abs(pyspiel.exploitability(game, policy)) < 1e-12
    returns = pyspiel.expected_returns(game.new_initial_state(), policy, -1, True)
    assert returns[0] == pytest.approx(float(sol.value), abs=1e-12)
    # a solver's average policy after a few iterations is exploitable, and both scores see it
    solver = pyspiel.ExternalSamplingMCCFRSolver(game, 7)
    for _ in range(50):
        solver.run_iteration()
    cert = exact.certify(game.grid, native.policy_profile(game, solver.average_policy()))
    assert cert.exploitability > 0


def test_a_policy_row_is_read_as_given_check_included():
    """The bettor's check is the policy's own: a float row just over 1 is completed on its largest entry, a row
    that misses 1 (check 0.2, bet 0.2) is refused naming it, as is a caller's row that misses 1."""
    game = _load(3, 2, "buckets", "0.5", "2.0")
    over = pyspiel.TabularPolicy({"x0": [(0, 1.0)], "x1": [(0, 0.0), (1, 0.1), (2, 0.9)], "x2": [(1, 1.0)]})
    p, how = native.policy_profile(game, over, reading=True)
    assert p.fractions()[0][1] == (0, Fraction(0.1), 1 - Fraction(0.1)) and how.adjusted_rows == 1
    assert how.largest_adjustment == Fraction(0.1) + Fraction(0.9) - 1
    for table, words in [
        ({"x2": [(0, 0.2), (1, 0.2)]}, "bettor row 2 sums to 0.4"),
        ({"y0|bet 2": [(3, 0.2), (4, 0.2)]}, "caller's row y0|bet 2"),
    ]:
        with pytest.raises(ValueError, match=words):
            native.policy_profile(game, pyspiel.TabularPolicy(table))


@pytest.mark.parametrize("n, k, deal", [(3, 1, "buckets"), (4, 2, "buckets"), (4, 3, "deck"), (5, 2, "deck")])
def test_the_benchmarks_state_count_is_openspiels(n, k, deal):
    """benchmarks/openspiel_native.py's states(n, k, deal) is what get_all_states finds (49 at n = 3, k = 1)."""
    from open_spiel.python.algorithms import get_all_states

    bench = runpy.run_path(str(Path(__file__).resolve().parents[2] / "benchmarks" / "openspiel_native.py"))
    game = pyspiel.load_game(f"python_lcp_grid(n={n},k={k},deal={deal}{',L=1.0,U=1.0' if k == 1 else ''})")
    found = get_all_states.get_all_states(game, include_terminals=True, include_chance_states=True)
    assert bench["states"](n, k, deal) == len(found)


def test_parameters_are_checked_and_read_exactly():
    game = pyspiel.load_game("python_lcp_grid(n=3,sizes=1/3;1/2;2,k=3,L=0.1,U=2.0)")
    assert game.grid.L == Fraction(1, 10) and [str(s) for s in game.grid.sizes] == ["1/3", "1/2", "2"]
    for text, message in [
        ("python_lcp_grid(n=1)", f"n must be an integer in [2, {structured.MAX_HANDS}]"),
        ("python_lcp_grid(deal=cards)", "deal must be one of"),
        ("python_lcp_grid(sizes=1/2;1;2)", "k must be the number of sizes given (3)"),
        ("python_lcp_grid(k=2,sizes=1/2;3)", "sizes must lie in [L, U]"),
        ("python_lcp_grid(spacing=log)", "spacing must be one of"),
    ]:
        with pytest.raises(Exception, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
            pyspiel.load_game(text)


def test_without_openspiel_the_import_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    monkeypatch.delitem(sys.modules, "lcp.testbed.native")
    with pytest.raises(ImportError, match="pip install open_spiel"):
        importlib.import_module("lcp.testbed.native")
