"""Documented ranges are the accepted ranges (issue 35): lcp.continuous.printed_profile and lcp.paper_figures.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from _ranges import (
    SCRATCH,
    Entries,
    Range,
    X,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    ints,
    reals,
)
from lcp import paper_figures
from lcp.continuous import printed_profile

ENTRIES = Entries()
register = ENTRIES.register

# --- the printed profile and the paper's figures --------------------------------------------------------------


PRINTED_LIMITS = dict(
    L=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_high=1),
    U=reals(0, math.inf, low_open=True, exact=True, floats=False, draw_low=2, draw_high=5),
)
register("lcp.continuous.printed_profile.solution", lambda: printed_profile.solution())
register("lcp.continuous.printed_profile.closed_form", lambda: printed_profile.closed_form())
register(
    "lcp.continuous.printed_profile.atom_gain",
    lambda S, c: printed_profile.atom_gain(S, [(0, X(1, 9)), (X(7, 9), 1)], c),
    check=lambda a, r: r >= 0 and (r == 0 if (a["S"], a["c"]) == (1, X(5, 9)) else True),
    S=reals(0, math.inf, low_open=True, high_open=True, exact=True, draw_high=5),
    c=reals(0, 1, exact=True),
)
register("lcp.continuous.printed_profile.thresholds", lambda L, U: printed_profile.thresholds(L, U), **PRINTED_LIMITS)
register(
    "lcp.continuous.printed_profile.caller_gain",
    lambda L, U: printed_profile.caller_gain(L, U),
    check=lambda a, r: r.total == r.at_L + r.at_U and r.total >= 0,
    **PRINTED_LIMITS,
)
register(
    "lcp.continuous.printed_profile.projection",
    lambda m: printed_profile.projection(1, 2, m),
    m=ints(1, 10**5, draw_high=20),
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

test_documented_ranges = ENTRIES.test()
