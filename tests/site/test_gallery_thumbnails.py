"""The gallery stays light (issue 60, item 5): each figure is shown as a small PNG made at build time, the same
bytes from the same figure, linking to the figure at full size (the built page's weight: tests/site/test_book.py)."""

from __future__ import annotations

import io

from PIL import Image

from _notebooks import ROOT
from book import gallery

FIGURES = sorted((ROOT / "figures").glob("*.png"))


def test_a_thumbnail_is_small_the_same_bytes_and_the_figure_drawn_smaller(tmp_path):
    png = min(FIGURES, key=lambda p: p.stat().st_size).read_bytes()
    small = gallery.thumbnail(png)
    assert small == gallery.thumbnail(png)  # byte-stable
    with Image.open(io.BytesIO(png)) as full, Image.open(io.BytesIO(small)) as thumb:
        assert thumb.width == min(full.width, gallery.THUMB_WIDTH)
        assert abs(thumb.height / thumb.width - full.height / full.width) < 0.01  # the figure's shape
        assert "dpi" not in thumb.info and not thumb.text  # no metadata that could differ
    assert len(small) < len(png) / 2


def test_the_gallery_links_each_thumbnail_to_its_figure_and_keeps_it(tmp_path, monkeypatch):
    (tmp_path / "figures").mkdir()
    source = min(FIGURES, key=lambda p: p.stat().st_size)
    (tmp_path / "figures" / source.name).write_bytes(source.read_bytes())
    staged = gallery.staged(tmp_path)
    assert staged[gallery.Path("_extra", gallery.FULL, source.name)] == source.read_bytes()
    thumb = staged[gallery.Path("_extra", gallery.THUMBS, source.name)]
    monkeypatch.setattr(gallery, "thumbnail", lambda png, width=0: b"not made again")
    assert gallery.staged(tmp_path)[gallery.Path("_extra", gallery.THUMBS, source.name)] == thumb  # kept
    page = gallery.gallery_page(ROOT)
    for png in FIGURES:
        assert f'href="{gallery.FULL}/{png.name}"><img ' in page and f'src="{gallery.THUMBS}/{png.name}"' in page
