"""``python -m lcp.record.claims``: the claims, filtered, as text, Markdown, JSON or CSV (``--help``)."""

from lcp.record._cli import main

raise SystemExit(main("claims"))
