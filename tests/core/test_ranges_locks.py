"""Documented ranges of lcp.core.locks: who holds a lock file, and how long to wait for it."""

import math
import tempfile

from hypothesis import strategies as st

from _ranges import Entries, Range
from lcp.core import locks

ENTRIES = Entries()
register = ENTRIES.register

register(
    "lcp.core.locks.seconds_from_environment",
    lambda name, default: locks.seconds_from_environment(name, default),
    check=lambda a, r: r == a["default"],  # the variable is unset: the default
    name=Range(st.just("LCP_RANGES_UNSET_WAIT"), st.sampled_from([None, 3, ""])),
    default=Range(st.sampled_from([0, 2.5, 300.0, 10**6]), st.sampled_from([-1, 1e7, math.nan, "5", None, True])),
)
LOCK = open(tempfile.mkstemp(suffix=".lock")[1], "a+b")  # noqa: SIM115  (open for the session; no one holds it)
register(
    "lcp.core.locks.holder",
    lambda handle: locks.holder(handle),
    check=lambda a, r: r == "another process",  # an empty file nobody holds
    handle=Range(st.just(LOCK), st.sampled_from([None, 3, "a.lock"])),
)

test_documented_ranges = ENTRIES.test()
