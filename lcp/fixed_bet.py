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
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from typing import TYPE_CHECKING, TypeAlias

import numpy as np

from . import _forms, _lazy, _validate, continuous
from ._types import Scalar
from .cache import on_disk

if TYPE_CHECKING:
    import sympy

Number: TypeAlias = Scalar  #: a field of a solution: a float, or a sympy number (``exact=True``; lcp._types)


@cache
def _index(name: str) -> int:
    """Position of a generated quantity in the tuple of :mod:`lcp._forms` (looked up on first use)."""
    return _forms.FIXED_ORDER.index(name)


def __getattr__(name):
    """``B_SYMBOL`` (the bet size, a positive sympy symbol) and ``HALF``, made on first use."""
    if name == "B_SYMBOL":
        return _lazy.sympy().Symbol("B", positive=True)
    if name == "HALF":
        return _lazy.sympy().Rational(1, 2)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def check_ev(x):
    r"""Bettor's expected net payoff of checking with hand x: :math:`x\cdot\frac12 - (1-x)\frac12 = x - \frac12`.

    Parameters
    ----------
    x : number, array or sympy expression
        The bettor's hand in [0, 1].

    Returns
    -------
    Same type as ``x``
        x - 1/2, in pot-1 units (exact for ``Fraction`` and sympy inputs).

    Examples
    --------
    >>> from fractions import Fraction
    >>> check_ev(Fraction(3, 4))
    Fraction(1, 4)
    """
    x = _validate.number(x, "x", 0, 1)
    return x - _half(x)


def bet_ev(x, c, B, *, x_above_c: bool):
    r"""Bettor's expected net payoff of betting B with hand x against call threshold c.

    The caller folds with probability c (bettor nets 1/2) and calls otherwise; a call is won against
    the caller's hands in (c, x) and lost against (max(x, c), 1), each for 1/2 + B:

    .. math:: E = \tfrac{c}{2} + (\tfrac12 + B)\,(2\max(x, c) - c - 1).

    ``x_above_c`` selects the branch (the derivation knows the ordering of its thresholds).

    Parameters
    ----------
    x, c, B : numbers or sympy expressions
        The bettor's hand and the caller's threshold in [0, 1], and the bet size in [0, inf) (a size of 0
        is the zero bet of LCP with L = 0: a check the caller may fold to).
    x_above_c : bool
        True if x > c (a call may lose or win), False if x < c (every call wins for the caller).

    Returns
    -------
    Same arithmetic as the inputs
        E, in pot-1 units.

    Examples
    --------
    >>> from fractions import Fraction as F
    >>> bet_ev(F(1, 9), F(5, 9), 1, x_above_c=False), bet_ev(F(7, 9), F(5, 9), 1, x_above_c=True)
    (Fraction(-7, 18), Fraction(5, 18))
    """
    x, c = _validate.number(x, "x", 0, 1), _validate.number(c, "c", 0, 1)
    B = _validate.number(B, "B", 0, math.inf, high_open=True)  # B = 0: a check the caller may fold to (L = 0)
    x_above_c = _validate.flag(x_above_c, "x_above_c")
    top = x if x_above_c else c
    half = _half(x, c, B)
    return c * half + (half + B) * (2 * top - c - 1)


@dataclass(frozen=True)
class Derivation:
    """The FBCP equilibrium derived from the rules (all sympy, in terms of :data:`B_SYMBOL`).

    Attributes
    ----------
    equations : dict
        Name -> sympy ``Eq``: the three indifference conditions.
    bluff_below, value_above, call_above : sympy expressions
        The thresholds a, v and c as functions of B.
    value : sympy expression
        The bettor's value (pot-1 units) as a function of B.

    Examples
    --------
    >>> d = derive()
    >>> d.bluff_below, d.call_above
    (B/((B + 2)*(2*B + 1)), B*(2*B + 3)/((B + 2)*(2*B + 1)))
    """

    equations: dict[str, sympy.Eq]  # name -> the indifference conditions
    bluff_below: sympy.Expr
    value_above: sympy.Expr
    call_above: sympy.Expr
    value: sympy.Expr  # integral of the bettor's equilibrium EV over x


@cache
@on_disk  # the first process derives; with $LCP_CACHE_DIR set, the others load (lcp.cache)
def derive() -> Derivation:
    r"""Set up and solve the indifference conditions of FBCP with sympy.

    Unknowns: the bluffing threshold a, the value threshold v and the calling threshold c, with
    :math:`0 < a < c < v < 1` (checked afterwards, see the notebook).

    1. The caller is indifferent at y = c. Calling instead of folding gains :math:`1 + B` against a
       bluff (every bluff is below c) and loses B against a value bet (all above c):
       :math:`a(1 + B) - (1 - v)B = 0`.
    2. The bettor is indifferent between bluffing and checking at x = a.
    3. The bettor is indifferent between value betting and checking at x = v.

    The value is :math:`\int_0^a E_{bluff} + \int_a^v (x - \frac12) + \int_v^1 E_{value}(x)\,dx`.

    Returns
    -------
    Derivation
        The conditions, the thresholds and the value as functions of B (sympy; cached).

    Examples
    --------
    >>> from lcp.fixed_bet import B_SYMBOL
    >>> d = derive()
    >>> d.value.subs(B_SYMBOL, 1)
    1/18
    """
    sp = _lazy.sympy()
    B = __getattr__("B_SYMBOL")
    a, v, c, x = sp.symbols("a v c x")
    equations = {
        "caller indifferent at y = c": sp.Eq(a * (1 + B) - (1 - v) * B, 0),
        "bluff ~ check at x = a": sp.Eq(bet_ev(a, c, B, x_above_c=False), check_ev(a)),
        "value bet ~ check at x = v": sp.Eq(bet_ev(v, c, B, x_above_c=True), check_ev(v)),
    }
    (sol,) = sp.solve(list(equations.values()), [a, v, c], dict=True)
    a_, v_, c_ = (sp.factor(sol[s]) for s in (a, v, c))
    value = (
        sp.integrate(bet_ev(x, c_, B, x_above_c=False), (x, 0, a_))
        + sp.integrate(check_ev(x), (x, a_, v_))
        + sp.integrate(bet_ev(x, c_, B, x_above_c=True), (x, v_, 1))
    )
    return Derivation(equations=equations, bluff_below=a_, value_above=v_, call_above=c_,
                      value=sp.factor(sp.simplify(value)))


@dataclass(frozen=True)
class Equilibrium:
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

    def certify(self) -> continuous.Certificate:
        r"""An exact proof that this profile is an equilibrium (sympy; a float solution certifies its exact twin).

        The argument, claim by claim, is in :func:`lcp._certificates.fixed_bet`.

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

        return _certificates.fixed_bet(self)

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
        fields = [sp.factor(e.subs(__getattr__("B_SYMBOL"), Bx)) for e in (d.bluff_below, d.value_above, d.call_above, d.value)]
        a, v, c, value = fields
        return Equilibrium(B=Bx, bluff_below=a, value_above=v, call_above=c, value=value)
    state = _float_solution(B)
    parts = state[1]
    return Equilibrium(B=state[0], bluff_below=parts[_index("a")], value_above=parts[_index("v")],
                       call_above=parts[_index("c")], value=parts[_index("value")], _parts=state)


def bettor_gain(x, B=None):
    r"""Exact gain of betting over checking for hand x against the equilibrium caller (a sympy Piecewise).

    Positive where the equilibrium bets, negative where it checks, zero at the thresholds.

    Parameters
    ----------
    x : sympy expression or number
        The bettor's hand.
    B : number or sympy expression, optional
        The bet size; ``None`` means the symbol ``B_SYMBOL``.

    Returns
    -------
    sympy expression
        The gain in pot-1 units (a ``Piecewise`` while x is symbolic).

    Examples
    --------
    >>> import sympy as sp
    >>> bettor_gain(sp.Rational(1, 20), 1), bettor_gain(sp.Rational(1, 2), 1)
    (11/180, -7/18)
    """
    sp = _lazy.sympy()
    B_SYMBOL = __getattr__("B_SYMBOL")
    B = B_SYMBOL if B is None else _validate.bet_size(B)
    x = _validate.number(x, "x", 0, 1, arrays=False)
    d = derive()
    c = d.call_above.subs(B_SYMBOL, B)
    return sp.Piecewise(
        (bet_ev(x, c, B, x_above_c=False) - check_ev(x), x < c),
        (bet_ev(x, c, B, x_above_c=True) - check_ev(x), True),
    )


def caller_gain(y, B=None):
    r"""Exact gain of calling over folding for caller hand y against the equilibrium bettor (``B=None``: the symbol).

    Integrated over the bettor's betting hands (not normalised): a bluff x < y is beaten, gaining
    :math:`1 + B` over a fold; a value bet x > y wins, costing B more than a fold. Returned as a
    Piecewise in y; it is 0 on the whole interval [a, v], which is why the caller's threshold is pinned
    down only by admissibility (the bettor's indifference), not by the caller's own payoff.

    Parameters
    ----------
    y : sympy expression or number
        The caller's hand.
    B : number or sympy expression, optional
        The bet size; ``None`` means the symbol ``B_SYMBOL``.

    Returns
    -------
    sympy expression
        The gain in pot-1 units (a ``Piecewise`` while y is symbolic).

    Examples
    --------
    >>> import sympy as sp
    >>> caller_gain(sp.Rational(1, 20), 1), caller_gain(sp.Rational(1, 2), 1)
    (-11/60, 0)
    """
    sp = _lazy.sympy()
    B_SYMBOL = __getattr__("B_SYMBOL")
    B = B_SYMBOL if B is None else _validate.bet_size(B)
    y = _validate.number(y, "y", 0, 1, arrays=False)
    d = derive()
    a, v = (e.subs(B_SYMBOL, B) for e in (d.bluff_below, d.value_above))
    xs = sp.Symbol("x_s")

    def beats(lo, hi):  # bet hands in (lo, hi) that the caller's y beats, with y's position known
        return sp.integrate(1 + B, (xs, lo, hi))

    def loses(lo, hi):
        return sp.integrate(-B, (xs, lo, hi))

    return sp.Piecewise(
        (beats(0, y) + loses(y, a) + loses(v, 1), y < a),
        (beats(0, a) + loses(v, 1), y <= v),
        (beats(0, a) + beats(v, y) + loses(y, 1), True),
    )


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


def _half(*values):
    """1/2 in the arithmetic of ``values``: sympy, Fraction (for int/Fraction inputs) or float."""
    if any(_lazy.is_sympy(v) for v in values):
        return _lazy.sympy().Rational(1, 2)
    if all(isinstance(v, (int, Fraction)) and not isinstance(v, bool) for v in values):
        return Fraction(1, 2)
    return 0.5


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
        value = solve(self.B, exact=True).value  # the derived value, a sympy Rational
        return self.best == Fraction(int(value.p), int(value.q))


def _steps(calls, name: str = "calls") -> tuple:
    """Validate a piecewise-constant calling rule: (lo, hi, q) steps covering [0, 1] in order, rational."""
    out, at = [], Fraction(0)
    if isinstance(calls, (str, bytes)) or not hasattr(calls, "__iter__"):
        raise TypeError(f"{name} must be a sequence of (lo, hi, q) steps; got {calls!r}")
    for step in calls:
        if not isinstance(step, (tuple, list)) or len(step) != 3 or not all(isinstance(v, numbers.Rational) and not isinstance(v, bool) for v in step):
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
