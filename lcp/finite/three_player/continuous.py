"""The continuous three-player game (hands uniform on [0, 1], ante 1 each): the three indifference
conditions, their solution in mpmath, the best bet, and checks of best replies on a grid.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction

import mpmath as mp
import numpy as np
from scipy.integrate import simpson

from lcp.core import _validate
from lcp.core._types import Scalar
from lcp.core.certificate import Uncertified


def _check_ev(x):
    """Player I checks with hand x: he wins the pot iff both others are lower: 2x^2 - (1 - x^2)."""
    return 3 * x**2 - 1


def _bet_ev(x, C, b):
    """Player I bets b with hand x > C against callers calling above C."""
    return 2 * C**2 + 2 * C * (x - C) * (b + 2) + 2 * (b + 1) * (x - C) ** 2 - (b + 1) * (1 - x**2)


def _bluff_ev(C, b):
    """Player I bets b with hand x < C: he wins only if both fold."""
    return 2 * C**2 - (b + 1) * (1 - C**2)


@functools.cache
def equations() -> tuple:
    """The three indifference conditions (sympy, in A, B, C, b), derived from the rules.

    Examples
    --------
    >>> eq_A, eq_B, eq_C = equations()
    >>> sorted(str(s) for s in eq_C.free_symbols)
    ['A', 'B', 'C', 'b']
    """
    import sympy as sp

    A, B, C, b = sp.symbols("A B C b", positive=True)
    eq_A = sp.Eq(_check_ev(A), _bluff_ev(C, b))
    eq_B = sp.Eq(_check_ev(B), _bet_ev(B, C, b))
    # a caller at y = C, given that I bets: fold loses the ante; call beats bluffs (x < A) unless the
    # other caller also calls (z > C beats C), loses to value bets (x > B)
    fold = -(A + (1 - B))
    call = A * (C * (b + 2) - (1 - C) * (b + 1)) - (1 - B) * (b + 1)
    eq_C = sp.Eq(fold, call)
    return eq_A, eq_B, eq_C


@dataclass(frozen=True)
class ContinuousEquilibrium(Uncertified):
    """The continuous three-player equilibrium for bet ``b``: I bets below ``A`` and above ``B``, II and III
    call above ``C``; ``value`` is Player I's (ante-1 units); each caller gets ``-value / 2``.

    A numerical route (the cut equations solved in mpmath): ``certificate`` is None and ``certified`` False
    (the rule of :mod:`lcp.core` for a route without an exact proof; :func:`continuous_check` checks best
    replies on a grid instead).

    Examples
    --------
    >>> c = continuous_equilibrium(2)
    >>> [mp.nstr(x, 8) for x in (c.A, c.B, c.C, c.value)]
    ['0.13705819', '0.82942225', '0.64130412', '0.12255707']
    >>> c.profile == ((c.A, c.B), c.C), c.certificate, c.certified
    (True, None, False)
    """

    b: Scalar
    A: Scalar
    B: Scalar
    C: Scalar
    value: Scalar

    @property
    def profile(self) -> tuple:
        """The symmetric profile ``((A, B), C)``: Player I's cuts (bet below A and above B), the callers' cut."""
        return ((self.A, self.B), self.C)


def _solve_mp(b, dps: int = 40):
    r"""A, B, C and Player I's value at bet ``b``, to ``dps`` digits.

    The conditions at A and B give A and B in terms of C: :math:`3A^2 = (3 + b)C^2 - b` and
    :math:`3B^2 - 2BC - 1 = 0`; the caller's condition is then one equation in C, bracketed between
    :math:`\sqrt{b/(3+b)}` (A = 0) and 1 and solved by bisection-safe root finding.

    The working precision grows with :math:`|\log_{10} b|`: for a small bet the value (about
    0.385 b) is a difference of terms of order 1, and for a large one the root lies within about 1/b of
    the bracket's lower end, so both lose that many digits (three times that for a large bet, where
    :math:`(3 + b)C^2 - b` cancels too).
    """
    bb = mp.mpf(b)
    lost = int(mp.ceil(abs(mp.log10(bb)))) if bb != 1 else 0
    if bb > 1:  # A^2 = ((3 + b) C^2 - b)/3 cancels about twice more digits than the bracket shrinks
        lost *= 3
    with mp.workdps(dps + 10 + lost):
        bb = mp.mpf(b)

        def cuts(C):
            A = mp.sqrt(max(((3 + bb) * C**2 - bb) / 3, 0))
            B = (C + mp.sqrt(C**2 + 3)) / 3
            return A, B

        def g(C):
            A, B = cuts(C)
            return -2 * A * C * bb - 3 * A * C + A * bb - B * bb + bb

        lo, hi = mp.sqrt(bb / (3 + bb)), mp.mpf(1)
        C = mp.findroot(g, (lo, hi), solver="anderson")
        A, B = cuts(C)
        val = A * (2 * C**2 - (bb + 1) * (1 - C**2)) + (B**3 - B) - (A**3 - A) + _bet_integral(B, C, bb)
        return +A, +B, +C, +val


def _bet_integral(B, C, b):
    """Integral of Player I's bet EV over x in (B, 1) (closed form of :func:`_bet_ev`)."""

    def prim(x):
        return 2 * C**2 * x + C * (b + 2) * (x - C) ** 2 + 2 * (b + 1) * (x - C) ** 3 / 3 - (b + 1) * (x - x**3 / 3)

    return prim(mp.mpf(1)) - prim(B)  # an mpf 1: x**3 / 3 with a Python int 1 would be a float


#: Largest bet of :func:`continuous_equilibrium` (the cut equations are solved in 30-digit floats; at 1e300 their
#: shape 0 < A < C < B < 1 is lost to rounding).
MAX_CONTINUOUS_BET = 10**12


#: Largest grid of the numerical checks (a few arrays of this many floats).
MAX_GRID = 10_000_001


def continuous_equilibrium(b, digits: int = 40) -> ContinuousEquilibrium:
    """The continuous game at bet ``b`` (ante-1 units), solved in mpmath to ``digits`` digits.

    ``0 < b <= MAX_CONTINUOUS_BET``, ``15 <= digits <= 1000``. Only mpmath arithmetic is used (no
    machine floats), so every machine gets the same digits.

    Parameters
    ----------
    b : int, float or Fraction
        The bet (ante 1 each).
    digits : int
        Working digits.

    Returns
    -------
    ContinuousEquilibrium
        mpmath numbers.

    Examples
    --------
    >>> mp.nstr(continuous_equilibrium(1, digits=20).value, 15)
    '0.109658442047129'
    """
    b = _validate.bet_size(b, "b")
    if getattr(b, "free_symbols", None):  # bet_size passes symbols on for symbolic work; mpmath needs a number
        raise TypeError(
            f"b must be a number (int, float or Fraction) in (0, {MAX_CONTINUOUS_BET:.0e}]; got the symbol {b}"
        )
    digits = _validate.integer(digits, "digits", 15, 1000)
    if not b <= MAX_CONTINUOUS_BET:
        raise ValueError(
            f"b must be a finite number in (0, {MAX_CONTINUOUS_BET:.0e}] (30-digit cut equations); got {b}"
        )
    A, B, C, val = _solve_mp(float(b) if not isinstance(b, Fraction) else mp.mpf(b.numerator) / b.denominator, digits)
    if not (0 < A < C < B < 1):  # pragma: no cover - holds on the tested range
        raise ValueError(f"the assumed shape 0 < A < C < B < 1 fails at b = {b}")
    return ContinuousEquilibrium(b, A, B, C, val)


@dataclass(frozen=True)
class OptimalBet:
    """The bet ``b`` maximising Player I's continuous value, and that value (mpmath, 30 digits).

    Examples
    --------
    >>> best = optimal_bet()
    >>> mp.nstr(best.b, 6), mp.nstr(best.value, 6)
    ('2.07238', '0.122591')
    """

    b: Scalar
    value: Scalar


def optimal_bet() -> OptimalBet:
    """Player I's best bet size in the continuous game: the root of dV/db.

    dV/db is a numerical derivative of the 70-digit solution, so ``b`` is good to about 20 digits.

    Examples
    --------
    >>> mp.nstr(optimal_bet().b, 10)
    '2.072378576'
    """
    with mp.workdps(40):
        dV = lambda bb: mp.diff(lambda t: _solve_mp(t, 70)[3], bb)  # noqa: E731
        b_star = mp.findroot(dV, (mp.mpf(2), mp.mpf("2.2")), solver="anderson", tol=mp.mpf(10) ** -40)
        return OptimalBet(+b_star, _solve_mp(b_star, 50)[3])


def _caller_gains(A, B, C, b, z):
    """A caller's gain of calling over folding with hand ``z`` (given I bets), split by the other caller.

    Returns the contributions from deals where the other caller calls and where he folds (the other
    caller uses threshold C); their sum is the simultaneous-play gain. ``m(z)`` is the measure of
    Player I's betting hands below z; a call beats folding by 2b + 3 when z beats both others, by b + 3
    when heads-up and z wins, and loses b otherwise.
    """
    m = np.minimum(z, A) + np.clip(z - B, 0.0, None)
    total = A + 1 - B
    other_calls = (3 * b + 3) * m * np.clip(z - C, 0.0, None) - b * total * (1 - C)
    other_folds = C * ((2 * b + 3) * m - b * total)
    return other_calls, other_folds


def continuous_caller_gains(eq: ContinuousEquilibrium, z) -> tuple:
    """A caller's gain of calling over folding with hand ``z`` in the equilibrium ``eq``, given that I bets,
    split by what the other caller does: ``(other calls, other folds)`` (floats, ante-1 units).

    Their sum is the caller's gain in simultaneous play: negative below ``eq.A``, positive above ``eq.B``,
    and zero between (such a hand beats exactly Player I's bluffs; the indifference at ``eq.C`` is the
    condition that defines the equilibrium). Player I bets below ``A`` and above ``B``; a call beats
    folding by 2b + 3 when z beats both others, by b + 3 when heads-up and z wins, and loses b otherwise.

    Parameters
    ----------
    eq : ContinuousEquilibrium
        From :func:`continuous_equilibrium`.
    z : float or array_like
        The caller's hands, in [0, 1].

    Returns
    -------
    (numpy.ndarray, numpy.ndarray)
        The contributions from the deals where the other caller calls and where he folds.

    Examples
    --------
    >>> eq = continuous_equilibrium(2)
    >>> calls, folds = continuous_caller_gains(eq, [0.1, 0.5, 0.9])
    >>> [round(float(g), 6) + 0.0 for g in calls + folds]
    [-0.166359, 0.0, 0.800264]
    """
    if not isinstance(eq, ContinuousEquilibrium):
        raise TypeError(f"eq must be an lcp.finite.three_player.ContinuousEquilibrium; got {type(eq).__name__}")
    z = _validate.real_array(z, "z", 0.0, 1.0)
    return _caller_gains(float(eq.A), float(eq.B), float(eq.C), float(eq.b), z)


@dataclass(frozen=True)
class BestReplyCheck:
    """Largest gain of a best reply over the equilibrium action, over a grid of hands (continuous game).

    Examples
    --------
    >>> check = continuous_check(2, grid=1001)
    >>> check.bettor < 1e-12, check.caller < 1e-12
    (True, True)
    """

    bettor: float
    caller: float


def continuous_check(b, grid: int = 100_001) -> BestReplyCheck:
    """Check the continuous equilibrium's actions against best replies on a grid of hands.

    Player I: bet (below A, above B) vs check; a caller: call (above C) vs fold, against the other
    caller's threshold C. Both numbers should be 0 up to rounding.

    Examples
    --------
    >>> max(continuous_check(1, grid=101).bettor, continuous_check(1, grid=101).caller) < 1e-12
    True
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous_equilibrium(b)
    A, B, C, bb = float(c.A), float(c.B), float(c.C), float(b)
    x = np.linspace(0.0, 1.0, grid)
    check = 3 * x**2 - 1
    bet = np.where(x < C, 2 * C**2 - (bb + 1) * (1 - C**2), _bet_ev(x, C, bb))
    bets = (x < A) | (x > B)
    gain_I = np.max(np.where(bets, check - bet, bet - check))
    gain = sum(_caller_gains(A, B, C, bb, x))
    gain_II = np.max(np.where(x > C, -gain, gain))
    return BestReplyCheck(max(float(gain_I), 0.0), max(float(gain_II), 0.0))


@dataclass(frozen=True)
class Sequential:
    """Player III's best reply in the continuous game when he sees Player II's action first.

    ``gain``: his improvement over the symmetric equilibrium (ante-1 units); ``call_after_call`` and
    ``call_after_fold``: his best calling thresholds after II calls and after II folds (the equilibrium
    uses ``C`` for both).

    Examples
    --------
    >>> s = continuous_sequential(2, grid=2001)
    >>> round(s.gain, 3), round(s.call_after_call, 2), round(s.call_after_fold, 2)
    (0.136, 0.82, 0.09)
    """

    gain: float
    call_after_call: float
    call_after_fold: float


def continuous_sequential(b, grid: int = 200_001) -> Sequential:
    """How much Player III gains in the continuous game by conditioning on Player II's action.

    The improvement of the best reply is integrated over z by Simpson's rule on ``grid`` points (the
    integrand is piecewise polynomial with a jump at C, so the result is good to about 1e-9).

    Examples
    --------
    >>> continuous_sequential(2, grid=2001).gain > 0  # III gains by seeing II's action
    True
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous_equilibrium(b)
    A, B, C, bb = float(c.A), float(c.B), float(c.C), float(b)
    z = np.linspace(0.0, 1.0, grid)
    after_call, after_fold = _caller_gains(A, B, C, bb, z)
    calls = z > C
    gain = sum(np.maximum(g, 0.0) - np.where(calls, g, 0.0) for g in (after_call, after_fold))
    total = simpson(gain, dx=1.0 / (grid - 1))
    first = lambda g: float(z[np.argmax(g > 0)])  # noqa: E731  (each gain rises through 0 once)
    return Sequential(float(total), first(after_call), first(after_fold))
