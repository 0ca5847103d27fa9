"""lcp.record.annotations: the record as W3C Web Annotations (issue 50). The export has the Web Annotation model's
structure (a JSON Schema written from the W3C Web Annotation Data Model, no network), every row's every quote
is one annotation, and every TextQuoteSelector (prefix, exact and suffix) stands in its source text exactly
once, read again here from the source files."""

from __future__ import annotations

import json

import jsonschema
import pytest

from lcp.record import annotations, claims, errata
from lcp.record.sources import REVISION, normalise, path, shared_dir

pytestmark = pytest.mark.skipif(not shared_dir().is_dir(), reason="the source texts (../shared) are not here")

_TEXT = {
    "type": "object",
    "required": ["type", "value", "purpose"],
    "properties": {
        "type": {"const": "TextualBody"},
        "value": {"type": "string", "minLength": 1},
        "purpose": {"enum": ["editing", "assessing", "tagging", "classifying", "commenting"]},
        "format": {"const": "text/plain"},
        "language": {"const": "en"},
    },
}
#: The Web Annotation Data Model (W3C Recommendation, 2017), the parts the export uses: an Annotation with an
#: id, a motivation, bodies and a target (sec. 3.1-3.2), a SpecificResource with a source and a
#: TextQuoteSelector (sec. 4.2.4), in an AnnotationCollection with an AnnotationPage (sec. 5).
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
                            "id": {"type": "string", "pattern": "^urn:lcp-companion:[EC]-[a-z]{3}-\\d{3}(:revision)?$"},
                            "type": {"const": "Annotation"},
                            "motivation": {"enum": ["editing", "assessing"]},
                            "body": {"type": "array", "minItems": 1, "items": _TEXT},
                            "target": {
                                "type": "object",
                                "required": ["source", "selector"],
                                "additionalProperties": False,
                                "properties": {
                                    "source": {"type": "string", "pattern": "^(https://|urn:)"},
                                    "scope": {"type": "string", "pattern": "^https://"},
                                    "selector": {
                                        "type": "object",
                                        "required": ["type", "exact", "prefix", "suffix"],
                                        "additionalProperties": False,
                                        "properties": {
                                            "type": {"const": "TextQuoteSelector"},
                                            "exact": {"type": "string", "minLength": 1},
                                            "prefix": {"type": "string"},
                                            "suffix": {"type": "string"},
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
        },
    },
}

ROWS = (*errata.ERRATA, *claims.CLAIMS)


@pytest.fixture(scope="module")
def exported() -> dict:
    return json.loads(annotations.to_jsonld(ROWS))  # the text a tool reads, parsed back


def test_the_export_is_a_web_annotation_collection(exported):
    jsonschema.validate(exported, SCHEMA)
    items = exported["first"]["items"]
    assert exported["total"] == len(items)
    assert len({a["id"] for a in items}) == len(items)  # one id per annotation


def test_every_quote_is_one_annotation(exported):
    ids = {a["id"] for a in exported["first"]["items"]}
    wanted = {f"urn:lcp-companion:{r.id}" for r in ROWS if r.quote} | {
        f"urn:lcp-companion:{r.id}:revision" for r in ROWS if r.revision_quote
    }
    assert ids == wanted


def test_every_selector_matches_its_source_exactly_once(exported):
    by_id = {r.id: r for r in ROWS}
    texts: dict = {}
    for a in exported["first"]["items"]:
        row = by_id[a["id"].split(":")[2]]
        source, quote = (REVISION, row.revision_quote) if a["id"].endswith(":revision") else (row.source, row.quote)
        file = path(source, quote.file)
        if file not in texts:
            texts[file] = normalise(file.read_text(encoding="utf-8"))
        body = texts[file]
        s = a["target"]["selector"]
        assert s["exact"] == normalise(quote.text), a["id"]
        whole = s["prefix"] + s["exact"] + s["suffix"]
        first = body.find(whole)
        assert first >= 0 and body.find(whole, first + 1) == -1, a["id"]  # once, overlaps counted


def test_a_quote_missing_from_its_source_is_refused():
    row = next(r for r in errata.ERRATA if r.quote)
    with pytest.raises(ValueError, match="does not stand"):
        annotations.selector(
            row.source, type(row.quote)(row.quote.at, "words the source never printed", row.quote.file)
        )
