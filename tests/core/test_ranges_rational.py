"""Documented ranges are the accepted ranges (issue 35): lcp.core.rational.

The entries' format and how they run: tests/_ranges.py. Each result is checked against ``sympy.cancel``,
the route the module replaces (an independent decision of the same identity).
"""

from __future__ import annotations

import sympy as sp
from hypothesis import strategies as st

from _ranges import Entries, Range
from lcp.core import rational

ENTRIES = Entries()
register = ENTRIES.register

L, U = sp.symbols("L U", positive=True)
NOT_EXACT = st.sampled_from(["L", None, 0.5, [L], True])


@st.composite
def _rational_functions(draw):
    """A quotient of two small polynomials in L and U with integer coefficients (the denominator nonzero)."""
    coefficients = st.lists(st.integers(-3, 3), min_size=4, max_size=4)
    num = sum(c * m for c, m in zip(draw(coefficients), (1, L, U, L * U)))
    den = 1 + sum(abs(c) * m for c, m in zip(draw(coefficients), (L, U, L**2, U**2)))
    return num / den


RATIONAL = Range(_rational_functions(), NOT_EXACT)

register(
    "lcp.core.rational.same",
    lambda a, b: rational.same(a, b),
    check=lambda a, r: r == (sp.cancel(a["a"] - a["b"]) == 0),
    a=RATIONAL,
    b=Range(st.one_of(_rational_functions(), st.just(sp.Integer(0))), NOT_EXACT),
)
register(
    "lcp.core.rational.is_zero",
    lambda expr: rational.is_zero(expr),
    check=lambda a, r: r == (sp.cancel(a["expr"]) == 0),
    expr=Range(st.one_of(_rational_functions(), _rational_functions().map(lambda e: e - e)), NOT_EXACT),
)
register(
    "lcp.core.rational.reduced",
    lambda expr: rational.reduced(expr),
    check=lambda a, r: sp.cancel(r - a["expr"]) == 0 and sp.gcd(*sp.fraction(sp.together(r))) in (1, -1),
    expr=RATIONAL,
)

test_documented_ranges = ENTRIES.test()
