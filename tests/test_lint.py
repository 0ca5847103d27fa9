"""The checkers configured in pyproject.toml hold: ``ruff check`` (the whole checkout) and ``mypy`` (``lcp``).

Both run through this interpreter (``python -m ruff``, ``python -m mypy``), so the versions are those the
test extra installs. Their caches are in build/ (pyproject.toml): mypy's first run takes about half a
minute of CPU, a warm one a second.
"""

import pytest

import subprocess
import sys

from _notebooks import ROOT


pytestmark = pytest.mark.slow

def _run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--output-format", "concise", ".")
    assert result.returncode == 0, f"ruff check found problems:\n{result.stdout}{result.stderr}"


def test_mypy_finds_nothing():
    result = _run("mypy")  # the files, the options and the cache folder come from pyproject.toml
    assert result.returncode == 0, f"mypy found problems:\n{result.stdout}{result.stderr}"
