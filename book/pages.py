"""The site's generated pages and its staging folder (used by ``run.py book`` and by ``conf.py``).

``stage(root, dest)`` copies this folder, the committed notebooks (with their stored outputs) and
``figures/`` into ``dest`` and writes four pages generated from the project itself: the errata (from
``lcp.errata``), the claims (from ``lcp.claims``), the figure gallery (from the notebooks: which cell
saved which figure, under which parameters) and the map of the paper's two versions (from
``lcp.versions``). Files are rewritten only when their bytes change, so Sphinx rebuilds only what changed.

The errata, claims and versions pages carry a control that shows the rows of one version of the paper
(the manuscript of May 2025, the revision posted as arXiv:2606.01390, or both), with filters: the claims
by status and source, the errata by source and revision status. ``_static/versions.js``, plain JavaScript
shipped with the site, hides the table rows whose ``data-`` attributes do not match the choice. Which rows
belong to which version is decided here (:func:`versions_of`); without JavaScript the control stays hidden
and every row shows.

The rows' text fields carry a small markup (``$...$`` inline TeX, ``*word*`` emphasis, ``\\$`` a dollar),
rendered by :func:`markup`; those two pages load MathJax (:func:`load_mathjax`). Every erratum and claim
has a table row whose HTML id is its permanent id (``E-rev-014``, ``C-man-003``: :func:`row_id`); the
numeric anchors the pages used before the ids (``#erratum-3``, ``#claim-12``) still land on the same rows,
through the table frozen in ``old_anchors.json`` and a small script (:func:`old_anchor_script`).

Links to a proving cell use the anchors that :func:`anchor_cells` gives every code cell: ``#cell-NNN``
(its index, the same as its stored cell id) and ``#cell-<tag>`` for each of its tags. Each cell that an
erratum or a claim cites carries a note of what it proves, linking back to the rows
(:func:`note_proving_cells`), shown above the cell when a link brings the reader there (CSS alone);
``_static/proving.js`` marks in it the row the reader came from.
"""

from __future__ import annotations

import concurrent.futures
import html
import json
import re
from pathlib import Path

# book/common.py: shared with report.py and printing.py (DOLLAR, math_html, quote_html: also read as pages.*)
from common import (  # noqa: F401
    DOLLAR,
    WIDE,
    cell_link,
    markup,
    math_html,
    notebook_names,
    quote_block,
    quote_html,
)

HERE = Path(__file__).resolve().parent
GENERATED = ("errata.md", "claims.md", "gallery.md", "versions.md", "referee-report.md")
SAVED = re.compile(r"^saved (?:\S*/)?(?P<name>[^/\s]+)\.png$", re.M)
INLINE_TEX = re.compile(r"\\\(.*?\\\)", re.S)  # a caption's inline formula, \(...\)
SAVED_LINE = re.compile(r"^saved \S*\.png[ \t]*(?:\n|$)", re.M)  # the whole line, to leave it out of a page


def _write_if_changed(path: Path, data: bytes) -> None:
    if not path.exists() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


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


def _a(href: str, text: str) -> str:
    return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'


# --- the two versions of the paper -----------------------------------------------------------------

#: The choices of the version control: key and label.
VIEWS = (("manuscript", "manuscript (May 2025)"), ("revision", "revision (arXiv:2606.01390)"), ("both", "both"))
#: Revision statuses of the rows the revision still has (its own place is shown).
IN_REVISION = ("persists", "fixed", "new")


def versions_of(row) -> str:
    """The versions of the paper an erratum or a claim belongs to, as ``data-versions`` lists them: the
    manuscript's view has every row from the manuscript, the draft and the other sources; the revision's
    has the rows whose status is persists, fixed or new."""
    from lcp.sources import REVISION

    views = (["manuscript"] if row.source != REVISION else []) + (["revision"] if row.revision in IN_REVISION else [])
    return " ".join(views)


def _title(text: str) -> str:
    """Escape a heading's title for HTML; its ``$U$`` (a symbol) becomes an italic U. (MathJax is loaded
    only on pages whose Markdown has math, and headings hold nothing more than a symbol.)"""
    return re.sub(r"\$([^$]+)\$", r"<i>\1</i>", html.escape(text))


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
    from lcp.sources import REVISION_STATUSES

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
    from lcp.sources import REVISION_STATUSES

    return "Each row also says what became of it in the revision (column *revision*):\n\n" + "".join(
        f"- **{s}**: {html.escape(m)}\n" for s, m in REVISION_STATUSES.items()
    )


def row_id(row) -> str:
    """The HTML id of an erratum's or a claim's table row: its permanent id (``E-rev-014``)."""
    return row.id


def _number(row) -> str:
    """The row's id, a link to itself (so a reader can cite and share it), and its severity."""
    from lcp.record import SEVERITIES

    return (
        f'<a class="row-number" href="#{row.id}" title="link to this row">{row.id}</a>'
        f'<span class="severity severity-{row.severity}" title="{html.escape(SEVERITIES[row.severity])}">'
        f"{row.severity}</span>"
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
    from lcp import errata
    from lcp.record import SEVERITIES
    from lcp.sources import REVISION_STATUSES

    parts = [
        WIDE,
        "# Errata\n",
        "Every discrepancy found in the source texts, with the corrected statement and the notebook cell "
        "whose assertions prove the correction. Generated from `lcp/errata/` "
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
                _a(cell_link(e.notebook, e.cell), f"{e.notebook}, cell {e.cell}"),
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
    from lcp import claims
    from lcp.record import SEVERITIES

    counts = claims.counts()
    summary = ", ".join(f"{counts[s]} {s}" for s in claims.STATUSES if counts[s])
    parts = [
        WIDE,
        "# Claims\n",
        "Each claim the sources make, in their order, with what the companion found. Generated from "
        f"`lcp/claims/` ({len(claims.CLAIMS)} claims: {summary}). The companion follows the manuscript "
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
                _a(cell_link(c.notebook, c.cell), f"{c.notebook}, cell {c.cell}")
                if c.notebook
                else markup(c.note or "-")
            )
            if c.notebook and c.note:
                where += "<br>" + markup(c.note)
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
    from lcp import claims, errata

    cited: dict[tuple[str, str], list] = {}
    for row in (*claims.CLAIMS, *errata.ERRATA):
        if getattr(row, "notebook", "") and row.cell:
            cited.setdefault((row.notebook, str(row.cell)), []).append(row)
    return cited


def _proves_line(row, prefix: str) -> str:
    """One row of a cell's note: the verb, the source's place, the claim or correction, the link back."""
    from lcp import errata

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
    return (f'<span class="sec-number">{html.escape(number)}</span> ' if number else "") + _title(title)


def versions_page() -> str:
    """The section map of the two versions of the paper (``lcp.versions``), with the version control."""
    from lcp import versions

    in_manuscript = {row: i for i, row in enumerate(versions.by_manuscript())}
    rows, attrs = [], []
    for i, r in enumerate(versions.MAP):
        links = ", ".join(_a(f"notebooks/{nb}.html", f"notebook {int(nb[:2])}") for nb in r.notebooks) or "-"
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
        f"({len(versions.MAP)} rows, generated from `lcp/versions.py`; a test reads both sources and checks "
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


def _parameters(cells: list[dict]) -> list[str]:
    """The assignments of the notebook's ``parameters`` cell, as stored (full run)."""
    for cell in cells:
        if "parameters" in cell["metadata"].get("tags", []):
            source = "".join(cell["source"])
            return [line for line in source.splitlines() if line.strip() and not line.startswith("#")]
    return []


CAPTION = re.compile(
    r'<figcaption class="lcp-caption[^"]*" data-figure="(?P<figure>[^"]*)" data-alt="(?P<alt>[^"]*)">'
    r"(?P<caption>.*?)</figcaption>",
    re.S,
)


def figures_made(root: Path) -> list[dict]:
    """Every figure a notebook saves: name, notebook, cell index, section heading, parameters, and the number,
    caption (HTML) and alt text its cell shows under it (empty if it shows none)."""
    import struct

    made = []
    for notebook in notebook_names(root):
        cells = json.loads((root / "notebooks" / f"{notebook}.ipynb").read_text())["cells"]
        parameters = _parameters(cells)
        heading = ""
        for index, cell in enumerate(cells):
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                titles = re.findall(r"^#{1,4} (.+)$", source, re.M)
                heading = titles[-1] if titles else heading
                continue
            outputs = cell.get("outputs", [])
            text = "".join("".join(o.get("text", "")) for o in outputs if o.get("output_type") == "stream")
            captions = [m for o in outputs for m in CAPTION.finditer("".join(o.get("data", {}).get("text/html", "")))]
            for k, match in enumerate(SAVED.finditer(text)):
                found = captions[k] if k < len(captions) else None
                png = root / "figures" / f"{match['name']}.png"
                width = struct.unpack(">I", png.read_bytes()[16:20])[0] if png.is_file() else 0
                made.append(
                    {
                        "name": match["name"],
                        "notebook": notebook,
                        "cell": index,
                        "section": heading,
                        "parameters": parameters,
                        "width": width,
                        "figure": html.unescape(found["figure"]) if found else "",
                        "alt": html.unescape(found["alt"]) if found else match["name"],
                        "caption": found["caption"].strip() if found else "",
                    }
                )
    return made


def gallery_page(root: Path) -> str:
    """Every committed figure, as its notebook shows it: the image (its alt text; at most about one screen
    tall, a tap or click opens it at full size), the numbered caption, and the notebook section, cell and
    parameters that made it."""
    from lcp import config  # the figures' resolutions, without importing matplotlib

    made = figures_made(root)
    parts = [
        "# Figure gallery\n",
        f"The {len(made)} figures the notebooks make, as committed in `figures/` (`python3 run.py "
        "reproduce` regenerates them; a test checks each equals the figure its cell displays), each with "
        "its notebook's numbered caption. Each links to its place in the notebook and names the cell that "
        "saves it and the notebook's parameters for that run. A figure is shown at most about a screen "
        "tall: tap or click it for the full-size image.\n",
    ]
    for fig in made:
        params = "; ".join(line.split("  #")[0].strip() for line in fig["parameters"]) or "(none)"
        number = fig["figure"]
        anchor = f"figure-{number.replace('.', '-')}" if number else f"cell-{fig['cell']:03d}"
        title = f"Figure {number}" if number else fig["name"]
        parts.append(f"## {title} (notebook {int(fig['notebook'][:2])})\n")
        width = round(fig["width"] * config.FIGURE_DPI / config.SAVEFIG_DPI) if fig["width"] else 0
        parts.append(f'```{{raw}} html\n<figure class="gallery-figure" id="gallery-{anchor}">\n```\n')
        parts.append(
            f"```{{image}} figures/{fig['name']}.png\n:alt: {' '.join(fig['alt'].split())}\n"
            ":class: gallery-image\n" + (f":width: {width}px\n" if width else "") + "```\n"
        )
        caption = (
            f"<strong>Figure {html.escape(number)}.</strong> " + fig["caption"].split("</strong>", 1)[-1].strip()
            if number
            else ""
        )
        # each formula in the element the site's other pages use for inline math (it scrolls, with a cue, on a
        # phone rather than widening the page)
        caption = INLINE_TEX.sub(lambda m: f'<span class="math notranslate nohighlight">{m[0]}</span>', caption)
        section = (
            f"{int(fig['notebook'][:2])}, “{_title(fig['section'])}”"
            if fig["section"]
            else str(int(fig["notebook"][:2]))
        )
        source = f'In <a href="notebooks/{fig["notebook"]}.html#{anchor}">notebook {section}</a>'
        parts.append(
            '```{raw} html\n<figcaption class="gallery-caption mathjax_process">'
            + (f'<span class="gallery-caption-text">{caption}</span> ' if caption else "")
            + f'<span class="figure-source">{source}; made by '
            + _a(cell_link(fig["notebook"], fig["cell"]), f"{fig['notebook']}, cell {fig['cell']}")
            + f", parameters <code>{html.escape(params)}</code>.</span></figcaption></figure>\n```\n"
        )
    return "\n".join(parts)


def results() -> dict[str, str]:
    """Numbers quoted on the landing page, computed by ``lcp`` when the site is built (no sympy: exact
    paths generated from the derivations, so the build stays fast)."""
    from fractions import Fraction

    from lcp import kuhn, limit, no_limit

    fbcp_value = limit.exact_fractions(1, 1)["value"]  # L = U = 1: the fixed-bet game, B = 1
    return {
        "fbcp_value": str(fbcp_value),
        "fbcp_value_ante1": str(2 * fbcp_value),
        "nlcp_value": str(no_limit.exact_fractions()["value"]),
        "lcp_example_value": str(limit.exact_fractions(Fraction(1, 2), 1)["value"]),
        "kuhn_value": str(kuhn.solve(0).value),
    }


def data_files(root: Path) -> dict[str, bytes]:
    """The record as data for the site's ``data/`` folder: the errata and the claims as JSON and CSV, generated
    from the rows now (the same text as the wheel's ``lcp/data``), and their JSON Schema."""
    from lcp import claims, errata, record

    files = {}
    for kind, rows in (("errata", errata.ERRATA), ("claims", claims.CLAIMS)):
        files[f"{kind}.json"] = record.to_json(rows, kind).encode()
        files[f"{kind}.csv"] = record.to_csv(rows, kind).encode()
    files["record.schema.json"] = (root / "lcp" / "data" / "record.schema.json").read_bytes()
    for name in ("ledger.json", "ledger.csv", "ledger.schema.json"):  # the reading ledger (issue 51)
        files[name] = (root / "lcp" / "data" / name).read_bytes()
    from lcp import annotations
    from lcp.sources import shared_dir

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


def stage(root: Path, dest: Path) -> list[str]:
    """Fill ``dest`` with the site's sources, and only them. Returns the notebook names staged."""
    import downloads

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        # pip builds the wheel (1.5 s, in a process of its own) while the pages are rendered
        wheel = pool.submit(downloads.wheel, root, root / "build" / "downloads" / "wheel")
        files = _staged_files(root, wheel)
    for rel, data in files.items():
        _write_if_changed(dest / rel, data)
    for old in dest.rglob("*"):  # a page or notebook removed from the project leaves the site too
        if old.is_file() and old.relative_to(dest) not in files and "__pycache__" not in old.parts:
            old.unlink()
    return notebook_names(root)


def _staged_files(root: Path, wheel: concurrent.futures.Future) -> dict[Path, bytes]:
    """Every staged file's bytes by its path in the staged sources (``wheel``: the wheel being built)."""
    files: dict[Path, bytes] = {}
    for src in HERE.rglob("*"):
        if src.is_file() and "__pycache__" not in src.parts:
            files[src.relative_to(HERE)] = src.read_bytes()
    names = notebook_names(root)
    for name in names:
        files[Path("notebooks", f"{name}.ipynb")] = (root / "notebooks" / f"{name}.ipynb").read_bytes()
        for suffix in (".ipynb", ".py"):  # the downloads offered on each notebook page (html_extra_path)
            files[Path("_extra", "notebooks", name + suffix)] = (root / "notebooks" / (name + suffix)).read_bytes()
    files[Path("_includes", "README.md")] = (root / "README.md").read_bytes()  # the landing page quotes it
    for png in sorted((root / "figures").glob("*.png")):
        files[Path("figures", png.name)] = png.read_bytes()
    import report  # book/report.py: the referee report on the revision

    for page, text in zip(
        GENERATED, (errata_page(), claims_page(), gallery_page(root), versions_page(), report.report_page())
    ):
        files[Path(page)] = text.encode()
    for name, data in data_files(root).items():  # the record as data, downloadable (html_extra_path)
        files[Path("_extra", "data", name)] = data
    for page, text in api_pages(root).items():  # the API index and one page per module of lcp
        files[Path(page)] = text.encode()
    files[Path(CITE_INCLUDE)] = cite_block(root).encode()  # the references page includes it
    import at_the_table
    import downloads
    import printing  # book/: the reader's extras (issue 37)

    files[Path("at-the-table.md")] = at_the_table.page().encode()
    import ledger_page  # book/ledger_page.py: the reading ledger of the revision (issue 51)

    files[Path("ledger.md")] = ledger_page.page().encode()
    # the archive, the wheel, the stamp
    files.update(downloads.staged(root, root / "build" / "downloads", wheel=wheel.result()))
    files.update(printing.staged(root))  # the PDFs printed so far (run.py pdf) and their page
    return files


def anchor_cells(app, doctree) -> None:
    """Give every notebook code cell the ids ``cell-NNN`` (its index) and ``cell-<tag>`` per tag."""
    from docutils import nodes

    for node in doctree.findall(nodes.container):
        if node.get("nb_element") != "cell_code":
            continue
        ids = [f"cell-{node['cell_index']:03d}"]
        ids += [f"cell-{tag}" for tag in node.get("cell_metadata", {}).get("tags", [])]
        node["ids"].extend(i for i in ids if i not in node["ids"])


def link_page_figures(app, doctree) -> None:
    """A committed figure shown outside the notebooks (the landing page's Figure 1, from the README) links to
    its full-size file, like the notebooks' figures: Sphinx links an image that has a size, so one without gets
    its PNG's width at the notebooks' scale; each gets the class ``page-figure`` that the stylesheet's cue
    reads."""
    import struct

    from docutils import nodes

    if app.env.docname.startswith("notebooks/") or app.env.docname == "gallery":
        return
    for image in doctree.findall(nodes.image):
        uri = image.get("uri", "")
        png = Path(app.srcdir) / uri
        if not uri.startswith("figures/") or not png.is_file():
            continue
        if not any(key in image for key in ("width", "height", "scale")):
            image["width"] = f"{round(struct.unpack('>I', png.read_bytes()[16:20])[0] * 100 / 150)}px"
        image["classes"].append("page-figure")


def caption_figures(app, doctree) -> None:
    """Set each notebook figure as one ``<figure>``: its image, with the alt text, and the numbered caption
    ``lcp.plotting.savefig`` shows under it as the ``<figcaption>``; and drop the ``saved ...`` line it prints.

    ``savefig`` prints where it saved the PNG, displays the PNG, then an HTML ``<figcaption class="lcp-caption"
    data-figure=... data-alt=...>``; MyST-NB renders them as a stream block, an image node and a raw HTML node
    in the same cell. Here the image takes the alt text (instead of its hashed file name) and is wrapped, with
    the caption, in ``<figure id="figure-N-M">``, so the caption is tied to its image for assistive technology;
    the printed ``saved build/figures/...`` line, useful in JupyterLab, is left out of the page. Sphinx links
    the (scaled) image to its full-size file; the stylesheet shows a "tap to enlarge" cue on narrow screens.
    """
    import html
    import re

    from docutils import nodes

    for cell in doctree.findall(nodes.container):
        if cell.get("nb_element") != "cell_code":
            continue
        for block in list(cell.findall(nodes.literal_block)):
            if "stream" not in block.get("classes", []) or not SAVED.search(block.astext()):
                continue
            text = SAVED_LINE.sub("", block.astext())
            if text.strip():
                block.children = [nodes.Text(text)]
                block.rawsource = text  # Sphinx highlights a block only when its source is its text
            else:
                block.parent.remove(block)
        image = None
        for node in list(cell.findall(lambda n: isinstance(n, (nodes.image, nodes.raw)))):
            if isinstance(node, nodes.image):
                image = node
            elif image is not None and 'class="lcp-caption' in node.astext():
                caption = node.astext()
                alt = re.search(r'data-alt="([^"]*)"', caption)
                number = re.search(r'data-figure="([^"]*)"', caption)
                image["alt"] = html.unescape(alt.group(1))
                image["classes"].append("lcp-figure")
                ident = f' id="figure-{html.escape(number.group(1).replace(".", "-"))}"' if number else ""
                parent = image.parent
                at = parent.index(image)
                node.parent.remove(node)
                # each formula in span.math, which scrolls (with the site's cue) rather than widen a phone's page
                caption = INLINE_TEX.sub(lambda m: f'<span class="math notranslate nohighlight">{m[0]}</span>', caption)
                parent.insert(at + 1, nodes.raw("", caption.strip() + "</figure>", format="html"))
                parent.insert(at, nodes.raw("", f'<figure class="lcp-figure"{ident}>', format="html"))
                image = None


FINDINGS = "What this notebook finds"


def mark_findings(app, doctree) -> None:
    """Mark a notebook's opening findings (the paragraph "What this notebook finds" and the list under it) with
    the classes ``findings-title`` and ``findings``: the stylesheet sets them apart, the browser tests find them."""
    from docutils import nodes

    if not app.env.docname.startswith("notebooks/"):
        return
    for para in doctree.findall(nodes.paragraph):
        if para.astext().startswith(FINDINGS):
            para["classes"].append("findings-title")
            following = para.next_node(descend=False, siblings=True)
            if isinstance(following, (nodes.bullet_list, nodes.enumerated_list)):
                following["classes"].append("findings")
            return


def offer_downloads(app, doctree) -> None:
    """Put the notebook's two files (the .ipynb with its outputs, the jupytext .py) at the top of its page."""
    from docutils import nodes

    docname = app.env.docname
    if not docname.startswith("notebooks/"):
        return
    name = docname.split("/", 1)[1]
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        return
    links = (
        f'<p class="notebook-downloads">Download this notebook: <a href="{name}.ipynb" download>{name}.ipynb</a> '
        f'(with its outputs) · <a href="{name}.py" download>{name}.py</a> (the jupytext pair; open either '
        "in JupyterLab)</p>"
    )
    title = next(iter(section.findall(nodes.title)), None)
    section.insert(section.index(title) + 1 if title is not None else 0, nodes.raw("", links, format="html"))


def keep_mathjax_licence(app, exc) -> None:
    """MathJax (Apache License 2.0) is redistributed in ``_static/mathjax``: put its licence beside it."""
    if exc is not None:
        return
    target = Path(app.outdir) / "_static" / "mathjax"
    if not target.is_dir():
        return
    notice = (
        "MathJax 3.2.2, copyright 2009-2022 The MathJax Consortium, licensed under the Apache "
        "License, Version 2.0 (below). Redistributed unchanged from the PyPI package "
        "sphinx-mathjax-offline.\n\n"
    )
    licence = Path("/usr/share/common-licenses/Apache-2.0")
    text = licence.read_text() if licence.exists() else "https://www.apache.org/licenses/LICENSE-2.0\n"
    _write_if_changed(target / "LICENSE", (notice + text).encode())


# --- the API reference: an index of the modules of lcp and one page per module ----------------------

#: The groups of the API index, in order; for each module, where in the sources its content comes from.
#: A public module of ``lcp`` missing here still gets its page, under "Other modules" (and a test fails).
API_GROUPS: dict[str, dict[str, str]] = {
    "Continuous games": {
        "fixed_bet": "paper Sec. 2.1.1 (FBCP)",
        "no_limit": "paper Sec. 2.1.2 (NLCP)",
        "limit": "paper Secs. 3-6 and 9 (LCP)",
        "admissible": "paper Thm. 4.1, Sec. 4.1",
        "monotone": "revision Secs. 4.1-4.2, App. A",
        "menu": "paper Secs. 2 and 4; the finite-deck paper's limit",
        "payoff": "paper Sec. 6 (Figure 2), App. B",
        "continuous": "the protocol every solved continuous game follows",
        "printed_profile": "paper eqs. (2)-(3): the profile they print, and what it costs",
        "hand_laws": "revision Sec. 9.3: hands from other laws, read in quantiles",
    },
    "Finite games": {
        "finite_deck": "the finite-deck paper",
        "three_player": "the finite-deck paper, three players",
        "baby_poker": "the toddler-poker blog",
        "kuhn": "Kuhn (1950); the check-raising thesis",
        "extensive": "the solver behind lcp.kuhn",
        "finite_game": "the finite games' core: LP, exact re-solve, certificate",
        "grid": "revision Sec. 9.4: the grid game's rules, stated once (test bed, asymmetric hands, raise)",
        "asymmetric": "revision Sec. 9.4: the two hands from different laws, on a grid",
        "reraise": "revision Sec. 9.4: the caller may raise once, on a grid",
        "normal_form": "a brute-force normal form, the grid games' independent check",
        "equilibrium_sets": "every equilibrium of a finite zero-sum game: a feature's range, proved exactly",
    },
    "Checks": {
        "exploit": "best responses, every continuous game",
        "simulate": "Monte Carlo, every continuous game",
        "testbed": "revision Sec. 9.4 (Computational Tools): a test bed for solvers",
        "paper_figures": "the paper's figures, read by numbers at named hands",
    },
    "Records and notebook helpers": {
        "errata": "every source",
        "claims": "every source",
        "record": "the errata's and claims' format: ids, schema, severity, data, command line",
        "severity": "the severity rubric held row by row, and the history of the grades",
        "versions": "manuscript and revision, section by section",
        "sources": "every source, quoted",
        "markup": "the errata's and claims' formulas, as tables and text",
        "annotations": "the errata and claims as W3C Web Annotations, on the texts they quote",
        "ledger": "the revision read sentence by sentence, each assertive sentence's verdict",
        "notebook": "every notebook",
        "plotting": "every figure",
        "portable": "every figure's numbers: log axes and rounding with the same bits on every CPU",
        "cache": "the sympy derivations kept on disk between processes (opt-in)",
        "config": "the tolerances, seeds and sizes every module, notebook and test shares",
        "files": "every file the companion writes (figures, executed notebooks)",
        "explorer": "the explorer, in JupyterLab",
    },
}
OTHER_MODULES = "Other modules"
API_DIR = "api"


def public_modules() -> list[str]:
    """The public modules of ``lcp`` (those whose names do not start with an underscore), sorted."""
    import pkgutil

    import lcp

    return sorted(m.name for m in pkgutil.iter_modules(lcp.__path__) if not m.name.startswith("_"))


def api_groups() -> dict[str, list[str]]:
    """Every public module under its group of :data:`API_GROUPS`, in that order; unlisted ones last."""
    modules = public_modules()
    groups = {group: [m for m in members if m in modules] for group, members in API_GROUPS.items()}
    listed = {m for members in groups.values() for m in members}
    others = [m for m in modules if m not in listed]
    if others:
        groups[OTHER_MODULES] = others
    return {group: members for group, members in groups.items() if members}


def _rst_to_myst(text: str) -> str:
    """A docstring's reST inline markup in MyST: ``:math:`x``` becomes ``$x$``, other roles code."""
    text = re.sub(r":math:`([^`]+)`", r"$\1$", text)
    text = re.sub(r":[\w:]+:`~?([^`]+)`", r"`\1`", text)
    return text.replace("``", "`")


def module_summary(name: str) -> str:
    """The module docstring's summary (its first paragraph, one sentence: what the module holds), in MyST."""
    # read from the source, not imported: Sphinx's autodoc imports the modules anyway, and importing them here
    # too cost the build their import time twice (about 4 s before Python had compiled them)
    import ast
    import importlib.util

    spec = importlib.util.find_spec("lcp")  # the package Sphinx documents, found without running it
    assert spec is not None and spec.origin is not None, "lcp is not importable"
    path = Path(spec.origin).parent.joinpath(*name.split("."))
    source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    doc = (ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or "").strip()
    return _rst_to_myst(" ".join(doc.split("\n\n")[0].split()))


def notebooks_using(root: Path) -> dict[str, list[str]]:
    """For each public module, the notebooks (their names) whose source imports or calls it."""
    import lcp

    modules = set(public_modules())
    found: dict[str, list[str]] = {m: [] for m in modules}
    for notebook in notebook_names(root):
        source = (root / "notebooks" / f"{notebook}.py").read_text()
        names = set(re.findall(r"\blcp\.(\w+)", source))
        for imported in re.findall(r"^\s*from lcp import ([\w, ()]+)", source, re.M):
            names |= {n.strip("() ") for n in imported.split(",")}
        used = set()
        for n in names:
            if n in modules:
                used.add(n)
            else:  # a name the package re-exports (lcp.explore) counts for the module that defines it
                owner = getattr(getattr(lcp, n, None), "__module__", "") or ""
                if owner.startswith("lcp.") and owner[4:] in modules:
                    used.add(owner[4:])
        for m in sorted(used):
            found[m].append(notebook)
    return found


def _where(name: str) -> str:
    return next((members[name] for members in API_GROUPS.values() if name in members), "")


def _notebook_links(notebooks: list[str], prefix: str) -> str:
    return ", ".join(f"{{doc}}`{int(nb[:2])} <{prefix}notebooks/{nb}>`" for nb in notebooks)


def api_index_page(root: Path) -> str:
    """The API index: one line per module (what it holds, where in the sources, which notebooks use it)."""
    groups = api_groups()
    using = notebooks_using(root)
    parts = [
        "# The package `lcp`\n",
        "Every number in the notebooks is computed by these modules, each on its own page. Units are the "
        "paper's pot-1 convention (ante 1/2) unless a module says otherwise; each module's docstring names "
        "the section it reproduces. Each line gives what the module holds, where in the sources it "
        "belongs (*in*) and the notebooks that use it. Generated from the modules of `lcp` "
        f"({sum(map(len, groups.values()))} public modules).\n",
        "```{eval-rst}\n.. py:module:: lcp\n```\n",
    ]
    for group, members in groups.items():
        parts.append(f"## {group}\n")
        for m in members:
            line = f"- [`lcp.{m}`]({API_DIR}/{m}.md): {module_summary(m)}"
            extras = []
            if _where(m) and not re.search(r"\b(Secs?|Thm|App)\.", module_summary(m)):  # not said twice
                extras.append(f"*in* {_where(m)}")
            if using[m]:
                extras.append(("notebook " if len(using[m]) == 1 else "notebooks ") + _notebook_links(using[m], ""))
            parts.append(line + (f" ({'; '.join(extras)})" if extras else "") + "\n")
    toc = "\n".join(f"{API_DIR}/{m}" for members in groups.values() for m in members)
    parts.append(f"```{{toctree}}\n:hidden:\n:titlesonly:\n\n{toc}\n```\n")
    return "\n".join(parts)


def api_module_page(root: Path, name: str, group: str, notebooks: list[str]) -> str:
    """One module's page: where it sits (group, sources, notebooks), then its docstring and members."""
    where = [f"{{doc}}`../{API_DIR}` · {group}"]
    if _where(name):
        where.append(f"in {_where(name)}")
    if notebooks:
        where.append(
            ("used in notebook " if len(notebooks) == 1 else "used in notebooks ") + _notebook_links(notebooks, "../")
        )
    return f"# `lcp.{name}`\n\n{' · '.join(where)}\n\n```{{eval-rst}}\n.. automodule:: lcp.{name}\n   :members:\n```\n"


def api_pages(root: Path) -> dict[str, str]:
    """The API's pages by their path in the site's sources: ``api.md`` and ``api/<module>.md``."""
    using = notebooks_using(root)
    pages = {"api.md": api_index_page(root)}
    for group, members in api_groups().items():
        for m in members:
            pages[f"{API_DIR}/{m}.md"] = api_module_page(root, m, group, using[m])
    return pages


# --- the references' "cite this" block, generated from CITATION.cff ---------------------------------

CITE_INCLUDE = "_includes/cite.md"


def _bibtex(kind: str, key: str, fields: list[tuple[str, str]]) -> str:
    width = max(len(k) for k, _ in fields)
    body = ",\n".join(f"  {k.ljust(width)} = {{{v}}}" for k, v in fields)
    return f"@{kind}{{{key},\n{body},\n}}"


def _month(number) -> str:
    return [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ][int(number) - 1]


def citations(root: Path) -> tuple[str, str]:
    """(BibTeX, plain text) for the companion and the two versions of the paper, from ``CITATION.cff``:
    the companion itself, then each entry of its ``references`` (the posted paper, the manuscript)."""
    import yaml

    cff = yaml.safe_load((root / "CITATION.cff").read_text())
    authors = " and ".join(
        (a.get("name") and f"{{{a['name']}}}") or f"{a['family-names']}, {a['given-names']}" for a in cff["authors"]
    )
    entries = [
        _bibtex(
            "software",
            "lcp_companion",
            [
                ("author", authors),
                ("title", cff["title"]),
                ("version", str(cff["version"])),
                ("license", cff["license"]),
                ("note", "Notebooks and the Python package lcp"),
            ],
        )
    ]
    plain = [
        f"{', '.join(a.get('name') or a['given-names'] + ' ' + a['family-names'] for a in cff['authors'])}. "
        f"{cff['title']}, version {cff['version']} (software; {cff['license']} licence)."
    ]
    for ref in cff["references"]:
        names = " and ".join(f"{a['family-names']}, {a['given-names']}" for a in ref["authors"])
        short = ", ".join(f"{a['given-names'][0]}. {a['family-names']}" for a in ref["authors"])
        year, date = ref["year"], str(ref.get("date-published", ""))
        key = f"{ref['authors'][0]['family-names'].lower()}{year}lcp"
        arxiv = re.search(r"arxiv\.org/abs/([\w.]+)", ref.get("url", ""))
        if arxiv:
            version = next(
                (i.get("description", "") for i in ref.get("identifiers", []) if "arXiv" in i.get("description", "")),
                "",
            )
            entries.append(
                _bibtex(
                    "misc",
                    key,
                    [
                        ("author", names),
                        ("title", ref["title"]),
                        ("year", str(year)),
                        ("month", _month(ref["month"])),
                        ("eprint", arxiv.group(1)),
                        ("archiveprefix", "arXiv"),
                        ("url", ref["url"]),
                        ("note", version or f"posted {date}"),
                    ],
                )
            )
            plain.append(f"{short}. {ref['title']}. {version or 'arXiv:' + arxiv.group(1)}. {ref['url']}")
        else:
            entries.append(
                _bibtex(
                    "unpublished",
                    key.replace("lcp", "manuscript"),
                    [
                        ("author", names),
                        ("title", ref["title"]),
                        ("year", str(year)),
                        ("month", _month(ref["month"])),
                        ("note", f"Manuscript, {date}"),
                    ],
                )
            )
            plain.append(f"{short}. {ref['title']}. Manuscript, {date}.")
    return "\n\n".join(entries) + "\n", "\n\n".join(plain) + "\n"


def cite_block(root: Path) -> str:
    """The "cite this" block of the references page (MyST): BibTeX and plain text, each with a copy button."""
    bibtex, plain = citations(root)
    return (
        "````{admonition} Cite this\n:class: cite-this\n\n"
        "Cite the companion together with the paper it reproduces: the version posted as arXiv:2606.01390 "
        "beside the manuscript of May 2025 that the companion follows. Generated from `CITATION.cff`.\n\n"
        f"BibTeX:\n\n```bibtex\n{bibtex}```\n\nPlain text:\n\n```text\n{plain}```\n````\n"
    )
