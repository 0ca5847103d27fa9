"""The certificate's split sums (lcp.grid._certificate) against tools/check_solution.py, which shares no code
with lcp: Python integers over one common denominator, the payoffs summed hand by hand.

Random profiles mix pure rows with mixed entries at random hands (so the segments between mixed hands, the
floor split r = den h + f and the rank of f all matter), from buckets and from a deck; each is scored by the
int64 route, by the Python-integer route it falls back to when its bound fails, and by the direct sums
taken when most entries mix.
"""

from fractions import Fraction

import numpy as np
import pytest

from lcp.grid import _certificate, exact
from lcp.testbed import cli
from tools import check_solution


def _random_profile(rng, n: int, K: int, mixing: float) -> tuple:
    bettor, caller = [], []
    for _ in range(n):
        if rng.random() < mixing:
            w = rng.integers(0, 4, size=K + 1)
            w[rng.integers(K + 1)] += 1
            bettor.append([Fraction(int(v), int(w.sum())) for v in w])
        else:
            pure = int(rng.integers(K + 1))
            bettor.append([Fraction(int(a == pure)) for a in range(K + 1)])
        caller.append(
            [
                Fraction(int(rng.integers(1, 9)), 9) if rng.random() < mixing else Fraction(int(rng.integers(2)))
                for _ in range(K)
            ]
        )
    return bettor, caller


def _outside(game, bettor, caller) -> tuple:
    data = {
        "game": {"hands": game.hands, "deal": game.deal, "sizes": [str(Fraction(s)) for s in game.sizes]},
        "bettor": {"probabilities": [[str(v) for v in row] for row in bettor]},
        "caller": {"call_probabilities": [[str(row[k]) for row in caller] for k in range(len(game.sizes))]},
    }
    return check_solution.best_responses(data)


@pytest.mark.parametrize("route", ["int64", "python integers", "direct"])
def test_the_split_sums_equal_the_outside_checker(monkeypatch, route):
    monkeypatch.setattr(_certificate, "DENSE", {"direct": 0}.get(route, 10**9))  # direct: every profile dense
    if route == "python integers":
        monkeypatch.setattr(_certificate, "LIMIT", 0)  # every bound fails: object arrays throughout
    rng = np.random.default_rng(61)
    for trial in range(60):
        n, K = int(rng.integers(2, 14)), int(rng.integers(2, 5))
        deal = ("buckets", "deck")[trial % 2]
        # small common denominators (one size 1: D = 2) make payoffs within one pure hand's unit of 0 common
        L, U = ((Fraction(1, 10), 2), (Fraction(1, 2), 1), (1, 1))[trial % 3]
        K = 1 if L == U else K
        game = cli.build(Fraction(L), Fraction(U), n, K, "uniform", deal)
        bettor, caller = _random_profile(rng, n, K, (0.0, 0.1, 0.4, 1.0)[trial % 4])
        cert = exact.certify(game, exact.IntegerProfile.from_fractions(bettor, caller))
        assert (cert.bettor_best, cert.value, cert.caller_best) == _outside(game, bettor, caller), (n, K, deal)


def test_the_int64_route_is_taken_only_within_its_bound():
    """At 10^6 hands and 64 sizes of [1/10, 2] (D = 1260) the keys stay far below 2^62; a menu with a huge
    common denominator does not fit (the Python-integer route above); a chunked sum does not overflow."""
    assert _certificate._bound(10**6, 10**6, 1260, [1260 * 5 // 2] * 64, 65) < _certificate.LIMIT
    assert _certificate._bound(10**6, 10**6, 10**12, [10**13], 65) > _certificate.LIMIT
    assert _certificate._exact_sum(np.full(10, 2**61, dtype=np.int64), 2**61) == 10 * 2**61


def test_a_numerator_that_is_not_an_integer_is_no_strategy():
    game = cli.build(Fraction(1, 10), 2, 2, 2, "uniform", "buckets")
    half = exact.IntegerProfile(
        np.array([[0.5, 0.5, 0], [0, 0, 1]], dtype=object), 1, np.array([[0, 1], [1, 1]], dtype=object), 1
    )
    with pytest.raises(ValueError, match="profile must be a strategy pair"):
        exact.certify(game, half)
