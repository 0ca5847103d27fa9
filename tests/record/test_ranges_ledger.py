"""Documented ranges are the accepted ranges (issue 35): lcp.record.ledger.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

from hypothesis import strategies as st

from _ranges import (
    Entries,
    Range,
    any_text,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
)
from lcp.record import ledger

ENTRIES = Entries()
register = ENTRIES.register

# --- lcp.record.ledger (issue 51) -------------------------------------------------------------------------------------


LEDGER_ENTRIES = [
    {
        "file": "a",
        "kind": "claim",
        "verdict": "holds",
        "locator": "a:001",
        "digest": "0" * 12,
        "first_words": "x",
        "block": "prose",
        "where": ["argument"],
        "note": "n",
        "readings": [{"role": "first reading", "kind": "claim", "verdict": "holds", "note": "n"}],
        "settlement": None,
    },
    {
        "file": "a",
        "kind": "other",
        "verdict": "not-assertion",
        "locator": "a:002",
        "digest": "1" * 12,
        "first_words": "y",
        "block": "heading",
        "where": [],
        "note": "",
        "readings": [],
        "settlement": None,
    },
]
BAD_ENTRIES = st.sampled_from([None, 3, [{"file": "a"}], [{**LEDGER_ENTRIES[0], "verdict": "maybe"}]])
register(
    "lcp.record.ledger.split_text",
    lambda text: ledger.split_text(text),
    check=lambda a, r: [s.number for s in r] == list(range(1, len(r) + 1)) and all(s.text.strip() for s in r),
    text=any_text(),
)
register("lcp.record.ledger.split", lambda: ledger.split(), check=lambda a, r: len(r) == len(ledger.load()))
register(
    "lcp.record.ledger.files", lambda: ledger.files(), check=lambda a, r: r[0] == "abstract" and len(r) == len(set(r))
)
register(
    "lcp.record.ledger.load",
    lambda folder: ledger.load(folder),
    check=lambda a, r: {e["file"] for e in r} == set(ledger.files()),
    folder=Range(st.just(ledger.DATA_DIR), st.sampled_from([3, None, "/nonexistent"])),
)
register(
    "lcp.record.ledger.coverage",
    lambda entries: ledger.coverage(entries),
    check=lambda a, r: (
        r
        == [
            {
                "file": "a",
                "sentences": 2,
                "assertive": 1,
                "holds": 1,
                "fails": 0,
                "unchecked": 0,
                "not-assertion": 1,
                "unread": 0,
                "read twice": 0,
                "settled": 0,
            }
        ]
    ),
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.record.ledger.second_reading_missing",
    lambda entries: ledger.second_reading_missing(entries),
    check=lambda a, r: r == ["a:001"],
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.record.ledger.weak_arguments",
    lambda entries: ledger.weak_arguments(entries, []),
    check=lambda a, r: r == ["a:001"],
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.record.ledger.export",
    lambda entries: ledger.export(entries),
    check=lambda a, r: r[1].count("\n") == 3 and '"S-rev-0002"' in r[0],
    entries=Range(st.just(LEDGER_ENTRIES), BAD_ENTRIES),
)
register(
    "lcp.record.ledger.main",
    lambda argv: ledger.main(argv),
    check=lambda a, r: r == 0,
    argv=Range(st.just(["--check"]), st.sampled_from([3, "--check", [3]])),
)

SENTENCES = ledger.split_text(r"\section{A} We bet $x$. The value is $1/14$.", "lcp")
register(
    "lcp.record.ledger.places",
    lambda sentences: ledger.places(sentences),
    check=lambda a, r: all(set(v) == {"page", "place", "shown"} for v in r.values()),
    sentences=Range(st.sampled_from([None, SENTENCES]), st.sampled_from([3, "lcp:001", [None]])),
)
register(
    "lcp.record.ledger.in_figures",
    lambda sentences: ledger.in_figures(sentences),
    check=lambda a, r: r <= {s.locator for s in a["sentences"]},
    sentences=Range(st.just(SENTENCES), st.sampled_from([None, 3, "lcp:001", [None]])),
)

test_documented_ranges = ENTRIES.test()
