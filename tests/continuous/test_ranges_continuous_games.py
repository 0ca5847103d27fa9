"""Documented ranges are the accepted ranges (issue 35): lcp.continuous.limit, lcp.continuous.fixed_bet, lcp.continuous.no_limit and lcp.continuous.menu: the continuous games.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction

from hypothesis import strategies as st

from _ranges import (
    FBCP,
    HAND,
    LCP,
    MENU,
    NLCP,
    Entries,
    Range,
    X,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    fixed,
    flag,
    ints,
    prob,
    reals,
)
from lcp.continuous import fixed_bet, limit, menu, no_limit

ENTRIES = Entries()
register = ENTRIES.register

# --- limit, fixed bet, no limit, menu ------------------------------------------------------------------------

LIMITS = dict(L=reals(0, math.inf, exact=True, draw_high=50), U=reals(0, math.inf, exact=True, draw_low=50))
register(
    "lcp.continuous.limit.solve",
    lambda L, U: limit.solve(L, U),
    check=lambda a, r: close(r.value, limit.value(a["L"], a["U"])),
    **LIMITS,
)
register(
    "lcp.continuous.limit.value", lambda L, U: limit.value(L, U), check=lambda a, r: 0 <= r <= 1 / 14 + 1e-15, **LIMITS
)
register(
    "lcp.continuous.limit.exact_fractions",
    lambda L, U: limit.exact_fractions(L, U),
    check=lambda a, r: close(r["value"], limit.value(float(a["L"]), float(a["U"]))),
    L=reals(0, math.inf, exact=True, draw_high=5),
    U=reals(0, math.inf, exact=True, draw_low=5, draw_high=1000),
)
register("lcp.continuous.limit.derive", lambda: limit.derive())
for meth, rng in (
    ("bet", HAND),
    ("ev", HAND),
    ("call", reals(0.5, 2)),
    ("value_hand", reals(0.5, 2)),
    ("bluff_hand", reals(0.5, 2)),
):
    register(
        f"lcp.continuous.limit.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(LCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.continuous.fixed_bet.solve",
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
    "lcp.continuous.fixed_bet.check_ev",
    lambda x: fixed_bet.check_ev(x),
    check=lambda a, r: close(r, a["x"] - 0.5),
    x=reals(0, 1, exact=True),
)
register(
    "lcp.continuous.fixed_bet.bet_ev",
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
register("lcp.continuous.fixed_bet.derive", lambda: fixed_bet.derive())
register(
    "lcp.continuous.fixed_bet.bettor_gain",
    lambda x, B: fixed_bet.bettor_gain(x, B),
    x=reals(0, 1, exact=True),  # B = None: the symbol B
    B=Range(
        st.none() | reals(0, math.inf, low_open=True, exact=True, draw_high=10).inside,
        st.sampled_from([0, -1, math.nan, "1", math.inf]),
    ),
)
register(
    "lcp.continuous.fixed_bet.caller_gain",
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
    "lcp.continuous.fixed_bet.profile_parts",
    lambda B, bluff_below, value_above, call_above: fixed_bet.profile_parts(B, bluff_below, value_above, call_above),
    check=lambda a, r: close(r["bet"] + r["check"], fixed_bet.profile_value(*a.values())),
    **THRESHOLDS,
    call_above=prob(floats=True),
)
register(
    "lcp.continuous.fixed_bet.profile_value",
    lambda B, bluff_below, value_above, call_above: fixed_bet.profile_value(B, bluff_below, value_above, call_above),
    **THRESHOLDS,
    call_above=prob(floats=True),
)
register(
    "lcp.continuous.fixed_bet.best_call_thresholds",
    lambda B, bluff_below, value_above: fixed_bet.best_call_thresholds(B, bluff_below, value_above),
    check=lambda a, r: r[0] <= r[1],
    **THRESHOLDS,
)
register(
    "lcp.continuous.fixed_bet.bettor_best_response",
    lambda B, call_above: fixed_bet.bettor_best_response(B, call_above),
    check=lambda a, r: close(r[1], (1 + a["call_above"]) / 2),
    B=reals(0, math.inf, low_open=True, exact=True, draw_high=10),
    call_above=prob(floats=True),
)
register(
    "lcp.continuous.fixed_bet.against_calling_rule",
    lambda B, calls: fixed_bet.against_calling_rule(B, [(0, X(1, 2), 0), (X(1, 2), 1, calls)]),
    check=lambda a, r: r.best >= r.always_bet,
    B=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10),
    calls=prob(),
)
for meth, rng in (("bet", HAND), ("ev", HAND), ("call", fixed(1.0))):
    register(
        f"lcp.continuous.fixed_bet.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(FBCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.continuous.no_limit.solve",
    lambda exact: no_limit.solve(exact),
    check=lambda a, r: close(r.value, 1 / 14),
    exact=flag(),
)
register("lcp.continuous.no_limit.derive", lambda: no_limit.derive())
register(
    "lcp.continuous.no_limit.exact_fractions",
    lambda: no_limit.exact_fractions(),
    check=lambda a, r: [str(v) for v in r.values()] == [str(getattr(no_limit.derive(), k)) for k in r],
)
register("lcp.continuous.no_limit.u_forms", lambda: no_limit.u_forms())
register(
    "lcp.continuous.no_limit.bet_reference",
    lambda x, dps: no_limit.bet_reference(x, dps),
    check=lambda a, r: close(r, NLCP.bet(a["x"]), 1e-6),
    x=reals(0, 1, draw_low=1e-200),
    dps=ints(15, 1000, draw_high=40),
)
register(
    "lcp.continuous.no_limit.size_from_smoothstep",
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
        f"lcp.continuous.no_limit.Equilibrium.{meth}",
        lambda meth=meth, **a: getattr(NLCP, meth)(*a.values()),
        **{"x" if meth in ("bet", "ev") else "s": rng},
    )

register(
    "lcp.continuous.menu.solve",
    lambda sizes, exact: menu.solve(
        [sizes, 2 * sizes + 1] if isinstance(sizes, numbers.Real) else [sizes, 3], exact=exact
    ),
    check=lambda a, r: r.value > 0,
    sizes=Range(
        st.fractions(X(1, 100), 10**6, max_denominator=100), st.sampled_from([math.nan, -1, 0, "1", None, math.inf])
    ),
    exact=flag(),
)
register("lcp.continuous.menu.MenuEquilibrium.bet", lambda x: MENU.bet(x), x=HAND)
register(
    "lcp.continuous.menu.MenuEquilibrium.call",
    lambda s: MENU.call(s),
    s=choice(0.5, 2.0, outside=(math.nan, 1.0, -1, "0.5")),
)

test_documented_ranges = ENTRIES.test()
