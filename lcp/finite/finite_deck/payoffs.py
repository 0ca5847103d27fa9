"""Exact payoffs of behavioural (mixed) strategies by card, and the certificate of a strategy pair.

Payoffs are summed over the ``n - 1`` cards of the other player (Player I's view, ante-1 units); the sums
over the cards below and above a card are prefix sums (:func:`itertools.accumulate`).
"""

from __future__ import annotations

import itertools
import math
import numbers
from fractions import Fraction

import numpy as np

from lcp.core import _validate
from lcp.finite.finite_game import Certificate

from .rules import _check_payoffs, _sizes


def _prefix(values) -> list:
    """``[0, v0, v0 + v1, ...]``: the prefix sums, exact for ints and Fractions."""
    return list(itertools.accumulate(values, initial=0))


def _below_above(matrix, k: int) -> list:
    """For each card, the sums of column ``k`` over the lower cards and over the higher cards."""
    pre = _prefix(row[k] for row in matrix)
    return [(pre[c], pre[-1] - pre[c + 1]) for c in range(len(matrix))]


def _menu(n, sizes) -> tuple[int, list]:
    """``n`` and ``sizes`` (the check 0, then the bet sizes), checked as :func:`certify` checks them."""
    n = _validate.integer(n, "n", 2)
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be a sequence: the check 0, then the positive bet sizes; got {sizes!r}")
    sizes = list(sizes)
    if not sizes or isinstance(sizes[0], bool) or sizes[0] != 0:
        raise ValueError(f"sizes must start with the check 0, then the positive bet sizes; got {sizes!r}")
    _sizes(sizes[1:])  # positive, distinct, exact
    return n, sizes


def bettor_payoffs(n: int, sizes, caller) -> list[list]:
    """``out[i - 1][k]``: n - 1 times Player I's expected payoff of card ``i`` choosing ``sizes[k]``.

    ``sizes[0] == 0`` is the check; ``caller[j - 1][k]`` is Player II's call probability. Exact when
    the probabilities are Fractions. A bet ``s`` against card ``j``: ``1`` if ``j`` folds, ``+-(1 + s)``
    if it calls, so the sum over ``j != i`` is ``(n - 1) + s Q_below - (2 + s) Q_above``.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    sizes : sequence
        The check 0, then the bet sizes.
    caller : sequence of sequences
        Player II's call probabilities by card and size.

    Returns
    -------
    list of lists
        ``n x len(sizes)`` payoffs, times ``n - 1``.

    Examples
    --------
    >>> bettor_payoffs(3, (0, 2), [[1, 0], [1, 0], [1, 1]])  # II calls a bet of 2 only with card 3
    [[-2, -2], [0, -2], [2, 2]]
    """
    n, sizes = _menu(n, sizes)
    caller = _validate.matrix(caller, "caller", (n, len(sizes)))
    out = [[c] for c in _check_payoffs(n)]
    for k in range(1, len(sizes)):
        s = sizes[k]
        column = [row[k] for row in caller]
        if type(s) in _EXACT and all(type(x) in _EXACT for x in column):
            for i, e in enumerate(_exact_bet_column(n, s, column)):
                out[i].append(e)
            continue
        for i, (below, above) in enumerate(_below_above(caller, k)):
            out[i].append((n - 1) + s * below - (2 + s) * above)
    return out


_EXACT = (int, Fraction)


def _exact_bet_column(n: int, s, column: list) -> list:
    """``(n - 1) + s Q_below - (2 + s) Q_above`` for every card, ``s`` and ``column`` ints or Fractions.

    Summed in integers over the common denominator of ``s`` and the column; each result is an int where
    every operand is one and a Fraction otherwise, as the same sum in Fractions gives.
    """
    ds = s.denominator
    dq = math.lcm(*(x.denominator for x in column))
    sigma = s.numerator
    Q = [x.numerator * (dq // x.denominator) for x in column]
    unit = dq * ds
    exact = type(s) is Fraction or any(type(x) is Fraction for x in column)
    total, below, out = sum(Q), 0, []
    for q in Q:
        num = (n - 1) * unit + sigma * below - (2 * ds + sigma) * (total - below - q)
        out.append(Fraction(num, unit) if exact else num)
        below += q
    return out


def caller_options(n: int, sizes, bettor) -> list[list]:
    """``out[j - 1][k - 1] = (fold, call)``: n - 1 times Player I's payoff against card ``j`` facing ``sizes[k]``.

    Player II minimises; ``bettor[i - 1][k]`` is the probability card ``i`` chooses ``sizes[k]``.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    sizes : sequence
        The check 0, then the bet sizes.
    bettor : sequence of sequences
        Player I's distributions over ``sizes`` by card.

    Returns
    -------
    list of lists of (fold, call)
        Times ``n - 1``, one pair per card and bet size.

    Examples
    --------
    >>> caller_options(3, (0, 2), [[0, 1], [1, 0], [0, 1]])  # I bets cards 1 and 3
    [[(1, 3)], [(2, 0)], [(1, -3)]]
    """
    n, sizes = _menu(n, sizes)
    bettor = _distributions(_validate.matrix(bettor, "bettor", (n, len(sizes))), "bettor")
    out: list[list] = [[] for _ in range(n)]
    for k in range(1, len(sizes)):
        s = sizes[k]
        for j, (below, above) in enumerate(_below_above(bettor, k)):
            out[j].append((below + above, (1 + s) * (above - below)))
    return out


def _float_sums(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(below, above)``: for each card and column, the float sums over the lower and the higher cards,
    formed as :func:`_below_above` forms them (a running sum from 0, then the total minus a prefix)."""
    pre = np.concatenate([np.zeros((1, matrix.shape[1])), np.cumsum(matrix, axis=0)])  # sequential, like accumulate
    return pre[:-1], pre[-1] - pre[1:]


def _float_bettor_payoffs(n: int, sizes, caller: np.ndarray) -> np.ndarray:
    """:func:`bettor_payoffs` for a float array ``caller`` (the LP's answer), vectorised: the same float
    operations on the same numbers, so the same floats (the check column as floats)."""
    below, above = _float_sums(caller[:, 1:])
    s = np.array([float(x) for x in sizes[1:]])
    two_s = np.array([float(2 + x) for x in sizes[1:]])
    bets = (n - 1) + s * below - two_s * above
    return np.column_stack([np.array(_check_payoffs(n), dtype=float), bets])


def _float_caller_options(n: int, sizes, bettor: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`caller_options` for a float array ``bettor`` (the LP's answer), vectorised: ``(fold, call)``
    arrays ``n x (len(sizes) - 1)``, the same float operations on the same numbers."""
    _distributions(_validate.matrix(bettor.tolist(), "bettor", (n, len(sizes))), "bettor")
    below, above = _float_sums(bettor[:, 1:])
    one_s = np.array([float(1 + x) for x in sizes[1:]])
    return below + above, one_s * (above - below)


def _distributions(rows: list, name: str) -> list:
    for i, row in enumerate(rows, 1):
        total = sum(row)
        if total != 1 if isinstance(total, numbers.Rational) else abs(total - 1) > 1e-9:
            raise ValueError(f"{name} row {i} is not a probability distribution (it sums to {total}): {row}")
    return rows


def certify(n: int, sizes, bettor, caller) -> Certificate:
    """Exact payoff of (``bettor``, ``caller``) and each player's best-deviation gain.

    ``sizes`` starts with the check 0; ``bettor[i - 1]`` is card ``i``'s distribution over ``sizes``
    (summing to 1), ``caller[j - 1][k]`` card ``j``'s call probability against ``sizes[k]`` (column 0
    is ignored). Rationals in, rationals out.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    sizes : sequence
        The check 0, then the positive bet sizes.
    bettor, caller : sequence of sequences
        ``n x len(sizes)`` exact probabilities (see above).

    Returns
    -------
    lcp.core.Certificate
        Player I's payoff and both players' best deviation gains (ante-1 units).

    Examples
    --------
    >>> from lcp.finite.finite_deck import von_neumann
    >>> eq = von_neumann(4, 2)
    >>> cert = certify(4, eq.sizes, eq.bettor, eq.caller)
    >>> cert.value, cert.is_equilibrium
    (Fraction(1, 12), True)
    """
    n, sizes = _menu(n, sizes)
    bettor = _validate.matrix(bettor, "bettor", (n, len(sizes)), exact=True)
    caller = _validate.matrix(caller, "caller", (n, len(sizes)), exact=True)
    P, dp = _on_common_denominator(bettor)
    if any(sum(row) != dp for row in P):
        _distributions(bettor, "bettor")  # raises, naming the row
    Q, dq = _on_common_denominator(caller)
    (sigma,), ds = _on_common_denominator([sizes])
    # Player I's payoffs times (n - 1) dq ds (bettor_payoffs in integers): U[i][k], card i + 1 choosing sizes[k]
    unit = dq * ds
    U = [[c * unit] for c in _check_payoffs(n)]
    # Player II's options times (n - 1) dp ds (caller_options in integers): each (card, size) takes the lesser
    best_II = ds * sum(row[0] * c for row, c in zip(P, _check_payoffs(n)))
    for k in range(1, len(sizes)):
        s = sigma[k]
        for i, (below, above) in enumerate(_below_above(Q, k)):
            U[i].append((n - 1) * unit + s * below - (2 * ds + s) * above)
        for below, above in _below_above(P, k):
            best_II += min(ds * (below + above), (ds + s) * (above - below))
    payoff = sum(p * e for row_p, row_e in zip(P, U) for p, e in zip(row_p, row_e))  # times (n - 1) dp dq ds
    best_I = sum(max(row) for row in U) * dp
    den = n * (n - 1) * dp * unit
    return Certificate.zero_sum(
        Fraction(payoff, den), Fraction(best_I - payoff, den), Fraction(payoff - best_II * dq, den)
    )


def _on_common_denominator(matrix: list) -> tuple[list[list[int]], int]:
    """An exact matrix (ints and Fractions) as ``(integers, d)``: every entry is its integer over ``d``, the
    least common denominator. :func:`certify` sums these instead of Fractions (the same exact values)."""
    d = math.lcm(*(x.denominator for row in matrix for x in row))
    return [[x.numerator * (d // x.denominator) for x in row] for row in matrix], d
