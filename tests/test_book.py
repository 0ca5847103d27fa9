"""The site (issue 14): ``python3 run.py book`` builds it offline, and a real browser reads every page.

The site is built once per session by the README's command, with every proxy variable pointing at a
closed port, so a build that tried to fetch anything would fail. It is then served from 127.0.0.1 by
``http.server`` and headless chromium opens every page: no console error, no page error, no failed
request, no request leaving the machine; MathJax finishes and typesets every math element without an
error node; every image loads with a non-zero width; every link inside the site resolves, anchors
included; the navigation lists every notebook in order.
"""

from __future__ import annotations

import functools
import html
import os
import re
import subprocess
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit

import pytest

from _browser import LocalOnly, launch, require_browser
from _notebooks import IDS as NOTEBOOKS, ROOT

SITE = ROOT / "build" / "html"
DEAD_PROXY = "http://127.0.0.1:9"  # the discard port: nothing answers there


@pytest.fixture(scope="module")
def site() -> Path:
    env = dict(os.environ, **{k: DEAD_PROXY for k in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY")})
    env.pop("no_proxy", None)
    env.pop("NO_PROXY", None)
    result = subprocess.run([sys.executable, str(ROOT / "run.py"), "book"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (SITE / "index.html").as_uri() in result.stdout
    return SITE


def _pages(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html") if "_static" not in p.parts)


def _ids(path: Path) -> set[str]:
    return set(re.findall(r'\sid="([^"]+)"', path.read_text(errors="replace")))


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server(site):
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


# --- the build itself ------------------------------------------------------------------------------

def test_every_page_is_built(site):
    pages = set(_pages(site))
    wanted = {"index.html", "errata.html", "claims.html", "gallery.html", "conventions.html", "api.html",
              "references.html"} | {f"notebooks/{nb}.html" for nb in NOTEBOOKS}
    assert wanted <= pages, wanted - pages


def test_no_page_loads_anything_from_elsewhere(site):
    """Statically too: no script, stylesheet, image or font is referenced by an absolute URL."""
    for page in _pages(site):
        text = (site / page).read_text(errors="replace")
        found = re.findall(r'<(?:script|link|img|iframe)[^>]+(?:src|href)="((?:https?:)?//[^"]+)"', text)
        assert not found, (page, found)
    assert (site / "_static" / "mathjax" / "tex-chtml.js").is_file()
    assert "Apache License" in (site / "_static" / "mathjax" / "LICENSE").read_text()


def test_errata_and_claims_pages_have_every_row(site):
    from lcp import claims, errata

    errata_html = (site / "errata.html").read_text()
    claims_html = (site / "claims.html").read_text()
    assert errata_html.count("<tr>") == len(errata.ERRATA) + len(set(e.source for e in errata.ERRATA))
    assert claims_html.count("<tr>") == len(claims.CLAIMS) + len(set(c.source for c in claims.CLAIMS))
    for e in errata.ERRATA:
        assert f'href="notebooks/{e.notebook}.html#cell-{e.cell}"' in errata_html
        assert html.escape(e.printed) in errata_html


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
    for png in sorted((ROOT / "figures").glob("*.png")):
        assert f'src="_images/{png.name}"' in gallery, png.name


# --- in the browser --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    sync_api, exe = require_browser()
    with sync_api.sync_playwright() as pw:
        b = launch(pw, exe)
        yield b
        b.close()


_TYPESET = """async () => {
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; }
  const maths = [...document.querySelectorAll('.math')];
  return {
    mathjax: !!(window.MathJax && MathJax.startup),
    maths: maths.length,
    untypeset: maths.filter(m => !m.querySelector('mjx-container')).map(m => m.textContent.slice(0, 80)),
    errors: [...document.querySelectorAll('mjx-merror, [data-mjx-error]')].map(e => e.textContent.slice(0, 80)),
  };
}"""

_IMAGES = """async () => {
  const bad = [];
  for (const img of document.querySelectorAll('img')) {
    img.loading = 'eager';
    img.scrollIntoView();
    try { await img.decode(); } catch (e) { }
    if (!img.complete || img.naturalWidth === 0 || img.getBoundingClientRect().width === 0) bad.push(img.src);
  }
  return {count: document.images.length, bad};
}"""


def _visit(browser, url: str) -> dict:
    context = browser.new_context()
    guard = LocalOnly()
    context.route("**/*", guard)
    page = context.new_page()
    console, errors, failed = [], [], []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: failed.append(f"{r.url} {r.failure}"))
    page.goto(url, wait_until="load")
    math = page.evaluate(_TYPESET)
    images = page.evaluate(_IMAGES)
    links = page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)")
    nav = page.eval_on_selector_all("nav.bd-docs-nav a, .bd-sidebar-primary nav a",
                                    "as => as.map(a => [a.href, a.textContent.trim()])")
    context.close()
    return {"console": console, "errors": errors, "failed": failed, "outside": guard.outside, "math": math,
            "images": images, "links": links, "nav": nav}


@pytest.fixture(scope="module")
def visits(site, server, browser) -> dict:
    return {page: _visit(browser, server + page) for page in _pages(site)}


def test_pages_load_cleanly(visits):
    for page, v in visits.items():
        assert not v["console"], (page, v["console"])
        assert not v["errors"], (page, v["errors"])
        assert not v["failed"], (page, v["failed"])
        assert not v["outside"], (page, v["outside"])


def test_mathjax_typesets_every_formula(visits):
    typeset = 0
    for page, v in visits.items():
        m = v["math"]
        if m["maths"]:
            assert m["mathjax"], (page, "MathJax did not load")
        assert not m["untypeset"], (page, m["untypeset"][:5])
        assert not m["errors"], (page, m["errors"][:5])
        typeset += m["maths"]
    assert visits["index.html"]["math"]["maths"] > 0
    for nb in NOTEBOOKS[:5]:  # the continuous-game notebooks are full of formulas
        assert visits[f"notebooks/{nb}.html"]["math"]["maths"] > 10, nb
    assert typeset > 500


def test_every_image_loads(visits):
    for page, v in visits.items():
        assert not v["images"]["bad"], (page, v["images"]["bad"])
    assert visits["index.html"]["images"]["count"] >= 1  # Figure 1
    assert visits["gallery.html"]["images"]["count"] >= len(list((ROOT / "figures").glob("*.png")))


def test_every_internal_link_resolves(site, server, visits):
    ids: dict[str, set[str]] = {}
    checked = 0
    for page, v in visits.items():
        for href in v["links"]:
            if not href.startswith(server):
                assert not href.startswith(("http://", "https://")) or urlsplit(href).hostname != "127.0.0.1", href
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
        for name in ("errata", "claims", "gallery", "conventions", "api", "references"):
            assert any(h.split("#")[0].endswith(f"{name}.html") for h in hrefs), (page, name)


# --- the command and the staging -------------------------------------------------------------------

def test_book_command_line():
    help_text = subprocess.run([sys.executable, str(ROOT / "run.py"), "--help"], capture_output=True, text=True)
    assert help_text.returncode == 0 and "run.py book" in help_text.stdout
    extra = subprocess.run([sys.executable, str(ROOT / "run.py"), "book", "03_lcp_derivation"],
                           capture_output=True, text=True)
    assert extra.returncode == 2 and "takes no arguments" in extra.stderr


def test_staging_holds_the_site_sources_and_nothing_else(tmp_path):
    sys.path.insert(0, str(ROOT / "book"))
    import pages

    dest = tmp_path / "src"
    assert pages.stage(ROOT, dest) == NOTEBOOKS
    stray = dest / "notebooks" / "99_removed.ipynb"
    stray.write_text("{}")
    before = (dest / "errata.md").stat().st_mtime_ns
    pages.stage(ROOT, dest)
    assert not stray.exists()  # a notebook removed from the project leaves the site
    assert (dest / "errata.md").stat().st_mtime_ns == before  # unchanged pages are not rewritten
    for name in ("conf.py", "index.md", "errata.md", "claims.md", "gallery.md", "_includes/README.md"):
        assert (dest / name).is_file(), name
    assert sorted(p.name for p in (dest / "figures").glob("*.png")) == sorted(
        p.name for p in (ROOT / "figures").glob("*.png"))
    gallery = (dest / "gallery.md").read_text()
    assert gallery.count("![") == len(list((ROOT / "figures").glob("*.png")))
    assert "quick = False" in gallery  # the parameters of the run that made each figure
