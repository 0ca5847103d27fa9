r"""Von Neumann's fixed-bet continuous poker (FBCP), paper Sec. 2.1.1 (Definition 2.1).

Units: the paper's pot-1 convention. Each player antes 1/2; the bettor, holding x ~ U[0, 1], checks
(showdown for the pot: net +-1/2) or bets B; the caller, holding y ~ U[0, 1], folds (bettor nets
+1/2) or calls (showdown: net +-(1/2 + B)). All payoffs are the bettor's net winnings.

The equilibrium is *derived* here, not typed in: :func:`derive` writes the three indifference
conditions from these rules, solves them with sympy and integrates the value; :func:`solve`
evaluates that one symbolic solution (exactly, or as floats). The equilibrium has the shape

* the bettor bluffs with :math:`x < a`, checks with :math:`a < x < v`, bets for value with :math:`x > v`;
* the caller calls with :math:`y > c`, the only optimal calling rule that is not weakly dominated (any
  threshold in :math:`[a, v]` is a best response, see :func:`caller_gain`; the optimal rules are
  characterised by :func:`against_calling_rule`).

This module holds the equilibrium and its evaluation; the rules' payoffs, the sympy derivation and the exact
gains against it are in :mod:`lcp.continuous._fixed_bet_derivation`, the analysis of any profile in
:mod:`lcp.continuous._fixed_bet_profiles`. Every name of ``__all__`` (and ``B_SYMBOL``, ``HALF``) is importable from here.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from typing import TypeAlias

import numpy as np

from lcp.core import _lazy, _validate
from lcp.core._types import Scalar

from . import _forms
from . import protocol as continuous
from ._fixed_bet_derivation import Derivation, _b_symbol, bet_ev, bettor_gain, caller_gain, check_ev, derive
from ._fixed_bet_profiles import (
    CallingRuleCheck,
    against_calling_rule,
    best_call_thresholds,
    bettor_best_response,
    profile_parts,
    profile_value,
)

Number: TypeAlias = Scalar  #: a field of a solution: a float, or a sympy number (``exact=True``; lcp.core._types)

__all__ = [
    "Number",
    "check_ev",
    "bet_ev",
    "Derivation",
    "derive",
    "Equilibrium",
    "solve",
    "bettor_gain",
    "caller_gain",
    "profile_parts",
    "profile_value",
    "best_call_thresholds",
    "bettor_best_response",
    "CallingRuleCheck",
    "against_calling_rule",
]


@cache
def _index(name: str) -> int:
    """Position of a generated quantity in the tuple of :mod:`lcp.continuous._forms` (looked up on first use)."""
    return _forms.FIXED_ORDER.index(name)


def __getattr__(name):
    """``B_SYMBOL`` (the bet size, a positive sympy symbol) and ``HALF``, made on first use."""
    if name == "B_SYMBOL":
        return _b_symbol()
    if name == "HALF":
        return _lazy.sympy().Rational(1, 2)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class Equilibrium(continuous.Result):
    """The admissible equilibrium of FBCP for one bet size ``B`` (pot-1 units).

    Fields are floats, or sympy numbers/expressions when solved with ``exact=True``; the strategy
    functions are vectorised floats in both cases. Satisfies :class:`lcp.continuous.ContinuousGame`.

    Attributes
    ----------
    B : float or sympy number
        The bet size.
    bluff_below, value_above, call_above : float or sympy number
        The thresholds a (bluff below), v (value bet above) and c (call above).
    value : float or sympy number
        The bettor's value.

    Examples
    --------
    >>> eq = solve(2, exact=True)
    >>> eq.bluff_below, eq.value_above, eq.call_above, eq.value
    (1/10, 17/20, 7/10, 1/20)
    >>> eq.bet([0.05, 0.5, 0.9]).tolist(), round(float(eq.call(2.0)), 12)
    ([2.0, 0.0, 2.0], 0.7)
    """

    B: Number
    bluff_below: Number  # bettor bluffs (bets B) with x < bluff_below
    value_above: Number  # bettor bets B for value with x > value_above
    call_above: Number  # caller calls a bet with y > call_above
    value: Number  # the game value for the bettor
    _parts: tuple | None = field(default=None, repr=False, compare=False)  # (B, generated parts) in floats

    @property
    def exact(self) -> bool:
        """True if solved with ``exact=True`` (the fields are sympy numbers; the strategy functions stay floats)."""
        return _lazy.is_sympy(self.B)

    @cached_property
    def _float_state(self) -> tuple:
        if self._parts is not None:
            return self._parts
        if _lazy.is_sympy(self.B) and self.B.free_symbols:
            raise TypeError("strategy functions need a numeric B, not a symbol")
        B = Fraction(int(self.B.p), int(self.B.q)) if _lazy.is_sympy(self.B) else self.B
        return _float_solution(B)

    def _float_parts(self):
        return self._float_state

    def as_float(self) -> Equilibrium:
        """The float twin for :func:`lcp.continuous.as_float`: the equilibrium itself (its ``bet`` and ``call``
        are vectorised floats even when the fields are exact).

        Examples
        --------
        >>> eq = solve(1, exact=True)
        >>> eq.as_float() is eq
        True
        """
        return self

    def as_exact(self) -> Equilibrium:
        """The exact twin for :func:`lcp.continuous.as_exact`: solved with ``exact=True`` at ``B`` read as the
        rational it is (the equilibrium itself if it is exact already).

        Examples
        --------
        >>> solve(0.5).as_exact().value
        1/20
        >>> eq = solve(2, exact=True)
        >>> eq.as_exact() is eq
        True
        """
        if self.exact:
            return self
        return solve(_lazy.sympy().Rational(Fraction(self.B)), exact=True)

    def certify(self) -> continuous.Certificate:
        r"""An exact proof that this profile is an equilibrium (sympy; a float solution certifies its exact twin,
        :meth:`as_exact`).

        The argument, claim by claim, is in :func:`lcp.continuous._certificates.fixed_bet`.

        Returns
        -------
        lcp.continuous.Certificate

        Examples
        --------
        >>> solve(2, exact=True).certify().is_equilibrium
        True
        >>> import dataclasses, sympy as sp
        >>> eq = dataclasses.replace(solve(2, exact=True), call_above=sp.Rational(3, 4))
        >>> [c.statement[:3] for c in eq.certify().refuted]
        ['E_b', 'E_v']
        """
        from . import _certificates

        return _certificates.fixed_bet(self.as_exact())

    def _floats(self):
        B, parts = self._float_parts()
        return B, parts[_index("a")], parts[_index("v")], parts[_index("c")]

    def bet(self, x):
        """Bet size of hand(s) ``x`` in [0, 1]: B in the bluffing and value ranges, 0 (a check) between."""
        B, lo, _, _ = self._floats()
        x = _validate.real_array(x, "x", 0.0, 1.0)
        return np.where((x <= lo) | self._value_mask(x), B, 0.0)  # hand a itself is indifferent

    def _value_mask(self, x):
        """x >= v, decided on 1 - x (exact for x >= 1/2) against the generated 1 - v (v >= 1/2 always),
        so that a v within an ulp of 1 (or closer) still splits the hands right; v itself is indifferent."""
        return (x >= 0.5) & (1.0 - x <= self._float_parts()[1][_index("1 - v")])

    def call(self, s):
        """Calling threshold after a bet of size ``s``; the only bet in this game is ``s == B``."""
        B, _, _, c = self._floats()
        s = _validate.real_array(s, "s", 0.0, np.inf, low_open=True)
        if np.any(s != B):
            raise ValueError(f"s must equal the fixed bet B = {B:g}; got {s[s != B].flat[0]}")
        return np.full_like(s, c)

    def ev(self, x):
        r"""Bettor's expected net payoff with hand(s) ``x`` under the equilibrium (pot-1 units).

        A bluff earns :math:`c/2 - (1 - c)(1/2 + B)`, a check x - 1/2; a value bet earns the line of
        slope 1 + 2B through :math:`(v, v - \frac12)` (v is indifferent), written as
        :math:`(v - \frac12) + (1 + 2B)((x - \frac12) - (v - \frac12))` for B <= 1 and
        :math:`(v - \frac12) + (1 + 2B)(1 - v) - (1 + 2B)(1 - x)` for B > 1, with the helpers generated
        exactly, so that a large B never multiplies a rounding error.
        """
        B, parts = self._float_parts()
        lo = parts[_index("a")]
        x = _validate.real_array(x, "x", 0.0, 1.0)
        start = parts[_index("v - 1/2")]
        with np.errstate(invalid="ignore", over="ignore"):
            if B <= 1:
                value = start + (1.0 + 2.0 * B) * ((x - 0.5) - start)
            else:
                one_x = 1.0 - x
                value = start + parts[_index("(1 + 2B)(1 - v)")] - np.where(one_x == 0.0, 0.0, (1.0 + 2.0 * B) * one_x)
        return np.where(x <= lo, parts[_index("E(bluff)")], np.where(self._value_mask(x), value, x - 0.5))


def _float_solution(B):
    """(B as a float, the generated parts) at beta = B/(1+B), w = 1/(1+B); exact rationals mapped exactly."""
    if B.__class__ is float:
        return B, _forms.fixed_parts(B / (1.0 + B), 1.0 / (1.0 + B))
    if isinstance(B, numbers.Rational):
        q = Fraction(int(B.numerator), int(B.denominator))
        try:
            Bf = float(q)
        except OverflowError:  # an exact integer beyond the largest float
            Bf = math.inf
        return Bf, _forms.fixed_parts(float(q / (1 + q)), float(1 / (1 + q)))
    return _float_solution(float(B))


def solve(B, exact: bool = False) -> Equilibrium:
    r"""The admissible equilibrium of FBCP with bet size ``B`` > 0 (pot-1 units, ante 1/2).

    Parameters
    ----------
    B : real > 0, or a sympy symbol
        The fixed bet size, as a fraction of the pot. Floats up to the largest float, and Python ints
        and Fractions of any size, keep full relative precision.
    exact : bool
        ``False``: floats (no sympy). ``True``: sympy numbers (rational ``B`` stays rational; a symbol
        gives the formulas).

    Returns
    -------
    Equilibrium
        The equilibrium (it satisfies :class:`lcp.continuous.ContinuousGame`).

    Examples
    --------
    >>> solve(1, exact=True).value
    1/18
    >>> round(solve(1).call_above, 12)
    0.555555555556
    """
    B = _validate.bet_size(B, "B")
    if _validate.flag(exact, "exact"):
        sp = _lazy.sympy()
        d = derive()
        Bx = sp.nsimplify(B, rational=True) if not _lazy.is_sympy(B) else B
        fields = [sp.factor(e.subs(_b_symbol(), Bx)) for e in (d.bluff_below, d.value_above, d.call_above, d.value)]
        a, v, c, value = fields
        return Equilibrium(B=Bx, bluff_below=a, value_above=v, call_above=c, value=value)
    state = _float_solution(B)
    parts = state[1]
    return Equilibrium(
        B=state[0],
        bluff_below=parts[_index("a")],
        value_above=parts[_index("v")],
        call_above=parts[_index("c")],
        value=parts[_index("value")],
        _parts=state,
    )
