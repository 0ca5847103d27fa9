"""Benchmark: the two library calls that dominated the notebooks' run time, in CPU seconds.

Notebook 06 proves von Neumann's mod-D pattern for every bet b = 1..10 (``finite_deck.mod_pattern``: one
symbolic proof per residue class, D classes); notebook 07 surveys every symmetric equilibrium of the
three-player game for n = 3..300 and b = 1, 2, 3 (``three_player.equilibria``). Both are timed here with
``time.process_time`` (CPU seconds of this process, so other jobs on the machine matter less than for wall
time). Measured on the project's 2-core machine when they were last sped up (Nov 2026): mod_pattern
b = 1..10 went from 12.2 s to 2.0 s, the survey from 15.6 s to 9.7 s, with identical results. The rows after
them time notebook 6's and notebook 1's exact loops over their cells' ranges; in one run each (Nov 2026, issue
59, identical results), before -> after the integer routes: pure_equilibria 2.3 -> 1.3 s, threshold_equilibria
5.7 -> 0.8 s, von_neumann 1.6 -> 1.4 s (two float LPs per deck dominate), saturation 7.5 -> 6.0 s,
baby_poker.solve 4.5 -> 0.5 s.
Run: ``.venv/bin/python benchmarks/notebook_hot_spots.py [--quick]``.
"""

from __future__ import annotations

import argparse
import time

from lcp.finite import baby_poker, finite_deck, three_player


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="bets 1..3 and decks up to 40 only")
    args = parser.parse_args(argv)
    bets = range(1, 4) if args.quick else range(1, finite_deck.MAX_PATTERN_BET + 1)
    n_max = 40 if args.quick else 300
    finite_deck.mod_pattern(1)  # the one-off derivation of the continuous game, not timed
    total = 0.0
    for b in bets:
        start = time.process_time()
        proof = finite_deck.mod_pattern(b)
        spent = time.process_time() - start
        total += spent
        print(f"mod_pattern(b = {b:2d}): D = {proof.D:3d} classes, {spent:6.2f} s CPU, holds {proof.holds}")
    print(f"mod_pattern, b = {bets[0]}..{bets[-1]}: {total:.2f} s CPU")
    three_player.equilibria(5, 1)
    for b in (1, 2, 3):
        start = time.process_time()
        unique = sum(three_player.equilibria(n, b).unique for n in range(3, n_max + 1))
        spent = time.process_time() - start
        print(f"equilibria(n, b = {b}), n = 3..{n_max}: {spent:6.2f} s CPU, {unique} decks with a unique one")
    finite_deck_rows(args.quick)


def finite_deck_rows(quick: bool) -> None:
    """Notebook 6's and notebook 1's exact loops, the ranges of their cells (quick: smaller)."""
    for what, call in (
        (
            "pure_equilibria(n, 2), n = 2..20",
            lambda: [finite_deck.pure_equilibria(n, 2) for n in range(2, 15 if quick else 21)],
        ),
        (
            "threshold_equilibria(n, 2), n = 3..150",
            lambda: [finite_deck.threshold_equilibria(n, 2) for n in range(3, 61 if quick else 151)],
        ),
        (
            "von_neumann(n, 2), n = 2..150",
            lambda: [finite_deck.von_neumann(n, 2) for n in range(2, 61 if quick else 151)],
        ),
        (
            "saturation(n), n = 30..160",
            lambda: [finite_deck.saturation(n) for n in ((30,) if quick else (30, 40, 60, 80, 100, 120, 160))],
        ),
        (
            "baby_poker.solve(faces, 1), faces = 2..60",
            lambda: [baby_poker.solve(f, 1) for f in range(2, 31 if quick else 61)],
        ),
    ):
        start = time.process_time()
        call()
        print(f"{what}{' (quick: fewer)' if quick else ''}: {time.process_time() - start:6.2f} s CPU")


if __name__ == "__main__":
    main()
