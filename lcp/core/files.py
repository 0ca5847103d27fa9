"""Writing a file so that an interrupt never leaves it truncated, and never where it would lose a user's file
(standard library only).

:mod:`lcp.plotting` saves figures through :func:`write_atomically`, and ``run.py`` writes executed notebooks and
copies figures with it, without importing matplotlib. Every file a command produces (``python -m lcp.testbed
solve --json``, the benchmark's ``--out``, the record's and the ledger's exports, :func:`lcp.testbed.efg.write_efg`)
goes through :class:`Output`: checked before the work, written whole or not at all, never replacing a device, a
FIFO, a link or a file the command did not make.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import Any


def write_atomically(path: Path, write) -> None:
    """Call ``write(file)`` on a temporary file next to ``path``, then rename it to ``path``.

    An interrupt or error leaves the old ``path`` untouched (never a truncated file). A file that
    exists keeps its permission bits (a 0o664 file stays 0o664, as when ``open(path, "w")`` rewrites
    it); a new one gets what a plain ``open(path, "w")`` would give (0o666 less the umask), not the
    0o600 of a temporary file.

    Parameters
    ----------
    path : pathlib.Path
        The file to write.
    write : callable
        Called with the open binary file.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> write_atomically(folder / "a.txt", lambda f: f.write(b"hi"))
    >>> (folder / "a.txt").read_bytes(), [p.name for p in folder.iterdir()]   # no temporary file left
    (b'hi', ['a.txt'])
    """
    if not isinstance(path, Path):
        raise TypeError(f"path must be a pathlib.Path; got {type(path).__name__} {path!r}")
    if not callable(write):
        raise TypeError(f"write must be a function taking the open binary file; got {write!r}")
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)  # rewriting a file keeps its permissions
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.chmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _umask() -> int:
    """The process's umask (read by setting and restoring it: the only portable way)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


# What os.link raises where a file system has no hard links (FAT, some network and FUSE mounts, SELinux rules).
_NO_HARD_LINKS = frozenset(
    getattr(errno, name)
    for name in ("EPERM", "EACCES", "ENOTSUP", "EOPNOTSUPP", "EMLINK", "ENOSYS", "EXDEV")
    if hasattr(errno, name)
)


def _identity(st: os.stat_result) -> tuple:
    """What tells one file from another, and a file from itself rewritten: device, inode, mtime, size."""
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


class OutputError(OSError):
    """A file a command was asked to write cannot be written there; the message is one line naming it."""


def _starts_with(path, prefix: bytes) -> bool:
    """Whether the regular file at ``path`` begins with ``prefix`` (reads ``len(prefix)`` bytes only)."""
    try:
        with open(path, "rb") as fh:
            return fh.read(len(prefix)) == prefix
    except OSError:
        return False


def made_by(prefix: bytes):
    """A test of "this file was made by the command": it begins with ``prefix`` (the command's own first bytes).

    Each command's output begins with a mark of its own (the solve's JSON with ``{"schema":"lcp-grid-solution/1"``,
    the benchmark's CSV with ``# lcp:``), so a file that begins otherwise is the user's and is kept.

    Examples
    --------
    >>> import tempfile
    >>> p = Path(tempfile.mkdtemp()) / "r.json"
    >>> _ = p.write_bytes(b'{"schema":"mine"}')
    >>> made_by(b'{"schema":"mine"')(p), made_by(b'{"schema":"lcp')(p)
    (True, False)
    """
    if not isinstance(prefix, bytes) or not prefix:
        raise TypeError(f"prefix must be non-empty bytes; got {prefix!r}")
    return lambda path: _starts_with(path, prefix)


def _through_descriptor(path) -> bool:
    """Whether ``path`` or a link on its way is a descriptor of this process (``/dev/stdout``, ``/proc/self/fd/1``)."""
    p = os.path.abspath(path)
    for _ in range(40):
        if p.startswith(("/proc/", "/dev/fd/", "/dev/std")):
            return True
        if not os.path.islink(p):
            return False
        p = os.path.normpath(os.path.join(os.path.dirname(p), os.readlink(p)))
    return False


#: Why a file could not be written, in words, by errno name: the numbers differ between systems (EDQUOT is 122
#: on Linux, 69 on macOS). :func:`write_reason` says one, the system's own words after it; the files this module
#: writes and ``run.py``'s messages (``tools/environment.py``, ``tools/site_build.py``) say the same.
WRITE_ERRORS = {
    "ENOSPC": "the disk is full",
    "EDQUOT": "the disk quota is used up",
    "EFBIG": "the file is larger than this system or ulimit -f allows",
    "EROFS": "the file system there is mounted read-only",
    "EACCES": "this user may not write there",
    "EPERM": "the system does not permit it",
}


def write_reason(number, said: str | None = None) -> str | None:
    """Why a write failed with the error number ``number``, in words (:data:`WRITE_ERRORS`) followed by the
    system's words ``said`` (default: ``os.strerror(number)``); None for an error that is not one of them.

    Examples
    --------
    >>> write_reason(errno.ENOSPC)
    'the disk is full (No space left on device)'
    >>> write_reason(errno.ENOENT) is None, write_reason(None) is None
    (True, True)
    """
    if isinstance(number, bool) or not isinstance(number, int):
        return None
    words = WRITE_ERRORS.get(errno.errorcode.get(number, ""))
    return None if words is None else f"{words} ({said or os.strerror(number)})"


def _fail(option: str, shown: str, exc: OSError) -> OutputError:
    reason = write_reason(exc.errno, exc.strerror) or exc.strerror or str(exc)
    return OutputError(f"{option} {shown}: cannot write it: {reason}; nothing was written there")


class Output:
    """A file a command produces, checked and opened before the work, written whole or not at all.

    Made before the long work (the constructor refuses in one line, raising :class:`OutputError`), then
    :meth:`write` as the work goes, then :meth:`commit`; leaving the ``with`` block without a commit (an error,
    a Ctrl-C) leaves the target as it was. What the target may be:

    - ``-``: standard output (bytes, UTF-8 whatever the locale).
    - a character device (``/dev/null``, a terminal), a FIFO, or a descriptor of this process
      (``/dev/stdout``, ``/proc/self/fd/1``): written straight through, never replaced.
    - a regular file, or a link to one: written to a temporary file with a unique name beside the real file
      (created now, so a missing folder, a read-only or a ``/proc`` folder fails before the work), then
      renamed onto it (a link stays a link). A file that exists is overwritten only when ``ours(path)``
      says the command made it (see :func:`made_by`), or with ``force``; else the refusal says so. A file
      that appears at the target, or changes there, between the check and :meth:`commit` (a long solve) is
      kept, even with ``force`` (which the check used): the commit refuses in one line that says so and
      removes the temporary file.
    - anything else (a folder, a socket, a link to nothing, a missing folder) is refused.

    Errors while writing (a full disk, a file too large, a read-only file system) are :class:`OutputError`
    naming the file; the old file is then unchanged.

    Parameters
    ----------
    target : str or path-like
        Where to write; ``"-"`` is standard output.
    option : str
        How the command line names it (``--json``), for the messages.
    force : bool
        Overwrite a regular file the command did not make.
    ours : callable, optional
        ``ours(path)`` is True when the existing file is the command's own output (default: never).

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> with Output(folder / "a.txt", option="--out") as out:
    ...     out.write(b"hi")
    ...     out.commit()
    >>> (folder / "a.txt").read_bytes(), sorted(p.name for p in folder.iterdir())
    (b'hi', ['a.txt'])
    >>> Output(folder / "a.txt", option="--out")
    Traceback (most recent call last):
    ...
    lcp.core.files.OutputError: --out ... exists and was not written by this command; give --force to overwrite it, or another name
    """

    def __init__(self, target, *, option: str = "output", force: bool = False, ours=None):
        if isinstance(target, bytes) or not isinstance(target, (str, os.PathLike)):
            raise TypeError(f"target ({option}) must be a str or path-like; got {type(target).__name__} {target!r}")
        if not isinstance(option, str):
            raise TypeError(f"option must be a str (how the command line names the file); got {option!r}")
        if not isinstance(force, bool):
            raise TypeError(f"force must be a bool; got {force!r}")
        if ours is not None and not callable(ours):
            raise TypeError(f"ours must be a function of the path, or None; got {ours!r}")
        self.option, self.shown = option, repr(os.fspath(target))
        self._fh: Any = None  # the open temporary file or stream
        self._tmp: Any = None  # the temporary file's name, until renamed
        self._real: Any = None  # the regular file a link leads to (the file renamed onto)
        self._seen: Any = None  # the checked file's identity (device, inode, mtime, size); None: it was absent
        self.path: Any = None
        self._done = False
        if os.fspath(target) == "-":
            self.kind = "stdout"
            return
        self.path = Path(target)
        if not str(target):
            raise OutputError(f"{option} is empty; give a file name")
        self._check(ours or (lambda p: False), force)

    def _refuse(self, why: str) -> OutputError:
        return OutputError(f"{self.option} {self.shown} {why}")

    def _not_ours(self) -> OutputError:
        return self._refuse("exists and was not written by this command; give --force to overwrite it, or another name")

    def _changed(self) -> OutputError:
        return self._refuse(
            "appeared or changed while the command ran, and was kept; nothing was written there "
            "(run the command again to replace it, or give another name)"
        )

    def _check(self, ours, force: bool) -> None:
        path = self.path
        try:
            st = os.stat(path)  # follows links, /proc's too
        except FileNotFoundError:
            if os.path.islink(path):
                raise self._refuse("is a link to a missing file; give a file name") from None
            if not path.parent.is_dir() and str(path.parent):
                raise self._refuse(f"cannot be written: the folder {str(path.parent)!r} does not exist") from None
            self.kind, self._real = "file", path
            self._open_temporary()
            return
        except OSError as exc:
            raise _fail(self.option, self.shown, exc) from None
        real = os.path.realpath(path)
        through_proc = _through_descriptor(path)
        if stat.S_ISDIR(st.st_mode):
            raise self._refuse("is a folder; give a file name")
        if stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode) or (through_proc and stat.S_ISREG(st.st_mode)):
            self.kind = "stream"  # written through, never replaced
            if not os.access(path, os.W_OK):
                raise self._refuse("is not writable")
            if not stat.S_ISFIFO(st.st_mode):  # a FIFO would wait for its reader here: opened at the first write
                self._open_stream()
            return
        if not stat.S_ISREG(st.st_mode):
            raise self._refuse("is not a regular file, a character device or a FIFO; give a file name")
        if not force and not ours(path):
            raise self._not_ours()
        self.kind, self._real, self._seen = "file", Path(real), _identity(st)
        self._open_temporary()

    def _open_temporary(self) -> None:
        real = self._real
        try:
            mode = stat.S_IMODE(os.stat(real).st_mode)
        except FileNotFoundError:
            mode = 0o666 & ~_umask()
        except OSError as exc:
            raise _fail(self.option, self.shown, exc) from None
        try:
            fd, self._tmp = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".partial")
        except OSError as exc:
            raise _fail(self.option, self.shown, exc) from None
        with contextlib.suppress(OSError):
            os.chmod(fd, mode)
        self._fh = os.fdopen(fd, "wb")

    def _open_stream(self) -> None:
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)  # no O_CREAT, no O_TRUNC: nothing is replaced
        except OSError as exc:
            raise _fail(self.option, self.shown, exc) from None
        self._fh = os.fdopen(fd, "wb")

    def write(self, data: bytes) -> None:
        """Write ``data`` (bytes; a str is written as UTF-8)."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        if self._done:
            raise ValueError(f"{self.option} {self.shown} was already committed or discarded")
        try:
            if self.kind == "stdout":
                import sys

                if sys.stdout is None:
                    raise OutputError(f"{self.option} '-': standard output is closed")
                sys.stdout.flush()
                target = getattr(sys.stdout, "buffer", None)
                if target is None:  # a text stream with no bytes below it (a test's capture)
                    sys.stdout.write(data.decode("utf-8"))
                else:
                    target.write(data)
                return
            if self._fh is None:
                self._open_stream()
            self._fh.write(data)
            self._fh.flush()
        except BrokenPipeError:
            raise
        except OutputError:
            raise
        except OSError as exc:
            raise _fail(self.option, self.shown, exc) from None

    def commit(self) -> None:
        """Make what was written the target's content (a rename for a file); nothing to undo after."""
        if self._done:
            raise ValueError(f"{self.option} {self.shown} was already committed or discarded")
        try:
            if self.kind == "stdout":
                import sys

                if sys.stdout is not None:
                    sys.stdout.flush()
                    if getattr(sys.stdout, "buffer", None) is not None:
                        sys.stdout.buffer.flush()
            elif self.kind == "stream":
                if self._fh is None:
                    self._open_stream()
                self._fh.close()
            else:
                self._fh.flush()
                os.fsync(self._fh.fileno())
                self._fh.close()
                self._put()
        except OSError as exc:
            self.discard()
            if isinstance(exc, (OutputError, BrokenPipeError)):
                raise
            raise _fail(self.option, self.shown, exc) from None
        self._done = True

    def _put(self) -> None:
        """Put the temporary file at the target unless the target appeared or changed since the check."""
        if self._seen is not None:
            try:
                now = _identity(os.stat(self.path))
            except FileNotFoundError:
                now = None  # gone since the check (a link may still be there: the hard link below refuses)
            if now is not None:
                if now != self._seen:
                    raise self._changed()
                os.replace(self._tmp, self._real)  # the file checked, still the same: replaced
                self._tmp = None
                return
        try:
            os.link(self._tmp, self._real)  # fails if anything is at the target now: nothing is replaced
        except FileExistsError:
            raise self._changed() from None
        except OSError as exc:
            if exc.errno not in _NO_HARD_LINKS:
                raise
            if os.path.lexists(self._real):  # a file system without hard links: re-check, then rename
                raise self._changed() from None
            os.replace(self._tmp, self._real)
            self._tmp = None
            return
        tmp, self._tmp = self._tmp, None
        with contextlib.suppress(OSError):  # the target is written; only the temporary name is left to remove
            os.unlink(tmp)

    def discard(self) -> None:
        """Forget what was written: the temporary file goes, the target stays as it was."""
        self._done = True
        if self._fh is not None:
            with contextlib.suppress(OSError):
                self._fh.close()
        if self._tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._tmp)
            self._tmp = None

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        if not self._done:
            self.discard()
        return False


def write_output(target, data, *, option: str = "output", force: bool = False, ours=None) -> None:
    """Write ``data`` (bytes, or str as UTF-8) to ``target`` whole through :class:`Output`.

    Examples
    --------
    >>> import tempfile
    >>> p = Path(tempfile.mkdtemp()) / "t.txt"
    >>> write_output(p, "’"); p.read_bytes()
    b'\\xe2\\x80\\x99'
    """
    with Output(target, option=option, force=force, ours=ours) as out:
        out.write(data)
        out.commit()


def refuse(prog: str, message: str):
    """Print ``prog: error: message`` (one line, no usage block) on stderr and exit with the usage status 2.

    Examples
    --------
    >>> refuse("python -m lcp.x", "--out 'a' is a folder")
    Traceback (most recent call last):
    ...
    SystemExit: 2
    """
    import sys

    for name, value in (("prog", prog), ("message", message)):
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a str; got {type(value).__name__} {value!r}")
    print(f"{prog}: error: {message}", file=sys.stderr)
    raise SystemExit(2)
