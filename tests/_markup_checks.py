"""Checks shared by tests/record/test_errata.py and tests/record/test_claims.py: the text fields of a row follow the
markup of lcp.record.markup, and no ASCII formula survived the conversion to TeX."""

from __future__ import annotations

import re

from lcp.record import markup

MATH = re.compile(r"(?<!\\)\$(?!\$).*?(?<!\\)\$", re.S)
# what an ASCII formula leaves in prose; each one belongs inside $...$ (where it is written in TeX)
LEFTOVERS = {
    "<= or >=": r"<=|>=|!=",
    "inf as a word": r"\binf\b",
    "sqrt(": r"\bsqrt\(",
    "^ (a power)": r"\^",
    "_ (a subscript)": r"\b[A-Za-z]_\{?\w",
    "-> or +-": r"->|\+-",
    "~ (approximately)": r"~",
    "x2, b0 (an index)": r"\b[xbsAr]\d\b",
    "a Greek letter spelled out": r"\b(?:alpha|beta|gamma|delta|rho|sigma|Phi|pi)(?![a-z])",
    "a function of the paper: c(s), v(U), EV(x), V(L, U)": r"\b(?:[bcvV]|EV|V_\w+)\(",
    "a fraction a/b": r"(?<![\w./])\d+/\d+(?![\w/])",
    "a symbol s, x, y, k, n, r, t, L, U, V alone": r"(?<![\w'.\\-])[sxyknrtLUV](?![\w.-]|'\w)",
    "the caller's c alone": r"(?<![\w'.(\\-])c(?![\w'.)-])",
    "an equation or inequality in one letter (n = 4, t > 0)": r"(?<![\w'])[A-Za-z] ?[=<>] ?[\w(-]",
    "a coefficient (2s, 4B)": r"\b\d+[a-zA-Z]\b",
    "a range n = 2..9": r"\w\.\.\w",
    "a bare |": r"\|",
    "dx2/dU, dV/dr (a derivative)": r"\bd\w+/d\w\b",
}


def outside_math(text: str) -> str:
    return MATH.sub(" ", text.replace(r"\$", ""))


def check_fields(row, fields) -> None:
    for name in fields:
        text = getattr(row, name)
        assert markup.problems(text) == [], (name, text)
        prose = outside_math(text)
        for what, pattern in LEFTOVERS.items():
            m = re.search(pattern, prose)
            assert m is None, f"{name}: {what} outside math: {m[0]!r} in {text!r}"
        for kind, content in markup.parts(text):
            if kind == "em":
                assert "$" not in content.replace(r"\$", ""), (name, text)  # no math inside emphasis


def math_spans(texts) -> list[str]:
    return [c for t in texts for kind, c in markup.parts(t) if kind == "math"]


def rendered_math(table: str) -> tuple[list[str], list[list[str]]]:
    """Parse a Markdown table as MyST does (markdown-it-py, GFM tables, dollarmath): the inline math
    contents in order, and each body row's cells as plain-text token types."""
    import pytest

    markdown_it = pytest.importorskip("markdown_it")
    dollarmath = pytest.importorskip("mdit_py_plugins.dollarmath")
    md = markdown_it.MarkdownIt("commonmark").enable("table").use(dollarmath.dollarmath_plugin)
    tokens = md.parse(table)
    maths, rows, row = [], [], None
    for tok in tokens:
        if tok.type == "tr_open":
            row = []
        elif tok.type == "tr_close":
            rows.append(row)
        elif tok.type == "inline" and row is not None:
            row.append(tok.content)
            maths += [c.content for c in tok.children or [] if c.type == "math_inline"]
    return maths, rows[1:]  # the header row is not a body row
