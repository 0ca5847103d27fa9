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
evaluates that solution exactly (sympy) or in floats. The float thresholds and value are evaluated from
the derived numerator and denominator polynomials in (L, U), with L or U replaced by its reciprocal
when it exceeds 1 (both polynomials multiplied by the same power), so that every term is bounded, the
few negative terms are dominated, and U = inf (and L = U = inf) are exact limits: the closed set
0 <= L <= U <= inf is covered without plugging in a large number.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import sympy as sp

from .fixed_bet import bet_ev, check_ev
from .no_limit import size_from_smoothstep

L_SYMBOL, U_SYMBOL = sp.symbols("L U", nonnegative=True)
S_SYMBOL = sp.Symbol("s", nonnegative=True)
X_SYMBOLS = sp.symbols("x0:6")
B0_SYMBOL = sp.Symbol("b0")
THRESHOLDS = ("x0", "x1", "x2", "x3", "x4", "x5")


@dataclass(frozen=True)
class Derivation:
    """LCP equilibrium derived from the rules (sympy).

    ``call``, ``value_hand``, ``bluff_hand`` are in terms of s, x2 and b0 (the general solution of the
    functional conditions); ``solution`` maps x0..x5 and b0 to rational functions of L and U;
    ``value`` is V(L, U).
    """

    function_conditions: dict  # name -> Eq defining c, v, b
    threshold_conditions: dict  # name -> Eq, the seven equations in x0..x5, b0
    call: sp.Expr
    value_hand: sp.Expr
    bluff_hand: sp.Expr
    solution: dict  # sympy symbol -> expression in L, U
    value: sp.Expr


@lru_cache(maxsize=None)
def derive() -> Derivation:
    r"""Derive the LCP equilibrium from the rules with sympy.

    Functions of the size s (for L < s < U):

    1. bluffs of every size are indifferent with checking at the boundary hand x2: c(s);
    2. a value hand's size maximises E(x, s): :math:`\partial_s E = 0` gives v(s);
    3. the caller is indifferent at c(s): :math:`-b'(s)(1 + s) = v'(s)\,s`, so b(s) up to the constant
       :math:`b_0` (written as the formal value at :math:`s = \infty`).

    Seven linear equations for x0..x5 and b0: the caller indifferent at s = L (bluffs (x1, x2) against
    value bets (x3, x4)) and at s = U (bluffs (0, x0) against value bets (x5, 1)); hand x3 indifferent
    between checking and value betting L; continuity b(U) = x0, b(L) = x1, v(U) = x5, v(L) = x4.

    Examples
    --------
    >>> d = derive()
    >>> d.value.subs({L_SYMBOL: 1, U_SYMBOL: 1})
    1/18
    """
    L, U, s = L_SYMBOL, U_SYMBOL, S_SYMBOL
    x0, x1, x2, x3, x4, x5 = X_SYMBOLS
    b0 = B0_SYMBOL
    x, t, u = sp.symbols("x t u", positive=True)

    c = sp.Function("c")(s)
    eq_c = sp.Eq(bet_ev(x, c, s, x_above_c=False), check_ev(x2))
    c_s = sp.factor(sp.solve(eq_c, c)[0])
    eq_v = sp.Eq(sp.diff(bet_ev(x, c_s, s, x_above_c=True), s), 0)
    v_s = sp.factor(sp.solve(eq_v, x)[0])
    b = sp.Function("b")(s)
    eq_b = sp.Eq(-sp.diff(b, s) * (1 + s), sp.diff(v_s, s) * s)
    b_s = sp.factor(b0 + sp.integrate((sp.diff(v_s, s) * s / (1 + s)).subs(s, t), (t, s, sp.oo)))

    conditions = {
        "caller indifferent at s = L": sp.Eq((x2 - x1) * (1 + L), (x4 - x3) * L),
        "caller indifferent at s = U": sp.Eq(x0 * (1 + U), (1 - x5) * U),
        "x3 indifferent: check ~ value bet L": sp.Eq(bet_ev(x3, c_s.subs(s, L), L, x_above_c=True), check_ev(x3)),
        "continuity b(U) = x0": sp.Eq(b_s.subs(s, U), x0),
        "continuity b(L) = x1": sp.Eq(b_s.subs(s, L), x1),
        "continuity v(U) = x5": sp.Eq(v_s.subs(s, U), x5),
        "continuity v(L) = x4": sp.Eq(v_s.subs(s, L), x4),
    }
    unknowns = [*X_SYMBOLS, b0]
    (sol,) = sp.linsolve([e.lhs - e.rhs for e in conditions.values()], unknowns)
    solution = {k: sp.factor(sp.cancel(v)) for k, v in zip(unknowns, sol)}

    # value = integral of EV(x): bluffs earn x2 - 1/2 (their payoff does not depend on x), checks
    # x - 1/2, value bets E(x, s) -- the intermediate ones integrated over x = v(s) in u = 1/(1 + s)
    value_ev_u = sp.expand(sp.simplify((bet_ev(v_s, c_s, s, x_above_c=True) * sp.diff(v_s, s)).subs(s, 1 / u - 1) / u**2))
    general = (
        x2 * check_ev(x2)
        + sp.integrate(check_ev(x), (x, x2, x3))
        + sp.integrate(bet_ev(x, c_s.subs(s, L), L, x_above_c=True), (x, x3, x4))
        + sp.integrate(value_ev_u, (u, 1 / (1 + U), 1 / (1 + L)))
        + sp.integrate(bet_ev(x, c_s.subs(s, U), U, x_above_c=True), (x, x5, 1))
    )
    value = sp.factor(sp.cancel(sp.together(general.subs(solution))))
    return Derivation(
        {"bluffs indifferent (defines c)": eq_c, "value size optimal (defines v)": eq_v,
         "caller indifferent at c(s) (defines b)": eq_b},
        conditions, c_s, v_s, b_s, solution, value,
    )


# ------------------------------------------------------------------------------------------------
# float evaluation of the derived rational functions


@lru_cache(maxsize=None)
def _coefficients() -> dict:
    """Numerator and denominator coefficient matrices C[i, j] (of L**i U**j) of x0..x5, b0 and V."""
    d = derive()
    exprs = {name: d.solution[sym] for name, sym in zip(THRESHOLDS, X_SYMBOLS)}
    exprs["b0"] = d.solution[B0_SYMBOL]
    exprs["value"] = d.value
    out = {}
    for name, expr in exprs.items():
        num, den = sp.fraction(sp.cancel(expr))
        mats = []
        for poly in (num, den):
            p = sp.Poly(poly, L_SYMBOL, U_SYMBOL)
            m = np.zeros((4, 4))
            for (i, j), coef in p.terms():
                m[i, j] = float(coef)  # exact: small integers
            mats.append(m)
        out[name] = tuple(mats)
    return out


def _ratio(name: str, L: float, U: float) -> float:
    """Evaluate the derived rational function ``name`` at (L, U), L <= U, in a bounded orientation."""
    num, den = _coefficients()[name]
    a, b = L, U
    if L > 1:  # multiply through by (1/L)^3: reversed rows, variable 1/L (0 at L = inf)
        num, den, a = num[::-1, :], den[::-1, :], (0.0 if math.isinf(L) else 1.0 / L)
    if U > 1:
        num, den, b = num[:, ::-1], den[:, ::-1], (0.0 if math.isinf(U) else 1.0 / U)
    pv = np.polynomial.polynomial.polyval2d
    return float(pv(a, b, num) / pv(a, b, den))


def exact_fractions(L, U) -> dict:
    """x0..x5, b0 and the value at finite rational (L, U) as ``Fraction``s, from the derived polynomials.

    A fast exact reference (no sympy at call time) for checking the float evaluation.

    Examples
    --------
    >>> exact_fractions(1, 1)["value"]
    Fraction(1, 18)
    """
    from fractions import Fraction

    L, U = Fraction(L), Fraction(U)
    _check_limits(L, U)
    out = {}
    for name, (num, den) in _coefficients().items():
        p, q = (sum(Fraction(int(m[i, j])) * L**i * U**j for i in range(4) for j in range(4) if m[i, j]) for m in (num, den))
        out[name] = p / q
    return out


# ------------------------------------------------------------------------------------------------
# the equilibrium object


def _check_limits(L, U):
    for name, v in (("L", L), ("U", U)):
        if isinstance(v, bool) or v is None or isinstance(v, (str, bytes)) or not isinstance(v, (numbers.Real, sp.Basic)):
            raise TypeError(f"{name} must be a real number in [0, inf]; got {v!r}")
    numeric = [v for v in (L, U) if not (isinstance(v, sp.Basic) and v.free_symbols)]
    for name, v in (("L", L), ("U", U)):
        if v in numeric:
            if isinstance(v, sp.Basic) and v.is_extended_real is not True:
                raise TypeError(f"{name} must be a real number in [0, inf]; got {v!r}")
            fv = float(v)
            if math.isnan(fv) or fv < 0:
                raise ValueError(f"{name} must lie in [0, inf]; got {v}")
    if len(numeric) == 2 and float(L) > float(U):
        raise ValueError(f"need L <= U (0 <= L <= U <= inf); got L = {L}, U = {U}")


@dataclass(frozen=True)
class Equilibrium:
    """The unique admissible equilibrium of LCP for limits (L, U) (pot-1 units).

    ``x`` is the tuple x0..x5, ``value`` is V(L, U), ``b0`` the constant of b(s). Floats by default;
    sympy numbers or expressions when solved with ``exact=True``.
    """

    L: object
    U: object
    x: tuple
    b0: object
    value: object
    exact: bool = False

    # -- helpers --------------------------------------------------------------------------------
    def _floats(self):
        if self.exact:
            try:
                return float(self.L), float(self.U), tuple(float(v) for v in self.x)
            except TypeError as exc:
                raise TypeError("the vectorised functions need numeric L and U, not symbols") from exc
        return self.L, self.U, self.x

    def _sizes(self, s):
        L, U, _ = self._floats()
        arr = np.asarray(s, dtype=float) if not isinstance(s, (str, bytes)) else None
        if arr is None:
            raise TypeError(f"s must be real numbers in [L, U] = [{L:g}, {U:g}]; got {s!r}")
        if np.any(np.isnan(arr) | (arr < L) | (arr > U)):
            bad = arr[np.isnan(arr) | (arr < L) | (arr > U)].flat[0]
            raise ValueError(f"s must lie in [L, U] = [{L:g}, {U:g}]; got {bad}")
        return arr

    def _exact_size(self, s):
        s = sp.sympify(s)
        if not (s.free_symbols or self._symbols()):
            if not (sp.sympify(self.L) <= s <= sp.sympify(self.U)):
                raise ValueError(f"s must lie in [L, U] = [{self.L}, {self.U}]; got {s}")
        return s

    def _symbols(self):
        return set().union(*(sp.sympify(v).free_symbols for v in (self.L, self.U)))

    def _exact_function(self, name, s):
        d = derive()
        expr = getattr(d, name).subs({X_SYMBOLS[2]: self.x[2], B0_SYMBOL: self.b0})
        s = self._exact_size(s)
        if s == sp.oo:
            return sp.limit(expr, S_SYMBOL, sp.oo)
        return sp.factor(sp.simplify(expr.subs(S_SYMBOL, s)))

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
        return 1.0 - (1.0 - self.x[2]) * u * u / 2

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
        return x[0] + (1.0 - x[2]) / 6.0 * _smoothstep_gap(s, U)

    def bet(self, x):
        """Bet size of hand(s) x in [0, 1] (0 = check), inverting b and v in closed form."""
        L, U, xs = self._floats()
        x = _as_hands(x)
        x0, x1, x2, x3, x4, x5 = xs
        out = np.zeros_like(x)
        out[x <= x0] = U
        out[(x >= x1) & (x < x2)] = L
        out[(x > x3) & (x <= x4)] = L
        out[x >= x5] = U
        mid_bluff = (x > x0) & (x < x1)
        mid_value = (x > x4) & (x < x5)
        with np.errstate(divide="ignore", invalid="ignore"):
            if np.any(mid_value):
                xv = x[mid_value]
                u = np.sqrt(2.0 * (1.0 - xv) / (1.0 - x2))
                out[mid_value] = (2.0 * xv - 1.0 - x2) / ((1.0 - x2) * (1.0 + u) * u)
            if np.any(mid_bluff):
                w = 0.0 if math.isinf(U) else 1.0 / (1.0 + U)
                beta = 1.0 if math.isinf(U) else U / (1.0 + U)
                gap = 6.0 * (x[mid_bluff] - x0) / (1.0 - x2)  # h(u) - h(w)
                target = 3 * w * w - 2 * w**3 + gap  # h(u)
                rest = beta * beta * (1 + 2 * w) - gap  # 1 - h(u), with 1 - h(w) = beta^2 (1 + 2w)
                out[mid_bluff] = np.clip(size_from_smoothstep(target, rest), L, U)
        return out

    def ev(self, x):
        """Bettor's expected net payoff EV(x) under the equilibrium (paper Thm. 6.1), pot-1 units."""
        L, U, xs = self._floats()
        x = _as_hands(x)
        x0, x1, x2, x3, x4, x5 = xs

        def fixed_size(size):  # E(x, size) for a fixed (finite) size
            c = (x2 + size) / (1.0 + size)
            return c / 2 + (0.5 + size) * (2 * x - c - 1)

        # intermediate value bets x = v(s), in u = 1/(1 + s): E = c/2 + (1 - x2)(1 - u)(2 - u)/2, which
        # also gives the limit 1/2 + (1 - x2) of a hand 1 betting s = inf
        u = np.sqrt(2.0 * np.clip(1.0 - x, 0.0, None) / (1.0 - x2))
        inner = (1.0 - (1.0 - x2) * u) / 2 + (1.0 - x2) * (1.0 - u) * (2.0 - u) / 2
        with np.errstate(invalid="ignore", over="ignore"):
            top = fixed_size(U) if math.isfinite(U) else inner
            value = np.where(x <= x4, fixed_size(L) if math.isfinite(L) else x - 0.5, np.where(x < x5, inner, top))
        return np.where(x <= x2, x2 - 0.5, np.where(x <= x3, x - 0.5, value))


def _as_hands(x):
    if isinstance(x, (str, bytes)):
        raise TypeError(f"x must be real numbers in [0, 1]; got {x!r}")
    arr = np.asarray(x, dtype=float)
    if np.any(np.isnan(arr) | (arr < 0) | (arr > 1)):
        raise ValueError(f"x must lie in [0, 1]; got {arr[np.isnan(arr) | (arr < 0) | (arr > 1)].flat[0]}")
    return arr


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
    bracket = (3 * beta**2 * alpha * u + beta**2 * u * u + 3 * beta * w * alpha**2 + 10 * beta * w * alpha * u
               + 3 * beta * w * u * u + w * w * alpha**2 + 3 * w * w * alpha * u)
    return u_minus_w * bracket


def _exact_value(expr, L, U):
    """Substitute (L, U) into a derived expression, taking exact limits at infinity."""
    if U == sp.oo or L == sp.oo:
        lim = expr.subs(L_SYMBOL, L) if L != sp.oo else expr
        if U == sp.oo:
            lim = sp.limit(lim, U_SYMBOL, sp.oo)
        if L == sp.oo:
            lim = sp.limit(lim, L_SYMBOL, sp.oo)
        return sp.factor(lim)
    return sp.factor(sp.cancel(expr.subs({L_SYMBOL: L, U_SYMBOL: U})))


def solve(L, U, exact: bool = False) -> Equilibrium:
    r"""The unique admissible equilibrium of LCP with limits 0 <= L <= U <= inf (pot-1 units).

    Parameters
    ----------
    L, U : real numbers (``math.inf``/``sympy.oo`` allowed for U, and for L when U is infinite), or
        sympy symbols
    exact : bool
        ``True``: sympy numbers for rational inputs (exact limits at infinity), formulas for symbols.

    Examples
    --------
    >>> solve(1, 1, exact=True).value
    1/18
    >>> solve(0, math.inf, exact=True).value
    1/14
    >>> round(solve(0.1, 2).value, 12)
    0.069102441637
    """
    _check_limits(L, U)
    d = derive()
    if exact:
        Ls, Us = (sp.oo if (not isinstance(v, sp.Basic) and math.isinf(float(v))) else
                  (sp.nsimplify(v, rational=True) if not isinstance(v, sp.Basic) else v) for v in (L, U))
        xs = tuple(_exact_value(d.solution[sym], Ls, Us) for sym in X_SYMBOLS)
        return Equilibrium(Ls, Us, xs, _exact_value(d.solution[B0_SYMBOL], Ls, Us),
                           _exact_value(d.value, Ls, Us), exact=True)
    Lf, Uf = float(L), float(U)
    xs = tuple(_ratio(name, Lf, Uf) for name in THRESHOLDS)
    return Equilibrium(Lf, Uf, xs, _ratio("b0", Lf, Uf), _ratio("value", Lf, Uf))


def value(L, U):
    r"""V(L, U) for arrays of limits 0 <= L <= U <= inf, vectorised (paper Sec. 9, pot-1 units).

    In r = L/(1 + L) and t = 1/(1 + U) the derived value is :math:`V = \frac{1 - m}{2(7 - m)}` with
    :math:`m = r^3 + t^3` (notebook 4 proves it). The numerator is evaluated as the sum of
    non-negative terms :math:`3rt(r + t) + \delta(3(r+t)^2 + 3(r+t)\delta + \delta^2)` with
    :math:`\delta = 1 - r - t = (U - L)/((1+L)(1+U)) \ge 0`, so the value keeps full relative precision
    near the diagonal and at both ends of it.

    Examples
    --------
    >>> value([0.0, 1.0], [math.inf, 1.0]).tolist() == [1 / 14, 1 / 18]
    True
    """
    L = np.asarray(L, dtype=float)
    U = np.asarray(U, dtype=float)
    if np.any(np.isnan(L) | np.isnan(U) | (L < 0) | (U < 0)):
        raise ValueError("L and U must lie in [0, inf] (no NaN)")
    if np.any(L > U):
        raise ValueError("need L <= U (0 <= L <= U <= inf)")
    with np.errstate(invalid="ignore", divide="ignore"):
        r = np.where(np.isinf(L), 1.0, L / (1.0 + L))
        one_minus_r = 1.0 / (1.0 + L)
        t = 1.0 / (1.0 + U)
        delta = np.where(np.isinf(U), one_minus_r, np.where(np.isinf(L), 0.0, (U - L) * one_minus_r * t))
    p = r + t
    numerator = 3 * r * t * p + delta * (3 * p * p + 3 * p * delta + delta * delta)
    return numerator / (2 * (7 - r**3 - t**3))
