"""Every claim of every source, with what the companion found and where.

One row per claim a source makes (a numbered result, a printed value, a stated property), in the
source's order, in :data:`CLAIMS`, kept in three files: the paper section by section (``_paper.py``), the
revision's own statements (``_revision.py``) and the other sources (``_other_sources.py``). ``status`` is one of :data:`STATUSES`:

* ``proved``: shown for every parameter value, symbolically or by an exact argument, in the cell named;
* ``verified``: checked exactly (in rationals) or numerically for the instances the source states, not
  in general;
* ``refuted``: false as printed; the errata (:mod:`lcp.errata`) give the corrected statement;
* ``imprecise``: true as printed but misleading, or unsupported; ``note`` says why (an erratum may say more);
* ``ambiguous``: the source admits two readings, one right and one wrong; ``note`` says which is which
  (not counted as an erratum);
* ``open``: not settled here (``note`` says what is missing).

``cell`` is the tag of the notebook cell that settles the claim (``tests/test_claims.py`` checks that it
exists); an ``open`` claim may name none. The site's claims page is generated from this table. The text
fields write formulas as ``$...$`` TeX (the convention is :mod:`lcp.markup`'s); ``python -m lcp.claims``
prints the rows as plain text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .. import markup
from ..errata import BLOG, DECKS, DRAFT, PAPER, SHORT_NAMES, THESIS
from ..sources import REVISION, Quote

STATUSES = ("proved", "verified", "refuted", "imprecise", "ambiguous", "open")
MEANING = {
    "proved": "shown for every parameter value, symbolically or by an exact argument",
    "verified": "checked exactly or numerically for the instances the source states, not in general",
    "refuted": "false as printed; the errata give the corrected statement",
    "imprecise": "true as printed but misleading, or unsupported; the note says why (an erratum may say more)",
    "ambiguous": "two readings of the source, one right and one wrong; the note says which",
    "open": "not settled by the companion",
}
SOURCE_TITLES = {
    PAPER: "Limit Continuous Poker (the manuscript, May 2025)",
    REVISION: "Limit Continuous Poker (the revision, arXiv:2606.01390 v1, May 2026)",
    DRAFT: "Limit Continuous Poker (the draft, April 2025)",
    DECKS: "Krityakierne, Thanatipanonda, Zeilberger: von Neumann and Newman poker with finite decks",
    BLOG: "Toddler poker (blog post and comments)",
    THESIS: "Kuhn poker with check-raising (the sandbagging thesis)",
}


@dataclass(frozen=True)
class Claim:
    r"""One claim of a source: where, what it says (paraphrased), its status, and the cell that settles it.

    The text fields (``where``, ``statement``, ``note``, ``revision_where``) follow :mod:`lcp.markup`;
    ``status`` is one of :data:`STATUSES`.

    Examples
    --------
    >>> c = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> c.status in STATUSES, MEANING[c.status].split(",")[0]
    (True, 'checked exactly or numerically for the instances the source states')
    """

    source: str  # seed file in ../shared/seeds
    where: str  # section / theorem / paragraph
    statement: str  # the claim, in the source's terms (paraphrased)
    status: str  # one of STATUSES
    notebook: str = ""  # notebooks/<notebook>.py settles it
    cell: str = ""  # tag of the cell
    note: str = ""  # what else the reader should know
    quote: Quote | None = None  # the source's own words, verbatim, at their place
    revision: str = "other"  # status in the revised paper (lcp.sources.REVISION_STATUSES)
    revision_where: str = ""  # the place in the revision, where it has one
    revision_quote: Quote | None = None  # the revision's words for the same claim


def _c(source, where, statement, status, notebook="", cell="", note="", **place):
    if source == REVISION:  # a statement of the revision: its own place and words are its revision place
        place = {"revision": "new", "revision_where": where, "revision_quote": place.get("quote"), **place}
    return Claim(source, where, statement, status, notebook, cell, note, **place)


_NEW = {"revision": "new"}  # the revision's own statements: where and quote are the revision's (see _c)
NB1, NB2, NB3, NB4 = "01_fixed_bet", "02_no_limit", "03_lcp_derivation", "04_payoff_regions"
NB5, NB6, NB7, NB8 = "05_parameter_analysis", "06_finite_decks", "07_three_player", "08_kuhn_poker"

from . import _added, _paper, _revision, _other_sources  # noqa: E402  (the rows, which use the names above)

CLAIMS: tuple[Claim, ...] = (*_paper.ROWS, *_revision.ROWS, *_other_sources.ROWS, *_added.ROWS)


def counts(claims=CLAIMS) -> Counter:
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
    >>> rows = [Claim(PAPER, "Sec. 9", "V(0, inf) = 1/14", "proved"), Claim(PAPER, "Sec. 6", "a bound", "open")]
    >>> counts(rows)
    Counter({'proved': 1, 'open': 1})
    >>> set(counts()) <= set(STATUSES)
    True
    """
    return Counter(c.status for c in claims)


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
    >>> all(c.notebook == NB1 for c in for_notebook(NB1)), for_notebook("no such notebook")
    (True, ())
    """

    return tuple(c for c in CLAIMS if c.notebook == notebook)


def markdown(claims=CLAIMS) -> str:
    r"""The claims as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).

    Returns
    -------
    str
        The table; each text cell rendered by :func:`lcp.markup.markdown_cell`.

    Examples
    --------
    >>> row = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> print(markdown([row]).splitlines()[-1])
    | manuscript | Sec. 9 | $V(0, \infty) = 1/14$ | verified | `notebooks/02_no_limit` cell `nlcp-value` | - |
    """
    return markup.markdown_table(
        ["source", "where", "claim", "status", "settled in", "note"],
        ([SHORT_NAMES.get(c.source, c.source), markup.markdown_cell(c.where), markup.markdown_cell(c.statement),
          c.status, f"`notebooks/{c.notebook}` cell `{c.cell}`" if c.notebook else "-",
          markup.markdown_cell(c.note) or "-"] for c in claims))


def text(claims=CLAIMS, width: int = 100) -> str:
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
        The numbered blocks, separated by blank lines (what ``python -m lcp.claims`` prints).

    Examples
    --------
    >>> row = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> print(text([row]).splitlines()[1])
       claim:      V(0, ∞) = 1/14
    """
    blocks = []
    for i, c in enumerate(claims, 1):
        fields = [("claim", c.statement), ("status", f"{c.status} ({MEANING[c.status]})")]
        if c.notebook:
            fields.append(("settled in", f"notebooks/{c.notebook}, cell {c.cell}"))
        if c.note:
            fields.append(("note", c.note))
        fields.append(("revision", c.revision + (f": {c.revision_where}" if c.revision_where else "")))
        blocks.append(markup.plain_block(f"{i}. {c.source}: {c.where}", fields, width))
    return "\n\n".join(blocks)


if __name__ == "__main__":  # pragma: no cover
    print(text())
