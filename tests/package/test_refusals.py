"""The probes of issue 13, one by one: each gives a correct answer or an immediate refusal naming its limit."""

import math
from fractions import Fraction

import numpy as np
import pytest

from lcp.continuous import fixed_bet, limit, menu, no_limit, payoff
from lcp.finite import finite_deck, kuhn, three_player


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: finite_deck.von_neumann(10**5, 2), r"n must be an integer in \[2, 32000\]"),
        (lambda: finite_deck.von_neumann(10**7, 2), r"n must be an integer in \[2, 32000\]"),
        (lambda: finite_deck.newman(5, 10**6), r"n \* b .* must be <= 32000"),
        (lambda: finite_deck.solve(200, range(1, 201)), r"n \* len\(sizes\) must be <= 32000"),
        (lambda: three_player.finite(10**5, 2), r"n must be an integer in \[3, 20000\]"),
        (lambda: three_player.equilibria(10**4, 2), r"n must be an integer in \[3, 2000\]"),
        (lambda: three_player.equilibria(10, 10**7), r"b must be an integer in \[1, 1000000\]"),
        (lambda: kuhn.solve(raises=2000), r"raises must be an integer in \[0, 500\]"),
        (lambda: payoff.grid_value(fixed_bet.solve(1.0), 10**6), r"n must be an integer in \[2, 10001\]"),
        (lambda: finite_deck.threshold_equilibria(10**4, 2), r"n must be an integer in \[3, 300\]"),
        (lambda: finite_deck.pure_equilibria(20, 2**63), r"b must be < 2\*\*62"),
        (lambda: three_player.continuous_equilibrium(1e300), r"b must be a finite number in \(0, 1e\+12\]"),
    ],
)
def test_unbounded_work_is_refused_at_once(call, match):
    with pytest.raises(ValueError, match=match):
        call()


@pytest.mark.parametrize(
    "call, error, match",
    [
        (lambda: limit.value("0", "1"), TypeError, "L must be real numbers"),
        (lambda: limit.value(True, True), TypeError, "L must be real numbers"),
        (lambda: limit.value(None, 1), TypeError, "L must be real numbers"),
        (lambda: limit.solve(1, 2, exact="yes"), TypeError, "exact must be True or False"),
        (lambda: fixed_bet.solve(1, exact=1), TypeError, "exact must be True or False"),
        (lambda: no_limit.solve(1), TypeError, "exact must be True or False"),
        (lambda: payoff.hand_values(no_limit.solve(), 0), ValueError, "n must be an integer in"),
        (lambda: payoff.hand_values(no_limit.solve(), 2.5), TypeError, "n must be an integer"),
        (lambda: payoff.regions(fixed_bet.solve(1.0), 0.5, math.nan), ValueError, "y must lie in"),
        (lambda: payoff.regions(fixed_bet.solve(1.0), 0.5, 2), ValueError, "y must lie in"),
        (lambda: menu.solve([math.inf]), ValueError, "sizes must be finite"),
        (lambda: fixed_bet.solve(-(10**400)), ValueError, "B must be"),
    ],
)
def test_validation_gaps_are_closed(call, error, match):
    with pytest.raises(error, match=match):
        call()


def test_exact_integers_stay_exact():
    assert finite_deck.pure_equilibria(5, 2**60).value == 0  # was None (int64 overflow)
    assert finite_deck.pure_equilibria(5, 2**63).value == 0  # was a C-long OverflowError
    assert finite_deck.pure_equilibria(5, 2**63).value == finite_deck.pure_equilibria(5, 10).value
    assert finite_deck.threshold_equilibria(5, 10**30).value == finite_deck.threshold_equilibria(5, 10).value


def test_sizes_beyond_the_float_range():
    # an exact integer size is mapped exactly; its float answer is the exact one rounded (here the limit)
    huge = 10**400
    assert fixed_bet.solve(huge).value == 0.0 and fixed_bet.solve(huge).ev(1.0) == 1.5
    assert fixed_bet.solve(huge, exact=True).value == Fraction(huge, 2 * (huge + 2) * (2 * huge + 1))
    assert limit.solve(1, huge).value == limit.solve(1, math.inf).value
    assert limit.solve(huge, huge).x == (0.0, 0.0, 0.0, 1.0, 1.0, 1.0)
    assert fixed_bet.solve(1e300).value > 0  # was OverflowError above about 1.34e154


def test_menus_that_used_to_fail():
    assert math.isclose(menu.solve([1e-300]).value, 2.5e-301, rel_tol=1e-12)  # was 0.0
    assert menu.solve([1e300]).value > 0
    two = menu.solve([1.0, 1.0 + 2**-52])
    assert math.isclose(two.value, 1 / 18, rel_tol=1e-12)


def test_exact_games_work_in_the_grid_functions():
    for exact, floats in (
        (limit.solve(0.5, 2, exact=True), limit.solve(0.5, 2.0)),
        (no_limit.solve(exact=True), no_limit.solve()),
    ):
        assert payoff.grid_value(exact, 101) == payoff.grid_value(floats, 101)
        assert np.array_equal(payoff.hand_values(exact, 50)[1], payoff.hand_values(floats, 50)[1])


# --- the probes of issue 30: hangs, unbounded memory, invalid profiles, unclear errors, NaN ---------

from lcp.continuous import exploit, simulate  # noqa: E402
from lcp.finite import baby_poker  # noqa: E402


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: three_player.callers_shape_forced(10**6, Fraction(1, 10**9)), r"n must be at most 2000"),
        (
            lambda: simulate.monte_carlo(fixed_bet.solve(1.0), 10, batch=0),
            r"batch must be an integer in \[1, 1000000\]",
        ),
        (lambda: simulate.monte_carlo(fixed_bet.solve(1.0), 10**12), r"deals must be an integer in \[2, 10000000000\]"),
        (lambda: finite_deck.mod_pattern(1, probe=10**7), r"probe must be an integer in \[1, 20\]"),
        (lambda: finite_deck.mod_pattern(1, max_start=0), r"max_start must be an integer in \[1, 12\]"),
        (lambda: finite_deck.matrix_game_value(13, 1), r"n must be an integer in \[2, 11\]"),
        (lambda: finite_deck.djn_value(3, 30), r"n \* 2\^b \* n \* \(b \+ 2\) must be <= 20,000,000"),
        (
            lambda: exploit.discretised_gains(10**9, [1.0], [[(0.0, 0.1)]], fixed_bet.solve(1.0).call),
            r"cells must be an integer in \[2, 10000000\]",
        ),
        (
            lambda: exploit.size_buckets(
                no_limit.solve().bluff_hand, no_limit.solve().value_hand, 0.0, math.inf, 10**9
            ),
            r"m must be an integer in \[1, 100000\]",
        ),
        (lambda: exploit.no_limit_projection(no_limit.solve(), 10**8), r"m must be an integer in \[1, 100000\]"),
        (lambda: baby_poker.solve(6, 10**15), r"r must be at most 1e\+09"),
    ],
)
def test_hangs_and_unbounded_memory_are_refused_at_once(call, match):
    with pytest.raises(ValueError, match=match):
        call()


def test_tiny_bet_shape_is_immediate():
    assert three_player.shape_closed_form_from(Fraction(1, 10**9)) == 3 * 10**9 + 6  # was a loop to 3e9


@pytest.mark.parametrize(
    "call, error, match",
    [
        (lambda: kuhn.certify(0, {}, {}), ValueError, r"opener\['J:'\]: the probabilities .* must sum to 1"),
        (
            lambda: kuhn.certify(0, {"J": {"k": 1}}, {}),
            ValueError,
            r"opener names information sets the game does not have",
        ),
        (
            lambda: kuhn.certify(0, {"J:": {"k": 0.5, "b": 0.5}}, {}),
            ValueError,
            r"opener\['J:'\]\['k'\] must be an exact probability",
        ),
        (lambda: baby_poker.certify(6, 1, [0, 1], [1] * 6), ValueError, r"raise_probs must hold 6 probabilities"),
        (
            lambda: baby_poker.certify(2, 1, [5, -3], [1, 1]),
            ValueError,
            r"raise_probs must hold exact probabilities in \[0, 1\]",
        ),
        (
            lambda: finite_deck.certify(2, (0, -1), [[1, 0], [0, 1]], [[0, 0], [0, 1]]),
            ValueError,
            r"sizes must be positive",
        ),
        (
            lambda: finite_deck.certify(2, (1,), [[1], [1]], [[0], [1]]),
            ValueError,
            r"sizes must start with the check 0",
        ),
        (
            lambda: three_player.certify(4, -1, [1, 0, 0, 1], [0, 0, 1, 1]),
            ValueError,
            r"b must be a positive integer or Fraction",
        ),
        (lambda: three_player.certify(4, 1, [1, 0, 0], [0, 0, 1, 1]), ValueError, r"bet must hold 4 probabilities"),
        (lambda: no_limit.solve(exact=True).bet([0.1, 0.5]), TypeError, r"x must be one number or sympy expression"),
        (lambda: no_limit.bet_reference(math.nan), ValueError, r"x must lie in \[0, 1\]"),
        (lambda: payoff.call_thresholds(no_limit.solve(), [math.nan]), ValueError, r"s must lie in \[0, inf\]"),
    ],
)
def test_invalid_profiles_and_unclear_errors(call, error, match):
    with pytest.raises(error, match=match):
        call()


def test_exact_solutions_simulate_through_their_float_twin():
    exact = simulate.monte_carlo(no_limit.solve(exact=True), 20_000, seed=3)
    assert exact == simulate.monte_carlo(no_limit.solve(), 20_000, seed=3)  # was a TypeError
    assert exact.agrees_with(Fraction(1, 14))


# --- the probes of issue 35: helpers beside certify refuse what certify refuses ----------------------------

from lcp import explorer, notebook  # noqa: E402
from lcp.continuous import admissible  # noqa: E402
from lcp.record import markup  # noqa: E402

pytestmark = pytest.mark.slow


def _kuhn_typo():
    sol = kuhn.solve(0)
    opener = dict(sol.opener)
    opener["K"] = opener.pop("K:")  # one mistyped information-set name
    return opener, sol.dealer


@pytest.mark.parametrize(
    "call, error, match",
    [
        (
            lambda: kuhn.value_of(0, *_kuhn_typo()),
            ValueError,
            r"opener names information sets the game does not have",
        ),  # was -4/9
        (lambda: kuhn.card_values(0, *_kuhn_typo()), ValueError, r"opener names information sets"),
        (
            lambda: kuhn.local_gains(0, {"J:": {"k": math.nan, "b": 1}}, {}),
            ValueError,
            r"opener\['J:'\]\['k'\] must be a probability",
        ),
        (
            lambda: finite_deck.caller_options(4, (0, 1), [[math.nan, 1]] * 4),
            ValueError,
            r"bettor must hold probabilities",
        ),
        (lambda: finite_deck.bettor_payoffs(4, (0, 1), [[0, 2]] * 4), ValueError, r"caller must hold probabilities"),
        (
            lambda: three_player.payoff((1, 2), 1, True),
            ValueError,
            r"cards must be three distinct cards",
        ),  # was (2, -1, -1)
        (
            lambda: baby_poker.matrix_game_value(4, -1),
            ValueError,
            r"r must be a positive integer or Fraction",
        ),  # was 0.25
        (lambda: fixed_bet.bettor_best_response(1, 7), ValueError, r"call_above must lie in \[0, 1\]"),  # was (7, 4)
        (
            lambda: exploit.discretised_gains(100, [1.0], [[(math.nan, 0.1)]], no_limit.solve().call),
            ValueError,
            r"intervals must lie in \[0, 1\]",
        ),  # was a check of nan
        (lambda: payoff.outcome(math.nan, 0.5, 1.0, 0.5), ValueError, r"x must lie in \[0, 1\]"),
        (lambda: admissible.separator(1, 2).call_probability(1, 7), ValueError, r"y must lie in \[0, 1\]"),  # was 1
        (lambda: explorer.limits(math.nan, 2.0, False, False), ValueError, r"L_slider must lie in \[0, inf\]"),
        (lambda: explorer.limits(0.1, 2.0, "no", False), TypeError, r"L_zero must be True or False"),
        (lambda: fixed_bet.check_ev(5), ValueError, r"x must lie in \[0, 1\]"),  # was 9/2
        (lambda: menu.solve([1, 2], exact="False"), TypeError, r"exact must be True or False"),  # was solved exactly
        (lambda: menu.solve([1, 2], exact=2.0), TypeError, r"exact must be True or False"),
        (
            lambda: markup.plain("$" + "{" * 2000 + "x" + "}" * 2000 + "$"),
            ValueError,
            r"text nests braces deeper than",
        ),  # was RecursionError
        (
            lambda: notebook.check_parameters(5, {}, {}),
            TypeError,
            r"history must be IPython's input list In",
        ),  # papermill -p In 5
    ],
)
def test_helpers_refuse_what_certify_refuses(call, error, match):
    with pytest.raises(error, match=match):
        call()


# --- the probes of issue 47: silently wrong, unbounded, or a raw error from deep inside --------------------

import sympy  # noqa: E402

from lcp import testbed  # noqa: E402
from lcp.continuous import monotone  # noqa: E402
from lcp.continuous.hand_laws import HandLaw  # noqa: E402
from lcp.finite import finite_game  # noqa: E402
from lcp.finite.three_player import menu as tp_menu  # noqa: E402
from lcp.grid import asymmetric, reraise  # noqa: E402
from lcp.record import versions  # noqa: E402

_ALWAYS = {x: {Fraction(0): 0, Fraction(1): 1} for x in (1, 2)}
_K = sympy.Symbol("k", integer=True, positive=True)
_SIZES = r"must lie in \[1/1000, 10000\] \(pot 1\) for the exact solve"


@pytest.mark.parametrize(
    "call, error, match",
    [
        (  # a mistyped caller key read as "never call" there
            lambda: asymmetric.certify(2, [1], _ALWAYS, {(9, 1): 1}),
            ValueError,
            r"caller names \(bucket, size\) pairs the game does not have: \[\(9, 1\)\]",
        ),
        (lambda: asymmetric.certify(2, [1], _ALWAYS, {(1, 2): 1}), ValueError, r"caller names \(bucket, size\)"),
        # sizes the float LP cannot resolve: a CertificationError after the work, now refused up front
        (lambda: asymmetric.solve(4, [Fraction(1, 10**9)]), ValueError, "sizes " + _SIZES),
        (lambda: asymmetric.solve(4, [1, 10**300]), ValueError, "sizes " + _SIZES),
        (lambda: reraise.solve(4, [1], [Fraction(1, 10**9)]), ValueError, "increments " + _SIZES),
        (lambda: reraise.solve(4, [1], [1], stack=10**300), ValueError, "stack " + _SIZES),
        (
            lambda: testbed.build(Fraction(1, 10**9), Fraction(1, 10**9), 4, 1).solve(),
            ValueError,
            r"the exact solve takes sizes in \[1/1000, 10000\]",
        ),
        (  # an all-NaN table
            lambda: exploit.discretised_gains(100, [1.0], [[(0.0, 0.1)]], lambda s: np.full(np.shape(s), np.nan)),
            ValueError,
            r"call\(s\) must lie in \[0, 1\] for every size of the menu; got nan at s = 1.0",
        ),
        (
            lambda: exploit.discretised_gains(100, [1.0], [[(0.0, 0.1)]], lambda s: math.nan),
            ValueError,
            r"call must be vectorised",
        ),  # was an IndexError
        (  # built directly: hands = 1 and a size outside [L, U] were accepted (and solved)
            lambda: testbed.TestbedGame(Fraction(1), Fraction(2), 3, (Fraction(5),)),
            ValueError,
            r"sizes must lie in \[L, U\] = \[1, 2\]",
        ),
        (lambda: testbed.TestbedGame(Fraction(1), Fraction(2), 1, (Fraction(1),)), ValueError, r"hands must be"),
        (
            lambda: testbed.from_behaviour(testbed.build(1, 1, 2, 1), {"x0": {"check": 0.3}, "x1": {"bet 1": 1}}, {}),
            ValueError,
            r"bettor\['x0'\] must be probabilities summing to 1; they sum to 0.3",
        ),
        (
            lambda: testbed.from_behaviour(testbed.build(1, 1, 2, 1), {"x0": {"check": 1}}, {}),
            ValueError,
            r"bettor must give every information set of the bettor; missing \['x1'\]",
        ),
        (lambda: HandLaw("max_of", 2.0), TypeError, r"parameter of a 'max_of' law must be an int or a Fraction"),
        (lambda: HandLaw("min_of", True), TypeError, r"parameter of a 'min_of' law must be an int or a Fraction"),
        # raw AttributeError, IndexError, TypeError from deep inside
        (
            lambda: finite_deck.threshold_proof(9 * _K, 2, _K + 1, 7 * _K, 5 * _K + 1, 3),
            TypeError,
            r"k must be the family's sympy Symbol",
        ),
        (
            lambda: finite_deck.threshold_proof(9.0 * _K, 2, _K + 1, 7 * _K, 5 * _K + 1, _K),
            ValueError,
            r"n must be a polynomial in k alone with rational coefficients",
        ),
        (
            lambda: finite_deck.caller_bound(math.nan, 2, 5 * _K + 4, Fraction(1, 2), _K + 1, 7 * _K + 3, _K, 1),
            TypeError,
            r"n must be an integer or a polynomial in k",
        ),
        # the exact re-solve ran for minutes (sympy); refused outside what was measured to finish
        (lambda: tp_menu.solve(5, [1, 2]), ValueError, r"n must be an integer in \[3, 4\] for a menu of 2 sizes"),
        (lambda: tp_menu.solve(9, [6, 7, 8]), ValueError, r"n must be an integer in \[3, 5\]"),
        (lambda: tp_menu.solve(4, [1, 4, 6]), ValueError, r"n must be an integer in \[3, 3\] for a menu of 3 sizes"),
        (
            lambda: finite_game.Certificate((), ()).value,
            ValueError,
            r"values must be a tuple with one entry per player",
        ),
        (
            lambda: three_player.continuous_equilibrium(sympy.Symbol("b")),
            TypeError,
            r"b must be a number \(int, float or Fraction\) in \(0, 1e\+12\]; got the symbol b",
        ),
        (lambda: explorer.profile_figure(math.inf, math.inf), ValueError, r"L must be finite to draw the profile"),
        (lambda: explorer.read_limit("1e-400", "L", 0, 2.0), ValueError, r"too small for a double"),  # was 0.0
        (
            lambda: notebook.Real(0, math.inf).check("U_ev", 10**400),
            ValueError,
            r"parameter 'U_ev' must be a number in \[0, inf\] within the float range",
        ),  # was an OverflowError
    ],
)
def test_issue_47_refusals(call, error, match):
    with pytest.raises(error, match=match):
        call()


def test_issue_47_correct_answers():
    assert HandLaw("max_of", np.int64(2)) == HandLaw("max_of", 2)  # was refused
    assert isinstance(HandLaw("min_of", np.int32(3)).parameter, int)
    # the ends of the accepted size range are certified (n = 4: a few milliseconds each)
    ends = [asymmetric.MIN_SIZE, asymmetric.MAX_SIZE]
    assert asymmetric.solve(4, ends).certificate.is_equilibrium
    assert reraise.solve(4, ends[:1], ends).certificate.is_equilibrium
    # one subsection's row: its section's number stands for the missing heading (was StopIteration)
    row = next(r for r in versions.MAP if r.revision_number == "1.1")
    assert versions.summary([row]).splitlines()[-1] == f"| 1 | {row.manuscript_number} {row.manuscript_title} | 08 |"


def test_best_assignment_in_bounded_memory():
    """Issue 47: n = 5000 (inside the documented range) took about 110 s and 0.5 GB (an n x n assignment problem);
    the rearrangement of the sorted hands and sizes is the same optimum (test_monotone) in O(n) memory."""
    import tracemalloc

    caller = monotone.fading_caller(Fraction(1, 10), 2)
    monotone.best_assignment(caller, 50)  # imports and lambdify caches outside the measurement
    tracemalloc.start()
    try:
        got = monotone.best_assignment(caller, 3000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 20e6, peak  # the n x n gain matrix alone was 72 MB
    assert got["best"] >= max(got["decreasing"], got["increasing"])


HUGE = 10**400  # issue 57: public functions that failed on it with an OverflowError or ran without end


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: __import__("lcp.explorer").explorer.check_limits(HUGE, 2), r"^L must be a number a double can hold"),
        (lambda: __import__("lcp.explorer").explorer.limits(HUGE, 2.0, False, False), r"^L_slider must be"),
        (lambda: __import__("lcp.explorer").explorer.show(HUGE), r"^v must be a number a double can hold"),
        (lambda: __import__("lcp.explorer").explorer.read_limit("1", "L", 0, HUGE), r"^high must be"),
        (lambda: __import__("lcp.grid.asymmetric").asymmetric.solve(12, [1]).call_mass(HUGE), r"^s must be one of"),
        (lambda: fixed_bet.bet_ev(0.5, 0.5, HUGE, x_above_c=True), r"^B must be a number a double can hold"),
        (lambda: fixed_bet.profile_value(HUGE, 0.1, 0.7, 0.5), r"^B must be a number a double can hold"),
        (lambda: finite_deck.djn_entries(HUGE, HUGE), r"^n must be an integer in \[2, 1000000000\]"),
        (lambda: finite_deck.matrix_game_value(3, HUGE), r"^b must be an integer in \[1, 10000\]"),
        (lambda: __import__("lcp.notebook").notebook.fmt(HUGE), r"^value must be a number a double can hold"),
        (lambda: __import__("lcp.notebook").notebook.below(0.1, HUGE), r"^bound must be a number a double can hold"),
        (
            lambda: __import__("lcp.core.portable").portable.stable_log10(-HUGE),
            r"^values must be real numbers a double",
        ),
        (lambda: __import__("lcp.plotting").plotting.StableLogTransform(HUGE), r"^base must be a number a double"),
    ],
)
def test_huge_integers_are_refused_in_one_line(call, match):
    with pytest.raises(ValueError, match=match) as info:
        call()
    assert "\n" not in str(info.value)


def test_equilibrium_set_numbers_beyond_a_double_are_refused():
    from lcp.finite import equilibrium_sets, extensive

    game = extensive.Game(
        [
            extensive.Leaf("", Fraction(1), Fraction(0 if a == "H" else -1), ((0, "p1", a), (1, "p2", b)))
            for a in "HT"
            for b in "HT"
        ]
    )
    for call in (equilibrium_sets.feature_range, equilibrium_sets.feature_extreme):
        with pytest.raises(ValueError, match=r"^value must be a number a double can hold"):
            call(game, 1, {("p2", "H"): 1}, value=-HUGE)


@pytest.mark.parametrize(
    "call, match",
    [
        (
            lambda: __import__("lcp.continuous.exploit").exploit.size_buckets(0.1, 0.9, 0.5, HUGE, 4),
            r"^s_hi must be a number",
        ),
        (
            lambda: __import__("lcp.finite.finite_game").finite_game.check_agreement(HUGE, 1),
            r"^value_1 must be a number",
        ),
        (lambda: __import__("lcp.finite.finite_game").finite_game.maximin_bounds(HUGE), r"^rows must be an integer in"),
        (
            lambda: (
                __import__("lcp.continuous.simulate").simulate.monte_carlo(fixed_bet.solve(1.0), 1000).z_score(HUGE)
            ),
            r"^exact must be",
        ),
    ],
)
def test_more_huge_integers_are_refused_in_one_line(call, match):
    with pytest.raises(ValueError, match=match) as info:
        call()
    assert "\n" not in str(info.value)
