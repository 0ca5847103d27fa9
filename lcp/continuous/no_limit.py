r"""Newman's no-limit continuous poker (NLCP), paper Sec. 2.1.2.

Units: the paper's pot-1 convention (ante 1/2 each; payoffs are the bettor's net winnings). The
bettor, holding x ~ U[0, 1], checks or bets any size s > 0; the caller, holding y, calls or folds.
The finite-deck paper states the same game with ante 1 and bet R: R = 2s, values doubled.

The equilibrium is derived in :func:`derive` from the rules:

* the caller calls a bet s with y > c(s);
* value hands x > v(0) bet the size s with v(s) = x, bluffs x < A bet the size s with b(s) = x, and
  hands in (A, v(0)) check;

and :func:`solve` evaluates it. In floats every function is evaluated through
:math:`u = 1/(1 + s)` and :math:`a = s/(1 + s)`, in which c, v, b and the value hands' payoff are ratios
of polynomials with non-negative coefficients (generated from :func:`derive` into :mod:`lcp.continuous._forms`;
the float path does not import sympy), so that s = inf is exact and no cancellation occurs; the
inverse :meth:`Equilibrium.bet` is closed form (no root finding).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np

from lcp.core import _lazy, _validate
from lcp.core._types import Scalar
from lcp.core.cache import on_disk

from . import _forms
from . import protocol as continuous
from ._fixed_bet_derivation import bet_ev, check_ev


@cache
def _index(name: str) -> int:
    """Position of a generated quantity in the tuple of :mod:`lcp.continuous._forms` (looked up on first use)."""
    return _forms.NO_LIMIT_ORDER.index(name)


@cache
def exact_fractions() -> dict[str, Fraction]:
    """A (bluff below), v(0) (value bet above) and the value as ``Fraction`` objects, from the derivation.

    A fast exact reference (no sympy: generated from :func:`derive` into :mod:`lcp.continuous._forms`), pot-1 units.

    Returns
    -------
    dict
        ``"bluff_below"``, ``"value_above"``, ``"value"`` -> ``Fraction``.

    Examples
    --------
    >>> exact_fractions()
    {'bluff_below': Fraction(1, 7), 'value_above': Fraction(4, 7), 'value': Fraction(1, 14)}
    """
    return {k: Fraction(*_forms.NO_LIMIT_CONSTANTS[k]) for k in ("bluff_below", "value_above", "value")}


def __getattr__(name):
    """``S_SYMBOL`` (the bet size) and ``U_SYMBOL`` (u = 1/(1 + s)): sympy symbols, made on first use."""
    if name == "S_SYMBOL":
        return _lazy.sympy().Symbol("s", nonnegative=True)
    if name == "U_SYMBOL":
        return _lazy.sympy().Symbol("u", positive=True)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class Derivation:
    """NLCP equilibrium derived from the rules (sympy expressions in :data:`S_SYMBOL`).

    Attributes
    ----------
    equations : dict
        Name -> sympy ``Eq``: the four conditions as first written (with A unknown).
    bluff_below, value_above : sympy numbers
        A (bluff below) and v(0) (value bet above).
    call, value_hand, bluff_hand : sympy expressions in s
        c(s), v(s) and b(s).
    value : sympy number
        The bettor's value, pot-1 units.

    Examples
    --------
    >>> d = derive()
    >>> d.bluff_below, d.value_above, d.call
    (1/7, 4/7, (7*s + 1)/(7*(s + 1)))
    """

    equations: dict  # name -> sympy Eq, the conditions as first written (with A unknown)
    bluff_below: Scalar  # A: bluff with x < A
    value_above: Scalar  # v(0): value bet with x > v(0)
    call: Scalar  # c(s)
    value_hand: Scalar  # v(s)
    bluff_hand: Scalar  # b(s)
    value: Scalar  # game value for the bettor


@cache
@on_disk  # the first process derives; with $LCP_CACHE_DIR set, the others load (lcp.core.cache)
def derive() -> Derivation:
    r"""Derive c(s), v(s), b(s), the thresholds and the value of NLCP with sympy.

    1. *Bluffs are indifferent among all sizes and with checking at the boundary hand A.* A bluff
       of size s (always called by better hands) earns :math:`c/2 - (1 - c)(1/2 + s)`; setting it
       equal to the check payoff of hand A, :math:`A - 1/2`, gives c(s).
    2. *A value hand's size is optimal:* :math:`\partial_s E(x, s) = 0` gives x = v(s).
    3. *The caller is indifferent at y = c(s):* the bluffs and value bets of sizes in
       [s, s + ds] have masses :math:`-b'(s)ds` and :math:`v'(s)ds`; calling gains 1 + s against a
       bluff and loses s against a value bet, so :math:`-b'(s)(1 + s) = v'(s)s`, with
       :math:`b(\infty) = 0`.
    4. *Continuity:* the smallest bluff size is 0, so b(0) = A.

    Returns
    -------
    Derivation
        The conditions, c(s), v(s), b(s), A, v(0) and the value (sympy; cached).

    Examples
    --------
    >>> derive().value
    1/14
    """
    sp = _lazy.sympy()
    S_SYMBOL = __getattr__("S_SYMBOL")
    s, t, A, x, k = sp.symbols("s t A x k")
    c = sp.Function("c")(s)
    bluff_ev = bet_ev(x, c, s, x_above_c=False)
    eq_c = sp.Eq(bluff_ev, check_ev(A))
    c_s = sp.solve(eq_c, c)[0]

    value_ev = bet_ev(x, c_s, s, x_above_c=True)
    eq_v = sp.Eq(sp.diff(value_ev, s), 0)
    v_s = sp.solve(eq_v, x)[0]

    b_fun = sp.Function("b")(s)
    eq_b = sp.Eq(-sp.diff(b_fun, s) * (1 + s), sp.diff(v_s, s) * s)
    integrand = (sp.diff(v_s, s) * s / (1 + s)).subs(s, t)
    b_s = sp.integrate(integrand, (t, s, sp.oo))  # b(s) = b(inf) + int_s^inf (-b'), b(inf) = 0

    eq_A = sp.Eq(b_s.subs(s, 0), A)
    A_val = sp.solve(eq_A, A)[0]

    subs = {A: A_val}
    c_s, v_s, b_s = (sp.factor(sp.simplify(e.subs(subs))) for e in (c_s, v_s, b_s))
    v0 = sp.simplify(v_s.subs(s, 0))
    # value: bluffs earn A - 1/2 each, checks x - 1/2, value hands E(v(s), s) over x = v(s)
    value = (
        A_val * check_ev(A_val)
        + sp.integrate(check_ev(x), (x, A_val, v0))
        + sp.integrate(sp.simplify(bet_ev(v_s, c_s, s, x_above_c=True) * sp.diff(v_s, s)), (s, 0, sp.oo))
    )
    swap = {s: S_SYMBOL}
    equations = {
        "bluffs indifferent (defines c)": eq_c,
        "value size optimal (defines v)": eq_v,
        "caller indifferent at c(s) (defines b)": eq_b,
        "continuity b(0) = A": eq_A,
    }
    return Derivation(
        {k_: e.subs(swap) for k_, e in equations.items()},
        A_val,
        v0,
        c_s.subs(swap),
        v_s.subs(swap),
        b_s.subs(swap),
        sp.nsimplify(sp.simplify(value)),
    )


@cache
def u_forms() -> dict:
    """c, v, b rewritten as polynomials in u = 1/(1 + s) (sympy), derived from :func:`derive`.

    Returns
    -------
    dict
        ``call``, ``value_hand``, ``bluff_hand`` and ``value_ev`` (the value hands' payoff E(v(s), s)),
        each a polynomial in :data:`U_SYMBOL`.

    Examples
    --------
    >>> u_forms()["value_hand"]
    1 - 3*u**2/7
    """
    sp = _lazy.sympy()
    S_SYMBOL, U_SYMBOL = __getattr__("S_SYMBOL"), __getattr__("U_SYMBOL")
    d = derive()
    back = {S_SYMBOL: 1 / U_SYMBOL - 1}
    value_ev = bet_ev(d.value_hand, d.call, S_SYMBOL, x_above_c=True)  # E(v(s), s)
    named = (("call", d.call), ("value_hand", d.value_hand), ("bluff_hand", d.bluff_hand), ("value_ev", value_ev))
    return {name: sp.expand(sp.simplify(expr.subs(back))) for name, expr in named}


def _coordinates(s):
    """u = 1/(1 + s) and a = s/(1 + s) for sizes s in [0, inf] (a = 1 at s = inf)."""
    s = _validate.real_array(s, "s", 0.0, np.inf)
    u = 1.0 / (1.0 + s)
    with np.errstate(invalid="ignore"):
        return u, np.where(np.isinf(s), 1.0, s * u)


@dataclass(frozen=True)
class Equilibrium(continuous.Result):
    """Newman's equilibrium (pot-1 units). Fields are floats, or sympy numbers if ``exact``.

    Satisfies :class:`lcp.continuous.ContinuousGame`. The strategy functions are vectorised floats, or
    exact sympy values (one hand or size at a time) when ``exact``.

    Attributes
    ----------
    bluff_below : float or sympy number
        A: the hands below it bluff.
    value_above : float or sympy number
        v(0): the hands above it bet for value; (A, v(0)) checks.
    value : float or sympy number
        The bettor's value.
    exact : bool
        Whether the fields are sympy numbers.

    Examples
    --------
    >>> eq = solve(exact=True)
    >>> eq.bluff_below, eq.value_above, eq.call(1), eq.value_hand(1)
    (1/7, 4/7, 4/7, 25/28)
    >>> solve().bet([0.05, 0.5, 0.95]).round(6).tolist()
    [1.508716, 0.0, 1.9277]
    """

    bluff_below: Scalar  # A: hands below bluff
    value_above: Scalar  # hands above bet for value; (A, value_above) checks
    value: Scalar  # game value for the bettor
    exact: bool = False

    # -- strategy functions: vectorised numpy for floats, sympy expressions when exact ---------------
    def _eval(self, name, s):
        if self.exact:
            sp = _lazy.sympy()
            S_SYMBOL = __getattr__("S_SYMBOL")
            s = _exact_size(s)
            expr = getattr(derive(), name)
            if s == sp.oo:
                return sp.limit(expr, S_SYMBOL, sp.oo)
            return sp.simplify(expr.subs(S_SYMBOL, s))
        out = _forms.no_limit_parts(*_coordinates(s))[_index(name)]
        return np.asarray(out, dtype=float).copy()

    def call(self, s):
        """Calling threshold c(s) after a bet of size s >= 0 (call with y > c(s))."""
        return self._eval("call", s)

    def value_hand(self, s):
        """The value hand v(s) that bets size s >= 0."""
        return self._eval("value_hand", s)

    def bluff_hand(self, s):
        """The bluffing hand b(s) that bets size s >= 0."""
        return self._eval("bluff_hand", s)

    def as_float(self) -> Equilibrium:
        """The float twin for :func:`lcp.continuous.as_float` (vectorised ``bet`` and ``call``).

        Examples
        --------
        >>> solve(exact=True).as_float() == solve()
        True
        """
        return solve() if self.exact else self

    def as_exact(self) -> Equilibrium:
        """The exact twin for :func:`lcp.continuous.as_exact` (sympy fields; the equilibrium itself if exact).

        Examples
        --------
        >>> solve().as_exact() == solve(exact=True)
        True
        """
        return self if self.exact else solve(exact=True)

    def certify(self) -> continuous.Certificate:
        r"""An exact proof (sympy) that this profile is an equilibrium; a float solution certifies its exact twin
        (:meth:`as_exact`).

        The argument, claim by claim, is in :func:`lcp.continuous._certificates.no_limit`.

        Returns
        -------
        lcp.continuous.Certificate

        Examples
        --------
        >>> solve(exact=True).certify().is_equilibrium
        True
        """
        from . import _certificates

        return _certificates.no_limit(self.as_exact(), derive(), __getattr__("S_SYMBOL"))

    def bet(self, x):
        r"""Bet size of hand(s) x in [0, 1]; 0 means a check. x = 0 and x = 1 bet :math:`\infty`.

        Value hands invert :math:`v(s) = 1 - (1 - A)u^2/2`: :math:`u = \sqrt{2(1-x)/(1-A)}`.
        Bluffs invert :math:`b(s) = (1 - A)(3u^2 - 2u^3)/6`, the smoothstep :math:`h(u) = 3u^2 - 2u^3 = w`,
        by :math:`\psi = \arcsin\sqrt w`, :math:`u = \sin^2(\psi/3) + \tfrac{\sqrt3}2\sin(2\psi/3)` and
        :math:`1 - u = 2\cos(\psi/3)\sin((\pi/2 - \psi)/3)`: sums of non-negative terms, so both u and
        s = (1 - u)/u keep full relative precision. (The u-forms are checked against :func:`derive`
        in the tests.)
        """
        if self.exact:
            return _exact_bet(x, self)
        x = _validate.real_array(x, "x", 0.0, 1.0)
        A, v0, _ = exact_fractions().values()
        p, q = A.numerator, A.denominator  # A = p/q exactly, so the cancelling differences are formed exactly
        out = np.zeros_like(x)
        with np.errstate(divide="ignore", invalid="ignore"):
            hi = _kx_minus_m(v0.denominator, x, v0.numerator) > 0  # x > v(0), decided exactly
            xv = x[hi]
            u = np.sqrt(2.0 * (1.0 - xv) * q / (q - p))
            # s = (1 - u)/u and 1 - u = (1 - u^2)/(1 + u) = (2x - 1 - A)/((1 - A)(1 + u))
            out[hi] = _kx_minus_m(2 * q, xv, q + p) / ((q - p) * (1.0 + u) * u)
            lo = _kx_minus_m(q, x, p) < 0  # x < A, decided exactly
            w = 6.0 * q * x[lo] / (q - p)
            one_minus_w = -_kx_minus_m(6 * q, x[lo], q - p) / (q - p)
            out[lo] = size_from_smoothstep(w, one_minus_w)
        return out

    def ev(self, x):
        """Bettor's expected net payoff with hand(s) x under the equilibrium (pot-1 units).

        Bluffs earn A - 1/2 (every bluff is indifferent with checking at A), checks x - 1/2, and a value
        hand x = v(s) earns E(v(s), s), evaluated at u = 1/(1 + s) = sqrt(2(1 - x)/(1 - A)) and
        a = 1 - u = (2x - 1 - A)/((1 - A)(1 + u)) (formed exactly).
        """
        x = _validate.real_array(x, "x", 0.0, 1.0)
        A, v0, _ = exact_fractions().values()
        p, q = A.numerator, A.denominator
        with np.errstate(divide="ignore", invalid="ignore"):
            u = np.sqrt(np.clip(2.0 * (1.0 - x) * q / (q - p), 0.0, 1.0))
            a = np.clip(_kx_minus_m(2 * q, x, q + p) / ((q - p) * (1.0 + u)), 0.0, 1.0)
            value_ev = _forms.no_limit_parts(u, a)[_index("E(v(s), s)")]
        above = _kx_minus_m(v0.denominator, x, v0.numerator) > 0
        below = _kx_minus_m(q, x, p) < 0
        return np.where(below, float(A) - 0.5, np.where(above, value_ev, x - 0.5))


def size_from_smoothstep(h, one_minus_h):
    r"""The size s = (1 - u)/u of the u in [0, 1] with smoothstep :math:`3u^2 - 2u^3 = h`, given h and 1 - h.

    With :math:`\psi = \arcsin\sqrt h`: :math:`u = \sin^2(\psi/3) + \tfrac{\sqrt3}{2}\sin(2\psi/3)` and
    :math:`1 - u = 2\cos(\psi/3)\sin((\pi/2 - \psi)/3)`, both sums or products of non-negative terms; passing
    1 - h separately (computed without cancellation by the caller) keeps s accurate when u is near 1.

    Parameters
    ----------
    h, one_minus_h : float arrays
        The smoothstep value in [0, 1] and 1 - h.

    Returns
    -------
    ndarray
        The sizes s in [0, inf].

    Examples
    --------
    >>> round(float(size_from_smoothstep(0.5, 0.5)), 12)   # h(1/2) = 1/2, so u = 1/2 and s = 1
    1.0
    """
    h = _validate.real_array(h, "h", 0.0, 1.0)
    one_minus_h = _validate.real_array(one_minus_h, "one_minus_h", 0.0, 1.0)
    psi = np.arctan2(np.sqrt(h), np.sqrt(one_minus_h))
    comp = np.arctan2(np.sqrt(one_minus_h), np.sqrt(h))  # pi/2 - psi, without cancellation
    u = np.sin(psi / 3) ** 2 + np.sqrt(3.0) / 2 * np.sin(2 * psi / 3)
    return 2 * np.cos(psi / 3) * np.sin(comp / 3) / u


def _kx_minus_m(K: int, x, M: int):
    """K*x - M for small integers K, M, accurate to a few ulps of the result even when it cancels.

    The product's rounding error is recovered exactly by Dekker's splitting (an error-free
    transformation), and p - M is exact wherever it cancels (Sterbenz).
    """
    p = K * x
    split = 134217729.0  # 2**27 + 1
    t = split * x
    xh = t - (t - x)
    xl = x - xh
    t = split * K
    kh = t - (t - K)
    kl = K - kh
    err = ((kh * xh - p) + kh * xl + kl * xh) + kl * xl
    return (p - M) + err


def _exact_scalar(value, name: str, allowed: str):
    """``value`` as one sympy expression: the exact solution is evaluated one hand (or size) at a time."""
    sp = _lazy.sympy()
    try:
        out = sp.sympify(value, strict=True)
    except (sp.SympifyError, TypeError):
        out = None
    if not isinstance(out, sp.Expr):
        raise TypeError(
            f"{name} must be one number or sympy expression in {allowed} (the exact solution works one "
            f"value at a time; use solve() for arrays); got {type(value).__name__} {value!r}"
        )
    if out is sp.nan or (not out.free_symbols and out.is_extended_real is False):
        raise ValueError(f"{name} must lie in {allowed}; got {value!r}")
    return out


def _exact_size(s):
    s = _exact_scalar(s, "s", "[0, inf]")
    if not s.free_symbols and s.is_extended_negative:
        raise ValueError(f"s must lie in [0, inf]; got {s}")
    return s


def _exact_bet(x, eq):
    sp = _lazy.sympy()
    x = _exact_scalar(x, "x", "[0, 1]")
    if not x.free_symbols and not (0 <= x <= 1):
        raise ValueError(f"x must lie in [0, 1]; got {x}")
    A, v0 = eq.bluff_below, eq.value_above
    if x in (0, 1):
        return sp.oo  # the extreme hands bet without bound
    if x > v0:
        return sp.nsimplify(sp.sqrt((1 - A) / (2 * (1 - x))) - 1)
    if x >= A:
        return sp.Integer(0)
    psi = sp.asin(sp.sqrt(6 * x / (1 - A)))
    u = sp.sin(psi / 3) ** 2 + sp.sqrt(3) / 2 * sp.sin(2 * psi / 3)
    return (1 - u) / u


def solve(exact: bool = False) -> Equilibrium:
    """Newman's equilibrium of no-limit continuous poker (pot-1 units, ante 1/2).

    Parameters
    ----------
    exact : bool
        ``True``: sympy numbers (A = 1/7, v(0) = 4/7, value 1/14). ``False``: floats, without sympy.

    Returns
    -------
    Equilibrium
        The equilibrium (it satisfies :class:`lcp.continuous.ContinuousGame`).

    Examples
    --------
    >>> solve(exact=True).value
    1/14
    >>> float(solve().call(1.0))
    0.5714285714285714
    """
    if _validate.flag(exact, "exact"):
        d = derive()
        return Equilibrium(bluff_below=d.bluff_below, value_above=d.value_above, value=d.value, exact=True)
    f = exact_fractions()
    return Equilibrium(
        bluff_below=float(f["bluff_below"]), value_above=float(f["value_above"]), value=float(f["value"])
    )


def bet_reference(x, dps: int = 60) -> float:
    """Reference bet size of hand x in high precision (mpmath), independent of :meth:`Equilibrium.bet`.

    Solves b(s) = x or v(s) = x from the derived polynomials in u = 1/(1 + s) by bisection on
    t = log u at ``dps`` digits (b and v are monotone in u), then returns s = (1 - u)/u; used to
    measure the relative error of the float inverse. Handles x down to about 1e-250.

    Parameters
    ----------
    x : float
        One hand in [0, 1].
    dps : int
        Decimal digits of the bisection (15 to 1000).

    Returns
    -------
    float
        The bet size (0 for a check, ``inf`` for the hands 0 and 1).

    Examples
    --------
    >>> s = bet_reference(0.95)
    >>> abs(s - float(solve().bet(0.95))) < 1e-14 * s
    True
    """
    import mpmath

    sp = _lazy.sympy()
    U_SYMBOL = __getattr__("U_SYMBOL")
    d = derive()
    x = _validate.real_array(x, "x", 0.0, 1.0)  # NaN refused
    if x.ndim:
        raise TypeError(f"x must be one hand (a number in [0, 1]); got an array of shape {x.shape}")
    x = float(x)
    dps = _validate.integer(dps, "dps", 15, 1000)
    with mpmath.workdps(dps):
        xm = mpmath.mpf(x)
        A, v0 = (mpmath.mpf(e.p) / e.q for e in (sp.Rational(d.bluff_below), sp.Rational(d.value_above)))
        if A <= xm <= v0:
            return 0.0
        if xm in (0, 1):
            return float("inf")
        name = "bluff_hand" if xm < A else "value_hand"
        form = sp.lambdify(U_SYMBOL, u_forms()[name], "mpmath")
        sign = 1 if name == "bluff_hand" else -1  # b increases in u, v decreases
        lo, hi = mpmath.mpf(-600), mpmath.mpf(0)  # bracket for t = log u
        for _ in range(4 * dps):
            mid = (lo + hi) / 2
            if sign * (form(mpmath.exp(mid)) - xm) < 0:
                lo = mid
            else:
                hi = mid
        t = (lo + hi) / 2
        return float(-mpmath.expm1(t) / mpmath.exp(t))
