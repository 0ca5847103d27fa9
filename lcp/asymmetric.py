r"""Limit poker on a grid with the two hands drawn from different laws, solved exactly (notebook 11, Sec. 1).

Units: the paper's pot-1 convention (ante 1/2 each, the bettor's net winnings). The hand scale [0, 1] is
cut into ``n`` equal buckets ``1..n``; the bettor's bucket is drawn from one :class:`lcp.hand_laws.HandLaw`
and the caller's, independently, from another (a stronger, weaker, capped or floored range). Each player
sees his bucket. The bettor checks (a showdown for the pot) or bets a size from a finite menu (sizes in
[L, U], as in LCP); facing a bet the caller folds (the bettor wins the pot) or calls (a showdown for
:math:`1/2 + s` each way). The higher bucket wins a showdown; equal buckets split (payoff 0). With both
laws uniform and ``n`` growing, this tends to the continuous menu game (:mod:`lcp.menu`), and a menu filling
[L, U] to LCP.

The rules are stated once (:func:`payoff`); the game's leaves are built from them and solved by the
sequence form of :mod:`lcp.extensive` (float LP, exact re-solve, certificate in rationals: the stages of
:mod:`lcp.finite_game`); :mod:`lcp.normal_form` is the brute-force check on small grids.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from . import _validate, config, extensive
from .finite_game import Certificate
from .hand_laws import UNIFORM, HandLaw

#: Most buckets :func:`solve` accepts: the leaves grow as n^2 (1 + 2 m); n = 96 with four sizes takes
#: about half a minute (most of it the exact certificate).
MAX_BUCKETS = 128
#: Most sizes in a menu.
MAX_SIZES = 8
#: The bet sizes (and, in :mod:`lcp.reraise`, increments and stacks) accepted: where the exact solve is
#: certified (``config.GRID_MIN_SIZE``, ``config.GRID_MAX_SIZE``; the reason is given there).
MIN_SIZE, MAX_SIZE = config.GRID_MIN_SIZE, config.GRID_MAX_SIZE

CHECK = Fraction(0)


def payoff(x: int, y: int, size=CHECK, called: bool = False) -> Fraction:
    """The rules, once: the bettor's net payoff (pot 1) with bucket ``x`` against bucket ``y``.

    Parameters
    ----------
    x, y : int
        The bettor's and the caller's buckets (equal buckets split the pot).
    size : Fraction
        The bet; 0 is a check (``called`` is then ignored: a showdown for the antes).
    called : bool
        Whether the caller calls.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> payoff(3, 1), payoff(1, 3, Fraction(1)), payoff(1, 3, Fraction(1), True), payoff(2, 2, Fraction(1), True)
    (Fraction(1, 2), Fraction(1, 2), Fraction(-3, 2), Fraction(0, 1))
    """
    x, y = _validate.integer(x, "x", 1), _validate.integer(y, "y", 1)
    size = _validate.number(size, "size", 0, arrays=False)
    if isinstance(size, float):
        raise TypeError(f"size must be an exact bet >= 0 (int or Fraction); got float {size!r}")
    return _payoff(x, y, size, _validate.flag(called, "called"))


def _payoff(x: int, y: int, size=CHECK, called: bool = False) -> Fraction:
    sign = (x > y) - (x < y)
    if size == 0:
        return Fraction(sign, 2)
    if not called:
        return Fraction(1, 2)
    return sign * (Fraction(1, 2) + size)


def _menu(sizes) -> tuple:
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive rationals; got {sizes!r}")
    out = tuple(sorted(_bet_in_range(s, "sizes") for s in sizes))
    if not 1 <= len(out) <= MAX_SIZES or len(set(out)) != len(out):
        raise ValueError(f"sizes must be 1 to {MAX_SIZES} distinct positive rationals; got {sizes!r}")
    return out


def _bet_in_range(value, name: str) -> Fraction:
    """``value`` as a Fraction if it is an exact bet in [MIN_SIZE, MAX_SIZE] (see there why)."""
    out = Fraction(_validate.rational_bet(value, name))
    if not MIN_SIZE <= out <= MAX_SIZE:
        raise ValueError(
            f"{name} must be exact bets in [{MIN_SIZE}, {MAX_SIZE}] (pot 1), where the exact solve is certified; "
            f"got {value}"
        )
    return out


def _size_of(s, sizes) -> Fraction:
    """``s`` as a Fraction if it is one of ``sizes`` (exact, or a float equal to one)."""
    # (typeshed's numbers.Real is no Fraction argument, though every real number type here is)
    if (
        isinstance(s, (bool, str, bytes))
        or not isinstance(s, numbers.Real)
        or not math.isfinite(s)
        or Fraction(s) not in sizes  # type: ignore[call-overload]
    ):
        raise ValueError(f"s must be one of the menu's sizes {[str(v) for v in sizes]}; got {s!r}")
    return Fraction(s)  # type: ignore[call-overload]


def _law(law, name: str) -> HandLaw:
    if not isinstance(law, HandLaw):
        raise TypeError(f"{name} must be a lcp.hand_laws.HandLaw; got {law!r}")
    return law


def leaves(n: int, sizes, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM) -> list:
    """Every terminal history of the grid game, with its chance weight and the bettor's payoff.

    Information sets: the bettor's ``("bettor", x)`` (actions: ``0`` check, or a size); the caller's
    ``("caller", y, s)`` (actions ``"fold"``, ``"call"``). Deals of probability 0 are left out.

    Examples
    --------
    >>> len(leaves(2, [1]))  # 4 deals, each: check, bet-fold, bet-call
    12
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    sizes = _menu(sizes)
    p, q = _law(bettor, "bettor").buckets(n), _law(caller, "caller").buckets(n)
    out = []
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            w = p[x - 1] * q[y - 1]
            if w == 0:
                continue
            deal = f"{x},{y}"
            me = (0, ("bettor", x), CHECK)
            out.append(extensive.Leaf(deal, w, _payoff(x, y), (me,)))
            for s in sizes:
                me = (0, ("bettor", x), s)
                for answer in ("fold", "call"):
                    out.append(
                        extensive.Leaf(deal, w, _payoff(x, y, s, answer == "call"), (me, (1, ("caller", y, s), answer)))
                    )
    return out


def game(n: int, sizes: tuple, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM) -> extensive.Game:
    """The sequence form of the grid game (cached; ``sizes`` a tuple).

    Examples
    --------
    >>> g = game(2, (Fraction(1),))
    >>> len(g.infosets[0]), len(g.infosets[1])
    (2, 2)
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)  # before the cache, where 2.0 and True would find 2 and 1
    return _game(n, sizes, bettor, caller)


@lru_cache(maxsize=32)
def _game(n: int, sizes: tuple, bettor: HandLaw, caller: HandLaw) -> extensive.Game:
    return extensive.Game(leaves(n, sizes, bettor, caller))


@dataclass(frozen=True)
class GridEquilibrium:
    """A certified equilibrium of the grid game (pot-1 units).

    Attributes
    ----------
    n, sizes, bettor_law, caller_law
        The game.
    value : Fraction
        The bettor's value.
    bettor : dict
        ``{x: {action: probability}}`` per bettor bucket (action 0 = check).
    caller : dict
        ``{(y, s): probability of calling}`` per caller bucket and size.
    lp_value : float
        The float LP's value (for comparison only).

    Examples
    --------
    >>> eq = solve(4, [1])
    >>> eq.value, eq.certificate().is_equilibrium
    (Fraction(3, 64), True)
    """

    n: int
    sizes: tuple
    bettor_law: HandLaw
    caller_law: HandLaw
    value: Fraction
    bettor: dict
    caller: dict
    lp_value: float

    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate (:func:`certify`)."""
        return certify(self.n, self.sizes, self.bettor, self.caller, self.bettor_law, self.caller_law)

    def bet_probability(self, x: int) -> Fraction:
        """The probability that bucket ``x`` (1 to n) bets (any size)."""
        x = _validate.integer(x, "x", 1, self.n)
        return 1 - self.bettor.get(x, {}).get(CHECK, 1)

    def mass(self, kind: str) -> Fraction:
        """The probability, under the bettor's law, of a ``"check"``, a ``"bluff"`` (a bet by a bucket in the
        lower half of the span of checking buckets or below it) or a ``"value"`` bet (the upper half or above).

        Examples
        --------
        >>> eq = solve(6, [1])
        >>> eq.mass("bluff") + eq.mass("check") + eq.mass("value")
        Fraction(1, 1)
        """
        if kind not in ("bluff", "value", "check"):
            raise ValueError(f"kind must be 'bluff', 'check' or 'value'; got {kind!r}")
        p = self.bettor_law.buckets(self.n)
        if kind == "check":
            return sum((p[x - 1] * self.bettor[x][CHECK] for x in self.bettor), Fraction(0))
        checking = [x for x in self.bettor if self.bettor[x][CHECK] > 0] or [Fraction(self.n + 1, 2)]
        middle = Fraction(min(checking) + max(checking), 2)  # no bucket checks: the middle of the grid
        keep = (lambda x: x <= middle) if kind == "bluff" else (lambda x: x > middle)
        return sum((p[x - 1] * self.bet_probability(x) for x in self.bettor if keep(x)), Fraction(0))

    def call_mass(self, s) -> Fraction:
        """The probability that the caller calls a bet of size ``s``, under the caller's law.

        Which of the caller's middle hands call is not pinned down (every hand between the bluffs and the
        value bets earns the same by calling), but how many is: this mass is the grid's :math:`1 - c(s)`.

        Examples
        --------
        >>> solve(12, [1]).call_mass(1)  # FBCP, B = 1: 1 - 5/9 = 4/9 in the limit
        Fraction(7, 16)
        """
        q = self.caller_law.buckets(self.n)
        s = _size_of(s, self.sizes)
        return sum((q[y - 1] * c for (y, size), c in self.caller.items() if size == s), Fraction(0))

    def features(self) -> dict:
        """The paper's qualitative features, read off this equilibrium (booleans):

        ``bluffs_worst`` the lowest bucket the bettor holds bets; ``values_best`` the highest bets;
        ``checks_between`` the checking buckets are contiguous and the bets outside them are all pure
        bets below and above; ``value_sizes_rise`` larger value bets with better hands (the mean size over
        the bets above the checks); ``thresholds_rise`` the caller calls less often the larger the size
        (:meth:`call_mass`, over the sizes bet). Which bluffing hand bets which size is not pinned down
        (every bluff earns the same), so no feature reads it.
        """
        xs = sorted(self.bettor)
        checking = [x for x in xs if self.bettor[x][CHECK] > 0]
        lo, hi = (min(checking), max(checking)) if checking else (xs[-1] + 1, xs[-1])
        mean = {
            x: sum(s * pr for s, pr in self.bettor[x].items()) / self.bet_probability(x)
            for x in xs
            if self.bet_probability(x) > 0
        }
        above = [mean[x] for x in xs if x > hi and x in mean]
        used = [s for s in self.sizes if any(self.bettor[x].get(s, 0) > 0 for x in xs)]
        calls = [self.call_mass(s) for s in used]
        return {
            "bluffs_worst": self.bet_probability(xs[0]) > 0,
            "values_best": self.bet_probability(xs[-1]) > 0,
            "checks_between": bool(checking)
            and all(self.bettor[x][CHECK] > 0 for x in range(lo, hi + 1) if x in self.bettor)
            and all(self.bet_probability(x) == 1 for x in xs if x < lo or x > hi),
            "value_sizes_rise": all(a <= b for a, b in zip(above, above[1:])),
            "thresholds_rise": all(a >= b for a, b in zip(calls, calls[1:])),
        }


def certify(
    n: int, sizes, bettor: dict, caller: dict, bettor_law: HandLaw = UNIFORM, caller_law: HandLaw = UNIFORM
) -> Certificate:
    """The exact certificate of a strategy pair: the bettor's value and both best deviation gains.

    Parameters
    ----------
    n : int
        Buckets.
    sizes : iterable
        The menu.
    bettor : dict
        ``{x: {action: probability}}`` (action 0 = check), every bucket the bettor's law can deal.
    caller : dict
        ``{(y, s): probability of calling}``; a missing entry is a fold.
    bettor_law, caller_law : HandLaw

    Returns
    -------
    lcp.finite_game.Certificate

    Examples
    --------
    >>> always = {x: {Fraction(0): 0, Fraction(1): 1} for x in (1, 2)}
    >>> certify(2, [1], always, {}).gains  # a caller who never calls gains 5/8 by his best reply
    (Fraction(0, 1), Fraction(5, 8))
    """
    sizes = _menu(sizes)
    for strategy, name in ((bettor, "bettor"), (caller, "caller")):
        if not isinstance(strategy, dict):
            raise TypeError(
                f"{name} must be a dict of the {name}'s probabilities (see the docstring); got {strategy!r}"
            )
    g = game(n, sizes, bettor_law, caller_law)
    unknown = [key for key in caller if not isinstance(key, tuple) or ("caller", *key) not in g.actions[1]]
    if unknown:  # a typo would otherwise read as "never call" there
        raise ValueError(
            f"caller names (bucket, size) pairs the game does not have: {unknown[:5]!r}; they are (y, s) with "
            f"y a bucket the caller's law deals (1 to {n}) and s one of the sizes {[str(v) for v in sizes]}"
        )
    b1 = g.checked_behaviour(0, {("bettor", x): probs for x, probs in bettor.items()}, "bettor")
    b2 = {info: {"fold": 1 - caller.get(info[1:], 0), "call": caller.get(info[1:], 0)} for info in g.infosets[1]}
    b2 = g.checked_behaviour(1, b2, "caller")
    return extensive.certify(g, b1, b2)


def solve(n: int, sizes, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM) -> GridEquilibrium:
    """An exactly certified equilibrium of the grid game with ``n`` buckets and the menu ``sizes``.

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS`.
    sizes : iterable of int or Fraction
        The bet sizes (pot-1 units), 1 to :data:`MAX_SIZES` of them, each in [:data:`MIN_SIZE`,
        :data:`MAX_SIZE`] = [1/1000, 10000] (where the exact solve is certified).
    bettor, caller : lcp.hand_laws.HandLaw
        The laws of the two hands.

    Returns
    -------
    GridEquilibrium

    Examples
    --------
    >>> from lcp.hand_laws import HandLaw
    >>> solve(4, [1]).value, solve(4, [1], caller=HandLaw("max_of", 2)).value
    (Fraction(3, 64), Fraction(-37, 256))
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    sizes = _menu(sizes)
    sol = extensive.solve(game(n, sizes, _law(bettor, "bettor"), _law(caller, "caller")))
    b1, b2 = sol.strategies
    bet = {info[1]: dict(probs) for info, probs in b1.items()}
    call = {(info[1], info[2]): probs["call"] for info, probs in b2.items()}
    return GridEquilibrium(n, sizes, bettor, caller, sol.value, bet, call, sol.lp_value)


__all__ = ["MAX_BUCKETS", "MAX_SIZES", "CHECK", "payoff", "leaves", "game", "GridEquilibrium", "certify", "solve"]
