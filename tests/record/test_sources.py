"""lcp.record.sources: every erratum and claim quotes its source verbatim, at the place it names, and states its
status in the revised paper. Skipped where the source texts (``../shared``) are absent."""

import pytest

from lcp.record import claims, errata, sources

ROWS = [*errata.ERRATA, *claims.CLAIMS]
LCP_SOURCES = {errata.PAPER, errata.DRAFT, sources.REVISION}
HAVE_SOURCES = (sources.shared_dir() / "seeds").is_dir() and (
    sources.shared_dir() / "sources" / sources.REVISION.file
).is_dir()
needs_sources = pytest.mark.skipif(
    not HAVE_SOURCES, reason="the source texts ../shared/seeds and ../shared/sources are not here"
)


def _id(row):
    return row.id


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_row_states_a_revision_status(row):
    r = row
    assert r.revision in sources.REVISION_STATUSES, r
    if r.source in LCP_SOURCES:
        assert r.revision != "other", r  # a row about the paper says what became of it
        if r.revision in ("persists", "fixed", "new"):
            assert r.revision_where and r.revision_quote, r
        if r.source == sources.REVISION:
            assert r.revision == "new", r
    else:
        assert r.revision == "other", r


@needs_sources
@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_quotes_stand_verbatim_where_named(row):
    r = row
    assert r.quote is not None, f"{r.source} {r.where}: no quote"
    assert sources.locate(r.source, r.quote) is not None, (r.source, r.quote)
    if r.revision_quote is not None:
        assert sources.locate(sources.REVISION, r.revision_quote) is not None, r.revision_quote


def test_locate_refuses_a_quote_away_from_its_anchor(tmp_path, monkeypatch):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "s.md").write_text("## A\nfirst words\n" + "x " * sources.WINDOW + "\n## B\nlast   words\n")
    monkeypatch.setenv("LCP_SHARED", str(tmp_path))
    assert sources.locate("s.md", sources.Quote("## B", "last words")) is not None  # whitespace normalised
    assert sources.locate("s.md", sources.Quote("## A", "first words")) is not None
    assert sources.locate("s.md", sources.Quote("## A", "last words")) is None  # too far from its anchor
    assert sources.locate("s.md", sources.Quote("## C", "first words")) is None  # no such anchor
    with pytest.raises(ValueError, match="section folder"):
        sources.path(sources.REVISION)
