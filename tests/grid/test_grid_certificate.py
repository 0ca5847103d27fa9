"""The certificate's three routes (lcp.grid.exact.certify's ``route``) against tools/check_solution.py,
which shares no code with lcp: Python integers over one common denominator, the payoffs summed hand by hand.

Random profiles mix pure rows with mixed entries at random hands (so the segments between mixed hands, the
floor split r = den h + f and the rank of f all matter), from buckets and from a deck; each is scored by the
int64 route, by the Python-integer route it falls back to when its bound fails, and by the direct sums
taken when most entries mix.
"""

from fractions import Fraction

import numpy as np
import pytest

from lcp.grid import exact
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


@pytest.mark.parametrize("route", ["int64", "integers", "direct"])
def test_every_route_equals_the_outside_checker(route):
    rng = np.random.default_rng(61)
    for trial in range(60):
        n, K = int(rng.integers(2, 14)), int(rng.integers(2, 5))
        deal = ("buckets", "deck")[trial % 2]
        # small common denominators (one size 1: D = 2) make payoffs within one pure hand's unit of 0 common
        L, U = ((Fraction(1, 10), 2), (Fraction(1, 2), 1), (1, 1))[trial % 3]
        K = 1 if L == U else K
        game = cli.build(Fraction(L), Fraction(U), n, K, "uniform", deal)
        bettor, caller = _random_profile(rng, n, K, (0.0, 0.1, 0.4, 1.0)[trial % 4])
        cert = exact.certify(game, exact.IntegerProfile.from_fractions(bettor, caller), route=route)
        assert (cert.bettor_best, cert.value, cert.caller_best) == _outside(game, bettor, caller), (n, K, deal)


def test_a_route_that_does_not_exist_is_refused():
    game = cli.build(Fraction(1, 10), 2, 2, 2, "uniform", "buckets")
    profile = exact.IntegerProfile.from_fractions([[1, 0, 0], [0, 0, 1]], [[0, 1], [1, 1]])
    with pytest.raises(ValueError, match="route must be one of"):
        exact.certify(game, profile, route="fast")


def test_a_numerator_that_is_not_an_integer_is_no_strategy():
    game = cli.build(Fraction(1, 10), 2, 2, 2, "uniform", "buckets")
    half = exact.IntegerProfile(
        np.array([[0.5, 0.5, 0], [0, 0, 1]], dtype=object), 1, np.array([[0, 1], [1, 1]], dtype=object), 1
    )
    with pytest.raises(ValueError, match="profile must be a strategy pair"):
        exact.certify(game, half)
