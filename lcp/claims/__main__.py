"""``python -m lcp.claims``: the claims, filtered, as text, Markdown, JSON or CSV (``--help``)."""

from ..record import main

raise SystemExit(main("claims"))
