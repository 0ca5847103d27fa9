"""lcp.record.claims: every claim names a real status and a real proving cell; every erratum is a refuted claim."""

import ast
import functools
from pathlib import Path

import pytest

from _markup_checks import check_fields, math_spans, rendered_math
from _notebooks import read_py, tags
from lcp.record import claims, errata


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


# --- the text fields' markup: $...$ TeX and *emphasis* (lcp.record.markup) ------------------------------------


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


# --- a claim that restates an erratum names it, and quotes its words once (issue 49) -------------------------


def _restated(claim) -> list:
    """The errata of the claim's source whose quoted words the claim's quote is, holds, or lies in."""
    words = claim.quote.text
    return [e for e in errata.ERRATA if e.source == claim.source and (e.quote.text in words or words in e.quote.text)]


def test_no_claim_copies_an_erratum_quote_without_naming_it():
    """A claim whose quote equals, contains or lies in an erratum's quote names that erratum (``erratum=``), so
    the correction is found from the claim; 78 claims carried exactly an erratum's quote with nothing linking
    the pair, 15 more a passage around it or within it."""
    unnamed = [
        (c.id, [e.id for e in found])
        for c in claims.CLAIMS
        if (found := _restated(c)) and getattr(c, "erratum", "") not in {e.id for e in found}
    ]
    assert not unnamed, f"claims restating an erratum's quote without naming it (erratum=...): {unnamed}"
    named = [c for c in claims.CLAIMS if c.erratum]
    assert len(named) >= 93 and all(_restated(c) for c in named)


def test_a_claim_naming_an_erratum_does_not_copy_its_quote():
    """The words are quoted once: a claim row that names an erratum leaves out a quote equal to the erratum's
    (the claim's quote is read from the erratum), so a correction of the quote is made in one place."""
    by_id = {c.id: c for c in claims.CLAIMS}
    quotes = {e.id: e.quote for e in errata.ERRATA}
    copied = []
    for path in sorted((Path(claims.__file__).parent).glob("_*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Claim":
                given = {k.arg: k.value for k in node.keywords}
                if "quote" in given and "erratum" in given:
                    row = by_id[ast.literal_eval(given["id"])]
                    if row.quote == quotes[row.erratum]:
                        copied.append(row.id)
    assert not copied, f"these claims copy their erratum's quote: leave quote out (it is the erratum's): {copied}"


def test_a_named_erratum_is_checked_when_the_claim_is_made():
    """An unknown erratum, another source's, or one whose words the claim's quote does not share is refused by
    the schema, naming the claim and the field."""
    from lcp.record import SchemaError
    from lcp.record.sources import MANUSCRIPT, Quote

    base = dict(id="C-man-099", source=MANUSCRIPT, severity="major", status="refuted", where="Sec. 9",
                statement="s", notebook="02_no_limit", cell="nlcp-value", revision="gone")  # fmt: skip
    first = errata.ERRATA[0]  # E-man-001
    assert claims.Claim(**base, erratum=first.id).quote == first.quote  # the quote is the erratum's
    for erratum, quote, message in (
        ("E-man-999", None, "erratum must be the id of an erratum"),
        ("E-blg-001", Quote("## 9", "1/7"), "an erratum of the claim's own source"),
        (first.id, Quote("## 9", "words of another passage"), f"the quote must be, hold or lie in {first.id}'s"),
    ):
        with pytest.raises(SchemaError, match=f"^C-man-099: .*{message}"):
            claims.Claim(**base, erratum=erratum, quote=quote)
