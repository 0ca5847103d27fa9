"""The test bed's floor at the benchmark's largest menu: how far the exact LP's equilibrium is from the least
exploitable equilibrium and profile of the abstraction (lcp.testbed.floor; exact bounds, pot-1 units).

    .venv/bin/python benchmarks/testbed_floor.py            # n = 64, k = 9 (about 3 minutes on one core)
    .venv/bin/python benchmarks/testbed_floor.py --quick    # n = 8, k = 3

The README's "Solvers against the truth" quotes the full run: the LP's equilibrium of 64 x 9 scores 0.0108 in
the continuous game (nearest-size reading), the floor over the equilibria lies in 0.0061 to 0.0062 and the floor
over all profiles in 0.0043 to 0.0045 (resolution 2: two pieces per bucket).
"""

import sys
import time
from fractions import Fraction

from lcp.testbed import build, continuous_score
from lcp.testbed.floor import SETS, exploitability_floor


def main(quick: bool = False) -> None:
    hands, k = (8, 3) if quick else (64, 9)
    game = build(Fraction(1, 2), 2, hands=hands, k=k)
    start = time.perf_counter()
    lp = continuous_score(game, game.solve().profile).exploitability
    print(
        f"n = {hands}, k = {k}: the exact LP's equilibrium scores {float(lp):.4f} ({time.perf_counter() - start:.1f} s)"
    )
    for over in SETS:
        start = time.perf_counter()
        f = exploitability_floor(game, over=over, resolution=2)
        print(
            f"n = {hands}, k = {k}: floor over {over}: {float(f.lower):.4f} to {float(f.upper):.4f} "
            f"({time.perf_counter() - start:.1f} s)"
        )


if __name__ == "__main__":
    main(quick="--quick" in sys.argv[1:])
