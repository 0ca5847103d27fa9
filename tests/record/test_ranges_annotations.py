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
    body = sources.normalise(sources.path(a["source"], a["quote"].file).read_text(encoding="utf-8"))
    whole = r["prefix"] + r["exact"] + r["suffix"]
    return (
        r["type"] == "TextQuoteSelector"
        and r["exact"] == sources.normalise(a["quote"].text)
        and _count(body, whole) == 1
    )


def _collection_check(a, r):
    ids = [x["id"] for x in r["first"]["items"]]
    expected = sum(1 + (row.revision_quote is not None) for row in a["rows"])
    return r["total"] == len(ids) == expected and len(set(ids)) == len(ids)


register(
    "lcp.record.annotations.source_iri",
    lambda source, quote: annotations.source_iri(source, quote),
    check=lambda a, r: r.endswith(".tex") if a["source"] is sources.REVISION else r.endswith(a["source"].file),
    source=SOURCE,
    quote=QUOTE,
)
register(
    "lcp.record.annotations.selector",
    lambda source, quote: annotations.selector(source, quote),
    # only the pairs of one row stand in each other's text: the others are drawn for the outside calls
    check=lambda a, r: _selector_check(a, r),
    source=Range(st.just(QUOTED[0][0]), SOURCE.outside),
    quote=Range(st.just(QUOTED[0][1]), QUOTE.outside),
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
        len(r) == 1 + (a["row"].revision_quote is not None)
        and all(x["target"]["selector"]["type"] == "TextQuoteSelector" for x in r)
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
    check=lambda a, r: (
        json.loads(r)["total"] == sum(len(annotations.of_row(x)) for x in (*errata.ERRATA, *claims.CLAIMS))
    ),
)

test_documented_ranges = ENTRIES.test()
