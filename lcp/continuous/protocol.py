r"""What a solved continuous game must offer: the protocol that :mod:`lcp.continuous.payoff`, :mod:`lcp.continuous.simulate` and
:mod:`lcp.continuous.exploit` rely on.

The three continuous games (:mod:`lcp.continuous.fixed_bet`, :mod:`lcp.continuous.no_limit`, :mod:`lcp.continuous.limit`) share one shape.
Each module has ``solve(...)``, which returns a frozen ``Equilibrium``; that object satisfies
:class:`ContinuousGame`. So does :class:`lcp.continuous.menu.MenuEquilibrium`, the game with a finite menu of sizes.

Conventions (the paper's, Sec. 2):

* **Units.** The pot is 1 and each player antes 1/2. Payoffs are the *bettor's* net winnings: a check is a
  showdown for :math:`\pm\frac12`, a fold gives the bettor :math:`+\frac12`, and a called bet of size s is a
  showdown for :math:`\pm(\frac12 + s)`. Bet sizes are fractions of the pot.
* **Hands.** Both hands are uniform on [0, 1], and the higher hand wins.
* ``bet(x)``: the bet size of each bettor hand in the array ``x`` (vectorised floats). 0 means a check.
  The extreme hands 0 and 1 may bet ``inf`` (no-limit).
* ``call(s)``: the caller's threshold c(s) for each bet size in ``s > 0`` (vectorised floats). The caller
  calls with y > c(s) and folds otherwise.
* ``value``: the game value for the bettor, in the same units.
* ``exact``: ``True`` if the solution was asked for with ``exact=True``. Its fields are then sympy numbers
  (``Fraction`` in the menu game), and the strategy functions may be symbolic. :func:`as_float` turns it into
  its float twin, :func:`as_exact` a float solution into its exact twin (the one ``certify()`` proves).

How exact answers are asked for (one way for every continuous game, the menu game included):
``solve(..., exact=True)``. The input type alone cannot decide it here. :func:`lcp.continuous.no_limit.solve` has no
input, and the notebooks pass ``Fraction`` limits to the float path on purpose (the limits are mapped
exactly and rounded once). (The finite games are always exact: see CONTRIBUTING.md.)

Examples
--------
>>> from lcp import continuous, fixed_bet, limit, no_limit
>>> all(isinstance(eq, continuous.ContinuousGame)
...     for eq in (fixed_bet.solve(1.0), no_limit.solve(), limit.solve(0.1, 2.0)))
True
>>> continuous.as_float(no_limit.solve(exact=True)).value == 1 / 14
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol, runtime_checkable

from numpy.typing import ArrayLike

from lcp.core._types import Scalar
from lcp.core.certificate import Certificate as Certificate  # one class for every game (lcp.core)
from lcp.core.certificate import Claim as Claim

#: The message of the TypeError that :func:`require` raises (one wording everywhere).
NOT_A_GAME = (
    "game must be a solved continuous game with vectorised bet(x) and call(s) and a value "
    "(fixed_bet.solve, no_limit.solve, limit.solve; see lcp.continuous.ContinuousGame); got {!r}"
)


@runtime_checkable
class ContinuousGame(Protocol):
    """A solved continuous game, as :mod:`lcp.continuous.payoff`, :mod:`lcp.continuous.simulate` and :mod:`lcp.continuous.exploit` use it.

    The module docstring gives the units and conventions. ``isinstance`` checks only that the members are
    there; :func:`require` gives the clear error.

    Attributes
    ----------
    value : float or sympy number
        The bettor's value, in pot-1 units.
    exact : bool
        Whether the fields are exact (sympy).

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> isinstance(fixed_bet.solve(2.0), ContinuousGame), isinstance(object(), ContinuousGame)
    (True, False)
    """

    @property
    def value(self) -> Scalar: ...  # read-only: a frozen dataclass's field or a property satisfies it

    @property
    def exact(self) -> bool: ...

    def bet(self, x: ArrayLike) -> Any:
        """Bet size of each hand in ``x`` (0 = check)."""

    def call(self, s: ArrayLike) -> Any:
        """The caller's threshold c(s) for each bet size in ``s`` > 0."""

    def as_float(self) -> ContinuousGame:
        """The float twin (vectorised ``bet`` and ``call``); the object itself if it is in floats already."""

    def as_exact(self) -> ContinuousGame:
        """The exact twin (solved with ``exact=True`` at the parameters read as the rationals they are); the
        object itself if it is exact already."""

    def certify(self) -> Certificate:
        """An exact :class:`Certificate` that the profile is an equilibrium (of :meth:`as_exact`'s twin)."""


@dataclass(frozen=True)
class Result:
    """The result contract of :mod:`lcp.core` for a solved continuous game (a base of each game's ``Equilibrium``):
    ``value`` is the class's own field; ``profile``, ``certificate`` and ``certified`` are these (a frozen
    dataclass with no fields of its own, so that the games' frozen dataclasses may derive from it).

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> eq = fixed_bet.solve(2, exact=True)
    >>> eq.profile == (eq.bet, eq.call), eq.certified, eq.certificate is eq.certificate
    (True, True, True)
    """

    @property
    def profile(self) -> tuple:
        """The strategy profile, bettor first: the vectorised functions ``bet(x)`` (hand to size, 0 a check) and
        ``call(s)`` (size to the calling threshold)."""
        return (self.bet, self.call)  # type: ignore[attr-defined]

    @cached_property
    def certificate(self) -> Certificate:
        """:meth:`certify`'s certificate, computed on first use (the sympy proof takes seconds) and kept."""
        return self.certify()  # type: ignore[attr-defined]

    @property
    def certified(self) -> bool:
        """``certificate.certified``: the profile (its exact twin, for floats) is proved an equilibrium."""
        return self.certificate.certified


def require(game: object) -> ContinuousGame:
    """``game`` itself if it satisfies :class:`ContinuousGame`, else a TypeError that says what is needed.

    Parameters
    ----------
    game : object
        The object to check.

    Returns
    -------
    ContinuousGame
        ``game``, unchanged.

    Raises
    ------
    TypeError
        If a member of the protocol is missing.

    Examples
    --------
    >>> from lcp import limit
    >>> require(limit.solve(1, 1)).value == 1 / 18
    True
    >>> require("LCP")
    Traceback (most recent call last):
    ...
    TypeError: game must be a solved continuous game with vectorised bet(x) and call(s) and a value (fixed_bet.solve, no_limit.solve, limit.solve; see lcp.continuous.ContinuousGame); got 'LCP'
    """
    if not isinstance(game, ContinuousGame):
        raise TypeError(NOT_A_GAME.format(game))
    return game


def as_float(game: object) -> ContinuousGame:
    """The float twin of a solved continuous game (``game`` itself if it is already in floats).

    Each equilibrium knows its own float twin (its ``as_float()`` method), so this module imports no game:
    an exact solution of :mod:`lcp.continuous.no_limit` or :mod:`lcp.continuous.limit` evaluates its strategy functions in sympy,
    one value at a time, and its twin is the float solution of the same game; exact :mod:`lcp.continuous.fixed_bet`
    and :mod:`lcp.continuous.menu` solutions already have float strategy functions and are their own twins.

    Parameters
    ----------
    game : ContinuousGame
        A solution from ``solve(...)`` or ``solve(..., exact=True)``.

    Returns
    -------
    ContinuousGame
        A solution whose ``bet(x)`` and ``call(s)`` take and return float arrays.

    Raises
    ------
    TypeError
        If ``game`` does not satisfy the protocol, or is exact with symbolic limits.

    Examples
    --------
    >>> from lcp import limit
    >>> eq = as_float(limit.solve(1, 2, exact=True))
    >>> eq.exact, float(eq.call(2.0)) == float(limit.solve(1.0, 2.0).call(2.0))
    (False, True)
    """
    game = require(game)
    return game if not game.exact else game.as_float()


def as_exact(game: object) -> ContinuousGame:
    """The exact twin of a solved continuous game (``game`` itself if it is exact already).

    Each equilibrium knows its own exact twin (its ``as_exact()`` method: the game solved with ``exact=True`` at
    the float solution's parameters read as the rationals they are), so this module imports no game, and
    neither do the certificates: ``certify()`` proves the exact twin.

    Parameters
    ----------
    game : ContinuousGame
        A solution from ``solve(...)`` or ``solve(..., exact=True)``.

    Returns
    -------
    ContinuousGame
        A solution with exact fields (sympy numbers; ``Fraction`` for :mod:`lcp.continuous.menu`).

    Raises
    ------
    TypeError
        If ``game`` does not satisfy the protocol.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> eq = as_exact(fixed_bet.solve(0.25))
    >>> eq.exact, eq.value
    (True, 1/27)
    """
    game = require(game)
    return game if game.exact else game.as_exact()
