"""Property tests for the claims of paper Secs. 7-9 (notebook 05): monotonicity, thresholds, limits, symmetry."""

import math

import numpy as np
from hypothesis import assume, given
from hypothesis import strategies as st

from lcp.continuous import fixed_bet, limit, no_limit

sizes = st.floats(min_value=1e-3, max_value=1e3, allow_nan=False)


@st.composite
def ordered(draw):
    a, b = sorted((draw(sizes), draw(sizes)))
    assume(b > a * (1 + 1e-6))
    return a, b


@given(ordered())
def test_x2_and_value_monotone(lu):
    a, b = lu
    e = limit.solve(a, b)
    up, down = limit.solve(a, b * 1.01), limit.solve(a * 0.99, b)
    assert up.x[2] > e.x[2] and up.value > e.value  # Lemma 7.1, Theorem 9.1 in U
    assert down.x[2] > e.x[2] and down.value > e.value  # x2 and V fall as L rises
    assert math.isclose(e.value, e.x[2] / 2, rel_tol=1e-12)


@given(ordered())
def test_symmetry(lu):
    a, b = lu
    e, m = limit.solve(a, b), limit.solve(1 / b, 1 / a)
    assert math.isclose(e.value, m.value, rel_tol=1e-12)
    assert math.isclose(e.x[2], m.x[2], rel_tol=1e-12)
    assert math.isclose(e.x[0], m.x[2] - m.x[1], rel_tol=1e-9, abs_tol=1e-15)  # bluffs at U <-> bluffs at 1/U


@given(ordered(), st.floats(min_value=0.05, max_value=0.95))
def test_lemmas_7_2_and_7_3(lu, frac):
    a, b = lu
    assume(b < 500)
    e, up = limit.solve(a, b), limit.solve(a, b * 1.001)
    x = e.x[4] + frac * (e.x[5] - e.x[4])  # an intermediate value hand
    assume(up.x[4] < x < up.x[5] and e.x[5] - e.x[4] > 1e-6)
    s0, s1 = float(e.bet(x)), float(up.bet(x))
    assert s1 < s0  # Lemma 7.2: sizes shrink as U grows
    assert float(up.call(s1)) > float(e.call(s0))  # Lemma 7.3: its calling cutoff rises


@given(ordered(), st.floats(min_value=0.05, max_value=0.95))
def test_effect_of_L_on_intermediate_value_hands(lu, frac):
    a, b = lu
    assume(b < 500)
    e, up = limit.solve(a, b), limit.solve(a * 1.001, b)
    x = e.x[4] + frac * (e.x[5] - e.x[4])
    assume(up.x[4] < x < up.x[5] and e.x[5] - e.x[4] > 1e-6)
    s0, s1 = float(e.bet(x)), float(up.bet(x))
    assert s1 > s0  # sizes grow with L
    assert float(up.call(s1)) < float(e.call(s0))  # the calling cutoff falls
    assert float(up.ev(x)) > float(e.ev(x))  # and the hand gains


@given(
    st.floats(min_value=0.01, max_value=5),
    st.floats(min_value=0.1, max_value=20),
    st.floats(min_value=0.0, max_value=1.0),
)
def test_theorem_7_1_threshold(a, width, frac):
    b = a + width
    h = 1e-6 * b
    e, up = limit.solve(a, b), limit.solve(a, b + h)
    dx2 = (up.x[2] - e.x[2]) / h
    x_star = e.x[5] + b / (2 * (1 + b)) * dx2  # corrected threshold (notebook 05)
    x = e.x[5] + frac * (1 - e.x[5])  # a hand betting U
    assume(abs(x - x_star) > 1e-4 and x > up.x[5])
    slope = float((up.ev(x) - e.ev(x)) / h)
    assert (slope > 0) == (x > x_star)


@given(st.floats(min_value=0.05, max_value=20))
def test_convergence_to_fixed_bet(B):
    fb = fixed_bet.solve(B)
    e = limit.solve(B * (1 - 1e-7), B * (1 + 1e-7))
    assert math.isclose(e.x[2], fb.bluff_below, rel_tol=1e-5) and math.isclose(e.x[3], fb.value_above, rel_tol=1e-5)
    assert math.isclose(e.value, fb.value, rel_tol=1e-5)
    assert math.isclose(float(e.call(B)), fb.call_above, rel_tol=1e-5)


def test_convergence_to_no_limit():
    nl = no_limit.solve()
    errors = []
    for eps in (1e-1, 1e-2, 1e-3):
        e = limit.solve(eps, 1 / eps)
        errors.append(abs(e.value - nl.value))
        s = np.array([0.5, 1.0, 3.0])
        assert np.allclose(e.call(s), nl.call(s), atol=10 * eps)
    assert errors[0] > errors[1] > errors[2]


@given(st.floats(min_value=1.01, max_value=1e4), st.floats(min_value=1e-2, max_value=1e2))
def test_pot_centred_limits_are_best_for_a_ratio(ratio, centre):
    best = limit.value(1 / math.sqrt(ratio), math.sqrt(ratio))
    other = limit.value(centre / math.sqrt(ratio), centre * math.sqrt(ratio))
    assert best >= other - 1e-15


@given(st.floats(min_value=0.0, max_value=1e3))
def test_max_on_a_line_is_at_infinity(a):
    top = limit.value(a, math.inf)
    for b in (a, 2 * a + 1, 10 * a + 5, 1e6):
        assert limit.value(a, max(a, b)) <= top + 1e-15


def test_status_table_rows_point_at_asserting_cells():
    import re

    from _notebooks import read_py, tags

    cells = read_py("05_parameter_analysis").cells
    table_rows = [line for line in cells[0].source.splitlines() if line.startswith("| ") and "`" in line]
    named = {re.findall(r"`([A-Za-z0-9-]+)`", row)[-1] for row in table_rows}
    assert len(table_rows) >= 14
    for tag in named:
        tagged = [c for c in cells if tag in tags(c)]
        assert len(tagged) == 1 and "assert" in tagged[0].source, tag
