"""The errata of the manuscript's Secs. 2-4 (the games, Definition 3.1, Theorem 4.1)."""

from __future__ import annotations

from lcp.record.sources import MANUSCRIPT, REVISION, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-man-001",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 2.1.1, FBCP value-betting threshold",
        printed=r"$x > \frac{1 + 4s + 2B^2}{(1 + 2B)(2 + B)}$",
        corrected=r"$x > \frac{1 + 4B + 2B^2}{(1 + 2B)(2 + B)}$: the $s$ is a misprint for $B$ (FBCP has no $s$)",
        notebook="01_fixed_bet",
        cell="erratum-fbcp-value-threshold",
        quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)", r"$$x > \frac{1+4s+2B^2}{(1+2B)(2+B)}$$"),
        revision="gone",
        revision_where=(
            "Sec. 1.1.1: the FBCP thresholds are no longer printed (commented out of the LaTeX, there with "
            "$4B$); Sec. 7.1's $S_{FB}(x, B)$ states the value-betting threshold correctly"
        ),
    ),
    Erratum(
        id="E-man-002",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 2.1.1, footnote 2 (what 'admissible' means)",
        printed="An admissible strategy is one which is not strictly dominated by any other strategy",
        corrected=(
            "not *weakly* dominated: no caller strategy is strictly dominated (against a bettor who always "
            "checks all earn the same), so with the printed definition FBCP has a continuum of admissible "
            "equilibria (e.g. calling every hand of $(a, v)$ with probability $1/(1 + 2B)$); with weak "
            "dominance the threshold $c$ is the only admissible optimal calling rule, as the text says"
        ),
        notebook="01_fixed_bet",
        cell="fbcp-optimal-calling",
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
        id="E-rev-001",
        source=REVISION,
        severity="moderate",
        where=(
            "Sec. 1.1.2, Figure 1, the NLCP strategy profile (images/NLCP_strategy_profile.png), bluffing "
            "branch; the manuscript's Sec. 2.1.2 has only a placeholder for it (the loose words 'generate', "
            "'graph', 'strate', 'of')"
        ),
        printed=r"bluffing hands drawn at $x = \frac{1}{7(1 + s)^3}$, e.g. hand 0.1 bluffing about 0.12",
        corrected=(
            r"$x = \frac{3s + 1}{7(1 + s)^3}$, as the text prints it: hand 0.1 bluffs 0.57 (the plot drops the "
            "factor $3s + 1$; the drawn bluffs leave the caller short of indifference, so they are no "
            "equilibrium)"
        ),
        notebook="02_no_limit",
        cell="erratum-nlcp-figure",
        quote=Quote(
            r"See Figure \ref{fig:nlcp_strategy_profile}",
            r"\includegraphics[width=0.8\textwidth]{images/NLCP_strategy_profile.png}",
            file="introduction",
        ),
    ),
    Erratum(
        id="E-man-003",
        source=MANUSCRIPT,
        severity="moderate",
        where="Definition 3.1: payoffs after a bet",
        printed="call 'giving payoff $1 + 2s$ to the higher hand', fold 'giving payoff 1 to the bettor'",
        corrected=(
            "$1 + 2s$ is the pot, not a payoff in the accounting the paper computes with (winnings net of "
            "one's own bets: fold $+1$, call won $+(1 + s)$, call lost $-s$; each is the net payoff with ante "
            "$1/2$ plus $1/2$)"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-definition-3-1",
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
            (
                "payoff is $0.5 + s$ to the player with higher hand strength (the other player's bet/call and "
                r"ante) \item If the bettor bets $s \in [L, U]$ and the caller folds: payoff is $0.5$ (the "
                "caller's ante) to the bettor"
            ),
            file="lcp",
        ),
    ),
    Erratum(
        id="E-man-004",
        source=MANUSCRIPT,
        severity="major",
        where="Theorem 4.1 (repeated in Thm. 5.1 and Secs. 6.1, 7.1.1: 'the unique admissible Nash equilibrium')",
        printed="LCP has a unique admissible-strategy Nash equilibrium",
        corrected=(
            r"for $0 < L < U < \infty$ the caller's admissible optimal strategy is unique (the threshold "
            "$c(s)$), and so are the value bets, the checks and how often each size is bluffed; which "
            "bluffing hand bets which size is not: the paper's plan and its mirror image (bluff sizes "
            "increasing with the hand) are both admissible, so there are at least two admissible equilibria. "
            "At $L = 0$ the stated profile is not admissible: a zero bet weakly dominates its checks, and "
            "calling a zero bet weakly dominates folding it below $c(0)$"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-admissible",
        quote=Quote("## 4 Solving LCP", "**Theorem 4.1.** LCP has a unique admissible-strategy Nash equilibrium"),
        revision="persists",
        revision_where=(
            "Theorem 5.1 (reworded: unique with a monotone caller and a monotone-admissible bettor, still "
            "false: the mirror-image bluff plan qualifies too, notebook 3 cell monotone-admissible); 'the "
            "unique admissible Nash equilibrium' is still printed in Secs. 1.2, 3, 9.1 and Apps. D.1, E.1"
        ),
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            (
                "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the "
                "bettor's strategy is monotone-admissible"
            ),
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-man-022",
        source=MANUSCRIPT,
        severity="moderate",
        where="Sec. 4.1, Claim 3 (the continuity of $c(s)$): the exploit it names",
        printed="a jump in $c(s)$ lets the bettor gain 'by bluffing with sizes just below the discontinuity'",
        corrected=(
            "just *above* it: after Claim 2 a jump of a non-decreasing $c$ is upward, and a bluff's payoff "
            r"$c(s)(1 + s) - s - \frac12$ jumps up with it by $(1 + s_0)\,\delta$, so the sizes above the jump "
            "gain and those below earn what bluffs earned before (at $(L, U) = (1/10, 2)$, $c$ raised by "
            "$1/10$ above $s_0 = 1$: a gain of $1/5$ just above, none just below); the conclusion, a "
            "continuous $c$, stands"
        ),
        notebook="03_lcp_derivation",
        cell="claim-3-jump",
        quote=Quote(
            "Claim 3: The cutoff c(s) must be continuous, even at endpoints L and U.",
            "They could then exploit by bluffing with sizes just below the discontinuity, contradicting equilibrium.",
        ),
        revision="gone",
        revision_where=(
            "Sec. 4.3: the Claims are commented out of the LaTeX, this sentence unchanged among them; item 1 "
            "states the continuity of $c(s)$ with no argument"
        ),
    ),
    Erratum(
        id="E-man-005",
        source=MANUSCRIPT,
        severity="major",
        where=(
            "Sec. 4.1, Claim 7; the draft's Sec. 5.1 makes the same argument ('bluff big with their weakest hands')"
        ),
        printed=(
            "Bluffing sizes should decrease with hand strength. ... it is what makes the strategy profile "
            "uniquely admissible"
        ),
        corrected=(
            "the increasing order is admissible too: against a caller who also calls a few weak hands at each "
            "size (lcp.continuous.admissible.separator) it is strictly the bettor's best plan among his best replies to "
            "$c$, so no strategy weakly dominates it; and against callers who call one size too loosely it is "
            "sometimes the better order (at $U$), sometimes the worse (at $L$)"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-admissible",
        quote=Quote(
            "Claim 7: Bluffing sizes should decrease with hand strength.",
            (
                "This claim is not necessary to have a Nash equilibrium, but it is what makes the strategy "
                "profile uniquely admissible."
            ),
        ),
        revision="persists",
        revision_where=(
            "Sec. 4.2 (Monotone Strategies), last paragraph, and App. A.2 (reworded for "
            "monotone-admissibility, still false: against the monotone caller who calls every hand the mirror "
            "plan earns more, notebook 3 cell monotone-admissible; Claim 7 itself is commented out)"
        ),
        revision_quote=Quote(
            "This definition distinguishes bettor strategies that differ only in how they bluff.",
            (
                "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker "
                "hands and smaller with stronger hands, which is optimal against all monotone deviations."
            ),
            file="solving_lcp",
        ),
    ),
)
