"""The grid game's rules (lcp.grid.rules): what one certificate per solve saves, and what equal buckets pay.

1. One certificate per solve. ``lcp.finite.extensive.solve`` certifies its answer in rationals; the separate
   modules threw that certificate away and proved the answer a second time (``GridEquilibrium.certificate``,
   ``RaiseEquilibrium.certificate``, the test bed's solve). Each row times a solve and, in the same run,
   the second proof it no longer needs (``lcp.finite.extensive.certify`` on the solved game): the ratio is the share
   of the old solve-and-certify time saved.
2. Equal buckets. Where the two hand laws differ inside a bucket, a split tie (payoff 0) and the exact
   within-bucket expectation (``tie="exact"``) are two games; each row solves both exactly on notebook 11's
   menu {1/2, 1, 3/2, 2} and prints the two values, their difference, and the difference times n^2.

    python benchmarks/grid_rules.py [--quick]

CPU seconds of this process (``time.process_time``); timings vary by machine, the ratios less.
"""

from __future__ import annotations

import sys
import time
from fractions import Fraction

from lcp.continuous.hand_laws import UNIFORM, HandLaw
from lcp.finite import extensive
from lcp.grid.rules import GridGame

QUICK = "--quick" in sys.argv[1:]
SIZES = (Fraction(1, 2), Fraction(1), Fraction(3, 2), Fraction(2))


def clock(f, *args):
    start = time.process_time()
    out = f(*args)
    return out, time.process_time() - start


def second_proof() -> None:
    print("1. one certificate per solve: the solve (with its one proof) and the second proof it no longer needs")
    big = (48, 24, 32, 32) if not QUICK else (8, 6, 6, 8)
    games = [
        GridGame(big[0], SIZES),
        GridGame(big[0], SIZES, caller_law=HandLaw("max_of", 2)),
        GridGame(big[1], SIZES, increments=(1,)),
        GridGame(big[2], tuple(range(1, 9)), increments=(1, 2, 3, 4)),
        GridGame(big[3], tuple(Fraction(k, 4) for k in range(2, 10)), deal="deck"),
    ]
    total_solve = total_proof = 0.0
    for game in games:
        name = f"{game.deal} n = {game.hands}, {len(game.sizes)} sizes, {len(game.increments)} increments"
        if game.caller_law != UNIFORM:
            name += f", caller {game.caller_law.label}"
        sf = game.sequence_form()
        sol, t_solve = clock(extensive.solve, sf)
        cert, t_proof = clock(extensive.certify, sf, *sol.strategies)
        assert cert == sol.certificate  # the second proof finds what the first did
        total_solve, total_proof = total_solve + t_solve, total_proof + t_proof
        print(
            f"  {name:48s} {game.leaf_count:>8,} leaves  solve {t_solve:6.2f} s  second proof {t_proof:5.2f} s  "
            f"saved {t_proof / (t_solve + t_proof):5.1%}"
        )
    print(
        f"  all: solve {total_solve:.2f} s, second proof {total_proof:.2f} s, saved {total_proof / (total_solve + total_proof):.1%}"
    )


def ties() -> None:
    print("2. equal buckets: split (0) against the exact within-bucket expectation, menu {1/2, 1, 3/2, 2}")
    laws = {
        "caller max of 2": (UNIFORM, HandLaw("max_of", 2)),
        "caller min of 2": (UNIFORM, HandLaw("min_of", 2)),
        "caller capped at 3/4": (UNIFORM, HandLaw("capped", Fraction(3, 4))),
        "caller floored at 1/4": (UNIFORM, HandLaw("floored", Fraction(1, 4))),
        "bettor max of 2": (HandLaw("max_of", 2), UNIFORM),
    }
    grids = (4, 8) if QUICK else (6, 12, 24, 48)
    for name, (bettor, caller) in laws.items():
        for n in grids:
            split, exact = (
                GridGame(n, SIZES, bettor_law=bettor, caller_law=caller, tie=tie).solve().value
                for tie in ("split", "exact")
            )
            d = split - exact
            print(
                f"  {name:22s} n = {n:3d}  split {float(split):+.6f}  exact {float(exact):+.6f}  "
                f"split - exact {float(d):+.2e}  x n^2 {float(d * n * n):+.4f}"
            )


if __name__ == "__main__":
    second_proof()
    ties()
