"""Every figure a notebook saves is shown in the cell that saves it, and the stored image is the
committed file in figures/, byte for byte (so the notebooks and figures/ cannot drift apart)."""

import base64
import re

import pytest

from _notebooks import IDS, ROOT, read_ipynb

SAVED = re.compile(r"^saved build/figures/(?P<name>[^/\s]+\.png)$", re.M)


def _shown(stem):
    """[(figure names the cell says it saved, PNG images the cell shows)] for every code cell."""
    out = []
    for cell in read_ipynb(stem).cells:
        if cell.cell_type != "code":
            continue
        text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        images = [
            base64.b64decode(o.data["image/png"])
            for o in cell.outputs
            if o.output_type in ("display_data", "execute_result") and "image/png" in o.get("data", {})
        ]
        if SAVED.search(text) or images:
            out.append(([m["name"] for m in SAVED.finditer(text)], images))
    return out


@pytest.mark.parametrize("stem", IDS)
def test_every_saved_figure_is_shown_where_it_is_saved(stem):
    cells = _shown(stem)
    if "savefig(" in (ROOT / "notebooks" / f"{stem}.py").read_text():
        assert cells, f"{stem} saves figures but its stored outputs show none"
    for names, images in cells:
        assert len(names) == len(images), f"{stem}: cell saves {names} but shows {len(images)} image(s)"
        for name, png in zip(names, images):
            assert name.startswith(f"{stem}-"), f"figure {name} is not named after its notebook {stem}"
            committed = ROOT / "figures" / name
            assert committed.exists(), f"{name} is shown in {stem} but missing from figures/"
            assert png == committed.read_bytes(), f"{name}: the image in {stem}.ipynb differs from figures/{name}"


def test_every_committed_figure_is_shown_by_a_notebook():
    shown = {name for stem in IDS for names, _ in _shown(stem) for name in names}
    committed = {p.name for p in (ROOT / "figures").glob("*.png")}
    assert committed == shown
