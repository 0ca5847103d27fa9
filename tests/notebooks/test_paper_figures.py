"""The paper's own figures, digitised, against the companion's curves (issue 15, item 5).

The reference images are not part of the project (they come from the paper author's repository, see
``../shared/paper-figures/README.md``); set ``LCP_PAPER_FIGURES`` to their folder if it is elsewhere. Each
panel is calibrated from its own grid (hand axis: the gridlines at 0 and 1; size axis: the gridlines and
the tick step, zero from the checking segment of the bet function). Every red pixel of the paper's bet
function and every dark-blue pixel of its call threshold is then measured against our curve, drawn as a
polyline with its vertical jumps, in pixels of the paper's image. The legend's sample lines are the only
pixels allowed to be far off.
"""

import os
from pathlib import Path

import numpy as np
import pytest

from lcp import paper_figures
from lcp.continuous import limit, no_limit

FOLDER = Path(os.environ.get("LCP_PAPER_FIGURES", Path(__file__).resolve().parents[3] / "shared" / "paper-figures"))
pytestmark = pytest.mark.skipif(not FOLDER.is_dir(), reason=f"the paper's figures are not at {FOLDER}")

PANELS = [  # file, L, U, tick step of the size axis
    ("nash_equilibrium__LCP_profile_0_10.png", 0, 10, 2.0),
    ("nash_equilibrium__LCP_profile_0.1_2.png", 0.1, 2, 0.5),
    ("nash_equilibrium__LCP_profile_0.3_1.5.png", 0.3, 1.5, 0.2),
    ("nash_equilibrium__LCP_profile_0.5_1.png", 0.5, 1, 0.2),
    ("introduction__NLCP_strategy_profile.png", 0, np.inf, 0.5),
]


def _neutral(im, lo, hi):
    r, g, b = im[..., 0], im[..., 1], im[..., 2]
    return (np.abs(r - g) < 6) & (np.abs(g - b) < 6) & (r > lo) & (r < hi)


def _gridlines(mask, axis, span):
    """Positions of grid lines: rows (axis=1) or columns (axis=0) that are mostly grid-grey."""
    counts = mask.sum(axis=axis)
    hits = np.flatnonzero(counts > 0.3 * span)
    groups = np.split(hits, np.flatnonzero(np.diff(hits) > 1) + 1)
    return np.array([g.mean() for g in groups if len(g)])


def _polyline(px, py):
    pts = [np.column_stack([px, py])]
    for i in np.flatnonzero(np.hypot(np.diff(px), np.diff(py)) > 0.5):
        k = int(np.hypot(px[i + 1] - px[i], py[i + 1] - py[i]) * 2) + 2
        pts.append(np.column_stack([np.linspace(px[i], px[i + 1], k), np.linspace(py[i], py[i + 1], k)]))
    return np.vstack(pts)


def _distances(pixels, curve):
    from scipy.spatial import cKDTree

    return cKDTree(curve).query(pixels)[0]


def digitised_distances(path, L, U, step, bet_of=None):
    """(bet-function distances, call-threshold distances, far red pixels, far navy pixels) in image pixels;
    ``bet_of(eq, x)`` replaces our bet function (to test what a figure draws instead)."""
    from PIL import Image

    im = np.asarray(Image.open(path).convert("RGB")).astype(int)
    grid = _neutral(im, 150, 200)
    cols = _gridlines(grid, 0, im.shape[0])
    ox, sx = cols[-6], cols[-1] - cols[-6]  # the gridlines at hand strength 0, 0.2, ..., 1
    rows = _gridlines(grid[:, int(ox) : int(ox + sx)], 1, sx)
    sy = np.median(np.diff(rows)) / step
    red = (im[..., 0] > 200) & (im[..., 1] < 80) & (im[..., 2] < 80)
    navy = (im[..., 0] < 60) & (im[..., 1] < 60) & (im[..., 2] > 100) & (im[..., 2] < 180)
    y0 = np.flatnonzero(red[:, round(ox + 0.3 * sx)]).mean()  # hand 0.3 checks: size 0
    eq = no_limit.solve() if np.isinf(U) else limit.solve(L, U)
    top = (y0 - 0.5) / sy  # the largest size the image shows
    xs = np.linspace(0, 1, 40001)
    bet = np.asarray(eq.bet(xs) if bet_of is None else bet_of(eq, xs), dtype=float)
    bet = np.minimum(np.where(np.isnan(bet), np.inf, bet), top)
    red_px = np.column_stack(np.nonzero(red)[::-1]).astype(float)
    d_bet = _distances(red_px, _polyline(ox + xs * sx, y0 - bet * sy))
    sizes = np.linspace(L, min(U, top), 20001)
    call = np.asarray(eq.call(sizes), dtype=float)
    navy_px = np.column_stack(np.nonzero(navy)[::-1]).astype(float)
    d_call = _distances(navy_px, _polyline(ox + call * sx, y0 - sizes * sy))
    return d_bet, d_call, red_px[d_bet > 3], navy_px[d_call > 3]


def _one_legend_box(*groups):
    """All far-off pixels fit in one small box: the legend's sample lines."""
    far = np.vstack([g for g in groups if len(g)] or [np.zeros((0, 2))])
    return len(far) == 0 or (np.ptp(far[:, 0]) <= 40 and np.ptp(far[:, 1]) <= 45)


@pytest.mark.parametrize("name, L, U, step", PANELS[:4], ids=[p[0].split("__")[1][:-4] for p in PANELS[:4]])
def test_figure_1_draws_our_curves(name, L, U, step):
    d_bet, d_call, far_bet, far_call = digitised_distances(FOLDER / name, L, U, step)
    assert len(d_bet) > 1000 and len(d_call) > 300
    assert _one_legend_box(far_bet, far_call)


def _drawn_nlcp(eq, x):
    """The paper's NLCP figure: value bets as Newman's, bluffs at x = 1/(7(1+s)^3) (notebook 2's erratum)."""
    x = np.asarray(x, dtype=float)
    with np.errstate(divide="ignore"):
        drawn = np.cbrt(1 / (7 * x)) - 1
    return np.where(x < 1 / 7, drawn, eq.bet(x))


def test_the_nlcp_figure_draws_its_bluffs_without_the_factor_3s_plus_1():
    name, L, U, step = PANELS[4]
    d_bet, d_call, far_bet, far_call = digitised_distances(FOLDER / name, L, U, step, _drawn_nlcp)
    assert len(d_bet) > 1000 and _one_legend_box(far_bet, far_call)
    newman, _, far_newman, _ = digitised_distances(FOLDER / name, L, U, step)
    assert len(far_newman) > 0.2 * len(newman)  # Newman's own bluffs are far from what is drawn


@pytest.mark.parametrize("name", sorted(paper_figures.READINGS))
def test_payoff_panel_readings_are_what_the_image_shows(name):
    """lcp.paper_figures.READINGS (what notebook 4 compares with the curves) measured again from the image."""
    readings = paper_figures.READINGS[name]
    measured = paper_figures.measure(FOLDER / name, readings)
    for x, (lo, hi) in readings.items():
        got_lo, got_hi = measured[x]
        assert lo <= got_lo < got_hi <= hi and got_lo - lo < 1e-3 and hi - got_hi < 1e-3, (x, measured[x], (lo, hi))
