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
exists); an ``open`` claim may name none. The site's claims page is generated from this table. The text
fields write formulas as ``$...$`` TeX (the convention is :mod:`lcp.markup`'s); ``python -m lcp.claims``
prints the rows as plain text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from . import markup
from .errata import BLOG, DECKS, DRAFT, PAPER, THESIS
from .sources import REVISION, Quote

STATUSES = ("proved", "verified", "refuted", "ambiguous", "open")
MEANING = {
    "proved": "shown for every parameter value, symbolically or by an exact argument",
    "verified": "checked exactly or numerically for the instances the source states, not in general",
    "refuted": "false as printed; the errata give the corrected statement",
    "ambiguous": "two readings of the source, one right and one wrong; the note says which",
    "open": "not settled by the companion",
}
SOURCE_TITLES = {
    PAPER: "Limit Continuous Poker (the manuscript, May 2025)",
    REVISION: "Limit Continuous Poker (the revision, arXiv:2606.01390 v1, May 2026)",
    DRAFT: "Limit Continuous Poker (the draft, April 2025)",
    DECKS: "Krityakierne, Thanatipanonda, Zeilberger: von Neumann and Newman poker with finite decks",
    BLOG: "Toddler poker (blog post and comments)",
    THESIS: "Kuhn poker with check-raising (the sandbagging thesis)",
}


@dataclass(frozen=True)
class Claim:
    r"""One claim of a source: where, what it says (paraphrased), its status, and the cell that settles it.

    The text fields (``where``, ``statement``, ``note``, ``revision_where``) follow :mod:`lcp.markup`;
    ``status`` is one of :data:`STATUSES`.

    Examples
    --------
    >>> c = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> c.status in STATUSES, MEANING[c.status].split(",")[0]
    (True, 'checked exactly or numerically for the instances the source states')
    """

    source: str  # seed file in ../shared/seeds
    where: str  # section / theorem / paragraph
    statement: str  # the claim, in the source's terms (paraphrased)
    status: str  # one of STATUSES
    notebook: str = ""  # notebooks/<notebook>.py settles it
    cell: str = ""  # tag of the cell
    note: str = ""  # what else the reader should know
    quote: Quote | None = None  # the source's own words, verbatim, at their place
    revision: str = "other"  # status in the revised paper (lcp.sources.REVISION_STATUSES)
    revision_where: str = ""  # the place in the revision, where it has one
    revision_quote: Quote | None = None  # the revision's words for the same claim


def _c(source, where, statement, status, notebook="", cell="", note="", **place):
    if source == REVISION:  # a statement of the revision: its own place and words are its revision place
        place = {"revision": "new", "revision_where": where, "revision_quote": place.get("quote"), **place}
    return Claim(source, where, statement, status, notebook, cell, note, **place)


_NEW = {"revision": "new"}  # the revision's own statements: where and quote are the revision's (see _c)
NB1, NB2, NB3, NB4 = "01_fixed_bet", "02_no_limit", "03_lcp_derivation", "04_payoff_regions"
NB5, NB6, NB7, NB8 = "05_parameter_analysis", "06_finite_decks", "07_three_player", "08_kuhn_poker"

CLAIMS: tuple[Claim, ...] = (
    # --- the paper -------------------------------------------------------------------------------
    _c(PAPER, "Sec. 2.1.1",
       r"FBCP equilibrium: bluff below $\frac{B}{(1+2B)(2+B)}$, call above $\frac{B(3+2B)}{(1+2B)(2+B)}$, "
       "value-bet above a threshold", "proved", NB1, "fbcp-derivation",
       "the value-betting threshold is misprinted ($s$ for $B$)",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"The caller calls with hands y such that $$y > \frac{B(3+2B)}{(1+2B)(2+B)}$$"),
       revision="persists",
       revision_where="Sec. 7.1, the FBCP strategies $S_{FB}$, $C_{FB}$ (Sec. 1.1.1 gives the structure in words)",
       revision_quote=Quote("The FBCP strategies are:",
           r"C_{FB}(B) = \frac{B(3 +2B)}{(1+2B)(2+B)}", file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.1",
       r"the printed FBCP value-betting threshold $\frac{1 + 4s + 2B^2}{(1+2B)(2+B)}$", "refuted",
       NB1, "erratum-fbcp-value-threshold",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"$$x > \frac{1+4s+2B^2}{(1+2B)(2+B)}$$"),
       revision="fixed",
       revision_where="Sec. 7.1, $S_{FB}$ (value range); Sec. 1.1.1 keeps the thresholds only in a LaTeX comment",
       revision_quote=Quote("The FBCP strategies are:",
           r"B & x > \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (value)}", file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.1", r"the value of FBCP is $V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$", "proved", NB1,
       "erratum-fbcp-value-threshold",
       "equal to the derived value for every $B$; certified exactly at $B = 1$ in cell fbcp-certificate",
       quote=Quote("### 2.1.1 Fixed-Bet Continuous Poker (FBCP)",
           r"$$V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$$"),
       revision="persists",
       revision_where="Sec. 6.3, Remark (Value Convergence to FBCP)",
       revision_quote=Quote(r"\begin{remark}[Value Convergence to FBCP]",
           r"V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}", file="game_value")),
    _c(PAPER, "Sec. 2.1.1", "$V_{FB}$ is positive and maximised at $B = 1$, the pot-sized bet", "proved", NB1,
       "pot-sized-bet",
       quote=Quote("The value of FBCP for the bettor is",
           "Which is positive and maximized at B=1, when the bet size is exactly the pot size."),
       revision="persists",
       revision_where="Sec. 1.1.1 (and Sec. 6.3, Remark (Value Convergence to FBCP))",
       revision_quote=Quote(r"\subsubsection{Fixed-Bet Continuous Poker (FBCP)}",
           "The value of the game for the bettor is positive (advantageous to the bettor) and maximized at $B = "
           "1$, when the bet size is exactly the pot size.", file="introduction")),
    _c(PAPER, "Sec. 2.1.1", "the caller may call with any threshold between the bluffing and value ranges; any "
       "other threshold lets the bettor gain", "verified", NB1, "fbcp-certificate",
       "the caller's indifference is exact for every $B$; the bettor's gain is computed exactly at $B = 1$ for "
       "the thresholds $1/3$ and $2/3$; true among thresholds, but the text's 'any calling strategy other than "
       "this one' is too strong: calling $(a, v)$ at rate $1/(1+2B)$ also leaves the bettor nothing (cell "
       "fbcp-optimal-calling)",
       quote=Quote("The non-uniqueness of this Nash Equilibrium",
           "the caller can achieve the same expected payoff with any calling threshold between the value betting "
           "range and the bluffing range. However, any calling strategy other than this one incentivizes the "
           "bettor to deviate from the Nash Equilibrium strategy and leads to a lower payoff for the caller."),
       revision="persists",
       revision_where="Sec. 1.1.1, the paragraph on non-uniqueness (reworded: any calling set of 'the right "
           "proportion' between the thresholds)",
       revision_quote=Quote("The non-uniqueness of this Nash Equilibrium",
           "with hands in-between, they are indifferent between calling and folding", file="introduction")),
    _c(PAPER, "Sec. 2.1.1, footnote 2", "FBCP has many Nash equilibria but a unique one in which the caller plays "
       "an admissible (not strictly dominated) strategy", "refuted", NB1, "fbcp-optimal-calling",
       "true with 'weakly dominated' (erratum): the bettor's optimal strategy is unique up to two hands, the "
       r"caller's optimal rules are exactly those with calling mass $(1+2B)\Phi(x) \le x - a$ on $[a, v]$ "
       "(equality at $v$), and only the threshold $c$ among them is not weakly dominated",
       quote=Quote("FBCP has many Nash equilibria",
           "An admissible strategy is one which is not strictly dominated by any other strategy"),
       revision="fixed",
       revision_where="Sec. 1.1.1, the footnote defining admissibility",
       revision_quote=Quote("FBCP has many Nash equilibria",
           "An admissible strategy is one which is not weakly dominated by any other strategy.", file="introduction")),
    _c(PAPER, "Sec. 2.1.2", "NLCP: Newman's $c(s)$, $v(s)$, $b(s)$ and the thresholds $1/7$, $4/7$", "proved", NB2,
       "nlcp-derivation",
       quote=Quote("#### 2.1.2 No-limit Continuous Poker (NLCP)",
           r"$$x = \frac{3s+1}{7(s+1)^3}$$ or $x = 1 - \frac{3}{7(s+1)^2}$"),
       revision="persists",
       revision_where="Sec. 7.1, the NLCP strategies $S_{NL}$, $C_{NL}$ (Sec. 1.1.2 describes them in words)",
       revision_quote=Quote("The NLCP strategies are:",
           r"where $v_{NL}(s) = 1 - \frac{3}{7(s+1)^2}$ and $b_{NL}(s) = \frac{3s+1}{7(s+1)^3}$.",
           file="strategic_comparison")),
    _c(PAPER, "Sec. 2.1.2", "the value of NLCP is $1/14$", "proved", NB2, "nlcp-value",
       quote=Quote("#### 2.1.2 No-limit Continuous Poker (NLCP)",
           r"$$V_{NL} = \frac{1}{14}$$"),
       revision="persists",
       revision_where="Sec. 1.1.2",
       revision_quote=Quote(r"\subsubsection{No-Limit Continuous Poker (NLCP)}",
           r"$$ V_{NL} = \frac{1}{14}, $$", file="introduction")),
    _c(REVISION, "Sec. 1.1.2, Figure 1", "the NLCP strategy profile as drawn", "refuted", NB2,
       "erratum-nlcp-figure",
       "value bets and calling threshold agree with Newman's within 3 pixels of the paper's image; the bluffing "
       "branch is drawn without the factor $3s + 1$ (the manuscript of May 2025 has only a placeholder, 'generate "
       "graph of the strategies', where the revision puts this figure)",
       quote=Quote(r"See Figure \ref{fig:nlcp_strategy_profile} for a graphical representation",
           "The optimal bettor strategy (red, mapping hand strengths to bet sizes), along with the optimal "
           "caller strategy (blue, the region of hand strength-bet size pairs where the caller should call).",
           file="introduction")),
    _c(PAPER, "Definition 3.1", "after a call the higher hand gets payoff $1 + 2s$; a fold pays the bettor 1",
       "refuted", NB3, "erratum-definition-3-1", "$1 + 2s$ is the pot, not a payoff in the paper's accounting",
       quote=Quote("**Definition 3.1** (LCP)",
           "If the bettor bets, the caller must either call (giving payoff 1 + 2s to the higher hand) or fold "
           "(giving payoff 1 to the bettor)."),
       revision="fixed",
       revision_where="Sec. 3, Definition 3.1 (LCP), the payoffs",
       revision_quote=Quote(r"\begin{definition}[LCP]",
           r"If the bettor bets $s \in [L, U]$ and the caller calls: payoff is $0.5 + s$ to the player with "
           "higher hand strength (the other player's bet/call and ante)", file="lcp")),
    _c(PAPER, "Theorem 4.1", "LCP has a unique admissible-strategy Nash equilibrium, with the stated structure",
       "refuted", NB3, "lcp-admissible",
       "the structure's profile is certified an equilibrium exactly (cell lcp-certificate), and for $0 < L < U < "
       r"\infty$ its caller is the only admissible optimal one, but the paper's bluff plan and its mirror image "
       "(sizes increasing with the hand) are both admissible: two admissible equilibria (proved for all such $L$, "
       "$U$; checked exactly at $(1/10, 2)$); at $L = 0$ the stated profile is weakly dominated on both sides",
       quote=Quote("**Theorem 4.1.**",
           "LCP has a unique admissible-strategy Nash equilibrium, which has the following structure:"),
       revision="persists",
       revision_where="Sec. 5, Theorem 5.1 (the refinements of Secs. 4.1-4.2: monotone caller, "
           "monotone-admissible bettor)",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           "Moreover, it is the unique equilibrium in which the caller uses a monotone strategy and the bettor's "
           "strategy is monotone-admissible", file="nash_equilibrium")),
    _c(PAPER, "Sec. 4.1, Claims 1-5",
       "in an admissible equilibrium the caller uses a threshold $c(s)$, non-decreasing and "
       "continuous, value bets are made above $c(s)$ with sizes increasing with the hand, bluffs below "
       "it", "proved", NB3, "lcp-admissible",
       r"for $0 < L < U < \infty$: every optimal caller that is not weakly dominated is the threshold $c(s)$, and "
       "every optimal bettor makes the paper's value bets and checks; Claim 1's 'strictly better off' is only "
       "weakly (equal against bettors who never bet between the two hands)",
       quote=Quote("**Theorem 4.1.**",
           "The caller has a single calling threshold c(s) that is non-decreasing and continuous in s, including "
           "at endpoints L and U."),
       revision="persists",
       revision_where="Sec. 4.3 (Nash Equilibrium Structure), items 1-6; App. A, Lemma A.1 for the threshold "
           "(now 'weakly dominated'); the Claims themselves are commented out",
       revision_quote=Quote(r"\subsection{Nash Equilibrium Structure}",
           "The caller has a calling threshold $c(s)$ that is continuous in $s$, including at endpoints $L$ and "
           "$U$.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.1, Claim 7", "bluffing sizes decrease with hand strength; this is what makes the profile "
       "uniquely admissible", "refuted", NB3, "lcp-admissible",
       "not necessary for equilibrium, as the claim says (the increasing order is an equilibrium too), and not "
       "singled out by admissibility: a caller who also calls some weak hands makes the increasing order strictly "
       "best among the bettor's best replies to $c$, so it is not weakly dominated; against loose threshold "
       "callers neither order always does better (cell lcp-other-equilibria)",
       quote=Quote("Claim 7: Bluffing sizes should decrease with hand strength.",
           "This claim is not necessary to have a Nash equilibrium, but it is what makes the strategy profile "
           "uniquely admissible."),
       revision="persists",
       revision_where="Sec. 4.2 (after Definition 4.2, Monotone-Admissible Strategy); App. A.2",
       revision_quote=Quote(r"\begin{definition}[Monotone-Admissible Strategy]",
           "Monotone-admissibility selects the equilibrium where the bettor bluffs larger with weaker hands and "
           "smaller with stronger hands, which is optimal against all monotone deviations.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.1, Claim 6", "the bettor is indifferent among bluffing sizes that are also value-bet sizes",
       "proved", NB3, "lcp-certificate", "every bluff earns $x_2 - 1/2$ at every size",
       quote=Quote("Claim 6:",
           "The bettor must be indifferent among bluffing sizes that are also used for value bets."),
       revision="persists",
       revision_where="Sec. 4.4.2 (Bettor Indifference and Optimality); App. B, case 2(a)",
       revision_quote=Quote("Finally, when the bettor has the most marginal bluffing hand",
           "the bettor should be indifferent among all bluffing sizes, so the bettor should actually be "
           "indifferent between checking and making any bluffing size $s$ at $x=x_2$.", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2.1, eqs. (2), (3)",
       "the caller's indifference at $s = L$ and $s = U$ as printed", "refuted", NB3,
       "erratum-eq2-eq3",
       quote=Quote("#### 4.2.1 Caller Indifference",
           r"$$(1 - x_5) \cdot (1 + U) - x_0 \cdot U = 0 \tag{3}$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 2 (eq. (3) as printed before; eq. (2) and the summary list of Sec. 4.4 "
           "are corrected)",
       revision_quote=Quote(r"\textbf{Case 2: $s = U$}",
           r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2.1, eq. (4)",
       r"$\vert b'(s) \vert (1 + s) + \vert v'(s) \vert s = 0$ and the density ratio $\vert b' \vert / \vert v' "
       r"\vert$", "refuted",
       NB3, "erratum-eq4",
       quote=Quote("#### 4.2.1 Caller Indifference",
           r"$$\frac{\mathbb{P}[\text{value bet}|s]}{\mathbb{P}[\text{bluff}|s]} = \frac{|b'(s)|}{|v'(s)|}$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 3 (eq. (4) now has the minus sign; the density ratio and its reading are "
           "kept)",
       revision_quote=Quote(r"\textbf{Case 3: $L \leq s \leq U$}",
           r"\[ \frac{\mathbb{P}[\text{value bet} | s]}{\mathbb{P}[\text{bluff} | s]} = \frac{|b'(s)|}{|v'(s)|}\]",
           file="solving_lcp")),
    _c(PAPER, "Sec. 4.2 (summary list), draft Sec. 5.2.4",
       "$x_3$'s indifference: $c(L) - (1 - c(L)) L = x_3$", "refuted",
       NB3, "erratum-summary-x3",
       quote=Quote("Bettor Indifference and Optimality:",
           r"$$c(L) - (1 - c(L)) \cdot L = x_3$$"),
       revision="fixed",
       revision_where="Sec. 4.4, the summary list (Bettor Indifference and Optimality)",
       revision_quote=Quote(r"\textbf{Bettor Indifference and Optimality:}",
           r"& (x_3-c(L)) \cdot (1+L) - (1-x_3) \cdot (L) + c(L) = x_3 \label{eq:valueindiff}", file="solving_lcp")),
    _c(PAPER, "Sec. 4.2",
       r"the seven conditions determine $x_0, \dots, x_5$ and $b_0$", "proved", NB3, "seven-equations",
       quote=Quote("## 5 Nash Equilibrium Strategy Profile",
           "The resulting system of 7 equations in 7 unknowns was solved symbolically using Mathematica"),
       revision="persists",
       revision_where="Sec. 4.4 (opening paragraph); App. B",
       revision_quote=Quote(r"\subsection{Constraints and Indifference Equations}",
           "The resulting system of differential and algebraic equations will uniquely determine all threshold "
           r"values $x_0, \ldots, x_5$ and the functions $b(s)$, $v(s)$, and $c(s)$.", file="solving_lcp")),
    _c(PAPER, "Theorem 5.1",
       r"the closed form of $x_0, \dots, x_5$ through $A_0, \dots, A_5$", "proved", NB3, "closed-form",
       quote=Quote("**Theorem 5.1** (Nash Equilibrium Strategy Profile).",
           r"$$x_{2} = \frac{A_{5}}{A_{4}}$$"),
       revision="persists",
       revision_where=
       r"Sec. 5, Theorem 5.1 (now in $r = L/(1+L)$, $t = 1/(1+U)$; equal to the $A_0, \dots, A_5$ form, which "
       "stays in a LaTeX comment)",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           r"x_{2} &= \frac{r^{3} + t^{3} - 1}{r^{3} + t^{3} - 7}", file="nash_equilibrium")),
    _c(PAPER, "Theorem 5.1", "the printed lines for $v(s)$ and for $b(s)$ (with $b_0$)", "refuted", NB3,
       "erratum-theorem-5-1",
       quote=Quote("**Theorem 5.1** (Nash Equilibrium Strategy Profile).",
           r"$$v(s) = \frac{x_{2}+s}{2(s+1)^{2}}$$"),
       revision="fixed",
       revision_where="Sec. 5, Theorem 5.1, the lines for $b_0$, $b(s)$ and $v(s)$",
       revision_quote=Quote(r"\label{thm:nash_equilibrium}",
           r"v(s) &= \frac{r^{3} + t^{3} -1 + \left(r^{3} + t^{3} - 7\right) \left(2 s^{2} + 4 s + 1\right)}{2 "
           r"\left(r^{3} + t^{3} - 7\right) \left(s^{2} + 2 s + 1\right)}", file="nash_equilibrium")),
    _c(PAPER, "Sec. 5, Figure 1", "the strategy profiles at $(L, U) = (0, 10), (0.1, 2), (0.3, 1.5), (0.5, 1)$",
       "verified", NB3, "figure-1", "regenerated from the closed form; the paper's four panels, digitised on "
       "their own grids, put every pixel of the bet function within 3 pixels of ours and 90% or more of the "
       "call threshold's (the rest is the legend's sample), tests/test_paper_figures.py",
       quote=Quote("This solution is more interpretable in graphical form.",
           "Figure 1: Nash equilibrium strategy profiles for different values of L and U, from very lenient to "
           "very restricted bet sizes."),
       revision="persists",
       revision_where="Sec. 5, Figure 2 (the same four panels; byte-identical to the images compared)",
       revision_quote=Quote(r"\label{sec:nash_equilibrium}",
           "Nash equilibrium strategy profiles for different values of $L$ and $U$, from lenient to restrictive "
           "bet size limits.", file="nash_equilibrium")),
    _c(PAPER, "Sec. 6, Figure 2", "the bettor's payoff regions over the unit square", "proved", NB4, "regions",
       "region areas exact in $L$, $U$: bluff $x_2$, check $x_3 - x_2$, value $1 - x_3$; the paper's six panels "
       "agree with the regenerated ones side by side",
       quote=Quote("## 6 Payoff Analysis",
           "Figure 2: Bettor payoffs in Nash equilibrium as a function of hand strengths x, y for fixed bet size "
           "B=1 (top left), and No-Limit Continuous Poker (bottom right)."),
       revision="persists",
       revision_where="Sec. 8.1, Figure 4",
       revision_quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}",
           "Bettor payoffs in Nash equilibrium as a function of hand strengths $x, y$ for fixed bet size $B=1$ "
           "(top left), and No-Limit Continuous Poker (bottom right).", file="payoff_parameter_analysis")),
    _c(PAPER, "Theorem 6.1",
       r"$\mathrm{EV}(x)$ on bluffing, checking and value-betting hands", "proved", NB4, "theorem-6-1",
       quote=Quote("#### Theorem 6.1.",
           r"x(2L+1) - L(c(L)+1) - \frac{1}{2} & \text{if } x_3 < x < v(L)"),
       revision="persists",
       revision_where="App. D.1, Theorem D.1 (summarised in Sec. 8.2)",
       revision_quote=Quote(r"\label{thm:ev_bettor}",
           r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)", file="appendix_payoff_analysis")),
    _c(PAPER, "Theorem 6.2",
       r"$\mathrm{EV}(x)$ is increasing in $x$ for every $L$, $U$", "proved", NB4, "theorem-6-2",
       "non-decreasing: constant on the bluffs, strictly increasing from $x_2$ on",
       quote=Quote("**Theorem 6.2.**",
           "For any fixed L, U, the bettor's expected value EV(x) is increasing in x:"),
       revision="persists",
       revision_where="App. D.2, Theorem D.2 (and Sec. 8.2)",
       revision_quote=Quote(r"\label{thm:ev_increasing}",
           "For any fixed $L, U$, the bettor's expected value $EV(x)$ is increasing in $x$.",
           file="appendix_payoff_analysis")),
    _c(PAPER, "Theorem 6.2", r"the printed strict inequality $d\mathrm{EV}(x)/dx > 0$", "refuted", NB4, "theorem-6-2",
       quote=Quote("**Theorem 6.2.**",
           r"$$\frac{d}{dx}EV(x) > 0$$"),
       revision="gone",
       revision_where=
       "App. D.2, Theorem D.2 now says only 'increasing in $x$' (the displayed strict inequality is dropped; Sec. "
       "8.2 adds that all bluffs earn $x_2 - 1/2$)"),
    _c(PAPER, "Lemma 7.1", "$x_2$ increases with $U$", "proved", NB5, "lemma-7-1",
       "that $x_2$ also decreases with $L$ is the companion's addition (proved in the same cell); neither version "
       "of the paper states it",
       quote=Quote("**Lemma 7.1.**",
           r"$$\frac{\partial x_2}{\partial U} > 0$$"),
       revision="persists",
       revision_where="App. C.1.2, Lemma C.1 (proved in $r$, $t$)",
       revision_quote=Quote(r"\label{lem:x2_increasing}",
           r"$$ \frac{d x_2}{d U} > 0. $$", file="appendix_parameter_analysis")),
    _c(PAPER, "Lemma 7.2", "the bet size $v^{-1}(x)$ of an intermediate hand decreases with $U$", "proved", NB5,
       "lemma-7-2",
       "for the intermediate hands $[x_4, x_5]$; the stated range $[x_3, v(U)]$ also takes in the hands betting "
       "$L$ (erratum)",
       quote=Quote("**Lemma 7.2.**",
           r"$$\frac{d}{dU}v^{-1}(x) < 0$$"),
       revision="persists",
       revision_where="App. C.1.3, Lemma C.2 (the range $[x_3, v(U)]$ kept)",
       revision_quote=Quote(r"\label{lem:v_inverse_decreasing}",
           r"\frac{d}{dU} v^{-1}(x) < 0", file="appendix_parameter_analysis")),
    _c(PAPER, "Lemma 7.3", "the calling cutoff $c(v^{-1}(x))$ faced by an intermediate hand increases with $U$",
       "proved", NB5, "lemma-7-3", "its proof cites Lemma 7.1 for what Lemma 7.2's proof shows (erratum)",
       quote=Quote("**Lemma 7.3.**",
           r"$$\frac{d}{dU}c(v^{-1}(x)) > 0$$"),
       revision="persists",
       revision_where="App. C.1.4, Lemma C.3 (its proof now cites Lemma C.2)",
       revision_quote=Quote(r"\label{lem:c_increasing}",
           r"\frac{d}{dU} c(v^{-1}(x)) > 0", file="appendix_parameter_analysis")),
    _c(PAPER, "Theorem 7.1",
       r"$\mathrm{EV}(x)$ falls with $U$ for intermediate and weak max-betting hands, rises for strong "
       "ones", "proved", NB5, "theorem-7-1",
       r"true with the corrected threshold $x^\ast$; the printed threshold is wrong; the hands betting $L$, which "
       "the statement omits, also lose (cell erratum-intermediate-hands)",
       quote=Quote("**Theorem 7.1.**",
           "EV(x) is decreasing in U for all x which make intermediate-sized bets and weak hands which bet the "
           "maximum, and increasing in U for strong hands which bet the maximum, above a certain threshold."),
       revision="persists",
       revision_where="App. C.1.1, Theorem C.1 (summarised in Sec. 8.3)",
       revision_quote=Quote(r"\label{thm:payoff_increasing}",
           "To parse this in English: if we fix the bettor's hand strength $x$, the expected payoff to the "
           "bettor in the unique admissible Nash equilibrium is decreasing in $U$ if $x$ falls below a certain "
           "threshold, but increasing in $U$ if $x$ is above this threshold.", file="appendix_parameter_analysis")),
    _c(PAPER, "Sec. 7.1.3, Lemmas 7.2, 7.3",
       r"the intermediate value-betting hands are exactly $x \in [x_3, v(U)]$; Lemma 7.3's proof takes "
       "$dv^{-1}(x)/dU$ from the proof of Lemma 7.1", "refuted", NB5,
       "erratum-intermediate-hands",
       quote=Quote("#### **7.1.3** Bet Size",
           r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$"),
       revision="persists",
       revision_where=
       "App. C.1.3, before Lemma C.2 (Lemmas C.2, C.3 and Sec. 8.3 keep $[x_3, v(U)]$; the cross-reference in "
       "Lemma C.3's proof is corrected to Lemma C.2)",
       revision_quote=Quote(r"\subsubsection{Bet Size}",
           r"The intermediate value-betting hands are exactly $x \in [x_3, v(U)]$",
           file="appendix_parameter_analysis")),
    _c(PAPER, "Theorem 7.1, proof",
       r"the printed threshold above which $\mathrm{EV}(x)$ rises with $U$", "refuted", NB5,
       "theorem-7-1",
       quote=Quote("Plugging these in and rearranging terms, we can say that EV(x) is increasing in U if",
           r"$$x > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1+2U)}{1+U} "
           r"\right)$$"),
       revision="persists",
       revision_where="App. C.1.1, Theorem C.1, and App. C.1.5, proof, Case 1",
       revision_quote=Quote("Plugging these in and rearranging terms, we can say that $EV(x)$ is increasing in "
           "$U$ if",
           r"x & > \frac{1}{2(1+U)} \left( U \frac{\partial x_2}{\partial U} + \frac{U^2 + x_2(1 + 2U)}{1+U} "
           r"\right)", file="appendix_parameter_analysis")),
    _c(PAPER, "Sec. 8.1, eq. (10)", "the checking range of the FBCP bet function $S_{FB}$", "refuted", NB5,
       "theorem-8-1",
       quote=Quote("### 8.1 Setup and Notation",
           r"0 & \frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)} \text{ (checking range)}"),
       revision="fixed",
       revision_where="Sec. 7.1 (Notation), $S_{FB}$, the check range",
       revision_quote=Quote("The FBCP strategies are:",
           r"0 & \frac{B}{(1+2B)(2+B)} < x < \frac{1 + 4B + 2B^2}{(1+2B)(2+B)} \text{ (check)}",
           file="strategic_comparison")),
    _c(PAPER, "Theorems 8.1, 8.2", r"LCP's bet and call functions converge to FBCP's as $L, U \to B$", "proved", NB5,
       "theorem-8-1", "the last equality of Theorem 8.2's proof is misprinted",
       quote=Quote("**Theorem 8.1.**",
           "converges to the bet function $S_{FB}(x, B)$ for Fixed-Bet Continuous Poker with a fixed bet size B "
           "as L and U approach B"),
       revision="persists",
       revision_where=
       "Sec. 7.2, Remark (Convergence to FBCP) (theorems become a remark; the last equality for $c(s)$ is printed "
       "again)",
       revision_quote=Quote(r"\begin{remark}[Convergence to FBCP]",
           r"S_{LCP}(x, L, U) \to S_{FB}(x, B), \quad C_{LCP}(s, L, U) \to C_{FB}(s, B).",
           file="strategic_comparison")),
    _c(PAPER, "Theorems 8.3, 8.4",
       r"LCP's bet and call functions converge to NLCP's as $L \to 0$, $U \to \infty$", "proved",
       NB5, "theorem-8-3", "the proof's reason for $x_0 = 0$, $x_5 = 1$ names the wrong bet sizes (erratum)",
       quote=Quote("**Theorem 8.3.**",
           "converges to the bet function $S_{NL}(x)$ for NLCP"),
       revision="persists",
       revision_where="Sec. 7.2, Remark (Convergence to NLCP)",
       revision_quote=Quote(r"\begin{remark}[Convergence to NLCP]",
           r"S_{LCP}(x, L, U) \to S_{NL}(x), \quad C_{LCP}(s, L, U) \to C_{NL}(s).", file="strategic_comparison")),
    _c(PAPER, "Theorem 8.3, proof",
       "$x_0 = 0$ and $x_5 = 1$ in the limit because those intervals use the minimum and the maximum bet size, "
       "respectively", "refuted", NB5, "erratum-theorem-8-3-prose",
       quote=Quote("**Theorem 8.3.**",
           "are expected, since these intervals are where the bettor uses a minimum bet size and a maximum bet "
           "size, respectively, both of which are impossible."),
       revision="gone",
       revision_where=
       r"Sec. 7.2, Remark (Convergence to NLCP) says only 'the boundary regions collapse ($x_0 \to 0$, $x_5 \to "
       "1$)', with no reason"),
    _c(PAPER, "Sec. 9",
       "the value $V(L, U)$ as the integral of the payoff over the regions (Appendix B, not "
       "printed)", "proved", NB4, "value-by-integration",
       quote=Quote("## 9 Game Value",
           "This reduces to an integral of the payoff over the unit square, like we saw in Figure 2."),
       revision="persists",
       revision_where="Sec. 6, Theorem 6.1 and its proof (the integration is in the sympy appendix, 'Game Value "
           r"Computation'; the proof's reference \ref{sec:value_computation} has no target)",
       revision_quote=Quote(r"\label{thm:game_value}",
           "This reduces to an integral of the payoff over the unit square", file="game_value")),
    _c(PAPER, "Sec. 9.1, Figure 3", "the value over the limits: higher for lenient limits (top left), lower for strict",
       "verified", NB4, "figure-3",
       "regenerated from $V(L, U)$; compared with the paper's later version of the figure: the same landscape "
       "(its colour bar's top, about 0.074, is a rounded contour level above the largest value $1/14$)",
       quote=Quote("## 9.1 Value Monotonicity",
           "Notice the higher value for more lenient limits (top left of any plot in Figure 3) and lower value "
           "for more strict limits (moving down/right)."),
       revision="persists",
       revision_where=
       "Sec. 6.2 and Figure 3 (now over $(L, U)$ and over $(r, t)$; byte-identical to the image compared)",
       revision_quote=Quote(r"\subsection{Value Monotonicity}",
           r"Notice the higher value for more lenient limits (red regions of Figure \ref{fig:game_value_fig}) and "
           "lower value for more strict limits (blue corners).", file="game_value")),
    _c(PAPER, "Sec. 9", "the symmetry $V(L, U) = V(1/U, 1/L)$", "proved", NB4, "value-symmetry",
       r"it extends to the bluffing strategy under $s \to 1/s$, not to value bets (notebook 5, cell symmetry); "
       "Sec. 9.3's reading of it says 'increasing $U$' for 'increasing $L$' (erratum)",
       quote=Quote("Most interestingly, the value of LCP has the following symmetry:",
           r"$$V_{LCP}(L, U) = V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)$$"),
       revision="persists",
       revision_where="Sec. 6, after Theorem 6.1 (also as $V(r, t) = V(t, r)$)",
       revision_quote=Quote("This is a rational function of $L$ and $U$ with a surprisingly simple form.",
           r"V_{LCP}(L, U) &= V_{LCP}\left(\frac{1}{U}, \frac{1}{L}\right)", file="game_value")),
    _c(PAPER, "Sec. 9.3", "the loss in value from decreasing $U$ equals the loss from increasing $U$, reciprocally",
       "refuted", NB5, "erratum-symmetry-prose",
       quote=Quote("## 9.3 Value Symmetry",
           "Similarly, the loss in value from decreasing U is equivalent to the loss from increasing U in a "
           "reciprocal manner."),
       revision="gone",
       revision_where="Sec. 6, the paragraph after Figure 3 keeps only the 'benefit' sentence"),
    _c(PAPER, "Theorem 9.1", "$V$ is increasing in $U$ and decreasing in $L$", "proved", NB5, "theorem-9-1",
       "stated without proof in the paper",
       quote=Quote("**Theorem 9.1.**",
           "The value of Limit Continuous Poker is monotonically increasing in U and decreasing in L:"),
       revision="persists",
       revision_where="Sec. 6.2, Theorem 6.2 (now 'weakly', with a proof)",
       revision_quote=Quote(r"\subsection{Value Monotonicity}",
           "The value of Limit Continuous Poker is weakly monotonically increasing in $U$ and weakly "
           "monotonically decreasing in $L$:", file="game_value")),
    _c(PAPER, "Theorems 9.2, 9.3",
       r"$V$ converges to $V_{FB}(B)$ as $L, U \to B$ and to $1/14$ as $L \to 0$, $U \to \infty$",
       "proved", NB5, "theorem-9-2-9-3", "stated without proof in the paper",
       quote=Quote("**Theorem 9.2.**",
           "For any B > 0, the value of Limit Continuous Poker converges to the value of Fixed-Bet Continuous "
           "Poker as L and U approach B:"),
       revision="persists",
       revision_where="Sec. 6.3, Remarks (Value Convergence to FBCP; to NLCP)",
       revision_quote=Quote(r"\begin{remark}[Value Convergence to NLCP]",
           r"$\lim_{L \to 0, U \to \infty} V_{LCP}(L, U) = V_{NL} = \frac{1}{14}$", file="game_value")),
    # --- the revision (arXiv:2606.01390): uniqueness and monotone strategies ------------------------
    _c(REVISION, "Sec. 4.1 (Uniqueness and Equilibrium Selection)", "LCP has an infinite class of equilibria, "
       "differing primarily in how the bettor sizes its bluffs", "proved", NB3, "lcp-admissible",
       "exactly: every optimal bettor is a bluff plan (the paper's value bets and checks, any assignment of the "
       "bluffing hands that bluffs each size as often); the optimal callers are many too",
       quote=Quote(r"\subsection{Uniqueness and Equilibrium Selection}", "Like FBCP, LCP has an infinite class of "
                   "Nash equilibria, differentiated primarily by how the bettor sizes their bluffs.", "solving_lcp"),
       **_NEW),
    _c(REVISION, "Sec. 4.1", "a monotone caller and a monotone-admissible bettor determine the equilibrium "
       "uniquely", "refuted", NB3, "monotone-admissible",
       r"for $0 < L < U < \infty$ the paper's plan and its mirror image are both monotone-admissible (and so is "
       r"every plan that sorts the bluffs by some $A = \rho(1 + 2s)$, $\rho$ non-increasing), and $c$ is monotone",
       quote=Quote(r"\subsection{Uniqueness and Equilibrium Selection}", "These refinements uniquely determine the "
                   "equilibrium we analyze.", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4 (opening): stage (2)", "the structure of Sec. 4.3 (bluff sizes decreasing with the hand "
       "among it) is what any Nash equilibrium must satisfy", "refuted", NB3, "lcp-other-equilibria",
       "the mirror plan (bluff sizes increasing with the hand) with $c$ is an equilibrium too; the value bets, "
       "checks and the caller's threshold are forced for admissible play, the bluff order is not",
       quote=Quote(r"\section{Solving for Nash Equilibrium}", "(2) characterizing the structure that any Nash "
                   "equilibrium must satisfy", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4.2 and App. A.1, Lemma A.1", "a caller who calls with some hands and folds better ones "
       "at a size, both sets of positive measure, is weakly dominated", "proved", NB3, "monotone-conditions",
       "the lemma is true (the caller's gain from calling is non-decreasing in his hand, so the swap gains on "
       "average); its proof as written is not valid (erratum)",
       quote=Quote(r"\label{lem:monotone_dominated}", "If a calling strategy violates the first monotonicity "
                   "condition for a nonzero-measure set of hands for any bet size $s$, it is weakly dominated.",
                   "appendix_monotone"), **_NEW),
    _c(REVISION, "App. A.1, proof of Lemma A.1",
       r"the swap of $A'$ and $B'$ changes nothing in all other cases; 'to show that $\sigma_C$ is strictly "
       "dominated'", "refuted", NB3, "monotone-conditions",
       quote=Quote(r"\begin{proof}", r"For all other cases, $\sigma_C$ and $\sigma_C'$ behave identically, so "
                   r"$\sigma_C'$ is weakly better than $\sigma_C$ against every betting strategy.",
                   "appendix_monotone"), **_NEW),
    _c(REVISION, "Sec. 4.2", "violating the second condition (more willing to call smaller bets) is not dominated",
       "proved", NB3, "monotone-conditions",
       "no threshold caller at all is weakly dominated: each threshold at each size is some bettor's unique best "
       "answer",
       quote=Quote("The second condition for a monotone calling strategy", "While violating this condition is not "
                   "dominated, it leads to exploitable calling strategies.", "solving_lcp"), **_NEW),
    _c(REVISION, "Sec. 4.2, App. A.2", "a monotone calling strategy is therefore less exploitable", "refuted", NB3,
       "monotone-conditions",
       "every caller other than $c$ is exploitable, monotone or not; the monotone caller who calls every hand is "
       r"exploitable by $U/4 - V$, a non-monotone one that lowers $c$ by $\delta$ on $(s_1, s_2]$ by at most "
       r"$\delta s_2$",
       quote=Quote("The second condition for a monotone calling strategy", "A monotone calling strategy is therefore "
                   "less exploitable, and imposing this condition yields a unique Nash equilibrium.", "solving_lcp"),
       **_NEW),
    _c(REVISION, "Sec. 4.2", "monotone-admissibility selects the paper's plan, which is optimal against all "
       "monotone deviations", "refuted", NB3, "monotone-admissible",
       r"against the monotone caller who calls every hand the mirror plan earns strictly more ($1.46 \times "
       "10^{-2}$ at $(1/10, 2)$); the paper's plan wins against others (the fading caller): neither is optimal "
       "against all",
       quote=Quote("This definition distinguishes bettor strategies", "Monotone-admissibility selects the "
                   "equilibrium where the bettor bluffs larger with weaker hands and smaller with stronger hands, "
                   "which is optimal against all monotone deviations.", "solving_lcp"), **_NEW),
    _c(REVISION, "App. A.2", "the unique monotone-admissible equilibrium bluffs larger with weaker hands, optimal "
       "against all monotone deviations", "refuted", NB3, "monotone-admissible",
       quote=Quote(r"\textbf{Application to LCP:}", "the unique monotone-admissible equilibrium has the bettor "
                   "bluffing larger with weaker hands and bluffing smaller with stronger hands, which is optimal "
                   "against all monotone deviations by the caller.", "appendix_monotone"), **_NEW),
    _c(REVISION, "Theorem 5.1", "the profile is the unique equilibrium with a monotone caller and a "
       "monotone-admissible bettor", "refuted", NB3, "monotone-admissible",
       "the profile is an equilibrium (cell lcp-certificate) with a monotone caller and a monotone-admissible "
       "bettor, but not the only one: its mirror plan with the same caller is another",
       quote=Quote("The following strategy profile constitutes a Nash equilibrium of LCP.", "Moreover, it is the "
                   "unique equilibrium in which the caller uses a monotone strategy and the bettor's strategy is "
                   "monotone-admissible", "nash_equilibrium"), **_NEW),
    _c(REVISION, "Sec. 1.2 (Contributions) and Sec. 9 (Conclusion)", "the paper derives the unique admissible Nash "
       "equilibrium of LCP", "refuted", NB3, "lcp-admissible",
       "the same words in Sec. 3 (last paragraph), App. C and App. D; not unique under either notion of "
       "admissibility (weak dominance against all callers, or against monotone callers)",
       quote=Quote(r"\textbf{Nash Equilibrium Characterization:}", "We derived the unique admissible Nash "
                   "equilibrium for LCP", "conclusion"), **_NEW),
    _c(REVISION, "Sec. 9 (Conclusion), 'Bluffing Frequency and Bet Size'", "the monotone-admissible equilibrium "
       "prescribes bluffing larger with weaker hands", "refuted", NB3, "monotone-admissible",
       "monotone-admissibility admits the opposite order too; 'larger bluffs require fewer bluffing combinations' "
       "is checked in notebook 9",
       quote=Quote(r"\textbf{Bluffing Frequency and Bet Size:}", "Moreover, the monotone-admissible equilibrium "
                   "prescribes bluffing larger with weaker hands and smaller with stronger bluffs", "conclusion"),
       **_NEW),
    # --- the revision (arXiv:2606.01390) ---------------------------------------------------------
    # its own statements, checked in notebook 9 (09_revision) unless another cell already proves them
    _c(REVISION, "Theorem 5.1",
       r"the profile of $x_0, \dots, x_5$, $b_0$, $b(s)$, $c(s)$, $v(s)$ in $r = L/(1+L)$, $t = 1/(1+U)$ over the "
       "denominator $r^3 + t^3 - 7$", "proved", "09_revision", "rev-theorem-5-1",
       "every line equals lcp.limit.derive() identically in $r$, $t$, $s$; the float evaluation agrees with "
       "limit.solve to $10^{-12}$ (cell rev-numeric-check)",
       quote=Quote(r"\begin{theorem}[LCP Nash Equilibrium]",
                   r"x_{0} &= \frac{3 t^{2} \left(t - 1\right)}{r^{3} + t^{3} - 7}\\", file="nash_equilibrium")),
    _c(REVISION, "Theorem 5.1", "the strategy profile constitutes a Nash equilibrium of LCP", "proved",
       "09_revision", "rev-theorem-5-1-equilibrium",
       r"certified on the printed forms: no unilateral deviation gains, for all $0 \le L \le U \le \infty$ (also "
       "notebook 3, lcp-certificate); its uniqueness is another row",
       quote=Quote(r"\begin{theorem}[LCP Nash Equilibrium]",
                   "The following strategy profile constitutes a Nash equilibrium of LCP.", file="nash_equilibrium")),
    _c(REVISION, "Sec. 5, the features of Figure 2", "the caller's threshold $c(s)$ increases with the bet size",
       "proved", "09_revision", "rev-theorem-5-1-equilibrium", "$c'(s) = (1 - x_2)/(1 + s)^2 > 0$",
       quote=Quote("Several key features are apparent:", "The caller's threshold $c(s)$ increases with bet size",
                   file="nash_equilibrium")),
    _c(REVISION, "Sec. 4.3",
       "the intermediate value hands bet by a continuous increasing $s = v^{-1}(x)$ from $L$ at $x_4$ to $U$ at "
       "$x_5$ (and the intermediate bluffs by a decreasing $b^{-1}$ from $U$ at $x_0$ to $L$ at $x_1$)", "proved",
       "09_revision", "rev-theorem-5-1-equilibrium",
       "$v' = (1 - x_2)/(1 + s)^3 > 0$, $b' = -s(1 - x_2)/(1 + s)^4 < 0$, and the continuity conditions hold for "
       "the printed forms",
       quote=Quote(r"\label{subsec:nash_equilibrium_structure}", "Within the intermediate value betting region, the "
                   "bettor bets according to a continuous, increasing function $s=v^{-1}(x)$ with endpoints "
                   "$v^{-1}(x_4)=L$ and $v^{-1}(x_5)=U$.", file="solving_lcp")),
    _c(REVISION, "Sec. 2.2, Conventions, 'Payoffs'",
       r"a called bet $s$: the winner receives $1 + 2s$ minus the ante $0.5$, a net payoff of $\pm(0.5 + "
       "s)$", "refuted", "09_revision", "rev-payoff-arithmetic",
       "the net is right, the arithmetic leading to it is not",
       quote=Quote(r"\item[Payoffs:]", r"When a bet of size $s$ is called, the winner receives $1 + 2s$ (pot plus "
                   r"both contributions) minus their ante of 0.5, for a net payoff of $\pm(0.5 + s)$.",
                   file="preliminaries")),
    _c(REVISION, "Sec. 1.1.1, Definition 1.1", "FBCP's higher hand wins the pot $1 + 2B$ minus the ante $0.5$",
       "refuted", "09_revision", "rev-payoff-arithmetic",
       quote=Quote(r"\begin{definition}[FBCP]", "after which the higher hand wins the pot of $1+2B$ minus their ante "
                   "of $0.5$", file="introduction")),
    _c(REVISION, "Sec. 1.1.1", "the FBCP caller need only call with the right proportion of hands between the "
       "bluffing and value thresholds", "refuted", "09_revision", "rev-fbcp-proportion",
       "which hands call matters (notebook 1, fbcp-optimal-calling, characterises the optimal rules)",
       quote=Quote("The non-uniqueness of this Nash Equilibrium", "To prevent the betting player from exploiting them, "
                   "the caller need only call with exactly the right proportion of hands in this range.",
                   file="introduction")),
    _c(REVISION, "Sec. 3, Definition 3.1, footnote", "uniform hands are no loss of generality (quantile transform)",
       "refuted", "09_revision", "rev-uniform-hands", "true for one common continuous distribution of both hands",
       quote=Quote(r"\begin{definition}[LCP]", "Uniform without loss of generality, since the quantile transform can "
                   "take any distribution to uniform and only orders of hand strengths are relevant.", file="lcp")),
    _c(REVISION, "Sec. 3, Definition 3.1",
       r"the bettor chooses an action from $\{0\}$ and $[L, U]$, a bet of 0 being a check (with $0 \le "
       "L$)", "ambiguous", "09_revision", "rev-l-zero-action",
       "at $L = 0$ the action 0 is in both sets: read as a check (no answer from the caller) the definition is "
       "consistent; read as a bet of size 0 the caller answers it, and a zero bet then earns more than a check "
       "below $c(0) = x_2$. The equilibrium and its value are the same either way (no hand bets exactly 0: $x_1 = "
       "x_2$, $x_3 = x_4$); the manuscript's $L = 0$ remark on admissibility (notebook 3) reads it as a bet",
       quote=Quote(r"\begin{definition}[LCP]", r"chooses an action from $\mathcal{A}_1 = \{\text{0}\} \cup [L, U]$ "
                   r"(a bet of 0 is a check)", file="lcp")),
    _c(REVISION, "Sec. 4.4.1, Case 3",
       r"$P[\text{value bet} \mid s] = \vert b' \vert / (\vert b' \vert + \vert v' \vert)$ and $P[\text{bluff} "
       r"\mid s] = \vert v' \vert / (\vert b' \vert + \vert v' \vert)$",
       "refuted", "09_revision", "rev-case-3-probabilities", "swapped; the equation the text derives from them is "
       "right",
       quote=Quote(r"\textbf{Case 3: $L \leq s \leq U$}",
                   r"\[ \mathbb{P}[\text{value bet} | s] = \frac{|b'(s)|}{|b'(s)| + |v'(s)|} \]", file="solving_lcp")),
    _c(REVISION, "Sec. 4.4.1, Case 3",
       r"for $L \le s \le U$ the bettor has exactly one value hand and one bluffing hand betting "
       "$s$", "refuted", "09_revision", "rev-case-3-range",
       "true for $L < s < U$",
       quote=Quote(r"\textbf{Case 2: $s = U$}", r"\textbf{Case 3: $L \leq s \leq U$}. In this case, the bettor has "
                   "exactly one value hand and one bluffing hand", file="solving_lcp")),
    _c(REVISION, "Theorem 5.1", "the line $b_0 = t^3/(r^3 + t^3 - 7)$", "refuted", "09_revision", "rev-b0",
       "the value is right; $b_0$ is never defined in the main text",
       quote=Quote(r"\begin{theorem}[LCP Nash Equilibrium]", r"b_{0} &= \frac{t^{3}}{r^{3} + t^{3} - 7}\\",
                   file="nash_equilibrium")),
    _c(REVISION, "Theorem 6.1",
       r"$V_{LCP}(L, U) = \frac{(1+L)^3(1+U)^3 - ((1+L)^3 + L^3(1+U)^3)}{14(1+L)^3(1+U)^3 - 2((1+L)^3 + "
       r"L^3(1+U)^3)}$, equivalently $V(r, t) = \frac{1 - r^3 - t^3}{14 - 2r^3 - 2t^3}$", "proved",
       "09_revision", "rev-value",
       r"both forms $=$ the derived value (the integral of $\mathrm{EV}(x)$) $= x_2/2$; Monte Carlo agrees (cell "
       "rev-numeric-check)",
       quote=Quote(r"\begin{theorem}", r"V_{LCP}(L, U) = \frac{(1 + L)^3(1+U)^3 - ((1+L)^3+L^3(1 + U)^3)}{14(1 + "
                   r"L)^3(1+U)^3 - 2((1+L)^3+L^3(1 + U)^3)}", file="game_value")),
    _c(REVISION, "Sec. 6", "the symmetry $V(L, U) = V(1/U, 1/L)$, i.e. $V(r, t) = V(t, r)$", "proved", "09_revision",
       "rev-value-symmetry",
       quote=Quote("This is a rational function of $L$ and $U$", r"\text{or equivalently, } V(r, t) &= V(t, r)",
                   file="game_value")),
    _c(REVISION, "Sec. 6", "the limits $(L, U) = (1/2, 5)$ and $(1/5, 2)$ give the same value", "verified",
       "09_revision", "rev-value-symmetry", "exactly: $23/334$ both",
       quote=Quote("In terms of the original parameters", "limits $L=1/2$ and $U=5$ or $L=1/5$ and $U=2$",
                   file="game_value")),
    _c(REVISION, "Sec. 6.1",
       "$r = L/(1+L)$ is the most favourable pot odds a caller faces, larger bets offering worse "
       "odds", "proved", "09_revision", "rev-value-symmetry",
       "$s/(1 + s)$ increases with $s$",
       quote=Quote(r"\textbf{The parameter $r = L/(1+L)$ as minimum pot odds:}", "This is the most favorable pot "
                   "odds any caller ever faces in LCP, since larger bets offer worse pot odds.", file="game_value")),
    _c(REVISION, "Sec. 6", "the diagonal $r + t = 1$ is $L = U$, where the game is fixed-bet poker", "proved",
       "09_revision", "rev-symmetry-axis",
       r"$r + t - 1 = \frac{L - U}{(1 + L)(1 + U)}$; the profile there is von Neumann's (cell rev-convergence)",
       quote=Quote(r"Figure \ref{fig:game_value_fig} shows the game value", r"The diagonal ($r+t=1$, or equivalently "
                   r"$L=U$) represents the boundary where the game reduces to fixed-bet continuous poker.",
                   file="game_value")),
    _c(REVISION, "Sec. 6, Figure 3", "the value is symmetric about the diagonal ($r + t = 1$, $L = U$)", "refuted",
       "09_revision", "rev-symmetry-axis", "about $r = t$, i.e. $L U = 1$",
       quote=Quote(r"\caption{Game value as a function of both parametrizations.", "The symmetry about the diagonal "
                   "is immediately visible", file="game_value")),
    _c(REVISION, "Theorem 6.2",
       "$V$ is weakly increasing in $U$ and weakly decreasing in $L$", "proved", "09_revision",
       "rev-value-derivatives",
       r"$dV/dU = \frac{36 t^2}{(14 - 2r^3 - 2t^3)^2 (1 + U)^2} > 0$ for finite $U$; $dV/dL \le 0$, $= 0$ exactly "
       "at $L = 0$ (also notebook 5, theorem-9-1)",
       quote=Quote(r"\subsection{Value Monotonicity}", "The value of Limit Continuous Poker is weakly monotonically "
                   "increasing in $U$ and weakly monotonically decreasing in $L$", file="game_value")),
    _c(REVISION, "Sec. 6.2, proof of Theorem 6.2",
       "$dr/dL = 1/(1+L)^2$, $dt/dU = -1/(1+U)^2$, and the first expression for "
       "$dV/dr$", "proved", "09_revision", "rev-value-derivatives", "the next simplification is wrong (erratum)",
       quote=Quote("Using the chain rule and the fact that", r"\frac{\partial V}{\partial r} &= \frac{-3r^2(14-2r^3-"
                   r"2t^3) + 2 \cdot 3r^2(1-r^3-t^3)}{(14-2r^3-2t^3)^2}", file="game_value")),
    _c(REVISION, "Sec. 6.2, proof of Theorem 6.2",
       r"$\frac{dV}{dr} = \frac{-18 r^2 (2 - r^3 - t^3)}{(14 - 2r^3 - 2t^3)^2}$ (and so for $t$, $L$, "
       "$U$)", "refuted", "09_revision", "rev-value-derivatives",
       r"$\frac{-36 r^2}{(14 - 2r^3 - 2t^3)^2}$",
       quote=Quote("Using the chain rule and the fact that", r"= \frac{-18r^2(2-r^3-t^3)}{(14-2r^3-2t^3)^2} < 0",
                   file="game_value")),
    _c(REVISION, "Sec. 6.2, proof of Theorem 6.2",
       "the derivatives are strict since $r$, $t$ lie in $(0, 1)$", "refuted",
       "09_revision", "rev-value-derivatives", "$r = 0$ ($L = 0$) is in the domain, and there $dV/dL = 0$",
       quote=Quote("where the inequalities hold since", "$r, t \\in (0,1)$ implies $r^3 + t^3 < 2$",
                   file="game_value")),
    _c(REVISION, "Sec. 6.3, Remark (Value Convergence to FBCP)",
       r"$V \to V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$ as $L, U \to B$, largest at $B = "
       "1$", "proved", "09_revision", "rev-value",
       quote=Quote(r"\begin{remark}[Value Convergence to FBCP]", "Note that the maximum on this diagonal occurs at "
                   "$B=1$", file="game_value")),
    _c(REVISION, "Sec. 6.3, Remark (Value Convergence to NLCP)",
       r"$V \to 1/14$ as $L \to 0$, $U \to \infty$", "proved",
       "09_revision", "rev-value", "$V(0, 0) = 1/14$ in $(r, t)$, where $V$ is continuous (cell rev-convergence)",
       quote=Quote(r"\begin{remark}[Value Convergence to NLCP]",
                   r"$\lim_{L \to 0, U \to \infty} V_{LCP}(L, U) = V_{NL} = \frac{1}{14}$", file="game_value")),
    _c(REVISION, "Sec. 7.2, Remark (Convergence to FBCP)",
       "at $L = U = B$ the intermediate regions collapse ($x_0 = x_1$, $x_4 = x_5$) and $x_2$, $x_3$, $c$ are von "
       "Neumann's", "proved", "09_revision", "rev-convergence",
       "$c(s)$ is von Neumann's threshold at the one size $s = B$",
       quote=Quote(r"\begin{remark}[Convergence to FBCP]", "At $L = U = B$, the intermediate bet-size regions "
                   "collapse ($x_0 = x_1$ and $x_4 = x_5$)", file="strategic_comparison")),
    _c(REVISION, "Sec. 7.2, Remark (Convergence to NLCP)",
       r"as $L \to 0$, $U \to \infty$: $x_1 = x_2 \to 1/7$, $x_3 = x_4 \to 4/7$, $b$, $v$, $c \to$ "
       "Newman's", "proved", "09_revision", "rev-convergence",
       quote=Quote(r"\begin{remark}[Convergence to NLCP]",
                   r"b(s) \to \frac{3s+1}{7(s+1)^3}, \quad v(s) \to 1 - \frac{3}{7(s+1)^2},",
                   file="strategic_comparison")),
    _c(REVISION, "Sec. 7.2", "the strategy functions are rational, so convergence follows from continuity by "
       "direct substitution", "proved", "09_revision", "rev-convergence",
       r"in $(r, t)$: the common denominator $7 - r^3 - t^3 \ge 6$ on the closed triangle, $U = \infty$ ($t = 0$) "
       "included",
       quote=Quote(r"\subsection{Strategic Convergence}", "The LCP strategy functions are rational in $L$ and $U$, "
                   "so convergence follows from continuity by direct substitution of limit values.",
                   file="strategic_comparison")),
    _c(REVISION, "Sec. 1.2, Contributions", "the parameter sensitivity analysis is in Section 5", "refuted",
       "09_revision", "rev-cross-references", "Section 8",
       quote=Quote(r"\item \textbf{Parameter Sensitivity Analysis:}", "due to strategic adjustments by the opponent "
                   "(Section 5)", file="introduction")),
    _c(REVISION, "Sec. 1.1.2", "one value hand and one bluff per size, yet optimal, is explained in Sec. 4.3",
       "refuted", "09_revision", "rev-cross-references", "in Sec. 4.4.1",
       quote=Quote("Note that the bettor uses all possible bet sizes", r"This concept appears again and is explained "
                   r"more thoroughly in Section \ref{subsec:nash_equilibrium_structure}.", file="introduction")),
    _c(REVISION, "Sec. 3", "the closed-form solution is presented in Section 4", "refuted", "09_revision",
       "rev-cross-references", "Section 5",
       quote=Quote("In the next section, we develop the methodology", "the complete closed-form solution is "
                   "presented in Section 4.", file="lcp")),
    _c(REVISION, "Sec. 5", "the system was solved with Mathematica (Appendix \\ref{app:ma})", "refuted",
       "09_revision", "rev-cross-references", "no such label; the symbolic appendix uses sympy",
       quote=Quote("The system of equations from Section", r"was solved symbolically using Mathematica (see Appendix "
                   r"\ref{app:ma})", file="nash_equilibrium")),
    _c(REVISION, "Sec. 6, proof of Theorem 6.1", "the payoff figure is in Section 7", "refuted", "09_revision",
       "rev-cross-references", "Section 8",
       quote=Quote(r"\begin{customproof}", r"(see Figure \ref{fig:payoffs} in Section 7)", file="game_value")),
    _c(REVISION, "Sec. 6, proof of Theorem 6.1", "the value's derivation is given in an appendix", "refuted",
       "09_revision", "rev-cross-references", "that appendix is commented out of main.tex; the value itself is "
       "right",
       quote=Quote("The computation is extremely nontrivial", r"The full technical details are provided in Appendix "
                   r"\ref{sec:value_computation}.", file="game_value")),
    _c(REVISION, "App. B", "the constraints are those of the previous section", "refuted", "09_revision",
       "rev-cross-references", "they are Sec. 4.4's; the previous section is App. A",
       quote=Quote(r"\label{app:nash_equilibrium}", "we assume that all of the constraints outlined in the previous "
                   "section are satisfied", file="appendix_nash_equilibrium")),
    _c(REVISION, "Sec. 8.1", "the biggest wins and losses occur when both hands are strong", "refuted",
       "09_revision", "rev-biggest-losses",
       quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}", "the biggest wins and losses occur when both "
                   "hands are strong (top right)", file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.1", "as limits become more lenient, the extreme outcomes become more pronounced but less "
       "likely", "verified", "09_revision", "rev-biggest-losses",
       "over Figure 4's six panels, exactly: the stake $U + 1/2$ grows, the chance that a maximum bet is called "
       "falls (0.148 to 0)",
       quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}", "As limits become more lenient, these extreme "
                   "outcomes become more pronounced but also less likely", file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.3", "only the very strongest hands benefit from a larger $U$", "refuted", "09_revision",
       "rev-effect-of-u", "the bluffs gain too",
       quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Only the very strongest hands (above a "
                   "threshold greater than $v(U)$) benefit from the increased flexibility.",
                   file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.3",
       r"$\mathrm{EV}(x)$ increases with $U$ above a threshold hand and decreases below it", "refuted",
       "09_revision", "rev-effect-of-u", "true among value hands only",
       quote=Quote(r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:", "There exists a "
                   "threshold hand strength above which $EV(x)$ increases with $U$, and below which it decreases",
                   file="payoff_parameter_analysis")),
    _c(REVISION, "App. C.1.1",
       r"any fixed hand's $\mathrm{EV}$ increases in $U$ up to a threshold, then decreases", "refuted",
       "09_revision", "rev-effect-of-u", "not bluffs, checks or $x = 1$",
       quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "for any fixed hand strength $x$, the "
                   "expected payoff of that hand increases in $U$ only up to a certain threshold, after which it "
                   "decreases", file="appendix_parameter_analysis")),
    _c(REVISION, "Sec. 8.3",
       "a larger $U$ makes the caller more conservative at all sizes, which harms intermediate-strength hands "
       "although they bet less", "proved", "09_revision", "rev-effect-of-u",
       r"$dc(s)/dx_2 = 1/(1 + s) > 0$ with $dx_2/dU > 0$; an intermediate value hand's $\mathrm{EV}$ moves by "
       r"$-\frac{s}{1 + s} \frac{dx_2}{dU} < 0$",
       quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "which forces the caller to become more "
                   r"conservative across \emph{all} bet sizes", file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.3, the list of results", "the bluffing threshold $x_2$ increases with $U$", "proved",
       "09_revision", "rev-effect-of-u", "$dx_2/dU$ has positive coefficients in $L$ and $U$",
       quote=Quote(r"The complete analysis in Appendix \ref{sec:parameter_analysis} proves:", "The bluffing "
                   "threshold $x_2$ increases with $U$ (more hands bluff)", file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.3",
       r"for most hand strengths the $\mathrm{EV}$ decreases beyond a threshold of $U$", "refuted",
       "09_revision", "rev-most-hands", "at most half of them",
       quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", r"for most hand strengths, the expected "
                   r"value \emph{decreases} beyond a certain threshold of $U$", file="payoff_parameter_analysis")),
    _c(REVISION, "Sec. 8.3, Figure 6",
       r"each curve ($x = 0.50, \dots, 1.00$, $L = 0$) increases in $U$ up to a maximum, then "
       "decreases", "refuted", "09_revision", "rev-ev-vs-u-caption",
       "not $x = 1$, $x = 0.50$ or (later) 0.55",
       quote=Quote(r"\subsection{Effect of Increasing the Upper Limit $U$}", "Each curve increases in $U$ up to some "
                   "maximum, after which it decreases.", file="payoff_parameter_analysis")),
    _c(REVISION, "App. C.1.1, the figure", "each curve increases in $U$ up to a maximum, then decreases", "refuted",
       "09_revision", "rev-ev-vs-u-caption",
       quote=Quote(r"\subsubsection{Expected Payoff of Value-Betting Hands}", "Notice that each curve is increasing "
                   "in $U$ up to some maximum, after which it decreases.", file="appendix_parameter_analysis")),
    _c(REVISION, "Sec. 9.1", "both players are indifferent among their equilibrium actions", "refuted",
       "09_revision", "rev-indifference", "only at the margins",
       quote=Quote(r"\textbf{Nash Equilibrium Characterization:}", "creating a delicate balance where both players "
                   "are indifferent among their equilibrium actions", file="conclusion")),
    _c(REVISION, "Sec. 9.2", "larger bluffs require fewer bluffing combinations to remain balanced", "refuted",
       "09_revision", "rev-bluff-balance", "more bluffs per value bet at larger sizes: $s/(1 + s)$",
       quote=Quote(r"\textbf{Bluffing Frequency and Bet Size:}", "larger bluffs require fewer bluffing combinations "
                   "to remain balanced", file="conclusion")),
    _c(REVISION, "App. B, the caller's deviation", "the caller's payoff from calling is weakly increasing in his "
       "hand, so no caller deviation gains", "proved", "09_revision", "rev-indifference",
       "calling minus folding is $-s$ below $b(s)$, 0 between $b(s)$ and $v(s)$, $1 + s$ above $v(s)$",
       quote=Quote(r"\item \textbf{Caller", "The expected value of calling is weakly increasing in $y$",
                   file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, the bettor's case (c)",
       r"$\frac{d}{ds} E[\text{bet } s \mid x] = -s c'(s) - c(s) + 2x - 1$", "proved",
       "09_revision", "rev-app-b-case-e", "$= 2(x - v(s))$",
       quote=Quote(r"\item $x_3 \leq x < x_4$:", r"\frac{d}{ds} \mathbb{E}[\text{bet } s | x] & = -s c'(s) - c(s) + "
                   "2x - 1", file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, case (c)",
       "$-s c'(s) - c(s) + 2 x_4 - 1 = 0$", "refuted", "09_revision", "rev-app-b-case-c",
       "$= 2(x_4 - v(s))$, zero only at $s = L$",
       quote=Quote(r"\item $x_3 \leq x < x_4$:", r"& \leq -s c'(s) - c(s) + 2x_4 - 1 \\ & = 0",
                   file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, cases (c), (d)",
       r"$E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$ for every size $s$", "refuted",
       "09_revision", "rev-app-b-domain", r"only for $c(s) \le x$",
       quote=Quote(r"\item $x_3 \leq x < x_4$:", "for any $s \\in [L, U]$. Therefore, the expected value of betting is "
                   "decreasing in $s$ for $x < x_4$", file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, case (e)",
       r"betting more is always better for $x \ge x_5$ (shown at $s = U$ only)", "refuted",
       "09_revision", "rev-app-b-case-e", r"the claim is true; the proof has a gap, closed by $2(x - v(s)) \ge 0$",
       quote=Quote(r"\item $x_5 \leq x \leq 1$:", "If it is always increasing in $s$ for such $x$, then it must be "
                   "maximized at the largest possible bet of $U$", file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, case (b)", "eq. (5) gives $2 x_3 - c(L) - 1 = 0$", "refuted", "09_revision",
       "rev-app-b-l-zero", "for $L > 0$ only",
       quote=Quote(r"We know from \ref{eq:valueindiff} that", "2x_3 - c(L) - 1 & = 0",
                   file="appendix_nash_equilibrium")),
    _c(REVISION, "App. B, case (d)",
       "the expected value of betting is 0 at $s = v^{-1}(x)$", "refuted", "09_revision",
       "rev-appendix-wording", "its derivative is",
       quote=Quote(r"\item $x_4 \leq x < x_5$:", "equal to $0$ at $s = v^{-1}(x)$", file="appendix_nash_equilibrium")),
    _c(REVISION, "App. D, proof of Theorem D.1",
       r"a checking hand wins only the ante, with probability $x$, so its $\mathrm{EV}$ is $x - "
       "1/2$", "refuted", "09_revision", "rev-appendix-wording",
       "the result is right, the reasoning gives $x/2$",
       quote=Quote(r"\label{thm:ev_bettor}", "the bettor wins only the ante exactly when they have the best hand, "
                   r"which happens with probability $x$. The value of the ante is $\frac{1}{2}$, so the bettor's "
                   r"expected value is $x-\frac{1}{2}$.", file="appendix_payoff_analysis")),
    _c(REVISION, "App. D, Theorem D.1", r"$\mathrm{EV}(x)$ is the expected value of a value-betting hand", "refuted",
       "09_revision", "rev-appendix-wording", "of every hand",
       quote=Quote(r"\label{thm:ev_bettor}", "Let $EV(x)$ denote the expected value of a value-betting hand $x$",
                   file="appendix_payoff_analysis")),
    _c(REVISION, "App. D, Theorem D.1",
       r"$\mathrm{EV}(x)$ case by case: $x_2 - 1/2$, $x - 1/2$, and $x(2s + 1) - s(c(s) + 1) - 1/2$ with $s = L, "
       "v^{-1}(x), U$", "proved", "04_payoff_regions", "theorem-6-1",
       r"the manuscript's Theorem 6.1; the whole display against lcp's $\mathrm{EV}$ on $[0, 1]$ at $(1/10, 2)$ to "
       "$10^{-13}$ in notebook 9, rev-appendix-wording",
       quote=Quote(r"\label{thm:ev_bettor}", r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)",
                   file="appendix_payoff_analysis")),
    _c(REVISION, "App. D, Theorem D.2",
       r"$\mathrm{EV}(x)$ is increasing in $x$", "proved", "04_payoff_regions", "theorem-6-2",
       "non-decreasing: constant $x_2 - 1/2$ on the bluffs, strictly increasing from $x_2$ on (the revision drops "
       "the manuscript's strict derivative)",
       quote=Quote(r"\label{thm:ev_increasing}", "For any fixed $L, U$, the bettor's expected value $EV(x)$ is "
                   "increasing in $x$.", file="appendix_payoff_analysis")),
    _c(REVISION, "App. D.3", "the calling frequency decreases as the bet size increases", "proved", "09_revision",
       "rev-appendix-c-d",
       "$1 - c(s) = (1 - x_2)/(1 + s)$; the top hand is called with $(1 - x_2)/(1 + U)$, falling with $U$",
       quote=Quote(r"\subsection{Discussion: Strong Hands and Risk-Reward Tradeoffs}", "calling frequency (which "
                   "decreases as bet size increases)", file="appendix_payoff_analysis")),
    _c(REVISION, "App. C, Lemma C.1", r"$dx_2/dU > 0$, with $dx_2/dt = -\frac{18 t^2}{(r^3 + t^3 - 7)^2}$", "proved",
       "09_revision", "rev-lemma-c1-reason",
       "for every finite $U$ (also notebook 5, lemma-7-1); the reason the proof gives is not the right one "
       "(erratum)",
       quote=Quote(r"\label{lem:x2_increasing}",
                   r"\frac{\partial x_2}{\partial t} = \frac{-18 t^{2}}{\left(r^{3} + t^{3} - 7\right)^{2}}",
                   file="appendix_parameter_analysis")),
    _c(REVISION, "App. C, proof of Lemma C.1", "$dx_2/dU$ is positive since $r^3 + t^3 - 7 < 0$", "refuted",
       "09_revision", "rev-lemma-c1-reason", "since $t > 0$",
       quote=Quote(r"\label{lem:x2_increasing}", "which is positive since $r, t \\in (0, 1)$ implies $r^3 + t^3 - 7 < "
                   "0$.", file="appendix_parameter_analysis")),
    _c(REVISION, "App. C, Lemma C.2",
       r"$v^{-1}(x) = -\frac{\sqrt{(4x - 4)(2x_2 - 2)}}{4x - 4} - 1$ and its derivative in $x_2$",
       "proved", "05_parameter_analysis", "lemma-7-2", "the manuscript's Lemma 7.2, the same printed formulas",
       quote=Quote(r"\label{lem:v_inverse_decreasing}", r"v^{-1}(x) = -\frac{\sqrt{(4 x-4) (2 x_2-2)}}{4 x-4}-1",
                   file="appendix_parameter_analysis")),
    _c(REVISION, "App. C, proof of Lemma C.3", "$(1 - x_2)/(v^{-1}(x) + 1)^2 = 2 - 2x$", "proved", "09_revision",
       "rev-appendix-c-d",
       quote=Quote(r"\label{lem:c_increasing}", r"\frac{1-x_2}{(v^{-1}(x)+1)^2} = 2-2x",
                   file="appendix_parameter_analysis")),
    _c(REVISION, "App. C, proof of Theorem C.1",
       r"$2x - 1 - c(v^{-1}(x)) = v^{-1}(x)\, c'(s) > 0$", "proved", "09_revision",
       "rev-appendix-c-d", "from the value optimality condition at $s = v^{-1}(x)$",
       quote=Quote(r"\subsubsection{Proof of Theorem \ref{thm:payoff_increasing}}",
                   r"2x -1 -c(v^{-1}(x)) = v^{-1}(x) \frac{\partial c(s)}{\partial s} > 0,",
                   file="appendix_parameter_analysis")),
    _c(REVISION, "App. C, after Theorem C.1", "the threshold is greater than $v(U)$", "refuted", "09_revision",
       "rev-threshold-above-v", "true of the corrected threshold, not of the printed one",
       quote=Quote(r"\label{thm:payoff_increasing}", "Specifically, this threshold is greater than the hand strength "
                   "$v(U)$ which bets the maximum.", file="appendix_parameter_analysis")),
    _c(REVISION, "sympy appendix",
       "the printed outputs: $c$, $v$, $b$ (with $b_0$), $x_0$, $x_1$, $x_3$, $x_4$, $x_5$ "
       "in terms of $x_2$, $x_2$ and $b_0$, the complete solution, the unsimplified game "
       "value", "proved", "09_revision", "rev-sympy-outputs",
       r"recomputed with the companion's own derivation; the game value's two powers $(a^2)^{3/2}$ are $\vert a "
       r"\vert^3$ on the domain",
       quote=Quote(r"\label{step-5-solve-for-x2-and-b0}",
                   r"x_{2} = \frac{r^{3} + t^{3} - 1}{r^{3} + t^{3} - 7}", file="appendix_sympy")),
    _c(REVISION, "sympy appendix, Simplification of Game Value to Closed Form",
       r"$V(r, t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - "
       "7)}$", "proved", "09_revision", "rev-sympy-outputs", "= the derived value",
       quote=Quote(r"\subsection{Simplification of Game Value to Closed",
                   r"\[V(r,t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - 7)}\]", file="appendix_sympy")),
    _c(REVISION, "sympy appendix, proof sketch, step 3", "use $t^3 - (r - 1)^3$ for the fourth term", "refuted",
       "09_revision", "rev-sympy-sketch", "the fourth term is $48(t^3 + (r - 1)^3)$",
       quote=Quote(r"\textbf{Proof sketch:}", r"Use \(t^3 - (r-1)^3 = t^3 - r^3 + 3r^2 - 3r + 1\) for the fourth "
                   "term.", file="appendix_sympy")),
    _c(REVISION, "sympy appendix, proof sketch, step 4", "all $u^3$ terms cancel", "refuted", "09_revision",
       "rev-sympy-sketch", "the numerator over the printed denominator $2u^4$ is $u^4 + 6u^3$",
       quote=Quote(r"\textbf{Proof sketch:}", r"All \(u^3\) terms cancel", file="appendix_sympy")),
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
       "verified", NB6, "erratum-13-105",
       r"computed for the decks shown; the saturation bet follows $\sqrt{24n/7} - 2$ within 0.75 (a heuristic law "
       "from Newman's solution, cell saturation-law, not proved), and the saturated value is not monotone in $n$ "
       "(it drops from $n = 8$ to 9)",
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
       "has a mixed equilibrium, in their 1944 book", "refuted", NB6, "erratum-minimax-theorem",
       "that is von Neumann's own minimax theorem of 1928 (the paper's [7], cited the paragraph before); the 1944 "
       "book proves it again",
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
    _c(THESIS, "Kuhn poker, the tree after the change of variable", "the king's 'Check/Bet' probabilities",
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


def counts(claims=CLAIMS) -> Counter:
    """How many claims have each status.

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).

    Returns
    -------
    collections.Counter
        Status -> number of claims.

    Examples
    --------
    >>> rows = [Claim(PAPER, "Sec. 9", "V(0, inf) = 1/14", "proved"), Claim(PAPER, "Sec. 6", "a bound", "open")]
    >>> counts(rows)
    Counter({'proved': 1, 'open': 1})
    >>> set(counts()) <= set(STATUSES)
    True
    """
    return Counter(c.status for c in claims)


def for_notebook(notebook: str) -> tuple[Claim, ...]:
    """The claims settled in ``notebook``.

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.

    Returns
    -------
    tuple of Claim
        Its rows of :data:`CLAIMS`, in the sources' order.

    Examples
    --------
    >>> all(c.notebook == NB1 for c in for_notebook(NB1)), for_notebook("no such notebook")
    (True, ())
    """

    return tuple(c for c in CLAIMS if c.notebook == notebook)


def markdown(claims=CLAIMS) -> str:
    r"""The claims as a Markdown table, formulas as ``$...$`` math (JupyterLab and MyST read both).

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).

    Returns
    -------
    str
        The table; each text cell rendered by :func:`lcp.markup.markdown_cell`.

    Examples
    --------
    >>> row = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> print(markdown([row]).splitlines()[-1])
    | limit-continuous-poker-2025-05.md | Sec. 9 | $V(0, \infty) = 1/14$ | verified | `notebooks/02_no_limit` cell `nlcp-value` | - |
    """
    rows = ["| source | where | claim | status | settled in | note |", "| --- | --- | --- | --- | --- | --- |"]
    for c in claims:
        settled = f"`notebooks/{c.notebook}` cell `{c.cell}`" if c.notebook else "-"
        cells = (c.source.replace("|", "\\|"), markup.markdown_cell(c.where), markup.markdown_cell(c.statement),
                 c.status, settled, markup.markdown_cell(c.note) or "-")
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def text(claims=CLAIMS, width: int = 100) -> str:
    r"""The claims as plain text for a terminal: one block per row, formulas in Unicode where they read well.

    Parameters
    ----------
    claims : iterable of Claim
        The rows (default :data:`CLAIMS`).
    width : int
        The line width the blocks are wrapped to (a formula is never split).

    Returns
    -------
    str
        The numbered blocks, separated by blank lines (what ``python -m lcp.claims`` prints).

    Examples
    --------
    >>> row = Claim(PAPER, "Sec. 9", r"$V(0, \infty) = 1/14$", "verified", "02_no_limit", "nlcp-value")
    >>> print(text([row]).splitlines()[1])
       claim:      V(0, ∞) = 1/14
    """
    blocks = []
    for i, c in enumerate(claims, 1):
        fields = [("claim", c.statement), ("status", f"{c.status} ({MEANING[c.status]})")]
        if c.notebook:
            fields.append(("settled in", f"notebooks/{c.notebook}, cell {c.cell}"))
        if c.note:
            fields.append(("note", c.note))
        fields.append(("revision", c.revision + (f": {c.revision_where}" if c.revision_where else "")))
        blocks.append(markup.plain_block(f"{i}. {c.source}: {c.where}", fields, width))
    return "\n\n".join(blocks)


if __name__ == "__main__":  # pragma: no cover
    print(text())
