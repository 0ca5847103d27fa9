"""The exact re-solve's linear systems, solved block by block: elimination in Fractions
(:func:`lcp.core._exact.solve_sparse`), or python-flint's integer matrices when installed and asked for.

Measured (benchmarks/grid.md): the systems are small and sparse (at 10^5 x 64 the caller's has 127 rows and 64
unknowns, the bettor's 126; at 10^4 x 256, 256 and 510), and Fractions solve them in 2 to 13 ms, flint in 5 to
330 ms (its dense matrices). Fractions are the default; flint stays as a second, independent route.

The equalities of :mod:`lcp.grid.exact` fall apart into independent blocks (the caller's call probabilities
of one size meet those of another only through a bettor hand tied between the two sizes). Each block is
solved alone: with flint, every row is scaled to integers and the block's augmented matrix is brought to
reduced row echelon form (``fmpz_mat.rref``, fraction-free); unknowns without a pivot (an underdetermined
block) take the simple fraction nearest to their float hint, as :func:`lcp.core._exact.solve_sparse` does.
Either route returns a solution of the same equalities; which one, when they leave unknowns free, can
differ, and the certificate (:func:`lcp.grid.exact.certify`) decides in both cases.
"""

from __future__ import annotations

import math
from fractions import Fraction

from lcp.core import _exact

try:  # python-flint: FLINT's exact integer and rational matrices
    import flint
except ImportError:  # pragma: no cover - the pure-Python route below
    flint = None

#: The routes :func:`solve` knows: ``"flint"`` (needs python-flint) and ``"fractions"`` (pure Python).
BACKENDS = ("flint", "fractions")


def default_backend() -> str:
    """``"fractions"``: faster than flint on these small sparse systems (module docstring).

    Examples
    --------
    >>> default_backend() in BACKENDS
    True
    """
    return "fractions"


def blocks(rows) -> list:
    """``rows`` grouped into independent blocks: lists of rows that share no unknown with another block.

    Examples
    --------
    >>> [len(b) for b in blocks([({"x": 1}, 1), ({"y": 1, "z": 2}, 0), ({"x": 1, "w": 1}, 2)])]
    [2, 1]
    """
    parent: dict = {}

    def find(v):
        root = v
        while parent[root] != root:
            root = parent[root]
        while parent[v] != root:
            parent[v], v = root, parent[v]
        return root

    rows = list(rows)
    for coef, _ in rows:
        first = None
        for v in coef:
            parent.setdefault(v, v)
            if first is None:
                first = find(v)
            else:
                other = find(v)
                if other != first:
                    parent[other] = first
    groups: dict = {}
    for row in rows:
        key = find(next(iter(row[0]))) if row[0] else None
        groups.setdefault(key, []).append(row)
    return list(groups.values())


def _integer_row(coef: dict, const, column: dict, width: int) -> list:
    """The row ``coef . x = const`` over the integers (times the lcm of its denominators), as a dense list."""
    values = [Fraction(c) for c in coef.values()] + [Fraction(const)]
    scale = 1
    for v in values:
        scale = scale * v.denominator // math.gcd(scale, v.denominator)
    out = [0] * (width + 1)
    for v, c in zip(coef, values):
        out[column[v]] = c.numerator * (scale // c.denominator)
    out[width] = values[-1].numerator * (scale // values[-1].denominator)
    return out


def _solve_block_flint(rows: list, hint: dict) -> dict:
    unknowns = list(dict.fromkeys(v for coef, _ in rows for v in coef))
    column = {v: c for c, v in enumerate(unknowns)}
    width = len(unknowns)
    entries = []
    for coef, const in rows:
        entries.extend(_integer_row(coef, const, column, width))
    reduced, den, rank = flint.fmpz_mat(len(rows), width + 1, entries).rref()
    den = int(den)
    table = reduced.tolist()[:rank]
    pivots = []
    for line in table:
        lead = next(c for c, x in enumerate(line) if x != 0)
        if lead == width:
            raise _exact.Inconsistent("the identified equalities are inconsistent (0 = a nonzero constant)")
        pivots.append(lead)
    free = [c for c in range(width) if c not in set(pivots)]
    values = {c: _exact.rational(hint[unknowns[c]]) for c in free}
    out = {unknowns[c]: values[c] for c in free}
    for lead, line in zip(pivots, table):
        # den x_lead + sum over free columns line[c] x_c = line[width]
        total = Fraction(int(line[width]))
        for c in free:
            if line[c] != 0:
                total -= int(line[c]) * values[c]
        out[unknowns[lead]] = total / den
    return out


def solve(rows, hint: dict, backend: str | None = None) -> dict:
    """Solve ``sum(coef[v] * v) = const`` for every ``(coef, const)`` in ``rows`` exactly, block by block.

    Parameters
    ----------
    rows : iterable of (dict, number)
        Each row maps unknowns to coefficients (ints or Fractions) and gives the right-hand side.
    hint : dict
        A float value for every unknown (the LP answer); unknowns left free take the simple fraction nearest.
    backend : {"flint", "fractions"} or None
        The exact route; None: :func:`default_backend`.

    Returns
    -------
    dict
        A Fraction for every unknown of ``hint``.

    Raises
    ------
    lcp.core._exact.Inconsistent
        When the rows contradict each other.

    Examples
    --------
    >>> rows = [({"x": 1, "y": 1}, 1), ({"x": 2, "y": -1}, 0), ({"z": 3}, 1)]
    >>> sorted(solve(rows, {"x": 0.3, "y": 0.7, "z": 0.3, "w": 0.5}, "fractions").items())
    [('w', Fraction(1, 2)), ('x', Fraction(1, 3)), ('y', Fraction(2, 3)), ('z', Fraction(1, 3))]
    """
    backend = default_backend() if backend is None else backend
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}; got {backend!r}")
    if backend == "flint" and flint is None:
        raise ValueError("backend 'flint' needs python-flint (pip install python-flint); use 'fractions'")
    out = {}
    for block in blocks(rows):
        if not block[0][0]:  # rows with no unknown: 0 = const
            if any(Fraction(const) != 0 for _, const in block):
                raise _exact.Inconsistent("the identified equalities are inconsistent (0 = a nonzero constant)")
            continue
        names = {v for coef, _ in block for v in coef}
        sub = {v: hint[v] for v in names}
        if backend == "flint":
            out.update(_solve_block_flint(block, sub))
        else:
            out.update(_exact.solve_sparse(block, sub))
    for v, x in hint.items():  # unknowns in no row: their hint
        if v not in out:
            out[v] = _exact.rational(x)
    return out


__all__ = ["BACKENDS", "default_backend", "blocks", "solve"]
