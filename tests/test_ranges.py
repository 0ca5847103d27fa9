"""Documented ranges are the accepted ranges, for every public callable of every public module (issue 35).

Each entry of ``ENTRIES`` calls one public function (or method of a public class) with arguments drawn
from the ranges its docstring documents, or with one argument drawn from just outside its range. Inside:
the call must return, and where an independent computation exists (``check``), agree with it. Outside:
the call must raise ValueError or TypeError whose message names that parameter. ``test_every_public_callable
_is_covered`` walks the package and fails on a public function, class or method no entry covers.

Hypothesis runs derandomized with few examples per entry, so the whole file takes seconds and CI is
deterministic. The heavy solvers are driven with small decks; their work bounds are tested in
tests/test_refusals.py.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
import math
import numbers
import os
import pkgutil
import re
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lcp

# --- ranges --------------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Range:
    """A parameter's documented range: ``inside`` draws from it, ``outside`` from just beyond it."""

    inside: st.SearchStrategy
    outside: st.SearchStrategy | None = None


def fixed(value) -> Range:
    return Range(st.just(value))


def choice(*values, outside=("no such name", None)) -> Range:
    return Range(st.sampled_from(values), st.sampled_from(outside) if outside else None)


def flag() -> Range:
    return Range(st.booleans(), st.sampled_from(["False", 2.0, 1, 0, None]))


def ints(low: int, high: int | None, *, draw_high: int | None = None) -> Range:
    """Integers in [low, high] (``None``: no upper end); ``draw_high`` keeps the drawn ones small where work
    grows fast."""
    top = draw_high if high is None else high if draw_high is None else min(high, draw_high)
    beyond = [] if high is None else [high + 1]
    return Range(st.integers(low, top), st.sampled_from([low - 1, *beyond, float(low), True, None, "3"]))


def reals(
    low=-math.inf,
    high=math.inf,
    *,
    low_open=False,
    high_open=False,
    exact=False,
    floats=True,
    draw_low=None,
    draw_high=None,
) -> Range:
    """Real numbers in the interval; ``exact`` adds Fractions and ints, ``floats=False`` leaves floats out."""
    lo = low if draw_low is None else draw_low
    hi = high if draw_high is None else draw_high
    parts = []
    if floats:
        parts.append(
            st.floats(
                lo,
                hi,
                allow_nan=False,
                exclude_min=low_open and lo == low,
                exclude_max=high_open and hi == high,
                allow_infinity=None if math.isfinite(lo) and math.isfinite(hi) else not (high_open and hi == math.inf),
            )
        )
    if exact:
        f_lo = Fraction(-100) if lo == -math.inf else Fraction(lo)
        f_hi = f_lo + 100 if hi == math.inf else Fraction(hi)
        fr = st.fractions(f_lo, f_hi, max_denominator=max(50, f_lo.denominator, f_hi.denominator))
        if low_open:
            fr = fr.filter(lambda v: v != low)
        if high_open:
            fr = fr.filter(lambda v: v != high)
        parts.append(fr)
    bad = [math.nan, "0.5", None, complex(0.5, 1)]
    if low != -math.inf:
        bad += [low - 1 if low_open is False else low, low - 0.5]
    if high != math.inf:
        bad += [high + 1, high if high_open else high + 0.5]
    if not floats:
        bad += [0.5 * (lo + hi) if math.isfinite(lo + hi) else 1.5]
    return Range(st.one_of(parts), st.sampled_from(bad))


def prob(exact=True, floats=False) -> Range:
    return reals(0, 1, exact=exact, floats=floats)


def any_text() -> Range:
    return Range(st.text(max_size=30), st.sampled_from([None, 3, b"bytes"]))


@dataclasses.dataclass(frozen=True)
class Entry:
    call: object
    params: dict
    check: object = None  # check(args, result): an independent computation the result must agree with
    covers: tuple = ()  # further qualified names this entry covers (methods called inside it)


ENTRIES: dict[str, Entry] = {}


def register(qualname: str, call, check=None, covers=(), **params):
    assert qualname not in ENTRIES, qualname
    ENTRIES[qualname] = Entry(call, params, check, covers)


# --- fixtures: solved games the methods' entries call ---------------------------------------------------------

from lcp import (  # noqa: E402
    admissible,
    baby_poker,
    cache,
    claims,
    continuous,
    errata,
    exploit,
    explorer,
    extensive,
    files,
    finite_deck,
    finite_game,
    fixed_bet,
    kuhn,
    limit,
    markup,
    menu,
    monotone,
    no_limit,
    notebook,
    payoff,
    plotting,
    simulate,
    sources,
    three_player,
    versions,
)

_SCRATCH = tempfile.TemporaryDirectory(prefix="lcp-ranges-")  # removed when the session's interpreter exits
SCRATCH = Path(_SCRATCH.name)


@pytest.fixture(autouse=True, scope="module")
def _figures_in_scratch():
    """plotting.savefig writes into SCRATCH during this module's tests only: set at import, the variable
    leaked into the notebooks that the same worker ran next (their "saved ..." lines named SCRATCH)."""
    patch = pytest.MonkeyPatch()
    patch.setenv("LCP_FIGURES_DIR", str(SCRATCH))
    yield
    patch.undo()


LCP = limit.solve(0.5, 2.0)
FBCP = fixed_bet.solve(1.0)
NLCP = no_limit.solve()
MENU = menu.solve([0.5, 2.0])
KUHN = kuhn.solve(0)
DECK = finite_deck.solve(4, [1, 2])
HAND = reals(0, 1)  # a hand strength
X = Fraction  # short for exact numbers below


def close(a, b, tol=1e-9):
    assert math.isclose(float(a), float(b), rel_tol=tol, abs_tol=tol), (a, b)


# --- limit, fixed bet, no limit, menu ------------------------------------------------------------------------

LIMITS = dict(L=reals(0, math.inf, exact=True, draw_high=50), U=reals(0, math.inf, exact=True, draw_low=50))
register(
    "lcp.limit.solve",
    lambda L, U: limit.solve(L, U),
    check=lambda a, r: close(r.value, limit.value(a["L"], a["U"])),
    **LIMITS,
)
register("lcp.limit.value", lambda L, U: limit.value(L, U), check=lambda a, r: 0 <= r <= 1 / 14 + 1e-15, **LIMITS)
register(
    "lcp.limit.exact_fractions",
    lambda L, U: limit.exact_fractions(L, U),
    check=lambda a, r: close(r["value"], limit.value(float(a["L"]), float(a["U"]))),
    L=reals(0, math.inf, exact=True, draw_high=5),
    U=reals(0, math.inf, exact=True, draw_low=5, draw_high=1000),
)
register("lcp.limit.derive", lambda: limit.derive())
for meth, rng in (
    ("bet", HAND),
    ("ev", HAND),
    ("call", reals(0.5, 2)),
    ("value_hand", reals(0.5, 2)),
    ("bluff_hand", reals(0.5, 2)),
):
    register(
        f"lcp.limit.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(LCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.fixed_bet.solve",
    lambda B, exact: fixed_bet.solve(B, exact=exact),
    check=lambda a, r: close(
        r.value,
        Fraction(a["B"]) / (2 * (1 + 2 * Fraction(a["B"])) * (2 + Fraction(a["B"])))
        if math.isfinite(a["B"]) and a["B"] < 1e300
        else 0,
        tol=1e-12,
    ),
    B=reals(0, math.inf, low_open=True, exact=True, draw_high=1e6),
    exact=flag(),
)
register(
    "lcp.fixed_bet.check_ev",
    lambda x: fixed_bet.check_ev(x),
    check=lambda a, r: close(r, a["x"] - 0.5),
    x=reals(0, 1, exact=True),
)
register(
    "lcp.fixed_bet.bet_ev",
    lambda x, c, B, x_above_c: fixed_bet.bet_ev(x, c, B, x_above_c=x_above_c),
    check=lambda a, r: (
        close(r, a["c"] / 2 + (0.5 + a["B"]) * (2 * max(a["x"], a["c"]) - a["c"] - 1))
        if (a["x"] > a["c"]) == a["x_above_c"]
        else None
    ),
    x=reals(0, 1, exact=True),
    c=reals(0, 1, exact=True),
    B=reals(0, math.inf, exact=True, draw_high=100),
    x_above_c=flag(),
)  # B = 0: the zero bet of LCP at L = 0, a check the caller may fold to
register("lcp.fixed_bet.derive", lambda: fixed_bet.derive())
register(
    "lcp.fixed_bet.bettor_gain",
    lambda x, B: fixed_bet.bettor_gain(x, B),
    x=reals(0, 1, exact=True),  # B = None: the symbol B
    B=Range(
        st.none() | reals(0, math.inf, low_open=True, exact=True, draw_high=10).inside,
        st.sampled_from([0, -1, math.nan, "1", math.inf]),
    ),
)
register(
    "lcp.fixed_bet.caller_gain",
    lambda y, B: fixed_bet.caller_gain(y, B),
    y=reals(0, 1, exact=True),
    B=Range(
        st.none() | reals(0, math.inf, low_open=True, exact=True, draw_high=10).inside,
        st.sampled_from([0, -1, math.nan, "1", math.inf]),
    ),
)
THRESHOLDS = dict(
    B=reals(0, math.inf, low_open=True, exact=True, draw_high=10),
    bluff_below=reals(0, 1, exact=True, draw_high=0.3),
    value_above=reals(0, 1, exact=True, draw_low=0.6),
)
register(
    "lcp.fixed_bet.profile_parts",
    lambda B, bluff_below, value_above, call_above: fixed_bet.profile_parts(B, bluff_below, value_above, call_above),
    check=lambda a, r: close(r["bet"] + r["check"], fixed_bet.profile_value(*a.values())),
    **THRESHOLDS,
    call_above=prob(floats=True),
)
register(
    "lcp.fixed_bet.profile_value",
    lambda B, bluff_below, value_above, call_above: fixed_bet.profile_value(B, bluff_below, value_above, call_above),
    **THRESHOLDS,
    call_above=prob(floats=True),
)
register(
    "lcp.fixed_bet.best_call_thresholds",
    lambda B, bluff_below, value_above: fixed_bet.best_call_thresholds(B, bluff_below, value_above),
    check=lambda a, r: r[0] <= r[1],
    **THRESHOLDS,
)
register(
    "lcp.fixed_bet.bettor_best_response",
    lambda B, call_above: fixed_bet.bettor_best_response(B, call_above),
    check=lambda a, r: close(r[1], (1 + a["call_above"]) / 2),
    B=reals(0, math.inf, low_open=True, exact=True, draw_high=10),
    call_above=prob(floats=True),
)
register(
    "lcp.fixed_bet.against_calling_rule",
    lambda B, calls: fixed_bet.against_calling_rule(B, [(0, X(1, 2), 0), (X(1, 2), 1, calls)]),
    check=lambda a, r: r.best >= r.always_bet,
    B=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10),
    calls=prob(),
)
for meth, rng in (("bet", HAND), ("ev", HAND), ("call", fixed(1.0))):
    register(
        f"lcp.fixed_bet.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(FBCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.no_limit.solve", lambda exact: no_limit.solve(exact), check=lambda a, r: close(r.value, 1 / 14), exact=flag()
)
register("lcp.no_limit.derive", lambda: no_limit.derive())
register(
    "lcp.no_limit.exact_fractions",
    lambda: no_limit.exact_fractions(),
    check=lambda a, r: [str(v) for v in r.values()] == [str(getattr(no_limit.derive(), k)) for k in r],
)
register("lcp.no_limit.u_forms", lambda: no_limit.u_forms())
register(
    "lcp.no_limit.bet_reference",
    lambda x, dps: no_limit.bet_reference(x, dps),
    check=lambda a, r: close(r, NLCP.bet(a["x"]), 1e-6),
    x=reals(0, 1, draw_low=1e-200),
    dps=ints(15, 1000, draw_high=40),
)
register(
    "lcp.no_limit.size_from_smoothstep",
    lambda h: no_limit.size_from_smoothstep(h, 1 - h if isinstance(h, numbers.Real) else h),
    check=lambda a, r: close(3 * (1 / (1 + r)) ** 2 - 2 * (1 / (1 + r)) ** 3, a["h"], 1e-7) if r < 1e6 else None,
    h=reals(0, 1, draw_low=1e-3, draw_high=0.999),
)
for meth, rng in (
    ("bet", HAND),
    ("ev", HAND),
    ("call", reals(0, math.inf)),
    ("value_hand", reals(0, math.inf)),
    ("bluff_hand", reals(0, math.inf)),
):
    register(
        f"lcp.no_limit.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(NLCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.menu.solve",
    lambda sizes, exact: menu.solve(
        [sizes, 2 * sizes + 1] if isinstance(sizes, numbers.Real) else [sizes, 3], exact=exact
    ),
    check=lambda a, r: r.value > 0,
    sizes=Range(
        st.fractions(X(1, 100), 10**6, max_denominator=100), st.sampled_from([math.nan, -1, 0, "1", None, math.inf])
    ),
    exact=flag(),
)
register("lcp.menu.MenuEquilibrium.bet", lambda x: MENU.bet(x), x=HAND)
register(
    "lcp.menu.MenuEquilibrium.call", lambda s: MENU.call(s), s=choice(0.5, 2.0, outside=(math.nan, 1.0, -1, "0.5"))
)

# --- the shared machinery of the continuous games -----------------------------------------------------------

GAMES = choice(LCP, FBCP, NLCP, MENU, outside=(None, "game", 3))
register("lcp.continuous.require", lambda game: continuous.require(game), game=GAMES)
register("lcp.continuous.as_float", lambda game: continuous.as_float(game), game=GAMES)
register("lcp.continuous.ContinuousGame.bet", lambda game, x: game.bet(x), game=fixed(LCP), x=HAND)
register("lcp.continuous.ContinuousGame.call", lambda game, s: game.call(s), game=fixed(LCP), s=reals(0.5, 2))
register(
    "lcp.payoff.outcome",
    lambda x, y, s, c: payoff.outcome(x, y, s, c),
    check=lambda a, r: (
        close(
            r,
            (0.5 if a["x"] > a["y"] else -0.5)
            if a["s"] == 0
            else 0.5
            if a["y"] <= a["c"]
            else (0.5 + a["s"]) * (1 if a["x"] > a["y"] else -1),
        )
        if a["x"] != a["y"]
        else None
    ),
    x=HAND,
    y=HAND,
    s=reals(0, math.inf, draw_high=1e6),
    c=HAND,
)
register("lcp.payoff.call_thresholds", lambda s: payoff.call_thresholds(NLCP, s), s=reals(0, math.inf))
register("lcp.payoff.regions", lambda game, x, y: payoff.regions(game, x, y), game=GAMES, x=HAND, y=HAND)
register(
    "lcp.payoff.grid_value",
    lambda game, n: payoff.grid_value(game, n),
    check=lambda a, r: close(r, a["game"].value, 1 / a["n"]),  # O(1/n)
    game=GAMES,
    n=ints(2, payoff.MAX_GRID, draw_high=60),
)
register(
    "lcp.payoff.hand_values",
    lambda game, n: payoff.hand_values(game, n),
    game=GAMES,
    n=ints(1, payoff.MAX_GRID, draw_high=60),
)
register("lcp.payoff.exact_regions", lambda: payoff.exact_regions())
register(
    "lcp.simulate.monte_carlo",
    lambda game, deals, seed, batch: simulate.monte_carlo(game, deals, seed=seed, batch=batch),
    game=GAMES,
    deals=ints(2, 10**10, draw_high=2000),
    seed=ints(0, None, draw_high=2**32),
    batch=ints(1, 10**6, draw_high=500),
)
MC = simulate.monte_carlo(FBCP, 1000)
register(
    "lcp.simulate.MonteCarlo.z_score",
    lambda exact: MC.z_score(exact),
    exact=reals(exact=True, draw_low=-1, draw_high=1),
)
register(
    "lcp.simulate.MonteCarlo.agrees_with",
    lambda exact, sigmas: MC.agrees_with(exact, sigmas),
    exact=reals(exact=True, draw_low=-1, draw_high=1),
    sigmas=reals(0, math.inf, low_open=True, draw_high=100),
)
register(
    "lcp.exploit.check",
    lambda game, cells, sizes: exploit.check(game, cells, sizes),
    check=lambda a, r: r.exploitability >= -1e-9,
    game=GAMES,
    cells=ints(2, 10**7, draw_high=300),
    sizes=ints(1, 10**5, draw_high=16),
)
register(
    "lcp.exploit.fixed_bet_projection",
    lambda eq: exploit.fixed_bet_projection(eq),
    eq=choice(FBCP, outside=(LCP, None)),
)
register("lcp.exploit.menu_projection", lambda eq: exploit.menu_projection(eq), eq=choice(MENU, outside=(FBCP, None)))
register(
    "lcp.exploit.no_limit_projection",
    lambda eq, m: exploit.no_limit_projection(eq, m),
    eq=choice(NLCP, outside=(FBCP, None)),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.exploit.limit_projection",
    lambda eq, m: exploit.limit_projection(eq, m),
    eq=choice(LCP, outside=(FBCP, None)),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.exploit.TopHand.of",
    lambda gap: exploit.TopHand.of(gap),
    covers=("lcp.exploit.TopHand",),
    check=lambda a, r: r.gap == float(a["gap"]) and float(r) == 1.0 - float(a["gap"]),
    gap=reals(0, 1, exact=True),
)
_A_SIZE = {id(LCP): 2.0, id(FBCP): 1.0, id(NLCP): 2.0, id(MENU): 2.0}  # a size each game's call(s) is defined at
register(
    "lcp.exploit.call_gap",
    lambda game: exploit.call_gap(game)(_A_SIZE.get(id(game), 1.0)),
    check=lambda a, r: close(float(r), 1.0 - float(a["game"].call(_A_SIZE[id(a["game"])])), 1e-12),
    game=Range(st.sampled_from([LCP, FBCP, NLCP, MENU]), st.sampled_from([None, "limit", 3, limit.Equilibrium])),
)
register(
    "lcp.exploit.size_buckets",
    lambda s_lo, s_hi, m: exploit.size_buckets(NLCP.bluff_hand, NLCP.value_hand, s_lo, s_hi, m),
    s_lo=reals(0, math.inf, high_open=True, draw_high=1),
    s_hi=reals(0, math.inf, draw_low=2),
    m=ints(1, 10**5, draw_high=50),
)
register(
    "lcp.exploit.discretised_gains",
    lambda cells, menu, intervals: exploit.discretised_gains(cells, [menu], [intervals], NLCP.call),
    check=lambda a, r: r.bettor_gain >= -1e-12 and r.caller_gain >= -1e-12,
    cells=ints(2, 10**7, draw_high=200),
    menu=reals(0, exploit.MAX_DISCRETISED_SIZE, low_open=True),
    intervals=Range(
        st.tuples(st.floats(0, 0.5), st.floats(0.5, 1)).map(lambda span: [span]),
        st.sampled_from([[(math.nan, 0.1)], [(0.5, 0.2)], [(0.0, 2.0)], "spans", [0.5]]),
    ),
)
register(
    "lcp.exploit.reflect_bluffs",
    lambda bluff_top: exploit.reflect_bluffs(exploit.limit_projection(LCP, 4)[1], bluff_top),
    bluff_top=Range(st.floats(float(LCP.x[2]), 1.0), st.sampled_from([math.nan, -0.1, 1.5, 0.01, "x"])),
)

# --- the finite games ---------------------------------------------------------------------------------------

PROFILE4 = [X(1, 2), 0, 0, 1]  # a probability per card of a 4-card deck
register("lcp.kuhn.game", lambda raises: kuhn.game(raises), raises=ints(0, kuhn.MAX_RAISES, draw_high=3))
register(
    "lcp.kuhn.solve",
    lambda raises: kuhn.solve(raises),
    check=lambda a, r: r.value == X(-1, 18),
    raises=ints(0, kuhn.MAX_RAISES, draw_high=2),
)


def _kuhn_profile(p, typo):
    """Kuhn's equilibrium with the opener's jack betting with probability p (and one set's name mistyped)."""
    opener = {**KUHN.opener, "J:": {"k": 1 - p if isinstance(p, (int, Fraction)) else 0, "b": p}}
    if typo:
        opener["K"] = opener.pop("K:")
    return opener


KUHN_P = Range(
    st.fractions(0, X(1, 3), max_denominator=30), st.sampled_from([X(1, 2) + 1, -X(1, 3), math.nan, "1/3", None])
)
# Kuhn's family of opener equilibria (the jack bets with p in [0, 1/3]; Kuhn 1950), or just outside it: a
# probability out of range or not a number, or one information set's name mistyped ('K' for 'K:')
KUHN_OPENER = Range(
    KUHN_P.inside.map(lambda p: _kuhn_profile(p, False)),
    st.one_of(KUHN_P.outside.map(lambda p: _kuhn_profile(p, False)), st.just(_kuhn_profile(0, True))),
)
for fn in ("certify", "value_of", "card_values", "local_gains"):
    register(
        f"lcp.kuhn.{fn}",
        lambda fn=fn, opener=None: getattr(kuhn, fn)(0, opener, KUHN.dealer),
        check=(
            lambda a, r, fn=fn: (
                (
                    r
                    if fn == "value_of"
                    else r.value
                    if fn == "certify"
                    else sum(r.values()) / 3
                    if fn == "card_values"
                    else X(-1, 18)
                )
                == X(-1, 18)
            )
        )
        if fn != "local_gains"
        else None,
        opener=KUHN_OPENER,
    )
register(
    "lcp.kuhn.situation_values",
    lambda opener, player: kuhn.situation_values(0, opener, KUHN.dealer, player),
    opener=KUHN_OPENER,
    player=choice(0, 1, outside=(2, -1, 1.0, None)),
)

GAME = kuhn.game(0)
register(
    "lcp.extensive.solve",
    lambda game: extensive.solve(game),
    check=lambda a, r: r.value == X(-1, 18),
    game=choice(GAME, outside=(None, "kuhn")),
)
register(
    "lcp.extensive.certify",
    lambda behaviour_1, behaviour_2: extensive.certify(GAME, behaviour_1, behaviour_2),
    behaviour_1=choice(GAME.checked_behaviour(0, KUHN.opener, "o"), outside=({"nope": {}}, None)),
    behaviour_2=choice(GAME.checked_behaviour(1, KUHN.dealer, "d"), outside=({"nope": {}}, [])),
)
register(
    "lcp.extensive.optimal_face_max",
    lambda player: extensive.optimal_face_max(GAME, player, X(-1, 18), {}),
    player=choice(0, 1, outside=(2, -1, 0.0, None)),
)
register(
    "lcp.extensive.Game",
    lambda leaves: extensive.Game(leaves),
    leaves=Range(st.just(list(GAME.leaves)), st.sampled_from([[], None, "leaves"])),
)
PLAYER = choice(0, 1, outside=(2, -1, 1.0, None))
register("lcp.extensive.Game.constraints", lambda player: GAME.constraints(player), player=PLAYER)
register("lcp.extensive.Game.matrix", lambda: GAME.matrix())
OWN = {0: GAME.checked_behaviour(0, KUHN.opener, "opener"), 1: GAME.checked_behaviour(1, KUHN.dealer, "dealer")}
OTHER_PLAN = {0: GAME.plan(1, KUHN.dealer), 1: GAME.plan(0, KUHN.opener)}  # the opponent's plan, by player
register(
    "lcp.extensive.Game.contributions",
    lambda player: GAME.contributions(player, OTHER_PLAN.get(player, {})),
    player=PLAYER,
)
register(
    "lcp.extensive.Game.action_values",
    lambda player: GAME.action_values(player, OWN.get(player, {}), OTHER_PLAN.get(player, {})),
    player=PLAYER,
)
register(
    "lcp.extensive.Game.best_response_value",
    lambda player: GAME.best_response_value(player, OTHER_PLAN.get(player, {})),
    check=lambda a, r: r == X(-1, 18),
    player=PLAYER,
)
register("lcp.extensive.Game.plan", lambda player: GAME.plan(player, OWN.get(player, {})), player=PLAYER)
register(
    "lcp.extensive.Game.behaviour",
    lambda player: GAME.behaviour(player, OTHER_PLAN[1 - player] if player in (0, 1) else {}),
    player=PLAYER,
)
register(
    "lcp.extensive.Game.checked_behaviour",
    lambda strategy: GAME.checked_behaviour(0, strategy, "strategy"),
    strategy=KUHN_OPENER,
)
register("lcp.extensive.Leaf.path", lambda player: GAME.leaves[0].path(player), player=PLAYER)

BABY_FACES = ints(2, baby_poker.MAX_FACES, draw_high=5)
RAISE = reals(0, baby_poker.MAX_RAISE, low_open=True, exact=True, floats=False, draw_high=5)
DIE = Range(st.integers(1, 6), st.sampled_from([math.nan, None, "3"]))
register(
    "lcp.baby_poker.payoff",
    lambda x, y, raised, called, r: baby_poker.payoff(x, y, raised, called, r),
    x=DIE,
    y=DIE,
    raised=flag(),
    called=flag(),
    r=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
)
register(
    "lcp.baby_poker.solve",
    lambda faces, r: baby_poker.solve(faces, r),
    check=lambda a, r: r.certificate().is_equilibrium,
    faces=BABY_FACES,
    r=RAISE,
)
register(
    "lcp.baby_poker.matrix_game_value",
    lambda faces, r: baby_poker.matrix_game_value(faces, r),
    check=lambda a, r: close(r, baby_poker.solve(a["faces"], a["r"]).value, 1e-7),
    faces=ints(2, baby_poker.MAX_MATRIX_FACES, draw_high=4),
    r=RAISE,
)
register(
    "lcp.baby_poker.pure_guarantees",
    lambda faces, r: baby_poker.pure_guarantees(faces, r),
    check=lambda a, r: r[0] <= baby_poker.solve(a["faces"], a["r"]).value <= r[1],
    faces=ints(2, baby_poker.MAX_MATRIX_FACES, draw_high=4),
    r=RAISE,
)
PROBS4 = Range(
    st.lists(st.fractions(0, 1, max_denominator=9), min_size=4, max_size=4),
    st.sampled_from([[math.nan, 0, 0, 1], [2, 0, 0, 1], [0, 1], None, [X(1, 2), 0, 0, "1"]]),
)
register(
    "lcp.baby_poker.certify",
    lambda r, raise_probs, call_probs: baby_poker.certify(4, r, raise_probs, call_probs),
    r=RAISE,
    raise_probs=PROBS4,
    call_probs=PROBS4,
)
register(
    "lcp.baby_poker.caller_options",
    lambda r, raise_probs: baby_poker.caller_options(4, r, raise_probs),
    r=RAISE,
    raise_probs=PROBS4,
)
register(
    "lcp.baby_poker.bettor_options",
    lambda r, call_probs: baby_poker.bettor_options(4, r, call_probs),
    r=RAISE,
    call_probs=PROBS4,
)

CARDS = ints(2, 5)
SIZE = reals(0, 10**9, low_open=True, exact=True, floats=False, draw_high=5)
register(
    "lcp.finite_deck.rules.payoff",
    lambda i, j, size, called: (
        finite_deck.payoff(i, j, size, called) if i != j else finite_deck.payoff(i, j + 1, size, called)
    ),
    i=ints(1, 5),
    j=ints(1, 5),
    size=Range(st.sampled_from([0, 1, X(3, 2)]), st.sampled_from([-1, math.nan, "1", None])),
    called=flag(),
)
register(
    "lcp.finite_deck.equilibrium.solve",
    lambda n, sizes: finite_deck.solve(n, [sizes]),
    check=lambda a, r: r.certificate().is_equilibrium,
    n=ints(2, 32000, draw_high=5),
    sizes=SIZE,
)
register(
    "lcp.finite_deck.equilibrium.von_neumann",
    lambda n, b: finite_deck.von_neumann(n, b),
    check=lambda a, r: close(r.value, finite_deck.matrix_game_value(a["n"], a["b"]), 1e-7) if a["n"] <= 6 else None,
    n=ints(2, 32000, draw_high=6),
    b=ints(1, 10**9, draw_high=4),
)
register(
    "lcp.finite_deck.equilibrium.newman",
    lambda n, b: finite_deck.newman(n, b),
    check=lambda a, r: close(r.value, finite_deck.djn_value(a["n"], a["b"]), 1e-7),
    n=ints(2, 32000, draw_high=5),
    b=ints(1, 10**9, draw_high=3),
)
register(
    "lcp.finite_deck.equilibrium.Equilibrium.call_probabilities",
    lambda size: DECK.call_probabilities(size),
    size=choice(1, 2, outside=(3, 0, math.nan, None)),
)
FD_SIZES = (0, 1, 2)
FD_MATRIX = Range(
    st.lists(st.lists(st.fractions(0, 1, max_denominator=5), min_size=3, max_size=3), min_size=4, max_size=4),
    st.sampled_from([[[math.nan, 1, 0]] * 4, [[2, -1, 0]] * 4, [[0, 1]] * 4, None, [[0, 1, 0]] * 3]),
)
FD_BETTOR = Range(st.just([[1, 0, 0], [X(1, 2), X(1, 2), 0], [0, 0, 1], [0, 1, 0]]), FD_MATRIX.outside)
register(
    "lcp.finite_deck.payoffs.bettor_payoffs",
    lambda caller: finite_deck.bettor_payoffs(4, FD_SIZES, caller),
    caller=FD_MATRIX,
)
register(
    "lcp.finite_deck.payoffs.caller_options",
    lambda bettor: finite_deck.caller_options(4, FD_SIZES, bettor),
    bettor=FD_BETTOR,
)
register(
    "lcp.finite_deck.payoffs.certify",
    lambda bettor, caller: finite_deck.certify(4, FD_SIZES, bettor, caller),
    bettor=FD_BETTOR,
    caller=FD_MATRIX,
)
register(
    "lcp.finite_deck.references.djn_entries",
    lambda n, b: finite_deck.djn_entries(n, b),
    check=lambda a, r: r > 0,
    n=ints(2, None, draw_high=50),
    b=ints(1, None, draw_high=10),
)
register(
    "lcp.finite_deck.references.djn_value",
    lambda n, b: finite_deck.djn_value(n, b),
    check=lambda a, r: close(r, finite_deck.newman(a["n"], a["b"]).value, 1e-7),
    n=ints(2, 10**6, draw_high=5),
    b=ints(1, 60, draw_high=3),
)
register(
    "lcp.finite_deck.references.matrix_game_value",
    lambda n, b: finite_deck.matrix_game_value(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_LP_CARDS, draw_high=5),
    b=ints(1, None, draw_high=4),
)
register(
    "lcp.finite_deck.subset_game.cards_of_mask",
    lambda mask: finite_deck.cards_of_mask(mask),
    check=lambda a, r: sum(2 ** (i - 1) for i in r) == a["mask"],
    mask=ints(0, None, draw_high=2**40),
)
register(
    "lcp.finite_deck.subset_game.payoff_matrix",
    lambda n, b: finite_deck.payoff_matrix(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_CARDS, draw_high=5),
    b=Range(ints(1, None, draw_high=4).inside | st.just(2**62), ints(1, None).outside),
)
register(
    "lcp.finite_deck.subset_game.pure_equilibria",
    lambda n, b: finite_deck.pure_equilibria(n, b),
    check=lambda a, r: r.value == finite_deck.pure_equilibria_by_matrix(a["n"], a["b"]).value,
    n=ints(2, finite_deck.MAX_PURE_CARDS, draw_high=6),
    b=ints(1, 2**62 - 1, draw_high=5),
)
register(
    "lcp.finite_deck.subset_game.pure_equilibria_by_matrix",
    lambda n, b: finite_deck.pure_equilibria_by_matrix(n, b),
    n=ints(2, finite_deck.MAX_MATRIX_CARDS, draw_high=5),
    b=ints(1, None, draw_high=5),
)
register(
    "lcp.finite_deck.subset_game.threshold_equilibria",
    lambda n, b: finite_deck.threshold_equilibria(n, b),
    n=ints(3, finite_deck.MAX_THRESHOLD_CARDS, draw_high=12),
    b=ints(1, None, draw_high=5),
)
register(
    "lcp.finite_deck.newman_saturation.saturation",
    lambda n: finite_deck.saturation(n),
    n=ints(2, finite_deck.MAX_SATURATION_CARDS, draw_high=5),
)
register(
    "lcp.finite_deck.newman_saturation.saturating_bet",
    lambda n: finite_deck.saturating_bet(n),
    check=lambda a, r: r == max(1, 2 * a["n"] - 5),
    n=ints(2, None, draw_high=10**6),
)
NEWMAN_5 = finite_deck.newman(5, finite_deck.saturating_bet(5))
register(
    "lcp.finite_deck.newman_saturation.card_n_only_deters",
    lambda eq, s: finite_deck.card_n_only_deters(eq, s),
    check=lambda a, r: r is True,  # the bound's proof: every size from 2n - 4 = 6 on is deterred
    eq=Range(st.just(NEWMAN_5), st.sampled_from([None, LCP])),
    s=ints(6, None, draw_high=40),
)
register(
    "lcp.finite_deck.newman_saturation.extends_to_larger_bets",
    lambda eq: finite_deck.extends_to_larger_bets(eq),
    eq=choice(finite_deck.newman(4, 3), outside=(None, LCP)),
)
register(
    "lcp.finite_deck.proofs.mod_pattern",
    lambda b, probe, max_start: finite_deck.mod_pattern(b, probe, max_start),
    b=ints(1, 50, draw_high=1),
    probe=ints(1, finite_deck.MAX_PATTERN_PROBE, draw_high=3),
    max_start=ints(1, finite_deck.MAX_PATTERN_START, draw_high=2),
)
import sympy as _sp  # noqa: E402

pytestmark = pytest.mark.slow

_k = _sp.Symbol("k", integer=True, positive=True)
register(
    "lcp.finite_deck.proofs.threshold_proof",
    lambda b, start: finite_deck.threshold_proof(9 * _k, b, _k + 1, 7 * _k, 5 * _k + 1, _k, start),
    check=lambda a, r: r.holds if a["b"] == 2 else None,
    b=choice(2, 3, outside=(0, -1, 2.5, None)),
    start=ints(1, None, draw_high=3),
)
register(
    "lcp.finite_deck.proofs.caller_bound",
    lambda alpha, start: finite_deck.caller_bound(
        9 * _k + 4, 2, 5 * _k + 4, alpha, _k + 1, 7 * _k + 3, _k, X(1, 9), start
    ),
    alpha=prob(),
    start=ints(1, None, draw_high=3),
)

TP_FIN = three_player.finite(4, 1)
TP_BET = reals(0, three_player.MAX_FINITE_BET, low_open=True, exact=True, floats=False, draw_high=4)
register(
    "lcp.three_player.payoffs.payoff",
    lambda cards, b, bet, calls: three_player.payoff(cards, b, bet, calls),
    check=lambda a, r: sum(r) == 0,
    cards=Range(st.permutations([1, 2, 3]).map(tuple), st.sampled_from([(1, 2), (1, 1, 2), None, (1, 2, "3")])),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=4),
    bet=flag(),
    calls=Range(st.tuples(st.booleans(), st.booleans()), st.sampled_from([(True,), None, ("yes", False)])),
)
TP_P = Range(
    st.lists(st.fractions(0, 1, max_denominator=7), min_size=4, max_size=4),
    st.sampled_from([[math.nan, 0, 0, 1], [2, 0, 0, 1], [0, 1], None]),
)
TP_INT_BET = ints(1, three_player.MAX_FINITE_BET, draw_high=4)
TP_REAL_BET = reals(0, math.inf, low_open=True, high_open=True, exact=True, draw_high=4)  # the payoff sums' b
register(
    "lcp.three_player.payoffs.certify",
    lambda b, bet, call_II: three_player.certify(4, b, bet, call_II),
    b=TP_BET,
    bet=TP_P,
    call_II=TP_P,
)
register(
    "lcp.three_player.payoffs.bettor_payoffs",
    lambda b, q: three_player.bettor_payoffs(4, b, np.array(q, dtype=object), np.array(q, dtype=object)),
    b=TP_REAL_BET,
    q=TP_P,
)
register(
    "lcp.three_player.payoffs.caller_payoffs",
    lambda b, p, r: three_player.caller_payoffs(4, b, np.array(p, dtype=object), np.array(r, dtype=object)),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
register(
    "lcp.three_player.payoffs.bettor_gains",
    lambda b, q: three_player.bettor_gains(4, b, np.array(q, dtype=object)),
    b=TP_REAL_BET,
    q=TP_P,
)
register(
    "lcp.three_player.payoffs.caller_gains",
    lambda b, p, r: three_player.caller_gains(4, b, np.array(p, dtype=object), np.array(r, dtype=object)),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
register(
    "lcp.three_player.payoffs.caller_step_weight",
    lambda b, r, j: three_player.caller_step_weight(4, b, r, j),
    b=TP_REAL_BET,
    r=TP_P,
    j=ints(1, 3),
)
register(
    "lcp.three_player.payoffs.caller_step_weights",
    lambda b, r: three_player.caller_step_weights(4, b, r),
    b=TP_REAL_BET,
    r=TP_P,
)
register(
    "lcp.three_player.payoffs.caller_gain_steps",
    lambda b, p, r: three_player.caller_gain_steps(4, b, p, r),
    check=lambda a, r: (
        list(r)
        == [
            three_player.caller_gains(4, 1, np.array(a["p"], dtype=object), np.array(a["r"], dtype=object))[j + 1]
            - three_player.caller_gains(4, 1, np.array(a["p"], dtype=object), np.array(a["r"], dtype=object))[j]
            for j in range(3)
        ]
        if a["b"] == 1
        else None
    ),
    b=TP_REAL_BET,
    p=TP_P,
    r=TP_P,
)
TP_N = ints(3, three_player.MAX_FINITE_CARDS, draw_high=7)
register(
    "lcp.three_player.search.finite",
    lambda n, b: three_player.finite(n, b),
    check=lambda a, r: r.certificate().is_equilibrium,
    n=TP_N,
    b=TP_INT_BET,
)
register(
    "lcp.three_player.search.equilibria",
    lambda n, b: three_player.equilibria(n, b),
    check=lambda a, r: three_player.finite(a["n"], a["b"]).value in r.values,
    n=ints(3, three_player.MAX_ENUMERATED_CARDS, draw_high=6),
    b=TP_INT_BET,
)
register(
    "lcp.three_player.search.sequential_gain",
    lambda eq: three_player.sequential_gain(eq),
    check=lambda a, r: r >= 0,
    eq=choice(TP_FIN, outside=(None, DECK)),
)
register(
    "lcp.three_player.shape.shape_closed_form_from",
    lambda b: three_player.shape_closed_form_from(b),
    check=lambda a, r: 3 <= r and (a["b"] < 1 or r <= 10),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10**6),
)
register(
    "lcp.three_player.shape.callers_shape_forced",
    lambda n, b: three_player.callers_shape_forced(n, b),
    check=lambda a, r: r or a["n"] < three_player.shape_closed_form_from(a["b"]),
    n=ints(3, None, draw_high=12),
    b=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=4),
)
TP_CONT_BET = reals(0, three_player.MAX_CONTINUOUS_BET, low_open=True, exact=True, draw_low=0.01, draw_high=100)
register(
    "lcp.three_player.continuous.continuous_equilibrium",
    lambda b, digits: three_player.continuous_equilibrium(b, digits),
    b=TP_CONT_BET,
    digits=ints(15, 1000, draw_high=30),
)
register(
    "lcp.three_player.continuous.continuous_check",
    lambda b, grid: three_player.continuous_check(b, grid),
    check=lambda a, r: r.bettor < 1e-9 and r.caller < 1e-9,
    b=TP_CONT_BET,
    grid=ints(3, three_player.MAX_GRID, draw_high=301),
)
register(
    "lcp.three_player.continuous.continuous_sequential",
    lambda b, grid: three_player.continuous_sequential(b, grid),
    check=lambda a, r: r.gain >= -1e-9,
    b=TP_CONT_BET,
    grid=ints(3, three_player.MAX_GRID, draw_high=301),
)
register("lcp.three_player.continuous.equations", lambda: three_player.equations())
TP_CUT = Range(st.integers(0, 3), st.sampled_from([-1, 10**6, 2.0, True, None]))  # 0 <= c <= n, and n >= 3
register(
    "lcp.three_player.pieces.pieces_at_cut",
    lambda n, b, c, screen: list(three_player.pieces_at_cut(n, b, c, screen)),
    check=lambda a, r: r == list(three_player.pieces_at_cut(a["n"], a["b"], a["c"], not a["screen"])),
    n=ints(3, three_player.MAX_FINITE_CARDS, draw_high=7),
    b=TP_INT_BET,
    c=TP_CUT,
    screen=flag(),
)
register(
    "lcp.three_player.shape.bet_against_loose_callers",
    lambda n, b, j: three_player.bet_against_loose_callers(n, b, j),
    check=lambda a, r: (
        r[1]
        == three_player.bettor_payoffs(a["n"], a["b"], np.zeros(a["n"], dtype=object), np.zeros(a["n"], dtype=object))[
            0
        ][a["j"] - 1]
    ),
    n=ints(3, three_player.MAX_CARD_BY_CARD_DECK, draw_high=6),
    b=TP_BET,
    j=Range(st.integers(1, 3), st.sampled_from([0, -1, 10**6, 1.0, None])),
)
TP_CONT = three_player.continuous_equilibrium(2)
register(
    "lcp.three_player.continuous.continuous_caller_gains",
    lambda eq, z: three_player.continuous_caller_gains(eq, z),
    check=lambda a, r: (sum(r)[()] >= -1e-12) if a["z"] >= float(TP_CONT.A) else (sum(r)[()] <= 1e-12),
    eq=choice(TP_CONT, outside=(None, TP_FIN)),
    z=Range(st.floats(0, 1), st.sampled_from([-0.1, 1.5, math.nan, "x", None])),
)
register("lcp.three_player.continuous.optimal_bet", lambda: three_player.optimal_bet())

# --- the limit game's admissibility and monotone callers ---------------------------------------------------

EXACT_LIMITS = dict(
    L=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=1),
    U=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_low=2, draw_high=20),
)
register(
    "lcp.admissible.separator",
    lambda L, U, order: admissible.separator(L, U, order),
    **EXACT_LIMITS,
    order=choice(*admissible.PLANS),
)
register(
    "lcp.admissible.threshold_witness",
    lambda L, U, s: admissible.threshold_witness(L, U, s),
    check=lambda a, r: 0 <= r < 1,
    **EXACT_LIMITS,
    s=Range(st.fractions(1, 2, max_denominator=50), st.sampled_from([math.nan, -1, 10**7, "1", None, 1.5])),
)
register(
    "lcp.admissible.witness_call_gain",
    lambda a, s, y: admissible.witness_call_gain(a, s, y),
    a=prob(),
    s=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10),
    y=prob(),
)
SEP = admissible.separator(X(1, 2), 2)
SEP_SIZE = reals(X(1, 2), 2, exact=True, floats=False)
for meth in ("plan", "slope", "offset", "call", "weak_rate", "weak_reach"):
    register(f"lcp.admissible.Separator.{meth}", lambda meth=meth, s=None: getattr(SEP, meth)(s), s=SEP_SIZE)
register(
    "lcp.admissible.Separator.call_probability",
    lambda s, y: SEP.call_probability(s, y),
    check=lambda a, r: 0 <= r <= 1,
    s=SEP_SIZE,
    y=prob(),
)
register(
    "lcp.admissible.Separator.bluff_payoff",
    lambda x, s: SEP.bluff_payoff(x, s),
    x=reals(0, SEP.x2, exact=True, floats=False),
    s=SEP_SIZE,
)

for fn in ("paper_caller", "fading_caller"):
    register(f"lcp.monotone.{fn}", lambda fn=fn, **a: getattr(monotone, fn)(a["L"], a["U"]), **EXACT_LIMITS)
register(
    "lcp.monotone.step_caller",
    lambda L, U, S: monotone.step_caller(L, U, S),
    **EXACT_LIMITS,
    S=Range(st.fractions(1, 100, max_denominator=50), st.sampled_from([math.nan, -1, "2", None])),
)
register(
    "lcp.monotone.step_mixture",
    lambda L, U, weights: monotone.step_mixture(
        L, U, {1: weights, 2: 1 - weights} if isinstance(weights, (int, Fraction)) else {1: weights}
    ),
    **EXACT_LIMITS,
    weights=prob(),
)
register(
    "lcp.monotone.tilted_caller",
    lambda L, U, eps: monotone.tilted_caller(L, U, eps),
    **EXACT_LIMITS,
    eps=Range(st.fractions(-X(1, 100), X(1, 100), max_denominator=500), st.sampled_from([math.nan, "0.1", None])),
)
register(
    "lcp.monotone.plan", lambda L, U, name: monotone.plan(L, U, name), **EXACT_LIMITS, name=choice(*monotone.PLANS)
)
PAPER = monotone.paper_caller(X(1, 2), 2)
register(
    "lcp.monotone.bluff_payoff",
    lambda caller, bluffs: monotone.bluff_payoff(caller, bluffs),
    caller=choice(PAPER, outside=(None, SEP)),
    bluffs=choice(monotone.plan(X(1, 2), 2, "decreasing"), outside=(None, "decreasing")),
)
register("lcp.monotone.best_assignment", lambda n: monotone.best_assignment(PAPER, n), n=ints(2, 5000, draw_high=40))
register(
    "lcp.monotone.threshold_best_reply",
    lambda L, U, hands, sizes: monotone.threshold_best_reply(lambda s: (LCP.x[2] + s) / (1 + s), L, U, hands, sizes),
    L=reals(0, math.inf, high_open=True, draw_high=1),
    U=reals(0, math.inf, high_open=True, draw_low=1, draw_high=1e6),
    hands=ints(2, 20000, draw_high=50),
    sizes=ints(2, 20000, draw_high=50),
)
register("lcp.monotone.LooseCaller.piece", lambda s: PAPER.piece(s), s=SEP_SIZE)
register("lcp.monotone.LooseCaller.at", lambda s: PAPER.at(s), s=SEP_SIZE)

UPPER = Range(st.floats(1, math.inf), st.sampled_from([math.nan, -1.0, "2", None]))  # U >= L (L is drawn below 1)
register(
    "lcp.explorer.limits",
    lambda L_slider, U_slider, L_zero, U_infinite: explorer.limits(L_slider, U_slider, L_zero, U_infinite),
    check=lambda a, r: (
        r
        == (
            min(0.0 if a["L_zero"] else a["L_slider"], math.inf if a["U_infinite"] else a["U_slider"]),
            math.inf if a["U_infinite"] else a["U_slider"],
        )
    ),
    L_slider=reals(0, math.inf, draw_high=1e6),
    U_slider=reals(0, math.inf, draw_high=1e6),
    L_zero=flag(),
    U_infinite=flag(),
)
register("lcp.explorer.numbers_html", lambda eq: explorer.numbers_html(eq), eq=choice(LCP, outside=(None, FBCP)))
register(
    "lcp.explorer.profile_figure",
    lambda L, U: (
        plotting.plt.close(explorer.profile_figure(L, U)) if hasattr(plotting, "plt") else explorer.profile_figure(L, U)
    ),
    L=Range(reals(0, 1).inside, st.sampled_from([math.nan, -1.0, -0.5, "0.5", None])),
    U=UPPER,
)
# the widget shows L = 0 or L in [0.001, 1000], U in [0.001, 1000] or U = inf (issue 37: refused, not moved)
WIDGET_L = Range(st.just(0.0) | st.floats(1e-3, 1), st.sampled_from([math.nan, -1.0, 1e-9, 1e9, "0.1", None]))
WIDGET_U = Range(st.floats(1, 1e3) | st.just(math.inf), st.sampled_from([math.nan, -1.0, 1e-9, 1e9, "2", None]))
register("lcp.explorer.explore", lambda L, U: explorer.explore(L, U), L=WIDGET_L, U=WIDGET_U)
register("lcp.explore", lambda L, U: lcp.explore(L, U), L=WIDGET_L, U=WIDGET_U)
register(
    "lcp.explorer.check_limits",
    lambda L, U: explorer.check_limits(L, U),
    check=lambda a, r: r == (a["L"], a["U"]),
    L=WIDGET_L,
    U=WIDGET_U,
)
register("lcp.explorer.show", lambda v: explorer.show(v), check=lambda a, r: float(r) == a["v"], v=reals(0, math.inf))
register(
    "lcp.explorer.read_limit",
    lambda text, name, low, high: explorer.read_limit(text, name, low, high),
    check=lambda a, r: r == float(a["text"].replace("∞", "inf")),
    text=Range(st.sampled_from(["0", "0.5", " 2 ", "1e300", "inf", "∞", "+inf"]), st.sampled_from([None, 3, b"1"])),
    name=fixed("U"),
    low=fixed(0.0),
    high=fixed(math.inf),
)

# --- finite-game machinery ------------------------------------------------------------------------------------

register(
    "lcp.finite_game.Certificate.zero_sum",
    lambda value, gain_1: finite_game.Certificate.zero_sum(value, gain_1, gain_1),
    check=lambda a, r: r.value == a["value"],
    value=reals(exact=True, floats=False, draw_low=-1, draw_high=1),
    gain_1=reals(0, math.inf, exact=True, floats=False, draw_high=1),
)
register(
    "lcp.finite_game.LinearProgram.solve",
    lambda what: finite_game.LinearProgram(
        finite_game.maximin_objective(2),
        *finite_game.maximin_constraints(np.array([[1.0, -1.0], [-1.0, 1.0]])),
        finite_game.maximin_bounds(2),
    ).solve(what),
    check=lambda a, r: close(r[1], 0),
    what=Range(st.text(max_size=10)),
)
register(
    "lcp.finite_game.maximin_objective",
    lambda rows: finite_game.maximin_objective(rows),
    rows=ints(1, None, draw_high=20),
)
register(
    "lcp.finite_game.maximin_bounds", lambda rows: finite_game.maximin_bounds(rows), rows=ints(1, None, draw_high=20)
)
MATRICES = Range(
    st.lists(st.lists(st.integers(-5, 5), min_size=2, max_size=2), min_size=1, max_size=3),
    st.sampled_from([[[math.nan, 1]], [], [[math.inf, 0]], "M", None]),
)
register("lcp.finite_game.maximin_constraints", lambda M: finite_game.maximin_constraints(M), M=MATRICES)
register(
    "lcp.finite_game.matrix_game_value",
    lambda M: finite_game.matrix_game_value(M),
    check=lambda a, r: max(min(row) for row in a["M"]) - 1e-9 <= r <= min(max(col) for col in zip(*a["M"])) + 1e-9,
    M=MATRICES,
)
register(
    "lcp.finite_game.check_agreement",
    lambda value_1, scale: finite_game.check_agreement(value_1, value_1, scale),
    value_1=reals(low_open=True, high_open=True, draw_low=-1e6, draw_high=1e6),
    scale=reals(0, math.inf, low_open=True, high_open=True, draw_high=1e6),
)
register(
    "lcp.finite_game.support",
    lambda probabilities: finite_game.support(probabilities),
    probabilities=Range(st.lists(st.floats(0, 1), max_size=5), st.sampled_from([[math.nan], [2.0], ["x"], None])),
)
register(
    "lcp.finite_game.first_certified",
    lambda what: finite_game.first_certified(
        [lambda: (KUHN.opener, KUHN.dealer)], lambda prof: kuhn.certify(0, *prof), what
    ),
    what=Range(st.text(max_size=10)),
)

# --- notebooks' helpers, markup, records, sources, figures -------------------------------------------------------

# the refusals name the notebook's parameter they check
register("lcp.notebook.Flag.check", lambda quick: notebook.Flag().check("quick", quick), quick=flag())
register("lcp.notebook.Integer.check", lambda cells: notebook.Integer(1, 10).check("cells", cells), cells=ints(1, 10))
register(
    "lcp.notebook.Real.check",
    lambda B: notebook.Real(0, 10, low_open=True).check("B", B),
    B=reals(0, 10, low_open=True),
)
RANGES = {"quick": notebook.Flag(), "B": notebook.Real(0, 10, low_open=True)}
HISTORY = Range(st.sampled_from([[""], ["", "# Parameters\nquick = True\n"]]), st.sampled_from([5, None, "In", [3]]))
register(
    "lcp.notebook.check_parameters",
    lambda history, B: notebook.check_parameters(history, {"quick": True, "B": B}, RANGES),
    history=HISTORY,
    B=Range(st.floats(0.1, 10), st.just(-1.0)),
)
register(
    "lcp.notebook.apply_quick",
    lambda history, quick_values: notebook.apply_quick(history, {"quick": True, "B": 1.0}, quick_values),
    history=HISTORY,
    quick_values=Range(st.just({"B": 2.0}), st.sampled_from([None, [("B", 2.0)]])),
)
register(
    "lcp.notebook.refuse_hiding_parameters", lambda history: notebook.refuse_hiding_parameters(history), history=HISTORY
)
register(
    "lcp.notebook.below",
    lambda value, bound: notebook.below(value, bound),  # |value| >= bound is the assertion it makes
    value=Range(st.floats(-1e-20, 1e-20), st.sampled_from([math.nan, "0", None])),
    bound=reals(0, math.inf, low_open=True, high_open=True, draw_low=1e-15, draw_high=1),
)
register(
    "lcp.notebook.fmt", lambda value, digits: notebook.fmt(value, digits), value=reals(exact=True), digits=ints(1, 40)
)
register(
    "lcp.notebook.table",
    lambda rows, headers: notebook.table(rows, headers),
    rows=Range(st.just([("FBCP", X(1, 18))]), st.sampled_from([[("FBCP",)], None])),
    headers=Range(st.just(["game", "value"]), st.sampled_from(["game", None])),
)
register(
    "lcp.notebook.Table",
    lambda rows, headers: repr(notebook.Table(rows, headers)),
    rows=Range(st.just([("x0", 0.25)]), st.sampled_from([[("x0",)], None])),
    headers=Range(st.just(["name", "value"]), st.sampled_from(["name", None])),
)

MARKUP = Range(
    st.text(alphabet="ab $\\{}^_*", max_size=20) | st.sampled_from([r"$x \le \frac{1}{2}$ and *weakly*", r"\$2"]),
    st.sampled_from([None, 5, b"bytes", "$" + "{" * 500 + "x" + "}" * 500 + "$"]),
)


def _markup_check(fn):
    """A field following the markup convention renders; one breaking it may be refused, naming text."""

    def call(text):
        if isinstance(text, str) and len(text) < 100 and markup.problems(text):
            try:
                return fn(text)
            except ValueError as exc:
                assert _names(str(exc), "text"), exc
                return None
        return fn(text)

    return call


DEEP = "$" + "{" * 500 + "x" + "}" * 500 + "$"  # read by plain (refused, naming text), listed by problems
for fn in ("parts", "problems", "markdown_cell", "plain"):
    register(
        f"lcp.markup.{fn}",
        lambda fn=fn, text=None: _markup_check(getattr(markup, fn))(text),
        check=(lambda a, r: bool(r) if a["text"] == DEEP else None) if fn == "problems" else None,
        text=MARKUP if fn == "plain" else Range(MARKUP.inside | st.just(DEEP), st.sampled_from([None, 5, b"bytes"])),
    )
register(
    "lcp.markup.markdown_table",
    lambda headers, rows, align: markup.markdown_table(headers, rows, align),
    headers=Range(st.just(["a", "b"]), st.sampled_from(["ab", None, [1, 2]])),
    rows=Range(st.just([["$x$", "1"]]), st.sampled_from([[["x"]], None])),
    align=Range(st.sampled_from([None, ["left", "right"]]), st.sampled_from([["middle", "left"], "left"])),
)
register(
    "lcp.markup.plain_block",
    lambda title, fields, width: markup.plain_block(title, fields, width),
    title=Range(st.just("Sec. 1"), st.sampled_from([None, 1])),
    fields=Range(st.just([("printed", r"$x \le 1$")]), st.sampled_from([None, "x", [("a",)]])),
    width=ints(10, None, draw_high=200),
)

NOTEBOOK_NAMES = Range(st.sampled_from(["01_fixed_bet", "03_lcp_derivation", "none"]), st.sampled_from([None, 1]))
for mod in ("errata", "claims"):
    register(
        f"lcp.{mod}.for_notebook",
        lambda mod=mod, notebook=None: getattr(lcp, mod).for_notebook(notebook),
        notebook=NOTEBOOK_NAMES,
    )
ROWS = {"errata": errata.ERRATA[:3], "claims": claims.CLAIMS[:3]}
for mod in ("errata", "claims"):
    rows = {mod: Range(st.just(ROWS[mod]), st.sampled_from([None, ["row"], "rows"]))}
    register(f"lcp.{mod}.markdown", lambda mod=mod, **a: getattr(lcp, mod).markdown(a[mod]), **rows)
    register(
        f"lcp.{mod}.text",
        lambda mod=mod, width=100, **a: getattr(lcp, mod).text(a[mod], width),
        **rows,
        width=ints(10, None, draw_high=200),
    )
register(
    "lcp.claims.counts",
    lambda claims: lcp.claims.counts(claims),
    check=lambda a, r: sum(r.values()) == len(a["claims"]),
    claims=Range(st.just(claims.CLAIMS), st.sampled_from([None, [1], "proved"])),
)

V_ROWS = Range(st.just(versions.MAP), st.sampled_from([None, ["row"], "rows"]))
register(
    "lcp.versions.for_notebook",
    lambda notebook, rows: versions.for_notebook(notebook, rows),
    notebook=NOTEBOOK_NAMES,
    rows=V_ROWS,
)
register("lcp.versions.by_manuscript", lambda rows: versions.by_manuscript(rows), rows=V_ROWS)
register("lcp.versions.markdown", lambda rows: versions.markdown(rows), rows=V_ROWS)
register("lcp.versions.summary", lambda rows: versions.summary(rows), rows=V_ROWS)
register(
    "lcp.versions.level",
    lambda number: versions.level(number),
    check=lambda a, r: r == (a["number"].count(".") + 1 if a["number"] else 0),
    number=Range(st.sampled_from(["", "4", "4.1", "C.1.2"]), st.sampled_from([None, 4.1])),
)
register(
    "lcp.versions.manuscript_key",
    lambda row: versions.manuscript_key(row),
    row=Range(st.sampled_from(versions.MAP[:5]), st.sampled_from([None, "4.1"])),
)
register(
    "lcp.versions.broadest",
    lambda numbers: versions.broadest(numbers),
    numbers=Range(
        st.lists(st.sampled_from(["4", "4.1", "5", "C.1"]), max_size=4), st.sampled_from([None, [4.1], "4.1"])
    ),
)
register(
    "lcp.versions.manuscript_headings",
    lambda text: versions.manuscript_headings(text),
    text=Range(st.sampled_from(["## 1 Introduction\n", "# Title\n"]), st.sampled_from([5, b"## 1"])),
)
SHARED = Range(st.just(None), st.sampled_from([3, "/nonexistent"]))
register("lcp.versions.revision_files", lambda folder: versions.revision_files(folder), folder=SHARED)
register("lcp.versions.revision_headings", lambda folder: versions.revision_headings(folder), folder=SHARED)

register("lcp.sources.shared_dir", lambda: sources.shared_dir())
register("lcp.cache.source_key", lambda: cache.source_key(), check=lambda a, r: len(r) == 20 and int(r, 16) >= 0)
register(
    "lcp.cache.on_disk",
    lambda function: cache.on_disk(function)(),
    check=lambda a, r: r == a["function"](),
    function=Range(st.just(lambda: 1), st.sampled_from([None, 3, "f"])),
)
register(
    "lcp.sources.by_key",
    lambda name: sources.by_key(name),
    check=lambda a, r: a["name"] in (r.key, r.code, r.file),
    name=Range(
        st.sampled_from([n for src in sources.SOURCES for n in (src.key, src.code, src.file)]),
        st.sampled_from([None, 3, "no such source", ""]),
    ),
)
register(
    "lcp.sources.path",
    lambda source: sources.path(source),
    source=Range(st.just("limit-continuous-poker-2025-05.md"), st.sampled_from([None, 3])),
)
register(
    "lcp.sources.normalise", lambda text: sources.normalise(text), check=lambda a, r: "  " not in r, text=any_text()
)
QUOTE = errata.ERRATA[0].quote
register(
    "lcp.sources.locate",
    lambda quote: sources.locate(errata.ERRATA[0].source, quote),
    quote=Range(st.just(QUOTE), st.sampled_from([None, "quote"])),
)

register("lcp.plotting.in_checkout", lambda: plotting.in_checkout())
register("lcp.plotting.figures_dir", lambda: plotting.figures_dir())
register(
    "lcp.plotting.caption_html",
    lambda figure, caption, alt: plotting.caption_html(figure, caption, alt),
    figure=Range(st.just("3.1"), st.sampled_from([None, 3.1])),
    caption=Range(st.just("A caption."), st.sampled_from([None])),
    alt=Range(st.just("What it shows."), st.sampled_from([None])),
)


def _figure(fn):
    fig, axes = plotting.new_figure()
    try:
        return fn(axes[0, 0])
    finally:
        plotting.plt.close(fig)


register(
    "lcp.plotting.new_figure",
    lambda ncols, nrows, width, height: plotting.plt.close(plotting.new_figure(ncols, nrows, width, height)[0]),
    ncols=ints(1, 20, draw_high=3),
    nrows=ints(1, 20, draw_high=2),
    width=reals(0, 50, low_open=True, draw_low=1),
    height=reals(0, 50, low_open=True, draw_low=1),
)
register(
    "lcp.files.write_atomically",
    lambda path, write: files.write_atomically(path, write),
    path=Range(st.just(SCRATCH / "atomic-files.bin"), st.sampled_from([None, "atomic.bin"])),
    write=Range(st.just(lambda f: f.write(b"x")), st.sampled_from([None, b"x"])),
)
register(
    "lcp.plotting.savefig",
    lambda name: _figure(lambda ax: plotting.savefig(ax.figure, name)),
    name=Range(st.just("00_fuzz-figure"), st.sampled_from([None, "a/b", "x.png", ""])),
)
register(
    "lcp.plotting.strategy_profile",
    lambda s_max, legend: _figure(
        lambda ax: plotting.strategy_profile(ax, LCP.bet, LCP.call, [0.5, 1.0, 2.0], s_max, "LCP", legend)
    ),
    s_max=reals(0, math.inf, low_open=True, high_open=True, draw_low=1, draw_high=100),
    legend=flag(),
)
register(
    "lcp.plotting.label_regions",
    lambda fontsize, rotate: _figure(
        lambda ax: plotting.label_regions(ax, np.arange(100).reshape(10, 10) // 50, ["a", "b"], fontsize, rotate)
    ),
    fontsize=reals(0, 100, low_open=True, draw_low=1),
    rotate=flag(),
)


# --- beyond the paper: hand laws, asymmetric ranges, the caller's raise, three-player menus --------------------

from lcp import asymmetric, hand_laws, normal_form, reraise  # noqa: E402
from lcp.hand_laws import HandLaw  # noqa: E402
from lcp.three_player import menu as tp_menu  # noqa: E402

LAWS = Range(
    st.sampled_from(
        [
            HandLaw("uniform", 1),
            HandLaw("max_of", 2),
            HandLaw("min_of", 3),
            HandLaw("capped", X(1, 2)),
            HandLaw("floored", X(1, 4)),
        ]
    ),
    st.sampled_from([None, "uniform", ("max_of", 2)]),
)
LAW = Range(LAWS.inside)  # the instance a method is called on
register(
    "lcp.hand_laws.HandLaw.cdf",
    lambda law, h: law.cdf(h),
    check=lambda a, r: 0 <= r <= 1,
    law=LAW,
    h=reals(0, 1, exact=True),
)
register(
    "lcp.hand_laws.HandLaw.buckets",
    lambda law, n: law.buckets(n),
    check=lambda a, r: sum(r) == 1 and len(r) == a["n"],
    law=LAW,
    n=ints(1, hand_laws.MAX_BUCKETS, draw_high=20),
)
register(
    "lcp.hand_laws.transformed",
    lambda game: hand_laws.transformed(game),
    game=choice(FBCP, LCP, outside=(None, "game")),
)
register(
    "lcp.hand_laws.monte_carlo_normal",
    lambda deals, seed: hand_laws.monte_carlo_normal(FBCP, deals, seed=seed),
    deals=ints(2, hand_laws.MC_MAX_DEALS, draw_high=2000),
    seed=ints(0, None, draw_high=2**32),
)

GRID_SIZES = Range(
    st.lists(st.sampled_from([X(1, 2), 1, 2, 3]), min_size=1, max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [math.nan], [1.5], []]),
)
register(
    "lcp.asymmetric.payoff",
    lambda x, y, size, called: asymmetric.payoff(x, y, size, called),  # equal buckets split
    x=ints(1, None, draw_high=6),
    y=ints(1, None, draw_high=6),
    size=reals(0, math.inf, exact=True, floats=False, draw_high=5),
    called=flag(),
)
register(
    "lcp.asymmetric.leaves",
    lambda n, sizes, bettor: asymmetric.leaves(n, sizes, bettor),
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    bettor=LAWS,
)
register(
    "lcp.asymmetric.game",
    lambda n, sizes, caller: asymmetric.game(n, tuple(sizes) if isinstance(sizes, list) else sizes, caller=caller),
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    caller=LAWS,
)
register(
    "lcp.asymmetric.solve",
    lambda n, sizes, caller: asymmetric.solve(n, sizes, caller=caller),
    check=lambda a, r: r.certificate().is_equilibrium,
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=4),
    sizes=GRID_SIZES,
    caller=LAWS,
)
ASYM = asymmetric.solve(4, [1, 2])
register(
    "lcp.asymmetric.GridEquilibrium.bet_probability",
    lambda x: ASYM.bet_probability(x),
    check=lambda a, r: 0 <= r <= 1,
    x=ints(1, 4),
)
register("lcp.asymmetric.GridEquilibrium.mass", lambda kind: ASYM.mass(kind), kind=choice("bluff", "check", "value"))
register(
    "lcp.asymmetric.GridEquilibrium.call_mass",
    lambda s: ASYM.call_mass(s),
    s=choice(1, 2, outside=(3, 0, math.nan, None)),
)
ALWAYS = {x: {X(0): 0, X(1): 1} for x in (1, 2)}
register(
    "lcp.asymmetric.certify",
    lambda bettor, caller: asymmetric.certify(2, [1], bettor, caller),
    bettor=Range(st.just(ALWAYS), st.sampled_from([None, {1: {X(0): -1, X(1): 2}}, "always"])),
    caller=Range(st.just({}), st.sampled_from([None, [], {(1, X(1)): math.nan}])),
)

INCREMENTS = Range(
    st.lists(st.sampled_from([X(1, 2), 1, 2]), max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [math.nan], [1.5]]),
)
register(
    "lcp.reraise.payoff",
    lambda x, y, answer: reraise.payoff(x, y, X(1), answer, X(2) if answer == "raise" else None),
    x=ints(1, None, draw_high=6),
    y=ints(1, None, draw_high=6),
    answer=choice("fold", "call", "raise", outside=("check", None)),
)
register(
    "lcp.reraise.raises",
    lambda size, increments: reraise.raises(size, increments),
    size=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
    increments=INCREMENTS,
)
register(
    "lcp.reraise.leaf_count",
    lambda n, increments: reraise.leaf_count(n, [1], increments),
    check=lambda a, r: r == len(reraise.leaves(a["n"], [1], a["increments"])),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.reraise.leaves",
    lambda n, increments: reraise.leaves(n, [1], increments),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.reraise.game",
    lambda n, increments: reraise.game(n, (1,), tuple(increments) if isinstance(increments, list) else increments),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
)
register(
    "lcp.reraise.solve",
    lambda n, increments, stack: reraise.solve(n, [1], increments, stack),
    check=lambda a, r: r.certificate().is_equilibrium,
    n=ints(2, reraise.MAX_BUCKETS, draw_high=3),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
)
RERAISE = reraise.solve(4, [1], [1])
register(
    "lcp.reraise.RaiseEquilibrium.bet", lambda x: RERAISE.bet(x), check=lambda a, r: sum(r.values()) == 1, x=ints(1, 4)
)
register(
    "lcp.reraise.RaiseEquilibrium.size_mass",
    lambda s: RERAISE.size_mass(s),
    s=choice(1, outside=(3, 0, math.nan, None)),
)
register(
    "lcp.reraise.RaiseEquilibrium.raise_mass",
    lambda s: RERAISE.raise_mass(s),
    s=choice(1, outside=(3, 0, math.nan, None)),
)

register(
    "lcp.hand_laws.within_bucket_wins",
    lambda bettor, caller, n: hand_laws.within_bucket_wins(bettor, caller, n),
    check=lambda a, r: len(r) == a["n"] and all(w is None or 0 <= w <= 1 for w in r),
    bettor=LAWS,
    caller=LAWS,
    n=ints(1, hand_laws.MAX_BUCKETS, draw_high=6),
)
register(
    "lcp.asymmetric.grid_game",
    lambda n, sizes, caller: asymmetric.grid_game(n, sizes, caller=caller),
    check=lambda a, r: r.hands == a["n"] and r.caller_law == a["caller"],
    n=ints(2, asymmetric.MAX_BUCKETS, draw_high=6),
    sizes=GRID_SIZES,
    caller=LAWS,
)
register(
    "lcp.reraise.grid_game",
    lambda n, increments, stack: reraise.grid_game(n, [1], increments, stack),
    check=lambda a, r: r.leaf_count == reraise.leaf_count(a["n"], [1], a["increments"], a["stack"]),
    n=ints(2, reraise.MAX_BUCKETS, draw_high=6),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
)

# --- the grid game's rules (lcp.grid.rules) ---------------------------------------------------------------

from lcp.grid import rules as grid_rules  # noqa: E402

GRID = grid_rules.GridGame(3, (1, 2), increments=(1,), stack=3)  # sizes 1, 2; raises to 2, 3 and to 3
LABEL_SCHEMES = choice(*grid_rules.LABELS)
register(
    "lcp.grid.rules.payoff",
    lambda showdown, bet, answer, rise, bettor_calls: grid_rules.payoff(
        showdown, bet, answer, bet + rise if answer == "raise" else None, bettor_calls
    ),
    check=lambda a, r: abs(r) <= X(1, 2) + a["bet"] + a["rise"],
    showdown=reals(-1, 1, exact=True, floats=False),
    bet=reals(0, math.inf, exact=True, floats=False, draw_high=5),
    answer=choice(*grid_rules.ANSWERS, outside=("check", None)),
    rise=Range(st.fractions(X(1, 4), 3, max_denominator=4)),
    bettor_calls=flag(),
)
register(
    "lcp.grid.rules.raises",
    lambda size, increments, stack, stack_rule: grid_rules.raises(size, increments, stack, stack_rule),
    check=lambda a, r: all(r_ > a["size"] and (a["stack"] is None or r_ <= a["stack"]) for r_ in r),
    size=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5),
    increments=INCREMENTS,
    stack=Range(st.sampled_from([None, 2, 3]), st.sampled_from([0, -1, math.nan, "3"])),
    stack_rule=choice(*grid_rules.STACK_RULES),
)
for _method, _params in {
    "bet": dict(s=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5)),
    "raise_to": dict(r=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=5)),
    "deal": dict(i=ints(0, None, draw_high=9), j=ints(0, None, draw_high=9)),
    "bettor": dict(i=ints(0, None, draw_high=9)),
    "caller": dict(j=ints(0, None, draw_high=9), s=choice(1, X(3, 2), outside=(0, -1, 1.5, None))),
    "facing_raise": dict(i=ints(0, None, draw_high=9), s=choice(1, outside=(0, None)), r=choice(2, outside=(-2, 2.0))),
}.items():
    register(
        f"lcp.grid.rules.Labels.{_method}",
        lambda labels, _m=_method, **kw: getattr(grid_rules.Labels(labels), _m)(**kw),
        labels=LABEL_SCHEMES,
        **_params,
    )
register(
    "lcp.grid.rules.GridGame.showdown",
    lambda i, j: GRID.showdown(i, j),
    check=lambda a, r: r == (a["i"] > a["j"]) - (a["i"] < a["j"]),
    i=ints(0, 2),
    j=ints(0, 2),
)
register(
    "lcp.grid.rules.GridGame.raises",
    lambda s: GRID.raises(s),
    check=lambda a, r: r == ((2,) if a["s"] == 1 else (3,)),
    s=choice(1, 2, outside=(3, 0, X(1, 2), 1.0, None)),
)
register(
    "lcp.grid.rules.GridGame.payoff",
    lambda i, j, bet, answer: GRID.payoff(i, j, bet, answer, bet + 1 if answer == "raise" else None),
    i=ints(0, 2),
    j=ints(0, 2),
    bet=choice(0, 1, 2, outside=(-1, 1.5, None)),
    answer=choice(*grid_rules.ANSWERS, outside=("check",)),
)
register(
    "lcp.grid.rules.GridGame.check_size",
    lambda limit, what: GRID.check_size(limit, what),
    limit=Range(st.integers(GRID.leaf_count, 10**6), st.sampled_from([-1, 1.5, None, "3"])),  # below: its refusal
    what=Range(st.text(max_size=10), st.sampled_from([None, 3, b"solve"])),
)
register(
    "lcp.grid.rules.GridGame.leaves",
    lambda labels: GRID.leaves(labels),
    check=lambda a, r: len(r) == GRID.leaf_count,
    labels=LABEL_SCHEMES,
)
register("lcp.grid.rules.GridGame.sequence_form", lambda labels: GRID.sequence_form(labels), labels=LABEL_SCHEMES)
register(
    "lcp.grid.rules.GridGame.solve",
    lambda labels: GRID.solve(labels),
    check=lambda a, r: r.certificate.is_equilibrium and r.certificate.value == r.value,
    labels=LABEL_SCHEMES,
)
_GRID_SOL = GRID.solve()
register(
    "lcp.grid.rules.GridGame.certify",
    lambda bettor, caller: GRID.certify(bettor, caller),
    check=lambda a, r: r.value == _GRID_SOL.value,
    bettor=Range(st.just(_GRID_SOL.strategies[0]), st.sampled_from([None, {("bettor", 9): {0: 1}}, "always"])),
    caller=Range(st.just(_GRID_SOL.strategies[1]), st.sampled_from([None, [], {("caller", 1, X(1)): {"call": 2}}])),
)

PENNIES = extensive.Game(
    [extensive.Leaf("", X(1), X(1 if a == b else -1), ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"]
)
register(
    "lcp.normal_form.pure_strategies",
    lambda game, player: normal_form.pure_strategies(game, player),
    game=choice(PENNIES, GAME, outside=(None, "kuhn")),
    player=PLAYER,
)
register(
    "lcp.normal_form.matrix", lambda game: normal_form.matrix(game), game=choice(PENNIES, GAME, outside=(None, "kuhn"))
)
register(
    "lcp.normal_form.value",
    lambda game: normal_form.value(game),
    check=lambda a, r: close(r, 0 if a["game"] is PENNIES else -1 / 18, 1e-7),
    game=choice(PENNIES, GAME, outside=(None, "kuhn")),
)

TP_MENU_SIZES = Range(
    st.lists(st.integers(1, 3), min_size=1, max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [1.5], [], [tp_menu.MAX_SIZE + 1], [1, 2, 3, 4]]),
)
register(
    "lcp.three_player.menu.payoff",
    lambda cards, size, calls: tp_menu.payoff(cards, size, calls),
    check=lambda a, r: sum(r) == 0,
    cards=Range(st.permutations([1, 2, 3]).map(tuple), st.sampled_from([(1, 2), (1, 1, 2), None, (1, 2, "3")])),
    size=ints(0, None, draw_high=5),
    calls=Range(st.tuples(st.booleans(), st.booleans()), st.sampled_from([(True,), None, ("yes", False)])),
)
register(
    "lcp.three_player.menu.solve",
    lambda n, sizes: tp_menu.solve(n, sizes),
    check=lambda a, r: r.certificate().is_equilibrium,
    n=ints(3, max(tp_menu.MAX_SOLVE_CARDS.values()), draw_high=tp_menu.MAX_SOLVE_CARDS[2]),
    sizes=TP_MENU_SIZES,
)


@functools.cache
def _tp_menu():
    """Solved when a test first asks (3.6 s of sympy: at import, every test worker paid it while collecting)."""
    return tp_menu.solve(4, [1, 2])


register(
    "lcp.three_player.menu.MenuEquilibrium.size_mass",
    lambda size: _tp_menu().size_mass(size),
    check=lambda a, r: 0 <= r <= 1 and (a["size"] in _tp_menu().sizes or r == 0),
    size=choice(1, 2, 3, outside=(0, -1, 1.0, math.nan, None)),
)
TP_ONE = three_player.finite(4, 1)
register(
    "lcp.three_player.menu.certify",
    lambda bet: tp_menu.certify(4, [1], bet, [{1: c} for c in TP_ONE.call]),
    check=lambda a, r: r.is_equilibrium,
    bet=Range(
        st.just([{0: 1 - x, 1: x} for x in TP_ONE.bet]), st.sampled_from([None, [{0: 1}], [{0: 2, 1: -1}] * 4, "bet"])
    ),
)


# --- the printed profile and the paper's figures --------------------------------------------------------------

from lcp import paper_figures, printed_profile  # noqa: E402

PRINTED_LIMITS = dict(
    L=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=1),
    U=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_low=2, draw_high=5),
)
register("lcp.printed_profile.solution", lambda: printed_profile.solution())
register("lcp.printed_profile.closed_form", lambda: printed_profile.closed_form())
register(
    "lcp.printed_profile.atom_gain",
    lambda S, c: printed_profile.atom_gain(S, [(0, X(1, 9)), (X(7, 9), 1)], c),
    check=lambda a, r: r >= 0 and (r == 0 if (a["S"], a["c"]) == (1, X(5, 9)) else True),
    S=reals(0, math.inf, low_open=True, high_open=True, exact=True, draw_high=5),
    c=reals(0, 1, exact=True),
)
register("lcp.printed_profile.thresholds", lambda L, U: printed_profile.thresholds(L, U), **PRINTED_LIMITS)
register(
    "lcp.printed_profile.caller_gain",
    lambda L, U: printed_profile.caller_gain(L, U),
    check=lambda a, r: r.total == r.at_L + r.at_U and r.total >= 0,
    **PRINTED_LIMITS,
)
register(
    "lcp.printed_profile.projection", lambda m: printed_profile.projection(1, 2, m), m=ints(1, 10**5, draw_high=20)
)


def _panel():
    """A synthetic panel: a dark frame, blue above the boundary at 0.5 of the height, salmon below."""
    im = np.full((50, 60, 3), 255, dtype=np.uint8)
    im[5, 10:51] = im[45, 10:51] = 0
    im[5:46, 10] = im[5:46, 50] = 0
    im[6:25, 11:50] = (60, 80, 250)
    im[25:45, 11:50] = (240, 190, 170)
    return im


PANEL = _panel()
PANEL_FILE = SCRATCH / "panel.png"
__import__("PIL.Image").Image.fromarray(PANEL).save(PANEL_FILE)
register(
    "lcp.paper_figures.axes_box",
    lambda image: paper_figures.axes_box(image),
    check=lambda a, r: r == (10, 50, 5, 45),
    image=Range(st.just(PANEL), st.sampled_from([np.zeros((5, 5)), np.full((20, 20, 3), 255, dtype=np.uint8)])),
)
register(
    "lcp.paper_figures.boundary_band",
    lambda x: paper_figures.boundary_band(PANEL, x),
    check=lambda a, r: r[0] <= r[1],
    x=reals(0, 1, low_open=True, high_open=True, draw_low=0.05, draw_high=0.95),
)
register(
    "lcp.paper_figures.measure",
    lambda path: paper_figures.measure(path, [0.5]),
    check=lambda a, r: list(r) == [0.5],
    path=Range(st.sampled_from([PANEL_FILE, str(PANEL_FILE)]), st.sampled_from([None, 3])),
)


# --- the solver test bed and the record's format ----------------------------------------------------------------

import json  # noqa: E402

from lcp import record, testbed  # noqa: E402
from lcp.claims import Claim  # noqa: E402
from lcp.errata import Erratum  # noqa: E402
from lcp.testbed import bench, efg, extension, openspiel  # noqa: E402
from lcp.testbed import game as tb_game  # noqa: E402
from lcp.testbed import profile as tb_profile  # noqa: E402

TB = testbed.build(1, 2, hands=3, sizes=2)  # sizes 1 and 2: actions "bet 1", "bet 2"
TB_DECK = testbed.build(X(1, 2), X(2, 3), hands=3, sizes=2, deal="deck")
TB_HUGE = testbed.build(1, 2, hands=testbed.MAX_HANDS, sizes=testbed.MAX_SIZES)  # refused by size, before any work
TB_SOL = TB.solve()
TB_UNIFORM = tb_profile.Profile(((X(1, 3),) * 3,) * 3, ((X(1, 2),) * 2,) * 3)
TB_GAME = choice(TB, TB_DECK, outside=(None, "game", GAME))
TB_PROFILE = Range(
    st.sampled_from([TB_SOL.profile, TB_UNIFORM]),
    st.sampled_from(
        [
            None,
            "profile",
            tb_profile.Profile(((1, 0, 0),), ((0, 0),)),
            tb_profile.Profile(5, 5),
            tb_profile.Profile(((1, 0, 0),) * 3, ((0, 2),) * 3),
            tb_profile.Profile(((X(1, 2), 0, 0),) * 3, ((0, 0),) * 3),
        ]
    ),
)
TB_LIMIT_L = Range(
    st.fractions(X(1, 20), 1, max_denominator=20) | st.floats(1e-3, 1),
    st.sampled_from([0, -1, math.nan, math.inf, "1", None]),
)
TB_LIMIT_U = Range(
    st.fractions(2, 100, max_denominator=20) | st.floats(2, 100), st.sampled_from([-1, math.nan, math.inf, "2", None])
)


def _tb_payoff_check(a, r):  # the same rules in lcp.asymmetric (buckets from 1 there)
    return r == asymmetric.payoff(a["x"] + 1, a["y"] + 1, Fraction(a["bet"]), a["called"])


register(
    "lcp.testbed.game.payoff",
    lambda x, y, bet, called: tb_game.payoff(x, y, bet, called),
    check=_tb_payoff_check,
    x=ints(0, None, draw_high=6),
    y=ints(0, None, draw_high=6),
    bet=reals(0, math.inf, high_open=True, exact=True, draw_high=5),
    called=flag(),
)
register(
    "lcp.testbed.game.menu_sizes",
    lambda L, U, k, spacing: tb_game.menu_sizes(L, U, k, spacing),
    check=lambda a, r: (
        (r[0], r[-1], len(r)) == (Fraction(a["L"]), Fraction(a["U"]), a["k"]) and all(p < q for p, q in zip(r, r[1:]))
    ),
    L=TB_LIMIT_L,
    U=TB_LIMIT_U,
    k=ints(2, testbed.MAX_SIZES, draw_high=6),
    spacing=choice(*testbed.SPACINGS),
)
register(
    "lcp.testbed.game.chip_sizes",
    lambda L, U, chips_per_pot: tb_game.chip_sizes(L, U, chips_per_pot),
    check=lambda a, r: (
        list(r)
        == [
            X(c, a["chips_per_pot"])
            for c in range(1, 8 * a["chips_per_pot"] + 1)
            if a["L"] <= X(c, a["chips_per_pot"]) <= a["U"]
        ]
    ),
    L=Range(st.fractions(0, 2, max_denominator=8), st.sampled_from([-1, math.nan, math.inf, "1", None])),
    U=Range(st.fractions(2, 8, max_denominator=8), st.sampled_from([-1, math.nan, math.inf, "2", None])),
    chips_per_pot=ints(1, testbed.MAX_SIZES * 16, draw_high=8),
)
register(
    "lcp.testbed.game.build",
    lambda L, U, hands, sizes, spacing, deal: testbed.build(L, U, hands, sizes, spacing, deal),
    check=lambda a, r: (
        r.leaf_count == len(r.leaves())
        and len(r.deals()) == (r.hands**2 if a["deal"] == "buckets" else r.hands * (r.hands - 1))
    ),
    L=Range(TB_LIMIT_L.inside, st.sampled_from([-1, math.nan, math.inf, "1", None, 200])),
    U=TB_LIMIT_U,
    hands=ints(2, testbed.MAX_HANDS, draw_high=6),
    sizes=Range(
        st.integers(2, 4) | st.just([X(2)]),
        st.sampled_from([0, -1, testbed.MAX_SIZES + 1, None, "2", [0], [math.nan], [1000]]),
    ),
    spacing=choice(*testbed.SPACINGS),
    deal=choice(*testbed.DEALS),
)
register(
    "lcp.testbed.game.TestbedGame.bettor_infoset",
    lambda i: TB.bettor_infoset(i),
    check=lambda a, r: r == f"x{a['i']}",
    i=ints(0, TB.hands - 1),
)
register(
    "lcp.testbed.game.TestbedGame.caller_infoset",
    lambda j, k: TB.caller_infoset(j, k),
    check=lambda a, r: r == f"y{a['j']}|bet {TB.sizes[a['k']]}",
    j=ints(0, TB.hands - 1),
    k=ints(0, len(TB.sizes) - 1),
)

register(
    "lcp.testbed.profile.check_profile",
    lambda profile: tb_profile.check_profile(TB, profile),
    check=lambda a, r: r is a["profile"],
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.profile.finite_score",
    lambda game, profile: tb_profile.finite_score(game, profile),  # against the sequence form's exact certificate
    check=lambda a, r: (lambda c: (r.value, r.bettor_gain, r.caller_gain) == (c.value, *c.gains))(
        extensive.certify(a["game"].sequence_form, *tb_profile.to_behaviour(a["game"], a["profile"]))
    ),
    game=choice(TB, outside=(None, "game", GAME)),
    profile=TB_PROFILE,
)
TB_BEHAVIOUR = tb_profile.to_behaviour(TB, TB_SOL.profile)
register(
    "lcp.testbed.profile.from_behaviour",
    lambda bettor, caller: tb_profile.from_behaviour(TB, bettor, caller),
    check=lambda a, r: r == TB_SOL.profile,
    bettor=Range(
        st.just(TB_BEHAVIOUR[0]),
        st.sampled_from([None, "x0", {"x9": {"check": 1}}, {"x0": {"bet 7": 1}}, {"x0": {"check": 2}}, {"x0": 1}]),
    ),
    caller=Range(
        st.just(TB_BEHAVIOUR[1]),
        st.sampled_from(
            [None, [], {"y0|bet 9": {"call": 1}}, {"y0|bet 1": {"raise": 1}}, {"y0|bet 1": {"call": math.nan}}]
        ),
    ),
)
register(
    "lcp.testbed.profile.to_behaviour",
    lambda game, profile: tb_profile.to_behaviour(game, profile),
    check=lambda a, r: tb_profile.from_behaviour(a["game"], *r) == a["profile"],
    game=choice(TB, outside=(None, "game")),
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.profile.solve",
    lambda game: tb_profile.solve(game),
    check=lambda a, r: (
        tb_profile.finite_score(a["game"], r.profile).exploitability == 0 and r.value == r.certificate.value
    ),
    game=choice(TB, TB_DECK, outside=(None, "game", TB_HUGE)),
)

register(
    "lcp.testbed.efg.chip_scale",
    lambda game: efg.chip_scale(game),
    check=lambda a, r: all(((X(1, 2) + s) * r).denominator == 1 for s in (0, *a["game"].sizes)),
    game=TB_GAME,
)
register(
    "lcp.testbed.efg.to_efg",
    lambda game: efg.to_efg(game),
    check=lambda a, r: (
        r.startswith("EFG 2 R") and sum(ln.startswith("t ") for ln in r.splitlines()) == a["game"].leaf_count
    ),
    game=choice(TB, TB_DECK, outside=(None, "game", TB_HUGE)),
)
register(
    "lcp.testbed.efg.write_efg",
    lambda path: efg.write_efg(TB, path),
    check=lambda a, r: r.read_text() == efg.to_efg(TB),
    path=Range(
        st.sampled_from([SCRATCH / "testbed.efg", str(SCRATCH / "testbed.efg")]),
        st.sampled_from([None, 3, b"testbed.efg"]),
    ),
)


def _envelope(lines, lo, hi):
    """The upper envelope's integral by the trapezoid rule between every crossing (the envelope is linear
    between consecutive ones): independent of the walk envelope_integral takes."""
    cuts = {lo, hi} | {(a1 - a2) / (b2 - b1) for a1, b1 in lines for a2, b2 in lines if b1 != b2}
    xs = sorted(x for x in cuts if lo <= x <= hi)
    f = lambda x: max(a + b * x for a, b in lines)  # noqa: E731
    return sum((q - p) * (f(p) + f(q)) / 2 for p, q in zip(xs, xs[1:]))


register(
    "lcp.testbed.extension.size_intervals",
    lambda game, off_menu: extension.size_intervals(game, off_menu),
    check=lambda a, r: (
        len(r) == len(a["game"].sizes)
        and (r[0][0], r[-1][1])
        == ((a["game"].L, a["game"].U) if a["off_menu"] else (a["game"].sizes[0], a["game"].sizes[-1]))
        and all(p[1] == q[0] for p, q in zip(r, r[1:]) if a["off_menu"])
    ),
    game=TB_GAME,
    off_menu=flag(),
)
FRACS = st.fractions(-2, 2, max_denominator=6)
register(
    "lcp.testbed.extension.envelope_integral",
    lambda lines, lo, hi: extension.envelope_integral(lines, lo, hi),
    check=lambda a, r: r == _envelope(a["lines"], Fraction(a["lo"]), Fraction(a["hi"])),
    lines=Range(
        st.lists(st.tuples(FRACS, FRACS), min_size=1, max_size=4),
        st.sampled_from([[], None, "ab", [(1,)], [(math.nan, 0)], [(0, math.inf)]]),
    ),
    lo=Range(st.fractions(-1, 0, max_denominator=6), st.sampled_from([math.nan, None, "0", -math.inf, complex(0, 1)])),
    hi=Range(st.fractions(0, 1, max_denominator=6), st.sampled_from([math.nan, None, "1", math.inf, -2])),
)
register(
    "lcp.testbed.extension.continuous_score",
    lambda game, profile, off_menu: extension.continuous_score(game, profile, off_menu),
    check=lambda a, r: (
        r.value == tb_profile.finite_score(a["game"], a["profile"]).value and r.bettor_gain >= 0 and r.caller_gain >= 0
    ),
    game=choice(TB, outside=(None, "game")),
    profile=TB_PROFILE,
    off_menu=flag(),
)

TB_SMALL = testbed.build(1, 1, 2, 1)
TB_ROWS = bench.run_game(TB_SMALL, solvers=("cfr", "exact-lp"), max_iterations=2)
register("lcp.testbed.bench.environment", lambda: bench.environment(), check=lambda a, r: r["lcp"] == lcp.__version__)
register(
    "lcp.testbed.bench.checkpoints",
    lambda max_iterations: bench.checkpoints(max_iterations),
    check=lambda a, r: r == [2**i for i in range(a["max_iterations"].bit_length())],
    max_iterations=ints(1, None, draw_high=10**6),
)
register(
    "lcp.testbed.bench.first_reaching",
    lambda rows, threshold, column: bench.first_reaching(rows, threshold, column),
    check=lambda a, r: (
        r
        == {
            s: next((row for row in a["rows"] if row.solver == s and getattr(row, a["column"]) <= a["threshold"]), None)
            for s in {row.solver for row in a["rows"]}
        }
    ),
    rows=Range(st.just(TB_ROWS), st.sampled_from([None, [1], "rows"])),
    threshold=reals(draw_low=-1, draw_high=1),
    column=choice(*bench.SCORES, outside=("solver", None, "nope")),
)
register(
    "lcp.testbed.bench.to_csv",
    lambda rows, env: bench.to_csv(rows, env),
    check=lambda a, r: bench.read_csv(r) == list(a["rows"]),
    rows=Range(st.just(TB_ROWS), st.sampled_from([None, [1], "rows"])),
    env=Range(st.just({"lcp": "test"}), st.sampled_from(["env", [1]])),
)
TB_CSV = bench.to_csv(TB_ROWS, {})
register(
    "lcp.testbed.bench.read_csv",
    lambda text: bench.read_csv(text),
    check=lambda a, r: r == TB_ROWS,
    text=Range(
        st.just(TB_CSV),
        st.sampled_from(
            [None, 3, "a,b\n1,2\n", TB_CSV.replace("\ncfr,buckets,1,1,2,1,1,", "\ncfr,buckets,1,1,2,1,one,", 1)]
        ),
    ),
)
register(
    "lcp.testbed.bench.run_game",
    lambda game, solvers, budget, max_iterations: bench.run_game(game, solvers, budget, max_iterations),
    check=lambda a, r: [row.finite_exploitability for row in r if row.solver == "exact-lp"] == [0.0],
    game=choice(TB_SMALL, outside=(None, "game")),
    solvers=Range(st.sampled_from([("exact-lp",), ("cfr", "exact-lp")]), st.sampled_from(["cfr", ["cfx"], None])),
    budget=Range(st.floats(0.01, 0.2) | st.just(math.inf), st.sampled_from([0, -1.0, math.nan, "1", None])),
    max_iterations=ints(1, None, draw_high=4),
)
register(
    "lcp.testbed.bench.run",
    lambda ladder, limits, deal: bench.run(ladder, ("exact-lp",), limits=limits, deal=deal),
    check=lambda a, r: (
        [(row.hands, row.sizes, row.finite_exploitability) for row in r] == [(h, k, 0.0) for h, k in a["ladder"]]
    ),
    ladder=Range(
        st.sampled_from([((2, 2),), ((3, 2), (2, 3))]),
        st.sampled_from([None, "ladder", [(1, 2)], [(2,)], [(2, testbed.MAX_SIZES + 1)]]),
    ),
    limits=Range(st.just((X(1, 2), 2)), st.sampled_from([None, (1,), (2, 1), (-1, 1)])),
    deal=choice(*testbed.DEALS, outside=("cards", None)),
)
register(
    "lcp.testbed.bench.main",
    lambda argv: bench.main(argv),
    check=lambda a, r: r == 0 and len(bench.read_csv((SCRATCH / "bench.csv").read_text())) > 0,
    argv=Range(
        st.just(["--quick", "--budget", "0.01", "--out", str(SCRATCH / "bench.csv")]),
        st.sampled_from(["--quick", [3], ("--quick", None)]),
    ),
)

OS_TB = openspiel.load(TB)
OS_OTHER = openspiel.load(TB_SMALL)
OS_SOLVER = openspiel.make_solver("cfr", OS_TB)
OS_SOLVER.evaluate_and_update_policy()
TB_POLICY = openspiel.profile_policy(TB, OS_TB, TB_SOL.profile)
OS_GAMES = choice(OS_TB, outside=(None, TB, "game"))
register(
    "lcp.testbed.openspiel.load",
    lambda game: openspiel.load(game),
    check=lambda a, r: r.max_chance_outcomes() == len(a["game"].deals()),
    game=choice(TB, TB_DECK, outside=(None, "game")),
)
register(
    "lcp.testbed.openspiel.action_names",
    lambda os_game: openspiel.action_names(os_game),
    check=lambda a, r: sorted(r.values()) == sorted([*TB.bettor_actions, "fold", "call"]),
    os_game=OS_GAMES,
)
register(
    "lcp.testbed.openspiel.policy_profile",
    lambda os_game, policy: openspiel.policy_profile(TB, os_game, policy),
    check=lambda a, r: (
        tb_profile.check_profile(TB, r) is r and (a["policy"] is not TB_POLICY or r == TB_SOL.profile.as_floats())
    ),
    os_game=choice(OS_TB, outside=(None, OS_OTHER)),
    policy=Range(
        st.sampled_from([TB_POLICY, __import__("open_spiel.python.policy", fromlist=["policy"]).TabularPolicy(OS_TB)]),
        st.sampled_from([None, "uniform", {}]),
    ),
)
register(
    "lcp.testbed.openspiel.profile_policy",
    lambda os_game, profile: openspiel.profile_policy(TB, os_game, profile),
    check=lambda a, r: openspiel.policy_profile(TB, OS_TB, r) == a["profile"].as_floats(),
    os_game=choice(OS_TB, outside=(None, OS_OTHER)),
    profile=TB_PROFILE,
)
register(
    "lcp.testbed.openspiel.make_solver",
    lambda name, os_game: openspiel.make_solver(name, os_game),
    name=choice(*openspiel.SOLVERS, outside=("cfx", None)),
    os_game=OS_GAMES,
)
register(
    "lcp.testbed.openspiel.average_profile",
    lambda solver: openspiel.average_profile(TB, OS_TB, solver),
    check=lambda a, r: r.caller == ((0.5, 0.5),) * 3,  # after one iteration: the uniform policy
    solver=Range(st.just(OS_SOLVER), st.sampled_from([None, "cfr", TB])),
)

RECORD_ROWS = Range(st.sampled_from([*errata.ERRATA[:3], *claims.CLAIMS[:3]]), st.sampled_from([None, "E-man-001", 3]))
register("lcp.record.check", lambda row: record.check(row), row=RECORD_ROWS)
register(
    "lcp.record.check_table",
    lambda rows, retired: record.check_table(rows, retired),
    rows=Range(st.sampled_from([errata.ERRATA, claims.CLAIMS]), st.sampled_from([None, ["row"], "rows"])),
    retired=Range(st.sampled_from([errata.RETIRED, ()]), st.sampled_from([None, "E-man-001", [3]])),
)
TAKEN = [r.id for r in errata.ERRATA] + [r.id for r in claims.CLAIMS]
register(
    "lcp.record.next_id",
    lambda kind, source, taken: record.next_id(kind, source, taken),
    check=lambda a, r: (
        r not in a["taken"] and int(r[-3:]) == 1 + max([int(i[-3:]) for i in a["taken"] if i[:6] == r[:6]], default=0)
    ),
    kind=choice(*record.KINDS, outside=("X", None, [])),
    source=choice(*sources.SOURCES, outside=(None, "revision")),
    taken=Range(st.just(TAKEN), st.sampled_from([None, "E-rev-001", ["E-rev-abc"], [3]])),
)
register(
    "lcp.record.field_order",
    lambda cls: record.field_order(cls),
    check=lambda a, r: sorted(r) == sorted(f.name for f in dataclasses.fields(a["cls"])),
    cls=choice(Erratum, Claim, outside=(None, "Erratum", int)),
)
register(
    "lcp.record.as_dict",
    lambda row: record.as_dict(row),
    check=lambda a, r: r["id"] == a["row"].id and r["source"] == a["row"].source.key,
    row=RECORD_ROWS,
)
TABLES = {"errata": errata.ERRATA[:3], "claims": claims.CLAIMS[:3]}
TABLE_ROWS = Range(
    st.just("own"), st.sampled_from([None, [1], "rows", "mixed"])
)  # own: the kind's rows; mixed: both kinds


def _table(rows, kind):
    return (
        (TABLES.get(kind, errata.ERRATA[:1]) if isinstance(kind, str) else errata.ERRATA[:1])
        if rows == "own"
        else [*errata.ERRATA[:1], *claims.CLAIMS[:1]]
        if rows == "mixed"
        else rows
    ), kind


KIND = choice("errata", "claims", outside=("claim", None, []))
register(
    "lcp.record.document",
    lambda rows, kind: record.document(*_table(rows, kind)),
    check=lambda a, r: [row["id"] for row in r["rows"]] == [row.id for row in TABLES[a["kind"]]],
    rows=TABLE_ROWS,
    kind=KIND,
)
register(
    "lcp.record.to_json",
    lambda rows, kind: record.to_json(*_table(rows, kind)),
    check=lambda a, r: json.loads(r) == record.document(TABLES[a["kind"]], a["kind"]),
    rows=TABLE_ROWS,
    kind=KIND,
)
register(
    "lcp.record.to_csv",
    lambda rows, kind: record.to_csv(*_table(rows, kind)),
    check=lambda a, r: (
        [row["id"] for row in __import__("csv").DictReader(r.splitlines())] == [row.id for row in TABLES[a["kind"]]]
    ),
    rows=TABLE_ROWS,
    kind=KIND,
)
register("lcp.record.csv_columns", lambda kind: record.csv_columns(kind), check=lambda a, r: r[0] == "id", kind=KIND)
register(
    "lcp.record.write_data",
    lambda folder: record.write_data(folder),
    check=lambda a, r: (
        sorted(p.name for p in r) == ["claims.csv", "claims.json", "errata.csv", "errata.json"]
        and all(p.is_file() for p in r)
    ),
    folder=Range(
        st.sampled_from([SCRATCH / "record-data", str(SCRATCH / "record-data")]), st.sampled_from([None, 3, b"data"])
    ),
)


# --- the run -------------------------------------------------------------------------------------------------


# --- lcp.ledger (issue 51) -------------------------------------------------------------------------------------

from lcp import ledger  # noqa: E402

LEDGER_ENTRIES = [
    {
        "file": "a",
        "kind": "claim",
        "verdict": "holds",
        "locator": "a:001",
        "digest": "0" * 12,
        "first_words": "x",
        "block": "prose",
        "where": ["argument"],
        "note": "n",
        "reader": "r",
    },
    {
        "file": "a",
        "kind": "other",
        "verdict": "not-assertion",
        "locator": "a:002",
        "digest": "1" * 12,
        "first_words": "y",
        "block": "heading",
        "where": [],
        "note": "",
        "reader": "",
    },
]
BAD_ENTRIES = st.sampled_from([None, 3, [{"file": "a"}], [{**LEDGER_ENTRIES[0], "verdict": "maybe"}]])
register(
    "lcp.ledger.split_text",
    lambda text: ledger.split_text(text),
    check=lambda a, r: [s.number for s in r] == list(range(1, len(r) + 1)) and all(s.text.strip() for s in r),
    text=any_text(),
)
register("lcp.ledger.split", lambda: ledger.split(), check=lambda a, r: len(r) == len(ledger.load()))
register("lcp.ledger.files", lambda: ledger.files(), check=lambda a, r: r[0] == "abstract" and len(r) == len(set(r)))
register(
    "lcp.ledger.load",
    lambda folder: ledger.load(folder),
    check=lambda a, r: {e["file"] for e in r} == set(ledger.files()),
    folder=Range(st.just(ledger.DATA_DIR), st.sampled_from([3, None, "/nonexistent"])),
)
register(
    "lcp.ledger.coverage",
    lambda entries: ledger.coverage(entries),
    check=lambda a, r: (
        r
        == [
            {
                "file": "a",
                "sentences": 2,
                "assertive": 1,
                "holds": 1,
                "fails": 0,
                "unchecked": 0,
                "not-assertion": 1,
                "unread": 0,
            }
        ]
    ),
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.ledger.export",
    lambda entries: ledger.export(entries),
    check=lambda a, r: r[1].count("\n") == 3 and '"S-rev-0002"' in r[0],
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.ledger.main",
    lambda argv: ledger.main(argv),
    check=lambda a, r: r == 0,
    argv=Range(st.just(["--check"]), st.sampled_from([3, "--check", [3]])),
)


def _names(message: str, name: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", message) is not None


@pytest.mark.parametrize("name", sorted(ENTRIES))
@settings(
    max_examples=int(os.environ.get("LCP_RANGE_EXAMPLES", 15)),
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(data=st.data())
def test_documented_ranges(name, data):
    e = ENTRIES[name]
    fuzzable = [p for p, r in e.params.items() if r.outside is not None]
    outside = data.draw(st.sampled_from([None, None, *fuzzable]), label="outside")
    args = {p: data.draw(r.outside if p == outside else r.inside, label=p) for p, r in e.params.items()}
    if outside is None:
        result = e.call(**args)
        if e.check is not None:  # a check asserts (close) or returns a verdict (None: nothing to compare)
            assert e.check(args, result) is not False, f"{name}: {args!r} gave {result!r}, which its check refuses"
        return
    with pytest.raises((ValueError, TypeError)) as info:
        e.call(**args)
    assert _names(str(info.value), outside), f"{name}: {info.value!r} does not name {outside!r}"


def public_callables():
    """Qualified names of every public callable: module functions and classes, and the public methods of
    classes. A frozen dataclass is a record the library builds (its producer's entry covers it); its methods
    that take arguments still need an entry of their own. Properties are fields, not callables."""
    modules = ["lcp"] + [
        m.name
        for m in pkgutil.walk_packages(lcp.__path__, "lcp.")
        if not any(part.startswith("_") for part in m.name.split("."))
    ]
    out = set()
    for modname in modules:
        module = importlib.import_module(modname)
        exported = set(getattr(module, "__all__", ()))
        for key, value in vars(module).items():
            # a module's own callables, and those its __all__ re-exports from a private part (lcp.limit's derive
            # lives in lcp._limit_derivation)
            home = getattr(value, "__module__", None) or ""
            ours = home == modname or (key in exported and any(p.startswith("_") for p in home.split(".")))
            if key.startswith("_") or not callable(value) or not ours:
                continue
            if not inspect.isclass(value):
                out.add(f"{modname}.{key}")
                continue
            record = (
                dataclasses.is_dataclass(value)
                or issubclass(value, BaseException)
                or getattr(value, "_is_protocol", False)
            )
            if not record:
                out.add(f"{modname}.{key}")
            for meth, fn in vars(value).items():
                if meth.startswith("_") or isinstance(fn, property) or not callable(getattr(value, meth)):
                    continue
                params = [p for p in inspect.signature(getattr(value, meth)).parameters if p != "self"]
                if params or not record:
                    out.add(f"{modname}.{key}.{meth}")
    return out


def test_every_public_callable_is_covered():
    covered = set(ENTRIES) | {c for e in ENTRIES.values() for c in e.covers}
    missing = sorted(public_callables() - covered)
    assert not missing, f"public callables without a range entry in {__file__}: {missing}"
    stale = sorted(set(ENTRIES) - public_callables())
    assert not stale, f"entries for names that are not public callables: {stale}"
