"""The page survey the site's browser tests share (tests/_survey.py): its key and its lock.

The key decides whether the second test worker may reuse the first one's reading: it must change with any
page, stylesheet or script a browser renders, and must not change with what every rebuild rewrites
differently for the same site (a CI run failed when the second worker's incremental build changed the
search page's stylesheet stamps, and the reading was taken again inside another browser's event loop).
"""

from __future__ import annotations

import pytest

import _survey
from _browser import chromium, is_local, local_context, serve


def _site(tmp_path):
    site = tmp_path / "html"
    (site / "_static").mkdir(parents=True)
    (site / "index.html").write_text("<p>index</p>")
    (site / "_static" / "site.css").write_text("p { color: black }")
    (site / "search.html").write_text('<link href="a.css?v=1">')
    (site / "searchindex.js").write_text("Search.setIndex({a: 1})")
    return site


def test_the_key_follows_what_a_browser_renders(tmp_path):
    site = _site(tmp_path)
    key = _survey._key(site)
    (site / "_static" / "site.css").write_text("p { color: red }")
    assert _survey._key(site) != key
    key = _survey._key(site)
    (site / "notebooks").mkdir()
    (site / "notebooks" / "01.html").write_text("<p>one</p>")
    assert _survey._key(site) != key


def test_the_key_ignores_what_every_rebuild_rewrites(tmp_path):
    site = _site(tmp_path)
    key = _survey._key(site)
    (site / "search.html").write_text('<link href="a.css">')  # an incremental build drops the ?v= stamp
    (site / "searchindex.js").write_text("Search.setIndex({b: 2})")
    (site / "report.pdf").write_bytes(b"%PDF-1.4 /CreationDate (D:20261126)")
    (site / ".doctrees").mkdir()
    (site / ".doctrees" / "index.doctree").write_bytes(b"\x80\x04")
    assert _survey._key(site) == key


def test_the_lock_is_exclusive(tmp_path):
    lock = tmp_path / "survey" / "laptop.lock"
    with _survey._lock(lock) as first:
        assert first
        with _survey._lock(lock, wait=False) as second:  # another open file description: refused at once
            assert second is False
    with _survey._lock(lock, wait=False) as again:
        assert again


def test_an_unknown_width_is_refused_by_name(tmp_path):
    survey = _survey.Survey(_site(tmp_path), "http://127.0.0.1:9/")
    with pytest.raises(KeyError, match="unknown width 'tablet'; the widths are laptop, phone"):
        survey["tablet"]


#: Pages whose layout changes most between the widths: the errata's cards, a notebook's equations and
#: figures, the explorer's controls, the landing page.
NARROWED = ["errata.html", "notebooks/03_lcp_derivation.html", "explorer.html", "index.html"]


@pytest.mark.slow
def test_a_narrowed_page_reads_as_a_page_loaded_on_a_phone(survey, server):
    """The survey reads the phone width by narrowing a page loaded at the laptop's (one load, one typesetting
    each): every probe must see what a page loaded at 390 px shows (a script that laid the page out for the
    width it was loaded at would break this)."""

    def fresh():
        with _survey.chromium() as browser:
            context = _survey.local_context(browser)
            return {
                name: _survey.read_page(context, server, name, {"phone": _survey.WIDTHS["phone"]}) for name in NARROWED
            }

    loaded = fresh()
    for name in NARROWED:
        narrowed, direct = survey["phone"][name], loaded[name]["phone"]
        for probe in [*_survey.PROBES, "links", "nav"]:
            assert narrowed[probe] == direct[probe], (name, probe)


@pytest.mark.browser
def test_the_surveys_context_reaches_this_machine_alone(tmp_path):
    """A page of :func:`_browser.local_context` loads from 127.0.0.1; a request to any other machine (a name,
    an address, even ``localhost``) fails and shows on the page's ``request`` event, where the survey records
    it."""
    (tmp_path / "index.html").write_text("<p>here</p>")
    (tmp_path / "here.txt").write_text("local")
    far = ["https://example.com/mathjax.js", "http://8.8.8.8/", "http://localhost:9/"]

    def visit():
        with chromium() as browser, serve(tmp_path) as base:
            page = local_context(browser).new_page()
            outside: list[str] = []
            page.on("request", lambda r: None if is_local(r.url) else outside.append(r.url))
            page.goto(base + "index.html")
            fetched = page.evaluate(
                """async (urls) => { const out = [];
                for (const u of urls) { try { out.push(await (await fetch(u)).text()); } catch (e) { out.push(null); } }
                return out; }""",
                [base + "here.txt", *far],
            )
            return fetched, outside

    fetched, outside = visit()
    assert fetched == ["local", None, None, None]
    assert outside == far


def test_the_browser_is_chromiums_headless_shell_where_it_is_installed():
    """The tests run chromium's headless shell when its Debian package is installed (run.py test installs it
    as root), the full browser only where it is not."""
    from _browser import chromium_executable
    from tools import suite

    if not suite.chromium_installed("chromium-headless-shell"):
        pytest.skip("chromium-headless-shell is not installed here (run.py test installs it as root)")
    assert chromium_executable().name == "chromium-headless-shell"
