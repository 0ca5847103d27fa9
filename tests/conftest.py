"""Fixtures shared by the site's test files: the site built once per test run by the README's command (the
first xdist worker to need it builds it, the others find it built for the same run), and a local server for it.

The build runs with every proxy variable pointing at a closed port, so a build that tried to fetch
anything would fail. Session scope: the files that read the site (test_book, test_reading, test_report, test_site_chrome,
test_site_extras, test_tables_page) share one build instead of making one each, and one reading of every page
at each width (``survey``, from ``_survey``: shared by the test workers too).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from _browser import close as close_browser
from _browser import serve
from _notebooks import ROOT
from _survey import Survey, _lock

SITE = ROOT / "build" / "html"
DEAD_PROXY = "http://127.0.0.1:9"  # the discard port: nothing answers there


@pytest.fixture(scope="session")
def site() -> Path:
    # xdist gives every worker of one run the same id: a worker that finds the site built for its run uses it
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    built = ROOT / "build" / "site-built-for-test-run"
    with _lock(ROOT / "build" / "site-fixture.lock"):
        if run and built.is_file() and built.read_text() == run and (SITE / "index.html").is_file():
            return SITE
        built.unlink(missing_ok=True)
        _build_site()
        if run:
            built.write_text(run)
    return SITE


def _build_site() -> None:
    env = dict(os.environ, **dict.fromkeys(("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY"), DEAD_PROXY))
    env["LCP_BOOK_JOBS"] = "1"  # the test workers keep every core busy: a parallel build would only cost more
    env.pop("no_proxy", None)
    env.pop("NO_PROXY", None)
    result = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "book"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert (SITE / "index.html").as_uri() in result.stdout


@pytest.fixture(scope="session")
def server(site):
    with serve(site) as base:
        yield base


@pytest.fixture(scope="session")
def survey(site, server) -> Survey:
    return Survey(site, server)


def pytest_sessionfinish(session):
    """The test process's browser (``_browser.chromium``, shared by its test modules) closes with the session."""
    close_browser()
