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
cut into ``n`` equal buckets by :meth:`HandLaw.buckets` (exact probabilities); the grid game
(:mod:`lcp.grid.rules`, with its presets :mod:`lcp.grid.asymmetric` and :mod:`lcp.grid.reraise`) deals the bettor's
and the caller's buckets from two such laws. Inside one bucket the two laws need not agree, so two hands
in the same bucket are not equally likely to be the higher: :func:`within_bucket_wins` gives, per bucket,
the exact probability that the bettor's hand is the higher, computed from the laws' densities (every law
here has a piecewise polynomial distribution function, so the integral is a rational number).
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy.special import ndtr, ndtri

from lcp.core import _validate
from lcp.core._types import Scalar
from lcp.core.config import MC_BATCH, MC_MAX_DEALS, SEED

from .payoff import _outcome, call_thresholds
from .protocol import as_float
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

#: Most buckets :meth:`HandLaw.buckets` cuts. A law's own bound, above any grid game's: how many hands a
#: game may have is :data:`lcp.grid.rules.MAX_HANDS`.
MAX_BUCKETS = 1_000_000


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
        if not isinstance(self.kind, str) or self.kind not in KINDS:
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
        if self.kind == "uniform":  # (the common case, at every size: no cdf to evaluate)
            return (Fraction(1, n),) * n
        edges = [self.cdf(Fraction(k, n)) for k in range(n + 1)]
        return tuple(b - a for a, b in zip(edges, edges[1:]))

    def pieces(self) -> tuple:
        """The distribution function as polynomials: ``((a, b, coefficients), ...)`` covering [0, 1], with
        ``F(h) = sum(c_m h^m)`` on ``[a, b]`` (coefficients lowest degree first, exact).

        Examples
        --------
        >>> HandLaw("min_of", 2).pieces()
        ((Fraction(0, 1), Fraction(1, 1), (Fraction(0, 1), Fraction(2, 1), Fraction(-1, 1))),)
        >>> [(str(a), str(b)) for a, b, _ in HandLaw("capped", Fraction(1, 2)).pieces()]
        [('0', '1/2'), ('1/2', '1')]
        """
        zero, one, p = Fraction(0), Fraction(1), self.parameter
        if self.kind == "uniform":
            return ((zero, one, (zero, one)),)
        if self.kind == "max_of":
            return ((zero, one, (zero,) * p + (one,)),)
        if self.kind == "min_of":  # 1 - (1 - h)^k
            coefficients = [-Fraction(math.comb(p, m) * (-1) ** m) for m in range(p + 1)]
            coefficients[0] += 1
            return ((zero, one, tuple(coefficients)),)
        if self.kind == "capped":
            rising = (zero, 1 / p)
            return ((zero, one, rising),) if p == 1 else ((zero, p, rising), (p, one, (one,)))
        rising = (-p / (1 - p), 1 / (1 - p))
        return ((zero, one, rising),) if p == 0 else ((zero, p, (zero,)), (p, one, rising))


UNIFORM = HandLaw()


def _polynomial(pieces: tuple, h: Fraction) -> tuple:
    """The coefficients of the piece that holds the open interval right of ``h`` (pieces cover [0, 1])."""
    return next(c for a, b, c in pieces if a <= h < b)


def _value(coefficients, h):
    return sum(c * h**m for m, c in enumerate(coefficients))


def _win_mass(bettor: HandLaw, caller: HandLaw, lo: Fraction, hi: Fraction) -> Fraction:
    r""":math:`P(X > Y,\ X, Y \in (lo, hi])` for independent X ~ bettor, Y ~ caller: the integral of
    :math:`(G(x) - G(lo))\, F'(x)` over (lo, hi], piece by piece, in rationals."""
    F, G = bettor.pieces(), caller.pieces()
    cuts = sorted({lo, hi, *(a for a, _, _ in F + G if lo < a < hi)})
    G_lo = caller.cdf(lo)
    total = Fraction(0)
    for a, b in zip(cuts, cuts[1:]):
        f, g = _polynomial(F, a), _polynomial(G, a)
        density = [m * c for m, c in enumerate(f)][1:]
        shifted = [g[0] - G_lo, *g[1:]]
        product = [Fraction(0)] * (len(density) + len(shifted))
        for i, u in enumerate(shifted):
            for j, v in enumerate(density):
                product[i + j] += u * v
        antiderivative = [Fraction(0)] + [c / (m + 1) for m, c in enumerate(product)]
        total += _value(antiderivative, b) - _value(antiderivative, a)
    return total


def within_bucket_wins(bettor: HandLaw, caller: HandLaw, n: int) -> tuple:
    r"""Per bucket ``((b - 1)/n, b/n]`` (b = 1 to n, listed from 0): the exact probability that the bettor's
    hand beats the caller's when both lie in it, :math:`P(X > Y \mid X, Y \in \text{bucket})`.

    It is 1/2 in every bucket when the two laws agree (a continuous law has no ties), and moves away from
    1/2 where they differ inside the bucket (a caller drawn as the best of two hands holds the higher
    hand of a bucket more often). ``None`` where either law puts no mass on the bucket (no deal reaches
    it). The integral :math:`\int (G(x) - G(lo))\, dF(x)` is taken exactly on the laws' polynomial pieces
    (:meth:`HandLaw.pieces`).

    Parameters
    ----------
    bettor, caller : HandLaw
        The laws of the two hands.
    n : int
        Buckets, 1 to :data:`MAX_BUCKETS` (the work grows with n times the laws' degrees).

    Returns
    -------
    tuple of Fraction or None

    Examples
    --------
    >>> within_bucket_wins(UNIFORM, UNIFORM, 2)
    (Fraction(1, 2), Fraction(1, 2))
    >>> within_bucket_wins(UNIFORM, HandLaw("max_of", 2), 2)   # the caller's hand leans to the bucket's top
    (Fraction(1, 3), Fraction(4, 9))
    >>> within_bucket_wins(UNIFORM, HandLaw("capped", Fraction(1, 2)), 2)
    (Fraction(1, 2), None)
    """
    for law, name in ((bettor, "bettor"), (caller, "caller")):
        if not isinstance(law, HandLaw):
            raise TypeError(f"{name} must be a lcp.continuous.hand_laws.HandLaw; got {law!r}")
    n = _validate.integer(n, "n", 1, MAX_BUCKETS)
    p, q = bettor.buckets(n), caller.buckets(n)
    out: list[Fraction | None] = []
    for b in range(n):
        if not p[b] or not q[b]:
            out.append(None)
            continue
        out.append(_win_mass(bettor, caller, Fraction(b, n), Fraction(b + 1, n)) / (p[b] * q[b]))
    return tuple(out)


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
    for name, f in (("cdf", cdf), ("quantile", quantile)):
        if not callable(f):
            raise TypeError(
                f"{name} must be a vectorised function (the law's F or F^-1, e.g. scipy.special.ndtr); got {f!r}"
            )
    return _Transformed(game, cdf, quantile)


def monte_carlo_normal(game, deals: int, seed: int = SEED, batch: int = MC_BATCH) -> MonteCarlo:
    """Play the equilibrium ``game``, moved by :func:`transformed`, with independent standard normal hands.

    Parameters
    ----------
    game : lcp.continuous.ContinuousGame
        A solved continuous game with uniform hands.
    deals, seed, batch : int
        As in :func:`lcp.continuous.simulate.monte_carlo`.

    Returns
    -------
    lcp.continuous.simulate.MonteCarlo
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


__all__ = ["KINDS", "MAX_BUCKETS", "HandLaw", "UNIFORM", "within_bucket_wins", "transformed", "monte_carlo_normal"]
