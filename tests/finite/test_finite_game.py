"""lcp.finite.finite_game and lcp.core._exact: the shared core of the finite games (float LP, exact re-solve, certificate)."""

import doctest
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.core import _exact, config
from lcp.finite import finite_game
from lcp.finite.finite_game import Certificate


def test_rock_paper_scissors_and_a_saddle_point():
    rps = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]
    assert abs(finite_game.matrix_game_value(rps)) < 1e-12
    assert abs(finite_game.matrix_game_value([[3, 1], [4, 2]]) - 2) < 1e-12  # row 2, column 2: a saddle point


@settings(max_examples=30, deadline=None)
@given(st.lists(st.lists(st.integers(-5, 5), min_size=3, max_size=3), min_size=2, max_size=4))
def test_matrix_game_value_lies_between_the_pure_guarantees(M):
    value = finite_game.matrix_game_value(M)
    A = np.array(M)
    assert A.min(axis=1).max() - 1e-9 <= value <= A.max(axis=0).min() + 1e-9


def test_the_maximin_steps_describe_the_lp():
    M = np.array([[2.0, -1.0], [-1.0, 1.0]])
    A_ub, b_ub, A_eq, b_eq = finite_game.maximin_constraints(M)
    x = np.array([0.4, 0.6, 0.2])  # (x1, x2, v): x guarantees 0.2 against both columns, with equality
    assert np.allclose(A_ub @ x, b_ub) and np.allclose(A_eq @ x, b_eq)
    assert finite_game.maximin_objective(2) @ x == -0.2 and len(finite_game.maximin_bounds(2)) == 3


def test_certificate_views_of_a_two_player_profile():
    c = Certificate.zero_sum(Fraction(1, 3), Fraction(1, 6), Fraction(1, 12))
    assert c.values == (Fraction(1, 3), Fraction(-1, 3)) and not c.is_equilibrium
    assert c.bettor_guarantee == Fraction(1, 4) <= c.value <= c.caller_guarantee == Fraction(1, 2)
    assert (c.payoff, c.bettor_gain, c.caller_gain) == (c.value, *c.gains)
    assert Certificate((1, -1, 0), (0, 0, 0)).is_equilibrium


def test_first_certified_takes_the_first_equilibrium_and_skips_misread_supports():
    def inconsistent():
        raise _exact.Inconsistent("0 = 1")

    cert = lambda p: Certificate.zero_sum(Fraction(0), abs(p), 0)  # noqa: E731
    profile, c = finite_game.first_certified([inconsistent, lambda: Fraction(1), lambda: Fraction(0)], cert, "x")
    assert profile == 0 and c.is_equilibrium
    with pytest.raises(finite_game.CertificationError, match="0 = 1"):
        finite_game.first_certified([inconsistent], cert, "x")


def test_first_certified_skips_only_certification_failures():
    """A candidate that cannot be certified is skipped; any other error is a bug and is not read as "not
    certified" (a ValueError once was)."""

    def uncertified():
        raise finite_game.CertificationError("the support was misread")

    def buggy():
        raise ValueError("a bug in a candidate")

    cert = lambda p: Certificate.zero_sum(Fraction(0), abs(p), 0)  # noqa: E731
    assert finite_game.first_certified([uncertified, lambda: Fraction(0)], cert, "x")[0] == 0
    with pytest.raises(finite_game.CertificationError, match="the support was misread"):
        finite_game.first_certified([uncertified], cert, "x")
    with pytest.raises(ValueError, match="a bug in a candidate"):
        finite_game.first_certified([buggy, lambda: Fraction(0)], cert, "x")

    def broken_certify(profile):
        raise ValueError("a bug in certify")

    with pytest.raises(ValueError, match="a bug in certify"):
        finite_game.first_certified([lambda: Fraction(0)], broken_certify, "x")


def test_agreement_and_support_use_the_configured_tolerances():
    finite_game.check_agreement(1.0, 1.0 + config.LP_AGREEMENT / 2)
    with pytest.raises(finite_game.CertificationError):
        finite_game.check_agreement(1.0, 1.0 + 10 * config.LP_AGREEMENT)
    eps = config.SUPPORT_TOL
    assert finite_game.support([eps / 2, 2 * eps, 1 - 2 * eps, 1 - eps / 2]) == [1, 2]


def _gauss(rows, rhs):
    """A dense textbook elimination, the reference for solve_square."""
    d = len(rows)
    M = [[Fraction(x) for x in r] + [Fraction(v)] for r, v in zip(rows, rhs)]
    for col in range(d):
        piv = next((r for r in range(col, d) if M[r][col] != 0), None)
        if piv is None:
            return None
        M[col], M[piv] = M[piv], M[col]
        for r in range(d):
            if r != col and M[r][col] != 0:
                f = M[r][col] / M[col][col]
                M[r] = [x - f * y for x, y in zip(M[r], M[col])]
    return tuple(M[r][d] / M[r][r] for r in range(d))


@settings(max_examples=60, deadline=None)
@given(
    st.integers(1, 4).flatmap(
        lambda d: st.tuples(
            st.lists(st.lists(st.integers(-3, 3), min_size=d, max_size=d), min_size=d, max_size=d),
            st.lists(st.integers(-5, 5), min_size=d, max_size=d),
        )
    )
)
def test_solve_square_agrees_with_dense_elimination(system):
    matrix, rhs = system
    assert _exact.solve_square(matrix, rhs) == _gauss(matrix, rhs)


def _rank(M):
    """The rank of a matrix of Fractions, by plain dense elimination."""
    M = [list(r) for r in M]
    rank = 0
    for col in range(len(M[0]) if M else 0):
        piv = next((r for r in range(rank, len(M)) if M[r][col] != 0), None)
        if piv is None:
            continue
        M[rank], M[piv] = M[piv], M[rank]
        for r in range(len(M)):
            if r != rank and M[r][col] != 0:
                f = M[r][col] / M[rank][col]
                M[r] = [x - f * y for x, y in zip(M[r], M[rank])]
        rank += 1
    return rank


_rationals = st.fractions(min_value=-4, max_value=4, max_denominator=6)


@settings(max_examples=30, deadline=None)
@given(
    st.integers(1, 4).flatmap(
        lambda d: st.lists(
            st.tuples(st.lists(st.one_of(st.integers(-3, 3), _rationals), min_size=d, max_size=d), _rationals),
            min_size=1,
            max_size=d + 2,
        )
    )
)
def test_solve_sparse_agrees_with_dense_elimination(system):
    # rows with rational entries, more or fewer than the unknowns: solve_sparse (integer elimination) says
    # "inconsistent" exactly when the plain rank test does, its answer satisfies every row, and an answer
    # that the rows fix (full column rank) is the dense elimination's
    d = len(system[0][0])
    rows = [({f"x{c}": a for c, a in enumerate(coef)}, v) for coef, v in system]
    A = [[Fraction(a) for a in coef] for coef, _ in system]
    Ab = [r + [Fraction(v)] for r, (_, v) in zip(A, system)]
    consistent = _rank(A) == _rank(Ab)
    try:
        x = _exact.solve_sparse(rows, {f"x{c}": 0.5 for c in range(d)})
    except _exact.Inconsistent:
        assert not consistent
        return
    assert consistent
    assert all(sum(Fraction(a) * x[v] for v, a in coef.items()) == v_ for coef, v_ in rows)
    if _rank(A) == d:
        square = [Ab[r] for r in range(len(Ab))]
        basis = []  # d independent rows, picked greedily
        for r in square:
            if _rank([b[:d] for b in basis + [r]]) > len(basis):
                basis.append(r)
        assert tuple(x[f"x{c}"] for c in range(d)) == _gauss([b[:d] for b in basis], [b[d] for b in basis])


def test_solve_sparse_refuses_contradictions():
    with pytest.raises(_exact.Inconsistent):
        _exact.solve_sparse([({"x": 1}, 1), ({"x": 2}, 3)], {"x": 0.5})


def test_the_contributing_guide_examples_run():
    guide = Path(__file__).resolve().parents[2] / "CONTRIBUTING.md"
    result = doctest.testfile(str(guide), module_relative=False, globs={"Fraction": Fraction})
    assert result.attempted >= 3 and result.failed == 0
