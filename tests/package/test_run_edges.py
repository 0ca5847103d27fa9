"""run.py at the edges (issue 57): a user's notebook, a build cut short, a lock held by a live process, a write
that fails (a full disk, a read-only folder). Fast: each runs run.py's functions on a temporary folder with
Sphinx, the staging and the installers replaced; tools/hostile_57_run.py repeats them for real (minutes)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

import book
from _notebooks import ROOT


@pytest.fixture
def run(tmp_path, monkeypatch):
    """A fresh run.py whose checkout is ``tmp_path`` (notebooks/, book/index.md, build/)."""
    spec = importlib.util.spec_from_file_location("run_edges", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "book").mkdir()
    listed = "".join(f"notebooks/{n}\n" for n in ("01_a", "02_b"))
    (tmp_path / "book" / "index.md").write_text(f"# Home\n\n{{doc}}`notebooks/01_a`\n\n```{{toctree}}\n{listed}```\n")
    for name in ("01_a", "02_b", "13_mine"):
        for suffix in (".py", ".ipynb"):
            (tmp_path / "notebooks" / f"{name}{suffix}").write_text("{}")
    for name, value in {
        "ROOT": tmp_path,
        "NOTEBOOKS": tmp_path / "notebooks",
        "BOOK_INDEX": tmp_path / "book" / "index.md",
        "BOOK_SOURCE": tmp_path / "build" / "book",
        "SITE": tmp_path / "build" / "html",
        "UNFINISHED": tmp_path / "build" / "book-unfinished",
    }.items():
        monkeypatch.setattr(module, name, value)
    return module


# --- the project's notebooks ------------------------------------------------------------------------------


def test_a_notebook_the_project_does_not_list_is_left_out_and_refused_by_name(run, tmp_path, capsys):
    assert run.listed_notebooks() == ["01_a", "02_b"]
    assert run.unlisted_notebooks() == ["13_mine"]
    assert [p.stem for p in run.resolve([])] == ["01_a", "02_b"]
    for name in ("13_mine", "13_mine.ipynb", "notebooks/13_mine.py"):
        with pytest.raises(SystemExit) as stop:
            run.resolve([name])
        assert stop.value.code == 2
        line = capsys.readouterr().err.strip()
        assert "\n" not in line and "notebooks/13_mine is not one of the project's notebooks" in line
    (tmp_path / "notebooks" / "13_mine.py").unlink()  # the .ipynb alone: the same
    assert run.unlisted_notebooks() == ["13_mine"]
    run.say_unlisted("book")
    assert capsys.readouterr().out.count("\n") == 1


def test_the_site_and_run_py_read_the_same_list(run, tmp_path):
    from book import common

    assert common.notebook_names(tmp_path) == ["01_a", "02_b"]
    (tmp_path / "notebooks" / "02_b.ipynb").unlink()  # listed, but no stored notebook: nothing to render
    assert common.notebook_names(tmp_path) == ["01_a"]
    real = importlib.util.module_from_spec(spec := importlib.util.spec_from_file_location("run_real", ROOT / "run.py"))
    spec.loader.exec_module(real)
    tracked = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "notebooks/*.ipynb"], capture_output=True, text=True, check=False
    )
    committed = sorted(Path(p).stem for p in tracked.stdout.split()) if tracked.returncode == 0 else None
    # every notebook the project commits is listed (one added but not listed would be left out as a user's)
    assert real.listed_notebooks() == common.notebook_names(ROOT) == (committed or real.listed_notebooks())
    assert len(real.listed_notebooks()) >= 11


# --- a build cut short, the search index ------------------------------------------------------------------


def _fake(name: str, module) -> None:
    """``module`` for run.py's ``from book import <name>`` (the site's package, book/)."""
    setattr(book, name, module)


def _stage(run, tmp_path, pages=("index", "notebooks/01_a", "api/lcp")):
    def stage(root, dest):
        for page in pages:
            (dest / page).parent.mkdir(parents=True, exist_ok=True)
            (dest / f"{page}.md").write_text("# page\n")
        (dest / "_includes").mkdir(exist_ok=True)
        (dest / "_includes" / "download.md").write_text("not a page\n")
        return ["01_a"]

    _fake("pages", types.SimpleNamespace(stage=stage))
    _fake("report", types.SimpleNamespace(print_pdf=lambda site, paper: None))


def _index(site: Path, pages) -> None:
    site.mkdir(parents=True, exist_ok=True)
    (site / "index.html").write_text("<html></html>")
    names = ",".join(f'"{p}"' for p in sorted(pages))
    (site / "searchindex.js").write_text(f'Search.setIndex({{"alltitles":{{}},"docnames":[{names}],"envversion":1}})')


@pytest.fixture
def builds(run, tmp_path, monkeypatch):
    """The Sphinx runs of ``run.book()``, as a list of their ``fresh`` flags; ``builds.index`` is what each
    writes into the search index, ``builds.fail`` what it prints and its exit status (None: success)."""
    _stage(run, tmp_path)
    calls: list[bool] = []
    state = types.SimpleNamespace(calls=calls, index=["index", "notebooks/01_a", "api/lcp"], fail=None)

    def sphinx(fresh):
        calls.append(fresh)
        if state.fail == "interrupt":
            raise KeyboardInterrupt
        if state.fail:
            return subprocess.CompletedProcess([], 2, "", state.fail)
        _index(run.SITE, state.index if fresh else state.index[:1])
        return subprocess.CompletedProcess([], 0, "", "")

    monkeypatch.setattr(run, "sphinx", sphinx)
    yield state
    for name in ("pages", "report"):  # the real modules again, where they were imported
        if f"book.{name}" in sys.modules:
            setattr(book, name, sys.modules[f"book.{name}"])
        else:
            delattr(book, name)


def test_a_build_cut_short_is_built_whole_by_the_next(run, builds):
    builds.fail = "interrupt"
    with pytest.raises(KeyboardInterrupt):
        run.book()
    assert run.UNFINISHED.exists()  # the next build knows
    builds.fail = None
    assert run.book() == 0 and builds.calls == [False, True]  # whole (-E), not incremental
    assert not run.UNFINISHED.exists() and run.index_gap() is None


def test_an_index_that_misses_pages_is_rebuilt_whole(run, builds, capsys):
    _index(run.SITE, ["index"])  # what an older run.py left after an interrupt: 13 of 67 pages
    book.pages.stage(run.ROOT, run.BOOK_SOURCE)
    assert run.index_gap() == "the search index covers 1 of the site's 3 pages"
    assert run.book() == 0 and builds.calls == [True]
    assert "covers 1 of the site's 3 pages: building the whole site again" in capsys.readouterr().out
    run.SITE.joinpath("searchindex.js").unlink()
    assert run.index_gap() == "the site has no readable search index"


def test_an_incremental_build_whose_index_falls_short_is_done_again_whole(run, builds, capsys):
    _index(run.SITE, ["index", "notebooks/01_a", "api/lcp"])
    assert run.book() == 0 and builds.calls == [False, True] and run.index_gap() is None


@pytest.mark.parametrize(
    ("crash", "said"),
    [
        (
            "OSError: [Errno 28] No space left on device: '{site}/searchindex.js'",
            "{site}/searchindex.js: the disk is full",
        ),
        (
            "PermissionError: [Errno 1] Operation not permitted: '{site}/glossary.html'",
            "glossary.html: the system does not permit it (Operation not permitted)",
        ),
        (
            "OSError: [Errno 30] Read-only file system: '{site}/index.html'",
            "index.html: the file system there is mounted read-only",
        ),
        ("OSError: [Errno 27] File too large", "larger than this system or ulimit -f allows (File too large)"),
        (  # Sphinx's warning (exit 1) when it cannot copy a theme's file
            "WARNING: Failed to copy a file in the theme's 'static' directory: /x/fontawesome.js: "
            "OSError(27, 'File too large')",
            "{site}: the file is larger than this system or ulimit -f allows (File too large)",
        ),
    ],
)
def test_a_write_that_fails_in_sphinx_is_one_line_naming_the_file(run, builds, capsys, crash, said):
    builds.fail = (
        '\nException occurred:\n  File "x.py", line 1, in write\n'
        + crash.format(site=run.SITE)
        + "\nThe full traceback has been saved in /tmp/sphinx-err-x.log, if you want to report the issue.\n"
    )
    with pytest.raises(SystemExit) as stop:
        run.book()
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "sphinx-err" not in err
    assert said.format(site=run.SITE) in err and "the next book builds it whole" in err
    assert run.UNFINISHED.exists()


def test_a_write_that_fails_while_staging_is_one_line(run, builds, capsys):
    def full(root, dest):
        raise OSError(28, "No space left on device", str(dest / "errata.md"))

    _fake("pages", types.SimpleNamespace(stage=full))
    with pytest.raises(SystemExit):
        run.book()
    assert (
        capsys.readouterr().err
        == f"run.py: cannot write {run.BOOK_SOURCE}/errata.md: the disk is full (No space left on device); the sources are unchanged\n"
    )


def test_a_wheel_that_cannot_be_built_for_a_full_disk_is_one_line(run, builds, capsys):
    def full(root, dest):
        raise RuntimeError("pip could not build the wheel:\nERROR: [Errno 28] No space left on device: '/tmp/x'\n")

    _fake("pages", types.SimpleNamespace(stage=full))
    with pytest.raises(SystemExit):
        run.book()
    assert (
        capsys.readouterr().err
        == "run.py: cannot write /tmp/x: the disk is full (No space left on device); the sources are unchanged\n"
    )


def test_a_kept_archive_or_wheel_cut_short_is_not_kept(tmp_path, monkeypatch):
    """book/downloads.py keeps the archive and the wheel under a key of the sources: one cut short by Ctrl-C or
    a full disk would be served by every later build. It is written whole or not at all."""
    from book import downloads

    real = Path.write_bytes

    def half(self, data):
        real(self, data[: len(data) // 2])
        raise OSError(28, "No space left on device", str(self))

    monkeypatch.setattr(Path, "write_bytes", half)
    kept = tmp_path / "lcp-companion.tar.gz"
    with pytest.raises(OSError):
        downloads._write_whole(kept, b"x" * 1000)
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setattr(Path, "write_bytes", real)
    downloads._write_whole(kept, b"x" * 1000)
    assert kept.read_bytes() == b"x" * 1000 and list(tmp_path.iterdir()) == [kept]


def test_a_read_only_site_folder_is_said_before_anything_is_built(run, builds, monkeypatch, capsys):
    run.SITE.mkdir(parents=True)
    real = run.os.access
    monkeypatch.setattr(run.os, "access", lambda path, mode: real(path, mode) and Path(path) != run.SITE)
    with pytest.raises(SystemExit):
        run.book()
    assert "cannot write the site build/html/" in capsys.readouterr().err and builds.calls == []


# --- locks ------------------------------------------------------------------------------------------------


def _hold(lock: Path) -> subprocess.Popen:
    lock.parent.mkdir(parents=True, exist_ok=True)
    code = "import fcntl, sys, time\nf = open(sys.argv[1], 'a+')\nfcntl.flock(f, 2)\nprint('held', flush=True)\n"
    holder = subprocess.Popen(
        [sys.executable, "-c", code + "time.sleep(60)\n", str(lock)], stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_the_checkout_lock_held_by_a_live_process_is_waited_for_a_while_naming_it(run, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("LCP_LOCK_WAIT", "0.5")
    holder = _hold(tmp_path / "build" / ".run.lock")
    try:
        start = time.monotonic()
        with pytest.raises(SystemExit) as stop, run.exclusive("book"):
            pytest.fail("the lock was taken while another process held it")
        assert stop.value.code == run.LOCKED == 75 and time.monotonic() - start < 5
        out, err = capsys.readouterr()
        assert f"holds this checkout's lock (pid {holder.pid} (" in out and "at most 0.5 s" in out
        assert err.count("\n") == 1 and f"pid {holder.pid}" in err and "still holds build/.run.lock after 0.5 s" in err
    finally:
        holder.kill()
        holder.wait()
    with run.exclusive("book"):  # its holder died: taken at once, and says who holds it now
        assert (tmp_path / "build" / ".run.lock").read_text().split()[0] == str(run.os.getpid())
    monkeypatch.setenv("LCP_LOCK_WAIT", "-1")
    holder = _hold(tmp_path / "build" / ".run.lock")
    try:
        with pytest.raises(SystemExit), run.exclusive("book"):
            pass
        assert "LCP_LOCK_WAIT must be a number of seconds in [0, 1000000]; got '-1'" in capsys.readouterr().err
    finally:
        holder.kill()
        holder.wait()


# --- the environment: writes that fail, full disks --------------------------------------------------------


def test_an_environment_folder_that_cannot_be_made_is_one_line(run, monkeypatch, capsys):
    venv = Path("/proc/x")  # as root the checks pass and the mkdir fails; as a user the check stops it
    for name, value in {"VENV": venv, "PYTHON": venv / "bin" / "python", "MARKER": venv / ".lcp-venv"}.items():
        monkeypatch.setattr(run, name, value)
    monkeypatch.setattr(run, "venv_refusal", lambda: None)
    monkeypatch.setattr(run, "other_checkout", lambda: None)
    monkeypatch.setattr(run, "venv_problem", lambda: None)
    monkeypatch.setattr(run, "requirements_key", lambda: "key")
    with pytest.raises(SystemExit) as stop:
        run.ensure_environment()
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "/proc" in err and "Traceback" not in err


def test_an_installer_that_meets_a_full_disk_says_so_naming_the_folder(run, monkeypatch, capsys):
    pip = [sys.executable, "-c", "import sys; print('ERROR: ... metadata-generation-failed ... EOFError'); sys.exit(1)"]
    assert run.installer(pip, "install the project", required=False) == 1  # another failure: pip's words stand
    with pytest.raises(SystemExit):
        run.installer(pip, "install the project")
    assert "cannot install the project in" in capsys.readouterr().err
    no_space = [sys.executable, "-c", "import sys; print('OSError: [Errno 28] No space left on device'); sys.exit(1)"]
    with pytest.raises(SystemExit):
        run.installer(no_space, "install uv", required=False)
    assert "cannot install uv: the disk is full (No space left on device) at " in capsys.readouterr().err
    # pip's own words need not say it: a disk with almost no space left does
    monkeypatch.setattr(run.environment.shutil, "disk_usage", lambda path: types.SimpleNamespace(free=2**20))
    with pytest.raises(SystemExit):
        run.installer(pip, "install the project", required=False)
    err = capsys.readouterr().err
    assert f"the disk is full (No space left on device) at {run.VENV} (its disk has 1 MB free)" in err


def test_the_test_suite_leaves_a_users_notebook_to_them(run, tmp_path):
    """nbval would execute notebooks/13_mine.ipynb with the project's: the root conftest leaves it out, in a line."""
    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    root_conftest = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(root_conftest)
    config = types.SimpleNamespace(rootpath=tmp_path)
    notebooks = tmp_path / "notebooks"
    assert root_conftest.pytest_ignore_collect(notebooks / "13_mine.ipynb", config) is True
    assert root_conftest.pytest_ignore_collect(notebooks / "01_a.ipynb", config) is None
    assert root_conftest.pytest_ignore_collect(tmp_path / "tests" / "13_mine.ipynb", config) is None
    assert root_conftest.pytest_report_header(config) == (
        "left out notebooks/13_mine.ipynb: not one of the project's notebooks (those listed in book/index.md)"
    )
