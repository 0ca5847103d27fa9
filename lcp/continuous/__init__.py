"""The paper's continuous games: a bettor with a uniform hand in [0, 1] bets, a caller calls or folds.

Units: pot 1 (each player antes 1/2; payoffs are the bettor's net winnings).

* :mod:`lcp.continuous.fixed_bet` -- von Neumann's fixed-bet game (FBCP), paper Sec. 2.1.1;
* :mod:`lcp.continuous.no_limit` -- Newman's no-limit game (NLCP), paper Sec. 2.1.2;
* :mod:`lcp.continuous.limit` -- limit continuous poker (LCP), paper Secs. 3-6 and 9, with
  :mod:`lcp.continuous.admissible` (which equilibria are admissible, Thm. 4.1) and
  :mod:`lcp.continuous.monotone` (the revision's monotone refinement, revised Sec. 4 and App. A);
* :mod:`lcp.continuous.menu` -- a finite menu of bet sizes (the limit of the finite decks);
* :mod:`lcp.continuous.printed_profile` -- the profile the manuscript's printed equations give;
* :mod:`lcp.continuous.hand_laws` -- hands that are not uniform (the quantile transform, laws on a grid);
* the machinery every solved game is read by: :mod:`lcp.continuous.protocol` (what a solved game offers),
  :mod:`lcp.continuous.payoff` (outcome regions, paper Sec. 6), :mod:`lcp.continuous.simulate` (Monte Carlo)
  and :mod:`lcp.continuous.exploit` (best responses on a discretisation).

The protocol's names are importable from here too (``lcp.continuous.ContinuousGame``).
"""

from .protocol import NOT_A_GAME, Certificate, Claim, ContinuousGame, as_exact, as_float, require

__all__ = ["NOT_A_GAME", "ContinuousGame", "require", "as_float", "as_exact", "Claim", "Certificate"]
