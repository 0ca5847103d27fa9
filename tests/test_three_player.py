"""lcp.three_player: payoffs by brute force over deals, certified finite equilibria, the continuous game."""

import itertools
import math
from fractions import Fraction

import mpmath as mp
import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp import three_player as tp


def _brute(n, b, p, q, r):
    """Each player's expected payoff, deal by deal from the rules (ante 1, pot 3)."""
    tot = [Fraction(0)] * 3
    for i, j, k in itertools.permutations(range(1, n + 1), 3):
        cards = (i, j, k)
        # I checks
        top = max(range(3), key=lambda s: cards[s])
        for s in range(3):
            tot[s] += (1 - p[i - 1]) * (2 if s == top else -1)
        for call2, call3 in itertools.product((0, 1), repeat=2):
            w = p[i - 1] * (q[j - 1] if call2 else 1 - q[j - 1]) * (r[k - 1] if call3 else 1 - r[k - 1])
            if w == 0:
                continue
            live = [0] + ([1] if call2 else []) + ([2] if call3 else [])
            pot = 3 + b * len(live)
            win = max(live, key=lambda s: cards[s])
            for s in range(3):
                put = 1 + (b if s in live else 0)
                tot[s] += w * ((pot - put) if s == win else -put)
    scale = n * (n - 1) * (n - 2)
    return tuple(t / scale for t in tot)


rational = st.fractions(0, 1, max_denominator=7)


@settings(max_examples=30)
@given(st.integers(3, 7), st.integers(1, 4), st.data())
def test_prefix_sum_payoffs_equal_the_rules(n, b, data):
    p, q, r = (data.draw(st.lists(rational, min_size=n, max_size=n)) for _ in range(3))
    cert = tp.certify(n, b, p, q, r)
    assert cert.values == _brute(n, b, p, q, r)
    assert sum(cert.values) == 0


def test_gains_by_brute_force_deviation():
    n, b = 5, 1
    eq = tp.finite(n, b)
    base = _brute(n, b, eq.bet, eq.call, eq.call)
    assert base == eq.values
    for card in range(n):  # no single card's switch helps anyone (pure deviations suffice: payoffs are linear)
        for who in range(3):
            for action in (0, 1):
                prof = [list(eq.bet), list(eq.call), list(eq.call)]
                prof[who][card] = action
                assert _brute(n, b, *prof)[who] <= base[who]


def test_paper_n4_b1():
    eq = tp.finite(4, 1)
    assert eq.values == (Fraction(1, 24), Fraction(-1, 48), Fraction(-1, 48))
    assert eq.bet == (Fraction(2, 3), 0, 0, 1) and eq.call == (0, 0, Fraction(1, 4), 1)


@pytest.mark.parametrize("n,b", [(n, b) for b in (1, 2, 3) for n in (3, 5, 8, 13, 21, 40, 66, 150)])
def test_finite_equilibria_are_certified(n, b):
    eq = tp.finite(n, b)
    cert = eq.certificate()
    assert cert.is_equilibrium and cert.values == eq.values and sum(eq.values) == 0
    assert eq.values[1] == eq.values[2]
    assert sum(1 for x in eq.bet if 0 < x < 1) <= 1 and sum(1 for x in eq.call if 0 < x < 1) <= 1


def test_certificate_sees_a_lone_deviation_of_player_three():
    eq = tp.finite(12, 2)
    call_iii = list(eq.call)
    k = max(c for c in range(12) if call_iii[c] == 0)  # the highest folding card
    call_iii[k] = 1
    cert = tp.certify(12, 2, eq.bet, eq.call, call_iii)
    assert cert.gains[2] > 0 and cert.gains[1] >= 0 and not cert.is_equilibrium


def test_finite_approaches_continuous():
    c = tp.continuous(2)
    gaps = [abs(float(tp.finite(n, 2).value) - float(c.value)) for n in (50, 200, 800)]
    assert gaps[2] < gaps[1] < gaps[0] < 0.01


def test_continuous_equations_match_the_paper():
    A, B, C, b = sp.symbols("A B C b", positive=True)
    printed = [
        (3 * A**2 - 1) - (3 * C**2 + b * C**2 - b - 1),
        (3 * B**2 - 1) - (-2 * b * C * B + 3 * b * B**2 + 3 * B**2 - b - 1),
        (-A + B - 1) - (2 * b * C * A + 3 * C * A - b * A - A - b + b * B + B - 1),
    ]
    subs = dict(zip(sp.symbols("A B C b", positive=True), (A, B, C, b)))
    for ours, theirs in zip(tp.equations(), printed):
        assert sp.expand((ours.lhs - ours.rhs).xreplace(subs) - theirs) == 0


@settings(max_examples=20)
@given(st.floats(0.05, 30))
def test_continuous_solution_satisfies_its_equations(b):
    c = tp.continuous(b)
    assert 0 < c.A < c.C < c.B < 1
    with mp.workdps(40):  # the cuts carry 30+ digits
        for eq in tp.equations():
            f = sp.lambdify(sp.symbols("A B C b", positive=True), eq.lhs - eq.rhs, "mpmath")
            assert abs(f(c.A, c.B, c.C, mp.mpf(b))) < mp.mpf(10) ** -25


@pytest.mark.parametrize("b", [0.3, 1, 2, 5, 20])
def test_continuous_best_replies_on_a_grid(b):
    check = tp.continuous_check(b, grid=20_001)
    assert check.bettor < 1e-12 and check.caller < 1e-12


def test_continuous_caller_gain_by_monte_carlo():
    # an independent estimate of a caller's gain of calling over folding at two hands, by sampling deals
    c = tp.continuous(2)
    A, B, C = float(c.A), float(c.B), float(c.C)
    rng = np.random.default_rng(20250524)
    x, z = rng.random(400_000), rng.random(400_000)
    bets = (x < A) | (x > B)
    for y in (0.5, 0.8):
        calls3 = z > C
        win = np.where(calls3, (y > x) & (y > z), y > x)
        gain = np.where(win, np.where(calls3, 2 * 2 + 3, 2 + 3), -2) * bets
        exact = sum(tp._caller_gains(A, B, C, 2.0, np.array([y])))[0]
        assert abs(gain.mean() - exact) < 4 * gain.std() / np.sqrt(len(x))


def test_optimal_bet_is_a_maximum():
    o = tp.optimal_bet()
    v = lambda t: tp.continuous(t).value  # noqa: E731
    assert v(float(o.b) - 1e-3) < o.value > v(float(o.b) + 1e-3)
    with mp.workdps(40):
        assert abs(o.value - v(o.b)) < mp.mpf(10) ** -25


def test_sequential_play_breaks_the_equilibrium():
    assert tp.sequential_gain(tp.finite(10, 2)) > 0
    seq = tp.continuous_sequential(2)
    c = tp.continuous(2)
    assert seq.gain > 0.1 and seq.call_after_call > c.C > seq.call_after_fold


@pytest.mark.parametrize("bad", [2, 0, -1])
def test_bad_deck(bad):
    with pytest.raises(ValueError, match="n must be"):
        tp.finite(bad, 2)


def test_an_unsupported_shape_is_reported():
    with pytest.raises(RuntimeError, match="one mixed card for Player I and one for the callers"):
        tp.finite(65, 1)


def test_bad_bet_and_types():
    with pytest.raises(ValueError, match="b must be"):
        tp.finite(5, 0)
    with pytest.raises(TypeError, match="b must be"):
        tp.finite(5, 1.5)
    with pytest.raises(TypeError, match="n must be"):
        tp.finite(5.0, 1)
    with pytest.raises(ValueError, match="b must be"):
        tp.continuous(-1)
    with pytest.raises(ValueError, match="b must be"):
        tp.continuous(float("nan"))
    with pytest.raises(ValueError, match="probabilities"):
        tp.certify(4, 1, [2, 0, 0, 1], [0, 0, 0, 1])
    assert math.isfinite(float(tp.continuous(Fraction(5, 2)).value))


@pytest.mark.parametrize("b", [0.5, 2, 7])
def test_continuous_value_by_quadrature(b):
    # Player I's value as a numerical integral of his best payoff over hands, against the closed form
    c = tp.continuous(b)
    with mp.workdps(30):
        A, B, C, bb = c.A, c.B, c.C, mp.mpf(b)
        bluff = 2 * C**2 - (bb + 1) * (1 - C**2)
        bet = lambda x: 2 * C**2 + 2 * C * (x - C) * (bb + 2) + 2 * (bb + 1) * (x - C) ** 2 - (bb + 1) * (1 - x**2)  # noqa: E731
        total = mp.quad(lambda x: bluff, [0, A]) + mp.quad(lambda x: 3 * x**2 - 1, [A, B]) + mp.quad(bet, [B, 1])
        assert abs(total - c.value) < mp.mpf(10) ** -25


def test_continuous_precision_is_a_parameter():
    default, fine = tp.continuous(2), tp.continuous(2, digits=70)
    for name in ("A", "B", "C", "value"):
        assert abs(getattr(default, name) - getattr(fine, name)) < 1e-35
    with pytest.raises(ValueError, match=r"digits must be an integer in \[15, 1000\]"):
        tp.continuous(2, digits=10)
