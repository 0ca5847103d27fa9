"""The errata the second and third readings of the revision found (issue 58): wording, references, one step of
Sec. 4.2, and the compiled PDF's Definition 3.1 (notebook 9, one row of notebook 3)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._erratum import Erratum


def _row(id, severity, where, printed, corrected, cell, at, text, file, notebook="09_revision"):
    return Erratum(
        id=id,
        source=REVISION,
        severity=severity,
        where=where,
        printed=printed,
        corrected=corrected,
        notebook=notebook,
        cell=cell,
        quote=Quote(at, text, file=file),
    )


ROWS: tuple[Erratum, ...] = (
    _row(
        "E-rev-051",
        "minor",
        "Sec. 9.2, Bet Sizing and Stack Depth",
        "'deeper stacks (higher $U$) create more strategic complexity and favor skilled players who can exploit the "
        "additional betting options'",
        "the analysis shows that a higher $U$ favours the bettor ($V$ rises with $U$, Theorem 6.2); who is skilled "
        "lies outside an equilibrium analysis, in which neither player exploits the other",
        "rev-value-derivatives",
        r"\subsection{Strategic Insights and Connections to Real Poker}",
        "favor skilled players who can exploit the additional betting options",
        "conclusion",
    ),
    _row(
        "E-rev-052",
        "minor",
        "Sec. 9.3, Limitations, 'Single Betting Round'",
        "'LCP models only a single decision point'",
        "a single betting round: one decision for each player (check or a size, then call or fold), no raises",
        "rev-second-reading",
        r"\subsection{Limitations}",
        "LCP models only a single decision point.",
        "conclusion",
    ),
    _row(
        "E-rev-053",
        "minor",
        "Sec. 9.3, Limitations, 'Symmetric Information'",
        "'Symmetric Information: Both players receive one hand each'",
        "each player sees only his own hand, both drawn from one distribution: private information, symmetric in "
        "its law (the abstract's 'information asymmetry'); 'symmetric information' says the opposite",
        "rev-second-reading",
        r"\subsection{Limitations}",
        r"\textbf{Symmetric Information:} Both players receive one hand each.",
        "conclusion",
    ),
    _row(
        "E-rev-054",
        "minor",
        "Sec. 6.1, last paragraph: a cross-reference",
        "'In the following sections ... These include monotonicity, convergence to NLCP and FBCP, and the "
        "symmetry property'",
        "monotonicity (Sec. 6.2) and convergence (Sec. 6.3) follow; the symmetry property comes before, in Sec. 6.1",
        "rev-cross-references",
        r"\section{Game Value}",
        "These include monotonicity, convergence to NLCP and FBCP, and the symmetry property.",
        "game_value",
    ),
    _row(
        "E-rev-055",
        "minor",
        "Sec. 1.1.2 (NLCP), 'Nash Equilibrium has the following structure', first item",
        "NLCP's equilibrium presented as the one: 'The bettor bluffs ... according to a decreasing function "
        "(weakest hands make the largest bluffs)'",
        "the standard equilibrium (Newman's, as Chen and Ankenman give it) has this structure; the order of the "
        "bluffs is a choice: every bluff of size $s$ earns the same against $c(s)$, so any assignment of the sizes "
        "to the hands below $1/7$ with the same size distribution is an equilibrium too",
        "rev-second-reading",
        "Nash Equilibrium has the following structure:",
        "according to a decreasing function (weakest hands make the largest bluffs)",
        "introduction",
    ),
    _row(
        "E-rev-056",
        "minor",
        "Sec. 1.2, Contributions, 'Convergence Results': a cross-reference",
        "'We prove that LCP strategies and values converge to those of FBCP and NLCP', with the pointer to Section "
        "7.2 alone",
        "the values' convergence is Sec. 6.3, the strategies' Sec. 7.2: cite both",
        "rev-cross-references",
        r"\textbf{Convergence Results:}",
        "establishing LCP as a genuine generalization of both variants",
        "introduction",
    ),
    _row(
        "E-rev-057",
        "minor",
        "Sec. 3, the paragraph before Definition 3.1",
        "'The game rewards the player with the stronger hand, with the size of the bet affecting the magnitude "
        "of the payoff'",
        "a showdown rewards the stronger hand and the size sets how much; a bet that is folded to wins the ante "
        "whatever the hands (the bluffs live on it: hand 0 earns $x_2 - 1/2 > -1/2$)",
        "rev-second-reading",
        "The game rewards the player with the stronger hand",
        "with the size of the bet affecting the magnitude of the payoff.",
        "lcp",
    ),
    _row(
        "E-rev-058",
        "minor",
        "Sec. 8, first sentence: a cross-reference",
        "'Having established the Nash equilibrium (Section 4)'",
        "Section 5 (Theorem 5.1) states the equilibrium, Appendix B verifies it; Section 4 derives it",
        "rev-cross-references",
        r"\section{Parameter and Payoff Analysis}",
        "Having established the Nash equilibrium (Section 4)",
        "payoff_parameter_analysis",
    ),
    _row(
        "E-rev-059",
        "minor",
        "Sec. 8.2, Key observations, last item",
        "'The function $EV(x)$ is increasing in $x$', citing Appendix E, Theorem E.2",
        r"non-decreasing: constant, $x_2 - 1/2$, on the bluffs $[0, x_2]$ and strictly increasing from $x_2$ on",
        "rev-second-reading",
        r"\subsection{Expected Value by Hand Strength}",
        "is increasing in $x$",
        "payoff_parameter_analysis",
    ),
    _row(
        "E-rev-060",
        "minor",
        "Sec. 2.1",
        "'LCP also has infinite action and type spaces (continuous bet sizes and hand strengths)'",
        "infinite type spaces; a continuum of bet sizes only for $L < U$ (at $L = U$ the bettor has two actions: "
        "LCP is then FBCP)",
        "rev-second-reading",
        r"\subsection{Game-Theoretic Concepts}",
        "LCP also has infinite action and type spaces (continuous bet sizes and hand strengths).",
        "preliminaries",
    ),
    _row(
        "E-rev-061",
        "minor",
        "Sec. 4, opening paragraph: a cross-reference",
        "'The complete derivation and verification that our solution constitutes a Nash equilibrium is provided "
        "in' Appendix B",
        "Appendix B verifies the profile (and points to a script for the solving); the derivation is Sec. 4.4, the "
        "symbolic solution Appendix C",
        "rev-cross-references",
        r"\section{Solving for Nash Equilibrium}",
        "The complete derivation and verification that our solution constitutes a Nash equilibrium",
        "solving_lcp",
    ),
    _row(
        "E-rev-062",
        "moderate",
        "Sec. 4.2, after Definition 4.1",
        "violating the first condition is weakly dominated: 'Not only is a monotone strategy weakly better against "
        "all opponents, but there exists an opponent against which the monotone strategy is strictly better'",
        "the dominating strategy of Lemma A.1 swaps the calls and folds at the offending size; it satisfies the "
        "first condition there and need not be monotone (the second condition, across sizes, is untouched); Lemma "
        "A.1 (C-rev-005) stands",
        "monotone-conditions",
        r"\subsection{Monotone Strategies}",
        "Not only is a monotone strategy weakly better against all opponents",
        "solving_lcp",
        notebook="03_lcp_derivation",
    ),
    _row(
        "E-rev-063",
        "minor",
        "Sec. 4.2, last paragraph: a cross-reference",
        "a pointer to Appendix A 'for detailed analysis' of monotone-admissibility",
        "Appendix A.2 restates the paragraph without analysis; what holds is that monotone-admissibility does not "
        "fix the order of the bluffs (E-rev-002, E-rev-004)",
        "rev-cross-references",
        r"\subsection{Monotone Strategies}",
        r"See Appendix \ref{sec:monotone_proofs} for detailed analysis.",
        "solving_lcp",
    ),
    _row(
        "E-rev-064",
        "minor",
        "Sec. 4.4.2, before eq. (16): a cross-reference",
        "'as we discussed earlier, the bettor should be indifferent among all bluffing sizes'",
        "nothing earlier discusses it; the reason is here: every size of $[L, U]$ is bluffed by some hands, so no "
        "bluff size can earn less than another",
        "rev-cross-references",
        r"\subsubsection{Bettor Indifference and Optimality}",
        "as we discussed earlier, the bettor should be indifferent among all bluffing sizes",
        "solving_lcp",
    ),
    _row(
        "E-rev-065",
        "minor",
        "App. A.1, Lemma A.1, first sentence",
        "'If a calling strategy violates the first monotonicity condition for a nonzero-measure set of hands for "
        "any bet size $s$, it is weakly dominated'",
        "if at some size a set $A$ of hands calls and a stronger set $B$ folds, both of positive measure; a caller "
        "who folds only the hand $0.9$ violates the condition for the hands $[0, 0.9)$ yet pays as calling all, "
        "which is not dominated",
        "rev-second-reading",
        r"\subsection{Monotone Strategies and Weak Dominance}",
        "violates the first monotonicity condition for a nonzero-measure set of hands for any bet size $s$",
        "appendix_monotone",
    ),
    _row(
        "E-rev-066",
        "minor",
        "App. A.1, proof of Lemma A.1: the citation of Sierpinski (1922)",
        "reference [6] as main.pdf prints it: W. Sierpinski, Sur une mesure non atomique, Fundamenta Mathematicae, "
        "1922",
        "the theorem on non-atomic measures is Sierpinski's 'Sur les fonctions d'ensemble additives et continues', "
        "Fundamenta Mathematicae 3 (1922), 240-246; for the uniform law on $[0, 1]$ it is elementary: the measure of $A$ below "
        "$\\tau$ is continuous in $\\tau$",
        "rev-second-reading",
        r"\subsection{Monotone Strategies and Weak Dominance}",
        r"we can always find measurable subsets of equal measure\cite{Sierpinski1922}",
        "appendix_monotone",
    ),
    _row(
        "E-rev-067",
        "minor",
        "App. D, opening sentence",
        "'detailed proofs of how the upper limit $U$ and lower limit $L$ affect the Nash equilibrium strategies "
        "and expected payoffs'",
        "Appendix D treats only a rise of $U$ (D.1); nothing in it varies $L$",
        "rev-cross-references",
        r"\section{Parameter Analysis: Complete Proofs}",
        "how the upper limit $U$ and lower limit $L$ affect the Nash equilibrium strategies and expected payoffs",
        "appendix_parameter_analysis",
    ),
    _row(
        "E-rev-068",
        "minor",
        "App. E.2, Theorem E.2 and the sentence before it",
        "'For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$'",
        r"non-decreasing: constant, $x_2 - 1/2$, on the bluffs $[0, x_2]$, strictly increasing on $[x_2, 1]$ "
        r"(slopes $1$, $2L + 1$, $1 + 2v^{-1}(x)$, $2U + 1$)",
        "rev-second-reading",
        r"\label{thm:ev_increasing}",
        "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
        "appendix_payoff_analysis",
    ),
    _row(
        "E-rev-069",
        "minor",
        "App. C.3 (sympy), Value Betting Function, first sentence",
        "'From first-order optimality, the bettor with hand $v(s)$ must be indifferent about bet size'",
        "first-order optimality makes the payoff of the hand $v(s)$ stationary in the size at $s$; the hand "
        "strictly prefers $s$ to every other size ($x = 4/5$ at $(1/10, 2)$)",
        "rev-indifference",
        r"\subsection{Value Betting Function",
        r"the bettor with hand \(v(s)\) must be indifferent about bet size.",
        "appendix_sympy",
    ),
    _row(
        "E-rev-070",
        "moderate",
        "Sec. 3, Definition 3.1, the payoff of a called bet, in the compiled main.pdf (p. 10)",
        "main.pdf prints the payoff of a called bet as $0.5 + 2s$ to the player with higher hand strength (the "
        "LaTeX: $0.5 + s$)",
        r"$0.5 + s$, the loser's ante and bet, as the LaTeX and every derivation have it; $0.5 + 2s$ is the pot "
        "$1 + 2s$ less the winner's ante only",
        "rev-payoff-arithmetic",
        r"\begin{definition}[LCP]",
        "payoff is $0.5 + s$ to the player with higher hand strength",
        "lcp",
    ),
)
