r"""Numbers read off the paper's own payoff figures (manuscript Sec. 6 / revision Sec. 8.1, Figure 2 / 4).

The paper's six payoff panels (the files ending ``payoffs1.png`` to ``payoffs6.png``, from the
author's repository; see the README of the paper-figures folder beside the sources) colour the bettor's payoff over the unit
square of hands, x (bettor) across and y (caller) up. In the bluffing strip the payoff is blue where the
bluff is called (the bettor loses) and salmon where it is folded to (he wins the ante): the edge between
the two is the caller's threshold :math:`y = c(s(x))` at the size :math:`s(x)` the bluffing hand bets.

:func:`boundary_band` measures that edge in one column of a panel: the highest salmon pixel below the
lowest blue one and that blue pixel, as hand strengths (a label drawn over the edge widens the band).
:data:`READINGS` holds the bands measured at named hands, so that a notebook can compare them with the
curves without the images (which are not part of the project); ``tests/notebooks/test_paper_figures.py`` measures
them again from the images where they are present.
"""

from __future__ import annotations

import math
import numbers
import os
from pathlib import Path

import numpy as np

#: The panels: file -> (L, U) of its game (``U = inf`` for no limit; ``L = U = 1`` is the fixed bet B = 1).
#:
#: :meta hide-value:
PANELS = {
    "payoff_parameter_analysis__payoffs1.png": (1.0, 1.0),
    "payoff_parameter_analysis__payoffs2.png": (0.9, 1.1),
    "payoff_parameter_analysis__payoffs3.png": (0.5, 1.5),
    "payoff_parameter_analysis__payoffs4.png": (0.3, 2.0),
    "payoff_parameter_analysis__payoffs5.png": (0.1, 5.0),
    "payoff_parameter_analysis__payoffs6.png": (0.0, math.inf),
}

#: Bands (lo, hi) of hand strength y holding the bluff-called / bluff-folds edge at each named bettor hand x,
#: measured by :func:`boundary_band` (lo rounded down, hi up, to 3 decimals).
#:
#: :meta hide-value:
READINGS = {
    "payoff_parameter_analysis__payoffs1.png": {
        0.02: (0.553, 0.56),
        0.04: (0.553, 0.56),
        0.06: (0.553, 0.56),
        0.08: (0.553, 0.56),
        0.1: (0.553, 0.56),
    },
    "payoff_parameter_analysis__payoffs2.png": {
        0.02: (0.576, 0.583),
        0.04: (0.576, 0.583),
        0.06: (0.532, 0.552),
        0.08: (0.532, 0.539),
        0.1: (0.532, 0.539),
    },
    "payoff_parameter_analysis__payoffs3.png": {
        0.02: (0.649, 0.659),
        0.04: (0.641, 0.659),
        0.06: (0.557, 0.581),
        0.08: (0.48, 0.506),
        0.1: (0.419, 0.426),
    },
    "payoff_parameter_analysis__payoffs4.png": {
        0.02: (0.71, 0.717),
        0.04: (0.66, 0.686),
        0.06: (0.574, 0.598),
        0.08: (0.498, 0.523),
        0.1: (0.406, 0.434),
    },
    "payoff_parameter_analysis__payoffs5.png": {
        0.02: (0.719, 0.797),
        0.04: (0.679, 0.707),
        0.06: (0.593, 0.619),
        0.08: (0.517, 0.543),
        0.1: (0.429, 0.455),
    },
    "payoff_parameter_analysis__payoffs6.png": {
        0.02: (0.517, 0.558),
        0.04: (0.421, 0.447),
        0.06: (0.339, 0.363),
        0.08: (0.28, 0.3),
        0.1: (0.194, 0.25),
    },
}


def axes_box(image) -> tuple[int, int, int, int]:
    """Pixel columns of x = 0 and x = 1 and rows of y = 1 and y = 0: the panel's dark frame lines.

    Parameters
    ----------
    image : array of shape (rows, columns, 3)
        The panel as RGB integers.

    Returns
    -------
    tuple of int
        (left, right, top, bottom).

    Examples
    --------
    >>> im = np.full((50, 60, 3), 255); im[5, 10:51] = 0; im[45, 10:51] = 0; im[5:46, 10] = 0; im[5:46, 50] = 0
    >>> axes_box(im)
    (10, 50, 5, 45)
    """
    image = np.asarray(image)
    if image.ndim != 3 or image.shape[2] < 3:
        raise ValueError(f"image must be an RGB array of shape (rows, columns, 3); got shape {image.shape}")
    dark = image[..., :3].astype(int).sum(axis=2) < 150
    rows = np.flatnonzero(dark.sum(axis=1) > 0.5 * image.shape[1] * 0.5)
    cols = np.flatnonzero(dark.sum(axis=0) > 0.5 * image.shape[0] * 0.5)
    if len(rows) < 2 or len(cols) < 2:
        raise ValueError("image has no dark frame: not one of the paper's panels")
    return int(cols[0]), int(cols[1]), int(rows[0]), int(rows[-1])


def boundary_band(image, x: float) -> tuple[float, float]:
    """The band of y holding the edge between salmon (below) and blue (above) in the column of hand x.

    Parameters
    ----------
    image : array of shape (rows, columns, 3)
        The panel as RGB integers.
    x : float
        The bettor's hand, in (0, 1).

    Returns
    -------
    tuple of float
        (highest salmon y below the lowest blue pixel, that blue pixel's y), in hand strength.

    Examples
    --------
    >>> im = np.full((50, 60, 3), 255); im[5, 10:51] = 0; im[45, 10:51] = 0; im[5:46, 10] = 0; im[5:46, 50] = 0
    >>> im[6:25, 11:50] = (60, 80, 250); im[25:45, 11:50] = (240, 190, 170)
    >>> boundary_band(im, 0.5)
    (0.5, 0.525)
    """
    if isinstance(x, (bool, str, bytes)) or not isinstance(x, numbers.Real) or not 0 < x < 1:
        raise (ValueError if isinstance(x, numbers.Real) and not isinstance(x, bool) else TypeError)(
            f"x must lie in (0, 1); got {x!r}"
        )
    image = np.asarray(image).astype(int)
    left, right, top, bottom = axes_box(image)
    col = round(left + x * (right - left))
    rows = np.arange(bottom - 1, top, -1)  # from y = 0 up, inside the frame
    r, b = image[rows, col, 0], image[rows, col, 2]
    y = (bottom - rows) / (bottom - top)
    blue, salmon = y[b > r + 40], y[r > b + 40]
    if not len(blue) or not len(salmon[salmon < blue.min()]):
        raise ValueError(f"no salmon-to-blue edge in the column of x = {x}")
    return float(salmon[salmon < blue.min()].max()), float(blue.min())


def measure(path, xs) -> dict:
    """:func:`boundary_band` at each hand of ``xs`` in the panel stored at ``path`` (a PNG; needs Pillow).

    Parameters
    ----------
    path : str or pathlib.Path
        The panel's file.
    xs : iterable of float
        Bettor hands in (0, 1).

    Returns
    -------
    dict
        x -> (lo, hi).

    Examples
    --------
    >>> import tempfile
    >>> from PIL import Image
    >>> im = np.full((50, 60, 3), 255, dtype=np.uint8); im[5, 10:51] = 0; im[45, 10:51] = 0
    >>> im[5:46, 10] = 0; im[5:46, 50] = 0; im[6:25, 11:50] = (60, 80, 250); im[25:45, 11:50] = (240, 190, 170)
    >>> file = Path(tempfile.mkdtemp()) / "panel.png"; Image.fromarray(im).save(file)
    >>> measure(file, [0.25, 0.75])
    {0.25: (0.5, 0.525), 0.75: (0.5, 0.525)}
    """
    from PIL import Image

    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or pathlib.Path naming a PNG; got {type(path).__name__} {path!r}")
    image = np.asarray(Image.open(Path(path)).convert("RGB"))
    return {x: boundary_band(image, x) for x in xs}
