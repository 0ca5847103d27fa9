"""The errata of the companion itself: its own earlier statements (notebooks 10 and 11, the README, the test
bed's docstrings) that a second, hostile reading refuted by recomputation (issue 58), with the corrections.

Each row quotes the statement from ``lcp/data/companion-statements.md``, which keeps its words as printed at
the commit named there; the corrected statement is what the companion says now, and the cell proves it.
"""

from __future__ import annotations

from lcp.record.sources import COMPANION, Quote

from ._erratum import Erratum

NB10, NB11 = "10_test_bed", "11_beyond_the_paper"


def _quote(row_id: str, words: str) -> Quote:
    return Quote(f"## {row_id}", words)


ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-cmp-001",
        source=COMPANION,
        severity="major",
        where="notebook 11, Sec. 11.2, the text before cell beyond-raise-sizes (and the opening list)",
        printed=(
            "'if a raise past the stack went all-in instead (capped at 2), only a bet of 2 could not be raised, "
            "and the stack would change nothing: with 10 buckets the value is the one without a stack and, in "
            "every equilibrium, the bets at $3/2$ and 2 take what they take without one'"
        ),
        corrected=(
            "with a raise of 1 past a stack of 2 going all-in, the stack changes nothing on 4 to 14 buckets, but "
            "from 16 buckets on it changes the value and the bets: on notebook 11's own 24-bucket grid the value "
            "goes from $149/2880$ to $227/4320$, and the bets at $3/2$ and 2 go from $3/28 \\approx 0.107$ to "
            '$383/1980 \\approx 0.193$ of the hands in every equilibrium (`stack_rule="all-in"`, and the leaves '
            "of tests/finite/test_equilibrium_sets.py built on their own agree)"
        ),
        notebook=NB11,
        cell="beyond-raise-sizes",
        quote=_quote("E-cmp-001", "and the stack would change nothing: with 10 buckets the value is the one"),
    ),
    Erratum(
        id="E-cmp-002",
        source=COMPANION,
        severity="major",
        where="notebook 10, the opening list, first point",
        printed="'and the deck meets it at 32 cards; otherwise the deck's values are not the buckets' one card later'",
        corrected=(
            "$n + 1$ cards are worth exactly $n$ buckets at $n = 4, 8, 31, 44, 62$ and at no other $n$ from "
            "2 to 64 (the cell; 93 too, and no other, up to 100, with the same solver) ($L = 1/2$, $U = 2$, "
            "two sizes): 5 cards and 4 buckets are worth $1/24$, 9 and 8 $1/16$, "
            "45 and 44 $17/264$; the deck meets the menu value $2/31$ at 31, 32, 62, 63, 93 and 94 cards"
        ),
        notebook=NB10,
        cell="value-limits",
        quote=_quote("E-cmp-002", "otherwise the deck's values are not the buckets' one card later."),
    ),
    Erratum(
        id="E-cmp-003",
        source=COMPANION,
        severity="minor",
        where="notebook 10, Sec. 10.2, the text after cell value-limits (and claim C-rev-095's evidence)",
        printed="'no other pair of the table has the deck at $n + 1$ worth the buckets at $n$'",
        corrected=(
            "the table's $n$ (4, 6, 8, 12, 16, 31, 32) hold one pair $n$, $n + 1$ only, 31 and 32, so its 'no "
            "other pair' is evidence of nothing; scanned at every $n$ from 2 to 64, the pairs are those of "
            "E-cmp-002"
        ),
        notebook=NB10,
        cell="value-limits",
        quote=_quote("E-cmp-003", "no other pair of the table has the deck at $n + 1$ worth the buckets at $n$."),
    ),
    Erratum(
        id="E-cmp-004",
        source=COMPANION,
        severity="moderate",
        where="notebook 10, Sec. 10.2, the text after cell value-limits-at-scale (and the fifth take-away)",
        printed="'So at the sizes real abstractions use, the finite value is the menu game's to within $1/n^2$'",
        corrected=(
            "observed is the rate $1/n^2$, with a constant that depends on the menu: below 1 for $L = 1/2$, "
            "$U = 2$ (2 and 16 sizes, up to 10,000 hands: gap times $n^2$ at most 0.62), above 1 for 64 "
            "sizes in $[1/1000, 10]$ (1.08 at 100 buckets, 1.015 at 2,000 and 10,000, 1.017 at 100,000)"
        ),
        notebook=NB10,
        cell="value-limits-at-scale",
        quote=_quote("E-cmp-004", "the finite value is the menu game's to within $1/n^2$"),
    ),
    Erratum(
        id="E-cmp-005",
        source=COMPANION,
        severity="moderate",
        where="README, Performance, 'Exact at scale'",
        printed=(
            "'Notebook 10 uses the solver to check that the finite value stays within $1/n^2$ of the menu game's "
            "up to $n = 10{,}000$ buckets or cards and 16 sizes'"
        ),
        corrected=(
            "within $1/n^2$ for $L = 1/2$, $U = 2$ there; the rate carries over, the constant does not: for 64 "
            "sizes in $[1/1000, 10]$ the gap times $n^2$ is 1.015 at 2,000 and 10,000 buckets (the same fault "
            "as E-cmp-004)"
        ),
        notebook=NB10,
        cell="value-limits-at-scale",
        quote=_quote("E-cmp-005", "the finite value stays within $1/n^2$ of the menu game's"),
    ),
    Erratum(
        id="E-cmp-006",
        source=COMPANION,
        severity="moderate",
        where="the docstring of lcp.testbed.game, the deck",
        printed=(
            "'the deck's value and the buckets' both stay within $1/n^2$ below the menu game's (observed in "
            "notebook 10, up to $n = 10{,}000$ and 16 sizes)'"
        ),
        corrected=(
            "for $L = 1/2$, $U = 2$; with 64 sizes in $[1/1000, 10]$ both gaps exceed $1/n^2$ (at 100 hands "
            "1.08 and 1.09 times it; the same fault as E-cmp-004)"
        ),
        notebook=NB10,
        cell="value-limits-at-scale",
        quote=_quote("E-cmp-006", "Yet the deck's value and the buckets' both stay within 1/n^2 below"),
    ),
    Erratum(
        id="E-cmp-007",
        source=COMPANION,
        severity="minor",
        where="notebook 10, Sec. 10.2, the text after cell menu-limits",
        printed="'Halving the spacing divides the gap by about 4 at every step of the table, up to 17 sizes'",
        corrected=(
            "by 3.0, 3.6, 3.9 and 4.0: the ratio rises towards 4 (the $h^2$ law holds as the menu refines, not "
            "at the first steps); for $[1/1000, 10]$ it is 1.3 at the first step and 3.8 at 65 sizes"
        ),
        notebook=NB10,
        cell="menu-limits",
        quote=_quote("E-cmp-007", "divides the gap by about 4 at every step of the table"),
    ),
    Erratum(
        id="E-cmp-008",
        source=COMPANION,
        severity="moderate",
        where="notebook 10, the opening list, fifth point (and the second take-away)",
        printed="'with the caller reading an off-menu bet as the nearest size, off-menu bets dominate it'",
        corrected=(
            "they add more than the hand buckets' part in most games of the table, but not at $n = 4$, "
            "$k = 5$ (0.017 against 0.024) nor at $n = 8$, $k = 9$ (0.008 against 0.011)"
        ),
        notebook=NB10,
        cell="abstraction-gap",
        quote=_quote("E-cmp-008", "off-menu bets dominate it"),
    ),
    Erratum(
        id="E-cmp-009",
        source=COMPANION,
        severity="moderate",
        where="notebook 11, Sec. 11.2, the answer (and the opening list)",
        printed="'a raise of a given increment costs the small bets more than the large ones'",
        corrected=(
            "measured for $d = 1$ at 24 buckets only; at 12 buckets a bet of 2 pays more for the raise than "
            "one of $3/2$ (for $d = 1$ to $1/8$), and at 24 buckets with $d = 1/8$ too; what holds on both "
            "grids is that the smallest bet pays more than the largest"
        ),
        notebook=NB11,
        cell="beyond-raise-sizes",
        quote=_quote("E-cmp-009", "a raise of a given increment costs the small bets more than the large ones"),
    ),
    Erratum(
        id="E-cmp-010",
        source=COMPANION,
        severity="moderate",
        where="notebook 11, Sec. 11.1.2, the text after cell beyond-laws",
        printed=(
            "'the digits past the third change, and the differences need not halve with every refinement (the "
            "capped ranges end inside a bucket on some grids)'"
        ),
        corrected=(
            "the values move in the second or third decimal place (uniform hands: 0.0642, 0.0661, 0.0664); and "
            "on the full run's grids of 12, 24 and 48 buckets every cap and the floor end on a bucket edge, yet "
            "with the caller capped at $1/2$ the second difference is the larger: the stated cause is not it"
        ),
        notebook=NB11,
        cell="beyond-laws",
        quote=_quote("E-cmp-010", "the capped ranges end inside a bucket on some grids"),
    ),
    Erratum(
        id="E-cmp-011",
        source=COMPANION,
        severity="moderate",
        where="notebook 11, Sec. 11.1.2, the answer (and the opening list)",
        printed="'the caller calls less often the larger the bet' in every equilibrium of the coarsest grid",
        corrected=(
            "among the sizes the equilibrium found bets only (two to four of the four, by law, at 12 buckets); "
            "the calls at the sizes it does not bet are not compared"
        ),
        notebook=NB11,
        cell="beyond-shape-ranges",
        quote=_quote("E-cmp-011", "the caller calls less often the larger the bet"),
    ),
    Erratum(
        id="E-cmp-012",
        source=COMPANION,
        severity="minor",
        where="README, Performance, 'Solvers against the truth'",
        printed="'CFR and discounted CFR (OpenSpiel's Python)'",
        corrected=(
            "CFR is OpenSpiel's C++ CFRSolver, as notebook 10 and lcp.testbed.openspiel say; only discounted "
            "CFR is its Python"
        ),
        notebook="10_test_bed",
        cell="solvers",
        quote=_quote("E-cmp-012", "CFR and discounted CFR (OpenSpiel's Python) stay above"),
    ),
)
