"""The revision's open questions (its Conclusion, Secs. 9.3 Limitations and 9.4 Future Directions), answered
by the companion's computations in notebook 11.

A section of its own: each row quotes the question where the revision asks it, ``statement`` is the
companion's answer (the source of the answer is the companion, not the paper), and ``status`` says how far
the computation settles it.
"""

from __future__ import annotations

from ..sources import REVISION, Quote
from . import Claim

NB11 = "11_beyond_the_paper"
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
            "bluffing the worst hands, checking between and value-betting the best persist under stronger, "
            "weaker and capped caller ranges, and the caller calls less often the larger the bet; a caller range "
            "with a floor breaks the shape: the bettor's hands below it mix checks and bluffs"
        ),
        notebook=NB11,
        cell="beyond-shape",
        note=(
            "the companion's answer, read off the certified equilibria on the finest grid; the floored range's "
            "buckets are in cell beyond-floored"
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
            "with one raise for the caller the bettor's value falls but he still bluffs, at more than one size; "
            "a raise of a given size costs small bets more than large ones, and a smaller stack that caps the "
            "raise moves the bets to the sizes it cannot reach"
        ),
        notebook=NB11,
        cell="beyond-raise-sizes",
        note=(
            "the companion's answer: exact and certified on grids of 12 and 24 buckets; the bluffs by size are "
            "in cell beyond-raise-bluffs"
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
            "the value is continuous as the raise increment $d$ shrinks to 0: on each grid the gap to the game "
            "without a raise is at most a constant times $d$"
        ),
        notebook=NB11,
        cell="beyond-raise",
        note=(
            "the companion's answer: on the coarser grid the gap is exactly proportional to $d$ for small $d$; "
            "the constant changes with the grid without a pattern, so no closed form is claimed"
        ),
        quote=Quote(_FUTURE, "minimum raise increments", file="conclusion"),
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
            "the heuristic search of lcp.three_player.menu reaches $n = 4$ only; an exact search over a menu, "
            "as notebook 7's over one bet, is missing"
        ),
        quote=Quote(
            _FUTURE,
            "extending to three or more players would introduce new strategic considerations",
            file="conclusion",
        ),
    ),
)
