"""Documented ranges are the accepted ranges (issue 35): lcp.record.annotations.

The entries' format and how they run: tests/_ranges.py. Reading the quotes needs the source texts
(lcp.record.sources.shared_dir), as the module's own tests do.
"""

from __future__ import annotations

import contextlib
import io
import json
import re

from hypothesis import strategies as st

from _ranges import (
    Entries,
    Range,
    any_text,
)
from lcp.record import annotations, claims, errata, sources

ENTRIES = Entries()
register = ENTRIES.register

# --- lcp.record.annotations (issue 50) --------------------------------------------------------------------------------

ROWS = [*errata.ERRATA[:3], *claims.CLAIMS[:3]]  # a few rows of each kind, with and without a revision quote
QUOTED = [(r.source, r.quote) for r in ROWS if r.quote is not None]
SOURCE = Range(st.sampled_from([s for s, _ in QUOTED]), st.sampled_from([None, "revision", 3]))
QUOTE = Range(st.sampled_from([q for _, q in QUOTED]), st.sampled_from([None, "words", ("at", "text")]))
ROW = Range(st.sampled_from(ROWS), st.sampled_from([None, "E-rev-003", {"id": "E-rev-003"}]))
ROW_LISTS = Range(
    st.lists(st.sampled_from(ROWS), max_size=3, unique=True), st.sampled_from([None, 3, "E-rev-003", [None], [{}]])
)


def _count(text, whole):
    """Overlapping occurrences of whole in text, by a lookahead regex (independent of matches' find loop)."""
    return len(re.findall(f"(?=({re.escape(whole)}))", text))


def _selector_check(a, r):
    quote, position = r[0], r[1]
    text = annotations.rendered(a["source"])
    return (
        quote["type"] == "TextQuoteSelector"
        and _count(text, quote["prefix"] + quote["exact"] + quote["suffix"]) == 1
        and text[position["start"] : position["end"]] == quote["exact"]
    )


def _collection_check(a, r):
    ids = [x["id"] for x in r["first"]["items"]]
    return r["total"] == len(ids) == len(a["rows"]) and len(set(ids)) == len(ids)


register(
    "lcp.record.annotations.source_iri",
    lambda source, quote: annotations.source_iri(source, quote),
    check=lambda a, r: (
        r
        == (
            annotations.POSTED_PDF
            if a["source"] is sources.REVISION
            else annotations.ADDRESSES.get(a["source"].key, (f"urn:lcp-companion:source:{a['source'].file}",))[0]
        )
    ),
    source=SOURCE,
    quote=QUOTE,
)
register(
    "lcp.record.annotations.rendered",
    lambda source: annotations.rendered(source),
    check=lambda a, r: isinstance(r, str) and r == sources.normalise(r),
    source=SOURCE,
)
register(
    "lcp.record.annotations.pdf_pages",
    lambda: annotations.pdf_pages(),
    check=lambda a, r: " ".join(r) == annotations.rendered(sources.REVISION),
)
register(
    "lcp.record.annotations.rendered_quote",
    lambda source, quote: annotations.rendered_quote(source, quote),
    check=lambda a, r: isinstance(r, str) and "$" not in r.replace("\\$", ""),
    source=SOURCE,
    quote=QUOTE,
)
register(
    "lcp.record.annotations.text_digest",
    lambda source: annotations.text_digest(source),
    check=lambda a, r: re.fullmatch("[0-9a-f]{16}", r) is not None,
    source=SOURCE,
)
register(
    "lcp.record.annotations.quote_key",
    lambda source, quote: annotations.quote_key(source, quote),
    check=lambda a, r: re.fullmatch("[0-9a-f]{16}", r) is not None,
    source=SOURCE,
    quote=QUOTE,
)
# only the pairs of one row stand in each other's text: the others are drawn for the outside calls
ONE_SOURCE, ONE_QUOTE = Range(st.just(QUOTED[0][0]), SOURCE.outside), Range(st.just(QUOTED[0][1]), QUOTE.outside)
register(
    "lcp.record.annotations.selector",
    lambda source, quote: annotations.selector(source, quote),
    check=lambda a, r: _selector_check(a, r),
    source=ONE_SOURCE,
    quote=ONE_QUOTE,
)
register(
    "lcp.record.annotations.find",
    lambda source, quote: annotations.find(source, quote),
    check=lambda a, r: (
        0 <= r[0] < r[1] <= len(annotations.rendered(a["source"])) and r[2] in ("whole", "part", "around")
    ),
    source=ONE_SOURCE,
    quote=ONE_QUOTE,
)
register(
    "lcp.record.annotations.anchoring",
    lambda source, quote: annotations.anchoring(source, quote),
    check=lambda a, r: r == annotations.find(a["source"], a["quote"])[2],
    source=ONE_SOURCE,
    quote=ONE_QUOTE,
)
register(
    "lcp.record.annotations.matches",
    lambda text, prefix, exact, suffix: annotations.matches(text, prefix, exact, suffix),
    check=lambda a, r: r == _count(a["text"], a["prefix"] + a["exact"] + a["suffix"]),
    text=Range(st.text("ab ", max_size=20), any_text().outside),
    prefix=Range(st.text("ab", max_size=2), any_text().outside),
    exact=Range(st.text("ab", min_size=1, max_size=2), any_text().outside),
    suffix=Range(st.text("ab", max_size=2), any_text().outside),
)
register(
    "lcp.record.annotations.of_row",
    lambda row: annotations.of_row(row),
    check=lambda a, r: (
        r["id"] == f"urn:lcp-companion:{a['row'].id}"
        and all(
            t["selector"][0]["type"] == "TextQuoteSelector"
            for t in (r["target"] if isinstance(r["target"], list) else [r["target"]])
        )
    ),
    row=ROW,
)
register(
    "lcp.record.annotations.collection",
    lambda rows: annotations.collection(rows),
    check=_collection_check,
    rows=ROW_LISTS,
)
register(
    "lcp.record.annotations.to_jsonld",
    lambda rows: annotations.to_jsonld(rows),
    check=lambda a, r: r.endswith("\n") and json.loads(r) == annotations.collection(a["rows"]),
    rows=ROW_LISTS,
)


def _main():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        annotations.main()
    return out.getvalue()


register(
    "lcp.record.annotations.main",
    lambda: _main(),
    check=lambda a, r: json.loads(r)["total"] == len((*errata.ERRATA, *claims.CLAIMS)),
)

test_documented_ranges = ENTRIES.test()
