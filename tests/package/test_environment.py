"""environment.yml (conda) names the same packages as pyproject.toml (the single source)."""

import re

import tomllib
import yaml

from _notebooks import ROOT


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _pyproject():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = data["project"]
    extras = project["optional-dependencies"]
    return project["dependencies"] + [d for name in ("notebooks", "book", "test") for d in extras[name]]


def _environment():
    """Packages named in environment.yml: conda entries, plus pip entries other than the project."""
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in env["dependencies"] if isinstance(d, str) and _name(d) not in ("python", "pip")]
    pip = [d for d in env["dependencies"][-1]["pip"] if not d.startswith("-e")]
    return conda + pip


def test_same_packages_and_bounds():
    listed = _environment()
    assert sorted(map(_name, listed)) == sorted(map(_name, _pyproject()))
    # the version bounds agree too
    assert {_name(d): d.replace(" ", "") for d in listed} == {_name(d): d.replace(" ", "") for d in _pyproject()}


def test_ends_with_pip_install_of_the_project():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    last = env["dependencies"][-1]
    assert isinstance(last, dict) and last["pip"][-1] == "-e .[notebooks,book,test]"


def test_issue_dependency_list_is_covered():
    names = set(map(_name, _pyproject()))
    assert {
        "jupyterlab",
        "matplotlib",
        "numpy",
        "sympy",
        "scipy",
        "jupytext",
        "nbval",
        "papermill",
        "pytest",
        "hypothesis",
        "ipykernel",
    } <= names
