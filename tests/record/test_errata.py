"""lcp.record.errata: every row names a seed that exists and a notebook cell (by tag) that proves it; its text
fields follow lcp.record.markup's convention, and the Markdown table keeps every formula whole."""

import re

import pytest
from test_sources import needs_sources

import _made_rows
from _markup_checks import check_fields, math_spans, rendered_math
from _notebooks import read_py, tags
from lcp.record import errata, sources

SEEDS = sources.shared_dir() / "seeds"


@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.id)
def test_row_is_backed_by_a_tagged_cell(row):
    cells = [c for c in read_py(row.notebook).cells if row.cell in tags(c)]
    assert len(cells) == 1, f"notebooks/{row.notebook}.py has no cell tagged {row.cell!r}"
    assert "assert" in cells[0].source  # the proving cell asserts, it does not just print


@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.id)
def test_row_names_a_known_source(row):
    assert row.source in sources.SOURCES
    if row.source == errata.REVISION:
        assert row.quote is not None and row.quote.file, row  # the revision's section file is named
    assert row.printed and row.corrected and row.printed != row.corrected


@needs_sources
@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.id)
def test_rows_source_file_is_there(row):
    """The file a row cites exists among the source texts (skipped, with the reason, where they are absent)."""
    if row.source == errata.REVISION:
        assert sources.path(row.source, row.quote.file).exists(), row.quote.file
    elif row.source == sources.COMPANION:  # the companion's own earlier words travel with the package
        assert sources.path(row.source).is_file(), row.source.file
    else:
        assert (SEEDS / row.source.file).exists(), row.source.file


def test_markdown_has_a_row_per_erratum():
    lines = errata.markdown().splitlines()
    assert len(lines) == 2 + len(errata.ERRATA)
    assert errata.for_notebook("01_fixed_bet")


# --- the text fields' markup: $...$ TeX and *emphasis* (lcp.record.markup) ------------------------------------

TEXT_FIELDS = ("where", "printed", "corrected", "revision_where")


@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.id)
def test_text_fields_follow_the_markup(row):
    """Balanced $, no $$, no bare | or * in math, known TeX commands, no emphasis around math, and no ASCII
    formula (<=, inf, sqrt(, ^, x2, c(s), 1/14, ...) left outside math."""
    check_fields(row, TEXT_FIELDS)


@pytest.mark.parametrize("notebook", sorted({e.notebook for e in errata.ERRATA}))
def test_markdown_table_keeps_every_formula_whole(notebook):
    """The table a notebook displays, parsed as MyST parses it: one row per erratum, six cells each, and
    exactly the rows' formulas as inline math, in order."""
    rows = errata.for_notebook(notebook)
    table = errata.markdown(rows)
    maths, body = rendered_math(table)
    assert len(body) == len(rows) and all(len(cells) == 6 for cells in body)
    assert [cells[0] for cells in body] == [e.id for e in rows]  # each row's id first
    assert maths == math_spans(t for e in rows for t in (e.where, e.printed, e.corrected))
    if notebook == "03_lcp_derivation":
        assert any(r"\vert" in m for m in maths) and any(r"\frac" in m for m in maths)
    # JupyterLab splits the row at unescaped pipes before it reads the math: each cell has whole spans
    for line in table.splitlines()[2:]:
        for cell in re.split(r"(?<!\\)\|", line)[1:-1]:
            assert len(re.findall(r"(?<!\\)\$", cell)) % 2 == 0, cell


def test_markdown_escapes_pipes_and_keeps_money_and_emphasis():
    row = _made_rows.erratum(
        errata.BLOG, "a | b", r"pays \$0.20, $\vert x \vert \le 1$", "not *weakly*", "01_fixed_bet", "t"
    )
    line = errata.markdown([row]).splitlines()[2]
    assert r"| a \| b |" in line and r"<span>\$</span>0.20, $\vert x \vert \le 1$" in line and "not *weakly*" in line
    maths, _ = rendered_math(errata.markdown([row]))
    assert maths == [r"\vert x \vert \le 1"]  # the money is not math


def test_plain_text_has_no_markup_left():
    text = errata.text()
    assert text.count("\n\n") == len(errata.ERRATA) - 1
    assert "$" not in text.replace("$0.", "")  # the only dollars left are money
    assert "\\frac" not in text and "\\vert" not in text and "\\le" not in text
    assert "x > (1 + 4B + 2B²)/((1 + 2B)(2 + B))" in text  # erratum 1, Unicode and a slash
    assert all(len(line) <= 100 for line in text.splitlines() if "/" not in line)  # wrapped, formulas whole
