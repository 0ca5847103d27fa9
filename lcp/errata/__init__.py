"""Every discrepancy found in the source texts, with the corrected statement and where it is proved.

One table for the whole companion, :data:`ERRATA`, kept in three files by where the errors stand: the
paper section by section (``_paper.py``), the revision's own new statements (``_revision.py``) and the other
sources (``_other_sources.py``). Each notebook shows its own rows with :func:`for_notebook`. ``cell`` is the tag of the notebook cell whose assertions prove the correction
(``tests/test_errata.py`` checks that the cell exists). The text fields write formulas as ``$...$`` TeX
(the convention is :mod:`lcp.markup`'s); ``python -m lcp.errata`` prints the rows as plain text.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import markup
from ..sources import REVISION, Quote


@dataclass(frozen=True)
class Erratum:
    r"""One discrepancy: where a source prints what, the corrected statement, and the cell that proves it.

    The text fields (``where``, ``printed``, ``corrected``, ``revision_where``) follow :mod:`lcp.markup`
    (``$...$`` math, ``*word*`` emphasis); ``quote`` and ``revision_quote`` are verbatim.

    Examples
    --------
    >>> e = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = 1/14$", "02_no_limit", "nlcp-value")
    >>> e.revision, markup.plain(e.corrected)
    ('other', 'V = 1/14')
    """

    source: str  # seed file in ../shared/seeds
    where: str  # section / equation / paragraph
    printed: str
    corrected: str
    notebook: str  # notebooks/<notebook>.py proves it
    cell: str  # tag of the proving cell
    quote: Quote | None = None  # the printed words, verbatim, at their place in ``source``
    revision: str = "other"  # status in the revised paper (lcp.sources.REVISION_STATUSES)
    revision_where: str = ""  # the place in the revision, where it has one
    revision_quote: Quote | None = None  # the revision's words (persists: the same error; fixed: the correction)


PAPER = "limit-continuous-poker-2025-05.md"
DRAFT = "limit-continuous-poker-draft-2025-04.md"
DECKS = "von-neumann-newman-finite-decks.md"
BLOG = "toddler-poker-blog.md"
THESIS = "kuhn-poker-sandbagging-thesis.md"
#: How a table names each source in a word or two (the file names above are the seeds').
SHORT_NAMES = {PAPER: "manuscript", REVISION: "revision", DRAFT: "draft", DECKS: "finite-deck paper",
               BLOG: "toddler-poker blog", THESIS: "sandbagging thesis"}

from . import _added, _paper, _revision, _other_sources  # noqa: E402  (the rows, which use the names above)

ERRATA: tuple[Erratum, ...] = (*_paper.ROWS, *_revision.ROWS, *_other_sources.ROWS, *_added.ROWS)


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
    return tuple(e for e in ERRATA if e.notebook == notebook)


def markdown(errata=ERRATA) -> str:
    r"""The errata as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    errata : iterable of Erratum
        The rows (default :data:`ERRATA`).

    Returns
    -------
    str
        The table; each text cell rendered by :func:`lcp.markup.markdown_cell` (a ``|`` outside math escaped,
        every formula kept whole). A table of one notebook's rows links each proving cell by its anchor on
        that notebook's page (``#cell-<tag>``); a wider table names notebook and cell.

    Examples
    --------
    >>> row = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = 1/14$ (a \vert misprint)", "02_no_limit", "nlcp-value")
    >>> print(markdown([row]).splitlines()[-1])
    | manuscript | Sec. 9 | $V = 1/7$ | $V = 1/14$ (a \vert misprint) | <a href="#cell-nlcp-value"><code>nlcp-value</code></a> |
    >>> other = Erratum(BLOG, "Comments", r"$5/54$", r"$5/54$ exactly", "01_fixed_bet", "blog-claims")
    >>> print(markdown([row, other]).splitlines()[-1])
    | toddler-poker blog | Comments | $5/54$ | $5/54$ exactly | `notebooks/01_fixed_bet` cell `blog-claims` |
    """

    errata = list(errata)
    one_notebook = len({e.notebook for e in errata}) == 1  # a notebook's own table: its cells are on its page

    def proved_in(e: Erratum) -> str:
        # inline HTML, not a Markdown link: MyST would look the anchor up among its own targets, and the cell
        # anchors are given on the site's pages (book/pages.py, anchor_cells)
        return (f'<a href="#cell-{e.cell}"><code>{e.cell}</code></a>' if one_notebook
                else f"`notebooks/{e.notebook}` cell `{e.cell}`")

    return markup.markdown_table(
        ["source", "where", "printed", "corrected", "proved in"],
        ([SHORT_NAMES.get(e.source, e.source), *(markup.markdown_cell(t) for t in (e.where, e.printed, e.corrected)),
          proved_in(e)] for e in errata))


def text(errata=ERRATA, width: int = 100) -> str:
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
        The numbered blocks, separated by blank lines (what ``python -m lcp.errata`` prints).

    Examples
    --------
    >>> row = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = \frac{1}{14}$", "02_no_limit", "nlcp-value")
    >>> print(text([row]))
    1. limit-continuous-poker-2025-05.md: Sec. 9
       printed:   V = 1/7
       corrected: V = 1/14
       proved in: notebooks/02_no_limit, cell nlcp-value
       revision:  other
    """
    blocks = []
    for i, e in enumerate(errata, 1):
        fields = [("printed", e.printed), ("corrected", e.corrected),
                  ("proved in", f"notebooks/{e.notebook}, cell {e.cell}"),
                  ("revision", e.revision + (f": {e.revision_where}" if e.revision_where else ""))]
        blocks.append(markup.plain_block(f"{i}. {e.source}: {e.where}", fields, width))
    return "\n\n".join(blocks)


if __name__ == "__main__":  # pragma: no cover
    print(text())
