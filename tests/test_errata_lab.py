"""The errata tables the notebooks display, in a real JupyterLab: every formula is typeset by MathJax,
none fails, and no dollar is left over.

A scratch notebook (in a temporary folder) stores, as a notebook run does, each notebook's
``errata.markdown(...)`` as a text/markdown output (and the claims table too); headless chromium opens it
and reads what JupyterLab rendered. This is the check a Markdown parser cannot make: JupyterLab reads the
math before and after its Markdown renderer (a bare ``\\$`` in a cell would pair with the next formula).
"""

from __future__ import annotations

import json
import re

import pytest

from _browser import LocalOnly
from lcp import claims, errata, markup
from test_jupyterlab import lab_session

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted({e.notebook for e in errata.ERRATA})
TEXT = {"errata": ("where", "printed", "corrected"), "claims": ("where", "statement", "note")}


def _tables() -> dict[str, tuple[str, int, int]]:
    """name: (the Markdown table, its number of rows, its number of formulas)."""
    tables = {}
    for name in NOTEBOOKS:
        rows = errata.for_notebook(name)
        tables[name] = (errata.markdown(rows), len(rows), _formulas(rows, TEXT["errata"]))
    tables["claims"] = (claims.markdown(), len(claims.CLAIMS), _formulas(claims.CLAIMS, TEXT["claims"]))
    return tables


def _formulas(rows, fields) -> int:
    return sum(kind == "math" for row in rows for f in fields for kind, _ in markup.parts(getattr(row, f)))


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("errata-lab")
    tables = _tables()
    cells = [
        {
            "cell_type": "code",
            "execution_count": 1,
            "id": f"t{i}",
            "metadata": {},
            "source": name,
            "outputs": [
                {
                    "output_type": "display_data",
                    "metadata": {},
                    "data": {"text/markdown": table, "text/plain": "<IPython.core.display.Markdown object>"},
                }
            ],
        }
        for i, (name, (table, _, _)) in enumerate(tables.items())
    ]
    notebook = {
        "cells": cells,
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
    }
    (root / "tables.ipynb").write_text(json.dumps(notebook))
    with lab_session(root) as session:
        yield session, tables


def test_every_formula_is_typeset_in_jupyterlab(lab):
    (server, browser), tables = lab
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.route("**/*", LocalOnly())
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server.base}/lab/workspaces/errata/tree/tables.ipynb?reset&token={server.token}")
        outputs = page.locator(".jp-OutputArea .jp-RenderedMarkdown")
        outputs.first.locator("table").wait_for(timeout=60_000)
        expected = sum(n for _, _, n in tables.values())
        page.wait_for_function(
            f"() => document.querySelectorAll('.jp-RenderedMarkdown mjx-container').length >= {expected}",
            timeout=60_000,
        )
        assert outputs.count() == len(tables)
        for i, (name, (_, rows, formulas)) in enumerate(tables.items()):
            out = outputs.nth(i)
            assert out.locator("tbody tr").count() == rows, name
            assert out.locator("mjx-container").count() == formulas, name
            assert out.locator("mjx-merror").count() == 0, name  # MathJax read every formula
            for cell in out.locator("td").all_inner_texts():
                assert not re.search(r"\$(?!\d)", cell), (name, cell)  # only money keeps a dollar
    finally:
        context.close()
    assert errors == []
