"""lcp.claims: every claim names a real status and a real proving cell; every erratum is a refuted claim."""

import functools

import pytest

from _markup_checks import check_fields, math_spans, rendered_math
from _notebooks import read_py, tags
from lcp import claims, errata


@functools.cache
def _tags(notebook: str) -> set[str]:
    return {t for cell in read_py(notebook).cells for t in tags(cell)}


def test_statuses_sources_and_text():
    for c in claims.CLAIMS:
        assert c.status in claims.STATUSES, c
        assert c.source in claims.SOURCE_TITLES, c
        assert c.where and c.statement, c
    assert set(claims.MEANING) == set(claims.STATUSES)


def test_every_claim_points_at_an_existing_cell():
    for c in claims.CLAIMS:
        if c.status != "open":
            assert c.notebook and c.cell, c  # settled claims say where
        if c.notebook:
            assert c.cell in _tags(c.notebook), (c.notebook, c.cell)


def test_open_claims_say_what_is_missing():
    for c in claims.CLAIMS:
        if c.status == "open":
            assert c.note, c


def test_every_erratum_is_a_flawed_claim_in_the_same_cell():
    """Each erratum corrects a claim the claims table calls refuted, imprecise or misattributed."""
    flawed = {(c.source, c.notebook, c.cell) for c in claims.CLAIMS if c.status in claims.FLAWED}
    for e in errata.ERRATA:
        assert (e.source, e.notebook, e.cell) in flawed, e


def test_every_status_has_a_written_definition():
    assert set(claims.MEANING) == set(claims.STATUSES)
    assert {"refuted", "imprecise", "misattributed"} <= set(claims.STATUSES)  # false apart from misleading
    assert all(len(m.split()) >= 8 for m in claims.MEANING.values())  # a definition, not a label


def test_every_source_has_claims_and_counts_add_up():
    assert {c.source for c in claims.CLAIMS} == set(claims.SOURCE_TITLES)
    counts = claims.counts()
    assert set(counts) <= set(claims.STATUSES) and sum(counts.values()) == len(claims.CLAIMS)
    assert {c.cell for c in claims.for_notebook("05_parameter_analysis")} >= {"lemma-7-1", "theorem-9-1"}


# --- the text fields' markup: $...$ TeX and *emphasis* (lcp.markup) ------------------------------------


@pytest.mark.parametrize("row", claims.CLAIMS, ids=lambda c: c.id)
def test_text_fields_follow_the_markup(row):
    """Balanced $, no $$, no bare | or * in math, known TeX commands, no emphasis around math, and no ASCII
    formula left outside math."""
    check_fields(row, ("where", "statement", "note", "revision_where"))


def test_markdown_table_keeps_every_formula_whole():
    rows = claims.for_notebook("09_revision")
    maths, body = rendered_math(claims.markdown(rows))
    assert len(body) == len(rows) and all(len(cells) == 7 for cells in body)
    assert maths == math_spans(t for c in rows for t in (c.where, c.statement, c.note))


def test_plain_text_reads_every_row():
    text = claims.text()
    assert text.count("\n\n") == len(claims.CLAIMS) - 1
    assert "\\frac" not in text and "\\vert" not in text and "$x" not in text
    assert "V(r, t) = (1 - r³ - t³)/(14 - 2r³ - 2t³)" in text  # the revision's Theorem 6.1
