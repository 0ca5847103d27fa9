"""Benchmark: the finite-deck paper's formulations against ours, side by side in one run.

* Von Neumann poker (bet 2): the ``2^n x 2^n`` matrix game LP (the paper's "slow" LP,
  ``finite_deck.matrix_game_value``) against the per-card LPs with the exact certificate
  (``finite_deck.von_neumann``), for growing ``n``; then ours alone up to the time budget.
* Newman poker with ``n = 20`` cards: DJN-I (``n 2^b`` dense constraints, ``finite_deck.djn_value``)
  against the ``O(n b)`` LPs with the exact certificate (``finite_deck.newman``), for growing ``b``; then
  ours alone on ``(n, b) = (200, 50)`` and doubling from there.

Each row reports both times and their ratio; a formulation stops once its next size is predicted to
exceed the budget (default 60 s per solve). Run: ``.venv/bin/python benchmarks/finite_decks.py
[--budget SECONDS] [--quick] [--out benchmarks/finite_decks.md [--force]]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

from lcp.finite import finite_deck
from lcp.finite.finite_deck import equilibrium

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # benchmarks/report.py, beside this script


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start


def von_neumann_rows(budget: float, quick: bool) -> None:
    print("Von Neumann poker, b = 2: n | 2^n x 2^n matrix LP | per-card LPs + exact certificate | ratio")
    n, slow_ok = 4, True
    last_slow = 0.0
    while slow_ok:
        eq, t_ours = timed(lambda n=n: finite_deck.von_neumann(n, 2))
        value, t_slow = timed(lambda n=n: finite_deck.matrix_game_value(n, 2))
        assert abs(value - float(eq.value)) < 1e-8
        print(
            f"  n = {n:5d}  {t_slow * 1e3:10.1f} ms  {t_ours * 1e3:8.1f} ms  ratio {t_slow / t_ours:8.3g}  "
            f"value {eq.value}"
        )
        last_slow = t_slow
        n += 1
        # the matrix has 4x the entries per extra card and the LP grows faster than that
        slow_ok = n <= finite_deck.MAX_MATRIX_LP_CARDS and last_slow * 6 < budget and not (quick and n > 8)
    print(f"  largest n by the matrix game within the budget: {n - 1}")
    sizes = [100, 200] if quick else [1000, 2000, 4000, 8000, 16000]
    for n in sizes:
        eq, t_ours = timed(lambda n=n: finite_deck.von_neumann(n, 2))
        print(f"  n = {n:5d}  {'-':>10s}     {t_ours * 1e3:8.1f} ms  (ours only)  value {float(eq.value):.12f}")
        if t_ours * 2.5 > budget:
            break


def newman_rows(budget: float, quick: bool) -> None:
    n = 10 if quick else 20
    print(f"Newman poker, n = {n}: b | DJN-I (n 2^b rows) | O(nb) LPs + exact certificate | ratio")
    b = 1
    while True:
        eq, t_ours = timed(lambda n=n, b=b: finite_deck.newman(n, b))
        value, t_slow = timed(lambda n=n, b=b: finite_deck.djn_value(n, b))
        assert abs(value - float(eq.value)) < 1e-8
        print(
            f"  b = {b:3d}  {t_slow * 1e3:10.1f} ms  {t_ours * 1e3:8.1f} ms  ratio {t_slow / t_ours:8.3g}  "
            f"value {eq.value}"
        )
        b += 1
        if (
            t_slow * 3 > budget or (quick and b > 5) or finite_deck.djn_entries(n, b) > finite_deck.MAX_DJN_ENTRIES
        ):  # DJN-I doubles its rows per extra size
            break
    print(f"  largest b by DJN-I within the budget (n = {n}): {b - 1}")
    for n, b in [(30, 8), (60, 15)] if quick else [(200, 50), (400, 100), (800, 200)]:
        eq, t_ours = timed(lambda n=n, b=b: finite_deck.newman(n, b))
        print(f"  (n, b) = ({n}, {b})  {t_ours:8.2f} s (ours only, certified)  value {float(eq.value):.12f}")
        if t_ours * 4 > budget:  # the next game has 4x the cells and the work grows faster than that
            break
        if t_ours * 5 > budget:
            break


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=60.0, help="seconds allowed per solve")
    parser.add_argument("--quick", action="store_true", help="small sizes (the smoke test)")
    report.add_options(parser)
    args = parser.parse_args()
    out = report.open_out("finite_decks.py", args.out, args.force)
    with report.record("finite_decks.py", out, sys.argv[1:]):
        run(args)


def run(args) -> None:
    print(f"machine: {platform.machine()}, python {platform.python_version()}, budget {args.budget:g} s")
    # measured beyond the work limit the package enforces by default (it refuses n * sizes >
    # MAX_LP_CELLS at once); a user who wants a larger game raises it the same way
    # (the check reads the constant where it is defined, lcp.finite.finite_deck.equilibrium)
    default = equilibrium.MAX_LP_CELLS
    equilibrium.MAX_LP_CELLS = 10**6
    try:
        von_neumann_rows(args.budget, args.quick)
        newman_rows(args.budget, args.quick)
    finally:
        equilibrium.MAX_LP_CELLS = default


if __name__ == "__main__":
    main()
