r"""The discretised LCP as a Gambit extensive-form file (``.efg``, format "EFG 2 R"), for other solvers.

Gambit's own text format is read by pygambit (``pygambit.read_efg``) and OpenSpiel
(``pyspiel.load_efg_game``). The tree: a chance node deals (i, j) with its exact probability; the
bettor (player 1) at information set ``x<i>`` checks or bets; after a bet the caller (player 2) at
``y<j>|bet <s>`` folds or calls. Each terminal node has its own outcome, payoffs (bettor, caller) =
(u, -u).

Units: payoffs are written in *chips*, ``scale`` chips to the pot (the least common multiple of the
denominators of 1/2 and the stakes 1/2 + s), so every payoff is an integer (solvers that parse only
decimal numbers read them exactly) and a value in the file is ``scale`` times the pot-1 value.
Chance probabilities are written as exact fractions ``1/n^2`` (or ``1/(n(n-1))``), which both readers parse.
"""

from __future__ import annotations

import math
import os
from fractions import Fraction
from pathlib import Path

from .game import CALL, FOLD, MAX_TREE_LEAVES, TestbedGame, _check_size, _payoff, _require


def chip_scale(game: TestbedGame) -> int:
    """Chips per pot in the file: the least common multiple of the denominators of every payoff.

    Examples
    --------
    >>> from lcp.testbed import build
    >>> chip_scale(build(Fraction(1, 2), Fraction(2, 3), 2, 2))   # stakes 1/2, 1, 7/6
    6
    """
    stakes = [Fraction(1, 2)] + [Fraction(1, 2) + s for s in _require(game).sizes]
    return math.lcm(*(q.denominator for q in stakes))


def _quote(text: str) -> str:
    return '"' + text.replace('"', '\\"') + '"'


def to_efg(game: TestbedGame) -> str:
    """The game as the text of a Gambit ``.efg`` file (payoffs in chips: see :func:`chip_scale`).

    Parameters
    ----------
    game : lcp.testbed.TestbedGame

    Returns
    -------
    str

    Raises
    ------
    ValueError
        If the tree has more than ``lcp.testbed.game.MAX_TREE_LEAVES`` leaves (refused before any is written).

    Examples
    --------
    >>> from lcp.testbed import build
    >>> text = to_efg(build(1, 1, hands=2, k=1))
    >>> print("\\n".join(text.splitlines()[:6]))
    EFG 2 R "LCP test bed: L = 1, U = 1, 2 buckets, sizes 1" { "bettor" "caller" }
    "Discretised limit continuous poker (lcp.testbed). Payoffs in chips, 2 chips to the pot."
    <BLANKLINE>
    c "deal" 1 "deal" { "0,0" 1/4 "0,1" 1/4 "1,0" 1/4 "1,1" 1/4 } 0
    p "" 1 1 "x0" { "check" "bet 1" } 0
    t "" 1 "" { 0, 0 }
    """
    scale = chip_scale(game)
    _check_size(game, MAX_TREE_LEAVES, "a Gambit file")
    sizes = ", ".join(str(s) for s in game.sizes)
    unit = "cards" if game.deal == "deck" else "buckets"
    lines = [
        f"EFG 2 R {_quote(f'LCP test bed: L = {game.L}, U = {game.U}, {game.hands} {unit}, sizes {sizes}')} "
        '{ "bettor" "caller" }',
        _quote(f"Discretised limit continuous poker (lcp.testbed). Payoffs in chips, {scale} chips to the pot."),
        "",
    ]
    deals = game.deals()
    branches = " ".join(f'"{i},{j}" {p}' for i, j, p in deals)
    lines.append(f'c "deal" 1 "deal" {{ {branches} }} 0')
    bettor_actions = " ".join(_quote(a) for a in game.bettor_actions)
    caller_actions = f"{_quote(FOLD)} {_quote(CALL)}"
    m = len(game.sizes)
    outcome = 0

    def terminal(u: Fraction) -> str:
        nonlocal outcome
        outcome += 1
        chips = u * scale
        assert chips.denominator == 1
        return f't "" {outcome} "" {{ {chips.numerator}, {-chips.numerator} }}'

    for i, j, _ in deals:
        lines.append(f'p "" 1 {i + 1} {_quote(game.bettor_infoset(i))} {{ {bettor_actions} }} 0')
        lines.append(terminal(_payoff(i, j, 0, False)))
        for k, s in enumerate(game.sizes):
            lines.append(f'p "" 2 {j * m + k + 1} {_quote(game.caller_infoset(j, k))} {{ {caller_actions} }} 0')
            lines.append(terminal(_payoff(i, j, s, False)))
            lines.append(terminal(_payoff(i, j, s, True)))
    return "\n".join(lines) + "\n"


def write_efg(game: TestbedGame, path) -> Path:
    """Write :func:`to_efg` to ``path`` (UTF-8); return the path.

    Written whole through :func:`lcp.core.files.write_output`: a folder, a missing folder, a link to nothing are
    refused in one line (:class:`lcp.core.files.OutputError`, an OSError) before the tree is built; a device or a
    FIFO is written through; a file there is replaced whole (a link keeps pointing at its file).

    Examples
    --------
    >>> import tempfile
    >>> from lcp.testbed import build
    >>> with tempfile.TemporaryDirectory() as d:
    ...     p = write_efg(build(1, 1, 2, 1), Path(d) / "lcp.efg")
    ...     p.read_text().startswith("EFG 2 R")
    True
    """
    if isinstance(path, bytes) or not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or path-like; got {type(path).__name__} {path!r}")
    from lcp.core.files import Output

    with Output(path, option="path", force=True) as out:  # checked before the tree is built
        out.write(to_efg(game).encode("utf-8"))
        out.commit()
    return Path(path)


__all__ = ["chip_scale", "to_efg", "write_efg"]
