"""The checkout's lock (build/.run.lock): concurrent reproduce or book runs on one checkout take turns.

Standard library only (run.py takes the lock before it installs anything): who holds the lock and how long to
wait are :mod:`lcp.core.locks`, which the cache's lock shares."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

from lcp.core import locks
from tools.environment import cannot_write, fail, say

#: How long a command waits for another one's lock before it gives up (seconds; LCP_LOCK_WAIT changes it).
LOCK_WAIT = 3600
LOCKED = 75  # the exit status when the wait ran out (EX_TEMPFAIL: try again later)


def lock_wait() -> float:
    """Seconds to wait for the lock: LCP_LOCK_WAIT, or LOCK_WAIT (a bad value: one line and exit status 2)."""
    try:
        return locks.seconds_from_environment("LCP_LOCK_WAIT", LOCK_WAIT)
    except ValueError as exc:
        fail(str(exc))


@contextlib.contextmanager
def exclusive(what: str, root: Path):
    """Hold the checkout's lock (build/.run.lock) for ``what``: concurrent reproduce or book runs on one
    checkout wait for each other instead of deleting each other's figures or staged pages.

    The wait is said in one line naming the holder (pid and command) and lasts at most LCP_LOCK_WAIT seconds
    (an hour by default: a full reproduce takes about that); then one line and exit status 75. The lock is the
    kernel's (flock): it ends with its process, so a lock left by a process that died is simply taken. ``root``
    is the checkout."""
    import fcntl

    lock_path = root / "build" / ".run.lock"
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock_path, "a+", encoding="utf-8")  # noqa: SIM115  (closed below; "w" would erase the holder's line)
    except OSError as exc:
        fail(cannot_write(exc, str(lock_path)))
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            limit = lock_wait()
            say(
                f"run.py {what}: another run.py holds this checkout's lock ({locks.holder(handle)}); waiting for it, "
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
                            f"run.py {what}: {locks.holder(handle)} still holds {lock_path.relative_to(root)} after "
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
