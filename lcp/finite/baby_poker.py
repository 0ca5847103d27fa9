r"""Baby poker: von Neumann's game played with dice (the Riddler puzzle behind the toddler-poker blog).

Rules, as the blog and its comments describe the game: two players each roll a fair die with ``faces``
faces (six in the puzzle) and see only their own. Both ante 1. Player A either calls for a showdown at
once (a check: the higher die wins the antes) or raises ``r`` more; after a raise Player B calls (the
higher die wins the bigger pot) or folds (A wins B's ante). The dice are rolled independently, so the two
hands can be equal, and then the pot is split. **Units: ante 1** (the blog's dollars); the blog's ``k``,
A's profit from a called raise, is ``1 + r``. A's net payoff with ``x`` against ``y``:

==================  ==============================
check               ``sign(x - y)`` (0 on a tie)
raise, B folds      ``+1``
raise, B calls      ``(1 + r) sign(x - y)``
==================  ==============================

The game is zero-sum and each player chooses per face, so B's best reply to A's raising probabilities
``p`` separates face by face (and A's to B's calling probabilities ``q``). :func:`solve` finds both
players' maximin strategies from two linear programmes (HiGHS through scipy), re-solves the indifference
equations on the support in rationals, and certifies the result exactly: A's guaranteed value equals
B's guaranteed loss. :func:`matrix_game_value` solves the same game the slow way, as a
``2^faces x 2^faces`` matrix game over pure strategies, for the tests.
"""

from __future__ import annotations

import itertools
import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import numpy as np

from lcp.core import _exact, _validate, config
from lcp.core._types import Scalar

from .finite_game import Certificate, CertificationError, LinearProgram, support
from .finite_game import matrix_game_value as _matrix_game_value

#: Largest die :func:`solve` accepts (its exact re-solve takes O(faces^3) rational steps: about 0.6 s at 120;
#: up to about 15 s there for a raise below 10^-4, whose support is read off up to four more LPs).
MAX_FACES = 120
#: Largest raise :func:`solve` accepts (its LPs are solved in floats before the exact re-solve).
MAX_RAISE = 10**9
#: Raises whose LPs give the support of a smaller raise's equilibrium (see :func:`solve`).
SMALL_RAISE_REFERENCES = (Fraction(1, 10**4), Fraction(1, 10**3), Fraction(1, 100), Fraction(1, 10))
#: Largest die of :func:`matrix_game_value` (a 2^faces x 2^faces matrix).
MAX_MATRIX_FACES = 8


def payoff(x: int, y: int, raised: bool, called: bool, r=1):
    """The rules, once: A's net payoff with die ``x`` against ``y`` (ante 1), after A's and B's actions.

    Parameters
    ----------
    x, y : int
        The two dice (any comparable values; equal dice split the pot).
    raised : bool
        Whether A raised (else he called for a showdown at once).
    called : bool
        Whether B called the raise (ignored when A did not raise).
    r : int or Fraction
        The raise.

    Returns
    -------
    int or Fraction

    Examples
    --------
    >>> payoff(5, 2, raised=False, called=False), payoff(2, 5, raised=True, called=False)
    (1, 1)
    >>> payoff(2, 5, raised=True, called=True, r=1), payoff(3, 3, raised=True, called=True)
    (-2, 0)
    """
    x = _validate.number(x, "x", arrays=False)
    y = _validate.number(y, "y", arrays=False)
    raised, called = _validate.flag(raised, "raised"), _validate.flag(called, "called")
    return _payoff(x, y, raised, called, _validate.rational_bet(r, "r"))


def _payoff(x, y, raised: bool, called: bool, r):
    showdown = (x > y) - (x < y)
    if not raised:
        return showdown
    return (1 + r) * showdown if called else 1


def _tables(faces: int, r):
    """Per (x, y): A's payoff after a check, after a raise that is called; a fold always pays A 1."""
    check = [[_payoff(x, y, False, False, r) for y in range(faces)] for x in range(faces)]
    called = [[_payoff(x, y, True, True, r) for y in range(faces)] for x in range(faces)]
    return check, called


def _game(faces, r, most: int = MAX_FACES) -> tuple:
    """``faces`` and ``r`` checked: 2 to ``most`` faces, a positive exact raise of at most MAX_RAISE."""
    faces = _validate.integer(faces, "faces", 2, most)
    r = _validate.rational_bet(r, "r")
    if r > MAX_RAISE:
        raise ValueError(f"r must be at most {MAX_RAISE:.0e} (the LPs are solved in floats first); got {r}")
    return faces, r


def caller_options(faces: int, r, raise_probs) -> list:
    """For each face ``y`` of B: (fold, call), A's payoff summed over A's faces, given A's raise probabilities.

    Examples
    --------
    >>> caller_options(2, 1, [0, 1])  # A raises face 2 only: B's (fold, call) per face
    [(1, 2), (0, -1)]
    """
    faces, r = _game(faces, r)
    raise_probs = _validate.probabilities(raise_probs, "raise_probs", faces)
    if _all_exact(r, raise_probs):
        return _exact_caller_options(faces, r, raise_probs)
    check, called = _tables(faces, r)
    out = []
    for y in range(faces):
        base = sum((1 - p) * check[x][y] for x, p in enumerate(raise_probs))
        out.append((base + sum(raise_probs), base + sum(p * called[x][y] for x, p in enumerate(raise_probs))))
    return out


def bettor_options(faces: int, r, call_probs) -> list:
    """For each face ``x`` of A: (check, raise), A's payoff summed over B's faces, given B's call probabilities.

    Examples
    --------
    >>> bettor_options(2, 1, [0, 1])  # B calls with face 2 only: A's (check, raise) per face
    [(-1, -1), (1, 1)]
    """
    faces, r = _game(faces, r)
    call_probs = _validate.probabilities(call_probs, "call_probs", faces)
    if _all_exact(r, call_probs):
        return _exact_bettor_options(faces, r, call_probs)
    check, called = _tables(faces, r)
    return [(sum(check[x]), sum((1 - q) + q * called[x][y] for y, q in enumerate(call_probs))) for x in range(faces)]


# Exact options in integers. A face's payoff sums sign(x - y) against the faces below and above it, so with
# prefix sums each face costs O(1) instead of O(faces); probabilities p = P / D and the raise r = rn / rd are
# put on the common denominator D rd (an int-valued result is divided by it exactly). The results equal the sums of the loops above, and have their types: a
# Fraction wherever a Fraction entered the sum, an int where only ints did.


def _all_exact(r, probs) -> bool:
    return type(r) in (int, Fraction) and all(type(p) in (int, Fraction) for p in probs)


def _on_denominator(probs) -> tuple[list[int], int]:
    d = math.lcm(*(Fraction(p).denominator for p in probs))
    return [Fraction(p).numerator * (d // Fraction(p).denominator) for p in probs], d


def _exact_caller_options(faces: int, r, raise_probs) -> list:
    P, d = _on_denominator(raise_probs)
    rn, rd = Fraction(r).numerator, Fraction(r).denominator
    unit = d * rd
    fold_frac = any(type(p) is Fraction for p in raise_probs)
    call_frac = fold_frac or type(r) is Fraction
    total, below, out = sum(P), 0, []
    for y in range(faces):
        above = total - below - P[y]
        # base = sum_x (1 - p_x) sign(x - y): the faces above win the antes, the faces below lose them
        base = rd * (((faces - 1 - y) * d - above) - (y * d - below))
        fold, call = base + rd * total, base + (rd + rn) * (above - below)
        out.append(
            (Fraction(fold, unit) if fold_frac else fold // unit, Fraction(call, unit) if call_frac else call // unit)
        )
        below += P[y]
    return out


def _exact_bettor_options(faces: int, r, call_probs) -> list:
    Q, d = _on_denominator(call_probs)
    rn, rd = Fraction(r).numerator, Fraction(r).denominator
    unit = d * rd
    frac = type(r) is Fraction or any(type(q) is Fraction for q in call_probs)
    total, below, out = sum(Q), 0, []
    for x in range(faces):
        above = total - below - Q[x]
        # raise = sum_y (1 - q_y) + (1 + r) q_y sign(x - y): folds pay 1, calls pay (1 + r) times the showdown
        value = rd * (faces * d - total) + (rd + rn) * (below - above)
        out.append((2 * x - faces + 1, Fraction(value, unit) if frac else value // unit))
        below += Q[x]
    return out


def certify(faces: int, r, raise_probs, call_probs) -> Certificate:
    """Exact value and deviation gains of a profile (B's best reply to ``raise_probs``, A's to ``call_probs``).

    Parameters
    ----------
    faces : int
        The die's faces.
    r : int or Fraction
        The raise (ante 1).
    raise_probs, call_probs : sequence
        One exact probability (int or Fraction in [0, 1]) per face: A raises face ``x`` with
        ``raise_probs[x - 1]``, B calls face ``y`` with ``call_probs[y - 1]``.

    Returns
    -------
    lcp.core.Certificate
        A's value per deal and each player's best gain; ``bettor_guarantee`` and ``caller_guarantee``
        are what A's strategy guarantees and what B's holds A to.

    Examples
    --------
    >>> eq = solve(6, 1)
    >>> certify(6, 1, eq.raise_probs, eq.call_probs).is_equilibrium
    True
    """
    faces = _validate.integer(faces, "faces", 2, MAX_FACES)
    r = _validate.rational_bet(r, "r")
    for name, probs in (("raise_probs", raise_probs), ("call_probs", call_probs)):
        if isinstance(probs, (str, bytes)) or not hasattr(probs, "__len__") or len(probs) != faces:
            raise ValueError(f"{name} must hold {faces} probabilities, one per face; got {probs!r}")
        for p in probs:
            if isinstance(p, bool) or not isinstance(p, numbers.Rational) or not 0 <= p <= 1:  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators
                raise ValueError(f"{name} must hold exact probabilities in [0, 1] (int or Fraction); got {p!r}")
    n2 = faces * faces
    low = sum(min(f, c) for f, c in caller_options(faces, r, raise_probs))
    high = sum(max(c, b) for c, b in bettor_options(faces, r, call_probs))
    got = sum((1 - p) * c + p * b for p, (c, b) in zip(raise_probs, bettor_options(faces, r, call_probs)))
    value = Fraction(got) / n2
    return Certificate.zero_sum(value, Fraction(high) / n2 - value, value - Fraction(low) / n2)


@dataclass(frozen=True)
class Equilibrium:
    """A certified equilibrium of baby poker: A raises face ``x`` (1-based) with ``raise_probs[x - 1]``,
    B calls face ``y`` with ``call_probs[y - 1]``; ``value`` is A's, per deal, ante 1. ``profile`` is
    ``(raise_probs, call_probs)``; ``certificate`` (an attribute) the exact one :func:`solve` proved it with
    (:func:`certify`'s for one built by hand); ``certified`` its verdict.

    Examples
    --------
    >>> eq = solve(6, 1)
    >>> eq.value, eq.k  # the blog's 5/54 at k = 2
    (Fraction(5, 54), Fraction(2, 1))
    >>> eq.raise_probs
    (Fraction(2, 3), Fraction(0, 1), Fraction(0, 1), Fraction(0, 1), Fraction(1, 1), Fraction(1, 1))
    """

    faces: int
    r: Scalar
    raise_probs: tuple
    call_probs: tuple
    value: Fraction
    _certificate: Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def k(self):
        """The blog's k: A's profit from a called raise."""
        return 1 + self.r

    @property
    def profile(self) -> tuple:
        """The strategy profile ``(raise_probs, call_probs)``."""
        return (self.raise_probs, self.call_probs)

    @cached_property
    def certificate(self) -> Certificate:
        """This equilibrium's exact certificate (the one :func:`solve` proved; :func:`certify`'s otherwise)."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.faces, self.r, self.raise_probs, self.call_probs)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified


def _lp_bounds(faces: int) -> list:
    """Both LPs: one probability per face in [0, 1], then one free payoff per face of the other player."""
    return [(0, 1)] * faces + [(None, None)] * faces


def _bettor_constraints(faces: int, r) -> tuple:
    """A's LP: ``z_y <= fold_y(p)`` and ``z_y <= call_y(p)`` for every face ``y`` of B (``A_ub``, ``b_ub``)."""
    check, called = (np.array(t, dtype=float) for t in _tables(faces, float(r)))
    A, rhs = [], []
    for y in range(faces):
        base = check[:, y].sum()
        fold = 1 - check[:, y]  # d(fold_y)/dp_x
        call = called[:, y] - check[:, y]
        for coef in (fold, call):
            row = np.zeros(2 * faces)
            row[:faces], row[faces + y] = -coef, 1
            A.append(row), rhs.append(base)
    return np.array(A), rhs


def _lp_bettor(faces, r):
    """max sum_y z_y  s.t. z_y <= fold_y(p), z_y <= call_y(p), 0 <= p <= 1 (variables p, z)."""
    lp = LinearProgram(
        np.r_[np.zeros(faces), -np.ones(faces)],
        *_bettor_constraints(faces, r),
        bounds=_lp_bounds(faces),
        options=config.REFERENCE_LP_OPTIONS,
    )
    return lp.solve("A's LP")[0][:faces]


def _caller_constraints(faces: int, r) -> tuple:
    """B's LP: ``w_x >= check_x`` and ``w_x >= raise_x(q)`` for every face ``x`` of A (``A_ub``, ``b_ub``)."""
    check, called = (np.array(t, dtype=float) for t in _tables(faces, float(r)))
    A, rhs = [], []
    for x in range(faces):
        row = np.zeros(2 * faces)
        row[faces + x] = -1
        A.append(row), rhs.append(-check[x].sum())
        row = np.zeros(2 * faces)
        row[:faces], row[faces + x] = called[x] - 1, -1
        A.append(row), rhs.append(-faces)
    return np.array(A), rhs


def _lp_caller(faces, r):
    """min sum_x w_x  s.t. w_x >= check_x, w_x >= raise_x(q), 0 <= q <= 1 (variables q, w)."""
    lp = LinearProgram(
        np.r_[np.zeros(faces), np.ones(faces)],
        *_caller_constraints(faces, r),
        bounds=_lp_bounds(faces),
        options=config.REFERENCE_LP_OPTIONS,
    )
    return lp.solve("B's LP")[0][:faces]


def _resolve(float_probs, options, other_mixed, tol=config.SUPPORT_TOL):
    """One player's probabilities in rationals: where the float answer is 0 or 1 keep it; the mixed ones
    make the other player indifferent at his mixed faces ``other_mixed``. ``options(probs)`` gives the
    other player's two payoffs per face (affine in ``probs``)."""
    n = len(float_probs)
    fixed = {i: Fraction(round(x)) for i, x in enumerate(float_probs) if x < tol or x > 1 - tol}
    free = [i for i in range(n) if i not in fixed]
    at = [fixed.get(i, Fraction(0)) for i in range(n)]
    base = options(at)
    unit = {i: options([Fraction(1) if j == i else at[j] for j in range(n)]) for i in free}
    rows = []
    for face in other_mixed:
        d0 = base[face][1] - base[face][0]
        rows.append(({i: unit[i][face][1] - unit[i][face][0] - d0 for i in free}, -d0))
    solved = _exact.solve_sparse(rows, {i: float_probs[i] for i in free}) if free else {}
    return [fixed[i] if i in fixed else solved[i] for i in range(n)]


def solve(faces: int = 6, r=1) -> Equilibrium:
    """Baby poker with a ``faces``-sided die and a raise of ``r`` (ante 1), solved and certified exactly.

    Limits: ``2 <= faces <= MAX_FACES``; ``r`` a positive integer or Fraction up to ``MAX_RAISE`` (the
    puzzle: ``r = 1``); any small raise is solved (its support read off larger raises' LPs when the float LP
    cannot resolve probabilities of order r). At most about 15 s at ``MAX_FACES`` on the project's machine.

    Parameters
    ----------
    faces : int
        Faces of each die.
    r : int or Fraction
        The raise (ante 1).

    Returns
    -------
    Equilibrium
        Exact, certified.

    Examples
    --------
    >>> solve(6, 2).value
    Fraction(7, 72)
    >>> solve(3, Fraction(1, 2)).call_probs
    (Fraction(0, 1), Fraction(1, 1), Fraction(1, 1))
    """
    faces = _validate.integer(faces, "faces", 2, MAX_FACES)
    r = Fraction(_validate.rational_bet(r, "r"))
    if r > MAX_RAISE:
        raise ValueError(f"r must be at most {MAX_RAISE:.0e} (the LPs are solved in floats first); got {r}")
    # A small raise makes the mixed probabilities about r, below what a float LP resolves: their support is
    # then read off the LPs of larger raises (the support does not change as r -> 0 below a break point)
    # and the indifferences are re-solved at r itself; only a certified answer is returned.
    cert = None
    for ref in [r] + [x for x in SMALL_RAISE_REFERENCES if x > r]:
        pf, qf = _lp_bettor(faces, ref), _lp_caller(faces, ref)
        try:
            p = _resolve(pf, lambda probs: caller_options(faces, r, probs), support(qf))
            q = _resolve(qf, lambda probs: bettor_options(faces, r, probs), support(pf))
        except _exact.Inconsistent:
            continue
        if all(0 <= v <= 1 for v in p + q):
            cert = certify(faces, r, p, q)
            if cert.is_equilibrium:
                eq = Equilibrium(faces, r, tuple(p), tuple(q), cert.value)
                object.__setattr__(eq, "_certificate", cert)  # the proof comes with the result
                return eq
    raise CertificationError(f"faces={faces}, r={r}: the rational re-solve is not an equilibrium: {cert}")


def _pure_matrix(faces: int, r) -> list:
    """A's payoff (summed over the faces^2 rolls) for every pair of pure strategies (raise sets, call sets)."""
    check, called = _tables(faces, r)
    pure = list(itertools.product((0, 1), repeat=faces))
    return [
        [
            sum(
                ((1 - a[x]) * check[x][y] + a[x] * ((1 - c[y]) + c[y] * called[x][y]))
                for x in range(faces)
                for y in range(faces)
            )
            for c in pure
        ]
        for a in pure
    ]


def pure_guarantees(faces: int, r=1) -> tuple:
    """(A's best guaranteed value, B's best guaranteed loss) with pure strategies only, exact, per deal.

    If the first is below the game's value (or the second above it), every equilibrium has that player mix.

    Examples
    --------
    >>> pure_guarantees(6, 1)  # below and above the value 5/54: both players must mix
    (Fraction(1, 18), Fraction(1, 9))
    """
    faces, r = _game(faces, r, MAX_MATRIX_FACES)
    M = _pure_matrix(faces, Fraction(r))
    return (Fraction(max(min(row) for row in M), faces**2), Fraction(min(max(col) for col in zip(*M)), faces**2))


def matrix_game_value(faces: int, r=1) -> float:
    """The value by the slow way: the ``2^faces x 2^faces`` game of pure strategies, one LP (floats).

    Examples
    --------
    >>> round(matrix_game_value(6, 1) * 54, 9)
    5.0
    """
    faces, r = _game(faces, r, MAX_MATRIX_FACES)
    return _matrix_game_value(np.array(_pure_matrix(faces, float(r)), dtype=float) / faces**2)
