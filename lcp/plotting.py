"""The one place figures are made, saved and shown, byte-stable across re-runs.

:func:`savefig` writes ``<name>.png`` with fixed metadata, so a re-run that changes nothing changes
no bytes, and shows that same PNG in the notebook cell that saved it. Every run writes to the
scratch folder ``build/figures/`` of the project (git-ignored), or to ``$LCP_FIGURES_DIR`` if set;
only ``python3 run.py reproduce`` copies the figures into the committed ``figures/``. So a notebook
run with other parameters (in JupyterLab or under papermill) never overwrites a committed figure,
and the line it prints is the same in every run.
"""

from __future__ import annotations

import contextlib
import os
import struct
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt

#: Style shared by every figure of the companion.
STYLE = {
    "figure.dpi": 100,
    "savefig.dpi": 150,
    "font.size": 10,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "axes.spines.top": False,
    "axes.spines.right": False,
}
#: Colours for the bettor's actions, used by every strategy profile.
COLORS = {"bluff": "#d62728", "check": "#7f7f7f", "value": "#2ca02c", "call": "#1f77b4"}


PROJECT = Path(__file__).resolve().parents[1]


def figures_dir() -> Path:
    """Where :func:`savefig` writes: ``$LCP_FIGURES_DIR``, else ``<project>/build/figures``."""
    env = os.environ.get("LCP_FIGURES_DIR")
    return Path(env).resolve() if env else PROJECT / "build" / "figures"


def _shown_path(path: Path) -> str:
    """``path`` relative to the project when it lies inside it (stable across machines), else absolute."""
    try:
        return path.relative_to(PROJECT).as_posix()
    except ValueError:
        return str(path)


def write_atomically(path: Path, write) -> None:
    """Call ``write(file)`` on a temporary file next to ``path``, then rename it to ``path``.

    An interrupt or error leaves the old ``path`` untouched (never a truncated file).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _in_kernel() -> bool:
    """True inside a Jupyter kernel (where :func:`savefig` shows the figure), False in scripts."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return False
    return getattr(get_ipython(), "kernel", None) is not None


def new_figure(ncols: int = 1, nrows: int = 1, width: float = 6.4, height: float = 4.0):
    """A figure and its axes in the companion's style."""
    with plt.rc_context(STYLE):
        return plt.subplots(nrows, ncols, figsize=(width * ncols, height * nrows), squeeze=False, layout="constrained")


def savefig(fig, name: str) -> None:
    """Save ``fig`` as ``<figures_dir>/<name>.png``, print where, show it in the notebook, close it.

    The PNG has fixed metadata (no software version) and is written atomically. Inside a Jupyter
    kernel the saved bytes themselves are displayed (so the notebook shows exactly the file) and the
    figure is closed, so every saved figure appears once, in the cell that saves it, whatever
    matplotlib's ``interactive`` flag. Returns nothing, so a cell ending with it shows no repr.
    """
    if not isinstance(name, str) or not name or "/" in name or name.endswith(".png"):
        raise ValueError(f"name must be a bare figure name like '01_fixed_bet-profile'; got {name!r}")
    path = figures_dir() / f"{name}.png"

    def write(f):
        with plt.rc_context(STYLE):
            fig.savefig(f, format="png", metadata={"Software": None}, bbox_inches="tight")

    write_atomically(path, write)
    print(f"saved {_shown_path(path)}")
    if _in_kernel():
        from IPython.display import Image, display

        png = path.read_bytes()
        width = struct.unpack(">I", png[16:20])[0]  # IHDR width in pixels
        display(Image(data=png, width=round(width * STYLE["figure.dpi"] / STYLE["savefig.dpi"])))
        plt.close(fig)


def strategy_profile(ax, bet, call, sizes, s_max: float, title: str, legend: bool = True):
    """Draw a strategy profile in the paper's layout: hand strength across, bet size up.

    ``bet(x)`` is the bettor's size (0 = check), drawn as the bet function; ``call(s)`` the caller's
    threshold, drawn as the curve x = c(s) over ``sizes`` with the call region (y > c(s)) shaded. A
    single size (the fixed-bet game) is drawn as a segment. ``legend=False`` leaves the legend to the
    caller (a figure of several panels shows one legend outside them).
    """
    import numpy as np

    x = np.linspace(0.0, 1.0, 4001)
    s = np.minimum(bet(x), 2 * s_max)  # unbounded bets leave the top of the frame
    ax.plot(x, s, color=COLORS["bluff"], lw=2, label="Bet function")
    sizes = np.asarray(sizes, dtype=float)
    c = call(sizes)
    if sizes.size == 1:
        ax.plot([c[0], 1.0], [sizes[0]] * 2, color=COLORS["call"], lw=8, alpha=0.35, solid_capstyle="butt",
                label="Call region")
        ax.plot([c[0]], [sizes[0]], "o", color=COLORS["call"], label="Call threshold")
    else:
        ax.plot(c, sizes, "--", color=COLORS["call"], lw=2, label="Call threshold")
        ax.fill_betweenx(sizes, c, 1.0, color=COLORS["call"], alpha=0.3, label="Call region")
    ax.set(xlim=(-0.02, 1.02), ylim=(-0.03 * s_max, 1.02 * s_max), xlabel="Hand Strength", ylabel="Bet Size",
           title=title)
    if legend:
        ax.legend(loc="upper center")


def label_regions(ax, code, names, fontsize: float = 7.5) -> None:
    """Write each region's name inside it, on the unit square drawn with ``imshow(origin="lower")``.

    ``code`` is the region index of each grid cell (rows = y, columns = x). A label sits at the cell
    farthest from the region's boundary and from the frame (the centre of its largest inscribed disc),
    turned upright when the region is clearly taller than wide there, and broken into two lines when one line
    would not fit across the region. Regions too small to hold a line of text are left unlabelled.
    """
    import numpy as np
    from scipy import ndimage

    code = np.asarray(code)
    ny, nx = code.shape
    width_in = ax.get_position().width * ax.figure.get_figwidth()
    char = 0.55 * fontsize / 72 / width_in  # a character's width in axis units (about)
    for k, name in enumerate(names):
        mask = np.pad(code == k, 1)  # the frame counts as boundary
        if mask.sum() < 0.004 * nx * ny:
            continue
        depth = ndimage.distance_transform_edt(mask)[1:-1, 1:-1]
        i, j = np.unravel_index(np.argmax(depth), depth.shape)
        row, col = mask[i + 1, 1:-1], mask[1:-1, j + 1]  # the region's runs through the label's cell
        (x_lo, x_hi), (y_lo, y_hi) = _run(row, j), _run(col, i)
        run_x, run_y = (x_hi - x_lo + 1) / nx, (y_hi - y_lo + 1) / ny
        name = name.replace("_", " ").capitalize()
        options = [name, name.replace(" ", "\n", 1)]  # one line, else two
        fits = [(upright, text) for text in options for upright in (run_y > 1.5 * run_x, run_y <= 1.5 * run_x)
                if max(map(len, text.split("\n"))) * char <= 0.9 * (run_y if upright else run_x)]
        if not fits:
            continue
        upright, text = fits[0]
        if upright:  # centre the label along its run: the deepest cell can sit at one end of a strip
            i = (y_lo + y_hi) // 2
        else:
            j = (x_lo + x_hi) // 2
        ax.text((j + 0.5) / nx, (i + 0.5) / ny, text, ha="center", va="center", fontsize=fontsize,
                rotation=90 if upright else 0, color="white", linespacing=1.0,
                bbox={"boxstyle": "round,pad=0.15", "facecolor": "0.2", "alpha": 0.6, "lw": 0})


def _run(line, k: int) -> tuple[int, int]:
    """First and last index of the run of True values of ``line`` that contains index ``k``."""
    lo = k
    while lo > 0 and line[lo - 1]:
        lo -= 1
    hi = k
    while hi + 1 < len(line) and line[hi + 1]:
        hi += 1
    return lo, hi
