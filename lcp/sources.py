"""The source texts the companion checks, and verbatim quotes from them.

Two versions of the paper are sources: the manuscript of May 2025 (the seed
``limit-continuous-poker-2025-05.md``, with its April draft) and the revision posted as arXiv:2606.01390 v1
(31 May 2026), whose LaTeX of February 2026 lies in ``../shared/sources/lcp-revised-2026-02/``. The other
seeds (finite decks, the toddler-poker blog, the Kuhn thesis) are sources too.

A :class:`Quote` pins a row of :mod:`lcp.errata` or :mod:`lcp.claims` to the words of its source: ``text``
occurs verbatim (whitespace normalised) within :data:`WINDOW` characters after an occurrence of ``at``, a
heading, a theorem's name or a paragraph's opening words that also occur verbatim. ``tests/test_sources.py``
finds every quote where ``../shared`` is present.

Every row of the errata and the claims also states the *revision status* of what it concerns
(:data:`REVISION_STATUSES`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from . import _validate

#: The revised paper (LaTeX of February 2026; posted as arXiv:2606.01390 v1, 31 May 2026).
REVISION = "lcp-revised-2026-02"
#: How the revision is cited.
REVISION_CITATION = "A. Spears, Limit Continuous Poker, arXiv:2606.01390 v1 (31 May 2026)"
#: A quote must start within this many (normalised) characters after its anchor.
WINDOW = 12_000

REVISION_STATUSES = {
    "persists": "the revision prints the same statement (quoted from it)",
    "fixed": "the revision corrects it (its corrected words quoted)",
    "gone": "the revision no longer has the passage",
    "new": "a statement the revision adds",
    "other": "from a source other than the paper; the revision does not concern it",
}


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
    default = Path(__file__).resolve().parents[2] / "shared"
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


def path(source: str, file: str = "") -> Path:
    """The file holding ``source`` (a seed's file name, or :data:`REVISION` with a section folder).

    Parameters
    ----------
    source : str
        A seed's file name, or :data:`REVISION`.
    file : str
        The revision's section folder (required for the revision, refused for a seed).

    Returns
    -------
    pathlib.Path
        The path under :func:`shared_dir` (not checked to exist).

    Examples
    --------
    >>> path(REVISION, "solving_lcp").relative_to(shared_dir()).as_posix()
    'sources/lcp-revised-2026-02/sections/solving_lcp/solving_lcp.tex'
    """
    source, file = _validate.text(source, "source"), _validate.text(file, "file")
    if source == REVISION:
        if not file:
            raise ValueError("a quote from the revision names its section folder (file=...)")
        return shared_dir() / "sources" / REVISION / "sections" / file / f"{file}.tex"
    if file:
        raise ValueError(f"a quote from the seed {source!r} takes no file; got {file!r}")
    return shared_dir() / "seeds" / source


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


def locate(source: str, quote: Quote) -> int | None:
    r"""The position of ``quote.text`` in the normalised source, or None if it does not stand at ``quote.at``.

    Parameters
    ----------
    source : str
        A seed's file name, or :data:`REVISION`.
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
