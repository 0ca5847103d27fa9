"""The errata of the other sources: the draft, the toddler-poker blog, the finite-deck paper, the thesis."""

from __future__ import annotations

from lcp.record.sources import BLOG, DECKS, DRAFT, THESIS, Quote

from ._erratum import Erratum

ROWS: tuple[Erratum, ...] = (
    Erratum(
        id="E-dft-001",
        source=DRAFT,
        severity="moderate",
        where="Sec. 5.2.3 (Continuity Constraints), first sentence",
        printed="'As discussed above, the bettor's strategy is continuous in $s$ and $x$'",
        corrected=(
            "continuous except when checking: the bet size drops from $L$ to a check at $x_2$ and rises back "
            "to $L$ at $x_3$ (whole intervals $(x_1, x_2)$ and $(x_3, x_4)$ bet $L$), and nothing above "
            "argues it (only $c(s)$ was shown continuous); eq. (8) needs only that $b$ and $v$ meet the ends "
            "of their intervals, $b(U) = x_0$, $b(L) = x_1$, $v(L) = x_4$, $v(U) = x_5$"
        ),
        notebook="03_lcp_derivation",
        cell="erratum-draft-continuity",
        quote=Quote(
            "### 5.2.3 Continuity Constraints",
            "As discussed above, the bettor's strategy is continuous in  $s$  and  $x$ .",
        ),
        revision="fixed",
        revision_where=(
            "Sec. 4.4.3 (Continuity Constraints): 'continuous in $s$ and $x$ (except when checking)', as "
            "already in the manuscript's subsection 4.2.3"
        ),
        revision_quote=Quote(
            r"\subsubsection{Continuity Constraints}",
            "As discussed above, the bettor's strategy is continuous in $s$ and $x$ (except when checking).",
            file="solving_lcp",
        ),
    ),
    Erratum(
        id="E-dft-002",
        source=DRAFT,
        severity="moderate",
        where="Sec. 4, the rules of Limit Continuous Poker",
        printed="the rules list the deal, the bet, the call or fold and the showdown, but no ante and no pot",
        corrected=(
            "the stakes must be given: with antes $a$ each the game is the pot-1 game with limits $[L/2a, "
            "U/2a]$, so the same $L$, $U$ give other thresholds and another value (at $(1/10, 2)$: $x_2 = "
            "34579/250201$ with antes $\\frac12$, $64819/509347$ with antes 1); eq. (1) assumes a pot of 1 "
            "(antes $\\frac12$), which the manuscript's Definition 2.1 states"
        ),
        notebook="03_lcp_derivation",
        cell="draft-stakes",
        quote=Quote("## 4 Limit Continuous Poker", "In showdown, the higher hand strength wins."),
        revision="fixed",
        revision_where="Definition 3.1 (LCP): payoffs with antes $0.5$ (a check wins $0.5$, a call $0.5 + s$)",
        revision_quote=Quote(
            r"\begin{definition}[LCP]",
            "If the bettor checks: payoff is $0.5$ to the player with higher hand strength (the other player's ante)",
            file="lcp",
        ),
    ),
    Erratum(
        id="E-blg-001",
        source=BLOG,
        severity="moderate",
        where="Solution, Player B's best response",
        printed=(
            r"'Since $\int_0^y p(x)dx$ is a monotonically increasing function no matter what $p$ is, there is "
            "a unique $y$ that yields equality'"
        ),
        corrected=(
            "it is only non-decreasing; at the equilibrium it is flat on A's checking interval $[a, v]$ and "
            "the equality holds for every $y$ there (B indifferent on the whole interval); the threshold $c$ "
            "is one best reply, singled out by A's indifference, not by uniqueness"
        ),
        notebook="01_fixed_bet",
        cell="blog-derivation",
        quote=Quote(
            "### Player B’s best response",
            (
                r"Since $\int_0^y p(x)dx$ is a monotonically increasing function no matter what $p$ is, there "
                "is a unique $y$ that yields equality."
            ),
        ),
    ),
    Erratum(
        id="E-blg-002",
        source=BLOG,
        severity="minor",
        where="answer to 'How can this possibly be better', fourth of its five paragraphs",
        printed=r"'when Player A calls (60% of the time), they only \$0.20 on average'",
        corrected=(
            r"they lose \$0.20 on average when checking (EV $-0.2$); the net $0.4 \cdot 0.55 - 0.6 \cdot 0.2 = "
            "0.10$ uses the loss"
        ),
        notebook="01_fixed_bet",
        cell="blog-claims",
        quote=Quote(
            "With my strategy, again assuming the same strategy for Player B",
            r"But when Player A calls (60% of the time), they only \$0.20 on average",
        ),
    ),
    Erratum(
        id="E-blg-003",
        source=BLOG,
        severity="major",
        where="answer to the comment on B's threshold (after the 0.5 / 0.2 example), last sentence",
        printed=(
            "'this problem has a unique pair of strategies such that A and B's strategies are best responses "
            "to one another'"
        ),
        corrected=(
            "A's optimal strategy is unique, B's is not: calling every hand of $(0.1, 0.7)$ with probability "
            r"$1/2$ (and every hand above 0.7) also holds A to \$0.10, and A's strategy is a best reply to it, "
            "so the two are a second pair of mutual best responses (any calling rule whose calls on $(0.1, "
            "y)$ stay below $(y - 0.1)/2$, with equality at 0.7, is optimal, e.g. calling "
            "$(0.3, 0.7)$ at rate $3/4$); among *threshold* rules 0.4 is the only one against which A cannot "
            "gain"
        ),
        notebook="01_fixed_bet",
        cell="blog-best-responses",
        quote=Quote(
            "You’re correct that if A is playing optimally",
            (
                "this problem has a unique pair of strategies such that A and B's strategies are best "
                "responses to one another"
            ),
        ),
    ),
    Erratum(
        id="E-blg-004",
        source=BLOG,
        severity="moderate",
        where="last answer, last sentence",
        printed=(
            "'either player's expected winnings get worse if they deviate from their strategy while the other "
            "player keeps their strategy fixed to the Nash optimal'"
        ),
        corrected=(
            "no player's winnings improve: for B they need not get worse (his threshold 0.5, or any rule "
            r"above, leaves A exactly \$0.10, as the author's earlier answer says); only A's deviations on "
            r"hands of positive measure strictly lose (bluffing up to 0.2 against 0.4: \$0.09)"
        ),
        notebook="01_fixed_bet",
        cell="blog-best-responses",
        quote=Quote(
            "B could adapt their strategy and improve",
            (
                "Similarly, either player’s expected winnings get worse if they deviate from their strategy "
                "while the other player keeps their strategy fixed to the Nash optimal."
            ),
        ),
    ),
    Erratum(
        id="E-ktz-001",
        source=DECKS,
        severity="major",
        where=(
            "Finitely Many Cards, threshold strategies: 'If $n$ is a multiple of 9 ... $1/9$ ... If $n$ is "
            "not a multiple of 9, then the values are close, but a little less so'"
        ),
        printed="$1/9$ for multiples of 9; every other $n$ a little less",
        corrected=(
            r"the value is $1/9$ exactly when $n \equiv 0$ or $1 \pmod 9$ ($n = 10$: cuts $(2, 8, 7)$) and "
            "strictly less for every other $n$ (both directions proved for every $n$, cells nine-k-proof and "
            r"mod-d-proof); for $n \equiv 4, 5, 6 \pmod 9$ there is no threshold equilibrium at all"
        ),
        notebook="06_finite_decks",
        cell="erratum-multiples-of-nine",
        quote=Quote(
            "Now we can go much further, which leads to a nice result",
            "If n is not a multiple of 9, then the values are close, but a little less so.",
        ),
    ),
    Erratum(
        id="E-ktz-002",
        source=DECKS,
        severity="minor",
        where="Slow linear programming, $n = 4$, $b = 2$: strategies (1.1) and (1.2)",
        printed="'bet if his card is 4 and fold if his card is 1, 2, or 3'",
        corrected=(
            "Player I checks (he cannot fold): bet with 4 and check with 1, 2, 3; (1.2) likewise 'check if 2 or 3'"
        ),
        notebook="06_finite_decks",
        cell="erratum-n4-fold",
        quote=Quote(
            "Slow linear programming for mixed Nash equilibria.",
            "bet if his card is 4 and fold if his card is 1, 2, or 3",
        ),
    ),
    Erratum(
        id="E-ktz-003",
        source=DECKS,
        severity="moderate",
        where="D. J. Newman poker, finite deck, $n = 7$, $b = 3$",
        printed="$13/105$ 'is still less than $1/7 = 0.1428571429$ (due to the limitation of the maximum bet amount)'",
        corrected=(
            "$b = 3$ is already the saturation point for $n = 7$: every maximum bet gives $13/105$; the "
            "shortfall comes from the 7-card deck and the integer bet sizes, not from the cap"
        ),
        notebook="06_finite_decks",
        cell="erratum-13-105",
        quote=Quote(
            "(DJN-II)",
            (
                "the value of this game is $13/105 = 0.1238095238$, which is still less than $1/7 = "
                "0.1428571429$ (due to the limitation of the maximum bet amount)"
            ),
        ),
    ),
    Erratum(
        id="E-ktz-004",
        source=DECKS,
        severity="major",
        where="D. J. Newman poker, last paragraph",
        printed="as $n$ grows with $b$ at saturation 'the value of the game seems to converge to ... $1/7$'",
        corrected=(
            r"the computed values approach $\approx 0.1375388636$ (ante 1), the value of the continuous game "
            r"restricted to integer bets (pot-1 sizes $1/2, 1, 3/2, \dots$), not $1/7$: the deck refines but "
            r"the bet sizes do not (gap $1.5 \times 10^{-4}$ at $n = 160$ and shrinking like $n^{-1.6}$; the "
            "gap to $1/7$ stays above 0.005; a numerical finding, not a proof)"
        ),
        notebook="06_finite_decks",
        cell="erratum-newman-limit",
        quote=Quote(
            "We noticed that for any given n",
            'the value of the game seems to converge to the D. J. Newman "continuous" value $1/7$',
        ),
    ),
    Erratum(
        id="E-ktz-005",
        source=DECKS,
        severity="moderate",
        where="A Three-Player Poker Game, fast NLP: the 'Player I bets' constraint and the helpers",
        printed=(
            r"$\mathrm{Call3}(i, j, k, b+1)\, q_k r_k$; $\mathrm{Call12}$ and $\mathrm{Call13}$ used but never "
            "defined"
        ),
        corrected=(
            r"the three-way showdown is weighted by $q_j r_k$ (II holds $j$, III holds $k$); $\mathrm{Call12} "
            r"= \mathrm{Call2}$ and $\mathrm{Call13}(\cdot, 1) = \mathrm{Call3}(\cdot, 1)$ reproduce the rules"
        ),
        notebook="07_three_player",
        cell="erratum-three-player-constraints",
        quote=Quote("We first define two procedures:", r"\text{Call3}(i, j, k, b+1) \cdot q_k \cdot r_k"),
    ),
    Erratum(
        id="E-ktz-006",
        source=DECKS,
        severity="major",
        where="A Three-Player Poker Game, $n = 65$, $b = 2$",
        printed="value of the game (for Player I) $974/8121 = 0.119935968476789$",
        corrected=(
            "the printed cuts are an exact equilibrium, of value $402733/3357900 = 0.1199359718871914$ (the "
            "printed fraction agrees to 8 digits only)"
        ),
        notebook="07_three_player",
        cell="erratum-n65-value",
        quote=Quote(
            "In our experiments with the finite-deck model",
            "The value of the game (for Player I) is $974/8121 = 0.119935968476789$.",
        ),
    ),
    Erratum(
        id="E-ktz-007",
        source=DECKS,
        severity="minor",
        where="Extension of von Neumann's Continuous Model to Three Players, $b = 2$",
        printed="$A = 0.137058194328370$, $C = 0.641304115985175$, value $0.122557074714865$",
        corrected=(
            "$A = 0.137058194328369$, $C = 0.641304115985179$, value $0.122557074714869$ ($B = "
            "0.829422249795391$ as printed): the last printed digits carry floating-point error"
        ),
        notebook="07_three_player",
        cell="erratum-continuous-digits",
        quote=Quote(
            "In particular, when $b = 2$ the optimal cuts are",
            (
                "$$A = 0.137058194328370,$$ $$B = 0.829422249795391,$$ $$C = 0.641304115985175.$$ This "
                "results in the value of the game (for Player I) being 0.122557074714865."
            ),
        ),
    ),
    Erratum(
        id="E-ktz-008",
        source=DECKS,
        severity="major",
        where="Extension of von Neumann's Continuous Model to Three Players, best bet",
        printed=r"$b^\ast \approx 2.07$, 'maximum payoff of 0.122590664136184'",
        corrected=(
            "0.122590664136184 is $V(2.07) = 0.122590664136182$ (to 14 digits), the value at the rounded bet; "
            r"the maximum is $V(b^\ast) = 0.122590699260656$ at $b^\ast = 2.07237857639528$"
        ),
        notebook="07_three_player",
        cell="erratum-optimal-bet",
        quote=Quote(
            "We can also determine the best bet amount b",
            (
                r"Approximately, $b^* \approx 2.07$, resulting in Player I achieving a maximum payoff of "
                "0.122590664136184."
            ),
        ),
    ),
    Erratum(
        id="E-ktz-009",
        source=DECKS,
        severity="minor",
        where=(
            "Finitely Many Cards, 'Finding all pure Nash equilibria via von Neumann's minimax theorem': what "
            "the theorem states"
        ),
        printed=(
            "the minimax theorem: 'if the row maximin equals the column minimax, then a pure Nash equilibrium "
            "(or saddle point) is guaranteed to exist'"
        ),
        corrected=(
            "that is the elementary saddle-point criterion for pure strategies; von Neumann's theorem (1928, "
            "[7]) says that in every finite two-person zero-sum game max-min = min-max over *mixed* "
            "strategies, so an equilibrium in mixed strategies always exists; for $n = 4$, $b = 2$ the pure "
            "maximin 0 lies below the pure minimax $1/6$ (no saddle point), yet the printed mixtures "
            "guarantee $1/12$ to each side"
        ),
        notebook="06_finite_decks",
        cell="erratum-minimax-theorem",
        quote=Quote(
            "In the context of a two-player zero-sum game",
            (
                "the theorem states that if the row maximin equals the column minimax, then a pure Nash "
                "equilibrium (or saddle point) is guaranteed to exist"
            ),
        ),
    ),
    Erratum(
        id="E-ktz-010",
        source=DECKS,
        severity="minor",
        where="Finitely Many Cards, the historical note",
        printed=(
            "'von Neumann and Oskar Morgenstern showed that for a zero-sum game, there must always exist at "
            "least one mixed Nash equilibrium, as demonstrated in their 1944 book'"
        ),
        corrected=(
            "imprecise, not false: the 1944 book ([8]) does prove it, but it is von Neumann's minimax "
            "theorem, proved by him alone in 1928 (the paper's [7], credited a paragraph earlier); the book "
            "proves it again"
        ),
        notebook="06_finite_decks",
        cell="erratum-minimax-theorem",
        quote=Quote(
            "Here is a historical note related to this",
            (
                "von Neumann and Oskar Morgenstern showed that for a zero-sum game, there must always exist "
                "at least one mixed Nash equilibrium, as demonstrated in their 1944 book"
            ),
        ),
    ),
    Erratum(
        id="E-ktz-011",
        source=DECKS,
        severity="minor",
        where="Finitely Many Cards, after the minimax criterion: when the row maximin and column minimax differ",
        printed="'the equilibrium will typically involve mixed strategies, whereby both players randomize'",
        corrected=(
            "always, not typically: with no saddle point no pure equilibrium exists; but not always both "
            "players: both randomize in every equilibrium exactly when the value lies strictly between the "
            "pure maximin and minimax ($n = 4, 6$ for $b = 2$); for $n = 5$ the value $1/10$ equals the pure "
            "minimax, so Player II has a pure optimal strategy and only Player I must mix (likewise $n = 14$)"
        ),
        notebook="06_finite_decks",
        cell="mixed-when-no-saddle",
        quote=Quote(
            "However, if these values do not coincide",
            "the equilibrium will typically involve mixed strategies, whereby both players randomize their decisions",
        ),
    ),
    Erratum(
        id="E-ktz-012",
        source=DECKS,
        severity="minor",
        where="Finitely Many Cards, after the historical note: Nash's paper",
        printed="'In 1950, John Nash generalized this concept in his paper “Non-Cooperative Games” [5]'",
        corrected=(
            "the paper cited, [5], is of 1951 (*Ann. Math.* 54); the 1950 works are Nash's thesis of that "
            "title and his note in *PNAS*, neither in the reference list"
        ),
        notebook="06_finite_decks",
        cell="deck-references",
        quote=Quote(
            "In 1950, John Nash generalized",
            "In 1950, John Nash generalized this concept in his paper “Non-Cooperative Games” [5] to the "
            "non-zero-sum game.",
        ),
    ),
    Erratum(
        id="E-ktz-013",
        source=DECKS,
        severity="minor",
        where="Extension of von Neumann's Continuous Model to Three Players: the principle of indifference",
        printed=(
            "'in mixed strategy Nash equilibria, players are indifferent between pure strategies, since they "
            "yield the same expected payoff'"
        ),
        corrected=(
            "indifferent between the pure strategies they play with positive probability; the others can do "
            "strictly worse, as in the paper's own four-card equilibrium (Player I's card 3 loses 4 by betting, "
            "card 4 loses 1 by checking, summed over deals)"
        ),
        notebook="07_three_player",
        cell="indifference-principle",
        quote=Quote(
            "To solve for the Nash equilibrium strategies, we apply the principle of indifference",
            "in mixed strategy Nash equilibria, players are indifferent between pure strategies, since they "
            "yield the same expected payoff",
        ),
    ),
    Erratum(
        id="E-ths-001",
        source=THESIS,
        severity="minor",
        where="Stupid Mistakes, the dealer's options with the king (our Q) when bet to",
        printed="'the dealer will either fold or raise'",
        corrected="fold or call (the same sentence has just ruled raising out; the family calls with $1/3$)",
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        quote=Quote(
            "Stupid Mistakes",
            "Thus, given that the dealer is dealt the king and bet to, the dealer will either fold or raise.",
        ),
    ),
    Erratum(
        id="E-ths-002",
        source=THESIS,
        severity="minor",
        where="Proving Equilibrium for the Dealer, Dealer Queen (our J), last paragraph",
        printed="'When bet to, the dealer ... will cut his losses and check'",
        corrected="he folds: checking is not an option when bet to",
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        quote=Quote(
            "Proving Equilibrium for the Dealer",
            (
                "When bet to, the dealer is significantly worse off if he calls or raises, so he will cut his "
                "losses and check."
            ),
        ),
    ),
    Erratum(
        id="E-ths-003",
        source=THESIS,
        severity="minor",
        where="Proving Equilibrium for the Dealer, Dealer Queen (our J), raising when bet to",
        printed="'so the dealer will never raise his ace after being bet to'",
        corrected=(
            "'never raise his queen': the paragraph is about the queen (raising it loses 3 to the opener's ace)"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        quote=Quote(
            "Proving Equilibrium for the Dealer",
            "so the dealer will never raise his ace after being bet to",
        ),
    ),
    Erratum(
        id="E-ths-004",
        source=THESIS,
        severity="moderate",
        where="Kuhn Poker, the tree of Kuhn's family after the change of variable",
        printed=r"king: 'Check: $(1-\gamma)/3+1/3$ Bet: $2/3-(1-\gamma)/3$'",
        corrected=(
            r"the king never bets: those are check-call $(1-\gamma)/3 + 1/3$ and check-fold $2/3 - "
            r"(1-\gamma)/3$"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        quote=Quote("If we alter things slightly", r"Check: $(1-\gamma)/3+1/3$ Bet: $2/3-(1-\gamma)/3$"),
    ),
    Erratum(
        id="E-ths-005",
        source=THESIS,
        severity="minor",
        where="Proving Equilibrium for the Opener, Opener Queen (our J), closing sentence",
        printed="'no benefit to increasing the probability by which the dealer either bluffs or checks'",
        corrected="by which the opener bluffs or checks: both earn the opener -1 with the queen",
        notebook="08_kuhn_poker",
        cell="thesis-narrative",
        quote=Quote(
            "Opener Queen",
            (
                "There is no benefit to increasing the probability by which the dealer either bluffs or "
                "checks, as the return is -1 in both cases."
            ),
        ),
    ),
    Erratum(
        id="E-ths-006",
        source=THESIS,
        severity="minor",
        where="Proving Equilibrium for the Opener, Opener King (our Q), after checkraising",
        printed="'instead stick with checkcalling and checkraising'",
        corrected=(
            "checkcalling and checkfolding (both $-1/3$); checkraising, just shown to lose ($-5/6$), is what he avoids"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-narrative",
        quote=Quote(
            "Opener King",
            (
                "Thus, the opener has direct incentive not to checkraise and instead stick with checkcalling "
                "and checkraising."
            ),
        ),
    ),
    Erratum(
        id="E-ths-007",
        source=THESIS,
        severity="minor",
        where="Proving Equilibrium for the Opener, Opener King (our Q), the checkfold branch",
        printed="'the returns for the dealer checkfolding the king to the dealer's queen'",
        corrected="the opener checkfolding the king: the king and the plan are the opener's",
        notebook="08_kuhn_poker",
        cell="thesis-narrative",
        quote=Quote(
            "Opener King",
            "Thus, the returns for the dealer checkfolding the king to the dealer's queen are",
        ),
    ),
    Erratum(
        id="E-ths-008",
        source=THESIS,
        severity="moderate",
        where=(
            "Proving Equilibrium for the Dealer, Dealer Queen (our J) checked to, betfolding: the first 'Overall' line"
        ),
        printed=r"$-\frac{2\alpha}{1+\alpha} + \frac{-1+\alpha}{1+\alpha} = \frac{1}{1+\alpha}$",
        corrected=(
            r"$= \frac{-1-\alpha}{1+\alpha} = -1$, as the next line prints (the dealer's queen loses 1 whether "
            "it checks or betfolds)"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        quote=Quote(
            "If the dealer betfolds with the specified",
            (
                "Overall, we see that betfolding the queen will give an expected value of "
                r"$-\frac{2\alpha}{1+\alpha} + \frac{-1+\alpha}{1+\alpha} = \frac{1}{1+\alpha}$."
            ),
        ),
    ),
    Erratum(
        id="E-ths-009",
        source=THESIS,
        severity="moderate",
        where="Proving Equilibrium for the Dealer, Dealer King (our Q) checked to: who holds what",
        printed=(
            r"the opener holds the queen '$(2+\alpha)/(2+\alpha+\alpha)$ of the time' and the ace "
            r"'$\alpha/(2+\alpha+\alpha)$'"
        ),
        corrected=(
            r"$(2+\alpha)/(2+4 \alpha)$ and $3 \alpha/(2+4 \alpha)$: he checks the queen with probability "
            r"$(2+\alpha)/3$ and the ace with $\alpha$ (e.g. $1/2$ each at $\alpha = 1$, printed $3/4$ and "
            "$1/4$); the conclusion, check the king, stands, and the expected-value section uses the right "
            "weights"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        quote=Quote(
            "We move on to the king. According to our strategy",
            (
                r"then $\frac{2+\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the queen and the "
                r"other $\frac{\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the ace"
            ),
        ),
    ),
    Erratum(
        id="E-ths-010",
        source=THESIS,
        severity="moderate",
        where="Dealer Expected Value, the dealer's ace (our K) checked to: the displayed sum",
        printed=(
            r"$\frac{1}{2}\left(\frac{2+\alpha}{3} + \frac{2}{3} + \frac{2-2\alpha}{3} + \frac{2}{3} + "
            r"\frac{1+\alpha}{3}\right) = \frac{1}{2} \cdot \frac{7}{3}$"
        ),
        corrected=(
            r"the five printed terms sum to $\frac{1}{2} \cdot \frac{9}{3} = \frac{3}{2}$: one $2/3$ is "
            r"counted twice (the king's fold term is $2/3 - (1-\alpha)/3 = (1+\alpha)/3$); "
            r"$\frac{1}{2}\left(\frac{2+\alpha}{3} + \frac{2}{3} + \frac{2-2\alpha}{3} + "
            r"\frac{1+\alpha}{3}\right) = 7/6$, the result, is right"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        quote=Quote(
            "We now compute the expected value to the dealer of being dealt an ace",
            (
                r"=\frac{1}{2}(\frac{2+\alpha}{3}+\frac{2}{3}+\frac{2-2\alpha}{3}+\frac{2}{3}+\frac{1+\alpha}{3})=\frac{1}{2}(\frac{7}{3})"
            ),
        ),
    ),
    Erratum(
        id="E-ths-011",
        source=THESIS,
        severity="moderate",
        where="Proving Equilibrium for the Opener, opening paragraph",
        printed=(
            "the plans played with probability 0 are 'dominated' and 'the opener is strictly better off by "
            "not performing these actions'"
        ),
        corrected=(
            "not with the ace (our K): checkcalling and betfolding it earn $7/6$ against the family's dealer, "
            "as much as checkraising and betcalling (as the Discussion says); only checkfolding it ($2/3$) is "
            "strictly worse"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-ace-choices",
        quote=Quote(
            "Proving Equilibrium for the Opener",
            (
                "we verify that these strategies are indeed dominated and that the opener is strictly better "
                "off by not performing these actions"
            ),
        ),
    ),
    Erratum(
        id="E-ths-012",
        source=THESIS,
        severity="moderate",
        where="Discussion, fourth paragraph from the end: after a deviation",
        printed="'one always trends back toward this strategy ... As theorized, deviations from equilibrium will drift back towards equilibrium'",
        corrected=(
            "nothing in the thesis theorizes it, and it fails for best-reply adjustment: from the family with "
            "one slip (the dealer stops bluffing), players who in turn switch to a best reply where it strictly "
            "gains circle for ever between pure strategies (the opener's payoff $-1/3, 1/3, -1/2, 1/6$, never "
            "$-1/18$); only averages of fictitious play converge (Robinson, 1951)"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-drift",
        quote=Quote(
            "Admittedly, this is only true in the equilibrium.",
            "As theorized, deviations from equilibrium will drift back towards equilibrium.",
        ),
    ),
)
