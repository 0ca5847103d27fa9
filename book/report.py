"""The referee report on the revision (arXiv:2606.01390), generated from the rows of ``lcp.record.errata`` and
``lcp.record.claims``; never written by hand.

:func:`report_page` writes the site's page ``referee-report``: first the text checked (the author's LaTeX of
February 2026, not the posted v1, which was compared only in part), a recommendation and a summary of what is
wrong; the written severity rubric (:data:`RUBRIC`); then the findings (the errata that concern the revision),
one per failure with every place it occurs (:data:`FAILURES` groups the rows of one failure), ranked by
severity and then in the paper's order, each with the revision's words typeset, the correction and links to
the notebook cells that prove it; then every claim of the revision the companion checked, with its status. ``run.py book`` prints the built page to PDF with chromium when it is installed
(:func:`print_pdf`). The paper's order is the revision's section numbering (:func:`paper_order`).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import NamedTuple

from lcp.record import SEVERITIES
from lcp.record.severity import SAME_FAULT

from . import (
    common,  # book/common.py
    ledger_page,  # book/ledger_page.py: the reading ledger (its coverage line)
)
from .common import chromium_binary

PAGE = "referee-report"
PDF = "referee-report.pdf"
_PLACE = re.compile(
    r"\b(?:Secs?\.|Sections?|Apps?\.|Appendix|Theorem|Lemma|Definition|Remark|Corollary|Case)"
    r"\s+([A-Z](?:\.\d+)*|\d+(?:\.\d+)*)\b"
)
_THEOREM_LIKE = re.compile(r"\b(?:Theorem|Lemma|Definition|Remark|Corollary)\s")


def in_scope(row) -> bool:
    """A row the report must carry: the revision's own, or one of the manuscript (or draft) that persists."""
    return row.source.key == "revision" or row.revision == "persists"


def revision_place(row) -> str:
    """Where the row stands in the revision."""
    return row.where if row.source.key == "revision" else row.revision_where


def paper_order(place: str) -> tuple:
    """A sort key for a place in the revision: sections by number, then the appendices by letter (as the compiled
    paper, main.pdf, letters them: C is the sympy appendix); a theorem's number gives its section (Theorem 5.1 in
    Sec. 5).

    >>> sorted(["App. D.1.1", "Sec. 4.4.1, Case 3", "Theorem 5.1", "App. C (sympy)", "App. B"], key=paper_order)
    ['Sec. 4.4.1, Case 3', 'Theorem 5.1', 'App. B', 'App. C (sympy)', 'App. D.1.1']
    """
    m = _PLACE.search(place)
    if m is None:
        return (0, "", ())
    number = m[1]
    parts = number.split(".")
    if _THEOREM_LIKE.match(place[m.start() :]) and len(parts) > 1:
        parts = parts[:-1]  # Theorem 5.1 stands in Sec. 5
    if parts[0].isalpha():
        return (1, parts[0], tuple(int(p) for p in parts[1:]))
    return (0, "", tuple(int(p) for p in parts))


#: The written rubric every row's severity follows (lcp.record.SEVERITIES says it for the record).
RUBRIC = tuple(SEVERITIES.items())
RANK = {s: i for i, (s, _) in enumerate(RUBRIC)}

#: The failures the record holds as several rows (one per place it is printed, or once for the manuscript and once
#: for the revision): each is one finding, with every place, led by its first erratum. They are the errata of the
#: record's groups of one fault (:data:`lcp.record.severity.SAME_FAULT`, which also holds them to one grade). Every other
#: row is a finding of its own. What a finding says is wrong comes from its lead row (:func:`what_is_wrong`).
FAILURES: tuple[tuple[str, ...], ...] = tuple(
    tuple(i for i in ids if i.startswith("E-")) for _, ids in SAME_FAULT if sum(i.startswith("E-") for i in ids) > 1
)


def _revision_quote(row):
    """The words the author will edit: the revision's (its own row, or a manuscript row that persists)."""
    return row.quote if row.source.key == "revision" else row.revision_quote


def _quote(row) -> str:
    q = _revision_quote(row)
    return f'<blockquote class="report-quote">{common.quote_html(q.text)}</blockquote>' if q else ""


def findings(errata) -> list[list]:
    """The findings: each a list of rows (one failure, every place it occurs; the first row leads), ranked by
    severity (:data:`RUBRIC`), then in the paper's order."""
    rows = {e.id: e for e in errata if in_scope(e)}
    out, grouped = [], set()
    for ids in FAILURES:
        members = [rows[i] for i in ids if i in rows]
        if members:
            out.append(members)
            grouped |= {e.id for e in members}
    out += [[e] for e in rows.values() if e.id not in grouped]
    return sorted(out, key=lambda f: (RANK[f[0].severity], paper_order(revision_place(f[0]))))


def _sentence(text: str) -> str:
    """``text`` as a sentence: its first letter upper case (a formula is left alone), a full stop at the end."""
    text = text.strip()
    if text[:1].isalpha():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def what_is_wrong(finding: list, correction: bool = True) -> str:
    """What is wrong, in the record's words (lcp.record.markup text): for a major finding, the result its lead row says
    is printed, marked false, then (``correction``) what is true, the row's correction; for any other, what is
    printed. A printed formula alone is preceded by its place, so the sentence says what the formula is.
    Written once, in the row: correcting the row corrects the report."""
    lead = finding[0]
    said = lead.printed
    if said.startswith("$") and said.endswith("$") and said.count("$") == 2:
        said = f"{revision_place(lead)}: {said}"
    if lead.severity != "major":
        return said
    false = f"False: {said.strip().rstrip('.')}."
    true = lead.corrected.strip()
    true = f"Corrected: {true}" if true.startswith("$") else true  # a formula first: say what it is
    return f"{false} {_sentence(true)}" if correction else false


def _what(finding: list, correction: bool = True) -> str:
    """:func:`what_is_wrong` as HTML (formulas for MathJax)."""
    return common.markup(what_is_wrong(finding, correction))


def _ids(finding: list) -> str:
    """A finding's ids as HTML, each on one line (an id never breaks at its hyphens)."""
    return " ".join(f'<span class="report-id">{r.id}</span>' for r in finding)


def _id(row) -> str:
    return f'<a class="report-id" href="errata.html#{row.id}">{row.id}</a>'


def _finding(finding: list) -> str:
    """One finding: its ids and severity, what is wrong, every place with the revision's words typeset, what
    each prints, the correction and the notebook cells that prove it. Words are shown once: a place's quote is
    left out when "What is wrong" (the lead's printed words) or a place above already shows the same words."""
    lead = finding[0]
    what = what_is_wrong(finding, correction=False)
    quoted = (
        {_revision_quote(lead).text.strip()}
        if _revision_quote(lead) and _revision_quote(lead).text.strip() in what
        else set()
    )
    places = []
    for row in finding:
        quote = _revision_quote(row)
        shown = quote is not None and quote.text.strip() in quoted  # under "What is wrong", or at a place above
        if quote is not None:
            quoted.add(quote.text.strip())
        origin = ""
        if row.source.key != "revision":
            origin = (
                f'<p class="report-origin">Already in the {html.escape(row.source.short)} '
                f"({common.markup(row.where)}), which printed: {common.markup(row.printed)}.</p>"
            )
        said = (
            ""
            if row.source.key != "revision" or row is lead  # the lead's words are under "What is wrong"
            else f"<p><strong>As printed:</strong> {common.markup(row.printed)}</p>"
        )
        link = common.cell_link(row.notebook, row.cell)
        places.append(
            f'<li id="report-{row.id}"><p class="report-place">{_id(row)}: {common.markup(revision_place(row))}</p>'
            f"{'' if shown else _quote(row)}{said}{origin}"
            f'<p class="report-proof">Proved in <a href="{html.escape(link)}">{html.escape(row.notebook)}, '
            f"cell {html.escape(row.cell)}</a>.</p></li>"
        )
    correction = f"<p><strong>Correction:</strong> {common.markup(lead.corrected)}</p>"
    where = f"{len(finding)} places" if len(finding) > 1 else "1 place"
    return (
        f'<section class="report-finding" data-severity="{lead.severity}">'
        f'<h3><span class="severity severity-{lead.severity}">{lead.severity}</span> '
        f"{' '.join(_id(r) for r in finding)}</h3>"
        f'<p class="report-what"><strong>What is wrong:</strong> {common.markup(what)}</p>'
        f"{correction}"
        f'<p class="report-where">Where it is printed ({where}):</p><ul class="report-places">{"".join(places)}</ul>'
        "</section>"
    )


def regraded_line(rows: list) -> str:
    """The grades of the report's rows that the rubric changed since the ids were released (the record's history,
    :data:`lcp.record.severity.REGRADED`), as a paragraph of HTML (each id a link that never breaks)."""
    from lcp.record.severity import REGRADED

    here = {r.id: r for r in rows}
    changed = [f"{_id(here[i])} ({html.escape(old)} to {html.escape(new)})" for i, old, new, _ in REGRADED if i in here]
    if not changed:
        return ""
    return _raw(
        f'<p class="report-regraded">Re-graded by this rubric since the record\'s ids were released: '
        f"{', '.join(changed)}; the record keeps every change with its reason "
        "(<code>lcp.record.severity.REGRADED</code>).</p>"
    )


def _raw(text: str) -> str:
    return f"```{{raw}} html\n{text}\n```\n"


def recommendation(found: list[list]) -> str:
    """The referee's recommendation, from the findings' severities."""
    worst = {f[0].severity for f in found}
    if "major" in worst:
        return "Major revision: stated results are false as printed; each can be corrected (the corrections below)."
    if "moderate" in worst:
        return "Minor revision: the results stand; derivations or printed formulas must be corrected."
    return "Accept after the minor corrections below."


def report_page() -> str:
    """The referee report as a MyST page (raw HTML blocks; MathJax typesets the formulas)."""
    from collections import Counter

    from lcp import record
    from lcp.core import software
    from lcp.record import claims, errata
    from lcp.record.sources import REVISION

    found = findings(errata.ERRATA)
    rows = [r for f in found for r in f]
    severity = Counter(f[0].severity for f in found)
    checked = sorted((c for c in claims.CLAIMS if in_scope(c)), key=lambda c: paper_order(revision_place(c)))
    status = Counter(c.status for c in checked)
    statuses = ", ".join(f"{status[s]} {s}" for s in claims.STATUSES if status[s])
    majors = [f for f in found if f[0].severity == "major"]
    persisting = sum(r.source.key != "revision" for r in rows)
    out = [
        common.WIDE,
        "# Referee report on the revision\n",
        _raw(
            '<p class="report-text"><strong>The text checked:</strong> the author\'s LaTeX of 8 February 2026 '
            "(the repository andrew-spears/poker_variant_analysis, folder papers/limit_continuous_poker, "
            "commit 987c7c0), whose contents match the paper posted as "
            f'<a href="https://arxiv.org/abs/2606.01390v1">{html.escape(REVISION.citation)}</a>. The posted '
            "abstract and the opening of its introduction agree word for word with this LaTeX; the rest of the "
            "posted text was not compared. Every quote below is the LaTeX's; every section, theorem and appendix "
            "number is the compiled paper's (<code>main.pdf</code>: appendices A Monotone Strategy Proofs, B Proof "
            "of Nash Equilibrium, C Symbolic Solution, D Parameter Analysis, E Payoff Analysis). The contents list "
            "of the posted v1 letters the appendices A to D, without the symbolic solution: its C and D are "
            "main.pdf's D and E. main.pdf itself was compiled from a slightly different text: its Definition 3.1 "
            "pays a called bet '0.5 + 2s' to the winner (wrong; the LaTeX's 0.5 + s is right, E-rev-070), its "
            "App. B says Mathematica and 'Appendix ??' where the LaTeX says sympy and links the script, it lacks "
            "two sentences (Sec. 3's zero-sum remark, App. B's opening) and words Sec. 4.1's first refinement "
            "differently; the reading ledger lists each place.</p>"
            f'<p class="report-pdf"><a href="{PDF}" download>This report as PDF</a> · generated from the '
            f"companion's record (format {record.RECORD_VERSION}); every finding links to its rows and to "
            "the notebook cells whose assertions prove it.</p>"
            f'<p class="report-software">Generated with {html.escape(software.describe(software.versions()))} '
            "(the versions of the lock, locks/site.txt).</p>"
        ),
        "## Recommendation\n",
        _raw(f'<p class="report-recommendation"><strong>{html.escape(recommendation(found))}</strong></p>'),
        "## Summary\n",
        f"The companion checked the revision against exact computation and found {len(found)} failures "
        f"({', '.join(f'{severity[s]} {s}' for s, _ in RUBRIC if severity[s])}; {len(rows)} places, "
        f"{persisting} of them already in the manuscript of May 2025). What is wrong:\n",
        _raw(
            '<ul class="report-summary">'
            + "".join(
                f'<li data-finding="{f[0].id}">{_what(f)} (<a href="#report-{f[0].id}">{_ids(f)}</a>)</li>'
                for f in majors
            )
            + "</ul>"
            + (
                f"<p>Besides these, {severity['moderate']} derivations or printed formulas are wrong while the "
                f"results they serve stand, and {severity['minor']} findings concern wording, references or "
                "typography.</p>"
            )
        ),
        f"The companion also checked {len(checked)} claims the revision makes or keeps ({statuses}), listed "
        "at the end.\n",
        f"{ledger_page.coverage_line()} Each sentence's verdict, with where it is checked, is in the "
        "[reading ledger](ledger.md).\n",
        "## Severity\n",
        "Every finding is graded by one rubric, and the findings are ranked by it (then in the paper's order):\n",
        _raw(
            '<dl class="report-rubric">'
            + "".join(f"<dt>{s}</dt><dd>{html.escape(m)}</dd>" for s, m in RUBRIC)
            + "</dl>"
        ),
        regraded_line(rows),
    ]
    for number, (name, _) in enumerate(RUBRIC, 1):
        group = [f for f in found if f[0].severity == name]
        out.append(f"## {number}. {name.capitalize()} findings\n")
        out.append(f"{len(group)} findings, in the paper's order.\n" if group else "None.\n")
        if group:
            out.append(_raw("\n".join(_finding(f) for f in group)))
    out.append(f"## {len(RUBRIC) + 1}. The revision's claims, as checked\n")
    out.append(
        "Every claim of the revision (and every claim of the manuscript it keeps), in the paper's order, "
        "with its status; the statuses are defined on the claims page.\n"
    )
    lines = []
    for c in checked:
        cell = (
            f'<a href="{html.escape(common.cell_link(c.notebook, c.cell))}">{html.escape(c.cell)}</a>'
            if c.notebook
            else "-"
        )
        lines.append(
            f'<tr id="report-{c.id}"><td data-label="id"><a href="claims.html#{c.id}">{c.id}</a>'
            f'<br><span class="severity severity-{c.severity}">{c.severity}</span></td>'
            f'<td data-label="where">{common.markup(revision_place(c))}</td>'
            f'<td data-label="claim">{common.markup(c.statement)}</td>'
            f'<td data-label="status"><span class="claim-status claim-{c.status}">{c.status}</span></td>'
            f'<td data-label="settled in">{cell}</td></tr>'
        )
    out.append(
        _raw(
            '<table class="companion-table report-claims"><thead><tr><th>id</th><th>where</th>'
            "<th>claim</th><th>status</th><th>settled in</th></tr></thead><tbody>\n"
            + "\n".join(lines)
            + "\n</tbody></table>"
        )
    )
    return "\n".join(out)


#: Each paper's page in points (width, height), as a printed PDF's MediaBox gives it (chromium rounds A4 down).
PAPER_POINTS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}
_MEDIABOX = re.compile(rb"/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]")


def printed_paper(pdf: Path) -> str | None:
    """The paper a printed PDF is on (a key of :data:`PAPER_POINTS`), read from its pages' MediaBox; None when
    the file has none, its pages differ, or their size is no paper the site prints on.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     pdf = Path(d, "r.pdf")
    ...     _ = pdf.write_bytes(b"%PDF-1.4 << /Type /Page /MediaBox [0 0 594.95996 841.91998] >>")
    ...     printed_paper(pdf)
    'a4'
    """
    try:
        boxes = {tuple(float(v) for v in m.groups()) for m in _MEDIABOX.finditer(Path(pdf).read_bytes())}
    except (OSError, ValueError):
        return None
    if len(boxes) != 1:
        return None
    x0, y0, x1, y1 = boxes.pop()
    size = (x1 - x0, y1 - y0)
    return next((k for k, (w, h) in PAPER_POINTS.items() if abs(size[0] - w) < 2 and abs(size[1] - h) < 2), None)


class Printed(NamedTuple):
    """The report's PDF: where it is, its paper, and whether this call printed it (False: it was up to date)."""

    path: Path
    paper: str
    fresh: bool

    def __str__(self) -> str:
        done = "printed" if self.fresh else "up to date"
        return f"referee report {done} on {PAPER_NAMES[self.paper]}"


def print_pdf(site: Path, paper: str = "a4") -> Printed | None:
    """Print the built report page to ``site/referee-report.pdf`` on ``paper`` with headless chromium (offline;
    :func:`common.print_to_pdf`), unless the PDF there is newer than its page and already on ``paper`` (read back
    from the PDF, :func:`printed_paper`). Returns what was done, or None when chromium is not installed."""
    if paper not in PAPER_POINTS:
        raise ValueError(f"paper must be one of {', '.join(PAPER_POINTS)}; got {paper!r}")
    exe = chromium_binary()
    if exe is None:
        return None
    site = Path(site).resolve()
    out, page = site / PDF, site / f"{PAGE}.html"
    if out.exists() and out.stat().st_mtime >= page.stat().st_mtime and printed_paper(out) == paper:
        return Printed(out, paper, fresh=False)  # the page is unchanged since it was printed on this paper
    common.print_to_pdf(exe, page, out, paper=paper, budget_ms=5000, timeout=120)
    return Printed(out, paper, fresh=True)
