"""``python -m lcp.errata``: the errata, filtered, as text, Markdown, JSON or CSV (``--help``)."""

from ..record import main

raise SystemExit(main("errata"))
