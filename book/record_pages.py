"""The record's pages: the errata and the claims (from ``lcp.record.errata`` and ``lcp.record.claims``), the map of the
paper's two versions (from ``lcp.record.versions``), the note above each proving cell, and the record as data.

The errata, claims and versions pages carry a control that shows the rows of one version of the paper
(the manuscript of May 2025, the revision posted as arXiv:2606.01390, or both), with filters: the claims
by status and source, the errata by source and revision status. ``_static/versions.js``, plain JavaScript
shipped with the site, hides the table rows whose ``data-`` attributes do not match the choice. Which rows
belong to which version is decided here (:func:`versions_of`); without JavaScript the control stays hidden
and every row shows.

The rows' text fields carry a small markup (``$...$`` inline TeX, ``*word*`` emphasis, ``\\$`` a dollar),
rendered by :func:`common.markup`; those pages load MathJax (:func:`load_mathjax`). Every erratum and claim
has a table row whose HTML id is its permanent id (``E-rev-014``, ``C-man-003``: :func:`row_id`); the
numeric anchors the pages used before the ids (``#erratum-3``, ``#claim-12``) still land on the same rows,
through the table frozen in ``old_anchors.json`` and a small script (:func:`old_anchor_script`).

Each cell that an erratum or a claim cites carries a note of what it proves, linking back to the rows
(:func:`note_proving_cells`), shown above the cell when a link brings the reader there (CSS alone);
``_static/proving.js`` marks in it the row the reader came from.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .common import (
    WIDE,
    cell_link,
    link,
    markup,
    quote_block,
    title_html,
)

HERE = Path(__file__).resolve().parent


def _table(
    header: tuple[str, ...],
    rows: list[tuple[str, ...]],
    css: str,
    attrs: list[dict[str, str]] | None = None,
    ids: list[str] | None = None,
) -> str:
    """A raw HTML table (cells already escaped), wrapped for MyST. ``attrs`` gives each row's ``data-``
    attributes and ``ids`` its id; every cell carries its column's name (``data-label``) for the
    narrow-screen layout."""
    head = "".join(f"<th>{h}</th>" for h in header)
    lines = []
    for i, row in enumerate(rows):
        data = f' id="{ids[i]}"' if ids else ""
        data += "".join(f' data-{k}="{html.escape(v)}"' for k, v in (attrs[i] if attrs else {}).items())
        cells = "".join(f'<td data-label="{html.escape(h)}">{c}</td>' for h, c in zip(header, row))
        lines.append(f"<tr{data}>{cells}</tr>")
    body = "\n".join(lines)
    return (
        f'```{{raw}} html\n<table class="companion-table {css}">\n<thead><tr>{head}</tr></thead>\n'
        f"<tbody>\n{body}\n</tbody>\n</table>\n```\n"
    )


# --- the two versions of the paper -----------------------------------------------------------------

#: The choices of the version control: key and label.
VIEWS = (("manuscript", "manuscript (May 2025)"), ("revision", "revision (arXiv:2606.01390)"), ("both", "both"))
#: Revision statuses of the rows the revision still has (its own place is shown).
IN_REVISION = ("persists", "fixed", "new")


def versions_of(row) -> str:
    """The versions of the paper an erratum or a claim belongs to, as ``data-versions`` lists them: the
    manuscript's view has every row from the manuscript, the draft and the other sources; the revision's
    has the rows whose status is persists, fixed or new."""
    from lcp.record.sources import REVISION

    views = (["manuscript"] if row.source != REVISION else []) + (["revision"] if row.revision in IN_REVISION else [])
    return " ".join(views)


def _filter(name: str, label: str, choices: list[tuple[str, str]]) -> str:
    """A filter of the control: a <select> keeping the rows whose ``data-<name>`` is the chosen value."""
    options = "".join(f'<option value="{html.escape(v)}">{html.escape(t)}</option>' for v, t in choices)
    return (
        f'<label class="version-filter">{label} <select data-filter="{name}">'
        f'<option value="">all</option>{options}</select></label>'
    )


def _control(note: str = "", filters: str = "") -> str:
    """The version control (and any filters), hidden until ``versions.js`` runs."""
    buttons = "".join(
        f'<button type="button" data-version="{key}" aria-pressed="{str(key == "both").lower()}">{label}</button>'
        for key, label in VIEWS
    )
    return (
        '```{raw} html\n<div class="version-control" hidden>'
        f'<span class="version-label">{note or "Show the rows of"}</span>'
        f'<span class="version-buttons" role="group" aria-label="version of the paper">{buttons}</span>'
        f'{filters}<span class="version-count" aria-live="polite"></span></div>\n```\n'
    )


def _revision_cell(row) -> str:
    """A row's revision status, its place in the revision and, folded, the revision's words."""
    from lcp.record.sources import REVISION_STATUSES

    status = html.escape(row.revision)
    cell = (
        f'<span class="rev-status rev-{status}" title="{html.escape(REVISION_STATUSES.get(row.revision, ""))}">'
        f"{status}</span>"
    )
    if row.revision_where:
        cell += f'<br><span class="rev-where">{markup(row.revision_where)}</span>'
    if row.revision_quote is not None:
        cell += (
            '<details class="rev-quote"><summary>the revision’s words</summary>'
            f"{quote_block(row.revision_quote.text)}</details>"
        )
    return cell


#: Which text of the revision the companion read (from ../shared/sources/README.md), said on the pages that quote it.
REVISION_READ = (
    "```{admonition} Which text of the revision was checked\n:class: revision-read\n\n"
    "The revision's words quoted on this site, and everything the companion checked in the revision, come from the "
    "author's LaTeX of February 2026 (from the author's public repository andrew-spears/poker_variant_analysis, folder "
    "`papers/limit_continuous_poker`, commit 987c7c0 of 8 February 2026), not from the text posted as "
    "arXiv:2606.01390 v1 on 31 May 2026. The posted version has the same contents list, and its abstract and "
    "the opening paragraphs of its introduction agree word for word with this LaTeX; the rest of the posted "
    "text was not available to compare, so its wording may differ where this LaTeX is quoted.\n```\n"
)


def _revision_legend() -> str:
    from lcp.record.sources import REVISION_STATUSES

    return "Each row also says what became of it in the revision (column *revision*):\n\n" + "".join(
        f"- **{s}**: {html.escape(m)}\n" for s, m in REVISION_STATUSES.items()
    )


def row_id(row) -> str:
    """The HTML id of an erratum's or a claim's table row: its permanent id (``E-rev-014``)."""
    return row.id


def _number(row) -> str:
    """The row's id, a link to itself (so a reader can cite and share it), and its severity."""
    from lcp.record import SEVERITIES

    from . import annotation_page

    annotation = (
        f'<a class="row-annotation" href="{annotation_page.PAGE}#{row.id}" title="its Web Annotation on the text '
        'it quotes">annotation</a>'
        if annotation_page.available()
        else ""
    )
    return (
        f'<a class="row-number" href="#{row.id}" title="link to this row">{row.id}</a>'
        f'<span class="severity severity-{row.severity}" title="{html.escape(SEVERITIES[row.severity])}">'
        f"{row.severity}</span>{annotation}"
    )


def _sources(rows) -> list[tuple[str, str]]:
    return [(s.key, s.label) for s in dict.fromkeys(r.source for r in rows)]


OLD_ANCHORS = HERE / "old_anchors.json"


def old_anchor_script(table: str) -> str:
    """A script that sends a link to an old numeric anchor (``#claim-12``, ``#erratum-3``) to the row it
    named, by the frozen table ``old_anchors.json`` (``table`` is ``"errata"`` or ``"claims"``)."""
    mapping = json.loads(OLD_ANCHORS.read_text())[table]
    return (
        "```{raw} html\n<script>(function () { var moved = "
        + json.dumps(mapping, separators=(",", ":"))
        + "; var to = moved[decodeURIComponent(window.location.hash.slice(1))]; "
        'if (to) { window.location.replace("#" + to); } })();</script>\n```\n'
    )


def _retired(retired: dict[str, str]) -> str:
    """The ids withdrawn for good, each with its anchor and the reason (a citation of one still lands)."""
    if not retired:
        return ""
    items = "".join(
        f'<li id="{html.escape(i)}"><code>{html.escape(i)}</code>: {markup(why)}</li>' for i, why in retired.items()
    )
    return (
        "## Withdrawn rows\n\nIds are never given again; a row found wrong is withdrawn with the reason.\n\n"
        f'```{{raw}} html\n<ul class="retired-rows">{items}</ul>\n```\n'
    )


def _severity_legend() -> str:
    from lcp.record import SEVERITIES

    return "Each row has a permanent id (cite it: `errata.html#E-rev-014`) and a severity:\n\n" + "".join(
        f"- **{s}**: {html.escape(m)}\n" for s, m in SEVERITIES.items()
    )


def errata_page() -> str:
    """The errata table, one section per source, each row linking to the cell that proves it."""
    from lcp.record import SEVERITIES, errata
    from lcp.record.sources import REVISION_STATUSES

    parts = [
        WIDE,
        "# Errata\n",
        "Every discrepancy found in the source texts, with the corrected statement and the notebook cell "
        "whose assertions prove the correction. Generated from `lcp/record/errata/` "
        f"({len(errata.ERRATA)} rows); each notebook prints its own rows too. The companion follows the "
        "manuscript of May 2025; the paper was revised and posted as arXiv:2606.01390 ({doc}`versions` "
        "maps the sections of the two). The "
        "proving cell, when you follow its link, says which rows it proves.\n",
        REVISION_READ,
        _downloads("errata"),
        _severity_legend(),
        _revision_legend(),
        _control(
            filters=_filter("source", "source", _sources(errata.ERRATA))
            + _filter("severity", "severity", [(k, k) for k in SEVERITIES])
            + _filter("revision", "in the revision", [(k, k) for k in REVISION_STATUSES])
        ),
    ]
    for source in dict.fromkeys(e.source for e in errata.ERRATA):
        chosen = [e for e in errata.ERRATA if e.source == source]
        rows = [
            (
                _number(e) + markup(e.where),
                _revision_cell(e),
                markup(e.printed),
                markup(e.corrected),
                link(cell_link(e.notebook, e.cell), f"{e.notebook}, cell {e.cell}"),
            )
            for e in chosen
        ]
        attrs = [
            {"versions": versions_of(e), "revision": e.revision, "source": e.source.key, "severity": e.severity}
            for e in chosen
        ]
        parts.append(f"## {source.title}\n")
        parts.append(f"`{source.file}`\n")
        parts.append(
            _table(
                ("where", "revision", "printed", "corrected", "proved in"),
                rows,
                "errata versioned",
                attrs,
                [row_id(e) for e in chosen],
            )
        )
    parts.append(_retired(errata.RETIRED))
    parts.append(old_anchor_script("errata"))
    return "\n".join(parts)


def claims_page() -> str:
    """Every claim of every source with its status and where the companion settles it."""
    from lcp.record import SEVERITIES, claims

    counts = claims.counts()
    summary = ", ".join(f"{counts[s]} {s}" for s in claims.STATUSES if counts[s])
    parts = [
        WIDE,
        "# Claims\n",
        "Each claim the sources make, in their order, with what the companion found. Generated from "
        f"`lcp/record/claims/` ({len(claims.CLAIMS)} claims: {summary}). The companion follows the manuscript "
        "of May 2025; the paper was revised and posted as arXiv:2606.01390 ({doc}`versions` maps the "
        "sections of the two). The cell that "
        "settles a claim, when you follow its link, says which rows it settles.\n",
        REVISION_READ,
        _downloads("claims"),
        "Each claim has one status, by these definitions:\n",
    ]
    parts.append("".join(f"- **{s}**: {html.escape(claims.MEANING[s])}\n" for s in claims.STATUSES))
    parts.append(_severity_legend())
    parts.append(_revision_legend())
    parts.append(
        _control(
            filters=_filter("status", "status", [(s, s) for s in claims.STATUSES])
            + _filter("source", "source", _sources(claims.CLAIMS))
            + _filter("severity", "severity", [(k, k) for k in SEVERITIES])
        )
    )
    for source in dict.fromkeys(c.source for c in claims.CLAIMS):
        chosen = [c for c in claims.CLAIMS if c.source == source]
        rows = []
        for c in chosen:
            where = (
                link(cell_link(c.notebook, c.cell), f"{c.notebook}, cell {c.cell}")
                if c.notebook
                else markup(c.note or "-")
            )
            if c.notebook and c.note:
                where += "<br>" + markup(c.note)
            if c.erratum:  # the erratum on the words it quotes (their correction, for a flawed claim)
                verb = "corrected in" if c.status in claims.FLAWED else "see"
                where += f"<br>{verb} " + link(f"errata.html#{c.erratum}", f"erratum {c.erratum}")
            rows.append(
                (
                    _number(c) + markup(c.where),
                    _revision_cell(c),
                    markup(c.statement),
                    f'<span class="claim-status claim-{c.status}">{c.status}</span>',
                    where,
                )
            )
        attrs = [
            {
                "versions": versions_of(c),
                "revision": c.revision,
                "status": c.status,
                "source": c.source.key,
                "severity": c.severity,
            }
            for c in chosen
        ]
        parts.append(f"## {source.title}\n")
        parts.append(f"`{source.file}`\n")
        parts.append(
            _table(
                ("where", "revision", "claim", "status", "settled in"),
                rows,
                "claims versioned",
                attrs,
                [row_id(c) for c in chosen],
            )
        )
    parts.append(_retired(claims.RETIRED))
    parts.append(old_anchor_script("claims"))
    return "\n".join(parts)


# --- the proving cells: what each proves, above it --------------------------------------------------

#: What a row's cell does, by the claim's status (an erratum's cell corrects it).
VERBS = {
    "proved": "Proves",
    "verified": "Verifies",
    "refuted": "Refutes",
    "imprecise": "Qualifies",
    "misattributed": "Re-attributes",
    "ambiguous": "Disambiguates",
    "open": "Bears on",
}
SHOWN_NOTES = 3  # rows listed in a cell's note before the rest fold away


def rows_by_cell() -> dict[tuple[str, str], list]:
    """The errata and claims citing each (notebook, cell tag), claims first, each in its table's order."""
    from lcp.record import claims, errata

    cited: dict[tuple[str, str], list] = {}
    for row in (*claims.CLAIMS, *errata.ERRATA):
        if getattr(row, "notebook", "") and row.cell:
            cited.setdefault((row.notebook, str(row.cell)), []).append(row)
    return cited


def _proves_line(row, prefix: str) -> str:
    """One row of a cell's note: the verb, the source's place, the claim or correction, the link back."""
    from lcp.record import errata

    ident = row_id(row)
    page = "errata" if isinstance(row, errata.Erratum) else "claims"
    back = f'<a class="cell-proves-row" href="{prefix}{page}.html#{ident}">{page} {ident}</a>'
    source = html.escape(row.source.label)
    if isinstance(row, errata.Erratum):
        return f"<strong>Corrects</strong> {source}, {markup(row.where)}: {markup(row.corrected)} ({back})"
    return (
        f"<strong>{VERBS.get(row.status, 'Settles')}</strong> {source}, {markup(row.where)}: "
        f"{markup(row.statement)} ({back})"
    )


def proves_note(rows: list, prefix: str = "../") -> str:
    """The note shown above a proving cell: one line per row citing it (links back to the rows)."""
    lines = [f"<li>{_proves_line(r, prefix)}</li>" for r in rows]
    note = '<div class="cell-proves" role="note"><ul>' + "".join(lines[:SHOWN_NOTES]) + "</ul>"
    if len(lines) > SHOWN_NOTES:
        note += (
            f"<details><summary>{len(lines) - SHOWN_NOTES} more rows cite this cell</summary><ul>"
            + "".join(lines[SHOWN_NOTES:])
            + "</ul></details>"
        )
    return note + "</div>"


def note_proving_cells(app, doctree) -> None:
    """Put above each notebook cell cited by an erratum or a claim the note :func:`proves_note` writes
    (shown when the cell is reached by its link; see ``companion.css``)."""
    from docutils import nodes

    docname = app.env.docname
    if not docname.startswith("notebooks/"):
        return
    notebook = docname.split("/", 1)[1]
    cited = rows_by_cell()
    for node in doctree.findall(nodes.container):
        if node.get("nb_element") != "cell_code":
            continue
        anchors = [f"{node['cell_index']:03d}", *node.get("cell_metadata", {}).get("tags", [])]
        rows = [r for a in anchors for r in cited.get((notebook, a), [])]
        if rows:
            node.insert(0, nodes.raw("", proves_note(list(dict.fromkeys(rows))), format="html"))


def notes_outdated(app, env, added, changed, removed) -> list[str]:
    """The notebook pages to read again because the notes of their cells changed (an erratum or a claim
    was added, edited or moved to another cell): Sphinx re-reads a page only when its own source changes."""
    import hashlib

    notes = "".join(f"{key}{proves_note(rows)}" for key, rows in sorted(rows_by_cell().items()))
    digest = hashlib.sha256(notes.encode()).hexdigest()
    if getattr(env, "lcp_notes_digest", None) == digest:
        return []
    env.lcp_notes_digest = digest
    return sorted(d for d in env.found_docs if d.startswith("notebooks/") and d not in added | changed)


def load_mathjax(app, pagename, templatename, context, doctree) -> None:
    """The errata and claims tables, the notes above the cells they cite and the gallery's captions hold math
    in raw HTML, which Sphinx does not see: load MathJax there too. (Connected before ``sphinx.ext.mathjax``'s
    own handler, which reads this flag.)"""
    if pagename in ("errata", "claims", "referee-report", "gallery") or pagename.startswith("notebooks/"):
        context["has_maths_elements"] = True


def _note(text: str) -> str:
    """A note of the map for HTML: arrows, plus-minus signs, powers and subscripts typeset (``V_FB(B)`` as
    the paper sets it, V with the subscript FB).

    >>> _note("V_FB(B) and V_NL -> x^2")
    '<i>V</i><sub>FB</sub>(<i>B</i>) and <i>V</i><sub>NL</sub> → x<sup>2</sup>'
    """
    text = html.escape(text).replace(" -&gt; ", " → ").replace("+-", "±")
    text = re.sub(r"\b([A-Za-z])_([A-Za-z0-9]+)(?:\(([A-Za-z])\))?", _subscript, text)
    return re.sub(r"\^(\d)", r"<sup>\1</sup>", text)


def _subscript(m: re.Match) -> str:
    argument = f"(<i>{m[3]}</i>)" if m[3] else ""
    return f"<i>{m[1]}</i><sub>{m[2]}</sub>{argument}"


def _heading(number: str, title: str) -> str:
    if not title:
        return '<span class="sec-none">-</span>'
    return (f'<span class="sec-number">{html.escape(number)}</span> ' if number else "") + title_html(title)


def versions_page() -> str:
    """The section map of the two versions of the paper (``lcp.record.versions``), with the version control."""
    from lcp.record import versions

    in_manuscript = {row: i for i, row in enumerate(versions.by_manuscript())}
    rows, attrs = [], []
    for i, r in enumerate(versions.MAP):
        links = ", ".join(link(f"notebooks/{nb}.html", f"notebook {int(nb[:2])}") for nb in r.notebooks) or "-"
        rows.append(
            (
                _heading(r.manuscript_number, r.manuscript_title),
                _heading(r.revision_number, r.revision_title),
                links,
                _note(r.note),
            )
        )
        views = (["manuscript"] if r.manuscript_title else []) + (["revision"] if r.revision_title else [])
        attrs.append(
            {
                "versions": " ".join(views),
                "revision-order": str(i),
                "manuscript-order": str(in_manuscript.get(r, len(in_manuscript) + i)),
            }
        )
    parts = [
        WIDE,
        "# Two versions of the paper\n",
        "The companion follows the manuscript of May 2025; the paper was then revised and posted. Both are "
        "sources here:\n",
        "- **manuscript**: A. Spears, *Limit Continuous Poker: A Variant of Continuous Poker with Limited Bet "
        f"Sizes*, manuscript of 24 May 2025 (`{versions.MANUSCRIPT.file}`), with its April draft;\n"
        "- **revision**: A. Spears, *Limit Continuous Poker: A Variant of Continuous Poker with Limited Bet "
        "Sizes*, arXiv:2606.01390 v1 (31 May 2026, CC BY 4.0), read from its LaTeX of February 2026 "
        f"(`{versions.REVISION.file}`).\n",
        REVISION_READ,
        f"The table pairs every heading of the one with the headings of the other that took its content "
        f"({len(versions.MAP)} rows, generated from `lcp/record/versions.py`; a test reads both sources and checks "
        "that no heading is missing and none is invented), with the notebooks that follow them and what "
        "changed. Numbers are the posted paper's. The LaTeX also has an appendix of sympy output, appendix C "
        "there, which the posted contents list does not have: its headings carry their LaTeX numbers in "
        "parentheses, and the two appendices after it are C and D as posted (D and E in the LaTeX). Choose "
        "a version to see only its headings, in its own order. {doc}`errata` and {doc}`claims` give each "
        "row's place in both versions.\n",
        _control(note="Headings of"),
        _table(
            ("manuscript (May 2025)", "revision (arXiv:2606.01390)", "notebooks", "what changed"),
            rows,
            "versions-map versioned",
            attrs,
        ),
    ]
    return "\n".join(parts)


def data_files(root: Path) -> dict[str, bytes]:
    """The record as data for the site's ``data/`` folder: the errata and the claims as JSON and CSV, generated
    from the rows now (the same text as the wheel's ``lcp/data``), and their JSON Schema; the reading ledger as
    JSON and CSV, built from its section files, and its schema."""
    from lcp import record
    from lcp.record import claims, errata

    files = {}
    for kind, rows in (("errata", errata.ERRATA), ("claims", claims.CLAIMS)):
        files[f"{kind}.json"] = record.to_json(rows, kind).encode()
        files[f"{kind}.csv"] = record.to_csv(rows, kind).encode()
    files["record.schema.json"] = (root / "lcp" / "data" / "record.schema.json").read_bytes()
    from lcp.record import ledger

    # the reading ledger (issue 51), built from its section files (lcp/data/ledger/*.json), as the wheel does
    for name, text in zip(("ledger.json", "ledger.csv"), ledger.export(ledger.load())):
        files[name] = text.encode()
    files["ledger.schema.json"] = (root / "lcp" / "data" / "ledger.schema.json").read_bytes()
    from lcp.record import annotations
    from lcp.record.sources import shared_dir

    if shared_dir().is_dir():  # the rows on the texts they quote (W3C Web Annotations), read from the sources
        files["annotations.jsonld"] = annotations.to_jsonld((*errata.ERRATA, *claims.CLAIMS)).encode()
    return files


def _downloads(kind: str) -> str:
    """The line under a table's introduction offering its rows as data."""
    from lcp.record import RECORD_VERSION

    return (
        '```{raw} html\n<p class="record-downloads">The rows as data (record format '
        f'{RECORD_VERSION}): <a href="data/{kind}.json" download>{kind}.json</a> · '
        f'<a href="data/{kind}.csv" download>{kind}.csv</a> · <a href="data/record.schema.json" download>'
        'its JSON Schema</a> · <a href="data/annotations.jsonld" download>on the texts they quote</a> (W3C Web '
        "Annotations); or <code>python -m lcp." + kind + " --format json</code>.</p>\n```\n"
    )
