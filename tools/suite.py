"""How ``run.py test`` runs the suite: on a numerical path other than the machine's default
(:func:`reduced_numerics`), with Debian's chromium and its headless shell for the browser tests (:func:`ensure_chromium`), on every
core (:func:`parallel_args`), the large libraries compiled once before the workers start
(:func:`compile_ahead`).

A developer tool of the checkout (not in the wheel); ``run.py test`` imports it inside the virtual
environment, where numpy is installed.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path


def _say(msg: str) -> None:
    print(msg, flush=True)


def reduced_numerics() -> dict:
    """Environment for a numerical path other than the machine's default: numpy limited to its baseline
    SIMD code (the dispatched feature groups this CPU has are disabled; their names depend on the numpy
    version) and single-threaded BLAS. Vectorised exp, log, pow, sin ... and reductions may differ in
    the last bit between the two paths, so outputs stored on one path and compared on the other show
    any printed digit that a last-bit change moves."""
    try:
        from numpy._core import _multiarray_umath as umath
    except ImportError:  # numpy < 2
        from numpy.core import _multiarray_umath as umath
    found = [f for f in umath.__cpu_dispatch__ if umath.__cpu_features__.get(f)]
    threads = dict.fromkeys(("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"), "1")
    _say(
        f"numerical path: numpy baseline {' '.join(umath.__cpu_baseline__) or '(none)'} only "
        f"(disabled: {' '.join(found) or 'nothing to disable'}), single-threaded BLAS; "
        "LCP_NUMERICS=native keeps the default path"
    )
    return {"NPY_DISABLE_CPU_FEATURES": " ".join(found), **threads} if found else threads


#: Debian's packages the browser tests use: chromium's headless shell (preferred: tests/_browser.py) and
#: the browser.
BROWSERS = ("chromium", "chromium-headless-shell")


def chromium_installed(package: str = "chromium") -> bool:
    """Debian's ``package`` is installed (not merely known to dpkg, e.g. removed with its config)."""
    if not shutil.which("dpkg-query"):
        return False
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True, check=False)
    return status.returncode == 0 and status.stdout.strip() == "install ok installed"


def ensure_chromium() -> None:
    """Install Debian's chromium and its headless shell for the browser tests when they are missing and we can
    (root, apt-get)."""
    missing = [package for package in BROWSERS if not chromium_installed(package)]
    if not missing:
        return
    if not (hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get")):
        if "chromium" in missing:
            _say(
                "browser tests: Debian's chromium is not installed and cannot be installed here (needs root and "
                "apt-get); they will be skipped (under CI=true they fail)"
            )
        return
    _say(f"installing Debian's {' and '.join(missing)} for the browser tests (apt-get) ...")
    apt = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run(apt, env=env, capture_output=True, check=False).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], env=env, capture_output=True, check=False)
        result = subprocess.run(apt, env=env, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            _say(
                f"browser tests: apt-get could not install {' and '.join(missing)}; without chromium they will be "
                "skipped (under CI=true they fail), without its headless shell they run in chromium:\n"
                + result.stderr[-2000:]
            )


def parallel_args(args: list[str]) -> list[str]:
    """pytest-xdist options for every core, unless the arguments choose otherwise (``-n``, ``-p no:xdist``).

    One worker more than there are cores, at most five: a worker waiting for a kernel, a browser page or pip
    holds no core, and the spare worker uses it (the whole suite on 2 cores: 566 s with two workers, 525 s
    with three). The unit tests alone (``-m "not slow"``) wait for nothing: one worker a core (on 2 cores
    44 s with two workers, 53 to 60 s with three, whose start-up costs more than it brings).

    ``--dist loadfile`` keeps each file (and so each notebook, whose cells share one kernel) on one worker;
    ``--no-loadscope-reorder`` hands the files out in the order the root conftest sorts them (longest first),
    not xdist's own (most tests first).
    """
    chosen = any(a == "-n" or a.startswith(("-n=", "--numprocesses")) or a in ("no:xdist", "-pno:xdist") for a in args)
    if chosen:
        return []
    markers = [b for a, b in zip(args, args[1:]) if a == "-m"] + [
        a[2:] for a in args if a.startswith("-m") and a != "-m"
    ]
    spare = 0 if any("not slow" in m for m in markers) else 1
    return ["-n", str(min((os.cpu_count() or 1) + spare, 5)), "--dist", "loadfile", "--no-loadscope-reorder"]


#: The libraries every test worker imports, in two groups that share no large module (numpy is the
#: second's alone) and take about as long, one process a group: :func:`compile_ahead`. (sympy alone took
#: 1.8 CPU s against the others' 6.3 in a fresh clone's run.)
AHEAD = (
    ("sympy", "nbformat", "jupytext", "hypothesis", "papermill"),
    ("scipy.optimize", "scipy.stats", "matplotlib.pyplot"),
)


def _compiled(module_file: Path, prefix: Path) -> Path:
    """Where Python keeps the compiled form of ``module_file`` under the prefix (PYTHONPYCACHEPREFIX)."""
    tag = sys.implementation.cache_tag
    return prefix / module_file.parent.resolve().relative_to("/") / f"{module_file.stem}.{tag}.pyc"


def compile_ahead(env: dict) -> int:
    """Import :data:`AHEAD`'s groups, one process a group at once, unless the package each group begins with
    is compiled already (then the others are too: a run after the first); returns how many processes ran.

    The install skips compiling (``run.py``'s ``compiled_modules_in``): the first import of a module compiles
    it. The test workers start together and each imports the same few thousand modules at collection, so on a
    fresh clone each compiled them (about 11 CPU s a worker, 3 workers); compiled here once, in two processes
    that share no module, the workers find them compiled. A group that fails to import is left to the
    workers, which report it."""
    prefix = env.get("PYTHONPYCACHEPREFIX")
    if not prefix or env.get("PYTHONDONTWRITEBYTECODE"):
        return 0
    origins = [getattr(importlib.util.find_spec(group[0].split(".")[0]), "origin", None) for group in AHEAD]
    if all(o is None or _compiled(Path(o), Path(prefix)).is_file() for o in origins):  # (found, not imported)
        return 0
    imports = [[sys.executable, "-c", "; ".join(f"import {m}" for m in group)] for group in AHEAD]
    running = [subprocess.Popen(c, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for c in imports]
    for process in running:
        process.wait()
    return len(running)
