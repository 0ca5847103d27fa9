"""The grid game: n hand buckets (or an n-card deck), a menu of bet sizes, an optional raise (pot 1, ante 1/2 each).

:mod:`lcp.grid.rules` states the rules once (the deal, the hand laws, the menu, the caller's raise and its
stack rule, what equal buckets pay, the size caps) and builds the sequence form that :mod:`lcp.extensive`
solves exactly. The test bed (:mod:`lcp.testbed`), the asymmetric-hands game (:mod:`lcp.asymmetric`) and
the raise game (:mod:`lcp.reraise`) are presets of it.
"""
