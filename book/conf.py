"""Sphinx configuration of the companion's site (``python3 run.py book``).

The site is built from the committed notebooks and their stored outputs: nothing is executed
(``nb_execution_mode = "off"``) and nothing is fetched, at build time or when a page is viewed.
MathJax 3 comes from the PyPI package ``sphinx-mathjax-offline`` and is copied into ``_static/``.
``run.py book`` stages this folder, the notebooks, the figures and the generated pages (errata,
claims, gallery, the two versions of the paper: see ``pages.py``) into ``build/book/`` and builds from
there. ``_static/versions.js`` (plain JavaScript) is the version control of the generated tables.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import pages  # noqa: E402  (the staged copy of book/pages.py)

project = "Limit Continuous Poker: a reproducible companion"
author = "the companion's authors"
copyright = "2025-2026, " + author
language = "en"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.mathjax",
    "sphinx-mathjax-offline",
]
exclude_patterns = ["_build", "_includes", "**.ipynb_checkpoints"]
nb_execution_mode = "off"  # the stored outputs are the book; run.py reproduce refreshes them
nb_merge_streams = True
myst_enable_extensions = ["dollarmath", "amsmath", "substitution"]
myst_heading_anchors = 3
myst_substitutions = pages.results()  # numbers on the landing page, computed by lcp at build time

autodoc_member_order = "bysource"
autodoc_typehints = "description"
napoleon_numpy_docstring = True
napoleon_google_docstring = False

html_theme = "sphinx_book_theme"
html_title = "Limit Continuous Poker"
html_static_path = ["_static"]
html_css_files = ["companion.css"]
html_js_files = [("versions.js", {"defer": "defer"})]  # the version control of the errata, claims and versions pages
html_context = {"default_mode": "light"}  # pydata-sphinx-theme logs a console error without it
html_last_updated_fmt = None
html_show_sourcelink = False
html_copy_source = False
html_theme_options = {
    "show_toc_level": 2,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "use_repository_button": False,
    "home_page_in_toc": True,
    "navigation_with_keys": False,
}


def setup(app):
    app.connect("doctree-read", pages.anchor_cells)
    app.connect("build-finished", pages.keep_mathjax_licence)
