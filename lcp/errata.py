"""Every discrepancy found in the source texts, with the corrected statement and where it is proved.

One table for the whole companion: each notebook adds its rows here, and shows its own rows with
:func:`for_notebook`. ``cell`` is the tag of the notebook cell whose assertions prove the correction
(``tests/test_errata.py`` checks that the cell exists). ``python -m lcp.errata`` prints the table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Erratum:
    source: str  # seed file in ../shared/seeds
    where: str  # section / equation / paragraph
    printed: str
    corrected: str
    notebook: str  # notebooks/<notebook>.py proves it
    cell: str  # tag of the proving cell


PAPER = "limit-continuous-poker-2025-05.md"
DRAFT = "limit-continuous-poker-draft-2025-04.md"
DECKS = "von-neumann-newman-finite-decks.md"
BLOG = "toddler-poker-blog.md"
THESIS = "kuhn-poker-sandbagging-thesis.md"

ERRATA: tuple[Erratum, ...] = (
    Erratum(
        PAPER,
        "Sec. 2.1.1, FBCP value-betting threshold",
        "x > (1 + 4s + 2B^2) / ((1 + 2B)(2 + B))",
        "x > (1 + 4B + 2B^2) / ((1 + 2B)(2 + B)): the s is a misprint for B (FBCP has no s)",
        "01_fixed_bet",
        "erratum-fbcp-value-threshold",
    ),
    Erratum(
        BLOG,
        "comment by Dan (first comment)",
        "at the optimal raise k = 3 'the value of toddler poker is then 1/10'",
        "at k = 3 the value is (k-1)/(k(k+3)) = 1/9; 1/10 is the value at k = 2 (the original problem)",
        "01_fixed_bet",
        "erratum-toddler-optimum-value",
    ),
    Erratum(
        BLOG,
        "answer to 'How can this possibly be better', last paragraph",
        "'when Player A calls (60% of the time), they only $0.20 on average'",
        "they lose $0.20 on average when checking (EV -0.2); the net 0.4 * 0.55 - 0.6 * 0.2 = 0.10 uses the loss",
        "01_fixed_bet",
        "blog-claims",
    ),
)


def for_notebook(notebook: str) -> tuple[Erratum, ...]:
    """The errata proved in ``notebook`` (e.g. ``"01_fixed_bet"``)."""
    return tuple(e for e in ERRATA if e.notebook == notebook)


def markdown(errata=ERRATA) -> str:
    """The errata as a Markdown table."""
    rows = ["| source | where | printed | corrected | proved in |", "| --- | --- | --- | --- | --- |"]
    for e in errata:
        cells = (e.source, e.where, e.printed, e.corrected, f"`notebooks/{e.notebook}` cell `{e.cell}`")
        rows.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(rows)


if __name__ == "__main__":  # pragma: no cover
    print(markdown())
