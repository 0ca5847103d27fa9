#!/usr/bin/env python3
"""The companion's commands; each needs only python3 and sets itself up.

    python3 run.py reproduce [NOTEBOOK ...]  # execute notebooks in place (full parameters), regenerate figures/
    python3 run.py test [PYTEST ARGS ...]    # run the whole test suite
    python3 run.py book [--paper letter]     # build the site build/html/ from the stored notebooks
    python3 run.py pdf [--paper letter]      # build the site, print its notebooks to PDF, add them to it
    python3 run.py lock [--upgrade]          # rewrite the lock locks/*.txt (--upgrade: the newest releases)

NOTEBOOK is a name like 08_kuhn_poker, 08_kuhn_poker.ipynb or notebooks/08_kuhn_poker.py; none means all.
The project's notebooks are those book/index.md lists (its notebooks/NN_name lines): any other notebook in
notebooks/ is the user's, named in one line and left out of book and reproduce (reproduce refuses it by name).
Each creates the virtual environment .venv if there is none (and rebuilds a broken one) and installs into
it the lock's set for the command (locks/*.txt: exact versions with hashes, nothing resolved; book and pdf
the site's set, reproduce the notebooks', test all; an environment holding a larger set is kept) and the
project itself, editable (again whenever the lock or a requirement in pyproject.toml changes), with uv
(which pip installs into it) or, where uv cannot, with pip; then it re-runs itself inside it. LCP_VENV names another folder (~ is expanded): a new or empty one, or one run.py created (marked by
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

Python keeps the modules it compiles in build/pycache/ (PYTHONPYCACHEPREFIX), never beside the sources;
the first parallel test run compiles the large libraries there before its workers start, once.

reproduce is the only command that writes figures/: the notebooks save their figures to the scratch
folder build/figures/, and reproduce copies each notebook's figures from there into figures/. It replaces
or deletes only a figure that a run made (recorded in build/reproduced.json) or that git tracks, unchanged
since: any other file there is left, and named. Before it executes a notebook it compares the cells of its
.py and .ipynb (content, not file times, which git does not keep): an .ipynb edited on its own (its .py as
git or the last run left it) is kept, its cells written to the .py first, as jupytext --sync would; when
both were edited it stops, naming them, and changes nothing. Two reproduce or book runs on one checkout
take turns (a lock in build/): one waits at most LCP_LOCK_WAIT seconds (3600), naming the holder, then
stops with exit status 75. A build cut short is built whole by the next book. Sphinx reads and writes the
pages in one process more than there are cores; LCP_BOOK_JOBS=N sets how many (the test suite uses 1).

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
import os
import re
import subprocess
import sys
import time
from pathlib import Path

# the commands' own modules (tools/, standard library only) are imported before any check: they leave no
# compiled copy beside the sources (a read-only or foreign checkout, a refused LCP_VENV: nothing is written)
_WROTE_BYTECODE, sys.dont_write_bytecode = sys.dont_write_bytecode, True
from tools import checkout_lock, environment, lock, site_build  # noqa: E402
from tools.environment import cannot_write  # noqa: E402
from tools.environment import fail as _fail  # noqa: E402
from tools.environment import say as _say  # noqa: E402
from tools.environment import writable as _writable  # noqa: E402

sys.dont_write_bytecode = _WROTE_BYTECODE

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


def requirements_key() -> str:
    """A digest of what pyproject.toml asks pip to install (:func:`tools.environment.requirements_key`)."""
    return environment.requirements_key(ROOT)


def venv_problem() -> str | None:
    """What is wrong with the virtual environment, or None (:func:`tools.environment.venv_problem`)."""
    return environment.venv_problem(VENV)


def is_ours(folder: Path | None = None) -> bool:
    """``folder`` (the environment's) was created by run.py and holds only an environment."""
    return environment.is_ours(folder or VENV)


def other_checkout() -> str | None:
    """Why the environment serves another checkout (one line), or None."""
    return environment.other_checkout(ROOT, VENV, LCP_VENV)


def venv_refusal() -> str | None:
    """Why the environment folder may not be used, or None."""
    return environment.venv_refusal(ROOT, VENV, LCP_VENV)


def installer(command: list[str], what: str, env: dict | None = None, required: bool = True) -> int:
    """Run an installer for the environment (:func:`tools.environment.installer`); returns its exit status."""
    return environment.installer(command, what, VENV, env=env, required=required)


def install_project(name: str = "tests") -> None:
    """Install the lock's set ``name`` and the project (editable) into the environment, each command run by
    installer (:func:`tools.environment.install_project`)."""
    environment.install_project(ROOT, VENV, installer, name)


def install_key(name: str) -> str:
    """The stamp of a complete install of the lock's set ``name``: the set, and a digest of pyproject.toml's
    requirements and of the set's lock file (an edit of either installs again)."""
    import hashlib

    return f"{name} " + hashlib.sha256(f"{requirements_key()} {lock.digest(ROOT, name)}".encode()).hexdigest()


def installed_set(needed: str) -> str | None:
    """The set the environment holds, if its install is complete and current and holds ``needed``; else None."""
    try:
        held = STAMP.read_text().split()[0]
    except (OSError, IndexError):
        return None
    return held if lock.covers(held, needed) and STAMP.read_text().strip() == install_key(held) else None


def remove_environment() -> None:
    """Delete the environment folder, which must be one run.py created (checked again there)."""
    environment.remove_environment(VENV, venv_refusal())


def ensure_environment(command: str = "test") -> None:
    """Create, repair and fill .venv when needed with the lock's set for ``command`` (an environment holding
    a larger set is kept), then re-execute this script with its interpreter."""
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
    needed = lock.FOR_COMMAND[command]
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
        if installed_set(needed) is None:
            _writable(VENV, f"the virtual environment {VENV}", "set LCP_VENV to a writable folder")
            STAMP.unlink(missing_ok=True)
            install_project(needed)
            STAMP.write_text(install_key(needed) + "\n")
    except OSError as exc:
        _fail(f"{cannot_write(exc, str(VENV))}; set LCP_VENV to a writable folder, or free some space")
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", VIRTUAL_ENV=str(VENV))
    os.execve(str(PYTHON), [str(PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]], env)


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


def index_gap(source: Path | None = None, site: Path | None = None) -> str | None:
    """Why the site's search index does not match its pages (one phrase), or None when it covers each page."""
    return site_build.index_gap(source or BOOK_SOURCE, site or SITE)


def sphinx(fresh: bool) -> subprocess.CompletedProcess:
    """Run Sphinx on the staged sources into build/html/ (``fresh``: every page read and written again)."""
    return site_build.sphinx(fresh, BOOK_SOURCE, SITE, ROOT)


def book(paper: str = "a4") -> int:
    """Build the site from the committed notebooks' stored outputs (nothing is executed or fetched)."""
    from book import pages  # the site's package, beside this file

    start = time.perf_counter()
    try:
        site_build.jobs()
    except ValueError as exc:
        _fail(str(exc))
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
        full = site_build.sphinx_write_error(str(exc), SITE)
        _fail(f"{full}; the sources are unchanged" if full else str(exc).strip().splitlines()[0])
    _say(f"building the site from {len(names)} stored notebook(s) ...")
    for attempt in (1, 2):
        result = sphinx(fresh=bool(fresh or gap))
        if result.returncode != 0:
            written = site_build.sphinx_write_error(result.stdout + result.stderr, SITE)
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
    from book import report

    try:
        pdf = report.print_pdf(SITE, paper=paper)
    except (OSError, subprocess.SubprocessError, RuntimeError) as exc:  # a broken browser must not cost the site
        _say(f"run.py book: the referee report's PDF was not printed ({exc})")
    else:
        _say(
            f"{pdf}: {pdf.path.relative_to(ROOT)}"  # report.Printed: printed or up to date, and on which paper
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
    from book import printing

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
    parallel = suite.parallel_args(args)
    if parallel:
        suite.compile_ahead(env)
    pytest = subprocess.Popen([sys.executable, "-m", "pytest", *parallel, *args], cwd=ROOT, env=env)
    try:
        return pytest.wait()
    except KeyboardInterrupt:  # pytest got the same Ctrl-C: let it print its short summary and stop
        with contextlib.suppress(KeyboardInterrupt):
            pytest.wait(timeout=30)
        raise


def write_lock(args: list[str]) -> int:
    """Write the lock files locks/*.txt (:func:`tools.lock.compile_sets`): each keeps its versions where
    pyproject.toml allows them; ``--upgrade`` moves every package to its newest release."""
    uv = BIN / ("uv.exe" if os.name == "nt" else "uv")
    options = environment.uv_options(environment.pip_settings(PYTHON))
    try:
        written = lock.compile_sets(ROOT, uv, options, upgrade="--upgrade" in args, say=_say)
    except subprocess.CalledProcessError as exc:
        _fail(f"uv could not write the lock (exit {exc.returncode}; see above); the lock files may be partly rewritten")
    _say(f"wrote {', '.join(str(p.relative_to(ROOT)) for p in written)}; the next command installs them")
    return 0


LOCKED = checkout_lock.LOCKED  # the exit status when the wait for the lock ran out (75)


def exclusive(what: str):
    """Hold the checkout's lock (build/.run.lock) for ``what`` (:func:`tools.checkout_lock.exclusive`)."""
    return checkout_lock.exclusive(what, ROOT)


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


COMMANDS = ("reproduce", "test", "book", "pdf", "lock")


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
    if command == "lock" and rest not in ([], ["--upgrade"]):
        print(f"run.py lock takes only --upgrade; got {' '.join(rest)}", file=sys.stderr)
        return 2
    sources = resolve(rest) if command == "reproduce" else []  # a wrong name fails before any set-up
    build = ROOT / "build"
    if build.exists() and not build.is_dir():
        _fail(f"{build} is a file, but every command writes into a folder build/ there; move the file away")
    _writable(build, f"{build}, where every command writes", "run the commands in a writable copy (git clone)")
    stage = "setup"
    try:
        ensure_environment(command)
        stage = command
        matplotlib_config()
        # the sympy derivations are kept for the kernels that follow the first (lcp.core.cache; keyed by the sources)
        os.environ.setdefault("LCP_CACHE_DIR", str(build / "cache"))
        compiled_modules_in(build / "pycache")
        if command == "test":
            return test(rest)
        if command == "lock":
            return write_lock(rest)
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
