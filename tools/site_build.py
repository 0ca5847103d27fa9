"""The site build's helpers for run.py book: the pages staged and indexed, Sphinx's run and its write errors."""

from __future__ import annotations

import errno
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from lcp.core.files import write_reason

#: The suffixes Sphinx reads as pages (myst_nb: Markdown and notebooks) and the staged folders it skips
#: (conf.py's exclude_patterns, and the folders of static files and templates).
PAGE_SUFFIXES = (".md", ".ipynb", ".rst")
NOT_PAGES = ("_includes", "_extra", "_static", "_templates", "_build")


def staged_pages(source: Path) -> set[str]:
    """The names of the pages Sphinx builds from the staged sources (``notebooks/01_fixed_bet``, ``index``)."""
    found = set()
    for path in source.rglob("*"):
        rel = path.relative_to(source)
        if path.suffix in PAGE_SUFFIXES and path.is_file() and not set(rel.parts[:-1]) & set(NOT_PAGES):
            if not any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
                found.add(rel.with_suffix("").as_posix())
    return found


def indexed_pages(site: Path) -> set[str] | None:
    """The pages the site's search index covers (its ``docnames``), or None if it has none or cannot be read."""
    try:
        text = (site / "searchindex.js").read_text(encoding="utf-8")
        match = re.search(r'"docnames"\s*:\s*(\[[^\]]*\])', text)
        return set(json.loads(match.group(1))) if match else None
    except (OSError, ValueError):
        return None


def index_gap(source: Path, site: Path) -> str | None:
    """Why the site's search index does not match its pages (one phrase), or None when it covers each page."""
    pages, indexed = staged_pages(source), indexed_pages(site)
    if indexed is None:
        return "the site has no readable search index"
    if indexed != pages:
        return f"the search index covers {len(indexed & pages)} of the site's {len(pages)} pages"
    return None


def sphinx_write_error(output: str, site: Path) -> str | None:
    """The one line for Sphinx's output when it stopped because a file could not be written (a full disk, a file
    size limit, a read-only folder), or None when it failed for another reason (its messages then stand); ``site``
    is the folder it wrote into."""
    for match in re.finditer(r"\[Errno (\d+)\] ([^:\n]+)(?:: '([^'\n]+)')?", output):
        reason = write_reason(int(match.group(1)), match.group(2))
        if reason:
            return f"cannot write {match.group(3) or site}: {reason}"
    for match in re.finditer(r"(?:OSError|PermissionError)\((\d+), ", output):  # a warning: "Failed to copy ..."
        reason = write_reason(int(match.group(1)))
        if reason:
            return f"cannot write {site}: {reason}"
    if os.strerror(errno.ENOSPC) in output:
        return f"cannot write {site}: {write_reason(errno.ENOSPC)}"
    return None


def jobs() -> str:
    """Sphinx's -j: LCP_BOOK_JOBS when set (a whole number, 1 or more), else one more than there are cores.

    >>> os.environ["LCP_BOOK_JOBS"] = "1"; jobs()
    '1'
    >>> os.environ["LCP_BOOK_JOBS"] = "all"; jobs()
    Traceback (most recent call last):
    ...
    ValueError: LCP_BOOK_JOBS must be a whole number of processes, 1 or more; got 'all'
    >>> del os.environ["LCP_BOOK_JOBS"]; jobs() == str((os.cpu_count() or 1) + 1)
    True
    """
    chosen = os.environ.get("LCP_BOOK_JOBS", "").strip()
    if not chosen:
        return str((os.cpu_count() or 1) + 1)
    if not chosen.isdigit() or int(chosen) < 1:
        raise ValueError(f"LCP_BOOK_JOBS must be a whole number of processes, 1 or more; got {chosen!r}")
    return chosen


def sphinx(fresh: bool, source: Path, site: Path, root: Path) -> subprocess.CompletedProcess:
    """Run Sphinx in the checkout ``root`` on the staged sources ``source`` into ``site`` (build/html/; ``fresh``: every page read and written again).

    -W: a warning (a broken reference, an unreadable docstring) fails the build; -j: pages are read and
    written in parallel, one process more than there are cores (Sphinx writes with one process fewer than
    -j: its main process prepares the pages the others write). The same site as a serial build, file for
    file; on 2 cores serial 23 s, -j auto 19.9 s, -j 3 17.9 s (means of five alternating builds). Its output
    is kept and shown after it (with -q only warnings and errors), so a crash can be said in one line.

    LCP_BOOK_JOBS sets -j (:func:`jobs`): the test suite, whose workers keep every core busy already, builds with 1 (a
    parallel build then costs more CPU than a serial one: 36 CPU s against 31 on 2 cores, measured on an
    idle machine)."""
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-W", "--keep-going"]
    command += ["-j", jobs(), *(["-E"] if fresh else []), str(source), str(site)]
    # the site's extension is the package book/ of the checkout: Sphinx imports it from there
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (str(root), os.environ.get("PYTHONPATH"))))}
    return subprocess.run(command, cwd=root, env=env, check=False, capture_output=True, text=True, errors="replace")
