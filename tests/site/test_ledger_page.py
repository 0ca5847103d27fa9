"""The reading ledger's page on a phone (issue 60): folded by default it is under 15 screens at 390 px, every
sentence takes one line, the filter by verdict and kind and the search show exactly the sentences they match,
and a link to a sentence unfolds its section. Each sentence links to its page of the posted PDF, and each of its
rows to that row's annotation card (read from the built HTML, no browser)."""

from __future__ import annotations

import json
import re

import pytest

from _browser import chromium
from _notebooks import ROOT

PHONE = {"width": 390, "height": 844}  # a phone's screen (iPhone 12 to 15, CSS pixels)
SCREENS = 15


@pytest.fixture(scope="module")
def phone(site):
    with chromium() as browser:
        context = browser.new_context(viewport=PHONE)
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith("file:") else r.abort())
        page = context.new_page()
        page.goto((site / "ledger.html").as_uri(), wait_until="load")
        yield page
        context.close()


def _entries() -> list[dict]:
    return json.loads((ROOT / "lcp" / "data" / "ledger.json").read_text(encoding="utf-8"))["entries"]


def test_folded_it_is_under_fifteen_screens(phone):
    height = phone.evaluate("document.documentElement.scrollHeight")
    assert phone.evaluate("document.querySelectorAll('details.ledger-section[open]').length") == 0
    assert height < SCREENS * PHONE["height"], height


def test_one_line_per_sentence_with_its_page(phone):
    entries = _entries()
    lines = phone.evaluate(
        """() => { document.querySelectorAll('details.ledger-section').forEach(d => d.open = true);
        const out = [...document.querySelectorAll('ol.ledger-lines li')].map(li => ({
          id: li.id, rects: li.getClientRects().length, height: li.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(li).lineHeight), width: li.scrollWidth > 0,
          page: li.querySelector('a').getAttribute('href')}));
        document.querySelectorAll('details.ledger-section').forEach(d => d.open = false);
        return out; }"""
    )
    assert [x["id"] for x in lines] == [e["locator"].replace(":", "-") for e in entries]
    assert all(x["rects"] == 1 and x["height"] <= 1.5 * x["line"] for x in lines), [
        x for x in lines if x["rects"] != 1
    ][:3]
    assert [x["page"] for x in lines] == [f"https://arxiv.org/pdf/2606.01390v1#page={e['page']}" for e in entries]


def _shown(phone) -> list[str]:
    """The sentences a reader sees: not filtered out, in an unfolded section (a folded one still lays its lines
    out in chromium, unseen)."""
    return phone.evaluate(
        "[...document.querySelectorAll('ol.ledger-lines li')]"
        ".filter(li => !li.hidden && li.closest('details').open).map(li => li.id)"
    )


def test_the_filters_and_the_search_show_what_they_match(phone):
    entries = _entries()
    ids = {e["locator"].replace(":", "-"): e for e in entries}
    phone.select_option("#ledger-verdict", "fails")
    assert set(_shown(phone)) == {i for i, e in ids.items() if e["verdict"] == "fails"}
    phone.select_option("#ledger-kind", "citation")
    assert set(_shown(phone)) == {i for i, e in ids.items() if e["verdict"] == "fails" and e["kind"] == "citation"}
    phone.select_option("#ledger-verdict", "")
    phone.select_option("#ledger-kind", "")
    texts = phone.evaluate(
        "Object.fromEntries([...document.querySelectorAll('ol.ledger-lines li')].map(li => [li.id, li.textContent]))"
    )
    query = next(e["place"] for e in entries if e["place"].startswith("Theorem"))  # as the paper prints it
    phone.fill("#ledger-search", query.lower())
    found = set(_shown(phone))
    assert found and found == {i for i, text in texts.items() if query.lower() in text.lower()}
    phone.fill("#ledger-search", "")
    assert _shown(phone) == [] and phone.evaluate("document.querySelectorAll('details[open]').length") == 0


def test_a_link_to_a_sentence_unfolds_its_section(phone, site):
    target = next(e for e in _entries() if e["verdict"] == "fails")["locator"].replace(":", "-")
    fresh = phone.context.new_page()  # opened at the sentence, as from another page's link
    fresh.goto((site / "ledger.html").as_uri() + f"#{target}", wait_until="load")
    assert fresh.evaluate(f"document.getElementById('{target}').closest('details').open")
    fresh.close()


def annotation_links(site) -> list[str]:
    """What is wrong with the links to the annotation cards in the built ``site`` (empty when nothing): every
    ledger sentence with erratum or claims rows links to each row's card, in order; every row of the errata and
    claims pages links to its card; each card exists, one per row."""
    cards = re.findall(r'<section class="ann-card" id="([^"]+)"', (site / "annotations.html").read_text("utf-8"))
    wrong = [f"card {c} twice" for c in {c for c in cards if cards.count(c) > 1}]
    lines = dict(
        re.findall(r'<li id="([^"]+)" data-verdict[^>]*>(.*?)</li>', (site / "ledger.html").read_text("utf-8"))
    )
    rows = 0
    for e in _entries():
        mine = [w for w in e["where"] if w[:2] in ("E-", "C-")]
        rows += len(mine)
        found = re.findall(r'href="annotations\.html#([^"]+)"', lines.get(e["locator"].replace(":", "-"), ""))
        if found != mine or not set(found) <= set(cards):
            wrong.append(f"{e['locator']}: links {found}, rows {mine}")
    table = {}
    for name in ("errata", "claims"):
        table.update(re.findall(r'<tr id="([^"]+)"[^>]*>(.*?)</tr>', (site / f"{name}.html").read_text("utf-8"), re.S))
    wrong += [i for i, tr in table.items() if f'href="annotations.html#{i}"' not in tr]
    if set(table) != set(cards):
        wrong.append(f"rows without a card: {sorted(set(table) - set(cards))[:5]}")
    if rows < 100:
        wrong.append(f"only {rows} rows named by the ledger's sentences")
    return wrong


def test_every_sentence_with_rows_links_to_their_annotation_cards(site):
    from lcp.record.sources import shared_dir

    if not shared_dir().is_dir():
        pytest.skip("the source texts (../shared) are not here: the annotations are not built")
    assert annotation_links(site) == []


def test_the_strict_reading_examples_are_the_ledgers():
    """Each example the page types by hand (Appendix D.1.1, sentence 18, ...) is that sentence of the ledger: its
    quoted words are the sentence's (where the sources are here), a twin it names is linked as one, and the
    ledger gives it the verdict the page says and lists the errata the page links from it."""
    import re

    from book import ledger_page
    from lcp.record import ledger, sources

    files = {title.split(" ", 1)[0]: file for file, title in ledger_page.TITLES.items() if title[0].isalnum()}
    entries = {e["locator"]: e for e in ledger.load()}
    texts = {x.locator: " ".join(x.text.split()) for x in ledger.split()} if sources.shared_dir().is_dir() else {}
    twins = json.loads((ROOT / "lcp" / "data" / "ledger-twins.json").read_text(encoding="utf-8"))["twins"]
    twins = [set(group["locators"]) for group in twins]
    listed = ledger_page.STRICT_READING.split("\n1. ", 1)[1].split("\n\n")[0]
    examples = [" ".join(item.split()) for item in re.split(r"\n\d\. ", listed)]
    cited = 0
    for example in examples:
        said = set(re.findall(r"\b(?:It|it) (holds|fails)", example))
        errata = re.findall(r'href="errata\.html#(E-[\w-]+)"', example)
        assert len(said) == 1 and errata == [e for e in errata if said == {"fails"}], example[:80]
        first = None
        for top, sentence, quote in re.findall(
            r"(?:Section|Appendix) ([A-Z\d]+)[\d.]*(?:, | \()sentence (\d+)\)?(?: \(\*(.+?)\*\))?", example
        ):
            locator = f"{files[top]}:{int(sentence):03d}"
            entry = entries[locator]
            assert {entry["verdict"]} == said and set(errata) <= set(entry["where"]), (locator, entry)
            if quote:
                assert not texts or all(part in texts[locator] for part in quote.split(" ... ")), (locator, quote)
            else:  # named as the twin of the example's first sentence
                assert first and any({first, locator} <= group for group in twins), (first, locator)
            first = first or locator
            cited += 1
    assert len(examples) == 3 and cited == 4
