"""One reading of every page of the built site per screen width, shared by the site's browser tests.

Loading the ~60 pages of the site and waiting for MathJax takes one to six seconds a page; five test files
used to do it separately (test_book, test_reading, test_site_chrome, test_site_extras, test_report), about ten
minutes of CI. Here each page is opened once, in a browser context that lets no request leave 127.0.0.1 (one
context for all the pages a worker reads, so they share its cache: MathJax, the theme's scripts and the fonts
are fetched once) and in one tab of it, as a reader follows links (the tab keeps the scripts compiled; a page
that is printed too has a page of its own), read at 1280 x 900 (a laptop), then narrowed to 390 x 844
(a phone) and read again: every probe below is run on it at each width after MathJax has finished. The tests
then assert on what was read.

The test workers share the reading: it is stored in parts, ``build/survey/part-<key>-<i>.json``, where the
key hashes every file of the built site, this file and the browser; each worker reads the parts no other
holds (a lock per part) and waits for the rest, so two workers read half the site each, and any change to
the site reads it again.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
from pathlib import Path

from _browser import chromium, chromium_executable, is_local, local_context

WIDTHS = {"laptop": (1280, 900), "phone": (390, 844)}


FORWARD = '<meta http-equiv="refresh"'  # an old address that forwards to a page (api/limit.html, issue 62)


def pages(site: Path) -> list[str]:
    """Every page of the site (its HTML files outside ``_static``, not the old addresses that only forward to a
    page), as paths relative to the site."""
    return sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*.html")
        if "_static" not in p.parts and FORWARD not in p.read_text(encoding="utf-8", errors="replace")[:2000]
    )


# test_reading: overflow, formulas' TeX, raw tables, scroll cues, equation numbers, overprinted cells, the
# revision's raw LaTeX, the findings' place, every figure; test_book reads the figures' sizes and captions.
_READ = """async () => {
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; }
  const tex = [];
  if (window.MathJax && MathJax.startup && MathJax.startup.document) {
    for (const item of MathJax.startup.document.math) tex.push(String(item.math));
  }
  // (what scrolls or clips inside its own box is left out by the selector, before any element is measured:
  // MathJax's thousands of nodes made measuring everything take most of a page's reading)
  const own = ':is(.highlight, pre, .table-wrapper, .tables-scroll, mjx-container, .cell_output, table, .MathJax)';
  const overflow = [...document.querySelectorAll(`body *:not(${own}, ${own} *)`)]
    .filter(e => e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 1)
    .slice(0, 5).map(e => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${Math.round(e.getBoundingClientRect().right)}`);
  // the page's text less code: a notebook's code input and a docstring's doctest may hold a pipe table on purpose
  const text = [...document.querySelectorAll('.cell_input, .doctest')].reduce(
    (t, e) => t.replace(e.innerText, ''), document.body.innerText);
  // a displayed formula whose left edge lies left of its container's: no scroll bar reaches that part
  const clipped = [...document.querySelectorAll('mjx-container[display="true"]')]
    .filter(c => c.getClientRects().length && c.getBoundingClientRect().left < c.parentElement.getBoundingClientRect().left - 1)
    .slice(0, 5).map(c => c.textContent.slice(0, 30));
  // a box narrower than its content (a formula, an equation, a printed result, a table) that clips or scrolls it
  // with no cue: the cue is the stylesheet's scroll shadow (a gradient that moves with the content)
  const art = document.querySelector('article.bd-article') || document.body;
  // (a figure too wide for a phone scrolls in figures.js's frame: edge shadows and a visible swipe line under it)
  const figureCue = e => { const f = e.matches('div.figure-scroll') && e.parentElement.matches('div.figure-frame') && e.parentElement;
    const line = f && f.nextElementSibling; return !!line && line.matches('p.figure-cue') && line.getClientRects().length > 0; };
  const cue = e => { const s = getComputedStyle(e); return (s.backgroundImage.includes('gradient') && s.backgroundAttachment.includes('local')) || figureCue(e); };
  const label = e => (e.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
  const boxes = [...art.querySelectorAll('*:not(mjx-container *, .cell_input, .cell_input *, .highlight *, .doctest *), mjx-mtable > mjx-table, .cell_input pre')];
  const uncued = boxes.filter(e => e.getClientRects().length && getComputedStyle(e).overflowX !== 'visible'
                                 && e.scrollWidth > e.clientWidth + 1 && !cue(e))
    .slice(0, 8).map(e => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} +${e.scrollWidth - e.clientWidth}px: ${label(e)}`);
  // an equation's number out of its equation's box (scrolled away or cut)
  const unnumbered = [...art.querySelectorAll('mjx-container[display="true"] mjx-labels mjx-mtd')].filter(l => {
      const a = l.getBoundingClientRect(), b = l.closest('mjx-container').getBoundingClientRect();
      return a.width && (a.right > b.right + 1 || a.left < b.left - 1); }).slice(0, 5).map(label);
  // a table cell's text or formula running past the cell's edge, over its neighbour (MathJax's hidden
  // accessible copy, mjx-assistive-mml, is clipped to nothing and does not count)
  const overprint = [];
  for (const c of art.querySelectorAll('td, th')) {
    if (!c.getClientRects().length || getComputedStyle(c).overflowX !== 'visible' || c.scrollWidth <= c.clientWidth + 1) continue;
    const edge = c.getBoundingClientRect();
    const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n; (n = walk.nextNode());) {
            if (n.nodeType === 1 && !n.matches('mjx-container')) continue;
      if (n.parentElement.closest('mjx-assistive-mml')) continue;
      const r = n.nodeType === 1 ? n.getBoundingClientRect() : (() => { const g = document.createRange(); g.selectNodeContents(n); return g.getBoundingClientRect(); })();
      if (r.width && (r.right > edge.right + 1 || r.left < edge.left - 1)) { overprint.push(`${label(c)} (+${Math.round(r.right - edge.right)}px)`); break; }
    }
  }
  // the revision's quoted LaTeX outside code and outside its folded source (details.tex-source)
  const raw = [];
  const texts = document.createTreeWalker(art, NodeFilter.SHOW_TEXT);
  for (let n; (n = texts.nextNode());) {
    if (n.parentElement.closest('code, pre, script, style, mjx-container, details.tex-source, .cell_input, .highlight, .doctest')) continue;
    const m = n.textContent.match(/\\\\(frac|item|text)\\b/);
    if (m) raw.push(n.textContent.slice(Math.max(0, m.index - 20), m.index + 30));
  }
  const quotes = [...art.querySelectorAll('q.rev-words')];
  const typeset = quotes.filter(q => q.querySelector('mjx-container')).length;
  // a notebook's findings (notebook_pages.mark_findings): the heading and the first finding, where the page opens
  const lead = art.querySelector('p.findings-title'), first = art.querySelector('ul.findings > li');
  const findings = lead && first ? {top: lead.getBoundingClientRect().top + scrollY,
                                    bottom: first.getBoundingClientRect().bottom + scrollY, screen: innerHeight} : null;
  // every figure's image: in a <figure> with its <figcaption>, its size, its link to the full-size file and the
  // "enlarge" cue drawn on that link
  const figures = [...art.querySelectorAll('.cell_output img, figure img')].map(img => {
    const fig = img.closest('figure'), cap = fig ? fig.querySelector(':scope > figcaption') : null;
    const a = img.closest('a'), after = a ? getComputedStyle(a, '::after') : null, box = img.getBoundingClientRect();
    const link = fig ? [...fig.querySelectorAll('figcaption a')].map(l => l.getAttribute('href')) : [];
    const cell = img.closest('.cell'), note = cell ? cell.querySelector('figcaption.lcp-caption') : null;
    return {src: img.src.split('/').pop(), caption: cap ? cap.textContent.replace(/\\s+/g, ' ').trim() : '',
            output: !!img.closest('.cell_output'), natural: img.naturalWidth, shown: box.width,
            cellCaption: note ? note.textContent.trim() : '',
            alt: img.alt || '', height: box.height, scale: img.naturalWidth ? box.width / img.naturalWidth : 0,
            full: !!a && a.href === img.src, links: link,
            scrolls: (() => { const b = img.closest('.figure-scroll'); return b ? b.scrollWidth - b.clientWidth : 0; })(),
            scrollCue: (() => { const f = img.closest('.figure-frame'), c = f && f.nextElementSibling;
                                return !!c && c.matches('p.figure-cue') && !!c.getClientRects().length; })(),
            cue: !!after && after.content.includes('enlarge') && after.display !== 'none' && after.opacity !== '0'};
  });
  // a notebook's table, its cells labelled with their columns (book/cards.py): a table, or cards (cards.js)
  const tables = [...art.querySelectorAll('table:has(span.cell-label)')].filter(t => t.getClientRects().length).map(t => ({
    cards: t.classList.contains('cards'), head: label(t.querySelector('thead') || t),
    wider: Math.round(t.getBoundingClientRect().width - t.parentElement.clientWidth),
    cells: t.querySelectorAll('tbody td').length,
    labelled: [...t.querySelectorAll('tbody td > span.cell-label')].filter(l => l.getClientRects().length && l.textContent.trim()).length}));
  return {width: document.documentElement.scrollWidth, tex, text, overflow, clipped, uncued, unnumbered, overprint,
          raw: raw.slice(0, 5), quotes: quotes.length, typeset, findings, figures, tables};
}"""

# test_book: MathJax typeset every formula without an error.
_TYPESET = """async () => {
  const maths = [...document.querySelectorAll('.math')];
  return {
    mathjax: !!(window.MathJax && MathJax.startup),
    maths: maths.length,
    untypeset: maths.filter(m => !m.querySelector('mjx-container')).map(m => m.textContent.slice(0, 80)),
    errors: [...document.querySelectorAll('mjx-merror, [data-mjx-error]')].map(e => e.textContent.slice(0, 80)),
  };
}"""

# test_site_chrome (API pages: signatures, paragraphs and list items inside the screen; every page's contents
# entries inside their sidebar), test_site_extras (the header's PDF link; no table or block wider than itself
# without scrolling), test_tables_page (the errata and claims tables' place in the column and their right
# edge), test_reading (the article's width).
_LAYOUT = """() => {
  const shown = e => e.getClientRects().length > 0, w = window.innerWidth;
  const rect = e => e ? e.getBoundingClientRect().toJSON() : null;
  const past = [...document.querySelectorAll('.bd-article dt.sig, .bd-article p, .bd-article li')].filter(e => {
      const r = e.getBoundingClientRect(); return r.width && Math.ceil(r.right) > w; })
    .slice(0, 5).map(e => [e.id || e.tagName, Math.ceil(e.getBoundingClientRect().right)]);
  const unscrolled = [...document.querySelectorAll('article table, article pre, .companion-stamp, .companion-downloads')]
    .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
    .map(e => e.tagName + ' ' + e.textContent.slice(0, 40));
  const edges = [...document.querySelectorAll('table.companion-table td, .version-control')].filter(shown)
    .map(e => Math.ceil(e.getBoundingClientRect().right));
  // the page's contents (the right sidebar, where it shows): an entry whose text runs past the sidebar's edge
  const tocPast = [...document.querySelectorAll('.bd-sidebar-secondary .toc-entry a')]
    .filter(a => a.checkVisibility({checkVisibilityCSS: true, checkOpacity: true}))
    .filter(a => { const text = document.createRange(); text.selectNodeContents(a);
      return text.getBoundingClientRect().right > Math.min(a.closest('.bd-sidebar-secondary').getBoundingClientRect().right, w) + 1; })
    .slice(0, 5).map(a => a.textContent.trim());
  const thead = document.querySelector('table.companion-table thead');
  return {scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
          past, tocPast, unscrolled, pdfLinks: [...document.querySelectorAll('a.pdf-link')].filter(shown).length,
          table: rect(document.querySelector('table.companion-table')),
          column: rect(document.querySelector('.bd-article-container')),
          article: rect(document.querySelector('article.bd-article')),
          tableRight: edges.length ? Math.max(...edges) : null,
          headDisplay: thead ? getComputedStyle(thead).display : null};
}"""

# test_tables_page: every cell of the errata and claims tables, with its formulas typeset and no markup left.
CELLS = """() => [...document.querySelectorAll('table.companion-table tbody td')].map(td => {
    const copy = td.cloneNode(true);
    copy.querySelectorAll('mjx-container, .dollar, details, q, mjx-assistive-mml').forEach(e => e.remove());
    // the row's own fields; the revision's words (folded in a <details>, typeset too) are counted apart
    return {text: copy.textContent, maths: td.querySelectorAll('.math:not(details .math)').length,
            typeset: td.querySelectorAll('.math:not(details .math) mjx-container').length,
            quoted: td.querySelectorAll('details .math').length,
            quotedTypeset: td.querySelectorAll('details .math mjx-container').length,
            errors: td.querySelectorAll('mjx-merror, [data-mjx-error]').length,
            label: td.dataset.label, row: td.parentElement.id};
  })"""

# test_report: the referee report's formulas inside their boxes (or scrolling themselves), nothing wider than
# the screen; null on the other pages.
_REPORT = """() => {
  if (!document.querySelector('.report-finding')) return null;
  const shown = e => e.getClientRects().length > 0;
  // MathJax 3 does not break lines: a formula must stay inside its paragraph or cell, and one wider than it
  // must scroll inside itself (so all of it can be reached)
  const cut = [...document.querySelectorAll('.report-finding mjx-container, ul.report-summary mjx-container, table.report-claims mjx-container')]
    .filter(shown).filter(c => {
      const box = c.closest('p, td, li, h3, blockquote').getBoundingClientRect(), r = c.getBoundingClientRect();
      // the formula scrolls itself, or its span.math does (the site's rule since the scroll cues of issue 37)
      const scrolls = [c, c.parentElement].some(e => getComputedStyle(e).overflowX === 'auto');
      return r.right > box.right + 1 || r.left < box.left - 1 || (c.scrollWidth > r.width + 1 && !scrolls); })
    .slice(0, 5).map(c => c.textContent.slice(0, 40));
  // (what lies inside a formula is clipped by it: the formula itself is measured)
  const wide = [...document.querySelectorAll('main *')].filter(e => shown(e) && !e.parentElement.closest('mjx-container')
      && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5)
      .map(e => e.tagName + '.' + [...e.classList].join('.'));
  return {width: document.documentElement.scrollWidth, cut, wide,
          findings: document.querySelectorAll('.report-finding').length,
          typeset: document.querySelectorAll('.report-finding mjx-container').length};
}"""

# test_book (the landing page's verdict on the first screen; one search box, the copy buttons and the icon's
# link of every page), test_site_chrome (the references' cite block and its copy buttons). Before the images:
# the first screen is read at the top of the page.
_CHROME = """() => {
  const shown = e => e.getClientRects().length > 0;
  const verdict = document.querySelector('.admonition.verdict'), cite = document.querySelectorAll('.admonition.cite-this');
  const icon = document.querySelector('link[rel="icon"]');
  return {
    searches: [...document.querySelectorAll('.search-button-field, .search-button, form.bd-search')]
      .filter(e => shown(e) && getComputedStyle(e).visibility !== 'hidden').length,
    copyButtons: document.querySelectorAll('button.copybtn').length,
    icon: icon ? icon.getAttribute('href') : null,
    explorerLinks: document.querySelectorAll('a[href="explorer.html"]').length,
    verdict: verdict ? {bottom: verdict.getBoundingClientRect().bottom + scrollY, screen: innerHeight,
                        shown: shown(verdict), text: verdict.innerText} : null,
    cite: cite.length ? {count: cite.length, shown: shown(cite[0]),
                         copyButtons: cite[0].querySelectorAll('button.copybtn').length} : null,
  };
}"""

# test_book: every image loads (each scrolled to and decoded; last, as it scrolls the page).
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

#: Waits until the fonts are in and MathJax has typeset the page.
SETTLED = """async () => { await document.fonts.ready;
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) { await MathJax.startup.promise; } }"""

#: After the window is resized: back to the top, two frames for the new layout, then the transitions it
#: started (the theme's off-canvas sidebars fade out; read earlier, their text still counts) have ended.
RESIZED = """async () => { window.scrollTo(0, 0);
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const ends = document.getAnimations().filter(a => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.all(ends.map(a => a.finished.catch(() => null)));
  await document.fonts.ready; }"""

# test_print: the page laid out for paper (print media, the paper's column): every code and output line, every
# formula's glyphs, what still clips or scrolls, what lies past the column's edge.
_PRINTED = """() => {
  const art = document.querySelector('article.bd-article') || document.body, edge = art.getBoundingClientRect();
  const shown = e => e.getClientRects().length > 0;
  const lines = [...art.querySelectorAll('pre')].filter(shown)
    .flatMap(p => p.innerText.split('\\n')).map(l => l.trim()).filter(l => l);
  const glyphs = c => [...c.querySelectorAll('mjx-c')].map(g => {
    const before = getComputedStyle(g, '::before').content;
    return g.textContent || (before && before !== 'none' ? before.replace(/^"|"$/g, '') : ''); }).join('');
  const formulas = [...art.querySelectorAll('mjx-container')].filter(shown).map(glyphs).filter(t => t);
  const inside = e => e.closest('mjx-assistive-mml');
  const scrolls = [...art.querySelectorAll('*')].filter(e => shown(e) && !inside(e)
      && getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1)
    .slice(0, 8).map(e => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} +${e.scrollWidth - e.clientWidth}px`);
  const past = [...art.querySelectorAll('mjx-container, pre, img, table')].filter(e => shown(e)
      && e.getBoundingClientRect().right > edge.right + 1).slice(0, 8)
    .map(e => `${e.tagName.toLowerCase()} right=${Math.round(e.getBoundingClientRect().right)} of ${Math.round(edge.right)}`);
  // a code line that wraps: each line it runs on to has print.js's mark, and starts indented past the mark
  const wraps = [...art.querySelectorAll('pre')].filter(shown).map(p => {
    const range = document.createRange(); range.selectNodeContents(p);
    const drawn = [...p.querySelectorAll('svg.wrap-mark')].map(m => m.getBoundingClientRect());
    const rects = [...range.getClientRects()].filter(x => x.width > 0   // the text's boxes, not the marks'
      && !drawn.some(d => d.left === x.left && d.top === x.top && d.width === x.width)), tops = [];
    for (const x of rects) if (!tops.some(t => Math.abs(t - x.top) <= 2)) tops.push(x.top);
    const starts = p.textContent.split('\\n').filter(l => l.length).length;
    const left = Math.min(...rects.map(x => x.left));
    const marks = [...p.querySelectorAll('svg.wrap-mark')].map(m => {
      const box = m.getBoundingClientRect(), on = rects.filter(x => Math.abs(x.top - box.top) <= 2);
      return {text: Math.min(...on.map(x => x.left)) - left, mark: box.right - left}; });
    return {runOn: tops.length - starts, marks}; }).filter(w => w.runOn || w.marks.length);
  return {lines, formulas, scrolls, past, wraps};
}"""

#: The pages test_print prints (one notebook page, the referee report), each on one paper size, and that
#: paper's width (mm) less print.css's side margins: the column a page is laid out in on paper.
PRINTED = {"notebooks/07_three_player.html": "A4", "referee-report.html": "Letter"}
PAPER_MM = {"A4": (210, 297), "Letter": (215.9, 279.4)}
MARGINS_MM = 24


def print_page(page, paper: str, out: Path) -> dict:
    """Lay ``page`` out for ``paper`` (print media at the paper's column width; print.js fits wide formulas),
    read it (:data:`_PRINTED`), print it to ``out`` and read the PDF's text back (pypdf)."""
    import pypdf

    width_mm, height_mm = PAPER_MM[paper]
    page.set_viewport_size({"width": round((width_mm - MARGINS_MM) / 25.4 * 96), "height": 1000})
    page.emulate_media(media="print")
    page.evaluate(RESIZED)  # (print.js answers the change of medium in the next frames)
    seen = page.evaluate(_PRINTED)
    page.pdf(path=str(out), format=paper)
    reader = pypdf.PdfReader(str(out))
    seen["pdf"] = [p.extract_text() or "" for p in reader.pages]  # each page's text
    seen["pages"], seen["paper"] = len(reader.pages), paper
    box = reader.pages[0].mediabox
    seen["size_mm"] = [round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)]
    return seen


PROBES = {
    "read": _READ,
    "typeset": _TYPESET,
    "layout": _LAYOUT,
    "cells": CELLS,
    "report": _REPORT,
    "chrome": _CHROME,
    "images": _IMAGES,
}


def _relative(url: str, base: str) -> str:
    """A URL of the served site as a path relative to it (the port differs between workers); others kept."""
    return url[len(base) :] if url.startswith(base) else url


def read_page(
    context,
    base: str,
    name: str,
    widths: dict[str, tuple[int, int]] = WIDTHS,
    folder: Path | None = None,
    tab=None,
) -> dict[str, dict]:
    """One page at each of ``widths``, in a page of its own in ``context`` (a :func:`_browser.local_context`), or
    in ``tab``, a page of that context whose last page is left for this one as a reader follows a link: each
    probe's result, its links and navigation, and what it logged and asked for (``outside``: what it asked of
    any other machine, refused).

    The page is loaded and typeset once, at the first width, then the window is narrowed to each next one.
    MathJax's typesetting is most of a page's load (claims.html: 5.9 s of 6.5); a narrowed page reads as one
    loaded at that width (every probe on every page agreed when this was introduced, and
    tests/site/test_survey.py compares a few pages each run). A page of :data:`PRINTED` is then printed into
    ``folder`` (:func:`print_page`), its reading stored under ``"printed"`` at every width; it needs a page of
    its own (the paper's medium and width stay with the page).

    One ``tab`` for many pages costs a fifth less of chromium's CPU than a page each (the renderer and the
    scripts it compiled are kept: 30 CPU s for 23 pages against 37 to 40); the tab first leaves its last page
    for ``about:blank``, so what that page still did is not logged for the next. Read both ways, all 67 pages
    of the site gave the same result for every probe at both widths; the tab's request log held every request
    of the page's own and, on 27 pages, one to six of MathJax's fonts more (tests/site/test_survey.py compares a few
    pages, read in the survey's tab and each in a page of its own, each run).
    """
    if tab is not None and name in PRINTED and folder is not None:
        raise ValueError(f"{name} is printed after it is read: it needs a page of its own, not a tab")
    (first, (width, height)), *others = widths.items()
    if tab is None:
        page = context.new_page()
    else:
        page = tab
        page.goto("about:blank")
    page.set_viewport_size({"width": width, "height": height})
    log: dict[str, list[str]] = {"console": [], "errors": [], "failed": [], "http": [], "requests": [], "outside": []}
    listeners = {
        "console": lambda m: log["console"].append(m.text) if m.type == "error" else None,
        "pageerror": lambda e: log["errors"].append(str(e)),
        "requestfailed": lambda r: log["failed"].append(f"{_relative(r.url, base)} {r.failure}"),
        "request": lambda r: log["requests" if is_local(r.url) else "outside"].append(_relative(r.url, base)),
        "response": lambda r: log["http"].append(f"{r.status} {_relative(r.url, base)}") if r.status >= 400 else None,
    }
    for event, listener in listeners.items():
        page.on(event, listener)
    page.goto(base + name, wait_until="load")
    page.evaluate(SETTLED)
    seen = {first: _probe(page, base)}
    for width_name, (width, height) in others:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(RESIZED)
        seen[width_name] = _probe(page, base)
    if name in PRINTED and folder is not None:  # printed last: the page's layout for paper is its last
        printed = print_page(page, PRINTED[name], folder / (name.replace("/", "-") + ".pdf"))
        for reading in seen.values():
            reading["printed"] = printed
    if tab is None:
        page.close()
    else:
        for event, listener in listeners.items():
            page.remove_listener(event, listener)
    for reading in seen.values():  # what the page logged and asked for, over its life
        reading.update({key: list(value) for key, value in log.items()})
    return seen


def _probe(page, base: str) -> dict:
    out = {probe: page.evaluate(js) for probe, js in PROBES.items()}
    out["links"] = [_relative(h, base) for h in page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)")]
    out["nav"] = [
        [_relative(h, base), text]
        for h, text in page.eval_on_selector_all(
            "nav.bd-docs-nav a, .bd-sidebar-primary nav a", "as => as.map(a => [a.href, a.textContent.trim()])"
        )
    ]
    return out


#: What a rebuild rewrites differently though the site is the same: Sphinx's search index and the pages it
#: regenerates on every build (an incremental build drops a stylesheet's ``?v=`` stamp), its doctrees, and the
#: PDF's creation date. The key leaves them out, so the two workers' builds share one reading.
_REBUILT = {"genindex.html", "py-modindex.html", "search.html", "searchindex.js", "objects.inv", ".buildinfo"}


def _key(site: Path) -> str:
    digest = hashlib.sha256(Path(__file__).read_bytes())
    exe = chromium_executable()
    digest.update(str((exe, exe.stat().st_size) if exe else None).encode())
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        name = path.relative_to(site).as_posix()
        if name in _REBUILT or name.startswith(".doctrees/") or path.suffix == ".pdf":
            continue
        digest.update(name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


@contextlib.contextmanager
def _lock(path: Path, wait: bool = True):
    """An exclusive lock on ``path`` (yields False, without waiting, when ``wait`` is False and it is held)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


#: Pages per stored part: the unit the test workers share out (each reads the parts nobody has taken).
PART = 6


class Survey:
    """The site read at each width, on first use: ``survey["laptop"]`` maps each page to what was read there.

    The pages are read in parts of :data:`PART`; a worker takes each part no other worker holds (a lock per
    part), reads it in its process's browser (:func:`_browser.chromium`) and stores it as
    ``part-<key>-<i>.json``, then waits for the parts the others took. The two workers of a CI run thus share
    the reading, and one that comes later finds it done.
    """

    def __init__(self, site: Path, base: str):
        self.site, self.base = site, base
        self.folder = site.parent / "survey"
        self.key = _key(site)
        names = pages(site)
        self.parts = [names[i : i + PART] for i in range(0, len(names), PART)]
        self._read: dict[str, dict[str, dict]] = {}

    def _stored(self, i: int) -> Path:
        return self.folder / f"part-{self.key}-{i}.json"

    def _load_or_read(self, i: int, browser) -> dict[str, dict[str, dict]]:
        stored = self._stored(i)
        if stored.is_file():
            return json.loads(stored.read_text())
        self.folder.mkdir(parents=True, exist_ok=True)
        context, tab = browser()
        result = {  # a printed page in a page of its own (its medium and width stay with it), the rest in the tab
            name: read_page(context, self.base, name, folder=self.folder, tab=None if name in PRINTED else tab)
            for name in self.parts[i]
        }
        for old in self.folder.glob(f"part-*-{i}.json"):  # the same part of an earlier site
            if old != stored:
                old.unlink()
        partial = stored.with_suffix(f".{os.getpid()}.part")
        partial.write_text(json.dumps(result))
        partial.replace(stored)
        return result

    def _read_all(self) -> dict[str, dict[str, dict]]:
        parts: dict[int, dict[str, dict[str, dict]]] = {}
        with contextlib.ExitStack() as stack:
            opened = []

            def browser():  # launched only if this worker reads a part; one context and one tab for its pages
                if not opened:
                    context = local_context(stack.enter_context(chromium()))
                    opened.append((context, context.new_page()))
                return opened[0]

            for wait in (False, True):  # first the free parts, then those another worker is reading
                for i in range(len(self.parts)):
                    if i not in parts:
                        with _lock(self.folder / f"part-{i}.lock", wait=wait) as mine:
                            if mine:
                                parts[i] = self._load_or_read(i, browser)
        return {
            width: {name: seen[width] for part in parts.values() for name, seen in part.items()} for width in WIDTHS
        }

    def __getitem__(self, width_name: str) -> dict[str, dict]:
        if width_name not in WIDTHS:
            raise KeyError(f"unknown width {width_name!r}; the widths are {', '.join(WIDTHS)}")
        if not self._read:  # in the test process's own browser, which a test module may be using too
            self._read = self._read_all()
        return self._read[width_name]
