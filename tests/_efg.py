"""Any game of the finite-game core (:class:`lcp.finite.extensive.Game`) as Gambit's ``.efg`` text, exactly.

The outside check of the grid games of notebook 11 (issue 40): pygambit reads the text this writes and
solves it with its own exact LP. Chance deals first (their probabilities, and the payoffs, written as
exact rationals), then each player's moves in the order the leaves record them; an information set is
numbered once per player, so Gambit sees the same information structure as the core.
"""

from __future__ import annotations

import itertools


def _label(thing) -> str:
    return str(thing).replace('"', "'")


def to_efg(game, title: str, players=("Player 1", "Player 2")) -> str:
    """``game`` (an ``lcp.finite.extensive.Game``) as the text of a two-player ``.efg`` file."""
    lines = [f'EFG 2 R "{_label(title)}" {{ "{players[0]}" "{players[1]}" }}', ""]
    chance = {}
    for leaf in game.leaves:
        assert chance.setdefault(leaf.deal, leaf.chance) == leaf.chance, leaf.deal  # one probability per deal
    deals = [d for d in dict.fromkeys(leaf.deal for leaf in game.leaves) if chance[d] > 0]
    lines.append('c "deal" 1 "deal" { ' + " ".join(f'"{_label(d)}" {chance[d]}' for d in deals) + " } 0")
    numbers = [{}, {}]
    outcomes = itertools.count(1)

    def node(leaves, depth):
        if len(leaves[0].moves) == depth:
            (leaf,) = leaves
            lines.append(f't "" {next(outcomes)} "" {{ {leaf.payoff}, {-leaf.payoff} }}')
            return
        player, info, _ = leaves[0].moves[depth]
        number = numbers[player].setdefault(info, len(numbers[player]) + 1)
        actions = list(dict.fromkeys(leaf.moves[depth][2] for leaf in leaves))
        lines.append(
            f'p "" {player + 1} {number} "{_label(info)}" {{ ' + " ".join(f'"{_label(a)}"' for a in actions) + " } 0"
        )
        for a in actions:
            node([leaf for leaf in leaves if leaf.moves[depth][2] == a], depth + 1)

    for d in deals:
        node([leaf for leaf in game.leaves if leaf.deal == d], 0)
    return "\n".join(lines) + "\n"
