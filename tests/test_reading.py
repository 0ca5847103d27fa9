"""Every page of the site as a reader sees it, on a laptop (1280 x 900) and on a phone (390 x 844) (issue 27).

The site is built by the README's command (the ``site`` fixture of ``test_book``) and opened in headless
chromium at both widths. On every page, after MathJax has run:

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

from _browser import LocalOnly, chromium
from test_book import _pages

WIDTHS = {"laptop": (1280, 900), "phone": (390, 844)}

_READ = """async () => {
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; }
  const tex = [];
  if (window.MathJax && MathJax.startup && MathJax.startup.document) {
    for (const item of MathJax.startup.document.math) tex.push(String(item.math));
  }
  const overflow = [...document.querySelectorAll('body *')]
    .filter(e => e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 1
                 && !e.closest('.highlight, pre, .table-wrapper, .tables-scroll, mjx-container, .cell_output, table, .MathJax'))
    .slice(0, 5).map(e => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${Math.round(e.getBoundingClientRect().right)}`);
  // the page's text less code: a notebook's code input and a docstring's doctest may hold a pipe table on purpose
  const text = [...document.querySelectorAll('.cell_input, .doctest')].reduce(
    (t, e) => t.replace(e.innerText, ''), document.body.innerText);
  // a displayed formula whose left edge lies left of its container's: no scroll bar reaches that part
  const clipped = [...document.querySelectorAll('mjx-container[display="true"]')]
    .filter(c => c.getClientRects().length && c.getBoundingClientRect().left < c.parentElement.getBoundingClientRect().left - 1)
    .slice(0, 5).map(c => c.textContent.slice(0, 30));
  return {width: document.documentElement.scrollWidth, tex, text, overflow, clipped};
}"""

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
    for formula in (r"V(L, U) = \frac{1 - m}{2(7 - m)}", r"\text{if the caller calls every hand} \quad c(s) = 1",
                    r"\max_{s \in [L, U]} \sum_{i} E_i \ge 0", r"\operatorname{sign} x \cdot \mathrm{EV}(x)",
                    r"x_2 = \frac{1 - m}{7 - m} \tag{4.3}", r"a \cdot b \cdot c", r"\sin x + \cos y"):
        assert prose_in_math(formula) is None, formula


def test_the_table_detector_finds_printed_tables():
    assert _PIPE_RULE.search("| a | b |\n|---|---|\n| 1 | 2 |")
    assert _PIPE_RULE.search("a | b\n--- | ---\n1 | 2")
    assert _PIPE_RULE.search("| a | b | |---|---| | 1 | 2 |")  # a paragraph that swallowed a table
    assert not _PIPE_RULE.search("x0 ---- x1\n| a |")


@pytest.fixture(scope="module", params=sorted(WIDTHS))
def seen(request, site, server):  # noqa: F811  (the fixtures imported above)
    width, height = WIDTHS[request.param]
    out = {}
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": height})
        context.route("**/*", LocalOnly())
        page = context.new_page()
        for name in _pages(site):
            page.goto(server + name, wait_until="load")
            out[name] = page.evaluate(_READ)
        context.close()
    return width, out


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
