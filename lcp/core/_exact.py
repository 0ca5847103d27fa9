"""Exact rational linear algebra for the finite games: sparse elimination in ``fractions.Fraction``.

An LP solver returns a floating-point vertex. Its *support* (which probabilities are 0, 1 or strictly
between, which constraints are tight) is read off with a tolerance; the equalities that hold on that
support are then solved again in ``fractions.Fraction`` by sparse Gaussian elimination
(:func:`solve_sparse`). Whatever the result, the caller still certifies it exactly (best responses in
rationals, :mod:`lcp.finite.finite_game`): this module only proposes an exact candidate, it never decides that
one is an equilibrium. :func:`solve_square` is the same elimination for a square system that must have
exactly one solution (the vertices of the three-player search).
"""

from __future__ import annotations

import math
from fractions import Fraction

from . import config


class Inconsistent(ArithmeticError):
    """The identified equalities have no common solution (the support was misread).

    Examples
    --------
    >>> solve_sparse([({"x": 1}, 1), ({"x": 2}, 3)], {"x": 0.5})
    Traceback (most recent call last):
    ...
    lcp.core._exact.Inconsistent: the identified equalities are inconsistent (0 = 1)
    """


def rational(x: float, max_denominator: int = 10**9) -> Fraction:
    """The simplest fraction within about ``1/max_denominator**2`` of a float (a fallback guess).

    Parameters
    ----------
    x : float
        The float to read as a fraction.
    max_denominator : int
        The largest denominator allowed.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> rational(0.3333333333)
    Fraction(1, 3)
    >>> rational(0.7, 10)
    Fraction(7, 10)
    """
    return Fraction(x).limit_denominator(max_denominator)


def rounded(x: float) -> Fraction:
    """:func:`rational` with the project's fallback denominator bound (``config.ROUNDING_DENOMINATOR``).

    Examples
    --------
    >>> rounded(0.142857142857)
    Fraction(1, 7)
    """
    return rational(x, config.ROUNDING_DENOMINATOR)


def _integer_row(coef: dict, const) -> tuple[dict, int, Fraction]:
    """A row ``sum(coef[v] * v) = const`` scaled to integers: ``(row, const, unit)`` with the given row equal to
    ``unit`` times the integer one (zero coefficients dropped, the order of ``coef`` kept)."""
    exact = {v: c if type(c) is int else Fraction(c) for v, c in coef.items() if c}
    const = const if type(const) is int else Fraction(const)
    den = math.lcm(const.denominator, *(c.denominator for c in exact.values()))
    row = {v: c.numerator * (den // c.denominator) for v, c in exact.items()}
    return row, const.numerator * (den // const.denominator), Fraction(1, den)


def _eliminate(rows) -> tuple[dict, list]:
    """Gaussian elimination of sparse rows; returns the pivots (unknown -> (scale, row, const)) in their order.

    A pivot ``(scale, row, const)`` means ``scale * unknown + row . x = const``, in integers. Each row is
    scaled to integers once and every elimination step stays in integers (``mult * row - factor' * pivot``
    with ``mult = scale / g`` and ``factor' = factor / g`` for ``g = gcd(scale, factor)``, then divided by the
    gcd of its entries where it was multiplied), so no ``Fraction`` is formed on the way: the steps, the pivots
    chosen (largest coefficient, first in the row's order on a tie) and so the solution are those of the same
    elimination in Fractions, where each row would be a rational multiple of this one.
    """
    pivots: dict = {}
    order: list = []
    for coef, const in rows:
        row, const, unit = _integer_row(coef, const)
        up, down = unit.numerator, unit.denominator  # the given row is up / down times this one
        while True:  # eliminate every unknown that already has a pivot
            hit = next((v for v in row if v in pivots), None)
            if hit is None:
                break
            factor = row.pop(hit)
            pscale, prow, pconst = pivots[hit]
            # mult * row - factor * pivot cancels the unknown, with mult * (its coefficient) = factor * pscale
            shared = math.gcd(pscale, factor)
            mult, factor = pscale // shared, factor // shared
            if mult != 1:
                row = {v: c * mult for v, c in row.items()}
                const *= mult
                down *= mult
            const -= factor * pconst
            for v, c in prow.items():
                new = row.get(v, 0) - factor * c
                if new:
                    row[v] = new
                else:
                    row.pop(v, None)
            if mult != 1:  # keep the integers small: divide out what the scaling brought in
                g = math.gcd(const, *row.values())
                if g > 1:
                    row = {v: c // g for v, c in row.items()}
                    const //= g
                    up *= g
        if not row:
            if const != 0:
                raise Inconsistent(f"the identified equalities are inconsistent (0 = {Fraction(const * up, down)})")
            continue
        # pivot on the unknown with the largest coefficient (keeps the rows small)
        var = max(row, key=lambda v: abs(row[v]))
        scale = row.pop(var)
        pivots[var] = (scale, row, const)
        order.append(var)
    return pivots, order


def _back_substitute(pivots: dict, order: list, values: dict) -> dict:
    for var in reversed(order):  # later pivots never contain earlier ones
        scale, prow, pconst = pivots[var]
        values[var] = (pconst - sum(c * values[v] for v, c in prow.items())) / Fraction(scale)
    return values


def solve_sparse(rows, hint: dict) -> dict:
    """Solve ``sum(coef[v] * v) = const`` for every ``(coef, const)`` in ``rows``, exactly.

    Parameters
    ----------
    rows : iterable of (dict, number)
        Each row maps unknowns to coefficients (ints or Fractions) and gives the right-hand side.
    hint : dict
        A float value for every unknown (the LP answer). Unknowns left free by an underdetermined
        system take the simple fraction nearest to their hint.

    Returns
    -------
    dict
        A Fraction for every unknown of ``hint``.

    Raises
    ------
    Inconsistent
        When the rows contradict each other.

    Examples
    --------
    >>> sorted(solve_sparse([({"x": 1, "y": 1}, 1), ({"x": 2, "y": -1}, 0)], {"x": 0.33, "y": 0.67}).items())
    [('x', Fraction(1, 3)), ('y', Fraction(2, 3))]
    >>> sorted(solve_sparse([({"x": 1, "y": 1}, 1)], {"x": 0.25, "y": 0.75}).items())  # y free: its hint
    [('x', Fraction(1, 4)), ('y', Fraction(3, 4))]
    """
    pivots, order = _eliminate(rows)
    values = {v: rational(x) for v, x in hint.items() if v not in pivots}
    return _back_substitute(pivots, order, values)


def solve_square(matrix, rhs) -> tuple | None:
    """The unique solution of the square system ``matrix @ t = rhs`` in Fractions, or None if singular.

    Parameters
    ----------
    matrix : sequence of sequences
        ``d`` rows of ``d`` exact coefficients (ints or Fractions).
    rhs : sequence
        ``d`` exact right-hand sides.

    Returns
    -------
    tuple of Fraction or None
        ``t``, or None when the system has no solution or more than one.

    Examples
    --------
    >>> solve_square([[2, 1], [1, 3]], [3, 4])
    (Fraction(1, 1), Fraction(1, 1))
    >>> solve_square([[1, 2], [2, 4]], [1, 2]) is None
    True
    """
    d = len(matrix)
    rows = [(dict(enumerate(row)), v) for row, v in zip(matrix, rhs)]
    try:
        pivots, order = _eliminate(rows)
    except Inconsistent:
        return None
    if len(order) < d:
        return None
    values = _back_substitute(pivots, order, {})
    return tuple(values[k] for k in range(d))
