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
# # 8. Kuhn poker and check-raising
#
# **What this notebook finds**
#
# * <a href="#cell-kuhn-family">Kuhn's game is worth $-1/18$ to the opener</a>, and Kuhn's one-parameter
#   family is an equilibrium for every $\gamma \in [0, 1]$, proved symbolically.
# * <a href="#cell-thesis-family">With one raise the value stays $-1/18$</a>, and the thesis's family is an
#   equilibrium for every $\alpha \in [0, 1]$; <a href="#cell-more-raises">more raises change nothing</a>.
# * <a href="#cell-check-raise">Check-raising is never strictly better, and only the king calls a raise</a>, in
#   every equilibrium (an exact proof; the LP over all equilibria agrees).
# * <a href="#cell-thesis-narrative">The thesis's case-by-case values all hold</a>, but
#   <a href="#cell-thesis-dealer-sums">three lines of its arithmetic</a> and
#   <a href="#cell-thesis-ace-choices">its reading of the ace's plays</a> do not (errata).
# * <a href="#cell-bridge">At $\gamma = 0$ Kuhn's game is three-card von Neumann poker</a> with the roles
#   swapped (notebook 6).
#
# *Sources: Kuhn, "A simplified two-person poker" (1950), as summarised in D. Miao's thesis "Sandbagging in
# one-card poker" (Dartmouth, 2014; `kuhn-poker-sandbagging-thesis.md`). Kuhn's game is in neither version
# of the LCP paper: the manuscript (May 2025) does not mention it, in its Sec. 2.1 (Previous Work) or
# elsewhere, and the revision (arXiv:2606.01390) cites it among the simplified poker models of its
# Sec. 1.1 (Related Work and Background).* Three cards, one each to the
# opener and the dealer, the third unseen; ante 1 each, every bet and raise 1. **Units: ante 1, bet 1, as in
# Kuhn (1950) and the thesis, throughout**; the continuous games' pot-1 units appear only where a value is
# compared with them, marked *converted to pot 1*. The opener checks or bets;
# after a check the dealer checks (showdown) or bets; facing a bet or a raise a player folds, calls, or
# raises by 1 while raises remain. With no raises this is Kuhn's game; the thesis adds one raise. **We name
# the cards J < Q < K; the thesis's Q, K, A are our J, Q, K.** Payoffs are the opener's net winnings.
#
# `lcp.finite.kuhn` builds each game tree from these rules and `lcp.finite.extensive` solves it by the sequence-form LP
# (HiGHS), re-solves the answer in rationals and certifies it with exact best responses. Information sets
# are written `card:history` with `k` check, `b` bet, `c` call, `f` fold, `r` raise: `Q:kb` is the opener
# holding Q after "check, bet". The tests cross-check everything against OpenSpiel (its own Kuhn poker,
# and its CFR+ and best responses on our trees).

# %% tags=["parameters"]
quick = False  # fewer raise variants (the tests run this)
max_raises = 4  # largest number of raises per hand solved in Section 8.4

# %% tags=["hide-input"]
from fractions import Fraction

import sympy as sp
from IPython.display import Markdown, display

from lcp.record import errata
from lcp.finite import extensive, finite_deck, kuhn
from lcp.notebook import Flag, Integer, Table, apply_quick, check_parameters, fmt

check_parameters(In, globals(),  # noqa: F821  (In: IPython's input history)
                 {"quick": Flag(), "max_raises": Integer(0, 50)})
apply_quick(In, globals(), {"max_raises": 2})  # noqa: F821  (an explicit max_raises wins over quick)
R = sp.Rational
gamma, alpha = sp.symbols("gamma alpha")


def show(strategy, player):
    """A behaviour strategy as a table (information set, then the actions played and their probabilities)."""
    rows = []
    for info in sorted(strategy, key=lambda i: (kuhn.CARDS.index(i[0]), len(i), i)):
        played = {a: p for a, p in strategy[info].items() if p != 0}
        rows.append((info, ", ".join(f"{a} {fmt(p) if not isinstance(p, sp.Basic) else p}" for a, p in played.items())))
    return Table(rows, [f"{player}: information set", "actions (probability)"])


def never_gains(gains, symbol):
    """True if no action gains over the strategy anywhere, for every value of ``symbol`` in [0, 1]."""
    for per_player in gains:
        for by_action in per_player.values():
            for g in by_action.values():
                g = sp.expand(g)
                top = sp.calculus.util.maximum(g, symbol, sp.Interval(0, 1)) if g.has(symbol) else g
                if top > 0:
                    return False
    return True


# %% [markdown]
# ## 8.1 Kuhn's game: value $-1/18$ for the opener
#
# Solved from the rules, then Kuhn's one-parameter family: the opener bets K with probability $\gamma$,
# bluffs J with $\gamma/3$ and calls a bet with Q with $(1+\gamma)/3$; the dealer bluffs J with $1/3$ after a
# check, bets K, calls with Q with $1/3$. We verify it **symbolically in $\gamma$**: every action's gain over
# the strategy (chance- and reach-weighted, continuing with the player's own strategy) is $\le 0$ for all
# $\gamma \in [0, 1]$, which with perfect recall makes both strategies best replies; the value simplifies to
# $-1/18$ identically.

# %% tags=["kuhn-family"]
sol0 = kuhn.solve(0)
assert sol0.value == Fraction(-1, 18)
cert0 = kuhn.certify(0, sol0.opener, sol0.dealer)  # the value and both players' best deviation gains, exactly
assert cert0.value == Fraction(-1, 18) and cert0.gains == (0, 0)
kuhn_opener = {
    "J:": {"b": gamma / 3, "k": 1 - gamma / 3}, "J:kb": {"f": 1},
    "Q:": {"k": 1}, "Q:kb": {"c": (1 + gamma) / 3, "f": 1 - (1 + gamma) / 3},
    "K:": {"b": gamma, "k": 1 - gamma}, "K:kb": {"c": 1},
}
kuhn_dealer = {
    "J:k": {"b": R(1, 3), "k": R(2, 3)}, "J:b": {"f": 1},
    "Q:k": {"k": 1}, "Q:b": {"c": R(1, 3), "f": R(2, 3)},
    "K:k": {"b": 1}, "K:b": {"c": 1},
}
assert sp.simplify(kuhn.value_of(0, kuhn_opener, kuhn_dealer) - R(-1, 18)) == 0
assert never_gains(kuhn.local_gains(0, kuhn_opener, kuhn_dealer), gamma)
print("value", sol0.value, "(converted to pot 1:", sol0.value / 2, ")")
print("Kuhn's family is an equilibrium for every gamma in [0, 1]; the LP found gamma =",
      sol0.opener["K:"]["b"])
display(show(sol0.opener, "opener"), show(sol0.dealer, "dealer"))

# %% [markdown]
# ## 8.2 One raise: the value stays $-1/18$
#
# With one raise the thesis finds the value unchanged and a family in its parameter $\alpha$ (probability
# of check-raising with the top card): the opener bluffs J with $(1-\alpha)/3$ (folding to a raise), checks
# Q and calls a bet with $1/3 + (1-\alpha)/3$, check-raises K with $\alpha$ and otherwise bets K and calls a
# raise; the dealer bluffs J with $1/3$ after a check (folding to a raise), checks Q and calls a bet with
# Q with $1/3$, bets K after a check (calling a raise) and raises a bet with K. Elsewhere (never reached
# by the player's own play) K calls and J, Q fold. Verified symbolically for every $\alpha \in [0, 1]$, with
# the thesis's per-card values (its Q, K, A: $-1$, $-1/3$, $7/6$).

# %% tags=["thesis-family"]
def thesis_family(a, raises):
    """The thesis's strategies (its Q, K, A are our J, Q, K), completed as described above."""
    g = kuhn.game(raises)
    opener, dealer = {}, {}
    for player, out in ((0, opener), (1, dealer)):
        for info in g.infosets[player]:
            facing = "f" in g.actions[player][info]
            out[info] = ({"c": 1} if info[0] == "K" else {"f": 1}) if facing else {"k": 1}
    opener["J:"] = {"b": (1 - a) / 3, "k": (2 + a) / 3}
    opener["Q:kb"] = {"c": R(1, 3) + (1 - a) / 3, "f": R(2, 3) - (1 - a) / 3}
    opener["K:"] = {"k": a, "b": 1 - a}
    opener["K:kb"] = {"r": 1}
    dealer.update({"J:k": {"k": R(2, 3), "b": R(1, 3)}, "Q:b": {"f": R(2, 3), "c": R(1, 3)},
                   "K:k": {"b": 1}, "K:b": {"r": 1}})
    return opener, dealer


sol1 = kuhn.solve(1)
assert sol1.value == Fraction(-1, 18)
op1, de1 = thesis_family(alpha, 1)
assert sp.simplify(kuhn.value_of(1, op1, de1) - R(-1, 18)) == 0
assert never_gains(kuhn.local_gains(1, op1, de1), alpha)
per_card = {c: sp.simplify(v) for c, v in kuhn.card_values(1, op1, de1).items()}
assert per_card == {"J": -1, "Q": R(-1, 3), "K": R(7, 6)}
print("one raise: value", sol1.value, "; the thesis's family is an equilibrium for every alpha in [0, 1]")
display(Table([(c, {"J": "queen", "Q": "king", "K": "ace"}[c], v) for c, v in per_card.items()],
                      ["opener's card", "thesis", "opener's value (every alpha)"]))

# %% [markdown]
# ### Check-raising is never strictly better
#
# Against the family's dealer, the opener's K earns the same
# by checking (then raising) as by betting (then calling), for every $\alpha$. And against *any* equilibrium
# strategy of the dealer, betting K is a best reply: the family member $\alpha = 0$ (never check-raise) is an
# equilibrium strategy, and in a zero-sum game every equilibrium strategy is a best reply to every
# equilibrium strategy of the opponent (interchangeability). So check-raising is never needed and never
# strictly better at equilibrium.
#
# ### Only the king calls a raise, in every equilibrium
#
# Over *all* equilibria (an LP over the set of equilibrium strategies), the
# largest probability of reaching and calling a raise with J or with Q is 0 for both players: raises are
# called only with K (the thesis's "ace"). These LP maxima are floats, so the cell also proves it exactly.
# Take the family member $\alpha = 1/2$, certified in rationals: each player raises only with K, and
# every raise is reached with positive probability. Against it, calling a raise with J or Q loses
# strictly to folding (the local gains, weighted by the opponent's reach, are exact rationals $< 0$). By
# interchangeability every equilibrium strategy is a best reply to it, and a best reply that reached such
# an information set and called there would gain by folding instead. So in **every** equilibrium the
# probability of reaching and calling a raise with J or Q is exactly 0.

# %% tags=["check-raise"]
gains1 = kuhn.local_gains(1, op1, de1)
assert gains1[0]["K:"]["k"] == 0 and gains1[0]["K:"]["b"] == 0  # check (then raise) = bet, identically


def exact_member(a):
    """The thesis's family at a rational alpha, as Fractions (for the exact certificate)."""
    return tuple({i: {act: Fraction(str(p)) for act, p in d.items()} for i, d in strat.items()}
                 for strat in thesis_family(a, 1))


op0, de0 = exact_member(R(0))
cert = kuhn.certify(1, op0, de0)  # alpha = 0: never check-raise, exactly
assert cert.value == Fraction(-1, 18) and cert.gains == (0, 0)


def raise_calls(raises):
    """Largest realization probability of calling a raise with each card, over all equilibria (LP)."""
    g = kuhn.game(raises)
    value = kuhn.solve(raises).value
    out = {}
    for player, name in ((0, "opener"), (1, "dealer")):
        for card in kuhn.CARDS:
            target = {(i, "c"): 1 for i in g.infosets[player] if i[0] == card and i.endswith("r")}
            out[(name, card)] = extensive.optimal_face_max(g, player, value, target)
    return out


calls1 = raise_calls(1)
assert all(abs(v) < 1e-9 for (who, card), v in calls1.items() if card != "K")
assert all(v > 0.5 for (who, card), v in calls1.items() if card == "K")
op_half, de_half = exact_member(R(1, 2))
cert = kuhn.certify(1, op_half, de_half)  # an equilibrium, exactly
assert cert.value == Fraction(-1, 18) and cert.gains == (0, 0)
gains_half = kuhn.local_gains(1, op_half, de_half)
facing_raise = {0: ("J:br", "Q:br"), 1: ("J:kbr", "Q:kbr")}  # opener: bet, raised; dealer: bet after check, raised
exact_rows = []
for player, infos in facing_raise.items():
    for info in infos:
        gain = gains_half[player][info]["c"]
        assert gain < 0 and gains_half[player][info]["f"] == 0  # folding is the family's own action there
        exact_rows.append(("opener" if player == 0 else "dealer", info, str(gain)))
display(Table(exact_rows, ["player", "information set", "calling minus folding (exact, alpha = 1/2)"]))
display(Table([(who, card, "0" if abs(v) < 1e-9 else f"{v:.6g}") for (who, card), v in calls1.items()],
                      ["player", "card", "max P(reach and call a raise), |x| < 1e-9 shown as 0"]))

# %% [markdown]
# ### The thesis's case-by-case values hold; three sentences name the wrong action or player
#
# Its sections "Proving Equilibrium for the Opener /
# Dealer" value every plan of each card against the other player's family strategy. All its numbers hold
# for every $\alpha$ (table below; the thesis's Q, K, A are our J, Q, K; opener values are per card dealt,
# dealer values given the situation, each player's own payoff). Besides the misprints listed in Section 8.4,
# three sentences name the wrong action or player, as the numbers show (errata):
#
# * opener, queen: "no benefit to increasing the probability by which the dealer either bluffs or checks"
#   is about the *opener's* bluffing and checking (both $-1$);
# * opener, king: "stick with checkcalling and checkraising" should read *checkcalling and checkfolding*
#   (both $-1/3$; it has just shown that checkraising loses, $-5/6$);
# * opener, king: "the returns for the dealer checkfolding the king" are the *opener's* returns.

# %% tags=["thesis-narrative"]
op_a, de_a = thesis_family(alpha, 1)
PLANS = {"betfold": ("b", "f"), "betcall": ("b", "c"), "checkfold": ("k", "f"), "checkcall": ("k", "c"),
         "checkraise": ("k", "r")}


def opener_plan_value(card, plan):
    """The opener's expected payoff holding `card` if he follows the pure `plan` (the dealer plays the family)."""
    first, then = PLANS[plan]
    op = {i: dict(d) for i, d in op_a.items()}
    op[f"{card}:"] = {first: 1}
    op[f"{card}:kb" if first == "k" else f"{card}:br"] = {then: 1}
    return sp.simplify(kuhn.card_values(1, op, de_a)[card])


thesis_names = {"J": "queen", "Q": "king", "K": "ace"}
opener_vals = {c: {plan: opener_plan_value(c, plan) for plan in PLANS if not (c == "J" and plan.endswith("call"))}
               for c in kuhn.CARDS}
assert opener_vals["J"]["betfold"] == opener_vals["J"]["checkfold"] == -1  # the opener's, not the dealer's
assert opener_vals["Q"]["checkcall"] == opener_vals["Q"]["checkfold"] == R(-1, 3)
assert opener_vals["Q"]["checkraise"] == R(-5, 6) and opener_vals["Q"]["betfold"] == R(-1, 2)
assert opener_vals["Q"]["betcall"] == -1
assert all(opener_vals["K"][p] == R(7, 6) for p in ("checkraise", "betcall", "checkcall", "betfold"))
assert opener_vals["K"]["checkfold"] == R(2, 3)
dealer_vals = {i: {a: sp.simplify(v) for a, v in d.items()} for i, d in kuhn.situation_values(1, op_a, de_a, 1).items()}
assert dealer_vals["Q:b"]["f"] == dealer_vals["Q:b"]["c"] == -1 > dealer_vals["Q:b"]["r"]  # king bet to (8.4)
assert dealer_vals["J:b"] == {"f": -1, "c": -2, "r": -3}  # queen bet to: fold (8.4)
assert dealer_vals["J:k"]["k"] == dealer_vals["J:k"]["b"] == -1  # checked to with the queen: check or betfold
rows = [("opener", thesis_names[c], plan, v) for c, d in opener_vals.items() for plan, v in d.items()]
rows += [("dealer", thesis_names[i[0]], ("checked to: " if i.endswith("k") else "bet to: ") + a, v)
         for i, d in dealer_vals.items() if i[2:] in ("k", "b") for a, v in d.items()]
display(Table(rows, ["player", "card (thesis)", "plan", "value (α: the family's parameter)"]))

# %% [markdown]
# ### Three lines of the dealer's arithmetic are wrong; the values they reach are right
#
# The values the thesis reaches are right (table above), but
# three displayed steps on the way are not (errata; thesis names, our cards in brackets):
#
# * dealer queen [J], checked to, betfolding: the first "Overall" line sums $-\frac{2\alpha}{1+\alpha} +
#   \frac{-1+\alpha}{1+\alpha}$ to $\frac{1}{1+\alpha}$; the sum is $-1$, as the next line prints;
# * dealer king [Q], checked to: the opener then holds the queen with probability $\frac{2+\alpha}{2+4\alpha}$
#   and the ace with $\frac{3\alpha}{2+4\alpha}$ (he checks the queen with $\frac{2+\alpha}{3}$, the ace with
#   $\alpha$), not $\frac{2+\alpha}{2+\alpha+\alpha}$ and $\frac{\alpha}{2+\alpha+\alpha}$; the conclusion (check the
#   king) stands, and the thesis's own expected-value section uses the right weights;
# * dealer ace [K], checked to: the five terms $\frac12(\frac{2+\alpha}{3} + \frac23 + \frac{2-2\alpha}{3} + \frac23 +
#   \frac{1+\alpha}{3})$ sum to $\frac32$, not $\frac12 \cdot \frac73$: one $\frac23$ is counted twice (the king's
#   fold term is $\frac23 - \frac{1-\alpha}{3} = \frac{1+\alpha}{3}$); the result $\frac76$ (checked-to probability
#   times value) is right.

# %% tags=["thesis-dealer-sums"]
p_check = {c: op_a[f"{c}:"]["k"] for c in kuhn.CARDS}  # the opener's checking probability by card
assert p_check == {"J": (2 + alpha) / 3, "Q": 1, "K": alpha}
# dealer J (thesis queen) checked to, betfolding: king part + ace part (the printed summands) = -1, not 1/(1+alpha)
king_part, ace_part = (-1 + alpha) / (1 + alpha), -2 * alpha / (1 + alpha)
assert sp.simplify(king_part + ace_part - dealer_vals["J:k"]["b"]) == 0 and dealer_vals["J:k"]["b"] == -1
assert sp.simplify(king_part + ace_part - 1 / (1 + alpha)) != 0
# dealer Q (thesis king) checked to: who holds what, and the value of checking it gives
w_J = sp.factor(p_check["J"] / (p_check["J"] + p_check["K"]))
w_K = sp.factor(p_check["K"] / (p_check["J"] + p_check["K"]))
assert sp.simplify(w_J - (2 + alpha) / (2 + 4 * alpha)) == 0 and sp.simplify(w_K - 3 * alpha / (2 + 4 * alpha)) == 0
printed_wJ, printed_wK = (2 + alpha) / (2 + alpha + alpha), alpha / (2 + alpha + alpha)
assert sp.simplify(w_J * 1 + w_K * (-1) - dealer_vals["Q:k"]["k"]) == 0  # the right weights give lcp's value
assert sp.simplify(printed_wJ * 1 + printed_wK * (-1) - dealer_vals["Q:k"]["k"]) != 0
# dealer K (thesis ace) checked to: P(checked to) x value = 7/6; the printed middle expression is 3/2
p_checked_to = (p_check["J"] + p_check["Q"]) / 2
assert sp.simplify(p_checked_to * dealer_vals["K:k"]["b"] - R(7, 6)) == 0
printed_terms = R(1, 2) * ((2 + alpha) / 3 + R(2, 3) + (2 - 2 * alpha) / 3 + R(2, 3) + (1 + alpha) / 3)
assert sp.simplify(printed_terms) == R(3, 2)
display(Table([
    ("queen [J] checked to, betfold: the two summands add to", 1 / (1 + alpha), sp.simplify(king_part + ace_part)),
    ("king [Q] checked to: P(opener holds the queen [J])", printed_wJ, w_J),
    ("king [Q] checked to: P(opener holds the ace [K])", printed_wK, w_K),
    ("the same at α = 1", f"{printed_wJ.subs(alpha, 1)}, {printed_wK.subs(alpha, 1)}",
     f"{w_J.subs(alpha, 1)}, {w_K.subs(alpha, 1)}"),
    ("ace [K] checked to: the five terms add to", ("$\\frac12 \\cdot \\frac73$", "1/2 * 7/3"), sp.simplify(printed_terms)),
    ("ace [K] checked to: P(checked to) × value", R(7, 6), sp.simplify(p_checked_to * dealer_vals["K:k"]["b"])),
], ["the dealer's step (thesis card [ours])", "printed", "computed"]))

# %% [markdown]
# ### The ace's zero-probability plays earn as much, but they are not all optimal
#
# The thesis sets out to show that the actions its family plays
# with probability 0 are "dominated and that the opener is strictly better off by not performing these
# actions". With the ace [K] they are not: checkcalling and betfolding it earn $7/6$ against the family's
# dealer, exactly as much as checkraising and betcalling (table above), as the Discussion itself says
# (erratum). The Discussion goes on: "what either player does with the ace is almost inconsequential ... the
# dealer is indifferent between betfolding or betcalling the ace when checked to and calling or raising when
# bet to". Against the other player's family strategy that is right, and it is all the thesis's proof needs.
# As a statement about which *strategies* are optimal it is not: exact best responses show that a dealer who
# betfolds his ace when checked to lets the opener gain $7/6$ (he checkraises his queen and king), and an
# opener who betfolds his ace lets the dealer gain $\frac76(1-\alpha)$ (he raises with worse cards); the
# opener's checkcall (the "politely rational" shift the thesis proposes) and the dealer's call instead of a
# raise when bet to are optimal. So the sentence is **ambiguous**: right as values against the family, wrong as
# "any of these plays is as good". Checked exactly at $\alpha = 0, 1/3, 1/2, 1$.

# %% tags=["thesis-ace-choices"]
# the ace's zero-probability plans checkcall and betfold are not worse: the opener is not strictly better off
assert opener_vals["K"]["checkcall"] == opener_vals["K"]["betfold"] == opener_vals["K"]["checkraise"] == R(7, 6)
assert opener_vals["K"]["checkfold"] < R(7, 6)  # only checkfolding the ace is strictly worse


def deviate(strategy, info, actions):
    """A copy of a behaviour strategy with one information set replaced."""
    return {**strategy, info: {a: Fraction(p) for a, p in actions.items()}}


rows = []
for a_val in (R(0), R(1, 3), R(1, 2), R(1)):
    op_x, de_x = exact_member(a_val)
    v0 = Fraction(-1, 18)
    plays = {
        "dealer K checked to: betfold": (op_x, deviate(de_x, "K:kbr", {"f": 1})),
        "dealer K bet to: call": (op_x, deviate(de_x, "K:b", {"c": 1})),
        "opener K: checkcall": (deviate(op_x, "K:kb", {"c": 1}), de_x),
        "opener K: betfold": (deviate(op_x, "K:br", {"f": 1}), de_x),
    }
    certs = {name: kuhn.certify(1, o, d_) for name, (o, d_) in plays.items()}
    assert all(c.value == v0 for c in certs.values())  # every play earns the same against the family ...
    assert certs["dealer K checked to: betfold"].gains[0] == Fraction(7, 6)  # ... but the opener's best reply gains 7/6
    assert certs["opener K: betfold"].gains[1] == Fraction(7, 6) * (1 - Fraction(str(a_val)))
    assert certs["dealer K bet to: call"].is_equilibrium and certs["opener K: checkcall"].is_equilibrium
    rows += [(a_val, name, c.value, *c.gains) for name, c in certs.items()]
display(Table(rows, ["α", "the family with one ace play changed", "value", "opener's best gain",
                             "dealer's best gain"]))

# %% [markdown]
# ## 8.3 More raises: the value stays $-1/18$
#
# The thesis: "no matter how many raises are allowed, the expected value of the game would not change",
# and the same strategy stays an equilibrium. Both hold for every number of raises we solve: the value is
# $-1/18$ each time, the family (K calls every raise; J and Q fold to one) is an equilibrium for all $\alpha$,
# and no equilibrium calls a raise with J or Q.

# %% tags=["more-raises"]
rows = []
for r in range(max_raises + 1):
    sol = kuhn.solve(r)
    assert sol.value == Fraction(-1, 18)
    status = "-"
    if r >= 1:
        op_r, de_r = thesis_family(alpha, r)
        assert never_gains(kuhn.local_gains(r, op_r, de_r), alpha)
        assert all(abs(v) < 1e-9 for (who, card), v in raise_calls(r).items() if card != "K")
        status = "equilibrium for all alpha; raises called only with K"
    g = kuhn.game(r)
    rows.append((r, len(g.leaves), len(g.infosets[0]) + len(g.infosets[1]), fmt(sol.value), status))
display(Table(rows, ["raises", "leaves", "information sets", "value", "thesis's family"]))

# %% [markdown]
# ### "Deviations from equilibrium will drift back towards equilibrium"
#
# The thesis's discussion ends: "one always trends back toward this strategy in order to minimize losses. As
# theorized, deviations from equilibrium will drift back towards equilibrium." Nothing in the thesis theorizes
# it, and the simplest way of adjusting, each player in turn switching to a best reply where (and only where)
# a switch strictly gains, need not drift back. Start from the family ($\alpha = 1/2$) with one slip, the
# dealer no longer bluffing J when checked to, which the opener can exploit. Adjusting this way, the players
# (after two rounds) circle for ever between pure strategies: the opener bluffs J, calls with Q and
# check-raises K; the dealer answers by calling with Q and never bluffing; the opener then stops bluffing,
# folds Q and bets K; the dealer answers by folding Q and bluffing J; and round again. The cell certifies the
# cycle exactly: each step is a best reply to the step before (every action's gain $\le 0$) and strictly
# gains over the strategy it replaces; the opener's payoff runs $-1/3, 1/3, -1/2, 1/6$ and never returns to
# $-1/18$. (What does converge, by Robinson's theorem of 1951, is the *average* of fictitious play, a
# different process; the thesis cites neither.)

# %% tags=["thesis-drift"]
def pure(player, choice, base):
    """A pure behaviour strategy of the one-raise game: ``base``'s actions, with ``choice`` overriding."""
    g1 = kuhn.game(1)
    chosen = dict(base, **choice)
    return {i: {a: int(a == chosen[i]) for a in g1.actions[player][i]} for i in g1.infosets[player]}


opener_base = {"J:": "k", "J:kb": "f", "J:br": "f", "Q:": "k", "Q:kb": "f", "Q:br": "f", "K:": "b",
               "K:kb": "r", "K:br": "c"}
dealer_base = {"Q:k": "k", "Q:kbr": "f", "Q:b": "f", "K:k": "b", "K:kbr": "c", "K:b": "r", "J:k": "b",
               "J:kbr": "f", "J:b": "f"}
cycle = [  # (opener, dealer) in turn: each is a best reply to the one before it
    pure(0, {}, opener_base), pure(1, {}, dealer_base),
    pure(0, {"J:": "b", "Q:kb": "c", "K:": "k"}, opener_base), pure(1, {"Q:b": "c", "J:k": "k"}, dealer_base),
]


def best_reply(player, opener, dealer):
    """True if ``player``'s strategy gains nothing by any action anywhere (exact)."""
    return all(g <= 0 for by_action in kuhn.local_gains(1, opener, dealer)[player].values()
               for g in by_action.values())


for step, strategy in enumerate(cycle):
    before = cycle[step - 1]  # the last step answers the first: a cycle
    pair = (strategy, before) if step % 2 == 0 else (before, strategy)
    assert best_reply(step % 2, *pair), step
    previous_own = cycle[step - 2]  # the strategy this step replaces: the switch strictly gained
    was = (previous_own, before) if step % 2 == 0 else (before, previous_own)
    gain = kuhn.value_of(1, *pair) - kuhn.value_of(1, *was)
    assert (gain > 0) if step % 2 == 0 else (gain < 0), step
# the drift starts from the family with the dealer's J bluff dropped, and reaches the cycle
op_half, de_half = thesis_family(R(1, 2), 1)
slipped = dict(de_half, **{"J:k": {"k": 1}})
assert not never_gains(kuhn.local_gains(1, op_half, slipped), alpha)  # the opener can exploit the slip
payoffs = [kuhn.value_of(1, cycle[0], cycle[1]), kuhn.value_of(1, cycle[2], cycle[1]),
           kuhn.value_of(1, cycle[2], cycle[3]), kuhn.value_of(1, cycle[0], cycle[3])]
assert Fraction(-1, 18) not in payoffs and {kuhn.value_of(1, cycle[0], cycle[1]), kuhn.value_of(1, cycle[2], cycle[3])} == {
    Fraction(-1, 3), Fraction(-1, 2)}
print("best-reply cycle (opener, dealer):", ", ".join(str(v) for v in payoffs), "for the opener; never -1/18")

# %% [markdown]
# ## 8.4 The thesis's claims
#
# | claim (thesis) | status | cell |
# | --- | --- | --- |
# | Kuhn's game: value $-1/18$ for the opener; Kuhn's family for every $\gamma \in [0, 1]$ | confirmed (symbolic) | `kuhn-family` |
# | one raise: value still $-1/18$ | confirmed (exact) | `thesis-family` |
# | its family is an equilibrium for every $\alpha \in [0, 1]$ | confirmed (symbolic) | `thesis-family` |
# | opener's value by card: $-1$, $-1/3$, $7/6$ | confirmed | `thesis-family` |
# | check-raising is never strictly better | confirmed (and not needed: $\alpha = 0$) | `check-raise` |
# | raises are only called with the top card | proved for every equilibrium (exact; the LP agrees) | `check-raise` |
# | any number of raises: value unchanged, same strategy an equilibrium | confirmed for up to `max_raises` raises | `more-raises` |
# | deviations from equilibrium "drift back" | unsupported; best-reply adjustment cycles instead (imprecise) | `thesis-drift` |
#
# Misprints in the thesis's text (each statement is corrected by a computation in the cell named in the
# errata below): the dealer's options with the middle card when bet to ("fold or raise", should be fold
# or call); the dealer with the low card bet to "will cut his losses and check" (fold); the dealer will
# "never raise his ace" in the paragraph about his queen (queen); the tree of Kuhn's family labels the
# middle card's actions "Check / Bet" (they are check-call / check-fold: it never bets).

# %% tags=["thesis-misprints"]
at0 = {info: {a: g.subs(alpha, 0) for a, g in d.items()} for info, d in gains1[1].items()}  # alpha = 0
# with the middle card (thesis: king) facing a bet, the dealer calls or folds; raising loses strictly
assert {a for a, p in de1["Q:b"].items() if p} == {"f", "c"} and at0["Q:b"]["r"] < 0
# with the low card (thesis: queen) facing a bet he folds: checking is not an option, calling/raising lose
assert de1["J:b"] == {"f": 1} and "k" not in kuhn.game(1).actions[1]["J:b"]
assert at0["J:b"]["c"] < 0 and at0["J:b"]["r"] < 0
# in Kuhn's family the middle card (thesis: king) never bets: it checks, then calls or folds
assert kuhn_opener["Q:"] == {"k": 1} and sp.simplify(sum(kuhn_opener["Q:kb"].values()) - 1) == 0
display(Table([(a, v) for a, v in at0["Q:b"].items()], ["dealer Q facing a bet (α = 0): action", "gain"]))

# %% [markdown]
# ## 8.5 At $\gamma = 0$ Kuhn poker is von Neumann poker with the roles swapped
#
# Kuhn's game is the three-card deck of the finite-deck notebook's von Neumann poker (ante 1, bet 1), with
# two differences: **the player who acts second may bet** after a check, and (in the variants) bets may be
# raised. At $\gamma = 0$ the opener never bets, and the game *is* von Neumann's with the roles swapped: the
# dealer plays von Neumann's bettor (bluff J with $1/3$, check Q, bet K), the opener his caller (call with Q
# with $1/3$). So the dealer's $+1/18$ is exactly the bettor's value of `finite_deck.von_neumann(3, 1)`,
# and Kuhn's opener cannot do better than to let the dealer be the bettor. In pot-1 units (the continuous
# games) the bet is $B = 1/2$ and the value half as much (the cell converts it).

# %% tags=["bridge"]
vn = finite_deck.von_neumann(3, 1)
assert vn.value == -sol0.value == Fraction(1, 18)
gamma0 = {i: {a: p.subs(gamma, 0) if isinstance(p, sp.Basic) else p for a, p in d.items()} for i, d in kuhn_opener.items()}
# the dealer's first move after a check is von Neumann's bettor; the opener's answer is his caller
assert [kuhn_dealer[f"{c}:k"].get("b", 0) for c in kuhn.CARDS] == list(vn.bet_probabilities)
assert [gamma0[f"{c}:kb"].get("c", 0) for c in kuhn.CARDS] == list(vn.call_probabilities(1))
print("von Neumann, 3 cards, bet 1:", vn.value, " Kuhn (opener):", sol0.value, " in pot-1 units:", vn.pot_value)

# %% [markdown]
# ## Errata found in this section

# %% tags=["hide-input"]
display(Markdown(errata.markdown(errata.for_notebook("08_kuhn_poker"))))
