"""Every public callable of every public module has a documented-ranges entry (issue 35).

The entries live in ``tests/test_ranges_*.py``, one file per module or small group of modules, named for them
(tests mirror modules); their format and how they run is ``tests/_ranges.py``. This test gathers every file's
entries and walks the package: a public function, class or method that no entry covers fails, and so does
an entry for a name that is not a public callable.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from _ranges import public_callables

RANGE_FILES = sorted(p.stem for p in Path(__file__).resolve().parent.glob("test_ranges_*.py"))


def _entries() -> dict:
    """Every range file's entries by qualified name (a name registered by two files fails)."""
    entries: dict = {}
    for stem in RANGE_FILES:
        own = importlib.import_module(stem).ENTRIES
        twice = sorted(set(own) & set(entries))
        assert not twice, f"{stem} registers names another range file has: {twice}"
        entries.update(own)
    return entries


def test_every_public_callable_is_covered():
    entries = _entries()
    covered = set(entries) | {c for e in entries.values() for c in e.covers}
    missing = sorted(public_callables() - covered)
    assert not missing, f"public callables without a range entry in tests/test_ranges_*.py: {missing}"
    stale = sorted(set(entries) - public_callables())
    assert not stale, f"entries for names that are not public callables: {stale}"
