"""Elementary float functions with the same bits on every CPU and every numpy code path.

numpy picks the code of its vectorised ``log10``, ``exp``, ``power`` ... at run time from the CPU's features
(SVML's on AVX-512 CPUs, libm's elsewhere, the baseline one under ``NPY_DISABLE_CPU_FEATURES``), and their
results differ in the last bit or two. The functions here use only frexp, ldexp, rint and correctly rounded
``+``, ``-``, ``*``, ``/``, whose results IEEE 754 fixes, so a figure drawn through them (:mod:`lcp.plotting`: log axes,
rounded data) has the same bytes on every machine (issue 52). They import numpy only, so a check in another
process on the other code path is cheap.

Examples
--------
>>> from lcp import portable
>>> [float(v) for v in portable.stable_log10([1000.0, 0.5])], float(portable.stable_exp10(-3.0))
([3.0, -0.3010299956639812], 0.001)
"""

from __future__ import annotations

import math
import numbers
from decimal import Decimal
from fractions import Fraction

import numpy as np

from . import _validate

#: Significant bits :func:`stable_round` keeps by default, and :func:`lcp.plotting.savefig` of every number it
#: draws (``2**-40`` is about 9e-13).
SIGNIFICANT_BITS = 40


def _split(value: str, bits: int) -> tuple[float, float]:
    """``value`` (a decimal string of many digits) as hi + lo, hi with ``bits`` significant bits (so that
    hi times an integer of up to 53 - bits bits is exact) and lo the rest, both plain floats."""
    exact = Fraction(Decimal(value))
    hi = float(exact)
    m, e = math.frexp(hi)
    hi = math.ldexp(math.floor(math.ldexp(m, bits)), e - bits)
    return hi, float(exact - Fraction(hi))


#: ln 2, ln 10, log10(2) and sqrt(1/2) to 60 digits (from mpmath)
_LN2 = "0.6931471805599453094172321214581765680755001343602552541206800095"
_LN10 = "2.302585092994045684017991454684364207601101488628772976033327901"
_LOG10_2 = "0.3010299956639811952137388947244930267681898814621085413104274611"
_LN2_HI, _LN2_LO = _split(_LN2, 40)
_LOG10_2_HI, _LOG10_2_LO = _split(_LOG10_2, 40)
_LOG10_E = float(1 / Fraction(Decimal(_LN10)))
_LN10_F = float(Fraction(Decimal(_LN10)))
_SQRT_HALF = float(Fraction(Decimal("0.707106781186547524400844362104849039284835937688474036588339869")))
#: 1/(2k+1), k = 0..12: ln(m) = 2 atanh(s) = 2 s sum_k s^(2k)/(2k+1), s = (m-1)/(m+1), |s| < 0.172
_ATANH = [float(Fraction(1, 2 * k + 1)) for k in range(13)]
#: 1/k!, k = 0..18: exp(r) for |r| < 0.35
_EXP = [float(Fraction(1, math.factorial(k))) for k in range(19)]


def _reals(values, name: str = "values") -> np.ndarray:
    """``values`` as a float64 array if they are real numbers (NaN and infinities allowed), else a TypeError
    naming ``name``: strings, complex numbers, booleans, None and ragged nesting are refused."""
    try:
        raw = np.asarray(values)
    except ValueError as exc:  # ragged nesting
        raise TypeError(f"{name} must be real numbers (float array_like); got {values!r}") from exc
    if raw.dtype.kind == "O":
        for bad in raw.flat:
            if isinstance(bad, bool) or not isinstance(bad, numbers.Real):
                raise TypeError(f"{name} must be real numbers (float array_like); got {type(bad).__name__} {bad!r}")
    elif raw.dtype.kind not in "iuf":
        raise TypeError(f"{name} must be real numbers (float array_like); got {raw.dtype} values {values!r}")
    try:
        return np.array(raw, dtype=float)
    except OverflowError:  # an exact number beyond a double (10**400): float() cannot hold it
        raise ValueError(f"{name} must be real numbers a double can hold (|x| <= 1.8e308, or inf)") from None


def _horner(coefficients: list[float], z):
    out = np.full_like(z, coefficients[-1])
    for c in reversed(coefficients[:-1]):
        out = out * z + c
    return out


def stable_log10(values):
    """log10, elementwise, with the same bits on every CPU (within 2 ulp of the true value).

    numpy's ``log10`` takes a different code path on each CPU (SVML on AVX-512, libm elsewhere) and the two
    can differ in the last bit; this one uses only frexp and correctly rounded arithmetic. Non-positive,
    infinite and NaN inputs give what ``numpy.log10`` gives (-inf, NaN, inf), which is exact.

    Parameters
    ----------
    values : float array_like
        Real numbers (NaN and infinities allowed); strings, complex numbers, booleans and None are a TypeError.

    Returns
    -------
    numpy.ndarray
        log10 of each value (float64).

    Examples
    --------
    >>> [float(v) for v in stable_log10([1.0, 1000.0, 0.01])]
    [0.0, 3.0, -2.0]
    """
    x = _reals(values)
    with np.errstate(divide="ignore", invalid="ignore"):
        # exact for the special values; every finite positive value is replaced below (an array, even of one value)
        out = np.array(np.log10(x))
    ok = np.isfinite(x) & (x > 0)
    m, e = np.frexp(x[ok])  # x = m 2**e, 0.5 <= m < 1: exact
    low = m < _SQRT_HALF
    m = np.where(low, 2 * m, m)  # now sqrt(1/2) <= m < sqrt(2)
    e = np.where(low, e - 1, e).astype(float)
    s = (m - 1) / (m + 1)
    ln_m = 2 * s * _horner(_ATANH, s * s)
    ln = e * _LN2_HI + (e * _LN2_LO + ln_m)  # e * _LN2_HI is exact
    out[ok] = ln * _LOG10_E
    return out


def stable_exp10(values):
    """``10 ** values``, elementwise, with the same bits on every CPU (within a few ulp of the true value).

    Parameters
    ----------
    values : float array_like
        Real numbers (NaN and infinities allowed); strings, complex numbers, booleans and None are a TypeError.

    Returns
    -------
    numpy.ndarray
        10 to the power of each value (float64); inf, -inf and NaN give inf, 0 and NaN.

    Examples
    --------
    >>> [float(v) for v in stable_exp10([0.0, 2.0, -1.0])]
    [1.0, 100.0, 0.1]
    """
    y = _reals(values)
    out = np.where(np.isnan(y), np.nan, np.where(y > 0, np.inf, 0.0))
    ok = np.isfinite(y) & (np.abs(y) < 400)
    y = y[ok]
    k = np.rint(y / float(Fraction(Decimal(_LOG10_2))))  # 10**y = 2**k 10**r, |r| <= log10(2)/2
    r = (y - k * _LOG10_2_HI) - k * _LOG10_2_LO  # k * _LOG10_2_HI is exact
    out[ok] = np.ldexp(_horner(_EXP, r * _LN10_F), k.astype(int))
    return out


def stable_round(values, bits: int = SIGNIFICANT_BITS):
    """``values`` rounded to ``bits`` significant bits (ties to even), exactly: the rule :func:`lcp.plotting.savefig`
    applies to every number it draws.

    Parameters
    ----------
    values : float array_like
        Real numbers (NaN and infinities allowed); strings, complex numbers, booleans and None are a TypeError.
    bits : int
        Significant bits kept, 1 to 53.

    Returns
    -------
    numpy.ndarray
        The rounded values (float64); 0, inf and NaN are kept.

    Examples
    --------
    >>> 0.1 + 0.2 == 0.3, bool(stable_round(0.1 + 0.2) == stable_round(0.3))  # 1 ulp apart, then equal
    (False, True)
    """
    bits = _validate.integer(bits, "bits", 1, 53)
    x = _reals(values)
    ok = np.isfinite(x) & (x != 0)
    m, e = np.frexp(x[ok])
    x[ok] = np.ldexp(np.rint(np.ldexp(m, bits)), e - bits)
    return x
