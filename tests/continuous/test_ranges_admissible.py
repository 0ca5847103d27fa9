"""Documented ranges are the accepted ranges (issue 35): lcp.continuous.admissible, lcp.continuous.monotone and lcp.explorer (lcp.explore): the limit game's admissible equilibria.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

import lcp
from _ranges import (
    FBCP,
    LCP,
    Entries,
    Range,
    X,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    fixed,
    flag,
    ints,
    prob,
    reals,
)
from lcp import explorer, plotting
from lcp.continuous import admissible, monotone

ENTRIES = Entries()
register = ENTRIES.register

# --- the limit game's admissibility and monotone callers ---------------------------------------------------

EXACT_LIMITS = dict(
    L=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=1),
    U=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_low=2, draw_high=20),
)
register(
    "lcp.continuous.admissible.separator",
    lambda L, U, order: admissible.separator(L, U, order),
    **EXACT_LIMITS,
    order=choice(*admissible.PLANS),
)
register(
    "lcp.continuous.admissible.threshold_witness",
    lambda L, U, s: admissible.threshold_witness(L, U, s),
    check=lambda a, r: 0 <= r < 1,
    **EXACT_LIMITS,
    s=Range(st.fractions(1, 2, max_denominator=50), st.sampled_from([math.nan, -1, 10**7, "1", None, 1.5])),
)
register(
    "lcp.continuous.admissible.witness_call_gain",
    lambda a, s, y: admissible.witness_call_gain(a, s, y),
    a=prob(),
    s=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=10),
    y=prob(),
)
SEP = admissible.separator(X(1, 2), 2)
SEP_SIZE = reals(X(1, 2), 2, exact=True, floats=False)
for meth in ("plan", "slope", "offset", "call", "weak_rate", "weak_reach"):
    register(f"lcp.continuous.admissible.Separator.{meth}", lambda meth=meth, s=None: getattr(SEP, meth)(s), s=SEP_SIZE)
register(
    "lcp.continuous.admissible.Separator.call_probability",
    lambda s, y: SEP.call_probability(s, y),
    check=lambda a, r: 0 <= r <= 1,
    s=SEP_SIZE,
    y=prob(),
)
register(
    "lcp.continuous.admissible.Separator.bluff_payoff",
    lambda x, s: SEP.bluff_payoff(x, s),
    x=reals(0, SEP.x2, exact=True, floats=False),
    s=SEP_SIZE,
)

for fn in ("paper_caller", "fading_caller"):
    register(f"lcp.continuous.monotone.{fn}", lambda fn=fn, **a: getattr(monotone, fn)(a["L"], a["U"]), **EXACT_LIMITS)
register(
    "lcp.continuous.monotone.step_caller",
    lambda L, U, S: monotone.step_caller(L, U, S),
    **EXACT_LIMITS,
    S=Range(st.fractions(1, 100, max_denominator=50), st.sampled_from([math.nan, -1, "2", None])),
)
register(
    "lcp.continuous.monotone.step_mixture",
    lambda L, U, weights: monotone.step_mixture(
        L, U, {1: weights, 2: 1 - weights} if isinstance(weights, (int, Fraction)) else {1: weights}
    ),
    **EXACT_LIMITS,
    weights=prob(),
)
register(
    "lcp.continuous.monotone.tilted_caller",
    lambda L, U, eps: monotone.tilted_caller(L, U, eps),
    **EXACT_LIMITS,
    eps=Range(st.fractions(-X(1, 100), X(1, 100), max_denominator=500), st.sampled_from([math.nan, "0.1", None])),
)
register(
    "lcp.continuous.monotone.plan",
    lambda L, U, name: monotone.plan(L, U, name),
    **EXACT_LIMITS,
    name=choice(*monotone.PLANS),
)
PAPER = monotone.paper_caller(X(1, 2), 2)
register(
    "lcp.continuous.monotone.bluff_payoff",
    lambda caller, bluffs: monotone.bluff_payoff(caller, bluffs),
    caller=choice(PAPER, outside=(None, SEP)),
    bluffs=choice(monotone.plan(X(1, 2), 2, "decreasing"), outside=(None, "decreasing")),
)
register(
    "lcp.continuous.monotone.best_assignment",
    lambda n: monotone.best_assignment(PAPER, n),
    n=ints(2, 5000, draw_high=40),
)
register(
    "lcp.continuous.monotone.threshold_best_reply",
    lambda L, U, hands, k: monotone.threshold_best_reply(lambda s: (LCP.x[2] + s) / (1 + s), L, U, hands, k),
    L=reals(0, math.inf, high_open=True, draw_high=1),
    U=reals(0, math.inf, high_open=True, draw_low=1, draw_high=1e6),
    hands=ints(2, 20000, draw_high=50),
    k=ints(2, 20000, draw_high=50),
)
register("lcp.continuous.monotone.LooseCaller.piece", lambda s: PAPER.piece(s), s=SEP_SIZE)
register("lcp.continuous.monotone.LooseCaller.at", lambda s: PAPER.at(s), s=SEP_SIZE)

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

test_documented_ranges = ENTRIES.test()
