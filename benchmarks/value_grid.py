"""Benchmark: the game value V(L, U) on a 1000 x 1000 grid of limits, closed form vs the paper's grid sum.

The paper's own code evaluates the value at one (L, U) by averaging the equilibrium payoff over a
1001 x 1001 grid of hand pairs. This script times, in one run,

* the derived closed form, vectorised (``lcp.continuous.limit.value``), on a 1000 x 1000 grid of (L, U);
* the grid sum (``lcp.continuous.payoff.grid_value(limit.solve(L, U), 1001)``) at a few points,

and reports the time per (L, U) point of each, their ratio, and the grid sum's error against the exact
value (``lcp.continuous.limit.exact_fractions``). Run: ``.venv/bin/python benchmarks/value_grid.py
[--out benchmarks/value_grid.md [--force]]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

import numpy as np

from lcp.continuous import limit, payoff

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # benchmarks/report.py, beside this script

POINTS = [(0.0, 10.0), (0.1, 2.0), (0.5, 1.5), (1.0, 1.0), (0.01, 100.0)]


def best_of(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    report.add_options(parser)
    args = parser.parse_args()
    out = report.open_out("value_grid.py", args.out, args.force)
    with report.record("value_grid.py", out, sys.argv[1:]):
        run()


def run() -> None:
    grid = np.geomspace(1e-3, 1e3, 1000)
    Lg, Ug = np.meshgrid(grid, grid)
    Lg = np.minimum(Lg, Ug)  # the domain L <= U
    limit.solve(0.1, 2.0)  # derive once (cached) before timing
    t_closed = best_of(lambda: limit.value(Lg, Ug)) / Lg.size
    values = limit.value(Lg, Ug)
    worst = 0.0
    for L_, U_ in zip(Lg.flat[::9973], Ug.flat[::9973]):
        exact = float(limit.exact_fractions(L_, U_)["value"])
        worst = max(worst, abs(limit.value(L_, U_) - exact) / exact)
    print(f"machine: {platform.machine()}, numpy {np.__version__}")
    print(
        f"closed form, vectorised: {Lg.size:,} points in {t_closed * Lg.size * 1e3:.1f} ms "
        f"= {t_closed * 1e9:.0f} ns/point; max relative error on a sample {worst:.1e}; "
        f"V in [{np.nanmin(values):.2e}, {np.nanmax(values):.5f}]"
    )
    print(f"{'(L, U)':>14} {'grid-sum time':>14} {'ratio':>12} {'grid-sum error':>15} {'relative':>10}")
    for L_, U_ in POINTS:
        eq = limit.solve(L_, U_)
        t_grid = best_of(lambda eq=eq: payoff.grid_value(eq, 1001), repeat=2)
        exact = float(limit.exact_fractions(L_, U_)["value"])
        err = payoff.grid_value(eq, 1001) - exact
        print(
            f"{f'({L_:g}, {U_:g})':>14} {t_grid * 1e3:11.1f} ms {t_grid / t_closed:12.3g} {err:+15.2e} {err / exact:+10.1e}"
        )


if __name__ == "__main__":
    main()
