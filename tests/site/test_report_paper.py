"""The referee report's PDF is on the paper asked for (issue 60, item 3): ``run.py pdf --paper letter`` after an
A4 build prints it again on Letter, though its page is unchanged, and says which paper; a PDF already on that
paper and newer than its page is kept. Chromium is replaced by a printer that writes only a page box, so this
runs without a browser."""

from __future__ import annotations

import os

import pytest

from book import report


@pytest.fixture
def printer(tmp_path, monkeypatch):
    """A site with the report's page, and a printer that records each print and writes the paper's page box."""
    calls = []

    def fake_print(exe, page, out, paper="a4", **_):
        calls.append(paper)
        w, h = {"a4": (594.95996, 841.91998), "letter": (612, 792)}[paper]  # chromium's MediaBox for each
        out.write_bytes(f"%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 {w:g} {h:g}] >> endobj\n".encode())

    monkeypatch.setattr(report, "chromium_binary", lambda: tmp_path / "chromium")
    monkeypatch.setattr(report.common, "print_to_pdf", fake_print)
    (tmp_path / f"{report.PAGE}.html").write_text("<html></html>")
    return calls


def test_the_report_is_reprinted_when_the_paper_differs(tmp_path, printer):
    first = report.print_pdf(tmp_path, paper="a4")
    assert first.fresh and first.paper == "a4" and report.printed_paper(first.path) == "a4"
    page = tmp_path / f"{report.PAGE}.html"
    os.utime(page, (1, 1))  # the page is older than its PDF: only the paper differs
    letter = report.print_pdf(tmp_path, paper="letter")
    assert printer == ["a4", "letter"] and letter.fresh and report.printed_paper(letter.path) == "letter"
    assert str(letter) == "referee report printed on US Letter"
    again = report.print_pdf(tmp_path, paper="letter")
    assert printer == ["a4", "letter"] and not again.fresh  # same page, same paper: kept
    assert str(again) == "referee report up to date on US Letter"


def test_a_pdf_of_unknown_paper_is_reprinted(tmp_path, printer):
    (tmp_path / report.PDF).write_bytes(b"%PDF-1.4 no page box")
    os.utime(tmp_path / f"{report.PAGE}.html", (1, 1))
    assert report.printed_paper(tmp_path / report.PDF) is None
    assert report.print_pdf(tmp_path, paper="a4").fresh and printer == ["a4"]


def test_an_unknown_paper_is_refused(tmp_path, printer):
    with pytest.raises(ValueError, match="paper must be one of a4, letter; got 'legal'"):
        report.print_pdf(tmp_path, paper="legal")
