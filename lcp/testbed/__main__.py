"""``python -m lcp.testbed``: ``solve`` (the grid game exactly, as JSON: :mod:`lcp.testbed.cli`), ``score`` (a
profile's exact score at any size: :mod:`lcp.testbed.scoring`) or ``bench``
(the solver benchmark's CSV: :mod:`lcp.testbed.bench`; also run when no command is named, as before)."""

import sys

from .bench import command

sys.exit(command())
