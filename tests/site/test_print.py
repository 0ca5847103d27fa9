"""The reader's copy on paper (issue 50): a notebook page (on A4) and the referee report (on US Letter),
printed by headless chromium from the survey's own loaded pages (``_survey.PRINTED``), keep every line of
code and output and every formula whole in the PDF's text, with no scroll box, no screen cue and nothing past
the paper's column. The page is read laid out for paper (print media at the column's width), the PDF's text
is read back with pypdf, and the two are compared with whitespace left out (a wrapped line is one line)."""

from __future__ import annotations

import re

import pytest

from _survey import PAPER_MM, PRINTED

pytestmark = pytest.mark.browser

CUES = ("enlarge", "Swipe sideways", "Show code cell", "LaTeX source", "This report as PDF")


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _printed(survey, name: str) -> dict:
    return survey["laptop"][name]["printed"]


def _whole(line: str, pages: list[str]) -> bool:
    """``line`` stands in the PDF's text, on one page or run on from one page's foot to the next's text."""
    joined = "".join(pages)
    if line in joined:
        return True
    return any(
        pages[k].endswith(line[:j]) and line[j:] in pages[k + 1]
        for k in range(len(pages) - 1)
        for j in range(1, len(line))
    )


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_every_code_line_and_formula_is_whole_on_paper(survey, name):
    seen = _printed(survey, name)
    pages = [_flat(p) for p in seen["pdf"]]
    lost = [line for line in seen["lines"] if not _whole(_flat(line), pages)]
    assert lost == [], lost[:5]
    cut = [f for f in seen["formulas"] if not _whole(_flat(f), pages)]
    assert cut == [], cut[:5]
    assert len(seen["formulas"]) > 100  # the formulas were read (MathJax had typeset the page)
    if name.startswith("notebooks/"):
        assert len(seen["lines"]) > 100  # and the code


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_no_scroll_box_cue_or_overhang_on_paper(survey, name):
    seen = _printed(survey, name)
    assert seen["scrolls"] == [], seen["scrolls"]  # nothing clips or scrolls (a printed scroll bar, a cut line)
    assert seen["past"] == [], seen["past"]  # no formula, code block, figure or table past the column's edge
    text = "\n".join(seen["pdf"])
    assert [c for c in CUES if c in text] == []


def test_both_paper_sizes_are_printed(survey):
    sizes = {seen["paper"]: seen["size_mm"] for seen in (_printed(survey, n) for n in PRINTED)}
    assert sizes == {paper: [round(w), round(h)] for paper, (w, h) in PAPER_MM.items()}


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_a_wrapped_code_line_runs_on_marked_and_indented(survey, name):
    """A code line too long for the paper runs on under a hanging indent, with a continuation mark (an arrow
    drawn in the indent, not a character), so it cannot be read as a new statement (issue 60)."""
    wraps = _printed(survey, name)["wraps"]
    for w in wraps:
        assert len(w["marks"]) == w["runOn"], w  # one mark for each line a code line runs on to
        for m in w["marks"]:
            assert m["text"] >= m["mark"] > 0, m  # the mark in the indent, the text after it
    if name.startswith("notebooks/"):
        assert sum(w["runOn"] for w in wraps) > 0  # the page has wrapped lines: the check bites
