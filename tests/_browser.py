"""A real browser for the tests: Debian's chromium driven by PyPI playwright.

playwright's own browser download is not used (it is unavailable here). The binary is Debian's
``chromium-headless-shell`` when it is installed (chromium's classic headless mode, the one playwright
itself runs for headless pages: the same Blink renderer without the browser's interface; the site's survey
costs it a tenth less CPU than the full browser's headless mode), else the ``chromium`` binary that
``dpkg -L chromium`` lists (``/usr/bin/chromium`` is a wrapper script). ``python3 run.py test`` installs
both when it can. Without either the browser tests skip with the reason, except under ``CI=true``, where a
missing browser is a failure.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import socket
import subprocess
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

#: Debian's packages and the ELF binary each installs, in the order tried.
BINARIES = (("chromium-headless-shell", "chromium-headless-shell"), ("chromium", "chromium"))


def chromium_executable() -> Path | None:
    """The first of :data:`BINARIES` installed (its ELF binary), or None when neither package is."""
    if not shutil.which("dpkg"):
        return None
    for package, name in BINARIES:
        listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True, check=False)
        if listing.returncode != 0:
            continue
        for line in listing.stdout.splitlines():
            path = Path(line.strip())
            if path.name == name and path.is_file() and os.access(path, os.X_OK):
                with path.open("rb") as f:
                    if f.read(4) == b"\x7fELF":
                        return path
    return None


def _unavailable(reason: str):
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"browser tests must run under CI=true: {reason}")
    pytest.skip(reason)


def require_browser():
    """(playwright's sync API, the chromium binary), or skip (fail under CI=true) saying what is missing."""
    try:
        from playwright import sync_api
    except ImportError:
        _unavailable("PyPI playwright is not installed (python3 run.py test installs it)")
    exe = chromium_executable()
    if exe is None:
        _unavailable(
            "Debian's chromium is not installed (as root: apt-get install -y chromium; "
            "python3 run.py test does it when it runs as root)"
        )
    return sync_api, exe


def launch(pw, exe: Path):
    """A headless chromium that works as root in a container and never phones home."""
    return pw.chromium.launch(
        executable_path=str(exe),
        headless=True,
        args=[
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--metrics-recording-only",
        ],
    )


def is_local(url: str) -> bool:
    """Whether a request for ``url`` stays on this machine: 127.0.0.1, or a data:/blob: URL."""
    return url.startswith(("data:", "blob:")) or urlsplit(url).hostname == "127.0.0.1"


class LocalOnly:
    """A route handler for a browser context: requests to 127.0.0.1 (and data:/blob: URLs) go through,
    every other request is recorded in :attr:`outside` and aborted.

    (A route handler turns the context's HTTP cache off: each page fetches and compiles MathJax and the
    theme's scripts again. :func:`local_context` guards without it.)"""

    def __init__(self):
        self.outside: list[str] = []

    def __call__(self, route):
        url = route.request.url
        if is_local(url):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


@functools.cache
def _nowhere() -> str:
    """The address of a proxy that refuses every connection: a port of 127.0.0.1 bound and never listened
    on, held for the life of the process."""
    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    _HELD.append(held)
    return f"http://127.0.0.1:{held.getsockname()[1]}"


_HELD: list[socket.socket] = []


def local_context(browser, **options):
    """A browser context that can reach 127.0.0.1 alone, with its HTTP cache on: every other request is sent
    to a proxy that refuses it (record them with :func:`is_local` on the page's ``request`` event). Pages
    opened one after another in it load the scripts, styles and fonts they share from the cache (the
    site's survey: 15 % less CPU than a fresh context and a :class:`LocalOnly` route for each page)."""
    return browser.new_context(proxy={"server": _nowhere(), "bypass": "127.0.0.1"}, **options)


@contextlib.contextmanager
def chromium():
    """A headless chromium for a test module (skips, or fails under CI=true, when there is none)."""
    sync_api, exe = require_browser()
    with sync_api.sync_playwright() as pw:
        browser = launch(pw, exe)
        try:
            yield browser
        finally:
            browser.close()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(directory: Path):
    """``directory`` served on 127.0.0.1 (a free port); yields the base URL, ending in ``/``."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
