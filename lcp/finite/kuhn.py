r"""Kuhn poker and its raise variants, built from the rules and solved exactly (:mod:`lcp.finite.extensive`).

Units: ante 1 each, every bet and raise 1 (Kuhn's convention; payoffs are net, the opener's view).
Cards J < Q < K (the thesis's Q < K < A); one card each, the third unseen. The opener checks or bets;
after a check the dealer checks (showdown for the antes) or bets. Facing a bet or a raise a player
folds, calls (showdown), or -- while fewer than ``raises`` raises have been made in the hand -- raises
by 1. ``raises=0`` is Kuhn's game (Kuhn 1950); ``raises=1`` is the thesis's "revised Kuhn poker".

Information sets are named ``"<card>:<history>"``, the history in letters ``k`` check, ``b`` bet,
``c`` call, ``f`` fold, ``r`` raise: ``"Q:kb"`` is the opener holding Q after "check, bet".
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property

from lcp.core import _validate

from . import extensive

CARDS = ("J", "Q", "K")


def _leaves(raises: int):
    """Every terminal history with its chance weight, the opener's payoff and both players' paths."""
    out = []

    def walk(cards, history, stake, to_act, raises_left, facing, moves):
        # stake: each player's total in the pot; facing: the player to act faces an unmatched bet
        info = f"{CARDS[cards[to_act]]}:{history}"
        if facing:
            options = ["f", "c"] + (["r"] if raises_left else [])
        else:
            options = ["k", "b"]
        for a in options:
            new_moves = moves + ((to_act, info, a),)
            h = history + a
            s = list(stake)
            if a == "f":
                sign = -1 if to_act == 0 else 1  # the folder loses what he has put in
                terminal(cards, sign * s[to_act], new_moves)
            elif a == "c":
                s[to_act] = s[1 - to_act]
                terminal(cards, showdown(cards, s), new_moves)
            elif a == "k":
                if to_act == 1:  # check behind: showdown for the antes
                    terminal(cards, showdown(cards, s), new_moves)
                else:
                    walk(cards, h, s, 1, raises_left, False, new_moves)
            elif a == "b":
                s[to_act] += 1
                walk(cards, h, s, 1 - to_act, raises_left, True, new_moves)
            else:  # raise: match, then one more
                s[to_act] = s[1 - to_act] + 1
                walk(cards, h, s, 1 - to_act, raises_left - 1, True, new_moves)

    def showdown(cards, s):
        return s[1] if cards[0] > cards[1] else -s[0]

    def terminal(cards, payoff, moves):
        deal = CARDS[cards[0]] + CARDS[cards[1]]
        out.append(extensive.Leaf(deal, Fraction(1, 6), Fraction(payoff), moves))

    for cards in itertools.permutations(range(3), 2):
        walk(cards, "", (1, 1), 0, raises, False, ())
    return out


#: Most raises :func:`solve` accepts: the tree is built recursively (depth ~ raises) and 400 raises take
#: about 1.4 s; Python's recursion limit ends the walk near 1000.
MAX_RAISES = 500


def game(raises: int = 0) -> extensive.Game:
    """The sequence form of Kuhn poker with up to ``raises`` raises per hand (0 <= raises <= MAX_RAISES).

    Parameters
    ----------
    raises : int
        Most raises per hand.

    Returns
    -------
    lcp.finite.extensive.Game

    Examples
    --------
    >>> g = game(0)
    >>> len(g.leaves), len(g.infosets[0]), len(g.infosets[1])
    (30, 6, 6)
    """
    return _game(_validate.integer(raises, "raises", 0, MAX_RAISES))


@cache
def _game(raises: int) -> extensive.Game:
    return extensive.Game(_leaves(raises))


@dataclass(frozen=True)
class KuhnSolution:
    """An exactly certified equilibrium: ``value`` is the opener's (ante-1 units); ``opener`` and
    ``dealer`` map information sets (``"Q:kb"``) to action probabilities (``Fraction``); ``profile`` is
    ``(opener, dealer)``; ``certificate`` (an attribute) the exact one :func:`solve` proved it with;
    ``certified`` its verdict.

    Examples
    --------
    >>> sol = solve(0)
    >>> sol.value, sol.dealer["K:b"]
    (Fraction(-1, 18), {'f': Fraction(0, 1), 'c': Fraction(1, 1)})
    >>> sol.certificate.is_equilibrium, sol.certified
    (True, True)
    """

    raises: int
    value: Fraction
    opener: dict
    dealer: dict
    _certificate: extensive.Certificate | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def profile(self) -> tuple:
        """The strategy profile ``(opener, dealer)``."""
        return (self.opener, self.dealer)

    @cached_property
    def certificate(self) -> extensive.Certificate:
        """This solution's exact :class:`lcp.finite.finite_game.Certificate`: the one :func:`solve` proved it with (no
        second proof); for a solution built by hand, :func:`certify`'s."""
        if self._certificate is not None:
            return self._certificate
        return certify(self.raises, self.opener, self.dealer)

    @property
    def certified(self) -> bool:
        """``certificate.certified`` (always True for a result of :func:`solve`, which raises otherwise)."""
        return self.certificate.certified


def solve(raises: int = 0) -> KuhnSolution:
    """Solve Kuhn poker (``raises=0``) or its variant with up to ``raises`` raises, exactly.

    Parameters
    ----------
    raises : int
        Most raises per hand, ``0 <= raises <= MAX_RAISES``.

    Returns
    -------
    KuhnSolution
        Exact, certified.

    Examples
    --------
    >>> solve(0).value  # Kuhn (1950): -1/18
    Fraction(-1, 18)
    >>> solve(1).value  # one raise allowed: the same value
    Fraction(-1, 18)
    """
    raises = _validate.integer(raises, "raises", 0, MAX_RAISES)
    sol = extensive.solve(game(raises))
    out = KuhnSolution(raises, sol.value, sol.strategies[0], sol.strategies[1])
    object.__setattr__(out, "_certificate", sol.certificate)
    return out


def certify(raises: int, opener: dict, dealer: dict) -> extensive.Certificate:
    """The exact :class:`lcp.finite.finite_game.Certificate` of a behaviour-strategy pair: the opener's value and
    each player's best deviation gain, in rationals (the shape every finite game's ``certify`` returns).

    Missing information sets or actions count as probability 0 (an unlisted set must then be one the
    player never reaches); a profile that is not a strategy pair is refused with the set named
    (:meth:`lcp.finite.extensive.Game.checked_behaviour`).

    Parameters
    ----------
    raises : int
        Most raises per hand (0: Kuhn's game).
    opener, dealer : dict
        ``{infoset: {action: probability}}``, exact probabilities.

    Returns
    -------
    lcp.finite.finite_game.Certificate
        ``value`` is the opener's, ``gains`` the opener's and the dealer's best deviation gains.

    Examples
    --------
    >>> sol = solve(0)
    >>> cert = certify(0, sol.opener, sol.dealer)
    >>> cert.value, cert.gains, cert.is_equilibrium
    (Fraction(-1, 18), (Fraction(0, 1), Fraction(0, 1)), True)
    """
    g = game(raises)
    full = [g.checked_behaviour(0, opener, "opener"), g.checked_behaviour(1, dealer, "dealer")]
    return extensive.certify(g, *full)


def _complete(raises: int, opener: dict, dealer: dict):
    """The game and both strategies completed with zeros, checked as :func:`certify` checks them (any
    number type: floats, Fractions, sympy expressions)."""
    g = game(raises)
    full = [
        g.checked_behaviour(0, opener, "opener", exact=False),
        g.checked_behaviour(1, dealer, "dealer", exact=False),
    ]
    return g, full


def value_of(raises: int, opener: dict, dealer: dict):
    """The opener's expected payoff of a behaviour-strategy pair (any number type, sympy included).

    Examples
    --------
    >>> sol = solve(0)
    >>> value_of(0, sol.opener, sol.dealer)
    Fraction(-1, 18)
    """
    g, (b0, b1) = _complete(raises, opener, dealer)
    X, Y = g.plan(0, b0), g.plan(1, b1)
    return sum(a * X.get(s1, 0) * Y.get(s2, 0) for (s1, s2), a in g.A.items())


def card_values(raises: int, opener: dict, dealer: dict) -> dict:
    """The opener's expected payoff given his card, ``{"J": ..., "Q": ..., "K": ...}``.

    Examples
    --------
    >>> sol = solve(0)
    >>> card_values(0, sol.opener, sol.dealer)["K"] > 0 > card_values(0, sol.opener, sol.dealer)["J"]
    True
    """
    g, (b0, b1) = _complete(raises, opener, dealer)
    out = dict.fromkeys(CARDS, 0)
    for leaf in g.leaves:
        w = leaf.chance * leaf.payoff
        for p, info, a in leaf.moves:
            w = w * (b0 if p == 0 else b1)[info][a]
        out[leaf.deal[0]] += 3 * w  # each card is dealt to the opener with probability 1/3
    return out


def local_gains(raises: int, opener: dict, dealer: dict) -> tuple:
    """For each player and information set, what each action gains over the strategy's own mix.

    Values are weighted by chance and the opponent's reach and continue with the player's own
    strategy. With perfect recall, a strategy is a best reply iff no action gains anywhere (backward
    induction over the player's own information sets), so the pair is an equilibrium iff every entry is
    <= 0. Works with sympy expressions (strategy families with a parameter).

    Examples
    --------
    >>> sol = solve(0)
    >>> gains = local_gains(0, sol.opener, sol.dealer)
    >>> all(g <= 0 for player in gains for by_action in player.values() for g in by_action.values())
    True
    """
    g, full = _complete(raises, opener, dealer)
    plans = (g.plan(0, full[0]), g.plan(1, full[1]))
    out = []
    for player in (0, 1):
        values = g.action_values(player, full[player], plans[1 - player])
        sign = 1 if player == 0 else -1  # the dealer minimises the opener's payoff
        gains = {}
        for info, by_action in values.items():
            mix = sum(full[player][info][a] * v for a, v in by_action.items())
            gains[info] = {a: sign * (v - mix) for a, v in by_action.items()}
        out.append(gains)
    return tuple(out)


def situation_values(raises: int, opener: dict, dealer: dict, player: int) -> dict:
    """``{infoset: {action: value}}``: ``player``'s own expected payoff of each action at each of his
    information sets, *given* that the set is reached (the way the thesis argues: "if checked to while
    holding the king ..."), continuing with his own strategy afterwards. Sets the opponent never reaches
    are left out. Exact in the number type of the strategies (sympy included).

    Examples
    --------
    >>> sol = solve(0)
    >>> situation_values(0, sol.opener, sol.dealer, 1)["K:k"]  # the dealer's K checked to: a bet earns more
    {'k': Fraction(1, 1), 'b': Fraction(7, 6)}
    """
    g, full = _complete(raises, opener, dealer)
    player = g._player(player)
    values = g.action_values(player, full[player], g.plan(1 - player, full[1 - player]))
    reach: dict = {}
    seen = set()
    for leaf in g.leaves:  # chance times the opponent's probabilities on the way to each history of the set
        w = leaf.chance
        for k, (p, info, a) in enumerate(leaf.moves):
            if p == player and (leaf.deal, leaf.moves[:k]) not in seen:
                seen.add((leaf.deal, leaf.moves[:k]))
                reach[info] = reach.get(info, 0) + w
            if p != player:
                w = w * full[p][info][a]
    sign = 1 if player == 0 else -1  # action_values are the opener's payoff
    return {
        info: {a: sign * v / reach[info] for a, v in by_action.items()}
        for info, by_action in values.items()
        if reach.get(info, 0) != 0
    }
