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
# # 10. LCP as a test bed for solvers
#
# **What this notebook finds**
#
# * <a href="#cell-value-limits">The finite values approach the menu game's within $1/n^2$</a>, but not
#   monotonically: they meet it exactly when its thresholds fall on the grid (31 buckets for
#   $L = 1/2, U = 2$, $k = 2$), and the deck meets it one card later (32 cards): card removal shifts the
#   lattice by one.
# * <a href="#cell-menu-limits">The menu game approaches $V(L, U)$ by the $h^2$ law</a>, and so do
#   <a href="#cell-whole-chips">whole-chip bets</a>: the limit game with bets in whole chips is worth
#   the menu game's value exactly.
# * <a href="#cell-solvers">Solvers against the truth</a>: CFR, CFR+ and discounted CFR drive the *finite*
#   exploitability towards 0, but the *continuous* exploitability stops at the abstraction's own.
# * <a href="#cell-abstraction-gap">The abstraction's gap</a>: off-menu bets dominate it; more hand buckets
#   shrink only the part on the menu, and more sizes with few buckets make that part grow.
# * <a href="#cell-construction">The construction</a>: a game of $n = 4$ buckets and $k = 2$ sizes, its
#   file, its exact value and certificate; and <a href="#cell-takeaways">what a solver author should take
#   away</a>, each point with its number.
#
# *Source: the revised paper (arXiv:2606.01390), Sec. 9.4 (Future Directions, "Computational Tools"): the
# closed-form solutions "could be used to validate numerical solvers ... an ideal test bed for computational
# game theory algorithms". The manuscript (May 2025) has no such section.* This notebook builds that test bed. **Units: pot 1 (ante 1/2 each; the bettor's net
# winnings) throughout**, as in notebooks 3-5; exploitability is OpenSpiel's, the mean of the two players'
# best-response gains, in pot units.
#
# The finite game (`lcp.testbed`): each player's hand is uniform on [0, 1] and seen only as one of $n$
# buckets (or: $n$ cards dealt without replacement); the bettor checks or bets one of $k$ sizes in
# $[L, U]$; the caller calls or folds. It is solved exactly by the companion's sequence-form core
# (float LP, exact re-solve, certificate in rationals), written as a Gambit `.efg` file that OpenSpiel
# and pygambit read, and any strategy for it is scored **exactly** twice: in the finite game, and
# extended (piecewise constant in the hand) against the continuous game, where the bettor may bet any
# size in $[L, U]$ and the caller reads an off-menu size as the nearest one of the menu.

# %% tags=["parameters"]
quick = False  # smaller games and fewer iterations (the tests run this)
max_hands = 32  # largest number of buckets in the value ladder (Section 10.2)
iterations = 128  # iterations of each solver in Section 10.4 (a power of 2)

# %% tags=["hide-input"]
from fractions import Fraction
from pathlib import Path

from IPython.display import Markdown, display

from lcp import limit, menu, plotting
from lcp.notebook import Flag, Integer, Table, apply_quick, check_parameters, fmt
from lcp.testbed import bench, build, chip_sizes, continuous_score, efg, finite_score, menu_sizes

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "max_hands": Integer(8, 64), "iterations": Integer(1, 4096)})
apply_quick(In, globals(), {"max_hands": 12, "iterations": 32})  # noqa: F821
if iterations & (iterations - 1):
    raise ValueError(f"parameter 'iterations' must be a power of 2; got {iterations}")
F = Fraction
L, U = bench.LIMITS  # 1/2 and 2: bets from half the pot to twice the pot
V = float(limit.value(float(L), float(U)))

# %% [markdown]
# ## 10.1 The construction
#
# A deal, then the bettor's choice among "check" and the $k$ sizes, then (after a bet) the caller's fold
# or call: $n^2 (1 + 2k)$ leaves. The payoffs follow from one rule (`lcp.testbed.payoff`): a check is a
# showdown for $\frac12$, a fold gives the bettor $\frac12$, a call a showdown for $\frac12 + s$; hands in
# the same bucket split (each wins half the time), so a profile's value in the buckets game *is* its value
# in the continuous game. The file is in chips (here 4 to the pot) so that every payoff is an integer.

# %% tags=["construction"]
game = build(L, U, hands=4, sizes=2)
sol = game.solve()
text = efg.to_efg(game)
print("\n".join(text.splitlines()[:7]))
print(f"... {len(text.splitlines()):,} lines; {game.leaf_count} leaves; {efg.chip_scale(game)} chips to the pot")
assert sol.certificate.is_equilibrium and finite_score(game, sol.profile).exploitability == 0
print(f"exact value {sol.value} = {fmt(float(sol.value))}; certified: both deviation gains 0")
display(Table([(i, *(fmt(p) for p in row), *(fmt(q) for q in sol.profile.caller[i]))
               for i, row in enumerate(sol.profile.bettor)],
              ["hand", *game.bettor_actions, *(f"call {s}" for s in game.sizes)]))

# %% [markdown]
# ## 10.2 Exact values and the limits they tend to
#
# As $n$ grows, the finite game's value tends to the value of the continuous game with the same menu
# (`lcp.menu`, exact: $2/31$ for the menu $\{1/2, 2\}$), and as the menu refines, that tends to
# $V(L, U)$. The table gives the finite values for both deals.

# %% tags=["value-limits"]
menu_value = build(L, U, hands=2, sizes=2).menu_value()
assert menu_value == F(2, 31)
ns = sorted({4, 6, 8, 12, 16, 31, 32} & set(range(4, max_hands + 1)))
values = {deal: {n: build(L, U, hands=n, sizes=2, deal=deal).solve().value for n in ns} for deal in ("buckets", "deck")}
rows = []
for n in ns:
    gaps = [values[d][n] - menu_value for d in ("buckets", "deck")]
    assert all(0 <= -g < F(1, n * n) for g in gaps)  # within 1/n^2, from below
    rows.append((n, values["buckets"][n], fmt(float(gaps[0]), 4), values["deck"][n], fmt(float(gaps[1]), 4)))
display(Table(rows, ["n", "buckets: value", "gap to 2/31", "deck: value", "gap to 2/31"]))
if 32 in ns:
    assert values["buckets"][31] == menu_value == values["deck"][32] and values["buckets"][32] != menu_value
    print("31 buckets and 32 cards are worth 2/31 exactly: the menu game's thresholds are in 31sts")

# %% [markdown]
# The deck's lattice is the buckets' shifted by one: holding card $i$, the bettor faces one of the
# $n - 1$ other cards, so $n$ cards resolve hands like $n - 1$ buckets. Both gaps are $O(1/n^2)$, with a
# constant that depends on where the thresholds fall on the grid, so a ladder of $n$ that happens to hit
# the lattice can make a solver look exact.
#
# ### The menu refines: the $h^2$ law

# %% tags=["menu-limits"]
ks = (2, 3, 5, 9, 17) if not quick else (2, 3, 5)
menu_values = {k: menu.solve(menu_sizes(L, U, k), exact=True).value for k in ks}
rows, previous = [], None
for k in ks:
    gap = V - float(menu_values[k])
    rows.append((k, fmt((U - L) / (k - 1)), menu_values[k], fmt(gap, 4), "" if previous is None else fmt(gap / previous, 3)))
    previous = gap
display(Table(rows, ["k sizes", "spacing h", "menu value (exact)", "V(L, U) - value", "ratio to previous"]))
ratio = (V - float(menu_values[ks[-1]])) / (V - float(menu_values[ks[-2]]))
assert 0.2 < ratio < 0.3, ratio  # h halves, the gap quarters
print(f"V(1/2, 2) = {fmt(V)}; halving the spacing divides the gap by {fmt(1 / ratio, 3)}")

# %% [markdown]
# ### Whole chips
#
# The paper names the practical case: bets in whole chips. With a pot of $P$ chips, the sizes are
# $c/P$ for the integers $c$ with $L \le c/P \le U$, and the limit game played with them is the finite-menu
# game, so its value is exact (`lcp.menu`). Doubling the chips in the pot halves the increment.

# %% tags=["whole-chips"]
rows = []
chips_list = (2, 4, 8, 16, 32) if not quick else (2, 4, 8)
chip_values = {}
for chips in chips_list:
    sizes = chip_sizes(L, U, chips)
    chip_values[chips] = menu.solve(sizes, exact=True).value
    rows.append((chips, len(sizes), fmt(float(chip_values[chips])), fmt(V - float(chip_values[chips]), 4)))
display(Table(rows, ["chips in the pot", "bet sizes", "value (exact, shown rounded)", "V(L, U) - value"]))
last, before = (V - float(chip_values[c]) for c in chips_list[:-3:-1])
assert 0.2 < last / before < 0.3
small = build(L, U, hands=8, sizes=chip_sizes(L, U, 4))
print(f"with 8 buckets and 4 chips to the pot the finite game is worth {small.solve().value} "
      f"(whole-chip limit {chip_values[4]})")

# %% [markdown]
# ## 10.3 How far an abstraction's exact answer is from playing LCP well
#
# The exact equilibrium of each finite game, extended to the continuous game and scored exactly there
# (`lcp.testbed.continuous_score`): "on the menu" keeps the bettor's best response to the menu (the hand
# buckets' part alone), "off the menu" lets him bet any size in $[L, U]$, which the caller reads as the
# nearest size.

# %% tags=["abstraction-gap"]
n_ladder = [n for n in (4, 8, 16, 32) if n <= max_hands]
k_ladder = (2, 3, 5, 9) if not quick else (2, 3, 5)
by_n = {}
for n in n_ladder:
    g = build(L, U, hands=n, sizes=5)
    s = g.solve().profile
    by_n[n] = (continuous_score(g, s, off_menu=False).exploitability, continuous_score(g, s).exploitability)
by_k = {}
for k in k_ladder:
    g = build(L, U, hands=8, sizes=k)
    s = g.solve().profile
    by_k[k] = (continuous_score(g, s, off_menu=False).exploitability, continuous_score(g, s).exploitability)
display(Table([(f"n = {n}, k = 5", fmt(float(a), 3), fmt(float(b), 3)) for n, (a, b) in by_n.items()]
              + [(f"n = 8, k = {k}", fmt(float(a), 3), fmt(float(b), 3)) for k, (a, b) in by_k.items()],
              ["exact equilibrium of", "exploitability on the menu", "off the menu"]))
assert all(b >= a for a, b in (*by_n.values(), *by_k.values()))
assert by_n[n_ladder[-1]][0] < by_n[n_ladder[0]][0] / 3  # the hand part shrinks with n ...
assert by_n[n_ladder[-1]][1] > by_n[n_ladder[-1]][0] * 2  # ... the menu part does not

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(ncols=2, width=4.6, height=3.6)
ax = axes[0, 0]
ax.loglog(n_ladder, [float(a) for a, _ in by_n.values()], "o-", label="on the menu")
ax.loglog(n_ladder, [float(b) for _, b in by_n.values()], "s-", label="off the menu")
gap_ns = [n for n in ns if values["buckets"][n] != menu_value]
ax.loglog(gap_ns, [float(menu_value - values["buckets"][n]) for n in gap_ns], ".:", label="value gap to the menu game (k = 2)")
ax.set(xlabel="hand buckets n", ylabel="pot units", title="Against n (k = 5)")
ax.legend(fontsize=7)
ax = axes[0, 1]
ax.loglog(k_ladder, [float(a) for a, _ in by_k.values()], "o-", label="on the menu (n = 8)")
ax.loglog(k_ladder, [float(b) for _, b in by_k.values()], "s-", label="off the menu (n = 8)")
ax.loglog(ks, [V - float(menu_values[k]) for k in ks], ".:", label="V(L, U) - menu value")
ax.set(xlabel="bet sizes k", ylabel="pot units", title="Against k")
ax.legend(fontsize=7)
plotting.savefig(fig, "10_test_bed-abstraction-gap", figure="10.1",
                 caption=r"The abstraction's gap, pot units, for \(L = 1/2\), \(U = 2\): the exact equilibrium's exploitability in the continuous game, with the bettor kept to the menu (circles) or free to bet any size (squares), against the number of hand buckets (left) and of bet sizes (right); dotted, the value gaps.",
                 alt="Two log-log panels: exploitability on the menu falls with n while off-menu exploitability stays high; against k both fall, the value gap falls fastest.")

# %% [markdown]
# ## 10.4 Solvers against the truth
#
# OpenSpiel's CFR, CFR+ (both in C++) and discounted CFR (Python), each run on the exported file for
# `iterations` iterations; at 1, 2, 4, ... iterations the average policy is scored exactly. Iteration
# counts, not seconds, so the numbers are the same on every machine; the seconds are in the CSV and in
# the last figure (`python -m lcp.testbed` regenerates them).

# %% tags=["solvers"]
ladder = ((4, 2), (8, 3), (12, 4)) if not quick else ((4, 2), (8, 3))
rows = bench.run(ladder, solvers=("cfr", "cfr+", "dcfr", "exact-lp"), budget=float("inf"), max_iterations=iterations)
table = []
for hands, k in ladder:
    mine = [r for r in rows if (r.hands, r.sizes) == (hands, k)]
    exact = next(r for r in mine if r.solver == "exact-lp")
    assert exact.finite_exploitability == 0 and exact.value_gap_finite == 0
    for name in ("cfr", "cfr+", "dcfr"):
        r = [x for x in mine if x.solver == name][-1]
        table.append((f"n = {hands}, k = {k}", name, r.iterations, fmt(r.finite_exploitability, 3),
                      fmt(r.value_gap_finite, 3), fmt(r.value_gap_limit, 3), fmt(r.continuous_exploitability, 3),
                      fmt(exact.continuous_exploitability, 3)))
display(Table(table, ["game", "solver", "iterations", "finite exploitability", "value - exact", "value - V(L, U)",
                      "continuous exploitability", "exact LP's"]))
last = {name: [r for r in rows if r.solver == name and (r.hands, r.sizes) == ladder[-1]][-1] for name in ("cfr", "cfr+", "dcfr")}
assert last["cfr+"].finite_exploitability < last["cfr"].finite_exploitability
r = last["cfr+"]  # the abstraction's gap dominates once the solver has converged in the finite game
assert r.continuous_exploitability > (2 if quick else 10) * r.finite_exploitability

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(ncols=len(ladder), width=4.2, height=3.6)
for ax, (hands, k) in zip(axes[0], ladder):
    for name, style in (("cfr", "o-"), ("cfr+", "s-"), ("dcfr", "^-")):
        mine = [r for r in rows if r.solver == name and (r.hands, r.sizes) == (hands, k)]
        line, = ax.loglog([r.iterations for r in mine], [r.finite_exploitability for r in mine], style, ms=3, lw=1,
                          label=f"{name}: finite")
        ax.loglog([r.iterations for r in mine], [r.continuous_exploitability for r in mine], ":", color=line.get_color(),
                  lw=1, label=f"{name}: continuous")
    exact = next(r for r in rows if r.solver == "exact-lp" and (r.hands, r.sizes) == (hands, k))
    ax.axhline(exact.continuous_exploitability, color="k", lw=0.8, ls="--", label="exact LP: continuous")
    ax.set(xlabel="iterations", ylabel="exploitability (pot units)", title=f"n = {hands}, k = {k}")
    ax.legend(fontsize=6)
plotting.savefig(fig, "10_test_bed-convergence", figure="10.2",
                 caption=r"Exploitability against iterations, pot units, log-log: each solver's average policy in the finite game (solid) and extended to the continuous game (dotted); dashed, the exact equilibrium's continuous exploitability, the floor the abstraction sets.",
                 alt="Log-log panels, one per game: solid lines of finite exploitability falling steadily, dotted lines of continuous exploitability levelling off near a dashed horizontal line.")

# %% [markdown]
# ### Against seconds (from the benchmark's CSV)
#
# The full ladder, run by `python -m lcp.testbed` (one core, a time budget per solver and game); its CSV
# names the machine and the software versions. Only the figure shows times.

# %% tags=["seconds"]
csv_path = Path("..") / "benchmarks" / "testbed.csv"
timed = bench.read_csv(csv_path.read_text(encoding="utf-8"))
games = sorted({(r.hands, r.sizes) for r in timed})
print(f"{len(timed)} rows: games {', '.join(f'({h}, {k})' for h, k in games)}; solvers {', '.join(sorted({r.solver for r in timed}))}")

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(ncols=2, width=4.6, height=3.8)
for col, column in enumerate(("finite_exploitability", "continuous_exploitability")):
    ax = axes[0, col]
    for name, color in (("cfr", "C0"), ("cfr+", "C1"), ("dcfr", "C2")):
        for h, k in games:
            mine = [r for r in timed if r.solver == name and (r.hands, r.sizes) == (h, k) and r.seconds > 0]
            ax.loglog([r.seconds for r in mine], [max(getattr(r, column), 1e-12) for r in mine], "-", color=color, lw=0.8,
                      alpha=0.4 + 0.6 * games.index((h, k)) / max(1, len(games) - 1),
                      label=name if (h, k) == games[-1] else None)
    exact = [r for r in timed if r.solver == "exact-lp"]
    ax.loglog([r.seconds for r in exact], [max(getattr(r, column), 1e-12) for r in exact], "k*",
              label="exact LP" + (" (0, drawn at 1e-12)" if col == 0 else ""))
    ax.set(xlabel="seconds (one core)", ylabel="exploitability (pot units)",
           title="finite game" if col == 0 else "continuous game")
    ax.legend(fontsize=7)
plotting.savefig(fig, "10_test_bed-seconds", figure="10.3",
                 caption=r"Exploitability against seconds, pot units, log-log, for the games of the benchmark (lighter lines: smaller games): in the finite game (left) and extended to the continuous game (right); stars, the companion's exact LP (exploitability 0 in the finite game, drawn at \(10^{-12}\)).",
                 alt="Two log-log panels of exploitability against seconds, one line per solver and game; on the right the lines flatten at the abstraction's floor.")

# %% [markdown]
# ## 10.5 What a solver author should take away
#
# Each point with the number that shows it, computed above.

# %% tags=["takeaways"]
r16 = last["cfr+"]
points = [
    f"1. **Score against the continuous game, not only the abstraction.** After {r16.iterations} iterations on "
    f"n = {ladder[-1][0]}, k = {ladder[-1][1]}, CFR+ is {fmt(r16.finite_exploitability, 2)} from equilibrium in the finite "
    f"game but {fmt(r16.continuous_exploitability, 2)} in LCP, where the exact LP's equilibrium scores "
    f"{fmt(next(r.continuous_exploitability for r in rows if r.solver == 'exact-lp' and (r.hands, r.sizes) == ladder[-1]), 2)}: "
    "the floor is the abstraction's, and which of its equilibria a solver lands on moves it.",
    f"2. **Bet sizes off the menu dominate the gap.** With k = 5 sizes, the exact equilibrium's exploitability "
    f"on the menu falls from {fmt(float(by_n[n_ladder[0]][0]), 2)} (n = {n_ladder[0]}) to {fmt(float(by_n[n_ladder[-1]][0]), 2)} "
    f"(n = {n_ladder[-1]}), but off the menu it stays at {fmt(float(by_n[n_ladder[-1]][1]), 2)}. With 8 buckets, more sizes "
    f"lower it off the menu ({fmt(float(by_k[2][1]), 2)} at k = 2, {fmt(float(by_k[k_ladder[-1]][1]), 2)} at k = {k_ladder[-1]}) "
    f"and raise it on the menu ({fmt(float(by_k[2][0]), 2)} to {fmt(float(by_k[k_ladder[-1]][0]), 2)}): refine hands and sizes together.",
    f"3. **Value is not exploitability.** The finite values are within 1/n^2 of the menu game's (n = {ns[-1]}: "
    f"gap {fmt(float(menu_value - values['buckets'][ns[-1]]), 2)}), far closer than the strategies are to playing LCP well.",
    f"4. **Mind the lattice.** {'31 buckets and 32 cards hit the menu value 2/31 exactly; 32 buckets do not.' if 32 in ns else 'The gaps are not monotone in n.'} "
    "A ladder of sizes should not be chosen where the thresholds fall on the grid.",
    f"5. **Whole chips are exact too.** With {chips_list[-1]} chips to the pot the limit game is worth {fmt(float(chip_values[chips_list[-1]]))}, "
    f"{fmt(V - float(chip_values[chips_list[-1]]), 2)} below V(1/2, 2) = {fmt(V)}: a solver's answer can be checked at every increment.",
]
display(Markdown("\n".join(points)))
