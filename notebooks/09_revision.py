# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags,-all
#     formats: ipynb,py:percent
#     notebook_metadata_filter: kernelspec,jupytext,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 9. The revised paper: its new statements checked
#
# This notebook reads the revision in its author's LaTeX of February 2026 (commit 987c7c0 of 8 February 2026
# in the author's public repository), not in the text posted as arXiv:2606.01390 v1 (31 May 2026): the posted
# abstract and opening paragraphs agree with that LaTeX word for word; the rest was not compared.
#
# **What this notebook finds**
#
# * <a href="#cell-rev-theorem-5-1">Theorem 5.1's closed form in $r$, $t$ is the derived equilibrium</a>, line
#   by line, and <a href="#cell-rev-theorem-5-1-equilibrium">the printed profile is an equilibrium</a> on the
#   whole triangle $0 \le L \le U \le \infty$.
# * <a href="#cell-rev-value">Both printed forms of the value are right</a>, $V = x_2/2$, with
#   <a href="#cell-rev-value-symmetry">the symmetry</a> and <a href="#cell-rev-convergence">the limits</a>
#   (von Neumann on the edge $L = U$, Newman at the corner).
# * New errors in the main text: <a href="#cell-rev-case-3-probabilities">Case 3's probabilities are
#   swapped</a>, <a href="#cell-rev-value-derivatives">the monotonicity proof's derivative is
#   miscalculated</a> (the theorem holds) and <a href="#cell-rev-symmetry-axis">the symmetry's axis is
#   misnamed</a>.
# * <a href="#cell-rev-effect-of-u">What a larger $U$ does to each hand</a> differs from the prose: bluffs gain,
#   checks are flat, and <a href="#cell-rev-most-hands">at most half the hands ever lose</a>.
# * <a href="#cell-rev-sympy-outputs">Every output of the sympy appendix is right</a>, but
#   <a href="#cell-rev-sympy-sketch">its proof sketch does not derive the closed form</a>, and
#   <a href="#cell-rev-app-b-case-c">four steps of Appendix B</a> do not hold as written.
#
# *Follows the revision (arXiv:2606.01390 v1, read from its LaTeX of February 2026) throughout: Secs. 1, 2,
# 3, 4, 5, 6, 7, 8 and 9, Appendices B, C and D, and the appendix of sympy output (Symbolic Solution for
# Limit Continuous Poker), which the LaTeX has and the posted contents list does not. In the manuscript
# (May 2025), which notebooks 1-8 follow, the same material is in Secs. 2, 3, 4, 5, 6, 7, 8 and 9 and its
# Appendices A and B (listed without text).* Units: pot 1, ante $\tfrac12$, the bettor's net winnings;
# the revision computes its appendices in the same units plus $\tfrac12$ (a check with hand $x$ is worth
# $x$), and this notebook says so where it matters.
#
# The other notebooks check the manuscript and record, row by row, what became of each statement in the
# revision (`lcp.record.errata`, `lcp.record.claims`). This one checks what the revision *adds*: its closed form in
# $r = \frac{L}{1+L}$, $t = \frac{1}{1+U}$, its new proofs, appendices and prose. Appendix letters are the
# posted ones (A Monotone Strategy Proofs, B Proof of Nash Equilibrium, C Parameter Analysis, D Payoff
# Analysis); the LaTeX and the author's compiled `main.pdf` letter them A, B, D, E, with the sympy appendix
# as C. The revision's monotone strategies, its uniqueness and Appendix A are notebook 3's (Sec. 3.8).
#
# Every printed statement below is typed in from the revision's LaTeX (that is the claim under test);
# every result the notebook states is computed here from `lcp` and sympy and asserted in the same cell.
#
# Every finding, with the cell that proves it:
#
# | revision: finding | status: cell |
# | --- | --- |
# | Thm. 5.1: every closed form of the profile equals the derived one | proved: <a href="#cell-rev-theorem-5-1">rev-theorem-5-1</a> |
# | Thm. 5.1: the profile is an equilibrium (certificate on the printed forms) | proved: <a href="#cell-rev-theorem-5-1-equilibrium">rev-theorem-5-1-equilibrium</a> |
# | Thms. 5.1, 6.1: the printed forms in floats, and the value by Monte Carlo | verified: <a href="#cell-rev-numeric-check">rev-numeric-check</a> |
# | Thm. 6.1, Sec. 6: both forms of $V$, $V = x_2/2$, the symmetry, the limits | proved: <a href="#cell-rev-value">rev-value</a>, <a href="#cell-rev-value-symmetry">rev-value-symmetry</a>, <a href="#cell-rev-convergence">rev-convergence</a> |
# | Secs. 1.1.1, 2.2: "the pot $1 + 2s$ minus their ante of 0.5" | **arithmetic slip**: <a href="#cell-rev-payoff-arithmetic">rev-payoff-arithmetic</a> |
# | Sec. 1.1.1: the caller "need only call with exactly the right proportion" | **not enough**: <a href="#cell-rev-fbcp-proportion">rev-fbcp-proportion</a> |
# | Sec. 1.1.2: NLCP "discussed and solved by Bill Chen and Jerrod Ankenman" | **misattributed**: Newman (1959): <a href="#cell-rev-newman-credit">rev-newman-credit</a> |
# | Sec. 3 (footnote): uniform hands without loss of generality | **needs one common continuous law**: <a href="#cell-rev-uniform-hands">rev-uniform-hands</a> |
# | Def. 3.1: a bet of 0 is a check, and $0 \le L$ | ambiguous at $L = 0$: <a href="#cell-rev-l-zero-action">rev-l-zero-action</a> |
# | Sec. 4.4.1, Case 3: $P[\text{value bet} \mid s] = \lvert b'\rvert / (\lvert b'\rvert + \lvert v'\rvert)$ | **swapped**: <a href="#cell-rev-case-3-probabilities">rev-case-3-probabilities</a> |
# | Sec. 4.4.1, Case 3: "$L \le s \le U$: exactly one value hand and one bluffing hand" | **false at $L$, $U$**: <a href="#cell-rev-case-3-range">rev-case-3-range</a> |
# | Thm. 5.1: the line $b_0 = \dots$ | **imprecise** (true; $b_0$ never explained): <a href="#cell-rev-b0">rev-b0</a> |
# | Sec. 7.2: "the strategy functions are rational in $L$ and $U$" | **false for $S_{LCP}$** (a square root); the convergence holds: <a href="#cell-rev-strategies-not-rational">rev-strategies-not-rational</a> |
# | Sec. 6.2: $\partial V/\partial r = -18r^2(2 - r^3 - t^3)/(\dots)^2$, "$< 0$" | **miscalculated**; the theorem holds: <a href="#cell-rev-value-derivatives">rev-value-derivatives</a> |
# | Sec. 6, Fig. 3: "symmetry about the diagonal" | **wrong axis**: <a href="#cell-rev-symmetry-axis">rev-symmetry-axis</a> |
# | Fig. 3: $V$ over $(L, U)$ and $(r, t)$, by numbers | verified: <a href="#cell-rev-figure-3-numbers">rev-figure-3-numbers</a> |
# | Secs. 1-6, App. B: eight cross-references | **wrong place or dangling** (misattributed): <a href="#cell-rev-cross-references">rev-cross-references</a> |
# | Sec. 8.1: "the biggest wins and losses occur when both hands are strong" | **imprecise**: also top left, more often: <a href="#cell-rev-biggest-losses">rev-biggest-losses</a> |
# | Sec. 8.1: "each hand combination $(x, y)$ uniquely determines the bettor's payoff" | ambiguous: not across equilibria: <a href="#cell-rev-payoff-per-deal">rev-payoff-per-deal</a> |
# | Fig. 5: $EV(x)$ and $x_0, \dots, x_5$ at $(0.5, 1.5)$, by numbers | verified: <a href="#cell-rev-figure-5-numbers">rev-figure-5-numbers</a> |
# | Sec. 8.3, App. C: who gains from a larger $U$ | **bluffs gain, checks are flat**: <a href="#cell-rev-effect-of-u">rev-effect-of-u</a> |
# | Sec. 8.3: "for most hand strengths, the expected value decreases" | **at most half**: <a href="#cell-rev-most-hands">rev-most-hands</a> |
# | Fig. 6 (and App. C): "each curve increases in $U$ up to some maximum" | **not $x = 1$, and $x = 0.5$ is no curve**: <a href="#cell-rev-ev-vs-u-caption">rev-ev-vs-u-caption</a> |
# | Fig. 6: "Expected value of a value-betting hand", by numbers | **imprecise**: each curve standardised: <a href="#cell-rev-figure-6-normalised">rev-figure-6-normalised</a> |
# | Sec. 9.1: "both players are indifferent among their equilibrium actions" | **only at the margins**: <a href="#cell-rev-indifference">rev-indifference</a> |
# | Sec. 9.2: "larger bluffs require fewer bluffing combinations" | **backwards**: <a href="#cell-rev-bluff-balance">rev-bluff-balance</a> |
# | Secs. 1-9, Apps. A, E: wording a second reading failed ("increasing", "rewards the stronger hand", ...) | **true only weakly or in part**: <a href="#cell-rev-second-reading">rev-second-reading</a> |
# | App. B: four steps of the bettor's cases | **false equality, gaps**: <a href="#cell-rev-app-b-case-c">rev-app-b-case-c</a>, <a href="#cell-rev-app-b-domain">rev-app-b-domain</a>, <a href="#cell-rev-app-b-case-e">rev-app-b-case-e</a>, <a href="#cell-rev-app-b-l-zero">rev-app-b-l-zero</a> |
# | Lemma C.1: "positive since $r^3 + t^3 - 7 < 0$" | **wrong reason**; the lemma holds: <a href="#cell-rev-lemma-c1-reason">rev-lemma-c1-reason</a> |
# | App. C after Thm. C.1: "this threshold is greater than $v(U)$" | **not the printed one**: <a href="#cell-rev-threshold-above-v">rev-threshold-above-v</a> |
# | Apps. B, D: wording: "equal to 0", "wins only the ante", "value-betting hand" | **wrong words**, right results: <a href="#cell-rev-appendix-wording">rev-appendix-wording</a> |
# | Apps. C, D: the lemmas and formulas that hold | proved: <a href="#cell-rev-appendix-c-d">rev-appendix-c-d</a> |
# | sympy appendix: every printed output, recomputed | proved: <a href="#cell-rev-sympy-outputs">rev-sympy-outputs</a> |
# | sympy appendix: the proof sketch of the closed form | **does not derive it**: <a href="#cell-rev-sympy-sketch">rev-sympy-sketch</a> |

# %% tags=["parameters"]
quick = False  # fewer Monte Carlo deals and sample points (the tests run this)
seed = 20260531  # seed of the Monte Carlo generator

# %% tags=["hide-input"]
import math
from fractions import Fraction

import numpy as np
import sympy as sp
from IPython.display import Markdown, Math, display

from lcp.core import config, rational
from lcp.record import errata, versions
from lcp.continuous import fixed_bet, limit, monotone, no_limit, payoff, simulate
from lcp.notebook import SEED, Flag, Table, below, check_parameters

check_parameters(In, globals(), {"quick": Flag(), "seed": SEED})  # noqa: F821  (In: IPython's input history)
L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
b0 = limit.B0_SYMBOL
d = limit.derive()  # the equilibrium derived from the rules (notebook 3)
sol = d.solution
half = sp.Rational(1, 2)
r, t = sp.symbols("r t", positive=True)
xx = sp.Symbol("x")  # a hand
to_rt = {L: r / (1 - r), U: (1 - t) / t}  # r = L/(1+L), t = 1/(1+U)
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
n_points = 7 if quick else 40  # random (L, U) pairs of the float spot check


def positive_coefficients(expr, *gens):
    """True if numerator and denominator of ``expr`` are polynomials in ``gens`` with positive coefficients
    (so ``expr > 0`` wherever every generator is positive)."""
    num, den = sp.fraction(sp.factor(sp.cancel(expr)))
    return all(c > 0 for part in (num, den) for c in sp.Poly(sp.expand(part), *gens).coeffs())


def same(a, b):
    """True if a - b is identically 0 (decided in the field of rational functions: lcp.core.rational.same)."""
    return rational.same(a, b)


def E_bet(x, c, size):
    """The bettor's net payoff betting ``size`` with hand x against a caller calling above c (c <= x)."""
    return fixed_bet.bet_ev(x, c, size, x_above_c=True)


# %% [markdown]
# ## 9.1 The closed form in $r = L/(1+L)$, $t = 1/(1+U)$
#
# The revision replaces Theorem 5.1's constants $A_0, \dots, A_5$ by two coordinates of the triangle
# $0 \le L \le U \le \infty$: $r = \frac{L}{1+L} \in [0, 1)$ and $t = \frac{1}{1+U} \in [0, 1]$, with
# $r + t \le 1$ exactly when $L \le U$ (and $U = \infty$ is $t = 0$). Every line of the printed theorem,
# typed in below, against `lcp.continuous.limit.derive()`, whose thresholds are rational functions of $L$ and $U$
# derived from the rules (notebook 3):

# %% tags=["rev-theorem-5-1"]
M = r**3 + t**3 - 7  # the revision's common denominator (= -(7 - m) of notebook 4, m = r^3 + t^3)
printed = {  # Theorem 5.1 as printed
    x0: 3 * t**2 * (t - 1) / M,
    x1: (-2 * r**3 + 3 * r**2 + t**3 - 1) / M,
    x2: (r**3 + t**3 - 1) / M,
    x3: (r**3 - 3 * r + t**3 - 4) / M,
    x4: (r**3 + 3 * r**2 - 6 * r + t**3 - 4) / M,
    x5: (r**3 + t**3 + 3 * t**2 - 7) / M,
    b0: t**3 / M,
}
printed_fn = {
    "b(s)": (t**3 * (s + 1) ** 3 - (3 * s + 1)) / (M * (s + 1) ** 3),
    "c(s)": (r**3 + t**3 - 1 + s * M) / ((s + 1) * M),
    "v(s)": (r**3 + t**3 - 1 + M * (2 * s**2 + 4 * s + 1)) / (2 * M * (s**2 + 2 * s + 1)),
}
sol_rt = {k: sp.factor(sp.cancel(v.subs(to_rt))) for k, v in sol.items()}  # the derived solution in r, t
derived_fn = {"b(s)": d.bluff_hand, "c(s)": d.call, "v(s)": d.value_hand}  # in s, x2 and b0
for k, form in printed.items():
    assert rational.is_zero(sol_rt[k] - form), k
for name, form in printed_fn.items():
    assert rational.is_zero(derived_fn[name].subs({x2: sol_rt[x2], b0: sol_rt[b0]}) - form), name
# the coordinates: r + t <= 1 is L <= U, and the map is one-to-one onto the triangle
assert rational.is_zero((r + t - 1).subs({r: L / (1 + L), t: 1 / (1 + U)}) - (L - U) / ((1 + L) * (1 + U)))
print("x0, ..., x5, b0, b(s), c(s), v(s) as printed = lcp.continuous.limit.derive(), identically in r, t (and s)")
# shown compactly: each threshold is a cubic in r, t over M = r^3 + t^3 - 7
compact = {k: sp.factor(sp.expand(form * M)) for k, form in printed.items()}
assert all(rational.is_zero(compact[k] / M - printed[k]) for k in printed)
display(Math(r"\begin{aligned}" + r" \\ ".join(
    sp.latex(k) + r" &= \frac{" + sp.latex(compact[k]) + r"}{M}" for k in printed).replace(r"\\", r"\\[3pt]")
    + r"\end{aligned} \qquad M = r^3 + t^3 - 7"))

# %% [markdown]
# The same thresholds in $L$ and $U$ are long rational functions; unfold the output below to see them
# (`lcp.continuous.limit.derive()`, factored).

# %% tags=["hide-output"]
display(Math(r"\begin{aligned}" + r" \\ ".join(sp.latex(k) + " &= " + sp.latex(sp.factor(sol[k]))
                                                for k in printed) + r"\end{aligned}"))

# %% [markdown]
# ### The printed profile is an equilibrium
#
# The profile is an equilibrium (the theorem's first sentence), certified on the printed forms
# themselves by `limit.Equilibrium.certify()` (the argument of notebook 3's `lcp-certificate` and of the
# revision's Appendix B; the value checked is Theorem 6.1's):
#
# * a bluff of any size earns $x_2 - \tfrac12$ (every call beats it), so bluffs are indifferent among sizes
#   and with checking at $x_2$;
# * a value bet of size $s$ with hand $x \ge c(s)$ earns $E(x, s)$ with $\partial_s E = 2(x - v(s))$ and $v$
#   increasing, so the best size is $v^{-1}(x)$ clamped to $[L, U]$, which is the printed plan; and
#   $E(x, L) - (x - \tfrac12) = 2L(x - x_3)$, so value betting beats checking exactly above $x_3$;
# * the caller is indifferent at $c(s)$: $\lvert b'(s)\rvert(1 + s) = v'(s)\,s$ for $L < s < U$, and the
#   masses betting $L$ and $U$ balance the same way; calling is then right exactly above $c(s)$;
# * the thresholds are ordered on the whole triangle: each gap times $7 - m$, written homogeneously in the
#   barycentric coordinates $r$, $t$, $1 - r - t$, has non-negative coefficients; and $b(s) \le x_1 \le x_2
#   \le c(s) \le v(s)$.

# %% tags=["rev-theorem-5-1-equilibrium"]
to_LU = {r: L / (1 + L), t: 1 / (1 + U)}  # the printed forms back in L and U
V_rt_printed = (1 - r**3 - t**3) / (14 - 2 * r**3 - 2 * t**3)  # Theorem 6.1, the second form
printed_profile = limit.Equilibrium(L=L, U=U, x=tuple(printed[k].subs(to_LU) for k in limit.X_SYMBOLS),
                                    b0=printed[b0].subs(to_LU), value=V_rt_printed.subs(to_LU), exact=True)
# its strategy functions are derive()'s b(s), c(s), v(s) at the printed x2 and b0: the printed lines (cell
# rev-theorem-5-1)
certificate = printed_profile.certify()
assert certificate.is_equilibrium, certificate.refuted
display(Markdown("\n".join(f"* **{claim.player}**: {claim.statement} (proved)" for claim in certificate.claims)))

# %% [markdown]
# The same, numerically: the printed lines evaluated in floats at the paper's four profiles, at the two ends
# of the domain ($L = U$, and $L = 0$, $U = \infty$) and at random pairs, against `limit.solve` (the
# package's own float forms, generated separately); and the printed value against Monte Carlo play of the
# equilibrium.

# %% tags=["rev-numeric-check"]
numeric = {k: sp.lambdify((r, t), form) for k, form in printed.items()}
numeric_fn = {name: sp.lambdify((r, t, s), form) for name, form in printed_fn.items()}
numeric_V = sp.lambdify((r, t), V_rt_printed)
rng = np.random.default_rng(seed)
pairs = [(0.0, 10.0), (0.1, 2.0), (0.3, 1.5), (0.5, 1.0), (1.0, 1.0), (0.0, math.inf), (2.0, 50.0)]
pairs += [tuple(sorted(10 ** rng.uniform(-3, 3, 2))) for _ in range(n_points)]
worst = 0.0
for Lf, Uf in pairs:
    rf, tf = Lf / (1 + Lf), (0.0 if math.isinf(Uf) else 1 / (1 + Uf))
    eq = limit.solve(Lf, Uf)
    worst = max(worst, *(abs(numeric[k](rf, tf) - eq.x[i]) for i, k in enumerate(limit.X_SYMBOLS)))
    worst = max(worst, abs(numeric[b0](rf, tf) - eq.b0), abs(numeric_V(rf, tf) - eq.value))
    sizes = np.linspace(Lf, min(Uf, 1e3), 9)
    for name, ours in (("c(s)", eq.call), ("b(s)", eq.bluff_hand), ("v(s)", eq.value_hand)):
        worst = max(worst, float(np.max(np.abs(numeric_fn[name](rf, tf, sizes) - ours(sizes)))))
print(f"{len(pairs)} pairs (L, U): max |printed - lcp.continuous.limit.solve| over x0..x5, b0, V, c, b, v {below(worst, 1e-12)}")
rows = []
for Lq, Uq in [(Fraction(1, 10), 2), (Fraction(1, 2), 1)]:
    V_exact = V_rt_printed.subs({r: sp.Rational(Lq) / (1 + sp.Rational(Lq)), t: sp.Rational(1, 1 + Uq)})
    mc = simulate.monte_carlo(limit.solve(float(Lq), float(Uq)), deals, seed=seed)
    assert mc.agrees_with(V_exact)
    rows.append((f"({Lq}, {Uq})", V_exact, f"{float(V_exact):.6f}", f"{mc.estimate:.6f}", f"{mc.stderr:.6f}"))
display(Table(rows, ["(L, U)", "V printed", "decimal", f"Monte Carlo ({deals} deals)", "std. error"]))

# %% [markdown]
# ### Both printed forms of the value are the derived one, and $V = x_2/2$
#
# The value (Theorem 6.1, both printed forms) is the derived one, which integrates $EV(x)$ over the hands
# (notebook 3; notebook 4 integrates over the payoff regions): $V = x_2/2$, as notebook 4 explains. The
# remarks of Sec. 6.3 and the derivatives of $r$ and $t$ used in Sec. 6.2 hold as well:

# %% tags=["rev-value"]
P3 = (1 + L) ** 3 + L**3 * (1 + U) ** 3
Q3 = (1 + L) ** 3 * (1 + U) ** 3
V_LU_printed = (Q3 - P3) / (14 * Q3 - 2 * P3)  # Theorem 6.1, the first form
assert rational.is_zero(d.value - V_LU_printed)
V_rt_derived = sp.factor(sp.cancel(d.value.subs(to_rt)))
assert rational.is_zero(V_rt_derived - V_rt_printed)
assert rational.is_zero(V_rt_printed - printed[x2] / 2)
# Sec. 6.3: the diagonal L = U = B gives von Neumann's value, largest at B = 1; the corner r = t = 0 Newman's
B = fixed_bet.B_SYMBOL
V_diag = sp.cancel(V_rt_printed.subs({r: B / (1 + B), t: 1 / (1 + B)}))
assert rational.is_zero(V_diag - B / (2 * (1 + 2 * B) * (2 + B)))
assert rational.is_zero(V_diag - fixed_bet.derive().value)
B_pos = sp.Symbol("B", positive=True)
assert sp.solve(sp.diff(V_diag.subs(B, B_pos), B_pos), B_pos) == [1]
assert V_rt_printed.subs({r: 0, t: 0}) == no_limit.derive().value
# Sec. 6.2: the derivatives of the coordinates
assert rational.is_zero(sp.diff(L / (1 + L), L) - 1 / (1 + L) ** 2)
assert rational.is_zero(sp.diff(1 / (1 + U), U) + 1 / (1 + U) ** 2)
# the range: m = r^3 + t^3 lies in [0, (r + t)^3] within [0, 1] on the triangle, so 0 <= V <= 1/14
assert sp.expand((r + t) ** 3 - r**3 - t**3 - 3 * r * t * (r + t)) == 0
m = sp.Symbol("m")
assert rational.is_zero(sp.diff((1 - m) / (14 - 2 * m), m) + 12 / (14 - 2 * m) ** 2)  # decreasing in m
print("V_LCP(L, U) and V(r, t) as printed = the derived value = x2/2; on L = U = B: V_FB(B) = B/(2(1 + 2B)(2 + B)) "
      f"(largest at B = 1); V(0, 0) = {V_rt_printed.subs({r: 0, t: 0})}")

# %% [markdown]
# ### The symmetry $V(r, t) = V(t, r)$
#
# The symmetry $V(L, U) = V(1/U, 1/L)$, i.e. $V(r, t) = V(t, r)$: the map $(L, U) \mapsto (1/U, 1/L)$
# swaps $r$ and $t$. The revision's example, $(L, U) = (1/2, 5)$ against $(1/5, 2)$, and its reading of $r$
# as the caller's pot odds against the smallest bet (the most favourable he faces, $\frac{s}{1+s}$ growing
# with $s$):

# %% tags=["rev-value-symmetry"]
assert rational.is_zero(V_rt_printed.subs({r: t, t: r}, simultaneous=True) - V_rt_printed)
assert rational.is_zero(d.value.subs({L: 1 / U, U: 1 / L}, simultaneous=True) - d.value)
assert rational.is_zero((L / (1 + L)).subs(L, 1 / U) - 1 / (1 + U))  # r(1/U) = t(U)
example = [limit.solve(sp.Rational(1, 2), 5, exact=True).value, limit.solve(sp.Rational(1, 5), 2, exact=True).value]
assert example[0] == example[1]
assert rational.is_zero(sp.diff(s / (1 + s), s) - 1 / (1 + s) ** 2)
print(f"V(r, t) = V(t, r); V(1/2, 5) = V(1/5, 2) = {example[0]}; pot odds s/(1 + s) increase with s")

# %% [markdown]
# ### Von Neumann's and Newman's solutions are the triangle's edge and corner
#
# Convergence (the remarks of Secs. 6.3 and 7.2). On the diagonal $L = U = B$ ($r + t = 1$) the
# intermediate regions close ($x_0 = x_1$, $x_4 = x_5$) and the profile is von Neumann's; at $r = t = 0$
# ($L = 0$, $U = \infty$) it is Newman's. The revision argues "by direct substitution", and in $(r, t)$ that
# is sound: the common denominator $7 - r^3 - t^3 \ge 6$ on the closed triangle, so every printed form is
# continuous there, $U = \infty$ included.

# %% tags=["rev-convergence"]
fb, nl = fixed_bet.derive(), no_limit.derive()
at_fb = {r: B / (1 + B), t: 1 / (1 + B)}
assert rational.is_zero((printed[x1] - printed[x0]).subs(t, 1 - r))
assert rational.is_zero((printed[x5] - printed[x4]).subs(t, 1 - r))
assert rational.is_zero(printed[x2].subs(at_fb) - fb.bluff_below)
assert rational.is_zero(printed[x3].subs(at_fb) - fb.value_above)
assert rational.is_zero(printed[x2].subs(at_fb) - B / ((1 + 2 * B) * (2 + B)))  # as the remark prints them
assert rational.is_zero(printed[x3].subs(at_fb) - (2 * B**2 + 4 * B + 1) / ((1 + 2 * B) * (2 + B)))
assert rational.is_zero(printed_fn["c(s)"].subs(at_fb).subs(s, B) - fb.call_above)  # c at the one size B
at_nl = {r: 0, t: 0}
assert printed[x0].subs(at_nl) == 0 and printed[x5].subs(at_nl) == 1
assert printed[x1].subs(at_nl) == printed[x2].subs(at_nl) == nl.bluff_below
assert printed[x3].subs(at_nl) == printed[x4].subs(at_nl) == nl.value_above
for name, ours in (("b(s)", nl.bluff_hand), ("v(s)", nl.value_hand), ("c(s)", nl.call)):
    assert rational.is_zero(printed_fn[name].subs(at_nl) - ours), name
assert rational.is_zero(printed_fn["b(s)"].subs(at_nl) - (3 * s + 1) / (7 * (s + 1) ** 3))
assert rational.is_zero(printed_fn["v(s)"].subs(at_nl) - (1 - 3 / (7 * (s + 1) ** 2)))
assert rational.is_zero(printed_fn["c(s)"].subs(at_nl) - (1 - 6 / (7 * (1 + s))))
print(f"L = U = B: x0 = x1, x4 = x5, x2, x3, c(B) = von Neumann's; r = t = 0: x1 = x2 = {nl.bluff_below}, "
      f"x3 = x4 = {nl.value_above}, b, v, c = Newman's")

# %% [markdown]
# ### "The LCP strategy functions are rational in $L$ and $U$": not $S_{LCP}$
#
# Sec. 7.2 opens: "The LCP strategy functions are rational in $L$ and $U$, so convergence follows from
# continuity by direct substitution of limit values." $C_{LCP}$, $b(s)$ and $v(s)$ are rational in $s$, $L$,
# $U$, but the bettor's strategy $S_{LCP}(x, L, U)$, which the remarks let converge, is the bet size of a
# hand, and on the value hands $(x_4, x_5)$ that is the inverse of $v(s) = 1 - \frac{1 - x_2}{2(1 + s)^2}$:
# $S_{LCP} = \sqrt{\frac{1 - x_2}{2(1 - x)}} - 1$, with $1 - x_2 = \frac{6}{7 - r^3 - t^3}$. The radicand is no
# square of a rational function of $L$, $U$ (its factors in $L$, $U$ have odd multiplicity), so $S_{LCP}$
# is not rational: false as printed. The conclusion holds all the same: the square root is continuous,
# and at $r = t = 0$ the branch is Newman's inverse $\sqrt{3/(7(1 - x))} - 1$.

# %% tags=["rev-strategies-not-rational"]
hand = sp.Symbol("x", positive=True)
S_value = sp.sqrt((1 - printed[x2]) / (2 * (1 - hand))) - 1  # the size with v(S) = x
assert sp.simplify(printed_fn["v(s)"].subs(s, S_value) - hand) == 0  # S_LCP inverts v on the value hands
assert rational.is_zero(1 - printed[x2] - 6 / (7 - r**3 - t**3))
radicand_LU = sp.cancel(((1 - printed[x2]) / 2).subs({r: L / (1 + L), t: 1 / (1 + U)}))
num_r, den_r = sp.fraction(radicand_LU)
_, factors = sp.factor_list(sp.expand(num_r * den_r), L, U)
odd = [f for f, k in factors if k % 2 == 1 and f.free_symbols]
assert odd  # a factor of odd multiplicity: the square root is not a rational function of L and U
# at (L, U) = (1/10, 2) the value hand 9/10 bets an irrational size
eq_rat = limit.solve(sp.Rational(1, 10), 2, exact=True)
assert eq_rat.x[4] < sp.Rational(9, 10) < eq_rat.x[5]
size_rat = sp.nsimplify(S_value.subs({r: sp.Rational(1, 11), t: sp.Rational(1, 3), hand: sp.Rational(9, 10)}))
assert not size_rat.is_rational and same(printed_fn["v(s)"].subs({r: sp.Rational(1, 11), t: sp.Rational(1, 3)}).subs(
    s, size_rat), sp.Rational(9, 10))
# the conclusion: the branch tends to Newman's inverse at the corner r = t = 0
assert sp.simplify(S_value.subs({r: 0, t: 0}) - (sp.sqrt(sp.Rational(3, 7) / (1 - hand)) - 1)) == 0
print("S_LCP on the value hands = sqrt((1 - x2)/(2(1 - x))) - 1; at (L, U) = (1/10, 2) hand 9/10 bets the",
      f"irrational size {float(size_rat):.6f}; factors of odd multiplicity in L, U: {len(odd)}")

# %% [markdown]
# ## 9.2 Errors new in the revision (main text)
#
# ### Payoffs in words: an arithmetic slip
#
# Payoffs in words (Sec. 2.2, "Payoffs", and Definition 1.1 of FBCP). "When a bet of size $s$ is called,
# the winner receives $1 + 2s$ (pot plus both contributions) minus their ante of 0.5, for a net payoff of
# $\pm(0.5 + s)$"; FBCP's winner likewise "wins the pot of $1+2B$ minus their ante of $0.5$". The pot less
# the ante is $0.5 + 2s$; the stated net $0.5 + s$ is the pot less the winner's ante *and bet*. (The author's
# compiled `main.pdf` prints $0.5 + 2s$ as the payoff in Definition 3.1 itself, where the LaTeX has $0.5 + s$:
# see 9.4.)

# %% tags=["rev-payoff-arithmetic"]
pot = 1 + 2 * s  # both antes (1/2 each) and both bets
as_written = sp.expand(pot - half)  # "the pot 1 + 2s minus their ante of 0.5"
net = sp.expand(pot - (half + s))  # the pot less what the winner put in
assert sp.expand(as_written - net) == s  # off by the winner's own bet
assert net == half + s
sizes = np.array([0.25, 0.7, 1.0, 2.0])
assert np.array_equal(payoff.outcome(0.9, 0.2, sizes, 0.1), 0.5 + sizes)  # lcp's rule: a called bet won
assert np.array_equal(payoff.outcome(0.2, 0.9, sizes, 0.1), -(0.5 + sizes))  # and lost
assert payoff.outcome(0.9, 0.2, 0.0, 0.1) == 0.5  # a check: the pot 1 less the ante 1/2, as the text says
print(f"pot 1 + 2s less the ante 1/2 = {as_written}; less the winner's ante and bet = {net} (the stated net)")

# %% [markdown]
# ### FBCP's optimal callers: the right proportion is not enough
#
# FBCP's many optimal callers (Sec. 1.1.1, "The non-uniqueness of this Nash Equilibrium"): "the caller
# need only call with exactly the right proportion of hands in this range", e.g. by swapping some calling
# and folding hands. The proportion is not enough: which hands call matters, because a checking hand $x$
# compares betting with the calling mass below it. At $B = 1$ ($a = 1/9$, $v = 7/9$, $c = 5/9$), moving the
# calling block $(c, v)$ down to $(a, a + v - c)$ keeps the proportion and lets the bettor gain; calling all
# of $(a, v)$ at rate $\frac{1}{1 + 2B}$ keeps it too and stays optimal (notebook 1, `fbcp-optimal-calling`,
# characterises all optimal rules). `fixed_bet.against_calling_rule` gives the bettor's best reply exactly:

# %% tags=["rev-fbcp-proportion"]
fb1 = fixed_bet.solve(1, exact=True)
a_, v_, c_ = (Fraction(int(q.p), int(q.q)) for q in (fb1.bluff_below, fb1.value_above, fb1.call_above))
V_fb1 = Fraction(int(fb1.value.p), int(fb1.value.q))
rules = {
    "threshold c": [(0, c_, 0), (c_, 1, 1)],
    "block (c, v) moved to (a, a + v - c)": [(0, a_, 0), (a_, a_ + v_ - c_, 1), (a_ + v_ - c_, v_, 0), (v_, 1, 1)],
    "all of (a, v) at rate 1/(1 + 2B)": [(0, a_, 0), (a_, v_, Fraction(1, 3)), (v_, 1, 1)],
}
rows, best = [], {}
for name, rule in rules.items():
    check = fixed_bet.against_calling_rule(1, rule)
    mass = sum(q * (min(hi, v_) - max(lo, a_)) for lo, hi, q in check.calls if hi > a_ and lo < v_)
    assert mass == v_ - c_  # the same proportion of (a, v) calls
    best[name] = check.best
    rows.append((name, str(mass), str(check.best), "yes" if check.optimal else "no"))
assert best["threshold c"] == best["all of (a, v) at rate 1/(1 + 2B)"] == V_fb1 < best["block (c, v) moved to (a, a + v - c)"]
display(Table(rows, ["caller's rule (B = 1)", "calling mass in (a, v)", "bettor's best reply", "optimal"]))

# %% [markdown]
# ### NLCP's solution: Newman's, not Chen and Ankenman's
#
# NLCP's solution (Sec. 1.1.2, and Related Work: "The Nash equilibrium strategy profile for this variant
# is discussed and solved by Bill Chen and Jerrod Ankenman"; "Chen and Ankenman extended this analysis to
# NLCP"). The revision names the game "Newman Poker after Donald J. Newman" but its reference list has no
# work of his: D. J. Newman solved the game in "A Model for 'Real' Poker" (Operations Research 7, 1959), the
# finite-deck paper's reference [9]. Chen and Ankenman's book (2006) presents it; it cannot extend Ferguson
# and Ferguson's analysis (2003, the revision's own reference list) to a game solved 44 years before. The
# solution the revision quotes in Sec. 7.1 is Newman's, with value $1/7$ for an ante of 1 ($1/14$ here):

# %% tags=["rev-newman-credit"]
nl = no_limit.solve(exact=True)
assert nl.value == sp.Rational(1, 14)  # Newman's 1/7 at ante 1, halved (the revision's footnote)
assert (nl.bluff_below, nl.value_above) == (sp.Rational(1, 7), sp.Rational(4, 7))  # Sec. 7.1's 1/7 and 4/7
assert sp.simplify(nl.call(1) - (1 - sp.Rational(6, 7 * 2))) == 0  # C_NL(s) = 1 - 6/(7(s + 1)) at s = 1
print(f"NLCP: value {nl.value} (pot 1), bluffs below {nl.bluff_below}, value bets above {nl.value_above}: "
      "Newman (1959)")

# %% [markdown]
# ### Uniform hands need one common continuous law
#
# Uniform hands (Definition 3.1, footnote): "Uniform without loss of generality, since the quantile
# transform can take any distribution to uniform and only orders of hand strengths are relevant." True when
# both hands are drawn independently from one *continuous* distribution. With two distributions, each
# transform gives a uniform hand but changes who wins; with atoms, ties have positive probability and the
# transformed hand is not uniform:

# %% tags=["rev-uniform-hands"]
xh, yh = sp.symbols("x y", positive=True)
p_original = sp.integrate(sp.integrate(2 * yh, (yh, 0, xh)), (xh, 0, 1))  # X ~ U[0, 1], Y with density 2y
p_transformed = sp.integrate(sp.integrate(1, (yh, 0, xh)), (xh, 0, 1))  # after F_X(X) = X, F_Y(Y) = Y^2
assert p_original != p_transformed == half
atom = {0: half, 1: half}  # a hand of 0 or 1, each with probability 1/2
p_tie = sum(p**2 for p in atom.values())
cdf_values = sorted({sum(q for h, q in atom.items() if h <= k) for k in atom})
assert p_tie == half and cdf_values == [half, 1]
print(f"P(X > Y) = {p_original}, but {p_transformed} after transforming each hand to uniform; "
      f"with hands 0, 1 (1/2 each): P(tie) = {p_tie}, F(X) takes only the values {', '.join(map(str, cdf_values))}")

# %% [markdown]
# ### The action 0 at $L = 0$ is ambiguous; the value is not
#
# The action 0 at $L = 0$ (Definition 3.1): the bettor "chooses an action from $\{0\} \cup [L, U]$ (a bet
# of 0 is a check)", with $0 \le L$. At $L = 0$ the action 0 is in both sets, and the next item has the
# caller answer every $s \in [L, U]$. Two readings: a check (no answer), or a bet of size 0 the caller may
# fold to. The equilibrium and its value are the same under both: at $L = 0$ no hand bets exactly 0
# ($x_1 = x_2$, $x_3 = x_4$). Strategies are not: read as a bet, a zero bet earns a check's payoff above
# $c(0) = x_2$ and strictly more below it (the caller folds there), which is what the manuscript's $L = 0$
# remark in notebook 3 rests on.

# %% tags=["rev-l-zero-action"]
at_L0 = {k: sp.cancel(sol_rt[k].subs(r, 0)) for k in (x1, x2, x3, x4)}
assert at_L0[x1] == at_L0[x2] and at_L0[x3] == at_L0[x4]
c_zero = d.call.subs(s, 0)
assert c_zero == x2
assert sp.expand(E_bet(xx, c_zero, 0) - fixed_bet.check_ev(xx)) == 0  # x >= c(0): a zero bet = a check
assert sp.expand(fixed_bet.bet_ev(xx, c_zero, 0, x_above_c=False) - fixed_bet.check_ev(xx) - (x2 - xx)) == 0
print("L = 0: x1 = x2, x3 = x4 (no hand bets exactly 0); read as a bet, size 0 earns x - 1/2 above c(0) = x2 "
      "and x2 - 1/2 (more by x2 - x) below it")

# %% [markdown]
# ### Case 3's two probability lines are swapped
#
# Sec. 4.4.1, Case 3: the two probability lines (new in the revision). It prints
# $P[\text{value bet} \mid s] = \frac{\lvert b'\rvert}{\lvert b'\rvert + \lvert v'\rvert}$ and
# $P[\text{bluff} \mid s] = \frac{\lvert v'\rvert}{\lvert b'\rvert + \lvert v'\rvert}$, inheriting the
# inverted ratio above them (the manuscript's erratum, still printed), and then "plugging this into the
# indifference equation" reaches the right equation $\lvert b'\rvert(1 + s) - \lvert v'\rvert s = 0$. The
# value hands betting sizes in $[s, s + ds]$ fill an interval of length $\lvert v'(s)\rvert\,ds$, so the
# probabilities are the other way round; with the printed ones the caller's gain from calling would be 1,
# not 0. Counting hands at $(L, U) = (1/10, 2)$ between the sizes $1/2$ and $13/25$, exactly with the printed
# $b$, $v$ and on a grid with `lcp`'s bet function:

# %% tags=["rev-case-3-probabilities"]
vp, bp = sp.diff(d.value_hand, s), -sp.diff(d.bluff_hand, s)  # |v'(s)| and |b'(s)|
assert rational.is_zero(bp * (1 + s) - vp * s)  # the equation the text reaches: right
gain = lambda p_bluff, p_value: sp.cancel(p_bluff * (1 + s) - p_value * s)  # noqa: E731  (caller: call minus fold)
assert gain(vp / (bp + vp), bp / (bp + vp)) == 1  # the printed lines (bluff ~ |v'|, value ~ |b'|)
assert gain(bp / (bp + vp), vp / (bp + vp)) == 0  # the other way round
assert rational.is_zero(vp / bp - (1 + s) / s)
pt = {r: sp.Rational(1, 11), t: sp.Rational(1, 3)}  # (L, U) = (1/10, 2)
s_lo, s_hi = sp.Rational(1, 2), sp.Rational(13, 25)
v_pt, b_pt = printed_fn["v(s)"].subs(pt), printed_fn["b(s)"].subs(pt)
value_mass, bluff_mass = v_pt.subs(s, s_hi) - v_pt.subs(s, s_lo), b_pt.subs(s, s_lo) - b_pt.subs(s, s_hi)
ratio_exact = value_mass / bluff_mass
assert (1 + s_hi) / s_hi < ratio_exact < (1 + s_lo) / s_lo  # between |v'|/|b'| at the two ends
hands = np.linspace(0, 1, 200_001 if quick else 2_000_001)[1:-1]
bets = limit.solve(0.1, 2.0).bet(hands)
window = (bets > float(s_lo)) & (bets < float(s_hi))
ratio_count = np.count_nonzero(window & (hands > 0.5)) / np.count_nonzero(window & (hands < 0.5))
assert sp.cancel(vp / bp).subs(s, s_lo) == 3
print(f"value : bluffing hands betting a size in (1/2, 13/25): {float(ratio_exact):.4f} exactly, "
      f"counted on a grid: the same {below(ratio_count - float(ratio_exact), 0.05)}; |v'|/|b'| = (1 + s)/s = 3 at s = 1/2")
print("with the printed probabilities a call would gain 1 (not 0); the printed P[value bet | s] at s = 1/2 is "
      f"{sp.cancel((bp / (bp + vp)).subs(s, half))}, the hands give {sp.cancel((vp / (bp + vp)).subs(s, half))}")

# %% [markdown]
# ### Case 3's range is $L < s < U$
#
# Case 3's range: "$L \le s \le U$. In this case, the bettor has exactly one value hand and one bluffing
# hand". At $s = L$ and $s = U$ whole intervals bet (Cases 1 and 2, whose own equations weigh those
# intervals): the cases overlap, and Case 3 holds for $L < s < U$. At $(1/10, 2)$:

# %% tags=["rev-case-3-range"]
e12 = limit.solve(Fraction(1, 10), 2, exact=True)
ex = e12.x
masses = {"bluff L: (x1, x2)": ex[2] - ex[1], "value L: (x3, x4)": ex[4] - ex[3],
          "bluff U: (0, x0)": ex[0], "value U: (x5, 1)": 1 - ex[5]}
assert all(m_ > 0 for m_ in masses.values())
display(Table([(k, f"{float(v):.6f}") for k, v in masses.items()], ["hands betting an end of [L, U]", "mass"]))

# %% [markdown]
# ### Theorem 5.1 never defines $b_0$
#
# Theorem 5.1's line for $b_0$. The value printed is right, but the main text never says what $b_0$ is:
# $b(s)$ is printed in closed form, and $b_0$ appears only in the sympy appendix, as the constant of
# $b(s) = b_0 - \frac{(1 + 3s)(x_2 - 1)}{6(1+s)^3}$, i.e. $b_0 = \lim_{s \to \infty} b(s)$:

# %% tags=["rev-b0"]
u_ = sp.Symbol("u", positive=True)
b_of_u = sp.cancel(printed_fn["b(s)"].subs(s, 1 / u_))  # s = 1/u, u -> 0
assert rational.is_zero(b_of_u.subs(u_, 0) - printed[b0])
assert rational.is_zero(printed_fn["b(s)"] - (printed[b0] - (1 + 3 * s) * (printed[x2] - 1) / (6 * (1 + s) ** 3)))
print("b0 as printed = lim b(s) as s -> oo, the constant of b(s) = b0 - (1 + 3s)(x2 - 1)/(6(1 + s)^3)")

# %% [markdown]
# ### Value monotonicity holds; its proof's derivative is miscalculated
#
# Value monotonicity, the proof (Sec. 6.2). The theorem is right: $V$ is weakly increasing in $U$ and
# weakly decreasing in $L$. Its proof's first expression for $\partial V/\partial r$ is right too, but it
# simplifies to $-\frac{36r^2}{(14 - 2r^3 - 2t^3)^2}$, not the printed $-\frac{18r^2(2 - r^3 - t^3)}{(14 -
# 2r^3 - 2t^3)^2}$ (likewise for $t$ and in both lines for $L$ and $U$), and its "$< 0$" for $\partial V /
# \partial r$ and $\partial V_{LCP}/\partial L$ fails at $L = 0$ ($r = 0$), which the domain includes: the
# reason given, "$r, t \in (0, 1)$", leaves it out.

# %% tags=["rev-value-derivatives"]
Dn = 14 - 2 * r**3 - 2 * t**3
dV_dr, dV_dt = sp.diff(V_rt_printed, r), sp.diff(V_rt_printed, t)
first_step = (-3 * r**2 * Dn + 2 * 3 * r**2 * (1 - r**3 - t**3)) / Dn**2  # as printed: right
assert rational.is_zero(first_step - dV_dr)
assert rational.is_zero(dV_dr + 36 * r**2 / Dn**2) and rational.is_zero(dV_dt + 36 * t**2 / Dn**2)
printed_dr = -18 * r**2 * (2 - r**3 - t**3) / Dn**2
assert rational.is_zero(printed_dr / dV_dr - (2 - r**3 - t**3) / 2)  # off by the factor (2 - r^3 - t^3)/2
assert printed_dr.subs({r: half, t: sp.Rational(1, 4)}) != dV_dr.subs({r: half, t: sp.Rational(1, 4)})
# the theorem, in L and U: dV/dU > 0 for finite U; dV/dL <= 0, zero exactly at L = 0
at_LU = {r: L / (1 + L), t: 1 / (1 + U)}
dV_dL, dV_dU = sp.diff(d.value, L), sp.diff(d.value, U)
assert same(dV_dL, (-36 * r**2 / Dn**2).subs(at_LU) / (1 + L) ** 2)
assert same(dV_dU, (36 * t**2 / Dn**2).subs(at_LU) / (1 + U) ** 2)
assert positive_coefficients(dV_dU, L, U) and positive_coefficients(-dV_dL / L**2, L, U)
assert rational.is_zero(dV_dL.subs(L, 0))
print("dV/dr = -36 r^2/(14 - 2r^3 - 2t^3)^2 (printed: times (2 - r^3 - t^3)/2); dV/dU > 0, dV/dL <= 0 "
      "with dV/dL = 0 at L = 0")

# %% [markdown]
# ### The symmetry's axis is $r = t$, not the diagonal
#
# The symmetry's axis (Sec. 6 and Figure 3's caption: "The symmetry about the diagonal is immediately
# visible", "a reflection across the diagonal"). The diagonal the text names, $r + t = 1$ ($L = U$), is the
# domain's edge, and nothing is mirrored across it: the reflection in it leaves the domain and does not keep
# $V$. The mirror is $r = t$ in the $(r, t)$ panel, which is $LU = 1$ ($\log U = -\log L$, the manuscript's
# "reverse diagonal") in the $(L, U)$ panel:

# %% tags=["rev-symmetry-axis"]
assert rational.is_zero(V_rt_printed.subs({r: t, t: r}, simultaneous=True) - V_rt_printed)  # mirror r = t
reflected = V_rt_printed.subs({r: 1 - t, t: 1 - r}, simultaneous=True)  # mirror r + t = 1
assert not rational.is_zero(reflected - V_rt_printed)
corner, image = V_rt_printed.subs({r: 0, t: 0}), V_rt_printed.subs({r: 1, t: 1})
assert corner != image
assert sp.solve(sp.Eq(L / (1 + L), 1 / (1 + U)), U) == [1 / L]  # r = t is L U = 1
assert rational.is_zero((r + t - 1).subs(at_LU) - (L - U) / ((1 + L) * (1 + U)))  # r + t = 1 is L = U
print(f"V(r, t) = V(t, r) (axis r = t, i.e. L U = 1); across r + t = 1 the corner (0, 0), V = {corner}, "
      f"maps to (1, 1), outside the domain, V = {image}")

# %% [markdown]
# ### Figure 3, by numbers
#
# Figure 3's colours, read through its colour bar (0 at row 519, 0.01 per 62.43 rows; the filled contours
# are bands about 0.001 wide): at eight points of each panel the band a pixel shows is recorded below, and
# $V$ lies in it or within one band of it. So the figure draws $V$; only its caption's axis is wrong (above).

# %% tags=["rev-figure-3-numbers"]
FIG3_RT = {(0.01, 0.01): (0.0713, 0.0721), (0.3, 0.2): (0.0692, 0.0700), (0.5, 0.3): (0.0612, 0.0621),
           (0.8, 0.1): (0.0372, 0.0381), (0.9, 0.05): (0.0211, 0.0221), (0.05, 0.9): (0.0223, 0.0231),
           (0.2, 0.6): (0.0572, 0.0581), (0.4, 0.4): (0.0633, 0.0641)}  # (r, t) -> the band its pixel shows
FIG3_LU = {(0.12, 8): (0.0713, 0.0721), (0.2, 2): (0.0673, 0.0690), (0.5, 1): (0.0602, 0.0610),
           (1, 5): (0.0633, 0.0641), (2, 8): (0.0513, 0.0521), (0.15, 0.3): (0.0402, 0.0421),
           (3, 9): (0.0432, 0.0450), (0.11, 0.15): (0.0263, 0.0271)}  # (L, U) on the log-log panel
V_rt_f = sp.lambdify((r, t), V_rt_printed)
band_gap = lambda v, lo, hi: max(lo - v, v - hi, 0.0)  # noqa: E731  (0 inside the band)
gaps = [band_gap(V_rt_f(*rt), *b) for rt, b in FIG3_RT.items()]
gaps += [band_gap(float(limit.value(Lq, Uq)), *b) for (Lq, Uq), b in FIG3_LU.items()]
assert max(gaps) < 0.001 and sum(g == 0 for g in gaps) >= 12
print(f"Figure 3 at 16 points: V inside the band its pixel shows at {sum(g == 0 for g in gaps)}, "
      f"the others within {max(gaps):.4f} (one band is about 0.001)")

# %% [markdown]
# ### Cross-references that are wrong or dangling
#
# Cross-references. The revision's text cites sections by number or by label. The section map
# `lcp.record.versions` (the revision's headings, numbered as posted) says what each number is; where the text
# cites a label, the small table `labels` below says where the LaTeX defines it (read off its `\label`
# commands; `app:ma` and `sec:value_computation` are defined nowhere, since the appendix computing the value
# is commented out of `main.tex`, so the author's `main.pdf` prints "Appendix ??" twice). Each printed target
# is checked against the heading of the section that holds what the sentence refers to:

# %% tags=["rev-cross-references"]
heading = {}
for row in versions.MAP:
    if row.revision_number:
        heading.setdefault(row.revision_number, row.revision_title)
top = [n for n in heading if "." not in n and not n.startswith("(")]  # Secs. 1-9 and Apps. A-D, in order
labels = {  # where the LaTeX defines the labels cited below (app:ma, sec:value_computation: nowhere)
    "subsec:nash_equilibrium_structure": "4.3", "subsec:caller_indifference": "4.4.1",
    "subsec:monotone_strategies": "4.2", "subsec:constraints": "4.4", "thm:nash_equilibrium": "5", "fig:payoffs": "8.1",
}
refs = [  # place, what the sentence points to, the printed target, where it is, a word of that heading
    ("Sec. 1.2, last item", "parameter sensitivity analysis", "5", "8", "Parameter"),
    ("Sec. 1.1.2, after Figure 1", "two hands per size, yet optimal", labels["subsec:nash_equilibrium_structure"],
     labels["subsec:caller_indifference"], "Caller Indifference"),
    ("Sec. 2.2, Monotone Strategies", "monotone strategies", "3", labels["subsec:monotone_strategies"], "Monotone"),
    ("Sec. 2.2, Admissibility", "monotone-admissibility", "3", "4.2", "Monotone"),
    ("Sec. 3, last paragraph", "the closed-form solution", "4", labels["thm:nash_equilibrium"], "Profile"),
    ("Sec. 5, before Thm. 5.1", "the symbolic solution (Mathematica)", labels.get("app:ma", "??"), "(C)", "Symbolic"),
    ("Sec. 6, proof of Thm. 6.1", "Figure fig:payoffs", "7", labels["fig:payoffs"], "Payoffs"),
    ("Sec. 6, proof of Thm. 6.1", "the value computation", labels.get("sec:value_computation", "??"), "(C.12)",
     "Game Value Computation"),
    ("App. B, first paragraph", "the constraints, 'the previous section'", top[top.index("B") - 1],
     labels["subsec:constraints"], "Constraints"),
    ("Sec. 8, first sentence", "the Nash equilibrium established", "4", labels["thm:nash_equilibrium"], "Profile"),
    ("Sec. 1.2, Convergence Results", "the values' convergence", "7.2", "6.3", "Value Convergence"),
]
rows = []
for place, what, cited, right, word in refs:
    assert cited != right and word in heading[right], (place, right)
    assert cited == "??" or word not in heading[cited], (place, cited)
    rows.append((place, what, cited + (f" {heading[cited]}" if cited in heading else " (undefined)"),
                 f"{right} {heading[right]}"))
assert "sympy" in next(row.note for row in versions.MAP if row.revision_number == "(C)")  # not Mathematica
display(Table(rows, ["where", "refers to", "cited", "should be"]))

# %% [markdown]
# ### The biggest losses are also top left, and more often
#
# The biggest losses (Sec. 8.1, of Figure 4: "the biggest wins and losses occur when both hands are
# strong (top right)"). The biggest win, $U + \tfrac12$, is top right only; the biggest loss, $-(U +
# \tfrac12)$, is also suffered top left, when a bluff of $U$ is called, and there more often. The next
# sentence holds: "as limits become more lenient, these extreme outcomes become more pronounced but also less
# likely" (over the figure's six panels, the stake $U + \tfrac12$ grows while the chance that a maximum bet is
# called falls):

# %% tags=["rev-biggest-losses"]
e32 = limit.solve(sp.Rational(3, 10), 2, exact=True)
c_U = (e32.x[2] + 2) / (1 + 2)
top_left = e32.x[0] * (1 - c_U)  # x < x0 bets U, called by y > c(U)
top_right = (1 - e32.x[5]) ** 2 / 2  # x5 < x < y: a value bet of U called by a better hand
assert top_left > top_right > 0
pay, _ = payoff.regions(limit.solve(0.3, 2.0), np.array([0.01, 0.99]), np.array([0.99, 0.995]))
assert np.all(pay == -2.5)  # both corners pay -(U + 1/2)
print(f"(L, U) = (3/10, 2): P(lose U + 1/2 top left) = {float(top_left):.4f}, top right = {float(top_right):.4f}")
rows, chances = [], []
for Lq, Uq in [(1, 1), (sp.Rational(9, 10), sp.Rational(11, 10)), (half, sp.Rational(3, 2)),
               (sp.Rational(3, 10), 2), (sp.Rational(1, 10), 5), (0, sp.oo)]:
    eqp = limit.solve(Lq, Uq, exact=True)
    if Uq == sp.oo:
        assert eqp.x[0] == 0 and eqp.x[5] == 1  # no hand bets "the maximum"
        chance = sp.Integer(0)
    else:
        at_max = eqp.x[0] + 1 - eqp.x[5] if Lq < Uq else eqp.x[2] + 1 - eqp.x[3]  # L = U: every bet is the maximum
        chance = at_max * (1 - (eqp.x[2] + Uq) / (1 + Uq))
    chances.append(chance)
    rows.append((f"({Lq}, {Uq})", str(Uq + half), f"{float(chance):.4f}"))
assert all(a > b for a, b in zip(chances, chances[1:]))
display(Table(rows, ["$(L, U)$", "stake $U + 1/2$", "P(a maximum bet is called)"]))

# %% [markdown]
# ### A deal's payoff depends on the equilibrium
#
# Sec. 8.1 opens: "In Nash equilibrium, each hand combination $(x, y)$ uniquely determines the bettor's
# payoff." Two readings. In Theorem 5.1's profile the payoff is a function of $(x, y)$: right. Across the
# game's equilibria it is not: the mirror-image bluff plan with the same caller is an equilibrium too
# (notebook 3, `monotone-admissible`; both plans earn the same against $c$, and bluff each size as often),
# and there the weakest bluffs bet $L$, not $U$. At $(1/10, 2)$, for the bluff $x = 1/1000$ the payoffs differ
# on all caller hands above $c(L)$, a set of positive measure:

# %% tags=["rev-payoff-per-deal"]
Lm, Um = sp.Rational(1, 10), 2
paper_plan, mirror_plan = (monotone.plan(Lm, Um, name) for name in ("decreasing", "increasing"))
c_paper = monotone.paper_caller(Lm, Um)
assert monotone.bluff_payoff(c_paper, paper_plan) == monotone.bluff_payoff(c_paper, mirror_plan)
em = limit.solve(Lm, Um, exact=True)
assert [hi - lo for _, lo, hi in mirror_plan.atoms] == [em.x[2] - em.x[1], em.x[0]]  # as many bluffs per size


def plan_size(plan_, xh):
    """The size a bluffing hand bets under a plan with atoms only (the hands in the plan's atoms)."""
    return next(size for size, lo, hi in plan_.atoms if lo < xh < hi)


x_weak = sp.Rational(1, 1000)
assert (plan_size(paper_plan, x_weak), plan_size(mirror_plan, x_weak)) == (Um, Lm)
cL, cU = em.call(Lm), em.call(Um)
rows = []
for y_ in (sp.Rational(9, 10), (cL + cU) / 2):
    pays = [float(payoff.outcome(float(x_weak), float(y_), float(size), float(em.call(size))))
            for size in (Um, Lm)]
    assert pays[0] != pays[1]
    rows.append((f"{float(y_):.4f}", f"{pays[0]:+.2f}", f"{pays[1]:+.2f}"))
assert em.x[2] - em.x[1] > 0 and 1 - cL > 0  # the deals that differ: hands (0, x2 - x1) times y > c(L)
display(Table(rows, ["caller's hand $y$ ($x = 1/1000$)", "paper's plan (bets $U$)", "mirror plan (bets $L$)"]))

# %% [markdown]
# ### Figure 5, by numbers
#
# Figure 5 (Sec. 8.2, titled $L = 0.5$, $U = 1.5$; the caption says only "for a certain choice of
# parameters"). Read off the image: the six grey lines and the curve at nine hands (pixel columns over the
# frame $x = 0$ at column 85, $x = 1$ at 769, one pixel $= 1/684$; values through the tick marks, 0 at row 386,
# 271.25 rows per unit). Every reading is within two pixels of `lcp`'s thresholds and $EV$:

# %% tags=["rev-figure-5-numbers"]
FIG5_LINES = (112.5, 151.5, 173.5, 569.5, 635.5, 720.5)  # pixel columns of the grey lines x0..x5
FIG5_CURVE = {100: 486.0, 250: 455.5, 400: 396.5, 500: 356.5, 600: 305.0, 650: 265.0, 700: 213.5, 740: 154.0,
              768: 110.0}  # pixel column -> row of the curve's centre
col_x = lambda col: (col - 85) / 684  # noqa: E731
row_ev = lambda row: (386 - row) / 271.25  # noqa: E731
e5 = limit.solve(0.5, 1.5)
line_err = max(abs(col_x(col) - xi) for col, xi in zip(FIG5_LINES, e5.x))
curve_err = max(abs(row_ev(row) - float(e5.ev([col_x(col)])[0])) for col, row in FIG5_CURVE.items())
assert line_err < 2 / 684 and curve_err < 2 / 271.25
e5_exact = limit.solve(half, sp.Rational(3, 2), exact=True)
assert abs(row_ev(FIG5_CURVE[100]) - float(e5_exact.x[2] - half)) < 1 / 271.25  # the bluffs' level x2 - 1/2
print(f"Figure 5 at (L, U) = (0.5, 1.5): thresholds within {line_err * 684:.1f} px, "
      f"EV within {curve_err * 271.25:.1f} px of lcp")

# %% [markdown]
# ### A larger $U$: bluffs gain, checks are flat, value bets mostly lose
#
# Who gains from a larger $U$ (Sec. 8.3: "Only the very strongest hands (above a threshold greater than
# $v(U)$) benefit from the increased flexibility", and its bullet "There exists a threshold hand strength
# above which $EV(x)$ increases with $U$, and below which it decreases"; Appendix C.1.1: "for any fixed hand
# strength $x$, the expected payoff of that hand increases in $U$ only up to a certain threshold, after which
# it decreases"). Only value hands behave so. By hand, with $x_2' = \partial x_2/\partial U > 0$:
#
# * bluffs earn $x_2 - \tfrac12$: they gain for every $U$ (and a bluff stays a bluff, since $x_2$ grows);
# * checks earn $x - \tfrac12$: unaffected;
# * value bets of $L$: $-\frac{L}{1+L}x_2'$; of an intermediate size $s$: $-\frac{s}{1+s}x_2'$ (the
#   envelope theorem: only $c$ moves, through $x_2$); of $U$: $2(x - v(U)) - \frac{U}{1+U}x_2'$, positive
#   above $x^\ast = v(U) + \frac{U x_2'}{2(1+U)}$ (notebook 5, `theorem-7-1`);
# * the top hand $x = 1$ gains for every $L$ and $U$.
#
# At $(1/10, 2)$, exactly, against finite differences of `lcp`'s $EV$:

# %% tags=["rev-effect-of-u"]
dx2_dU = sp.factor(sp.diff(sol[x2], U))
assert positive_coefficients(dx2_dU, L, U)  # bluffs gain, for every L and U
EV_top = E_bet(1, d.call.subs(s, U), U)  # x = 1 always bets U: EV(1) = 1/2 + (1 - t)(1 - x2)
EV_top_rt = EV_top.subs(x2, printed[x2]).subs(U, (1 - t) / t)
dEV_top_dU = sp.factor(sp.diff(EV_top_rt, t) * -t**2)  # dt/dU = -1/(1 + U)^2 = -t^2
assert rational.is_zero(dEV_top_dU - 6 * t**2 * ((1 - r**3) + (1 - t) ** 2 * (1 + 2 * t) + 5) / M**2)  # > 0
assert rational.is_zero(sp.diff(d.call, x2) - 1 / (1 + s))  # the caller tightens at every size as x2 grows
x_, q_ = sp.Symbol("x", positive=True), sp.Symbol("q", positive=True)
E_s = E_bet(x_, d.call.subs(x2, q_), s)
assert rational.is_zero(sp.diff(E_s, q_) + s / (1 + s))  # a value bet of size s loses s/(1 + s) per unit of x2


def dEV_dU(xq, eq_exact, Uq):
    """dEV(x)/dU at a hand xq, exactly, from the region the hand is in."""
    X, g = eq_exact.x, dx2_dU.subs({L: eq_exact.L, U: Uq})
    if xq < X[2]:
        return "bluff", g
    if xq < X[3]:
        return "check", sp.Integer(0)
    if xq < X[4]:
        return "value L", -eq_exact.L / (1 + eq_exact.L) * g
    if xq < X[5]:
        size = sp.sqrt((1 - X[2]) / (2 * (1 - xq))) - 1  # v^-1(x)
        return "value v^-1(x)", -size / (1 + size) * g
    return "value U", 2 * (xq - (1 - (1 - X[2]) / (2 * (1 + Uq) ** 2))) - sp.Rational(Uq, 1 + Uq) * g


rows, signs = [], []
for xq in (sp.Rational(1, 20), sp.Rational(2, 5), sp.Rational(9, 10), sp.Rational(99, 100)):
    region, exact = dEV_dU(xq, e12, 2)
    h = 1e-6
    fd = (limit.solve(0.1, 2 + h).ev(np.array([float(xq)]))[0] - limit.solve(0.1, 2 - h).ev(np.array([float(xq)]))[0]) / (2 * h)
    assert abs(fd - float(exact)) < 1e-6
    signs.append(sp.sign(exact))
    rows.append((str(xq), region, f"{float(exact):+.3e}"))
assert signs == [1, 0, -1, 1]
display(Table(rows, ["hand $x$", "region at $(L, U) = (1/10, 2)$", "$dEV/dU$"]))

# %% [markdown]
# ### At most half the hands ever lose from a larger $U$
#
# "For most hand strengths" (Sec. 8.3: "for most hand strengths, the expected value *decreases* beyond a
# certain threshold of $U$"). At $U = L$ the value bets start at von Neumann's threshold $v_{FB}(L) \ge
# \tfrac12$, and $x_3$ only rises with $U$; so hands below $v_{FB}(L)$ never value-bet, and their $EV$ never
# falls (bluffs gain, checks are flat). At most half the hands ever lose from a larger $U$; for large $U$ the
# losers lie above $x_3(L, \infty)$:

# %% tags=["rev-most-hands"]
v_FB = (1 + 4 * B + 2 * B**2) / ((1 + 2 * B) * (2 + B))
assert rational.is_zero(sol[x3].subs(U, L) - v_FB.subs(B, L))
assert rational.is_zero(v_FB - half - B * (3 + 2 * B) / (2 * (1 + 2 * B) * (2 + B)))  # >= 1/2
assert positive_coefficients(sp.diff(sol[x3], U), L, U)  # x3 rises with U
rows = []
for Lq in (0, sp.Rational(1, 10), half, 1):
    start, far = v_FB.subs(B, Lq), limit.solve(Lq, sp.oo, exact=True).x[3]
    assert half <= start <= far
    rows.append((str(Lq), f"{float(start):.4f}", f"{float(1 - start):.4f}", f"{float(far):.4f}"))
display(Table(rows, ["$L$", "$v_{FB}(L) = x_3$ at $U = L$", "share that may lose", r"$x_3$ at $U = \infty$"]))

# %% [markdown]
# ### Figure 6's caption: not every curve rises, then falls
#
# Figure 6's caption ("Each curve increases in $U$ up to some maximum, after which it decreases", and the
# same figure's caption in Appendix C: "Notice that each curve is increasing in $U$ up to some maximum"). The
# figure plots $EV(x)$ against $U \in (0, 2]$ at $L = 0$ for $x = 0.50, 0.55, \dots, 1.00$. The top hand
# rises throughout (above, for every $L$ and $U$); $x = 0.50$ never value-bets at $L = 0$ ($x_3 > \tfrac12$
# for $U > 0$), so its $EV$ is 0 for every $U$, and the figure, which normalises each curve ("Normalized
# EV(x)", its title says; the captions do not), draws nothing for it; $x = 0.55$ is a check, flat, from
# $U = 3^{1/3} - 1$ on. The others do rise, then fall:

# %% tags=["rev-ev-vs-u-caption"]
U_grid = np.linspace(0.001, 2, 2000)
caption_hands = np.round(np.arange(0.50, 1.0001, 0.05), 2)
ev_grid = np.array([limit.solve(0.0, u).ev(caption_hands) for u in U_grid])  # rows: U, columns: hands
x3_at_L0 = sp.cancel(sol_rt[x3].subs(r, 0))
assert rational.is_zero(x3_at_L0 - (1 + sol_rt[x2].subs(r, 0)) / 2)
assert rational.is_zero(x3_at_L0 - half - (1 - t**3) / (2 * (7 - t**3)))  # > 0 for t < 1, i.e. U > 0
t_55 = [root for root in sp.solve(sp.Eq(x3_at_L0, sp.Rational(11, 20)), t) if root.is_real]
U_55 = sp.simplify((1 - t_55[0]) / t_55[0])
assert sp.simplify(U_55 - (sp.cbrt(3) - 1)) == 0
rows = []
for j, xh_ in enumerate(caption_hands):
    curve = ev_grid[:, j]
    k = int(np.argmax(curve))
    if xh_ == 0.5:
        assert np.all(curve == 0.0)
        rows.append(("0.50", "checks for every U > 0: EV = 0", "-"))
    elif xh_ == 1.0:
        assert np.all(np.diff(curve) > 0)
        rows.append(("1.00", "rises on all of (0, 2]", "-"))
    else:
        assert 0 < k < len(U_grid) - 1 and np.all(np.diff(curve[: k + 1]) > 0) and np.all(np.diff(curve[k:]) <= 1e-15)
        note = f"rises, falls; a check (flat) from U = {float(U_55):.4f}" if xh_ == 0.55 else "rises, then falls"
        rows.append((f"{xh_:.2f}", note, f"{U_grid[k]:.3f}"))
display(Table(rows, ["hand $x$ ($L = 0$)", r"$EV(x)$ on $U \in (0, 2]$", "$U$ of the maximum"]))

# %% [markdown]
# ### Figure 6 draws standardised curves, not expected values
#
# Figure 6's axis reads "EV(x), normalized", a normalisation the text never defines, and both captions call
# the curves the "Expected value of a value-betting hand $x$". By numbers, each curve is its hand's $EV$ on
# $U \in (0, 2]$ less its mean, over its standard deviation: read off the image (ticks: 0 at row 206, 29.8
# rows per unit; $U = 0$ at column 165, 225.5 columns per unit), the $x = 1.00$ curve at six sizes and the
# $x = 0.55$ peak agree within a pixel. So only each curve's shape means anything: the levels of two curves
# cannot be compared, and where the $x = 0.55$ curve lies above the $x = 1.00$ one (at $U = 1/2$),
# $EV(0.55) < EV(1)$ (a hand's $EV$ increases with the hand, Theorem D.2). The $x = 0.50$ curve, $EV = 0$, has no
# spread and is not drawn.

# %% tags=["rev-figure-6-normalised"]
FIG6_TOP = {0.05: 274.5, 0.25: 247.5, 0.5: 224.5, 1.0: 197.5, 1.5: 181.0, 1.95: 171.0}  # x = 1.00: U -> row
FIG6_PEAK_055 = (173, 50)  # x = 0.55: column and row of the curve's highest pixel
u_row = lambda row: (206 - row) / 29.8  # noqa: E731
standard = (ev_grid - ev_grid.mean(axis=0)) / np.where(ev_grid.std(axis=0) > 0, ev_grid.std(axis=0), np.nan)
j1, j55 = list(caption_hands).index(1.0), list(caption_hands).index(0.55)
err_top = max(abs(u_row(row) - np.interp(Uq, U_grid, standard[:, j1])) for Uq, row in FIG6_TOP.items())
k55 = int(np.argmax(standard[:, j55]))
assert err_top < 1 / 29.8
assert abs((FIG6_PEAK_055[0] - 165) / 225.5 - U_grid[k55]) < 2 / 225.5
assert abs(u_row(FIG6_PEAK_055[1]) - standard[k55, j55]) < 1 / 29.8
k_half = int(np.argmin(abs(U_grid - 0.5)))
assert standard[k_half, j55] > standard[k_half, j1] and ev_grid[k_half, j55] < ev_grid[k_half, j1]
assert np.all(np.isnan(standard[:, list(caption_hands).index(0.5)]))  # EV = 0: nothing to draw
print(f"x = 1.00 curve within {err_top * 29.8:.1f} px of the standardised EV; x = 0.55 peaks at "
      f"U = {U_grid[k55]:.3f}, height {standard[k55, j55]:.2f}; at U = 1/2: standardised "
      f"{standard[k_half, j55]:.2f} (0.55) > {standard[k_half, j1]:.2f} (1.00), "
      f"EV {ev_grid[k_half, j55]:.3f} < {ev_grid[k_half, j1]:.3f}")

# %% [markdown]
# ### Indifference holds only at the margins
#
# "Both players are indifferent among their equilibrium actions" (Sec. 9.1). Only at the margins: the
# bettor's hands $x_2$ and $x_3$, his bluffs among their sizes, and for each size $s$ the caller's hands
# between $b(s)$ and $v(s)$. A value hand strictly prefers its own size (here $x = 4/5$ at $(1/10, 2)$); a
# caller above $v(s)$ strictly calls, below $b(s)$ strictly folds:

# %% tags=["rev-indifference"]
X12 = e12.x
c12 = d.call.subs(x2, X12[2])
x_45 = sp.Rational(4, 5)
own = sp.sqrt((1 - X12[2]) / (2 * (1 - x_45))) - 1  # v^-1(4/5)
assert sp.simplify(d.value_hand.subs(x2, X12[2]).subs(s, own) - x_45) == 0
E45 = {name: E_bet(x_45, c12.subs(s, size), size) for name, size in
       (("own size v^-1(x)", own), ("L", sp.Rational(1, 10)), ("U", sp.Integer(2)))}
E45["check"] = fixed_bet.check_ev(x_45)
assert all(E45["own size v^-1(x)"] > v for k, v in E45.items() if k != "own size v^-1(x)")
p_bluff, p_value = s / (1 + 2 * s), (1 + s) / (1 + 2 * s)  # the hands betting s: P[bluff | s], P[value | s]
call_gain = {"b(s) < y < v(s)": p_bluff * (1 + s) - p_value * s, "y > v(s)": (p_bluff + p_value) * (1 + s),
             "y < b(s)": -(p_bluff + p_value) * s}  # calling minus folding
assert sp.simplify(call_gain["b(s) < y < v(s)"]) == 0
assert sp.simplify(call_gain["y > v(s)"] - (1 + s)) == 0 and sp.simplify(call_gain["y < b(s)"] + s) == 0
display(Table([(k, f"{float(v):+.4f}") for k, v in E45.items()], ["$x = 4/5$ at $(1/10, 2)$ bets", "$EV$"]))
print("caller, calling minus folding: 0 between b(s) and v(s), 1 + s above v(s), -s below b(s)")

# %% [markdown]
# ### Larger bluffs need more bluffing combinations, not fewer
#
# "Larger bluffs require fewer bluffing combinations to remain balanced" (Sec. 9.2). Backwards: the
# caller's indifference fixes the bluffs per value bet at size $s$ to $\frac{s}{1+s}$ (for the intervals
# $\lvert b'\rvert / v'$; for the atoms $\frac{x_2 - x_1}{x_4 - x_3} = \frac{L}{1+L}$ and $\frac{x_0}{1 -
# x_5} = \frac{U}{1+U}$), which grows with $s$: a larger bet carries a larger share of bluffs,
# $\frac{s}{1 + 2s}$. Only the density of bluffing hands per unit of size, $\lvert b'(s)\rvert = \frac{s(1 -
# x_2)}{(1+s)^4}$, falls, and only beyond $s = 1/3$.

# %% tags=["rev-bluff-balance"]
assert rational.is_zero(-sp.diff(d.bluff_hand, s) / sp.diff(d.value_hand, s) - s / (1 + s))
assert rational.is_zero((sol_rt[x2] - sol_rt[x1]) / (sol_rt[x4] - sol_rt[x3]) - (L / (1 + L)).subs(to_rt))
assert rational.is_zero(sol_rt[x0] / (1 - sol_rt[x5]) - (U / (1 + U)).subs(to_rt))
assert rational.is_zero(sp.diff(s / (1 + 2 * s), s) - 1 / (1 + 2 * s) ** 2)  # the share of bluffs grows with s
density = sp.factor(-sp.diff(d.bluff_hand, s))
assert rational.is_zero(density - s * (1 - x2) / (1 + s) ** 4)
s_pos = sp.Symbol("s", positive=True)
assert sp.solve(sp.diff(density.subs(s, s_pos), s_pos), s_pos) == [sp.Rational(1, 3)]
print("bluffs per value bet at size s: s/(1 + s), increasing; share of bluffs s/(1 + 2s); "
      "density |b'(s)| = s(1 - x2)/(1 + s)^4, largest at s = 1/3")

# %% [markdown]
# ### What the second reading found: words true only under a weaker reading
#
# A second, hostile reading of every sentence, settled by a third (the ledger, issue 58), failed some
# sentences the first reading passed. Most are wording; where a number or a profile shows the fault, it is
# computed here at $(L, U) = (1/10, 2)$:
#
# * "$EV(x)$ is increasing in $x$" (Sec. 8.2, Theorem E.2): **only weakly**: flat, $x_2 - \tfrac12$, on
#   the bluffs, strictly increasing from $x_2$ on (E-rev-059, E-rev-068).
# * "The game rewards the player with the stronger hand" (Sec. 3): a bet folded to wins whatever the hands;
#   hand 0 earns $x_2 - \tfrac12 > -\tfrac12$ (E-rev-057).
# * NLCP's bluffs, "weakest hands make the largest bluffs" (Sec. 1.1.2): **one choice of many**: against
#   Newman's caller $c(s) = \frac{7s + 1}{7(1 + s)}$ every bluff earns the check of hand $1/7$ at every size,
#   so any assignment of the sizes with the same distribution is an equilibrium too (E-rev-055).
# * "infinite action ... spaces (continuous bet sizes)" (Sec. 2.1): at $L = U$ every bet has one size
#   (E-rev-060).
# * Lemma A.1's first sentence (App. A.1): a caller who folds only the hand $y = 0.9$ violates the first
#   condition for all of $[0, 0.9)$ yet pays exactly what calling everything pays (E-rev-065); and the subsets
#   of equal measure its proof cites Sierpinski for come from continuity alone (E-rev-066).
# * Sec. 9.3's "single decision point" and "Symmetric Information" (E-rev-052, E-rev-053): one decision
#   per player; the hands are private, the bettor's payoff depending on his own hand.

# %% tags=["rev-second-reading"]
eq_sr = limit.solve(0.1, 2.0)
x2_sr = eq_sr.x[2]
ev_bluffs = eq_sr.ev(np.linspace(0.0, x2_sr, 9))
ev_above = eq_sr.ev(np.linspace(x2_sr, 1.0, 200))
assert np.max(np.abs(ev_bluffs - (x2_sr - 0.5))) < 1e-15 and np.all(np.diff(ev_above) > 0)  # flat, then rising
ev_zero = float(eq_sr.ev(np.array([0.0]))[0])
assert ev_zero > -0.5  # hand 0 never wins a showdown, yet earns x2 - 1/2 from the folds to its bets
nl = no_limit.derive()
bluff_nl = fixed_bet.bet_ev(xx, nl.call, s, x_above_c=False)  # a bluff of size s against Newman's caller
assert rational.is_zero(bluff_nl - fixed_bet.check_ev(nl.bluff_below))  # the same at every size
eq_fb = limit.solve(1.0, 1.0)  # L = U: fixed-bet poker
sizes_fb = eq_fb.bet(np.linspace(0.0, 1.0, 101))
assert set(np.unique(sizes_fb[sizes_fb > 0])) == {1.0}


def caller_gain(call_set, bettor=(Fraction(0), Fraction(1)), size=Fraction(1)):
    """The caller's payoff from calling a bet `size` with the hands of `call_set` (intervals) rather than
    folding, against a bettor betting it with the hands `bettor`, exactly (piecewise linear integrand)."""
    lo, hi = bettor

    def gain(y):  # per unit of bettor mass: win 1 + size against weaker hands, lose size against stronger
        return (1 + size) * min(max(y - lo, 0), hi - lo) - size * min(max(hi - y, 0), hi - lo)

    total = Fraction(0)
    for a, b in call_set:
        pts = sorted({a, b, *(p for p in (lo, hi) if a < p < b)})
        total += sum((q - p) * (gain(p) + gain(q)) / 2 for p, q in zip(pts, pts[1:]))
    return total


nine = Fraction(9, 10)
bettors = [(Fraction(0), Fraction(1)), (Fraction(0), Fraction(1, 5)), (Fraction(4, 5), Fraction(1))]
assert all(caller_gain([(Fraction(0), nine), (nine, Fraction(1))], b) == caller_gain([(Fraction(0), Fraction(1))], b)
           for b in bettors)  # folding only y = 0.9 pays as calling every hand


def measure_below(A, tau):
    """The length of the union of intervals A below tau (continuous, non-decreasing in tau)."""
    return sum(max(Fraction(0), min(b, tau) - a) for a, b in A)


A_sr = [(Fraction(1, 10), Fraction(3, 10)), (Fraction(1, 2), Fraction(4, 5))]
target = Fraction(1, 3)  # a subset of A of any measure up to |A| = 1/2: cut A at the right tau (bisection)
lo_t, hi_t = Fraction(0), Fraction(1)
for _ in range(40):
    mid = (lo_t + hi_t) / 2
    lo_t, hi_t = (mid, hi_t) if measure_below(A_sr, mid) < target else (lo_t, mid)
assert abs(measure_below(A_sr, hi_t) - target) < Fraction(1, 10**11)
hands_ = np.linspace(0.0, 1.0, 11)
assert len(set(np.round(eq_sr.ev(hands_), 12))) > 5  # the payoff depends on the bettor's own hand: private
display(Table([("EV on the bluffs [0, x2]", f"{ev_bluffs.min():.6f} to {ev_bluffs.max():.6f}"),
               ("EV of hand 0", f"{ev_zero:+.4f} (> -1/2)"),
               ("NLCP bluff of size s less the check of 1/7", str(sp.simplify(bluff_nl - fixed_bet.check_ev(1 / sp.Integer(7))))),
               ("bet sizes at L = U = 1", str(sorted({float(v) for v in sizes_fb[sizes_fb > 0]}))),
               ("subset of A of measure 1/3: A below tau", f"tau = {float(hi_t):.6f}")],
              ["check", "result"]))

# %% [markdown]
# ## 9.3 Appendices B-D and the sympy appendix
#
# ### Appendix B: four steps of the bettor's cases do not hold as written
#
# Appendix B checks every unilateral deviation, as notebook 3's certificate does; its conclusions hold
# (the caller's case, the bluffs' payoff $x_2$, $\frac{d}{ds}E[\text{bet } s \mid x] = -sc'(s) - c(s) + 2x - 1$).
# It counts payoffs plus $\tfrac12$: a check with hand $x$ is worth $x$. Four steps of the bettor's cases do
# not hold as written.
#
# *Case (c), $x_3 \le x < x_4$*: "$\le -sc'(s) - c(s) + 2x_4 - 1 = 0$". The last expression is $2(x_4 -
# v(s))$, zero only at $s = L$ and negative beyond; the conclusion (the derivative is $\le 0$) stands.

# %% tags=["rev-app-b-case-c"]
assert rational.is_zero(-s * sp.diff(d.call, s) - d.call + 2 * xx - 1 - 2 * (xx - d.value_hand))  # for every x
c12_v = d.value_hand.subs(x2, X12[2])
at_x4 = sp.cancel(-s * sp.diff(c12, s) - c12 + 2 * X12[4] - 1)
assert rational.is_zero(at_x4 - 2 * (X12[4] - c12_v))
values = [at_x4.subs(s, q) for q in (sp.Rational(1, 10), 1, 2)]
assert values[0] == 0 and values[1] < 0 and values[2] < 0
print("at (1/10, 2): -s c'(s) - c(s) + 2 x4 - 1 = 2(x4 - v(s)) =", ", ".join(map(str, values)), "at s = L, 1, U")

# %% [markdown]
# *Cases (c) and (d), the formula*: $E[\text{bet } s \mid x] = s(2x - c(s) - 1) + x$, and with it "the
# expected value of betting is decreasing in $s$ for $x < x_4$", holds only for sizes the caller calls with
# worse hands, $c(s) \le x$, i.e. $s \le \frac{x - x_2}{1 - x}$. Above that size the hand bluffs and earns
# $x_2$ (case (a)); and such sizes exist: at $(1/10, 2)$, $c(U) > x_4$, so every hand of $[x_3, x_4)$
# bluffs when it bets $U$. The conclusion holds once $[L, U]$ is split at $c^{-1}(x)$:

# %% tags=["rev-app-b-domain"]
x_mid = (X12[3] + X12[4]) / 2
c_U12 = c12.subs(s, 2)
assert c_U12 > X12[4] > x_mid
actual = c_U12 - (1 - c_U12) * 2  # called only by better hands: a bluff, worth x2 (+1/2 accounting)
formula = 2 * (2 * x_mid - c_U12 - 1) + x_mid
assert actual == X12[2] and formula < actual < x_mid  # below checking either way: the conclusion survives
assert rational.is_zero(actual - formula - (c_U12 - x_mid) * (1 + 2 * 2))
size_limit = (x_mid - X12[2]) / (1 - x_mid)
assert rational.is_zero(c12.subs(s, size_limit) - x_mid)
print(f"x = (x3 + x4)/2 = {float(x_mid):.4f}: c(U) = {float(c_U12):.4f} > x4 = {float(X12[4]):.4f}; "
      f"betting U earns x2 = {float(actual):.4f}, the formula says {float(formula):.4f}, checking {float(x_mid):.4f}; "
      f"c(s) > x for s > {float(size_limit):.4f}")

# %% [markdown]
# *Case (e), $x_5 \le x \le 1$*: the text shows the derivative positive at $s = U$ and continues "If it is
# always increasing in $s$ for such $x$, then it must be maximized at ... $U$". The missing step:
# $\frac{d}{ds}E = 2(x - v(s))$ and $v$ increases, so $x \ge x_5 = v(U) \ge v(s)$ for every $s \le U$.

# %% tags=["rev-app-b-case-e"]
slope = sp.cancel(-s * sp.diff(d.call, s) - d.call + 2 * xx - 1)
assert rational.is_zero(slope - 2 * (xx - d.value_hand))
assert rational.is_zero(sp.diff(d.value_hand, s) - (1 - x2) / (1 + s) ** 3)  # > 0: v increasing
assert rational.is_zero(c12_v.subs(s, 2) - X12[5]) and all(c12_v.subs(s, q) < X12[5] for q in (sp.Rational(1, 10), 1))
print("d/ds E[bet s | x] = 2(x - v(s)) >= 2(x - v(U)) = 2(x - x5) >= 0 on all of [L, U]")

# %% [markdown]
# *Case (b)*: "We know from (5) that ... $2x_3 - c(L) - 1 = 0$". Eq. (5) reads $x_3 + L(2x_3 - c(L) - 1) =
# x_3$, which gives this only for $L > 0$; at $L = 0$ it is $0 = 0$, and $x_3 = \frac{1 + c(0)}{2}$ holds
# there only as the limit $L \to 0$ (which `lcp`'s solution and the sympy appendix both impose).

# %% tags=["rev-app-b-l-zero"]
x3_, cL_ = sp.symbols("x3 c_L")
eq5 = (x3_ - cL_) * (1 + L) - (1 - x3_) * L + cL_ - x3_  # eq. (5), left minus right (+1/2 accounting)
assert sp.expand(eq5 - L * (2 * x3_ - cL_ - 1)) == 0
assert eq5.subs(L, 0) == 0
assert rational.is_zero(sol_rt[x3].subs(r, 0) - (1 + d.call.subs(s, 0).subs(x2, sol_rt[x2].subs(r, 0))) / 2)
print("eq. (5) is L (2 x3 - c(L) - 1) = 0: at L = 0 it says nothing; the solution's x3 = (1 + c(0))/2 there is the limit")

# %% [markdown]
# ### Wording in Appendices B and D: wrong words, right results
#
# Wording in Appendices B and D (the results are right):
#
# * B, case (d): the expected value of betting $s$ is "equal to 0 at $s = v^{-1}(x)$". Its *derivative* is
#   0 there; the value is positive (in B's accounting, $E > x > 0$).
# * D, proof of Theorem D.1 (and Sec. 8.2): a checking hand "wins only the ante exactly when they have the
#   best hand, which happens with probability $x$. The value of the ante is $\frac12$, so the bettor's expected
#   value is $x-\frac12$." That reasoning gives $x/2$; $x - \tfrac12$ also counts the bettor's own ante, lost
#   with probability $1 - x$.
# * D, Theorem D.1: "Let $EV(x)$ denote the expected value of a value-betting hand $x$": its display gives
#   $EV$ of every hand, bluffs and checks included, and is right on all of $[0, 1]$.

# %% tags=["rev-appendix-wording"]
slope_at_own = (2 * (xx - d.value_hand)).subs(x2, X12[2]).subs({xx: x_45, s: own})
assert sp.simplify(slope_at_own) == 0
E_own_B = E45["own size v^-1(x)"] + half  # Appendix B's accounting
assert E_own_B > x_45 > 0
assert sp.expand(xx * half + (1 - xx) * (-half) - (xx - half)) == 0 and sp.expand(xx * half - (xx - half)) != 0
eq12 = limit.solve(0.1, 2.0)
X12f = eq12.x
checks_ = np.linspace(X12f[2], X12f[3], 9)[1:-1]
assert np.max(np.abs(eq12.ev(checks_) - (checks_ - 0.5))) < 1e-15


def EV_D1(xv, Lv=0.1, Uv=2.0):
    """Theorem D.1's display, case by case (net payoffs)."""
    xs_ = X12f
    call = lambda q: (xs_[2] + q) / (1 + q)  # noqa: E731
    if xv <= xs_[2]:
        return xs_[2] - 0.5
    if xv <= xs_[3]:
        return xv - 0.5
    if xv < xs_[4]:
        return xv * (2 * Lv + 1) - Lv * (call(Lv) + 1) - 0.5
    if xv <= xs_[5]:
        q = math.sqrt((1 - xs_[2]) / (2 * (1 - xv))) - 1
        return xv * (2 * q + 1) - q * (call(q) + 1) - 0.5
    return xv * (2 * Uv + 1) - Uv * (call(Uv) + 1) - 0.5


grid_ = np.linspace(0, 1, 2001)
err_D1 = np.max(np.abs(np.array([EV_D1(xv) for xv in grid_]) - eq12.ev(grid_)))
print(f"x = 4/5 at (1/10, 2): dE/ds = 0 at its size, E = {float(E_own_B):.4f} (+1/2 accounting); "
      f"checks: EV = x - 1/2 {below(np.max(np.abs(eq12.ev(checks_) - (checks_ - 0.5))), 1e-14)}")
print(f"Theorem D.1's display against lcp's EV on all of [0, 1], bluffs and checks included: {below(err_D1, 1e-13)}")

# %% [markdown]
# ### Lemma C.1 holds, but not for the reason given
#
# Appendix C. *Lemma C.1* ($x_2$ increases with $U$) holds, with $\frac{\partial x_2}{\partial t} =
# \frac{-18t^2}{(r^3 + t^3 - 7)^2}$ as printed, but not for the reason given, "positive since $r, t \in (0,
# 1)$ implies $r^3 + t^3 - 7 < 0$": the denominator is a square, so its sign does not enter;
# $\frac{dx_2}{dU} = \frac{18t^4}{(r^3 + t^3 - 7)^2}$ is positive because $t > 0$ ($U$ finite), and $r = 0$
# ($L = 0$) is allowed.

# %% tags=["rev-lemma-c1-reason"]
dx2_dt = sp.diff(printed[x2], t)
assert rational.is_zero(dx2_dt + 18 * t**2 / M**2)  # as printed
dx2_dU_rt = sp.cancel(dx2_dt * -(t**2))  # dt/dU = -1/(1 + U)^2 = -t^2
assert rational.is_zero(dx2_dU_rt - 18 * t**4 / M**2)
assert rational.is_zero(dx2_dU_rt - (18 * t**4 / (-M) ** 2))  # the same whichever sign M has
assert same(dx2_dU, dx2_dU_rt.subs({r: L / (1 + L), t: 1 / (1 + U)}))  # = notebook 5's, in L and U (Lemma 7.1)
assert dx2_dU_rt.subs({r: 0, t: half}) > 0 and dx2_dU_rt.subs(t, 0) == 0
print("dx2/dU = 18 t^4/(r^3 + t^3 - 7)^2: > 0 for t > 0 (any r, r = 0 included), -> 0 as U -> oo")

# %% [markdown]
# *After Theorem C.1*, new in the revision: "Specifically, this threshold is greater than the hand strength
# $v(U)$ which bets the maximum." True of the right threshold $x^\ast = v(U) + \frac{U x_2'}{2(1+U)}$, not of
# the printed one, whose second term $\frac{1}{2(1+U)}\bigl(U x_2' + \frac{U^2 + x_2(1 + 2U)}{1+U}\bigr)$
# (the manuscript's misprint, still printed) lies below $v(U)$, so the printed $\max(v(U), \cdot)$ is $v(U)$
# and misses the hands of $(v(U), x^\ast)$, which bet $U$ and lose as $U$ grows. And at $x = x^\ast$ itself the
# derivative is 0, not "$> 0$ otherwise". At the paper's profiles, exactly:

# %% tags=["rev-threshold-above-v"]
g_ = sp.Symbol("g")  # x2' = dx2/dU, kept as a symbol for the identity
v_U = d.value_hand.subs(s, U)
x_star_g = v_U + U * g_ / (2 * (1 + U))
printed_g = (U * g_ + (U**2 + x2 * (1 + 2 * U)) / (1 + U)) / (2 * (1 + U))
assert rational.is_zero(x_star_g - printed_g - (U**2 + 4 * U + 1 - 2 * U * x2) / (2 * (1 + U) ** 2))  # > 0: x2 < 1
v_U, x_star, printed_threshold = (e_.subs({g_: dx2_dU, x2: sol[x2]}) for e_ in (v_U, x_star_g, printed_g))
dEV_U_hand = lambda xv: 2 * (xv - v_U) - U / (1 + U) * dx2_dU  # noqa: E731  (a hand betting U)
rows = []
for Lq, Uq in [(0, 10), (sp.Rational(1, 10), 2), (sp.Rational(3, 10), sp.Rational(3, 2)), (half, 1)]:
    at = {L: Lq, U: Uq}
    pr, vu, xs_ = (sp.nsimplify(e_.subs(at)) for e_ in (printed_threshold, v_U, x_star))
    assert pr < vu < xs_
    assert sp.simplify(dEV_U_hand(x_star).subs(at)) == 0 and dEV_U_hand((vu + xs_) / 2).subs(at) < 0
    rows.append((f"({Lq}, {Uq})", f"{float(pr):.4f}", f"{float(vu):.4f}", f"{float(xs_):.6f}"))
display(Table(rows, ["$(L, U)$", "printed second term", "$v(U)$", "$x^*$ (EV rises above)"]))

# %% [markdown]
# ### What holds in Appendices C and D
#
# What holds in Appendices C and D, besides Lemma C.1: Lemma C.3's identity $\frac{1 - x_2}{(v^{-1}(x) +
# 1)^2} = 2 - 2x$; the proof of Theorem C.1's $2x - 1 - c(v^{-1}(x)) = v^{-1}(x)\,c'(s) > 0$ (from the value
# optimality condition); Theorem D.2's slopes ($2U + 1$ for hands betting $U$, $1 + 2s$ along the
# intermediate ones, by the envelope theorem $dEV/ds = 0$); and Section D.3's reading: the top hand is called
# with probability $1 - c(U) = \frac{1 - x_2}{1 + U}$, which falls as $U$ grows, and the calling frequency
# $1 - c(s) = \frac{1 - x_2}{1 + s}$ falls with the size. (Lemma C.2's printed $v^{-1}(x)$ and its derivative
# are the manuscript's Lemma 7.2, checked in notebook 5, `lemma-7-2`.)

# %% tags=["rev-appendix-c-d"]
q_ = sp.Symbol("q", positive=True)  # q = 1 - x > 0 for a value hand below 1
vinv = sp.sqrt((1 - x2) / (2 * q_)) - 1
assert sp.simplify((1 - x2) / (vinv + 1) ** 2 - 2 * q_) == 0  # Lemma C.3: = 2 - 2x
optimality = -s * sp.diff(d.call, s) - d.call + 2 * d.value_hand - 1  # eq. (4)
assert rational.is_zero(optimality)
assert rational.is_zero((2 * d.value_hand - 1 - d.call) - s * sp.diff(d.call, s))  # at x = v(s)
assert rational.is_zero(sp.diff(d.call, s) - (1 - x2) / (1 + s) ** 2)  # > 0
assert sp.diff(E_bet(xx, d.call.subs(s, U), U), xx) == 2 * U + 1
E_inner = E_bet(d.value_hand, d.call, s)
assert rational.is_zero(sp.diff(E_inner, s) / sp.diff(d.value_hand, s) - (1 + 2 * s))
assert rational.is_zero(sp.diff(E_bet(xx, d.call, s), s).subs(xx, d.value_hand))  # dEV/ds = 0 at the own size
call_top = sp.cancel(1 - d.call.subs(s, U))
assert rational.is_zero(call_top - (1 - x2) / (1 + U))
d_call_top = sp.diff(call_top.subs(x2, sol[x2]), U)
assert positive_coefficients(-d_call_top, L, U)  # falls as U grows
assert rational.is_zero(sp.diff((1 - x2) / (1 + s), s) + (1 - x2) / (1 + s) ** 2)
print("Lemma C.3's identity; 2x - 1 - c(v^-1(x)) = s c'(s) > 0; EV' = 2U + 1 and 1 + 2s; P(x = 1 called) = "
      "(1 - x2)/(1 + U), falling with U")

# %% [markdown]
# ### The sympy appendix: every printed output is right
#
# The sympy appendix (in the LaTeX, not in the posted contents list) prints the author's derivation
# step by step. Each printed output, recomputed with the companion's own derivation: $c$, $v$ and $b$ from
# `limit.derive()` (C.2-C.4); the five thresholds in terms of $x_2$ from its five conditions that do not
# involve $b_0$ (C.5), then $x_2$ and $b_0$ from the two continuity conditions of $b$ (C.6); the complete
# solution (C.9); the unsimplified game value it prints (C.12); the closed form (C.13):

# %% tags=["rev-sympy-outputs"]
printed_sympy = {  # the outputs as printed, in s, x2, b0, r, t
    "c": (s + x2) / (s + 1),
    "v": (2 * s**2 + 4 * s + x2 + 1) / (2 * (s**2 + 2 * s + 1)),
    "b": b0 - (3 * s + 1) * (x2 - 1) / (6 * (s**3 + 3 * s**2 + 3 * s + 1)),
}
for name, ours in (("c", d.call), ("v", d.value_hand), ("b", d.bluff_hand)):
    assert rational.is_zero(ours - printed_sympy[name]), name
printed_c5 = {
    x0: t**3 * x2 / 2 - t**3 / 2 - t**2 * x2 / 2 + t**2 / 2,
    x1: -(r**3) * x2 / 2 + r**3 / 2 + r**2 * x2 / 2 - r**2 / 2 + x2,
    x3: -r * x2 / 2 + r / 2 + x2 / 2 + half,
    x4: r**2 * x2 / 2 - r**2 / 2 - r * x2 + r + x2 / 2 + half,
    x5: t**2 * x2 / 2 - t**2 / 2 + 1,
}
five = [c.lhs - c.rhs for name, c in d.threshold_conditions.items() if not name.startswith("continuity b")]
(in_x2,) = sp.linsolve(five, [x0, x1, x3, x4, x5])
in_x2 = dict(zip([x0, x1, x3, x4, x5], in_x2))
for k, form in printed_c5.items():
    assert rational.is_zero(in_x2[k].subs(to_rt) - form), k
two = [c.lhs - c.rhs for name, c in d.threshold_conditions.items() if name.startswith("continuity b")]
(x2_b0,) = sp.linsolve([sp.cancel(e_.subs(in_x2).subs(to_rt)) for e_ in two], [x2, b0])
assert rational.is_zero(x2_b0[0] - (r**3 + t**3 - 1) / (r**3 + t**3 - 7))  # C.6, as printed
assert rational.is_zero(x2_b0[1] - t**3 / (r**3 + t**3 - 7))
printed_b_c9 = (-3 * s + t**3 * (s + 1) ** 3 - 1) / ((r**3 + t**3 - 7) * (s**3 + 3 * s**2 + 3 * s + 1))
assert rational.is_zero(printed_b_c9 - printed_fn["b(s)"])  # C.9 (the other lines are Theorem 5.1's)
# C.12, the game value as printed; A and B stand for its two powers ((t^2/u^2)^(3/2), ((r^2-2r+1)/u^2)^(3/2))
u = r**3 + t**3 - 7
A_, B_ = sp.symbols("A B")
inner = (3 * r**3 * (r**3 + t**3 + 3 * t**2 - 7) + 3 * r**3 * (-(r**3) - 3 * r**2 + 6 * r - t**3 + 4) + 99 * r**2
         - 198 * r + 3 * t**3 * (r**3 + t**3 + 3 * t**2 - 7) + 3 * t**3 * (-(r**3) - 3 * r**2 + 6 * r - t**3 + 4)
         - 99 * t**2 - 48 * A_ * u**3 + 48 * B_ * u**3 + 3 * (r + 1) * u - (r**3 + t**3 - 1) ** 2
         + (r**3 + t**3 - 1) * (r**3 + t**3 + 5) + (r**3 - 3 * r + t**3 - 4) ** 2 - (r**3 + t**3 + 3 * t**2 - 7) ** 2
         + (r**3 + 3 * r**2 - 6 * r + t**3 - 4) ** 2 + 99)
sextic = r**6 + 2 * r**3 * t**3 - 14 * r**3 + t**6 - 14 * t**3 + 49
game_value = ((3 * (r * (r**4 - 4 * r**3 - 6 * r**2 + r * t**3 + 8 * r - t**3 + 1)
                    + t**2 * (-(r**3) - t**3 + 3 * t**2 - 18 * t + 19)) * u**2 + sextic * inner)
              / (2 * u**2 * sextic))
powers = {A_: -(t**3) / u**3, B_: -((1 - r) ** 3) / u**3}  # |a|^3/|u|^3 on the domain: t >= 0, r < 1, u < 0
assert rational.is_zero(game_value.subs(powers) - V_rt_printed)
for pt_ in ({r: sp.Rational(1, 11), t: sp.Rational(1, 3)}, {r: 0, t: sp.Rational(1, 11)}, {r: half, t: half}):
    as_printed = game_value.subs({A_: (t**2 / u**2) ** sp.Rational(3, 2), B_: ((r**2 - 2 * r + 1) / u**2) ** sp.Rational(3, 2)})
    assert abs(sp.N((as_printed - V_rt_printed).subs(pt_), 40)) < 1e-30
closed = (r**3 + t**3 - 1) / (2 * (r**3 + t**3 - 7))  # C.13
assert rational.is_zero(closed - V_rt_derived)
print("C.2-C.6, C.9: every printed output = the companion's derivation; C.12's value (its powers read as "
      "|.|^3) and C.13's closed form = the derived V")

# %% [markdown]
# ### The appendix's proof sketch does not derive the closed form
#
# The appendix's proof sketch (C.13) of the closed form does not derive it. Step 2 puts "all terms" over
# $2u^3$, $u = r^3 + t^3 - 7$, but the printed denominator is $2u^2(r^6 + \dots + 49) = 2u^4$. Step 3 uses
# $t^3 - (r-1)^3$ "for the fourth term": that is what the two powers $(\cdot)^{3/2}$ give if
# $(a^2)^{3/2}$ is read as $a^3$, and that reading leaves $V - \frac{48t^3}{u^2}$, not $V$; on the domain
# they are $\lvert a\rvert^3$ and give $48(t^3 + (r - 1)^3)$. Step 4, "All $u^3$ terms cancel", contradicts its
# own next line ("leaving only $u^2(u + 6) = u^3 + 6u^2$"); over the printed denominator the numerator is
# $u^3(u + 6) = u^4 + 6u^3$. The closed form is right nonetheless (previous cell).

# %% tags=["rev-sympy-sketch"]
assert sp.expand(sextic - u**2) == 0  # the printed denominator 2 u^2 (r^6 + ... + 49) is 2 u^4
naive = game_value.subs({A_: t**3 / u**3, B_: (r - 1) ** 3 / u**3})  # (a^2)^(3/2) read as a^3
assert rational.is_zero(naive - (V_rt_printed - 48 * t**3 / u**2))
fourth = sp.expand((-48 * A_ * u**3 + 48 * B_ * u**3).subs(powers))
assert sp.expand(fourth - 48 * (t**3 + (r - 1) ** 3)) == 0
assert sp.expand((-48 * A_ * u**3 + 48 * B_ * u**3).subs({A_: t**3 / u**3, B_: (r - 1) ** 3 / u**3})
                 + 48 * (t**3 - (r - 1) ** 3)) == 0  # the sketch's t^3 - (r - 1)^3
assert rational.is_zero(V_rt_printed * 2 * u**4 - (u**4 + 6 * u**3))
print("denominator 2u^4; the a^3 reading leaves V - 48 t^3/u^2; |a|^3 gives 48(t^3 + (r - 1)^3); "
      "numerator over 2u^4: u^4 + 6u^3")

# %% [markdown]
# ## 9.4 What else differs: the compiled PDF, and the figures
#
# ### The author's compiled PDF against the LaTeX
#
# The author's `main.pdf` (6 February 2026, two days before the LaTeX's commit) against the LaTeX,
# compared text by text by the reviewers. Where the posted arXiv text follows one or the other cannot be told
# from these files.
#
# * Definition 3.1 (p. 10): the PDF prints "payoff is $0.5 + 2s$ to the player with higher hand strength" for
#   a called bet; the LaTeX has $0.5 + s$, which is right (cell `rev-payoff-arithmetic`: $0.5 + 2s$ is the pot
#   less the ante only). A reader of the PDF meets a wrong rule of the game: erratum E-rev-070.
# * Sentences the PDF lacks: Sec. 3's "The losing player's payoff is always the negative of the winning
#   player's payoff, making it a zero-sum game" and Appendix B's opening "We now show formally that the
#   strategy profile described in Section 5 is truly a Nash Equilibrium" (p. 34 starts with the proof).
# * Sec. 4.1's refinements (p. 11): the PDF restricts the caller to monotone strategies "which are more robust
#   and less exploitable" (false in general: E-rev-007); the LaTeX says "(defined below)" instead.
# * Appendix B, first paragraph: the PDF says the system "was solved symbolically using Mathematica and
#   simplified by finding common subexpressions $A_0, \dots, A_5$. The full Mathematica script is available in
#   Appendix ??"; the LaTeX says sympy and links the script (the PDF itself contains the sympy appendix and no
#   $A_0, \dots, A_5$). Sec. 5's "using Mathematica (see Appendix ??)" is in both (cell `rev-cross-references`).
# * Appendix letters: the PDF follows the LaTeX's order, A, B, C (sympy), D (Parameter Analysis), E (Payoff
#   Analysis), so its theorems read D.1, E.1, E.2 where the posted paper has C.1, D.1, D.2.
# * Equation references print as bare numbers ("We know from 5 that"); their targets are right. Appendix B's
#   number line compiles as Figure 8, captioned with $c(L)$ while the text is about $c(s)$.
#
# ### The figures are unchanged
#
# The figures. The revision's 14 images are byte for byte the reference copies in
# `../shared/paper-figures/` that `tests/notebooks/test_paper_figures.py` digitises (the four LCP profiles of its
# Figure 2 and the NLCP profile of its Figure 1) and that notebooks 2, 4 and 5 compare with their own: no
# figure changed. So the NLCP figure's misdrawn bluffing branch (notebook 2, `erratum-nlcp-figure`) is
# printed again as Figure 1, and what is new about the figures is in their captions: Figure 3's symmetry axis
# (`rev-symmetry-axis`) and Figure 6's curves (`rev-ev-vs-u-caption`).

# %% [markdown]
# ## Errata found in this section

# %%
display(Markdown(errata.markdown(errata.for_notebook("09_revision"))))
