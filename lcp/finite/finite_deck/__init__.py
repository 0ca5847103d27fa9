r"""Von Neumann and Newman poker with a finite deck (Krityakierne, Thanatipanonda, Zeilberger).

Units: **that paper's** convention, not the pot-1 one. Cards ``1..n`` are dealt without replacement
(every ordered pair of distinct cards equally likely); each player antes 1 (pot 2); Player I checks or
bets a positive size ``s`` from a menu (integers ``b`` for von Neumann, ``1..b`` for Newman); Player II
calls or folds. Player I's net payoff with card ``i`` against card ``j``:

======================  ===========================
check                   ``+1`` if ``i > j``, else ``-1``
bet ``s``, fold         ``+1``
bet ``s``, call         ``+(1 + s)`` if ``i > j``, else ``-(1 + s)``
======================  ===========================

Values are in ante-1 units; the pot-1 units of the continuous games are half of them (bets too:
``s`` here is ``s / 2`` there).

Three ways to find equilibria:

* :func:`pure_equilibria` -- every pure equilibrium of the ``2^n x 2^n`` subset game (paper: "vanilla"
  approach). A row player's worst case over all columns separates card by card, so all row minima and
  column maxima take ``O(2^n n)`` work instead of ``O(4^n)``; :func:`payoff_matrix` builds the full
  matrix (the paper's way) for small ``n``.
* :func:`threshold_equilibria` -- pure equilibria among "check iff ``A <= i <= B``", "call iff
  ``j >= C``" (paper: restricted strategies).
* :func:`solve` (and :func:`von_neumann`, :func:`newman`) -- a mixed equilibrium of the behavioural
  game from two linear programmes (HiGHS through scipy) with ``O(n m)`` variables and constraints for
  ``m`` bet sizes: the caller's answer to each (card, size) is chosen independently, and the sums over
  cards are carried by prefix-sum variables, so every constraint has at most four non-zeros. The paper's
  formulations (the ``2^n x 2^n`` matrix game; DJN-I with ``n 2^b`` constraints) are kept in
  :func:`matrix_game_value` and :func:`djn_value` as references for the benchmark and the tests.

Every LP answer is certified exactly (:func:`certify`): the support is read off, the equalities on it
are re-solved in ``Fraction`` and the best-response payoffs of both players are computed in rationals
(the stages of :mod:`lcp.finite.finite_game`). Results are always exact; ``lp_value`` keeps the float LP's.

The package holds one job per module: :mod:`~lcp.finite.finite_deck.rules` (the payoff rules and the bet menu),
:mod:`~lcp.finite.finite_deck.subset_game` (pure and threshold equilibria), :mod:`~lcp.finite.finite_deck.proofs`
(proofs for families of decks), :mod:`~lcp.finite.finite_deck.payoffs` (exact payoffs and :func:`certify`),
:mod:`~lcp.finite.finite_deck.programmes` (the two LPs), :mod:`~lcp.finite.finite_deck.equilibrium` (:func:`solve`),
:mod:`~lcp.finite.finite_deck.newman_saturation` and :mod:`~lcp.finite.finite_deck.references` (the paper's formulations).
Every public name is importable from ``lcp.finite.finite_deck`` itself.
"""

from lcp.finite.finite_game import Certificate, CertificationError

from .equilibrium import MAX_LP_CELLS, Equilibrium, newman, solve, von_neumann
from .newman_saturation import (
    MAX_SATURATION_CARDS,
    Saturation,
    card_n_only_deters,
    extends_to_larger_bets,
    saturating_bet,
    saturation,
)
from .payoffs import bettor_payoffs, caller_options, certify
from .proofs import (
    MAX_PATTERN_BET,
    MAX_PATTERN_PROBE,
    MAX_PATTERN_START,
    BoundProof,
    PatternProof,
    ResidueProof,
    ThresholdProof,
    caller_bound,
    mod_pattern,
    threshold_proof,
)
from .references import MAX_DJN_ENTRIES, MAX_MATRIX_LP_CARDS, djn_entries, djn_value, matrix_game_value
from .rules import MAX_LP_SIZE, payoff
from .subset_game import (
    MAX_MATRIX_CARDS,
    MAX_PURE_CARDS,
    MAX_THRESHOLD_CARDS,
    PureEquilibria,
    ThresholdEquilibria,
    cards_of_mask,
    payoff_matrix,
    pure_equilibria,
    pure_equilibria_by_matrix,
    threshold_equilibria,
)

__all__ = [
    "payoff",
    "PureEquilibria",
    "cards_of_mask",
    "payoff_matrix",
    "pure_equilibria",
    "pure_equilibria_by_matrix",
    "ThresholdEquilibria",
    "threshold_equilibria",
    "ThresholdProof",
    "threshold_proof",
    "BoundProof",
    "caller_bound",
    "ResidueProof",
    "PatternProof",
    "mod_pattern",
    "bettor_payoffs",
    "caller_options",
    "certify",
    "Equilibrium",
    "solve",
    "von_neumann",
    "newman",
    "Saturation",
    "card_n_only_deters",
    "extends_to_larger_bets",
    "saturating_bet",
    "saturation",
    "djn_entries",
    "matrix_game_value",
    "djn_value",
    "MAX_PURE_CARDS",
    "MAX_MATRIX_CARDS",
    "MAX_LP_CELLS",
    "MAX_LP_SIZE",
    "MAX_THRESHOLD_CARDS",
    "MAX_SATURATION_CARDS",
    "MAX_PATTERN_BET",
    "MAX_PATTERN_PROBE",
    "MAX_PATTERN_START",
    "MAX_MATRIX_LP_CARDS",
    "MAX_DJN_ENTRIES",
]
