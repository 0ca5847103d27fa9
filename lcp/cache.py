"""An opt-in disk cache for the package's symbolic derivations (``$LCP_CACHE_DIR``).

The sympy derivations of the closed forms (:func:`lcp.limit.derive`, :func:`lcp.no_limit.derive`,
:func:`lcp.fixed_bet.derive`) and of the payoff regions (:func:`lcp.payoff.exact_regions`) take seconds of
CPU each, and every fresh Python process repeats them: each notebook kernel, each test worker. With the
environment variable ``LCP_CACHE_DIR`` naming a folder, the first process to need a derivation stores its
result there (pickled) and later processes load it; processes that need it while it is being derived wait
for it (a lock file beside it) rather than derive it too. The key is a hash of every source file of the package
together with the versions of Python and sympy, so an edit to any module, or another sympy, derives afresh.
Unset (the default), nothing is read or written.

``python3 run.py test`` and ``python3 run.py reproduce`` set it to ``build/cache/`` of the checkout (a user's
own setting wins); the first process of a run still derives everything from the rules.

Examples
--------
>>> import os, tempfile
>>> calls = []
>>> @on_disk
... def slow():
...     calls.append(1)
...     return {"answer": 42}
>>> with tempfile.TemporaryDirectory() as folder:
...     os.environ[ENV] = folder
...     first, second = slow(), slow()
...     del os.environ[ENV]
>>> first == second == {"answer": 42}, len(calls)
(True, 1)
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ENV = "LCP_CACHE_DIR"
T = TypeVar("T")

#: What a damaged or foreign cache file can raise while it is read; the result is then derived again.
_UNREADABLE = (
    OSError,
    EOFError,
    pickle.UnpicklingError,
    AttributeError,
    ImportError,
    IndexError,
    TypeError,
    ValueError,
)


@functools.cache
def source_key() -> str:
    """A hash of the package's source files and of the Python and sympy versions (20 hex digits).

    Examples
    --------
    >>> key = source_key()
    >>> len(key), key == source_key()
    (20, True)
    """
    import sympy

    digest = hashlib.sha256(f"{sys.version_info[:3]} sympy {sympy.__version__}".encode())
    package = Path(__file__).resolve().parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def on_disk(function: Callable[[], T]) -> Callable[[], T]:
    """Decorate an argument-free, deterministic, slow ``function`` to keep its result in ``$LCP_CACHE_DIR``.

    The file is written atomically (a temporary file renamed into place), so readers never see half of
    one; a process that finds no file takes the derivation's lock, looks again, and only then derives. A
    file that cannot be read or written is ignored: the function's own result is returned.
    """
    if not callable(function):
        raise TypeError(f"function must be a callable taking no arguments; got {type(function).__name__}")

    @functools.wraps(function)
    def cached() -> T:
        folder = os.environ.get(ENV)
        if not folder:
            return function()
        path = Path(folder) / f"{function.__module__}.{function.__qualname__}-{source_key()}.pickle"
        found = _read(path)
        if found is not _MISSING:
            return found
        with _exclusive(path.with_name(path.name + ".lock")):
            # a process that derived it while this one waited has stored it: read it instead of deriving
            found = _read(path)
            if found is not _MISSING:
                return found
            result = function()
            _write(path, result)
        return result

    return cached


_MISSING = object()


def _read(path: Path):
    """The result stored at ``path``, or ``_MISSING`` if there is none that can be read."""
    try:
        with open(path, "rb") as handle:
            return pickle.load(handle)
    except _UNREADABLE:
        return _MISSING


@contextlib.contextmanager
def _exclusive(lock: Path):
    """Hold an exclusive lock on the file ``lock`` (created if need be), so that processes needing the same
    derivation at once derive it once: the others wait, then read it. Where no lock can be taken (no
    ``fcntl``, a read-only folder) each process derives it itself, as without the lock."""
    try:
        import fcntl
    except ImportError:  # not a POSIX system
        yield
        return
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock, "a+b")  # noqa: SIM115  (closed below, after the lock is released)
    except OSError:
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        handle.close()  # releases the lock


def _write(path: Path, result) -> None:
    """Store ``result`` at ``path`` atomically; a folder that cannot be written is ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
        try:
            with os.fdopen(descriptor, "wb") as out:
                pickle.dump(result, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError:
        pass  # a read-only or full disk: the result is right, only not kept
