"""Every public entry point, driven with hostile arguments: a result, or a clear and immediate refusal.

Each argument is drawn from NaN, +-inf, negatives, zero, tiny and huge floats, integers beyond the float
range and beyond int64, wrong types (None, str, bytes, list, dict, complex), numpy scalars, Fraction,
bool, and a few valid values. The call must either return a result whose numbers are not NaN, or raise
ValueError/TypeError whose message names the offending parameter; a call that hangs is stopped (a
guard against unbounded work, not a timing assertion).
"""

import math
import signal
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.continuous import exploit, fixed_bet, limit, menu, no_limit, payoff, simulate
from lcp.finite import baby_poker, finite_deck, kuhn, three_player

pytestmark = pytest.mark.slow

HOSTILE = [
    math.nan,
    math.inf,
    -math.inf,
    -1,
    -1.5,
    0,
    0.0,
    1e-300,
    1e300,
    2**63,
    10**400,
    None,
    "1",
    b"1",
    [1],
    {},
    complex(1, 1),
    True,
    False,
    np.float64(2.0),
    np.int64(3),
    np.float32(0.5),
    np.nan,
    Fraction(3, 2),
    Fraction(-1, 2),
    2.5,
    3,
    2,
    0.5,
    4.0,
]
GUARD_SECONDS = 20

LCP = limit.solve(0.5, 2.0)
FBCP = fixed_bet.solve(1.0)
NLCP = no_limit.solve()
NLCP_EXACT = no_limit.solve(exact=True)
KUHN = kuhn.solve(0)
BABY = baby_poker.solve(4, 1)
DECK = finite_deck.solve(4, [1])

# name -> (callable, parameter names)
ENTRY_POINTS = {
    "limit.solve": (lambda L, U: limit.solve(L, U), ("L", "U")),
    "limit.solve(exact)": (lambda exact: limit.solve(1, 2, exact=exact), ("exact",)),
    "limit.value": (lambda L, U: limit.value(L, U), ("L", "U")),
    "limit.exact_fractions": (lambda L, U: limit.exact_fractions(L, U), ("L", "U")),
    "fixed_bet.solve": (lambda B: fixed_bet.solve(B), ("B",)),
    "fixed_bet.solve(exact)": (lambda exact: fixed_bet.solve(1, exact=exact), ("exact",)),
    "no_limit.solve": (lambda exact: no_limit.solve(exact), ("exact",)),
    "menu.solve": (lambda sizes: menu.solve([sizes, 2]), ("sizes",)),
    "menu.solve(iterable)": (lambda sizes: menu.solve(sizes), ("sizes",)),
    "finite_deck.von_neumann": (lambda n, b: finite_deck.von_neumann(n, b), ("n", "b")),
    "finite_deck.newman": (lambda n, b: finite_deck.newman(n, b), ("n", "b")),
    "finite_deck.pure_equilibria": (lambda n, b: finite_deck.pure_equilibria(n, b), ("n", "b")),
    "finite_deck.threshold_equilibria": (lambda n, b: finite_deck.threshold_equilibria(n, b), ("n", "b")),
    "finite_deck.saturation": (lambda n: finite_deck.saturation(n), ("n",)),
    "finite_deck.solve": (lambda n, sizes: finite_deck.solve(n, [sizes]), ("n", "sizes")),
    "three_player.continuous_equilibrium": (lambda b: three_player.continuous_equilibrium(b), ("b",)),
    "kuhn.solve": (lambda raises: kuhn.solve(raises), ("raises",)),
    "payoff.grid_value": (lambda n: payoff.grid_value(FBCP, n), ("n",)),
    "payoff.hand_values": (lambda n: payoff.hand_values(NLCP, n), ("n",)),
    "payoff.regions": (lambda x, y: payoff.regions(LCP, x, y), ("x", "y")),
    "limit ev": (lambda x: LCP.ev(x), ("x",)),
    "limit bet": (lambda x: LCP.bet(x), ("x",)),
    "limit call": (lambda s: LCP.call(s), ("s",)),
    "limit value_hand": (lambda s: LCP.value_hand(s), ("s",)),
    "limit bluff_hand": (lambda s: LCP.bluff_hand(s), ("s",)),
    "fixed_bet ev": (lambda x: FBCP.ev(x), ("x",)),
    "fixed_bet call": (lambda s: FBCP.call(s), ("s",)),
    "no_limit bet": (lambda x: NLCP.bet(x), ("x",)),
    "no_limit call": (lambda s: NLCP.call(s), ("s",)),
    "no_limit exact bet": (lambda x: NLCP_EXACT.bet(x), ("x",)),
    "no_limit.bet_reference": (lambda x: no_limit.bet_reference(x, 30), ("x",)),
    "payoff.call_thresholds": (lambda s: payoff.call_thresholds(NLCP, [s]), ("s",)),
    # the certify functions: a wrong probability, a wrong bet
    "kuhn.certify": (
        lambda p: kuhn.certify(0, {**KUHN.opener, "J:": {"k": p, "b": _rest(p)}}, KUHN.dealer),
        ("opener",),
    ),
    "baby_poker.certify": (
        lambda r, p: baby_poker.certify(4, r, [p, 0, 0, 1], list(BABY.call_probs)),
        ("r", "raise_probs"),
    ),
    "baby_poker.solve": (lambda faces, r: baby_poker.solve(faces, r), ("faces", "r")),
    "finite_deck.certify": (
        lambda s, p: finite_deck.certify(4, (0, s), [[p, _rest(p)]] + list(DECK.bettor[1:]), DECK.caller),
        ("sizes", "bettor"),
    ),
    "finite_deck.mod_pattern": (lambda probe, start: finite_deck.mod_pattern(1, probe, start), ("probe", "max_start")),
    "finite_deck.matrix_game_value": (lambda n: finite_deck.matrix_game_value(n, 1), ("n",)),
    "finite_deck.djn_value": (lambda n, b: finite_deck.djn_value(n, b), ("n", "b")),
    "three_player.certify": (lambda b, p: three_player.certify(4, b, [p, 0, 0, 1], [0, 0, 1, 1]), ("b", "bet")),
    "three_player.shape_closed_form_from": (lambda b: three_player.shape_closed_form_from(b), ("b",)),
    "three_player.callers_shape_forced": (lambda n, b: three_player.callers_shape_forced(n, b), ("n", "b")),
    "three_player.finite": (lambda n, b: three_player.finite(n, b), ("n", "b")),
    "simulate.monte_carlo": (lambda deals, batch: simulate.monte_carlo(FBCP, deals, batch=batch), ("deals", "batch")),
    "simulate.monte_carlo(seed)": (lambda seed: simulate.monte_carlo(FBCP, 100, seed=seed), ("seed",)),
    "exploit.no_limit_projection": (lambda m: exploit.no_limit_projection(NLCP, m), ("m",)),
    "exploit.discretised_gains": (
        lambda cells, menu: exploit.discretised_gains(cells, [menu], [[(0.0, 0.1)]], NLCP.call),
        ("cells", "menu"),
    ),
}


def _rest(p):
    """1 - p where that is a number (so a valid p makes a valid distribution), else 0."""
    return 1 - p if isinstance(p, (int, float, Fraction, np.number)) and not isinstance(p, (bool, np.bool_)) else 0


class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang


def _numbers(result):
    """The float numbers a result holds (arrays, dataclass fields, tuples), for the NaN check."""
    if isinstance(result, (float, np.floating)):
        yield float(result)
    elif isinstance(result, np.ndarray) and result.dtype.kind == "f":
        yield from result.ravel().tolist()
    elif isinstance(result, (tuple, list)):
        for item in result:
            yield from _numbers(item)
    elif hasattr(result, "__dataclass_fields__"):
        for name in result.__dataclass_fields__:
            if not name.startswith("_"):
                yield from _numbers(getattr(result, name))


@pytest.mark.parametrize("entry", sorted(ENTRY_POINTS))
@settings(max_examples=60)
@given(data=st.data())
def test_hostile_arguments(entry, data):
    fn, names = ENTRY_POINTS[entry]
    args = [data.draw(st.sampled_from(HOSTILE), label=name) for name in names]
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(GUARD_SECONDS)
    try:
        result = fn(*args)
    except (ValueError, TypeError) as exc:
        message = str(exc)
        assert any(name in message for name in names), f"{entry}{tuple(args)!r}: {message!r} names no parameter"
        return
    except Hang:
        pytest.fail(f"{entry}{tuple(args)!r} ran for more than {GUARD_SECONDS} s")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert not any(isinstance(v, float) and math.isnan(v) for v in _numbers(result)), f"{entry}{tuple(args)!r} gave NaN"
