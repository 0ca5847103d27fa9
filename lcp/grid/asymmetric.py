r"""Limit poker on a grid with the two hands drawn from different laws, solved exactly (notebook 11, Sec. 1).

Units: the paper's pot-1 convention (ante 1/2 each, the bettor's net winnings). A preset of the grid game
(:mod:`lcp.grid.rules`, where the rules are stated once): the hand scale [0, 1] is cut into ``n`` equal
buckets, named ``1..n`` here (bucket ``x`` is :math:`((x-1)/n, x/n]`, the rules' hand ``x - 1``); the
bettor's bucket is drawn from one :class:`lcp.continuous.hand_laws.HandLaw` and the caller's, independently, from
another (a stronger, weaker, capped or floored range). Each player sees his bucket. The bettor checks (a
showdown for the pot) or bets a size from a finite menu (sizes in [L, U], as in LCP); facing a bet the
caller folds (the bettor wins the pot) or calls (a showdown for :math:`1/2 + s` each way). The higher
bucket wins a showdown. Equal buckets split (payoff 0) by default; where the two laws differ inside a
bucket that is a different game from the continuous one, and ``tie="exact"`` pays instead the exact
within-bucket expectation (:mod:`lcp.grid.rules`, "Equal buckets"). With both laws uniform and ``n``
growing, this tends to the continuous menu game (:mod:`lcp.continuous.menu`), and a menu filling [L, U] to LCP.

The game's leaves come from :class:`lcp.grid.rules.GridGame` (naming scheme ``"grid"``) and are solved by
the sequence form of :mod:`lcp.finite.extensive` (float LP, exact re-solve, certificate in rationals: the stages
of :mod:`lcp.finite.finite_game`); the certificate comes with the solution. :mod:`lcp.finite.normal_form` is the
brute-force check on small grids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from lcp.continuous.hand_laws import UNIFORM, HandLaw
from lcp.core import _validate, config
from lcp.finite import extensive
from lcp.finite.finite_game import Certificate

from . import rules

#: Most buckets: the grid game's one cap on hands (:data:`lcp.grid.rules.MAX_HANDS`). The work is capped by
#: the tree, n^2 (1 + 2 m) leaves for m sizes: built up to :data:`lcp.grid.rules.MAX_TREE_LEAVES`, solved
#: exactly up to :data:`lcp.grid.rules.MAX_EXACT_LEAVES` (n = 128 with 8 sizes, 278,528 leaves: about 35 s).
MAX_BUCKETS = rules.MAX_HANDS
#: Most sizes in a menu (:data:`lcp.grid.rules.MAX_SIZES`).
MAX_SIZES = rules.MAX_SIZES
#: The bet sizes (and, in :mod:`lcp.grid.reraise`, increments and stacks) the exact solve accepts: where it is
#: certified (``config.GRID_MIN_SIZE``, ``config.GRID_MAX_SIZE``; the reason is given there).
MIN_SIZE, MAX_SIZE = config.GRID_MIN_SIZE, config.GRID_MAX_SIZE

#: The bettor's check, as an action of the sequence form (the sizes are the bets).
CHECK = rules.Labels("grid").check


def payoff(x: int, y: int, size=CHECK, called: bool = False) -> Fraction:
    """The bettor's net payoff (pot 1) with bucket ``x`` against bucket ``y``: :func:`lcp.grid.rules.payoff`,
    equal buckets split.

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
    called = _validate.flag(called, "called")
    return rules.payoff((x > y) - (x < y), size, "call" if called else "fold")


def _law(law, name: str) -> HandLaw:
    return _validate.instance(law, name, HandLaw, "a lcp.continuous.hand_laws.HandLaw")


def grid_game(
    n: int, sizes, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM, *, tie: str = "split"
) -> rules.GridGame:
    """The grid game this preset plays, as a :class:`lcp.grid.rules.GridGame` (i.i.d. buckets, no raise).

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS`.
    sizes : iterable of int or Fraction
        The bet sizes (pot-1 units), 1 to :data:`MAX_SIZES` of them.
    bettor, caller : lcp.continuous.hand_laws.HandLaw
        The laws of the two hands.
    tie : {"split", "exact"}
        What equal buckets pay (:mod:`lcp.grid.rules`).

    Returns
    -------
    lcp.grid.rules.GridGame

    Examples
    --------
    >>> grid_game(4, [2, 1]).sizes
    (Fraction(1, 1), Fraction(2, 1))
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    bettor, caller = _law(bettor, "bettor"), _law(caller, "caller")
    return rules.GridGame(n, sizes, "buckets", bettor, caller, tie=tie)


def leaves(n: int, sizes, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM, *, tie: str = "split") -> list:
    """Every terminal history of the grid game, with its chance weight and the bettor's payoff.

    Information sets: the bettor's ``("bettor", x)`` (actions: ``0`` check, or a size); the caller's
    ``("caller", y, s)`` (actions ``"fold"``, ``"call"``). Deals of probability 0 are left out.

    Examples
    --------
    >>> len(leaves(2, [1]))  # 4 deals, each: check, bet-fold, bet-call
    12
    """
    return grid_game(n, sizes, bettor, caller, tie=tie).leaves("grid")


def game(
    n: int, sizes: tuple, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM, *, tie: str = "split"
) -> extensive.Game:
    """The sequence form of the grid game (cached).

    Examples
    --------
    >>> g = game(2, (Fraction(1),))
    >>> len(g.infosets[0]), len(g.infosets[1])
    (2, 2)
    """
    return grid_game(n, sizes, bettor, caller, tie=tie).sequence_form("grid")


@dataclass(frozen=True)
class GridEquilibrium:
    """A certified equilibrium of the grid game (pot-1 units).

    Attributes
    ----------
    n, sizes, bettor_law, caller_law, tie
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
    >>> eq.value, eq.certified, eq.profile == (eq.bettor, eq.caller)
    (Fraction(3, 64), True, True)
    """

    n: int
    sizes: tuple
    bettor_law: HandLaw
    caller_law: HandLaw
    value: Fraction
    bettor: dict
    caller: dict
    lp_value: float
    tie: str = "split"
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def profile(self) -> tuple:
        """The strategy profile ``(bettor, caller)``."""
        return (self.bettor, self.caller)

    @cached_property
    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate: the one :func:`solve` proved it with (no second proof); for
        an equilibrium built by hand (or changed with :func:`dataclasses.replace`), :func:`certify`'s."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.n, self.sizes, self.bettor, self.caller, self.bettor_law, self.caller_law, tie=self.tie)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified

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
        s = _validate.menu_size(s, self.sizes, "s")
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
    n: int,
    sizes,
    bettor: dict,
    caller: dict,
    bettor_law: HandLaw = UNIFORM,
    caller_law: HandLaw = UNIFORM,
    *,
    tie: str = "split",
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
    tie : {"split", "exact"}
        What equal buckets pay.

    Returns
    -------
    lcp.core.Certificate

    Examples
    --------
    >>> always = {x: {Fraction(0): 0, Fraction(1): 1} for x in (1, 2)}
    >>> certify(2, [1], always, {}).gains  # a caller who never calls gains 5/8 by his best reply
    (Fraction(0, 1), Fraction(5, 8))
    """
    for strategy, name in ((bettor, "bettor"), (caller, "caller")):
        if not isinstance(strategy, dict):
            raise TypeError(
                f"{name} must be a dict of the {name}'s probabilities (see the docstring); got {strategy!r}"
            )
    g = game(n, sizes, bettor_law, caller_law, tie=tie)
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


def solve(
    n: int, sizes, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM, *, tie: str = "split"
) -> GridEquilibrium:
    """An exactly certified equilibrium of the grid game with ``n`` buckets and the menu ``sizes``.

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS` (the exact solve takes trees up to
        :data:`lcp.grid.rules.MAX_EXACT_LEAVES` leaves, refused before any work).
    sizes : iterable of int or Fraction
        The bet sizes (pot-1 units), 1 to :data:`MAX_SIZES` of them, each in [:data:`MIN_SIZE`,
        :data:`MAX_SIZE`] = [1/1000, 10000] (where the exact solve is certified).
    bettor, caller : lcp.continuous.hand_laws.HandLaw
        The laws of the two hands.
    tie : {"split", "exact"}
        What equal buckets pay: 0 (the default), or the exact within-bucket expectation under the two laws.

    Returns
    -------
    GridEquilibrium
        With the certificate its solve proved (:attr:`GridEquilibrium.certificate`).

    Examples
    --------
    >>> from lcp.continuous.hand_laws import HandLaw
    >>> solve(4, [1]).value, solve(4, [1], caller=HandLaw("max_of", 2)).value
    (Fraction(3, 64), Fraction(-37, 256))
    >>> solve(4, [1], caller=HandLaw("max_of", 2), tie="exact").value   # ties paid as the two laws decide them
    Fraction(-61, 384)
    """
    g = grid_game(n, sizes, bettor, caller, tie=tie)
    sol = g.solve("grid")
    b1, b2 = sol.strategies
    bet = {info[1]: dict(probs) for info, probs in b1.items()}
    call = {(info[1], info[2]): probs["call"] for info, probs in b2.items()}
    eq = GridEquilibrium(g.hands, g.sizes, bettor, caller, sol.value, bet, call, sol.lp_value, g.tie)
    object.__setattr__(eq, "_certificate", sol.certificate)
    return eq


__all__ = [
    "MAX_BUCKETS",
    "MAX_SIZES",
    "CHECK",
    "payoff",
    "grid_game",
    "leaves",
    "game",
    "GridEquilibrium",
    "certify",
    "solve",
]
