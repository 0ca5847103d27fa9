"""Proofs for whole families of decks (sympy, in the family's parameter): threshold equilibria, bounds by
a caller's strategy, and von Neumann's mod-D pattern of the finite-deck values. Values in ante-1 units.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .. import _validate
from .._types import Scalar


@dataclass(frozen=True)
class ThresholdProof:
    """A threshold pair checked for a whole family of decks (sympy, in the family's parameter).

    ``value`` is Player I's payoff (ante-1 units); ``conditions`` lists ``(what, expression)``, each
    of which must be >= 0 for every parameter value >= ``start``; ``holds`` says that all of them are
    (every coefficient non-negative after shifting the parameter to start at 0).

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k", integer=True, positive=True)
    >>> proof = threshold_proof(9 * k, 2, k + 1, 7 * k, 5 * k + 1, k)
    >>> proof.holds, proof.value, len(proof.conditions)
    (True, 1/9, 20)
    """

    value: Scalar
    conditions: tuple
    holds: bool


def _nonnegative(expr, k, start) -> bool:
    """``expr`` (a polynomial in ``k``) is >= 0 for every k >= ``start``: its coefficients are, once k is
    shifted to start at 0."""
    import sympy as sp

    return all(c >= 0 for c in sp.Poly(expr, k).shift(start).all_coeffs())


def _family(k, **exprs) -> tuple:
    """``k`` and each expression, checked: ``k`` a sympy Symbol, each expression an integer or a polynomial in
    ``k`` alone with rational coefficients (a card count or cut of the family), returned as sympy expressions."""
    import sympy as sp

    if not isinstance(k, sp.Symbol):
        raise TypeError(f"k must be the family's sympy Symbol (e.g. sympy.Symbol('k', integer=True)); got {k!r}")
    out = []
    for name, e in exprs.items():
        if isinstance(e, bool) or not isinstance(e, (numbers.Integral, sp.Expr)):
            raise TypeError(f"{name} must be an integer or a polynomial in {k} (a sympy expression); got {e!r}")
        e = sp.sympify(e)
        poly = None if e.free_symbols - {k} else e.as_poly(k)
        if poly is None or not (poly.domain.is_ZZ or poly.domain.is_QQ):
            raise ValueError(f"{name} must be a polynomial in {k} alone with rational coefficients; got {e}")
        out.append(e)
    return (k, *out)


def threshold_proof(n, b: int, A, B, C, k, start: int = 1) -> ThresholdProof:
    """Prove that "check iff A <= i <= B" / "call iff j >= C" is an equilibrium for a family of decks.

    ``n``, ``A``, ``B``, ``C`` are sympy expressions in the symbol ``k`` (e.g. ``n = 9k``, ``A = k + 1``);
    the proof is meant for ``A < C <= B``, which it checks too. Every payoff difference is linear in the
    card within each stretch between cuts, so it suffices to check the stretch's two end cards:
    Player I's bet-minus-check with card i (``cb``/``ca`` callers below/above i) and Player II's change of
    Player I's payoff when she calls with card j (``lb``/``la`` betting cards below/above j).

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k", integer=True, positive=True)
    >>> threshold_proof(9 * k + 1, 2, k + 1, 7 * k + 1, 5 * k + 2, k).holds
    True
    >>> threshold_proof(9 * k, 2, k + 2, 7 * k, 5 * k + 1, k).holds  # one bluff card too many
    False
    """
    import sympy as sp

    b, start = _validate.integer(b, "b", 1), _validate.integer(start, "start", 1)
    k, n, A, B, C = _family(k, n=n, A=A, B=B, C=C)
    i = sp.Symbol("i", integer=True)
    f = b + 1
    check = 2 * i - n - 1  # times n - 1

    def bet(cb, ca):
        return (n - 1 - cb - ca) + f * (cb - ca)

    below_C = bet(0, n - C + 1) - check  # I's card below every caller
    above_C = bet(i - C, n - i) - check
    conds = [("A < C", C - A - 1), ("C <= B", B - C), ("B < n", n - B - 1), ("A >= 2", A - 2)]
    for what, expr, lo, hi, sign in (
        ("I bluffs 1..A-1", below_C, 1, A - 1, 1),
        ("I checks A..C-1", below_C, A, C - 1, -1),
        ("I checks C..B", above_C, C, B, -1),
        ("I bets B+1..n", above_C, B + 1, n, 1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))

    def delta(lb, la):  # change of I's payoff when II calls instead of folding
        return f * (la - lb) - (la + lb)

    for what, expr, lo, hi, sign in (
        ("II folds 1..A-1", delta(i - 1, (A - 1 - i) + (n - B)), 1, A - 1, 1),
        ("II folds A..C-1", delta(A - 1, n - B), A, C - 1, 1),
        ("II calls C..B", delta(A - 1, n - B), C, B, -1),
        ("II calls B+1..n", delta((A - 1) + (i - B - 1), n - i), B + 1, n, -1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))
    total = (
        sp.summation(bet(0, n - C + 1), (i, 1, A - 1))
        + sp.summation(check, (i, A, B))
        + sp.summation(bet(i - C, n - i), (i, B + 1, n))
    )
    value = sp.factor(sp.simplify(total / (n * (n - 1))))
    expanded = tuple((what, sp.expand(e)) for what, e in conds)
    return ThresholdProof(value, expanded, all(_nonnegative(e, k, start) for _, e in expanded))


def _positive(num, den, start) -> bool:
    """``num / den`` (polynomials in k over the rationals) is > 0 for every k >= ``start``: after cancelling
    their common factors, numerator and denominator each have coefficients of one sign once k is shifted
    to start at 0, and a non-zero constant term."""
    factor, *parts = num.cancel(den)  # num / den = factor * parts[0] / parts[1]
    signs = []
    for part in parts:
        coeffs = part.shift(start).all_coeffs()
        if coeffs[-1] == 0 or not (all(c >= 0 for c in coeffs) or all(c <= 0 for c in coeffs)):
            return False
        signs.append(coeffs[-1] > 0)
    return (signs[0] == signs[1]) == (factor > 0)


def _sum_linear(expr, i, lo, hi):
    """``sum(expr for i in lo..hi)`` for ``expr`` linear in ``i``, in closed form (0 when hi = lo - 1)."""
    import sympy as sp

    expr = sp.expand(expr)
    slope, rest = expr.coeff(i, 1), expr.coeff(i, 0)
    return (hi - lo + 1) * (rest + slope * (lo + hi) / 2)


@dataclass(frozen=True)
class BoundProof:
    """Player II's strategy "call j >= C, card C - 1 with probability alpha" checked for a family of decks.

    ``value`` is Player I's best-reply payoff against it (ante-1 units) and ``gap`` = target - value, both
    in the family's parameter; ``conditions`` lists ``(what, expression)``, each >= 0 for every parameter
    value >= ``start`` if "bet i < A, check A..B, bet i > B" is Player I's best reply; ``holds`` says that all
    of them are and that the gap is > 0 there, so the game's value is below the target on the whole family.

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k", integer=True, positive=True)
    >>> proof = caller_bound(9 * k + 4, 2, 5 * k + 4, Fraction(1, 2), k + 1, 7 * k + 3, k, Fraction(1, 9))
    >>> proof.holds, proof.value.subs(k, 1)
    (True, 17/156)
    """

    value: Scalar
    gap: Scalar
    conditions: tuple
    holds: bool


def caller_bound(n, b: int, C, alpha, A, B, k, target, start: int = 1) -> BoundProof:
    """Prove that Player II holds Player I below ``target`` on a family of decks (sympy, in ``k``).

    Player II calls every card ``j >= C`` and card ``C - 1`` with probability ``alpha``. Against her,
    Player I's bet-minus-check with card i is linear in i on each stretch (every caller above i; card
    C - 1; callers on both sides), so the stretch's end cards decide, as in :func:`threshold_proof`.
    The game's value is at most Player I's best-reply value, so ``gap > 0`` bounds the value strictly.

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k", integer=True, positive=True)
    >>> caller_bound(9 * k + 4, 2, 5 * k + 4, Fraction(1, 2), k + 1, 7 * k + 3, k, Fraction(1, 9)).holds
    True
    >>> caller_bound(9 * k + 4, 2, 5 * k + 4, 0, k + 1, 7 * k + 3, k, Fraction(1, 9)).holds  # the pure cut does not
    False
    """
    import sympy as sp

    b, start = _validate.integer(b, "b", 1), _validate.integer(start, "start", 1)
    alpha = _validate.number(alpha, "alpha", 0, 1, arrays=False)
    k, n, C, A, B = _family(k, n=n, C=C, A=A, B=B)
    if isinstance(target, bool) or not isinstance(target, (numbers.Rational, sp.Rational)):
        raise TypeError(f"target must be an exact number (int or Fraction); got {type(target).__name__} {target!r}")
    i = sp.Symbol("i", integer=True)
    alpha = sp.nsimplify(alpha)
    check = 2 * i - n - 1  # times n - 1

    def bet(below, above):
        return (n - 1) + b * below - (2 + b) * above

    low = bet(0, n - C + 1 + alpha) - check  # cards below C - 1: every caller above
    mixed = bet(0, n - C + 1) - check  # card C - 1 itself
    high = bet(i - C + alpha, n - i) - check  # cards C..n
    conds = [("A >= 2", A - 2), ("A <= C - 2", C - 2 - A), ("C <= B", B - C), ("B < n", n - B - 1)]
    for what, expr, lo, hi, sign in (
        ("I bluffs 1..A-1", low, 1, A - 1, 1),
        ("I checks A..C-2", low, A, C - 2, -1),
        ("I checks C-1", mixed, C - 1, C - 1, -1),
        ("I checks C..B", high, C, B, -1),
        ("I bets B+1..n", high, B + 1, n, 1),
    ):
        for end in (lo, hi):
            conds.append((f"{what}, card {end}", sign * expr.subs(i, end)))
    total = _sum_linear(low + check, i, 1, A - 1) + _sum_linear(check, i, A, B) + _sum_linear(high + check, i, B + 1, n)
    # polynomials in k over the rationals, then one factorisation each (together() on the raw sums cost
    # mod_pattern most of its time)
    total, pairs = sp.Poly(total, k), sp.Poly(n * (n - 1), k)
    value = sp.factor(total.as_expr() / pairs.as_expr())
    short = target * pairs - total  # gap = short / pairs
    gap = sp.factor(short.as_expr() / pairs.as_expr())
    expanded = tuple((what, sp.expand(e)) for what, e in conds)
    holds = all(_nonnegative(e, k, start) for _, e in expanded) and _positive(short, pairs, start)
    return BoundProof(value, gap, expanded, holds)


@dataclass(frozen=True)
class ResidueProof:
    """One residue class n = D k + rho of the mod-D pattern, proved for every k >= ``start``.

    rho = 0, 1: the threshold equilibrium with cuts ``(A, B, C)`` (expressions in k) has the continuous
    value (:func:`threshold_proof`). Other rho: Player II's ``(C, alpha)`` strategy holds Player I strictly
    below it, and ``(A, B)`` are Player I's best-reply cuts (:func:`caller_bound`). ``gap`` is target - value.

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k", integer=True, positive=True)
    >>> proof = threshold_proof(9 * k, 2, k + 1, 7 * k, 5 * k + 1, k)
    >>> r = ResidueProof(0, (k + 1, 7 * k, 5 * k + 1), Fraction(0), proof.value, sp.Integer(0), 1, proof.holds)
    >>> r.holds, r.value
    (True, 1/9)
    """

    rho: int
    cuts: tuple
    alpha: Fraction
    value: Scalar
    gap: Scalar
    start: int
    holds: bool


@dataclass(frozen=True)
class PatternProof:
    """Von Neumann poker with bet ``b``: value = continuous value iff n = 0, 1 (mod D), for all n >= ``first``.

    ``D`` is the common denominator of von Neumann's thresholds; ``classes`` holds one proof per residue.
    Decks n < ``first`` are outside the families and need an exact solve each.

    Examples
    --------
    >>> one = ResidueProof(1, (), Fraction(0), Fraction(1, 9), 0, 2, True)
    >>> PatternProof(2, 9, Fraction(1, 9), (one,)).first  # the class n = 9k + 1 is proved from k = 2
    11
    """

    b: int
    D: int
    target: Fraction
    classes: tuple

    @property
    def holds(self) -> bool:
        return all(c.holds for c in self.classes)

    @property
    def first(self) -> int:
        return max(self.D * c.start + c.rho for c in self.classes) - self.D + 1


def _best_reply_caller(n: int, b: int, cuts, alphas):
    """Among "call j >= C, card C - 1 with probability alpha" (C in ``cuts``), the strategy that holds
    Player I lowest: (n(n - 1) times his best-reply value, C, alpha, A, B) with his cuts, exactly (integers
    scaled by the common denominator of the alphas; the first of equal strategies in the order given)."""
    scale = math.lcm(*(a.denominator for a in alphas))
    pairs = [(C, a) for C in cuts for a in alphas]
    cards = np.arange(1, n + 1)
    q = np.array([(cards >= C) * scale for C, _ in pairs], dtype=np.int64)
    q[np.arange(len(pairs)), [C - 2 for C, _ in pairs]] = [int(a * scale) for _, a in pairs]
    upto = np.cumsum(q, axis=1)
    below, above = upto - q, upto[:, -1:] - upto
    check = (2 * cards - n - 1) * scale
    bet = (n - 1) * scale + b * below - (2 + b) * above
    totals = np.maximum(check, bet).sum(axis=1)
    m = int(np.argmin(totals))
    betting = bet[m] > check
    A, B = int(np.argmin(betting)) + 1, n - int(np.argmin(betting[::-1]))
    return Fraction(int(totals[m]), scale), pairs[m][0], pairs[m][1], A, B


#: Largest bet of :func:`mod_pattern` (its period D, the number of residue classes proved, grows with the
#: bet: D = 77 at b = 10, about half a minute there on the project's machine; D = 1377 at b = 50 ran past
#: 300 s).
MAX_PATTERN_BET = 10
#: Largest probe index of :func:`mod_pattern` (its probe decks have about ``D (probe + 1)`` cards).
MAX_PATTERN_PROBE = 20


#: Largest first ``k`` :func:`mod_pattern` tries for a family's symbolic proof.
MAX_PATTERN_START = 12


def mod_pattern(b: int, probe: int = 3, max_start: int = 4) -> PatternProof:
    """Prove von Neumann's finite-deck pattern for bet ``b``: the value equals the continuous one exactly when
    n = 0 or 1 (mod D), for every deck from :attr:`PatternProof.first` on.

    For rho = 0, 1 the family is the threshold equilibrium with von Neumann's cuts scaled by n,
    A = aDk + 1, B = vDk + rho, C = cDk + 1 + rho (as the threshold equilibria of small decks have them).
    For the other residues it is read off two probe decks (k = ``probe``, ``probe + 1``): the "call
    j >= C, card C - 1 with probability alpha" caller that holds Player I lowest (C within 4 cards of
    c n; alpha among the break points m/b, m/(b + 2), where a card of Player I changes its best action),
    whose cuts must move with k as von Neumann's thresholds do. Each family is then proved symbolically for
    every k >= start, start = 1, 2, ... up to ``max_start``.

    Bounded work: ``1 <= b <= MAX_PATTERN_BET`` (about half a minute at b = 10 on the project's machine, plus
    the one-off derivation of FBCP in sympy); larger bets are refused by name.

    Examples
    --------
    >>> mod_pattern(2).holds  # doctest: +SKIP
    True
    >>> mod_pattern(11)  # the bet is limited to MAX_PATTERN_BET = 10 (the period D grows with it)
    Traceback (most recent call last):
    ...
    ValueError: b must be an integer in [1, 10]; got 11
    """
    import sympy as sp

    from ..fixed_bet import solve as fixed_bet_solve

    b = _validate.integer(b, "b", 1, MAX_PATTERN_BET)
    probe = _validate.integer(probe, "probe", 1, MAX_PATTERN_PROBE)
    max_start = _validate.integer(max_start, "max_start", 1, MAX_PATTERN_START)
    e = fixed_bet_solve(Fraction(b, 2), exact=True)
    a_c, v_c, c_c = (Fraction(int(t.p), int(t.q)) for t in (e.bluff_below, e.value_above, e.call_above))
    D = math.lcm(a_c.denominator, v_c.denominator, c_c.denominator)
    target = 2 * Fraction(int(e.value.p), int(e.value.q))
    slopes = (int(a_c * D), int(v_c * D), int(c_c * D))  # cuts A, B, C move by these per k
    k = sp.Symbol("k", integer=True, positive=True)
    alphas = sorted({Fraction(m, d) for d in (b, b + 2) for m in range(d)})
    classes = []
    for rho in range(D):
        if rho in (0, 1):
            dA, dB, dC, alpha = 1, rho, 1 + rho, Fraction(0)
        else:
            offsets = []
            for kk in (probe, probe + 1):
                n = D * kk + rho
                centre = math.floor(c_c * n)
                _, C, a, A, B = _best_reply_caller(n, b, range(max(3, centre - 4), min(n, centre + 5) + 1), alphas)
                offsets.append((A - slopes[0] * kk, B - slopes[1] * kk, C - slopes[2] * kk, a))
            if offsets[0] != offsets[1]:
                raise RuntimeError(f"b = {b}, n = {D} k + {rho}: the probe decks' cuts do not move with k")
            dA, dB, dC, alpha = offsets[0]
        n = D * k + rho
        A, B, C = slopes[0] * k + dA, slopes[1] * k + dB, slopes[2] * k + dC
        for start in range(1, max_start + 1):
            proof: ThresholdProof | BoundProof
            if rho in (0, 1):
                proof = threshold_proof(n, b, A, B, C, k, start)
                ok = proof.holds and proof.value == target
                value, gap = proof.value, sp.Integer(0)
            else:
                proof = caller_bound(n, b, C, alpha, A, B, k, target, start)
                ok, value, gap = proof.holds, proof.value, proof.gap
            if ok:
                break
        classes.append(ResidueProof(rho, (A, B, C), alpha, value, gap, start, ok))
    return PatternProof(b, D, target, tuple(classes))
