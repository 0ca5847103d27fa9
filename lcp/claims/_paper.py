"""The claims of the paper, section by section (notebooks 1 to 5), and the revision's uniqueness and
monotone-strategy statements (notebook 3)."""

from __future__ import annotations

from ..sources import Quote, REVISION
from . import Claim, NB1, NB2, NB3, NB4, NB5, PAPER, _NEW, _c

ROWS = (
    # --- the paper -------------------------------------------------------------------------------
    _c(PAPER, "Sec. 2.1.1",
       r"FBCP equilibrium: bluff below $\frac{B}{(1+2B)(2+B)}$, call above $\frac{B(3+2B)}{(1+2B)(2+B)}$, "
       "value-bet above a threshold", "proved", NB1, "fbcp-derivation",
       "the value-betting threshold is misprinted ($s$ for $B$)",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"The caller calls with hands y such that $$y > \frac{B(3+2B)}{(1+2B)(2+B)}$$"),
       revision="persists",
       revision_where="Sec. 7.1, the FBCP strategies $S_{FB}$, $C_{FB}$ (Sec. 1.1.1 gives the structure in words)",
       revision_quote=Quote("The FBCP strategies are:",
           r"C_{FB}(B) = \frac{B(3 +2B)}{(1+2B)(2+B)}", file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.1",
       r"the printed FBCP value-betting threshold $\frac{1 + 4s + 2B^2}{(1+2B)(2+B)}$", "refuted",
       NB1, "erratum-fbcp-value-threshold",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"$$x > \frac{1+4s+2B^2}{(1+2B)(2+B)}$$"),
       revision="fixed",
       revision_where="Sec. 7.1, $S_{FB}$ (value range); Sec. 1.1.1 keeps the thresholds only in a LaTeX comment",
       revision_quote=Quote("The FBCP strategies are:",
           r"B & x > \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (value)}", file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.1", r"the value of FBCP is $V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$", "proved", NB1,
       "erratum-fbcp-value-threshold",
       "equal to the derived value for every $B$; certified exactly at $B = 1$ in cell fbcp-certificate",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"$$V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$$"),
       revision="persists",
       revision_where="Sec. 6.3, Remark (Value Convergence to FBCP)",
       revision_quote=Quote(r"\begin{remark}[Value Convergence to FBCP]",
           r"V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}", file="game_value")),
    _c(PAPER, "Sec. 2.1.1", "$V_{FB}$ is positive and maximised at $B = 1$, the pot-sized bet", "proved", NB1,
       "pot-sized-bet",
       quote=Quote("The value of FBCP for the bettor is",
           "Which is positive and maximized at B=1, when the bet size is exactly the pot size."),
       revision="persists",
       revision_where="Sec. 1.1.1 (and Sec. 6.3, Remark (Value Convergence to FBCP))",
       revision_quote=Quote(r"\subsubsection{Fixed-Bet Continuous Poker (FBCP)}",
           "The value of the game for the bettor is positive (advantageous to the bettor) and maximized at $B = "
           "1$, when the bet size is exactly the pot size.", file="introduction")),
    _c(PAPER, "Sec. 2.1.1", "the caller may call with any threshold between the bluffing and value ranges; any "
       "other threshold lets the bettor gain", "verified", NB1, "fbcp-certificate",
       "the caller's indifference is exact for every $B$; the bettor's gain is computed exactly at $B = 1$ for "
       "the thresholds $1/3$ and $2/3$; true among thresholds, but the text's 'any calling strategy other than "
       "this one' is too strong: calling $(a, v)$ at rate $1/(1+2B)$ also leaves the bettor nothing (cell "
       "fbcp-optimal-calling)",
       quote=Quote("The non-uniqueness of this Nash Equilibrium",
           "the caller can achieve the same expected payoff with any calling threshold between the value betting "
           "range and the bluffing range. However, any calling strategy other than this one incentivizes the "
           "bettor to deviate from the Nash Equilibrium strategy and leads to a lower payoff for the caller."),
       revision="persists",
       revision_where="Sec. 1.1.1, the paragraph on non-uniqueness (reworded: any calling set of 'the right "
           "proportion' between the thresholds)",
       revision_quote=Quote("The non-uniqueness of this Nash Equilibrium",
           "with hands in-between, they are indifferent between calling and folding", file="introduction")),
    _c(PAPER, "Sec. 2.1.1, footnote 2", "FBCP has many Nash equilibria but a unique one in which the caller plays "
       "an admissible (not strictly dominated) strategy", "refuted", NB1, "fbcp-optimal-calling",
       "true with 'weakly dominated' (erratum): the bettor's optimal strategy is unique up to two hands, the "
       r"caller's optimal rules are exactly those with calling mass $(1+2B)\Phi(x) \le x - a$ on $[a, v]$ "
       "(equality at $v$), and only the threshold $c$ among them is not weakly dominated",
       quote=Quote("FBCP has many Nash equilibria",
           "An admissible strategy is one which is not strictly dominated by any other strategy"),
       revision="fixed",
       revision_where="Sec. 1.1.1, the footnote defining admissibility",
       revision_quote=Quote("FBCP has many Nash equilibria",
           "An admissible strategy is one which is not weakly dominated by any other strategy.", file="introduction")),
    _c(PAPER, "Sec. 2.1.2", "NLCP: Newman's $c(s)$, $v(s)$, $b(s)$ and the thresholds $1/7$, $4/7$", "proved", NB2,
       "nlcp-derivation",
       quote=Quote("#### 2.1.2 No-limit Continuous Poker (NLCP)",
           r"$$x = \frac{3s+1}{7(s+1)^3}$$ or $x = 1 - \frac{3}{7(s+1)^2}$"),
       revision="persists",
       revision_where="Sec. 7.1, the NLCP strategies $S_{NL}$, $C_{NL}$ (Sec. 1.1.2 describes them in words)",
       revision_quote=Quote("The NLCP strategies are:",
           r"where $v_{NL}(s) = 1 - \frac{3}{7(s+1)^2}$ and $b_{NL}(s) = \frac{3s+1}{7(s+1)^3}$.",
           file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.2", "the value of NLCP is $1/14$", "proved", NB2, "nlcp-value",
       quote=Quote("#### 2.1.2 No-limit Continuous Poker (NLCP)",
           r"$$V_{NL} = \frac{1}{14}$$"),
       revision="persists",
       revision_where="Sec. 1.1.2",
       revision_quote=Quote(r"\subsubsection{No-Limit Continuous Poker (NLCP)}",
           r"$$ V_{NL} = \frac{1}{14}, $$", file="introduction")),
    _c(REVISION, "Sec. 1.1.2, Figure 1", "the NLCP strategy profile as drawn", "refuted", NB2,
       "erratum-nlcp-figure",
       "value bets and calling threshold agree with Newman's within 3 pixels of the paper's image; the bluffing "
       "branch is drawn without the factor $3s + 1$ (the manuscript of May 2025 has only a placeholder, 'generate "
       "graph of the strategies', where the revision puts this figure)",
       quote=Quote(r"See Figure \ref{fig:nlcp_strategy_profile} for a graphical representation",
           "The optimal bettor strategy (red, mapping hand strengths to bet sizes), along with the optimal "
           "caller strategy (blue, the region of hand strength-bet size pairs where the caller should call).",
           file="introduction")),
    _c(PAPER, "Definition 3.1", "after a call the higher hand gets payoff $1 + 2s$; a fold pays the bettor 1",
       "refuted", NB3, "erratum-definition-3-1", "$1 + 2s$ is the pot, not a payoff in the paper's accounting",
       quote=Quote("**Definition 3.1** (LCP)",
           "If the bettor bets, the caller must either call (giving payoff 1 + 2s to the higher hand) or fold "
           "(giving payoff 1 to the bettor)."),
       revision="fixed",
       revision_where="Sec. 3, Definition 3.1 (LCP), the payoffs",
       revision_quote=Quote(r"\begin{definition}[LCP]",
           r"If the bettor bets $s \in [L, U]$ and the caller calls: payoff is $0.5 + s$ to the player with "
           "higher hand strength (the other player's bet/call and ante)", file="lcp")),
    _c(PAPER, "Theorem 4.1", "LCP has a unique admissible-strategy Nash equilibrium, with the stated structure",
       "refuted", NB3, "lcp-admissible",
       "the structure's profile is certified an equilibrium exactly (cell lcp-certificate), and for $0 < L < U < "
       r"\infty$ its caller is the only admissible optimal one, but the paper's bluff plan and its mirror image "
       "(sizes increasing with the hand) are both admissible: two admissible equilibria (proved for all such $L$, "
       "$U$; checked exactly at $(1/10, 2)$); at $L = 0$ the stated profile is weakly dominated on both sides",
       quote=Quote("**Theorem 4.1.**",
           "LCP has a unique admissible-strategy Nash equilibrium, which has the following structure:"),
       revision="persists",
       revision_where="Sec. 5, Theorem 5.1 (the refinements of Secs. 4.1-4.2: monotone caller, "
           "monotone-admissible bettor)",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the bettor's "
           "strategy is monotone-admissible", file="nash_equilibrium")),
    _c(PAPER, "Sec. 4.1, Claims 1-5",
       "in an admissible equilibrium the caller uses a threshold $c(s)$, non-decreasing and "
       "continuous, value bets are made above $c(s)$ with sizes increasing with the hand, bluffs below "
       "it", "proved", NB3, "lcp-admissible",
       r"for $0 < L < U < \infty$: every optimal caller that is not weakly dominated is the threshold $c(s)$, and "
       "every optimal bettor makes the paper's value bets and checks; Claim 1's 'strictly better off' is only "
       "weakly (equal against bettors who never bet between the two hands)",
       quote=Quote("**Theorem 4.1.**",
           "The caller has a single calling threshold c(s) that is non-decreasing and continuous in s, including "
           "at endpoints L and U."),
       revision="persists",
       revision_where="Sec. 4.3 (Nash Equilibrium Structure), items 1-6; App. A, Lemma A.1 for the threshold "
           "(now 'weakly dominated'); the Claims themselves are commented out",
       revision_quote=Quote(r"\subsection{Nash Equilibrium Structure}",
           "The caller has a calling threshold $c(s)$ that is continuous in $s$, including at endpoints $L$ and "
           "$U$.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.1, Claim 7", "bluffing sizes decrease with hand strength; this is what makes the profile "
       "uniquely admissible", "refuted", NB3, "lcp-admissible",
       "not necessary for equilibrium, as the claim says (the increasing order is an equilibrium too), and not "
       "singled out by admissibility: a caller who also calls some weak hands makes the increasing order strictly "
       "best among the bettor's best replies to $c$, so it is not weakly dominated; against loose threshold "
       "callers neither order always does better (cell lcp-other-equilibria)",
       quote=Quote("Claim 7: Bluffing sizes should decrease with hand strength.",
           "This claim is not necessary to have a Nash equilibrium, but it is what makes the strategy profile "
           "uniquely admissible."),
       revision="persists",
       revision_where="Sec. 4.2 (after Definition 4.2, Monotone-Admissible Strategy); App. A.2",
       revision_quote=Quote(r"\begin{definition}[Monotone-Admissible Strategy]",
           "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands and "
           "smaller with stronger hands, which is optimal against all monotone deviations.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.1, Claim 6", "the bettor is indifferent among bluffing sizes that are also value-bet sizes",
       "proved", NB3, "lcp-certificate", "every bluff earns $x_2 - 1/2$ at every size",
       quote=Quote("Claim 6:",
           "The bettor must be indifferent among bluffing sizes that are also used for value bets."),
       revision="persists",
       revision_where="Sec. 4.4.2 (Bettor Indifference and Optimality); App. B, case 2(a)",
       revision_quote=Quote("Finally, when the bettor has the most marginal bluffing hand",
           "the bettor should be indifferent among all bluffing sizes, so the bettor should actually be "
           "indifferent between checking and making any bluffing size $s$ at $x=x_2$.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2.1, eqs. (2), (3)",
       "the caller's indifference at $s = L$ and $s = U$ as printed", "refuted", NB3,
       "erratum-eq2-eq3",
       quote=Quote("#### 4.2.1 Caller Indifference",
           r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \tag{3}$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 2 (eq. (3) as printed before; eq. (2) and the summary list of Sec. 4.4 "
           "are corrected)",
       revision_quote=Quote(r"\textbf{Case 2: $s = U$}",
           r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2.1, eq. (4)",
       r"$\vert b'(s) \vert (1 + s) + \vert v'(s) \vert s = 0$ and the density ratio $\vert b' \vert / \vert v' "
       r"\vert$", "refuted",
       NB3, "erratum-eq4",
       quote=Quote("#### 4.2.1 Caller Indifference",
           r"$$\frac{\mathbb{P}[\text{value bet}|s]}{\mathbb{P}[\text{bluff}|s]} = \frac{|b'(s)|}{|v'(s)|}$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 3 (eq. (4) now has the minus sign; the density ratio and its reading are "
           "kept)",
       revision_quote=Quote(r"\textbf{Case 3: $L \leq s \leq U$}",
           r"\[ \frac{\mathbb{P}[\text{value bet} | s]}{\mathbb{P}[\text{bluff} | s]} = \frac{|b'(s)|}{|v'(s)|}\]",
           file="solving_lcp")),
    _c(PAPER, "Sec. 4.2 (summary list), draft Sec. 5.2.4",
       "$x_3$'s indifference: $c(L) - (1 - c(L)) L = x_3$", "refuted",
       NB3, "erratum-summary-x3",
       quote=Quote("Bettor Indifference and Optimality:",
           r"$$c(L) - (1 - c(L)) \cdot L = x_3$$"),
       revision="fixed",
       revision_where="Sec. 4.4, the summary list (Bettor Indifference and Optimality)",
       revision_quote=Quote(r"\textbf{Bettor Indifference and Optimality:}",
           r"& (x_3-c(L)) \cdot (1+L) - (1-x_3) \cdot (L) + c(L) = x_3 \label{eq:valueindiff}", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2",
       r"the seven conditions determine $x_0, \dots, x_5$ and $b_0$", "proved", NB3, "seven-equations",
       quote=Quote("## 5 Nash Equilibrium Strategy Profile",
           "The resulting system of 7 equations in 7 unknowns was solved symbolically using Mathematica"),
       revision="persists",
       revision_where="Sec. 4.4 (opening paragraph); App. B",
       revision_quote=Quote(r"\subsection{Constraints and Indifference Equations}",
           "The resulting system of differential and algebraic equations will uniquely determine all threshold "
           r"values $x_0, \ldots, x_5$ and the functions $b(s)$, $v(s)$, and $c(s)$.", file="solving_lcp")),
    _c(PAPER, "Theorem 5.1",
       r"the closed form of $x_0, \dots, x_5$ through $A_0, \dots, A_5$", "proved", NB3, "closed-form",
       quote=Quote("**Theorem 5.1** (Nash Equilibrium Strategy Profile).",
           r"$$x_{2} = \frac{A_{5}}{A_{4}}$$"),
       revision="persists",
       revision_where=
       r"Sec. 5, Theorem 5.1 (now in $r = L/(1+L)$, $t = 1/(1+U)$; equal to the $A_0, \dots, A_5$ form, which "
       "stays in a LaTeX comment)",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           r"x_{2} &= \frac{r^{3} + t^{3} - 1}{r^{3} + t^{3} - 7}", file="nash_equilibrium")),
    _c(PAPER, "Theorem 5.1", "the printed lines for $v(s)$ and for $b(s)$ (with $b_0$)", "refuted", NB3,
       "erratum-theorem-5-1",
       quote=Quote("**Theorem 5.1** (Nash Equilibrium Strategy Profile).",
           r"$$v(s) = \frac{x_{2}+s}{2(s+1)^{2}}$$"),
       revision="fixed",
       revision_where="Sec. 5, Theorem 5.1, the lines for $b_0$, $b(s)$ and $v(s)$",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           r"v(s) &= \frac{r^{3} + t^{3} -1 + \left(r^{3} + t^{3} - 7\right) \left(2 s^{2} + 4 s + 1\right)}{2 "
           r"\left(r^{3} + t^{3} - 7\right) \left(s^{2} + 2 s + 1\right)}", file="nash_equilibrium")),
    _c(PAPER, "Sec. 5, Figure 1", "the strategy profiles at $(L, U) = (0, 10), (0.1, 2), (0.3, 1.5), (0.5, 1)$",
       "verified", NB3, "figure-1", "regenerated from the closed form; the paper's four panels, digitised on "
       "their own grids, put every pixel of the bet function within 3 pixels of ours and 90% or more of the "
       "call threshold's (the rest is the legend's sample), tests/test_paper_figures.py",
       quote=Quote("This solution is more interpretable in graphical form.",
           "Figure 1: Nash equilibrium strategy profiles for different values of L and U, from very lenient to "
           "very restricted bet sizes."),
       revision="persists",
       revision_where="Sec. 5, Figure 2 (the same four panels; byte-identical to the images compared)",
       revision_quote=Quote(r"\label{sec:nash_equilibrium}",
           "Nash equilibrium strategy profiles for different values of $L$ and $U$, from lenient to restrictive "
           "bet size limits.", file="nash_equilibrium")),
    _c(PAPER, "Sec. 6, Figure 2", "the bettor's payoff regions over the unit square", "proved", NB4, "regions",
       "region areas exact in $L$, $U$: bluff $x_2$, check $x_3 - x_2$, value $1 - x_3$; five of the paper's six "
       "panels draw the bluff-called edge where the regenerated ones do (cell figure-2-paper-panels); the no-limit "
       "panel does not (a row of its own)",
       quote=Quote("## 6 Payoff Analysis",
           "Figure 2: Bettor payoffs in Nash equilibrium as a function of hand strengths x, y for fixed bet size "
           "B=1 (top left), and No-Limit Continuous Poker (bottom right)."),
       revision="persists",
       revision_where="Sec. 8.1, Figure 4",
       revision_quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}",
           "Bettor payoffs in Nash equilibrium as a function of hand strengths $x, y$ for fixed bet size $B=1$ "
           "(top left), and No-Limit Continuous Poker (bottom right).", file="payoff_parameter_analysis")),
    _c(PAPER, "Theorem 6.1",
       r"$\mathrm{EV}(x)$ on bluffing, checking and value-betting hands", "proved", NB4, "theorem-6-1",
       quote=Quote("#### Theorem 6.1.",
           r"x(2L+1) - L(c(L)+1) - \frac{1}{2} & \text{if } x_3 < x < v(L)"),
       revision="persists",
       revision_where="App. D.1, Theorem D.1 (summarised in Sec. 8.2)",
       revision_quote=Quote(r"\label{thm:ev_bettor}",
           r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)", file="appendix_payoff_analysis")),
    _c(PAPER, "Theorem 6.2",
       r"$\mathrm{EV}(x)$ is increasing in $x$ for every $L$, $U$", "proved", NB4, "theorem-6-2",
       "non-decreasing: constant on the bluffs, strictly increasing from $x_2$ on",
       quote=Quote("**Theorem 6.2.**",
           "For any fixed L, U, the bettor's expected value EV(x) is increasing in x:"),
       revision="persists",
       revision_where="App. D.2, Theorem D.2 (and Sec. 8.2)",
       revision_quote=Quote(r"\label{thm:ev_increasing}",
           "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
           file="appendix_payoff_analysis")),
    _c(PAPER, "Theorem 6.2", r"the printed strict inequality $d\mathrm{EV}(x)/dx > 0$", "refuted", NB4, "theorem-6-2",
       quote=Quote("**Theorem 6.2.**",
           r"$$\frac{d}{dx}EV(x) > 0$$"),
       revision="gone",
       revision_where=
       "App. D.2, Theorem D.2 now says only 'increasing in $x$' (the displayed strict inequality is dropped; Sec. "
       "8.2 adds that all bluffs earn $x_2 - 1/2$)"),
    _c(PAPER, "Lemma 7.1", "$x_2$ increases with $U$", "proved", NB5, "lemma-7-1",
       "that $x_2$ also decreases with $L$ is the companion's addition (proved in the same cell); neither version "
       "of the paper states it",
       quote=Quote("**Lemma 7.1.**",
           r"$$\frac{\partial x_2}{\partial U} > 0$$"),
       revision="persists",
       revision_where="App. C.1.2, Lemma C.1 (proved in $r$, $t$)",
       revision_quote=Quote(r"\label{lem:x2_increasing}",
           r"$$ \frac{d x_2}{d U} > 0. $$", file="appendix_parameter_analysis")),
    _c(PAPER, "Lemma 7.2", "the bet size $v^{-1}(x)$ of an intermediate hand decreases with $U$", "proved", NB5,
       "lemma-7-2",
       "for the intermediate hands $[x_4, x_5]$; the stated range $[x_3, v(U)]$ also takes in the hands betting "
       "$L$ (erratum)",
       quote=Quote("**Lemma 7.2.**",
           r"$$\frac{d}{dU}v^{-1}(x) < 0$$"),
       revision="persists",
       revision_where="App. C.1.3, Lemma C.2 (the range $[x_3, v(U)]$ kept)",
       revision_quote=Quote(r"\label{lem:v_inverse_decreasing}",
           r"\frac{d}{dU} v^{-1}(x) < 0", file="appendix_parameter_analysis")),
    _c(PAPER, "Lemma 7.3", "the calling cutoff $c(v^{-1}(x))$ faced by an intermediate hand increases with $U$",
       "proved", NB5, "lemma-7-3", "its proof cites Lemma 7.1 for what Lemma 7.2's proof shows (erratum)",
       quote=Quote("**Lemma 7.3.**",
           r"$$\frac{d}{dU}c(v^{-1}(x)) > 0$$"),
       revision="persists",
       revision_where="App. C.1.4, Lemma C.3 (its proof now cites Lemma C.2)",
       revision_quote=Quote(r"\label{lem:c_increasing}",
           r"\frac{d}{dU} c(v^{-1}(x)) > 0", file="appendix_parameter_analysis")),
    _c(PAPER, "Theorem 7.1",
       r"$\mathrm{EV}(x)$ falls with $U$ for intermediate and weak max-betting hands, rises for strong "
       "ones", "proved", NB5, "theorem-7-1",
       r"true with the corrected threshold $x^\ast$; the printed threshold is wrong; the hands betting $L$, which "
       "the statement omits, also lose (cell erratum-intermediate-hands)",
       quote=Quote("**Theorem 7.1.**",
           "EV(x) is decreasing in U for all x which make intermediate-sized bets and weak hands which bet the "
           "maximum, and increasing in U for strong hands which bet the maximum, above a certain threshold."),
       revision="persists",
       revision_where="App. C.1.1, Theorem C.1 (summarised in Sec. 8.3)",
       revision_quote=Quote(r"\label{thm:payoff_increasing}",
           "To parse this in English: if we fix the bettor's hand strength $x$, the expected payoff to the "
           "bettor in the unique admissible Nash equilibrium is decreasing in $U$ if $x$ falls below a certain "
           "threshold, but increasing in $U$ if $x$ is above this threshold.", file="appendix_parameter_analysis")),
    _c(PAPER, "Sec. 7.1.3, Lemmas 7.2, 7.3",
       r"the intermediate value-betting hands are exactly $x \in [x_3, v(U)]$; Lemma 7.3's proof takes "
       "$dv^{-1}(x)/dU$ from the proof of Lemma 7.1", "refuted", NB5,
       "erratum-intermediate-hands",
       quote=Quote("#### **7.1.3** Bet Size",
           r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$"),
       revision="persists",
       revision_where=
       "App. C.1.3, before Lemma C.2 (Lemmas C.2, C.3 and Sec. 8.3 keep $[x_3, v(U)]$; the cross-reference in "
       "Lemma C.3's proof is corrected to Lemma C.2)",
       revision_quote=Quote(r"\subsubsection{Bet Size}",
           r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
           file="appendix_parameter_analysis")),
    _c(PAPER, "Theorem 7.1, proof",
       r"the printed threshold above which $\mathrm{EV}(x)$ rises with $U$", "refuted", NB5,
       "theorem-7-1",
       quote=Quote("Plugging these in and rearranging terms, we can say that EV(x) is increasing in U if",
           r"$$x > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1+2U)}{1+U} "
           r"\right)$$"),
       revision="persists",
       revision_where="App. C.1.1, Theorem C.1, and App. C.1.5, proof, Case 1",
       revision_quote=Quote("Plugging these in and rearranging terms, we can say that $EV(x)$ is increasing in "
           "$U$ if",
           r"x & > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1 + 2U)}{1+U} "
           r"\right)", file="appendix_parameter_analysis")),
    _c(PAPER, "Sec. 8.1, eq. (10)", "the checking range of the FBCP bet function $S_{FB}$", "refuted", NB5,
       "theorem-8-1",
       quote=Quote("### 8.1 Setup and Notation",
           r"0 & \frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)} \text{ (checking range)}"),
       revision="fixed",
       revision_where="Sec. 7.1 (Notation), $S_{FB}$, the check range",
       revision_quote=Quote("The FBCP strategies are:",
           r"0 & \frac{B}{(1+2B)(2+B)} < x < \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (check)}",
           file="strategic_comparison")),
    _c(PAPER, "Theorems 8.1, 8.2", r"LCP's bet and call functions converge to FBCP's as $L, U \to B$", "proved", NB5,
       "theorem-8-1", "the last equality of Theorem 8.2's proof is misprinted",
       quote=Quote("**Theorem 8.1.**",
           "converges to the bet function $S_{FB}(x, B)$ for Fixed-Bet Continuous Poker with a fixed bet size B "
           "as L and U approach B"),
       revision="persists",
       revision_where=
       "Sec. 7.2, Remark (Convergence to FBCP) (theorems become a remark; the last equality for $c(s)$ is printed "
       "again)",
       revision_quote=Quote(r"\begin{remark}[Convergence to FBCP]",
           r"S_{LCP}(x, L, U) \to S_{FB}(x, B), \quad C_{LCP}(s, L, U) \to C_{FB}(s, B).",
           file="strategic_comparison")),
    _c(PAPER, "Theorems 8.3, 8.4",
       r"LCP's bet and call functions converge to NLCP's as $L \to 0$, $U \to \infty$", "proved",
       NB5, "theorem-8-3", "the proof's reason for $x_0 = 0$, $x_5 = 1$ names the wrong bet sizes (erratum)",
       quote=Quote("**Theorem 8.3.**",
           "converges to the bet function $S_{NL}(x)$ for NLCP"),
       revision="persists",
       revision_where="Sec. 7.2, Remark (Convergence to NLCP)",
       revision_quote=Quote(r"\begin{remark}[Convergence to NLCP]",
           r"S_{LCP}(x, L, U) \to S_{NL}(x), \quad C_{LCP}(s, L, U) \to C_{NL}(s).", file="strategic_comparison")),
    _c(PAPER, "Theorem 8.3, proof",
       "$x_0 = 0$ and $x_5 = 1$ in the limit because those intervals use the minimum and the maximum bet size, "
       "respectively", "refuted", NB5, "erratum-theorem-8-3-prose",
       quote=Quote("**Theorem 8.3.**",
           "are expected, since these intervals are where the bettor uses a minimum bet size and a maximum bet "
           "size, respectively, both of which are impossible."),
       revision="gone",
       revision_where=
       r"Sec. 7.2, Remark (Convergence to NLCP) says only 'the boundary regions collapse ($x_0 \to 0$, $x_5 \to "
       "1$)', with no reason"),
    _c(PAPER, "Sec. 9",
       "the value $V(L, U)$ as the integral of the payoff over the regions (Appendix B, not "
       "printed)", "proved", NB4, "value-by-integration",
       quote=Quote("## 9 Game Value",
           "This reduces to an integral of the payoff over the unit square, like we saw in Figure 2."),
       revision="persists",
       revision_where="Sec. 6, Theorem 6.1 and its proof (the integration is in the sympy appendix, 'Game Value "
           r"Computation'; the proof's reference \ref{sec:value_computation} has no target)",
       revision_quote=Quote(r"\label{thm:game_value}",
           "This reduces to an integral of the payoff over the unit square", file="game_value")),
    _c(PAPER, "Sec. 9.1, Figure 3", "the value over the limits: higher for lenient limits (top left), lower for strict",
       "verified", NB4, "figure-3",
       "regenerated from $V(L, U)$; compared with the paper's later version of the figure: the same landscape "
       "(its colour bar's top, about 0.074, is a rounded contour level above the largest value $1/14$)",
       quote=Quote("## 9.1 Value Monotonicity",
           "Notice the higher value for more lenient limits (top left of any plot in Figure 3) and lower value "
           "for more strict limits (moving down/right)."),
       revision="persists",
       revision_where=
       "Sec. 6.2 and Figure 3 (now over $(L, U)$ and over $(r, t)$; byte-identical to the image compared)",
       revision_quote=Quote(r"\subsection{Value Monotonicity}",
           r"Notice the higher value for more lenient limits (red regions of Figure \ref{fig:game_value_fig}) and "
           "lower value for more strict limits (blue corners).", file="game_value")),
    _c(PAPER, "Sec. 9", "the symmetry $V(L, U) = V(1/U, 1/L)$", "proved", NB4, "value-symmetry",
       r"it extends to the bluffing strategy under $s \to 1/s$, not to value bets (notebook 5, cell symmetry); "
       "Sec. 9.3's reading of it says 'increasing $U$' for 'increasing $L$' (erratum)",
       quote=Quote("Most interestingly, the value of LCP has the following symmetry:",
           r"$$V_{LCP}(L, U) = V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)$$"),
       revision="persists",
       revision_where="Sec. 6, after Theorem 6.1 (also as $V(r, t) = V(t, r)$)",
       revision_quote=Quote("This is a rational function of $L$ and $U$ with a surprisingly simple form.",
           r"V_{LCP}(L, U) &= V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)", file="game_value")),
    _c(PAPER, "Sec. 9.3", "the loss in value from decreasing $U$ equals the loss from increasing $U$, reciprocally",
       "refuted", NB5, "erratum-symmetry-prose",
       quote=Quote("## 9.3 Value Symmetry",
           "Similarly, the loss in value from decreasing U is equivalent to the loss from increasing U in a "
           "reciprocal manner."),
       revision="gone",
       revision_where="Sec. 6, the paragraph after Figure 3 keeps only the 'benefit' sentence"),
    _c(PAPER, "Theorem 9.1", "$V$ is increasing in $U$ and decreasing in $L$", "proved", NB5, "theorem-9-1",
       "stated without proof in the paper",
       quote=Quote("**Theorem 9.1.**",
           "The value of Limit Continuous Poker is monotonically increasing in U and decreasing in L:"),
       revision="persists",
       revision_where="Sec. 6.2, Theorem 6.2 (now 'weakly', with a proof)",
       revision_quote=Quote(r"\subsection{Value Monotonicity}",
           "The value of Limit Continuous Poker is weakly monotonically increasing in $U$ and weakly "
           "monotonically decreasing in $L$:", file="game_value")),
    _c(PAPER, "Theorems 9.2, 9.3",
       r"$V$ converges to $V_{FB}(B)$ as $L, U \to B$ and to $1/14$ as $L \to 0$, $U \to \infty$",
       "proved", NB5, "theorem-9-2-9-3", "stated without proof in the paper",
       quote=Quote("**Theorem 9.2.**",
           "For any B > 0, the value of Limit Continuous Poker converges to the value of Fixed-Bet Continuous "
           "Poker as L and U approach B:"),
       revision="persists",
       revision_where="Sec. 6.3, Remarks (Value Convergence to FBCP; to NLCP)",
       revision_quote=Quote(r"\begin{remark}[Value Convergence to NLCP]",
           r"$\lim_{L \to 0, U \to \infty} V_{LCP}(L, U) = V_{NL} = \frac{1}{14}$", file="game_value")),
    # --- the revision (arXiv:2606.01390): uniqueness and monotone strategies ------------------------
    _c(REVISION, "Sec. 4.1 (Uniqueness and Equilibrium Selection)", "LCP has an infinite class of equilibria, "
       "differing primarily in how the bettor sizes its bluffs", "proved", NB3, "lcp-admissible",
       "exactly: every optimal bettor is a bluff plan (the paper's value bets and checks, any assignment of the "
       "bluffing hands that bluffs each size as often); the optimal callers are many too",
       quote=Quote(r"\subsection{Uniqueness and Equilibrium Selection}", "Like FBCP, LCP has an infinite class of "
                   "Nash equilibria, differentiated primarily by how the bettor sizes their bluffs.", "solving_lcp"),
       **_NEW),
    _c(REVISION, "Sec. 4.1", "a monotone caller and a monotone-admissible bettor determine the equilibrium "
       "uniquely", "refuted", NB3, "monotone-admissible",
       r"for $0 < L < U < \infty$ the paper's plan and its mirror image are both monotone-admissible (and so is "
       r"every plan that sorts the bluffs by some $A = \rho(1 + 2s)$, $\rho$ non-increasing), and $c$ is monotone",
       quote=Quote(r"\subsection{Uniqueness and Equilibrium Selection}", "These refinements uniquely determine the "
                   "equilibrium we analyze.", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4 (opening): stage (2)", "the structure of Sec. 4.3 (bluff sizes decreasing with the hand "
       "among it) is what any Nash equilibrium must satisfy", "refuted", NB3, "lcp-other-equilibria",
       "the mirror plan (bluff sizes increasing with the hand) with $c$ is an equilibrium too; the value bets, "
       "checks and the caller's threshold are forced for admissible play, the bluff order is not",
       quote=Quote(r"\section{Solving for Nash Equilibrium}", "(2) characterizing the structure that any Nash "
                   "equilibrium must satisfy", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4.2 and App. A.1, Lemma A.1", "a caller who calls with some hands and folds better ones "
       "at a size, both sets of positive measure, is weakly dominated", "proved", NB3, "monotone-conditions",
       "the lemma is true (the caller's gain from calling is non-decreasing in his hand, so the swap gains on "
       "average); its proof as written is not valid (erratum)",
       quote=Quote(r"\label{lem:monotone_dominated}", "If a calling strategy violates the first monotonicity "
                   "condition for a nonzero-measure set of hands for any bet size $s$, it is weakly dominated.",
                   "appendix_monotone"), **_NEW),
    _c(REVISION, "App. A.1, proof of Lemma A.1",
       r"the swap of $A'$ and $B'$ changes nothing in all other cases; 'to show that $\sigma_C$ is strictly "
       "dominated'", "refuted", NB3, "monotone-conditions",
       quote=Quote(r"\begin{proof}", r"For all other cases, $\sigma_C$ and $\sigma_C'$ behave identically, so "
                   r"$\sigma_C'$ is weakly better than $\sigma_C$ against every betting strategy.",
                   "appendix_monotone"), **_NEW),
    _c(REVISION, "Sec. 4.2", "violating the second condition (more willing to call smaller bets) is not dominated",
       "proved", NB3, "monotone-conditions",
       "no threshold caller at all is weakly dominated: each threshold at each size is some bettor's unique best "
       "answer",
       quote=Quote("The second condition for a monotone calling strategy", "While violating this condition is not "
                   "dominated, it leads to exploitable calling strategies.", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4.2, App. A.2", "a monotone calling strategy is therefore less exploitable", "refuted", NB3,
       "monotone-conditions",
       "every caller other than $c$ is exploitable, monotone or not; the monotone caller who calls every hand is "
       r"exploitable by $U/4 - V$, a non-monotone one that lowers $c$ by $\delta$ on $(s_1, s_2]$ by at most "
       r"$\delta s_2$",
       quote=Quote("The second condition for a monotone calling strategy", "A monotone calling strategy is therefore "
                   "less exploitable, and imposing this condition yields a unique Nash equilibrium.", "solving_lcp"),
       **_NEW),
    _c(REVISION, "Sec. 4.2", "monotone-admissibility selects the paper's plan, which is optimal against all "
       "monotone deviations", "refuted", NB3, "monotone-admissible",
       r"against the monotone caller who calls every hand the mirror plan earns strictly more ($1.46 \times "
       "10^{-2}$ at $(1/10, 2)$); the paper's plan wins against others (the fading caller): neither is optimal "
       "against all",
       quote=Quote("This definition distinguishes bettor strategies", "Monotone-admissibility selects the "
                   "equilibrium where the bettor bluffs larger with weaker hands and smaller with stronger hands, "
                   "which is optimal against all monotone deviations.", "solving_lcp"), **_NEW),
    _c(REVISION, "App. A.2", "the unique monotone-admissible equilibrium bluffs larger with weaker hands, optimal "
       "against all monotone deviations", "refuted", NB3, "monotone-admissible",
       quote=Quote(r"\textbf{Application to LCP:}", "the unique monotone-admissible equilibrium has the bettor "
                   "bluffing larger with weaker hands and bluffing smaller with stronger hands, which is optimal "
                   "against all monotone deviations by the caller.", "appendix_monotone"), **_NEW),
    _c(REVISION, "Theorem 5.1", "the profile is the unique equilibrium with a monotone caller and a "
       "monotone-admissible bettor", "refuted", NB3, "monotone-admissible",
       "the profile is an equilibrium (cell lcp-certificate) with a monotone caller and a monotone-admissible "
       "bettor, but not the only one: its mirror plan with the same caller is another",
       quote=Quote("The following strategy profile constitutes a Nash equilibrium of LCP.", "Moreover, it is the "
                   "unique equilibrium in which the caller uses a monotone strategy and the bettor's strategy is "
                   "monotone-admissible", "nash_equilibrium"), **_NEW),
    _c(REVISION, "Sec. 1.2 (Contributions) and Sec. 9 (Conclusion)", "the paper derives the unique admissible Nash "
       "equilibrium of LCP", "refuted", NB3, "lcp-admissible",
       "the same words in Sec. 3 (last paragraph), App. C and App. D; not unique under either notion of "
       "admissibility (weak dominance against all callers, or against monotone callers)",
       quote=Quote(r"\textbf{Nash Equilibrium Characterization:}", "We derived the unique admissible Nash "
                   "equilibrium for LCP", "conclusion"), **_NEW),
    _c(REVISION, "Sec. 9 (Conclusion), 'Bluffing Frequency and Bet Size'", "the monotone-admissible equilibrium "
       "prescribes bluffing larger with weaker hands", "refuted", NB3, "monotone-admissible",
       "monotone-admissibility admits the opposite order too; 'larger bluffs require fewer bluffing combinations' "
       "is checked in notebook 9",
       quote=Quote(r"\textbf{Bluffing Frequency and Bet Size:}", "Moreover, the monotone-admissible equilibrium "
                   "prescribes bluffing larger with weaker hands and smaller with stronger bluffs", "conclusion"),
       **_NEW),
)
