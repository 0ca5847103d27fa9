"""Every cross-reference of the revision resolved as LaTeX resolves it and found in the compiled main.pdf; the
record and the referee report number sections, theorems and appendices as main.pdf does (issue 58)."""

from __future__ import annotations

import json
import re

import pytest

from lcp.record import _pointers, claims, errata, ledger, sources

DATA = json.loads((ledger.DATA_DIR.parent / "ledger-pointers.json").read_text(encoding="utf-8"))
HAVE_SHARED = (sources.shared_dir() / "sources" / sources.REVISION.file).is_dir()
needs_shared = pytest.mark.skipif(not HAVE_SHARED, reason="the revision's LaTeX (../shared) is not here")


@needs_shared
def test_the_pointers_are_the_latex_numbering():
    """The data file is what the numbering of the LaTeX gives now (tools/ledger_pointers.py writes it)."""
    import hashlib

    labels, numbers = _pointers.numbering()
    assert {k: {**v, "page": DATA["labels"][k]["page"]} for k, v in labels.items()} == DATA["labels"]
    assert numbers == DATA["numbers"]
    assert _pointers.references(ledger.split(), labels) == DATA["references"]
    assert hashlib.sha256(_pointers.pdf_path().read_bytes()).hexdigest() == DATA["pdf_sha256"]


@needs_shared
def test_each_number_is_printed_in_main_pdf():
    """Each label's number is on the page of main.pdf the data names; a number as the LaTeX's labels would give
    it (the parameter analysis as Appendix C, its theorem as Theorem C.1) is not."""
    pytest.importorskip("pypdf")
    pages = _pointers.pdf_pages_text([v["page"] for v in DATA["labels"].values()])
    for label, v in DATA["labels"].items():
        assert _pointers.pdf_pages({label: v}, [pages[v["page"]]]) == {label: 1}, (label, v["printed"])
    planted = {**DATA["labels"]["thm:payoff_increasing"], "number": "C.1"}
    assert _pointers.pdf_pages({"x": planted}, list(pages.values())) == {"x": None}


def test_every_reference_resolves_or_is_undefined():
    for r in DATA["references"]:
        for ref in r["refs"]:
            assert (ref["printed"] == "??") == (ref["label"] not in DATA["labels"]), r


_HEAD = r"(?P<head>Apps?\.|Appendix|Secs?\.|Sections?|Theorems?|Lemmas?|Definition|Figure)"
_NUM = r"(?:[A-E](?:\.\d+)*|\d+(?:\.\d+)*)\b"
_PLACES = re.compile(rf"\b{_HEAD} (?P<list>{_NUM}(?:(?:, | and )(?:Apps?\. )?{_NUM})*)")


def numbering_problems(texts: dict[str, str], numbers: set[str]) -> list[str]:
    """Places in ``texts`` (id: text) whose section, appendix, theorem, lemma or figure number main.pdf lacks."""
    out = []
    for key, text in texts.items():
        for m in _PLACES.finditer(text):
            if "manuscript" in text[max(0, m.start() - 16) : m.start()]:
                continue  # the manuscript's own numbering (e.g. "the manuscript's Sec. 2.1.2")
            word = m["head"].rstrip(".")
            head = {"App": "Appendix", "Apps": "Appendix", "Sec": "Section", "Secs": "Section"}.get(word, word)
            head = head.removesuffix("s") if head.endswith(("Theorems", "Lemmas", "Sections")) else head
            for n in re.findall(_NUM, m["list"]):
                kinds = {"Appendix", "Section"} if head in ("Appendix", "Section") else {head}
                if not any(f"{k} {n}" in numbers for k in kinds):
                    out.append(f"{key}: {m[0]!r} ({head} {n} is not in main.pdf)")
    return out


def _revision_places() -> dict[str, str]:
    rows = (*errata.ERRATA, *claims.CLAIMS)
    out = {r.id: r.where for r in rows if r.source.key == "revision"}
    out |= {f"{r.id} (revision)": r.revision_where for r in rows if r.revision_where}
    return out


def test_the_record_and_the_report_use_main_pdf_numbering():
    """Every place the record gives in the revision, and the report's header, number as main.pdf numbers."""

    from book import report

    numbers = set(DATA["numbers"])
    assert numbering_problems(_revision_places(), numbers) == []
    page = report.report_page()
    head = page[: page.index("## Recommendation")]
    assert "C Symbolic Solution, D Parameter Analysis, E Payoff Analysis" in head
    planted = {"E-rev-030": "App. C.1.1, opening paragraph", "C-rev-069": "App. D, Theorem D.1"}
    assert numbering_problems(planted, numbers) == ["E-rev-030: 'App. C.1.1' (Appendix C.1.1 is not in main.pdf)"]
