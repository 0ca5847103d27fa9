"""OpenSpiel's solvers on its own game python_lcp_grid (lcp.testbed.native), against lcp's exact value.

Each solver runs on one core until a budget of CPU seconds is spent (checked between iterations, so a run of
full traversals may overshoot by one); its average policy is then scored exactly: read as the rationals its
floats are and certified by lcp.grid.exact.certify (both best responses in exact integers, O(n k)). The
exploitability is OpenSpiel's (the mean of the two best-response gains), in pot units (pot 1, ante 1/2).
Solvers: CFR+ (C++ pyspiel.CFRPlusSolver), DCFR (Python discounted_cfr.DCFRSolver, OpenSpiel's defaults
alpha 3/2, beta 0, gamma 2), external-sampling MCCFR (C++ pyspiel.ExternalSamplingMCCFRSolver, seed 1). The
full-traversal solvers run only where one traversal fits the budget: its cost is estimated from the 100-hand
run (a traversal visits the game's n m (2 + 3k) + n + 1 states, m = n hands for the caller, or n - 1 for the
deck: see states) and the row says so.

    nice -n 10 .venv/bin/python benchmarks/openspiel_native.py            # writes openspiel_native.csv and .md
    nice -n 10 .venv/bin/python benchmarks/openspiel_native.py --quick    # n = 8 and 16, 2 s each, prints only
"""

import csv
import sys
import time
from pathlib import Path

import pyspiel
from open_spiel.python.algorithms import discounted_cfr

from lcp.grid import exact
from lcp.testbed import native

HERE = Path(__file__).resolve().parent
L, U, DEAL = "0.5", "2.0", "buckets"


def states(hands: int, k: int, deal: str = DEAL) -> int:
    """How many states python_lcp_grid has, chance nodes and terminals included (as OpenSpiel's get_all_states
    counts them): the root, the n after the bettor's card, and for each of the n m deals (m = n, or n - 1 for the
    deck) the bettor's node, his check, his k bets (the caller's nodes) and their 2k folds and calls."""
    m = hands if deal == "buckets" else hands - 1
    return hands * m * (2 + 3 * k) + hands + 1


def _run(game, name: str, budget: float):
    """(iterations, CPU s, the average policy, the solver) of one solver run to ``budget`` CPU seconds (the
    solver is returned to keep it alive: MCCFR's average policy reads the solver's tables)."""
    start = time.process_time()
    if name == "CFR+":
        solver = pyspiel.CFRPlusSolver(game)
        step, average = solver.evaluate_and_update_policy, solver.tabular_average_policy
        chunk = 1
    elif name == "DCFR":
        solver = discounted_cfr.DCFRSolver(game)
        step, average = solver.evaluate_and_update_policy, solver.average_policy
        chunk = 1
    else:
        solver = pyspiel.ExternalSamplingMCCFRSolver(game, 1)
        step, average = solver.run_iteration, solver.average_policy
        chunk = 100
    iterations = 0
    while not iterations or time.process_time() - start < budget:  # at least one iteration
        for _ in range(chunk):
            step()
        iterations += chunk
    return iterations, time.process_time() - start, average(), solver


def main(quick: bool = False) -> list:
    budget = 2.0 if quick else 30.0
    cases = [(8, 2), (16, 3)] if quick else [(100, 4), (1000, 4), (1000, 8), (10_000, 4)]
    rows, per_state = [], {}
    for hands, k in cases:
        game = pyspiel.load_game(f"python_lcp_grid(n={hands},k={k},L={L},U={U},deal={DEAL})")
        t = time.process_time()
        sol = exact.solve(game.grid)
        solve_seconds = time.process_time() - t
        count = states(hands, k)
        for name in ("CFR+", "DCFR", "ES-MCCFR"):
            row = {"hands": hands, "k": k, "solver": name, "exact value": f"{float(sol.value):.9f}"}
            row["exact solve CPU s"] = f"{solve_seconds:.1f}"
            estimate = per_state.get(name, 0.0) * count
            if name != "ES-MCCFR" and estimate > budget:
                row.update({"iterations": 0, "CPU s": "", "note": f"one traversal about {estimate:.0f} CPU s: not run"})
                rows.append(row)
                print(row, flush=True)
                continue
            iterations, seconds, policy, solver = _run(game, name, budget)
            if name != "ES-MCCFR":
                per_state.setdefault(name, seconds / iterations / count)
            t = time.process_time()
            cert = exact.certify(game.grid, native.policy_profile(game, policy))
            row.update(
                {
                    "iterations": iterations,
                    "CPU s": f"{seconds:.1f}",
                    "profile value": f"{float(cert.value):.9f}",
                    "exploitability": f"{float(cert.exploitability):.3e}",
                    "score CPU s": f"{time.process_time() - t:.1f}",
                    "note": "",
                }
            )
            del policy, solver
            rows.append(row)
            print(row, flush=True)
    if not quick:
        _write(rows)
    return rows


COLUMNS = [
    "hands",
    "k",
    "solver",
    "iterations",
    "CPU s",
    "exploitability",
    "profile value",
    "exact value",
    "exact solve CPU s",
    "score CPU s",
    "note",
]


def _write(rows: list) -> None:
    with open(HERE / "openspiel_native.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, COLUMNS, restval="")
        writer.writeheader()
        writer.writerows(rows)
    lines = [
        "# OpenSpiel's solvers on python_lcp_grid against the exact value",
        "",
        f"Written by `benchmarks/openspiel_native.py`: limits [{L}, {U}], uniform menus, deal {DEAL}; pot 1, "
        "ante 1/2. Each solver ran to 30 CPU s on one core of a shared machine (niced); its average policy is "
        "scored exactly by `lcp.grid.exact.certify` (the floats read as the rationals they are). "
        "Exploitability: the mean of both best-response gains, pot units. CFR+ and DCFR run only where one full "
        "traversal fits the budget; the note's cost of one traversal is estimated from the 100-hand run (CPU s per "
        "state, a game having n m (2 + 3k) + n + 1 states, m = n hands for the caller, or n - 1 for the deck; DCFR's "
        "includes building its policy table).",
        "",
        "| " + " | ".join(COLUMNS) + " |",
        "|" + "---|" * len(COLUMNS),
    ]
    lines += ["| " + " | ".join(str(r.get(c, "")) for c in COLUMNS) + " |" for r in rows]
    (HERE / "openspiel_native.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv[1:])
