"""The claims of the revision (arXiv:2606.01390) that are its own, checked in notebook 9 unless another
cell already proves them."""

from __future__ import annotations

from ..sources import Quote, REVISION
from . import _c

ROWS = (
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
    _c(REVISION, "Theorem 5.1", "the line $b_0 = t^3/(r^3 + t^3 - 7)$", "imprecise", "09_revision", "rev-b0",
       "true as printed (it defines $b_0$, with the right value), but the main text never says what $b_0$ is",
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
       "direct substitution", "refuted", "09_revision", "rev-strategies-not-rational",
       r"false as printed: $C_{LCP}$, $b$ and $v$ are rational, but $S_{LCP}$ inverts $v$ on the value hands, "
       r"$S_{LCP} = \sqrt{(1 - x_2)/(2(1 - x))} - 1$, not rational in $L$, $U$; the conclusion holds (the forms are "
       r"continuous on the closed triangle, the denominator $7 - r^3 - t^3 \ge 6$; cell rev-convergence)",
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
)
