"""The library on the other supported Pythons (3.12, 3.13; pyproject.toml's classifiers): its unit tests of
the ground and the fixed-bet and no-limit games, run there when that Python is on this machine (skipped, with
the reason, when it is not). The lock's versions are installed (locks/library.txt, with pytest and hypothesis
at the test set's versions) into an environment per Python in build/pythons/, kept while the lock is unchanged.

Building those environments takes a minute or more (no wheel of them is cached on a fresh machine), more than
the suite's budget allows: a run builds them only when LCP_OTHER_PYTHONS=1 is set (once), and a later run
uses them as built; without either, the test is skipped and says how to run it."""

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from _notebooks import ROOT
from tools import environment, lock

pytestmark = pytest.mark.slow

#: The library's unit tests run there: the ground's and the fixed-bet, no-limit and limit games' (fast ones),
#: and the doctests of lcp.core (pytest's options of pyproject.toml, nbval's among them, left out).
#: (--noconftest: the suite's conftest files need the notebooks' and the site's tools, which are not installed there.)
UNIT = ["tests/core/test_ranges_rational.py", "tests/continuous/test_fixed_bet.py", "tests/continuous/test_no_limit.py"]


def _interpreter(version: str) -> str | None:
    """This machine's Python ``version``: pyenv's, else one on PATH that starts (a pyenv shim may not)."""
    for found in sorted(glob.glob(os.path.expanduser(f"~/.pyenv/versions/{version}.*/bin/python{version}"))):
        return found
    found = shutil.which(f"python{version}")
    try:
        if found and subprocess.run([found, "-c", "1"], capture_output=True, timeout=30, check=False).returncode == 0:
            return found
    except subprocess.TimeoutExpired:
        pass
    return None


def _environment(version: str, python: str) -> Path:
    """An environment of ``python`` with the lock's library set, pytest and hypothesis, and lcp (editable)."""
    venv = ROOT / "build" / "pythons" / version
    key = lock.digest(ROOT, "tests")
    stamp = venv / environment.STAMP
    if stamp.is_file() and stamp.read_text() == key:
        return environment.interpreter(venv)
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([python, "-m", "venv", str(venv)], check=True, capture_output=True)
    uv = Path(sys.executable).parent / "uv"
    target = str(environment.interpreter(venv))
    options = ["--quiet", "--python", target, *environment.uv_options(environment.pip_settings(Path(sys.executable)))]
    tests = lock.pins(lock.path(ROOT, "tests").read_text())
    subprocess.run([str(uv), "pip", "sync", *options, str(lock.path(ROOT, "library"))], check=True)
    extra = [f"{name}=={tests[name]}" for name in ("pytest", "hypothesis")]
    subprocess.run([str(uv), "pip", "install", *options, *extra, "-c", str(lock.path(ROOT, "tests"))], check=True)
    subprocess.run(
        [str(uv), "pip", "install", *options, "--no-deps", "--no-build-isolation", "-e", str(ROOT)], check=True
    )
    stamp.write_text(key)
    return Path(target)


@pytest.mark.parametrize("version", ["3.12", "3.13"])
def test_the_librarys_unit_tests_pass_on(version):
    python = _interpreter(version)
    if python is None:
        pytest.skip(f"Python {version} is not installed here (no python{version} on PATH, none in ~/.pyenv)")
    stamp = ROOT / "build" / "pythons" / version / environment.STAMP
    built = stamp.is_file() and stamp.read_text() == lock.digest(ROOT, "tests")
    if not built and os.environ.get("LCP_OTHER_PYTHONS") != "1":
        pytest.skip(
            f"Python {version} is here but its environment is not built (a minute or more): run once with "
            f"LCP_OTHER_PYTHONS=1 python3 run.py test {Path(__file__).relative_to(ROOT)}"
        )
    venv_python = _environment(version, python)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    result = subprocess.run(
        [
            str(venv_python),
            "-m",
            "pytest",
            "-q",
            "-x",
            "-m",
            "not slow",
            "-o",
            "addopts=-p no:cacheprovider",
            "--noconftest",
            "--doctest-modules",
            "lcp/core",
            *UNIT,
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
