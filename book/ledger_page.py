"""The page "Reading ledger": how much of the revision was read, section by section, and each sentence's verdict.

Generated from ``lcp/data/ledger/`` (:mod:`lcp.record.ledger`) when the site is built: a coverage table (per section:
sentences, assertive sentences, and how many hold, fail, cannot be checked here or are not yet read), then one
table per section listing every sentence by its locator and first words, with its kind, verdict and where it
is checked (a link to the notebook cell, the erratum or the claim). :func:`coverage_line` is the sentence the
referee report states.
"""

from __future__ import annotations

import html

from lcp.record import ledger

from . import annotation_page

TITLES = {
    "abstract": "Abstract",
    "introduction": "1 Introduction",
    "preliminaries": "2 Preliminaries and Conventions",
    "lcp": "3 Limit Continuous Poker",
    "solving_lcp": "4 Solving for Nash Equilibrium",
    "nash_equilibrium": "5 Nash Equilibrium Strategy Profile",
    "game_value": "6 Game Value",
    "strategic_comparison": "7 Strategic Comparison to FBCP and NLCP",
    "payoff_parameter_analysis": "8 Parameter and Payoff Analysis",
    "conclusion": "9 Conclusion",
    "appendix_monotone": "A Monotone Strategy Proofs",
    "appendix_nash_equilibrium": "B Proof of Nash Equilibrium",
    "appendix_sympy": "C Symbolic Solution",
    "appendix_parameter_analysis": "D Parameter Analysis: Complete Proofs",
    "appendix_payoff_analysis": "E Payoff Analysis: Complete Proofs",
}
VERDICT_WORDS = {
    "holds": "holds",
    "fails": "fails",
    "unchecked": "cannot be checked here",
    "not-assertion": "not an assertion",
    "unread": "not read yet",
}


STRICT_READING = """Each assertive sentence is read with the paper's own definitions, quantifiers and scope: what a
careful referee would take it to mean, not the weakest meaning under which it is true. A sentence true only under
a weaker reading fails, with an erratum saying so (overstated, imprecise). Three examples from the revision:

1. Appendix D.1.1, sentence 18 (*if we fix the bettor's hand strength $x$, the expected payoff ... is decreasing
   in $U$ if $x$ falls below a certain threshold, but increasing in $U$ if $x$ is above*): true of the
   value-betting hands the subsection is about, but a fixed $x$ below the threshold may be a bluff, whose payoff
   $x_2 - 1/2$ rises with $U$, or a check, whose payoff does not move. It fails, as its twin in Section 8.3
   (sentence 44) does: <a href="errata.html#E-rev-029">E-rev-029</a>.
2. Section 9.1, sentence 8 (*a delicate balance where both players are indifferent among their equilibrium
   actions*): true at the margins ($x_2$, $x_3$, the bluffs among their sizes), but a value hand strictly
   prefers its own size. It fails: <a href="errata.html#E-rev-034">E-rev-034</a>.
3. Section 6, sentence 3 (*all Nash equilibria yield the same payoff to each player*): it holds, and the
   argument given for it must hold too: for equilibria $(s, t)$ and $(s', t')$, with the bettor maximising $u$,
   $u(s, t) \\ge u(s', t) \\ge u(s', t') \\ge u(s, t') \\ge u(s, t)$, each step one player's best reply, so the four
   are equal. The same chain run the other way round proves nothing.

A number whose printed digits an exact computation does not reproduce fails; a cross-reference holds only if its
target, in the compiled paper's numbering, holds what the sentence says.
"""


def _readings_paragraph(entries: list[dict]) -> str:
    """How many sentences were read twice, how many readings disagreed, and how many holds lack a second reading."""
    twice = sum(any(r["role"] == "second reading" for r in e["readings"]) for e in entries)
    settled = sum(bool(e["settlement"]) for e in entries)
    missing = len(ledger.second_reading_missing(entries))
    return (
        "Each entry records its readings by role: the *first reading* it was filed with and a *second reading*, "
        "done without seeing the first, by a reader who tries to refute it (every sentence that holds, and every "
        "definition and motivation, for a hidden assertion). Where they disagree, the entry says how the "
        f"disagreement was settled and by whom. {twice} sentences have been read twice; {settled} disagreements "
        f"were settled; {missing} sentences that hold have no second reading yet. Sentences that state the same "
        f"thing (text and appendix, text and caption, abstract, introduction and conclusion against the result) "
        f"are linked as twins, {len(_twins())} groups, which carry one verdict or say why not "
        "(`lcp/data/ledger-twins.json`); every cross-reference is resolved to its number in the "
        "compiled paper and its target (`lcp/data/ledger-pointers.json`).\n"
    )


def _twins() -> list:
    import json

    return json.loads((ledger.DATA_DIR.parent / "ledger-twins.json").read_text(encoding="utf-8"))["twins"]


def _link(where: str) -> str:
    if where == "argument":
        return "by argument (note)"
    if "#" in where:
        nb, tag = where.split("#")
        return f'<a href="notebooks/{nb}.html#cell-{tag}">notebook {int(nb[:2])}, {html.escape(tag)}</a>'
    page = "errata" if where.startswith("E-") else "claims"
    return f'<a href="{page}.html#{where}">{where}</a>'


def _annotation(where: str) -> str:
    """After an erratum or claims row on a sentence's line, a link to the row's annotation card (where built)."""
    if where[:2] not in ("E-", "C-") or not annotation_page.available():
        return ""
    return f' (<a class="ledger-ann" href="{annotation_page.PAGE}#{where}" title="its Web Annotation">annotation</a>)'


def coverage_line(entries: list[dict] | None = None) -> str:
    """One sentence: how many assertive sentences of the revision were read, and how many fail.

    Examples
    --------
    >>> coverage_line([{"file": "a", "kind": "claim", "verdict": "holds"},
    ...                {"file": "a", "kind": "claim", "verdict": "fails"},
    ...                {"file": "a", "kind": "other", "verdict": "not-assertion"}])
    'Every one of the 2 assertive sentences of the revision was read: 1 holds, 1 fails, 0 cannot be checked here.'
    >>> coverage_line([{"file": "a", "kind": "claim", "verdict": "holds"}] * 3)
    'Every one of the 3 assertive sentences of the revision was read: 3 hold, 0 fail, 0 cannot be checked here.'
    """
    entries = ledger.load() if entries is None else entries
    assertive = [e for e in entries if e["kind"] in ledger.ASSERTIVE]
    count = {v: sum(e["verdict"] == v for e in assertive) for v in ledger.VERDICTS}
    head = (
        f"Every one of the {len(assertive)} assertive sentences of the revision was read"
        if not count["unread"]
        else f"{len(assertive) - count['unread']} of the {len(assertive)} assertive sentences of the revision "
        f"were read ({count['unread']} not yet)"
    )
    holds, fails = count["holds"], count["fails"]
    return (
        f"{head}: {holds} {'holds' if holds == 1 else 'hold'}, {fails} {'fails' if fails == 1 else 'fail'}, "
        f"{count['unchecked']} cannot be checked here."
    )


#: The posted paper's PDF: a sentence's page link opens it there (``#page=N``, RFC 3778).
PDF = "https://arxiv.org/pdf/2606.01390v1"

#: The page's own style and script (inline: no request leaves the page): one line per sentence, the sections
#: folded, a filter by verdict and kind and a search that unfold the sections they find something in.
STYLE = """<style>
.ledger-controls{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center;margin:.5em 0}
.ledger-controls input{min-width:10em}
details.ledger-section>summary{cursor:pointer;padding:.25em 0}
ol.ledger-lines{list-style:none;padding-left:0;margin:.25em 0 1em}
ol.ledger-lines li{white-space:nowrap;overflow-x:auto;overflow-y:hidden;line-height:1.6;margin:0;--cover:var(--pst-color-background,#fff);--shade:rgba(60,70,80,.45);background:linear-gradient(to right,var(--cover) 1.1em,transparent) left center/1.8em 100% no-repeat local,linear-gradient(to left,var(--cover) 1.1em,transparent) right center/1.8em 100% no-repeat local,radial-gradient(farthest-side at 0 50%,var(--shade),transparent) left center/.8em 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,var(--shade),transparent) right center/.8em 100% no-repeat scroll}
ol.ledger-lines li:target{background:rgba(255,213,79,.35)}
.ledger-place{font-variant-numeric:tabular-nums;opacity:.8}
.ledger-v-fails{color:#b71c1c;font-weight:600}.ledger-v-unchecked{color:#8a5a00}
</style>"""
SCRIPT = """<script>
(function () {
  var verdict = document.getElementById('ledger-verdict'), kind = document.getElementById('ledger-kind');
  var search = document.getElementById('ledger-search'), count = document.getElementById('ledger-count');
  var sections = Array.prototype.slice.call(document.querySelectorAll('details.ledger-section'));
  function apply() {
    var v = verdict.value, k = kind.value, q = search.value.trim().toLowerCase(), any = v || k || q, shown = 0;
    sections.forEach(function (d) {
      var found = 0;
      d.querySelectorAll('li[data-verdict]').forEach(function (li) {
        var ok = (!v || li.dataset.verdict === v) && (!k || li.dataset.kind === k) &&
                 (!q || li.textContent.toLowerCase().indexOf(q) >= 0);
        li.hidden = !ok;
        found += ok;
      });
      shown += found;
      if (any) { d.hidden = !found; d.open = found > 0; } else { d.hidden = false; d.open = false; }
    });
    count.textContent = any ? shown + ' sentences' : '';
  }
  [verdict, kind].forEach(function (c) { c.addEventListener('change', apply); });
  search.addEventListener('input', apply);
  function reveal() {
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    var d = target && target.closest('details.ledger-section');
    if (d) { d.open = true; target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', reveal);
  reveal();
})();
</script>"""


def _controls() -> str:
    """The filter by verdict and kind and the search box."""

    def options(values: dict) -> str:
        return '<option value="">all</option>' + "".join(
            f'<option value="{html.escape(v)}">{html.escape(VERDICT_WORDS.get(v, v))}</option>' for v in values
        )

    return (
        '<div class="ledger-controls" role="search">'
        f'<label>Verdict <select id="ledger-verdict">{options(ledger.VERDICTS)}</select></label>'
        f'<label>Kind <select id="ledger-kind">{options(ledger.KINDS)}</select></label>'
        '<label>Search <input type="search" id="ledger-search" placeholder="words, page, Theorem 4.1"></label>'
        '<span id="ledger-count" aria-live="polite"></span></div>'
    )


def _words(e: dict) -> str:
    """A sentence's first words as rendered; a code cell's (or its printed output's) as code: it may print LaTeX."""
    shown = html.escape(e["shown"])
    return f"<code>{shown}</code>" if e.get("block") == "code" or "\\" in e["shown"] else shown


def _line(e: dict) -> str:
    """One sentence on one line: its page (a link into the posted PDF), its printed place, its first words as
    rendered, its verdict, and the rows and cells that record it."""
    number = e["locator"].split(":")[1]
    note = html.escape(e["note"], quote=True)
    rows = ", ".join(_link(w) + _annotation(w) for w in e["where"])
    return (
        f'<li id="{e["locator"].replace(":", "-")}" data-verdict="{e["verdict"]}" data-kind="{e["kind"]}">'
        f'<a href="{PDF}#page={e["page"]}" title="main.pdf, page {e["page"]}">p.&#8239;{e["page"]}</a> · '
        f'<span class="ledger-place" title="{html.escape(e["locator"])}">{html.escape(e["place"])}, {number}</span> '
        f"{_words(e)} · "
        f'<span class="ledger-v-{e["verdict"]}" title="{note}">{VERDICT_WORDS[e["verdict"]]}</span>'
        + (f" · {rows}" if rows else "")
        + "</li>"
    )


def _pdf_differences() -> str:
    """The places where the compiled main.pdf differs from the LaTeX the ledger reads (folded)."""
    items = "".join(
        f"<li><code>{html.escape(loc)}</code> (p. {page}): {html.escape(what)}</li>"
        for loc, page, what in ledger.PDF_DIFFERENCES
    )
    return (
        "```{raw} html\n<details><summary>The ledger reads the LaTeX; where the author's compiled "
        f"<code>main.pdf</code> differs from it ({len(ledger.PDF_DIFFERENCES)} places)</summary><ul>{items}</ul>"
        "</details>\n```\n"
    )


def _entries() -> list[dict]:
    """The ledger's entries with the fields of its export (page, place, first words as rendered)."""
    import json

    doc = json.loads((ledger.DATA_DIR.parent / "ledger.json").read_text(encoding="utf-8"))
    return list(doc["entries"])


def page() -> str:
    """The page's MyST source."""
    entries = _entries()
    cover = ledger.coverage(entries)
    parts = [
        "# Reading ledger of the revision\n",
        "```{raw} html\n<p>Every sentence of the revision's LaTeX (February 2026, the text behind arXiv:2606.01390 "
        "v1; its sections and appendices, in the order its <code>main.tex</code> includes them) has an entry: a "
        "display equation, a theorem's statement and each step of a proof count as sentences. Each assertive "
        "sentence (a claim, a derivation step, a citation or a cross-reference) was read against the mathematics: "
        "it <em>holds</em> (with the notebook cell or claims row that checks it, or an argument), <em>fails</em> "
        "(with the erratum or claim that records the failure), or <em>cannot be checked here</em> (with why). "
        "Below, one section at a time (click a section to unfold it), one line per sentence: its page in the "
        "posted paper (a link that opens the PDF there), its place as the paper numbers it (section, theorem, "
        "equation) and its number in the ledger, its first words, its verdict (the note on hover) and the rows "
        "and cells that record it, each row with a link to its annotation on the text it quotes "
        '(<a href="annotations.html">on the texts</a>). '
        "Every sentence's entry (the ledger quotes no more of the paper than a "
        'sentence\'s first words) is in the data: <a href="data/ledger.csv">ledger.csv'
        '</a> and <a href="data/ledger.json">ledger.json</a> (schema <a href="data/ledger.schema.json">'
        "ledger.schema.json</a>), written by <code>python -m lcp.record.ledger</code>; a second reader's audit of a "
        "seeded sample is <code>lcp/data/ledger-audit.json</code>. Sections are numbered as in the compiled "
        "paper (<code>main.pdf</code>: appendices A to E, C the symbolic solution).</p>\n```\n",
        _pdf_differences(),
        f"**{coverage_line(entries)}**\n",
        "## How a sentence is read\n",
        STRICT_READING,
        "## Readings\n",
        _readings_paragraph(entries),
        "## The sentences, section by section\n",
        f"```{{raw}} html\n{STYLE}\n{_controls()}\n```\n",
    ]
    for r in cover:
        name = r["file"]
        mine = [e for e in entries if e["file"] == name]
        checks = sorted({w for e in mine if e["verdict"] == "holds" for w in e["where"] if w != "argument"})
        argued = sum("argument" in e["where"] for e in mine if e["verdict"] == "holds")
        checked = (", ".join(_link(w) for w in checks) or "-") + (f"; {argued} by an argument" if argued else "")
        lines = "\n".join(_line(e) for e in mine)
        parts.append(
            f'```{{raw}} html\n<details class="ledger-section" id="{name}"><summary><b>'
            f"{html.escape(TITLES.get(name, name))}</b>: {r['sentences']} sentences, {r['assertive']} assertive: "
            f"{r['holds']} hold, {r['fails']} fail, {r['unchecked']} cannot be checked here</summary>\n"
            f"<p><small>What the holding ones are checked by: {checked}.</small></p>\n"
            f'<ol class="ledger-lines tex2jax_ignore">\n{lines}\n</ol></details>\n```\n'
        )
    parts.append(f"```{{raw}} html\n{SCRIPT}\n```\n")
    return "\n".join(parts)
