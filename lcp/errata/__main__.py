"""``python -m lcp.errata``: the errata as plain text."""

from . import text

print(text())
