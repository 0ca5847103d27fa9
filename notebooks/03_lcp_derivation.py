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
# # 3. Limit continuous poker: the equilibrium derived
#
# **What this notebook finds**
#
# * <a href="#cell-lcp-certificate">The paper's profile is an equilibrium for every $0 \le L \le U \le \infty$</a>,
#   certified exactly, but <a href="#cell-lcp-admissible">Theorem 4.1's uniqueness is false</a>: the paper's
#   bluff plan and its mirror image are both admissible (Sec. 3.7).
# * What is unique is the caller's $c(s)$, the value bets, the checks and how often each size is bluffed;
#   <a href="#cell-monotone-admissible">the revision's monotone refinement does not single out the paper's
#   plan either</a> (Sec. 3.8).
# * <a href="#cell-seven-equations">The conditions of equilibrium, written from the rules, have one solution</a>
#   (sympy, `lcp.continuous.limit.derive`); in $r = L/(1+L)$, $t = 1/(1+U)$ <a href="#cell-rt-compact">it is a small
#   rational form over $7 - m$, $m = r^3 + t^3$</a> (Sec. 3.3), and
#   <a href="#cell-closed-form">it equals the paper's closed form</a> (Theorem 5.1).
# * Several printed conditions are misprints: <a href="#cell-erratum-eq2-eq3">equations (2) and (3)</a>,
#   <a href="#cell-erratum-eq4">equation (4)</a>, <a href="#cell-erratum-summary-x3">the summary line for
#   $x_3$</a> and <a href="#cell-erratum-theorem-5-1">the lines for $v(s)$ and $b(s)$ of Theorem 5.1</a>
#   (the table at the end lists them all).
# * The equilibrium is confirmed again <a href="#cell-exploitability">by best responses on a discretisation</a>
#   and <a href="#cell-monte-carlo">by simulation</a>; <a href="#cell-figure-1">the paper's Figure 1 is
#   regenerated</a> from the closed form (Figure 3.2).
#
# *Manuscript (May 2025) Secs. 3-5 (Definition 3.1, Theorem 4.1, Sec. 4.2, Theorem 5.1; the draft's
# Sec. 5.2.4); in the revision (arXiv:2606.01390) Secs. 3-5 (Definition 3.1, Sec. 4.1-4.4, Theorem 5.1 in
# $r = L/(1+L)$, $t = 1/(1+U)$), Appendix A (monotone strategies, §3.8 here) and Appendix B.* The
# rules of the fixed-bet game (notebook 1), except that the bettor may bet any size $s \in [L, U]$, with
# $0 \le L \le U \le \infty$. Units, kept throughout: pot 1 (ante $\tfrac12$ each), payoffs the bettor's net
# winnings: check $\pm\tfrac12$, bet and fold $+\tfrac12$, bet and call $\pm(\tfrac12 + s)$.
#
# **Structure** (manuscript Thm. 4.1, revision Sec. 4.3). The caller calls a bet $s$ with $y > c(s)$. The bettor splits the
# hands at $0 \le x_0 \le x_1 \le x_2 \le x_3 \le x_4 \le x_5 \le 1$:
#
# | hands | action |
# | --- | --- |
# | $(0, x_0)$ | bluff $U$ |
# | $(x_0, x_1)$ | bluff $s$ with $b(s) = x$ |
# | $(x_1, x_2)$ | bluff $L$ |
# | $(x_2, x_3)$ | check |
# | $(x_3, x_4)$ | value bet $L$ |
# | $(x_4, x_5)$ | value bet $s$ with $v(s) = x$ |
# | $(x_5, 1)$ | value bet $U$ |
#
# The sections: the payoffs (3.1), the strategy functions $c$, $v$, $b$ (3.2), the seven equations and their
# solution (3.3), the paper's closed form (3.4), misprints in the conditions (3.5), the corners of the domain
# (3.6), certificates and which equilibria are unique (3.7), the revision's monotone refinement (3.8), Figure 1
# (3.9).

# %% tags=["parameters"]
quick = False  # smaller samples and grids (the tests run this)
seed = 20250524  # seed of the Monte Carlo generator
L_overlay = 0.1  # the fixed L of the overlay figure (profiles as U grows)

# %% tags=["hide-input"]
import math
from fractions import Fraction

import numpy as np
import sympy as sp
from IPython.display import Markdown, Math, display

from lcp.continuous import admissible, exploit, fixed_bet, limit, monotone, no_limit, printed_profile, simulate
from lcp.core import config, rational
from lcp.record import errata
from lcp import plotting
from lcp.notebook import SEED, Flag, Real, Table, below, check_parameters

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "seed": SEED, "L_overlay": Real(0, 5)})
L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
b0 = limit.B0_SYMBOL
d = limit.derive()

# %% [markdown]
# ## 3.1 The payoffs, and the paper's accounting
#
# With hand $x$ against the threshold $c = c(s)$, a bet of size $s$ earns
# $E(x, s) = \tfrac c2 + (\tfrac12 + s)(2\max(x, c) - c - 1)$ (folds, calls won, calls lost), a check
# $x - \tfrac12$. The paper computes with winnings net of one's own bets but *not* of the ante (fold
# $+1$, call won $+(1 + s)$, call lost $-s$, check won $+1$): every such payoff is ours plus $\tfrac12$.
# Its Definition 3.1 instead calls the pot $1 + 2s$ the "payoff" of a call.

# %% tags=["erratum-definition-3-1"]
xx, cc, ss = sp.symbols("x c s", positive=True)
paper_value_bet = (xx - cc) * (1 + ss) - (1 - xx) * ss + cc  # Sec. 4.2.2, E[value bet s | x]
paper_bluff = cc - (1 - cc) * ss  # eq. (1)
assert sp.simplify(paper_value_bet - (fixed_bet.bet_ev(xx, cc, ss, x_above_c=True) + sp.Rational(1, 2))) == 0
assert sp.simplify(paper_bluff - (fixed_bet.bet_ev(xx, cc, ss, x_above_c=False) + sp.Rational(1, 2))) == 0
assert sp.simplify(xx - (fixed_bet.check_ev(xx) + sp.Rational(1, 2))) == 0
print("the paper's E[value bet], E[bluff] and E[check] are the net payoffs plus 1/2;")
print("a call won pays 1 + s net of one's own bet, not the pot 1 + 2s of Definition 3.1")

# %% [markdown]
# ## 3.2 The strategy functions c, v, b
#
# For sizes strictly between $L$ and $U$:
#
# 1. **Bluffs are indifferent** among all sizes and with checking at the boundary hand $x_2$ (a bluff's
#    payoff does not depend on its hand): this gives $c(s)$, eq. (3.1).
# 2. **A value hand's size is optimal**: $\partial_s E(x, s) = 0$ at $x = v(s)$ (the chain rule through
#    $c(s)$ included), eq. (3.2).
# 3. **The caller is indifferent at $c(s)$**: the hands betting sizes in $[s, s + ds]$ are a bluffing
#    interval of length $-b'(s)\,ds$ and a value interval of length $v'(s)\,ds$; calling gains $1 + s$
#    against the first and loses $s$ against the second, eq. (3.3). This determines $b$ up to a constant
#    $b_0$, written as the formal value $b(\infty)$.
#
# Their solutions are (3.4)-(3.6).

# %%
for k, eq in enumerate(d.function_conditions.values(), 1):  # (3.1)-(3.3), in the order of the list above
    display(Math(sp.latex(eq) + rf" \tag{{3.{k}}}"))
display(Math(r"c(s) = " + sp.latex(d.call) + r" \tag{3.4}"))
display(Math(r"v(s) = " + sp.latex(d.value_hand) + r" = 1 - \frac{1 - x_2}{2(1 + s)^2} \tag{3.5}"))
display(Math(r"b(s) = " + sp.latex(d.bluff_hand) + r" \tag{3.6}"))
assert list(d.function_conditions) == ["bluffs indifferent (defines c)", "value size optimal (defines v)",
                                       "caller indifferent at c(s) (defines b)"]
assert sp.simplify(d.value_hand - (1 - (1 - x2) / (2 * (1 + s) ** 2))) == 0

# %% [markdown]
# ## 3.3 The seven equations in $x_0, \dots, x_5$, $b_0$
#
# * the caller is indifferent at $s = L$, where the bluffs $(x_1, x_2)$ and the value bets $(x_3, x_4)$
#   bet (3.7), and at $s = U$, bluffs $(0, x_0)$ against value bets $(x_5, 1)$ (3.8);
# * the hand $x_3$ is indifferent between checking and value betting $L$ (3.9);
# * continuity: $b(U) = x_0$, $b(L) = x_1$, $v(U) = x_5$, $v(L) = x_4$ (3.10)-(3.13).
#
# With $c$, $v$, $b$ substituted every equation is linear in the seven unknowns, so sympy's `linsolve`
# solves the system at once (no Mathematica needed).

# %%
assert list(d.threshold_conditions)[:3] == ["caller indifferent at s = L", "caller indifferent at s = U",
                                           "x3 indifferent: check ~ value bet L"]
for k, eq in enumerate(d.threshold_conditions.values(), 7):  # (3.7)-(3.13), in the order of the list above
    display(Math(sp.latex(eq) + rf" \tag{{3.{k}}}"))

# %% tags=["seven-equations"]
residuals = [sp.simplify((e.lhs - e.rhs).subs(d.solution)) for e in d.threshold_conditions.values()]
assert residuals == [0] * 7
print("all seven equations hold identically in L and U")

# %% [markdown]
# ### The solution in $r$ and $t$
#
# In $L$ and $U$ the solution is long (printed, folded, after the next cell). In the coordinates of the
# triangle $0 \le L \le U \le \infty$, $r = \frac{L}{1+L}$ and $t = \frac{1}{1+U}$ (both in $[0, 1]$,
# $r + t \le 1$; the revision's Theorem 5.1 states the profile in them), every threshold, $b_0$ and the value are
# small polynomials over one denominator $7 - m$, $m = r^3 + t^3$. The cell below substitutes
# $L = \frac{r}{1-r}$, $U = \frac{1-t}{t}$ into the derived solution, multiplies by $7 - m$, checks that a
# polynomial is left, and writes it with $m$ wherever that shortens it. The value depends on $(L, U)$ only
# through $m$, and $V = x_2/2$ (notebook 4, Sec. 4.5, says why).

# %% tags=["rt-compact"]
r, t_ = sp.symbols("r t", positive=True)
m_sym = sp.Symbol("m")
m = r**3 + t_**3
to_rt = {L: r / (1 - r), U: (1 - t_) / t_}


def over_7_minus_m(expr):
    """expr(L, U) in (r, t) as N/(7 - m): N a polynomial (checked), with m for r^3 + t^3 unless that lengthens it."""
    N = sp.expand(sp.cancel(sp.together(expr.subs(to_rt)) * (7 - m)))
    assert sp.fraction(sp.cancel(N))[1] == 1, "not a polynomial over 7 - m"
    c3 = sp.Poly(N, r, t_).coeff_monomial(t_**3)  # -m carries the r^3 and t^3 of N when their coefficients agree
    with_m = sp.expand(N - c3 * m) + c3 * m_sym
    short = with_m if len(sp.Add.make_args(with_m)) <= len(sp.Add.make_args(N)) else N
    assert sp.expand(short.subs(m_sym, m) - N) == 0
    return short


def typeset(name, N, tag):
    """name = N/(7 - m), a common denominator of the coefficients of N moved below the line."""
    k = sp.ilcm(1, *(sp.fraction(c)[1] for c in sp.Poly(N, r, t_, m_sym).coeffs()))
    den = "7 - m" if k == 1 else f"{k}(7 - m)"
    return Math(rf"{name} = \frac{{{sp.latex(sp.expand(k * N), order='rev-lex')}}}{{{den}}} \tag{{{tag}}}")


compact = {sym: over_7_minus_m(d.solution[sym]) for sym in (*limit.X_SYMBOLS, b0)}
compact["V"] = over_7_minus_m(d.value)
for k, (sym, N) in enumerate(compact.items()):
    display(typeset("V(L, U)" if sym == "V" else sp.latex(sym), N, f"3.{14 + k}"))
assert sp.expand(compact["V"] - compact[x2] / 2) == 0  # V = x2/2
assert compact["V"].free_symbols == {m_sym}  # V depends on (L, U) only through m
print("x0..x5, b0 and V: the derived solution in (r, t), each a polynomial over 7 - m")

# %% [markdown]
# The solution in $L$ and $U$, as `linsolve` returns it (folded on the site: open it to see how long it is):

# %% tags=["hide-output"]
for sym in (*limit.X_SYMBOLS, b0):
    display(Math(sp.latex(sym) + " = " + sp.latex(d.solution[sym])))

# %% [markdown]
# **Erratum (the summary of the conditions in Sec. 4.2, and the draft's Sec. 5.2.4).** The list of equations
# before Sec. 4.2.1 gives the check/value indifference of $x_3$ as $c(L) - (1 - c(L))L = x_3$. That is the
# bluffing condition (7) at $s = L$ with $x_3$ for $x_2$; since $c(L) = \frac{x_2 + L}{1 + L}$ it would force
# $x_3 = x_2$, leaving no hand to check. The condition is eq. (6), printed correctly in Sec. 4.2.2:
# $(x_3 - c(L))(1 + L) - (1 - x_3)L + c(L) = x_3$, i.e. $x_3 = \frac{1 + c(L)}{2}$.

# %% tags=["erratum-summary-x3"]
x3_sym, cL = sp.symbols("x3 c_L")
summary_line = sp.Eq(cL - (1 - cL) * L, x3_sym)
eq6 = sp.Eq((x3_sym - cL) * (1 + L) - (1 - x3_sym) * L + cL, x3_sym)  # paper units: fold 1, call +-(1+s)/s
c_at_L = d.call.subs(s, L)
assert sp.simplify(sp.solve(summary_line, x3_sym)[0].subs(cL, c_at_L) - x2) == 0  # the printed line: x3 = x2
(x3_from_6,) = sp.solve(eq6, x3_sym)
assert sp.simplify(x3_from_6 - (1 + cL) / 2) == 0
assert sp.simplify(x3_from_6.subs(cL, c_at_L).subs(x2, d.solution[x2]) - d.solution[x3]) == 0  # our x3
display(Math(r"\text{printed summary line: } x_3 = " + sp.latex(sp.simplify(sp.solve(summary_line, x3_sym)[0].subs(cL, c_at_L)))))
display(Math(r"\text{eq. (6): } x_3 = \frac{1 + c(L)}{2} \text{ (the derived } x_3)"))

# %% [markdown]
# ## 3.4 The paper's closed form (Theorem 5.1)
#
# The paper prints the solution with the common subexpressions $A_0, \dots, A_5$. Each threshold equals
# the derivation exactly:

# %% tags=["closed-form"]
A0 = U**2 + 3 * U + 3
A1 = 7 * U**3 + 21 * U**2 + 21 * U + 6
A2 = 6 * U**3 + 18 * U**2 + 18 * U + 5
A3 = 7 * U**3 + 21 * U**2 + 18 * U + 3
A4 = 3 * A1 * L**2 + 3 * A1 * L + A1 + A2 * L**3
A5 = 3 * A0 * L**2 * U + 3 * A0 * L * U + A0 * U - L**3
printed = {  # Theorem 5.1 (identical in the draft's Sec. 5.2.4)
    x0: 3 * (L + 1) ** 3 * U / A4,
    x1: (3 * A0 * L * U + A0 * U - L**3 - 3 * L**2) / A4,
    x2: A5 / A4,
    x3: (A2 * L**3 + 3 * A2 * L**2 + 3 * L * (5 * U**3 + 15 * U**2 + 15 * U + 4) + 4 * U**3 + 12 * U**2 + 12 * U + 3) / A4,
    x4: (3 * A1 * L**2 + A2 * L**3 + 3 * A2 * L + 4 * U**3 + 12 * U**2 + 12 * U + 3) / A4,
    x5: (3 * A3 * L**2 + 3 * A3 * L + A3 + L**3 * (6 * U**3 + 18 * U**2 + 15 * U + 2)) / A4,
}
for sym, expr in printed.items():
    assert rational.is_zero(expr - d.solution[sym]), sym
    print(f"{sym}: printed - derived = 0")

# %% [markdown]
# The function lines of Theorem 5.1 are garbled: its $v(s) = \frac{x_2 + s}{2(s+1)^2}$ is not the
# solution (the draft's $\frac{1 + 4s + 2s^2 + x_2}{2(1+s)^2}$ is), and its first line
# "$b(s) = b_0 - \frac{(L+1)^3}{A_4}$" is the constant $b_0 = -\frac{(L+1)^3}{A_4}$. The draft's fully
# substituted $b(s)$, $c(s)$, $v(s)$ are right.

# %% tags=["erratum-theorem-5-1"]
paper_v = (x2 + s) / (2 * (s + 1) ** 2)
draft_v = (1 + 4 * s + 2 * s**2 + x2) / (2 * (1 + s) ** 2)
paper_b = b0 - (1 + 3 * s) * (x2 - 1) / (6 * (1 + s) ** 3)  # second b line, correct
assert sp.simplify(paper_v - d.value_hand) != 0 and sp.simplify(draft_v - d.value_hand) == 0
assert sp.simplify(paper_b - d.bluff_hand) == 0
assert rational.is_zero(d.solution[b0] - (-(L + 1) ** 3 / A4))
sol = {x2: d.solution[x2], b0: d.solution[b0]}
draft_full = {
    "b(s)": (-(L + 1) ** 3 * (-3 * A0 * s * U - A0 * U + s**3 + 3 * s**2) / (A4 * (s + 1) ** 3), d.bluff_hand),
    "c(s)": ((A5 / A4 + s) / (s + 1), d.call),
    "v(s)": ((A5 / A4 + 2 * s**2 + 4 * s + 1) / (2 * (s + 1) ** 2), d.value_hand),
}
for name, (draft_expr, ours) in draft_full.items():
    assert rational.is_zero(draft_expr - ours.subs(sol)), name
display(Math(r"v_{\text{printed}}(s) - v(s) = " + sp.latex(sp.factor(sp.simplify(paper_v - d.value_hand)))))
print("b0 = -(L + 1)^3 / A4; the draft's substituted b(s), c(s), v(s) equal the derivation")

# %% [markdown]
# ## 3.5 Misprints in the conditions (Sec. 4.2)
#
# **Equations (2) and (3)** swap the two kinds of hands. At a bet $s$, calling instead of folding gains
# $1 + s$ against a bluff and loses $s$ against a value bet, so the bluffs carry the factor $1 + s$
# (as in von Neumann's $a(1 + B) = (1 - v)B$, notebook 1). Solving the system with the printed (2) and
# (3) gives something else, which is not even von Neumann's solution when $L = U$:

# %% tags=["erratum-eq2-eq3"]
printed_eq2 = (x4 - x3) * (1 + L) - (x2 - x1) * L
printed_eq3 = (1 - x5) * (1 + U) - x0 * U
rest = [e.lhs - e.rhs for e in list(d.threshold_conditions.values())[2:]]
(wrong,) = sp.linsolve([printed_eq2, printed_eq3, *rest], [*limit.X_SYMBOLS, b0])
wrong_x2 = sp.factor(wrong[2])
fb = fixed_bet.derive()
B = fixed_bet.B_SYMBOL
P_num, P_den = sp.fraction(sp.cancel(wrong_x2.subs(to_rt)))  # shown in (r, t), where it is shorter
assert sp.expand(P_den - (P_num - 6 * (1 - t_))) == 0
display(Math(r"x_2 \text{ from the printed (2), (3)} = \frac{P}{P - 6(1 - t)},\quad \text{with}"))
display(Math(r"P = " + sp.latex(P_num, order="rev-lex")))
assert not rational.is_zero(wrong_x2 - d.solution[x2])
assert sp.simplify(wrong_x2.subs({L: B, U: B}) - fb.bluff_below) != 0
assert sp.simplify(d.solution[x2].subs({L: B, U: B}) - fb.bluff_below) == 0
print("with (L, U) = (1, 1): printed system x2 =", wrong_x2.subs({L: 1, U: 1}), "; corrected x2 =",
      d.solution[x2].subs({L: 1, U: 1}), "= von Neumann's a(1) = 1/9")

# %% [markdown]
# **What the printed (2) and (3) cost.** The system with the printed (2) and (3) still has a solution of the
# equilibrium's shape ($0 < x_0 < \dots < x_5 < 1$), so it names a profile: the bettor bluffs up to that
# $x_2$ and the caller calls a size $s$ above $(s + x_2)/(1 + s)$. At every intermediate size the caller stays
# indifferent between $b(s)$ and $v(s)$ (their densities keep the derived ratio for any $x_2$, $b_0$), so only
# the atoms $L$ and $U$ cost anything: there the printed weights put $(1 + s)/s$ times too few value bets
# beside the bluffs, and a caller who best responds calls them from a lower hand. `printed_profile.caller_gain`
# integrates what that caller gains over the profile exactly (a rational number for each rational $(L, U)$),
# `printed_profile.closed_form` gives it as a formula in $L$, $U$ and the thresholds, and `lcp.continuous.exploit`'s
# best response on 3000 hand cells agrees. Except near $L = 0$, $U = \infty$ the caller gains more than the
# whole value of the game:

# %% tags=["printed-profile-cost"]
cost_rows = []
g_L_form, g_U_form = printed_profile.closed_form()
F = Fraction
for L_c, U_c in [(F(1, 10), 2), (F(3, 10), F(3, 2)), (F(1, 2), 1), (1, 2), (F(1, 100), 100)]:
    gain = printed_profile.caller_gain(L_c, U_c)
    sub_c = dict(zip((L, U, *limit.X_SYMBOLS), (L_c, U_c, *gain.x)))
    assert g_L_form.subs(sub_c) == gain.at_L > 0 and g_U_form.subs(sub_c) == gain.at_U > 0
    assert gain.x[2] == wrong_x2.subs({L: L_c, U: U_c})  # the printed system's x2, from the cell above
    v_c = d.value.subs({L: L_c, U: U_c})
    assert (gain.total > v_c) == (U_c < 100)  # more than the game's whole value, except near (0, inf)
    discrete = exploit.discretised_gains(3000, *printed_profile.projection(L_c, U_c, 64))
    assert abs(discrete.caller_gain - float(gain.total)) < 1e-4
    cost_rows.append((f"({L_c}, {U_c})", f"{float(gain.x[2]):.4f}", f"{float(gain.at_L):.6f}",
                      f"{float(gain.at_U):.6f}", f"{float(gain.total):.6f}", f"{discrete.caller_gain:.6f}",
                      f"{float(v_c):.6f}", f"{float(gain.total / v_c):.2f}"))
display(Table(cost_rows, ["(L, U)", "printed x2", "gain at L", "gain at U", "caller's gain, exact",
                          "lcp.continuous.exploit", "V(L, U)", "gain / V"]))

# %% [markdown]
# **Equation (4) and the density ratio.** The value hands that bet sizes in $[s, s + ds]$ fill the
# interval $[v(s), v(s + ds)]$ of length $|v'(s)|\,ds$: more hands bet near $s$ where $v$ changes
# *fast*, so $P[\text{value}\mid s] / P[\text{bluff}\mid s] = |v'(s)| / |b'(s)|$ (the paper prints the
# inverse ratio and the opposite intuition). The indifference is then
# $|b'(s)|(1 + s) - |v'(s)|s = 0$; the printed $|b'(s)|(1 + s) + |v'(s)|s = 0$ is a sum of non-negative
# terms, which would force $v' = 0$. Checked on the solution, and by counting hands at $(L, U) = (0.1, 2)$:

# %% tags=["erratum-eq4"]
bp, vp = sp.simplify(sp.diff(d.bluff_hand, s)), sp.simplify(sp.diff(d.value_hand, s))
assert sp.simplify(-bp * (1 + s) - vp * s) == 0  # |b'| = -b', |v'| = v'
assert sp.simplify(-bp * (1 + s) + vp * s - 2 * vp * s) == 0 and sp.simplify(vp) != 0  # printed form = 2 v' s != 0
eq_n = limit.solve(0.1, 2.0)
s_mid, ds = 0.7, 1e-6
n_value = eq_n.value_hand(s_mid + ds) - eq_n.value_hand(s_mid)  # mass of value hands betting [s, s + ds]
n_bluff = eq_n.bluff_hand(s_mid) - eq_n.bluff_hand(s_mid + ds)
slope_v = float(vp.subs({x2: eq_n.x[2], s: s_mid}))
slope_b = float(-bp.subs({x2: eq_n.x[2], s: s_mid}))
print(f"at s = {s_mid}: value/bluff hands = {n_value / n_bluff:.4f}, |v'|/|b'| = {slope_v / slope_b:.4f}, "
      f"|b'|/|v'| = {slope_b / slope_v:.4f}")
assert math.isclose(n_value / n_bluff, slope_v / slope_b, rel_tol=1e-5)
assert math.isclose(n_bluff * (1 + s_mid), n_value * s_mid, rel_tol=1e-5)  # the corrected (4)

# %% [markdown]
# **The draft's continuity constraints (Sec. 5.2.3).** The draft opens them with "As discussed above, the
# bettor's strategy is continuous in $s$ and $x$". Nothing above argues it (only the caller's $c(s)$ was
# shown continuous), and as a function of the hand the bet size is not continuous: it drops from $L$ to a
# check at $x_2$ and rises from a check to $L$ at $x_3$, whole intervals $(x_1, x_2)$ and $(x_3, x_4)$ betting
# $L$ on either side. What eq. (8) needs is only that $b$ and $v$ meet the ends of their intervals, which the
# equilibrium satisfies. The manuscript adds the missing proviso: "continuous in s and x (except when
# checking)" (erratum, fixed). Exactly at $(L, U) = (1/10, 2)$:

# %% tags=["erratum-draft-continuity"]
eq_d = limit.solve(sp.Rational(1, 10), 2, exact=True)
y0, y1, y2, y3, y4, y5 = eq_d.x
ends = (eq_d.bluff_hand(eq_d.U), eq_d.bluff_hand(eq_d.L), eq_d.value_hand(eq_d.L), eq_d.value_hand(eq_d.U))
assert ends == (y0, y1, y4, y5)  # eq. (8): b(U) = x0, b(L) = x1, v(L) = x4, v(U) = x5
assert y2 - y1 > 0 and y4 - y3 > 0 and y3 > y2  # intervals bet L on both sides of the checking hands
eq_df = limit.solve(0.1, 2.0)
near = np.array([float(y2) - 1e-9, float(y2) + 1e-9, float(y3) - 1e-9, float(y3) + 1e-9])
assert list(eq_df.bet(near)) == [0.1, 0.0, 0.0, 0.1]  # L, check, check, L: two jumps in x
print("x0..x5 =", ", ".join(str(v) for v in eq_d.x))
print("b(U), b(L), v(L), v(U) =", ", ".join(str(v) for v in ends), "(eq. (8) holds)")
print("bet size just below / above x2: L / check; just below / above x3: check / L")
print("hands betting L: bluffs (x1, x2) of length", y2 - y1, "and value bets (x3, x4) of length", y4 - y3)

# %% [markdown]
# **The draft's rules name no stakes (Sec. 4).** They list the deal, a bet $s \in [L, U]$, call or fold and
# "In showdown, the higher hand strength wins", but no ante and no pot; eq. (1) then takes "the pot of 1".
# The rules as listed do not fix the answer: with antes $a$ each (pot $2a$), money counted in pots makes it
# the pot-1 game with limits $[L/2a, U/2a]$, and hand thresholds carry no units. So the same limits
# $(1/10, 2)$ give other thresholds with antes of 1 (pot 2, the convention the manuscript's footnote 1
# names) than with antes of $\tfrac12$ (pot 1, the manuscript's Definition 2.1). Exactly:

# %% tags=["draft-stakes"]
pot_one = limit.exact_fractions(Fraction(1, 10), 2)  # antes 1/2: pot 1, limits (1/10, 2) in pots
pot_two = limit.exact_fractions(Fraction(1, 20), 1)  # antes 1: pot 2, the same limits are (1/20, 1) in pots
assert all(pot_one[k] != pot_two[k] for k in limit.THRESHOLDS)  # every threshold moves
assert pot_one["value"] != 2 * pot_two["value"]  # and the value in money (pot 2: twice the pot-1 value)
# the draft's own eq. (1) assumes pot 1: against c = c(s) a bluff of s earns c * 1 - (1 - c) s over folding
c_one = sp.Rational(pot_one["x2"] + 1, 2)  # c(1) = (x2 + 1)/2 at pot 1
assert fixed_bet.bet_ev(0, c_one, 1, x_above_c=False) + sp.Rational(1, 2) == c_one - (1 - c_one) * 1
rows = [(name, str(pot_one[name]), str(pot_two[name])) for name in ("x2", "x3")]
rows.append(("value (money)", str(pot_one["value"]), str(2 * pot_two["value"])))
display(Table(rows, ["(L, U) = (1/10, 2)", "antes 1/2 (pot 1)", "antes 1 (pot 2)"]))

# %% [markdown]
# **Claim 3's exploit runs the other way.** The manuscript's Claim 3 argues that a jump in $c(s)$ would let
# the bettor gain "by bluffing with sizes just below the discontinuity". After Claim 2, $c$ is
# non-decreasing, so any jump is upward; a bluff's payoff $c(s)(1 + s) - s - \tfrac12$ jumps up with it, by
# $(1 + s_0)$ times the jump: the sizes just *above* the jump gain, those just below earn what bluffs earned
# before. (The conclusion, a continuous $c$, is right: the equilibrium's $c$ is continuous, cell
# `lcp-certificate`; only the argument points the wrong way. The draft's version, "either bluffing $U$ or
# $U - \epsilon$, whichever was more profitable", is right.) Exactly at $(L, U) = (1/10, 2)$, with the
# equilibrium's $c$ raised by $\delta = 1/10$ for sizes above $s_0 = 1$:

# %% tags=["claim-3-jump"]
eq_j = limit.solve(sp.Rational(1, 10), 2, exact=True)
s_jump, delta = sp.Integer(1), sp.Rational(1, 10)


def bluff_payoff(size, jump):
    """A bluff of `size` against the equilibrium's c, raised by `jump` above s_jump (pot-1 net payoff)."""
    c_here = eq_j.call(size) + (jump if size > s_jump else 0)
    return fixed_bet.bet_ev(0, c_here, size, x_above_c=False)


x2_j = eq_j.x[2]
assert all(bluff_payoff(sz, 0) == x2_j - sp.Rational(1, 2) for sz in (sp.Rational(1, 10), s_jump, 2))
eps = [sp.Rational(1, 10**k) for k in (2, 4, 6)]
below_jump = [bluff_payoff(s_jump - e, delta) for e in eps]
above_jump = [bluff_payoff(s_jump + e, delta) for e in eps]
assert all(b <= x2_j - sp.Rational(1, 2) for b in below_jump)  # just below: no gain
gains = [a - (x2_j - sp.Rational(1, 2)) for a in above_jump]
assert all(g > 0 for g in gains) and all(abs(g - delta * (1 + s_jump)) <= 2 * e for g, e in zip(gains, eps))
print("bluff payoff at the equilibrium, every size:", x2_j - sp.Rational(1, 2))
print("c raised by 1/10 above s = 1: just below 1 (1 - 10^-2, -4, -6):", ", ".join(str(b) for b in below_jump))
print("just above 1, gain over the equilibrium's bluffs:", ", ".join(f"{float(g):.6f}" for g in gains),
      f"-> delta (1 + s0) = {delta * (1 + s_jump)}")

# %% [markdown]
# ## 3.6 The corners of the domain $0 \le L \le U \le \infty$
#
# * **$L = U = B$ is the fixed-bet game**: the bluffs $(0, x_2)$ and the value bets $(x_3, 1)$ all bet
#   $B$, with von Neumann's thresholds $a = x_2$, $v = x_3$ and the same calling threshold and value.
# * **$(L, U) = (0, \infty)$ is Newman's game**, through exact limits.
# * **$U = \infty$ with $L > 0$**: the limits $U \to \infty$ exist and are taken exactly ($x_0 = 0$ and
#   $x_5 = 1$: no hand bets "infinity").

# %% tags=["corners"]
fixed = {x2: fb.bluff_below, x3: fb.value_above}
for sym, target in fixed.items():
    assert sp.simplify(d.solution[sym].subs({L: B, U: B}) - target) == 0
assert sp.simplify(d.call.subs({s: B, x2: d.solution[x2].subs({L: B, U: B})}) - fb.call_above) == 0
assert sp.simplify(d.value.subs({L: B, U: B}) - fb.value) == 0
print("L = U = B: x2 = a(B), x3 = v(B), c(B) and the value are von Neumann's, for every B > 0")
newman = limit.solve(0, math.inf, exact=True)
nl = no_limit.derive()
assert newman.x == (0, nl.bluff_below, nl.bluff_below, nl.value_above, nl.value_above, 1) and newman.value == nl.value
for name in ("call", "value_hand", "bluff_hand"):
    assert sp.simplify(getattr(newman, name)(s) - getattr(nl, name)) == 0
print("(0, inf):", newman.x, "value", newman.value, "= Newman's")
for L_val in (sp.Rational(1, 2), 1, 3):
    e_inf = limit.solve(L_val, math.inf, exact=True)
    print(f"(L, U) = ({L_val}, inf): x =", e_inf.x, " V =", e_inf.value)
    assert e_inf.x[0] == 0 and e_inf.x[5] == 1

# %% [markdown]
# **$L = 0$.** A bet of size $0$ is a check. The solution has $x_1 = x_2$ and $x_3 = x_4$ at $L = 0$: no
# hand bets the size $0$, so the equilibrium is the same whether a zero bet is allowed or not. The formula
# $c(0) = x_2 > 0$ is only the limit of the thresholds for small bets; as a response to a literal bet of
# $0$ it would not be admissible (folding to a free showdown forfeits the pot, so calling weakly dominates
# folding for every $y$, strictly for $y > 0$). The value loses nothing, since the bettor never makes that
# "bet"; admissibility does: by the same token betting $0$ weakly dominates checking, so the profile's checks
# are not admissible at $L = 0$ either (cell `lcp-admissible-l-zero`).

# %% tags=["l-zero"]
at_zero = {sym: sp.factor(d.solution[sym].subs(L, 0)) for sym in limit.X_SYMBOLS}
assert sp.simplify(at_zero[x1] - at_zero[x2]) == 0 and sp.simplify(at_zero[x3] - at_zero[x4]) == 0
assert sp.simplify(d.call.subs({s: 0, x2: at_zero[x2]}) - at_zero[x2]) == 0
display(Math(r"L = 0:\quad x_1 = x_2 = " + sp.latex(at_zero[x2])))
display(Math(r"L = 0:\quad x_3 = x_4 = " + sp.latex(at_zero[x4])))

# %% [markdown]
# ## 3.7 A certificate that this is an equilibrium
#
# **Exactly, for all $L, U$.** The payoff of a value bet satisfies $\partial_s E(x, s) = 2(x - v(s))$
# with $v$ increasing, so for each hand the best size in $[L, U]$ is $v^{-1}(x)$ clamped to $[L, U]$ (the
# equilibrium's value sizes); a bluff earns $x_2 - \tfrac12$ at every size (so bluffs are indifferent
# among sizes and with checking at $x_2$); and $E(x, L) - (x - \tfrac12) = 2L(x - x_3)$, so value
# betting $L$ beats checking exactly above $x_3$. With the ordering $b(s) \le x_2 \le c(s) \le v(s)$ this
# leaves the bettor no gain; the caller is indifferent at every $c(s)$ by construction (3.2, 3.3).

# %% tags=["lcp-certificate"]
certificate = limit.solve(L, U, exact=True).certify()  # L and U symbols: every 0 <= L <= U <= inf at once
assert certificate.is_equilibrium, certificate.refuted
display(Markdown("\n".join(f"* **{claim.player}**: {claim.statement} (proved)" for claim in certificate.claims)))

# %% [markdown]
# `Equilibrium.certify()` proves these statements exactly: identities in $s$ and $x$ by sympy, and the
# inequalities in $(L, U)$ on the whole triangle $0 \le L \le U \le \infty$ (written in the coordinates
# $r = L/(1+L)$, $t = 1/(1+U)$, each numerator and denominator has coefficients of one sign); the value
# as the integral of the payoff. It refutes a profile with a threshold moved (`tests/continuous/test_limit.py`).
# The same certificate at the paper's four profiles, exactly:

# %%
profiles = [(0, 10), (Fraction(1, 10), 2), (Fraction(3, 10), Fraction(3, 2)), (Fraction(1, 2), 1)]
rows = []
for Lq, Uq in profiles:
    ex = limit.solve(sp.Rational(Lq), sp.Rational(Uq), exact=True)
    assert all(0 <= a <= b <= 1 for a, b in zip((0,) + ex.x, ex.x + (1,)))
    assert ex.certify().is_equilibrium
    rows.append((f"({Lq}, {Uq})", *[f"{float(v):.4f}" for v in ex.x], str(ex.value)))
display(Table(rows, ["(L, U)", "x0", "x1", "x2", "x3", "x4", "x5", "V (exact)"]))

# %% [markdown]
# **Float evaluation.** `limit.solve(L, U)` evaluates forms generated from this derivation (`lcp/continuous/_forms.py`):
# each threshold is a ratio of polynomials with non-negative coefficients in $r = L/(1+L)$, $t = 1/(1+U)$,
# $d = (U-L)/((1+L)(1+U))$, so nothing cancels. Against exact rationals
# (`limit.exact_fractions`) at log-uniform $L \le U$ in $[10^{-6}, 10^6]$:

# %%
rng = np.random.default_rng(seed)
n_pairs = 200 if quick else 2000
worst = 0.0
for _ in range(n_pairs):
    a, b = sorted(10 ** rng.uniform(-6, 6, 2))
    fl, ex = limit.solve(a, b), limit.exact_fractions(a, b)
    for k, name in enumerate(limit.THRESHOLDS):
        worst = max(worst, float(abs(Fraction(fl.x[k]) - ex[name]) / ex[name]))
    worst = max(worst, float(abs(Fraction(fl.value) - ex["value"]) / ex["value"]))
print(f"{n_pairs} pairs: max relative error of x0..x5 and V {below(worst, 1e-14)}")

# %% [markdown]
# **Best responses on a discretisation.** Hands on $N$ cells for each player; bet sizes on $K$ levels: the
# atoms $L$ and $U$ and $N/10$ sizes evenly spaced in $u = 1/(1+s)$ between them, each bet by the share of
# a cell whose equilibrium size falls in its bucket. Against the other's projected strategy, each player's
# exact best response gains (bettor gain, caller gain) shrink toward 0 as $N, K$ grow:

# %% tags=["exploitability"]
cells = config.EXPLOIT_CELLS_QUICK if quick else config.EXPLOIT_CELLS_FULL
cases = [(0.0, 10.0), (0.1, 2.0), (0.3, 1.5), (0.5, 1.0), (1.0, math.inf)]
rows, curves = [], {}
for Lc, Uc in cases:
    eq_c = limit.solve(Lc, Uc)
    curve = []
    for n in cells:
        chk = exploit.discretised_gains(n, *exploit.limit_projection(eq_c, n // 10), eq_c.call)
        assert chk.bettor_gain >= 0 and chk.caller_gain >= 0
        curve.append(chk.exploitability)
        rows.append((f"({Lc:g}, {Uc:g})", n, chk.k, f"{chk.profile_value:.7f}", f"{eq_c.value:.7f}",
                     f"{chk.bettor_gain:.2e}", f"{chk.caller_gain:.2e}"))
    assert all(b < a / 4 for a, b in zip(curve, curve[1:]))
    curves[(Lc, Uc)] = curve
display(Table(rows, ["(L, U)", "N", "K", "profile value", "V(L, U)", "bettor gain", "caller gain"]))

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(width=6.0, height=4.2)
ax = axes[0, 0]
for (Lc, Uc), curve, marker, style in zip(curves, curves.values(), "osD^v", ["-", "--", "-.", ":", "-"]):
    ax.loglog(cells, curve, marker=marker, ls=style, label=f"L = {Lc:g}, U = {Uc:g}")
# the guide as one segment: a straight line drawn through the grid's points has joins that a last-bit change moves
ax.loglog([cells[0], cells[-1]], [curves[(0.1, 2.0)][0], curves[(0.1, 2.0)][0] * (cells[0] / cells[-1]) ** 2], "k:",
          label="slope -2")
ax.set(xlabel="hand cells N (sizes K ~ N/10)", ylabel="bettor gain + caller gain",
       title="Exploitability of the discretised equilibrium")
ax.legend(fontsize=8)
plotting.savefig(fig, "03_lcp_derivation-exploitability", figure="3.1",
                 caption=r"How much either player gains against the paper's equilibrium projected onto a grid of hand cells and sizes: the sum of both best-response gains falls like \(N^{-2}\) (dotted), as it must for an equilibrium of the continuous game.",
                 alt="Log-log plot of exploitability against the number of hand cells for several limits, each line falling parallel to a slope -2 guide.")

# %% [markdown]
# **Monte Carlo.** The value under the equilibrium strategies, within four standard errors of $V(L, U)$:

# %% tags=["monte-carlo"]
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
rows = []
for Lc, Uc in cases:
    eq_c = limit.solve(Lc, Uc)
    mc = simulate.monte_carlo(eq_c, deals, seed=seed)
    assert mc.agrees_with(eq_c.value), (Lc, Uc, mc)
    rows.append((f"({Lc:g}, {Uc:g})", f"{mc.deals:,}", f"{mc.estimate:.5f}", f"{mc.stderr:.5f}", f"{eq_c.value:.5f}",
                 f"{mc.z_score(eq_c.value):+.2f}"))
display(Table(rows, ["(L, U)", "deals", "estimate", "std. error", "V(L, U)", "z"]))

# %% [markdown]
# ### Unique: the caller's $c(s)$, the value bets, the checks, and how often each size is bluffed
#
# For $0 < L < U < \infty$ every optimal bettor makes the paper's value bets and checks and bluffs each size
# exactly as often as the paper (step 2 below), and $c(s)$ is the only optimal caller that is not weakly
# dominated (step 3, checked in <a href="#cell-lcp-admissible">cell `lcp-admissible`</a>).
#
# ### Not unique: which bluffing hand bets which size
#
# Any rearrangement of the bluffing hands among the sizes that keeps how often each size is bluffed is an
# equilibrium (<a href="#cell-lcp-other-equilibria">cell `lcp-other-equilibria`</a>), and two of them, the
# paper's plan (bluff sizes decreasing with the hand) and its mirror image (increasing), are both admissible
# (<a href="#cell-lcp-admissible">cell `lcp-admissible`</a>): Theorem 4.1's "unique admissible-strategy Nash
# equilibrium" and Claim 7 are false. The revision's monotone refinement does not single out the paper's plan
# either (Sec. 3.8). The proofs follow.

# %% [markdown]
# **Is it the only equilibrium?** LCP is zero-sum, so every equilibrium has the value $V(L, U)$ and the
# equilibria are the pairs of optimal strategies. Theorem 4.1 calls the admissible one unique; the
# companion proves less, and shows where the word needs care.
#
# * **The bluffing hands are interchangeable.** In the certificate every bluff earns $x_2 - \tfrac12$
#   whatever its hand and size: a hand that calls size $s$ is at least $c(s) \ge x_2$ and beats every
#   bluff. So rearranging the hands $[0, x_2)$ among the bluff sizes, keeping how much of each size is
#   bluffed, leaves every payoff of the bettor unchanged, and every calling gain of a caller hand
#   $y \ge x_2$; below $x_2$ a calling gain is at most its value at $x_2$ (calling gains grow with $y$),
#   which is $\le 0$ because $x_2 \le c(s)$. Each such rearrangement is an equilibrium with value
#   $V(L, U)$, for example bluff sizes **increasing** with the hand ($x \to x_2 - x$), the opposite of
#   Claim 7. On the discretisation the reflected profile's best-response gains equal the paper's. (The
#   draft says as much in its Sec. 5.1: "the hands which bluff different sizes are not actually important in
#   a Nash Equilibrium, as long as the bluffs balance out the value bets correctly".)
# * **Claim 7 is not a dominance argument.** It picks decreasing bluff sizes because they fare best
#   against callers who call too loosely but stay monotone: a robustness requirement, in the spirit of
#   perfect equilibrium, not admissibility. Neither order weakly dominates the other: against a caller
#   who calls $U$ with every hand the increasing order earns $(1 + 2U)\,x_0 (x_2 - x_0)$ more, against
#   one who calls $L$ with every hand the decreasing order earns $(1 + 2L)\,x_1 (x_2 - x_1)$ more.
#
# Whether either order is *admissible* (not weakly dominated by any strategy at all) is settled in the
# next cell: both are. Note also that the paper defines "admissible" as not *strictly* dominated, under
# which uniqueness fails already in FBCP (notebook 1).

# %% tags=["lcp-other-equilibria"]
X0, X1, X2, Ls, Us, t = sp.symbols("x0 x1 x2 L U t", positive=True)


def showdowns(size, lo, hi):
    """Bluffs on (lo, hi) at `size` against a caller who calls with every hand: (1/2 + s)(2x - 1) each."""
    return (sp.Rational(1, 2) + size) * sp.integrate(2 * t - 1, (t, lo, hi))


gain_U = sp.factor(showdowns(Us, X2 - X0, X2) - showdowns(Us, 0, X0))  # increasing order minus the paper's
gain_L = sp.factor(showdowns(Ls, X1, X2) - showdowns(Ls, 0, X2 - X1))  # the paper's minus increasing
assert sp.simplify(gain_U - (1 + 2 * Us) * X0 * (X2 - X0)) == 0
assert sp.simplify(gain_L - (1 + 2 * Ls) * X1 * (X2 - X1)) == 0
print("caller calls U with every hand: the increasing order earns (1 + 2U) x0 (x2 - x0) more")
print("caller calls L with every hand: the decreasing order earns (1 + 2L) x1 (x2 - x1) more")

Lc, Uc = 0.1, 2.0
eq_c = limit.solve(Lc, Uc)
x0c, x1c, x2c = eq_c.x[:3]
loose_U = lambda s: np.where(s == Uc, 0.0, eq_c.call(s))  # noqa: E731
loose_L = lambda s: np.where(s == Lc, 0.0, eq_c.call(s))  # noqa: E731
rows = []
for n in cells[:3]:
    menu, spans = exploit.limit_projection(eq_c, n // 10)
    flipped = exploit.reflect_bluffs(spans, x2c)
    paper, reflected = (exploit.discretised_gains(n, menu, sp_, eq_c.call) for sp_ in (spans, flipped))
    assert math.isclose(paper.exploitability, reflected.exploitability, rel_tol=1e-9, abs_tol=1e-15)
    assert math.isclose(paper.profile_value, reflected.profile_value, rel_tol=1e-12)
    d_U = (exploit.discretised_gains(n, menu, flipped, loose_U).profile_value
           - exploit.discretised_gains(n, menu, spans, loose_U).profile_value)
    d_L = (exploit.discretised_gains(n, menu, spans, loose_L).profile_value
           - exploit.discretised_gains(n, menu, flipped, loose_L).profile_value)
    rows.append((n, f"{paper.exploitability:.2e}", f"{reflected.exploitability:.2e}", f"{d_U:.6f}", f"{d_L:.6f}"))
exact_U = float(gain_U.subs({Us: Uc, X0: x0c, X2: x2c}))
exact_L = float(gain_L.subs({Ls: Lc, X1: x1c, X2: x2c}))
assert abs(d_U - exact_U) < 1e-4 and abs(d_L - exact_L) < 1e-4 and exact_U > 0 and exact_L > 0
print(f"(L, U) = ({Lc:g}, {Uc:g}); closed forms: {exact_U:.6f} and {exact_L:.6f}")
display(Table(rows, ["N", "exploitability (paper)", "exploitability (reflected)",
                   "increasing - paper, U loose", "paper - increasing, L loose"]))

# %% [markdown]
# The draft's Sec. 5.1 makes Claim 7's argument with a caller whose threshold "shifts down" by some
# $\delta$: "the better can actually win occasionally by bluffing small with their strongest bluffing hands.
# If they instead bluffed big with their strongest bluffing hands, they would not be able to take advantage
# of the caller's mistake." The strongest bluffing hands, just below $x_2$, win showdowns at size $s$ when
# $c(s) - \delta < x_2$. With the paper's order they bet $L$, so they profit once $\delta > c(L) - x_2$; with the
# increasing order they bet $U$ and profit once $\delta > c(U) - x_2$. So the draft's second sentence holds
# only for shifts $\delta \le c(U) - x_2$; beyond it both orders win showdowns. (Neither order is singled out
# by admissibility: cell `lcp-admissible`.) Exactly at $(L, U) = (1/10, 2)$:

# %% tags=["draft-bluff-order"]
delta_L = eq_d.call(eq_d.L) - y2  # the paper's order (strongest bluffs bet L) profits from this shift on
delta_U = eq_d.call(eq_d.U) - y2  # the increasing order (strongest bluffs bet U) profits from this shift on
assert 0 < delta_L < delta_U < 1
for delta in (delta_L / 2, (delta_L + delta_U) / 2, delta_U + sp.Rational(1, 100)):
    shifted_L, shifted_U = eq_d.call(eq_d.L) - delta, eq_d.call(eq_d.U) - delta
    paper_wins, increasing_wins = bool(shifted_L < y2), bool(shifted_U < y2)  # showdowns won by hands near x2
    assert (paper_wins, increasing_wins) == (delta > delta_L, delta > delta_U)
print("c(L) - x2 =", delta_L, "; c(U) - x2 =", delta_U)
print("for shifts delta > c(U) - x2 the strongest bluffs win showdowns in either order")

# %% [markdown]
# **Which equilibria are admissible?** Theorem 4.1 says exactly one. For $0 < L < U < \infty$ the cells
# below prove the following, symbolically where it says so and on exact rational grids (`lcp.continuous.admissible`).
#
# 1. *The bettor's best replies to $c$.* A bluff $x < x_2 \le c(s)$ earns $x_2 - \frac12$ at every size, more
#    than checking ($x - \frac12$). A hand $x > c(s)$ betting $s$ earns
#    $EV(x, s) = \frac{c(s)}{2} + (\frac12 + s)(2x - 1 - c(s))$: strictly concave in $s$, since
#    $\partial_s^2 EV = -(s\,c)'' = -2(1 - x_2)/(1 + s)^3$, with its peak where $2x - 1 = (s\,c)'$, the
#    paper's $v(s)$; and $\partial_x EV = 1 + 2s > 1$, so hands above $x_3$ strictly prefer their one best
#    size to checking and hands in $(x_2, x_3)$ strictly prefer checking. So a best reply to $c$ is the
#    paper's strategy except that each bluffing hand may bet any size.
# 2. *The optimal bettors.* A caller hand $y \in (x_2, v(s))$ gains $(1 + s)$ per bluff and loses $s$ per value
#    bet of size $s$ by calling, so $c$ is a best reply exactly when every size is bluffed $s/(1 + s)$ times
#    as often as it is value-bet, the conditions `derive` solves. Since LCP is zero-sum, the optimal
#    bettors are exactly the **bluff plans**: the bluffing hands $(0, x_2)$ sent to the sizes in any way
#    (randomised or not) that keeps the paper's amount of bluffing at each size.
# 3. *The optimal callers that are not weakly dominated are exactly $c$.* Claim 1's swap is right: calling
#    with the strongest hands of the same total weight does at least as well against every bettor, and
#    better against some, so such a caller uses a threshold $c'(s)$. It is optimal only if the paper's bettor
#    is a best reply to it. If $c'(s) > c(s)$ at one size, a bluff there earns
#    $c'/2 - (1 - c')(\frac12 + s)$, which rises with slope $1 + s$ above $x_2 - \frac12$, so the checking
#    hands just above $x_2$ would bluff $s$. So $c' \le c$. A bluff at $s$ then loses $(1 + s)(c - c')$;
#    the bluffs at $L$ next to $x_2$ would check unless $c'(L) = c(L)$, and every other bluff at a size
#    with $c' < c$ would move to $L$; so $c' = c$ except on a null set of sizes. At such a size the value
#    hand $v(s)$ would earn $s\,(c - c')$ more than in equilibrium by betting it, and so would its
#    neighbours. So $c' = c$ at every size. Finally $c$ itself is not weakly dominated: against a bettor
#    who bets $s$ with the hands $(a, 1)$, $a = (c(s)(1 + 2s) - s)/(1 + s)$, calling exactly above $c(s)$
#    is the caller's unique best reply (`threshold_witness`).
# 4. *Both monotone bluff plans are admissible.* A caller who also calls the weak hands $y < r(s)$ with
#    probability $\rho(s)$ changes a bluff's payoff by $A(s)\,x - B(s)$, and with
#    $B' = \beta A'$ along a plan $x = \beta(s)$ the derivative in $s$ is $A'(s)(x - \beta(s))$: every
#    bluffing hand's one best size is the plan's (`lcp.continuous.admissible.separator`, whose docstring shows that
#    $\rho \le \frac12$ and $x_2 \le r(s) \le c(s)$ for all $0 < L < U$). Any bettor that is not a best reply
#    to $c$ does worse than a plan against $c$; any other best reply to $c$ differs only in its bluffs and
#    does worse against the separator. So neither the paper's plan nor its mirror image is weakly dominated.
#
# Hence $(\text{paper's plan}, c)$ and $(\text{mirror plan}, c)$ are two different equilibria in admissible
# strategies: Theorem 4.1's uniqueness is false, and so is Claim 7's "uniquely admissible" (the two headings
# above). (Whether *every* bluff plan, monotone or not, is admissible is not examined.)
#
# The first cell checks the symbolic facts of steps 1, 3 and 4 for all $L$, $U$.

# %% tags=["lcp-admissible-symbolic"]
xs_, ss_, ts_, ka_, M_, C_ = sp.symbols("x s t kappa M C", real=True)
beta_ = sp.Function("beta")(ss_)
call_s = d.call.subs(s, ss_)
ev_value = call_s / 2 + (sp.Rational(1, 2) + ss_) * (2 * xs_ - 1 - call_s)
assert sp.simplify(sp.diff(ev_value, ss_, 2) + 2 * (1 - x2) / (1 + ss_) ** 3) == 0
assert sp.simplify(sp.diff(ev_value, ss_).subs(xs_, d.value_hand.subs(s, ss_))) == 0
assert sp.simplify(sp.diff(ev_value, xs_) - (1 + 2 * ss_)) == 0
x2_num, x2_den = sp.fraction(sp.together(d.solution[x2]))
assert all(c_ > 0 for c_ in sp.Poly(sp.expand(x2_den - 3 * x2_num), L, U).coeffs())  # x2 < 1/3
bluff_vs = ts_ / 2 - (1 - ts_) * (sp.Rational(1, 2) + ss_)  # a bluff against the threshold t
assert sp.simplify(bluff_vs.subs(ts_, call_s) - (x2 - sp.Rational(1, 2))) == 0
assert sp.diff(bluff_vs, ts_) == 1 + ss_
assert sp.simplify(d.bluff_hand.diff(s) * (1 + s) ** 4 + (1 - x2) * s) == 0  # b'(s) < 0 for s > 0
gain_ = ka_ * (beta_ + M_) * xs_ - ka_ * (beta_**2 / 2 + C_)  # A x - B
assert sp.simplify(sp.diff(gain_, ss_) - ka_ * beta_.diff(ss_) * (xs_ - beta_)) == 0
a_ = sp.Symbol("a", real=True)
ratio = (beta_**2 / 2 + x2 * (a_ + M_) - a_**2 / 2) / (beta_ + M_)
assert sp.simplify(ratio - x2 - (beta_ - a_) * ((beta_ + a_) / 2 - x2) / (beta_ + M_)) == 0
print("symbolic: EV(x, s) concave in s with peak v(s); bluffs earn x2 - 1/2 against c; b' < 0; x2 < 1/3;")
print("          the separator's payoff has d/ds = A'(s)(x - beta(s)) and |B/A - x2| <= x2^2/M")

# %% [markdown]
# **Steps 3 and 4 on an exact grid.** The next cell takes $(L, U) = (1/10, 2)$ and evenly spaced sizes
# $s_0 = L < s_1 < \dots < s_n = U$ (it prints how many), all in exact rationals (`Fraction`), and checks two
# things.
#
# * *Step 3, the caller.* At every size $s_k$, against the witness bettor (who bets $s_k$ with the hands
#   $(a, 1)$), calling with hand $y$ gains exactly 0 at $y = c(s_k)$, less than 0 just below and more than 0
#   just above it: calling exactly above $c(s_k)$ is the caller's unique best reply, so nothing weakly
#   dominates $c$.
# * *Step 4, the bettor.* For each plan $P$ (the paper's, `decreasing`, and its mirror image, `increasing`)
#   it builds $P$'s separator, a legitimate caller (checked: $0 < \rho(s) \le \frac12$ and
#   $x_2 \le r(s) \le c(s)$ at every size), and computes the payoff of every bluffing hand of the grid at
#   every size. Each hand earns strictly most at the size $P$ gives it (the hands of the atoms at $L$ and $U$
#   too). In particular the other equilibrium plans on the grid (each hand to one size, one hand per size:
#   the same frequencies as $P$) all earn less than $P$ against the separator.
#
# Why that proves the claim: a strategy that earns as much as $P$ against every caller earns at least $V$
# against $c$, so it is a best reply to $c$ (step 1): $P$'s value bets and checks, its bluffing hands at any
# sizes. Against $P$'s separator every bluffing hand earns strictly most at the size $P$ gives it, so such a
# strategy earns strictly less than $P$ there unless it bluffs as $P$ does. So no strategy weakly dominates
# $P$, for $P = D$ and for $P = I$: two admissible equilibria. The table's columns:
#
# * **plan**: $P$;
# * **M**, **kappa**: the separator's constants $M = (1 + 2L)/L$ and $\kappa = 1/(2(1 + M))$ (`lcp.continuous.admissible`),
#   which set how often it also calls the weak hands;
# * **opposite order**: how much less the bluffing hands earn together against $P$'s separator when they bluff
#   in the other plan's order (the same sizes, the same frequencies);
# * **shuffles**: how many random assignments of the hands to the sizes were tried (200 drawn; $P$'s own left out);
# * **smallest shuffle**: the smallest of their shortfalls. Both shortfalls are positive in both rows.

# %% tags=["lcp-admissible"]
La, Ua = Fraction(1, 10), Fraction(2)
n_sizes = 12 if quick else 24
grid_s = [La + (Ua - La) * Fraction(k, n_sizes) for k in range(n_sizes + 1)]
for s_ in grid_s:  # 3. c is the unique best reply to its witness
    a_s = admissible.threshold_witness(La, Ua, s_)
    c_s = admissible.separator(La, Ua).call(s_)
    assert 0 <= a_s < 1 and admissible.witness_call_gain(a_s, s_, c_s) == 0
    assert admissible.witness_call_gain(a_s, s_, c_s - Fraction(1, 10**9)) < 0
    assert admissible.witness_call_gain(a_s, s_, c_s + Fraction(1, 10**9)) > 0
rng = np.random.default_rng(seed)
rows = []
for order in admissible.PLANS:  # 4. each plan is its own separator's unique best
    sep = admissible.separator(La, Ua, order)
    hands = [sep.plan(s_) for s_ in grid_s]
    gains = [[sep.bluff_payoff(h, s_) for s_ in grid_s] for h in hands]
    for k, s_ in enumerate(grid_s):
        assert sep.x2 <= sep.weak_reach(s_) <= sep.call(s_) and 0 < sep.weak_rate(s_) <= Fraction(1, 2)
        assert max(g for j, g in enumerate(gains[k]) if j != k) < gains[k][k]
        assert gains[k][k] == sep.x2 - Fraction(1, 2) + sep.slope(s_) * hands[k] - sep.offset(s_)
    low, high = sorted((sep.plan(La), sep.plan(Ua)))  # the atoms: hands beyond the plan's ends
    end_lo, end_hi = (La, Ua) if order == "increasing" else (Ua, La)
    for h, best in ((low / 2, end_lo), ((high + sep.x2) / 2, end_hi)):
        g = {s_: sep.bluff_payoff(h, s_) for s_ in grid_s}
        assert all(g[s_] < g[best] for s_ in grid_s if s_ != best)
    total = lambda perm: sum(gains[k][j] for k, j in enumerate(perm))  # noqa: E731, B023  (used in this iteration only)
    own = total(range(len(grid_s)))
    reversed_ = own - total(range(len(grid_s))[::-1])  # the same hands in the opposite order
    perms = [rng.permutation(len(grid_s)) for _ in range(200)]
    shuffles = [own - total(p_) for p_ in perms if any(p_ != np.arange(len(grid_s)))]  # not the plan itself
    assert min(shuffles) > 0 and reversed_ > 0
    rows.append((order, f"{float(sep.M):g}", f"{float(sep.kappa):.4f}", f"{float(reversed_):.3e}", len(shuffles),
                 f"{float(min(shuffles)):.3e}"))
print(f"(L, U) = ({La}, {Ua}), {len(grid_s)} sizes: shortfall of other plans against each plan's separator")
display(Table(rows, ["plan", "M", "kappa", "opposite order", "shuffles", "smallest shuffle"]))

# %% [markdown]
# Step 3 seen from the bettor, on the discretised game of the exploitability table: against the paper's
# profile with the caller's threshold moved off $c$ (up or down on a band of sizes, or down everywhere by an
# amount that leaves the value sizes unmoved), the bettor's best reply earns clearly more than $V$; against $c$
# itself it earns $V$ up to the discretisation.

# %% tags=["lcp-admissible-discretised"]
Lc, Uc = 0.1, 2.0
eq_c = limit.solve(Lc, Uc)
band = lambda z: (z >= 0.5) & (z <= 1.0)  # noqa: E731
deviations = {"c + 0.01 on [0.5, 1]": lambda z: eq_c.call(z) + 0.01 * band(z),
              "c - 0.01 on [0.5, 1]": lambda z: eq_c.call(z) - 0.01 * band(z),
              "c - 0.01/s (value bets unmoved)": lambda z: eq_c.call(z) - 0.01 / z}
rows = []
for n in cells[1:3]:
    menu, spans = exploit.limit_projection(eq_c, n // 10)
    best_reply = {}
    for name, rule in {"c": eq_c.call, **deviations}.items():
        chk = exploit.discretised_gains(n, menu, spans, rule)
        best_reply[name] = chk.profile_value + chk.bettor_gain - eq_c.value
    assert abs(best_reply["c"]) < 1e-4 and all(best_reply[k] > 5e-4 for k in deviations)
    rows += [(n, k, f"{v:.4f}") for k, v in best_reply.items() if k != "c"]
print(f"(L, U) = ({Lc:g}, {Uc:g}): the bettor's best reply to other thresholds, minus V (discretised)")
display(Table(rows, ["N", "caller's threshold", "best reply - V"]))

# %% [markdown]
# At $L = 0$ a zero bet is a check the caller may fold to: against every caller,
# betting 0 earns at least as much as checking, and calling a zero bet at least as much as folding, so the
# paper's profile at $L = 0$, which checks $(x_2, x_3)$ and folds zero bets below $c(0) = x_2$, is weakly
# dominated on both sides. Both are free choices in equilibrium: a bluff of size 0 earns $c'(0) - \frac12$,
# so any answer $c'(0) \le x_2$ to a zero bet keeps the bettor's strategy a best reply, and against $c$ a
# hand above $x_2$ earns $x - \frac12$ whether it checks or bets 0. The admissible choices are the other ends:
# call every zero bet, and bet 0 instead of checking. (Whether that profile is admissible in full is not
# examined here: the separator above needs $L > 0$.)

# %% tags=["lcp-admissible-l-zero"]
eq0 = limit.solve(0, 10, exact=True)  # L = 0: the paper's caller folds a zero bet below c(0) = x2
assert eq0.call(0) == eq0.x[2] > 0 and eq0.x[2] < eq0.x[3]
half = sp.Rational(1, 2)
for sign in (-1, 1):  # sign(x - y): the bettor's hand loses (-1) or wins (+1) a showdown
    check, zero_folded, zero_called = half * sign, half, half * sign
    assert zero_folded - check >= 0 and zero_called - check == 0  # betting 0 >= checking, > when y > x folds
    assert -zero_called - (-zero_folded) >= 0  # the caller: calling a zero bet >= folding it, > when y > x
zero_bluff = bluff_vs.subs(ss_, 0)  # a bluff of size 0 against the answer t to zero bets
assert sp.expand(zero_bluff - (ts_ - half)) == 0  # <= x2 - 1/2 exactly when t <= x2: c'(0) is free in [0, x2]
x_chk = (eq0.x[2] + eq0.x[3]) / 2  # a checking hand betting 0 against c: folds below x2 pay what a showdown pays
c0 = eq0.call(0)
assert c0 * half + (x_chk - c0) * half - (1 - x_chk) * half == x_chk - half
print("L = 0: betting 0 weakly dominates checking, calling a zero bet weakly dominates folding it;")
print(f"       the paper's profile checks ({eq0.x[2]}, {eq0.x[3]}) and folds zero bets below c(0) = {eq0.call(0)};")
print(f"       in equilibrium the answer to a zero bet is free in [0, {eq0.x[2]}], and those hands may check or bet 0")

# %% [markdown]
# ## 3.8 The revision's refinement: monotone callers (revised Sec. 4.1-4.2, App. A)
#
# The revision (arXiv:2606.01390) no longer calls the profile the unique admissible equilibrium outright. It
# restricts the caller to **monotone** strategies (pure; at each size a threshold $\tau(s)$, "condition 1";
# $\tau$ non-decreasing in $s$, "condition 2") and calls a betting strategy **monotone-admissible** if no
# betting strategy earns as much against every monotone caller and more against one. It says: "These
# refinements uniquely determine the equilibrium we analyze", and that the paper's plan (bluffing larger
# with weaker hands) "is optimal against all monotone deviations by the caller". Both are false.
#
# ### The monotone refinement does not single out the paper's plan
#
# For $0 < L < U < \infty$ (checked in <a href="#cell-monotone-admissible">cell `monotone-admissible`</a>):
#
# **Theorem.** The paper's plan $D$ and its mirror image $I$ are both monotone-admissible, so $(D, c)$ and
# $(I, c)$ are two equilibria with a monotone caller ($c'(s) = (1 - x_2)/(1 + s)^2 > 0$) and a
# monotone-admissible bettor. Against the monotone caller who calls every hand, $I$ earns strictly more than $D$.
#
# *Proof.* (1) Against a caller who calls size $s$ with hand $y$ with probability $q(s, y)$, a bluff
# $x < x_2$ earns $\pi(0, s) + (1 + 2s)\int_0^x q(s, y)\,dy$. The test callers below call every hand with
# probability $\rho(s)$ and otherwise above a threshold $\tau(s) \ge x_2$, so a bluff earns
# $\rho\,[(1 + 2s)x - s] + (1 - \rho)[\tau(1 + s) - s] - \frac12 = A(s)\,x + (\text{terms in } s)$,
# $A = \rho\,(1 + 2s)$. With $\rho$ non-increasing and $\tau$ non-decreasing such a caller is a mixture of
# pure monotone callers: draw $u$ uniform and call every hand where $u \le \rho(s)$, above $\tau(s)$
# elsewhere; for each $u$ that threshold ($0$ or $\tau(s)$) is non-decreasing in $s$. Payoffs are linear in
# the mixture, so a strategy that earns at least as much against every pure monotone caller does so against
# these mixtures too.
#
# (2) Let $\sigma'$ earn at least as much as the plan $P \in \{D, I\}$ against every monotone caller.
# Against $c$ it earns at least $V$, so it is a best reply to $c$ (Sec. 3.7, step 1): the
# paper's checks and value bets, and every hand of $(0, x_2)$ bluffs, with some distribution $\nu$ of sizes.
#
# (3) *$\sigma'$ bluffs each size as often as the paper.* Against the pure monotone caller with threshold
# $c(s) + \varepsilon h(s)$ ($h$ Lipschitz, $|\varepsilon|$ small, so that it stays non-decreasing and in
# $(x_2, 1)$) a bluff at $s$ earns $x_2 - \frac12 + \varepsilon (1 + s) h(s)$ and the value hands and checks of
# both strategies earn the same, so $\varepsilon \int (1 + s) h\, d(\nu - \mu) \ge 0$ for both signs of
# $\varepsilon$: $\nu = \mu$. (The *tilted* callers $h = (1 + s)^{-2}$ below show it: a plan that bluffs
# only $L$ gains against one tilt and loses against the other.)
#
# (4) *Sorting.* With $\nu = \mu$, the two strategies differ against a loose caller only by
# $\int_0^{x_2} x\,A(s)\,d\gamma$ over the coupling $\gamma$ of the bluffing hands with their sizes. By
# Hardy-Littlewood (in Hoeffding's form for couplings, so a $\sigma'$ that randomises sizes is covered) this
# is largest exactly for the coupling that sorts the hands by $A$, and it is unique when $A$ is injective,
# because the hands have no atoms. For $D$ take the **fading caller**
# $\rho(s) = ((1 + L)/(1 + s))^2$ (calls every hand at $L$, ever more rarely above):
# $A = (1 + L)^2 (1 + 2s)/(1 + s)^2$ has $A' = -2s(1 + L)^2/(1 + s)^3 < 0$, and $D$ sorts the hands by $A$. For
# $I$ take the pure caller who **calls every hand** ($\rho = 1$, $A = 1 + 2s$). So $\sigma' = P$ almost
# everywhere, and it earns the same as $P$ against every caller: nothing weakly dominates $P$. $\square$
#
# The same argument makes every plan that sorts the bluffing hands by some injective $A = \rho\,(1 + 2s)$,
# $\rho$ non-increasing, monotone-admissible (for example a plan whose weakest bluffs bet $U$, sizes falling
# to a middle size $m$, then jumping to $L$ and rising to $m$): a continuum of equilibria the refinement
# does not separate. Checked a second and third time independently: an assignment of 300 hand cells to the
# paper's sizes (scipy's `linear_sum_assignment`, no rearrangement argument) finds $D$ best against the
# fading caller and $I$ against the caller who calls everything; and a separate reading of the proof
# confirmed each step (its two gaps, randomised sizes and the mixture's construction, are closed above).

# %% tags=["monotone-admissible"]
yy, rr, tt = sp.symbols("y rho tau", real=True)
half = sp.Rational(1, 2)
xx_, sz_ = sp.symbols("x s", positive=True)
# (1) from the rules: the caller calls with probability rho below tau, always above; the bluff x < tau
folds_or_calls = (sp.integrate(rr * (half + sz_) + (1 - rr) * half, (yy, 0, xx_))
                  + sp.integrate(-rr * (half + sz_) + (1 - rr) * half, (yy, xx_, tt)) - (1 - tt) * (half + sz_))
assert sp.expand(folds_or_calls - (rr * ((1 + 2 * sz_) * xx_ - sz_) + (1 - rr) * (tt * (1 + sz_) - sz_) - half)) == 0
fade = ((1 + L) / (1 + sz_)) ** 2
assert sp.factor(sp.diff(fade * (1 + 2 * sz_), sz_)) == -2 * sz_ * (1 + L) ** 2 / (1 + sz_) ** 3
assert sp.simplify(sp.diff(fade, sz_) + 2 * (1 + L) ** 2 / (1 + sz_) ** 3) == 0 and fade.subs(sz_, L) == 1
call_sz = d.call.subs(s, sz_)
tilt = call_sz + sp.Symbol("epsilon") / (1 + sz_) ** 2  # (3): a bluff earns x2 - 1/2 + eps/(1 + s)
assert sp.simplify(tilt * (1 + sz_) - sz_ - half - (x2 - half + sp.Symbol("epsilon") / (1 + sz_))) == 0
print("symbolic: a bluff against a loose caller earns A(s) x + (terms in s), A = rho (1 + 2s);")
print("          the fading caller's A = (1 + L)^2 (1 + 2s)/(1 + s)^2 falls; a tilt by eps/(1 + s)^2 pays eps/(1 + s)")

Lm, Um = Fraction(1, 10), Fraction(2)  # the second panel of Figure 1
callers = [monotone.paper_caller(Lm, Um), monotone.step_caller(Lm, Um, Um), monotone.step_caller(Lm, Um, 1),
           monotone.step_mixture(Lm, Um, {Lm: Fraction(1, 2), 1: Fraction(1, 4), Um: Fraction(1, 4)}),
           monotone.fading_caller(Lm, Um), monotone.tilted_caller(Lm, Um, Fraction(1, 100)),
           monotone.tilted_caller(Lm, Um, Fraction(-1, 100))]
names = ["c(s) (the paper's)", "calls every hand", "every hand up to s = 1, c above",
         "mixture of three step callers", "fading, rho = ((1 + L)/(1 + s))^2", "tilted, eps = +1/100",
         "tilted, eps = -1/100"]
pay = {}
rows = []
for name, caller in zip(names, callers):
    assert caller.monotone()  # pure monotone, or a mixture of pure monotone callers (checked exactly)
    pay[name] = {p: monotone.bluff_payoff(caller, monotone.plan(Lm, Um, p)) for p in monotone.PLANS}
    row = pay[name]
    gap = row["decreasing"] - row["increasing"]
    rows.append((name, *(f"{float(row[p]):+.8f}" for p in monotone.PLANS), "0" if gap == 0 else f"{float(gap):+.2e}"))
paper_row = pay[names[0]]
assert len(set(paper_row.values())) == 1  # against c every plan earns the same
assert pay["calls every hand"]["increasing"] > pay["calls every hand"]["decreasing"]  # D is not optimal ...
assert pay["fading, rho = ((1 + L)/(1 + s))^2"]["decreasing"] > pay["fading, rho = ((1 + L)/(1 + s))^2"]["increasing"]
assert pay["tilted, eps = +1/100"]["all-at-L"] > pay["tilted, eps = +1/100"]["decreasing"]  # nu != mu gains here
assert pay["tilted, eps = -1/100"]["all-at-L"] < pay["tilted, eps = -1/100"]["decreasing"]  # ... and loses here
assert all(v.is_Rational for row in pay.values() for v in row.values())
print(f"(L, U) = ({Lm}, {Um}): what the bluffing hands (0, x2) earn together, exactly (rationals; 8 places shown)")
display(Table(rows, ["monotone caller", "paper's plan D", "mirror plan I", "all bluffs at L", "D - I"]))

n_cells = 150 if quick else 600
rows = []
for name, caller, winner in ((names[1], callers[1], "increasing"), (names[4], callers[4], "decreasing")):
    got = monotone.best_assignment(caller, n_cells)
    exact_best = float(pay[name][winner])
    assert abs(got["best"] - exact_best) < 5e-4 and abs(got[winner] - got["best"]) < 1e-9
    assert got["best"] > max(got["decreasing"], got["increasing"]) - 1e-9
    rows.append((name, winner, f"{got['correlation']:+.2f}", below(abs(got["best"] - exact_best), 5e-4)))
print(f"independent check: the best assignment of {n_cells} hand cells to the paper's sizes")
display(Table(rows, ["caller", "best plan", "rank correlation hand-size", "|assignment - exact|"]))

# %% [markdown]
# **The revision's supporting statements** (Sec. 4.2 and App. A).
#
# * *Lemma A.1* (a caller who, at some size, calls with hands $A$ and folds with better hands $B$, both of
#   positive measure, is weakly dominated): **true, but its proof is not valid as written.** The swap of
#   equal-measure $A' \subseteq A$, $B' \subseteq B$ does not leave "all other cases" unchanged: a hand
#   $y \in B'$ now calls, and loses $s$, against every bet by a hand above $y$. What holds is the average:
#   against any bettor the caller's gain from calling rather than folding with hand $y$ is
#   $g(y) = (1 + 2s)F_s(y) - s$ per unit of betting mass ($F_s$: the bettor's hands given a bet of $s$), which
#   is non-decreasing, so the swap changes the caller's payoff by $\int_{B'} g - \int_{A'} g \ge 0$, and by
#   more than 0 against "always bet $s$", where $g(y) = (1 + 2s)y - s$ increases strictly. (The proof's last
#   paragraph also says "strictly dominated" where it proves weakly.) The same average argument covers the
#   restriction to pure strategies: calling with a fraction of some hands is weakly dominated by the threshold
#   that calls the same mass.
# * *"Violating [condition 2] is not dominated"*: **true**, and more: no threshold caller at all is weakly
#   dominated. For any size $s$ and threshold $t \in (0, 1)$, a bettor who bets $s$ with a set of hands of
#   which the share $s/(1 + 2s)$ lies just below $t$ and the rest just above makes $t$ the caller's unique
#   best threshold at $s$ (checked below on a grid of $(s, t)$).
# * *"It leads to exploitable calling strategies"*: **true, but it singles out nothing**: every caller other
#   than $c$, monotone or not, is exploitable (Sec. 3.7, step 3, and cell `lcp-admissible-discretised`).
# * *"A monotone calling strategy is therefore less exploitable"*: **false.** Calling every hand is monotone,
#   and the bettor's best reply to it (bet $U$ with $x > \frac12$, check below) earns $U/4$, i.e. $U/4 - V$
#   more than $V$. Lowering $c$ by $\delta$ on the sizes $(s_1, s_2]$ violates condition 2 (the threshold
#   drops at $s_1$), yet gains the bettor at most $\delta s_2$: against a threshold $\tau \le c$ every
#   hand's payoff at size $s$ rises by at most $s\,(c(s) - \tau(s))$.
# * *The role of condition 2*: **none in the selection.** The callers that make $D$ and $I$ admissible (the
#   fading caller, the caller who calls everything) satisfy both conditions, and both plans are admissible
#   against all callers too (cell `lcp-admissible`). Condition 2 removes no equilibrium either, since $c$ is
#   monotone.

# %% tags=["monotone-conditions"]
Ft, yv = sp.symbols("F y", real=True)
g_call = (1 + 2 * sz_) * sp.Function("F")(yv) - sz_  # the caller's gain from calling, per unit betting mass
assert sp.diff(g_call, yv) == (1 + 2 * sz_) * sp.Function("F")(yv).diff(yv)  # non-decreasing in y


def swap_change(bettor, s_, A_, B_):
    """The caller's payoff change (exact) when the hands A_ start folding and B_ start calling a bet s_,
    against a bettor who bets s_ with the hands `bettor` (an interval)."""
    lo, hi = bettor

    def gain(y):  # integral over the bettor's hands of the caller's gain from calling with y
        below_, above_ = min(max(y - lo, 0), hi - lo), min(max(hi - y, 0), hi - lo)
        return (1 + s_) * below_ - s_ * above_

    def integral(a, b):  # gain is linear between the bettor's ends: the trapezoid rule is exact piece by piece
        pts = sorted({a, b, *(p for p in (lo, hi) if a < p < b)})
        return sum((q - p) * (gain(p) + gain(q)) / 2 for p, q in zip(pts, pts[1:]))

    return integral(*B_) - integral(*A_)


s1_, A1, B1 = Fraction(1), (Fraction(1, 10), Fraction(2, 10)), (Fraction(3, 10), Fraction(4, 10))
every = swap_change((Fraction(0), Fraction(1)), s1_, A1, B1)
strong = swap_change((Fraction(85, 100), Fraction(95, 100)), s1_, A1, B1)
pair_loss = -s1_  # (x = 0.9, y in B'): the swapped caller calls and loses s where he folded
assert every > 0 and strong == 0 and pair_loss < 0
span = lambda iv: f"({iv[0]}, {iv[1]})"  # noqa: E731
print(f"Lemma A.1's swap, s = 1, A' = {span(A1)}, B' = {span(B1)}: caller gains {every} against 'bet 1 with every hand',")
print(f"  {strong} against 'bet 1 with (0.85, 0.95)', though each pair (x = 0.9, y in B') now costs him {-pair_loss}")

for s_ in (Fraction(1, 10), Fraction(1), Fraction(5)):  # every threshold is some bettor's unique best answer
    for t_ in (Fraction(k, 10) for k in range(1, 10)):
        share = s_ / (1 + 2 * s_)  # the bettor's hands below t, as a share of his betting hands at s
        width = min(t_ / share, (1 - t_) / (1 - share))  # hands (t - share w, t + (1 - share) w)
        lo_, hi_ = t_ - share * width, t_ + (1 - share) * width
        g_at = lambda y: (1 + s_) * min(max(y - lo_, 0), hi_ - lo_) - s_ * min(max(hi_ - y, 0), hi_ - lo_)  # noqa: E731, B023  (used in this iteration only)
        eps_ = Fraction(1, 10**6) * width
        assert g_at(t_) == 0 and g_at(t_ - eps_) < 0 < g_at(t_ + eps_)
print("every threshold t in (0, 1) at every size tested is the unique best answer to some bettor: none is dominated")

eq_m = limit.solve(Lm, Um, exact=True)
V_m = Fraction(str(eq_m.value))
everyone_exploit = Um / 4 - V_m  # best reply to 'call every hand': bet U above 1/2, check below
delta, s_lo, s_hi = Fraction(1, 100), Fraction(1), Fraction(3, 2)
dip_bound = delta * s_hi
assert dip_bound < everyone_exploit
eq_f = limit.solve(float(Lm), float(Um))
dip = lambda z: np.where((z > float(s_lo)) & (z <= float(s_hi)), eq_f.call(z) - float(delta), eq_f.call(z))  # noqa: E731
grid_n = 1000 if quick else 4000
br_every = monotone.threshold_best_reply(lambda z: 0 * z, float(Lm), float(Um), grid_n, 1001) - eq_f.value
br_dip = monotone.threshold_best_reply(dip, float(Lm), float(Um), grid_n, 1001) - eq_f.value
assert abs(br_every - float(everyone_exploit)) < 1e-6 and 0 < br_dip <= float(dip_bound)
print(f"(L, U) = ({Lm}, {Um}): exploitability of 'call every hand' (monotone) = U/4 - V = {everyone_exploit} "
      f"= {float(everyone_exploit):.6f};")
print(f"  of c lowered by {delta} on ({s_lo}, {s_hi}] (violates condition 2) at most {dip_bound}; "
      f"on a grid {br_dip:.4f}")

# %% [markdown]
# ### What is unique, under each notion
#
# For $0 < L < U < \infty$:
#
# | notion | caller | bettor |
# | --- | --- | --- |
# | optimal (any equilibrium) | many optimal callers | the value bets, the checks and how often each size is bluffed; the bluff plan is free |
# | admissible: not weakly dominated against all strategies (manuscript Thm. 4.1) | $c$, the only admissible optimal caller | at least $D$ and $I$: not unique |
# | monotone caller, monotone-admissible bettor (revision Sec. 4.1-4.2) | $c$ (it is monotone) | $D$, $I$ and every plan sorted by some $A = \rho(1 + 2s)$: not unique |

# %% [markdown]
# ## 3.9 Figure 1: strategy profiles from lenient to restricted limits
#
# Bet function over hand strength (bluffs on the left, value bets on the right, checks between), calling
# threshold $x = c(s)$ over the bet size with the call region shaded, limits dotted. Compared with the
# paper's originals (`nash_equilibrium__LCP_profile_*.png`), digitised on their own grids by
# `tests/notebooks/test_paper_figures.py`: every pixel of the paper's bet functions lies within 3 pixels of these curves,
# and so does every pixel of its call thresholds except the legend's sample lines. No difference.

# %% tags=["figure-1", "hide-input"]
fig, axes = plotting.new_figure(ncols=2, nrows=2, width=4.2, height=3.2)
for ax, (Lf, Uf) in zip(axes.flat, [(0.0, 10.0), (0.1, 2.0), (0.3, 1.5), (0.5, 1.0)]):
    eq_f = limit.solve(Lf, Uf)
    plotting.strategy_profile(ax, eq_f.bet, eq_f.call, np.linspace(Lf, Uf, 600), 1.12 * Uf,
                              f"L = {Lf:g}, U = {Uf:g}", legend=False)
    for level, label in ((Lf, f"L={Lf:g}"), (Uf, f"U={Uf:g}")):
        ax.axhline(level, color="0.4", ls=":", lw=1, label="Limits L, U" if level == Lf else None)
        ax.annotate(label, (1.02, level), xytext=(3, 0), textcoords="offset points", va="center",
                    annotation_clip=False)
# one legend for the four panels, below them, so that it hides no curve
fig.legend(*axes[0, 0].get_legend_handles_labels(), loc="outside lower center", ncols=4, frameon=False)
fig.suptitle("LCP strategy profiles, from lenient to restricted limits")
plotting.savefig(fig, "03_lcp_derivation-figure1-profiles", figure="3.2",
                 caption=r"The paper's Figure 1, regenerated: the LCP strategy profiles for \((L, U) = (0, 10), (0.1, 2), (0.3, 1.5), (0.5, 1)\), from lenient to restricted limits. Bluffs bet \(U\) with the weakest hands and \(L\) just below the checks; value bets run from \(L\) to \(U\); the dashed curve is the caller's threshold.",
                 alt="Four strategy-profile panels, one per pair of limits, each with a bet function clipped between the dotted lines L and U and a shaded calling region.")

# %% [markdown]
# How the profile moves as $U$ grows with $L$ fixed (the `L_overlay` parameter). In panel (a) the weakest
# and the strongest hands bet ever larger sizes, and the bluffing range $(0, x_2)$ widens a little; the value
# bets below the old maximum move only slightly right (a given hand bets a slightly smaller size). The calling
# threshold rises at every size, by $\frac{\Delta x_2}{1 + s}$ since $c(s) = \frac{s + x_2}{1 + s}$. That is
# too little to see on the scale of $c$ itself, so panel (b) draws how far each threshold lies below the one
# for $U = \infty$ (defined at every size): the gap shrinks as $U$ grows.
# The cell checks each of these statements on the curves it draws.

# %% tags=["figure-profiles-as-U-grows", "hide-input"]
U_values = [u_ for u_ in (0.5, 1.0, 2.0, 5.0, 20.0, math.inf) if u_ >= L_overlay]
styles = ["-", "--", "-.", ":", (0, (5, 1, 1, 1, 1, 1)), "-"]
colors = plotting.PALETTE[:5] + ["k"]
s_top = 6.0  # sizes above are clipped (U = 20 and infinity)
xs = np.linspace(0, 1, 4001)
sizes = np.geomspace(L_overlay, s_top, 400) if L_overlay > 0 else np.linspace(0, s_top, 400)
fig, axes = plotting.new_figure(nrows=2, width=6.4, height=3.6)
eqs = [limit.solve(L_overlay, Uo) for Uo in U_values]
top = eqs[-1]  # U = infinity: c(s) defined at every size
for eq_o, Uo, color, style in zip(eqs, U_values, colors, styles):
    label = f"U = {Uo:g}" if np.isfinite(Uo) else "U = \N{INFINITY}"
    axes[0, 0].plot(xs, np.minimum(eq_o.bet(xs), s_top), color=color, ls=style, lw=1.6, label=label)
    own = sizes[sizes <= Uo]  # c(s) is defined up to the size U
    axes[1, 0].plot(own, top.call(own) - eq_o.call(own), color=color, ls=style, lw=1.6, label=label)
axes[0, 0].set(xlabel="hand strength x", ylabel="bet size (0 = check)", ylim=(-0.1, s_top + 0.1),
               title=f"(a) Bet function, L = {L_overlay:g}, U growing (sizes above {s_top:g} clipped)")
axes[0, 0].legend(fontsize=8, loc="upper center", ncols=2)
axes[1, 0].set(xlabel="bet size s", ylabel="c(s) at U = \N{INFINITY} minus c(s)",
               xscale="log" if L_overlay > 0 else "linear",
               title="(b) The calling threshold rises with U at every size, toward U = \N{INFINITY}")
axes[1, 0].legend(fontsize=8, loc="upper right", ncols=2)
# what the text says, on the curves drawn
x2s = [eq_o.x[2] for eq_o in eqs]
assert all(a < b for a, b in zip(x2s, x2s[1:]))  # the bluffing range widens
for lo, hi in zip(eqs, eqs[1:]):
    common = sizes[sizes <= min(lo.U, hi.U)]
    assert np.all(hi.call(common) > lo.call(common))  # c rises at every size
    inner = common[(common > L_overlay) & (common < lo.U)]
    assert np.all(hi.value_hand(inner) > lo.value_hand(inner))  # so a given value hand bets less
plotting.savefig(fig, "03_lcp_derivation-profiles-as-U-grows", figure="3.3",
                 caption=r"The profile at a fixed \(L\) (the parameter <code>L_overlay</code>) as \(U\) grows, one "
                         r"line per \(U\): (a) the bet function: the extreme hands bet more, the bluffing range widens a little, "
                         r"the other value bets barely move; (b) how far the calling threshold \(c(s)\) lies below its value for \(U = \infty\): "
                         r"less at every size for every larger \(U\), so \(c\) rises with \(U\), most at the small sizes.",
                 alt="Two stacked line plots with one line per value of U, each in its own colour and line style. "
                     "Top: bet size against hand strength; as U grows the weakest and strongest hands bet more and "
                     "the bluffs reach a little further right, while the other value bets nearly coincide. Bottom: the gap between the calling threshold for U = infinity and "
                     "for each U against the bet size on a log axis, smaller for larger U and falling with the size.")

# %% [markdown]
# ## 3.10 Explore it yourself
#
# Move $L$ and $U$ and watch the equilibrium change: `lcp.explore()` shows two sliders (log scale; the
# switches give $L = 0$ and $U = \infty$) that redraw the profile of Figure 1 and the numbers $x_0, \dots, x_5$,
# $b_0$ and $V(L, U)$ from `lcp.continuous.limit.solve`. Run the cell in JupyterLab to get the live sliders (the stored
# output shows the starting point only). The site has the same in the browser, with hands to play:
# <a href="../explorer.html">the explorer</a>.

# %% tags=["explore"]
import lcp

lcp.explore(L=0.1, U=2.0)

# %% [markdown]
# ## Errata found in this section

# %% tags=["hide-input"]
found = errata.for_notebook("03_lcp_derivation")
display(Markdown(errata.markdown(found)))
