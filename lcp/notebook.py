"""Helpers for the notebooks: parameter checking and stable printing.

papermill only *warns* about a parameter the notebook does not define and runs on. Every notebook
therefore calls :func:`check_parameters` right after its ``parameters`` cell: it finds the cell
papermill injected (its source starts with ``# Parameters``) in the kernel's input history and
rejects any name the notebook's own parameters cell does not assign, or a value of the wrong type.
"""

from __future__ import annotations

import ast
from fractions import Fraction

INJECTED_HEADER = "# Parameters"


def _assignments(source: str) -> dict:
    """Names assigned by simple ``name = literal`` statements in ``source``, with their values."""
    out = {}
    for node in ast.parse(source).body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    try:
                        out[target.id] = ast.literal_eval(node.value)
                    except ValueError:
                        out[target.id] = None  # not a literal: accept any value
    return out


def _compatible(default, value) -> bool:
    if default is None:
        return True
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


def check_parameters(history) -> dict:
    """Validate papermill's injected parameters against the notebook's parameters cell.

    ``history`` is IPython's input list ``In``. Returns the injected assignments (empty when the
    notebook runs without papermill parameters). Raises ``ValueError`` naming an unknown parameter
    and the allowed ones, or ``TypeError`` for a value of the wrong type.

    Examples
    --------
    >>> check_parameters(["", "quick = False", "# Parameters\\nquick = True\\n"])
    {'quick': True}
    >>> check_parameters(["", "quick = False", "# Parameters\\nquik = True\\n"])
    Traceback (most recent call last):
    ...
    ValueError: unknown parameter 'quik'; this notebook's parameters are: quick
    """
    cells = list(history)
    for k in range(len(cells) - 1, 0, -1):
        if cells[k].lstrip().startswith(INJECTED_HEADER):
            injected = _assignments(cells[k])
            defaults = _assignments(cells[k - 1])
            break
    else:
        return {}
    allowed = ", ".join(sorted(defaults)) or "(none)"
    for name, value in injected.items():
        if name not in defaults:
            raise ValueError(f"unknown parameter {name!r}; this notebook's parameters are: {allowed}")
        if not _compatible(defaults[name], value):
            raise TypeError(
                f"parameter {name!r} must be {type(defaults[name]).__name__} "
                f"like its default {defaults[name]!r}; got {value!r}"
            )
    return injected


def fmt(value, digits: int = 12) -> str:
    """A stable string for a number: exact rationals as ``p/q``, floats to ``digits`` significant digits."""
    if isinstance(value, Fraction):
        return str(value)
    try:
        import sympy as sp

        if isinstance(value, sp.Basic):
            return str(value) if value.is_Rational else f"{float(value):.{digits}g}"
    except ImportError:  # pragma: no cover
        pass
    return f"{float(value):.{digits}g}"


def table(rows, headers) -> str:
    """A plain fixed-width text table (stable output for nbval)."""
    cells = [[str(h) for h in headers]] + [[c if isinstance(c, str) else fmt(c, 6) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
