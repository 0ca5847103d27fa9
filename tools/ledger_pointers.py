"""Write ``lcp/data/ledger-pointers.json``: every cross-reference of the revision with what it prints and points at.

    python3 -m tools.ledger_pointers

Numbers every label of the revision's LaTeX as LaTeX does (``lcp.record._pointers.numbering``), finds each number in
the compiled ``main/main.pdf`` (the page that shows it, read with pypdf) and lists, per sentence of the ledger
that holds a ``\\ref``, each reference's printed number and target. Refuses to write (one line, exit 1) when
a number is not found in main.pdf: the numbering would then not be the compiled paper's.
"""

from __future__ import annotations

import hashlib
import json

from lcp.record import _pointers, ledger

OUT = ledger.DATA_DIR.parent / "ledger-pointers.json"


def build() -> dict:
    """The data file's content."""
    labels, printed = _pointers.numbering()
    pages = _pointers.pdf_pages_text()
    found = _pointers.pdf_pages(labels, list(pages.values()))
    missing = [f"{k} ({labels[k]['printed']})" for k, page in found.items() if page is None]
    if missing:
        raise SystemExit(f"not printed as numbered in main.pdf: {', '.join(missing)}")
    for k, v in labels.items():
        v["page"] = found[k]
    return {
        "note": (
            "The revision's labels numbered as LaTeX numbers them, each checked against the compiled main.pdf "
            "(the page whose text shows the number), every number the paper prints for a section, theorem, "
            "lemma, definition or figure, and per sentence of the ledger each \\ref with its printed number "
            "and target ('??' where the label is undefined). Written by tools/ledger_pointers.py."
        ),
        "pdf_sha256": hashlib.sha256(_pointers.pdf_path().read_bytes()).hexdigest(),
        "labels": labels,
        "numbers": printed,
        "references": _pointers.references(ledger.split(), labels),
    }


def main() -> int:
    OUT.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
