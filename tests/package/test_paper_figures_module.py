"""lcp.paper_figures: the frame and the colour edge found on synthetic panels; bad input refused."""

import numpy as np
import pytest

from lcp import paper_figures


def _panel(edge_row: int):
    im = np.full((50, 60, 3), 255)
    im[5, 10:51] = im[45, 10:51] = 0
    im[5:46, 10] = im[5:46, 50] = 0
    im[6:edge_row, 11:50] = (60, 80, 250)  # blue above
    im[edge_row:45, 11:50] = (240, 190, 170)  # salmon below
    return im


@pytest.mark.parametrize("edge_row", [10, 25, 40])
def test_the_band_holds_the_edge(edge_row):
    lo, hi = paper_figures.boundary_band(_panel(edge_row), 0.3)
    edge = (45 - edge_row + 0.5) / 40
    assert lo < edge < hi and hi - lo == pytest.approx(1 / 40)


def test_readings_are_bands_of_named_hands():
    assert set(paper_figures.READINGS) == set(paper_figures.PANELS)
    for bands in paper_figures.READINGS.values():
        assert all(0 < x < 1 and 0 <= lo < hi <= 1 for x, (lo, hi) in bands.items())


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="x must lie"):
        paper_figures.boundary_band(_panel(20), 1.0)
    with pytest.raises(ValueError, match="RGB"):
        paper_figures.axes_box(np.zeros((4, 4)))
    with pytest.raises(ValueError, match="frame"):
        paper_figures.axes_box(np.full((40, 40, 3), 255))
    with pytest.raises(ValueError, match="edge"):
        paper_figures.boundary_band(np.where(_panel(20) == (240, 190, 170), 255, _panel(20)), 0.5)
