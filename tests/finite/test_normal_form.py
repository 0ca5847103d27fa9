"""lcp.finite.normal_form: the brute-force normal form agrees with the sequence form on small games."""

from fractions import Fraction

import pytest

from lcp.finite import kuhn, normal_form
from lcp.finite.extensive import Game, Leaf


def test_kuhn_normal_form_value():
    # Kuhn (1950): -1/18, by a different LP (one variable per pure strategy)
    assert normal_form.value(kuhn.game(0)) == pytest.approx(-1 / 18, abs=1e-9)


def test_matrix_entries_sum_the_leaves():
    g = kuhn.game(0)
    rows, cols = normal_form.pure_strategies(g, 0), normal_form.pure_strategies(g, 1)
    M = normal_form.matrix(g)
    assert len(M) == len(rows) == 64 and len(M[0]) == len(cols) == 64
    # the row that always checks and the column that always checks behind: a showdown for the antes, worth 0
    r = next(i for i, s in enumerate(rows) if all(a == "k" for a in s.values() if a in "kb"))
    assert all(v in (Fraction(0), Fraction(-1), Fraction(1)) or v.denominator in (3, 6) for v in M[r])


def test_too_large_is_refused():
    big = Game(
        [
            Leaf(str(i), Fraction(1, 20), Fraction(0), ((0, f"a{i}", a), (1, f"b{i}", b)))
            for i in range(20)
            for a in "xy"
            for b in "xy"
        ]
    )
    with pytest.raises(ValueError, match="pure-strategy pairs"):
        normal_form.matrix(big)
