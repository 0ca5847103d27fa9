"""The revision's open questions (its Conclusion, Secs. 9.3 Limitations and 9.4 Future Directions), answered
by the companion's computations in notebooks 10 and 11.

A section of its own: each row quotes the question where the revision asks it, ``statement`` is the
companion's answer (the source of the answer is the companion, not the paper), and ``status`` says how far
the computation settles it. Where a re-check corrected an earlier answer of the companion (issue 48: a
feature read off the one equilibrium an LP returns, a rule left unstated), the corrected answer is a row of
its own, C-rev-093 on, and the earlier row states only what still holds.
"""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._claim import Claim

NB10 = "10_test_bed"
NB11 = "11_beyond_the_paper"
_TOOLS = r"\textbf{Computational Tools:}"
_FUTURE = r"\subsection{Future Directions}"
_NON_UNIFORM = "Do the qualitative features of the equilibrium persist?"

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-082",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 9.3, Limitations, 'Uniform Hand Distribution' (answered by the companion)",
        statement=(
            "with both hands drawn independently from one continuous law, the game read in quantiles is LCP: "
            "the moved equilibrium is an equilibrium, worth $V(L, U)$"
        ),
        notebook=NB11,
        cell="beyond-iid",
        note=(
            "the companion's answer: proved in the notebook; played with normal hands, the moved equilibrium "
            "earns $V(1/2, 2)$ within its Monte Carlo error"
        ),
        quote=Quote(
            r"\subsection{Limitations}",
            "We assume hand strengths are uniformly distributed on $[0,1]$.",
            file="conclusion",
        ),
    ),
    Claim(
        id="C-rev-083",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Non-Uniform Hand Distributions' (answered by the companion)",
        statement=(
            "with the two hands from different laws, the bettor's value moves with the caller's range: "
            "negative against a stronger range (the best of two hands), several times larger against a weaker "
            "or capped one"
        ),
        notebook=NB11,
        cell="beyond-laws",
        note=(
            "the companion's answer: exact and certified on grids of 12, 24 and 48 hand buckets with the sizes "
            "$1/2, 1, 3/2, 2$; the differences between grids are small against those between laws"
        ),
        quote=Quote(_FUTURE, _NON_UNIFORM, file="conclusion"),
    ),
    Claim(
        id="C-rev-084",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Non-Uniform Hand Distributions' (answered by the companion)",
        statement=(
            "in the equilibria found on the finest grid, bluffing the worst hands, checking between and "
            "value-betting the best hold under stronger, weaker and capped caller ranges, and the caller calls "
            "less often the larger the bet"
        ),
        notebook=NB11,
        cell="beyond-shape",
        note=(
            "the companion's answer, read off one certified equilibrium per law (the LP's); which features hold "
            "in every equilibrium is C-rev-099, and the floored range, which the first answer said breaks the "
            "shape, is C-rev-096"
        ),
        quote=Quote(_FUTURE, _NON_UNIFORM, file="conclusion"),
    ),
    Claim(
        id="C-rev-085",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Asymmetric Limits' (answered by the companion)",
        statement=(
            "with one raise for the caller the bettor's value falls (the game's value: every equilibrium), and a "
            "raise of a given size costs a one-size menu of small bets more than one of large bets"
        ),
        notebook=NB11,
        cell="beyond-raise-sizes",
        note=(
            "the companion's answer: exact and certified on grids of 12 and 24 buckets; that he still bluffs is "
            "C-rev-100, and where the bets go under a stack, which depends on the stack rule, C-rev-097"
        ),
        quote=Quote(
            _FUTURE, "Investigating games where players have different effective stack sizes", file="conclusion"
        ),
    ),
    Claim(
        id="C-rev-099",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Non-Uniform Hand Distributions' (answered by the companion)",
        statement=(
            "in every equilibrium of the 12-bucket grid, under every caller or bettor law of notebook 11 but the "
            "floored caller, the worst and the best bucket bet and the caller calls less often the larger the "
            "bet (over the sizes the equilibrium found bets); under the floored caller the worst bucket checks "
            "in some equilibrium"
        ),
        notebook=NB11,
        cell="beyond-shape-ranges",
        note="ranges over the set of equilibria, exact; the finer grids are read at the equilibrium found only",
        quote=Quote(_FUTURE, _NON_UNIFORM, file="conclusion"),
    ),
    Claim(
        id="C-rev-096",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Non-Uniform Hand Distributions' (answered by the companion)",
        statement=(
            "against a caller range with a floor the bettor's hands below it are interchangeable: the equilibrium "
            "found mixes checks and bluffs among them, and another equilibrium (the same caller) bluffs a bottom "
            "interval; the shape is not pinned, not broken"
        ),
        notebook=NB11,
        cell="beyond-floored",
        note=(
            'corrects the earlier answer "a caller range with a floor breaks the shape", read off one '
            "equilibrium (the finest grid's); the other is certified exactly on the 24-bucket grid, whose "
            "equilibrium found mixes as well"
        ),
        quote=Quote(_FUTURE, _NON_UNIFORM, file="conclusion"),
    ),
    Claim(
        id="C-rev-100",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Asymmetric Limits' (answered by the companion)",
        statement=(
            "with one raise of 1 for the caller, in every equilibrium of the 12-bucket grid the worst bucket bets "
            "while better ones check, and the bluffs take both the sizes $1/2$ and $2$"
        ),
        notebook=NB11,
        cell="beyond-raise-bluff-ranges",
        note=(
            'the earlier answer, "he still bluffs, at more than one size", was read off the equilibrium '
            "found on 24 buckets (4 sizes there); over every equilibrium it is checked on 12"
        ),
        quote=Quote(
            _FUTURE, "Investigating games where players have different effective stack sizes", file="conclusion"
        ),
    ),
    Claim(
        id="C-rev-097",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Asymmetric Limits' (answered by the companion)",
        statement=(
            "where the bettor's bets go under a stack depends on the stack rule: if a raise past the stack is not "
            "allowed, a stack of 2 (raise 1) moves them to the sizes it leaves unraisable ($3/2$ and $2$, in every "
            "equilibrium of 12 buckets); if such a raise goes all-in, on 4 to 14 buckets the stack changes neither "
            "the value nor, in any equilibrium, the bets at those sizes, and from 16 buckets on it changes both "
            "(E-cmp-001)"
        ),
        notebook=NB11,
        cell="beyond-raise-sizes",
        note=(
            "corrects the earlier answer, which did not state the rule of lcp.grid.reraise (the raise dropped); the "
            "all-in rule is the game's parameter stack_rule, and tests/finite/test_equilibrium_sets.py builds it on its own"
        ),
        quote=Quote(
            _FUTURE, "Investigating games where players have different effective stack sizes", file="conclusion"
        ),
    ),
    Claim(
        id="C-rev-086",
        source=REVISION,
        severity="minor",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Discrete Approximations' (answered by the companion)",
        statement=(
            "as the raise increment $d$ shrinks, the gap to the game without a raise shrinks with it, for "
            "$d = 1, 1/2, \\dots, 1/16$ on grids of 12 and 24 buckets"
        ),
        notebook=NB11,
        cell="beyond-raise",
        note=(
            "the companion's answer, observed for these increments, not proved; the first answer's \"at most a "
            'constant times $d$ on each grid" is not shown at 24 buckets (C-rev-098)'
        ),
        quote=Quote(_FUTURE, "minimum raise increments", file="conclusion"),
    ),
    Claim(
        id="C-rev-098",
        source=REVISION,
        severity="minor",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Discrete Approximations' (answered by the companion)",
        statement=(
            "on the 24-bucket grid the raise's cost over its increment, (gap to the game without a raise)$/d$, "
            "still grows as $d$ shrinks from 1 to $1/16$; on 12 buckets it is exactly $1/48$ for "
            "$d = 1/4, 1/8, 1/16$"
        ),
        notebook=NB11,
        cell="beyond-raise",
        note=(
            'corrects the earlier "on each grid the gap is at most a constant times $d$" (with a constant of '
            "about 0.033 at 24 buckets): these increments do not show a constant there"
        ),
        quote=Quote(_FUTURE, "minimum raise increments", file="conclusion"),
    ),
    Claim(
        id="C-rev-093",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Computational Tools' (answered by the companion)",
        statement=(
            "the exact LP's equilibrium of a finite test-bed game does not set the abstraction's floor: with "
            "$n = 12$ buckets and $k = 4$ sizes it scores 0.0326 in the continuous game, the least exploitable "
            "equilibrium 0.0176 to 0.0177 and the least exploitable profile 0.0123 to 0.0125 (exact bounds); "
            "no solver's profile goes below the last"
        ),
        notebook=NB10,
        cell="abstraction-floor",
        note=(
            "corrects notebook 10's earlier \"the exact equilibrium's continuous exploitability, the floor the "
            'abstraction sets" (CFR+ and DCFR scored below it); the README\'s "leave at least 0.0108" at '
            "$64 \\times 9$ is the LP's equilibrium too: that abstraction's floor over all profiles is 0.0043 to "
            "0.0045 (benchmarks/testbed_floor.py)"
        ),
        quote=Quote(_TOOLS, "LCP an ideal test bed for computational game theory algorithms", file="conclusion"),
    ),
    Claim(
        id="C-rev-094",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Computational Tools' (answered by the companion)",
        statement=(
            "most of the continuous exploitability that off-menu bets add is the action translation's: read by "
            "the pseudo-harmonic mapping instead of the nearest menu size, at least 93% of it goes, in every game "
            "of notebook 10's table"
        ),
        notebook=NB10,
        cell="abstraction-gap",
        note=(
            'corrects notebook 10\'s earlier "off-menu bets dominate the gap", true only for the nearest-size '
            "reading, and there not at $n = 4$, $k = 5$ nor $n = 8$, $k = 9$ (E-cmp-008); scored at the LP's "
            "equilibrium of each game, the pseudo-harmonic score by exact bounds"
        ),
        quote=Quote(_TOOLS, "could be used to validate numerical solvers", file="conclusion"),
    ),
    Claim(
        id="C-rev-095",
        source=REVISION,
        severity="minor",
        status="verified",
        where="Sec. 9.4, Future Directions, 'Computational Tools' (answered by the companion)",
        statement=(
            "31 buckets and 32 cards are both worth the menu game's $2/31$ ($L = 1/2$, $U = 2$, two sizes), but "
            "the deck's value at $n + 1$ cards is not the buckets' at $n$ in general: scanned at every $n$ from 2 "
            "to 64, it is at $n = 4, 8, 31, 44, 62$ only (E-cmp-002, E-cmp-003)"
        ),
        notebook=NB10,
        cell="value-limits",
        note=(
            "corrects notebook 10's earlier \"card removal shifts the lattice by one\"; the finite values' gap "
            "below $1/n^2$ is observed at the $n$ of the table, not proved"
        ),
        quote=Quote(_TOOLS, "could be used to validate numerical solvers", file="conclusion"),
    ),
    Claim(
        id="C-rev-087",
        source=REVISION,
        severity="minor",
        status="open",
        where="Sec. 9.4, Future Directions, 'Multi-Player Extensions' (answered in part by the companion)",
        statement=(
            "three players, Player I choosing the size 1 or 2: at $n = 4$ cards the certified equilibrium found "
            "bets one size only and is worth the better fixed bet, $1/24$; whether size choice survives in "
            "larger decks"
        ),
        notebook=NB11,
        cell="beyond-three-player",
        note=(
            "the heuristic search of lcp.finite.three_player.menu reaches $n = 4$ only; an exact search over a menu, "
            "as notebook 7's over one bet, is missing"
        ),
        quote=Quote(
            _FUTURE,
            "extending to three or more players would introduce new strategic considerations",
            file="conclusion",
        ),
    ),
)
