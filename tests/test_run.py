"""run.py under hostile use (issue 30): unknown commands, read-only checkouts, broken virtual environments,
concurrent runs, offline edits of pyproject.toml, matplotlib without a writable HOME."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from _notebooks import ROOT


def _load(venv: Path | None = None):
    """A fresh copy of run.py as a module (LCP_VENV pointing at ``venv`` when given)."""
    old = os.environ.get("LCP_VENV")
    if venv is not None:
        os.environ["LCP_VENV"] = str(venv)
    try:
        spec = importlib.util.spec_from_file_location(f"run_{id(venv)}", ROOT / "run.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        if venv is not None:
            if old is None:
                os.environ.pop("LCP_VENV", None)
            else:
                os.environ["LCP_VENV"] = old


def _run_py(*args, cwd=ROOT, env=None):
    return subprocess.run([sys.executable, str(cwd / "run.py"), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env)


def test_unknown_command_says_so_in_one_line():
    result = _run_py("bogus")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "run.py: unknown command 'bogus'; the commands are reproduce, test, book (python3 run.py --help)"]


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else False,
                    reason="root writes into read-only folders; the check is tested through _writable below")
def test_read_only_checkout_gets_one_line(tmp_path):  # pragma: no cover - CI runs as root
    copy = tmp_path / "ro"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", "build", ".git"))
    for path in [copy, *copy.rglob("*")]:
        path.chmod(path.stat().st_mode & ~0o222)
    result = _run_py("book", cwd=copy)
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1 and "read-only" in result.stderr


def test_read_only_folder_is_named(tmp_path, monkeypatch, capsys):
    run = _load()
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != tmp_path)
    with pytest.raises(SystemExit) as stop:
        run._writable(tmp_path / "build" / "html", "the site", "make a writable copy")
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err == f"run.py: cannot write the site ({tmp_path} is read-only); make a writable copy\n"


def _fake_venv(root: Path, *, python: str | None, pip: bool) -> None:
    """A venv-shaped folder whose interpreter is ``python`` (a script), absent (None) or dangling ("dangling")."""
    bin_ = root / "bin"
    bin_.mkdir(parents=True)
    if python == "dangling":
        (bin_ / "python").symlink_to(root / "no-such-python")
    elif python is not None:
        script = bin_ / "python"
        # "python -m pip --version" fails when pip is missing; "python -c ..." succeeds if the interpreter works
        script.write_text(f"#!/bin/sh\n{python}\nif [ \"$1\" = -m ]; then exit {0 if pip else 1}; fi\nexit 0\n")
        script.chmod(0o755)


@pytest.mark.parametrize("python, pip, problem", [
    (None, True, "has no working interpreter"),
    ("dangling", True, "has no working interpreter"),
    ("exit 3", True, "interpreter does not start"),
    ("", False, "has no pip"),
    ("", True, None),
])
def test_broken_virtual_environments_are_found(tmp_path, python, pip, problem):
    venv = tmp_path / "venv"
    _fake_venv(venv, python=python, pip=pip)
    found = _load(venv).venv_problem()
    assert (found is None) if problem is None else (problem in found)


def test_a_missing_venv_is_no_problem(tmp_path):
    assert _load(tmp_path / "absent").venv_problem() is None


def test_a_broken_venv_is_rebuilt(tmp_path):
    """The whole repair path with a real interpreter: a venv without pip is removed and recreated; the
    install that follows is cut short (a stamp that matches), so no network is needed."""
    venv = tmp_path / "venv"
    _fake_venv(venv, python="", pip=False)
    run = _load(venv)
    calls = []
    real_run = subprocess.run

    def fake_run(command, *args, **kwargs):
        calls.append(command)
        if command[1:3] == ["-m", "venv"]:  # create a venv-shaped folder with a working "python" and the stamp
            _fake_venv(venv, python="", pip=True)
            run.STAMP.write_text(run.requirements_key() + "\n")
            return subprocess.CompletedProcess(command, 0)
        return real_run(command, *args, **kwargs)

    run.subprocess.run = fake_run
    run.os.execve = lambda *a: (_ for _ in ()).throw(SystemExit("re-executed"))
    try:
        with pytest.raises(SystemExit, match="re-executed"):
            run.ensure_environment()
    finally:
        run.subprocess.run = real_run
    assert any(c[1:3] == ["-m", "venv"] for c in calls)


def test_requirements_key_ignores_edits_that_change_no_requirement(tmp_path, monkeypatch):
    run = _load()
    original = (ROOT / "pyproject.toml").read_text()
    copy = tmp_path / "pyproject.toml"
    monkeypatch.setattr(run, "ROOT", tmp_path)
    copy.write_text(original)
    key = run.requirements_key()
    copy.write_text(original.replace('description = "', 'description = "Edited offline. ') + "\n# a comment\n")
    assert run.requirements_key() == key
    copy.write_text(original.replace('"numpy>=1.26"', '"numpy>=1.27"'))
    assert run.requirements_key() != key


def test_concurrent_runs_wait_for_each_other(tmp_path, monkeypatch):
    """Two reproduce runs of one notebook at once deleted committed figures; the lock serialises them."""
    run = _load()
    monkeypatch.setattr(run, "ROOT", tmp_path)
    inside, overlaps = [], []

    def job():
        with run.exclusive("reproduce"):
            overlaps.append(len(inside))
            inside.append(1)
            time.sleep(0.2)
            inside.pop()

    # flock locks belong to open file descriptions, so two threads with their own open() exclude each other
    threads = [threading.Thread(target=job) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert overlaps == [0, 0, 0]


def test_publish_keeps_figures_whose_notebook_made_none(tmp_path, monkeypatch):
    """A run that saved nothing (another run cleared the scratch folder) must not delete figures/."""
    run = _load()
    figures, scratch = tmp_path / "figures", tmp_path / "scratch"
    figures.mkdir(), scratch.mkdir()
    (figures / "01_x-a.png").write_bytes(b"png")
    monkeypatch.setattr(run, "FIGURES", figures)
    monkeypatch.setattr(run, "SCRATCH_FIGURES", scratch)
    with pytest.raises(RuntimeError, match="saved no figure"):
        run.publish_figures("01_x")
    assert (figures / "01_x-a.png").exists()


def test_matplotlib_gets_a_writable_folder(tmp_path, monkeypatch):
    run = _load()
    monkeypatch.delenv("MPLCONFIGDIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(run, "ROOT", tmp_path)
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    run.matplotlib_config()
    assert os.environ["MPLCONFIGDIR"] == str(tmp_path / "build" / "mplconfig")


def test_written_files_follow_the_umask(tmp_path):
    run = _load()
    old = os.umask(0o002)
    try:
        run.write_atomically(tmp_path / "f.ipynb", b"{}")
    finally:
        os.umask(old)
    assert (tmp_path / "f.ipynb").stat().st_mode & 0o777 == 0o664


@pytest.mark.parametrize("args, extra", [
    ([], ["-n", str(min(os.cpu_count() or 1, 4)), "--dist", "loadfile"]),
    (["-n", "1"], []),
    (["-p", "no:xdist", "-k", "x"], []),
])
def test_test_uses_both_cores_unless_told(args, extra):
    assert _load().parallel_args(args) == extra
