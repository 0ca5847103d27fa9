"""The grid game: n hand buckets (or an n-card deck), a menu of bet sizes, an optional raise (pot 1, ante 1/2 each).

:mod:`lcp.grid.rules` states the rules once (the deal, the hand laws, the menu, the caller's raise and its
stack rule, what equal buckets pay, the size caps) and builds the sequence form that :mod:`lcp.finite.extensive`
solves exactly, with its certificate. The test bed (:mod:`lcp.testbed`), the asymmetric-hands game
(:mod:`lcp.grid.asymmetric`) and the raise game (:mod:`lcp.grid.reraise`) are presets of it. Without a raise and with
uniform hands the game is also solved at scale: :mod:`lcp.grid.structured` writes its LP over running sums of
the hands (O(nk) nonzeros), :mod:`lcp.grid.window` restricts it to the hands near a coarser grid's
equilibrium boundaries (a few thousand unknowns whatever n, priced against the whole game in O(nk)), and
:mod:`lcp.grid.exact` makes the answer exact and certifies it in O(nk) integer arithmetic (``python -m
lcp.testbed solve``, :mod:`lcp.testbed.cli`).

Examples
--------
>>> from lcp.grid import GridGame
>>> GridGame(4, (1,)).solve().value     # 4 buckets, one size: the three presets' common game
Fraction(3, 64)
"""

from .rules import (
    ANSWERS,
    DEALS,
    LABELS,
    MAX_EXACT_LEAVES,
    MAX_HANDS,
    MAX_INCREMENTS,
    MAX_SIZES,
    MAX_TREE_LEAVES,
    STACK_RULES,
    TIES,
    GridGame,
    Labels,
    payoff,
    raises,
)

__all__ = [
    "DEALS",
    "STACK_RULES",
    "TIES",
    "LABELS",
    "ANSWERS",
    "MAX_HANDS",
    "MAX_SIZES",
    "MAX_INCREMENTS",
    "MAX_TREE_LEAVES",
    "MAX_EXACT_LEAVES",
    "payoff",
    "raises",
    "Labels",
    "GridGame",
]
