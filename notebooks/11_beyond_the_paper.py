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
#   capped one multiplies it (values are the game's, the same in every equilibrium);
#   <a href="#cell-beyond-shape-ranges">in every equilibrium</a> (checked on the coarsest grid) the worst and
#   the best hands bet and the caller calls less often the larger the bet (among the sizes the equilibrium
#   found bets), under every law but the floored one, where <a href="#cell-beyond-floored">the bettor's worst hands are interchangeable</a>: the equilibrium
#   found mixes checks and bluffs among them, another bluffs a bottom interval.
# * <a href="#cell-beyond-raise">One raise for the caller</a> costs the bettor value but
#   <a href="#cell-beyond-raise-bluffs">he still bluffs in every equilibrium</a>;
#   <a href="#cell-beyond-raise-sizes">it costs the smallest bet more than the largest</a> (not monotonically
#   in the size on every grid). Where the bets go under a stack depends on a rule: here a raise that would
#   pass the stack is not allowed, and the bets go to the sizes it cannot reach; if such a raise went all-in
#   instead, the stack changes nothing on grids up to 14 buckets but changes the value and the bets from 16
#   buckets on (at $n = 24$ the bets at $3/2$ and $2$ go from 0.107 to 0.193 of the hands in every
#   equilibrium). As the raise shrinks, the gap to the game without it shrinks (observed down to $d = 1/16$).
# * <a href="#cell-beyond-three-player">Three players with sizes 1 and 2</a>: at $n = 4$ the equilibrium found
#   bets one size only, worth the better fixed bet; other equilibria and larger decks are not reached.
#
# *Follows the revision (arXiv:2606.01390 v1): its Conclusion, Secs. 9.3 (Limitations) and 9.4 (Future
# Directions), which the manuscript (May 2025) does not have.* They leave open non-uniform hand
# distributions, asymmetric limits and more betting, and multi-player play. This notebook answers them
# by exact computation on the companion's finite-game core (`lcp.finite.finite_game`, `lcp.finite.extensive`): each
# game is one module whose rules are stated once (`payoff`), solved by the sequence form, certified in
# rationals and checked against a brute-force normal form in its tests (three players: Sec. 11.3). Units: pot 1, ante
# $\tfrac12$, the bettor's net winnings.
#
# **Which equilibrium.** Each finite game here has many equilibria, and the LP returns one. Its value is the
# game's (the same in every equilibrium); a feature of a strategy (which hands bluff, how often a size is
# bet or called) may not be. Where the text reads a feature off "the equilibrium found", it says so, and the
# range of the feature over *every* equilibrium is computed beside it (`lcp.finite.equilibrium_sets`: LPs over the
# set of optimal strategies, with the value held fixed, proved exactly).
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

from lcp.grid import asymmetric, reraise
from lcp.core import config
from lcp.finite import equilibrium_sets, three_player
from lcp.continuous import hand_laws, limit, menu
from lcp.finite.three_player import menu as three_player_menu
from lcp.continuous.hand_laws import HandLaw
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
# ## 11.1 Non-uniform hands
#
# ### 11.1.1 One common continuous law: the same game in quantiles
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
# `lcp.continuous.hand_laws.transformed` ($F = \Phi$), played on seeded normal deals:

# %% tags=["beyond-iid"]
eq_lcp = limit.solve(L_, U_, exact=False)  # floats: what the Monte Carlo plays (the exact value: notebook 3)
V_lcp = eq_lcp.value
mc = hand_laws.monte_carlo_normal(eq_lcp, deals, seed=seed)
assert mc.agrees_with(V_lcp)
print(f"V(1/2, 2) = {fmt(float(V_lcp), 8)}; normal hands, {deals:,} deals: {mc.estimate:.4f} "
      f"+- {mc.stderr:.4f}, within {config.MC_SIGMAS:g} standard errors: {mc.agrees_with(V_lcp)}")

# %% [markdown]
# ### 11.1.2 Two different laws, solved exactly on grids
#
# **Answer.** Against a caller whose range is stronger (the best of two uniform hands) the bettor's value
# turns negative; against a weaker or capped range it grows several-fold (on every grid below). In every
# equilibrium of the coarsest grid, the worst and the best hands bet and the caller calls less often the
# larger the bet, among the sizes the equilibrium found bets (two to four of the four), under every law below
# but the floored one; in the equilibria found on the finest grid,
# bluffing with the worst hands, checking a middle interval and value-betting the best hold too. Where the
# caller's range has a floor, every bettor hand below the floor loses to every caller hand, so those hands
# are interchangeable: the equilibrium found mixes checks and bluffs among them (no bottom interval of
# bluffs), and another equilibrium bluffs a bottom interval. The shape is not broken; it is not pinned.
#
# The game (`lcp.grid.asymmetric`): the hand scale $[0, 1]$ cut into $n$ equal buckets; the bettor's bucket from
# one law, the caller's from another (`lcp.continuous.hand_laws.HandLaw`, exact bucket probabilities); the bettor
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
        cert = eq.certificate
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
      f"(lcp.continuous.menu; LCP with every size in [1/2, 2]: {fmt(float(V_lcp), 8)}); "
      f"gap at n = {grids[-1]}: {float(uniform_gaps[-1]):.2e}")
finest_v = {name: row[-1].value for name, row in solved.items()}
base = finest_v["uniform / uniform"]
assert finest_v["caller: max of 2"] < 0 < base < finest_v["caller: min of 2"]
assert base < finest_v["caller: capped at 3/4"] < finest_v["caller: capped at 1/2"]
assert finest_v["caller: floored at 1/4"] < 0 and finest_v["bettor: max of 2"] > base

# %% [markdown]
# The differences between successive grids are small against the differences between laws (the table's
# last columns against its rows): the ordering of the values and their signs are the same on the three
# grids (the continuous limit is not computed). The values still move in the second or third decimal place
# (the last two columns), and the differences need not shrink with every refinement: with the caller capped
# at 1/2 the second is larger than the first, although on the full run's grids (12, 24, 48) every cap and
# the floor end on a bucket edge, where the split of equal buckets is exact (`lcp.grid.rules`); the cause is
# not computed here.
#
# How the strategies move, in the equilibrium found on the finest grid: the probability of each kind of bet
# under the bettor's law (bluff, check, value bet), and how often the caller calls each size.

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
# These tables read one equilibrium per law, the LP's. Over **every** equilibrium, on the coarsest grid
# ($n$ = `grids[0]`): the probability that the worst and the best bucket bet (any size), and, for each pair
# of consecutive sizes bet in the equilibrium found, how much more often the caller calls the smaller one
# (its smallest value over the caller's optimal strategies; a range with a value at or above 0 everywhere
# means "calls less often the larger the bet" in every equilibrium). Exact ends, by
# `lcp.finite.equilibrium_sets.feature_range`.

# %% tags=["beyond-shape-ranges"]
n0 = grids[0]
range_rows, every = [], {}
for name, (bettor_law, caller_law) in laws.items():
    eq = solved[name][0]
    g = asymmetric.game(n0, sizes, bettor_law, caller_law)
    q = caller_law.buckets(n0)
    xs = sorted(eq.bettor)
    worst, best = (equilibrium_sets.feature_range(g, 0, {(("bettor", x), asymmetric.CHECK): 1}, eq.value)
                   for x in (xs[0], xs[-1]))
    used = [s for s in sizes if any(eq.bettor[x].get(s, 0) > 0 for x in xs)]
    drops = [equilibrium_sets.feature_range(g, 1, {**{(("caller", y, a), "call"): q[y - 1] for y in range(1, n0 + 1) if q[y - 1]},
                                                   **{(("caller", y, b), "call"): -q[y - 1] for y in range(1, n0 + 1) if q[y - 1]}},
                                            eq.value) for a, b in zip(used, used[1:])]
    least_drop = min((d.low.value for d in drops), default=None)  # None: one size bet, nothing to compare
    every[name] = (worst.high.value < 1, best.high.value < 1, least_drop is None or least_drop >= 0)
    range_rows.append((name, f"{fmt(1 - worst.high.value)} to {fmt(1 - worst.low.value)}",
                       f"{fmt(1 - best.high.value)} to {fmt(1 - best.low.value)}",
                       "one size bet" if least_drop is None else fmt(float(least_drop), 4),
                       ", ".join(k for k, v in zip(("worst bets", "best bets", "calls fall"), every[name]) if v) or "none"))
display(Table(range_rows, ["laws", "worst bucket bets", "best bucket bets", "least call drop", "in every equilibrium"]))
assert all(all(v) for name, v in every.items() if name != "caller: floored at 1/4")
floored_worst = every["caller: floored at 1/4"][0]
assert floored_worst if quick else not floored_worst  # 6 buckets: one below the floor; 12: three, interchangeable
print(f"n = {n0}: under every law but the floored one, the worst and the best bucket bet and the calls fall with the "
      f"size in every equilibrium; with the floored caller the worst bucket "
      f"{'bets in every equilibrium' if floored_worst else 'checks in some equilibrium'}")

# %% [markdown]
# The floored caller, bucket by bucket on the finest grid: the bettor's hands
# below the caller's floor $1/4$ lose every showdown, so checking them and bluffing with them earn the same
# against a caller who calls with every hand that beats a bluff; the equilibrium found mixes the two among
# them rather than bluffing a bottom interval. Pushing the bluffs down (the largest bluffing weight on the
# lowest buckets, over every optimal strategy of the bettor; on the middle grid, where the equilibrium found
# mixes as well) gives another equilibrium, with a bottom interval of bluffs.

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
mid = solved["caller: floored at 1/4"][1]  # the middle grid: the finest one's exact LP takes minutes
below_mid = [x for x in range(1, mid.n + 1) if Fraction(x, mid.n) <= Fraction(1, 4)]
assert not mid.features()["checks_between"]  # it mixes checks and bluffs below the floor too
low = equilibrium_sets.feature_extreme(asymmetric.game(mid.n, sizes, *laws["caller: floored at 1/4"]), 0,
                                       {(("bettor", x), s): len(below_mid) + 1 - x for x in below_mid for s in sizes},
                                       mid.value)
pushed = asymmetric.GridEquilibrium(mid.n, sizes, *laws["caller: floored at 1/4"], mid.value,
                                    {x: dict(low.strategy[("bettor", x)]) for x in range(1, mid.n + 1)},
                                    mid.caller, mid.lp_value)
assert pushed.certificate.is_equilibrium and pushed.features()["checks_between"] and pushed.features()["bluffs_worst"]
print(f"n = {mid.n}: the equilibrium found mixes checks and bluffs below the floor too; another equilibrium (the same "
      f"caller) bets with buckets 1 to {max(x for x in below_mid if pushed.bet_probability(x) > 0)} and checks above "
      f"them up to the value bets: bluff mass {fmt(pushed.mass('bluff'))} = {fmt(mid.mass('bluff'))}, a bottom interval")

# %% [markdown]
# ## 11.2 The caller may raise
#
# **Answer.** One raise for the caller costs the bettor value at every grid and increment below, but it
# does not stop him bluffing: in every equilibrium of the coarser grid the worst hands bet while better
# ones check. It does not make large bets worse: measured one size at a time with $d = 1$, the raise costs
# the smallest bet more than the largest on both grids, and on the finer grid the cost falls with the size
# (on the coarser it does not: a bet of 2 pays more than one of $3/2$; so does it at 24 buckets with
# $d = 1/8$, computed outside the notebook). Where the bets go under a stack depends on the stack rule
# (below). As the raise increment $d$ shrinks the gap to the game without a raise shrinks with it (down to
# $d = 1/16$, the smallest computed); on the coarser grid it is exactly proportional to $d$ for the three
# smallest increments, and on the finer grid the ratio gap/$d$ still grows as $d$ shrinks, so these
# increments do not show a constant. No closed form is conjectured.
#
# The game (`lcp.grid.reraise`): the grid game of Sec. 11.1 with uniform hands and the menu
# $\{1/2, 1, 3/2, 2\}$; facing a bet $s$ the caller folds, calls, or raises to $s + d$; facing the raise the
# bettor folds (losing $1/2 + s$) or calls (a showdown for $1/2 + s + d$). **The stack rule:** with a
# stack, a raise whose total $s + d$ would exceed it is *not allowed* (dropped), not capped all-in; a bet
# of the whole stack cannot be raised. Every grid is certified exactly.

# %% tags=["beyond-raise"]
raise_grids = grids[:2]
increments = (Fraction(1), Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 16))
no_raise = {n: reraise.solve(n, sizes, []) for n in raise_grids}
with_raise = {(n, d): reraise.solve(n, sizes, [d]) for n in raise_grids for d in increments}
for eq in [*no_raise.values(), *with_raise.values()]:
    cert = eq.certificate
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
fine_slopes = [(no_raise[raise_grids[-1]].value - with_raise[(raise_grids[-1], d)].value) / d for d in increments]
grows = all(a < b for a, b in zip(fine_slopes, fine_slopes[1:]))
assert grows or quick  # 24 buckets: gap / d still grows as d shrinks (12, the quick run's finer grid, levels off)
print(f"V(1/2, 2) = {fmt(float(V_lcp), 8)} (LCP, every size in [1/2, 2], no raise); at n = {raise_grids[-1]} the "
      f"raise of 1/16 leaves a gap of {float(no_raise[raise_grids[-1]].value - with_raise[(raise_grids[-1], increments[-1])].value):.2e} "
      f"and gap / d {'grows as d shrinks' if grows else 'does not grow at every step'}; at n = {raise_grids[0]} the gap is "
      f"exactly {slopes[0]} d for d = 1/4, 1/8, 1/16")

# %% [markdown]
# Does the bettor still bluff? In the equilibrium found on the finer grid with the raise $d = 1$: the
# probability of a bluff (a bet by a hand below every checking hand) at each size, and how often the caller
# raises each size:

# %% tags=["beyond-raise-bluffs"]
eq1 = with_raise[(raise_grids[-1], Fraction(1))]
bl = eq1.bluffs()
display(Table([(fmt(s), float(eq1.size_mass(s)), float(bl[s]), float(eq1.raise_mass(s))) for s in sizes],
              ["size", "bet", "of which bluffs", "caller raises"]))
assert sum(bl.values()) > 0 and sum(1 for s in sizes if bl[s] > 0) >= 2
print(f"bluffs: {float(sum(bl.values())):.4f} of all hands, at {sum(1 for s in sizes if bl[s] > 0)} sizes")

# %% [markdown]
# That is one equilibrium. Over every equilibrium of the coarser grid ($d = 1$): do the hands below the
# lowest checking hand of the equilibrium found ever check, do the others check at all, and how often is
# each size bluffed?

# %% tags=["beyond-raise-bluff-ranges"]
n1 = raise_grids[-1] if quick else raise_grids[0]  # 12 buckets in both runs (6 have no bluffs below a check)
eq_r = with_raise[(n1, Fraction(1))]
g_r = reraise.game(n1, sizes, (Fraction(1),), None)
lowest = min(x for x in range(1, n1 + 1) if eq_r.bet(x).get(asymmetric.CHECK, 0) > 0)
below = range(1, lowest)
low_checks = equilibrium_sets.feature_range(g_r, 0, {(("bettor", x), asymmetric.CHECK): 1 for x in below}, eq_r.value)
high_checks = equilibrium_sets.feature_range(
    g_r, 0, {(("bettor", x), asymmetric.CHECK): Fraction(1, n1) for x in range(lowest, n1 + 1)}, eq_r.value)
bluff_ranges = {s: equilibrium_sets.feature_range(g_r, 0, {(("bettor", x), s): Fraction(1, n1) for x in below}, eq_r.value)
                for s in sizes}
display(Table([(fmt(s), *r.interval) for s, r in bluff_ranges.items()], ["size", "bluffed: least", "bluffed: most"]))
assert low_checks.high.value == 0 < high_checks.low.value  # buckets below `lowest` always bet, others check
always = [s for s, r in bluff_ranges.items() if r.low.value > 0]
assert always
print(f"n = {n1}: in every equilibrium the buckets below {lowest} always bet and the others check with probability "
      f"at least {fmt(high_checks.low.value)}: the bettor bluffs in every equilibrium, at "
      f"{', '.join(fmt(s) for s in always)} in every one")

# %% [markdown]
# Does the raise make large bets worse? Each size alone (a one-size menu), without and with a raise of
# $d = 1$: what the raise costs the bettor. On the finer grid the cost falls with the size; on the coarser
# one it does not (a bet of 2 costs more than one of $3/2$), so what holds on both is that the smallest bet
# pays more than the largest. Then the menu with a stack of 2, under the stated rule (a raise past the stack
# is not allowed, so $3/2$ and $2$ cannot be raised by 1): where the bettor's bets go. The conclusion
# depends on that rule. If a raise past the stack went all-in instead (`stack_rule="all-in"`, capped at 2),
# only a bet of 2 could not be raised; on 10 to 14 buckets the stack then changes neither the value nor, in
# any equilibrium, what the bets at $3/2$ and $2$ take, but from 16 buckets on it changes both (computed
# below on both grids; `tests/finite/test_equilibrium_sets.py` builds the same leaves on its own and agrees).

# %% tags=["beyond-raise-sizes"]
n_top = raise_grids[-1]  # the finer raise grid
cost_rows, costs = [], {}
for s in sizes:
    plain, raised = reraise.solve(n_top, [s], []), reraise.solve(n_top, [s], [Fraction(1)])
    assert plain.certificate.is_equilibrium and raised.certificate.is_equilibrium
    costs[s] = plain.value - raised.value
    cost_rows.append((fmt(s), float(plain.value), float(raised.value), float(costs[s])))
display(Table(cost_rows, ["size alone", "V, no raise", "V, raise d = 1", "cost of the raise"]))
assert costs[sizes[0]] > costs[sizes[-1]] > 0
stack_top = reraise.solve(n_top, sizes, [Fraction(1)], stack=Fraction(2))
assert stack_top.certificate.is_equilibrium
display(Table([(fmt(s), float(eq1.size_mass(s)), float(stack_top.size_mass(s))) for s in sizes],
              ["size", "bet, raise uncapped", "bet, stack 2"]))
unraisable = sum(stack_top.size_mass(s) for s in sizes if not reraise.raises(s, [Fraction(1)], Fraction(2)))
assert unraisable > sum(eq1.size_mass(s) for s in sizes if not reraise.raises(s, [Fraction(1)], Fraction(2)))
assert stack_top.value > eq1.value
print(f"the raise of 1 costs a bet of 1/2 {float(costs[sizes[0]]):.5f}, a bet of 2 {float(costs[sizes[-1]]):.5f}; "
      f"with a stack of 2 (raises past it not allowed), the bets that cannot be raised take {float(unraisable):.4f} "
      f"of the hands and the value rises from {float(eq1.value):.5f} to {float(stack_top.value):.5f}")
unraisable_sizes = [s for s in sizes if not reraise.raises(s, [Fraction(1)], Fraction(2))]
stacked = reraise.solve(n1, sizes, [Fraction(1)], stack=Fraction(2))
spread = [equilibrium_sets.feature_range(reraise.game(n1, sizes, (Fraction(1),), stack), 0,
                                         {(("bettor", x), s): Fraction(1, n1) for x in range(1, n1 + 1) for s in unraisable_sizes},
                                         value).interval
          for stack, value in ((None, eq_r.value), (Fraction(2), stacked.value))]
assert spread[1][0] > spread[0][1]
print(f"n = {n1}, over every equilibrium: the bets at {', '.join(fmt(s) for s in unraisable_sizes)} take "
      f"{fmt(spread[0][0])} to {fmt(spread[0][1])} of the hands without a stack, {fmt(spread[1][0])} to "
      f"{fmt(spread[1][1])} with it")
low_costs = [reraise.solve(n1, [s], []).value - reraise.solve(n1, [s], [Fraction(1)]).value for s in sizes]
assert low_costs[0] > low_costs[-1] > low_costs[-2]  # n = 12: the smallest pays most, but 2 more than 3/2
print(f"n = {n1}, the raise of 1 costs the sizes alone {', '.join(f'{float(c):.5f}' for c in low_costs)}: "
      "not falling with the size")
all_in = {}  # the other stack rule: a raise past the stack goes all-in
for n, free in sorted({n1: eq_r, n_top: eq1}.items()):
    capped = reraise.solve(n, sizes, [Fraction(1)], stack=Fraction(2), stack_rule="all-in")
    assert capped.certificate.is_equilibrium
    feature = {(("bettor", x), s): Fraction(1, n) for x in range(1, n + 1) for s in unraisable_sizes}
    all_in[n] = [equilibrium_sets.feature_range(reraise.game(n, sizes, (Fraction(1),), stack, stack_rule=rule), 0,
                                                feature, value).interval
                 for stack, rule, value in ((None, "drop", free.value), (Fraction(2), "all-in", capped.value))]
    print(f"n = {n}, a raise past the stack all-in: value {capped.value} (without a stack {free.value}); over every "
          f"equilibrium the bets at 3/2 and 2 take {fmt(all_in[n][1][0])} to {fmt(all_in[n][1][1])} of the hands "
          f"(without a stack {fmt(all_in[n][0][0])} to {fmt(all_in[n][0][1])})")
    assert (capped.value == free.value and all_in[n][0] == all_in[n][1]) == (n < 16)  # 12: nothing moves; 24: both do

# %% [markdown]
# ## 11.3 Three players with a menu of sizes
#
# **Answer, as far as it reaches: at $n = 4$ the equilibrium found uses one size.** With the sizes 1 and 2
# (ante-1 units) the certified equilibrium found bets only 1 (other equilibria are not excluded), and Player I's value is the fixed bet 1's, $1/24$; the
# fixed bet 2 is worth 0 there. Larger decks are not reached: the game is not zero-sum between two players,
# so no LP solves it, and the search used here (`lcp.finite.three_player.menu`: smoothed best responses in floats,
# the indifference equations on their support re-solved in rationals, an exact certificate over every deal)
# is a heuristic: it may find nothing, and what it returns is certified; it is run here at $n = 4$ only. The exact three-player search of
# notebook 7 follows one bet; extending it to a menu is the route to larger decks, not taken here.

# %% tags=["beyond-three-player"]
n3 = 4
three_rows, found = [], {}
for menu_sizes in ((1,), (2,), (1, 2)):
    eq3 = three_player_menu.solve(n3, menu_sizes)
    cert = eq3.certificate
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
