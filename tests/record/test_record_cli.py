"""lcp.record._cli: the record's command lines (``python -m lcp.record.errata``, ``lcp.record.claims``, ``lcp.record``) where
they meet nothing to print, nowhere to print it, or the end of the id numbers (issue 47)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from _notebooks import ROOT
from lcp import record
from lcp.record import claims, errata, sources


def _run(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT, timeout=120, check=False, **kwargs
    )


@pytest.mark.parametrize("kind", ["errata", "claims"])
def test_a_filter_that_matches_nothing_says_so(kind, capsys):
    """It printed an empty line and exited 0: now one line on stderr naming the filters, exit status 1."""
    assert record.main(kind, ["--id", f"{kind[0].upper()}-man-999", "--severity", "minor"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"python -m lcp.record.{kind}: no {kind} match --severity minor --id {kind[0].upper()}-man-999\n"
    assert record.main(kind, ["--id", "E-blg-999", "--format", "json"]) == 1  # still a valid document
    out, err = capsys.readouterr()
    assert json.loads(out)["rows"] == [] and err.count("\n") == 1


def test_a_full_disk_or_a_closed_output_is_one_line(monkeypatch, capsys):
    """A full disk (/dev/full: ENOSPC) and a closed standard output (``>&-``) gave a raw traceback."""
    with open("/dev/full", "w") as full:
        monkeypatch.setattr(sys, "stdout", full)
        assert record.main("errata", ["--id", "E-man-001"]) == 1
    assert capsys.readouterr().err == "python -m lcp.record.errata: cannot write the output (No space left on device)\n"
    monkeypatch.setattr(sys, "stdout", None)  # what Python sets when it starts with file descriptor 1 closed
    assert record.main("claims", ["--id", "C-man-001"]) == 1
    assert (
        capsys.readouterr().err == "python -m lcp.record.claims: cannot write the output (standard output is closed)\n"
    )


def test_next_id_refuses_to_run_past_three_digits():
    """After E-man-999 it returned E-man-1000, an id its own schema refuses."""
    assert record.next_id("E", sources.MANUSCRIPT, ["E-man-998"]) == "E-man-999"
    with pytest.raises(ValueError, match=r"^E-man-999 is taken and an id has three digits"):
        record.next_id("E", sources.MANUSCRIPT, ["E-man-999", "E-rev-001"])
    schema = json.loads((ROOT / "lcp" / "data" / "record.schema.json").read_text())
    pattern = schema["$defs"]["row"]["properties"]["id"]["pattern"]
    assert pattern.endswith("-[0-9]{3}$") and record.ID.pattern.endswith("-(?P<number>[0-9]{3})\\Z")


@pytest.mark.parametrize("bad", ["E-man-001\n", "E-man-\u0661\u0662\u0663", "E-man-0001"])
def test_an_id_is_exactly_the_schemas_pattern(bad):
    """The old pattern took a trailing newline and any Unicode digit, which the schema refuses."""
    assert record.ID.match(bad) is None
    with pytest.raises(ValueError, match="taken must hold ids like"):
        record.next_id("E", sources.MANUSCRIPT, [bad])


def test_python_m_lcp_record_prints_the_next_free_id(capsys):
    """``--next E rev`` (issue 49) counts rows, retired ids and every id released; --help writes nothing.
    ``python -m lcp.record`` itself raised a TypeError (the module ran as ``__main__``, a second copy whose
    ``Row`` the rows are not): it runs the command line of the real module now."""
    released = json.loads((ROOT / "lcp" / "data" / "released_ids.json").read_text())
    for kind, source, rows, name in (("E", "rev", errata.ERRATA, "errata"), ("C", "man", claims.CLAIMS, "claims")):
        assert record.record_main(["--next", kind, source]) == 0
        taken = {r.id for r in rows} | set(released[name])
        new = capsys.readouterr().out.strip()
        assert record.ID.match(new) and new not in taken and new.startswith(f"{kind}-{source}-")
        assert int(new[-3:]) == 1 + max(int(i[-3:]) for i in taken if i.startswith(f"{kind}-{source}-"))
    with pytest.raises(SystemExit) as stop:
        record.record_main(["--next", "E", "nowhere"])
    assert stop.value.code == 2 and "SOURCE must be one of man, rev" in capsys.readouterr().err
    data = {p.name: p.stat().st_mtime_ns for p in (ROOT / "lcp" / "data").iterdir()}
    with pytest.raises(SystemExit) as stop:
        record.record_main(["--help"])
    assert stop.value.code == 0 and "--next KIND SOURCE" in capsys.readouterr().out
    assert {p.name: p.stat().st_mtime_ns for p in (ROOT / "lcp" / "data").iterdir()} == data
    done = _run("lcp.record", "--next", "C", "rev")
    assert done.returncode == 0 and record.ID.match(done.stdout.strip()), done.stderr
