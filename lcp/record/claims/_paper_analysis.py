"""The claims of the manuscript, Secs. 6-9: payoffs, comparative statics, limits, value (notebooks 4, 5)."""

from __future__ import annotations

from lcp.record.sources import MANUSCRIPT, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-man-021",
        source=MANUSCRIPT,
        severity="moderate",
        status="proved",
        where="Sec. 6, Figure 2",
        statement="the bettor's payoff regions over the unit square",
        notebook="04_payoff_regions",
        cell="regions",
        note=(
            "region areas exact in $L$, $U$: bluff $x_2$, check $x_3 - x_2$, value $1 - x_3$; five of the "
            "paper's six panels draw the bluff-called edge where the regenerated ones do (cell "
            "figure-2-paper-panels); the no-limit panel does not (a row of its own)"
        ),
        erratum="E-man-021",
        revision="persists",
        revision_where="Sec. 8.1, Figure 4",
        revision_quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            (
                "Bettor payoffs in Nash equilibrium as a function of hand strengths $x, y$ for fixed bet size "
                "$B=1$ (top left), and No-Limit Continuous Poker (bottom right)."
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-041",
        source=MANUSCRIPT,
        severity="moderate",
        status="refuted",
        where="Sec. 6, Figure 2, the no-limit panel",
        statement="the bottom-right panel shows the payoffs of Newman's equilibrium",
        notebook="04_payoff_regions",
        cell="figure-2-paper-panels",
        note=(
            r"its bluff-called edge at $x = 0.1$ sits at $y \approx 0.19$ to $0.25$, not at $c(s) = 0.454$: "
            r"the bluffs are drawn at $x = \frac{1}{7(1 + s)^3}$, without the factor $3s + 1$; the other five "
            "panels agree at every hand measured"
        ),
        erratum="E-man-021",
        revision="persists",
        revision_where="Sec. 8.1, Figure 4 (the same image file)",
        revision_quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            r"\includegraphics[width=\textwidth]{../payoff_parameter_analysis/images/payoffs6.png}",
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-044",
        source=MANUSCRIPT,
        severity="moderate",
        status="imprecise",
        where="Sec. 6, after Figure 2: the big pots",
        statement=(
            "as the limits become more lenient, the big pots (a bet of $U$ called, top right and top left) "
            "'become more extreme but also less likely'"
        ),
        notebook="04_payoff_regions",
        cell="lenient-big-pots",
        note=(
            "true, and the paper gives only a reason in words: the stake is $\\frac12 + U$, and the chance "
            "that a bet of $U$ is called, $(x_0 + 1 - x_5)(1 - c(U))$, is exactly $(1 + 2U)\\,\\partial x_2 / "
            "\\partial U$, which falls as $U$ rises and rises with $L$ (strictly for $L > 0$), for all $L$, $U$"
        ),
        quote=Quote(
            "## 6 Payoff Analysis",
            (
                "As the limits become more lenient, these cases become more extreme but also less likely, "
                "since making and calling maximum bets become more risky for both players."
            ),
        ),
        revision="persists",
        revision_where="Sec. 8.1 (Visualizing Payoffs in Equilibrium), the paragraph after Figure 4",
        revision_quote=Quote(
            "The visualization reveals that the biggest wins",
            (
                "As limits become more lenient, these extreme outcomes become more pronounced but also less "
                "likely, since making and calling maximum bets become riskier for both players."
            ),
            file="payoff_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-045",
        source=MANUSCRIPT,
        severity="minor",
        status="imprecise",
        where="Sec. 6.1 (and Sec. 7.1.1): the definition of $\\mathrm{EV}(x)$",
        statement=r"$\mathrm{EV}(x)$ is defined as 'the expected value of a value-betting hand' $x$",
        notebook="04_payoff_regions",
        cell="ev-every-hand",
        note=(
            "the definition is narrower than its use: Theorem 6.1's first two cases are bluffs ($x \\le x_2$) "
            "and checks ($x_2 < x \\le x_3$), and Theorem 6.2 ranks every hand by $\\mathrm{EV}$; the "
            "formulas are right on every hand (the expected payoff of hand $x$ in the equilibrium)"
        ),
        quote=Quote(
            "## 6.1 Expected Value of Bettor's Hand Strengths",
            "Let EV(x) denote the expected value of a value-betting hand x in the unique admissible Nash equilibrium.",
        ),
        revision="persists",
        revision_where="App. E.1, Theorem E.1 (the same words, now inside the theorem)",
        revision_quote=Quote(
            r"\label{thm:ev_bettor}",
            (
                "Let $EV(x)$ denote the expected value of a value-betting hand $x$ in the unique admissible Nash "
                "equilibrium:"
            ),
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-man-022",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Theorem 6.1",
        statement=r"$\mathrm{EV}(x)$ on bluffing, checking and value-betting hands",
        notebook="04_payoff_regions",
        cell="theorem-6-1",
        quote=Quote("#### Theorem 6.1.", r"x(2L+1) - L(c(L)+1) - \frac{1}{2} & \text{if } x_3 < x < v(L)"),
        revision="persists",
        revision_where="App. E.1, Theorem E.1 (summarised in Sec. 8.2)",
        revision_quote=Quote(
            r"\label{thm:ev_bettor}",
            r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-man-023",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Theorem 6.2",
        statement=r"$\mathrm{EV}(x)$ is increasing in $x$ for every $L$, $U$",
        notebook="04_payoff_regions",
        cell="theorem-6-2",
        note="non-decreasing: constant on the bluffs, strictly increasing from $x_2$ on",
        quote=Quote("**Theorem 6.2.**", "For any fixed L, U, the bettor's expected value EV(x) is increasing in x:"),
        revision="persists",
        revision_where="App. E.2, Theorem E.2 (and Sec. 8.2)",
        revision_quote=Quote(
            r"\label{thm:ev_increasing}",
            "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-man-024",
        source=MANUSCRIPT,
        severity="major",
        status="refuted",
        where="Theorem 6.2",
        statement=r"the printed strict inequality $d\mathrm{EV}(x)/dx > 0$",
        notebook="04_payoff_regions",
        cell="theorem-6-2",
        erratum="E-man-013",
        revision="gone",
        revision_where=(
            "App. E.2, Theorem E.2 now says only 'increasing in $x$' (the displayed strict inequality is "
            "dropped; Sec. 8.2 adds that all bluffs earn $x_2 - 1/2$)"
        ),
    ),
    Claim(
        id="C-man-046",
        source=MANUSCRIPT,
        severity="moderate",
        status="ambiguous",
        where="Sec. 7.1.1, first paragraph",
        statement=(
            "for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ only for large "
            "enough $x$ or small enough $U$, after which it decreases"
        ),
        notebook="05_parameter_analysis",
        cell="ev-every-hand-in-u",
        note=(
            "right for the value-betting hands of the subsection's title (each rises while it bets $U$ and "
            "$U$ is small, then falls), wrong for every bluff read as written: a bluff earns $x_2 - "
            "\\frac12$, which rises with $U$ for all $L$, $U$ (Lemma 7.1); checks do not move. The bluffs are "
            "the answer to the paragraph's own question, 'which hands are gaining expected payoff to offset "
            "this?', which the manuscript leaves open: since $V = x_2/2$, each bluffing hand gains "
            "$\\partial x_2/\\partial U = 2\\,\\partial V/\\partial U$"
        ),
        quote=Quote(
            "### 7.1.1 Expected Payoff of Value-Betting Hands",
            (
                "In fact, for any fixed hand strength x, the expected payoff of that hand increases in U only "
                "for large enough x or small enough U, after which it decreases."
            ),
        ),
        revision="persists",
        revision_where="App. D.1.1 (Expected Payoff of Value-Betting Hands), first paragraph",
        revision_quote=Quote(
            r"\subsubsection{Expected Payoff of Value-Betting Hands}",
            (
                "In fact, for any fixed hand strength $x$, the expected payoff of that hand increases in $U$ "
                "only up to a certain threshold, after which it decreases"
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-025",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Lemma 7.1",
        statement="$x_2$ increases with $U$",
        notebook="05_parameter_analysis",
        cell="lemma-7-1",
        note=(
            "that $x_2$ also decreases with $L$ is the companion's addition (proved in the same cell); "
            "neither version of the paper states it"
        ),
        quote=Quote("**Lemma 7.1.**", r"$$\frac{\partial x_2}{\partial U} > 0$$"),
        revision="persists",
        revision_where="App. D.1.2, Lemma D.1 (proved in $r$, $t$)",
        revision_quote=Quote(
            r"\label{lem:x2_increasing}",
            r"$$ \frac{d x_2}{d U} > 0. $$",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-026",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Lemma 7.2",
        statement="the bet size $v^{-1}(x)$ of an intermediate hand decreases with $U$",
        notebook="05_parameter_analysis",
        cell="lemma-7-2",
        note=(
            "for the intermediate hands $[x_4, x_5]$; the stated range $[x_3, v(U)]$ also takes in the hands "
            "betting $L$ (erratum)"
        ),
        quote=Quote("**Lemma 7.2.**", r"$$\frac{d}{dU}v^{-1}(x) < 0$$"),
        revision="persists",
        revision_where="App. D.1.3, Lemma D.2 (the range $[x_3, v(U)]$ kept)",
        revision_quote=Quote(
            r"\label{lem:v_inverse_decreasing}",
            r"\frac{d}{dU} v^{-1}(x) < 0",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-027",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Lemma 7.3",
        statement="the calling cutoff $c(v^{-1}(x))$ faced by an intermediate hand increases with $U$",
        notebook="05_parameter_analysis",
        cell="lemma-7-3",
        note="its proof cites Lemma 7.1 for what Lemma 7.2's proof shows (erratum)",
        quote=Quote("**Lemma 7.3.**", r"$$\frac{d}{dU}c(v^{-1}(x)) > 0$$"),
        revision="persists",
        revision_where="App. D.1.4, Lemma D.3 (its proof now cites Lemma D.2)",
        revision_quote=Quote(
            r"\label{lem:c_increasing}",
            r"\frac{d}{dU} c(v^{-1}(x)) > 0",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-028",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Theorem 7.1",
        statement=(
            r"$\mathrm{EV}(x)$ falls with $U$ for intermediate and weak max-betting hands, rises for strong "
            "ones"
        ),
        notebook="05_parameter_analysis",
        cell="theorem-7-1",
        note=(
            r"true with the corrected threshold $x^\ast$; the printed threshold is wrong; the hands betting "
            "$L$, which the statement omits, also lose (cell erratum-intermediate-hands)"
        ),
        quote=Quote(
            "**Theorem 7.1.**",
            (
                "EV(x) is decreasing in U for all x which make intermediate-sized bets and weak hands which "
                "bet the maximum, and increasing in U for strong hands which bet the maximum, above a certain "
                "threshold."
            ),
        ),
        revision="persists",
        revision_where="App. D.1.1, Theorem D.1 (summarised in Sec. 8.3)",
        revision_quote=Quote(
            r"\label{thm:payoff_increasing}",
            (
                "To parse this in English: if we fix the bettor's hand strength $x$, the expected payoff to "
                "the bettor in the unique admissible Nash equilibrium is decreasing in $U$ if $x$ falls below "
                "a certain threshold, but increasing in $U$ if $x$ is above this threshold."
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-029",
        source=MANUSCRIPT,
        severity="moderate",
        status="refuted",
        where="Sec. 7.1.3, Lemmas 7.2, 7.3",
        statement=(
            r"the intermediate value-betting hands are exactly $x \in [x_3, v(U)]$; Lemma 7.3's proof takes "
            "$dv^{-1}(x)/dU$ from the proof of Lemma 7.1"
        ),
        notebook="05_parameter_analysis",
        cell="erratum-intermediate-hands",
        erratum="E-man-015",
        revision="persists",
        revision_where=(
            "App. D.1.3, before Lemma D.2 (Lemmas D.2, D.3 and Sec. 8.3 keep $[x_3, v(U)]$; the "
            "cross-reference in Lemma D.3's proof is corrected to Lemma D.2)"
        ),
        revision_quote=Quote(
            r"\subsubsection{Bet Size}",
            r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-030",
        source=MANUSCRIPT,
        severity="major",
        status="refuted",
        where="Theorem 7.1, proof",
        statement=r"the printed threshold above which $\mathrm{EV}(x)$ rises with $U$",
        notebook="05_parameter_analysis",
        cell="theorem-7-1",
        erratum="E-man-014",
        quote=Quote(
            "Plugging these in and rearranging terms, we can say that EV(x) is increasing in U if",
            (
                r"$$x > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + "
                r"x_2(1+2U)}{1+U} \right)$$"
            ),
        ),
        revision="persists",
        revision_where="App. D.1.1, Theorem D.1, and App. D.1.5, proof, Case 1",
        revision_quote=Quote(
            "Plugging these in and rearranging terms, we can say that $EV(x)$ is increasing in $U$ if",
            (
                r"x & > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1 + "
                r"2U)}{1+U} \right)"
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-man-031",
        source=MANUSCRIPT,
        severity="moderate",
        status="refuted",
        where="Sec. 8.1, eq. (10)",
        statement="the checking range of the FBCP bet function $S_{FB}$",
        notebook="05_parameter_analysis",
        cell="theorem-8-1",
        erratum="E-man-017",
        revision="fixed",
        revision_where="Sec. 7.1 (Notation), $S_{FB}$, the check range",
        revision_quote=Quote(
            "The FBCP strategies are:",
            r"0 & \frac{B}{(1+2B)(2+B)} < x < \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (check)}",
            file="strategic_comparison",
        ),
    ),
    Claim(
        id="C-man-032",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Theorems 8.1, 8.2",
        statement=r"LCP's bet and call functions converge to FBCP's as $L, U \to B$",
        notebook="05_parameter_analysis",
        cell="theorem-8-1",
        note="the last equality of Theorem 8.2's proof is misprinted",
        quote=Quote(
            "**Theorem 8.1.**",
            (
                "converges to the bet function $S_{FB}(x, B)$ for Fixed-Bet Continuous Poker with a fixed bet "
                "size B as L and U approach B"
            ),
        ),
        revision="persists",
        revision_where=(
            "Sec. 7.2, Remark (Convergence to FBCP) (theorems become a remark; the last equality for $c(s)$ "
            "is printed again)"
        ),
        revision_quote=Quote(
            r"\begin{remark}[Convergence to FBCP]",
            r"S_{LCP}(x, L, U) \to S_{FB}(x, B), \quad C_{LCP}(s, L, U) \to C_{FB}(s, B).",
            file="strategic_comparison",
        ),
    ),
    Claim(
        id="C-man-033",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Theorems 8.3, 8.4",
        statement=r"LCP's bet and call functions converge to NLCP's as $L \to 0$, $U \to \infty$",
        notebook="05_parameter_analysis",
        cell="theorem-8-3",
        note="the proof's reason for $x_0 = 0$, $x_5 = 1$ names the wrong bet sizes (erratum)",
        quote=Quote("**Theorem 8.3.**", "converges to the bet function $S_{NL}(x)$ for NLCP"),
        revision="persists",
        revision_where="Sec. 7.2, Remark (Convergence to NLCP)",
        revision_quote=Quote(
            r"\begin{remark}[Convergence to NLCP]",
            r"S_{LCP}(x, L, U) \to S_{NL}(x), \quad C_{LCP}(s, L, U) \to C_{NL}(s).",
            file="strategic_comparison",
        ),
    ),
    Claim(
        id="C-man-034",
        source=MANUSCRIPT,
        severity="moderate",
        status="refuted",
        where="Theorem 8.3, proof",
        statement=(
            "$x_0 = 0$ and $x_5 = 1$ in the limit because those intervals use the minimum and the maximum bet "
            "size, respectively"
        ),
        notebook="05_parameter_analysis",
        cell="erratum-theorem-8-3-prose",
        erratum="E-man-019",
        revision="gone",
        revision_where=(
            r"Sec. 7.2, Remark (Convergence to NLCP) says only 'the boundary regions collapse ($x_0 \to 0$, "
            r"$x_5 \to 1$)', with no reason"
        ),
    ),
    Claim(
        id="C-man-047",
        source=MANUSCRIPT,
        severity="minor",
        status="imprecise",
        where="Sec. 9, first paragraph",
        statement="'LCP is a zero-sum game, so the value of the game can be found by the minimax theorem.'",
        notebook="03_lcp_derivation",
        cell="lcp-certificate",
        note=(
            "von Neumann's minimax theorem is for finite games, and LCP has a continuum of hands and sizes: "
            "zero-sum alone gives it no value. It has one because Theorem 5.1's profile is a saddle point, "
            "each side's strategy a best reply to the other's, shown exactly for all $L$, $U$ (erratum)"
        ),
        erratum="E-man-023",
        revision="fixed",
        revision_where="Sec. 2 (Preliminaries): existence by construction, not by a general theorem",
        revision_quote=Quote(
            "All continuous poker variants studied in this paper",
            "This constructive approach establishes existence without appealing to general existence theorems.",
            file="preliminaries",
        ),
    ),
    Claim(
        id="C-man-035",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Sec. 9",
        statement="the value $V(L, U)$ as the integral of the payoff over the regions (Appendix B, not printed)",
        notebook="04_payoff_regions",
        cell="value-by-integration",
        quote=Quote(
            "## 9 Game Value",
            "This reduces to an integral of the payoff over the unit square, like we saw in Figure 2.",
        ),
        revision="persists",
        revision_where=(
            "Sec. 6, Theorem 6.1 and its proof (the integration is in App. C, the sympy appendix, 'Game Value "
            r"Computation'; the proof's reference \ref{sec:value_computation} has no target)"
        ),
        revision_quote=Quote(
            r"\label{thm:game_value}",
            "This reduces to an integral of the payoff over the unit square",
            file="game_value",
        ),
    ),
    Claim(
        id="C-man-036",
        source=MANUSCRIPT,
        severity="moderate",
        status="verified",
        where="Sec. 9.1, Figure 3",
        statement="the value over the limits: higher for lenient limits (top left), lower for strict",
        notebook="04_payoff_regions",
        cell="figure-3",
        note=(
            "regenerated from $V(L, U)$; compared with the paper's later version of the figure: the same "
            "landscape (its colour bar's top, about 0.074, is a rounded contour level above the largest value "
            "$1/14$)"
        ),
        quote=Quote(
            "## 9.1 Value Monotonicity",
            (
                "Notice the higher value for more lenient limits (top left of any plot in Figure 3) and lower "
                "value for more strict limits (moving down/right)."
            ),
        ),
        revision="persists",
        revision_where=(
            "Sec. 6.2 and Figure 3 (now over $(L, U)$ and over $(r, t)$; byte-identical to the image compared)"
        ),
        revision_quote=Quote(
            r"\subsection{Value Monotonicity}",
            (
                "Notice the higher value for more lenient limits (red regions of Figure "
                r"\ref{fig:game_value_fig}) and lower value for more strict limits (blue corners)."
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-man-037",
        source=MANUSCRIPT,
        severity="major",
        status="proved",
        where="Sec. 9",
        statement="the symmetry $V(L, U) = V(1/U, 1/L)$",
        notebook="04_payoff_regions",
        cell="value-symmetry",
        note=(
            r"it extends to the bluffing strategy under $s \to 1/s$, not to value bets (notebook 5, cell "
            "symmetry); Sec. 9.3's reading of it says 'increasing $U$' for 'increasing $L$' (erratum)"
        ),
        quote=Quote(
            "Most interestingly, the value of LCP has the following symmetry:",
            r"$$V_{LCP}(L, U) = V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)$$",
        ),
        revision="persists",
        revision_where="Sec. 6, after Theorem 6.1 (also as $V(r, t) = V(t, r)$)",
        revision_quote=Quote(
            "This is a rational function of $L$ and $U$ with a surprisingly simple form.",
            r"V_{LCP}(L, U) &= V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)",
            file="game_value",
        ),
    ),
    Claim(
        id="C-man-038",
        source=MANUSCRIPT,
        severity="moderate",
        status="refuted",
        where="Sec. 9.3",
        statement="the loss in value from decreasing $U$ equals the loss from increasing $U$, reciprocally",
        notebook="05_parameter_analysis",
        cell="erratum-symmetry-prose",
        erratum="E-man-020",
        revision="gone",
        revision_where="Sec. 6, the paragraph after Figure 3 keeps only the 'benefit' sentence",
    ),
    Claim(
        id="C-man-039",
        source=MANUSCRIPT,
        severity="major",
        status="imprecise",
        where="Theorem 9.1",
        statement="$V$ is increasing in $U$ and decreasing in $L$",
        notebook="05_parameter_analysis",
        cell="theorem-9-1",
        note=(
            "true (proved here, strictly, for $0 \\le L \\le U$), but the paper's proof is the placeholder 'prove this'"
        ),
        quote=Quote(
            "**Theorem 9.1.**",
            "The value of Limit Continuous Poker is monotonically increasing in U and decreasing in L:",
        ),
        revision="persists",
        revision_where="Sec. 6.2, Theorem 6.2 (now 'weakly', with a proof)",
        revision_quote=Quote(
            r"\subsection{Value Monotonicity}",
            (
                "The value of Limit Continuous Poker is weakly monotonically increasing in $U$ and weakly "
                "monotonically decreasing in $L$:"
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-man-040",
        source=MANUSCRIPT,
        severity="major",
        status="imprecise",
        where="Theorems 9.2, 9.3",
        statement=r"$V$ converges to $V_{FB}(B)$ as $L, U \to B$ and to $1/14$ as $L \to 0$, $U \to \infty$",
        notebook="05_parameter_analysis",
        cell="theorem-9-2-9-3",
        note=(
            "true (proved here, in both iterated orders), but both of the paper's proofs are the "
            "placeholder 'prove this'"
        ),
        quote=Quote(
            "**Theorem 9.2.**",
            (
                "For any B > 0, the value of Limit Continuous Poker converges to the value of Fixed-Bet "
                "Continuous Poker as L and U approach B:"
            ),
        ),
        revision="persists",
        revision_where="Sec. 6.3, Remarks (Value Convergence to FBCP; to NLCP)",
        revision_quote=Quote(
            r"\begin{remark}[Value Convergence to NLCP]",
            r"$\lim_{L \to 0, U \to \infty} V_{LCP}(L, U) = V_{NL} = \frac{1}{14}$",
            file="game_value",
        ),
    ),
)
