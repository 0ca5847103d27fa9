"""The claims of the toddler-poker blog and of the sandbagging thesis."""

from __future__ import annotations

from lcp.record.sources import BLOG, THESIS, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-blg-001",
        source=BLOG,
        severity="major",
        status="verified",
        where="Solution",
        statement=r"toddler poker (raise $k = 2$): A raises $x < 0.1$ or $x > 0.7$, B calls $y > 0.4$, value \$0.10",
        notebook="01_fixed_bet",
        cell="blog-claims",
        quote=Quote(
            "Here are plots that show the optimal strategies:",
            (
                "For the case $k=2$, Player A should raise if $x>0.7$ or if $x<0.1$ (a bluff). Meanwhile, "
                r"Player B should call if $y > 0.4$ and fold otherwise. On average, Player A wins \$0.10 per "
                "game."
            ),
        ),
    ),
    Claim(
        id="C-blg-002",
        source=BLOG,
        severity="moderate",
        status="proved",
        where="Extra credit",
        statement=(
            "the game with a raise worth $k$ (profit $k$ after a called raise) is solved by the same "
            "derivation: the general-$k$ thresholds and value"
        ),
        notebook="01_fixed_bet",
        cell="parametrisations",
        note=(
            "equal to von Neumann's game with bet $b = k - 1$ (ante 1), $B = (k - 1)/2$ (pot 1): that "
            "identification is the companion's; the blog never writes $b = k - 1$, and only a comment (Dan's) "
            "links toddler poker to von Neumann's game"
        ),
        quote=Quote(
            "Extra credit:",
            (
                r"What if the value of the raise is \$k — i.e., players stand to profit \$k instead of \$2 "
                "after the raise?"
            ),
        ),
    ),
    Claim(
        id="C-blg-003",
        source=BLOG,
        severity="moderate",
        status="proved",
        where="Solution (derivation)",
        statement=(
            "the best-response criteria of A and B, A's two thresholds against a fold threshold $c$, and the "
            r"fixed point $c = \frac{(k-1)(k+2)}{k(k+3)}$"
        ),
        notebook="01_fixed_bet",
        cell="blog-derivation",
        quote=Quote("### Combining both best responses", r"c = \frac{(k-1)(k+2)}{k(k+3)}"),
    ),
    Claim(
        id="C-blg-004",
        source=BLOG,
        severity="moderate",
        status="refuted",
        where="Solution (derivation)",
        statement="a unique $y$ makes B indifferent, so B's best reply is a threshold",
        notebook="01_fixed_bet",
        cell="blog-derivation",
        note="B is indifferent on A's whole checking interval at the equilibrium",
        erratum="E-blg-001",
    ),
    Claim(
        id="C-blg-015",
        source=BLOG,
        severity="moderate",
        status="proved",
        where="Solution, Combining both best responses",
        statement=r"'$c$ is always in the middle portion of the interval. i.e. $p(c)=0$'",
        notebook="01_fixed_bet",
        cell="blog-middle",
        note=(
            r"stated without proof; true for every $k > 1$ and every $c < 1$: the lower threshold lies "
            r"$\frac{k-1}{2}(1 - c)$ below $c$, the upper one $\frac{1-c}{2}$ above"
        ),
        quote=Quote(
            "So Player A still plays a threshold strategy",
            r"This is relatively easy to do because $c$ is always in the middle portion of the interval. i.e. $p(c)=0$.",
        ),
    ),
    Claim(
        id="C-blg-005",
        source=BLOG,
        severity="major",
        status="proved",
        where="comment (Dan)",
        statement=r"the value is $\frac{k - 1}{k(k + 3)}$, not $\frac{(k - 1)(k + 2)}{k(k + 3)}$",
        notebook="01_fixed_bet",
        cell="toddler-optimum-value",
        quote=Quote(
            "Hi Laurent,",
            (
                "i think that your result for the game expectation is incorrect as it should be "
                "(k-1)/(k*(k+3)) instead of (k-1)*(k+2)/(k*(k+3))."
            ),
        ),
    ),
    Claim(
        id="C-blg-006",
        source=BLOG,
        severity="minor",
        status="ambiguous",
        where="comment (Dan)",
        statement=(
            "at the optimal raise $k = 3$ 'the value of toddler poker is then $1/10$, which is close to the "
            "$5/54$ in the discrete version'"
        ),
        notebook="01_fixed_bet",
        cell="toddler-optimum-value",
        note=(
            "wrong as the value at $k = 3$ ($1/9$); right as the value of the puzzle's game, $k = 2$, the "
            "reading the comparison supports: baby poker's $5/54$ is also its value at $k = 2$ (cell "
            "baby-poker)"
        ),
        quote=Quote(
            "Hi Laurent,",
            "The value of toddler poker is then 1/10, which is close to the 5/54 in the discrete version.",
        ),
    ),
    Claim(
        id="C-blg-007",
        source=BLOG,
        severity="moderate",
        status="verified",
        where="comment (Dan)",
        statement="baby poker, the discrete version with a six-sided die, is worth $5/54$",
        notebook="01_fixed_bet",
        cell="baby-poker",
        note=(
            "with equal dice splitting the pot (the rules do not say; dice tie with probability $1/6$); "
            r"certified exactly and by the $64 \times 64$ game of pure strategies"
        ),
        quote=Quote("Hi Laurent,", "which is close to the 5/54 in the discrete version"),
    ),
    Claim(
        id="C-blg-008",
        source=BLOG,
        severity="moderate",
        status="proved",
        where="comment (Dan)",
        statement="toddler poker has pure equilibrium strategies, baby poker mixed ones",
        notebook="01_fixed_bet",
        cell="baby-poker",
        note=(
            "with pure strategies A can guarantee only $1/18$ and B hold A to no less than $1/9$; the value "
            "$5/54$ lies strictly between, so in every equilibrium of baby poker both players mix"
        ),
        quote=Quote(
            "Hi Laurent,",
            (
                "toddler poker is, in a certain sense, simpler as it has pure strategies while baby poker has "
                "a mixed strategies."
            ),
        ),
    ),
    Claim(
        id="C-blg-009",
        source=BLOG,
        severity="moderate",
        status="verified",
        where="answers to comments",
        statement="B may move its threshold inside A's thresholds without loss; A can then exploit it",
        notebook="01_fixed_bet",
        cell="blog-claims",
        note="the same answer ends with a false uniqueness sentence (refuted below, cell blog-best-responses)",
        quote=Quote(
            "My conclusion when solving this",
            (
                "You’re correct that if A is playing optimally, then B may change their strategy as you said "
                "and there will be no detrimental effect."
            ),
        ),
    ),
    Claim(
        id="C-blg-010",
        source=BLOG,
        severity="minor",
        status="imprecise",
        where="answer to 'How can this possibly be better'",
        statement=r"'when Player A calls (60% of the time), they only \$0.20 on average'",
        notebook="01_fixed_bet",
        cell="blog-claims",
        note=(
            r"the verb is missing: the amount is right as a loss (checking hands average $-\$0.20$, as the "
            r"net \$0.10 uses), but as printed it reads as a win"
        ),
        erratum="E-blg-002",
    ),
    Claim(
        id="C-blg-011",
        source=BLOG,
        severity="moderate",
        status="ambiguous",
        where="tl;dr solution, after the plots",
        statement=("as $k$ increases A bluffs more aggressively at first, 'but then will eventually not bluff at all'"),
        notebook="01_fixed_bet",
        cell="blog-large-k",
        note=(
            r"right as a limit (the bluffing range $\frac{k-1}{k(k+3)}$ widens up to $k = 3$ and tends to 0), "
            "wrong as 'from some $k$ on': it has positive length for every $k > 1$, and bluffs stay "
            r"$\frac{k-1}{2k}$ of A's raises, tending to $1/2$"
        ),
        quote=Quote(
            "For the case $k=2$, Player A should raise",
            (
                "A fascinating twist is that as $k$ increases, Player A will bluff more aggressively at "
                "first, but then will eventually not bluff at all."
            ),
        ),
    ),
    Claim(
        id="C-blg-012",
        source=BLOG,
        severity="moderate",
        status="proved",
        where="tl;dr solution, $k = 3$",
        statement=(
            r"$k = 3$ is where A bluffs most ($x < 1/9$) and the game is worth most (\$0.111); for larger $k$ "
            "A raises ever more rarely and the payout decreases monotonically to 0"
        ),
        notebook="01_fixed_bet",
        cell="blog-large-k",
        note=(
            "A raises with probability $2/(k+3)$; 'when a win is all but assured' holds for his bluffs too, "
            r"which B folds to with probability $\frac{(k-1)(k+2)}{k(k+3)} \to 1$"
        ),
        quote=Quote(
            "The case $k=3$ is special",
            (
                "it corresponds to when Player A is most aggressive (bluffing happens whenever $x < "
                r"\tfrac{1}{9} \approx 0.111$)"
            ),
        ),
    ),
    Claim(
        id="C-blg-013",
        source=BLOG,
        severity="major",
        status="refuted",
        where="answer to the comment on B's threshold",
        statement=(
            "'this problem has a unique pair of strategies such that A and B's strategies are best responses "
            "to one another'"
        ),
        notebook="01_fixed_bet",
        cell="blog-best-responses",
        note=(
            "A's optimal strategy is unique, B's is not: calling $(0.1, 0.7)$ with probability $1/2$ and "
            "above 0.7 always is optimal too, and with A's strategy forms a second pair of mutual best "
            "responses"
        ),
        erratum="E-blg-003",
    ),
    Claim(
        id="C-blg-014",
        source=BLOG,
        severity="moderate",
        status="refuted",
        where="last answer, last sentence",
        statement=(
            "'either player's expected winnings get worse if they deviate from their strategy while the other "
            "player keeps their strategy fixed to the Nash optimal'"
        ),
        notebook="01_fixed_bet",
        cell="blog-best-responses",
        note=(
            "true for A (a deviation on hands of positive measure loses strictly), false for B: his threshold "
            r"0.5 leaves A exactly \$0.10"
        ),
        erratum="E-blg-004",
    ),
    Claim(
        id="C-ths-001",
        source=THESIS,
        severity="major",
        status="proved",
        where="Kuhn poker",
        statement=r"Kuhn's family of equilibria (in $\gamma$) with value $-1/18$ for the opener",
        notebook="08_kuhn_poker",
        cell="kuhn-family",
        quote=Quote(
            "We begin this paper by introducing the simplified version of the game, Kuhn Poker.",
            r"In this case, the expected value for the opener is $-\frac{1}{18}$ and $\frac{1}{18}$ for the dealer.",
        ),
    ),
    Claim(
        id="C-ths-002",
        source=THESIS,
        severity="moderate",
        status="refuted",
        where="Kuhn poker, the tree after the change of variable",
        statement="the king's check and bet probabilities",
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        erratum="E-ths-004",
        quote=Quote(
            "If we alter things slightly such that we change",
            r"Check: $(1-\gamma)/3+1/3$ Bet: $2/3-(1-\gamma)/3$",
        ),
    ),
    Claim(
        id="C-ths-003",
        source=THESIS,
        severity="major",
        status="proved",
        where="one raise",
        statement=r"the thesis's family (in $\alpha$) is an equilibrium with value $-1/18$",
        notebook="08_kuhn_poker",
        cell="thesis-family",
        quote=Quote(
            "Expected Value of the Game",
            (
                "We have so far shown that the strategies presented form an equilibria, and that neither "
                "player can benefit himself by unilaterally deviating from the specified strategy."
            ),
        ),
    ),
    Claim(
        id="C-ths-004",
        source=THESIS,
        severity="major",
        status="proved",
        where="one raise",
        statement="check-raising is never strictly better; raises are called only with the top card",
        notebook="08_kuhn_poker",
        cell="check-raise",
        note=(
            r"for every equilibrium, exactly: against the family's $\alpha = 1/2$ member calling a raise with "
            "J or Q loses strictly, and every equilibrium strategy is a best reply to it; the LP over the "
            "optimal face agrees"
        ),
        quote=Quote(
            "In 1950, Kuhn developed a simplified version of poker",
            (
                "raises will not be called except with aces and sandbagging does not constitute a strictly "
                "dominant strategy."
            ),
        ),
    ),
    Claim(
        id="C-ths-005",
        source=THESIS,
        severity="moderate",
        status="proved",
        where="Proving Equilibrium for the Opener / Dealer",
        statement=(
            "the value of every plan of every card against the family (opener: queen $-1$, king $-1/3$ or "
            "worse, ace $7/6$ except checkfold $2/3$; dealer by situation)"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-narrative",
        note=(
            r"for every $\alpha$, exactly; three displayed steps of the dealer's arithmetic are wrong though "
            "the results are right (cell thesis-dealer-sums), and its 'indifferent' means equal against the "
            "family, not equally optimal (cell thesis-ace-choices)"
        ),
        quote=Quote(
            "Opener Expected Value",
            (
                "Similarly, we showed that the expected value to the opener of holding the king is "
                r"$-\frac{1}{3}$ and the expected value of holding the ace is $\frac{7}{6}$."
            ),
        ),
    ),
    Claim(
        id="C-ths-006",
        source=THESIS,
        severity="minor",
        status="refuted",
        where="Proving Equilibrium for the Opener",
        statement="the players and actions named in three sentences of the opener's case analysis",
        notebook="08_kuhn_poker",
        cell="thesis-narrative",
        note="the numbers are right; the words are not",
        erratum="E-ths-005",
        quote=Quote(
            "From this analysis, we clearly see that the strategy we have presented for the queen",
            (
                "There is no benefit to increasing the probability by which the dealer either bluffs or "
                "checks, as the return is -1 in both cases."
            ),
        ),
    ),
    Claim(
        id="C-ths-007",
        source=THESIS,
        severity="moderate",
        status="verified",
        where="more raises",
        statement="allowing more raises leaves the value at $-1/18$",
        notebook="08_kuhn_poker",
        cell="more-raises",
        note="exactly for 0 to 4 raises",
        quote=Quote(
            "All of this harkens back to the raise's lack of utility.",
            (
                "we know that no matter how many raises are allowed, the expected value of the game would not "
                "change for either player."
            ),
        ),
    ),
    Claim(
        id="C-ths-008",
        source=THESIS,
        severity="minor",
        status="refuted",
        where="Stupid Mistakes; Proving Equilibrium for the Dealer",
        statement="the strategy words for the dealer's king and queen when bet to",
        notebook="08_kuhn_poker",
        cell="thesis-misprints",
        erratum="E-ths-001",
        quote=Quote(
            "Similarly, we can analyze the dealer's strategies.",
            "Thus, given that the dealer is dealt the king and bet to, the dealer will either fold or raise.",
        ),
    ),
    Claim(
        id="C-ths-009",
        source=THESIS,
        severity="minor",
        status="proved",
        where="Kuhn poker",
        statement="the thesis's game without raises is Kuhn's (1950)",
        notebook="08_kuhn_poker",
        cell="bridge",
        note=(
            r"that Kuhn's game at $\gamma = 0$ is von Neumann's 3-card game with the roles swapped is the "
            "companion's link; the thesis does not mention von Neumann's game"
        ),
        quote=Quote(
            "The game of one card poker is the easiest simplification",
            "A simplified version of our game which excludes the possibility of raises was introduced by Kuhn 1950.",
        ),
    ),
    Claim(
        id="C-ths-010",
        source=THESIS,
        severity="moderate",
        status="refuted",
        where="Proving Equilibrium for the Dealer, Dealer Queen (checked to, betfolding)",
        statement=(
            r"the first 'Overall' line: $-\frac{2\alpha}{1+\alpha} + \frac{-1+\alpha}{1+\alpha} = "
            r"\frac{1}{1+\alpha}$"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        note="the sum is $-1$, as the next line prints",
        erratum="E-ths-008",
    ),
    Claim(
        id="C-ths-011",
        source=THESIS,
        severity="moderate",
        status="refuted",
        where="Proving Equilibrium for the Dealer, Dealer King (checked to)",
        statement=(
            r"given a check the opener holds the queen with probability $(2+\alpha)/(2+\alpha+\alpha)$, the "
            r"ace with $\alpha/(2+\alpha+\alpha)$"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        note=r"$(2+\alpha)/(2+4 \alpha)$ and $3 \alpha/(2+4 \alpha)$; the conclusion (check the king) stands",
        erratum="E-ths-009",
    ),
    Claim(
        id="C-ths-012",
        source=THESIS,
        severity="moderate",
        status="refuted",
        where="Dealer Expected Value, the ace checked to",
        statement=(
            r"$\frac{1}{2}\left(\frac{2+\alpha}{3} + \frac{2}{3} + \frac{2-2\alpha}{3} + \frac{2}{3} + "
            r"\frac{1+\alpha}{3}\right) = \frac{1}{2} \cdot \frac{7}{3} = \frac{7}{6}$"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-dealer-sums",
        note="the five terms sum to $3/2$: one $2/3$ is counted twice; without it the result $7/6$ is right",
        erratum="E-ths-010",
    ),
    Claim(
        id="C-ths-013",
        source=THESIS,
        severity="moderate",
        status="refuted",
        where="Proving Equilibrium for the Opener, opening paragraph",
        statement=(
            "the plans the family plays with probability 0 are dominated: the opener is strictly better off "
            "not playing them"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-ace-choices",
        note=(
            "with the ace, checkcalling and betfolding earn $7/6$ like the family's own plans (only "
            "checkfolding, $2/3$, is worse)"
        ),
        erratum="E-ths-011",
    ),
    Claim(
        id="C-ths-014",
        source=THESIS,
        severity="moderate",
        status="ambiguous",
        where="Discussion, second paragraph",
        statement=(
            "what either player does with the ace is almost inconsequential: the opener's checkcall, "
            "checkraise, betcall and betfold all earn $7/6$, the dealer is indifferent between betfolding and "
            "betcalling when checked to and between calling and raising when bet to"
        ),
        notebook="08_kuhn_poker",
        cell="thesis-ace-choices",
        note=(
            "right as values against the other player's family strategy (what the thesis's proof needs); "
            "wrong as 'any of these plays is as good': a dealer who betfolds his ace when checked to lets the "
            r"opener gain $7/6$, an opener who betfolds it lets the dealer gain $7(1 - \alpha)/6$; the "
            "opener's checkcall and the dealer's call when bet to are optimal (exact best responses at "
            r"$\alpha = 0, 1/3, 1/2, 1$)"
        ),
        quote=Quote(
            "As we showed above, what either player does with the ace is almost inconsequential",
            (
                "Similarly, the dealer is indifferent between between betfolding or betcalling the ace when "
                "checked to and calling or raising when bet to."
            ),
        ),
    ),
    Claim(
        id="C-ths-015",
        source=THESIS,
        severity="moderate",
        status="imprecise",
        where="Discussion, fourth paragraph from the end",
        statement="after a deviation, play 'always trends back' to the equilibrium: deviations drift back",
        notebook="08_kuhn_poker",
        cell="thesis-drift",
        note=(
            "'as theorized', but the thesis theorizes nothing of the kind; false for best-reply adjustment "
            "(a certified cycle of strict best replies that never returns to $-1/18$), true only for averages "
            "such as fictitious play's, which the thesis does not mention"
        ),
        erratum="E-ths-012",
    ),
)
