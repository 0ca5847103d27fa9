"""Benchmark: installing a locked set into a fresh virtual environment with uv, as run.py does, and with pip.

In one run, each in a new virtual environment under a temporary folder, with empty caches:

* ``pip install uv`` (what run.py does first, with ``tools.environment.UV_REQUIREMENT``);
* ``uv pip sync`` of the lock with the options run.py gives uv (``tools.environment.uv_options`` of pip's own
  settings; ``--quiet --python``), the uv cache in a new empty folder;
* with ``--pip``, the fallback: ``pip install --no-compile --no-deps --require-hashes -r`` the lock, pip's cache
  off.

The editable install of the project itself (one more step, no download) is left out. Wall seconds, which
depend on the index's speed as much as on the machine. Run: ``.venv/bin/python benchmarks/install.py
[--lock tests] [--pip] [--out benchmarks/install.md [--force]]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402  (benchmarks/report.py, beside this script)

from tools import environment, lock  # noqa: E402  (the options run.py uses)


def timed(command: list[str], env=None) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def venv(folder: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
    return folder / "bin" / "python"


def run(name: str, with_pip: bool) -> None:
    locked = lock.path(ROOT, name)
    count = sum(1 for line in locked.read_text(encoding="utf-8").splitlines() if "==" in line)
    with tempfile.TemporaryDirectory(prefix="lcp-install-") as scratch:
        python = venv(Path(scratch) / "uv-venv")
        quiet = ["--quiet", "--disable-pip-version-check"]
        t_uv_install = timed([str(python), "-m", "pip", "install", *quiet, environment.UV_REQUIREMENT])
        settings = environment.pip_settings(python)
        options = ["--quiet", "--python", str(python), *environment.uv_options(settings)]
        env = dict(os.environ, UV_CACHE_DIR=str(Path(scratch) / "uv-cache"))
        if Path(settings.get("cert", "")).is_file():
            env.setdefault("SSL_CERT_FILE", settings["cert"])
        uv = python.parent / "uv"
        version = subprocess.run([str(uv), "--version"], capture_output=True, text=True, check=True).stdout.strip()
        t_uv = timed([str(uv), "pip", "sync", *options, str(locked)], env=env)
        print(
            f"lock: locks/{name}.txt, {count} pinned packages; {version}; uv options from pip's settings: {options[3:]}"
        )
        print(f"pip install uv: {t_uv_install:.1f} s")
        print(f"uv pip sync of the lock, empty uv cache: {t_uv:.1f} s")
        if with_pip:
            python = venv(Path(scratch) / "pip-venv")
            pip = [str(python), "-m", "pip", "install", *quiet, "--no-compile", "--no-deps", "--no-cache-dir"]
            t_pip = timed([*pip, "--require-hashes", "-r", str(locked)])
            print(f"pip install of the lock, no cache: {t_pip:.1f} s (ratio to uv pip sync {t_pip / t_uv:.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--lock", default="tests", choices=lock.SETS, help="the locked set (locks/NAME.txt; run.py test installs tests)"
    )
    parser.add_argument("--pip", action="store_true", help="also time pip's install of the lock (the fallback)")
    report.add_options(parser)
    args = parser.parse_args()
    out = report.open_out("install.py", args.out, args.force)
    with report.record("install.py", out, sys.argv[1:]):
        run(args.lock, args.pip)


if __name__ == "__main__":
    main()
