r"""Monotone callers and the bettors they cannot tell apart: the revision's refinement (revised Sec. 4.1-4.2,
Appendix A; notebook 3, cell ``monotone-admissible``).

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's). Exact: the limits are finite
rationals 0 < L < U and every payoff is a sympy number (rational where the text says so).

The revision calls a calling strategy *monotone* if it is pure, calls a size s with every hand above one it
calls s with (a threshold tau(s)), and calls every smaller size with a hand it calls s with (tau
non-decreasing). A betting strategy is *monotone-admissible* if no betting strategy earns as much against
every monotone caller and more against one. The revision says this selects the paper's profile.

**The bluffing hands' payoff.** Against a caller who calls size s with hand y with probability q(s, y), a
bluff x < x2 at size s earns :math:`\pi(0, s) + (1 + 2s)\int_0^x q(s, y)\,dy`. The callers used here call
every hand with probability :math:`\rho(s)` and otherwise play a threshold :math:`\tau(s) \ge x_2`
(:class:`LooseCaller`); a bluff then earns

.. math::  \rho(s)\,[(1 + 2s)x - s] + (1 - \rho(s))\,[\tau(s)(1 + s) - s] - \tfrac12
           = A(s)\,x - B(s) + \text{const},\qquad A = \rho\,(1 + 2s).

With rho non-increasing and tau non-decreasing such a caller is a mixture of pure monotone callers: draw u
uniform and call every hand at the sizes where :math:`u \le \rho(s)`, above tau(s) elsewhere; the
threshold 0 or tau(s) is non-decreasing in s for every u. (:meth:`LooseCaller.monotone` checks the two
conditions exactly.)

**Bluff plans.** A *plan* sends the bluffing hands (0, x2) to sizes (:func:`plan`): the paper's
(``"decreasing"``: (0, x0) bet U, hand b(s) bets s, (x1, x2) bet L), its mirror image
(``"increasing"``: hand x2 - b(s) bets s) and, as a plan that bluffs the sizes in other proportions,
``"all-at-L"``. Against the paper's caller c(s) every plan earns the same; against a loose caller the plans
that bluff each size as often as the paper differ only through :math:`\int_0^{x_2} x\,A(\beta(x))\,dx`, which
(Hardy-Littlewood) the plan that sorts the bluffing hands by A maximises, uniquely. :func:`bluff_payoff`
computes a plan's payoff exactly, :func:`best_assignment` re-finds the best plan numerically as an
assignment problem.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from lcp.core import _lazy, _validate
from lcp.core._types import Scalar

from .admissible import _limits
from .limit import exact_fractions

PLANS = ("decreasing", "increasing", "all-at-L")


def _sp():
    return _lazy.sympy()


def _s():
    return _sp().Symbol("s", positive=True)


@dataclass(frozen=True)
class LooseCaller:
    """A caller who, at size s, calls every hand with probability rho(s) and otherwise calls above tau(s).

    ``pieces`` are ``(lo, hi, rho, tau)`` with sympy expressions in the symbol ``s`` on consecutive size
    intervals covering [L, U]; a size at a breakpoint belongs to the piece on its left. tau(s) >= x2, so a
    bluff is called only by the "every hand" part.

    Attributes
    ----------
    name : str
        A label for tables.
    L, U, x2 : sympy rationals
        The limits and the paper's x2 at them.
    pieces : tuple
        ``(lo, hi, rho, tau)`` per size interval.

    Examples
    --------
    >>> caller = fading_caller(Fraction(1, 10), 2)
    >>> caller.at(1)[0], caller.monotone()   # rho(1) = (1.1/2)^2
    (121/400, True)
    """

    name: str
    L: Scalar
    U: Scalar
    x2: Scalar
    pieces: tuple

    def piece(self, s0):
        """(rho, tau) as expressions valid at size s0 (exact, in [L, U])."""
        s0 = _rational(s0, "s", f"an exact size in [L, U] = [{self.L}, {self.U}]")
        for lo, hi, rho, tau in self.pieces:
            if lo <= s0 <= hi:
                return rho, tau
        raise ValueError(f"s must lie in [L, U] = [{self.L}, {self.U}]; got {s0}")

    def at(self, s0):
        """(rho(s0), tau(s0)) as exact numbers."""
        rho, tau = self.piece(s0)
        s0 = _rational(s0, "s", "an exact size")
        s = _s()
        return _sp().cancel(rho.subs(s, s0)), _sp().cancel(tau.subs(s, s0))

    def monotone(self) -> bool:
        """Whether this caller is a mixture of pure monotone callers: 0 <= rho <= 1 non-increasing, x2 <= tau <= 1
        non-decreasing, on every piece and across the breakpoints (checked exactly)."""
        s = _s()
        previous = None
        for lo, hi, rho, tau in self.pieces:
            for f, sign in ((rho, -1), (tau, 1)):
                if not _monotone_on(sign * f, lo, hi):
                    return False
            ends = [(rho.subs(s, e), tau.subs(s, e)) for e in (lo, hi)]
            if any(not (0 <= r <= 1 and self.x2 <= t <= 1) for r, t in ends):
                return False
            if previous is not None and (ends[0][0] > previous[0] or ends[0][1] < previous[1]):
                return False
            previous = ends[1]
        return previous is not None


def _monotone_on(f, lo, hi) -> bool:
    """Whether the rational function f of s is non-decreasing on [lo, hi] (exact: the sign of f' between the
    real roots of its numerator and denominator)."""
    sp = _sp()
    s = _s()
    num, den = sp.fraction(sp.together(sp.diff(f, s)))
    if num == 0:
        return True
    cuts = {sp.Rational(lo), sp.Rational(hi)}
    for poly in (num, den):
        p = sp.Poly(poly, s)
        if p.degree() > 0:
            cuts |= {r for r in sp.real_roots(p) if lo < r < hi}
    ordered = sorted(cuts, key=lambda r: float(r))
    for a, b in zip(ordered, ordered[1:]):
        mid = sp.Rational(sp.nsimplify((a + b) / 2, rational=True)) if a.is_Rational and b.is_Rational else None
        if mid is None:  # an irrational root: a rational point strictly between
            mid = sp.Rational(str(sp.N((a + b) / 2, 30)))
        if (num / den).subs(s, mid) < 0:
            return False
    return True


def _exact(v):
    """A sympy Rational as a Fraction (other values pass to the validation unchanged)."""
    if getattr(v, "is_Rational", False):
        return Fraction(int(v.p), int(v.q))
    return v


def _rational(v, name: str, allowed: str):
    """``v`` as a sympy Rational if it is exact (int, Fraction or sympy rational; no bool, float or str)."""
    if getattr(v, "is_Rational", False):
        return v
    if isinstance(v, bool) or not isinstance(v, (int, Fraction, np.integer)):
        raise TypeError(f"{name} must be {allowed} (int, Fraction or sympy rational); got {type(v).__name__} {v!r}")
    return _sp().Rational(int(v) if isinstance(v, np.integer) else v)


def _paper(L, U):
    L, U = _limits(_exact(L), _exact(U))
    ex = exact_fractions(L, U)
    sp = _sp()
    return sp.Rational(L), sp.Rational(U), {k: sp.Rational(v) for k, v in ex.items()}


def paper_caller(L, U) -> LooseCaller:
    """The paper's caller: calls s exactly above c(s) = (x2 + s)/(1 + s) (rho = 0).

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.

    Returns
    -------
    LooseCaller
        One piece with rho = 0 and tau = c(s).

    Examples
    --------
    >>> caller = paper_caller(Fraction(1, 10), 2)
    >>> caller.at(1), caller.monotone()
    ((0, 142390/250201), True)
    """
    L, U, x = _paper(L, U)
    s = _s()
    return LooseCaller("c(s)", L, U, x["x2"], ((L, U, _sp().Integer(0), (x["x2"] + s) / (1 + s)),))


def step_caller(L, U, S) -> LooseCaller:
    """A pure monotone caller: calls every hand at sizes s <= S and above c(s) at larger sizes (S >= U: calls
    every hand at every size).

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.
    S : int, Fraction or sympy rational
        The cut size, S >= L.

    Returns
    -------
    LooseCaller
        rho = 1 up to S, 0 above; tau = c(s).

    Examples
    --------
    >>> caller = step_caller(Fraction(1, 10), 2, 1)
    >>> caller.at(Fraction(1, 2))[0], caller.at(Fraction(3, 2))[0], caller.monotone()
    (1, 0, True)
    """
    L, U, x = _paper(L, U)
    sp = _sp()
    s = _s()
    S = _rational(S, "S", "an exact cut size >= L")
    c = (x["x2"] + s) / (1 + s)
    if S >= U:
        return LooseCaller("call every hand", L, U, x["x2"], ((L, U, sp.Integer(1), c),))
    if S < L:
        raise ValueError(f"S must be >= L = {L}; got {S}")
    return LooseCaller(f"step at S = {S}", L, U, x["x2"], ((L, S, sp.Integer(1), c), (S, U, sp.Integer(0), c)))


def step_mixture(L, U, weights) -> LooseCaller:
    """The mixture of step callers ``{S: weight}`` (weights summing to 1): rho(s) = P(S >= s).

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.
    weights : mapping
        Cut size S >= L -> weight >= 0 (exact), summing to 1.

    Returns
    -------
    LooseCaller
        One piece per interval between cut sizes.

    Examples
    --------
    >>> caller = step_mixture(Fraction(1, 10), 2, {1: Fraction(1, 2), 2: Fraction(1, 2)})
    >>> caller.at(Fraction(1, 2))[0], caller.at(Fraction(3, 2))[0]
    (1, 1/2)
    """
    L, U, x = _paper(L, U)
    sp = _sp()
    s = _s()
    try:
        w = {sp.Rational(k): sp.Rational(v) for k, v in dict(weights).items()}
    except (TypeError, ValueError, sp.SympifyError) as exc:
        raise TypeError(
            f"weights must be a mapping of exact cut sizes S >= L to exact weights; got {weights!r}"
        ) from exc
    if any(v < 0 for v in w.values()) or sum(w.values()) != 1 or min(w) < L:
        raise ValueError(f"weights must be >= 0 on cut sizes S >= L = {L} and sum to 1; got {weights}")
    c = (x["x2"] + s) / (1 + s)
    cuts = sorted({L, U, *(k for k in w if k < U)})
    pieces = []
    for lo, hi in zip(cuts, cuts[1:]):
        pieces.append((lo, hi, sum((v for k, v in w.items() if k >= hi), sp.Integer(0)), c))
    if w.get(L, 0) and len(pieces) and pieces[0][0] == L:  # size L itself: the cut S = L still calls every hand there
        lo, hi, rho, tau = pieces[0]
        pieces.insert(0, (L, L, rho + w[L], tau))
    return LooseCaller(
        "step mixture " + ", ".join(f"{v}@{k}" for k, v in sorted(w.items())), L, U, x["x2"], tuple(pieces)
    )


def fading_caller(L, U) -> LooseCaller:
    r"""Calls every hand with probability rho(s) = ((1 + L)/(1 + s))^2 and otherwise above c(s).

    rho(L) = 1 and rho falls with s, so this is a mixture of step callers (S random, P(S >= s) = rho(s)).
    A = rho (1 + 2s) = (1 + L)^2 (1 + 2s)/(1 + s)^2 strictly decreases (its derivative is
    -2s(1 + L)^2/(1 + s)^3): the paper's plan is the only plan that sorts the bluffing hands by A.

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.

    Returns
    -------
    LooseCaller
        One piece with rho(s) = ((1 + L)/(1 + s))^2 and tau = c(s).

    Examples
    --------
    >>> fading_caller(Fraction(1, 10), 2).at(Fraction(1, 10))[0]
    1
    """
    L, U, x = _paper(L, U)
    s = _s()
    rho = ((1 + L) / (1 + s)) ** 2
    return LooseCaller("fading", L, U, x["x2"], ((L, U, rho, (x["x2"] + s) / (1 + s)),))


def tilted_caller(L, U, eps) -> LooseCaller:
    """The pure monotone caller with threshold c(s) + eps/(1 + s)^2 (eps small in size: :meth:`LooseCaller.monotone`
    tells). A bluff at size s earns x2 - 1/2 + eps/(1 + s): small sizes gain when eps > 0.

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.
    eps : int, Fraction or sympy rational
        The tilt.

    Returns
    -------
    LooseCaller
        One piece with rho = 0.

    Examples
    --------
    >>> L, U = Fraction(1, 10), 2
    >>> tilted_caller(L, U, Fraction(1, 100)).monotone(), tilted_caller(L, U, Fraction(-1, 10)).monotone()
    (True, False)
    """
    L, U, x = _paper(L, U)
    sp = _sp()
    s = _s()
    eps = _rational(eps, "eps", "an exact tilt")
    tau = (x["x2"] + s) / (1 + s) + eps / (1 + s) ** 2
    return LooseCaller(f"tilted by {eps}", L, U, x["x2"], ((L, U, sp.Integer(0), tau),))


@dataclass(frozen=True)
class Plan:
    """Bluffing hands sent to sizes: ``atoms`` are (size, lo, hi) (the hands (lo, hi) bet the size) and
    ``curve`` is (hand(s), s_lo, s_hi): the hand ``hand(s)`` bets s for s in (s_lo, s_hi), or None.

    Attributes
    ----------
    name : str
        One of :data:`PLANS`.
    atoms : tuple
        ``(size, lo, hi)``: the hands (lo, hi) bet the size.
    curve : tuple or None
        ``(hand(s), s_lo, s_hi)`` with ``hand`` a sympy expression in s.

    Examples
    --------
    >>> plan(Fraction(1, 10), 2, "all-at-L")
    Plan(name='all-at-L', atoms=((1/10, 0, 34579/250201),), curve=None)
    """

    name: str
    atoms: tuple
    curve: tuple | None


def plan(L, U, name: str) -> Plan:
    """The bluff plan ``name`` (one of :data:`PLANS`) at (L, U), with exact hands.

    Parameters
    ----------
    L, U : int, Fraction or sympy rational
        Exact limits 0 < L < U < inf.
    name : str
        ``"decreasing"`` (the paper's), ``"increasing"`` (its mirror image) or ``"all-at-L"``.

    Returns
    -------
    Plan
        The atoms and the curve of the plan.

    Examples
    --------
    >>> p = plan(Fraction(1, 10), 2, "increasing")
    >>> [(size, hi - lo) for size, lo, hi in p.atoms]   # the atoms: x2 - x1 hands bet L, x0 hands bet U
    [(1/10, 810/250201), (2, 7986/250201)]
    """
    if name not in PLANS:
        raise ValueError(f"name must be one of {PLANS} (the plan); got {name!r}")
    L, U, x = _paper(L, U)
    s = _s()
    x0, x1, x2 = x["x0"], x["x1"], x["x2"]

    def h(u):
        return 3 * u**2 - 2 * u**3

    b = x0 + (1 - x2) * (h(1 / (1 + s)) - h(1 / (1 + U))) / 6
    if name == "decreasing":
        return Plan(name, ((U, 0, x0), (L, x1, x2)), (b, L, U))
    if name == "increasing":
        return Plan(name, ((L, 0, x2 - x1), (U, x2 - x0, x2)), (x2 - b, L, U))
    return Plan(name, ((L, 0, x2),), None)


def bluff_payoff(caller: LooseCaller, bluffs: Plan):
    """What the bluffing hands (0, x2) earn together (the integral of the bettor's payoff over them), exactly.

    Parameters
    ----------
    caller : LooseCaller
        The caller.
    bluffs : Plan
        The bluff plan.

    Returns
    -------
    sympy number
        The integral, pot-1 units (rational for the callers built here).

    Examples
    --------
    >>> L, U = Fraction(1, 10), 2
    >>> everyone = step_caller(L, U, U)   # the monotone caller who calls every hand
    >>> bluff_payoff(everyone, plan(L, U, "increasing")) > bluff_payoff(everyone, plan(L, U, "decreasing"))
    True
    """
    if not isinstance(caller, LooseCaller):
        raise TypeError(
            f"caller must be a LooseCaller (from paper_caller, step_caller, ...); got {type(caller).__name__}"
        )
    if not isinstance(bluffs, Plan):
        raise TypeError(f"bluffs must be a Plan (from plan(L, U, name)); got {type(bluffs).__name__} {bluffs!r}")
    sp = _sp()
    s, xx = _s(), sp.Symbol("x")

    def pay(rho, tau, size, x):
        return rho * ((1 + 2 * size) * x - size) + (1 - rho) * (tau * (1 + size) - size) - sp.Rational(1, 2)

    total = sp.Integer(0)
    for size, lo, hi in bluffs.atoms:
        rho, tau = caller.at(size)
        F = sp.Poly(sp.expand(pay(rho, tau, size, xx)), xx).integrate()
        total += F.eval(sp.Rational(hi)) - F.eval(sp.Rational(lo))
    if bluffs.curve is not None:  # hands x = hand(s): integrate over s, as a polynomial in u = 1/(1 + s)
        hand, s_lo, s_hi = bluffs.curve
        u = sp.Symbol("u", positive=True)
        for lo, hi, rho, tau in caller.pieces:
            a, b = max(lo, s_lo), min(hi, s_hi)
            if a < b:
                dx = sp.diff(hand, s)
                sign = -1 if dx.subs(s, (a + b) / 2) < 0 else 1
                f = sp.cancel((pay(rho, tau, s, hand) * sign * dx).subs(s, 1 / u - 1) / u**2)
                lo_u, hi_u = 1 / (1 + b), 1 / (1 + a)
                if f.is_polynomial(u):  # the callers built here: exact and fast
                    F = sp.Poly(f, u).integrate()
                    total += F.eval(hi_u) - F.eval(lo_u)
                else:
                    total += sp.integrate(f, (u, lo_u, hi_u))
    return total if total.is_Rational else sp.simplify(total)


def best_assignment(caller: LooseCaller, n: int = 400) -> dict:
    """The best plan against ``caller`` found numerically, as an assignment of n bluffing-hand cells to n
    sizes (the paper's sizes at the cells' midpoints, so each size is bluffed as often as in the paper).

    Parameters
    ----------
    caller : LooseCaller
        The caller.
    n : int
        Cells (2 to 5000).

    Returns
    -------
    dict
        ``best``, ``decreasing``, ``increasing``: what the bluffing hands earn together under the optimal
        assignment and the two monotone plans (floats, pot-1 units); ``correlation``: the correlation of the
        optimal assignment's sizes with the hands.

    Examples
    --------
    >>> got = best_assignment(fading_caller(Fraction(1, 10), 2), 50)
    >>> got["best"] == got["decreasing"] > got["increasing"], got["correlation"] < -0.9
    (True, True)
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 5000:
        raise ValueError(f"n must be an integer in [2, 5000]; got {n!r}")
    sp = _sp()
    s = _s()
    dec = plan(caller.L, caller.U, "decreasing")
    x2 = float(caller.x2)
    hands = (np.arange(n) + 0.5) * x2 / n
    sizes = np.empty(n)
    assert dec.curve is not None  # the decreasing plan bets hand b(s) at each size s
    hand_of = sp.lambdify(s, dec.curve[0], "numpy")
    L, U = float(caller.L), float(caller.U)
    grid = np.linspace(L, U, 20001)
    bh = hand_of(grid)  # decreasing from x1 to x0
    for i, x in enumerate(hands):
        for size, lo, hi in dec.atoms:
            if float(lo) <= x < float(hi):
                sizes[i] = float(size)
                break
        else:
            sizes[i] = np.interp(-x, -bh, grid)
    rho, tau = np.empty(n), np.empty(n)
    for lo, hi, r, t in reversed(caller.pieces):  # a breakpoint size belongs to the piece on its left
        on = (sizes >= float(lo)) & (sizes <= float(hi))
        rho[on] = sp.lambdify(s, r, "numpy")(sizes[on])
        tau[on] = sp.lambdify(s, t, "numpy")(sizes[on])
    A = rho * (1 + 2 * sizes)
    B = rho * sizes - (1 - rho) * (tau * (1 + sizes) - sizes)

    # Cell i bluffing size j earns hands[i] A[j] - B[j]. Every size is used once, so the B's add up to the same
    # total under every assignment, and the best one maximises sum_i hands[i] A[cols[i]]: by the rearrangement
    # inequality, the hands (increasing) take the A's in increasing order. (Sizes with equal A earn the same
    # in any order.) This is the optimum of the n x n assignment problem in O(n log n); scipy's
    # linear_sum_assignment, which the tests compare with, took about 110 s and 0.5 GB at n = 5000 (issue 47).
    cols = np.argsort(A, kind="stable")

    def total(cols):  # midpoint rule over the cells, with the -1/2 every hand pays into the pot
        return (hands * A[cols] - B[cols]).sum() * x2 / n - x2 / 2

    best = total(cols)
    decreasing, increasing = total(np.arange(n)), total(np.arange(n)[::-1])
    rank = np.corrcoef(hands, sizes[cols])[0, 1]
    return {
        "best": float(best),
        "decreasing": float(decreasing),
        "increasing": float(increasing),
        "correlation": float(rank),
    }


def threshold_best_reply(tau, L: float, U: float, hands: int = 2000, k: int = 2001) -> float:
    """The bettor's best-reply value (pot 1, ante 1/2) against the pure caller who calls s above ``tau(s)``,
    on a grid: ``hands`` hand cells (midpoints) and ``k`` sizes evenly spaced in [L, U] (a lower bound
    on the continuous best reply, up to the midpoint rule's O(hands^-2)).

    ``tau`` takes and returns numpy arrays.

    Parameters
    ----------
    tau : callable
        The caller's threshold as a function of the size (numpy arrays in and out).
    L, U : float
        Finite limits 0 <= L <= U.
    hands, k : int
        How many hand cells and how many bet sizes (2 to 20000 each).

    Returns
    -------
    float
        The best-reply value, pot-1 units.


    Examples
    --------
    >>> round(threshold_best_reply(lambda s: 0 * s, 0.5, 2.0), 4)   # call every hand: U/4
    0.5
    """
    for name, n in (("hands", hands), ("k", k)):
        if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 20000:
            raise ValueError(f"{name} must be an integer in [2, 20000]; got {n!r}")
    L = _validate.number(L, "L", 0.0, math.inf, high_open=True, arrays=False)
    U = _validate.number(U, "U", 0.0, math.inf, high_open=True, arrays=False)
    if not L <= U:
        raise ValueError(f"need finite limits 0 <= L <= U; got L = {L}, U = {U}")
    x = (np.arange(hands) + 0.5) / hands
    s = np.linspace(L, U, k)
    t = np.asarray(tau(s), dtype=float) * np.ones_like(s)
    best = x - 0.5  # check
    for b in range(0, k, 256):  # blocks of sizes bound the memory
        sk, tk = s[None, b : b + 256], t[None, b : b + 256]
        xk = x[:, None]
        pay = np.where(xk < tk, tk * (1 + sk) - sk, xk * (1 + 2 * sk) - sk * (1 + tk)) - 0.5
        best = np.maximum(best, pay.max(axis=1))
    return float(best.mean())
