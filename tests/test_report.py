"""book/report.py: the referee report on the revision, generated from the rows. It carries every row of the
revision and every row that persists from the manuscript, findings in the paper's order (main results,
then what persists, then what is new); the built page fits a laptop and a phone, and run.py book prints it
to PDF where chromium is installed."""

from __future__ import annotations

import re
import sys

import pytest

from _browser import LocalOnly, chromium
from _notebooks import ROOT

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


_FIT = """async () => {
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; }
  const shown = e => e.getClientRects().length > 0;
  // MathJax 3 does not break lines: a formula must stay inside its paragraph or cell, and one wider than it
  // must scroll inside itself (so all of it can be reached)
  const cut = [...document.querySelectorAll('.report-finding mjx-container, table.report-claims mjx-container')]
    .filter(shown).filter(c => {
      const box = c.closest('p, td, li, h3, blockquote').getBoundingClientRect(), r = c.getBoundingClientRect();
      // the formula scrolls itself, or its span.math does (the site's rule since the scroll cues of issue 37)
      const scrolls = [c, c.parentElement].some(e => getComputedStyle(e).overflowX === 'auto');
      return r.right > box.right + 1 || r.left < box.left - 1 || (c.scrollWidth > r.width + 1 && !scrolls); })
    .slice(0, 5).map(c => c.textContent.slice(0, 40));
  // (what lies inside a formula is clipped by it: the formula itself is measured)
  const wide = [...document.querySelectorAll('main *')].filter(e => shown(e) && !e.parentElement.closest('mjx-container')
      && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5)
      .map(e => e.tagName + '.' + [...e.classList].join('.'));
  return {width: document.documentElement.scrollWidth, cut, wide,
          findings: document.querySelectorAll('.report-finding').length,
          typeset: document.querySelectorAll('.report-finding mjx-container').length};
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_report_fits_a_laptop_and_a_phone(site, server, width):
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 900})
        context.route("**/*", LocalOnly())
        page = context.new_page()
        page.goto(server + "referee-report.html", wait_until="load")
        seen = page.evaluate(_FIT)
        context.close()
    assert seen["width"] <= width and not seen["wide"], seen
    assert seen["cut"] == [], seen  # no formula out of its box
    assert seen["findings"] == sum(report.in_scope(e) for e in errata.ERRATA) and seen["typeset"] > 20


def test_the_pdf_is_printed_offline(site):
    if report.chromium_binary() is None:
        pytest.skip("Debian's chromium is not installed: run.py book skips the PDF")
    pdf = site / report.PDF
    assert pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 50_000
