"""Notebook hygiene for ``run.py reproduce``: an executed notebook put in the form JupyterLab saves it (stable
cell ids, no timings, no widget views, streams merged), its figures published from the scratch folder
``build/figures/`` into ``figures/`` without touching a figure someone else made, and the two files of a
jupytext pair compared by content to tell which side was edited.

A developer tool of the checkout (not in the wheel); it takes the checkout's paths as arguments
(:class:`Checkout`) and imports only the standard library at its top, since ``run.py`` imports it before the
virtual environment exists. It refuses (:class:`Refused`, one line) where a human must choose; ``run.py``
prints the line and stops.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


class Refused(Exception):
    """A step that would lose someone's work: nothing was changed; the message says what to do."""


@dataclass(frozen=True)
class Checkout:
    """Where reproduce reads and writes: the checkout ``root``, its ``figures/``, the scratch folder the
    notebooks save their figures in, and the record of what earlier runs made (``build/reproduced.json``)."""

    root: Path
    figures: Path
    scratch: Path
    made: Path


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename: an interrupt never truncates it."""
    from lcp.core.files import write_atomically as write_through_temporary

    write_through_temporary(path, lambda f: f.write(data))


def jupytext_metadata(root: Path) -> dict:
    """The notebook's ``jupytext`` metadata as JupyterLab's jupytext writes it on save: the pairing and
    the two filters of jupytext.toml (the .ipynb keeps no ``text_representation``)."""
    try:
        import tomllib
    except ImportError:  # Python 3.10: jupytext depends on tomli there
        import tomli as tomllib

    config = tomllib.loads((root / "jupytext.toml").read_text())
    return {key: config[key] for key in ("cell_metadata_filter", "formats", "notebook_metadata_filter")}


def clean_metadata(nb, root: Path) -> None:
    """Put an executed notebook in the form JupyterLab saves it, minus what git should not see.

    Kept: ``kernelspec``, ``language_info`` (the kernel reports it; Lab writes it on opening), ``lcp`` (the
    versions that made the outputs, :func:`record_software`) and the ``jupytext`` metadata Lab's jupytext writes, so a notebook opened, re-run and saved in Lab stays
    byte-identical. Dropped: timings, papermill's records, empty tags, and the timing-dependent
    chunking of printed output."""
    nb.metadata = {k: v for k, v in nb.metadata.items() if k in ("kernelspec", "language_info", "lcp")}
    nb.metadata["jupytext"] = jupytext_metadata(root)
    for i, cell in enumerate(nb.cells):
        cell.id = f"cell-{i:03d}"  # stable ids: re-runs do not churn git
        for key in ("papermill", "execution", "ExecuteTime"):
            cell.metadata.pop(key, None)
        if not cell.metadata.get("tags", True):
            del cell.metadata["tags"]
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(drop_widget_views(cell.outputs))


def record_software(nb) -> None:
    """Record in the notebook's metadata (``lcp.software``) the versions of Python and of the library's
    dependencies that made its outputs (:func:`lcp.core.software.versions`); its page shows them."""
    from lcp.core import software

    nb.metadata["lcp"] = {"software": software.versions()}


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def drop_widget_views(outputs: list) -> list:
    """Keep a widget's plain-text line, not its view: the view names a random model id (git churn on
    every run) and shows nothing until the cell runs again in JupyterLab."""
    for out in outputs:
        if out.get("output_type") in ("display_data", "execute_result") and WIDGET_VIEW in out.get("data", {}):
            del out["data"][WIDGET_VIEW]
    return outputs


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


def made_before(checkout: Checkout) -> dict:
    """What earlier reproduce runs made (build/reproduced.json), or nothing if it is missing or unreadable."""
    try:
        record = json.loads(checkout.made.read_text())
    except (OSError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


def remember(checkout: Checkout, stem: str, **entry) -> None:
    """Update notebook ``stem``'s entry of build/reproduced.json with ``entry``."""
    record = made_before(checkout)
    record[stem] = {**(record.get(stem) if isinstance(record.get(stem), dict) else {}), **entry}
    write_atomically(checkout.made, (json.dumps(record, indent=1, sort_keys=True) + "\n").encode())


def committed(root: Path, path: Path) -> bytes | None:
    """The content git's HEAD holds for ``path`` (a file of the checkout ``root``), or None (no git, not tracked)."""
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "show", f"HEAD:./{path.relative_to(root).as_posix()}"],
            capture_output=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def sha256(data: bytes) -> str:
    """The SHA-256 of ``data``, in hex (what build/reproduced.json records of a figure)."""
    return hashlib.sha256(data).hexdigest()


def publish_figures(checkout: Checkout, stem: str, say: Callable[[str], object] = print) -> tuple[int, int]:
    """Copy the figures notebook ``stem`` just saved in build/figures/ into figures/ (atomically), and
    remove its figures that it no longer makes. Returns (figures written, figures changed).

    Only a figure a run made (recorded in build/reproduced.json) or that git tracks, unchanged since, is
    replaced or removed: any other file (``figures/01_fixed_bet-my-annotated-version.png``, a figure edited
    by hand) is left as it is, and a line says so through ``say`` (the new figure stays in build/figures/).

    Raises :class:`Refused` when the notebook saved no figure although figures/ holds some a run made."""
    root, figures, scratch = checkout.root, checkout.figures, checkout.scratch
    made = sorted(scratch.glob(f"{stem}-*.png"))
    recorded = (made_before(checkout).get(stem) or {}).get("figures") or {}

    def ours(path: Path) -> bool:
        data = path.read_bytes()
        return recorded.get(path.name) == sha256(data) or committed(root, path) == data

    existing = sorted(figures.glob(f"{stem}-*.png"))
    stale = [p for p in existing if p.name not in {m.name for m in made}]
    removable = [p for p in stale if ours(p)]
    if not made and removable:
        raise Refused(
            f"{stem} saved no figure in {scratch.relative_to(root)}/ although figures/ holds some it "
            "made (did another run clear it?); figures/ left unchanged"
        )
    changed, written = 0, dict(recorded)
    for src in made:
        data = src.read_bytes()
        dst = figures / src.name
        if dst.exists() and dst.read_bytes() != data and not ours(dst):
            say(
                f"  kept {dst.relative_to(root)}: it changed since a run made it (yours?); the new figure is "
                f"{src.relative_to(root)}"
            )
            continue
        if not dst.exists() or dst.read_bytes() != data:
            write_atomically(dst, data)
            changed += 1
        written[dst.name] = sha256(data)
    for path in removable:
        path.unlink()
        written.pop(path.name, None)
        changed += 1
    for path in stale:
        if path not in removable:
            say(f"  kept {path.relative_to(root)}: not made by a run (yours?)")
    remember(checkout, stem, figures={name: digest for name, digest in written.items() if (figures / name).exists()})
    return len(made), changed


def paired_cells(nb) -> str:
    """A digest of what jupytext pairs between a notebook's .py and .ipynb: each cell's type, source and
    tags (jupytext.toml's cell filter), and the kernel."""
    cells = [(c.cell_type, c.source, list(c.metadata.get("tags", []))) for c in nb.cells]
    kernel = (nb.metadata.get("kernelspec") or {}).get("name")
    return sha256(json.dumps([kernel, cells]).encode())


def edited_side(checkout: Checkout, src: Path) -> str | None:
    """Which file of the pair ``src`` (.py) / .ipynb holds an edit the other lacks, decided by content
    (git does not keep the files' times): None when their cells agree (or there is no .ipynb), "py" when
    the .ipynb may be regenerated from the .py (its cells are ones a run made or git holds, so nothing in it
    is lost), "ipynb" when only the .py is such a file (the .ipynb was edited: it is the newer side).

    When both sides hold cells that neither git nor an earlier run knows, or git and the record cannot
    tell, it raises :class:`Refused`, one line naming the files and how to resolve it: nothing is changed."""
    import jupytext

    ipynb = src.with_suffix(".ipynb")
    if not ipynb.exists():
        return None
    py_cells, ipynb_cells = paired_cells(jupytext.read(src)), paired_cells(jupytext.read(ipynb))
    if py_cells == ipynb_cells:
        return None
    last_run = (made_before(checkout).get(src.stem) or {}).get("cells")  # the pair as the last run left it
    in_git = []
    for path in (src, ipynb):
        text = committed(checkout.root, path)
        with contextlib.suppress(Exception):  # a file git lacks, or one jupytext cannot read, tells nothing
            in_git.append(paired_cells(jupytext.reads(text.decode(), fmt=path.suffix[1:])))
    if ipynb_cells == last_run or ipynb_cells in in_git:
        return "py"  # the .py is the source (CONTRIBUTING.md), and the .ipynb holds nothing git or a run lacks
    # the .py may take the .ipynb's cells only if it is a pair's former state: as the last run left it, or as
    # git holds both files alike (a .py committed apart from its .ipynb holds edits of its own)
    if py_cells == last_run or (len(in_git) == 2 and in_git[0] == in_git[1] == py_cells):
        return "ipynb"
    py, nb = src.relative_to(checkout.root), ipynb.relative_to(checkout.root)
    raise Refused(
        f"{nb} and {py} hold different cells and both were edited (or neither git nor an earlier run knows "
        f"either); nothing was changed. Keep one: to keep the .ipynb's, jupytext --to py:percent {nb}; to keep "
        f"the .py's, delete {nb}; then run reproduce again"
    )


def take_ipynb_cells(src: Path) -> None:
    """Write the cells of ``src``'s .ipynb to ``src`` (the .py), as ``jupytext --sync`` does when the .ipynb is
    the newer side (:func:`edited_side` decides)."""
    import jupytext

    text = jupytext.writes(jupytext.read(src.with_suffix(".ipynb")), fmt="py:percent")
    write_atomically(src, text.encode())


def execute(checkout: Checkout, src: Path, cwd: Path, timeout: int) -> Path:
    """Execute the notebook ``src`` (its .py, full parameters) in ``cwd`` with papermill, ``timeout`` seconds a
    cell, after clearing the figures it saved before in the scratch folder; write its .ipynb in the form
    JupyterLab saves it (:func:`clean_metadata`) and remember its cells (:func:`paired_cells`). Returns the
    .ipynb written."""
    import jupytext
    import nbformat
    import papermill

    for old in checkout.scratch.glob(f"{src.stem}-*.png"):
        old.unlink()
    nb = jupytext.read(src)
    clean_metadata(nb, checkout.root)
    # The kernel's log goes to this terminal; below CRITICAL it only reports the interrupt that
    # jupyter_client sends every kernel at shutdown ("KeyboardInterrupt caught in kernel").
    executed = papermill.execute_notebook(
        nb,
        None,
        kernel_name="python3",
        cwd=str(cwd),
        progress_bar=True,
        execution_timeout=timeout,
        extra_arguments=["--IPKernelApp.log_level=CRITICAL"],
    )
    clean_metadata(executed, checkout.root)
    record_software(executed)
    text = nbformat.writes(executed)
    out = src.with_suffix(".ipynb")
    write_atomically(out, (text if text.endswith("\n") else text + "\n").encode())
    remember(checkout, src.stem, cells=paired_cells(executed))
    return out
