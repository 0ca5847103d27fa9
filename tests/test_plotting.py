"""lcp.plotting: figures land in $LCP_FIGURES_DIR and are byte-stable."""

import pytest

from lcp import fixed_bet, no_limit, plotting


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
    assert capsys.readouterr().out.splitlines() == ["saved figures/profile.png"] * 2


def test_fixed_bet_profile_draws(tmp_path, monkeypatch):
    monkeypatch.setenv("LCP_FIGURES_DIR", str(tmp_path))
    eq = fixed_bet.solve(1.0)
    fig, axes = plotting.new_figure()
    plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, [eq.B], 2.0, "t")
    assert {t.get_text() for t in axes[0, 0].get_legend().get_texts()} == {"Bet function", "Call region", "Call threshold"}


@pytest.mark.parametrize("bad", ["", "a/b", "x.png"])
def test_bad_names(bad):
    with pytest.raises(ValueError, match="name must be a bare figure name"):
        plotting.savefig(None, bad)


def test_default_folder_is_the_projects(monkeypatch):
    monkeypatch.delenv("LCP_FIGURES_DIR")
    assert plotting.figures_dir().name == "figures"
    assert (plotting.figures_dir().parent / "lcp").is_dir()
