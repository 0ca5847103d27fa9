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
#: Two float payoffs (per deal, times the number of deals) this close are read as a tie.
TIE_TOL = 1e-6
#: The two players' LP values must agree to this (relative, and absolute per unit of payoff scale).
LP_AGREEMENT = 1e-7
#: Denominator bound of the fallback guess (every float to its nearest simple fraction).
ROUNDING_DENOMINATOR = 10**6
#: Slack added to a "guarantee at least the value" constraint when the value is re-imposed on a float LP.
LP_VALUE_SLACK = 1e-12
