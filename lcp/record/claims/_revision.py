"""The claims of the revision that are its own, Secs. 1-7, checked in notebook 9 unless another cell
already proves them."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-014",
        source=REVISION,
        severity="major",
        status="proved",
        where="Theorem 5.1",
        statement=(
            r"the profile of $x_0, \dots, x_5$, $b_0$, $b(s)$, $c(s)$, $v(s)$ in $r = L/(1+L)$, $t = 1/(1+U)$ "
            "over the denominator $r^3 + t^3 - 7$"
        ),
        notebook="09_revision",
        cell="rev-theorem-5-1",
        note=(
            "every line equals lcp.continuous.limit.derive() identically in $r$, $t$, $s$; the float evaluation agrees "
            "with limit.solve to $10^{-12}$ (cell rev-numeric-check)"
        ),
        quote=Quote(
            r"\begin{theorem}[LCP Nash Equilibrium]",
            "x_{0} &= \\frac{3 t^{2} \\left(t - 1\\right)}{r^{3} + t^{3} - 7}\\\\",
            file="nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-015",
        source=REVISION,
        severity="major",
        status="proved",
        where="Theorem 5.1",
        statement="the strategy profile constitutes a Nash equilibrium of LCP",
        notebook="09_revision",
        cell="rev-theorem-5-1-equilibrium",
        note=(
            r"certified on the printed forms: no unilateral deviation gains, for all $0 \le L \le U \le "
            r"\infty$ (also notebook 3, lcp-certificate); its uniqueness is another row"
        ),
        quote=Quote(
            r"\begin{theorem}[LCP Nash Equilibrium]",
            "The following strategy profile constitutes a Nash equilibrium of LCP.",
            file="nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-016",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 5, the features of Figure 2",
        statement="the caller's threshold $c(s)$ increases with the bet size",
        notebook="09_revision",
        cell="rev-theorem-5-1-equilibrium",
        note="$c'(s) = (1 - x_2)/(1 + s)^2 > 0$",
        quote=Quote(
            "Several key features are apparent:",
            "The caller's threshold $c(s)$ increases with bet size",
            file="nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-017",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 4.3",
        statement=(
            "the intermediate value hands bet by a continuous increasing $s = v^{-1}(x)$ from $L$ at $x_4$ to "
            "$U$ at $x_5$ (and the intermediate bluffs by a decreasing $b^{-1}$ from $U$ at $x_0$ to $L$ at "
            "$x_1$)"
        ),
        notebook="09_revision",
        cell="rev-theorem-5-1-equilibrium",
        note=(
            "$v' = (1 - x_2)/(1 + s)^3 > 0$, $b' = -s(1 - x_2)/(1 + s)^4 < 0$, and the continuity conditions "
            "hold for the printed forms"
        ),
        quote=Quote(
            r"\label{subsec:nash_equilibrium_structure}",
            (
                "Within the intermediate value betting region, the bettor bets according to a continuous, "
                "increasing function $s=v^{-1}(x)$ with endpoints $v^{-1}(x_4)=L$ and $v^{-1}(x_5)=U$."
            ),
            file="solving_lcp",
        ),
    ),
    Claim(
        id="C-rev-018",
        source=REVISION,
        severity="minor",
        status="refuted",
        where="Sec. 2.2, Conventions, 'Payoffs'",
        statement=(
            r"a called bet $s$: the winner receives $1 + 2s$ minus the ante $0.5$, a net payoff of $\pm(0.5 + "
            "s)$"
        ),
        notebook="09_revision",
        cell="rev-payoff-arithmetic",
        note="the net is right, the arithmetic leading to it is not",
        erratum="E-rev-010",
    ),
    Claim(
        id="C-rev-019",
        source=REVISION,
        severity="minor",
        status="refuted",
        where="Sec. 1.1.1, Definition 1.1",
        statement="FBCP's higher hand wins the pot $1 + 2B$ minus the ante $0.5$",
        notebook="09_revision",
        cell="rev-payoff-arithmetic",
        erratum="E-rev-011",
    ),
    Claim(
        id="C-rev-020",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 1.1.1",
        statement=(
            "the FBCP caller need only call with the right proportion of hands between the bluffing and value "
            "thresholds"
        ),
        notebook="09_revision",
        cell="rev-fbcp-proportion",
        note="which hands call matters (notebook 1, fbcp-optimal-calling, characterises the optimal rules)",
        erratum="E-rev-012",
    ),
    Claim(
        id="C-rev-088",
        source=REVISION,
        severity="minor",
        status="misattributed",
        where="Sec. 1.1.2 and Related Work",
        statement=(
            "NLCP's equilibrium was solved by Chen and Ankenman, who extended Ferguson and Ferguson's analysis to it"
        ),
        notebook="09_revision",
        cell="rev-newman-credit",
        note=(
            "the solution is D. J. Newman's (1959), whom the revision names ('Newman Poker') but its reference "
            "list omits; Chen and Ankenman (2006) present it, and Ferguson and Ferguson (2003) came after it"
        ),
        erratum="E-rev-048",
    ),
    Claim(
        id="C-rev-021",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 3, Definition 3.1, footnote",
        statement="uniform hands are no loss of generality (quantile transform)",
        notebook="09_revision",
        cell="rev-uniform-hands",
        note="true for one common continuous distribution of both hands",
        erratum="E-rev-013",
    ),
    Claim(
        id="C-rev-022",
        source=REVISION,
        severity="moderate",
        status="ambiguous",
        where="Sec. 3, Definition 3.1",
        statement=(
            r"the bettor chooses an action from $\{0\}$ and $[L, U]$, a bet of 0 being a check (with $0 \le "
            "L$)"
        ),
        notebook="09_revision",
        cell="rev-l-zero-action",
        note=(
            "at $L = 0$ the action 0 is in both sets: read as a check (no answer from the caller) the "
            "definition is consistent; read as a bet of size 0 the caller answers it, and a zero bet then "
            "earns more than a check below $c(0) = x_2$. The equilibrium and its value are the same either "
            "way (no hand bets exactly 0: $x_1 = x_2$, $x_3 = x_4$); the manuscript's $L = 0$ remark on "
            "admissibility (notebook 3) reads it as a bet"
        ),
        quote=Quote(
            r"\begin{definition}[LCP]",
            r"chooses an action from $\mathcal{A}_1 = \{\text{0}\} \cup [L, U]$ (a bet of 0 is a check)",
            file="lcp",
        ),
    ),
    Claim(
        id="C-rev-023",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 4.4.1, Case 3",
        statement=(
            r"$P[\text{value bet} \mid s] = \vert b' \vert / (\vert b' \vert + \vert v' \vert)$ and "
            r"$P[\text{bluff} \mid s] = \vert v' \vert / (\vert b' \vert + \vert v' \vert)$"
        ),
        notebook="09_revision",
        cell="rev-case-3-probabilities",
        note="swapped; the equation the text derives from them is right",
        erratum="E-rev-014",
    ),
    Claim(
        id="C-rev-024",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 4.4.1, Case 3",
        statement=r"for $L \le s \le U$ the bettor has exactly one value hand and one bluffing hand betting $s$",
        notebook="09_revision",
        cell="rev-case-3-range",
        note="true for $L < s < U$",
        erratum="E-rev-015",
    ),
    Claim(
        id="C-rev-025",
        source=REVISION,
        severity="minor",
        status="imprecise",
        where="Theorem 5.1",
        statement="the line $b_0 = t^3/(r^3 + t^3 - 7)$",
        notebook="09_revision",
        cell="rev-b0",
        note=("true as printed (it defines $b_0$, with the right value), but the main text never says what $b_0$ is"),
        erratum="E-rev-016",
    ),
    Claim(
        id="C-rev-026",
        source=REVISION,
        severity="major",
        status="proved",
        where="Theorem 6.1",
        statement=(
            r"$V_{LCP}(L, U) = \frac{(1+L)^3(1+U)^3 - ((1+L)^3 + L^3(1+U)^3)}{14(1+L)^3(1+U)^3 - 2((1+L)^3 + "
            r"L^3(1+U)^3)}$, equivalently $V(r, t) = \frac{1 - r^3 - t^3}{14 - 2r^3 - 2t^3}$"
        ),
        notebook="09_revision",
        cell="rev-value",
        note=(
            r"both forms $=$ the derived value (the integral of $\mathrm{EV}(x)$) $= x_2/2$; Monte Carlo "
            "agrees (cell rev-numeric-check)"
        ),
        quote=Quote(
            r"\begin{theorem}",
            (
                r"V_{LCP}(L, U) = \frac{(1 + L)^3(1+U)^3 - ((1+L)^3+L^3(1 + U)^3)}{14(1 + L)^3(1+U)^3 - "
                "2((1+L)^3+L^3(1 + U)^3)}"
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-027",
        source=REVISION,
        severity="major",
        status="proved",
        where="Sec. 6",
        statement="the symmetry $V(L, U) = V(1/U, 1/L)$, i.e. $V(r, t) = V(t, r)$",
        notebook="09_revision",
        cell="rev-value-symmetry",
        quote=Quote(
            "This is a rational function of $L$ and $U$",
            r"\text{or equivalently, } V(r, t) &= V(t, r)",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-028",
        source=REVISION,
        severity="moderate",
        status="verified",
        where="Sec. 6",
        statement="the limits $(L, U) = (1/2, 5)$ and $(1/5, 2)$ give the same value",
        notebook="09_revision",
        cell="rev-value-symmetry",
        note="exactly: $23/334$ both",
        quote=Quote(
            "In terms of the original parameters",
            "limits $L=1/2$ and $U=5$ or $L=1/5$ and $U=2$",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-029",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 6.1",
        statement="$r = L/(1+L)$ is the most favourable pot odds a caller faces, larger bets offering worse odds",
        notebook="09_revision",
        cell="rev-value-symmetry",
        note="$s/(1 + s)$ increases with $s$",
        quote=Quote(
            r"\textbf{The parameter $r = L/(1+L)$ as minimum pot odds:}",
            (
                "This is the most favorable pot odds any caller ever faces in LCP, since larger bets offer "
                "worse pot odds."
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-030",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 6",
        statement="the diagonal $r + t = 1$ is $L = U$, where the game is fixed-bet poker",
        notebook="09_revision",
        cell="rev-symmetry-axis",
        note=(
            r"$r + t - 1 = \frac{L - U}{(1 + L)(1 + U)}$; the profile there is von Neumann's (cell "
            "rev-convergence)"
        ),
        quote=Quote(
            r"Figure \ref{fig:game_value_fig} shows the game value",
            (
                "The diagonal ($r+t=1$, or equivalently $L=U$) represents the boundary where the game reduces "
                "to fixed-bet continuous poker."
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-031",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 6, Figure 3",
        statement="the value is symmetric about the diagonal ($r + t = 1$, $L = U$)",
        notebook="09_revision",
        cell="rev-symmetry-axis",
        note="about $r = t$, i.e. $L U = 1$",
        erratum="E-rev-019",
    ),
    Claim(
        id="C-rev-092",
        source=REVISION,
        severity="minor",
        status="verified",
        where="Sec. 6, Figure 3",
        statement="Figure 3 colours the value $V$ over $(L, U)$ (log-log) and over $(r, t)$",
        notebook="09_revision",
        cell="rev-figure-3-numbers",
        note=(
            "read through the colour bar at eight points of each panel: $V$ lies in the band its pixel shows, "
            "or within one band (0.001) of it"
        ),
        quote=Quote(
            r"\subsection{Value Monotonicity}",
            "Notice the higher value for more lenient limits (red regions of Figure",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-032",
        source=REVISION,
        severity="major",
        status="proved",
        where="Theorem 6.2",
        statement="$V$ is weakly increasing in $U$ and weakly decreasing in $L$",
        notebook="09_revision",
        cell="rev-value-derivatives",
        note=(
            r"$dV/dU = \frac{36 t^2}{(14 - 2r^3 - 2t^3)^2 (1 + U)^2} > 0$ for finite $U$; $dV/dL \le 0$, $= 0$ "
            "exactly at $L = 0$ (also notebook 5, theorem-9-1)"
        ),
        quote=Quote(
            r"\subsection{Value Monotonicity}",
            (
                "The value of Limit Continuous Poker is weakly monotonically increasing in $U$ and weakly "
                "monotonically decreasing in $L$"
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-033",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 6.2, proof of Theorem 6.2",
        statement="$dr/dL = 1/(1+L)^2$, $dt/dU = -1/(1+U)^2$, and the first expression for $dV/dr$",
        notebook="09_revision",
        cell="rev-value-derivatives",
        note="the next simplification is wrong (erratum)",
        quote=Quote(
            "Using the chain rule and the fact that",
            (
                r"\frac{\partial V}{\partial r} &= \frac{-3r^2(14-2r^3-2t^3) + 2 \cdot "
                "3r^2(1-r^3-t^3)}{(14-2r^3-2t^3)^2}"
            ),
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-034",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 6.2, proof of Theorem 6.2",
        statement=(
            r"$\frac{dV}{dr} = \frac{-18 r^2 (2 - r^3 - t^3)}{(14 - 2r^3 - 2t^3)^2}$ (and so for $t$, $L$, "
            "$U$)"
        ),
        notebook="09_revision",
        cell="rev-value-derivatives",
        note=r"$\frac{-36 r^2}{(14 - 2r^3 - 2t^3)^2}$",
        erratum="E-rev-017",
    ),
    Claim(
        id="C-rev-035",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 6.2, proof of Theorem 6.2",
        statement="the derivatives are strict since $r$, $t$ lie in $(0, 1)$",
        notebook="09_revision",
        cell="rev-value-derivatives",
        note="$r = 0$ ($L = 0$) is in the domain, and there $dV/dL = 0$",
        erratum="E-rev-018",
    ),
    Claim(
        id="C-rev-036",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 6.3, Remark (Value Convergence to FBCP)",
        statement=r"$V \to V_{FB}(B) = \frac{B}{2(1+2B)(2+B)}$ as $L, U \to B$, largest at $B = 1$",
        notebook="09_revision",
        cell="rev-value",
        quote=Quote(
            r"\begin{remark}[Value Convergence to FBCP]",
            "Note that the maximum on this diagonal occurs at $B=1$",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-037",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 6.3, Remark (Value Convergence to NLCP)",
        statement=r"$V \to 1/14$ as $L \to 0$, $U \to \infty$",
        notebook="09_revision",
        cell="rev-value",
        note="$V(0, 0) = 1/14$ in $(r, t)$, where $V$ is continuous (cell rev-convergence)",
        quote=Quote(
            r"\begin{remark}[Value Convergence to NLCP]",
            r"$\lim_{L \to 0, U \to \infty} V_{LCP}(L, U) = V_{NL} = \frac{1}{14}$",
            file="game_value",
        ),
    ),
    Claim(
        id="C-rev-038",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 7.2, Remark (Convergence to FBCP)",
        statement=(
            "at $L = U = B$ the intermediate regions collapse ($x_0 = x_1$, $x_4 = x_5$) and $x_2$, $x_3$, "
            "$c$ are von Neumann's"
        ),
        notebook="09_revision",
        cell="rev-convergence",
        note="$c(s)$ is von Neumann's threshold at the one size $s = B$",
        quote=Quote(
            r"\begin{remark}[Convergence to FBCP]",
            "At $L = U = B$, the intermediate bet-size regions collapse ($x_0 = x_1$ and $x_4 = x_5$)",
            file="strategic_comparison",
        ),
    ),
    Claim(
        id="C-rev-039",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="Sec. 7.2, Remark (Convergence to NLCP)",
        statement=(
            r"as $L \to 0$, $U \to \infty$: $x_1 = x_2 \to 1/7$, $x_3 = x_4 \to 4/7$, $b$, $v$, $c \to$ "
            "Newman's"
        ),
        notebook="09_revision",
        cell="rev-convergence",
        quote=Quote(
            r"\begin{remark}[Convergence to NLCP]",
            r"b(s) \to \frac{3s+1}{7(s+1)^3}, \quad v(s) \to 1 - \frac{3}{7(s+1)^2},",
            file="strategic_comparison",
        ),
    ),
    Claim(
        id="C-rev-040",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="Sec. 7.2",
        statement=(
            "the strategy functions are rational, so convergence follows from continuity by direct substitution"
        ),
        notebook="09_revision",
        cell="rev-strategies-not-rational",
        note=(
            r"false as printed: $C_{LCP}$, $b$ and $v$ are rational, but $S_{LCP}$ inverts $v$ on the value "
            r"hands, $S_{LCP} = \sqrt{(1 - x_2)/(2(1 - x))} - 1$, not rational in $L$, $U$; the conclusion "
            r"holds (the forms are continuous on the closed triangle, the denominator $7 - r^3 - t^3 \ge 6$; "
            "cell rev-convergence)"
        ),
        erratum="E-rev-047",
    ),
)
