"""book/report.py: the referee report on the revision, generated from the rows. It carries every row of the
revision and every row that persists from the manuscript, findings in the paper's order (main results,
then what persists, then what is new); the built page fits a laptop and a phone, and run.py book prints it
to PDF where chromium is installed."""

from __future__ import annotations

import re
import sys

import pytest

from _notebooks import ROOT
from _survey import WIDTHS

sys.path.insert(0, str(ROOT / "book"))
import report

from lcp import claims, errata

pytestmark = pytest.mark.browser


def test_every_row_of_the_revision_is_in_the_report():
    page = report.report_page()
    for row in (*errata.ERRATA, *claims.CLAIMS):
        there = f'id="report-{row.id}"' in page
        assert there == report.in_scope(row), row.id
    assert page.count('class="report-finding"') == sum(report.in_scope(e) for e in errata.ERRATA)


def test_findings_are_in_the_papers_order_main_results_first():
    sections = report.parts(errata.ERRATA)
    assert [t for t, _ in sections] == ["Main results", "What persists from the manuscript", "New in the revision"]
    main, persisting, new = (rows for _, rows in sections)
    assert all(e.severity == "major" for e in main)
    assert all(e.source.key != "revision" and e.revision == "persists" for e in persisting)
    assert all(e.source.key == "revision" for e in new)
    for _, rows in sections:
        keys = [report.paper_order(report.revision_place(e)) for e in rows]
        assert keys == sorted(keys)
    page = report.report_page()
    headings = [page.index(f"## {n}. {t}") for n, (t, _) in enumerate(sections, 1)]
    assert headings == sorted(headings)
    first = [page.index(f'id="report-{rows[0].id}"') for _, rows in sections if rows]
    assert first == sorted(first)


def test_each_finding_has_severity_quote_correction_and_proof():
    page = report.report_page()
    for e in (e for e in errata.ERRATA if report.in_scope(e)):
        block = re.search(rf'<section class="report-finding" id="report-{e.id}">(.*?)</section>', page, re.S)[1]
        assert f"severity-{e.severity}" in block and "<strong>Correction:</strong>" in block
        assert 'class="report-quote"' in block
        assert f'href="notebooks/{e.notebook}.html#cell-{e.cell}"' in block


def test_paper_order_reads_places():
    key = report.paper_order
    assert key("Sec. 1.1.2") < key("Sec. 4.4.1, Case 3") < key("Theorem 5.1") < key("Sec. 6.2") < key("App. A.1")
    assert key("App. A.1") < key("App. B") < key("App. D, Theorem D.1") < key("sympy appendix, proof sketch")


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_report_fits_a_laptop_and_a_phone(survey, width):
    """The referee report's formulas stay inside their boxes or scroll themselves; nothing is wider than the
    screen (``_survey``'s report probe, at 1280 and 390 px)."""
    seen = survey[width]["referee-report.html"]["report"]
    assert seen["width"] <= WIDTHS[width][0] and not seen["wide"], seen
    assert seen["cut"] == [], seen  # no formula out of its box
    assert seen["findings"] == sum(report.in_scope(e) for e in errata.ERRATA) and seen["typeset"] > 20


def test_the_pdf_is_printed_offline(site):
    if report.chromium_binary() is None:
        pytest.skip("Debian's chromium is not installed: run.py book skips the PDF")
    pdf = site / report.PDF
    assert pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 50_000
