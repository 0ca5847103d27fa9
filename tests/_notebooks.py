"""Shared helpers of the notebook tests: where the notebooks are and how to read both halves of a pair."""

from pathlib import Path

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
PAIRS = sorted(NOTEBOOK_DIR.glob("[0-9][0-9]_*.py"))
IDS = [p.stem for p in PAIRS]


def read_py(stem: str):
    return jupytext.read(NOTEBOOK_DIR / f"{stem}.py")


def read_ipynb(stem: str):
    return nbformat.read(NOTEBOOK_DIR / f"{stem}.ipynb", as_version=4)


def tags(cell) -> list:
    return list(cell.metadata.get("tags", []))
