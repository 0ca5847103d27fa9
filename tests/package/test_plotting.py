"""lcp.plotting: figures land in the scratch folder (or $LCP_FIGURES_DIR), atomically, byte-stable."""

import matplotlib.pyplot as plt
import pytest

from lcp import plotting
from lcp.continuous import fixed_bet, no_limit


def _profile():
    eq = no_limit.solve()
    fig, axes = plotting.new_figure()
    plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, [0.0, 1.0, 2.0], 2.0, "t")
    return fig


def test_savefig_is_byte_stable(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("LCP_FIGURES_DIR", str(tmp_path))
    plotting.savefig(_profile(), "profile")
    first = (tmp_path / "profile.png").read_bytes()
    plotting.savefig(_profile(), "profile")
    assert (tmp_path / "profile.png").read_bytes() == first
    assert b"Software" not in first[:2000]  # no version string in the PNG metadata
    assert capsys.readouterr().out.splitlines() == [f"saved {tmp_path / 'profile.png'}"] * 2
    assert [p.name for p in tmp_path.iterdir()] == ["profile.png"]  # no temporary file left behind


def test_fixed_bet_profile_draws(tmp_path, monkeypatch):
    monkeypatch.setenv("LCP_FIGURES_DIR", str(tmp_path))
    eq = fixed_bet.solve(1.0)
    fig, axes = plotting.new_figure()
    plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, [eq.B], 2.0, "t")
    assert {t.get_text() for t in axes[0, 0].get_legend().get_texts()} == {
        "Bet function",
        "Call region",
        "Call threshold",
    }


@pytest.mark.parametrize("bad", ["", "a/b", "x.png"])
def test_bad_names(bad):
    with pytest.raises(ValueError, match="name must be a bare figure name"):
        plotting.savefig(None, bad)


def test_default_folder_is_the_projects_scratch_folder(monkeypatch):
    monkeypatch.delenv("LCP_FIGURES_DIR", raising=False)
    folder = plotting.figures_dir()
    assert folder.relative_to(plotting.PROJECT).as_posix() == "build/figures"  # never the committed figures/
    assert (plotting.PROJECT / "lcp").is_dir()
    assert "build/" in (plotting.PROJECT / ".gitignore").read_text().split()


def test_shown_path_is_relative_inside_the_project():
    assert plotting._shown_path(plotting.PROJECT / "build" / "figures" / "a.png") == "build/figures/a.png"
    assert plotting._shown_path(plotting.PROJECT.parent / "elsewhere.png") == str(
        plotting.PROJECT.parent / "elsewhere.png"
    )


def test_interrupt_inside_savefig_never_leaves_a_truncated_png(tmp_path, monkeypatch):
    """The reported failure: Ctrl-C while matplotlib writes the PNG (here: after its first bytes)."""
    monkeypatch.setenv("LCP_FIGURES_DIR", str(tmp_path))
    plotting.savefig(_profile(), "profile")
    good = (tmp_path / "profile.png").read_bytes()
    fig = _profile()

    def interrupted_savefig(f, **kwargs):
        f.write(good[:100])
        raise KeyboardInterrupt

    monkeypatch.setattr(fig, "savefig", interrupted_savefig)
    with pytest.raises(KeyboardInterrupt):
        plotting.savefig(fig, "profile")
    plt.close(fig)
    assert (tmp_path / "profile.png").read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["profile.png"]


def test_region_labels_stay_inside_their_regions():
    """A tall narrow strip gets an upright label, a wide region a level one, each inside its region."""
    import numpy as np
    from matplotlib.transforms import Bbox

    n = 200
    code = np.zeros((n, n), dtype=int)
    code[:, : n // 8] = 1  # a strip 1/8 wide, full height
    fig, axes = plotting.new_figure(width=4.0, height=4.0)
    ax = axes[0, 0]
    ax.imshow(code, origin="lower", extent=(0, 1, 0, 1))
    plotting.label_regions(ax, code, ["wide region", "narrow strip"])
    fig.canvas.draw()
    texts = {t.get_text().replace("\n", " "): t for t in ax.texts}
    assert set(texts) == {"Wide region", "Narrow strip"}
    assert texts["Narrow strip"].get_rotation() == 90 and texts["Wide region"].get_rotation() == 0
    to_axes = ax.transAxes.inverted()
    strip = Bbox.from_extents(0, 0, 1 / 8, 1)
    for name, t in texts.items():
        box = Bbox(to_axes.transform(t.get_window_extent()))
        assert 0 <= box.x0 and box.x1 <= 1 and 0 <= box.y0 and box.y1 <= 1, name
        inside_strip = strip.x0 <= box.x0 and box.x1 <= strip.x1 + 1e-9
        assert inside_strip == (name == "Narrow strip"), (name, box)
    plotting.plt.close(fig)


def test_region_too_small_for_a_label_gets_none():
    import numpy as np

    code = np.zeros((100, 100), dtype=int)
    code[:2, :2] = 1  # 4 cells of 10000
    fig, axes = plotting.new_figure(width=3.0, height=3.0)
    plotting.label_regions(axes[0, 0], code, ["big", "tiny"])
    assert [t.get_text() for t in axes[0, 0].texts] == ["Big"]
    plotting.plt.close(fig)


def test_installed_package_writes_to_the_working_directory(tmp_path, monkeypatch):
    """Outside a source checkout (an installed wheel) figures go to ./lcp-figures, never site-packages."""
    monkeypatch.delenv("LCP_FIGURES_DIR", raising=False)
    monkeypatch.setattr(plotting, "PROJECT", tmp_path / "site-packages")
    monkeypatch.chdir(tmp_path)
    assert not plotting.in_checkout()
    assert plotting.figures_dir() == tmp_path / "lcp-figures"


def test_caption_needs_number_caption_and_alt():
    with pytest.raises(ValueError, match=r"figure, caption and alt go together: .*caption"):
        plotting.savefig(None, "x", caption="A caption.")
    with pytest.raises(ValueError, match="alt must be a non-empty string"):
        plotting.savefig(None, "x", figure="1.1", caption="A caption.", alt=" ")


def test_caption_carries_the_alt_text_escaped():
    html = plotting.caption_html("4.2", "EV of <em>x</em>.", 'The "EV" curves')
    assert html.startswith(
        '<figcaption class="lcp-caption mathjax_process" data-figure="4.2" data-alt="The &quot;EV&quot; curves">'
    )
    assert "<strong>Figure 4.2.</strong> EV of <em>x</em>." in html
