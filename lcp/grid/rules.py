r"""The grid game's rules, stated once: the deal, the hand laws, the menu, the caller's raise, the payoff.

Units: the paper's pot-1 convention (ante 1/2 each; every payoff is the bettor's net winnings), as
:mod:`lcp.continuous.menu` and :mod:`lcp.continuous.limit`, whose continuous games this one discretises (revision Sec. 9.4).

**Hands** are counted one way here: hand ``i`` for ``i = 0, ..., n - 1``, 0 the weakest. With
``deal="buckets"`` hand i is the bucket :math:`(i/n, (i+1)/n]` of the hand scale [0, 1]; with
``deal="deck"`` it is card i. (The presets keep the names they were published with: :mod:`lcp.testbed`
names hand i ``x<i>``/``y<i>``, counting from 0 as here; :mod:`lcp.grid.asymmetric` and :mod:`lcp.grid.reraise`
name it bucket ``i + 1``, counting from 1: the naming schemes ``"testbed"`` and ``"grid"`` of
:class:`GridGame`.)

**The deal.**

* ``"buckets"``: the bettor's hand and the caller's are independent, drawn from two laws
  (:class:`lcp.continuous.hand_laws.HandLaw`, uniform by default), and each player sees only his bucket. The deal
  (i, j) has probability :math:`p_i q_j`, the laws' bucket probabilities (deals of probability 0 are left
  out).
* ``"deck"``: cards 0 to n - 1 dealt without replacement, every ordered pair i != j with probability
  1 / (n (n - 1)) (card removal: the lowest card never wins a showdown). Both laws must be uniform.

**The betting.** The bettor checks (a showdown for the antes) or bets a size :math:`s` from the menu
``sizes`` (positive rationals). Facing a bet the caller folds (the bettor wins the pot, +1/2), calls (a
showdown for :math:`1/2 + s` each way) or, if ``increments`` is not empty, raises to a total
:math:`r = s + d` for an increment :math:`d` of the menu ``increments``. Facing the raise the bettor folds
(losing :math:`1/2 + s`) or calls (a showdown for :math:`1/2 + r`). There is at most one raise.

**The stack rule.** ``stack`` (None: no limit) is the smaller stack, the most either player can put in
beyond his ante (at least the largest size). A raise to :math:`s + d > \text{stack}` is

* dropped (``stack_rule="drop"``, the default): the caller cannot make it; a bet of the whole stack
  cannot be raised at all. This is the rule :mod:`lcp.grid.reraise` has always played (notebook 11's raise
  game), kept as its default so that its values do not change.
* capped all-in (``stack_rule="all-in"``): the raise becomes a raise to the stack itself (if the stack
  exceeds the bet), as in table poker; several increments that reach past the stack are then one action.

**Equal buckets** (the ``tie`` rule; the deck has no equal hands). A showdown between hands in different
buckets goes to the higher bucket. Two hands in the same bucket are two real hands in one interval, and
who holds the higher is a matter of the two laws inside it:

* ``tie="split"`` (the default) pays 0: each wins half the time. When both players' hands come from the
  same law, this is exactly the expectation over the real hands (by symmetry each is the higher with
  probability 1/2), so a strategy of the grid game is a strategy of the continuous game, constant on
  each bucket, with the same value (:mod:`lcp.testbed`'s property). When the laws differ inside a bucket
  it is not: a caller who holds the best of two uniform hands holds the higher hand of a bucket more
  often than half the time, and a split hands the bettor more than his share. The grid game is then a
  different game from the continuous one, not a restriction of it.
* ``tie="exact"`` pays the expectation: the stake times :math:`2 w_b - 1`, where :math:`w_b` is the
  exact probability that the bettor's hand is the higher of two in bucket b
  (:func:`lcp.continuous.hand_laws.within_bucket_wins`, from the laws' densities). The grid game is then again the
  continuous game restricted to strategies constant on buckets, whatever the laws. The two rules agree
  when the laws do, and when both are uniform inside every bucket (a capped or floored law whose end
  falls on a bucket edge). Otherwise the values differ at the order of the grid's own gap,
  :math:`1/n^2` (a tie has probability about 1/n, and inside a small bucket a smooth law's edge is
  about 1/n). Measured (``benchmarks/grid_rules.py``, exact values, notebook 11's menu
  {1/2, 1, 3/2, 2}, n = 6 to 48): the split's value minus the exact one, times :math:`n^2`, stays near
  0.21 with the caller's hand the best of two uniform ones, -0.33 with the worst of two, -0.17 with the
  bettor's the best of two (at n = 48: 9.2e-5, -1.4e-4, -7.2e-5); a law capped at 3/4 or floored at
  1/4 differs at n = 6 (-2.1e-2 and 4.6e-3) and not at all at n = 12, 24, 48.

**One payoff.** :func:`payoff` is the only place that says who wins what; it takes the showdown's
expectation for the bettor (+1 a win, -1 a loss, between for a tie: :meth:`GridGame.showdown`), so the
tie rule is a fact about the deal, not a second payoff.

**Size caps, one policy.** A game is a description (nothing is built): up to :data:`MAX_HANDS` hands,
:data:`MAX_SIZES` sizes and :data:`MAX_INCREMENTS` increments. What limits work is the tree: it is built
leaf by leaf (:meth:`GridGame.leaves`, the sequence form, a Gambit file) up to :data:`MAX_TREE_LEAVES`
leaves, and solved exactly by the generic sequence-form solver (:mod:`lcp.finite.extensive`: float LP, exact
re-solve, certificate in rationals) up to :data:`MAX_EXACT_LEAVES`. Larger trees are refused before any
work, naming the counts. The presets' own names for these caps (``asymmetric.MAX_BUCKETS``,
``reraise.MAX_LEAVES``, ``testbed.MAX_EXACT_LEAVES``, ...) are these constants.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from lcp.continuous.hand_laws import UNIFORM, HandLaw, within_bucket_wins
from lcp.core import _validate, config
from lcp.finite import extensive
from lcp.finite.finite_game import Certificate

DEALS = ("buckets", "deck")
STACK_RULES = ("drop", "all-in")
TIES = ("split", "exact")
#: How the sequence form names information sets and actions (see :class:`Labels`).
LABELS = ("grid", "testbed")
ANSWERS = ("fold", "call", "raise")

#: Most hands (buckets or cards) a game may have; the tree holds about n^2 leaves per action path.
MAX_HANDS = 4096
#: Most bet sizes of a menu.
MAX_SIZES = 256
#: Most raise increments.
MAX_INCREMENTS = 256
#: Largest tree built leaf by leaf (:meth:`GridGame.leaves`, the sequence form, a Gambit file). Measured
#: (issue 35, one core): 2.0 million leaves (632 hands, 2 sizes) took 31 s and 0.9 GB to build, and their
#: Gambit file 24 s and 0.65 GB.
MAX_TREE_LEAVES = 2_000_000
#: Largest tree solved exactly by the generic sequence-form solver (:meth:`GridGame.solve`): about a
#: minute of one core. Measured (issue 35): 278,528 leaves (n = 128, 8 sizes, no raise) built, solved and
#: certified in about 35 s; 331,776 leaves of the raise game (n = 64, 8 sizes, 4 increments) 26 s to
#: build and 46 s to solve.
MAX_EXACT_LEAVES = 300_000

HALF = Fraction(1, 2)


def payoff(showdown, bet=0, answer: str = "call", raise_to=None, bettor_calls: bool = False) -> Fraction:
    r"""The rules, once: the bettor's net payoff (pot 1, ante 1/2 each) of one line of play.

    Parameters
    ----------
    showdown : int or Fraction in [-1, 1]
        What a showdown is worth to the bettor per unit staked: 1 if his hand is the higher, -1 if the
        lower, and for two hands in one bucket the expectation :math:`2w - 1` (0 under ``tie="split"``;
        see :meth:`GridGame.showdown`).
    bet : int or Fraction >= 0
        The bettor's bet; 0 is a check (a showdown for the antes; the rest is then ignored).
    answer : {"fold", "call", "raise"}
        The caller's answer to the bet.
    raise_to : int or Fraction, optional
        The caller's total after a raise (more than ``bet``).
    bettor_calls : bool
        Whether the bettor calls the raise.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> payoff(1), payoff(-1, 1, "fold"), payoff(-1, 1, "call"), payoff(0, 1, "call")
    (Fraction(1, 2), Fraction(1, 2), Fraction(-3, 2), Fraction(0, 1))
    >>> payoff(1, 1, "raise", 3), payoff(1, 1, "raise", 3, bettor_calls=True)   # fold: lose ante and bet
    (Fraction(-3, 2), Fraction(7, 2))
    """
    showdown = _validate.number(showdown, "showdown", -1, 1, arrays=False)
    if not isinstance(showdown, numbers.Rational):
        raise TypeError(f"showdown must be an exact number in [-1, 1] (int or Fraction); got {showdown!r}")
    bet = _validate.number(bet, "bet", 0, arrays=False)
    if isinstance(bet, bool) or not isinstance(bet, numbers.Rational):
        raise TypeError(f"bet must be an exact bet >= 0 (int or Fraction); got {bet!r}")
    if answer not in ANSWERS:
        raise ValueError(f"answer must be one of {ANSWERS}; got {answer!r}")
    if answer == "raise" and bet != 0:
        raise_to = _validate.rational_bet(raise_to, "raise_to")
        if raise_to <= bet:
            raise ValueError(f"raise_to must exceed the bet {bet}; got {raise_to}")
    return _payoff(Fraction(showdown), Fraction(bet), answer, raise_to, _validate.flag(bettor_calls, "bettor_calls"))


def _payoff(showdown: Fraction, bet: Fraction, answer: str, raise_to=None, bettor_calls: bool = False) -> Fraction:
    if bet == 0:
        return showdown * HALF
    if answer == "fold":
        return HALF
    if answer == "call":
        return showdown * (HALF + bet)
    return showdown * (HALF + raise_to) if bettor_calls else -(HALF + bet)


def _rationals(values, name: str, high: int, *, empty: bool) -> tuple:
    """``values`` as a sorted tuple of distinct positive Fractions (1 or 0 to ``high`` of them)."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{name} must be an iterable of positive rationals (int or Fraction); got {values!r}")
    out = tuple(sorted(Fraction(_validate.rational_bet(v, name)) for v in values))
    low = 0 if empty else 1
    if not low <= len(out) <= high or len(set(out)) != len(out):
        raise ValueError(f"{name} must be {low} to {high} distinct positive rationals; got {list(values)!r}")
    return out


def raises(size, increments, stack=None, stack_rule: str = "drop") -> tuple:
    """The totals the caller may raise a bet of ``size`` to: ``size + d`` per increment, under the stack rule.

    Parameters
    ----------
    size : int or Fraction > 0
        The bet.
    increments : iterable of int or Fraction
        The raise increments (may be empty: no raise).
    stack : int or Fraction, optional
        The smaller stack (None: no limit).
    stack_rule : {"drop", "all-in"}
        A raise past the stack is dropped, or capped to the stack (module docstring).

    Returns
    -------
    tuple of Fraction
        Increasing totals, each more than ``size``.

    Examples
    --------
    >>> raises(1, [1, 2], stack=Fraction(5, 2))
    (Fraction(2, 1),)
    >>> raises(1, [1, 2], stack=Fraction(5, 2), stack_rule="all-in")
    (Fraction(2, 1), Fraction(5, 2))
    >>> raises(2, [1], stack=2, stack_rule="all-in")   # a bet of the whole stack cannot be raised
    ()
    """
    size = Fraction(_validate.rational_bet(size, "size"))
    increments = _rationals(increments, "increments", MAX_INCREMENTS, empty=True)
    stack = None if stack is None else Fraction(_validate.rational_bet(stack, "stack"))
    if stack_rule not in STACK_RULES:
        raise ValueError(f"stack_rule must be one of {STACK_RULES}; got {stack_rule!r}")
    return _raises(size, increments, stack, stack_rule)


def _raises(size: Fraction, increments: tuple, stack, stack_rule: str) -> tuple:
    totals = [size + d for d in increments]
    if stack is None:
        return tuple(totals)
    if stack_rule == "drop":
        return tuple(r for r in totals if r <= stack)
    return tuple(sorted({min(r, stack) for r in totals if size < stack}))


@dataclass(frozen=True)
class Labels:
    """A naming scheme for the sequence form's information sets and actions (hand ``i`` counted from 0).

    ``"grid"`` (:mod:`lcp.grid.asymmetric`, :mod:`lcp.grid.reraise`): the bettor's ``("bettor", i + 1)`` with actions
    ``Fraction(0)`` (check) and the sizes; the caller's ``("caller", j + 1, s)`` with ``"fold"``, ``"call"``
    and the raise totals; the bettor facing a raise ``("bettor", i + 1, s, r)``; deals ``"i+1,j+1"``.
    ``"testbed"`` (:mod:`lcp.testbed`, its Gambit files): ``"x<i>"`` with ``"check"`` and ``"bet <s>"``;
    ``"y<j>|bet <s>"`` with ``"fold"``, ``"call"`` and ``"raise <r>"``; ``"x<i>|bet <s>|raise <r>"``; deals
    ``"i,j"``. Sizes are written as fractions (``bet 3/2``).

    Examples
    --------
    >>> Labels("grid").bettor(0), Labels("testbed").caller(2, Fraction(3, 2))
    (('bettor', 1), 'y2|bet 3/2')
    """

    scheme: str = "grid"

    def __post_init__(self):
        if self.scheme not in LABELS:
            raise ValueError(f"labels must be one of {LABELS}; got {self.scheme!r}")

    @property
    def check(self):
        """The bettor's check."""
        return Fraction(0) if self.scheme == "grid" else "check"

    def bet(self, s):
        """The bettor's bet of ``s`` (a positive int or Fraction)."""
        return self._bet(_size(s, "s"))

    def raise_to(self, r):
        """The caller's raise to the total ``r`` (a positive int or Fraction)."""
        return self._raise_to(_size(r, "r"))

    def deal(self, i: int, j: int) -> str:
        """The deal of hands ``i`` (bettor) and ``j`` (caller), each an int >= 0."""
        return self._deal(_validate.integer(i, "i", 0), _validate.integer(j, "j", 0))

    def bettor(self, i: int):
        """The bettor's information set with hand ``i`` (an int >= 0)."""
        return self._bettor(_validate.integer(i, "i", 0))

    def caller(self, j: int, s):
        """The caller's information set with hand ``j`` (an int >= 0) facing a bet of ``s``."""
        return self._caller(_validate.integer(j, "j", 0), _size(s, "s"))

    def facing_raise(self, i: int, s, r):
        """The bettor's information set with hand ``i`` after betting ``s`` and facing a raise to ``r``."""
        return self._facing_raise(_validate.integer(i, "i", 0), _size(s, "s"), _size(r, "r"))

    # (unchecked: the tree builder's, with arguments it made itself)
    def _bet(self, s: Fraction):
        return s if self.scheme == "grid" else f"bet {s}"

    def _raise_to(self, r: Fraction):
        return r if self.scheme == "grid" else f"raise {r}"

    def _deal(self, i: int, j: int) -> str:
        return f"{i + 1},{j + 1}" if self.scheme == "grid" else f"{i},{j}"

    def _bettor(self, i: int):
        return ("bettor", i + 1) if self.scheme == "grid" else f"x{i}"

    def _caller(self, j: int, s: Fraction):
        return ("caller", j + 1, s) if self.scheme == "grid" else f"y{j}|bet {s}"

    def _facing_raise(self, i: int, s: Fraction, r: Fraction):
        return ("bettor", i + 1, s, r) if self.scheme == "grid" else f"x{i}|bet {s}|raise {r}"


def _size(value, name: str) -> Fraction:
    return Fraction(_validate.rational_bet(value, name))


def _labels(labels) -> Labels:
    return labels if isinstance(labels, Labels) else Labels(labels)


@dataclass(frozen=True)
class GridGame:
    """The grid game (module docstring): a frozen description; nothing is built until asked for.

    Parameters
    ----------
    hands : int
        Number of hands (buckets or cards), 2 to :data:`MAX_HANDS`.
    sizes : iterable of int or Fraction
        The bettor's menu, 1 to :data:`MAX_SIZES` distinct positive rationals (pot-1 units); kept sorted.
    deal : {"buckets", "deck"}
    bettor_law, caller_law : lcp.continuous.hand_laws.HandLaw
        The laws of the two hands (``deal="buckets"``; uniform for the deck).
    increments : iterable of int or Fraction
        The caller's raise increments, 0 to :data:`MAX_INCREMENTS` (none: no raise).
    stack : int or Fraction, optional
        The smaller stack, at least the largest size (None: no limit).
    stack_rule : {"drop", "all-in"}
        What becomes of a raise past the stack.
    tie : {"split", "exact"}
        What two hands in one bucket pay at a showdown.

    Examples
    --------
    >>> from lcp.continuous.hand_laws import HandLaw
    >>> g = GridGame(4, (1,))
    >>> g.leaf_count, g.solve().value
    (48, Fraction(3, 64))
    >>> strong = HandLaw("max_of", 2)   # the caller holds the best of two hands: a split overpays the bettor
    >>> [GridGame(4, (1,), caller_law=strong, tie=tie).solve().value for tie in TIES]
    [Fraction(-37, 256), Fraction(-61, 384)]
    """

    hands: int
    sizes: tuple
    deal: str = "buckets"
    bettor_law: HandLaw = UNIFORM
    caller_law: HandLaw = UNIFORM
    increments: tuple = ()
    stack: Fraction | None = None
    stack_rule: str = "drop"
    tie: str = "split"
    _memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # bucket laws, tie odds

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "hands", _validate.integer(self.hands, "hands", 2, MAX_HANDS))
        set_(self, "sizes", _rationals(self.sizes, "sizes", MAX_SIZES, empty=False))
        if self.deal not in DEALS:
            raise ValueError(f"deal must be one of {DEALS}; got {self.deal!r}")
        for law, name in ((self.bettor_law, "bettor_law"), (self.caller_law, "caller_law")):
            if not isinstance(law, HandLaw):
                raise TypeError(f"{name} must be a lcp.continuous.hand_laws.HandLaw; got {law!r}")
            if self.deal == "deck" and law != UNIFORM:
                raise ValueError(f"{name} must be uniform for deal='deck' (cards dealt evenly); got {law.label}")
        set_(self, "increments", _rationals(self.increments, "increments", MAX_INCREMENTS, empty=True))
        if self.stack is not None:
            stack = Fraction(_validate.rational_bet(self.stack, "stack"))
            if stack < self.sizes[-1]:
                raise ValueError(f"stack must be at least the largest size {self.sizes[-1]}; got {stack}")
            set_(self, "stack", stack)
        if self.stack_rule not in STACK_RULES:
            raise ValueError(f"stack_rule must be one of {STACK_RULES}; got {self.stack_rule!r}")
        if self.tie not in TIES:
            raise ValueError(f"tie must be one of {TIES}; got {self.tie!r}")

    # --- the deal ------------------------------------------------------------------------------------------

    def _laws(self) -> tuple:
        if "laws" not in self._memo:
            self._memo["laws"] = (self.bettor_law.buckets(self.hands), self.caller_law.buckets(self.hands))
        return self._memo["laws"]

    def probabilities(self) -> tuple:
        """``(p, q)``: the bucket probabilities of the bettor's and the caller's hands (exact; the deck's
        marginals are uniform).

        Examples
        --------
        >>> from lcp.continuous.hand_laws import HandLaw
        >>> GridGame(2, (1,), caller_law=HandLaw("max_of", 2)).probabilities()[1]
        (Fraction(1, 4), Fraction(3, 4))
        """
        return self._laws()

    def deals(self) -> list:
        """``[(i, j, probability)]``: every deal of positive probability, bettor's hand outer, exact.

        Examples
        --------
        >>> GridGame(3, (1,), deal="deck").deals()[:2]
        [(0, 1, Fraction(1, 6)), (0, 2, Fraction(1, 6))]
        """
        n = self.hands
        if self.deal == "deck":
            w = Fraction(1, n * (n - 1))
            return [(i, j, w) for i in range(n) for j in range(n) if i != j]
        p, q = self._laws()
        return [(i, j, p[i] * q[j]) for i in range(n) if p[i] for j in range(n) if q[j]]

    def deal_count(self) -> int:
        """How many deals have positive probability (counted without listing them)."""
        n = self.hands
        if self.deal == "deck":
            return n * (n - 1)
        if self.bettor_law == UNIFORM and self.caller_law == UNIFORM:
            return n * n
        p, q = self._laws()
        return sum(1 for v in p if v) * sum(1 for v in q if v)

    def within_bucket(self) -> tuple:
        """Per bucket, the probability that the bettor's hand beats the caller's in it
        (:func:`lcp.continuous.hand_laws.within_bucket_wins`; what ``tie="exact"`` pays on).

        Examples
        --------
        >>> from lcp.continuous.hand_laws import HandLaw
        >>> GridGame(2, (1,), caller_law=HandLaw("max_of", 2)).within_bucket()
        (Fraction(1, 3), Fraction(4, 9))
        """
        if "within" not in self._memo:
            self._memo["within"] = within_bucket_wins(self.bettor_law, self.caller_law, self.hands)
        return self._memo["within"]

    def showdown(self, i: int, j: int) -> Fraction:
        """The bettor's expected showdown result per unit staked with hands ``i`` and ``j`` (0 to hands - 1):
        1 or -1 for different hands; for one bucket 0 (``tie="split"``) or :math:`2 w_b - 1`
        (``tie="exact"``, :meth:`within_bucket`).

        Examples
        --------
        >>> from lcp.continuous.hand_laws import HandLaw
        >>> g = GridGame(2, (1,), caller_law=HandLaw("max_of", 2), tie="exact")
        >>> g.showdown(1, 0), g.showdown(0, 0), g.showdown(1, 1)
        (Fraction(1, 1), Fraction(-1, 3), Fraction(-1, 9))
        """
        i = _validate.integer(i, "i", 0, self.hands - 1)
        j = _validate.integer(j, "j", 0, self.hands - 1)
        return self._showdown(i, j)

    def _showdown(self, i: int, j: int) -> Fraction:
        if i != j:
            return Fraction(1 if i > j else -1)
        if self.tie == "split" or self.bettor_law == self.caller_law:
            return Fraction(0)
        w = self.within_bucket()[i]
        return Fraction(0) if w is None else 2 * w - 1

    # --- the betting ---------------------------------------------------------------------------------------

    def raises(self, s) -> tuple:
        """The caller's raise totals facing a bet of ``s`` (:func:`raises` under this game's stack rule).

        Examples
        --------
        >>> GridGame(2, (1, 2), increments=(1,), stack=2).raises(1), GridGame(2, (1, 2), increments=(1,), stack=2).raises(2)
        ((Fraction(2, 1),), ())
        """
        s = _validate.rational_bet(s, "s")
        if Fraction(s) not in self.sizes:
            raise ValueError(f"s must be one of the menu's sizes {[str(v) for v in self.sizes]}; got {s!r}")
        return _raises(Fraction(s), self.increments, self.stack, self.stack_rule)

    def payoff(
        self, i: int, j: int, bet=0, answer: str = "call", raise_to=None, bettor_calls: bool = False
    ) -> Fraction:
        """The bettor's payoff with hands ``i``, ``j``: :func:`payoff` of :meth:`showdown`.

        Examples
        --------
        >>> GridGame(3, (1,)).payoff(2, 0, 1, "call"), GridGame(3, (1,)).payoff(1, 1, 1, "call")
        (Fraction(3, 2), Fraction(0, 1))
        """
        return payoff(self.showdown(i, j), bet, answer, raise_to, bettor_calls)

    @property
    def leaf_count(self) -> int:
        """Terminal histories, counted without building them: deals x (1 + sum over sizes of 2 + 2 raises)."""
        per_deal = 1 + sum(2 + 2 * len(_raises(s, self.increments, self.stack, self.stack_rule)) for s in self.sizes)
        return self.deal_count() * per_deal

    def check_size(self, limit: int, what: str) -> None:
        """Refuse, before any work, a tree of more than ``limit`` leaves (a ValueError naming the counts).

        Examples
        --------
        >>> GridGame(4096, (1, 2)).check_size(MAX_TREE_LEAVES, "a tree built leaf by leaf")
        Traceback (most recent call last):
        ...
        ValueError: a tree built leaf by leaf takes trees up to 2,000,000 leaves; this game (hands = 4096, sizes = 2) has 83,886,080: take fewer hands or sizes
        """
        limit = _validate.integer(limit, "limit", 0)
        if not isinstance(what, str):
            raise TypeError(f"what must be a str (what is refused, e.g. 'the exact solve'); got {what!r}")
        count = self.leaf_count
        if count > limit:
            counts = f"hands = {self.hands}, sizes = {len(self.sizes)}"
            fewer = "hands or sizes"
            if self.increments:
                counts += f", increments = {len(self.increments)}"
                fewer = "hands, sizes or increments"
            raise ValueError(
                f"{what} takes trees up to {limit:,} leaves; this game ({counts}) has {count:,}: take fewer {fewer}"
            )

    # --- the tree, the sequence form, the solve ------------------------------------------------------------

    def leaves(self, labels="grid") -> list:
        """Every terminal history as an :class:`lcp.finite.extensive.Leaf` (chance weight, the bettor's payoff from
        :func:`payoff`, the moves named by ``labels``), in a fixed order: deals by the bettor's hand, then the
        caller's; per deal the check, then per size the fold, the call and each raise (bettor folds, calls).

        At most :data:`MAX_TREE_LEAVES` leaves; a larger tree is refused before any is built.

        Examples
        --------
        >>> [(leaf.deal, leaf.payoff) for leaf in GridGame(2, (1,)).leaves()][:4]
        [('1,1', Fraction(0, 1)), ('1,1', Fraction(1, 2)), ('1,1', Fraction(0, 1)), ('1,2', Fraction(-1, 2))]
        """
        names = _labels(labels)
        self.check_size(MAX_TREE_LEAVES, "a tree built leaf by leaf")
        menu = [(s, names._bet(s), _raises(s, self.increments, self.stack, self.stack_rule)) for s in self.sizes]
        Leaf, check = extensive.Leaf, names.check
        out = []
        for i, j, w in self.deals():
            deal, bettor, edge = names._deal(i, j), names._bettor(i), self._showdown(i, j)
            out.append(Leaf(deal, w, _payoff(edge, Fraction(0), "call"), ((0, bettor, check),)))
            for s, bet_name, totals in menu:
                bet, facing = (0, bettor, bet_name), names._caller(j, s)
                out.append(Leaf(deal, w, _payoff(edge, s, "fold"), (bet, (1, facing, "fold"))))
                out.append(Leaf(deal, w, _payoff(edge, s, "call"), (bet, (1, facing, "call"))))
                for r in totals:
                    reraised = (bet, (1, facing, names._raise_to(r)))
                    back = names._facing_raise(i, s, r)
                    for reply in ("fold", "call"):
                        out.append(
                            Leaf(deal, w, _payoff(edge, s, "raise", r, reply == "call"), (*reraised, (0, back, reply)))
                        )
        return out

    def sequence_form(self, labels="grid") -> extensive.Game:
        """The sequence form (:class:`lcp.finite.extensive.Game`) of :meth:`leaves` (cached).

        Examples
        --------
        >>> sf = GridGame(2, (1,), increments=(1,)).sequence_form("testbed")
        >>> sf.infosets[0], sf.actions[1]["y0|bet 1"]
        (['x0', 'x0|bet 1|raise 2', 'x1', 'x1|bet 1|raise 2'], ['fold', 'call', 'raise 2'])
        """
        return _sequence_form(self, _labels(labels))

    def solve(self, labels="grid") -> extensive.Solution:
        """An exactly certified equilibrium (:func:`lcp.finite.extensive.solve`), carrying its certificate.

        At most :data:`MAX_EXACT_LEAVES` leaves, and sizes, increments and stack in
        [``lcp.core.config.GRID_MIN_SIZE``, ``GRID_MAX_SIZE``] = [1/1000, 10000]: refused before any work.

        Examples
        --------
        >>> sol = GridGame(3, (1,), deal="deck").solve("testbed")
        >>> sol.value, sol.certificate.is_equilibrium, sol.strategies[1]["y2|bet 1"]
        (Fraction(0, 1), True, {'fold': Fraction(0, 1), 'call': Fraction(1, 1)})
        """
        self.check_size(MAX_EXACT_LEAVES, "the exact solve")
        for name, values in (("sizes", self.sizes), ("increments", self.increments), ("stack", (self.stack,))):
            bad = [str(v) for v in values if v is not None and not config.GRID_MIN_SIZE <= v <= config.GRID_MAX_SIZE]
            if bad:  # beyond them the float LP cannot resolve the sizes and the exact re-solve is refused
                raise ValueError(
                    f"{name} must lie in [{config.GRID_MIN_SIZE}, {config.GRID_MAX_SIZE}] (pot 1) for the exact solve, "
                    f"where it is certified (lcp.core.config.GRID_MIN_SIZE, GRID_MAX_SIZE); got {bad}"
                )
        return extensive.solve(self.sequence_form(labels))

    def certify(self, bettor: dict, caller: dict, labels="grid") -> Certificate:
        """The exact certificate (:func:`lcp.finite.extensive.certify`) of two behaviour strategies named by ``labels``.

        Examples
        --------
        >>> g = GridGame(2, (1,))
        >>> bettor = {("bettor", 1): {0: 1}, ("bettor", 2): {1: 1}}   # check the low bucket, bet the high one
        >>> g.certify(bettor, {("caller", 1, 1): {"fold": 1}, ("caller", 2, 1): {"call": 1}}).gains
        (Fraction(0, 1), Fraction(0, 1))
        """
        sf = self.sequence_form(labels)
        bettor, caller = sf.checked_behaviour(0, bettor, "bettor"), sf.checked_behaviour(1, caller, "caller")
        return extensive.certify(sf, bettor, caller)


@lru_cache(maxsize=32)
def _sequence_form(game: GridGame, labels: Labels) -> extensive.Game:
    return extensive.Game(game.leaves(labels))


__all__ = [
    "DEALS",
    "STACK_RULES",
    "TIES",
    "LABELS",
    "ANSWERS",
    "MAX_HANDS",
    "MAX_SIZES",
    "MAX_INCREMENTS",
    "MAX_TREE_LEAVES",
    "MAX_EXACT_LEAVES",
    "payoff",
    "raises",
    "Labels",
    "GridGame",
]
