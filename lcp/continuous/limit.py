r"""Limit continuous poker (LCP), paper Secs. 3-6: the equilibrium derived, solved and evaluated.

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's net winnings). The
bettor, holding x ~ U[0, 1], checks or bets any s in [L, U]; the caller calls or folds.

Structure (paper Thm. 4.1): the caller calls a bet s with y > c(s); the bettor's thresholds
:math:`0 \le x_0 \le \dots \le x_5 \le 1` split the hands into

====================  ===============================
hands                 action
====================  ===============================
(0, x0)               bluff U
(x0, x1)              bluff s with b(s) = x
(x1, x2)              bluff L
(x2, x3)              check
(x3, x4)              value bet L
(x4, x5)              value bet s with v(s) = x
(x5, 1)               value bet U
====================  ===============================

:func:`derive` writes every condition from the rules and solves them with sympy (c, v, b first, then a
linear system in x0..x5 and the constant b0); the value is the integral of EV(x). :func:`solve`
evaluates that solution exactly (sympy) or in floats.

The float path does not import sympy: it evaluates forms generated from :func:`derive` into
:mod:`lcp.continuous._forms` (``python -m tools.generate``; a test regenerates and compares them). Each threshold
is a ratio of polynomials with non-negative coefficients in the barycentric coordinates
r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)) of the triangle 0 <= L <= U <= inf, so nothing
cancels, U = inf and L = U = inf are ordinary points, and sizes up to the largest float (or exact
integers beyond it) keep full relative precision. The payoffs EV(x) are written from the
indifferences so that no large size multiplies a difference of nearly equal numbers.

This module holds the equilibrium and its evaluation; the sympy derivation is in
:mod:`lcp.continuous._limit_derivation`, the reading of the limits, their coordinates and the exact rational
evaluation in :mod:`lcp.continuous._limit_coordinates`. Every name of ``__all__`` (and the symbols ``L_SYMBOL``,
``U_SYMBOL``, ``S_SYMBOL``, ``X_SYMBOLS``, ``B0_SYMBOL``) is importable from here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property

import numpy as np

from lcp.core import _lazy, _validate

from . import _forms
from . import protocol as continuous
from ._limit_coordinates import _coordinates, _limit, exact_fractions
from ._limit_derivation import Derivation, _exact_value, _symbols, derive
from .fixed_bet import Number
from .no_limit import size_from_smoothstep

THRESHOLDS = ("x0", "x1", "x2", "x3", "x4", "x5")

__all__ = ["THRESHOLDS", "Derivation", "derive", "exact_fractions", "Equilibrium", "solve", "value"]


@cache
def _index(name: str) -> int:
    """Position of a generated quantity in the tuple of :mod:`lcp.continuous._forms` (looked up on first use)."""
    return _forms.LIMIT_ORDER.index(name)


def __getattr__(name):
    """``L_SYMBOL``, ``U_SYMBOL``, ``S_SYMBOL``, ``X_SYMBOLS``, ``B0_SYMBOL``: sympy symbols, made on first use."""
    if name in ("L_SYMBOL", "U_SYMBOL", "S_SYMBOL", "X_SYMBOLS", "B0_SYMBOL"):
        return _symbols()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class Equilibrium(continuous.Result):
    """The equilibrium of LCP for limits (L, U) that the paper derives (pot-1 units; see :func:`solve`).

    ``x`` is the tuple x0..x5, ``value`` is V(L, U), ``b0`` the constant of b(s). Floats by default;
    sympy numbers or expressions when solved with ``exact=True``. ``bet`` and ``ev`` are vectorised
    floats in both cases; ``call``, ``value_hand`` and ``bluff_hand`` are exact (one size at a time) when
    ``exact``. Satisfies :class:`lcp.continuous.ContinuousGame`; ``bluff_below`` (x2) and
    ``value_above`` (x3) carry the names the other continuous games use.

    Attributes
    ----------
    L, U : float or sympy number
        The limits.
    x : tuple
        The thresholds x0..x5.
    b0 : float or sympy number
        The constant of b(s).
    value : float or sympy number
        V(L, U), the bettor's value.
    exact : bool
        Whether the fields are sympy numbers.

    Examples
    --------
    >>> from fractions import Fraction
    >>> eq = solve(1, 2, exact=True)
    >>> eq.bluff_below, eq.value_above, eq.value
    (181/1477, 1153/1477, 181/2954)
    >>> eq.call(Fraction(3, 2)), eq.value_hand(Fraction(3, 2))
    (4793/7385, 34333/36925)
    >>> solve(0.1, 2.0).bet([0.01, 0.135, 0.3, 0.7]).round(6).tolist()
    [2.0, 0.1, 0.0, 0.198468]
    """

    L: Number
    U: Number
    x: tuple[Number, ...]
    b0: Number
    value: Number
    exact: bool = False
    _state: tuple | None = field(default=None, repr=False, compare=False)  # (L, U, (r, t, d), parts) in floats

    @property
    def bluff_below(self):
        """x2: the bettor bluffs with x < x2 (the name :mod:`lcp.continuous.fixed_bet` and :mod:`lcp.continuous.no_limit` use)."""
        return self.x[2]

    @property
    def value_above(self):
        """x3: the bettor bets for value with x > x3 (the name :mod:`lcp.continuous.fixed_bet` and :mod:`lcp.continuous.no_limit` use)."""
        return self.x[3]

    @cached_property
    def _float_state(self) -> tuple:
        if self._state is not None:
            return self._state
        try:
            Lf, Uf, coords = _coordinates(self.L, self.U)
        except TypeError as exc:
            raise TypeError("the vectorised functions need numeric L and U, not symbols") from exc
        return (Lf, Uf, coords, _forms.limit_parts(*coords))

    def as_float(self) -> Equilibrium:
        """The float twin for :func:`lcp.continuous.as_float` (vectorised ``bet`` and ``call``; a TypeError
        if the limits are symbols).

        Examples
        --------
        >>> solve(1, 2, exact=True).as_float() == solve(1.0, 2.0)
        True
        """
        if not self.exact:
            return self
        if self._symbols():
            raise TypeError(f"game must be a float solution; got an exact {type(self).__name__} with symbolic limits")
        return solve(self.L, self.U)

    def as_exact(self) -> Equilibrium:
        """The exact twin for :func:`lcp.continuous.as_exact`: solved with ``exact=True`` at the limits read as
        the rationals they are (an infinite U as sympy's ``oo``); the equilibrium itself if it is exact.

        Examples
        --------
        >>> solve(0.5, math.inf).as_exact().U
        oo
        >>> solve(1.0, 2.0).as_exact() == solve(1, 2, exact=True)
        True
        """
        if self.exact:
            return self
        sp = _lazy.sympy()

        def rational(v):
            return sp.oo if math.isinf(v) else sp.Rational(Fraction(v))

        return solve(rational(self.L), rational(self.U), exact=True)

    def _part(self, name):
        return self._float_state[3][_index(name)]

    def _floats(self):
        Lf, Uf, _, parts = self._float_state
        return Lf, Uf, parts[:6]

    def _sizes(self, s):
        L, U, _ = self._floats()
        arr = _validate.real_array(s, "s", 0.0, math.inf)
        bad = (arr < L) | (arr > U)
        if np.any(bad):
            raise ValueError(f"s must lie in [L, U] = [{L:g}, {U:g}]; got {arr[bad].flat[0]}")
        return arr

    def _exact_size(self, s):
        sp = _lazy.sympy()
        s = sp.sympify(s)
        if not (s.free_symbols or self._symbols()):
            if not (sp.sympify(self.L) <= s <= sp.sympify(self.U)):
                raise ValueError(f"s must lie in [L, U] = [{self.L}, {self.U}]; got {s}")
        return s

    def _symbols(self):
        sp = _lazy.sympy()
        return set().union(*(sp.sympify(v).free_symbols for v in (self.L, self.U)))

    def _exact_function(self, name, s):
        sp = _lazy.sympy()
        sym = _symbols()
        d = derive()
        expr = getattr(d, name).subs({sym["X_SYMBOLS"][2]: self.x[2], sym["B0_SYMBOL"]: self.b0})
        s = self._exact_size(s)
        if s == sp.oo:
            return sp.limit(expr, sym["S_SYMBOL"], sp.oo)
        return sp.factor(sp.simplify(expr.subs(sym["S_SYMBOL"], s)))

    def certify(self) -> continuous.Certificate:
        r"""An exact proof (sympy) that this profile is an equilibrium, for numeric or symbolic limits (a float
        solution certifies its exact twin, :meth:`as_exact`: its limits read as the rationals they are).

        The argument, claim by claim, is in :func:`lcp.continuous._certificates.limit`. A ValueError if L is infinite
        (L = U = inf has no finite size to certify).

        Returns
        -------
        lcp.continuous.Certificate

        Examples
        --------
        >>> solve(1, 2, exact=True).certify().is_equilibrium
        True
        """
        from . import _certificates

        return _certificates.limit(self.as_exact())

    # -- strategy functions ---------------------------------------------------------------------
    def call(self, s):
        """Calling threshold c(s) = (x2 + s)/(1 + s) for sizes s in [L, U] (call with y > c(s))."""
        if self.exact:
            return self._exact_function("call", s)
        s = self._sizes(s)
        x2 = self.x[2]
        with np.errstate(invalid="ignore"):
            return np.where(np.isinf(s), 1.0, (x2 + s) / (1.0 + s))

    def value_hand(self, s):
        """The value hand v(s) = 1 - (1 - x2) u^2/2, u = 1/(1 + s), that bets s in [L, U]."""
        if self.exact:
            return self._exact_function("value_hand", s)
        u = 1.0 / (1.0 + self._sizes(s))
        return 1.0 - self._part("1 - x2") * u * u / 2

    def bluff_hand(self, s):
        r"""The bluffing hand b(s) that bets s in [L, U].

        Evaluated as :math:`x_0 + \frac{1 - x_2}{6}(h(u) - h(w))` with the smoothstep
        :math:`h(u) = 3u^2 - 2u^3`, u = 1/(1 + s), w = 1/(1 + U), and the difference written as
        :math:`(u - w)\,P` with P a sum of non-negative terms in u, w, α = s/(1+s), β = U/(1+U) (no
        cancellation for any s, L, U; see :func:`_smoothstep_gap`).
        """
        if self.exact:
            return self._exact_function("bluff_hand", s)
        L, U, x = self._floats()
        s = self._sizes(s)
        return x[0] + self._part("1 - x2") / 6.0 * _smoothstep_gap(s, U)

    def bet(self, x):
        """Bet size of hand(s) x in [0, 1] (0 = check), inverting b and v in closed form."""
        L, U, xs = self._floats()
        x = _as_hands(x)
        x0, x1, x2, x3, x4, x5 = xs
        one_x2 = self._part("1 - x2")
        above3, above4, from5 = self._value_masks(x)
        out = np.zeros_like(x)
        out[(x >= x1) & (x < x2)] = L
        out[x <= x0] = U  # after L: where x0 and x1 underflow to 0, hand 0 still bets U (x0 > 0 exactly)
        out[above3 & ~above4] = L
        out[from5] = U
        mid_bluff = (x > x0) & (x < x1)
        mid_value = above4 & ~from5
        with np.errstate(divide="ignore", invalid="ignore"):
            if np.any(mid_value):
                xv = x[mid_value]
                u = np.sqrt(2.0 * (1.0 - xv) / one_x2)
                out[mid_value] = np.clip((2.0 * xv - 1.0 - x2) / (one_x2 * (1.0 + u) * u), L, U)
            if np.any(mid_bluff):
                w = 0.0 if math.isinf(U) else 1.0 / (1.0 + U)
                beta = 1.0 if math.isinf(U) else U / (1.0 + U)
                gap = 6.0 * (x[mid_bluff] - x0) / one_x2  # h(u) - h(w)
                target = 3 * w * w - 2 * w**3 + gap  # h(u)
                rest = beta * beta * (1 + 2 * w) - gap  # 1 - h(u), with 1 - h(w) = beta^2 (1 + 2w)
                out[mid_bluff] = np.clip(size_from_smoothstep(target, rest), L, U)
        return out

    def _value_masks(self, x):
        """x >= x3, x >= x4 and x >= x5, decided on 1 - x (exact for x >= 1/2) against the generated
        1 - x3, 1 - x4, 1 - x5, so that thresholds within an ulp of 1 (or closer) still split the hands
        right. (The payoff is continuous at each, so a hand exactly at one may take either side.)"""
        one_x = 1.0 - x
        upper = x >= 0.5  # x3 >= 1/2 always
        return tuple(upper & (one_x <= self._part(f"1 - x{k}")) for k in (3, 4, 5))

    def ev(self, x):
        r"""Bettor's expected net payoff EV(x) under the equilibrium (paper Thm. 6.1), pot-1 units.

        Bluffs earn :math:`x_2 - \frac12`, checks :math:`x - \frac12`. A value bet of a fixed size S
        earns a line of slope 1 + 2S through its first hand :math:`x_S` (x3 for L, x5 for U), written
        as :math:`E(x_S) + (1 + 2S)\,((x - \frac12) - (x_S - \frac12))` for S <= 1 and as
        :math:`E(x_S) + (1 + 2S)(1 - x_S) - (1 + 2S)(1 - x)` for S > 1, with the bracketed helpers
        generated exactly, so a large S never multiplies a rounding error. Intermediate value hands
        x = v(s) earn :math:`\frac{x_2}2 + (1 - x_2)\frac{(1 - u)(3 - u)}2`, u = 1/(1 + s).
        """
        L, U, (r, t, d), parts = self._float_state
        x = _as_hands(x)
        x0, x1, x2, x3, x4, x5 = parts[:6]
        P = dict(zip(_forms.LIMIT_ORDER, parts))
        one_x2 = P["1 - x2"]
        with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
            one_x = 1.0 - x
            u = np.sqrt(np.clip(2.0 * one_x / one_x2, 0.0, 1.0))
            one_u = np.clip((2.0 * x - 1.0 - x2) / (one_x2 * (1.0 + u)), 0.0, 1.0)
            inner = x2 / 2 + one_x2 * one_u * (3.0 - u) / 2

            def line(size, start_minus_half, slope_gap, start_ev):  # value bets of one fixed size
                if size <= 1:
                    return start_ev + (1.0 + 2.0 * size) * ((x - 0.5) - start_minus_half)
                return start_ev + slope_gap - np.where(one_x == 0.0, 0.0, (1.0 + 2.0 * size) * one_x)

            low = line(L, P["x3 - 1/2"], P["(1 + 2L)(1 - x3)"], P["x3 - 1/2"]) if math.isfinite(L) else x - 0.5
            if math.isfinite(U):
                top_start = x2 / 2 + one_x2 * (r + d) * (2.0 + r + d) / 2  # E(x5): inner at u = t, 1 - t = r + d
                top = line(U, P["x5 - 1/2"], P["(1 + 2U)(1 - x5)"], top_start)
            else:
                top = inner
            above3, above4, from5 = self._value_masks(x)
            value = np.where(~above4, low, np.where(~from5, inner, top))
        return np.where(x <= x2, x2 - 0.5, np.where(~above3, x - 0.5, value))


def _real_arrays(values, name: str) -> np.ndarray:
    """A float array of ``values``: float64 arrays as they are (the caller checks the range in one pass)."""
    if isinstance(values, np.ndarray) and values.dtype == np.float64:
        return values
    return _validate.real_array(values, name, 0.0, math.inf)


def _as_hands(x):
    return _validate.real_array(x, "x", 0.0, 1.0)


def _smoothstep_gap(s, U):
    r""":math:`h(u) - h(w)` for u = 1/(1+s), w = 1/(1+U), s <= U, with h(u) = 3u^2 - 2u^3, without cancellation.

    :math:`h(u) - h(w) = (u - w)\,[3\beta^2\alpha u + \beta^2u^2 + 3\beta w\alpha^2 + 10\beta w\alpha u +
    3\beta w u^2 + w^2\alpha^2 + 3w^2\alpha u]` with α = s/(1+s), β = U/(1+U), and
    u - w = (U - s)/((1+s)(1+U)) (tested against sympy).
    """
    s = np.asarray(s, dtype=float)
    u = 1.0 / (1.0 + s)
    with np.errstate(invalid="ignore"):
        alpha = np.where(np.isinf(s), 1.0, s / (1.0 + s))
    if math.isinf(U):
        w, beta, u_minus_w = 0.0, 1.0, u
    else:
        w, beta = 1.0 / (1.0 + U), U / (1.0 + U)
        u_minus_w = (U - s) * u * w
    bracket = (
        3 * beta**2 * alpha * u
        + beta**2 * u * u
        + 3 * beta * w * alpha**2
        + 10 * beta * w * alpha * u
        + 3 * beta * w * u * u
        + w * w * alpha**2
        + 3 * w * w * alpha * u
    )
    return u_minus_w * bracket


def solve(L, U, exact: bool = False) -> Equilibrium:
    r"""The equilibrium of LCP with limits 0 <= L <= U <= inf that the paper derives (pot-1 units).

    The paper calls it the unique admissible equilibrium; it is certified here, but it is not the only
    one. For 0 < L < U < inf its calling rule is the only optimal one that is not weakly dominated, and
    its value bets and checks are in every equilibrium; its bluff plan is not: the bluffing hands may be
    rearranged among the bluff sizes, and sizes increasing with the hand are admissible too
    (:mod:`lcp.continuous.admissible`; notebook 3, cells ``lcp-other-equilibria`` and ``lcp-admissible``).

    Parameters
    ----------
    L, U : real numbers (``math.inf``/``sympy.oo`` allowed for U, and for L when U is infinite), or
        sympy symbols (with ``exact=True``). Python ints and Fractions of any size are mapped exactly.
    exact : bool
        ``True``: sympy numbers for rational inputs (exact limits at infinity), formulas for symbols.
        ``False``: floats, in about 10 us and without importing sympy.

    Returns
    -------
    Equilibrium
        The equilibrium (it satisfies :class:`lcp.continuous.ContinuousGame`).

    Examples
    --------
    >>> solve(1, 1, exact=True).value
    1/18
    >>> solve(0, math.inf, exact=True).value
    1/14
    >>> round(solve(0.1, 2).value, 12)
    0.069102441637
    """
    exact = _validate.flag(exact, "exact")
    if exact:
        return _solve_exact(L, U)
    Lf, Uf, coords = _coordinates(L, U)
    parts = _forms.limit_parts(*coords)
    return Equilibrium(
        L=Lf,
        U=Uf,
        x=parts[:6],
        b0=parts[_index("b0")],
        value=parts[_index("value")],
        exact=False,
        _state=(Lf, Uf, coords, parts),
    )


def _solve_exact(L, U):
    sp = _lazy.sympy()
    (Lf, Lq), (Uf, Uq) = _limit(L, "L"), _limit(U, "U")

    def symbolic(f, q):
        if _lazy.is_sympy(q):  # an expression with symbols
            return q
        if q is None:
            return sp.oo if f == math.inf else sp.nsimplify(f, rational=True)
        return sp.Rational(q.numerator, q.denominator)

    Ls, Us = symbolic(Lf, Lq), symbolic(Uf, Uq)
    if not (Ls.free_symbols or Us.free_symbols) and Ls > Us:
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")
    d = derive()
    sym = _symbols()
    xs = tuple(_exact_value(d.solution[s], Ls, Us) for s in sym["X_SYMBOLS"])
    return Equilibrium(
        L=Ls,
        U=Us,
        x=xs,
        b0=_exact_value(d.solution[sym["B0_SYMBOL"]], Ls, Us),
        value=_exact_value(d.value, Ls, Us),
        exact=True,
    )


def value(L, U):
    r"""V(L, U) for arrays of limits 0 <= L <= U <= inf, vectorised (paper Sec. 9, pot-1 units).

    Evaluates the derived value (:mod:`lcp.continuous._forms`) in the coordinates r = L/(1+L), t = 1/(1+U),
    d = (U-L)/((1+L)(1+U)) as a ratio of polynomials with non-negative coefficients, so it keeps full
    relative precision everywhere, near the diagonal and at both ends of it included.

    Parameters
    ----------
    L, U : float arrays (broadcast together)
        Limits with 0 <= L <= U <= inf.

    Returns
    -------
    ndarray
        V(L, U), pot-1 units.


    Examples
    --------
    >>> value([0.0, 1.0], [math.inf, 1.0]).tolist() == [1 / 14, 1 / 18]
    True
    """
    L, U = _real_arrays(L, "L"), _real_arrays(U, "U")
    try:
        L, U = np.broadcast_arrays(L, U)
    except ValueError as exc:
        raise ValueError(f"L and U must broadcast together; got shapes {L.shape} and {U.shape}") from exc
    if not np.all((L >= 0) & (L <= U)):  # one pass: catches NaN, negative limits and L > U
        _validate.real_array(L, "L", 0.0, math.inf)
        _validate.real_array(U, "U", 0.0, math.inf)
        bad = np.flatnonzero(L > U)[0]
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L.flat[bad]}, U = {U.flat[bad]}")
    with np.errstate(invalid="ignore", divide="ignore"):
        one_l = 1.0 / (1.0 + L)
        r = np.where(np.isinf(L), 1.0, L * one_l)
        t = 1.0 / (1.0 + U)
        d = np.where(np.isinf(U), one_l, (U - L) * t * one_l)
    (v,) = _forms.limit_value(r, t, d)
    return v
