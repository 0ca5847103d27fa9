"""lcp.explore(): the JupyterLab sliders redraw the numbers and the figure (issue 28), exactly at the
values typed and refusing, by name, what they cannot show (issue 37); the browser half is
tests/package/test_explorer.py and tests/notebooks/test_jupyterlab.py."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import lcp
from lcp import explorer
from lcp.continuous import limit


def test_controls_mean_what_they_say():
    assert explorer.limits(0.1, 2.0, False, False) == (0.1, 2.0)
    assert explorer.limits(0.1, 2.0, True, True) == (0.0, math.inf)
    assert explorer.limits(3.0, 2.0, False, False) == (2.0, 2.0)  # L <= U kept


def _value_shown(box) -> str:
    return box.children[-1].children[1].value


def test_moving_a_slider_redraws_the_numbers():
    box = lcp.explore(0.1, 2.0)
    first = _value_shown(box)
    assert f"{limit.solve(0.1, 2.0).value:.10g}" in first
    box.U_slider.value = 10.0
    assert box.limits() == (0.1, 10.0) and box.U_text.value == "10"
    assert _value_shown(box) != first and f"{limit.solve(0.1, 10.0).value:.10g}" in _value_shown(box)
    box.L_zero.value, box.U_infinite.value = True, True
    assert box.limits() == (0.0, math.inf) and (box.L_text.value, box.U_text.value) == ("0", "inf")
    assert f"{limit.solve(0.0, math.inf).value:.10g}" in _value_shown(box)  # Newman's 1/14


def test_the_widget_computes_at_the_typed_values():
    box = lcp.explore(0.1, 2.0)
    assert box.limits() == (0.1, 2.0)  # not 1.99986, where the log slider's step puts 2
    assert repr(box) == f"lcp.explore: L = 0.1, U = 2, V(L, U) = {limit.solve(0.1, 2.0).value:.10g}"
    box.U_text.value = "1.2345678901"
    assert box.limits() == (0.1, 1.2345678901)
    assert f"{limit.solve(0.1, 1.2345678901).value:.10g}" in _value_shown(box)
    box.L_slider.value = 0.5  # a slider move: the value the field shows (three digits) is the one computed
    assert box.limits() == (float(box.L_text.value), 1.2345678901) == (0.5, 1.2345678901)


def test_each_arrow_key_step_moves_the_value_shown():
    # A keyboard step moves the slider by its step from where the slider is. The kernel's answer once set
    # the slider back to the rounded value, so at U = 2 every single step was undone (issue 37's CI flake).
    box = lcp.explore(0.1, 2.0)
    shown = [box.U_text.value]
    for _ in range(8):
        box.U_slider.value = 10 ** (math.log10(box.U_slider.value) + box.U_slider.step)
        shown.append(box.U_text.value)
        assert box.limits() == (0.1, float(box.U_text.value))
    assert all(float(b) > float(a) for a, b in zip(shown, shown[1:])), shown
    for _ in range(8):  # and back down, step by step
        box.U_slider.value = 10 ** (math.log10(box.U_slider.value) - box.U_slider.step)
    assert box.U_text.value == "2"


@settings(max_examples=200, deadline=None)
@given(L=st.just(0.0) | st.floats(1e-3, 1e3), U=st.floats(1e-3, 1e3) | st.just(math.inf))
def test_any_limits_in_range_are_taken_and_shown_exactly(L, U):
    L, U = min(L, U), max(L, U)
    assert explorer.check_limits(L, U) == (L, U)  # never moved to a slider's step
    assert float(explorer.show(L)) == L and float(explorer.show(U)) == U  # the fields show what is computed
    assert explorer.read_limit(explorer.show(U), "U", L, math.inf) == U


@pytest.mark.parametrize(
    "L, U, message",
    [
        (3.0, 2.0, r"need L <= U"),
        (-1.0, 2.0, r"L must lie in \[0, inf\]"),
        (1e-9, 1e9, r"L must be 0 or lie in \[0.001, 1000\]"),
        (0.1, 1e9, r"U must lie in \[0.001, 1000\] or be inf"),
        (0.1, 1e-4, r"U must lie in \[0.001, 1000\] or be inf"),
        (math.nan, 2.0, r"L must lie in \[0, inf\]"),
    ],
)
def test_bad_limits_are_refused_by_name(L, U, message):
    with pytest.raises(ValueError, match=message):
        lcp.explore(L, U)


TYPED_REFUSALS = [  # (field, typed, message) at L = 0.1, U = 2
    ("L", "-1", r"L must be a number in \[0, 2\]; got -1"),
    ("L", "abc", r"L must be a number in \[0, 2\]; got 'abc'"),
    ("L", "nan", r"L must be a number in \[0, 2\]; got 'nan'"),
    ("L", "", r"L must be a number in \[0, 2\]; got ''"),
    ("L", "3", r"L must be a number in \[0, 2\]; got 3"),  # above U
    ("U", "0.05", r"U must be a number in \[0.1, inf\]; got 0.05"),  # below L
    ("U", "1e400", r"too large for a double \(type inf\)"),
    ("U", "5000", r"U must lie in \[0.001, 1000\] or be inf"),
    ("L", "1e-9", r"L must be 0 or lie in \[0.001, 1000\]"),
]


def test_a_bad_typed_value_is_named_at_its_field_and_changes_nothing():
    import re

    box = lcp.explore(0.1, 2.0)
    before = _value_shown(box)
    for name, text, message in TYPED_REFUSALS:
        field, error = getattr(box, f"{name}_text"), getattr(box, f"{name}_error")
        field.value = text
        assert re.search(message, error.value), (text, error.value)
        assert "the figure still shows L = 0.1, U = 2" in error.value
        assert field.value == text  # the field keeps what was typed
        assert box.limits() == (0.1, 2.0) and _value_shown(box) == before  # the numbers keep the last good state
    box.L_text.value = "0.5"  # a good value clears both messages and redraws
    assert box.L_error.value == box.U_error.value == "" and box.limits() == (0.5, 2.0)
    assert (box.L_text.value, box.U_text.value) == ("0.5", "2")


def test_b0_never_shows_minus_zero():
    html = explorer.numbers_html(limit.solve(0.0, math.inf))
    assert ">-0<" not in html and "−0<" not in html
    assert explorer.show(-0.0) == "0"


@pytest.mark.parametrize(
    "L, U", [(0.0, math.inf), (1.0, 1.0), (0.00141499, 1.41499), (1e-3, 1e3), (0.0, 0.0), (2.0, math.inf)]
)
def test_profile_draws_at_every_corner(L, U):
    import matplotlib.pyplot as plt

    fig = explorer.profile_figure(L, U)  # sizes stay inside [L, U] (rounding once put one an ulp above U)
    plt.close(fig)
