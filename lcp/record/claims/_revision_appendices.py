"""The claims of the revision's appendices as main.pdf letters them: B (the equilibrium's proof), C (the sympy appendix), D and E (notebook 9)."""

from __future__ import annotations

from lcp.record.sources import REVISION, Quote

from ._claim import Claim

ROWS: tuple[Claim, ...] = (
    Claim(
        id="C-rev-060",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. B, the caller's deviation",
        statement="the caller's payoff from calling is weakly increasing in his hand, so no caller deviation gains",
        notebook="09_revision",
        cell="rev-indifference",
        note="calling minus folding is $-s$ below $b(s)$, 0 between $b(s)$ and $v(s)$, $1 + s$ above $v(s)$",
        quote=Quote(
            r"\item \textbf{Caller",
            "The expected value of calling is weakly increasing in $y$",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-061",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. B, the bettor's case (c)",
        statement=r"$\frac{d}{ds} E[\text{bet } s \mid x] = -s c'(s) - c(s) + 2x - 1$",
        notebook="09_revision",
        cell="rev-app-b-case-e",
        note="$= 2(x - v(s))$",
        quote=Quote(
            r"\item $x_3 \leq x < x_4$:",
            r"\frac{d}{ds} \mathbb{E}[\text{bet } s | x] & = -s c'(s) - c(s) + 2x - 1",
            file="appendix_nash_equilibrium",
        ),
    ),
    Claim(
        id="C-rev-062",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. B, case (c)",
        statement="$-s c'(s) - c(s) + 2 x_4 - 1 = 0$",
        notebook="09_revision",
        cell="rev-app-b-case-c",
        note="$= 2(x_4 - v(s))$, zero only at $s = L$",
        erratum="E-rev-036",
    ),
    Claim(
        id="C-rev-063",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. B, cases (c), (d)",
        statement=r"$E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$ for every size $s$",
        notebook="09_revision",
        cell="rev-app-b-domain",
        note=r"only for $c(s) \le x$",
        erratum="E-rev-037",
    ),
    Claim(
        id="C-rev-064",
        source=REVISION,
        severity="moderate",
        status="imprecise",
        where="App. B, case (e)",
        statement=r"betting more is always better for $x \ge x_5$ (shown at $s = U$ only)",
        notebook="09_revision",
        cell="rev-app-b-case-e",
        note=r"the claim is true; the proof has a gap, closed by $2(x - v(s)) \ge 0$: unsupported, not false",
        erratum="E-rev-038",
    ),
    Claim(
        id="C-rev-065",
        source=REVISION,
        severity="moderate",
        status="imprecise",
        where="App. B, case (b)",
        statement="eq. (5) gives $2 x_3 - c(L) - 1 = 0$",
        notebook="09_revision",
        cell="rev-app-b-l-zero",
        note=(
            "the equation holds for every $L$ (at $L = 0$ too: $x_3 = (1 + c(0))/2$); eq. (5) gives it only for "
            "$L > 0$, so the derivation, not the statement, fails at $L = 0$"
        ),
        erratum="E-rev-039",
    ),
    Claim(
        id="C-rev-066",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. B, case (d)",
        statement="the expected value of betting is 0 at $s = v^{-1}(x)$",
        notebook="09_revision",
        cell="rev-appendix-wording",
        note="its derivative is",
        erratum="E-rev-040",
    ),
    Claim(
        id="C-rev-067",
        source=REVISION,
        severity="moderate",
        status="imprecise",
        where="App. E, proof of Theorem E.1",
        statement=r"a checking hand wins only the ante, with probability $x$, so its $\mathrm{EV}$ is $x - 1/2$",
        notebook="09_revision",
        cell="rev-appendix-wording",
        note=(
            "the result is right; the reasoning as written counts only the win, $x/2$, not the ante lost with "
            "probability $1 - x$"
        ),
        erratum="E-rev-041",
    ),
    Claim(
        id="C-rev-068",
        source=REVISION,
        severity="minor",
        status="imprecise",
        where="App. E, Theorem E.1",
        statement=r"$\mathrm{EV}(x)$ is the expected value of a value-betting hand",
        notebook="09_revision",
        cell="rev-appendix-wording",
        note="of every hand: the display covers bluffs and checks too (a label narrower than what it labels)",
        erratum="E-rev-042",
    ),
    Claim(
        id="C-rev-069",
        source=REVISION,
        severity="major",
        status="proved",
        where="App. E, Theorem E.1",
        statement=(
            r"$\mathrm{EV}(x)$ case by case: $x_2 - 1/2$, $x - 1/2$, and $x(2s + 1) - s(c(s) + 1) - 1/2$ with "
            "$s = L, v^{-1}(x), U$"
        ),
        notebook="04_payoff_regions",
        cell="theorem-6-1",
        note=(
            r"the manuscript's Theorem 6.1; the whole display against lcp's $\mathrm{EV}$ on $[0, 1]$ at "
            "$(1/10, 2)$ to $10^{-13}$ in notebook 9, rev-appendix-wording"
        ),
        quote=Quote(
            r"\label{thm:ev_bettor}",
            r"x(2L + 1) - L(c(L) + 1) - \frac{1}{2} & \text{if } x_3 < x < v(L)",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-070",
        source=REVISION,
        severity="minor",
        status="imprecise",
        where="App. E, Theorem E.2",
        statement=r"$\mathrm{EV}(x)$ is increasing in $x$",
        notebook="04_payoff_regions",
        cell="theorem-6-2",
        note=(
            r"true read weakly, false read strictly: $\mathrm{EV}$ is constant, $x_2 - 1/2$, on the bluffs and "
            "strictly increasing from $x_2$ on; the revision drops the manuscript's strict derivative but keeps "
            "a word a strict reader takes strictly (E-rev-068)"
        ),
        erratum="E-rev-068",
    ),
    Claim(
        id="C-rev-071",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. E.3",
        statement="the calling frequency decreases as the bet size increases",
        notebook="09_revision",
        cell="rev-appendix-c-d",
        note="$1 - c(s) = (1 - x_2)/(1 + s)$; the top hand is called with $(1 - x_2)/(1 + U)$, falling with $U$",
        quote=Quote(
            r"\subsection{Discussion: Strong Hands and Risk-Reward Tradeoffs}",
            "calling frequency (which decreases as bet size increases)",
            file="appendix_payoff_analysis",
        ),
    ),
    Claim(
        id="C-rev-072",
        source=REVISION,
        severity="major",
        status="proved",
        where="App. D, Lemma D.1",
        statement=r"$dx_2/dU > 0$, with $dx_2/dt = -\frac{18 t^2}{(r^3 + t^3 - 7)^2}$",
        notebook="09_revision",
        cell="rev-lemma-c1-reason",
        note=(
            "for every finite $U$ (also notebook 5, lemma-7-1); the reason the proof gives is not the right "
            "one (erratum)"
        ),
        quote=Quote(
            r"\label{lem:x2_increasing}",
            r"\frac{\partial x_2}{\partial t} = \frac{-18 t^{2}}{\left(r^{3} + t^{3} - 7\right)^{2}}",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-073",
        source=REVISION,
        severity="moderate",
        status="imprecise",
        where="App. D, proof of Lemma D.1",
        statement="$dx_2/dU$ is positive since $r^3 + t^3 - 7 < 0$",
        notebook="09_revision",
        cell="rev-lemma-c1-reason",
        note="the lemma is true; the reason given does not enter (the denominator is squared): it holds since $t > 0$",
        erratum="E-rev-043",
    ),
    Claim(
        id="C-rev-074",
        source=REVISION,
        severity="major",
        status="proved",
        where="App. D, Lemma D.2",
        statement=r"$v^{-1}(x) = -\frac{\sqrt{(4x - 4)(2x_2 - 2)}}{4x - 4} - 1$ and its derivative in $x_2$",
        notebook="05_parameter_analysis",
        cell="lemma-7-2",
        note="the manuscript's Lemma 7.2, the same printed formulas",
        quote=Quote(
            r"\label{lem:v_inverse_decreasing}",
            r"v^{-1}(x) = -\frac{\sqrt{(4 x-4) (2 x_2-2)}}{4 x-4}-1",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-075",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. D, proof of Lemma D.3",
        statement="$(1 - x_2)/(v^{-1}(x) + 1)^2 = 2 - 2x$",
        notebook="09_revision",
        cell="rev-appendix-c-d",
        quote=Quote(
            r"\label{lem:c_increasing}",
            r"\frac{1-x_2}{(v^{-1}(x)+1)^2} = 2-2x",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-076",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. D, proof of Theorem D.1",
        statement=r"$2x - 1 - c(v^{-1}(x)) = v^{-1}(x)\, c'(s) > 0$",
        notebook="09_revision",
        cell="rev-appendix-c-d",
        note="from the value optimality condition at $s = v^{-1}(x)$",
        quote=Quote(
            r"\subsubsection{Proof of Theorem \ref{thm:payoff_increasing}}",
            r"2x -1 -c(v^{-1}(x)) = v^{-1}(x) \frac{\partial c(s)}{\partial s} > 0,",
            file="appendix_parameter_analysis",
        ),
    ),
    Claim(
        id="C-rev-077",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. D, after Theorem D.1",
        statement="the threshold is greater than $v(U)$",
        notebook="09_revision",
        cell="rev-threshold-above-v",
        note="true of the corrected threshold, not of the printed one",
        erratum="E-rev-044",
    ),
    Claim(
        id="C-rev-078",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. C (sympy)",
        statement=(
            "the printed outputs: $c$, $v$, $b$ (with $b_0$), $x_0$, $x_1$, $x_3$, $x_4$, $x_5$ in terms of "
            "$x_2$, $x_2$ and $b_0$, the complete solution, the unsimplified game value"
        ),
        notebook="09_revision",
        cell="rev-sympy-outputs",
        note=(
            "recomputed with the companion's own derivation; the game value's two powers $(a^2)^{3/2}$ are "
            r"$\vert a \vert^3$ on the domain"
        ),
        quote=Quote(
            r"\label{step-5-solve-for-x2-and-b0}",
            r"x_{2} = \frac{r^{3} + t^{3} - 1}{r^{3} + t^{3} - 7}",
            file="appendix_sympy",
        ),
    ),
    Claim(
        id="C-rev-079",
        source=REVISION,
        severity="moderate",
        status="proved",
        where="App. C (sympy), Simplification of Game Value to Closed Form",
        statement=r"$V(r, t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - 7)}$",
        notebook="09_revision",
        cell="rev-sympy-outputs",
        note="= the derived value",
        quote=Quote(
            r"\subsection{Simplification of Game Value to Closed",
            r"\[V(r,t) = \frac{r^3 + t^3 - 1}{2(r^3 + t^3 - 7)}\]",
            file="appendix_sympy",
        ),
    ),
    Claim(
        id="C-rev-080",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. C (sympy), proof sketch, step 3",
        statement="use $t^3 - (r - 1)^3$ for the fourth term",
        notebook="09_revision",
        cell="rev-sympy-sketch",
        note="the fourth term is $48(t^3 + (r - 1)^3)$",
        erratum="E-rev-045",
    ),
    Claim(
        id="C-rev-081",
        source=REVISION,
        severity="moderate",
        status="refuted",
        where="App. C (sympy), proof sketch, step 4",
        statement="all $u^3$ terms cancel",
        notebook="09_revision",
        cell="rev-sympy-sketch",
        note="the numerator over the printed denominator $2u^4$ is $u^4 + 6u^3$",
        erratum="E-rev-046",
    ),
)
