"""``python -m lcp.testbed``: ``solve`` (the grid game exactly, as JSON: :mod:`lcp.grid.cli`) or ``bench``
(the solver benchmark's CSV: :mod:`lcp.testbed.bench`; also run when no command is named, as before)."""

import sys

from .bench import command

sys.exit(command())
