"""The record on the paper itself: every erratum and claim as a W3C Web Annotation (JSON-LD), anchored on the
words it quotes *as a reader sees them*, so that an annotation client shows each row on the text it displays
(issues 50 and 60).

One annotation per row. Its targets are the row's quote in its source and, for a row of another source that
the revision still prints, the revision's words. Every selector is taken from the rendered text
(:mod:`lcp.record._rendered`): for the revision, the text layer of the compiled ``main/main.pdf`` (what a PDF
annotation client sees of arXiv:2606.01390 v1); for a seed, its Markdown rendered, math written in Unicode.
A target carries a ``TextQuoteSelector`` (W3C Web Annotation Data Model, sec. 4.2.4: ``exact`` with a
``prefix`` and a ``suffix`` that make it match once), a ``TextPositionSelector`` (sec. 4.2.5) and, in the PDF,
its page (a ``FragmentSelector`` ``page=N``, RFC 3778, refined by the position on that page). Where the quote's
whole does not stand in the rendered text (a formula laid out in pieces, a passage main.pdf words
differently, a figure), the selector quotes the longest run of its words that does, else the prose around it
in its source; :func:`anchoring` says which.

The body is HTML with the mathematics written as text (motivation ``editing`` for an erratum, ``assessing``
for a claim); the severity is a tag, the kind a classification. The revision's targets are the PDF of
arXiv:2606.01390 v1 with its abstract page as their scope. Reading the quotes needs the source texts
(``lcp.record.sources.shared_dir``); the PDF's text layer travels with the package.

A seed's targets are its public address where one was found and its text confirmed there (:data:`ADDRESSES`:
title, author, date and distinctive sentences matched; the evidence is in ``book/references.md``): the
manuscript of 24 May 2025 and the draft of 27 April 2025 are PDFs at fixed commits of the author's repository
(andrew-spears/poker_variant_analysis, the repository the revision itself links to), the toddler-poker post is
Laurent Lessard's page. Their selectors are taken from the companion's transcription of that text (the seed's
Markdown rendered), not from the PDF's own text layer, so a client reading the PDF may miss a quote that holds
math. Two seeds keep a URN naming their file, because no address of *their* text was confirmed: the finite-deck
paper is the version Springer Nature published (it cites arXiv:2407.16155 as its own reference [3], and the arXiv
text differs: another prelude, another reference list), whose DOI was not found; the Dartmouth thesis was found
only as copies on document-sharing sites (docplayer.net, zbook.org), not at an address of its author or college.

Examples
--------
>>> from lcp.record import errata
>>> doc = collection([r for r in errata.ERRATA if r.id == "E-rev-003"])  # doctest: +SKIP
>>> doc["first"]["items"][0]["target"][0]["selector"][0]["type"]  # doctest: +SKIP
'TextQuoteSelector'
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import re
from collections.abc import Iterable
from typing import Any

from lcp.core import _validate
from lcp.record import _rendered
from lcp.record._format import Row
from lcp.record.sources import REVISION, Quote, Source, normalise, path

CONTEXT = "http://www.w3.org/ns/anno.jsonld"
#: Where the rows' ids live as URNs (the record's permanent ids).
BASE = "urn:lcp-companion:"
#: The posted revision, arXiv:2606.01390 v1: its abstract page and its PDF (whose text layer the selectors quote).
POSTED = "https://arxiv.org/abs/2606.01390v1"
POSTED_PDF = "https://arxiv.org/pdf/2606.01390v1"
#: The public addresses of the seeds whose text was confirmed there (``book/references.md`` gives the evidence):
#: (the document a client opens, the page a reader finds it on). The two versions of the paper are PDFs at the
#: commits that compiled them (``95b51b4``, 24 May 2025: the manuscript's date and words; ``a6f8535``, 27 April
#: 2025: the draft's, its Figure 1 caption before the next commit reworded it).
ADDRESSES: dict[str, tuple[str, str]] = {
    "manuscript": (
        "https://raw.githubusercontent.com/andrew-spears/poker_variant_analysis/"
        "95b51b4bcd32562393afd22aed3e88be99e4e113/latex/limit_continuous_poker/main/main.pdf",
        "https://github.com/andrew-spears/poker_variant_analysis/blob/"
        "95b51b4bcd32562393afd22aed3e88be99e4e113/latex/limit_continuous_poker/main/main.pdf",
    ),
    "draft": (
        "https://raw.githubusercontent.com/andrew-spears/poker_variant_analysis/"
        "a6f85357c186133cc3d2fcc51c9da47dc2608a25/latex/limit%20continuous%20poker/writeup.pdf",
        "https://github.com/andrew-spears/poker_variant_analysis/blob/"
        "a6f85357c186133cc3d2fcc51c9da47dc2608a25/latex/limit%20continuous%20poker/writeup.pdf",
    ),
    "blog": (
        "https://laurentlessard.com/bookproofs/toddler-poker/",
        "https://laurentlessard.com/bookproofs/toddler-poker/",
    ),
}
#: RFC 3778's fragment syntax for a PDF page (``page=N``), as the Web Annotation model names it.
PDF_FRAGMENT = "http://tools.ietf.org/rfc/rfc3778"
#: Characters of context on each side, widened until prefix, exact and suffix match once.
CONTEXT_CHARS = (32, 64, 128, 256, 512)
#: Where each quote stands in its rendered text, found once (``python -m lcp.record.annotations --anchors``; reading them all takes seconds).
ANCHORS = _rendered.DATA / "annotation-anchors.json"
#: Characters of the source around a quote read for the prose around it, where no part of the quote anchors.
AROUND = 240


def source_iri(source: Source, quote: Quote) -> str:
    """The IRI an annotation of ``quote`` targets: the PDF of arXiv:2606.01390 v1 for the revision, a seed's
    confirmed public address (:data:`ADDRESSES`), else a URN naming the seed's file (no address of its text was
    confirmed: ``book/references.md``).

    Raises
    ------
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    if source is REVISION:
        return POSTED_PDF
    return ADDRESSES[source.key][0] if source.key in ADDRESSES else f"{BASE}source:{source.file}"


def _check_pair(source, quote) -> None:
    _validate.instance(source, "source", Source, "an lcp.record.sources.Source (lcp.record.sources.REVISION, ...)")
    _validate.instance(quote, "quote", Quote, "an lcp.record.sources.Quote")


def _rows(rows, name: str = "rows") -> tuple:
    """``rows`` as a tuple of record rows (errata and claims), else a TypeError naming ``name``."""
    return _validate.records(rows, name, Row)


def rendered(source: Source) -> str:
    """The text a reader sees of ``source``: main.pdf's text layer (pages joined by a space), or the seed rendered.

    Raises
    ------
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source`.
    """
    _validate.instance(source, "source", Source, "an lcp.record.sources.Source (lcp.record.sources.REVISION, ...)")
    if source is REVISION:
        return _rendered.pdf_document()[0]
    return _rendered.seed_text(path(source))


def pdf_pages() -> tuple[str, ...]:
    """The text layer of the revision's compiled ``main.pdf``, page by page, whitespace normalised (stored in
    ``lcp/data/main-pdf-text.json`` with the PDF's SHA-256; a ValueError if the PDF here is another)."""
    return _rendered.pdf_pages()


def rendered_quote(source: Source, quote: Quote) -> str:
    """``quote`` as a reader of ``source`` sees it: its LaTeX (the revision) or Markdown (a seed) rendered, the math
    in Unicode.

    Raises
    ------
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    return (_rendered.latex_text if source is REVISION else _rendered.markdown_text)(quote.text)


@functools.lru_cache(maxsize=64)
def _source_text(file) -> str:
    return normalise(file.read_text(encoding="utf-8"))


def quote_key(source: Source, quote: Quote) -> str:
    """A quote's key in :data:`ANCHORS`: a digest of its source, file, anchor and words (16 hex digits).

    Examples
    --------
    >>> len(quote_key(REVISION, Quote("Theorem", "the value", "lcp")))
    16
    """
    _check_pair(source, quote)
    return hashlib.sha256("\x1f".join((source.key, quote.file, quote.at, quote.text)).encode()).hexdigest()[:16]


def text_digest(source: Source) -> str:
    """The SHA-256 (16 hex digits) of ``source``'s rendered text, against which the stored anchors were found.

    Raises
    ------
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source`.
    """
    return hashlib.sha256(rendered(source).encode()).hexdigest()[:16]


@functools.lru_cache(maxsize=1)
def _stored() -> dict:
    try:
        return json.loads(ANCHORS.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"texts": {}, "anchors": {}}


@functools.lru_cache(maxsize=16)
def _current(source: Source) -> bool:
    """Whether the stored anchors of ``source`` were found in its rendered text as it is now."""
    return _stored()["texts"].get(source.key) == text_digest(source)


def _find(source: Source, quote: Quote) -> tuple[int, int, str]:
    """The span of ``quote`` in the rendered text and how it anchored (the stored anchor while its text is current)."""
    stored = _stored()["anchors"].get(quote_key(source, quote))
    if stored is not None and _current(source):
        return stored[0], stored[1], stored[2]
    return find(source, quote)


def find(source: Source, quote: Quote) -> tuple[int, int, str]:
    """The span of ``quote`` in ``source``'s rendered text, found afresh, and how it anchors (:func:`anchoring`).

    Raises
    ------
    ValueError
        If neither the quote nor the prose around it stands in the rendered text.
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    text = rendered(source)
    markups = ("latex",) if source is REVISION else ("markdown", "latex")  # a seed's quote may lie inside its math
    hits = [h for h in (_rendered.anchor(text, quote.text, quote.at, m) for m in markups) if h is not None]
    if hits:
        start, end, whole = max(hits, key=lambda h: (h[2], h[1] - h[0]))
        return start, end, "whole" if whole else "part"
    body = _source_text(path(source, quote.file))
    exact, at = normalise(quote.text), normalise(quote.at)
    k = body.find(exact, max(0, body.find(at)))
    if k < 0:
        raise ValueError(f"quote {exact[:60]!r} does not stand in {source.key}")
    before = body[max(0, k - AROUND) : k].split(" ", 1)[-1]  # whole words only
    after = body[k + len(exact) : k + len(exact) + AROUND].rsplit(" ", 1)[0]
    markup = "latex" if source is REVISION else "markdown"
    hit = _rendered.anchor(text, f"{before} {after}", quote.at, markup, share=10**9)
    if hit is None:
        raise ValueError(f"neither quote {exact[:60]!r} nor the prose around it stands in {source.key} as rendered")
    return hit[0], hit[1], "around"


def _write_anchors(rows: Iterable) -> dict:
    """Find every quote of ``rows`` afresh and store the spans in :data:`ANCHORS`, with the digests of the texts
    they were found in (``python -m lcp.record.annotations --anchors``); returns what it wrote."""
    anchors, texts = {}, {}
    for row in _rows(rows):
        for source, quote in ((row.source, row.quote), (REVISION, row.revision_quote)):
            if quote is not None:
                anchors[quote_key(source, quote)] = list(find(source, quote))
                texts[source.key] = text_digest(source)
    data = {
        "note": "Where each quote of the errata and claims stands in its source as a reader sees it (start, end, how: "
        "lcp.record.annotations.anchoring), and the digest of each rendered text; written by python -m "
        "lcp.record.annotations --anchors.",
        "texts": dict(sorted(texts.items())),
        "anchors": dict(sorted(anchors.items())),
    }
    ANCHORS.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
    _stored.cache_clear()
    _current.cache_clear()
    return data


def anchoring(source: Source, quote: Quote) -> str:
    """How ``quote`` anchors in ``source``'s rendered text: ``"whole"`` (all its words), ``"part"`` (the longest run
    of its words that stands there) or ``"around"`` (the prose around it: a figure, a formula laid out apart).

    Raises
    ------
    ValueError
        If neither the quote nor the prose around it stands in the rendered text.
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    return _find(source, quote)[2]


def selector(source: Source, quote: Quote) -> list[dict[str, Any]]:
    """The selectors of ``quote`` in ``source``'s rendered text: a ``TextQuoteSelector`` matching once, a
    ``TextPositionSelector`` and, in main.pdf, the page (a ``FragmentSelector`` refined by the position on it).

    Raises
    ------
    ValueError
        If neither the quote nor the prose around it stands in the rendered text, or no context makes it match
        once.
    TypeError
        If ``source`` is not a :class:`lcp.record.sources.Source` or ``quote`` not a :class:`lcp.record.sources.Quote`.
    """
    _check_pair(source, quote)
    text = rendered(source)
    start, end, _ = _find(source, quote)
    exact = text[start:end]
    for n in CONTEXT_CHARS:
        prefix, suffix = text[max(0, start - n) : start], text[end : end + n]
        if matches(text, prefix, exact, suffix) == 1:
            break
    else:
        raise ValueError(f"quote {exact[:60]!r} matches {source.key} more than once with any context")
    out: list[dict[str, Any]] = [
        {"type": "TextQuoteSelector", "exact": exact, "prefix": prefix, "suffix": suffix},
        {"type": "TextPositionSelector", "start": start, "end": end},
    ]
    if source is REVISION:
        page = _rendered.page_of(start)
        first = _rendered.pdf_document()[1][page - 1]
        out.append(
            {
                "type": "FragmentSelector",
                "conformsTo": PDF_FRAGMENT,
                "value": f"page={page}",
                "refinedBy": {"type": "TextPositionSelector", "start": start - first, "end": end - first},
            }
        )
    return out


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


#: Exponents and subscripts a body writes with Unicode's small characters; any other is written ``^(...)``,
#: ``_(...)`` (the selectors, read in text layers that print them on the line, keep them plain).
_SUPER = dict(zip("0123456789+-=()ni*", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ∗"))
_SUB = dict(zip("0123456789+-=()", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎"))
_SCRIPT = (re.compile(r"([\^_])()([A-Za-z0-9*])"), re.compile(r"([\^_])\{([^{}\\]*)\}()"))  # x_2 first, then ^{...}
_MATH = re.compile(r"\$\$.+?\$\$|(?<![\\$])\$(?!\$).+?(?<!\\)\$", re.S)
_CARET, _LOW = "\ue000", "\ue001"  # kept through the rendering, which drops ^ and _


def _scripts(math: str) -> str:
    """``math`` (LaTeX) with each exponent and subscript written small where Unicode has the characters."""

    def one(m: re.Match) -> str:
        mark, body = m.group(1), m.group(2) or m.group(3)
        table = _SUPER if mark == "^" else _SUB
        if body.replace(" ", "") and all(c in table for c in body.replace(" ", "")):
            return "".join(table[c] for c in body.replace(" ", ""))
        if mark == "_" and len(body) == 1:
            return body  # x_a: a letter's subscript stays beside it, as printed
        return (_CARET if mark == "^" else _LOW) + "(" + body + ")"

    for script in _SCRIPT:
        math = script.sub(one, math)
    return math


def _html(markdown: str) -> str:
    """A field of the record (Markdown with LaTeX math) as HTML-escaped text, the math written in Unicode
    (exponents and subscripts small: :func:`_scripts`)."""
    text = _rendered.markdown_text(_MATH.sub(lambda m: _scripts(m.group(0)), markdown))
    return html.escape(text.replace(_CARET, "^").replace(_LOW, "_"), quote=False)


def _bodies(row) -> list[dict[str, str]]:
    def text(value: str, purpose: str) -> dict[str, str]:
        return {"type": "TextualBody", "purpose": purpose, "value": value, "format": "text/plain", "language": "en"}

    if row.kind == "erratum":
        value = (
            f"<p><b>{row.id}</b> ({row.severity} erratum)</p><p>As printed: {_html(row.printed)}</p>"
            f"<p>Correction: {_html(row.corrected)}</p>"
        )
    else:
        value = f"<p><b>{row.id}</b> (claim, {row.status}, {row.severity})</p><p>{_html(row.statement)}</p>"
    main = {"type": "TextualBody", "purpose": "editing" if row.kind == "erratum" else "assessing", "value": value}
    main.update(format="text/html", language="en")
    return [main, text(row.severity, "tagging"), text(row.kind, "classifying")]


def _target(source: Source, quote: Quote) -> dict[str, Any]:
    target: dict[str, Any] = {"source": source_iri(source, quote), "selector": selector(source, quote)}
    if source is REVISION:
        target["scope"] = POSTED
    elif source.key in ADDRESSES and ADDRESSES[source.key][1] != target["source"]:
        target["scope"] = ADDRESSES[source.key][1]
    return target


def of_row(row) -> dict[str, Any]:
    """The annotation of one row: its quote in its source and, for another source's row the revision still
    prints, the revision's words, as its targets.

    ``row`` is an erratum or a claim (:class:`lcp.record.Row`); anything else is a TypeError naming it.
    """
    _validate.instance(row, "row", Row, "an erratum or claim row (lcp.record.errata.ERRATA, lcp.record.claims.CLAIMS)")
    targets = [_target(row.source, row.quote)] if row.quote is not None else []
    if row.revision_quote is not None and (row.source is not REVISION or row.revision_quote != row.quote):
        targets.append(_target(REVISION, row.revision_quote))
    return {
        "@context": CONTEXT,
        "id": f"{BASE}{row.id}",
        "type": "Annotation",
        "motivation": "editing" if row.kind == "erratum" else "assessing",
        "body": _bodies(row),
        "target": targets[0] if len(targets) == 1 else targets,
    }


def collection(rows: Iterable) -> dict[str, Any]:
    """Every row's annotation as one ``AnnotationCollection`` with one ``AnnotationPage`` (JSON-LD).

    ``rows`` is an iterable of erratum and claim rows (:class:`lcp.record.Row`); anything else is a TypeError
    naming it.
    """
    items = [of_row(row) for row in _rows(rows)]
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
    """``python -m lcp.record.annotations``: the errata and the claims as Web Annotations, on standard output
    (with ``--anchors``: find every quote afresh and write :data:`ANCHORS`)."""
    from lcp.record import claims, errata

    print(to_jsonld((*errata.ERRATA, *claims.CLAIMS)), end="")


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["--anchors"]:
        from lcp.record import claims, errata

        written = _write_anchors((*errata.ERRATA, *claims.CLAIMS))
        print(f"{len(written['anchors'])} quotes anchored, written to {ANCHORS}")
    elif sys.argv[1:]:
        raise SystemExit("usage: python -m lcp.record.annotations [--anchors]")
    else:
        main()
