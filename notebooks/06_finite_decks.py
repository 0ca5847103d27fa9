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
# # 6. Finite decks: von Neumann and Newman poker with n cards
#
# **What this notebook finds**
#
# * <a href="#cell-erratum-newman-limit">Newman poker's values do not approach Newman's $1/7$</a> as the deck
#   grows, but $0.13753886\ldots$ (ante 1): the value of the continuous game whose bettor may bet only
#   integers (§6.5).
# * <a href="#cell-mod-d-proof">Von Neumann's $1/9$ is reached exactly when $n \equiv 0$ or $1 \pmod 9$</a>, and
#   every other deck is strictly below it, proved for every deck (and the same "mod D" pattern for every bet
#   up to 10).
# * <a href="#cell-rates">How fast the finite values converge</a>: the gaps fall like a power of n, fitted
#   below for both games.
# * <a href="#cell-finite-lcp">A finite-deck Limit Continuous Poker</a> confirms the closed form of
#   $V(L, U)$ independently of the continuous derivation.
#
# *Source: Krityakierne, Thanatipanonda and Zeilberger, "Von Neumann and Newman pokers with finite decks"
# (`von-neumann-newman-finite-decks.md`). Neither version of the LCP paper treats finite decks: the
# manuscript (May 2025) does not mention them, and the revision (arXiv:2606.01390) names discrete bet sizes
# as future work (Sec. 9.4, "Discrete Approximations"), which Secs. 6.5-6.6 here take up.*
#
# Cards $1, \dots, n$ are dealt without replacement; each player antes 1 (pot 2); Player I checks or bets,
# Player II calls or folds. Units: that paper's, ante 1 and integer bets, throughout this notebook. The
# continuous games of notebooks 1-5 use pot 1 (ante $\tfrac12$): a bet $b$ here is $B = b/2$ there and every
# value here is twice the value there. Where a number is shown in pot-1 units it is marked *(converted to
# pot 1)*; Section 6.6, which meets $V(L, U)$, works in pot-1 units and says so.
#
# | line | Player I's payoff, card $i$ against card $j$ |
# | --- | --- |
# | check | $+1$ if $i > j$, else $-1$ |
# | bet $s$, fold | $+1$ |
# | bet $s$, call | $\pm(1 + s)$ |
#
# Everything is computed by `lcp.finite.finite_deck` (pure, threshold and mixed equilibria; every LP answer is
# re-solved in rationals and certified by exact best responses) and `lcp.continuous.menu` (the continuous game with a
# finite menu of bet sizes, which turns out to be the right limit of the finite games).

# %% tags=["parameters"]
quick = False  # smaller decks (the tests run this)
b_fixed = 2  # von Neumann bet of the convergence figure (ante-1 units; 1..5, where decks n <= 80 show the rate)
pattern_bets = 5  # von Neumann's "n = 0, 1 mod D" pattern is checked for the bets b = 1..pattern_bets (1..5)
pattern_decks = 4  # ... on the decks n <= pattern_decks * D + 1 (1..4; quick: 2)
proof_bets = 10  # ... and proved for every deck for the bets b = 1..proof_bets (1..10, about 3 minutes; quick: 2)

# %% tags=["hide-input"]
import math
from fractions import Fraction

import numpy as np
import sympy as sp
from IPython.display import Markdown, Math, display

from lcp.record import errata
from lcp.finite import finite_deck
from lcp.continuous import fixed_bet, limit, menu, no_limit
from lcp import plotting
from lcp.notebook import Flag, Integer, Table, apply_quick, check_parameters, fmt

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "b_fixed": Integer(1, 5), "pattern_bets": Integer(1, 5),
                  "pattern_decks": Integer(1, 4), "proof_bets": Integer(1, finite_deck.MAX_PATTERN_BET)})
apply_quick(In, globals(), {"pattern_decks": 2, "proof_bets": 2})  # noqa: F821  (explicit values win)
F = Fraction


def cards(s):
    """A set of cards as the paper prints it."""
    return "{" + ", ".join(map(str, sorted(s))) + "}"


def continuous_vn(b):
    """Von Neumann's continuous value for bet b in ante-1 units: twice FBCP's value at B = b / 2."""
    return 2 * fixed_bet.solve(Fraction(b, 2), exact=True).value


# %% [markdown]
# ## 6.1 Pure equilibria of the subset game
#
# A pure strategy of Player I is the set $S_1$ of cards he bets with, of Player II the set $S_2$ she calls
# with: a $2^n \times 2^n$ matrix game. The paper's Figure 3 prints it for $n = 2$, $b = 2$ (rows and
# columns $\{\}, \{1\}, \{2\}, \{1, 2\}$); we build it from the rules and compare entry by entry.

# %% tags=["figure-3"]
printed_fig3 = [[0, 0, 0, 0], [1, 1, -1, -1], [0, 1, 0, 1], [1, 2, -1, 0]]  # Figure 3, rows S1, columns S2
order = [0b00, 0b01, 0b10, 0b11]  # {}, {1}, {2}, {1, 2} as bitmasks
M = finite_deck.payoff_matrix(2, 2)
ours = [[Fraction(int(M[r, c]), 2) for c in order] for r in order]
assert ours == printed_fig3
pe2 = finite_deck.pure_equilibria(2, 2)
assert [(cards(a), cards(c)) for a, c in pe2] == [("{}", "{2}"), ("{2}", "{2}")] and pe2.value == 0
print("pure equilibria:", ", ".join(f"[{cards(a)}, {cards(c)}]" for a, c in pe2), "value", pe2.value)
display(Table([[cards(finite_deck.cards_of_mask(r))] + [fmt(x) for x in row] for r, row in zip(order, ours)],
                      ["S1 (row), S2 (column):", "{}", "{1}", "{2}", "{1, 2}"]))

# %% [markdown]
# The paper also gives, for each $n$ with $b = 2$: two trivial equilibria for $n = 3$; none for
# $n = 4, 5, 6$ (row maximin below column minimax); three for $n = 7$ (value $2/21$, $S_1 = \{1, 6, 7\}$,
# $S_2 \in \{3,6,7\}, \{4,6,7\}, \{5,6,7\}$); three for $n = 8$ ($3/28$, $S_1 = \{1, 7, 8\}$,
# $S_2 \in \{4,7,8\}, \{5,7,8\}, \{6,7,8\}$); seven for $n = 9$ ($S_1 = \{1, 8, 9\}$, every $S_2$ of four
# cards, $\{6,7,8,9\}$ among them). Against a fixed $S_1$, Player II's best reply is decided card by card,
# so all row minima and column maxima cost $O(2^n n)$ rather than $O(4^n)$: the search runs to $n = 20$.

# %% tags=["pure-equilibria"]
pure = {n: finite_deck.pure_equilibria(n, 2) for n in range(2, (14 if quick else 21))}
assert [(cards(a), cards(c)) for a, c in pure[3]] == [("{}", "{3}"), ("{3}", "{3}")]
assert all(len(pure[n]) == 0 and pure[n].maximin < pure[n].minimax for n in (4, 5, 6))
assert pure[7].value == Fraction(2, 21) and pure[7].bettor_sets == (frozenset({1, 6, 7}),)
assert {cards(c) for c in pure[7].caller_sets} == {"{3, 6, 7}", "{4, 6, 7}", "{5, 6, 7}"}
assert pure[8].value == Fraction(3, 28) and pure[8].bettor_sets == (frozenset({1, 7, 8}),)
assert {cards(c) for c in pure[8].caller_sets} == {"{4, 7, 8}", "{5, 7, 8}", "{6, 7, 8}"}
assert len(pure[9]) == 7 and pure[9].bettor_sets == (frozenset({1, 8, 9}),)
assert all(len(c) == 4 for c in pure[9].caller_sets) and frozenset({6, 7, 8, 9}) in pure[9].caller_sets
assert finite_deck.pure_equilibria_by_matrix(9, 2) == pure[9]  # the paper's full-matrix way agrees
assert [(cards(a), cards(c)) for a, c in pure[2]] == [("{}", "{2}"), ("{2}", "{2}")]  # Figure 3's pair
rows = []
for n, pe in pure.items():
    rows.append((n, len(pe), fmt(pe.maximin), fmt(pe.minimax),
                 " ".join(cards(s) for s in pe.bettor_sets) if len(pe) else "-", len(pe.caller_sets)))
display(Table(rows, ["n", "# pure eq.", "maximin", "minimax", "S1", "# S2"]))

# %% [markdown]
# The paper introduces this search with "von Neumann's minimax theorem, first published in 1928 [7]", which
# it states as: "if the row maximin equals the column minimax, then a pure Nash equilibrium (or saddle point)
# is guaranteed to exist"; and it adds that "von Neumann and Oskar Morgenstern showed that for a zero-sum
# game, there must always exist at least one mixed Nash equilibrium, as demonstrated in their 1944 book".
# The first statement is the elementary saddle-point criterion for pure strategies, not the theorem; the
# second *is* the minimax theorem, von Neumann's own of 1928 (the reference [7] just cited), which the 1944
# book proves again (errata). The paper's $n = 4$ game shows the difference: over pure strategies the row
# maximin $0$ lies below the column minimax $1/6$, so there is no saddle point, yet over **mixed**
# strategies max-min and min-max meet at $1/12$: the printed half-half mixtures guarantee $1/12$ to each side.

# %% tags=["erratum-minimax-theorem"]
pe4 = pure[4]
assert len(pe4) == 0 and (pe4.maximin, pe4.minimax) == (0, Fraction(1, 6))  # no saddle point over pure strategies
mixed4 = finite_deck.von_neumann(4, 2)
assert mixed4.value == Fraction(1, 12) and pe4.maximin < mixed4.value < pe4.minimax
# the mixtures printed in Sec. "Slow linear programming" guarantee 1/12 to each side, over all 16 pure replies
M4 = finite_deck.payoff_matrix(4, 2)
mask = lambda s: sum(1 << (c - 1) for c in s)  # noqa: E731
mix_I = [(Fraction(1, 2), {4}), (Fraction(1, 2), {1, 4})]
mix_II = [(Fraction(1, 2), {4}), (Fraction(1, 2), {2, 4})]
guarantee_I = min(sum(w * Fraction(int(M4[mask(s), col]), 12) for w, s in mix_I) for col in range(16))
guarantee_II = max(sum(w * Fraction(int(M4[row, mask(s)]), 12) for w, s in mix_II) for row in range(16))
assert guarantee_I == guarantee_II == Fraction(1, 12)  # mixed max-min = mixed min-max: the minimax theorem
print(f"n = 4, b = 2: pure maximin {pe4.maximin} < pure minimax {pe4.minimax}; "
      f"mixed: I guarantees {guarantee_I}, II concedes at most {guarantee_II}")

# %% [markdown]
# The same paragraph goes on: "if these values do not coincide, the equilibrium will typically involve mixed
# strategies, whereby both players randomize". Not typically but always: without a saddle point there is no
# pure equilibrium, so every equilibrium mixes. Yet not always both players. A player who is pure in some
# equilibrium guarantees the value with a pure strategy, and conversely a pure strategy that guarantees the
# value is optimal; so both players randomize in *every* equilibrium exactly when the value lies strictly
# between the pure maximin and the pure minimax. For $n = 5$ (one of the paper's three decks without a pure
# equilibrium) and $n = 14$ the value equals the pure minimax: Player II has a pure optimal strategy and only
# Player I must mix. The table lists every deck without a saddle point (exact LP values).

# %% tags=["mixed-when-no-saddle"]
mixed_rows, one_pure = [], []
for n, pe in pure.items():
    if len(pe):
        continue
    v = finite_deck.von_neumann(n, 2).value
    assert pe.maximin < pe.minimax and pe.maximin <= v <= pe.minimax, n  # no saddle point: every equilibrium mixes
    both = pe.maximin < v < pe.minimax  # else the player whose pure bound equals v has a pure optimal strategy
    if not both:
        one_pure.append(n)
    mixed_rows.append((n, fmt(pe.maximin), fmt(v), fmt(pe.minimax),
                       "both" if both else ("Player II pure" if v == pe.minimax else "Player I pure")))
assert [r[0] for r in mixed_rows[:3]] == [4, 5, 6] and one_pure[0] == 5 and pure[5].minimax == Fraction(1, 10)
assert one_pure == ([5] if quick else [5, 14])  # n <= 13 (quick) or n <= 20
assert all(pure[n].minimax == finite_deck.von_neumann(n, 2).value for n in one_pure)  # II's side each time
display(Table(mixed_rows, ["n (b = 2, no saddle point)", "pure maximin", "value (mixed)", "pure minimax",
                           "who must randomize"]))

# %% [markdown]
# **The paper's dates and references, against its own reference list.** Each dated statement of the text
# is read from the source and compared with the reference it cites. All agree but one: "In 1950, John Nash
# generalized this concept in his paper 'Non-Cooperative Games' [5]", while [5] is the *Annals* paper of 1951
# (the 1950 work of that title is Nash's thesis, which the paper does not cite): a misattributed year.

# %% tags=["deck-references"]
import re

from lcp.record import sources

deck_text = sources.normalise(sources.path(sources.DECKS).read_text(encoding="utf-8"))
refs = dict(re.findall(r"- \[(\d)\] (.*?)(?= - \[\d\]|Tipluck Krityakierne, Department)", deck_text))
ref_year = {k: int(re.findall(r"\b(1[89]\d\d|20\d\d)\b", v)[-1 if k != "7" else 0]) for k, v in refs.items()}
dated = [  # (the text's words, the reference it cites, the year the text gives)
    ("von Neumann's minimax theorem, first published in 1928 [7]", "7", 1928),
    ("as demonstrated in their 1944 book *Theory of Games and Economic Behavior* [8]", "8", 1944),
    ("In 1950, John Nash generalized this concept in his paper “Non-Cooperative Games” [5]", "5", 1950),
    ("As early as 1950, future economics Nobel laureates John Nash and Lloyd Shapley [6]", "6", 1950),
]
ref_rows = []
for words, ref, year in dated:
    assert words in deck_text, words
    ref_rows.append((words[:60] + " ...", f"[{ref}]", year, ref_year[ref]))
assert [r[2] == r[3] for r in ref_rows] == [True, True, False, True]  # only Nash's [5] is off: 1951
assert "Non-cooperative games. *Ann. Math* 54:2 (1951)" in refs["5"]
# "a fascinating four-page paper [9]": Oper. Res. 7 (1959), 557-560
first, last = map(int, re.search(r"(\d+)–(\d+)", refs["9"]).groups())
assert "four-page paper [9]" in deck_text and last - first + 1 == 4
# "eighty years after von Neumann's analysis of poker": the 1944 book [8]; the paper's own arXiv version [3] is 2024
assert "eighty years after von Neumann's analysis of poker" in deck_text and ref_year["3"] - ref_year["8"] == 80
display(Table(ref_rows, ["the text", "cites", "year in the text", "year in the reference"]))

# %% [markdown]
# ## 6.2 Threshold strategies
#
# Restricting Player I to "check iff $A \le i \le B$" and Player II to "call iff $j \ge C$" makes large
# decks cheap. The paper: for $n$ a multiple of 9 the value is $1/9$ with checks on $\frac n9 < i \le
# \frac{7n}9$ and calls on $j > \frac{5n}9$; $n = 26$ gives $36/325$, $n = 25$ gives $11/100$; "if $n$ is not a
# multiple of 9, the values are close, but a little less". Every restricted saddle point found below is
# also an equilibrium of the full game (no subset deviation gains), and its value equals the LP value of
# Section 6.3.

# %% tags=["threshold-equilibria"]
n_max = 60 if quick else 150
thresholds = {n: finite_deck.threshold_equilibria(n, 2) for n in range(3, n_max + 1)}
for n in range(9, n_max + 1, 9):
    te = thresholds[n]
    assert te.value == Fraction(1, 9) and te.cuts == ((n // 9 + 1, 7 * n // 9, 5 * n // 9 + 1),), n
assert thresholds[26].value == Fraction(36, 325) and thresholds[25].value == Fraction(11, 100)
assert all(all(te.unrestricted) for te in thresholds.values())
display(Table([(n, thresholds[n].value, fmt(float(thresholds[n].value), 8),
                        ", ".join(str(c) for c in thresholds[n].cuts)) for n in (9, 18, 25, 26, 27)],
                      ["n", "value", "decimal", "(A, B, C)"]))

# %% [markdown]
# ### Von Neumann's 1/9 is reached exactly when n ≡ 0 or 1 (mod 9)
#
# **Erratum.** The value $1/9$ is not special to multiples of 9: it is reached exactly when
# $n \equiv 0$ or $1 \pmod 9$, and for $n \equiv 4, 5, 6 \pmod 9$ there is no threshold equilibrium at all
# (the printed remark suggests one for every $n$, slightly below $1/9$). The mixed value of Section 6.3 tells
# the same story: never above $1/9$, equal to it exactly for $n \equiv 0, 1$. The pattern holds for the
# other bets we checked: with $D$ the common denominator of von Neumann's three thresholds, the finite value
# never exceeds the continuous one and equals it exactly when $n \equiv 0, 1 \pmod D$. Below it is checked
# exactly on every deck listed, and then **proved for every deck** for $b \le 10$ (cell `mod-d-proof`).

# %% tags=["erratum-multiples-of-nine"]
mixed_vn = {n: finite_deck.von_neumann(n, 2).value for n in range(2, n_max + 1)}
reach = [n for n in range(3, n_max + 1) if thresholds[n].value == Fraction(1, 9)]
empty = [n for n in range(3, n_max + 1) if thresholds[n].value is None]
assert reach == [n for n in range(3, n_max + 1) if n % 9 in (0, 1)]
assert empty == [n for n in range(3, n_max + 1) if n % 9 in (4, 5, 6)]
assert all(mixed_vn[n] <= Fraction(1, 9) for n in mixed_vn)
assert [n for n in mixed_vn if mixed_vn[n] == Fraction(1, 9)] == reach
assert all(thresholds[n].value == mixed_vn[n] for n in range(3, n_max + 1) if n not in empty)
# the same pattern for other bets: equality exactly when n = 0 or 1 modulo the common denominator D of
# von Neumann's thresholds b/((b+4)(b+1)), (b^2+4b+2)/((b+4)(b+1)), b(b+3)/((b+4)(b+1))
pattern_rows = []
for b in range(1, pattern_bets + 1):
    e = fixed_bet.solve(F(b, 2), exact=True)
    D = math.lcm(*(int(t.q) for t in (e.bluff_below, e.value_above, e.call_above)))
    ns = range(2, pattern_decks * D + 2)
    vals = {n: finite_deck.von_neumann(n, b).value for n in ns}
    target = continuous_vn(b)
    assert all(v <= target for v in vals.values())
    assert [n for n in ns if vals[n] == target] == [n for n in ns if n % D in (0, 1) and n > 1]
    pattern_rows.append((b, target, D, f"2..{ns[-1]}"))
print(f"n reaching 1/9 (n <= {n_max}):", reach[:12], "...")
print("n without a threshold equilibrium:", empty[:12], "...")
print("n = 10:", thresholds[10].cuts, "value", thresholds[10].value)
display(Table(pattern_rows, ["bet b", "continuous value", "D", "decks checked"]))

# %% [markdown]
# ### Why n ≡ 0, 1 (mod 9): a proof for every deck of 9k or 9k + 1 cards
#
# For $n = 9k$ the cuts are $A = k + 1$, $B = 7k$, $C = 5k + 1$, for
# $n = 9k + 1$ they are $A = k + 1$, $B = 7k + 1$, $C = 5k + 2$ (the tables above). `finite_deck.threshold_proof`
# proves both families for **every** $k \ge 1$ with $k$ symbolic: within each stretch between cuts every payoff
# difference is linear in the card, so the two end cards decide; every one of those differences is a
# polynomial in $k$ with non-negative coefficients (after $k \mapsto k + 1$), and the value sums to exactly
# $1/9$. (Player II is exactly indifferent on the whole checking range, hence the many pure equilibria.)
# The table lists the conditions for $n = 9k$: each row is a stretch of cards, the end card checked, and the
# payoff difference there (bet minus check for Player I, call minus fold for Player II, signed so that
# $\ge 0$ means the equilibrium action is a best reply; ante-1 units times $n - 1$).

# %% tags=["nine-k-proof"]
k_sym = sp.Symbol("k", integer=True, positive=True)
proofs = {
    "n = 9k": finite_deck.threshold_proof(9 * k_sym, 2, k_sym + 1, 7 * k_sym, 5 * k_sym + 1, k_sym),
    "n = 9k + 1": finite_deck.threshold_proof(9 * k_sym + 1, 2, k_sym + 1, 7 * k_sym + 1, 5 * k_sym + 2, k_sym),
}
for name, proof in proofs.items():
    assert proof.holds and proof.value == F(1, 9)
    print(f"{name}: value {proof.value} for every k >= 1; {len(proof.conditions)} conditions, all >= 0")


def condition_row(what, expr):
    """A proof condition as a table row: the stretch, its end card (typeset) and the difference."""
    stretch, _, card = what.partition(", card ")
    return (stretch, sp.sympify(card, locals={"k": k_sym}) if card else "", sp.expand(expr))


display(Table([condition_row(w, e) for w, e in proofs["n = 9k"].conditions],
                      ["condition (n = 9k)", "end card", "difference, >= 0"]))

# %% [markdown]
# ### The pattern for every deck, for every bet up to 10
#
# The same argument covers every residue and every bet $b \le 10$
# (`finite_deck.mod_pattern`; the `proof_bets` parameter). Write $n = Dk + \rho$. For $\rho = 0, 1$ a threshold equilibrium whose cuts move
# by $D$ times von Neumann's thresholds per step of $k$ has exactly the continuous value, as above. For every
# other $\rho$, Player II calls the cards $j \ge C$ and card $C - 1$ with probability $\alpha$ ($C$ moving by
# $Dc$ per step): against her, Player I's bet-minus-check is linear in his card on each stretch, so his best
# reply has two cuts $A, B$, checked at the stretch ends like the conditions above, and his best-reply value
# is a rational function of $k$ whose gap to the continuous value is positive for every $k$ (positive
# coefficients). The game's value is at most that best-reply value, so it is **strictly below** the
# continuous value. Each family is read off two probe decks ($k = 3, 4$) and then proved for every $k \ge$
# `start`; the few decks below the families are solved exactly. So for $b \le 10$ the finite value never
# exceeds the continuous one and equals it exactly when $n \equiv 0, 1 \pmod D$, for every $n$.

# %% tags=["mod-d-proof"]
pattern_proofs = {b: finite_deck.mod_pattern(b) for b in range(1, proof_bets + 1)}
rows = []
for b, pp in pattern_proofs.items():
    assert pp.holds and pp.target == continuous_vn(b) and len(pp.classes) == pp.D
    for n in range(2, pp.first):  # the decks below the families, solved exactly
        v = finite_deck.von_neumann(n, b).value
        assert v <= pp.target and (v == pp.target) == (n % pp.D in (0, 1))
    for c in pp.classes:  # the families' best-reply values, against the caller computed card by card
        if c.rho < 2:
            continue
        for kk in (c.start, c.start + 1):
            n = pp.D * kk + c.rho
            A_, B_, C_ = (int(e.subs(k_sym, kk)) for e in c.cuts)
            caller = [[0, Fraction(1) if j >= C_ else (c.alpha if j == C_ - 1 else Fraction(0))]
                      for j in range(1, n + 1)]
            best = sum(max(row) for row in finite_deck.bettor_payoffs(n, [0, b], caller))
            assert Fraction(best, n * (n - 1)) == c.value.subs(k_sym, kk) < pp.target
    late = [c.rho for c in pp.classes if c.start > 1]
    mixed = sum(1 for c in pp.classes if c.alpha != 0)
    rows.append((b, pp.D, pp.target, sum(c.holds for c in pp.classes), mixed,
                 ", ".join(map(str, late)) if late else "-", pp.first))
display(Table(rows, ["bet b", "D", "continuous value", "residues proved", "of them with a mixed card",
                             "proved from k = 2 on", "every n ≥"]))
fam = pattern_proofs.get(2)
if fam is not None:
    display(Table([(c.rho, c.cuts[2], c.alpha, sp.factor(c.gap)) for c in fam.classes],
                          ["ρ (b = 2)", "C", "α", "continuous value − bound"]))

# %% [markdown]
# ## 6.3 Mixed equilibria by linear programming
#
# With per-card probabilities (Player I bets card $i$ with probability $p_i$, Player II calls card $j$ with
# probability $q_j$) each player's best reply separates by card, which gives the paper's "fast" LPs
# (VN-I, VN-II). We solve both with HiGHS, re-solve the equalities on the support in rationals and
# certify: neither player gains by any deviation, in exact arithmetic. First the payoff: the paper's
# bilinear form (as printed) against the brute-force sum over deals, for random rational strategies.

# %% tags=["bilinear-payoff"]
rng = np.random.default_rng(20250524)


def printed_payoff(n, b, P, Q):
    """The paper's Payoff(n, b, P, Q), term by term as printed."""
    t = 0
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            if j < i:
                t += (1 - P[i - 1]) + P[i - 1] * (1 - Q[j - 1]) + (b + 1) * P[i - 1] * Q[j - 1]
            elif j > i:
                t += -(1 - P[i - 1]) + P[i - 1] * (1 - Q[j - 1]) - (b + 1) * P[i - 1] * Q[j - 1]
    return Fraction(t) / (n * (n - 1))


for _trial in range(5):
    n, b = int(rng.integers(2, 9)), int(rng.integers(1, 5))
    P = [Fraction(int(k), 7) for k in rng.integers(0, 8, n)]
    Q = [Fraction(int(k), 5) for k in rng.integers(0, 6, n)]
    ours = finite_deck.certify(n, (0, b), [[1 - p, p] for p in P], [[1, q] for q in Q]).payoff
    assert ours == printed_payoff(n, b, P, Q)
print("the printed bilinear payoff agrees with the rules on 5 random rational profiles")

# %% [markdown]
# The paper's mixed examples: $n = 3$, $b = 1$ (value $1/18$; card 1 bluffs with probability $1/3$, card 2
# checks, card 3 bets; Player II folds 1, calls 2 with probability $1/3$, calls 3); $n = 4$, $b = 2$ (value
# $1/12$, printed as a half-half mixture of pure strategies); $n = 18$, $b = 2$ (a pure equilibrium of value
# $1/9$). Equilibria are not unique, so each printed strategy pair is certified as it stands.

# %% tags=["mixed-examples"]
vn3 = finite_deck.von_neumann(3, 1)
assert vn3.value == Fraction(1, 18)
assert vn3.bet_probabilities == (Fraction(1, 3), 0, 1) and vn3.call_probabilities(1) == (0, Fraction(1, 3), 1)
vn4 = finite_deck.von_neumann(4, 2)
assert vn4.value == Fraction(1, 12)
# printed: I mixes {4} and {1, 4} half-half, II mixes {4} and {2, 4} half-half -> behavioural probabilities
printed4 = finite_deck.certify(4, (0, 2), [[Fraction(1, 2)] * 2, [1, 0], [1, 0], [0, 1]],
                               [[1, 0], [1, Fraction(1, 2)], [1, 0], [1, 1]])
assert printed4.is_equilibrium and printed4.payoff == Fraction(1, 12)
printed18 = finite_deck.certify(18, (0, 2), [[0, 1] if c in (1, 2, 15, 16, 17, 18) else [1, 0] for c in range(1, 19)],
                                [[1, int(c >= 11)] for c in range(1, 19)])
assert printed18.is_equilibrium and printed18.payoff == Fraction(1, 9) == finite_deck.von_neumann(18, 2).value
for name, eq in (("n=3, b=1", vn3), ("n=4, b=2", vn4)):
    print(f"{name}: value {eq.value} (converted to pot 1: {eq.pot_value});  bet p = {[fmt(x) for x in eq.bet_probabilities]};"
          f"  call q = {[fmt(x) for x in eq.call_probabilities(eq.sizes[1])]}")
print("n=18, b=2 printed pure pair: equilibrium, value", printed18.payoff)

# %% [markdown]
# The paper describes the $n = 4$ mixture as "bet if his card is 4 and **fold** if his card is 1, 2, or 3":
# Player I cannot fold, he **checks** (erratum, wording). The mixture of pure strategies and the
# behavioural strategy above are the same thing (Kuhn's theorem: each card decides independently).

# %% tags=["erratum-n4-fold"]
# the printed mixture, as a mixed strategy over pure subsets, against every pure reply of Player II
mixture_I = [(Fraction(1, 2), frozenset({4})), (Fraction(1, 2), frozenset({1, 4}))]
M4 = finite_deck.payoff_matrix(4, 2)
mask = lambda s: sum(1 << (c - 1) for c in s)  # noqa: E731
worst = min(sum(w * Fraction(int(M4[mask(s), col]), 12) for w, s in mixture_I) for col in range(16))
assert worst == Fraction(1, 12)  # the printed mixture guarantees the value, with checks (not folds)
print("worst case of the printed mixture over Player II's 16 pure replies:", worst)

# %% [markdown]
# ## 6.4 Newman poker: bets $1, \dots, b$
#
# Player I may bet any integer up to $b$. The paper's DJN-I LP lets Player II's reply be a subset $Y$ of
# sizes per card ($n\,2^b$ constraints); since her answer to each (card, size) is independent, ours has
# $O(nb)$ variables and constraints (prefix sums make every row 4 non-zeros). For $n = 7$, $b = 3$ the paper
# prints value $13/105$ and the matrices $p_i^*[s]$ and $q_j^*[s]$ (rows: cards, columns: $s = 0..3$).

# %% tags=["newman-7-3"]
P_printed = [[F(1, 15), F(1, 3), 0, F(3, 5)]] + [[1, 0, 0, 0]] * 4 + [[0, 1, 0, 0], [0, 0, 0, 1]]
Q_printed = [[1, 0, 0, 0]] * 3 + [[1, 1, F(1, 10), 0], [1, 1, 1, F(2, 5)], [1, 1, 1, 1], [1, 1, 1, 1]]
nm73 = finite_deck.newman(7, 3)
cert73 = finite_deck.certify(7, (0, 1, 2, 3), P_printed, Q_printed)
assert nm73.value == F(13, 105) and cert73.is_equilibrium and cert73.payoff == F(13, 105)
assert [list(r) for r in nm73.bettor] == P_printed  # the same Player I strategy as printed
assert math.isclose(finite_deck.djn_value(7, 3), float(nm73.value), abs_tol=1e-9)  # the paper's LP agrees
print("value", nm73.value, "=", fmt(float(nm73.value), 10), "; printed (P, Q) certified: no deviation gains")
print("our Player II (equilibria are not unique), the probability of calling a bet of s with each card:")
display(Table([[j + 1] + [fmt(x) for x in row] for j, row in enumerate(nm73.caller)],
                      ["card", "s = 0", "s = 1", "s = 2", "s = 3"]))

# %% [markdown]
# The paper's $\mathcal{P}(S_b)$, "the set containing all possible strategies for Player II regarding whether to
# call or fold", with "$n \cdot 2^b$" constraints, is not the power set of $S_b = \{0, \dots, b\}$ (it has
# $2^{b+1}$ members) but the subsets that contain $0$: a check is always "called" (a showdown). The list printed
# for $b = 4$ is exactly those 16 sets, each once, which is what the count $n \cdot 2^b$ needs.

# %% tags=["djn-strategy-sets"]
from itertools import combinations

printed_P4 = [{0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 1, 2}, {0, 1, 3}, {0, 1, 4}, {0, 2, 3}, {0, 2, 4},
              {0, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 3, 4}, {0, 1, 2, 3}, {0, 1, 2, 4}, {0, 1, 3, 4}]
with_check = {frozenset({0, *c}) for r in range(5) for c in combinations(range(1, 5), r)}
assert len(printed_P4) == len(set(map(frozenset, printed_P4))) == 2**4 and set(map(frozenset, printed_P4)) == with_check
assert len(with_check) < 2 ** (4 + 1)  # not the whole power set of S_4
print(f"P(S_4) as printed: {len(printed_P4)} distinct sets = every subset of {{0..4}} containing 0")

# %% [markdown]
# ### Saturation: a larger maximum bet stops helping, and 13/105 is the 7-card deck's value for every cap
#
# "For any given $n$ there exists a maximal bet size after which the game has the same value."
# We prove it per $n$: the value is non-decreasing in $b$, and an equilibrium for $b$ stays one for every
# larger maximum bet if Player II has, for each larger size, call probabilities under which no card gains by
# betting it (a small LP, verified in rationals). Write $E_i$ for what card $i$ earns in the equilibrium,
# summed over the $n - 1$ cards Player II may hold (ante-1 units; a check earns $2i - n - 1$, card $n$ earns
# $n - 1$). Against a bet of $s$ that Player II calls with card $n$ only, a card $i < n$ earns $n - 3 - s$;
# so beyond $s = \max_{i < n} (n - 3 - E_i)$ no card gains by betting $s$, and only the finitely many sizes
# below need the LP. `finite_deck.saturation(n)` finds the first such $b$ by doubling and bisection.
#
# For $n = 7$ saturation is $b = 3$: **every** maximum bet gives $13/105$. The paper's reason for
# $13/105 < 1/7$, "due to the limitation of the maximum bet amount", is therefore not the reason (erratum):
# a larger cap changes nothing; the gap comes from the 7-card deck and the integer bet sizes (Section 6.5).

# %% tags=["erratum-13-105"]
sat_ns = list(range(2, 21)) + ([] if quick else [30, 40, 60, 80, 100, 120, 160])
sats = {n: finite_deck.saturation(n) for n in sat_ns}
assert sats[7].b == 3 and sats[7].value == F(13, 105)
assert finite_deck.newman(7, 10).value == F(13, 105) and finite_deck.newman(7, 2).value < F(13, 105)
display(Table([(n, s.b, s.value, fmt(float(s.value), 8)) for n, s in sats.items()],
                      ["n", "saturation b", "value", "decimal"]))

# %% [markdown]
# ### The saturation bet grows like the square root of the deck; the saturated value is not monotone
#
# In Newman's continuous
# solution (notebook 2) the hand $x$ bets $R$ (ante-1 units) with $1 - x = \frac{12}{7(R + 2)^2}$. The
# largest bet an $n$-card deck can use is the top card's, and the top card stands for the hands
# $((n - 1)/n, 1]$, whose middle is $1 - \frac1{2n}$. Solving $\frac{12}{7(R+2)^2} = \frac1{2n}$ gives the law
#
# $$b^*(n) \approx \sqrt{24n/7} - 2 \approx 1.852\sqrt n - 2 . \tag{6.1}$$
#
# This is a heuristic, not a proof; the computed saturation bets stay within $0.75$ of it on every deck
# solved below (asserted). The saturated value is **not** monotone in $n$: it drops from $n = 8$ to $n = 9$, and again from 15 to 16 and
# from 16 to 17 (exact rationals), while trending up to the integer-bet limit of Section 6.5.

# %% tags=["saturation-law"]
R_sym, n_sym = sp.symbols("R n", positive=True)
top_gap = 1 - no_limit.derive().value_hand.subs(no_limit.S_SYMBOL, R_sym / 2)  # 1 - v(s) at s = R / 2
(law,) = sp.solve(sp.Eq(top_gap, 1 / (2 * n_sym)), R_sym)
assert sp.simplify(law - (sp.sqrt(sp.Rational(24, 7) * n_sym) - 2)) == 0
offsets = {n: s.b - float(law.subs(n_sym, n)) for n, s in sats.items()}
assert all(abs(o) < 0.75 for o in offsets.values())
consecutive = [n for n in sats if n + 1 in sats]
drops = [n for n in consecutive if sats[n + 1].value < sats[n].value]
assert drops[:3] == [8, 15, 16] and sats[9].value < sats[8].value
print("saturation bet minus the law (6.1) over the decks solved:",
      f"{min(offsets.values()):+.2f} .. {max(offsets.values()):+.2f}")
print("saturated value drops from n to n + 1 at n =", drops, "; e.g.", fmt(sats[8].value), "->", fmt(sats[9].value))
display(Math(r"b^*(n) \approx " + sp.latex(law)))
display(Table([(n, sats[n].b, f"{float(law.subs(n_sym, n)):.2f}") for n in sats if n >= 10],
                      ["n", "saturation b", "law (6.1)"]))

# %% [markdown]
# ### Every deck saturates by the bet $2n - 5$
#
# The deck-by-deck proof above also gives a statement for **every** $n$. The bound on the sizes that need the
# LP, $\max_{i < n}(n - 3 - E_i)$, uses only what each card earns; since no card earns less than by checking,
# $E_i \ge 2i - n - 1 \ge 1 - n$, and so from $s = 2n - 4$ on, calling with card $n$ alone deters every card.
# Hence an equilibrium for the maximum bet $b = \max(1, 2n - 5)$ stays one for every larger maximum bet
# (`finite_deck.saturating_bet`): **every maximum bet $b \ge \max(1, 2n - 5)$ gives the saturated value**.
# Checked symbolically (the inequality for all $n$, $i \le n - 1$ and $s \ge 2n - 4$), and on the decks: every
# computed saturation bet lies below the bound (far below: it grows like $\sqrt n$), and for small decks the
# equilibrium at $b = 2n - 5$ is deterred exactly from the sizes just above, with the saturated value.

# %% tags=["newman-saturation-bound"]
i_sym, a_sym, c_sym = sp.symbols("i a c", nonnegative=True)
s_new = 2 * n_sym - 4 + a_sym  # any size s >= 2n - 4
card_bet = n_sym - 3 - s_new  # card i < n betting s, called by card n only, folded to by the n - 2 others
card_check = 2 * (1 + c_sym) - n_sym - 1  # card i = 1 + c checking
assert sp.expand(card_bet - card_check) == -a_sym - 2 * c_sym  # <= 0 for every n, i >= 1, s >= 2n - 4
assert all(sats[n].b <= finite_deck.saturating_bet(n) for n in sats)
for n in range(3, 8 if quick else 11):
    at_bound = finite_deck.newman(n, finite_deck.saturating_bet(n))
    assert at_bound.value == sats[n].value
    assert all(finite_deck.card_n_only_deters(at_bound, size) for size in range(2 * n - 4, 2 * n + 2))
print("saturation bet <= max(1, 2n - 5) on every deck solved; largest ratio b*/(2n - 5) for n >= 4:",
      f"{max(sats[n].b / finite_deck.saturating_bet(n) for n in sats if n >= 4):.2f}")

# %% [markdown]
# ## 6.5 Convergence: the Newman decks do not approach 1/7
#
# ### Von Neumann decks reach the continuous value
#
# For a fixed bet $b$ the finite value tends to von Neumann's $\frac{b}{(b+4)(b+1)}$ (twice
# FBCP's value at $B = b/2$). For $b = 2$ the gap is 0 for $n \equiv 0, 1 \pmod 9$ and of order $n^{-2}$
# otherwise (fitted below).
#
# ### Newman decks approach about 0.1375, not 1/7
#
# The paper: "as $n$ grows larger and $b$ reaches its saturation value, the value of the game
# seems to converge to the D. J. Newman continuous value $1/7$." The numbers say otherwise. The bets stay integers in
# ante-1 units, i.e. the sizes $\frac12, 1, \frac32, \dots$ in pot-1 units, while the deck refines; the limit is
# the continuous game whose bettor may bet only those sizes. `lcp.continuous.menu` solves that game exactly (every
# threshold is affine in the bluff cut $x_0$, so the equilibrium is rational); its value with the sizes
# $\frac12, \dots, \frac M2$ increases with $M$ and settles at about $0.1375$ (ante 1; the cell prints it to ten
# digits), below $1/7 \approx 0.1429$. The finite values approach it, not $1/7$ (erratum; a numerical finding: the gap
# to it keeps shrinking up to the largest deck solved, the gap to $1/7$ does not).

# %% tags=["erratum-newman-limit"]
menu_limits = {M: 2 * menu.solve([F(k, 2) for k in range(1, M + 1)], exact=True).value for M in (1, 2, 3, 5, 10, 20, 40)}
big_M = 8000
integer_limit = 2 * menu.solve([k / 2 for k in range(1, big_M + 1)]).value  # floats: long menus
tail = integer_limit - 2 * menu.solve([k / 2 for k in range(1, big_M // 2 + 1)]).value
assert 0 <= tail < 1e-10  # halving the menu moves the value by < 1e-10: the truncation is immaterial
assert menu_limits[1] == continuous_vn(1) and menu_limits[2] < menu_limits[3] < menu_limits[40] < integer_limit
newman_limit = F(1, 7)
assert float(newman_limit) - integer_limit > 0.005
# the finite values climb towards the integer-bet limit, not towards 1/7
sat_values = [float(s.value) for n, s in sats.items() if n >= 10]
assert all(v < integer_limit for v in sat_values) and sat_values[-1] > sat_values[0]
assert abs(integer_limit - 0.13753886) < 1e-8  # the value to eight digits
assert abs(integer_limit - 0.1375) < 5e-5  # "about 0.1375", as the text above and the heading say
last_n = max(sats)
print(f"continuous game with integer bets: {integer_limit:.10f} (converted to pot 1: {integer_limit / 2:.10f});  "
      f"Newman: {float(newman_limit):.10f} (converted to pot 1: {newman_limit / 2})")
print(f"n = {last_n}: finite value {float(sats[last_n].value):.8f}, gap to the integer-bet limit "
      f"{integer_limit - float(sats[last_n].value):.2e}, gap to 1/7 {float(newman_limit) - float(sats[last_n].value):.2e}")
display(Table([(M, v if v.denominator < 10**6 else f"({len(str(v.denominator))}-digit denominator)",
                        fmt(float(v), 10)) for M, v in menu_limits.items()],
                      ["max bet M", "value with bets 1..M (exact, ante 1)", "decimal"]))

# %% [markdown]
# The rates. For von Neumann ($b$ from the parameters cell) the gap over the decks where it is not 0, and for
# Newman at saturation the gap to the integer-bet limit, each fitted as $C n^{-k}$ on the larger decks.
# The saturation bet itself grows like $\sqrt n$: in Newman's solution (notebook 2, `no_limit.derive()`) the
# top hand $x = v(s)$ bets $s$ with $1 - v(s) = \frac{3}{7(1+s)^2}$, i.e. $1 - x = \frac{12}{7(R + 2)^2}$ for the
# ante-1 bet $R = 2s$ (checked below), and the top card's middle hand is $1 - x = \frac1{2n}$ (the law above).

# %% tags=["rates"]
vn_ns = np.arange(2, (80 if quick else 240) + 1)
vn_vals = {b: [finite_deck.von_neumann(int(n), b).value for n in vn_ns] for b in sorted({1, b_fixed, 3})}
vn_target = continuous_vn(b_fixed)
gaps = np.array([float(vn_target - v) for v in vn_vals[b_fixed]])
assert np.all(gaps >= 0)
fit_mask = (vn_ns >= vn_ns.max() // 4) & (gaps > 0)
k_vn = -np.polyfit(np.log(vn_ns[fit_mask]), np.log(gaps[fit_mask]), 1)[0]
nm_ns = np.array([n for n in sats if n >= 10])
nm_gaps = np.array([integer_limit - float(sats[n].value) for n in nm_ns])
k_nm = -np.polyfit(np.log(nm_ns[nm_ns >= nm_ns.max() // 4]), np.log(nm_gaps[nm_ns >= nm_ns.max() // 4]), 1)[0]
b_sat = np.array([sats[n].b for n in nm_ns])
assert sp.simplify(top_gap - F(12, 7) / (R_sym + 2) ** 2) == 0  # top_gap, R_sym: cell saturation-law
ratio_sqrt = b_sat / np.sqrt(nm_ns)
assert 1.8 < k_vn < 2.2, f"von Neumann b = {b_fixed}: fitted gap exponent {k_vn:.2f}, not about 2"
assert 1.3 < k_nm < 1.9, f"Newman: fitted gap exponent {k_nm:.2f}, not in (1.3, 1.9)"
assert np.all((1.0 < ratio_sqrt) & (ratio_sqrt < 2.2)), "the saturation bet is not between sqrt(n) and 2.2 sqrt(n)"
print(f"von Neumann b = {b_fixed}: gap ~ n^-{k_vn:.2f} where not 0 (n <= {vn_ns.max()})")
print(f"Newman at saturation: gap to the integer-bet limit ~ n^-{k_nm:.2f} (n = {nm_ns.min()}..{nm_ns.max()})")
print(f"saturation bet / sqrt(n): {ratio_sqrt.min():.2f} .. {ratio_sqrt.max():.2f}")

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(ncols=3, width=4.4, height=3.8)
ax = axes[0, 0]
for b, vals in vn_vals.items():
    line, = ax.plot(vn_ns, [float(v) for v in vals], lw=0.8, label=f"n cards, b = {b}")
    ax.axhline(float(continuous_vn(b)), color=line.get_color(), ls="--", lw=0.8)
ax.set(xlabel="cards n (log scale)", ylabel="value (ante 1)", title="Von Neumann: finite -> continuous (dashed)",
       xscale="log")  # the approach happens within the first few dozen cards
ax.legend(fontsize=7)
ax = axes[0, 1]
ax.loglog(vn_ns[gaps > 0], gaps[gaps > 0], ".", ms=3, label=f"b = {b_fixed}, gap (n mod 9 not 0, 1)")
ax.loglog(nm_ns, nm_gaps, "o-", ms=3, label="Newman at saturation, gap to integer-bet limit")
ax.set(xlabel="cards n", ylabel="gap (ante 1)", title="Rates of convergence")
ax.xaxis.set_minor_formatter(plotting.plt.NullFormatter())
ax.legend(fontsize=7)
ax = axes[0, 2]
ax.plot(list(sats), [float(s.value) for s in sats.values()], "o-", ms=3, label="finite, b at saturation")
ax.axhline(float(newman_limit), color="k", ls="--", lw=0.8, label="Newman 1/7 (any real bet)")
ax.axhline(integer_limit, color="C3", ls=":", lw=1.0, label="continuous, integer bets")
ax.set(xlabel="cards n", ylabel="value (ante 1)", title="Newman: the limit is not 1/7")
ax.legend(fontsize=7)
plotting.savefig(fig, "06_finite_decks-convergence", figure="6.1",
                 caption=r"Finite decks (ante 1, integer bets): von Neumann poker's values approach the continuous value (top); the gaps fall like powers of \(n\), the exponents fitted in the cell above (middle); Newman poker's values approach the value of the continuous game with integer bets (dotted), not Newman's \(1/7\) (dashed) (bottom).",
                 alt="Three stacked panels: finite-deck values against the number of cards with dashed continuous limits, log-log gaps, and Newman values levelling below the 1/7 line.")

# %% [markdown]
# ### The finite strategies approach the continuous ones
#
# For von Neumann the threshold cuts $\frac{A-1}n, \frac Bn, \frac{C-1}n$ are exactly
# von Neumann's $\frac19, \frac79, \frac59$ when $9 \mid n$. For Newman, the mean bet of each card at
# saturation against Newman's continuous bet $R(x)$ and against the integer-bet game's step function.

# %% tags=["strategies"]
big = max(n for n in range(9, n_max + 1, 9))
A_, B_, C_ = thresholds[big].cuts[0]
fb = fixed_bet.solve(1, exact=True)  # B = b / 2 = 1: the thresholds above are for b = 2
assert (F(A_ - 1, big), F(B_, big), F(C_ - 1, big)) == (fb.bluff_below, fb.value_above, fb.call_above)
print(f"n = {big}: bluff below {F(A_ - 1, big)}, value above {F(B_, big)}, call above {F(C_ - 1, big)}")
n_show = last_n
eq_show = finite_deck.newman(n_show, sats[n_show].b)
mean_bet = [float(sum(p * s for p, s in zip(row, eq_show.sizes))) for row in eq_show.bettor]
mid = (np.arange(1, n_show + 1) - 0.5) / n_show
nl = no_limit.solve()
xs = np.linspace(0.0005, 0.9995, 2000)
ig = menu.solve([F(k, 2) for k in range(1, 61)], exact=True)
steps = np.zeros_like(xs)
for k, s in enumerate(ig.sizes):
    lo = ig.value_from[k]
    hi = ig.value_from[k + 1] if k + 1 < len(ig.sizes) else 1
    steps[(xs > lo) & (xs <= hi)] = 2 * float(s)
fig, axes = plotting.new_figure(width=6.4, height=4.2)
ax = axes[0, 0]
ax.plot(mid, mean_bet, "o", ms=3, label=f"{n_show} cards: mean bet of each card")
ax.plot(xs, np.minimum(2 * nl.bet(xs), 3 * sats[n_show].b), "k--", lw=0.8, label="Newman R(x) (ante 1)")
ax.plot(xs, steps, color="C3", lw=1.0, label="integer bets, continuous hands (value bets)")
ax.set(xlabel="hand (card / n)", ylabel="bet (ante 1)", ylim=(-0.5, sats[n_show].b + 3),
       title="Newman poker: finite deck vs continuous")
ax.legend(fontsize=7)
plotting.savefig(fig, "06_finite_decks-newman-strategy", figure="6.2",
                 caption=r"Newman poker with a finite deck: each card's mean bet (dots) against the continuous Newman bet (dashed) and the integer-bet game's value bets (steps), in ante-1 units.",
                 alt="Dots of mean bet per card following a staircase of integer bets, below a dashed smooth curve of the continuous bet.")

# %% [markdown]
# ## 6.6 Beyond the paper: a finite-deck Limit Continuous Poker
#
# **Units: this section is in pot-1 units** (converted from the finite game's ante 1 by halving, so that
# values meet $V(L, U)$ of notebooks 3-5). Let Player I bet any size of a grid of $m$ points in $[L, U]$
# (the finite game's ante-1 sizes $2L, \dots, 2U$).
# Two things separate the finite value from $V(L, U)$: the deck (cards are intervals of width $1/n$) and the
# size grid. `lcp.continuous.menu` gives the deck-free value of each grid, and the grid part closes like $h^2$
# (spacing $h = \frac{U-L}{m-1}$): halving $h$ quarters it. With a fixed grid the finite value stalls at the
# grid's menu value; refining the grid with the deck, $m \approx \sqrt n$, closes the whole gap, an
# independent numerical confirmation of the closed form $V(L, U)$.

# %% tags=["finite-lcp"]
pairs = [(F(1, 2), F(2)), (F(1, 4), F(1)), (F(1, 10), F(3))]
deck_sizes = [10, 20, 40, 80] if quick else [10, 20, 40, 80, 160, 320]
lcp_rows, lcp_curves = [], {}
for L_, U_ in pairs:
    V = float(limit.value(float(L_), float(U_)))
    for label, m_of in (("m = 3", lambda n: 3), ("m ~ sqrt(n)", lambda n: max(3, round(math.sqrt(n))))):
        curve = []
        for n in deck_sizes:
            m = m_of(n)
            grid = [L_ + (U_ - L_) * F(k, m - 1) for k in range(m)]
            finite = finite_deck.solve(n, [2 * g for g in grid]).pot_value
            grid_value = menu.solve(grid, exact=True).value
            curve.append((n, m, float(finite), float(grid_value)))
        lcp_curves[(L_, U_, label)] = (V, curve)
        n, m, fin, gv = curve[-1]
        lcp_rows.append((f"[{L_}, {U_}]", label, n, m, f"{fin:.6f}", f"{gv:.6f}", f"{V:.6f}", f"{V - fin:.1e}"))
    fixed_gap = V - lcp_curves[(L_, U_, "m = 3")][1][-1][2]
    fine = lcp_curves[(L_, U_, "m ~ sqrt(n)")][1]
    assert fixed_gap > 0.5 * (V - lcp_curves[(L_, U_, "m = 3")][1][-1][3])  # stalls at the grid's value
    assert V - fine[-1][2] < (V - fine[0][2]) / 3  # the refined gap keeps closing
    assert all(f < V for _, _, f, _ in fine)
display(Table(lcp_rows, ["[L, U]", "grid", "n", "m", "finite (pot 1)", "menu(grid)", "V(L, U)", "gap"]))

# %% tags=["hide-input"]
fig, axes = plotting.new_figure(ncols=len(pairs), width=4.2, height=3.8)
for ax, (L_, U_) in zip(axes[0], pairs):
    for label, style in (("m = 3", "s--"), ("m ~ sqrt(n)", "o-")):
        V, curve = lcp_curves[(L_, U_, label)]
        ns = [c[0] for c in curve]
        line, = ax.loglog(ns, [V - c[2] for c in curve], style, ms=3, label=f"finite deck, {label}")
        ax.loglog(ns, [V - c[3] for c in curve], ":", color=line.get_color(),  # its menu's colour, dotted
                  label=f"continuous hands, {label}")
    ax.set(xlabel="cards n", ylabel="V(L, U) - value (pot 1)", title=f"L = {L_}, U = {U_}")
    ax.xaxis.set_minor_formatter(plotting.plt.NullFormatter())
    ax.legend(fontsize=6)
plotting.savefig(fig, "06_finite_decks-lcp-gap", figure="6.3",
                 caption=r"Finite-deck limit poker: the gap between \(V(L, U)\) and the finite games' values shrinks as the deck grows, for a fixed menu of \(m = 3\) sizes (blue) and for a menu growing like \(\sqrt n\) (orange); dotted, in the same colour: the same menu with continuous hands, the part of the gap the deck cannot close (pot-1 units).",
                 alt="Log-log panels, one per pair of limits, of the gap to the continuous value against the number of cards, falling for each menu.")

# %% [markdown]
# ## Errata found in this section

# %% tags=["hide-input"]
display(Markdown(errata.markdown(errata.for_notebook("06_finite_decks"))))
