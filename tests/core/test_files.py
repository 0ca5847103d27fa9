"""lcp.core.files: a file written through a temporary file and a rename."""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lcp.core import files


def test_interrupted_write_keeps_the_old_file(tmp_path):
    """An interrupt in the middle of a write leaves the previous file whole and no temporary file."""
    path = tmp_path / "f.png"
    path.write_bytes(b"old")

    def interrupted(f):
        f.write(b"partial")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        files.write_atomically(path, interrupted)
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.png"]


def test_written_files_follow_the_umask(tmp_path):
    """An atomically written file gets 0o666 less the umask, as open() would give, not mkstemp's 0o600."""
    old = os.umask(0o022)
    try:
        files.write_atomically(tmp_path / "a.png", lambda f: f.write(b"x"))
        os.umask(0o002)
        files.write_atomically(tmp_path / "b.png", lambda f: f.write(b"x"))
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.png").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "b.png").stat().st_mode) == 0o664


def test_a_rewritten_file_keeps_its_permissions(tmp_path):
    """A 0o664 file (a group-writable checkout) became 0o644 when rewritten (issue 47); 0o600 stays private."""
    old = os.umask(0o022)
    try:
        for mode in (0o664, 0o600, 0o755):
            path = tmp_path / f"f{mode:o}.ipynb"
            path.write_bytes(b"old")
            path.chmod(mode)
            files.write_atomically(path, lambda f: f.write(b"new"))
            assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == mode, oct(mode)
    finally:
        os.umask(old)


def test_wrong_arguments_are_refused_by_name(tmp_path):
    with pytest.raises(TypeError, match=r"^path must be a pathlib\.Path"):
        files.write_atomically(str(tmp_path / "a"), lambda f: None)
    with pytest.raises(TypeError, match=r"^write must be a function"):
        files.write_atomically(tmp_path / "a", b"data")


def test_run_py_writes_without_importing_plotting(tmp_path):
    """run.py's file writing (tools/notebook_hygiene.py) uses lcp.core.files, which needs neither lcp.plotting nor
    matplotlib."""
    root = Path(__file__).resolve().parents[2]
    code = (
        "import sys, pathlib; import run; from tools import notebook_hygiene; "
        "notebook_hygiene.write_atomically(pathlib.Path(sys.argv[1]) / 'f.txt', b'ok'); "
        "print(sorted(m for m in ('lcp.plotting', 'matplotlib') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]" and (tmp_path / "f.txt").read_bytes() == b"ok"


# --- issue 57: lcp.core.files.Output, the one writer of every file a command produces ---------------------------


def test_output_refuses_what_it_must_not_replace(tmp_path):
    """A user's file, a link to it, a folder, a missing folder, a link to nothing: one line each, nothing changed."""
    (tmp_path / "mine.txt").write_bytes(b"mine")
    (tmp_path / "link").symlink_to("mine.txt")
    (tmp_path / "dangling").symlink_to("nowhere")
    (tmp_path / "folder").mkdir()
    for name, words in (
        ("mine.txt", "--force"),
        ("link", "--force"),
        ("dangling", "link to a missing file"),
        ("folder", "is a folder"),
        ("missing/x", "does not exist"),
    ):
        with pytest.raises(files.OutputError) as exc:
            files.Output(tmp_path / name, option="--json")
        assert words in str(exc.value) and "\n" not in str(exc.value), name
    assert (tmp_path / "mine.txt").read_bytes() == b"mine" and (tmp_path / "link").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling", "folder", "link", "mine.txt"]


def test_output_rewrites_its_own_file_and_forced_links_stay_links(tmp_path):
    (tmp_path / "mine.txt").write_bytes(b"mine")
    (tmp_path / "link").symlink_to("mine.txt")
    (tmp_path / "r.json").write_bytes(b"MARK old")
    (tmp_path / "r.json.partial").write_bytes(b"a user's partial file")
    files.write_output(tmp_path / "r.json", b"MARK new", ours=files.made_by(b"MARK"))
    files.write_output(tmp_path / "link", b"forced", force=True)
    assert (tmp_path / "r.json").read_bytes() == b"MARK new"
    assert (tmp_path / "r.json.partial").read_bytes() == b"a user's partial file"
    assert (tmp_path / "link").is_symlink() and (tmp_path / "mine.txt").read_bytes() == b"forced"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link", "mine.txt", "r.json", "r.json.partial"]


def test_output_writes_through_a_fifo_and_never_replaces_it(tmp_path):
    import threading

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    try:
        files.write_output(fifo, b"through")
    finally:  # a reader still waiting for a writer is released (the test then fails, it does not hang)
        with contextlib.suppress(OSError):  # (no reader left: ENXIO)
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    reader.join(timeout=10)
    assert got == [b"through"] and stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_an_interrupted_output_leaves_the_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "r.csv"
    path.write_bytes(b"MARK old")
    with pytest.raises(KeyboardInterrupt), files.Output(path, ours=files.made_by(b"MARK")) as out:
        out.write(b"MARK half")
        raise KeyboardInterrupt
    assert path.read_bytes() == b"MARK old" and [p.name for p in tmp_path.iterdir()] == ["r.csv"]


def test_a_file_too_large_is_one_line_and_the_old_file_stays(tmp_path):
    """ulimit -f in a child process: EFBIG named in one line, the old file whole, no temporary left."""
    code = (
        "import resource, sys; from pathlib import Path; from lcp import files\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (16, 16))\n"
        "try:\n"
        f"    files.write_output(Path({str(tmp_path / 'r.txt')!r}), b'x' * 100, force=True)\n"
        "except files.OutputError as exc:\n"
        "    print(exc); sys.exit(3)\n"
    )
    (tmp_path / "r.txt").write_bytes(b"old")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 3 and "too large" in done.stdout and done.stdout.count("\n") == 1, done
    assert (tmp_path / "r.txt").read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["r.txt"]


def test_the_hostile_run_of_issue_57_passes():
    """tools/hostile_57.py: every probe of issue 57 as a user would make it, in a temporary folder."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "tools.hostile_57"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert done.returncode == 0 and "FAIL" not in done.stdout, done.stdout[-3000:] + done.stderr[-2000:]
    assert done.stdout.count("\nok ") >= 40


@pytest.mark.parametrize("links", [True, False], ids=["hard-links", "no-hard-links"])
def test_a_file_made_at_the_target_during_the_work_is_kept(tmp_path, monkeypatch, links):
    """A user's file that appears (or our file that changes) between the check and the commit is not replaced."""
    if not links:  # a file system without hard links: the commit re-checks, then renames
        monkeypatch.setattr(files.os, "link", lambda *a: (_ for _ in ()).throw(OSError(1, "Operation not permitted")))
    new, ours = tmp_path / "new.json", tmp_path / "ours.json"
    ours.write_bytes(b"MARK old")
    for path, users in ((new, b"the user's file"), (ours, b"MARK rewritten by the user, longer")):
        with files.Output(path, option="--json", ours=files.made_by(b"MARK")) as out:
            out.write(b"MARK result")
            path.write_bytes(users)  # made while the command works
            with pytest.raises(files.OutputError) as exc:
                out.commit()
        assert "changed while the command ran, and was kept" in str(exc.value) and "\n" not in str(exc.value)
        assert path.read_bytes() == users
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json", "ours.json"]  # no temporary left
    files.write_output(new, b"MARK again", force=True)  # a fresh check, a commit with nothing changed
    files.write_output(tmp_path / "fresh.json", b"MARK fresh")
    assert new.read_bytes() == b"MARK again" and (tmp_path / "fresh.json").read_bytes() == b"MARK fresh"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fresh.json", "new.json", "ours.json"]


def test_the_words_of_a_failed_write_are_keyed_by_errno_names(tmp_path, monkeypatch):
    """One table for the package's and run.py's messages, by name: the numbers differ between systems."""
    import errno

    from tools import environment

    assert all(isinstance(name, str) and hasattr(errno, name) for name in files.WRITE_ERRORS)
    for name, words in files.WRITE_ERRORS.items():
        exc = OSError(getattr(errno, name), os.strerror(getattr(errno, name)), "/x/y")
        assert environment.cannot_write(exc, "it") == f"cannot write /x/y: {words} ({exc.strerror})"
        monkeypatch.setattr(files.tempfile, "mkstemp", lambda *a, exc=exc, **k: (_ for _ in ()).throw(exc))
        with pytest.raises(files.OutputError) as got:
            files.Output(tmp_path / "y", option="--out")
        assert str(got.value).endswith(f": cannot write it: {words} ({exc.strerror}); nothing was written there")
    assert files.write_reason(errno.ENOENT) is None and "No such file" in environment.cannot_write(
        OSError(errno.ENOENT, "No such file or directory"), "x"
    )
