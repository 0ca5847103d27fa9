"""The two versions of the paper side by side: which section of the manuscript became which of the revision.

The companion follows the manuscript of May 2025 (the seed ``limit-continuous-poker-2025-05.md``); the
paper was revised and posted as arXiv:2606.01390 v1 (31 May 2026, :data:`lcp.sources.REVISION`),
whose LaTeX of February 2026 lies in ``../shared/sources/lcp-revised-2026-02/``. :data:`MAP` pairs the
headings of the two, one :class:`Row` per pair, in the revision's order, with the notebooks that follow
them and a short note of what changed. A heading may stand in several rows (the manuscript's Sec. 4.1
became three subsections and an appendix); a row has an empty side where a heading has no counterpart.

Every heading of both versions is in the map, and the map names no other: ``tests/test_versions.py``
reads the two sources with :func:`manuscript_headings` and :func:`revision_headings` and compares.

* The manuscript's headings are its Markdown headings, numbered as printed (``#### Theorem 6.1.`` is a
  theorem's name that the seed's conversion made a heading; the heading of Sec. 8 came out as
  ``Strategic Comparison to Fixed-Bet and No-8 Limit Continuous Poker`` and is read as Sec. 8), and the
  two appendices its last lines list without any text (A and B).
* The revision's headings are the title, the abstract and every ``\\section``, ``\\subsection`` and
  ``\\subsubsection`` of the section files in the order of ``main/main.tex``, appendices included,
  numbered as the posted paper numbers them. Its contents list has no appendix of sympy output, which the
  LaTeX (and the author's compiled ``main.pdf``) has as appendix C: those headings carry their LaTeX
  number in parentheses, ``(C.12)``, and the two appendices after it are C and D as posted (D and E in the
  LaTeX). Where the posted text may differ from the LaTeX in other ways, the map cannot tell.

``python -m lcp.versions`` prints the map as a Markdown table (:func:`markdown`); :func:`summary` is the
short form the README shows. The site renders the map as its page *Two versions of the paper*, and its
errata and claims pages give each row's place in both versions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from . import _validate
from .sources import MANUSCRIPT, REVISION, shared_dir

#: Section folders of the revision's LaTeX that the posted paper's contents list does not have.
LATEX_ONLY = ("appendix_sympy",)

TITLE = "Limit Continuous Poker: A Variant of Continuous Poker with Limited Bet Sizes"

NB1, NB2, NB3, NB4 = "01_fixed_bet", "02_no_limit", "03_lcp_derivation", "04_payoff_regions"
NB5, NB6, NB7, NB8 = "05_parameter_analysis", "06_finite_decks", "07_three_player", "08_kuhn_poker"
NB9 = "09_revision"  # the revision's own statements, checked
NB10 = "10_test_bed"  # Future Directions' "Computational Tools": LCP as a test bed for solvers
NB11 = "11_beyond_the_paper"  # the open questions of the revision's Conclusion, answered by computation


@dataclass(frozen=True)
class Row:
    """A heading of the manuscript beside a heading of the revision.

    A side with an empty title has no counterpart. Numbers are as printed, the revision's as posted (in
    parentheses: the LaTeX's number of a part the posted paper does not have); an empty number with a
    title is an unnumbered heading (the title, the revision's abstract, a theorem's name in the seed).

    Attributes
    ----------
    manuscript_number, manuscript_title : str
        The manuscript's heading.
    revision_number, revision_title : str
        The revision's heading.
    notebooks : tuple of str
        The notebooks that follow this part of the paper.
    note : str
        What changed.

    Examples
    --------
    >>> row = Row("2.1.1", "Fixed-Bet Continuous Poker (FBCP)", "1.1.1", "Fixed-Bet Continuous Poker (FBCP)",
    ...           (NB1,), "renumbered")
    >>> row.manuscript, row.revision
    ('2.1.1 Fixed-Bet Continuous Poker (FBCP)', '1.1.1 Fixed-Bet Continuous Poker (FBCP)')
    """

    manuscript_number: str
    manuscript_title: str
    revision_number: str
    revision_title: str
    notebooks: tuple[str, ...]  # notebooks/<name>.py follows this part of the paper
    note: str  # what changed

    @property
    def manuscript(self) -> str:
        """The manuscript's heading, number first (empty if none)."""
        return " ".join(p for p in (self.manuscript_number, self.manuscript_title) if p)

    @property
    def revision(self) -> str:
        """The revision's heading, number first (empty if none)."""
        return " ".join(p for p in (self.revision_number, self.revision_title) if p)


def _row(manuscript, revision, notebooks, note) -> Row:
    m_number, m_title = manuscript or ("", "")
    r_number, r_title = revision or ("", "")
    return Row(m_number, m_title, r_number, r_title, tuple(notebooks), note)


_SYMPY = "the author's sympy notebook as an appendix (LaTeX only)"
_EV = "Expected Value of Bettor's Hand Strengths"

MAP: tuple[Row, ...] = (
    # --- front matter, introduction, preliminaries -----------------------------------------------------
    _row(("", TITLE), ("", TITLE), (), "the same title; dated 24 May 2025 and posted 31 May 2026"),
    _row(("1", "Abstract"), ("", "Abstract"), (),
         "no longer a numbered section; the same text, with 'We introduces' corrected"),
    _row(("2", "Introduction"), ("1", "Introduction"), (),
         "Sec. 2 -> Sec. 1; two new opening paragraphs: simplified poker models, LCP between FBCP and NLCP"),
    _row(("2.1", "Previous Work"), ("1.1", "Related Work and Background"), (NB8,),
         "renamed and written out: von Neumann and Morgenstern, Kuhn's three-card poker (notebook 8), Koller, "
         "Megiddo and von Stengel, the solution of heads-up limit hold'em"),
    _row(("2.1.1", "Fixed-Bet Continuous Poker (FBCP)"), ("1.1.1", "Fixed-Bet Continuous Poker (FBCP)"), (NB1,),
         "Definition 2.1 -> Definition 1.1; footnote 2 now defines admissible as not weakly dominated, the "
         "uniqueness credited to Ferguson and Ferguson; the thresholds (with the misprint s for B) and V_FB(B) "
         "are commented out of the LaTeX, the value described in words; the paragraph on the caller's many "
         "optimal replies rewritten"),
    _row(("2.1.2", "No-limit Continuous Poker (NLCP)"), ("1.1.2", "No-Limit Continuous Poker (NLCP)"), (NB2,),
         "the structure as a list; the formulas of b(s), v(s) and c(s) are commented out here and printed in "
         "Sec. 7.1; the figure kept (now Figure 1); V_NL = 1/14"),
    _row(None, ("1.2", "Our Contributions"), (),
         "new: the equilibrium, the value and its symmetry, the limits, the effect of the limits"),
    _row(None, ("1.3", "Outline"), (), "new"),
    _row(None, ("2", "Preliminaries and Conventions"), (), "new section"),
    _row(None, ("2.1", "Game-Theoretic Concepts"), (),
         "new: existence by construction (App. B), the value, uniqueness up to sets of measure zero"),
    _row(None, ("2.2", "Conventions"), (NB3, NB9),
         "new: ante 1/2 and pot 1 as in the companion, payoffs net of the ante (+-0.5, +-(0.5 + s)), "
         "monotone strategies, admissible = not weakly dominated"),
    # --- the game and its equilibrium ------------------------------------------------------------------
    _row(("3", "Limit Continuous Poker (LCP)"), ("3", "Limit Continuous Poker (LCP)"), (NB3,),
         "Definition 3.1 -> Definition 3.1 with a bet of 0 as a check (actions {0} and [L, U]) and net payoffs "
         "0.5 and 0.5 + s to the higher hand, where the manuscript's 'payoff 1 + 2s' was the pot (so the LaTeX; "
         "the author's main.pdf of 6 February 2026 prints 0.5 + 2s); strategies as measurable functions"),
    _row(("4", "Solving LCP"), ("4", "Solving for Nash Equilibrium"), (NB3,),
         "renamed; opens with the refinements that select the equilibrium"),
    _row(("4.1", "Nash Equilibrium Structure"), ("4.1", "Uniqueness and Equilibrium Selection"), (NB3,),
         "Theorem 4.1's 'unique admissible-strategy Nash equilibrium' -> 'an infinite class of Nash "
         "equilibria', unique under two refinements: monotone callers, a monotone-admissible bettor"),
    _row(("4.1", "Nash Equilibrium Structure"), ("4.2", "Monotone Strategies"), (NB3,),
         "Sec. 4.1 Claims 1-7 -> Sec. 4.1-4.2 monotone strategies: Definitions 4.1 (monotone caller) and 4.2 "
         "(monotone-admissible bettor) in place of Claim 1 and of Claim 7's 'uniquely admissible'; the claims "
         "are commented out of the LaTeX"),
    _row(("4.1", "Nash Equilibrium Structure"), ("4.3", "Nash Equilibrium Structure"), (NB3,),
         "Theorem 4.1 -> a list of six structural facts, no longer a theorem; c(s) no longer said to be "
         "non-decreasing (Claim 2 dropped); both players play pure strategies"),
    _row(("4.2", "Constraints and Indifference Equations"), ("4.4", "Constraints and Indifference Equations"),
         (NB3,), "the summary system now prints eqs. (2)-(4) and x3's condition correctly; the equations are "
         "renumbered, the summary (1)-(10) and the derivation (11)-(17)"),
    _row(("4.2.1", "Caller Indifference"), ("4.4.1", "Caller Indifference"), (NB3,),
         "eqs. (2) and (4) -> (11) and (13), corrected; Case 2 still prints (1 - x5)(1 + U) - x0 U = 0 "
         "(eq. (12)) and Case 3 the inverted density ratio"),
    _row(("4.2.2", "Bettor Indifference and Optimality"), ("4.4.2", "Bettor Indifference and Optimality"),
         (NB3,), "the same derivation; eqs. (5)-(7) -> (14)-(16)"),
    _row(("4.2.3", "Continuity Constraints"), ("4.4.3", "Continuity Constraints"), (NB3,),
         "the same; eq. (8) -> (17)"),
    _row(("5", "Nash Equilibrium Strategy Profile"), ("5", "Nash Equilibrium Strategy Profile"), (NB3, NB9),
         "Theorem 5.1 -> Theorem 5.1 in r = L/(1+L), t = 1/(1+U) over the denominator r^3 + t^3 - 7 (the "
         "A0-A5 form commented out; the misprinted b0 and v(s) lines gone); uniqueness claimed only among "
         "monotone callers and monotone-admissible bettors; Figure 1 -> Figure 2"),
    # --- value ------------------------------------------------------------------------------------------
    _row(("9", "Game Value"), ("6", "Game Value"), (NB4, NB5, NB9),
         "Sec. 9 -> Sec. 6; the value formula becomes Theorem 6.1, also in (r, t): (1 - r^3 - t^3)/(14 - 2r^3 "
         "- 2t^3); its proof cites a value-computation appendix the LaTeX leaves out; Figure 3 -> Figure 3, "
         "in (L, U) and in (r, t)"),
    _row(("9.3", "Value Symmetry"), ("6", "Game Value"), (NB5,),
         "no subsection of its own: V(L, U) = V(1/U, 1/L), i.e. V(r, t) = V(t, r), stated in Sec. 6 with the "
         "same example, (L, U) = (1/2, 5) against (1/5, 2)"),
    _row(None, ("6.1", "Interpreting the Parameters r and t"), (NB4, NB5),
         "new: r as the caller's pot odds against a minimum bet, t as the pot's share after a maximum bet "
         "(the coordinates of notebook 4's simplest form)"),
    _row(("9.1", "Value Monotonicity"), ("6.2", "Value Monotonicity"), (NB5,),
         "Theorem 9.1 ('prove this') -> Theorem 6.2, proved by the derivatives in (r, t)"),
    _row(("9.2", "Value Convergence"), ("6.3", "Value Convergence"), (NB5,),
         "Theorems 9.2 and 9.3 (iterated limits, 'prove this') -> two remarks, by direct substitution"),
    # --- convergence --------------------------------------------------------------------------------------
    _row(("8", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"),
         ("7", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"), (NB5,), "Sec. 8 -> Sec. 7"),
    _row(("8.1", "Setup and Notation"), ("7.1", "Notation"), (NB5,),
         "the notation table -> a list; eq. (10)'s reversed checking range is printed the right way; the NLCP "
         "formulas of the introduction are printed here"),
    _row(("8.2", "Strategic Convergence"), ("7.2", "Strategic Convergence"), (NB5,),
         "Theorems 8.1-8.4 with their proofs -> two remarks, by direct substitution (one joint limit, not "
         "the two iterated ones)"),
    _row(("8.2.1", "Bettor Strategy Convergence to Continuous Poker"), ("7.2", "Strategic Convergence"), (NB5,),
         "Theorem 8.1 -> the remark 'Convergence to FBCP' (x2 and x3 at L = U = B)"),
    _row(("8.2.2", "Caller Strategy Convergence to Continuous Poker"), ("7.2", "Strategic Convergence"), (NB5,),
         "Theorem 8.2 -> the same remark (c(s) at L = U = B)"),
    _row(("8.2.3", "Bettor Strategy Convergence to NLCP"), ("7.2", "Strategic Convergence"), (NB5,),
         "Theorem 8.3 -> the remark 'Convergence to NLCP'"),
    _row(("8.2.4", "Caller Strategy Convergence to NLCP"), ("7.2", "Strategic Convergence"), (NB5,),
         "Theorem 8.4 -> the same remark (c(s) -> 1 - 6/(7(1 + s)))"),
    # --- payoffs and parameters ------------------------------------------------------------------------
    _row(("6", "Payoff Analysis"), ("8", "Parameter and Payoff Analysis"), (NB4,),
         "Secs. 6 and 7 -> one section of results and figures; the proofs move to Appendices C and D"),
    _row(("7", "Parameter Analysis"), ("8", "Parameter and Payoff Analysis"), (NB5,),
         "merged with Sec. 6 into a summary; the proofs -> Appendix C"),
    _row(("6", "Payoff Analysis"), ("8.1", "Visualizing Payoffs in Equilibrium"), (NB4,),
         "Figure 2 -> Figure 4, the same caption"),
    _row(("6.1", _EV), ("8.2", "Expected Value by Hand Strength"), (NB4,),
         "EV(x) summarised in words beside its plot (Figure 5); the statement and the proofs -> Appendix D"),
    _row(("7.1", "Effect of Increasing U"), ("8.3", "Effect of Increasing the Upper Limit $U$"), (NB5,),
         "the results as a list, with Figure 6 (EV of value hands against U)"),
    # --- conclusion --------------------------------------------------------------------------------------
    _row(None, ("9", "Conclusion"), (), "new section"),
    _row(None, ("9.1", "Summary of Key Results"), (), "new"),
    _row(None, ("9.2", "Strategic Insights and Connections to Real Poker"), (), "new"),
    _row(None, ("9.3", "Limitations"), (NB11,),
         "new; notebook 11 answers its 'Uniform Hand Distribution' (the game in quantiles, and two different laws)"),
    _row(None, ("9.4", "Future Directions"), (NB6, NB7, NB10, NB11),
         "new; its 'Discrete Approximations' (discrete bet sizes) is what notebook 6 computes with finite decks "
         "and finite menus of sizes, its 'Multi-Player Extensions' what notebook 7 does for three players, its "
         "'Computational Tools' (a test bed for solvers) what notebook 10 builds; notebook 11 answers its "
         "non-uniform hands, asymmetric stacks (with a raise) and, for four cards, three players with a menu of sizes"),
    # --- appendices -------------------------------------------------------------------------------------
    _row(None, ("A", "Monotone Strategy Proofs"), (NB3,), "new appendix"),
    _row(("4.1", "Nash Equilibrium Structure"), ("A.1", "Monotone Strategies and Weak Dominance"), (NB3,),
         "Claim 1's threshold argument -> Lemma A.1: a caller who folds better hands than he calls is weakly "
         "dominated"),
    _row(("4.1", "Nash Equilibrium Structure"), ("A.2", "Monotone-Admissibility and Uniqueness"), (NB3,),
         "Claim 7 (bluff sizes decrease with the hand) -> Definition A.1, monotone-admissible; the uniqueness "
         "is argued in words, not proved"),
    _row(("A", "Derivation of Nash Equilibrium Strategy Profile"), ("B", "Appendix: Proof of Nash Equilibrium"),
         (NB3,), "the manuscript lists Appendix A without text; the revision checks every unilateral deviation "
         "(as the companion's certificate does, notebook 3)"),
    _row(("A", "Derivation of Nash Equilibrium Strategy Profile"),
         ("(C)", "Symbolic Solution for Limit Continuous Poker"), (NB3, NB9),
         _SYMPY + ", not in the posted contents list: the derivation in r and t that notebook 3 also does"),
    _row(None, ("(C.1)", "Variable Definitions"), (NB3,), _SYMPY),
    _row(None, ("(C.2)", "Calling Threshold c(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.3)", "Value Betting Function v(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.4)", "Bluffing Function b(s)"), (NB3,), _SYMPY),
    _row(None, ("(C.5)", "Hand Strength Thresholds"), (NB3,), _SYMPY),
    _row(None, ("(C.6)", "Solve for x2 and b0"), (NB3,), _SYMPY),
    _row(None, ("(C.7)", "Simplify Complete Solution"), (NB3,), _SYMPY),
    _row(None, ("(C.8)", "Inverse Value Function"), (NB3,), _SYMPY),
    _row(None, ("(C.9)", "Complete Solution"), (NB3,), _SYMPY),
    _row(None, ("(C.10)", "Numerical Strategy Functions"), (NB3,), _SYMPY),
    _row(None, ("(C.11)", "LaTeX Output"), (NB3,), _SYMPY),
    _row(("B", "Computation of Game Value"), ("(C.12)", "Game Value Computation"), (NB4,),
         _SYMPY + ": integrates EV(x) over the hands. The manuscript lists Appendix B without text, and the "
         "revision's value-computation appendix is commented out of main.tex; notebook 4 (Sec. 4.3) integrates "
         "over the payoff regions"),
    _row(("B", "Computation of Game Value"), ("(C.13)", "Simplification of Game Value to Closed Form"), (NB4,),
         _SYMPY + ": the closed form, a proof sketch and a check at random points"),
    _row(("7", "Parameter Analysis"), ("C", "Parameter Analysis: Complete Proofs"), (NB5, NB9),
         "the proofs of Sec. 7 (appendix D in the LaTeX and the author's main.pdf)"),
    _row(("7.1", "Effect of Increasing U"), ("C.1", "Effect of Increasing $U$"), (NB5,), "the same subsection"),
    _row(("7.1.1", "Expected Payoff of Value-Betting Hands"), ("C.1.1", "Expected Payoff of Value-Betting Hands"),
         (NB5,), "Theorem 7.1 -> Theorem C.1, its threshold printed as before"),
    _row(("7.1.2", "Bluffing Threshold"), ("C.1.2", "Bluffing Threshold"), (NB5,),
         "Lemma 7.1 -> Lemma C.1, proved in (r, t) instead of through A1, A2"),
    _row(("7.1.3", "Bet Size"), ("C.1.3", "Bet Size"), (NB5,), "Lemma 7.2 -> Lemma C.2, in (r, t)"),
    _row(("7.1.4", "Calling Cutoff"), ("C.1.4", "Calling Cutoff"), (NB5,), "Lemma 7.3 -> Lemma C.3, in (r, t)"),
    _row(("7.1.5", "Proof of Theorem 7.1"), ("C.1.5", "Proof of Theorem C.1"), (NB5,), "the same proof"),
    _row(("6", "Payoff Analysis"), ("D", "Payoff Analysis: Complete Proofs"), (NB4, NB9),
         "the proofs of Sec. 6 (appendix E in the LaTeX and the author's main.pdf)"),
    _row(("6.1", _EV), ("D.1", _EV), (NB4,), "Theorem 6.1 and its proof -> Theorem D.1, the same"),
    _row(("", "Theorem 6.1"), ("D.1", _EV), (NB4,),
         "a theorem's name the seed's conversion made a heading: EV(x) by hand, now Theorem D.1"),
    _row(("6.1", _EV), ("D.2", "Monotonicity of Expected Value"), (NB4,),
         "Theorem 6.2 (EV(x) increases with x) -> Theorem D.2, the same proof"),
    _row(("6.1", _EV), ("D.3", "Discussion: Strong Hands and Risk-Reward Tradeoffs"), (NB4,),
         "the closing paragraphs on the strongest hands and slowplaying -> D.3, extended"),
)


def for_notebook(notebook: str, rows=MAP) -> tuple[Row, ...]:
    """The rows ``notebook`` follows (e.g. ``"03_lcp_derivation"``).

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    tuple of Row
        The rows that list the notebook, in map order.

    Examples
    --------
    >>> [r.manuscript_number for r in for_notebook(NB1)][:1]
    ['2.1.1']
    """
    notebook, rows = _validate.text(notebook, "notebook"), _validate.records(rows, "rows", Row)
    return tuple(r for r in rows if notebook in r.notebooks)


def level(number: str) -> int:
    """How deep a heading number is: 0 for none, 1 for a section or appendix, 2 for its subsections, ...

    Parameters
    ----------
    number : str
        A heading number as printed (``"4.1"``, ``"C"``, or empty).

    Returns
    -------
    int
        The depth.

    Examples
    --------
    >>> level(""), level("4"), level("4.1.2"), level("C.1")
    (0, 1, 3, 2)
    """
    return 0 if not _validate.text(number, "number") else number.count(".") + 1


def manuscript_key(row: Row) -> tuple | None:
    """Sorts rows in the manuscript's order (None: the row has no manuscript side). The seed's heading
    ``Theorem 6.1`` stands inside Sec. 6.1; the listed appendices come last.

    Parameters
    ----------
    row : Row
        A row of the map.

    Returns
    -------
    tuple or None
        The sort key.

    Examples
    --------
    >>> manuscript_key(Row("6.1", "Payoffs", "", "", (), "")), manuscript_key(Row("", "Theorem 6.1", "", "", (), ""))
    ((6, 1), (6, 1, 99))
    >>> manuscript_key(Row("B", "Value by integration", "", "", (), "")), manuscript_key(Row("", "", "2", "New", (), ""))
    ((1066,), None)
    """
    if not isinstance(row, Row):
        raise TypeError(f"row must be a Row of the map; got {type(row).__name__} {row!r}")
    number, title = row.manuscript_number, row.manuscript_title
    if not title:
        return None
    if not number:
        theorem = re.match(r"Theorem (\d+(?:\.\d+)*)$", title)
        return tuple(int(p) for p in theorem[1].split(".")) + (99,) if theorem else ()
    if number.isalpha():
        return (1000 + ord(number),)
    return tuple(int(p) for p in number.split("."))


def by_manuscript(rows=MAP) -> list[Row]:
    """The rows with a manuscript side, in the manuscript's order (the revision's among equals).

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    list of Row
        Sorted by :func:`manuscript_key`.

    Examples
    --------
    >>> rows = [Row("B", "Appendix", "", "", (), ""), Row("", "", "9", "New", (), ""), Row("2", "Intro", "", "", (), "")]
    >>> [r.manuscript for r in by_manuscript(rows)]
    ['2 Intro', 'B Appendix']
    """
    return sorted((r for r in _validate.records(rows, "rows", Row) if r.manuscript_title),
                  key=lambda r: manuscript_key(r) or ())  # never None here: the rows have a manuscript title


def _cells(r: Row) -> tuple[str, ...]:
    return (r.manuscript or "-", r.revision or "-", ", ".join(n[:2] for n in r.notebooks) or "-", r.note)


def markdown(rows=MAP) -> str:
    """The map as a Markdown table.

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    str
        A Markdown table: manuscript, revision, notebooks (by number), what changed.

    Examples
    --------
    >>> print(markdown(MAP[:2]).splitlines()[-1])
    | 1 Abstract | Abstract | - | no longer a numbered section; the same text, with 'We introduces' corrected |
    """
    lines = ["| manuscript (May 2025) | revision (arXiv:2606.01390) | notebooks | what changed |",
             "| --- | --- | --- | --- |"]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in _cells(r)) + " |" for r in _validate.records(rows, "rows", Row)]
    return "\n".join(lines)


def _top(number: str) -> str:
    return number.split(".")[0].rstrip(")") + (")" if number.startswith("(") else "")


def broadest(numbers) -> list[str]:
    """The numbers none of whose ancestors is among them, in their order.

    Parameters
    ----------
    numbers : iterable of str
        Heading numbers.

    Returns
    -------
    list of str
        The broadest ones, without repeats.

    Examples
    --------
    >>> broadest(["7", "7.1", "7.1.1", "6.1", "6.1.2", "C"])
    ['7', '6.1', 'C']
    """
    if isinstance(numbers, (str, bytes)) or not hasattr(numbers, "__iter__"):
        raise TypeError(f"numbers must be an iterable of heading numbers (str); got {numbers!r}")
    numbers = list(dict.fromkeys(_validate.text(n, "numbers") for n in numbers))
    return [n for n in numbers if not any(n.startswith(m + ".") for m in numbers)]


def summary(rows=MAP) -> str:
    """A short Markdown table, one line per section and appendix of the revision: the manuscript's
    sections it draws on (the broadest heading of each) and the notebooks that follow it.

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    str
        The Markdown table.

    Examples
    --------
    >>> rows = [Row("2", "Introduction", "1", "Introduction", (NB8,), ""),
    ...         Row("2.1", "Background", "1.1", "Background", (NB1,), "")]
    >>> print(summary(rows))
    | revision (arXiv:2606.01390) | manuscript (May 2025) | notebooks |
    | --- | --- | --- |
    | 1 Introduction | 2 Introduction | 01, 08 |
    """
    groups: dict[str, list[Row]] = {}
    for r in _validate.records(rows, "rows", Row):
        if r.revision_number:
            groups.setdefault(_top(r.revision_number), []).append(r)
    lines = ["| revision (arXiv:2606.01390) | manuscript (May 2025) | notebooks |", "| --- | --- | --- |"]
    for top, members in groups.items():
        heading = next(r.revision for r in members if r.revision_number == top)
        numbers = {r.manuscript_number: r.manuscript for r in by_manuscript(members) if r.manuscript_number}
        drawn = "; ".join(numbers[n] for n in broadest(numbers)) or "(new)"
        notebooks = ", ".join(sorted({n[:2] for r in members for n in r.notebooks})) or "-"
        lines.append(f"| {heading} | {drawn} | {notebooks} |")
    return "\n".join(lines)


# --- reading the two sources ---------------------------------------------------------------------------

_SEED_REPAIRS = {  # headings the seed's conversion mangled: (printed, read as)
    "Strategic Comparison to Fixed-Bet and No-8 Limit Continuous Poker":
        ("8", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"),
}


def manuscript_headings(text: str | None = None) -> list[tuple[str, str]]:
    r"""The manuscript's headings as (number, title), in order: its Markdown headings, and the appendices
    its last lines list (``- A Derivation of ...``). ``text`` defaults to the seed in ``../shared``.

    Parameters
    ----------
    text : str, optional
        The manuscript's Markdown.

    Returns
    -------
    list of (str, str)
        (number, title) per heading.

    Examples
    --------
    >>> manuscript_headings("# 1. Introduction\n## 1.1 Background.\n- A Derivation of the value")
    [('1', 'Introduction'), ('1.1', 'Background'), ('A', 'Derivation of the value')]
    """
    if text is None:
        text = (shared_dir() / "seeds" / MANUSCRIPT.file).read_text(encoding="utf-8")
    text = _validate.text(text, "text")
    found = []
    for line in text.splitlines():
        heading = re.match(r"^#{1,6}\s+(.*?)\s*$", line)
        listed = re.match(r"^- ([A-Z]) ([A-Z].*?)\s*$", line)
        if heading:
            words = heading[1].replace("**", "").strip()
            if words in _SEED_REPAIRS:
                found.append(_SEED_REPAIRS[words])
                continue
            numbered = re.match(r"^(\d+(?:\.\d+)*)\.?\s+(.*)$", words)
            number, title = (numbered[1], numbered[2]) if numbered else ("", words)
            found.append((number, title.rstrip(".").strip()))
        elif listed:
            found.append((listed[1], listed[2]))
    return found


def _strip_comments(tex: str) -> str:
    return re.sub(r"(?<!\\)%.*", "", tex)


def _braced(tex: str, start: int) -> tuple[str, int]:
    """The contents of the brace group opening at ``tex[start]`` and the index after it."""
    depth = 0
    for i in range(start, len(tex)):
        if tex[i] == "{" and tex[i - 1] != "\\":
            depth += 1
        elif tex[i] == "}" and tex[i - 1] != "\\":
            depth -= 1
            if depth == 0:
                return tex[start + 1:i], i + 1
    raise ValueError(f"unbalanced braces from {tex[start:start + 60]!r}")


_COMMAND = re.compile(r"\\(section|subsection|subsubsection|appendix|begin|label)\b\*?\s*(?=\{|\\|\s|$)")
_THEOREMS = ("theorem", "lemma", "definition")  # numbered within their section, each its own counter


def _folder(folder) -> Path:
    """The revision's LaTeX folder: ``folder`` (a path holding ``main/main.tex``) or the one in ``../shared``."""
    if folder is None:
        return shared_dir() / "sources" / REVISION.file
    if not isinstance(folder, (str, Path)):
        raise TypeError(f"folder must be a path (str or pathlib.Path) or None; got {type(folder).__name__} {folder!r}")
    if not (Path(folder) / "main" / "main.tex").is_file():
        raise ValueError(f"folder must hold the revision's LaTeX (main/main.tex); got {folder}")
    return Path(folder)


def revision_files(folder: Path | None = None) -> list[str]:
    r"""The section folders ``main/main.tex`` includes, in order, and where ``\appendix`` stands (as
    ``"\appendix"``).

    Parameters
    ----------
    folder : pathlib.Path, optional
        The revision's LaTeX folder (default: the one in ``../shared``).

    Returns
    -------
    list of str
        Section folder names, with ``"\appendix"`` where it stands.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in ("main", "sections/intro", "sections/proofs"):
    ...     (folder / name).mkdir(parents=True)
    >>> _ = (folder / "main/main.tex").write_text(r"\title{A Toy}\begin{document}\subfile{../sections/intro/intro}"
    ...                                           r"\appendix\subfile{../sections/proofs/proofs}\end{document}")
    >>> _ = (folder / "sections/intro/intro.tex").write_text(r"\begin{abstract}A.\end{abstract}"
    ...                                                      r"\section{Introduction}\subsection{Rules}")
    >>> _ = (folder / "sections/proofs/proofs.tex").write_text(r"\section{Proofs}")
    >>> revision_files(folder)
    ['intro', '\\appendix', 'proofs']
    """
    folder = _folder(folder)
    main = _strip_comments((folder / "main" / "main.tex").read_text(encoding="utf-8"))
    body = main[main.index("\\begin{document}"):]
    return [m[1] or "\\appendix" for m in re.finditer(r"\\subfile\{\.\./sections/(\w+)/\w+\}|\\appendix\b", body)]


def revision_headings(folder: Path | None = None) -> list[tuple[str, str]]:
    r"""The revision's headings as (number, title), in the order of ``main/main.tex``: the title, the
    abstract, then every ``\section``, ``\subsection`` and ``\subsubsection``, numbered as posted; the
    headings of a part the posted paper does not have (:data:`LATEX_ONLY`) carry their LaTeX number in
    parentheses, and the parts after it are numbered as if it were absent. A ``\ref`` to a theorem in a
    title becomes the theorem's number.

    Parameters
    ----------
    folder : pathlib.Path, optional
        The revision's LaTeX folder (default: the one in ``../shared``).

    Returns
    -------
    list of (str, str)
        (number, title) per heading.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in ("main", "sections/intro", "sections/proofs"):
    ...     (folder / name).mkdir(parents=True)
    >>> _ = (folder / "main/main.tex").write_text(r"\title{A Toy}\begin{document}\subfile{../sections/intro/intro}"
    ...                                           r"\appendix\subfile{../sections/proofs/proofs}\end{document}")
    >>> _ = (folder / "sections/intro/intro.tex").write_text(r"\begin{abstract}A.\end{abstract}"
    ...                                                      r"\section{Introduction}\subsection{Rules}")
    >>> _ = (folder / "sections/proofs/proofs.tex").write_text(r"\section{Proofs}")
    >>> revision_headings(folder)   # the abstract unnumbered, the appendix lettered
    [('', 'A Toy'), ('', 'Abstract'), ('1', 'Introduction'), ('1.1', 'Rules'), ('A', 'Proofs')]
    """

    folder = _folder(folder)
    main = _strip_comments((folder / "main" / "main.tex").read_text(encoding="utf-8"))
    title, _ = _braced(main, main.index("\\title{") + len("\\title"))
    headings: list[tuple[str, str]] = [("", " ".join(title.split()))]
    latex = [0, 0, 0]  # the LaTeX's section counters
    skipped = 0  # top-level parts of this numbering (sections or appendices) that are LaTeX-only
    appendix = False
    labels: dict[str, str] = {}
    titles: list[tuple[str, str]] = []
    for name in revision_files(folder):
        if name == "\\appendix":
            appendix, latex, skipped = True, [0, 0, 0], 0
            continue
        tex = _strip_comments((folder / "sections" / name / f"{name}.tex").read_text(encoding="utf-8"))
        if "\\begin{abstract}" in tex:
            titles.append(("", "Abstract"))
        posted = name not in LATEX_ONLY
        theorems: dict[str, int] = {}  # theorem-like environments so far in this section, by kind
        pending = ""  # the environment a \label right after it would name
        for m in _COMMAND.finditer(tex):
            kind = m[1]
            if kind == "appendix" or tex[m.end():m.end() + 1] != "{":
                continue
            arg, _ = _braced(tex, m.end())
            if kind == "begin":
                pending = arg if arg in _THEOREMS else ""
                theorems[arg] = theorems.get(arg, 0) + 1
            elif kind == "label":
                if pending:
                    labels[arg] = f"{_number(latex[:1], appendix, skipped)}.{theorems[pending]}"
                pending = ""
            else:
                level = ("section", "subsection", "subsubsection").index(kind)
                latex[level] += 1
                latex[level + 1:] = [0] * (2 - level)
                if level == 0:
                    theorems = {}
                number = _number(latex[:level + 1], appendix, skipped) if posted else \
                    "(" + _number(latex[:level + 1], appendix, 0) + ")"
                if level == 0 and not posted:
                    skipped += 1
                titles.append((number, " ".join(arg.split())))
                pending = ""
    for number, text in titles:
        headings.append((number, re.sub(r"\\ref\{([^}]*)\}", lambda m: labels[m[1]], text)))
    return headings


def _number(counters: list[int], appendix: bool, skipped: int) -> str:
    top = counters[0] - skipped
    first = chr(ord("A") + top - 1) if appendix else str(top)
    return ".".join([first] + [str(c) for c in counters[1:]])


if __name__ == "__main__":  # pragma: no cover
    print(f"{MANUSCRIPT.citation}\n{REVISION.citation}\n")
    print(markdown())
