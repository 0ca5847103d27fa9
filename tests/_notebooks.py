"""Shared helpers of the notebook tests: where the notebooks are and how to read both halves of a pair."""

import re
from pathlib import Path

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
#: The project's notebooks: those the site lists (book/index.md, as run.py reads it); any other notebook in
#: notebooks/ is a user's, and no test reads it (tests/package/test_run_edges.py holds every tracked notebook listed).
LISTED = sorted(set(re.findall(r"^notebooks/([0-9][0-9]_\w+)[ \t]*$", (ROOT / "book" / "index.md").read_text(), re.M)))
PAIRS = [NOTEBOOK_DIR / f"{name}.py" for name in LISTED]
IDS = [p.stem for p in PAIRS]


def read_py(stem: str):
    return jupytext.read(NOTEBOOK_DIR / f"{stem}.py")


def read_ipynb(stem: str):
    return nbformat.read(NOTEBOOK_DIR / f"{stem}.ipynb", as_version=4)


def tags(cell) -> list:
    return list(cell.metadata.get("tags", []))
