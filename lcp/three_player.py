r"""Three-player poker of the finite-deck paper (Krityakierne, Thanatipanonda, Zeilberger), finite and continuous.

Units: that paper's, ante 1 each (pot 3). Player I checks or bets ``b``; Players II and III each call or
fold, not seeing each other's choice; a folded player's ante stays in the pot. Net payoffs, derived from
these rules:

==========================  ===============================================================
I checks                    the highest of the three cards wins the pot: ``+2``, the others ``-1``
I bets, both fold           I ``+2``, II ``-1``, III ``-1``
I bets, one caller          the higher of I and the caller ``+(b + 2)``, the lower ``-(b + 1)``, the folder ``-1``
I bets, both call           the highest ``+(2b + 2)``, the others ``-(b + 1)``
==========================  ===============================================================

Like the paper, II and III use the same strategy. Finite deck (cards ``1..n`` dealt without
replacement): :func:`finite` finds an equilibrium of the shape "I bets the low cards and the high cards, a
caller calls the high cards", with one mixed card at a cut of Player I and one at the caller's cut. With
only those two cards mixed, each indifference condition is *linear* in the other side's mixing
probability (a player never meets his own card), so the equilibrium is rational; it is then certified
exactly: no player -- II or III alone included -- gains by changing the action of any card.
Continuous hands: :func:`continuous` solves the three indifference conditions, :func:`optimal_bet` the bet
that maximises Player I's value.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import mpmath as mp
import numpy as np
import sympy as sp

from . import _validate

# ----------------------------------------------------------------------------------------------
# finite deck: exact payoffs by card (prefix sums; generic in the number type)


def _below(v):
    """``out[i] = sum(v[:i])`` for i = 0..n (object arrays keep Fractions exact)."""
    out = np.empty(len(v) + 1, dtype=v.dtype)
    out[0] = 0
    out[1:] = np.cumsum(v)
    return out


def bettor_payoffs(n: int, b, q, r):
    """Per card ``i``: (check, bet) payoffs of Player I, summed over the ``(n-1)(n-2)`` deals of the others.

    ``q`` and ``r`` are II's and III's call probabilities by card (numpy arrays, float or object).
    """
    idx = np.arange(1, n + 1)
    N2 = (n - 1) * (n - 2)
    check = 3 * (idx - 1) * (idx - 2) - N2
    win1, lose = b + 2, -(b + 1)
    Qb, Rb, QRb = _below(q), _below(r), _below(q * r)
    Ql, Rl, QRl = Qb[:-1], Rb[:-1], QRb[:-1]  # sums over cards below i
    Q, R, QR = Qb[-1] - q, Rb[-1] - r, QRb[-1] - q * r  # sums over cards other than i
    Qh, Rh, QRh = Q - Ql, R - Rl, QR - QRl
    cnt = n - 1
    # both fold: 2 * sum_{j != k} (1 - q_j)(1 - r_k)
    folds = 2 * ((cnt - Q) * (cnt - R) - (cnt - Q - R + QR))
    # II alone calls: sum_{j != k} q_j w(i, j) (1 - r_k), w = b + 2 below i, -(b + 1) above
    qw = win1 * Ql + lose * Qh
    qw_1mr = win1 * (Ql - QRl) + lose * (Qh - QRh)
    ii_alone = (cnt - R) * qw - qw_1mr
    rw = win1 * Rl + lose * Rh
    rw_1mq = win1 * (Rl - QRl) + lose * (Rh - QRh)
    iii_alone = (cnt - Q) * rw - rw_1mq
    both_low = Ql * Rl - QRl  # sum over j != k, both below i, of q_j r_k
    both = (Q * R - QR)
    both_call = (2 * b + 2) * both_low + lose * (both - both_low)
    return check, folds + ii_alone + iii_alone + both_call


def caller_payoffs(n: int, b, p, r):
    """Per card ``j`` of a caller: (fold, call) payoffs over the deals of I and the other caller.

    ``p`` is Player I's bet probability by card, ``r`` the other caller's call probability by card.
    """
    idx = np.arange(1, n + 1)
    cnt = n - 1
    c = 1 - p
    Cb, Pb, Rb, PRb = _below(c), _below(p), _below(r), _below(p * r)
    Cl, Pl, Rl, PRl = Cb[:-1], Pb[:-1], Rb[:-1], PRb[:-1]
    Call, P, R, PR = Cb[-1] - c, Pb[-1] - p, Rb[-1] - r, PRb[-1] - p * r
    Ph, PRh = P - Pl, PR - PRl
    # I checks: +2 if j beats both, else -1
    checked = 3 * Cl * (idx - 2) - Call * (n - 2)
    fold = checked - (n - 2) * P
    win1, lose = b + 2, -(b + 1)
    pw = win1 * Pl + lose * Ph
    pw_1mr = win1 * (Pl - PRl) + lose * (Ph - PRh)
    alone = (cnt - R) * pw - pw_1mr  # the other caller folds
    both_low = Pl * Rl - PRl
    both = P * R - PR
    together = (2 * b + 2) * both_low + lose * (both - both_low)
    return fold, checked + alone + together


@dataclass(frozen=True)
class Certificate:
    """Exact payoffs of the three players and the best gain of each by a unilateral deviation."""

    values: tuple  # (I, II, III), ante-1 units
    gains: tuple  # (I, II, III)

    @property
    def is_equilibrium(self) -> bool:
        return all(g == 0 for g in self.gains)


def certify(n: int, b, bet, call_II, call_III=None) -> Certificate:
    """Exact values and deviation gains of a profile (per-card probabilities, Fractions or ints)."""
    n = _validate.integer(n, "n", 3)
    call_III = call_II if call_III is None else call_III
    p, q, r = (np.array([Fraction(x) for x in v], dtype=object) for v in (bet, call_II, call_III))
    for name, v in (("bet", p), ("call_II", q), ("call_III", r)):
        if len(v) != n or any(x < 0 or x > 1 for x in v):
            raise ValueError(f"{name} must hold {n} probabilities in [0, 1]")
    scale = n * (n - 1) * (n - 2)
    out_v, out_g = [], []
    check, bet_pay = bettor_payoffs(n, b, q, r)
    got = sum((1 - p) * check + p * bet_pay)
    out_v.append(got), out_g.append(sum(np.maximum(check, bet_pay)) - got)
    for mine, other in ((q, r), (r, q)):
        fold, call = caller_payoffs(n, b, p, other)
        got = sum((1 - mine) * fold + mine * call)
        out_v.append(got), out_g.append(sum(np.maximum(fold, call)) - got)
    return Certificate(tuple(Fraction(v) / scale for v in out_v), tuple(Fraction(g) / scale for g in out_g))


@dataclass(frozen=True)
class FiniteEquilibrium:
    """A certified equilibrium of the ``n``-card game with bet ``b``, Players II and III alike.

    ``bet[i - 1]``: probability that Player I bets with card ``i``; ``call[j - 1]``: probability that
    Player II (and III) calls with card ``j``. ``values``: exact (I, II, III), ante-1 units, sum 0.
    ``A``, ``B``, ``C`` are the cuts as fractions of the deck, in the paper's form: I bets below ``A``
    and above ``B``, a caller calls above ``C`` (a mixed card counts by its probability).
    """

    n: int
    b: int
    values: tuple
    bet: tuple
    call: tuple

    @property
    def value(self) -> Fraction:
        return self.values[0]

    @property
    def A(self) -> Fraction:
        low = []
        for x in self.bet:
            if x == 0:
                break
            low.append(x)
        return sum(low, Fraction(0)) / self.n

    @property
    def B(self) -> Fraction:
        high = []
        for x in reversed(self.bet):
            if x == 0:
                break
            high.append(x)
        return 1 - sum(high, Fraction(0)) / self.n

    @property
    def C(self) -> Fraction:
        return 1 - sum(self.call, Fraction(0)) / self.n

    def certificate(self) -> Certificate:
        return certify(self.n, self.b, self.bet, self.call)


def _profile(n: int, bluff: int, value: int, calls: int, mix_at: str, t, u, dtype):
    """Cards 1..bluff bet, the top ``value`` cards bet, the top ``calls`` cards call, plus mixed cards.

    ``mix_at`` names Player I's mixed card: "bluff" (card bluff + 1 bets with t) or "value" (card
    n - value bets with t). The caller's mixed card n - calls calls with u.
    """
    p = np.zeros(n, dtype=dtype)
    p[:bluff] = 1
    if value:
        p[n - value:] = 1
    k = bluff if mix_at == "bluff" else n - value - 1
    p[k] = t
    q = np.zeros(n, dtype=dtype)
    if calls:
        q[n - calls:] = 1
    q[n - calls - 1] = u
    return p, q


def _candidates(n: int, b: int):
    """Cut structures (bluff cards, value cards, calling cards, Player I's mixed card), nearest first.

    "Nearest" is the distance of the pure cuts from the continuous solution scaled to the deck; every
    structure is listed for small decks, a window of +-4 cards around it for large ones.
    """
    c = continuous(b)
    a0, v0, c0 = float(c.A) * n, (1 - float(c.B)) * n, (1 - float(c.C)) * n
    w = n if n <= 12 else 4
    out = []
    for calls in range(max(0, math.floor(c0) - w), min(n - 1, math.floor(c0) + w) + 1):
        for bluff in range(max(0, math.floor(a0) - w), min(n, math.floor(a0) + w) + 1):
            for value in range(max(0, math.floor(v0) - w), min(n, math.floor(v0) + w) + 1):
                if bluff + value >= n:
                    continue
                for mix_at in ("bluff", "value"):
                    if mix_at == "value" and n - value - 1 <= bluff - 1:
                        continue
                    dist = abs(bluff + 0.5 - a0) + abs(value + 0.5 - v0) + abs(calls + 0.5 - c0)
                    out.append((dist, (bluff, value, calls, mix_at)))
    out.sort()
    return [s for _, s in out]


def _solve_structure(n, b, bluff, value, calls, mix_at, dtype):
    """The mixing probabilities (t, u) that make both mixed cards indifferent, or None."""
    k = bluff if mix_at == "bluff" else n - value - 1
    m = n - calls - 1
    one = Fraction(1) if dtype is object else 1.0
    # Player I's card k: (bet - check) is affine in u (II and III never both hold card m)
    diffs = []
    for u in (0 * one, one):
        p, q = _profile(n, bluff, value, calls, mix_at, 0 * one, u, dtype)
        check, bet = bettor_payoffs(n, b, q, q)
        diffs.append(bet[k] - check[k])
    if diffs[1] == diffs[0]:
        return None
    u = diffs[0] / (diffs[0] - diffs[1])
    # a caller's card m: (call - fold) is affine in t (card m is not Player I's)
    diffs = []
    for t in (0 * one, one):
        p, q = _profile(n, bluff, value, calls, mix_at, t, u, dtype)
        fold, call = caller_payoffs(n, b, p, q)
        diffs.append(call[m] - fold[m])
    if diffs[1] == diffs[0]:
        return None
    t = diffs[0] / (diffs[0] - diffs[1])
    if not (0 <= t <= 1 and 0 <= u <= 1):
        return None
    return t, u


def _float_ok(n, b, structure, t, u) -> bool:
    p, q = _profile(n, *structure, t, u, float)
    check, bet = bettor_payoffs(n, float(b), q, q)
    fold, call = caller_payoffs(n, float(b), p, q)
    tol = 1e-9 * n * n * (b + 2)
    # every action taken with positive probability is a best reply (up to rounding)
    return bool(
        np.all((1 - p) * (bet - check) <= tol) and np.all(p * (check - bet) <= tol)
        and np.all((1 - q) * (call - fold) <= tol) and np.all(q * (fold - call) <= tol)
    )


#: Largest deck :func:`finite` accepts: n = 3000 takes under 2 s, the exact certificate grows with n
#: (its payoffs are sums over n^2 card pairs in rationals).
MAX_FINITE_CARDS = 20_000
#: Largest bet :func:`finite` accepts (the float screen compares payoffs of size n^2 b).
MAX_FINITE_BET = 10**6


def finite(n: int, b: int) -> FiniteEquilibrium:
    """A certified equilibrium of three-player poker with ``n`` cards and bet ``b`` (II and III alike).

    Limits: ``3 <= n <= MAX_FINITE_CARDS``, ``1 <= b <= MAX_FINITE_BET``.

    Screens the cut structures near the continuous solution in floats, then re-solves the winner's two
    indifference conditions in rationals and certifies it exactly for all three players.
    """
    n = _validate.integer(n, "n", 3, MAX_FINITE_CARDS)
    b = _validate.integer(b, "b", 1, MAX_FINITE_BET)
    for structure in _candidates(n, b):
        mix = _solve_structure(n, b, *structure, float)
        if mix is None or not _float_ok(n, b, structure, *mix):
            continue
        exact = _solve_structure(n, b, *structure, object)
        if exact is None:
            continue
        p, q = _profile(n, *structure, *exact, object)
        cert = certify(n, b, list(p), list(q))
        if cert.is_equilibrium:
            return FiniteEquilibrium(n, b, cert.values, tuple(map(Fraction, p)), tuple(map(Fraction, q)))
    raise RuntimeError(
        f"no certified equilibrium with one mixed card for Player I and one for the callers near the "
        f"continuous cuts for n={n}, b={b}; shapes with more mixed cards (where the mixing probabilities "
        f"solve polynomial, not linear, equations) are not searched"
    )


def sequential_gain(eq: FiniteEquilibrium) -> Fraction:
    """Player III's best gain, in ante-1 units, if he may condition on Player II's call or fold.

    Against the equilibrium's I and II, III chooses call or fold separately for each card and each
    observed action of II. A positive gain means the profile is not an equilibrium of sequential play.
    Exact, by a direct sum over deals (``O(n^3)``: meant for decks up to a few hundred cards).
    """
    n, b = eq.n, eq.b
    p = [Fraction(x) for x in eq.bet]
    q = [Fraction(x) for x in eq.call]
    best = Fraction(0)
    current = Fraction(0)
    for k in range(1, n + 1):
        for seen in ("call", "fold"):
            pay = {"call": Fraction(0), "fold": Fraction(0)}
            for i in range(1, n + 1):
                if i == k or p[i - 1] == 0:
                    continue
                for j in range(1, n + 1):
                    if j in (i, k):
                        continue
                    w = p[i - 1] * (q[j - 1] if seen == "call" else 1 - q[j - 1])
                    if w == 0:
                        continue
                    pay["fold"] += -w
                    if seen == "call":
                        pay["call"] += w * ((2 * b + 2) if k > max(i, j) else -(b + 1))
                    else:
                        pay["call"] += w * ((b + 2) if k > i else -(b + 1))
            best += max(pay.values())
            current += q[k - 1] * pay["call"] + (1 - q[k - 1]) * pay["fold"]
    return (best - current) / (n * (n - 1) * (n - 2))


# ----------------------------------------------------------------------------------------------
# continuous hands

_A, _B, _C, _b = sp.symbols("A B C b", positive=True)


def _check_ev(x):
    """Player I checks with hand x: he wins the pot iff both others are lower: 2x^2 - (1 - x^2)."""
    return 3 * x**2 - 1


def _bet_ev(x, C, b):
    """Player I bets b with hand x > C against callers calling above C."""
    return 2 * C**2 + 2 * C * (x - C) * (b + 2) + 2 * (b + 1) * (x - C) ** 2 - (b + 1) * (1 - x**2)


def _bluff_ev(C, b):
    """Player I bets b with hand x < C: he wins only if both fold."""
    return 2 * C**2 - (b + 1) * (1 - C**2)


@lru_cache(maxsize=1)
def equations() -> tuple:
    """The three indifference conditions (sympy, in A, B, C, b), derived from the rules."""
    eq_A = sp.Eq(_check_ev(_A), _bluff_ev(_C, _b))
    eq_B = sp.Eq(_check_ev(_B), _bet_ev(_B, _C, _b))
    # a caller at y = C, given that I bets: fold loses the ante; call beats bluffs (x < A) unless the
    # other caller also calls (z > C beats C), loses to value bets (x > B)
    fold = -(_A + (1 - _B))
    call = _A * (_C * (_b + 2) - (1 - _C) * (_b + 1)) - (1 - _B) * (_b + 1)
    eq_C = sp.Eq(fold, call)
    return eq_A, eq_B, eq_C


@dataclass(frozen=True)
class ContinuousEquilibrium:
    """The continuous three-player equilibrium for bet ``b``: I bets below ``A`` and above ``B``, II and III
    call above ``C``; ``value`` is Player I's (ante-1 units); each caller gets ``-value / 2``."""

    b: object
    A: object
    B: object
    C: object
    value: object


def _solve_mp(b, dps: int = 40):
    r"""A, B, C and Player I's value at bet ``b``, to ``dps`` digits.

    The conditions at A and B give A and B in terms of C: :math:`3A^2 = (3 + b)C^2 - b` and
    :math:`3B^2 - 2BC - 1 = 0`; the caller's condition is then one equation in C, bracketed between
    :math:`\sqrt{b/(3+b)}` (A = 0) and 1 and solved by bisection-safe root finding.
    """
    with mp.workdps(dps + 10):
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
        return (2 * C**2 * x + C * (b + 2) * (x - C) ** 2 + 2 * (b + 1) * (x - C) ** 3 / 3
                - (b + 1) * (x - x**3 / 3))
    return prim(mp.mpf(1)) - prim(B)  # an mpf 1: x**3 / 3 with a Python int 1 would be a float


#: Largest bet of :func:`continuous` (the cut equations are solved in 30-digit floats; at 1e300 their
#: shape 0 < A < C < B < 1 is lost to rounding).
MAX_CONTINUOUS_BET = 10**12
#: Largest grid of the numerical checks (a few arrays of this many floats).
MAX_GRID = 10_000_001


def continuous(b, digits: int = 40) -> ContinuousEquilibrium:
    """The continuous game at bet ``b`` (ante-1 units), solved in mpmath to ``digits`` digits.

    ``0 < b <= MAX_CONTINUOUS_BET``, ``15 <= digits <= 1000``. Only mpmath arithmetic is used (no
    machine floats), so every machine gets the same digits.
    """
    b = _validate.bet_size(b, "b")
    digits = _validate.integer(digits, "digits", 15, 1000)
    if not b <= MAX_CONTINUOUS_BET:
        raise ValueError(f"b must be a finite number in (0, {MAX_CONTINUOUS_BET:.0e}] (30-digit cut equations); got {b}")
    A, B, C, val = _solve_mp(float(b) if not isinstance(b, Fraction) else mp.mpf(b.numerator) / b.denominator, digits)
    if not (0 < A < C < B < 1):  # pragma: no cover - holds on the tested range
        raise ValueError(f"the assumed shape 0 < A < C < B < 1 fails at b = {b}")
    return ContinuousEquilibrium(b, A, B, C, val)


@dataclass(frozen=True)
class OptimalBet:
    """The bet ``b`` maximising Player I's continuous value, and that value (mpmath, 30 digits)."""

    b: object
    value: object


def optimal_bet() -> OptimalBet:
    """Player I's best bet size in the continuous game: the root of dV/db.

    dV/db is a numerical derivative of the 70-digit solution, so ``b`` is good to about 20 digits.
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


@dataclass(frozen=True)
class BestReplyCheck:
    """Largest gain of a best reply over the equilibrium action, over a grid of hands (continuous game)."""

    bettor: float
    caller: float


def continuous_check(b, grid: int = 100_001) -> BestReplyCheck:
    """Check the continuous equilibrium's actions against best replies on a grid of hands.

    Player I: bet (below A, above B) vs check; a caller: call (above C) vs fold, against the other
    caller's threshold C. Both numbers should be 0 up to rounding.
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous(b)
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
    """

    gain: float
    call_after_call: float
    call_after_fold: float


def continuous_sequential(b, grid: int = 200_001) -> Sequential:
    """How much Player III gains in the continuous game by conditioning on Player II's action.

    The improvement of the best reply is integrated over z by Simpson's rule on ``grid`` points (the
    integrand is piecewise polynomial with a jump at C, so the result is good to about 1e-9).
    """
    grid = _validate.integer(grid, "grid", 3, MAX_GRID)
    c = continuous(b)
    A, B, C, bb = float(c.A), float(c.B), float(c.C), float(b)
    z = np.linspace(0.0, 1.0, grid)
    after_call, after_fold = _caller_gains(A, B, C, bb, z)
    calls = z > C
    gain = sum(np.maximum(g, 0.0) - np.where(calls, g, 0.0) for g in (after_call, after_fold))
    h = 1.0 / (grid - 1)
    total = h / 3 * (gain[0] + gain[-1] + 4 * gain[1:-1:2].sum() + 2 * gain[2:-1:2].sum())
    first = lambda g: float(z[np.argmax(g > 0)])  # noqa: E731  (each gain rises through 0 once)
    return Sequential(float(total), first(after_call), first(after_fold))
