"""The errata and claims pages as a referee's tool (``book/record_pages.py``, ``book/_static/versions.js``).

The rows' text fields carry a small markup (``$...$`` inline TeX, ``*word*`` emphasis, ``\\$`` a dollar);
``common.markup`` turns it into HTML that MathJax typesets. In a real browser: no cell of either table shows
a raw dollar (other than a dollar meant as money) or ``*word*`` after MathJax ran, and every formula of a
cell is typeset; the filters (status and source on the claims, source and revision status on the errata)
show exactly the rows chosen, combined with the version control, and the count says so; neither page is
wider than a 390 px phone; a claim's link lands on its notebook cell, marked, under a note of what the cell
proves that links back to the row.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from test_book import _offline_page, _synthetic_page

import _made_rows
from _browser import chromium, is_local, local_context
from _notebooks import ROOT
from _survey import CELLS, SETTLED
from book import common, record_pages
from lcp.record import claims, errata
from lcp.record.sources import REVISION, Quote

pytestmark = pytest.mark.browser


# --- the markup, in Python ---------------------------------------------------------------------------


def test_markup_escapes_then_marks():
    assert common.markup("a < b & c") == "a &lt; b &amp; c"
    assert common.markup("not *weakly* dominated") == "not <em>weakly</em> dominated"
    math = common.markup(r"for $x \le \frac{1}{2}$ only")
    assert math == r'for <span class="math notranslate nohighlight">\(x \le \frac{1}{2}\)</span> only'
    assert common.markup(r"$a<b$") == r'<span class="math notranslate nohighlight">\(a&lt;b\)</span>'
    assert common.markup(r"worth \$0.10") == f"worth {common.DOLLAR}0.10"


def test_markup_leaves_what_is_not_a_mark():
    # an asterisk inside a word or between spaces is no emphasis; nor is one inside math
    assert common.markup("the threshold x* and b* ~ 2.07; 0.4 * 0.55") == "the threshold x* and b* ~ 2.07; 0.4 * 0.55"
    assert "<em>" not in common.markup(r"$a^*b^*$")
    # money is written \$ (lcp.record.markup's convention, which the tests of lcp.record.errata and lcp.record.claims enforce)
    text = r"from \$0.10 to \$0.20"
    assert "math" not in common.markup(text) and common.markup(text).count(common.DOLLAR) == 2


_FIELDS = ("where", "printed", "corrected", "statement", "note", "revision_where")


# --- the generated pages, in Python ------------------------------------------------------------------

_MADE_ERRATA = (
    _made_rows.erratum(
        errata.PAPER,
        r"Sec. 2.1.1, the threshold $x_3$",
        r"$x > \frac{1+4s+2B^2}{(1+2B)(2+B)}$",
        r"$x > \frac{1+4B+2B^2}{(1+2B)(2+B)}$: not *weakly* dominated, and worth \$0.10",
        "01_fixed_bet",
        "erratum-fbcp-value-threshold",
        revision="persists",
        revision_where=r"Sec. 7.1, $S_{FB}(x, B)$",
        revision_quote=Quote("### 2.1.1", "$x$", "strategic_comparison"),
    ),
    _made_rows.erratum(
        errata.BLOG,
        "the comments",
        r"A loses \$0.20",
        r"A loses \$0.20 *when checking*",
        "08_kuhn_poker",
        "toddler-check",
    ),
)
_MADE_CLAIMS = (
    _made_rows.claim(
        errata.PAPER,
        "Theorem 4.1",
        r"a unique equilibrium for $0 < L < U \le \infty$",
        "refuted",
        "03_lcp_derivation",
        "lcp-admissible",
        r"two *admissible* equilibria at $(\tfrac{1}{10}, 2)$",
    ),
    _made_rows.claim(
        errata.PAPER, "Sec. 2", "the value is $\\tfrac{1}{9}$", "proved", "01_fixed_bet", "fbcp-derivation"
    ),
    _made_rows.claim(errata.BLOG, "the post", r"value \$0.10", "verified", "08_kuhn_poker", "toddler-check"),
    _made_rows.claim(REVISION, "Sec. 4.2", "a *new* statement", "open", revision="new", revision_where="Sec. 4.2"),
)


@pytest.fixture
def made(monkeypatch):
    monkeypatch.setattr(errata, "ERRATA", _MADE_ERRATA)
    monkeypatch.setattr(claims, "CLAIMS", _MADE_CLAIMS)


def test_rows_have_ids_sources_and_marked_cells(made):
    page = record_pages.claims_page()
    for c in _MADE_CLAIMS:
        assert f'<tr id="{c.id}" ' in page and f'href="#{c.id}"' in page
        assert f'data-source="{c.source.key}"' in page and f'data-status="{c.status}"' in page
        assert f'data-severity="{c.severity}"' in page
    assert r"\(0 &lt; L &lt; U \le \infty\)" in page and "<em>admissible</em>" in page and "$0.10" not in page
    assert '<select data-filter="status">' in page and '<select data-filter="source">' in page
    page = record_pages.errata_page()
    assert all(f'<tr id="{e.id}" ' in page for e in _MADE_ERRATA)
    assert '<select data-filter="source">' in page and '<select data-filter="revision">' in page
    assert r'<span class="rev-where">Sec. 7.1, <span class="math notranslate nohighlight">\(S_{FB}(x, B)\)' in page
    # the revision's words: typeset in the quote, and verbatim (never marked up) in the LaTeX-source fold
    assert (
        r'<q class="rev-words"><span class="math notranslate nohighlight">\(x\)</span></q>'
        '<details class="tex-source"><summary>LaTeX source</summary><code>$x$</code></details>'
    ) in page


def test_each_cited_cell_gets_a_note_linking_back(made):
    cited = record_pages.rows_by_cell()
    assert set(cited) == {
        ("01_fixed_bet", "erratum-fbcp-value-threshold"),
        ("08_kuhn_poker", "toddler-check"),
        ("03_lcp_derivation", "lcp-admissible"),
        ("01_fixed_bet", "fbcp-derivation"),
    }
    note = record_pages.proves_note(cited[("08_kuhn_poker", "toddler-check")])
    assert note.index(f'href="../claims.html#{_MADE_CLAIMS[2].id}"') < note.index(
        f'href="../errata.html#{_MADE_ERRATA[1].id}"'
    )
    assert "<strong>Verifies</strong>" in note and "<strong>Corrects</strong>" in note
    assert "<strong>Refutes</strong>" in record_pages.proves_note(cited[("03_lcp_derivation", "lcp-admissible")])
    many = record_pages.proves_note(cited[("03_lcp_derivation", "lcp-admissible")] * 5)
    assert many.count("<li>") == 5 and "2 more rows cite this cell" in many


def test_notebook_pages_are_read_again_when_the_notes_change(made, monkeypatch):
    class Env:
        found_docs = {"index", "claims", "notebooks/01_fixed_bet", "notebooks/03_lcp_derivation"}  # noqa: RUF012

    env = Env()
    assert record_pages.notes_outdated(None, env, set(), {"claims"}, set()) == [
        "notebooks/01_fixed_bet",
        "notebooks/03_lcp_derivation",
    ]
    assert record_pages.notes_outdated(None, env, set(), set(), set()) == []  # nothing changed: nothing re-read
    monkeypatch.setattr(claims, "CLAIMS", _MADE_CLAIMS[:2])
    assert record_pages.notes_outdated(None, env, set(), set(), set()) != []


def test_the_built_notebook_pages_carry_every_note(site):
    """Each cited cell's page has the note right at the cell's anchor, linking back to every citing row."""
    for (notebook, tag), rows in record_pages.rows_by_cell().items():
        text = (site / "notebooks" / f"{notebook}.html").read_text()
        anchor = text.index(f'<span id="cell-{tag}"></span>')
        start = text.index('<div class="cell-proves"', anchor)
        assert re.fullmatch(r"(<span id=\"[^\"]+\"></span>)*", text[anchor:start]), (notebook, tag)
        note = text[start : text.index("</div>", start)]
        for row in rows:
            page = "errata" if isinstance(row, errata.Erratum) else "claims"
            assert f'href="../{page}.html#{record_pages.row_id(row)}"' in note, (notebook, tag, row)


# --- in the browser ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


def _check_cells(cells: list[dict]) -> int:
    """No raw dollar outside money, no *word*, every formula typeset without error; the formulas seen."""
    for cell in cells:
        assert "$" not in cell["text"], cell
        assert not re.search(r"(?<![\w*])\*[^\s*][^*]*\*(?![\w*])", cell["text"]), cell
        assert cell["typeset"] == cell["maths"] and not cell["errors"], cell
        assert cell["quotedTypeset"] == cell["quoted"], cell
    return sum(c["maths"] for c in cells)


def _mathjax_page(tmp_path: Path, site: Path, markdown: str, name: str) -> str:
    """The synthetic page of test_book, with the site's own MathJax configuration and copy of MathJax."""
    url = _synthetic_page(tmp_path, site, markdown, name)
    config = re.search(r"<script>window\.MathJax = .*?</script>", (site / "claims.html").read_text()).group(0)
    mathjax = (site / "_static" / "mathjax" / "tex-chtml.js").as_uri()
    page = tmp_path / f"{name}.html"
    page.write_text(page.read_text().replace("</head>", f'{config}<script defer src="{mathjax}"></script></head>'))
    return url


def test_made_rows_show_no_markup_after_mathjax(made, site, browser, tmp_path):
    for name, markdown, formulas in (
        ("claims", record_pages.claims_page(), 3),
        ("errata", record_pages.errata_page(), 4),
    ):
        context, page, outside, problems = _offline_page(browser, _mathjax_page(tmp_path, site, markdown, name))
        page.evaluate(SETTLED)
        cells = page.evaluate(CELLS)
        assert _check_cells(cells) == formulas
        assert page.locator("table.companion-table em").count() >= 2
        shown = page.evaluate("[...document.querySelectorAll('table.companion-table')].map(t => t.innerText).join()")
        assert "$0." in shown  # the money shows its dollar
        context.close()
        assert not outside and not problems, (outside, problems)


@pytest.mark.parametrize("name", ["claims", "errata"])
def test_site_tables_show_no_markup_after_mathjax(survey, name):
    seen = survey["laptop"][f"{name}.html"]
    assert seen["typeset"]["mathjax"]  # loaded, though only raw HTML has math
    cells = seen["cells"]
    rows = errata.ERRATA if name == "errata" else claims.CLAIMS
    assert len({c["row"] for c in cells}) == len(rows)
    written = sum(common.markup(getattr(r, f, "")).count('class="math') for r in rows for f in _FIELDS)
    assert _check_cells(cells) == written  # every formula the rows write is in its cell, typeset
    assert not seen["console"] and not seen["errors"] and not seen["outside"], seen


def _visible(page) -> list[dict]:
    return page.evaluate("""() => [...document.querySelectorAll('table.versioned tbody tr')]
      .filter(r => r.getClientRects().length).map(r => ({id: r.id, status: r.dataset.status,
        source: r.dataset.source, revision: r.dataset.revision, versions: r.dataset.versions}))""")


def test_claims_filters_by_status_and_source(site, browser):
    context, page, outside, problems = _offline_page(browser, (site / "claims.html").as_uri(), mathjax=False)
    page.click('.version-control button[data-version="both"]')
    total = len(claims.CLAIMS)
    for status in claims.STATUSES:
        page.select_option("select[data-filter=status]", status)
        shown = _visible(page)
        wanted = [c for c in claims.CLAIMS if c.status == status]
        assert {r["status"] for r in shown} <= {status} and len(shown) == len(wanted)
        assert page.text_content(".version-count") == (
            f"{len(wanted)} of {total} rows" if wanted else f"no row shown ({total} in all)"
        )
    page.select_option("select[data-filter=status]", "")
    for source in dict.fromkeys(c.source for c in claims.CLAIMS):
        page.select_option("select[data-filter=source]", source.key)
        shown = _visible(page)
        assert {r["source"] for r in shown} == {source.key}
        assert len(shown) == sum(c.source == source for c in claims.CLAIMS)
        sections = page.evaluate("""() => [...document.querySelectorAll('section:has(> table.versioned)')]
          .filter(s => s.getClientRects().length).length""")
        assert sections == 1  # the other sources' sections are hidden
    # combined: the revision's view, refuted claims of the manuscript
    page.select_option("select[data-filter=source]", errata.PAPER.key)
    page.select_option("select[data-filter=status]", "refuted")
    page.click('.version-control button[data-version="revision"]')
    wanted = [
        c
        for c in claims.CLAIMS
        if c.source == errata.PAPER and c.status == "refuted" and "revision" in record_pages.versions_of(c).split()
    ]
    assert [r["id"] for r in _visible(page)] == [record_pages.row_id(c) for c in wanted]
    context.close()
    assert not outside and not problems, (outside, problems)


def test_errata_filters_by_source_and_revision_status(site, browser):
    from lcp.record.sources import REVISION_STATUSES

    context, page, outside, problems = _offline_page(browser, (site / "errata.html").as_uri(), mathjax=False)
    page.click('.version-control button[data-version="both"]')
    for status in REVISION_STATUSES:
        page.select_option("select[data-filter=revision]", status)
        shown = _visible(page)
        assert {r["revision"] for r in shown} <= {status}
        assert len(shown) == sum(e.revision == status for e in errata.ERRATA)
    page.select_option("select[data-filter=revision]", "")
    for source in dict.fromkeys(e.source for e in errata.ERRATA):
        page.select_option("select[data-filter=source]", source.key)
        assert [r["id"] for r in _visible(page)] == [
            record_pages.row_id(e) for e in errata.ERRATA if e.source == source
        ]
    context.close()
    assert not outside and not problems, (outside, problems)


def test_filters_from_the_address_and_a_linked_row_always_shows(site, browser):
    url = (site / "claims.html").as_uri()
    context, page, outside, problems = _offline_page(browser, url + "?status=open&source=blog", mathjax=False)
    assert {(r["status"], r["source"]) for r in _visible(page)} <= {("open", "blog")}
    assert page.input_value("select[data-filter=status]") == "open"
    first = record_pages.row_id(claims.CLAIMS[0])
    assert claims.CLAIMS[0].status != "open"
    page.goto(url + "?status=open#" + first, wait_until="load")  # the row the link names shows anyway
    page.wait_for_selector(".version-control:not([hidden])")
    assert page.is_visible(f"tr#{first}")
    assert page.evaluate(f"getComputedStyle(document.getElementById('{first}')).outlineStyle") == "solid"
    context.close()
    assert not outside and not problems, (outside, problems)


@pytest.mark.parametrize("name", ["claims", "errata"])
def test_tables_take_the_page_width_on_a_laptop(survey, name):
    """At 1280 px the table fills the content column, and the column runs to the window's right edge (no
    right-hand sidebar, no reading-width cap)."""
    layout = survey["laptop"][f"{name}.html"]["layout"]
    table, column = layout["table"], layout["column"]
    assert table["x"] - column["x"] <= 40 and table["right"] >= 1280 - 40, (table, column)  # padding only


@pytest.mark.parametrize("name", ["claims", "errata"])
def test_pages_fit_a_phone_after_mathjax(survey, name):
    seen = survey["phone"][f"{name}.html"]
    assert seen["layout"]["scrollWidth"] <= 390 and seen["layout"]["tableRight"] <= 390, seen["layout"]
    assert not seen["console"] and not seen["errors"] and not seen["outside"], seen


def _no_mathjax_on(table: str):
    """A route handler that serves MathJax as an empty script to the page ``table`` (``claims.html``) alone:
    every other request goes on (a context of :func:`_browser.local_context` still refuses what leaves
    127.0.0.1)."""

    def handle(route):
        request = route.request
        if "/_static/mathjax/" in request.url and urlsplit(request.headers.get("referer", "")).path.endswith(table):
            route.fulfill(body="", content_type="text/javascript")
        else:
            route.continue_()

    return handle


def test_following_a_claims_link_marks_the_cell_under_its_note(site, server, browser):
    """Click a claim's "settled in" link: the notebook page opens at the cell, outlined, with the note of
    what it proves above its code; the note's link goes back to the claim's row. On a laptop, then on the same
    tab narrowed to a phone's width (the claims page is the one the back link returned to).

    The notebook page is typeset (where the note lies on arrival can depend on its formulas); the claims page
    gets MathJax as an empty script: there the test clicks a row's link and sees the row shown again, which no
    formula changes (typesetting the claims page, three times, was a third of the test's CPU)."""
    row = next(c for c in claims.CLAIMS if c.notebook == "03_lcp_derivation")
    ident = record_pages.row_id(row)
    context = local_context(browser)
    context.route("**/*", _no_mathjax_on("/claims.html"))
    page = context.new_page()
    outside = []
    page.on("request", lambda r: None if is_local(r.url) else outside.append(r.url))
    page.goto(f"{server}claims.html", wait_until="load")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.click(f'tr#{ident} a[href$="#cell-{row.cell}"]')
        page.wait_for_url(f"**/notebooks/03_lcp_derivation.html#cell-{row.cell}")
        cell = page.locator(f"div.cell:has(> span#cell-{row.cell})")
        assert cell.evaluate("c => getComputedStyle(c).outlineStyle") == "solid"
        note = cell.locator(":scope > .cell-proves")
        assert note.is_visible() and note.bounding_box()["y"] < cell.locator(".cell_input").bounding_box()["y"]
        box = note.bounding_box()
        assert 0 <= box["y"] < 900 and box["x"] + box["width"] <= width  # on screen on arrival
        other = page.locator("div.cell:not(:has(> span:target)):not(:target) > .cell-proves").first
        assert not other.is_visible()  # the other cells' notes wait for their own links
        back = note.locator(f'a[href="../claims.html#{ident}"]')
        if not back.is_visible():  # folded among the "more rows"
            note.locator("summary").click()
        back.click()
        page.wait_for_url(f"**/claims.html#{ident}")
        assert page.is_visible(f"tr#{ident}")
    context.close()
    assert not outside, outside


def test_the_row_a_reader_came_from_is_marked_in_the_note(site, server, browser):
    """Among the many rows a busy cell proves, the one whose link was followed is marked, unfolded if it
    was folded (_static/proving.js); the other rows' lines are not.

    Both pages get MathJax as an empty script: what is marked, unfolded and shown is proving.js's work on the
    note, which holds no formula it waits for, and nothing here asks where on the screen it lies."""
    (notebook, tag), rows = max(record_pages.rows_by_cell().items(), key=lambda item: len(item[1]))
    assert len(rows) > record_pages.SHOWN_NOTES
    row = rows[-1]  # folded among the "more rows"
    ident = record_pages.row_id(row)
    name = "errata" if isinstance(row, errata.Erratum) else "claims"
    # (a context that reaches 127.0.0.1 alone; the route handler that empties MathJax turns its cache off)
    context = local_context(browser, viewport={"width": 1280, "height": 900})
    context.route("**/*", _no_mathjax_on(".html"))
    page = context.new_page()
    outside = []
    page.on("request", lambda r: None if is_local(r.url) else outside.append(r.url))
    page.goto(f"{server}{name}.html", wait_until="load")
    page.click(f'tr#{ident} a[href$="#cell-{tag}"]')
    page.wait_for_url(f"**/notebooks/{notebook}.html#cell-{tag}")
    marked = page.locator(".cell-proves li.from-row")
    assert marked.count() == 1 and marked.is_visible()
    assert marked.locator(f'a[href="../{name}.html#{ident}"]').count() == 1
    context.close()
    assert not outside, outside


def test_without_javascript_every_row_shows_and_a_cell_still_shows_its_note(site, browser):
    """Scripts off, from file://: both tables show every row (no control), and a cell reached by its
    link is still outlined under its note (the note is CSS alone)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, java_script_enabled=False)
    page = context.new_page()
    for name, rows in (("claims", claims.CLAIMS), ("errata", errata.ERRATA)):
        page.goto((site / f"{name}.html").as_uri(), wait_until="load")
        assert not page.is_visible(".version-control")
        assert page.locator("table.versioned tbody tr:visible").count() == len(rows)
    (notebook, tag), cited = next(iter(record_pages.rows_by_cell().items()))
    page.goto((site / "notebooks" / f"{notebook}.html").as_uri() + f"#cell-{tag}", wait_until="load")
    cell = page.locator(f"div.cell:has(> span#cell-{tag}), div.cell#cell-{tag}").first
    assert cell.evaluate("c => getComputedStyle(c).outlineStyle") == "solid"
    assert cell.locator(":scope > .cell-proves").is_visible()
    assert f"#{record_pages.row_id(cited[0])}" in cell.locator(":scope > .cell-proves").inner_html()
    context.close()


@pytest.mark.parametrize("name, old", [("claims", "claim-12"), ("errata", "erratum-3")])
def test_an_old_numeric_anchor_lands_on_the_same_row(site, browser, name, old):
    """A link made before the ids (``claims.html#claim-12``) lands on the row it named then, now anchored at
    its permanent id, by the table frozen in book/old_anchors.json.

    MathJax is served as an empty script: the page's inline script moves the address to the new id while the
    page is parsed, before MathJax (a deferred script) starts, and the test reads the row and the scroll the
    browser made for that address, not waiting for any typesetting."""
    import json

    new = json.loads((ROOT / "book" / "old_anchors.json").read_text())[name][old]
    url = (site / f"{name}.html").as_uri() + "#" + old
    context, page, outside, problems = _offline_page(browser, url, mathjax=False)
    page.wait_for_function(f"window.location.hash === '#{new}'")
    assert page.evaluate(f"document.getElementById('{new}').matches(':target')")
    assert page.evaluate(f"document.getElementById('{new}').getBoundingClientRect().top") < 900  # scrolled to
    context.close()
    assert not outside and not problems, (outside, problems)


def _outside_math(rendered: str) -> str:
    return re.sub(r'<span class="math[^"]*">.*?</span>', "", rendered, flags=re.S)


def test_the_revisions_words_are_typeset_with_their_source_beside():
    """Every quote of the revision renders with its math for MathJax and no TeX command outside it (issue 37:
    raw \\frac, \\item, \\text on the pages), and its LaTeX, unchanged, folded under it."""
    quotes = {r.revision_quote.text for r in (*errata.ERRATA, *claims.CLAIMS) if r.revision_quote is not None}
    assert len(quotes) > 20
    for latex in quotes:
        rendered = common.quote_html(latex)
        assert not re.search(r"\\[A-Za-z]+", _outside_math(rendered)), (latex, rendered)
        block = common.quote_block(latex)
        assert f"<code>{html.escape(latex)}</code></details>" in block
    assert common.quote_html(r"pays $0.5$ \item If \textbf{Case 3: $L \leq s$}") == (
        'pays <span class="math notranslate nohighlight">\\(0.5\\)</span><br>• If <strong>Case 3: '
        '<span class="math notranslate nohighlight">\\(L \\leq s\\)</span></strong>'
    )
    # a line of an align (no delimiters): one display formula, its label and line break dropped
    assert common.quote_html(r"b_{0} &= \frac{t^{3}}{r^{3} - 7}\\") == (
        '<span class="math notranslate nohighlight quote-display">\\(\\displaystyle '
        "\\begin{aligned}b_{0} &amp;= \\frac{t^{3}}{r^{3} - 7}\\end{aligned}\\)</span>"
    )
    assert common.quote_html("Moreover, it is the unique equilibrium") == "Moreover, it is the unique equilibrium"
