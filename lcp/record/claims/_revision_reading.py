"""The claims of the revision that the second and third readings failed (issue 58), each restating its erratum's
words and settled in notebook 9, cell ``rev-second-reading``."""

from __future__ import annotations

from lcp.record.sources import REVISION

from ._claim import Claim


def _claim(id, status, where, statement, note, erratum):
    return Claim(
        id=id,
        source=REVISION,
        severity="minor",
        status=status,
        where=where,
        statement=statement,
        notebook="09_revision",
        cell="rev-second-reading",
        note=note,
        erratum=erratum,
    )


ROWS: tuple[Claim, ...] = (
    _claim(
        "C-rev-101",
        "imprecise",
        "Sec. 9.3, Limitations",
        "LCP models a single decision point",
        "one betting round, with one decision for each player",
        "E-rev-052",
    ),
    _claim(
        "C-rev-102",
        "imprecise",
        "Sec. 9.3, Limitations",
        "LCP has symmetric information: both players receive one hand each",
        "each hand is private; the law of the hands is symmetric, the information is not",
        "E-rev-053",
    ),
    _claim(
        "C-rev-103",
        "imprecise",
        "Sec. 1.1.2 (NLCP)",
        "in NLCP's equilibrium the weakest hands make the largest bluffs",
        "true of the standard equilibrium; any assignment of the sizes with the same distribution is one too",
        "E-rev-055",
    ),
    _claim(
        "C-rev-104",
        "imprecise",
        "Sec. 3",
        "the game rewards the player with the stronger hand",
        "at a showdown; a bet folded to wins whatever the hands",
        "E-rev-057",
    ),
    _claim(
        "C-rev-105",
        "imprecise",
        "Sec. 8.2, Key observations",
        r"$EV(x)$ is increasing in $x$",
        r"non-decreasing: flat, $x_2 - 1/2$, on the bluffs",
        "E-rev-059",
    ),
    _claim(
        "C-rev-106",
        "imprecise",
        "Sec. 2.1",
        "LCP has infinite action spaces (continuous bet sizes)",
        "only for $L < U$",
        "E-rev-060",
    ),
    _claim(
        "C-rev-107",
        "imprecise",
        "App. A.1, Lemma A.1, first sentence",
        "a caller violating the first monotonicity condition on a nonzero-measure set of hands is weakly dominated",
        "both the calling and the stronger folding set must have positive measure",
        "E-rev-065",
    ),
    _claim(
        "C-rev-108",
        "misattributed",
        "App. A.1, proof of Lemma A.1",
        "equal-measure subsets exist by the Sierpinski paper of 1922 cited as reference [6]",
        "the fact holds; the cited title is not Sierpinski's paper of the theorem",
        "E-rev-066",
    ),
)
