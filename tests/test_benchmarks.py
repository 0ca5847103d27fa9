"""The benchmark scripts still run (their timings are reported, never asserted)."""

import runpy

from _notebooks import ROOT


def test_value_grid_benchmark_runs(capsys):
    runpy.run_path(str(ROOT / "benchmarks" / "value_grid.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "closed form, vectorised: 1,000,000 points" in out
    rows = [line for line in out.splitlines() if line.strip().startswith("(") and " ms " in line]
    assert len(rows) == 5  # one row per (L, U) point, each with its ratio and the grid-sum error
    for row in rows:
        ratio, error = (float(v) for v in row.split(" ms ")[1].split()[:2])
        assert ratio > 0 and abs(error) < 1e-2  # reported, not judged: timings vary by machine
