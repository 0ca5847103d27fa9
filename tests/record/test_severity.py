"""Every row's severity follows the written rubric (lcp.record.severity's rules), and every change of a released
severity is in the record's history (lcp.record.severity.REGRADED)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from lcp.record import SEVERITIES, claims, errata, severity

RELEASED = json.loads((Path(__file__).parents[1] / "released_severities.json").read_text())
ROWS = {r.id: r for r in (*errata.ERRATA, *claims.CLAIMS)}


def test_every_row_follows_the_rubric():
    assert severity.problems(errata.ERRATA, claims.CLAIMS) == []


def _regraded(table: str, row_id: str, grade: str) -> tuple[tuple, tuple]:
    """The two tables with one row given another severity."""
    tables = {"errata": list(errata.ERRATA), "claims": list(claims.CLAIMS)}
    rows = tables[table]
    i = next(k for k, r in enumerate(rows) if r.id == row_id)
    rows[i] = dataclasses.replace(rows[i], severity=grade)
    return tuple(tables["errata"]), tuple(tables["claims"])


@pytest.mark.parametrize(
    ("table", "row_id", "grade", "rule"),
    [
        ("errata", "E-rev-020", "moderate", "rule 1"),  # a cross-reference
        ("claims", "C-rev-041", "major", "rule 1"),  # misattributed
        ("errata", "E-ktz-010", "major", "rule 2"),  # its correction says 'not false'
        ("errata", "E-rev-006", "major", "rule 3"),  # the proof of Lemma A.1
        ("claims", "C-man-025", "moderate", "rule 5"),  # Lemma 7.1, proved
        ("claims", "C-rev-016", "major", "rule 6"),  # a feature of a figure, proved
        ("claims", "C-rev-050", "moderate", "rule 4"),  # its erratum E-rev-028 is major
        ("errata", "E-rev-028", "moderate", "rule 4"),  # ... and the other way round
    ],
)
def test_a_misgraded_row_is_caught(table, row_id, grade, rule):
    """Each rule catches a row given the wrong grade (the rules are not vacuous)."""
    assert ROWS[row_id].severity != grade
    found = severity.problems(*_regraded(table, row_id, grade))
    assert any(p.startswith(f"{row_id}:") and rule in p for p in found) or (
        rule == "rule 4" and any("rule 4" in p for p in found)
    ), found


def test_every_change_of_a_released_severity_is_recorded():
    """The grades released before issue 50, with REGRADED applied in order, are the grades now."""
    grades = {**RELEASED["errata"], **RELEASED["claims"]}
    for row_id, old, new, why in severity.REGRADED:
        assert row_id in ROWS, f"{row_id}: re-graded but not a row"
        assert grades.get(row_id) == old, f"{row_id}: re-graded from {old}, but its grade was {grades.get(row_id)}"
        assert new in SEVERITIES and new != old and why.strip(), row_id
        grades[row_id] = new
    changed = {i: (grades[i], r.severity) for i, r in ROWS.items() if i in grades and grades[i] != r.severity}
    assert changed == {}, f"severities changed without an entry in lcp.record.severity.REGRADED: {changed}"


def test_problems_refuses_what_is_not_a_row():
    with pytest.raises(TypeError, match="errata must hold errata or claims"):
        severity.problems(["E-rev-001"], [])
    with pytest.raises(TypeError, match="claims must be an iterable"):
        severity.problems([], None)


def test_twins_are_graded_alike():
    """Rows about one fault at several places carry one grade; twins of a kind, one grade or their stated rule."""
    assert severity.twin_problems(errata.ERRATA, claims.CLAIMS) == []
    ids = {i for _, ids in severity.SAME_FAULT for i in ids}
    ids |= {i for _, parts, _ in severity.TWINS for part in parts.values() for i in part}
    assert ids <= set(ROWS), ids - set(ROWS)


@pytest.mark.parametrize(
    ("table", "row_id", "grade"),
    [
        ("errata", "E-rev-033", "moderate"),  # a caption of 'EV rises then falls in U' graded apart again
        ("claims", "C-ktz-019", "minor"),  # a value wrong beyond floating-point noise graded as typography
        ("errata", "E-rev-034", "moderate"),  # one false Conclusion sentence graded apart from the other
    ],
)
def test_a_twin_graded_apart_is_caught(table, row_id, grade):
    found = severity.twin_problems(*_regraded(table, row_id, grade))
    assert len(found) == 1 and row_id in found[0], found
