"""The errata of the revision's own new statements, Secs. 1-6 and its cross-references (notebook 9)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-rev-010",
        source=REVISION,
        severity="minor",
        where="Sec. 2.2, Conventions, 'Payoffs'",
        printed=(
            "'the winner receives $1 + 2s$ (pot plus both contributions) minus their ante of $0.5$, for a net "
            r"payoff of $\pm(0.5 + s)$'"
        ),
        corrected=(
            r"$1 + 2s$ less the ante $1/2$ is $1/2 + 2s$; the stated net $\pm(1/2 + s)$ is the pot less the "
            "winner's ante and bet ($1/2 + s$), as Definition 3.1 and lcp.continuous.payoff have it"
        ),
        notebook="09_revision",
        cell="rev-payoff-arithmetic",
        quote=Quote(
            r"\item[Payoffs:]",
            (
                "When a bet of size $s$ is called, the winner receives $1 + 2s$ (pot plus both contributions) "
                r"minus their ante of 0.5, for a net payoff of $\pm(0.5 + s)$."
            ),
            file="preliminaries",
        ),
    ),
    Erratum(
        id="E-rev-011",
        source=REVISION,
        severity="minor",
        where="Sec. 1.1.1, Definition 1.1 (FBCP)",
        printed="'the higher hand wins the pot of $1 + 2B$ minus their ante of $0.5$'",
        corrected=(
            "the winner nets the pot less his ante and bet, $1/2 + B$ (the pot less the ante alone is $1/2 + 2B$)"
        ),
        notebook="09_revision",
        cell="rev-payoff-arithmetic",
        quote=Quote(
            r"\begin{definition}[FBCP]",
            "after which the higher hand wins the pot of $1+2B$ minus their ante of $0.5$",
            file="introduction",
        ),
    ),
    Erratum(
        id="E-rev-012",
        source=REVISION,
        severity="moderate",
        where="Sec. 1.1.1, the paragraph on the non-uniqueness of FBCP's equilibrium",
        printed=(
            "to keep the bettor from exploiting him, 'the caller need only call with exactly the right "
            "proportion of hands in this range' (e.g. swap some calling and folding hands)"
        ),
        corrected=(
            r"the proportion is not enough: the calling mass $\Phi(x)$ of $(a, x)$ must satisfy $(1 + 2B) "
            r"\Phi(x) \le x - a$ on $[a, v]$, with equality at $v$; at $B = 1$, moving the calling block $(c, "
            "v)$ down to $(a, a + v - c)$ keeps the proportion and lets the bettor earn $11/54 > 1/18$, while "
            "calling all of $(a, v)$ at rate $1/(1 + 2B)$ stays optimal"
        ),
        notebook="09_revision",
        cell="rev-fbcp-proportion",
        quote=Quote(
            "The non-uniqueness of this Nash Equilibrium",
            (
                "To prevent the betting player from exploiting them, the caller need only call with exactly "
                "the right proportion of hands in this range."
            ),
            file="introduction",
        ),
    ),
    Erratum(
        id="E-rev-048",
        source=REVISION,
        severity="minor",
        where="Sec. 1.1.2 (NLCP) and the Related Work paragraph; the reference list",
        printed=(
            "NLCP's profile 'is discussed and solved by Bill Chen and Jerrod Ankenman'; 'Chen and Ankenman "
            r"\cite{chen2006mathematics} extended this analysis to NLCP'"
        ),
        corrected=(
            "D. J. Newman solved NLCP ('A Model for \"Real\" Poker', Operations Research 7, 1959; value $1/7$ at "
            "ante 1), before Ferguson and Ferguson (2003) and Chen and Ankenman (2006); cite him beside the book"
        ),
        notebook="09_revision",
        cell="rev-newman-credit",
        quote=Quote(
            r"Ferguson and Ferguson \cite{ferguson2003borel} provided the comprehensive analysis",
            r"Chen and Ankenman \cite{chen2006mathematics} extended this analysis to NLCP",
            file="introduction",
        ),
    ),
    Erratum(
        id="E-rev-013",
        source=REVISION,
        severity="moderate",
        where="Sec. 3, Definition 3.1, footnote (uniform hands)",
        printed=(
            "'Uniform without loss of generality, since the quantile transform can take any distribution to "
            "uniform and only orders of hand strengths are relevant'"
        ),
        corrected=(
            "for hands drawn independently from one common continuous distribution: with two distributions "
            r"each transform keeps its hand uniform but changes who wins ($X \sim U[0, 1]$, $Y$ of density "
            "$2y$: $P(X > Y) = 1/3$, $1/2$ after transforming), and with atoms hands tie and $F(X)$ is not "
            "uniform"
        ),
        notebook="09_revision",
        cell="rev-uniform-hands",
        quote=Quote(
            r"\begin{definition}[LCP]",
            (
                "Uniform without loss of generality, since the quantile transform can take any distribution "
                "to uniform and only orders of hand strengths are relevant."
            ),
            file="lcp",
        ),
    ),
    Erratum(
        id="E-rev-014",
        source=REVISION,
        severity="moderate",
        where="Sec. 4.4.1, Case 3, the two probability lines (new in the revision)",
        printed=(
            r"$P[\text{value bet} \mid s] = \frac{\vert b'(s) \vert}{\vert b'(s) \vert + \vert v'(s) \vert}$, "
            r"$P[\text{bluff} \mid s] = \frac{\vert v'(s) \vert}{\vert b'(s) \vert + \vert v'(s) \vert}$"
        ),
        corrected=(
            r"$P[\text{value bet} \mid s] = \frac{\vert v' \vert}{\vert b' \vert + \vert v' \vert} = \frac{1 + "
            r"s}{1 + 2s}$, $P[\text{bluff} \mid s] = \frac{\vert b' \vert}{\vert b' \vert + \vert v' \vert} = "
            r"\frac{s}{1 + 2s}$; plugged into the caller's indifference the printed lines give a gain of 1 "
            r"from calling, not the eq. $\vert b' \vert (1 + s) - \vert v' \vert s = 0$ the text then prints "
            "(which is right)"
        ),
        notebook="09_revision",
        cell="rev-case-3-probabilities",
        quote=Quote(
            r"\textbf{Case 3: $L \leq s \leq U$}",
            r"\[ \mathbb{P}[\text{value bet} | s] = \frac{|b'(s)|}{|b'(s)| + |v'(s)|} \]",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-015",
        source=REVISION,
        severity="moderate",
        where="Sec. 4.4.1, Case 3, its range",
        printed=(
            r"'Case 3: $L \le s \le U$. In this case, the bettor has exactly one value hand and one bluffing "
            "hand'"
        ),
        corrected=(
            "$L < s < U$: at $s = L$ the hands $(x_1, x_2)$ and $(x_3, x_4)$, at $s = U$ the hands $(0, x_0)$ "
            "and $(x_5, 1)$ bet, whole intervals of positive mass (Cases 1 and 2)"
        ),
        notebook="09_revision",
        cell="rev-case-3-range",
        quote=Quote(
            r"\textbf{Case 2: $s = U$}",
            (
                r"\textbf{Case 3: $L \leq s \leq U$}. In this case, the bettor has exactly one value hand and "
                "one bluffing hand"
            ),
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-016",
        source=REVISION,
        severity="minor",
        where="Theorem 5.1, the line for $b_0$",
        printed=(
            "$b_0 = t^3/(r^3 + t^3 - 7)$, a symbol the theorem uses in $b(s)$ but the main text never "
            "defines: a reader cannot tell what $b_0$ is"
        ),
        corrected=(
            r"say what $b_0$ is where it first appears: $b_0 = \lim_{s \to \infty} b(s)$, the constant of "
            r"$b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$ (only App. C, the sympy appendix, names it); the "
            "printed value is right"
        ),
        notebook="09_revision",
        cell="rev-b0",
        quote=Quote(
            r"\begin{theorem}[LCP Nash Equilibrium]",
            "b_{0} &= \\frac{t^{3}}{r^{3} + t^{3} - 7}\\\\",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-017",
        source=REVISION,
        severity="moderate",
        where="Sec. 6.2, proof of Theorem 6.2 (value monotonicity): the derivatives in $r$, $t$ and in $L$, $U$",
        printed=(
            r"$\frac{dV}{dr} = \frac{-18 r^2 (2 - r^3 - t^3)}{(14 - 2r^3 - 2t^3)^2}$, $\frac{dV}{dt}$ "
            "likewise, and so in both lines for $L$ and $U$"
        ),
        corrected=(
            r"$\frac{dV}{dr} = \frac{-36 r^2}{(14 - 2r^3 - 2t^3)^2}$ and $\frac{dV}{dt} = \frac{-36 t^2}{(14 - "
            "2r^3 - 2t^3)^2}$ (the printed ones are off by the factor $(2 - r^3 - t^3)/2$); the signs, and "
            "the theorem, hold"
        ),
        notebook="09_revision",
        cell="rev-value-derivatives",
        quote=Quote(
            "Using the chain rule and the fact that",
            r"= \frac{-18r^2(2-r^3-t^3)}{(14-2r^3-2t^3)^2} < 0",
            file="game_value",
        ),
    ),
    Erratum(
        id="E-rev-018",
        source=REVISION,
        severity="moderate",
        where="Sec. 6.2, proof of Theorem 6.2: the strict signs",
        printed=(
            r"'the inequalities hold since $r, t \in (0, 1)$ implies $r^3 + t^3 < 2$': $dV/dr < 0$ and "
            "$dV_{LCP}/dL < 0$"
        ),
        corrected=(
            r"the domain has $r \in [0, 1)$: at $L = 0$ ($r = 0$) $dV/dr = dV_{LCP}/dL = 0$; $dV_{LCP}/dL \le "
            "0$ with equality exactly at $L = 0$, $dV_{LCP}/dU > 0$ for finite $U$ (as the theorem's weak "
            "statement says)"
        ),
        notebook="09_revision",
        cell="rev-value-derivatives",
        quote=Quote(
            "where the inequalities hold since",
            r"$r, t \in (0,1)$ implies $r^3 + t^3 < 2$",
            file="game_value",
        ),
    ),
    Erratum(
        id="E-rev-019",
        source=REVISION,
        severity="moderate",
        where="Sec. 6, Figure 3's caption (and the text: 'a reflection across the diagonal')",
        printed="'The symmetry about the diagonal is immediately visible', the diagonal being $r + t = 1$ ($L = U$)",
        corrected=(
            r"the mirror is $r = t$ in the $(r, t)$ panel, i.e. $L U = 1$ ($\log U = -\log L$) in the $(L, U)$ "
            "panel; the diagonal $r + t = 1$ is the domain's edge, and reflecting in it does not keep $V$ "
            "($V(0, 0) = 1/14$, $V(1, 1) = -1/10$ outside the domain)"
        ),
        notebook="09_revision",
        cell="rev-symmetry-axis",
        quote=Quote(
            r"\caption{Game value as a function of both parametrizations.",
            "The symmetry about the diagonal is immediately visible",
            file="game_value",
        ),
    ),
    Erratum(
        id="E-rev-020",
        source=REVISION,
        severity="minor",
        where="Sec. 1.2, Contributions, last item: a cross-reference",
        printed="parameter sensitivity 'due to strategic adjustments by the opponent (Section 5)'",
        corrected="Section 8 (Parameter and Payoff Analysis); Section 5 is the equilibrium profile",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            r"\item \textbf{Parameter Sensitivity Analysis:}",
            "due to strategic adjustments by the opponent (Section 5)",
            file="introduction",
        ),
    ),
    Erratum(
        id="E-rev-021",
        source=REVISION,
        severity="minor",
        where="Sec. 1.1.2, after Figure 1: a cross-reference",
        printed=(
            "two hand strengths per size, yet optimal: 'explained more thoroughly in Section "
            r"\ref{subsec:nash_equilibrium_structure}' (Sec. 4.3)"
        ),
        corrected="Sec. 4.4.1 (Caller Indifference, Case 3) explains it; Sec. 4.3 only lists the structure",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            "Note that the bettor uses all possible bet sizes",
            (
                "This concept appears again and is explained more thoroughly in Section "
                r"\ref{subsec:nash_equilibrium_structure}."
            ),
            file="introduction",
        ),
    ),
    Erratum(
        id="E-rev-022",
        source=REVISION,
        severity="minor",
        where="Sec. 3, last paragraph: a cross-reference",
        printed="'the complete closed-form solution is presented in Section 4'",
        corrected="Section 5 (Theorem 5.1); Section 4 derives the equations",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            "In the next section, we develop the methodology",
            "the complete closed-form solution is presented in Section 4.",
            file="lcp",
        ),
    ),
    Erratum(
        id="E-rev-023",
        source=REVISION,
        severity="minor",
        where="Sec. 5, before Theorem 5.1: a reference and a tool",
        printed=r"the system 'was solved symbolically using Mathematica (see Appendix \ref{app:ma})'",
        corrected=(
            "the label app:ma is defined nowhere (main.pdf prints 'Appendix ??'); the LaTeX's symbolic "
            "appendix (Symbolic Solution for Limit Continuous Poker, not in the posted contents list) solves "
            "it with sympy"
        ),
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            "The system of equations from Section",
            r"was solved symbolically using Mathematica (see Appendix \ref{app:ma})",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-024",
        source=REVISION,
        severity="minor",
        where="Sec. 6, proof of Theorem 6.1: a cross-reference",
        printed=r"'(see Figure \ref{fig:payoffs} in Section 7)'",
        corrected="the payoff figure is in Section 8 (Sec. 8.1); Section 7 is the strategic comparison",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(r"\begin{customproof}", r"(see Figure \ref{fig:payoffs} in Section 7)", file="game_value"),
    ),
    Erratum(
        id="E-rev-025",
        source=REVISION,
        severity="minor",
        where="Sec. 6, proof of Theorem 6.1: the value's derivation",
        printed=r"'The full technical details are provided in Appendix \ref{sec:value_computation}'",
        corrected=(
            "the label is defined nowhere: that appendix is commented out of main.tex (main.pdf prints "
            "'Appendix ??'), so the revision derives $V$ only in App. C's (the sympy appendix's) Game Value Computation; "
            "the formula is right (notebooks 3 and 4 derive it)"
        ),
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            "The computation is extremely nontrivial",
            r"The full technical details are provided in Appendix \ref{sec:value_computation}.",
            file="game_value",
        ),
    ),
    Erratum(
        id="E-rev-047",
        source=REVISION,
        severity="moderate",
        where="Sec. 7.2 (Strategic Convergence), first sentence",
        printed="'The LCP strategy functions are rational in $L$ and $U$'",
        corrected=(
            r"$C_{LCP}$, $b(s)$ and $v(s)$ are; the bettor's $S_{LCP}(x, L, U)$ is not: on the value hands it "
            r"inverts $v$, $S_{LCP} = \sqrt{\frac{1 - x_2}{2(1 - x)}} - 1$ with $1 - x_2 = \frac{6}{7 - r^3 - "
            r"t^3}$ (at $(L, U) = (0.1, 2)$ hand $0.9$ bets an irrational size). The convergence still holds: "
            "the square root and the rational forms are continuous on the closed triangle"
        ),
        notebook="09_revision",
        cell="rev-strategies-not-rational",
        quote=Quote(
            r"\subsection{Strategic Convergence}",
            (
                "The LCP strategy functions are rational in $L$ and $U$, so convergence follows from "
                "continuity by direct substitution of limit values."
            ),
            file="strategic_comparison",
        ),
    ),
    Erratum(
        id="E-rev-026",
        source=REVISION,
        severity="minor",
        where="App. B, first paragraph: a cross-reference",
        printed="'we assume that all of the constraints outlined in the previous section are satisfied'",
        corrected="the section before App. B is App. A (Monotone Strategy Proofs); the constraints are Sec. 4.4",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            r"\label{app:nash_equilibrium}",
            "we assume that all of the constraints outlined in the previous section are satisfied",
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-049",
        source=REVISION,
        severity="minor",
        where="Sec. 2.2, Conventions, 'Monotone Strategies': a cross-reference",
        printed="monotone calling strategies: 'This concept is formalized in Section 3.'",
        corrected=(
            "Section 4.2 (Monotone Strategies, label subsec:monotone_strategies, in Solving for Nash Equilibrium); "
            "Section 3 defines the game and says nothing of monotone strategies"
        ),
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(r"\item[Monotone Strategies:]", "This concept is formalized in Section 3.", file="preliminaries"),
    ),
    Erratum(
        id="E-rev-050",
        source=REVISION,
        severity="minor",
        where="Sec. 2.2, Conventions, 'Admissibility': a cross-reference",
        printed="the bettor admissible against all monotone calling strategies '(Section 3)'",
        corrected="Section 4.2 (and 4.1), where monotone-admissibility is defined and used; Section 3 defines the game",
        notebook="09_revision",
        cell="rev-cross-references",
        quote=Quote(
            r"\item[Admissibility:]",
            "we focus on those where the bettor's strategy is admissible against all monotone calling strategies "
            "(Section 3).",
            file="preliminaries",
        ),
    ),
)
