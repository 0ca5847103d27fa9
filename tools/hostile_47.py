"""A scripted hostile run of issue 47's cases 1, 2 and 5 in a temporary clone of this checkout.

    python3 tools/hostile_47.py [--keep]

It clones the checkout's committed HEAD into a temporary folder (nothing of this checkout is touched) and,
with the real ``python3 run.py`` of the clone:

1. edits ``notebooks/01_fixed_bet.ipynb`` and its ``.py`` both: ``reproduce 01_fixed_bet`` must refuse in one
   line and change nothing; then edits the ``.ipynb`` alone (a note in a cell, outside JupyterLab):
   ``reproduce 01_fixed_bet`` must keep the note in both files;
2. leaves an untracked ``figures/01_fixed_bet-my-annotated-version.png``: the same run must leave it;
5. ``LCP_VENV='~/venvs/lcp'`` (a folder of a user's files in a temporary HOME) must be refused naming the
   expanded path, with no folder named ``~`` made; a folder of a user's files with a stray ``.lcp-installed``
   stamp must be refused and left whole; a second clone sharing the first one's environment through
   ``LCP_VENV`` must be refused in one line naming both checkouts.

After each case ``git status`` must be what the case leaves on purpose (and no more). The notebook run
builds the site as ``reproduce`` does, but prints no PDF (a minute a page): a stand-in ``dpkg`` on PATH
reports no chromium. The clone gets its own ``.venv`` (uv installs it from its cache: a minute or so);
the notebook itself takes a minute or two. Prints one line per check and exits 1 if any fails.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTE = "A note of mine, added outside JupyterLab (hostile run, issue 47)."
FAILED: list[str] = []


def check(what: str, ok: bool, detail: str = "") -> None:
    print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f"\n       {detail}" if detail and not ok else ""), flush=True)
    if not ok:
        FAILED.append(what)


def run_py(checkout: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "run.py", *args],
        cwd=checkout,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )


def status(checkout: Path) -> list[str]:
    done = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
    )
    return sorted(line for line in done.stdout.splitlines() if line.strip())


def files(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def one_line(result: subprocess.CompletedProcess) -> str:
    """The refusal: exit status 2 and one line "run.py: ..." ending stderr (what the environment's set-up,
    pip or uv, printed before it is not the refusal's)."""
    lines = result.stderr.strip().splitlines()
    return lines[-1] if result.returncode == 2 and lines and lines[-1].startswith("run.py: ") else ""


def add_note(ipynb: Path) -> None:
    """Append NOTE to the first markdown cell, as an editor outside JupyterLab would (the JSON, by hand)."""
    import json

    nb = json.loads(ipynb.read_text())
    cell = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    cell["source"] = ["".join(cell["source"]) + "\n\n" + NOTE]
    ipynb.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (its path is printed)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="hostile-47-"))
    print(f"working in {work} (a clone of {ROOT} at HEAD)", flush=True)
    try:
        return hostile(work)
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


def hostile(work: Path) -> int:
    a, b = work / "clone-a", work / "clone-b"
    for clone in (a, b):
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    clean = status(a)
    check("a fresh clone's git status is clean", clean == [], "\n".join(clean))
    home = work / "home"
    no_chromium = work / "no-chromium"  # a dpkg that knows no chromium: reproduce prints no PDF
    no_chromium.mkdir()
    (no_chromium / "dpkg").write_text("#!/bin/sh\nexit 1\n")
    (no_chromium / "dpkg").chmod(0o755)
    quiet = {"PATH": f"{no_chromium}{os.pathsep}{os.environ.get('PATH', '')}"}

    # --- case 5: environments that are not this checkout's own ----------------------------------------------
    venvs = home / "venvs" / "lcp"
    venvs.mkdir(parents=True)
    (venvs / "thesis.tex").write_text("a user's file\n")
    before = files(work / "home")
    result = run_py(a, "test", env={"LCP_VENV": "~/venvs/lcp", "HOME": str(home)})
    line = one_line(result)
    check(
        "LCP_VENV='~/venvs/lcp' is the home folder's, refused in one line (a folder of a user's files)",
        str(venvs) in line and not (a / "~").exists(),
        result.stderr[-600:],
    )
    print(f"       {line}")
    check("  ... and the user's folder is whole", files(work / "home") == before)
    stray = work / "my-data"
    stray.mkdir()
    (stray / "results.csv").write_text("1,2\n")
    (stray / ".lcp-installed").write_text("a stray stamp\n")
    before = files(stray)
    result = run_py(a, "test", env={"LCP_VENV": str(stray)})
    line = one_line(result)
    check("a folder of a user's files with a stray .lcp-installed is refused in one line", bool(line), result.stderr)
    print(f"       {line}")
    check("  ... and left whole", files(stray) == before)
    check("  ... git status as before", status(a) == clean)

    # --- case 1: both files of a pair edited (the clone's own .venv is made here: a minute or so) ------------
    ipynb, py = a / "notebooks" / "01_fixed_bet.ipynb", a / "notebooks" / "01_fixed_bet.py"
    add_note(ipynb)
    py.write_text(py.read_text() + "\n# %%\n# a cell of mine in the .py\n")
    before = files(a / "notebooks")
    result = run_py(a, "reproduce", "01_fixed_bet", env=quiet)
    line = one_line(result)
    check("reproduce with both files of a pair edited refuses in one line", "both were edited" in line, result.stderr)
    print(f"       {line}")
    check("  ... and changes nothing", files(a / "notebooks") == before)
    subprocess.run(["git", "checkout", "--quiet", "--", "notebooks"], cwd=a, check=True)

    # --- cases 1 and 2: a note in the .ipynb, a figure of the user's --------------------------------------------
    add_note(ipynb)
    mine = a / "figures" / "01_fixed_bet-my-annotated-version.png"
    mine.write_bytes(b"\x89PNG my annotated version")
    result = run_py(a, "reproduce", "01_fixed_bet", env=quiet)
    check("reproduce 01_fixed_bet after a note in its .ipynb runs", result.returncode == 0, result.stderr[-2000:])
    print("       " + "\n       ".join(line for line in result.stdout.splitlines() if "01_fixed_bet" in line))
    check("  ... the note is kept in the .ipynb", NOTE in ipynb.read_text())
    check("  ... and written to the .py", NOTE in py.read_text())
    check("  ... the user's figure is whole", mine.read_bytes() == b"\x89PNG my annotated version")
    expected = sorted(
        [
            "?? figures/01_fixed_bet-my-annotated-version.png",
            " M notebooks/01_fixed_bet.ipynb",
            " M notebooks/01_fixed_bet.py",
        ]
    )
    now = status(a)
    check("  ... git status: the two edited files and the user's figure, nothing else", now == expected, str(now))

    # --- case 5: a second checkout sharing the first one's environment ------------------------------------------
    venv = a / ".venv"
    inside = sorted(p.name for p in venv.iterdir())
    result = run_py(b, "test", env={"LCP_VENV": str(venv)})
    line = one_line(result)
    check(
        "a second clone with LCP_VENV at the first one's .venv is refused in one line naming both",
        str(a) in line and str(b) in line,
        result.stderr[-600:],
    )
    print(f"       {line}")
    check("  ... the environment is left as it was", sorted(p.name for p in venv.iterdir()) == inside)
    check("  ... the second clone's git status is clean", status(b) == [], str(status(b)))
    print(f"{'all checks passed' if not FAILED else f'{len(FAILED)} check(s) failed'}")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
