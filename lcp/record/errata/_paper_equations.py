"""The errata of the manuscript's equations, Secs. 4.2-9 (and the draft's copies)."""

from __future__ import annotations

from lcp.record.sources import MANUSCRIPT, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-man-006",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.2.1 eq. (2), also draft Secs. 5.2.1 and 5.2.4",
        printed="$(x_4 - x_3)(1 + L) - (x_2 - x_1) L = 0$",
        corrected=(
            "$(x_2 - x_1)(1 + L) - (x_4 - x_3) L = 0$: calling gains $1 + L$ against each bluff $(x_1, x_2)$ "
            "and loses $L$ against each value bet $(x_3, x_4)$; the printed form swaps them"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-eq2-eq3",
        quote=Quote(
            "#### 4.2.1 Caller Indifference",
            r"$$(x_4 - x_3) \cdot (1 + L) - (x_2 - x_1) \cdot L = 0 \tag{2}$$",
        ),
        revision="fixed",
        revision_where="Sec. 4.4.1, Case 1 (and the summary system of Sec. 4.4)",
        revision_quote=Quote(
            r"\subsubsection{Caller Indifference}",
            r"(x_2-x_1) \cdot (1+L) - (x_4-x_3) \cdot L = 0.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-man-007",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.2.1 eq. (3), also draft Secs. 5.2.1 and 5.2.4",
        printed="$(1 - x_5)(1 + U) - x_0 U = 0$",
        corrected=(
            "$x_0 (1 + U) - (1 - x_5) U = 0$ (bluffs $(0, x_0)$ weigh $1 + U$, value bets $(x_5, 1)$ weigh $U$)"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-eq2-eq3",
        quote=Quote("#### 4.2.1 Caller Indifference", r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \tag{3}$$"),
        revision="persists",
        revision_where=(
            "Sec. 4.4.1, Case 2 (the summary system of Sec. 4.4 is corrected: $x_0 (1+U) - (1-x_5) U = 0$)"
        ),
        revision_quote=Quote(
            r"\textbf{Case 2: $s = U$}",
            r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-man-008",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.2.1 Case 3, the density ratio and its intuition, also draft Sec. 5.2.1",
        printed=(
            r"$P[\text{value bet} \mid s] / P[\text{bluff} \mid s] = \vert b'(s) \vert / \vert v'(s) \vert$; "
            r"more hands bet near $s$ 'if $\vert v'(s) \vert$ is small'"
        ),
        corrected=(
            r"$P[\text{value bet} \mid s] / P[\text{bluff} \mid s] = \vert v'(s) \vert / \vert b'(s) \vert$: "
            r"the value hands betting sizes in $[s, s + ds]$ fill an interval of length $\vert v'(s) \vert \, "
            "ds$, so more hands bet near $s$ where $v$ changes fast"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-eq4",
        quote=Quote(
            "#### 4.2.1 Caller Indifference",
            r"$$\frac{\mathbb{P}[\text{value bet}|s]}{\mathbb{P}[\text{bluff}|s]} = \frac{|b'(s)|}{|v'(s)|}$$",
        ),
        revision="persists",
        revision_where=(
            r"Sec. 4.4.1, Case 3 (also 'if $\vert v'(s) \vert$ is small', and the new $P[\text{value bet} \mid "
            r"s] = \vert b' \vert / (\vert b' \vert + \vert v' \vert)$)"
        ),
        revision_quote=Quote(
            r"\textbf{Case 3: $L \leq s \leq U$}",
            r"\frac{\mathbb{P}[\text{value bet} | s]}{\mathbb{P}[\text{bluff} | s]} = \frac{|b'(s)|}{|v'(s)|}",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-man-009",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.2.1 eq. (4) and its summary in Sec. 4.2, also draft Secs. 5.2.1 and 5.2.4",
        printed=r"$\vert b'(s) \vert (1 + s) + \vert v'(s) \vert s = 0$",
        corrected=(
            r"$\vert b'(s) \vert (1 + s) - \vert v'(s) \vert s = 0$ (the printed sum of non-negative terms "
            "vanishes only if $v$ is constant)"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-eq4",
        quote=Quote("#### 4.2.1 Caller Indifference", r"$$|b'(s)| \cdot (1+s) + |v'(s)| \cdot s = 0 \tag{4}$$"),
        revision="fixed",
        revision_where="Sec. 4.4.1, Case 3 (and the summary system of Sec. 4.4)",
        revision_quote=Quote(
            r"\textbf{Case 3: $L \leq s \leq U$}",
            r"|b'(s)| \cdot (1 + s) - |v'(s)| \cdot s = 0.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-man-010",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.2, the summary list of conditions ($x_3$'s indifference), also draft Sec. 5.2.4",
        printed="$c(L) - (1 - c(L)) L = x_3$",
        corrected=(
            "$(x_3 - c(L))(1 + L) - (1 - x_3) L + c(L) = x_3$, i.e. $x_3 = (1 + c(L))/2$, as eq. (6) prints "
            "it; the summary line is the bluffing condition (7) at $s = L$ and would force $x_3 = x_2$"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-summary-x3",
        quote=Quote("Bettor Indifference and Optimality:", r"$$c(L) - (1 - c(L)) \cdot L = x_3$$"),
        revision="fixed",
        revision_where="Sec. 4.4, the summary system (Bettor Indifference and Optimality)",
        revision_quote=Quote(
            r"\textbf{Bettor Indifference and Optimality:}",
            r"& (x_3-c(L)) \cdot (1+L) - (1-x_3) \cdot (L) + c(L) = x_3 \label{eq:valueindiff}",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-man-011",
        source=MANUSCRIPT,
        severity="moderate",
        where="Theorem 5.1, the line for $v(s)$",
        printed=r"$v(s) = \frac{x_2 + s}{2(s + 1)^2}$",
        corrected=(
            r"$v(s) = \frac{1 + 4s + 2s^2 + x_2}{2(1 + s)^2} = 1 - \frac{1 - x_2}{2(1 + s)^2}$, as in the "
            "draft"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-theorem-5-1",
        quote=Quote("**Theorem 5.1** (Nash Equilibrium Strategy Profile)", r"$$v(s) = \frac{x_{2}+s}{2(s+1)^{2}}$$"),
        revision="fixed",
        revision_where=(
            r"Theorem 5.1, $v(s)$ (now in $r = L/(1+L)$, $t = 1/(1+U)$; equals $\frac{x_2 + 2s^2 + 4s + "
            "1}{2(1+s)^2}$)"
        ),
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            (
                r"v(s) &= \frac{r^{3} + t^{3} -1 + \left(r^{3} + t^{3} - 7\right) \left(2 s^{2} + 4 s + "
                r"1\right)}{2 \left(r^{3} + t^{3} - 7\right) \left(s^{2} + 2 s + 1\right)}"
            ),
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-man-012",
        source=MANUSCRIPT,
        severity="moderate",
        where="Theorem 5.1, the first line for $b(s)$",
        printed="$b(s) = b_0 - (L + 1)^3 / A_4$",
        corrected=(
            r"$b_0 = -(L + 1)^3 / A_4$ (the constant of $b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$, "
            "the next line)"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-theorem-5-1",
        quote=Quote(
            "**Theorem 5.1** (Nash Equilibrium Strategy Profile)",
            r"$$b(s) = b_{0} - \frac{(L+1)^{3}}{A_{4}}$$",
        ),
        revision="fixed",
        revision_where="Theorem 5.1, the line for $b_0$ ($t^3/(r^3 + t^3 - 7) = -(L+1)^3/A_4$)",
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            r"b_{0} &= \frac{t^{3}}{r^{3} + t^{3} - 7}",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-man-013",
        source=MANUSCRIPT,
        severity="major",
        where="Theorem 6.2",
        printed=r"$d\mathrm{EV}(x)/dx > 0$ for every $x$",
        corrected=(
            r"$d\mathrm{EV}(x)/dx \ge 0$: $\mathrm{EV}$ is constant ($x_2 - 1/2$) on the bluffs $(0, x_2)$ and "
            "strictly increasing from $x_2$ on"
        ),
        notebook="04_payoff_regions",
        cell="theorem-6-2",
        quote=Quote("**Theorem 6.2.**", r"$$\frac{d}{dx}EV(x) > 0$$"),
        revision="fixed",
        revision_where=(
            "Theorem E.2 (App. E.2): the strict derivative is dropped; the word 'increasing' that replaces it is "
            "true only read weakly, a fault of wording recorded as E-rev-068"
        ),
        revision_quote=Quote(
            r"\label{thm:ev_increasing}",
            "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
            file="appendix_payoff_analysis",
        ),
    ),
    Erratum(
        id="E-man-021",
        source=MANUSCRIPT,
        severity="moderate",
        where=(
            "Sec. 6, Figure 2, the no-limit panel (bottom right; file payoffs6.png): the edge between the "
            "bluffs called and the bluffs folded to"
        ),
        printed=(
            r"at the bettor's hand $x = 0.1$ the edge is drawn at $y \approx 0.19$ to $0.25$ (and at $x = "
            r"0.02, 0.04, 0.06, 0.08$ near $0.54, 0.43, 0.35, 0.29$)"
        ),
        corrected=(
            r"$y = c(s) \approx 0.454$ at $x = 0.1$ (and $0.798, 0.701, 0.617, 0.537$), with Newman's bluffs "
            r"$x = \frac{3s + 1}{7(1 + s)^3}$; the panel draws them at $x = \frac{1}{7(1 + s)^3}$, the factor "
            "$3s + 1$ dropped as in the NLCP profile figure, which puts the edge at $0.239$ (the other five "
            "panels agree with the equilibrium at every hand measured)"
        ),
        notebook="04_payoff_regions",
        cell="figure-2-paper-panels",
        quote=Quote(
            "## 6 Payoff Analysis",
            (
                "Figure 2: Bettor payoffs in Nash equilibrium as a function of hand strengths x, y for fixed "
                "bet size B=1 (top left), and No-Limit Continuous Poker (bottom right)."
            ),
        ),
        revision="persists",
        revision_where="Sec. 8.1, Figure 4 (the same image file, images/payoffs6.png)",
        revision_quote=Quote(
            r"\subsection{Visualizing Payoffs in Equilibrium}",
            r"\includegraphics[width=\textwidth]{../payoff_parameter_analysis/images/payoffs6.png}",
            file="payoff_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-man-014",
        source=MANUSCRIPT,
        severity="major",
        where=r"Theorem 7.1 and its proof (Case 1), the threshold for $\mathrm{EV}(x)$ rising with $U$",
        printed=r"$x > \frac{1}{2(1+U)} \left(U \frac{dx_2}{dU} + \frac{U^2 + x_2(1 + 2U)}{1 + U}\right)$",
        corrected=(
            r"$x > \frac{1}{2(1+U)} \left(U \frac{dx_2}{dU} + \frac{2U^2 + 4U + 1 + x_2}{1 + U}\right) = v(U) "
            r"+ \frac{U}{2(1+U)} \frac{dx_2}{dU}$; it always exceeds $v(U)$, so the $\max(v(U), \cdot)$ of the "
            "statement is this second term"
        ),
        notebook="05_parameter_analysis",
        cell="theorem-7-1",
        quote=Quote(
            "#### 7.1.5 Proof of Theorem 7.1",
            (
                r"$$x > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + "
                r"x_2(1+2U)}{1+U} \right)$$"
            ),
        ),
        revision="persists",
        revision_where="Theorem D.1 and its proof, Case 1 (App. D.1.5)",
        revision_quote=Quote(
            r"\subsubsection{Proof of Theorem \ref{thm:payoff_increasing}}",
            (
                r"x & > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1 + "
                r"2U)}{1+U} \right)"
            ),
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-man-015",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 7.1.3, Lemmas 7.2 and 7.3, Theorem 7.1 (proof, Case 2): the intermediate value bets",
        printed=r"the intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
        corrected=(
            r"$x \in [x_4, x_5] = [v(L), v(U)]$: the hands $(x_3, x_4)$ bet the minimum $L$, and their payoff "
            r"also falls with $U$ ($d\mathrm{EV}/dU = -\frac{L}{1+L} \frac{dx_2}{dU}$): a case the proof's Case 2 "
            r"treats as intermediate; Theorem 7.1's condition $x < v(U)$ gives these hands the right sign, so the "
            "theorem stands"
        ),
        notebook="05_parameter_analysis",
        cell="erratum-intermediate-hands",
        quote=Quote(
            "#### **7.1.3** Bet Size",
            r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
        ),
        revision="persists",
        revision_where="App. D.1.3 (Bet Size), Lemmas D.2 and D.3, Theorem D.1 proof Case 2; Sec. 8.3 summary list",
        revision_quote=Quote(
            r"\subsubsection{Bet Size}",
            r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-man-016",
        source=MANUSCRIPT,
        severity="minor",
        where="Lemma 7.3, proof: a cross-reference",
        printed="$dv^{-1}(x)/dU$ 'as we showed in the proof of Lemma 7.1'",
        corrected="in the proof of Lemma 7.2 (Lemma 7.1's proof gives only $dx_2/dU$)",
        notebook="05_parameter_analysis",
        cell="erratum-intermediate-hands",
        quote=Quote("**Lemma 7.3.**", "And as we showed in the proof of Lemma 7.1,"),
        revision="fixed",
        revision_where="App. D.1.4, proof of Lemma D.3: now cites Lemma D.2 ($v^{-1}$ decreasing)",
        revision_quote=Quote(
            r"\label{lem:c_increasing}",
            r"From Lemma \ref{lem:v_inverse_decreasing}, we have:",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        id="E-man-017",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 8.1 eq. (10), the checking range of $S_{FB}$, and its copy in the proof of Theorem 8.1",
        printed=r"$\frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)}$",
        corrected=r"$\frac{B}{(1+2B)(2+B)} < x < \frac{1+4B+2B^2}{(1+2B)(2+B)}$ (the printed range is empty)",
        notebook="05_parameter_analysis",
        cell="theorem-8-1",
        quote=Quote(
            "### 8.1 Setup and Notation",
            r"0 & \frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)} \text{ (checking range)}",
        ),
        revision="fixed",
        revision_where=(
            "Sec. 7.1 (Notation), $S_{FB}(x, B)$; the copy in the convergence proof is gone (Sec. 7.2 is a Remark)"
        ),
        revision_quote=Quote(
            r"\subsection{Notation}",
            r"0 & \frac{B}{(1+2B)(2+B)} < x < \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (check)}",
            file="strategic_comparison",
        ),
    ),
    Erratum(
        id="E-man-018",
        source=MANUSCRIPT,
        severity="moderate",
        where="Theorem 8.2, proof, last equality",
        printed=r"$\frac{x_2\vert_{B,B} + s}{1 + s} = \frac{B(3 + 2B)}{(1 + 2B)(2 + B)}$",
        corrected=(
            "the equality holds only at $s = B$, the one size left in the limit; for other $s$ the limit of "
            r"$c(s)$ is $\frac{x_2\vert_{B,B} + s}{1 + s}$"
        ),
        notebook="05_parameter_analysis",
        cell="theorem-8-1",
        quote=Quote(
            "**Theorem 8.2.**",
            r"$$= \frac{\frac{B}{(1 + 2B)(2 + B)} + s}{1 + s}$$ $$= \frac{B(3 + 2B)}{(1 + 2B)(2 + B)}$$",
        ),
        revision="persists",
        revision_where=(
            r"Sec. 7.2, Remark (Convergence to FBCP), last sentence: $c(s)\vert_{B,B}$ equated to the constant "
            "$C_{FB}(B)$ for every $s$"
        ),
        revision_quote=Quote(
            r"\begin{remark}[Convergence to FBCP]",
            r"The calling threshold $c(s)|_{B,B} = \frac{B(3+2B)}{(1+2B)(2+B)} = C_{FB}(B)$.",
            file="strategic_comparison",
        ),
    ),
    Erratum(
        id="E-man-019",
        source=MANUSCRIPT,
        severity="moderate",
        where="Theorem 8.3, proof: which intervals vanish",
        printed=(
            "$x_0 = 0$ and $x_5 = 1$ 'since these intervals are where the bettor uses a minimum bet size and "
            "a maximum bet size, respectively'"
        ),
        corrected=(
            "both $(0, x_0)$ and $(x_5, 1)$ are where the bettor bets the maximum $U$ (impossible at $U = "
            r"\infty$); the minimum-size intervals $(x_1, x_2)$ and $(x_3, x_4)$ vanish as $x_1 = x_2$ and "
            "$x_3 = x_4$"
        ),
        notebook="05_parameter_analysis",
        cell="erratum-theorem-8-3-prose",
        quote=Quote(
            "**Theorem 8.3.**",
            (
                "are expected, since these intervals are where the bettor uses a minimum bet size and a "
                "maximum bet size, respectively, both of which are impossible."
            ),
        ),
        revision="gone",
        revision_where=(
            r"Sec. 7.2, Remark (Convergence to NLCP): says only 'the boundary regions collapse ($x_0 \to 0$, "
            r"$x_5 \to 1$)', no reason given"
        ),
    ),
    Erratum(
        id="E-man-023",
        source=MANUSCRIPT,
        severity="minor",
        where="Sec. 9, first paragraph: where the value comes from",
        printed="'LCP is a zero-sum game, so the value of the game can be found by the minimax theorem.'",
        corrected=(
            "von Neumann's minimax theorem is for finite games; LCP has a continuum of hands and sizes, and "
            "zero-sum alone does not give it a value. It has one because the profile of Theorem 5.1 is a "
            "saddle point: each side's strategy is a best reply to the other's, shown exactly for all $L$, "
            "$U$ (the bettor cannot beat $c$, the caller is indifferent at every $c(s)$), so both players' "
            "guarantees meet at $V(L, U)$, as the next sentence of Sec. 9 in effect uses"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-certificate",
        quote=Quote(
            "## 9 Game Value",
            "LCP is a zero-sum game, so the value of the game can be found by the minimax theorem.",
        ),
        revision="fixed",
        revision_where=(
            "Sec. 2 (Preliminaries): the value rests on the equilibrium constructed and verified (App. B), "
            "'without appealing to general existence theorems'"
        ),
        revision_quote=Quote(
            "All continuous poker variants studied in this paper",
            "Unlike finite games, in an infinite game, a Nash equilibrium may or may not exist.",
            file="preliminaries",
        ),
    ),
    Erratum(
        id="E-man-020",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 9.3, the reading of the symmetry",
        printed=(
            "the loss in value from decreasing $U$ is equivalent to the loss from increasing $U$ in a reciprocal manner"
        ),
        corrected="... to the loss from increasing $L$: $V(L, U) - V(L, U') = V(1/U, 1/L) - V(1/U', 1/L)$",
        notebook="05_parameter_analysis",
        cell="erratum-symmetry-prose",
        quote=Quote(
            "## 9.3 Value Symmetry",
            (
                "Similarly, the loss in value from decreasing U is equivalent to the loss from increasing U "
                "in a reciprocal manner."
            ),
        ),
        revision="gone",
        revision_where=(
            "Sec. 6 (after Theorem 6.1): the symmetry paragraph keeps only 'the benefit from increasing $U$ "
            "is exactly equivalent to that of decreasing $L$ in a reciprocal manner'"
        ),
    ),
)
