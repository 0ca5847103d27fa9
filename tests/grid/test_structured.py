"""The structured grid solver (lcp.grid.structured, lcp.grid.exact) and ``python -m lcp.testbed solve``.

Every exact answer is checked against the test bed's own exact solver (``TestbedGame.solve``: the generic
sequence form, :mod:`lcp.finite.extensive`), and the command's JSON against tools/check_solution.py, a checker written from the rules
alone (an O(n^2 k) sum over the deals, exact, sharing no code with the solver).
"""

import json
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lcp import testbed
from lcp.core.certificate import CertificationError
from lcp.grid import exact, structured
from lcp.testbed import cli
from tools import check_solution

FRACTIONS = st.fractions(min_value=Fraction(1, 12), max_value=4, max_denominator=12)


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(2, 7),
    k=st.integers(1, 3),
    limits=st.tuples(FRACTIONS, FRACTIONS).map(sorted),
    deal=st.sampled_from(("buckets", "deck")),
)
# a size no caller is indifferent to (no tie to re-solve) once indexed an empty array (IndexError)
@example(n=7, k=2, limits=[Fraction(1, 12), Fraction(3, 4)], deal="buckets")
def test_exact_value_equals_the_sequence_form_solver(n, k, limits, deal):
    L, U = limits
    if L == U:
        k = 1
    elif k == 1:
        k = 2
    game = testbed.build(L, U, hands=n, k=k, deal=deal)
    sol = exact.solve(game)
    assert sol.certified and sol.certificate.gains == (0, 0)
    assert sol.value == game.solve().value


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_column_generation_from_a_coarse_grid(monkeypatch, deal):
    """Beyond DIRECT_HANDS the supports come from a coarser grid plus the actions that pay: same exact value."""
    monkeypatch.setattr(structured, "DIRECT_HANDS", 6)
    monkeypatch.setattr(structured, "COARSENING", 3)
    game = testbed.build(Fraction(1, 10), 2, hands=24, k=4, deal=deal)
    sol = exact.solve(game)
    assert sol.certified and sol.value == game.solve().value


def test_certificate_equals_the_test_beds_score_on_any_profile():
    """certify (integer running sums) against lcp.testbed.finite_score (Fractions), random exact profiles."""
    rng = np.random.default_rng(7)
    for deal in ("buckets", "deck"):
        game = testbed.build(Fraction(1, 3), 3, hands=6, k=3, deal=deal)
        for _ in range(5):
            raw = rng.integers(0, 4, size=(6, 4)) + np.eye(6, 4, dtype=int)
            bettor = [[Fraction(int(v), int(r.sum())) for v in r] for r in raw]
            caller = [[Fraction(int(v), 5) for v in r] for r in rng.integers(0, 6, size=(6, 3))]
            cert = exact.certify(game, exact.IntegerProfile.from_fractions(bettor, caller))
            score = testbed.finite_score(game, testbed.Profile(tuple(map(tuple, bettor)), tuple(map(tuple, caller))))
            assert cert.value == score.value
            assert cert.gains == (score.bettor_gain, score.caller_gain)


def test_the_structured_lp_is_the_generic_lp_with_fewer_nonzeros():
    game = testbed.build(Fraction(1, 2), 2, hands=30, k=4, deal="deck")
    fast, slow = structured.structured_lp(game), structured.generic_lp(game)
    assert fast.nonzeros < slow.nonzeros / 3
    assert structured.solve_generic(game).value == pytest.approx(structured.solve_float(game).value, abs=1e-9)


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_the_solve_command_writes_a_checked_exact_profile(tmp_path, deal):
    jsonschema = pytest.importorskip("jsonschema")
    out = tmp_path / "solution.json"
    args = ["--hands", "9", "--k", "3", "--limits", "0.1", "2", "--deal", deal, "--json", str(out), "--quiet"]
    assert cli.main(args) == 0
    data = json.loads(out.read_text())
    jsonschema.validate(data, json.loads(cli.schema_path().read_text()))
    assert data["game"]["limits"] == ["1/10", "2"]  # the decimal it prints, not the double's expansion
    value = Fraction(data["value"])
    assert check_solution.best_responses(data) == (value, value, value)
    assert check_solution.main([str(out)]) == 0
    # and the checker sees a wrong profile: the top hand's first size called one time in three more or less
    col = data["caller"]["call_probabilities"][0]
    col[-1] = str(abs(Fraction(col[-1]) - Fraction(1, 3)))
    out.write_text(json.dumps(data))
    assert check_solution.main([str(out)]) == 1
    assert value == testbed.build(Fraction(1, 10), 2, hands=9, k=3, deal=deal).solve().value


def test_the_solve_command_refuses_bad_input_before_work(tmp_path, capsys):
    good = {"--hands": ["10"], "--k": ["2"], "--limits": ["1/2", "2"], "--json": [str(tmp_path / "f.json")]}
    for change, word in (
        ({"--hands": ["1"]}, "hands"),
        ({"--hands": [str(cli.MAX_HANDS + 1)]}, "hands"),
        ({"--limits": ["x", "2"]}, "L must be"),
        ({"--json": [str(tmp_path / "missing" / "f.json")]}, "does not exist"),
    ):
        argv = [w for key, v in {**good, **change}.items() for w in (key, *v)]
        with pytest.raises(SystemExit) as exc:
            cli.main(argv)
        assert exc.value.code == 2 and word in capsys.readouterr().err
    assert not (tmp_path / "f.json").exists()


def test_the_solve_command_takes_the_number_of_sizes_as_k(tmp_path, capsys):
    """``--k`` is the number of sizes; the old ``--sizes N`` (sizes are the bet sizes themselves elsewhere) is
    refused in one line that names ``--k``, before any work."""
    base = ["--hands", "3", "--limits", "1/2", "2", "--json", str(tmp_path / "f.json"), "--quiet"]
    for old, meant in (
        (["--sizes", "4"], "--k 4"),
        (["--sizes", "1/2,1,2"], "--k 3"),
        (["--sizes", "4", "--k", "4"], "--k 4"),
    ):
        with pytest.raises(SystemExit) as exc:
            cli.main(base + old)
        err = capsys.readouterr().err
        assert exc.value.code == 2 and err.count("\n") == 1 and meant in err and "--sizes" in err, err
    assert not (tmp_path / "f.json").exists()
    with pytest.raises(SystemExit) as exc:
        cli.main(base)
    assert exc.value.code == 2 and "--k (how many bet sizes, 1 to 256) is required" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        cli.main(["--hands", "3", "--k", "300", "--limits", "1", "2", "--json", str(tmp_path / "f.json")])
    assert exc.value.code == 2 and "--k must be an integer in [1, 256]; got 300" in capsys.readouterr().err
    assert cli.main(base + ["--k", "3"]) == 0
    assert json.loads((tmp_path / "f.json").read_text())["game"]["sizes"] == ["1/2", "5/4", "2"]


def test_decimal_limits_are_the_decimals_they_print():
    assert cli.decimal("0.1", "L") == Fraction(1, 10) != Fraction(0.1)
    assert cli.decimal("1/10", "L") == cli.decimal("1e-1", "L") == Fraction(1, 10)


def test_a_misread_support_still_bounds_the_value_exactly(monkeypatch):
    """If the exact re-solve fails (here: every action read as tied), the floats' rationals are kept and
    certified as exact bounds on the value."""
    monkeypatch.setattr(exact, "TIE_TOLS", (10.0,))
    monkeypatch.setattr(exact, "TIE_ABS", float("inf"))
    game = testbed.build(Fraction(1, 3), 2, hands=10, k=3)
    try:  # the rounded profile may be certified; if not, the solve raises with it (lcp.core's rule)
        sol = exact.solve(game)
    except CertificationError as err:
        sol = err.attempt
    assert sol.method == "rounded"
    assert sol.certificate.caller_best <= game.solve().value <= sol.certificate.bettor_best


def test_a_tolerance_that_misreads_ties_is_followed_by_a_tighter_one(monkeypatch):
    """Ties read within 10 n first (every action tied: no certificate), then within the default: certified."""
    monkeypatch.setattr(exact, "TIE_TOLS", (10.0, exact.TIE_TOL))
    monkeypatch.setattr(exact, "TIE_ABS", float("inf"))
    game = testbed.build(Fraction(1, 3), 2, hands=10, k=3)
    lines = []
    sol = exact.solve(game, progress=lines.append)
    assert sum("certificate" in line for line in lines) == 2
    assert sol.certified and sol.method == "support" and sol.value == game.solve().value


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_a_coarse_equilibrium_mapped_to_a_finer_grid_needs_few_rounds(monkeypatch, deal):
    """The coarse grid's shape (value bets on the same quantiles, bluffs re-dealt in blocks, its nearly
    indifferent bets) mapped to a grid four times finer: at most two rounds of column generation per level
    (one to find a few violators, one to confirm none is left), and the same value as the direct LP."""
    monkeypatch.setattr(structured, "DIRECT_HANDS", 20)
    game = cli.build(Fraction(1, 10), 2, 160, 8, "uniform", deal)
    lines = []
    fl = structured.solve_float(game, progress=lines.append)
    rounds = [int(line.split("round ")[1].split(",")[0]) for line in lines]
    assert max(rounds) <= 2, lines
    monkeypatch.setattr(structured, "DIRECT_HANDS", 200)
    assert fl.value == pytest.approx(structured.solve_float(game).value, abs=1e-9)


def test_huge_limits_are_refused_before_any_integer_is_built(tmp_path, capsys):
    """--limits 1e-1000000 2 built a million-digit integer and failed writing (issue 57): now one line, at once."""
    import time

    for limit in ("1e-1000000", "1e-100000000", "1" * 5000):
        start = time.perf_counter()
        with pytest.raises(SystemExit) as exc:
            cli.main(["--hands", "3", "--k", "2", "--limits", limit, "2", "--json", str(tmp_path / "f.json")])
        err = capsys.readouterr().err
        assert exc.value.code == 2 and err.count("\n") == 1 and "1e-100" in err, err
        assert time.perf_counter() - start < 1
    assert not list(tmp_path.iterdir())


def test_the_checker_tells_a_damaged_file_from_a_wrong_profile(tmp_path, capsys):
    """Exit 2 and one line naming the file and the field for a damaged file; 1 stays the verdict 'NOT'."""
    cases = {
        "list.json": "[1]",
        "empty.json": "",
        "deep.json": "[" * 100_000,
        "nan.json": '{"value": "nan"}',
        "zero.json": '{"value": "1/0"}',
        "field.json": '{"value": "1/3", "game": {"hands": "3"}}',
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        assert check_solution.main([str(tmp_path / name)]) == 2, name
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and name in err, err
    assert "game.hands" in err
