"""The test bed (lcp.testbed): the discretised LCP, its exact solution and scores, its export to solvers."""

import random
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.continuous import menu
from lcp.core import config
from lcp.finite import extensive
from lcp.testbed import (
    Profile,
    bench,
    build,
    chip_sizes,
    continuous_score,
    efg,
    extension,
    finite_score,
    menu_sizes,
    openspiel,
    payoff,
    to_behaviour,
)

HALF = Fraction(1, 2)


def random_profile(game, seed, denominator=12):
    """A seeded random profile with exact probabilities (bettor rows summing to 1)."""
    rng = random.Random(seed)
    m = len(game.sizes)
    bettor = []
    for _ in range(game.hands):
        w = [rng.randint(0, denominator) for _ in range(m + 1)]
        w[rng.randrange(m + 1)] += 1
        bettor.append(tuple(Fraction(v, sum(w)) for v in w))
    caller = [tuple(Fraction(rng.randint(0, denominator), denominator) for _ in range(m)) for _ in range(game.hands)]
    return Profile(tuple(bettor), tuple(caller))


# --- the game ---------------------------------------------------------------------------------------


def test_sizes_are_the_bet_sizes_and_k_their_number():
    """One meaning of ``sizes`` (issue 62): the bet sizes themselves; how many is ``k``. A count given as
    ``sizes`` is refused with a line that names ``k``."""
    assert build(1, 2, hands=3, k=3).sizes == build(1, 2, hands=3, sizes=(1, Fraction(3, 2), 2)).sizes
    assert build(1, 2, 3, 3).sizes == (1, Fraction(3, 2), 2) and len(build(1, 2, hands=3).sizes) == 2  # k = 2
    with pytest.raises(
        TypeError, match=r"^sizes must be an iterable of bet sizes \(the number of sizes is k: write k=3\)"
    ):
        build(1, 2, hands=3, sizes=3)
    with pytest.raises(TypeError, match=r"give k .* or sizes .*, not both"):
        build(1, 2, hands=3, k=2, sizes=(1, 2))
    with pytest.raises(TypeError, match=r"^k must be an integer, the number of sizes"):
        build(1, 2, 3, (1, 2))


def test_a_table_written_with_the_old_column_sizes_reads():
    rows = bench.run_game(build(1, 1, 2, 1), solvers=("exact-lp",))
    text = bench.to_csv(rows, {})
    assert text.splitlines()[0].split(",")[5] == "k"
    old = text.replace(",hands,k,", ",hands,sizes,", 1)
    assert old != text and bench.read_csv(old) == rows == bench.read_csv(text)
    with pytest.raises(ValueError, match="columns"):
        bench.read_csv(text.replace(",hands,k,", ",hands,count,", 1))


def test_rules_and_refusals():
    assert payoff(1, 0, 0, True) == HALF and payoff(0, 1, 2, True) == -Fraction(5, 2) and payoff(0, 1, 2, False) == HALF
    assert menu_sizes(1, 3, 3) == (1, 2, 3) and chip_sizes(HALF, 1, 2) == (HALF, 1)
    for bad, message in [
        (dict(L=2, U=1, hands=3), "0 <= L <= U"),
        (dict(L=1, U=2, hands=3, k=1), "k must be >= 2"),
        (dict(L=1, U=2, hands=3, deal="cards"), "deal must be one of"),
        (dict(L=1, U=2, hands=3, sizes=[1, 3]), "must lie in"),
        (dict(L=0, U=2, hands=3, k=2), "a bet of 0 is a check"),
    ]:
        with pytest.raises(ValueError, match=message):
            build(**bad)
    with pytest.raises(TypeError, match="hands must be an integer"):
        build(1, 2, hands=3.0)
    with pytest.raises(ValueError, match="geometric"):
        menu_sizes(0, 1, 3, "geometric")


def test_leaves_follow_the_rules():
    g = build(HALF, 2, hands=3, k=2, deal="deck")
    leaves = g.leaves()
    assert len(leaves) == g.leaf_count == 6 * 5
    assert sum(leaf.chance for leaf in leaves if len(leaf.moves) == 1) == 1  # one check leaf per deal
    for leaf in leaves:
        i, j = map(int, leaf.deal.split(","))
        assert i != j
        if len(leaf.moves) == 2:
            size = Fraction(leaf.moves[0][2].split()[1])
            assert leaf.payoff == payoff(i, j, size, leaf.moves[1][2] == "call")


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_finite_score_matches_the_sequence_form(deal):
    """The prefix-sum score against the core's own exact best responses, on random profiles."""
    g = build(HALF, 2, hands=5, k=3, deal=deal)
    sf = g.sequence_form
    for seed in range(3):
        prof = random_profile(g, seed)
        b1, b2 = to_behaviour(g, prof)
        cert = extensive.certify(sf, b1, b2)
        score = finite_score(g, prof)
        assert (score.value, score.bettor_gain, score.caller_gain) == (cert.value, *cert.gains)
        assert score.bettor_gain > 0 or score.caller_gain > 0
        fast = finite_score(g, prof.as_floats())
        assert fast.exploitability == pytest.approx(float(score.exploitability), rel=config.FLOAT_RTOL)


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_exact_solution_is_certified(deal):
    g = build(HALF, 2, hands=6, k=3, deal=deal)
    sol = g.solve()
    assert sol.certificate.is_equilibrium and sol.certificate.value == sol.value
    assert finite_score(g, sol.profile) == (finite_score(g, sol.profile).__class__(sol.value, 0, 0))
    assert sol.lp_value == pytest.approx(float(sol.value), abs=1e-8)


def test_one_size_two_buckets_by_hand():
    """Two buckets, one size B = 1: the value from the sequence form against the matrix game.

    The matrix game over pure strategies (bettor: bet with {none, weak, strong, both}; caller: call with
    {none, weak, strong, both}) gives the same value in floats: two formulations agree.
    """
    g = build(1, 1, hands=2, k=1)
    sol = g.solve()
    from lcp.finite.finite_game import matrix_game_value

    plans = [(a, b) for a in (0, 1) for b in (0, 1)]
    M = [
        [float(finite_score(g, Profile(((1 - a, a), (1 - b, b)), ((c,), (d,)))).value) for c, d in plans]
        for a, b in plans
    ]
    assert matrix_game_value(M) == pytest.approx(float(sol.value), abs=1e-9)


def test_values_tend_to_the_menu_game_then_to_v():
    """V_n -> the menu game's value as n grows, within 1/n^2 for both deals; exactly equal when the menu
    game's thresholds (here in 31sts) fall on the grid: 31 buckets, or 32 cards (card removal: the caller's
    card is one of the 31 others). The menu's value -> V(L, U) as k grows, by the h^2 law."""
    limit = build(HALF, 2, hands=2, k=2).menu_value()
    assert limit == Fraction(2, 31)  # lcp.continuous.menu: x0 = 4/31 and every threshold in 31sts
    for deal in ("buckets", "deck"):
        for n in (8, 12, 20):
            gap = build(HALF, 2, hands=n, k=2, deal=deal).solve().value - limit
            assert 0 < -gap < Fraction(1, n * n)
    assert build(HALF, 2, hands=31, k=2).solve().value == limit
    assert build(HALF, 2, hands=32, k=2, deal="deck").solve().value == limit
    assert build(HALF, 2, hands=32, k=2).solve().value != limit
    v = build(HALF, 2, hands=2, k=2).limit_value()
    menu_gaps = [abs(float(menu.solve(menu_sizes(HALF, 2, k), exact=True).value) - v) for k in (2, 3, 5, 9)]
    assert all(a > b for a, b in zip(menu_gaps, menu_gaps[1:]))
    assert menu_gaps[-1] / menu_gaps[-2] == pytest.approx(0.25, abs=0.05)  # the h^2 law: h halves, the gap quarters


# --- the continuous score ---------------------------------------------------------------------------


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 5), st.integers(1, 3))
def test_bucket_profile_value_is_its_continuous_value(seed, hands, k):
    """A buckets profile is a continuous profile: same value, exactly; the continuous best responses
    (finer information, and off-menu bets) gain at least the finite ones."""
    g = build(HALF, 2, hands=hands, k=k) if k > 1 else build(1, 1, hands=hands, k=1)
    prof = random_profile(g, seed)
    fin, cont = finite_score(g, prof), continuous_score(g, prof)
    on_menu = continuous_score(g, prof, off_menu=False)
    assert cont.value == fin.value == on_menu.value
    assert cont.bettor_gain >= on_menu.bettor_gain >= fin.bettor_gain and cont.caller_gain >= fin.caller_gain


def brute_force(game, profile, grid=3000, size_grid=64):
    """Best responses on a fine grid (floats): hands at cell midpoints, sizes on a grid of [L, U] with the
    caller reading each size as the nearest of the menu. Independent of lcp.testbed.extension."""
    n = game.hands
    x = (np.arange(grid) + 0.5) / grid
    cell = np.minimum((x * n).astype(int), n - 1)
    p = np.array([[float(v) for v in r] for r in profile.bettor])[cell]  # grid x (1 + k)
    q = np.array([[float(v) for v in r] for r in profile.caller])[cell]  # grid x k
    sizes = np.array([float(s) for s in game.sizes])
    sign = np.sign(x[:, None] - x[None, :])  # [bettor hand, caller hand]
    value = np.mean(p[:, 0] * (x - 0.5))
    caller_br = value
    # the bettor: every size on the grid (and the menu), read as the nearest menu size
    offers = np.union1d(np.linspace(float(game.L), float(game.U), size_grid), sizes)
    nearest = np.argmin(np.abs(offers[:, None] - sizes[None, :]), axis=1)
    best = x - 0.5
    for k, s in enumerate(sizes):
        D = sign @ q[:, k] / grid  # D_k(x)
        fold = 0.5 * (1 - q[:, k].mean())
        for s_off in offers[nearest == k]:
            best = np.maximum(best, fold + (0.5 + s_off) * D)
        E = p[:, k + 1] @ sign / grid  # E_k(y)
        call, folded = (0.5 + s) * E, 0.5 * p[:, k + 1].mean()
        value += np.mean(q[:, k] * call + (1 - q[:, k]) * folded)
        caller_br += np.mean(np.minimum(call, folded))
    return value, best.mean() - value, value - caller_br


@pytest.mark.parametrize("hands, k, seed", [(3, 2, 1), (4, 3, 2)])
def test_continuous_score_against_brute_force(hands, k, seed):
    g = build(HALF, 2, hands=hands, k=k)
    prof = random_profile(g, seed)
    exact = continuous_score(g, prof)
    value, bettor_gain, caller_gain = brute_force(g, prof)
    assert value == pytest.approx(float(exact.value), abs=1e-3)
    assert bettor_gain == pytest.approx(float(exact.bettor_gain), abs=2e-3) and float(exact.bettor_gain) > 0.01
    assert caller_gain == pytest.approx(float(exact.caller_gain), abs=2e-3) and float(exact.caller_gain) > 0.01
    fast = continuous_score(g, prof.as_floats())
    assert fast.exploitability == pytest.approx(float(exact.exploitability), rel=1e-12)


def test_envelope_integral():
    lines = [(Fraction(0), Fraction(1)), (HALF, Fraction(0)), (Fraction(-2), Fraction(3))]
    grid = np.linspace(0, 2, 200001)
    numeric = np.trapezoid(np.max([float(a) + float(b) * grid for a, b in lines], axis=0), grid)
    assert float(extension.envelope_integral(lines, Fraction(0), Fraction(2))) == pytest.approx(numeric, abs=1e-8)


# --- export: OpenSpiel and pygambit ---------------------------------------------------


@pytest.mark.parametrize(
    "L, U, hands, k, deal",
    [
        (1, 1, 2, 1, "buckets"),
        (HALF, 2, 3, 2, "deck"),
        (Fraction(1, 3), Fraction(3, 2), 4, 3, "buckets"),
        (HALF, 2, 5, 4, "deck"),
    ],
)
def test_openspiel_reads_the_game(L, U, hands, k, deal):
    import pyspiel

    g = build(L, U, hands=hands, k=k, deal=deal)
    os_game, scale = openspiel.load(g), efg.chip_scale(g)
    sol = g.solve()
    pol = openspiel.profile_policy(g, os_game, sol.profile)
    returns = pyspiel.expected_returns(os_game.new_initial_state(), pol, -1, True)
    assert returns[0] == pytest.approx(float(sol.value * scale), abs=1e-12)
    assert abs(pyspiel.exploitability(os_game, pol)) < 1e-12
    solver = openspiel.make_solver("cfr+", os_game)
    for _ in range(5):
        solver.evaluate_and_update_policy()
    prof = openspiel.average_profile(g, os_game, solver)
    ours = finite_score(g, prof.as_fractions())
    theirs = pyspiel.exploitability(os_game, solver.tabular_average_policy())
    assert theirs / scale == pytest.approx(float(ours.exploitability), abs=1e-12) and theirs > 0


def test_pygambit_solves_the_file_exactly(tmp_path):
    import pygambit as gbt  # a test dependency (pyproject's test extra): a missing install fails here

    for L, U, hands, k, deal in [
        (1, 1, 2, 1, "buckets"),
        (HALF, 2, 3, 2, "deck"),
        (HALF, 2, 4, 2, "buckets"),
        (Fraction(1, 3), Fraction(3, 2), 3, 3, "deck"),
    ]:
        g = build(L, U, hands=hands, k=k, deal=deal)
        game = gbt.read_efg(str(efg.write_efg(g, tmp_path / "lcp.efg")))
        eq = gbt.nash.lp_solve(game, rational=True).equilibrium
        assert Fraction(str(eq.payoffs["bettor"])) == g.solve().value * efg.chip_scale(g)


# --- the benchmark ------------------------------------------------------------------------------------


def test_benchmark_rows_and_csv():
    rows = bench.run(((3, 2),), max_iterations=8)
    assert {r.solver for r in rows} == set(bench.SOLVERS)
    exact = [r for r in rows if r.solver == "exact-lp"]
    assert len(exact) == 1 and exact[0].finite_exploitability == 0 and exact[0].value_gap_finite == 0
    for name in ("cfr", "cfr+", "dcfr"):
        mine = [r for r in rows if r.solver == name]
        assert [r.iterations for r in mine] == bench.checkpoints(mine[-1].iterations)
        assert mine[-1].finite_exploitability < mine[0].finite_exploitability
        assert all(r.continuous_exploitability >= r.on_menu_exploitability - 1e-12 for r in mine)
    assert bench.read_csv(bench.to_csv(rows)) == rows


def test_site_page_examples_run():
    """The site page "Use LCP to test your solver" is copy-paste code: its examples run as doctests."""
    import doctest
    from pathlib import Path

    page = Path(__file__).resolve().parents[2] / "book" / "testbed.md"
    result = doctest.testfile(str(page), module_relative=False)
    assert result.attempted >= 10 and result.failed == 0


def test_the_command_writes_the_quick_csv(tmp_path):
    """``python -m lcp.testbed --quick``: the quick ladder, every solver, the machine in the header."""
    out = tmp_path / "testbed.csv"
    assert bench.main(["--quick", "--out", str(out)]) == 0
    text = out.read_text()
    assert "# open_spiel: " in text and "# cpu_count: " in text
    rows = bench.read_csv(text)
    assert {(r.hands, r.k) for r in rows} == set(bench.QUICK_LADDER) and {r.solver for r in rows} == set(bench.SOLVERS)


def test_committed_benchmark_csv_is_complete():
    """The committed CSV (regenerated by ``python -m lcp.testbed``) covers the full ladder, every solver."""
    from pathlib import Path

    rows = bench.read_csv((Path(__file__).resolve().parents[2] / "benchmarks" / "testbed.csv").read_text())
    assert {(r.hands, r.k) for r in rows} == set(bench.FULL_LADDER) and {r.solver for r in rows} == set(bench.SOLVERS)
    for r in rows:
        if r.solver == "exact-lp":
            assert r.finite_exploitability == 0 and r.value_gap_finite == 0


# --- the command line (issue 47): the output checked first, rows as they come, the full table kept ----------


def test_the_benchmark_command_refuses_a_missing_folder_before_any_work(tmp_path, monkeypatch, capsys):
    def boom(*args, **kwargs):
        raise AssertionError("the benchmark ran before the output path was checked")

    monkeypatch.setattr(bench, "run_game", boom)
    with pytest.raises(SystemExit) as exc:
        bench.main(["--quick", "--out", str(tmp_path / "missing" / "t.csv")])
    assert exc.value.code == 2 and "does not exist" in capsys.readouterr().err
    monkeypatch.chdir(tmp_path)  # outside the checkout: no benchmarks/ folder here
    with pytest.raises(SystemExit):
        bench.main([])
    assert "benchmarks" in capsys.readouterr().err


def test_an_interrupted_benchmark_leaves_the_old_table_whole(tmp_path, monkeypatch):
    """Rows go to a temporary file as they come; a Ctrl-C leaves the old table and no temporary file (issue 57)."""
    rows = bench.run_game(build(1, 1, 2, 1), solvers=("exact-lp",))

    def first_then_fail(game, solvers, budget, iterations, progress):
        progress(rows[0])
        raise KeyboardInterrupt

    out = tmp_path / "t.csv"
    monkeypatch.setattr(bench, "run_game", lambda *a, **k: [])
    assert bench.main(["--quick", "--out", str(out)]) == 0  # a first table (no rows)
    monkeypatch.setattr(bench, "run_game", first_then_fail)
    before = out.read_bytes()
    with pytest.raises(KeyboardInterrupt):
        bench.main(["--quick", "--out", str(out)])
    assert out.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["t.csv"]


def test_the_committed_table_is_written_only_when_named_and_at_its_budget(tmp_path, monkeypatch, capsys):
    """A plain full run never touches benchmarks/testbed.csv; --out naming it at another budget is refused."""
    from pathlib import Path

    full = (Path(__file__).resolve().parents[2] / "benchmarks" / "testbed.csv").read_bytes()
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "testbed.csv").write_bytes(full)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(bench, "run_game", lambda *a, **k: [])
    assert bench.main(["--budget", "0.5"]) == 0
    assert (tmp_path / "benchmarks" / "testbed-run.csv").read_text().count("# budget: 0.5") == 1
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:
        bench.main(["--budget", "0.5", "--out", "benchmarks/testbed.csv"])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and "--budget 60" in err and err.count("\n") == 1
    assert (tmp_path / "benchmarks" / "testbed.csv").read_bytes() == full


def test_a_quick_run_never_overwrites_the_full_table(tmp_path, monkeypatch, capsys):
    from pathlib import Path

    full = (Path(__file__).resolve().parents[2] / "benchmarks" / "testbed.csv").read_text()
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "testbed.csv").write_text(full)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(bench, "run_game", lambda *a, **k: [])
    assert bench.main(["--quick"]) == 0  # the default for --quick is its own file
    assert (tmp_path / "benchmarks" / "testbed-quick.csv").exists()
    with pytest.raises(SystemExit):
        bench.main(["--quick", "--out", "benchmarks/testbed.csv"])
    assert "full benchmark table" in capsys.readouterr().err
    assert (tmp_path / "benchmarks" / "testbed.csv").read_text() == full


def test_the_module_runs_both_commands(capsys):
    assert bench.command(["--help"]) == 0
    assert "solve" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        bench.command(["bench", "--help"])
    assert "--quick" in capsys.readouterr().out


def test_the_pages_limits_are_the_codes():
    """Every "`cli.MAX_HANDS` = N" (and the like) on the solver-author page names the constant's value."""
    import re
    from pathlib import Path

    from lcp import testbed
    from lcp.testbed import cli

    page = (Path(__file__).resolve().parents[2] / "book" / "testbed.md").read_text()
    code = {
        "cli.MAX_HANDS": cli.MAX_HANDS,
        "cli.MAX_SIZES": cli.MAX_SIZES,
        "testbed.MAX_HANDS": testbed.MAX_HANDS,
        "testbed.MAX_EXACT_LEAVES": testbed.MAX_EXACT_LEAVES,
    }
    said = re.findall(r"`([a-z]+\.MAX_[A-Z_]+)` = ([\d,]+)", page)
    assert {name for name, _ in said} >= {"cli.MAX_HANDS", "testbed.MAX_HANDS"}, said
    for name, value in said:
        assert int(value.replace(",", "")) == code[name], (name, value)
