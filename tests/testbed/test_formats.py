"""lcp.testbed.formats: one tolerance, ROW_TOL, for entries outside [0, 1] and for row sums."""

from fractions import Fraction

import numpy as np
import pytest

from lcp.testbed import formats


def test_an_entry_just_outside_the_unit_interval_is_set_on_it_and_reported():
    """A float LP's -1e-18 (or 1 + 1e-16) is set to 0 (or 1), counted in the reading; the row then sums to 1."""
    bettor = np.array([[-1e-18, 0.5, 0.5], [0.0, 1.0, 0.0]])
    caller = np.array([[1 + 2.0**-52, 0.25], [0.5, -1e-12]])
    p, reading = formats.exact_profile(bettor, caller)
    assert p.fractions() == (
        ((0, Fraction(1, 2), Fraction(1, 2)), (0, 1, 0)),
        ((1, Fraction(1, 4)), (Fraction(1, 2), 0)),
    )
    assert "3 entries within 1/1000000000 outside [0, 1] set to 0 or 1" in reading.how
    assert reading.adjusted_rows == 0  # the row sums to 1 once its -1e-18 is 0


@pytest.mark.parametrize(
    "bettor, caller, where",
    [
        ([[0.5, 0.5, 0.0], [0.0, 1.0 + 1e-8, -1e-8]], [[0, 0], [0, 0]], "bettor row 1, entry 1 is 1.00000001"),
        ([[0.5, 0.5, 0.0], [0.0, 1.0, 0.0]], [[0, 0], [0, -2e-9]], "caller row 1, entry 1 is -2e-09"),
    ],
)
def test_an_entry_further_out_is_refused_naming_its_row_and_entry(bettor, caller, where):
    with pytest.raises(ValueError) as exc:
        formats.exact_profile(np.array(bettor), np.array(caller))
    assert str(exc.value).startswith(where) and "[0, 1] (within 1/1000000000)" in str(exc.value)
