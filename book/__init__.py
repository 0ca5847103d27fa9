"""The companion's site as a Sphinx extension (``extensions = [..., "book"]`` in ``book/conf.py``).

``book`` is a package: its modules build the site's generated pages (``pages.stage``, run by
``python3 run.py book`` before Sphinx) and rewrite the pages as Sphinx reads them. :func:`setup` connects the
latter: the notebook pages' anchors, captions, findings and downloads (``notebook_pages``), the notes above
the cells the errata and claims cite (``record_pages``), the phone cards' labels (``cards``), MathJax offline
(``mathjax_offline``) and its licence (``pages``), the landing page's numbers (``pages.results``), and the
theme's ``fontawesome.js`` left out of every page. ``conf.py`` holds the plain settings only.

Sphinx finds this package as any extension, on ``sys.path``: ``run.py book`` runs Sphinx in the checkout with
the checkout on ``PYTHONPATH``; the tests find it from the checkout (pytest's ``pythonpath``).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

FONTAWESOME_JS = re.compile(r'\s*<script[^>]*src="[^"]*_static/scripts/fontawesome\.js[^"]*"[^>]*></script>')


def without_fontawesome_js(html: str) -> str:
    """The theme's head without its ``fontawesome.js`` (1.5 MB on every page). The script only replaces the
    theme's icon elements by inline SVG; the theme's stylesheet draws the same icons from the Font Awesome
    webfont it ships (``_static/vendor/fontawesome``), so every header button keeps its icon.

    Examples
    --------
    >>> without_fontawesome_js('<b></b> <script defer src="_static/scripts/fontawesome.js?v=1"></script>')
    '<b></b>'
    """
    return FONTAWESOME_JS.sub("", html)


def site_code_digest() -> str:
    """The digest of the site's own Python (this package's modules), which rewrites the pages as Sphinx reads
    them: a change to it reads every page again (a config value of kind "env"), where an incremental build would
    keep the pages it read before."""
    return hashlib.sha256(b"".join(p.read_bytes() for p in sorted(HERE.glob("*.py")))).hexdigest()


def _register_filter(app):
    if hasattr(app.builder, "templates"):
        app.builder.templates.environment.filters["without_fontawesome_js"] = without_fontawesome_js


def _drop_fontawesome_js(app, exc):
    """No page loads it: leave it (and its source map) out of the site too."""
    if exc is None:
        for path in (Path(app.outdir) / "_static" / "scripts").glob("fontawesome.js*"):
            path.unlink()


def _configure(app, config):
    """The values computed when the site is built: the digest above and the landing page's numbers."""
    from . import pages

    config.site_code_digest = site_code_digest()
    config.myst_substitutions = {**pages.results(), **config.myst_substitutions}


def setup(app):
    """Connect the site's builders to Sphinx (the extension's entry point)."""
    from . import cards, notebook_pages, pages, record_pages

    app.setup_extension("book.mathjax_offline")  # MathJax 3 from sphinx-mathjax-offline, parallel-safe
    app.add_config_value("site_code_digest", "", "env")
    app.connect("config-inited", _configure)
    app.connect("builder-inited", _register_filter)
    app.connect("build-finished", _drop_fontawesome_js)
    app.connect("doctree-read", notebook_pages.anchor_cells)
    app.connect("doctree-read", notebook_pages.caption_figures)  # <figure> and <figcaption>; no "saved ..." lines
    app.connect("doctree-read", notebook_pages.link_page_figures)  # the landing page's Figure 1 opens at full size
    app.connect("doctree-read", notebook_pages.mark_findings)  # the notebook's findings, first on its page
    app.connect("doctree-read", notebook_pages.offer_downloads)
    app.connect("doctree-read", record_pages.note_proving_cells)  # what a cited cell proves, above it
    app.connect("doctree-read", cards.label_table_cells)  # each table cell's column name, for phone cards
    app.connect("env-get-outdated", record_pages.notes_outdated)  # ... read again when the rows change
    app.connect("html-page-context", record_pages.load_mathjax, priority=400)  # before sphinx.ext.mathjax's (500)
    app.connect("build-finished", pages.keep_mathjax_licence)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
