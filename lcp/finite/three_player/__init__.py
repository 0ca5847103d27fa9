r"""Three-player poker of the finite-deck paper (Krityakierne, Thanatipanonda, Zeilberger), finite and continuous.

Units: that paper's, ante 1 each (pot 3). Player I checks or bets ``b``; Players II and III each call or
fold, not seeing each other's choice; a folded player's ante stays in the pot. Net payoffs, derived from
these rules:

==========================  ===============================================================
I checks                    the highest of the three cards wins the pot: ``+2``, the others ``-1``
I bets, both fold           I ``+2``, II ``-1``, III ``-1``
I bets, one caller          the higher of I and the caller ``+(b + 2)``, the lower ``-(b + 1)``, the folder ``-1``
I bets, both call           the highest ``+(2b + 2)``, the others ``-(b + 1)``
==========================  ===============================================================

Like the paper, II and III use the same strategy. Finite deck (cards ``1..n`` dealt without
replacement): :func:`equilibria` finds every symmetric equilibrium in which the callers play a threshold
(call the top cards, at most one card mixed); Player I's strategy is left free (any cards may bet or
mix). Every symmetric equilibrium has callers of that shape for n >= 10 and every b, and for every n >=
3 at the bets checked card by card (b = 1, 2, 3 in notebook 7; :func:`callers_shape_forced`), so there
the search finds them all. The search follows the callers' mixing probability through [0, 1] for each
calling cut; every decision is made in integers and rationals, and every piece of equilibria is
certified exactly: no player -- II or III alone included -- gains by changing the action of any card.
:func:`finite` returns the first equilibrium of that search, scanning from the continuous game's calling
cut. Continuous hands: :func:`continuous_equilibrium` solves the three indifference conditions,
:func:`optimal_bet` the bet that maximises Player I's value.

The package holds one job per module: :mod:`~lcp.finite.three_player.payoffs` (exact payoffs by card and
:func:`certify`), :mod:`~lcp.finite.three_player.shape` (why the callers play a threshold),
:mod:`~lcp.finite.three_player.pieces` (the exact search at one calling cut, :func:`pieces_at_cut`),
:mod:`~lcp.finite.three_player.search` (:func:`finite`, :func:`equilibria`, :func:`sequential_gain`) and
:mod:`~lcp.finite.three_player.continuous` (the continuous game). Every public name is importable from
``lcp.finite.three_player`` itself; finite results are always exact (Fractions) and certified by
:class:`lcp.core.Certificate`.
"""

from lcp.finite.finite_game import Certificate

from .continuous import (
    MAX_CONTINUOUS_BET,
    MAX_GRID,
    BestReplyCheck,
    ContinuousEquilibrium,
    OptimalBet,
    Sequential,
    continuous_caller_gains,
    continuous_check,
    continuous_equilibrium,
    continuous_sequential,
    equations,
    optimal_bet,
)
from .payoffs import (
    bettor_gains,
    bettor_payoffs,
    caller_gain_steps,
    caller_gains,
    caller_payoffs,
    caller_step_weight,
    caller_step_weights,
    certify,
    payoff,
)
from .pieces import MAX_FINITE_BET, MAX_FINITE_CARDS, pieces_at_cut
from .search import (
    MAX_ENUMERATED_CARDS,
    FiniteEquilibrium,
    Piece,
    SymmetricEquilibria,
    equilibria,
    finite,
    sequential_gain,
)
from .shape import MAX_CARD_BY_CARD_DECK, bet_against_loose_callers, callers_shape_forced, shape_closed_form_from

__all__ = [
    "payoff",
    "bettor_payoffs",
    "caller_payoffs",
    "bettor_gains",
    "caller_gains",
    "caller_step_weight",
    "caller_step_weights",
    "caller_gain_steps",
    "certify",
    "shape_closed_form_from",
    "callers_shape_forced",
    "bet_against_loose_callers",
    "pieces_at_cut",
    "FiniteEquilibrium",
    "Piece",
    "SymmetricEquilibria",
    "finite",
    "equilibria",
    "sequential_gain",
    "ContinuousEquilibrium",
    "equations",
    "continuous_equilibrium",
    "OptimalBet",
    "optimal_bet",
    "BestReplyCheck",
    "continuous_check",
    "continuous_caller_gains",
    "Sequential",
    "continuous_sequential",
    "MAX_CARD_BY_CARD_DECK",
    "MAX_FINITE_CARDS",
    "MAX_FINITE_BET",
    "MAX_ENUMERATED_CARDS",
    "MAX_CONTINUOUS_BET",
    "MAX_GRID",
]
