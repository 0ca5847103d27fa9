"""lcp.core.locks: who holds a lock file, and how long to wait for it (the cache's and run.py's locks)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from lcp.core import locks


def test_the_holder_is_read_from_the_lock_table_else_from_the_file(tmp_path):
    path = tmp_path / "a.lock"
    path.write_text("99999999 a process that died\n")
    code = f"import fcntl, sys; f = open({str(path)!r}, 'a'); fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); sys.stdin.read()"
    other = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        with open(path, "rb") as binary, open(path, encoding="utf-8") as text:
            for handle in (binary, text):  # the kernel's table names the live holder, not the pid in the file
                assert locks.holder(handle).startswith(f"pid {other.pid} ({sys.executable} -c import fcntl")
    finally:
        other.kill()
        other.wait()
    with open(path, "rb") as binary, open(path, encoding="utf-8") as text:  # no holder listed: the file's pid
        assert locks.holder(binary) == locks.holder(text) == "pid 99999999"
    path.write_text("someone\n")
    with open(path, "rb") as handle:
        assert locks.holder(handle) == "another process"


@pytest.mark.parametrize("value", ["-1", "1e7", "nan", "inf", "soon", " "])
def test_a_wait_outside_the_range_is_refused_by_name(monkeypatch, value):
    monkeypatch.setenv("LCP_SOME_WAIT", value)
    with pytest.raises(ValueError, match=r"^LCP_SOME_WAIT must be a number of seconds in \[0, 1000000\]; got "):
        locks.seconds_from_environment("LCP_SOME_WAIT", 5)


def test_a_wait_in_the_range_is_read(monkeypatch):
    monkeypatch.setenv("LCP_SOME_WAIT", "0")
    assert locks.seconds_from_environment("LCP_SOME_WAIT", 5) == 0.0
    monkeypatch.setenv("LCP_SOME_WAIT", "")
    assert locks.seconds_from_environment("LCP_SOME_WAIT", 5) == 5.0
