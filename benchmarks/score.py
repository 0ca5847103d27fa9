"""Benchmark: ``python -m lcp.testbed score`` on a large exact profile and on a float profile from CFR+.

In one run (pot 1, ante 1/2 each; CPU seconds of each command, from ``getrusage`` of the child process):

1. ``python -m lcp.testbed solve`` writes a certified exact equilibrium of 100,000 hands by 64 sizes (limits
   [1/10, 2], uniform menu, buckets) as compact JSON, and ``python -m lcp.testbed score`` scores it exactly.
2. A short CFR+ run at 10,000 hands by 4 sizes (limits [1/2, 2], uniform menu, buckets: the game of
   ``benchmarks/openspiel_native.md``) writes its average profile, in floats, as ``.npz``, and ``score``
   scores it exactly (each float the rational it is).

The CFR+ of step 2 is written here with numpy for the grid game, as a solver author would write one (it is
no part of the package): regret matching+ with alternating updates, both players' counterfactual values
from :func:`lcp.grid.exact.bettor_payoffs` and :func:`lcp.grid.exact.caller_gains` (running sums over the
hands, O(n k) per iteration), the average weighted by the iteration (Tammelin 2014; Tammelin, Burch,
Johanson and Bowling, IJCAI 2015). OpenSpiel's own CFR+ on ``python_lcp_grid`` traverses the Python game
state by state: one traversal at 10,000 hands by 4 sizes is about 27,000 CPU s
(``benchmarks/openspiel_native.md``), so there it reaches 100 hands only.

Writes ``benchmarks/score.md`` (``--out``; nothing with ``--quick``, which runs 2,000 and 1,000 hands).
Timings depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

import numpy as np

from lcp.grid import exact
from lcp.testbed import cli


def cfr_plus(game, iterations: int) -> tuple:
    """The average profile ``(bettor (n, k + 1), caller (n, k))`` of ``iterations`` of CFR+ from uniform play.

    Examples
    --------
    >>> b, q = cfr_plus(cli.build(Fraction(1, 2), 2, 20, 2, "uniform", "buckets"), 50)
    >>> b.shape, q.shape, bool(np.allclose(b.sum(axis=1), 1))
    ((20, 3), (20, 2), True)
    """
    n, K = game.hands, len(game.sizes)
    bettor = np.full((n, K + 1), 1 / (K + 1))
    call = np.full((n, K), 0.5)
    regret_b = np.zeros((n, K + 1))
    regret_call, regret_fold = np.zeros((n, K)), np.zeros((n, K))
    sum_b, sum_call, weights = np.zeros((n, K + 1)), np.zeros((n, K)), 0.0
    for t in range(1, iterations + 1):
        u = exact.bettor_payoffs(game, call)  # the bettor's counterfactual value of each action (count units)
        regret_b = np.maximum(regret_b + u - (bettor * u).sum(axis=1, keepdims=True), 0)
        total = regret_b.sum(axis=1, keepdims=True)
        bettor = np.where(total > 0, regret_b / np.where(total > 0, total, 1), 1 / (K + 1))
        gain = exact.caller_gains(game, bettor)  # the caller's gain by calling rather than folding
        regret_call = np.maximum(regret_call + (1 - call) * gain, 0)
        regret_fold = np.maximum(regret_fold - call * gain, 0)
        both = regret_call + regret_fold
        call = np.where(both > 0, regret_call / np.where(both > 0, both, 1), 0.5)
        sum_b += t * bettor
        sum_call += t * call
        weights += t
    return sum_b / weights, sum_call / weights


def run(argv: list) -> tuple:
    """``(stdout, CPU s of the child)`` of ``python -m lcp.testbed ARGV``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "lcp.testbed", *argv], check=False, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"python -m lcp.testbed {' '.join(argv)} failed:\n{done.stderr}")
    return done.stdout, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="2,000 and 1,000 hands, no file written")
    parser.add_argument("--iterations", type=int, default=1000, help="CFR+ iterations")
    parser.add_argument("--out", default=None, help="Markdown (default benchmarks/score.md; none with --quick)")
    args = parser.parse_args(argv)
    out = args.out or (None if args.quick else os.path.join(os.path.dirname(os.path.abspath(__file__)), "score.md"))
    big, cfr_hands = (2_000, 1_000) if args.quick else (100_000, 10_000)
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "big.json")
        solve = ["solve", "--hands", str(big), "--k", "64", "--limits", "1/10", "2", "--format", "compact"]
        _, solve_cpu = run([*solve, "--json", path, "--quiet"])
        text, score_cpu = run(["score", path])
        lines += [
            f"## 1. An exact equilibrium, {big:,} x 64, compact JSON ({os.path.getsize(path) / 1e3:.0f} KB)",
            "",
            f"`python -m lcp.testbed {' '.join(solve)} --json big.json`: {solve_cpu:.1f} CPU s.",
            f"`python -m lcp.testbed score big.json`: {score_cpu:.1f} CPU s.",
            "",
            "```text",
            text.rstrip(),
            "```",
            "",
        ]
        game = cli.build(Fraction(1, 2), 2, cfr_hands, 4, "uniform", "buckets")
        cpu = time.process_time()
        bettor, caller = cfr_plus(game, args.iterations)
        cfr_cpu = time.process_time() - cpu
        npz = os.path.join(tmp, "cfr.npz")
        np.savez(npz, bettor=bettor, caller=caller, sizes=np.array([str(Fraction(s)) for s in game.sizes]))
        text, score_cpu = run(["score", npz, "--limits", "1/2", "2"])
        truth = exact.solve(game)
        lines += [
            f"## 2. CFR+ (numpy, this script), {cfr_hands:,} x 4, limits [1/2, 2], {args.iterations} iterations",
            "",
            f"CFR+: {cfr_cpu:.2f} CPU s (this process). `python -m lcp.testbed score cfr.npz --limits 1/2 2`: "
            f"{score_cpu:.1f} CPU s. The game's exact value (`lcp.grid.exact.solve`, certified "
            f"{truth.certified}): {float(truth.value):.12f}.",
            "",
            "```text",
            text.rstrip(),
            "```",
        ]
    load = " ".join(f"{v:.1f}" for v in os.getloadavg())
    head = (
        f"# `python -m lcp.testbed score` at scale\n\nWritten by `benchmarks/score.py` on {platform.machine()}, "
        f"{os.cpu_count()} cores shared with other work (load average at the end {load}); CPU seconds of each "
        "command's process.\n\n"
    )
    print(head + "\n".join(lines))
    if out is not None:
        with open(out, "w", encoding="utf-8") as fh:
            fh.write(head + "\n".join(lines) + "\n")
        print(f"written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
