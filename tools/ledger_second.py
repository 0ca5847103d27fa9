"""Bring the second readings into the reading ledger, list where they disagree with the first, apply settlements.

    python3 -m tools.ledger_second ingest [--readings DIR] [--data DIR] [--disagreements FILE]
    python3 -m tools.ledger_second settle [--data DIR] [--disagreements FILE]
    python3 -m tools.ledger_second status [--data DIR] [--disagreements FILE]
    python3 -m tools.ledger_second twins [--readings DIR] [--data DIR] [--twins FILE]

``ingest`` reads ``DIR/<file>.json`` (default ``scratch/readings`` beside the shared folder, ``../shared``; the format of a second reader's file:
a list of ``{"locator", "task": "truth"|"hidden", "kind", "verdict", "strict_reading", "note", "checked_by",
"erratum_kind", "existing_row", "severity"}``; ``<file>.twins.json`` files are not readings and are skipped),
writes each item as the entry's ``second reading`` in ``lcp/data/ledger/<file>.json`` and lists every
disagreement in ``lcp/data/ledger-disagreements.json``: the verdict differs, the kind differs, or a sentence
filed as definition or motivation was found to assert something (``hidden assertion``). Each disagreement is
one record holding both readings and, empty until the settlement step fills them in, ``settlement`` (``{"by":
"third reading", "how": ...}``, a role, never a name) and ``result`` (``{"kind", "verdict", "where", "note"}``;
a ``fails`` names the erratum or claim row that records it in ``where``). A bad item stops the command with one
line naming the file, the locator and the field, before anything is written. Run again, it replaces the
second readings it wrote and keeps every record whose second reading is unchanged (with its settlement); it
refuses to drop a settled record whose second reading has changed.

``twins`` adds the second readers' twins (``DIR/<file>.twins.json``: ``[{"locators": [...], "what": ...}]``) to
``lcp/data/ledger-twins.json``: each group whose locators are all sentences of the ledger and that no group there
already holds, with no reason and no reading (the twin test then asks for a second reading of the group by
someone who did not write it, and for a reason, or one verdict, wherever the verdicts differ); it prints the groups it could not resolve (a locator given as a quote) for the settlement step.

``settle`` applies every record with a settlement and a result to its entry: the entry's kind, verdict, where
and note become the result, its ``settlement`` the record's, and a settlement by a third reading adds that
reading. ``status`` counts what is missing. After either, ``python -m lcp.record.ledger`` rewrites the exports; when
no ``holds`` of an assertive kind lacks a second reading, set ``lcp.record.ledger.SECOND_READING_COMPLETE = True``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from lcp.record import ledger, sources

READINGS = sources.shared_dir().parent / "scratch" / "readings"  # beside ../shared
DISAGREEMENTS = ledger.DATA_DIR.parent / "ledger-disagreements.json"
TWINS = ledger.DATA_DIR.parent / "ledger-twins.json"
FIELDS = ("strict_reading", "checked_by", "erratum_kind", "existing_row", "severity")
ERRATUM_KINDS = (None, "wrong", "overstated", "imprecise", "misattributed", "cross-reference")
SEVERITIES = (None, "major", "moderate", "minor")
HEADER = (
    "The disagreements between the first and the second reading of the ledger (tools/ledger_second.py). Each "
    "record: the locator, what differs, both readings, and, filled in by the settlement step, the settlement "
    "(by a role: who settled it and how) and the result (kind, verdict, where, note; a fails names its row)."
)


class ReadingError(ValueError):
    """A second reader's file breaks the format (the message names the file, the locator and the field)."""


def _dump(doc) -> str:
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def _check_item(name: str, i: int, item, entries: dict) -> dict:
    where = f"{name}.json item {i + 1}"
    if not isinstance(item, dict):
        raise ReadingError(f"{where}: an item must be an object; got {type(item).__name__}")
    loc = item.get("locator")
    if loc not in entries:
        raise ReadingError(f"{where}: locator must be a sentence of {name}; got {loc!r}")
    rules = {
        "task": ("truth", "hidden"),
        "kind": tuple(ledger.KINDS),
        "verdict": ("holds", "fails", "unchecked", "not-assertion"),
        "erratum_kind": ERRATUM_KINDS,
        "severity": SEVERITIES,
    }
    for key, allowed in rules.items():
        if item.get(key) not in allowed:
            raise ReadingError(f"{where} ({loc}): {key} must be one of {list(allowed)}; got {item.get(key)!r}")
    for key in ("note", "strict_reading", "checked_by"):
        if not isinstance(item.get(key), str):
            raise ReadingError(f"{where} ({loc}): {key} must be a string; got {item.get(key)!r}")
    if not item["note"].strip():
        raise ReadingError(f"{where} ({loc}): note must give the reasoning; got an empty note")
    if item.get("existing_row") is not None and not isinstance(item["existing_row"], str):
        raise ReadingError(f"{where} ({loc}): existing_row must be a row id or null; got {item['existing_row']!r}")
    reading = {"role": "second reading", "kind": item["kind"], "verdict": item["verdict"], "note": item["note"]}
    reading.update({k: item.get(k) for k in FIELDS})
    return reading


def differences(entry: dict, second: dict, task: str) -> list[str]:
    """What differs between an entry's first reading and a second reading: ``verdict``, ``kind``,
    ``hidden assertion`` (a definition or motivation the second reader found to assert something)."""
    first = entry["readings"][0] if entry["readings"] else entry
    out = []
    if first["verdict"] != second["verdict"]:
        out.append("verdict")
    if first["kind"] != second["kind"]:
        out.append("kind")
    if task == "hidden" and second["verdict"] != "not-assertion":
        out.append("hidden assertion")
    return out


def _load_disagreements(path: Path) -> dict:
    if not path.exists():
        return {"note": HEADER, "disagreements": []}
    return json.loads(path.read_text(encoding="utf-8"))


def ingest(readings: Path, data: Path, disagreements: Path) -> str:
    """Write the second readings into the data files and the disagreements into their file; a summary line."""
    docs = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(data.glob("*.json"))}
    found = sorted(p for p in readings.glob("*.json") if not p.name.endswith(".twins.json"))
    if not found:
        raise ReadingError(f"readings: no <file>.json in {readings}")
    new: dict[str, dict] = {}
    for path in found:
        if path.stem not in docs:
            raise ReadingError(f"{path.name}: not a section file of the ledger ({sorted(docs)})")
        try:
            items = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as err:
            raise ReadingError(f"{path.name}: not JSON ({err})") from None
        if not isinstance(items, list):
            raise ReadingError(f"{path.name}: must be a list of readings; got {type(items).__name__}")
        entries = {e["locator"]: e for e in docs[path.stem]["entries"]}
        for i, item in enumerate(items):
            reading = _check_item(path.stem, i, item, entries)
            if item["locator"] in new:
                raise ReadingError(f"{path.name} item {i + 1}: locator {item['locator']} is read twice")
            new[item["locator"]] = (path.stem, item["task"], reading)
    old = _load_disagreements(disagreements)
    kept = {r["locator"]: r for r in old["disagreements"]}
    records = []
    for loc, (name, task, second) in new.items():
        entry = next(e for e in docs[name]["entries"] if e["locator"] == loc)
        entry["readings"] = [r for r in entry["readings"] if r["role"] != "second reading"] + [second]
        entry["readings"].sort(key=lambda r: ledger.ROLES.index(r["role"]))
        differ = differences(entry, second, task)
        before = kept.pop(loc, None)
        if before is not None and before["second reading"] == second and before["differ"] == differ:
            records.append(before)
            continue
        if before is not None and before.get("settlement"):
            raise ReadingError(f"{loc}: its second reading changed but its disagreement is settled; unsettle it first")
        if differ:
            first = next((x for x in entry["readings"] if x["role"] == "first reading"), None)
            records.append(
                {
                    "locator": loc,
                    "digest": entry["digest"],
                    "differ": differ,
                    "first reading": first,
                    "second reading": second,
                    "settlement": None,
                    "result": None,
                }
            )
    records += kept.values()  # records of sentences not in these readings files stay as they were
    order = {e["locator"]: i for i, e in enumerate(e for d in docs.values() for e in d["entries"])}
    records.sort(key=lambda r: order.get(r["locator"], len(order)))
    for name in {n for n, _, _ in new.values()}:
        (data / f"{name}.json").write_text(_dump(docs[name]), encoding="utf-8")
    disagreements.write_text(_dump({"note": HEADER, "disagreements": records}), encoding="utf-8")
    open_ = sum(r["settlement"] is None for r in records)
    return f"{len(new)} second readings in {len(found)} files; {len(records)} disagreements, {open_} to settle"


def settle(data: Path, disagreements: Path, rows: set[str] | None = None) -> str:
    """Apply every settled disagreement to its entry; a summary line."""
    if rows is None:
        from lcp.record import claims, errata

        rows = {r.id for r in (*errata.ERRATA, *claims.CLAIMS)}
    docs = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(data.glob("*.json"))}
    entries = {e["locator"]: (name, e) for name, d in docs.items() for e in d["entries"]}
    changed: set[str] = set()
    records = _load_disagreements(disagreements)["disagreements"]
    for r in records:
        loc, settled, result = r["locator"], r["settlement"], r["result"]
        if settled is None or result is None:
            continue
        if settled.get("by") not in ledger.ROLES or not str(settled.get("how", "")).strip():
            raise ReadingError(f"{loc}: settlement must be {{'by': one of {list(ledger.ROLES)}, 'how': why}}")
        if result.get("verdict") not in ledger.VERDICTS or result.get("kind") not in ledger.KINDS:
            raise ReadingError(f"{loc}: result needs a kind of {list(ledger.KINDS)} and a verdict")
        if result["verdict"] == "fails" and not any(w in rows for w in result.get("where", [])):
            raise ReadingError(f"{loc}: a result that fails names its erratum or claim row in where")
        name, entry = entries[loc]
        for key in ("kind", "verdict", "where", "note"):
            entry[key] = result[key]
        entry["settlement"] = {"by": settled["by"], "how": settled["how"]}
        entry["readings"] = [x for x in entry["readings"] if x["role"] != "third reading"]
        if settled["by"] == "third reading":
            third = {"role": "third reading", **{k: result[k] for k in ("kind", "verdict", "note")}}
            entry["readings"].append(third)
        changed.add(name)
    for name in changed:
        (data / f"{name}.json").write_text(_dump(docs[name]), encoding="utf-8")
    done = sum(r["settlement"] is not None and r["result"] is not None for r in records)
    return f"{done} of {len(records)} disagreements settled and applied ({len(changed)} files written)"


def twins(readings: Path, data: Path, twins_file: Path) -> str:
    """Add the readers' twin groups to the twins file; a summary line (and the unresolved groups on stderr)."""
    known = {e["locator"] for p in data.glob("*.json") for e in json.loads(p.read_text(encoding="utf-8"))["entries"]}
    doc = json.loads(twins_file.read_text(encoding="utf-8"))
    have = [set(t["locators"]) for t in doc["twins"]]
    added, unresolved = 0, []
    for path in sorted(readings.glob("*.twins.json")):
        try:
            groups = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as err:
            raise ReadingError(f"{path.name}: not JSON ({err})") from None
        for i, g in enumerate(groups):
            if not isinstance(g, dict) or not isinstance(g.get("locators"), list) or not str(g.get("what", "")).strip():
                raise ReadingError(f"{path.name} item {i + 1}: must be {{'locators': [...], 'what': ...}}")
            locs = list(dict.fromkeys(str(x) for x in g["locators"]))
            if len(locs) < 2 or not set(locs) <= known:
                unresolved.append(f"{path.name} item {i + 1}: {locs}")
            elif not any(set(locs) <= h for h in have):
                doc["twins"].append({"locators": locs, "what": g["what"].strip(), "reason": None})
                have.append(set(locs))
                added += 1
    twins_file.write_text(_dump(doc), encoding="utf-8")
    for line in unresolved:
        print(f"unresolved: {line}", file=sys.stderr)
    return f"{added} twin groups added, {len(unresolved)} to resolve by hand"


def status(data: Path, disagreements: Path) -> str:
    """How many holds lack a second reading and how many disagreements are open."""
    entries = ledger.load(data)
    records = _load_disagreements(disagreements)["disagreements"]
    missing = ledger.second_reading_missing(entries)
    open_ = sum(r["settlement"] is None or r["result"] is None for r in records)
    return f"{len(missing)} holds without a second reading; {open_} of {len(records)} disagreements open"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tools.ledger_second", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("ingest", "settle", "status", "twins"))
    parser.add_argument("--readings", type=Path, default=READINGS, help="the second readers' files")
    parser.add_argument("--data", type=Path, default=ledger.DATA_DIR, help="the ledger's section files")
    parser.add_argument("--disagreements", type=Path, default=DISAGREEMENTS, help="the disagreements file")
    parser.add_argument("--twins", type=Path, default=TWINS, help="the twins file")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        print(f"--data must be a folder of ledger section files; got {args.data}", file=sys.stderr)
        return 2
    try:
        if args.command == "ingest":
            print(ingest(args.readings, args.data, args.disagreements))
        elif args.command == "settle":
            print(settle(args.data, args.disagreements))
        elif args.command == "twins":
            print(twins(args.readings, args.data, args.twins))
        else:
            print(status(args.data, args.disagreements))
    except ReadingError as err:
        print(err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
