"""The (L, U) explorer (issue 28) in a real browser: its numbers are lcp.continuous.limit.solve's, its URL keeps the
setting, a slider redraws, nothing leaves 127.0.0.1, and seeded hands land in their band; every bad value
in the address or a field is refused at its field, by name and range, and changes nothing; on a phone the
sliders stay on screen above the chart, the text is readable and no label overprints another (issue 37).

The page's folder, book/_extra/, is served as it is (the site copies it unchanged to its root), so
these tests need no site build.
"""

from __future__ import annotations

import math
import random

import pytest

from _browser import LocalOnly, chromium, serve
from _notebooks import ROOT
from lcp.continuous import limit

pytestmark = pytest.mark.browser

EXTRA = ROOT / "book" / "_extra"
QUANTITIES = ["value", "x0", "x1", "x2", "x3", "x4", "x5", "b0"]
ENDPOINTS = [
    (0.0, math.inf),
    (0.0, 0.0),
    (1.0, 1.0),
    (math.inf, math.inf),
    (0.0, 1e-9),
    (2.5, math.inf),
    (1e-12, 1e12),
    (1e-300, 1e300),
    (3.0, 3.0 + 1e-12),
    (0.0, 5.0),
]


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
    return page.eval_on_selector_all(
        "[data-quantity]", "els => Object.fromEntries(els.map(e => [e.dataset.quantity, e.dataset.value]))"
    )


def _js(v: float) -> str:
    return "Infinity" if v == math.inf else repr(float(v))


def _check(page, L, U):
    shown = _shown(page)
    eq = limit.solve(L, U)
    expected = {"value": eq.value, "b0": eq.b0, **{f"x{i}": v for i, v in enumerate(eq.x)}}
    for name in QUANTITIES:
        got = float(shown[name])
        assert math.isclose(got, float(expected[name]), rel_tol=1e-12, abs_tol=1e-300), (
            L,
            U,
            name,
            got,
            expected[name],
        )


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
    page.eval_on_selector("#U-slider", "s => { s.value = 600; s.dispatchEvent(new Event('input')); }")
    page.eval_on_selector("#L-slider", "s => { s.value = 1000; s.dispatchEvent(new Event('input')); }")
    _check(page, math.inf, math.inf)  # L pushed U along: L <= U always, and the page says so
    assert page.inner_text("#message") == "Moving L past U moved U along to inf."


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


# --- refusals (issue 37): the field names itself and its range, keeps the text; nothing else moves ----------


def _state(page) -> tuple:
    return (
        _shown(page),
        page.input_value("#L-slider"),
        page.input_value("#U-slider"),
        page.evaluate("() => location.search"),
        page.inner_html("#profile"),
    )


FIELD_REFUSALS = [  # (field, typed, words the message must hold) at L = 0.1, U = 2
    ("L", "-1", "L is negative"),
    ("L", "abc", "L is not a number"),
    ("L", "nan", "L is not a number"),
    ("L", "", "L is empty"),
    ("L", "3", "L must lie in [0, U] = [0, 2]; got 3"),
    ("L", "1e400", "L is too large for a double"),
    ("L", "1e-400", "L is too small for a double"),  # issue 47: was read as 0, silently
    ("U", "0.05", "U must lie in [L, ∞] = [0.1, ∞]"),
    ("U", "-0.5", "U is negative"),
    ("U", "1e400", "type inf for no limit"),
    ("U", "∞∞", "U is not a number"),
]


def test_a_bad_value_in_a_field_is_refused_at_the_field(page, server):
    _open(page, server + "?L=0.1&U=2")
    for name, text, words in FIELD_REFUSALS:
        before = _state(page)
        page.fill(f"#{name}-field", text)
        page.dispatch_event(f"#{name}-field", "change")
        error = page.locator(f"#{name}-error")
        assert error.is_visible(), (name, text)
        message = error.inner_text()
        assert words in message and message.startswith(name), (text, message)
        assert ("[0, U] = [0, 2]" if name == "L" else "[L, ∞] = [0.1, ∞]") in message  # the allowed range
        assert "still show L = 0.1, U = 2" in message
        assert page.get_attribute(f"#{name}-field", "aria-invalid") == "true"
        assert page.input_value(f"#{name}-field") == text  # what was typed stays
        assert _state(page) == before  # numbers, sliders, address and chart keep the last good state
    page.fill("#U-field", "3")  # a good value clears the message and moves everything
    page.dispatch_event("#U-field", "change")
    assert not page.locator("#U-error").is_visible() and page.get_attribute("#U-field", "aria-invalid") is None
    _check(page, 0.1, 3.0)


@pytest.mark.parametrize(
    "query, name, words",
    [
        ("?L=-1&U=2", "L", "L is negative"),
        ("?L=abc&U=2", "L", "L is not a number"),
        ("?L=nan&U=2", "L", "not a number"),
        ("?L=&U=2", "L", "L is empty"),
        ("?L=3&U=2", "L", "L must lie in [0, U] = [0, 2]"),
        ("?L=0.1&U=1e400", "U", "U is too large for a double"),
        ("?L=0.5&U=-2", "U", "U is negative"),
        ("?U=0", "U", "U must lie in [L, ∞] = [0.1, ∞]; got 0 (below L)"),  # issue 47: was named under L
    ],
)
def test_a_bad_value_in_the_address_is_refused_at_its_field(page, server, query, name, words):
    _open(page, server + query)
    message = page.inner_text(f"#{name}-error")
    assert page.is_visible(f"#{name}-error") and words in message, message
    assert "The figures show the default L = 0.1, U = 2." in message
    assert page.input_value(f"#{name}-field") == dict(q.split("=") for q in query[1:].split("&"))[name]
    _check(page, 0.1, 2.0)  # the defaults, as the message says
    assert page.evaluate("() => location.search") == query  # the address is not rewritten


def test_a_bad_number_of_hands_is_refused(page, server):
    _open(page, server + "?L=0.1&U=2&seed=1")
    for text in ("abc", "0", "1000001", "2.5", "", "-3"):
        page.fill("#auto-n", text)
        page.click("#auto")
        assert page.is_visible("#auto-error") and "from 1 to 1,000,000" in page.inner_text("#auto-error"), text
        assert float(_shown(page)["hands"]) == 0
    page.fill("#auto-n", "2000")
    page.click("#auto")
    assert not page.is_visible("#auto-error")
    assert page.inner_text('td[data-quantity="hands"]') == "2,000"


def test_numbers_are_written_for_people(page, server):
    _open(page, server)
    shown = page.evaluate("() => [1e6, 1234567.25, -0, 1.5e-9, -2.5e12, 0.0691024416].map(lcpExplorer.rounded)")
    assert shown == ["1,000,000", "1,234,567.3", "0", "1.5 × 10⁻⁹", "−2.5 × 10¹²", "0.069102442"]
    for L, U in ENDPOINTS:  # b0 is 0 at several of them, never shown as "-0"
        page.evaluate(f"() => lcpExplorer.setLimits({_js(L)}, {_js(U)}, 'test')")
        texts = page.eval_on_selector_all("td[data-quantity]", "els => els.map(e => e.textContent)")
        assert not {"-0", "−0"} & set(texts), (L, U, texts)


# --- the page on a phone and a laptop (issue 37) -------------------------------------------------------------

TEXT_SIZES = """() => Array.from(document.querySelectorAll('body *')).filter(e => {
    if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') return false;
    return Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
  }).map(e => {
    const size = parseFloat(getComputedStyle(e).fontSize);
    const svg = e.closest('svg');
    return [e.textContent.trim().slice(0, 30), svg ? size * svg.getScreenCTM().a : size];
  })"""

OVERPRINTS = """() => {
  const hits = [];
  for (const svg of document.querySelectorAll('svg')) {
    const boxes = Array.from(svg.querySelectorAll('text')).map(t => [t.textContent, t.getBoundingClientRect()]);
    boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left), h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1) hits.push(svg.id + ': ' + a + ' / ' + b);
    }));
  }
  return hits;
}"""


def _in_view(page, selector) -> bool:
    return page.eval_on_selector(
        selector,
        "e => { const r = e.getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }",
    )


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_readable_and_nothing_overprints(browser, server, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    _open(page, server + "?L=0.1&U=2&seed=5")
    page.click("#auto")  # the running chart with its axis labels too
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    small = [(text, round(size, 1)) for text, size in page.evaluate(TEXT_SIZES) if size < 11.5]
    assert not small, small
    assert page.evaluate(OVERPRINTS) == []
    context.close()


def test_on_a_phone_the_sliders_stay_above_the_chart(browser, server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2)
    page = context.new_page()
    _open(page, server + "?L=0.1&U=2")
    page.eval_on_selector("#profile-box", "e => e.scrollIntoView({block: 'end'})")  # the chart at the screen's foot
    assert _in_view(page, "#U-slider") and _in_view(page, "#L-slider") and _in_view(page, "#profile")
    controls_bottom = page.eval_on_selector("#controls", "e => e.getBoundingClientRect().bottom")
    assert controls_bottom <= page.eval_on_selector("#profile", "e => e.getBoundingClientRect().top")  # not covered
    before = page.inner_html("#profile")
    page.focus("#U-slider")
    page.keyboard.press("ArrowRight")  # as a reader's thumb moves it: the chart in view redraws
    assert page.inner_html("#profile") != before and _in_view(page, "#profile")
    page.locator("#map").scroll_into_view_if_needed()  # further down the sliders are still at hand
    assert _in_view(page, "#U-slider") and _in_view(page, "#map")
    context.close()


def test_the_explorer_names_the_limit_and_echoes_typing_faithfully_and_briefly():
    """profile_figure(1e308, inf) blamed an internal sample; the echo hid a NUL and kept 100,000 digits (issue 57)."""
    from lcp import explorer

    with pytest.raises(ValueError, match=r"^L must be at most 1e\+300 to draw the profile"):
        explorer.profile_figure(1e308, math.inf)
    with pytest.raises(ValueError, match=r"got '0\.1\\x00'$"):
        explorer.read_limit("0.1\0", "L", 0, 2.0)
    with pytest.raises(ValueError) as exc:
        explorer.read_limit("1" * 100_000, "L", 0, 2.0)
    assert len(str(exc.value)) < 200 and "100,000 characters" in str(exc.value)
