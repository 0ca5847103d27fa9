"""Proofs for whole families of decks (sympy, in the family's parameter): threshold equilibria, bounds by
a caller's strategy, and von Neumann's mod-D pattern of the finite-deck values. Values in ante-1 units.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from lcp.core import _validate
from lcp.core._types import Scalar


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


# Polynomials in the family's parameter k as coefficient tuples, constant term first (Fractions for rational
# families: exact, and far cheaper than building sympy expressions for every condition; mod_pattern makes
# hundreds of caller_bound proofs). Only the returned fields are built as sympy expressions.


def _coeffs(expr, k) -> tuple:
    """A polynomial in ``k`` (checked by :func:`_family`) as its coefficients, constant first (Fractions when
    rational)."""
    out = []
    for c in reversed(expr.as_poly(k).all_coeffs()):
        out.append(Fraction(int(c.p), int(c.q)) if getattr(c, "is_Rational", False) else c)
    return _trim(out)


def _trim(p) -> tuple:
    p = list(p)
    while p and p[-1] == 0:
        p.pop()
    return tuple(p)


def _padd(*ps) -> tuple:
    out = [Fraction(0)] * max((len(p) for p in ps), default=0)
    for p in ps:
        for d, c in enumerate(p):
            out[d] += c
    return _trim(out)


def _pscale(c, p) -> tuple:
    return _trim(c * x for x in p)


def _pmul(p, q) -> tuple:
    if not p or not q:
        return ()
    out = [Fraction(0)] * (len(p) + len(q) - 1)
    for d, x in enumerate(p):
        for e, y in enumerate(q):
            out[d + e] += x * y
    return _trim(out)


def _pshift(p, s: int) -> tuple:
    """The coefficients of ``p(k + s)`` (Horner's rule in coefficient lists)."""
    out: tuple = ()
    for c in reversed(p):
        out = _padd(_pmul(out, (s, 1)), (c,))
    return out


def _const(c) -> tuple:
    return _trim((Fraction(c) if isinstance(c, (int, Fraction)) else c,))


def _expr(p, k):
    """The sympy expression of ``p``: the expanded polynomial, as ``sympy.expand`` writes it."""
    import sympy as sp

    expr = sp.Add(*(sp.sympify(c) * k**d for d, c in enumerate(p)))
    return expr if all(isinstance(c, (int, Fraction)) for c in p) else sp.expand(expr)


def _poly(p, k):
    import sympy as sp

    if all(isinstance(c, Fraction) for c in p):
        return sp.Poly.from_list([sp.Rational(c.numerator, c.denominator) for c in reversed(p)], k, domain=sp.QQ)
    return sp.Poly(_expr(p, k), k)


def _nonneg_coeffs(p, start: int) -> bool:
    """``p`` (coefficients) is >= 0 for every k >= ``start``: its coefficients are, once k is shifted to start at 0."""
    return all(c >= 0 for c in _pshift(p, start))


def _factored(num, den, k):
    """``sympy.factor(num / den)`` for polynomials ``num``, ``den`` (coefficients) in ``k``: the same expression,
    from the factorisations of the two polynomials (sympy's factor spends most of its time on the expression)."""
    import sympy as sp
    from sympy.core.mul import _keep_coeff

    if not all(isinstance(c, Fraction) for c in (*num, *den)):
        return sp.factor(_expr(num, k) / _expr(den, k))
    if not num:
        return sp.Integer(0)
    (cn, fn), (cd, fd) = _factor_list(num, k), _factor_list(den, k)
    powers: dict = {}
    for f, e in fn:
        powers[f] = powers.get(f, 0) + e
    for f, e in fd:
        powers[f] = powers.get(f, 0) - e
    return _keep_coeff(
        sp.Rational(cn.numerator, cn.denominator) / sp.Rational(cd.numerator, cd.denominator),
        sp.Mul(*(f**e for f, e in powers.items())),
    )


def _factor_list(p, k) -> tuple:
    """(content, [(factor, multiplicity), ...]) of ``p`` (rational coefficients) as sympy's ``factor_list``
    gives them: irreducible factors primitive over the integers with a positive leading coefficient, as
    expressions. Degree <= 2 by the rational roots of the primitive part (a square discriminant); higher
    degrees by sympy."""

    if not p:
        return Fraction(0), []
    if len(p) > 3:
        coeff, factors = _poly(p, k).factor_list()
        return Fraction(int(coeff.p), int(coeff.q)), [(f.as_expr(), e) for f, e in factors]
    scale = math.lcm(*(c.denominator for c in p))
    ints = [int(c * scale) for c in p]
    g = math.gcd(*ints) * (1 if ints[-1] > 0 else -1)
    prim = [x // g for x in ints]
    content = Fraction(g, scale)
    if len(prim) == 1:
        return content, []
    if len(prim) == 2:
        return content, [(_expr(prim, k), 1)]
    c0, c1, c2 = prim
    disc = c1 * c1 - 4 * c2 * c0
    root = math.isqrt(disc) if disc >= 0 else -1
    if root * root != disc:
        return content, [(_expr(prim, k), 1)]
    linear = []
    for r in (Fraction(-c1 + root, 2 * c2), Fraction(-c1 - root, 2 * c2)):  # k - r, made primitive
        linear.append(_expr((-r.numerator, r.denominator), k))
    if linear[0] == linear[1]:
        return content, [(linear[0], 2)]
    return content, [(linear[0], 1), (linear[1], 1)]


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
    b, start = _validate.integer(b, "b", 1), _validate.integer(start, "start", 1)
    k, n, A, B, C = _family(k, n=n, A=A, B=B, C=C)
    conds, total, pairs = _threshold_polys(_coeffs(n, k), _coeffs(A, k), _coeffs(B, k), _coeffs(C, k), b)
    names = ["A < C", "C <= B", "B < n", "A >= 2"]
    for what, lo, hi in (
        ("I bluffs 1..A-1", 1, A - 1),
        ("I checks A..C-1", A, C - 1),
        ("I checks C..B", C, B),
        ("I bets B+1..n", B + 1, n),
        ("II folds 1..A-1", 1, A - 1),
        ("II folds A..C-1", A, C - 1),
        ("II calls C..B", C, B),
        ("II calls B+1..n", B + 1, n),
    ):
        names.extend(f"{what}, card {end}" for end in (lo, hi))
    expanded = tuple((what, _expr(e, k)) for what, e in zip(names, conds))
    holds = all(_nonneg_coeffs(e, start) for e in conds)
    return ThresholdProof(_factored(total, pairs, k), expanded, holds)


def _threshold_polys(n, A, B, C, b: int) -> tuple:
    """The conditions of :func:`threshold_proof` (in its order), n(n - 1) times Player I's payoff and n(n - 1),
    as coefficient tuples in k. Payoff differences are linear in the card i: (constant, slope) pairs, times
    n - 1 for Player I's, summed over the other player's cards for Player II's."""
    one, minus = _const(1), _const(-1)
    f = b + 1
    check = (_padd(_pscale(-1, n), minus), _const(2))  # 2 i - n - 1
    i = ((), one)

    def card(c):  # a card that does not move with i
        return (c, ())

    def bet(cb, ca):  # (n - 1 - cb - ca) + f (cb - ca), cb / ca callers below / above i
        return _lin(card(_padd(n, minus)), _lscale(f - 1, cb), _lscale(-(f + 1), ca))

    def delta(lb, la):  # change of I's payoff when II calls instead of folding
        return _lin(_lscale(f - 1, la), _lscale(-(f + 1), lb))

    minus_check = _lscale(-1, check)
    below_C = _lin(bet(card(()), card(_padd(n, _pscale(-1, C), one))), minus_check)
    above_C = _lin(bet(_lin(i, card(_pscale(-1, C))), _lin(card(n), _lscale(-1, i))), minus_check)
    fixed = delta(card(_padd(A, minus)), card(_padd(n, _pscale(-1, B))))
    conds = [
        _padd(C, _pscale(-1, A), minus),
        _padd(B, _pscale(-1, C)),
        _padd(n, _pscale(-1, B), minus),
        _padd(A, _const(-2)),
    ]
    for expr, lo, hi, sign in (
        (below_C, one, _padd(A, minus), 1),
        (below_C, A, _padd(C, minus), -1),
        (above_C, C, B, -1),
        (above_C, _padd(B, one), n, 1),
        (
            delta(_lin(i, card(minus)), _lin(card(_padd(A, minus, n, _pscale(-1, B))), _lscale(-1, i))),
            one,
            _padd(A, minus),
            1,
        ),
        (fixed, A, _padd(C, minus), 1),
        (fixed, C, B, -1),
        (
            delta(_lin(i, card(_padd(A, _pscale(-1, B), _const(-2)))), _lin(card(n), _lscale(-1, i))),
            _padd(B, one),
            n,
            -1,
        ),
    ):
        conds.extend(_pscale(sign, _at(expr, end)) for end in (lo, hi))
    total = _padd(
        _sum_lin(bet(card(()), card(_padd(n, _pscale(-1, C), one))), one, _padd(A, minus)),
        _sum_lin(check, A, B),
        _sum_lin(bet(_lin(i, card(_pscale(-1, C))), _lin(card(n), _lscale(-1, i))), _padd(B, one), n),
    )
    return conds, total, _pmul(n, _padd(n, minus))


def _lin(*terms) -> tuple:
    """The sum of expressions linear in the card i, each a (constant, slope) pair of polynomials in k."""
    return _padd(*(t[0] for t in terms)), _padd(*(t[1] for t in terms))


def _lscale(c, expr) -> tuple:
    return _pscale(c, expr[0]), _pscale(c, expr[1])


def _at(expr, card) -> tuple:
    """A linear expression in i at i = ``card`` (a polynomial in k)."""
    return _padd(expr[0], _pmul(expr[1], card))


def _sum_lin(expr, lo, hi) -> tuple:
    """``sum(expr for i in lo..hi)`` in closed form (0 when hi = lo - 1), a polynomial in k."""
    count = _padd(hi, _pscale(-1, lo), _const(1))
    return _pmul(count, _padd(expr[0], _pscale(Fraction(1, 2), _pmul(expr[1], _padd(lo, hi)))))


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
    exact = sp.nsimplify(alpha)
    alpha_c = Fraction(int(exact.p), int(exact.q)) if exact.is_Rational else exact
    target_s = sp.sympify(target)
    target_q = Fraction(int(target_s.p), int(target_s.q))
    conds, total, pairs = _bound_polys(_coeffs(n, k), _coeffs(C, k), _coeffs(A, k), _coeffs(B, k), b, alpha_c)
    names = ["A >= 2", "A <= C - 2", "C <= B", "B < n"]
    for what, lo, hi in (
        ("I bluffs 1..A-1", 1, A - 1),
        ("I checks A..C-2", A, C - 2),
        ("I checks C-1", C - 1, C - 1),
        ("I checks C..B", C, B),
        ("I bets B+1..n", B + 1, n),
    ):
        names.extend(f"{what}, card {end}" for end in (lo, hi))
    expanded = tuple((what, _expr(e, k)) for what, e in zip(names, conds))
    short = _padd(_pscale(target_q, pairs), _pscale(-1, total))
    holds = all(_nonneg_coeffs(e, start) for e in conds) and _positive(_poly(short, k), _poly(pairs, k), start)
    return BoundProof(_factored(total, pairs, k), _factored(short, pairs, k), expanded, holds)


def _bound_polys(n, C, A, B, b: int, alpha) -> tuple:
    """The conditions of :func:`caller_bound` (in its order), n(n - 1) times Player I's best-reply value and
    n(n - 1), as coefficient tuples in k (``n``, ``C``, ``A``, ``B`` given so). A card's bet-minus-check is
    linear in the card i: a pair (constant, slope) of polynomials in k, times n - 1."""
    one, minus = _const(1), _const(-1)

    def bet(below, above):  # (n - 1) + b below - (2 + b) above
        return _lin((_padd(n, minus), ()), _lscale(b, below), _lscale(-(2 + b), above))

    check = (_padd(_pscale(-1, n), minus), _const(2))  # 2 i - n - 1
    minus_check = _lscale(-1, check)
    low = _lin(bet(((), ()), (_padd(n, _pscale(-1, C), _const(1 + alpha)), ())), minus_check)
    mixed = _lin(bet(((), ()), (_padd(n, _pscale(-1, C), one), ())), minus_check)
    high = _lin(bet((_padd(_pscale(-1, C), _const(alpha)), one), (n, minus)), minus_check)
    conds = [
        _padd(A, _const(-2)),
        _padd(C, _const(-2), _pscale(-1, A)),
        _padd(B, _pscale(-1, C)),
        _padd(n, minus, _pscale(-1, B)),
    ]
    for expr, lo, hi, sign in (
        (low, one, _padd(A, minus), 1),
        (low, A, _padd(C, _const(-2)), -1),
        (mixed, _padd(C, minus), _padd(C, minus), -1),
        (high, C, B, -1),
        (high, _padd(B, one), n, 1),
    ):
        conds.extend(_pscale(sign, _at(expr, end)) for end in (lo, hi))
    total = _padd(
        _sum_lin(_lin(low, check), one, _padd(A, minus)),
        _sum_lin(check, A, B),
        _sum_lin(_lin(high, check), _padd(B, one), n),
    )
    return conds, total, _pmul(n, _padd(n, minus))


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
    cuts, alphas = list(cuts), list(alphas)
    pairs = [(C, a) for C in cuts for a in alphas]
    cards = np.arange(1, n + 1)
    Cs = np.repeat(np.array(cuts, dtype=np.int64), len(alphas))
    q = (cards[None, :] >= Cs[:, None]).astype(np.int64) * scale
    q[np.arange(len(pairs)), Cs - 2] = np.tile(np.array([int(a * scale) for a in alphas], dtype=np.int64), len(cuts))
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

    from lcp.continuous.fixed_bet import solve as fixed_bet_solve

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
        if rho in (0, 1):
            for start in range(1, max_start + 1):
                proof = threshold_proof(n, b, A, B, C, k, start)
                ok = proof.holds and proof.value == target
                value, gap = proof.value, sp.Integer(0)
                if ok:
                    break
        else:  # caller_bound's proof, its polynomials computed once for every start
            n_c, A_c, B_c, C_c = ((Fraction(rho), Fraction(D)),) + tuple(
                _trim((Fraction(d), Fraction(s))) for d, s in zip((dA, dB, dC), slopes)
            )
            conds, total, pairs = _bound_polys(n_c, C_c, A_c, B_c, b, alpha)
            short = _padd(_pscale(target, pairs), _pscale(-1, total))
            value, gap = _factored(total, pairs, k), _factored(short, pairs, k)
            short_p, pairs_p = _poly(short, k), _poly(pairs, k)
            for start in range(1, max_start + 1):
                ok = all(_nonneg_coeffs(e, start) for e in conds) and _positive(short_p, pairs_p, start)
                if ok:
                    break
        classes.append(ResidueProof(rho, (A, B, C), alpha, value, gap, start, ok))
    return PatternProof(b, D, target, tuple(classes))
