"""Benchmark: deciding identities of rational functions, ``lcp.core.rational.same`` vs ``sympy.cancel(a - b) == 0``.

The identities are notebook 4's (Sec. 4.3 there): each threshold x0..x5, b0 and the value V of the derived
closed form (``lcp.continuous.limit.derive``), rewritten in r = L/(1 + L), t = 1/(1 + U), against the short (r, t) form
the notebook states for it. Both routes decide each identity exactly; the script checks they agree, times
each identity both ways in one run (CPU seconds, best of ``--repeat``), and reports the ratio.
Run: ``.venv/bin/python benchmarks/rational.py [--quick] [--repeat N]``.
"""

from __future__ import annotations

import argparse
import platform
import time

import sympy as sp

from lcp.continuous import limit
from lcp.core import rational


def identities():
    """(name, derived form in (r, t), stated form in (r, t)) for each threshold, b0 and V (pot 1, ante 1/2)."""
    d = limit.derive()
    L, U = limit.L_SYMBOL, limit.U_SYMBOL
    r, t = sp.symbols("r t", positive=True)
    to_rt = {L: r / (1 - r), U: (1 - t) / t}
    m = r**3 + t**3
    D = 7 - m
    x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
    stated = {
        x0: 3 * t**2 * (1 - t) / D,
        x1: (1 - m) / D - 3 * r**2 * (1 - r) / D,
        x2: (1 - m) / D,
        x3: (4 + 3 * r - m) / D,
        x4: (4 + 3 * r - m) / D + 3 * r * (1 - r) / D,
        x5: 1 - 3 * t**2 / D,
        limit.B0_SYMBOL: -(t**3) / D,
    }
    rows = [(str(sym), d.solution[sym].subs(to_rt), form) for sym, form in stated.items()]
    rows.append(("V", d.value.subs(to_rt), (1 - m) / (2 * D)))
    return rows


def cpu(fn, repeat: int) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.process_time()
        result = fn()
        best = min(best, time.process_time() - start)
    return best, result


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one identity (x0), one repeat")
    parser.add_argument("--repeat", type=int, default=3, help="timings per identity and route (best kept)")
    args = parser.parse_args(argv)
    rows = identities()[:1] if args.quick else identities()
    repeat = 1 if args.quick else args.repeat
    print(f"Python {platform.python_version()}, sympy {sp.__version__}, {platform.machine()}; CPU s, best of {repeat}")
    total_field = total_cancel = 0.0
    for name, derived, form in rows:
        t_field, same = cpu(lambda a=derived, b=form: rational.same(a, b), repeat)
        t_cancel, zero = cpu(lambda a=derived, b=form: sp.cancel(a - b) == 0, repeat)
        assert same is True and zero is True, name  # both routes prove the identity
        total_field, total_cancel = total_field + t_field, total_cancel + t_cancel
        print(f"{name:>3}: field {t_field:8.4f} s  cancel {t_cancel:8.4f} s  ratio {t_cancel / t_field:7.1f}")
    print(f"all: field {total_field:8.4f} s  cancel {total_cancel:8.4f} s  ratio {total_cancel / total_field:7.1f}")


if __name__ == "__main__":
    main()
