"""book/report.py: the referee report on the revision, generated from the rows. It carries every row of the
revision and every row that persists from the manuscript, findings in the paper's order (main results,
then what persists, then what is new); the built page fits a laptop and a phone, and run.py book prints it
to PDF where chromium is installed."""

from __future__ import annotations

import html
import re

import pytest

from _survey import WIDTHS
from book import common, report
from lcp.record import claims, errata

pytestmark = pytest.mark.browser


def test_every_row_of_the_revision_is_in_the_report():
    page = report.report_page()
    for row in (*errata.ERRATA, *claims.CLAIMS):
        there = f'id="report-{row.id}"' in page
        assert there == report.in_scope(row), row.id
    assert page.count('class="report-finding"') == len(report.findings(errata.ERRATA))


def test_the_text_checked_comes_first_then_a_recommendation_and_what_is_wrong():
    page = report.report_page()
    text = page.index("The text checked:")
    assert text < page.index("## Recommendation") < page.index("## Summary") < page.index("## Severity")
    assert "LaTeX of 8 February 2026" in page and "987c7c0" in page


def test_the_summary_names_every_major_finding_and_only_those_in_the_records_words():
    """The summary's sentences come from the rows: one per major finding (none for another), each the lead
    row's printed words marked false and its correction, so a row corrected once is corrected here too."""
    page = report.report_page()
    summary = page[page.index("## Summary") : page.index("## Severity")]
    items = re.findall(r'<li data-finding="([^"]+)">(.*?)</li>', summary, re.S)
    majors = [f for f in report.findings(errata.ERRATA) if f[0].severity == "major"]
    assert [i for i, _ in items] == [f[0].id for f in majors] and majors
    assert summary.count("<li") == len(items)  # nothing else is listed
    for (_, item), f in zip(items, majors, strict=True):
        sentence = report.what_is_wrong(f)
        assert sentence.startswith("False: ") and f[0].printed in sentence and f[0].corrected[1:] in sentence
        assert item.startswith(report._what(f))
        assert all(r.id in item for r in f)  # every row of the failure is named (and linked)
        assert not item.startswith(("Sec.", "App.", "E-"))  # what, not where


def test_a_corrected_row_corrects_the_summary():
    """The sentence is the row's: a changed correction changes the summary (nothing is written twice)."""
    import dataclasses

    lead = next(f for f in report.findings(errata.ERRATA) if f[0].severity == "major")
    changed = [dataclasses.replace(lead[0], corrected="a new correction of the record"), *lead[1:]]
    assert "A new correction of the record." in report.what_is_wrong(changed)
    assert "A new correction" not in report.what_is_wrong(changed, correction=False)


def test_one_finding_per_failure_with_every_place():
    found = report.findings(errata.ERRATA)
    ids = [r.id for f in found for r in f]
    assert len(ids) == len(set(ids)) == sum(report.in_scope(e) for e in errata.ERRATA)
    rows = {e.id: e for e in errata.ERRATA}
    for group in report.FAILURES:
        assert any([r.id for r in f] == [i for i in group if report.in_scope(rows[i])] for f in found)
    # two findings never quote the same words of the revision (one failure printed twice is one finding)
    words = [{report._revision_quote(r).text for r in f if report._revision_quote(r)} for f in found]
    assert all(not (a & b) for i, a in enumerate(words) for b in words[i + 1 :])


def test_findings_are_ranked_by_the_rubric_then_in_the_papers_order():
    found = report.findings(errata.ERRATA)
    ranks = [report.RANK[f[0].severity] for f in found]
    assert ranks == sorted(ranks)
    for rank in set(ranks):
        keys = [report.paper_order(report.revision_place(f[0])) for f in found if report.RANK[f[0].severity] == rank]
        assert keys == sorted(keys)
    assert all(len({r.severity for r in f}) == 1 for f in found)  # one failure, one grade
    page = report.report_page()
    headings = [page.index(f"## {n}. {s.capitalize()} findings") for n, (s, _) in enumerate(report.RUBRIC, 1)]
    assert headings == sorted(headings)
    rubric = page[page.index("## Severity") : headings[0]]
    assert all(f"<dt>{s}</dt><dd>{html.escape(m)}</dd>" in rubric for s, m in report.RUBRIC)


def test_each_finding_has_severity_typeset_quote_correction_and_proof():
    page = report.report_page()
    for f in report.findings(errata.ERRATA):
        block = re.search(
            rf'<section class="report-finding"[^>]*>(?:(?!</section>).)*id="report-{f[0].id}".*?</section>', page, re.S
        )[0]
        assert f"severity-{f[0].severity}" in block and "<strong>Correction:</strong>" in block
        what = report.what_is_wrong(f, correction=False)
        for e in f:
            assert f'href="notebooks/{e.notebook}.html#cell-{e.cell}"' in block
        for text in {report._revision_quote(e).text.strip() for e in f if report._revision_quote(e)}:
            # the revision's words, typeset (never the LaTeX source in a code element), shown once: in a place,
            # or in what is wrong when the lead's printed words quote them
            typeset = f'<blockquote class="report-quote">{common.quote_html(text)}</blockquote>'
            assert block.count(typeset) == (0 if text in what else 1), (f[0].id, text)
        assert "<code>" not in block


def test_paper_order_reads_places():
    key = report.paper_order
    assert key("Sec. 1.1.2") < key("Sec. 4.4.1, Case 3") < key("Theorem 5.1") < key("Sec. 6.2") < key("App. A.1")
    assert key("App. A.1") < key("App. B") < key("App. C (sympy), proof sketch") < key("App. E, Theorem E.1")


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_report_fits_a_laptop_and_a_phone(survey, width):
    """The referee report's formulas stay inside their boxes or scroll themselves; nothing is wider than the
    screen (``_survey``'s report probe, at 1280 and 390 px)."""
    seen = survey[width]["referee-report.html"]["report"]
    assert seen["width"] <= WIDTHS[width][0] and not seen["wide"], seen
    assert seen["cut"] == [], seen  # no formula out of its box
    assert seen["findings"] == len(report.findings(errata.ERRATA)) and seen["typeset"] > 20


def test_the_pdf_is_printed_offline(site):
    if report.chromium_binary() is None:
        pytest.skip("Debian's chromium is not installed: run.py book skips the PDF")
    pdf = site / report.PDF
    assert pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 50_000
