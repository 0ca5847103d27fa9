"""Every page of the site as a reader sees it, on a laptop (1280 x 900) and on a phone (390 x 844) (issue 27).

The site is built by the README's command (the ``site`` fixture of ``conftest``) and read in headless chromium
at both widths, once for all the site's tests (``_survey``). On every page, after MathJax has run:

* nothing is wider than the screen (the page never scrolls sideways; wide tables, code and formulas scroll
  inside their own box, a formula from its left edge: none starts left of its column, out of reach);
* no formula holds prose: a ``$$`` that touches a paragraph makes MyST read the whole paragraph as one
  formula, which MathJax then typesets without complaint as a run of italic letters. So the TeX source of
  every formula is read back from MathJax and must hold neither Markdown emphasis (``*word*``) nor a run of
  four plain words outside ``\\text{...}``;
* no Markdown table shows as raw text: no line of the page's visible text (code inputs and doctests aside) is a
  pipe-table separator (``|---|---|``), which is what a table printed with ``print`` looks like.
"""

from __future__ import annotations

import re

import pytest

from _notebooks import LISTED, ROOT
from _survey import WIDTHS

pytestmark = pytest.mark.browser


# TeX that may hold words: \text{...} and its relatives, and \label/\tag/\href arguments.
_WORDY = re.compile(r"\\(?:text[a-z]*|mathrm|mbox|operatorname|label|tag|href|url)\s*\{[^{}]*\}")
_COMMAND = re.compile(r"\\[A-Za-z]+")
_PROSE = re.compile(r"(?:\b[A-Za-z]{2,}\b[\s,.;:]+){3}\b[A-Za-z]{2,}\b")
_EMPHASIS = re.compile(r"(?<![\\\w])\*[A-Za-z][^*$]*\*(?!\w)")
# a separator row, on a line of its own or run into one paragraph with the rest of the table
_PIPE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$|\|\s*:?-{3,}:?\s*\|", re.M)


def prose_in_math(tex: str) -> str | None:
    """The stretch of prose or Markdown inside one formula's TeX source, or None if it has none."""
    if m := _EMPHASIS.search(tex):
        return m.group(0)
    bare = _COMMAND.sub(" ", _WORDY.sub(" ", tex))
    if m := _PROSE.search(bare):
        return m.group(0)
    return None


def test_the_prose_detector_tells_prose_from_formulas():
    swallowed = r"b_0 \to \infty \text{ as } U \to \infty. The saturation bet grows like the square root of U"
    assert prose_in_math(swallowed)
    assert prose_in_math(r"x \le \frac{1}{2} \quad *weakly* dominated")
    for formula in (
        r"V(L, U) = \frac{1 - m}{2(7 - m)}",
        r"\text{if the caller calls every hand} \quad c(s) = 1",
        r"\max_{s \in [L, U]} \sum_{i} E_i \ge 0",
        r"\operatorname{sign} x \cdot \mathrm{EV}(x)",
        r"x_2 = \frac{1 - m}{7 - m} \tag{4.3}",
        r"a \cdot b \cdot c",
        r"\sin x + \cos y",
    ):
        assert prose_in_math(formula) is None, formula


def test_the_table_detector_finds_printed_tables():
    assert _PIPE_RULE.search("| a | b |\n|---|---|\n| 1 | 2 |")
    assert _PIPE_RULE.search("a | b\n--- | ---\n1 | 2")
    assert _PIPE_RULE.search("| a | b | |---|---| | 1 | 2 |")  # a paragraph that swallowed a table
    assert not _PIPE_RULE.search("x0 ---- x1\n| a |")


def test_a_laptop_gives_the_notebooks_room(survey):
    """At 1280 px a notebook's article is at least 780 px wide (issue 37: the theme's two sidebars left it
    688, too narrow for the equations and the tables the notebooks print)."""
    narrow = {
        name: round(v["layout"]["article"]["width"])
        for name, v in survey["laptop"].items()
        if name.startswith("notebooks/") and v["layout"]["article"]["width"] < 780
    }
    assert not narrow, narrow


@pytest.fixture(scope="module", params=sorted(WIDTHS))
def seen(request, survey):
    """(the screen's width, each page's reading by _survey's first probe) at one of the two sizes."""
    return WIDTHS[request.param][0], {name: v["read"] for name, v in survey[request.param].items()}


def test_no_page_is_wider_than_the_screen(seen):
    width, pages = seen
    wide = {name: (v["width"], v["overflow"]) for name, v in pages.items() if v["width"] > width}
    assert not wide, wide


def test_no_displayed_formula_is_cut_off_on_the_left(seen):
    _, pages = seen
    clipped = {name: v["clipped"] for name, v in pages.items() if v["clipped"]}
    assert not clipped, clipped


def test_no_formula_holds_prose(seen):
    _, pages = seen
    bad = {}
    for name, v in pages.items():
        for tex in v["tex"]:
            if found := prose_in_math(tex):
                bad.setdefault(name, []).append((found, tex[:160]))
    assert not bad, bad
    assert sum(len(v["tex"]) for v in pages.values()) > 500  # the formulas were read back


def test_no_table_shows_as_raw_text(seen):
    _, pages = seen
    raw = {name: _PIPE_RULE.search(v["text"]).group(0) for name, v in pages.items() if _PIPE_RULE.search(v["text"])}
    assert not raw, raw


def test_nothing_is_cut_without_a_cue(seen):
    """No formula, equation, printed result or table is cut silently: a box narrower than its content scrolls
    and shows the scroll shadow (issue 37: the errata's formulas each in a scroll box narrower than itself,
    notebook 3's equations and notebook 9's printed tables cut at the right)."""
    width, pages = seen
    cut = {name: v["uncued"] for name, v in pages.items() if v["uncued"]}
    assert not cut, (width, cut)


def test_equation_numbers_stay_in_view(seen):
    """A numbered equation wider than the column scrolls its body; its number stays in the column."""
    width, pages = seen
    lost = {name: v["unnumbered"] for name, v in pages.items() if v["unnumbered"]}
    assert not lost, (width, lost)


def test_no_text_runs_into_the_next_cell(seen):
    """No word or formula of a table cell runs over its neighbour (the notebooks' errata tables printed
    "manuscript" over "Definition 3.1" in fixed columns)."""
    width, pages = seen
    over = {name: v["overprint"] for name, v in pages.items() if v["overprint"]}
    assert not over, (width, over)


def test_a_notebook_table_too_wide_for_its_column_reads_as_cards(seen):
    """Issue 37: the notebooks' tables were two or three phone screens wide (and the closing errata tables
    wider than a laptop's column). Every cell of a notebook's table carries its column's name (book/cards.py);
    a table wider than its column becomes cards, one a row, each cell beside its column's name, as the errata
    page shows its rows. A table that fits stays a table, with its labels hidden."""
    width, pages = seen
    tables = [(name, t) for name, v in pages.items() if name.startswith("notebooks/") for t in v["tables"]]
    assert len({name for name, _ in tables}) >= 8  # the notebooks that print tables, all labelled
    wide = [(name, t["head"], t["wider"]) for name, t in tables if t["wider"] > 1]
    assert not wide, wide
    cards = [t for _, t in tables if t["cards"]]
    assert cards and all(t["labelled"] == t["cells"] for t in cards), cards
    kept = [t for _, t in tables if not t["cards"]]
    assert kept and not [t for t in kept if t["labelled"]], kept  # the narrow ones stay tables
    if width == WIDTHS["laptop"][0]:
        assert len(cards) < len(kept)  # on a laptop most tables fit


def test_the_revisions_words_are_typeset(seen):
    """The revision's quoted LaTeX reads as the paper prints it: no \\frac, \\item or \\text on the page outside
    code and the folded LaTeX source, and the quotes' formulas typeset by MathJax."""
    _, pages = seen
    raw = {name: v["raw"] for name, v in pages.items() if v["raw"]}
    assert not raw, raw
    for name in ("errata.html", "claims.html"):
        assert pages[name]["quotes"] > 20 and pages[name]["typeset"] > 10, (name, pages[name]["quotes"])


# --- issue 37, items 4 and 5: findings first; figures as figures ---------------------------------------

# 8-point text (the smallest a figure of lcp.plotting prints) stays 8 px or more only above this share of the
# PNG's own pixels (savefig's 150 dpi: 8 pt is 16.7 px); a figure shown smaller opens at full size with a cue
_READABLE = 8 / (8 * 150 / 72)


def _notebooks(pages):
    return {name: v for name, v in pages.items() if name.startswith("notebooks/")}


def test_each_notebook_opens_with_its_findings(seen):
    """Each notebook's first screen holds its first finding: "What this notebook finds" and the first item of
    its list lie wholly within the screen the page opens on, at 1280 x 900 and at 390 x 844 (issue 37: on a
    phone none did; notebook 5 opened with a 15-row table, notebook 9 with three paragraphs of provenance)."""
    width, pages = seen
    notebooks = _notebooks(pages)
    assert len(notebooks) == len(LISTED)
    late = {
        name: v["findings"]
        for name, v in notebooks.items()
        if not v["findings"] or v["findings"]["top"] < 0 or v["findings"]["bottom"] > v["findings"]["screen"]
    }
    assert not late, (width, late)


def test_notebook_figures_are_figures_with_their_captions(seen):
    """Every figure a notebook shows is a <figure> whose <figcaption> is its numbered caption, and no
    "saved build/figures/..." line shows in a page."""
    width, pages = seen
    shown, bad = 0, {}
    for name, v in _notebooks(pages).items():
        for fig in v["figures"]:
            shown += 1
            if not re.match(r"Figure \d+\.\d+\. \S", fig["caption"]):
                bad.setdefault(name, []).append(fig["src"])
    assert not bad, (width, bad)
    assert shown == len(list((ROOT / "figures").glob("*.png")))
    saved = {name: m.group(0) for name, v in pages.items() if (m := re.search(r"(?m)^saved \S+\.png", v["text"]))}
    assert not saved, saved


def test_the_gallery_shows_each_figure_captioned_and_at_most_a_screen_tall(seen):
    """The gallery: every committed figure with its notebook's numbered caption, its alt text and a link to its
    place in the notebook, none taller than about a screen (issue 37: two were 1,727 px tall)."""
    width, pages = seen
    figures = pages["gallery.html"]["figures"]
    assert len(figures) == len(list((ROOT / "figures").glob("*.png")))
    for fig in figures:
        assert re.match(r"Figure \d+\.\d+\. \S", fig["caption"]), fig
        assert len(fig["alt"]) >= 30 and fig["alt"] != fig["src"].removesuffix(".png"), fig
        assert any(re.fullmatch(r"notebooks/\d\d_\w+\.html#figure-\d+-\d+", h) for h in fig["links"]), fig
        assert fig["height"] <= 900, (width, fig)


def test_a_figure_too_small_to_read_scrolls_readable_or_opens_at_full_size(seen):
    """No notebook figure shows its 8-point text below 8 px: on a phone, one that the column would shrink so far
    (the multi-panel ones: Figure 3.2, the paper's Figure 1, at 0.27 of its pixels, its text 5.6 px) shows at
    9 px for 8 points in a box that scrolls sideways, with a line under it saying so, and still opens at full
    size; the gallery's figures likewise, except those kept within a screen's height, which link to their
    full-size image with the "tap to enlarge" cue (issue 50)."""
    width, pages = seen
    scrolled, bad = 0, {}
    for name, v in pages.items():
        for fig in v["figures"]:
            assert fig["scale"] > 0, (name, fig["src"], "not loaded")
            if fig["scrolls"]:
                scrolled += 1
                if not (fig["scrollCue"] and fig["full"] and fig["scale"] >= _READABLE):
                    bad.setdefault(name, []).append(("scroll box", fig["src"], fig["scale"]))
            elif fig["scale"] < _READABLE and (name != "gallery.html" or not (fig["full"] and fig["cue"])):
                bad.setdefault(name, []).append(("too small", fig["src"], round(fig["scale"], 3)))
    assert not bad, (width, bad)
    if width < 500:
        assert scrolled >= 10  # on a phone most figures are wider than readable: the check above bites
    else:
        assert scrolled == 0  # a laptop shows every figure whole
