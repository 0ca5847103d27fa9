"""Test-session set-up (root conftest, so it applies to nbval's notebook items too).

Notebooks executed by the tests write their figures to a temporary folder, never to figures/.
"""

import os
import tempfile

os.environ["LCP_FIGURES_DIR"] = tempfile.mkdtemp(prefix="lcp-figures-")
