r"""The three-player finite-deck game with a menu of bet sizes for Player I (notebook 11, Sec. 3).

Units: the finite-deck paper's, ante 1 each (pot 3). Cards ``1..n`` are dealt to Players I, II, III
without replacement; Player I checks or bets a size ``b`` from a menu of positive integers; Players II and
III each call or fold, not seeing each other's choice. The payoffs of a deal are those of
:func:`lcp.finite.three_player.payoff` with the size chosen (:func:`payoff`: the rules, once). With a one-size
menu this is the game of :mod:`lcp.finite.three_player`.

The game is not zero-sum between two players, so no LP solves it. :func:`solve` looks for a symmetric
equilibrium (II and III alike) in three steps: a float search (smoothed best responses with a falling
temperature), an exact re-solve of the indifference equations on the support it reads off (sympy, in
rationals), and an exact certificate by brute force over every deal (:func:`certify`: no player, II or
III alone included, gains by changing any action of any card). The search is a heuristic and may find
nothing (:class:`lcp.finite.finite_game.CertificationError`); what it returns is certified. It reaches the
smallest decks only: ``n = 4`` with sizes 1 and 2, not every one-size game at ``n = 5`` (notebook 11).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import numpy as np

from lcp.core import _validate
from lcp.finite.finite_game import Certificate, CertificationError

from .payoffs import payoff as _one_size_payoff

#: Most cards :func:`certify` accepts (the certificate enumerates n (n-1) (n-2) deals).
MAX_CARDS = 9
#: Most cards :func:`solve` accepts, by the number of sizes in the menu. The exact re-solve hands sympy the
#: indifference equations on the support, a polynomial system whose solutions form a family where cards are
#: interchangeable; sympy's solve of it ran for minutes (issue 47: (5, [1, 2]) and (9, [6, 7, 8]); of the
#: one-size games (6, [1]), (7, [1]), (7, [3]), (8, [1]) stopped after 40 s). Measured at a load average of
#: about 15 on 2 cores: every one-size game with n <= 5 in under 20 s; every two-size menu at n = 4 in under
#: 31 s; three sizes at n = 3 in under 20 s (12 of the 56 menus sampled), at n = 4 up to 140 s ([1, 2, 4])
#: and beyond 240 s ([1, 4, 6]).
MAX_SOLVE_CARDS = {1: 5, 2: 4, 3: 3}
#: Sizes in a menu: 1 to this many distinct positive integers up to MAX_SIZE.
MAX_SIZES = 3
MAX_SIZE = 8


def payoff(cards, size: int = 0, calls=(False, False)) -> tuple:
    """The rules, once: the net payoffs (I, II, III), ante 1 each, of a deal and the actions.

    Parameters
    ----------
    cards : tuple of three ints
        The cards of I, II, III (distinct).
    size : int
        Player I's bet; 0 is a check (``calls`` then ignored).
    calls : tuple of two bools
        Whether II and III call.

    Returns
    -------
    tuple of three ints

    Examples
    --------
    >>> payoff((3, 1, 2)), payoff((1, 3, 2), 2, (True, False))
    ((2, -1, -1), (-3, 4, -1))
    """
    if isinstance(size, bool) or not isinstance(size, (int, np.integer)) or size < 0:
        raise (TypeError if isinstance(size, bool) or not isinstance(size, (int, np.integer)) else ValueError)(
            f"size must be an integer bet >= 0 (0: Player I checks); got {size!r}"
        )
    if isinstance(calls, (str, bytes)) or not hasattr(calls, "__len__") or len(calls) != 2:
        raise TypeError(f"calls must be a pair of bools (Players II and III); got {calls!r}")
    calls = tuple(_validate.flag(c, "calls") for c in calls)
    if size == 0:
        return _one_size_payoff(cards, 1, bet=False)
    return _one_size_payoff(cards, size, bet=True, calls=calls)


def _menu(sizes) -> tuple:
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be an iterable of positive integers; got {sizes!r}")
    out = tuple(sorted(_validate.integer(s, "sizes", 1, MAX_SIZE) for s in sizes))
    if not 1 <= len(out) <= MAX_SIZES or len(set(out)) != len(out):
        raise ValueError(f"sizes must be 1 to {MAX_SIZES} distinct integers in [1, {MAX_SIZE}]; got {sizes!r}")
    return out


def _tables(n: int, sizes: tuple):
    """pay[a][cII][cIII]: (3, n, n, n) integer arrays of the payoffs; action 0 the check, a >= 1 the sizes."""
    actions = (0, *sizes)
    pay = np.zeros((len(actions), 2, 2, 3, n, n, n), dtype=np.int64)
    for i, j, k in itertools.permutations(range(n), 3):
        for a, size in enumerate(actions):
            for c2, c3 in itertools.product((0, 1), repeat=2):
                pay[a, c2, c3, :, i, j, k] = payoff((i + 1, j + 1, k + 1), size, (bool(c2), bool(c3)))
    return actions, pay


def _values(pay, p, q, r):
    """Per card: I's payoff of each action; II's call and fold payoffs per (card, action); III's likewise.

    ``p[i, a]`` I's strategy; ``q[j, a]``, ``r[k, a]`` II's and III's call probabilities (column 0 unused).
    Sums over the deals of the other two players (generic in the number type: floats or Fractions).
    """
    A, n = pay.shape[0], pay.shape[-1]
    w = lambda x, c: x if c else 1 - x  # noqa: E731
    vI = np.zeros((n, A), dtype=p.dtype)
    vII = np.zeros((n, A, 2), dtype=p.dtype)
    vIII = np.zeros((n, A, 2), dtype=p.dtype)
    for a in range(A):
        for c2, c3 in itertools.product((0, 1), repeat=2):
            if a == 0 and (c2 or c3):
                continue
            W2 = np.ones(n, dtype=p.dtype) if a == 0 else w(q[:, a], c2)
            W3 = np.ones(n, dtype=p.dtype) if a == 0 else w(r[:, a], c3)
            P = pay[a, c2, c3]
            vI[:, a] += np.einsum("ijk,j,k->i", P[0].astype(p.dtype), W2, W3)
            if a:
                vII[:, a, c2] += np.einsum("ijk,i,k->j", P[1].astype(p.dtype), p[:, a], W3)
                vIII[:, a, c3] += np.einsum("ijk,i,j->k", P[2].astype(p.dtype), p[:, a], W2)
    return vI, vII, vIII


def _arrays(n, sizes, bet, call):
    A = len(sizes) + 1
    p = np.zeros((n, A), dtype=object)
    q = np.zeros((n, A), dtype=object)
    for i in range(n):
        for a, size in enumerate((0, *sizes)):
            p[i, a] = Fraction(bet[i].get(size, 0))
            if a:
                q[i, a] = Fraction(call[i].get(size, 0))
    return p, q


def certify(n: int, sizes, bet, call_II, call_III=None) -> Certificate:
    """The exact certificate of a profile: each player's value and best deviation gain, over every deal.

    Parameters
    ----------
    n : int
        Cards.
    sizes : iterable of int
        The menu.
    bet : sequence of dicts
        Per card ``i`` (from 1): ``{0 or size: probability}`` (0 the check).
    call_II, call_III : sequence of dicts
        Per card: ``{size: probability of calling}``; ``call_III`` defaults to ``call_II``.

    Returns
    -------
    lcp.core.Certificate
        Values and gains of I, II, III, ante-1 units, averaged over the deals.

    Examples
    --------
    >>> from lcp import three_player
    >>> eq = three_player.finite(4, 1)  # the one-size game's equilibrium (notebook 7)
    >>> bet, call = [{0: 1 - x, 1: x} for x in eq.bet], [{1: c} for c in eq.call]
    >>> cert = certify(4, [1], bet, call)
    >>> cert.values[0], cert.is_equilibrium
    (Fraction(1, 24), True)
    """
    n = _validate.integer(n, "n", 3, MAX_CARDS)
    sizes = _menu(sizes)
    for name, strat in (("bet", bet), ("call_II", call_II), ("call_III", call_III)):
        if (
            (strat is None and name != "call_III")
            or isinstance(strat, (str, bytes, dict))
            or (strat is not None and not hasattr(strat, "__len__"))
        ):
            raise TypeError(f"{name} must be a sequence of n = {n} dicts (one per card); got {strat!r}")
        if strat is not None and len(strat) != n:
            raise ValueError(f"{name} must give one entry per card (n = {n}); got {len(strat)}")
    for i, probs in enumerate(bet, 1):
        if sum(Fraction(v) for v in probs.values()) != 1 or any(not 0 <= v <= 1 for v in probs.values()):
            raise ValueError(f"bet[{i - 1}] must be probabilities summing to 1; got {probs!r}")
    _, pay = _tables(n, sizes)
    p, q = _arrays(n, sizes, bet, call_II)
    _, r = _arrays(n, sizes, bet, call_III if call_III is not None else call_II)
    vI, vII, vIII = _values(pay, p, q, r)
    deals = n * (n - 1) * (n - 2)
    valI = sum(p[i, a] * vI[i, a] for i in range(n) for a in range(len(sizes) + 1))
    gainI = sum(max(vI[i]) for i in range(n)) - valI
    vals, gains = [valI], [gainI]
    for v, x in ((vII, q), (vIII, r)):
        total = sum(
            x[j, a] * v[j, a, 1] + (1 - x[j, a]) * v[j, a, 0] for j in range(n) for a in range(1, len(sizes) + 1)
        )
        best = sum(max(v[j, a, 0], v[j, a, 1]) for j in range(n) for a in range(1, len(sizes) + 1))
        # the check's payoffs to a caller do not depend on his action: add them once
        check = sum(
            Fraction(int(pay[0, 0, 0, 1 if v is vII else 2, i, j, k])) * p[i, 0]
            for i, j, k in itertools.permutations(range(n), 3)
        )
        vals.append(total + check)
        gains.append(best - total)
    return Certificate(tuple(Fraction(v) / deals for v in vals), tuple(Fraction(g) / deals for g in gains))


@dataclass(frozen=True)
class MenuEquilibrium:
    """A certified symmetric equilibrium of the menu game (ante-1 units).

    ``bet[i - 1]``: ``{0 or size: probability}`` for card ``i``; ``call[j - 1]``: ``{size: probability of
    calling}`` for Players II and III alike; ``values``: exact (I, II, III). ``profile`` is ``(bet, call)`` (one
    strategy for Player I, one for both callers); ``certificate`` (an attribute) is :func:`certify`'s, computed
    on first use (:func:`solve` hands over the one it proved); ``certified`` its verdict.

    Examples
    --------
    >>> bet = [{0: Fraction(1, 3), 1: Fraction(2, 3)}, {0: 1}, {0: 1}, {1: 1}]
    >>> call = [{1: 0}, {1: 0}, {1: Fraction(1, 4)}, {1: 1}]
    >>> eq = MenuEquilibrium(4, (1,), certify(4, [1], bet, call).values, tuple(bet), tuple(call))
    >>> eq.value, sum(eq.values), eq.size_mass(1), eq.certified
    (Fraction(1, 24), Fraction(0, 1), Fraction(5, 12), True)
    """

    n: int
    sizes: tuple
    values: tuple
    bet: tuple
    call: tuple
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def value(self) -> Fraction:
        """Player I's value."""
        return self.values[0]

    @property
    def profile(self) -> tuple:
        """The symmetric profile ``(bet, call)``: Player I's strategy, and both callers' one strategy."""
        return (self.bet, self.call)

    @cached_property
    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate (:func:`certify`; the one :func:`solve` proved, when it solved)."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.n, self.sizes, self.bet, self.call)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified

    def size_mass(self, size) -> Fraction:
        """The probability that Player I bets ``size`` (a positive integer, over his n cards): 0 off the menu."""
        if isinstance(size, bool) or not isinstance(size, (int, np.integer)) or size < 1:
            raise ValueError(f"size must be a positive integer (the menu's sizes are {list(self.sizes)}); got {size!r}")
        return sum((b.get(size, 0) for b in self.bet), Fraction(0)) / self.n


def _float_search(n, pay, A, steps=2500):
    rng = np.random.default_rng(0)
    p = np.full((n, A), 1.0 / A) + 0.01 * rng.random((n, A))
    p /= p.sum(axis=1, keepdims=True)
    q = np.full((n, A), 0.5)
    scale = (n - 1) * (n - 2)
    for step in range(steps):
        tau = max(0.996**step, 1e-4)
        eta = 0.05
        vI, vII, _ = _values(pay, p, q, q)
        z = vI / scale / tau
        z -= z.max(axis=1, keepdims=True)
        br = np.exp(z)
        br /= br.sum(axis=1, keepdims=True)
        gain = (vII[:, :, 1] - vII[:, :, 0]) / scale / tau
        bq = 1 / (1 + np.exp(-np.clip(gain, -60, 60)))
        p = (1 - eta) * p + eta * br
        q = (1 - eta) * q + eta * bq
        q[:, 0] = 0
    return p, q


def _exact_candidate(n, sizes, pay, p, q, tol=1e-3):
    """Re-solve the indifference equations on the support read off the float profile (sympy, rationals)."""
    import sympy as sp

    A = len(sizes) + 1
    P = np.zeros((n, A), dtype=object)
    Q = np.zeros((n, A), dtype=object)
    unknowns, eqs = [], []
    for i in range(n):
        support = [a for a in range(A) if p[i, a] > tol]
        if len(support) == 1:
            P[i, support[0]] = sp.Integer(1)
        else:
            xs = [sp.Symbol(f"p_{i}_{a}") for a in support]
            unknowns += xs
            for a, x in zip(support, xs):
                P[i, a] = x
            eqs.append(sum(xs) - 1)
    for j in range(n):
        for a in range(1, A):
            if p[:, a].max() <= tol:  # an unused size: keep the callers' float answer, as a simple fraction
                Q[j, a] = sp.Rational(str(Fraction(float(q[j, a])).limit_denominator(4)))
            elif q[j, a] < tol:
                Q[j, a] = sp.Integer(0)
            elif q[j, a] > 1 - tol:
                Q[j, a] = sp.Integer(1)
            else:
                x = sp.Symbol(f"q_{j}_{a}")
                unknowns.append(x)
                Q[j, a] = x
    vI, vII, _ = _values(pay, P, Q, Q)
    for i in range(n):
        support = [a for a in range(A) if p[i, a] > tol]
        eqs += [sp.expand(vI[i, a] - vI[i, support[0]]) for a in support[1:]]
    for j in range(n):
        for a in range(1, A):
            if isinstance(Q[j, a], sp.Symbol):
                eqs.append(sp.expand(vII[j, a, 1] - vII[j, a, 0]))
    if not unknowns:
        return P, Q
    guess = {
        x: float(p[int(x.name.split("_")[1]), int(x.name.split("_")[2])])
        if x.name[0] == "p"
        else float(q[int(x.name.split("_")[1]), int(x.name.split("_")[2])])
        for x in unknowns
    }
    best = None
    for sol in sp.solve(eqs, unknowns, dict=True):
        # cards that are interchangeable (they win and lose the same deals) leave a family of solutions:
        # its free unknowns take the float answer's value as a simple fraction
        free = {x: sp.Rational(str(Fraction(guess[x]).limit_denominator(6))) for x in unknowns if x not in sol}
        sol = {**{x: sp.sympify(v).subs(free) for x, v in sol.items()}, **free}
        if not all(v.is_rational for v in sol.values()):
            continue
        dist = sum(abs(float(v) - guess[x]) for x, v in sol.items())
        if all(0 <= v <= 1 for v in sol.values()) and (best is None or dist < best[0]):
            best = (dist, sol)
    if best is None:
        raise CertificationError("no rational solution of the indifference equations on the support found")
    sub = best[1]
    return (np.vectorize(lambda e: sp.sympify(e).subs(sub))(P), np.vectorize(lambda e: sp.sympify(e).subs(sub))(Q))


def solve(n: int, sizes) -> MenuEquilibrium:
    """A certified symmetric equilibrium of the ``n``-card game with the menu ``sizes`` (see the module).

    Parameters
    ----------
    n : int
        Cards: 3 to 5 with one size, 3 to 4 with two, 3 with three (:data:`MAX_SOLVE_CARDS`; larger decks ran
        for minutes).
    sizes : iterable of int
        Player I's bet sizes (ante-1 units).

    Returns
    -------
    MenuEquilibrium

    Raises
    ------
    lcp.finite.finite_game.CertificationError
        If the float search ends where no exact equilibrium is certified.

    Examples
    --------
    >>> solve(4, [1, 2]).value  # sizes 1 and 2: worth what the better fixed bet, 1, is worth
    Fraction(1, 24)
    """
    n = _validate.integer(n, "n", 3, max(MAX_SOLVE_CARDS.values()))
    sizes = _menu(sizes)
    if n > MAX_SOLVE_CARDS[len(sizes)]:
        raise ValueError(
            f"n must be an integer in [3, {MAX_SOLVE_CARDS[len(sizes)]}] for a menu of {len(sizes)} sizes (at most "
            f"{MAX_SOLVE_CARDS} cards by the number of sizes: the exact re-solve of larger decks runs for minutes); "
            f"got n = {n}, sizes {list(sizes)}"
        )
    actions, pay = _tables(n, sizes)
    p, q = _float_search(n, pay, len(actions))
    # The search's last iterate is not converged to the last bit, and where it stops depends on the machine's
    # numerical path (numpy's SIMD exp and sums): an action played with probability 0.004 may be a real part of
    # the support or a remnant. The supports read at growing thresholds are tried in turn, smallest first; the
    # first whose exact re-solve is certified is the answer. (4, [1, 2]) certifies at 1e-3 on numpy's baseline
    # path and at 0.05 on an AVX-512 machine's default path: two equilibria with the same values and the same
    # mass on each size, cards 1 and 2 splitting their bets of 1 differently (a family of equilibria).
    failures = []
    for tol in SUPPORT_THRESHOLDS:
        try:
            P, Q = _exact_candidate(n, sizes, pay, p, q, tol)
        except CertificationError as exc:
            failures.append(f"threshold {tol}: {exc}")
            continue
        bet = tuple({s: Fraction(str(P[i, a])) for a, s in enumerate(actions)} for i in range(n))
        call = tuple({s: Fraction(str(Q[j, a])) for a, s in enumerate(actions) if a} for j in range(n))
        cert = certify(n, sizes, bet, call)
        if cert.is_equilibrium:
            eq = MenuEquilibrium(n, sizes, cert.values, bet, call)
            object.__setattr__(eq, "_certificate", cert)  # the proof comes with the result
            return eq
        failures.append(f"threshold {tol}: the candidate is not an equilibrium (gains {cert.gains})")
    raise CertificationError(f"no certified equilibrium for n = {n}, sizes {sizes}: " + "; ".join(failures))


#: The probabilities below which the float search's actions are read as unplayed, tried in turn by :func:`solve`.
SUPPORT_THRESHOLDS = (1e-3, 1e-2, 0.05, 0.1, 0.25)


__all__ = [
    "MAX_CARDS",
    "MAX_SOLVE_CARDS",
    "MAX_SIZES",
    "MAX_SIZE",
    "payoff",
    "certify",
    "MenuEquilibrium",
    "solve",
]
