"""No control characters in the Python sources: a docstring written with "\f" or "\t" outside a raw string
turns \\frac into a form feed and "rac" (it reached the API pages as "Math input error" twice)."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTROL = {chr(c) for c in range(32) if chr(c) != "\n"} | {"\x7f"}


@pytest.mark.parametrize("folder", ["lcp", "book", "tools", "tests", "benchmarks"])
def test_no_control_characters_in_python_sources(folder):
    bad = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found = sorted({repr(c) for c in text if c in CONTROL})
        if found:
            bad[path.relative_to(ROOT).as_posix()] = found
    assert not bad, f"control characters (a lost backslash?) in {bad}"
