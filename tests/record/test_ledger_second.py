"""The second readings' ingestion (tools/ledger_second.py) on a small synthetic readings file, and the real
disagreements file held to its entries (issue 58)."""

from __future__ import annotations

import json
import shutil

import pytest

from lcp.record import claims, errata, ledger
from tools import ledger_second

ROWS = {r.id for r in (*errata.ERRATA, *claims.CLAIMS)}


def _reading(locator, task, kind, verdict, note="tried x = 1/2 and the endpoints; it holds", **more):
    return {
        "locator": locator,
        "task": task,
        "kind": kind,
        "verdict": verdict,
        "strict_reading": "what it says",
        "note": note,
        "checked_by": "a computation",
        "erratum_kind": None,
        "existing_row": None,
        "severity": None,
        **more,
    }


@pytest.fixture
def folders(tmp_path):
    data = tmp_path / "ledger"
    data.mkdir()
    shutil.copy(ledger.DATA_DIR / "game_value.json", data)
    readings = tmp_path / "readings"
    readings.mkdir()
    items = [
        _reading("game_value:002", "truth", "cross-reference", "holds"),  # agrees
        _reading("game_value:003", "truth", "derivation step", "holds"),  # the kind differs
        _reading(
            "game_value:004",
            "truth",
            "claim",
            "fails",
            note="a counterexample",
            erratum_kind="wrong",
            severity="minor",
        ),
        _reading("game_value:005", "hidden", "claim", "holds", note="it asserts an effect, checked"),
    ]
    (readings / "game_value.json").write_text(json.dumps(items))
    (readings / "game_value.twins.json").write_text("[]")  # not readings: skipped
    return data, readings, tmp_path / "disagreements.json"


def _entry(data, locator):
    doc = json.loads((data / "game_value.json").read_text())
    return next(e for e in doc["entries"] if e["locator"] == locator)


def test_ingest_writes_second_readings_and_lists_disagreements(folders):
    data, readings, dis = folders
    line = ledger_second.ingest(readings, data, dis)
    assert line == "4 second readings in 1 files; 3 disagreements, 3 to settle"
    e = _entry(data, "game_value:002")
    assert [r["role"] for r in e["readings"]] == ["first reading", "second reading"]
    records = json.loads(dis.read_text())["disagreements"]
    assert [(r["locator"], r["differ"]) for r in records] == [
        ("game_value:003", ["kind"]),
        ("game_value:004", ["verdict"]),
        ("game_value:005", ["verdict", "kind", "hidden assertion"]),
    ]
    assert records[1]["first reading"]["verdict"] == "holds" and records[1]["second reading"]["verdict"] == "fails"
    # run again: the same result, and a settlement written in between is kept
    records[0]["settlement"] = {"by": "third reading", "how": "a step of the argument, not a claim of its own"}
    records[0]["result"] = {"kind": "derivation step", "verdict": "holds", "where": ["argument"], "note": "n"}
    dis.write_text(json.dumps({"note": "", "disagreements": records}))
    assert ledger_second.ingest(readings, data, dis).endswith("3 disagreements, 2 to settle")
    assert json.loads(dis.read_text())["disagreements"][0]["settlement"]["by"] == "third reading"


def test_settle_applies_the_result(folders):
    data, readings, dis = folders
    ledger_second.ingest(readings, data, dis)
    doc = json.loads(dis.read_text())
    rec = doc["disagreements"][1]
    rec["settlement"] = {"by": "third reading", "how": "the counterexample stands"}
    rec["result"] = {"kind": "claim", "verdict": "fails", "where": ["nothing"], "note": "false"}
    dis.write_text(json.dumps(doc))
    with pytest.raises(ledger_second.ReadingError, match="names its erratum or claim row"):
        ledger_second.settle(data, dis, ROWS)
    rec["result"]["where"] = ["E-rev-034"]
    dis.write_text(json.dumps(doc))
    assert ledger_second.settle(data, dis, ROWS).startswith("1 of 3 disagreements settled")
    e = _entry(data, "game_value:004")
    assert (e["verdict"], e["where"], e["settlement"]["by"]) == ("fails", ["E-rev-034"], "third reading")
    assert [r["role"] for r in e["readings"]] == ["first reading", "second reading", "third reading"]
    # a settled record whose second reading then changes is not dropped silently
    items = json.loads((readings / "game_value.json").read_text())
    items[2]["note"] = "another counterexample"
    (readings / "game_value.json").write_text(json.dumps(items))
    with pytest.raises(ledger_second.ReadingError, match="game_value:004: its second reading changed"):
        ledger_second.ingest(readings, data, dis)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"verdict": "maybe"}, r"game_value.json item 1 \(game_value:002\): verdict must be one of"),
        ({"locator": "game_value:999"}, "item 1: locator must be a sentence of game_value"),
        ({"note": " "}, "note must give the reasoning"),
        ({"task": "read"}, "task must be one of"),
    ],
)
def test_bad_readings_stop_before_anything_is_written(folders, change, message):
    data, readings, dis = folders
    before = (data / "game_value.json").read_text()
    items = json.loads((readings / "game_value.json").read_text())
    items[0].update(change)
    (readings / "game_value.json").write_text(json.dumps(items))
    with pytest.raises(ledger_second.ReadingError, match=message):
        ledger_second.ingest(readings, data, dis)
    assert (data / "game_value.json").read_text() == before and not dis.exists()
    assert ledger_second.main(["ingest", "--readings", str(readings), "--data", str(data)]) == 2


def test_the_disagreements_file_matches_the_ledger():
    """Every settled disagreement is applied to its entry; once the second readings are complete, every
    disagreement is settled; a failure names a row of the record."""
    records = json.loads(ledger_second.DISAGREEMENTS.read_text(encoding="utf-8"))["disagreements"]
    entries = {e["locator"]: e for e in ledger.load()}
    for r in records:
        e = entries[r["locator"]]
        assert any(x == r["second reading"] for x in e["readings"]), r["locator"]
        if r["settlement"] and r["result"]:
            assert e["settlement"] == r["settlement"], r["locator"]
            assert {k: e[k] for k in ("kind", "verdict", "where", "note")} == r["result"], r["locator"]
            if r["result"]["verdict"] == "fails":
                assert set(r["result"]["where"]) & ROWS, r["locator"]
        else:
            assert not ledger.SECOND_READING_COMPLETE, f"{r['locator']}: a disagreement not settled"


def test_twins_from_the_readers_are_added_once(folders):
    data, readings, _ = folders
    twins_file = data.parent / "twins.json"
    twins_file.write_text(json.dumps({"note": "", "twins": [{"locators": ["game_value:002", "game_value:003"]}]}))
    groups = [
        {"locators": ["game_value:004", "game_value:010"], "what": "zero-sum: one payoff"},
        {"locators": ["game_value:003", "game_value:002"], "what": "already there"},
        {"locators": ["game_value:004", "conclusion: 'a quote'"], "what": "outside the files"},
    ]
    (readings / "game_value.twins.json").write_text(json.dumps(groups))
    assert ledger_second.twins(readings, data, twins_file) == "1 twin groups added, 1 to resolve by hand"
    assert ledger_second.twins(readings, data, twins_file) == "0 twin groups added, 1 to resolve by hand"
    got = json.loads(twins_file.read_text())["twins"]
    assert got[-1] == {"locators": ["game_value:004", "game_value:010"], "what": "zero-sum: one payoff", "reason": None}
