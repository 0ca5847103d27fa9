"""The software that computes the companion's outputs: Python and the library's dependencies, by version.

The stored outputs carry these versions (issue 59): each notebook's metadata (``lcp.software``, written by
``run.py reproduce``) and its page's footer, the site's landing page, the referee report's header and the
JSON exports (the record's ``software`` field, the grid solution file's). The versions come from the
installed distributions (``importlib.metadata``), not from a list kept by hand; the lock ``locks/*.txt`` of
the checkout pins them.
"""

from __future__ import annotations

import platform
from importlib import metadata

#: The distributions whose versions an output records, in this order: the library's dependencies (scipy
#: brings the LP solver HiGHS that the exact grid and the finite games use).
LIBRARY = ("numpy", "scipy", "sympy", "mpmath", "matplotlib")
#: The solver libraries of the test bed, recorded when they are installed (the site and the notebooks use neither).
SOLVERS = ("open_spiel", "pygambit")


def versions(solvers: bool = False) -> dict[str, str]:
    """The versions of Python and of :data:`LIBRARY` (and of :data:`SOLVERS` that are installed, if ``solvers``).

    Parameters
    ----------
    solvers : bool
        Also record the installed solver libraries of the test bed (OpenSpiel, pygambit).

    Returns
    -------
    dict
        ``{"python": "3.11.7", "numpy": "2.4.6", ...}``, Python first, then :data:`LIBRARY` in its order;
        a library that is not installed is left out.

    Examples
    --------
    >>> found = versions()
    >>> list(found)[:2]
    ['python', 'numpy']
    >>> found["python"] == platform.python_version()
    True
    """
    if not isinstance(solvers, bool):
        raise TypeError(f"solvers must be True or False; got {solvers!r}")
    found = {"python": platform.python_version()}
    for name in LIBRARY + (SOLVERS if solvers else ()):
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return found


def describe(recorded: dict[str, str]) -> str:
    """The versions as one line for a reader: ``Python 3.11.7, numpy 2.4.6, ...``.

    Parameters
    ----------
    recorded : dict
        Names and versions, as :func:`versions` returns them.

    Returns
    -------
    str
        Each name and its version, joined by commas: Python first, then :data:`LIBRARY` and :data:`SOLVERS` in
        their order, then any other name (a JSON file read back may hold them in another order).

    Examples
    --------
    >>> describe({"numpy": "2.4.6", "python": "3.11.7"})
    'Python 3.11.7, numpy 2.4.6'
    """
    if not isinstance(recorded, dict) or not all(isinstance(v, str) for v in recorded.values()):
        raise TypeError(f"recorded must be a dict of names to version strings; got {recorded!r}")
    order = ("python", *LIBRARY, *SOLVERS)
    names = sorted(recorded, key=lambda name: (order.index(name) if name in order else len(order), name))
    return ", ".join(f"{'Python' if name == 'python' else name} {recorded[name]}" for name in names)
