"""lcp.finite.three_player.menu: the three-player game with a menu of sizes, against the one-size game's own code."""

import itertools
import os
import subprocess
import sys
from fractions import Fraction

import pytest

from lcp.finite import three_player
from lcp.finite.three_player import menu


def test_payoff_is_the_one_size_rules():
    for cards in itertools.permutations((1, 2, 3)):
        assert menu.payoff(cards) == three_player.payoff(cards, 1, bet=False)
        for b, calls in itertools.product((1, 3), itertools.product((False, True), repeat=2)):
            assert menu.payoff(cards, b, calls) == three_player.payoff(cards, b, True, calls)
            assert sum(menu.payoff(cards, b, calls)) == 0


@pytest.mark.parametrize("n, b", [(4, 1), (4, 2), (5, 2)])
def test_one_size_menu_is_the_papers_game(n, b):
    eq = menu.solve(n, [b])
    assert eq.certificate.is_equilibrium and sum(eq.values) == 0
    assert eq.value == three_player.finite(n, b).value  # notebook 7's certified value
    # the one-size game's own certificate (prefix sums by card) agrees, values and gains
    other = three_player.certify(n, b, [x.get(b, 0) for x in eq.bet], [c[b] for c in eq.call])
    mine = menu.certify(n, [b], eq.bet, eq.call)
    assert other.values == mine.values and other.gains == mine.gains


def test_certificate_catches_a_deviation():
    eq = three_player.finite(4, 1)
    bet = [{0: 1 - x, 1: x} for x in eq.bet]
    call = [{1: c} for c in eq.call]
    assert menu.certify(4, [1], bet, call).is_equilibrium
    loose = [{1: Fraction(1)} for _ in call]  # II and III call everything
    cert = menu.certify(4, [1], bet, loose)
    assert not cert.is_equilibrium and cert.gains[1] == cert.gains[2] > 0


def test_a_menu_of_two_sizes_is_certified():
    eq = menu.solve(4, [1, 2])
    assert eq.certificate.is_equilibrium
    assert eq.size_mass(1) + eq.size_mass(2) + sum(b[0] for b in eq.bet) / 4 == 1


@pytest.mark.slow  # about 7 s: two fresh processes
def test_the_same_equilibrium_on_the_machines_numerical_path_and_on_numpys_baseline():
    """Issue 35: solve(4, [1, 2]) (its docstring, notebook 11) raised CertificationError on this machine's default
    numerical path (AVX-512), where the float search stops elsewhere than on numpy's baseline code path that
    the tests run; the supports read at growing thresholds make both certify the same answer."""
    from numpy._core import _multiarray_umath as umath

    features = " ".join(f for f in umath.__cpu_dispatch__ if umath.__cpu_features__.get(f))
    code = (
        "from lcp.finite.three_player import menu; e = menu.solve(4, [1, 2]); "
        "print(e.value, e.size_mass(1), e.size_mass(2), e.certificate.is_equilibrium)"
    )
    answers = set()
    for disabled in ("", features):
        env = {k: v for k, v in os.environ.items() if k != "NPY_DISABLE_CPU_FEATURES"}
        if disabled:
            env["NPY_DISABLE_CPU_FEATURES"] = disabled
        out = subprocess.run(
            [sys.executable, "-c", code], check=False, env=env, capture_output=True, text=True, timeout=300
        )
        assert out.returncode == 0, out.stderr[-2000:]
        answers.add(out.stdout.strip())
    assert answers == {"1/24 5/12 0 True"}


@pytest.mark.parametrize(
    "call, error, match",
    [
        (lambda: menu.solve(2, [1]), ValueError, "n"),
        (lambda: menu.solve(4, [1, 1]), ValueError, "sizes"),
        (lambda: menu.solve(4, [1.5]), TypeError, "sizes"),
        (lambda: menu.certify(4, [1], [{0: 1}] * 3, [{1: 0}] * 4), ValueError, "bet"),
        (lambda: menu.certify(4, [1], [{0: Fraction(1, 2)}] * 4, [{1: 0}] * 4), ValueError, "bet"),
    ],
)
def test_refusals_name_the_parameter(call, error, match):
    with pytest.raises(error, match=match):
        call()
