"""Write ``_extra/favicon.ico`` (served at the site's root, where browsers ask for ``/favicon.ico``) from
``_static/favicon.svg``: chromium draws the SVG at each size of :data:`SIZES` and Pillow packs them into
one .ico. Run it from the checkout (``.venv/bin/python -m book.make_favicon_ico``) after changing the SVG and commit the .ico;
``tests/site/test_site_chrome.py`` checks that the .ico still shows the SVG."""

from __future__ import annotations

import base64
import io
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE / "_static" / "favicon.svg"
ICO = HERE / "_extra" / "favicon.ico"
SIZES = (16, 32, 48, 64)


def render(browser, size: int):
    """The SVG drawn by ``browser`` (a playwright chromium) at ``size`` px, as an RGBA Pillow image."""
    from PIL import Image

    data = base64.b64encode(SVG.read_bytes()).decode()
    context = browser.new_context(viewport={"width": size, "height": size}, device_scale_factor=1)
    page = context.new_page()
    page.set_content(
        f'<body style="margin:0"><img src="data:image/svg+xml;base64,{data}" '
        f'width="{size}" height="{size}" style="display:block"></body>'
    )
    page.wait_for_function("document.images[0].complete")
    png = page.screenshot(omit_background=True)
    context.close()
    return Image.open(io.BytesIO(png)).convert("RGBA")


def main() -> None:
    import importlib.util

    # the tests' browser helper (tests/_browser.py), loaded from its file: tests/ is not a package
    spec = importlib.util.spec_from_file_location("_browser", HERE.parent / "tests" / "_browser.py")
    browser_helper = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(browser_helper)
    chromium = browser_helper.chromium

    with chromium() as browser:
        images = [render(browser, size) for size in SIZES]
    images[-1].save(ICO, format="ICO", sizes=[(s, s) for s in SIZES], append_images=images[:-1])
    print(f"wrote {ICO} ({ICO.stat().st_size} bytes, {len(SIZES)} sizes)")


if __name__ == "__main__":
    main()
