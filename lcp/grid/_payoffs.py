r"""The grid game's float payoffs by running sums over the hands, shared by :mod:`lcp.grid.structured` (column
generation prices the bettor's actions) and :mod:`lcp.grid.exact` (the support and its ties): below both, so
neither imports the other for them.

Units: pot 1, ante 1/2 each, the bettor's net winnings, in *count units* (a sum over the other player's
hands, before the deal weight w = 1/n^2 for buckets or 1/(n(n-1)) for the deck multiplies it). ``game`` is
anything with ``hands``, ``sizes`` and ``deal`` (:class:`lcp.testbed.TestbedGame`,
:class:`lcp.grid.structured.StructuredGame`).
"""

from __future__ import annotations

import numpy as np


def prefix_sums(a: np.ndarray, dtype=None) -> np.ndarray:
    """``out[j]`` = the sum of ``a[:j]`` along the first axis (length ``len(a) + 1``, ``out[0] = 0``).

    The dtype is ``dtype`` if given, else the running sum's own (object arrays stay Python ints, exact).
    The one helper behind every running sum of the grid solvers (exact.py, window.py and here).
    """
    c = np.cumsum(a, axis=0)
    out = np.zeros((c.shape[0] + 1, *c.shape[1:]), dtype=c.dtype if dtype is None else dtype)
    out[1:] = c
    return out


def running_sums(a: np.ndarray, dtype=None) -> tuple:
    """``(below, above, total)`` along the first axis: ``below[j]`` = sum of ``a[:j]``, ``above[j]`` = sum of
    ``a[j + 1:]``, ``total`` the sum of all (:func:`prefix_sums`'s dtype rule)."""
    pre = prefix_sums(a, dtype)
    total = pre[-1]
    return pre[:-1], total - pre[1:], total


def checked_game(game, name: str = "game"):
    """``game`` if it describes a grid game (``hands``, ``sizes``, ``deal`` as a TestbedGame or StructuredGame
    has them), else a TypeError naming ``name``."""
    hands, sizes, deal = (getattr(game, a, None) for a in ("hands", "sizes", "deal"))
    if not (
        isinstance(hands, int) and hands >= 2 and isinstance(sizes, tuple) and sizes and deal in ("buckets", "deck")
    ):
        raise TypeError(
            f"{name} must be an lcp.testbed.TestbedGame or lcp.grid.structured.StructuredGame; "
            f"got {type(game).__name__} {game!r}"
        )
    return game


def setting(game) -> tuple:
    """``(n, sizes as floats, deck?, m, w)``: m the hands the other player can hold, w the deal weight."""
    n = checked_game(game).hands
    deck = game.deal == "deck"
    m = n - 1 if deck else n
    return n, np.array([float(s) for s in game.sizes]), deck, m, 1.0 / (n * m)


def _matrix(values, name: str, n: int, K: int) -> np.ndarray:
    """``values`` as a float array of shape (n, K) with entries in [0, 1], else a ValueError naming ``name``."""
    try:
        a = np.asarray(values, dtype=float)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an integer beyond a double (10**400)
        raise TypeError(
            f"{name} must be an array of probabilities of shape ({n}, {K}); got {type(values).__name__}"
        ) from None
    if a.shape != (n, K):
        raise ValueError(f"{name} must have shape ({n}, {K}) (hands, sizes); got shape {a.shape}")
    if not np.all((a >= 0) & (a <= 1)):  # NaN fails too
        raise ValueError(f"{name} must hold probabilities in [0, 1]; got values outside (or NaN)")
    return a


def bettor_payoffs(game, caller) -> np.ndarray:
    """The bettor's float payoff of each action with each hand (count units), shape (n, k + 1).

    ``caller[j, k]`` is the caller's probability of calling size k with hand j (shape (n, k), in [0, 1]);
    column 0 of the result is the check, column a the a-th size.

    In the example (two buckets, a bet of 1 called by the high hand only), the low hand's bet wins the
    ante 1/2 from the folding low hand and loses 3/2 to the calling high one: -1 in count units.

    Examples
    --------
    >>> from lcp import testbed
    >>> bettor_payoffs(testbed.build(1, 1, hands=2, k=1), np.array([[0.0], [1.0]])).tolist()
    [[-0.5, -1.0], [0.5, 0.5]]
    """
    n, s, deck, m, _ = setting(game)
    q = _matrix(caller, "caller", n, len(s))
    below, above, total = running_sums(q, dtype=float)
    others = total - q if deck else total
    bets = m / 2 - others / 2 + (0.5 + s) * (below - above)
    return np.column_stack([np.arange(n) - (n - 1) / 2, bets])


def caller_gains(game, bettor) -> np.ndarray:
    """What the caller with hand j facing size k gains (count units) by calling rather than folding, shape
    (n, k): the negative of :mod:`lcp.grid.structured`'s X.

    ``bettor[i, a]`` is the bettor's probability of action a with hand i (shape (n, k + 1), a = 0 the check,
    each row a distribution; only the bets' columns enter).

    Examples
    --------
    >>> from lcp import testbed
    >>> caller_gains(testbed.build(1, 1, hands=2, k=1), np.array([[0.0, 1.0], [0.0, 1.0]])).tolist()
    [[-0.5], [2.5]]
    """
    n, s, deck, m, _ = setting(game)
    b = _matrix(bettor, "bettor", n, len(s) + 1)[:, 1:]
    below, above, total = running_sums(b, dtype=float)
    others = total - b if deck else total
    return -((0.5 + s) * (above - below) - others / 2)
