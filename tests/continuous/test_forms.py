"""lcp.continuous._forms: the generated float forms are what tools/generate.py derives today, and the float path needs no sympy."""

import inspect
import subprocess
import sys

from lcp.continuous import _forms, limit
from tools import generate


def test_committed_forms_are_regenerated_from_the_derivations():
    committed = generate.TARGET.read_text()
    assert committed == generate.render(), "lcp/continuous/_forms.py is stale: run python -m tools.generate"


def test_committed_javascript_is_regenerated_from_the_derivations():
    committed = generate.JS_TARGET.read_text()
    assert committed == generate.render_js(), "book/_extra/lcp-forms.js is stale: run python -m tools.generate"


def test_javascript_evaluates_the_python_expressions():
    """The JavaScript's limitParts is the Python's limit_parts, line by line (** -> Math.pow)."""
    import re

    py = inspect.getsource(_forms.limit_parts).splitlines()[2:]
    js = generate.JS_TARGET.read_text()
    body = js[js.index("function limitParts") : js.index("function callThreshold")]
    py_lines = [
        re.sub(r"\s+", "", line.split("#")[0].strip().rstrip(",")) for line in py if "=" in line or "_c" in line
    ]
    js_lines = [
        re.sub(r"Math\.pow\(([^,]+),(\d+)\)", r"\1**\2", re.sub(r"\s+", "", line.split("//")[0].strip().rstrip(",;")))
        for line in body.splitlines()
        if "const" in line or line.strip().startswith(("_c", "-("))
    ]
    js_lines = [line.replace("const", "") for line in js_lines]
    assert len(js_lines) == len(py_lines) and js_lines == py_lines


def test_generated_forms_never_subtract():
    # every quantity is a ratio of non-negative polynomials in non-negative coordinates (a sign wrapper aside)
    for name in ("limit_parts", "limit_value", "fixed_parts", "no_limit_parts"):
        body = inspect.getsource(getattr(_forms, name))
        code = [line.split("#")[0] for line in body.splitlines()[2:]]
        assert not any("-" in line.replace("-(", "") for line in code), name


def test_threshold_order():
    assert _forms.LIMIT_ORDER[:6] == limit.THRESHOLDS


def test_float_paths_do_not_import_sympy():
    code = (
        "import sys\n"
        "from lcp import fixed_bet, limit, no_limit\n"
        "e = limit.solve(0.1, 2.0); e.ev([0.2, 0.9]); e.bet([0.01, 0.99]); e.bluff_hand(1.0)\n"
        "f = fixed_bet.solve(2.0); f.ev([0.1, 0.9]); f.bet(0.5)\n"
        "n = no_limit.solve(); n.ev(0.9); n.bet(0.05); n.call(1.0)\n"
        "limit.value([0.0, 1.0], [2.0, 3.0])\n"
        "assert 'sympy' not in sys.modules, 'the float path imported sympy'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
