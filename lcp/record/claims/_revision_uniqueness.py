"""The claims of the revision on uniqueness and monotone strategies (notebook 3)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-002",
        source=REVISION,
        severity="major",
        status="proved",
        where="Sec. 4.1 (Uniqueness and Equilibrium Selection)",
        statement="LCP has an infinite class of equilibria, differing primarily in how the bettor sizes its bluffs",
        notebook="03_lcp_derivation",
        cell="lcp-admissible",
        note=(
            "exactly: every optimal bettor is a bluff plan (the paper's value bets and checks, any assignment "
            "of the bluffing hands that bluffs each size as often); the optimal callers are many too"
        ),
        quote=Quote(
            r"\subsection{Uniqueness and Equilibrium Selection}",
            (
                "Like FBCP, LCP has an infinite class of Nash equilibria, differentiated primarily by how the "
                "bettor sizes their bluffs."
            ),
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-rev-003",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 4.1",
        statement="a monotone caller and a monotone-admissible bettor determine the equilibrium uniquely",
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        note=(
            r"for $0 < L < U < \infty$ the paper's plan and its mirror image are both monotone-admissible (and "
            r"so is every plan that sorts the bluffs by some $A = \rho(1 + 2s)$, $\rho$ non-increasing), and "
            "$c$ is monotone"
        ),
        erratum="E-rev-002",
    ),
    Claim(
        id="C-rev-004",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 4 (opening): stage (2)",
        statement=(
            "the structure of Sec. 4.3 (bluff sizes decreasing with the hand among it) is what any Nash "
            "equilibrium must satisfy"
        ),
        notebook="03_lcp_derivation",
        cell="lcp-other-equilibria",
        note=(
            "the mirror plan (bluff sizes increasing with the hand) with $c$ is an equilibrium too; the value "
            "bets, checks and the caller's threshold are forced for admissible play, the bluff order is not"
        ),
        erratum="E-rev-005",
    ),
    Claim(
        id="C-rev-005",
        source=REVISION,
        severity="major",
        status="proved",
        where="Sec. 4.2 and App. A.1, Lemma A.1",
        statement=(
            "a caller who calls with some hands and folds better ones at a size, both sets of positive "
            "measure, is weakly dominated"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        note=(
            "the lemma is true (the caller's gain from calling is non-decreasing in his hand, so the swap "
            "gains on average); its proof as written is not valid (erratum)"
        ),
        quote=Quote(
            r"\label{lem:monotone_dominated}",
            r"Specifically, if there exists $s$ and measurable sets $A, B \subseteq [0, 1]$ such that:",
            file="appendix_monotone",
        ),
    ),
    Claim(
        id="C-rev-006",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. A.1, proof of Lemma A.1",
        statement=(
            r"the swap of $A'$ and $B'$ changes nothing in all other cases; 'to show that $\sigma_C$ is "
            "strictly dominated'"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        erratum="E-rev-006",
    ),
    Claim(
        id="C-rev-007",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 4.2",
        statement="violating the second condition (more willing to call smaller bets) is not dominated",
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        note=(
            "no threshold caller at all is weakly dominated: each threshold at each size is some bettor's "
            "unique best answer"
        ),
        quote=Quote(
            "The second condition for a monotone calling strategy",
            "While violating this condition is not dominated, it leads to exploitable calling strategies.",
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-rev-008",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 4.2, App. A.2",
        statement="a monotone calling strategy is therefore less exploitable",
        notebook="03_lcp_derivation",
        cell="monotone-conditions",
        note=(
            "every caller other than $c$ is exploitable, monotone or not; the monotone caller who calls every "
            r"hand is exploitable by $U/4 - V$, a non-monotone one that lowers $c$ by $\delta$ on $(s_1, s_2]$ "
            r"by at most $\delta s_2$"
        ),
        erratum="E-rev-007",
    ),
    Claim(
        id="C-rev-009",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 4.2",
        statement=("monotone-admissibility selects the paper's plan, which is optimal against all monotone deviations"),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        note=(
            "against the monotone caller who calls every hand the mirror plan earns strictly more ($1.46 "
            r"\times 10^{-2}$ at $(1/10, 2)$); the paper's plan wins against others (the fading caller): "
            "neither is optimal against all"
        ),
        erratum="E-rev-004",
    ),
    Claim(
        id="C-rev-010",
        source=REVISION,
        severity="major",
        status="refuted",
        where="App. A.2",
        statement=(
            "the unique monotone-admissible equilibrium bluffs larger with weaker hands, optimal against all "
            "monotone deviations"
        ),
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        quote=Quote(
            r"\textbf{Application to LCP:}",
            (
                "the unique monotone-admissible equilibrium has the bettor bluffing larger with weaker hands "
                "and bluffing smaller with stronger hands, which is optimal against all monotone deviations "
                "by the caller."
            ),
            file="appendix_monotone",
        ),
    ),
    Claim(
        id="C-rev-011",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Theorem 5.1",
        statement="the profile is the unique equilibrium with a monotone caller and a monotone-admissible bettor",
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        note=(
            "the profile is an equilibrium (cell lcp-certificate) with a monotone caller and a "
            "monotone-admissible bettor, but not the only one: its mirror plan with the same caller is "
            "another"
        ),
        erratum="E-rev-003",
    ),
    Claim(
        id="C-rev-012",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 1.2 (Contributions) and Sec. 9 (Conclusion)",
        statement="the paper derives the unique admissible Nash equilibrium of LCP",
        notebook="03_lcp_derivation",
        cell="lcp-admissible",
        note=(
            "the same words in Sec. 3 (last paragraph), App. D and App. E; not unique under either notion of "
            "admissibility (weak dominance against all callers, or against monotone callers)"
        ),
        erratum="E-rev-008",
    ),
    Claim(
        id="C-rev-013",
        source=REVISION,
        severity="major",
        status="refuted",
        where="Sec. 9 (Conclusion), 'Bluffing Frequency and Bet Size'",
        statement="the monotone-admissible equilibrium prescribes bluffing larger with weaker hands",
        notebook="03_lcp_derivation",
        cell="monotone-admissible",
        note=(
            "monotone-admissibility admits the opposite order too; 'larger bluffs require fewer bluffing "
            "combinations' is checked in notebook 9"
        ),
        erratum="E-rev-009",
    ),
)
