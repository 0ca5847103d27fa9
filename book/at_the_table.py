"""The page "At the table": what limit continuous poker's equilibrium says to a poker player, in plain words.

Every number on the page is computed here by ``lcp`` when the site is built (:func:`numbers`), and every
sentence that compares numbers (a bluff for so many value bets, a larger cap worth more) is checked on
them before the page is written (:func:`page` raises otherwise). Units: the pot-1 convention (each player
antes half the pot; a bet of size s is s pots); the bettor's edge is his expected net winning per hand.

The running example is a game where the bettor may bet from half the pot to twice the pot,
(L, U) = (1/2, 2): :func:`lcp.continuous.limit.exact_fractions` gives its thresholds exactly, ``lcp.continuous.limit.solve`` the
caller's threshold c(s) at each size, :func:`lcp.continuous.limit.value` the value of other limits (the cap at
infinity included).
"""

from __future__ import annotations

import math
from fractions import Fraction

EXAMPLE = (Fraction(1, 2), Fraction(2))  # (L, U): bets from half the pot to two pots
SIZES = (Fraction(1, 2), Fraction(3, 4), Fraction(1), Fraction(3, 2), Fraction(2))  # sizes of the calling table
CAPS = (Fraction(1, 2), Fraction(1), Fraction(2), Fraction(4), math.inf)  # U, with L = 1/2
FLOORS = (Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(1), Fraction(2))  # L, with no cap
MIRROR = ((Fraction(1, 4), Fraction(1)), (Fraction(1), Fraction(4)))  # V(L, U) = V(1/U, 1/L)
POT = 100  # chips in the pot, for the plain reading of an edge


def pct(p, digits: int = 1) -> str:
    """A probability as a percentage, rounded half to even from its exact value when it is a Fraction."""
    return f"{float(p) * 100:.{digits}f} %"


def size_words(s) -> str:
    """A bet size in pots, in words a player uses."""
    names = {
        Fraction(1, 4): "a quarter of the pot",
        Fraction(1, 2): "half the pot",
        Fraction(3, 4): "three quarters of the pot",
        Fraction(1): "the pot",
        Fraction(3, 2): "1.5 pots",
        Fraction(2): "two pots",
        Fraction(4): "four pots",
        Fraction(5): "five pots",
        Fraction(10): "ten pots",
    }
    if s == math.inf:
        return "no cap"
    return names.get(Fraction(s), f"{float(s):g} pots")


def numbers() -> dict:
    """Everything the page states, computed by lcp (exact Fractions where lcp has them, floats otherwise)."""
    from lcp.continuous import limit

    L, U = EXAMPLE
    ex = limit.exact_fractions(L, U)
    x = [ex[f"x{k}"] for k in range(6)]
    eq = limit.solve(float(L), float(U))
    calls = []
    for s in SIZES:
        c = float(eq.call(float(s)))
        calls.append(
            {"s": s, "call": 1 - c, "threshold": c, "pot_odds": s / (1 + 2 * s)}
        )  # the share of calls that must win to break even
    caps = [{"L": L, "U": u, "value": float(limit.value(float(L), float(u)))} for u in CAPS]
    floors = [{"L": lo, "U": math.inf, "value": float(limit.value(float(lo), math.inf))} for lo in FLOORS]
    mirror = [{"L": a, "U": b, "value": limit.exact_fractions(a, b)["value"]} for a, b in MIRROR]
    return {
        "L": L,
        "U": U,
        "x": x,
        "b0": ex["b0"],
        "value": ex["value"],
        "bluff": x[2],
        "check": x[3] - x[2],
        "value_bets": 1 - x[3],
        "bluff_max": x[0],
        "bluff_between": x[1] - x[0],
        "bluff_min": x[2] - x[1],
        "value_min": x[4] - x[3],
        "value_between": x[5] - x[4],
        "value_max": 1 - x[5],
        "ratio_min": (x[2] - x[1]) / (x[4] - x[3]),  # bluffs per value bet at the minimum size
        "ratio_max": x[0] / (1 - x[5]),  # ... at the maximum size
        "calls": calls,
        "caps": caps,
        "floors": floors,
        "mirror": mirror,
    }


def _check(n: dict) -> None:
    """The comparisons the prose makes, on the numbers it shows."""
    L, U = n["L"], n["U"]
    # at each size the caller is indifferent: s/(1+s) bluffs per value bet (two ways: thresholds, pot odds)
    assert n["ratio_min"] == L / (1 + L), n["ratio_min"]
    assert n["ratio_max"] == U / (1 + U), n["ratio_max"]
    assert 0 < n["bluff"] < n["value_bets"]
    calls = [c["call"] for c in n["calls"]]
    assert all(a > b for a, b in zip(calls, calls[1:])), calls  # bigger bets are called less often
    assert n["ratio_min"] / (1 + n["ratio_min"]) == n["calls"][0]["pot_odds"]  # the bluff share at L
    caps = [c["value"] for c in n["caps"]]
    assert all(a < b for a, b in zip(caps, caps[1:])), caps  # a larger cap is worth more to the bettor
    floors = [c["value"] for c in n["floors"]]
    assert all(a > b for a, b in zip(floors, floors[1:])), floors  # a larger minimum is worth less
    assert n["mirror"][0]["value"] == n["mirror"][1]["value"]
    assert math.isclose(float(n["value"]), caps[CAPS.index(U)], rel_tol=1e-12)
    for shown in ([pct(v, 2) for v in caps], [pct(v, 2) for v in floors]):  # the tables show the change
        assert len(set(shown)) == len(shown), shown


def page() -> str:
    """The page as MyST Markdown."""
    n = numbers()
    _check(n)
    L, U = n["L"], n["U"]
    link = f"explorer.html?L={float(L):g}&U={float(U):g}"
    calls = "\n".join(
        f"| {size_words(c['s'])} ({float(c['s']):g}) | {pct(c['call'])} | {pct(c['pot_odds'])} |" for c in n["calls"]
    )
    caps = "\n".join(f"| {size_words(c['U'])} | {pct(c['value'], 2)} |" for c in n["caps"])
    floors = "\n".join(
        f"| {size_words(c['L']) if c['L'] else 'no minimum (0)'} | {pct(c['value'], 2)} |" for c in n["floors"]
    )
    (a, b), (a2, b2) = MIRROR
    return f"""# At the table

What the equilibrium of *Limit Continuous Poker* tells a poker player, in plain words. The game is the
simplest heads-up spot there is: each player puts half the pot in (the pot is 1), the {{term}}`bettor` sees
his hand and either checks (the better hand wins the pot) or bets any amount between a minimum and a
maximum; the {{term}}`caller` then calls or folds. A hand is a number between 0 and 1 (a percentile: 0.9
beats 90 % of hands). Sizes are in pots ({{term}}`pot-1 convention`).

The running example: **bets from {size_words(L)} to {size_words(U)}** (the paper's $L = {L}$, $U = {U}$).
Every number below is computed by the package `lcp` when this page is built, from the equilibrium the
companion certifies exactly ({{doc}}`notebooks/03_lcp_derivation`); none is typed in.
<a class="table-explorer" href="{link}">Open this game in the explorer</a> and move the limits yourself.

## How to bluff, and with which hands

- **Bluff with your worst hands, not your middling ones.** The weakest {pct(n["bluff"])} of hands bet as a
  bluff; the next {pct(n["check"])} check (they may win at showdown); the best {pct(n["value_bets"])} bet
  for value. A bet with a middling hand would be called only by hands that beat it, and would fold only
  hands it beats anyway.
- **Big bluffs come from the very worst hands; big value bets from the very best.** The worst
  {pct(n["bluff_max"])} of hands bluff the maximum, {size_words(U)}; the next {pct(n["bluff_between"])}
  bluff sizes in between, smaller as the hand gets better; the {pct(n["bluff_min"])} just below the
  checking hands bluff the minimum. On the value side it runs the other way: {pct(n["value_min"])} of hands bet the minimum,
  {pct(n["value_between"])} sizes in between, and the best {pct(n["value_max"])} bet the maximum.
- **Each size carries its own mix of bluffs.** At every size a bet of $s$ pots is a bluff $s/(1 + s)$ as
  often as it is a value bet, just enough that calling it and folding it earn the caller the same. At
  {size_words(L)} that is **one bluff for every {float(1 / n["ratio_min"]):g} value bets**; at {size_words(U)},
  **{n["ratio_max"].numerator} bluffs for every {n["ratio_max"].denominator} value bets**: the bigger the bet,
  the more often it is a bluff.
- This is the paper's plan. Which bluffing hand bets which size is in fact free (the mirror plan, with the
  bigger bluffs from the better bluffing hands, is an equilibrium as good: see the verdict on the
  {{doc}}`landing page <index>`); what is fixed is *how often* each size is a bluff.

## How often to call

Call a bet of size $s$ with every hand above the threshold $c(s)$, fold the rest. In the example:

| the bet | call with this share of hands | the bet is a bluff this often |
| --- | --- | --- |
{calls}

The bigger the bet, the fewer hands call it. The weakest hand that calls beats the bluffs and nothing
else, and it wins exactly as often as the pot odds demand: a call of $s$ wins $1 + s$, so it breaks even
when it wins $s/(1 + 2s)$ of the time, which is how often a bet of $s$ is a bluff (the last column). Both
players are then indifferent where they must be: the caller with the threshold hand, the bettor between his
bluff sizes, so neither has a size or a hand to exploit.

## Who gains from a larger cap

The game favours the bettor, who sees his hand and acts first; the caller loses what the bettor wins. In
the example the bettor's edge is {pct(n["value"], 2)} of the pot per hand (he wins
{float(n["value"]) * POT:.2f} chips a hand, on average, when the pot is {POT} chips). **A larger cap helps the
bettor**, with the minimum at {size_words(L)}:

| the cap | the bettor's edge (share of the pot) |
| --- | --- |
{caps}

**A larger minimum hurts him**, with no cap:

| the minimum bet | the bettor's edge (share of the pot) |
| --- | --- |
{floors}

So the caller's side of the table wants a high minimum and a low cap, the bettor's the reverse. Only the
ratio to the pot matters, in a mirror: bets from {size_words(a)} to {size_words(b)} are worth
{pct(n["mirror"][0]["value"], 3)} of the pot, exactly as much as bets from {size_words(a2)} to
{size_words(b2)} ({pct(n["mirror"][1]["value"], 3)}): swapping $L$ for $1/U$ and $U$ for $1/L$ leaves the
value unchanged ({{doc}}`notebooks/05_parameter_analysis`).

## Where this comes from

The thresholds are the paper's $x_0, \\dots, x_5$ and $c(s)$ ({{doc}}`conventions`, {{doc}}`glossary`);
{{doc}}`notebooks/03_lcp_derivation` derives and certifies them, {{doc}}`notebooks/04_payoff_regions` the value,
{{doc}}`notebooks/05_parameter_analysis` how it moves with the limits.
<a href="{link}">The explorer</a> draws the strategy for any limits and deals hands against it.
"""
