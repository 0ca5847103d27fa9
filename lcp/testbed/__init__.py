r"""LCP as a test bed for equilibrium solvers: exact answers at every size, in the formats solvers read.

The discretised game (:mod:`lcp.testbed.game`: n hand buckets or an n-card deck, a menu of k bet sizes in
[L, U]) is solved exactly by the companion's sequence-form core; its profiles are scored exactly in the
finite game (:mod:`lcp.testbed.profile`) and, extended piecewise constant in the hand, against the
continuous game (:mod:`lcp.testbed.extension`, with the nearest-size or the pseudo-harmonic reading of
off-menu bets); :func:`score` (:mod:`lcp.testbed.scoring`) scores any profile of the grid game exactly
at up to a million hands, read from the solve's JSON, the compact JSON, CSV or arrays (:mod:`lcp.testbed.formats`);
:mod:`lcp.testbed.floor` ranges features over every equilibrium and bounds the least
continuous exploitability over the equilibria or all profiles; :mod:`lcp.testbed.efg` writes it as a Gambit
``.efg`` file that OpenSpiel and pygambit read; :mod:`lcp.testbed.bench` runs OpenSpiel's solvers against
the truth (``python -m lcp.testbed``).

Units: pot-1 (ante 1/2 each; the bettor's net winnings), as :mod:`lcp.continuous.menu` and :mod:`lcp.continuous.limit`.
Exploitability is OpenSpiel's: the mean of both players' best-response gains, in pot units.

Examples
--------
>>> from fractions import Fraction
>>> from lcp import testbed
>>> game = testbed.build(Fraction(1, 2), 2, hands=4, k=2)
>>> sol = game.solve()
>>> sol.value, testbed.finite_score(game, sol.profile).exploitability
(Fraction(1, 24), Fraction(0, 1))
"""

from .efg import to_efg, write_efg
from .extension import ScoreBounds, continuous_score, pseudo_harmonic, translated_score
from .floor import Floor, bet_frequency, bets_below, call_rate, exploitability_floor
from .game import (
    DEALS,
    MAX_EXACT_LEAVES,
    MAX_HANDS,
    MAX_SIZES,
    MAX_TREE_LEAVES,
    SPACINGS,
    TestbedGame,
    build,
    chip_sizes,
    menu_sizes,
    payoff,
)
from .profile import ExactSolution, Profile, Score, finite_score, from_behaviour, to_behaviour
from .scoring import Grid, ProfileScore, score

__all__ = [
    "DEALS",
    "SPACINGS",
    "MAX_HANDS",
    "MAX_SIZES",
    "MAX_EXACT_LEAVES",
    "MAX_TREE_LEAVES",
    "payoff",
    "menu_sizes",
    "chip_sizes",
    "TestbedGame",
    "build",
    "Profile",
    "Score",
    "ExactSolution",
    "finite_score",
    "Grid",
    "ProfileScore",
    "score",
    "from_behaviour",
    "to_behaviour",
    "continuous_score",
    "pseudo_harmonic",
    "ScoreBounds",
    "translated_score",
    "bet_frequency",
    "bets_below",
    "call_rate",
    "Floor",
    "exploitability_floor",
    "to_efg",
    "write_efg",
]
