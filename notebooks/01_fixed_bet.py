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
# # 1. Fixed-bet continuous poker (von Neumann's game)
#
# **What this notebook finds** (all the mathematics is in `lcp.continuous.fixed_bet`)
#
# * <a href="#cell-pot-sized-bet">The pot-sized bet $B = 1$ is the bettor's best</a>: it makes the game worth
#   $1/18$ of the pot to him, and at every $B$ the value is half the bluffing threshold, $V_{FB} = a/2$.
# * <a href="#cell-fbcp-derivation">Von Neumann's equilibrium follows from three indifference conditions</a>
#   (derived with sympy), and <a href="#cell-erratum-fbcp-value-threshold">the paper prints it right except
#   for an $s$ that should read $B$</a> in the value-betting threshold.
# * <a href="#cell-fbcp-certificate">No unilateral deviation gains</a>, exactly; <a href="#cell-fbcp-optimal-calling">the
#   bettor's optimal strategy is unique, the caller's is a whole family</a>, of which only the threshold $c$ is
#   admissible in the standard sense (not weakly dominated).
# * <a href="#cell-parametrisations">The finite-deck paper (ante 1, bet $b$) and the toddler-poker blog (raise
#   $k$) state the same game</a>; <a href="#cell-blog-claims">the blog's worked numbers hold</a> except one sign,
#   and <a href="#cell-baby-poker">its dice version, baby poker, has the value a comment quotes</a>.
# * <a href="#cell-monte-carlo">Simulation</a> and best responses on a discretisation agree with the value.
#
# *Manuscript (May 2025) Sec. 2.1.1, Definition 2.1; revision (arXiv:2606.01390) Sec. 1.1.1, Definition 1.1,
# which no longer prints the thresholds or the value and calls admissible what is not weakly dominated.*
#
# Two players ante $\tfrac12$ each into a pot of 1 and are dealt hands $x$ (bettor) and $y$ (caller), uniform
# and independent on $[0, 1]$. The bettor checks (the higher hand wins the pot) or bets a fixed $B > 0$;
# the caller then folds (the bettor wins the pot) or calls (the higher hand wins the pot of $1 + 2B$).
# Units, kept throughout: pot 1 (ante $\tfrac12$ each), payoffs the bettor's **net** winnings; the other
# sources' units (ante 1) are converted in Sec. 1.5:
#
# | line | bettor's net payoff |
# | --- | --- |
# | check | $+\tfrac12$ if $x > y$, else $-\tfrac12$ |
# | bet, fold | $+\tfrac12$ |
# | bet, call | $\pm(\tfrac12 + B)$ |

# %% tags=["parameters"]
quick = False  # smaller samples and grids (the tests run this)
seed = 20250524  # seed of the Monte Carlo generator
B_profile = 1.0  # bet size of the strategy-profile figure

# %% tags=["hide-input"]
from fractions import Fraction

import numpy as np
import sympy as sp
from IPython.display import Markdown, Math, display

from lcp.finite import baby_poker
from lcp.core import config
from lcp.record import errata
from lcp.continuous import exploit, fixed_bet, simulate
from lcp import plotting
from lcp.notebook import SEED, Flag, Real, Table, below, check_parameters, fmt

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "seed": SEED, "B_profile": Real(0, 1e6, low_open=True)})
B = fixed_bet.B_SYMBOL

# %% [markdown]
# ## 1.1 The indifference conditions
#
# Suppose the bettor bluffs with $x < a$, checks with $a < x < v$ and value-bets with $x > v$, and the
# caller calls with $y > c$, where $a < c < v$ (verified below). With hand $x$ against threshold $c$:
#
# * checking earns $x\cdot\tfrac12 - (1 - x)\tfrac12 = x - \tfrac12$;
# * betting earns $\tfrac c2$ (folds) $+ (\tfrac12 + B)(2\max(x, c) - c - 1)$ (calls won minus lost).
#
# Three conditions pin down $a, v, c$: the caller is indifferent at $y = c$ (calling gains $1 + B$
# over folding against each bluff, loses $B$ against each value bet), and the bettor is indifferent
# between bluffing and checking at $x = a$ and between value betting and checking at $x = v$: eqs.
# (1.1)-(1.3), solved in (1.4)-(1.7).

# %% tags=["fbcp-derivation"]
d = fixed_bet.derive()
assert list(d.equations) == ["caller indifferent at y = c", "bluff ~ check at x = a", "value bet ~ check at x = v"]
for k_eq, eq in enumerate(d.equations.values(), 1):  # (1.1)-(1.3) in the order of the text above
    display(Math(sp.latex(eq) + rf" \tag{{1.{k_eq}}}"))

# %%
display(Math(r"a = " + sp.latex(d.bluff_below) + r" \tag{1.4}"))
display(Math(r"v = " + sp.latex(d.value_above) + r" \tag{1.5}"))
display(Math(r"c = " + sp.latex(d.call_above) + r" \tag{1.6}"))
display(Math(r"V_{FB}(B) = \int_0^1 EV(x)\,dx = " + sp.latex(d.value) + r" \tag{1.7}"))

# %% [markdown]
# The ordering $0 < a < c < v < 1$ assumed above holds for every $B > 0$: each gap is a ratio of
# polynomials with positive coefficients.

# %%
gaps = {
    "a": d.bluff_below,
    "c - a": d.call_above - d.bluff_below,
    "v - c": d.value_above - d.call_above,
    "1 - v": 1 - d.value_above,
}
for name, gap in gaps.items():
    g = sp.factor(gap)
    assert g.is_positive, name
    display(Math(f"{name} = " + sp.latex(g) + " > 0"))

# %% [markdown]
# ## 1.2 The paper's statement, and its misprint
#
# Paper Sec. 2.1.1 prints the value-betting threshold as $\frac{1 + 4s + 2B^2}{(1 + 2B)(2 + B)}$.
# There is no $s$ in FBCP: it agrees with the derivation exactly when $s = B$.

# %% tags=["erratum-fbcp-value-threshold"]
s = sp.Symbol("s", positive=True)
den = (1 + 2 * B) * (2 + B)
paper = {  # as printed in Sec. 2.1.1
    "bluff below": B / den,
    "value above": (1 + 4 * s + 2 * B**2) / den,
    "call above": B * (3 + 2 * B) / den,
    "value": B / (2 * (1 + 2 * B) * (2 + B)),
}
ours = {"bluff below": d.bluff_below, "value above": d.value_above, "call above": d.call_above, "value": d.value}
for key in paper:
    diff = sp.simplify(paper[key] - ours[key])
    display(Math(rf"\text{{{key}: printed - derived}} = " + sp.latex(diff)))
assert all(sp.simplify(paper[k] - ours[k]) == 0 for k in ("bluff below", "call above", "value"))
assert sp.simplify(paper["value above"] - ours["value above"]) != 0
assert sp.simplify(paper["value above"].subs(s, B) - ours["value above"]) == 0
print("the printed value threshold is right once s is read as B")

# %% [markdown]
# ## 1.3 An exact certificate: no unilateral deviation gains
#
# **Bettor.** Against the caller's threshold $c$, betting minus checking is piecewise linear in $x$:
# slope $-1$ below $c$ (a bluff's payoff does not depend on $x$) with its zero at $a$, slope $2B > 0$
# above $c$ with its zero at $v$. So betting is strictly better exactly on $[0, a) \cup (v, 1]$, the
# equilibrium's betting set.

# %%
x, y = sp.symbols("x y", real=True)
gain = fixed_bet.bettor_gain(x)
(low_branch, _), (high_branch, _) = gain.args
assert sp.simplify(low_branch.subs(x, d.bluff_below)) == 0 and sp.diff(low_branch, x) == -1
assert sp.simplify(high_branch.subs(x, d.value_above)) == 0 and sp.simplify(sp.diff(high_branch, x) - 2 * B) == 0
display(Math(r"x < c:\quad \text{bet} - \text{check} = " + sp.latex(sp.factor(low_branch))))
display(Math(r"x > c:\quad \text{bet} - \text{check} = " + sp.latex(sp.factor(high_branch))))
print("zero at x = a with slope -1 below c; zero at x = v with slope 2B above c")

# %% [markdown]
# **Caller.** Calling minus folding, integrated over the bettor's betting hands, is $0$ for every
# $y \in [a, v]$: once the bettor is balanced, every threshold in $[a, v]$ is a best response and
# the caller's own payoff cannot single one out. It is negative below $a$ and positive above $v$, so
# no threshold outside $[a, v]$ is a best response.

# %%
cg = fixed_bet.caller_gain(y)
(below_a, _), (middle, _), (above_v, _) = cg.args
assert sp.simplify(middle) == 0
assert sp.simplify(below_a.subs(y, d.bluff_below)) == 0 and sp.simplify(sp.diff(below_a, y)).is_positive
assert sp.simplify(above_v.subs(y, d.value_above)) == 0 and sp.simplify(sp.diff(above_v, y)).is_positive
for where, gain_y in ((r"y < a", sp.factor(below_a)), (r"a \le y \le v", sp.simplify(middle)),
                      (r"y > v", sp.factor(above_v))):
    display(Math(where + r":\quad \text{call} - \text{fold} = " + sp.latex(gain_y)))

# %% [markdown]
# **Why $c$ all the same.** Any other threshold $c' \in [a, v]$ leaves the caller's payoff unchanged
# against the equilibrium bettor, but lets the bettor gain by re-optimising against $c'$; only at
# $c' = c$ is the bettor's best response the equilibrium itself. (This is the sense of "unique
# admissible" in the paper's footnote.) For $B = 1$:

# %% tags=["fbcp-certificate"]
eq1 = fixed_bet.solve(1, exact=True)
rows = []
for c_alt in (eq1.bluff_below, sp.Rational(1, 3), eq1.call_above, sp.Rational(2, 3), eq1.value_above):
    a_br, v_br = fixed_bet.bettor_best_response(eq1.B, c_alt)
    rows.append((str(c_alt), str(a_br), str(v_br), str(fixed_bet.profile_value(eq1.B, a_br, v_br, c_alt))))
display(Table(rows, ["caller threshold c'", "bettor bluffs below", "value bets above", "bettor's value"]))
best = [fixed_bet.profile_value(eq1.B, *fixed_bet.bettor_best_response(eq1.B, ca), ca) for ca in (sp.Rational(1, 3), sp.Rational(2, 3))]
assert all(b > eq1.value for b in best)
assert fixed_bet.bettor_best_response(eq1.B, eq1.call_above) == (eq1.bluff_below, eq1.value_above)

# %% [markdown]
# ### Every equilibrium, and what "admissible" has to mean
#
# The game is zero-sum, so all equilibria share the value and are interchangeable: the equilibria are
# the pairs (optimal bettor strategy, optimal caller strategy), and each optimal strategy is a best reply
# to every optimal strategy of the other player. That pins down both sides:
#
# * **The bettor is unique** up to hands of measure zero. Against the threshold $c$ (optimal, as
#   certified above) betting minus checking is $G(x) = a - x$ below $c$ and $2B(x - v)$ above it, zero
#   only at $x = a$ and $x = v$: his best reply is the equilibrium's except at those two hands.
# * **The caller's optimal rules are a whole family.** A best reply to the bettor folds (almost) every
#   $y < a$ and calls every $y > v$ (the caller's gain above); on $(a, v)$ he may call with any
#   probability. Write $\Phi(x)$ for his calling mass on $(a, x)$. The bettor's strategy stays a best
#   reply iff $G \ge 0$ on bluffs, $\le 0$ on checks and $\ge 0$ on value bets; $G$ is continuous, so
#   $G(a) = G(v) = 0$, and the cell below derives $G(x) = (1 + 2B)\Phi(x) - (x - a)$ on $[a, v]$. So a
#   rule is optimal **iff $(1 + 2B)\Phi(x) \le x - a$ on $[a, v]$, with equality at $x = v$**: the
#   threshold $c$, but also calling every hand of $(a, v)$ with probability $1/(1 + 2B)$, or any rule
#   whose calls sit late enough in $(a, v)$.
#
# The paper (Sec. 2.1.1, footnote 2) calls a strategy admissible if it is "not *strictly* dominated by
# any other strategy". With that definition every caller strategy is admissible (against a bettor who
# always checks all of them earn the same), so the whole family above consists of admissible equilibria
# and the equilibrium in which the caller is admissible is **not** unique. With the standard meaning,
# *not weakly dominated*, it is: against any bettor, calling gains more with a higher hand, so moving a
# rule's calls to the top of $(a, v)$, keeping their mass, never hurts the caller, and it helps strictly
# against a bettor who bets with every hand; the only optimal rule that cannot be improved this way is
# the threshold $c$. (Erratum below: "strictly" should read "weakly".)

# %% tags=["fbcp-optimal-calling"]
Phi_x, Phi_v = sp.symbols("Phi_x Phi_v", nonnegative=True)
a_, v_, c_ = d.bluff_below, d.value_above, d.call_above


def G(x_, below_, total):
    """Bet minus check with hand x against calling mass `below_` under x, `total` in all (from the rules)."""
    return (1 - total) / 2 + (sp.Rational(1, 2) + B) * (2 * below_ - total) - (x_ - sp.Rational(1, 2))


total = Phi_v + 1 - v_  # calls on (a, v), and every hand above v
G_mid = G(x, Phi_x, total)
(Phi_v_pinned,) = sp.solve(sp.Eq(G_mid.subs({x: a_, Phi_x: 0}), 0), Phi_v)
assert sp.simplify(Phi_v_pinned - (v_ - c_)) == 0  # G(a) = 0: the calling mass on (a, v) is v - c
assert sp.simplify(G_mid.subs(Phi_v, Phi_v_pinned) - ((1 + 2 * B) * Phi_x - (x - a_))) == 0
assert sp.simplify(G_mid.subs({Phi_v: Phi_v_pinned, Phi_x: Phi_v_pinned, x: v_})) == 0  # G(v) = 0 then
assert sp.simplify((v_ - a_) / (1 + 2 * B) - (v_ - c_)) == 0  # calling (a, v) at rate 1/(1+2B) has mass v - c
display(Math(r"\text{on } [a, v]:\quad G(x) = (1 + 2B)\,\Phi(x) - (x - a)"))
display(Math(r"\Phi(v) = v - c = " + sp.latex(sp.factor(v_ - c_))))

eqB = fixed_bet.solve(1, exact=True)
aq, vq, cq = (Fraction(str(t)) for t in (eqB.bluff_below, eqB.value_above, eqB.call_above))
rate = 1 / (1 + 2 * Fraction(1))  # 1/(1 + 2B) at B = 1
mid_late = (aq + vq) / 2
c_other = Fraction(1, 3)  # an example of another threshold (as in the table above)
rules = {
    "threshold c": [(0, cq, 0), (cq, 1, 1)],
    "rate 1/(1+2B) on (a, v)": [(0, aq, 0), (aq, vq, rate), (vq, 1, 1)],
    "the same mass on the upper half of (a, v)": [(0, mid_late, 0), (mid_late, vq, (vq - cq) / (vq - mid_late)), (vq, 1, 1)],
    "the same mass on the lowest hands": [(0, aq, 0), (aq, aq + vq - cq, 1), (aq + vq - cq, vq, 0), (vq, 1, 1)],
    "threshold 1/3": [(0, c_other, 0), (c_other, 1, 1)],
}
rows, checks = [], {}
for name, rule in rules.items():
    chk = fixed_bet.against_calling_rule(1, rule)
    checks[name] = chk
    rows.append((name, str(chk.best), "yes" if chk.optimal else "no", str(chk.always_bet)))
display(Table(rows, ["caller's rule (B = 1)", "bettor's best value", "optimal", "bettor betting every hand"]))
assert [c.optimal for c in checks.values()] == [True, True, True, False, False]
assert all(c.best >= fixed_bet.against_calling_rule(1, rules["threshold c"]).best for c in checks.values())
# weak dominance: the same mass moved to the top of (a, v) (the threshold c) is strictly better for the caller
assert all(checks["threshold c"].always_bet < c.always_bet for name, c in checks.items() if "rate" in name)

# %% [markdown]
# ## 1.4 The pot-sized bet is best for the bettor
#
# $V_{FB}'(B)$ has the sign of $1 - B^2$: the value rises up to $B = 1$ and falls after, and
# $V_{FB}(1) = 1/18$ (paper Sec. 2.1.1: "maximized at B = 1").

# %% tags=["pot-sized-bet"]
dV = sp.factor(sp.diff(d.value, B))
display(Math(r"\frac{dV_{FB}}{dB} = " + sp.latex(dV)))
critical = sp.solve(sp.Eq(dV, 0), B)
assert critical == [1]
assert sp.diff(d.value, B, 2).subs(B, 1) < 0
assert sp.limit(d.value, B, 0) == 0 and sp.limit(d.value, B, sp.oo) == 0
print("unique critical point B =", critical[0], "; V_FB(1) =", d.value.subs(B, 1))
assert d.value.subs(B, 1) == sp.Rational(1, 18)

# %% [markdown]
# Two exact identities visible in the figure at the end: the value is symmetric under $B \to 1/B$ (the
# fixed-bet case, $L = U = B$, of the paper's symmetry $V(L, U) = V(1/U, 1/L)$ of Sec. 9), and so is the
# bluffing threshold, because the value is exactly half of it: $V_{FB} = a/2$.

# %%
assert sp.simplify(d.value.subs(B, 1 / B) - d.value) == 0
assert sp.simplify(d.bluff_below.subs(B, 1 / B) - d.bluff_below) == 0
assert sp.simplify(d.value - d.bluff_below / 2) == 0
print("V_FB(1/B) = V_FB(B), a(1/B) = a(B), V_FB(B) = a(B)/2: exact for all B > 0")

# %% [markdown]
# ## 1.5 The same game in the other sources' units
#
# * **Finite-deck paper** (Krityakierne, Thanatipanonda, Zeilberger, "The von Neumann Advice"): ante 1,
#   bet $b$. Doubling every amount maps it to ours: $b = 2B$, values doubled. It prints
#   bluff below $\frac{b}{(b+4)(b+1)}$, value above $\frac{b^2+4b+2}{(b+4)(b+1)}$, fold below
#   $\frac{b(b+3)}{(b+4)(b+1)}$, value $\frac{b}{(b+4)(b+1)}$, and for $b = 2$: $1/9$, $7/9$, $5/9$,
#   value $1/9$, "b = 2 maximizes Player I's payoff".
# * **Toddler-poker blog**: ante 1, a raise of $k - 1$ dollars ("players stand to profit $k$ after the
#   raise"), so $k = b + 1 = 2B + 1$, values in ante-1 dollars. It prints raise below
#   $\frac{k-1}{k(k+3)}$ and above $\frac{k^2+2k-1}{k(k+3)}$, call above $\frac{(k-1)(k+2)}{k(k+3)}$,
#   value $\frac{k-1}{k(k+3)}$.

# %% tags=["parametrisations"]
b, k = sp.symbols("b k", positive=True)
decks = {  # as printed in the finite-deck paper
    "bluff below": b / ((b + 4) * (b + 1)),
    "value above": (b**2 + 4 * b + 2) / ((b + 4) * (b + 1)),
    "call above": b * (b + 3) / ((b + 4) * (b + 1)),
    "value": b / ((b + 4) * (b + 1)),
}
toddler = {  # as printed in the blog
    "bluff below": (k - 1) / (k * (k + 3)),
    "value above": (k**2 + 2 * k - 1) / (k * (k + 3)),
    "call above": (k - 1) * (k + 2) / (k * (k + 3)),
    "value": (k - 1) / (k * (k + 3)),
}
for key, ours_expr in ours.items():
    scale = 2 if key == "value" else 1  # ante-1 values are twice the pot-1 values
    assert sp.simplify(decks[key] - scale * ours_expr.subs(B, b / 2)) == 0, key
    assert sp.simplify(toddler[key] - scale * ours_expr.subs(B, (k - 1) / 2)) == 0, key
    print(f"{key:>12}: finite-deck (b = 2B) and toddler (k = 2B + 1) forms agree")
printed_b2 = {"bluff below": Fraction(1, 9), "value above": Fraction(7, 9), "call above": Fraction(5, 9), "value": Fraction(1, 9)}
at_b2 = {key: (2 if key == "value" else 1) * ours[key].subs(B, 1) for key in ours}
print("b = 2 (B = 1):", {key: str(v) for key, v in at_b2.items()})
assert all(at_b2[key] == sp.Rational(v.numerator, v.denominator) for key, v in printed_b2.items())

# %% [markdown]
# **The blog's derivation, step by step.** With $Q(x) = \int_0^x q$ (B folds with probability $q$) and
# $P(y) = \int_0^y p$ (A raises with probability $p$), its best-response criteria are right: B folds where
# $P(y) < \frac{k-1}{2k}P(1)$, A raises where $\frac{k-1}{k}(\tfrac12 - x) + Q(x) < \frac{k+1}{2k}Q(1)$;
# against a fold threshold $c$ that gives A's two thresholds $\frac{k+1}{2}c - \frac{k-1}{2}$ and $\frac{c+1}{2}$,
# and the fixed point $c = \frac{(k-1)(k+2)}{k(k+3)}$ (all re-derived below from $W(x, y)$). One step of
# the argument is wrong: "since $\int_0^y p$ is monotonically increasing no matter what $p$ is, there is a
# unique $y$ that yields equality". It is only non-decreasing, and at the equilibrium it is flat on A's
# checking interval, where the equality holds for **every** $y$: B is indifferent on the whole interval
# (Section 1.3), and "call above $c$" is a best reply, not the only one (erratum).

# %% tags=["blog-derivation"]
xs_, cs_, Qx, Q1 = sp.symbols("x c Q_x Q_1", positive=True)
# A's raise-minus-call gain against q, integrated over y, from -E + k(1-q)E + q with E = +1 on (0, x) and
# -1 on (x, 1): int E dy = 2x - 1 and int qE dy = Q(x) - (Q(1) - Q(x))
gain_A = (k - 1) * (2 * xs_ - 1) - k * (2 * Qx - Q1) + Q1
blog_A = (k + 1) / (2 * k) * Q1 - ((k - 1) / k * (sp.Rational(1, 2) - xs_) + Qx)
assert sp.simplify(gain_A - 2 * k * blog_A) == 0  # same sign: the blog's criterion
lo_thr = sp.solve(sp.Eq(((k - 1) / k * (sp.Rational(1, 2) - xs_) + xs_), (k + 1) / (2 * k) * cs_), xs_)[0]
hi_thr = sp.solve(sp.Eq(((k - 1) / k * (sp.Rational(1, 2) - xs_) + cs_), (k + 1) / (2 * k) * cs_), xs_)[0]
assert sp.simplify(lo_thr - ((k + 1) / 2 * cs_ - (k - 1) / 2)) == 0 and sp.simplify(hi_thr - (cs_ + 1) / 2) == 0
(c_fix,) = list(sp.solve(sp.Eq(lo_thr, (k - 1) / (2 * k) * (lo_thr + 1 - hi_thr)), cs_))
assert sp.simplify(c_fix - toddler["call above"]) == 0
a_k, v_k = lo_thr.subs(cs_, c_fix), hi_thr.subs(cs_, c_fix)
# at the equilibrium P(y) = a_k for every y in [a_k, v_k], and B's indifference holds there, not at one y
P_total = a_k + 1 - v_k
assert sp.simplify(a_k - (k - 1) / (2 * k) * P_total) == 0
display(Math(r"P(y) = \tfrac{k-1}{2k} P(1) \text{ for every } y \in [a, v] = \left[" + sp.latex(sp.factor(a_k)) + ", "
             + sp.latex(sp.factor(v_k)) + r"\right]"))

# %% [markdown]
# The step that follows, "this is relatively easy to do because $c$ is always in the middle portion of the
# interval, i.e. $p(c) = 0$", is stated, not shown. It holds for every $k > 1$ and every $c < 1$, not only at
# the fixed point: the lower threshold sits $\frac{k-1}{2}(1 - c)$ below $c$ and the upper one $\frac{1-c}{2}$
# above it (and the fixed point $c$ lies in $(0, 1)$ for every $k > 1$).

# %% tags=["blog-middle"]
t_, u_ = sp.symbols("t u", positive=True)  # k = 1 + t > 1, c = 1 - u < 1
below_c = sp.factor((cs_ - lo_thr).subs({k: 1 + t_, cs_: 1 - u_}))
above_c = sp.factor((hi_thr - cs_).subs({k: 1 + t_, cs_: 1 - u_}))
assert below_c.is_positive and above_c.is_positive  # a < c < v, so p(c) = 0: B's condition reads a = (k-1)/(2k) P(1)
assert sp.factor(c_fix.subs(k, 1 + t_)).is_positive and sp.factor((1 - c_fix).subs(k, 1 + t_)).is_positive
display(Math(r"c - a = " + sp.latex(sp.factor(cs_ - lo_thr)) + r",\quad v - c = " + sp.latex(sp.factor(hi_thr - cs_))))

# %% [markdown]
# The blog's worked claims, checked exactly with `profile_value` (any threshold profile) and the two
# best-response maps (ante-1 dollars, so values are doubled and $B = (k-1)/2$):

# %% tags=["blog-claims"]
F = Fraction
k2 = F(1, 2)  # k = 2 means B = 1/2
eq_k2 = fixed_bet.solve(k2, exact=True)
parts_k2 = fixed_bet.profile_parts(k2, F(1, 10), F(7, 10), F(2, 5))  # bet and check hands' shares of the value
claims = [
    ("k = 2: raise x < 0.1 or x > 0.7, call y > 0.4, value $0.10",
     (eq_k2.bluff_below, eq_k2.value_above, eq_k2.call_above, 2 * eq_k2.value), (F(1, 10), F(7, 10), F(2, 5), F(1, 10))),
    ("caller at 0.5, bettor bluffs x < 0.2 (value > 0.7): $0.12",
     2 * fixed_bet.profile_value(k2, F(1, 5), F(7, 10), F(1, 2)), F(3, 25)),
    ("bettor bluffs to 0.2: caller calls down to 0.125",
     fixed_bet.best_call_thresholds(k2, F(1, 5), F(7, 10))[0], F(1, 8)),
    ("alternative: raise x > 0.6 against c = 0.4: $0.08",
     2 * fixed_bet.profile_value(k2, F(0), F(3, 5), F(2, 5)), F(2, 25)),
    ("raises average $0.55, checks average -$0.20 (printed '$0.20')",
     (2 * parts_k2["bet"] / F(2, 5), 2 * parts_k2["check"] / F(3, 5)), (F(11, 20), F(-1, 5))),
]
for text, got, printed in claims:
    got = tuple(sp.Rational(g) for g in got) if isinstance(got, tuple) else sp.Rational(got)
    want = tuple(sp.Rational(p) for p in printed) if isinstance(printed, tuple) else sp.Rational(printed)
    assert got == want, text
    print(f"confirmed: {text}")

# %% [markdown]
# The same answer to a comment ends: "this problem has a unique pair of strategies such that A and B's
# strategies are best responses to one another", and the last answer: "either player's expected winnings
# get worse if they deviate from their strategy while the other player keeps their strategy fixed". Both
# fail for B, as the first half of that answer itself says ("the best response for B isn't unique"). A's
# optimal strategy is unique (Section 1.3), B's is not: calling every hand of $(0.1, 0.7)$ with probability
# $1/2$ (and every hand above $0.7$) holds A to $0.10$ as well, and against it A's strategy is still a best
# reply, so the two form a second pair of mutual best responses; B's threshold $0.5$ leaves A exactly $0.10$
# too, so B's winnings do not get worse (errata). For A the second sentence holds: a deviation on a set of
# hands of positive measure, such as bluffing up to $0.2$, strictly lowers his winnings. Nor is $0.4$ "the
# one B strategy against which A cannot gain": calling at rate $1/2$ on $(0.1, 0.7)$, or at rate $3/4$ on
# $(0.3, 0.7)$, holds A to exactly $0.10$ as well; $0.4$ is the only such rule among *threshold* rules.

# %% tags=["blog-best-responses"]
value_k2 = F(1, 20)  # pot-1 units: the blog's $0.10
a_k2, v_k2 = F(1, 10), F(7, 10)
half_rule = [(0, a_k2, 0), (a_k2, v_k2, F(1, 2)), (v_k2, 1, 1)]  # call (0.1, 0.7) with probability 1/2
threshold_rule = [(0, F(2, 5), 0), (F(2, 5), 1, 1)]
half_check = fixed_bet.against_calling_rule(k2, half_rule)
assert half_check.optimal and half_check.best == value_k2  # B's mixed rule holds A to $0.10: optimal
assert fixed_bet.against_calling_rule(k2, threshold_rule).best == value_k2
three_quarter_rule = [(0, F(3, 10), 0), (F(3, 10), v_k2, F(3, 4)), (v_k2, 1, 1)]  # call (0.3, 0.7) at rate 3/4
assert fixed_bet.against_calling_rule(k2, three_quarter_rule).best == value_k2  # A cannot gain against it either
# among threshold rules 0.4 is the only one: every other threshold on a grid of 1/100 lets A gain
other_thresholds = [F(j, 100) for j in range(1, 100) if j != 40]
assert all(fixed_bet.against_calling_rule(k2, [(0, c, 0), (c, 1, 1)]).best > value_k2 for c in other_thresholds)
# against A's optimal strategy B's payoff does not depend on how he calls on [a, v] (his gain there is 0), so
# the pair (A's strategy, B's mixed rule) has A's value 1/20 = A's best reply to the rule: mutual best replies
(_, (mid_gain, _), _) = fixed_bet.caller_gain(y, sp.Rational(1, 2)).args
assert mid_gain == 0
# B deviates to the threshold 0.5 with A's strategy fixed: A still wins exactly $0.10 (B no worse off)
assert 2 * fixed_bet.profile_value(k2, a_k2, v_k2, F(1, 2)) == F(1, 10)
# A deviates (bluffs up to 0.2) with B's threshold 0.4 fixed: A's winnings strictly fall
assert 2 * fixed_bet.profile_value(k2, F(1, 5), v_k2, F(2, 5)) < F(1, 10)
print("B calls (0.1, 0.7) at rate 1/2: A's best reply value", 2 * half_check.best, "dollars = the game value")
print("B calls (0.3, 0.7) at rate 3/4: A's best reply value",
      2 * fixed_bet.against_calling_rule(k2, three_quarter_rule).best, "dollars; any threshold but 0.4: more")
print("B's threshold 0.5 against A's strategy: A wins", 2 * fixed_bet.profile_value(k2, a_k2, v_k2, F(1, 2)))
print("A bluffs up to 0.2 against B's threshold 0.4: A wins", 2 * fixed_bet.profile_value(k2, F(1, 5), v_k2, F(2, 5)))

# %% [markdown]
# Dan's comment under the post reads: "if player A is allowed to choose how much to raise, then the optimum
# is $k = 3$ ... The value of toddler poker is then $1/10$, which is close to the $5/54$ in the discrete
# version." The optimum is indeed $k = 3$ (the pot-sized raise, $B = 1$), whose value is $1/9$, while
# $1/10$ is the value at $k = 2$, the puzzle's own raise. The sentence can be read either way: as the value
# at the optimum it is wrong; as the value of the puzzle's game ($k = 2$) it is right, and the comparison
# with baby poker's $5/54$, which is also the value at $k = 2$ (next cell), supports that reading. The
# companion therefore lists it as **ambiguous**, not as a misprint.

# %% tags=["toddler-optimum-value"]
v_k = sp.simplify(2 * d.value.subs(B, (k - 1) / 2))
assert sp.solve(sp.diff(v_k, k), k) == [3]
assert v_k.subs(k, 3) == sp.Rational(1, 9) and v_k.subs(k, 2) == sp.Rational(1, 10)
display(Math(r"\text{toddler value } V(k) = " + sp.latex(v_k)))
display(Math(r"\text{optimum } k = 3:\ V(3) = " + sp.latex(v_k.subs(k, 3)) + r";\qquad V(2) = " + sp.latex(v_k.subs(k, 2))))

# %% [markdown]
# The blog's tl;dr on larger raises: "as $k$ increases, Player A will bluff more aggressively at first, but
# then will eventually not bluff at all"; $k = 3$ is where A "is most aggressive (bluffing happens whenever
# $x < 1/9$)" and the game is worth most ($0.111$); beyond it the payout "decreases monotonically and
# converges to $0$". The bluffing range $(0, \frac{k-1}{k(k+3)})$ grows up to $k = 3$ and then shrinks, but it
# has positive length for every $k > 1$: A stops bluffing only in the limit $k \to \infty$ (so "eventually"
# is right as a limit, wrong as "from some $k$ on": ambiguous). Nor do the bluffs fade among A's raises: A
# raises with probability $\frac{2}{k+3}$, and the fraction $\frac{k-1}{2k}$ of his raises are bluffs, which tends
# to $1/2$.

# %% tags=["blog-large-k"]
B_k = (k - 1) / 2  # the blog's raise k is B = (k - 1)/2 in pot-1 units
bluff_k, value_k = sp.factor(d.bluff_below.subs(B, B_k)), sp.factor(d.value_above.subs(B, B_k))
raise_freq = sp.factor(bluff_k + 1 - value_k)
bluff_share = sp.factor(bluff_k / raise_freq)
assert sp.simplify(bluff_k - toddler["bluff below"]) == 0
assert sp.simplify(raise_freq - 2 / (k + 3)) == 0 and sp.simplify(bluff_share - (k - 1) / (2 * k)) == 0
assert sp.solve(sp.Eq(bluff_k, 0), k) == [1]  # the bluffing range is empty only at k = 1 ...
assert sp.limit(bluff_k, k, sp.oo) == 0  # ... and in the limit
assert sp.solve(sp.diff(bluff_k, k), k) == [3] and bluff_k.subs(k, 3) == sp.Rational(1, 9)  # widest at k = 3
assert sp.limit(bluff_share, k, sp.oo) == sp.Rational(1, 2)
assert sp.simplify(sp.diff(v_k, k) + (k - 3) * (k + 1) / (k**2 * (k + 3) ** 2)) == 0  # value falls for k > 3
assert sp.limit(v_k, k, sp.oo) == 0
display(Math(r"\text{bluff below } " + sp.latex(bluff_k) + r";\quad \text{raise frequency } " + sp.latex(raise_freq)))
display(Math(r"\text{bluffs among raises } " + sp.latex(bluff_share)))
display(Table([(kk, str(bluff_k.subs(k, kk)), str(raise_freq.subs(k, kk)), str(bluff_share.subs(k, kk)))
             for kk in (2, 3, 10, 100, 1000)], ["k", "bluffing range", "raise frequency", "bluffs among raises"]))

# %% [markdown]
# ### Baby poker: the same game with dice
#
# The blog and the comments compare toddler poker with **baby poker**, the puzzle it grew from: "a game
# involving two players rolling a six-sided die. The higher number wins, but players may elect to raise,
# call, or fold depending on their number (which only they can see)"; the stakes are toddler poker's (ante
# 1, a raise of 1, so $k = 2$). Unlike a deck, two dice can show the same number; the natural rule, taken
# here, is that equal hands split the pot. `lcp.finite.baby_poker` solves it from two linear programmes, re-solves
# the support in rationals and certifies it exactly (A's guaranteed value equals B's guaranteed loss); the
# slow way (the $64 \times 64$ game of pure strategies) must agree.

# %% tags=["baby-poker"]
baby = baby_poker.solve(6, 1)
assert baby.certificate.is_equilibrium and baby.k == 2
assert baby.value == Fraction(5, 54)  # the comment's "5/54 in the discrete version"
assert abs(baby_poker.matrix_game_value(6, 1) - float(baby.value)) < 1e-9
baby_k3 = baby_poker.solve(6, 2)  # at k = 3 the dice game is worth 7/72: not the value compared with
assert baby_k3.certificate.is_equilibrium and baby_k3.value != Fraction(5, 54)
# "baby poker has mixed strategies": with pure strategies A can guarantee less, and B hold A to no less,
# than the value, so in every equilibrium both players mix
pure_A, pure_B = baby_poker.pure_guarantees(6, 1)
assert pure_A < baby.value < pure_B
display(Table([(face, fmt(p), fmt(q)) for face, (p, q) in enumerate(zip(baby.raise_probs, baby.call_probs), 1)],
            ["face", "A raises", "B calls"]))
print(f"value of baby poker (k = 2): {baby.value}; toddler poker at k = 2: {v_k.subs(k, 2)}; "
      f"baby poker at k = 3: {baby_k3.value}")
print(f"pure strategies only: A guarantees {pure_A}, B holds A to {pure_B}")

# %% [markdown]
# A raises a 1 with probability $2/3$ (a bluff) and the 5 and 6; B calls a 3, a 4 with probability $2/3$,
# and the 5 and 6. These are *an* equilibrium: the value is unique, the strategies need not be. With more
# faces the dice game approaches toddler poker, and for dice with a multiple of 10 faces its value is
# exactly $1/10$ (toddler poker's thresholds $0.1$, $0.4$, $0.7$ then fall on faces):

# %% tags=["baby-poker-faces"]
face_counts = list(range(2, 31)) if quick else list(range(2, 61))
dice = {f: baby_poker.solve(f, 1).value for f in face_counts}
assert [f for f in face_counts if dice[f] == Fraction(1, 10)] == [f for f in face_counts if f % 10 == 0]
assert all(abs(dice[f] - Fraction(1, 10)) <= Fraction(1, f) for f in face_counts)
assert all(dice[f] <= Fraction(1, 10) for f in face_counts)
display(Table([(f, str(dice[f]), fmt(float(dice[f]), 6)) for f in face_counts if f <= 12 or f % 10 == 0],
            ["faces", "value", "decimal"]))

# %% [markdown]
# ## 1.6 Independent numerical checks
#
# **Monte Carlo.** Deals are simulated under the equilibrium strategies (seeded); the estimate must lie
# within four standard errors of the exact value.

# %% tags=["monte-carlo"]
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
rows = []
for bet_size in (F(1, 2), F(1), F(3)):
    exact = fixed_bet.solve(bet_size, exact=True).value
    mc = simulate.monte_carlo(fixed_bet.solve(float(bet_size)), deals, seed=seed)
    assert mc.agrees_with(exact), (bet_size, mc)
    rows.append((str(bet_size), f"{mc.deals:,}", f"{mc.estimate:.5f}", f"{mc.stderr:.5f}", f"{float(exact):.5f}", f"{mc.z_score(exact):+.2f}"))
display(Table(rows, ["B", "deals", "estimate", "std. error", "exact", "z"]))

# %% [markdown]
# **Best responses on a discretisation.** Each player's hand is known only to within one of $n$ cells;
# the equilibrium is projected onto that game and each player's exact best response computed against
# the other's projected strategy. The gains measure how far the projection is from an equilibrium of the
# discretised game; they must vanish as $n$ grows (the caller's gain is exactly $0$: the projection keeps
# the bettor balanced).

# %%
cells = config.EXPLOIT_CELLS_QUICK if quick else config.EXPLOIT_CELLS_FULL
eqf = fixed_bet.solve(1.0)
checks = [exploit.discretised_gains(n, *exploit.fixed_bet_projection(eqf), eqf.call) for n in cells]
display(Table([(c.cells, f"{c.profile_value:.9f}", f"{c.bettor_gain:.2e}", below(c.caller_gain, 1e-14)) for c in checks],
            ["cells n", "profile value", "bettor gain", "caller gain (0 exactly)"]))
assert all(c.bettor_gain >= -1e-15 for c in checks)
assert all(later.exploitability < earlier.exploitability for earlier, later in zip(checks, checks[1:]))
assert abs(checks[-1].profile_value - 1 / 18) < 1 / cells[-1]

# %% [markdown]
# ## 1.7 Figures
#
# The strategy profile (paper-style: hand strength across, bet size up): the bettor bets $B$ with the
# weakest and the strongest hands, the caller calls with $y > c$.

# %% tags=["hide-input"]
eq_fig = fixed_bet.solve(B_profile)
fig, axes = plotting.new_figure()
plotting.strategy_profile(axes[0, 0], eq_fig.bet, eq_fig.call, [eq_fig.B], 2 * eq_fig.B,
                          f"FBCP Strategy Profile (B = {fmt(B_profile, 4)})")
for t, name in ((eq_fig.bluff_below, "a"), (eq_fig.call_above, "c"), (eq_fig.value_above, "v")):
    axes[0, 0].annotate(f"{name} = {t:.3f}", (t, eq_fig.B), xytext=(0, -18), textcoords="offset points", ha="center")
plotting.savefig(fig, "01_fixed_bet-strategy-profile", figure="1.1",
                 caption=r"Von Neumann's fixed-bet game at the notebook's bet \(B\): the bettor bets \(B\) with the weakest hands (bluffs, below \(a\)) and the strongest (value bets, above \(v\)) and checks between; the caller calls with hands above \(c\) (shaded).",
                 alt="Strategy profile of fixed-bet poker: a bet segment at height B for hands below a and above v, a shaded calling band right of c.")

# %% [markdown]
# The value $V_{FB}(B)$ and the thresholds against the bet size: the value peaks at the pot-sized bet;
# as $B \to \infty$ the bettor stops bluffing and value-bets only near-certain winners.

# %% tags=["hide-input"]
grid = np.geomspace(0.01, 100, 400 if quick else 2000)
sols = [fixed_bet.solve(g) for g in grid]
fig, axes = plotting.new_figure(ncols=2, width=5.2)
ax = axes[0, 0]
ax.semilogx(grid, [e.value for e in sols], color="k")
ax.axvline(1, color="0.5", ls=":")
ax.set(xlabel="bet size B (pot = 1)", ylabel="$V_{FB}(B)$", title="Value of FBCP")
ax = axes[0, 1]
for field, label, color, style in (("bluff_below", "a (bluff below)", plotting.COLORS["bluff"], "-"),
                                   ("call_above", "c (call above)", plotting.COLORS["call"], "--"),
                                   ("value_above", "v (value above)", plotting.COLORS["value"], "-.")):
    ax.semilogx(grid, [getattr(e, field) for e in sols], label=label, color=color, ls=style)
ax.set(xlabel="bet size B (pot = 1)", ylabel="hand strength", title="Thresholds of FBCP")
ax.legend()
plotting.savefig(fig, "01_fixed_bet-value-and-thresholds", figure="1.2",
                 caption=r"The value \(V_{FB}(B)\) against the bet size (top), largest at the pot-sized bet \(B = 1\), and the three thresholds \(a\), \(c\), \(v\) (bottom): as \(B\) grows the bettor bluffs less and value-bets only near-certain winners.",
                 alt="Two panels against the bet size B on a log axis: the value rising to its peak at B = 1 and falling, and the thresholds a, c and v.")

# %% [markdown]
# ## Errata found in this section

# %% tags=["hide-input"]
found = errata.for_notebook("01_fixed_bet")
display(Markdown(errata.markdown(found)))
