"""Documented ranges are the accepted ranges (issue 35): lcp.notebook, lcp.record.markup, lcp.record.versions, lcp.record.sources, lcp.core.cache, lcp.core.files and lcp.plotting.

The entries' format and how they run: tests/_ranges.py.
"""

from __future__ import annotations

import errno
import math
import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import strategies as st

import lcp
from _ranges import (
    LCP,
    SCRATCH,
    Entries,
    Range,
    X,
    _names,
    any_text,
    figures_in_scratch,  # noqa: F401  (autouse: plotting writes into the scratch folder)
    flag,
    ints,
    reals,
)
from lcp import notebook, plotting
from lcp.core import cache, files
from lcp.record import claims, errata, markup, sources, versions

ENTRIES = Entries()
register = ENTRIES.register

# --- notebooks' helpers, markup, records, sources, figures -------------------------------------------------------

# the refusals name the notebook's parameter they check
register("lcp.notebook.Flag.check", lambda quick: notebook.Flag().check("quick", quick), quick=flag())
register("lcp.notebook.Integer.check", lambda cells: notebook.Integer(1, 10).check("cells", cells), cells=ints(1, 10))
register(
    "lcp.notebook.Real.check",
    lambda B: notebook.Real(0, 10, low_open=True).check("B", B),
    B=reals(0, 10, low_open=True),
)
RANGES = {"quick": notebook.Flag(), "B": notebook.Real(0, 10, low_open=True)}
HISTORY = Range(st.sampled_from([[""], ["", "# Parameters\nquick = True\n"]]), st.sampled_from([5, None, "In", [3]]))
register(
    "lcp.notebook.check_parameters",
    lambda history, B: notebook.check_parameters(history, {"quick": True, "B": B}, RANGES),
    history=HISTORY,
    B=Range(st.floats(0.1, 10), st.just(-1.0)),
)
register(
    "lcp.notebook.apply_quick",
    lambda history, quick_values: notebook.apply_quick(history, {"quick": True, "B": 1.0}, quick_values),
    history=HISTORY,
    quick_values=Range(st.just({"B": 2.0}), st.sampled_from([None, [("B", 2.0)]])),
)
register(
    "lcp.notebook.refuse_hiding_parameters", lambda history: notebook.refuse_hiding_parameters(history), history=HISTORY
)
register(
    "lcp.notebook.below",
    lambda value, bound: notebook.below(value, bound),  # |value| >= bound is the assertion it makes
    value=Range(st.floats(-1e-20, 1e-20), st.sampled_from([math.nan, "0", None])),
    bound=reals(0, math.inf, low_open=True, high_open=True, draw_low=1e-15, draw_high=1),
)
register(
    "lcp.notebook.fmt", lambda value, digits: notebook.fmt(value, digits), value=reals(exact=True), digits=ints(1, 40)
)
register(
    "lcp.notebook.table",
    lambda rows, headers: notebook.table(rows, headers),
    rows=Range(st.just([("FBCP", X(1, 18))]), st.sampled_from([[("FBCP",)], None])),
    headers=Range(st.just(["game", "value"]), st.sampled_from(["game", None])),
)
register(
    "lcp.notebook.Table",
    lambda rows, headers: repr(notebook.Table(rows, headers)),
    rows=Range(st.just([("x0", 0.25)]), st.sampled_from([[("x0",)], None])),
    headers=Range(st.just(["name", "value"]), st.sampled_from(["name", None])),
)

MARKUP = Range(
    st.text(alphabet="ab $\\{}^_*", max_size=20) | st.sampled_from([r"$x \le \frac{1}{2}$ and *weakly*", r"\$2"]),
    st.sampled_from([None, 5, b"bytes", "$" + "{" * 500 + "x" + "}" * 500 + "$"]),
)


def _markup_check(fn):
    """A field following the markup convention renders; one breaking it may be refused, naming text."""

    def call(text):
        if isinstance(text, str) and len(text) < 100 and markup.problems(text):
            try:
                return fn(text)
            except ValueError as exc:
                assert _names(str(exc), "text"), exc
                return None
        return fn(text)

    return call


DEEP = "$" + "{" * 500 + "x" + "}" * 500 + "$"  # read by plain (refused, naming text), listed by problems
for fn in ("parts", "problems", "markdown_cell", "plain"):
    register(
        f"lcp.record.markup.{fn}",
        lambda fn=fn, text=None: _markup_check(getattr(markup, fn))(text),
        check=(lambda a, r: bool(r) if a["text"] == DEEP else None) if fn == "problems" else None,
        text=MARKUP if fn == "plain" else Range(MARKUP.inside | st.just(DEEP), st.sampled_from([None, 5, b"bytes"])),
    )
register(
    "lcp.record.markup.markdown_table",
    lambda headers, rows, align: markup.markdown_table(headers, rows, align),
    headers=Range(st.just(["a", "b"]), st.sampled_from(["ab", None, [1, 2]])),
    rows=Range(st.just([["$x$", "1"]]), st.sampled_from([[["x"]], None])),
    align=Range(st.sampled_from([None, ["left", "right"]]), st.sampled_from([["middle", "left"], "left"])),
)
register(
    "lcp.record.markup.plain_block",
    lambda title, fields, width: markup.plain_block(title, fields, width),
    title=Range(st.just("Sec. 1"), st.sampled_from([None, 1])),
    fields=Range(st.just([("printed", r"$x \le 1$")]), st.sampled_from([None, "x", [("a",)]])),
    width=ints(10, None, draw_high=200),
)

NOTEBOOK_NAMES = Range(st.sampled_from(["01_fixed_bet", "03_lcp_derivation", "none"]), st.sampled_from([None, 1]))
for mod in ("errata", "claims"):
    register(
        f"lcp.record.{mod}.for_notebook",
        lambda mod=mod, notebook=None: getattr(lcp.record, mod).for_notebook(notebook),
        notebook=NOTEBOOK_NAMES,
    )
ROWS = {"errata": errata.ERRATA[:3], "claims": claims.CLAIMS[:3]}
for mod in ("errata", "claims"):
    rows = {mod: Range(st.just(ROWS[mod]), st.sampled_from([None, ["row"], "rows"]))}
    register(f"lcp.record.{mod}.markdown", lambda mod=mod, **a: getattr(lcp.record, mod).markdown(a[mod]), **rows)
    register(
        f"lcp.record.{mod}.text",
        lambda mod=mod, width=100, **a: getattr(lcp.record, mod).text(a[mod], width),
        **rows,
        width=ints(10, None, draw_high=200),
    )
register(
    "lcp.record.claims.counts",
    lambda claims: lcp.record.claims.counts(claims),
    check=lambda a, r: sum(r.values()) == len(a["claims"]),
    claims=Range(st.just(claims.CLAIMS), st.sampled_from([None, [1], "proved"])),
)

V_ROWS = Range(st.just(versions.MAP), st.sampled_from([None, ["row"], "rows"]))
register(
    "lcp.record.versions.for_notebook",
    lambda notebook, rows: versions.for_notebook(notebook, rows),
    notebook=NOTEBOOK_NAMES,
    rows=V_ROWS,
)
register("lcp.record.versions.by_manuscript", lambda rows: versions.by_manuscript(rows), rows=V_ROWS)
register(
    "lcp.record.versions.as_posted",
    lambda number: versions.as_posted(number),
    check=lambda a, r: r == a["number"] or a["number"][0] in "CDE",
    number=Range(st.sampled_from(["8.3", "B", "C.12", "D.1.1", "E"]), st.sampled_from([None, 3, ["D"]])),
)
register("lcp.record.versions.markdown", lambda rows: versions.markdown(rows), rows=V_ROWS)
register("lcp.record.versions.summary", lambda rows: versions.summary(rows), rows=V_ROWS)
register(
    "lcp.record.versions.level",
    lambda number: versions.level(number),
    check=lambda a, r: r == (a["number"].count(".") + 1 if a["number"] else 0),
    number=Range(st.sampled_from(["", "4", "4.1", "C.1.2"]), st.sampled_from([None, 4.1])),
)
register(
    "lcp.record.versions.manuscript_key",
    lambda row: versions.manuscript_key(row),
    row=Range(st.sampled_from(versions.MAP[:5]), st.sampled_from([None, "4.1"])),
)
register(
    "lcp.record.versions.broadest",
    lambda numbers: versions.broadest(numbers),
    numbers=Range(
        st.lists(st.sampled_from(["4", "4.1", "5", "C.1"]), max_size=4), st.sampled_from([None, [4.1], "4.1"])
    ),
)
register(
    "lcp.record.versions.manuscript_headings",
    lambda text: versions.manuscript_headings(text),
    text=Range(st.sampled_from(["## 1 Introduction\n", "# Title\n"]), st.sampled_from([5, b"## 1"])),
)
SHARED = Range(st.just(None), st.sampled_from([3, "/nonexistent"]))
register("lcp.record.versions.revision_files", lambda folder: versions.revision_files(folder), folder=SHARED)
register("lcp.record.versions.revision_headings", lambda folder: versions.revision_headings(folder), folder=SHARED)

register("lcp.record.sources.shared_dir", lambda: sources.shared_dir())
register("lcp.core.cache.source_key", lambda: cache.source_key(), check=lambda a, r: len(r) == 20 and int(r, 16) >= 0)
register(
    "lcp.core.cache.on_disk",
    lambda function: cache.on_disk(function)(),
    check=lambda a, r: r == a["function"](),
    function=Range(st.just(lambda: 1), st.sampled_from([None, 3, "f"])),
)
register(
    "lcp.record.sources.by_key",
    lambda name: sources.by_key(name),
    check=lambda a, r: a["name"] in (r.key, r.code, r.file),
    name=Range(
        st.sampled_from([n for src in sources.SOURCES for n in (src.key, src.code, src.file)]),
        st.sampled_from([None, 3, "no such source", ""]),
    ),
)
register(
    "lcp.record.sources.path",
    lambda source: sources.path(source),
    source=Range(st.just("limit-continuous-poker-2025-05.md"), st.sampled_from([None, 3])),
)
register(
    "lcp.record.sources.normalise",
    lambda text: sources.normalise(text),
    check=lambda a, r: "  " not in r,
    text=any_text(),
)
QUOTE = errata.ERRATA[0].quote
register(
    "lcp.record.sources.locate",
    lambda quote: sources.locate(errata.ERRATA[0].source, quote),
    quote=Range(st.just(QUOTE), st.sampled_from([None, "quote"])),
)

register("lcp.plotting.in_checkout", lambda: plotting.in_checkout())
register("lcp.plotting.figures_dir", lambda: plotting.figures_dir())
register(
    "lcp.plotting.caption_html",
    lambda figure, caption, alt: plotting.caption_html(figure, caption, alt),
    figure=Range(st.just("3.1"), st.sampled_from([None, 3.1])),
    caption=Range(st.just("A caption."), st.sampled_from([None])),
    alt=Range(st.just("What it shows."), st.sampled_from([None])),
)


def _figure(fn):
    fig, axes = plotting.new_figure()
    try:
        return fn(axes[0, 0])
    finally:
        plotting.plt.close(fig)


register(
    "lcp.plotting.new_figure",
    lambda ncols, nrows, width, height: plotting.plt.close(plotting.new_figure(ncols, nrows, width, height)[0]),
    ncols=ints(1, 20, draw_high=3),
    nrows=ints(1, 20, draw_high=2),
    width=reals(0, 50, low_open=True, draw_low=1),
    height=reals(0, 50, low_open=True, draw_low=1),
)
register(
    "lcp.core.files.write_atomically",
    lambda path, write: files.write_atomically(path, write),
    path=Range(st.just(SCRATCH / "atomic-files.bin"), st.sampled_from([None, "atomic.bin"])),
    write=Range(st.just(lambda f: f.write(b"x")), st.sampled_from([None, b"x"])),
)


def _output(target, force, option):
    with files.Output(target, option=option, force=force) as out:
        out.write(b"MARK")
        out.commit()
    with files.Output(target, option=option, force=force) as out:  # discarded: the file stays as it was
        out.write(b"half")
        out.discard()
    return Path(target).read_bytes()


register(
    "lcp.core.files.Output",
    _output,
    check=lambda a, r: r == b"MARK",
    covers=("lcp.core.files.Output.write", "lcp.core.files.Output.commit", "lcp.core.files.Output.discard"),
    target=Range(st.just(SCRATCH / "output.bin"), st.sampled_from([None, 3, b"output.bin"])),
    force=Range(st.just(True), st.sampled_from(["False", 2.0, 1, 0, None])),
    option=Range(st.sampled_from(["--out", "--json"]), st.sampled_from([None, 3, b"--out"])),
)
register(
    "lcp.core.files.write_output",
    lambda target, data: files.write_output(target, data, force=True),
    check=lambda a, r: (
        Path(a["target"]).read_bytes() == (a["data"] if isinstance(a["data"], bytes) else a["data"].encode())
    ),
    target=Range(st.just(SCRATCH / "write-output.txt"), st.sampled_from([None, 3, b"w.txt"])),
    data=Range(st.sampled_from([b"x", "’"]), None),
)
register(
    "lcp.core.files.write_reason",
    lambda number, said: files.write_reason(number, said),
    check=lambda a, r: (
        (r is None) == (a["number"] == errno.ENOENT)
        and (r is None or r.endswith(f"({a['said'] or os.strerror(errno.EFBIG)})"))
    ),
    number=Range(st.sampled_from([errno.EFBIG, errno.ENOENT]), None),  # a write error, and not one
    said=Range(st.sampled_from([None, "too large"]), None),
)
register(
    "lcp.core.files.made_by",
    lambda prefix: files.made_by(prefix)(SCRATCH / "output.bin"),
    prefix=Range(st.sampled_from([b"M", b"MARK", b"other"]), st.sampled_from([None, "MARK", b""])),
)


def _refused(prog, message):
    with pytest.raises(SystemExit):
        files.refuse(prog, message)


register(
    "lcp.core.files.refuse",
    _refused,
    prog=Range(st.just("python -m lcp.x"), st.sampled_from([None, 3, b"x"])),
    message=Range(st.just("--out 'a' is a folder"), st.sampled_from([None, 3, b"x"])),
)
register(
    "lcp.plotting.savefig",
    lambda name: _figure(lambda ax: plotting.savefig(ax.figure, name)),
    name=Range(st.just("00_fuzz-figure"), st.sampled_from([None, "a/b", "x.png", ""])),
)
register(
    "lcp.plotting.strategy_profile",
    lambda s_max, legend: _figure(
        lambda ax: plotting.strategy_profile(ax, LCP.bet, LCP.call, [0.5, 1.0, 2.0], s_max, "LCP", legend)
    ),
    s_max=reals(0, math.inf, low_open=True, high_open=True, draw_low=1, draw_high=100),
    legend=flag(),
)
register(
    "lcp.plotting.label_regions",
    lambda fontsize, rotate: _figure(
        lambda ax: plotting.label_regions(ax, np.arange(100).reshape(10, 10) // 50, ["a", "b"], fontsize, rotate)
    ),
    fontsize=reals(0, 100, low_open=True, draw_low=1),
    rotate=flag(),
)

test_documented_ranges = ENTRIES.test()
