"""Tolerances, seeds and sizes shared by the package, the notebooks and the tests (one place)."""

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
