"""The site (issue 14): ``python3 run.py book`` builds it offline, and a real browser reads every page.

The site is built once per session by the README's command, with every proxy variable pointing at a
closed port, so a build that tried to fetch anything would fail. It is then served from 127.0.0.1 by
``http.server`` and headless chromium opens every page (the laptop reading of ``_survey``): no console
error, no page error, no failed request, no request leaving the machine; MathJax finishes and typesets every math element without an
error node; every image loads with a non-zero width; every link inside the site resolves, anchors
included; the navigation lists every notebook in order. The version control of the errata, claims and
versions pages (``_static/versions.js``) is driven from ``file://``: choosing a version of the paper shows
exactly the rows of that version (a manuscript-only "gone" row hides, a "persists" row stays), and on a
phone-wide screen nothing on those pages overflows sideways.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit

import pytest

import _made_rows
from _browser import chromium
from _notebooks import IDS as NOTEBOOKS
from _notebooks import ROOT
from _survey import pages as _pages

pytestmark = pytest.mark.browser


def _ids(path: Path) -> set[str]:
    return set(re.findall(r'\sid="([^"]+)"', path.read_text(errors="replace")))


# --- the build itself ------------------------------------------------------------------------------


def test_every_page_is_built(site):
    pages = set(_pages(site))
    wanted = {
        "index.html",
        "errata.html",
        "claims.html",
        "gallery.html",
        "versions.html",
        "conventions.html",
        "api.html",
        "references.html",
    } | {f"notebooks/{nb}.html" for nb in NOTEBOOKS}
    assert wanted <= pages, wanted - pages


def test_no_page_loads_anything_from_elsewhere(site):
    """Statically too: no script, stylesheet, image or font is referenced by an absolute URL."""
    for page in _pages(site):
        text = (site / page).read_text(errors="replace")
        found = re.findall(r'<(?:script|link|img|iframe)[^>]+(?:src|href)="((?:https?:)?//[^"]+)"', text)
        assert not found, (page, found)
    assert (site / "_static" / "mathjax" / "tex-chtml.js").is_file()
    assert "Apache License" in (site / "_static" / "mathjax" / "LICENSE").read_text()


def _rows(text: str) -> int:
    return len(re.findall(r"<tr[\s>]", text))


def test_errata_and_claims_pages_have_every_row(site):
    from book import common, record_pages
    from lcp.record import claims, errata, versions

    errata_html = (site / "errata.html").read_text()
    claims_html = (site / "claims.html").read_text()
    assert _rows(errata_html) == len(errata.ERRATA) + len({e.source for e in errata.ERRATA})
    assert _rows(claims_html) == len(claims.CLAIMS) + len({c.source for c in claims.CLAIMS})
    for e in errata.ERRATA:
        assert f'href="notebooks/{e.notebook}.html#cell-{e.cell}"' in errata_html
        assert common.markup(e.printed) in errata_html  # $...$ kept for MathJax, *word* emphasised
    for row in (*errata.ERRATA, *claims.CLAIMS):  # each row's place in the revision
        page = errata_html if isinstance(row, errata.Erratum) else claims_html
        assert f'class="rev-status rev-{row.revision}"' in page
        if row.revision_where:
            assert common.markup(row.revision_where) in page
        assert f'<tr id="{record_pages.row_id(row)}" ' in page
    versions_html = (site / "versions.html").read_text()
    assert _rows(versions_html) == len(versions.MAP) + 1
    for r in versions.MAP:
        assert html.escape(r.revision_title).replace("$", "") in versions_html.replace("<i>", "").replace("</i>", "")


def test_every_cell_anchor_of_a_notebook_page(site):
    """Each code cell has an anchor by index and one per tag; the gallery links to the saving cells."""
    import nbformat

    for nb in NOTEBOOKS:
        ids = _ids(site / "notebooks" / f"{nb}.html")
        cells = nbformat.read(ROOT / "notebooks" / f"{nb}.ipynb", as_version=4).cells
        for i, cell in enumerate(cells):
            if cell.cell_type == "code":
                assert f"cell-{i:03d}" in ids, (nb, i)
                assert {f"cell-{t}" for t in cell.metadata.get("tags", [])} <= ids, (nb, i)
    gallery = (site / "gallery.html").read_text()
    for png in sorted((ROOT / "figures").glob("*.png")):  # a small copy, linking to the figure at full size
        assert re.search(rf'<a [^>]*href="figures/{png.name}"><img [^>]*src="gallery/{png.name}"', gallery), png.name
        assert (site / "figures" / png.name).read_bytes() == png.read_bytes()
        assert 0 < (site / "gallery" / png.name).stat().st_size < png.stat().st_size
    weight = len(gallery.encode()) + sum(p.stat().st_size for p in (site / "gallery").glob("*.png"))
    assert weight < 2e6, weight  # the page and its images (issue 60: 2.5 MB with the figures at full size)


# --- in the browser --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture(scope="module")
def visits(survey) -> dict:
    """Each page as read on a laptop (``_survey``)."""
    return survey["laptop"]


def test_pages_load_cleanly(visits):
    for page, v in visits.items():
        assert not v["console"], (page, v["console"])
        assert not v["errors"], (page, v["errors"])
        assert not v["failed"], (page, v["failed"])
        assert not v["outside"], (page, v["outside"])


def test_mathjax_typesets_every_formula(visits):
    typeset = 0
    for page, v in visits.items():
        m = v["typeset"]
        if m["maths"]:
            assert m["mathjax"], (page, "MathJax did not load")
        assert not m["untypeset"], (page, m["untypeset"][:5])
        assert not m["errors"], (page, m["errors"][:5])
        typeset += m["maths"]
    assert visits["index.html"]["typeset"]["maths"] > 0
    for nb in NOTEBOOKS[:5]:  # the continuous-game notebooks are full of formulas
        assert visits[f"notebooks/{nb}.html"]["typeset"]["maths"] > 10, nb
    assert typeset > 500


def test_every_image_loads(visits):
    for page, v in visits.items():
        assert not v["images"]["bad"], (page, v["images"]["bad"])
    assert visits["index.html"]["images"]["count"] >= 1  # Figure 1
    assert visits["gallery.html"]["images"]["count"] >= len(list((ROOT / "figures").glob("*.png")))


def test_every_internal_link_resolves(site, visits):
    """Every link into the site (read relative to the site's root) names a file, and an anchor in it."""
    ids: dict[str, set[str]] = {}
    checked = 0
    for page, v in visits.items():
        for href in v["links"]:
            if urlsplit(href).scheme:  # outside the site (or another local server: never)
                assert urlsplit(href).hostname != "127.0.0.1", href
                continue
            url, fragment = urldefrag(href)
            path = unquote(urlsplit(url).path).lstrip("/") or "index.html"
            if path.endswith("/"):
                path += "index.html"
            target = site / path
            assert target.is_file(), (page, href)
            if fragment and target.suffix == ".html":
                if path not in ids:
                    ids[path] = _ids(target)
                assert unquote(fragment) in ids[path], (page, href)
            checked += 1
    assert checked > 1000


def test_navigation_lists_every_notebook_in_order(visits):
    for page in ("index.html", "notebooks/03_lcp_derivation.html", "errata.html"):
        hrefs = [h for h, _ in visits[page]["nav"]]
        listed = [re.search(r"(\d\d_[a-z_]+)\.html", h).group(1) for h in hrefs if re.search(r"\d\d_[a-z_]+\.html", h)]
        assert listed == NOTEBOOKS, (page, listed)
        for name in ("errata", "claims", "versions", "gallery", "conventions", "api", "references"):
            assert any(h.split("#")[0].endswith(f"{name}.html") for h in hrefs), (page, name)


# --- the command and the staging -------------------------------------------------------------------


def test_book_command_line():
    help_text = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "--help"], capture_output=True, text=True, check=False
    )
    assert help_text.returncode == 0 and "run.py book" in help_text.stdout
    extra = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "book", "03_lcp_derivation"], capture_output=True, text=True, check=False
    )
    assert extra.returncode == 2 and "takes only --paper a4 or --paper letter" in extra.stderr


def test_each_cell_of_a_printed_table_carries_its_column_name():
    """book/cards.py: the label a phone's card shows above each cell is its column's header, formulas included."""
    from book import cards
    from lcp.notebook import Table

    printed = Table([(2, "$x_0$", "a"), (3, "b", "$c$")], ["n", "$V(L, U)$", "note"])._repr_html_()
    labelled = cards.label_html_table(re.search(r"<table.*</table>", printed, re.S).group(0))
    rows = re.findall(r"<tr>(.*?)</tr>", labelled.split("<tbody>")[1])
    labels = [re.findall(r'<td[^>]*><span class="cell-label">(.*?)</span>', row) for row in rows]
    assert labels == [["n", r"\(V(L, U)\)", "note"]] * 2
    assert labelled.split("<tbody>")[0] == printed[printed.index("<table") :].split("<tbody>")[0]  # the head as it was
    assert "cell-label" not in cards.label_html_table("<table><tr><td>1</td></tr></table>")  # no head, no labels


def test_staging_holds_the_site_sources_and_nothing_else(tmp_path):
    from book import pages

    dest = tmp_path / "src"
    assert pages.stage(ROOT, dest) == NOTEBOOKS
    stray = dest / "notebooks" / "99_removed.ipynb"
    stray.write_text("{}")
    before = (dest / "errata.md").stat().st_mtime_ns
    pages.stage(ROOT, dest)
    assert not stray.exists()  # a notebook removed from the project leaves the site
    assert (dest / "errata.md").stat().st_mtime_ns == before  # unchanged pages are not rewritten
    for name in (
        "conf.py",
        "index.md",
        "errata.md",
        "claims.md",
        "gallery.md",
        "versions.md",
        "_static/versions.js",
        "_includes/README.md",
    ):
        assert (dest / name).is_file(), name
    assert sorted(p.name for p in (dest / "figures").glob("*.png")) == sorted(
        p.name for p in (ROOT / "figures").glob("*.png")
    )
    gallery = (dest / "gallery.md").read_text()
    assert gallery.count('class="gallery-image" src="gallery/') == len(list((ROOT / "figures").glob("*.png")))
    assert gallery.count("<figcaption") == gallery.count('class="gallery-image"')  # each with its caption
    assert "quick = False" in gallery  # the parameters of the run that made each figure


# --- the version control: the errata, claims and versions pages from file:// -------------------------

_ROWS = """() => [...document.querySelectorAll('table.versioned tbody tr')].map(r => ({
  versions: r.dataset.versions, revision: r.dataset.revision || '', status: r.dataset.status || '',
  key: [...r.cells[0].childNodes].filter(n => !(n.classList && (n.classList.contains('row-number')
                                                                 || n.classList.contains('severity')
                                                                 || n.classList.contains('row-annotation'))))
         .map(n => n.textContent).join('').trim() + ' | ' + r.cells[r.cells.length > 4 ? 2 : 1].textContent.trim(),
  shown: r.getClientRects().length > 0,
}))"""


def _offline_page(browser, url: str, width: int = 1280, mathjax: bool = True):
    """A page opened from ``url`` (file://) in a fresh context that lets no request leave the machine.

    ``mathjax=False`` serves MathJax as an empty script: the page as it is before typesetting, for a test of
    its rows and controls, not its formulas (typesetting is most of the errata and claims pages' load)."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    outside, problems = [], []

    def guard(route):
        if not mathjax and "/_static/mathjax/" in route.request.url:
            route.fulfill(body="", content_type="text/javascript")
        elif route.request.url.startswith(("file:", "data:", "blob:")):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(url, wait_until="load")
    page.wait_for_selector(".version-control:not([hidden])")
    return context, page, outside, problems


def _choose(page, view: str) -> list[dict]:
    page.click(f'.version-control button[data-version="{view}"]')
    assert page.get_attribute(f'button[data-version="{view}"]', "aria-pressed") == "true"
    return page.evaluate(_ROWS)


def _shown_as_chosen(rows: list[dict], view: str) -> None:
    for row in rows:
        assert row["shown"] == (view == "both" or view in row["versions"].split()), (view, row)


@pytest.mark.parametrize("name", ["errata", "claims", "versions"])
def test_version_control_shows_the_rows_of_the_chosen_version(site, browser, name):
    """From file://: each choice shows exactly the rows whose data-versions name it, and the rows carry the
    versions lcp's data gives them (record_pages.versions_of)."""
    from book import record_pages
    from lcp.record import claims, errata, versions

    context, page, outside, problems = _offline_page(browser, (site / f"{name}.html").as_uri(), mathjax=False)
    rows = page.evaluate(_ROWS)
    if name == "versions":
        expected = [
            " ".join(v for v, side in (("manuscript", r.manuscript_title), ("revision", r.revision_title)) if side)
            for r in versions.MAP
        ]
    else:
        data = errata.ERRATA if name == "errata" else claims.CLAIMS
        expected = [
            record_pages.versions_of(r)
            for source in dict.fromkeys(r.source for r in data)
            for r in data
            if r.source == source
        ]
    assert [r["versions"] for r in rows] == expected
    for view in ("revision", "manuscript", "both"):
        chosen = _choose(page, view)
        _shown_as_chosen(chosen, view)
        shown = sum(r["shown"] for r in chosen)
        count = page.text_content(".version-count")
        assert (f"{shown} of {len(chosen)} rows" if shown else f"no row shown ({len(chosen)} in all)") == count
        if name != "versions":
            gone = [r for r in chosen if r["revision"] == "gone"]
            persists = [r for r in chosen if r["revision"] == "persists"]
            assert all(r["shown"] == (view != "revision") for r in gone)
            assert all(r["shown"] for r in persists)
    if name == "versions":  # the manuscript's view lists its headings in its own order
        _choose(page, "manuscript")
        order = page.eval_on_selector_all(
            "table.versioned tbody tr:not([hidden])", "rs => rs.map(r => r.cells[0].textContent.trim())"
        )
        assert order == [r.manuscript for r in versions.by_manuscript()]
    context.close()
    assert not outside and not problems, (outside, problems)


def _synthetic_page(tmp_path: Path, site: Path, markdown: str, name: str) -> str:
    """The raw HTML of a generated page, in sections as MyST makes them, with the site's own CSS and
    versions.js: an HTML file to open from file://."""
    body, section = [], []
    for chunk in re.split(r"(?m)^(## .*)$", markdown):
        if chunk.startswith("## "):
            if section:
                body.append("<section>" + "".join(section) + "</section>")
            section = [f"<h2>{html.escape(chunk[3:])}</h2>"]
        else:
            section += re.findall(r"```\{raw\} html\n(.*?)```", chunk, re.S)
    body.append("<section>" + "".join(section) + "</section>")
    page = tmp_path / f"{name}.html"
    page.write_text(
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" '
        f'href="{(site / "_static" / "companion.css").as_uri()}"><script defer '
        f'src="{(site / "_static" / "versions.js").as_uri()}"></script></head><body><main><section>'
        + "".join(body)
        + "</section></main></body></html>"
    )
    return page.as_uri()


def test_choosing_the_revision_hides_a_gone_row_and_shows_a_persists_row(site, browser, tmp_path, monkeypatch):
    """The generated pages with one row of each revision status, whatever the data holds today: "revision"
    hides the manuscript-only (gone) row and the other source's row, and shows the rows that persist, are
    fixed or are new; "manuscript" hides the revision's own row; the claims' status filter narrows further."""
    from book import record_pages
    from lcp.record import claims, errata
    from lcp.record.sources import REVISION, Quote

    quote = Quote("Caller Indifference", "words", "solving_lcp")
    made = [
        _made_rows.erratum(errata.PAPER, "Sec. 1 gone", "g", "G", "01_fixed_bet", "t", revision="gone"),
        _made_rows.erratum(
            errata.PAPER,
            "Sec. 2 persists",
            "p",
            "P",
            "01_fixed_bet",
            "t",
            revision="persists",
            revision_where="Sec. 4.4.1",
            revision_quote=quote,
        ),
        _made_rows.erratum(
            errata.PAPER,
            "Sec. 3 fixed",
            "f",
            "F",
            "01_fixed_bet",
            "t",
            revision="fixed",
            revision_where="Sec. 4.4",
            revision_quote=quote,
        ),
        _made_rows.erratum(
            REVISION,
            "Sec. 4.2 new",
            "n",
            "N",
            "03_lcp_derivation",
            "t",
            revision="new",
            revision_where="Sec. 4.2",
            revision_quote=quote,
        ),
        _made_rows.erratum(errata.DECKS, "Sec. 5 other", "o", "O", "06_finite_decks", "t"),
    ]
    monkeypatch.setattr(errata, "ERRATA", tuple(made))
    url = _synthetic_page(tmp_path, site, record_pages.errata_page(), "errata")
    context, page, outside, problems = _offline_page(browser, url)

    def shown(rows):
        return {r["key"].split(" | ")[0]: r["shown"] for r in rows}

    assert shown(_choose(page, "revision")) == {
        "Sec. 1 gone": False,
        "Sec. 2 persists": True,
        "Sec. 3 fixed": True,
        "Sec. 4.2 new": True,
        "Sec. 5 other": False,
    }
    assert page.evaluate("[...document.querySelectorAll('main section section:has(table)')].map(s => s.hidden)") == [
        False,
        False,
        True,
    ]  # the manuscript's, the revision's, the finite-deck paper's (no row: hidden)
    assert "Sec. 4.4.1" in page.text_content("table.versioned")  # the revision's place is shown
    assert shown(_choose(page, "manuscript")) == {
        "Sec. 1 gone": True,
        "Sec. 2 persists": True,
        "Sec. 3 fixed": True,
        "Sec. 4.2 new": False,
        "Sec. 5 other": True,
    }
    assert all(shown(_choose(page, "both")).values())
    context.close()

    claimed = [
        _made_rows.claim(errata.PAPER, "Sec. 1", "a", "refuted", revision="gone"),
        _made_rows.claim(
            errata.PAPER, "Sec. 2", "b", "proved", revision="persists", revision_where="Sec. 6", revision_quote=quote
        ),
        _made_rows.claim(
            errata.PAPER, "Sec. 3", "c", "refuted", revision="persists", revision_where="Sec. 5", revision_quote=quote
        ),
    ]
    monkeypatch.setattr(claims, "CLAIMS", tuple(claimed))
    url = _synthetic_page(tmp_path, site, record_pages.claims_page(), "claims")
    context, page, outside2, problems2 = _offline_page(browser, url + "?version=revision")
    assert shown(page.evaluate(_ROWS)) == {"Sec. 1": False, "Sec. 2": True, "Sec. 3": True}  # from the address
    page.select_option("select[data-filter=status]", "refuted")
    assert shown(page.evaluate(_ROWS)) == {"Sec. 1": False, "Sec. 2": False, "Sec. 3": True}
    assert shown(_choose(page, "manuscript")) == {"Sec. 1": True, "Sec. 2": False, "Sec. 3": True}
    assert page.url.endswith("?version=manuscript&status=refuted")  # the choice is in the address (issue 50)
    _choose(page, "both")
    page.select_option("select[data-filter=status]", "")
    assert "?" not in page.url
    context.close()
    assert not (outside or outside2 or problems or problems2), (outside, outside2, problems, problems2)


def test_the_choice_is_kept_for_the_next_page(site, browser):
    """The version chosen on one page is the one the next page opens with.

    The page keeps it in localStorage; chromium hands a page's storage to the browser process asynchronously,
    and a page opened in the same millisecond in another renderer can miss it (once in about twenty CI runs on a
    loaded machine). A reader takes longer than that to reach the next page: the next page is opened again, up
    to 5 s, until it shows the choice."""
    context, page, outside, problems = _offline_page(browser, (site / "errata.html").as_uri(), mathjax=False)
    _choose(page, "manuscript")
    deadline = time.monotonic() + 5
    while True:
        page.goto((site / "claims.html").as_uri(), wait_until="load")
        page.wait_for_selector(".version-control:not([hidden])")
        pressed = page.get_attribute('button[data-version="manuscript"]', "aria-pressed")
        if pressed == "true" or time.monotonic() > deadline:
            break
        page.wait_for_timeout(200)
    assert pressed == "true"
    context.close()
    assert not outside and not problems


@pytest.mark.parametrize("name", ["errata", "claims", "versions"])
def test_tables_fit_a_phone(site, browser, name):
    """At 390 px (a phone) each row is a card and nothing is wider than the screen, in every view."""
    context, page, outside, problems = _offline_page(browser, (site / f"{name}.html").as_uri(), width=390)
    for view in ("both", "revision", "manuscript"):
        _choose(page, view)
        wide = page.evaluate("""() => [document.documentElement.scrollWidth,
          ...[...document.querySelectorAll('table.companion-table, .version-control')]
            .filter(e => e.getClientRects().length).map(e => Math.ceil(e.getBoundingClientRect().right))]""")
        assert max(wide) <= 390, (view, wide)
    assert page.evaluate("getComputedStyle(document.querySelector('table.companion-table thead')).display") == "none"
    context.close()
    assert not outside and not problems


# --- a reader's first screen, the figures, the explorer (issues 27 and 28) --------------------------


def test_notebook_figures_are_readable_numbered_and_described(visits):
    """At 1280 px every notebook figure shows at >= 75 CSS px per figure inch (8-point text at 8 px or
    more), with a numbered caption under it and an alt text that says what it shows."""
    from lcp.plotting import STYLE

    dpi = STYLE["savefig.dpi"]
    seen = 0
    for nb in NOTEBOOKS:
        for fig in visits[f"notebooks/{nb}.html"]["read"]["figures"]:
            if not fig["output"]:
                continue
            seen += 1
            inches = fig["natural"] / dpi
            assert inches and fig["shown"] / inches >= 75, (nb, fig)
            assert re.match(r"Figure \d+\.\d+\. \S", fig["cellCaption"]), (nb, fig)
            assert len(fig["alt"]) >= 30 and not re.fullmatch(r"[0-9a-f]{32,}(\.png)?", fig["alt"]), (nb, fig)
    assert seen == len(list((ROOT / "figures").glob("*.png")))  # every committed figure, each once


def test_the_first_screen_states_the_verdict(visits):
    """On a laptop (the survey's reading, after MathJax) the verdict is on the first screen, whole."""
    verdict = visits["index.html"]["chrome"]["verdict"]
    assert verdict is not None and verdict["shown"] and verdict["bottom"] <= verdict["screen"] == 900, verdict
    assert all(word in verdict["text"] for word in ("Holds", "Refuted", "Misprinted"))
    assert visits["index.html"]["chrome"]["explorerLinks"] >= 2  # the verdict's "where to go" and the list


def test_the_explorer_is_on_the_site(site):
    for name in ("explorer.html", "explorer.js", "explorer.css", "lcp-forms.js", "explorer.png"):
        assert (site / name).is_file(), name
    assert (site / "lcp-forms.js").read_text() == (ROOT / "book" / "_extra" / "lcp-forms.js").read_text()
    page3 = (site / "notebooks" / "03_lcp_derivation.html").read_text()
    assert 'href="../explorer.html"' in page3


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_one_search_box_a_favicon_and_copy_buttons(site, survey, width):
    """A notebook page with code cells, as the survey read it at each width."""
    seen = survey[width]["notebooks/08_kuhn_poker.html"]["chrome"]
    assert seen["searches"] == 1
    assert seen["copyButtons"] > 0  # sphinx-copybutton on the code cells
    icon = seen["icon"]
    assert icon and (site / urldefrag(icon)[0].replace("../", "")).is_file()


def test_each_notebook_page_offers_its_two_files(site):
    """Both files of the pair, byte for byte the committed ones, linked under the page's title."""
    for nb in NOTEBOOKS:
        page = (site / "notebooks" / f"{nb}.html").read_text()
        for suffix in (".ipynb", ".py"):
            assert f'<a href="{nb}{suffix}" download>' in page, (nb, suffix)
            assert (site / "notebooks" / f"{nb}{suffix}").read_bytes() == (
                ROOT / "notebooks" / f"{nb}{suffix}"
            ).read_bytes()


def test_the_site_builders_import_in_one_direction():
    """No import circle among book/'s modules (issue 49): what pages.py, report.py and printing.py share sits
    below them in common.py, which imports none of the site's modules."""
    import ast

    book = ROOT / "book"
    local = {p.stem for p in book.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in book.glob("*.py"):
        tree = ast.parse(path.read_text())
        names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        for n in (n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)):  # from .common import x, from . import y
            if n.level:
                names |= {n.module.split(".")[0]} if n.module else {a.name for a in n.names}
        graph[path.stem] = (names & local) - {path.stem}
    assert graph["common"] == set() and {"api_pages", "downloads", "report"} <= graph["pages"]

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(n == goal or (n not in seen and reaches(n, goal, seen | {n})) for n in graph[start])

    circles = sorted(m for m in graph if reaches(m, m, {m}))
    assert circles == [], circles


# --- the smaller defects of issue 50 -----------------------------------------------------------------------


def test_the_landing_page_links_the_paper_and_leaves_set_up_to_the_readme(site):
    index = (site / "index.html").read_text()
    assert re.search(r'<a [^>]*href="https://arxiv\.org/abs/2606\.01390"[^>]*>arXiv:2606\.01390</a>', index)
    assert 'id="how-to-run-it"' not in index and "LCP_VENV" not in index  # developer material stays in the README


def test_the_readme_gives_its_commands_first_under_their_heading():
    readme = (ROOT / "README.md").read_text()
    assert "## The commands\n\n<!-- commands:start -->\n```bash\n" in readme and "two commands" not in readme
    block = readme.split("<!-- commands:start -->\n```bash\n", 1)[1].split("```", 1)[0]
    assert [line.split()[2] for line in block.splitlines()] == ["reproduce", "test", "book", "pdf", "lock"]


def test_the_versions_map_sets_subscripts(site):
    page = (site / "versions.html").read_text()
    assert not re.search(r"\b[A-Z]_[A-Z]{2}\b", page)  # no V_FB in ASCII
    assert "<i>V</i><sub>FB</sub>(<i>B</i>)" in page


def test_search_snippets_show_formulas_as_text(browser, server):
    """The search page's snippets are cut from the found pages' text, where a formula is its TeX source:
    search-text.js reads it as text (x ≤ 1/2), so no snippet shows a backslash."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(server + "search.html?q=threshold", wait_until="load")
    page.wait_for_function("document.querySelectorAll('#search-results p.context').length >= 5", timeout=60_000)
    snippets = page.eval_on_selector_all("#search-results p.context", "ps => ps.map(p => p.textContent)")
    # the search field's magnifier stays left of the text typed in it
    field = page.evaluate("""() => [...document.querySelectorAll('.bd-search input')].filter(i => i.getClientRects().length)
        .map(input => { const icon = input.parentElement.querySelector('i.fa-magnifying-glass');
          return [icon.getBoundingClientRect().right,
                  input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft)]; })""")
    context.close()
    assert [s for s in snippets if "\\" in s] == [], snippets
    assert field and all(icon <= text + 1 for icon, text in field), field
