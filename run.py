#!/usr/bin/env python3
"""The companion's two commands; each needs only python3 and sets itself up.

    python3 run.py reproduce [NOTEBOOK ...]  # execute notebooks in place (full parameters), regenerate figures/
    python3 run.py test [PYTEST ARGS ...]    # run the whole test suite

Both create the virtual environment ``.venv`` if there is none and install the project into it
(again whenever ``pyproject.toml`` changes), then re-run themselves inside it. ``LCP_VENV`` names
another environment folder.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = Path(os.environ.get("LCP_VENV", ROOT / ".venv")).resolve()
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".lcp-installed"
NOTEBOOKS = ROOT / "notebooks"
FIGURES = ROOT / "figures"
CELL_TIMEOUT = 1200  # seconds per cell in full runs; a hung kernel fails instead of stalling


def _say(msg: str) -> None:
    print(msg, flush=True)


def ensure_environment() -> None:
    """Create and fill .venv when needed, then re-execute this script with its interpreter."""
    if Path(sys.prefix).resolve() == VENV:
        return
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not PYTHON.exists():
        _say(f"creating the virtual environment {VENV.name}/ ...")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        _say("installing the project and its dependencies (pyproject.toml) ...")
        subprocess.run([str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "-e", f"{ROOT}[test]"], check=True)
        STAMP.write_text(wanted + "\n")
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", VIRTUAL_ENV=str(VENV))
    os.execve(str(PYTHON), [str(PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]], env)


def _digest(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.png"))}


def clean_metadata(nb) -> None:
    """Drop what execution adds and git should not see: timings, papermill's records, empty tags,
    and the timing-dependent chunking of printed output."""
    nb.metadata = {k: v for k, v in nb.metadata.items() if k in ("kernelspec", "jupytext")}
    for i, cell in enumerate(nb.cells):
        cell.id = f"cell-{i:03d}"  # stable ids: re-runs do not churn git
        for key in ("papermill", "execution", "ExecuteTime"):
            cell.metadata.pop(key, None)
        if not cell.metadata.get("tags", True):
            del cell.metadata["tags"]
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)


def coalesce_streams(outputs: list) -> list:
    """Merge consecutive stdout (or stderr) outputs: how the kernel chunked them depends on timing."""
    merged = []
    for out in outputs:
        prev = merged[-1] if merged else None
        if out.output_type == "stream" and prev is not None and prev.output_type == "stream" and prev.name == out.name:
            prev.text += out.text
        else:
            merged.append(out)
    return merged


def reproduce(names: list[str]) -> int:
    import jupytext
    import nbformat
    import papermill

    sources = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.py"))
    if names:
        sources = [p for p in sources if p.stem in names or p.name in names]
        if not sources:
            _say(f"no notebook matches {names}; choose from: {[p.stem for p in sorted(NOTEBOOKS.glob('*.py'))]}")
            return 2
    os.environ["LCP_FIGURES_DIR"] = str(FIGURES)
    FIGURES.mkdir(exist_ok=True)
    before = _digest(FIGURES)
    start = time.perf_counter()
    for k, src in enumerate(sources, 1):
        t0 = time.perf_counter()
        _say(f"[{k}/{len(sources)}] {src.stem}: executing (full parameters) ...")
        nb = jupytext.read(src)
        clean_metadata(nb)
        out = src.with_suffix(".ipynb")
        executed = papermill.execute_notebook(nb, None, kernel_name="python3", cwd=str(NOTEBOOKS),
                                              progress_bar=True, execution_timeout=CELL_TIMEOUT)
        clean_metadata(executed)
        nbformat.write(executed, out)
        _say(f"[{k}/{len(sources)}] {src.stem}: done in {time.perf_counter() - t0:.1f} s -> {out.relative_to(ROOT)}")
    after = _digest(FIGURES)
    changed = sum(1 for name, h in after.items() if before.get(name) != h)
    _say(f"reproduced {len(sources)} notebook(s); {len(after)} figure(s) in figures/ ({changed} new or changed); "
         f"{time.perf_counter() - start:.1f} s")
    return 0


def test(args: list[str]) -> int:
    return subprocess.call([sys.executable, "-m", "pytest", *args], cwd=ROOT)


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("reproduce", "test"):
        print(__doc__)
        return 2
    ensure_environment()
    command, rest = sys.argv[1], sys.argv[2:]
    return reproduce(rest) if command == "reproduce" else test(rest)


if __name__ == "__main__":
    sys.exit(main())
