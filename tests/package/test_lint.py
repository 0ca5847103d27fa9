"""The checkers configured in pyproject.toml hold: ``ruff check`` (the whole checkout), ``ruff format --check``
(the whole checkout but the notebooks' paired .py files, see pyproject.toml) and ``mypy`` (``lcp``).

Both run through this interpreter (``python -m ruff``, ``python -m mypy``), so the versions are those the
test extra installs. Their caches are in build/ (pyproject.toml): mypy's first run takes about half a
minute of CPU, a warm one a second.
"""

import subprocess
import sys

import pytest

from _notebooks import ROOT

pytestmark = pytest.mark.slow


def _run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False
    )


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--output-format", "concise", ".")
    assert result.returncode == 0, f"ruff check found problems:\n{result.stdout}{result.stderr}"


def test_ruff_format_changes_nothing():
    result = _run("ruff", "format", "--check", "--output-format", "concise", ".")
    assert result.returncode == 0, (
        f"ruff format would change these files (run `python -m ruff format .`):\n{result.stdout}{result.stderr}"
    )


def test_the_format_check_fails_on_an_unformatted_file(tmp_path):
    """The check above can fail: the same command, with the checkout's configuration, refuses a file laid out
    otherwise (single quotes, a call split by hand, spacing) and passes it once ``ruff format`` has written it."""
    config = str(ROOT / "pyproject.toml")
    probe = tmp_path / "probe.py"
    probe.write_text("def f(a,b):\n    return {'a':a,\n        'b':b}\n")
    refused = _run("ruff", "format", "--no-cache", "--config", config, "--check", str(probe))
    assert refused.returncode == 1 and "probe.py" in refused.stdout, refused.stdout + refused.stderr
    assert _run("ruff", "format", "--no-cache", "--config", config, str(probe)).returncode == 0
    assert probe.read_text() == 'def f(a, b):\n    return {"a": a, "b": b}\n'
    assert _run("ruff", "format", "--no-cache", "--config", config, "--check", str(probe)).returncode == 0


def test_mypy_finds_nothing():
    result = _run("mypy")  # the files, the options and the cache folder come from pyproject.toml
    assert result.returncode == 0, f"mypy found problems:\n{result.stdout}{result.stderr}"
