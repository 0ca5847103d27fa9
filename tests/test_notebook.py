"""lcp.notebook: the papermill parameter check and stable formatting."""

from fractions import Fraction

import pytest
import sympy as sp

from lcp.notebook import check_parameters, fmt, table

DEFAULTS = "quick = False  # note\nseed = 1\nB_profile = 1.0\nname = 'x'\n"


def test_no_injection_is_fine():
    assert check_parameters(["", DEFAULTS, "print(1)"]) == {}


def test_known_parameters_pass():
    injected = "# Parameters\nquick = True\nseed = 5\nB_profile = 2\n"
    assert check_parameters(["", DEFAULTS, injected]) == {"quick": True, "seed": 5, "B_profile": 2}


def test_unknown_parameter_names_the_allowed_ones():
    with pytest.raises(ValueError, match="unknown parameter 'qick'; this notebook's parameters are: B_profile, name, quick, seed"):
        check_parameters(["", DEFAULTS, "# Parameters\nqick = True\n"])


@pytest.mark.parametrize("assignment, message", [
    ("quick = 1", "parameter 'quick' must be bool"),
    ("seed = 1.5", "parameter 'seed' must be int"),
    ("seed = True", "parameter 'seed' must be int"),
    ("B_profile = 'big'", "parameter 'B_profile' must be float"),
    ("name = 3", "parameter 'name' must be str"),
])
def test_wrong_types(assignment, message):
    with pytest.raises(TypeError, match=message):
        check_parameters(["", DEFAULTS, f"# Parameters\n{assignment}\n"])


def test_latest_injection_is_checked():
    history = ["", DEFAULTS, "# Parameters\nquick = True\n", "x = 1", DEFAULTS, "# Parameters\nbad = 1\n"]
    with pytest.raises(ValueError, match="unknown parameter 'bad'"):
        check_parameters(history)


def test_fmt_and_table():
    assert fmt(Fraction(1, 14)) == "1/14" and fmt(sp.Rational(1, 18)) == "1/18"
    assert fmt(1 / 3, 4) == "0.3333" and fmt(sp.sqrt(2), 5) == "1.4142"
    out = table([(1, "a"), (22, "bb")], ["n", "s"]).splitlines()
    assert out == [" n   s", "--  --", " 1   a", "22  bb"]
