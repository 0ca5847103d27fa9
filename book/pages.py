"""The site's staging folder and its generated pages (used by ``run.py book`` and by ``conf.py``).

``stage(root, dest)`` copies this folder, the committed notebooks (with their stored outputs) and
``figures/`` into ``dest`` and writes the pages generated from the project itself, each by the builder of
its kind of page: the errata, the claims and the map of the paper's two versions (``record_pages.py``), the
figure gallery (``gallery.py``), the API reference (``api_pages.py``), the references' cite block
(``citations.py``), the referee report (``report.py``), the reading ledger (``ledger_page.py``), the
annotations' cards (``annotation_page.py``), the page
for the table (``at_the_table.py``), the downloads (``downloads.py``) and the PDFs (``printing.py``).
Files are rewritten only when their bytes change, so Sphinx rebuilds only what changed. What Sphinx adds
to the notebook pages as it reads them is in ``notebook_pages.py``; ``conf.py`` connects it.
"""

from __future__ import annotations

import concurrent.futures
from pathlib import Path

from . import api_pages, citations, gallery, record_pages
from .common import notebook_names

HERE = Path(__file__).resolve().parent
GENERATED = ("errata.md", "claims.md", "gallery.md", "versions.md", "referee-report.md")


def _write_if_changed(path: Path, data: bytes) -> None:
    if not path.exists() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def results() -> dict[str, str]:
    """Numbers quoted on the landing page, computed by ``lcp`` when the site is built (no sympy: exact
    paths generated from the derivations, so the build stays fast)."""
    from fractions import Fraction

    from lcp.continuous import limit, no_limit
    from lcp.core import software
    from lcp.finite import kuhn

    fbcp_value = limit.exact_fractions(1, 1)["value"]  # L = U = 1: the fixed-bet game, B = 1
    staged = Path(__file__).resolve().parent / "notebooks"  # the staged copy sits beside the staged notebooks
    return {
        "software": stored_software(staged if staged.is_dir() else Path(__file__).resolve().parents[1] / "notebooks"),
        "build_software": software.describe(software.versions()),
        "fbcp_value": str(fbcp_value),
        "fbcp_value_ante1": str(2 * fbcp_value),
        "nlcp_value": str(no_limit.exact_fractions()["value"]),
        "lcp_example_value": str(limit.exact_fractions(Fraction(1, 2), 1)["value"]),
        "kuhn_value": str(kuhn.solve(0).value),
    }


def stored_software(folder: Path) -> str:
    """The versions that made the stored outputs of the notebooks in ``folder`` (their metadata ``lcp.software``,
    written by run.py reproduce), as one line; notebooks that differ are named with their versions."""
    import json

    from lcp.core import software

    seen: dict[str, list[str]] = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        recorded = json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("lcp", {}).get("software")
        seen.setdefault(software.describe(recorded) if recorded else "versions not recorded", []).append(path.stem[:2])
    if len(seen) == 1:
        return next(iter(seen))
    return "; ".join(f"{line} (notebooks {', '.join(names)})" for line, names in seen.items())


def stage(root: Path, dest: Path) -> list[str]:
    """Fill ``dest`` with the site's sources, and only them. Returns the notebook names staged."""
    from . import downloads

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
    for src in HERE.rglob("*"):  # the pages, static files and templates, and conf.py (the site's code stays in book/)
        if src.is_file() and "__pycache__" not in src.parts and (src.suffix != ".py" or src.name == "conf.py"):
            files[src.relative_to(HERE)] = src.read_bytes()
    names = notebook_names(root)
    for name in names:
        files[Path("notebooks", f"{name}.ipynb")] = (root / "notebooks" / f"{name}.ipynb").read_bytes()
        for suffix in (".ipynb", ".py"):  # the downloads offered on each notebook page (html_extra_path)
            files[Path("_extra", "notebooks", name + suffix)] = (root / "notebooks" / (name + suffix)).read_bytes()
    files[Path("_includes", "README.md")] = (root / "README.md").read_bytes()  # the landing page quotes it
    for png in sorted((root / "figures").glob("*.png")):
        files[Path("figures", png.name)] = png.read_bytes()
    files.update(gallery.staged(root))  # the gallery's thumbnails and the full figures they link to
    from . import report  # book/report.py: the referee report on the revision

    for page, text in zip(
        GENERATED,
        (
            record_pages.errata_page(),
            record_pages.claims_page(),
            gallery.gallery_page(root),
            record_pages.versions_page(),
            report.report_page(),
        ),
    ):
        files[Path(page)] = text.encode()
    for name, data in record_pages.data_files(root).items():  # the record as data, downloadable (html_extra_path)
        files[Path("_extra", "data", name)] = data
    for page, text in api_pages.api_pages(root).items():  # the API index and one page per module of lcp
        files[Path(page)] = text.encode()
    files[Path(citations.CITE_INCLUDE)] = citations.cite_block(root).encode()  # the references page includes it
    from . import (
        at_the_table,
        downloads,
        printing,  # book/: the reader's extras (issue 37)
    )

    files[Path("at-the-table.md")] = at_the_table.page().encode()
    from . import ledger_page  # book/ledger_page.py: the reading ledger of the revision (issue 51)

    files[Path("ledger.md")] = ledger_page.page().encode()
    from . import annotation_page  # book/annotation_page.py: the rows as Web Annotations, one card each (issue 60)

    files[Path("annotations.md")] = annotation_page.page().encode()
    # the archive, the wheel, the stamp
    files.update(downloads.staged(root, root / "build" / "downloads", wheel=wheel.result()))
    files.update(printing.staged(root))  # the PDFs printed so far (run.py pdf) and their page
    return files


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
