"""The exact re-solve's linear algebra (lcp.grid._linsolve): block by block as over the whole system; python-flint
(where installed) and the pure-Python Fractions agree."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.core import _exact
from lcp.grid import _linsolve, exact
from lcp.testbed import cli

ROUTES = [b for b in _linsolve.BACKENDS if b != "flint" or _linsolve.flint is not None]


def _residuals(rows, x):
    return [sum(Fraction(c) * x[v] for v, c in coef.items()) - Fraction(const) for coef, const in rows]


@settings(max_examples=40, deadline=None)
@given(
    data=st.data(),
    unknowns=st.integers(1, 6),
    extra=st.integers(0, 4),
)
def test_both_routes_solve_every_consistent_system_and_refuse_an_inconsistent_one(data, unknowns, extra):
    """Rows A x = A x0 (rank deficient, repeated and split into blocks as drawn): both routes return a solution,
    the same one where the rows fix every unknown; a row 0 = 1 added through a combination is refused by both."""
    small = st.integers(-3, 3)
    x0 = {v: Fraction(data.draw(st.integers(0, 7)), data.draw(st.integers(1, 7))) for v in range(unknowns)}
    rows = []
    for _ in range(unknowns + extra - 1):
        coef = {v: data.draw(small) for v in range(unknowns) if data.draw(st.booleans())}
        coef = {v: c for v, c in coef.items() if c}
        rows.append((coef, sum(c * x0[v] for v, c in coef.items())))
    rows = [(coef, const) for coef, const in rows if coef]
    hint = {v: float(x) + 1e-12 for v, x in x0.items()}
    got = {b: _linsolve.solve(rows, hint, b) for b in ROUTES}
    got["whole"] = _exact.solve_sparse(rows, hint)  # one elimination over every row: the route before blocks
    for x in got.values():
        assert set(x) == set(hint) and not any(_residuals(rows, x))
    if len(_exact._eliminate(rows)[0]) == unknowns:  # every unknown fixed: the one solution, x0
        assert all(x == x0 for x in got.values())
    if rows:
        coef, const = rows[0]
        bad = rows + [({v: 2 * c for v, c in coef.items()}, 2 * const + 1)]
        for b in ROUTES:
            with pytest.raises(_exact.Inconsistent):
                _linsolve.solve(bad, hint, b)


@pytest.mark.parametrize("n, k, deal", [(60, 8, "buckets"), (90, 12, "deck"), (150, 16, "buckets"), (200, 6, "deck")])
def test_the_flint_route_and_the_fractions_fallback_certify_the_same_value(n, k, deal):
    pytest.importorskip("flint")
    game = cli.build(Fraction(1, 10), 2, n, k, "uniform", deal)
    fast, slow = exact.solve(game, backend="flint"), exact.solve(game, backend="fractions")
    assert fast.certified and slow.certified and fast.method == slow.method == "support"
    assert fast.value == slow.value
    for sol in (fast, slow):  # each profile certified again, from its own numbers
        again = exact.certify(game, sol.profile)
        assert again.is_equilibrium and again.value == sol.value


def test_without_python_flint_the_fractions_solve(monkeypatch):
    monkeypatch.setattr(_linsolve, "flint", None)
    game = cli.build(Fraction(1, 10), 2, 40, 4, "uniform", "buckets")
    assert exact.solve(game).certified
    with pytest.raises(ValueError, match="backend 'flint' needs python-flint"):
        _linsolve.solve([({"x": 1}, 1)], {"x": 1.0}, "flint")
    with pytest.raises(ValueError, match="backend must be one of"):
        _linsolve.solve([({"x": 1}, 1)], {"x": 1.0}, "sympy")


def test_rows_that_share_an_unknown_anywhere_fall_in_one_block():
    rows = [({"a": 1, "b": 1}, 1), ({"c": 1, "b": -1}, 0), ({"d": 2}, 1), ({"e": 1, "c": 1}, 1)]
    assert sorted(len(b) for b in _linsolve.blocks(rows)) == [1, 3]
    x = _linsolve.solve(rows, dict.fromkeys("abcde", 0.5), "fractions")
    assert not any(_residuals(rows, x))
