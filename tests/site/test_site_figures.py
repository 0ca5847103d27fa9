"""A figure on a phone (issue 50, book/_static/figures.js): a multi-panel figure that the column would shrink
below readable (8-point text under 8 CSS px) shows at 9 px for 8 points in a box that scrolls sideways, with a
shadow at the edge where more lies and a line saying so; scrolled to its end it shows the figure's right edge;
a tap still opens the full-size image; paper shows the figure whole. Every page's figures at both widths (a
laptop's: none scrolls) are held by tests/site/test_reading.py (the survey); here one figure is scrolled as a reader
would."""

from __future__ import annotations

import pytest

from _browser import LocalOnly, chromium

pytestmark = pytest.mark.browser

PAGE = "notebooks/03_lcp_derivation.html"
FIGURE = "#figure-3-2"  # the paper's Figure 1: four panels, 1277 px wide, its text 5.6 px on a phone before
EIGHT_POINTS = 8 * 150 / 72  # 8-point text in the PNG's pixels (lcp.plotting: 150 dpi)

_STATE = """f => {
  const img = f.querySelector('img'), box = f.querySelector('.figure-scroll'), frame = f.querySelector('.figure-frame');
  const cue = frame && frame.nextElementSibling;
  const r = img.getBoundingClientRect(), b = box ? box.getBoundingClientRect() : r;
  return {scale: r.width / img.naturalWidth, box: !!box, left: frame && frame.classList.contains('more-left'),
          right: frame && frame.classList.contains('more-right'), imgRight: r.right, boxRight: b.right,
          cue: cue && cue.matches('p.figure-cue') ? cue.textContent : '', page: document.documentElement.scrollWidth,
          column: f.getBoundingClientRect().width, full: img.closest('a').href === img.src};
}"""


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


def _open(browser, server, width: int):
    context = browser.new_context(viewport={"width": width, "height": 844}, is_mobile=width < 500, has_touch=True)
    context.route("**/*", LocalOnly(mathjax=False))  # (figures.js and the stylesheets draw the figure, not MathJax)
    page = context.new_page()
    page.goto(server + PAGE, wait_until="domcontentloaded")
    page.wait_for_function(f"document.querySelector('{FIGURE} img').complete")
    return context, page


def test_a_multi_panel_figure_scrolls_sideways_readable_on_a_phone_and_whole_on_paper(site, server, browser):
    """(MathJax is served as an empty script: the figure's box, scale, cue and width on paper are figures.js's
    and the stylesheets' work, and the page's typeset formulas are read at both widths by the survey.)"""
    context, page = _open(browser, server, 390)
    figure = page.locator(FIGURE)
    figure.scroll_into_view_if_needed()
    start = figure.evaluate(_STATE)
    assert start["box"] and start["page"] == 390  # it scrolls in its own box, never the page
    assert start["scale"] * EIGHT_POINTS >= 8.9, start  # 8-point text at 9 CSS px (it was 5.6)
    assert start["right"] and not start["left"] and "Swipe sideways" in start["cue"], start
    assert start["full"]  # a tap opens the full-size image
    figure.locator(".figure-scroll").evaluate("b => b.scrollLeft = b.scrollWidth")
    page.wait_for_timeout(100)
    end = figure.evaluate(_STATE)
    assert end["left"] and not end["right"], end
    assert abs(end["imgRight"] - end["boxRight"]) <= 1, end  # the figure's right edge is in reach
    page.emulate_media(media="print")  # on paper: whole, within the column
    paper = figure.evaluate(_STATE)
    shown = page.evaluate(f"document.querySelector('{FIGURE} img').getBoundingClientRect().width")
    assert shown <= paper["column"] + 1, (shown, paper)
    context.close()
