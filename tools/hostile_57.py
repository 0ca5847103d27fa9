"""A scripted hostile run of issue 57's probes: every path and every loader refuses cleanly.

    python3 -m tools.hostile_57 [--spawn]

Everything happens in a temporary folder (nothing of this checkout is written; bytecode is not cached): the
real commands (``python -m lcp.testbed solve``, ``python -m lcp.testbed bench``, ``tools/check_solution.py``,
``python -m lcp.record.errata``, ``python -m lcp.record.ledger``) on real paths: a character device, a FIFO, a link to a
user's file, a user's ``results.json`` and ``results.json.partial``, a folder, a missing folder, ``/proc``,
standard output, a file size limit (``ulimit -f``), damaged JSON files, huge limits, an ASCII locale; and the
library calls of the issue's old items. Each check asks for one line on stderr, the right exit status, and
the user's files unchanged.

The commands run in child processes. By default each is forked from this process after the package is
imported once (a second or so saved per command: the whole run takes a few seconds); ``--spawn`` starts a
fresh interpreter for each instead (slower; what a shell does). The locale and the ledger's damaged data
file always get a fresh interpreter. Prints one line per check and exits 1 if any fails.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAILED: list[str] = []
SPAWN = False
SOLVE = ["-m", "lcp.testbed", "solve", "--hands", "3", "--k", "2", "--limits", "0.1", "2", "--quiet"]
MARK = b'{"schema":"lcp-grid-solution/1"'


def check(what: str, ok: bool, detail: str = "") -> None:
    print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f"\n       {detail}" if detail and not ok else ""), flush=True)
    if not ok:
        FAILED.append(what)


def _env(extra: dict | None = None) -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", **(extra or {})}


class Done:
    def __init__(self, rc: int, out: bytes, err: bytes, seconds: float):
        self.rc, self.out, self.err, self.seconds = rc, out, err, seconds
        self.lines = err.decode("utf-8", "replace").strip().splitlines()

    def one_line(self, rc: int, *words: str) -> bool:
        text = "\n".join(self.lines)
        return self.rc == rc and len(self.lines) == 1 and all(w in text for w in words)

    def __repr__(self) -> str:
        return f"rc {self.rc}, stderr {self.err[-400:]!r}"


def spawn(args: list[str], cwd: Path, env: dict | None = None, timeout: float = 60) -> Done:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, *args], cwd=cwd, env=_env(env), capture_output=True, timeout=timeout, check=False
    )
    return Done(done.returncode, done.stdout, done.stderr, time.perf_counter() - start)


def command(args: list[str], cwd: Path, fsize: int | None = None, interrupt_after: float | None = None) -> Done:
    """``python ARGS`` in ``cwd``: forked from this process (the package already imported), or spawned."""
    if SPAWN and fsize is None and interrupt_after is None:
        return spawn(args, cwd)
    import runpy

    start = time.perf_counter()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: a command line of its own
        try:
            os.chdir(cwd)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            for fd in (out_r, out_w, err_r, err_w):
                os.close(fd)
            if fsize is not None:
                import resource

                resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
            signal.signal(signal.SIGINT, signal.default_int_handler)
            sys.stdin = open(os.devnull)  # noqa: SIM115
            sys.stdout = os.fdopen(1, "w", encoding="utf-8", closefd=False)
            sys.stderr = os.fdopen(2, "w", encoding="utf-8", closefd=False)
            code = 0
            try:
                if args[0] == "-m":
                    sys.argv = [args[1], *args[2:]]
                    runpy.run_module(args[1], run_name="__main__", alter_sys=True)
                else:
                    sys.argv = list(args)
                    runpy.run_path(args[0], run_name="__main__")
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            except KeyboardInterrupt:
                code = 130
            except BaseException:  # a traceback is a failed probe: shown whole
                import traceback

                traceback.print_exc()
                code = 99
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code if "code" in dir() else 98)
    os.close(out_w)
    os.close(err_w)
    chunks = {out_r: [], err_r: []}

    def drain(fd):
        while data := os.read(fd, 65536):
            chunks[fd].append(data)

    readers = [threading.Thread(target=drain, args=(fd,)) for fd in (out_r, err_r)]
    for t in readers:
        t.start()
    if interrupt_after is not None:
        time.sleep(interrupt_after)
        os.kill(pid, signal.SIGINT)
    deadline = time.monotonic() + 60
    while True:
        waited, status = os.waitpid(pid, os.WNOHANG)
        if waited:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
        time.sleep(0.01)
    for t in readers:
        t.join()
    os.close(out_r)
    os.close(err_r)
    rc = os.waitstatus_to_exitcode(status)
    return Done(rc, b"".join(chunks[out_r]), b"".join(chunks[err_r]), time.perf_counter() - start)


def snapshot(folder: Path) -> dict:
    """Every entry of ``folder``: its kind and, for a file, its bytes (links are not followed)."""
    out = {}
    for p in sorted(folder.rglob("*")):
        st = p.lstat()
        if stat.S_ISLNK(st.st_mode):
            out[p.name] = ("link", os.readlink(p))
        elif stat.S_ISREG(st.st_mode):
            out[p.name] = ("file", p.read_bytes())
        else:
            out[p.name] = ("other", stat.S_IFMT(st.st_mode))
    return out


def probes_solve(tmp: Path) -> None:
    mine = b"my notes, not a solution\n"
    (tmp / "notes.txt").write_bytes(mine)
    (tmp / "results.json").write_bytes(b'{"mine": true}\n')
    (tmp / "link.json").symlink_to("notes.txt")
    (tmp / "folder").mkdir()
    before = snapshot(tmp)

    done = command([*SOLVE, "--json", "results.json"], tmp)
    check(
        "solve --json onto a user's results.json: refused, one line, --force named",
        done.one_line(2, "--force"),
        repr(done),
    )
    done = command([*SOLVE, "--json", "link.json"], tmp)
    check("solve --json onto a link to a user's file: refused in one line", done.one_line(2, "link.json"), repr(done))
    for target, word in (("folder", "folder"), ("missing/r.json", "does not exist"), ("dangling.json", "missing")):
        if target == "dangling.json":
            (tmp / "dangling.json").symlink_to("nowhere")
            before = snapshot(tmp)
        done = command([*SOLVE, "--json", target], tmp)
        check(f"solve --json {target}: refused in one line naming it", done.one_line(2, target, word), repr(done))
    if Path("/proc/self").is_dir():  # creating a file in /proc fails: nothing is written there
        done = command([*SOLVE, "--json", "/proc/x.json"], tmp)
        check(
            "solve --json /proc/x.json: refused in one line, before the solve",
            done.one_line(2, "/proc/x.json"),
            repr(done),
        )
    for limit in ("1e-1000000", "1e-100000000"):
        done = command([*SOLVE[:-4], "--limits", limit, "2", "--quiet", "--json", "huge.json"], tmp)
        check(
            f"solve --limits {limit} 2: refused in one line stating the range, in {done.seconds:.1f} s",
            done.one_line(2, "L must lie in", "1e-100") and done.seconds < 10,
            repr(done),
        )
    check("the refusals changed nothing of the user's", snapshot(tmp) == before, str(set(snapshot(tmp)) ^ set(before)))

    (tmp / "r.json.partial").write_bytes(b"a user's partial file\n")
    done = command([*SOLVE, "--json", "r.json"], tmp)
    check(
        "solve --json r.json beside a user's r.json.partial: written, the .partial untouched",
        done.rc == 0
        and (tmp / "r.json").read_bytes().startswith(MARK)
        and (tmp / "r.json.partial").read_bytes() == b"a user's partial file\n",
        repr(done),
    )
    done = command([*SOLVE, "--json", "r.json"], tmp)
    check("solve --json onto its own earlier output: rewritten", done.rc == 0 and not done.lines, repr(done))
    done = command([*SOLVE, "--json", "results.json", "--force"], tmp)
    check(
        "solve --json results.json --force: overwritten",
        done.rc == 0 and (tmp / "results.json").read_bytes().startswith(MARK),
        repr(done),
    )
    done = command([*SOLVE, "--json", "-"], tmp)
    check("solve --json -: the JSON on standard output", done.rc == 0 and done.out.startswith(MARK), repr(done))
    if Path("/dev/stdout").exists():  # a link to /proc/self/fd/1: the command's own standard output (a pipe here)
        done = command([*SOLVE, "--json", "/dev/stdout"], tmp)
        check(
            "solve --json /dev/stdout: the JSON on standard output, /dev/stdout still a link",
            done.rc == 0 and done.out.startswith(MARK) and os.path.islink("/dev/stdout"),
            repr(done),
        )

    # a character device: one of our own (a null device made here, as root), else the machine's /dev/null,
    # which the command opens for writing only (no O_CREAT, no rename): checked before and after
    device = tmp / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (OSError, AttributeError):
        device = Path("/dev/null")
    before_dev = os.stat(device)
    done = command([*SOLVE, "--json", str(device)], tmp)
    after_dev = os.stat(device)
    check(
        f"solve --json {device} (a character device): written through, still the same device",
        done.rc == 0
        and stat.S_ISCHR(after_dev.st_mode)
        and after_dev.st_rdev == before_dev.st_rdev
        and after_dev.st_ino == before_dev.st_ino,
        repr(done),
    )
    fifo = tmp / "fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    done = command([*SOLVE, "--json", str(fifo)], tmp)
    with contextlib.suppress(OSError):  # a reader still waiting (the command wrote nothing) is released
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    reader.join(timeout=30)
    check(
        "solve --json FIFO: written through to the reader, still a FIFO",
        done.rc == 0 and got and got[0].startswith(MARK) and stat.S_ISFIFO(os.lstat(fifo).st_mode),
        repr(done),
    )
    (tmp / "small").mkdir()
    (tmp / "small" / "s.json").write_bytes(MARK + b"}")  # an earlier output of the command
    done = command([*SOLVE, "--json", "small/s.json"], tmp, fsize=64)
    check(
        "solve --json under ulimit -f 64 bytes: one line saying the file is too large, exit 3, the old file whole",
        done.one_line(3, "small/s.json", "too large")
        and (tmp / "small" / "s.json").read_bytes() == MARK + b"}"
        and sorted(p.name for p in (tmp / "small").iterdir()) == ["s.json"],
        repr(done),
    )


def probes_bench(tmp: Path) -> None:
    (tmp / "benchmarks").mkdir()
    committed = (ROOT / "benchmarks" / "testbed.csv").read_bytes()
    (tmp / "benchmarks" / "testbed.csv").write_bytes(committed)
    (tmp / "mine.csv").write_bytes(b"a,b\n1,2\n")
    before = snapshot(tmp)
    for args, words in (
        (["--budget", "0.5", "--out", "benchmarks/testbed.csv"], ("--budget 60",)),
        (["--quick", "--out", "benchmarks/testbed.csv"], ("full benchmark table",)),
        (["--quick", "--out", "mine.csv"], ("--force",)),
        (["--quick", "--out", "benchmarks"], ("folder",)),
    ):
        done = command(["-m", "lcp.testbed", "bench", *args], tmp)
        check(f"bench {' '.join(args)}: refused in one line", done.one_line(2, *words), repr(done))
    done = command(["-m", "lcp.testbed", "--budget", "0.5"], tmp, interrupt_after=1.0)
    check(
        "bench --budget 0.5 (a full run, Ctrl-C after 1 s): the committed table and the user's files unchanged, "
        "no temporary file left",
        done.rc in (130, -signal.SIGINT, 1) and snapshot(tmp) == before,
        f"{done!r}; {set(snapshot(tmp)) ^ set(before)}",
    )


def probes_check_solution(tmp: Path) -> None:
    import json

    checker = str(ROOT / "tools" / "check_solution.py")
    done = command([*SOLVE, "--json", "good.json"], tmp)
    good = json.loads((tmp / "good.json").read_text())
    damaged = {
        "not-json.json": b"not json",
        "empty.json": b"",
        "list.json": b"[1, 2]",
        "object.json": b"{}",
        "deep.json": b"[" * 100_000,
        "digits.json": json.dumps(good).replace('"hands": 3', '"hands": ' + "9" * 5000).encode(),
    }
    for number, value in enumerate(("1/0", "nan", "1" * 100_000, "1e-100000000")):
        damaged[f"value-{number}.json"] = json.dumps({**good, "value": value}).encode()
    for name, data in damaged.items():
        (tmp / name).write_bytes(data)
        done = command([checker, name], tmp)
        check(
            f"check_solution {name}: exit 2, one line naming the file, in {done.seconds:.1f} s",
            done.one_line(2, name) and done.seconds < 10,
            repr(done),
        )
    done = command([checker, "good.json"], tmp)
    check("check_solution good.json: exit 0 (an equilibrium)", done.rc == 0, repr(done))
    wrong = {**good, "value": good["value"] + "1"}
    (tmp / "wrong.json").write_text(json.dumps(wrong))
    done = command([checker, "wrong.json"], tmp)
    check("check_solution wrong.json: exit 1 (NOT an equilibrium), distinct from 2", done.rc == 1, repr(done))


def probes_fresh_interpreters(tmp: Path) -> None:
    utf8 = spawn(["-m", "lcp.record.errata", "--format", "csv"], tmp, {"PYTHONIOENCODING": "utf-8"})
    ascii_ = spawn(["-m", "lcp.record.errata", "--format", "csv"], tmp, {"PYTHONIOENCODING": "ascii", "LC_ALL": "C"})
    check(
        "PYTHONIOENCODING=ascii python -m lcp.record.errata --format csv: the same UTF-8 bytes (’ kept)",
        ascii_.rc == 0 and ascii_.out == utf8.out and "’".encode() in ascii_.out,
        repr(ascii_),
    )
    copy = tmp / "pkg"
    shutil.copytree(ROOT / "lcp", copy / "lcp", ignore=shutil.ignore_patterns("__pycache__"))
    section = sorted((copy / "lcp" / "data" / "ledger").glob("*.json"))[0]
    section.write_text('{"file": "abstract", "entries": [', encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "lcp.record.ledger", "--check"],
        cwd=copy,
        env={**_env(), "PYTHONPATH": str(copy)},
        capture_output=True,
        timeout=60,
        check=False,
    )
    result = Done(done.returncode, done.stdout, done.stderr, 0)
    check(
        f"python -m lcp.record.ledger with a damaged {section.name}: one line naming the file, exit 2",
        result.one_line(2, section.name),
        repr(result),
    )


def probes_library() -> None:
    import math

    def refused(what: str, call, *words: str) -> None:
        try:
            call()
        except (TypeError, ValueError, OverflowError) as exc:
            message = str(exc)
            check(
                f"{what}: refused in one line ({message[:70]})",
                "\n" not in message and all(w in message for w in words),
                message[:300],
            )
        except BaseException as exc:  # a probe reports any other failure
            check(f"{what}: refused in one line", False, f"{type(exc).__name__}: {str(exc)[:300]}")
        else:
            check(f"{what}: refused in one line", False, "accepted")

    from lcp import explorer
    from lcp.continuous import fixed_bet, hand_laws
    from lcp.finite.finite_deck import djn_entries

    refused("HandLaw(['x'], 1)", lambda: hand_laws.HandLaw(["x"], 1), "kind must be")
    refused("transformed(game, cdf=None)", lambda: hand_laws.transformed(fixed_bet.solve(1.0), cdf=None), "cdf")
    refused("explorer.profile_figure(1e308, inf)", lambda: explorer.profile_figure(1e308, math.inf), "L must")
    refused("explorer.read_limit('0.1\\0')", lambda: explorer.read_limit("0.1\0", "L", 0, 2.0), "'0.1\\x00'")
    digits = "1" * 100_000
    try:
        explorer.read_limit(digits, "L", 0, 2.0)
    except ValueError as exc:
        check("explorer.read_limit(100,000 digits): the echo cut short", len(str(exc)) < 300, str(exc)[:300])
    refused("djn_entries(10**400, 10**400)", lambda: djn_entries(10**400, 10**400), "n must be")


def main(argv=None) -> int:
    global SPAWN
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spawn", action="store_true", help="a fresh interpreter for every command (slower)")
    SPAWN = parser.parse_args(argv).spawn
    sys.dont_write_bytecode = True
    if not SPAWN:  # imported once, before the forks (the exact solver too: each child would import it again)
        import importlib

        for module in ("lcp.testbed.cli", "lcp.grid.exact", "lcp.testbed.bench", "lcp.explorer"):
            importlib.import_module(module)
    with tempfile.TemporaryDirectory(prefix="hostile57-") as folder:
        tmp = Path(folder)
        for name, probe in (
            ("solve", probes_solve),
            ("bench", probes_bench),
            ("check", probes_check_solution),
            ("fresh", probes_fresh_interpreters),
        ):
            (tmp / name).mkdir()
            probe(tmp / name)
    probes_library()
    print(f"{len(FAILED)} check(s) failed" if FAILED else "every check passed", flush=True)
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
