"""Why the callers' threshold shape is forced: :func:`callers_shape_forced`, in closed form from a deck
size on (:func:`shape_closed_form_from`) and card by card below it (exact, sympy).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

from lcp.core import _validate


def bet_against_loose_callers(n: int, b, j: int) -> tuple:
    """(largest bet payoff of card j over callers with S_j < 0, check payoff of card j), both summed over deals.

    The card-by-card step of :func:`callers_shape_forced`: where the first is below the second, Player I
    never bets card ``j`` against callers who call so much that S_j < 0.

    Player I's bet with card j depends on the callers' r only through Lo = sum_{k<j} r_k, Hi = sum_{k>j} r_k
    and the sums of squares Lq, Hq: a quadratic, linear in Lq and Hq. S_j < 0 needs
    (2b + 3) Hi > (b + 3)(n - 2) + b Lo. Relaxed to (Lo, Hi) in that polygon of the box and Lq, Hq anywhere
    in [Lo^2/(j - 1), Lo], [Hi^2/(n - j), Hi], the largest value is found exactly: at a vertex, at a critical
    point of an edge or inside. ``None`` when no callers have S_j < 0.

    Parameters
    ----------
    n : int
        Cards in the deck, ``3 <= n <= MAX_CARD_BY_CARD_DECK``.
    b : int or Fraction
        Player I's bet (ante 1 each), > 0.
    j : int
        Player I's card, ``1 <= j <= n``.

    Returns
    -------
    (sympy.Rational or None, int)
        Exact payoffs summed over the deals (ante-1 units times the number of deals).

    Examples
    --------
    Six cards, bet 2, card 2: against callers loose enough that S_2 < 0, a bet is worth at most -2140/49
    summed over deals, below the check's -20.

    >>> bet_against_loose_callers(6, 2, 2)
    (-2140/49, -20)
    """
    import sympy as sp

    n = _validate.integer(n, "n", 3, MAX_CARD_BY_CARD_DECK)
    b = Fraction(_validate.rational_bet(b, "b"))
    b = sp.Rational(b.numerator, b.denominator)
    j = _validate.integer(j, "j", 1, n)
    lo, hi, lq, hq, t = sp.symbols("Lo Hi Lq Hq t")
    m, nl, nh = n - 1, j - 1, n - j
    calls = lo + hi
    folds = 2 * ((m - calls) ** 2 - (m - 2 * calls + lq + hq))
    one = 2 * (((b + 2) * lo - (b + 1) * hi) * (m - 1 - calls) + (b + 2) * lq - (b + 1) * hq)
    both = (2 * b + 2) * (lo**2 - lq) - (b + 1) * (calls**2 - (lq + hq) - (lo**2 - lq))
    bet = sp.expand(folds + one + both)
    check = 2 * nl * (nl - 1) - (m * (m - 1) - nl * (nl - 1))

    def loose(pt):
        return (2 * b + 3) * pt[1] - (b + 3) * (n - 2) - b * pt[0]

    box = [(0, 0), (nl, 0), (nl, nh), (0, nh)]
    poly = []
    for a, c in zip(box, box[1:] + box[:1]):
        fa, fc = loose(a), loose(c)
        if fa >= 0:
            poly.append(a)
        if fa * fc < 0:
            w = sp.Rational(fa, fa - fc)
            poly.append((a[0] + w * (c[0] - a[0]), a[1] + w * (c[1] - a[1])))
    if not poly:
        return None, check
    best = None
    for sq_lo, sq_hi in itertools.product([lo**2 / nl, lo] if nl else [0], [hi**2 / nh, hi] if nh else [0]):
        q = sp.expand(bet.subs({lq: sq_lo, hq: sq_hi}))
        points = list(poly)
        for a, c in zip(poly, poly[1:] + poly[:1]):
            edge = sp.expand(q.subs({lo: a[0] + t * (c[0] - a[0]), hi: a[1] + t * (c[1] - a[1])}))
            for w in sp.solve(sp.diff(edge, t), t):
                if 0 <= w <= 1:
                    points.append((a[0] + w * (c[0] - a[0]), a[1] + w * (c[1] - a[1])))
        for crit in sp.solve([sp.diff(q, lo), sp.diff(q, hi)], [lo, hi], dict=True):
            if lo in crit and hi in crit:
                points.append((crit[lo], crit[hi]))
        for x, y in points:
            if 0 <= x <= nl and 0 <= y <= nh and loose((x, y)) >= 0:
                v = q.subs({lo: x, hi: y})
                best = v if best is None or v > best else best
    return best, check


#: Largest deck :func:`callers_shape_forced` checks card by card (below the closed form's first deck,
#: which only a bet below 1 pushes past 10).
MAX_CARD_BY_CARD_DECK = 2000


def shape_closed_form_from(b) -> int:
    r"""The smallest deck from which :func:`callers_shape_forced` holds in closed form for bet ``b``:
    :math:`\frac{n-2}{n-1} \ge \psi(b) = \frac{(2b+3)^3}{(b+3)(3b+3)^2}` and
    :math:`\frac{n-3}{n-2} > \frac{2b+3}{3b+3}` (both rise with n, so they hold for every larger deck).

    Since :math:`1 - \psi(b) = \frac{b(b^2 + 9b + 9)}{(b+3)(3b+3)^2}`, the two read
    :math:`n - 1 \ge 1/(1 - \psi)` and :math:`n - 2 > 3 + 3/b`, solved here in closed form: at most 10
    for every ``b >= 1``, and about :math:`3/b` for a small bet.

    Examples
    --------
    >>> shape_closed_form_from(1), shape_closed_form_from(2), shape_closed_form_from(Fraction(1, 10))
    (9, 8, 36)
    """
    b = Fraction(_validate.rational_bet(b, "b"))
    one_minus_psi = b * (b * b + 9 * b + 9) / ((b + 3) * (3 * b + 3) ** 2)
    first = math.ceil(1 + 1 / one_minus_psi)  # (n-2)/(n-1) >= psi
    second = math.floor(2 + (3 * b + 3) / b) + 1  # (n-3)/(n-2) > (2b+3)/(3b+3), strictly
    return max(4, first, second)


def callers_shape_forced(n: int, b) -> bool:
    r"""Whether every equilibrium in which II and III play alike has them call above a cut, fold below it and
    call at most one card in between with a probability in (0, 1): the shape :func:`equilibria` searches.

    Proof (notebook 7, cell ``caller-shape``), with :func:`caller_gain_steps`:

    * If Player I bets card j (p_j > 0), a bet there is worth at least a check. If S_j < 0 the callers call
      so much that it is not: in closed form when :math:`\frac{n-2}{n-1} \ge \psi(b) =
      \frac{(2b+3)^3}{(b+3)(3b+3)^2}` and :math:`\frac{n-3}{n-2} > \frac{2b+3}{3b+3}` (a bet earns at most
      -b + (3b + 3) P0, P0 the chance that no caller calls with a card above j, a check at least -1, and
      1 - P0 >= 2R/(n - 1) - R^2/((n - 1)(n - 2)) with R > (b + 3)(n - 2)/(2b + 3) the callers' weight above
      j): every n >= 10, psi being below 8/9. Smaller decks are checked card by card, exactly
      (:func:`bet_against_loose_callers`). So p_j S_j >= 0 and G never decreases. (n = 3 needs nothing: the
      callers fold card 1 and call card 3, which lose or win every call.)
    * G(j) = 0 with I betting no card below j is impossible (card j would lose every call, and I must bet
      some card other than j in any equilibrium). So at a card j where G(j) = 0 and the callers call with
      probability r_j > 0, the third term is > 0 at j and at j - 1: G(j - 1) < 0 < G(j + 1). So the callers
      fold every card with G < 0, call every card with G > 0, and call at most one card with G = 0.

    Examples
    --------
    >>> callers_shape_forced(5, 1), callers_shape_forced(10, Fraction(1, 2))
    (True, True)
    """
    n = _validate.integer(n, "n", 3)
    closed_form_from = shape_closed_form_from(b)  # also checks b
    if n == 3 or n >= closed_form_from:
        return True
    if n > MAX_CARD_BY_CARD_DECK:
        raise ValueError(
            f"n must be at most {MAX_CARD_BY_CARD_DECK} (checked card by card) or at least "
            f"{closed_form_from} (closed form) for b = {b}; got {n}"
        )
    for j in range(1, n - 1):
        best, check = bet_against_loose_callers(n, b, j)
        if best is not None and not best < check:
            return False
    return True
