r"""The discretised LCP: n hand buckets (or an n-card deck) and a finite menu of bet sizes in [L, U].

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's net winnings), so every
value here is directly comparable with :func:`lcp.continuous.menu.solve` and :func:`lcp.continuous.limit.solve`.

A preset of the grid game (:mod:`lcp.grid.rules`, where the rules, the payoff and the size caps are stated
once): uniform hands, no raise, the naming scheme ``"testbed"``. The bettor holds hand ``i``, the caller
hand ``j`` (0 = weakest, counted from 0 as in the rules). The bettor checks (a showdown for 1/2) or bets a
size s of the menu; the caller calls (a showdown for 1/2 + s) or folds (the bettor wins the caller's ante,
1/2). Two ways to deal:

* ``deal="buckets"`` (the default): both hands are uniform on [0, 1] and independent, and each player sees
  only the bucket ``floor(n x)`` of his hand. The showdown compares the real hands, so equal buckets win
  half the time each and pay 0 in expectation. A strategy of this game *is* a strategy of the continuous
  game (constant on each bucket), and a profile's value here equals its value there exactly.
* ``deal="deck"``: cards 0..n-1 dealt without replacement (the finite-deck papers' deal, Newman poker's
  shape). Card removal is the difference: holding card i the bettor knows the caller's card is one of the
  other n - 1, so the lowest card never wins a showdown and the highest never loses one. Yet the deck's
  value and the buckets' both fall short of the menu game's at the same rate, 1/n^2 (observed in notebook 10,
  not proved): for L = 1/2, U = 2 both gaps stay below 1/n^2 (up to n = 10,000 and 16 sizes), so the two
  values differ by less than 1/n^2 there; the constant is the menu's, and with 64 sizes in [1/1000, 10] both
  gaps exceed 1/n^2 (about 1.08/n^2 and 1.09/n^2 at n = 100).

As the deal refines (n -> inf) both values tend to the finite-menu continuous game's
(:func:`lcp.continuous.menu.solve`, exact); as the menu refines they tend to V(L, U) (:func:`lcp.continuous.limit.value`).

The game is solved exactly by the companion's sequence-form core (:mod:`lcp.finite.extensive`, through
:mod:`lcp.finite.finite_game`): a float LP, an exact re-solve on its support, an exact certificate, which comes
with the solution.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from lcp.core import _lazy, _validate, config
from lcp.finite import extensive

from ..grid import rules
from ._solution import CALL, CHECK, FOLD, exact_solution  # noqa: F401  (the action labels, read here by efg, floor, openspiel)

DEALS = rules.DEALS
SPACINGS = ("uniform", "geometric")
#: Most hands (buckets or cards) of a game (:data:`lcp.grid.rules.MAX_HANDS`): the tree holds n^2 (1 + 2k) leaves.
MAX_HANDS = rules.MAX_HANDS
#: Most bet sizes of a menu (:data:`lcp.grid.rules.MAX_SIZES`).
MAX_SIZES = rules.MAX_SIZES
#: Largest tree :meth:`TestbedGame.solve` solves exactly (leaves; :data:`lcp.grid.rules.MAX_EXACT_LEAVES`).
MAX_EXACT_LEAVES = rules.MAX_EXACT_LEAVES
_TINY, _HUGE = 2.0**-500, 2.0**500  # a geometric menu's limits: their ratio stays a finite float
#: Largest tree built leaf by leaf (:meth:`TestbedGame.leaves`, :func:`lcp.testbed.to_efg`;
#: :data:`lcp.grid.rules.MAX_TREE_LEAVES`): at 2.0 million leaves (632 hands, 2 sizes) to_efg took 24 s of one
#: core and 0.65 GB, leaves() 31 s and 0.9 GB (issue 35); the largest game build accepts has 8.6 billion.
MAX_TREE_LEAVES = rules.MAX_TREE_LEAVES
#: The naming scheme of the test bed's information sets and actions (the Gambit file's, OpenSpiel's).
LABELS = rules.Labels("testbed")
#: Denominator bound of a geometric menu's sizes (a geometric ratio is irrational in general).
GEOMETRIC_DENOMINATOR = 10**4


def payoff(x: int, y: int, bet, called: bool) -> Fraction:
    r"""The bettor's net payoff (pot-1 units) for hands ``x`` (bettor) and ``y`` (caller):
    :func:`lcp.grid.rules.payoff`.

    ``bet`` is 0 for a check, else the size bet; ``called`` says whether the caller called (ignored after a
    check). A showdown pays :math:`\pm` the stake; equal hands (the same bucket) pay 0, the expectation over
    the real hands inside the bucket.

    Examples
    --------
    >>> payoff(3, 1, 0, False), payoff(3, 1, Fraction(1, 2), False), payoff(1, 3, Fraction(1, 2), True)
    (Fraction(1, 2), Fraction(1, 2), Fraction(-1, 1))
    >>> payoff(2, 2, 1, True)
    Fraction(0, 1)
    """
    x, y = _validate.integer(x, "x", 0), _validate.integer(y, "y", 0)
    bet = _validate.number(bet, "bet", 0, math.inf, high_open=True, arrays=False)
    if _lazy.is_sympy(bet):
        raise TypeError(f"bet must be an int, Fraction or float in [0, inf); got {type(bet).__name__} {bet!r}")
    return _payoff(x, y, Fraction(bet), _validate.flag(called, "called"))


def _payoff(x: int, y: int, bet, called: bool) -> Fraction:
    return rules.payoff((x > y) - (x < y), Fraction(bet), "call" if called else "fold")


def _rational(value, name: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a real number (int, Fraction or float); got {type(value).__name__} {value!r}")
    if isinstance(value, numbers.Rational):
        return Fraction(int(value.numerator), int(value.denominator))
    if not math.isfinite(value):
        raise ValueError(f"{name} must be finite (the menu's sizes are bets in [L, U]); got {value!r}")
    return Fraction(value)  # type: ignore[call-overload]  # typeshed's numbers ABCs declare no operators


def menu_sizes(L, U, k: int, spacing: str = "uniform") -> tuple:
    """``k`` bet sizes from L to U (both included), uniform or geometric, as Fractions (pot-1 units).

    A geometric menu needs 2**-500 <= L and U <= 2**500; its sizes are rounded to denominators up to ``GEOMETRIC_DENOMINATOR``
    (the ends stay L and U exactly), so the game is still exact for the menu it names.

    Parameters
    ----------
    L, U : real numbers
        The limits, 0 < L <= U < inf (a bet of 0 is a check).
    k : int
        Number of sizes; 1 only when L == U.
    spacing : {"uniform", "geometric"}

    Returns
    -------
    tuple of Fraction

    Examples
    --------
    >>> menu_sizes(Fraction(1, 2), 2, 4)
    (Fraction(1, 2), Fraction(1, 1), Fraction(3, 2), Fraction(2, 1))
    >>> menu_sizes(Fraction(1, 4), 4, 3, "geometric")
    (Fraction(1, 4), Fraction(1, 1), Fraction(4, 1))
    """
    L, U = _limits(L, U)
    if spacing not in SPACINGS:
        raise ValueError(f"spacing must be one of {SPACINGS}; got {spacing!r}")
    k = _validate.integer(k, "k", 1, MAX_SIZES)
    if L == 0:
        raise ValueError(
            "a geometric menu needs L > 0 (its sizes are L r^t); got L = 0"
            if spacing == "geometric"
            else "L must be > 0 for a menu of sizes from L to U (a bet of 0 is a check); got L = 0"
        )
    if k == 1:
        if L != U:
            raise ValueError(f"k must be >= 2 when L < U (the menu's ends are L and U); got k = 1, L = {L}, U = {U}")
        return (L,)
    if L == U:
        raise ValueError(f"k must be 1 when L == U (one size); got k = {k}")
    if spacing == "uniform":
        return tuple(L + (U - L) * t / (k - 1) for t in range(k))
    if L < _TINY or U > _HUGE:  # (exact comparisons) the ratio U / L is computed in floats
        raise ValueError(
            f"a geometric menu needs 2**-500 <= L and U <= 2**500 (its ratio in floats); got L = {L}, U = {U}"
        )
    ratio = float(U) / float(L)
    inner = (
        Fraction(float(L) * ratio ** (t / (k - 1))).limit_denominator(GEOMETRIC_DENOMINATOR) for t in range(1, k - 1)
    )
    sizes = (L, *inner, U)
    if any(a >= b for a, b in zip(sizes, sizes[1:])):
        raise ValueError(
            f"the geometric menu of {k} sizes from {L} to {U} is too fine for denominators up to "
            f"{GEOMETRIC_DENOMINATOR}; use fewer sizes or a uniform menu"
        )
    return sizes


def chip_sizes(L, U, chips_per_pot: int) -> tuple:
    """Whole-chip bets in [L, U] when the pot is ``chips_per_pot`` chips: the sizes c / chips_per_pot.

    The case the paper names (discrete bet increments): the limit game with bets in whole chips is the
    finite-menu game on these sizes, so its exact value is :func:`lcp.continuous.menu.solve`'s.

    Examples
    --------
    >>> chip_sizes(Fraction(1, 2), 2, 4)   # a pot of 4 chips: bets of 2, 3, ..., 8 chips
    (Fraction(1, 2), Fraction(3, 4), Fraction(1, 1), Fraction(5, 4), Fraction(3, 2), Fraction(7, 4), Fraction(2, 1))
    """
    L, U = _limits(L, U)
    chips = _validate.integer(chips_per_pot, "chips_per_pot", 1, MAX_SIZES * 16)
    lo, hi = math.ceil(L * chips), math.floor(U * chips)
    if hi < lo:
        raise ValueError(f"no whole-chip bet lies in [L, U] = [{L}, {U}] with {chips} chips per pot")
    if hi - lo + 1 > MAX_SIZES:
        raise ValueError(f"the menu would hold {hi - lo + 1} sizes; at most MAX_SIZES = {MAX_SIZES}")
    return tuple(Fraction(c, chips) for c in range(max(lo, 1), hi + 1))


def _limits(L, U) -> tuple:
    L, U = _rational(L, "L"), _rational(U, "U")
    if not 0 <= L <= U:
        raise ValueError(f"need 0 <= L <= U < inf; got L = {L}, U = {U}")
    return L, U


@dataclass(frozen=True)
class TestbedGame:
    """A discretised LCP: ``hands`` buckets (or cards), the bet ``sizes``, the deal (see the module docstring).

    Build it with :func:`build`. Information sets are named ``"x<i>"`` (the bettor with hand i) and
    ``"y<j>|<size>"`` (the caller with hand j facing that size); actions are ``"check"``, ``"bet <size>"``,
    ``"fold"``, ``"call"``, sizes written as fractions (``"bet 3/2"``).

    Examples
    --------
    >>> g = build(1, 2, hands=3, k=2)
    >>> g.sizes, g.bettor_actions, g.caller_infoset(0, 1)
    ((Fraction(1, 1), Fraction(2, 1)), ('check', 'bet 1', 'bet 2'), 'y0|bet 2')
    >>> g.leaf_count
    45
    """

    L: Fraction
    U: Fraction
    hands: int
    sizes: tuple
    deal: str = "buckets"
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    __test__ = False  # not a pytest class

    def __post_init__(self):
        # built directly (not by build): the same checks, so a game with hands = 1 or a size outside [L, U] is
        # refused here rather than solved as something else
        L, U = _limits(self.L, self.U)
        _validate.integer(self.hands, "hands", 2, MAX_HANDS)
        if self.deal not in DEALS:
            raise ValueError(f"deal must be one of {DEALS}; got {self.deal!r}")
        if not isinstance(self.sizes, tuple):
            raise TypeError(f"sizes must be a tuple of bet sizes (build makes one); got {self.sizes!r}")
        menu = _checked_menu(self.sizes, L, U)
        object.__setattr__(self, "L", L)
        object.__setattr__(self, "U", U)
        object.__setattr__(self, "hands", int(self.hands))
        object.__setattr__(self, "sizes", menu)

    @cached_property
    def rules(self) -> rules.GridGame:
        """This game as the grid game it is a preset of (:class:`lcp.grid.rules.GridGame`: uniform hands, no
        raise).

        Examples
        --------
        >>> build(1, 2, hands=3, k=2).rules.leaf_count
        45
        """
        return rules.GridGame(self.hands, self.sizes, self.deal)

    @property
    def bettor_actions(self) -> tuple:
        """``("check", "bet <s_1>", ...)``: the bettor's actions in order (index 0 is the check)."""
        return (LABELS.check, *(LABELS.bet(s) for s in self.sizes))

    def bettor_infoset(self, i: int) -> str:
        """The bettor's information set with hand ``i`` (0 to hands - 1)."""
        return LABELS.bettor(_validate.integer(i, "i", 0, self.hands - 1))

    def caller_infoset(self, j: int, k: int) -> str:
        """The caller's information set with hand ``j`` (0 to hands - 1) facing the ``k``-th size (0-based)."""
        j = _validate.integer(j, "j", 0, self.hands - 1)
        return LABELS.caller(j, self.sizes[_validate.integer(k, "k", 0, len(self.sizes) - 1)])

    @property
    def leaf_count(self) -> int:
        """Terminal histories: deals x (1 check + 2 per size), counted without building them."""
        return self.rules.leaf_count

    def deals(self) -> list:
        """``[(i, j, probability)]``: every deal with its exact probability.

        Examples
        --------
        >>> build(1, 1, hands=3, k=1, deal="deck").deals()[:2]
        [(0, 1, Fraction(1, 6)), (0, 2, Fraction(1, 6))]
        """
        return self.rules.deals()

    def leaves(self) -> list:
        """The terminal histories as :class:`lcp.finite.extensive.Leaf` (payoffs from :func:`lcp.grid.rules.payoff`).

        Raises
        ------
        ValueError
            If the tree has more than ``MAX_TREE_LEAVES`` leaves (refused before any is built).
        """
        return self.rules.leaves(LABELS)

    @cached_property
    def sequence_form(self) -> extensive.Game:
        """The sequence form (:class:`lcp.finite.extensive.Game`) built from :meth:`leaves`."""
        return self.rules.sequence_form(LABELS)

    def solve(self):
        """The exact value and a certified equilibrium (:class:`lcp.testbed.profile.ExactSolution`).

        Raises
        ------
        ValueError
            If the tree has more than ``MAX_EXACT_LEAVES`` leaves, or a size lies outside
            [``config.GRID_MIN_SIZE``, ``config.GRID_MAX_SIZE``] = [1/1000, 10000], where it is certified.

        Examples
        --------
        >>> sol = build(1, 1, hands=3, k=1).solve()
        >>> sol.value, sol.certificate.is_equilibrium
        (Fraction(1, 36), True)
        """
        _check_size(self, MAX_EXACT_LEAVES, "the exact solve")
        if not config.GRID_MIN_SIZE <= self.sizes[0] <= self.sizes[-1] <= config.GRID_MAX_SIZE:
            raise ValueError(
                f"the exact solve takes sizes in [{config.GRID_MIN_SIZE}, {config.GRID_MAX_SIZE}] (pot 1), where it "
                f"is certified (lcp.core.config.GRID_MIN_SIZE); got {[str(s) for s in self.sizes]}"
            )
        key = "solution"
        if key not in self._cache:
            self._cache[key] = exact_solution(self)
        return self._cache[key]

    def menu_value(self) -> Fraction:
        """The n -> inf limit: the finite-menu continuous game's exact value (:func:`lcp.continuous.menu.solve`).

        Examples
        --------
        >>> build(1, 1, hands=3, k=1).menu_value()   # one size, B = 1: FBCP's 1/18
        Fraction(1, 18)
        """
        from lcp.continuous import menu

        return menu.solve(self.sizes, exact=True).value

    def limit_value(self) -> float:
        """The limit as the menu refines too: V(L, U) of the continuous game (:func:`lcp.continuous.limit.value`).

        Examples
        --------
        >>> round(build(1, 1, hands=3, k=1).limit_value(), 12) == round(1 / 18, 12)
        True
        """
        from lcp.continuous import limit

        return float(limit.value(float(self.L), float(self.U))[()])


def _require(game, name: str = "game") -> TestbedGame:
    """``game`` if it is a :class:`TestbedGame`, else a TypeError naming ``name``."""
    if not isinstance(game, TestbedGame):
        raise TypeError(
            f"{name} must be an lcp.testbed.TestbedGame (made by lcp.testbed.build); got {type(game).__name__} {game!r}"
        )
    return game


def _check_size(game: TestbedGame, limit: int, what: str) -> None:
    """Refuse, before any work, a game whose tree has more than ``limit`` leaves (naming hands and sizes):
    :meth:`lcp.grid.rules.GridGame.check_size`."""
    game.rules.check_size(limit, what)


def build(
    L, U, hands: int, k: int | None = None, spacing: str = "uniform", deal: str = "buckets", *, sizes=None
) -> TestbedGame:
    """The discretised LCP with limits [L, U], ``hands`` buckets or cards, and a menu of bet sizes.

    Parameters
    ----------
    L, U : real numbers
        The limits, 0 <= L <= U < inf (pot-1 units); floats are taken as the rationals they are.
    hands : int
        Number of hand buckets (or cards), 2 <= hands <= ``MAX_HANDS``.
    k : int, optional
        How many sizes: k sizes from L to U by ``spacing`` (:func:`menu_sizes`), 1 <= k <= ``MAX_SIZES``
        (k = 1 only when L == U). The default, when ``sizes`` is not given either, is 2.
    spacing : {"uniform", "geometric"}
        How k sizes are spaced.
    deal : {"buckets", "deck"}
        Independent hands seen in buckets, or cards dealt without replacement.
    sizes : iterable of real numbers, optional (keyword only)
        The sizes themselves, each in [L, U] and > 0 (e.g. :func:`chip_sizes`), instead of ``k``. ``sizes``
        is always the bet sizes, never their number (that is ``k``).

    Returns
    -------
    TestbedGame

    Examples
    --------
    >>> g = build(Fraction(1, 2), 2, hands=4, sizes=chip_sizes(Fraction(1, 2), 2, 2))
    >>> g.sizes, g.deal
    ((Fraction(1, 2), Fraction(1, 1), Fraction(3, 2), Fraction(2, 1)), 'buckets')
    >>> build(1, 2, hands=3, k=3).sizes
    (Fraction(1, 1), Fraction(3, 2), Fraction(2, 1))
    >>> build(1, 2, hands=1)
    Traceback (most recent call last):
    ...
    ValueError: hands must be an integer in [2, 4096]; got 1
    >>> build(1, 2, hands=3, sizes=3)
    Traceback (most recent call last):
    ...
    TypeError: sizes must be an iterable of bet sizes (the number of sizes is k: write k=3); got the int 3
    """
    L, U = _limits(L, U)
    hands = _validate.integer(hands, "hands", 2, MAX_HANDS)
    if deal not in DEALS:
        raise ValueError(f"deal must be one of {DEALS}; got {deal!r}")
    if spacing not in SPACINGS:  # checked even where it is not used (explicit sizes): a typo is no silent default
        raise ValueError(f"spacing must be one of {SPACINGS}; got {spacing!r}")
    if sizes is None:
        if k is not None and not isinstance(k, numbers.Integral) and hasattr(k, "__iter__"):
            raise TypeError(
                f"k must be an integer, the number of sizes (the sizes themselves are sizes=...); got {k!r}"
            )
        menu = menu_sizes(L, U, 2 if k is None else _validate.integer(k, "k", 1, MAX_SIZES), spacing)
    else:
        if isinstance(sizes, numbers.Integral) and not isinstance(sizes, bool):
            raise TypeError(
                f"sizes must be an iterable of bet sizes (the number of sizes is k: write k={sizes}); got the int {sizes}"
            )
        if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
            raise TypeError(f"sizes must be an iterable of bet sizes (the number of sizes is k); got {sizes!r}")
        menu = _checked_menu(tuple(sizes), L, U)
        if k is not None:
            raise TypeError(f"give k (how many sizes) or sizes (the sizes themselves), not both; got k = {k!r}")
    if menu[0] == 0:
        raise ValueError("a bet of 0 is a check: the menu's sizes must be > 0 (take L > 0)")
    return TestbedGame(L, U, hands, menu, deal)


def _checked_menu(sizes: tuple, L: Fraction, U: Fraction) -> tuple:
    """``sizes`` as a sorted tuple of Fractions, if they are 1 to MAX_SIZES distinct bets in [L, U], > 0."""
    menu = tuple(sorted(_rational(s, "sizes") for s in sizes))
    if not menu or len(menu) > MAX_SIZES:
        raise ValueError(f"sizes must hold 1 to {MAX_SIZES} bet sizes; got {len(menu)}")
    if any(a == b for a, b in zip(menu, menu[1:])):
        raise ValueError(f"sizes must be distinct; got {[str(s) for s in menu]}")
    if menu[0] <= 0 or menu[0] < L or menu[-1] > U:
        raise ValueError(f"sizes must lie in [L, U] = [{L}, {U}] and be > 0; got {[str(s) for s in menu]}")
    return menu


__all__ = [
    "DEALS",
    "SPACINGS",
    "MAX_HANDS",
    "MAX_SIZES",
    "MAX_EXACT_LEAVES",
    "MAX_TREE_LEAVES",
    "payoff",
    "menu_sizes",
    "chip_sizes",
    "TestbedGame",
    "build",
]
