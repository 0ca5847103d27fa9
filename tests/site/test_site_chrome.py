"""The site's chrome: what a reader of a QuantEcon or Jupyter Book site expects around the content.

* The API: an index listing every public module of ``lcp`` (one line each, by wing) and one page per module at
  its address in the wings (``api/continuous.limit.html``), whose objects all belong to that module; each page
  the modules had before the wings (``api/limit.html``) forwards to the new one, anchor and all; no API page is
  wider than a 390 px phone, at 390 and at 1280 px, or weighs 2 MB.
* The references: arXiv:2606.01390, the finite-deck paper's arXiv number, the classical papers' DOIs and the
  seeds' confirmed addresses are links (and no other outside link is: nothing invented), and a "cite this" block gives, with a copy button,
  the BibTeX and plain text of the companion and both versions of the paper, as ``CITATION.cff`` has them.
* Page weight: no page loads pydata-sphinx-theme's 1.5 MB ``fontawesome.js``, yet every header button
  shows its icon (drawn from the theme's webfont) and works; ``/favicon.ico`` exists and shows the SVG's
  design; no console error, no failed request.

The site is built once per module by ``python3 run.py book`` (the fixture of ``test_book.py``).
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
import yaml

from _browser import LocalOnly, chromium
from _survey import WIDTHS as SIZES
from _survey import pages as _pages
from book import api_pages

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
MODULES = api_pages.public_modules()  # continuous, continuous.limit, ..., plotting
OLD_PAGES = api_pages.old_pages()  # limit -> continuous.limit: the pages before the wings (issue 62)
WIDTHS = (1280, 390)
ARXIV = "https://arxiv.org/abs/2606.01390"
LINKS = {  # every outside link of the references page, each confirmed (the seeds or the publisher's DOI)
    ARXIV,
    "https://arxiv.org/abs/2407.16155",  # the finite-deck paper's expanded version, its own reference [3]
    "https://doi.org/10.1287/opre.7.5.557",  # Newman 1959, Operations Research 7(5)
    "https://doi.org/10.1515/9781400881727-010",  # Kuhn 1950, Annals of Mathematics Studies 24
    # the seeds whose text was found and confirmed at a public address (lcp.record.annotations.ADDRESSES)
    "https://github.com/andrew-spears/poker_variant_analysis/blob/95b51b4bcd32562393afd22aed3e88be99e4e113/"
    "latex/limit_continuous_poker/main/main.pdf",  # the manuscript, 24 May 2025
    "https://github.com/andrew-spears/poker_variant_analysis/blob/a6f85357c186133cc3d2fcc51c9da47dc2608a25/"
    "latex/limit%20continuous%20poker/writeup.pdf",  # the draft, 27 April 2025
    "https://laurentlessard.com/bookproofs/toddler-poker/",  # the toddler-poker post
}


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


def _page(browser, url: str, width: int, mathjax: bool = True):
    """A page at ``width`` px (height of a laptop or a phone), with its console errors and failed and
    outside requests recorded, and every URL it requested (``mathjax=False``: MathJax served as an empty
    script, :class:`_browser.LocalOnly`)."""
    context = browser.new_context(viewport={"width": width, "height": 900 if width > 500 else 844})
    guard = LocalOnly(mathjax=mathjax)
    context.route("**/*", guard)
    page = context.new_page()
    log = {"console": [], "failed": [], "http": [], "requests": [], "outside": guard.outside}
    page.on("console", lambda m: log["console"].append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: log["console"].append(str(e)))
    page.on("requestfailed", lambda r: log["failed"].append(f"{r.url} {r.failure}"))
    page.on("request", lambda r: log["requests"].append(r.url))
    page.on("response", lambda r: log["http"].append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(url, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")
    return context, page, log


# --- the API: an index and one page per module -------------------------------------------------------


def test_the_api_index_lists_every_public_module(site):
    index = (site / "api.html").read_text()
    article = index[index.index("<article") : index.index("</article>")]
    listed = re.findall(r'<li><p><a class="reference internal" href="api/([\w.]+)\.html"', article)
    assert sorted(listed) == MODULES  # each once, one line each
    for name in MODULES:
        assert f'<code class="docutils literal notranslate"><span class="pre">lcp.{name}</span></code>' in article
        assert (site / "api" / f"{name}.html").is_file(), name
    groups = re.findall(r"<h2>(.*?)<a class=\"headerlink\"", article)
    assert groups == list(api_pages.API_GROUPS)
    assert {"continuous.limit", "finite.kuhn", "record.errata", "testbed.game", "core.config"} <= set(listed)


@pytest.mark.parametrize("name", MODULES)
def test_each_module_page_documents_its_module_only(site, name):
    """The page's title is the module's name, and every object it documents (so every entry of its
    contents list) belongs to that module: no more ``derive()`` without saying whose."""
    text = (site / "api" / f"{name}.html").read_text()
    assert re.search(rf"<h1>.*lcp\.{name}.*</h1>", text), name
    assert f'id="module-lcp.{name}"' in text
    ids = re.findall(r'<dt class="sig sig-object py" id="([^"]+)"', text)
    assert all(i.startswith(f"lcp.{name}.") for i in ids), [i for i in ids if not i.startswith(f"lcp.{name}.")]
    if name in ("continuous.limit", "continuous.fixed_bet", "finite.kuhn", "record"):  # they document functions
        assert ids, name
    assert (site / "api" / f"{name}.html").stat().st_size < 2_000_000  # issue 60: a page under 2 MB


def test_each_old_api_page_forwards_to_the_new_one(site):
    """The page a module had before the wings (``api/limit.html``) is a forward: a meta refresh and a link to
    its page now (``api/continuous.limit.html``), which exists; every module that moved has one."""
    assert OLD_PAGES["limit"] == "continuous.limit" and len(OLD_PAGES) >= 30
    for old, new in OLD_PAGES.items():
        text = (site / "api" / f"{old}.html").read_text()
        assert f'<meta http-equiv="refresh" content="0; url={new}.html">' in text, old
        assert f'<a href="{new}.html"><code>lcp.{new}</code></a>' in text, old
        assert (site / "api" / f"{new}.html").is_file(), new


def test_an_old_anchor_opens_its_object_at_the_new_address(site, browser):
    """``api/limit.html#lcp.limit.solve`` opens ``api/continuous.limit.html`` at ``lcp.continuous.limit.solve``."""
    context = browser.new_context()
    page = context.new_page()
    page.goto((site / "api" / "limit.html").as_uri() + "#lcp.limit.solve")
    page.wait_for_url("**/continuous.limit.html#lcp.continuous.limit.solve")
    assert page.evaluate("document.getElementById(location.hash.slice(1)) !== null")
    context.close()


def test_the_old_single_page_is_gone(site):
    text = (site / "api.html").read_text()
    assert 'class="sig sig-object py"' not in text  # the index documents no object itself
    assert len(text) < 100_000


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_no_api_page_overflows(survey, width):
    """At 390 px (a phone) and 1280 px nothing on an API page, a long signature included, is wider than the
    screen: signatures wrap (one parameter a line when long), wide blocks scroll inside themselves."""
    screen = SIZES[width][0]
    api = {name: v for name, v in survey[width].items() if name == "api.html" or name.startswith("api/")}
    assert sorted(api) == sorted(["api.html", *(f"api/{name}.html" for name in MODULES)])
    for name, v in api.items():
        wide = ([["page", v["layout"]["scrollWidth"]]] if v["layout"]["scrollWidth"] > screen else []) + v["layout"][
            "past"
        ]
        assert not wide, (name, width, wide[:5])
        assert not v["console"] and not v["errors"] and not v["http"] and not v["outside"], (name, v)


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_the_contents_entries_stay_in_their_sidebar(survey, width):
    """The page's contents (the right sidebar, 14rem on a laptop) break a long name inside their entry:
    `FiniteEquilibrium.bets_low_and_high` and `bet_against_loose_callers()` ran past the screen's edge."""
    past = {name: v["layout"]["tocPast"] for name, v in survey[width].items() if v["layout"]["tocPast"]}
    assert not past, past


# --- the references and the cite block ---------------------------------------------------------------


def test_references_link_arxiv_and_the_dois(site):
    text = (site / "references.html").read_text()
    article = text[text.index("<article") : text.index("</article>")]
    outside = set(re.findall(r'<a class="reference external" href="(https?://[^"]+)"', article))
    assert outside == LINKS  # each confirmed identifier is a link, and nothing else is
    for label in ("arXiv:2606.01390", "arXiv:2407.16155", "doi:10.1287/opre.7.5.557", "doi:10.1515/9781400881727-010"):
        assert f">{label}</a>" in article, label


def test_the_cite_block_says_what_citation_cff_says(site):
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    text = (site / "references.html").read_text()
    block = re.sub(r"<[^>]+>", "", text[re.search(r'class="[^"]*\bcite-this', text).start() :])
    plain = block.replace("&#39;", "'").replace("&quot;", '"').replace("&amp;", "&")
    assert "@software{lcp_companion" in plain and cff["title"] in plain and f"{{{cff['version']}}}" in plain
    posted, manuscript = cff["references"]
    assert "eprint        = {2606.01390}" in plain and "archiveprefix = {arXiv}" in plain
    assert f"url           = {{{posted['url']}}}" in plain and posted["url"] == ARXIV
    assert "@unpublished{spears2025manuscript" in plain and f"Manuscript, {manuscript['date-published']}" in plain
    assert plain.count(posted["title"]) >= 4  # both versions, in BibTeX and in plain text
    assert "A. Spears. " + posted["title"] in plain


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_the_cite_block_has_copy_buttons_and_fits(survey, width):
    """As the survey read the references page at each width."""
    seen = survey[width]["references.html"]
    assert seen["chrome"]["cite"] == {"count": 1, "shown": True, "copyButtons": 2}  # BibTeX, plain text
    assert seen["layout"]["scrollWidth"] <= SIZES[width][0]
    assert not seen["console"] and not seen["errors"] and not seen["failed"] and not seen["http"], seen
    assert not seen["outside"], seen


# --- page weight: no fontawesome.js, icons still there -------------------------------------------------


def test_no_page_references_fontawesome_js(site):
    for page in _pages(site):
        assert "fontawesome.js" not in (site / page).read_text(errors="replace"), page
    assert not list((site / "_static").rglob("fontawesome.js*"))
    assert (site / "_static" / "vendor" / "fontawesome" / "webfonts" / "fa-solid-900.woff2").is_file()


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_pages_request_no_fontawesome_js_and_load_cleanly(survey, width):
    for name, v in survey[width].items():
        assert not any("fontawesome.js" in u for u in v["requests"]), name
        assert not v["console"] and not v["errors"] and not v["failed"] and not v["http"] and not v["outside"], (
            name,
            v,
        )


_HEADER_BUTTONS = """() => [...document.querySelectorAll('.bd-header-article button, .bd-header button, .bd-header-article label')]
  .filter(b => b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
  .map(b => {
    const icon = [...b.querySelectorAll('i, span')].find(i => /\\bfa-/.test(i.className) && i.getClientRects().length);
    b.setAttribute('data-test-button', '');
    const st = icon ? getComputedStyle(icon, '::before') : null;
    return {label: b.getAttribute('aria-label') || b.title || b.className,
            icon: icon ? icon.className : null,
            glyph: st ? st.content : null, font: st ? st.fontFamily : null};
  })"""


def _click_visible(page, selector: str) -> None:
    page.locator(selector).locator("visible=true").first.click()


def _ink(png: bytes) -> int:
    """How many pixels of a screenshot differ clearly from its most common colour (the background)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("L")
    counts = image.getcolors(maxcolors=1 << 16)
    background = max(counts)[1]
    return sum(n for n, value in counts if abs(value - background) > 60)


@pytest.mark.parametrize("width", WIDTHS)
def test_header_buttons_show_their_icons_and_work(site, server, browser, width):
    # (every page has the same header: a notebook page with code cells; MathJax is served as an empty script, as
    # the header holds no formula: its typesetting was half the page's load)
    context, page, log = _page(browser, server + "notebooks/08_kuhn_poker.html", width, mathjax=False)
    assert page.evaluate("document.fonts.check('900 16px \"Font Awesome 7 Free\"')")
    buttons = page.evaluate(_HEADER_BUTTONS)
    labels = " ".join(b["label"] for b in buttons).lower()
    for wanted in (
        "search",
        "color mode" if "color mode" in labels else "theme",
        "navigation" if "navigation" in labels else "sidebar",
    ):
        assert wanted in labels, (wanted, buttons)
    for i, button in enumerate(buttons):
        assert button["icon"] and button["glyph"] not in (None, "none", "normal", '""'), button
        assert "Font Awesome" in button["font"], button
        ink = _ink(page.locator("[data-test-button]").nth(i).screenshot())
        assert ink >= 12, (button, ink)  # a drawn glyph, not an empty box
    # they work: the theme switch changes the theme, the search button opens the search dialog
    page.locator(".theme-switch-button").locator("visible=true").first.click()  # a menu: light, dark, auto
    choice = page.locator('.theme-change-button[data-mode="dark"]').locator("visible=true").first
    assert _ink(choice.screenshot()) >= 12  # the menu's icons show too
    choice.click()
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    _click_visible(page, ".search-button-field, .search-button")
    assert page.evaluate("document.querySelector('#pst-search-dialog').open")
    page.keyboard.press("Escape")
    assert not page.evaluate("document.querySelector('#pst-search-dialog').open")
    # the menu button opens the navigation: a drawer on a phone; on a wide screen the sidebar folds away
    _click_visible(page, ".bd-header-article .primary-toggle")
    if width < 992:
        assert page.evaluate("document.querySelector('#pst-primary-sidebar-modal').open")
        assert page.locator("#pst-primary-sidebar-modal a[href*='01_fixed_bet']").first.is_visible()
        page.keyboard.press("Escape")
        _click_visible(page, ".bd-header-article .secondary-toggle")  # the contents button
        assert page.evaluate("document.querySelector('#pst-secondary-sidebar-modal').open")
        page.keyboard.press("Escape")
    else:
        page.wait_for_timeout(400)
        assert page.evaluate("document.querySelector('.bd-sidebar-primary').getBoundingClientRect().right") <= 0
    context.close()
    assert not log["console"] and not log["failed"] and not log["http"] and not log["outside"], log


def test_favicon_ico_shows_the_svg_design(site, browser):
    """``/favicon.ico`` (where browsers look without a link) is an .ico of the SVG's design, each size
    close to chromium's own drawing of the SVG."""
    from PIL import Image, ImageChops, ImageStat

    from book import make_favicon_ico

    ico = site / "favicon.ico"
    assert ico.read_bytes() == make_favicon_ico.ICO.read_bytes()
    image = Image.open(ico)
    assert image.format == "ICO" and {(s, s) for s in make_favicon_ico.SIZES} <= image.info["sizes"]
    for size in (16, 32):
        image.size = (size, size)
        frame = image.convert("RGBA")
        drawn = make_favicon_ico.render(browser, size)
        difference = ImageStat.Stat(ImageChops.difference(frame, drawn).convert("L")).mean[0]
        assert difference < 8, (size, difference)
    for page in _pages(site):  # every Sphinx page also links the SVG itself
        if page != "explorer.html":
            assert 'rel="icon"' in (site / page).read_text(errors="replace"), page
