"""Test-session set-up (root conftest, so it applies to nbval's notebook items too).

Notebooks executed by the tests write their figures to the scratch folder build/figures/ (the
default of lcp.plotting), never to figures/, and print the same "saved build/figures/..." line as the
stored outputs: a user's $LCP_FIGURES_DIR is therefore ignored here.
"""

import os

os.environ.pop("LCP_FIGURES_DIR", None)

from hypothesis import settings

# Property tests are reproducible run to run (CI must not flake) and never time out on a first call
# that fills a cache (the sympy derivations are cached on first use).
settings.register_profile("lcp", deadline=None, derandomize=True)
settings.load_profile("lcp")
