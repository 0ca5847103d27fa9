"""The benchmark scripts still run (their timings are reported, never asserted)."""

import runpy

import pytest

from _notebooks import ROOT

pytestmark = pytest.mark.slow


def test_value_grid_benchmark_runs(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["value_grid.py"])
    runpy.run_path(str(ROOT / "benchmarks" / "value_grid.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "closed form, vectorised: 1,000,000 points" in out
    rows = [line for line in out.splitlines() if line.strip().startswith("(") and " ms " in line]
    assert len(rows) == 5  # one row per (L, U) point, each with its ratio and the grid-sum error
    for row in rows:
        ratio, error = (float(v) for v in row.split(" ms ")[1].split()[:2])
        assert ratio > 0 and abs(error) < 1e-2  # reported, not judged: timings vary by machine


def test_finite_decks_benchmark_runs(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["finite_decks.py", "--quick"])
    runpy.run_path(str(ROOT / "benchmarks" / "finite_decks.py"), run_name="__main__")
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if " ratio " in line]
    assert any(r.lstrip().startswith("n =") for r in rows) and any(r.lstrip().startswith("b =") for r in rows)
    for row in rows:
        assert float(row.split(" ratio ")[1].split()[0]) > 0  # reported, not judged
    assert "largest n by the matrix game" in out and "largest b by DJN-I" in out


def test_three_player_benchmark_runs(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["three_player.py", "--quick"])
    runpy.run_path(str(ROOT / "benchmarks" / "three_player.py"), run_name="__main__")
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.lstrip().startswith("n =")]
    sequential = [r for r in rows if " direct: " in r]  # sequential_gain: the O(n^3) sum vs running sums
    finite = [r for r in rows if " all: " not in r and r not in sequential]
    every = [r for r in rows if " first (finite): " in r]
    screened = [r for r in rows if " screened: " in r]
    assert len(finite) == 3 and len(every) == 2 and len(screened) == 2 and "time grows like n^" in out
    assert sequential and all(float(r.split(" ratio ")[1].split()[0]) > 0 for r in sequential)
    for row in every:  # the full survey of a deck is timed against the first equilibrium found
        assert float(row.split(" ratio ")[1].split()[0]) > 0 and row.endswith(("True", "False"))
    for row in screened:  # a huge bet: every breakpoint examined vs the screen, same pieces (asserted inside)
        assert float(row.split(" ratio ")[1].split()[0]) > 0 and row.endswith("value 0")


def test_library_benchmark_runs(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["library.py", "--quick"])
    runpy.run_path(str(ROOT / "benchmarks" / "library.py"), run_name="__main__")
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if ", ratio " in line]
    assert [r.split(" ")[0] for r in rows] == ["cold", "warm", "vectorised"]
    for row in rows:
        assert float(row.rsplit("ratio ", 1)[1]) > 0  # reported, not judged


def test_explorer_benchmark_runs(capsys, monkeypatch):
    from _browser import require_browser

    require_browser()
    monkeypatch.setattr("sys.argv", ["explorer.py", "--quick"])
    runpy.run_path(str(ROOT / "benchmarks" / "explorer.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "explorer redraw per slider move: page " in out
    assert float(out.split(" ratio ")[1].split()[0]) > 0  # reported, not judged


def test_rational_benchmark_runs(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["rational.py", "--quick"])
    runpy.run_path(str(ROOT / "benchmarks" / "rational.py"), run_name="__main__")
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if " ratio " in line]
    assert rows[-1].startswith("all:") and all(float(r.split(" ratio ")[1]) > 0 for r in rows)  # reported, not judged


def test_benchmark_out_writes_its_own_file_and_keeps_a_foreign_one(capsys, monkeypatch, tmp_path):
    out, theirs = tmp_path / "finite_decks.md", tmp_path / "notes.md"
    theirs.write_text("my notes\n")
    for target in (out, out):  # the second run overwrites the file the first one wrote
        monkeypatch.setattr("sys.argv", ["finite_decks.py", "--quick", "--out", str(target)])
        runpy.run_path(str(ROOT / "benchmarks" / "finite_decks.py"), run_name="__main__")
    text = out.read_text()
    assert text.startswith("<!-- lcp benchmark: benchmarks/finite_decks.py -->") and "CPU seconds" in text
    assert "largest n by the matrix game" in text and "Python 3." in text and "numpy " in text
    monkeypatch.setattr("sys.argv", ["finite_decks.py", "--quick", "--out", str(theirs)])
    with pytest.raises(SystemExit) as stop:
        runpy.run_path(str(ROOT / "benchmarks" / "finite_decks.py"), run_name="__main__")
    assert stop.value.code == 2 and theirs.read_text() == "my notes\n"
    assert "was not written by this command" in capsys.readouterr().err
