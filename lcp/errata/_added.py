"""Errata added by the fourth reading of issue 36 (kept after every earlier row, so that the positional
numbers of the earlier rows do not move before the record gets permanent ids)."""

from __future__ import annotations

from ..sources import Quote, REVISION
from . import Erratum, PAPER

ROWS = (
    Erratum(
        PAPER,
        "Sec. 6, Figure 2, the no-limit panel (bottom right; file payoffs6.png): the edge between the bluffs "
        "called and the bluffs folded to",
        r"at the bettor's hand $x = 0.1$ the edge is drawn at $y \approx 0.19$ to $0.25$ (and at $x = 0.02, 0.04, "
        r"0.06, 0.08$ near $0.54, 0.43, 0.35, 0.29$)",
        r"$y = c(s) \approx 0.454$ at $x = 0.1$ (and $0.798, 0.701, 0.617, 0.537$), with Newman's bluffs "
        r"$x = \frac{3s + 1}{7(1 + s)^3}$; the panel draws them at $x = \frac{1}{7(1 + s)^3}$, the factor $3s + 1$ "
        "dropped as in the NLCP profile figure, which puts the edge at $0.239$ (the other five panels agree with "
        "the equilibrium at every hand measured)",
        "04_payoff_regions",
        "figure-2-paper-panels",
        quote=Quote("## 6 Payoff Analysis",
                    "Figure 2: Bettor payoffs in Nash equilibrium as a function of hand strengths x, y for fixed bet "
                    "size B=1 (top left), and No-Limit Continuous Poker (bottom right)."),
        revision="persists",
        revision_where="Sec. 8.1, Figure 4 (the same image file, images/payoffs6.png)",
        revision_quote=Quote(r"\subsection{Visualizing Payoffs in Equilibrium}",
                             r"\includegraphics[width=\textwidth]{../payoff_parameter_analysis/images/payoffs6.png}",
                             file="payoff_parameter_analysis"),
    ),
    Erratum(
        REVISION,
        "Sec. 7.2 (Strategic Convergence), first sentence",
        "'The LCP strategy functions are rational in $L$ and $U$'",
        r"$C_{LCP}$, $b(s)$ and $v(s)$ are; the bettor's $S_{LCP}(x, L, U)$ is not: on the value hands it inverts "
        r"$v$, $S_{LCP} = \sqrt{\frac{1 - x_2}{2(1 - x)}} - 1$ with $1 - x_2 = \frac{6}{7 - r^3 - t^3}$ (at $(L, U) = "
        r"(0.1, 2)$ hand $0.9$ bets an irrational size). The convergence still holds: the square root and the "
        "rational forms are continuous on the closed triangle",
        "09_revision",
        "rev-strategies-not-rational",
        quote=Quote(r"\subsection{Strategic Convergence}",
                    "The LCP strategy functions are rational in $L$ and $U$, so convergence follows from continuity "
                    "by direct substitution of limit values.", file="strategic_comparison"),
        revision="new",
        revision_where="Sec. 7.2",
        revision_quote=Quote(r"\subsection{Strategic Convergence}",
                             "The LCP strategy functions are rational in $L$ and $U$, so convergence follows from "
                             "continuity by direct substitution of limit values.", file="strategic_comparison"),
    ),
)
