"""lcp.notebook: the papermill parameter check and stable formatting."""

import math
import re
from fractions import Fraction

import pytest
import sympy as sp

from lcp.notebook import SEED, Flag, Integer, Real, check_parameters, fmt, table

RANGES = {
    "quick": Flag(),
    "seed": SEED,
    "B_profile": Real(0, 1e6, low_open=True),
    "raises": Integer(0, 50),
    "L": Real(0, 10),
    "U": Real(0, math.inf),
}
GOOD = {"quick": False, "seed": 1, "B_profile": 1.0, "raises": 4, "L": 0.5, "U": 1.5}


def _check(history=("",), ordered=(("L", "U"),), **values):
    check_parameters(list(history), {**GOOD, **values}, RANGES, ordered=ordered)


def test_defaults_without_injection_pass():
    _check()


def test_injected_known_parameters_pass():
    _check(
        ["", "# Parameters\nquick = True\nseed = 5\nB_profile = 2\nU = float('inf')\n"],
        quick=True,
        seed=5,
        B_profile=2,
        U=math.inf,
    )


def test_unknown_parameter_names_the_allowed_ones():
    with pytest.raises(
        ValueError,
        match="unknown parameter 'qick'; this notebook's parameters are: B_profile, L, U, quick, raises, seed",
    ):
        _check(["", "# Parameters\nqick = True\n"])


def test_latest_injection_is_checked():
    with pytest.raises(ValueError, match="unknown parameter 'bad'"):
        _check(["", "# Parameters\nquick = True\n", "x = 1", "# Parameters\nbad = 1\n"])


@pytest.mark.parametrize(
    "name, value, message",
    [
        ("quick", 1, "parameter 'quick' must be bool"),
        ("quick", "yes", "parameter 'quick' must be bool"),
        ("seed", 1.5, "parameter 'seed' must be int, an integer in \\[0, 18446744073709551615\\]"),
        ("seed", True, "parameter 'seed' must be int"),
        ("B_profile", "big", "parameter 'B_profile' must be float, a number in \\(0, 1e\\+06\\]"),
        ("B_profile", None, "parameter 'B_profile' must be float"),
        ("raises", 4.0, "parameter 'raises' must be int"),
    ],
)
def test_wrong_types_name_the_parameter(name, value, message):
    with pytest.raises(TypeError, match=message):
        _check(**{name: value})


@pytest.mark.parametrize(
    "name, value, message",
    [
        ("seed", -1, "parameter 'seed' must be an integer in \\[0, 18446744073709551615\\]; got -1"),
        ("seed", 2**64, "parameter 'seed' must be an integer in"),
        ("B_profile", -1.0, "parameter 'B_profile' must be a number in \\(0, 1e\\+06\\]; got -1.0"),
        ("B_profile", 0.0, "parameter 'B_profile' must be a number in \\(0, 1e\\+06\\]; got 0.0"),
        ("B_profile", math.inf, "parameter 'B_profile' must be a number in \\(0, 1e\\+06\\]; got inf"),
        ("B_profile", math.nan, "parameter 'B_profile' must be a number .*; got nan"),
        ("raises", 2000, "parameter 'raises' must be an integer in \\[0, 50\\]; got 2000"),
        ("U", math.nan, "parameter 'U' must be a number in \\[0, inf\\]; got nan"),
    ],
)
def test_out_of_range_values_name_the_parameter_and_the_range(name, value, message):
    with pytest.raises(ValueError, match=message):
        _check(**{name: value})


def test_boundaries():
    _check(seed=0, B_profile=1e6, raises=50, L=0.0, U=math.inf)
    _check(seed=2**64 - 1, raises=0, L=10, U=10)


def test_order_of_two_parameters():
    with pytest.raises(ValueError, match=r"parameters 'L' and 'U' must satisfy L <= U; got L = 2\.0, U = 1\.0"):
        _check(L=2.0, U=1.0)


def test_every_parameter_must_be_defined():
    with pytest.raises(ValueError, match="parameter 'quick' is not defined by the parameters cell"):
        check_parameters([""], {}, {"quick": Flag()})


def test_fmt_and_table():
    assert fmt(Fraction(1, 14)) == "1/14" and fmt(sp.Rational(1, 18)) == "1/18"
    assert fmt(1 / 3, 4) == "0.3333" and fmt(sp.sqrt(2), 5) == "1.4142"
    out = table([(1, "a"), (22, "bb")], ["n", "s"]).splitlines()
    assert out == [" n   s", "--  --", " 1   a", "22  bb"]


def test_markdown_table_typesets_for_the_site_and_stays_plain_for_nbval():
    from lcp.notebook import Table

    k = sp.Symbol("k", positive=True)
    proof_term = 2 / (9 * (9 * k + 1) * (9 * k + 2))  # the kind of entry notebook 6 printed as a sympy string
    rows = [("9k", 9 * k, sp.Rational(1, 9)), ("a | b", proof_term, Fraction(3, 28)), ("n", 1234567, 0.5)]
    t = Table(rows, ["case", "expression", "value"])
    md = t._repr_markdown_().splitlines()
    assert md[0] == "| case | expression | value |" and md[1] == "| :--- | ---: | ---: |"
    assert md[2] == "| 9k | $9 k$ | $\\frac{1}{9}$ |"  # sympy typeset with sp.latex
    assert md[3] == f"| a \\| b | ${sp.latex(proof_term)}$ | $\\frac{{3}}{{28}}$ |"  # pipe escaped, fraction typeset
    plain = repr(t).splitlines()
    assert plain[2].split() == ["9k", "(formula)", "1/9"]  # no sympy string in the text nbval compares
    assert plain[4].split() == ["n", "1234567", "0.5"]  # integers keep every digit
    assert len(md) == len(plain) == 2 + len(rows)
    page = re.sub(
        r' style="[^"]*"', "", t._repr_html_()
    )  # what the site and JupyterLab show: an HTML table whose math MathJax typesets
    assert page.count("<tr>") == 1 + len(rows) and "mathjax_process" in page
    assert f"<td>\\({sp.latex(proof_term)}\\)</td>" in page and "<td>a | b</td>" in page and "$" not in page
