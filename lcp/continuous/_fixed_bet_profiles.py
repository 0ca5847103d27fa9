r"""Fixed-bet continuous poker (FBCP, paper Sec. 2.1.1) played with *any* profile: its value, each player's
best thresholds against the other's, and what the bettor earns against any calling rule.

Units: the paper's pot-1 convention, as :mod:`lcp.continuous.fixed_bet`; results are exact for exact inputs. Every
public name is importable from :mod:`lcp.continuous.fixed_bet`.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from fractions import Fraction

from lcp.core import _validate

from ._fixed_bet_derivation import _b_symbol, _half, derive


def profile_parts(B, bluff_below, value_above, call_above) -> dict:
    r"""The bettor's expected payoff from betting hands and from checking hands, for *any* threshold profile.

    The bettor bets B with x < a or x > v and checks between; the caller calls y > c. Returns
    ``{"bet": ..., "check": ...}`` (each an integral over the hands taking that action; they sum to
    the value). Exact for exact inputs (``Fraction``, sympy rationals), float otherwise. Requires
    0 <= a <= v <= 1 and 0 <= c <= 1. Integrates the branches of :func:`bet_ev` split at c.

    Parameters
    ----------
    B : number
        The bet size.
    bluff_below, value_above, call_above : numbers
        The thresholds a, v and c of the profile.

    Returns
    -------
    dict
        ``{"bet": ..., "check": ...}``, pot-1 units.

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> profile_parts(F(1), F(1, 9), F(7, 9), F(5, 9))
    {'bet': Fraction(5, 54), 'check': Fraction(-1, 27)}
    """
    B = _validate.bet_size(B)
    a, v, c = _thresholds(bluff_below=bluff_below, value_above=value_above, call_above=call_above)
    if not (0 <= a <= v <= 1 and 0 <= c <= 1):
        raise ValueError(f"need 0 <= bluff_below <= value_above <= 1 and 0 <= call_above <= 1; got {a}, {v}, {c}")
    _validate.fits_float(B, "B", (a, v, c))
    half = _half(B, a, v, c)

    def bet_integral(lo, hi):
        below = max(min(hi, c) - lo, 0)  # hands in (lo, hi) below c: every call loses
        total = below * (c * half + (half + B) * (c - 1))
        p = max(lo, c)
        if hi > p:  # hands above c: E = c/2 + (1/2 + B)(2x - c - 1)
            total += (hi - p) * (c * half - (half + B) * (c + 1)) + (half + B) * (hi * hi - p * p)
        return total

    return {"bet": bet_integral(0, a) + bet_integral(v, 1), "check": (v * v - a * a) * half - (v - a) * half}


def profile_value(B, bluff_below, value_above, call_above):
    """The bettor's value for any threshold profile (see :func:`profile_parts`).

    Parameters
    ----------
    B, bluff_below, value_above, call_above : numbers
        The bet size and the thresholds a, v, c.

    Returns
    -------
    number
        The bettor's value in pot-1 units (exact for exact inputs).

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> profile_value(F(1), F(1, 9), F(7, 9), F(5, 9))
    Fraction(1, 18)
    """
    parts = profile_parts(B, bluff_below, value_above, call_above)
    return parts["bet"] + parts["check"]


def best_call_thresholds(B, bluff_below, value_above):
    r"""The caller's best thresholds against a bettor who bets B with x < a or x > v.

    Calling with y instead of folding gains :math:`(1 + B)` per bet hand below y and loses B per bet
    hand above y, so the gain :math:`(1 + 2B)m(y) - B(a + 1 - v)` (with m(y) the betting mass below y)
    increases in y. Returns (lo, hi): every threshold in [lo, hi] is a best response (lo == hi when
    it is unique; (a, v) in equilibrium).

    Parameters
    ----------
    B, bluff_below, value_above : numbers
        The bet size and the bettor's thresholds a, v.

    Returns
    -------
    tuple
        (lo, hi), the range of best calling thresholds (exact for exact inputs).

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> best_call_thresholds(F(1), F(1, 9), F(7, 9))
    (Fraction(1, 9), Fraction(7, 9))
    >>> best_call_thresholds(F(1), F(1, 10), F(7, 9))   # fewer bluffs: call only the top hands
    (Fraction(106, 135), Fraction(106, 135))
    """
    B = _validate.bet_size(B)
    a, v = _thresholds(bluff_below=bluff_below, value_above=value_above)
    if not a <= v:
        raise ValueError(f"need bluff_below <= value_above; got {a}, {v}")
    target = B * (a + 1 - v) / (1 + 2 * B)  # betting mass below the indifferent caller
    if target < a:
        return target, target
    if target == a:
        return a, v
    return v + (target - a), v + (target - a)


def bettor_best_response(B, call_above):
    r"""The bettor's best thresholds (a, v) against a caller who calls y > c (any 0 <= c <= 1).

    Bluffing earns :math:`c/2 - (1 - c)(1/2 + B)` for every hand, checking earns x - 1/2, so the
    bettor bluffs below :math:`a = c - (1 - c)B` (clipped to [0, c]); a value bet beats checking
    where :math:`c/2 + (1/2 + B)(2x - c - 1) > x - 1/2`, i.e. above :math:`v = (1 + c)/2`
    (for B > 0).

    Parameters
    ----------
    B, call_above : numbers
        The bet size and the caller's threshold c.

    Returns
    -------
    tuple
        (a, v): bluff below a, bet for value above v (exact for exact inputs).

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> bettor_best_response(F(1), F(5, 9))
    (Fraction(1, 9), Fraction(7, 9))
    """
    B = _validate.bet_size(B)
    (c,) = _thresholds(call_above=call_above)
    a = min(max(c - (1 - c) * B, 0), c)
    return a, (1 + c) * _half(B, c)


def _thresholds(**named) -> list:
    """The named thresholds, each checked to be a number in [0, 1] (exact, float or sympy)."""
    return [_validate.number(v, name, 0, 1, arrays=False) for name, v in named.items()]


@dataclass(frozen=True)
class CallingRuleCheck:
    """What the bettor can earn against a calling rule of FBCP (exact; pot-1 units, see
    :func:`against_calling_rule`). ``best`` is his best-response value: the rule is an optimal (minimax)
    strategy of the caller, hence part of an equilibrium, iff ``best`` equals the game value.

    Attributes
    ----------
    B : Fraction
        The bet size.
    calls : tuple
        The calling rule as (lo, hi, q) steps.
    best : Fraction
        The bettor's best-response value against the rule.
    always_bet : Fraction
        The bettor's value when every hand bets.

    Examples
    --------
    >>> check = against_calling_rule(1, [(0, 1, 1)])   # call every bet
    >>> check.best, check.optimal
    (Fraction(1, 4), False)
    """

    B: Fraction
    calls: tuple
    best: Fraction
    always_bet: Fraction

    @property
    def optimal(self) -> bool:
        value = derive().value.subs(_b_symbol(), self.B)  # the derived value at B, a sympy Rational
        return self.best == Fraction(int(value.p), int(value.q))


def _steps(calls, name: str = "calls") -> tuple:
    """Validate a piecewise-constant calling rule: (lo, hi, q) steps covering [0, 1] in order, rational."""
    out, at = [], Fraction(0)
    if isinstance(calls, (str, bytes)) or not hasattr(calls, "__iter__"):
        raise TypeError(f"{name} must be a sequence of (lo, hi, q) steps; got {calls!r}")
    for step in calls:
        if (
            not isinstance(step, (tuple, list))
            or len(step) != 3
            or not all(isinstance(v, numbers.Rational) and not isinstance(v, bool) for v in step)
        ):
            raise TypeError(f"{name} must be (lo, hi, q) steps of ints/Fractions; got {step!r}")
        lo, hi, q = (Fraction(v) for v in step)
        if lo != at or not lo < hi <= 1 or not 0 <= q <= 1:
            raise ValueError(f"{name}: steps must cover [0, 1] in order with lo < hi and q in [0, 1]; got {step!r}")
        out.append((lo, hi, q))
        at = hi
    if at != 1:
        raise ValueError(f"{name}: steps must cover [0, 1] in order with lo < hi and q in [0, 1]; they end at {at}")
    return tuple(out)


def against_calling_rule(B, calls) -> CallingRuleCheck:
    r"""The bettor's exact values against a caller who calls a bet B with probability ``q`` for hands in
    each step ``(lo, hi, q)`` of ``calls`` (the steps cover [0, 1]; any rule is a limit of such).

    A bet with hand x earns :math:`\tfrac12 P(\text{fold}) + (\tfrac12 + B)(M_{<x} - M_{>x})`, with
    :math:`M_{<x}` the calling mass below x, and a check earns x - 1/2, which integrates to 0. Their
    difference is linear in x on every step, so the best-response value :math:`\int \max(\text{bet} -
    \text{check}, 0)` and the value of betting every hand are exact sums. (Sec. 2.1.1's "many Nash
    equilibria": the caller's optimal rules are exactly those with ``best`` equal to the value.)

    Parameters
    ----------
    B : int or Fraction
        The bet size (exact).
    calls : iterable of (lo, hi, q)
        Steps covering [0, 1] in order, each with a calling probability q (ints or Fractions).

    Returns
    -------
    CallingRuleCheck
        The bettor's best-response value and the value of betting every hand (exact, pot-1 units).

    Examples
    --------
    >>> from fractions import Fraction as F

    >>> against_calling_rule(1, [(0, F(5, 9), 0), (F(5, 9), 1, 1)]).best
    Fraction(1, 18)
    """
    B = _validate.bet_size(B)
    if not isinstance(B, numbers.Rational) or isinstance(B, bool):
        raise TypeError(f"B must be an int or Fraction (the check is exact); got {B!r}")
    B, steps = Fraction(B), _steps(calls)
    total = sum((q * (hi - lo) for lo, hi, q in steps), Fraction(0))
    half = Fraction(1, 2)

    def gap(x, m_below):  # bet minus check with hand x and calling mass m_below under it
        return (1 - total) / 2 + (half + B) * (2 * m_below - total) - (x - half)

    best = always = below = Fraction(0)
    for lo, hi, q in steps:
        g_lo, g_hi = gap(lo, below), gap(hi, below + q * (hi - lo))
        width = hi - lo
        always += (g_lo + g_hi) / 2 * width
        if g_lo >= 0 and g_hi >= 0:
            best += (g_lo + g_hi) / 2 * width
        elif g_lo > 0 or g_hi > 0:  # one crossing: a triangle
            top = max(g_lo, g_hi)
            best += top * width * top / (top - min(g_lo, g_hi)) / 2
        below += q * width
    return CallingRuleCheck(B=B, calls=steps, best=best, always_bet=always)
