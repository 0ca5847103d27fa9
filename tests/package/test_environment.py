"""The lock (locks/*.txt) and environment.yml: the same packages as pyproject.toml, the same versions as each
other, and the environment the tests run in is the lock's set, version for version."""

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib
import yaml
from packaging.requirements import Requirement

from _notebooks import ROOT
from tools import lock


def _name(requirement: str) -> str:
    return lock.canonical(re.split(r"[<>=!~\[; ]", requirement.strip(), maxsplit=1)[0])


def _pyproject(extras=("notebooks", "book", "test")):
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return project["dependencies"] + [d for name in extras for d in project["optional-dependencies"][name]]


def _environment():
    """Packages named in environment.yml: conda entries, plus pip entries other than the project."""
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in env["dependencies"] if isinstance(d, str) and _name(d) not in ("python", "pip")]
    pip = [d for d in env["dependencies"][-1]["pip"] if not d.startswith("-e")]
    return conda + pip


def _pins(name):
    return lock.pins(lock.path(ROOT, name).read_text())


def test_environment_yml_names_pyprojects_packages_at_the_locks_versions():
    listed = {_name(d): d.replace(" ", "") for d in _environment()}
    assert sorted(listed) == sorted(map(_name, _pyproject()))
    tests = _pins("tests")
    for requirement in _pyproject():
        name, bounds = _name(requirement), Requirement(requirement).specifier
        assert listed[name] == f"{listed[name].split('==')[0]}=={tests[name]}", (listed[name], tests[name])
        assert bounds.contains(tests[name], prereleases=True), f"{name} {tests[name]} is outside {bounds}"
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    assert f"python={lock.PYTHON_VERSION[:4]}" in env["dependencies"]


def test_ends_with_pip_install_of_the_project():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    last = env["dependencies"][-1]
    assert isinstance(last, dict) and last["pip"][-1] == "-e .[notebooks,book,test]"


@pytest.mark.parametrize("name", list(lock.SETS))
def test_each_set_is_locked_with_hashes_and_holds_its_requirements(name):
    text = lock.path(ROOT, name).read_text()
    pins = lock.pins(text)
    entries = re.findall(r"^[A-Za-z0-9][^\s]*==[^\s]+ \\\n((?:    --hash=sha256:[0-9a-f]{64}(?: \\)?\n)+)", text, re.M)
    assert len(entries) == len(pins) > 0  # every pin has its hashes
    extras = lock.SETS[name]
    build = [line for line in (ROOT / "locks" / "build.in").read_text().splitlines() if line and line[0] != "#"]
    for requirement in _pyproject(extras) + build:
        req = Requirement(requirement)
        key = lock.canonical(req.name)
        assert key in pins, f"{req.name} is missing from {name}'s lock"
        assert req.specifier.contains(pins[key], prereleases=True), f"{name}: {key} {pins[key]} outside {req.specifier}"


def test_the_sets_are_nested_with_one_version_per_package():
    tests = _pins("tests")
    smaller: dict[str, str] = {}
    for name in lock.SETS:
        pins = _pins(name)
        assert smaller.items() <= pins.items(), f"{name} drops or changes a package of the set before it"
        assert pins.items() <= tests.items()
        smaller = pins
    assert (
        "open-spiel" not in _pins("site") and "pygambit" not in _pins("notebooks") and "playwright" not in _pins("site")
    )
    assert "pytest" not in _pins("notebooks")


class _Reexecuted(Exception):
    """run.py's os.execve into the environment, stopped here."""


def test_each_command_installs_its_set(tmp_path, monkeypatch):
    """run.py's main, with a fake installer and a fresh environment folder: each command installs the set
    lock.FOR_COMMAND names for it, then re-executes itself there."""
    spec = importlib.util.spec_from_file_location("run_sets", ROOT / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").write_text("")
    for name, value in {
        "VENV": venv,
        "BIN": venv / "bin",
        "PYTHON": venv / "bin" / "python",
        "MARKER": venv / ".lcp-venv",
        "STAMP": venv / ".lcp-installed",
        "venv_refusal": lambda: None,
        "venv_problem": lambda: None,
        "other_checkout": lambda: None,
    }.items():
        monkeypatch.setattr(run, name, value)
    installed = []
    monkeypatch.setattr(run, "install_project", installed.append)
    monkeypatch.setattr(run.os, "execve", lambda *a: (_ for _ in ()).throw(_Reexecuted()))
    for command in run.COMMANDS:
        (venv / ".lcp-installed").unlink(missing_ok=True)
        monkeypatch.setattr(sys, "argv", ["run.py", command])
        with pytest.raises(_Reexecuted):
            run.main()
    assert sorted(lock.FOR_COMMAND) == sorted(run.COMMANDS)
    assert installed == [lock.FOR_COMMAND[command] for command in run.COMMANDS]
    assert lock.covers("tests", "site") and lock.covers("site", "site") and not lock.covers("site", "notebooks")
    assert not lock.covers(None, "library")


def test_the_installed_environment_is_the_lock():
    """pip freeze of the environment the tests run in equals the lock of the set run.py installed there
    (its stamp names it): every version, nothing more and nothing less (the project itself aside)."""
    stamp = Path(sys.prefix) / ".lcp-installed"
    if not stamp.is_file():
        pytest.skip(f"{sys.prefix} was not set up by run.py (no {stamp.name}): no locked set to compare with")
    held = stamp.read_text().split()[0]
    frozen = subprocess.run(
        [sys.executable, "-m", "pip", "freeze", "--all", "--exclude-editable", "--disable-pip-version-check"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    installed = {k: v for k, v in lock.pins(frozen).items() if k != "lcp"}
    assert installed == _pins(held)


def test_the_record_and_the_grid_solution_name_the_locks_versions():
    """The JSON exports carry the versions that wrote them (``software``): the committed record's are the lock's,
    and a solution file written now names this environment's."""
    import json
    from fractions import Fraction

    from lcp.core import software
    from lcp.grid import exact
    from lcp.testbed import cli

    locked = _pins("tests")
    for name in ("errata.json", "claims.json"):
        recorded = json.loads((ROOT / "lcp" / "data" / name).read_text())["software"]
        assert {k: v for k, v in recorded.items() if k != "python"} == {k: locked[k] for k in software.LIBRARY}
        assert recorded["python"].startswith(lock.PYTHON_VERSION[:5])
    game = cli.build(Fraction(1, 2), 1, hands=4, k=2)
    written = cli.to_json(game, exact.solve(game))["software"]
    assert written["python"] == "{}.{}.{}".format(*sys.version_info[:3])
    if not (Path(sys.prefix) / ".lcp-installed").is_file():
        pytest.skip(f"{sys.prefix} was not set up by run.py: its versions need not be the lock's")
    assert {k: v for k, v in written.items() if k != "python"} == {k: locked[k] for k in software.LIBRARY}
