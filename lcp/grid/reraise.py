r"""Limit poker on a grid in which the caller may raise once, solved exactly (notebook 11, Sec. 2).

Units: the paper's pot-1 convention (ante 1/2 each, the bettor's net winnings). A preset of the grid game
(:mod:`lcp.grid.rules`, where the rules are stated once): hands are buckets ``1..n`` of [0, 1] (the rules'
hand ``x - 1``) drawn from two :class:`lcp.continuous.hand_laws.HandLaw` (uniform by default), as in
:mod:`lcp.grid.asymmetric`. The bettor checks (a showdown for the pot) or bets a size :math:`s` from a menu.
Facing a bet the caller folds (the bettor wins the pot), calls (a showdown for :math:`1/2 + s` each way) or
raises to :math:`r = s + d` for an increment :math:`d` from a menu. Facing the raise the bettor folds
(losing :math:`1/2 + s`) or calls (a showdown for :math:`1/2 + r`). Equal buckets split (or, with
``tie="exact"``, pay the exact within-bucket expectation). With no increments this is the game of
:mod:`lcp.grid.asymmetric`.

**The stack rule.** ``stack`` is the smaller stack, the most a raise may total (with asymmetric stacks the
shorter one caps the raise). A raise that would exceed it is **dropped** (``stack_rule="drop"``, the
default, the rule every result of notebook 11 was computed with): the caller cannot make it, and a bet of
the whole stack cannot be raised at all. With ``stack_rule="all-in"`` it is capped instead: a raise to the
stack itself, as at a table. Which rule holds changes where the bettor puts his bets (a bet the raise cannot
reach is safe from it only under the drop rule), so a result that depends on it says which.

The leaves come from :class:`lcp.grid.rules.GridGame` (naming scheme ``"grid"``) and are solved by the
sequence form of :mod:`lcp.finite.extensive` (float LP, exact re-solve, certificate in rationals, which comes with
the solution); :mod:`lcp.finite.normal_form` is the brute-force check on small grids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from lcp.continuous.hand_laws import UNIFORM, HandLaw
from lcp.core import _validate
from lcp.core._types import Scalar
from lcp.finite import extensive
from lcp.finite.finite_game import Certificate

from . import rules

CHECK = rules.Labels("grid").check  # the bettor's check, as in lcp.grid.asymmetric

#: Most buckets: the grid game's one cap on hands (:data:`lcp.grid.rules.MAX_HANDS`); the tree, n^2
#: (1 + m (2 + 2k)) leaves for m sizes and k increments, is what limits the work.
MAX_BUCKETS = rules.MAX_HANDS
#: Most raise increments (:data:`lcp.grid.rules.MAX_INCREMENTS`).
MAX_INCREMENTS = rules.MAX_INCREMENTS
#: Largest tree solved exactly (leaves, :func:`leaf_count`; :data:`lcp.grid.rules.MAX_EXACT_LEAVES`), refused
#: up front naming the counts; trees are built leaf by leaf (:func:`leaves`, :func:`game`) up to
#: :data:`lcp.grid.rules.MAX_TREE_LEAVES`. Measured on one core (issue 35): n = 96 with 8 sizes and 4
#: increments (746,496 leaves) took 48 s to build and 86 s (0.7 GB) to reach the end of its solve; n = 64
#: (331,776 leaves) 26 s and 46 s.
MAX_LEAVES = rules.MAX_EXACT_LEAVES


def payoff(x: int, y: int, size=CHECK, answer: str = "call", raise_to=None, bettor_calls: bool = False) -> Fraction:
    """The bettor's net payoff (pot 1) with bucket ``x`` against bucket ``y``: :func:`lcp.grid.rules.payoff`,
    equal buckets split.

    Parameters
    ----------
    x, y : int
        The two buckets (equal ones split).
    size : Fraction
        The bet (0: a check, the rest is then ignored).
    answer : {"fold", "call", "raise"}
        The caller's answer to the bet.
    raise_to : Fraction
        The caller's total after a raise.
    bettor_calls : bool
        Whether the bettor calls the raise.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> one, two = Fraction(1), Fraction(2)
    >>> payoff(2, 1), payoff(1, 2, one, "fold"), payoff(2, 1, one, "call"), payoff(2, 1, one, "raise", two)
    (Fraction(1, 2), Fraction(1, 2), Fraction(3, 2), Fraction(-3, 2))
    >>> payoff(2, 1, one, "raise", two, bettor_calls=True), payoff(1, 1, one, "raise", two, bettor_calls=True)
    (Fraction(5, 2), Fraction(0, 1))
    """
    x, y = _validate.integer(x, "x", 1), _validate.integer(y, "y", 1)
    size = _validate.number(size, "size", 0, arrays=False)
    if isinstance(size, float):
        raise TypeError(f"size must be an exact bet >= 0 (int or Fraction); got float {size!r}")
    return rules.payoff((x > y) - (x < y), size, answer, raise_to, bettor_calls)


def raises(size, increments, stack=None, stack_rule: str = "drop") -> tuple:
    """The totals the caller may raise a bet of ``size`` to: ``size + d`` for each increment, at most ``stack``
    (a raise past it dropped, or with ``stack_rule="all-in"`` capped to it: :func:`lcp.grid.rules.raises`).

    Examples
    --------
    >>> raises(Fraction(1), [Fraction(1), Fraction(2)], stack=Fraction(5, 2))
    (Fraction(2, 1),)
    """
    return rules.raises(size, increments, stack, stack_rule)


def grid_game(
    n: int,
    sizes,
    increments,
    stack=None,
    bettor: HandLaw = UNIFORM,
    caller: HandLaw = UNIFORM,
    *,
    stack_rule: str = "drop",
    tie: str = "split",
) -> rules.GridGame:
    """The raise game as a :class:`lcp.grid.rules.GridGame` (i.i.d. buckets; arguments as in :func:`solve`).

    Examples
    --------
    >>> grid_game(4, [1], [1], stack=2, stack_rule="all-in").raises(1)
    (Fraction(2, 1),)
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    bettor = _validate.instance(bettor, "bettor", HandLaw, "a lcp.continuous.hand_laws.HandLaw")
    caller = _validate.instance(caller, "caller", HandLaw, "a lcp.continuous.hand_laws.HandLaw")
    return rules.GridGame(n, sizes, "buckets", bettor, caller, increments, stack, stack_rule, tie)


def leaf_count(n: int, sizes, increments, stack=None, *, stack_rule: str = "drop") -> int:
    """The number of leaves of the raise game with uniform laws (the most any laws give), counted without
    building them: ``n**2 (1 + sum over sizes s of (2 + 2 r(s)))``, r(s) the raises open after s.

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS`.
    sizes, increments, stack, stack_rule
        As in :func:`solve`.

    Returns
    -------
    int

    Examples
    --------
    >>> leaf_count(2, [1], [1]), len(leaves(2, [1], [1]))
    (20, 20)
    >>> leaf_count(96, range(1, 9), [1, 2, 3, 4])
    746496
    """
    return grid_game(n, sizes, increments, stack, stack_rule=stack_rule).leaf_count


def leaves(
    n: int,
    sizes,
    increments,
    stack=None,
    bettor: HandLaw = UNIFORM,
    caller: HandLaw = UNIFORM,
    *,
    stack_rule: str = "drop",
    tie: str = "split",
) -> list:
    """Every terminal history, with its chance weight and the bettor's payoff.

    At most :data:`lcp.grid.rules.MAX_TREE_LEAVES` leaves (:func:`leaf_count`); a larger game is refused
    before any is built.

    Information sets: the bettor's ``("bettor", x)`` (0 check, or a size) and ``("bettor", x, s, r)``
    (``"fold"``, ``"call"``); the caller's ``("caller", y, s)`` (``"fold"``, ``"call"``, or a total ``r``).

    Examples
    --------
    >>> len(leaves(2, [1], [1]))  # 4 deals: check; bet, then fold, call, raise-fold, raise-call
    20
    """
    return grid_game(n, sizes, increments, stack, bettor, caller, stack_rule=stack_rule, tie=tie).leaves("grid")


def game(
    n: int,
    sizes: tuple,
    increments: tuple,
    stack=None,
    bettor: HandLaw = UNIFORM,
    caller: HandLaw = UNIFORM,
    *,
    stack_rule: str = "drop",
    tie: str = "split",
) -> extensive.Game:
    """The sequence form of the raise game (cached; at most :data:`lcp.grid.rules.MAX_TREE_LEAVES` leaves,
    refused before any is built).

    Examples
    --------
    >>> g = game(2, (Fraction(1),), (Fraction(1),))
    >>> len(g.infosets[0]), len(g.infosets[1])
    (4, 2)
    """
    g = grid_game(n, sizes, increments, stack, bettor, caller, stack_rule=stack_rule, tie=tie)
    return g.sequence_form("grid")


@dataclass(frozen=True)
class RaiseEquilibrium:
    """A certified equilibrium of the raise game (pot-1 units).

    Attributes
    ----------
    n, sizes, increments, stack, bettor_law, caller_law, stack_rule, tie
        The game.
    value : Fraction
        The bettor's value.
    strategies : tuple
        Both behaviour strategies, ``{information set: {action: probability}}`` (see :func:`leaves`).
    lp_value : float
        The float LP's value.

    Examples
    --------
    >>> eq = solve(4, [1], [1])
    >>> eq.value, eq.certified, eq.profile is eq.strategies
    (Fraction(3, 64), True, True)
    """

    n: int
    sizes: tuple
    increments: tuple
    stack: Scalar
    bettor_law: HandLaw
    caller_law: HandLaw
    value: Fraction
    strategies: tuple
    lp_value: float
    stack_rule: str = "drop"
    tie: str = "split"
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def profile(self) -> tuple:
        """The strategy profile: :attr:`strategies` (the bettor's, then the caller's behaviour strategy)."""
        return self.strategies

    @cached_property
    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate: the one :func:`solve` proved it with (no second proof); for
        an equilibrium built by hand (or changed with :func:`dataclasses.replace`), :func:`lcp.finite.extensive.certify`
        on the game."""
        if self._certificate is not None:
            return self._certificate
        g = game(
            self.n,
            self.sizes,
            self.increments,
            self.stack,
            self.bettor_law,
            self.caller_law,
            stack_rule=self.stack_rule,
            tie=self.tie,
        )
        return extensive.certify(g, *self.strategies)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified

    def bet(self, x: int) -> dict:
        """Bucket ``x``'s first action: ``{0 (check) or size: probability}``."""
        x = _validate.integer(x, "x", 1, self.n)
        return dict(self.strategies[0][("bettor", x)])

    def size_mass(self, s, below=None) -> Fraction:
        """The probability that the bettor bets ``s`` (with buckets ``x <= below`` only, if given).

        Examples
        --------
        >>> eq = solve(4, [1], [1])
        >>> eq.size_mass(1) == sum(eq.bettor_law.buckets(4)[x - 1] * eq.bet(x)[1] for x in range(1, 5))
        True
        """
        s = _validate.menu_size(s, self.sizes, "s")
        top = self.n if below is None else _validate.integer(below, "below", 0, self.n)
        p = self.bettor_law.buckets(self.n)
        return sum(
            (
                p[x - 1] * self.strategies[0][("bettor", x)].get(s, 0)
                for x in range(1, top + 1)
                if ("bettor", x) in self.strategies[0]
            ),
            Fraction(0),
        )

    def bluffs(self) -> dict:
        """``{size: probability}`` of bets by buckets below every checking bucket (the bluffs), per size."""
        checking = [
            x
            for (_, x, *rest) in self.strategies[0]
            if not rest and self.strategies[0][("bettor", x)].get(CHECK, 0) > 0
        ]
        lo = min(checking) if checking else self.n + 1
        return {s: self.size_mass(s, below=lo - 1) for s in self.sizes}

    def raise_mass(self, s) -> Fraction:
        """The probability, under the caller's law, that the caller raises a bet of size ``s``.

        Examples
        --------
        >>> 0 <= solve(4, [1], [1]).raise_mass(1) <= 1
        True
        """
        q = self.caller_law.buckets(self.n)
        s = _validate.menu_size(s, self.sizes, "s")
        total = Fraction(0)
        for info, probs in self.strategies[1].items():
            if info[2] == s:
                total += q[info[1] - 1] * sum(pr for a, pr in probs.items() if a not in ("fold", "call"))
        return total


def solve(
    n: int,
    sizes,
    increments,
    stack=None,
    bettor: HandLaw = UNIFORM,
    caller: HandLaw = UNIFORM,
    *,
    stack_rule: str = "drop",
    tie: str = "split",
) -> RaiseEquilibrium:
    """An exactly certified equilibrium of the raise game.

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS`.
    sizes : iterable of int or Fraction
        The bettor's menu (pot-1 units).
    increments : iterable of int or Fraction
        The caller's raise increments (0 to :data:`MAX_INCREMENTS`; none: no raise).
    stack : int or Fraction, optional
        The smaller stack: the most a raise may total (at least the largest size); None: no cap.
        Sizes, increments and the stack lie in [1/1000, 10000] (``lcp.grid.asymmetric.MIN_SIZE``, ``MAX_SIZE``),
        where the exact solve is certified.
    bettor, caller : lcp.continuous.hand_laws.HandLaw
        The laws of the two hands.
    stack_rule : {"drop", "all-in"}
        A raise past the stack is dropped (the default: notebook 11's rule) or capped to the stack.
    tie : {"split", "exact"}
        What equal buckets pay (:mod:`lcp.grid.rules`).

    Returns
    -------
    RaiseEquilibrium
        With the certificate its solve proved (:attr:`RaiseEquilibrium.certificate`).

    Raises
    ------
    ValueError
        If the game has more than :data:`MAX_LEAVES` leaves (:func:`leaf_count`), before any work: n = 96
        with 8 sizes and 4 increments (746,496 leaves) took 48 s of one core to build before its solve began.
        Within the limit are n = 96 with one size and one increment (92,160 leaves) and n = 48 with 8 sizes
        and 4 increments (186,624).

    Examples
    --------
    >>> from lcp import asymmetric
    >>> solve(6, [1], []).value == asymmetric.solve(6, [1]).value  # no increments: no raise
    True
    >>> half = Fraction(1, 2)
    >>> solve(12, [half], [1]).value, solve(12, [half], []).value  # the raise helps the caller
    (Fraction(1, 24), Fraction(7, 144))
    >>> [solve(6, [half], [1], stack=1, stack_rule=rule).value for rule in ("drop", "all-in")]  # 1/2 + 1 > 1
    [Fraction(5, 108), Fraction(17, 432)]
    """
    g = grid_game(n, sizes, increments, stack, bettor, caller, stack_rule=stack_rule, tie=tie)
    sol = g.solve("grid")
    eq = RaiseEquilibrium(
        g.hands,
        g.sizes,
        g.increments,
        g.stack,
        bettor,
        caller,
        sol.value,
        sol.strategies,
        sol.lp_value,
        stack_rule,
        tie,
    )
    object.__setattr__(eq, "_certificate", sol.certificate)
    return eq


__all__ = [
    "MAX_BUCKETS",
    "MAX_INCREMENTS",
    "MAX_LEAVES",
    "payoff",
    "raises",
    "grid_game",
    "leaf_count",
    "leaves",
    "game",
    "RaiseEquilibrium",
    "solve",
]
