"""Benchmark: one redraw of the explorer page after a slider move, against the notebook's redraw.

The explorer (``book/_extra/explorer.html``) recomputes the equilibrium from the generated forms and
redraws its two SVG figures, its table and the hands-to-play panel whenever a slider moves. This script
serves the page on 127.0.0.1, opens it in headless chromium (Debian's, through playwright) and times, in
one run,

* the page's redraw: ``lcpExplorer.setLimits(L, U)`` over a sweep of slider positions, measured inside
  the page (``performance.now()``, the layout and paint that follow are not included);
* the same moves in Python as ``lcp.explore()`` redraws them: ``lcp.limit.solve`` and the matplotlib
  profile rendered to PNG (``lcp.explorer.profile_figure``);

and reports the mean time per move of each and their ratio. The goal for the page is under 50 ms per
move. Run: ``.venv/bin/python benchmarks/explorer.py [--quick]``.
"""

from __future__ import annotations

import functools
import io
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from _browser import chromium_executable, launch  # noqa: E402


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def moves(n: int) -> list[tuple[float, float]]:
    """A sweep of (L, U) as dragging U from 1 to 1000 and L from 0.001 to 1 gives them."""
    return [(10 ** (-3 + 3 * k / (n - 1)), 10 ** (3 * k / (n - 1))) for k in range(n)]


def page_ms(sweep) -> float:
    from playwright.sync_api import sync_playwright

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(ROOT / "book" / "_extra")))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as pw:
            browser = launch(pw, chromium_executable())
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"http://127.0.0.1:{httpd.server_address[1]}/explorer.html", wait_until="load")
            page.wait_for_selector("body[data-ready=true]")
            total = page.evaluate("""(sweep) => {
                const t0 = performance.now();
                for (const [L, U] of sweep) lcpExplorer.setLimits(L, U, 'benchmark');
                return performance.now() - t0;
            }""", sweep)
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    return total / len(sweep)


def python_ms(sweep) -> float:
    import matplotlib.pyplot as plt

    from lcp import explorer, limit

    start = time.perf_counter()
    for L, U in sweep:
        limit.solve(L, U)
        fig = explorer.profile_figure(L, U)
        fig.savefig(io.BytesIO(), format="png")
        plt.close(fig)
    return (time.perf_counter() - start) * 1000 / len(sweep)


def main() -> None:
    quick = "--quick" in sys.argv
    if chromium_executable() is None:
        print("explorer benchmark: Debian's chromium is not installed; nothing measured")
        return
    sweep = moves(20 if quick else 200)
    ours = page_ms(sweep)
    theirs = python_ms(sweep[: 10 if quick else 40])
    print(f"explorer redraw per slider move: page {ours:.2f} ms | notebook widget (solve + matplotlib PNG) "
          f"{theirs:.1f} ms | ratio {theirs / ours:.1f} | goal < 50 ms: {'met' if ours < 50 else 'missed'}")


if __name__ == "__main__":
    main()
