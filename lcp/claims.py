"""Every claim of every source, with what the companion found and where.

One row per claim a source makes (a numbered result, a printed value, a stated property), in the
source's order. ``status`` is one of :data:`STATUSES`:

* ``proved``: shown for every parameter value, symbolically or by an exact argument, in the cell named;
* ``verified``: checked exactly (in rationals) or numerically for the instances the source states, not
  in general;
* ``refuted``: false as printed; the errata (:mod:`lcp.errata`) give the corrected statement;
* ``ambiguous``: the source admits two readings, one right and one wrong; ``note`` says which is which
  (not counted as an erratum);
* ``open``: not settled here (``note`` says what is missing).

``cell`` is the tag of the notebook cell that settles the claim (``tests/test_claims.py`` checks that it
exists); an ``open`` claim may name none. The site's claims page is generated from this table.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .errata import BLOG, DECKS, DRAFT, PAPER, THESIS

STATUSES = ("proved", "verified", "refuted", "ambiguous", "open")
MEANING = {
    "proved": "shown for every parameter value, symbolically or by an exact argument",
    "verified": "checked exactly or numerically for the instances the source states, not in general",
    "refuted": "false as printed; the errata give the corrected statement",
    "ambiguous": "two readings of the source, one right and one wrong; the note says which",
    "open": "not settled by the companion",
}
SOURCE_TITLES = {
    PAPER: "Limit Continuous Poker (the paper, May 2025)",
    DRAFT: "Limit Continuous Poker (the draft, April 2025)",
    DECKS: "Krityakierne, Thanatipanonda, Zeilberger: von Neumann and Newman poker with finite decks",
    BLOG: "Toddler poker (blog post and comments)",
    THESIS: "Kuhn poker with check-raising (the sandbagging thesis)",
}


@dataclass(frozen=True)
class Claim:
    source: str  # seed file in ../shared/seeds
    where: str  # section / theorem / paragraph
    statement: str  # the claim, in the source's terms (paraphrased)
    status: str  # one of STATUSES
    notebook: str = ""  # notebooks/<notebook>.py settles it
    cell: str = ""  # tag of the cell
    note: str = ""  # what else the reader should know


def _c(source, where, statement, status, notebook="", cell="", note=""):
    return Claim(source, where, statement, status, notebook, cell, note)


NB1, NB2, NB3, NB4 = "01_fixed_bet", "02_no_limit", "03_lcp_derivation", "04_payoff_regions"
NB5, NB6, NB7, NB8 = "05_parameter_analysis", "06_finite_decks", "07_three_player", "08_kuhn_poker"

CLAIMS: tuple[Claim, ...] = (
    # --- the paper -------------------------------------------------------------------------------
    _c(PAPER, "Sec. 2.1.1", "FBCP equilibrium: bluff below B/((1+2B)(2+B)), call above B(3+2B)/((1+2B)(2+B)), "
       "value-bet above a threshold", "proved", NB1, "fbcp-derivation",
       "the value-betting threshold is misprinted (s for B)"),
    _c(PAPER, "Sec. 2.1.1", "the printed FBCP value-betting threshold (1 + 4s + 2B^2)/((1+2B)(2+B))", "refuted",
       NB1, "erratum-fbcp-value-threshold"),
    _c(PAPER, "Sec. 2.1.1", "the value of FBCP is V_FB(B) = B/(2(1+2B)(2+B))", "proved", NB1,
       "erratum-fbcp-value-threshold", "equal to the derived value for every B; certified exactly at B = 1 "
       "in cell fbcp-certificate"),
    _c(PAPER, "Sec. 2.1.1", "V_FB is positive and maximised at B = 1, the pot-sized bet", "proved", NB1,
       "pot-sized-bet"),
    _c(PAPER, "Sec. 2.1.1", "the caller may call with any threshold between the bluffing and value ranges; any "
       "other threshold lets the bettor gain", "verified", NB1, "fbcp-certificate",
       "the caller's indifference is exact for every B; the bettor's gain is computed exactly at B = 1 for the "
       "thresholds 1/3 and 2/3; true among thresholds, but the text's 'any calling strategy other than this one' "
       "is too strong: calling (a, v) at rate 1/(1+2B) also leaves the bettor nothing (cell fbcp-optimal-calling)"),
    _c(PAPER, "Sec. 2.1.1, footnote 2", "FBCP has many Nash equilibria but a unique one in which the caller plays "
       "an admissible (not strictly dominated) strategy", "refuted", NB1, "fbcp-optimal-calling",
       "true with 'weakly dominated' (erratum): the bettor's optimal strategy is unique up to two hands, the "
       "caller's optimal rules are exactly those with calling mass (1+2B)Phi(x) <= x - a on [a, v] (equality at "
       "v), and only the threshold c among them is not weakly dominated"),
    _c(PAPER, "Sec. 2.1.2", "NLCP: Newman's c(s), v(s), b(s) and the thresholds 1/7, 4/7", "proved", NB2,
       "nlcp-derivation"),
    _c(PAPER, "Sec. 2.1.2", "the value of NLCP is 1/14", "proved", NB2, "nlcp-value"),
    _c(PAPER, "Sec. 2.1.2, figure 'NLCP Strategy Profile'", "the NLCP strategy profile as drawn", "refuted", NB2,
       "erratum-nlcp-figure", "value bets and calling threshold agree with Newman's within 3 pixels of the "
       "paper's image; the bluffing branch is drawn without the factor 3s + 1"),
    _c(PAPER, "Definition 3.1", "after a call the higher hand gets payoff 1 + 2s; a fold pays the bettor 1",
       "refuted", NB3, "erratum-definition-3-1", "1 + 2s is the pot, not a payoff in the paper's accounting"),
    _c(PAPER, "Theorem 4.1", "LCP has a unique admissible-strategy Nash equilibrium, with the stated structure",
       "refuted", NB3, "lcp-admissible",
       "the structure's profile is certified an equilibrium exactly (cell lcp-certificate), and for 0 < L < U "
       "< inf its caller is the only admissible optimal one, but the paper's bluff plan and its mirror image "
       "(sizes increasing with the hand) are both admissible: two admissible equilibria (proved for all such "
       "L, U; checked exactly at (1/10, 2)); at L = 0 the stated profile is weakly dominated on both sides"),
    _c(PAPER, "Sec. 4.1, Claims 1-5", "in an admissible equilibrium the caller uses a threshold c(s), "
       "non-decreasing and continuous, value bets are made above c(s) with sizes increasing with the hand, "
       "bluffs below it", "proved", NB3, "lcp-admissible",
       "for 0 < L < U < inf: every optimal caller that is not weakly dominated is the threshold c(s), and every "
       "optimal bettor makes the paper's value bets and checks; Claim 1's 'strictly better off' is only weakly "
       "(equal against bettors who never bet between the two hands)"),
    _c(PAPER, "Sec. 4.1, Claim 7", "bluffing sizes decrease with hand strength; this is what makes the profile "
       "uniquely admissible", "refuted", NB3, "lcp-admissible",
       "not necessary for equilibrium, as the claim says (the increasing order is an equilibrium too), and not "
       "singled out by admissibility: a caller who also calls some weak hands makes the increasing order "
       "strictly best among the bettor's best replies to c, so it is not weakly dominated; against loose "
       "threshold callers neither order always does better (cell lcp-other-equilibria)"),
    _c(PAPER, "Sec. 4.1, Claim 6", "the bettor is indifferent among bluffing sizes that are also value-bet sizes",
       "proved", NB3, "lcp-certificate", "every bluff earns x2 - 1/2 at every size"),
    _c(PAPER, "Sec. 4.2.1, eqs. (2), (3)", "the caller's indifference at s = L and s = U as printed", "refuted", NB3,
       "erratum-eq2-eq3"),
    _c(PAPER, "Sec. 4.2.1, eq. (4)", "|b'(s)|(1 + s) + |v'(s)| s = 0 and the density ratio |b'|/|v'|", "refuted",
       NB3, "erratum-eq4"),
    _c(PAPER, "Sec. 4.2 (summary list), draft Sec. 5.2.4", "x3's indifference: c(L) - (1 - c(L)) L = x3", "refuted",
       NB3, "erratum-summary-x3"),
    _c(PAPER, "Sec. 4.2", "the seven conditions determine x0..x5 and b0", "proved", NB3, "seven-equations"),
    _c(PAPER, "Theorem 5.1", "the closed form of x0..x5 through A0..A5", "proved", NB3, "closed-form"),
    _c(PAPER, "Theorem 5.1", "the printed lines for v(s) and for b(s) (with b0)", "refuted", NB3,
       "erratum-theorem-5-1"),
    _c(PAPER, "Sec. 5, Figure 1", "the strategy profiles at (L, U) = (0, 10), (0.1, 2), (0.3, 1.5), (0.5, 1)",
       "verified", NB3, "figure-1", "regenerated from the closed form; the paper's four panels, digitised on "
       "their own grids, put every pixel of the bet function within 3 pixels of ours and 90% or more of the "
       "call threshold's (the rest is the legend's sample), tests/test_paper_figures.py"),
    _c(PAPER, "Sec. 6, Figure 2", "the bettor's payoff regions over the unit square", "proved", NB4, "regions",
       "region areas exact in L, U: bluff x2, check x3 - x2, value 1 - x3; the paper's six panels agree with "
       "the regenerated ones side by side"),
    _c(PAPER, "Theorem 6.1", "EV(x) on bluffing, checking and value-betting hands", "proved", NB4, "theorem-6-1"),
    _c(PAPER, "Theorem 6.2", "EV(x) is increasing in x for every L, U", "proved", NB4, "theorem-6-2",
       "non-decreasing: constant on the bluffs, strictly increasing from x2 on"),
    _c(PAPER, "Theorem 6.2", "the printed strict inequality dEV(x)/dx > 0", "refuted", NB4, "theorem-6-2"),
    _c(PAPER, "Lemma 7.1", "x2 increases with U (and decreases with L)", "proved", NB5, "lemma-7-1"),
    _c(PAPER, "Lemma 7.2", "the bet size v^-1(x) of an intermediate hand decreases with U", "proved", NB5,
       "lemma-7-2", "for the intermediate hands [x4, x5]; the stated range [x3, v(U)] also takes in the hands "
       "betting L (erratum)"),
    _c(PAPER, "Lemma 7.3", "the calling cutoff c(v^-1(x)) faced by an intermediate hand increases with U",
       "proved", NB5, "lemma-7-3", "its proof cites Lemma 7.1 for what Lemma 7.2's proof shows (erratum)"),
    _c(PAPER, "Theorem 7.1", "EV(x) falls with U for intermediate and weak max-betting hands, rises for strong "
       "ones", "proved", NB5, "theorem-7-1", "true with the corrected threshold x*; the printed threshold is wrong; "
       "the hands betting L, which the statement omits, also lose (cell erratum-intermediate-hands)"),
    _c(PAPER, "Sec. 7.1.3, Lemmas 7.2, 7.3", "the intermediate value-betting hands are exactly x in [x3, v(U)]; "
       "Lemma 7.3's proof takes dv^-1(x)/dU from the proof of Lemma 7.1", "refuted", NB5,
       "erratum-intermediate-hands"),
    _c(PAPER, "Theorem 7.1, proof", "the printed threshold above which EV(x) rises with U", "refuted", NB5,
       "theorem-7-1"),
    _c(PAPER, "Sec. 8.1, eq. (10)", "the checking range of the FBCP bet function S_FB", "refuted", NB5,
       "theorem-8-1"),
    _c(PAPER, "Theorems 8.1, 8.2", "LCP's bet and call functions converge to FBCP's as L, U -> B", "proved", NB5,
       "theorem-8-1", "the last equality of Theorem 8.2's proof is misprinted"),
    _c(PAPER, "Theorems 8.3, 8.4", "LCP's bet and call functions converge to NLCP's as L -> 0, U -> inf", "proved",
       NB5, "theorem-8-3", "the proof's reason for x0 = 0, x5 = 1 names the wrong bet sizes (erratum)"),
    _c(PAPER, "Theorem 8.3, proof", "x0 = 0 and x5 = 1 in the limit because those intervals use the minimum and "
       "the maximum bet size, respectively", "refuted", NB5, "erratum-theorem-8-3-prose"),
    _c(PAPER, "Sec. 9", "the value V(L, U) as the integral of the payoff over the regions (Appendix B, not "
       "printed)", "proved", NB4, "value-by-integration"),
    _c(PAPER, "Sec. 9.1, Figure 3", "the value over the limits: higher for lenient limits (top left), lower for strict",
       "verified", NB4, "figure-3", "regenerated from V(L, U); compared with the paper's later version of the "
       "figure: the same landscape (its colour bar's top, about 0.074, is a rounded contour level above the "
       "largest value 1/14)"),
    _c(PAPER, "Sec. 9", "the symmetry V(L, U) = V(1/U, 1/L)", "proved", NB4, "value-symmetry",
       "it extends to the bluffing strategy under s -> 1/s, not to value bets (notebook 5, cell symmetry); Sec. "
       "9.3's reading of it says 'increasing U' for 'increasing L' (erratum)"),
    _c(PAPER, "Sec. 9.3", "the loss in value from decreasing U equals the loss from increasing U, reciprocally",
       "refuted", NB5, "erratum-symmetry-prose"),
    _c(PAPER, "Theorem 9.1", "V is increasing in U and decreasing in L", "proved", NB5, "theorem-9-1",
       "stated without proof in the paper"),
    _c(PAPER, "Theorems 9.2, 9.3", "V converges to V_FB(B) as L, U -> B and to 1/14 as L -> 0, U -> inf",
       "proved", NB5, "theorem-9-2-9-3", "stated without proof in the paper"),
    # --- the draft -------------------------------------------------------------------------------
    _c(DRAFT, "Secs. 5.2.1, 5.2.4", "the caller's indifference at L and U, and eq. (4), as in the paper",
       "refuted", NB3, "erratum-eq2-eq3", "the same misprints as the paper's"),
    _c(DRAFT, "Sec. 5.2.4", "c(s), v(s), b(s) with b0 substituted, and the A0..A5 closed form", "proved", NB3,
       "erratum-theorem-5-1", "the draft's substituted forms equal the derivation"),
    _c(DRAFT, "Sec. 3", "von Neumann's and Newman's solutions as background", "proved", NB1, "fbcp-derivation",
       "Newman's in notebook 2, cell nlcp-derivation"),
    # --- the finite-deck paper -------------------------------------------------------------------
    _c(DECKS, "von Neumann's model", "the continuous game has value 1/9 (ante 1) and b = 2 maximises it",
       "proved", NB1, "pot-sized-bet", "b = 2 (ante 1) is B = 1 (pot 1)"),
    _c(DECKS, "Figure 3", "the 4 x 4 payoff matrix for n = 2, b = 2 and its two pure equilibria", "verified", NB6,
       "figure-3"),
    _c(DECKS, "Finitely many cards", "the pure equilibria for n = 3, 7, 8 (b = 2) as listed", "verified", NB6,
       "pure-equilibria"),
    _c(DECKS, "Finitely many cards", "threshold equilibria: n = 25 value 11/100, n = 26 value 36/325", "verified", NB6,
       "threshold-equilibria"),
    _c(DECKS, "Finitely many cards", "the value is 1/9 when n is a multiple of 9, a little less otherwise",
       "refuted", NB6, "erratum-multiples-of-nine", "1/9 exactly when n = 0 or 1 mod 9 (proved for all such n)"),
    _c(DECKS, "Finitely many cards", "no equality for n not 0, 1 mod 9 (and the mod-D pattern for b <= 5)",
       "proved", NB6, "mod-d-proof", "for every n and every b <= 10: the value equals the continuous one for "
       "n = 0, 1 (mod D) and is strictly below it otherwise (a caller strategy proved to hold Player I below it "
       "on each residue family, symbolically in k; the decks below the families solved exactly)"),
    _c(DECKS, "Slow linear programming", "the bilinear payoff of mixed strategies", "verified", NB6,
       "bilinear-payoff"),
    _c(DECKS, "Slow linear programming", "n = 3 (value 1/18), n = 4 (value 1/12) and n = 18 (value 1/9) "
       "equilibria", "verified", NB6, "mixed-examples"),
    _c(DECKS, "Slow linear programming, n = 4", "the printed strategy (1.1)-(1.2): fold with 1, 2, 3", "refuted", NB6,
       "erratum-n4-fold"),
    _c(DECKS, "Newman's model", "the continuous no-limit game has value 1/7 (ante 1)", "proved", NB2, "nlcp-value",
       "1/14 in pot-1 units"),
    _c(DECKS, "Newman, finite deck", "n = 7, b = 3: value 13/105 with the printed strategies", "verified", NB6,
       "newman-7-3", "the equilibrium is not unique"),
    _c(DECKS, "Newman, finite deck", "13/105 is below 1/7 because of the limit on the maximum bet", "refuted", NB6,
       "erratum-13-105", "b = 3 is already the saturation bet for n = 7"),
    _c(DECKS, "Newman, last paragraph", "at saturation the value seems to converge to 1/7 as n grows", "refuted",
       NB6, "erratum-newman-limit", "it tends to 0.1375388636, the value with integer bets"),
    _c(DECKS, "Newman, last paragraph", "for each n a saturation bet exists beyond which the value is constant",
       "verified", NB6, "erratum-13-105", "computed for the decks shown; the saturation bet follows "
       "sqrt(24n/7) - 2 within 0.75 (a heuristic law from Newman's solution, cell saturation-law, not proved), "
       "and the saturated value is not monotone in n (it drops from n = 8 to 9)"),
    _c(DECKS, "Three-player poker, fast NLP", "the 'Player I bets' constraint and the helpers Call12, Call13",
       "refuted", NB7, "erratum-three-player-constraints"),
    _c(DECKS, "Three-player poker, n = 4, b = 1", "values 1/24 for Player I, -1/48 for II and III", "verified", NB7,
       "four-cards", "the printed strategies are one end of a segment of symmetric equilibria (the 2/3 bluff "
       "splits between cards 1 and 2 in any proportion, cell four-cards-family); the values do not change"),
    _c(DECKS, "Three-player poker, n = 65, b = 2", "the printed strategies and the value 974/8121", "refuted", NB7,
       "erratum-n65-value", "strategies reproduced exactly; their value is 402733/3357900"),
    _c(DECKS, "Three-player, continuous", "A, B, C and the value 0.122557074714865 at b = 2, to the 15 digits printed",
       "refuted", NB7, "erratum-continuous-digits", "right to about 14 digits; the last printed digits are not"),
    _c(DECKS, "Three-player, continuous", "the best bet b* ~ 2.07 with maximum payoff 0.122590664136184", "refuted",
       NB7, "erratum-optimal-bet", "b* = 2.0723785763953..., value 0.122590699260656"),
    _c(DECKS, "Three-player, Figure 6", "the conjectured continuous equilibrium is approached by finite decks",
       "verified", NB7, "finite-vs-continuous", "for every deck n = 3..200 at b = 2; every symmetric equilibrium "
       "with threshold callers for n = 3..300, b = 1, 2, 3 in cell every-deck, which are all the symmetric "
       "equilibria (cell caller-shape proves the callers' shape)"),
    # --- the blog --------------------------------------------------------------------------------
    _c(BLOG, "Solution", "toddler poker (raise k = 2): A raises x < 0.1 or x > 0.7, B calls y > 0.4, value $0.10",
       "verified", NB1, "blog-claims"),
    _c(BLOG, "Extra credit", "the general-k solution is von Neumann's game with b = k - 1", "proved", NB1,
       "parametrisations"),
    _c(BLOG, "Solution (derivation)", "the best-response criteria of A and B, A's two thresholds against a fold "
       "threshold c, and the fixed point c = (k-1)(k+2)/(k(k+3))", "proved", NB1, "blog-derivation"),
    _c(BLOG, "Solution (derivation)", "a unique y makes B indifferent, so B's best reply is a threshold", "refuted",
       NB1, "blog-derivation", "B is indifferent on A's whole checking interval at the equilibrium"),
    _c(BLOG, "comment (Dan)", "the value is (k - 1)/(k(k + 3)), not (k - 1)(k + 2)/(k(k + 3))", "proved", NB1,
       "toddler-optimum-value"),
    _c(BLOG, "comment (Dan)", "at the optimal raise k = 3 'the value of toddler poker is then 1/10, which is close "
       "to the 5/54 in the discrete version'", "ambiguous", NB1, "toddler-optimum-value",
       "wrong as the value at k = 3 (1/9); right as the value of the puzzle's game, k = 2, the reading the "
       "comparison supports: baby poker's 5/54 is also its value at k = 2 (cell baby-poker)"),
    _c(BLOG, "comment (Dan)", "baby poker, the discrete version with a six-sided die, is worth 5/54", "verified",
       NB1, "baby-poker", "with equal dice splitting the pot (the rules do not say; dice tie with probability 1/6); "
       "certified exactly and by the 64 x 64 game of pure strategies"),
    _c(BLOG, "comment (Dan)", "toddler poker has pure equilibrium strategies, baby poker mixed ones", "proved", NB1,
       "baby-poker", "with pure strategies A can guarantee only 1/18 and B hold A to no less than 1/9; the "
       "value 5/54 lies strictly between, so in every equilibrium of baby poker both players mix"),
    _c(BLOG, "answers to comments", "B may move its threshold inside A's thresholds without loss; A can then "
       "exploit it", "verified", NB1, "blog-claims"),
    _c(BLOG, "answer to 'How can this possibly be better'", "'when Player A calls (60% of the time), they only "
       "$0.20 on average'", "refuted", NB1, "blog-claims"),
    # --- the thesis ------------------------------------------------------------------------------
    _c(THESIS, "Kuhn poker", "Kuhn's family of equilibria (in gamma) with value -1/18 for the opener", "proved",
       NB8, "kuhn-family"),
    _c(THESIS, "Kuhn poker, the tree after the change of variable", "the king's 'Check/Bet' probabilities",
       "refuted", NB8, "thesis-misprints"),
    _c(THESIS, "one raise", "the thesis's family (in alpha) is an equilibrium with value -1/18", "proved", NB8,
       "thesis-family"),
    _c(THESIS, "one raise", "check-raising is never strictly better; raises are called only with the top card",
       "proved", NB8, "check-raise",
       "for every equilibrium, exactly: against the family's alpha = 1/2 member calling a raise with J or Q "
       "loses strictly, and every equilibrium strategy is a best reply to it; the LP over the optimal face "
       "agrees"),
    _c(THESIS, "Proving Equilibrium for the Opener / Dealer", "the value of every plan of every card against the "
       "family (opener: queen -1, king -1/3 or worse, ace 7/6 except checkfold 2/3; dealer by situation)",
       "proved", NB8, "thesis-narrative", "for every alpha, exactly"),
    _c(THESIS, "Proving Equilibrium for the Opener", "the players and actions named in three sentences of the "
       "opener's case analysis", "refuted", NB8, "thesis-narrative", "the numbers are right; the words are not"),
    _c(THESIS, "more raises", "allowing more raises leaves the value at -1/18", "verified", NB8, "more-raises",
       "exactly for 0 to 4 raises"),
    _c(THESIS, "Stupid Mistakes; Proving Equilibrium for the Dealer", "the strategy words for the dealer's king and "
       "queen when bet to", "refuted", NB8, "thesis-misprints"),
    _c(THESIS, "Kuhn poker", "Kuhn's game is related to von Neumann's 3-card game", "proved", NB8, "bridge",
       "at gamma = 0 it is von Neumann's 3-card game with the roles swapped"),
)


def counts(claims=CLAIMS) -> Counter:
    """How many claims have each status."""
    return Counter(c.status for c in claims)


def for_notebook(notebook: str) -> tuple[Claim, ...]:
    """The claims settled in ``notebook``."""
    return tuple(c for c in CLAIMS if c.notebook == notebook)
