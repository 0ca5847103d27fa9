r"""The severity rubric held row by row: rules a row's severity must obey, read from the row's own fields.

The rubric (:data:`lcp.record.SEVERITIES`, issue 50) grades an erratum by what the error does to the source's
results and a claim by what it states (the grade it would take if it failed): *major* when a stated result is
false (a theorem or lemma, the equilibrium, its value, or a conclusion drawn from them); *moderate* when a
derivation or a printed formula is wrong but the result it serves stands; *minor* for wording, a reference, a
cross-reference or typography. :func:`problems` checks every row against the rules below, each of which can
be read off the row (and its partner rows) without knowing the grade beforehand:

1. **Credit and cross-references are minor.** A claim the record calls ``misattributed`` (right in substance,
   credited to the wrong work, author, year or place), and an erratum or claim whose own place (``where``)
   says it is a cross-reference or a reference, is *minor*.
2. **A row that says nothing is false is not major.** An erratum whose correction calls the printed words
   "not false" states no false result.
3. **A step of a proof is not major.** A row placed in the "proof of" a result, or in a proof sketch, concerns
   a derivation: the result it serves is graded in its own row.
4. **One failure, one grade.** A claim that needs correcting (``refuted``, ``imprecise``, ``misattributed``)
   takes the grade of the gravest erratum that quotes the same words of the same source: the claim and its
   correction are one failure.
5. **A proved or verified theorem is major.** A claim the companion proved or verified, placed at a theorem,
   lemma or corollary itself (not its proof), states a result: *major*, the grade its failure would take.
6. **Only a stated result is major.** A proved or verified claim graded *major* names a theorem, lemma or
   corollary, or its statement or note speaks of an equilibrium, a value or the symmetry of the value.

7. **Twins are graded alike.** Rows about one fault printed at several places (:data:`SAME_FAULT`) carry one
   grade; rows about the same kind of fault at different places (:data:`TWINS`) carry one grade unless the rule
   stated with the group separates them (:func:`twin_problems`).

:data:`REGRADED` is the history of the grades: every row whose severity changed since its id was released,
with the old grade, the new, and why (the rubric of issue 50 re-graded 15 errata, then every row).
``tests/record/test_severity.py`` holds the record to the rules and to the history.

Examples
--------
>>> from lcp import claims, errata
>>> problems(errata.ERRATA, claims.CLAIMS)
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ._format import SEVERITIES, Row, _rows

RANK = {s: i for i, s in enumerate(SEVERITIES)}  # major 0, moderate 1, minor 2
_REFERENCE = re.compile(r"\b(?:a )?(?:cross-)?reference\b", re.IGNORECASE)
_PROOF_STEP = re.compile(r"\bproof (?:of|sketch)\b", re.IGNORECASE)
_THEOREM = re.compile(r"\b(?:Theorems?|Lemmas?|Corollary)\s+[A-Z0-9]")
_RESULT_WORDS = re.compile(r"\bvalues?\b|equilibri|\bsymmetry\b", re.IGNORECASE)
_NOT_FALSE = re.compile(r"\bnot false\b", re.IGNORECASE)
FLAWED = ("refuted", "imprecise", "misattributed")

#: Every change of a released row's severity: (id, old, new, why). A grade is part of a row's public record
#: (the site, the CSV and JSON data, the annotations carry it), so a change is recorded here, never silently.
REGRADED: tuple[tuple[str, str, str, str], ...] = (
    # issue 50, first pass: the rubric applied to the errata (commit ce0bf61)
    ("E-blg-003", "moderate", "major", "a stated result is false: the equilibrium is not a unique pair"),
    ("E-ktz-001", "moderate", "major", "a stated value is false: not 1/9 exactly for every multiple of 9 only"),
    ("E-ktz-004", "moderate", "major", "a stated limit of the value is false"),
    ("E-ktz-006", "moderate", "major", "a stated value of the game is false"),
    ("E-ktz-011", "moderate", "minor", "wording: 'typically' for 'always', background"),
    ("E-man-011", "major", "moderate", "a misprinted formula beside the right closed form; Theorem 5.1 stands"),
    ("E-man-012", "major", "moderate", "a misprinted formula beside the right closed form; Theorem 5.1 stands"),
    ("E-man-013", "moderate", "major", "Theorem 6.2 as stated (strict) is false"),
    ("E-man-014", "moderate", "major", "Theorem 7.1's threshold as stated is false"),
    ("E-man-015", "moderate", "major", "Theorem 7.1 omits a case: its statement is false"),
    ("E-rev-028", "moderate", "major", "a conclusion of Sec. 8.3 is false"),
    ("E-rev-029", "moderate", "major", "a conclusion of Sec. 8.3 is false"),
    ("E-rev-030", "moderate", "major", "a conclusion of App. D.1.1 is false"),
    ("E-rev-031", "moderate", "major", "a conclusion of Sec. 8.3 is false"),
    ("E-rev-035", "moderate", "major", "a conclusion of Sec. 9.2 is false"),
    # issue 50, second pass: every row, errata and claims, held to the rules of this module
    (
        "C-man-017",
        "major",
        "moderate",
        "the conditions determine the thresholds: a derivation (Theorem 5.1 is the result)",
    ),
    ("C-man-019", "major", "moderate", "one failure with E-man-011, E-man-012: misprinted lines, Theorem 5.1 stands"),
    ("C-man-022", "moderate", "major", "Theorem 6.1 is a stated result"),
    ("C-man-023", "moderate", "major", "Theorem 6.2 is a stated result"),
    ("C-man-024", "moderate", "major", "one failure with E-man-013: Theorem 6.2 as printed is false"),
    ("C-man-025", "moderate", "major", "Lemma 7.1 is a stated result"),
    ("C-man-026", "moderate", "major", "Lemma 7.2 is a stated result"),
    ("C-man-027", "moderate", "major", "Lemma 7.3 is a stated result"),
    ("C-man-029", "moderate", "major", "one failure with E-man-015: Theorem 7.1 omits a case"),
    ("C-man-030", "moderate", "major", "one failure with E-man-014: Theorem 7.1's threshold is false"),
    ("C-man-044", "minor", "moderate", "a reading of Figure 2, as C-rev-049 (the same words in the revision)"),
    ("C-rev-005", "moderate", "major", "Lemma A.1 is a stated result"),
    ("C-rev-050", "moderate", "major", "one failure with E-rev-028: a conclusion of Sec. 8.3 is false"),
    ("C-rev-051", "moderate", "major", "one failure with E-rev-029: a conclusion of Sec. 8.3 is false"),
    ("C-rev-052", "moderate", "major", "one failure with E-rev-030: a conclusion of App. D.1.1 is false"),
    ("C-rev-055", "moderate", "major", "one failure with E-rev-031: a conclusion of Sec. 8.3 is false"),
    ("C-rev-059", "moderate", "major", "one failure with E-rev-035: a conclusion of Sec. 9.2 is false"),
    ("C-rev-069", "moderate", "major", "Theorem E.1 is a stated result"),
    ("C-rev-070", "moderate", "major", "Theorem E.2 is a stated result"),
    ("C-rev-072", "moderate", "major", "Lemma D.1 is a stated result"),
    ("C-rev-074", "moderate", "major", "Lemma D.2 is a stated result"),
    ("C-dft-004", "moderate", "major", "the draft's bluff order: one failure with E-man-005, a stated result"),
    ("C-ktz-006", "moderate", "major", "one failure with E-ktz-001: a stated value is false"),
    ("C-ktz-012", "major", "moderate", "one failure with E-ktz-003: the cause given for a right value"),
    ("C-ktz-023", "moderate", "minor", "one failure with E-ktz-011: wording of background"),
    ("C-blg-013", "moderate", "major", "one failure with E-blg-003: the equilibrium is not a unique pair"),
    ("C-blg-015", "minor", "moderate", "a step of the derivation"),
    ("C-ths-002", "minor", "moderate", "one failure with E-ths-004: a strategy printed wrong in the tree"),
    # issue 58: rows about one fault, or one kind of fault, at different places graded alike (TWINS, SAME_FAULT)
    ("E-rev-032", "moderate", "major", "one fault with E-rev-029, E-rev-030: 'EV rises then falls in U', in a caption"),
    ("E-rev-033", "moderate", "major", "one fault with E-rev-029, E-rev-030: 'EV rises then falls in U', in a caption"),
    ("C-rev-056", "moderate", "major", "one failure with E-rev-032"),
    ("C-rev-057", "moderate", "major", "one failure with E-rev-033"),
    ("E-rev-034", "moderate", "major", "a conclusion about the equilibrium is false (Sec. 9.1), as E-rev-035's"),
    ("C-rev-058", "moderate", "major", "one failure with E-rev-034"),
    ("E-ktz-008", "minor", "major", "a printed value wrong beyond floating-point noise (3.5e-8), as E-ktz-006"),
    ("C-ktz-019", "minor", "major", "one failure with E-ktz-008"),
    ("E-man-015", "major", "moderate", "a step of Theorem 7.1's proof; the theorem's condition x < v(U) stands"),
    ("C-man-029", "major", "moderate", "one failure with E-man-015"),
    # issue 58, the third reading: Theorem E.2's 'increasing' is true only read weakly (E-rev-068), wording
    ("C-rev-070", "major", "minor", "imprecise, not proved: 'increasing' is true only read weakly, as E-rev-068"),
)

#: Rows about one fault printed at several places (in the text, an appendix or a caption, the manuscript or the
#: revision) carry one grade and make one finding of the referee report (``book/report.py`` takes its groups
#: from here; the first erratum leads).
SAME_FAULT: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "the equilibrium is called unique",
        ("E-rev-003", "E-man-004", "E-rev-002", "E-rev-008", "C-rev-003", "C-rev-011", "C-rev-012"),
    ),
    ("the order of the bluff sizes", ("E-rev-004", "E-man-005", "E-rev-009", "C-man-012", "C-rev-009", "C-rev-013")),
    (
        "who gains from a larger maximum bet: 'EV(x) rises then falls in U' for every hand",
        (
            "E-rev-028",
            "E-rev-029",
            "E-rev-030",
            "E-rev-032",
            "E-rev-033",
            "C-rev-050",
            "C-rev-051",
            "C-rev-052",
            "C-rev-056",
            "C-rev-057",
        ),
    ),
)

#: Rows about the same kind of fault at different places: each group carries one grade, or the rule stated with
#: it separates them (``{grade: ids}``, the rule saying why each part takes its grade).
TWINS: tuple[tuple[str, dict[str, tuple[str, ...]], str], ...] = (
    (
        "digits of a value printed by the three-player paper",
        {"major": ("E-ktz-006", "C-ktz-017", "E-ktz-008", "C-ktz-019"), "minor": ("E-ktz-007", "C-ktz-018")},
        "a printed value wrong beyond floating-point noise (here 3.4e-9 and 3.5e-8) is a false value, major; one "
        "wrong only in the last digits a double carries (relative error below 1e-13) is typography, minor",
    ),
    (
        "false sentences of the revision's Conclusion about the equilibrium",
        {"major": ("E-rev-034", "E-rev-035", "C-rev-058", "C-rev-059")},
        "",
    ),
    (
        "the bettor's EV(x) called increasing in x, though flat on the bluffs",
        {"major": ("E-man-013",), "minor": ("E-rev-059", "E-rev-068", "C-rev-070")},
        "the manuscript prints a strict derivative, dEV/dx > 0 for every x, a false formula of a theorem; the "
        "revision's word 'increasing' is true read weakly, a fault of wording",
    ),
    (
        "one order of the bluff sizes presented as the equilibrium's",
        {"major": ("E-rev-004", "E-rev-005", "E-rev-009"), "minor": ("E-rev-055",)},
        "the LCP rows state the paper's own result (its equilibrium, its uniqueness), major; E-rev-055 describes "
        "the earlier game NLCP in the introduction's background, where the standard equilibrium is meant: wording",
    ),
    (
        "a place said to hold what it does not (the third reading's cross-references)",
        {"minor": ("E-rev-054", "E-rev-056", "E-rev-058", "E-rev-061", "E-rev-063", "E-rev-064", "E-rev-067")},
        "",
    ),
)


def problems(errata: Iterable[Row], claims: Iterable[Row]) -> list[str]:
    """Every row whose severity breaks a rule of the rubric (the module's rules 1 to 6), one message each.

    Parameters
    ----------
    errata, claims : iterable of lcp.record.Row
        The two tables (:data:`lcp.record.errata.ERRATA`, :data:`lcp.record.claims.CLAIMS`).

    Returns
    -------
    list of str
        ``"<id>: <severity>, but <rule>"``; empty when every row follows the rubric.

    Raises
    ------
    TypeError
        When ``errata`` or ``claims`` is not an iterable of rows (naming which).

    Examples
    --------
    >>> import dataclasses
    >>> from lcp import claims, errata
    >>> slip = dataclasses.replace(errata.ERRATA[0], where="Sec. 2, a cross-reference", severity="major")
    >>> problems([slip], [])
    ['E-man-001: major, but credit and cross-references are minor (rule 1)']
    """
    errata, claims = _rows(errata, "errata"), _rows(claims, "claims")
    out: list[str] = []

    def fail(row: Row, rule: str) -> None:
        out.append(f"{row.id}: {row.severity}, but {rule}")

    for row in (*errata, *claims):
        status = getattr(row, "status", "")
        if (status == "misattributed" or _REFERENCE.search(row.where)) and row.severity != "minor":
            fail(row, "credit and cross-references are minor (rule 1)")
        if _NOT_FALSE.search(getattr(row, "corrected", "")) and row.severity == "major":
            fail(row, "its correction says the printed words are not false (rule 2)")
        if _PROOF_STEP.search(row.where) and row.severity == "major":
            fail(row, "a step of a proof is not major (rule 3)")
        if status in ("proved", "verified"):
            if _THEOREM.search(row.where) and not re.search(r"\bproof\b", row.where) and row.severity != "major":
                fail(row, "a proved or verified theorem or lemma is major (rule 5)")
            said = f"{getattr(row, 'statement', '')} {getattr(row, 'note', '')}"
            stated = _THEOREM.search(row.where) or _RESULT_WORDS.search(said)
            if row.severity == "major" and not stated:
                fail(row, "only a stated result (a theorem, lemma, equilibrium, value) is major (rule 6)")
    for claim in claims:
        if getattr(claim, "status", "") not in FLAWED:
            continue
        partners = [e for e in errata if e.source is claim.source and _same_words(e, claim)]
        if partners:
            gravest = min(partners, key=lambda e: RANK[e.severity])
            if claim.severity != gravest.severity:
                fail(claim, f"its erratum {gravest.id} quoting the same words is {gravest.severity} (rule 4)")
    return out


def twin_problems(errata: Iterable[Row], claims: Iterable[Row]) -> list[str]:
    """Every group of :data:`SAME_FAULT` or :data:`TWINS` whose rows' grades differ without a stated rule.

    Parameters
    ----------
    errata, claims : iterable of lcp.record.Row
        The two tables (:data:`lcp.record.errata.ERRATA`, :data:`lcp.record.claims.CLAIMS`).

    Returns
    -------
    list of str
        One message per group that breaks its rule; empty when every group is graded as stated.

    Raises
    ------
    TypeError
        When ``errata`` or ``claims`` is not an iterable of rows (naming which).

    Examples
    --------
    >>> import dataclasses
    >>> from lcp import claims, errata
    >>> twin_problems(errata.ERRATA, claims.CLAIMS)
    []
    >>> slip = [dataclasses.replace(e, severity="moderate") if e.id == "E-rev-033" else e for e in errata.ERRATA]
    >>> twin_problems(slip, claims.CLAIMS)[0][:60]
    'the same fault, one grade: who gains from a larger maximum b'
    """
    rows = {r.id: r for r in (*_rows(errata, "errata"), *_rows(claims, "claims"))}
    out = []
    for what, ids in SAME_FAULT:
        grades = {i: rows[i].severity for i in ids if i in rows}
        if len(set(grades.values())) > 1:
            out.append(f"the same fault, one grade: {what}: {grades}")
    for what, parts, rule in TWINS:
        grades = {i: rows[i].severity for ids in parts.values() for i in ids if i in rows}
        wrong = {i: g for grade, ids in parts.items() for i in ids if i in rows and (g := rows[i].severity) != grade}
        if wrong or (len(parts) > 1 and not rule.strip()):
            out.append(f"twins graded apart without their rule: {what}: {grades}")
    return out


def _same_words(a: Row, b: Row) -> bool:
    """Whether two rows quote the same words (one quote holds the other)."""
    if a.quote is None or b.quote is None:
        return False
    return a.quote.text in b.quote.text or b.quote.text in a.quote.text
