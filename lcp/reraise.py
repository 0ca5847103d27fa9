r"""Limit poker on a grid in which the caller may raise once, solved exactly (notebook 11, Sec. 2).

Units: the paper's pot-1 convention (ante 1/2 each, the bettor's net winnings). Hands are buckets ``1..n``
of [0, 1] drawn from two :class:`lcp.hand_laws.HandLaw` (uniform by default), as in :mod:`lcp.asymmetric`.
The bettor checks (a showdown for the pot) or bets a size :math:`s` from a menu. Facing a bet the caller
folds (the bettor wins the pot), calls (a showdown for :math:`1/2 + s` each way) or raises to
:math:`r = s + d` for an increment :math:`d` from a menu, capped by the smaller stack (:math:`r \le`
``stack``: with asymmetric stacks the shorter one caps the raise, and a bet of the whole stack cannot be
raised). Facing the raise the bettor folds (losing :math:`1/2 + s`) or calls (a showdown for :math:`1/2 + r`).
Equal buckets split. With no increments this is the game of :mod:`lcp.asymmetric`.

The rules are stated once (:func:`payoff`); the leaves are built from them and solved by the sequence form
of :mod:`lcp.extensive` (float LP, exact re-solve, certificate in rationals); :mod:`lcp.normal_form` is the
brute-force check on small grids.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from . import _validate, extensive
from ._types import Scalar
from .asymmetric import CHECK, _bet_in_range, _law, _menu, _size_of
from .finite_game import Certificate
from .hand_laws import UNIFORM, HandLaw

#: Most buckets :func:`solve` accepts (the leaves grow as n^2 (1 + m (2 + 2k)) for m sizes, k increments).
MAX_BUCKETS = 96
#: Most raise increments.
MAX_INCREMENTS = 4
#: Largest tree built (leaves, :func:`leaf_count`), refused up front naming n, sizes and increments. Measured
#: on one core (issue 35): n = 96 with 8 sizes and 4 increments (746,496 leaves) took 48 s to build and 86 s
#: (0.7 GB) to reach the end of its solve; n = 64 (331,776 leaves) 26 s and 46 s. The grid game of
#: :mod:`lcp.asymmetric` at its largest (278,528 leaves) is built, solved and certified in about 35 s.
MAX_LEAVES = 250_000


def payoff(x: int, y: int, size=CHECK, answer: str = "call", raise_to=None, bettor_calls: bool = False) -> Fraction:
    """The rules, once: the bettor's net payoff (pot 1) with bucket ``x`` against bucket ``y``.

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
    if answer not in ("fold", "call", "raise"):
        raise ValueError(f"answer must be 'fold', 'call' or 'raise'; got {answer!r}")
    if answer == "raise" and size != 0:
        raise_to = _validate.rational_bet(raise_to, "raise_to")
        if raise_to <= size:
            raise ValueError(f"raise_to must exceed the bet size {size}; got {raise_to}")
    return _payoff(x, y, size, answer, raise_to, _validate.flag(bettor_calls, "bettor_calls"))


def _payoff(x: int, y: int, size=CHECK, answer: str = "call", raise_to=None, bettor_calls: bool = False) -> Fraction:
    sign = (x > y) - (x < y)
    half = Fraction(1, 2)
    if size == 0:
        return sign * half
    if answer == "fold":
        return half
    if answer == "call":
        return sign * (half + size)
    if answer != "raise":
        raise ValueError(f"answer must be 'fold', 'call' or 'raise'; got {answer!r}")
    return sign * (half + raise_to) if bettor_calls else -(half + size)


def _increments(increments) -> tuple:
    if isinstance(increments, (str, bytes)) or not hasattr(increments, "__iter__"):
        raise TypeError(f"increments must be an iterable of positive rationals; got {increments!r}")
    out = tuple(sorted(_bet_in_range(d, "increments") for d in increments))
    if len(out) > MAX_INCREMENTS or len(set(out)) != len(out):
        raise ValueError(f"increments must be at most {MAX_INCREMENTS} distinct positive rationals; got {increments!r}")
    return out


def _stack(stack, sizes):
    if stack is None:
        return None
    stack = _bet_in_range(stack, "stack")
    if stack < sizes[-1]:
        raise ValueError(f"stack must be at least the largest size {sizes[-1]}; got {stack}")
    return stack


def raises(size, increments, stack=None) -> tuple:
    """The totals the caller may raise a bet of ``size`` to: ``size + d`` for each increment, at most ``stack``.

    Examples
    --------
    >>> raises(Fraction(1), [Fraction(1), Fraction(2)], stack=Fraction(5, 2))
    (Fraction(2, 1),)
    """
    size = Fraction(_validate.rational_bet(size, "size"))
    increments = _increments(increments)
    stack = None if stack is None else Fraction(_validate.rational_bet(stack, "stack"))
    return tuple(size + d for d in increments if stack is None or size + d <= stack)


def leaf_count(n: int, sizes, increments, stack=None) -> int:
    """The number of leaves of the raise game with uniform laws (the most any laws give), counted without
    building them: ``n**2 (1 + sum over sizes s of (2 + 2 r(s)))``, r(s) the raises open after s.

    Parameters
    ----------
    n : int
        Buckets, 2 to :data:`MAX_BUCKETS`.
    sizes, increments, stack
        As in :func:`solve`.

    Returns
    -------
    int

    Examples
    --------
    >>> leaf_count(2, [1], [1]), len(leaves(2, [1], [1]))
    (20, 20)
    >>> leaf_count(MAX_BUCKETS, range(1, 9), [1, 2, 3, 4])
    746496
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    sizes = _menu(sizes)
    increments, stack = _increments(increments), _stack(stack, sizes)
    return _leaf_count(n, sizes, increments, stack)


def _leaf_count(n: int, sizes: tuple, increments: tuple, stack) -> int:
    return n * n * (1 + sum(2 + 2 * len(raises(s, increments, stack)) for s in sizes))


def _bounded(n: int, sizes: tuple, increments: tuple, stack) -> None:
    """Refuse, before any work, a game with more than :data:`MAX_LEAVES` leaves."""
    count = _leaf_count(n, sizes, increments, stack)
    if count > MAX_LEAVES:
        raise ValueError(
            f"the raise game with n = {n} buckets, {len(sizes)} sizes and {len(increments)} increments has "
            f"{count:,} leaves; at most MAX_LEAVES = {MAX_LEAVES:,} are built (about a minute's work): take "
            f"fewer buckets, sizes or increments"
        )


def leaves(n: int, sizes, increments, stack=None, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM) -> list:
    """Every terminal history, with its chance weight and the bettor's payoff.

    At most :data:`MAX_LEAVES` leaves (:func:`leaf_count`); a larger game is refused before any is built.

    Information sets: the bettor's ``("bettor", x)`` (0 check, or a size) and ``("bettor", x, s, r)``
    (``"fold"``, ``"call"``); the caller's ``("caller", y, s)`` (``"fold"``, ``"call"``, or a total ``r``).

    Examples
    --------
    >>> len(leaves(2, [1], [1]))  # 4 deals: check; bet, then fold, call, raise-fold, raise-call
    20
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    sizes = _menu(sizes)
    increments, stack = _increments(increments), _stack(stack, sizes)
    _bounded(n, sizes, increments, stack)
    p, q = _law(bettor, "bettor").buckets(n), _law(caller, "caller").buckets(n)
    out = []
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            w = p[x - 1] * q[y - 1]
            if w == 0:
                continue
            deal = f"{x},{y}"
            out.append(extensive.Leaf(deal, w, _payoff(x, y), ((0, ("bettor", x), CHECK),)))
            for s in sizes:
                bet, facing = (0, ("bettor", x), s), ("caller", y, s)
                for answer in ("fold", "call"):
                    out.append(extensive.Leaf(deal, w, _payoff(x, y, s, answer), (bet, (1, facing, answer))))
                for r in raises(s, increments, stack):
                    for reply in ("fold", "call"):
                        out.append(
                            extensive.Leaf(
                                deal,
                                w,
                                _payoff(x, y, s, "raise", r, reply == "call"),
                                (bet, (1, facing, r), (0, ("bettor", x, s, r), reply)),
                            )
                        )
    return out


def game(
    n: int, sizes: tuple, increments: tuple, stack=None, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM
) -> extensive.Game:
    """The sequence form of the raise game (cached; ``sizes``, ``increments`` tuples; at most :data:`MAX_LEAVES`
    leaves, refused before any is built).

    Examples
    --------
    >>> g = game(2, (Fraction(1),), (Fraction(1),))
    >>> len(g.infosets[0]), len(g.infosets[1])
    (4, 2)
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)  # before the cache, where 2.0 and True would find 2 and 1
    _bounded(n, _menu(sizes), _increments(increments), _stack(stack, _menu(sizes)))
    return _game(n, sizes, increments, stack, bettor, caller)


@lru_cache(maxsize=32)
def _game(n: int, sizes: tuple, increments: tuple, stack, bettor: HandLaw, caller: HandLaw) -> extensive.Game:
    return extensive.Game(leaves(n, sizes, increments, stack, bettor, caller))


@dataclass(frozen=True)
class RaiseEquilibrium:
    """A certified equilibrium of the raise game (pot-1 units).

    Attributes
    ----------
    n, sizes, increments, stack, bettor_law, caller_law
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
    >>> eq.value, eq.certificate().is_equilibrium
    (Fraction(3, 64), True)
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

    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate (:func:`lcp.extensive.certify` on the game)."""
        g = game(self.n, self.sizes, self.increments, self.stack, self.bettor_law, self.caller_law)
        return extensive.certify(g, *self.strategies)

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
        s = _size_of(s, self.sizes)
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
        s = _size_of(s, self.sizes)
        total = Fraction(0)
        for info, probs in self.strategies[1].items():
            if info[2] == s:
                total += q[info[1] - 1] * sum(pr for a, pr in probs.items() if a not in ("fold", "call"))
        return total


def solve(
    n: int, sizes, increments, stack=None, bettor: HandLaw = UNIFORM, caller: HandLaw = UNIFORM
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
        Sizes, increments and the stack lie in [1/1000, 10000] (``lcp.asymmetric.MIN_SIZE``, ``MAX_SIZE``),
        where the exact solve is certified.
    bettor, caller : lcp.hand_laws.HandLaw
        The laws of the two hands.

    Returns
    -------
    RaiseEquilibrium

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
    """
    n = _validate.integer(n, "n", 2, MAX_BUCKETS)
    sizes = _menu(sizes)
    increments, stack = _increments(increments), _stack(stack, sizes)
    _bounded(n, sizes, increments, stack)
    sol = extensive.solve(game(n, sizes, increments, stack, _law(bettor, "bettor"), _law(caller, "caller")))
    return RaiseEquilibrium(n, sizes, increments, stack, bettor, caller, sol.value, sol.strategies, sol.lp_value)


__all__ = [
    "MAX_BUCKETS",
    "MAX_INCREMENTS",
    "MAX_LEAVES",
    "payoff",
    "raises",
    "leaf_count",
    "leaves",
    "game",
    "RaiseEquilibrium",
    "solve",
]
