"""The one place figures are made and saved, byte-stable across re-runs.

:func:`savefig` writes ``figures/<name>.png`` with fixed metadata, so a re-run that changes nothing
changes no bytes. The folder is ``$LCP_FIGURES_DIR`` if set (the tests point it at a temporary
folder), else the project's ``figures/``.
"""

from __future__ import annotations

import os
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


def figures_dir() -> Path:
    """Where :func:`savefig` writes: ``$LCP_FIGURES_DIR``, else ``<project>/figures``."""
    env = os.environ.get("LCP_FIGURES_DIR")
    return Path(env) if env else Path(__file__).resolve().parents[1] / "figures"


def new_figure(ncols: int = 1, nrows: int = 1, width: float = 6.4, height: float = 4.0):
    """A figure and its axes in the companion's style."""
    with plt.rc_context(STYLE):
        return plt.subplots(nrows, ncols, figsize=(width * ncols, height * nrows), squeeze=False, layout="constrained")


def savefig(fig, name: str) -> None:
    """Save ``fig`` as ``<figures_dir>/<name>.png`` with fixed metadata and print ``figures/<name>.png``.

    Returns nothing, so a notebook cell ending with it displays no repr.
    """
    if not name or "/" in name or name.endswith(".png"):
        raise ValueError(f"name must be a bare figure name like '01_fixed_bet-profile'; got {name!r}")
    folder = figures_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    with plt.rc_context(STYLE):
        fig.savefig(path, metadata={"Software": None}, bbox_inches="tight")
    print(f"saved figures/{name}.png")


def strategy_profile(ax, bet, call, sizes, s_max: float, title: str):
    """Draw a strategy profile in the paper's layout: hand strength across, bet size up.

    ``bet(x)`` is the bettor's size (0 = check), drawn as the bet function; ``call(s)`` the caller's
    threshold, drawn as the curve x = c(s) over ``sizes`` with the call region (y > c(s)) shaded. A
    single size (the fixed-bet game) is drawn as a segment.
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
    ax.legend(loc="upper center")
