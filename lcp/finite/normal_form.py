"""The normal form of a small extensive-form game: every pure strategy against every other, exactly.

The brute-force check of the sequence-form solver (:mod:`lcp.finite.extensive`) for the grid games of
notebook 11 (:mod:`lcp.grid.asymmetric`, :mod:`lcp.grid.reraise`): a pure strategy picks one action at every
information set; the payoff of a pair is summed over the leaves it reaches, in rationals; the value of
the matrix game comes from :func:`lcp.finite.finite_game.matrix_game_value`, an LP of another form (one
variable per pure strategy, not per sequence). Units: the game's.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from lcp.core import _validate

from .extensive import Game
from .finite_game import matrix_game_value

#: Most pure-strategy pairs :func:`matrix` builds (rows x columns; each entry sums over the leaves).
MAX_PAIRS = 200_000


def pure_strategies(game: Game, player: int) -> list:
    """Every pure strategy of ``player``: a dict ``{information set: action}`` over all his sets.

    Examples
    --------
    >>> from lcp.finite.extensive import Leaf
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> pure_strategies(pennies, 1)
    [{'p2': 'H'}, {'p2': 'T'}]
    """
    game, player = _game(game), _validate.integer(player, "player", 0, 1)
    infos = game.infosets[player]
    return [dict(zip(infos, choice)) for choice in itertools.product(*(game.actions[player][i] for i in infos))]


def matrix(game: Game) -> list:
    """Player 1's exact payoff for every pair of pure strategies (rows: Player 1's, in :func:`pure_strategies` order).

    Raises
    ------
    ValueError
        If the game has more than :data:`MAX_PAIRS` pure-strategy pairs.

    Examples
    --------
    >>> from lcp.finite.extensive import Leaf
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
    ...                 for a in "HT" for b in "HT"])
    >>> matrix(pennies)
    [[Fraction(1, 1), Fraction(-1, 1)], [Fraction(-1, 1), Fraction(1, 1)]]
    """
    game = _game(game)
    counts = [math.prod(len(game.actions[p][i]) for i in game.infosets[p]) for p in (0, 1)]
    if counts[0] * counts[1] > MAX_PAIRS:
        raise ValueError(
            f"game has {counts[0]} x {counts[1]} pure-strategy pairs; the normal form is built for at most {MAX_PAIRS}"
        )
    rows, cols = pure_strategies(game, 0), pure_strategies(game, 1)
    out = []
    for r in rows:
        row = []
        for c in cols:
            total = Fraction(0)
            for leaf in game.leaves:
                if all((r if p == 0 else c)[info] == a for p, info, a in leaf.moves):
                    total += leaf.chance * leaf.payoff
            row.append(total)
        out.append(row)
    return out


def value(game: Game) -> float:
    """The value to Player 1 of the normal form of ``game`` (a float, from one matrix-game LP).

    Examples
    --------
    >>> from lcp.finite.extensive import Leaf
    >>> pennies = Game([Leaf("", Fraction(1), Fraction(3 if a == b == "H" else 1 if a == b else -1),
    ...                      ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"])
    >>> round(value(pennies), 9)
    0.333333333
    """
    return matrix_game_value(np.array([[float(v) for v in row] for row in matrix(game)]))


def _game(game) -> Game:
    if not isinstance(game, Game):
        raise TypeError(f"game must be an lcp.finite.extensive.Game; got {type(game).__name__} {game!r}")
    return game


__all__ = ["MAX_PAIRS", "pure_strategies", "matrix", "value"]
