"""The Markdown file a benchmark writes with ``--out``: what was run, on which machine, and what it printed.

A benchmark opens its file before the work (:func:`open_out`: through :class:`lcp.core.files.Output`, so a
file the benchmark did not write is kept unless ``--force``, and a bad name is refused at once), runs inside
:func:`record` (its printed lines are kept as they are shown, and the CPU seconds of the process are counted
with ``time.process_time``), then writes the whole file at the end. The file begins with a mark naming the
script, which is how a later run knows the file is its own.
"""

from __future__ import annotations

import contextlib
import io
import os
import platform
import subprocess
import sys
import time

import numpy as np

from lcp.core.files import Output, OutputError, made_by


def mark(script: str) -> bytes:
    """The first bytes of the file ``script`` writes (``<!-- lcp benchmark: benchmarks/NAME.py -->``)."""
    return f"<!-- lcp benchmark: benchmarks/{script} -->".encode()


def add_options(parser) -> None:
    """Give an argparse parser ``--out FILE`` and ``--force``."""
    parser.add_argument(
        "--out", default=None, help="write what was run, the machine and the table to this Markdown file"
    )
    parser.add_argument("--force", action="store_true", help="overwrite --out even if this benchmark did not write it")


def open_out(script: str, path, force: bool):
    """The :class:`Output` for ``--out`` (None without one); a refusal is one line and exit status 2."""
    if path is None:
        return None
    try:
        return Output(path, option="--out", force=force, ours=made_by(mark(script)))
    except OutputError as exc:
        print(exc, file=sys.stderr)
        raise SystemExit(2) from None


class _Tee(io.TextIOBase):
    def __init__(self, stream):
        self.stream, self.kept = stream, io.StringIO()

    def write(self, text):
        self.kept.write(text)
        return self.stream.write(text)

    def flush(self):
        self.stream.flush()


def _commit() -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        done = subprocess.run(
            ["git", "-C", here, "rev-parse", "--short", "HEAD"], check=False, capture_output=True, text=True
        )
        dirty = subprocess.run(
            ["git", "-C", here, "status", "--porcelain", "--", "lcp", "benchmarks"],
            check=False,
            capture_output=True,
            text=True,
        )
    except OSError:
        return "unknown"
    if done.returncode:
        return "unknown"
    return done.stdout.strip() + (" with uncommitted changes" if dirty.stdout.strip() else "")


@contextlib.contextmanager
def record(script: str, out, argv: list[str], note: str = ""):
    """Run the block with its printed lines kept; with ``out``, write the Markdown file at the end."""
    tee = _Tee(sys.stdout)
    load = " ".join(f"{v:.1f}" for v in os.getloadavg())
    start, cpu = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(tee):
        yield
    cpu, wall = time.process_time() - cpu, time.perf_counter() - start
    if out is None:
        return
    title = sys.modules["__main__"].__doc__ or ""
    command = " ".join([f".venv/bin/python benchmarks/{script}", *argv])
    text = "\n".join(
        [
            mark(script).decode(),
            f"# {script}: {title.splitlines()[0] if title else ''}",
            "",
            f"Run: `{command}` at commit {_commit()}, {time.strftime('%Y-%m-%d', time.gmtime())}."
            + (f" {note}" if note else ""),
            "",
            f"Machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs (shared with other work; load "
            f"average {load} at the start, {' '.join(f'{v:.1f}' for v in os.getloadavg())} at the end), Python "
            f"{platform.python_version()}, numpy {np.__version__}.",
            "",
            f"CPU seconds of this process (time.process_time, child processes not counted): {cpu:.1f}; wall seconds "
            f"{wall:.1f}. The times in the table are wall seconds as the script measures them.",
            "",
            "What it printed:",
            "",
            "```text",
            tee.kept.getvalue().rstrip("\n"),
            "```",
            "",
        ]
    )
    with out:
        out.write(text.encode())
        out.commit()
    print(f"written to {out.path if out.path is not None else '-'}")
