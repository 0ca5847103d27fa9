"""Tomorrow's versions, on request: the suite in a scratch environment of the newest releases (not part of CI).

    python3 -m tools.latest [PYTEST ARGS ...]   (from the checkout)

Builds ``build/latest/venv`` (a folder of its own, deleted and made again on each run) with the project and
its extras resolved afresh from this machine's index (``uv pip install --upgrade``, nothing from the lock),
names each package whose version differs from the lock ``locks/tests.txt``, runs the tests there (all of them,
or the PYTEST ARGS given) on the same numerical path as ``run.py test``, and writes ``build/latest/report.md``:
the packages that moved and the tests that failed. A failed nbval cell is a notebook output that changes, a
failed figure test a figure that changes, a failed ``test_*_locks`` check a recorded version that moves with
the lock. How a maintainer then moves the lock forward: CONTRIBUTING.md, "The lock".
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tools import environment, lock, suite

ROOT = Path(__file__).resolve().parents[1]

SCRATCH = ROOT / "build" / "latest"


def build(venv: Path) -> Path:
    """A fresh environment in ``venv`` with the newest releases the bounds of pyproject.toml allow; its Python."""
    if venv.exists():  # deleted only if it is ours by the project's one rule: the marker, and nothing else in it
        if not environment.is_ours(venv):
            others = environment.strangers(venv)
            why = f"holds what a virtual environment does not ({', '.join(others[:5])})" if others else ""
            environment.fail(
                f"{venv} was not made by tools/latest.py ({why or f'no {environment.MARKER}'}); nothing was deleted, "
                "move it away"
            )
        shutil.rmtree(venv)
    venv.mkdir(parents=True)
    (venv / environment.MARKER).write_text("made by tools/latest.py; deleted on its next run\n")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = environment.interpreter(venv)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", environment.UV_REQUIREMENT], check=True)
    options = environment.uv_options(environment.pip_settings(python))
    uv = [str(python.parent / "uv"), "pip", "install", "--quiet", "--python", str(python), "--upgrade", *options]
    subprocess.run([*uv, "-e", f"{ROOT}[notebooks,book,test]"], check=True)
    return python


def moved(python: Path) -> list[str]:
    """One line per package whose version differs from the lock's (or that the lock does not name)."""
    frozen = subprocess.run(
        [str(python), "-m", "pip", "freeze", "--all", "--exclude-editable"], capture_output=True, text=True, check=True
    ).stdout
    now, locked = lock.pins(frozen), lock.pins(lock.path(ROOT, "tests").read_text())
    installers = {"lcp", "pip", "setuptools", "wheel", "uv"}  # locks/build.in: the installers, not the project's
    names = sorted((set(now) | set(locked)) - installers)
    return [f"{n}: {locked.get(n, 'not locked')} -> {now.get(n, 'gone')}" for n in names if now.get(n) != locked.get(n)]


def main(args: list[str]) -> int:
    python = build(SCRATCH / "venv")
    changes = moved(python)
    env = dict(os.environ, **suite.reduced_numerics(), LCP_CACHE_DIR=str(SCRATCH / "cache"))
    env["PYTHONPYCACHEPREFIX"] = str(SCRATCH / "pycache")
    result = subprocess.run(
        [str(python), "-m", "pytest", "-rf", *suite.parallel_args(args), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    sys.stdout.write(result.stdout[-4000:])
    failed = sorted(set(re.findall(r"^FAILED (\S+)", result.stdout, re.M)))
    lines = [
        "# The suite on the newest releases (tools/latest.py)",
        "",
        f"Packages that moved from the lock ({len(changes)}):",
        "",
    ]
    lines += [f"- {c}" for c in changes] or ["- none"]
    lines += ["", f"Tests that failed ({len(failed)}; nbval: a notebook output that changes):", ""]
    lines += [f"- {f}" for f in failed] or ["- none"]
    report = SCRATCH / "report.md"
    report.write_text("\n".join(lines) + "\n")
    print(f"\n{len(changes)} package(s) moved, {len(failed)} test(s) failed; the report: {report.relative_to(ROOT)}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
