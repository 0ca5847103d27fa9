"""Developer tools of the source checkout, outside the installed package (the wheel ships only ``lcp``).

* :mod:`tools.generate` -- writes ``lcp/continuous/_forms.py`` and the site's ``book/_extra/lcp-forms.js`` from the
  sympy derivations (``python -m tools.generate``).
"""
