r"""Hands that are not uniform: the quantile transform of a continuous equilibrium, and laws on a grid.

Units: the paper's pot-1 convention (ante 1/2 each, the bettor's net winnings). Hands live on a real
line; the higher hand wins.

**One common continuous law.** If both hands are drawn independently from one continuous
distribution :math:`F`, then :math:`u = F(x)` and :math:`w = F(y)` are independent and uniform on
[0, 1] and :math:`x > y \iff u > w` (up to a null set), so the game with hands :math:`x, y` *is* the
game with hands :math:`u, w`: a strategy pair maps to one of the same value and every deviation too.
:func:`transformed` maps an equilibrium of the uniform game to the law :math:`F` (bet
:math:`\sigma(F(x))`, call a bet :math:`s` above :math:`F^{-1}(c(s))`), and :func:`monte_carlo_normal`
plays it with standard normal hands (notebook 11, Sec. 1).

**Two laws on a grid.** :class:`HandLaw` is a law on [0, 1] with a rational distribution function,
cut into ``n`` equal buckets by :meth:`HandLaw.buckets` (exact probabilities); the grid games of
:mod:`lcp.asymmetric` and :mod:`lcp.reraise` deal the bettor's and the caller's buckets from two such
laws.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy.special import ndtr, ndtri

from . import _validate
from ._types import Scalar
from .config import MC_BATCH, MC_MAX_DEALS, SEED
from .continuous import as_float
from .payoff import _outcome, call_thresholds
from .simulate import MonteCarlo

#: The kinds of :class:`HandLaw` and what their parameter means.
KINDS = {
    "uniform": "uniform on [0, 1] (parameter unused, 1)",
    "max_of": "the best of k uniform hands, F(h) = h^k: a stronger range (k a positive integer)",
    "min_of": "the worst of k uniform hands, F(h) = 1 - (1 - h)^k: a weaker range (k a positive integer)",
    "capped": "uniform on [0, c]: a range capped at c (0 < c <= 1 rational), as after a street that "
    "would have raised with the top hands",
    "floored": "uniform on [c, 1]: a range floored at c (0 <= c < 1 rational), as after a street that "
    "would have folded the bottom hands",
}

#: Most buckets :meth:`HandLaw.buckets` cuts (the grid games square it).
MAX_BUCKETS = 4096


@dataclass(frozen=True)
class HandLaw:
    """A law of one player's hand on [0, 1] with a rational distribution function.

    Parameters
    ----------
    kind : str
        One of :data:`KINDS`.
    parameter : int or Fraction
        ``k`` for ``max_of``/``min_of``, ``c`` for ``capped``/``floored``, 1 for ``uniform``.

    Examples
    --------
    >>> HandLaw("max_of", 2).cdf(Fraction(1, 2)), HandLaw("capped", Fraction(1, 2)).cdf(Fraction(1, 4))
    (Fraction(1, 4), Fraction(1, 2))
    >>> HandLaw("max_of", 2).buckets(2)
    (Fraction(1, 4), Fraction(3, 4))
    >>> HandLaw("capped", 2)
    Traceback (most recent call last):
    ...
    ValueError: parameter of a 'capped' law must be a rational in (0, 1]; got 2
    """

    kind: str = "uniform"
    parameter: Scalar = 1

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {sorted(KINDS)}; got {self.kind!r}")
        p = self.parameter
        if isinstance(p, bool) or not isinstance(p, numbers.Rational):
            raise TypeError(
                f"parameter of a {self.kind!r} law must be an int or a Fraction (not a float or bool); "
                f"got {type(p).__name__} {p!r}"
            )
        if isinstance(p, numbers.Integral):  # numpy integers too, held as a Python int
            p = int(p)
        ok = {
            "uniform": p == 1,
            "max_of": isinstance(p, int) and 1 <= p <= 64,
            "min_of": isinstance(p, int) and 1 <= p <= 64,
            "capped": 0 < p <= 1,
            "floored": 0 <= p < 1,
        }
        allowed = {
            "uniform": "1",
            "max_of": "an integer in [1, 64]",
            "min_of": "an integer in [1, 64]",
            "capped": "a rational in (0, 1]",
            "floored": "a rational in [0, 1)",
        }
        if not ok[self.kind]:
            raise ValueError(f"parameter of a {self.kind!r} law must be {allowed[self.kind]}; got {p!r}")
        object.__setattr__(self, "parameter", Fraction(p) if self.kind in ("capped", "floored") else p)

    @property
    def label(self) -> str:
        """A short name: ``uniform``, ``max of 2``, ``capped at 1/2``, ..."""
        if self.kind == "uniform":
            return "uniform"
        words = {"max_of": "max of", "min_of": "min of", "capped": "capped at", "floored": "floored at"}
        return f"{words[self.kind]} {self.parameter}"

    def cdf(self, h) -> Fraction:
        """``P(hand <= h)`` for ``h`` in [0, 1], exact.

        Examples
        --------
        >>> HandLaw("min_of", 2).cdf(Fraction(1, 2)), HandLaw("floored", Fraction(1, 2)).cdf(Fraction(3, 4))
        (Fraction(3, 4), Fraction(1, 2))
        """
        h = Fraction(_validate.number(h, "h", 0, 1, arrays=False))
        if not 0 <= h <= 1:
            raise ValueError(f"h must be in [0, 1]; got {h}")
        p = self.parameter
        if self.kind == "uniform":
            return h
        if self.kind == "max_of":
            return h**p
        if self.kind == "min_of":
            return 1 - (1 - h) ** p
        if self.kind == "capped":
            return min(h / p, Fraction(1))
        return max((h - p) / (1 - p), Fraction(0))

    def buckets(self, n: int) -> tuple:
        """The probabilities of the ``n`` equal buckets ``((k - 1)/n, k/n]`` of [0, 1], exact (sum 1).

        Examples
        --------
        >>> HandLaw().buckets(4)
        (Fraction(1, 4), Fraction(1, 4), Fraction(1, 4), Fraction(1, 4))
        """
        n = _validate.integer(n, "n", 1, MAX_BUCKETS)
        edges = [self.cdf(Fraction(k, n)) for k in range(n + 1)]
        return tuple(b - a for a, b in zip(edges, edges[1:]))


UNIFORM = HandLaw()


class _Transformed:
    """A continuous game's equilibrium moved to hands from a continuous law (see :func:`transformed`)."""

    def __init__(self, game, cdf, quantile):
        self._game, self._cdf, self._quantile = as_float(game), cdf, quantile

    def bet(self, x):
        return self._game.bet(np.clip(self._cdf(np.asarray(x, dtype=float)), 0.0, 1.0))

    def call(self, s):
        return self._quantile(np.asarray(self._game.call(s), dtype=float))


def transformed(game, cdf=ndtr, quantile=ndtri):
    r"""The equilibrium ``game`` (uniform hands) for hands drawn from one continuous law :math:`F`.

    The bettor with hand x plays as the uniform game's bettor with hand :math:`F(x)`; the caller calls a
    bet s when :math:`y > F^{-1}(c(s))`. Same value, same deviation gains (module docstring).

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game (``bet``, ``call``).
    cdf, quantile : callable
        :math:`F` and :math:`F^{-1}`, vectorised (the standard normal's by default).

    Returns
    -------
    object
        With vectorised ``bet(x)`` and ``call(s)`` on the law's hand scale.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> g = transformed(fixed_bet.solve(1.0))  # FBCP, B = 1: bluff below 1/9, call above 5/9
    >>> [round(float(v), 6) for v in (g.call(1.0), ndtri(5 / 9))]
    [0.13971, 0.13971]
    >>> g.bet([-2.0, 0.0, 2.0]).tolist()
    [1.0, 0.0, 1.0]
    """
    return _Transformed(game, cdf, quantile)


def monte_carlo_normal(game, deals: int, seed: int = SEED, batch: int = MC_BATCH) -> MonteCarlo:
    """Play the equilibrium ``game``, moved by :func:`transformed`, with independent standard normal hands.

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game with uniform hands.
    deals, seed, batch : int
        As in :func:`lcp.simulate.monte_carlo`.

    Returns
    -------
    lcp.simulate.MonteCarlo
        The bettor's mean payoff (pot-1 units) and its standard error.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> monte_carlo_normal(fixed_bet.solve(1.0), 100_000, seed=1).agrees_with(1 / 18)
    True
    """
    deals = _validate.integer(deals, "deals", 2, MC_MAX_DEALS)
    batch = _validate.integer(batch, "batch", 1, MC_BATCH)
    seed = _validate.integer(seed, "seed", 0)
    game = as_float(game)
    moved = transformed(game)
    rng = np.random.default_rng(seed)
    total = total_sq = 0.0
    done = 0
    while done < deals:
        k = min(batch, deals - done)
        x, y = rng.standard_normal(k), rng.standard_normal(k)
        s = moved.bet(x)
        c = ndtri(call_thresholds(game, s))  # a check's threshold 1 maps to +inf: nothing to call
        p = _outcome(x, y, s, c)  # real-line hands: outcome() itself checks the uniform [0, 1]
        total += float(p.sum())
        total_sq += float((p * p).sum())
        done += k
    mean = total / deals
    var = (total_sq - deals * mean * mean) / (deals - 1)
    return MonteCarlo(mean, math.sqrt(max(var, 0.0) / deals), deals, seed)


__all__ = ["KINDS", "MAX_BUCKETS", "HandLaw", "UNIFORM", "transformed", "monte_carlo_normal"]
