"""The JupyterLab round trip a reader makes, in a real browser (issue 12, part 3).

A JupyterLab server runs on a temporary copy of ``notebooks/`` (and ``jupytext.toml``), on 127.0.0.1,
on a free port with a random token, with Lab's user settings and workspaces in the temporary folder so
that nothing of the machine's own setup leaks in. Headless chromium loads Lab once and, in that one page,
opens each ``.py`` notebook through jupytext ("Open With" > "Jupytext Notebook"), as a reader does, saves
it and closes it ("Close and Shut Down Notebook"); for two notebooks it first runs "Restart Kernel and Run
All Cells". Both paired files must then be byte for byte what git
holds: the committed form is the form Lab and jupytext write, and the stored outputs are the outputs a
reader's run produces. No request may leave 127.0.0.1 and the page may raise no error.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from _browser import LocalOnly, chromium
from _notebooks import IDS as NOTEBOOKS
from _notebooks import ROOT

pytestmark = pytest.mark.browser

# the notebooks whose full run is repeated in Lab: the quickest one, and one that shows figures
RUN_IN_LAB = ["08_kuhn_poker", "01_fixed_bet"]
STARTUP_TIMEOUT = 60  # seconds for the server to answer /api/status
RUN_TIMEOUT = 300  # seconds for Restart and Run All of one notebook


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LabServer:
    """``jupyter lab`` on a copy of the notebooks; stopped by its own PID."""

    def __init__(self, root: Path):
        self.root = root
        self.port = _free_port()
        self.token = secrets.token_hex(16)
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = root / "server.log"
        cmd = [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={self.port}",
            "--port-retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={root}",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.news_url=None",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            cmd.append("--allow-root")
        env = dict(
            os.environ,
            JUPYTERLAB_SETTINGS_DIR=str(root / ".lab" / "settings"),
            JUPYTERLAB_WORKSPACES_DIR=str(root / ".lab" / "workspaces"),
        )
        self._log = self.log_path.open("w")
        self.process = subprocess.Popen(cmd, cwd=root, env=env, stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_until_up()

    def _wait_until_up(self) -> None:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"jupyter lab exited with {self.process.returncode}:\n{self.log()}")
            try:
                request = urllib.request.Request(
                    f"{self.base}/api/status", headers={"Authorization": f"token {self.token}"}
                )
                with urllib.request.urlopen(request, timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"jupyter lab did not answer within {STARTUP_TIMEOUT} s:\n{self.log()}")

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()  # the server shuts its kernels down on SIGTERM
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self._log.close()


@contextlib.contextmanager
def lab_session(root: Path):
    """(a JupyterLab server on ``root``, a headless chromium), both stopped afterwards."""
    with chromium() as browser:
        server = LabServer(root)
        try:
            yield server, browser
        finally:
            server.stop()


class LabPage:
    """One JupyterLab page for the module's tests; what it raised and asked for outside 127.0.0.1 since it
    was loaded fails the test that finds it (and the later ones: they share the page)."""

    def __init__(self, server: LabServer, browser):
        self.server = server
        self.guard = LocalOnly()
        self.errors: list[str] = []
        self.context = browser.new_context(viewport={"width": 1400, "height": 900})
        self.context.route("**/*", self.guard)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self._load()

    def _load(self) -> None:
        self.page.goto(f"{self.server.base}/lab/workspaces/companion/tree/notebooks?reset&token={self.server.token}")

    def fresh(self):
        """The page with no notebook and no dialog open (reloaded if a failed test left one)."""
        if self.page.locator(".jp-NotebookPanel, .jp-Dialog").count():
            self._load()
        return self.page


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    (root / "notebooks").mkdir()
    for stem in NOTEBOOKS:
        for suffix in (".py", ".ipynb"):
            shutil.copy2(ROOT / "notebooks" / f"{stem}{suffix}", root / "notebooks")
    shutil.copy2(ROOT / "jupytext.toml", root)
    with lab_session(root) as (server, browser):
        lab_page = LabPage(server, browser)
        try:
            yield lab_page
        finally:
            lab_page.context.close()


def _notebook_files(folder: Path, stem: str) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (folder / f"{stem}.py", folder / f"{stem}.ipynb")}


def _is_dirty(page) -> bool:
    tab = page.locator(".lm-TabBar-tab.jp-mod-current").first
    return "jp-mod-dirty" in (tab.get_attribute("class") or "")


def _open_with_jupytext(page, stem: str) -> None:
    item = page.locator(f'.jp-DirListing-item:has-text("{stem}.py")').first
    item.wait_for(timeout=60_000)
    item.click(button="right")
    page.get_by_text("Open With", exact=True).hover()
    page.locator('.lm-Menu-item:has-text("Jupytext Notebook")').first.click()
    # Loaded means: the cells are in (a notebook still loading shows one empty cell, marked modified)
    # and the kernel it started reports idle in the status bar ("Python 3 (ipykernel) | Idle").
    loaded = (
        "() => document.querySelectorAll('.jp-NotebookPanel .jp-Cell').length > 1 &&"
        " Array.from(document.querySelectorAll('.jp-StatusBar-Item'))"
        "      .some(e => /\\| Idle$/.test(e.textContent.trim()))"
    )
    deadline = time.monotonic() + 60
    while not page.evaluate(loaded):
        dialog = page.locator(".jp-Dialog")
        if dialog.count():  # e.g. jupytext refusing an inconsistent pair
            raise AssertionError(f"opening {stem}.py in JupyterLab shows a dialog: {dialog.first.inner_text()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{stem}.py did not finish loading in JupyterLab within 60 s")
        page.wait_for_timeout(250)
    page.wait_for_timeout(500)


def _restart_and_run_all(page) -> None:
    page.locator('.lm-MenuBar-itemLabel:text-is("Kernel")').click()
    page.locator('.lm-Menu-itemLabel:text-is("Restart Kernel and Run All Cells…")').click()
    page.locator(".jp-Dialog-button.jp-mod-accept").click()
    page.wait_for_function(
        "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
        " return s && s.getAttribute('data-status') === 'busy'; }",
        timeout=30_000,
    )
    deadline = time.monotonic() + RUN_TIMEOUT
    while time.monotonic() < deadline:
        status = page.locator(".jp-Notebook-ExecutionIndicator").first.get_attribute("data-status")
        pending = page.locator('.jp-InputPrompt:has-text("[*]")').count()
        if status == "idle" and pending == 0:
            return
        page.wait_for_timeout(500)
    raise AssertionError(f"Restart and Run All did not finish within {RUN_TIMEOUT} s")


def _save(page, path: Path) -> None:
    before = path.stat().st_mtime_ns
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if path.stat().st_mtime_ns != before and not _is_dirty(page):
            page.wait_for_timeout(500)  # jupytext writes the pair; let the second file land
            return
        page.wait_for_timeout(200)
    raise AssertionError(f"saving in JupyterLab did not rewrite {path.name} within 30 s")


def _close_and_shut_down(page) -> None:
    page.locator('.lm-MenuBar-itemLabel:text-is("File")').click()
    page.locator('.lm-Menu-itemLabel:text-is("Close and Shut Down Notebook…")').click()
    page.locator(".jp-Dialog-button.jp-mod-accept").click()
    page.wait_for_function("() => !document.querySelector('.jp-NotebookPanel, .jp-Dialog')", timeout=30_000)


def _round_trip(lab: LabPage, stem: str, run: bool) -> None:
    folder = lab.server.root / "notebooks"
    committed = _notebook_files(folder, stem)
    page = lab.fresh()
    _open_with_jupytext(page, stem)
    assert not _is_dirty(page), f"{stem} opens already marked modified"
    if run:
        _restart_and_run_all(page)
    _save(page, folder / f"{stem}.ipynb")
    _close_and_shut_down(page)

    saved = _notebook_files(folder, stem)
    errors = [
        o
        for cell in json.loads(saved[f"{stem}.ipynb"])["cells"]
        for o in cell.get("outputs", [])
        if o["output_type"] == "error"
    ]
    assert not errors, f"{stem}: error output after the run in Lab: {errors[0].get('ename')}: {errors[0].get('evalue')}"
    assert not lab.errors, f"page errors in JupyterLab: {lab.errors[:3]}"
    assert not lab.guard.outside, f"requests left 127.0.0.1: {lab.guard.outside[:3]}"
    for name, data in saved.items():
        if data != committed[name]:
            (folder / f"{name}.lab").write_bytes(data)
            (folder / name).write_bytes(committed[name])
            pytest.fail(
                f"saving {name} in JupyterLab changed it; compare {folder / name} "
                f"with what Lab wrote, {folder / name}.lab"
            )


@pytest.mark.parametrize("stem", NOTEBOOKS)
def test_open_and_save_in_jupyterlab_leaves_both_files_unchanged(lab, stem):
    _round_trip(lab, stem, run=False)


@pytest.mark.parametrize("stem", RUN_IN_LAB)
def test_restart_run_all_and_save_in_jupyterlab_leaves_both_files_unchanged(lab, stem):
    _round_trip(lab, stem, run=True)
