r"""Strategy profiles of the discretised LCP, its exact solution, and their exact score in the finite game.

Units: pot-1 (see :mod:`lcp.testbed.game`). A :class:`Profile` holds the bettor's probabilities per hand
(check first, then each size of the menu) and the caller's call probability per hand and size. Its score
(:func:`finite_score`) is computed in whatever number type it holds: Fractions give the exact answer, floats
the fast one. The *exploitability* is OpenSpiel's: the mean of both players' best-response gains
(NashConv / 2), in pot units.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from fractions import Fraction

from lcp.core import config
from lcp.core._types import Scalar

from ._solution import ExactSolution, Profile, profile_from_behaviour
from .game import TestbedGame, _require


def check_profile(game: TestbedGame, profile: Profile) -> Profile:
    """``profile`` if it fits ``game`` (shapes, probabilities in [0, 1], bettor rows summing to 1), else a
    ValueError naming what is wrong.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> check_profile(build(1, 1, 2, 1), Profile(((1, 0), (0, 1)), ((0,), (2,))))
    Traceback (most recent call last):
    ...
    ValueError: profile.caller[1][0] must be a probability in [0, 1]; got 2
    """
    n, m = _require(game).hands, len(game.sizes)
    if not isinstance(profile, Profile):
        raise TypeError(f"profile must be an lcp.testbed.Profile; got {type(profile).__name__}")

    def shaped(rows, width: int) -> bool:
        return (
            isinstance(rows, (tuple, list))
            and len(rows) == n
            and all(isinstance(r, (tuple, list)) and len(r) == width for r in rows)
        )

    if not shaped(profile.bettor, m + 1):
        raise ValueError(f"profile.bettor must hold {n} rows of {m + 1} probabilities (check, then each size)")
    if not shaped(profile.caller, m):
        raise ValueError(f"profile.caller must hold {n} rows of {m} call probabilities")
    for name, rows in (("bettor", profile.bettor), ("caller", profile.caller)):
        for i, r in enumerate(rows):
            for k, v in enumerate(r):
                if isinstance(v, bool) or not isinstance(v, numbers.Real) or not 0 <= v <= 1:  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators
                    raise ValueError(f"profile.{name}[{i}][{k}] must be a probability in [0, 1]; got {v!r}")
    for i, r in enumerate(profile.bettor):
        total = sum(r)
        if abs(total - 1) > (0 if isinstance(total, numbers.Rational) else config.PROBABILITY_SUM_TOL):
            raise ValueError(f"profile.bettor[{i}] must sum to 1; sums to {total}")
    return profile


def from_behaviour(game: TestbedGame, bettor: dict, caller: dict) -> Profile:
    """A :class:`Profile` from behaviour strategies keyed by the game's information sets and actions
    (``{"x0": {"check": p, "bet 1": q}, "y0|bet 1": {"fold": ..., "call": ...}}``); missing actions are 0.

    An information set or action the game does not have is refused (a mistyped name would otherwise read
    as probability 0), naming ``bettor`` or ``caller``; so is a probability outside [0, 1], a bettor's
    information set left out or whose probabilities do not sum to 1, and a caller's fold and call that do not.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(1, 1, 2, 1)
    >>> from_behaviour(g, {"x0": {"check": 1}, "x1": {"bet 1": 1}}, {"y1|bet 1": {"call": 1}}).caller
    ((0,), (1,))
    >>> from_behaviour(g, {"x0": {"check": 1}, "x1": {"bet 2": 1}}, {})
    Traceback (most recent call last):
    ...
    ValueError: bettor['x1'] has no action 'bet 2'; the actions are ('check', 'bet 1')
    """
    return profile_from_behaviour(_require(game), bettor, caller)


def to_behaviour(game: TestbedGame, profile: Profile) -> tuple:
    """The profile as two behaviour strategies ``({infoset: {action: p}}, {infoset: {action: p}})``.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> to_behaviour(build(1, 1, 2, 1), Profile(((1, 0), (0, 1)), ((0,), (1,))))[1]["y1|bet 1"]
    {'fold': 0, 'call': 1}
    """
    check_profile(game, profile)
    bettor = {game.bettor_infoset(i): dict(zip(game.bettor_actions, row)) for i, row in enumerate(profile.bettor)}
    caller = {
        game.caller_infoset(j, k): {"fold": 1 - q, "call": q}
        for j, row in enumerate(profile.caller)
        for k, q in enumerate(row)
    }
    return bettor, caller


@dataclass(frozen=True)
class Score:
    """A profile's value and both players' best-response gains (pot-1 units; exact for an exact profile).

    ``exploitability`` is OpenSpiel's: (bettor_gain + caller_gain) / 2.

    Examples
    --------
    >>> s = Score(Fraction(1, 20), Fraction(1, 100), Fraction(3, 100))
    >>> s.exploitability, s.nash_conv
    (Fraction(1, 50), Fraction(1, 25))
    """

    value: Scalar
    bettor_gain: Scalar
    caller_gain: Scalar

    @property
    def nash_conv(self):
        """Sum of both players' gains."""
        return self.bettor_gain + self.caller_gain

    @property
    def exploitability(self):
        """Mean of both players' gains (OpenSpiel's ``exploitability``)."""
        return (self.bettor_gain + self.caller_gain) / 2


def _prefix(values) -> list:
    """``out[i]`` = sum of values[:i] (length len(values) + 1)."""
    out = [0 * values[0] if values else 0]
    for v in values:
        out.append(out[-1] + v)
    return out


def finite_score(game: TestbedGame, profile: Profile) -> Score:
    r"""The profile's value and both best-response gains in the finite game, by prefix sums over the hands.

    Independent of :meth:`lcp.finite.extensive.Game.best_response_value` (the tests compare the two). For hand i
    and size s_k the bettor earns, summed over the caller's hands j (weight P(i, j)): 1/2 where j folds and
    :math:`(1/2 + s_k)\,\mathrm{sign}(i - j)` where j calls; the caller facing s_k with hand j compares the
    same two sums over the bettor's hands.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> g = build(1, 1, hands=3, k=1)
    >>> finite_score(g, g.solve().profile)
    Score(value=Fraction(1, 36), bettor_gain=Fraction(0, 1), caller_gain=Fraction(0, 1))
    """
    check_profile(game, profile)
    n, sizes, deck = game.hands, game.sizes, game.deal == "deck"
    weight: Fraction | float = Fraction(1, n * (n - 1)) if deck else Fraction(1, n * n)
    if not isinstance(profile.bettor[0][0], (Fraction, int)):
        weight = float(weight)
        sizes = tuple(float(s) for s in sizes)
    half = weight / 2
    others = n - 1 if deck else n
    # check: showdown for 1/2 against every other hand; (i - (n - 1 - i)) hands below minus above
    check_ev = [half * (2 * i - (n - 1)) for i in range(n)]
    value = sum(profile.bettor[i][0] * check_ev[i] for i in range(n))
    best_bettor = [[ev] for ev in check_ev]
    best_caller = value
    for k, s in enumerate(sizes):
        stake = weight / 2 + weight * s
        q = [profile.caller[j][k] for j in range(n)]
        Q, total = _prefix(q), sum(q)
        for i in range(n):
            folds = others - (total - (q[i] if deck else 0))
            ev = half * folds + stake * (Q[i] - (total - Q[i + 1]))
            best_bettor[i].append(ev)
            value += profile.bettor[i][k + 1] * ev
        p = [profile.bettor[i][k + 1] for i in range(n)]
        P, ptotal = _prefix(p), sum(p)
        for j in range(n):
            fold = half * (ptotal - (p[j] if deck else 0))
            call = stake * ((ptotal - P[j + 1]) - P[j])
            best_caller += min(fold, call)
    best_bettor_value = sum(max(evs) for evs in best_bettor)
    return Score(value, best_bettor_value - value, value - best_caller)


def solve(game: TestbedGame) -> ExactSolution:
    """Solve ``game`` exactly with :func:`lcp.finite.extensive.solve`, which certifies it (:meth:`TestbedGame.solve`,
    whose size limit and cache it shares).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> sol = solve(build(1, 2, hands=4, k=2))
    >>> sol.value, sol.certificate.gains
    (Fraction(3, 64), (Fraction(0, 1), Fraction(0, 1)))
    """
    return _require(game).solve()


__all__ = [
    "Profile",
    "check_profile",
    "from_behaviour",
    "to_behaviour",
    "Score",
    "finite_score",
    "ExactSolution",
    "solve",
]
