"""The figure gallery: every figure a notebook saves, with the cell that saved it, its section, the parameters
of the run, and the caption its notebook shows under it (read from the stored notebooks). The page shows a
small PNG of each figure (:func:`thumbnail`, made at build time, the same bytes from the same figure) linking to
the full figure, so the page stays light (issue 60: it weighed 2.5 MB with every figure at full size)."""

from __future__ import annotations

import html
import io
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


#: A thumbnail's width in pixels, and in CSS pixels as the page shows it (1.5 pixels a CSS pixel); where the
#: small PNGs and the full figures sit in the built site (both through ``html_extra_path``).
THUMB_WIDTH, THUMB_SHOWN = 480, 320
THUMBS, FULL = "gallery", "figures"


def thumbnail(png: bytes, width: int = THUMB_WIDTH) -> bytes:
    """A smaller copy of the figure ``png``, ``width`` pixels wide (never wider than the figure), as PNG bytes:
    Lanczos resampling, a palette of 256 colours, no metadata, so the same figure gives the same bytes.

    >>> from PIL import Image
    >>> buf = io.BytesIO(); Image.new("RGB", (1500, 900), "white").save(buf, format="PNG")
    >>> small = thumbnail(buf.getvalue(), 300)
    >>> Image.open(io.BytesIO(small)).size, small == thumbnail(buf.getvalue(), 300)
    ((300, 180), True)
    """
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        image = image.convert("RGB")
        if image.width > width:
            image = image.resize((width, max(1, round(image.height * width / image.width))), Image.Resampling.LANCZOS)
        image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        out = io.BytesIO()
        image.save(out, format="PNG")
    return out.getvalue()


def staged(root: Path) -> dict[Path, bytes]:
    """What the gallery adds to the site's extra files: each committed figure and its thumbnail. A thumbnail is
    kept in ``build/cache/gallery/`` under the hash of its figure, so a rebuild resizes only a changed figure."""
    import hashlib

    cache = Path(root) / "build" / "cache" / "gallery"
    out = {}
    for png in sorted((Path(root) / "figures").glob("*.png")):
        data = png.read_bytes()
        kept = cache / f"{hashlib.sha256(data + str(THUMB_WIDTH).encode()).hexdigest()[:32]}.png"
        if kept.is_file():
            small = kept.read_bytes()
        else:
            small = thumbnail(data)
            cache.mkdir(parents=True, exist_ok=True)
            part = kept.with_suffix(f".{png.stem}.part")
            part.write_bytes(small)
            part.replace(kept)
        out[Path("_extra", FULL, png.name)] = data
        out[Path("_extra", THUMBS, png.name)] = small
    return out


def gallery_page(root: Path) -> str:
    """Every committed figure, as its notebook shows it: a small copy (its alt text; a tap or click opens the
    figure at full size), the numbered caption, and the notebook section, cell and parameters that made it."""
    from lcp.core import config  # the figures' resolutions, without importing matplotlib

    made = figures_made(root)
    parts = [
        "# Figure gallery\n",
        f"The {len(made)} figures the notebooks make, as committed in `figures/` (`python3 run.py "
        "reproduce` regenerates them; a test checks each equals the figure its cell displays), each with "
        "its notebook's numbered caption. Each links to its place in the notebook and names the cell that "
        "saves it and the notebook's parameters for that run. Each is shown small: tap or click it for the "
        "full-size image.\n",
    ]
    for fig in made:
        params = "; ".join(line.split("  #")[0].strip() for line in fig["parameters"]) or "(none)"
        number = fig["figure"]
        anchor = f"figure-{number.replace('.', '-')}" if number else f"cell-{fig['cell']:03d}"
        title = f"Figure {number}" if number else fig["name"]
        parts.append(f"## {title} (notebook {int(fig['notebook'][:2])})\n")
        width = round(fig["width"] * config.FIGURE_DPI / config.SAVEFIG_DPI) if fig["width"] else 0
        alt = html.escape(" ".join(fig["alt"].split()))
        shown = min(width, THUMB_SHOWN) if width else THUMB_SHOWN
        parts.append(
            f'```{{raw}} html\n<figure class="gallery-figure" id="gallery-{anchor}">'
            f'<a class="reference external image-reference" href="{FULL}/{fig["name"]}.png">'
            f'<img alt="{alt}" class="gallery-image" src="{THUMBS}/{fig["name"]}.png" width="{shown}"></a>\n```\n'
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
