"""The errata of the revision's own new statements (arXiv:2606.01390), checked in notebook 9."""

from __future__ import annotations

from ..sources import Quote, REVISION
from . import Erratum

ROWS = (
    # --- the revision (arXiv:2606.01390) ---------------------------------------------------------
    # its own new statements, checked in notebook 9 (the uniqueness and monotone-strategy rows are above)
    Erratum(
        REVISION,
        "Sec. 2.2, Conventions, 'Payoffs'",
        "'the winner receives $1 + 2s$ (pot plus both contributions) minus their ante of $0.5$, for a net payoff "
        r"of $\pm(0.5 + s)$'",
        r"$1 + 2s$ less the ante $1/2$ is $1/2 + 2s$; the stated net $\pm(1/2 + s)$ is the pot less the winner's "
        "ante and bet ($1/2 + s$), as Definition 3.1 and lcp.payoff have it",
        "09_revision",
        "rev-payoff-arithmetic",
        quote=Quote(r"\item[Payoffs:]", r"When a bet of size $s$ is called, the winner receives $1 + 2s$ (pot plus "
                    r"both contributions) minus their ante of 0.5, for a net payoff of $\pm(0.5 + s)$.",
                    file="preliminaries"),
        revision="new",
        revision_where="Sec. 2.2, Conventions, 'Payoffs'",
        revision_quote=Quote(r"\item[Payoffs:]", r"When a bet of size $s$ is called, the winner receives $1 + 2s$ "
                             r"(pot plus both contributions) minus their ante of 0.5, for a net payoff of "
                             r"$\pm(0.5 + s)$.", file="preliminaries"),
    ),
    Erratum(
        REVISION,
        "Sec. 1.1.1, Definition 1.1 (FBCP)",
        "'the higher hand wins the pot of $1 + 2B$ minus their ante of $0.5$'",
        "the winner nets the pot less his ante and bet, $1/2 + B$ (the pot less the ante alone is $1/2 + 2B$)",
        "09_revision",
        "rev-payoff-arithmetic",
        quote=Quote(r"\begin{definition}[FBCP]", "after which the higher hand wins the pot of $1+2B$ minus their "
                    "ante of $0.5$", file="introduction"),
        revision="new",
        revision_where="Sec. 1.1.1, Definition 1.1 (FBCP)",
        revision_quote=Quote(r"\begin{definition}[FBCP]", "after which the higher hand wins the pot of $1+2B$ minus "
                             "their ante of $0.5$", file="introduction"),
    ),
    Erratum(
        REVISION,
        "Sec. 1.1.1, the paragraph on the non-uniqueness of FBCP's equilibrium",
        "to keep the bettor from exploiting him, 'the caller need only call with exactly the right proportion of "
        "hands in this range' (e.g. swap some calling and folding hands)",
        r"the proportion is not enough: the calling mass $\Phi(x)$ of $(a, x)$ must satisfy $(1 + 2B) \Phi(x) \le "
        "x - a$ on $[a, v]$, with equality at $v$; at $B = 1$, moving the calling block $(c, v)$ down to $(a, a + "
        "v - c)$ keeps the proportion and lets the bettor earn $11/54 > 1/18$, while calling all of $(a, v)$ at "
        "rate $1/(1 + 2B)$ stays optimal",
        "09_revision",
        "rev-fbcp-proportion",
        quote=Quote("The non-uniqueness of this Nash Equilibrium", "To prevent the betting player from exploiting "
                    "them, the caller need only call with exactly the right proportion of hands in this range.",
                    file="introduction"),
        revision="new",
        revision_where="Sec. 1.1.1, the paragraph on the non-uniqueness of FBCP's equilibrium",
        revision_quote=Quote("The non-uniqueness of this Nash Equilibrium", "To prevent the betting player from "
                             "exploiting them, the caller need only call with exactly the right proportion of hands "
                             "in this range.", file="introduction"),
    ),
    Erratum(
        REVISION,
        "Sec. 3, Definition 3.1, footnote (uniform hands)",
        "'Uniform without loss of generality, since the quantile transform can take any distribution to uniform "
        "and only orders of hand strengths are relevant'",
        "for hands drawn independently from one common continuous distribution: with two distributions each "
        r"transform keeps its hand uniform but changes who wins ($X \sim U[0, 1]$, $Y$ of density $2y$: $P(X > Y) "
        "= 1/3$, $1/2$ after transforming), and with atoms hands tie and $F(X)$ is not uniform",
        "09_revision",
        "rev-uniform-hands",
        quote=Quote(r"\begin{definition}[LCP]", "Uniform without loss of generality, since the quantile transform "
                    "can take any distribution to uniform and only orders of hand strengths are relevant.",
                    file="lcp"),
        revision="new",
        revision_where="Sec. 3, Definition 3.1, footnote",
        revision_quote=Quote(r"\begin{definition}[LCP]", "Uniform without loss of generality, since the quantile "
                             "transform can take any distribution to uniform and only orders of hand strengths are "
                             "relevant.", file="lcp"),
    ),
    Erratum(
        REVISION,
        "Sec. 4.4.1, Case 3, the two probability lines (new in the revision)",
        r"$P[\text{value bet} \mid s] = \frac{\vert b'(s) \vert}{\vert b'(s) \vert + \vert v'(s) \vert}$, "
        r"$P[\text{bluff} \mid s] = \frac{\vert v'(s) \vert}{\vert b'(s) \vert + \vert v'(s) \vert}$",
        r"$P[\text{value bet} \mid s] = \frac{\vert v' \vert}{\vert b' \vert + \vert v' \vert} = \frac{1 + s}{1 + "
        r"2s}$, $P[\text{bluff} \mid s] = \frac{\vert b' \vert}{\vert b' \vert + \vert v' \vert} = \frac{s}{1 + "
        "2s}$; plugged into the caller's indifference the printed lines give a gain of 1 from calling, not the "
        r"eq. $\vert b' \vert (1 + s) - \vert v' \vert s = 0$ the text then prints (which is right)",
        "09_revision",
        "rev-case-3-probabilities",
        quote=Quote(r"\textbf{Case 3: $L \leq s \leq U$}",
                    r"\[ \mathbb{P}[\text{value bet} | s] = \frac{|b'(s)|}{|b'(s)| + |v'(s)|} \]", file="solving_lcp"),
        revision="new",
        revision_where="Sec. 4.4.1, Case 3",
        revision_quote=Quote(r"\textbf{Case 3: $L \leq s \leq U$}",
                             r"\[ \mathbb{P}[\text{value bet} | s] = \frac{|b'(s)|}{|b'(s)| + |v'(s)|} \]",
                             file="solving_lcp"),
    ),
    Erratum(
        REVISION,
        "Sec. 4.4.1, Case 3, its range",
        r"'Case 3: $L \le s \le U$. In this case, the bettor has exactly one value hand and one bluffing hand'",
        "$L < s < U$: at $s = L$ the hands $(x_1, x_2)$ and $(x_3, x_4)$, at $s = U$ the hands $(0, x_0)$ and "
        "$(x_5, 1)$ bet, whole intervals of positive mass (Cases 1 and 2)",
        "09_revision",
        "rev-case-3-range",
        quote=Quote(r"\textbf{Case 2: $s = U$}", r"\textbf{Case 3: $L \leq s \leq U$}. In this case, the bettor has "
                    "exactly one value hand and one bluffing hand", file="solving_lcp"),
        revision="new",
        revision_where="Sec. 4.4.1, Case 3",
        revision_quote=Quote(r"\textbf{Case 2: $s = U$}", r"\textbf{Case 3: $L \leq s \leq U$}. In this case, the "
                             "bettor has exactly one value hand and one bluffing hand", file="solving_lcp"),
    ),
    Erratum(
        REVISION,
        "Theorem 5.1, the line for $b_0$",
        "$b_0 = t^3/(r^3 + t^3 - 7)$, with $b_0$ defined nowhere in the main text",
        r"imprecise, not false: the line is right and defines $b_0$; it only leaves the symbol unexplained: $b_0 = "
        r"\lim_{s \to \infty} b(s)$, the constant of $b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$ (named only "
        "in the sympy appendix)",
        "09_revision",
        "rev-b0",
        quote=Quote(r"\begin{theorem}[LCP Nash Equilibrium]", r"b_{0} &= \frac{t^{3}}{r^{3} + t^{3} - 7}\\",
                    file="nash_equilibrium"),
        revision="new",
        revision_where="Theorem 5.1",
        revision_quote=Quote(r"\begin{theorem}[LCP Nash Equilibrium]", r"b_{0} &= \frac{t^{3}}{r^{3} + t^{3} - 7}\\",
                             file="nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "Sec. 6.2, proof of Theorem 6.2 (value monotonicity): the derivatives in $r$, $t$ and in $L$, $U$",
        r"$\frac{dV}{dr} = \frac{-18 r^2 (2 - r^3 - t^3)}{(14 - 2r^3 - 2t^3)^2}$, $\frac{dV}{dt}$ likewise, and so "
        "in both lines for $L$ and $U$",
        r"$\frac{dV}{dr} = \frac{-36 r^2}{(14 - 2r^3 - 2t^3)^2}$ and $\frac{dV}{dt} = \frac{-36 t^2}{(14 - 2r^3 - "
        "2t^3)^2}$ (the printed ones are off by the factor $(2 - r^3 - t^3)/2$); the signs, and the theorem, hold",
        "09_revision",
        "rev-value-derivatives",
        quote=Quote("Using the chain rule and the fact that", r"= \frac{-18r^2(2-r^3-t^3)}{(14-2r^3-2t^3)^2} < 0",
                    file="game_value"),
        revision="new",
        revision_where="Sec. 6.2, proof of Theorem 6.2",
        revision_quote=Quote("Using the chain rule and the fact that",
                             r"= \frac{-18r^2(2-r^3-t^3)}{(14-2r^3-2t^3)^2} < 0", file="game_value"),
    ),
    Erratum(
        REVISION,
        "Sec. 6.2, proof of Theorem 6.2: the strict signs",
        r"'the inequalities hold since $r, t \in (0, 1)$ implies $r^3 + t^3 < 2$': $dV/dr < 0$ and "
        r"$dV_{LCP}/dL < 0$",
        r"the domain has $r \in [0, 1)$: at $L = 0$ ($r = 0$) $dV/dr = dV_{LCP}/dL = 0$; "
        r"$dV_{LCP}/dL \le 0$ with equality exactly at $L = 0$, $dV_{LCP}/dU > 0$ for finite $U$ "
        "(as the theorem's weak statement says)",
        "09_revision",
        "rev-value-derivatives",
        quote=Quote("where the inequalities hold since", "$r, t \\in (0,1)$ implies $r^3 + t^3 < 2$",
                    file="game_value"),
        revision="new",
        revision_where="Sec. 6.2, proof of Theorem 6.2",
        revision_quote=Quote("where the inequalities hold since", "$r, t \\in (0,1)$ implies $r^3 + t^3 < 2$",
                             file="game_value"),
    ),
    Erratum(
        REVISION,
        "Sec. 6, Figure 3's caption (and the text: 'a reflection across the diagonal')",
        "'The symmetry about the diagonal is immediately visible', the diagonal being $r + t = 1$ ($L = U$)",
        r"the mirror is $r = t$ in the $(r, t)$ panel, i.e. $L U = 1$ ($\log U = -\log L$) in the $(L, U)$ panel; "
        "the diagonal $r + t = 1$ is the domain's edge, and reflecting in it does not keep $V$ ($V(0, 0) = 1/14$, "
        "$V(1, 1) = -1/10$ outside the domain)",
        "09_revision",
        "rev-symmetry-axis",
        quote=Quote(r"\caption{Game value as a function of both parametrizations.",
                    "The symmetry about the diagonal is immediately visible", file="game_value"),
        revision="new",
        revision_where="Sec. 6, Figure 3",
        revision_quote=Quote(r"\caption{Game value as a function of both parametrizations.",
                             "The symmetry about the diagonal is immediately visible", file="game_value"),
    ),
    Erratum(
        REVISION,
        "Sec. 1.2, Contributions, last item: a cross-reference",
        "parameter sensitivity 'due to strategic adjustments by the opponent (Section 5)'",
        "Section 8 (Parameter and Payoff Analysis); Section 5 is the equilibrium profile",
        "09_revision",
        "rev-cross-references",
        quote=Quote(r"\item \textbf{Parameter Sensitivity Analysis:}", "due to strategic adjustments by the opponent "
                    "(Section 5)", file="introduction"),
        revision="new",
        revision_where="Sec. 1.2, Contributions",
        revision_quote=Quote(r"\item \textbf{Parameter Sensitivity Analysis:}", "due to strategic adjustments by "
                             "the opponent (Section 5)", file="introduction"),
    ),
    Erratum(
        REVISION,
        "Sec. 1.1.2, after Figure 1: a cross-reference",
        "two hand strengths per size, yet optimal: 'explained more thoroughly in Section "
        "\\ref{subsec:nash_equilibrium_structure}' (Sec. 4.3)",
        "Sec. 4.4.1 (Caller Indifference, Case 3) explains it; Sec. 4.3 only lists the structure",
        "09_revision",
        "rev-cross-references",
        quote=Quote("Note that the bettor uses all possible bet sizes", r"This concept appears again and is explained "
                    r"more thoroughly in Section \ref{subsec:nash_equilibrium_structure}.", file="introduction"),
        revision="new",
        revision_where="Sec. 1.1.2",
        revision_quote=Quote("Note that the bettor uses all possible bet sizes", r"This concept appears again and is "
                             r"explained more thoroughly in Section \ref{subsec:nash_equilibrium_structure}.",
                             file="introduction"),
    ),
    Erratum(
        REVISION,
        "Sec. 3, last paragraph: a cross-reference",
        "'the complete closed-form solution is presented in Section 4'",
        "Section 5 (Theorem 5.1); Section 4 derives the equations",
        "09_revision",
        "rev-cross-references",
        quote=Quote("In the next section, we develop the methodology", "the complete closed-form solution is "
                    "presented in Section 4.", file="lcp"),
        revision="new",
        revision_where="Sec. 3",
        revision_quote=Quote("In the next section, we develop the methodology", "the complete closed-form solution "
                             "is presented in Section 4.", file="lcp"),
    ),
    Erratum(
        REVISION,
        "Sec. 5, before Theorem 5.1: a reference and a tool",
        "the system 'was solved symbolically using Mathematica (see Appendix \\ref{app:ma})'",
        "the label app:ma is defined nowhere (main.pdf prints 'Appendix ??'); the LaTeX's symbolic appendix "
        "(Symbolic Solution for Limit Continuous Poker, not in the posted contents list) solves it with sympy",
        "09_revision",
        "rev-cross-references",
        quote=Quote("The system of equations from Section", r"was solved symbolically using Mathematica (see "
                    r"Appendix \ref{app:ma})", file="nash_equilibrium"),
        revision="new",
        revision_where="Sec. 5",
        revision_quote=Quote("The system of equations from Section", r"was solved symbolically using Mathematica "
                             r"(see Appendix \ref{app:ma})", file="nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "Sec. 6, proof of Theorem 6.1: a cross-reference",
        "'(see Figure \\ref{fig:payoffs} in Section 7)'",
        "the payoff figure is in Section 8 (Sec. 8.1); Section 7 is the strategic comparison",
        "09_revision",
        "rev-cross-references",
        quote=Quote(r"\begin{customproof}", r"(see Figure \ref{fig:payoffs} in Section 7)", file="game_value"),
        revision="new",
        revision_where="Sec. 6, proof of Theorem 6.1",
        revision_quote=Quote(r"\begin{customproof}", r"(see Figure \ref{fig:payoffs} in Section 7)",
                             file="game_value"),
    ),
    Erratum(
        REVISION,
        "Sec. 6, proof of Theorem 6.1: the value's derivation",
        "'The full technical details are provided in Appendix \\ref{sec:value_computation}'",
        "the label is defined nowhere: that appendix is commented out of main.tex (main.pdf prints 'Appendix "
        "??'), so the revision derives $V$ only in the sympy appendix's Game Value Computation; the formula is "
        "right (notebooks 3 and 4 derive it)",
        "09_revision",
        "rev-cross-references",
        quote=Quote("The computation is extremely nontrivial", r"The full technical details are provided in Appendix "
                    r"\ref{sec:value_computation}.", file="game_value"),
        revision="new",
        revision_where="Sec. 6, proof of Theorem 6.1",
        revision_quote=Quote("The computation is extremely nontrivial", r"The full technical details are provided "
                             r"in Appendix \ref{sec:value_computation}.", file="game_value"),
    ),
    Erratum(
        REVISION,
        "App. B, first paragraph: a cross-reference",
        "'we assume that all of the constraints outlined in the previous section are satisfied'",
        "the section before App. B is App. A (Monotone Strategy Proofs); the constraints are Sec. 4.4",
        "09_revision",
        "rev-cross-references",
        quote=Quote(r"\label{app:nash_equilibrium}", "we assume that all of the constraints outlined in the previous "
                    "section are satisfied", file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B",
        revision_quote=Quote(r"\label{app:nash_equilibrium}", "we assume that all of the constraints outlined in "
                             "the previous section are satisfied", file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "Sec. 8.1, after Figure 4",
        "'the biggest wins and losses occur when both hands are strong (top right)'",
        "the biggest win, $U + 1/2$, is top right only; the biggest loss, $-(U + 1/2)$, comes also top left (a "
        "bluff of $U$ called), and there more often: at $(3/10, 2)$ with probability 0.0092 against 0.0011",
        "09_revision",
        "rev-biggest-losses",
        quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}", "the biggest wins and losses occur when both "
                    "hands are strong (top right)", file="payoff_parameter_analysis"),
        revision="new",
        revision_where="Sec. 8.1",
        revision_quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}", "the biggest wins and losses occur "
                             "when both hands are strong (top right)", file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "Sec. 8.3, after Figure 6: who benefits from a larger $U$",
        "'Only the very strongest hands (above a threshold greater than $v(U)$) benefit from the increased "
        "flexibility'",
        r"the bluffing hands benefit too ($\mathrm{EV} = x_2 - 1/2$, and $dx_2/dU > 0$ for every $L$, $U$); "
        r"checking hands are unaffected; among value hands those above $x^\ast = v(U) + \frac{U x_2'}{2(1 + U)} > "
        "v(U)$ gain",
        "09_revision",
        "rev-effect-of-u",
        quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Only the very strongest hands (above a "
                    "threshold greater than $v(U)$) benefit from the increased flexibility.",
                    file="payoff_parameter_analysis"),
        revision="new",
        revision_where="Sec. 8.3",
        revision_quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Only the very strongest "
                             "hands (above a threshold greater than $v(U)$) benefit from the increased flexibility.",
                             file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "Sec. 8.3, the list of results, last item",
        r"'There exists a threshold hand strength above which $\mathrm{EV}(x)$ increases with $U$, and below which "
        "it decreases'",
        "among value-betting hands: below the threshold the bluffs ($x < x_2$) gain and the checks are flat",
        "09_revision",
        "rev-effect-of-u",
        quote=Quote(r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:", "There exists a "
                    "threshold hand strength above which $EV(x)$ increases with $U$, and below which it decreases",
                    file="payoff_parameter_analysis"),
        revision="new",
        revision_where="Sec. 8.3",
        revision_quote=Quote(r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:", "There "
                             "exists a threshold hand strength above which $EV(x)$ increases with $U$, and below "
                             "which it decreases", file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "App. C.1.1, opening paragraph",
        "'for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ only up to a certain "
        "threshold, after which it decreases'",
        "only for value hands $x < 1$: bluffs gain for every $U$, checks are flat, and the top hand $x = 1$ gains "
        "for every $L$ and $U$",
        "09_revision",
        "rev-effect-of-u",
        quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "for any fixed hand strength $x$, the "
                    "expected payoff of that hand increases in $U$ only up to a certain threshold, after which it "
                    "decreases", file="appendix_parameter_analysis"),
        revision="new",
        revision_where="App. C.1.1",
        revision_quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "for any fixed hand strength "
                             "$x$, the expected payoff of that hand increases in $U$ only up to a certain threshold, "
                             "after which it decreases", file="appendix_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "Sec. 8.3, first paragraph",
        "'for most hand strengths, the expected value decreases beyond a certain threshold of $U$'",
        r"at most half of them: hands below von Neumann's threshold $v_{FB}(L) \ge 1/2$ ($x_3$ at $U = L$, and "
        r"$x_3$ rises with $U$) never value-bet, so their $\mathrm{EV}$ never falls; for large $U$ only hands "
        r"above $x_3(L, \infty)$ lose ($3/7$ of them at $L = 0$)",
        "09_revision",
        "rev-most-hands",
        quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", r"for most hand strengths, the expected "
                    r"value \emph{decreases} beyond a certain threshold of $U$", file="payoff_parameter_analysis"),
        revision="new",
        revision_where="Sec. 8.3",
        revision_quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", r"for most hand strengths, "
                             r"the expected value \emph{decreases} beyond a certain threshold of $U$",
                             file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        r"Sec. 8.3, Figure 6's caption ($\mathrm{EV}(x)$ against $U$ at $L = 0$, $x = 0.50, 0.55, \dots, 1.00$)",
        "'Each curve increases in $U$ up to some maximum, after which it decreases'",
        "$x = 1$ rises on all of $(0, 2]$ (and for every $U$); $x = 0.50$ never value-bets at $L = 0$, its "
        r"$\mathrm{EV}$ is 0 and the normalised plot draws nothing for it; $x = 0.55$ checks from $U = 3^{1/3} - "
        r"1$ on; the others rise, then fall (the $y$ axis is $\mathrm{EV}$ normalised per curve, which the caption "
        "does not say)",
        "09_revision",
        "rev-ev-vs-u-caption",
        quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Each curve increases in $U$ up to some "
                    "maximum, after which it decreases.", file="payoff_parameter_analysis"),
        revision="new",
        revision_where="Sec. 8.3, Figure 6",
        revision_quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Each curve increases in $U$ "
                             "up to some maximum, after which it decreases.", file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "App. C.1.1, the same figure's caption",
        "'Notice that each curve is increasing in $U$ up to some maximum, after which it decreases'; "
        r"$\mathrm{EV}(x)$ 'of a value-betting hand'",
        "as for Figure 6: not $x = 1$ (rises throughout), and $x = 0.50$ (and 0.55 from $U = 0.4422$ on) are "
        "checking hands, not value-betting ones",
        "09_revision",
        "rev-ev-vs-u-caption",
        quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "Notice that each curve is increasing "
                    "in $U$ up to some maximum, after which it decreases.", file="appendix_parameter_analysis"),
        revision="new",
        revision_where="App. C.1.1",
        revision_quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "Notice that each curve is "
                             "increasing in $U$ up to some maximum, after which it decreases.",
                             file="appendix_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "Sec. 9.1, Nash Equilibrium Characterization",
        "'a delicate balance where both players are indifferent among their equilibrium actions'",
        "only at the margins (the hands $x_2$ and $x_3$, the bluffs among their sizes, the caller's hands between "
        "$b(s)$ and $v(s)$): a value hand strictly prefers its own size ($x = 4/5$ at $(1/10, 2)$: 0.3875 against "
        "0.3383 at $L$, 0.0745 at $U$, 0.3 checking), callers above $v(s)$ strictly call and below $b(s)$ "
        "strictly fold",
        "09_revision",
        "rev-indifference",
        quote=Quote(r"\textbf{Nash Equilibrium Characterization:}", "creating a delicate balance where both players "
                    "are indifferent among their equilibrium actions", file="conclusion"),
        revision="new",
        revision_where="Sec. 9.1",
        revision_quote=Quote(r"\textbf{Nash Equilibrium Characterization:}", "creating a delicate balance where both "
                             "players are indifferent among their equilibrium actions", file="conclusion"),
    ),
    Erratum(
        REVISION,
        "Sec. 9.2, Bluffing Frequency and Bet Size",
        "'larger bluffs require fewer bluffing combinations to remain balanced'",
        "more: the caller's indifference fixes the bluffs per value bet at size $s$ to $s/(1 + s)$ ($L/(1 + L)$ "
        "and $U/(1 + U)$ at the ends), increasing in $s$, a share $s/(1 + 2s)$ of the hands betting $s$; only the "
        "density of bluffing hands per unit of size, $s(1 - x_2)/(1 + s)^4$, falls, and only beyond $s = 1/3$",
        "09_revision",
        "rev-bluff-balance",
        quote=Quote(r"\textbf{Bluffing Frequency and Bet Size:}", "larger bluffs require fewer bluffing combinations "
                    "to remain balanced", file="conclusion"),
        revision="new",
        revision_where="Sec. 9.2",
        revision_quote=Quote(r"\textbf{Bluffing Frequency and Bet Size:}", "larger bluffs require fewer bluffing "
                             "combinations to remain balanced", file="conclusion"),
    ),
    Erratum(
        REVISION,
        r"App. B, the bettor's case (c), $x_3 \le x < x_4$",
        r"$\frac{d}{ds} E[\text{bet } s \mid x]$ '$\le -s c'(s) - c(s) + 2 x_4 - 1 = 0$'",
        "$-s c'(s) - c(s) + 2 x_4 - 1 = 2(x_4 - v(s))$, 0 only at $s = L$ and negative beyond; so the derivative "
        r"is $\le 0$, as concluded",
        "09_revision",
        "rev-app-b-case-c",
        quote=Quote(r"\item $x_3 \leq x < x_4$:", r"& \leq -s c'(s) - c(s) + 2x_4 - 1 \\ & = 0",
                    file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B, case (c)",
        revision_quote=Quote(r"\item $x_3 \leq x < x_4$:", r"& \leq -s c'(s) - c(s) + 2x_4 - 1 \\ & = 0",
                             file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "App. B, the bettor's cases (c) and (d): the payoff of betting $s$",
        r"$E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$ for every $s \in [L, U]$, 'Therefore, the expected "
        "value of betting is decreasing in $s$ for $x < x_4$'",
        r"only for sizes with $c(s) \le x$, i.e. $s \le (x - x_2)/(1 - x)$; above them the hand bluffs and earns "
        "$x_2$ (case (a)); at $(1/10, 2)$ $c(U) > x_4$, so every hand of $[x_3, x_4)$ bluffs when betting $U$; "
        "the conclusion holds once $[L, U]$ is split at $c^{-1}(x)$",
        "09_revision",
        "rev-app-b-domain",
        quote=Quote(r"\item $x_3 \leq x < x_4$:", "for any $s \\in [L, U]$. Therefore, the expected value of betting "
                    "is decreasing in $s$ for $x < x_4$", file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B, cases (c), (d)",
        revision_quote=Quote(r"\item $x_3 \leq x < x_4$:", "for any $s \\in [L, U]$. Therefore, the expected value "
                             "of betting is decreasing in $s$ for $x < x_4$", file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        r"App. B, the bettor's case (e), $x_5 \le x \le 1$",
        "the derivative shown positive at $s = U$, then 'If it is always increasing in $s$ for such $x$, then it "
        "must be maximized at the largest possible bet of $U$'",
        r"the missing step: $\frac{d}{ds} E[\text{bet } s \mid x] = 2(x - v(s))$ and $v$ increases, so it is $\ge "
        r"2(x - x_5) \ge 0$ on all of $[L, U]$",
        "09_revision",
        "rev-app-b-case-e",
        quote=Quote(r"\item $x_5 \leq x \leq 1$:", "If it is always increasing in $s$ for such $x$, then it must be "
                    "maximized at the largest possible bet of $U$", file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B, case (e)",
        revision_quote=Quote(r"\item $x_5 \leq x \leq 1$:", "If it is always increasing in $s$ for such $x$, then it "
                             "must be maximized at the largest possible bet of $U$", file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "App. B, the bettor's case (b) (and again in (c))",
        "from eq. (5), '$2 x_3 - c(L) - 1 = 0$'",
        "eq. (5) is $L (2 x_3 - c(L) - 1) = 0$, which gives it only for $L > 0$; at $L = 0$ it reads $0 = 0$ and "
        r"$x_3 = (1 + c(0))/2$ holds as the limit $L \to 0$",
        "09_revision",
        "rev-app-b-l-zero",
        quote=Quote(r"We know from \ref{eq:valueindiff} that", "2x_3 - c(L) - 1 & = 0",
                    file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B, case (b)",
        revision_quote=Quote(r"We know from \ref{eq:valueindiff} that", "2x_3 - c(L) - 1 & = 0",
                             file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "App. B, the bettor's case (d), its summary",
        "the expected value of betting is 'equal to 0 at $s = v^{-1}(x)$'",
        "its derivative in $s$ is 0 there; the expected value is positive (0.8875 for $x = 4/5$ at $(1/10, 2)$, "
        "in App. B's accounting)",
        "09_revision",
        "rev-appendix-wording",
        quote=Quote(r"\item $x_4 \leq x < x_5$:", "equal to $0$ at $s = v^{-1}(x)$", file="appendix_nash_equilibrium"),
        revision="new",
        revision_where="App. B, case (d)",
        revision_quote=Quote(r"\item $x_4 \leq x < x_5$:", "equal to $0$ at $s = v^{-1}(x)$",
                             file="appendix_nash_equilibrium"),
    ),
    Erratum(
        REVISION,
        "App. D, proof of Theorem D.1, checking hands (and Sec. 8.2)",
        "'the bettor wins only the ante exactly when they have the best hand, which happens with probability $x$. "
        "The value of the ante is $1/2$, so the bettor's expected value is $x - 1/2$'",
        "that reasoning gives $x/2$; $x - 1/2 = x/2 - (1 - x)/2$ also counts the bettor's own ante, lost with "
        "probability $1 - x$",
        "09_revision",
        "rev-appendix-wording",
        quote=Quote(r"\label{thm:ev_bettor}", "the bettor wins only the ante exactly when they have the best hand, "
                    r"which happens with probability $x$. The value of the ante is $\frac{1}{2}$, so the bettor's "
                    r"expected value is $x-\frac{1}{2}$.", file="appendix_payoff_analysis"),
        revision="new",
        revision_where="App. D, proof of Theorem D.1",
        revision_quote=Quote(r"\label{thm:ev_bettor}", "the bettor wins only the ante exactly when they have the best "
                             r"hand, which happens with probability $x$. The value of the ante is $\frac{1}{2}$, so "
                             r"the bettor's expected value is $x-\frac{1}{2}$.", file="appendix_payoff_analysis"),
    ),
    Erratum(
        REVISION,
        "App. D, Theorem D.1, its first sentence",
        r"'Let $\mathrm{EV}(x)$ denote the expected value of a value-betting hand $x$'",
        "of every hand $x$: the display covers bluffs and checks too, and is right on all of $[0, 1]$",
        "09_revision",
        "rev-appendix-wording",
        quote=Quote(r"\label{thm:ev_bettor}", "Let $EV(x)$ denote the expected value of a value-betting hand $x$",
                    file="appendix_payoff_analysis"),
        revision="new",
        revision_where="App. D, Theorem D.1",
        revision_quote=Quote(r"\label{thm:ev_bettor}", "Let $EV(x)$ denote the expected value of a value-betting "
                             "hand $x$", file="appendix_payoff_analysis"),
    ),
    Erratum(
        REVISION,
        "App. C, proof of Lemma C.1",
        r"$dx_2/dU > 0$ 'since $r, t \in (0, 1)$ implies $r^3 + t^3 - 7 < 0$'",
        r"$dx_2/dU = \frac{18 t^4}{(r^3 + t^3 - 7)^2}$ has a square below, so that sign does not enter; it is "
        "positive because $t > 0$ ($U$ finite), for every $r$ including $r = 0$ ($L = 0$); the lemma holds",
        "09_revision",
        "rev-lemma-c1-reason",
        quote=Quote(r"\label{lem:x2_increasing}", "which is positive since $r, t \\in (0, 1)$ implies $r^3 + t^3 - 7 "
                    "< 0$.", file="appendix_parameter_analysis"),
        revision="new",
        revision_where="App. C, Lemma C.1",
        revision_quote=Quote(r"\label{lem:x2_increasing}", "which is positive since $r, t \\in (0, 1)$ implies "
                             "$r^3 + t^3 - 7 < 0$.", file="appendix_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "App. C, after Theorem C.1 (new in the revision)",
        "'Specifically, this threshold is greater than the hand strength $v(U)$ which bets the maximum'",
        r"true of the right threshold $x^\ast = v(U) + \frac{U x_2'}{2(1 + U)}$, not of the printed one, whose "
        r"second term lies below $v(U)$ (0.2621 against 0.9521 at $(1/10, 2)$): the printed $\max(v(U), \cdot)$ is "
        r"$v(U)$ and misses the hands of $(v(U), x^\ast)$, which lose as $U$ grows; at $x = x^\ast$ the derivative "
        "is 0, not '$> 0$ otherwise'",
        "09_revision",
        "rev-threshold-above-v",
        quote=Quote(r"\label{thm:payoff_increasing}", "Specifically, this threshold is greater than the hand strength "
                    "$v(U)$ which bets the maximum.", file="appendix_parameter_analysis"),
        revision="new",
        revision_where="App. C, after Theorem C.1",
        revision_quote=Quote(r"\label{thm:payoff_increasing}", "Specifically, this threshold is greater than the hand "
                             "strength $v(U)$ which bets the maximum.", file="appendix_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "sympy appendix, Simplification of Game Value to Closed Form, proof sketch, steps 2-3",
        "all terms over '$2u^3$'; 'Use $t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1$ for the fourth term'",
        r"the printed denominator is $2u^2 (r^6 + \dots + 49) = 2u^4$; $t^3 - (r - 1)^3$ is what the two powers "
        r"$(\cdot)^{3/2}$ give read as $a^3$, a reading that leaves $V - 48 t^3/u^2$; on the domain they are "
        r"$\vert a \vert^3$ and give $48 (t^3 + (r - 1)^3)$. The closed form is right",
        "09_revision",
        "rev-sympy-sketch",
        quote=Quote(r"\textbf{Proof sketch:}", r"Use \(t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1\) for the fourth "
                    "term.", file="appendix_sympy"),
        revision="new",
        revision_where="sympy appendix, Simplification of Game Value to Closed Form",
        revision_quote=Quote(r"\textbf{Proof sketch:}", r"Use \(t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1\) for the "
                             "fourth term.", file="appendix_sympy"),
    ),
    Erratum(
        REVISION,
        "sympy appendix, Simplification of Game Value to Closed Form, proof sketch, step 4",
        "'All $u^3$ terms cancel', then 'leaving only $u^2(u + 6) = u^3 + 6u^2$ in the numerator'",
        "the two lines contradict each other; over the printed denominator $2u^4$ the numerator is $u^3(u + 6) = "
        "u^4 + 6u^3$ (the ratio, $(u + 6)/(2u)$, is right)",
        "09_revision",
        "rev-sympy-sketch",
        quote=Quote(r"\textbf{Proof sketch:}", r"All \(u^3\) terms cancel", file="appendix_sympy"),
        revision="new",
        revision_where="sympy appendix, Simplification of Game Value to Closed Form",
        revision_quote=Quote(r"\textbf{Proof sketch:}", r"All \(u^3\) terms cancel", file="appendix_sympy"),
    ),
)
