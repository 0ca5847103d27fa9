"""Equilibrium sets (lcp.finite.equilibrium_sets), the test bed's floor (lcp.testbed.floor) and the pseudo-harmonic
translation (lcp.testbed.extension): exact LP proofs, feature ranges over every equilibrium, exact bounds."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lcp.finite import equilibrium_sets as es
from lcp.finite import extensive
from lcp.finite.finite_game import CertificationError
from lcp.grid import reraise
from lcp.testbed import build, continuous_score, extension, finite_score, to_behaviour
from lcp.testbed import floor as tb_floor

HALF = Fraction(1, 2)


def pennies(pay):
    return extensive.Game(
        [extensive.Leaf("", Fraction(1), Fraction(pay(a, b)), ((0, "p1", a), (1, "p2", b))) for a in "HT" for b in "HT"]
    )


# --- the exact LP --------------------------------------------------------------------------------


def test_exact_lp_proves_a_vertex_and_its_dual():
    opt = es.exact_lp({"x": -1, "y": -1}, [({"x": 1, "y": 2}, 4), ({"x": 3, "y": 1}, 6)])
    assert opt.value == Fraction(-14, 5) and opt.primal == {"x": Fraction(8, 5), "y": Fraction(6, 5)}
    # the dual point is exactly feasible and gives the same bound (weak duality closed)
    assert all(w >= 0 for w in opt.dual_ub) and -4 * opt.dual_ub[0] - 6 * opt.dual_ub[1] == opt.value
    # a free variable and an equality row; a degenerate optimum (a face): the value is still proved
    face = es.exact_lp({"x": 1, "y": 1}, [({"x": -1, "y": -1}, -1)], [({"z": 1, "x": -1}, 0)], free=["z"])
    assert face.value == 1


def test_exact_lp_refuses_what_it_cannot_prove():
    with pytest.raises(CertificationError, match="no optimum"):
        es.exact_lp({"x": -1}, [({"x": -1}, 0)])  # unbounded
    with pytest.raises(TypeError, match="cost must be a dict"):
        es.exact_lp([1], [])
    with pytest.raises(TypeError, match="ub must hold"):
        es.exact_lp({"x": 1}, [({"x": 1},)])


# --- feature ranges over the optimal polytope ------------------------------------------------------


def test_feature_range_by_hand():
    """Player 1's T loses 1 whatever Player 2 does: Player 1's H is pinned, Player 2's mix is free."""
    g = pennies(lambda a, b: 0 if a == "H" else -1)
    assert es.feature_range(g, 0, {("p1", "H"): 1}).interval == (1, 1)
    free = es.feature_range(g, 1, {("p2", "H"): 1})
    assert free.interval == (0, 1) and not free.pinned and free.sometimes(lambda v: v == 1)
    with pytest.raises(ValueError, match="not a sequence"):
        es.feature_range(g, 0, {("p2", "H"): 1})
    with pytest.raises(ValueError, match="player must be 0"):
        es.feature_range(g, 2, {})


@pytest.mark.parametrize("n, k", [(4, 2), (6, 3)])
def test_feature_ranges_of_the_test_bed(n, k):
    """Each endpoint's strategy is an equilibrium strategy (exact certificate against the other player's),
    the solved equilibrium lies inside every range, and the float optimal-face LP of lcp.finite.extensive (another
    formulation) agrees with each upper end."""
    g = build(HALF, 2, hands=n, k=k)
    sol = g.solve()
    game = g.sequence_form
    strategies = to_behaviour(g, sol.profile)
    for kk in range(k):
        for player, feature in ((0, tb_floor.bet_frequency(g, kk)), (1, tb_floor.call_rate(g, kk))):
            r = es.feature_range(game, player, feature, sol.value)
            found = es.feature_value(game, player, feature, strategies[player])
            assert r.low.value <= found <= r.high.value
            for end in (r.low, r.high):
                pair = (end.strategy, strategies[1]) if player == 0 else (strategies[0], end.strategy)
                assert extensive.certify(game, *pair).is_equilibrium
                assert es.feature_value(game, player, feature, end.strategy) == end.value
            assert extensive.optimal_face_max(game, player, sol.value, feature) == pytest.approx(
                float(r.high.value), abs=1e-7
            )


# --- the pseudo-harmonic mapping ---------------------------------------------------------------------


@settings(max_examples=20, deadline=None)
@given(st.fractions(0, 5), st.fractions(Fraction(1, 100), 5), st.fractions(0, 1))
def test_pseudo_harmonic_matches_the_pot_odds(A, gap, t):
    """f/(1 + A) + (1 - f)/(1 + B) = 1/(1 + x): the mixture's call probability is the bet's pot odds,
    the call probability at which a bluff of x into a pot of 1 breaks even (derived from the test bed's
    payoff: the worst hand's bet against call probability c earns its check's -1/2 exactly then)."""
    from lcp.testbed import payoff

    B = A + gap
    x = A + gap * t
    f = extension.pseudo_harmonic(x, A, B)
    assert 0 <= f <= 1 and extension.pseudo_harmonic(A, A, B) == 1 and extension.pseudo_harmonic(B, A, B) == 0
    assert f / (1 + A) + (1 - f) / (1 + B) == 1 / (1 + x)
    if x > 0:
        c = 1 / (1 + x)  # the worst hand (0 against 1) bets x: fold pays 1/2, call -(1/2 + x); checking pays -1/2
        assert (1 - c) * payoff(1, 0, x, False) + c * payoff(0, 1, x, True) == payoff(0, 1, 0, False)
    with pytest.raises(ValueError, match="x must lie in"):
        extension.pseudo_harmonic(B + 1, A, B)


def test_translated_score_brackets_a_brute_force_best_response():
    """Bounds against an independent float best response: hands on a fine grid, sizes on a fine grid read by
    the mapping (written here from the formula)."""
    g = build(HALF, 2, hands=4, k=3)
    prof = g.solve().profile
    bounds = extension.translated_score(g, prof, points=8)
    finer = extension.translated_score(g, prof, points=16)
    lo, hi = bounds.exploitability
    assert lo <= finer.lower.exploitability <= finer.upper.exploitability <= hi
    n, grid = g.hands, 2000
    x = (np.arange(grid) + 0.5) / grid
    q = np.array([[float(v) for v in r] for r in prof.caller])[np.minimum((x * n).astype(int), n - 1)]
    sizes = [float(s) for s in g.sizes]
    sign = np.sign(x[:, None] - x[None, :])
    D = [sign @ q[:, k] / grid for k in range(3)]
    Q = [q[:, k].mean() for k in range(3)]
    best = x - 0.5
    for s in np.linspace(0.5, 2, 301):
        k = max(i for i in range(3) if sizes[i] <= s + 1e-12)
        f = {2: 1.0} if k == 2 else {k: (sizes[k + 1] - s) * (1 + sizes[k]) / ((sizes[k + 1] - sizes[k]) * (1 + s))}
        if k < 2:
            f[k + 1] = 1 - f[k]
        best = np.maximum(best, sum(w * (0.5 * (1 - Q[j]) + (0.5 + s) * D[j]) for j, w in f.items()))
    score = continuous_score(g, prof)
    brute = (best.mean() - float(score.value) + float(score.caller_gain)) / 2
    assert float(lo) - 1e-4 <= brute <= float(hi) + 1e-4
    assert float(hi - lo) < 1e-3 and bounds.lower.caller_gain == score.caller_gain


# --- the floor -------------------------------------------------------------------------------------


def test_floor_bounds():
    g = build(HALF, 2, hands=4, k=2)
    sol = g.solve()
    vertex = continuous_score(g, sol.profile).exploitability
    coarse, fine = tb_floor.exploitability_floor(g, resolution=1), tb_floor.exploitability_floor(g, resolution=2)
    assert coarse.lower <= fine.lower <= fine.upper and fine.lower <= vertex  # a lower bound of every equilibrium
    assert finite_score(g, fine.profile).exploitability == 0  # the minimiser is an equilibrium
    assert fine.upper == continuous_score(g, fine.profile).exploitability
    everything = tb_floor.exploitability_floor(g, over="all", resolution=2)
    assert everything.lower <= fine.upper and everything.lower <= everything.upper
    menu = tb_floor.exploitability_floor(g, translation="menu", resolution=2)
    assert menu.upper == continuous_score(g, menu.profile, off_menu=False).exploitability and menu.lower <= fine.lower
    ph = tb_floor.exploitability_floor(g, translation="pseudo-harmonic", resolution=1, points=2)
    assert ph.lower <= ph.upper
    with pytest.raises(ValueError, match="over must be one of"):
        tb_floor.exploitability_floor(g, over="some")
    with pytest.raises(ValueError, match="resolution must be an integer"):
        tb_floor.exploitability_floor(g, resolution=0)


# --- the raise game's stack rule (notebook 11, Sec. 11.2) ------------------------------------------------


def capped_raise_leaves(n, sizes, d, stack):
    """The raise game of lcp.grid.reraise with the other stack rule: a raise past the stack goes all-in (to the
    stack) instead of being dropped; a bet of the whole stack still cannot be raised. Built from
    lcp.grid.reraise.payoff, uniform hands (a variant for this test until the rules module has the option)."""
    out, w = [], Fraction(1, n * n)
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            deal = f"{x},{y}"
            out.append(extensive.Leaf(deal, w, reraise.payoff(x, y), ((0, ("bettor", x), Fraction(0)),)))
            for s in sizes:
                bet, facing = (0, ("bettor", x), s), ("caller", y, s)
                for answer in ("fold", "call"):
                    out.append(extensive.Leaf(deal, w, reraise.payoff(x, y, s, answer), (bet, (1, facing, answer))))
                if s < stack:
                    r = min(s + d, stack)
                    for reply in ("fold", "call"):
                        pay = reraise.payoff(x, y, s, "raise", r, reply == "call")
                        out.append(extensive.Leaf(deal, w, pay, (bet, (1, facing, r), (0, ("bettor", x, s, r), reply))))
    return out


def test_the_stack_rule_decides_where_the_bets_go():
    """Notebook 11's stack of 2 with a raise of 1, at n = 10: under the rule lcp.grid.reraise states (a raise past the
    stack is dropped) the value rises and the bets move to the unraisable sizes 3/2 and 2; capped all-in
    instead, the value is the one without a stack and, in every equilibrium, the bets at 3/2 and 2 take what
    they take without a stack."""
    n, sizes, one, two = 10, (HALF, Fraction(1), Fraction(3, 2), Fraction(2)), Fraction(1), Fraction(2)
    capped = extensive.Game(capped_raise_leaves(n, sizes, one, two))
    sol = extensive.solve(capped)
    free = reraise.solve(n, sizes, [one])
    dropped = reraise.solve(n, sizes, [one], stack=two)
    assert sol.value == free.value < dropped.value
    big = (Fraction(3, 2), two)  # the sizes the dropped rule leaves unraisable
    feature = {(("bettor", x), s): Fraction(1, n) for x in range(1, n + 1) for s in big}
    without = sum(free.size_mass(s) for s in big)
    assert es.feature_range(capped, 0, feature, sol.value).interval == (without, without)
    assert sum(dropped.size_mass(s) for s in big) > without
