"""The one place figures are made, saved and shown, byte-stable across re-runs.

:func:`savefig` writes ``<name>.png`` with fixed metadata, so a re-run that changes nothing changes
no bytes, and shows that same PNG in the notebook cell that saved it. Every run writes to the
scratch folder ``build/figures/`` of the project (git-ignored), or to ``$LCP_FIGURES_DIR`` if set;
only ``python3 run.py reproduce`` copies the figures into the committed ``figures/``. An installed
``lcp`` (a wheel, no source checkout around it) writes to ``./lcp-figures/`` in the working directory,
never into site-packages. So a notebook
run with other parameters (in JupyterLab or under papermill) never overwrites a committed figure,
and the line it prints is the same in every run.

**The same bytes on every CPU** (issue 52). A saved PNG is a function of the bits of the numbers drawn and
of nothing else: Agg turns display coordinates into pixels with plain C++ (the same binary on every x86-64
machine) and FreeType draws the text. Two steps could bring in the machine: numpy's vectorised transcendental
functions, whose code path depends on the CPU (SVML's ``log10``, ``exp``, ``power`` on AVX-512 CPUs, libm's
elsewhere, or on the baseline path that ``NPY_DISABLE_CPU_FEATURES`` forces), and the plotted data, when
computed with those functions or with threaded BLAS sums. The paths differ in the last bit or two, and a
last-bit move of a vertex moves a pixel wherever the drawing is ill-conditioned. That is how Figure 3.1 changed
in one pixel (one channel, by 2 of 255) between an Intel Xeon with AVX-512 and an AMD EPYC: its slope -2 guide
was one straight line through four points in log-log axes, whose stroke joins are the intersections of
parallel edges, and matplotlib's log axis took ``numpy.log10(1600)``, one ulp apart on the two paths (the
data themselves were the same to the bit). Hence the rule:

1. Log axes take their logarithm from :func:`lcp.core.portable.stable_log10` and its inverse from
   :func:`lcp.core.portable.stable_exp10`, made of frexp, ldexp and correctly rounded arithmetic only, which give
   the same bits on every IEEE machine and every numpy code path (importing this module registers
   :class:`StableLogScale` as the scale ``"log"``, so ``loglog``, ``semilogx`` and ``set_xscale("log")`` use
   it).
2. :func:`savefig` rounds every number it draws (:func:`settle`: line and marker data, filled areas and
   other paths, scatter offsets, images and meshes with their colour limits, rectangles, text and annotation
   anchors, and each axes' data and view limits) to :data:`lcp.core.portable.SIGNIFICANT_BITS` = 40 significant
   bits, at most ``2**-40`` of the value (about a billionth of a pixel here). Data that differ only in
   their last bits round to the same numbers, unless they straddle a rounding boundary (for values 2 ulp
   apart, about one value in four thousand), and then they differ by ``2**-40`` of the value, which moves a pixel
   only on an ill-conditioned drawing.
3. Keep drawings well conditioned: draw a straight guide as one segment (its two end points), not through
   the points of a grid.

The check: the tests execute every notebook on numpy's baseline path (``run.py test``) while ``reproduce``
stores them on the machine's own; nbval compares the PNG each cell shows (the saved file's bytes) with the
stored one (the root ``conftest.py`` turns that comparison on), and ``tests/notebooks/test_figures.py`` holds each
stored image equal to its file in ``figures/``.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import matplotlib.pyplot as plt
import matplotlib.scale as mscale
from cycler import cycler

from .core import _validate, config
from .core.files import write_atomically
from .core.portable import stable_exp10, stable_log10, stable_round

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType

#: The Okabe-Ito palette (Okabe and Ito, *Color Universal Design*, 2008), safe for the common forms
#: of colour blindness; figures with several lines take their colours from it in this order.
PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000"]
#: Colours for the bettor's actions, used by every strategy profile (from :data:`PALETTE`).
COLORS = {"bluff": "#D55E00", "check": "#7f7f7f", "value": "#009E73", "call": "#0072B2"}

#: Style shared by every figure of the companion.
STYLE: dict[RcKeyType, Any] = {
    "figure.dpi": config.FIGURE_DPI,
    "savefig.dpi": config.SAVEFIG_DPI,
    "font.size": 10,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.prop_cycle": cycler(color=PALETTE),
}

# "C0", "C1", ... in the notebooks' plotting code name these colours too (they resolve when drawn)
plt.rcParams["axes.prop_cycle"] = STYLE["axes.prop_cycle"]

PROJECT = Path(__file__).resolve().parents[1]


def in_checkout() -> bool:
    """True when ``lcp`` runs from the companion's source checkout (not from an installed wheel).

    Returns
    -------
    bool
        Whether ``pyproject.toml`` and ``notebooks/`` sit next to the package.

    Examples
    --------
    >>> in_checkout() == (PROJECT / "notebooks").is_dir()
    True
    """
    return (PROJECT / "pyproject.toml").is_file() and (PROJECT / "notebooks").is_dir()


def figures_dir() -> Path:
    """Where :func:`savefig` writes: ``$LCP_FIGURES_DIR``, else ``<project>/build/figures`` in the
    source checkout, else ``./lcp-figures`` (an installed package never writes into site-packages).

    Returns
    -------
    pathlib.Path
        The folder (absolute; created by :func:`savefig` when needed).

    Examples
    --------
    >>> import os
    >>> "LCP_FIGURES_DIR" in os.environ or figures_dir().name in ("figures", "lcp-figures")
    True
    """
    env = os.environ.get("LCP_FIGURES_DIR")
    if env:
        return Path(env).resolve()
    return PROJECT / "build" / "figures" if in_checkout() else Path.cwd() / "lcp-figures"


def _shown_path(path: Path) -> str:
    """``path`` relative to the project when it lies inside it (stable across machines), else absolute."""
    try:
        return path.relative_to(PROJECT).as_posix()
    except ValueError:
        return str(path)


def _in_kernel() -> bool:
    """True inside a Jupyter kernel (where :func:`savefig` shows the figure), False in scripts."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return False
    return getattr(get_ipython(), "kernel", None) is not None


#: Widest figure, in inches: lcp.plotting shows figures at 100 px per inch and the site's article column
#: is about 690 px wide, so 9 inches keeps at least 75 px per figure inch (8-point text at 8 px or more).
MAX_WIDTH = 9.0


def new_figure(ncols: int = 1, nrows: int = 1, width: float = 6.4, height: float = 4.0):
    """A figure and its axes (a 2-d array, ``axes[row, col]``) in the companion's style.

    ``width`` and ``height`` are one panel's. A grid wider than :data:`MAX_WIDTH` is laid out as a
    column instead (the panels stacked in reading order, each at its own size, up to MAX_WIDTH wide),
    while ``axes`` keeps the requested shape, so the caller's ``axes[0, 1]`` is still the second panel.

    Parameters
    ----------
    ncols, nrows : int
        The grid of panels.
    width, height : float
        One panel's size in inches.

    Returns
    -------
    tuple
        (matplotlib Figure, 2-d array of Axes of shape (nrows, ncols)).

    Examples
    --------
    >>> fig, axes = new_figure(ncols=3, width=4.6)
    >>> axes.shape, [round(float(v), 2) for v in fig.get_size_inches()]
    ((1, 3), [4.6, 12.0])
    """
    ncols, nrows = _validate.integer(ncols, "ncols", 1, 20), _validate.integer(nrows, "nrows", 1, 20)
    width = float(_validate.number(width, "width", 0, 50, low_open=True, arrays=False))
    height = float(_validate.number(height, "height", 0, 50, low_open=True, arrays=False))
    with plt.rc_context(STYLE):
        if ncols * width <= MAX_WIDTH:
            return plt.subplots(
                nrows, ncols, figsize=(width * ncols, height * nrows), squeeze=False, layout="constrained"
            )
        panel = min(width, MAX_WIDTH)
        fig, stacked = plt.subplots(
            nrows * ncols, 1, figsize=(panel, height * nrows * ncols), squeeze=False, layout="constrained"
        )
        return fig, stacked.reshape(nrows, ncols)


def savefig(fig, name: str, *, figure: str | None = None, caption: str | None = None, alt: str | None = None) -> None:
    r"""Save ``fig`` as ``<figures_dir>/<name>.png``, print where, show it in the notebook, close it.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure to save.
    name : str
        A bare file name without extension, ``<notebook stem>-<what it shows>``.
    figure, caption, alt : str, optional
        The figure's number in the companion (``"3.1"``: notebook 3, first figure), its caption
        (what the reader should see; inline HTML and ``\(...\)`` math allowed) and its alternative text
        (what it shows, in words, for a reader who cannot see it). Given together or not at all.

    Notes
    -----
    Every number drawn is first rounded by :func:`settle` (so the bytes do not depend on the CPU), the PNG
    has fixed metadata (no software version) and is written atomically. Inside a Jupyter
    kernel the saved bytes themselves are displayed (so the notebook shows exactly the file), followed
    by the numbered caption as an HTML ``<figcaption>`` that carries the alt text (the site turns the
    pair into one figure with that alt text), and the figure is closed, so every saved figure appears
    once, in the cell that saves it, whatever matplotlib's ``interactive`` flag. Returns nothing, so a
    cell ending with it shows no repr.

    Examples
    --------
    >>> import os, tempfile
    >>> fig, axes = new_figure()
    >>> with tempfile.TemporaryDirectory() as d:
    ...     os.environ["LCP_FIGURES_DIR"] = d
    ...     savefig(fig, "example", figure="0.1", caption="An empty frame.", alt="An empty plot.")
    ...     del os.environ["LCP_FIGURES_DIR"]  # doctest: +ELLIPSIS
    saved .../example.png
    """
    if not isinstance(name, str) or not name or "/" in name or name.endswith(".png"):
        raise ValueError(f"name must be a bare figure name like '01_fixed_bet-profile'; got {name!r}")
    given = [v is not None for v in (figure, caption, alt)]
    if any(given) and not all(given):
        raise ValueError(
            "figure, caption and alt go together: give all three (or none); got "
            + ", ".join(k for k, g in zip(("figure", "caption", "alt"), given) if g)
        )
    for key, value in (("figure", figure), ("caption", caption), ("alt", alt)):
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise ValueError(f"{key} must be a non-empty string; got {value!r}")
    path = figures_dir() / f"{name}.png"
    settle(fig)  # the same bytes on every CPU (the module docstring)
    buffer = io.BytesIO()
    with plt.rc_context(STYLE):
        fig.savefig(buffer, format="png", metadata={"Software": None}, bbox_inches="tight")
    png = buffer.getvalue()
    write_atomically(path, lambda f: f.write(png))
    print(f"saved {_shown_path(path)}")
    if _in_kernel():
        from IPython.display import HTML, Image, display

        width = struct.unpack(">I", png[16:20])[0]  # IHDR width in pixels
        display(Image(data=png, width=round(width * STYLE["figure.dpi"] / STYLE["savefig.dpi"])))
        if figure is not None and caption is not None and alt is not None:  # all three or none (checked above)
            display(HTML(caption_html(figure, caption, alt)))
        plt.close(fig)


# Figures whose bytes do not depend on the CPU (issue 52): the rule is in the module's docstring; the float
# functions it uses are lcp.core.portable's.


def _log_base(base) -> float:
    """``base`` as a float if it is a real number > 0 other than 1 (finite), else an error naming ``base``."""
    base = _validate.number(base, "base", 0, low_open=True, arrays=False)
    if base == 1 or base == float("inf"):
        raise ValueError(f"base must be a finite real number > 0 other than 1; got {base!r}")
    return _validate.as_float(base, "base")


class StableLogTransform(mscale.LogTransform):
    """matplotlib's log transform with :func:`lcp.core.portable.stable_log10` (any base: divided by its log10).

    Parameters
    ----------
    base : float
        The logarithm's base: a finite real number > 0 other than 1.
    nonpositive : {"clip", "mask"}
        What non-positive values give: -1000 (far below the axis) or NaN, as matplotlib's.

    Examples
    --------
    >>> t = StableLogTransform(10)
    >>> [float(v) for v in t.transform_non_affine([1.0, 1000.0, 0.0])]
    [0.0, 3.0, -1000.0]
    >>> [float(v) for v in t.inverted().transform_non_affine([-2.0, 3.0])]
    [0.01, 1000.0]
    """

    def __init__(self, base, nonpositive: Literal["clip", "mask"] = "clip") -> None:
        super().__init__(_log_base(base), nonpositive)

    def transform_non_affine(self, values):
        """The log of each value (a real number, or an array of them) to the transform's base."""
        import numpy as np

        out = stable_log10(values)  # refuses what is not real numbers, naming values
        values = np.asarray(values, dtype=float)
        if self.base != 10:
            out = out / stable_log10(self.base)
        if self._clip:  # as matplotlib's: non-positive values far below the axis, not -inf
            out[values <= 0] = -1000
        return out

    def inverted(self):
        """The inverse transform, :class:`StableInvertedLogTransform` of the same base."""
        return StableInvertedLogTransform(self.base)


class StableInvertedLogTransform(mscale.InvertedLogTransform):
    """The inverse of :class:`StableLogTransform`: :func:`lcp.core.portable.stable_exp10`.

    Parameters
    ----------
    base : float
        The logarithm's base: a finite real number > 0 other than 1.

    Examples
    --------
    >>> t = StableInvertedLogTransform(2)
    >>> [round(float(v), 12) for v in t.transform_non_affine([0.0, 3.0, -1.0])]  # within a few ulp
    [1.0, 8.0, 0.5]
    >>> type(t.inverted()).__name__, t.inverted().base
    ('StableLogTransform', 2.0)
    """

    def __init__(self, base) -> None:
        super().__init__(_log_base(base))

    def transform_non_affine(self, values):
        """The base to the power of each value (a real number, or an array of them)."""
        values = stable_round(values, 53)  # the values as floats, unchanged (53 bits); refuses what is not real
        return stable_exp10(values if self.base == 10 else values * stable_log10(self.base))

    def inverted(self):
        """The inverse transform, :class:`StableLogTransform` of the same base."""
        return StableLogTransform(self.base)


class StableLogScale(mscale.LogScale):
    """The scale ``"log"`` (``loglog``, ``semilogx``, ``set_xscale("log")``) with :class:`StableLogTransform`:
    matplotlib's log scale in every other respect (ticks, labels, non-positive values).

    Parameters
    ----------
    axis : matplotlib.axis.Axis or None
        The axis it scales (matplotlib passes it; unused, as by matplotlib's).
    base : float
        The logarithm's base: a finite real number > 0 other than 1.
    subs : sequence of float, optional
        Where the minor ticks go between major ones, as matplotlib's.
    nonpositive : {"clip", "mask"}
        What non-positive values give, as matplotlib's.

    Examples
    --------
    >>> scale = StableLogScale(None, base=2)
    >>> t = scale.get_transform()
    >>> type(t).__name__, float(t.transform_non_affine([8.0])[0])
    ('StableLogTransform', 3.0)
    """

    def __init__(self, *args, base: float = 10, subs=None, nonpositive: Literal["clip", "mask"] = "clip") -> None:
        base = _log_base(base)
        super().__init__(*args, base=base, subs=subs, nonpositive=nonpositive)
        self._stable = StableLogTransform(base, nonpositive)

    def get_transform(self):
        """The scale's transform: a :class:`StableLogTransform` of its base."""
        return self._stable


mscale.register_scale(StableLogScale)


def _floats(values):
    """``values`` as a float64 array if they are plain real numbers, else None (dates, strings, units)."""
    import numpy as np

    try:
        a = np.asarray(values)
    except Exception:  # pragma: no cover - ragged or exotic data: left as drawn
        return None
    return a if a.dtype.kind == "f" else None


def settle(fig) -> None:
    """Round every number ``fig`` draws to :data:`lcp.core.portable.SIGNIFICANT_BITS` bits (the module's rule),
    in place.

    Lines, marker data, filled areas, contour lines and other path collections, scatter offsets, images and
    meshes (their values and colour limits), rectangles, text and annotation anchors, and each axes' data and
    view limits (an autoscaling still pending runs on the rounded data limits). :func:`savefig` calls it;
    integer data are left as they are.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        Anything else is a TypeError naming ``fig``.

    Examples
    --------
    >>> fig, axes = new_figure()
    >>> line, = axes[0, 0].plot([0.0, 1.0], [0.0, 0.1 + 0.2])
    >>> settle(fig)
    >>> bool(line.get_ydata()[1] == stable_round(0.3))
    True
    >>> plt.close(fig)
    """
    import numpy as np
    from matplotlib.collections import Collection, QuadMesh
    from matplotlib.figure import Figure

    _validate.instance(fig, "fig", Figure, "a matplotlib Figure (new_figure's, or plt.figure()'s)")
    from matplotlib.lines import Line2D
    from matplotlib.patches import Rectangle
    from matplotlib.text import Annotation, Text

    def rounded(values):
        a = _floats(values)
        if a is None:
            return None
        if np.ma.isMaskedArray(values):  # masked points stay masked (a gap in a line)
            return np.ma.array(stable_round(np.ma.getdata(values)), mask=np.ma.getmaskarray(values))
        return stable_round(a)

    for artist in fig.findobj():
        if isinstance(artist, Line2D):
            x, y = rounded(artist.get_xdata(orig=True)), rounded(artist.get_ydata(orig=True))
            if x is not None:
                artist.set_xdata(x)
            if y is not None:
                artist.set_ydata(y)
        elif isinstance(artist, QuadMesh):
            # a mesh is drawn from its coordinate array, never from its paths (get_paths would build one
            # Path per cell: 1.8 million of them for notebook 4's Fig. 3, a minute of rounding)
            coordinates = np.asarray(artist.get_coordinates())  # the mesh's own array (a view: rounded in place)
            if _floats(coordinates) is not None:
                coordinates[...] = rounded(coordinates)
        elif isinstance(artist, Collection):
            for path in artist.get_paths():
                if not path.readonly and _floats(path.vertices) is not None:
                    path.vertices = stable_round(path.vertices)
            offsets = rounded(artist.get_offsets())
            if offsets is not None and offsets.size:
                artist.set_offsets(offsets)
        elif isinstance(artist, Rectangle):
            x, y = artist.get_xy()
            artist.set_bounds(*(float(v) for v in stable_round([x, y, artist.get_width(), artist.get_height()])))
        if isinstance(artist, Annotation):
            xy = rounded(artist.xy)
            if xy is not None:
                artist.xy = (float(xy[0]), float(xy[1]))
        if isinstance(artist, Text):
            position = rounded(artist.get_position())
            if position is not None:
                artist.set_position((float(position[0]), float(position[1])))
        array = getattr(artist, "get_array", None)
        if callable(array) and getattr(artist, "norm", None) is not None:
            values = rounded(array()) if array() is not None else None
            if values is not None:
                setter = getattr(artist, "set_data", None) if hasattr(artist, "get_extent") else None
                (setter or artist.set_array)(values)
            norm = artist.norm
            for name in ("vmin", "vmax"):
                value = getattr(norm, name, None)
                if isinstance(value, (float, np.floating)):
                    setattr(norm, name, float(stable_round(value)))
    for ax in fig.axes:
        # autoscaling, if still pending, now reads the rounded data limits (reading viewLim runs it), and view
        # limits computed before (from unrounded data, or set by the caller) are rounded themselves
        ax.dataLim.set_points(stable_round(ax.dataLim.get_points()))
        ax.viewLim.set_points(stable_round(ax.viewLim.get_points()))


def caption_html(figure: str, caption: str, alt: str) -> str:
    """The caption :func:`savefig` shows under a figure: ``<figcaption>`` with the alt text in ``data-alt``.

    Parameters
    ----------
    figure : str
        The figure's number (``"3.1"``).
    caption : str
        The caption (HTML allowed, math left for MathJax).
    alt : str
        The alt text.

    Returns
    -------
    str
        The ``<figcaption>`` element, figure number and alt text escaped.

    Examples
    --------
    >>> caption_html("3.1", "The profiles.", 'Four "panels".')
    '<figcaption class="lcp-caption mathjax_process" data-figure="3.1" data-alt="Four &quot;panels&quot;."><strong>Figure 3.1.</strong> The profiles.</figcaption>'
    """
    import html

    for key, value in (("figure", figure), ("caption", caption), ("alt", alt)):
        if not isinstance(value, str) or not value.strip():
            raise TypeError(f"{key} must be a non-empty str; got {value!r}")

    return (
        f'<figcaption class="lcp-caption mathjax_process" data-figure="{html.escape(figure)}" data-alt="{html.escape(alt)}">'
        f"<strong>Figure {html.escape(figure)}.</strong> {caption}</figcaption>"
    )


def strategy_profile(ax, bet, call, sizes, s_max: float, title: str, legend: bool = True):
    """Draw a strategy profile in the paper's layout: hand strength across, bet size up.

    ``bet(x)`` is the bettor's size (0 = check), drawn as the bet function; ``call(s)`` the caller's
    threshold, drawn as the curve x = c(s) over ``sizes`` with the call region (y > c(s)) shaded. A
    single size (the fixed-bet game) is drawn as a segment. ``legend=False`` leaves the legend to the
    caller (a figure of several panels shows one legend outside them).

    Parameters
    ----------
    ax : matplotlib Axes
        Where to draw.
    bet, call : callable
        The strategy functions of a solved continuous game (:class:`lcp.continuous.ContinuousGame`).
    sizes : float array
        The bet sizes at which the threshold is drawn.
    s_max : float
        The top of the size axis.
    title : str
        The panel's title.
    legend : bool
        Whether to draw the legend in the panel.

    Examples
    --------
    >>> from lcp import fixed_bet
    >>> eq = fixed_bet.solve(1.0)
    >>> fig, axes = new_figure()
    >>> strategy_profile(axes[0, 0], eq.bet, eq.call, [1.0], 2.0, "FBCP")
    >>> [line.get_label() for line in axes[0, 0].lines]
    ['Bet function', 'Call region', 'Call threshold']
    >>> plt.close(fig)
    """
    import numpy as np

    if not (callable(bet) and callable(call)):
        raise TypeError(f"bet and call must be a game's strategy functions; got {bet!r}, {call!r}")
    sizes = _validate.real_array(sizes, "sizes", 0.0, np.inf, high_open=True)
    s_max = _validate.as_float(
        _validate.number(s_max, "s_max", 0, np.inf, low_open=True, high_open=True, arrays=False), "s_max"
    )
    title, legend = _validate.text(title, "title"), _validate.flag(legend, "legend")
    x = np.linspace(0.0, 1.0, 4001)
    s = np.minimum(bet(x), 2 * s_max)  # unbounded bets leave the top of the frame
    ax.plot(x, s, color=COLORS["bluff"], lw=2, label="Bet function")
    sizes = np.asarray(sizes, dtype=float)
    c = call(sizes)
    if sizes.size == 1:
        ax.plot(
            [c[0], 1.0],
            [sizes[0]] * 2,
            color=COLORS["call"],
            lw=8,
            alpha=0.35,
            solid_capstyle="butt",
            label="Call region",
        )
        ax.plot([c[0]], [sizes[0]], "o", color=COLORS["call"], label="Call threshold")
    else:
        ax.plot(c, sizes, "--", color=COLORS["call"], lw=2, label="Call threshold")
        ax.fill_betweenx(sizes, c, 1.0, color=COLORS["call"], alpha=0.3, label="Call region")
    ax.set(
        xlim=(-0.02, 1.02), ylim=(-0.03 * s_max, 1.02 * s_max), xlabel="Hand Strength", ylabel="Bet Size", title=title
    )
    if legend:
        ax.legend(loc="upper center")


def label_regions(ax, code, names, fontsize: float = 7.5, rotate: bool = True) -> None:
    """Write each region's name inside it, on the unit square drawn with ``imshow(origin="lower")``.

    ``code`` is the region index of each grid cell (rows = y, columns = x). A label sits at the cell
    farthest from the region's boundary and from the frame (the centre of its largest inscribed disc),
    turned upright when the region is clearly taller than wide there, and broken into two lines when one line
    would not fit across the region. Regions too small to hold a line of text are left unlabelled.
    ``rotate=False`` keeps every label horizontal (readable at page size); a region whose label does not
    fit across it is then left unlabelled.

    Parameters
    ----------
    ax : matplotlib Axes
        The axes showing the regions.
    code : 2-d int array
        Region index per grid cell.
    names : sequence of str
        Region names by index (underscores become spaces, first letter capitalised).
    fontsize : float
        Label size in points.
    rotate : bool
        Whether a label may turn upright.

    Examples
    --------
    >>> import numpy as np
    >>> code = np.zeros((100, 100), dtype=int)
    >>> code[:, 50:] = 1   # left half region 0, right half region 1
    >>> fig, axes = new_figure()
    >>> label_regions(axes[0, 0], code, ["check_wins", "value bet"], rotate=False)
    >>> [t.get_text() for t in axes[0, 0].texts]
    ['Check wins', 'Value bet']
    >>> plt.close(fig)
    """

    import numpy as np
    from scipy import ndimage

    code = np.asarray(code)
    if code.ndim != 2 or code.dtype.kind not in "iu":
        raise TypeError(f"code must be a 2-d array of region indices (ints); got {code.dtype} of shape {code.shape}")
    if isinstance(names, (str, bytes)) or not all(isinstance(n, str) for n in names):
        raise TypeError(f"names must be a sequence of region names (str); got {names!r}")
    fontsize = _validate.number(fontsize, "fontsize", 0, 100, low_open=True, arrays=False)
    rotate = _validate.flag(rotate, "rotate")
    ny, nx = code.shape
    width_in = ax.get_position().width * ax.figure.get_figwidth()
    char = 0.55 * fontsize / 72 / width_in  # a character's width in axis units (about)
    for k, name in enumerate(names):
        mask = np.pad(code == k, 1)  # the frame counts as boundary
        if mask.sum() < 0.004 * nx * ny:
            continue
        depth = ndimage.distance_transform_edt(mask)[1:-1, 1:-1]
        i, j = map(int, np.unravel_index(np.argmax(depth), depth.shape))
        row, col = mask[i + 1, 1:-1], mask[1:-1, j + 1]  # the region's runs through the label's cell
        (x_lo, x_hi), (y_lo, y_hi) = _run(row, j), _run(col, i)
        run_x, run_y = (x_hi - x_lo + 1) / nx, (y_hi - y_lo + 1) / ny
        name = name.replace("_", " ").capitalize()
        options = [name, name.replace(" ", "\n", 1)]  # one line, else two
        orientations = (run_y > 1.5 * run_x, run_y <= 1.5 * run_x) if rotate else (False,)
        fits = [
            (upright, text)
            for text in options
            for upright in orientations
            if max(map(len, text.split("\n"))) * char <= 0.9 * (run_y if upright else run_x)
        ]
        if not fits:
            continue
        upright, text = fits[0]
        if upright:  # centre the label along its run: the deepest cell can sit at one end of a strip
            i = (y_lo + y_hi) // 2
        else:
            j = (x_lo + x_hi) // 2
        ax.text(
            (j + 0.5) / nx,
            (i + 0.5) / ny,
            text,
            ha="center",
            va="center",
            fontsize=fontsize,
            rotation=90 if upright else 0,
            color="white",
            linespacing=1.0,
            bbox={"boxstyle": "round,pad=0.15", "facecolor": "0.2", "alpha": 0.6, "lw": 0},
        )


def _run(line, k: int) -> tuple[int, int]:
    """First and last index of the run of True values of ``line`` that contains index ``k``."""
    lo = k
    while lo > 0 and line[lo - 1]:
        lo -= 1
    hi = k
    while hi + 1 < len(line) and line[hi + 1]:
        hi += 1
    return lo, hi
