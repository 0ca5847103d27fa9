r"""The test bed's strategy profiles as data, and its exact solve: below :mod:`lcp.testbed.game` (whose
:meth:`~lcp.testbed.TestbedGame.solve` calls :func:`exact_solution`) and :mod:`lcp.testbed.profile` (which
re-exports :class:`Profile` and :class:`ExactSolution` and checks its arguments before it calls in here).

Nothing here imports the game: a game is read through its attributes (``hands``, ``sizes``,
``bettor_actions``, ``bettor_infoset``, ``caller_infoset``, ``sequence_form``). Units: pot 1 (ante 1/2 each).
"""

import numbers
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from lcp.core import _validate, config
from lcp.finite import extensive
from lcp.finite.finite_game import Certificate

CHECK, FOLD, CALL = "check", "fold", "call"


@dataclass(frozen=True)
class Profile:
    """A behaviour profile: ``bettor[i]`` = (P(check), P(bet s_1), ...) with hand i; ``caller[j][k]`` =
    P(call s_k) with hand j.

    Examples
    --------
    >>> p = Profile(((1, 0), (0, 1)), ((0,), (1,)))
    >>> p.hands, p.size_count
    (2, 1)
    """

    bettor: tuple
    caller: tuple

    @property
    def hands(self) -> int:
        """Number of hands (buckets or cards)."""
        return len(self.bettor)

    @property
    def size_count(self) -> int:
        """Number of bet sizes."""
        return len(self.bettor[0]) - 1

    def as_fractions(self) -> "Profile":
        """The same profile in exact numbers: each float is the rational it is, each row renormalised to
        sum to 1 exactly (a float row sums to 1 only up to rounding).

        Examples
        --------
        >>> Profile(((0.25, 0.75),), ((0.5,),)).as_fractions().bettor
        ((Fraction(1, 4), Fraction(3, 4)),)
        """

        def row(r):
            r = [Fraction(v) for v in r]
            total = sum(r)
            if total <= 0:
                raise ValueError(f"a bettor row must have positive total probability; got {r}")
            return tuple(v / total for v in r)

        return Profile(tuple(row(r) for r in self.bettor), tuple(tuple(Fraction(v) for v in r) for r in self.caller))

    def as_floats(self) -> "Profile":
        """The same profile in floats."""
        return Profile(
            tuple(tuple(float(v) for v in r) for r in self.bettor),
            tuple(tuple(float(v) for v in r) for r in self.caller),
        )


@dataclass(frozen=True)
class ExactSolution:
    """The finite game's exact value, a certified equilibrium and its certificate (pot-1 units).

    Attributes
    ----------
    value : Fraction
        The bettor's value.
    profile : Profile
        An equilibrium, in Fractions.
    certificate : lcp.finite.finite_game.Certificate
        Its exact certificate (both gains 0), the one the solve proved it with.
    lp_value : float
        The float LP's value, for comparison only.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> sol = build(1, 1, hands=2, k=1).solve()   # two buckets are too coarse for a bet to pay
    >>> sol.value, sol.profile.bettor
    (Fraction(0, 1), ((Fraction(1, 1), Fraction(0, 1)), (Fraction(1, 1), Fraction(0, 1))))
    """

    value: Fraction
    profile: Profile
    certificate: Certificate
    lp_value: float

    @property
    def certified(self) -> bool:
        """``certificate.certified``."""
        return self.certificate.certified


def profile_from_behaviour(game: Any, bettor: dict, caller: dict) -> Profile:
    """:func:`lcp.testbed.from_behaviour` for a game already known to be an ``lcp.testbed.TestbedGame``."""
    n, m = game.hands, len(game.sizes)
    infosets = {
        "bettor": ({game.bettor_infoset(i) for i in range(n)}, game.bettor_actions),
        "caller": ({game.caller_infoset(j, k) for j in range(n) for k in range(m)}, (FOLD, CALL)),
    }
    for name, strategy in (("bettor", bettor), ("caller", caller)):
        if not isinstance(strategy, dict):
            raise TypeError(f"{name} must be a dict {{information set: {{action: probability}}}}; got {strategy!r}")
        known, actions = infosets[name]
        for info, probs in strategy.items():
            if info not in known:
                raise ValueError(f"{name} has no information set {info!r} in this game (hands = {n}, sizes = {m})")
            if not isinstance(probs, dict):
                raise TypeError(f"{name}[{info!r}] must be a dict {{action: probability}}; got {probs!r}")
            for a, v in probs.items():
                if a not in actions:
                    raise ValueError(f"{name}[{info!r}] has no action {a!r}; the actions are {actions}")
                _validate.number(v, name, 0, 1, arrays=False)
            given = sum(probs.values())  # a bettor's row, or a caller's fold and call when both are given
            exact = all(isinstance(v, numbers.Rational) for v in probs.values())
            if (name == "bettor" or FOLD in probs) and abs(given - 1) > (0 if exact else config.PROBABILITY_SUM_TOL):
                raise ValueError(f"{name}[{info!r}] must be probabilities summing to 1; they sum to {given}")
    missing = sorted(infosets["bettor"][0] - set(bettor))
    if missing:
        raise ValueError(f"bettor must give every information set of the bettor; missing {missing[:5]}")
    b = tuple(tuple(bettor.get(game.bettor_infoset(i), {}).get(a, 0) for a in game.bettor_actions) for i in range(n))
    c = tuple(tuple(caller.get(game.caller_infoset(j, k), {}).get(CALL, 0) for k in range(m)) for j in range(n))
    return Profile(b, c)


def exact_solution(game: Any) -> ExactSolution:
    """Solve ``game`` (an ``lcp.testbed.TestbedGame``, checked by its caller) with :func:`lcp.finite.extensive.solve`,
    which certifies it: its certificate is the solution's."""
    sol = extensive.solve(game.sequence_form)
    return ExactSolution(sol.value, profile_from_behaviour(game, *sol.strategies), sol.certificate, sol.lp_value)


# Their public home is lcp.testbed.profile, which re-exports them (the API page, the doctests and reprs name it).
for _public in (Profile, ExactSolution):
    _public.__module__ = "lcp.testbed.profile"
