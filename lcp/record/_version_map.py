"""The map of the paper's two versions as data: its row type (:class:`lcp.record.versions.Row`) and its rows
(:data:`lcp.record.versions.MAP`), one per pair of headings, in the revision's order (see :mod:`lcp.record.versions`, which
re-exports every name here and renders, orders and checks the map).
"""

from __future__ import annotations

from dataclasses import dataclass

TITLE = "Limit Continuous Poker: A Variant of Continuous Poker with Limited Bet Sizes"

NB1, NB2, NB3, NB4 = "01_fixed_bet", "02_no_limit", "03_lcp_derivation", "04_payoff_regions"
NB5, NB6, NB7, NB8 = "05_parameter_analysis", "06_finite_decks", "07_three_player", "08_kuhn_poker"
NB9 = "09_revision"  # the revision's own statements, checked
NB10 = "10_test_bed"  # Future Directions' "Computational Tools": LCP as a test bed for solvers
NB11 = "11_beyond_the_paper"  # the open questions of the revision's Conclusion, answered by computation


@dataclass(frozen=True)
class Row:
    """A heading of the manuscript beside a heading of the revision.

    A side with an empty title has no counterpart. Numbers are as printed, the revision's as posted (in
    parentheses: the LaTeX's number of a part the posted paper does not have); an empty number with a
    title is an unnumbered heading (the title, the revision's abstract, a theorem's name in the seed).

    Attributes
    ----------
    manuscript_number, manuscript_title : str
        The manuscript's heading.
    revision_number, revision_title : str
        The revision's heading.
    notebooks : tuple of str
        The notebooks that follow this part of the paper.
    note : str
        What changed.

    Examples
    --------
    >>> row = Row("2.1.1", "Fixed-Bet Continuous Poker (FBCP)", "1.1.1", "Fixed-Bet Continuous Poker (FBCP)",
    ...           (NB1,), "renumbered")
    >>> row.manuscript, row.revision
    ('2.1.1 Fixed-Bet Continuous Poker (FBCP)', '1.1.1 Fixed-Bet Continuous Poker (FBCP)')
    """

    manuscript_number: str
    manuscript_title: str
    revision_number: str
    revision_title: str
    notebooks: tuple[str, ...]  # notebooks/<name>.py follows this part of the paper
    note: str  # what changed

    @property
    def manuscript(self) -> str:
        """The manuscript's heading, number first (empty if none)."""
        return " ".join(p for p in (self.manuscript_number, self.manuscript_title) if p)

    @property
    def revision(self) -> str:
        """The revision's heading, number first (empty if none)."""
        return " ".join(p for p in (self.revision_number, self.revision_title) if p)


def _row(manuscript, revision, notebooks, note) -> Row:
    m_number, m_title = manuscript or ("", "")
    r_number, r_title = revision or ("", "")
    return Row(m_number, m_title, r_number, r_title, tuple(notebooks), note)


_SYMPY = "the author's sympy notebook as an appendix (LaTeX only)"
_EV = "Expected Value of Bettor's Hand Strengths"

MAP: tuple[Row, ...] = (
    # --- front matter, introduction, preliminaries -----------------------------------------------------
    _row(("", TITLE), ("", TITLE), (), "the same title; dated 24 May 2025 and posted 31 May 2026"),
    _row(
        ("1", "Abstract"),
        ("", "Abstract"),
        (),
        "no longer a numbered section; the same text, with 'We introduces' corrected",
    ),
    _row(
        ("2", "Introduction"),
        ("1", "Introduction"),
        (),
        "Sec. 2 -> Sec. 1; two new opening paragraphs: simplified poker models, LCP between FBCP and NLCP",
    ),
    _row(
        ("2.1", "Previous Work"),
        ("1.1", "Related Work and Background"),
        (NB8,),
        "renamed and written out: von Neumann and Morgenstern, Kuhn's three-card poker (notebook 8), Koller, "
        "Megiddo and von Stengel, the solution of heads-up limit hold'em",
    ),
    _row(
        ("2.1.1", "Fixed-Bet Continuous Poker (FBCP)"),
        ("1.1.1", "Fixed-Bet Continuous Poker (FBCP)"),
        (NB1,),
        "Definition 2.1 -> Definition 1.1; footnote 2 now defines admissible as not weakly dominated, the "
        "uniqueness credited to Ferguson and Ferguson; the thresholds (with the misprint s for B) and V_FB(B) "
        "are commented out of the LaTeX, the value described in words; the paragraph on the caller's many "
        "optimal replies rewritten",
    ),
    _row(
        ("2.1.2", "No-limit Continuous Poker (NLCP)"),
        ("1.1.2", "No-Limit Continuous Poker (NLCP)"),
        (NB2,),
        "the structure as a list; the formulas of b(s), v(s) and c(s) are commented out here and printed in "
        "Sec. 7.1; the figure kept (now Figure 1); V_NL = 1/14",
    ),
    _row(
        None,
        ("1.2", "Our Contributions"),
        (),
        "new: the equilibrium, the value and its symmetry, the limits, the effect of the limits",
    ),
    _row(None, ("1.3", "Outline"), (), "new"),
    _row(None, ("2", "Preliminaries and Conventions"), (), "new section"),
    _row(
        None,
        ("2.1", "Game-Theoretic Concepts"),
        (),
        "new: existence by construction (App. B), the value, uniqueness up to sets of measure zero",
    ),
    _row(
        None,
        ("2.2", "Conventions"),
        (NB3, NB9),
        "new: ante 1/2 and pot 1 as in the companion, payoffs net of the ante (+-0.5, +-(0.5 + s)), "
        "monotone strategies, admissible = not weakly dominated",
    ),
    # --- the game and its equilibrium ------------------------------------------------------------------
    _row(
        ("3", "Limit Continuous Poker (LCP)"),
        ("3", "Limit Continuous Poker (LCP)"),
        (NB3,),
        "Definition 3.1 -> Definition 3.1 with a bet of 0 as a check (actions {0} and [L, U]) and net payoffs "
        "0.5 and 0.5 + s to the higher hand, where the manuscript's 'payoff 1 + 2s' was the pot (so the LaTeX; "
        "the author's main.pdf of 6 February 2026 prints 0.5 + 2s); strategies as measurable functions",
    ),
    _row(
        ("4", "Solving LCP"),
        ("4", "Solving for Nash Equilibrium"),
        (NB3,),
        "renamed; opens with the refinements that select the equilibrium",
    ),
    _row(
        ("4.1", "Nash Equilibrium Structure"),
        ("4.1", "Uniqueness and Equilibrium Selection"),
        (NB3,),
        "Theorem 4.1's 'unique admissible-strategy Nash equilibrium' -> 'an infinite class of Nash "
        "equilibria', unique under two refinements: monotone callers, a monotone-admissible bettor",
    ),
    _row(
        ("4.1", "Nash Equilibrium Structure"),
        ("4.2", "Monotone Strategies"),
        (NB3,),
        "Sec. 4.1 Claims 1-7 -> Sec. 4.1-4.2 monotone strategies: Definitions 4.1 (monotone caller) and 4.2 "
        "(monotone-admissible bettor) in place of Claim 1 and of Claim 7's 'uniquely admissible'; the claims "
        "are commented out of the LaTeX",
    ),
    _row(
        ("4.1", "Nash Equilibrium Structure"),
        ("4.3", "Nash Equilibrium Structure"),
        (NB3,),
        "Theorem 4.1 -> a list of six structural facts, no longer a theorem; c(s) no longer said to be "
        "non-decreasing (Claim 2 dropped); both players play pure strategies",
    ),
    _row(
        ("4.2", "Constraints and Indifference Equations"),
        ("4.4", "Constraints and Indifference Equations"),
        (NB3,),
        "the summary system now prints eqs. (2)-(4) and x3's condition correctly; the equations are "
        "renumbered, the summary (1)-(10) and the derivation (11)-(17)",
    ),
    _row(
        ("4.2.1", "Caller Indifference"),
        ("4.4.1", "Caller Indifference"),
        (NB3,),
        "eqs. (2) and (4) -> (11) and (13), corrected; Case 2 still prints (1 - x5)(1 + U) - x0 U = 0 "
        "(eq. (12)) and Case 3 the inverted density ratio",
    ),
    _row(
        ("4.2.2", "Bettor Indifference and Optimality"),
        ("4.4.2", "Bettor Indifference and Optimality"),
        (NB3,),
        "the same derivation; eqs. (5)-(7) -> (14)-(16)",
    ),
    _row(("4.2.3", "Continuity Constraints"), ("4.4.3", "Continuity Constraints"), (NB3,), "the same; eq. (8) -> (17)"),
    _row(
        ("5", "Nash Equilibrium Strategy Profile"),
        ("5", "Nash Equilibrium Strategy Profile"),
        (NB3, NB9),
        "Theorem 5.1 -> Theorem 5.1 in r = L/(1+L), t = 1/(1+U) over the denominator r^3 + t^3 - 7 (the "
        "A0-A5 form commented out; the misprinted b0 and v(s) lines gone); uniqueness claimed only among "
        "monotone callers and monotone-admissible bettors; Figure 1 -> Figure 2",
    ),
    # --- value ------------------------------------------------------------------------------------------
    _row(
        ("9", "Game Value"),
        ("6", "Game Value"),
        (NB4, NB5, NB9),
        "Sec. 9 -> Sec. 6; the value formula becomes Theorem 6.1, also in (r, t): (1 - r^3 - t^3)/(14 - 2r^3 "
        "- 2t^3); its proof cites a value-computation appendix the LaTeX leaves out; Figure 3 -> Figure 3, "
        "in (L, U) and in (r, t)",
    ),
    _row(
        ("9.3", "Value Symmetry"),
        ("6", "Game Value"),
        (NB5,),
        "no subsection of its own: V(L, U) = V(1/U, 1/L), i.e. V(r, t) = V(t, r), stated in Sec. 6 with the "
        "same example, (L, U) = (1/2, 5) against (1/5, 2)",
    ),
    _row(
        None,
        ("6.1", "Interpreting the Parameters r and t"),
        (NB4, NB5),
        "new: r as the caller's pot odds against a minimum bet, t as the pot's share after a maximum bet "
        "(the coordinates of notebook 4's simplest form)",
    ),
    _row(
        ("9.1", "Value Monotonicity"),
        ("6.2", "Value Monotonicity"),
        (NB5,),
        "Theorem 9.1 ('prove this') -> Theorem 6.2, proved by the derivatives in (r, t)",
    ),
    _row(
        ("9.2", "Value Convergence"),
        ("6.3", "Value Convergence"),
        (NB5,),
        "Theorems 9.2 and 9.3 (iterated limits, 'prove this') -> two remarks, by direct substitution",
    ),
    # --- convergence --------------------------------------------------------------------------------------
    _row(
        ("8", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"),
        ("7", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"),
        (NB5,),
        "Sec. 8 -> Sec. 7",
    ),
    _row(
        ("8.1", "Setup and Notation"),
        ("7.1", "Notation"),
        (NB5,),
        "the notation table -> a list; eq. (10)'s reversed checking range is printed the right way; the NLCP "
        "formulas of the introduction are printed here",
    ),
    _row(
        ("8.2", "Strategic Convergence"),
        ("7.2", "Strategic Convergence"),
        (NB5,),
        "Theorems 8.1-8.4 with their proofs -> two remarks, by direct substitution (one joint limit, not "
        "the two iterated ones)",
    ),
    _row(
        ("8.2.1", "Bettor Strategy Convergence to Continuous Poker"),
        ("7.2", "Strategic Convergence"),
        (NB5,),
        "Theorem 8.1 -> the remark 'Convergence to FBCP' (x2 and x3 at L = U = B)",
    ),
    _row(
        ("8.2.2", "Caller Strategy Convergence to Continuous Poker"),
        ("7.2", "Strategic Convergence"),
        (NB5,),
        "Theorem 8.2 -> the same remark (c(s) at L = U = B)",
    ),
    _row(
        ("8.2.3", "Bettor Strategy Convergence to NLCP"),
        ("7.2", "Strategic Convergence"),
        (NB5,),
        "Theorem 8.3 -> the remark 'Convergence to NLCP'",
    ),
    _row(
        ("8.2.4", "Caller Strategy Convergence to NLCP"),
        ("7.2", "Strategic Convergence"),
        (NB5,),
        "Theorem 8.4 -> the same remark (c(s) -> 1 - 6/(7(1 + s)))",
    ),
    # --- payoffs and parameters ------------------------------------------------------------------------
    _row(
        ("6", "Payoff Analysis"),
        ("8", "Parameter and Payoff Analysis"),
        (NB4,),
        "Secs. 6 and 7 -> one section of results and figures; the proofs move to Appendices C and D",
    ),
    _row(
        ("7", "Parameter Analysis"),
        ("8", "Parameter and Payoff Analysis"),
        (NB5,),
        "merged with Sec. 6 into a summary; the proofs -> Appendix C",
    ),
    _row(
        ("6", "Payoff Analysis"),
        ("8.1", "Visualizing Payoffs in Equilibrium"),
        (NB4,),
        "Figure 2 -> Figure 4, the same caption",
    ),
    _row(
        ("6.1", _EV),
        ("8.2", "Expected Value by Hand Strength"),
        (NB4,),
        "EV(x) summarised in words beside its plot (Figure 5); the statement and the proofs -> Appendix D",
    ),
    _row(
        ("7.1", "Effect of Increasing U"),
        ("8.3", "Effect of Increasing the Upper Limit $U$"),
        (NB5,),
        "the results as a list, with Figure 6 (EV of value hands against U)",
    ),
    # --- conclusion --------------------------------------------------------------------------------------
    _row(None, ("9", "Conclusion"), (), "new section"),
    _row(None, ("9.1", "Summary of Key Results"), (), "new"),
    _row(None, ("9.2", "Strategic Insights and Connections to Real Poker"), (), "new"),
    _row(
        None,
        ("9.3", "Limitations"),
        (NB11,),
        "new; notebook 11 answers its 'Uniform Hand Distribution' (the game in quantiles, and two different laws)",
    ),
    _row(
        None,
        ("9.4", "Future Directions"),
        (NB6, NB7, NB10, NB11),
        "new; its 'Discrete Approximations' (discrete bet sizes) is what notebook 6 computes with finite decks "
        "and finite menus of sizes, its 'Multi-Player Extensions' what notebook 7 does for three players, its "
        "'Computational Tools' (a test bed for solvers) what notebook 10 builds; notebook 11 answers its "
        "non-uniform hands, asymmetric stacks (with a raise) and, for four cards, three players with a menu of sizes",
    ),
    # --- appendices -------------------------------------------------------------------------------------
    _row(None, ("A", "Monotone Strategy Proofs"), (NB3,), "new appendix"),
    _row(
        ("4.1", "Nash Equilibrium Structure"),
        ("A.1", "Monotone Strategies and Weak Dominance"),
        (NB3,),
        "Claim 1's threshold argument -> Lemma A.1: a caller who folds better hands than he calls is weakly dominated",
    ),
    _row(
        ("4.1", "Nash Equilibrium Structure"),
        ("A.2", "Monotone-Admissibility and Uniqueness"),
        (NB3,),
        "Claim 7 (bluff sizes decrease with the hand) -> Definition A.1, monotone-admissible; the uniqueness "
        "is argued in words, not proved",
    ),
    _row(
        ("A", "Derivation of Nash Equilibrium Strategy Profile"),
        ("B", "Appendix: Proof of Nash Equilibrium"),
        (NB3,),
        "the manuscript lists Appendix A without text; the revision checks every unilateral deviation "
        "(as the companion's certificate does, notebook 3)",
    ),
    _row(
        ("A", "Derivation of Nash Equilibrium Strategy Profile"),
        ("(C)", "Symbolic Solution for Limit Continuous Poker"),
        (NB3, NB9),
        _SYMPY + ", not in the posted contents list: the derivation in r and t that notebook 3 also does",
    ),
    _row(None, ("(C.1)", "Variable Definitions"), (NB3,), _SYMPY),
    _row(None, ("(C.2)", "Calling Threshold c(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.3)", "Value Betting Function v(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.4)", "Bluffing Function b(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.5)", "Hand Strength Thresholds"), (NB3,), _SYMPY),
    _row(None, ("(C.6)", "Solve for x2 and b0"), (NB3,), _SYMPY),
    _row(None, ("(C.7)", "Simplify Complete Solution"), (NB3,), _SYMPY),
    _row(None, ("(C.8)", "Inverse Value Function"), (NB3,), _SYMPY),
    _row(None, ("(C.9)", "Complete Solution"), (NB3,), _SYMPY),
    _row(None, ("(C.10)", "Numerical Strategy Functions"), (NB3,), _SYMPY),
    _row(None, ("(C.11)", "LaTeX Output"), (NB3,), _SYMPY),
    _row(
        ("B", "Computation of Game Value"),
        ("(C.12)", "Game Value Computation"),
        (NB4,),
        _SYMPY + ": integrates EV(x) over the hands. The manuscript lists Appendix B without text, and the "
        "revision's value-computation appendix is commented out of main.tex; notebook 4 (Sec. 4.3) integrates "
        "over the payoff regions",
    ),
    _row(
        ("B", "Computation of Game Value"),
        ("(C.13)", "Simplification of Game Value to Closed Form"),
        (NB4,),
        _SYMPY + ": the closed form, a proof sketch and a check at random points",
    ),
    _row(
        ("7", "Parameter Analysis"),
        ("C", "Parameter Analysis: Complete Proofs"),
        (NB5, NB9),
        "the proofs of Sec. 7 (appendix D in the LaTeX and the author's main.pdf)",
    ),
    _row(("7.1", "Effect of Increasing U"), ("C.1", "Effect of Increasing $U$"), (NB5,), "the same subsection"),
    _row(
        ("7.1.1", "Expected Payoff of Value-Betting Hands"),
        ("C.1.1", "Expected Payoff of Value-Betting Hands"),
        (NB5,),
        "Theorem 7.1 -> Theorem C.1, its threshold printed as before",
    ),
    _row(
        ("7.1.2", "Bluffing Threshold"),
        ("C.1.2", "Bluffing Threshold"),
        (NB5,),
        "Lemma 7.1 -> Lemma C.1, proved in (r, t) instead of through A1, A2",
    ),
    _row(("7.1.3", "Bet Size"), ("C.1.3", "Bet Size"), (NB5,), "Lemma 7.2 -> Lemma C.2, in (r, t)"),
    _row(("7.1.4", "Calling Cutoff"), ("C.1.4", "Calling Cutoff"), (NB5,), "Lemma 7.3 -> Lemma C.3, in (r, t)"),
    _row(("7.1.5", "Proof of Theorem 7.1"), ("C.1.5", "Proof of Theorem C.1"), (NB5,), "the same proof"),
    _row(
        ("6", "Payoff Analysis"),
        ("D", "Payoff Analysis: Complete Proofs"),
        (NB4, NB9),
        "the proofs of Sec. 6 (appendix E in the LaTeX and the author's main.pdf)",
    ),
    _row(("6.1", _EV), ("D.1", _EV), (NB4,), "Theorem 6.1 and its proof -> Theorem D.1, the same"),
    _row(
        ("", "Theorem 6.1"),
        ("D.1", _EV),
        (NB4,),
        "a theorem's name the seed's conversion made a heading: EV(x) by hand, now Theorem D.1",
    ),
    _row(
        ("6.1", _EV),
        ("D.2", "Monotonicity of Expected Value"),
        (NB4,),
        "Theorem 6.2 (EV(x) increases with x) -> Theorem D.2, the same proof",
    ),
    _row(
        ("6.1", _EV),
        ("D.3", "Discussion: Strong Hands and Risk-Reward Tradeoffs"),
        (NB4,),
        "the closing paragraphs on the strongest hands and slowplaying -> D.3, extended",
    ),
)
