"""Input checks shared by the game modules: every error names the parameter and its allowed range."""

from __future__ import annotations

import math
import numbers
from fractions import Fraction

import numpy as np

from . import _lazy


def bet_size(value, name: str = "B"):
    """Return ``value`` if it is an admissible fixed bet size, a finite number > 0.

    Python and numpy reals, ``fractions.Fraction`` and sympy numbers are accepted; a sympy symbol
    (or expression with free symbols) is passed through for symbolic work.
    """
    if isinstance(value, bool) or value is None or isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a real number in (0, inf); got {value!r}")
    if _lazy.is_sympy(value):
        if value.free_symbols:
            return value
        if value.is_extended_real is not True:
            raise TypeError(f"{name} must be a real number in (0, inf); got {value!r}")
        if not (value.is_positive and value.is_finite):
            raise ValueError(f"{name} must be a finite number in (0, inf); got {value}")
        return value
    if not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a real number in (0, inf); got {type(value).__name__} {value!r}")
    if isinstance(value, numbers.Rational):  # exact: any size is admissible
        if value <= 0:
            raise ValueError(f"{name} must be a finite number in (0, inf); got {value}")
        return value
    as_float = float(value)
    if math.isnan(as_float) or math.isinf(as_float) or as_float <= 0:
        raise ValueError(f"{name} must be a finite number in (0, inf); got {value}")
    return value


def rational_bet(value, name: str = "b"):
    """``value`` if it is an exact positive bet (a Python or numpy integer, or a ``Fraction``).

    Exact game modules compute in rationals, so floats (even ``2.0``), ``bool``, NaN and non-positive
    values are refused, with the parameter named.

    Examples
    --------
    >>> from fractions import Fraction
    >>> rational_bet(2), rational_bet(Fraction(3, 2))
    (2, Fraction(3, 2))
    >>> rational_bet(-1)
    Traceback (most recent call last):
    ...
    ValueError: b must be a positive integer or Fraction; got -1
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Rational):
        raise TypeError(f"{name} must be a positive integer or Fraction; got {type(value).__name__} {value!r}")
    if value <= 0:
        raise ValueError(f"{name} must be a positive integer or Fraction; got {value}")
    return int(value) if isinstance(value, numbers.Integral) else value


def flag(value, name: str) -> bool:
    """``value`` as a bool if it is one (Python or numpy); anything else is refused."""
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise TypeError(f"{name} must be True or False; got {type(value).__name__} {value!r}")


def integer(value, name: str, low: int, high: int | None = None) -> int:
    """``value`` as an int if it is an integer in [low, high] (``high=None``: no upper end).

    Python and numpy integers are accepted; ``bool``, floats (even ``2.0``) and strings are not.
    """
    allowed = f"an integer >= {low}" if high is None else f"an integer in [{low}, {high}]"
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be {allowed}; got {type(value).__name__} {value!r}")
    value = int(value)
    if value < low or (high is not None and value > high):
        raise ValueError(f"{name} must be {allowed}; got {value}")
    return value


def real_array(
    values, name: str, low: float, high: float, *, low_open: bool = False, high_open: bool = False
) -> np.ndarray:
    """Convert ``values`` to a float array and check every entry lies in [low, high] (no NaN).

    ``low_open`` and ``high_open`` make an end open: (low, high], [low, high).
    """
    allowed = _interval(low, high, low_open, high_open)
    if values.__class__ is float:  # the common scalar case, quickly
        arr = np.asarray(values)
    else:
        try:
            raw = np.asarray(values)
        except ValueError as exc:  # ragged nesting
            raise TypeError(f"{name} must be real numbers in {allowed}; got {values!r}") from exc
        if raw.dtype.kind == "O":
            if not all(isinstance(v, numbers.Real) and not isinstance(v, bool) for v in raw.flat):
                bad = next(v for v in raw.flat if isinstance(v, bool) or not isinstance(v, numbers.Real))
                raise TypeError(f"{name} must be real numbers in {allowed}; got {type(bad).__name__} {bad!r}")
        elif raw.dtype.kind not in "iuf":
            raise TypeError(f"{name} must be real numbers in {allowed}; got {raw.dtype} values {values!r}")
        try:
            arr = raw.astype(float)
        except OverflowError as exc:
            raise ValueError(
                f"{name} must be real numbers in {allowed} within the float range; got {values!r}"
            ) from exc
    bad = np.isnan(arr) | ((arr >= high) if high_open else (arr > high)) | ((arr <= low) if low_open else (arr < low))
    if np.any(bad):
        first = arr[bad].flat[0]
        raise ValueError(f"{name} must lie in {allowed}; got {first}")
    return arr


def number(
    value,
    name: str,
    low=-math.inf,
    high=math.inf,
    *,
    low_open: bool = False,
    high_open: bool = False,
    arrays: bool = True,
):
    """``value`` unchanged if it is a real number, or (``arrays``) an array of them, in the interval.

    Python and numpy reals, ``Fraction`` and sympy numbers keep their type; a sympy expression with free
    symbols is passed through for symbolic work. NaN, ``bool``, strings, complex numbers and anything
    outside the interval are refused, with the parameter and the interval named.

    Examples
    --------
    >>> from fractions import Fraction
    >>> number(Fraction(1, 3), "x", 0, 1)
    Fraction(1, 3)
    >>> number(5, "x", 0, 1)
    Traceback (most recent call last):
    ...
    ValueError: x must lie in [0, 1]; got 5
    """
    if type(value) in _EXACT_OR_FLOAT and not _outside(value, low, high, low_open, high_open):
        return value  # the common case, first and without formatting a message (NaN is outside every interval)
    allowed = _interval(low, high, low_open, high_open)
    if _lazy.is_sympy(value):
        if getattr(value, "free_symbols", None):
            return value
        if getattr(value, "is_extended_real", None) is not True:
            raise TypeError(f"{name} must be a real number in {allowed}; got {value!r}")
        as_float = float(value)
    elif isinstance(value, numbers.Real) and not isinstance(value, (bool, np.bool_)):
        if isinstance(value, numbers.Rational):  # exact: compared exactly (any size)
            if _outside(value, low, high, low_open, high_open):
                raise ValueError(f"{name} must lie in {allowed}; got {value}")
            return value
        as_float = float(value)
    elif arrays and not isinstance(value, (str, bytes, bool, np.bool_)) and value is not None:
        real_array(value, name, low, high, low_open=low_open, high_open=high_open)
        return value
    else:
        raise TypeError(f"{name} must be a real number in {allowed}; got {type(value).__name__} {value!r}")
    if math.isnan(as_float) or _outside(as_float, low, high, low_open, high_open):
        raise ValueError(f"{name} must lie in {allowed}; got {value}")
    return value


def _outside(v, low, high, low_open: bool, high_open: bool) -> bool:
    """Whether ``v`` lies outside the interval; NaN lies outside every interval."""
    return not ((v > low if low_open else v >= low) and (v < high if high_open else v <= high))


_EXACT = (int, Fraction)
_EXACT_OR_FLOAT = (int, Fraction, float)


def probabilities(values, name: str, length: int | None = None, *, exact: bool = False) -> list:
    """``values`` as a list if it holds probabilities in [0, 1] (``length`` of them, if given).

    ``exact`` admits only ints and Fractions (what the exact certificates compute with); otherwise any
    real number but NaN, sympy numbers and expressions included.
    """
    kind = "exact probabilities (int or Fraction) in [0, 1]" if exact else "probabilities in [0, 1]"
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{name} must be a sequence of {kind}; got {values!r}")
    out = list(values)
    if length is not None and len(out) != length:
        raise ValueError(f"{name} must hold {length} {kind}; got {len(out)}")
    for v in out:
        if type(v) in _EXACT or (not exact and type(v) is float):
            if 0 <= v <= 1:
                continue  # the common case, without the general checks (NaN fails the comparison)
        if exact and (isinstance(v, bool) or not isinstance(v, numbers.Rational)):
            raise TypeError(f"{name} must hold {kind}; got {type(v).__name__} {v!r}")
        try:
            number(v, name, 0, 1, arrays=False)
        except (TypeError, ValueError) as exc:
            raise type(exc)(f"{name} must hold {kind}; got {v!r}") from None
    return out


def matrix(rows, name: str, shape: tuple[int, int], *, exact: bool = False) -> list:
    """``rows`` as a list of lists of probabilities (:func:`probabilities`), ``shape[0]`` rows of ``shape[1]``."""
    if isinstance(rows, (str, bytes, dict)) or not hasattr(rows, "__iter__"):
        raise TypeError(f"{name} must be a {shape[0]} x {shape[1]} matrix of probabilities; got {rows!r}")
    out = list(rows)
    if len(out) != shape[0]:
        raise ValueError(f"{name} must be a {shape[0]} x {shape[1]} matrix of probabilities; got {len(out)} rows")
    return [probabilities(row, name, shape[1], exact=exact) for row in out]


def _interval(low: float, high: float, low_open: bool, high_open: bool = False) -> str:
    def show(v) -> str:
        return "inf" if v == math.inf else "-inf" if v == -math.inf else f"{v:g}" if isinstance(v, float) else str(v)

    return f"{'(' if low_open else '['}{show(low)}, {show(high)}{')' if high_open else ']'}"


def argv(value, what: str):
    """``value`` if it is None or a list or tuple of str (a command's arguments, ``what`` says which), else a
    TypeError saying so (a str would be read letter by letter)."""
    if value is not None and (not isinstance(value, (list, tuple)) or not all(isinstance(a, str) for a in value)):
        raise TypeError(f"argv must be a list of str ({what}) or None; got {value!r}")
    return value


def text(value, name: str) -> str:
    """``value`` if it is a str, else a TypeError naming ``name``."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str; got {type(value).__name__} {value!r}")
    return value


def records(values, name: str, kind: type) -> tuple:
    """``values`` as a tuple if every item is a ``kind`` record, else a TypeError naming ``name``."""
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{name} must be an iterable of {kind.__name__} records; got {values!r}")
    out = tuple(values)
    for bad in out:  # (a None item is refused too: no None sentinel)
        if not isinstance(bad, kind):
            raise TypeError(f"{name} must hold {kind.__name__} records only; got {type(bad).__name__} {bad!r}")
    return out


def instance(value, name: str, kind: type, what: str):
    """``value`` if it is a ``kind``, else a TypeError naming ``name`` and ``what`` it must be."""
    if not isinstance(value, kind):
        raise TypeError(f"{name} must be {what}; got {value!r}")
    return value


def as_float(value, name: str, allowed: str = "a number a double can hold (|x| <= 1.8e308)") -> float:
    """``float(value)``, or a ValueError naming ``name`` when it is too large for a double (an OverflowError
    of ``float(10**400)`` otherwise).

    Examples
    --------
    >>> as_float(3, "L")
    3.0
    >>> as_float(10**400, "L")
    Traceback (most recent call last):
    ...
    ValueError: L must be a number a double can hold (|x| <= 1.8e308); got an integer of 401 digits
    """
    try:
        return float(value)
    except OverflowError:
        raise ValueError(f"{name} must be {allowed}; got {_size_of(value)}") from None


def _size_of(value) -> str:
    """A short description of a huge exact number (its digits, not the digits themselves)."""
    if isinstance(value, numbers.Integral):
        return f"an integer of {len(str(abs(int(value)))) if abs(int(value)) < 10**4000 else 'over 4000'} digits"
    return f"a {type(value).__name__} too large for a double"


def fits_float(value, name: str, others: tuple = ()) -> None:
    """A ValueError naming ``name`` when ``value`` is exact but too large for a double while one of ``others`` is a
    float (the arithmetic would turn it into one and overflow)."""
    if any(isinstance(o, (float, np.floating)) for o in others) and isinstance(value, numbers.Rational):
        as_float(value, name, "a number a double can hold (|x| <= 1.8e308) when the other arguments are floats")


def menu_size(value, sizes: tuple, name: str = "s") -> Fraction:
    """``value`` as a Fraction if it is one of the menu ``sizes`` (exact, or a float equal to one), else a
    ValueError naming ``name`` and the menu."""
    # (typeshed's numbers.Real is no Fraction argument, though every real number type here is)
    if (
        isinstance(value, (bool, str, bytes))
        or not isinstance(value, numbers.Real)
        or not (isinstance(value, numbers.Rational) or math.isfinite(value))  # an int of any size is finite
        or Fraction(value) not in sizes  # type: ignore[call-overload]
    ):
        raise ValueError(f"{name} must be one of the menu's sizes {[str(v) for v in sizes]}; got {value!r}")
    return Fraction(value)  # type: ignore[call-overload]
