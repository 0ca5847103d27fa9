"""Exact rational re-solve of a linear system identified from a float LP answer.

An LP solver returns a floating-point vertex. Its *support* (which probabilities are 0, 1 or strictly
between, which constraints are tight) is read off with a tolerance; the equalities that hold on that
support are then solved again in ``fractions.Fraction`` by sparse Gaussian elimination. Whatever the
result, the caller still certifies it exactly (best responses in rationals): this module only proposes
an exact candidate, it never decides that one is an equilibrium.
"""

from __future__ import annotations

from fractions import Fraction


class Inconsistent(ArithmeticError):
    """The identified equalities have no common solution (the support was misread)."""


def rational(x: float, max_denominator: int = 10**9) -> Fraction:
    """The simplest fraction within ``1/max_denominator**2``-ish of a float (a fallback guess)."""
    return Fraction(x).limit_denominator(max_denominator)


def solve_sparse(rows, hint: dict) -> dict:
    """Solve ``sum(coef[v] * v) = const`` for every ``(coef, const)`` in ``rows``, exactly.

    ``coef`` maps unknowns to Fractions (or ints). Unknowns left free by an underdetermined system take
    the rational closest to their value in ``hint`` (the float LP answer). Raises :class:`Inconsistent`
    when the rows contradict each other.
    """
    pivots: dict = {}  # unknown -> (row without the unknown, const), meaning unknown = const - row . x
    order: list = []
    for coef, const in rows:
        row = {v: Fraction(c) for v, c in coef.items() if c}
        const = Fraction(const)
        while True:  # eliminate every unknown that already has a pivot
            hit = next((v for v in row if v in pivots), None)
            if hit is None:
                break
            factor = row.pop(hit)
            prow, pconst = pivots[hit]
            const -= factor * pconst
            for v, c in prow.items():
                new = row.get(v, 0) - factor * c
                if new:
                    row[v] = new
                else:
                    row.pop(v, None)
        if not row:
            if const != 0:
                raise Inconsistent(f"the identified equalities are inconsistent (0 = {const})")
            continue
        # pivot on the unknown with the largest float-hint magnitude coefficient (keeps rows small)
        var = max(row, key=lambda v: abs(row[v]))
        scale = row.pop(var)
        pivots[var] = ({v: c / scale for v, c in row.items()}, const / scale)
        order.append(var)
    values = {v: rational(x) for v, x in hint.items() if v not in pivots}
    for var in reversed(order):  # later pivots never contain earlier ones
        prow, pconst = pivots[var]
        values[var] = pconst - sum(c * values[v] for v, c in prow.items())
    return values
