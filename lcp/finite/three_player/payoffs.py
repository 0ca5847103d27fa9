"""Exact payoffs of the three-player finite-deck game by card, and the certificate of a profile.

Units: ante 1 each (see :mod:`lcp.finite.three_player`). Payoffs are summed over the deals of the other two
players' cards; the sums over cards below and above are prefix sums (:func:`numpy.cumsum`), generic in
the number type (int64, Python integers, Fractions).
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction

import numpy as np

from lcp.core import _validate
from lcp.finite.finite_game import Certificate


def payoff(cards, b, bet: bool, calls=(False, False)) -> tuple:
    """The rules, once: the net payoffs (I, II, III), ante 1 each, of one deal and the players' actions.

    Parameters
    ----------
    cards : tuple of three ints
        The cards of Players I, II and III (distinct).
    b : int or Fraction
        Player I's bet.
    bet : bool
        Whether Player I bets (else he checks: the highest card wins the pot of 3).
    calls : tuple of two bools
        Whether Players II and III call the bet (ignored after a check).

    Returns
    -------
    tuple of three numbers, summing to 0

    Examples
    --------
    >>> payoff((3, 1, 2), 1, bet=False)
    (2, -1, -1)
    >>> payoff((1, 3, 2), 1, bet=True, calls=(True, False))  # II calls and wins; III folds his ante
    (-2, 3, -1)
    >>> payoff((2, 3, 1), 2, bet=True, calls=(True, True))
    (-3, 6, -3)
    """
    if isinstance(cards, (str, bytes)) or not hasattr(cards, "__len__") or len(cards) != 3 or len(set(cards)) != 3:
        raise ValueError(f"cards must be three distinct cards (ints), of Players I, II and III; got {cards!r}")
    cards = tuple(_validate.integer(c, "cards", 1) for c in cards)
    b = _validate.rational_bet(b, "b")
    bet = _validate.flag(bet, "bet")
    if isinstance(calls, (str, bytes)) or not hasattr(calls, "__len__") or len(calls) != 2:
        raise ValueError(f"calls must be two bools, whether Players II and III call; got {calls!r}")
    calls = tuple(_validate.flag(c, "calls") for c in calls)
    players: tuple[int, ...]
    if not bet:
        stakes, players = [1, 1, 1], (0, 1, 2)
    else:
        stakes = [1 + b, 1 + b if calls[0] else 1, 1 + b if calls[1] else 1]
        players = (0,) + tuple(p for p, called in zip((1, 2), calls) if called)
    winner = max(players, key=lambda p: cards[p])
    pot = sum(stakes)
    return tuple(pot - stakes[p] if p == winner else -stakes[p] for p in range(3))


def _below(v):
    """``out[..., i] = sum(v[..., :i])`` for i = 0..n (object arrays keep Fractions exact)."""
    out = np.zeros(v.shape[:-1] + (v.shape[-1] + 1,), dtype=v.dtype)
    out[..., 1:] = np.cumsum(v, axis=-1)
    return out


def bettor_payoffs(n: int, b, q, r, one=1):
    """Per card ``i``: (check, bet) payoffs of Player I, summed over the ``(n-1)(n-2)`` deals of the others.

    ``q`` and ``r`` are II's and III's call probabilities by card (numpy arrays, float, int or object; a
    leading axis evaluates many profiles at once). With ``one = D`` they may be given as integers ``D q``,
    ``D r``, and the payoffs come out multiplied by ``D^2`` (every term is made homogeneous of degree 2).

    Parameters
    ----------
    n : int
        Cards in the deck, at least 3.
    b : real > 0
        Player I's bet.
    q, r : arrays
        Probabilities in [0, 1] (times ``one``), ``n`` on the last axis.
    one : real > 0
        The scale of the probabilities.

    Examples
    --------
    >>> check, bet = bettor_payoffs(4, 1, np.array([0, 0, 1, 1]), np.array([0, 0, 1, 1]))
    >>> check.tolist(), bet.tolist()
    ([-6, -6, 0, 12], [-12, -12, -4, 16])
    """
    n, b, one = _game(n, b, one)
    return _bettor_payoffs(n, b, _profile(q, "q", n, one), _profile(r, "r", n, one), one)


def _game(n, b, one=1) -> tuple:
    """``n``, ``b`` and ``one`` checked: at least 3 cards, a finite bet > 0 and a scale > 0."""
    n = _validate.integer(n, "n", 3)
    b = _validate.number(b, "b", 0, math.inf, low_open=True, high_open=True, arrays=False)
    one = _validate.number(one, "one", 0, math.inf, low_open=True, high_open=True, arrays=False)
    return n, b, one


def _profile(values, name: str, n: int, one=1):
    """``values`` as an array of probabilities (times ``one``) with ``n`` on the last axis."""
    if isinstance(values, (str, bytes)) or values is None or not hasattr(values, "__len__"):
        raise TypeError(f"{name} must be an array of {n} probabilities in [0, 1] (one per card); got {values!r}")
    arr = values if isinstance(values, np.ndarray) else np.array(values, dtype=object)
    if arr.ndim == 0 or arr.shape[-1] != n:
        raise ValueError(f"{name} must hold {n} probabilities (one per card) on its last axis; got shape {arr.shape}")
    numeric = [v for v in np.asarray(arr, dtype=object).flat if not _symbolic(v)]
    if numeric:  # symbols (the notebooks' identities in p1, p2, ...) stand for any probability
        _validate.real_array(
            np.array(numeric, dtype=object) if arr.dtype == object else arr[...],
            name,
            0,
            float(one) if not _symbolic(one) else math.inf,
        )
    return arr


def _symbolic(value) -> bool:
    """A sympy expression with free symbols (a strategy or a bet left as a variable)."""
    return bool(getattr(value, "free_symbols", None))


def _bettor_payoffs(n: int, b, q, r, one=1):
    idx = np.arange(1, n + 1).astype(object if np.asarray(q).dtype == object else np.int64)
    N2 = (n - 1) * (n - 2)
    check = (3 * (idx - 1) * (idx - 2) - N2) * (one * one)
    win1, lose = b + 2, -(b + 1)
    same = r is q  # both callers play one strategy (a symmetric profile): III's sums are II's, computed once
    Qb, QRb = _below(q), _below(q * r)
    Rb = Qb if same else _below(r)
    Ql, Rl, QRl = Qb[..., :-1], Rb[..., :-1], QRb[..., :-1]  # sums over cards below i
    Q, QR = Qb[..., -1:] - q, QRb[..., -1:] - q * r  # sums over cards other than i
    R = Q if same else Rb[..., -1:] - r
    Qh, QRh = Q - Ql, QR - QRl
    Rh = Qh if same else R - Rl
    cnt = (n - 1) * one
    # both fold: 2 * sum_{j != k} (1 - q_j)(1 - r_k)
    folds = 2 * ((cnt - Q) * (cnt - R) - (cnt * one - (Q + R) * one + QR))
    # II alone calls: sum_{j != k} q_j w(i, j) (1 - r_k), w = b + 2 below i, -(b + 1) above
    qw = win1 * Ql + lose * Qh
    qw_1mr = win1 * (Ql * one - QRl) + lose * (Qh * one - QRh)
    ii_alone = (cnt - R) * qw - qw_1mr
    if same:  # III alone calls: the same sum with the callers' roles swapped, term for term
        iii_alone = ii_alone
    else:
        rw = win1 * Rl + lose * Rh
        rw_1mq = win1 * (Rl * one - QRl) + lose * (Rh * one - QRh)
        iii_alone = (cnt - Q) * rw - rw_1mq
    both_low = Ql * Rl - QRl  # sum over j != k, both below i, of q_j r_k
    both = Q * R - QR
    both_call = (2 * b + 2) * both_low + lose * (both - both_low)
    return check, folds + ii_alone + iii_alone + both_call


def caller_payoffs(n: int, b, p, r, one=1):
    """Per card ``j`` of a caller: (fold, call) payoffs over the deals of I and the other caller.

    ``p`` is Player I's bet probability by card, ``r`` the other caller's call probability by card
    (``one``: as in :func:`bettor_payoffs`).

    Parameters
    ----------
    n, b, one
        As in :func:`bettor_payoffs`.
    p, r : arrays
        Probabilities in [0, 1] (times ``one``), ``n`` on the last axis.

    Examples
    --------
    >>> fold, call = caller_payoffs(4, 1, np.array([1, 0, 0, 1]), np.array([0, 0, 1, 1]))
    >>> fold.tolist(), call.tolist()
    ([-6, -6, -3, 6], [-8, -10, -2, 15])
    """
    n, b, one = _game(n, b, one)
    return _caller_payoffs(n, b, _profile(p, "p", n, one), _profile(r, "r", n, one), one)


def _caller_payoffs(n: int, b, p, r, one=1):
    idx = np.arange(1, n + 1).astype(object if np.asarray(p).dtype == object else np.int64)
    cnt = (n - 1) * one
    c = one - p
    Cb, Pb, Rb, PRb = _below(c), _below(p), _below(r), _below(p * r)
    Cl, Pl, Rl, PRl = Cb[..., :-1], Pb[..., :-1], Rb[..., :-1], PRb[..., :-1]
    Call, P, R, PR = Cb[..., -1:] - c, Pb[..., -1:] - p, Rb[..., -1:] - r, PRb[..., -1:] - p * r
    Ph, PRh = P - Pl, PR - PRl
    # I checks: +2 if j beats both, else -1
    checked = (3 * Cl * (idx - 2) - Call * (n - 2)) * one
    fold = checked - (n - 2) * P * one
    win1, lose = b + 2, -(b + 1)
    pw = win1 * Pl + lose * Ph
    pw_1mr = win1 * (Pl * one - PRl) + lose * (Ph * one - PRh)
    alone = (cnt - R) * pw - pw_1mr  # the other caller folds
    both_low = Pl * Rl - PRl
    both = P * R - PR
    together = (2 * b + 2) * both_low + lose * (both - both_low)
    return fold, checked + alone + together


def bettor_gains(n: int, b: int, q):
    """Player I's bet-minus-check gain by card against callers who both play ``q``.

    Examples
    --------
    >>> bettor_gains(4, 1, np.array([0, 0, 1, 1])).tolist()  # bet minus check, by card
    [-6, -6, -4, 4]
    """
    n, b, _ = _game(n, b)
    return _bet_gains(n, b, _profile(q, "q", n))


def _bet_gains(n: int, b, q):
    check, bet = _bettor_payoffs(n, b, q, q)
    return bet - check


def caller_gains(n: int, b: int, p, r):
    """A caller's call-minus-fold gain by card: linear in ``p`` (only deals where I bets count), affine in ``r``.

    Examples
    --------
    >>> caller_gains(4, 1, np.array([1, 0, 0, 1]), np.array([0, 0, 1, 1])).tolist()
    [-2, -4, 1, 9]
    """
    n, b, _ = _game(n, b)
    return _call_gains(n, b, _profile(p, "p", n), _profile(r, "r", n))


def _call_gains(n: int, b, p, r):
    fold, call = _caller_payoffs(n, b, p, r)
    return call - fold


def caller_step_weight(n: int, b, r, j: int):
    """S_j of :func:`caller_gain_steps`: what Player I's bet with card j adds to G(j + 1) - G(j), per unit of p_j.

    Examples
    --------
    >>> caller_step_weight(5, 1, [0, 0, 1, 1, 1], 2)
    2
    """
    n, b, _ = _game(n, b)
    r = _profile(r, "r", n)
    j = _validate.integer(j, "j", 1, n - 1)
    return _step_weight(n, b, r, j)


def caller_step_weights(n: int, b, r) -> list:
    """``[S_1, ..., S_(n-1)]``: :func:`caller_step_weight` for every card j at once, from running sums.

    Parameters
    ----------
    n : int
        Cards in the deck (at least 3).
    b : number
        Player I's bet, finite and > 0 (ante 1 each).
    r : sequence of n probabilities
        The other caller's call probability by card (ints or Fractions give exact weights).

    Returns
    -------
    list
        ``S_j`` for j = 1..n-1, in ante-1 units per unit of Player I's bet probability with card j.

    Examples
    --------
    >>> r = [0, 0, 1, 1, 1]
    >>> caller_step_weights(5, 1, r) == [caller_step_weight(5, 1, r, j) for j in range(1, 5)]
    True
    """
    n, b, _ = _game(n, b)
    r = list(_profile(r, "r", n))
    total, below, weights = sum(r), 0, []
    for j in range(1, n):
        above = total - below - r[j - 1] - r[j]  # sum(r[j + 1:]); below is sum(r[:j - 1])
        weights.append((n - 2) * (b + 3) + b * below - (2 * b + 3) * above)
        below += r[j - 1]
    return weights


def _step_weight(n: int, b, r, j: int):
    # S_j's n - 2 terms b + 3, then the other caller's call probabilities below j and above j + 1
    return (n - 2) * (b + 3) + b * sum(r[: j - 1]) - (2 * b + 3) * sum(r[j + 1 :])


def caller_gain_steps(n: int, b, p, r) -> list:
    r"""``G(j + 1) - G(j)`` for j = 1..n-1, where G(j) is a caller's call-minus-fold payoff with card j summed
    over the deals (as :func:`caller_payoffs`), from the exchange of cards j and j + 1:

    .. math::  G(j+1) - G(j) = b(n-2)\,p_{j+1} + p_j S_j + (b\,r_j + (2b+3)\,r_{j+1}) \sum_{i<j} p_i,
               \qquad S_j = \sum_{k<j} (b + 3 + b\,r_k) + \sum_{k>j+1} (b + 3 - (2b+3)\,r_k).

    Exchanging j and j + 1 changes only the deals where Player I or the other caller holds the neighbour
    card: I holding it (first term: card j loses -b to I's j + 1; second: card j + 1 beats I's j unless
    the other caller calls with a higher card), the other caller holding it (third term, >= 0). ``p`` is
    Player I's bet probability by card, ``r`` the other caller's call probability.

    Examples
    --------
    >>> caller_gain_steps(4, 1, [1, 0, 0, 1], [0, 0, 1, 1])
    [-2, 5, 8]
    """
    n, b, _ = _game(n, b)
    p, r = _profile(p, "p", n), _profile(r, "r", n)
    return [
        b * (n - 2) * p[j] + p[j - 1] * _step_weight(n, b, r, j) + (b * r[j - 1] + (2 * b + 3) * r[j]) * sum(p[: j - 1])
        for j in range(1, n)
    ]


def _probabilities(values, name: str, n: int) -> np.ndarray:
    """``values`` as an object array of ``n`` exact probabilities in [0, 1] (ints or Fractions)."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__") or len(values) != n:
        raise ValueError(f"{name} must hold {n} probabilities in [0, 1] (one per card); got {values!r}")
    if all(type(x) is Fraction for x in values):  # the common case (the search's vertices), checked fast
        if all(0 <= x.numerator <= x.denominator for x in values):
            return np.array(values, dtype=object)
        raise ValueError(f"{name} must hold {n} probabilities in [0, 1]; got {list(values)!r}")
    if any(isinstance(x, bool) or not isinstance(x, numbers.Rational) for x in values):
        raise TypeError(f"{name} must hold exact probabilities (int or Fraction); got {list(values)!r}")
    if any(not 0 <= x <= 1 for x in values):
        raise ValueError(f"{name} must hold {n} probabilities in [0, 1]; got {list(values)!r}")
    return np.array([Fraction(x) for x in values], dtype=object)


def certify(n: int, b, bet, call_II, call_III=None) -> Certificate:
    """Exact values and deviation gains of a profile (per-card probabilities, Fractions or ints).

    Parameters
    ----------
    n : int
        Cards in the deck (``1..n``).
    b : int or Fraction
        Player I's bet.
    bet, call_II, call_III : sequence
        Exact probabilities by card; ``call_III`` defaults to ``call_II``.

    Returns
    -------
    lcp.core.Certificate
        Values (I, II, III) and each player's best deviation gain, ante-1 units.

    Examples
    --------
    >>> from lcp.finite.three_player import finite
    >>> eq = finite(4, 1)
    >>> cert = certify(4, 1, eq.bet, eq.call)
    >>> cert.values, cert.is_equilibrium
    ((Fraction(1, 24), Fraction(-1, 48), Fraction(-1, 48)), True)
    """
    n = _validate.integer(n, "n", 3)
    b = _validate.rational_bet(b, "b")
    call_III = call_II if call_III is None else call_III
    p, q, r = (_probabilities(v, name, n) for v, name in ((bet, "bet"), (call_II, "call_II"), (call_III, "call_III")))
    # exact in Python integers: every probability times the common denominator D
    D = math.lcm(*{x.denominator for v in (p, q, r) for x in v})
    # int64 where every sum provably fits (each below 64 (b + 2) n^3 D^3 in size), else Python integers
    small = type(b) is int and 256 * (b + 2) * n**3 * D**3 < 2**63
    P, Q, R = (
        np.array([x.numerator * (D // x.denominator) for x in v], dtype=np.int64 if small else object)
        for v in (p, q, r)
    )
    out_v, out_g = [], []
    check, bet_pay = _bettor_payoffs(n, b, Q, R, one=D)
    got = sum((D - P) * check + P * bet_pay)
    out_v.append(got), out_g.append(D * sum(np.maximum(check, bet_pay)) - got)
    for mine, other in ((Q, R), (R, Q)):
        fold, call = _caller_payoffs(n, b, P, other, one=D)
        got = sum((D - mine) * fold + mine * call)
        out_v.append(got), out_g.append(D * sum(np.maximum(fold, call)) - got)
    scale = n * (n - 1) * (n - 2) * D**3
    if small:  # numpy integers back to Python ones (with a fractional bet the sums are Fractions)
        out_v, out_g = [int(v) for v in out_v], [int(g) for g in out_g]
    return Certificate(tuple(Fraction(v, scale) for v in out_v), tuple(Fraction(g, scale) for g in out_g))
