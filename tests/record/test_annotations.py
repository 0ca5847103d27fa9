"""lcp.record.annotations: the record as W3C Web Annotations that anchor where the paper is read (issues 50, 60).

The export has the Web Annotation model's structure (a JSON Schema of the model's required parts, written here
from the W3C Recommendation, no network); each row is one annotation; every selector anchors, by the W3C
rules (``prefix + exact + suffix`` stands once; the position and the page give the same words), in the text a
reader sees: the text layer of the compiled ``main.pdf`` for the revision (stored once, its digest checked
against the PDF where the PDF is here) and the rendered Markdown of a seed.
No two annotations share target and body, and no body holds LaTeX or Markdown."""

from __future__ import annotations

import hashlib
import html.parser
import json
import re
import unicodedata

import jsonschema
import pytest

from lcp.record import annotations, claims, errata
from lcp.record.sources import REVISION, by_key, shared_dir

pytestmark = pytest.mark.skipif(not shared_dir().is_dir(), reason="the source texts (../shared) are not here")

_TEXT = {
    "type": "object",
    "required": ["type", "value", "purpose", "format"],
    "properties": {
        "type": {"const": "TextualBody"},
        "value": {"type": "string", "minLength": 1},
        "purpose": {"enum": ["editing", "assessing", "tagging", "classifying", "commenting"]},
        "format": {"enum": ["text/plain", "text/html"]},
        "language": {"const": "en"},
    },
}
_POSITION = {
    "type": "object",
    "required": ["type", "start", "end"],
    "additionalProperties": False,
    "properties": {
        "type": {"const": "TextPositionSelector"},
        "start": {"type": "integer", "minimum": 0},
        "end": {"type": "integer", "minimum": 0},
    },
}
_QUOTE = {
    "type": "object",
    "required": ["type", "exact", "prefix", "suffix"],
    "additionalProperties": False,
    "properties": {
        "type": {"const": "TextQuoteSelector"},
        "exact": {"type": "string", "minLength": 1},
        "prefix": {"type": "string"},
        "suffix": {"type": "string"},
    },
}
_PAGE = {
    "type": "object",
    "required": ["type", "conformsTo", "value", "refinedBy"],
    "additionalProperties": False,
    "properties": {
        "type": {"const": "FragmentSelector"},
        "conformsTo": {"const": "http://tools.ietf.org/rfc/rfc3778"},
        "value": {"type": "string", "pattern": "^page=[1-9][0-9]*$"},
        "refinedBy": _POSITION,
    },
}
_TARGET = {
    "type": "object",
    "required": ["source", "selector"],
    "additionalProperties": False,
    "properties": {
        "source": {"type": "string", "pattern": "^(https://|urn:)"},
        "scope": {"type": "string", "pattern": "^https://"},
        "selector": {
            "type": "array",
            "minItems": 2,
            "prefixItems": [_QUOTE, _POSITION, _PAGE],  # the page: in main.pdf only
            "items": False,
        },
    },
}
#: The Web Annotation Data Model (W3C Recommendation, 2017), the parts the export uses: an Annotation with an
#: id, a motivation, bodies and one or more targets (sec. 3.1-3.2), a SpecificResource with a source and its
#: selectors (TextQuoteSelector 4.2.4, TextPositionSelector 4.2.5, a FragmentSelector refined by another,
#: 4.2.1 and 4.2.9), in an AnnotationCollection with an AnnotationPage (sec. 5).
SCHEMA = {
    "type": "object",
    "required": ["@context", "id", "type", "total", "first"],
    "properties": {
        "@context": {"const": "http://www.w3.org/ns/anno.jsonld"},
        "id": {"type": "string", "format": "uri"},
        "type": {"const": "AnnotationCollection"},
        "total": {"type": "integer"},
        "first": {
            "type": "object",
            "required": ["id", "type", "items"],
            "properties": {
                "type": {"const": "AnnotationPage"},
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["id", "type", "motivation", "body", "target"],
                        "additionalProperties": False,
                        "properties": {
                            "id": {"type": "string", "pattern": "^urn:lcp-companion:[EC]-[a-z]{3}-\\d{3}$"},
                            "type": {"const": "Annotation"},
                            "motivation": {"enum": ["editing", "assessing"]},
                            "body": {"type": "array", "minItems": 1, "items": _TEXT},
                            "target": {"anyOf": [_TARGET, {"type": "array", "minItems": 2, "items": _TARGET}]},
                        },
                    },
                },
            },
        },
    },
}

ROWS = (*errata.ERRATA, *claims.CLAIMS)
#: LaTeX or Markdown left in a body: a command, a sub- or superscript group, $...$ math (a dollar amount such as
#: "$0.20 ... lose $0.10" is prose: Markdown math opens and closes on a non-space), emphasis marks, a link.
MARKUP = re.compile(r"\\[A-Za-z]+|[_^]\{|\$(?! )[^$]+(?<! )\$|\*\*|\]\(")


PDF = shared_dir() / "sources" / "lcp-revised-2026-02" / "main" / "main.pdf"
PDF_TEXT = annotations.ANCHORS.parent / "main-pdf-text.json"


def skeleton(text: str) -> str:
    """Letters and digits, ligatures unfolded, lower case (written here, apart from the package's)."""
    return "".join(c for c in unicodedata.normalize("NFKC", text).lower() if c.isalnum())


@pytest.fixture(scope="module")
def exported() -> dict:
    return json.loads(json.dumps(annotations.collection(ROWS)))  # what a client reads (to_jsonld: the ranges tests)


def _targets(a: dict) -> list[dict]:
    return a["target"] if isinstance(a["target"], list) else [a["target"]]


def _text(target: dict) -> str:
    """The text a client shows of a target's source: main.pdf's text layer, or the seed rendered."""
    if target["source"] == annotations.POSTED_PDF:
        return " ".join(annotations.pdf_pages())
    public = {address: key for key, (address, _) in annotations.ADDRESSES.items()}
    return annotations.rendered(by_key(public.get(target["source"]) or target["source"].rsplit(":", 1)[1]))


def test_the_export_is_a_web_annotation_collection(exported):
    jsonschema.validate(exported, SCHEMA)
    items = exported["first"]["items"]
    assert exported["total"] == len(items)


def test_each_row_is_one_annotation(exported):
    ids = [a["id"] for a in exported["first"]["items"]]
    assert sorted(ids) == sorted(f"urn:lcp-companion:{r.id}" for r in ROWS)  # no ":revision" twins


def test_the_revision_targets_the_posted_paper(exported):
    by_id = {f"urn:lcp-companion:{r.id}": r for r in ROWS}
    for a in exported["first"]["items"]:
        row, targets = by_id[a["id"]], _targets(a)
        revision = [t for t in targets if t["source"] == "https://arxiv.org/pdf/2606.01390v1"]
        assert len(revision) == int(row.source is REVISION or row.revision_quote is not None), a["id"]
        assert all(t["scope"] == "https://arxiv.org/abs/2606.01390v1" for t in revision), a["id"]
        assert len({t["source"] for t in targets}) == len(targets), a["id"]  # one target per source


def test_a_seed_targets_its_confirmed_address_else_a_urn(exported):
    """The manuscript, the draft and the blog post target their public addresses (a PDF at a fixed commit of
    the author's repository, the blog's page), the scope naming the page that shows a PDF; the finite-deck paper
    and the thesis, whose own addresses were not confirmed, a URN naming their file."""
    by_id = {f"urn:lcp-companion:{r.id}": r for r in ROWS}
    seen = set()
    for a in exported["first"]["items"]:
        row = by_id[a["id"]]
        if row.source is REVISION or row.quote is None:
            continue
        (target,) = [t for t in _targets(a) if t["source"] != annotations.POSTED_PDF]
        if row.source.key in ("manuscript", "draft"):
            assert target["source"].startswith(
                "https://raw.githubusercontent.com/andrew-spears/poker_variant_analysis/"
            )
            assert target["scope"].startswith("https://github.com/andrew-spears/poker_variant_analysis/blob/")
            assert target["source"].endswith(".pdf") and re.search("/[0-9a-f]{40}/", target["source"]), a["id"]
        elif row.source.key == "blog":
            assert target["source"] == "https://laurentlessard.com/bookproofs/toddler-poker/" and "scope" not in target
        else:
            assert target["source"] == f"urn:lcp-companion:source:{row.source.file}", a["id"]
        seen.add(row.source.key)
    assert {"manuscript", "draft", "blog", "finite-decks", "thesis"} <= seen


def test_every_selector_anchors_in_the_rendered_text(exported):
    pages = annotations.pdf_pages()
    assert annotations.rendered(REVISION) == " ".join(pages)
    for a in exported["first"]["items"]:
        for t in _targets(a):
            text = _text(t)
            quote, position, *page = t["selector"]
            whole = quote["prefix"] + quote["exact"] + quote["suffix"]
            first = text.find(whole)
            assert first >= 0 and text.find(whole, first + 1) == -1, a["id"]  # once, overlaps counted
            assert text[position["start"] : position["end"]] == quote["exact"], a["id"]
            assert first + len(quote["prefix"]) == position["start"], a["id"]
            if t["source"] == annotations.POSTED_PDF:
                (fragment,) = page
                n, on = int(fragment["value"].removeprefix("page=")), fragment["refinedBy"]
                assert pages[n - 1][on["start"] : on["end"]] == quote["exact"], a["id"]
            else:
                assert page == [], a["id"]


def test_no_selector_shows_markup_a_reader_does_not_see(exported):
    """A selector's words are rendered text: no HTML tag or entity, no TeX command (a seed's transcription mangled
    three footnote marks into ``<sup>&</sup>lt;sup>``, read as the marks they are; the blog's ``\\[...\\]`` is
    MathJax's math; the finite-deck transcription leaves ``\\mathcal{P}`` in its prose). A ``$`` may be money."""
    leftover = re.compile(r"</?[A-Za-z][^>]*>|&[a-z]+;|\\[A-Za-z]+")
    found = [
        (a["id"], part, quote[part])
        for a in exported["first"]["items"]
        for t in _targets(a)
        for quote in t["selector"][:1]
        for part in ("prefix", "exact", "suffix")
        if leftover.search(quote[part])
    ]
    assert not found, found


def test_a_whole_quote_selects_the_rows_words(exported):
    """Where a quote anchors whole, the selected words are the quote's, as rendered (letters and digits)."""
    by_id = {f"urn:lcp-companion:{r.id}": r for r in ROWS}
    checked = 0
    for a in exported["first"]["items"]:
        row = by_id[a["id"]]
        pairs = [(row.source, row.quote)]
        if row.revision_quote is not None and row.source is not REVISION:
            pairs.append((REVISION, row.revision_quote))
        for t, (source, quote) in zip(_targets(a), pairs, strict=True):
            if annotations.anchoring(source, quote) != "whole":
                continue
            shown = skeleton(t["selector"][0]["exact"])
            assert shown == skeleton(annotations.rendered_quote(source, quote)) or (
                source is not REVISION and shown == skeleton(annotations.rendered_quote(REVISION, quote))
            ), a["id"]  # a seed's quote from inside its math is rendered as math
            checked += 1
    assert checked > 0.9 * sum(len(_targets(a)) for a in exported["first"]["items"])


def test_no_two_annotations_share_target_and_body(exported):
    seen = {json.dumps([a["target"], a["body"]], sort_keys=True) for a in exported["first"]["items"]}
    assert len(seen) == len(exported["first"]["items"])


class _Tags(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.open: list[str] = []

    def handle_starttag(self, tag, attrs):
        assert tag in ("p", "b"), tag
        self.open.append(tag)

    def handle_endtag(self, tag):
        assert self.open.pop() == tag


def test_every_body_is_html_free_of_latex(exported):
    for a in exported["first"]["items"]:
        for body in a["body"]:
            assert not MARKUP.search(body["value"]), (a["id"], MARKUP.search(body["value"]))
        main = a["body"][0]
        assert main["format"] == "text/html" and main["value"].startswith(f"<p><b>{a['id'].rsplit(':', 1)[1]}</b>")
        tags = _Tags()
        tags.feed(main["value"])
        assert tags.open == [], a["id"]  # every tag closed


def test_a_body_writes_powers_as_powers(exported):
    """An exponent the record writes ``^2`` or ``^{3}`` shows as ² or ³ in the body, not as a digit on the line:
    ``(1 + s)3`` would read as a product."""
    by_id = {f"urn:lcp-companion:{r.id}": r for r in ROWS}
    checked = 0
    for a in exported["first"]["items"]:
        row = by_id[a["id"]]
        fields = (row.printed, row.corrected) if row.kind == "erratum" else (row.statement,)
        for digit, small in (("2", "²"), ("3", "³")):
            if any(re.search(rf"\$[^$]*\^(\{{{digit}\}}|{digit})[^$]*\$", f) for f in fields):
                assert small in a["body"][0]["value"], a["id"]
                checked += 1
    assert checked >= 10


def test_the_stored_text_layer_is_main_pdfs():
    """The stored text layer was read from this main.pdf (its digest; reading it again with pypdf takes seconds:
    ``python -m lcp.record._rendered``), and the revision's targets are read in it."""
    if not PDF.is_file():
        pytest.skip("main.pdf is not here")
    stored = json.loads(PDF_TEXT.read_text(encoding="utf-8"))
    assert stored["pdf_sha256"] == hashlib.sha256(PDF.read_bytes()).hexdigest()
    assert len(stored["pages"]) == 60 and "Limit Continuous Poker" in stored["pages"][0]


def test_the_stored_anchors_are_current():
    """Every quote has a stored anchor found in its text as it is now, and a few found afresh agree."""
    stored = json.loads(annotations.ANCHORS.read_text(encoding="utf-8"))
    pairs = {(s, q) for r in ROWS for s, q in ((r.source, r.quote), (REVISION, r.revision_quote)) if q is not None}
    assert {annotations.quote_key(s, q) for s, q in pairs} == set(stored["anchors"])
    assert all(stored["texts"][s.key] == annotations.text_digest(s) for s in {s for s, _ in pairs})
    hows = {}
    for s, q in sorted(pairs, key=lambda p: annotations.quote_key(*p)):
        hows.setdefault(stored["anchors"][annotations.quote_key(s, q)][2], []).append((s, q))
    for how in ("whole", "part", "around"):
        for s, q in hows[how][:1]:
            assert list(annotations.find(s, q)) == stored["anchors"][annotations.quote_key(s, q)], (how, q)


def test_a_quote_missing_from_its_source_is_refused():
    row = next(r for r in errata.ERRATA if r.quote)
    with pytest.raises(ValueError, match="does not stand"):
        annotations.find(row.source, type(row.quote)(row.quote.at, "words the source never printed", row.quote.file))
