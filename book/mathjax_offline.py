"""sphinx-mathjax-offline (MathJax 3 copied into the site's ``_static``), declared safe for Sphinx's parallel
build: it only sets ``mathjax_path`` and copies files once the build has finished, so pages read or written
in parallel cannot disturb it. (The package does not declare it, and Sphinx then reads every page serially.)
"""

from __future__ import annotations

import importlib


def setup(app):
    importlib.import_module("sphinx-mathjax-offline").setup(app)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
