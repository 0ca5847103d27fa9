"""The claims of the draft and of the finite-deck paper."""

from __future__ import annotations

from lcp.record.sources import DECKS, DRAFT, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-dft-001",
        source=DRAFT,
        severity="moderate",
        status="refuted",
        where="Secs. 5.2.1, 5.2.4",
        statement="the caller's indifference at $L$ and $U$, and eq. (4), as in the paper",
        notebook="03_lcp_derivation",
        cell="erratum-eq2-eq3",
        note="the same misprints as the paper's",
        quote=Quote("### 5.2.1 Caller Indifference", r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \quad (3)$$"),
        revision="persists",
        revision_where=(
            "Sec. 4.4.1, Case 2 and Case 3 (eq. (3) and the density ratio as before; eqs. (2), (4) and the "
            "summary list corrected)"
        ),
        revision_quote=Quote(
            r"\textbf{Case 2: $s = U$}",
            r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,",
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-dft-002",
        source=DRAFT,
        severity="moderate",
        status="proved",
        where="Sec. 5.2.4",
        statement=r"$c(s)$, $v(s)$, $b(s)$ with $b_0$ substituted, and the $A_0, \dots, A_5$ closed form",
        notebook="03_lcp_derivation",
        cell="erratum-theorem-5-1",
        note="the draft's substituted forms equal the derivation",
        quote=Quote("### 5.2.4 Solving the system", r"$$b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$$"),
        revision="persists",
        revision_where="Sec. 5, Theorem 5.1 ($b_0$, $b(s)$, $c(s)$, $v(s)$ in $r$, $t$; equal to the draft's)",
        revision_quote=Quote(
            r"\label{thm:nash_equilibrium}",
            r"b(s) &= \frac{t^{3} \left(s+1\right)^3 - (3s + 1)}{\left(r^{3} + t^{3} - 7\right) \left(s+1\right)^3}",
            file="nash_equilibrium",
        ),
    ),
    Claim(
        id="C-dft-003",
        source=DRAFT,
        severity="minor",
        status="imprecise",
        where="Sec. 3",
        statement="von Neumann's and Newman's solutions as background",
        notebook="01_fixed_bet",
        cell="fbcp-derivation",
        note=(
            "true, but the credits are missing or partial: the citation for von Neumann's solution is left "
            "blank ('which is discussed in detail .'), and the no-limit game's solution is credited only to "
            "Chen and Ankenman's book (2006); the game and its solution are D. J. Newman's (1959, the "
            "finite-deck paper's [9]), whom the manuscript names ('Newman Poker') but does not cite. Both "
            "solutions are derived here (Newman's in notebook 2, cell nlcp-derivation)"
        ),
        quote=Quote(
            "### 3.1 Von Neumann Poker",
            "Von Neumann poker has a solved Nash equilibrium strategy profile, which is discussed in detail .",
        ),
        revision="persists",
        revision_where="Sec. 1.1.1 (FBCP) and 1.1.2 (NLCP); formulas in Sec. 7.1",
        revision_quote=Quote(
            r"\subsubsection{No-Limit Continuous Poker (NLCP)}",
            (
                "The Nash equilibrium strategy profile for this variant is discussed and solved by Bill Chen "
                "and Jerrod Ankenman"
            ),
            file="introduction",
        ),
    ),
    Claim(
        id="C-dft-006",
        source=DRAFT,
        severity="moderate",
        status="imprecise",
        where="Sec. 4, the rules of Limit Continuous Poker",
        statement="the listed rules (deal, bet $s \\in [L, U]$, call or fold, showdown) define the game",
        notebook="03_lcp_derivation",
        cell="draft-stakes",
        note=(
            "they name no ante and no pot, and the answer depends on them: with antes 1 instead of "
            "$\\frac12$ the same limits give other thresholds and another value (the game is then the pot-1 "
            "game at $(L/2, U/2)$); eq. (1) takes 'the pot of 1' for granted (erratum)"
        ),
        erratum="E-dft-002",
        revision="fixed",
        revision_where="Definition 3.1 (LCP): payoffs with antes $0.5$",
        revision_quote=Quote(
            r"\begin{definition}[LCP]",
            "If the bettor checks: payoff is $0.5$ to the player with higher hand strength (the other player's ante)",
            file="lcp",
        ),
    ),
    Claim(
        id="C-dft-004",
        source=DRAFT,
        severity="major",
        status="refuted",
        where="Sec. 5.1",
        statement=(
            "bluffing big with the weakest hands and small with the stronger ones best answers a caller whose "
            "$c(s)$ shifts down; 'if they instead bluffed big with their strongest bluffing hands, they would "
            "not be able to take advantage of the caller's mistake'"
        ),
        notebook="03_lcp_derivation",
        cell="draft-bluff-order",
        note=(
            "as Claim 7 of the manuscript (erratum there): the increasing order is admissible too (cell "
            r"lcp-admissible); and the quoted sentence holds only for shifts $\delta \le c(U) - x_2$ "
            "($143748/250201$ at $(L, U) = (1/10, 2)$): beyond it the strongest bluffs win showdowns in "
            "either order"
        ),
        quote=Quote(
            "### 5.1 Form of the strategy profile",
            (
                "If they instead bluffed big with their strongest bluffing hands, they would not be able to "
                "take advantage of the caller's mistake."
            ),
        ),
        revision="persists",
        revision_where="Sec. 4.2 (Monotone Strategies), after Definition 4.2; App. A.2",
        revision_quote=Quote(
            r"\begin{definition}[Monotone-Admissible Strategy]",
            (
                "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker "
                "hands and smaller with stronger hands, which is optimal against all monotone deviations."
            ),
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-dft-005",
        source=DRAFT,
        severity="moderate",
        status="refuted",
        where="Sec. 5.2.3",
        statement="'As discussed above, the bettor's strategy is continuous in $s$ and $x$'",
        notebook="03_lcp_derivation",
        cell="erratum-draft-continuity",
        note=(
            "not discussed above, and not so in $x$: the bet size jumps from $L$ to a check at $x_2$ and back "
            "at $x_3$; eq. (8) needs only that $b$ and $v$ meet the ends of their intervals"
        ),
        erratum="E-dft-001",
        revision="fixed",
        revision_where=(
            "Sec. 4.4.3 (Continuity Constraints): 'continuous in $s$ and $x$ (except when checking)', as in "
            "the manuscript's subsection 4.2.3"
        ),
        revision_quote=Quote(
            r"\subsubsection{Continuity Constraints}",
            "As discussed above, the bettor's strategy is continuous in $s$ and $x$ (except when checking).",
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-ktz-001",
        source=DECKS,
        severity="moderate",
        status="proved",
        where="von Neumann's model",
        statement="the continuous game has value $1/9$ (ante 1) and $b = 2$ maximises it",
        notebook="01_fixed_bet",
        cell="pot-sized-bet",
        note="$b = 2$ (ante 1) is $B = 1$ (pot 1)",
        quote=Quote(
            "The von Neumann Advice",
            (
                "The expected value for Player I, i.e., the value of the game, is $1/9$. It can be shown that "
                "$b = 2$ maximizes Player I's payoff under the Nash equilibrium strategies."
            ),
        ),
    ),
    Claim(
        id="C-ktz-002",
        source=DECKS,
        severity="moderate",
        status="verified",
        where="Figure 3",
        statement=r"the $4 \times 4$ payoff matrix for $n = 2$, $b = 2$ and its two pure equilibria",
        notebook="06_finite_decks",
        cell="figure-3",
        quote=Quote(
            "Finitely Many Cards",
            (
                "Figure 3. Payoff matrix for $n = 2$ and $b = 2$ along with the values of the row minima and "
                "column maxima."
            ),
        ),
    ),
    Claim(
        id="C-ktz-003",
        source=DECKS,
        severity="moderate",
        status="verified",
        where="Finitely many cards",
        statement=(
            r"the pure equilibria for $n = 2, \dots, 9$ ($b = 2$) as listed: two (trivial) for $n = 2$ and 3, "
            r"none for $n = 4, 5, 6$, three for $n = 7$ and 8, seven for $n = 9$ ($S_1 = \{1, 8, 9\}$, every "
            r"$S_2$ of four cards, $\{6, 7, 8, 9\}$ among them)"
        ),
        notebook="06_finite_decks",
        cell="pure-equilibria",
        quote=Quote("Fixing the bet size at 2", r"In all of them, Player I bets if his card is in $\{1, 6, 7\}$"),
    ),
    Claim(
        id="C-ktz-004",
        source=DECKS,
        severity="major",
        status="verified",
        where="Finitely many cards",
        statement="threshold equilibria: $n = 25$ value $11/100$, $n = 26$ value $36/325$",
        notebook="06_finite_decks",
        cell="threshold-equilibria",
        quote=Quote(
            "Now we can go much further",
            (
                "For example, for $n = 26$, the value is $36/325 = 0.110769$. For $n = 25$, the value is "
                "$11/100 = 0.11$."
            ),
        ),
    ),
    Claim(
        id="C-ktz-005",
        source=DECKS,
        severity="major",
        status="proved",
        where="Finitely many cards",
        statement=(
            r"for $n$ a multiple of 9 the restricted equilibrium is as expected: value $1/9$, Player I checks iff "
            r"$n/9 < i \le 7n/9$, Player II calls iff $j > 5n/9$"
        ),
        notebook="06_finite_decks",
        cell="nine-k-proof",
        note=(
            r"an equilibrium of value $1/9$ for every $n = 9k$ (symbolic in $k$); that it is the only threshold "
            r"equilibrium is checked for $n \le 150$ (cell threshold-equilibria); what fails is the next "
            r"sentence, since $n \equiv 1 \pmod 9$ reaches $1/9$ too"
        ),
        quote=Quote(
            "Now we can go much further",
            (
                "If n is a multiple of 9, then the (restricted) pure Nash equilibria are as expected. Namely, "
                "the value of the game is $1/9$"
            ),
        ),
    ),
    Claim(
        id="C-ktz-006",
        source=DECKS,
        severity="major",
        status="refuted",
        where="Finitely many cards",
        statement=r"for $n$ not a multiple of 9 the value is a little less than $1/9$",
        notebook="06_finite_decks",
        cell="erratum-multiples-of-nine",
        note=(
            r"false for $n \equiv 1 \pmod 9$ (value exactly $1/9$: $n = 10$, cuts $(2, 8, 7)$), true for every "
            r"$n \not\equiv 0, 1 \pmod 9$, both proved for every $n$ (cells nine-k-proof, mod-d-proof); "
            r"the paper states it for $b = 2$ only: that the same '$n \equiv 0, 1 \pmod D$' "
            r"pattern holds for every bet $b \le 10$ (the value equals the continuous one for $n \equiv 0, 1 "
            r"\pmod D$ and is strictly below it otherwise) is the companion's extension (a caller strategy "
            "proved to hold Player I below it on each residue family, symbolically in $k$; the decks below "
            "the families solved exactly)"
        ),
        erratum="E-ktz-001",
        quote=Quote(
            "Now we can go much further",
            "If n is not a multiple of 9, then the values are close, but a little less so.",
        ),
    ),
    Claim(
        id="C-ktz-007",
        source=DECKS,
        severity="moderate",
        status="verified",
        where="Fast linear programming",
        statement="the bilinear payoff of mixed strategies",
        notebook="06_finite_decks",
        cell="bilinear-payoff",
        quote=Quote(
            "Fast linear programming problem for mixed Nash equilibria.",
            "it is easy to compute the expected payoff (for Player I) as a bilinear form in the p_i and q_j",
        ),
    ),
    Claim(
        id="C-ktz-008",
        source=DECKS,
        severity="moderate",
        status="verified",
        where="Slow linear programming",
        statement="$n = 3$ (value $1/18$), $n = 4$ (value $1/12$) and $n = 18$ (value $1/9$) equilibria",
        notebook="06_finite_decks",
        cell="mixed-examples",
        quote=Quote("Slow linear programming for mixed Nash equilibria.", "The value of the game is 1/12."),
    ),
    Claim(
        id="C-ktz-009",
        source=DECKS,
        severity="minor",
        status="refuted",
        where="Slow linear programming, $n = 4$",
        statement="the printed strategy (1.1)-(1.2): fold with 1, 2, 3",
        notebook="06_finite_decks",
        cell="erratum-n4-fold",
        erratum="E-ktz-002",
        quote=Quote(
            "Slow linear programming for mixed Nash equilibria.",
            "(1.1) with probability 1/2, bet if his card is 4 and fold if his card is 1, 2, or 3",
        ),
    ),
    Claim(
        id="C-ktz-010",
        source=DECKS,
        severity="moderate",
        status="proved",
        where="Newman's model",
        statement="the continuous no-limit game has value $1/7$ (ante 1)",
        notebook="02_no_limit",
        cell="nlcp-value",
        note="$1/14$ in pot-1 units",
        quote=Quote("The D.J. Newman Advice", "The value of the game (for Player I) is $1/7$."),
    ),
    Claim(
        id="C-ktz-011",
        source=DECKS,
        severity="major",
        status="verified",
        where="Newman, finite deck",
        statement="$n = 7$, $b = 3$: value $13/105$ with the printed strategies",
        notebook="06_finite_decks",
        cell="newman-7-3",
        note="the equilibrium is not unique",
        quote=Quote(
            "Player II's loss minimization.",
            (
                "for the game with $n = 7$ cards and the maximum bet size $b = 3$, the value of this game is "
                "$13/105 = 0.1238095238$"
            ),
        ),
    ),
    Claim(
        id="C-ktz-025",
        source=DECKS,
        severity="minor",
        status="verified",
        where=r"Newman, finite deck, Player I's LP (DJN-I): the set $P(S_b)$ (a calligraphic P in the paper)",
        statement=(
            r"$P(S_b)$, Player II's call-or-fold strategies for one card, gives $n \cdot 2^b$ "
            r"constraints; the 16 sets listed for $b = 4$"
        ),
        notebook="06_finite_decks",
        cell="djn-strategy-sets",
        note=(
            r"not the power set of $S_b$ ($2^{b+1}$ sets) but the subsets containing $0$ (a check is always a "
            r"showdown); the list for $b = 4$ is exactly those 16, each once, as the count $n \cdot 2^b$ needs"
        ),
        quote=Quote(
            "We define $\\mathcal{P}(S_b)$ as the set",
            "The total number of these constraints is $n \\cdot 2^b$.",
        ),
    ),
    Claim(
        id="C-ktz-012",
        source=DECKS,
        severity="moderate",
        status="refuted",
        where="Newman, finite deck",
        statement="$13/105$ is below $1/7$ because of the limit on the maximum bet",
        notebook="06_finite_decks",
        cell="erratum-13-105",
        note="$b = 3$ is already the saturation bet for $n = 7$",
        erratum="E-ktz-003",
        quote=Quote(
            "Player II's loss minimization.",
            "which is still less than $1/7 = 0.1428571429$ (due to the limitation of the maximum bet amount)",
        ),
    ),
    Claim(
        id="C-ktz-013",
        source=DECKS,
        severity="major",
        status="imprecise",
        where="Newman, last paragraph",
        statement="at saturation the value seems to converge to $1/7$ as $n$ grows",
        notebook="06_finite_decks",
        cell="erratum-newman-limit",
        note=(
            "unsupported (the paper shows no data) and contradicted by the data: the exact values up to "
            "$n = 160$ climb towards 0.1375388636, the value with integer bets, and stay over 0.005 below "
            "$1/7$: as a reading of the computed values (what 'seems to converge' states) it is false; what "
            "the limit is, the companion finds numerically, not by proof"
        ),
        erratum="E-ktz-004",
        quote=Quote(
            "We noticed that for any given n",
            (
                "As n grows larger and b reaches its saturation value, the value of the game seems to "
                'converge to the D. J. Newman "continuous" value $1/7$.'
            ),
        ),
    ),
    Claim(
        id="C-ktz-014",
        source=DECKS,
        severity="moderate",
        status="proved",
        where="Newman, last paragraph",
        statement="for each $n$ a saturation bet exists beyond which the value is constant",
        notebook="06_finite_decks",
        cell="newman-saturation-bound",
        note=(
            r"for every $n$: every maximum bet $b \ge \max(1, 2n - 5)$ has the saturated value (calling a "
            "larger bet with the top card only deters every card); the computed saturation bets (cell "
            r"erratum-13-105) follow $\sqrt{24n/7} - 2$ within 0.75 (a heuristic law, cell saturation-law), "
            "and the saturated value is not monotone in $n$ (it drops from $n = 8$ to 9)"
        ),
        quote=Quote(
            "We noticed that for any given n",
            "there exists a maximal bet size after which the game has the same value",
        ),
    ),
    Claim(
        id="C-ktz-015",
        source=DECKS,
        severity="moderate",
        status="refuted",
        where="Three-player poker, fast NLP",
        statement=r"the 'Player I bets' constraint and the helpers $\mathrm{Call12}$, $\mathrm{Call13}$",
        notebook="07_three_player",
        cell="erratum-three-player-constraints",
        erratum="E-ktz-005",
        quote=Quote(
            "The fast NLP contains three sets of constraints",
            r"\text{Call3}(i, j, k, b+1) \cdot q_k \cdot r_k",
        ),
    ),
    Claim(
        id="C-ktz-016",
        source=DECKS,
        severity="major",
        status="verified",
        where="Three-player poker, $n = 4$, $b = 1$",
        statement="values $1/24$ for Player I, $-1/48$ for II and III",
        notebook="07_three_player",
        cell="four-cards",
        note=(
            "the printed strategies are one end of a segment of symmetric equilibria (the $2/3$ bluff splits "
            "between cards 1 and 2 in any proportion, cell four-cards-family); the values do not change"
        ),
        quote=Quote(
            "Here we assume that Players II and III adopt identical strategies.",
            "The value of the game (for Player I) is $1/24$, while for each of Players II and III it is $-1/48$.",
        ),
    ),
    Claim(
        id="C-ktz-026",
        source=DECKS,
        severity="moderate",
        status="open",
        where="Three-player poker, final remark on the finite model",
        statement="in a real three-player game 'Player III would gain an advantage from sequential play'",
        notebook="07_three_player",
        cell="sequential",
        note=(
            "stated without argument; the companion shows only that Player III gains by deviating from the "
            "symmetric equilibrium once he sees Player II's action (exactly on finite decks, about 0.136 in the "
            "continuous game at $b = 2$); whether he is better off in an equilibrium of the sequential game, "
            "where Players I and II adapt too, is not settled"
        ),
        quote=Quote(
            "As a final remark, our model is a direct extension",
            "it does not quite reflect a real three-player poker game, in which Player III would gain an "
            "advantage from sequential play",
        ),
    ),
    Claim(
        id="C-ktz-017",
        source=DECKS,
        severity="major",
        status="refuted",
        where="Three-player poker, $n = 65$, $b = 2$",
        statement="the printed strategies and the value $974/8121$",
        notebook="07_three_player",
        cell="erratum-n65-value",
        note="strategies reproduced exactly; their value is $402733/3357900$",
        erratum="E-ktz-006",
        quote=Quote(
            "we are able to simulate up to $n = 65$",
            "The value of the game (for Player I) is $974/8121 = 0.119935968476789$.",
        ),
    ),
    Claim(
        id="C-ktz-027",
        source=DECKS,
        severity="minor",
        status="imprecise",
        where="Three-player, continuous: the principle of indifference",
        statement=(
            "in mixed-strategy equilibria 'players are indifferent between pure strategies, since they yield "
            "the same expected payoff'"
        ),
        notebook="07_three_player",
        cell="indifference-principle",
        note=(
            "only between the pure strategies played with positive probability (what the cut-point equations "
            "use); in the paper's four-card equilibrium every other choice is strictly worse"
        ),
        erratum="E-ktz-013",
    ),
    Claim(
        id="C-ktz-018",
        source=DECKS,
        severity="minor",
        status="refuted",
        where="Three-player, continuous",
        statement="$A$, $B$, $C$ and the value 0.122557074714865 at $b = 2$, to the 15 digits printed",
        notebook="07_three_player",
        cell="erratum-continuous-digits",
        note="right to about 14 digits; the last printed digits are not",
        erratum="E-ktz-007",
        quote=Quote(
            "In particular, when $b = 2$ the optimal cuts are",
            "This results in the value of the game (for Player I) being 0.122557074714865.",
        ),
    ),
    Claim(
        id="C-ktz-019",
        source=DECKS,
        severity="major",
        status="refuted",
        where="Three-player, continuous",
        statement=r"the best bet $b^\ast \approx 2.07$ with maximum payoff 0.122590664136184",
        notebook="07_three_player",
        cell="erratum-optimal-bet",
        note=r"$b^\ast = 2.0723785763953\dots$, value 0.122590699260656",
        erratum="E-ktz-008",
        quote=Quote(
            "We can also determine the best bet amount",
            (
                r"Approximately, $b^* \approx 2.07$, resulting in Player I achieving a maximum payoff of "
                "0.122590664136184."
            ),
        ),
    ),
    Claim(
        id="C-ktz-020",
        source=DECKS,
        severity="moderate",
        status="verified",
        where="Three-player, Figure 6",
        statement="the conjectured continuous equilibrium is approached by finite decks",
        notebook="07_three_player",
        cell="finite-vs-continuous",
        note=(
            r"for every deck $n = 3, \dots, 200$ at $b = 2$; every symmetric equilibrium with threshold "
            r"callers for $n = 3, \dots, 300$, $b = 1, 2, 3$ in cell every-deck, which are all the symmetric "
            "equilibria (cell caller-shape proves the callers' shape)"
        ),
        quote=Quote(
            "One final remark",
            (
                "the Nash equilibrium for the three-player continuous game resembles those observed in the "
                "discrete model when n is large."
            ),
        ),
    ),
    Claim(
        id="C-ktz-021",
        source=DECKS,
        severity="minor",
        status="misattributed",
        where="Finitely many cards, 'Finding all pure Nash equilibria via von Neumann's minimax theorem'",
        statement=(
            "von Neumann's minimax theorem states that if the row maximin equals the column minimax a pure "
            "equilibrium (saddle point) exists"
        ),
        notebook="06_finite_decks",
        cell="erratum-minimax-theorem",
        note=(
            "right in substance, credited to the wrong result: that is the elementary saddle-point criterion "
            "(maximin = minimax over pure strategies iff a saddle point exists); the theorem says that over "
            "mixed strategies "
            "max-min = min-max in every finite zero-sum game: for $n = 4$, $b = 2$ pure maximin 0 $<$ pure "
            "minimax $1/6$, mixed value $1/12$"
        ),
        erratum="E-ktz-009",
    ),
    Claim(
        id="C-ktz-022",
        source=DECKS,
        severity="minor",
        status="imprecise",
        where="Finitely many cards, historical note",
        statement=(
            "von Neumann and Morgenstern showed that every zero-sum game has a mixed equilibrium, in their 1944 book"
        ),
        notebook="06_finite_decks",
        cell="erratum-minimax-theorem",
        note=(
            "not false (the book proves it) and not misattributed (the paper credits von Neumann's 1928 paper, "
            "its [7], the paragraph before), but imprecise: it reads as if the theorem were the 1944 book's, "
            "which proves it again"
        ),
        erratum="E-ktz-010",
    ),
    Claim(
        id="C-ktz-023",
        source=DECKS,
        severity="minor",
        status="imprecise",
        where="Finitely many cards, after the minimax criterion",
        statement=(
            "if the row maximin and column minimax differ, the equilibrium 'will typically involve mixed "
            "strategies, whereby both players randomize'"
        ),
        notebook="06_finite_decks",
        cell="mixed-when-no-saddle",
        note=(
            "always, not typically: every equilibrium then mixes; but not always both players: for $n = 5$ "
            r"($b = 2$) the value equals the pure minimax $1/10$, so Player II has a pure optimal strategy; both "
            "randomize in every equilibrium exactly when the value lies strictly between maximin and minimax "
            "($n = 4, 6, 13, 15$)"
        ),
        erratum="E-ktz-011",
    ),
    Claim(
        id="C-ktz-024",
        source=DECKS,
        severity="minor",
        status="misattributed",
        where="Finitely many cards, after the historical note",
        statement="Nash generalized the concept in 1950 in his paper 'Non-Cooperative Games' [5]",
        notebook="06_finite_decks",
        cell="deck-references",
        note=(
            "right in substance, wrong year for the work cited: [5] is the *Annals* paper of 1951; every other "
            "dated statement agrees with its reference ([7] 1928, [8] 1944, [6] 1950, 'four-page' [9], "
            "'eighty years' after [8])"
        ),
        erratum="E-ktz-012",
    ),
)
