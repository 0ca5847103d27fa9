"""Waiting for a lock file another process holds: who holds it, and how long to wait (standard library only).

Two locks use it: the cache's lock on a derivation (:mod:`lcp.core.cache`, ``$LCP_CACHE_WAIT``) and the
checkout's lock that ``run.py`` takes for ``reproduce`` and ``book`` (``tools/checkout_lock.py``,
``$LCP_LOCK_WAIT``). Both are the kernel's ``flock`` locks, and each holder writes its pid and command into
the lock file, for a system without ``/proc/locks``.
"""

from __future__ import annotations

import os

#: The longest wait a variable may ask for (seconds: about 11.6 days).
MAX_SECONDS = 10**6


def seconds_from_environment(name: str, default: float) -> float:
    """The number of seconds the environment variable ``name`` gives, or ``default`` where it is unset or empty.

    Parameters
    ----------
    name : str
        The variable (``"LCP_CACHE_WAIT"``).
    default : float
        The seconds without it.

    Returns
    -------
    float
        Seconds in [0, :data:`MAX_SECONDS`]; anything else (a word, a negative number, nan) raises a one-line
        ``ValueError`` naming the variable and the range.

    Examples
    --------
    >>> os.environ["LCP_EXAMPLE_WAIT"] = "2.5"
    >>> seconds_from_environment("LCP_EXAMPLE_WAIT", 300.0), seconds_from_environment("LCP_UNSET_WAIT", 300.0)
    (2.5, 300.0)
    >>> os.environ["LCP_EXAMPLE_WAIT"] = "-1"
    >>> seconds_from_environment("LCP_EXAMPLE_WAIT", 300.0)
    Traceback (most recent call last):
    ...
    ValueError: LCP_EXAMPLE_WAIT must be a number of seconds in [0, 1000000]; got '-1'
    >>> del os.environ["LCP_EXAMPLE_WAIT"]
    """
    if not isinstance(name, str) or not name:
        raise TypeError(f"name must be the name of an environment variable; got {name!r}")
    if isinstance(default, bool) or not isinstance(default, (int, float)) or not 0 <= default <= MAX_SECONDS:
        raise ValueError(f"default must be a number of seconds in [0, {MAX_SECONDS}]; got {default!r}")
    value = os.environ.get(name, "")
    try:
        seconds = float(value) if value else float(default)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= MAX_SECONDS:  # nan too
        raise ValueError(f"{name} must be a number of seconds in [0, {MAX_SECONDS}]; got {value!r}")
    return seconds


def holder(handle) -> str:
    """Who holds the ``flock`` lock on the open file ``handle`` (text or binary): ``"pid N (command)"``, read from
    the kernel's lock table (``/proc/locks``, Linux) or else from the pid the holder wrote first in the file;
    ``"another process"`` where neither says.

    Examples
    --------
    >>> import fcntl, tempfile
    >>> path = tempfile.mkdtemp() + "/a.lock"
    >>> mine, other = open(path, "a+b"), open(path, "a+b")
    >>> fcntl.flock(mine, fcntl.LOCK_EX)
    >>> holder(other).startswith(f"pid {os.getpid()} (")   # this process holds it
    True
    >>> mine.close(); other.close()
    """
    if not (hasattr(handle, "fileno") and hasattr(handle, "read") and hasattr(handle, "seek")):
        raise TypeError(f"handle must be the open lock file; got {type(handle).__name__} {handle!r}")
    pid = _from_lock_table(handle)
    if not pid:
        try:
            handle.seek(0)
            first = handle.read(64).split()[0]
            pid = first.decode("ascii", "replace") if isinstance(first, bytes) else first
        except (OSError, IndexError, ValueError):
            pid = ""
    if not pid.isdigit():
        return "another process"
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            command = " ".join(cmdline.read(400).replace(b"\0", b" ").decode(errors="replace").split())[:200]
    except OSError:
        command = ""
    return f"pid {pid} ({command})" if command else f"pid {pid}"


def _from_lock_table(handle) -> str:
    """The pid holding a FLOCK on ``handle``'s file in ``/proc/locks`` ("" if none is listed or there is no table).
    A line with ``->`` is a process waiting for the lock, not its holder."""
    try:
        inode = str(os.fstat(handle.fileno()).st_ino)
        with open("/proc/locks", encoding="ascii", errors="replace") as table:
            for fields in map(str.split, table):
                if "->" in fields or len(fields) < 6 or fields[1] != "FLOCK":
                    continue
                if fields[5].rsplit(":", 1)[-1] == inode:
                    return fields[4]
    except (OSError, ValueError):
        pass
    return ""


__all__ = ["MAX_SECONDS", "seconds_from_environment", "holder"]
