"""The wheel (issue 30): in a fresh virtual environment outside the checkout it installs only the
library's own dependencies, it holds every file of the checkout's lcp/ (issue 47), every module works
without the notebook, site and test tools, the command lines start, and figures go to the working directory,
never into site-packages. Needs PyPI (or pip's cache) for those five
dependencies; about 10 s."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest
import tomllib

from _notebooks import ROOT
from lcp.continuous import limit

pytestmark = pytest.mark.slow
#: Files of lcp/ built from others, which the wheel leaves out (it ships their sources once, issue 62): the reading
#: ledger's exports, built from lcp/data/ledger/*.json by lcp.record.ledger.export
BUILT = {"lcp/data/ledger.json", "lcp/data/ledger.csv"}
#: run.py installs uv beside this interpreter and the project with it (pip where uv could not): the test builds
#: and installs the wheel the same way (the test: 6.5 s with uv, 14 s with pip, here)
UV = Path(sys.executable).with_name("uv")
PIP = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
SCRIPT = textwrap.dedent("""
    import importlib, importlib.util, json, pkgutil, sysconfig, pathlib
    import lcp
    modules = sorted(m.name for m in pkgutil.walk_packages(lcp.__path__, "lcp.") if not m.name.endswith("__main__"))
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError as exc:  # a module for a solver library the library alone does not install
            assert name == "lcp.testbed.native" and "pip install open_spiel" in str(exc), (name, exc)
    from lcp import limit, plotting
    from lcp.record import ledger
    fig, _ = plotting.new_figure()
    plotting.savefig(fig, "probe")
    site = pathlib.Path(sysconfig.get_paths()["purelib"])
    print(json.dumps({
        "modules": modules,
        "value": limit.solve(0.1, 2.0).value,
        "tools": {t: importlib.util.find_spec(t) is not None for t in ("jupyterlab", "sphinx", "papermill", "nbval", "ipywidgets")},
        "pngs_in_site_packages": [str(p) for p in site.rglob("*.png") if "lcp" in p.parts],
        "data": sorted(p.name for p in (pathlib.Path(lcp.__file__).parent / "data").glob("*")),
        "ledger": ledger.export(ledger.load()),
    }))
""")


def _build_wheel(dist: Path) -> Path:
    """The wheel of the checkout's sources, built in a copy of them: setuptools builds in the source folder's
    build/lib/ and packs whatever it finds there, so a file an earlier build left (a module since deleted, a
    data file the package data no longer names) would ship unseen (the copy takes 0.1 s)."""
    source = dist.parent / "source"
    source.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source)
    shutil.copytree(ROOT / "lcp", source / "lcp", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if UV.exists():
        command = [UV, "build", "--quiet", "--wheel", "--out-dir", dist, source]
    else:
        command = [*PIP, "wheel", "--quiet", "--no-deps", "-w", dist, source]
    subprocess.run(command, check=True, capture_output=True, timeout=300)
    return next(dist.glob("lcp-*.whl"))


def _install(python: Path, wheel: Path) -> None:
    """The wheel with its dependencies into the venv of ``python``: by uv from its cache (run.py's install
    filled it), or by pip when uv is missing or its cache lacks a dependency."""
    if UV.exists():
        offline = [UV, "pip", "install", "--quiet", "--offline", "--python", python, wheel]
        if subprocess.run(offline, capture_output=True, timeout=600, check=False).returncode == 0:
            return
    subprocess.run([*PIP, "--python", python, "install", "--quiet", "--no-compile", wheel], check=True, timeout=600)


def test_wheel_works_without_the_tools(tmp_path):
    import json

    wheel = _build_wheel(tmp_path / "dist")
    # the developer tools (the forms' generator, writing into the checkout) stay out of the wheel
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.startswith("tools/") or n.endswith("_generate.py")], names
    # what ships is the checkout's lcp/, file for file: every module, subpackage, __main__ and data file (a
    # package list by hand left lcp.testbed out, issue 47)
    package = ROOT / "lcp"
    checkout = {
        p.relative_to(ROOT).as_posix()
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    }
    shipped = {n for n in names if n.startswith("lcp/")}
    assert shipped == checkout - BUILT, {"missing": checkout - BUILT - shipped, "not in lcp/": shipped - checkout}
    assert len([n for n in shipped if n.startswith("lcp/data/ledger/")]) >= 10  # the ledger's sources, once
    assert {"lcp/testbed/__main__.py", "lcp/record/errata/__main__.py", "lcp/data/record.schema.json"} <= shipped
    assert not [n for n in names if n.endswith(".py") and b"book/_extra" in zipfile.ZipFile(wheel).read(n)]
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)  # uv or this interpreter's pip installs into it (--python): no ensurepip, 5 s
    python = env_dir / "bin" / "python"
    _install(python, wheel)
    work = tmp_path / "work"
    work.mkdir()
    out = subprocess.run(
        [str(python), "-c", SCRIPT], cwd=work, capture_output=True, text=True, timeout=300, check=False
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.splitlines()[-1])
    for command, usage in (("lcp.testbed", "--quick"), ("lcp.record", "--next KIND SOURCE")):  # the README's
        done = subprocess.run(
            [str(python), "-m", command, "--help"], cwd=work, capture_output=True, text=True, timeout=120, check=False
        )
        assert done.returncode == 0 and usage in done.stdout, (command, done.stderr[-2000:])
    wings = ("continuous.limit", "continuous.fixed_bet", "finite.finite_deck", "finite.kuhn", "testbed.game")
    assert {"lcp.plotting", *(f"lcp.{name}" for name in wings)} <= set(report["modules"])
    assert report["value"] == float(limit.solve(0.1, 2.0).value)
    assert not any(report["tools"].values()), report["tools"]  # none of them came with the wheel
    assert (work / "lcp-figures" / "probe.png").is_file() and report["pngs_in_site_packages"] == []
    assert {"errata.json", "claims.json", "errata.csv", "claims.csv", "record.schema.json"} <= set(report["data"])
    from lcp.record import ledger

    assert report["ledger"] == list(ledger.export(ledger.load()))  # the ledger's exports, built from the wheel's data
    # the installed distribution requires exactly the library's own dependencies
    meta = subprocess.run(
        [str(python), "-c", "import importlib.metadata as m; print('\\n'.join(m.requires('lcp')))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    required = sorted(r for r in meta if r and "extra ==" not in r)
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert required == sorted(declared)
