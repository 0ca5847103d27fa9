"""The two linear programmes of the behavioural game (Player I's and Player II's), built in named steps.

``O(n m)`` variables and constraints for ``m`` bet sizes: each player's answer to each (card, size) is
chosen independently and the sums over cards are carried by prefix-sum variables, so every constraint
has at most four non-zeros. Solved in floats by :class:`lcp.finite.finite_game.LinearProgram`.
"""

from __future__ import annotations

import numpy as np
from scipy import sparse

from lcp.core._types import Matrix
from lcp.finite.finite_game import LinearProgram

from .rules import _check_payoffs


def _prefix_rows(n: int, m: int, value, prefix, row: int, triplets) -> int:
    """Append the rows ``prefix(i, k) - prefix(i - 1, k) - value(i, k) = 0`` (k = 1..m); return the next row.

    ``value`` and ``prefix`` map index arrays to index arrays; ``triplets`` collects arrays of rows, columns
    and values (the same entries, built a column of cards at a time).
    """
    rows, cols, vals = triplets
    i, k = np.divmod(np.arange(n * m), m)
    k = k + 1
    r = row + np.arange(n * m)
    rows += [r, r]
    cols += [prefix(i, k), value(i, k)]
    vals += [np.ones(n * m), -np.ones(n * m)]
    later = i > 0
    rows.append(r[later]), cols.append(prefix(i[later] - 1, k[later])), vals.append(-np.ones(int(later.sum())))
    return row + n * m


def _coo(triplets, shape) -> sparse.csr_matrix:
    rows, cols, vals = (np.concatenate(t) if t else np.zeros(0) for t in triplets)
    return sparse.coo_matrix((vals, (rows.astype(np.intp), cols.astype(np.intp))), shape=shape).tocsr()


def _bettor_variables(n: int, m: int):
    """Player I's LP variables as index maps: ``p(i, k)`` (card i + 1 plays size k), ``S(i, k)`` (the
    prefix sum of column k over cards 1..i + 1), ``w(j, k)`` (Player II's card j + 1 facing size k)."""
    P0, S0, W0 = 0, n * (m + 1), n * (m + 1) + n * m

    def p(i, k):
        return P0 + i * (m + 1) + k

    def S(i, k):
        return S0 + i * m + k - 1

    def w(j, k):
        return W0 + j * m + k - 1

    return p, S, w, W0 + n * m


def _bettor_objective(n: int, m: int) -> np.ndarray:
    """Player I maximises ``sum_i p_i0 chk_i + sum_{j,k} w_jk`` (minimise its negative)."""
    p, _, w, nvar = _bettor_variables(n, m)
    cost = np.zeros(nvar)
    for i, c in enumerate(_check_payoffs(n)):
        cost[p(i, 0)] = -c
    cost[w(0, 1) :] = -1.0
    return cost


def _bettor_constraints(n: int, sizes) -> tuple[Matrix, Matrix, Matrix, Matrix]:
    """``(A_ub, b_ub, A_eq, b_eq)`` of Player I's LP: each card's distribution sums to 1, the prefix sums,
    and ``w_jk <= fold_jk(p)``, ``w_jk <= call_jk(p)`` for every card ``j`` of Player II and size ``k``."""
    m = len(sizes) - 1
    p, S, w, nvar = _bettor_variables(n, m)
    cards, k_all = np.divmod(np.arange(n * (m + 1)), m + 1)
    eq: tuple[list, list, list] = ([cards], [p(cards, k_all)], [np.ones(n * (m + 1))])
    row = _prefix_rows(n, m, p, S, n, eq)
    b_eq = np.zeros(row)
    b_eq[:n] = 1.0
    A_eq = _coo(eq, (row, nvar))
    j, k = np.divmod(np.arange(n * m), m)
    k = k + 1
    f = np.array([float(1 + x) for x in sizes[1:]])[k - 1]
    last = S(n - 1, k)
    fold = 2 * np.arange(n * m)  # fold: w - (S_last - p_jk) <= 0
    call = fold + 1  # call: w - f ((S_last - S_j) - S_{j-1}) <= 0  (I wins with the cards above j)
    later = j > 0
    ub = (
        [fold, fold, fold, call, call, call, call[later]],
        [w(j, k), last, p(j, k), w(j, k), last, S(j, k), S(j[later] - 1, k[later])],
        [np.ones(n * m), -np.ones(n * m), np.ones(n * m), np.ones(n * m), -f, f, f[later]],
    )
    A_ub = _coo(ub, (2 * n * m, nvar))
    return A_ub, np.zeros(2 * n * m), A_eq, b_eq


def _bettor_bounds(n: int, m: int) -> list:
    """Probabilities in [0, 1], prefix sums >= 0, Player II's per-card payoffs free."""
    return [(0, 1)] * (n * (m + 1)) + [(0, None)] * (n * m) + [(None, None)] * (n * m)


def _bettor_lp(n: int, sizes) -> tuple[np.ndarray, float]:
    """Player I's LP: max sum_i p_i0 chk_i + sum_{j,k} w_jk, w_jk <= fold_jk(p), w_jk <= call_jk(p)."""
    m = len(sizes) - 1
    lp = LinearProgram(_bettor_objective(n, m), *_bettor_constraints(n, sizes), _bettor_bounds(n, m))
    x, fun = lp.solve("Player I's LP")
    return x[: n * (m + 1)].reshape(n, m + 1), -fun


def _caller_variables(n: int, m: int):
    """Player II's LP variables as index maps: ``q(j, k)`` (card j + 1 calls size k), ``T(j, k)`` (prefix
    sums of column k), ``u(i)`` (Player I's best payoff with card i + 1)."""
    Q0, T0, U0 = 0, n * m, 2 * n * m

    def q(j, k):
        return Q0 + j * m + k - 1

    def T(j, k):
        return T0 + j * m + k - 1

    def u(i):
        return U0 + i

    return q, T, u, U0 + n


def _caller_objective(n: int, m: int) -> np.ndarray:
    """Player II minimises ``sum_i u_i``."""
    _, _, u, nvar = _caller_variables(n, m)
    cost = np.zeros(nvar)
    cost[u(0) :] = 1.0
    return cost


def _caller_constraints(n: int, sizes) -> tuple[Matrix, Matrix, Matrix, Matrix]:
    """``(A_ub, b_ub, A_eq, b_eq)`` of Player II's LP: the prefix sums, ``u_i >= chk_i`` and
    ``u_i >= bet_ik(q)`` for every card ``i`` of Player I and size ``k``."""
    m = len(sizes) - 1
    q, T, u, nvar = _caller_variables(n, m)
    eq: tuple[list, list, list] = ([], [], [])
    row = _prefix_rows(n, m, q, T, 0, eq)
    A_eq = _coo(eq, (row, nvar))
    b_eq = np.zeros(row)
    cards = np.arange(n)
    check = cards * (m + 1)  # u_i >= chk_i
    i, k = np.divmod(np.arange(n * m), m)
    k = k + 1
    bet = i * (m + 1) + k  # (n - 1) + s T_{i-1} - (2 + s)(T_last - T_i) - u_i <= 0
    s = np.array([float(x) for x in sizes[1:]])[k - 1]
    later = i > 0
    ub = (
        [check, bet, bet, bet, bet[later]],
        [u(cards), u(i), T(n - 1, k), T(i, k), T(i[later] - 1, k[later])],
        [-np.ones(n), -np.ones(n * m), -(2 + s), 2 + s, s[later]],
    )
    A_ub = _coo(ub, (n * (m + 1), nvar))
    b_ub = np.full(n * (m + 1), -(n - 1))
    b_ub[check] = [-c for c in _check_payoffs(n)]
    return A_ub, b_ub, A_eq, b_eq


def _caller_bounds(n: int, m: int) -> list:
    """Call probabilities in [0, 1], prefix sums >= 0, Player I's per-card payoffs free."""
    return [(0, 1)] * (n * m) + [(0, None)] * (n * m) + [(None, None)] * n


def _caller_lp(n: int, sizes) -> tuple[np.ndarray, float]:
    """Player II's LP: min sum_i u_i, u_i >= chk_i, u_i >= bet_ik(q) for every size k."""
    m = len(sizes) - 1
    lp = LinearProgram(_caller_objective(n, m), *_caller_constraints(n, sizes), _caller_bounds(n, m))
    x, fun = lp.solve("Player II's LP")
    return x[: n * m].reshape(n, m), fun
