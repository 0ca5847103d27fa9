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
# # 11. Beyond the paper: its open questions answered by computation
#
# **What this notebook finds**
#
# * <a href="#cell-beyond-iid">One common continuous law changes nothing</a>: the game in quantiles is LCP;
#   played with normal hands, the moved equilibrium earns $V(L, U)$.
# * <a href="#cell-beyond-laws">Two different laws</a>: a stronger caller turns the bettor's edge negative, a
#   capped one multiplies it; bluffing the worst hands, checking between and value-betting the best
#   persist, and the caller calls less often the larger the bet, except where
#   <a href="#cell-beyond-floored">a floored caller range makes the bettor's worst hands interchangeable</a>.
# * <a href="#cell-beyond-raise">One raise for the caller</a> costs the bettor value but
#   <a href="#cell-beyond-raise-bluffs">he still bluffs, at more than one size</a>;
#   <a href="#cell-beyond-raise-sizes">it hurts small bets more than large ones</a>, and a stack that caps the
#   raise sends his bets to the sizes it cannot reach; the value is continuous as the raise shrinks to 0.
# * <a href="#cell-beyond-three-player">Three players with sizes 1 and 2</a>: at $n = 4$ the equilibrium found
#   bets one size only, worth the better fixed bet; larger decks are not reached.
#
# *Follows the revision (arXiv:2606.01390 v1): its Conclusion, Secs. 9.3 (Limitations) and 9.4 (Future
# Directions), which the manuscript (May 2025) does not have.* They leave open non-uniform hand
# distributions, asymmetric limits and more betting, and multi-player play. This notebook answers them
# by exact computation on the companion's finite-game core (`lcp.finite_game`, `lcp.extensive`): each
# game is one module whose rules are stated once (`payoff`), solved by the sequence form, certified in
# rationals and checked against a brute-force normal form in its tests (three players: Sec. 3). Units: pot 1, ante $\tfrac12$, the
# bettor's net winnings.
#
# These are the companion's findings, not the paper's: where a grid is used, the table shows the grids
# side by side, so that a reader sees how far the answer has settled.

# %% tags=["parameters"]
quick = False  # coarser grids, fewer Monte Carlo deals (the tests run this)
seed = 20261125  # seed of the Monte Carlo generator
finest = 48  # the finest grid of hand buckets; the coarser ones are finest/2 and finest/4

# %% tags=["hide-input"]
from fractions import Fraction

from IPython.display import display

from lcp import asymmetric, config, hand_laws, limit, menu, reraise, three_player
from lcp.three_player import menu as three_player_menu
from lcp.hand_laws import HandLaw
from lcp.notebook import SEED, Flag, Integer, Table, apply_quick, check_parameters, fmt

check_parameters(In, globals(), {"quick": Flag(), "seed": SEED, "finest": Integer(8, 96)})  # noqa: F821
apply_quick(In, globals(), {"finest": 24})  # noqa: F821
if finest % 4:
    raise ValueError(f"parameter 'finest' must be a multiple of 4 in [8, 96]; got {finest}")
grids = (finest // 4, finest // 2, finest)
deals = config.MC_DEALS_QUICK if quick else config.MC_DEALS_FULL
L_, U_ = Fraction(1, 2), Fraction(2)
sizes = (Fraction(1, 2), Fraction(1), Fraction(3, 2), Fraction(2))  # a menu in [L, U] = [1/2, 2]

# %% [markdown]
# ## 1. Non-uniform hands
#
# ### 1.1 One common continuous law: the same game in quantiles
#
# **Answer: nothing changes.** If both hands are drawn independently from one continuous distribution $F$,
# every equilibrium of LCP, read in quantiles, is an equilibrium with the same value $V(L, U)$.
#
# *Statement.* Let $X, Y$ be independent with continuous distribution function $F$, and let $(\sigma, c)$ be
# an equilibrium of LCP (bettor's bet $\sigma(u) \in \{0\} \cup [L, U]$ at hand $u$, caller calling $s$ above
# $c(s)$). Then the bettor's $\tilde\sigma(x) = \sigma(F(x))$ and the caller's "call $s$ when
# $F(y) > c(s)$" (for a strictly increasing $F$: when $y > F^{-1}(c(s))$) form an equilibrium of the game with
# hands $X, Y$, worth $V(L, U)$.
#
# *Proof.* $U = F(X)$ and $W = F(Y)$ are independent and uniform on $[0, 1]$ (continuity of $F$), and
# $X > Y$ implies $U \ge W$, while $U > W$ implies $X > Y$; $U = W$ with $X \ne Y$ needs both in one interval
# where $F$ is flat, of probability 0, and $P(U = W) = 0$. So with probability 1 the showdowns agree and the
# payoff of every deal in the game with hands $X, Y$ equals that of the deal $U, W$ in LCP, when each player
# acts on $F$ of his hand. A strategy that acts on $F$ of the hand is therefore worth exactly what the
# corresponding LCP strategy is worth. A deviation that is not a function of $F(x)$ (it treats two hands
# with the same $F$ differently) only changes play on a null set of hands, and a deviation that is one is a
# deviation of LCP, which gains nothing. Hence no deviation gains, and the value is $V(L, U)$. (Notebook 9
# shows why both conditions matter: with two laws the transform changes who wins; with atoms ties appear.)
#
# *Check.* The equilibrium of LCP at $(L, U) = (1/2, 2)$, moved to standard normal hands by
# `lcp.hand_laws.transformed` ($F = \Phi$), played on seeded normal deals:

# %% tags=["beyond-iid"]
eq_lcp = limit.solve(L_, U_, exact=True)
V_lcp = eq_lcp.value
mc = hand_laws.monte_carlo_normal(eq_lcp, deals, seed=seed)
assert mc.agrees_with(V_lcp)
print(f"V(1/2, 2) = {fmt(float(V_lcp), 8)}; normal hands, {deals:,} deals: {mc.estimate:.4f} "
      f"+- {mc.stderr:.4f}, within {config.MC_SIGMAS:g} standard errors: {mc.agrees_with(V_lcp)}")

# %% [markdown]
# ### 1.2 Two different laws, solved exactly on grids
#
# **Answer.** Against a caller whose range is stronger (the best of two uniform hands) the bettor's value
# turns negative; against a weaker or capped range it grows several-fold. Bluffing with the worst hands,
# checking a middle interval and value-betting the best persist under every law below, and so does the
# caller calling less often the larger the bet. What breaks is the *shape* where the caller's range has a
# floor: every bettor hand below the floor loses to every caller hand, so those hands are interchangeable,
# and the equilibrium mixes checks and bluffs among them (no bottom interval of bluffs).
#
# The game (`lcp.asymmetric`): the hand scale $[0, 1]$ cut into $n$ equal buckets; the bettor's bucket from
# one law, the caller's from another (`lcp.hand_laws.HandLaw`, exact bucket probabilities); the bettor
# checks or bets a size from the menu $\{1/2, 1, 3/2, 2\}$, the caller folds or calls; equal buckets split.
# Every grid below is solved and certified exactly (no deviation gains, in rationals). Values on three grids:

# %% tags=["beyond-laws"]
laws = {
    "uniform / uniform": (hand_laws.UNIFORM, hand_laws.UNIFORM),
    "caller: max of 2": (hand_laws.UNIFORM, HandLaw("max_of", 2)),
    "caller: min of 2": (hand_laws.UNIFORM, HandLaw("min_of", 2)),
    "caller: capped at 3/4": (hand_laws.UNIFORM, HandLaw("capped", Fraction(3, 4))),
    "caller: capped at 1/2": (hand_laws.UNIFORM, HandLaw("capped", Fraction(1, 2))),
    "caller: floored at 1/4": (hand_laws.UNIFORM, HandLaw("floored", Fraction(1, 4))),
    "bettor: max of 2": (HandLaw("max_of", 2), hand_laws.UNIFORM),
}
solved = {name: [asymmetric.solve(n, sizes, *pair) for n in grids] for name, pair in laws.items()}
for row in solved.values():
    for eq in row:
        cert = eq.certificate()
        assert cert.is_equilibrium and cert.value == eq.value
V_menu = menu.solve(sizes, exact=True).value
rows = []
for name, row in solved.items():
    v = [eq.value for eq in row]
    rows.append((name, *[float(x) for x in v], float(abs(v[1] - v[0])), float(abs(v[2] - v[1]))))
display(Table(rows, ["laws", *[f"V, n = {n}" for n in grids], f"|{grids[1]} - {grids[0]}|",
                     f"|{grids[2]} - {grids[1]}|"]))
uniform_gaps = [abs(eq.value - V_menu) for eq in solved["uniform / uniform"]]
assert uniform_gaps[0] > uniform_gaps[1] > uniform_gaps[2]
assert V_menu < V_lcp  # a menu of four sizes earns less than every size in [L, U]
print(f"uniform hands: the grids approach the continuous menu game's {fmt(float(V_menu), 8)} "
      f"(lcp.menu; LCP with every size in [1/2, 2]: {fmt(float(V_lcp), 8)}); "
      f"gap at n = {grids[-1]}: {float(uniform_gaps[-1]):.2e}")
finest_v = {name: row[-1].value for name, row in solved.items()}
base = finest_v["uniform / uniform"]
assert finest_v["caller: max of 2"] < 0 < base < finest_v["caller: min of 2"]
assert base < finest_v["caller: capped at 3/4"] < finest_v["caller: capped at 1/2"]
assert finest_v["caller: floored at 1/4"] < 0 and finest_v["bettor: max of 2"] > base

# %% [markdown]
# The differences between successive grids are small against the differences between laws (the table's
# last columns against its rows), so the ordering of the values and their signs are settled; the digits past
# the third are not, and the differences need not halve with every refinement (the capped ranges end inside
# a bucket on some grids).
#
# How the strategies move, on the finest grid: the probability of each kind of bet under the bettor's law
# (bluff, check, value bet), and how often the caller calls each size.

# %% tags=["beyond-shape"]
feature_names = ["bluffs_worst", "checks_between", "values_best", "value_sizes_rise", "thresholds_rise"]
shape_rows, feature_rows = [], []
for name, row in solved.items():
    eq = row[-1]
    shape_rows.append((name, *[float(eq.mass(k)) for k in ("bluff", "check", "value")],
                       *[float(eq.call_mass(s)) for s in sizes]))
    f = eq.features()
    feature_rows.append((name, *["yes" if f[k] else "no" for k in feature_names]))
display(Table(shape_rows, ["laws", "bluff", "check", "value", *[f"call {fmt(s)}" for s in sizes]]))
display(Table(feature_rows, ["laws", "bluff worst", "check between", "value-bet best", "value sizes rise",
                             "calls fall with size"]))
for name, row in solved.items():
    f = row[-1].features()
    assert f["values_best"] and f["value_sizes_rise"] and f["thresholds_rise"]
    if name != "caller: floored at 1/4":
        assert f["bluffs_worst"] and f["checks_between"]

# %% [markdown]
# The floored caller, bucket by bucket on the finest grid: the bettor's hands
# below the caller's floor $1/4$ lose every showdown, so checking them and bluffing with them earn the same
# against a caller who calls with every hand that beats a bluff; the solver's equilibrium mixes the two among
# them rather than bluffing a bottom interval.

# %% tags=["beyond-floored"]
floored = solved["caller: floored at 1/4"][-1]
below_floor = [x for x in range(1, floored.n + 1) if Fraction(x, floored.n) <= Fraction(1, 4)]
checking = [x for x in below_floor if floored.bettor[x][asymmetric.CHECK] > 0]
betting = [x for x in below_floor if floored.bet_probability(x) > 0]
assert not floored.features()["checks_between"] and checking and betting and min(checking) < max(betting)
display(Table([(x, float(1 - floored.bet_probability(x)), float(floored.bet_probability(x))) for x in below_floor],
              ["bucket", "check", "bet"]))
print(f"bluff mass {fmt(floored.mass('bluff'))} from hands below the floor (mass 1/4): "
      f"{len(checking)} of their {len(below_floor)} buckets check, {len(betting)} bet, bucket {min(checking)} "
      f"checks while bucket {max(betting)} bets")

# %% [markdown]
# ## 2. The caller may raise
#
# **Answer.** One raise for the caller costs the bettor value at every grid and increment below, but it
# does not stop him bluffing: bluffs persist, at more than one size. It does not make large bets worse:
# measured one size at a time, a raise of a given increment costs the small bets more than the large ones,
# and when the smaller stack caps the raise, a bet of the whole stack cannot be raised and the bettor moves
# his bets to the sizes beyond the raise's reach. As the raise increment $d$ shrinks to 0 the value returns to
# the game without a raise (continuity): on each grid the gap is at most a constant times $d$, and on the
# coarser grid exactly proportional to $d$ once $d$ is small. The constant changes with the grid without a
# pattern we could read ($1/36$ at $n = 6$, $1/48$ at $n = 12$, about $0.033$ at $n = 24$), so no closed
# form is conjectured here.
#
# The game (`lcp.reraise`): the grid game of Sec. 1 with uniform hands and the menu $\{1/2, 1, 3/2, 2\}$;
# facing a bet $s$ the caller folds, calls, or raises to $s + d$ (at most the smaller stack); facing the raise
# the bettor folds (losing $1/2 + s$) or calls (a showdown for $1/2 + s + d$). Every grid is certified exactly.

# %% tags=["beyond-raise"]
raise_grids = grids[:2]
increments = (Fraction(1), Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 16))
no_raise = {n: reraise.solve(n, sizes, []) for n in raise_grids}
with_raise = {(n, d): reraise.solve(n, sizes, [d]) for n in raise_grids for d in increments}
for eq in [*no_raise.values(), *with_raise.values()]:
    cert = eq.certificate()
    assert cert.is_equilibrium and cert.value == eq.value
rows = [("no raise", *[float(no_raise[n].value) for n in raise_grids], *["" for n in raise_grids])]
for d in increments:
    gaps = [no_raise[n].value - with_raise[(n, d)].value for n in raise_grids]
    rows.append((f"d = {d}", *[float(with_raise[(n, d)].value) for n in raise_grids], *[float(g / d) for g in gaps]))
display(Table(rows, ["raise", *[f"V, n = {n}" for n in raise_grids], *[f"gap / d, n = {n}" for n in raise_grids]]))
for n in raise_grids:
    gaps = [no_raise[n].value - with_raise[(n, d)].value for d in increments]
    assert all(g > 0 for g in gaps) and all(a >= b for a, b in zip(gaps, gaps[1:])) and gaps[-1] < gaps[0] / 4
    assert no_raise[n].value == asymmetric.solve(n, sizes).value < V_lcp
slopes = [(no_raise[raise_grids[0]].value - with_raise[(raise_grids[0], d)].value) / d for d in increments[-3:]]
assert slopes[0] == slopes[1] == slopes[2]  # the coarser grid: the gap is exactly slope x d for d <= 1/4
print(f"V(1/2, 2) = {fmt(float(V_lcp), 8)} (LCP, every size in [1/2, 2], no raise); at n = {raise_grids[-1]} the "
      f"raise of 1/16 leaves a gap of {float(no_raise[raise_grids[-1]].value - with_raise[(raise_grids[-1], increments[-1])].value):.2e}; "
      f"at n = {raise_grids[0]} the gap is exactly {slopes[0]} d for d = 1/4, 1/8, 1/16")

# %% [markdown]
# Does the bettor still bluff? The probability of a bluff (a bet by a hand below every checking hand) at each
# size, and how often the caller raises each size, on the finest grid with the raise $d = 1$:

# %% tags=["beyond-raise-bluffs"]
eq1 = with_raise[(raise_grids[-1], Fraction(1))]
bl = eq1.bluffs()
display(Table([(fmt(s), float(eq1.size_mass(s)), float(bl[s]), float(eq1.raise_mass(s))) for s in sizes],
              ["size", "bet", "of which bluffs", "caller raises"]))
assert sum(bl.values()) > 0 and sum(1 for s in sizes if bl[s] > 0) >= 2
print(f"bluffs: {float(sum(bl.values())):.4f} of all hands, at {sum(1 for s in sizes if bl[s] > 0)} sizes")

# %% [markdown]
# Does the raise make large bets worse? Each size alone (a one-size menu), without and with a raise of
# $d = 1$: what the raise costs the bettor. Then the menu with the raise capped by a stack of 2 (so that
# $3/2$ and $2$ cannot be raised by 1): where the bettor's bets go.

# %% tags=["beyond-raise-sizes"]
n_top = raise_grids[-1]  # the finer raise grid
cost_rows, costs = [], {}
for s in sizes:
    plain, raised = reraise.solve(n_top, [s], []), reraise.solve(n_top, [s], [Fraction(1)])
    assert plain.certificate().is_equilibrium and raised.certificate().is_equilibrium
    costs[s] = plain.value - raised.value
    cost_rows.append((fmt(s), float(plain.value), float(raised.value), float(costs[s])))
display(Table(cost_rows, ["size alone", "V, no raise", "V, raise d = 1", "cost of the raise"]))
assert costs[sizes[0]] > costs[sizes[-1]] > 0
capped = reraise.solve(n_top, sizes, [Fraction(1)], stack=Fraction(2))
assert capped.certificate().is_equilibrium
display(Table([(fmt(s), float(eq1.size_mass(s)), float(capped.size_mass(s))) for s in sizes],
              ["size", "bet, raise uncapped", "bet, stack 2"]))
unraisable = sum(capped.size_mass(s) for s in sizes if not reraise.raises(s, [Fraction(1)], Fraction(2)))
assert unraisable > sum(eq1.size_mass(s) for s in sizes if not reraise.raises(s, [Fraction(1)], Fraction(2)))
assert capped.value > eq1.value
print(f"the raise of 1 costs a bet of 1/2 {float(costs[sizes[0]]):.5f}, a bet of 2 {float(costs[sizes[-1]]):.5f}; "
      f"capped by a stack of 2, the bets that cannot be raised take {float(unraisable):.4f} of the hands "
      f"and the value rises from {float(eq1.value):.5f} to {float(capped.value):.5f}")

# %% [markdown]
# ## 3. Three players with a menu of sizes
#
# **Answer, as far as it reaches: at $n = 4$ the equilibrium found uses one size.** With the sizes 1 and 2
# (ante-1 units) the certified equilibrium found bets only 1 (other equilibria are not excluded), and Player I's value is the fixed bet 1's, $1/24$; the
# fixed bet 2 is worth 0 there. Larger decks are not reached: the game is not zero-sum between two players,
# so no LP solves it, and the search used here (`lcp.three_player.menu`: smoothed best responses in floats,
# the indifference equations on their support re-solved in rationals, an exact certificate over every deal)
# is a heuristic that fails already for some one-size games at $n = 5$. The exact three-player search of
# notebook 7 follows one bet; extending it to a menu is the route to larger decks, not taken here.

# %% tags=["beyond-three-player"]
n3 = 4
three_rows, found = [], {}
for menu_sizes in ((1,), (2,), (1, 2)):
    eq3 = three_player_menu.solve(n3, menu_sizes)
    cert = eq3.certificate()
    assert cert.is_equilibrium and cert.values == eq3.values
    found[menu_sizes] = eq3
    three_rows.append((", ".join(map(str, menu_sizes)), eq3.value, *[eq3.size_mass(b) for b in (1, 2)]))
for b in (1, 2):
    assert found[(b,)].value == three_player.finite(n3, b).value  # notebook 7's search, one bet
display(Table(three_rows, ["menu", "value of I", "bets 1", "bets 2"]))
both = found[(1, 2)]
assert both.size_mass(2) == 0 < both.size_mass(1) and both.value == max(found[(1,)].value, found[(2,)].value)
print(f"n = {n3}: with sizes 1 and 2, Player I bets 1 with probability {both.size_mass(1)} and never 2; "
      f"value {both.value} = the fixed bet 1's (the fixed bet 2: {found[(2,)].value})")
