"""Benchmark: three-player poker with n cards, solved and certified exactly, and how the time grows with n.

The paper's nonlinear programme stops at n = 65. ``lcp.three_player.finite`` screens cut structures
near the continuous solution in floats, re-solves the chosen one in rationals and certifies it for all
three players (prefix sums, O(n) exact work per structure). This script times it for growing n (bet 2),
next to the exact but direct O(n^3) sum over deals that checks one profile (``sequential_gain``-style
brute force, here the payoff of the found profile), and fits the growth exponent of our time.
Run: ``.venv/bin/python benchmarks/three_player.py [--quick]``.
"""

from __future__ import annotations

import argparse
import itertools
import math
import platform
import time
from fractions import Fraction

import numpy as np

from lcp import three_player


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small decks (the smoke test)")
    args = parser.parse_args()
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
            extra = f"{t_brute * 1e3:10.1f} ms  ratio {t_brute / t:7.1f}"
        else:
            extra = f"{'-':>13s}  ratio {'-':>7s}"
        print(f"  n = {n:5d}  {t * 1e3:10.1f} ms  {extra}  value {float(eq.value):.12f}")
    slope = np.polyfit(np.log(sizes), np.log(times), 1)[0]
    print(f"time grows like n^{slope:.2f} over n = {sizes[0]}..{sizes[-1]}")
    assert math.isfinite(slope)


if __name__ == "__main__":
    main()
