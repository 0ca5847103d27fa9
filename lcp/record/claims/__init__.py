r"""Every claim of every source, with what the companion found and where.

One row per claim a source makes (a numbered result, a printed value, a stated property), in the
source's order, in :data:`CLAIMS`, kept in files by source and section (``_*.py``). Each row is a
:class:`Claim` with a permanent id (``C-rev-014``: :mod:`lcp.record` says how ids are given), a severity and
a ``status``, one of :data:`STATUSES`, each defined in :data:`MEANING` (the claims page shows the
definitions):

* ``proved``: true as printed, shown for every parameter value, symbolically or by an exact argument;
* ``verified``: true for the instances the source states, checked exactly (in rationals) or numerically,
  not shown in general;
* ``refuted``: false as printed (a counterexample or an exact computation contradicts it); the errata
  (:mod:`lcp.record.errata`) give the corrected statement;
* ``imprecise``: not false as printed, but misleading, incomplete, or not supported by the source's own
  argument; the note (and an erratum, where a correction helps) says what is missing;
* ``misattributed``: right in substance, but credited to the wrong work, author, year or place;
* ``ambiguous``: the source admits two readings, one right and one wrong; ``note`` says which is which;
* ``open``: not settled here (``note`` says what is missing).

``cell`` is the tag of the notebook cell that settles the claim (``tests/record/test_claims.py`` checks that it
exists); an ``open`` claim may name none. A claim that restates the words an erratum quotes names it
(``erratum="E-man-001"``): the correction is the erratum's, and a claim whose quote would be the erratum's
own leaves it out (it is read from the erratum), so the words are quoted, and corrected, in one place. The site's claims page is generated from this table. The text
fields write formulas as ``$...$`` TeX (the convention is :mod:`lcp.record.markup`'s); ``python -m lcp.record.claims``
prints, filters and exports the rows (``--help``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from lcp.core import _validate
from lcp.record import _format as _record_format
from lcp.record import markup
from lcp.record.sources import BLOG, COMPANION, DECKS, DRAFT, MANUSCRIPT, REVISION, SOURCES, THESIS, Quote  # noqa: F401  (public here: lcp.record.claims.MANUSCRIPT, ...)

from . import (
    _blog_and_thesis,
    _companion,
    _draft_and_decks,
    _paper_analysis,
    _paper_equilibrium,
    _revision,
    _revision_analysis,
    _revision_appendices,
    _revision_open_questions,
    _revision_reading,
    _revision_uniqueness,
)
from ._claim import MEANING, STATUSES, Claim  # noqa: F401  (STATUSES: the public vocabulary, lcp.record.claims.STATUSES)

PAPER = MANUSCRIPT  # the name the tests have long used for the manuscript
#: The statuses of a claim that needs correcting (an erratum gives the correction).
FLAWED = ("refuted", "imprecise", "misattributed")
SOURCE_TITLES = {s: s.title for s in SOURCES}

CLAIMS: tuple[Claim, ...] = (
    *_paper_equilibrium.ROWS,
    *_paper_analysis.ROWS,
    *_revision_uniqueness.ROWS,
    *_revision.ROWS,
    *_revision_analysis.ROWS,
    *_revision_appendices.ROWS,
    *_revision_reading.ROWS,
    *_revision_open_questions.ROWS,
    *_draft_and_decks.ROWS,
    *_blog_and_thesis.ROWS,
    *_companion.ROWS,  # the companion's own earlier statements (issue 58)
)
#: Ids withdrawn for good, with the reason (an id is never given again; the site keeps an anchor for it).
RETIRED: dict[str, str] = {}
_record_format.check_table(CLAIMS, RETIRED)


def counts(claims: Iterable[Claim] = CLAIMS) -> Counter[str]:
    """How many claims have each status.

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).

    Returns
    -------
    collections.Counter
        Status -> number of claims.

    Examples
    --------
    >>> counts(CLAIMS[:3])
    Counter({'proved': 2, 'refuted': 1})
    >>> set(counts()) <= set(STATUSES)
    True
    """
    return Counter(c.status for c in _validate.records(claims, "claims", Claim))


def for_notebook(notebook: str) -> tuple[Claim, ...]:
    """The claims settled in ``notebook``.

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.

    Returns
    -------
    tuple of Claim
        Its rows of :data:`CLAIMS`, in the sources' order.

    Examples
    --------
    >>> all(c.notebook == "01_fixed_bet" for c in for_notebook("01_fixed_bet")), for_notebook("no such notebook")
    (True, ())
    """

    notebook = _validate.text(notebook, "notebook")
    return tuple(c for c in CLAIMS if c.notebook == notebook)


def markdown(claims: Sequence[Claim] = CLAIMS) -> str:
    r"""The claims as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).

    Returns
    -------
    str
        The table: each row's id, source in a word, place, claim, status, cell and note (the text cells
        rendered by :func:`lcp.record.markup.markdown_cell`; the note ends with the erratum the claim names).

    Examples
    --------
    >>> row = Claim(id="C-man-099", source=MANUSCRIPT, severity="major", status="verified", where="Sec. 9",
    ...             statement=r"$V(0, \infty) = 1/14$", notebook="02_no_limit", cell="nlcp-value",
    ...             quote=Quote("## 9", "1/14"), revision="gone")
    >>> print(markdown([row]).splitlines()[-1])
    | C-man-099 | manuscript | Sec. 9 | $V(0, \infty) = 1/14$ | verified | `notebooks/02_no_limit` cell `nlcp-value` | - |
    """
    claims = _validate.records(claims, "claims", Claim)
    return markup.markdown_table(
        ["id", "source", "where", "claim", "status", "settled in", "note"],
        (
            [
                c.id,
                c.source.short,
                markup.markdown_cell(c.where),
                markup.markdown_cell(c.statement),
                c.status,
                f"`notebooks/{c.notebook}` cell `{c.cell}`" if c.notebook else "-",
                " ".join(filter(None, (markup.markdown_cell(c.note), c.erratum and f"(erratum {c.erratum})"))) or "-",
            ]
            for c in claims
        ),
    )


def text(claims: Sequence[Claim] = CLAIMS, width: int = 100) -> str:
    r"""The claims as plain text for a terminal: one block per row, formulas in Unicode where they read well.

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).
    width : int
        The line width the blocks are wrapped to (a formula is never split).

    Returns
    -------
    str
        One block per row, headed by its id, separated by blank lines (what ``python -m lcp.record.claims`` prints).

    Examples
    --------
    >>> row = Claim(id="C-man-099", source=MANUSCRIPT, severity="major", status="verified", where="Sec. 9",
    ...             statement=r"$V(0, \infty) = 1/14$", notebook="02_no_limit", cell="nlcp-value",
    ...             quote=Quote("## 9", "1/14"), revision="gone")
    >>> print(text([row]).splitlines()[0:2])
    ['C-man-099 (major). manuscript: Sec. 9', '   claim:      V(0, ∞) = 1/14']
    """
    claims, width = _validate.records(claims, "claims", Claim), _validate.integer(width, "width", 10)
    blocks = []
    for c in claims:
        fields = [("claim", c.statement), ("status", f"{c.status} ({MEANING[c.status]})")]
        if c.notebook:
            fields.append(("settled in", f"notebooks/{c.notebook}, cell {c.cell}"))
        if c.note:
            fields.append(("note", c.note))
        if c.erratum:
            fields.append(("erratum", f"{c.erratum} (on the words it quotes)"))
        fields.append(("revision", c.revision + (f": {c.revision_where}" if c.revision_where else "")))
        blocks.append(markup.plain_block(f"{c.id} ({c.severity}). {c.source.short}: {c.where}", fields, width))
    return "\n\n".join(blocks)
