"""Writing a file so that an interrupt never leaves it truncated (standard library only).

:mod:`lcp.plotting` saves figures through it, and ``run.py`` writes executed notebooks and copies figures
with it, without importing matplotlib.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path


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
