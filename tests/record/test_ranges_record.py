"""Documented ranges are the accepted ranges (issue 35): lcp.record and the record's tables (lcp.record.errata, lcp.record.claims).

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import dataclasses
import json

from hypothesis import strategies as st

from _ranges import (
    SCRATCH,
    Entries,
    Range,
    choice,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
)
from lcp import record
from lcp.record import claims, errata, severity, sources
from lcp.record.claims import Claim
from lcp.record.errata import Erratum

ENTRIES = Entries()
register = ENTRIES.register

register(
    "lcp.record.severity.problems",
    lambda errata, claims: severity.problems(errata, claims),
    errata=Range(st.sampled_from([errata.ERRATA, errata.ERRATA[:5], ()]), st.sampled_from([None, "E-man-001", [3]])),
    claims=Range(st.sampled_from([claims.CLAIMS, claims.CLAIMS[:5], ()]), st.sampled_from([None, 3, [errata]])),
)
register(
    "lcp.record.severity.twin_problems",
    lambda errata, claims: severity.twin_problems(errata, claims),
    errata=Range(st.sampled_from([errata.ERRATA, errata.ERRATA[:5], ()]), st.sampled_from([None, "E-man-001", [3]])),
    claims=Range(st.sampled_from([claims.CLAIMS, claims.CLAIMS[:5], ()]), st.sampled_from([None, 3, [errata]])),
)
RECORD_ROWS = Range(st.sampled_from([*errata.ERRATA[:3], *claims.CLAIMS[:3]]), st.sampled_from([None, "E-man-001", 3]))
register("lcp.record.check", lambda row: record.check(row), row=RECORD_ROWS)
register(
    "lcp.record.check_table",
    lambda rows, retired: record.check_table(rows, retired),
    rows=Range(st.sampled_from([errata.ERRATA, claims.CLAIMS]), st.sampled_from([None, ["row"], "rows"])),
    retired=Range(st.sampled_from([errata.RETIRED, ()]), st.sampled_from([None, "E-man-001", [3]])),
)
TAKEN = [r.id for r in errata.ERRATA] + [r.id for r in claims.CLAIMS]
register(
    "lcp.record.next_id",
    lambda kind, source, taken: record.next_id(kind, source, taken),
    check=lambda a, r: (
        r not in a["taken"] and int(r[-3:]) == 1 + max([int(i[-3:]) for i in a["taken"] if i[:6] == r[:6]], default=0)
    ),
    kind=choice(*record.KINDS, outside=("X", None, [])),
    source=choice(*sources.SOURCES, outside=(None, "revision")),
    taken=Range(st.just(TAKEN), st.sampled_from([None, "E-rev-001", ["E-rev-abc"], [3]])),
)
register(
    "lcp.record.field_order",
    lambda cls: record.field_order(cls),
    check=lambda a, r: sorted(r) == sorted(f.name for f in dataclasses.fields(a["cls"])),
    cls=choice(Erratum, Claim, outside=(None, "Erratum", int)),
)
register(
    "lcp.record.as_dict",
    lambda row: record.as_dict(row),
    check=lambda a, r: r["id"] == a["row"].id and r["source"] == a["row"].source.key,
    row=RECORD_ROWS,
)
TABLES = {"errata": errata.ERRATA[:3], "claims": claims.CLAIMS[:3]}
TABLE_ROWS = Range(
    st.just("own"), st.sampled_from([None, [1], "rows", "mixed"])
)  # own: the kind's rows; mixed: both kinds


def _table(rows, kind):
    return (
        (TABLES.get(kind, errata.ERRATA[:1]) if isinstance(kind, str) else errata.ERRATA[:1])
        if rows == "own"
        else [*errata.ERRATA[:1], *claims.CLAIMS[:1]]
        if rows == "mixed"
        else rows
    ), kind


KIND = choice("errata", "claims", outside=("claim", None, []))
register(
    "lcp.record.document",
    lambda rows, kind: record.document(*_table(rows, kind)),
    check=lambda a, r: [row["id"] for row in r["rows"]] == [row.id for row in TABLES[a["kind"]]],
    rows=TABLE_ROWS,
    kind=KIND,
)
register(
    "lcp.record.to_json",
    lambda rows, kind: record.to_json(*_table(rows, kind)),
    check=lambda a, r: json.loads(r) == record.document(TABLES[a["kind"]], a["kind"]),
    rows=TABLE_ROWS,
    kind=KIND,
)
register(
    "lcp.record.to_csv",
    lambda rows, kind: record.to_csv(*_table(rows, kind)),
    check=lambda a, r: (
        [row["id"] for row in __import__("csv").DictReader(r.splitlines())] == [row.id for row in TABLES[a["kind"]]]
    ),
    rows=TABLE_ROWS,
    kind=KIND,
)
register("lcp.record.csv_columns", lambda kind: record.csv_columns(kind), check=lambda a, r: r[0] == "id", kind=KIND)
register(
    "lcp.record.write_data",
    lambda folder: record.write_data(folder),
    check=lambda a, r: (
        sorted(p.name for p in r) == ["claims.csv", "claims.json", "errata.csv", "errata.json"]
        and all(p.is_file() for p in r)
    ),
    folder=Range(
        st.sampled_from([SCRATCH / "record-data", str(SCRATCH / "record-data")]), st.sampled_from([None, 3, b"data"])
    ),
)

test_documented_ranges = ENTRIES.test()
