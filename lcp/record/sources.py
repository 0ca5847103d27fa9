"""The seven source texts the companion checks (one registry, :data:`SOURCES`), and verbatim quotes from them.

Two versions of the paper are sources: the manuscript of May 2025 (the seed
``limit-continuous-poker-2025-05.md``, with its April draft) and the revision posted as arXiv:2606.01390 v1
(31 May 2026), whose LaTeX of February 2026 lies in ``../shared/sources/lcp-revised-2026-02/``. The other
seeds (finite decks, the toddler-poker blog, the Kuhn thesis) are sources too, and so is the companion itself:
its rows (:data:`COMPANION`, ``E-cmp-001``) record corrections of the companion's own earlier statements, quoted
from ``lcp/data/companion-statements.md``, which keeps each statement's words as the companion printed them
(file and commit named there). Each is one :class:`Source`,
defined here and only here: its key (``"revision"``), the code in the ids of its rows (``E-rev-014``), its
file, and how tables, filters and headings name it.

A :class:`Quote` pins a row of :mod:`lcp.record.errata` or :mod:`lcp.record.claims` to the words of its source: ``text``
occurs verbatim (whitespace normalised) within :data:`WINDOW` characters after an occurrence of ``at``, a
heading, a theorem's name or a paragraph's opening words that also occur verbatim. ``tests/record/test_sources.py``
finds every quote where ``../shared`` is present.

Every row of the errata and the claims also states the *revision status* of what it concerns
(:data:`REVISION_STATUSES`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from lcp.core import _validate


@dataclass(frozen=True)
class Source:
    """A source text: how rows, ids, tables and headings name it.

    Attributes
    ----------
    key : str
        Its name in data and on the command line (``"manuscript"``, ``"revision"``, ...).
    code : str
        The three letters in the ids of its rows (``E-rev-014``, ``C-man-003``).
    file : str
        The seed's file name under ``seeds/``, or the revision's folder under ``sources/``.
    short : str
        A word or two, for a table's column.
    label : str
        A short phrase with its date, for the site's filters.
    title : str
        Its full title, for headings.
    citation : str
        How it is cited.

    Examples
    --------
    >>> REVISION.key, REVISION.code, str(REVISION)
    ('revision', 'rev', 'revision')
    >>> by_key("finite-decks") is DECKS, by_key(DECKS.file) is DECKS
    (True, True)
    """

    key: str
    code: str
    file: str
    short: str
    label: str
    title: str
    citation: str = ""

    def __str__(self) -> str:
        return self.key


MANUSCRIPT = Source(
    "manuscript",
    "man",
    "limit-continuous-poker-2025-05.md",
    "manuscript",
    "the manuscript (May 2025)",
    "Limit Continuous Poker (the manuscript, May 2025)",
    "A. Spears, Limit Continuous Poker, manuscript (24 May 2025)",
)
#: The revised paper (LaTeX of February 2026; posted as arXiv:2606.01390 v1, 31 May 2026).
REVISION = Source(
    "revision",
    "rev",
    "lcp-revised-2026-02",
    "revision",
    "the revision (arXiv:2606.01390)",
    "Limit Continuous Poker (the revision, arXiv:2606.01390 v1, May 2026)",
    "A. Spears, Limit Continuous Poker, arXiv:2606.01390 v1 (31 May 2026)",
)
DRAFT = Source(
    "draft",
    "dft",
    "limit-continuous-poker-draft-2025-04.md",
    "draft",
    "the draft (April 2025)",
    "Limit Continuous Poker (the draft, April 2025)",
    "A. Spears, Limit Continuous Poker, draft (April 2025)",
)
DECKS = Source(
    "finite-decks",
    "ktz",
    "von-neumann-newman-finite-decks.md",
    "finite-deck paper",
    "finite decks (KTZ)",
    "Krityakierne, Thanatipanonda, Zeilberger: von Neumann and Newman poker with finite decks",
    "T. Krityakierne, T. Thanatipanonda, D. Zeilberger, Analysis of von Neumann and Newman poker with finite decks",
)
BLOG = Source(
    "blog",
    "blg",
    "toddler-poker-blog.md",
    "toddler-poker blog",
    "the toddler-poker blog",
    "Toddler poker (blog post and comments)",
    "Toddler poker (blog post and comments)",
)
THESIS = Source(
    "thesis",
    "ths",
    "kuhn-poker-sandbagging-thesis.md",
    "sandbagging thesis",
    "the sandbagging thesis",
    "Kuhn poker with check-raising (the sandbagging thesis)",
    "Kuhn poker with check-raising (thesis)",
)

#: The companion itself: its rows correct the companion's own earlier statements (notebooks, README,
#: docstrings), re-read by recomputation (issue 58); their words are kept in ``lcp/data/`` (:func:`path`).
COMPANION = Source(
    "companion",
    "cmp",
    "companion-statements.md",
    "this companion",
    "this companion (its own earlier statements)",
    "This companion: its own earlier statements, corrected",
    "The reproducible companion to Limit Continuous Poker (this repository): its own earlier statements",
)

#: Every source, in the order the tables show them.
SOURCES: tuple[Source, ...] = (MANUSCRIPT, REVISION, DRAFT, DECKS, BLOG, THESIS, COMPANION)
#: How the revision is cited.
REVISION_CITATION = REVISION.citation
#: A quote must start within this many (normalised) characters after its anchor.
WINDOW = 12_000

REVISION_STATUSES = {
    "persists": "the revision prints the same statement (quoted from it)",
    "fixed": "the revision corrects it (its corrected words quoted)",
    "gone": "the revision no longer has the passage",
    "new": "a statement the revision adds",
    "other": "from a source other than the paper; the revision does not concern it",
}


def by_key(name: str) -> Source:
    """The source named ``name``: its key (``"revision"``), its code (``"rev"``) or its file name.

    Parameters
    ----------
    name : str
        A key, a code or a file name of :data:`SOURCES`.

    Returns
    -------
    Source

    Raises
    ------
    ValueError
        If no source has that name (the message lists the keys).

    Examples
    --------
    >>> by_key("rev") is REVISION
    True
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a source's key, code or file name (str); got {name!r}")
    for source in SOURCES:
        if name in (source.key, source.code, source.file):
            return source
    raise ValueError(
        f"name must be the key, code or file name of a source (keys: {', '.join(s.key for s in SOURCES)}); got {name!r}"
    )


def shared_dir() -> Path:
    """Where the source texts sit: ``$LCP_SHARED`` or ``../shared`` beside the repository.

    Returns
    -------
    pathlib.Path
        The folder (it may be absent: the tests that need it skip).

    Examples
    --------
    >>> os.environ.get("LCP_SHARED") is not None or shared_dir().name == "shared"
    True
    """
    default = Path(__file__).resolve().parents[3] / "shared"
    return Path(os.environ.get("LCP_SHARED", default))


@dataclass(frozen=True)
class Quote:
    """Words of a source, verbatim, and the place they stand.

    ``file`` is empty for a seed (the row's own source file) and, for the revision, the section's folder
    under ``sections/`` (``"solving_lcp"``, ``"appendix_monotone"``, ...).

    Attributes
    ----------
    at : str
        An anchor that occurs verbatim in the source.
    text : str
        The quoted words, within :data:`WINDOW` characters after the anchor.
    file : str
        The revision's section folder, or empty for a seed.

    Examples
    --------
    >>> Quote("Theorem 4.1", "unique admissible equilibrium").file
    ''
    """

    at: str
    text: str
    file: str = ""


def path(source: Source | str, file: str = "") -> Path:
    """The file holding ``source`` (a seed, or :data:`REVISION` with a section folder).

    Parameters
    ----------
    source : Source or str
        A source of :data:`SOURCES`, or its key, code or file name (any other ``.md`` name is a seed).
    file : str
        The revision's section folder (required for the revision, refused for a seed and the companion).

    Returns
    -------
    pathlib.Path
        The path under :func:`shared_dir` (not checked to exist); for :data:`COMPANION`, the file in
        ``lcp/data/``.

    Examples
    --------
    >>> path(REVISION, "solving_lcp").relative_to(shared_dir()).as_posix()
    'sources/lcp-revised-2026-02/sections/solving_lcp/solving_lcp.tex'
    >>> path(COMPANION).name, path(COMPANION).parent.name   # the companion's own words: in the package
    ('companion-statements.md', 'data')
    """
    file = _validate.text(file, "file")
    if not isinstance(source, (str, Source)):
        raise TypeError(f"source must be a Source or its key or file name; got {type(source).__name__} {source!r}")
    if isinstance(source, str):  # a key, or a seed's file name (a registered one or another .md)
        source = (
            by_key(source)
            if not source.endswith(".md") or source in {s.file for s in SOURCES}
            else Source(source, "", source, "", "", "")
        )
    if source is REVISION:
        if not file:
            raise ValueError("a quote from the revision names its section folder (file=...)")
        return shared_dir() / "sources" / REVISION.file / "sections" / file / f"{file}.tex"
    if source is COMPANION:  # the companion's own words travel with the package
        if file:
            raise ValueError(f"a quote from the companion takes no file; got {file!r}")
        return Path(__file__).resolve().parents[1] / "data" / COMPANION.file
    if file:
        raise ValueError(f"a quote from the seed {source.file!r} takes no file; got {file!r}")
    return shared_dir() / "seeds" / source.file


def normalise(text: str) -> str:
    r"""Whitespace runs become one space; the ends are stripped.

    Parameters
    ----------
    text : str
        Any text.

    Returns
    -------
    str
        The normalised text.

    Examples
    --------
    >>> normalise("  the unique\n   admissible\tequilibrium ")
    'the unique admissible equilibrium'
    """
    return re.sub(r"\s+", " ", _validate.text(text, "text")).strip()


def locate(source: Source | str, quote: Quote) -> int | None:
    r"""The position of ``quote.text`` in the normalised source, or None if it does not stand at ``quote.at``.

    Parameters
    ----------
    source : Source or str
        A source of :data:`SOURCES` (or its key, code or file name).
    quote : Quote
        The quote to find.

    Returns
    -------
    int or None
        The position in the normalised text.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "seeds").mkdir()
    >>> _ = (folder / "seeds" / "toy.md").write_text("## Result\nThe value is\n  1/18.", encoding="utf-8")
    >>> from unittest import mock
    >>> with mock.patch.dict(os.environ, LCP_SHARED=str(folder)):
    ...     locate("toy.md", Quote("## Result", "value is 1/18")), locate("toy.md", Quote("## Result", "1/14"))
    (14, None)

    """

    if not isinstance(quote, Quote):
        raise TypeError(f"quote must be a Quote; got {type(quote).__name__} {quote!r}")
    body = normalise(path(source, quote.file).read_text(encoding="utf-8"))
    at, text = normalise(quote.at), normalise(quote.text)
    start = body.find(at)
    while start >= 0:
        hit = body.find(text, start)
        if 0 <= hit <= start + len(at) + WINDOW:
            return hit
        start = body.find(at, start + 1)
    return None
