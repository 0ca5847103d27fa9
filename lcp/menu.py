r"""Continuous poker with a finite menu of bet sizes: the continuous limit of the finite-deck games.

Units: the paper's pot-1 convention (ante 1/2 each, net payoffs). Hands x, y ~ U[0, 1]; the bettor
checks or bets one of the sizes :math:`s_1 < \dots < s_m`; the caller calls or folds. With
:math:`m = 1` this is FBCP (:mod:`lcp.fixed_bet`); a fine grid of sizes in [L, U] approaches LCP
(:mod:`lcp.limit`); the sizes ``{1/2, 1, 3/2, ...}`` are the integer bets of the finite-deck paper in
pot-1 units, so this game is what finite Newman poker tends to as the deck grows
(``notebooks/06_finite_decks``).

The equilibrium, derived from the rules exactly as in Secs. 2 and 4 of the paper:

* bluffs: hands :math:`x < x_0`; every bluff earns the same, so each size's call threshold satisfies
  :math:`c_k/2 - (1 - c_k)(1/2 + s_k) = x_0 - 1/2`, i.e. :math:`c_k = (x_0 + s_k)/(1 + s_k)`;
* checks: :math:`x_0 < x < v_0`; value bets: size :math:`s_k` on :math:`(v_{k-1}, v_k)`, :math:`v_m = 1`.
  A value bet of size :math:`s` with hand x earns :math:`c/2 + (1/2 + s)(2x - c - 1)`, a line in x of
  slope :math:`1 + 2s`; :math:`v_0` and :math:`v_k` are where consecutive lines (and the check line
  :math:`x - 1/2`) cross, so larger hands bet more;
* the caller is indifferent at :math:`c_k`: bluffs of size k (mass :math:`\beta_k`) against value bets
  (mass :math:`v_k - v_{k-1}`): :math:`\beta_k (1 + s_k) = (v_k - v_{k-1}) s_k`; bluffs fill
  :math:`(0, x_0)`: :math:`\sum_k \beta_k = x_0`.

Every threshold is affine in :math:`x_0`, so the last equation is linear: exact for rational sizes.
The solution is returned only if its shape holds (:math:`x_0 < c_k \le v_{k-1} < v_k`), which makes it
an equilibrium: bluffs beat checking exactly below :math:`x_0`, the value lines form the upper envelope,
and each caller faces only bluffs below her threshold and value bets above it.
"""

from __future__ import annotations

import dataclasses
import math
import numbers
import sys
from dataclasses import dataclass
from fractions import Fraction

from . import _validate


#: Float menus up to this length are solved in rationals and rounded once (see :func:`solve`).
EXACT_FLOAT_MENU = 64


@dataclass(frozen=True)
class MenuEquilibrium:
    """Equilibrium of the menu game (pot-1 units).

    ``bluff_below`` is :math:`x_0`; ``value_from[k]`` is :math:`v_{k-1}` (``value_from[0]``, also
    ``value_above``, the end of the check range); ``call_above[k]`` is :math:`c_k`; ``bluff_mass[k]`` is :math:`\\beta_k`. Exact
    (``Fraction``) when the sizes are rational, floats (the exact solution rounded once) otherwise.

    Attributes
    ----------
    sizes : tuple
        The bet sizes, increasing.
    bluff_below : Fraction or float
        x0: the hands below it bluff.
    value_from, call_above, bluff_mass : tuple
        v_{k-1}, c_k and beta_k per size.
    value : Fraction or float
        The bettor's value, pot-1 units.

    Examples
    --------
    >>> eq = solve([Fraction(1, 2), 1], exact=True)
    >>> eq.bluff_below, eq.call_above, eq.value
    (Fraction(5, 41), (Fraction(17, 41), Fraction(23, 41)), Fraction(5, 82))
    """

    sizes: tuple
    bluff_below: object
    value_from: tuple
    call_above: tuple
    bluff_mass: tuple
    value: object

    # -- the protocol of lcp.continuous (payoff, simulate, exploit) -------------------------------
    @property
    def exact(self) -> bool:
        """True when the fields are exact (``Fraction``: the sizes were ints or Fractions)."""
        return isinstance(self.bluff_below, Fraction)

    @property
    def value_above(self):
        """v_0, the end of the check range (the name the other continuous games use)."""
        return self.value_from[0]

    def bluff_spans(self) -> tuple:
        """The bluffing hands of each size, as (lo, hi) per size in the order of :attr:`sizes`.

        Every bluff earns the same, so only each size's mass is fixed; as in the paper's plan for LCP, the
        weakest hands bluff the largest size: (0, beta_m) bets s_m, the next beta_{m-1} hands bet s_{m-1}, and
        so on up to x0.

        Examples
        --------
        >>> solve([Fraction(1, 2), 1], exact=True).bluff_spans()
        ((Fraction(3, 41), Fraction(5, 41)), (Fraction(0, 1), Fraction(3, 41)))
        """
        spans, top = [], self.bluff_below
        for mass in self.bluff_mass:  # smallest size first: it takes the strongest bluffs
            spans.append((top - mass, top))
            top -= mass
        spans[-1] = (0 * top, spans[-1][1])  # the weakest bluff is hand 0 exactly
        return tuple(spans)

    def bet(self, x):
        """Bet size of hand(s) ``x`` in [0, 1] (0 = check), vectorised floats (see :meth:`bluff_spans`).

        Examples
        --------
        >>> solve([Fraction(1, 2), 1]).bet([0.01, 0.1, 0.5, 0.8, 0.9]).tolist()
        [1.0, 0.5, 0.0, 0.5, 1.0]
        """
        import numpy as np


        x = _validate.real_array(x, "x", 0.0, 1.0)
        out = np.zeros_like(x)
        bounds = [float(v) for v in self.value_from] + [1.0]
        for k, size in enumerate(self.sizes):
            lo, hi = (float(v) for v in self.bluff_spans()[k])
            out[(x >= lo) & (x < hi)] = float(size)
            out[(x > bounds[k]) & (x <= bounds[k + 1])] = float(size)
        return out

    def call(self, s):
        """The caller's threshold c_k for each bet size in ``s`` (each must be one of :attr:`sizes`).

        Examples
        --------
        >>> solve([Fraction(1, 2), 1]).call([1.0, 0.5]).round(6).tolist()   # 23/41 and 17/41
        [0.560976, 0.414634]
        """
        import numpy as np


        s = _validate.real_array(s, "s", 0.0, math.inf, low_open=True)
        menu = np.array([float(v) for v in self.sizes])
        k = np.searchsorted(menu, s)
        ok = (k < menu.size) & (menu[np.minimum(k, menu.size - 1)] == s)
        if not np.all(ok):
            raise ValueError(f"s must be one of the sizes {menu.tolist()}; got {s[~ok].flat[0]}")
        return np.array([float(c) for c in self.call_above])[k]


def solve(sizes, exact: bool = False) -> MenuEquilibrium:
    """Solve the menu game for the bet sizes ``sizes`` (finite, positive, distinct).

    Like every continuous game's ``solve``, ``exact`` chooses the result: ``exact=True`` solves in
    Fractions (the sizes must then be ints or Fractions) and returns Fractions; ``exact=False`` returns
    floats. Menus of up to ``EXACT_FLOAT_MENU`` sizes are solved exactly even then (each float is the
    rational it is) and rounded once, so that tiny, huge or nearly equal sizes keep full relative precision;
    longer float menus are solved in float arithmetic (the exact denominators grow with every size, so a
    menu of thousands of floats would take minutes).

    Parameters
    ----------
    sizes : iterable of real numbers
        The bet sizes (pot-1 units), finite, positive and distinct, in any order.
    exact : bool
        Fractions (True) or floats (False).

    Returns
    -------
    MenuEquilibrium
        The equilibrium.

    Raises
    ------
    ValueError
        If a size would not be used (the assumed shape breaks).

    Examples
    --------
    >>> solve([1], exact=True).value   # one size B = 1 is FBCP: 1/18
    Fraction(1, 18)
    >>> round(solve([0.5, 1.0]).value, 12)
    0.060975609756
    """
    exact = _validate.flag(exact, "exact")
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive real numbers; got {sizes!r}")
    menu = []
    floats = False
    for s in sizes:
        if isinstance(s, bool) or not isinstance(s, numbers.Real):
            raise TypeError(f"sizes must be positive real numbers; got {type(s).__name__} {s!r}")
        if isinstance(s, numbers.Rational):
            q = Fraction(int(s.numerator), int(s.denominator))
            if not exact and not math.isfinite(_as_float(q)):
                raise ValueError(f"sizes must be below {sys.float_info.max:.3g} for float results (pass exact=True "
                                 f"for larger ones); got {s!r}")
        else:
            f = float(s)
            if math.isinf(f) or math.isnan(f):
                raise ValueError(f"sizes must be finite positive numbers (an unbounded bet is lcp.limit with U = inf); got {s!r}")
            if exact:
                raise ValueError(f"sizes must be ints or Fractions with exact=True; got float {s!r}")
            q, floats = Fraction(f), True
        if q <= 0:
            raise ValueError(f"sizes must be positive real numbers; got {s!r}")
        menu.append(q)
    if not menu:
        raise ValueError("sizes must name at least one bet size")
    menu = sorted(menu)
    if any(a == b for a, b in zip(menu, menu[1:])):
        raise ValueError(f"sizes must be distinct; got {sizes!r}")
    if floats and len(menu) > EXACT_FLOAT_MENU:  # long float menus: float arithmetic, O(m)
        return _solve([float(q) for q in menu], 1.0)
    eq = _solve(menu, Fraction(1))
    if exact:
        return eq
    as_float = lambda v: tuple(map(float, v)) if isinstance(v, tuple) else float(v)  # noqa: E731
    return MenuEquilibrium(*(as_float(getattr(eq, f.name)) for f in dataclasses.fields(eq)))


def _as_float(q: Fraction) -> float:
    """``float(q)``, or ``inf`` where it overflows."""
    try:
        return float(q)
    except OverflowError:
        return math.inf


def _solve(menu: list, one) -> MenuEquilibrium:
    half = one / 2

    # affine functions of x0 as (constant, slope)
    calls = [((s) / (1 + s), one / (1 + s)) for s in menu]

    def line_intercept(k):  # EV_k(x) = slope_k x + intercept_k, intercept = c/2 - (1/2 + s)(c + 1)
        s, (c0, c1) = menu[k], calls[k]
        return (c0 / 2 - (half + s) * (c0 + 1), c1 / 2 - (half + s) * c1)

    bounds = [((1 + calls[0][0]) / 2, calls[0][1] / 2)]  # v0 = (1 + c_1) / 2
    for k in range(len(menu) - 1):
        (a0, a1), (b0, b1) = line_intercept(k), line_intercept(k + 1)
        d = 2 * (menu[k + 1] - menu[k])
        bounds.append(((a0 - b0) / d, (a1 - b1) / d))
    bounds.append((one, 0 * one))
    # sum_k (v_k - v_{k-1}) s_k / (1 + s_k) = x0
    const = sum((bounds[k + 1][0] - bounds[k][0]) * menu[k] / (1 + menu[k]) for k in range(len(menu)))
    slope = sum((bounds[k + 1][1] - bounds[k][1]) * menu[k] / (1 + menu[k]) for k in range(len(menu)))
    x0 = const / (1 - slope)
    at = lambda f: f[0] + f[1] * x0  # noqa: E731
    c = [at(f) for f in calls]
    v = [at(f) for f in bounds]
    masses = [(v[k + 1] - v[k]) * menu[k] / (1 + menu[k]) for k in range(len(menu))]
    for k in range(len(menu)):
        if not (x0 < c[k] <= v[k] < v[k + 1]):
            raise ValueError(
                f"the size {menu[k]} breaks the assumed shape (x0={float(x0):.6g}, c={float(c[k]):.6g}, "
                f"value range {float(v[k]):.6g}..{float(v[k + 1]):.6g}); not every size is used"
            )
    value = x0 * (x0 - half) + (v[0] ** 2 - x0**2) / 2 - (v[0] - x0) / 2
    for k, s in enumerate(menu):
        a = c[k] / 2 - (half + s) * (c[k] + 1)
        value += a * (v[k + 1] - v[k]) + (1 + 2 * s) * (v[k + 1] ** 2 - v[k] ** 2) / 2
    return MenuEquilibrium(tuple(menu), x0, tuple(v[:-1]), tuple(c), tuple(masses), value)
