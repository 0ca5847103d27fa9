r"""Which equilibria of LCP are admissible: paper Thm. 4.1 and Sec. 4.1, Claims 1 and 7.

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's). Exact: the functions take
finite rational limits 0 < L < U and return ``Fraction`` objects. (L = 0 is degenerate: a zero bet is a
check the caller may fold to; notebook 3 treats it. L = U is the fixed bet of notebook 1.)

*Admissible* means not weakly dominated: no other strategy earns as much against every strategy of the
opponent and more against one. Two facts are built here; notebook 3 (cell ``lcp-admissible``) proves the
rest of the characterisation.

**The caller.** :func:`threshold_witness` gives, for a size s, a bettor who bets s with the hands (a, 1)
and checks the rest, against whom calling s exactly with y > c(s) is the caller's unique best reply. So
a caller strategy that differs from the threshold c at any size on hands of positive measure does
strictly worse against that bettor: c is not weakly dominated.

**The bettor.** Against c(s) = (s + x2)/(1 + s) every bluffing hand x < x2 earns x2 - 1/2 at every size,
so which bluffing hand bets which size (the *bluff plan*) is free in equilibrium as long as each size is
bluffed as often as before. The paper's plan has sizes decreasing with the hand (hand b(s) bluffs s);
its mirror image x -> x2 - x has them increasing. A caller who, at size s, also calls the weak hands
y < r(s) with probability rho(s) changes the payoff of a bluff x < x2 <= r(s) by s for each caller it
beats and by -(1 + s) for each it loses to:

.. math::  h(x, s) = \rho(s)\,[s x - (1 + s)(r(s) - x)] = A(s)\,x - B(s),\qquad
           A = \rho\,(1 + 2s),\quad B = \rho\,(1 + s)\,r .

If B' = beta A' along a monotone plan x = beta(s), then dh/ds = A'(s)(x - beta(s)): its sign changes once,
at the plan's own size, so every bluffing hand's unique best size is the one the plan gives it (the atoms
at L and U included). :func:`separator` takes

.. math::  A = \kappa(\beta + M),\quad B = \kappa(\beta^2/2 + C),\quad M = \frac{1 + 2L}{L},\quad
           C = x_2(\beta(L) + M) - \beta(L)^2/2,\quad \kappa = \frac{1}{2(1 + M)} .

It is a legitimate caller: 0 < rho <= 1/2, and x2 <= r(s) <= c(s) (the weak calls reach every bluff
and stay below the strong ones), because B/A - x2 = (beta - beta(L))((beta + beta(L))/2 - x2)/(beta + M)
is at most x2^2/M in size, while r in [x2, c(s)] allows B/A anywhere in
[x2 - x2 s/(1 + 2s), x2 + (1 - 2 x2) s/(1 + 2s)], and s/(1 + 2s) >= 1/M, x2 < 1/3.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .limit import exact_fractions

#: The two monotone bluff plans: the paper's (sizes decreasing with the hand) and its mirror image.
PLANS = ("decreasing", "increasing")


def _limits(L, U):
    """(L, U) as Fractions with 0 < L < U < inf, or a ValueError naming the limit and the range."""
    out = []
    for name, v in (("L", L), ("U", U)):
        if isinstance(v, bool) or not isinstance(v, (int, Fraction)):
            raise TypeError(f"{name} must be an int or Fraction (exact limits 0 < L < U < inf); got {v!r}")
        out.append(Fraction(v))
    L, U = out
    if not 0 < L < U:
        raise ValueError(f"need exact limits 0 < L < U < inf; got L = {L}, U = {U}")
    return L, U


def _size(s, L, U):
    if isinstance(s, bool) or not isinstance(s, (int, Fraction)):
        raise TypeError(f"s must be an int or Fraction in [L, U] = [{L}, {U}]; got {s!r}")
    s = Fraction(s)
    if not L <= s <= U:
        raise ValueError(f"s must lie in [L, U] = [{L}, {U}]; got {s}")
    return s


def _unit(v, name: str, top=Fraction(1)) -> Fraction:
    """``v`` as a Fraction if it is an exact number in [0, top] (a hand), else an error naming ``name``."""
    if isinstance(v, bool) or not isinstance(v, (int, Fraction)):
        raise TypeError(f"{name} must be an int or Fraction in [0, {top}]; got {v!r}")
    if not 0 <= v <= top:
        raise ValueError(f"{name} must lie in [0, {top}]; got {v}")
    return Fraction(v)


def _call(s, x2):
    """The paper's calling threshold c(s) = (s + x2)/(1 + s)."""
    return (s + x2) / (1 + s)


def threshold_witness(L, U, s) -> Fraction:
    r"""The bettor's hands (a, 1) for which calling size s exactly with y > c(s) is the unique best reply.

    The caller's gain from calling rather than folding with hand y, against a bettor who bets s with
    every hand of (a, 1), is (1/2 + s)[(y - a)^+ - (1 - max(y, a))] + (1 - a)/2 (:func:`witness_call_gain`):
    -s (1 - a) below a, then rising with slope 1 + 2s. Choosing a = (c(s)(1 + 2s) - s)/(1 + s) puts its
    zero at c(s); a lies in [0, 1) because c(s) >= s/(1 + 2s).

    Parameters
    ----------
    L, U : int or Fraction
        Exact limits 0 < L < U < inf.
    s : int or Fraction
        A size in [L, U].

    Returns
    -------
    Fraction
        The lower end a of the betting hands (a, 1).

    Examples
    --------
    >>> threshold_witness(1, 2, 1)
    Fraction(505, 1477)
    """
    L, U = _limits(L, U)
    s = _size(s, L, U)
    c = _call(s, exact_fractions(L, U)["x2"])
    return (c * (1 + 2 * s) - s) / (1 + s)


def witness_call_gain(a, s, y) -> Fraction:
    """The caller's gain from calling rather than folding size ``s`` with hand ``y`` against hands (a, 1).

    Caller's payoffs: call and win +(1/2 + s), call and lose -(1/2 + s), fold -1/2; integrated over the
    bettor's hands x in (a, 1) (the other hands check, where the caller has no choice).

    Parameters
    ----------
    a, s, y : int or Fraction
        The lowest betting hand, the size and the caller's hand.

    Returns
    -------
    Fraction
        The gain, pot-1 units (0 exactly at y = c(s) for the witness of :func:`threshold_witness`).

    Examples
    --------
    >>> a = threshold_witness(1, 2, 1)
    >>> c = (1 + exact_fractions(1, 2)["x2"]) / 2   # c(1) = (1 + x2)/2
    >>> witness_call_gain(a, 1, c), witness_call_gain(a, 1, c - Fraction(1, 100)) < 0
    (Fraction(0, 1), True)
    """
    a, y = _unit(a, "a"), _unit(y, "y")
    if isinstance(s, bool) or not isinstance(s, (int, Fraction)):
        raise TypeError(f"s must be an int or Fraction > 0; got {s!r}")
    if not s > 0:
        raise ValueError(f"s must be an int or Fraction > 0; got {s}")
    s = Fraction(s)
    wins, losses = max(y - a, Fraction(0)), 1 - max(y, a)
    return (Fraction(1, 2) + s) * (wins - losses) + (1 - a) / 2


@dataclass(frozen=True)
class Separator:
    """A caller against whom one monotone bluff plan is every bluffing hand's unique best (module docstring).

    ``order`` names the plan (:data:`PLANS`). The caller calls size s with every y > c(s), with probability
    :meth:`weak_rate` every y < :meth:`weak_reach`, and folds the rest.

    Attributes
    ----------
    L, U, x0, x2 : Fraction
        The limits and the paper's x0, x2 at them.
    order : str
        The plan it separates (:data:`PLANS`).
    M, C, kappa : Fraction
        The constants of A(s) and B(s) (module docstring).

    Examples
    --------
    >>> sep = separator(1, 2, "decreasing")
    >>> sep.call_probability(1, Fraction(99, 100)), sep.call_probability(1, Fraction(1, 100)) == sep.weak_rate(1)
    (Fraction(1, 1), True)
    """

    L: Fraction
    U: Fraction
    x0: Fraction
    x2: Fraction
    order: str
    M: Fraction
    C: Fraction
    kappa: Fraction

    def plan(self, s) -> Fraction:
        r"""The bluffing hand that bets s: the paper's b(s) = x0 + (1 - x2)(h(u) - h(w))/6 with
        h(u) = 3u^2 - 2u^3, u = 1/(1 + s), w = 1/(1 + U); or x2 - b(s) for the increasing plan."""
        s = _size(s, self.L, self.U)

        def h(u):
            return 3 * u * u - 2 * u**3

        b = self.x0 + (1 - self.x2) * (h(1 / (1 + s)) - h(1 / (1 + self.U))) / 6
        return b if self.order == "decreasing" else self.x2 - b

    def slope(self, s) -> Fraction:
        """A(s): how much the weak calls at size s pay a bluff per unit of hand strength."""
        return self.kappa * (self.plan(s) + self.M)

    def offset(self, s) -> Fraction:
        """B(s): what the weak calls at size s cost the weakest bluff (hand 0)."""
        beta = self.plan(s)
        return self.kappa * (beta * beta / 2 + self.C)

    def call(self, s) -> Fraction:
        """The paper's threshold c(s) = (s + x2)/(1 + s): this caller calls size s with every hand above it."""
        return _call(_size(s, self.L, self.U), self.x2)

    def weak_rate(self, s) -> Fraction:
        """rho(s) = A/(1 + 2s): the probability of calling size s with a hand below :meth:`weak_reach`."""
        return self.slope(s) / (1 + 2 * _size(s, self.L, self.U))

    def weak_reach(self, s) -> Fraction:
        """r(s) = B(1 + 2s)/(A(1 + s)): the weak calls at size s are the hands y < r(s)."""
        s = _size(s, self.L, self.U)
        return self.offset(s) * (1 + 2 * s) / (self.slope(s) * (1 + s))

    def call_probability(self, s, y) -> Fraction:
        """The probability of calling size ``s`` with hand ``y``."""
        s, y = _size(s, self.L, self.U), _unit(y, "y")
        if y > self.call(s):
            return Fraction(1)
        return self.weak_rate(s) if y < self.weak_reach(s) else Fraction(0)

    def bluff_payoff(self, x, s) -> Fraction:
        """The bettor's expected payoff from betting ``s`` with hand ``x``, integrated over the caller's
        hands piece by piece from :meth:`call_probability` (not from the formula A x - B)."""
        s, x = _size(s, self.L, self.U), _unit(x, "x", self.x2)
        r, c = self.weak_reach(s), self.call(s)
        total = Fraction(0)
        for lo, hi in ((Fraction(0), r), (r, c), (c, Fraction(1))):
            p = self.call_probability(s, (lo + hi) / 2)
            beaten = min(max(x - lo, Fraction(0)), hi - lo)  # callers in [lo, hi) below the hand
            called = p * ((Fraction(1, 2) + s) * beaten - (Fraction(1, 2) + s) * (hi - lo - beaten))
            total += called + (1 - p) * (hi - lo) / 2
        return total


def separator(L, U, order: str = "increasing") -> Separator:
    """The caller that makes the ``order`` bluff plan every bluffing hand's unique best (module docstring).

    Parameters
    ----------
    L, U : int or Fraction
        Exact limits 0 < L < U < inf.
    order : str
        ``"increasing"`` or ``"decreasing"`` (:data:`PLANS`).

    Returns
    -------
    Separator
        The caller, with exact constants.


    Examples
    --------
    >>> sep = separator(Fraction(1, 10), 2)
    >>> sep.x2 <= sep.weak_reach(1) <= (1 + sep.x2) / 2   # between x2 and c(1)
    True
    """
    L, U = _limits(L, U)
    if order not in PLANS:
        raise ValueError(f"order must be one of {PLANS}; got {order!r}")
    ex = exact_fractions(L, U)
    x0, x2 = ex["x0"], ex["x2"]
    M = (1 + 2 * L) / L
    bare = Separator(L, U, x0, x2, order, M, Fraction(0), Fraction(1))
    a = bare.plan(L)
    return Separator(L, U, x0, x2, order, M, x2 * (a + M) - a * a / 2, 1 / (2 * (1 + M)))
