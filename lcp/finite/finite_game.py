r"""The finite-game core: a linear programme built in named steps, solved in floats, re-solved exactly
on its support, certified in rationals.

Every finite game of the companion (:mod:`lcp.finite.finite_deck`, :mod:`lcp.finite.baby_poker`, :mod:`lcp.finite.extensive`
with :mod:`lcp.finite.kuhn`, :mod:`lcp.finite.three_player`) goes through the same three stages:

1. **Float LP.** A :class:`LinearProgram` is assembled from its parts -- the objective, the
   constraints, the bounds -- each built by a small function of the game, and solved by HiGHS through
   :func:`scipy.optimize.linprog` with the options of :data:`lcp.core.config.LP_OPTIONS`.
2. **Exact re-solve.** The float answer's support (which probabilities are 0, 1 or between, which
   payoffs tie) is read with the tolerances of :mod:`lcp.core.config`, and the equalities that hold on it are
   solved again in ``Fraction`` (:func:`lcp.core._exact.solve_sparse`). That only *proposes* an exact profile.
3. **Certificate.** Each player's best-response payoff against the proposed profile is computed in
   rationals; the profile is an equilibrium iff no player gains by deviating. :func:`first_certified`
   runs the candidates in turn and returns the first one certified; if none is, it raises
   :class:`CertificationError`.

Units are the calling game's: a :class:`Certificate` holds its values and gains in whatever units the
game's module states (ante 1 for every finite game here).

``exact`` is chosen one way everywhere in the finite games: their results are always exact (Fractions),
and the float LP value is kept beside them as ``lp_value`` for comparison only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np
from numpy.typing import ArrayLike
from scipy.optimize import linprog

from lcp.core import _exact, _validate, config
from lcp.core._types import Matrix
from lcp.core.certificate import Certificate, CertificationError
from lcp.core.certificate import Exact as Exact

#: A profile, whatever form a game gives it
P = TypeVar("P")


@dataclass(frozen=True)
class LinearProgram:
    """``minimise cost . x`` subject to ``A_ub x <= b_ub``, ``A_eq x = b_eq`` and per-variable bounds.

    The parts are built by separate named functions of each game (objective, constraints, bounds) and
    assembled here; :meth:`solve` hands them to HiGHS. Matrices may be dense arrays or scipy sparse.

    Examples
    --------
    >>> lp = LinearProgram(cost=np.array([-1.0, -1.0]), A_ub=np.array([[1.0, 2.0], [3.0, 1.0]]),
    ...                    b_ub=np.array([4.0, 6.0]), bounds=[(0, None), (0, None)])
    >>> x, fun = lp.solve("example")
    >>> [round(float(v), 9) for v in x], round(float(fun), 9)
    ([1.6, 1.2], -2.8)
    """

    cost: np.ndarray
    A_ub: Matrix | None = None
    b_ub: Matrix | None = None
    A_eq: Matrix | None = None
    b_eq: Matrix | None = None
    bounds: list[tuple[float | None, float | None]] | None = None
    options: dict[str, Any] = field(default_factory=lambda: dict(config.LP_OPTIONS))

    def solve(self, what: str = "the LP") -> tuple[np.ndarray, float]:
        """Solve in floats; return ``(x, cost . x)``.

        Parameters
        ----------
        what : str
            The LP's name, for the error message.

        Returns
        -------
        (ndarray, float)

        Raises
        ------
        CertificationError
            If HiGHS reports no optimum.
        """
        res = linprog(
            self.cost,
            A_ub=self.A_ub,
            b_ub=self.b_ub,
            A_eq=self.A_eq,
            b_eq=self.b_eq,
            bounds=self.bounds,
            method="highs",
            options=self.options,
        )
        if res.status != 0:  # pragma: no cover - the games' LPs are feasible and bounded
            raise CertificationError(f"{what} failed: {res.message}")
        return res.x, res.fun


# ----------------------------------------------------------------------------------------------
# a matrix game, in named steps (the reference "slow" formulation of the finite games)


def maximin_objective(rows: int) -> np.ndarray:
    """Objective of the row player's maximin LP over ``(x_1..x_rows, v)``: maximise ``v`` (minimise ``-v``).

    Examples
    --------
    >>> maximin_objective(2)
    array([ 0.,  0., -1.])
    """
    cost = np.zeros(_validate.integer(rows, "rows", 1) + 1)
    cost[-1] = -1.0
    return cost


def maximin_constraints(M: ArrayLike) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[float]]:
    """``(A_ub, b_ub, A_eq, b_eq)``: ``v <= x . M[:, c]`` for every column ``c``, and ``sum(x) = 1``.

    Examples
    --------
    >>> A_ub, b_ub, A_eq, b_eq = maximin_constraints(np.array([[1.0, -1.0], [-1.0, 1.0]]))
    >>> A_ub.tolist(), A_eq.tolist(), b_eq
    ([[-1.0, 1.0, 1.0], [1.0, -1.0, 1.0]], [[1.0, 1.0, 0.0]], [1.0])
    """
    M = _payoff_matrix(M)
    rows, cols = M.shape
    A_ub = np.hstack([-M.T, np.ones((cols, 1))])
    A_eq = np.hstack([np.ones((1, rows)), np.zeros((1, 1))])
    return A_ub, np.zeros(cols), A_eq, [1.0]


#: Most rows :func:`maximin_bounds` lists bounds for (a list of that many pairs).
MAX_BOUND_ROWS = 10**8


def maximin_bounds(rows: int) -> list[tuple[float | None, float | None]]:
    """Bounds of the maximin LP: probabilities ``x >= 0``, the value ``v`` free.

    Examples
    --------
    >>> maximin_bounds(2)
    [(0, None), (0, None), (None, None)]
    """
    return [(0, None)] * _validate.integer(rows, "rows", 1, MAX_BOUND_ROWS) + [(None, None)]


def _payoff_matrix(M: ArrayLike) -> np.ndarray:
    """``M`` as a non-empty 2-d float array of finite payoffs, or an error naming ``M``."""
    M = _validate.real_array(M, "M", -math.inf, math.inf, low_open=True, high_open=True)
    if M.ndim != 2 or not M.size:
        raise ValueError(f"M must be a non-empty rows x columns matrix; got shape {M.shape}")
    return M


def matrix_game_value(M: ArrayLike) -> float:
    """The value of the zero-sum matrix game ``M`` (row player maximises), from one float LP.

    Parameters
    ----------
    M : array_like
        The row player's payoffs, ``rows x columns``.

    Returns
    -------
    float
        The value (a float: this is the reference formulation the fast solvers are checked against).

    Examples
    --------
    >>> abs(round(matrix_game_value([[1, -1], [-1, 1]]), 12))  # matching pennies
    0.0
    >>> round(matrix_game_value([[3, -1], [-1, 1]]), 12)  # biased: (3 - 1) / (3 + 1 + 1 + 1)
    0.333333333333
    """
    M = _payoff_matrix(M)
    A_ub, b_ub, A_eq, b_eq = maximin_constraints(M)
    lp = LinearProgram(
        maximin_objective(M.shape[0]),
        A_ub,
        b_ub,
        A_eq,
        b_eq,
        maximin_bounds(M.shape[0]),
        options=config.REFERENCE_LP_OPTIONS,
    )
    _, fun = lp.solve("the matrix game's LP")
    return float(-fun)


# ----------------------------------------------------------------------------------------------
# from float answers to a certified equilibrium


def check_agreement(value_1: float, value_2: float, scale: float = 1.0) -> None:
    """Raise :class:`CertificationError` unless the two players' LP values agree (``config.LP_AGREEMENT``).

    Parameters
    ----------
    value_1, value_2 : float
        Player 1's maximin and Player 2's minimax value from the two float LPs.
    scale : float
        The payoffs' scale (the values are compared relatively and to ``LP_AGREEMENT * scale``).

    Examples
    --------
    >>> check_agreement(0.5, 0.5 + 1e-9)
    >>> check_agreement(0.5, 0.6)
    Traceback (most recent call last):
    ...
    lcp.core.certificate.CertificationError: the two LPs disagree: 0.5 vs 0.6
    """
    value_1, value_2 = (
        _validate.as_float(
            _validate.number(v, name, -math.inf, math.inf, low_open=True, high_open=True, arrays=False), name
        )
        for v, name in ((value_1, "value_1"), (value_2, "value_2"))
    )
    scale = _validate.as_float(
        _validate.number(scale, "scale", 0, math.inf, low_open=True, high_open=True, arrays=False), "scale"
    )
    tol = config.LP_AGREEMENT
    if not math.isclose(value_1, value_2, rel_tol=tol, abs_tol=tol * scale):
        raise CertificationError(f"the two LPs disagree: {value_1 / scale} vs {value_2 / scale}")


def support(probabilities: ArrayLike) -> list[int]:
    """The indices of the float probabilities read as strictly between 0 and 1 (``config.SUPPORT_TOL``).

    Examples
    --------
    >>> support([0.0, 1e-9, 0.5, 1 - 1e-9, 1.0])
    [2]
    """
    tol = config.SUPPORT_TOL
    probabilities = _validate.real_array(probabilities, "probabilities", -tol, 1 + tol).ravel()
    return [i for i, x in enumerate(probabilities) if tol < x < 1 - tol]


def first_certified(
    candidates: Iterable[Callable[[], P]], certify: Callable[[P], Certificate], what: str
) -> tuple[P, Certificate]:
    """The first exact candidate whose certificate is an equilibrium: ``(candidate, certificate)``.

    Parameters
    ----------
    candidates : iterable of callables
        Each returns an exact profile (the re-solve on the support first, a rounding fallback after);
        one that raises :class:`CertificationError` (or finds the equalities of a misread support
        inconsistent) is skipped. Any other exception is a bug and propagates.
    certify : callable
        Maps a profile to its :class:`Certificate`.
    what : str
        The game, for the error message.

    Returns
    -------
    (object, Certificate)

    Raises
    ------
    CertificationError
        When no candidate is certified (every attempt is listed).

    Examples
    --------
    >>> from fractions import Fraction
    >>> cert = lambda p: Certificate.zero_sum(Fraction(0), abs(p - Fraction(1, 2)), 0)
    >>> p, c = first_certified([lambda: Fraction(1, 3), lambda: Fraction(1, 2)], cert, "pennies")
    >>> p, c.values, c.gains, c.certified
    (Fraction(1, 2), (Fraction(0, 1), Fraction(0, 1)), (Fraction(0, 1), 0), True)
    >>> first_certified([lambda: Fraction(1, 3)], cert, "pennies")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    lcp.core.certificate.CertificationError: no exact equilibrium certified for pennies: ['deviation gains ...']
    """
    attempts = []
    for make in candidates:
        try:
            profile = make()
            cert = certify(profile)
        except (_exact.Inconsistent, CertificationError) as exc:
            attempts.append(str(exc))
            continue
        if cert.is_equilibrium:
            return profile, cert
        attempts.append(f"deviation gains {cert.gains}")
    raise CertificationError(f"no exact equilibrium certified for {what}: {attempts}")


__all__ = [
    "CertificationError",
    "Certificate",
    "LinearProgram",
    "maximin_objective",
    "maximin_constraints",
    "maximin_bounds",
    "matrix_game_value",
    "check_agreement",
    "support",
    "first_certified",
]
