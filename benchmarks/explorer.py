"""Benchmark: one redraw of the explorer page after a slider move, against the notebook's redraw.

The explorer (``book/_extra/explorer.html``) recomputes the equilibrium from the generated forms and
redraws its figures, its table and the hands-to-play panel whenever a slider moves. The map of limits
(1,193 SVG nodes) is drawn once and only its marker moves (issue 37); before, the whole map was rebuilt
on every move. This script serves the page on 127.0.0.1, opens it in headless chromium (Debian's,
through playwright) and times, in one run,

* the page's redraw, each move measured on its own inside the page (``performance.now()`` around
  ``lcpExplorer.setLimits(L, U)`` and the style and layout it forces), two ways over the same sweep of
  slider positions, interleaved: moving the map's marker (the page as it is) and rebuilding the whole map
  (``lcpExplorer.rebuildMap()`` before each move, the page as it was); their 95th percentiles and ratio;
* the same moves in Python as ``lcp.explore()`` redraws them: ``lcp.continuous.limit.solve`` and the matplotlib
  profile rendered to PNG (``lcp.explorer.profile_figure``).

The goal for the page is under 50 ms per move at the 95th percentile on a 2-core laptop; it is reported,
not asserted (timings belong to benchmarks, not tests). Run: ``.venv/bin/python benchmarks/explorer.py
[--quick]``.
"""

from __future__ import annotations

import functools
import io
import math
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


def percentile(times: list[float], q: float) -> float:
    """The q-th percentile (0..100) of ``times``, nearest rank."""
    ordered = sorted(times)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1))]


def page_times(sweep) -> dict[str, list[float]]:
    """Milliseconds per move in the page, {"marker": [...], "rebuild": [...]}, the two ways interleaved."""
    from playwright.sync_api import sync_playwright

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(ROOT / "book" / "_extra")))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as pw:
            browser = launch(pw, chromium_executable())
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"http://127.0.0.1:{httpd.server_address[1]}/explorer.html", wait_until="load")
            page.wait_for_selector("body[data-ready=true]")
            times = page.evaluate(
                """(sweep) => {
                const out = {marker: [], rebuild: []};
                const move = (L, U, way) => {
                    const t0 = performance.now();
                    if (way === 'rebuild') lcpExplorer.rebuildMap();
                    lcpExplorer.setLimits(L, U, 'benchmark');
                    document.body.getBoundingClientRect();  // the style and layout the move causes
                    out[way].push(performance.now() - t0);
                };
                sweep.forEach(([L, U], k) => {
                    const ways = k % 2 ? ['marker', 'rebuild'] : ['rebuild', 'marker'];
                    for (const way of ways) move(L, U, way);
                });
                return out;
            }""",
                sweep,
            )
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    return times


def python_ms(sweep) -> float:
    import matplotlib.pyplot as plt

    from lcp import explorer
    from lcp.continuous import limit

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
    times = page_times(sweep)
    marker, rebuild = (percentile(times[way], 95) for way in ("marker", "rebuild"))
    mean = sum(times["marker"]) / len(times["marker"])
    theirs = python_ms(sweep[: 10 if quick else 40])
    print(
        f"explorer redraw per slider move: page {mean:.2f} ms mean, {marker:.2f} ms at the 95th percentile "
        f"(goal < 50 ms: {'met' if marker < 50 else 'missed'}) | whole map rebuilt each move (before issue 37) "
        f"{rebuild:.2f} ms at the 95th percentile | ratio {rebuild / marker:.1f} (rebuilt / marker, 95th percentiles) "
        f"| notebook widget (solve + matplotlib PNG) {theirs:.1f} ms mean"
    )


if __name__ == "__main__":
    main()
