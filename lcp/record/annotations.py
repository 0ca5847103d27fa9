"""The record on the paper itself: every erratum and claim as a W3C Web Annotation (JSON-LD), anchored on the
words it quotes, so that an annotation tool can show each row on the source's text (issue 50).

Each quote of a row (:class:`lcp.record.sources.Quote`: the words of its source, or the revision's words for a row
of the manuscript that persists) becomes one ``Annotation`` whose target is the source text and whose
selector is a ``TextQuoteSelector`` (W3C Web Annotation Data Model, sec. 4.2.4): ``exact`` the quoted words,
``prefix`` and ``suffix`` the words around them in the source, long enough that the three together match the
source exactly once. The texts are matched as :func:`lcp.record.sources.locate` matches them, whitespace runs read as
one space (annotation tools normalise whitespace the same way). The body says what the row records: for an
erratum, what is printed and the correction (motivation ``editing``); for a claim, the claim and its status
(motivation ``assessing``); its severity is a tag.

The revision is the author's LaTeX of February 2026 (``lcp.record.sources.REVISION``): its annotations target the
LaTeX file of the author's public repository, with the posted paper (arXiv:2606.01390 v1) as their scope.
Reading the quotes needs the source texts (``lcp.record.sources.shared_dir``).

Examples
--------
>>> from lcp import errata
>>> doc = collection([r for r in errata.ERRATA if r.id == "E-rev-003"])  # doctest: +SKIP
>>> doc["first"]["items"][0]["target"]["selector"]["type"]  # doctest: +SKIP
'TextQuoteSelector'
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from lcp.core import _validate
from lcp.record._format import Row
from lcp.record.sources import REVISION, Quote, Source, normalise, path

CONTEXT = "http://www.w3.org/ns/anno.jsonld"
#: Where the rows' ids live as URNs (the record's permanent ids; an annotation of a revision quote of a
#: manuscript row adds ``:revision``).
BASE = "urn:lcp-companion:"
#: The revision's LaTeX in the author's public repository (sources/README.md: commit 987c7c0 of 2026-02-08).
REVISION_FILES = (
    "https://github.com/andrew-spears/poker_variant_analysis/blob/987c7c0/papers/limit_continuous_poker/sections/"
)
POSTED = "https://arxiv.org/abs/2606.01390v1"
#: Characters of context on each side, widened until prefix, exact and suffix match once.
CONTEXT_CHARS = (32, 64, 128, 256)


def source_iri(source: Source, quote: Quote) -> str:
    """The IRI an annotation of ``quote`` targets: the revision's LaTeX file, or the seed's file name.

    Raises
    ------
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    if source is REVISION:
        return f"{REVISION_FILES}{quote.file}/{quote.file}.tex"
    return f"{BASE}source:{source.file}"


def selector(source: Source, quote: Quote) -> dict[str, str]:
    """The ``TextQuoteSelector`` of ``quote`` in ``source``'s text (whitespace normalised).

    Raises
    ------
    ValueError
        If the quote does not stand in the source, or no context makes it match once.
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    body = _text(path(source, quote.file))
    exact = normalise(quote.text)
    at = normalise(quote.at)
    start = body.find(at)
    hit = -1
    while start >= 0 and hit < 0:
        hit = body.find(exact, start)
        start = body.find(at, start + 1) if hit < 0 else start
    if hit < 0:
        raise ValueError(f"quote {exact[:60]!r} does not stand in {source.key}")
    for n in CONTEXT_CHARS:
        prefix, suffix = body[max(0, hit - n) : hit], body[hit + len(exact) : hit + len(exact) + n]
        if matches(body, prefix, exact, suffix) == 1:
            return {"type": "TextQuoteSelector", "exact": exact, "prefix": prefix, "suffix": suffix}
    raise ValueError(f"quote {exact[:60]!r} matches {source.key} more than once with any context")


def _check_pair(source, quote) -> None:
    _validate.instance(source, "source", Source, "an lcp.record.sources.Source (lcp.record.sources.REVISION, ...)")
    _validate.instance(quote, "quote", Quote, "an lcp.record.sources.Quote")


def _rows(rows, name: str = "rows") -> tuple:
    """``rows`` as a tuple of record rows (errata and claims), else a TypeError naming ``name``."""
    return _validate.records(rows, name, Row)


@functools.lru_cache(maxsize=64)
def _text(file: Path) -> str:
    """A source file's text, whitespace normalised (read once per file)."""
    return normalise(file.read_text(encoding="utf-8"))


def matches(text: str, prefix: str, exact: str, suffix: str) -> int:
    """How many times ``prefix + exact + suffix`` stands in ``text`` (overlaps counted).

    All four are str (TypeError naming the first that is not); an empty whole matches at every position,
    ``len(text) + 1`` times.
    """
    for value, name in ((text, "text"), (prefix, "prefix"), (exact, "exact"), (suffix, "suffix")):
        _validate.text(value, name)
    whole, count, at = prefix + exact + suffix, 0, text.find(prefix + exact + suffix)
    while at >= 0:
        count += 1
        at = text.find(whole, at + 1)
    return count


def _bodies(row) -> list[dict[str, str]]:
    def text(value: str, purpose: str) -> dict[str, str]:
        return {"type": "TextualBody", "purpose": purpose, "value": value, "format": "text/plain", "language": "en"}

    if row.kind == "erratum":
        out = [text(f"{row.id} ({row.severity}): printed {row.printed}; correction: {row.corrected}", "editing")]
    else:
        out = [text(f"{row.id} ({row.status}, {row.severity}): {row.statement}", "assessing")]
    return [*out, text(row.severity, "tagging"), text(row.kind, "classifying")]


def of_row(row) -> list[dict[str, Any]]:
    """The annotations of one row: one per quote (its source's words, the revision's words if it persists).

    ``row`` is an erratum or a claim (:class:`lcp.record.Row`); anything else is a TypeError naming it.
    """
    _validate.instance(row, "row", Row, "an erratum or claim row (lcp.record.errata.ERRATA, lcp.record.claims.CLAIMS)")
    out = []
    for source, quote, suffix in ((row.source, row.quote, ""), (REVISION, row.revision_quote, ":revision")):
        if quote is None:
            continue
        target: dict[str, Any] = {"source": source_iri(source, quote), "selector": selector(source, quote)}
        if source is REVISION:
            target["scope"] = POSTED
        out.append(
            {
                "@context": CONTEXT,
                "id": f"{BASE}{row.id}{suffix}",
                "type": "Annotation",
                "motivation": "editing" if row.kind == "erratum" else "assessing",
                "body": _bodies(row),
                "target": target,
            }
        )
    return out


def collection(rows: Iterable) -> dict[str, Any]:
    """Every row's annotations as one ``AnnotationCollection`` with one ``AnnotationPage`` (JSON-LD).

    ``rows`` is an iterable of erratum and claim rows (:class:`lcp.record.Row`); anything else is a TypeError
    naming it.
    """
    items = [a for row in _rows(rows) for a in of_row(row)]
    for a in items:
        del a["@context"]  # the collection's context covers its items
    return {
        "@context": CONTEXT,
        "id": f"{BASE}annotations",
        "type": "AnnotationCollection",
        "label": "Errata and claims of the Limit Continuous Poker companion, on the texts they quote",
        "total": len(items),
        "first": {"id": f"{BASE}annotations:page1", "type": "AnnotationPage", "items": items},
    }


def to_jsonld(rows: Iterable) -> str:
    """:func:`collection` as JSON-LD text (stable: keys in order, one trailing newline); ``rows`` as there."""
    return json.dumps(collection(rows), indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    """``python -m lcp.record.annotations``: the errata and the claims as Web Annotations, on standard output."""
    from lcp.record import claims, errata

    print(to_jsonld((*errata.ERRATA, *claims.CLAIMS)), end="")


if __name__ == "__main__":
    main()
