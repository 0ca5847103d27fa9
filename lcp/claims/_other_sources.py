"""The claims of the other sources: the draft, the finite-deck paper, the toddler-poker blog, the thesis."""

from __future__ import annotations

from ..sources import Quote
from . import BLOG, Claim, DECKS, DRAFT, NB1, NB2, NB3, NB6, NB7, NB8, THESIS, _c

ROWS = (
    # --- the draft -------------------------------------------------------------------------------
    _c(DRAFT, "Secs. 5.2.1, 5.2.4", "the caller's indifference at $L$ and $U$, and eq. (4), as in the paper",
       "refuted", NB3, "erratum-eq2-eq3", "the same misprints as the paper's",
       quote=Quote("### 5.2.1 Caller Indifference",
           r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \quad (3)$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 2 and Case 3 (eq. (3) and the density ratio as before; eqs. (2), (4) and "
           "the summary list corrected)",
       revision_quote=Quote(r"\textbf{Case 2: $s = U$}",
           r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,", file="solving_lcp")),
    _c(DRAFT, "Sec. 5.2.4",
       r"$c(s)$, $v(s)$, $b(s)$ with $b_0$ substituted, and the $A_0, \dots, A_5$ closed form", "proved", NB3,
       "erratum-theorem-5-1", "the draft's substituted forms equal the derivation",
       quote=Quote("### 5.2.4 Solving the system",
           r"$$b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1 + s)^3}$$"),
       revision="persists",
       revision_where="Sec. 5, Theorem 5.1 ($b_0$, $b(s)$, $c(s)$, $v(s)$ in $r$, $t$; equal to the draft's)",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           r"b(s) &= \frac{t^{3} \left(s+1\right)^3 - (3s + 1)}{\left(r^{3} + t^{3} - 7\right) \left(s+1\right)^3}",
           file="nash_equilibrium")),
    _c(DRAFT, "Sec. 3", "von Neumann's and Newman's solutions as background", "proved", NB1, "fbcp-derivation",
       "Newman's in notebook 2, cell nlcp-derivation; the draft credits the no-limit game's solution only to Chen "
       "and Ankenman's book (2006); the game and its solution are D. J. Newman's (1959, the finite-deck paper's "
       "[9]), whom the manuscript names ('Newman Poker') but does not cite",
       quote=Quote("### 3.1 Von Neumann Poker",
           "Von Neumann poker has a solved Nash equilibrium strategy profile, which is discussed in detail ."),
       revision="persists",
       revision_where="Sec. 1.1.1 (FBCP) and 1.1.2 (NLCP); formulas in Sec. 7.1",
       revision_quote=Quote(r"\subsubsection{No-Limit Continuous Poker (NLCP)}",
           "The Nash equilibrium strategy profile for this variant is discussed and solved by Bill Chen and "
           "Jerrod Ankenman", file="introduction")),
    _c(DRAFT, "Sec. 5.1",
       "bluffing big with the weakest hands and small with the stronger ones best answers a caller whose $c(s)$ "
       "shifts down; 'if they instead bluffed big with their strongest bluffing hands, they would not be able to "
       "take advantage of the caller's mistake'", "refuted", NB3, "draft-bluff-order",
       "as Claim 7 of the manuscript (erratum there): the increasing order is admissible too (cell "
       r"lcp-admissible); and the quoted sentence holds only for shifts $\delta \le c(U) - x_2$ ($143748/250201$ "
       "at $(L, U) = (1/10, 2)$): beyond it the strongest bluffs win showdowns in either order",
       quote=Quote("### 5.1 Form of the strategy profile",
           "If they instead bluffed big with their strongest bluffing hands, they would not be able to take "
           "advantage of the caller's mistake."),
       revision="persists",
       revision_where="Sec. 4.2 (Monotone Strategies), after Definition 4.2; App. A.2",
       revision_quote=Quote(r"\begin{definition}[Monotone-Admissible Strategy]",
           "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands and "
           "smaller with stronger hands, which is optimal against all monotone deviations.", file="solving_lcp")),
    _c(DRAFT, "Sec. 5.2.3",
       "'As discussed above, the bettor's strategy is continuous in $s$ and $x$'", "refuted", NB3,
       "erratum-draft-continuity",
       "not discussed above, and not so in $x$: the bet size jumps from $L$ to a check at $x_2$ and back at "
       "$x_3$; eq. (8) needs only that $b$ and $v$ meet the ends of their intervals",
       quote=Quote("### 5.2.3 Continuity Constraints",
           "As discussed above, the bettor's strategy is continuous in  $s$  and  $x$ ."),
       revision="fixed",
       revision_where=
       "Sec. 4.4.3 (Continuity Constraints): 'continuous in $s$ and $x$ (except when checking)', as in the "
       "manuscript's subsection 4.2.3",
       revision_quote=Quote(r"\subsubsection{Continuity Constraints}",
           r"As discussed above, the bettor's strategy is continuous in $s$ and $x$ (except when checking).",
           file="solving_lcp")),
    # --- the finite-deck paper -------------------------------------------------------------------
    _c(DECKS, "von Neumann's model", "the continuous game has value $1/9$ (ante 1) and $b = 2$ maximises it",
       "proved", NB1, "pot-sized-bet", "$b = 2$ (ante 1) is $B = 1$ (pot 1)",
       quote=Quote("The von Neumann Advice",
           "The expected value for Player I, i.e., the value of the game, is $1/9$. It can be shown that $b = 2$ "
           "maximizes Player I's payoff under the Nash equilibrium strategies.")),
    _c(DECKS, "Figure 3",
       r"the $4 \times 4$ payoff matrix for $n = 2$, $b = 2$ and its two pure equilibria", "verified", NB6,
       "figure-3",
       quote=Quote("Finitely Many Cards",
           "Figure 3. Payoff matrix for $n = 2$ and $b = 2$ along with the values of the row minima and column "
           "maxima.")),
    _c(DECKS, "Finitely many cards",
       r"the pure equilibria for $n = 2, \dots, 9$ ($b = 2$) as listed: two (trivial) for $n = 2$ and 3, none for "
       r"$n = 4, 5, 6$, three for $n = 7$ and 8, seven for $n = 9$ ($S_1 = \{1, 8, 9\}$, every $S_2$ of four "
       r"cards, $\{6, 7, 8, 9\}$ among them)", "verified", NB6, "pure-equilibria",
       quote=Quote("Fixing the bet size at 2",
           r"In all of them, Player I bets if his card is in $\{1, 6, 7\}$")),
    _c(DECKS, "Finitely many cards",
       "threshold equilibria: $n = 25$ value $11/100$, $n = 26$ value $36/325$", "verified", NB6,
       "threshold-equilibria",
       quote=Quote("Now we can go much further",
           "For example, for $n = 26$, the value is $36/325 = 0.110769$. For $n = 25$, the value is $11/100 = "
           "0.11$.")),
    _c(DECKS, "Finitely many cards", "the value is $1/9$ when $n$ is a multiple of 9, a little less otherwise",
       "refuted", NB6, "erratum-multiples-of-nine",
       r"$1/9$ exactly when $n \equiv 0$ or $1 \pmod 9$ (proved for all such $n$)",
       quote=Quote("Now we can go much further",
           "If n is a multiple of 9, then the (restricted) pure Nash equilibria are as expected. Namely, the "
           "value of the game is $1/9$")),
    _c(DECKS, "Finitely many cards",
       r"for $n$ not a multiple of 9 the value is a little less than $1/9$ (true for $n \not\equiv 0, 1 \pmod "
       "9$)", "proved", NB6, "mod-d-proof",
       r"for every $n$; the paper states it for $b = 2$ only: that the same '$n \equiv 0, 1 \pmod D$' pattern "
       r"holds for every bet $b \le 10$ (the value equals the continuous one for $n \equiv 0, 1 \pmod D$ and is "
       "strictly below it otherwise) is the companion's extension (a caller strategy proved to hold Player I "
       "below it on each residue family, symbolically in $k$; the decks below the families solved exactly)",
       quote=Quote("Now we can go much further",
           "If n is not a multiple of 9, then the values are close, but a little less so.")),
    _c(DECKS, "Fast linear programming", "the bilinear payoff of mixed strategies", "verified", NB6,
       "bilinear-payoff",
       quote=Quote("Fast linear programming problem for mixed Nash equilibria.",
           "it is easy to compute the expected payoff (for Player I) as a bilinear form in the p_i and q_j")),
    _c(DECKS, "Slow linear programming",
       "$n = 3$ (value $1/18$), $n = 4$ (value $1/12$) and $n = 18$ (value $1/9$) "
       "equilibria", "verified", NB6, "mixed-examples",
       quote=Quote("Slow linear programming for mixed Nash equilibria.",
           "The value of the game is 1/12.")),
    _c(DECKS,
       "Slow linear programming, $n = 4$", "the printed strategy (1.1)-(1.2): fold with 1, 2, 3", "refuted", NB6,
       "erratum-n4-fold",
       quote=Quote("Slow linear programming for mixed Nash equilibria.",
           "(1.1) with probability 1/2, bet if his card is 4 and fold if his card is 1, 2, or 3")),
    _c(DECKS, "Newman's model", "the continuous no-limit game has value $1/7$ (ante 1)", "proved", NB2, "nlcp-value",
       "$1/14$ in pot-1 units",
       quote=Quote("The D.J. Newman Advice",
           "The value of the game (for Player I) is $1/7$.")),
    _c(DECKS, "Newman, finite deck", "$n = 7$, $b = 3$: value $13/105$ with the printed strategies", "verified", NB6,
       "newman-7-3", "the equilibrium is not unique",
       quote=Quote("Player II's loss minimization.",
           "for the game with $n = 7$ cards and the maximum bet size $b = 3$, the value of this game is $13/105 "
           "= 0.1238095238$")),
    _c(DECKS, "Newman, finite deck",
       "$13/105$ is below $1/7$ because of the limit on the maximum bet", "refuted", NB6,
       "erratum-13-105", "$b = 3$ is already the saturation bet for $n = 7$",
       quote=Quote("Player II's loss minimization.",
           "which is still less than $1/7 = 0.1428571429$ (due to the limitation of the maximum bet amount)")),
    _c(DECKS, "Newman, last paragraph", "at saturation the value seems to converge to $1/7$ as $n$ grows", "refuted",
       NB6, "erratum-newman-limit", "it tends to 0.1375388636, the value with integer bets",
       quote=Quote("We noticed that for any given n",
           "As n grows larger and b reaches its saturation value, the value of the game seems to converge to the "
           "D. J. Newman \"continuous\" value $1/7$.")),
    _c(DECKS, "Newman, last paragraph", "for each $n$ a saturation bet exists beyond which the value is constant",
       "proved", NB6, "newman-saturation-bound",
       r"for every $n$: every maximum bet $b \ge \max(1, 2n - 5)$ has the saturated value (calling a larger bet "
       "with the top card only deters every card); the computed saturation bets (cell erratum-13-105) follow "
       r"$\sqrt{24n/7} - 2$ within 0.75 (a heuristic law, cell saturation-law), and the saturated value is not "
       "monotone in $n$ (it drops from $n = 8$ to 9)",
       quote=Quote("We noticed that for any given n",
           "there exists a maximal bet size after which the game has the same value")),
    _c(DECKS, "Three-player poker, fast NLP",
       r"the 'Player I bets' constraint and the helpers $\mathrm{Call12}$, $\mathrm{Call13}$",
       "refuted", NB7, "erratum-three-player-constraints",
       quote=Quote("The fast NLP contains three sets of constraints",
           r"\text{Call3}(i, j, k, b+1) \cdot q_k \cdot r_k")),
    _c(DECKS,
       "Three-player poker, $n = 4$, $b = 1$",
       "values $1/24$ for Player I, $-1/48$ for II and III", "verified", NB7,
       "four-cards",
       "the printed strategies are one end of a segment of symmetric equilibria (the $2/3$ bluff splits between "
       "cards 1 and 2 in any proportion, cell four-cards-family); the values do not change",
       quote=Quote("Here we assume that Players II and III adopt identical strategies.",
           "The value of the game (for Player I) is $1/24$, while for each of Players II and III it is $-1/48$.")),
    _c(DECKS,
       "Three-player poker, $n = 65$, $b = 2$",
       "the printed strategies and the value $974/8121$", "refuted", NB7,
       "erratum-n65-value", "strategies reproduced exactly; their value is $402733/3357900$",
       quote=Quote("we are able to simulate up to $n = 65$",
           "The value of the game (for Player I) is $974/8121 = 0.119935968476789$.")),
    _c(DECKS, "Three-player, continuous",
       "$A$, $B$, $C$ and the value 0.122557074714865 at $b = 2$, to the 15 digits printed",
       "refuted", NB7, "erratum-continuous-digits", "right to about 14 digits; the last printed digits are not",
       quote=Quote("In particular, when $b = 2$ the optimal cuts are",
           "This results in the value of the game (for Player I) being 0.122557074714865.")),
    _c(DECKS, "Three-player, continuous",
       r"the best bet $b^\ast \approx 2.07$ with maximum payoff 0.122590664136184", "refuted",
       NB7, "erratum-optimal-bet", r"$b^\ast = 2.0723785763953\dots$, value 0.122590699260656",
       quote=Quote("We can also determine the best bet amount",
           r"Approximately, $b^* \approx 2.07$, resulting in Player I achieving a maximum payoff of "
           "0.122590664136184.")),
    _c(DECKS, "Three-player, Figure 6", "the conjectured continuous equilibrium is approached by finite decks",
       "verified", NB7, "finite-vs-continuous",
       r"for every deck $n = 3, \dots, 200$ at $b = 2$; every symmetric equilibrium with threshold callers for $n "
       r"= 3, \dots, 300$, $b = 1, 2, 3$ in cell every-deck, which are all the symmetric equilibria (cell "
       "caller-shape proves the callers' shape)",
       quote=Quote("One final remark",
           "the Nash equilibrium for the three-player continuous game resembles those observed in the discrete "
           "model when n is large.")),
    _c(DECKS, "Finitely many cards, 'Finding all pure Nash equilibria via von Neumann's minimax theorem'",
       "von Neumann's minimax theorem states that if the row maximin equals the column minimax a pure equilibrium "
       "(saddle point) exists", "refuted", NB6, "erratum-minimax-theorem",
       "that is the elementary saddle-point criterion; the theorem says that over mixed strategies max-min = "
       "min-max in every finite zero-sum game: for $n = 4$, $b = 2$ pure maximin 0 $<$ pure minimax $1/6$, mixed "
       "value $1/12$",
       quote=Quote("In the context of a two-player zero-sum game",
           "the theorem states that if the row maximin equals the column minimax, then a pure Nash equilibrium (or "
           "saddle point) is guaranteed to exist")),
    _c(DECKS, "Finitely many cards, historical note", "von Neumann and Morgenstern showed that every zero-sum game "
       "has a mixed equilibrium, in their 1944 book", "imprecise", NB6, "erratum-minimax-theorem",
       "not false (the book proves it), but misleading: it is von Neumann's own minimax theorem of 1928 (the "
       "paper's [7], credited the paragraph before); the 1944 book proves it again",
       quote=Quote("Here is a historical note related to this",
           "von Neumann and Oskar Morgenstern showed that for a zero-sum game, there must always exist at least one "
           "mixed Nash equilibrium, as demonstrated in their 1944 book")),
    # --- the blog --------------------------------------------------------------------------------
    _c(BLOG, "Solution",
       r"toddler poker (raise $k = 2$): A raises $x < 0.1$ or $x > 0.7$, B calls $y > 0.4$, value \$0.10",
       "verified", NB1, "blog-claims",
       quote=Quote("Here are plots that show the optimal strategies:",
           "For the case $k=2$, Player A should raise if $x>0.7$ or if $x<0.1$ (a bluff). Meanwhile, Player B "
           r"should call if $y > 0.4$ and fold otherwise. On average, Player A wins \$0.10 per game.")),
    _c(BLOG, "Extra credit",
       "the game with a raise worth $k$ (profit $k$ after a called raise) is solved by the same derivation: the "
       "general-$k$ thresholds and value", "proved", NB1, "parametrisations",
       "equal to von Neumann's game with bet $b = k - 1$ (ante 1), $B = (k - 1)/2$ (pot 1): that identification "
       "is the companion's; the blog never writes $b = k - 1$, and only a comment (Dan's) links toddler poker to "
       "von Neumann's game",
       quote=Quote("Extra credit:",
           r"What if the value of the raise is \$k — i.e., players stand to profit \$k instead of \$2 after the "
           "raise?")),
    _c(BLOG, "Solution (derivation)",
       "the best-response criteria of A and B, A's two thresholds against a fold threshold $c$, and the fixed "
       r"point $c = \frac{(k-1)(k+2)}{k(k+3)}$", "proved", NB1, "blog-derivation",
       quote=Quote("### Combining both best responses",
           r"c = \frac{(k-1)(k+2)}{k(k+3)}")),
    _c(BLOG, "Solution (derivation)",
       "a unique $y$ makes B indifferent, so B's best reply is a threshold", "refuted",
       NB1, "blog-derivation", "B is indifferent on A's whole checking interval at the equilibrium",
       quote=Quote("### Player B’s best response",
           r"Since $\int_0^y p(x)dx$ is a monotonically increasing function no matter what $p$ is, there is a "
           "unique $y$ that yields equality.")),
    _c(BLOG, "comment (Dan)",
       r"the value is $\frac{k - 1}{k(k + 3)}$, not $\frac{(k - 1)(k + 2)}{k(k + 3)}$", "proved", NB1,
       "toddler-optimum-value",
       quote=Quote("Hi Laurent,",
           "i think that your result for the game expectation is incorrect as it should be (k-1)/(k*(k+3)) "
           "instead of (k-1)*(k+2)/(k*(k+3)).")),
    _c(BLOG, "comment (Dan)",
       "at the optimal raise $k = 3$ 'the value of toddler poker is then $1/10$, which is close to the $5/54$ in "
       "the discrete version'", "ambiguous", NB1, "toddler-optimum-value",
       "wrong as the value at $k = 3$ ($1/9$); right as the value of the puzzle's game, $k = 2$, the reading the "
       "comparison supports: baby poker's $5/54$ is also its value at $k = 2$ (cell baby-poker)",
       quote=Quote("Hi Laurent,",
           "The value of toddler poker is then 1/10, which is close to the 5/54 in the discrete version.")),
    _c(BLOG, "comment (Dan)", "baby poker, the discrete version with a six-sided die, is worth $5/54$", "verified",
       NB1, "baby-poker",
       "with equal dice splitting the pot (the rules do not say; dice tie with probability $1/6$); certified "
       r"exactly and by the $64 \times 64$ game of pure strategies",
       quote=Quote("Hi Laurent,",
           "which is close to the 5/54 in the discrete version")),
    _c(BLOG, "comment (Dan)", "toddler poker has pure equilibrium strategies, baby poker mixed ones", "proved", NB1,
       "baby-poker",
       "with pure strategies A can guarantee only $1/18$ and B hold A to no less than $1/9$; the value $5/54$ "
       "lies strictly between, so in every equilibrium of baby poker both players mix",
       quote=Quote("Hi Laurent,",
           "toddler poker is, in a certain sense, simpler as it has pure strategies while baby poker has a mixed "
           "strategies.")),
    _c(BLOG, "answers to comments", "B may move its threshold inside A's thresholds without loss; A can then "
       "exploit it", "verified", NB1, "blog-claims", "the same answer ends with a false uniqueness sentence "
       "(refuted below, cell blog-best-responses)",
       quote=Quote("My conclusion when solving this",
           "You’re correct that if A is playing optimally, then B may change their strategy as you said and "
           "there will be no detrimental effect.")),
    _c(BLOG, "answer to 'How can this possibly be better'",
       r"'when Player A calls (60% of the time), they only \$0.20 on average'", "refuted", NB1, "blog-claims",
       quote=Quote("With my strategy, again assuming the same strategy for Player B",
           r"But when Player A calls (60% of the time), they only \$0.20 on average")),
    _c(BLOG, "tl;dr solution, after the plots",
       "as $k$ increases A bluffs more aggressively at first, 'but then will eventually not bluff at "
       "all'", "ambiguous", NB1, "blog-large-k",
       r"right as a limit (the bluffing range $\frac{k-1}{k(k+3)}$ widens up to $k = 3$ and tends to 0), wrong as "
       r"'from some $k$ on': it has positive length for every $k > 1$, and bluffs stay $\frac{k-1}{2k}$ of A's "
       "raises, tending to $1/2$",
       quote=Quote("For the case $k=2$, Player A should raise",
           "A fascinating twist is that as $k$ increases, Player A will bluff more aggressively at first, but then "
           "will eventually not bluff at all.")),
    _c(BLOG, "tl;dr solution, $k = 3$",
       r"$k = 3$ is where A bluffs most ($x < 1/9$) and the game is worth most (\$0.111); for larger $k$ A raises "
       "ever more rarely and the payout decreases monotonically to 0", "proved", NB1,
       "blog-large-k",
       "A raises with probability $2/(k+3)$; 'when a win is all but assured' holds for his bluffs too, which B "
       r"folds to with probability $\frac{(k-1)(k+2)}{k(k+3)} \to 1$",
       quote=Quote("The case $k=3$ is special",
           r"it corresponds to when Player A is most aggressive (bluffing happens whenever $x < \tfrac{1}{9} "
           r"\approx 0.111$)")),
    _c(BLOG, "answer to the comment on B's threshold", "'this problem has a unique pair of strategies such that A "
       "and B's strategies are best responses to one another'", "refuted", NB1, "blog-best-responses",
       "A's optimal strategy is unique, B's is not: calling $(0.1, 0.7)$ with probability $1/2$ and above 0.7 "
       "always is optimal too, and with A's strategy forms a second pair of mutual best responses",
       quote=Quote("You’re correct that if A is playing optimally",
           "this problem has a unique pair of strategies such that A and B's strategies are best responses to one "
           "another")),
    _c(BLOG, "last answer, last sentence", "'either player's expected winnings get worse if they deviate from "
       "their strategy while the other player keeps their strategy fixed to the Nash optimal'", "refuted", NB1,
       "blog-best-responses",
       "true for A (a deviation on hands of positive measure loses strictly), false for B: his threshold 0.5 "
       r"leaves A exactly \$0.10",
       quote=Quote("B could adapt their strategy and improve",
           "Similarly, either player’s expected winnings get worse if they deviate from their strategy while the "
           "other player keeps their strategy fixed to the Nash optimal.")),
    # --- the thesis ------------------------------------------------------------------------------
    _c(THESIS, "Kuhn poker", r"Kuhn's family of equilibria (in $\gamma$) with value $-1/18$ for the opener", "proved",
       NB8, "kuhn-family",
       quote=Quote("We begin this paper by introducing the simplified version of the game, Kuhn Poker.",
           r"In this case, the expected value for the opener is $-\frac{1}{18}$ and $\frac{1}{18}$ for the dealer.")),
    _c(THESIS, "Kuhn poker, the tree after the change of variable", "the king's check and bet probabilities",
       "refuted", NB8, "thesis-misprints",
       quote=Quote("If we alter things slightly such that we change",
           r"Check: $(1-\gamma)/3+1/3$ Bet: $2/3-(1-\gamma)/3$")),
    _c(THESIS, "one raise", r"the thesis's family (in $\alpha$) is an equilibrium with value $-1/18$", "proved", NB8,
       "thesis-family",
       quote=Quote("Expected Value of the Game",
           "We have so far shown that the strategies presented form an equilibria, and that neither player can "
           "benefit himself by unilaterally deviating from the specified strategy.")),
    _c(THESIS, "one raise", "check-raising is never strictly better; raises are called only with the top card",
       "proved", NB8, "check-raise",
       r"for every equilibrium, exactly: against the family's $\alpha = 1/2$ member calling a raise with J or Q "
       "loses strictly, and every equilibrium strategy is a best reply to it; the LP over the optimal face agrees",
       quote=Quote("In 1950, Kuhn developed a simplified version of poker",
           "raises will not be called except with aces and sandbagging does not constitute a strictly dominant "
           "strategy.")),
    _c(THESIS, "Proving Equilibrium for the Opener / Dealer",
       "the value of every plan of every card against the family (opener: queen $-1$, king $-1/3$ or worse, ace "
       "$7/6$ except checkfold $2/3$; dealer by situation)",
       "proved", NB8, "thesis-narrative",
       r"for every $\alpha$, exactly; three displayed steps of the dealer's arithmetic are wrong though the "
       "results are right (cell thesis-dealer-sums), and its 'indifferent' means equal against the family, not "
       "equally optimal (cell thesis-ace-choices)",
       quote=Quote("Opener Expected Value",
           r"Similarly, we showed that the expected value to the opener of holding the king is $-\frac{1}{3}$ and "
           r"the expected value of holding the ace is $\frac{7}{6}$.")),
    _c(THESIS, "Proving Equilibrium for the Opener", "the players and actions named in three sentences of the "
       "opener's case analysis", "refuted", NB8, "thesis-narrative", "the numbers are right; the words are not",
       quote=Quote("From this analysis, we clearly see that the strategy we have presented for the queen",
           "There is no benefit to increasing the probability by which the dealer either bluffs or checks, as "
           "the return is -1 in both cases.")),
    _c(THESIS, "more raises", "allowing more raises leaves the value at $-1/18$", "verified", NB8, "more-raises",
       "exactly for 0 to 4 raises",
       quote=Quote("All of this harkens back to the raise's lack of utility.",
           "we know that no matter how many raises are allowed, the expected value of the game would not change "
           "for either player.")),
    _c(THESIS, "Stupid Mistakes; Proving Equilibrium for the Dealer", "the strategy words for the dealer's king and "
       "queen when bet to", "refuted", NB8, "thesis-misprints",
       quote=Quote("Similarly, we can analyze the dealer's strategies.",
           "Thus, given that the dealer is dealt the king and bet to, the dealer will either fold or raise.")),
    _c(THESIS, "Kuhn poker", "the thesis's game without raises is Kuhn's (1950)", "proved", NB8, "bridge",
       r"that Kuhn's game at $\gamma = 0$ is von Neumann's 3-card game with the roles swapped is the companion's "
       "link; the thesis does not mention von Neumann's game",
       quote=Quote("The game of one card poker is the easiest simplification",
           "A simplified version of our game which excludes the possibility of raises was introduced by Kuhn "
           "1950.")),
    _c(THESIS, "Proving Equilibrium for the Dealer, Dealer Queen (checked to, betfolding)",
       r"the first 'Overall' line: $-\frac{2\alpha}{1+\alpha} + \frac{-1+\alpha}{1+\alpha} = "
       r"\frac{1}{1+\alpha}$", "refuted", NB8, "thesis-dealer-sums",
       "the sum is $-1$, as the next line prints",
       quote=Quote("If the dealer betfolds with the specified",
           r"Overall, we see that betfolding the queen will give an expected value of $-\frac{2\alpha}{1+\alpha} + "
           r"\frac{-1+\alpha}{1+\alpha} = \frac{1}{1+\alpha}$.")),
    _c(THESIS, "Proving Equilibrium for the Dealer, Dealer King (checked to)",
       r"given a check the opener holds the queen with probability $(2+\alpha)/(2+\alpha+\alpha)$, the ace with "
       r"$\alpha/(2+\alpha+\alpha)$", "refuted", NB8,
       "thesis-dealer-sums",
       r"$(2+\alpha)/(2+4 \alpha)$ and $3 \alpha/(2+4 \alpha)$; the conclusion (check the king) stands",
       quote=Quote("We move on to the king. According to our strategy",
           r"then $\frac{2+\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the queen and the other "
           r"$\frac{\alpha}{2+\alpha+\alpha}$ of the time, the opener holds the ace")),
    _c(THESIS, "Dealer Expected Value, the ace checked to",
       r"$\frac{1}{2}\left(\frac{2+\alpha}{3} + \frac{2}{3} + \frac{2-2\alpha}{3} + "
       r"\frac{2}{3} + \frac{1+\alpha}{3}\right) = \frac{1}{2} \cdot \frac{7}{3} = "
       r"\frac{7}{6}$", "refuted", NB8, "thesis-dealer-sums",
       "the five terms sum to $3/2$: one $2/3$ is counted twice; without it the result $7/6$ is right",
       quote=Quote("We now compute the expected value to the dealer of being dealt an ace",
           r"=\frac{1}{2}(\frac{2+\alpha}{3}+\frac{2}{3}+\frac{2-2\alpha}{3}+\frac{2}{3}+\frac{1+\alpha}{3})="
           r"\frac{1}{2}(\frac{7}{3})")),
    _c(THESIS, "Proving Equilibrium for the Opener, opening paragraph", "the plans the family plays with "
       "probability 0 are dominated: the opener is strictly better off not playing them", "refuted", NB8,
       "thesis-ace-choices",
       "with the ace, checkcalling and betfolding earn $7/6$ like the family's own plans (only checkfolding, "
       "$2/3$, is worse)",
       quote=Quote("Proving Equilibrium for the Opener",
           "we verify that these strategies are indeed dominated and that the opener is strictly better off by not "
           "performing these actions")),
    _c(THESIS, "Discussion, second paragraph",
       "what either player does with the ace is almost inconsequential: the opener's checkcall, checkraise, "
       "betcall and betfold all earn $7/6$, the dealer is indifferent between betfolding and betcalling when "
       "checked to and between calling and raising when bet to", "ambiguous", NB8,
       "thesis-ace-choices",
       "right as values against the other player's family strategy (what the thesis's proof needs); wrong as 'any "
       "of these plays is as good': a dealer who betfolds his ace when checked to lets the opener gain $7/6$, an "
       r"opener who betfolds it lets the dealer gain $7(1 - \alpha)/6$; the opener's checkcall and the dealer's "
       r"call when bet to are optimal (exact best responses at $\alpha = 0, 1/3, 1/2, 1$)",
       quote=Quote("As we showed above, what either player does with the ace is almost inconsequential",
           "Similarly, the dealer is indifferent between between betfolding or betcalling the ace when checked to "
           "and calling or raising when bet to.")),
)
