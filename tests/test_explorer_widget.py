"""lcp.explore(): the JupyterLab sliders redraw the numbers and the figure (issue 28; the browser half is
tests/test_explorer.py and tests/test_explore_lab.py)."""

import math

import pytest

import lcp
from lcp import explorer, limit


def test_controls_mean_what_they_say():
    assert explorer.limits(0.1, 2.0, False, False) == (0.1, 2.0)
    assert explorer.limits(0.1, 2.0, True, True) == (0.0, math.inf)
    assert explorer.limits(3.0, 2.0, False, False) == (2.0, 2.0)  # L <= U kept


def test_moving_a_slider_redraws_the_numbers(capsys):
    box = lcp.explore(0.1, 2.0)
    (L_slider, L_zero), (U_slider, U_inf) = box.children[0].children, box.children[1].children
    figure, numbers = box.children[2].children
    first = numbers.value
    assert f"{limit.solve(0.1, 2.0).value:.10g}" in first
    U_slider.value = 10.0
    assert numbers.value != first and f"{limit.solve(0.1, 10.0).value:.10g}" in numbers.value
    L_zero.value, U_inf.value = True, True
    assert f"{limit.solve(0.0, math.inf).value:.10g}" in numbers.value  # Newman's 1/14


def test_bad_limits_are_refused():
    with pytest.raises(ValueError, match="need L <= U"):
        lcp.explore(3.0, 2.0)
    with pytest.raises(ValueError, match="L must lie in"):
        lcp.explore(-1.0, 2.0)


@pytest.mark.parametrize("L, U", [(0.0, math.inf), (1.0, 1.0), (0.00141499, 1.41499), (1e-3, 1e3), (0.0, 0.0), (2.0, math.inf)])
def test_profile_draws_at_every_corner(L, U):
    import matplotlib.pyplot as plt

    fig = explorer.profile_figure(L, U)  # sizes stay inside [L, U] (rounding once put one an ulp above U)
    plt.close(fig)
