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
# # 2. No-limit continuous poker (Newman's game)
#
# **What this notebook finds**
#
# * <a href="#cell-nlcp-derivation">Newman's game is worth $1/14$ of the pot to the bettor</a> (his $1/7$ with
#   ante 1), half the bluffing threshold, as in the fixed-bet game.
# * <a href="#cell-nlcp-derivation">Newman's $c(s)$, $v(s)$, $b(s)$ and the thresholds follow from the rules</a>
#   (sympy, `lcp.continuous.no_limit.derive`), and <a href="#cell-nlcp-sources-agree">they equal the paper's and the
#   finite-deck paper's statements</a>.
# * <a href="#cell-nlcp-certificate">Neither player gains by deviating</a>, exactly, and
#   <a href="#cell-nlcp-value">the value is half the bluffing threshold</a>.
# * <a href="#cell-float-accuracy">The float implementation agrees with a 60-digit reference</a> over hands down
#   to $10^{-250}$; <a href="#cell-monte-carlo">simulation</a> and best responses on a discretisation agree with
#   the value.
# * <a href="#cell-erratum-nlcp-figure">The paper's own strategy-profile figure draws the bluffs wrong</a>: its
#   curve drops the factor $3s + 1$ of the formula printed beside it (Figure 2.1 draws it right).
#
# *Manuscript (May 2025) Sec. 2.1.2; revision (arXiv:2606.01390) Sec. 1.1.2, with its Figure 1, and
# Sec. 7.1, where the formulas of $b$, $v$ and $c$ now stand.* The rules of FBCP (notebook 1), except that
# the bettor chooses any size $s > 0$ after seeing $x$. Units, kept throughout: pot 1 (ante $\tfrac12$ each),
# payoffs the bettor's net winnings: check $\pm\tfrac12$, bet and fold $+\tfrac12$, bet and call
# $\pm(\tfrac12 + s)$. The finite-deck paper's ante-1 statement is converted in Sec. 2.2 ($R = 2s$, values
# doubled).
#
# The equilibrium is described by three functions of the size $s$: the caller calls with
# $y > c(s)$; the value hand $x = v(s)$ and the bluff $x = b(s)$ are the two hands that bet $s$.
# Hands between the smallest bluff and the smallest value bet check.

# %% tags=["parameters"]
quick = False  # smaller samples and grids (the tests run this)
seed = 20250524  # seed of the Monte Carlo generator
s_max_plot = 3.0  # top of the bet-size axis of the strategy-profile figure

# %% tags=["hide-input"]
import numpy as np
import sympy as sp
from IPython.display import Markdown, Math, display

from lcp.core import config
from lcp.record import errata
from lcp.continuous import exploit, no_limit, simulate
from lcp import plotting
from lcp.notebook import SEED, Flag, Real, Table, below, check_parameters

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "seed": SEED, "s_max_plot": Real(0, 1e6, low_open=True)})
s = no_limit.S_SYMBOL

# %% [markdown]
# ## 2.1 Derivation
#
# With hand $x$, betting $s$ against the threshold $c(s)$ earns
# $E(x, s) = \tfrac{c}{2} + (\tfrac12 + s)(2\max(x, c) - c - 1)$, checking earns $x - \tfrac12$.
#
# 1. **Bluffs are indifferent.** A bluff ($x < c(s)$) earns $\tfrac c2 - (1 - c)(\tfrac12 + s)$ whatever
#    its hand; bluffs of every size must earn the same, and the weakest checking hand $A$ must be
#    indifferent between checking and bluffing. This defines $c(s)$ in terms of $A$.
# 2. **Value sizes are optimal.** $\partial_s E(x, s) = 0$ defines the value hand $x = v(s)$.
# 3. **The caller is indifferent at $c(s)$.** Bluffs and value bets of sizes in $[s, s + ds]$ have masses
#    $-b'(s)\,ds$ and $v'(s)\,ds$; calling gains $1 + s$ against a bluff and loses $s$ against a value bet.
#    With $b(\infty) = 0$ (the weakest hands bet without bound) this integrates to $b(s)$.
# 4. **Continuity.** The smallest bluff is the size $0^+$, so $b(0) = A$, which fixes $A$.
#
# These are eqs. (2.1)-(2.4), solved in (2.5)-(2.9).

# %% tags=["nlcp-derivation"]
d = no_limit.derive()
assert list(d.equations) == ["bluffs indifferent (defines c)", "value size optimal (defines v)",
                             "caller indifferent at c(s) (defines b)", "continuity b(0) = A"]
for k_eq, eq in enumerate(d.equations.values(), 1):  # (2.1)-(2.4) in the order of the list above
    display(Math(sp.latex(eq) + rf" \tag{{2.{k_eq}}}"))

# %%
display(Math(r"A = " + sp.latex(d.bluff_below) + r",\quad v(0) = " + sp.latex(d.value_above) + r" \tag{2.5}"))
display(Math(r"c(s) = " + sp.latex(d.call) + r" \tag{2.6}"))
display(Math(r"v(s) = " + sp.latex(d.value_hand) + r" \tag{2.7}"))
display(Math(r"b(s) = " + sp.latex(d.bluff_hand) + r" \tag{2.8}"))
display(Math(r"V_{NL} = " + sp.latex(d.value) + r" \tag{2.9}"))
assert d.value == sp.Rational(1, 14)  # paper Sec. 2.1.2: "The value of NLCP is 1/14"

# %% [markdown]
# ## 2.2 Agreement with both sources
#
# **The paper** (Sec. 2.1.2) prints $x = \frac{3s+1}{7(s+1)^3}$ (bluffs), $x = 1 - \frac{3}{7(s+1)^2}$
# (value bets), call with $y > 1 - \frac{6}{7(s+1)}$, value $1/14$.
#
# **The finite-deck paper** ("The D.J. Newman Advice") uses ante 1 and a bet $R$, so $R = 2s$ and values
# double. It prints $x = \frac17 - \frac{R^2(R+6)}{7(R+2)^3} = \frac{4(3R+2)}{7(R+2)^3}$ for bluffs
# below $A = 1/7$, check between $1/7$ and $B = 4/7$,
# $x = \frac{R^2 + 4R + 2(1/7) + 2}{(R+2)^2} = \frac{7R^2 + 28R + 16}{7(R+2)^2}$ above,
# $C = \frac{R + 2(1/7)}{R + 2} = \frac{7R + 2}{7R + 14}$, and value $1/7$.

# %% tags=["nlcp-sources-agree"]
R = sp.Symbol("R", positive=True)
paper = {
    "bluff_hand": (3 * s + 1) / (7 * (s + 1) ** 3),
    "value_hand": 1 - sp.Rational(3, 7) / (s + 1) ** 2,
    "call": 1 - sp.Rational(6, 7) / (s + 1),
}
decks = {  # each printed twice, in two forms; both are checked
    "bluff_hand": (sp.Rational(1, 7) - R**2 * (R + 6) / (7 * (R + 2) ** 3), 4 * (3 * R + 2) / (7 * (R + 2) ** 3)),
    "value_hand": ((R**2 + 4 * R + 2 * sp.Rational(1, 7) + 2) / (R + 2) ** 2, (7 * R**2 + 28 * R + 16) / (7 * (R + 2) ** 2)),
    "call": ((R + 2 * sp.Rational(1, 7)) / (R + 2), (7 * R + 2) / (7 * R + 14)),
}
for key in paper:
    ours = getattr(d, key)
    assert sp.simplify(paper[key] - ours) == 0, key
    for form in decks[key]:
        assert sp.simplify(form - ours.subs(s, R / 2)) == 0, key
    print(f"{key:>10}: the paper's form and both finite-deck forms (R = 2s) equal the derivation")
assert (d.bluff_below, d.value_above, 2 * d.value) == (sp.Rational(1, 7), sp.Rational(4, 7), sp.Rational(1, 7))
print("A = 1/7, B = v(0) = 4/7 and the ante-1 value 2 * 1/14 = 1/7 as printed")

# %% [markdown]
# ## 2.3 An exact certificate
#
# **Ordering.** For every $s > 0$: $b(s) < A < c(s) < v(s)$, with $b$ decreasing and $v$, $c$
# increasing, so every bluff is below the caller's threshold and every value bet above it.

# %%
facts = {
    "A - b(s)": d.bluff_below - d.bluff_hand,
    "c(s) - A": d.call - d.bluff_below,
    "v(s) - c(s)": d.value_hand - d.call,
    "-b'(s)": -sp.diff(d.bluff_hand, s),
    "v'(s)": sp.diff(d.value_hand, s),
    "c'(s)": sp.diff(d.call, s),
}
s_pos = sp.Symbol("s", positive=True)
for name, expr in facts.items():
    f = sp.factor(sp.simplify(expr.subs(s, s_pos)))
    assert f.is_positive, name
    display(Math(name + " = " + sp.latex(f) + r" > 0 \quad (s > 0)"))

# %% [markdown]
# **The bettor cannot gain.** Take the value branch $E(x, s) = \tfrac c2 + (\tfrac12 + s)(2x - c - 1)$
# as a formula for all $s \ge 0$. Its derivative is exactly $2(x - v(s))$, so, $v$ being increasing, it
# is maximised at $s = v^{-1}(x)$ when $x > v(0)$ and at $s = 0$ otherwise, where it equals $x - \tfrac12$,
# the check payoff. A bluff earns the constant $A - \tfrac12$ at every size. Hence: hands below $A$ prefer
# bluffing (any size, indifferently) to checking; hands in $[A, v(0)]$ gain nothing by betting; hands
# above $v(0)$ gain most with the size $v^{-1}(x)$, which exceeds checking.
#
# **The caller cannot gain.** Facing size $s$, the bettor holds $b(s)$ or $v(s)$ with densities
# $-b'(s)$ and $v'(s)$. Calling instead of folding gains $(1 + s)$ against the bluff and loses $s$
# against the value bet, so for any $y$ strictly between $b(s)$ and $v(s)$ the gain is
# $-b'(s)(1 + s) - v'(s)s$, identically $0$: every such caller is indifferent, and $c(s)$ lies in that
# interval (as in FBCP, the bettor's indifference is what singles $c$ out).
#
# `Equilibrium.certify()` proves each of these statements exactly (sympy identities in $s$ and $x$, and
# signs of factored forms for $s \ge 0$), and the value as the integral of the payoff; it refutes a
# profile whose thresholds or value are moved (`tests/continuous/test_no_limit.py`).

# %% tags=["nlcp-certificate"]
certificate = no_limit.solve(exact=True).certify()
assert certificate.is_equilibrium, certificate.refuted
display(Markdown("\n".join(f"* **{claim.player}**: {claim.statement} (proved)" for claim in certificate.claims)))

# %% [markdown]
# As in FBCP (notebook 1), the value is exactly half the bluffing threshold: $V_{NL} = A/2$.

# %% tags=["nlcp-value"]
assert d.value == d.bluff_below / 2
print("V_NL =", d.value, "= A/2 =", d.bluff_below / 2)

# %% [markdown]
# ## 2.4 The float implementation
#
# `no_limit.solve()` evaluates $c$, $v$, $b$ through $u = 1/(1+s)$, where they are polynomials
# (derived from the expressions above by sympy), and inverts them in closed form: $v$ by a square
# root, $b$ through the inverse of the smoothstep $3u^2 - 2u^3$ written as sums of non-negative terms,
# with the differences that cancel ($x - A$ near the bluff/check boundary, $x - v(0)$ near the
# check/value boundary) formed exactly. Its relative error against a 60-digit bisection
# (`no_limit.bet_reference`), over hands from $10^{-250}$ up to the thresholds' neighbours:

# %% tags=["float-accuracy"]
eq = no_limit.solve()
n_pts = 40 if quick else 200
A, V0 = float(d.bluff_below), float(d.value_above)
hands = np.concatenate([
    np.geomspace(1e-250, A, n_pts, endpoint=False),  # bluffs, down to enormous bets
    A - np.geomspace(1e-17, 1e-2, n_pts),  # bluffs just below A (tiny bets)
    V0 + np.geomspace(1e-16, 1e-2, n_pts),  # value bets just above v(0)
    1 - np.geomspace(1e-16, 1 - V0, n_pts, endpoint=False),  # value bets up to enormous sizes
])
ref = np.array([no_limit.bet_reference(h) for h in hands])
got = eq.bet(hands)
betting = ref > 0
rel = np.abs(got[betting] - ref[betting]) / ref[betting]
print(f"{betting.sum()} betting hands: max relative error of bet(x) {below(rel.max(), 1e-13)}")
assert np.all(got[~betting] == 0)
roundtrip = np.abs(eq.bluff_hand(eq.bet(hands[hands < A])) - hands[hands < A]) / hands[hands < A]
print(f"b(bet(x)) = x to relative error {below(roundtrip.max(), 1e-13)}")

# %% [markdown]
# ## 2.5 Independent numerical checks
#
# **Monte Carlo** under the equilibrium strategies (seeded), within four standard errors of $1/14$:

# %% tags=["monte-carlo"]
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
mc = simulate.monte_carlo(eq, deals, seed=seed)
display(Table([(f"{mc.deals:,}", f"{mc.estimate:.5f}", f"{mc.stderr:.5f}", f"{float(d.value):.5f}", f"{mc.z_score(d.value):+.2f}")],
            ["deals", "estimate", "std. error", "exact", "z"]))
assert mc.agrees_with(d.value)

# %% [markdown]
# **Best responses on a discretisation** with $n$ hand cells and $m = n/10$ bet sizes evenly spaced in
# $u = 1/(1+s)$ (so sizes from about $0$ to $2m$). A cell bets each size with the share of its hands
# whose equilibrium bet falls in that size's bucket. Both players' gains from best responding in this
# finite game shrink roughly like $1/n^2$: the equilibrium is the limit of the discretised ones.

# %%
cells = config.EXPLOIT_CELLS_QUICK if quick else config.EXPLOIT_CELLS_FULL
checks = [exploit.discretised_gains(n, *exploit.no_limit_projection(eq, n // 10), eq.call) for n in cells]
display(Table([(c.cells, c.k, f"{c.profile_value:.7f}", f"{c.bettor_gain:.2e}", f"{c.caller_gain:.2e}") for c in checks],
            ["cells n", "sizes m", "profile value", "bettor gain", "caller gain"]))
assert all(c.bettor_gain >= 0 and c.caller_gain >= 0 for c in checks)
assert all(later.exploitability < earlier.exploitability / 4 for earlier, later in zip(checks, checks[1:]))

# %% [markdown]
# ## 2.6 Figures
#
# The strategy profile in the paper's layout (its figure *NLCP Strategy Profile*): the bet function
# (sizes of bluffs on the left, value bets on the right, checks in between) and the calling threshold
# $x = c(s)$ with the call region shaded.

# %% tags=["hide-input"]
sizes = np.linspace(0.0, s_max_plot, 600)
fig, axes = plotting.new_figure(width=6.4, height=4.8)
plotting.strategy_profile(axes[0, 0], eq.bet, eq.call, sizes, s_max_plot, "NLCP Strategy Profile")
plotting.savefig(fig, "02_no_limit-strategy-profile", figure="2.1",
                 caption=r"Newman's no-limit game: bluffs on the left and value bets on the right grow without bound toward the extreme hands; hands between \(A\) and \(v(0)\) check (Sec. 2.1); the dashed curve is the caller's threshold \(c(s)\), with the calling region shaded.",
                 alt="Strategy profile of no-limit poker: bet sizes rising steeply at both ends of the hand axis, a check segment in the middle and a dashed calling threshold.")

# %% [markdown]
# **Figure erratum.** The paper's own NLCP profile (the revision's Figure 1, Sec. 1.1.2; the manuscript has
# only a placeholder at its Sec. 2.1.2, a drawing whose words come out one per line: "generate", "graph", "strate", "of", "the", "gies") agrees
# with this one on the value bets and on the calling threshold, pixel for pixel (`tests/notebooks/test_paper_figures.py`
# digitises it on its own grid), but its bluffing branch lies far lower: the sizes read off the image are
# far below Newman's $b(s)$, printed correctly in the same section (table below). The drawn curve is $x = \frac{1}{7(1+s)^3}$: the factor
# $3s + 1$ of the formula is missing from the plot. The drawn bluffs are not an equilibrium: the caller is
# indifferent at $c(s)$ only if the bluffs and value bets at each size stand in the ratio
# $-(1 + s)\,b'(s) = s\,v'(s)$ (calling gains $1 + s$ against a bluff and loses $s$ against a value bet),
# which Newman's $b$ satisfies and the drawn one does not (the caller would call every bet below $1/2$ and
# fold every bet above it).

# %% tags=["erratum-nlcp-figure"]
s_ = no_limit.S_SYMBOL
drawn = 1 / (7 * (1 + s_) ** 3)


def caller_imbalance(bluff):
    """Calling gain of a hand between the bluff and the value bet of size s, per unit of size density."""
    return sp.factor(sp.simplify(-(1 + s_) * sp.diff(bluff, s_) - s_ * sp.diff(d.value_hand, s_)))


assert caller_imbalance(d.bluff_hand) == 0
imbalance = caller_imbalance(drawn)
# not indifferent: against the drawn bluffs the caller strictly prefers calling below s = 1/2, folding above
assert sp.solve(imbalance, s_) == [sp.Rational(1, 2)] and imbalance.subs(s_, 1) < 0 < imbalance.subs(s_, 0)
print("the caller's calling gain g(s) against the drawn bluffs (0 against Newman's b(s)):")
display(Math(r"g(s) = " + sp.latex(imbalance)))
read_off = {0.01: 1.4, 0.02: 0.9, 0.05: 0.41, 0.1: 0.12}  # hand: size read off the paper's image (+- 0.05)
rows = []
for x_hand, s_read in read_off.items():
    (s_drawn,) = sp.solve(drawn - sp.nsimplify(x_hand), s_)  # the size the drawn curve gives hand x
    s_drawn = float(s_drawn)
    s_newman = float(eq.bet(np.array([x_hand]))[0])
    assert abs(s_drawn - s_read) < 0.05 < abs(s_newman - s_read)
    rows.append((x_hand, s_read, f"{s_drawn:.3f}", f"{s_newman:.3f}"))
display(Table(rows, ["hand x", "size in the paper's figure", "x = 1/(7(1+s)^3)", "Newman's b(s)"]))

# %% [markdown]
# The three functions over all sizes, and the bettor's expected payoff $EV(x)$: constant $A - \tfrac12$
# for bluffs, $x - \tfrac12$ for checks, rising steeply for value bets.

# %% tags=["hide-input"]
sizes = np.geomspace(1e-3, 1e3, 600)
xs = np.linspace(0.0, 1.0, 1001)
fig, axes = plotting.new_figure(ncols=2, width=5.2)
ax = axes[0, 0]
ax.semilogx(sizes, eq.value_hand(sizes), color=plotting.COLORS["value"], label="value hand v(s)")
ax.semilogx(sizes, eq.call(sizes), color=plotting.COLORS["call"], ls="--", label="call threshold c(s)")
ax.semilogx(sizes, eq.bluff_hand(sizes), color=plotting.COLORS["bluff"], ls="-.", label="bluff hand b(s)")
ax.set(xlabel="bet size s (pot = 1)", ylabel="hand strength", title="NLCP strategy functions")
ax.legend()
ax = axes[0, 1]
ax.plot(xs, eq.ev(xs), color="k")
ax.axhline(0, color="0.5", lw=0.8)
ax.set(xlabel="Hand Strength x", ylabel="EV(x)", title="Bettor's expected payoff, NLCP")
plotting.savefig(fig, "02_no_limit-functions-and-ev", figure="2.2",
                 caption=r"Newman's strategy functions against the bet size (top): the value hand \(v(s)\), the bluffing hand \(b(s)\) and the calling threshold \(c(s)\); and the bettor's expected payoff \(EV(x)\) by hand (bottom).",
                 alt="Top: three curves v(s), c(s), b(s) against the bet size on a log axis. Bottom: the bettor's expected payoff rising with the hand.")

# %% [markdown]
# ## Errata found in this section

# %% tags=["hide-input"]
found = errata.for_notebook("02_no_limit")
display(Markdown(errata.markdown(found)))
