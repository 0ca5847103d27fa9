"""Benchmark: the float API as a library, generated forms vs deriving at run time (cold and warm).

Two ways to get float answers from the derived equilibrium, timed in one run:

* **generated** (what ``lcp.continuous.limit.solve`` does): the forms that ``python -m tools.generate`` writes from
  the sympy derivation into ``lcp/continuous/_forms.py``; no sympy at run time;
* **derive at run time** (what the package did before): ``limit.derive()`` in the process, then the
  derived rational functions evaluated by ``sympy.lambdify``.

Reported: a fresh process's import plus first ``solve`` (cold; each in a new interpreter, best of 3),
a warm scalar ``solve`` (best of many) and the vectorised ``limit.value`` per point, each with the ratio
derive/generated. Run: ``.venv/bin/python benchmarks/library.py [--quick] [--out benchmarks/library.md
[--force]]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
import timeit

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # benchmarks/report.py, beside this script

GENERATED = "from lcp import limit; limit.solve(0.1, 2.0)"
DERIVED = (
    "import sympy as sp; from lcp import limit; d = limit.derive(); "
    "f = sp.lambdify((limit.L_SYMBOL, limit.U_SYMBOL), [d.solution[s] for s in limit.X_SYMBOLS] + [d.value]); "
    "f(0.1, 2.0)"
)


def cold(code: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats and points (the smoke test)")
    report.add_options(parser)
    args = parser.parse_args()
    out = report.open_out("library.py", args.out, args.force)
    with report.record("library.py", out, sys.argv[1:]):
        run(args.quick)


def run(quick: bool) -> None:
    import sympy as sp

    from lcp.continuous import limit

    print(f"machine: {platform.machine()}, Python {platform.python_version()}, numpy {np.__version__}")
    repeat = 1 if quick else 3
    t_gen, t_der = cold(GENERATED, repeat), cold(DERIVED, repeat)
    print(
        f"cold (new process, import + first solve): generated {t_gen * 1e3:.0f} ms, derive at run time "
        f"{t_der * 1e3:.0f} ms, ratio {t_der / t_gen:.1f}"
    )

    d = limit.derive()
    derived = sp.lambdify((limit.L_SYMBOL, limit.U_SYMBOL), [d.solution[s] for s in limit.X_SYMBOLS] + [d.value])
    number = 2_000 if quick else 50_000
    w_gen = min(timeit.repeat(lambda: limit.solve(0.1, 2.0), number=number, repeat=3)) / number
    w_der = min(timeit.repeat(lambda: derived(0.1, 2.0), number=number, repeat=3)) / number
    print(
        f"warm scalar solve: generated {w_gen * 1e6:.1f} us, derived lambdify {w_der * 1e6:.1f} us, "
        f"ratio {w_der / w_gen:.2f}"
    )

    size = 100_000 if quick else 1_000_000
    rng = np.random.default_rng(1)
    L = 10 ** rng.uniform(-3, 3, size)
    U = L * 10 ** rng.uniform(0, 3, size)
    value = sp.lambdify((limit.L_SYMBOL, limit.U_SYMBOL), d.value, "numpy")
    v_gen = min(timeit.repeat(lambda: limit.value(L, U), number=1, repeat=3)) / size
    v_der = min(timeit.repeat(lambda: value(L, U), number=1, repeat=3)) / size
    print(
        f"vectorised value: generated {v_gen * 1e9:.0f} ns/point, derived lambdify {v_der * 1e9:.0f} ns/point, "
        f"ratio {v_der / v_gen:.2f}"
    )


if __name__ == "__main__":
    main()
