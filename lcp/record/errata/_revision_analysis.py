"""The errata of the revision's Secs. 8-9 and appendices (notebook 9)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-rev-027",
        source=REVISION,
        severity="moderate",
        where="Sec. 8.1, after Figure 4",
        printed="'the biggest wins and losses occur when both hands are strong (top right)'",
        corrected=(
            "the biggest win, $U + 1/2$, is top right only; the biggest loss, $-(U + 1/2)$, comes also top "
            "left (a bluff of $U$ called), and there more often: at $(3/10, 2)$ with probability 0.0092 "
            "against 0.0011"
        ),
        notebook="09_revision",
        cell="rev-biggest-losses",
        quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            "the biggest wins and losses occur when both hands are strong (top right)",
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-028",
        source=REVISION,
        severity="major",
        where="Sec. 8.3, after Figure 6: who benefits from a larger $U$",
        printed=(
            "'Only the very strongest hands (above a threshold greater than $v(U)$) benefit from the "
            "increased flexibility'"
        ),
        corrected=(
            r"the bluffing hands benefit too ($\mathrm{EV} = x_2 - 1/2$, and $dx_2/dU > 0$ for every $L$, "
            r"$U$); checking hands are unaffected; among value hands those above $x^\ast = v(U) + \frac{U "
            "x_2'}{2(1 + U)} > v(U)$ gain"
        ),
        notebook="09_revision",
        cell="rev-effect-of-u",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            (
                "Only the very strongest hands (above a threshold greater than $v(U)$) benefit from the "
                "increased flexibility."
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-029",
        source=REVISION,
        severity="major",
        where="Sec. 8.3, the list of results, last item",
        printed=(
            r"'There exists a threshold hand strength above which $\mathrm{EV}(x)$ increases with $U$, and "
            "below which it decreases'"
        ),
        corrected=(
            "among value-betting hands: below the threshold the bluffs ($x < x_2$) gain and the checks are flat"
        ),
        notebook="09_revision",
        cell="rev-effect-of-u",
        quote=Quote(
            r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:",
            (
                "There exists a threshold hand strength above which $EV(x)$ increases with $U$, and below "
                "which it decreases"
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-030",
        source=REVISION,
        severity="major",
        where="App. D.1.1, opening paragraph",
        printed=(
            "'for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ only up to a "
            "certain threshold, after which it decreases'"
        ),
        corrected=(
            "only for value hands $x < 1$: bluffs gain for every $U$, checks are flat, and the top hand $x = "
            "1$ gains for every $L$ and $U$"
        ),
        notebook="09_revision",
        cell="rev-effect-of-u",
        quote=Quote(
            r"\subsubsection{Expected Payoff of Value-Betting Hands}",
            (
                "for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ only up "
                "to a certain threshold, after which it decreases"
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-031",
        source=REVISION,
        severity="major",
        where="Sec. 8.3, first paragraph",
        printed="'for most hand strengths, the expected value decreases beyond a certain threshold of $U$'",
        corrected=(
            r"at most half of them: hands below von Neumann's threshold $v_{FB}(L) \ge 1/2$ ($x_3$ at $U = L$, "
            r"and $x_3$ rises with $U$) never value-bet, so their $\mathrm{EV}$ never falls; for large $U$ "
            r"only hands above $x_3(L, \infty)$ lose ($3/7$ of them at $L = 0$)"
        ),
        notebook="09_revision",
        cell="rev-most-hands",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            r"for most hand strengths, the expected value \emph{decreases} beyond a certain threshold of $U$",
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-032",
        source=REVISION,
        severity="major",
        where=(
            r"Sec. 8.3, Figure 6's caption ($\mathrm{EV}(x)$ against $U$ at $L = 0$, $x = 0.50, 0.55, \dots, "
            "1.00$)"
        ),
        printed="'Each curve increases in $U$ up to some maximum, after which it decreases'",
        corrected=(
            "$x = 1$ rises on all of $(0, 2]$ (and for every $U$); $x = 0.50$ never value-bets at $L = 0$, "
            r"its $\mathrm{EV}$ is 0 and the normalised plot draws nothing for it; $x = 0.55$ checks from $U = "
            r"3^{1/3} - 1$ on; the others rise, then fall (the $y$ axis is $\mathrm{EV}$ normalised per curve, "
            "which the caption does not say)"
        ),
        notebook="09_revision",
        cell="rev-ev-vs-u-caption",
        quote=Quote(
            r"\subsection{Effect of Increasing the Upper Limit $U$}",
            "Each curve increases in $U$ up to some maximum, after which it decreases.",
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-033",
        source=REVISION,
        severity="major",
        where="App. D.1.1, the same figure's caption",
        printed=(
            "'Notice that each curve is increasing in $U$ up to some maximum, after which it decreases'; "
            r"$\mathrm{EV}(x)$ 'of a value-betting hand'"
        ),
        corrected=(
            "as for Figure 6: not $x = 1$ (rises throughout), and $x = 0.50$ (and 0.55 from $U = 0.4422$ on) "
            "are checking hands, not value-betting ones"
        ),
        notebook="09_revision",
        cell="rev-ev-vs-u-caption",
        quote=Quote(
            r"\subsubsection{Expected Payoff of Value-Betting Hands}",
            "Notice that each curve is increasing in $U$ up to some maximum, after which it decreases.",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-034",
        source=REVISION,
        severity="major",
        where="Sec. 9.1, Nash Equilibrium Characterization",
        printed="'a delicate balance where both players are indifferent among their equilibrium actions'",
        corrected=(
            "only at the margins (the hands $x_2$ and $x_3$, the bluffs among their sizes, the caller's hands "
            "between $b(s)$ and $v(s)$): a value hand strictly prefers its own size ($x = 4/5$ at $(1/10, "
            "2)$: 0.3875 against 0.3383 at $L$, 0.0745 at $U$, 0.3 checking), callers above $v(s)$ strictly "
            "call and below $b(s)$ strictly fold"
        ),
        notebook="09_revision",
        cell="rev-indifference",
        quote=Quote(
            r"\textbf{Nash Equilibrium Characterization:}",
            "creating a delicate balance where both players are indifferent among their equilibrium actions",
            file="conclusion",
        ),
    ),
    Erratum(
        id="E-rev-035",
        source=REVISION,
        severity="major",
        where="Sec. 9.2, Bluffing Frequency and Bet Size",
        printed="'larger bluffs require fewer bluffing combinations to remain balanced'",
        corrected=(
            "more: the caller's indifference fixes the bluffs per value bet at size $s$ to $s/(1 + s)$ ($L/(1 "
            "+ L)$ and $U/(1 + U)$ at the ends), increasing in $s$, a share $s/(1 + 2s)$ of the hands betting "
            "$s$; only the density of bluffing hands per unit of size, $s(1 - x_2)/(1 + s)^4$, falls, and "
            "only beyond $s = 1/3$"
        ),
        notebook="09_revision",
        cell="rev-bluff-balance",
        quote=Quote(
            r"\textbf{Bluffing Frequency and Bet Size:}",
            "larger bluffs require fewer bluffing combinations to remain balanced",
            file="conclusion",
        ),
    ),
    Erratum(
        id="E-rev-036",
        source=REVISION,
        severity="moderate",
        where=r"App. B, the bettor's case (c), $x_3 \le x < x_4$",
        printed=r"$\frac{d}{ds} E[\text{bet } s \mid x]$ '$\le -s c'(s) - c(s) + 2 x_4 - 1 = 0$'",
        corrected=(
            "$-s c'(s) - c(s) + 2 x_4 - 1 = 2(x_4 - v(s))$, 0 only at $s = L$ and negative beyond; so the "
            r"derivative is $\le 0$, as concluded"
        ),
        notebook="09_revision",
        cell="rev-app-b-case-c",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"& \leq -s c'(s) - c(s) + 2x_4 - 1 \\ & = 0",
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-037",
        source=REVISION,
        severity="moderate",
        where="App. B, the bettor's cases (c) and (d): the payoff of betting $s$",
        printed=(
            r"$E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$ for every $s \in [L, U]$, 'Therefore, the "
            "expected value of betting is decreasing in $s$ for $x < x_4$'"
        ),
        corrected=(
            r"only for sizes with $c(s) \le x$, i.e. $s \le (x - x_2)/(1 - x)$; above them the hand bluffs and "
            "earns $x_2$ (case (a)); at $(1/10, 2)$ $c(U) > x_4$, so every hand of $[x_3, x_4)$ bluffs when "
            "betting $U$; the conclusion holds once $[L, U]$ is split at $c^{-1}(x)$"
        ),
        notebook="09_revision",
        cell="rev-app-b-domain",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"for any $s \in [L, U]$. Therefore, the expected value of betting is decreasing in $s$ for $x < x_4$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-038",
        source=REVISION,
        severity="moderate",
        where=r"App. B, the bettor's case (e), $x_5 \le x \le 1$",
        printed=(
            "the derivative shown positive at $s = U$, then 'If it is always increasing in $s$ for such $x$, "
            "then it must be maximized at the largest possible bet of $U$'"
        ),
        corrected=(
            r"the missing step: $\frac{d}{ds} E[\text{bet } s \mid x] = 2(x - v(s))$ and $v$ increases, so it "
            r"is $\ge 2(x - x_5) \ge 0$ on all of $[L, U]$"
        ),
        notebook="09_revision",
        cell="rev-app-b-case-e",
        quote=Quote(
            r"\item $x_5 \leq x \leq 1$:",
            (
                "If it is always increasing in $s$ for such $x$, then it must be maximized at the largest "
                "possible bet of $U$"
            ),
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-039",
        source=REVISION,
        severity="moderate",
        where="App. B, the bettor's case (b) (and again in (c))",
        printed="from eq. (5), '$2 x_3 - c(L) - 1 = 0$'",
        corrected=(
            "eq. (5) is $L (2 x_3 - c(L) - 1) = 0$, which gives it only for $L > 0$; at $L = 0$ it reads $0 = "
            r"0$ and $x_3 = (1 + c(0))/2$ holds as the limit $L \to 0$"
        ),
        notebook="09_revision",
        cell="rev-app-b-l-zero",
        quote=Quote(
            r"We know from \ref{eq:valueindiff} that",
            "2x_3 - c(L) - 1 & = 0",
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-040",
        source=REVISION,
        severity="moderate",
        where="App. B, the bettor's case (d), its summary",
        printed="the expected value of betting is 'equal to 0 at $s = v^{-1}(x)$'",
        corrected=(
            "its derivative in $s$ is 0 there; the expected value is positive (0.8875 for $x = 4/5$ at "
            "$(1/10, 2)$, in App. B's accounting)"
        ),
        notebook="09_revision",
        cell="rev-appendix-wording",
        quote=Quote(
            r"\item $x_4 \leq x < x_5$:",
            "equal to $0$ at $s = v^{-1}(x)$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-041",
        source=REVISION,
        severity="moderate",
        where="App. E, proof of Theorem E.1, checking hands (and Sec. 8.2)",
        printed=(
            "'the bettor wins only the ante exactly when they have the best hand, which happens with "
            "probability $x$. The value of the ante is $1/2$, so the bettor's expected value is $x - 1/2$'"
        ),
        corrected=(
            "that reasoning gives $x/2$; $x - 1/2 = x/2 - (1 - x)/2$ also counts the bettor's own ante, lost "
            "with probability $1 - x$"
        ),
        notebook="09_revision",
        cell="rev-appendix-wording",
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
    Erratum(
        id="E-rev-042",
        source=REVISION,
        severity="minor",
        where="App. E, Theorem E.1, its first sentence",
        printed=r"'Let $\mathrm{EV}(x)$ denote the expected value of a value-betting hand $x$'",
        corrected="of every hand $x$: the display covers bluffs and checks too, and is right on all of $[0, 1]$",
        notebook="09_revision",
        cell="rev-appendix-wording",
        quote=Quote(
            r"\label{thm:ev_bettor}",
            "Let $EV(x)$ denote the expected value of a value-betting hand $x$",
            file="appendix_payoff_analysis",
        ),
    ),
    Erratum(
        id="E-rev-043",
        source=REVISION,
        severity="moderate",
        where="App. D, proof of Lemma D.1",
        printed=r"$dx_2/dU > 0$ 'since $r, t \in (0, 1)$ implies $r^3 + t^3 - 7 < 0$'",
        corrected=(
            r"$dx_2/dU = \frac{18 t^4}{(r^3 + t^3 - 7)^2}$ has a square below, so that sign does not enter; it "
            "is positive because $t > 0$ ($U$ finite), for every $r$ including $r = 0$ ($L = 0$); the lemma "
            "holds"
        ),
        notebook="09_revision",
        cell="rev-lemma-c1-reason",
        quote=Quote(
            r"\label{lem:x2_increasing}",
            r"which is positive since $r, t \in (0, 1)$ implies $r^3 + t^3 - 7 < 0$.",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-044",
        source=REVISION,
        severity="moderate",
        where="App. D, after Theorem D.1 (new in the revision)",
        printed="'Specifically, this threshold is greater than the hand strength $v(U)$ which bets the maximum'",
        corrected=(
            r"true of the right threshold $x^\ast = v(U) + \frac{U x_2'}{2(1 + U)}$, not of the printed one, "
            "whose second term lies below $v(U)$ (0.2621 against 0.9521 at $(1/10, 2)$): the printed "
            r"$\max(v(U), \cdot)$ is $v(U)$ and misses the hands of $(v(U), x^\ast)$, which lose as $U$ grows; "
            r"at $x = x^\ast$ the derivative is 0, not '$> 0$ otherwise'"
        ),
        notebook="09_revision",
        cell="rev-threshold-above-v",
        quote=Quote(
            r"\label{thm:payoff_increasing}",
            "Specifically, this threshold is greater than the hand strength $v(U)$ which bets the maximum.",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-rev-045",
        source=REVISION,
        severity="moderate",
        where="App. C (sympy), Simplification of Game Value to Closed Form, proof sketch, steps 2-3",
        printed="all terms over '$2u^3$'; 'Use $t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1$ for the fourth term'",
        corrected=(
            r"the printed denominator is $2u^2 (r^6 + \dots + 49) = 2u^4$; $t^3 - (r - 1)^3$ is what the two "
            r"powers $(\cdot)^{3/2}$ give read as $a^3$, a reading that leaves $V - 48 t^3/u^2$; on the domain "
            r"they are $\vert a \vert^3$ and give $48 (t^3 + (r - 1)^3)$. The closed form is right"
        ),
        notebook="09_revision",
        cell="rev-sympy-sketch",
        quote=Quote(
            r"\textbf{Proof sketch:}",
            r"Use \(t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1\) for the fourth term.",
            file="appendix_sympy",
        ),
    ),
    Erratum(
        id="E-rev-046",
        source=REVISION,
        severity="moderate",
        where="App. C (sympy), Simplification of Game Value to Closed Form, proof sketch, step 4",
        printed="'All $u^3$ terms cancel', then 'leaving only $u^2(u + 6) = u^3 + 6u^2$ in the numerator'",
        corrected=(
            "the two lines contradict each other; over the printed denominator $2u^4$ the numerator is $u^3(u "
            "+ 6) = u^4 + 6u^3$ (the ratio, $(u + 6)/(2u)$, is right)"
        ),
        notebook="09_revision",
        cell="rev-sympy-sketch",
        quote=Quote(r"\textbf{Proof sketch:}", r"All \(u^3\) terms cancel", file="appendix_sympy"),
    ),
)
