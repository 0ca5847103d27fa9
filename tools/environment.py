"""The virtual environment of run.py's commands: its checks, its installers and its removal.

Standard library only (with :mod:`lcp.core.files`, standard library only too, for the words of a failed write):
run.py uses it before the environment exists. Each function is told the folders it
works on (the checkout ``root``, the environment ``venv``, the ``LCP_VENV`` value ``setting``) by run.py, which
keeps their one definition."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

from lcp.core.files import write_reason


def say(msg: str) -> None:
    """Print one line of progress at once."""
    print(msg, flush=True)


def fail(msg: str) -> NoReturn:
    """Stop with one line on stderr and exit status 2."""
    print(f"run.py: {msg}", file=sys.stderr)
    raise SystemExit(2)


def writable(folder: Path, what: str, fix: str) -> None:
    """Stop with one line if ``folder`` (or, if it does not exist, its nearest existing parent) is read-only."""
    probe = folder
    while not probe.exists():
        probe = probe.parent
    if not os.access(probe, os.W_OK):
        fail(f"cannot write {what} ({probe} is read-only); {fix}")


def interpreter(venv: Path) -> Path:
    """The environment's Python."""
    return venv / ("Scripts" if os.name == "nt" else "bin") / ("python.exe" if os.name == "nt" else "python")


#: The names of run.py's marks in an environment: the marker, written when run.py creates the folder (only a
#: marked folder is ever removed), and the stamp, the requirements key of the last complete install.
MARKER = ".lcp-venv"
STAMP = ".lcp-installed"


def cannot_write(exc: OSError, what: str) -> str:
    """One line for an OSError met while writing ``what``: the file or folder, and the reason in words (the
    words of :data:`lcp.core.files.WRITE_ERRORS`, by errno name)."""
    name = exc.filename or what
    reason = write_reason(exc.errno, exc.strerror) or exc.strerror or str(exc)
    return f"cannot write {name}: {reason}"


def requirements_key(root: Path) -> str:
    """A digest of what pyproject.toml asks pip to install (build system, Python, dependencies, extras).

    An edit that changes no requirement (a comment, the description, pytest options) keeps the key, so
    it needs no reinstall and no network."""
    text = (root / "pyproject.toml").read_text()
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


def runs(*command: str) -> bool:
    """True if ``command`` runs and exits 0 (quietly)."""
    try:
        return subprocess.run(command, capture_output=True, timeout=120, check=False).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def venv_problem(venv: Path) -> str | None:
    """What is wrong with the virtual environment, or None if it can be used (or does not exist yet).

    Found: an interpreter that is missing or cannot start (its base Python removed or moved, a dangling
    link), and a venv without pip (an install interrupted before pip was in place)."""
    python = interpreter(venv)
    if not venv.exists():
        return None
    if not python.exists():
        return f"{venv.name}/ has no working interpreter ({python.relative_to(venv)} is missing or a dangling link)"
    if not runs(str(python), "-c", "import sys"):
        return f"{venv.name}/'s interpreter does not start (its base Python was removed or moved?)"
    if not (venv / STAMP).exists() and not runs(str(python), "-m", "pip", "--version"):
        return f"{venv.name}/ has no pip (an interrupted first install?)"
    return None


#: What a virtual environment holds at its top (python -m venv, uv, pip, Jupyter's etc/ and share/, and
#: run.py's own marker and stamp): a folder with anything else is not one that run.py may delete.
VENV_ENTRIES = frozenset(
    {"bin", "Scripts", "lib", "lib64", "Lib", "include", "Include", "share", "etc", "pyvenv.cfg"}
    | {".gitignore", "CACHEDIR.TAG", ".lock", ".lcp-venv", ".lcp-installed"}
)


def strangers(folder: Path) -> list[str]:
    """The names at the top of ``folder`` that a virtual environment does not hold (sorted)."""
    try:
        return sorted(p.name for p in folder.iterdir() if p.name not in VENV_ENTRIES)
    except OSError:
        return []


def is_ours(folder: Path) -> bool:
    """``folder`` was created by run.py and holds only a virtual environment: it has the marker, or the
    install stamp of a run.py that predates the marker (the stamp is only ever written by run.py, into a
    folder it created), and nothing a virtual environment does not hold (a stray stamp beside a user's
    files does not make them ours)."""
    marked = (folder / MARKER).is_file() or (folder / STAMP).is_file()
    return marked and not strangers(folder)


def installed_from(venv: Path) -> tuple[str, bool] | None:
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


def other_checkout(root: Path, venv: Path, setting: str | None) -> str | None:
    """Why the environment serves another checkout (one line), or None.

    The project is installed editable: an environment runs the ``lcp`` of the checkout that installed it.
    Shared through ``LCP_VENV``, checkout B's notebooks ran checkout A's code (and wrote figures into A's
    build/). The environment must hold this checkout's own editable install (or none yet); ``setting`` is
    LCP_VENV's value (None: unset)."""
    origin = installed_from(venv)
    if origin is None:
        return None
    where, editable = origin
    if editable and where and Path(where).resolve() == root:
        return None
    named = f"LCP_VENV={venv}" if setting else str(venv)
    source = f"the checkout {where}" if editable else f"{where or 'an unknown source'} (not editable)"
    return (
        f"{named} runs the lcp of {source}, not of this checkout {root}; one environment serves one checkout: "
        "unset LCP_VENV (each checkout then has its own .venv/) or set it to a folder of this checkout's own"
    )


def venv_refusal(root: Path, venv: Path, setting: str | None) -> str | None:
    """Why the environment folder may not be used, or None.

    run.py rebuilds a broken environment by deleting it, so it only takes a folder it can own: not an
    empty ``LCP_VENV`` (which would name the current folder), not the checkout or a folder holding it,
    not HOME or a folder holding it, not a file, and not an existing folder with contents that run.py
    did not create (no marker). A missing or empty folder is fine: run.py creates the environment in
    it and marks it. ``setting`` is LCP_VENV's value (None: unset)."""
    if setting is not None and not setting.strip():
        return (
            "LCP_VENV is set but empty; unset it (the environment is then .venv/ in the checkout) "
            "or set it to a folder of its own"
        )
    if setting is not None and os.path.expanduser(setting).startswith("~"):
        return (
            f"LCP_VENV={setting} starts with a ~ that names no home folder (no such user, or HOME unset); "
            "give the full path"
        )
    named = f"LCP_VENV={venv}" if setting else str(venv)
    home = Path.home().resolve()
    if venv == root or venv in root.parents:
        return f"{named} is the checkout or a folder that holds it; set LCP_VENV to a folder of its own"
    if venv == home or venv in home.parents:
        return f"{named} is your home folder or a folder that holds it; set LCP_VENV to a folder of its own"
    if venv.exists() and not venv.is_dir():
        return f"{named} is a file, not a folder; set LCP_VENV to a folder of its own"
    if venv.is_dir() and not is_ours(venv) and any(venv.iterdir()):
        found = strangers(venv)
        if found:
            shown = ", ".join(found[:3]) + (f" and {len(found) - 3} more" if len(found) > 3 else "")
            return (
                f"{named} holds files a virtual environment does not ({shown}), and run.py may need to delete "
                "its environment to repair it; set LCP_VENV to a new or empty folder"
            )
        return (
            f"{named} is a folder that run.py did not create (it has no {MARKER}), and run.py may "
            "need to delete its environment to repair it; set LCP_VENV to a new or empty folder"
        )
    return None


#: The installer run.py tries first: uv installs the tests lock's 166 packages in 4.2 s where pip takes 28.9 s
#: (fresh venv, empty caches; benchmarks/install.md, as book/working.md says); pip installs it into the venv, and
#: pip itself does the install whenever uv cannot (no wheel for the platform, an index only pip is configured to
#: reach, ...).
UV_REQUIREMENT = "uv>=0.5,<1"


def pip_settings(python: Path) -> dict[str, str]:
    """pip's configuration as ``pip config list`` prints it: its files' settings and its PIP_* variables."""
    try:
        out = subprocess.run(
            [str(python), "-m", "pip", "config", "list"], capture_output=True, text=True, timeout=60, check=False
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
FULL_WORDS = (
    *(os.strerror(code) for code in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)),
    *(f"[Errno {code}]" for code in (errno.ENOSPC, errno.EDQUOT)),
)


def full_disk(output: str, venv: Path) -> str | None:
    """The folder whose disk is full (the environment's, the temporary folder's), when ``output`` says so or
    the space left there is below FULL; else None."""
    import tempfile

    said = any(word in output for word in FULL_WORDS)
    for folder in (venv, Path(tempfile.gettempdir())):
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
        return str(venv)
    return None


def installer(command: list[str], what: str, venv: Path, env: dict | None = None, required: bool = True) -> int:
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
        fail(cannot_write(exc, str(venv)) if write_reason(exc.errno) else f"cannot {what}: {exc}")
    if status:
        full = full_disk("".join(tail), venv)
        if full:
            fail(
                f"cannot {what}: the disk is full (No space left on device) at {full}; free some space and run "
                "again (the environment is repaired then)"
            )
        if required:
            fail(f"cannot {what} in {venv} (exit {status}; see above)")
    return status


def install_project(root: Path, venv: Path, run_installer, name: str = "tests") -> None:
    """Install the lock's set ``name`` (locks/NAME.txt: exact versions, hashes checked, nothing resolved) and the
    project (editable, without its dependencies) into the venv: with uv if it can, else with pip.

    uv makes the environment equal to the lock (``uv pip sync``: what the lock does not name is removed);
    pip only adds and replaces. ``run_installer(command, what, env=None, required=True)`` runs each command
    (run.py's :func:`installer`)."""
    from tools import lock

    python, installer = interpreter(venv), run_installer
    locked = lock.path(root, name)
    if not locked.is_file():
        fail(f"the lock {locked} is missing; restore it (git checkout {lock.FOLDER}) or write it: python3 run.py lock")
    quiet = ["--quiet", "--disable-pip-version-check"]
    say(f"installing the locked set {name!r} ({locked.relative_to(root)}) and the project ...")
    uv = python.parent / ("uv.exe" if os.name == "nt" else "uv")
    if (
        uv.exists()
        or installer([str(python), "-m", "pip", "install", *quiet, UV_REQUIREMENT], "install uv", required=False) == 0
    ):
        settings = pip_settings(python)
        options = ["--quiet", "--python", str(python), *uv_options(settings)]
        env = dict(os.environ)
        if Path(settings.get("cert", "")).is_file():  # pip's certificate bundle (a proxy's own CA, say)
            env.setdefault("SSL_CERT_FILE", settings["cert"])
        if (
            installer([str(uv), "pip", "sync", *options, str(locked)], "install the lock", env=env, required=False) == 0
            and installer(
                [str(uv), "pip", "install", *options, "--no-deps", "--no-build-isolation", "-e", str(root)],
                "install the project",
                env=env,
                required=False,
            )
            == 0
        ):
            return
        say("uv could not install the project (see above); installing it with pip instead ...")
    # --no-compile: half the install's time; Python compiles what it imports, once, on first use
    pip = [str(python), "-m", "pip", "install", *quiet, "--no-compile", "--no-deps"]
    if installer([*pip, "--require-hashes", "-r", str(locked)], "install the lock", required=False) or installer(
        [*pip, "--no-build-isolation", "-e", str(root)], "install the project", required=False
    ):
        fail(
            f"pip could not install the project into {venv.name}/ (see above); if the problem persists, "
            f"delete {venv} and run again"
        )


def remove_environment(venv: Path, refusal: str | None) -> None:
    """Delete the environment folder, which must be one run.py created (checked again here: this is the
    only place run.py deletes a folder); ``refusal`` is :func:`venv_refusal`'s answer for it."""
    if venv.is_dir() and not any(venv.iterdir()):
        return  # an empty folder: nothing to delete, the environment is created in it
    if refusal or not is_ours(venv):
        fail(
            refusal
            or f"{venv} has no {MARKER}: run.py did not create it and will not delete it; "
            "delete it yourself or set LCP_VENV to a new folder"
        )
    try:
        shutil.rmtree(venv)
    except OSError as exc:
        fail(f"{venv} cannot be removed ({exc}); delete it by hand and run again")
