"""A scripted hostile run of issue 57's probes of run.py and the site, in a temporary clone of this checkout.

    python3 tools/hostile_57_run.py [--fast] [--keep]

It clones the checkout's committed HEAD into a temporary folder (nothing of this checkout is touched) and,
with the clone's own ``python3 run.py``:

- a notebook of the user's (``13_mine.ipynb``, a copy of 08, alone and then with its ``.py``): ``reproduce
  13_mine`` refuses in one line; ``book`` names it in one line, builds the site without it and succeeds;
- Ctrl-C (SIGINT to the command's process group, as a terminal sends it) during ``book`` while it stages
  the sources, while Sphinx reads the pages, while it writes them, and twice in a row: the next ``book``
  succeeds and its search index covers every page;
- a lock held by a live process: ``run.py``'s (``LCP_LOCK_WAIT=3``: one line naming the holder, exit 75) and
  the cache's (``LCP_CACHE_WAIT=1``: one line naming the holder, the result derived without the cache); a
  lock left by a process that died is taken at once;
- ``LCP_VENV=/proc/x`` (as root), a full disk while the environment is made (a 40 MB tmpfs), ``build/html``
  on a full disk (an 8 MB tmpfs) and under a file size limit (``ulimit -f``), ``build/html`` read-only (a
  read-only bind mount, and ``chattr +i`` on one page): one line naming the file or folder, exit 2, no
  traceback, and the next plain ``book`` succeeds whole.

``--fast`` runs only the probes that need no environment in the clone and no site build (seconds); the
others need the clone's own ``.venv`` (a minute) and several site builds (two or three minutes each: run
it niced). The mounts need root; a probe whose means are missing says "skip". Prints one line per check
and exits 1 if any fails.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAILED: list[str] = []
TRACEBACK = "Traceback (most recent call last)"


def check(what: str, ok: bool | None, detail: str = "") -> None:
    """One line: ok, FAIL, or skip (``ok`` None: the probe's means are missing; ``detail`` says which)."""
    if ok is None:
        print(f"skip {what} ({detail})", flush=True)
        return
    print(
        f"{'ok  ' if ok else 'FAIL'} {what}" + (f"\n       {detail[-1500:]}" if detail and not ok else ""), flush=True
    )
    if not ok:
        FAILED.append(what)


def run_py(checkout: Path, *args: str, env: dict | None = None, limit: int | None = None, timeout: int = 1800):
    def fsize():
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run(
        [sys.executable, "run.py", *args],
        cwd=checkout,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        preexec_fn=fsize,
    )


def one_line(result, status: int = 2, start: str = "run.py") -> bool:
    """Exit ``status``, no traceback, and a last line of stderr starting with ``start``."""
    lines = result.stderr.strip().splitlines()
    return (
        result.returncode == status
        and bool(lines)
        and lines[-1].startswith(start)
        and TRACEBACK not in result.stderr + result.stdout
        and "sphinx-err-" not in result.stderr + result.stdout
    )


def said(result) -> str:
    return f"exit {result.returncode}; stderr: {result.stderr.strip()[-600:]!r}"


def status(checkout: Path) -> list[str]:
    done = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=False,
    )
    return sorted(line for line in done.stdout.splitlines() if line.strip())


def whole_site(checkout: Path) -> tuple[bool, str]:
    """The site's search index covers exactly its pages: by the clone's own check (run.index_gap) and by
    counting (every indexed page has its .html; every notebook and API page built is indexed)."""
    python = checkout / ".venv" / "bin" / "python"
    gap = subprocess.run(
        [str(python), "-c", "import sys; sys.argv = ['run.py']; import run; print(run.index_gap())"],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    site = checkout / "build" / "html"
    text = (site / "searchindex.js").read_text() if (site / "searchindex.js").exists() else ""
    match = re.search(r'"docnames":\[([^\]]*)\]', text)
    indexed = set(re.findall(r'"([^"]+)"', match.group(1))) if match else set()
    built = {
        p.relative_to(site).with_suffix("").as_posix() for d in ("notebooks", "api") for p in (site / d).glob("*.html")
    }
    missing = [d for d in indexed if not (site / f"{d}.html").is_file()]
    ok = gap == "None" and len(indexed) > 50 and built <= indexed and not missing
    return ok, f"index_gap: {gap}; {len(indexed)} pages indexed; not indexed: {sorted(built - indexed)[:5]}"


#: The moments of a build at which the probe sends Ctrl-C: seconds after its start (staging the sources and
#: the wheel), or the first file Sphinx writes (re)written since the start: a doctree (reading the pages) or a
#: notebook's page (writing them).
MOMENTS = {"staging": "3 s in", "reading": ".doctrees/*", "writing": "notebooks/*.html"}


def interrupt_book(checkout: Path, moment: str) -> int:
    """Start ``run.py book`` in its own process group and send SIGINT to the group at ``moment`` (a key of
    MOMENTS). Every staged source is touched first (the bytes unchanged), so Sphinx reads and writes every
    page again and the moment comes inside its work. Returns the exit status (0: the build ended first)."""
    now = time.time()
    for path in (checkout / "build" / "book").rglob("*"):
        if path.is_file():
            os.utime(path, (now, now))
    site = checkout / "build" / "html"
    process = subprocess.Popen(
        [sys.executable, "run.py", "book"],
        cwd=checkout,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    pattern = MOMENTS[moment]
    while process.poll() is None:
        if moment == "staging":
            reached = time.time() - now >= 3
        else:
            reached = any(p.stat().st_mtime > now for p in site.glob(pattern) if p.is_file())
        if reached:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGINT)
            break
        time.sleep(0.1)
    process.communicate(timeout=300)
    return process.returncode


@contextlib.contextmanager
def mounted(*command: str, target: Path):
    """``mount *command target`` for the block (None yielded when it cannot be mounted)."""
    done = subprocess.run(["mount", *command, str(target)], capture_output=True, text=True, check=False)
    try:
        yield done.returncode == 0 or None
    finally:
        if done.returncode == 0:
            subprocess.run(["umount", str(target)], check=False)


def hold(lock: Path) -> subprocess.Popen:
    """A live process holding ``lock`` (flock) until killed."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    code = "import fcntl, sys, time\nf = open(sys.argv[1], 'a+b')\nfcntl.flock(f, 2)\nprint('held', flush=True)\n"
    holder = subprocess.Popen(
        [sys.executable, "-c", code + "time.sleep(600)\n", str(lock)], stdout=subprocess.PIPE, text=True
    )
    holder.stdout.readline()
    return holder


def fast(a: Path, work: Path) -> None:
    notebooks = a / "notebooks"
    shutil.copy(notebooks / "08_kuhn_poker.ipynb", notebooks / "13_mine.ipynb")
    mine = (notebooks / "13_mine.ipynb").read_bytes()
    result = run_py(a, "reproduce", "13_mine")
    check(
        "reproduce 13_mine (a user's notebook) refused in one line naming it",
        one_line(result) and "13_mine" in result.stderr,
        said(result),
    )
    result = run_py(a, "reproduce", "13_mine", "--bogus")
    check(
        "  ... and the same before a wrong name",
        result.returncode == 2 and TRACEBACK not in result.stderr,
        said(result),
    )
    check("  ... the notebook is unchanged", (notebooks / "13_mine.ipynb").read_bytes() == mine)
    help_text = run_py(a, "--help").stdout
    check("run.py --help says which notebooks are the project's", "book/index.md" in help_text)
    check("README's commands say it too", "book/index.md" in (a / "README.md").read_text())
    (notebooks / "13_mine.ipynb").unlink()

    lock = a / "build" / ".run.lock"
    holder = hold(lock)
    code = "import sys; sys.argv = ['run.py']; import run\nwith run.exclusive('book'):\n    print('inside')\n"
    try:
        start = time.monotonic()
        result = subprocess.run(
            [sys.executable, "-c", code],
            cwd=a,
            env={**os.environ, "LCP_LOCK_WAIT": "2"},
            capture_output=True,
            text=True,
            check=False,
        )
        check(
            "run.py's lock held by a live process: waited 2 s (LCP_LOCK_WAIT), one line naming its pid, exit 75",
            result.returncode == 75
            and f"pid {holder.pid} (" in result.stdout + result.stderr
            and "inside" not in result.stdout
            and TRACEBACK not in result.stderr
            and time.monotonic() - start < 20,
            said(result) + result.stdout,
        )
    finally:
        holder.kill()
        holder.wait()
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=a,
        env={**os.environ, "LCP_LOCK_WAIT": "2"},
        capture_output=True,
        text=True,
        check=False,
    )
    check(
        "  ... a lock left by a process that died is taken at once",
        result.returncode == 0 and "inside" in result.stdout,
        said(result),
    )

    cache = work / "cache"
    python = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() else sys.executable
    script = "from lcp import cache\n@cache.on_disk\ndef slow():\n    return 42\nprint(slow())\n"
    env = {**os.environ, "LCP_CACHE_DIR": str(cache), "PYTHONPATH": str(a), "LCP_CACHE_WAIT": "1"}
    first = subprocess.run([python, "-c", script], env=env, capture_output=True, text=True, check=False)
    locks = sorted(cache.glob("*.lock"))
    if first.returncode or not locks:
        check("the cache's lock", None, f"lcp does not import here: {first.stderr.strip()[-200:]}")
    else:
        for stored in cache.glob("*.json"):
            stored.unlink()
        holder = hold(locks[0])
        try:
            result = subprocess.run(
                [python, "-c", script], env=env, capture_output=True, text=True, timeout=60, check=False
            )
            check(
                "the cache's lock held by a live process: one line naming its pid after 1 s, derived without the cache",
                result.stdout.strip() == "42"
                and f"pid {holder.pid} (" in result.stderr
                and "without the cache" in result.stderr
                and not list(cache.glob("*.json")),
                said(result),
            )
        finally:
            holder.kill()
            holder.wait()

    if os.geteuid() != 0:
        check("LCP_VENV=/proc/x", None, "not root: /proc refuses the checks already")
    else:
        result = run_py(a, "test", "--co", "-q", env={"LCP_VENV": "/proc/x"})
        check(
            "LCP_VENV=/proc/x (as root) refused in one line naming it",
            one_line(result) and "/proc/x" in result.stderr,
            said(result),
        )
    small = work / "small"
    small.mkdir()
    with mounted("-t", "tmpfs", "-o", "size=40m", "tmpfs", target=small) as ok:
        if not ok:
            check("a full disk while the environment is made", None, "cannot mount a tmpfs")
        else:
            result = run_py(a, "test", "--co", "-q", env={"LCP_VENV": str(small / "venv")}, timeout=900)
            check(
                "a full disk while the environment is made: one line, 'disk is full', naming the folder",
                one_line(result) and "disk is full" in result.stderr and str(small) in result.stderr,
                said(result),
            )
    check("the clone's git status is clean after the fast probes", status(a) == [], "\n".join(status(a)))


def slow(a: Path) -> None:
    notebooks = a / "notebooks"
    shutil.copy(notebooks / "08_kuhn_poker.ipynb", notebooks / "13_mine.ipynb")
    mine = (notebooks / "13_mine.ipynb").read_bytes()
    result = run_py(a, "book")  # the clone's environment is made here (a minute), then the whole site
    check(
        "book with a user's 13_mine.ipynb: exit 0, one line naming it, not on the site",
        result.returncode == 0
        and "13_mine" in result.stdout
        and not (a / "build" / "html" / "notebooks" / "13_mine.html").exists()
        and TRACEBACK not in result.stderr,
        said(result) + result.stdout[-800:],
    )
    shutil.copy(notebooks / "08_kuhn_poker.py", notebooks / "13_mine.py")
    result = run_py(a, "book")
    check(
        "  ... and with its .py beside it: exit 0, not on the site",
        result.returncode == 0
        and "13_mine" in result.stdout
        and not (a / "build" / "html" / "notebooks" / "13_mine.html").exists(),
        said(result),
    )
    check("  ... the user's notebook is unchanged", (notebooks / "13_mine.ipynb").read_bytes() == mine)
    for name in ("13_mine.ipynb", "13_mine.py"):
        (notebooks / name).unlink()
    ok, detail = whole_site(a)
    check("the first site's search index covers every page", ok, detail)

    for moments in (("staging",), ("reading",), ("writing",), ("reading", "writing")):
        codes = [interrupt_book(a, moment) for moment in moments]
        result = run_py(a, "book")
        ok, detail = whole_site(a)
        what = f"Ctrl-C during book while {', then again while '.join(moments)} (exit {codes})"
        healed = result.returncode == 0 and ok
        if healed and 0 in codes:  # that build had ended before the interrupt (a faster machine)
            check(what, None, "the build had ended before the interrupt: nothing was cut short")
        else:
            check(
                f"{what}: the next book succeeds, its index covering every page",
                healed and set(codes) == {130},
                said(result) + " " + detail,
            )

    lock = a / "build" / ".run.lock"
    holder = hold(lock)
    try:
        result = run_py(a, "book", env={"LCP_LOCK_WAIT": "3"})
        check(
            "book while a live process holds the checkout's lock: one line naming its pid, exit 75",
            one_line(result, status=75) and f"pid {holder.pid}" in result.stdout + result.stderr,
            said(result),
        )
    finally:
        holder.kill()
        holder.wait()

    site = a / "build" / "html"
    result = run_py(a, "book", limit=300_000)  # no file of the site over 300 kB (ulimit -f 293)
    check(
        "book under a file size limit (ulimit -f): one line naming the file, exit 2",
        one_line(result) and "size limit" in result.stderr,
        said(result),
    )
    result = run_py(a, "book")
    ok, detail = whole_site(a)
    check("  ... the next book succeeds whole", result.returncode == 0 and ok, said(result) + detail)

    shutil.rmtree(site)
    site.mkdir()
    with mounted("-t", "tmpfs", "-o", "size=8m", "tmpfs", target=site) as ok:
        if not ok:
            check("book on a full disk", None, "cannot mount a tmpfs")
        else:
            result = run_py(a, "book")
            check(
                "book with build/html on a full disk: one line 'disk is full' naming the file, exit 2",
                one_line(result) and "disk is full" in result.stderr,
                said(result),
            )
    result = run_py(a, "book")
    ok, detail = whole_site(a)
    check("  ... the next book (space again) succeeds whole", result.returncode == 0 and ok, said(result) + detail)

    with mounted("--bind", "-o", "ro", str(site), target=site) as ok:
        if not ok:
            check("book with build/html read-only", None, "cannot bind-mount it read-only")
        else:
            result = run_py(a, "book")
            check(
                "book with build/html read-only (a read-only mount): one line naming it, exit 2",
                one_line(result) and "build/html" in result.stderr,
                said(result),
            )
    page = site / "glossary.html"
    page.write_text(page.read_text() + "\n")  # older than its source: rewritten by the next build
    os.utime(page, (0, 0))
    frozen = subprocess.run(["chattr", "+i", str(page)], capture_output=True, check=False).returncode == 0
    try:
        if not frozen:
            check("book with a page that cannot be written", None, "chattr +i is not available")
        else:
            result = run_py(a, "book")
            check(
                "book with a page that cannot be written (chattr +i): one line naming it, exit 2",
                one_line(result) and "glossary.html" in result.stderr,
                said(result),
            )
    finally:
        if frozen:
            subprocess.run(["chattr", "-i", str(page)], check=False)
    result = run_py(a, "book")
    ok, detail = whole_site(a)
    check("  ... the next book succeeds whole", result.returncode == 0 and ok, said(result) + detail)
    check("the clone's git status is clean after the slow probes", status(a) == [], "\n".join(status(a)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fast", action="store_true", help="only the probes that need no environment or site")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (its path is printed)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="hostile-57-run-"))
    print(f"working in {work} (a clone of {ROOT} at HEAD)", flush=True)
    try:
        a = work / "clone"
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(a)], check=True)
        fast(a, work)
        if not args.fast:
            slow(a)
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{len(FAILED)} check(s) failed" if FAILED else "every check passed", flush=True)
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
