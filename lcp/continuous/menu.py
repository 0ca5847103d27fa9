r"""Continuous poker with a finite menu of bet sizes: the continuous limit of the finite-deck games.

Units: the paper's pot-1 convention (ante 1/2 each, net payoffs). Hands x, y ~ U[0, 1]; the bettor
checks or bets one of the sizes :math:`s_1 < \dots < s_m`; the caller calls or folds. With
:math:`m = 1` this is FBCP (:mod:`lcp.continuous.fixed_bet`); a fine grid of sizes in [L, U] approaches LCP
(:mod:`lcp.continuous.limit`); the sizes ``{1/2, 1, 3/2, ...}`` are the integer bets of the finite-deck paper in
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

Every threshold is affine in :math:`x_0`, so the last equation is linear: exact for rational sizes, and
solved in closed form by :func:`solve`. Its shape (:math:`x_0 < c_k \le v_{k-1} < v_k`) holds for every
menu, which makes it an equilibrium: bluffs beat checking exactly below :math:`x_0`, the value lines form
the upper envelope, and each caller faces only bluffs below her threshold and value bets above it.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import numbers
import sys
from dataclasses import dataclass
from fractions import Fraction

from lcp.core import _validate, config
from lcp.core._types import Scalar

from . import protocol as continuous

#: Float menus up to this length are solved in rationals and rounded once (see :func:`solve`).
EXACT_FLOAT_MENU = 64
#: Most bits (numerators and denominators of all sizes) of a menu solved in rationals (about three seconds).
MAX_EXACT_BITS = 40_000
#: Most sizes of a menu solved in floats (about three seconds; the result holds five tuples of that length).
MAX_SIZES = 1_000_000
#: Relative error bound of the float closed form (tested against the exact solution; config.FLOAT_MENU_RTOL).
FLOAT_MENU_RTOL = config.FLOAT_MENU_RTOL


@dataclass(frozen=True)
class MenuEquilibrium(continuous.Result):
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
    bluff_below: Scalar
    value_from: tuple
    call_above: tuple
    bluff_mass: tuple
    value: Scalar

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
        sizes = np.array([float(v) for v in self.sizes])
        spans = self.bluff_spans()
        bluff_lo = np.array([float(lo) for lo, _ in spans])  # decreasing with the size
        value_top = np.array([float(v) for v in self.value_from[1:]] + [1.0])  # increasing with the size
        out = np.zeros_like(x)
        # a bluff x in [lo_k, hi_k): the largest k with lo_k <= x (lo decreasing, so search the reversed array)
        k_bluff = sizes.size - np.searchsorted(bluff_lo[::-1], x, side="right")
        bluff = x < float(self.bluff_below)
        out[bluff] = sizes[k_bluff[bluff]]
        # a value hand x in (v_{k-1}, v_k]: the first k with x <= v_k
        value = x > float(self.value_from[0])
        out[value] = sizes[np.minimum(np.searchsorted(value_top, x[value], side="left"), sizes.size - 1)]
        return out

    def as_float(self) -> MenuEquilibrium:
        """The float twin for :func:`lcp.continuous.as_float`: the equilibrium itself (``bet`` and ``call`` are
        vectorised floats even when the fields are Fractions).

        Examples
        --------
        >>> eq = solve([1], exact=True)
        >>> eq.as_float() is eq
        True
        """
        return self

    def as_exact(self) -> MenuEquilibrium:
        """The exact twin for :func:`lcp.continuous.as_exact`: solved with ``exact=True`` (in ``Fraction``) at the
        sizes read as the rationals they are; the equilibrium itself if it is exact already.

        Examples
        --------
        >>> solve([0.5, 1.0]).as_exact() == solve([Fraction(1, 2), 1], exact=True)
        True
        """
        return self if self.exact else solve([Fraction(v) for v in self.sizes], exact=True)

    def certify(self) -> continuous.Certificate:
        r"""An exact proof (in Fractions) that this profile is an equilibrium; a float one certifies its exact twin
        (:meth:`as_exact`).

        The argument, claim by claim, is in :func:`lcp.continuous._certificates.menu`.

        Returns
        -------
        lcp.continuous.Certificate

        Examples
        --------
        >>> solve([Fraction(1, 2), 1, 3], exact=True).certify().is_equilibrium
        True
        """
        from . import _certificates

        return _certificates.menu(self.as_exact())

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
    r"""Solve the menu game for the bet sizes ``sizes`` (finite, positive, distinct), in closed form.

    With :math:`u_k = 1/(1 + s_k)` (sizes increasing, so u decreasing), :math:`u_0 = 1`, :math:`u_{m+1} = 0`
    and :math:`w = 1 - u = s/(1 + s)`, the conditions of the module docstring solve to

    .. math::

        1 - v_k = g\,\frac{u_k u_{k+1}}2,\quad
        \beta_k = g\,\frac{w_k u_k (u_{k-1} - u_{k+1})}2,\quad
        x_0 = \sum_k \beta_k = g A,\quad g = 1 - x_0 = \frac1{1 + A},\quad c_k = \frac{x_0 + s_k}{1 + s_k},

    with :math:`A = \sum_k w_k u_k (u_{k-1} - u_{k+1})/2`, and the value, the gain over checking every hand, is
    :math:`V = g^2\,[A^2/2 + \sum_k w_k u_k (u_{k-1} - u_{k+1})(w_{k-1} + w_{k+1})/4]`. The shape
    :math:`x_0 < c_k \le v_{k-1} < v_k` holds for every menu (:math:`u_k < 1`, :math:`u_{k-1} \le 2`,
    :math:`u_{k-1} > u_{k+1}`), so every size is used. Every term is a product of non-negative factors
    (:math:`u_{k-1} - u_{k+1} = (s_{k+1} - s_{k-1})\,u_{k-1} u_{k+1}`), so nothing cancels.

    Like every continuous game's ``solve``, ``exact`` chooses the result: ``exact=True`` computes in Fractions
    (the sizes must then be ints or Fractions) and returns Fractions; ``exact=False`` returns floats: menus of
    up to ``EXACT_FLOAT_MENU`` sizes are solved in rationals even then (each float is the rational it is) and
    rounded once; longer ones in float arithmetic, every field to a relative error below ``FLOAT_MENU_RTOL``
    (a sum of positive terms; fields below 1e-290, where floats lose digits, to an absolute 1e-300).

    Bounded work: exact solutions (and the rounded ones) take time that grows with the total number of bits
    of the sizes' numerators and denominators, which is limited to ``MAX_EXACT_BITS`` (about three seconds on
    the project's machine; longer float menus go the float way); float menus hold at most ``MAX_SIZES``
    sizes (about three seconds). Larger inputs are refused up front, naming ``sizes``.

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
        If a size is not finite and positive, sizes repeat, or the menu is too large (see above).

    Examples
    --------
    >>> solve([1], exact=True).value   # one size B = 1 is FBCP: 1/18
    Fraction(1, 18)
    >>> round(solve([0.5, 1.0]).value, 12)
    0.060975609756
    >>> import numpy as np
    >>> round(solve(np.geomspace(1e-10, 1e10, 1000)).value, 4)   # a fine menu of every scale: near 1/14
    0.0714
    """
    import numpy as np

    exact = _validate.flag(exact, "exact")
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive real numbers; got {sizes!r}")
    if not exact:
        arr = _float_menu(sizes)
        if arr is None:  # a list or other iterable: plain floats and ints (the common long menus) at once
            sizes = list(itertools.islice(sizes, MAX_SIZES + 1))
            if len(sizes) > MAX_SIZES:
                raise ValueError(f"sizes must hold at most {MAX_SIZES:,} bet sizes (about three seconds); got more")
            if len(sizes) > EXACT_FLOAT_MENU and all(type(v) is float or type(v) is int for v in sizes):
                try:
                    arr = _float_menu(np.array(sizes, dtype=float))
                except OverflowError:
                    arr = None  # an int beyond the float range: refused, by name, below
        if arr is not None and arr.size > EXACT_FLOAT_MENU:
            return _solve_floats(arr)
    menu, floats = _rational_menu(sizes, exact)
    if floats is not None and (len(menu) > EXACT_FLOAT_MENU or _bits(menu) > MAX_EXACT_BITS):
        if len(floats) > MAX_SIZES:
            raise ValueError(
                f"sizes must hold at most {MAX_SIZES:,} bet sizes (about three seconds); got {len(floats):,}"
            )
        if all(a < b for a, b in zip(floats, floats[1:])):  # else two sizes round to one float: solve exactly
            import numpy as np

            return _solve_floats(np.array(floats))
    if _bits(menu) > MAX_EXACT_BITS:
        raise ValueError(
            f"sizes must have at most {MAX_EXACT_BITS:,} bits of numerators and denominators in all for "
            f"an exact solution (about three seconds); got {_bits(menu):,} bits in {len(menu):,} sizes"
            + ("" if exact else " that round to repeated floats")
        )
    eq = _solve_exact(menu)
    if exact:
        return eq
    as_float = lambda v: tuple(map(float, v)) if isinstance(v, tuple) else float(v)  # noqa: E731
    values: list = [as_float(getattr(eq, f.name)) for f in dataclasses.fields(eq)]
    return MenuEquilibrium(*values)


def _float_menu(sizes):
    """A numpy array of float or integer sizes, validated, sorted and distinct, as a float array; ``None`` when
    ``sizes`` is not such an array (lists and other iterables go the general way)."""
    import numpy as np

    if not isinstance(sizes, np.ndarray) or sizes.dtype.kind not in "fiu":
        return None
    arr = sizes.astype(float).ravel()
    if sizes.ndim != 1:
        raise ValueError(f"sizes must be one-dimensional; got an array of shape {sizes.shape}")
    if arr.size > MAX_SIZES:
        raise ValueError(f"sizes must hold at most {MAX_SIZES:,} bet sizes (about three seconds); got {arr.size:,}")
    if sizes.dtype.kind in "iu" and arr.size and np.abs(sizes).max() > 2**53:
        return None  # integers that floats do not hold exactly: the general way
    bad = ~(np.isfinite(arr) & (arr > 0))
    if np.any(bad):
        first = arr[bad][0]
        if np.isfinite(first):
            raise ValueError(f"sizes must be positive real numbers; got {first!r}")
        raise ValueError(
            f"sizes must be finite positive numbers (an unbounded bet is lcp.continuous.limit with U = inf); got {first!r}"
        )
    if arr.size == 0:
        raise ValueError("sizes must name at least one bet size")
    arr = np.sort(arr)
    if np.any(arr[1:] == arr[:-1]):
        raise ValueError(f"sizes must be distinct; got {arr[1:][arr[1:] == arr[:-1]][0]!r} twice")
    return arr


def _rational_menu(sizes, exact):
    """(sorted Fractions, sorted floats or ``None``): the sizes validated one by one; the floats (the same
    sizes rounded) are given when the result is to be floats and at least one size is a float."""
    menu, floats = [], False
    for s in sizes:
        if isinstance(s, bool) or not isinstance(s, numbers.Real):
            raise TypeError(f"sizes must be positive real numbers; got {type(s).__name__} {s!r}")
        if isinstance(s, numbers.Rational):
            q = Fraction(int(s.numerator), int(s.denominator))
            if not exact and not math.isfinite(_as_float(q)):
                raise ValueError(
                    f"sizes must be below {sys.float_info.max:.3g} for float results (pass exact=True "
                    f"for larger ones); got {s!r}"
                )
        else:
            f = float(s)
            if math.isinf(f) or math.isnan(f):
                raise ValueError(
                    f"sizes must be finite positive numbers (an unbounded bet is lcp.continuous.limit with U = inf); got {s!r}"
                )
            if exact:
                raise ValueError(f"sizes must be ints or Fractions with exact=True; got float {s!r}")
            q, floats = Fraction(f), True
        if q <= 0:
            raise ValueError(f"sizes must be positive real numbers; got {s!r}")
        menu.append(q)
        if len(menu) > MAX_SIZES:
            raise ValueError(f"sizes must hold at most {MAX_SIZES:,} bet sizes (about three seconds); got more")
    if not menu:
        raise ValueError("sizes must name at least one bet size")
    menu.sort()
    if any(a == b for a, b in zip(menu, menu[1:])):
        raise ValueError(f"sizes must be distinct; got {next(a for a, b in zip(menu, menu[1:]) if a == b)} twice")
    return menu, ([float(q) for q in menu] if floats or (not exact and len(menu) > EXACT_FLOAT_MENU) else None)


def _bits(menu) -> int:
    return sum(q.numerator.bit_length() + q.denominator.bit_length() for q in menu)


def _as_float(q: Fraction) -> float:
    """``float(q)``, or ``inf`` where it overflows."""
    try:
        return float(q)
    except OverflowError:
        return math.inf


def _exact_sum(terms) -> Fraction:
    """The sum of Fractions by halves, reduced once at the end (a running sum reduces after every term)."""

    def halves(lo, hi):
        if hi - lo == 1:
            return terms[lo].numerator, terms[lo].denominator
        mid = (lo + hi) // 2
        (a, b), (c, d) = halves(lo, mid), halves(mid, hi)
        return a * d + c * b, b * d

    return Fraction(*halves(0, len(terms)))


def _solve_exact(menu: list) -> MenuEquilibrium:
    """The closed form of :func:`solve` in Fractions (``menu`` sorted, distinct, positive)."""
    m = len(menu)
    u = [Fraction(1)] + [1 / (1 + s) for s in menu] + [Fraction(0)]
    w = [Fraction(0)] + [s / (1 + s) for s in menu] + [Fraction(1)]
    spread = [w[k] * u[k] * (u[k - 1] - u[k + 1]) / 2 for k in range(1, m + 1)]  # beta_k / g
    A = _exact_sum(spread)
    g = 1 / (1 + A)
    x0 = A * g
    calls = tuple((x0 + s) / (1 + s) for s in menu)
    value_from = tuple(1 - g * u[k] * u[k + 1] / 2 for k in range(m))
    gain = _exact_sum([spread[k - 1] * (w[k - 1] + w[k + 1]) / 2 for k in range(1, m + 1)])
    value = g * g * (A * A / 2 + gain)
    return MenuEquilibrium(tuple(menu), x0, value_from, calls, tuple(g * t for t in spread), value)


def _solve_floats(s) -> MenuEquilibrium:
    """The closed form of :func:`solve` in floats (``s`` a sorted float array of distinct positive sizes).

    Each factor is at most 1 and is multiplied in, so a product underflows only where the exact one is
    below the float range too."""
    import numpy as np

    u = 1.0 / (1.0 + s)
    w = s / (1.0 + s)
    u_pad = np.concatenate([[1.0], u, [0.0]])
    w_pad = np.concatenate([[0.0], w, [1.0]])
    below = np.concatenate([[0.0], s[:-1]])  # s_{k-1}, with s_0 = 0
    # u_{k-1} - u_{k+1} = (s_{k+1} - s_{k-1}) u_{k+1} u_{k-1}; u_{m+1} = 0 leaves u_{m-1}
    gap = np.empty_like(s)
    gap[:-1] = (s[1:] - below[:-1]) / (1.0 + s[1:]) * u_pad[:-3]
    gap[-1] = u_pad[-3]
    spread = w * u * gap / 2
    A = float(np.sum(spread))
    g = 1.0 / (1.0 + A)
    x0 = A * g
    calls = (x0 + s) / (1.0 + s)
    value_from = 1.0 - g * (u_pad[:-2] * u_pad[1:-1]) / 2
    gain = float(np.sum(spread * (w_pad[:-2] + w_pad[2:]) / 2))
    value = g * g * (A * A / 2 + gain)
    return MenuEquilibrium(
        tuple(s.tolist()), x0, tuple(value_from.tolist()), tuple(calls.tolist()), tuple((g * spread).tolist()), value
    )
