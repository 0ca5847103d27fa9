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
# # 5. Parameter analysis, convergence and the value theorems
#
# **What this notebook finds**
#
# * <a href="#cell-theorem-9-1">The value rises with $U$ and falls with $L$</a> (Theorem 9.1, printed "prove
#   this"), and <a href="#cell-theorem-9-2-9-3">tends to $1/14$, Newman's value, as $L \to 0$, $U \to \infty$</a>,
#   in either order.
# * <a href="#cell-per-unit-restriction">For a given ratio $U/L$ the best limits are centred on the pot</a>, $LU = 1$.
# * <a href="#cell-theorem-7-1">Theorem 7.1's threshold is misprinted</a>; the corrected statement is proved.
# * <a href="#cell-theorem-8-1">LCP's strategies converge to the fixed-bet game</a> as $L, U \to B$, and
#   <a href="#cell-theorem-8-3">to no limit</a> as $L \to 0$, $U \to \infty$ (<a href="#cell-figure-convergence">in pictures</a>).
# * <a href="#cell-symmetry">The symmetry</a> $V(L, U) = V(1/U, 1/L)$ extends to the whole bluffing strategy, not to
#   value bets or checks.
# * Every claim of these sections, with its status, is in the table below.
#
# *Manuscript (May 2025) Secs. 7, 8 and 9; in the revision (arXiv:2606.01390) they became Sec. 6 (the value
# theorems, Secs. 6.2-6.3), Sec. 7 (the convergence, now remarks), Sec. 8 (Sec. 8.3) and Appendix C (the
# proofs of the manuscript's Sec. 7).* Every claim of these sections, settled symbolically where possible
# and checked numerically (and by property tests in `tests/continuous/test_parameter_analysis.py`). Units: pot 1, ante
# $\tfrac12$. The section numbers below are the manuscript's; this notebook's headings, 5.1 to 5.5, name the manuscript's section each follows.
#
# | claim (manuscript → revision) | statement | status | cell |
# | --- | --- | --- | --- |
# | Lemma 7.1 → Lemma C.1 | $\partial x_2/\partial U = 18(L+1)^6(U+1)^2/A_4^2 > 0$ | proved symbolically | `lemma-7-1` |
# | Lemma 7.2 → Lemma C.2 | intermediate value sizes $v^{-1}(x)$ shrink as $U$ grows (and the printed $v^{-1}$, $\partial v^{-1}/\partial x_2$) | proved symbolically | `lemma-7-2` |
# | Lemma 7.3 → Lemma C.3 | the calling cutoff $c(v^{-1}(x))$ of a fixed value hand rises with $U$ | proved symbolically | `lemma-7-3` |
# | Theorem 7.1 → Theorem C.1 | EV of value hands falls with $U$ below a threshold, rises above it | **threshold misprinted**; corrected statement proved | `theorem-7-1` |
# | (new) effect of $L$ | the same analysis for $L$ | proved symbolically | `effect-of-L` |
# | Eq. (10) → Sec. 7.1 | FBCP bet function | **inequality reversed** in the checking range | `theorem-8-1` |
# | Theorems 8.1, 8.2 → Sec. 7.2, a remark | LCP strategies $\to$ FBCP as $L, U \to B$ (both iterated limits) | proved; Thm 8.2's last equality holds only at $s = B$ | `theorem-8-1` |
# | Theorems 8.3, 8.4 → Sec. 7.2, a remark | LCP strategies $\to$ NLCP as $L \to 0$, $U \to \infty$ (both orders) | proved | `theorem-8-3` |
# | Theorem 9.1 → Theorem 6.2 | $V$ increasing in $U$, decreasing in $L$ (printed "prove this") | imprecise: true (proved here, strictly, for $0 \le L \le U$), but the proof printed is "prove this" | `theorem-9-1` |
# | Theorem 9.2 → Sec. 6.3, a remark | $V \to V_{FB}(B)$ as $L, U \to B$ (both orders) | imprecise: true (proved here, in both orders), but the proof printed is "prove this" | `theorem-9-2-9-3` |
# | Theorem 9.3 → Sec. 6.3, a remark | $V \to 1/14$ as $L \to 0$, $U \to \infty$ (both orders) | imprecise: true (proved here, in both orders), but the proof printed is "prove this" | `theorem-9-2-9-3` |
# | Sec. 9 symmetry → Sec. 6 | $V(L, U) = V(1/U, 1/L)$ | proved; extends exactly to the whole bluffing strategy under $s \mapsto 1/s$, not to value bets or checks | `symmetry` |
# | Sec. 9.1 / question → Sec. 6.2 | max of $V$ on $L = $ const is at $U = \infty$ | proved | `theorem-9-1` |
# | question | best limits for a given ratio $U/L$ | centred on the pot, $LU = 1$ (proved) | `per-unit-restriction` |
#
# The main tool is the form of notebook 4: with $r = \frac{L}{1+L}$, $t = \frac{1}{1+U}$ and
# $m = r^3 + t^3$, $x_2 = \frac{1-m}{7-m}$ and $V = \frac{1-m}{2(7-m)}$.

# %% tags=["parameters"]
quick = False  # smaller grids (the tests run this)
L_fixed = 0.1  # L of the figures against U
U_fixed = 2.0  # U of the figures against L

# %% tags=["hide-input"]
import math

import numpy as np
import sympy as sp

from lcp.record import errata
from lcp.continuous import fixed_bet, limit, no_limit
from lcp import plotting
from lcp.core import rational
from lcp.notebook import Flag, Real, below, check_parameters, table

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "L_fixed": Real(0, 100, high_open=True), "U_fixed": Real(0, 1e6, low_open=True)},
                 ordered=[("L_fixed", "U_fixed")])
L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
d = limit.derive()
sol = d.solution
X2 = sol[x2]
Lp, Up, sp_, xp, q = sp.symbols("L U s x q", positive=True)  # positive copies for sign arguments
pos = {L: Lp, U: Up}
A1 = 7 * U**3 + 21 * U**2 + 21 * U + 6
A2 = 6 * U**3 + 18 * U**2 + 18 * U + 5
A4 = 3 * A1 * L**2 + 3 * A1 * L + A1 + A2 * L**3


def is_positive(expr):
    """True if sympy can show expr > 0 for positive symbols (after factoring)."""
    return sp.factor(sp.cancel(expr)).is_positive is True


# %% [markdown]
# ## 5.1 The effect of U (manuscript Sec. 7.1)
#
# **Lemma 7.1.** $\partial x_2 / \partial U = \frac{18(L+1)^6(U+1)^2}{A_4^2}$ as printed, positive: more
# bluffs as the cap rises.

# %% tags=["lemma-7-1"]
dx2_dU = sp.factor(sp.diff(X2, U))
assert rational.is_zero(dx2_dU - 18 * (L + 1) ** 6 * (U + 1) ** 2 / A4**2)
assert is_positive(dx2_dU.subs(pos))
dx2_dL = sp.factor(sp.diff(X2, L))
print("dx2/dU =", dx2_dU)
print("dx2/dL =", dx2_dL, " (<= 0: fewer bluffs as the floor rises)")
assert is_positive(-dx2_dL.subs(pos))

# %% [markdown]
# **Lemma 7.2.** A value hand $x \in (x_4, x_5)$ bets $v^{-1}(x) = \sqrt{\frac{1 - x_2}{2(1-x)}} - 1$, which
# depends on $(L, U)$ only through $x_2$ and falls as $x_2$ rises; with Lemma 7.1 it falls as $U$ grows.
# The printed $v^{-1}(x) = -\frac{\sqrt{(4x-4)(2x_2-2)}}{4x-4} - 1$ and $\frac{\partial v^{-1}}{\partial x_2}
# = -\frac{1}{\sqrt{(4x-4)(2x_2-2)}} = -\frac{1}{(v^{-1}(x)+1)(4-4x)}$ are right (checked at exact points,
# since sympy's square-root branches block a blanket simplification).

# %% tags=["lemma-7-2"]
vinv = sp.sqrt((1 - q) / (2 * (1 - xp))) - 1
assert sp.simplify(d.value_hand.subs(x2, q).subs(s, vinv) - xp) == 0
dvinv = sp.diff(vinv, q)
printed_vinv = -sp.sqrt((4 * xp - 4) * (2 * q - 2)) / (4 * xp - 4) - 1
printed_dvinv = (-1 / sp.sqrt((4 * xp - 4) * (2 * q - 2)), -1 / ((vinv + 1) * (4 - 4 * xp)))
for xv, qv in [(sp.Rational(7, 10), sp.Rational(1, 10)), (sp.Rational(9, 10), sp.Rational(1, 7)), (sp.Rational(3, 5), sp.Rational(1, 20))]:
    at = {xp: xv, q: qv}
    assert abs(sp.N((printed_vinv - vinv).subs(at), 40)) < 1e-30
    assert all(abs(sp.N((p - dvinv).subs(at), 40)) < 1e-30 for p in printed_dvinv)
    assert sp.N(dvinv.subs(at)) < 0
assert sp.simplify(dvinv + 1 / (4 * (1 - xp) * (vinv + 1))) == 0  # always negative
print("d v^-1(x) / d x2 = -1/(4(1 - x)(v^-1(x) + 1)) < 0; d v^-1/dU = (that) * dx2/dU < 0")

# %% [markdown]
# **Lemma 7.3.** For a fixed value hand, $\frac{d}{dU}c(v^{-1}(x)) = \frac{1}{2(v^{-1}(x)+1)}\frac{\partial x_2}{\partial U} > 0$:
# the direct effect of $x_2$ on $c$ outweighs the smaller size.

# %% tags=["lemma-7-3"]
c_q = d.call.subs(x2, q)
dc_dq_total = sp.simplify(sp.diff(c_q.subs(s, vinv), q))  # through c's x2 and through the size v^-1(x)
assert sp.simplify(dc_dq_total - 1 / (2 * (vinv + 1))) == 0
print("d c(v^-1(x)) / d x2 = 1/(2(v^-1(x) + 1)) > 0, so d/dU = (that) * dx2/dU > 0 and d/dL < 0")

# %% [markdown]
# **Theorem 7.1.** For a hand betting $U$, $\frac{d\,EV}{dU} = 2(x - v(U)) - \frac{U}{1+U}\frac{\partial x_2}{\partial U}$
# (the paper's chain rule, correct), so $EV$ rises with $U$ exactly when
#
# $$x > x^\ast(L, U) = v(U) + \frac{U}{2(1+U)}\frac{\partial x_2}{\partial U}
#   = \frac{1}{2(1+U)}\left(U\frac{\partial x_2}{\partial U} + \frac{2U^2 + 4U + 1 + x_2}{1+U}\right). \tag{5.1}$$
#
# The paper prints $\frac{U^2 + x_2(1+2U)}{1+U}$ in place of $\frac{2U^2+4U+1+x_2}{1+U}$; its own derivation
# (at $x = v(U)$ the first term vanishes) shows the threshold must exceed $v(U)$, which the printed one does
# not. Since $x^\ast > v(U)$, the "$\max(v(U), \cdot)$" of the statement is always the second term. Hands with
# intermediate sizes lose as $U$ grows (both chain-rule terms negative, as the paper argues). Checked:

# %% tags=["theorem-7-1"]
xx = sp.Symbol("x")
g = sp.Function("x_2")  # x2 as a function of the limit that moves, so the chain rule stays visible


def ev_at_limit(size):
    """EV of a hand x betting the limit `size`, with x2 = x_2(size), and its derivative in that limit."""
    c_lim = d.call.subs({s: size, x2: g(size)})
    ev = fixed_bet.bet_ev(xx, c_lim, size, x_above_c=True)
    return ev, sp.diff(ev, size), d.value_hand.subs({s: size, x2: g(size)})


EV_U, dEV_dU, vU = ev_at_limit(U)
g1 = sp.Derivative(g(U), U)
assert sp.simplify(dEV_dU - (2 * (xx - vU) - U / (1 + U) * g1)) == 0
x_star = vU + U / (2 * (1 + U)) * g1
ours_printed_form = (U * g1 + (2 * U**2 + 4 * U + 1 + g(U)) / (1 + U)) / (2 * (1 + U))
paper_form = (U * g1 + (U**2 + g(U) * (1 + 2 * U)) / (1 + U)) / (2 * (1 + U))
assert sp.simplify(x_star - ours_printed_form) == 0 and sp.simplify(dEV_dU.subs(xx, x_star)) == 0
gap = sp.factor(sp.simplify(x_star - paper_form))
print("x* - printed threshold =", gap, "(not 0)")
at01 = {g1: dx2_dU.subs({L: 0, U: 1}), g(U): X2.subs({L: 0, U: 1}), U: 1}
assert gap != 0 and paper_form.subs(at01) < vU.subs(at01) < x_star.subs(at01)
print("at (L, U) = (0, 1): printed threshold", paper_form.subs(at01), "< v(U) =", vU.subs(at01), "< x* =", x_star.subs(at01))
# intermediate sizes: EV(x) depends on (L, U) only through x2, and falls as x2 rises
E_inner = fixed_bet.bet_ev(xp, c_q.subs(s, vinv), vinv, x_above_c=True)
dE_dq = sp.diff(E_inner, q)
for xv, qv in [(sp.Rational(7, 10), sp.Rational(1, 10)), (sp.Rational(95, 100), sp.Rational(1, 8)), (sp.Rational(6, 10), sp.Rational(1, 7))]:
    assert sp.N(dE_dq.subs({xp: xv, q: qv}), 30) < 0
# numerically, by finite differences of limit.solve(...).ev at (L, U) = (0.1, 2):
Lv, Uv, h = 0.1, 2.0, 1e-6
e0, e1 = limit.solve(Lv, Uv), limit.solve(Lv, Uv + h)
xs_star = float(x_star.subs({g1: dx2_dU, g(U): X2}).subs({L: sp.Rational(1, 10), U: 2}))
for xv in (e0.x[4] + 0.01, (e0.x[5] + xs_star) / 2, (xs_star + 1) / 2):
    slope = float((e1.ev(xv) - e0.ev(xv)) / h)
    expected = "falls" if xv < xs_star else "rises"
    print(f"x = {xv:.4f}: dEV/dU ~ {slope:+.5f} ({expected}; x* = {xs_star:.4f}, v(U) = {e0.x[5]:.4f})")
    assert (slope < 0) == (xv < xs_star)

# %% [markdown]
# **Errata from a second reading of Sec. 7.1.** (i) Sec. 7.1.3 calls the hands $x \in [x_3, v(U)]$ "exactly"
# the intermediate value bets, and Lemmas 7.2, 7.3 and Case 2 of the proof of Theorem 7.1 use that range. The
# intermediate sizes are bet by $[x_4, x_5] = [v(L), v(U)]$; the hands $(x_3, x_4)$ bet the minimum $L$, where
# $v^{-1}(x) < L$ is not their size. Their payoff falls with $U$ too, through $c(L)$ alone:
# $\frac{d\,EV}{dU} = -\frac{L}{1+L}\frac{\partial x_2}{\partial U}$ ($< 0$ for $L > 0$), a case Theorem 7.1's
# statement leaves out. (ii) The proof of Lemma 7.3 takes $\frac{dv^{-1}(x)}{dU}$ "as we showed in the proof of
# Lemma 7.1"; it is shown in the proof of Lemma 7.2 (Lemma 7.1 only gives $\partial x_2/\partial U$).

# %% tags=["erratum-intermediate-hands"]
assert sp.simplify(d.value_hand.subs(s, L).subs(x2, X2) - sol[x4]) == 0  # v(L) = x4
assert sp.simplify(d.value_hand.subs(s, U).subs(x2, X2) - sol[x5]) == 0  # v(U) = x5
e_mid = limit.solve(sp.Rational(1, 10), 2, exact=True)
x_L = (e_mid.x[3] + e_mid.x[4]) / 2  # a hand in (x3, x4)
assert e_mid.x[3] < x_L < e_mid.x[4] and float(e_mid.bet(x_L)) == 0.1
assert vinv.subs({xp: x_L, q: e_mid.x[2]}) < sp.Rational(1, 10)  # v^-1 of it is below L: not its size
c_L = d.call.subs({s: L, x2: g(U)})
ev_L = fixed_bet.bet_ev(xx, c_L, L, x_above_c=True)
dev_L = sp.simplify(sp.diff(ev_L, U))
assert sp.simplify(dev_L + L / (1 + L) * sp.Derivative(g(U), U)) == 0
print("v(L) = x4, v(U) = x5; hands in (x3, x4) bet L; their dEV/dU =", dev_L)
# (ii): the formula quoted in Lemma 7.3 is the chain rule of Lemma 7.2's proof (cell lemma-7-2), not Lemma 7.1's
assert sp.simplify(dvinv + 1 / ((vinv + 1) * (4 - 4 * xp))) == 0

# %% [markdown]
# **"For any fixed hand strength $x$"** (Sec. 7.1.1, before Theorem 7.1): "the expected payoff of that hand
# increases in $U$ only for large enough $x$ or small enough $U$, after which it decreases". Read for the
# value-betting hands of the subsection's title, it holds (a value hand gains while it bets $U$ and $U$ is
# small, then loses; here $x = 0.9$ at $L = 0.1$). Read as written, for any hand, it fails for every bluff:
# a bluff earns $x_2 - \tfrac12$, which rises with $U$ for all $L$, $U$ (Lemma 7.1), and a check's $x -
# \tfrac12$ does not move. These are the answer to the paragraph's own question, "which hands are gaining
# expected payoff to offset this?", which the manuscript leaves open: since $V = x_2/2$ identically, each
# bluffing hand gains $\partial x_2/\partial U$, twice the whole game's gain $\partial V/\partial U$.

# %% tags=["ev-every-hand-in-u"]
assert rational.is_zero(d.value - X2 / 2)  # V = x2 / 2 for all L, U
assert is_positive(dx2_dU.subs(pos))  # so a bluff's EV, x2 - 1/2, rises with U everywhere
assert rational.is_zero(sp.diff(d.value, U) * 2 - dx2_dU)  # a bluff gains twice dV/dU
U_path = [0.1 * 1.2**k for k in range(40)]  # U from 0.1 to about 120, cheap in floats
bluff_x, value_x = 0.03, 0.9
ev_path = {x_: np.array([float(limit.solve(0.1, u).ev(np.array([x_]))[0]) for u in U_path]) for x_ in (bluff_x, value_x)}
assert all(limit.solve(0.1, u).x[2] > bluff_x for u in U_path)  # 0.03 bluffs at every U on the path
steps = {x_: np.sign(np.diff(e)) for x_, e in ev_path.items()}
assert (steps[bluff_x] > 0).all()  # the bluff gains at every step: it never "decreases"
rise = steps[value_x]
turn = int(np.argmin(rise > 0))
assert turn > 0 and (rise[:turn] > 0).all() and (rise[turn:] < 0).all()  # the value hand: up, then down
print(f"x = {bluff_x} (a bluff): EV from {ev_path[bluff_x][0]:.4f} to {ev_path[bluff_x][-1]:.4f}, rising at every U")
print(f"x = {value_x} (a value bet): EV peaks at U = {U_path[turn]:.2f} (of the path), then falls")

# %% [markdown]
# ## 5.2 The effect of L (not treated in the paper)
#
# $\partial x_2/\partial L = -\frac{18L^2(L+1)^2(U+1)^6}{A_4^2} \le 0$ (Lemma 7.1 above): raising the floor removes
# bluffs (and the value, $V = x_2/2$). By the same chain rules with the sign of $\partial x_2$ reversed: every
# intermediate value size *grows* with $L$, the calling cutoff of a fixed value hand *falls*, so the
# intermediate value hands gain; the hands betting $U$ gain ($dEV/dL = -\frac{U}{1+U}\partial_L x_2 \ge 0$); the
# hands betting $L$ gain above $x^\dagger = v(L) + \frac{L}{2(1+L)}\partial_L x_2 < v(L)$ and lose below; bluffs
# lose (their EV is $x_2 - \tfrac12$) and checks are unchanged.

# %% tags=["effect-of-L"]
EV_L, dEV_dL, vL = ev_at_limit(L)
gL = sp.Derivative(g(L), L)
assert sp.simplify(dEV_dL - (2 * (xx - vL) - L / (1 + L) * gL)) == 0
x_dagger = vL + L / (2 * (1 + L)) * gL
assert sp.simplify(dEV_dL.subs(xx, x_dagger)) == 0
# a hand betting U feels L only through x2 (here a function of L): dEV/dL = -U/(1+U) dx2/dL >= 0
EV_top = fixed_bet.bet_ev(xx, d.call.subs({s: U, x2: g(L)}), U, x_above_c=True)
assert sp.simplify(sp.diff(EV_top, L) + U / (1 + U) * gL) == 0
e0, e1 = limit.solve(Lv, Uv), limit.solve(Lv + h, Uv)
rows = []
probe = {"bluff": e0.x[2] / 2, "check": (e0.x[2] + e0.x[3]) / 2, "bets L": (e0.x[3] + e0.x[4]) / 2,
         "intermediate": (e0.x[4] + e0.x[5]) / 2, "bets U": (e0.x[5] + 1) / 2}
slopes = {name: float((e1.ev(xv) - e0.ev(xv)) / h) for name, xv in probe.items()}
for name, xv in probe.items():
    rows.append((name, f"{xv:.4f}", below(slopes[name], 1e-9) if name == "check" else f"{slopes[name]:+.5f}"))
print(table(rows, ["hand", "x", "dEV/dL at (0.1, 2)"]))
assert slopes["bluff"] < 0 and slopes["intermediate"] > 0 and slopes["bets U"] > 0
x_dag = float(x_dagger.subs({gL: dx2_dL, g(L): X2}).subs({L: sp.Rational(1, 10), U: 2}))
print(f"hands betting L gain above x-dagger = {x_dag:.4f} (x3 = {e0.x[3]:.4f}, x4 = v(L) = {e0.x[4]:.4f})")

# %% [markdown]
# **Figures.** EV of fixed hands against $U$ (the paper's *ev_vs_U*), and the thresholds against $U$ (fixed
# $L$) and against $L$ (fixed $U$).

# %% tags=["figure-ev-thresholds", "hide-input"]
n_pts = 120 if quick else 400
U_grid = np.geomspace(max(L_fixed, 1e-3), 100, n_pts)
sols_U = [limit.solve(L_fixed, u_) for u_ in U_grid]
L_grid = np.linspace(0, U_fixed, n_pts)
sols_L = [limit.solve(l_, U_fixed) for l_ in L_grid]
fig, axes = plotting.new_figure(nrows=3, width=6.6, height=2.9)
hands = [0.6, 0.7, 0.8, 0.9, 0.95, 0.99]
styles = ["-", "--", "-.", ":", (0, (5, 1, 1, 1, 1, 1)), (0, (1, 1))]
for xv, col, style in zip(hands, plotting.PALETTE, styles):
    axes[0, 0].semilogx(U_grid, [float(e.ev(xv)) for e in sols_U], color=col, ls=style, lw=1.6, label=f"x = {xv}")
axes[0, 0].set(xlabel="U (max bet)", ylabel="EV(x)", title=f"(a) EV(x) against U, L = {L_fixed:g}")
for k, (col, style) in enumerate(zip(plotting.PALETTE, styles)):
    axes[1, 0].semilogx(U_grid, [e.x[k] for e in sols_U], color=col, ls=style, lw=1.6, label=f"x{k}")
    axes[2, 0].plot(L_grid, [e.x[k] for e in sols_L], color=col, ls=style, lw=1.6, label=f"x{k}")
axes[1, 0].set(xlabel="U (max bet)", ylabel="threshold", title=f"(b) Thresholds against U, L = {L_fixed:g}")
axes[2, 0].set(xlabel="L (min bet)", ylabel="threshold", title=f"(c) Thresholds against L, U = {U_fixed:g}")
for ax in axes[:, 0]:
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5))
plotting.savefig(
    fig, "05_parameter_analysis-ev-and-thresholds", figure="5.1",
    caption=f"(a) The bettor's expected payoff of six fixed value hands as the maximum bet \\(U\\) grows "
            f"(\\(L = {L_fixed:g}\\); the paper's ev_vs_U): each falls, then rises (Theorem 7.1). (b) The six "
            f"thresholds against \\(U\\) at \\(L = {L_fixed:g}\\); (c) against \\(L\\) at "
            f"\\(U = {U_fixed:g}\\).",
    alt="Three stacked line plots. The top shows EV of hands 0.6 to 0.99 against U on a log axis, each curve "
        "dipping then rising. The middle and bottom show the thresholds x0 to x5 against U (log axis) and "
        "against L, each a separate line style; the bluffing threshold x2 rises with U and falls with L.")

# %% [markdown]
# ## 5.3 Convergence of the strategies (manuscript Sec. 8)
#
# **Eq. (10)** prints the FBCP checking range as $\frac{B}{(1+2B)(2+B)} > x > \frac{1+4B+2B^2}{(1+2B)(2+B)}$,
# an empty set; it should read $<$ twice. **Theorems 8.1-8.2**: all thresholds are rational functions
# continuous on $0 \le L \le U$, so both iterated limits equal the value at $L = U = B$: $x_0 = x_1 =
# \frac{B}{2B^3+7B^2+7B+2}$ and $x_4 = x_5 = \frac{2B^2+5B+1}{(1+2B)(2+B)}$ (as printed), and the bettor's
# function is von Neumann's. For the caller, $c(s) = \frac{x_2 + s}{1+s}$ tends to von Neumann's threshold
# *at the only size left*, $s = B$; the printed last equality $\frac{x_2|_{B,B} + s}{1+s} = \frac{B(3+2B)}{(1+2B)(2+B)}$
# holds only there.

# %% tags=["theorem-8-1"]
B = fixed_bet.B_SYMBOL
fb = fixed_bet.derive()
a_, v_ = fb.bluff_below, fb.value_above
# the printed range {x : a > x > v} is empty for every B > 0, because a < v; the corrected a < x < v is not
assert is_positive(v_ - a_)
print("v(B) - a(B) =", sp.factor(v_ - a_), "> 0: the printed checking range is empty")
limits_B = {}
for sym in limit.X_SYMBOLS:
    one = sp.limit(sp.limit(sol[sym], U, B), L, B)
    other = sp.limit(sp.limit(sol[sym], L, B), U, B)
    assert sp.simplify(one - other) == 0
    limits_B[sym] = sp.factor(one)
assert sp.simplify(limits_B[x0] - B / (2 * B**3 + 7 * B**2 + 7 * B + 2)) == 0 and limits_B[x0] == limits_B[x1]
assert sp.simplify(limits_B[x5] - (2 * B**2 + 5 * B + 1) / ((1 + 2 * B) * (2 + B))) == 0 and limits_B[x4] == limits_B[x5]
assert sp.simplify(limits_B[x2] - a_) == 0 and sp.simplify(limits_B[x3] - v_) == 0
c_lim = (limits_B[x2] + s) / (1 + s)
assert sp.simplify(c_lim.subs(s, B) - fb.call_above) == 0 and sp.simplify(c_lim - fb.call_above) != 0
for sym, val in limits_B.items():
    print(f"{sym}|B,B = {val}")

# %% [markdown]
# **Theorems 8.3-8.4**: both iterated limits $L \to 0$, $U \to \infty$ give $x_0 = 0$, $x_1 = x_2 = 1/7$,
# $x_3 = x_4 = 4/7$, $x_5 = 1$, and $c$, $v$, $b$ tend to Newman's functions for every $s > 0$.

# %% tags=["theorem-8-3"]
nl = no_limit.derive()
for sym in limit.X_SYMBOLS:
    one = sp.limit(sp.limit(sol[sym], U, sp.oo), L, 0)
    other = sp.limit(sp.limit(sol[sym], L, 0), U, sp.oo)
    assert one == other
    print(f"{sym}|0,inf = {one}")
b_full = d.bluff_hand.subs({x2: X2, limit.B0_SYMBOL: sol[limit.B0_SYMBOL]})
for name, expr, target in (("c", d.call.subs(x2, X2), nl.call), ("v", d.value_hand.subs(x2, X2), nl.value_hand), ("b", b_full, nl.bluff_hand)):
    one = sp.limit(sp.limit(expr, U, sp.oo), L, 0)
    other = sp.limit(sp.limit(expr, L, 0), U, sp.oo)
    assert sp.simplify(one - target) == 0 and sp.simplify(other - target) == 0
    print(f"{name}(s) -> {sp.factor(one)} (Newman's)")

# %% [markdown]
# **Erratum (proof of Theorem 8.3).** "$x_0|_{0,\infty} = 0$ and $x_5|_{0,\infty} = 1$ are expected, since these
# intervals are where the bettor uses a minimum bet size and a maximum bet size, respectively." Both $(0, x_0)$
# and $(x_5, 1)$ are where the bettor bets the *maximum* $U$, which is impossible at $U = \infty$; the
# minimum-size intervals $(x_1, x_2)$ and $(x_3, x_4)$ vanish as $x_1 = x_2$ and $x_3 = x_4$ (above).

# %% tags=["erratum-theorem-8-3-prose"]
e_f = limit.solve(0.1, 2.0)
assert np.all(e_f.bet(np.array([e_f.x[0] / 2, (e_f.x[5] + 1) / 2])) == 2.0)  # both intervals bet U
assert np.all(e_f.bet(np.array([(e_f.x[1] + e_f.x[2]) / 2, (e_f.x[3] + e_f.x[4]) / 2])) == 0.1)  # L
print("(0, x0) and (x5, 1) bet U; (x1, x2) and (x3, x4) bet L")

# %% [markdown]
# The convergence in pictures: profiles for limits closing in on $B = 1$, and opening up towards no limit.

# %% tags=["figure-convergence", "hide-input"]
fig, axes = plotting.new_figure(nrows=2, width=6.6, height=3.4)
xs = np.linspace(0, 1, 4001)
styles = ["-", "--", "-.", ":", (0, (5, 1, 1, 1, 1, 1))]
for k, eps in enumerate([0.9, 0.5, 0.2, 0.05, 0.0]):
    e = limit.solve(1 - eps * 0.9, 1 + eps * 4)
    axes[0, 0].plot(xs, e.bet(xs), color=plotting.PALETTE[k], ls=styles[k], lw=1.6,
                    label=f"L = {1 - eps * 0.9:.3g}, U = {1 + eps * 4:.3g}")
axes[0, 0].set(xlabel="Hand Strength", ylabel="Bet Size", title="(a) LCP \N{RIGHTWARDS ARROW} FBCP (B = 1)")
for k, (Lc, Uc) in enumerate([(0.5, 2), (0.2, 5), (0.05, 20), (0.01, 100)]):
    e = limit.solve(Lc, Uc)
    axes[1, 0].plot(xs, np.minimum(e.bet(xs), 3.0), color=plotting.PALETTE[k], ls=styles[k], lw=1.6,
                    label=f"L = {Lc:g}, U = {Uc:g}")
e_nl = no_limit.solve()
axes[1, 0].plot(xs, np.minimum(e_nl.bet(xs), 3.0), color="k", ls=(0, (1, 1)), lw=1.6, label="NLCP")
axes[1, 0].set(xlabel="Hand Strength", ylabel="Bet Size (clipped at 3)", title="(b) LCP \N{RIGHTWARDS ARROW} NLCP",
               ylim=(-0.05, 3.05))
for ax in axes[:, 0]:
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5))
plotting.savefig(
    fig, "05_parameter_analysis-convergence", figure="5.2",
    caption="The bettor's bet size by hand: (a) for limits closing in on the fixed bet \\(B = 1\\), the "
            "profiles approach the fixed-bet game's; (b) for limits opening towards no limit, they approach "
            "Newman's no-limit profile (dotted; sizes clipped at 3).",
    alt="Two stacked line plots of bet size against hand strength. The top shows five profiles whose bluff and "
        "value-bet sizes squeeze towards 1 as L and U close in on 1. The bottom shows four profiles for ever "
        "wider limits approaching the black dotted no-limit curve.")

# %% [markdown]
# ## 5.4 The value theorems (manuscript Sec. 9)
#
# **Theorem 9.1** (printed "prove this"). With $V = \frac{1-m}{2(7-m)}$: $\frac{dV}{dm} = -\frac{3}{(7-m)^2} < 0$,
# $\frac{\partial m}{\partial U} = -\frac{3}{(1+U)^4} < 0$ and $\frac{\partial m}{\partial L} = \frac{3L^2}{(1+L)^4} \ge 0$. So
# $V$ is strictly increasing in $U$ and decreasing in $L$ (strictly for $L > 0$). On each line $L = $ const the
# maximum over $U \in [L, \infty]$ is therefore at $U = \infty$: $V(L, \infty) = \frac{1 - r^3}{2(7 - r^3)}$.

# %% tags=["theorem-9-1"]
r_, t_ = L / (1 + L), 1 / (1 + U)
m = r_**3 + t_**3
M = sp.Symbol("m")
V_m = (1 - M) / (2 * (7 - M))
assert rational.is_zero(V_m.subs(M, m) - d.value)
assert sp.simplify(sp.diff(m, U) + 3 / (1 + U) ** 4) == 0 and sp.simplify(sp.diff(m, L) - 3 * L**2 / (1 + L) ** 4) == 0
dV_dU, dV_dL = sp.factor(sp.diff(d.value, U)), sp.factor(sp.diff(d.value, L))
assert is_positive(dV_dU.subs(pos)) and is_positive(-dV_dL.subs(pos))
print("dV/dU =", dV_dU)
print("dV/dL =", dV_dL)
V_line = sp.factor(sp.limit(d.value, U, sp.oo))
print("V(L, inf) =", V_line)

# %% [markdown]
# **Theorems 9.2 and 9.3** (printed "prove this"): both iterated limits, symbolically.

# %% tags=["theorem-9-2-9-3"]
for one, other, target, name in [
    (sp.limit(sp.limit(d.value, U, B), L, B), sp.limit(sp.limit(d.value, L, B), U, B), fb.value, "V -> V_FB(B)"),
    (sp.limit(sp.limit(d.value, U, sp.oo), L, 0), sp.limit(sp.limit(d.value, L, 0), U, sp.oo), sp.Rational(1, 14), "V -> 1/14"),
]:
    assert sp.simplify(one - target) == 0 and sp.simplify(other - target) == 0
    print(f"{name}: both iterated limits = {sp.factor(one)}")

# %% [markdown]
# ## 5.5 The symmetry, and how far it reaches (manuscript Sec. 9.3)
#
# $V(L, U) = V(1/U, 1/L)$: the map sends $r \mapsto t$ and $t \mapsto r$, and $V$ depends on $m = r^3 + t^3$.
# So does $x_2$, the total bluffing mass. More is true: **the whole bluffing strategy is mirrored by
# $s \mapsto 1/s$.** The bluff mass per unit size is $-b'(s) = \frac{(1-x_2)s}{(1+s)^4}$, and
# $-b'(s)\,ds = -b'(\sigma)\,d\sigma$ under $\sigma = 1/s$; the bluffs betting exactly $U$ ($x_0$) match the bluffs
# betting exactly $1/U$, the lower limit of the mirrored game ($x_2' - x_1'$). The value bets do not mirror
# ($v'(s)\,ds \ne v'(\sigma)\,d\sigma$), nor do the checking range or the thresholds $x_3, x_4, x_5$:

# %% tags=["symmetry"]
mirror = {L: 1 / U, U: 1 / L}
mirrored = {sym: sp.cancel(sol[sym].subs(mirror, simultaneous=True)) for sym in limit.X_SYMBOLS}
assert rational.is_zero(d.value.subs(mirror, simultaneous=True) - d.value)
assert rational.is_zero(mirrored[x2] - sol[x2])
assert rational.is_zero((mirrored[x2] - mirrored[x1]) - sol[x0]) and rational.is_zero(mirrored[x0] - (sol[x2] - sol[x1]))
sigma = sp.Symbol("sigma", positive=True)
density_b = sp.simplify(-sp.diff(d.bluff_hand, s))
assert sp.simplify(density_b.subs(s, 1 / sigma) / sigma**2 - density_b.subs(s, sigma)) == 0
density_v = sp.simplify(sp.diff(d.value_hand, s))
assert sp.simplify(density_v.subs(s, 1 / sigma) / sigma**2 - density_v.subs(s, sigma)) != 0
rows = []
for name, a_expr, b_expr in [("x2 (all bluffs)", sol[x2], mirrored[x2]), ("x0 vs x2' - x1'", sol[x0], mirrored[x2] - mirrored[x1]),
                             ("x3 - x2 (checks)", sol[x3] - sol[x2], mirrored[x3] - mirrored[x2]),
                             ("x4 - x3 vs 1 - x5' (value at L vs 1/L)", sol[x4] - sol[x3], 1 - mirrored[x5]), ("V", d.value, d.value.subs(mirror, simultaneous=True))]:
    at = {L: sp.Rational(1, 10), U: 2}
    rows.append((name, f"{float(a_expr.subs(at)):.6f}", f"{float(b_expr.subs(at)):.6f}"))
print(table(rows, ["quantity at (0.1, 2)", "game (L, U)", "mirrored game (1/U, 1/L)"]))

# %% [markdown]
# **Erratum (Sec. 9.3).** "Similarly, the loss in value from decreasing $U$ is equivalent to the loss from
# increasing $U$ in a reciprocal manner": increasing $U$ is a gain (Theorem 9.1); the symmetry pairs lowering
# $U$ with *raising $L$*: $V(L, U) - V(L, U') = V(1/U, 1/L) - V(1/U', 1/L)$, the second a rise of the floor
# from $1/U$ to $1/U'$.

# %% tags=["erratum-symmetry-prose"]
U2 = sp.Symbol("U2", positive=True)
loss_U = d.value - d.value.subs(U, U2)  # lowering U to U2 < U
loss_L = d.value.subs(mirror, simultaneous=True) - d.value.subs({L: 1 / U2, U: 1 / L}, simultaneous=True)
assert rational.is_zero(loss_U - loss_L)
at = {L: sp.Rational(1, 10), U: 2, U2: 1}
assert loss_U.subs(at) > 0 and d.value.subs({L: sp.Rational(1, 10), U: 3}) > d.value.subs({L: sp.Rational(1, 10), U: 2})
print("lowering U from 2 to 1 at L = 0.1 costs", sp.nsimplify(loss_U.subs(at)),
      "= raising L from 1/2 to 1 at U = 10:", sp.nsimplify(loss_L.subs(at)))

# %% [markdown]
# **Which limits give the bettor the most per unit of restriction?** Measure the restriction by the ratio
# $U/L = e^w$ (a log-width). Among all limits with a given ratio, $V$ is largest when the limits are centred
# on the pot, $LU = 1$: with $L = a$, $U = ae^w$, the symmetry maps $a \mapsto e^{-w}/a$, so $m(a)$ is
# stationary at the fixed point $a = e^{-w/2}$ (exactly, below), and a grid search over the centre finds no
# better one. The loss from the no-limit value is $\frac1{14} - V = \frac{3m}{7(7-m)}$: to first order
# $\frac{3}{49}(r^3 + t^3)$, cubic in how far the limits cut into small and large bets.

# %% tags=["per-unit-restriction"]
a, w = sp.symbols("a w", positive=True)
m_a = (a / (1 + a)) ** 3 + (1 / (1 + a * sp.exp(w))) ** 3
assert sp.simplify(sp.diff(m_a, a).subs(a, sp.exp(-w / 2))) == 0
assert sp.simplify(sp.Rational(1, 14) - V_m - 3 * M / (7 * (7 - M))) == 0
rows = []
for ratio in (2.0, 10.0, 100.0):
    centres = np.geomspace(1e-3, 1e3, 2001)
    values = limit.value(centres / np.sqrt(ratio), centres * np.sqrt(ratio))
    best = centres[np.argmax(values)]
    rows.append((f"{ratio:g}", f"{best:.4f}", f"{values.max():.6f}", f"{limit.value(1 / np.sqrt(ratio), np.sqrt(ratio)):.6f}"))
    assert abs(math.log(best)) < 0.01
print(table(rows, ["U/L", "best sqrt(LU)", "max V", "V at LU = 1"]))

# %% [markdown]
# ## Errata found in this section

# %%
from IPython.display import Markdown, display  # a table on the site, not raw pipes

display(Markdown(errata.markdown(errata.for_notebook("05_parameter_analysis"))))
