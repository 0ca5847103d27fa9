"""The lock: the exact version, with hashes, of every package each command installs (``locks/*.txt``).

Standard library only: run.py reads the lock before its environment exists. Four sets, each holding the one
before it, so an environment that holds a larger set serves every command of a smaller one:

* ``library``: the library's own dependencies (``pyproject.toml``'s ``dependencies``);
* ``site``: the library and the site's tools (extra ``book``), for ``run.py book`` and ``run.py pdf``;
* ``notebooks``: the site's set and the notebooks' tools (extras ``notebooks``, ``book``), for ``run.py reproduce``,
  which ends by building the site;
* ``tests``: everything (extras ``notebooks``, ``book``, ``test``), for ``run.py test``.

Each set also pins pip, setuptools and wheel (``locks/build.in``), which install the project itself without
a build environment fetched at install time. The lock is made by ``uv pip compile --generate-hashes`` for
CPython 3.11 on 64-bit Linux (:data:`PYTHON_VERSION`, :data:`PLATFORM`); ``python3 run.py lock`` refreshes it
(each file keeps its versions unless pyproject.toml's bounds exclude them), ``python3 run.py lock --upgrade``
moves every package to its newest release. The larger sets are compiled first and constrain the smaller, so
a package has one version in every set.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
from pathlib import Path

#: The sets, smallest first, with the extras of pyproject.toml each one installs; each holds the one before it.
SETS = {
    "library": (),
    "site": ("book",),
    "notebooks": ("notebooks", "book"),
    "tests": ("notebooks", "book", "test"),
}
#: The set each command of run.py installs.
FOR_COMMAND = {"book": "site", "pdf": "site", "reproduce": "notebooks", "test": "tests", "lock": "library"}
#: The Python and the platform the lock is made for (3.11.5: the oldest 3.11 every locked package supports).
PYTHON_VERSION = "3.11.5"
PLATFORM = "x86_64-manylinux_2_28"
#: The folder of the lock files, in the checkout.
FOLDER = "locks"
BUILD_INPUT = "build.in"


def path(root: Path, name: str) -> Path:
    """The lock file of the set ``name``."""
    if name not in SETS:
        raise ValueError(f"name must be one of the lock's sets {', '.join(SETS)}; got {name!r}")
    return root / FOLDER / f"{name}.txt"


def covers(held: str | None, needed: str) -> bool:
    """True if an environment holding the set ``held`` holds the set ``needed`` (the sets are nested)."""
    order = list(SETS)
    return held in SETS and order.index(held) >= order.index(needed)


def canonical(name: str) -> str:
    """A distribution's name as PEP 503 compares them (``Open_Spiel`` -> ``open-spiel``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(text: str) -> dict[str, str]:
    """The ``name==version`` lines of a lock (or of ``pip freeze``), by canonical name."""
    found = {}
    for line in text.splitlines():
        m = re.match(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==([^\s;\\]+)", line)
        if m:
            found[canonical(m.group(1))] = m.group(2)
    return found


def digest(root: Path, name: str) -> str:
    """A digest of the lock file of ``name`` (missing: of nothing): the install's key changes with the lock."""
    try:
        data = path(root, name).read_bytes()
    except OSError:
        data = b""
    return hashlib.sha256(data).hexdigest()


def compile_sets(root: Path, uv: Path, options: list[str], upgrade: bool = False, say=print) -> list[Path]:
    """Write every set's lock file with ``uv pip compile --generate-hashes`` (``options``: the index and
    constraints of this machine's pip, :func:`tools.environment.uv_options`). Without ``upgrade`` each file
    keeps the versions it pins where pyproject.toml still allows them; with it, the newest releases."""
    written = []
    largest = path(root, "tests").relative_to(root)
    for name in reversed(SETS):  # the largest first: it constrains the others to its versions
        out = path(root, name)
        out.parent.mkdir(exist_ok=True)
        command = [str(uv), "pip", "compile", "pyproject.toml", f"{FOLDER}/{BUILD_INPUT}", "--quiet"]
        command += ["--generate-hashes", "--python-version", PYTHON_VERSION, "--python-platform", PLATFORM]
        command += ["--no-header", "--annotation-style", "line", "--output-file", str(out.relative_to(root))]
        command += [arg for extra in SETS[name] for arg in ("--extra", extra)] + options
        if name == "tests" and upgrade:
            command.append("--upgrade")
        elif name != "tests":
            command += ["--constraint", str(largest)]
        say(f"locking {name}: {out.relative_to(root)} ...")
        subprocess.run(command, cwd=root, check=True)
        out.write_text(header(name) + out.read_text())
        written.append(out)
    return written


def header(name: str) -> str:
    """The lines at the top of a lock file: what it is and how it is made."""
    extras = ", ".join(SETS[name]) or "none"
    return (
        f"# The lock of the set {name!r} (extras: {extras}), for CPython {PYTHON_VERSION[:4]} on {PLATFORM}.\n"
        f"# Written by `python3 run.py lock` (uv pip compile --generate-hashes; see tools/lock.py): do not edit.\n"
    )
