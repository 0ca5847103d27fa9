"""The limits (L, U) of limit continuous poker read and checked, mapped to the coordinates (r, t, d) in which
:mod:`lcp.continuous._forms` evaluates the derived solution, and that solution evaluated exactly at rational limits.

Units: the paper's pot-1 convention, as :mod:`lcp.continuous.limit`. The coordinates of the triangle
0 <= L <= U <= inf are r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)) (see :mod:`lcp.continuous.limit`'s docstring).
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction

from lcp.core import _lazy

from . import _forms


def _limit(value, name: str):
    """(float, exact) for a limit: ``exact`` is a ``Fraction`` for exact rationals (ints, Fractions,
    sympy rationals), ``None`` for floats and infinity, the value itself for a sympy expression with
    symbols. Raises TypeError/ValueError naming the limit."""
    if value.__class__ is float:
        if value >= 0.0:
            return value, None
        raise ValueError(f"{name} must lie in [0, inf]; got {value}")
    if _lazy.is_sympy(value):
        if value.free_symbols:
            return value, value
        if value.is_extended_real is not True:
            raise TypeError(f"{name} must be a real number in [0, inf]; got {value!r}")
        if value.is_infinite:
            if value.is_extended_negative:
                raise ValueError(f"{name} must lie in [0, inf]; got {value}")
            return math.inf, None
        if value.is_Rational:
            value = Fraction(int(value.p), int(value.q))
        else:
            value = float(value)
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a real number in [0, inf]; got {type(value).__name__} {value!r}")
    if isinstance(value, numbers.Rational):
        exact = Fraction(int(value.numerator), int(value.denominator))
        if exact < 0:
            raise ValueError(f"{name} must lie in [0, inf]; got {value}")
        try:
            return float(exact), exact
        except OverflowError:  # an exact integer beyond the largest float
            return math.inf, exact
    as_float = float(value)
    if not as_float >= 0.0:
        raise ValueError(f"{name} must lie in [0, inf]; got {value}")
    return as_float, None


def _coordinates(L, U):
    """Validated float limits and the coordinates (r, t, d) of (L, U), each to a few ulps.

    r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)); exact rationals (however large) are mapped
    exactly and rounded once.
    """
    (Lf, Lq), (Uf, Uq) = _limit(L, "L"), _limit(U, "U")
    if _lazy.is_sympy(Lq) or _lazy.is_sympy(Uq):
        raise TypeError("L and U must be numbers for the float evaluation, not symbols (use exact=True)")
    if Lq is None and Uq is None:
        if not Lf <= Uf:
            raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")
        r = 1.0 if Lf == math.inf else Lf / (1.0 + Lf)
        if Uf == math.inf:
            return Lf, Uf, (r, 0.0, 0.0 if Lf == math.inf else 1.0 / (1.0 + Lf))
        return Lf, Uf, (r, 1.0 / (1.0 + Uf), (Uf - Lf) / (1.0 + Uf) / (1.0 + Lf))
    # at least one exact rational: exact coordinates, rounded once (a float limit is exact as a Fraction)
    Lx = Lq if Lq is not None else (None if Lf == math.inf else Fraction(Lf))
    Ux = Uq if Uq is not None else (None if Uf == math.inf else Fraction(Uf))
    if Ux is not None and (Lx is None or Lx > Ux):
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")
    if Lx is None:
        return Lf, Uf, (1.0, 0.0, 0.0)
    r = float(Lx / (1 + Lx))
    if Ux is None:
        return Lf, Uf, (r, 0.0, float(1 / (1 + Lx)))
    return Lf, Uf, (r, float(1 / (1 + Ux)), float((Ux - Lx) / ((1 + Lx) * (1 + Ux))))


def exact_fractions(L, U) -> dict:
    """x0..x5, b0 and the value at finite rational (L, U) as ``Fraction`` objects, from the derived polynomials.

    A fast exact reference (no sympy) for checking the float evaluation.

    Parameters
    ----------
    L, U : int, Fraction, rational float or sympy rational
        Finite limits 0 <= L <= U.

    Returns
    -------
    dict
        Name (``"x0"`` .. ``"x5"``, ``"b0"``, ``"value"``) -> ``Fraction``.

    Examples
    --------
    >>> exact_fractions(1, 1)["value"]
    Fraction(1, 18)
    """
    exact = []
    for name, v in (("L", L), ("U", U)):
        f, q = _limit(v, name)
        if _lazy.is_sympy(q) or (q is None and f == math.inf):
            raise ValueError(f"{name} must be a finite rational here; got {v}")
        exact.append(Fraction(f) if q is None else q)
    L, U = exact
    if L > U:
        raise ValueError(f"need L <= U; got L = {L}, U = {U}")
    out = {}
    for name, (num, den) in _forms.LIMIT_POLYNOMIALS.items():
        p, q = (sum(c * L**i * U**j for (i, j), c in poly.items()) for poly in (num, den))
        out[name] = Fraction(p) / q
    return out
