"""Documented ranges are the accepted ranges (issue 35): lcp.core.portable, lcp.plotting's stable log scale and
settle (issue 52), and lcp.testbed.bench.command.

The entries' format and how they run: tests/_ranges.py. The checks compare with Python's math (libm, correctly
rounded or nearly), an independent computation of the same values.
"""

from __future__ import annotations

import contextlib
import io
import math

from hypothesis import strategies as st

from _ranges import (
    Entries,
    Range,
    choice,
    close,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    ints,
)
from lcp import plotting
from lcp.core import portable
from lcp.testbed import bench

ENTRIES = Entries()
register = ENTRIES.register

# --- lcp.core.portable ----------------------------------------------------------------------------------------------

NOT_REALS = st.sampled_from([None, "1.0", [1.0, "x"], complex(1, 1), True, [[1.0], [1.0, 2.0]]])
FINITE = st.floats(-1e300, 1e300, allow_nan=False)
POSITIVE = st.floats(1e-300, 1e300, allow_nan=False)
SMALL = st.floats(-300, 300, allow_nan=False)


def _all_close(expected, got, tol=1e-12):
    got = [float(v) for v in got]
    assert len(got) == len(expected)
    for e, g in zip(expected, got, strict=True):
        close(e, g, tol)


register(
    "lcp.core.portable.stable_log10",
    lambda values: portable.stable_log10(values),
    check=lambda a, r: _all_close([math.log10(v) for v in a["values"]], r),
    values=Range(st.lists(POSITIVE, max_size=4), NOT_REALS),
)
register(
    "lcp.core.portable.stable_exp10",
    lambda values: portable.stable_exp10(values),
    check=lambda a, r: _all_close([10.0**v for v in a["values"]], r),
    values=Range(st.lists(SMALL, max_size=4), NOT_REALS),
)
register(
    "lcp.core.portable.stable_round",
    lambda values, bits: portable.stable_round(values, bits),
    # independently: the nearest multiple of 2**(e - bits), e the exponent of frexp, by exact rationals
    check=lambda a, r: all(
        v == 0
        or (
            abs(float(g) - v) <= math.ldexp(1, math.frexp(v)[1] - a["bits"] - 1)
            and float(g) * 2 ** (a["bits"] - math.frexp(v)[1]) == round(float(g) * 2 ** (a["bits"] - math.frexp(v)[1]))
        )
        for v, g in zip(a["values"], r, strict=True)
    ),
    values=Range(st.lists(FINITE, max_size=4), NOT_REALS),
    bits=ints(1, 53),
)

# --- lcp.plotting: the stable log scale and settle -------------------------------------------------------------

BASE = Range(st.sampled_from([10, 2, math.e, 0.5, 10.0]), st.sampled_from([1, 0, -2.0, math.nan, math.inf, "10", None]))
NONPOSITIVE = choice("clip", "mask", outside=("drop", None))
LOG_VALUES = Range(st.lists(st.floats(1e-100, 1e100), max_size=4), NOT_REALS)
EXPONENTS = Range(st.lists(st.floats(-30, 30), max_size=4), NOT_REALS)


def _logs(a, r):
    _all_close([math.log(v, a["base"]) for v in a["values"]], r, 1e-11)


register(
    "lcp.plotting.StableLogTransform",
    lambda base, nonpositive: plotting.StableLogTransform(base, nonpositive),
    check=lambda a, r: close(r.transform_non_affine([a["base"] ** 3])[0], 3.0, 1e-11),
    base=BASE,
    nonpositive=NONPOSITIVE,
)
register(
    "lcp.plotting.StableLogTransform.transform_non_affine",
    lambda base, values: plotting.StableLogTransform(base).transform_non_affine(values),
    check=_logs,
    base=Range(BASE.inside),
    values=LOG_VALUES,
)
register(
    "lcp.plotting.StableLogTransform.inverted",
    lambda base, values: (
        plotting.StableLogTransform(base)
        .inverted()
        .transform_non_affine(plotting.StableLogTransform(base).transform_non_affine(values))
    ),
    check=lambda a, r: _all_close(a["values"], r, 1e-11),
    base=Range(BASE.inside),
    values=Range(st.lists(st.floats(1e-30, 1e30), max_size=4)),
)
register(
    "lcp.plotting.StableInvertedLogTransform",
    lambda base: plotting.StableInvertedLogTransform(base),
    check=lambda a, r: close(r.transform_non_affine([2.0])[0], a["base"] ** 2, 1e-11),
    base=BASE,
)
register(
    "lcp.plotting.StableInvertedLogTransform.transform_non_affine",
    lambda base, values: plotting.StableInvertedLogTransform(base).transform_non_affine(values),
    check=lambda a, r: _all_close([a["base"] ** v for v in a["values"]], r, 1e-11),
    base=Range(BASE.inside),
    values=EXPONENTS,
)
register(
    "lcp.plotting.StableInvertedLogTransform.inverted",
    lambda base, values: plotting.StableInvertedLogTransform(base).inverted().transform_non_affine(values),
    check=_logs,
    base=Range(BASE.inside),
    values=Range(LOG_VALUES.inside),
)
register(
    "lcp.plotting.StableLogScale",
    lambda base, nonpositive: plotting.StableLogScale(None, base=base, nonpositive=nonpositive),
    check=lambda a, r: r.base == a["base"] and isinstance(r.get_transform(), plotting.StableLogTransform),
    base=BASE,
    nonpositive=NONPOSITIVE,
)
register(
    "lcp.plotting.StableLogScale.get_transform",
    lambda base, values: plotting.StableLogScale(None, base=base).get_transform().transform_non_affine(values),
    check=_logs,
    base=Range(BASE.inside),
    values=Range(LOG_VALUES.inside),
)


def _settle(fig, ys):
    """A line of ``ys`` drawn on ``fig`` (a fresh figure when "new"), settled; its y data, the figure closed."""
    made = fig == "new"
    if made:
        fig, axes = plotting.new_figure()
        (line,) = axes[0, 0].plot(range(len(ys)), ys)
    try:
        plotting.settle(fig)
        return line.get_ydata()
    finally:
        if made:
            plotting.plt.close(fig)


register(
    "lcp.plotting.settle",
    lambda fig, ys: _settle(fig, ys),
    check=lambda a, r: list(r) == list(portable.stable_round(a["ys"])),
    fig=Range(st.just("new"), st.sampled_from([None, 3, plotting.plt])),
    ys=Range(st.lists(st.floats(-1e6, 1e6), min_size=1, max_size=3)),
)

# --- lcp.testbed.bench.command ---------------------------------------------------------------------------------


def _command(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = bench.command(argv)
    return status, out.getvalue()


register(
    "lcp.testbed.bench.command",
    lambda argv: _command(argv),
    check=lambda a, r: r[0] == 0 and r[1].startswith("usage: python -m lcp.testbed {solve,score,bench}"),
    argv=Range(st.sampled_from([["--help"], ["-h"], ("--help",)]), st.sampled_from([3, "--help", [3], ("-h", None)])),
)

test_documented_ranges = ENTRIES.test()
