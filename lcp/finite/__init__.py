"""The finite games: decks of n cards, three players, Kuhn poker, dice, and the solvers they share.

Units: each module says its own (the finite-deck paper's ante 1, or pot 1).

* :mod:`lcp.finite.finite_deck` -- von Neumann's and Newman's games with n cards (the finite-deck paper);
* :mod:`lcp.finite.three_player` -- its three-player game, finite and continuous;
* :mod:`lcp.finite.kuhn` -- Kuhn poker and its raise variants; :mod:`lcp.finite.baby_poker` -- the dice game;
* the solvers: :mod:`lcp.finite.finite_game` (an LP in named steps, solved in floats, re-solved exactly,
  certified), :mod:`lcp.finite.extensive` (sequence-form LPs with exact certificates),
  :mod:`lcp.finite.normal_form` (every pure strategy against every other) and
  :mod:`lcp.finite.equilibrium_sets` (the range of a feature over every equilibrium).
"""
