"""Every discrepancy found in the source texts, with the corrected statement and where it is proved.

One table for the whole companion: each notebook adds its rows here, and shows its own rows with
:func:`for_notebook`. ``cell`` is the tag of the notebook cell whose assertions prove the correction
(``tests/test_errata.py`` checks that the cell exists). The text fields write formulas as ``$...$`` TeX
(the convention is :mod:`lcp.markup`'s); ``python -m lcp.errata`` prints the rows as plain text.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import markup
from .sources import REVISION, Quote


@dataclass(frozen=True)
class Erratum:
    r"""One discrepancy: where a source prints what, the corrected statement, and the cell that proves it.

    The text fields (``where``, ``printed``, ``corrected``, ``revision_where``) follow :mod:`lcp.markup`
    (``$...$`` math, ``*word*`` emphasis); ``quote`` and ``revision_quote`` are verbatim.

    Examples
    --------
    >>> e = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = 1/14$", "02_no_limit", "nlcp-value")
    >>> e.revision, markup.plain(e.corrected)
    ('other', 'V = 1/14')
    """

    source: str  # seed file in ../shared/seeds
    where: str  # section / equation / paragraph
    printed: str
    corrected: str
    notebook: str  # notebooks/<notebook>.py proves it
    cell: str  # tag of the proving cell
    quote: Quote | None = None  # the printed words, verbatim, at their place in ``source``
    revision: str = "other"  # status in the revised paper (lcp.sources.REVISION_STATUSES)
    revision_where: str = ""  # the place in the revision, where it has one
    revision_quote: Quote | None = None  # the revision's words (persists: the same error; fixed: the correction)


PAPER = "limit-continuous-poker-2025-05.md"
DRAFT = "limit-continuous-poker-draft-2025-04.md"
DECKS = "von-neumann-newman-finite-decks.md"
BLOG = "toddler-poker-blog.md"
THESIS = "kuhn-poker-sandbagging-thesis.md"

ERRATA: tuple[Erratum, ...] = (
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
        "the manuscript's Sec. 2.1.2 has only a placeholder for it ('generate graph of the strategies')",
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
        "Definition 3.1 (and the draft's): payoffs after a bet",
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
        "Theorem 4.1 (repeated in Thm. 5.1 and Secs. 6, 6.1, 7.1.1: 'the unique admissible Nash equilibrium')",
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
        r"the value is right; $b_0 = \lim_{s \to \infty} b(s)$, the constant of $b(s) = b_0 - \frac{(1 + 3s)(x_2 - "
        "1)}{6(1 + s)^3}$ (named only in the sympy appendix)",
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
    Erratum(
        DRAFT,
        "Sec. 5.2.3 (Continuity Constraints), first sentence",
        "'As discussed above, the bettor's strategy is continuous in $s$ and $x$'",
        "continuous except when checking: the bet size drops from $L$ to a check at $x_2$ and rises back to $L$ "
        "at $x_3$ (whole intervals $(x_1, x_2)$ and $(x_3, x_4)$ bet $L$), and nothing above argues it (only "
        "$c(s)$ was shown continuous); eq. (8) needs only that $b$ and $v$ meet the ends of their intervals, "
        "$b(U) = x_0$, $b(L) = x_1$, $v(L) = x_4$, $v(U) = x_5$",
        "03_lcp_derivation",
        "erratum-draft-continuity",
        quote=Quote(
            "### 5.2.3 Continuity Constraints",
            "As discussed above, the bettor's strategy is continuous in  $s$  and  $x$ .",
        ),
        revision="fixed",
        revision_where=(
            "Sec. 4.4.3 (Continuity Constraints): 'continuous in $s$ and $x$ (except when checking)', as already "
            "in the manuscript's subsection 4.2.3"
        ),
        revision_quote=Quote(
            r"\subsubsection{Continuity Constraints}",
            r"As discussed above, the bettor's strategy is continuous in $s$ and $x$ (except when checking).",
            file="solving_lcp",
        ),
    ),
    Erratum(
        BLOG,
        "Solution, Player B's best response",
        r"'since $\int_0^y p(x)\,dx$ is monotonically increasing no matter what $p$ is, there is a unique $y$ that "
        "yields equality'",
        "it is only non-decreasing; at the equilibrium it is flat on A's checking interval $[a, v]$ and the "
        "equality holds for every $y$ there (B indifferent on the whole interval); the threshold $c$ is one best "
        "reply, singled out by A's indifference, not by uniqueness",
        "01_fixed_bet",
        "blog-derivation",
        quote=Quote(
            "### Player B’s best response",
            r"Since $\int_0^y p(x)dx$ is a monotonically increasing function no matter what $p$ is, there is a "
            "unique $y$ that yields equality.",
        ),
    ),
    Erratum(
        BLOG,
        "answer to 'How can this possibly be better', last paragraph",
        r"'when Player A calls (60% of the time), they only \$0.20 on average'",
        r"they lose \$0.20 on average when checking (EV $-0.2$); the net $0.4 \cdot 0.55 - 0.6 \cdot 0.2 = 0.10$ "
        "uses the loss",
        "01_fixed_bet",
        "blog-claims",
        quote=Quote(
            "With my strategy, again assuming the same strategy for Player B",
            r"But when Player A calls (60% of the time), they only \$0.20 on average",
        ),
    ),
    Erratum(
        BLOG,
        "answer to the comment on B's threshold (after the 0.5 / 0.2 example), last sentence",
        "'this problem has a unique pair of strategies such that A and B's strategies are best responses to one "
        "another'",
        "A's optimal strategy is unique, B's is not: calling every hand of $(0.1, 0.7)$ with probability $1/2$ "
        r"(and every hand above 0.7) also holds A to \$0.10, and A's strategy is a best reply to it, so the two "
        "are a second pair of mutual best responses (any calling rule whose calls on $(0.1, y)$ stay below $(y - "
        "0.1)/2$, with equality at 0.7, is optimal); the threshold 0.4 is the one B strategy against which A "
        "cannot gain by any deviation",
        "01_fixed_bet",
        "blog-best-responses",
        quote=Quote(
            "You’re correct that if A is playing optimally",
            "this problem has a unique pair of strategies such that A and B's strategies are best responses to "
            "one another",
        ),
    ),
    Erratum(
        BLOG,
        "last answer, last sentence",
        "'either player's expected winnings get worse if they deviate from their strategy while the other player "
        "keeps their strategy fixed to the Nash optimal'",
        "no player's winnings improve: for B they need not get worse (his threshold 0.5, or any rule above, "
        r"leaves A exactly \$0.10, as the author's earlier answer says); only A's deviations on hands of positive "
        r"measure strictly lose (bluffing up to 0.2 against 0.4: \$0.09)",
        "01_fixed_bet",
        "blog-best-responses",
        quote=Quote(
            "B could adapt their strategy and improve",
            "Similarly, either player’s expected winnings get worse if they deviate from their strategy while the "
            "other player keeps their strategy fixed to the Nash optimal.",
        ),
    ),
    Erratum(
        DECKS,
        "Finitely Many Cards, threshold strategies: 'If $n$ is a multiple of 9 ... $1/9$ ... If $n$ is not a "
        "multiple of 9, then the values are close, but a little less so'",
        "$1/9$ for multiples of 9; every other $n$ a little less",
        r"the value is $1/9$ exactly when $n \equiv 0$ or $1 \pmod 9$ ($n = 10$: cuts $(2, 8, 7)$) and strictly "
        "less for every other $n$ (both directions proved for every $n$, cells nine-k-proof and mod-d-proof); for "
        r"$n \equiv 4, 5, 6 \pmod 9$ there is no threshold equilibrium at all",
        "06_finite_decks",
        "erratum-multiples-of-nine",
        quote=Quote(
            "Now we can go much further, which leads to a nice result",
            "If n is not a multiple of 9, then the values are close, but a little less so.",
        ),
    ),
    Erratum(
        DECKS,
        "Slow linear programming, $n = 4$, $b = 2$: strategies (1.1) and (1.2)",
        "'bet if his card is 4 and fold if his card is 1, 2, or 3'",
        "Player I checks (he cannot fold): bet with 4 and check with 1, 2, 3; (1.2) likewise 'check if 2 or 3'",
        "06_finite_decks",
        "erratum-n4-fold",
        quote=Quote(
            "Slow linear programming for mixed Nash equilibria.",
            "bet if his card is 4 and fold if his card is 1, 2, or 3",
        ),
    ),
    Erratum(
        DECKS,
        "D. J. Newman poker, finite deck, $n = 7$, $b = 3$",
        "$13/105$ 'is still less than $1/7$ (due to the limitation of the maximum bet amount)'",
        "$b = 3$ is already the saturation point for $n = 7$: every maximum bet gives $13/105$; the shortfall "
        "comes from the 7-card deck and the integer bet sizes, not from the cap",
        "06_finite_decks",
        "erratum-13-105",
        quote=Quote(
            "(DJN-II)",
            "the value of this game is $13/105 = 0.1238095238$, which is still less than $1/7 = 0.1428571429$ "
            "(due to the limitation of the maximum bet amount)",
        ),
    ),
    Erratum(
        DECKS,
        "D. J. Newman poker, last paragraph",
        "as $n$ grows with $b$ at saturation 'the value of the game seems to converge to ... $1/7$'",
        r"the computed values approach $\approx 0.1375388636$ (ante 1), the value of the continuous game "
        r"restricted to integer bets (pot-1 sizes $1/2, 1, 3/2, \dots$), not $1/7$: the deck refines but the bet "
        r"sizes do not (gap $1.5 \times 10^{-4}$ at $n = 160$ and shrinking like $n^{-1.6}$; the gap to $1/7$ "
        "stays above 0.005; a numerical finding, not a proof)",
        "06_finite_decks",
        "erratum-newman-limit",
        quote=Quote(
            "We noticed that for any given n",
            'the value of the game seems to converge to the D. J. Newman "continuous" value $1/7$',
        ),
    ),
    Erratum(
        DECKS,
        "A Three-Player Poker Game, fast NLP: the 'Player I bets' constraint and the helpers",
        r"$\mathrm{Call3}(i, j, k, b+1)\, q_k r_k$; $\mathrm{Call12}$ and $\mathrm{Call13}$ used but never defined",
        r"the three-way showdown is weighted by $q_j r_k$ (II holds $j$, III holds $k$); $\mathrm{Call12} = "
        r"\mathrm{Call2}$ and $\mathrm{Call13}(\cdot, 1) = \mathrm{Call3}(\cdot, 1)$ reproduce the rules",
        "07_three_player",
        "erratum-three-player-constraints",
        quote=Quote(
            "We first define two procedures:",
            r"\text{Call3}(i, j, k, b+1) \cdot q_k \cdot r_k",
        ),
    ),
    Erratum(
        DECKS,
        "A Three-Player Poker Game, $n = 65$, $b = 2$",
        "value of the game (for Player I) $974/8121 = 0.119935968476789$",
        "the printed cuts are an exact equilibrium, of value $402733/3357900 = 0.1199359718871914$ (the printed "
        "fraction agrees to 8 digits only)",
        "07_three_player",
        "erratum-n65-value",
        quote=Quote(
            "In our experiments with the finite-deck model",
            "The value of the game (for Player I) is $974/8121 = 0.119935968476789$.",
        ),
    ),
    Erratum(
        DECKS,
        "Extension of von Neumann's Continuous Model to Three Players, $b = 2$",
        "$A = 0.137058194328370$, $C = 0.641304115985175$, value $0.122557074714865$",
        "$A = 0.137058194328369$, $C = 0.641304115985179$, value $0.122557074714869$ ($B = 0.829422249795391$ as "
        "printed): the last printed digits carry floating-point error",
        "07_three_player",
        "erratum-continuous-digits",
        quote=Quote(
            "In particular, when $b = 2$ the optimal cuts are",
            "$$A = 0.137058194328370,$$ $$B = 0.829422249795391,$$ $$C = 0.641304115985175.$$ This results in "
            "the value of the game (for Player I) being 0.122557074714865.",
        ),
    ),
    Erratum(
        DECKS,
        "Extension of von Neumann's Continuous Model to Three Players, best bet",
        r"$b^\ast \approx 2.07$, 'maximum payoff of 0.122590664136184'",
        "0.122590664136184 is $V(2.07) = 0.122590664136182$ (to 14 digits), the value at the rounded bet; the "
        r"maximum is $V(b^\ast) = 0.122590699260656$ at $b^\ast = 2.07237857639528$",
        "07_three_player",
        "erratum-optimal-bet",
        quote=Quote(
            "We can also determine the best bet amount b",
            r"Approximately, $b^* \approx 2.07$, resulting in Player I achieving a maximum payoff of "
            "0.122590664136184.",
        ),
    ),
    Erratum(
        DECKS,
        "Finitely Many Cards, 'Finding all pure Nash equilibria via von Neumann's minimax theorem': what the "
        "theorem states",
        "the minimax theorem: 'if the row maximin equals the column minimax, then a pure Nash equilibrium (or "
        "saddle point) is guaranteed to exist'",
        "that is the elementary saddle-point criterion for pure strategies; von Neumann's theorem (1928, [7]) "
        "says that in every finite two-person zero-sum game max-min = min-max over *mixed* strategies, so an "
        "equilibrium in mixed strategies always exists; for $n = 4$, $b = 2$ the pure maximin 0 lies below the "
        "pure minimax $1/6$ (no saddle point), yet the printed mixtures guarantee $1/12$ to each side",
        "06_finite_decks",
        "erratum-minimax-theorem",
        quote=Quote(
            "In the context of a two-player zero-sum game",
            "the theorem states that if the row maximin equals the column minimax, then a pure Nash equilibrium "
            "(or saddle point) is guaranteed to exist",
        ),
    ),
    Erratum(
        DECKS,
        "Finitely Many Cards, the historical note",
        "'von Neumann and Oskar Morgenstern showed that for a zero-sum game, there must always exist at least one "
        "mixed Nash equilibrium, as demonstrated in their 1944 book'",
        "that is von Neumann's minimax theorem, proved by him alone in 1928 (the paper's [7], the theorem it has "
        "just named); the 1944 book with Morgenstern ([8]) proves it again",
        "06_finite_decks",
        "erratum-minimax-theorem",
        quote=Quote(
            "Here is a historical note related to this",
            "von Neumann and Oskar Morgenstern showed that for a zero-sum game, there must always exist at least "
            "one mixed Nash equilibrium, as demonstrated in their 1944 book",
        ),
    ),
    Erratum(
        THESIS,
        "Stupid Mistakes, the dealer's options with the king (our Q) when bet to",
        "'the dealer will either fold or raise'",
        "fold or call (the same sentence has just ruled raising out; the family calls with $1/3$)",
        "08_kuhn_poker",
        "thesis-misprints",
        quote=Quote(
            "Stupid Mistakes",
            "Thus, given that the dealer is dealt the king and bet to, the dealer will either fold or raise.",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Dealer, Dealer Queen (our J), last paragraph",
        "'When bet to, the dealer ... will cut his losses and check'",
        "he folds: checking is not an option when bet to",
        "08_kuhn_poker",
        "thesis-misprints",
        quote=Quote(
            "Proving Equilibrium for the Dealer",
            "When bet to, the dealer is significantly worse off if he calls or raises, so he will cut his "
            "losses and check.",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Dealer, Dealer Queen (our J), raising when bet to",
        "'so the dealer will never raise his ace after being bet to'",
        "'never raise his queen': the paragraph is about the queen (raising it loses 3 to the opener's ace)",
        "08_kuhn_poker",
        "thesis-misprints",
        quote=Quote(
            "Proving Equilibrium for the Dealer",
            "so the dealer will never raise his ace after being bet to",
        ),
    ),
    Erratum(
        THESIS,
        "Kuhn Poker, the tree of Kuhn's family after the change of variable",
        r"king: 'Check: $(1-\gamma)/3 + 1/3$, Bet: $2/3 - (1-\gamma)/3$'",
        r"the king never bets: those are check-call $(1-\gamma)/3 + 1/3$ and check-fold $2/3 - (1-\gamma)/3$",
        "08_kuhn_poker",
        "thesis-misprints",
        quote=Quote(
            "If we alter things slightly",
            r"Check: $(1-\gamma)/3+1/3$ Bet: $2/3-(1-\gamma)/3$",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Opener, Opener Queen (our J), closing sentence",
        "'no benefit to increasing the probability by which the dealer either bluffs or checks'",
        "by which the opener bluffs or checks: both earn the opener -1 with the queen",
        "08_kuhn_poker",
        "thesis-narrative",
        quote=Quote(
            "Opener Queen",
            "There is no benefit to increasing the probability by which the dealer either bluffs or checks, as "
            "the return is -1 in both cases.",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Opener, Opener King (our Q), after checkraising",
        "'instead stick with checkcalling and checkraising'",
        "checkcalling and checkfolding (both $-1/3$); checkraising, just shown to lose ($-5/6$), is what he avoids",
        "08_kuhn_poker",
        "thesis-narrative",
        quote=Quote(
            "Opener King",
            "Thus, the opener has direct incentive not to checkraise and instead stick with checkcalling and "
            "checkraising.",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Opener, Opener King (our Q), the checkfold branch",
        "'the returns for the dealer checkfolding the king to the dealer's queen'",
        "the opener checkfolding the king: the king and the plan are the opener's",
        "08_kuhn_poker",
        "thesis-narrative",
        quote=Quote(
            "Opener King",
            "Thus, the returns for the dealer checkfolding the king to the dealer's queen are",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Dealer, Dealer Queen (our J) checked to, betfolding: the first 'Overall' line",
        r"$-\frac{2\alpha}{1+\alpha} + \frac{-1+\alpha}{1+\alpha} = \frac{1}{1+\alpha}$",
        r"$= \frac{-1-\alpha}{1+\alpha} = -1$, as the next line prints (the dealer's queen loses 1 whether it "
        "checks or betfolds)",
        "08_kuhn_poker",
        "thesis-dealer-sums",
        quote=Quote(
            "If the dealer betfolds with the specified",
            r"Overall, we see that betfolding the queen will give an expected value of $-\frac{2\alpha}{1+\alpha} "
            r"+ \frac{-1+\alpha}{1+\alpha} = \frac{1}{1+\alpha}$.",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Dealer, Dealer King (our Q) checked to: who holds what",
        r"the opener holds the queen '$(2+\alpha)/(2+\alpha+\alpha)$ of the time' and the ace "
        r"'$\alpha/(2+\alpha+\alpha)$'",
        r"$(2+\alpha)/(2+4 \alpha)$ and $3 \alpha/(2+4 \alpha)$: he checks the queen with probability "
        r"$(2+\alpha)/3$ and the ace with $\alpha$ (e.g. $1/2$ each at $\alpha = 1$, printed $3/4$ and $1/4$); the "
        "conclusion, check the king, stands, and the expected-value section uses the right weights",
        "08_kuhn_poker",
        "thesis-dealer-sums",
        quote=Quote(
            "We move on to the king. According to our strategy",
            r"then $\frac{2+\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the queen and the other "
            r"$\frac{\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the ace",
        ),
    ),
    Erratum(
        THESIS,
        "Dealer Expected Value, the dealer's ace (our K) checked to: the displayed sum",
        r"$\frac{1}{2}\left(\frac{2+\alpha}{3} + \frac{2}{3} + \frac{2-2\alpha}{3} + \frac{2}{3} + "
        r"\frac{1+\alpha}{3}\right) = \frac{1}{2} \cdot \frac{7}{3}$",
        r"the five printed terms sum to $\frac{1}{2} \cdot \frac{9}{3} = \frac{3}{2}$: one $2/3$ is counted twice "
        r"(the king's fold term is $2/3 - (1-\alpha)/3 = (1+\alpha)/3$); $\frac{1}{2}\left(\frac{2+\alpha}{3} + "
        r"\frac{2}{3} + \frac{2-2\alpha}{3} + \frac{1+\alpha}{3}\right) = 7/6$, the result, is right",
        "08_kuhn_poker",
        "thesis-dealer-sums",
        quote=Quote(
            "We now compute the expected value to the dealer of being dealt an ace",
            r"=\frac{1}{2}(\frac{2+\alpha}{3}+\frac{2}{3}+\frac{2-2\alpha}{3}+\frac{2}{3}+\frac{1+\alpha}{3})="
            r"\frac{1}{2}(\frac{7}{3})",
        ),
    ),
    Erratum(
        THESIS,
        "Proving Equilibrium for the Opener, opening paragraph",
        "the plans played with probability 0 are 'dominated' and 'the opener is strictly better off by not "
        "performing these actions'",
        "not with the ace (our K): checkcalling and betfolding it earn $7/6$ against the family's dealer, as much "
        "as checkraising and betcalling (as the Discussion says); only checkfolding it ($2/3$) is strictly worse",
        "08_kuhn_poker",
        "thesis-ace-choices",
        quote=Quote(
            "Proving Equilibrium for the Opener",
            "we verify that these strategies are indeed dominated and that the opener is strictly better off by "
            "not performing these actions",
        ),
    ),
)


def for_notebook(notebook: str) -> tuple[Erratum, ...]:
    """The errata proved in ``notebook`` (e.g. ``"01_fixed_bet"``).

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.

    Returns
    -------
    tuple of Erratum
        Its rows of :data:`ERRATA`, in table order.

    Examples
    --------
    >>> all(e.notebook == "01_fixed_bet" for e in for_notebook("01_fixed_bet")), for_notebook("no such notebook")
    (True, ())
    """
    return tuple(e for e in ERRATA if e.notebook == notebook)


def markdown(errata=ERRATA) -> str:
    r"""The errata as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    errata : iterable of Erratum
        The rows (default :data:`ERRATA`).

    Returns
    -------
    str
        The table; each text cell rendered by :func:`lcp.markup.markdown_cell` (a ``|`` outside math escaped,
        every formula kept whole).

    Examples
    --------
    >>> row = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = 1/14$ (a \vert misprint)", "02_no_limit", "nlcp-value")
    >>> print(markdown([row]).splitlines()[-1])
    | limit-continuous-poker-2025-05.md | Sec. 9 | $V = 1/7$ | $V = 1/14$ (a \vert misprint) | `notebooks/02_no_limit` cell `nlcp-value` |
    """

    rows = ["| source | where | printed | corrected | proved in |", "| --- | --- | --- | --- | --- |"]
    for e in errata:
        cells = (e.source.replace("|", "\\|"), *(markup.markdown_cell(t) for t in (e.where, e.printed, e.corrected)),
                 f"`notebooks/{e.notebook}` cell `{e.cell}`")
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def text(errata=ERRATA, width: int = 100) -> str:
    r"""The errata as plain text for a terminal: one block per row, formulas in Unicode where they read well.

    Parameters
    ----------
    errata : iterable of Erratum
        The rows (default :data:`ERRATA`).
    width : int
        The line width the blocks are wrapped to (a formula is never split).

    Returns
    -------
    str
        The numbered blocks, separated by blank lines (what ``python -m lcp.errata`` prints).

    Examples
    --------
    >>> row = Erratum(PAPER, "Sec. 9", r"$V = 1/7$", r"$V = \frac{1}{14}$", "02_no_limit", "nlcp-value")
    >>> print(text([row]))
    1. limit-continuous-poker-2025-05.md: Sec. 9
       printed:   V = 1/7
       corrected: V = 1/14
       proved in: notebooks/02_no_limit, cell nlcp-value
       revision:  other
    """
    blocks = []
    for i, e in enumerate(errata, 1):
        fields = [("printed", e.printed), ("corrected", e.corrected),
                  ("proved in", f"notebooks/{e.notebook}, cell {e.cell}"),
                  ("revision", e.revision + (f": {e.revision_where}" if e.revision_where else ""))]
        blocks.append(markup.plain_block(f"{i}. {e.source}: {e.where}", fields, width))
    return "\n\n".join(blocks)


if __name__ == "__main__":  # pragma: no cover
    print(text())
