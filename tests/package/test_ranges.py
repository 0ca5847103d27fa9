"""Every public callable of every public module has a documented-ranges entry (issue 35).

The entries live in ``tests/test_ranges_*.py``, one file per module or small group of modules, named for them
(tests mirror modules); their format and how they run is ``tests/_ranges.py``. This test gathers every file's
entries and walks the package: a public function, class or method that no entry covers fails, and so does
an entry for a name that is not a public callable.
"""

from __future__ import annotations

from pathlib import Path

from _ranges import public_callables

RANGE_PATHS = {p.stem: p for p in Path(__file__).resolve().parents[1].rglob("test_ranges_*.py")}
RANGE_FILES = sorted(RANGE_PATHS)


def _range_module(stem: str):
    """A range file's module: the one pytest imported, else loaded from its file (the files sit in the wings'
    test folders)."""
    import importlib.util
    import sys

    if stem in sys.modules:
        return sys.modules[stem]
    spec = importlib.util.spec_from_file_location(stem, RANGE_PATHS[stem])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _entries() -> dict:
    """Every range file's entries by qualified name (a name registered by two files fails)."""
    entries: dict = {}
    for stem in RANGE_FILES:
        own = _range_module(stem).ENTRIES
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
