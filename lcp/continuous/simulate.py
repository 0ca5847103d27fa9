"""Monte Carlo estimate of a game's value from simulated deals (seeded, vectorised).

Works for any solved game that satisfies :class:`lcp.continuous.ContinuousGame` (vectorised ``bet(x)``, 0 =
check, and ``call(s)``, the caller's threshold for a bet of size s): :mod:`lcp.continuous.fixed_bet`,
:mod:`lcp.continuous.no_limit`, :mod:`lcp.continuous.limit`. The payoff
rule is :func:`lcp.continuous.payoff.outcome`. Units: pot 1, ante 1/2,
the bettor's net winnings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lcp.core import _validate
from lcp.core.config import MC_BATCH, MC_MAX_DEALS, MC_SIGMAS, SEED

from .payoff import call_thresholds, outcome
from .protocol import as_float


@dataclass(frozen=True)
class MonteCarlo:
    """A Monte Carlo estimate of the bettor's value with its standard error.

    Attributes
    ----------
    estimate, stderr : float
        The mean payoff (pot-1 units) and its standard error.
    deals, seed : int
        How many deals were simulated, from which seed.

    Examples
    --------
    >>> mc = MonteCarlo(0.06, 0.001, 1000, 1)
    >>> round(mc.z_score(0.0555), 6), mc.agrees_with(0.0555)
    (4.5, False)
    """

    estimate: float
    stderr: float
    deals: int
    seed: int

    def z_score(self, exact) -> float:
        """How many standard errors the estimate lies from ``exact`` (a real number, not NaN)."""
        exact = _validate.number(exact, "exact", arrays=False)
        return (self.estimate - _validate.as_float(exact, "exact")) / self.stderr

    def agrees_with(self, exact, sigmas: float = MC_SIGMAS) -> bool:
        """True if the estimate lies within ``sigmas`` (> 0) standard errors of ``exact``."""
        sigmas = _validate.number(sigmas, "sigmas", 0, math.inf, low_open=True, arrays=False)
        return abs(self.z_score(exact)) <= sigmas


def monte_carlo(game, deals: int, seed: int = SEED, batch: int = MC_BATCH) -> MonteCarlo:
    """Simulate ``deals`` independent deals under the strategies of ``game`` and average the payoff.

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game (an exact one is simulated through its float twin).
    deals : int
        Number of deals (2 to ``MC_MAX_DEALS``).
    seed : int
        Seed of the random generator.
    batch : int
        Deals per vectorised batch (bounds memory, not results).

    Returns
    -------
    MonteCarlo
        The estimate and its standard error, pot-1 units.


    Examples
    --------
    >>> from lcp import fixed_bet
    >>> mc = monte_carlo(fixed_bet.solve(1.0), 100_000, seed=1)
    >>> mc.agrees_with(1 / 18)
    True
    """
    deals = _validate.integer(deals, "deals", 2, MC_MAX_DEALS)
    batch = _validate.integer(batch, "batch", 1, MC_BATCH)
    seed = _validate.integer(seed, "seed", 0)
    game = as_float(game)  # an exact solution is simulated through its float twin
    rng = np.random.default_rng(seed)
    total = total_sq = 0.0
    done = 0
    while done < deals:
        k = min(batch, deals - done)
        # hands in the open interval (0, 1): hands 0 and 1 (probability 0) may bet without bound
        x = 1.0 - rng.random(k)
        y = 1.0 - rng.random(k)
        x = np.where(x == 1.0, 0.5, x)
        s = game.bet(x)
        p = outcome(x, y, s, call_thresholds(game, s))
        total += float(p.sum())
        total_sq += float((p * p).sum())
        done += k
    mean = total / deals
    var = (total_sq - deals * mean * mean) / (deals - 1)
    return MonteCarlo(mean, math.sqrt(max(var, 0.0) / deals), deals, seed)
