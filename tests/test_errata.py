"""lcp.errata: every row names a seed that exists and a notebook cell (by tag) that proves it."""

import pytest

from _notebooks import ROOT, read_py, tags
from lcp import errata, sources

SEEDS = ROOT.parent / "shared" / "seeds"


@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.cell)
def test_row_is_backed_by_a_tagged_cell(row):
    cells = [c for c in read_py(row.notebook).cells if row.cell in tags(c)]
    assert len(cells) == 1, f"notebooks/{row.notebook}.py has no cell tagged {row.cell!r}"
    assert "assert" in cells[0].source  # the proving cell asserts, it does not just print


@pytest.mark.parametrize("row", errata.ERRATA, ids=lambda e: e.cell)
def test_row_names_a_known_source(row):
    assert row.source in {errata.PAPER, errata.DRAFT, errata.DECKS, errata.BLOG, errata.THESIS, errata.REVISION}
    if row.source == errata.REVISION:
        assert row.quote is not None and row.quote.file, row  # the revision's section file is named
        if sources.path(row.source, row.quote.file).parents[2].is_dir():
            assert sources.path(row.source, row.quote.file).exists()
    elif SEEDS.is_dir():  # the seeds sit beside the repository in this workplace (and in CI)
        assert (SEEDS / row.source).exists()
    assert row.printed and row.corrected and row.printed != row.corrected


def test_markdown_has_a_row_per_erratum():
    lines = errata.markdown().splitlines()
    assert len(lines) == 2 + len(errata.ERRATA)
    assert errata.for_notebook("01_fixed_bet")
