"""The errata of the paper, section by section (notebooks 1 to 5): the manuscript's rows, and the
revision's where it states the same things anew (its uniqueness and monotone-strategy statements)."""

from __future__ import annotations

from ..sources import Quote, REVISION
from . import Erratum, PAPER

ROWS = (
    Erratum(
        PAPER,
        "Sec. 2.1.1, FBCP value-betting threshold",
        r"$x > \frac{1 + 4s + 2B^2}{(1 + 2B)(2 + B)}$",
        r"$x > \frac{1 + 4B + 2B^2}{(1 + 2B)(2 + B)}$: the $s$ is a misprint for $B$ (FBCP has no $s$)",
        "01_fixed_bet",
        "erratum-fbcp-value-threshold",
        quote=Quote(
            "### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
            r"$$x > \frac{1+4s+2B^2}{(1+2B)(2+B)}$$",
        ),
        revision="gone",
        revision_where=(
            "Sec. 1.1.1: the FBCP thresholds are no longer printed (commented out of the LaTeX, there with $4B$); "
            "Sec. 7.1's $S_{FB}(x, B)$ states the value-betting threshold correctly"
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 2.1.1, footnote 2 (what 'admissible' means)",
        "An admissible strategy is one which is not strictly dominated by any other strategy",
        "not *weakly* dominated: no caller strategy is strictly dominated (against a bettor who always checks all "
        "earn the same), so with the printed definition FBCP has a continuum of admissible equilibria (e.g. "
        "calling every hand of $(a, v)$ with probability $1/(1 + 2B)$); with weak dominance the threshold $c$ is "
        "the only admissible optimal calling rule, as the text says",
        "01_fixed_bet",
        "fbcp-optimal-calling",
        quote=Quote(
            "### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
            "An admissible strategy is one which is not strictly dominated by any other strategy",
        ),
        revision="fixed",
        revision_where="Sec. 1.1.1, footnote to 'admissible strategy' (and Sec. 2.2, Admissibility)",
        revision_quote=Quote(
            "FBCP has many Nash equilibria",
            r"\footnote{An admissible strategy is one which is not weakly dominated by any other strategy.}",
            file="introduction",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 1.1.2, Figure 1, the NLCP strategy profile (images/NLCP_strategy_profile.png), bluffing branch; "
        "the manuscript's Sec. 2.1.2 has only a placeholder for it (the loose words 'generate', 'graph', 'strate', "
        "'of')",
        r"bluffing hands drawn at $x = \frac{1}{7(1 + s)^3}$, e.g. hand 0.1 bluffing about 0.12",
        r"$x = \frac{3s + 1}{7(1 + s)^3}$, as the text prints it: hand 0.1 bluffs 0.57 (the plot drops the factor "
        "$3s + 1$; the drawn bluffs leave the caller short of indifference, so they are no equilibrium)",
        "02_no_limit",
        "erratum-nlcp-figure",
        quote=Quote(r"See Figure \ref{fig:nlcp_strategy_profile}",
                    r"\includegraphics[width=0.8\textwidth]{images/NLCP_strategy_profile.png}", file="introduction"),
        revision="new",
        revision_where="Sec. 1.1.2, Figure 1",
        revision_quote=Quote(r"See Figure \ref{fig:nlcp_strategy_profile}",
                             r"\includegraphics[width=0.8\textwidth]{images/NLCP_strategy_profile.png}",
                             file="introduction"),
    ),
    Erratum(
        PAPER,
        "Definition 3.1: payoffs after a bet",
        "call 'giving payoff $1 + 2s$ to the higher hand', fold 'giving payoff 1 to the bettor'",
        "$1 + 2s$ is the pot, not a payoff in the accounting the paper computes with (winnings net of one's own "
        "bets: fold $+1$, call won $+(1 + s)$, call lost $-s$; each is the net payoff with ante $1/2$ plus $1/2$)",
        "03_lcp_derivation",
        "erratum-definition-3-1",
        quote=Quote(
            "**Definition 3.1** (LCP)",
            "(giving payoff 1 + 2s to the higher hand) or fold (giving payoff 1 to the bettor)",
        ),
        revision="fixed",
        revision_where=(
            "Definition 3.1 (LCP), payoffs: net payoffs with ante $1/2$ (check $0.5$, call $0.5 + s$, fold $0.5$)"
        ),
        revision_quote=Quote(
            r"\begin{definition}[LCP]",
            "payoff is $0.5 + s$ to the player with higher hand strength (the other player's bet/call and "
            r"ante) \item If the bettor bets $s \in [L, U]$ and the caller folds: payoff is $0.5$ (the caller's "
            "ante) to the bettor",
            file="lcp",
        ),
    ),
    Erratum(
        PAPER,
        "Theorem 4.1 (repeated in Thm. 5.1 and Secs. 6.1, 7.1.1: 'the unique admissible Nash equilibrium')",
        "LCP has a unique admissible-strategy Nash equilibrium",
        r"for $0 < L < U < \infty$ the caller's admissible optimal strategy is unique (the threshold $c(s)$), and "
        "so are the value bets, the checks and how often each size is bluffed; which bluffing hand bets which "
        "size is not: the paper's plan and its mirror image (bluff sizes increasing with the hand) are both "
        "admissible, so there are at least two admissible equilibria. At $L = 0$ the stated profile is not "
        "admissible: a zero bet weakly dominates its checks, and calling a zero bet weakly dominates folding it "
        "below $c(0)$",
        "03_lcp_derivation",
        "lcp-admissible",
        quote=Quote(
            "## 4 Solving LCP",
            "**Theorem 4.1.** LCP has a unique admissible-strategy Nash equilibrium",
        ),
        revision="persists",
        revision_where=(
            "Theorem 5.1 (reworded: unique with a monotone caller and a monotone-admissible bettor, still "
            "false: the mirror-image bluff plan qualifies too, notebook 3 cell monotone-admissible); 'the unique "
            "admissible Nash equilibrium' is still printed in Secs. 1.2, 3, 9.1 and Apps. C.1, D.1"
        ),
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the "
            "bettor's strategy is monotone-admissible",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 4.1, Claim 7; the draft's Sec. 5.1 makes the same argument ('bluff big with their weakest hands')",
        "Bluffing sizes should decrease with hand strength. ... it is what makes the strategy profile "
        "uniquely admissible",
        "the increasing order is admissible too: against a caller who also calls a few weak hands at each size "
        "(lcp.admissible.separator) it is strictly the bettor's best plan among his best replies to $c$, so no "
        "strategy weakly dominates it; and against callers who call one size too loosely it is sometimes the "
        "better order (at $U$), sometimes the worse (at $L$)",
        "03_lcp_derivation",
        "lcp-admissible",
        quote=Quote(
            "Claim 7: Bluffing sizes should decrease with hand strength.",
            "This claim is not necessary to have a Nash equilibrium, but it is what makes the strategy profile "
            "uniquely admissible.",
        ),
        revision="persists",
        revision_where=(
            "Sec. 4.2 (Monotone Strategies), last paragraph, and App. A.2 (reworded for "
            "monotone-admissibility, still false: against the monotone caller who calls every hand the mirror "
            "plan earns more, notebook 3 cell monotone-admissible; Claim 7 itself is commented out)"
        ),
        revision_quote=Quote(
            "This definition distinguishes bettor strategies that differ only in how they bluff.",
            "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands "
            "and smaller with stronger hands, which is optimal against all monotone deviations.",
            file="solving_lcp",
        ),
    ),
    # the revision (arXiv:2606.01390): uniqueness and monotone strategies (notebook 3, Sec. 3.8)
    Erratum(
        REVISION,
        "Sec. 4.1 (Uniqueness and Equilibrium Selection); App. A.2",
        "a monotone caller and a monotone-admissible bettor 'uniquely determine the equilibrium'",
        r"for $0 < L < U < \infty$ the paper's bluff plan and its mirror image are both monotone-admissible (the "
        "monotone caller who calls every hand makes the mirror plan the unique best, a fading mixture of monotone "
        r"callers the paper's plan), and so is every plan that sorts the bluffing hands by some $A = \rho(1 + "
        r"2s)$, $\rho$ non-increasing; with the monotone caller $c$ each is an equilibrium: a continuum of them",
        "03_lcp_derivation",
        "monotone-admissible",
        quote=Quote(
            "\\subsection{Uniqueness and Equilibrium Selection}",
            "These refinements uniquely determine the equilibrium we analyze.",
            file="solving_lcp",
        ),
        revision="new",
        revision_where="Sec. 4.1 (Uniqueness and Equilibrium Selection); App. A.2",
        revision_quote=Quote(
            "\\subsection{Uniqueness and Equilibrium Selection}",
            "These refinements uniquely determine the equilibrium we analyze.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        REVISION,
        "Theorem 5.1, second sentence",
        "the profile 'is the unique equilibrium in which the caller uses a monotone strategy and the "
        "bettor's strategy is monotone-admissible'",
        "it is one such equilibrium; the same caller with the mirror-image bluff plan (sizes increasing with the "
        r"hand) is another, and so are the other plans sorted by some $A = \rho(1 + 2s)$",
        "03_lcp_derivation",
        "monotone-admissible",
        quote=Quote(
            "The following strategy profile constitutes a Nash equilibrium of LCP.",
            "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the "
            "bettor's strategy is monotone-admissible",
            file="nash_equilibrium",
        ),
        revision="new",
        revision_where="Theorem 5.1, second sentence",
        revision_quote=Quote(
            "The following strategy profile constitutes a Nash equilibrium of LCP.",
            "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the "
            "bettor's strategy is monotone-admissible",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 4.2, last paragraph (and App. A.2, Application to LCP)",
        "the paper's plan (larger bluffs with weaker hands) 'is optimal against all monotone deviations'",
        "no plan is: against the monotone caller who calls every hand the mirror plan earns strictly more (its "
        r"bluffs earn $1.46 \times 10^{-2}$ more at $(1/10, 2)$), against the step caller who calls every hand up "
        r"to $s = 1$ the paper's plan does ($8.03 \times 10^{-3}$ more)",
        "03_lcp_derivation",
        "monotone-admissible",
        quote=Quote(
            "This definition distinguishes bettor strategies",
            "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands "
            "and smaller with stronger hands, which is optimal against all monotone deviations.",
            file="solving_lcp",
        ),
        revision="new",
        revision_where="Sec. 4.2, last paragraph (and App. A.2, Application to LCP)",
        revision_quote=Quote(
            "This definition distinguishes bettor strategies",
            "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands "
            "and smaller with stronger hands, which is optimal against all monotone deviations.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 4 (opening), stage (2), and Sec. 4.3 item 4",
        "the Sec. 4.3 structure, with bluff sizes a decreasing function of the hand, is what 'any Nash "
        "equilibrium must satisfy'",
        "every equilibrium has the value bets, checks and bluff frequencies of Sec. 4.3, and every admissible one "
        "the caller $c(s)$; the bluff sizes may be assigned to the bluffing hands in any way (the increasing "
        "order included)",
        "03_lcp_derivation",
        "lcp-other-equilibria",
        quote=Quote(
            "\\section{Solving for Nash Equilibrium}",
            "(2) characterizing the structure that any Nash equilibrium must satisfy",
            file="solving_lcp",
        ),
        revision="new",
        revision_where="Sec. 4 (opening), stage (2), and Sec. 4.3 item 4",
        revision_quote=Quote(
            "\\section{Solving for Nash Equilibrium}",
            "(2) characterizing the structure that any Nash equilibrium must satisfy",
            file="solving_lcp",
        ),
    ),
    Erratum(
        REVISION,
        "App. A.1, proof of Lemma A.1",
        r"after the swap of $A'$ and $B'$, 'for all other cases, $\sigma_C$ and $\sigma_C'$ behave identically'; "
        r"'to show that $\sigma_C$ is strictly dominated'",
        "every swapped caller hand changes its action against every bet: a hand of $B'$ now calls, and loses $s$, "
        "against each bet from a better hand. The lemma holds on average: the gain from calling, $(1 + 2s)F_s(y) "
        r"- s$, is non-decreasing in $y$, so the swap gains the integral over $B'$ minus that over $A'$, $\ge 0$, "
        "and $> 0$ against 'always bet $s$'; and it is weakly (not strictly) dominated",
        "03_lcp_derivation",
        "monotone-conditions",
        quote=Quote(
            "\\begin{proof}",
            "For all other cases, $\\sigma_C$ and $\\sigma_C'$ behave identically, so $\\sigma_C'$ is weakly "
            "better than $\\sigma_C$ against every betting strategy.",
            file="appendix_monotone",
        ),
        revision="new",
        revision_where="App. A.1, proof of Lemma A.1",
        revision_quote=Quote(
            "\\begin{proof}",
            "For all other cases, $\\sigma_C$ and $\\sigma_C'$ behave identically, so $\\sigma_C'$ is weakly "
            "better than $\\sigma_C$ against every betting strategy.",
            file="appendix_monotone",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 4.2 and App. A.2, on condition 2",
        "'A monotone calling strategy is therefore less exploitable'",
        "not in general: every caller other than $c$, monotone or not, is exploitable; the monotone caller who "
        "calls every hand concedes $U/4 - V$ (0.43 at $(1/10, 2)$), a non-monotone one that lowers $c$ by "
        r"$\delta$ on $(s_1, s_2]$ at most $\delta s_2$",
        "03_lcp_derivation",
        "monotone-conditions",
        quote=Quote(
            "The second condition for a monotone calling strategy",
            "A monotone calling strategy is therefore less exploitable, and imposing this condition yields a "
            "unique Nash equilibrium.",
            file="solving_lcp",
        ),
        revision="new",
        revision_where="Sec. 4.2 and App. A.2, on condition 2",
        revision_quote=Quote(
            "The second condition for a monotone calling strategy",
            "A monotone calling strategy is therefore less exploitable, and imposing this condition yields a "
            "unique Nash equilibrium.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 9 (Conclusion), Nash Equilibrium Characterization (also Sec. 1.2, Sec. 3, Apps. C.1, D.1)",
        "'We derived the unique admissible Nash equilibrium for LCP'",
        "an equilibrium, with the unique admissible caller $c(s)$; the bettor's admissible (and "
        "monotone-admissible) strategies are not unique",
        "03_lcp_derivation",
        "lcp-admissible",
        quote=Quote(
            "\\textbf{Nash Equilibrium Characterization:}",
            "We derived the unique admissible Nash equilibrium for LCP",
            file="conclusion",
        ),
        revision="new",
        revision_where=(
            "Sec. 9 (Conclusion), Nash Equilibrium Characterization (also Sec. 1.2, Sec. 3, Apps. "
            "C.1, D.1)"
        ),
        revision_quote=Quote(
            "\\textbf{Nash Equilibrium Characterization:}",
            "We derived the unique admissible Nash equilibrium for LCP",
            file="conclusion",
        ),
    ),
    Erratum(
        REVISION,
        "Sec. 9 (Conclusion), Bluffing Frequency and Bet Size",
        "'the monotone-admissible equilibrium prescribes bluffing larger with weaker hands'",
        "monotone-admissibility admits the opposite order (and a continuum of others); the paper's order is "
        "one choice",
        "03_lcp_derivation",
        "monotone-admissible",
        quote=Quote(
            "\\textbf{Bluffing Frequency and Bet Size:}",
            "Moreover, the monotone-admissible equilibrium prescribes bluffing larger with weaker hands and "
            "smaller with stronger bluffs",
            file="conclusion",
        ),
        revision="new",
        revision_where="Sec. 9 (Conclusion), Bluffing Frequency and Bet Size",
        revision_quote=Quote(
            "\\textbf{Bluffing Frequency and Bet Size:}",
            "Moreover, the monotone-admissible equilibrium prescribes bluffing larger with weaker hands and "
            "smaller with stronger bluffs",
            file="conclusion",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 4.2.1 eq. (2), also draft Secs. 5.2.1 and 5.2.4",
        "$(x_4 - x_3)(1 + L) - (x_2 - x_1) L = 0$",
        "$(x_2 - x_1)(1 + L) - (x_4 - x_3) L = 0$: calling gains $1 + L$ against each bluff $(x_1, x_2)$ and "
        "loses $L$ against each value bet $(x_3, x_4)$; the printed form swaps them",
        "03_lcp_derivation",
        "erratum-eq2-eq3",
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
        PAPER,
        "Sec. 4.2.1 eq. (3), also draft Secs. 5.2.1 and 5.2.4",
        "$(1 - x_5)(1 + U) - x_0 U = 0$",
        "$x_0 (1 + U) - (1 - x_5) U = 0$ (bluffs $(0, x_0)$ weigh $1 + U$, value bets $(x_5, 1)$ weigh $U$)",
        "03_lcp_derivation",
        "erratum-eq2-eq3",
        quote=Quote(
            "#### 4.2.1 Caller Indifference",
            r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \tag{3}$$",
        ),
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
        PAPER,
        "Sec. 4.2.1 Case 3, the density ratio and its intuition, also draft Sec. 5.2.1",
        r"$P[\text{value bet} \mid s] / P[\text{bluff} \mid s] = \vert b'(s) \vert / \vert v'(s) \vert$; more "
        r"hands bet near $s$ 'if $\vert v'(s) \vert$ is small'",
        r"$P[\text{value bet} \mid s] / P[\text{bluff} \mid s] = \vert v'(s) \vert / \vert b'(s) \vert$: the value "
        r"hands betting sizes in $[s, s + ds]$ fill an interval of length $\vert v'(s) \vert \, ds$, so more hands "
        "bet near $s$ where $v$ changes fast",
        "03_lcp_derivation",
        "erratum-eq4",
        quote=Quote(
            "#### 4.2.1 Caller Indifference",
            r"$$\frac{\mathbb{P}[\text{value bet}|s]}{\mathbb{P}[\text{bluff}|s]} = \frac{|b'(s)|}{|v'(s)|}$$",
        ),
        revision="persists",
        revision_where=(
            r"Sec. 4.4.1, Case 3 (also 'if $\vert v'(s) \vert$ is small', and the new $P[\text{value bet} \mid s] "
            r"= \vert b' \vert / (\vert b' \vert + \vert v' \vert)$)"
        ),
        revision_quote=Quote(
            r"\textbf{Case 3: $L \leq s \leq U$}",
            r"\frac{\mathbb{P}[\text{value bet} | s]}{\mathbb{P}[\text{bluff} | s]} = \frac{|b'(s)|}{|v'(s)|}",
            file="solving_lcp",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 4.2.1 eq. (4) and its summary in Sec. 4.2, also draft Secs. 5.2.1 and 5.2.4",
        r"$\vert b'(s) \vert (1 + s) + \vert v'(s) \vert s = 0$",
        r"$\vert b'(s) \vert (1 + s) - \vert v'(s) \vert s = 0$ (the printed sum of non-negative terms vanishes "
        "only if $v$ is constant)",
        "03_lcp_derivation",
        "erratum-eq4",
        quote=Quote(
            "#### 4.2.1 Caller Indifference",
            r"$$|b'(s)| \cdot (1+s) + |v'(s)| \cdot s = 0 \tag{4}$$",
        ),
        revision="fixed",
        revision_where="Sec. 4.4.1, Case 3 (and the summary system of Sec. 4.4)",
        revision_quote=Quote(
            r"\textbf{Case 3: $L \leq s \leq U$}",
            r"|b'(s)| \cdot (1 + s) - |v'(s)| \cdot s = 0.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 4.2, the summary list of conditions ($x_3$'s indifference), also draft Sec. 5.2.4",
        "$c(L) - (1 - c(L)) L = x_3$",
        "$(x_3 - c(L))(1 + L) - (1 - x_3) L + c(L) = x_3$, i.e. $x_3 = (1 + c(L))/2$, as eq. (6) prints it; the "
        "summary line is the bluffing condition (7) at $s = L$ and would force $x_3 = x_2$",
        "03_lcp_derivation",
        "erratum-summary-x3",
        quote=Quote(
            "Bettor Indifference and Optimality:",
            r"$$c(L) - (1 - c(L)) \cdot L = x_3$$",
        ),
        revision="fixed",
        revision_where="Sec. 4.4, the summary system (Bettor Indifference and Optimality)",
        revision_quote=Quote(
            r"\textbf{Bettor Indifference and Optimality:}",
            r"& (x_3-c(L)) \cdot (1+L) - (1-x_3) \cdot (L) + c(L) = x_3 \label{eq:valueindiff}",
            file="solving_lcp",
        ),
    ),
    Erratum(
        PAPER,
        "Theorem 5.1, the line for $v(s)$",
        r"$v(s) = \frac{x_2 + s}{2(s + 1)^2}$",
        r"$v(s) = \frac{1 + 4s + 2s^2 + x_2}{2(1 + s)^2} = 1 - \frac{1 - x_2}{2(1 + s)^2}$, as in the draft",
        "03_lcp_derivation",
        "erratum-theorem-5-1",
        quote=Quote(
            "**Theorem 5.1** (Nash Equilibrium Strategy Profile)",
            r"$$v(s) = \frac{x_{2}+s}{2(s+1)^{2}}$$",
        ),
        revision="fixed",
        revision_where=(
            r"Theorem 5.1, $v(s)$ (now in $r = L/(1+L)$, $t = 1/(1+U)$; equals $\frac{x_2 + 2s^2 + 4s + "
            "1}{2(1+s)^2}$)"
        ),
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            r"v(s) &= \frac{r^{3} + t^{3} -1 + \left(r^{3} + t^{3} - 7\right) \left(2 s^{2} + 4 s + 1\right)}{2 "
            r"\left(r^{3} + t^{3} - 7\right) \left(s^{2} + 2 s + 1\right)}",
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        PAPER,
        "Theorem 5.1, the first line for $b(s)$",
        "$b(s) = b_0 - (L + 1)^3 / A_4$",
        r"$b_0 = -(L + 1)^3 / A_4$ (the constant of $b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$, the next "
        "line)",
        "03_lcp_derivation",
        "erratum-theorem-5-1",
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
        PAPER,
        "Theorem 6.2",
        r"$d\mathrm{EV}(x)/dx > 0$ for every $x$",
        r"$d\mathrm{EV}(x)/dx \ge 0$: $\mathrm{EV}$ is constant ($x_2 - 1/2$) on the bluffs $(0, x_2)$ and "
        "strictly increasing from $x_2$ on",
        "04_payoff_regions",
        "theorem-6-2",
        quote=Quote(
            "**Theorem 6.2.**",
            r"$$\frac{d}{dx}EV(x) > 0$$",
        ),
        revision="fixed",
        revision_where="Theorem D.2 (App. D.2): the strict derivative is dropped; 'increasing' is read weakly",
        revision_quote=Quote(
            r"\label{thm:ev_increasing}",
            "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
            file="appendix_payoff_analysis",
        ),
    ),
    Erratum(
        PAPER,
        r"Theorem 7.1 and its proof (Case 1), the threshold for $\mathrm{EV}(x)$ rising with $U$",
        r"$x > \frac{1}{2(1+U)} \left(U \frac{dx_2}{dU} + \frac{U^2 + x_2(1 + 2U)}{1 + U}\right)$",
        r"$x > \frac{1}{2(1+U)} \left(U \frac{dx_2}{dU} + \frac{2U^2 + 4U + 1 + x_2}{1 + U}\right) = v(U) + "
        r"\frac{U}{2(1+U)} \frac{dx_2}{dU}$; it always exceeds $v(U)$, so the $\max(v(U), \cdot)$ of the statement "
        "is this second term",
        "05_parameter_analysis",
        "theorem-7-1",
        quote=Quote(
            "#### 7.1.5 Proof of Theorem 7.1",
            r"$$x > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1+2U)}{1+U} "
            r"\right)$$",
        ),
        revision="persists",
        revision_where="Theorem C.1 and its proof, Case 1 (App. C.1.5)",
        revision_quote=Quote(
            r"\subsubsection{Proof of Theorem \ref{thm:payoff_increasing}}",
            r"x & > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1 + 2U)}{1+U} "
            r"\right)",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 7.1.3, Lemmas 7.2 and 7.3, Theorem 7.1 (proof, Case 2): the intermediate value bets",
        r"the intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
        r"$x \in [x_4, x_5] = [v(L), v(U)]$: the hands $(x_3, x_4)$ bet the minimum $L$, and their payoff also "
        r"falls with $U$ ($d\mathrm{EV}/dU = -\frac{L}{1+L} \frac{dx_2}{dU}$), a case Theorem 7.1's statement omits",
        "05_parameter_analysis",
        "erratum-intermediate-hands",
        quote=Quote(
            "#### **7.1.3** Bet Size",
            r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
        ),
        revision="persists",
        revision_where=(
            "App. C.1.3 (Bet Size), Lemmas C.2 and C.3, Theorem C.1 proof Case 2; Sec. 8.3 summary list"
        ),
        revision_quote=Quote(
            r"\subsubsection{Bet Size}",
            r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        PAPER,
        "Lemma 7.3, proof: a cross-reference",
        "$dv^{-1}(x)/dU$ 'as we showed in the proof of Lemma 7.1'",
        "in the proof of Lemma 7.2 (Lemma 7.1's proof gives only $dx_2/dU$)",
        "05_parameter_analysis",
        "erratum-intermediate-hands",
        quote=Quote(
            "**Lemma 7.3.**",
            "And as we showed in the proof of Lemma 7.1,",
        ),
        revision="fixed",
        revision_where="App. C.1.4, proof of Lemma C.3: now cites Lemma C.2 ($v^{-1}$ decreasing)",
        revision_quote=Quote(
            r"\label{lem:c_increasing}",
            r"From Lemma \ref{lem:v_inverse_decreasing}, we have:",
            file="appendix_parameter_analysis",
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 8.1 eq. (10), the checking range of $S_{FB}$, and its copy in the proof of Theorem 8.1",
        r"$\frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)}$",
        r"$\frac{B}{(1+2B)(2+B)} < x < \frac{1+4B+2B^2}{(1+2B)(2+B)}$ (the printed range is empty)",
        "05_parameter_analysis",
        "theorem-8-1",
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
        PAPER,
        "Theorem 8.2, proof, last equality",
        r"$\frac{x_2\vert_{B,B} + s}{1 + s} = \frac{B(3 + 2B)}{(1 + 2B)(2 + B)}$",
        "the equality holds only at $s = B$, the one size left in the limit; for other $s$ the limit of $c(s)$ is "
        r"$\frac{x_2\vert_{B,B} + s}{1 + s}$",
        "05_parameter_analysis",
        "theorem-8-1",
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
        PAPER,
        "Theorem 8.3, proof: which intervals vanish",
        "$x_0 = 0$ and $x_5 = 1$ 'since these intervals are where the bettor uses a minimum bet size and a "
        "maximum bet size, respectively'",
        r"both $(0, x_0)$ and $(x_5, 1)$ are where the bettor bets the maximum $U$ (impossible at $U = \infty$); "
        "the minimum-size intervals $(x_1, x_2)$ and $(x_3, x_4)$ vanish as $x_1 = x_2$ and $x_3 = x_4$",
        "05_parameter_analysis",
        "erratum-theorem-8-3-prose",
        quote=Quote(
            "**Theorem 8.3.**",
            "are expected, since these intervals are where the bettor uses a minimum bet size and a maximum "
            "bet size, respectively, both of which are impossible.",
        ),
        revision="gone",
        revision_where=(
            r"Sec. 7.2, Remark (Convergence to NLCP): says only 'the boundary regions collapse ($x_0 \to 0$, $x_5 "
            r"\to 1$)', no reason given"
        ),
    ),
    Erratum(
        PAPER,
        "Sec. 9.3, the reading of the symmetry",
        "the loss in value from decreasing $U$ is equivalent to the loss from increasing $U$ in a reciprocal "
        "manner",
        "... to the loss from increasing $L$: $V(L, U) - V(L, U') = V(1/U, 1/L) - V(1/U', 1/L)$",
        "05_parameter_analysis",
        "erratum-symmetry-prose",
        quote=Quote(
            "## 9.3 Value Symmetry",
            "Similarly, the loss in value from decreasing U is equivalent to the loss from increasing U in a "
            "reciprocal manner.",
        ),
        revision="gone",
        revision_where=(
            "Sec. 6 (after Theorem 6.1): the symmetry paragraph keeps only 'the benefit from increasing $U$ is "
            "exactly equivalent to that of decreasing $L$ in a reciprocal manner'"
        ),
    ),
)
