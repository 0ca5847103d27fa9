"""lcp.grid.rules: the grid game stated once, and its three presets (asymmetric, reraise, testbed) unchanged.

``python tests/grid/test_grid_rules.py --capture FILE`` writes the presets' trees and values as the code on the
path computes them (run on main before the presets were rewritten, with PYTHONPATH at that checkout:
``tests/grid_presets_before.json``, from commit ec257c9); :func:`test_presets_are_unchanged` compares.
"""

from __future__ import annotations

import hashlib
import json
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp import testbed
from lcp.continuous.hand_laws import UNIFORM, HandLaw
from lcp.finite import extensive, normal_form
from lcp.grid import asymmetric, reraise

F = Fraction
HERE = Path(__file__).resolve().parents[1]
BEFORE = HERE / "grid_presets_before.json"
LAWS = [
    (UNIFORM, UNIFORM),
    (UNIFORM, HandLaw("max_of", 2)),
    (HandLaw("min_of", 2), UNIFORM),
    (UNIFORM, HandLaw("capped", F(1, 2))),
    (UNIFORM, HandLaw("floored", F(1, 4))),
    (HandLaw("max_of", 3), HandLaw("min_of", 2)),
]


def preset_games():
    """``{key: (leaves thunk, value thunk)}``: small games of the three presets, through their public names only
    (the same calls before and after the rewrite)."""
    out = {}
    for n in (2, 3, 4, 5, 6):
        for sizes in ([1], [F(1, 2), 2], [F(1, 3), 1, 3]):
            for b, c in LAWS:
                out[f"asymmetric n={n} sizes={sizes} laws={b.label}/{c.label}"] = (
                    lambda n=n, s=sizes, b=b, c=c: asymmetric.leaves(n, s, b, c),
                    lambda n=n, s=sizes, b=b, c=c: asymmetric.solve(n, s, b, c).value,
                )
    for n in (2, 3, 4, 5):
        for sizes in ([1], [F(1, 2), 1], [1, 2]):
            for inc in ([], [1], [F(1, 2), 1]):
                for stack in (None, 2):
                    for b, c in LAWS[:3]:
                        out[f"reraise n={n} sizes={sizes} inc={inc} stack={stack} laws={b.label}/{c.label}"] = (
                            lambda n=n, s=sizes, i=inc, k=stack, b=b, c=c: reraise.leaves(n, s, i, k, b, c),
                            lambda n=n, s=sizes, i=inc, k=stack, b=b, c=c: reraise.solve(n, s, i, k, b, c).value,
                        )
    for hands in (2, 3, 4, 5, 6):
        for L, U, k in ((1, 1, 1), (F(1, 2), 2, 2), (1, 2, 3), (F(1, 4), 4, 3)):
            for deal in ("buckets", "deck"):
                for spacing in ("uniform", "geometric") if k >= 3 else ("uniform",):
                    g = testbed.build(L, U, hands, k, spacing, deal)
                    out[f"testbed hands={hands} L={L} U={U} k={k} deal={deal} spacing={spacing}"] = (
                        g.leaves,
                        lambda g=g: g.solve().value,
                    )
    return out


def digest(leaves) -> str:
    """A fingerprint of a tree: every leaf's deal, chance, payoff and moves, in order."""
    text = repr([(leaf.deal, str(leaf.chance), str(leaf.payoff), leaf.moves) for leaf in leaves])
    return hashlib.sha256(text.encode()).hexdigest()


def capture(path: str) -> None:
    rows = {}
    for key, (tree, value) in preset_games().items():
        leaves = tree()
        rows[key] = {"leaves": len(leaves), "digest": digest(leaves), "value": str(value())}
    Path(path).write_text(json.dumps(rows, indent=0, sort_keys=True) + "\n")


# --- the presets, before and after -------------------------------------------------------------------------


def test_presets_are_unchanged():
    """Every tree of 366 small games of the three presets is the one the separate modules built (so their
    sequence forms, LPs and answers are too), and one game in nine is solved again: the same exact value."""
    before = json.loads(BEFORE.read_text())
    games = preset_games()
    assert sorted(games) == sorted(before)
    for t, (key, (tree, value)) in enumerate(sorted(games.items())):
        leaves = tree()
        assert (len(leaves), digest(leaves)) == (before[key]["leaves"], before[key]["digest"]), key
        if t % 9 == 0:
            assert str(value()) == before[key]["value"], key


# --- the rules ----------------------------------------------------------------------------------------------

SIZES = st.fractions(F(1, 4), 4, max_denominator=4)


@given(
    edge=st.sampled_from([F(-1), F(1), F(0), F(-1, 3), F(5, 7)]),
    bet=SIZES,
    rise=SIZES,
    answer=st.sampled_from(["fold", "call", "raise"]),
    bettor_calls=st.booleans(),
)
@settings(max_examples=60, deadline=None, derandomize=True)
def test_payoff_is_the_pot_accounting(edge, bet, rise, answer, bettor_calls):
    """The one payoff against the pot, counted chip by chip: each antes 1/2, puts in what he bets or calls,
    and the pot goes to the player who did not fold, or at a showdown its share (1 + edge) / 2 to the bettor."""
    from lcp.grid import rules

    raise_to = bet + rise
    mine = {"fold": F(1, 2) + bet, "call": F(1, 2) + bet, "raise": F(1, 2) + (raise_to if bettor_calls else bet)}
    his = {"fold": F(1, 2), "call": F(1, 2) + bet, "raise": F(1, 2) + raise_to}
    pot = mine[answer] + his[answer]
    if answer == "fold":
        share = pot
    elif answer == "raise" and not bettor_calls:
        share = F(0)
    else:
        share = pot * (1 + edge) / 2
    assert rules.payoff(edge, bet, answer, raise_to, bettor_calls) == share - mine[answer]
    assert rules.payoff(edge) == (1 + edge) / 2 - F(1, 2)  # a check: a showdown for the antes


@given(x=st.integers(1, 6), y=st.integers(1, 6), bet=SIZES, called=st.booleans())
@settings(max_examples=30, deadline=None, derandomize=True)
def test_the_presets_count_hands_their_own_way_and_pay_alike(x, y, bet, called):
    """asymmetric and reraise name bucket x (1..n) what testbed and the rules call hand x - 1."""
    from lcp.grid import rules

    answer = "call" if called else "fold"
    want = rules.GridGame(6, (bet,)).payoff(x - 1, y - 1, bet, answer)
    assert asymmetric.payoff(x, y, bet, called) == reraise.payoff(x, y, bet, answer) == want
    assert testbed.payoff(x - 1, y - 1, bet, called) == want


@given(
    size=SIZES,
    increments=st.lists(SIZES, max_size=3, unique=True),
    stack=st.one_of(st.none(), st.fractions(F(1, 4), 8, max_denominator=4)),
)
@settings(max_examples=60, deadline=None, derandomize=True)
def test_the_two_stack_rules(size, increments, stack):
    from lcp.grid import rules

    drop, all_in = (rules.raises(size, increments, stack, rule) for rule in rules.STACK_RULES)
    wanted = sorted(size + d for d in increments)
    if stack is None:
        assert list(drop) == list(all_in) == wanted
        return
    assert list(drop) == [r for r in wanted if r <= stack]  # a raise past the stack is not made
    past = [r for r in wanted if r > stack]
    assert list(all_in) == list(drop) + ([stack] if past and size < stack and stack not in drop else [])
    assert all(size < r <= stack for r in all_in)


GAMES = st.builds(
    lambda n, sizes, deal, laws, increments, stack, rule, tie: dict(
        hands=n,
        sizes=tuple(sizes),
        deal=deal,
        bettor_law=laws[0] if deal == "buckets" else UNIFORM,
        caller_law=laws[1] if deal == "buckets" else UNIFORM,
        increments=tuple(increments),
        stack=None if stack is None else max(stack, *sizes),
        stack_rule=rule,
        tie=tie,
    ),
    st.integers(2, 4),
    st.lists(SIZES, min_size=1, max_size=2, unique=True),
    st.sampled_from(["buckets", "deck"]),
    st.sampled_from(LAWS),
    st.lists(SIZES, max_size=2, unique=True),
    st.one_of(st.none(), st.fractions(F(1, 4), 3, max_denominator=4)),
    st.sampled_from(["drop", "all-in"]),
    st.sampled_from(["split", "exact"]),
)


@given(spec=GAMES)
@settings(max_examples=25, deadline=None, derandomize=True)
def test_the_tree_follows_the_rules(spec):
    """The leaves: as many as counted, chance summing to 1 over the deals, every payoff the one payoff's, and
    the two naming schemes the same tree."""
    from lcp.grid import rules

    g = rules.GridGame(**spec)
    grid, named = g.leaves("grid"), g.leaves("testbed")
    assert len(grid) == len(named) == g.leaf_count
    assert sum(leaf.chance for leaf in grid if len(leaf.moves) == 1) == 1
    assert [(a.chance, a.payoff) for a in grid] == [(b.chance, b.payoff) for b in named]
    for leaf in named:
        i, j = map(int, leaf.deal.split(","))
        moves = [m[2] for m in leaf.moves]
        bet = F(0) if moves[0] == "check" else F(moves[0].split()[1])
        answer = "call" if len(moves) == 1 else "raise" if moves[1].startswith("raise") else moves[1]
        raise_to = F(moves[1].split()[1]) if answer == "raise" else None
        assert leaf.payoff == g.payoff(i, j, bet, answer, raise_to, len(moves) == 3 and moves[2] == "call")
        if answer == "raise":
            assert raise_to in g.raises(bet)


@pytest.mark.parametrize(
    "kwargs, error, match",
    [
        (dict(hands=1), ValueError, "hands"),
        (dict(sizes=()), ValueError, "sizes"),
        (dict(sizes=(0.5,)), TypeError, "sizes"),
        (dict(deal="cards"), ValueError, "deal"),
        (dict(deal="deck", caller_law=HandLaw("max_of", 2)), ValueError, "caller_law"),
        (dict(bettor_law="uniform"), TypeError, "bettor_law"),
        (dict(increments=(1, 1)), ValueError, "increments"),
        (dict(stack=F(1, 2)), ValueError, "stack"),
        (dict(stack_rule="cap"), ValueError, "stack_rule"),
        (dict(tie="half"), ValueError, "tie"),
    ],
)
def test_refusals_name_the_parameter(kwargs, error, match):
    from lcp.grid import rules

    with pytest.raises(error, match=match):
        rules.GridGame(**{"hands": 3, "sizes": (1,), **kwargs})


def test_the_caps_are_one_policy():
    from lcp.continuous import hand_laws
    from lcp.grid import rules

    assert asymmetric.MAX_BUCKETS == reraise.MAX_BUCKETS == testbed.MAX_HANDS == rules.MAX_HANDS
    assert (
        asymmetric.MAX_SIZES == testbed.MAX_SIZES == rules.MAX_SIZES and reraise.MAX_INCREMENTS == rules.MAX_INCREMENTS
    )
    assert reraise.MAX_LEAVES == testbed.MAX_EXACT_LEAVES == rules.MAX_EXACT_LEAVES < rules.MAX_TREE_LEAVES
    assert rules.MAX_HANDS <= hand_laws.MAX_BUCKETS  # every game's laws can be cut into its buckets
    with pytest.raises(ValueError, match="the exact solve takes trees up to 300,000 leaves"):
        asymmetric.solve(200, range(1, 5))  # 360,000 leaves, refused before any is built


# --- one certificate per solve -------------------------------------------------------------------------------


def test_one_certificate_per_solve(monkeypatch):
    """extensive.solve proves its answer once, and the presets hand that certificate on: certify runs once per
    solve, and not again when a result's certificate is asked for (the separate modules ran it twice)."""
    calls = []
    certify = extensive.certify
    monkeypatch.setattr(extensive, "certify", lambda *a: calls.append(1) or certify(*a))
    eq = asymmetric.solve(4, [1, 2])
    assert eq.certificate.is_equilibrium and eq.certificate.value == eq.value
    r = reraise.solve(3, [1], [1])
    assert r.certificate.is_equilibrium and r.certificate.value == r.value
    sol = testbed.build(1, 2, hands=4, k=2).solve()
    assert sol.certificate.is_equilibrium and sol.certificate.value == sol.value
    assert len(calls) == 3
    monkeypatch.setattr(extensive, "certify", certify)
    assert eq.certificate == asymmetric.certify(4, [1, 2], eq.bettor, eq.caller)  # what a second proof finds


def test_a_changed_result_is_certified_anew():
    import dataclasses

    eq = asymmetric.solve(4, [1])
    greedy = dataclasses.replace(eq, bettor={x: {F(0): 0, F(1): 1} for x in eq.bettor})
    assert eq.certificate.is_equilibrium and not greedy.certificate.is_equilibrium


# --- what equal buckets pay ----------------------------------------------------------------------------------


@given(law=st.sampled_from([law for pair in LAWS for law in pair]), n=st.integers(2, 5))
@settings(max_examples=10, deadline=None, derandomize=True)
def test_one_law_the_two_tie_rules_are_one_game(law, n):
    from lcp.grid import rules

    split, exact = (rules.GridGame(n, (1, 2), bettor_law=law, caller_law=law, tie=tie) for tie in rules.TIES)
    assert digest(split.leaves()) == digest(exact.leaves())


def test_exact_ties_make_the_grid_the_continuous_game_on_bucket_strategies():
    """A profile constant on buckets, played with real hands X ~ uniform and Y ~ max of 2: its value, by sympy's
    integrals of the continuous payoff over each pair of buckets, is the grid game's with tie="exact", and not
    the grid game's with ties split."""
    import random

    import sympy as sp

    from lcp.grid import rules

    n, s = 3, F(1)
    laws = (UNIFORM, HandLaw("max_of", 2))
    x, y = sp.symbols("x y", real=True)
    f, g = sp.Integer(1) + 0 * x, 2 * y  # the two densities
    rng = random.Random(7)
    bet = [F(rng.randint(0, 4), 4) for _ in range(n)]
    call = [F(rng.randint(0, 4), 4) for _ in range(n)]

    def integral(expr, var, lo, hi):  # a polynomial's definite integral (sympy's Poly: fast and exact)
        antiderivative = sp.Poly(expr, var).integrate().as_expr()
        return antiderivative.subs(var, hi) - antiderivative.subs(var, lo)

    def edge(i, j):  # E[sign(X - Y); X in bucket i, Y in bucket j]
        lo_i, hi_i, lo_j, hi_j = (sp.Rational(k, n) for k in (i, i + 1, j, j + 1))
        mass = integral(f, x, lo_i, hi_i) * integral(g, y, lo_j, hi_j)
        if i != j:
            return (1 if i > j else -1) * mass, mass
        above = integral(f * integral(g, y, lo_j, x), x, lo_i, hi_i)  # P(Y < X, both in the bucket)
        return 2 * above - mass, mass

    total = sp.Integer(0)
    for i in range(n):
        for j in range(n):
            e, mass = edge(i, j)
            b, c = sp.Rational(bet[i]), sp.Rational(call[j])
            total += (1 - b) * e / 2 + b * (c * (sp.Rational(1, 2) + s) * e + (1 - c) * mass / 2)
    values = {}
    for tie in rules.TIES:
        game = rules.GridGame(n, (s,), bettor_law=laws[0], caller_law=laws[1], tie=tie)
        b1 = {f"x{i}": {"check": 1 - bet[i], f"bet {s}": bet[i]} for i in range(n)}
        b2 = {f"y{j}|bet {s}": {"fold": 1 - call[j], "call": call[j]} for j in range(n)}
        values[tie] = game.certify(b1, b2, "testbed").value
    assert values["exact"] == F(str(total)) != values["split"]


@pytest.mark.parametrize(
    "spec",
    [
        dict(hands=3, sizes=(1,), caller_law=HandLaw("max_of", 2), tie="exact"),
        dict(hands=2, sizes=(F(1, 2),), increments=(1,), stack=1, stack_rule="all-in"),
        dict(hands=3, sizes=(1,), deal="deck", increments=(1,)),
    ],
    ids=["exact ties", "all-in raise", "deck with a raise"],
)
def test_new_rules_against_brute_force(spec):
    """The variants the separate modules did not have, solved exactly and by the normal form (another LP)."""
    from lcp.grid import rules

    g = rules.GridGame(**spec)
    sol = g.solve()
    assert sol.certificate.is_equilibrium and sol.certificate.value == sol.value
    assert normal_form.value(g.sequence_form()) == pytest.approx(float(sol.value), abs=1e-9)


if __name__ == "__main__" and sys.argv[1:2] == ["--capture"]:
    capture(sys.argv[2])
