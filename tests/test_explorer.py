"""The (L, U) explorer (issue 28) in a real browser: its numbers are lcp.limit.solve's, its URL keeps the
setting, a slider redraws, nothing leaves 127.0.0.1, and seeded hands land in their band.

The page's folder, book/_extra/, is served as it is (the site copies it unchanged to its root), so
these tests need no site build.
"""

from __future__ import annotations

import math
import random

import pytest

from _browser import LocalOnly, chromium, serve
from _notebooks import ROOT
from lcp import limit

EXTRA = ROOT / "book" / "_extra"
QUANTITIES = ["value", "x0", "x1", "x2", "x3", "x4", "x5", "b0"]
ENDPOINTS = [(0.0, math.inf), (0.0, 0.0), (1.0, 1.0), (math.inf, math.inf), (0.0, 1e-9), (2.5, math.inf),
             (1e-12, 1e12), (1e-300, 1e300), (3.0, 3.0 + 1e-12), (0.0, 5.0)]


@pytest.fixture(scope="module")
def server():
    with serve(EXTRA) as base:
        yield base + "explorer.html"


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    guard = LocalOnly()
    context.route("**/*", guard)
    pg = context.new_page()
    problems = []
    pg.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: problems.append(str(e)))
    yield pg
    assert not guard.outside, guard.outside  # nothing leaves 127.0.0.1
    assert not problems, problems
    context.close()


def _open(page, url):
    page.goto(url, wait_until="load")
    page.wait_for_selector("body[data-ready=true]")


def _shown(page) -> dict:
    return page.eval_on_selector_all("[data-quantity]", "els => Object.fromEntries(els.map(e => [e.dataset.quantity, e.dataset.value]))")


def _js(v: float) -> str:
    return "Infinity" if v == math.inf else repr(float(v))


def _check(page, L, U):
    shown = _shown(page)
    eq = limit.solve(L, U)
    expected = {"value": eq.value, "b0": eq.b0, **{f"x{i}": v for i, v in enumerate(eq.x)}}
    for name in QUANTITIES:
        got = float(shown[name])
        assert math.isclose(got, float(expected[name]), rel_tol=1e-12, abs_tol=1e-300), (L, U, name, got, expected[name])


def test_every_number_is_lcp_limit_solve(page, server):
    _open(page, server)
    rng = random.Random(20250524)
    points = list(ENDPOINTS)
    for _ in range(50):  # L and U log-uniform over 1e-4 .. 1e4, sorted
        a, b = sorted(10 ** rng.uniform(-4, 4) for _ in range(2))
        points.append((a, b))
    for L, U in points:
        page.evaluate(f"() => lcpExplorer.setLimits({_js(L)}, {_js(U)}, 'test')")
        _check(page, L, U)


def test_the_url_keeps_the_setting(page, server):
    _open(page, server + "?L=0.25&U=inf&seed=7")
    assert page.input_value("#L-field") == "0.25" and page.input_value("#U-field") == "inf"
    _check(page, 0.25, math.inf)
    page.fill("#L-field", "0.5")
    page.dispatch_event("#L-field", "change")
    search = page.evaluate("() => location.search")
    assert "L=0.5" in search and "U=inf" in search and "seed=7" in search
    _open(page, server + search)
    _check(page, 0.5, math.inf)
    assert page.input_value("#seed") == "7"


def test_moving_a_slider_redraws(page, server):
    _open(page, server + "?L=0.1&U=2")
    before = _shown(page)
    profile_before = page.inner_html("#profile")
    page.eval_on_selector("#U-slider", "s => { s.value = 900; s.dispatchEvent(new Event('input')); }")
    U = float(page.input_value("#U-field"))
    assert U > 2 and _shown(page) != before and page.inner_html("#profile") != profile_before
    _check(page, 0.1, U)
    page.eval_on_selector("#L-slider", "s => { s.value = 0; s.dispatchEvent(new Event('input')); }")
    page.eval_on_selector("#U-slider", "s => { s.value = 1000; s.dispatchEvent(new Event('input')); }")
    assert page.input_value("#L-field") == "0" and page.input_value("#U-field") == "inf"
    _check(page, 0.0, math.inf)  # both endpoints reachable: Newman's game
    page.eval_on_selector("#L-slider", "s => { s.value = 1000; s.dispatchEvent(new Event('input')); }")
    _check(page, math.inf, math.inf)  # L pushed U along: L <= U always


@pytest.mark.parametrize("seat, sign", [("bettor", 1), ("caller", -1)])
def test_seeded_hands_land_in_their_band(page, server, seat, sign):
    _open(page, server + "?L=0.1&U=2&seed=2026")
    page.select_option("#seat", seat)
    page.fill("#auto-n", "2000")
    page.click("#auto")
    first = _shown(page)
    assert float(first["hands"]) == 2000
    exact = sign * limit.solve(0.1, 2).value
    assert float(first["exact"]) == pytest.approx(exact, rel=1e-12)
    assert abs(float(first["mean"]) - exact) <= float(first["band"])  # inside its stated 95 % band
    page.dispatch_event("#seed", "change")  # a new session with the same seed
    page.click("#auto")
    assert _shown(page)["mean"] == first["mean"]  # the same seed deals the same hands


def test_a_hand_played_by_hand(page, server):
    _open(page, server + "?L=1&U=1&seed=3")
    page.click("#deal")
    page.click("#check")
    assert float(_shown(page)["hands"]) == 1
    assert abs(float(_shown(page)["mean"])) == 0.5  # a check is a showdown for the ante: +-1/2
    page.select_option("#seat", "caller")
    for _ in range(5):
        page.click("#deal")
        if page.is_visible("#fold"):
            page.click("#fold")
    assert float(_shown(page)["hands"]) == 5


def test_fits_a_phone(browser, server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2)
    page = context.new_page()
    _open(page, server + "?L=0.1&U=2")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    context.close()
