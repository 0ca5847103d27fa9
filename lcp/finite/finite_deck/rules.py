"""The rules of von Neumann and Newman poker with ``n`` cards, once, and the checks of a bet menu.

Units: ante 1 (the finite-deck paper's convention); see :mod:`lcp.finite.finite_deck`.
"""

from __future__ import annotations

import numbers
from fractions import Fraction

from lcp.core import _validate

#: Largest bet size :func:`solve` accepts: its LPs are solved in floats first (then exactly), and
#: HiGHS rejects coefficients near 2^63; every b >= n already gives the saturated game.
MAX_LP_SIZE = 10**9


def _sizes(sizes) -> tuple:
    """The bet-size menu as a sorted tuple of distinct positive Fractions (ints stay ints)."""
    out = []
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive rationals (int or Fraction); got {sizes!r}")
    for s in sizes:
        if isinstance(s, bool) or not isinstance(s, numbers.Rational):
            raise TypeError(f"sizes must be positive rationals (int or Fraction); got {s!r}")
        if not 0 < s <= MAX_LP_SIZE:  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators
            raise ValueError(
                f"sizes must be positive rationals <= {MAX_LP_SIZE} (int or Fraction; the LPs are solved in floats first); got {s}"
            )
        out.append(int(s) if Fraction(s).denominator == 1 else Fraction(s))  # type: ignore[call-overload]  # typeshed's numbers ABCs declare no operators
    if not out:
        raise ValueError("sizes must name at least one positive bet size")
    if len(set(out)) != len(out):
        raise ValueError(f"sizes must be distinct; got {sizes!r}")
    return tuple(sorted(out))


def payoff(i: int, j: int, size=0, called: bool = False):
    """The rules, once: Player I's net payoff (ante 1) with card ``i`` against card ``j``.

    Parameters
    ----------
    i, j : int
        Player I's and Player II's cards (distinct).
    size : int or Fraction
        Player I's bet; 0 is the check (then ``called`` is ignored: a showdown for the antes).
    called : bool
        Whether Player II calls the bet.

    Returns
    -------
    int or Fraction

    Examples
    --------
    >>> payoff(3, 1), payoff(1, 3, size=2), payoff(1, 3, size=2, called=True), payoff(3, 1, 2, True)
    (1, 1, -3, 3)
    """
    i = _validate.integer(i, "i", 1)
    j = _validate.integer(j, "j", 1)
    if i == j:
        raise ValueError(f"i and j must be distinct cards; got i = j = {i}")
    if isinstance(size, bool) or not isinstance(size, numbers.Rational):
        raise TypeError(f"size must be 0 (a check) or a positive int or Fraction; got {size!r}")
    if size < 0:
        raise ValueError(f"size must be 0 (a check) or a positive int or Fraction; got {size}")
    called = _validate.flag(called, "called")
    showdown = 1 if i > j else -1
    if size == 0:
        return showdown
    return (1 + size) * showdown if called else 1  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators


def _check_payoffs(n: int) -> list[int]:
    """Player I's payoff of checking card i against all n - 1 other cards: (i - 1) - (n - i)."""
    return [2 * i - n - 1 for i in range(1, n + 1)]
