"""Exact identities between rational functions (sympy expressions in the limits, thresholds, coordinates).

The notebooks and certificates check many identities ``a == b`` between rational functions of a few
symbols (Sec. 4-6: every threshold of the closed form, V(L, U), the (r, t) coordinates). ``sympy.cancel(a
- b) == 0`` decides them, but it expands products at the level of sympy expressions, which costs seconds
for the paper's longer forms. :func:`same` decides the same question in the field of rational functions
over the rationals, ``QQ(x_1, ..., x_m)``, whose elements are kept as reduced quotients of sparse
polynomials: converting both sides and comparing them is exact and needs no expression-level expansion
(notebook 4's nine identities in (r, t): 7.5 s of CPU with ``cancel``, 0.4 s here).

An expression that is not a rational function with rational coefficients (a square root, a logarithm, a
float) is decided by ``sympy.cancel`` as before.
"""

from __future__ import annotations

from typing import Any

from . import _lazy


def same(a: Any, b: Any) -> bool:
    """True if ``a`` and ``b`` are the same rational function (``a - b`` is identically 0).

    Parameters
    ----------
    a, b : sympy expression, int or fractions.Fraction
        Rational functions of any symbols; anything sympy cannot read (a string, None, a list) is a
        TypeError naming the parameter.

    Returns
    -------
    bool
        Exact: decided in the field QQ(symbols) when both sides are rational functions with rational
        coefficients, else by ``sympy.cancel(a - b) == 0``.

    Examples
    --------
    >>> import sympy as sp
    >>> L, U = sp.symbols("L U", positive=True)
    >>> same((L**2 - U**2) / (L - U), L + U), same(L / (1 + L), 1 - 1 / (1 + L)), same(L, U)
    (True, True, False)
    >>> same(sp.sqrt(L) ** 2, L)  # not rational in L's symbols: decided by sympy.cancel
    True
    >>> same("L", 1)
    Traceback (most recent call last):
    ...
    TypeError: a must be a number or a sympy expression; got str 'L'
    """
    sp = _lazy.sympy()
    a, b = _expression(a, "a"), _expression(b, "b")
    symbols = sorted(a.free_symbols | b.free_symbols, key=str)
    if not symbols:
        return bool(sp.cancel(a - b) == 0)
    field = sp.QQ.frac_field(*symbols)
    try:
        return bool(field.from_sympy(a) == field.from_sympy(b))
    except (ValueError, sp.polys.polyerrors.CoercionFailed, sp.polys.polyerrors.GeneratorsError):
        return bool(sp.cancel(sp.together(a - b)) == 0)


def _expression(value: Any, name: str) -> Any:
    import numbers

    sp = _lazy.sympy()
    if isinstance(value, bool) or not (isinstance(value, (numbers.Number, sp.Basic))):
        raise TypeError(f"{name} must be a number or a sympy expression; got {type(value).__name__} {value!r}")
    if not isinstance(value, (numbers.Rational, sp.Basic)):
        raise TypeError(f"{name} must be exact (int, Fraction or sympy); got {type(value).__name__} {value!r}")
    return sp.sympify(value)


def is_zero(expr: Any) -> bool:
    """True if ``expr`` is identically 0 as a rational function: :func:`same` ``(expr, 0)``.

    Examples
    --------
    >>> import sympy as sp
    >>> x = sp.Symbol("x")
    >>> is_zero(1 / (x - 1) - 1 / (x + 1) - 2 / (x**2 - 1)), is_zero(x / (x + 1))
    (True, False)
    """
    return same(_expression(expr, "expr"), 0)


def reduced(expr: Any) -> Any:
    """``expr`` as one reduced quotient of expanded polynomials: what ``sympy.cancel`` returns, computed in
    the field QQ(symbols) (:func:`same`), so without expression-level expansion.

    The numerator and denominator have no common factor; the quotient may differ from ``cancel``'s by a
    constant factor moved between them. A non-rational ``expr`` goes to ``sympy.cancel``.

    Examples
    --------
    >>> import sympy as sp
    >>> x, y = sp.symbols("x y")
    >>> reduced((x**2 - y**2) / (x - y)) == x + y, reduced(sp.Rational(6, 4))
    (True, 3/2)
    """
    sp = _lazy.sympy()
    expr = _expression(expr, "expr")
    symbols = sorted(expr.free_symbols, key=str)
    if not symbols:
        return sp.cancel(expr)
    field = sp.QQ.frac_field(*symbols)
    try:
        return field.to_sympy(field.from_sympy(expr))
    except (ValueError, sp.polys.polyerrors.CoercionFailed, sp.polys.polyerrors.GeneratorsError):
        return sp.cancel(expr)
