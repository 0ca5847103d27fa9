"""Claims added by the fourth reading of issue 36 (kept after every earlier row, so that the positional
numbers of the earlier rows do not move before the record gets permanent ids)."""

from __future__ import annotations

from ..sources import Quote
from . import NB3, NB4, PAPER, _c

ROWS = (
    _c(PAPER, "Sec. 6, Figure 2, the no-limit panel", "the bottom-right panel shows the payoffs of Newman's "
       "equilibrium", "refuted", NB4, "figure-2-paper-panels",
       r"its bluff-called edge at $x = 0.1$ sits at $y \approx 0.19$ to $0.25$, not at $c(s) = 0.454$: the bluffs are "
       r"drawn at $x = \frac{1}{7(1 + s)^3}$, without the factor $3s + 1$; the other five panels agree at every hand "
       "measured",
       quote=Quote("## 6 Payoff Analysis",
           "Figure 2: Bettor payoffs in Nash equilibrium as a function of hand strengths x, y for fixed bet size B=1 "
           "(top left), and No-Limit Continuous Poker (bottom right)."),
       revision="persists",
       revision_where="Sec. 8.1, Figure 4 (the same image file)",
       revision_quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}",
           r"\includegraphics[width=\textwidth]{../payoff_parameter_analysis/images/payoffs6.png}",
           file="payoff_parameter_analysis")),
    _c(PAPER, "Sec. 4.2.1, eqs. (2) and (3): the profile they give", "the caller-indifference equations (2) and (3) "
       "as printed, solved with the other five conditions", "refuted", NB3, "printed-profile-cost",
       r"they give a profile of the equilibrium's shape that bluffs far too much at $L$ and $U$ ($x_2 \approx 0.397$ "
       r"at $(L, U) = (0.1, 2)$, against $0.122$); a caller who best responds gains, exactly, $0.1171$ there, $1.7$ "
       r"times the game's value, and $0.1833$ at $(1, 2)$ ($3.0 V$): a rational number for each rational $(L, U)$, "
       "from the two atoms only (lcp.printed_profile)",
       quote=Quote("#### 4.2.1 Caller Indifference",
           r"$$(x_4 - x_3) \cdot (1 + L) - (x_2 - x_1) \cdot L = 0 \tag{2}$$"),
       revision="persists",
       revision_where="Sec. 4.4.1, Case 2 keeps the printed (3)",
       revision_quote=Quote(r"\textbf{Case 2: $s = U$}", r"(1-x_5) \cdot (1+U) - x_0 \cdot U = 0,",
           file="solving_lcp")),
)
