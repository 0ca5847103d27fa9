"""lcp.files: a file written through a temporary file and a rename."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lcp import files


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
    """run.py's file writing (tools/notebook_hygiene.py) uses lcp.files, which needs neither lcp.plotting nor
    matplotlib."""
    root = Path(__file__).resolve().parents[1]
    code = (
        "import sys, pathlib; sys.path.insert(0, sys.argv[1]); import run; from tools import notebook_hygiene; "
        "notebook_hygiene.write_atomically(pathlib.Path(sys.argv[2]) / 'f.txt', b'ok'); "
        "print(sorted(m for m in ('lcp.plotting', 'matplotlib') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(root), str(tmp_path)], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]" and (tmp_path / "f.txt").read_bytes() == b"ok"
