"""``python -m lcp.record.errata``: the errata, filtered, as text, Markdown, JSON or CSV (``--help``)."""

from lcp.record._cli import main

raise SystemExit(main("errata"))
