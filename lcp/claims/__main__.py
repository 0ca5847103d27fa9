"""``python -m lcp.claims``: the claims as plain text."""

from . import text

print(text())
