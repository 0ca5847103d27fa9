"""The notebooks' tables as cards where they do not fit (issue 37 item 2), as the errata and claims pages show rows.

At build time every cell of a notebook's table gets its column's name as a label, hidden while the table is
a table (``span.cell-label``, a copy of the header cell, formulas included, so MathJax typesets it like the
header). In the browser, ``_static/cards.js`` gives a table the class ``cards`` when it is wider than its
column (most tables with four or more columns on a phone, the widest few on a laptop); the stylesheet then
sets each row as a card, each cell beside its label. A table that fits stays a table. Two kinds of table are
labelled: the Markdown tables of the narrative (docutils tables) and the tables ``lcp.notebook.Table``
prints (raw HTML outputs, class ``lcp-table``).
"""

from __future__ import annotations

import re

LABEL_CLASS = "cell-label"
_TABLE = re.compile(r"<table\b[^>]*\blcp-table\b[^>]*>.*?</table>", re.S)
_HEADER = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
_CELL = re.compile(r"(<td\b[^>]*>)(.*?)(</td>)", re.S)
_ROW = re.compile(r"<tr>(.*?)</tr>", re.S)


def label_html_table(table: str) -> str:
    """The HTML of one ``lcp-table`` with each body cell's content preceded by its header's label.

    >>> t = '<table class="lcp-table"><thead><tr><th>n</th><th>\\\\(v\\\\)</th></tr></thead><tbody><tr><td>2</td><td>1/9</td></tr></tbody></table>'
    >>> print(label_html_table(t).split("<tbody>")[1])
    <tr><td><span class="cell-label">n</span><span class="cell-value">2</span></td><td><span class="cell-label">\\(v\\)</span><span class="cell-value">1/9</span></td></tr></tbody></table>
    """
    head, sep, body = table.partition("<tbody>")
    if not sep:
        return table
    headers = _HEADER.findall(head)

    def row(match: re.Match) -> str:
        cells = iter(headers)
        labelled = _CELL.sub(lambda m: _cell(m, next(cells, "")), match.group(1))
        return f"<tr>{labelled}</tr>"

    return head + sep + _ROW.sub(row, body)


def _cell(match: re.Match, header: str) -> str:
    """A body cell with its label, and its content in one span (a card sets the two side by side)."""
    if not header:
        return match.group(0)
    opening, content, closing = match.groups()
    return f'{opening}<span class="{LABEL_CLASS}">{header}</span><span class="cell-value">{content}</span>{closing}'


def label_table_cells(app, doctree) -> None:
    """Sphinx ``doctree-read`` hook: label the body cells of every table of a notebook page."""
    from docutils import nodes

    if not app.env.docname.startswith("notebooks/"):
        return
    for raw in list(doctree.findall(nodes.raw)):
        if raw.get("format") == "html" and "lcp-table" in raw.astext():
            text = _TABLE.sub(lambda m: label_html_table(m.group(0)), raw.astext())
            raw.replace_self(nodes.raw(text, text, format="html", classes=raw.get("classes", [])))
    for table in doctree.findall(nodes.table):
        head = next(table.findall(nodes.thead), None)
        body = next(table.findall(nodes.tbody), None)
        if head is None or body is None:
            continue
        names = [entry for entry in next(head.findall(nodes.row)).children if isinstance(entry, nodes.entry)]
        for row in body.children:
            for entry, name in zip((e for e in row.children if isinstance(e, nodes.entry)), names):
                # the header's words and formulas (its paragraph's children), not the paragraph itself
                words = [
                    c.deepcopy() for p in name.children for c in (p.children if isinstance(p, nodes.paragraph) else [p])
                ]
                content = list(entry.children)
                entry.clear()
                entry += nodes.inline("", "", *words, classes=[LABEL_CLASS])
                entry += nodes.container("", *content, classes=["cell-value"])
