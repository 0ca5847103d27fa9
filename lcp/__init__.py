"""Reference companion to "Limit Continuous Poker" (A. Spears, 2025).

One module per game:

* :mod:`lcp.fixed_bet` -- von Neumann's fixed-bet continuous poker (FBCP), paper Sec. 2.1.1;
* :mod:`lcp.baby_poker` -- the same game with dice (independent hands, ties split), the blog's baby poker;
* :mod:`lcp.no_limit` -- Newman's no-limit continuous poker (NLCP), paper Sec. 2.1.2;
* :mod:`lcp.limit` -- limit continuous poker (LCP), paper Secs. 3-6 and 9, with :mod:`lcp.admissible`
  (which of its equilibria are admissible, Thm. 4.1 and Claims 1, 7) and :mod:`lcp.monotone` (the
  revision's monotone callers and monotone-admissible bettors, revised Secs. 4.1-4.2 and App. A);
* :mod:`lcp.menu` -- continuous poker with a finite menu of bet sizes (the limit of the finite decks);
* :mod:`lcp.finite_deck` -- von Neumann and Newman poker with n cards (the finite-deck paper, ante 1);
* :mod:`lcp.three_player` -- the three-player game of the same paper, finite and continuous;
* :mod:`lcp.kuhn` -- Kuhn poker and its raise variants (solved by :mod:`lcp.extensive`, a small
  sequence-form LP solver with exact certificates);
* :mod:`lcp.grid` -- the grid game (hand buckets or a deck, a menu of sizes, an optional raise), its rules
  stated once, with three presets:
* :mod:`lcp.testbed` -- the discretised LCP as a test bed for equilibrium solvers: exact answers, Gambit
  ``.efg`` export for OpenSpiel and pygambit, exact scores in the finite and the continuous game;
* :mod:`lcp.asymmetric` and :mod:`lcp.reraise` -- limit poker on a grid with the hands from two laws
  (:mod:`lcp.hand_laws`), and with one raise for the caller (notebook 11, beyond the paper), checked by
  the brute-force :mod:`lcp.normal_form`;

and shared machinery: :mod:`lcp.continuous` (what a solved continuous game offers: the protocol that
:mod:`lcp.payoff`, :mod:`lcp.simulate` and :mod:`lcp.exploit` rely on), :mod:`lcp.payoff` (outcome regions,
paper Sec. 6), :mod:`lcp.simulate` (Monte Carlo), :mod:`lcp.finite_game` (the finite games' core: float LP,
exact re-solve, certificate) with :mod:`lcp._exact` (rational re-solve of LP answers), :mod:`lcp.exploit` (best
responses on a discretisation), :mod:`lcp.plotting` (byte-stable figures), :mod:`lcp.portable` (float
functions with the same bits on every CPU), :mod:`lcp.notebook` (notebook parameters), :mod:`lcp.errata` (every discrepancy found in the sources), :mod:`lcp.markup` (the ``$...$``
markup of the errata's and claims' text, rendered for Markdown and for plain text), :mod:`lcp.sources` (the
source texts and verbatim quotes from them),
:mod:`lcp.explorer` (``lcp.explore()``: sliders for L and U in JupyterLab),
:mod:`lcp.versions` (the paper's manuscript and its
revision, arXiv:2606.01390, section by section), :mod:`lcp._forms` (the float
forms of the continuous games, generated from their derivations by ``tools/generate.py``, so that the
float paths never import sympy).

Units: the paper's pot-1 convention (each player antes 1/2, payoffs are the bettor's net winnings)
unless a module says otherwise.
"""

__version__ = "0.1.0"


def explore(L: float = 0.1, U: float = 2.0):
    """Sliders for L and U that redraw the LCP equilibrium in JupyterLab (see :func:`lcp.explorer.explore`).

    Parameters
    ----------
    L, U : float
        The starting limits.

    Returns
    -------
    ipywidgets.VBox
        The controls and the figure (needs the ``notebooks`` extra).

    Examples
    --------
    >>> import lcp
    >>> lcp.explore(0.1, 2.0)   # a notebook shows the sliders; its stored output is this line
    lcp.explore: L = 0.1, U = 2, V(L, U) = 0.06910244164

    """

    from .explorer import explore as _explore

    return _explore(L, U)
