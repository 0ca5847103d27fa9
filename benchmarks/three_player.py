"""Benchmark: three-player poker with n cards, solved and certified exactly, and how the time grows with n.

The paper's nonlinear programme stops at n = 65. ``lcp.finite.three_player.finite`` scans the callers' calling
cut outward from the continuous solution, derives Player I's best reply and the mixing exactly at each cut
and certifies the first equilibrium for all three players (prefix sums, O(n) exact work per cut). This
script times it for growing n (bet 2), next to the exact but direct O(n^3) sum over deals that checks one
profile (here the payoff of the found profile), fits the growth exponent of our time, and times the
exhaustive ``equilibria`` (all n + 1 cuts) for a few decks. At a huge bet Player I's best reply changes at
about n values of the callers' probability; the last table compares the screen that skips most of them
with examining every one exactly.
Run: ``.venv/bin/python benchmarks/three_player.py [--quick] [--out benchmarks/three_player.md [--force]]``.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import platform
import sys
import time
from fractions import Fraction

import numpy as np

from lcp.finite import three_player

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # benchmarks/report.py, beside this script


def brute_value(eq) -> Fraction:
    """Player I's value of a profile by summing over all n(n-1)(n-2) deals (the direct way)."""
    n, b, p, q = eq.n, eq.b, eq.bet, eq.call
    total = Fraction(0)
    for i, j, k in itertools.permutations(range(1, n + 1), 3):
        total += (1 - p[i - 1]) * (2 if i > max(j, k) else -1)
        for c2, c3 in itertools.product((0, 1), repeat=2):
            w = p[i - 1] * (q[j - 1] if c2 else 1 - q[j - 1]) * (q[k - 1] if c3 else 1 - q[k - 1])
            if w:
                live = [i] + ([j] if c2 else []) + ([k] if c3 else [])
                total += w * ((2 + b * (len(live) - 1)) if i == max(live) else -(1 + b))
    return total / (n * (n - 1) * (n - 2))


def direct_sequential_gain(eq) -> Fraction:
    """Player III's gain from seeing II's action, by the direct O(n^3) sum over deals (the first version of
    ``three_player.sequential_gain``, kept here as the reference)."""
    n, b = eq.n, eq.b
    p, q = [Fraction(x) for x in eq.bet], [Fraction(x) for x in eq.call]
    best = current = Fraction(0)
    for k in range(1, n + 1):
        for seen in ("call", "fold"):
            pay = {"call": Fraction(0), "fold": Fraction(0)}
            for i in range(1, n + 1):
                for j in range(1, n + 1):
                    if len({i, j, k}) < 3:
                        continue
                    w = p[i - 1] * (q[j - 1] if seen == "call" else 1 - q[j - 1])
                    pay["fold"] -= w
                    if seen == "call":
                        pay["call"] += w * ((2 * b + 2) if k > max(i, j) else -(b + 1))
                    else:
                        pay["call"] += w * ((b + 2) if k > i else -(b + 1))
            best += max(pay.values())
            current += q[k - 1] * pay["call"] + (1 - q[k - 1]) * pay["fold"]
    return (best - current) / (n * (n - 1) * (n - 2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small decks (the smoke test)")
    report.add_options(parser)
    args = parser.parse_args()
    out = report.open_out("three_player.py", args.out, args.force)
    with report.record("three_player.py", out, sys.argv[1:]):
        run(args)


def run(args) -> None:
    print(f"machine: {platform.machine()}, python {platform.python_version()}")
    sizes = [20, 40, 80] if args.quick else [65, 125, 250, 500, 1000]
    brute_up_to = 40 if args.quick else 65
    print("n | solve + exact certificate (ours) | direct O(n^3) value of the same profile | ratio | value of I")
    times = []
    for n in sizes:
        start = time.perf_counter()
        eq = three_player.finite(n, 2)
        t = time.perf_counter() - start
        times.append(t)
        if n <= brute_up_to:
            start = time.perf_counter()
            assert brute_value(eq) == eq.value
            t_brute = time.perf_counter() - start
            extra = f"{t_brute * 1e3:10.1f} ms  ratio {t_brute / t:7.3g}"
        else:
            extra = f"{'-':>13s}  ratio {'-':>7s}"
        print(f"  n = {n:5d}  {t * 1e3:10.1f} ms  {extra}  value {float(eq.value):.12f}")
    slope = np.polyfit(np.log(sizes), np.log(times), 1)[0]
    print(f"time grows like n^{slope:.2f} over n = {sizes[0]}..{sizes[-1]}")
    assert math.isfinite(slope)
    print("all symmetric equilibria with threshold callers (every calling cut), bet 2:")
    for n in [20, 40] if args.quick else [65, 150, 300]:
        start = time.perf_counter()
        found = three_player.equilibria(n, 2)
        t_all = time.perf_counter() - start
        start = time.perf_counter()
        three_player.finite(n, 2)
        t_one = time.perf_counter() - start
        print(
            f"  n = {n:4d}  all: {t_all * 1e3:8.1f} ms  first (finite): {t_one * 1e3:7.1f} ms  "
            f"ratio {t_all / t_one:5.3g}  unique: {found.unique}"
        )
    b = 10**6
    print(f"bet {b}: the equilibrium's calling cut, every breakpoint examined exactly vs screened first:")
    for n in [30, 60] if args.quick else [100, 200, 400]:
        eq = three_player.finite(n, b)
        c = sum(1 for x in eq.call if x == 1)
        start = time.perf_counter()
        screened = list(three_player.pieces_at_cut(n, b, c))
        t_screen = time.perf_counter() - start
        start = time.perf_counter()
        everything = list(three_player.pieces_at_cut(n, b, c, screen=False))
        t_all = time.perf_counter() - start
        assert screened == everything
        print(
            f"  n = {n:4d}  all: {t_all * 1e3:8.1f} ms  screened: {t_screen * 1e3:7.1f} ms  "
            f"ratio {t_all / t_screen:6.3g}  value {eq.value}"
        )
    print("Player III's gain from seeing II's action (sequential_gain), bet 2: direct O(n^3) sum vs running sums:")
    for n in [20, 40] if args.quick else [60, 120, 240]:
        eq = three_player.finite(n, 2)
        start = time.perf_counter()
        direct = direct_sequential_gain(eq)
        t_direct = time.perf_counter() - start
        start = time.perf_counter()
        ours = three_player.sequential_gain(eq)
        t_ours = time.perf_counter() - start
        assert ours == direct
        print(
            f"  n = {n:4d}  direct: {t_direct * 1e3:9.1f} ms  ours: {t_ours * 1e3:7.1f} ms  "
            f"ratio {t_direct / t_ours:7.3g}  gain {float(ours):.6f}"
        )


if __name__ == "__main__":
    main()
