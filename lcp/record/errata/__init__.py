r"""Every discrepancy found in the source texts, with the corrected statement and where it is proved.

One table for the whole companion, :data:`ERRATA`, kept in files by where the errors stand (the manuscript,
the revision's uniqueness statements, the revision's own statements, the other sources, the companion's own
earlier statements: ``_*.py``). Each row
is an :class:`Erratum` with a permanent id (``E-rev-014``: :mod:`lcp.record` says how ids are given), a
severity, the printed and the corrected statement, and the notebook cell whose assertions prove the
correction (``tests/record/test_errata.py`` checks that the cell exists). The text fields write formulas as
``$...$`` TeX (the convention is :mod:`lcp.record.markup`'s). Each notebook shows its own rows with
:func:`for_notebook`; ``python -m lcp.record.errata`` prints, filters and exports the rows (``--help``).
"""

from __future__ import annotations

from collections.abc import Sequence

from lcp.core import _validate
from lcp.record import _format as _record_format
from lcp.record import markup
from lcp.record.sources import BLOG, COMPANION, DECKS, DRAFT, MANUSCRIPT, REVISION, THESIS, Quote  # noqa: F401  (public here: lcp.record.errata.MANUSCRIPT, ...)

from . import (
    _companion,
    _other_sources,
    _paper_early,
    _paper_equations,
    _revision,
    _revision_analysis,
    _revision_reading,
    _revision_uniqueness,
)
from ._erratum import Erratum

PAPER = MANUSCRIPT  # the name the tests and notebooks have long used for the manuscript

ERRATA: tuple[Erratum, ...] = (
    *_paper_early.ROWS,
    *_revision_uniqueness.ROWS,
    *_paper_equations.ROWS,
    *_revision.ROWS,
    *_revision_analysis.ROWS,
    *_revision_reading.ROWS,
    *_other_sources.ROWS,
    *_companion.ROWS,  # the companion's own earlier statements (issue 58)
)
#: Ids withdrawn for good, with the reason (an id is never given again; the site keeps an anchor for it).
RETIRED: dict[str, str] = {}
_record_format.check_table(ERRATA, RETIRED)


def for_notebook(notebook: str) -> tuple[Erratum, ...]:
    """The errata proved in ``notebook`` (e.g. ``"01_fixed_bet"``).

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.

    Returns
    -------
    tuple of Erratum
        Its rows of :data:`ERRATA`, in table order.

    Examples
    --------
    >>> all(e.notebook == "01_fixed_bet" for e in for_notebook("01_fixed_bet")), for_notebook("no such notebook")
    (True, ())
    """
    notebook = _validate.text(notebook, "notebook")
    return tuple(e for e in ERRATA if e.notebook == notebook)


def markdown(errata: Sequence[Erratum] = ERRATA) -> str:
    r"""The errata as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    errata : iterable of Erratum
        The rows (default :data:`ERRATA`).

    Returns
    -------
    str
        The table: each row's id, then its source in a word, place, printed and corrected statements (each
        rendered by :func:`lcp.record.markup.markdown_cell`: a ``|`` outside math escaped, every formula kept whole)
        and proving cell. A table of one notebook's rows links each proving cell by its anchor on that
        notebook's page (``#cell-<tag>``); a wider table names notebook and cell.

    Examples
    --------
    >>> row = Erratum(id="E-man-099", source=MANUSCRIPT, severity="minor", where="Sec. 9", printed=r"$V = 1/7$",
    ...               corrected=r"$V = 1/14$ (a \vert misprint)", notebook="02_no_limit", cell="nlcp-value",
    ...               quote=Quote("## 9", "1/7"), revision="gone")
    >>> print(markdown([row]).splitlines()[-1])
    | E-man-099 | manuscript | Sec. 9 | $V = 1/7$ | $V = 1/14$ (a \vert misprint) | <a href="#cell-nlcp-value"><code>nlcp-value</code></a> |
    >>> other = Erratum(id="E-blg-099", source=BLOG, severity="minor", where="Comments", printed=r"$5/54$",
    ...                 corrected=r"$5/54$ exactly", notebook="01_fixed_bet", cell="blog-claims", quote=Quote("a", "b"))
    >>> print(markdown([row, other]).splitlines()[-1])
    | E-blg-099 | toddler-poker blog | Comments | $5/54$ | $5/54$ exactly | `notebooks/01_fixed_bet` cell `blog-claims` |
    """

    errata = list(_validate.records(errata, "errata", Erratum))
    one_notebook = len({e.notebook for e in errata}) == 1  # a notebook's own table: its cells are on its page

    def proved_in(e: Erratum) -> str:
        # inline HTML, not a Markdown link: MyST would look the anchor up among its own targets, and the cell
        # anchors are given on the site's pages (book/notebook_pages.py, anchor_cells)
        return (
            f'<a href="#cell-{e.cell}"><code>{e.cell}</code></a>'
            if one_notebook
            else f"`notebooks/{e.notebook}` cell `{e.cell}`"
        )

    return markup.markdown_table(
        ["id", "source", "where", "printed", "corrected", "proved in"],
        (
            [e.id, e.source.short, *(markup.markdown_cell(t) for t in (e.where, e.printed, e.corrected)), proved_in(e)]
            for e in errata
        ),
    )


def text(errata: Sequence[Erratum] = ERRATA, width: int = 100) -> str:
    r"""The errata as plain text for a terminal: one block per row, formulas in Unicode where they read well.

    Parameters
    ----------
    errata : iterable of Erratum
        The rows (default :data:`ERRATA`).
    width : int
        The line width the blocks are wrapped to (a formula is never split).

    Returns
    -------
    str
        One block per row, headed by its id, separated by blank lines (what ``python -m lcp.record.errata`` prints).

    Examples
    --------
    >>> row = Erratum(id="E-man-099", source=MANUSCRIPT, severity="minor", where="Sec. 9", printed=r"$V = 1/7$",
    ...               corrected=r"$V = \frac{1}{14}$", notebook="02_no_limit", cell="nlcp-value",
    ...               quote=Quote("## 9", "1/7"), revision="gone")
    >>> print(text([row]))
    E-man-099 (minor). manuscript: Sec. 9
       printed:   V = 1/7
       corrected: V = 1/14
       proved in: notebooks/02_no_limit, cell nlcp-value
       revision:  gone
    """
    errata, width = _validate.records(errata, "errata", Erratum), _validate.integer(width, "width", 10)
    blocks = []
    for e in errata:
        fields = [
            ("printed", e.printed),
            ("corrected", e.corrected),
            ("proved in", f"notebooks/{e.notebook}, cell {e.cell}"),
            ("revision", e.revision + (f": {e.revision_where}" if e.revision_where else "")),
        ]
        blocks.append(markup.plain_block(f"{e.id} ({e.severity}). {e.source.short}: {e.where}", fields, width))
    return "\n\n".join(blocks)
