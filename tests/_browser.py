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

import asyncio
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
    every other request is recorded in :attr:`outside` and aborted. With ``mathjax=False`` the site's MathJax
    (``_static/mathjax/``) is served as an empty script: a page as it is before typesetting, for a test of
    what no formula changes (typesetting is most of a notebook page's load).

    (A route handler turns the context's HTTP cache off: each page fetches and compiles MathJax and the
    theme's scripts again. :func:`local_context` guards without it.)"""

    def __init__(self, mathjax: bool = True):
        self.outside: list[str] = []
        self.mathjax = mathjax

    def __call__(self, route):
        url = route.request.url
        if not self.mathjax and is_local(url) and "/_static/mathjax/" in url:
            route.fulfill(body="", content_type="text/javascript")
        elif is_local(url):
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


#: The process's own playwright and chromium (:func:`chromium`): started on first use, stopped by :func:`close`.
_SHARED: dict = {}


def _mark_loop(loop) -> None:
    """Mark ``loop`` as the thread's running event loop (None: no loop).

    playwright's sync API runs its event loop in a greenlet and, between two of its calls, leaves that loop
    marked as running in the calling thread (so asyncio.run and a second sync_playwright refuse to start). The
    shared playwright outlives a test module: outside a :func:`chromium` block the mark is taken off, so the
    test modules that follow in the same process (nbval's kernels, papermill) find no loop running; it is put
    back on entering a block, before any call of playwright's."""
    asyncio._set_running_loop(loop)


def _shared_browser(sync_api, exe: Path):
    """The process's browser, started (with its playwright) on first use, launched again if it went away."""
    if "playwright" not in _SHARED:
        _SHARED["playwright"] = sync_api.sync_playwright().start()
        _SHARED["loop"] = asyncio._get_running_loop()  # playwright's, marked running by start()
        _SHARED["depth"] = 0
    else:
        running = asyncio._get_running_loop()
        if running is None:
            _mark_loop(_SHARED["loop"])
        elif running is not _SHARED["loop"]:
            raise RuntimeError("chromium() cannot start inside another running asyncio loop")
    browser = _SHARED.get("browser")
    if browser is None or not browser.is_connected():
        browser = _SHARED["browser"] = launch(_SHARED["playwright"], exe)
    return browser


@contextlib.contextmanager
def chromium():
    """A headless chromium for a test module (skips, or fails under CI=true, when there is none).

    In the main thread it is one browser for the whole test process, started on first use and closed by
    :func:`close` at the end of the session: a module no longer starts a playwright driver and a browser of
    its own (0.6 CPU s a launch here, measured over ten; the driver alone took 1.5 in CI). What a test opens in
    it is its own: contexts do not share cookies, storage or cache, and a context the block opened and left
    open is closed when the block ends. Blocks may nest (the survey reads inside a test module's block). In
    another thread the block gets a playwright and a browser of its own, closed when it ends (playwright's
    sync objects belong to the thread that made them)."""
    sync_api, exe = require_browser()
    if threading.current_thread() is not threading.main_thread():
        with sync_api.sync_playwright() as pw:
            browser = launch(pw, exe)
            try:
                yield browser
            finally:
                browser.close()
        return
    browser = _shared_browser(sync_api, exe)
    _SHARED["depth"] += 1
    before = set(browser.contexts)
    try:
        yield browser
    finally:
        try:
            for context in browser.contexts if browser.is_connected() else ():
                if context not in before:
                    context.close()
        finally:
            _SHARED["depth"] -= 1
            if _SHARED["depth"] == 0 and asyncio._get_running_loop() is _SHARED["loop"]:
                _mark_loop(None)


def close() -> None:
    """Close the process's browser and stop its playwright, if :func:`chromium` started them (the session's
    end: ``pytest_sessionfinish`` in tests/conftest.py)."""
    if "playwright" not in _SHARED:
        return
    if asyncio._get_running_loop() is None:
        _mark_loop(_SHARED["loop"])
    try:
        browser = _SHARED.get("browser")
        if browser is not None and browser.is_connected():
            browser.close()
    finally:
        _SHARED["playwright"].stop()
        _SHARED.clear()
        if asyncio._get_running_loop() is not None:
            _mark_loop(None)


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
