"""The companion as PDF: each notebook's page (and the page for players, "At the table") printed by headless
chromium, offline, as ``book/report.py`` prints the referee report.

Printing a long notebook page takes chromium half a minute to a minute, too long for ``run.py book``, so
it is a step of its own: ``python3 run.py pdf`` (which ``reproduce`` runs after the site) builds the site,
prints every page whose HTML changed since its PDF was printed into ``build/pdf/`` (the SHA-256 of the HTML
printed is kept beside each PDF), then builds the site again. :func:`pages.stage` copies the PDFs found in
``build/pdf/`` into the site's ``pdf/`` folder, and :func:`pdf_page` writes the page ``pdf.html`` that every
page links to from its footer (``_templates/pdf-link.html``): it lists each PDF that has been printed, and
says how to print the ones that have not, so that no link of the site points at a missing file.
"""

from __future__ import annotations

import hashlib
import html
from pathlib import Path

from . import common  # book/common.py

FOLDER = "pdf"  # in build/ (the printed files) and in the site
PAGE = "pdf"  # the page that lists them
EXTRA = ("at-the-table",)  # pages printed besides the notebooks


def printed(root: Path) -> Path:
    """The folder the PDFs are printed into (kept between builds)."""
    return Path(root) / "build" / FOLDER


def targets(root: Path) -> list[str]:
    """The site's pages printed to PDF (page names without ``.html``): the notebooks, then :data:`EXTRA`."""
    return [f"notebooks/{name}" for name in common.notebook_names(Path(root))] + list(EXTRA)


def pdf_name(page: str) -> str:
    return page.rsplit("/", 1)[-1] + ".pdf"


def _title(root: Path, page: str) -> str:
    """A page's title as the navigation shows it: a notebook's first heading, else the page's name."""
    import json

    name = page.rsplit("/", 1)[-1]
    notebook = Path(root) / "notebooks" / f"{name}.ipynb"
    if notebook.is_file():
        for cell in json.loads(notebook.read_text())["cells"]:
            for line in "".join(cell["source"]).splitlines():
                if cell["cell_type"] == "markdown" and line.startswith("# "):
                    return line[2:].strip()
    return name.replace("-", " ").capitalize()


def print_page(exe: Path, html: Path, out: Path, paper: str = "a4", timeout: int = 600) -> None:
    """Print one built page to ``out`` on ``paper`` (:func:`common.print_to_pdf`; the site's print stylesheet
    hides the sidebars, wraps code and fits formulas to the paper)."""
    common.print_to_pdf(exe, html, out, paper=paper, timeout=timeout)


def print_all(root: Path, site: Path, say=print, paper: str = "a4") -> int | None:
    """Print every page of :func:`targets` on ``paper`` whose HTML (or paper) changed since its PDF was
    printed. Returns the number printed, or None when chromium is not installed."""
    exe = common.chromium_binary()
    if exe is None:
        return None
    folder = printed(root)
    count = 0
    wanted = targets(root)
    for k, page in enumerate(wanted, 1):
        html = Path(site) / f"{page}.html"
        key = hashlib.sha256(html.read_bytes() + paper.encode()).hexdigest()
        out = folder / pdf_name(page)
        mark = out.with_suffix(".sha256")
        if out.is_file() and mark.is_file() and mark.read_text().strip() == key:
            continue
        say(f"[{k}/{len(wanted)}] printing {page}.html to {out.relative_to(root)} ...")
        print_page(exe, html, out, paper=paper)
        mark.write_text(key + "\n")
        count += 1
    for stale in folder.glob("*.pdf"):  # a page the site no longer has
        if stale.name not in {pdf_name(p) for p in wanted}:
            stale.unlink()
            stale.with_suffix(".sha256").unlink(missing_ok=True)
    return count


def staged(root: Path) -> dict[Path, bytes]:
    """What :func:`pages.stage` adds: the PDFs printed so far (into the site's ``pdf/``) and their page."""
    folder = printed(root)
    out = {}
    for page in targets(root):
        pdf = folder / pdf_name(page)
        if pdf.is_file():
            out[Path("_extra", FOLDER, pdf.name)] = pdf.read_bytes()
    out[Path(f"{PAGE}.md")] = pdf_page(root, {p.name: len(data) for p, data in out.items()}).encode()
    return out


def pdf_page(root: Path, names: dict[str, int]) -> str:
    """The page listing the PDFs (``names``: each printed file's size in bytes): a link for each one
    printed, the command for the others."""
    lines = []
    for page in targets(root):
        name = pdf_name(page)
        anchor = page.rsplit("/", 1)[-1]
        title = html.escape(_title(root, page))
        if name in names:
            lines.append(
                f'<li id="{anchor}"><a href="{FOLDER}/{name}" download>{name}</a> '
                f'({names[name] / 1e6:.1f} MB): {title} (<a href="{page}.html">the page</a>)</li>'
            )
        else:
            lines.append(
                f'<li id="{anchor}">{title} (<a href="{page}.html">the page</a>): not printed in this build</li>'
            )
    missing = sum(pdf_name(p) not in names for p in targets(root))
    note = (
        ""
        if not missing
        else f"{missing} of these pages have not been printed in this build: `python3 run.py pdf` prints them "
        "(headless chromium, offline, a minute or so a notebook) and rebuilds the site; "
        "`python3 run.py reproduce` does it after re-running the notebooks.\n\n"
    )
    return (
        "# The companion as PDF\n\n"
        "Each notebook's page printed as it shows here, with its outputs, figures and formulas, and the "
        "page for players ({doc}`at-the-table`); the referee report has its own PDF "
        "({doc}`referee-report`). Your browser's print command prints any other page the same way: the "
        "site's print layout leaves out the side columns.\n\n"
        + note
        + '```{raw} html\n<ul class="companion-pdfs">'
        + "".join(lines)
        + "</ul>\n```\n"
    )
