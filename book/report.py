"""The referee report on the revision (arXiv:2606.01390), generated from the rows of ``lcp.errata`` and
``lcp.claims``; never written by hand.

:func:`report_page` writes the site's page ``referee-report``: a summary, then the findings (the errata that
concern the revision) in the paper's order, each with its id, severity, the revision's words, the correction
and a link to the notebook cell that proves it, in three parts: the main results (severity major), what
persists from the manuscript, what is new in the revision; then every claim of the revision the companion
checked, with its status. ``run.py book`` prints the built page to PDF with chromium when it is installed
(:func:`print_pdf`). The paper's order is the revision's section numbering (:func:`paper_order`).
"""

from __future__ import annotations

import html
import re
import subprocess
from pathlib import Path

import common  # book/common.py (run.py and conf.py put book/ on the path)
from common import chromium_binary

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
    """A sort key for a place in the revision: sections by number, then the appendices by letter, then the
    LaTeX-only sympy appendix; a theorem's number gives its section (Theorem 5.1 in Sec. 5).

    >>> sorted(["App. B", "Sec. 4.4.1, Case 3", "Theorem 5.1", "sympy appendix", "Sec. 1.1.2"], key=paper_order)
    ['Sec. 1.1.2', 'Sec. 4.4.1, Case 3', 'Theorem 5.1', 'App. B', 'sympy appendix']
    """
    if place.lower().startswith("sympy"):
        return (2, "", ())
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


def _quote(row) -> str:
    q = row.quote if row.source.key == "revision" else row.revision_quote
    return f'<blockquote class="report-quote"><code>{html.escape(q.text)}</code></blockquote>' if q else ""


def _finding(row) -> str:
    """One finding: id and severity, the place, the revision's words, what is wrong and the correction."""
    link = common.cell_link(row.notebook, row.cell)
    origin = ""
    if row.source.key != "revision":
        origin = (
            f'<p class="report-origin">Already in the {html.escape(row.source.short)}: '
            f'{common.markup(row.where)} (<a href="errata.html#{row.id}">{row.id}</a>).</p>'
        )
    return (
        f'<section class="report-finding" id="report-{row.id}">'
        f'<h3><a href="errata.html#{row.id}">{row.id}</a> <span class="severity severity-{row.severity}">'
        f"{row.severity}</span> {common.markup(revision_place(row))}</h3>"
        f"{_quote(row)}{origin}"
        f"<p><strong>As printed:</strong> {common.markup(row.printed)}</p>"
        f"<p><strong>Correction:</strong> {common.markup(row.corrected)}</p>"
        f'<p class="report-proof">Proved in <a href="{html.escape(link)}">{html.escape(row.notebook)}, '
        f"cell {html.escape(row.cell)}</a>.</p></section>"
    )


def _raw(text: str) -> str:
    return f"```{{raw}} html\n{text}\n```\n"


def parts(errata):
    """The findings in the report's three parts, each in the paper's order: (title, rows)."""
    rows = sorted((e for e in errata if in_scope(e)), key=lambda e: paper_order(revision_place(e)))
    main = [e for e in rows if e.severity == "major"]
    persisting = [e for e in rows if e.severity != "major" and e.source.key != "revision"]
    new = [e for e in rows if e.severity != "major" and e.source.key == "revision"]
    return [("Main results", main), ("What persists from the manuscript", persisting), ("New in the revision", new)]


def report_page() -> str:
    """The referee report as a MyST page (raw HTML blocks; MathJax typesets the formulas)."""
    from collections import Counter

    from lcp import claims, errata, record
    from lcp.sources import REVISION

    sections = parts(errata.ERRATA)
    found = [e for _, rows in sections for e in rows]
    severity = Counter(e.severity for e in found)
    checked = sorted((c for c in claims.CLAIMS if in_scope(c)), key=lambda c: paper_order(revision_place(c)))
    status = Counter(c.status for c in checked)
    summary = ", ".join(f"{severity[s]} {s}" for s in record.SEVERITIES if severity[s])
    statuses = ", ".join(f"{status[s]} {s}" for s in claims.STATUSES if status[s])
    out = [
        common.WIDE,
        "# Referee report on the revision\n",
        _raw(
            f'<p class="report-paper"><strong>{html.escape(REVISION.citation)}</strong></p>'
            f'<p class="report-pdf"><a href="{PDF}" download>This report as PDF</a> · generated from the '
            f"companion's record (format {record.RECORD_VERSION}); every finding links to its row and to "
            "the notebook cell whose assertions prove it.</p>"
        ),
        "## Summary\n",
        f"The companion checked the revision line by line against exact computation. It records "
        f"{len(found)} findings that concern the revision ({summary}): {len(sections[0][1])} affect a main "
        f"result, {len(sections[1][1])} persist from the manuscript of May 2025, and {len(sections[2][1])} "
        f"are new in the revision. It also checked {len(checked)} claims the revision makes or keeps "
        f"({statuses}), listed at the end. Severity: "
        + "; ".join(f"**{s}**, {m}" for s, m in record.SEVERITIES.items())
        + ".\n",
    ]
    if sections[0][1]:
        out.append(
            _raw(
                "<p>The main results affected:</p><ul>"
                + "".join(
                    f'<li><a href="#report-{e.id}">{e.id}</a>: {common.markup(revision_place(e))}</li>'
                    for e in sections[0][1]
                )
                + "</ul>"
            )
        )
    for number, (title, rows) in enumerate(sections, 1):
        out.append(f"## {number}. {title}\n")
        out.append(f"{len(rows)} findings, in the paper's order.\n" if rows else "None.\n")
        if rows:
            out.append(_raw("\n".join(_finding(e) for e in rows)))
    out.append(f"## {len(sections) + 1}. The revision's claims, as checked\n")
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


def print_pdf(site: Path) -> Path | None:
    """Print the built report page to ``site/referee-report.pdf`` with headless chromium (offline; MathJax is
    given time to typeset). Returns the PDF's path, or None when chromium is not installed."""
    exe = chromium_binary()
    if exe is None:
        return None
    site = Path(site).resolve()
    out, page = site / PDF, site / f"{PAGE}.html"
    if out.exists() and out.stat().st_mtime >= page.stat().st_mtime:
        return out  # the page is unchanged since it was printed (Sphinx rewrote nothing)
    subprocess.run(
        [
            str(exe),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
            "--virtual-time-budget=5000",
            f"--print-to-pdf={out}",
            page.as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=True,
    )
    return out
