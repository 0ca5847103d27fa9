"""What the site adds to the notebook pages as Sphinx reads them (``conf.py`` connects each to ``doctree-read``):
anchors on the code cells (``#cell-NNN``, ``#cell-<tag>``), figures as ``<figure>`` with their captions, the
notebook's findings first, the downloads of the notebook, and the landing page's figure at full size."""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import (
    INLINE_TEX,
    SAVED,
)

SAVED_LINE = re.compile(r"^saved \S*\.png[ \t]*(?:\n|$)", re.M)  # the whole line, to leave it out of a page


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
    section.append(nodes.raw("", software_footer(Path(app.srcdir) / f"{docname}.ipynb"), format="html"))


def software_footer(ipynb: Path) -> str:
    """The page's last line: the versions that made the notebook's stored outputs (its metadata ``lcp.software``)."""
    import json

    from lcp.core import software

    recorded = json.loads(ipynb.read_text(encoding="utf-8")).get("metadata", {}).get("lcp", {}).get("software")
    said = software.describe(recorded) if recorded else "versions not recorded (run python3 run.py reproduce)"
    return f'<p class="notebook-software">The outputs on this page were made with {html.escape(said)}.</p>'
