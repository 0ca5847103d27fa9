"""Print a section of the reading ledger for a reader: each sentence's full text beside its entry.

``python -m tools.ledger_read solving_lcp [--unread]`` prints, for each sentence of that section file, its
locator, block, environment, kind, verdict, where and note, then its whole LaTeX; with ``--unread``
only the sentences not yet read (and those whose verdict came from the record, to confirm). The entries are
edited in ``lcp/data/ledger/<file>.json``; ``python -m lcp.record.ledger`` then rewrites the exports.
"""

from __future__ import annotations

import argparse
import json

from lcp.record import ledger


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file", choices=ledger.files())
    parser.add_argument("--unread", action="store_true")
    args = parser.parse_args(argv)
    sentences = {s.locator: s for s in ledger.split() if s.file == args.file}
    doc = json.loads((ledger.DATA_DIR / f"{args.file}.json").read_text(encoding="utf-8"))
    for e in doc["entries"]:
        if args.unread and e["verdict"] != "unread" and "to confirm" not in e["note"]:
            continue
        s = sentences[e["locator"]]
        print(
            f"== {e['locator']} [{e['block']}{', ' + s.env if s.env else ''}] kind={e['kind']} "
            f"verdict={e['verdict']} where={e['where']} note={e['note']!r}"
        )
        print(s.text)
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
