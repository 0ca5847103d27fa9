"""Lay out the reading ledger's data files (``lcp/data/ledger/<file>.json``) from the revision's LaTeX.

A developer tool, run once when the ledger is made or the splitter changes (``python -m tools.ledger_init``):
every sentence of :func:`lcp.record.ledger.split` gets an entry; an entry already in the data keeps its kind, verdict,
where, note, readings and settlement if its digest is unchanged. A new sentence starts as ``unread`` with a first guess at its
kind from its block and environment; a sentence that a row of the record quotes starts with that row's verdict
(an erratum of the revision, or a flawed claim that persists or is new: ``fails``; a proved or verified claim, or
a row whose fault the revision fixed: ``holds``), for a reader to confirm.
"""

from __future__ import annotations

import json

from lcp.record import ledger, sources
from lcp.record.claims import CLAIMS, FLAWED
from lcp.record.errata import ERRATA


def guess_kind(s: ledger.Sentence) -> str:
    if s.block == "heading":
        return "other"
    if s.block == "code":
        return "other"
    if s.env == "definition":
        return "definition"
    if s.env in ("theorem", "lemma", "corollary", "proposition"):
        return "claim"
    if s.block == "display" or s.env in ("proof", "customproof"):
        return "derivation step"
    if "\\cite" in s.text:
        return "citation"
    if "\\ref" in s.text:
        return "cross-reference"
    return "claim"


def row_verdicts(sentences: list) -> dict:
    """``{locator: [(verdict, row id, notebook#cell)]}`` for the sentences quoted by rows about the revision."""
    by_file: dict[str, list] = {}
    for s in sentences:
        by_file.setdefault(s.file, []).append(s)
    out: dict[str, list] = {}
    for row in (*ERRATA, *CLAIMS):
        quote = row.revision_quote
        if quote is None:
            continue
        at = sources.locate(sources.REVISION, quote)
        if at is None:
            raise SystemExit(f"{row.id}: its revision quote is not found")
        end = at + len(sources.normalise(quote.text))
        hit = [s for s in by_file[quote.file] if s.start < end and at < s.end]
        if not hit:
            raise SystemExit(f"{row.id}: no sentence spans its quote ({quote.file} {at}-{end})")
        if row.revision == "fixed":  # a row of an earlier version whose fault the revision mended
            verdict = "holds"
        elif row.kind == "erratum":
            verdict = "fails"
        else:
            verdict = (
                "fails"
                if getattr(row, "status", "") in FLAWED
                else "holds"
                if getattr(row, "status", "") in ("proved", "verified")
                else "unchecked"
            )
        for s in hit:
            out.setdefault(s.locator, []).append((verdict, row.id, f"{row.notebook}#{row.cell}"))
    return out


def main() -> int:
    sentences = ledger.split()
    folder = ledger.DATA_DIR
    folder.mkdir(parents=True, exist_ok=True)
    rows = row_verdicts(sentences)
    number = 0
    for name in ledger.files():
        path = folder / f"{name}.json"
        old = {}
        if path.exists():
            old = {(e["locator"], e["digest"]): e for e in json.loads(path.read_text(encoding="utf-8"))["entries"]}
        entries = []
        for s in (s for s in sentences if s.file == name):
            number += 1
            keep = old.get((s.locator, s.digest))
            entry = {
                "locator": s.locator,
                "digest": s.digest,
                "first_words": s.first_words,
                "block": s.block,
                "kind": guess_kind(s),
                "verdict": "unread",
                "where": [],
                "note": "",
                "readings": [],
                "settlement": None,
            }
            found = rows.get(s.locator)
            if found:
                verdicts = {v for v, _, _ in found}
                entry["verdict"] = "fails" if "fails" in verdicts else sorted(verdicts)[0]
                entry["where"] = sorted({rid for _, rid, _ in found})
                entry["note"] = "from the record (to confirm)"
                if entry["kind"] not in ledger.ASSERTIVE:
                    entry["kind"] = "claim"
            if s.block == "heading" and not found:
                entry["verdict"] = "not-assertion"
            if keep and keep["verdict"] != "unread" and keep["note"] != "from the record (to confirm)":
                for k in ("kind", "verdict", "where", "note", "readings", "settlement"):
                    entry[k] = keep[k]
            entries.append(entry)
        doc = {"file": name, "entries": entries}
        path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{number} sentences in {len(ledger.files())} files; {len(rows)} quoted by rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
