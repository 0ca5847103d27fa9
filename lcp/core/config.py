"""Tolerances, seeds and sizes shared by the package, the notebooks and the tests (one place)."""

from fractions import Fraction

#: Resolution of the figures: drawn at FIGURE_DPI (a notebook shows them at that scale), saved at SAVEFIG_DPI.
FIGURE_DPI = 100
SAVEFIG_DPI = 150
#: Relative tolerance when a float computation is compared with an exact one.
FLOAT_RTOL = 1e-12
#: A Monte Carlo estimate must lie within this many standard errors of the exact value.
MC_SIGMAS = 4.0
#: Default seed of every random generator in the project.
SEED = 20250524
#: Monte Carlo deals: full runs (the reproduce command) and quick runs (the tests).
MC_DEALS_FULL = 2_000_000
MC_DEALS_QUICK = 200_000
#: Deals simulated per vectorised batch (bounds memory, not results); also the largest batch accepted.
MC_BATCH = 1_000_000
#: Most deals one Monte Carlo run accepts (about ten minutes on one core).
MC_MAX_DEALS = 10**10
#: Hand-cell counts of the discretised exploitability table (full and quick).
EXPLOIT_CELLS_FULL = (100, 400, 1600, 6400)
EXPLOIT_CELLS_QUICK = (100, 400, 1600)

# ----------------------------------------------------------------------------------------------
# finite games: the float LP, the exact re-solve on its support and the certificate (lcp.finite.finite_game)

#: Options passed to scipy's HiGHS for the finite games' LPs (tight feasibility, so that the support
#: read off the float answer is the true one for the decks we solve).
LP_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
#: HiGHS's own defaults, kept by the LPs whose float answers were first found with them: the reference
#: formulations (a matrix game, DJN-I), baby poker and the sequence form of Kuhn poker. Their exact
#: results do not depend on it, but which of several equilibria the notebooks print does.
REFERENCE_LP_OPTIONS: dict = {}
#: A float probability this close to 0 or 1 is read as 0 or 1 (the support of a behaviour strategy).
SUPPORT_TOL = 1e-7
#: A realization-plan weight at or below this is read as 0 (sequence form: weights multiply down a path).
PLAN_SUPPORT_TOL = 1e-9
#: A sequence-form constraint whose float slack is at most this is held tight in the exact re-solve. The
#: slacks HiGHS leaves fall in two bands: float noise (below 1e-16) and true slack (above 1e-7, measured at
#: the largest grids of lcp.grid.asymmetric and lcp.grid.reraise); this sits between them.
PLAN_TIGHT_TOL = 1e-11
#: The bet sizes (pot 1) whose grid games the sequence-form solve certifies (lcp.grid.asymmetric, lcp.grid.reraise and
#: lcp.testbed refuse others up front, naming this range). The float LP reads the support off payoffs of order
#: 1: a size of 1e-5 to 1e-7 (by grid and deal) is below its resolution, 1e16 to 1e19 beyond it, and the exact
#: re-solve was refused a certificate (issue 47). Measured: buckets up to n = 128 certified from 1e-5 to 1e6,
#: an 8-card deck not at 1e-5; these bounds keep a factor 100.
GRID_MIN_SIZE, GRID_MAX_SIZE = Fraction(1, 1000), Fraction(10**4)
#: Finite games: two float payoffs (per deal, times the number of deals) this close are read as a tie when
#: the exact re-solve reads the support (lcp.finite.finite_deck, baby_poker). Not the grid game's tie
#: tolerance (GRID_TIE_TOLS, relative to the number of hands): a different unit and a different measurement.
FINITE_TIE_TOL = 1e-6
#: The old name of FINITE_TIE_TOL (kept: lcp.finite reads it).
TIE_TOL = FINITE_TIE_TOL
#: The two players' LP values must agree to this (relative, and absolute per unit of payoff scale).
LP_AGREEMENT = 1e-7
#: Denominator bound of the fallback guess (every float to its nearest simple fraction).
ROUNDING_DENOMINATOR = 10**6
#: Slack added to a "guarantee at least the value" constraint when the value is re-imposed on a float LP.
LP_VALUE_SLACK = 1e-12
#: A float primal value or slack at or below this is read as 0: the active set of the float answer that
#: lcp.finite.equilibrium_sets turns into an exact primal/dual proof (was equilibrium_sets.ACTIVE_TOL; the
#: proof checks every reading exactly, so a wrong one is refused, never accepted).
ACTIVE_TOL = 1e-9
#: Floats given as a strategy (lcp.finite.extensive, lcp.testbed profiles) must sum to 1 within this (exact
#: numbers must sum to 1 exactly): a user's rounding error, not a computed quantity.
PROBABILITY_SUM_TOL = 1e-9

# ----------------------------------------------------------------------------------------------
# the grid game's float LP and exact re-solve (lcp.grid.structured, lcp.grid.window, lcp.grid.exact); count
# units: a payoff summed over the n^2 hand pairs, so tolerances "times n" grow with the grid

#: A float probability within this of 0 or 1 is read as 0 or 1 (the support the exact re-solve holds;
#: lcp.grid.exact.SUPPORT_TOL, the same value as the finite games' SUPPORT_TOL).
GRID_SUPPORT_TOL = 1e-7
#: The tie tolerances tried in turn (relative to n, count units) until the exact profile is certified: a
#: looser one can read as a tie a gap that is not one (the re-solve's equalities are then inconsistent, or
#: solve to a profile that fails its certificate). Measured on the float equilibria of the grid game at
#: n = 1,000, 10,000 and 100,000 (k = 64) and n = 10,000 (k = 8), limits [1/10, 2]: the floats' ties sit below
#: 1e-12 n and the smallest true payoff gaps above 1e-4 (absolute), so 1e-7 n read two true gaps as ties at
#: n = 10,000 (lcp.grid.exact.TIE_TOLS; its first entry was lcp.grid.exact.TIE_TOL).
GRID_TIE_TOLS = (1e-7, 1e-9, 1e-11)
#: ... and never more than this, absolute (count units), so that the smallest true gaps measured (above 1e-4)
#: stay out of reach at every n; from n = 100 up the first tolerance tried is this cap (lcp.grid.exact.TIE_ABS).
GRID_TIE_ABS = 1e-5
#: Pricing: a bet whose payoff beats the hand's best allowed action by more than this times n (count units)
#: is a violation and joins the restricted LP (lcp.grid.window.PRICE_TOL, and the same test in
#: lcp.grid.structured's column generation, a bare 1e-9 n before). Below the floats' ties' 1e-12 n is noise;
#: a true gain (above 1e-4, as measured for GRID_TIE_TOLS) is never missed.
GRID_PRICE_TOL = 1e-9
#: A float probability within this of 0 or 1 is read as 0 or 1 when the coarse shape is read
#: (lcp.grid.window.SHAPE_TOL); the window widens the shape and the pricing catches what it misses.
GRID_SHAPE_TOL = 1e-7
#: A coarse bet probability above this counts as a bet when the coarse support is mapped to a finer grid
#: (a bare 1e-9 in lcp.grid.structured before); what it drops the pricing adds back.
GRID_BET_MASS_TOL = 1e-9
#: A coarse hand checks "for sure" when its check probability exceeds 1 minus this (the check region that
#: splits bluffs from value bets; a bare 1e-6 in lcp.grid.structured before).
GRID_SURE_CHECK_TOL = 1e-6
#: Slack when a row's float dual (how many hands call) is rounded down to whole hands, so that a count
#: like 2.9999999999 is read as 3 (a bare 1e-9 in lcp.grid.structured before).
GRID_DUAL_ROUNDING = 1e-9

# ----------------------------------------------------------------------------------------------
# the continuous games

#: Relative error bound of the float closed form of lcp.continuous.menu (tested against the exact solution
#: in tests/continuous/test_menu.py; was menu.FLOAT_MENU_RTOL).
FLOAT_MENU_RTOL = 1e-13
