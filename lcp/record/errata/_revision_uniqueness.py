"""The errata of the revision's uniqueness and monotone-strategy statements (notebook 3)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-rev-002",
        source=REVISION,
        severity="major",
        where="Sec. 4.1 (Uniqueness and Equilibrium Selection); App. A.2",
        printed="a monotone caller and a monotone-admissible bettor 'uniquely determine the equilibrium'",
        corrected=(
            r"for $0 < L < U < \infty$ the paper's bluff plan and its mirror image are both "
            "monotone-admissible (the monotone caller who calls every hand makes the mirror plan the unique "
            "best, a fading mixture of monotone callers the paper's plan), and so is every plan that sorts "
            r"the bluffing hands by some $A = \rho(1 + 2s)$, $\rho$ non-increasing; with the monotone caller "
            "$c$ each is an equilibrium: a continuum of them"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        quote=Quote(
            r"\subsection{Uniqueness and Equilibrium Selection}",
            "These refinements uniquely determine the equilibrium we analyze.",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-003",
        source=REVISION,
        severity="major",
        where="Theorem 5.1, second sentence",
        printed=(
            "the profile 'is the unique equilibrium in which the caller uses a monotone strategy and the "
            "bettor's strategy is monotone-admissible'"
        ),
        corrected=(
            "it is one such equilibrium; the same caller with the mirror-image bluff plan (sizes increasing "
            r"with the hand) is another, and so are the other plans sorted by some $A = \rho(1 + 2s)$"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        quote=Quote(
            "The following strategy profile constitutes a Nash equilibrium of LCP.",
            (
                "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the "
                "bettor's strategy is monotone-admissible"
            ),
            file="nash_equilibrium",
        ),
    ),
    Erratum(
        id="E-rev-004",
        source=REVISION,
        severity="major",
        where="Sec. 4.2, last paragraph (and App. A.2, Application to LCP)",
        printed="the paper's plan (larger bluffs with weaker hands) 'is optimal against all monotone deviations'",
        corrected=(
            "no plan is: against the monotone caller who calls every hand the mirror plan earns strictly more "
            r"(its bluffs earn $1.46 \times 10^{-2}$ more at $(1/10, 2)$), against the step caller who calls "
            r"every hand up to $s = 1$ the paper's plan does ($8.03 \times 10^{-3}$ more)"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        quote=Quote(
            "This definition distinguishes bettor strategies",
            (
                "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker "
                "hands and smaller with stronger hands, which is optimal against all monotone deviations."
            ),
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-005",
        source=REVISION,
        severity="major",
        where="Sec. 4 (opening), stage (2), and Sec. 4.3 items 3 and 4 (also Sec. 1.2)",
        printed=(
            "the Sec. 4.3 structure, with $U$ bet by the weakest bluffs, $L$ by the strongest and the sizes between a "
            "decreasing function of the hand, is what 'any Nash equilibrium must satisfy'; Sec. 1.2: 'we establish "
            "the structure of optimal play'"
        ),
        corrected=(
            "every equilibrium has the value bets, checks and bluff frequencies of Sec. 4.3, and every "
            "admissible one the caller $c(s)$; the bluff sizes may be assigned to the bluffing hands in any "
            "way (the increasing order included)"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-other-equilibria",
        quote=Quote(
            r"\section{Solving for Nash Equilibrium}",
            "(2) characterizing the structure that any Nash equilibrium must satisfy",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-006",
        source=REVISION,
        severity="moderate",
        where="App. A.1, proof of Lemma A.1",
        printed=(
            r"after the swap of $A'$ and $B'$, 'for all other cases, $\sigma_C$ and $\sigma_C'$ behave "
            r"identically'; 'to show that $\sigma_C$ is strictly dominated'"
        ),
        corrected=(
            "every swapped caller hand changes its action against every bet: a hand of $B'$ now calls, and "
            "loses $s$, against each bet from a better hand. The lemma holds on average: the gain from "
            "calling, $(1 + 2s)F_s(y) - s$, is non-decreasing in $y$, so the swap gains the integral over "
            r"$B'$ minus that over $A'$, $\ge 0$, and $> 0$ against 'always bet $s$'; and it is weakly (not "
            "strictly) dominated"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        quote=Quote(
            r"\begin{proof}",
            (
                r"For all other cases, $\sigma_C$ and $\sigma_C'$ behave identically, so $\sigma_C'$ is weakly "
                r"better than $\sigma_C$ against every betting strategy."
            ),
            file="appendix_monotone",
        ),
    ),
    Erratum(
        id="E-rev-007",
        source=REVISION,
        severity="moderate",
        where="Sec. 4.2 and App. A.2, on condition 2",
        printed="'A monotone calling strategy is therefore less exploitable'",
        corrected=(
            "not in general: every caller other than $c$, monotone or not, is exploitable; the monotone "
            "caller who calls every hand concedes $U/4 - V$ (0.43 at $(1/10, 2)$), a non-monotone one that "
            r"lowers $c$ by $\delta$ on $(s_1, s_2]$ at most $\delta s_2$"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        quote=Quote(
            "The second condition for a monotone calling strategy",
            (
                "A monotone calling strategy is therefore less exploitable, and imposing this condition "
                "yields a unique Nash equilibrium."
            ),
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-rev-008",
        source=REVISION,
        severity="major",
        where="Sec. 9 (Conclusion), Nash Equilibrium Characterization (also Sec. 1.2, Sec. 3, Apps. D.1, E.1)",
        printed="'We derived the unique admissible Nash equilibrium for LCP'",
        corrected=(
            "an equilibrium, with the unique admissible caller $c(s)$; the bettor's admissible (and "
            "monotone-admissible) strategies are not unique"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-admissible",
        quote=Quote(
            r"\textbf{Nash Equilibrium Characterization:}",
            "We derived the unique admissible Nash equilibrium for LCP",
            file="conclusion",
        ),
    ),
    Erratum(
        id="E-rev-009",
        source=REVISION,
        severity="major",
        where="Sec. 9 (Conclusion), Bluffing Frequency and Bet Size",
        printed="'the monotone-admissible equilibrium prescribes bluffing larger with weaker hands'",
        corrected=(
            "monotone-admissibility admits the opposite order (and a continuum of others); the paper's order "
            "is one choice"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        quote=Quote(
            r"\textbf{Bluffing Frequency and Bet Size:}",
            (
                "Moreover, the monotone-admissible equilibrium prescribes bluffing larger with weaker hands "
                "and smaller with stronger bluffs"
            ),
            file="conclusion",
        ),
    ),
)
