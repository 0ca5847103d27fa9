"""sympy on demand: importing it costs about 0.4 s, so the float paths never do.

A value can only be a sympy object if sympy has been imported already, so :func:`is_sympy` looks in
``sys.modules`` instead of importing it.
"""

from __future__ import annotations

import sys


def sympy():
    """The sympy module, imported on first use."""
    import sympy as sp

    return sp


def is_sympy(value) -> bool:
    """True if ``value`` is a sympy object (without importing sympy)."""
    sp = sys.modules.get("sympy")
    return sp is not None and isinstance(value, sp.Basic)
