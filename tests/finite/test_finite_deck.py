"""lcp.finite.finite_deck: pure, threshold and mixed equilibria, exact certificates, saturation, bad input.

The payoffs are re-derived here by brute force over deals (``_payoff`` below), independently of the
prefix-sum formulas in the module.
"""

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.finite import finite_deck as fd


def _payoff(n, sizes, bettor, caller):
    """Player I's expected payoff, deal by deal from the rules (ante 1)."""
    total = Fraction(0)
    for i, j in itertools.permutations(range(1, n + 1), 2):
        sign = 1 if i > j else -1
        for k, s in enumerate(sizes):
            p = Fraction(bettor[i - 1][k])
            if k == 0:
                total += p * sign
            else:
                q = Fraction(caller[j - 1][k])
                total += p * ((1 - q) + q * sign * (1 + s))
    return total / (n * (n - 1))


def _pure(n, b, s1, s2):
    bettor = [[0, 1] if c in s1 else [1, 0] for c in range(1, n + 1)]
    caller = [[1, 1] if c in s2 else [1, 0] for c in range(1, n + 1)]
    return _payoff(n, (0, b), bettor, caller)


def _subsets(n):
    cards = range(1, n + 1)
    return [frozenset(c) for r in range(n + 1) for c in itertools.combinations(cards, r)]


# --- pure equilibria -----------------------------------------------------------------------------


def test_payoff_matrix_matches_the_rules():
    for n, b in [(2, 2), (3, 1), (4, 3)]:
        M = fd.payoff_matrix(n, b)
        for r, c in itertools.product(range(2**n), repeat=2):
            s1, s2 = fd.cards_of_mask(r), fd.cards_of_mask(c)
            assert Fraction(int(M[r, c]), n * (n - 1)) == _pure(n, b, s1, s2)


@pytest.mark.parametrize("b", [1, 2, 3, 5])
@pytest.mark.parametrize("n", range(2, 10))
def test_separable_search_equals_full_matrix(n, b):
    assert fd.pure_equilibria(n, b) == fd.pure_equilibria_by_matrix(n, b)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_pure_equilibria_are_saddle_points_by_brute_force(n):
    b = 2
    subs = _subsets(n)
    table = {(s1, s2): _pure(n, b, s1, s2) for s1 in subs for s2 in subs}
    saddles = [
        (s1, s2)
        for s1 in subs
        for s2 in subs
        if table[s1, s2] == min(table[s1, t] for t in subs) == max(table[t, s2] for t in subs)
    ]
    got = fd.pure_equilibria(n, b)
    assert sorted(map(tuple, ((sorted(p[0]), sorted(p[1])) for p in saddles))) == sorted(
        (sorted(a), sorted(c)) for a, c in got
    )


def test_pure_equilibrium_values_equal_mixed_values():
    for n in range(2, 14):
        pe = fd.pure_equilibria(n, 2)
        assert pe.maximin <= fd.von_neumann(n, 2).value <= pe.minimax
        if len(pe):
            assert pe.value == fd.von_neumann(n, 2).value


def test_eighteen_cards_by_exhaustive_search():
    # the finite-deck paper's pure equilibrium for n = 18, b = 2 is among all 2^18 x 2^18 saddle points
    pe = fd.pure_equilibria(18, 2)
    printed = (frozenset({1, 2, 15, 16, 17, 18}), frozenset(range(11, 19)))
    assert printed in pe.equilibria and pe.value == fd.von_neumann(18, 2).value


# --- threshold equilibria ------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 7, 9, 10, 11, 20, 25, 26, 27, 37, 50])
def test_threshold_equilibria_are_full_equilibria(n):
    te = fd.threshold_equilibria(n, 2)
    if te.value is None:
        return
    assert all(te.unrestricted) and te.cuts
    assert te.value == fd.von_neumann(n, 2).value
    for A, B, C in te.cuts:
        bettor = [[1, 0] if A <= c <= B else [0, 1] for c in range(1, n + 1)]
        caller = [[1, int(c >= C)] for c in range(1, n + 1)]
        assert fd.certify(n, (0, 2), bettor, caller).is_equilibrium


# --- mixed equilibria: exact certificates --------------------------------------------------------


def _check(eq):
    cert = eq.certificate
    assert cert.is_equilibrium and cert.payoff == eq.value
    assert _payoff(eq.n, eq.sizes, eq.bettor, eq.caller) == eq.value
    assert math.isclose(eq.lp_value, float(eq.value), rel_tol=1e-7, abs_tol=1e-9)
    for row in eq.bettor:
        assert sum(row) == 1 and all(isinstance(x, (int, Fraction)) and x >= 0 for x in row)
    for row in eq.caller:
        assert row[0] == 1 and all(0 <= x <= 1 for x in row)


@settings(max_examples=40)
@given(st.integers(2, 14), st.integers(1, 6))
def test_von_neumann_lp_value_equals_certified_value(n, b):
    _check(fd.von_neumann(n, b))


@settings(max_examples=40)
@given(st.integers(2, 12), st.integers(1, 5))
def test_newman_lp_value_equals_certified_value(n, b):
    _check(fd.newman(n, b))


@settings(max_examples=15)
@given(st.integers(2, 9), st.lists(st.fractions(Fraction(1, 4), 6), min_size=1, max_size=3, unique=True))
def test_rational_menus_are_certified(n, sizes):
    _check(fd.solve(n, sizes))


@pytest.mark.parametrize("n,b", [(2, 1), (3, 2), (4, 2), (5, 1), (6, 3), (7, 2)])
def test_behavioural_lp_matches_the_paper_matrix_game(n, b):
    assert math.isclose(fd.matrix_game_value(n, b), float(fd.von_neumann(n, b).value), abs_tol=1e-9)


@pytest.mark.parametrize("n,b", [(3, 1), (4, 2), (5, 3), (7, 3), (6, 4)])
def test_polynomial_lp_matches_djn(n, b):
    assert math.isclose(fd.djn_value(n, b), float(fd.newman(n, b).value), abs_tol=1e-9)


def test_certify_detects_a_deviation():
    eq = fd.von_neumann(3, 1)
    caller = [list(r) for r in eq.caller]
    caller[1][1] = Fraction(1, 2)  # card 2 calls too often: Player I stops bluffing card 1
    cert = fd.certify(3, eq.sizes, eq.bettor, caller)
    assert cert.bettor_gain > 0 and not cert.is_equilibrium


def test_gains_are_best_responses_by_brute_force():
    n, b = 5, 2
    eq = fd.von_neumann(n, b)
    # Player II: every pure subset; Player I: every pure subset
    best_II = min(_payoff(n, eq.sizes, eq.bettor, [[1, int(c in s)] for c in range(1, n + 1)]) for s in _subsets(n))
    best_I = max(
        _payoff(n, eq.sizes, [[0, 1] if c in s else [1, 0] for c in range(1, n + 1)], eq.caller) for s in _subsets(n)
    )
    assert best_II == eq.value == best_I


def test_value_is_monotone_in_the_menu():
    assert fd.newman(9, 1).value <= fd.newman(9, 2).value <= fd.newman(9, 3).value
    assert fd.solve(8, (2,)).value <= fd.solve(8, (1, 2)).value


# --- saturation ----------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 5, 7, 10, 13])
def test_saturation_is_the_first_bet_reaching_the_final_value(n):
    sat = fd.saturation(n)
    assert fd.newman(n, sat.b).value == sat.value
    if sat.b > 1:
        assert fd.newman(n, sat.b - 1).value < sat.value
    assert fd.newman(n, sat.b + 4).value == sat.value  # the proof's claim, checked directly


def test_extension_proof_refuses_an_unsaturated_equilibrium():
    sat = fd.saturation(10)
    assert not fd.extends_to_larger_bets(fd.newman(10, sat.b - 1))
    assert fd.extends_to_larger_bets(fd.newman(10, 2 * 10))


@pytest.mark.slow  # about 6 s: Newman poker solved and saturated for every deck up to 40 cards
def test_saturation_law_and_the_drops_of_the_saturated_value():
    """Notebook 6, cell saturation-law: b*(n) within 0.75 of sqrt(24n/7) - 2; the value is not monotone.
    The drop at n = 8 -> 9 is checked against the plain newman solutions at a bet beyond both saturations."""
    sats = {n: fd.saturation(n) for n in range(2, 41)}
    assert all(abs(s.b - (math.sqrt(24 * n / 7) - 2)) < 0.75 for n, s in sats.items())
    assert all(sats[n + 1].b >= sats[n].b for n in range(2, 40))
    assert fd.newman(9, 8).value == sats[9].value < sats[8].value == fd.newman(8, 8).value
    drops = [n for n in range(2, 40) if sats[n + 1].value < sats[n].value]
    assert drops[:3] == [8, 15, 16] and len(drops) >= 5


# --- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize("func", [fd.von_neumann, fd.newman, fd.pure_equilibria, fd.threshold_equilibria])
def test_bad_deck_and_bet(func):
    with pytest.raises(ValueError, match="n must be"):
        func(1, 2)
    with pytest.raises(ValueError, match="b must be"):
        func(5, 0)
    with pytest.raises(TypeError, match="b must be"):
        func(5, 2.0)
    with pytest.raises(TypeError, match="n must be"):
        func(5.5, 2)
    with pytest.raises(TypeError, match="n must be"):
        func(True, 2)
    with pytest.raises(TypeError, match="b must be"):
        func(5, float("nan"))


def test_bad_menus_and_strategies():
    with pytest.raises(ValueError, match="sizes"):
        fd.solve(4, ())
    with pytest.raises(ValueError, match="sizes"):
        fd.solve(4, (1, -1))
    with pytest.raises(TypeError, match="sizes"):
        fd.solve(4, (0.5,))
    with pytest.raises(ValueError, match="distinct"):
        fd.solve(4, (1, 1))
    with pytest.raises(ValueError, match="n must be"):
        fd.pure_equilibria(fd.MAX_PURE_CARDS + 1, 2)
    with pytest.raises(ValueError, match="probability distribution"):
        fd.certify(2, (0, 1), [[1, 1], [1, 0]], [[1, 0], [1, 0]])
    assert np.array_equal(fd.payoff_matrix(2, 2), fd.payoff_matrix(np.int64(2), 2))


# --- symbolic proof for families of decks -------------------------------------------------------


def test_threshold_proof_for_nine_k_and_nine_k_plus_one():
    import sympy as sp

    k = sp.Symbol("k", integer=True, positive=True)
    for n, A, B, C in ((9 * k, k + 1, 7 * k, 5 * k + 1), (9 * k + 1, k + 1, 7 * k + 1, 5 * k + 2)):
        proof = fd.threshold_proof(n, 2, A, B, C, k)
        assert proof.holds and proof.value == Fraction(1, 9)
        for kv in (1, 2, 5):  # the symbolic conditions agree with the exact certificate of each deck
            nv, Av, Bv, Cv = (int(e.subs(k, kv)) for e in (n, A, B, C))
            bettor = [[1, 0] if Av <= c <= Bv else [0, 1] for c in range(1, nv + 1)]
            caller = [[1, int(c >= Cv)] for c in range(1, nv + 1)]
            cert = fd.certify(nv, (0, 2), bettor, caller)
            assert cert.is_equilibrium and cert.payoff == proof.value


def test_threshold_proof_rejects_a_wrong_family():
    import sympy as sp

    k = sp.Symbol("k", integer=True, positive=True)
    proof = fd.threshold_proof(9 * k, 2, k + 2, 7 * k, 5 * k + 1, k)  # one bluff card too many
    assert not proof.holds
    nv = 18
    bettor = [[1, 0] if 4 <= c <= 14 else [0, 1] for c in range(1, nv + 1)]
    assert not fd.certify(nv, (0, 2), bettor, [[1, int(c >= 11)] for c in range(1, nv + 1)]).is_equilibrium


def _best_reply_value(n, b, C, alpha):
    """Player I's best-reply value against "call j >= C, card C - 1 with probability alpha", deal by deal."""

    def call(j):
        return Fraction(1) if j >= C else (Fraction(alpha) if j == C - 1 else Fraction(0))

    best = sum(
        max(sum(_payoff_pair(i, j, size, call(j)) for j in range(1, n + 1) if j != i) for size in (0, b))
        for i in range(1, n + 1)
    )
    return Fraction(best, n * (n - 1))


def _payoff_pair(i, j, size, call):
    """Player I's expected payoff with card i against card j: check, or bet ``size`` called with probability call."""
    sign = 1 if i > j else -1
    if size == 0:
        return sign
    return (1 - call) + call * (1 + size) * sign


def test_caller_bound_for_a_mixed_family_and_against_brute_force():
    import sympy as sp

    k = sp.Symbol("k", integer=True, positive=True)
    n, C, A, B = 9 * k + 4, 5 * k + 4, k + 1, 7 * k + 3  # the b = 2, n = 4 (mod 9) family
    proof = fd.caller_bound(n, 2, C, Fraction(1, 2), A, B, k, Fraction(1, 9))
    assert proof.holds and sp.simplify(proof.gap - Fraction(1, 9) + proof.value) == 0
    for kv in (1, 2, 3):
        nv = int(n.subs(k, kv))
        assert _best_reply_value(nv, 2, int(C.subs(k, kv)), Fraction(1, 2)) == proof.value.subs(k, kv)
        assert fd.von_neumann(nv, 2).value <= proof.value.subs(k, kv) < Fraction(1, 9)
    # the pure threshold at the same cut does not hold Player I below 1/9 (nor does the claimed reply fit it)
    assert not fd.caller_bound(n, 2, C, 0, A, B, k, Fraction(1, 9)).holds
    assert _best_reply_value(13, 2, 9, 0) > Fraction(1, 9)
    # the bound needs a gap > 0 on the whole family: a target the value reaches at some k is not proved
    for kv in (1, 2, 3):
        reached = Fraction(str(proof.value.subs(k, kv)))
        below = fd.caller_bound(n, 2, C, Fraction(1, 2), A, B, k, reached)
        assert not below.holds and below.gap.subs(k, kv) == 0
        assert fd.caller_bound(n, 2, C, Fraction(1, 2), A, B, k, reached, start=kv + 1).holds is (
            all(below.gap.subs(k, j) > 0 for j in range(kv + 1, kv + 40))
        )


@pytest.mark.parametrize(
    "b, alpha, target", [(2, Fraction(1, 2), Fraction(1, 9)), (2, Fraction(0), Fraction(1, 9)), (3, Fraction(1, 3), 1)]
)
def test_caller_bound_against_the_sums_in_sympy(b, alpha, target):
    """caller_bound's value, gap and conditions (built from coefficient lists, factored from the factors of
    numerator and denominator) against sympy's own sums over the cards and sympy.factor: the same expressions."""
    import sympy as sp

    k, i = sp.Symbol("k", integer=True, positive=True), sp.Symbol("i", integer=True)
    n, C, A, B = 9 * k + 4, 5 * k + 4, k + 1, 7 * k + 3
    proof = fd.caller_bound(n, b, C, alpha, A, B, k, target)
    check = 2 * i - n - 1  # times n - 1: the payoff of a check, summed over the other cards

    def bet(below, above):
        return (n - 1) + b * below - (2 + b) * above

    low, mixed, high = bet(0, n - C + 1 + alpha), bet(0, n - C + 1), bet(i - C + alpha, n - i)
    total = sp.summation(low, (i, 1, A - 1)) + sp.summation(check, (i, A, B)) + sp.summation(high, (i, B + 1, n))
    assert sp.srepr(proof.value) == sp.srepr(sp.factor(total / (n * (n - 1))))
    assert sp.srepr(proof.gap) == sp.srepr(sp.factor(target - total / (n * (n - 1))))
    conditions = dict(proof.conditions)
    for what, expr, card in (
        ("I bluffs 1..A-1", low - check, 1),
        ("I checks C-1", check - mixed, C - 1),
        ("I bets B+1..n", high - check, n),
    ):
        assert sp.srepr(conditions[f"{what}, card {card}"]) == sp.srepr(sp.expand(expr.subs(i, card)))


@pytest.mark.parametrize("b", [1, 2])
def test_mod_pattern_is_proved_and_agrees_with_exact_solves(b):
    pp = fd.mod_pattern(b)
    assert pp.holds and len(pp.classes) == pp.D
    assert (
        pp.target
        == 2 * __import__("lcp.continuous.fixed_bet", fromlist=["solve"]).solve(Fraction(b, 2), exact=True).value
    )
    k = pp.classes[0].cuts[0].free_symbols.pop()
    for c in pp.classes:
        n = pp.D * (c.start + 1) + c.rho
        value = fd.von_neumann(n, b).value
        if c.rho < 2:
            assert value == pp.target == c.value
        else:
            assert value <= c.value.subs(k, c.start + 1) < pp.target
    for c in pp.classes[:2]:  # the equality families are threshold equilibria of every deck of the class
        for kv in (2, 3):
            cuts = tuple(int(e.subs(k, kv)) for e in c.cuts)
            assert cuts in fd.threshold_equilibria(pp.D * kv + c.rho, b).cuts
    for n in range(3, pp.first):  # the decks below the families, solved exactly
        value = fd.von_neumann(n, b).value
        assert (value == pp.target) == (n % pp.D in (0, 1)) and value <= pp.target


def test_mod_pattern_refuses_bad_bets():
    with pytest.raises(TypeError, match="b must be an integer"):
        fd.mod_pattern(2.0)
    with pytest.raises(ValueError, match="b must be an integer in"):
        fd.mod_pattern(0)


@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 7), st.lists(st.fractions(1, 5, max_denominator=3), min_size=1, max_size=3, unique=True), st.data()
)
def test_the_stated_rules_give_the_prefix_sum_payoffs(n, sizes, data):
    """fd.payoff (the rules, once) summed over the other player's cards equals bettor_payoffs, size by size."""
    menu = (0,) + tuple(sorted(sizes))
    prob = st.fractions(0, 1, max_denominator=5)
    caller = [[1] + [data.draw(prob) for _ in sizes] for _ in range(n)]
    got = fd.bettor_payoffs(n, menu, caller)
    for i in range(1, n + 1):
        for k, s in enumerate(menu):
            q = caller
            want = (
                sum(
                    (1 - q[j - 1][k]) * fd.payoff(i, j, s, False) + q[j - 1][k] * fd.payoff(i, j, s, True)
                    for j in range(1, n + 1)
                    if j != i
                )
                if k
                else sum(fd.payoff(i, j) for j in range(1, n + 1) if j != i)
            )
            assert got[i - 1][k] == want


def test_mod_pattern_is_bounded_by_name():
    # issue 35: b = 50, inside the old range, ran past 300 s (the period D = 1377 residue classes)
    with pytest.raises(ValueError, match=r"b must be an integer in \[1, 10\]; got 11"):
        fd.mod_pattern(fd.MAX_PATTERN_BET + 1)


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_every_bet_from_the_linear_bound_has_the_saturated_value(n):
    """Issue 36: b >= max(1, 2n - 5) saturates for every n (the proof in finite_deck.saturating_bet); checked
    against the computed saturation and the exact deterrence of the sizes just above the bound (lcp.finite.finite_deck)."""
    bound = fd.saturating_bet(n)
    assert fd.saturation(n).b <= bound
    eq = fd.newman(n, bound)
    assert eq.value == fd.saturation(n).value
    assert all(fd.card_n_only_deters(eq, s) for s in range(2 * n - 4, 2 * n + 3))


def test_saturating_bet_refuses_a_deck_of_one():
    with pytest.raises(ValueError, match="n"):
        fd.saturating_bet(1)


def test_djn_entries_refuses_huge_decks_and_bets_at_once():
    """djn_entries(10**400, 10**400) computed 2**(10**400) (issue 57): now a range error naming n or b."""
    from lcp.finite.finite_deck import djn_entries

    with pytest.raises(ValueError, match=r"^n must be an integer in \[2, 1000000000\]"):
        djn_entries(10**400, 2)
    with pytest.raises(ValueError, match=r"^b must be an integer in \[1, 10000\]"):
        djn_entries(20, 10**400)
