"""The reading ledger (lcp.record.ledger, lcp/data/ledger/): it covers every sentence of the revision, and every
verdict points at something that exists (issue 51)."""

from __future__ import annotations

import json
import re
import unicodedata

import pytest

from lcp.record import claims, errata, ledger, sources
from lcp.record.claims import FLAWED
from tests._notebooks import read_py, tags

ROWS = {r.id: r for r in (*errata.ERRATA, *claims.CLAIMS)}
HAVE_SHARED = (sources.shared_dir() / "sources" / sources.REVISION.file).is_dir()
needs_shared = pytest.mark.skipif(not HAVE_SHARED, reason="the revision's LaTeX (../shared) is not here")


@pytest.fixture(scope="module")
def entries():
    return ledger.load()


@pytest.fixture(scope="module")
def sentences():
    return ledger.split()


@needs_shared
def test_every_sentence_has_its_entry(entries, sentences):
    """The splitter re-run on the LaTeX gives the same locators, digests and first words, in the same order."""
    assert [e["file"] for e in entries[:1]] == ["abstract"]
    assert {e["file"] for e in entries} == set(ledger.files())
    assert [(e["locator"], e["digest"], e["first_words"], e["block"]) for e in entries] == [
        (s.locator, s.digest, s.first_words, s.block) for s in sentences
    ]


def test_entries_follow_the_rules(entries):
    cells: dict[str, set] = {}
    for e in entries:
        assert e["kind"] in ledger.KINDS and e["verdict"] in ledger.VERDICTS, e
        assert len(e["first_words"].removesuffix(" ...").split(" ")) <= ledger.FIRST_WORDS, e
        if e["kind"] in ledger.ASSERTIVE:
            assert e["verdict"] not in ("not-assertion", "unread"), f"{e['locator']}: an assertive sentence is read"
        else:
            assert e["verdict"] == "not-assertion", f"{e['locator']}: a {e['kind']} asserts nothing"
        if e["verdict"] in ("holds", "fails", "unchecked"):
            assert any(r["role"] == "first reading" for r in e["readings"]) and e["note"], e
        if e["verdict"] == "unchecked":
            assert e["note"], f"{e['locator']}: say why it cannot be checked"
        for w in e["where"]:
            if w == "argument":
                assert e["verdict"] == "holds" and len(e["note"]) > 20, f"{e['locator']}: the argument goes in the note"
            elif "#" in w:
                nb, tag = w.split("#")
                if nb not in cells:
                    cells[nb] = {t for c in read_py(nb).cells for t in tags(c)}
                assert tag in cells[nb], f"{e['locator']}: {w} is no tagged cell"
            else:
                assert w in ROWS, f"{e['locator']}: {w} is no row of the record"
        if e["verdict"] == "fails":
            assert any(w in ROWS and _records_failure(ROWS[w]) for w in e["where"]), (
                f"{e['locator']}: a failure names the erratum or flawed claim that records it"
            )
        if e["verdict"] == "holds":
            assert e["where"], e


def readings_problems(entries) -> list[str]:
    """Entries whose readings break the rules of lcp.record.ledger: roles only, and a disagreement is settled."""
    out = []
    for e in entries:
        roles = [r["role"] for r in e["readings"]]
        if len(roles) != len(set(roles)) or not set(roles) <= set(ledger.ROLES):
            out.append(f"{e['locator']}: readings by role, each once: {roles}")
        if e["readings"] and roles[0] != "first reading":
            out.append(f"{e['locator']}: the first reading comes first")
        agree = all((r["kind"], r["verdict"]) == (e["kind"], e["verdict"]) for r in e["readings"])
        if not agree and not e["settlement"]:
            out.append(f"{e['locator']}: the readings disagree and no settlement says how it was settled")
        if e["settlement"] and e["settlement"]["by"] not in ledger.ROLES:
            out.append(f"{e['locator']}: settled by a role, not {e['settlement']['by']!r}")
    return out


def test_readings_are_by_role_and_disagreements_settled(entries):
    """Every entry records its readings by role (no tool's name), and a disagreement has its settlement."""
    assert readings_problems(entries) == []
    text = "".join(p.read_text(encoding="utf-8") for p in (*ledger.DATA_DIR.glob("*.json"), *ledger.EXPORTS))
    assert "orchestrator" not in text and '"reader"' not in text
    e = next(e for e in entries if e["verdict"] == "holds" and not e.get("settlement"))
    second = {"role": "second reading", "kind": e["kind"], "verdict": "fails", "note": "a counterexample"}
    planted = [{**e, "readings": [*(r for r in e["readings"] if r["role"] != "second reading"), second]}]
    assert readings_problems(planted) == [
        f"{e['locator']}: the readings disagree and no settlement says how it was settled"
    ]
    assert readings_problems([{**planted[0], "settlement": {"by": "third reading", "how": "x"}}]) == []
    assert readings_problems([{**e, "readings": [{**e["readings"][0], "role": "a tool"}]}])


def test_every_holds_has_two_readings(entries):
    """Every 'holds' of an assertive kind has a second reading once lcp.record.ledger.SECOND_READING_COMPLETE is set;
    until then some must still lack one (so the switch is flipped when the ingestion completes it)."""
    missing = ledger.second_reading_missing(entries)
    if ledger.SECOND_READING_COMPLETE:
        assert missing == [], f"{len(missing)} holds without a second reading: {missing[:10]}"
    else:
        assert missing, "every holds has its second reading: set lcp.record.ledger.SECOND_READING_COMPLETE = True"


def _records_failure(row) -> bool:
    return row.kind == "erratum" or row.status in FLAWED


@needs_shared
def test_every_row_about_the_revision_has_its_sentence(entries, sentences):
    """A row that quotes the revision names its sentence's verdict: the sentences its quote spans cite it."""
    by_locator = {e["locator"]: e for e in entries}
    spans: dict[str, list] = {}
    for s in sentences:
        spans.setdefault(s.file, []).append(s)
    for row in ROWS.values():
        quote = row.revision_quote
        if quote is None:
            continue
        at = sources.locate(sources.REVISION, quote)
        assert at is not None, row.id
        end = at + len(sources.normalise(quote.text))
        hit = [s for s in spans[quote.file] if s.start < end and at < s.end]
        assert hit, f"{row.id}: no sentence spans its quote"
        assert any(row.id in by_locator[s.locator]["where"] for s in hit), (
            f"{row.id}: none of {[s.locator for s in hit]} names it"
        )


def test_exports_are_up_to_date(entries):
    json_text, csv_text = ledger.export(entries)
    assert ledger.EXPORTS[0].read_text(encoding="utf-8") == json_text, "run python -m lcp.record.ledger"
    assert ledger.EXPORTS[1].read_text(encoding="utf-8") == csv_text, "run python -m lcp.record.ledger"


def test_export_validates():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ledger.DATA_DIR.parent / "ledger.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    doc = json.loads(ledger.EXPORTS[0].read_text(encoding="utf-8"))
    jsonschema.validate(doc, schema)
    bad = {**doc, "entries": [{**doc["entries"][0], "verdict": "holds", "where": []}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


def test_split_text_keeps_math_and_abbreviations_whole():
    text = r"Let $x = 0.5$. See Sec.~\ref{a}, e.g. the value, i.e. $V$. A footnote\footnote{One. Two.} ends. \[ y. \]"
    got = [s.text for s in ledger.split_text(text)]
    assert got == [
        "Let $x = 0.5$.",
        r"See Sec.~\ref{a}, e.g. the value, i.e. $V$.",
        r"A footnote\footnote{One. Two.} ends.",
        r"\[ y. \]",
    ]


def test_coverage_counts(entries):
    rows = ledger.coverage(entries)
    assert [r["file"] for r in rows] == list(dict.fromkeys(e["file"] for e in entries))
    assert sum(r["sentences"] for r in rows) == len(entries)
    for r in rows:
        assert sum(r[v] for v in ledger.VERDICTS) == r["sentences"]


def test_audit_sample_is_graded_and_resolved(entries):
    """The audit of the ledger (lcp/data/ledger-audit.json, issue 51 item 2): its sample is the seeded draw it
    says, every sampled entry has one result recording the entry as audited, and every 'disagree' or
    'where-wrong' is resolved: the ledger entry has changed since, or the result says why it was kept."""
    import random

    audit = json.loads((ledger.DATA_DIR.parent / "ledger-audit.json").read_text(encoding="utf-8"))
    by_locator = {e["locator"]: e for e in entries}
    # the draw is over the entries as they were audited: a sampled entry whose kind a resolution changed since
    # counts with the kind it had then, any other with its first reading's kind (a settlement of the second
    # reading may have changed it since; an unsampled entry changed otherwise would shift the draw: the test says so)
    as_audited = {r["locator"]: r["audited"] for r in audit["results"]}
    for e in entries:
        first = next((r for r in e["readings"] if r["role"] == "first reading"), None)
        if first is not None and e["locator"] not in as_audited:
            as_audited[e["locator"]] = first
    rng = random.Random(audit["seed"])
    drawn = []
    for f in ledger.files():
        assertive = [
            e for e in entries if e["file"] == f and as_audited.get(e["locator"], e)["kind"] in ledger.ASSERTIVE
        ]
        drawn += sorted(e["locator"] for e in rng.sample(assertive, min(6, len(assertive))))
    assert audit["sampled"][: len(drawn)] == drawn, "the sample is not the seeded draw"
    assert set(audit["sampled"]) <= set(by_locator), set(audit["sampled"]) - set(by_locator)
    results = {r["locator"]: r for r in audit["results"]}
    assert len(results) == len(audit["results"]) and set(results) == set(audit["sampled"])
    unresolved = []
    for loc, r in results.items():
        assert r["grade"] in ("agree", "disagree", "where-wrong") and r["note"], loc
        if r["grade"] == "agree":
            continue
        now = {k: by_locator[loc][k] for k in ("kind", "verdict", "where")}
        if now == r["audited"] and not r.get("resolution", "").startswith("kept: "):
            unresolved.append(f"{loc} ({r['grade']}): {r['note'][:90]}")
    assert not unresolved, "audit results not yet resolved:\n" + "\n".join(unresolved)


TWINS = json.loads((ledger.DATA_DIR.parent / "ledger-twins.json").read_text(encoding="utf-8"))["twins"]


def twin_problems(entries, twins) -> list[str]:
    """Twins (sentences stating the same thing) whose verdicts differ without a stated reason, that give a
    reason for a difference they do not have, or whose group has no second reading (by role, saying what it found)."""
    verdict = {e["locator"]: e["verdict"] for e in entries}
    out = []
    for t in twins:
        missing = [loc for loc in t["locators"] if loc not in verdict]
        if missing or len(t["locators"]) < 2 or not t["what"].strip():
            out.append(f"{t['locators']}: two or more locators of the ledger and what they share ({missing})")
            continue
        differ = len({verdict[loc] for loc in t["locators"]}) > 1
        if differ and not (t["reason"] or "").strip():
            out.append(
                f"{t['locators']}: twins' verdicts differ ({[verdict[loc] for loc in t['locators']]}), no reason"
            )
        if not differ and t["reason"]:
            out.append(f"{t['locators']}: a reason for a difference the verdicts do not have")
        roles = [r.get("role") for r in t.get("readings", [])]
        if "second reading" not in roles or not set(roles) <= set(ledger.ROLES):
            out.append(f"{t['locators']}: a group's readings are by role and include its second reading ({roles})")
        if any(not (r.get("note") or "").strip() for r in t.get("readings", [])):
            out.append(f"{t['locators']}: a reading says what it found")
    return out


def test_twins_agree(entries):
    """Sentences that state the same thing carry one verdict, or the twins file says why not (issue 58)."""
    assert twin_problems(entries, TWINS) == []
    # a planted fault: one twin of E-rev-029's pair read the weak way again
    planted = [{**e, "verdict": "holds"} if e["locator"] == "appendix_parameter_analysis:018" else e for e in entries]
    found = twin_problems(planted, TWINS)
    assert (
        "['payoff_parameter_analysis:044', 'appendix_parameter_analysis:018']: twins' verdicts differ "
        "(['fails', 'holds']), no reason"
    ) in found
    assert found and all("appendix_parameter_analysis:018" in m for m in found)  # every group holding it, no other
    # a group nobody has read a second time, or read by a name instead of a role
    unread = [{**TWINS[0], "readings": [{"role": "first reading", "note": "x"}]}]
    assert twin_problems(entries, unread) == [
        f"{TWINS[0]['locators']}: a group's readings are by role and include its second reading (['first reading'])"
    ]
    assert twin_problems(entries, [{**TWINS[0], "readings": [{"role": "a tool", "note": "x"}]}])


#: The weak argument notes when the test was written (issue 58): until the second readings are settled the
#: count may only fall; then none may remain.
WEAK_ARGUMENTS_BEFORE = 61


@needs_shared
def test_arguments_argue(entries, sentences):
    """An 'argument' note gives the reasoning, not the sentence's own words again (lcp.record.ledger.weak_arguments)."""
    weak = ledger.weak_arguments(entries, sentences)
    if ledger.SECOND_READING_COMPLETE:
        assert weak == [], f"{len(weak)} argument notes restate their sentence: {weak}"
    else:
        assert 0 < len(weak) <= WEAK_ARGUMENTS_BEFORE, f"new weak argument notes: {len(weak)} > 61"
    # a planted fault: a sound note replaced by its sentence's words
    text = {s.locator: s.text for s in sentences}
    e = next(e for e in entries if "argument" in e["where"] and e["locator"] not in weak)
    assert ledger.weak_arguments([{**e, "note": text[e["locator"]]}], sentences) == [e["locator"]]


def _skeleton(text: str) -> str:
    """Letters and digits, ligatures unfolded, lower case."""
    return "".join(c for c in unicodedata.normalize("NFKC", text).lower() if c.isalnum())


@needs_shared
def test_every_entry_shows_its_page_place_and_rendered_words(entries, sentences):
    """Each entry carries its page in main.pdf, its printed place and its first words as rendered (issue 60): the
    stored places are what the LaTeX and main.pdf give now, a sentence whose opening words main.pdf prints once
    is on the page where they stand, the pages run forward (a figure floats), the places are numbers the paper prints, and no words shown are LaTeX."""
    from lcp.record import annotations

    stored = ledger.places()
    assert stored == ledger.places(sentences), "run python3 -m tools.ledger_places"
    doc = json.loads(ledger.EXPORTS[0].read_text(encoding="utf-8"))
    assert [(e["locator"], e["page"], e["place"], e["shown"]) for e in doc["entries"]] == [
        (s.locator, *(stored[s.locator][k] for k in ("page", "place", "shown"))) for s in sentences
    ]
    pages = [_skeleton(p) for p in annotations.pdf_pages()]
    unique = 0
    for s in sentences:  # words main.pdf prints on one page only: that page
        head = _skeleton(stored[s.locator]["shown"].removesuffix(" ..."))[:24]
        hits = [n for n, p in enumerate(pages, 1) for _ in range(p.count(head))] if len(head) == 24 else []
        if s.block != "code" and len(hits) == 1:
            assert hits[0] == stored[s.locator]["page"], s.locator
            unique += 1
    assert unique > 0.5 * len(sentences)
    floating = ledger.in_figures(sentences)
    in_order = [stored[s.locator]["page"] for s in sentences if s.locator not in floating]
    assert in_order == sorted(in_order)  # the text runs forward; a figure floats
    assert all(stored[loc]["page"] == int(page) for loc, page, _ in ledger.PDF_DIFFERENCES)
    printed = json.loads((ledger.DATA_DIR.parent / "ledger-pointers.json").read_text(encoding="utf-8"))["numbers"]
    for s in sentences:
        place, words = stored[s.locator]["place"], stored[s.locator]["shown"]
        if place.split()[0] in ("Theorem", "Lemma", "Definition"):
            assert place in printed, s.locator
        elif place.startswith(("Appendix", "Section")):
            number = place.split()[1]
            assert any(p.split()[-1] == number for p in printed), s.locator
        if s.block != "code":
            assert not re.search(r"\\[A-Za-z]+|[_^]\{|\$", words), (s.locator, words)
