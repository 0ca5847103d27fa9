#!/usr/bin/env python3
"""The companion's commands; each needs only python3 and sets itself up.

    python3 run.py reproduce [NOTEBOOK ...]  # execute notebooks in place (full parameters), regenerate figures/
    python3 run.py test [PYTEST ARGS ...]    # run the whole test suite
    python3 run.py book [--paper letter]     # build the site build/html/ from the stored notebooks
    python3 run.py pdf [--paper letter]      # build the site, print its notebooks to PDF, add them to it

NOTEBOOK is a name like 08_kuhn_poker, 08_kuhn_poker.ipynb or notebooks/08_kuhn_poker.py; none means all.
The project's notebooks are those book/index.md lists (its notebooks/NN_name lines): any other notebook in
notebooks/ is the user's, named in one line and left out of book and reproduce (reproduce refuses it by name).
Each creates the virtual environment .venv if there is none (and rebuilds a broken one) and installs the
project with its extras notebooks, book and test into it (again whenever a requirement in pyproject.toml
changes), with uv (which pip installs into it) or, where uv cannot, with pip; then it re-runs itself inside
it. LCP_VENV names another folder (~ is expanded): a new or empty one, or one run.py created (marked by
.lcp-venv) that holds nothing but an environment, since a repair deletes it; anything else is refused and
left alone. An environment serves one checkout (its lcp is installed editable): one installed from another
checkout is refused. They need Python 3.11 or newer.

reproduce ends by building the site (as book does), printing its notebooks to PDF (as pdf does) and
prints where to open it. book executes nothing
and fetches nothing: it renders the committed .ipynb files, figures/ and the generated errata, claims and
gallery pages with Sphinx into build/html/ (index.html at its root), with the whole companion as a
source archive and a wheel in build/html/download/. pdf prints, with headless chromium, each notebook page
whose HTML changed since it was last printed into build/pdf/ (a minute or so a notebook: too slow for
book), then builds the site again with the PDFs in build/html/pdf/. The PDFs (and the referee report's, which
book prints) are on A4 paper; --paper letter prints them on US Letter.

Python keeps the modules it compiles in build/pycache/ (PYTHONPYCACHEPREFIX), never beside the sources.

reproduce is the only command that writes figures/: the notebooks save their figures to the scratch
folder build/figures/, and reproduce copies each notebook's figures from there into figures/. It replaces
or deletes only a figure that a run made (recorded in build/reproduced.json) or that git tracks, unchanged
since: any other file there is left, and named. Before it executes a notebook it compares the cells of its
.py and .ipynb (content, not file times, which git does not keep): an .ipynb edited on its own (its .py as
git or the last run left it) is kept, its cells written to the .py first, as jupytext --sync would; when
both were edited it stops, naming them, and changes nothing. Two reproduce or book runs on one checkout
take turns (a lock in build/): one waits at most LCP_LOCK_WAIT seconds (3600), naming the holder, then
stops with exit status 75. A build cut short is built whole by the next book.

test runs numpy on its baseline SIMD code path (every dispatched CPU feature group disabled) with
single-threaded BLAS, a different numerical path from the one that stored the outputs: nbval's
comparison is then a cross-machine check. LCP_NUMERICS=native keeps the machine's default path. It runs
on every core (pytest-xdist, one worker per test file, one worker more than there are cores, at most five:
a worker waiting on a kernel, a browser or pip leaves its core to the others); -n 1 or -p no:xdist runs it
serially. As root, test installs Debian's chromium for the browser tests if it is missing; without it they
skip, except under CI=true, where they fail.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent
LCP_VENV = os.environ.get("LCP_VENV")  # None: the default .venv/; "" is refused (venv_refusal)
VENV = Path(os.path.expanduser(LCP_VENV) if LCP_VENV else ROOT / ".venv").resolve()  # ~ and ~user expanded
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".lcp-installed"  # the requirements key of the last complete install
MARKER = VENV / ".lcp-venv"  # written when run.py creates the folder: only a marked folder is ever removed
NOTEBOOKS = ROOT / "notebooks"
FIGURES = ROOT / "figures"
SCRATCH_FIGURES = ROOT / "build" / "figures"  # where every run saves (lcp.plotting's default)
BOOK_SOURCE = ROOT / "build" / "book"  # the site's staged sources (book/, notebooks, figures, generated pages)
SITE = ROOT / "build" / "html"
CELL_TIMEOUT = 1200  # seconds per cell in full runs; a hung kernel fails instead of stalling
#: What reproduce made, per notebook: the digest of the cells it executed (the pair as it left it) and the
#: SHA-256 of each figure it wrote. Only a figure recorded here, or tracked by git, and unchanged, is its to
#: replace or delete; the cells tell which side of a pair a later edit is on.
MADE = ROOT / "build" / "reproduced.json"


def _say(msg: str) -> None:
    print(msg, flush=True)


def requirements_key() -> str:
    """A digest of what pyproject.toml asks pip to install (build system, Python, dependencies, extras).

    An edit that changes no requirement (a comment, the description, pytest options) keeps the key, so
    it needs no reinstall and no network."""
    text = (ROOT / "pyproject.toml").read_text()
    try:
        import tomllib
    except ImportError:  # Python 3.10 before the environment exists: the whole file decides
        return hashlib.sha256(text.encode()).hexdigest()
    data = tomllib.loads(text)
    project = data.get("project", {})
    wanted = {
        "build": data.get("build-system", {}).get("requires", []),
        "python": project.get("requires-python"),
        "dependencies": project.get("dependencies", []),
        "extras": project.get("optional-dependencies", {}),
    }
    return hashlib.sha256(json.dumps(wanted, sort_keys=True).encode()).hexdigest()


def _runs(*command: str) -> bool:
    """True if ``command`` runs and exits 0 (quietly)."""
    try:
        return subprocess.run(command, capture_output=True, timeout=120, check=False).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def venv_problem() -> str | None:
    """What is wrong with the virtual environment, or None if it can be used (or does not exist yet).

    Found: an interpreter that is missing or cannot start (its base Python removed or moved, a dangling
    link), and a venv without pip (an install interrupted before pip was in place)."""
    if not VENV.exists():
        return None
    if not PYTHON.exists():
        return f"{VENV.name}/ has no working interpreter ({PYTHON.relative_to(VENV)} is missing or a dangling link)"
    if not _runs(str(PYTHON), "-c", "import sys"):
        return f"{VENV.name}/'s interpreter does not start (its base Python was removed or moved?)"
    if not STAMP.exists() and not _runs(str(PYTHON), "-m", "pip", "--version"):
        return f"{VENV.name}/ has no pip (an interrupted first install?)"
    return None


#: What a virtual environment holds at its top (python -m venv, uv, pip, Jupyter's etc/ and share/, and
#: run.py's own marker and stamp): a folder with anything else is not one that run.py may delete.
VENV_ENTRIES = frozenset(
    {"bin", "Scripts", "lib", "lib64", "Lib", "include", "Include", "share", "etc", "pyvenv.cfg"}
    | {".gitignore", "CACHEDIR.TAG", ".lock", ".lcp-venv", ".lcp-installed"}
)


def strangers(folder: Path = VENV) -> list[str]:
    """The names at the top of ``folder`` that a virtual environment does not hold (sorted)."""
    try:
        return sorted(p.name for p in folder.iterdir() if p.name not in VENV_ENTRIES)
    except OSError:
        return []


def is_ours(folder: Path = VENV) -> bool:
    """``folder`` was created by run.py and holds only a virtual environment: it has the marker, or the
    install stamp of a run.py that predates the marker (the stamp is only ever written by run.py, into a
    folder it created), and nothing a virtual environment does not hold (a stray stamp beside a user's
    files does not make them ours)."""
    marked = (folder / MARKER.name).is_file() or (folder / STAMP.name).is_file()
    return marked and not strangers(folder)


def installed_from(venv: Path = VENV) -> tuple[str, bool] | None:
    """Where the project in ``venv`` was installed from, as (folder or URL, editable), or None if it is not
    installed there (read from its ``direct_url.json``, PEP 610; ("", False) when it names none)."""
    from urllib.parse import unquote, urlparse

    for record in sorted(venv.glob("[Ll]ib/python3*/site-packages/lcp-*.dist-info")) + sorted(
        venv.glob("Lib/site-packages/lcp-*.dist-info")
    ):
        try:
            origin = json.loads((record / "direct_url.json").read_text())
        except (OSError, ValueError):
            return ("", False)
        url = str(origin.get("url", "")) if isinstance(origin, dict) else ""
        editable = bool(isinstance(origin, dict) and (origin.get("dir_info") or {}).get("editable"))
        parsed = urlparse(url)
        return (unquote(parsed.path) if parsed.scheme == "file" else url, editable)
    return None


def other_checkout() -> str | None:
    """Why the environment serves another checkout (one line), or None.

    The project is installed editable: an environment runs the ``lcp`` of the checkout that installed it.
    Shared through ``LCP_VENV``, checkout B's notebooks ran checkout A's code (and wrote figures into A's
    build/). The environment must hold this checkout's own editable install (or none yet)."""
    origin = installed_from()
    if origin is None:
        return None
    where, editable = origin
    if editable and where and Path(where).resolve() == ROOT:
        return None
    named = f"LCP_VENV={VENV}" if LCP_VENV else str(VENV)
    source = f"the checkout {where}" if editable else f"{where or 'an unknown source'} (not editable)"
    return (
        f"{named} runs the lcp of {source}, not of this checkout {ROOT}; one environment serves one checkout: "
        "unset LCP_VENV (each checkout then has its own .venv/) or set it to a folder of this checkout's own"
    )


def venv_refusal() -> str | None:
    """Why the environment folder may not be used, or None.

    run.py rebuilds a broken environment by deleting it, so it only takes a folder it can own: not an
    empty ``LCP_VENV`` (which would name the current folder), not the checkout or a folder holding it,
    not HOME or a folder holding it, not a file, and not an existing folder with contents that run.py
    did not create (no marker). A missing or empty folder is fine: run.py creates the environment in
    it and marks it."""
    if LCP_VENV is not None and not LCP_VENV.strip():
        return (
            "LCP_VENV is set but empty; unset it (the environment is then .venv/ in the checkout) "
            "or set it to a folder of its own"
        )
    if LCP_VENV is not None and os.path.expanduser(LCP_VENV).startswith("~"):
        return (
            f"LCP_VENV={LCP_VENV} starts with a ~ that names no home folder (no such user, or HOME unset); "
            "give the full path"
        )
    named = f"LCP_VENV={VENV}" if LCP_VENV else str(VENV)
    home = Path.home().resolve()
    if VENV == ROOT or VENV in ROOT.parents:
        return f"{named} is the checkout or a folder that holds it; set LCP_VENV to a folder of its own"
    if VENV == home or VENV in home.parents:
        return f"{named} is your home folder or a folder that holds it; set LCP_VENV to a folder of its own"
    if VENV.exists() and not VENV.is_dir():
        return f"{named} is a file, not a folder; set LCP_VENV to a folder of its own"
    if VENV.is_dir() and not is_ours() and any(VENV.iterdir()):
        found = strangers()
        if found:
            shown = ", ".join(found[:3]) + (f" and {len(found) - 3} more" if len(found) > 3 else "")
            return (
                f"{named} holds files a virtual environment does not ({shown}), and run.py may need to delete "
                "its environment to repair it; set LCP_VENV to a new or empty folder"
            )
        return (
            f"{named} is a folder that run.py did not create (it has no {MARKER.name}), and run.py may "
            "need to delete its environment to repair it; set LCP_VENV to a new or empty folder"
        )
    return None


def _fail(msg: str) -> NoReturn:
    print(f"run.py: {msg}", file=sys.stderr)
    raise SystemExit(2)


def _writable(folder: Path, what: str, fix: str) -> None:
    """Stop with one line if ``folder`` (or, if it does not exist, its nearest existing parent) is read-only."""
    probe = folder
    while not probe.exists():
        probe = probe.parent
    if not os.access(probe, os.W_OK):
        _fail(f"cannot write {what} ({probe} is read-only); {fix}")


def ensure_environment() -> None:
    """Create, repair and fill .venv when needed, then re-execute this script with its interpreter."""
    refusal = venv_refusal()
    if refusal:
        _fail(refusal)
    inside = Path(sys.prefix).resolve() == VENV
    elsewhere = other_checkout()
    if elsewhere and VENV.parent == ROOT and not inside:  # this checkout's own .venv/, moved or copied with it
        _say(f"{VENV.name}/ was installed from another folder: installing this checkout into it ...")
        STAMP.unlink(missing_ok=True)
    elif elsewhere:
        _fail(elsewhere)
    if inside:
        return
    if sys.version_info < (3, 11):
        _fail(
            f"the commands need Python 3.11 or newer (the test tools, open_spiel among them, do); this is "
            f"{sys.version.split()[0]}. The library alone works on 3.10: pip install ."
        )
    wanted = requirements_key()
    problem = venv_problem()
    if problem:
        _say(f"{problem}: rebuilding it ...")
        _writable(VENV, f"the virtual environment {VENV}", "set LCP_VENV to a writable folder")
        remove_environment()
    try:  # a path the checks pass but the write fails (LCP_VENV=/proc/x as root), a full disk: one line
        if not PYTHON.exists():
            _writable(VENV, f"the virtual environment {VENV}", "set LCP_VENV to a writable folder")
            _say(f"creating the virtual environment {VENV.name}/ ...")
            VENV.mkdir(parents=True, exist_ok=True)
            MARKER.write_text(f"created by {Path(__file__).resolve()}; run.py may delete this folder to rebuild it\n")
            installer([sys.executable, "-m", "venv", str(VENV)], "create the virtual environment")
        elif not MARKER.exists():  # a folder of an older run.py (it has the stamp): mark it
            MARKER.write_text(f"created by {Path(__file__).resolve()}; run.py may delete this folder to rebuild it\n")
        if not STAMP.exists() or STAMP.read_text().strip() != wanted:
            _writable(VENV, f"the virtual environment {VENV}", "set LCP_VENV to a writable folder")
            install_project()
            STAMP.write_text(wanted + "\n")
    except OSError as exc:
        _fail(f"{cannot_write(exc, str(VENV))}; set LCP_VENV to a writable folder, or free some space")
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", VIRTUAL_ENV=str(VENV))
    os.execve(str(PYTHON), [str(PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]], env)


#: The installer run.py tries first: uv resolves and installs the project's ~160 packages in about 5 s where
#: pip takes about 50 (fresh venv, empty caches, here); pip installs it into the venv, and pip itself does the
#: install whenever uv cannot (no wheel for the platform, an index only pip is configured to reach, ...).
UV_REQUIREMENT = "uv>=0.5,<1"


def _pip_settings() -> dict[str, str]:
    """pip's configuration as ``pip config list`` prints it: its files' settings and its PIP_* variables."""
    try:
        out = subprocess.run(
            [str(PYTHON), "-m", "pip", "config", "list"], capture_output=True, text=True, timeout=60, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    files: dict[str, str] = {}
    variables: dict[str, str] = {}  # PIP_* variables (listed as ":env:.<name>") win over the files, as in pip
    for line in out.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            (variables if key.startswith(":env:") else files)[key.rsplit(".", 1)[-1]] = value.strip().strip("'\"")
    return files | variables


def uv_options(settings: dict[str, str]) -> list[str]:
    """The uv options that keep pip's index and constraints (uv reads neither from pip's configuration).

    pip's extra indexes and find-links are left out: the project's requirements all come from the main index,
    and uv stops at an extra index it cannot read where pip only warns."""
    options = []
    if settings.get("index-url"):
        options += ["--default-index", settings["index-url"]]
    for constraint in settings.get("constraint", "").split():
        if Path(constraint).is_file():
            options += ["--constraint", constraint]
    return options


#: Less free space than this (bytes) where an installer writes, after it failed, means the disk is full: pip
#: then often says only "metadata-generation-failed ... EOFError".
FULL = 64 * 2**20
FULL_WORDS = ("No space left on device", "[Errno 28]", "Disk quota exceeded", "[Errno 122]", "File too large")


def full_disk(output: str) -> str | None:
    """The folder whose disk is full (the environment's, the temporary folder's), when ``output`` says so or
    the space left there is below FULL; else None."""
    import tempfile

    said = any(word in output for word in FULL_WORDS)
    for folder in (VENV, Path(tempfile.gettempdir())):
        probe = folder
        while not probe.exists() and probe != probe.parent:
            probe = probe.parent
        try:
            free = shutil.disk_usage(probe).free
        except OSError:
            continue
        if free < FULL:
            return f"{folder} (its disk has {free // 2**20} MB free)"
    if said:
        return str(VENV)
    return None


def installer(command: list[str], what: str, env: dict | None = None, required: bool = True) -> int:
    """Run an installer (venv, pip, uv), its output shown as it comes; a full disk stops with one line naming
    the folder (``required``: any other failure too). Returns its exit status."""
    tail: list[str] = []
    try:
        with subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        ) as process:
            assert process.stdout is not None
            for line in process.stdout:
                sys.stdout.write(line)
                tail = [*tail[-199:], line]
            status = process.wait()
    except OSError as exc:
        _fail(cannot_write(exc, str(VENV)) if exc.errno in WRITE_ERRORS else f"cannot {what}: {exc}")
    if status:
        full = full_disk("".join(tail))
        if full:
            _fail(
                f"cannot {what}: the disk is full (No space left on device) at {full}; free some space and run "
                "again (the environment is repaired then)"
            )
        if required:
            _fail(f"cannot {what} in {VENV} (exit {status}; see above)")
    return status


def install_project() -> None:
    """Install the project (editable) with its extras into the venv: with uv if it can, else with pip."""
    target = f"{ROOT}[notebooks,book,test]"
    quiet = ["--quiet", "--disable-pip-version-check"]
    _say("installing the project and its dependencies (pyproject.toml) ...")
    uv = BIN / ("uv.exe" if os.name == "nt" else "uv")
    if (
        uv.exists()
        or installer([str(PYTHON), "-m", "pip", "install", *quiet, UV_REQUIREMENT], "install uv", required=False) == 0
    ):
        settings = _pip_settings()
        command = [str(uv), "pip", "install", "--quiet", "--python", str(PYTHON), *uv_options(settings)]
        env = dict(os.environ)
        if Path(settings.get("cert", "")).is_file():  # pip's certificate bundle (a proxy's own CA, say)
            env.setdefault("SSL_CERT_FILE", settings["cert"])
        if installer([*command, "-e", target], "install the project", env=env, required=False) == 0:
            return
        _say("uv could not install the project (see above); installing it with pip instead ...")
    # --no-compile: half the install's time; Python compiles what it imports, once, on first use
    if installer(
        [str(PYTHON), "-m", "pip", "install", *quiet, "--no-compile", "-e", target],
        "install the project",
        required=False,
    ):
        _fail(
            f"pip could not install the project into {VENV.name}/ (see above); if the problem persists, "
            f"delete {VENV} and run again"
        )


def remove_environment() -> None:
    """Delete the environment folder, which must be one run.py created (checked again here: this is the
    only place run.py deletes a folder)."""
    if VENV.is_dir() and not any(VENV.iterdir()):
        return  # an empty folder: nothing to delete, the environment is created in it
    refusal = venv_refusal()
    if refusal or not is_ours():
        _fail(
            refusal
            or f"{VENV} has no {MARKER.name}: run.py did not create it and will not delete it; "
            "delete it yourself or set LCP_VENV to a new folder"
        )
    try:
        shutil.rmtree(VENV)
    except OSError as exc:
        _fail(f"{VENV} cannot be removed ({exc}); delete it by hand and run again")


#: The project's notebooks are the ones the site lists: the Notebooks table of contents in book/index.md
#: (lines ``notebooks/NN_name``). A notebook added to notebooks/ joins the project when it is listed there
#: (the site needs it there anyway); any other is the user's, and no command builds, executes or deletes it.
BOOK_INDEX = ROOT / "book" / "index.md"


def listed_notebooks() -> list[str]:
    """The names of the project's notebooks (those book/index.md lists), sorted."""
    try:
        text = BOOK_INDEX.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(f"cannot read the list of the project's notebooks {BOOK_INDEX} ({exc})")
    return sorted(set(re.findall(r"^notebooks/([0-9][0-9]_\w+)[ \t]*$", text, re.M)))


def notebook_sources() -> list[Path]:
    """The .py halves of the project's notebooks."""
    return [NOTEBOOKS / f"{name}.py" for name in listed_notebooks() if (NOTEBOOKS / f"{name}.py").exists()]


def unlisted_notebooks() -> list[str]:
    """The notebooks in notebooks/ (``NN_name.py`` or ``.ipynb``) that the project does not list: the user's."""
    listed = set(listed_notebooks())
    found = {p.stem for pattern in ("[0-9][0-9]_*.py", "[0-9][0-9]_*.ipynb") for p in NOTEBOOKS.glob(pattern)}
    return sorted(found - listed)


def say_unlisted(command: str) -> None:
    """One line naming the user's notebooks that ``command`` leaves out."""
    names = unlisted_notebooks()
    if names:
        _say(
            f"run.py {command}: left out {', '.join(f'notebooks/{n}' for n in names)}: not one of the project's "
            f"notebooks (those listed in book/index.md); it is yours, and nothing here builds or changes it"
        )


def resolve(names: list[str]) -> list[Path]:
    """The notebook sources named (stem, .py or .ipynb name, or a path to either); all if none.

    Raises ``SystemExit`` naming the valid notebooks when a name matches none.
    """
    sources = notebook_sources()
    if not names:
        return sources
    by_stem = {p.stem: p for p in sources}
    theirs = set(unlisted_notebooks())
    chosen, unknown = [], []
    for name in names:
        stem = Path(name).name
        for suffix in (".py", ".ipynb"):
            stem = stem.removesuffix(suffix)
        if stem in by_stem:
            if by_stem[stem] not in chosen:
                chosen.append(by_stem[stem])
        elif stem in theirs:
            print(
                f"run.py reproduce: notebooks/{stem} is not one of the project's notebooks (those listed in "
                "book/index.md): reproduce executes and rewrites only the project's; run yours in JupyterLab "
                "(or list it in book/index.md to make it the project's); nothing was changed",
                file=sys.stderr,
            )
            raise SystemExit(2)
        else:
            unknown.append(name)
    if unknown:
        print(
            f"run.py reproduce: no notebook named {', '.join(map(repr, unknown))}; "
            f"the notebooks are: {', '.join(by_stem)}",
            file=sys.stderr,
        )
        raise SystemExit(2)
    return chosen


PROGRESS: dict = {"done": 0, "running": None}  # reproduce's progress, for the line an interrupt prints


def check_outputs_writable(sources: list[Path]) -> None:
    """Stop with one line, before anything is executed or rewritten, if an output of ``sources`` cannot be
    written: an .ipynb, figures/ or one of the notebook's figures in it, the scratch folder build/figures/."""
    for folder in (NOTEBOOKS, FIGURES, SCRATCH_FIGURES):
        _writable(folder, f"{folder.relative_to(ROOT)}/", "make it writable (or run in a writable copy: git clone)")
    for src in sources:
        for path in [src.with_suffix(".ipynb"), *FIGURES.glob(f"{src.stem}-*.png")]:
            if path.exists() and not os.access(path, os.W_OK):
                _fail(
                    f"cannot write {path.relative_to(ROOT)} (read-only); nothing was changed. Make it writable "
                    "and run again"
                )


def interrupted(command: str) -> str:
    """The one line Ctrl-C prints: what the command leaves behind (every file is written atomically)."""
    if command == "reproduce":
        done, running = PROGRESS["done"], PROGRESS["running"]
        left = f"{running}.ipynb and its figures are as they were" if running else "nothing was half-written"
        return f"run.py reproduce: interrupted; {done} notebook(s) finished and were saved before it, {left}"
    if command == "test":
        return "run.py test: interrupted; nothing in the checkout was changed"
    if command == "book":
        return (
            "run.py book: interrupted; the sources are unchanged, build/html/ may be partly rebuilt: the next book "
            "builds it whole"
        )
    if command == "pdf":
        return (
            "run.py pdf: interrupted; the sources are unchanged, every PDF printed so far is whole (build/pdf/); "
            "run pdf again for the rest"
        )
    return (
        f"run.py {command}: interrupted while setting up the environment; nothing else was changed, the next "
        "run completes it"
    )


def _hygiene():
    """tools/notebook_hygiene.py, beside this file (imported when reproduce runs: a copy of run.py alone still
    sets up its environment)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from tools import notebook_hygiene

    return notebook_hygiene


def reproduce(sources: list[Path]) -> int:
    hygiene = _hygiene()
    checkout = hygiene.Checkout(ROOT, FIGURES, SCRATCH_FIGURES, MADE)
    # The kernels save figures to lcp.plotting's default, build/figures/, and print that path: the same
    # line as in every other run, so a notebook re-run in JupyterLab leaves its outputs unchanged.
    os.environ.pop("LCP_FIGURES_DIR", None)
    SCRATCH_FIGURES.mkdir(parents=True, exist_ok=True)
    FIGURES.mkdir(exist_ok=True)
    check_outputs_writable(sources)
    try:  # a refusal (both sides of a pair edited, a figure a run made about to go) stops with one line
        edited = {src: hygiene.edited_side(checkout, src) for src in sources}  # every pair checked before writing
        for src in (src for src, side in edited.items() if side == "ipynb" and not os.access(src, os.W_OK)):
            _fail(
                f"cannot write {src.relative_to(ROOT)} (read-only), which takes its .ipynb's edits; nothing was changed"
            )
        start = time.perf_counter()
        total = changed = 0
        PROGRESS.update(done=0, running=None)
        for k, src in enumerate(sources, 1):
            PROGRESS["running"] = src.stem
            t0 = time.perf_counter()
            if edited[src] == "ipynb":  # what jupytext --sync does when the .ipynb is the newer side
                hygiene.take_ipynb_cells(src)
                _say(
                    f"[{k}/{len(sources)}] {src.stem}: the .ipynb holds edits the .py lacks: {src.name} synced from it"
                )
            _say(f"[{k}/{len(sources)}] {src.stem}: executing (full parameters) ...")
            out = hygiene.execute(checkout, src, cwd=NOTEBOOKS, timeout=CELL_TIMEOUT)
            made, new = hygiene.publish_figures(checkout, src.stem, say=_say)
            total, changed = total + made, changed + new
            PROGRESS.update(done=k, running=None)
            _say(
                f"[{k}/{len(sources)}] {src.stem}: done in {time.perf_counter() - t0:.1f} s -> "
                f"{out.relative_to(ROOT)}, {made} figure(s) in figures/ ({new} new or changed)"
            )
    except hygiene.Refused as refusal:
        _fail(str(refusal))
    _say(
        f"reproduced {len(sources)} notebook(s), {total} figure(s) ({changed} new or changed) in figures/; "
        f"{time.perf_counter() - start:.1f} s"
    )
    return 0


#: Present while a build runs; found at the start of the next, it says the last one was cut short (Ctrl-C, a
#: crash, a full disk): that build is then done whole (-E: every page read and written again, so the search
#: index, which Sphinx otherwise updates only for the pages it rebuilds, covers every page again).
UNFINISHED = ROOT / "build" / "book-unfinished"

#: The suffixes Sphinx reads as pages (myst_nb: Markdown and notebooks) and the staged folders it skips
#: (conf.py's exclude_patterns, and the folders of static files and templates).
PAGE_SUFFIXES = (".md", ".ipynb", ".rst")
NOT_PAGES = ("_includes", "_extra", "_static", "_templates", "_build")


def staged_pages(source: Path | None = None) -> set[str]:
    """The names of the pages Sphinx builds from the staged sources (``notebooks/01_fixed_bet``, ``index``)."""
    source = source or BOOK_SOURCE
    found = set()
    for path in source.rglob("*"):
        rel = path.relative_to(source)
        if path.suffix in PAGE_SUFFIXES and path.is_file() and not set(rel.parts[:-1]) & set(NOT_PAGES):
            if not any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
                found.add(rel.with_suffix("").as_posix())
    return found


def indexed_pages(site: Path | None = None) -> set[str] | None:
    """The pages the site's search index covers (its ``docnames``), or None if it has none or cannot be read."""
    site = site or SITE
    try:
        text = (site / "searchindex.js").read_text(encoding="utf-8")
        match = re.search(r'"docnames"\s*:\s*(\[[^\]]*\])', text)
        return set(json.loads(match.group(1))) if match else None
    except (OSError, ValueError):
        return None


def index_gap(source: Path | None = None, site: Path | None = None) -> str | None:
    """Why the site's search index does not match its pages (one phrase), or None when it covers each page."""
    pages, indexed = staged_pages(source), indexed_pages(site)
    if indexed is None:
        return "the site has no readable search index"
    if indexed != pages:
        return f"the search index covers {len(indexed & pages)} of the site's {len(pages)} pages"
    return None


#: The errors that mean a file could not be written, as the one line says them.
WRITE_ERRORS = {
    28: "the disk is full (No space left on device)",  # ENOSPC
    122: "the disk quota is exceeded",  # EDQUOT
    27: "a file would exceed the size limit of this shell (ulimit -f)",  # EFBIG
    30: "it is on a read-only file system",  # EROFS
    13: "permission denied",  # EACCES
    1: "the operation is not permitted",  # EPERM
}


def cannot_write(exc: OSError, what: str) -> str:
    """One line for an OSError met while writing ``what``: the file or folder, and the reason in words."""
    name = exc.filename or what
    reason = WRITE_ERRORS.get(exc.errno or 0, exc.strerror or str(exc))
    return f"cannot write {name}: {reason}"


def sphinx_write_error(output: str) -> str | None:
    """The one line for Sphinx's output when it stopped because a file could not be written (a full disk, a file
    size limit, a read-only folder), or None when it failed for another reason (its messages then stand)."""
    for match in re.finditer(r"\[Errno (\d+)\] ([^:\n]+)(?:: '([^'\n]+)')?", output):
        code = int(match.group(1))
        if code in WRITE_ERRORS:
            return f"cannot write {match.group(3) or SITE}: {WRITE_ERRORS[code]}"
    for match in re.finditer(r"(?:OSError|PermissionError)\((\d+), ", output):  # a warning: "Failed to copy ..."
        code = int(match.group(1))
        if code in WRITE_ERRORS:
            return f"cannot write {SITE}: {WRITE_ERRORS[code]}"
    if "No space left on device" in output:
        return f"cannot write {SITE}: {WRITE_ERRORS[28]}"
    return None


def sphinx(fresh: bool) -> subprocess.CompletedProcess:
    """Run Sphinx on the staged sources into build/html/ (``fresh``: every page read and written again).

    -W: a warning (a broken reference, an unreadable docstring) fails the build; -j: pages are read and
    written in parallel, one process more than there are cores (Sphinx writes with one process fewer than
    -j: its main process prepares the pages the others write). The same site as a serial build, file for
    file; on 2 cores serial 23 s, -j auto 19.9 s, -j 3 17.9 s (means of five alternating builds). Its output
    is kept and shown after it (with -q only warnings and errors), so a crash can be said in one line."""
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-W", "--keep-going"]
    command += ["-j", str((os.cpu_count() or 1) + 1), *(["-E"] if fresh else []), str(BOOK_SOURCE), str(SITE)]
    return subprocess.run(command, cwd=ROOT, check=False, capture_output=True, text=True, errors="replace")


def book(paper: str = "a4") -> int:
    """Build the site from the committed notebooks' stored outputs (nothing is executed or fetched)."""
    sys.path.insert(0, str(ROOT / "book"))
    import pages

    start = time.perf_counter()
    say_unlisted("book")
    _writable(SITE, f"the site {SITE.relative_to(ROOT)}/", "make it writable, or delete it (book rebuilds it)")
    try:
        names = pages.stage(ROOT, BOOK_SOURCE)
        fresh = UNFINISHED.exists()
        gap = None if fresh or not (SITE / "index.html").exists() else index_gap()
        if fresh or gap:
            _say(
                "the last build was cut short: building the whole site again ..."
                if fresh
                else f"{gap}: building the whole site again ..."
            )
        UNFINISHED.write_text("a build of the site is under way or was cut short; the next one builds it whole\n")
    except OSError as exc:
        _fail(f"{cannot_write(exc, str(BOOK_SOURCE))}; the sources are unchanged")
    except RuntimeError as exc:  # pip could not build the wheel offered for download (book/downloads.py)
        full = sphinx_write_error(str(exc))
        _fail(f"{full}; the sources are unchanged" if full else str(exc).strip().splitlines()[0])
    _say(f"building the site from {len(names)} stored notebook(s) ...")
    for attempt in (1, 2):
        result = sphinx(fresh=bool(fresh or gap))
        if result.returncode != 0:
            written = sphinx_write_error(result.stdout + result.stderr)
            if written:
                _fail(f"{written}; the site is left incomplete and the next book builds it whole")
            sys.stdout.write(result.stdout)
            sys.stderr.write(result.stderr)
            _say(f"run.py book: sphinx failed (exit {result.returncode}); see the messages above")
            return result.returncode
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        gap = index_gap()
        if gap is None:
            break
        if attempt == 2:
            _fail(f"{gap} after a whole build; delete {SITE} and run book again")
        _say(f"{gap}: building the whole site again ...")
        fresh = True
    UNFINISHED.unlink(missing_ok=True)
    import report

    try:
        pdf = report.print_pdf(SITE, paper=paper)
    except (OSError, subprocess.SubprocessError, RuntimeError) as exc:  # a broken browser must not cost the site
        _say(f"run.py book: the referee report's PDF was not printed ({exc})")
    else:
        _say(
            f"referee report printed to {pdf.relative_to(ROOT)}"
            if pdf
            else "run.py book: chromium is not installed: the referee report's PDF was skipped (the page is built)"
        )
    _say(
        f"site built in {time.perf_counter() - start:.1f} s: open {(SITE / 'index.html').as_uri()}\n"
        f"  (or serve it: python3 -m http.server -d {SITE.relative_to(ROOT)} 8000, then http://127.0.0.1:8000/)"
    )
    return 0


def pdf(required: bool = True, paper: str = "a4") -> int:
    """Build the site, print its notebook pages that changed to PDF (build/pdf/), rebuild it with them.
    Not ``required`` (after reproduce), a missing browser or a failed print is reported, not an error."""
    status = book(paper)
    if status:
        return status
    import printing

    start = time.perf_counter()
    try:
        count = printing.print_all(ROOT, SITE, say=_say, paper=paper)
    except (OSError, subprocess.SubprocessError, RuntimeError) as exc:
        _say(f"run.py pdf: a page could not be printed ({exc}); the site is built without it")
        return int(required)
    if count is None:
        _say("run.py pdf: chromium is not installed (as root: apt-get install -y chromium); no PDF printed")
        return int(required)
    _say(
        f"printed {count} page(s) to PDF in {time.perf_counter() - start:.1f} s "
        f"({printing.printed(ROOT).relative_to(ROOT)}/; the others were up to date)"
    )
    return book(paper) if count else 0


def test(args: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from tools import suite  # tools/suite.py: the numerical path, the browser, the workers

    suite.ensure_chromium()
    env = dict(os.environ)
    if env.get("LCP_NUMERICS", "reduced") != "native":
        env.update(suite.reduced_numerics())
    pytest = subprocess.Popen([sys.executable, "-m", "pytest", *suite.parallel_args(args), *args], cwd=ROOT, env=env)
    try:
        return pytest.wait()
    except KeyboardInterrupt:  # pytest got the same Ctrl-C: let it print its short summary and stop
        with contextlib.suppress(KeyboardInterrupt):
            pytest.wait(timeout=30)
        raise


def lock_holder(handle) -> str:
    """Who holds the lock on the open file ``handle``: "pid N (command)", read from the kernel's lock table
    (/proc/locks, Linux) or else from what the holder wrote into the file; "another process" if neither says."""
    try:
        inode = os.fstat(handle.fileno()).st_ino
        with open("/proc/locks", encoding="ascii", errors="replace") as table:
            for line in table:
                fields = line.split()
                if "->" in fields or len(fields) < 6 or fields[1] != "FLOCK":
                    continue
                if fields[5].rsplit(":", 1)[-1] == str(inode):
                    return _process(fields[4])
    except (OSError, IndexError, ValueError):
        pass
    try:
        handle.seek(0)
        pid = handle.read(64).split()[0]
        return _process(pid) if pid.isdigit() else "another process"
    except (OSError, IndexError, ValueError):
        return "another process"


def _process(pid: str) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            command = " ".join(cmdline.read(400).replace(b"\0", b" ").decode(errors="replace").split())[:200]
    except OSError:
        command = ""
    return f"pid {pid} ({command})" if command else f"pid {pid}"


#: How long a command waits for another one's lock before it gives up (seconds; LCP_LOCK_WAIT changes it).
LOCK_WAIT = 3600
LOCKED = 75  # the exit status when the wait ran out (EX_TEMPFAIL: try again later)


def lock_wait() -> float:
    value = os.environ.get("LCP_LOCK_WAIT", "")
    try:
        seconds = float(value) if value else LOCK_WAIT
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 10**6:
        _fail(f"LCP_LOCK_WAIT must be a number of seconds in [0, 1000000]; got {value!r}")
    return seconds


@contextlib.contextmanager
def exclusive(what: str):
    """Hold the checkout's lock (build/.run.lock) for ``what``: concurrent reproduce or book runs on one
    checkout wait for each other instead of deleting each other's figures or staged pages.

    The wait is said in one line naming the holder (pid and command) and lasts at most LCP_LOCK_WAIT seconds
    (an hour by default: a full reproduce takes about that); then one line and exit status 75. The lock is the
    kernel's (flock): it ends with its process, so a lock left by a process that died is simply taken."""
    import fcntl

    lock_path = ROOT / "build" / ".run.lock"
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock_path, "a+", encoding="utf-8")  # noqa: SIM115  (closed below; "w" would erase the holder's line)
    except OSError as exc:
        _fail(cannot_write(exc, str(lock_path)))
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            limit = lock_wait()
            _say(
                f"run.py {what}: another run.py holds this checkout's lock ({lock_holder(handle)}); waiting for it, "
                f"at most {limit:g} s (LCP_LOCK_WAIT) ..."
            )
            deadline = time.monotonic() + limit
            while True:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        print(
                            f"run.py {what}: {lock_holder(handle)} still holds {lock_path.relative_to(ROOT)} after "
                            f"{limit:g} s; nothing was changed. Run again when it has finished (or stop it)",
                            file=sys.stderr,
                        )
                        raise SystemExit(LOCKED) from None
                    time.sleep(min(0.5, max(0.0, deadline - time.monotonic())))
        with contextlib.suppress(OSError):  # who holds it, for a process that waits (and has no /proc/locks)
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()} run.py {what}\n")
            handle.flush()
        yield


def matplotlib_config() -> None:
    """Give the kernels a writable matplotlib folder when HOME's is not (its warning, with a random
    path, would otherwise be stored in a notebook's outputs)."""
    if "MPLCONFIGDIR" in os.environ:
        return
    home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    probe = home
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if not os.access(probe, os.W_OK):
        folder = ROOT / "build" / "mplconfig"
        folder.mkdir(parents=True, exist_ok=True)
        os.environ["MPLCONFIGDIR"] = str(folder)


def compiled_modules_in(folder: Path) -> None:
    """Let Python keep the modules it compiles, in ``folder`` (build/pycache/) rather than beside the sources.

    The install skips compiling (``--no-compile``: half its time), so each module is compiled on its first
    import; with PYTHONDONTWRITEBYTECODE set (as on some CI machines) it would be compiled again by every
    process, notebook kernels and test workers included: about 3 s of sympy, scipy and matplotlib per
    process (a kernel's imports 4.7 s -> 1.4 s here). The compiled files go only into build/; a prefix the
    user has chosen (PYTHONPYCACHEPREFIX) is kept."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.setdefault("PYTHONPYCACHEPREFIX", str(folder))


COMMANDS = ("reproduce", "test", "book", "pdf")


def main() -> int:
    if len(sys.argv) >= 2 and sys.argv[1] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    if sys.argv[1] not in COMMANDS:
        print(
            f"run.py: unknown command {sys.argv[1]!r}; the commands are {', '.join(COMMANDS)} (python3 run.py --help)",
            file=sys.stderr,
        )
        return 2
    command, rest = sys.argv[1], sys.argv[2:]
    paper = "a4"
    if command in ("book", "pdf") and rest:
        if len(rest) != 2 or rest[0] != "--paper" or rest[1] not in ("a4", "letter"):
            print(f"run.py {command} takes only --paper a4 or --paper letter; got {' '.join(rest)}", file=sys.stderr)
            return 2
        paper = rest[1]
    sources = resolve(rest) if command == "reproduce" else []  # a wrong name fails before any set-up
    build = ROOT / "build"
    if build.exists() and not build.is_dir():
        _fail(f"{build} is a file, but every command writes into a folder build/ there; move the file away")
    _writable(build, f"{build}, where every command writes", "run the commands in a writable copy (git clone)")
    stage = "setup"
    try:
        ensure_environment()
        stage = command
        matplotlib_config()
        # the sympy derivations are kept for the kernels that follow the first (lcp.core.cache; keyed by the sources)
        os.environ.setdefault("LCP_CACHE_DIR", str(build / "cache"))
        compiled_modules_in(build / "pycache")
        if command == "test":
            return test(rest)
        with exclusive(command):
            if command == "reproduce":
                _writable(NOTEBOOKS, "the notebooks", "run the commands in a writable copy (git clone)")
                if reproduce(sources):
                    return 1
                stage = "pdf"
            return pdf(required=command == "pdf", paper=paper) if stage == "pdf" else book(paper)
    except KeyboardInterrupt:
        print(interrupted(stage), file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
