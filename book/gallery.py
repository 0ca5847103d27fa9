"""The figure gallery: every figure a notebook saves, with the cell that saved it, its section, the parameters
of the run, and the caption its notebook shows under it (read from the stored notebooks)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .common import (
    INLINE_TEX,
    SAVED,
    cell_link,
    link,
    notebook_names,
    title_html,
)


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
    from lcp.core import config  # the figures' resolutions, without importing matplotlib

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
            f"{int(fig['notebook'][:2])}, “{title_html(fig['section'])}”"
            if fig["section"]
            else str(int(fig["notebook"][:2]))
        )
        source = f'In <a href="notebooks/{fig["notebook"]}.html#{anchor}">notebook {section}</a>'
        parts.append(
            '```{raw} html\n<figcaption class="gallery-caption mathjax_process">'
            + (f'<span class="gallery-caption-text">{caption}</span> ' if caption else "")
            + f'<span class="figure-source">{source}; made by '
            + link(cell_link(fig["notebook"], fig["cell"]), f"{fig['notebook']}, cell {fig['cell']}")
            + f", parameters <code>{html.escape(params)}</code>.</span></figcaption></figure>\n```\n"
        )
    return "\n".join(parts)
