"""One certificate for every game: an exact check that a profile is an equilibrium, and the failure rule.

Every certifying route of :mod:`lcp` returns a :class:`Certificate`: the continuous games of the paper
(Sections 2 to 5: ``certify()`` proves claims with sympy), the finite games (finite decks, three players,
baby poker, Kuhn poker: exact best responses in ``fractions.Fraction``) and the grid game (exact best
responses by running sums). Values are in the calling game's units (pot 1, ante 0.5 unless it says).

The failure rule of every exact solve (one rule, stated in :mod:`lcp.core`): a solve that promises an exact
equilibrium and cannot certify one raises :class:`CertificationError`; a solve that returns a result has
``result.certified`` True. ``Certificate.require()`` raises the same error for a certificate that does not
prove an equilibrium.
"""

from __future__ import annotations

import numbers
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TypeAlias

#: A deviation gain of a certificate: an exact Fraction, or the int 0
Exact: TypeAlias = Fraction | int


class CertificationError(RuntimeError):
    """An exact solve could not certify an equilibrium (the one failure rule of every exact solve).

    ``attempt`` is the best uncertified result the solve found, when it has one (the grid game's keeps its
    certificate, whose two best responses still bound the game's value exactly), else None.

    Examples
    --------
    >>> err = CertificationError("no equilibrium certified")
    >>> issubclass(CertificationError, RuntimeError), err.attempt
    (True, None)
    """

    def __init__(self, message: str, attempt: Any = None) -> None:
        super().__init__(message)
        self.attempt = attempt


@dataclass(frozen=True)
class Claim:
    """One proved (or refuted) statement of a :class:`Certificate` (the continuous games' proofs).

    Attributes
    ----------
    player : str
        Whose deviation the statement rules out (``"bettor"`` or ``"caller"``), or ``"value"`` for the
        value's check.
    statement : str
        What is claimed, in the paper's symbols (an identity ``... = ...`` or an inequality on a range).
    holds : bool
        ``True`` if it was proved exactly, ``False`` if it was refuted or could not be proved.

    Examples
    --------
    >>> Claim("caller", "c(s) >= x2 for s in [L, U]", True).holds
    True
    """

    player: str
    statement: str
    holds: bool


@dataclass(frozen=True)
class Certificate:
    """An exact check of a strategy profile: each player's payoff and best deviation gain, or proved claims.

    A finite or grid game's certificate holds numbers (``values`` and ``gains``, exact); a continuous game's
    holds the statements its proof consists of (``claims``, each proved by sympy). Either way ``certified``
    says whether the profile is an equilibrium: every gain 0 and every claim proved.

    Parameters
    ----------
    values : tuple
        Each player's expected payoff under the profile (exact, in the game's units); for a two-player
        zero-sum game ``(v, -v)``. Empty for a certificate made of claims.
    gains : tuple
        What each player gains by his best unilateral deviation (exact, >= 0); one per value.
    claims : tuple of lcp.core.certificate.Claim
        The game-specific statements proved (the continuous games); empty for a numeric certificate.
    game : str
        Which game and profile the certificate is about (e.g. ``"LCP, L = 1, U = 2"``), or ``""``.
    exact : bool
        True when every number and claim was checked in exact arithmetic (every route of lcp today).

    Attributes
    ----------
    value : Fraction or None
        Player 1's payoff under the profile (the game's value when certified); None for claims only.
    certified : bool
        No player gains by a unilateral deviation: every gain is 0 and every claim holds.

    Examples
    --------
    >>> c = Certificate.zero_sum(Fraction(1, 12), 0, 0)
    >>> c.value, c.values, c.certified
    (Fraction(1, 12), (Fraction(1, 12), Fraction(-1, 12)), True)
    >>> Certificate((Fraction(2, 9), Fraction(-1, 9), Fraction(-1, 9)), (0, Fraction(1, 50), 0)).certified
    False
    >>> cert = Certificate(claims=(Claim("bettor", "0 <= 1", True), Claim("caller", "1 = 2", False)), game="toy")
    >>> cert.is_equilibrium, [c.statement for c in cert.refuted]
    (False, ['1 = 2'])
    """

    values: tuple = ()
    gains: tuple = ()
    claims: tuple[Claim, ...] = ()
    game: str = ""
    exact: bool = True
    value: Any = field(init=False)
    certified: bool = field(init=False)

    def __post_init__(self) -> None:
        if not self.claims or self.values or self.gains:
            for name in ("values", "gains"):
                v = getattr(self, name)
                if not isinstance(v, tuple) or len(v) < 2:
                    raise ValueError(f"{name} must be a tuple with one entry per player (at least 2); got {v!r}")
            if len(self.values) != len(self.gains):
                raise ValueError(
                    f"values and gains must have one entry per player each; got {len(self.values)} and {len(self.gains)}"
                )
        if not isinstance(self.claims, tuple) or not all(isinstance(c, Claim) for c in self.claims):
            raise TypeError(f"claims must be a tuple of Claim; got {self.claims!r}")
        object.__setattr__(self, "value", self.values[0] if self.values else None)
        ok = all(g == 0 for g in self.gains) and all(c.holds for c in self.claims)
        object.__setattr__(self, "certified", bool(ok))

    @classmethod
    def zero_sum(cls, value: Fraction, gain_1: Exact, gain_2: Exact) -> Certificate:
        """The certificate of a two-player zero-sum profile worth ``value`` to Player 1.

        Parameters
        ----------
        value : Fraction
            Player 1's expected payoff.
        gain_1, gain_2 : Fraction
            Player 1's and Player 2's best deviation gains.

        Returns
        -------
        Certificate

        Examples
        --------
        >>> Certificate.zero_sum(Fraction(-1, 18), 0, Fraction(1, 6)).gains
        (0, Fraction(1, 6))
        """
        for v, name, allowed in (
            (value, "value", "an exact number (int or Fraction)"),
            (gain_1, "gain_1", "an exact number >= 0 (int or Fraction)"),
            (gain_2, "gain_2", "an exact number >= 0 (int or Fraction)"),
        ):
            if isinstance(v, bool) or not isinstance(v, numbers.Rational):
                raise TypeError(f"{name} must be {allowed}; got {type(v).__name__} {v!r}")
            if name != "value" and v < 0:  # a best deviation is at least as good as staying
                raise ValueError(f"{name} must be {allowed}; got {v}")
        return cls((value, -value), (gain_1, gain_2))

    @classmethod
    def from_best_responses(cls, value: Fraction, bettor_best: Fraction, caller_best: Fraction) -> Certificate:
        """A two-player zero-sum certificate from both best-response values (the grid game's form).

        Parameters
        ----------
        value : Fraction
            The bettor's payoff under the profile.
        bettor_best : Fraction
            The most the bettor gets against the caller's strategy (>= value).
        caller_best : Fraction
            The least the caller concedes against the bettor's strategy (<= value).

        Returns
        -------
        Certificate

        Examples
        --------
        >>> c = Certificate.from_best_responses(Fraction(1, 4), Fraction(1, 3), Fraction(1, 4))
        >>> c.gains, c.exploitability, c.certified
        ((Fraction(1, 12), Fraction(0, 1)), Fraction(1, 24), False)
        """
        for v, name in ((value, "value"), (bettor_best, "bettor_best"), (caller_best, "caller_best")):
            if isinstance(v, bool) or not isinstance(v, numbers.Rational):
                raise TypeError(f"{name} must be an exact number (int or Fraction); got {type(v).__name__} {v!r}")
        if bettor_best < value:  # a best response is at least as good as the profile
            raise ValueError(f"bettor_best must be an exact number >= value = {value}; got {bettor_best}")
        if caller_best > value:
            raise ValueError(f"caller_best must be an exact number <= value = {value}; got {caller_best}")
        return cls.zero_sum(value, bettor_best - value, value - caller_best)

    @property
    def is_equilibrium(self) -> bool:
        """The same as :attr:`certified` (the name the notebooks read)."""
        return self.certified

    @property
    def best(self) -> tuple:
        """Each player's best-response payoff against the others' strategies (value plus gain)."""
        return tuple(v + g for v, g in zip(self.values, self.gains))

    @property
    def refuted(self) -> tuple[Claim, ...]:
        """The claims that do not hold (empty for an equilibrium)."""
        return tuple(c for c in self.claims if not c.holds)

    @property
    def exploitability(self) -> Exact:
        """OpenSpiel's: the mean of the players' best deviation gains."""
        return sum(self.gains, Fraction(0)) / len(self.gains) if self.gains else Fraction(0)

    def __call__(self) -> Certificate:
        """The certificate itself, for code written when some results had a method ``certificate()``.

        Every result's ``certificate`` is an attribute now (the result contract of :mod:`lcp.core`); calling
        it still returns the same certificate, with a DeprecationWarning that says to drop the parentheses.

        Examples
        --------
        >>> import warnings
        >>> c = Certificate.zero_sum(Fraction(1, 12), 0, 0)
        >>> with warnings.catch_warnings(record=True) as caught:
        ...     warnings.simplefilter("always")
        ...     same = c()
        >>> same is c, str(caught[0].message)
        (True, 'certificate is now an attribute: write result.certificate, not result.certificate()')
        """
        warnings.warn(
            "certificate is now an attribute: write result.certificate, not result.certificate()",
            DeprecationWarning,
            stacklevel=2,
        )
        return self

    def require(self) -> Certificate:
        """The certificate itself if it proves an equilibrium; else a CertificationError saying what fails.

        Examples
        --------
        >>> Certificate(claims=(Claim("caller", "1 = 2", False),), game="toy").require()
        Traceback (most recent call last):
        ...
        lcp.core.certificate.CertificationError: toy is not certified as an equilibrium: caller: 1 = 2
        """
        if not self.certified:
            bad = [f"{c.player}: {c.statement}" for c in self.refuted]
            bad += [f"player {i + 1} gains {g}" for i, g in enumerate(self.gains) if g != 0]
            raise CertificationError(
                f"{self.game or 'the profile'} is not certified as an equilibrium: {'; '.join(bad)}"
            )
        return self

    # two-player views, in the finite and grid games' words (Player I bets, Player II calls)

    @property
    def payoff(self) -> Fraction:
        """Player I's payoff (the same as :attr:`value`)."""
        return self.values[0]

    @property
    def bettor_gain(self) -> Exact:
        """Player I's best deviation gain."""
        return self.gains[0]

    @property
    def caller_gain(self) -> Exact:
        """Player II's best deviation gain."""
        return self.gains[1]

    @property
    def bettor_best(self) -> Fraction:
        """The most the bettor gets against the caller's strategy (the grid game's name)."""
        return self.values[0] + self.gains[0]

    @property
    def caller_best(self) -> Fraction:
        """The least the caller concedes against the bettor's strategy (the grid game's name)."""
        return self.values[0] - self.gains[1]

    @property
    def bettor_guarantee(self) -> Fraction:
        """What Player I's strategy guarantees him (his payoff against Player II's best reply)."""
        return self.caller_best

    @property
    def caller_guarantee(self) -> Fraction:
        """What Player II's strategy holds Player I to (his payoff with his best reply)."""
        return self.bettor_best


#: The four attributes every solve's result carries (the result contract, stated in :mod:`lcp.core`).
RESULT_ATTRIBUTES = ("value", "profile", "certificate", "certified")

#: Every result class of :mod:`lcp`, by its public address (names, so that the ground imports no game). A test
#: (tests/core/test_result_contract.py) solves one small game of each and checks the contract, and fails on a
#: class named ``*Equilibrium`` or ``*Solution`` defined in lcp and missing here.
RESULT_CLASSES = (
    "lcp.continuous.fixed_bet.Equilibrium",
    "lcp.continuous.no_limit.Equilibrium",
    "lcp.continuous.limit.Equilibrium",
    "lcp.continuous.menu.MenuEquilibrium",
    "lcp.finite.kuhn.KuhnSolution",
    "lcp.finite.baby_poker.Equilibrium",
    "lcp.finite.extensive.Solution",
    "lcp.finite.finite_deck.Equilibrium",
    "lcp.finite.three_player.menu.MenuEquilibrium",
    "lcp.finite.three_player.FiniteEquilibrium",
    "lcp.finite.three_player.ContinuousEquilibrium",
    "lcp.grid.exact.GridSolution",
    "lcp.grid.asymmetric.GridEquilibrium",
    "lcp.grid.reraise.RaiseEquilibrium",
    "lcp.grid.structured.FloatSolution",
    "lcp.testbed.ExactSolution",
)


@dataclass(frozen=True)
class Uncertified:
    """The result contract's numerical side (:mod:`lcp.core`): a base of the results of the numerical routes (a float
    LP, mpmath roots), which prove nothing exactly: ``certificate`` None and ``certified`` False, which means "no exact
    proof", not "not an equilibrium" (a frozen dataclass with no fields, the base of frozen ones).

    Examples
    --------
    >>> Uncertified().certificate, Uncertified().certified
    (None, False)
    """

    @property
    def certificate(self) -> None:
        """None: a numerical route carries no exact certificate."""
        return None

    @property
    def certified(self) -> bool:
        """False: no exact certificate (``certificate`` is None)."""
        return False


__all__ = ["Certificate", "Claim", "CertificationError", "Exact", "RESULT_ATTRIBUTES", "RESULT_CLASSES", "Uncertified"]
