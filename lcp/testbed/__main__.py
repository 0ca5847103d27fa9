"""``python -m lcp.testbed``: regenerate the solver benchmark's CSV (see :mod:`lcp.testbed.bench`)."""

import sys

from .bench import main

sys.exit(main())
