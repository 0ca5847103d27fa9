"""A certified mixed equilibrium of the finite-deck game: the float LPs, the exact re-solve on their
support, and the certificate (the stages of :mod:`lcp.finite.finite_game`). Values in ante-1 units.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from lcp.core import _exact, _validate, config
from lcp.finite.finite_game import Certificate, check_agreement, first_certified

from . import rules
from .payoffs import _float_bettor_payoffs, _float_caller_options, _prefix, certify
from .programmes import _bettor_lp, _caller_lp
from .rules import _check_payoffs, _sizes

#: Largest n * (number of bet sizes) that :func:`solve` accepts: the two LPs and their exact re-solve
#: take about half a minute there on 2 cores (Newman n = 300, b = 100: 23 s) and grow faster than
#: linearly; von Neumann poker (one size) reaches n = 16000 in about 10 s.
MAX_LP_CELLS = 32_000


def _exact_bettor(n: int, sizes, pf: np.ndarray, tie: float) -> list[list]:
    """Player I's strategy in rationals: normalisation + Player II's ties on the float support."""
    m = len(sizes) - 1
    fixed = [[0] * (m + 1) for _ in range(n)]
    unknown: dict = {}
    rows = []
    for i in range(n):
        support = [k for k in range(m + 1) if pf[i, k] > config.SUPPORT_TOL]
        if len(support) == 1:
            fixed[i][support[0]] = 1
        else:
            for k in support:
                unknown[(i, k)] = float(pf[i, k])
            rows.append(({(i, k): 1 for k in support}, 1))
    by_column: dict = {}
    for i, k in unknown:
        by_column.setdefault(k, []).append(i)
    fold, call = _float_caller_options(
        n, sizes, np.clip(pf, 0.0, 1.0)
    )  # the LP's float noise (-4e-15) is not a refusal
    apart = np.abs(fold - call) > tie
    for k, cards in by_column.items():
        if k == 0:
            continue
        f = 1 + sizes[k]
        pre = _prefix(row[k] for row in fixed)
        for j in map(int, np.flatnonzero(~apart[:, k - 1])):
            # fold - call = sum_{i != j} p_ik (1 - f sgn(i - j)) = 0
            below, above = pre[j], pre[-1] - pre[j + 1]
            const = below * (1 + f) + above * (1 - f)
            coef = {(i, k): (1 + f) if i < j else (1 - f) for i in cards if i != j}
            rows.append((coef, -const))
    values = _exact.solve_sparse(rows, unknown)
    out = [list(r) for r in fixed]
    for (i, k), v in values.items():
        out[i][k] = v
    return out


def _exact_caller(n: int, sizes, qf: np.ndarray, tie: float) -> list[list]:
    """Player II's strategy in rationals: Player I's ties (per card) on the float support."""
    m = len(sizes) - 1
    fixed = [[1] + [0] * m for _ in range(n)]
    unknown: dict = {}
    for j in range(n):
        for k in range(1, m + 1):
            x = float(qf[j, k - 1])
            if x >= 1 - config.SUPPORT_TOL:
                fixed[j][k] = 1
            elif x > config.SUPPORT_TOL:
                unknown[(j, k)] = x
    by_column: dict = {}
    for j, k in unknown:
        by_column.setdefault(k, []).append(j)
    pre: dict = {}
    floats = np.column_stack([np.ones(n), np.clip(qf, 0.0, 1.0)])  # the LP's float noise clipped
    payoffs = _float_bettor_payoffs(n, sizes, floats).tolist()

    def linear(i: int, k: int):  # payoff of card i + 1 choosing sizes[k], as (coef, const)
        if k == 0:
            return {}, _check_payoffs(n)[i]
        s = sizes[k]
        if k not in pre:
            pre[k] = _prefix(row[k] for row in fixed)
        below, above = pre[k][i], pre[k][-1] - pre[k][i + 1]
        coef = {(j, k): (s if j < i else -(2 + s)) for j in by_column.get(k, ()) if j != i}
        return coef, (n - 1) + s * below - (2 + s) * above

    rows = []
    for i in range(n):
        best = max(payoffs[i])
        tied = [k for k in range(m + 1) if payoffs[i][k] >= best - tie]
        if not any(k in by_column for k in tied):
            continue
        c0, k0 = linear(i, tied[0])
        for k in tied[1:]:
            c1, k1 = linear(i, k)
            coef = dict(c1)
            for v, c in c0.items():
                coef[v] = coef.get(v, 0) - c
            rows.append((coef, Fraction(k0) - Fraction(k1)))
    values = _exact.solve_sparse(rows, unknown)
    out = [list(r) for r in fixed]
    for (j, k), v in values.items():
        out[j][k] = v
    return out


def _rounded(matrix: np.ndarray, *, rows_sum_to_one: bool) -> list[list]:
    """Fallback guess: every float to its nearest simple fraction (rows re-normalised)."""
    out = [[_exact.rounded(float(x)) for x in row] for row in matrix]
    if rows_sum_to_one:
        for row in out:
            k = max(range(len(row)), key=lambda c: row[c])
            row[k] += 1 - sum(row)
    return out


@dataclass(frozen=True)
class Equilibrium:
    """An exactly certified equilibrium of the finite-deck game with bet menu ``sizes``.

    ``sizes[0] == 0`` is the check. ``bettor[i - 1][k]`` is the probability that Player I with card
    ``i`` bets ``sizes[k]``; ``caller[j - 1][k]`` the probability that Player II with card ``j`` calls
    ``sizes[k]`` (column 0 is 1, as in the paper's matrices). ``value`` is Player I's expected payoff
    in ante-1 units; ``lp_value`` what the float LP reported. ``profile`` is ``(bettor, caller)``;
    ``certificate`` (an attribute) the exact one :func:`solve` proved it with; ``certified`` its verdict.

    Examples
    --------
    >>> eq = von_neumann(4, 2)
    >>> eq.value, eq.pot_value
    (Fraction(1, 12), Fraction(1, 24))
    >>> eq.bet_probabilities
    (Fraction(1, 2), 0, 0, 1)
    >>> eq.call_probabilities(2)
    (0, 0, Fraction(1, 2), 1)
    """

    n: int
    sizes: tuple
    value: Fraction
    bettor: tuple
    caller: tuple
    lp_value: float
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def pot_value(self) -> Fraction:
        """The value in the pot-1 units of the continuous games (half the ante-1 value)."""
        return self.value / 2

    @property
    def bet_probabilities(self) -> tuple:
        """Per card, the probability that Player I bets (any size)."""
        return tuple(1 - row[0] for row in self.bettor)

    def call_probabilities(self, size) -> tuple:
        """Per card, the probability that Player II calls a bet of ``size``."""
        bets = self.sizes[1:]
        if isinstance(size, bool) or size not in bets:
            raise ValueError(f"size must be one of the bet sizes {list(bets)}; got {size!r}")
        k = self.sizes.index(size)
        return tuple(row[k] for row in self.caller)

    @property
    def profile(self) -> tuple:
        """The strategy profile ``(bettor, caller)``."""
        return (self.bettor, self.caller)

    @functools.cached_property
    def certificate(self) -> Certificate:
        """The exact certificate :func:`solve` proved this equilibrium with; :func:`certify`'s for one built by
        hand (or changed with :func:`dataclasses.replace`)."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.n, self.sizes, self.bettor, self.caller)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified


def solve(n: int, sizes) -> Equilibrium:
    """An exactly certified equilibrium of the finite-deck game where Player I may bet any of ``sizes``.

    ``sizes`` are positive rationals (ante-1 units); the check is added. Raises
    :class:`CertificationError` if the LP answer cannot be certified exactly.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    sizes : iterable of int or Fraction
        Player I's bet sizes, positive and distinct (ante-1 units); the check is added.

    Returns
    -------
    Equilibrium
        Exact strategies and value, certified.

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If the LP answer cannot be certified exactly.

    Examples
    --------
    >>> eq = solve(5, [1, Fraction(5, 2)])
    >>> eq.value == eq.certificate.value and eq.certified
    True
    >>> eq.sizes
    (0, 1, Fraction(5, 2))
    """
    n = _validate.integer(n, "n", 2)
    menu = (0,) + _sizes(sizes)
    _check_work(n, len(menu) - 1, "n * len(sizes)")
    return _solved(n, menu)


# The same game solved again returns the same (frozen) equilibrium: notebook 6 solves hundreds of decks
# more than once (the mod-D pattern, the rates, the saturations share them).
@functools.lru_cache(maxsize=4096)
def _solved(n: int, menu: tuple) -> Equilibrium:
    pf, value_I = _bettor_lp(n, menu)
    qf, value_II = _caller_lp(n, menu)
    scale = n * (n - 1)
    check_agreement(value_I, value_II, scale)
    tie = config.TIE_TOL * (1 + float(menu[-1]))  # payoffs are times n - 1; ties scale with the largest size
    (bettor, caller), cert = first_certified(
        (
            lambda: (_exact_bettor(n, menu, pf, tie), _exact_caller(n, menu, qf, tie)),
            lambda: (_rounded(pf, rows_sum_to_one=True), [[1] + r for r in _rounded(qf, rows_sum_to_one=False)]),
        ),
        lambda profile: certify(n, menu, *profile),
        f"n={n}, sizes={menu[1:]}",
    )
    eq = Equilibrium(n, menu, cert.value, tuple(map(tuple, bettor)), tuple(map(tuple, caller)), value_I / scale)
    object.__setattr__(eq, "_certificate", cert)  # the proof comes with the result (no second proof)
    return eq


def _check_work(n: int, m: int, what: str) -> None:
    if n * m > MAX_LP_CELLS:
        raise ValueError(
            f"{what} must be <= {MAX_LP_CELLS} (about half a minute of LP and exact re-solve on 2 cores; the "
            f"work grows faster than linearly); got {n} * {m} = {n * m}"
        )


def von_neumann(n: int, b: int) -> Equilibrium:
    """Von Neumann poker with ``n`` cards and fixed bet ``b`` (ante 1): certified mixed equilibrium.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        The one bet size (ante 1).

    Returns
    -------
    Equilibrium

    Examples
    --------
    >>> von_neumann(18, 2).value  # Sec. 5 of the finite-deck paper: 1/9
    Fraction(1, 9)
    """
    n, b = _validate.integer(n, "n", 2, MAX_LP_CELLS), _validate.integer(b, "b", 1, rules.MAX_LP_SIZE)
    return solve(n, (b,))


def newman(n: int, b: int) -> Equilibrium:
    """Newman poker with ``n`` cards and bets ``1..b`` (ante 1): certified mixed equilibrium.

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int
        The largest bet: Player I may bet any of ``1..b``.

    Returns
    -------
    Equilibrium

    Examples
    --------
    >>> newman(7, 3).value  # the paper's 13/105
    Fraction(13, 105)
    """
    n, b = _validate.integer(n, "n", 2), _validate.integer(b, "b", 1)
    _check_work(n, b, "n * b (cards times bet sizes)")
    return solve(n, tuple(range(1, b + 1)))
