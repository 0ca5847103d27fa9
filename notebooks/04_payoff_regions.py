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
# # 4. Payoff regions, EV(x) and the game value
#
# **What this notebook finds**
#
# * <a href="#cell-rt-form">The value is half the bluffing range, $V = x_2/2$</a>, and the whole solution is a
#   small rational form in $r = L/(1+L)$, $t = 1/(1+U)$ (Section 4.5).
# * <a href="#cell-regions">The regions' areas in closed form</a>: bluffs, checks and value bets have exactly the
#   masses $x_2$, $x_3 - x_2$ and $1 - x_3$.
# * <a href="#cell-value-by-integration">The value by integration over the regions</a> (the paper's missing
#   Appendix B) equals the closed form, and <a href="#cell-monte-carlo">Monte Carlo agrees</a>.
# * <a href="#cell-theorem-6-2">EV(x) is non-decreasing</a> (Theorem 6.2; the printed strict inequality fails on the
#   bluffs), <a href="#cell-figure-ev">as the figure shows</a>.
# * <a href="#cell-figure-2">The bettor's payoff over every pair of hands</a>, from the fixed bet to no limit
#   (Figure 4.1), and <a href="#cell-figure-3">the value over the whole domain</a> $0 \le L \le U \le \infty$
#   (Figure 4.3).
#
# *Manuscript (May 2025) Sec. 6 (Figure 2, Theorems 6.1-6.2) and Sec. 9 (the value formula, Figure 3); its
# Appendix B, the computation of the value, is missing, and Sec. 4.3 here supplies it. In the revision
# (arXiv:2606.01390): Sec. 6 (the value as Theorem 6.1, and Sec. 6.1 on the coordinates $r$, $t$ of
# Sec. 4.5 here), Sec. 8 (Secs. 8.1-8.2, Figures 4-5) and Appendix D (Theorems D.1-D.2); its appendix
# computing the value is left out of the LaTeX too.* Units: pot 1, ante $\tfrac12$, the bettor's net
# winnings.
#
# In equilibrium every pair of hands $(x, y)$ has one outcome: a bluff folds or is called, a check wins
# or loses, a value bet is folded to, wins or loses. `lcp.continuous.payoff` computes the payoff and the region of
# every pair for any of the three games, so the pictures, the exact integrals and the simulations all use
# the same partition of the unit square.

# %% tags=["parameters"]
quick = False  # smaller samples and grids (the tests run this)
seed = 20250524  # seed of the Monte Carlo generator
L_ev = 0.5  # limits of the detailed EV(x) figure (the paper's ExpectedPayoffs figure)
U_ev = 1.5

# %% tags=["hide-input"]
import math

import numpy as np
import sympy as sp
from IPython.display import Math, display
from matplotlib.colors import TwoSlopeNorm

from lcp.core import config, rational
from lcp.continuous import fixed_bet, limit, no_limit, payoff, simulate
from lcp import paper_figures, plotting
from lcp.notebook import SEED, Flag, Real, Table, check_parameters, table

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "seed": SEED, "L_ev": Real(0, 1e6), "U_ev": Real(0, math.inf)},
                 ordered=[("L_ev", "U_ev")])
L, U, s = limit.L_SYMBOL, limit.U_SYMBOL, limit.S_SYMBOL
x0, x1, x2, x3, x4, x5 = limit.X_SYMBOLS
d = limit.derive()
n_grid = 300 if quick else 900

# %% [markdown]
# ## 4.1 Figure 2: the bettor's payoff over the unit square
#
# From the fixed bet $B = 1$ through limits of growing leniency to no limit (the paper's six panels).
# The colour scale is centred at 0 and shared by the panels (payoffs beyond $\pm 2$ saturate); white lines
# outline the regions. What to see: the checks form the two triangles around the diagonal; as the limits
# widen, the top-left corner (a weak bluff called by a strong hand) and the top-right corner (two strong
# hands) carry ever larger stakes on ever smaller areas. The paper's own six panels (its figure files
# payoffs1 to payoffs6) are compared with these by numbers in the next cell: five agree, and the no-limit
# panel does not; the region areas are checked exactly in Section 4.2.

# %% tags=["figure-2", "hide-input"]
games = [
    ("Fixed bet (B = 1)", fixed_bet.solve(1.0)),
    ("L = 0.9, U = 1.1", limit.solve(0.9, 1.1)),
    ("L = 0.5, U = 1.5", limit.solve(0.5, 1.5)),
    ("L = 0.3, U = 2", limit.solve(0.3, 2.0)),
    ("L = 0.1, U = 5", limit.solve(0.1, 5.0)),
    ("No limit", no_limit.solve()),
]
h = (np.arange(n_grid) + 0.5) / n_grid
X, Y = np.meshgrid(h, h)  # x across (bettor), y up (caller)
norm = TwoSlopeNorm(vcenter=0.0, vmin=-2.0, vmax=2.0)
fig, axes = plotting.new_figure(ncols=2, nrows=3, width=3.0, height=3.0)
for ax, (title, game) in zip(axes.flat, games):
    pay, code = payoff.regions(game, X, Y)
    image = ax.imshow(pay, origin="lower", extent=(0, 1, 0, 1), cmap="coolwarm", norm=norm, interpolation="nearest")
    ax.contour(X, Y, code, levels=np.arange(len(payoff.REGIONS)) + 0.5, colors="white", linewidths=0.8)
    plotting.label_regions(ax, code, payoff.REGIONS, fontsize=8, rotate=False)
    ax.set(title=title, aspect="equal", xticks=[0, 0.5, 1], yticks=[0, 0.5, 1])
    ax.grid(False)
for ax in axes[-1, :]:
    ax.set_xlabel("x (bettor's hand)")
for ax in axes[:, 0]:
    ax.set_ylabel("y (caller's hand)")
fig.colorbar(image, ax=axes, label="bettor's payoff (clipped at \N{PLUS-MINUS SIGN}2)", shrink=0.5)
fig.suptitle("The bettor's payoff at each pair of hands")
plotting.savefig(
    fig, "04_payoff_regions-figure2-payoffs", figure="4.1",
    caption="The bettor's payoff at each pair of hands (bettor's hand \\(x\\) across, caller's hand \\(y\\) up), "
            "from the fixed bet \\(B = 1\\) to no limit (the paper's Figure 2). Red: the bettor wins, blue: "
            "he loses; white lines outline the regions, named where a label fits. The checks are the two "
            "triangles around the diagonal; the bluffs the strip on the left; the value bets the strip on the right.",
    alt="Six square heat maps in three rows of two, one per game: fixed bet, four limits and no limit. Each "
        "shows the bettor's payoff over the unit square of hands, split by white lines into regions labelled "
        "bluff folds, bluff called, check wins, check loses, value folds, value wins and value loses. As the "
        "limits widen, the top-left and top-right corners carry ever larger stakes on ever smaller areas.")

# %% [markdown]
# **The paper's panels, read by numbers.** In the bluffing strip the edge between "bluff called" and
# "bluff folds" is the caller's threshold $y = c(s(x))$ at the size $s(x)$ the bluffing hand $x$ bets.
# `lcp.paper_figures.READINGS` holds that edge as measured in each of the paper's six panels (the band of
# $y$ between the last salmon and the first blue pixel of the column of $x$; `tests/notebooks/test_paper_figures.py`
# measures it again from the images). In the five panels from the fixed bet to $(L, U) = (0.1, 5)$ our
# threshold lies in the band at every named hand. The no-limit panel (payoffs6) does not: at $x = 0.1$ its
# edge sits at $y \approx 0.19$-$0.25$, where Newman's $b(s) = \frac{3s + 1}{7(1 + s)^3}$ puts it at $0.454$.
# It is drawn with the bluffs at $x = \frac{1}{7(1 + s)^3}$, the factor $3s + 1$ dropped, as in the paper's
# NLCP profile figure (notebook 2's erratum): that curve lies in the band at every named hand.

# %% tags=["figure-2-paper-panels"]
nl_d = no_limit.derive()
s_sym = no_limit.S_SYMBOL
paper_rows = []
for name, (L_p, U_p) in paper_figures.PANELS.items():
    if L_p == U_p:
        game_p = fixed_bet.solve(L_p)
    else:
        game_p = no_limit.solve() if math.isinf(U_p) else limit.solve(L_p, U_p)
    for x_p, (lo, hi) in paper_figures.READINGS[name].items():
        if L_p == U_p:
            ours = float(game_p.call_above)
        else:
            ours = float(game_p.call(game_p.bet(np.array([x_p]))[0]))
        if math.isinf(U_p):
            # the bluff's size exactly: the root of b(s) = x, and the threshold there to 12 digits
            (size,) = [r for r in sp.Poly(sp.numer(sp.together(nl_d.bluff_hand - sp.nsimplify(x_p))), s_sym).real_roots()
                       if r > 0]
            exact_c = nl_d.call.subs(s_sym, size)
            assert abs(sp.N(exact_c, 15) - ours) < 1e-12
            drawn_size = sp.cbrt(1 / (7 * sp.nsimplify(x_p))) - 1  # the figure's x = 1/(7 (1 + s)^3)
            drawn = float(nl_d.call.subs(s_sym, drawn_size))
            assert not lo <= ours <= hi and lo <= drawn <= hi  # panel 6 draws the dropped factor
            paper_rows.append((name[-12:-4], x_p, f"{lo:.3f} to {hi:.3f}", f"{ours:.4f}", f"{drawn:.4f}"))
        else:
            assert lo <= ours <= hi, (name, x_p)
            paper_rows.append((name[-12:-4], x_p, f"{lo:.3f} to {hi:.3f}", f"{ours:.4f}", ""))
assert [r[3] for r in paper_rows if r[0] == "payoffs6" and r[1] == 0.1] == ["0.4542"]
display(Table(paper_rows, ["panel", "x", "edge drawn at y", "c(s(x)), right", "with 3s + 1 dropped"]))

# %% [markdown]
# ## 4.2 The regions exactly
#
# `payoff.exact_regions()` integrates each region of LCP in closed form: hands that bet an intermediate
# size are parametrised by the size ($x = b(s)$ or $v(s)$, $dx = |b'(s)|\,ds$ or $v'(s)\,ds$) and meet the
# caller's threshold $c(s)$; hands betting $L$ or $U$, and checks, are integrated over $x$. The areas sum
# to 1, and the bluffs, checks and value bets have exactly the masses $x_2$, $x_3 - x_2$ and $1 - x_3$ the
# thresholds give them, for all $L$ and $U$:

# %% tags=["regions"]
reg = payoff.exact_regions()
prob = {name: p for name, (p, _) in reg.items()}
sol = d.solution
assert rational.is_zero(sum(prob.values()) - 1)
assert rational.is_zero(prob["bluff folds"] + prob["bluff called"] - sol[x2])
assert rational.is_zero(prob["check wins"] + prob["check loses"] - (sol[x3] - sol[x2]))
assert rational.is_zero(prob["value folds"] + prob["value wins"] + prob["value loses"] - (1 - sol[x3]))
print("areas sum to 1; bluff = x2, check = x3 - x2, value = 1 - x3 (identically in L, U)")

# %% [markdown]
# **"As the limits become more lenient, these cases become more extreme but also less likely"** (Sec. 6, of
# the big pots: a bet of $U$ called, top right and top left). The stake $\tfrac12 + U$ grows with $U$; the
# chance of the case is the mass betting $U$, $x_0 + 1 - x_5$, times the calls $1 - c(U)$, and that is
# exactly $(1 + 2U)\,\partial x_2 / \partial U$: it falls as $U$ rises and rises with $L$ (strictly for
# $L > 0$). True, then, for both ways of widening the limits; the paper gives only a reason in words
# ("making and calling maximum bets become more risky").

# %% tags=["lenient-big-pots"]
p_big = sp.factor(sp.cancel((sol[x0] + 1 - sol[x5]) * (1 - d.call.subs({s: U, x2: sol[x2]}))))
assert rational.is_zero(p_big - (1 + 2 * U) * sp.diff(sol[x2], U))
Lq, Uq = sp.symbols("L U", positive=True)
for var, sign in ((U, -1), (L, 1)):
    slope = sp.factor(sp.cancel(sp.diff(p_big, var))).subs({L: Lq, U: Uq})
    assert (sign * slope).is_positive is True  # dP/dU < 0, dP/dL > 0 for L, U > 0
rows = []
for Lv, Uv in [(0, 1), (0, 2), (0, 10), (sp.Rational(1, 10), 2), (sp.Rational(1, 2), 2), (1, 2)]:
    pv = p_big.subs({L: Lv, U: Uv})
    rows.append((f"({Lv}, {Uv})", f"{float(pv):.5f}", str(sp.Rational(1, 2) + Uv)))
display(Table(rows, ["(L, U)", "P(a bet of U is called)", "stake 1/2 + U"]))

# %% [markdown]
# The same areas counted on the grid of Figure 2, at $(L, U) = (0.5, 1.5)$:

# %%
eq = limit.solve(0.5, 1.5)
_, code = payoff.regions(eq, X, Y)
at = {L: sp.Rational(1, 2), U: sp.Rational(3, 2)}
rows = []
for k, name in enumerate(payoff.REGIONS):
    exact = prob[name].subs(at)
    share = (code == k).mean()
    rows.append((name, str(exact), f"{float(exact):.5f}", f"{share:.5f}"))
    assert abs(share - float(exact)) < 3 / n_grid
print(table(rows, ["region", "exact area", "", f"share of {n_grid}x{n_grid} grid"]))

# %% [markdown]
# ## 4.3 The value by integration over the regions (the paper's missing Appendix B)
#
# Each region's payoff integral ($\pm\tfrac12$ on checks and folds, $\pm(\tfrac12 + s)$ on calls) sums to
# the value. It equals the value obtained in notebook 3 by integrating $EV(x)$, and the paper's closed form
# $V = \frac{(1+L)^3(1+U)^3 - ((1+L)^3 + L^3(1+U)^3)}{14(1+L)^3(1+U)^3 - 2((1+L)^3 + L^3(1+U)^3)}$ (Sec. 9):

# %% tags=["value-by-integration"]
V_regions = sp.factor(sp.cancel(sum(q for _, q in reg.values())))
P = (1 + L) ** 3 + L**3 * (1 + U) ** 3
Q = (1 + L) ** 3 * (1 + U) ** 3
V_paper = (Q - P) / (14 * Q - 2 * P)
display(Math(r"V(L, U) = " + sp.latex(V_regions)))
assert rational.is_zero(V_regions - d.value)
assert rational.is_zero(V_regions - V_paper)
print("regions' integral = integral of EV(x) (notebook 3) = the paper's closed form")

# %% [markdown]
# Two numerical checks: Monte Carlo (within four standard errors) and the paper's own method, the mean
# payoff over a $1001 \times 1001$ grid of hands (whose error is of order $10^{-3}$; see the benchmark in
# `benchmarks/value_grid.py`).

# %% tags=["monte-carlo"]
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
rows = []
for title, game in games:
    exact = game.value
    mc = simulate.monte_carlo(game, deals, seed=seed)
    assert mc.agrees_with(exact), title
    grid = payoff.grid_value(game, 1001)
    rows.append((title, f"{exact:.6f}", f"{mc.estimate:.6f}", f"{mc.stderr:.6f}", f"{mc.z_score(exact):+.2f}", f"{grid - exact:+.1e}"))
print(table(rows, ["game", "V exact", "Monte Carlo", "std. error", "z", "1001-grid error"]))

# %% [markdown]
# ## 4.4 EV(x): Theorem 6.1 and Theorem 6.2
#
# Bluffs earn $x_2 - \tfrac12$ whatever their hand (every call beats them); checks earn $x - \tfrac12$; a
# value bet of size $s$ earns $\tfrac{c(s)}{2} + (\tfrac12 + s)(2x - c(s) - 1) = x(2s + 1) - s(c(s) + 1) -
# \tfrac12$, the paper's printed form, with $s = L$, $v^{-1}(x)$ or $U$:

# %% tags=["theorem-6-1"]
xx = sp.Symbol("x")
printed_value_form = xx * (2 * s + 1) - s * (d.call + 1) - sp.Rational(1, 2)  # Thm 6.1, with s for L, v^-1(x), U
assert sp.simplify(printed_value_form - fixed_bet.bet_ev(xx, d.call, s, x_above_c=True)) == 0
print("Theorem 6.1's value-bet cases are E(x, s) at s = L, v^-1(x), U")

# %% [markdown]
# Sec. 6.1 introduces $EV(x)$ as "the expected value of a value-betting hand x", yet Theorem 6.1 gives it
# on every hand, its first two cases being bluffs ($x \le x_2$) and checks ($x_2 < x \le x_3$), and Theorem
# 6.2 ranks all hands by it; Sec. 7.1.1 repeats the narrow definition. The theorem's formulas are right on
# every hand (here at $(L, U) = (1/10, 2)$, exactly, for a bluff and a check):

# %% tags=["ev-every-hand"]
eq_ev = limit.solve(sp.Rational(1, 10), 2, exact=True)
e0, e1, e2, e3, e4, e5 = eq_ev.x
bluff_hand, check_hand = e2 / 2, (e2 + e3) / 2
assert bluff_hand < e2 < check_hand < e3  # neither is a value bet
for size in (eq_ev.L, 1, eq_ev.U):  # a bluff earns x2 - 1/2 whatever its size: Theorem 6.1's first case
    assert fixed_bet.bet_ev(bluff_hand, eq_ev.call(size), size, x_above_c=False) == e2 - sp.Rational(1, 2)
printed_cases = {bluff_hand: e2 - sp.Rational(1, 2), check_hand: check_hand - sp.Rational(1, 2)}  # Thm 6.1
y_ = sp.Symbol("y")
check_ev = sp.integrate(sp.Rational(1, 2), (y_, 0, check_hand)) - sp.integrate(sp.Rational(1, 2), (y_, check_hand, 1))
assert check_ev == printed_cases[check_hand]  # a check wins the caller's ante against every y < x
ev_float = limit.solve(0.1, 2.0).ev(np.array([float(h) for h in printed_cases]))
assert np.allclose(ev_float, [float(v) for v in printed_cases.values()], rtol=0, atol=1e-12)
print(f"EV({bluff_hand}) = {e2 - sp.Rational(1, 2)} (a bluff); EV({check_hand}) = {check_hand - sp.Rational(1, 2)} (a check)")

# %% [markdown]
# **Theorem 6.2** (EV increasing). By the envelope theorem $EV'(x)$ is the derivative of the payoff with
# the action held fixed: a showdown against the caller's hand $y = x$ turns from a loss into a win, so
# $EV'(x) = 2\times$ (stake of that showdown): $0$ for bluffs (they are never called by $y = x$), $1$ for
# checks, $1 + 2s$ for value bets. Symbolically, on each piece. So $EV$ is non-decreasing, constant on the
# bluffs and strictly increasing from $x_2$ on; the printed $\frac{d}{dx}EV(x) > 0$ fails on $(0, x_2)$
# (erratum; the proof itself sets the bluffs aside).

# %% tags=["theorem-6-2"]
x_of_s = d.value_hand
E_inner = fixed_bet.bet_ev(x_of_s, d.call, s, x_above_c=True)  # EV along x = v(s)
slope_inner = sp.simplify(sp.diff(E_inner, s) / sp.diff(x_of_s, s))
assert sp.simplify(slope_inner - (1 + 2 * s)) == 0
for size in (L, U):
    assert sp.diff(fixed_bet.bet_ev(xx, d.call.subs(s, size), size, x_above_c=True), xx) == 2 * size + 1
assert sp.diff(fixed_bet.check_ev(xx), xx) == 1
assert sp.diff(fixed_bet.bet_ev(xx, d.call, s, x_above_c=False), xx) == 0  # a bluff's payoff does not move with x
# continuity where the pieces meet: x2 (bluff = check), x3 (check = value bet L)
E_L = fixed_bet.bet_ev(xx, d.call.subs(s, L), L, x_above_c=True)
assert rational.is_zero((E_L - fixed_bet.check_ev(xx)).subs(xx, sol[x3]).subs(x2, sol[x2]))
print("EV' = 0 (bluffs), 1 (checks), 2L + 1, 1 + 2 v^-1(x), 2U + 1 (value bets); EV continuous: non-decreasing")

# %% [markdown]
# And numerically: $EV(x)$ from `limit.solve(...).ev` against the payoff integrated over the caller's hand
# (`payoff.hand_values`), and Figure 4.2 (same curve and thresholds as the paper's ExpectedPayoffs
# figure).

# %%
n_hv = 800 if quick else 2000
worst = 0.0
for Lc, Uc in [(0.5, 1.5), (0.1, 5.0), (0.0, 10.0), (1.0, math.inf)]:
    eq_c = limit.solve(Lc, Uc)
    z, ev_num, _ = payoff.hand_values(eq_c, n_hv)
    stake = 1 + 2 * eq_c.bet(z)  # a cell's error is at most about one cell's share of the largest stake in it
    worst = max(worst, np.max(np.abs(ev_num - eq_c.ev(z)) * n_hv / stake))
    assert np.all(np.diff(eq_c.ev(np.linspace(0, 1, 10001))) >= -1e-12)
print(f"max |EV(x) - integral of payoff over y| = {worst:.2f} x (1 + 2s)/n on {n_hv} cells")
assert worst < 2

# %% tags=["figure-ev", "hide-input"]
eq_ev = limit.solve(L_ev, U_ev)
xs = np.linspace(0, 1, 2001)
fig, axes = plotting.new_figure(nrows=2, width=6.6, height=3.6)
ax = axes[0, 0]
ax.axvspan(0, eq_ev.x[2], color=plotting.COLORS["bluff"], alpha=0.15, label="Bluffing Region")
ax.axvspan(eq_ev.x[2], eq_ev.x[3], color=plotting.COLORS["check"], alpha=0.15, label="Checking Region")
ax.axvspan(eq_ev.x[3], 1, color=plotting.COLORS["value"], alpha=0.15, label="Value Betting Region")
for xv in eq_ev.x:
    ax.axvline(xv, color="0.5", lw=0.8)
ax.plot(xs, eq_ev.ev(xs), color="k", label="EV(x)")
ax.axhline(0, color="k", lw=0.6)
top = ax.secondary_xaxis("top")  # the thresholds named on top, staggered in two rows so they never collide
top.set_xticks(eq_ev.x, [f"x{k}" for k in range(6)])
for k, tick in enumerate(top.xaxis.get_major_ticks()):
    tick.set_pad(2 if k % 2 == 0 else 12)
top.tick_params(labelsize=9)
ax.set(xlabel="Hand Strength (x)", ylabel="Expected Value", xlim=(0, 1))
ax.set_title(f"(a) EV by bettor hand, L = {L_ev:g}, U = {U_ev:g}", pad=26)
ax.legend(fontsize=8, loc="upper left")
ax = axes[1, 0]
styles = ["-", "--", "-.", ":", (0, (5, 1, 1, 1, 1, 1)), "-"]
for (title, game), color, style in zip(games, plotting.PALETTE[:5] + ["k"], styles):
    ax.plot(xs, game.ev(xs), color=color, ls=style, lw=1.6, label=title)
ax.axhline(0, color="k", lw=0.6)
ax.set(xlabel="Hand Strength (x)", ylabel="EV(x)", title="(b) EV(x) from fixed bet to no limit", xlim=(0, 1))
ax.legend(fontsize=8, loc="upper left", ncols=2)
plotting.savefig(
    fig, "04_payoff_regions-expected-payoffs", figure="4.2",
    caption=f"(a) The bettor's expected payoff \\(EV(x)\\) by hand at \\(L = {L_ev:g}\\), \\(U = {U_ev:g}\\) "
            "(the paper's ExpectedPayoffs figure): flat on the bluffs, then rising ever faster through the checks "
            "and value bets. (b) The same for the six games of Figure 4.1.",
    alt="Two stacked line plots of expected value against the bettor's hand from 0 to 1. The top one shades "
        "the bluffing, checking and value-betting regions and marks the thresholds x0 to x5; the curve is flat "
        "on the bluffs and rises from x2 on. The bottom one shows six curves, "
        "fixed bet to no limit, all non-decreasing, the wider limits ending higher at x = 1.")

# %% [markdown]
# ## 4.5 The simplest form of the solution, and why $V = x_2/2$
#
# The paper calls the value's rational form "surprisingly simple". It is simpler still in the variables
# of its own triangle plot, $r = \frac{L}{1+L} \in [0, 1]$ and $t = \frac{1}{1+U} \in [0, 1]$ (with
# $r + t \le 1$ since $L \le U$). With $m = r^3 + t^3$, every threshold is a small polynomial over the
# common denominator $7 - m$, and the value depends on $(L, U)$ only through $m$:
#
# $$x_0 = \frac{3t^2(1-t)}{7-m},\quad x_2 - x_1 = \frac{3r^2(1-r)}{7-m},\quad x_2 = \frac{1-m}{7-m}, \tag{4.1}$$
#
# $$x_3 = \frac{4 + 3r - m}{7-m},\quad x_4 - x_3 = \frac{3r(1-r)}{7-m},\quad 1 - x_5 = \frac{3t^2}{7-m}, \tag{4.2}$$
#
# $$b_0 = -\frac{t^3}{7-m},\qquad V(L, U) = \frac{1 - m}{2(7 - m)} = \frac{x_2}{2}. \tag{4.3}$$

# %% tags=["rt-form"]
r, t = sp.symbols("r t", positive=True)
to_rt = {L: r / (1 - r), U: (1 - t) / t}
m = r**3 + t**3
D = 7 - m
claimed = {
    x0: 3 * t**2 * (1 - t) / D,
    x1: (1 - m) / D - 3 * r**2 * (1 - r) / D,
    x2: (1 - m) / D,
    x3: (4 + 3 * r - m) / D,
    x4: (4 + 3 * r - m) / D + 3 * r * (1 - r) / D,
    x5: 1 - 3 * t**2 / D,
    limit.B0_SYMBOL: -(t**3) / D,
}
for sym, form in claimed.items():
    assert rational.is_zero(sol[sym].subs(to_rt) - form), sym
V_rt = (1 - m) / (2 * D)
assert rational.is_zero(d.value.subs(to_rt) - V_rt)
assert rational.is_zero(d.value - sol[x2] / 2)
print("all thresholds, b0 and V in (r, t) as stated; V = (1 - m)/(2(7 - m)) = x2/2")

# %% [markdown]
# What the form shows at once:
#
# * **Symmetry** $V(L, U) = V(1/U, 1/L)$ (paper Sec. 9.3): the map swaps $r$ and $t$, and $m$ is symmetric.
# * **Monotonicity** (Theorem 9.1): $dV/dm = -3/(7-m)^2 < 0$, $m$ increases with $L$ (through $r$) and
#   decreases with $U$ (through $t$).
# * **Range**: $0 \le m \le 1$ on the domain ($r + t \le 1$), so $0 \le V \le 1/14$; $V = 1/14$ exactly
#   when $m = 0$, i.e. $L = 0$ and $U = \infty$; $V = 0$ when $m = 1$ ($L = U = 0$ or $L = U = \infty$).
# * **Fixed bets**: $L = U = B$ gives $m = (1 + B^3)/(1 + B)^3$ and von Neumann's value.
#
# (Notebook 5 works these out in full.)

# %% tags=["value-symmetry"]
B = fixed_bet.B_SYMBOL
M = sp.Symbol("m")
V_m = (1 - M) / (2 * (7 - M))
assert sp.simplify(V_m.subs(M, m) - V_rt) == 0
assert sp.simplify(sp.diff(V_m, M) + 3 / (7 - M) ** 2) == 0
assert sp.simplify(V_rt.subs({r: t, t: r}, simultaneous=True) - V_rt) == 0
m_fixed = sp.simplify(m.subs({r: B / (1 + B), t: 1 / (1 + B)}))
assert sp.simplify(m_fixed - (1 + B**3) / (1 + B) ** 3) == 0
assert sp.simplify(V_rt.subs({r: B / (1 + B), t: 1 / (1 + B)}) - fixed_bet.derive().value) == 0
print("symmetric in r, t; decreasing in m; on the diagonal m =", m_fixed, "and V = V_FB(B)")

# %% [markdown]
# **Why the value is half the bluffing threshold.** Let $EV(z)$ be the bettor's and $W(z)$ the caller's
# expected payoff holding hand $z$. By the envelope theorem (each plays a best response), each derivative
# is twice the stake of the showdown between the hands $x = y = z$, or 0 if that pair has no showdown.
# That showdown is one event, seen from both sides, so $W'(z) = EV'(z)$ for every $z$ and
# $W(z) - W(0) = EV(z) - EV(0)$. The game is zero-sum: $V = \int EV = -\int W$, hence
# $2V = EV(0) - W(0)$. The worst bettor hand bluffs and, like every bluff, earns $x_2 - \tfrac12$; the
# worst caller hand folds to every bet and loses every check, so it earns $-\tfrac12$. Therefore
# $V = \tfrac12\left(x_2 - \tfrac12 + \tfrac12\right) = x_2/2$ - in FBCP ($V = a/2$, notebook 1), NLCP
# ($V = \tfrac1{14} = A/2$, notebook 2) and LCP alike. Numerically, with both players' payoffs computed by
# integrating the payoff table:

# %%
rows = []
for title, game in games:
    z, ev_num, w_num = payoff.hand_values(game, n_hv)
    gap = np.max(np.abs((w_num - w_num[0]) - (ev_num - ev_num[0])))
    x2_game = getattr(game, "x", None)
    bluff_top = x2_game[2] if x2_game is not None else game.bluff_below
    rows.append((title, f"{w_num[0]:+.4f}", f"{ev_num[0]:+.4f}", f"{float(bluff_top) - 0.5:+.4f}", f"{gap:.1e}",
                 f"{(ev_num[0] - w_num[0]) / 2:.5f}", f"{game.value:.5f}"))
    # the cells next to x = 1 carry stakes ~ sqrt(n) in no limit, so the grid error decays like n^(-1/2)
    assert gap < 1 / math.sqrt(n_hv) and abs(w_num[0] + 0.5) < 2 / n_hv
print(table(rows, ["game", "W(0)", "EV(0)", "x2 - 1/2", "max |dW - dEV|", "(EV(0) - W(0))/2", "V"]))

# %% [markdown]
# ## 4.6 Figure 3: the value over the limits
#
# The paper's four panels (linear and log-log, close-up and zoomed out; $L \le U$ keeps the plots above
# the diagonal), and the whole domain $0 \le L \le U \le \infty$ on one finite triangle in $(r, t)$, with the
# fixed-bet diagonal $L = U$ (the hypotenuse $r + t = 1$) and the no-limit corner $(0, 0)$ marked. In $(r, t)$
# the level sets of $V$ are the curves $r^3 + t^3 = $ const. `limit.value` evaluates $V$ vectorised in the
# stable form of its docstring. Compared with the paper's (its later version, the game_value_plots figure,
# panel (c) and the triangle (e)): the same landscape. Its colour bar runs to about $0.074$, above the
# largest value $V(0, \infty) = 1/14 \approx 0.0714$ (Sec. 9: $V$ falls with $L$ and rises with $U$); that
# is the top level of its filled contours rounded up, not a value the game takes.

# %% tags=["figure-3", "hide-input"]
n_heat = 200 if quick else 600
panels = [
    ("(a) linear", np.linspace(0, 2, n_heat), "linear"),
    ("(b) linear, zoomed out", np.linspace(0, 10, n_heat), "linear"),
    ("(c) log-log", np.geomspace(0.1, 10, n_heat), "log"),
    ("(d) log-log, zoomed out", np.geomspace(1e-3, 1e3, n_heat), "log"),
]
vmax = float(limit.value(0.0, math.inf))  # the no-limit value, the top of the scale
fig, axes = plotting.new_figure(ncols=2, nrows=3, width=3.3, height=3.0)
for ax, (title, grid, scale) in zip(axes.flat, panels):
    Lg, Ug = np.meshgrid(grid, grid)
    Vg = np.where(Lg <= Ug, limit.value(np.minimum(Lg, Ug), Ug), np.nan)
    mesh = ax.pcolormesh(Lg, Ug, Vg, cmap="coolwarm", vmin=0, vmax=vmax, shading="auto", rasterized=True)
    ax.plot(grid, grid, color="k", lw=0.8)
    ax.set(xscale=scale, yscale=scale, xlabel="L (min bet)", ylabel="U (max bet)", title=title)
    ax.grid(False)
rg = np.linspace(0, 1, n_heat)
R, T = np.meshgrid(rg, rg)
with np.errstate(divide="ignore", invalid="ignore"):
    Lt, Ut = R / (1 - R), (1 - T) / T
inside = R + T <= 1
Ut = np.where(inside, Ut, np.inf)
Vt = np.where(inside, limit.value(np.where(inside, np.minimum(Lt, Ut), 0.0), Ut), np.nan)
ax = axes[2, 0]
ax.pcolormesh(R, T, Vt, cmap="coolwarm", vmin=0, vmax=vmax, shading="auto", rasterized=True)
levels = ax.contour(R, T, Vt, levels=np.linspace(0.01, 0.07, 7), colors="k", linewidths=0.4)
# labels where each level crosses a ray from the no-limit corner (V = 0.06, 0.07) or the line t = 0.08
# (the levels near the fixed-bet corner); V depends on m = r^3 + t^3 only: m = (1 - 14V)/(1 - 2V)
spots = []
for V_level in (0.02, 0.03, 0.04, 0.05):
    m_level = (1 - 14 * V_level) / (1 - 2 * V_level)
    spots.append(((m_level - 0.08**3) ** (1 / 3), 0.08))
for V_level in (0.06, 0.07):
    m_level = (1 - 14 * V_level) / (1 - 2 * V_level)
    r_spot = (m_level / (1 + 0.55**3)) ** (1 / 3)
    spots.append((r_spot, 0.55 * r_spot))
ax.clabel(levels, fmt="%.2f", fontsize=8, inline_spacing=2, manual=spots)
ax.plot([0, 1], [1, 0], color="k", lw=1)
box = {"boxstyle": "round,pad=0.2", "fc": "white", "ec": "0.5", "alpha": 0.9}
ax.text(0.56, 0.56, "L = U (fixed bet)", rotation=-45, ha="center", va="center", fontsize=8, bbox=box)
ax.text(0.03, 0.62, "L = 0", rotation=90, ha="left", va="center", fontsize=8, bbox=box)
ax.text(0.4, 0.02, "U = \N{INFINITY}", ha="center", va="bottom", fontsize=8, bbox=box)
ax.plot([0], [0], "k*", ms=10, clip_on=False)
ax.annotate("no limit\n(L = 0, U = \N{INFINITY})", (0, 0), xytext=(0.1, 0.36), fontsize=8, bbox=box,
            arrowprops={"arrowstyle": "->", "lw": 0.8})
ax.set(xlabel="r = L/(1+L)", ylabel="t = 1/(1+U)", title="(e) whole domain in (r, t)", aspect="equal",
       xlim=(0, 1), ylim=(0, 1))
ax.grid(False)
key = axes[2, 1]  # the sixth cell holds the colour scale and the key to the panels
key.axis("off")
fig.colorbar(mesh, cax=key.inset_axes([0.0, 0.08, 0.08, 0.86]), label="game value V(L, U)")
key.text(0.42, 0.5, "(a)-(d): the paper's\npanels; L \N{LESS-THAN OR EQUAL TO} U above\nthe diagonal\n\n"
         "(e): the whole domain\n0 \N{LESS-THAN OR EQUAL TO} L \N{LESS-THAN OR EQUAL TO} U \N{LESS-THAN OR EQUAL TO} "
         "\N{INFINITY}; contours:\nlevels of V", transform=key.transAxes, va="center", fontsize=8)
plotting.savefig(
    fig, "04_payoff_regions-figure3-value", figure="4.3",
    caption="The game value \\(V(L, U)\\) (the paper's Figure 3): (a)-(d) over \\((L, U)\\), linear and log-log, "
            "close up and zoomed out; (e) the whole domain \\(0 \\le L \\le U \\le \\infty\\) in "
            "\\(r = L/(1+L)\\), \\(t = 1/(1+U)\\), where the levels of \\(V\\) are the curves "
            "\\(r^3 + t^3 = \\) const. \\(V\\) rises with \\(U\\), falls with \\(L\\), and is largest, "
            "\\(1/14\\), at no limit.",
    alt="Five heat maps of the game value, in three rows of two, with a colour scale from 0 to 1/14 in the sixth "
        "cell. Four show V over L across and U up above the diagonal L = U; the fifth is a triangle in r and t with "
        "contour lines at V = 0.01 to 0.07, the fixed-bet diagonal on the hypotenuse and the no-limit corner "
        "starred at the origin.")
