"""Test-session set-up (root conftest, so it applies to nbval's notebook items too).

Notebooks executed by the tests write their figures to a temporary folder, never to figures/.
"""

import os
import tempfile

os.environ["LCP_FIGURES_DIR"] = tempfile.mkdtemp(prefix="lcp-figures-")

from hypothesis import settings

# Property tests are reproducible run to run (CI must not flake) and never time out on a first call
# that fills a cache (the sympy derivations are cached on first use).
settings.register_profile("lcp", deadline=None, derandomize=True)
settings.load_profile("lcp")
