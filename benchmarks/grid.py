"""Benchmark: the grid game solved by the structured LP (running sums, lcp.grid) against the generic ones.

In one run, on the grid game with limits [1/10, 2] and uniform menus (pot 1, ante 1/2 each):

* ``structured exact``: :func:`lcp.grid.exact.solve` (float LP over the hands near a coarser grid's
  boundaries, :mod:`lcp.grid.window`, priced against the whole game; exact re-solve on the support;
  certificate by integer running sums); ``certified`` says both exact best responses equal the value.
* ``column generation (floats)``: :func:`lcp.grid.structured.solve_float`, the float LP over every hand
  (running sums, supports from a coarser grid widened by the actions that pay), the route the exact solve
  took before :mod:`lcp.grid.window`.
* ``generic LP``: :func:`lcp.grid.structured.solve_generic`, the same sequence-form LP written over the
  deals (n^2 k nonzeros), HiGHS with the same options, floats only; run in a child process that is
  stopped at the time budget (HiGHS's own time limit does not stop its factorisation).
* ``extensive``: :meth:`lcp.testbed.TestbedGame.solve`, the companion's generic exact sequence-form
  solver, where its size limit allows.
* ``window floats``: :func:`lcp.grid.window.solve_float` alone, at n = 100,000.
* ``--part million``: the exact solve at 10^6 x 64 and 10^5 x 256, and at 10^5 x 64 three routes in one run:
  the exact re-solve as it was at ``--before`` (its ``lcp/grid/exact.py`` read from git, the caller's rows
  built in Fractions), and today's with its default backend (pure-Python Fractions) and, where python-flint is
  installed, with python-flint; the 10^6 and 10^5 x 256 rows use the default backend.
  Every profile is certified again by :func:`lcp.grid.exact.certify` outside the timing, and (below 10^6
  hands) by ``tools/check_solution.py``, which imports nothing from lcp: both best responses and the value
  must be equal; the routes' values at 10^5 x 64 must be equal exactly.

Each row gives the seconds and the ratio to the structured exact solve of the same game; the table is
written to ``benchmarks/grid.md`` (``--out``) with the machine and its load average. Timings depend on
the machine and on what else runs on it. Run: ``.venv/bin/python benchmarks/grid.py [--budget S] [--quick]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import multiprocessing
import os
import platform
import resource
import subprocess
import sys
import time
from fractions import Fraction

from lcp import testbed
from lcp.grid import exact, structured, window
from lcp.testbed import cli

LIMITS = (Fraction(1, 10), Fraction(2))


def game(n: int, k: int, deal: str = "buckets"):
    return cli.build(*LIMITS, n, k, "uniform", deal)


CPU: dict = {}


def timed(fn):
    """``(result, wall seconds)``; the process's CPU seconds (all threads) of the call go to ``CPU["last"]``."""
    start, cpu = time.perf_counter(), time.process_time()
    out = fn()
    CPU["last"] = time.process_time() - cpu
    return out, time.perf_counter() - start


def cpu() -> str:
    return f"{CPU['last']:.2f}"


def _generic_child(n, k, budget, queue):
    fl = structured.solve_generic(game(n, k), {"method": "highs-ipm", "time_limit": budget})
    queue.put(fl.value)


def generic(n: int, k: int, budget: float) -> tuple:
    """``(value or None, wall s, CPU s)`` of the generic LP in a child process stopped after ``budget`` s."""
    queue: multiprocessing.Queue = multiprocessing.Queue()
    child = multiprocessing.get_context("fork").Process(target=_generic_child, args=(n, k, budget, queue))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child.start()
    child.join(budget)
    if child.is_alive():
        child.kill()
        child.join()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return (queue.get() if not queue.empty() else None), wall, used


def exact_before(commit: str):
    """``lcp/grid/exact.py`` as it was at ``commit`` (read from git), as a module of the package lcp.grid."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    source = subprocess.run(
        ["git", "show", f"{commit}:lcp/grid/exact.py"], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    spec = importlib.util.spec_from_loader("lcp.grid._exact_before", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "lcp.grid"
    sys.modules[spec.name] = module
    exec(compile(source, f"{commit}:lcp/grid/exact.py", "exec"), module.__dict__)
    return module


def _outside(g, profile) -> tuple:
    """``(bettor's best, value, caller's best)`` of ``profile`` by tools/check_solution.py (no code of lcp)."""
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from tools import check_solution

    # its bound on the digits of a number guards a file read from anywhere; these numbers are the solve's own
    # (at 10^5 x 256 a probability has up to about 1,050 characters)
    check_solution.MAX_DIGITS = max(check_solution.MAX_DIGITS, 100_000)
    bettor, caller = profile.strings()
    data = {
        "game": {"hands": g.hands, "deal": g.deal, "sizes": [str(Fraction(s)) for s in g.sizes]},
        "bettor": {"probabilities": bettor},
        "caller": {"call_probabilities": [list(col) for col in zip(*caller)]},
    }
    return check_solution.best_responses(data)


def million(rows, before: str, quick: bool, which: str) -> None:
    """The rows of ``--part million`` (module docstring); ``quick``: a tenth and a hundredth of the hands;
    ``which``: ``all``, or ``ratio`` (the three routes at 10^5 x 64), ``top`` (10^6 x 64), ``wide`` (10^5 x 256)
    alone, for separate processes."""
    old = exact_before(before)
    values = {}
    base, top = (1_000, 10_000) if quick else (100_000, 1_000_000)
    # the default backend (pure-Python Fractions) everywhere; python-flint's route too at 10^5 x 64 where it is
    # installed (it is in no lock: lcp.grid._linsolve)
    flint = [(base, 64, "flint")] if importlib.util.find_spec("flint") is not None else []
    if not flint:
        print("    python-flint is not installed: its route is left out", flush=True)
    plan = {
        "ratio": [(base, 64, "before"), (base, 64, "fractions"), *flint],
        "top": [(top, 64, "fractions")],
        "wide": [(base, 256, "fractions")],
    }
    for n, k, route in [r for name, part in plan.items() if which in ("all", name) for r in part]:
        g = game(n, k)
        if route == "before":
            sol, t = timed(lambda g=g: old.solve(g))
        else:
            sol, t = timed(lambda g=g, route=route: exact.solve(g, backend=route))
        c = CPU["last"]
        profile = exact.IntegerProfile(
            sol.profile.bettor, sol.profile.bettor_den, sol.profile.caller, sol.profile.caller_den
        )
        again = exact.certify(g, profile)
        assert again.is_equilibrium == sol.certified and again.value == sol.value
        if n * k <= base * 256:  # the outside check (no code of lcp), outside the timing; at 10^6 x 64 its
            # 6.4 x 10^7 fraction strings would take several GB
            outside = _outside(g, profile)
            assert outside == (again.bettor_best, again.value, again.caller_best), (outside, again)
            print("    tools/check_solution.py's best responses and value: equal", flush=True)
        if n == base and k == 64:
            values[route] = sol.value
            ratio = f"{c / CPU['before']:.2f}" if route != "before" else "1"
            CPU.setdefault("before", c)
        else:
            ratio = "-"
        name = {"before": f"exact at {before} (Fractions)", "fractions": "exact, Fractions", "flint": "exact, flint"}
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        row(
            rows,
            n,
            k,
            "buckets",
            name[route],
            again.is_equilibrium,
            f"{float(sol.value):.12f}",
            f"{t:.2f}",
            f"{c:.2f}",
            ratio,
        )
        print(
            "    stages (wall s):",
            {a: round(b, 2) for a, b in sol.seconds.items()},
            f"peak RSS {rss:.0f} MB",
            flush=True,
        )
    assert len(set(values.values())) <= 1, values


def row(rows, *cells):
    rows.append("| " + " | ".join(str(c) for c in cells) + " |")
    print(rows[-1], flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=300.0, help="seconds the generic LP may take per game")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument(
        "--generic-up-to",
        type=int,
        default=1000,
        help="largest n at which the generic LP runs (stopped at --budget: at n = 1,000 it took about 40 min "
        "wall and 3.7 GB when left to run, measured at b428ccb)",
    )
    parser.add_argument("--deck", action="store_true", help="also the n = 10,000, k = 64 deck row")
    parser.add_argument(
        "--part",
        choices=("all", "big", "ladder", "floats", "million"),
        default="all",
        help="one part of the table only (million: not in all)",
    )
    parser.add_argument(
        "--million", choices=("all", "ratio", "top", "wide"), default="all", help="rows of --part million"
    )
    parser.add_argument("--before", default="089ef25", help="the commit whose exact solve --part million compares")
    parser.add_argument("--out", default=None, help="Markdown table (default benchmarks/grid.md; none with --quick)")
    args = parser.parse_args()
    out = args.out or (None if args.quick else os.path.join(os.path.dirname(__file__), "grid.md"))
    if out is not None and not os.path.isdir(os.path.dirname(os.path.abspath(out))):
        raise SystemExit(f"--out {out!r}: the folder does not exist")
    load = " ".join(f"{v:.1f}" for v in os.getloadavg())
    rows = [
        "| n | k | deal | solver | certified | value (float) | wall s | CPU s | ratio (CPU) to structured exact |",
        "| ---: | ---: | --- | --- | --- | --- | ---: | ---: | ---: |",
    ]
    print("\n".join(rows))

    def exact_row(n, k, deal):
        g = game(n, k, deal)
        sol, t = timed(lambda: exact.solve(g))
        c = CPU["last"]
        row(
            rows, n, k, deal, "structured exact", sol.certified, f"{float(sol.value):.12f}", f"{t:.2f}", f"{c:.2f}", "1"
        )
        print("    stages (wall s):", {a: round(b, 2) for a, b in sol.seconds.items()}, flush=True)
        return g, sol, c

    part = {"all": {"big", "ladder", "floats"}}.get(args.part, {args.part})
    if "million" in part:
        million(rows, args.before, args.quick, args.million)
    big = (
        [(100, 16, "deck")]
        if args.quick
        else [(2000, 64, "buckets"), (10_000, 64, "buckets"), (100_000, 64, "buckets")]
    )
    for n, k, deal in big if "big" in part else []:
        g, sol, ours = exact_row(n, k, deal)
        if n <= (300 if args.quick else 2000):
            fl, t = timed(lambda g=g: structured.solve_float(g))
            assert abs(fl.value - float(sol.value)) < 1e-9
            cells = (f"{fl.value:.12f}", f"{t:.2f}", cpu(), f"{CPU['last'] / ours:.1f}")
            row(rows, n, k, deal, "column generation (floats)", "-", *cells)
    for n, k in ([(30, 8)] if args.quick else [(50, 32), (200, 32), (1000, 32)]) if "ladder" in part else []:
        g, sol, ours = exact_row(n, k, "buckets")
        if n > args.generic_up_to:
            continue
        value, t, used = generic(n, k, args.budget)
        if value is not None:
            assert abs(value - float(sol.value)) < 1e-8
            cells = (f"{value:.12f}", f"{t:.2f}", f"{used:.2f}", f"{used / ours:.0f}")
        else:
            cells = (
                f"not finished: stopped at {args.budget:.0f} s",
                f"> {t:.0f}",
                f"> {used:.0f}",
                f"> {used / ours:.0f}",
            )
        row(rows, n, k, "buckets", "generic LP (floats)", "-", *cells)
        if g.leaf_count <= testbed.MAX_EXACT_LEAVES and n <= 50:
            tb = testbed.build(*LIMITS, hands=n, k=k)
            ref, t = timed(tb.solve)
            assert ref.value == sol.value
            row(
                rows,
                n,
                k,
                "buckets",
                "extensive (generic exact)",
                True,
                f"{float(ref.value):.12f}",
                f"{t:.2f}",
                cpu(),
                f"{CPU['last'] / ours:.0f}",
            )
    if not args.quick and "big" in part and args.deck:
        exact_row(10_000, 64, "deck")
    for n, k in ([(300, 4)] if args.quick else [(100_000, 8), (100_000, 64)]) if "floats" in part else []:
        g = game(n, k)
        fl, t = timed(lambda g=g: window.solve_float(g))
        row(rows, n, k, "buckets", "window floats", "-", f"{fl.value:.12f}", f"{t:.1f}", cpu(), "-")
    if out is not None:
        head = (
            f"Grid game, limits [1/10, 2], uniform menus (benchmarks/grid.py). Machine: {platform.machine()}, "
            f"{os.cpu_count()} cores, load average at the end {' '.join(f'{v:.1f}' for v in os.getloadavg())} "
            f"(at the start {load}): other work shared the cores, so wall seconds overstate; CPU seconds are the process's own (all threads), and the ratios are of CPU seconds.\n\n"
        )
        with open(out, "w", encoding="utf-8") as fh:
            fh.write(head + "\n".join(rows) + "\n")
        print(f"written to {out}")


if __name__ == "__main__":
    main()
