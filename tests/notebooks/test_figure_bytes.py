"""A figure's bytes depend on the bits of the numbers drawn only, not on numpy's code path (issue 52).

The cross-machine check itself is nbval's: the root conftest makes it compare the PNG every notebook cell
shows with the stored one, on the baseline code path (run.py test), and test_figures.py holds the stored
images equal to figures/. These tests hold the pieces of lcp.plotting's rule.
"""

import math

import matplotlib.pyplot as plt
import numpy as np
import pytest

from lcp import plotting
from lcp.core import portable

EPS = np.finfo(float).eps


def _ulps(a, b):
    return np.abs(a - b) / np.spacing(np.maximum(np.abs(a), np.abs(b)))


def test_stable_log10_and_exp10_are_accurate():
    rng = np.random.default_rng(52)
    x = np.concatenate([np.exp(rng.uniform(-700, 700, 20000)), 10.0 ** np.arange(-300, 301), [5e-324, 2.0**-1022]])
    exact = np.array([math.log10(v) for v in x])
    nonzero = exact != 0
    assert _ulps(portable.stable_log10(x), exact)[nonzero].max() <= 2
    assert np.abs(portable.stable_log10(x) - exact).max() < 1e-13
    y = np.concatenate([rng.uniform(-300, 300, 20000), np.arange(-300.0, 301.0)])
    assert _ulps(portable.stable_exp10(y), np.array([10.0**v for v in y])).max() <= 2
    special = [0.0, -1.0, math.inf, math.nan]
    assert np.array_equal(portable.stable_log10(special), [-math.inf, math.nan, math.inf, math.nan], equal_nan=True)
    assert np.array_equal(portable.stable_exp10([math.inf, -math.inf, math.nan, 500.0, -500.0]),
                          [math.inf, 0.0, math.nan, math.inf, 0.0], equal_nan=True)  # fmt: skip


def test_log_axes_take_the_stable_logarithm():
    fig, axes = plotting.new_figure()
    ax = axes[0, 0]
    ax.loglog([1.0, 1600.0], [1.0, 2.0])
    transform = ax.xaxis.get_transform()
    assert isinstance(transform, plotting.StableLogTransform)
    values = np.array([3.0, 1600.0, 1e-7])
    assert np.array_equal(transform.transform(values), portable.stable_log10(values))
    assert np.array_equal(transform.inverted().transform(portable.stable_log10(values)),
                          portable.stable_exp10(portable.stable_log10(values)))  # fmt: skip
    assert transform.transform(np.array([0.0]))[0] == -1000  # matplotlib's clip of non-positive values
    plt.close(fig)


def test_stable_round_keeps_40_bits():
    x = np.array([0.1 + 0.2, 1 / 3, -2.5e-300, 7.0, 0.0, math.inf])
    r = portable.stable_round(x)
    m, _ = np.frexp(r[np.isfinite(r) & (r != 0)])
    assert np.array_equal(np.ldexp(m, 40), np.rint(np.ldexp(m, 40)))  # 40 significant bits at most
    assert np.all(np.abs(r[:4] - x[:4]) <= 2.0**-40 * np.abs(x[:4]))
    assert r[3:].tolist() == [7.0, 0.0, math.inf]
    assert portable.stable_round(0.1 + 0.2) == portable.stable_round(0.3)
    with pytest.raises(ValueError, match="bits"):
        portable.stable_round(x, bits=60)


def test_settle_rounds_what_the_figure_draws():
    third = 1 / 3
    fig, axes = plotting.new_figure()
    ax = axes[0, 0]
    (line,) = ax.plot([0.0, third], [third, 1.0])
    band = ax.fill_between([0.0, third], [0.0, 0.0], [third, third])
    image = ax.imshow([[third, 0.5]], extent=(0.0, 1.0, 0.0, 1.0))
    bar = ax.barh([0.5], [third])[0]
    label = ax.text(third, third, "x")
    plotting.settle(fig)
    q = float(portable.stable_round(third))
    assert q != third
    assert line.get_xdata().tolist() == [0.0, q] and line.get_ydata().tolist() == [q, 1.0]
    assert q in band.get_paths()[0].vertices
    assert image.get_array().tolist() == [[q, 0.5]] and image.norm.vmin == q
    assert bar.get_width() == q
    assert label.get_position() == (q, q)
    plt.close(fig)
    fig, axes = plotting.new_figure()
    axes[0, 0].plot([0.0, third], [0.0, 1.0])
    plotting.settle(fig)
    assert axes[0, 0].dataLim.x1 == q  # autoscaling reads the rounded data
    plt.close(fig)


def test_settle_keeps_the_limits_matplotlib_chose():
    """A horizontal line drawn inside the limits already computed does not widen them (matplotlib's axhline),
    and settle() must not either: it rounds the limits, it does not autoscale again (Figure 6.1)."""
    fig, axes = plotting.new_figure()
    ax = axes[0, 0]
    ax.plot([0.0, 1.0, 2.0], [0.0, 0.1, 0.1375])
    ax.axhline(1 / 7, ls="--")
    before = ax.get_ylim()
    plotting.settle(fig)
    assert np.allclose(ax.get_ylim(), before, rtol=2.0**-40, atol=0) and ax.get_ylim()[1] < 1 / 7 + 0.002
    plt.close(fig)


def _display_coordinates(scale: float) -> list:
    """Where Figure 3.1's lines (markers, and a dotted straight guide through four points, in log-log axes) and a
    linear panel's curve land in display space, the data multiplied by ``scale``, after settle()."""
    cells = np.array([100, 400, 1600, 6400])
    fig, axes = plotting.new_figure(ncols=2, width=3.0, height=3.0)
    log, linear = axes[0]
    for k, top in enumerate([4.2e-4, 1.1e-4, 4.4e-5]):
        log.loglog(cells, top * scale * (cells[0] / cells) ** (2 + 0.03 * k), marker="osD"[k])
    log.loglog(cells, 1.0765560005476793e-4 * scale * (cells[0] / cells) ** 2, "k:")
    x = np.linspace(0.0, 1.0, 201)
    linear.plot(x, scale * np.sin(3 * x) / 3, marker=".")
    linear.fill_between(x, 0.0, scale * x**2 / 7)
    plotting.settle(fig)  # autoscales from the rounded data limits (the layout only moves the axes: exactly)
    out = [ax.transData.transform(line.get_xydata()) for ax in (log, linear) for line in ax.lines]
    out += [linear.transData.transform(linear.collections[0].get_paths()[0].vertices)]
    plt.close(fig)
    return out


def test_last_bit_changes_of_the_data_do_not_move_a_vertex():
    """What Agg rasterises is the same to the bit when the data differ in their last bits (without settle()
    every vertex moves, and Figure 3.1's guide, whose joins are intersections of parallel edges, moved a pixel)."""
    first = _display_coordinates(1.0)
    for k in (-3, 1, 2):
        assert all(np.array_equal(a, b) for a, b in zip(_display_coordinates(1 + k * EPS), first)), k


NATIVE_OR_BASELINE = """
import sys, numpy as np
from lcp import portable
rng = np.random.default_rng(7)  # inputs made by exact operations only: the same on both paths
x, y = np.ldexp(rng.uniform(0.5, 1.0, 5000), rng.integers(-200, 200, 5000)), rng.uniform(-60.0, 60.0, 5000)
sys.stdout.write(portable.stable_log10(x).tobytes().hex() + " " + portable.stable_exp10(y).tobytes().hex())
"""


def test_stable_functions_give_the_same_bits_on_the_other_code_path():
    """The same numbers in a process on the other numpy code path: the baseline one if this process runs on
    the machine's own, else the machine's own (run.py test runs the suite on the baseline path)."""
    import os
    import subprocess
    import sys

    env = dict(os.environ)
    if env.pop("NPY_DISABLE_CPU_FEATURES", None) is None:
        try:
            from numpy._core import _multiarray_umath as umath
        except ImportError:  # numpy < 2
            from numpy.core import _multiarray_umath as umath  # type: ignore[no-redef]
        found = [f for f in umath.__cpu_dispatch__ if umath.__cpu_features__.get(f)]
        if not found:
            pytest.skip("this CPU has no dispatched features: numpy has one code path here")
        env["NPY_DISABLE_CPU_FEATURES"] = " ".join(found)
    other = subprocess.run([sys.executable, "-c", NATIVE_OR_BASELINE], env=env, capture_output=True, text=True,
                           check=True).stdout  # fmt: skip
    namespace: dict = {}
    exec(NATIVE_OR_BASELINE.replace("sys.stdout.write(", "here = ("), namespace)
    assert other == namespace["here"]
