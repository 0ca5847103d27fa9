"""lcp.explore() in a real JupyterLab (issue 28): moving a slider redraws the figure and the numbers.

A scratch notebook (in a temporary folder, not notebooks/) shows the widget; headless chromium runs it,
moves the U slider with the keyboard, as a reader can, and reads the table and the figure again.
"""

from __future__ import annotations

import json
import time

import pytest

from _browser import LocalOnly
from lcp import limit
from test_jupyterlab import lab_session

pytestmark = pytest.mark.browser

CELL = "import lcp\nlcp.explore(L=0.1, U=2.0)"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("explore-lab")
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "explore",
                "metadata": {},
                "outputs": [],
                "source": CELL,
            }
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "explore.ipynb").write_text(json.dumps(notebook))
    with lab_session(root) as session:
        yield session


def _table(page) -> str:
    return page.locator("table.lcp-explore").first.inner_text()


def _figure(page) -> str:
    return page.locator(".widget-output img").first.get_attribute("src") or ""


def test_moving_a_slider_redraws_the_plot_and_the_numbers(lab):
    server, browser = lab
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    guard = LocalOnly()
    context.route("**/*", guard)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server.base}/lab/workspaces/explore/tree/explore.ipynb?reset&token={server.token}")
        page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
        deadline = time.monotonic() + 60
        while not page.evaluate(
            "() => Array.from(document.querySelectorAll('.jp-StatusBar-Item'))"
            ".some(e => /\\| Idle$/.test(e.textContent.trim()))"
        ):
            assert time.monotonic() < deadline, "the kernel did not start within 60 s"
            page.wait_for_timeout(250)
        page.locator(".jp-Notebook .jp-Cell").first.click()
        page.keyboard.press("Shift+Enter")
        page.locator("table.lcp-explore").first.wait_for(timeout=60_000)
        page.locator(".widget-output img").first.wait_for(timeout=60_000)
        before_table, before_figure = _table(page), _figure(page)
        # the numbers are those of the limits the text fields show, exactly as typed (issue 37)
        L0, U0 = (float(page.locator(".widget-text input").nth(k).input_value()) for k in (0, 1))
        assert (L0, U0) == (0.1, 2.0)
        assert f"{limit.solve(0.1, 2.0).value:.10g}" in before_table

        handle = page.locator(".widget-slider .noUi-handle").nth(1)  # the U slider
        handle.focus()
        for _ in range(20):
            page.keyboard.press("ArrowRight")
        page.wait_for_function(
            "(old) => { const t = document.querySelector('table.lcp-explore'); return t && t.innerText !== old; }",
            arg=before_table,
            timeout=30_000,
        )
        deadline = time.monotonic() + 30
        while True:  # the kernel works through the 20 moves; then the table holds the value at the U shown
            page.wait_for_timeout(500)
            U = float(page.locator(".widget-text input").nth(1).input_value())
            after_table, after_figure = _table(page), _figure(page)
            # computed at the value shown; the figure follows the table in the same redraw
            if f"{limit.solve(L0, U).value:.10g}" in after_table and after_figure != before_figure:
                break
            assert time.monotonic() < deadline, (U, after_table)
        assert U > U0 and after_table != before_table and after_figure != before_figure
    finally:
        context.close()
    assert not errors, errors[:3]
    assert not guard.outside, guard.outside[:3]
