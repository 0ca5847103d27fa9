"""Documented ranges are the accepted ranges (issue 35): lcp.core.certificate.

The entries' format and how they run: tests/_ranges.py. Each result is checked against the numbers it was
made from (the value kept, the gains the differences).
"""

from __future__ import annotations

import math
from fractions import Fraction

from _ranges import Entries, reals
from lcp.core.certificate import Certificate

ENTRIES = Entries()
register = ENTRIES.register

register(
    "lcp.core.certificate.Certificate.zero_sum",
    lambda value, gain_1: Certificate.zero_sum(value, gain_1, gain_1),
    check=lambda a, r: r.value == a["value"] and r.gains == (a["gain_1"], a["gain_1"]),
    value=reals(exact=True, floats=False, draw_low=-1, draw_high=1),
    gain_1=reals(0, math.inf, exact=True, floats=False, draw_high=1),
)
register(
    "lcp.core.certificate.Certificate.from_best_responses",
    lambda bettor_best: Certificate.from_best_responses(Fraction(1, 4), bettor_best, Fraction(1, 5)),
    check=lambda a, r: r.gains == (a["bettor_best"] - Fraction(1, 4), Fraction(1, 20)),
    bettor_best=reals(Fraction(1, 4), math.inf, exact=True, floats=False, draw_high=2),
)
