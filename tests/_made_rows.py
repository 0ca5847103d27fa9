"""Made-up errata and claims for the tests of the pages and tables: the old positional order of the fields,
with what the schema requires filled in (a fresh id, a severity, a quote, a proving cell)."""

from __future__ import annotations

import itertools

from lcp.record import claims, errata
from lcp.record.sources import REVISION, Quote

_numbers = itertools.count(901)


def _common(source, kw):
    kw.setdefault("id", f"{kw.pop('kind')}-{source.code}-{next(_numbers) % 1000:03d}")
    kw.setdefault("severity", "moderate")
    kw.setdefault("quote", Quote("anchor", "words", file="solving_lcp" if source is REVISION else ""))
    if source is REVISION:  # a row of the revision states its place once
        for name in ("revision", "revision_where", "revision_quote"):
            kw.pop(name, None)
    elif source.key in ("manuscript", "draft"):
        kw.setdefault("revision", "gone")
    return kw


def erratum(source, where, printed, corrected, notebook="01_fixed_bet", cell="t", **kw):
    kw = _common(source, {"kind": "E", **kw})
    return errata.Erratum(
        source=source, where=where, printed=printed, corrected=corrected, notebook=notebook, cell=cell, **kw
    )


def claim(source, where, statement, status, notebook="", cell="", note="", **kw):
    kw = _common(source, {"kind": "C", **kw})
    if status != "open" and not cell:
        notebook, cell = "01_fixed_bet", "t"
    if status == "open" and not note:
        note = "not settled"
    return claims.Claim(
        source=source, where=where, statement=statement, status=status, notebook=notebook, cell=cell, note=note, **kw
    )
