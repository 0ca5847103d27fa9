"""The ground the other wings stand on: exact arithmetic, input checks, tolerances, the cache and files.

It imports no other part of :mod:`lcp`:

* ``lcp.core._exact`` -- exact rational linear algebra (sparse elimination in ``fractions.Fraction``);
* :mod:`lcp.core.rational` -- exact identities between rational functions (sympy);
* ``lcp.core._validate`` -- the input checks: every error names the parameter and its allowed range;
* :mod:`lcp.core.config` -- tolerances, seeds and sizes, each named for what it separates;
* :mod:`lcp.core.cache` -- the opt-in disk cache of the symbolic derivations (``$LCP_CACHE_DIR``);
* :mod:`lcp.core.files` -- writing a file so that nothing of the user's is lost;
* :mod:`lcp.core.portable` -- float functions with the same bits on every CPU;
* :mod:`lcp.core.software` -- the versions of Python and the library that an output records;
* ``lcp.core._lazy`` (sympy on demand) and ``lcp.core._types`` (type aliases).

The four private modules (a leading underscore) were ``lcp``'s own before the wings were built, and stay
private to ``lcp``: every wing may use them, nothing outside the package may.
"""
