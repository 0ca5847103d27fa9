"""The claims of the revision: its cross-references and Secs. 8-9 (notebook 9); those of its appendices
follow in ``_revision_appendices``."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-041",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 1.2, Contributions",
        statement="the parameter sensitivity analysis is in Section 5",
        notebook="09_revision",
        cell="rev-cross-references",
        note="the analysis is there, in Section 8, not Section 5: a wrong place, not a wrong statement",
        erratum="E-rev-020",
    ),
    Claim(
        id="C-rev-042",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 1.1.2",
        statement="one value hand and one bluff per size, yet optimal, is explained in Sec. 4.3",
        notebook="09_revision",
        cell="rev-cross-references",
        note="in Sec. 4.4.1",
        erratum="E-rev-021",
    ),
    Claim(
        id="C-rev-043",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 3",
        statement="the closed-form solution is presented in Section 4",
        notebook="09_revision",
        cell="rev-cross-references",
        note="Section 5",
        erratum="E-rev-022",
    ),
    Claim(
        id="C-rev-044",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 5",
        statement=r"the system was solved with Mathematica (Appendix \ref{app:ma})",
        notebook="09_revision",
        cell="rev-cross-references",
        note=(
            "the system is solved symbolically, rightly, but no label app:ma exists, and the symbolic appendix "
            "uses sympy"
        ),
        erratum="E-rev-023",
    ),
    Claim(
        id="C-rev-045",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 6, proof of Theorem 6.1",
        statement="the payoff figure is in Section 7",
        notebook="09_revision",
        cell="rev-cross-references",
        note="Section 8",
        erratum="E-rev-024",
    ),
    Claim(
        id="C-rev-046",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 6, proof of Theorem 6.1",
        statement="the value's derivation is given in an appendix",
        notebook="09_revision",
        cell="rev-cross-references",
        note=(
            "that appendix is commented out of main.tex; the derivation is given, in App. C's (the sympy appendix's) Game "
            "Value Computation; the value itself is right"
        ),
        erratum="E-rev-025",
    ),
    Claim(
        id="C-rev-047",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="App. B",
        statement="the constraints are those of the previous section",
        notebook="09_revision",
        cell="rev-cross-references",
        note="they are Sec. 4.4's; the previous section is App. A",
        erratum="E-rev-026",
    ),
    Claim(
        id="C-rev-089",
        source=REVISION,
        severity="moderate",
        status="ambiguous",
        where="Sec. 8.1, first sentence",
        statement=r"in Nash equilibrium each deal $(x, y)$ determines the bettor's payoff uniquely",
        notebook="09_revision",
        cell="rev-payoff-per-deal",
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
        id="C-rev-048",
        source=REVISION,
        severity="moderate",
        status="imprecise",
        where="Sec. 8.1",
        statement="the biggest wins and losses occur when both hands are strong",
        notebook="09_revision",
        cell="rev-biggest-losses",
        note=(
            r"true (a value bet of $U$ called by a better hand loses $U + 1/2$, top right) but incomplete: the "
            "biggest loss comes also top left, when a bluff of $U$ is called, and there more often"
        ),
        erratum="E-rev-027",
    ),
    Claim(
        id="C-rev-049",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 8.1",
        statement="as limits become more lenient, the extreme outcomes become more pronounced but less likely",
        notebook="09_revision",
        cell="rev-biggest-losses",
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
        id="C-rev-090",
        source=REVISION,
        severity="minor",
        status="verified",
        where="Sec. 8.2, Figure 5",
        statement=(
            r"Figure 5 draws $\mathrm{EV}(x)$ and the thresholds $x_0, \dots, x_5$ of the profile at "
            "$(L, U) = (0.5, 1.5)$"
        ),
        notebook="09_revision",
        cell="rev-figure-5-numbers",
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
        id="C-rev-050",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 8.3",
        statement="only the very strongest hands benefit from a larger $U$",
        notebook="09_revision",
        cell="rev-effect-of-u",
        note="the bluffs gain too",
        erratum="E-rev-028",
    ),
    Claim(
        id="C-rev-051",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 8.3",
        statement=r"$\mathrm{EV}(x)$ increases with $U$ above a threshold hand and decreases below it",
        notebook="09_revision",
        cell="rev-effect-of-u",
        note="true among value hands only",
        erratum="E-rev-029",
    ),
    Claim(
        id="C-rev-052",
        source=REVISION,
        severity="major",
        status="refuted",
        where="App. D.1.1",
        statement=r"any fixed hand's $\mathrm{EV}$ increases in $U$ up to a threshold, then decreases",
        notebook="09_revision",
        cell="rev-effect-of-u",
        note="not bluffs, checks or $x = 1$",
        erratum="E-rev-030",
    ),
    Claim(
        id="C-rev-053",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 8.3",
        statement=(
            "a larger $U$ makes the caller more conservative at all sizes, which harms intermediate-strength "
            "hands although they bet less"
        ),
        notebook="09_revision",
        cell="rev-effect-of-u",
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
        id="C-rev-054",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 8.3, the list of results",
        statement="the bluffing threshold $x_2$ increases with $U$",
        notebook="09_revision",
        cell="rev-effect-of-u",
        note="$dx_2/dU$ has positive coefficients in $L$ and $U$",
        quote=Quote(
            r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:",
            "The bluffing threshold $x_2$ increases with $U$ (more hands bluff)",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-055",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 8.3",
        statement=r"for most hand strengths the $\mathrm{EV}$ decreases beyond a threshold of $U$",
        notebook="09_revision",
        cell="rev-most-hands",
        note="at most half of them",
        erratum="E-rev-031",
    ),
    Claim(
        id="C-rev-056",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 8.3, Figure 6",
        statement=r"each curve ($x = 0.50, \dots, 1.00$, $L = 0$) increases in $U$ up to a maximum, then decreases",
        notebook="09_revision",
        cell="rev-ev-vs-u-caption",
        note="not $x = 1$, $x = 0.50$ or (later) 0.55",
        erratum="E-rev-032",
    ),
    Claim(
        id="C-rev-091",
        source=REVISION,
        severity="minor",
        status="imprecise",
        where="Sec. 8.3, Figure 6 (and App. D.1.1, the same figure)",
        statement=r"Figure 6 plots the expected value of value-betting hands $x$ against $U$",
        notebook="09_revision",
        cell="rev-figure-6-normalised",
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
        id="C-rev-057",
        source=REVISION,
        severity="major",
        status="refuted",
        where="App. D.1.1, the figure",
        statement="each curve increases in $U$ up to a maximum, then decreases",
        notebook="09_revision",
        cell="rev-ev-vs-u-caption",
        erratum="E-rev-033",
    ),
    Claim(
        id="C-rev-058",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 9.1",
        statement="both players are indifferent among their equilibrium actions",
        notebook="09_revision",
        cell="rev-indifference",
        note="only at the margins",
        erratum="E-rev-034",
    ),
    Claim(
        id="C-rev-059",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 9.2",
        statement="larger bluffs require fewer bluffing combinations to remain balanced",
        notebook="09_revision",
        cell="rev-bluff-balance",
        note="more bluffs per value bet at larger sizes: $s/(1 + s)$",
        erratum="E-rev-035",
    ),
)
