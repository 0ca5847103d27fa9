"""lcp.record: the record's format. Permanent ids (never lost, never reused, the old numeric anchors frozen
to the same rows), the schema every row is checked against when it loads, and the vocabularies."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from _notebooks import ROOT
from lcp import record
from lcp.record import claims, errata, sources

RELEASED = json.loads((ROOT / "lcp" / "data" / "released_ids.json").read_text())
OLD_ANCHORS = json.loads((ROOT / "book" / "old_anchors.json").read_text())
TABLES = {"errata": (errata.ERRATA, errata.RETIRED), "claims": (claims.CLAIMS, claims.RETIRED)}


@pytest.mark.parametrize("table", TABLES)
def test_no_released_id_disappears_or_is_reused(table):
    rows, retired = TABLES[table]
    ids = [r.id for r in rows]
    assert len(set(ids)) == len(ids)  # none given twice
    assert not set(ids) & set(retired)  # a retired id never comes back
    missing = [i for i in RELEASED[table] if i not in ids and i not in retired]
    assert missing == [], f"released ids gone without being retired: {missing}"
    assert all(why.strip() for why in retired.values())  # each withdrawal says why


@pytest.mark.parametrize("table", TABLES)
def test_new_ids_follow_the_released_ones(table):
    """An id that is not yet released takes a number above every released one of its kind and source (so a
    number freed by a withdrawal is never given again)."""
    rows, retired = TABLES[table]
    released = set(RELEASED[table])
    for row in rows:
        if row.id not in released:
            prefix = row.id[:6]
            top = max((int(i[6:]) for i in released | set(retired) if i.startswith(prefix)), default=0)
            assert int(row.id[6:]) > top, row.id


@pytest.mark.parametrize("table", TABLES)
def test_old_numeric_anchors_land_on_the_same_rows(table):
    """The table frozen from the row order before the ids: erratum-N / claim-N -> id, one to one, each id
    released (and so still a row, or retired with an anchor of its own)."""
    mapping = OLD_ANCHORS[table]
    kind = "erratum" if table == "errata" else "claim"
    assert list(mapping) == [f"{kind}-{n}" for n in range(1, len(mapping) + 1)]
    assert len(set(mapping.values())) == len(mapping)
    assert set(mapping.values()) <= set(RELEASED[table])


def test_ids_name_kind_and_source():
    for row in (*errata.ERRATA, *claims.CLAIMS):
        m = record.ID.match(row.id)
        assert m and m["kind"] == row.KIND and m["code"] == row.source.code, row.id
        assert row.severity in record.SEVERITIES


def test_next_id():
    taken = [r.id for r in errata.ERRATA] + list(RELEASED["errata"])
    new = record.next_id("E", sources.REVISION, taken)
    assert new not in taken and record.ID.match(new)
    with pytest.raises(ValueError, match="kind must be one of E, C"):
        record.next_id("X", sources.REVISION, taken)


# --- the schema, checked when a row is made ---------------------------------------------------------------


def _valid():
    return next(c for c in claims.CLAIMS if c.source is sources.MANUSCRIPT and c.revision == "persists")


@pytest.mark.parametrize(
    "change, message",
    [
        ({"status": "wrong"}, "status must be one of proved, verified, refuted, imprecise"),
        ({"severity": "grave"}, "severity must be one of major, moderate, minor"),
        ({"id": "C-rev-001"}, "the id's code must be 'man'"),
        ({"id": "E-man-001"}, "the id of a claim starts with C-"),
        ({"id": "claim-12"}, "id must look like"),
        ({"statement": "$x"}, "statement: "),
        ({"where": ""}, "where must not be empty"),
        ({"quote": None}, "every row quotes its source"),
        ({"revision": "other"}, "says what became of it"),
        ({"revision": "dropped"}, "revision must be one of"),
        ({"cell": ""}, "notebook and cell go together"),
        ({"notebook": "", "cell": ""}, "names the cell that settles it"),
        ({"status": "open", "note": ""}, "an open claim says in its note"),
        ({"source": "limit-continuous-poker-2025-05.md"}, "source must be one of lcp.record.sources.SOURCES"),
    ],
)
def test_schema_refuses_a_bad_row_by_id_and_field(change, message):
    row = _valid()
    with pytest.raises(record.SchemaError, match=re.escape(message)) as info:
        dataclasses.replace(row, **change)
    assert str(info.value).startswith(f"{change.get('id', row.id)}: ")


def test_a_row_of_the_revision_states_its_place_once():
    row = next(e for e in errata.ERRATA if e.source is sources.REVISION)
    assert (row.revision, row.revision_where, row.revision_quote) == ("new", row.where, row.quote)
    assert dataclasses.replace(row, cell=row.cell) == row  # filled in, and the same when made again
    with pytest.raises(record.SchemaError, match="states its place once; drop revision_where"):
        dataclasses.replace(row, revision_where="somewhere else")


def test_an_erratum_corrects_something():
    row = errata.ERRATA[0]
    with pytest.raises(record.SchemaError, match="printed and corrected must differ"):
        dataclasses.replace(row, corrected=row.printed)
    with pytest.raises(TypeError):
        errata.Erratum(row.id, row.source)  # keyword fields only


def test_a_table_refuses_a_repeated_or_retired_id():
    with pytest.raises(record.SchemaError, match="used twice"):
        record.check_table(claims.CLAIMS[:2] * 2)
    with pytest.raises(record.SchemaError, match="retired"):
        record.check_table(claims.CLAIMS[:1], retired=[claims.CLAIMS[0].id])


def test_each_source_is_defined_once():
    """The six sources are defined in lcp.record.sources only: no other module of the package or the site has a seed's
    file name or a source's title as a string of its own (a docstring may name a file)."""
    spelled = [f'"{n}' for s in sources.SOURCES for n in (s.file, s.title)]
    for path in [*sorted((ROOT / "lcp").rglob("*.py")), *sorted((ROOT / "book").glob("*.py"))]:
        if path.name == "sources.py":
            continue
        text = path.read_text()
        assert not [s for s in spelled if s in text], path


# --- the record as data: JSON, CSV, their schema, the copies in the wheel ---------------------------------

DATA = ROOT / "lcp" / "data"


@pytest.mark.parametrize("kind", ["errata", "claims"])
def test_json_validates_against_the_schema(kind):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((DATA / "record.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    rows = TABLES[kind][0]
    doc = json.loads(record.to_json(rows, kind))
    jsonschema.validate(doc, schema, cls=jsonschema.Draft202012Validator)
    assert doc["version"] == record.RECORD_VERSION and [r["id"] for r in doc["rows"]] == [r.id for r in rows]
    # the schema holds the line: a row of the wrong kind, an unknown severity, a repeated place all fail
    broken = json.loads(json.dumps(doc))
    broken["rows"][0]["severity"] = "grave"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema, cls=jsonschema.Draft202012Validator)
    broken = json.loads(json.dumps(doc))
    broken["record"] = "claims" if kind == "errata" else "errata"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema, cls=jsonschema.Draft202012Validator)
    revision = next(r for r in json.loads(json.dumps(doc))["rows"] if r["source"] == "revision")
    revision["revision_where"] = revision["where"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**doc, "rows": [revision]}, schema, cls=jsonschema.Draft202012Validator)


@pytest.mark.parametrize("kind", ["errata", "claims"])
def test_json_and_csv_read_back_to_the_rows(kind):
    import csv
    import io

    rows = TABLES[kind][0]
    doc = json.loads(record.to_json(rows, kind))
    table = list(csv.DictReader(io.StringIO(record.to_csv(rows, kind))))
    assert len(doc["rows"]) == len(table) == len(rows)
    for row, data, line in zip(rows, doc["rows"], table):
        text = "printed" if kind == "errata" else "statement"
        assert data["id"] == line["id"] == row.id and data[text] == line[text] == getattr(row, text)
        assert data["quote"]["text"] == line["quote_text"] == row.quote.text
        assert data["severity"] == line["severity"] == row.severity and line["source"] == row.source.key


@pytest.mark.parametrize("name", ["errata.json", "claims.json", "errata.csv", "claims.csv"])
def test_the_data_in_the_wheel_is_up_to_date(name, tmp_path):
    """lcp/data holds the record as data (package data of the wheel): the same bytes the rows give now. After
    editing rows, `python -m lcp.record` rewrites it."""
    record.write_data(tmp_path)
    assert (DATA / name).read_bytes() == (tmp_path / name).read_bytes(), "run: python -m lcp.record"


# --- the command line ------------------------------------------------------------------------------------


def _run(*args, env=None, shell=None):
    import os
    import subprocess
    import sys

    environ = {**os.environ, **(env or {})}
    if shell:
        return subprocess.run(shell, shell=True, capture_output=True, env=environ, cwd=ROOT, timeout=120, check=False)
    return subprocess.run(
        [sys.executable, "-m", *args], capture_output=True, env=environ, cwd=ROOT, timeout=120, check=False
    )


@pytest.mark.parametrize("kind", ["errata", "claims"])
def test_command_line_help_and_unknown_flags(kind):
    done = _run(f"lcp.record.{kind}", "--help")
    assert done.returncode == 0 and b"--severity" in done.stdout and b"--format" in done.stdout
    done = _run(f"lcp.record.{kind}", "--bogus")
    assert done.returncode == 2 and b"unrecognized arguments: --bogus" in done.stderr and not done.stdout
    done = _run(f"lcp.record.{kind}", "--source", "nowhere")
    assert done.returncode == 2 and b"invalid choice: 'nowhere'" in done.stderr


def test_command_line_filters_and_formats():
    import csv
    import io

    done = _run("lcp.record.errata", "--source", "revision", "--severity", "major", "--format", "json")
    assert done.returncode == 0, done.stderr
    got = [r["id"] for r in json.loads(done.stdout)["rows"]]
    wanted = [e.id for e in errata.ERRATA if e.source is sources.REVISION and e.severity == "major"]
    assert got == wanted and wanted
    done = _run(
        "lcp.record.claims", "--status", "refuted", "--status", "imprecise", "--source", "manuscript", "--format", "csv"
    )
    table = list(csv.DictReader(io.StringIO(done.stdout.decode())))
    assert [r["id"] for r in table] == [
        c.id for c in claims.CLAIMS if c.status in ("refuted", "imprecise") and c.source is sources.MANUSCRIPT
    ]
    done = _run("lcp.record.claims", "--notebook", "09_revision", "--format", "markdown")
    assert done.stdout.decode().count("\n") == 2 + len(claims.for_notebook("09_revision"))
    done = _run("lcp.record.errata", "--id", "E-man-001")
    text = done.stdout.decode()
    assert text.startswith("E-man-001 (") and "\n\n" not in text.strip()


@pytest.mark.parametrize("kind", ["errata", "claims"])
def test_command_line_on_a_closed_pipe_and_an_ascii_terminal(kind):
    import sys

    done = _run(shell=f"{sys.executable} -m lcp.record.{kind} | head -1")
    assert done.returncode == 0 and done.stderr == b"" and done.stdout.decode().startswith(f"{kind[0].upper()}-")
    for fmt in ("text", "markdown"):
        done = _run(f"lcp.record.{kind}", "--format", fmt, env={"PYTHONIOENCODING": "ascii", "LC_ALL": "C"})
        assert done.returncode == 0 and done.stderr == b"", (fmt, done.stderr[-300:])
        done.stdout.decode("ascii")  # nothing but ASCII
    for fmt in ("csv", "json"):  # the exports: the same UTF-8 bytes whatever the locale (issue 57)
        ascii_run = _run(f"lcp.record.{kind}", "--format", fmt, env={"PYTHONIOENCODING": "ascii", "LC_ALL": "C"})
        utf8_run = _run(f"lcp.record.{kind}", "--format", fmt, env={"PYTHONIOENCODING": "utf-8"})
        assert ascii_run.returncode == 0 and ascii_run.stderr == b"" and ascii_run.stdout == utf8_run.stdout, fmt
        assert "’".encode() in ascii_run.stdout or fmt == "json", fmt
    assert len(json.loads(ascii_run.stdout)["rows"]) == len(TABLES[kind][0])


@pytest.mark.parametrize("first", ["lcp.record._cli", "lcp.record", "lcp.record.errata", "lcp.record.claims"])
def test_each_record_module_imports_first(first):
    """The wheel's check imports the modules in name order, _record_cli before record: no import cycle bites."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", f"import {first}; import lcp.record; print(lcp.record.main)"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert out.returncode == 0, out.stderr
