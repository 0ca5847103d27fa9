"""Documented ranges of lcp.core.software: the versions recorded on every output."""

from hypothesis import strategies as st

from _ranges import Entries, Range, flag
from lcp.core import software

ENTRIES = Entries()
register = ENTRIES.register

register("lcp.core.software.versions", lambda solvers: software.versions(solvers), solvers=flag())
RECORDED = Range(
    st.sampled_from([{"python": "3.11.7"}, {"numpy": "2.4.6", "python": "3.11.7", "other": "1"}, {}]),
    st.sampled_from([None, {"python": 3}, ["python"]]),
)
register("lcp.core.software.describe", lambda recorded: software.describe(recorded), recorded=RECORDED)

test_documented_ranges = ENTRIES.test()
