"""The O(n k) score of any profile (lcp.testbed.scoring), its file formats (lcp.testbed.formats, the compact
JSON), the ``score`` command, and the outside checker tools/check_solution.py against the package."""

import json
from fractions import Fraction

import jsonschema
import numpy as np
import pytest

from lcp import testbed
from lcp.grid import exact
from lcp.testbed import cli, formats, scoring
from tools import check_solution


def _random_exact(rng, n: int, K: int) -> tuple:
    """A random exact profile: bettor rows of Fractions summing to 1, caller probabilities with zeros and ones."""
    bettor = []
    for _ in range(n):
        w = [int(v) for v in rng.integers(0, 4, K + 1)]
        w[int(rng.integers(K + 1))] += 1
        bettor.append(tuple(Fraction(v, sum(w)) for v in w))
    caller = [tuple(Fraction(int(v), 3) for v in rng.integers(0, 4, K)) for _ in range(n)]
    return tuple(bettor), tuple(caller)


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_score_equals_the_finite_score(deal):
    """The running-sum score in integers equals finite_score's sums in Fractions, on random exact profiles."""
    rng = np.random.default_rng(7)
    game = testbed.build(Fraction(1, 3), 2, hands=6, k=3, deal=deal)
    for _ in range(5):
        profile = testbed.Profile(*_random_exact(rng, 6, 3))
        got, want = testbed.score(game, profile), testbed.finite_score(game, profile)
        assert (got.value, got.gains) == (want.value, (want.bettor_gain, want.caller_gain))
        assert got.exploitability_chips == want.exploitability * testbed.efg.chip_scale(game)


def test_floats_are_read_exactly_or_on_a_grid():
    """A float is the binary rational it is; with grid it is rounded to the nearest multiple of 1/grid; a row
    missing 1 by at most 1e-9 is completed on its largest entry, and by more is refused."""
    game = scoring.Grid(2, (Fraction(1),))
    third = 1 / 3
    s = testbed.score(game, np.array([[0.75, 0.25], [0.0, 1.0]]), np.array([[third], [1.0]]))
    p = exact.IntegerProfile.from_fractions([[Fraction(3, 4), Fraction(1, 4)], [0, 1]], [[Fraction(third)], [1]])
    assert s.certificate == exact.certify(game, p) and s.reading.adjusted_rows == 0
    g = testbed.score(game, np.array([[0.7, 0.3], [0.0, 1.0]]), np.array([[third], [1.0]]), grid=10)
    rounded = exact.IntegerProfile.from_fractions(
        [[Fraction(7, 10), Fraction(3, 10)], [0, 1]], [[Fraction(3, 10)], [1]]
    )
    assert g.certificate == exact.certify(game, rounded)
    near = testbed.score(game, [[0.5, 0.5 + 2e-10], [0, 1]], [[0], [1]])
    assert near.reading.adjusted_rows == 1 and 1e-10 < near.reading.largest_adjustment < 3e-10
    with pytest.raises(ValueError, match="bettor row 0 sums to"):
        testbed.score(game, [[0.5, 0.5 + 1e-8], [0, 1]], [[0], [1]])


def _solved(tmp_path, fmt: str, deal: str = "buckets"):
    out = tmp_path / f"{fmt}-{deal}.json"
    args = ["--hands", "40", "--k", "3", "--limits", "1/10", "2", "--deal", deal, "--json", str(out), "--quiet"]
    assert cli.main([*args, "--format", fmt]) == 0
    return out, json.loads(out.read_text())


def test_compact_format_round_trip(tmp_path):
    """The compact file follows its schema, expands to the full file exactly, and scores the same."""
    full_path, full = _solved(tmp_path, "full")
    compact_path, compact = _solved(tmp_path, "compact")
    jsonschema.validate(compact, json.loads(formats.compact_schema_path().read_text()))
    strip = lambda d: {k: v for k, v in d.items() if k not in ("seconds", "software")}  # noqa: E731
    assert strip(formats.expand(compact)) == strip(full) and strip(formats.compact(full)) == strip(compact)
    runs = sum(len(r) for r in compact["caller"]["call_runs"]) + len(compact["bettor"]["runs"])
    assert runs < 40 * 3 and compact_path.stat().st_size < full_path.stat().st_size
    a, b = scoring.load(full_path), scoring.load(compact_path)
    assert a[1].bettor.tolist() == b[1].bettor.tolist() and a[3] == b[3]
    assert a[3]["value"] == exact.certify(a[0], a[1]).value == Fraction(full["value"])


def test_score_command(tmp_path, capsys):
    """The command reads the compact JSON, CSV and .npz; exit 1 when the file's stated value is not the
    profile's, 2 (naming the option or the problem) for a bad argument or file."""
    path, data = _solved(tmp_path, "compact", "deck")
    assert scoring.main([str(path)]) == 0
    assert "an exact equilibrium: yes" in capsys.readouterr().out
    game, profile, _, _ = scoring.load(path)
    csv_path = tmp_path / "p.csv"
    csv_path.write_text(formats.to_csv(profile, game.sizes))
    npz = tmp_path / "p.npz"
    bettor = (profile.bettor / profile.bettor_den).astype(float)
    np.savez(npz, bettor=bettor, caller=(profile.caller / profile.caller_den).astype(float))
    assert scoring.main([str(csv_path), "--deal", "deck"]) == 0
    assert "an exact equilibrium: yes" in capsys.readouterr().out
    assert scoring.main([str(npz), "--deal", "deck", "--sizes", ",".join(data["game"]["sizes"])]) == 0
    by_sizes = capsys.readouterr().out
    assert "read exactly" in by_sizes
    by_count = [str(npz), "--deal", "deck", "--k", "3", "--limits", "1/10", "2"]  # the same menu, by its count
    assert scoring.main(by_count) == 0
    assert capsys.readouterr().out.splitlines()[:-1] == by_sizes.splitlines()[:-1]  # all but the seconds
    data["value"] = "1/7"
    path.write_text(json.dumps(data))
    assert scoring.main([str(path)]) == 1
    assert "value: DIFFERS" in capsys.readouterr().out
    for argv, word in (
        ([str(path), "--grid", "1"], "--grid"),
        ([str(npz)], "--sizes"),
        ([str(tmp_path)], "FILE"),
        ([str(npz), "--sizes", "3"], "a number of sizes is --k (--k 3)"),  # a count given as --sizes
        ([str(npz), "--k", "3"], "--k K (a number of sizes) needs --limits"),
        ([str(npz), "--k", "3", "--sizes", "1,2,3", "--limits", "1", "3"], "--k (how many sizes) or --sizes"),
    ):
        with pytest.raises(SystemExit) as exc:
            scoring.main(argv)
        err = capsys.readouterr().err
        assert exc.value.code == 2 and word in err and err.count("\n") == 1, err


def test_continuous_score_through_the_command(capsys, tmp_path):
    """--continuous nearest gives continuous_score's exploitability; pseudo-harmonic its bounds."""
    game = testbed.build(Fraction(1, 2), 2, hands=4, k=2)
    sol = game.solve()
    p = exact.IntegerProfile.from_fractions(sol.profile.bettor, sol.profile.caller)
    want = testbed.continuous_score(game, sol.profile).exploitability
    assert scoring.continuous(game, p).exploitability == want
    path = tmp_path / "p.csv"
    path.write_text(formats.to_csv(p, game.sizes))
    assert scoring.main([str(path), "--limits", "1/2", "2", "--continuous", "nearest"]) == 0
    assert f"exploitability {float(want):.6g} pot" in capsys.readouterr().out


def test_continuous_help_names_the_limit_it_enforces(capsys, monkeypatch):
    """--continuous's help says the hands limit the command enforces (lcp.testbed.game.MAX_HANDS), not a copy."""
    monkeypatch.setattr("lcp.testbed.game.MAX_HANDS", 1234)
    with pytest.raises(SystemExit):
        scoring.main(["--help"])
    assert "(up to 1,234 hands)" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("deal", ["buckets", "deck"])
def test_outside_checker_agrees_with_the_package(deal):
    """tools/check_solution.py's running sums (no lcp code) give the package's certificate exactly, on random
    profiles, in the full and the compact layout."""
    rng = np.random.default_rng(11)
    game = cli.build(Fraction(1, 4), 3, 7, 3, "uniform", deal)
    for _ in range(4):
        p = exact.IntegerProfile.from_fractions(*_random_exact(rng, 7, 3))
        cert = exact.certify(game, p)
        sol = exact.GridSolution(cert.value, p, cert, 0.0, {})
        full = cli.to_json(game, sol)
        assert check_solution.best_responses(full) == (cert.bettor_best, cert.value, cert.caller_best)
        assert check_solution.best_responses(cli.to_compact(game, sol)) == (
            cert.bettor_best,
            cert.value,
            cert.caller_best,
        )


def test_solve_refuses_limits_it_cannot_certify(tmp_path, capsys):
    """L below cli.CERTIFIED_L is refused up front naming --limits and the range; with --allow-uncertified the
    answer is labelled NOT certified with its gap (exit 1); messages name the options, not the parameters."""
    args = ["--hands", "100", "--k", "8", "--limits", "1e-6", "2", "--json", str(tmp_path / "t.json"), "--quiet"]
    with pytest.raises(SystemExit) as exc:
        cli.main(args)
    assert exc.value.code == 2 and f"--limits L = 1e-06 is below {float(cli.CERTIFIED_L):g}" in capsys.readouterr().err
    assert cli.main([*args, "--allow-uncertified"]) == 1
    err = capsys.readouterr().err
    assert "NOT certified" in err and "the profile's, not the game's" in err
    with pytest.raises(SystemExit):
        cli.main(["--hands", "10", "--k", "300", "--limits", "1", "2", "--json", str(tmp_path / "u.json")])
    assert "--k must be an integer in [1, 256]" in capsys.readouterr().err
