"""Saturation of Newman poker's maximum bet: the smallest maximum bet from which the value stays the same,
with a proof that every larger menu keeps it. Values in ante-1 units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from lcp.core import _exact, _validate, config
from lcp.finite.finite_game import CertificationError, LinearProgram

from .equilibrium import Equilibrium, newman
from .payoffs import bettor_payoffs

#: Largest deck of :func:`saturation` (it solves Newman poker for about 2 log2(sqrt n) menus of up to
#: ~2 sqrt(n) sizes; the notebook goes to n = 160).
MAX_SATURATION_CARDS = 200


@dataclass(frozen=True)
class Saturation:
    """The maximum bet from which Newman poker with ``n`` cards keeps the same value.

    ``b`` is the smallest maximum bet reaching ``value``; every larger one has the same value (proved,
    see :func:`saturation`). ``values`` lists the ``(b, value)`` pairs solved on the way.

    Examples
    --------
    >>> s = saturation(6)
    >>> s.b, s.value, s.values
    (2, Fraction(1, 9), ((1, Fraction(4, 45)), (2, Fraction(1, 9)), (3, Fraction(1, 9)), (4, Fraction(1, 9))))
    """

    n: int
    b: int
    value: Fraction
    values: tuple


def _deterrent(n: int, s: int, payoffs: list):
    """Call probabilities against a bet of ``s`` under which no card beats its ``payoffs``, or None.

    A float LP (maximise the smallest slack) proposes them; the answer counts only after its rational
    rounding passes the exact check (card ``i`` earns ``(n - 1) + s Q_below - (2 + s) Q_above``).
    """
    target = np.array([float(e) for e in payoffs])
    # rows: (n - 1) + s Q_<i - (2 + s) Q_>i + t <= E_i ; variables q_1..q_n, t
    A = np.zeros((n, n + 1))
    for i in range(n):
        A[i, :i] = s
        A[i, i + 1 : n] = -(2 + s)
        A[i, n] = 1.0
    cost = np.zeros(n + 1)
    cost[n] = -1.0
    try:
        x, _ = LinearProgram(
            cost, A, target - (n - 1), bounds=[(0, 1)] * n + [(None, 1)], options=config.REFERENCE_LP_OPTIONS
        ).solve("the deterrence LP")
    except CertificationError:
        return None
    if x[n] < 0:
        return None
    q = [_exact.rounded(float(v)) for v in x[:n]]
    q = [min(max(x, Fraction(0)), Fraction(1)) for x in q]
    return q if _deters(n, s, q, payoffs) else None


def _deters(n: int, s: int, q: list, payoffs: list) -> bool:
    """Whether calling a bet of ``s`` with probabilities ``q`` leaves no card more than its ``payoffs``
    (exact, in rationals)."""
    earned = bettor_payoffs(n, (0, s), [[1, x] for x in q])
    return all(row[1] <= e for row, e in zip(earned, payoffs))


def extends_to_larger_bets(eq: Equilibrium) -> bool:
    """Whether ``eq`` stays an equilibrium when every larger integer bet is allowed too (a proof).

    Player II answers each new size ``s > b`` with call probabilities under which no card gains by
    betting ``s`` (found by a small LP, verified in rationals). The new sizes are never bet, so these
    answers cost her nothing (an answer found for one size is tried first for the next). Beyond
    ``s = max_i (n - 3 - E_i)`` calling with card ``n`` only deters every card (a card ``i < n`` earns
    ``n - 3 - s``, card ``n`` earns ``n - 1``, its check payoff), so finitely many sizes are checked.

    Parameters
    ----------
    eq : Equilibrium
        A certified equilibrium of Newman poker (sizes ``1..b``).

    Returns
    -------
    bool

    Examples
    --------
    >>> extends_to_larger_bets(newman(6, 1)), extends_to_larger_bets(newman(6, 3))
    (False, True)
    """
    if not isinstance(eq, Equilibrium) or list(eq.sizes) != list(range(len(eq.sizes))):
        raise TypeError(
            f"eq must be an equilibrium of Newman poker (lcp.finite.finite_deck.newman, sizes 1..b); got {eq!r}"
        )
    n, b = eq.n, eq.sizes[-1]
    payoffs = [max(row) for row in bettor_payoffs(n, eq.sizes, eq.caller)]
    top = max(math.floor(n - 3 - e) for e in payoffs[:-1])
    q = None
    for s in range(b + 1, top + 1):
        # the answer to the last size often deters this one too: checked exactly, it saves an LP (three LPs
        # in four for n = 160)
        if q is None or not _deters(n, s, q, payoffs):
            q = _deterrent(n, s, payoffs)
            if q is None:
                return False
    return True


def saturation(n: int) -> Saturation:
    """The smallest maximum bet from which Newman poker with ``n`` cards keeps the same value (proved).

    The value is non-decreasing in ``b`` (Player I may ignore the new sizes; Player II's answers to the
    old ones stay best replies). An equilibrium that :func:`extends_to_larger_bets` fixes the value
    for every larger ``b``; it is searched by doubling ``b`` from a first guess, then the first ``b``
    reaching that value by steps down that double, then bisection. ``values`` holds every ``(b, value)``
    solved on the way.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).

    Returns
    -------
    Saturation

    Examples
    --------
    >>> saturation(10).b, saturation(10).value
    (4, Fraction(17, 135))
    """
    n = _validate.integer(n, "n", 2, MAX_SATURATION_CARDS)
    solved: dict = {}

    def value(b: int):
        if b not in solved:
            solved[b] = newman(n, b)
        return solved[b].value

    # first guess: one above sqrt(24 n / 7) - 2, the bet at which v(s) leaves Player II's top card half a
    # card (notebook 6, eq. (6.1)); it has been within one of the answer on every deck solved, and the
    # answer does not depend on it
    hi = max(1, round(math.sqrt(24 * n / 7) - 2) + 1)
    while True:
        value(hi)
        if extends_to_larger_bets(solved[hi]):
            break
        hi *= 2
    step = 1  # down from hi, by steps that double while the value stays
    while hi - step >= 1 and value(hi - step) == solved[hi].value:
        hi, step = hi - step, 2 * step
    lo = max(hi - step, 0)  # invariant: lo == 0 or value(lo) < value(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if value(mid) == solved[hi].value:
            hi = mid
        else:
            lo = mid
    final = max(solved)
    values = tuple((b, solved[b].value) for b in sorted(solved))
    if any(x[1] > y[1] for x, y in zip(values, values[1:])):  # pragma: no cover - a theorem
        raise CertificationError(f"values not monotone in b for n={n}: {values}")
    return Saturation(n, hi, solved[final].value, values)


def saturating_bet(n: int) -> int:
    r"""A maximum bet from which Newman poker with ``n`` cards has its saturated value, for every ``n``:
    :math:`\max(1, 2n - 5)`.

    Proof. Take an equilibrium for the maximum bet :math:`b \ge 2n - 5` and let Player II answer every larger
    size :math:`s \ge 2n - 4` by calling with card ``n`` only. Card ``n`` then earns its check payoff
    :math:`n - 1`; a card :math:`i < n` earns :math:`n - 3 - s \le 1 - n \le 2i - n - 1`, its check payoff
    (ante-1 units, summed over the :math:`n - 1` cards of Player II). No card gains by betting a new size,
    so Player I's strategy stays a best reply; the new answers cost Player II nothing (the new sizes are
    never bet). The profile is an equilibrium for every larger maximum bet, with the same value. (The
    saturation bets computed grow like :math:`\sqrt n`, far below this bound; it is linear because it only
    uses the check payoffs.)

    Parameters
    ----------
    n : int
        Cards in the deck, at least 2.

    Returns
    -------
    int

    Examples
    --------
    >>> [saturating_bet(n) for n in (2, 3, 7, 20)], saturation(7).b <= saturating_bet(7)
    ([1, 1, 9, 35], True)
    """
    n = _validate.integer(n, "n", 2)
    return max(1, 2 * n - 5)


def card_n_only_deters(eq: Equilibrium, s: int) -> bool:
    """Whether calling a bet of ``s`` with card ``n`` only leaves every card of ``eq`` no better off (exact).

    Parameters
    ----------
    eq : Equilibrium
        A certified equilibrium of Newman poker.
    s : int
        A bet size larger than ``eq``'s largest.

    Returns
    -------
    bool

    Examples
    --------
    >>> eq = newman(6, saturating_bet(6))
    >>> card_n_only_deters(eq, 2 * 6 - 4), card_n_only_deters(newman(6, 1), 2)
    (True, False)
    """
    if not isinstance(eq, Equilibrium):
        raise TypeError(f"eq must be a finite_deck.Equilibrium (as newman() returns); got {type(eq).__name__}")
    n = eq.n
    s = _validate.integer(s, "s", int(eq.sizes[-1]) + 1)
    payoffs = [max(row) for row in bettor_payoffs(n, eq.sizes, eq.caller)]
    earned = bettor_payoffs(n, (0, s), [[1, int(j == n)] for j in range(1, n + 1)])
    return all(row[1] <= e for row, e in zip(earned, payoffs))
