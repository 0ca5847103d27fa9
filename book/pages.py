"""The site's generated pages and its staging folder (used by ``run.py book`` and by ``conf.py``).

``stage(root, dest)`` copies this folder, the committed notebooks (with their stored outputs) and
``figures/`` into ``dest`` and writes three pages generated from the project itself: the errata (from
``lcp.errata``), the claims (from ``lcp.claims``) and the figure gallery (from the notebooks: which
cell saved which figure, under which parameters). Files are rewritten only when their bytes change, so
Sphinx rebuilds only what changed.

Links to a proving cell use the anchors that :func:`anchor_cells` gives every code cell: ``#cell-NNN``
(its index, the same as its stored cell id) and ``#cell-<tag>`` for each of its tags.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
GENERATED = ("errata.md", "claims.md", "gallery.md")
WIDE = "---\nhtml_theme.sidebar_secondary.remove: true\n---\n"  # front matter: tables get the page's width
SAVED = re.compile(r"^saved (?:\S*/)?(?P<name>[^/\s]+)\.png$", re.M)


def notebook_names(root: Path) -> list[str]:
    """The notebooks in the paper's section order (their number prefixes)."""
    return sorted(p.stem for p in (root / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def cell_link(notebook: str, anchor: str) -> str:
    """The site-relative URL of a notebook cell (``anchor`` is a tag or a cell index)."""
    return f"notebooks/{notebook}.html#cell-{anchor:03d}" if isinstance(anchor, int) else \
        f"notebooks/{notebook}.html#cell-{anchor}"


def _write_if_changed(path: Path, data: bytes) -> None:
    if not path.exists() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]], css: str) -> str:
    """A raw HTML table (cells already escaped), wrapped for MyST."""
    head = "".join(f"<th>{h}</th>" for h in header)
    body = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (f'```{{raw}} html\n<table class="companion-table {css}">\n<thead><tr>{head}</tr></thead>\n'
            f"<tbody>\n{body}\n</tbody>\n</table>\n```\n")


def _a(href: str, text: str) -> str:
    return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'


def errata_page() -> str:
    """The errata table, one section per source, each row linking to the cell that proves it."""
    from lcp import errata

    from lcp.claims import SOURCE_TITLES

    parts = [WIDE, "# Errata\n",
             "Every discrepancy found in the source texts, with the corrected statement and the notebook cell "
             "whose assertions prove the correction. Generated from `lcp/errata.py` "
             f"({len(errata.ERRATA)} rows); each notebook prints its own rows too.\n"]
    for source in dict.fromkeys(e.source for e in errata.ERRATA):
        rows = [(html.escape(e.where), html.escape(e.printed), html.escape(e.corrected),
                 _a(cell_link(e.notebook, e.cell), f"{e.notebook}, cell {e.cell}"))
                for e in errata.ERRATA if e.source == source]
        parts.append(f"## {SOURCE_TITLES[source]}\n")
        parts.append(f"`{source}`\n")
        parts.append(_table(("where", "printed", "corrected", "proved in"), rows, "errata"))
    return "\n".join(parts)


def claims_page() -> str:
    """Every claim of every source with its status and where the companion settles it."""
    from lcp import claims

    counts = claims.counts()
    summary = ", ".join(f"{counts[s]} {s}" for s in claims.STATUSES if counts[s])
    parts = [WIDE, "# Claims\n",
             "Each claim the sources make, in their order, with what the companion found. Generated from "
             f"`lcp/claims.py` ({len(claims.CLAIMS)} claims: {summary}).\n"]
    parts.append("".join(f"- **{s}**: {html.escape(claims.MEANING[s])}\n" for s in claims.STATUSES))
    for source in dict.fromkeys(c.source for c in claims.CLAIMS):
        rows = []
        for c in claims.CLAIMS:
            if c.source != source:
                continue
            where = (_a(cell_link(c.notebook, c.cell), f"{c.notebook}, cell {c.cell}") if c.notebook
                     else html.escape(c.note or "-"))
            if c.notebook and c.note:
                where += "<br>" + html.escape(c.note)
            rows.append((html.escape(c.where), html.escape(c.statement),
                         f'<span class="claim-status claim-{c.status}">{c.status}</span>', where))
        parts.append(f"## {claims.SOURCE_TITLES[source]}\n")
        parts.append(f"`{source}`\n")
        parts.append(_table(("where", "claim", "status", "settled in"), rows, "claims"))
    return "\n".join(parts)


def _parameters(cells: list[dict]) -> list[str]:
    """The assignments of the notebook's ``parameters`` cell, as stored (full run)."""
    for cell in cells:
        if "parameters" in cell["metadata"].get("tags", []):
            source = "".join(cell["source"])
            return [line for line in source.splitlines() if line.strip() and not line.startswith("#")]
    return []


def figures_made(root: Path) -> list[dict]:
    """Every figure a notebook saves: name, notebook, cell index, section heading, parameters."""
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
            text = "".join("".join(o.get("text", "")) for o in cell.get("outputs", [])
                           if o.get("output_type") == "stream")
            for match in SAVED.finditer(text):
                made.append({"name": match["name"], "notebook": notebook, "cell": index,
                             "section": heading, "parameters": parameters})
    return made


def gallery_page(root: Path) -> str:
    """Every committed figure, with the notebook, cell and parameters that made it."""
    made = figures_made(root)
    parts = ["# Figure gallery\n",
             f"The {len(made)} figures the notebooks make, as committed in `figures/` (`python3 run.py "
             "reproduce` regenerates them; a test checks each equals the figure its cell displays). Each names "
             "the cell that saves it and the notebook's parameters for that run.\n"]
    for fig in made:
        params = "; ".join(fig["parameters"]) or "(none)"
        parts.append(f"## {fig['name']}\n")
        parts.append(f"![{fig['name']}](figures/{fig['name']}.png)\n")
        parts.append("```{raw} html\n<p class=\"figure-source\">Made by "
                     + _a(cell_link(fig["notebook"], fig["cell"]), f"{fig['notebook']}, cell {fig['cell']}")
                     + f" (section “{html.escape(fig['section'])}”), parameters <code>{html.escape(params)}"
                     + "</code>.</p>\n```\n")
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
        "nlcp_value": str(no_limit._constants()[2]),
        "lcp_example_value": str(limit.exact_fractions(Fraction(1, 2), 1)["value"]),
        "kuhn_value": str(kuhn.solve(0).value),
    }


def stage(root: Path, dest: Path) -> list[str]:
    """Fill ``dest`` with the site's sources, and only them. Returns the notebook names staged."""
    files: dict[Path, bytes] = {}
    for src in HERE.rglob("*"):
        if src.is_file() and "__pycache__" not in src.parts:
            files[src.relative_to(HERE)] = src.read_bytes()
    names = notebook_names(root)
    for name in names:
        files[Path("notebooks", f"{name}.ipynb")] = (root / "notebooks" / f"{name}.ipynb").read_bytes()
    files[Path("_includes", "README.md")] = (root / "README.md").read_bytes()  # the landing page quotes it
    for png in sorted((root / "figures").glob("*.png")):
        files[Path("figures", png.name)] = png.read_bytes()
    for page, text in zip(GENERATED, (errata_page(), claims_page(), gallery_page(root))):
        files[Path(page)] = text.encode()
    for rel, data in files.items():
        _write_if_changed(dest / rel, data)
    for old in dest.rglob("*"):  # a page or notebook removed from the project leaves the site too
        if old.is_file() and old.relative_to(dest) not in files and "__pycache__" not in old.parts:
            old.unlink()
    return names


def anchor_cells(app, doctree) -> None:
    """Give every notebook code cell the ids ``cell-NNN`` (its index) and ``cell-<tag>`` per tag."""
    from docutils import nodes

    for node in doctree.findall(nodes.container):
        if node.get("nb_element") != "cell_code":
            continue
        ids = [f"cell-{node['cell_index']:03d}"]
        ids += [f"cell-{tag}" for tag in node.get("cell_metadata", {}).get("tags", [])]
        node["ids"].extend(i for i in ids if i not in node["ids"])


def keep_mathjax_licence(app, exc) -> None:
    """MathJax (Apache License 2.0) is redistributed in ``_static/mathjax``: put its licence beside it."""
    if exc is not None:
        return
    target = Path(app.outdir) / "_static" / "mathjax"
    if not target.is_dir():
        return
    notice = ("MathJax 3.2.2, copyright 2009-2022 The MathJax Consortium, licensed under the Apache "
              "License, Version 2.0 (below). Redistributed unchanged from the PyPI package "
              "sphinx-mathjax-offline.\n\n")
    licence = Path("/usr/share/common-licenses/Apache-2.0")
    text = licence.read_text() if licence.exists() else "https://www.apache.org/licenses/LICENSE-2.0\n"
    _write_if_changed(target / "LICENSE", (notice + text).encode())

