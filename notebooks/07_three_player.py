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
# # 7. Three-player poker
#
# **What this notebook finds**
#
# * <a href="#cell-every-deck">Every deck from 3 to 300 cards has a symmetric equilibrium</a> at the bets
#   1, 2 and 3, found together with all the others and certified exactly.
# * <a href="#cell-caller-shape">The callers' threshold shape is no restriction</a>: every symmetric
#   equilibrium has threshold callers with at most one mixed card (proved).
# * <a href="#cell-erratum-n65-value">The paper's 65-card strategies are reproduced exactly</a>, but not
#   its printed value.
# * <a href="#cell-erratum-optimal-bet">Player I's best bet in the continuous game</a> and its value: the
#   value the paper prints is the value at the rounded bet 2.07, not at the best bet.
# * <a href="#cell-sequential">If Player III sees Player II's action first he gains</a>: the symmetric
#   equilibrium is not one of sequential play.
#
# *Source: the last sections of Krityakierne, Thanatipanonda and Zeilberger
# (`von-neumann-newman-finite-decks.md`), "A Three-Player Poker Game". Neither version of the LCP paper
# has more than two players: the manuscript (May 2025) does not mention it, and the revision
# (arXiv:2606.01390) lists "Multi-Player Extensions" as future work (Sec. 9.4).*
#
# Each of three players antes 1 (pot 3). Player I checks or bets $b$; Players II and III each call or fold
# without seeing the other's choice; a folded player's ante stays in the pot. **Units: ante 1, as in that
# paper.** Net payoffs, derived from the rules:
#
# | line | payoffs |
# | --- | --- |
# | I checks | highest card $+2$, the others $-1$ |
# | I bets, both fold | I $+2$, II and III $-1$ |
# | I bets, one calls | higher of I and the caller $+(b+2)$, the lower $-(b+1)$, the folder $-1$ |
# | I bets, both call | highest $+(2b+2)$, the others $-(b+1)$ |
#
# Like the paper, II and III use the same strategy. Everything is computed by `lcp.finite.three_player`: exact
# payoffs by card (prefix sums, checked against a brute-force sum over deals in the tests), equilibria of
# the finite game certified in rationals for all three players, every symmetric equilibrium of every deck
# up to 300 cards, the continuous game, its best bet, and what happens when Player III sees Player II's
# action first.

# %% tags=["parameters"]
quick = False  # smaller decks (the tests run this)
b_fixed = 2  # bet of the finite-deck figure (ante-1 units, a positive integer)

# %%
import itertools
from fractions import Fraction

import mpmath as mp
import numpy as np
import sympy as sp

from lcp.record import errata
from lcp.continuous import fixed_bet
from lcp import plotting
from lcp.finite import three_player
from lcp.notebook import Flag, Integer, below, check_parameters, fmt, table

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "b_fixed": Integer(1, 100)})
F = Fraction
mp.mp.dps = 30


def digits(v, n=15):
    """An mpmath number to n significant digits (stable text)."""
    return mp.nstr(v, n, strip_zeros=False)


# %% [markdown]
# ## 7.1 The paper's finite-deck constraints
#
# The paper writes each player's payoff with helpers: $\mathrm{Call2}(i, j, R) = R + 1$ if $i > j$, $-R$
# otherwise, and $\mathrm{Call3}(i, j, k, R) = 2R$ if $i$ beats both, $-R$ otherwise; with $R = b + 1$ these
# are the rules' heads-up and three-way results (and $\mathrm{Call3}(\cdot, 1)$ is the check). Its
# constraints also use $\mathrm{Call12}$ and $\mathrm{Call13}$, which are never defined, and its "Player I
# bets" constraint weights the three-way showdown by $q_k r_k$. Reading $\mathrm{Call12} = \mathrm{Call2}$,
# $\mathrm{Call13}(\cdot, 1) = \mathrm{Call3}(\cdot, 1)$ and weighting by $q_j r_k$ (II holds $j$, III holds
# $k$) reproduces the rules; the printed $q_k r_k$ does not.

# %% tags=["erratum-three-player-constraints"]
def call2(i, j, R):
    return R + 1 if i > j else -R


def call3(i, j, k, R):
    return 2 * R if i > j and i > k else -R


def paper_bet_row(n, b, i, q, r, printed):
    """The paper's 'Player I bets' constraint for card i (times (n-1)(n-2)); printed or corrected weights."""
    total = 0
    for j, k in itertools.permutations([c for c in range(1, n + 1) if c != i], 2):
        both = q[k - 1] * r[k - 1] if printed else q[j - 1] * r[k - 1]
        total += (call3(i, j, k, b + 1) * both + call2(i, j, b + 1) * q[j - 1] * (1 - r[k - 1])
                  + call2(i, k, b + 1) * (1 - q[j - 1]) * r[k - 1] + 2 * (1 - q[j - 1]) * (1 - r[k - 1]))
    return total


n_c, b_c = 6, 2
q_c = [F(0), F(1, 5), F(1, 3), F(1, 2), F(3, 4), F(1)]
_, ours = three_player.bettor_payoffs(n_c, b_c, np.array(q_c, dtype=object), np.array(q_c, dtype=object))
corrected = [paper_bet_row(n_c, b_c, i, q_c, q_c, printed=False) for i in range(1, n_c + 1)]
printed = [paper_bet_row(n_c, b_c, i, q_c, q_c, printed=True) for i in range(1, n_c + 1)]
assert list(ours) == corrected and printed != corrected
print(table([(i, fmt(o), fmt(p)) for i, (o, p) in enumerate(zip(ours, printed), 1)],
            ["card", "rules = corrected", "printed q_k r_k"]))

# %% [markdown]
# ## 7.2 Four cards, $b = 1$
#
# The paper: Player I bets card 1 with probability $2/3$, checks 2 and 3, bets 4; Players II and III fold 1
# and 2, call 3 with probability $1/4$, call 4; values $1/24$ for I and $-1/48$ for II and III.

# %% tags=["four-cards"]
eq4 = three_player.finite(4, 1)
assert eq4.values == (F(1, 24), F(-1, 48), F(-1, 48))
assert eq4.bet == (F(2, 3), 0, 0, 1) and eq4.call == (0, 0, F(1, 4), 1)
cert4 = eq4.certificate
assert cert4.is_equilibrium
print("values (I, II, III):", [fmt(v) for v in eq4.values], "; deviation gains:", [fmt(g) for g in cert4.gains])

# %% [markdown]
# The paper's solution is not the only one. Cards 1 and 2 are worth the same to Player I here (neither can
# win a showdown against a caller), so the bluffing probability $2/3$ can be split between them in any
# proportion; the callers' strategy and every player's value stay the same. All symmetric equilibria (Section
# 7.8: the callers of every one play a threshold) form exactly this segment:

# %% tags=["four-cards-family"]
all4 = three_player.equilibria(4, 1)
(piece4,) = all4.pieces
assert piece4.free == ("bet",) and all4.values == (F(1, 24),)
assert sorted(v.bet for v in piece4.vertices) == [(0, F(2, 3), 0, 1), (F(2, 3), 0, 0, 1)]
assert all(v.call == eq4.call and v.values == eq4.values for v in piece4.vertices)
print("vertices of the family (Player I's bet probabilities by card):",
      [[fmt(x) for x in v.bet] for v in piece4.vertices])

# %% [markdown]
# For the continuous game the paper invokes "the principle of indifference, which states that in mixed
# strategy Nash equilibria, players are indifferent between pure strategies, since they yield the same expected
# payoff". Only between the pure strategies a player *uses*: its own four-card equilibrium shows strict
# preferences everywhere else. With card 3 Player I loses by betting, with card 4 by checking; a caller
# loses by calling 1 or 2 and by folding 4. Indifference holds where a player may mix (Player I's cards 1 and 2,
# the callers' card 3; cell four-cards-family), which is all the cut-point equations use.

# %% tags=["indifference-principle"]
bet_minus_check = three_player.bettor_gains(4, 1, eq4.call)  # by card, summed over deals
call_minus_fold = three_player.caller_gains(4, 1, eq4.bet, eq4.call)
assert list(bet_minus_check) == [0, 0, -4, 1] and list(call_minus_fold) == [-2, F(-5, 6), 0, F(11, 2)]
mixing_I = [i + 1 for i, p in enumerate(eq4.bet) if 0 < p < 1]
mixing_callers = [j + 1 for j, q in enumerate(eq4.call) if 0 < q < 1]
assert mixing_I == [1] and mixing_callers == [3]  # indifferent where mixing (card 2: indifferent but pure)
print("bet minus check by card (I):", [fmt(g) for g in bet_minus_check],
      "; call minus fold by card (II, III):", [fmt(g) for g in call_minus_fold])

# %% [markdown]
# ## 7.3 65 cards, $b = 2$
#
# The paper prints the cuts $A = (8 + \frac{14}{23})/65$, $B = 1 - \frac{11}{65}$,
# $C = 1 - (22 + \frac{189}{205})/65$ (I bets cards 1-8, card 9 with probability $14/23$, and the top 11
# cards; a caller calls the top 22 cards and card 43 with probability $189/205$) and the value
# $974/8121 = 0.119935968476789$. Our certified equilibrium has exactly these strategies, but their exact
# value is $402733/3357900 = 0.119935971887\ldots$: the printed fraction agrees to eight digits only and is
# not the value of the printed strategies (erratum; it looks like a rational fit to a floating-point value).

# %% tags=["erratum-n65-value"]
eq65 = three_player.finite(65, 2)
assert (eq65.A, eq65.B, eq65.C) == ((8 + F(14, 23)) / 65, 1 - F(11, 65), 1 - (22 + F(189, 205)) / 65)
assert eq65.certificate.is_equilibrium
printed_value = F(974, 8121)
assert eq65.value == F(402733, 3357900) != printed_value
assert abs(eq65.value - printed_value) < F(1, 10**8)
print(f"value of the printed strategies: {eq65.value} = {float(eq65.value):.15f}")
print(f"printed: {printed_value} = {float(printed_value):.15f}; difference {float(eq65.value - printed_value):.2e}")
print("II and III:", fmt(eq65.values[1]), "each")

# %% [markdown]
# ## 7.4 Continuous hands
#
# With hands uniform on $[0, 1]$, suppose I bets below $A$ and above $B$ and a caller calls above $C$,
# $0 < A < C < B < 1$. Checking with $x$ wins the pot iff both others are lower: $3x^2 - 1$. A bluff ($x < C$)
# wins only if both fold: $2C^2 - (b+1)(1 - C^2)$. Three indifference conditions: I at $A$ (bluff = check),
# I at $B$ (value bet = check), a caller at $C$ (call = fold, given that I bets). They are the paper's three
# printed equations (identical polynomials), and at $b = 2$ eliminating $A$ and $B$ leaves a polynomial of
# degree 8 in $C$ (we solve the conditions with mpmath at 40 digits).

# %% tags=["continuous-equations"]
A_, B_, C_, b_ = sp.symbols("A B C b", positive=True)
printed_eqs = [
    (3 * A_**2 - 1) - (3 * C_**2 + b_ * C_**2 - b_ - 1),
    (3 * B_**2 - 1) - (-2 * b_ * C_ * B_ + 3 * b_ * B_**2 + 3 * B_**2 - b_ - 1),
    (-A_ + B_ - 1) - (2 * b_ * C_ * A_ + 3 * C_ * A_ - b_ * A_ - A_ - b_ + b_ * B_ + B_ - 1),
]
for ours_eq, theirs in zip(three_player.equations(), printed_eqs):
    assert sp.expand(ours_eq.lhs - ours_eq.rhs - theirs) == 0
G = sp.groebner([sp.expand((e.lhs - e.rhs).subs(b_, 2)) for e in three_player.equations()], A_, B_, C_, order="lex")
poly_C = sp.Poly(G.exprs[-1], C_)
c2 = three_player.continuous_equilibrium(2)
roots = [r for r in sp.Poly(poly_C).nroots(n=30) if r.is_real and 0 < r < 1]
assert any(abs(mp.mpf(str(r)) - c2.C) < mp.mpf(10) ** -25 for r in roots)
print("degree of the polynomial for C at b = 2:", poly_C.degree())
check2 = three_player.continuous_check(2)
# every hand's action is a best reply: the largest gains are rounding noise
print("best-reply check on 100001 hands: largest gains", below(check2.bettor, 1e-12), below(check2.caller, 1e-12))

# %% [markdown]
# At $b = 2$ the paper prints $A = 0.137058194328370$, $B = 0.829422249795391$, $C = 0.641304115985175$ and
# value $0.122557074714865$. All but the last one or two digits are right; the correct 15-digit values
# follow (minor erratum: the printed digits carry floating-point error of up to $4 \times 10^{-15}$).

# %% tags=["erratum-continuous-digits"]
printed_cont = {"A": "0.137058194328370", "B": "0.829422249795391", "C": "0.641304115985175",
                "value": "0.122557074714865"}
ours_cont = {"A": c2.A, "B": c2.B, "C": c2.C, "value": c2.value}
# the differences are the printed digits' own errors, not rounding noise of ours: c2 is solved in
# mpmath alone (no machine floats, so the same digits on every CPU) and agrees with a 70-digit solve
c70 = three_player.continuous_equilibrium(2, digits=70)
gap70 = max(abs(ours_cont[k] - getattr(c70, k)) for k in ours_cont)
rows = []
for key, text in printed_cont.items():
    diff = ours_cont[key] - mp.mpf(text)
    assert abs(diff) < mp.mpf("5e-15")
    # the digits shown depend on no last bit: the 70-digit solve shows the same ones
    assert digits(ours_cont[key]) == digits(getattr(c70, key))
    assert mp.nstr(diff, 2) == mp.nstr(getattr(c70, key) - mp.mpf(text), 2)
    rows.append((key, text, digits(ours_cont[key]), mp.nstr(diff, 2)))
assert digits(c2.A) != printed_cont["A"] and digits(c2.value) != printed_cont["value"]
print(table(rows, ["", "printed", "ours (15 digits)", "ours - printed"]))
print("ours agrees with a 70-digit solve to", below(gap70, 1e-30))
assert digits(-c2.value / 2) == digits(-c70.value / 2)
print("II and III get", digits(-c2.value / 2), "each")

# %% [markdown]
# ## 7.5 The best bet
#
# The paper: "$b^* \approx 2.07$, resulting in Player I achieving a maximum payoff of $0.122590664136184$".
# The maximum of $V(b)$ is at $b^* = 2.0723785763953$ with $V(b^*) = 0.122590699260656$; the printed payoff
# is $V(2.07) = 0.122590664136182$ (to 14 digits), the value at the rounded bet, $3.5 \times 10^{-8}$ below the
# maximum (erratum). Either way the
# third player raises Player I's best value above the two-player $1/9$ (von Neumann, at $b = 2$).

# %% tags=["erratum-optimal-bet"]
opt = three_player.optimal_bet()
v207 = three_player.continuous_equilibrium(F(207, 100)).value
assert abs(opt.b - mp.mpf("2.0723785763953")) < mp.mpf(10) ** -12  # the values quoted in the text above
assert abs(opt.value - mp.mpf("0.122590699260656")) < mp.mpf(10) ** -15
assert abs(v207 - mp.mpf("0.122590664136182")) < mp.mpf(10) ** -15
assert abs(v207 - mp.mpf("0.122590664136184")) < mp.mpf(10) ** -14  # what is printed (to 14 digits)
assert opt.value - v207 > mp.mpf("3e-8")  # ... is not the maximum
two_player_best = 2 * fixed_bet.solve(1, exact=True).value  # ante-1 units, b = 2
assert opt.value > two_player_best
print(f"b* = {digits(opt.b)},  V(b*) = {digits(opt.value)}")
print(f"V(2.07) = {digits(v207)} (printed 0.122590664136184);  two players: max {two_player_best}")

# %% [markdown]
# ## 7.6 Figures
#
# The strategies as in the paper's Figure 6 (betting tree and cuts, $b = 2$); the finite game's value and
# cuts against $n$; Player I's value against $b$ for two and three players.

# %%
from matplotlib.patches import Patch

fig, axes = plotting.new_figure(ncols=2, width=5.6, height=4.0)
ax = axes[0, 0]
ax.axis("off")
ax.set(xlim=(0, 1.1), ylim=(0, 1), title="Betting tree (II and III answer independently)")
box = dict(boxstyle="round", fc="white", ec="0.4")
ax.text(0.5, 0.9, "Player I", ha="center", bbox=box)
ax.text(0.15, 0.6, "check:\nshowdown\n(highest +2)", ha="center", va="top", fontsize=8)
ax.text(0.78, 0.62, "bet b", ha="center", bbox=box)
ax.annotate("", (0.15, 0.62), (0.45, 0.87), arrowprops=dict(arrowstyle="->"))
ax.annotate("", (0.75, 0.66), (0.55, 0.87), arrowprops=dict(arrowstyle="->"))
heads_up = "higher of two\n+(b+2), lower\n-(b+1), folder -1"
outcomes = [("II fold\nIII fold", "I +2"), ("II call\nIII fold", heads_up),
            ("II fold\nIII call", heads_up), ("II call\nIII call", "highest\n+(2b+2),\nothers -(b+1)")]
for k, (who, res) in enumerate(outcomes):
    xk = 0.4 + 0.23 * k
    ax.annotate("", (xk, 0.42), (0.78, 0.58), arrowprops=dict(arrowstyle="->", color="0.5"))
    ax.text(xk, 0.4, who, ha="center", va="top", fontsize=7)
    ax.text(xk, 0.2, res, ha="center", va="top", fontsize=7, color="0.3")
ax = axes[0, 1]
c_fig = three_player.continuous_equilibrium(b_fixed)
A, B, C = float(c_fig.A), float(c_fig.B), float(c_fig.C)
for row, (label, spans) in enumerate([
    ("Player I (x)", [(0, A, "bluff"), (A, B, "check"), (B, 1, "value")]),
    ("Player II (y)", [(0, C, "check"), (C, 1, "call")]),
    ("Player III (z)", [(0, C, "check"), (C, 1, "call")]),
]):
    for lo, hi, kind in spans:
        ax.barh(2 - row, hi - lo, left=lo, color=plotting.COLORS[kind], alpha=0.8, edgecolor="white")
    ax.text(-0.02, 2 - row, label, ha="right", va="center", fontsize=8)
for name, val in (("A", A), ("B", B), ("C", C)):
    ax.axvline(val, color="k", lw=0.6, ls=":")
    ax.text(val, -0.75, f"{name} = {val:.4f}", ha="center", fontsize=7)
ax.legend(handles=[Patch(color=plotting.COLORS[k], alpha=0.8, label=text) for k, text in
                   (("bluff", "bet (bluff)"), ("check", "check / fold"), ("value", "bet (value)"), ("call", "call"))],
          loc="upper center", ncols=4, fontsize=8, frameon=False, bbox_to_anchor=(0.5, 1.0))
ax.set(xlim=(0, 1), ylim=(-0.9, 2.9), yticks=[], xlabel="hand",
       title=f"Continuous equilibrium, b = {b_fixed} (grey: fold/check)")
plotting.savefig(fig, "07_three_player-figure6", figure="7.1",
                 caption=r"Three-player poker (ante 1): the betting tree, where Players II and III answer a bet independently (top), and the continuous equilibrium at the notebook's bet (bottom): Player I bluffs below \(A\) and value-bets above \(B\); both callers call above \(C\).",
                 alt="Top: a tree diagram of the actions and payoffs. Bottom: three horizontal bars per player coloured by action, split at A, B and C.")

# %% tags=["finite-vs-continuous"]
# quick: every deck to 60 and three larger ones, so the claim below is the full run's at every b_fixed
n_list = list(range(3, 61)) + [80, 120, 200] if quick else list(range(3, 201))
finite_eqs = {n: three_player.finite(n, b_fixed) for n in n_list}  # every deck: the search does not give up
ns = np.array(sorted(finite_eqs))
vals = np.array([float(finite_eqs[n].value) for n in ns])
gap = abs(vals[-1] - float(c_fig.value))
assert gap < abs(vals[ns >= 20][0] - float(c_fig.value)) and gap < 0.005
print(f"b = {b_fixed}: certified equilibria for all {len(ns)} decks n = {ns[0]}..{ns[-1]}")
print(f"n = {ns[-1]}: value {float(finite_eqs[ns[-1]].value):.6f}, continuous {float(c_fig.value):.6f}")

# %%
bs = np.linspace(0.1, 12, 120 if quick else 400)
three = [float(three_player.continuous_equilibrium(float(b)).value) for b in bs]
two = [2 * fixed_bet.solve(b / 2).value for b in bs]  # von Neumann in ante-1 units
fig, axes = plotting.new_figure(ncols=2, width=5.2, height=4.0)
ax = axes[0, 0]
ax.plot(ns, vals, ".", ms=3, label="finite deck, value of I")
for name, val, colour in (("A", c_fig.A, "C1"), ("B", c_fig.B, "C2"), ("C", c_fig.C, "C3")):
    ax.plot(ns, [float(getattr(finite_eqs[n], name)) for n in ns], ".", ms=2, color=colour, label=f"finite {name}")
    ax.axhline(float(val), color=colour, lw=0.8, ls="--")
ax.axhline(float(c_fig.value), color="C0", lw=0.8, ls="--", label="continuous (dashed)")
ax.set(xlabel="cards n", ylabel="cut / value (ante 1)", title=f"Finite deck -> continuous, b = {b_fixed}")
ax.legend(fontsize=7, ncol=2)
ax = axes[0, 1]
ax.plot(bs, three, label="three players")
ax.plot(bs, two, label="two players (von Neumann)")
ax.plot([float(opt.b)], [float(opt.value)], "o", color="C0")
ax.plot([2], [float(two_player_best)], "o", color="C1")
ax.set(xlabel="bet b (ante 1)", ylabel="value of Player I", title="Player I's value against the bet")
ax.legend(fontsize=8)
plotting.savefig(fig, "07_three_player-value", figure="7.2",
                 caption=r"Three players: finite-deck cuts and values approach the continuous ones (dashed) as the deck grows (top), and Player I's continuous value against the bet, with the two-player value for comparison (bottom).",
                 alt="Top: dots for finite-deck values and cuts against cards, with dashed continuous levels. Bottom: value curves against the bet size for three and two players.")

# %% [markdown]
# ## 7.7 Sequential play
#
# The paper closes: with sequential play Player III "would gain an advantage". Take the symmetric
# equilibrium and let III see II's action before choosing. Against the same I and II, III's best reply
# is to call only above $\approx 0.82$ after II calls and above $\approx 0.09$ after II folds (the equilibrium
# uses $C \approx 0.64$ for both). He gains about $0.136$ per deal (ante-1 units) at $b = 2$, so the symmetric
# profile is **not** an equilibrium of the sequential game; the finite decks show the same, exactly. What the
# sequential game's own equilibrium is (II would then also adapt) is left open here.

# %% tags=["sequential"]
seq = three_player.continuous_sequential(2)
assert seq.call_after_call > c2.C > seq.call_after_fold
# the figures quoted in the text above
assert abs(seq.gain - 0.136) < 5e-4 and abs(seq.call_after_call - 0.82) < 5e-3 and abs(seq.call_after_fold - 0.09) < 5e-3
seq_rows = []
for n in ([10, 20, 40] if quick else [10, 20, 40, 80, 160]):
    g = three_player.sequential_gain(three_player.finite(n, 2))
    assert g > 0
    seq_rows.append((n, fmt(float(g), 6)))
print(f"continuous, b = 2: III gains {seq.gain:.6f}; best thresholds {seq.call_after_call:.4f} after a call, "
      f"{seq.call_after_fold:.4f} after a fold (equilibrium: {digits(c2.C, 6)})")
print(table(seq_rows, ["n", "III's exact gain (b = 2)"]))

# %% [markdown]
# ## 7.8 Every deck: all symmetric equilibria, and when they are unique
#
# `three_player.equilibria(n, b)` finds **every** symmetric equilibrium whose callers play a threshold (call
# the top cards, at most one card mixed), which for the bets surveyed here is every symmetric equilibrium
# (proved below, cell `caller-shape`); Player I's strategy is not restricted. For each calling cut it
# follows the callers' probability $u$ at the mixed card through $[0, 1)$. Player I's gain at every card is
# affine in $u$, so his best reply is pure and fixed between the finitely many $u$ where one of his cards is
# indifferent. On those intervals the callers' condition at their mixed card does not involve $u$ (the other
# caller cannot hold that card): it holds on the whole interval or nowhere. At the breakpoints his
# indifferent cards may mix, and the callers' conditions are linear in his probabilities. Everything is
# decided in integers and rationals, and each piece of equilibria is certified exactly (its vertices and its
# centroid; the conditions are linear along it). A test checks the search against a brute-force scan of
# caller thresholds with payoffs summed over deals.
#
# Shapes are written (cards where Player I mixes, cards where a caller mixes). A *family* is a segment or
# polygon of equilibria: "bet" when Player I's probabilities at indifferent cards vary, "call" when the
# callers' probability at their mixed card varies.
#
# **Why the callers' shape is no restriction.** Let $G(j)$ be a caller's gain from calling
# rather than folding with card $j$, summed over the deals. Exchanging cards $j$ and $j + 1$ changes only the
# deals in which Player I or the other caller holds the neighbouring card, which gives
# (`three_player.caller_gain_steps`)
#
# $$G(j+1) - G(j) = b(n-2)\,p_{j+1} + p_j S_j + (b\,r_j + (2b+3)\,r_{j+1}) \sum_{i<j} p_i,\qquad
#   S_j = \sum_{k<j} (b + 3 + b\,r_k) + \sum_{k>j+1} (b + 3 - (2b+3)\,r_k).$$
#
# Only $p_j S_j$ can be negative, and only if the callers' calling probabilities above $j$ add up to more
# than $R^* = (b+3)(n-2)/(2b+3)$. But then Player I would not bet card $j$: a bet there earns at most $-b + (3b + 3)P_0$ ($P_0$: no
# caller calls with a higher card), a check at least $-1$, and with so many calls
# $1 - P_0 \ge \frac{2R}{n-1} - \frac{R^2}{(n-1)(n-2)} > \frac{2b+3}{3b+3}$ once
# $\frac{n-2}{n-1} \ge \frac{(2b+3)^3}{(b+3)(3b+3)^2}$ (below $8/9$ for every $b$) and
# $\frac{n-3}{n-2} > \frac{2b+3}{3b+3}$: every $n \ge 10$. On smaller decks the same step is checked card by
# card, exactly: Player I's bet depends on the callers only through the sums $\sum_{k<j} r_k$,
# $\sum_{k>j} r_k$ and their sums of squares, and its largest value over all callers with $S_j < 0$ is below
# the check (`three_player.bet_against_loose_callers`; on $n = 3$ nothing is needed, as the callers fold
# card 1 and call card 3, which lose or win every call). So in every equilibrium with identical callers,
# $G$ never decreases. A card with $G(j) = 0$ that the callers call at all has $G(j - 1) < 0 < G(j + 1)$ (the last
# term is positive there, since Player I must bet some card below $j$ or card $j$ would lose every call).
# So the callers fold below a cut, call above it and call at most one card in between: the shape searched.
# Hence for every deck at $b = 1, 2, 3$ (`three_player.callers_shape_forced`) the survey below lists **every**
# symmetric equilibrium. The cell checks the identity symbolically on small decks, the two conditions for
# every $b$, the small decks card by card, and the key step against Player I's payoffs computed card by card,
# for random callers who call a lot.

# %% tags=["caller-shape"]
for n_ in range(4, 8):  # the identity, with symbolic strategies
    p_ = np.array(sp.symbols(f"p1:{n_ + 1}"), dtype=object)
    r_ = np.array(sp.symbols(f"r1:{n_ + 1}"), dtype=object)
    b_ = sp.Symbol("b", positive=True)
    fold_, call_ = three_player.caller_payoffs(n_, b_, p_, r_)
    gains_ = [call_[j] - fold_[j] for j in range(n_)]
    steps_ = three_player.caller_gain_steps(n_, b_, p_, r_)
    assert all(sp.expand(gains_[j + 1] - gains_[j] - steps_[j]) == 0 for j in range(n_ - 1))
b_ = sp.Symbol("b", positive=True)
assert sp.expand(8 * (b_ + 3) * (3 * b_ + 3) ** 2 - 9 * (2 * b_ + 3) ** 3) == 36 * b_**2 + 18 * b_ - 27  # psi < 8/9
R_ = (b_ + 3) * (sp.Symbol("m") - 2) / (2 * b_ + 3)  # the least calling weight with S_j < 0, m = n
f_R = 2 * R_ / (sp.Symbol("m") - 1) - R_**2 / ((sp.Symbol("m") - 1) * (sp.Symbol("m") - 2))
assert sp.simplify(f_R - (sp.Symbol("m") - 2) / (sp.Symbol("m") - 1) * (b_ + 3) * (3 * b_ + 3) / (2 * b_ + 3) ** 2) == 0
rng_shape = np.random.default_rng(20250524)
tried = negative = 0
for _ in range(300 if quick else 2000):  # a negative S_j never comes with a card worth betting
    n_ = int(rng_shape.integers(10, 41))
    b_v = int(rng_shape.integers(1, 6))
    weights = rng_shape.dirichlet(np.ones(3))  # callers who fold, mix, call: often very loose
    quarters = rng_shape.choice([0, 2, 4], size=n_, p=weights)  # 4 r_j: exact in integers (one=4)
    check_, bet_ = three_player.bettor_payoffs(n_, b_v, quarters, quarters, one=4)
    steps_ = three_player.caller_step_weights(n_, b_v, [Fraction(int(x), 4) for x in quarters])
    for j in range(1, n_ - 1):
        tried += 1
        if steps_[j - 1] < 0:
            negative += 1
            assert bet_[j - 1] < check_[j - 1]
assert negative > 0
closed_form = {b: three_player.shape_closed_form_from(b) for b in (1, 2, 3)}
assert all(three_player.shape_closed_form_from(b) <= 10 for b in range(1, 200))
assert all(three_player.callers_shape_forced(n, b) for b in (1, 2, 3) for n in range(3, closed_form[b]))
print(f"identity: symbolic for n = 4..7; psi(b) < 8/9 for every b; {negative} of {tried} random (deck, card) "
      "pairs had S_j < 0, and Player I's bet was worse than a check at every one")
print("the callers' shape is forced on every deck n >= 3 at b = 1, 2, 3: in closed form from n =", closed_form,
      "(by bet b), card by card below")

# %% tags=["every-deck"]
n_max = 40 if quick else 300
survey = {(n, b): three_player.equilibria(n, b) for b in (1, 2, 3) for n in range(3, n_max + 1)}
assert all(s.pieces for s in survey.values())  # every deck has one
rows = []
for b in (1, 2, 3):
    decks = [survey[(n, b)] for n in range(3, n_max + 1)]
    unique = [s for s in decks if s.unique]
    shapes = {shape: sum(1 for s in unique if s.shapes == (shape,)) for shape in ((1, 1), (0, 0))}
    assert sum(shapes.values()) == len(unique)  # a unique equilibrium mixes one card on each side, or none
    assert all(v.bets_low_and_high for s in unique for v in s.pieces[0].vertices)
    kinds = {}
    for s in decks:
        if not s.unique:
            kind = " + ".join(sorted({"/".join(p.free) for p in s.pieces}))
            kinds[kind] = kinds.get(kind, 0) + 1
    rows.append((b, len(decks), len(unique), shapes[(1, 1)], shapes[(0, 0)], len(decks) - len(unique),
                 ", ".join(f"{k}: {v}" for k, v in sorted(kinds.items()))))
print(table(rows, ["b", "decks", "unique", "shape (1, 1)", "pure (0, 0)", "families", "kinds of family"]))
for b in (1, 2, 3):
    print(f"b = {b}, unique and pure at n =",
          [n for n in range(3, n_max + 1) if survey[(n, b)].unique and survey[(n, b)].shapes == ((0, 0),)])

# %% [markdown]
# The decks that `finite` once could not solve ($n = 54, 57, 82, 110, 121, 149, 185$ at $b = 2$, searched
# then with one mixed card on each side) have a **pure** equilibrium, and it is their only symmetric one. The
# families, deck by deck: in a "bet" family Player I's value is the same at every vertex (he is indifferent
# where he varies); in a "call" family Player I's strategy is fixed and his value moves with the callers'
# probability, so for those decks the game has no single value for Player I. Most "bet" families of the
# small decks have one cause: when the callers fold cards 1 and 2, these two cards are worth the same to
# Player I (either loses a check, since it cannot beat two other cards, and wins a bet only when both
# fold, which the other cards decide), so
# whenever his bluffs fill cards 1 and 2 only partly, the bluffing mass splits between them freely (in a few
# decks its total varies too). The last lines check that both cards are indifferent wherever they vary, and
# that their gains are equal against any callers who fold cards 1 and 2.

# %% tags=["families"]
for n in (54, 57, 82, 110, 121, 149, 185):
    if n <= n_max:
        assert survey[(n, 2)].unique and survey[(n, 2)].shapes == ((0, 0),)
fam_rows = []
for (n, b), s in sorted(survey.items(), key=lambda kv: (kv[0][1], kv[0][0])):
    if s.unique:
        continue
    for piece in s.pieces:
        vals = sorted({v.value for v in piece.vertices})
        if piece.free == ("bet",):
            assert len(vals) == 1
        if piece.free == ("call",):
            assert len({v.bet for v in piece.vertices}) == 1
        varies = []
        for who, attr in (("I", "bet"), ("caller", "call")):
            cols = list(zip(*(getattr(v, attr) for v in piece.vertices)))
            varies += [f"{who} card {k + 1}: {fmt(min(col))}..{fmt(max(col))}" for k, col in enumerate(cols)
                       if len(set(col)) > 1]
        fam_rows.append((b, n, "/".join(piece.free) or "point", "; ".join(varies) or "-",
                         " .. ".join(fmt(v) for v in vals)))
print(table(fam_rows, ["b", "n", "varies", "range of the probabilities", "value of I"]))
for (n, b), s in survey.items():
    for piece in s.pieces:
        if len({v.bet[:2] for v in piece.vertices}) > 1:
            assert piece.vertices[0].call[:2] == (0, 0)
            gain = three_player.bettor_gains(n, b, np.array(piece.vertices[0].call, dtype=object))
            assert gain[0] == gain[1] == 0
rng = np.random.default_rng(20251123)  # fixed: the same random callers on every machine
for n in (5, 12, 40):  # cards 1 and 2 are worth the same to Player I whenever the callers fold both
    q = np.array([F(0), F(0)] + [F(int(x), 7) for x in rng.integers(0, 8, n - 2)], dtype=object)
    assert all(three_player.bettor_gains(n, b, q)[0] == three_player.bettor_gains(n, b, q)[1] for b in (1, 2, 3))

# %% [markdown]
# ## Errata found in this section

# %%
from IPython.display import Markdown, display  # a table on the site, not raw pipes

display(Markdown(errata.markdown(errata.for_notebook("07_three_player"))))
