"""The claims of the revision: its cross-references, Secs. 8-9 and the appendices (notebook 9)."""

from __future__ import annotations

from ..sources import REVISION, Quote
from . import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-041", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 1.2, Contributions",
        statement="the parameter sensitivity analysis is in Section 5",
        notebook="09_revision", cell="rev-cross-references",
        note="the analysis is there, in Section 8, not Section 5: a wrong place, not a wrong statement",
        quote=Quote(
            r"\item \textbf{Parameter Sensitivity Analysis:}",
            "due to strategic adjustments by the opponent (Section 5)",
            file="introduction",
        ),
    ),
    Claim(
        id="C-rev-042", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 1.1.2",
        statement="one value hand and one bluff per size, yet optimal, is explained in Sec. 4.3",
        notebook="09_revision", cell="rev-cross-references",
        note="in Sec. 4.4.1",
        quote=Quote(
            "Note that the bettor uses all possible bet sizes",
            (
                "This concept appears again and is explained more thoroughly in Section "
                r"\ref{subsec:nash_equilibrium_structure}."
            ),
            file="introduction",
        ),
    ),
    Claim(
        id="C-rev-043", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 3",
        statement="the closed-form solution is presented in Section 4",
        notebook="09_revision", cell="rev-cross-references",
        note="Section 5",
        quote=Quote(
            "In the next section, we develop the methodology",
            "the complete closed-form solution is presented in Section 4.",
            file="lcp",
        ),
    ),
    Claim(
        id="C-rev-044", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 5",
        statement=r"the system was solved with Mathematica (Appendix \ref{app:ma})",
        notebook="09_revision", cell="rev-cross-references",
        note=(
            "the system is solved symbolically, rightly, but no label app:ma exists, and the symbolic appendix "
            "uses sympy"
        ),
        quote=Quote(
            "The system of equations from Section",
            r"was solved symbolically using Mathematica (see Appendix \ref{app:ma})",
            file="nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-045", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 6, proof of Theorem 6.1",
        statement="the payoff figure is in Section 7",
        notebook="09_revision", cell="rev-cross-references",
        note="Section 8",
        quote=Quote(r"\begin{customproof}", r"(see Figure \ref{fig:payoffs} in Section 7)", file="game_value"),
    ),
    Claim(
        id="C-rev-046", source=REVISION, severity="minor", status="misattributed",
        where="Sec. 6, proof of Theorem 6.1",
        statement="the value's derivation is given in an appendix",
        notebook="09_revision", cell="rev-cross-references",
        note=(
            "that appendix is commented out of main.tex; the derivation is given, in the sympy appendix's Game "
            "Value Computation; the value itself is right"
        ),
        quote=Quote(
            "The computation is extremely nontrivial",
            r"The full technical details are provided in Appendix \ref{sec:value_computation}.",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-047", source=REVISION, severity="minor", status="misattributed",
        where="App. B",
        statement="the constraints are those of the previous section",
        notebook="09_revision", cell="rev-cross-references",
        note="they are Sec. 4.4's; the previous section is App. A",
        quote=Quote(
            r"\label{app:nash_equilibrium}",
            "we assume that all of the constraints outlined in the previous section are satisfied",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-089", source=REVISION, severity="moderate", status="ambiguous",
        where="Sec. 8.1, first sentence",
        statement=r"in Nash equilibrium each deal $(x, y)$ determines the bettor's payoff uniquely",
        notebook="09_revision", cell="rev-payoff-per-deal",
        note=(
            "right within Theorem 5.1's profile; wrong across the game's equilibria: with the mirror bluff plan "
            r"(also an equilibrium with $c$) the bluffs of $(0, x_2 - x_1)$ bet $L$, not $U$, and the payoffs "
            r"differ for every caller hand above $c(L)$"
        ),
        quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            "In Nash equilibrium, each hand combination $(x, y)$ uniquely determines the bettor's payoff.",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-048", source=REVISION, severity="moderate", status="imprecise",
        where="Sec. 8.1",
        statement="the biggest wins and losses occur when both hands are strong",
        notebook="09_revision", cell="rev-biggest-losses",
        note=(
            r"true (a value bet of $U$ called by a better hand loses $U + 1/2$, top right) but incomplete: the "
            "biggest loss comes also top left, when a bluff of $U$ is called, and there more often"
        ),
        quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            "the biggest wins and losses occur when both hands are strong (top right)",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-049", source=REVISION, severity="moderate", status="verified",
        where="Sec. 8.1",
        statement="as limits become more lenient, the extreme outcomes become more pronounced but less likely",
        notebook="09_revision", cell="rev-biggest-losses",
        note=(
            "over Figure 4's six panels, exactly: the stake $U + 1/2$ grows, the chance that a maximum bet is "
            "called falls (0.148 to 0)"
        ),
        quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            "As limits become more lenient, these extreme outcomes become more pronounced but also less likely",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-090", source=REVISION, severity="minor", status="verified",
        where="Sec. 8.2, Figure 5",
        statement=(
            r"Figure 5 draws $\mathrm{EV}(x)$ and the thresholds $x_0, \dots, x_5$ of the profile at "
            "$(L, U) = (0.5, 1.5)$"
        ),
        notebook="09_revision", cell="rev-figure-5-numbers",
        note="read off the image at the six threshold lines and nine hands: within two pixels of the companion's",
        quote=Quote(
            r"\subsection{Expected Value by Hand Strength}",
            (
                r"Expected value of bettor hand strength $x$ in the Nash equilibrium from section "
                r"\ref{sec:nash_equilibrium} for a certain choice of parameters."
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-050", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 8.3",
        statement="only the very strongest hands benefit from a larger $U$",
        notebook="09_revision", cell="rev-effect-of-u",
        note="the bluffs gain too",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            (
                "Only the very strongest hands (above a threshold greater than $v(U)$) benefit from the "
                "increased flexibility."
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-051", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 8.3",
        statement=r"$\mathrm{EV}(x)$ increases with $U$ above a threshold hand and decreases below it",
        notebook="09_revision", cell="rev-effect-of-u",
        note="true among value hands only",
        quote=Quote(
            r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:",
            (
                "There exists a threshold hand strength above which $EV(x)$ increases with $U$, and below "
                "which it decreases"
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-052", source=REVISION, severity="moderate", status="refuted",
        where="App. C.1.1",
        statement=r"any fixed hand's $\mathrm{EV}$ increases in $U$ up to a threshold, then decreases",
        notebook="09_revision", cell="rev-effect-of-u",
        note="not bluffs, checks or $x = 1$",
        quote=Quote(
            r"\subsubsection{Expected Payoff of Value-Betting Hands}",
            (
                "for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ only up "
                "to a certain threshold, after which it decreases"
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-053", source=REVISION, severity="moderate", status="proved",
        where="Sec. 8.3",
        statement=(
            "a larger $U$ makes the caller more conservative at all sizes, which harms intermediate-strength "
            "hands although they bet less"
        ),
        notebook="09_revision", cell="rev-effect-of-u",
        note=(
            r"$dc(s)/dx_2 = 1/(1 + s) > 0$ with $dx_2/dU > 0$; an intermediate value hand's $\mathrm{EV}$ "
            r"moves by $-\frac{s}{1 + s} \frac{dx_2}{dU} < 0$"
        ),
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            r"which forces the caller to become more conservative across \emph{all} bet sizes",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-054", source=REVISION, severity="moderate", status="proved",
        where="Sec. 8.3, the list of results",
        statement="the bluffing threshold $x_2$ increases with $U$",
        notebook="09_revision", cell="rev-effect-of-u",
        note="$dx_2/dU$ has positive coefficients in $L$ and $U$",
        quote=Quote(
            r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:",
            "The bluffing threshold $x_2$ increases with $U$ (more hands bluff)",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-055", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 8.3",
        statement=r"for most hand strengths the $\mathrm{EV}$ decreases beyond a threshold of $U$",
        notebook="09_revision", cell="rev-most-hands",
        note="at most half of them",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            r"for most hand strengths, the expected value \emph{decreases} beyond a certain threshold of $U$",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-056", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 8.3, Figure 6",
        statement=r"each curve ($x = 0.50, \dots, 1.00$, $L = 0$) increases in $U$ up to a maximum, then decreases",
        notebook="09_revision", cell="rev-ev-vs-u-caption",
        note="not $x = 1$, $x = 0.50$ or (later) 0.55",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            "Each curve increases in $U$ up to some maximum, after which it decreases.",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-091", source=REVISION, severity="minor", status="imprecise",
        where="Sec. 8.3, Figure 6 (and App. C.1.1, the same figure)",
        statement=r"Figure 6 plots the expected value of value-betting hands $x$ against $U$",
        notebook="09_revision", cell="rev-figure-6-normalised",
        note=(
            r"each curve is its $\mathrm{EV}$ standardised over $U \in (0, 2]$ (less its mean, over its standard "
            "deviation), found by numbers and defined nowhere (E-rev-032 notes the normalisation); the levels of "
            "two curves do not compare: at $U = 1/2$ the 0.55 curve lies above the 1.00 one, yet "
            r"$\mathrm{EV}(0.55) = 0.05 < \mathrm{EV}(1) = 0.80$"
        ),
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            r"\caption{Expected value of a value-betting hand $x$ versus the upper limit $U$ in Nash equilibrium.",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-057", source=REVISION, severity="moderate", status="refuted",
        where="App. C.1.1, the figure",
        statement="each curve increases in $U$ up to a maximum, then decreases",
        notebook="09_revision", cell="rev-ev-vs-u-caption",
        quote=Quote(
            r"\subsubsection{Expected Payoff of Value-Betting Hands}",
            "Notice that each curve is increasing in $U$ up to some maximum, after which it decreases.",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-058", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 9.1",
        statement="both players are indifferent among their equilibrium actions",
        notebook="09_revision", cell="rev-indifference",
        note="only at the margins",
        quote=Quote(
            r"\textbf{Nash Equilibrium Characterization:}",
            "creating a delicate balance where both players are indifferent among their equilibrium actions",
            file="conclusion",
        ),
    ),
    Claim(
        id="C-rev-059", source=REVISION, severity="moderate", status="refuted",
        where="Sec. 9.2",
        statement="larger bluffs require fewer bluffing combinations to remain balanced",
        notebook="09_revision", cell="rev-bluff-balance",
        note="more bluffs per value bet at larger sizes: $s/(1 + s)$",
        quote=Quote(
            r"\textbf{Bluffing Frequency and Bet Size:}",
            "larger bluffs require fewer bluffing combinations to remain balanced",
            file="conclusion",
        ),
    ),
    Claim(
        id="C-rev-060", source=REVISION, severity="moderate", status="proved",
        where="App. B, the caller's deviation",
        statement="the caller's payoff from calling is weakly increasing in his hand, so no caller deviation gains",
        notebook="09_revision", cell="rev-indifference",
        note="calling minus folding is $-s$ below $b(s)$, 0 between $b(s)$ and $v(s)$, $1 + s$ above $v(s)$",
        quote=Quote(
            r"\item \textbf{Caller",
            "The expected value of calling is weakly increasing in $y$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-061", source=REVISION, severity="moderate", status="proved",
        where="App. B, the bettor's case (c)",
        statement=r"$\frac{d}{ds} E[\text{bet } s \mid x] = -s c'(s) - c(s) + 2x - 1$",
        notebook="09_revision", cell="rev-app-b-case-e",
        note="$= 2(x - v(s))$",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"\frac{d}{ds} \mathbb{E}[\text{bet } s | x] & = -s c'(s) - c(s) + 2x - 1",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-062", source=REVISION, severity="moderate", status="refuted",
        where="App. B, case (c)",
        statement="$-s c'(s) - c(s) + 2 x_4 - 1 = 0$",
        notebook="09_revision", cell="rev-app-b-case-c",
        note="$= 2(x_4 - v(s))$, zero only at $s = L$",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"& \leq -s c'(s) - c(s) + 2x_4 - 1 \\ & = 0",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-063", source=REVISION, severity="moderate", status="refuted",
        where="App. B, cases (c), (d)",
        statement=r"$E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$ for every size $s$",
        notebook="09_revision", cell="rev-app-b-domain",
        note=r"only for $c(s) \le x$",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"for any $s \in [L, U]$. Therefore, the expected value of betting is decreasing in $s$ for $x < x_4$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-064", source=REVISION, severity="moderate", status="imprecise",
        where="App. B, case (e)",
        statement=r"betting more is always better for $x \ge x_5$ (shown at $s = U$ only)",
        notebook="09_revision", cell="rev-app-b-case-e",
        note=r"the claim is true; the proof has a gap, closed by $2(x - v(s)) \ge 0$: unsupported, not false",
        quote=Quote(
            r"\item $x_5 \leq x \leq 1$:",
            (
                "If it is always increasing in $s$ for such $x$, then it must be maximized at the largest "
                "possible bet of $U$"
            ),
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-065", source=REVISION, severity="moderate", status="imprecise",
        where="App. B, case (b)",
        statement="eq. (5) gives $2 x_3 - c(L) - 1 = 0$",
        notebook="09_revision", cell="rev-app-b-l-zero",
        note=(
            "the equation holds for every $L$ (at $L = 0$ too: $x_3 = (1 + c(0))/2$); eq. (5) gives it only for "
            "$L > 0$, so the derivation, not the statement, fails at $L = 0$"
        ),
        quote=Quote(
            r"We know from \ref{eq:valueindiff} that",
            "2x_3 - c(L) - 1 & = 0",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-066", source=REVISION, severity="moderate", status="refuted",
        where="App. B, case (d)",
        statement="the expected value of betting is 0 at $s = v^{-1}(x)$",
        notebook="09_revision", cell="rev-appendix-wording",
        note="its derivative is",
        quote=Quote(
            r"\item $x_4 \leq x < x_5$:",
            "equal to $0$ at $s = v^{-1}(x)$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-067", source=REVISION, severity="moderate", status="imprecise",
        where="App. D, proof of Theorem D.1",
        statement=r"a checking hand wins only the ante, with probability $x$, so its $\mathrm{EV}$ is $x - 1/2$",
        notebook="09_revision", cell="rev-appendix-wording",
        note=(
            "the result is right; the reasoning as written counts only the win, $x/2$, not the ante lost with "
            "probability $1 - x$"
        ),
        quote=Quote(
            r"\label{thm:ev_bettor}",
            (
                "the bettor wins only the ante exactly when they have the best hand, which happens with "
                r"probability $x$. The value of the ante is $\frac{1}{2}$, so the bettor's expected value is "
                r"$x-\frac{1}{2}$."
            ),
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-068", source=REVISION, severity="minor", status="imprecise",
        where="App. D, Theorem D.1",
        statement=r"$\mathrm{EV}(x)$ is the expected value of a value-betting hand",
        notebook="09_revision", cell="rev-appendix-wording",
        note="of every hand: the display covers bluffs and checks too (a label narrower than what it labels)",
        quote=Quote(
            r"\label{thm:ev_bettor}",
            "Let $EV(x)$ denote the expected value of a value-betting hand $x$",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-069", source=REVISION, severity="moderate", status="proved",
        where="App. D, Theorem D.1",
        statement=(
            r"$\mathrm{EV}(x)$ case by case: $x_2 - 1/2$, $x - 1/2$, and $x(2s + 1) - s(c(s) + 1) - 1/2$ with "
            "$s = L, v^{-1}(x), U$"
        ),
        notebook="04_payoff_regions", cell="theorem-6-1",
        note=(
            r"the manuscript's Theorem 6.1; the whole display against lcp's $\mathrm{EV}$ on $[0, 1]$ at "
            "$(1/10, 2)$ to $10^{-13}$ in notebook 9, rev-appendix-wording"
        ),
        quote=Quote(
            r"\label{thm:ev_bettor}",
            r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-070", source=REVISION, severity="moderate", status="proved",
        where="App. D, Theorem D.2",
        statement=r"$\mathrm{EV}(x)$ is increasing in $x$",
        notebook="04_payoff_regions", cell="theorem-6-2",
        note=(
            "non-decreasing: constant $x_2 - 1/2$ on the bluffs, strictly increasing from $x_2$ on (the "
            "revision drops the manuscript's strict derivative)"
        ),
        quote=Quote(
            r"\label{thm:ev_increasing}",
            "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-071", source=REVISION, severity="moderate", status="proved",
        where="App. D.3",
        statement="the calling frequency decreases as the bet size increases",
        notebook="09_revision", cell="rev-appendix-c-d",
        note="$1 - c(s) = (1 - x_2)/(1 + s)$; the top hand is called with $(1 - x_2)/(1 + U)$, falling with $U$",
        quote=Quote(
            r"\subsection{Discussion: Strong Hands and Risk-Reward Tradeoffs}",
            "calling frequency (which decreases as bet size increases)",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-072", source=REVISION, severity="moderate", status="proved",
        where="App. C, Lemma C.1",
        statement=r"$dx_2/dU > 0$, with $dx_2/dt = -\frac{18 t^2}{(r^3 + t^3 - 7)^2}$",
        notebook="09_revision", cell="rev-lemma-c1-reason",
        note=(
            "for every finite $U$ (also notebook 5, lemma-7-1); the reason the proof gives is not the right "
            "one (erratum)"
        ),
        quote=Quote(
            r"\label{lem:x2_increasing}",
            r"\frac{\partial x_2}{\partial t} = \frac{-18 t^{2}}{\left(r^{3} + t^{3} - 7\right)^{2}}",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-073", source=REVISION, severity="moderate", status="imprecise",
        where="App. C, proof of Lemma C.1",
        statement="$dx_2/dU$ is positive since $r^3 + t^3 - 7 < 0$",
        notebook="09_revision", cell="rev-lemma-c1-reason",
        note="the lemma is true; the reason given does not enter (the denominator is squared): it holds since $t > 0$",
        quote=Quote(
            r"\label{lem:x2_increasing}",
            r"which is positive since $r, t \in (0, 1)$ implies $r^3 + t^3 - 7 < 0$.",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-074", source=REVISION, severity="moderate", status="proved",
        where="App. C, Lemma C.2",
        statement=r"$v^{-1}(x) = -\frac{\sqrt{(4x - 4)(2x_2 - 2)}}{4x - 4} - 1$ and its derivative in $x_2$",
        notebook="05_parameter_analysis", cell="lemma-7-2",
        note="the manuscript's Lemma 7.2, the same printed formulas",
        quote=Quote(
            r"\label{lem:v_inverse_decreasing}",
            r"v^{-1}(x) = -\frac{\sqrt{(4 x-4) (2 x_2-2)}}{4 x-4}-1",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-075", source=REVISION, severity="moderate", status="proved",
        where="App. C, proof of Lemma C.3",
        statement="$(1 - x_2)/(v^{-1}(x) + 1)^2 = 2 - 2x$",
        notebook="09_revision", cell="rev-appendix-c-d",
        quote=Quote(
            r"\label{lem:c_increasing}",
            r"\frac{1-x_2}{(v^{-1}(x)+1)^2} = 2-2x",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-076", source=REVISION, severity="moderate", status="proved",
        where="App. C, proof of Theorem C.1",
        statement=r"$2x - 1 - c(v^{-1}(x)) = v^{-1}(x)\, c'(s) > 0$",
        notebook="09_revision", cell="rev-appendix-c-d",
        note="from the value optimality condition at $s = v^{-1}(x)$",
        quote=Quote(
            r"\subsubsection{Proof of Theorem \ref{thm:payoff_increasing}}",
            r"2x -1 -c(v^{-1}(x)) = v^{-1}(x) \frac{\partial c(s)}{\partial s} > 0,",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-077", source=REVISION, severity="moderate", status="refuted",
        where="App. C, after Theorem C.1",
        statement="the threshold is greater than $v(U)$",
        notebook="09_revision", cell="rev-threshold-above-v",
        note="true of the corrected threshold, not of the printed one",
        quote=Quote(
            r"\label{thm:payoff_increasing}",
            "Specifically, this threshold is greater than the hand strength $v(U)$ which bets the maximum.",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-078", source=REVISION, severity="moderate", status="proved",
        where="sympy appendix",
        statement=(
            "the printed outputs: $c$, $v$, $b$ (with $b_0$), $x_0$, $x_1$, $x_3$, $x_4$, $x_5$ in terms of "
            "$x_2$, $x_2$ and $b_0$, the complete solution, the unsimplified game value"
        ),
        notebook="09_revision", cell="rev-sympy-outputs",
        note=(
            "recomputed with the companion's own derivation; the game value's two powers $(a^2)^{3/2}$ are "
            r"$\vert a \vert^3$ on the domain"
        ),
        quote=Quote(
            r"\label{step-5-solve-for-x2-and-b0}",
            r"x_{2} = \frac{r^{3} + t^{3} - 1}{r^{3} + t^{3} - 7}",
            file="appendix_sympy",
        ),
    ),
    Claim(
        id="C-rev-079", source=REVISION, severity="moderate", status="proved",
        where="sympy appendix, Simplification of Game Value to Closed Form",
        statement=r"$V(r, t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - 7)}$",
        notebook="09_revision", cell="rev-sympy-outputs",
        note="= the derived value",
        quote=Quote(
            r"\subsection{Simplification of Game Value to Closed",
            r"\[V(r,t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - 7)}\]",
            file="appendix_sympy",
        ),
    ),
    Claim(
        id="C-rev-080", source=REVISION, severity="moderate", status="refuted",
        where="sympy appendix, proof sketch, step 3",
        statement="use $t^3 - (r - 1)^3$ for the fourth term",
        notebook="09_revision", cell="rev-sympy-sketch",
        note="the fourth term is $48(t^3 + (r - 1)^3)$",
        quote=Quote(
            r"\textbf{Proof sketch:}",
            r"Use \(t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1\) for the fourth term.",
            file="appendix_sympy",
        ),
    ),
    Claim(
        id="C-rev-081", source=REVISION, severity="moderate", status="refuted",
        where="sympy appendix, proof sketch, step 4",
        statement="all $u^3$ terms cancel",
        notebook="09_revision", cell="rev-sympy-sketch",
        note="the numerator over the printed denominator $2u^4$ is $u^4 + 6u^3$",
        quote=Quote(r"\textbf{Proof sketch:}", r"All \(u^3\) terms cancel", file="appendix_sympy"),
    ),
)
