"""The finite-deck paper's own formulations, kept as references for the benchmark and the tests: the
``2^n x 2^n`` matrix game and the DJN-I LP (float values, ante-1 units).
"""

from __future__ import annotations

import numpy as np

from lcp.core import _validate, config
from lcp.finite.finite_game import LinearProgram
from lcp.finite.finite_game import matrix_game_value as _matrix_game_value

from .subset_game import _subsets, payoff_matrix

#: Largest deck of :func:`matrix_game_value` (its dense LP has 4^n entries: 32 MB at 11 cards).
MAX_MATRIX_LP_CARDS = 11


#: Largest dense constraint matrix of :func:`djn_value`, in entries (``n 2^b`` rows of ``n (b + 2)``).
MAX_DJN_ENTRIES = 20_000_000
#: The largest deck and bet :func:`djn_entries` counts for (2^b stays an integer of at most 10,000 bits).
MAX_COUNT_CARDS, MAX_COUNT_BET = 10**9, 10_000


def djn_entries(n: int, b: int) -> int:
    """The number of entries of :func:`djn_value`'s dense constraint matrix (``n >= 2`` cards, bet ``b >= 1``).

    Examples
    --------
    >>> djn_entries(20, 3)
    16000
    """
    n, b = _validate.integer(n, "n", 2, MAX_COUNT_CARDS), _validate.integer(b, "b", 1, MAX_COUNT_BET)
    return n * 2**b * n * (b + 2)


def matrix_game_value(n: int, b: int) -> float:
    """Value of von Neumann poker from the full ``2^n x 2^n`` matrix game LP (the paper's slow LP).

    Examples
    --------
    >>> round(matrix_game_value(4, 2), 12)  # 1/12
    0.083333333333
    """
    n = _validate.integer(n, "n", 2, MAX_MATRIX_LP_CARDS)
    b = _validate.integer(b, "b", 1, MAX_COUNT_BET)  # (the payoffs' floats hold 1 + b)
    return _matrix_game_value(payoff_matrix(n, b) / (n * (n - 1)))


def djn_value(n: int, b: int) -> float:
    """Value of Newman poker from the paper's DJN-I LP (``n 2^b`` dense constraints), vectorised.

    Row ``(j, Y)``: Player II holds ``j`` and calls exactly the sizes in ``Y`` (a check is always
    "called"); Player I's payoff against it must be at least ``v_j``; maximise the mean of the ``v_j``.

    Examples
    --------
    >>> round(djn_value(7, 3) * 105, 9)  # 13/105
    13.0
    """
    n = _validate.integer(n, "n", 2)
    b = _validate.integer(b, "b", 1)
    if b > MAX_DJN_ENTRIES.bit_length() or djn_entries(n, b) > MAX_DJN_ENTRIES:  # 2^b alone would be too many
        raise ValueError(
            f"n and b too large for the dense DJN-I LP: n * 2^b * n * (b + 2) must be <= "
            f"{MAX_DJN_ENTRIES:,} (about {MAX_DJN_ENTRIES * 8 // 10**6} MB); got n = {n}, b = {b}"
        )
    m = b + 1
    Y = _subsets(b).astype(float)  # (2^b, b): bit s - 1 set = II calls a bet of s
    stake = np.arange(2, m + 1, dtype=float)  # 1 + s for s = 1..b
    blocks = []
    for j in range(n):
        row = np.zeros((2**b, n, m))
        for i in range(n):
            if i == j:
                continue
            sgn = 1.0 if i > j else -1.0
            row[:, i, 0] = sgn
            row[:, i, 1:] = Y * (sgn * stake) + (1 - Y)
        block = np.zeros((2**b, n * m + n))
        block[:, : n * m] = -row.reshape(2**b, n * m) / (n - 1)
        block[:, n * m + j] = 1.0
        blocks.append(block)
    A_ub = np.vstack(blocks)
    cost = np.zeros(n * m + n)
    cost[n * m :] = -1.0 / n
    A_eq = np.zeros((n, n * m + n))
    for i in range(n):
        A_eq[i, i * m : (i + 1) * m] = 1.0
    lp = LinearProgram(
        cost,
        A_ub,
        np.zeros(len(A_ub)),
        A_eq,
        np.ones(n),
        [(0, None)] * (n * m) + [(None, None)] * n,
        options=config.REFERENCE_LP_OPTIONS,
    )
    return float(-lp.solve("the DJN-I LP")[1])
