r"""The exact certificates of the continuous games' equilibria (``certify()`` of :mod:`lcp.continuous.fixed_bet`,
:mod:`lcp.continuous.no_limit`, :mod:`lcp.continuous.limit` and :mod:`lcp.continuous.menu`), and the two exact provers they share.

Each function proves, claim by claim, that no unilateral deviation gains (the arguments are in the
``certify`` docstrings) and returns a :class:`lcp.continuous.Certificate`. It takes the *exact* equilibrium
(a game's ``certify()`` hands it ``self.as_exact()``, the protocol of :mod:`lcp.continuous`), so this module
imports no game: it sits below them, beside the derivations it reads (:mod:`lcp.continuous._fixed_bet_derivation`,
:mod:`lcp.continuous._limit_derivation`; NLCP's derivation is handed in by :mod:`lcp.continuous.no_limit`). Identities are proved by putting
the difference over one denominator and expanding its numerator; inequalities in the limits (L, U) on the
triangle 0 <= L <= U <= inf in the coordinates r = L/(1+L), t = 1/(1+U), where a rational function whose
numerator and denominator, written homogeneously, have coefficients of one sign has that sign.
"""

from __future__ import annotations

from fractions import Fraction

from lcp.core import _lazy, rational

from . import _limit_derivation
from ._fixed_bet_derivation import bet_ev
from .protocol import Certificate, Claim


def _require_exact(eq) -> None:
    """A TypeError if ``eq`` is a float solution: its ``certify()`` passes its exact twin (``eq.as_exact()``)."""
    if not eq.exact:
        raise TypeError(f"the certificate needs the exact equilibrium (as_exact()); got a float {type(eq).__name__}")


def fixed_bet(eq) -> Certificate:
    r"""The certificate of an FBCP profile (see :meth:`lcp.continuous.fixed_bet.Equilibrium.certify`).

    Against the caller's threshold c, betting earns :math:`E_b = \frac c2 - (1 - c)(\frac12 + B)` with
    x < c and :math:`E_v(x) = \frac c2 + (\frac12 + B)(2x - c - 1)` with x > c, and checking x - 1/2: the
    gain of betting falls in x below c (slope -1) and rises above it (slope 2B), so it is >= 0 on the
    bluffs, <= 0 on the checks and >= 0 on the value bets iff it is 0 at a and at v (with a <= c <= v).
    The caller's gain of calling with y, :math:`(1 + B)m_<(y) - B\,m_>(y)` over the betting masses
    below and above y, never falls, so it is <= 0 below c and >= 0 above iff it is 0 at c. The value is
    the integral of the profile's payoff.
    """
    _require_exact(eq)
    B, a, v, c = eq.B, eq.bluff_below, eq.value_above, eq.call_above
    half = _lazy.sympy().Rational(1, 2)
    bluff = c * half - (1 - c) * (half + B)

    def value_ev(x):
        return c * half + (half + B) * (2 * x - c - 1)

    zero, nonneg = _exact_zero, _nonnegative
    profile = (
        a * bluff
        + (v * v - a * a) * half
        - (v - a) * half
        + (c * half - (half + B) * (c + 1)) * (1 - v)
        + (half + B) * (1 - v * v)
    )
    claims = [
        ("bettor", "0 <= a <= c <= v <= 1", all(nonneg(hi - lo) for lo, hi in ((0, a), (a, c), (c, v), (v, 1)))),
        ("bettor", "E_b = a - 1/2: bluffing with hand a earns what checking does", zero(bluff - (a - half))),
        (
            "bettor",
            "E_v(v) = v - 1/2: value betting with hand v earns what checking does",
            zero(value_ev(v) - (v - half)),
        ),
        ("bettor", "B >= 0: the gain of a value bet over a check rises with the hand", nonneg(B)),
        ("caller", "(1 + B) a - B (1 - v) = 0: calling with y = c gains nothing", zero((1 + B) * a - B * (1 - v))),
        ("caller", "1 + 2B >= 0: the gain of calling rises with the hand", nonneg(1 + 2 * B)),
        ("value", "value = the integral of the profile's payoff over the hands", zero(profile - eq.value)),
    ]
    return Certificate(claims=tuple(Claim(*c) for c in claims), game=f"FBCP, B = {B}")


def no_limit(eq, d, s) -> Certificate:
    r"""The certificate of an NLCP profile (see :meth:`lcp.continuous.no_limit.Equilibrium.certify`).

    The profile: bluffs x < A bet the size s with b(s) = x, hands in (A, v(0)) check, value hands bet
    the size s with v(s) = x; the caller calls s with y > c(s) (:func:`derive`'s functions, and this
    object's A, v(0) and value). The bettor: a bluff earns A - 1/2 at every size; a value bet's payoff
    has :math:`\partial_s E = 2(x - v(s))` with v increasing and E(x, 0) = x - 1/2, so a hand's best
    size is :math:`v^{-1}(x)` above v(0) and betting gains nothing below; and
    :math:`b(s) \le A \le c(s) \le v(s)` puts every bluff below the caller's threshold and every value
    bet above it. The caller: calling s gains :math:`-b'(s)(1 + s) - v'(s)s = 0` per unit between b(s)
    and v(s), so she is indifferent there, and c(s) lies there. The value is the integral of the payoff.
    """
    _require_exact(eq)
    sp = _lazy.sympy()
    x = sp.Symbol("x", real=True)
    A, v0, half = eq.bluff_below, eq.value_above, sp.Rational(1, 2)
    c, v, b = d.call, d.value_hand, d.bluff_hand
    E_value = bet_ev(x, c, s, x_above_c=True)
    zero, nonneg = _exact_zero, _nonnegative
    u = sp.Symbol("u", positive=True)
    integrand = (bet_ev(v, c, s, x_above_c=True) * sp.diff(v, s)).subs(s, 1 / u - 1) / u**2
    profile = A * (A - half) + (v0**2 - A**2) / 2 - (v0 - A) / 2 + sp.integrate(sp.cancel(integrand), (u, 0, 1))
    claims = [
        ("bettor", "0 <= A <= v(0) <= 1", all(nonneg(hi - lo) for lo, hi in ((0, A), (A, v0), (v0, 1)))),
        (
            "bettor",
            "c(s)/2 - (1 - c(s))(1/2 + s) = A - 1/2: a bluff of any size earns what checking A does",
            zero(bet_ev(x, c, s, x_above_c=False) - (A - half)),
        ),
        ("bettor", "dE(x, s)/ds = 2(x - v(s)) for a value bet", zero(sp.diff(E_value, s) - 2 * (x - v))),
        ("bettor", "v'(s) >= 0 for s >= 0", nonneg(sp.diff(v, s))),
        ("bettor", "E(x, 0) = x - 1/2: the size 0 is a check", zero(E_value.subs(s, 0) - (x - half))),
        ("bettor", "v(0) = the check range's top", zero(v.subs(s, 0) - v0)),
        (
            "bettor",
            "b(0) = A, b(oo) = 0 and b'(s) <= 0: the bluffs are the hands below A",
            zero(b.subs(s, 0) - A) and zero(sp.limit(b, s, sp.oo)) and nonneg(-sp.diff(b, s)),
        ),
        ("bettor", "b(s) <= A <= c(s) <= v(s) for s >= 0", nonneg(A - b) and nonneg(c - A) and nonneg(v - c)),
        (
            "caller",
            "-b'(s)(1 + s) - v'(s) s = 0: calling s with b(s) < y < v(s) gains nothing",
            zero(-sp.diff(b, s) * (1 + s) - sp.diff(v, s) * s),
        ),
        ("value", "value = the integral of the profile's payoff over the hands", zero(profile - eq.value)),
    ]
    return Certificate(claims=tuple(Claim(*c) for c in claims), game="NLCP")


def limit(eq) -> Certificate:
    r"""The certificate of an LCP profile (see :meth:`lcp.continuous.limit.Equilibrium.certify`).

    The profile is the plan of the module docstring with this object's thresholds x0..x5, b0 and value,
    and :func:`derive`'s functions c(s), v(s), b(s) at its x2 and b0. The bettor: a bluff of any size earns
    x2 - 1/2 (every call beats it, :math:`b(s) \le x_2 \le c(s)`); a value bet's payoff has
    :math:`\partial_s E = 2(x - v(s))` with v increasing, so a hand's best size is :math:`v^{-1}(x)`
    clamped to [L, U], and :math:`E(x, L) - (x - \frac12) = 2L(x - x_3)`, so value betting beats
    checking exactly above x3; continuity puts the atoms where the plan does. The caller: per unit of
    hand between b(s) and v(s), calling gains :math:`-b'(s)(1 + s) - v'(s)s = 0`, and the atoms at L
    and U balance the same way, with c(s) between the bluffs and the value bets. The value is the
    integral of the payoff. Inequalities in (L, U) are proved on the whole triangle
    0 <= L <= U <= inf (:func:`lcp.continuous._certificates._nonnegative`).
    """
    _require_exact(eq)
    sp = _lazy.sympy()
    L, U = sp.sympify(eq.L), sp.sympify(eq.U)
    if L == sp.oo:
        raise ValueError("L must be finite to certify (L = U = inf has no finite bet size)")
    sym = _limit_derivation._symbols()
    s, xs = sym["S_SYMBOL"], sym["X_SYMBOLS"]
    fields = (*eq.x, eq.b0, eq.value)
    triangle: tuple = ()
    if eq._symbols():
        if eq._symbols() != {L, U} or len({L, U}) != 2:
            raise TypeError("symbolic limits must be two symbols L and U (0 <= L <= U <= inf)")
        # in r = L/(1 + L), t = 1/(1 + U) the forms are short ratios of cubics
        triangle = (sp.Dummy("r", nonnegative=True), sp.Dummy("t", nonnegative=True))
        to = {L: triangle[0] / (1 - triangle[0]), U: (1 - triangle[1]) / triangle[1]}
        fields = tuple(rational.reduced(sp.sympify(f).subs(to, simultaneous=True)) for f in fields)
        L, U = to[L], to[U]
    x0, x1, x2, x3, x4, x5, b0, value = fields
    d = _limit_derivation.derive()
    fix = {xs[2]: x2, sym["B0_SYMBOL"]: b0}
    c, v, b = (e.subs(fix) for e in (d.call, d.value_hand, d.bluff_hand))
    zero = _exact_zero

    def nonneg(e):
        return _nonnegative(e, triangle=triangle)

    def at(expr, size):
        return sp.limit(expr, s, sp.oo) if size == sp.oo else expr.subs(s, size)

    def share(size):  # size/(1 + size), 1 at infinity
        return sp.Integer(1) if size == sp.oo else size / (1 + size)

    xx, half = sp.Symbol("x", real=True), sp.Rational(1, 2)
    E_value = bet_ev(xx, c, s, x_above_c=True)
    chain = (0, x0, x1, x2, x3, x4, x5, 1)
    general = _limit_derivation._value_integral(d.call, d.value_hand).subs(dict(zip(xs, fields[:6])))
    if triangle:
        profile = general.subs({sym["L_SYMBOL"]: L, sym["U_SYMBOL"]: U}, simultaneous=True)
    else:
        profile = _limit_derivation._exact_value(general, L, U)
    claims = [
        (
            "bettor",
            "0 <= x0 <= x1 <= x2 <= x3 <= x4 <= x5 <= 1",
            all(nonneg(hi - lo) for lo, hi in zip(chain, chain[1:])),
        ),
        (
            "bettor",
            "c(s)/2 - (1 - c(s))(1/2 + s) = x2 - 1/2: a bluff of any size earns what checking x2 does",
            zero(bet_ev(xx, c, s, x_above_c=False) - (x2 - half)),
        ),
        ("bettor", "dE(x, s)/ds = 2(x - v(s)) for a value bet", zero(sp.diff(E_value, s) - 2 * (xx - v))),
        ("bettor", "v'(s) = (1 - x2)/(1 + s)^3 >= 0", zero(sp.diff(v, s) - (1 - x2) / (1 + s) ** 3) and nonneg(1 - x2)),
        (
            "bettor",
            "E(x, L) - (x - 1/2) = 2L(x - x3): value betting L beats checking above x3",
            zero(E_value.subs(s, L) - (xx - half) - 2 * L * (xx - x3)),
        ),
        (
            "bettor",
            "v(L) = x4 and v(U) = x5: the interval value bets meet the atoms",
            zero(at(v, L) - x4) and zero(at(v, U) - x5),
        ),
        (
            "bettor",
            "b(L) = x1 and b(U) = x0: the interval bluffs meet the atoms",
            zero(at(b, L) - x1) and zero(at(b, U) - x0),
        ),
        (
            "bettor",
            "b'(s) = -s(1 - x2)/(1 + s)^4 <= 0: larger bluffs come from weaker hands",
            zero(sp.diff(b, s) + s * (1 - x2) / (1 + s) ** 4),
        ),
        (
            "bettor",
            "c(s) - x2 = s(1 - x2)/(1 + s): every bluff is below the caller's threshold",
            zero(c - x2 - s * (1 - x2) / (1 + s)),
        ),
        (
            "bettor",
            "v(s) - c(s) = (1 - x2)(1 + 2s)/(2(1 + s)^2) and x3 >= c(L): every value bet is above it",
            zero(v - c - (1 - x2) * (1 + 2 * s) / (2 * (1 + s) ** 2)) and nonneg(x3 - c.subs(s, L)),
        ),
        (
            "caller",
            "-b'(s)(1 + s) - v'(s) s = 0: calling s between b(s) and v(s) gains nothing",
            zero(-sp.diff(b, s) * (1 + s) - sp.diff(v, s) * s),
        ),
        (
            "caller",
            "x2 - x1 = (x4 - x3) L/(1 + L): calling L at c(L) gains nothing",
            zero(x2 - x1 - (x4 - x3) * share(L)),
        ),
        ("caller", "x0 = (1 - x5) U/(1 + U): calling U at c(U) gains nothing", zero(x0 - (1 - x5) * share(U))),
        ("value", "value = the integral of the profile's payoff over the hands", zero(profile - value)),
    ]
    return Certificate(claims=tuple(Claim(*c) for c in claims), game=f"LCP, L = {eq.L}, U = {eq.U}")


def menu(eq) -> Certificate:
    r"""The certificate of a menu game's profile (see :meth:`lcp.continuous.menu.MenuEquilibrium.certify`).

    Against the thresholds :math:`c_k`, betting :math:`s_k` with hand x earns the larger of the bluff's
    constant :math:`E^b_k = c_k/2 - (1 - c_k)(1/2 + s_k)` (all calls beat it) and the line
    :math:`E^v_k(x) = c_k/2 + (1/2 + s_k)(2x - c_k - 1)`, and checking earns x - 1/2. Every payoff is
    linear in x on each of the profile's ranges (the bluffs (0, x0), the checks, each size's value
    hands), so the profile's action beats every other action on a range iff it does at both ends.
    Facing s_k, calling with y gains :math:`(1 + s_k)m_<(y) - s_k m_>(y)` over the masses of hands betting
    s_k below and above y, which never falls in y; the caller's rule is optimal iff it is 0 at c_k.
    """
    _require_exact(eq)
    half, x0 = Fraction(1, 2), eq.bluff_below
    sizes, calls = eq.sizes, eq.call_above
    bluff = [c * half - (1 - c) * (half + s) for s, c in zip(sizes, calls)]

    def payoffs(x):  # every action's payoff with hand x: check, then each size (the larger branch)
        return [x - half] + [max(b, c * half + (half + s) * (2 * x - c - 1)) for s, c, b in zip(sizes, calls, bluff)]

    spans = eq.bluff_spans()
    ranges = [(lo, hi, 1 + k) for k, (lo, hi) in enumerate(spans)]  # bluffs of size k
    ranges.append((x0, eq.value_from[0], 0))  # checks
    tops = [*eq.value_from[1:], Fraction(1)]
    ranges += [(lo, hi, 1 + k) for k, (lo, hi) in enumerate(zip(eq.value_from, tops))]
    lines_ok = all(payoffs(end)[action] >= max(payoffs(end)) for lo, hi, action in ranges for end in (lo, hi))
    bluffs_lose = all(hi <= c for (_, hi), c in zip(spans, calls))
    values_win = all(lo >= c for lo, c in zip(eq.value_from, calls))
    tiles = sorted((lo, hi) for lo, hi, _ in ranges)
    covered = (
        tiles[0][0] == 0
        and tiles[-1][1] == 1
        and all(lo <= hi for lo, hi in tiles)
        and all(a[1] == b[0] for a, b in zip(tiles, tiles[1:]))
    )

    def caller_gain(k):  # calling s_k with y = c_k, over the hands betting s_k below and above c_k
        (lo, hi), c, s = spans[k], calls[k], sizes[k]
        v_lo, v_hi = eq.value_from[k], tops[k]
        below = max(min(hi, c) - lo, 0) + max(min(v_hi, c) - v_lo, 0)
        above = (hi - lo) + (v_hi - v_lo) - below
        return (1 + s) * below - s * above

    value = sum(((payoffs(lo)[a] + payoffs(hi)[a]) / 2 * (hi - lo) for lo, hi, a in ranges), Fraction(0))
    claims = [
        ("bettor", "the ranges (bluffs of each size, checks, value bets of each size) tile [0, 1] in order", covered),
        ("bettor", "each range's action earns at least every other action at both ends of the range", lines_ok),
        ("bettor", "each size's bluffs lie below c_k and its value bets above c_k", bluffs_lose and values_win),
        (
            "caller",
            "(1 + s_k) m_<(c_k) - s_k m_>(c_k) = 0 for every size: calling at c_k gains nothing",
            all(caller_gain(k) == 0 for k in range(len(sizes))),
        ),
        ("caller", "1 + 2 s_k >= 0: the gain of calling rises with the hand", all(1 + 2 * s >= 0 for s in sizes)),
        ("value", "value = the integral of the profile's payoff over the hands", value == eq.value),
    ]
    return Certificate(claims=tuple(Claim(*c) for c in claims), game=f"menu game, sizes {[str(v) for v in sizes]}")


def _exact_zero(expr) -> bool:
    """True if ``expr`` (a number, ``Fraction`` or sympy expression) is exactly 0.

    A sympy expression is decided in the field of rational functions over the rationals
    (:func:`lcp.core.rational.is_zero`).

    Examples
    --------
    >>> from fractions import Fraction
    >>> _exact_zero(Fraction(1, 3) - Fraction(2, 6)), _exact_zero(Fraction(1, 3))
    (True, False)
    """
    if not _lazy.is_sympy(expr):
        return expr == 0
    return rational.is_zero(expr)


def _barycentric(expr, simplex):
    """``expr`` with the limits (L, U) = ``simplex`` written as r/(1 - r) and (1 - t)/t, and the new symbols."""
    sp = _lazy.sympy()
    r, t = sp.Dummy("r", nonnegative=True), sp.Dummy("t", nonnegative=True)
    L, U = simplex
    return expr.subs({L: r / (1 - r), U: (1 - t) / t}, simultaneous=True), [r, t]


def _nonnegative(expr, simplex: tuple = (), triangle: tuple = ()) -> bool:
    r"""True if ``expr`` >= 0 is proved exactly on its whole domain; False if refuted or not proved.

    Numbers are compared exactly. A sympy expression's free symbols are taken as non-negative, except
    the pair ``simplex = (L, U)`` of limits with :math:`0 \le L \le U \le \infty`, which is mapped to the
    triangle :math:`r = L/(1+L)`, :math:`t = 1/(1+U)`, :math:`w = 1 - r - t` (all >= 0). The rational
    function is then proved non-negative if its numerator and denominator, written homogeneously in those
    coordinates, each have coefficients of one sign (a sufficient condition; ``False`` means not proved).

    Parameters
    ----------
    expr : number or sympy expression
        The quantity claimed non-negative.
    simplex : tuple
        ``()`` or the two sympy symbols ``(L, U)`` of the limits.
    triangle : tuple
        ``()`` or two sympy symbols ``(r, t)`` that already are the triangle's coordinates (instead of
        ``simplex``).

    Returns
    -------
    bool

    Examples
    --------
    >>> import sympy as sp
    >>> L, U = sp.symbols("L U", nonnegative=True)
    >>> _nonnegative((U - L) / (1 + U), (L, U)), _nonnegative(L - U, (L, U))
    (True, False)
    """
    if not _lazy.is_sympy(expr):
        return bool(expr >= 0)
    sp = _lazy.sympy()
    coords: list = list(triangle)
    if simplex:
        expr, coords = _barycentric(expr, simplex)
    expr = rational.reduced(sp.together(expr))
    if not expr.free_symbols:
        return bool(expr >= 0) if expr.is_extended_real else False
    if expr.is_nonnegative:
        return True
    others = sorted(expr.free_symbols - set(coords), key=str)
    coords = [*others, *coords]
    num, den = sp.fraction(expr)
    signs = [_coefficient_sign(p, coords, bool(simplex or triangle)) for p in (num, den)]
    return None not in signs and signs[0] * signs[1] >= 0 and signs[1] != 0


def _coefficient_sign(poly, coords, simplex):
    """+1 (or -1) if every coefficient of ``poly`` in ``coords`` (homogenised in r, t, w when ``simplex``) is
    >= 0 (or <= 0), 0 for the zero polynomial, None for mixed signs."""
    sp = _lazy.sympy()
    poly = sp.expand(poly)
    if simplex:
        r, t = coords[-2:]
        w = sp.Dummy("w", nonnegative=True)  # 1 - r - t
        p = sp.Poly(poly, r, t)
        top = p.total_degree()
        poly = sp.expand(sum(cf * r**i * t**j * (r + t + w) ** (top - i - j) for (i, j), cf in p.terms()))
        coords = [*coords, w]
    coefficients = sp.Poly(poly, *coords).coeffs() if poly != 0 else []
    if not coefficients:
        return 0
    if any(not c.is_number for c in coefficients):
        return None
    if all(c >= 0 for c in coefficients):
        return 1
    if all(c <= 0 for c in coefficients):
        return -1
    return None
