"""Reference companion to "Limit Continuous Poker" (A. Spears, 2025; revised as arXiv:2606.01390 v1).

The package stands in six wings, each named for what it holds; a wing imports only the wings below it
(``tests/package/test_import_graph.py`` holds the floors):

* :mod:`lcp.core` -- the ground: exact arithmetic, input checks, tolerances, the cache, files written safely;
* :mod:`lcp.continuous` -- the paper's continuous games: von Neumann's fixed bet (FBCP, paper Sec. 2.1.1),
  Newman's no-limit game (NLCP, Sec. 2.1.2), limit continuous poker (LCP, Secs. 3-9) with its admissible and
  monotone refinements, a finite menu of sizes, and the machinery that reads any solved game (payoffs by
  region, Monte Carlo, best responses on a discretisation);
* :mod:`lcp.record` -- the record of the sources: the texts checked, the paper's two versions, the errata and
  claims, the reading ledger of every sentence of the revision, the annotations;
* :mod:`lcp.finite` -- the finite games: decks of n cards, three players, Kuhn poker, dice, and their exact
  solvers (LP in named steps, sequence form, every equilibrium's range);
* :mod:`lcp.grid` -- the grid game (hand buckets or a deck, a menu of sizes, an optional raise), its rules
  stated once, with the asymmetric-hands and raise presets, solved exactly at scale;
* :mod:`lcp.testbed` -- the grid game as a test bed for equilibrium solvers: exact answers, scores, exports.

Above the wings: :mod:`lcp.plotting` (byte-stable figures), :mod:`lcp.notebook` (the notebooks' parameters
and printing), :mod:`lcp.explorer` (``lcp.explore()``: sliders for L and U) and :mod:`lcp.paper_figures`
(numbers read off the paper's figures).

The modules' addresses before the wings still import: ``from lcp import limit`` and ``import lcp.limit`` give
:mod:`lcp.continuous.limit` (:data:`OLD_ADDRESSES`); new code imports from the wings.

Units: the paper's pot-1 convention (each player antes 1/2, payoffs are the bettor's net winnings)
unless a module says otherwise.
"""

from .core._version import __version__  # noqa: F401  (the one place it is written: lcp/core/_version.py)


def explore(L: float = 0.1, U: float = 2.0):
    """Sliders for L and U that redraw the LCP equilibrium in JupyterLab (see :func:`lcp.explorer.explore`).

    Parameters
    ----------
    L, U : float
        The starting limits.

    Returns
    -------
    ipywidgets.VBox
        The controls and the figure (needs the ``notebooks`` extra).

    Examples
    --------
    >>> import lcp
    >>> lcp.explore(0.1, 2.0)   # a notebook shows the sliders; its stored output is this line
    lcp.explore: L = 0.1, U = 2, V(L, U) = 0.06910244164

    """

    from .explorer import explore as _explore

    return _explore(L, U)


# The wings, and every module's address before they were built (issue 62): ``lcp.limit`` is
# ``lcp.continuous.limit`` now. ``from lcp import limit`` and ``import lcp.limit`` still give the module (the
# same object as at its new address); new code imports from the wings.
WINGS = ("core", "continuous", "finite", "grid", "testbed", "record")
OLD_ADDRESSES = {
    "admissible": "continuous.admissible",
    "annotations": "record.annotations",
    "asymmetric": "grid.asymmetric",
    "baby_poker": "finite.baby_poker",
    "cache": "core.cache",
    "claims": "record.claims",
    "config": "core.config",
    "equilibrium_sets": "finite.equilibrium_sets",
    "errata": "record.errata",
    "exploit": "continuous.exploit",
    "extensive": "finite.extensive",
    "files": "core.files",
    "finite_deck": "finite.finite_deck",
    "finite_game": "finite.finite_game",
    "fixed_bet": "continuous.fixed_bet",
    "hand_laws": "continuous.hand_laws",
    "kuhn": "finite.kuhn",
    "ledger": "record.ledger",
    "limit": "continuous.limit",
    "markup": "record.markup",
    "menu": "continuous.menu",
    "monotone": "continuous.monotone",
    "no_limit": "continuous.no_limit",
    "normal_form": "finite.normal_form",
    "payoff": "continuous.payoff",
    "portable": "core.portable",
    "printed_profile": "continuous.printed_profile",
    "rational": "core.rational",
    "reraise": "grid.reraise",
    "severity": "record.severity",
    "simulate": "continuous.simulate",
    "sources": "record.sources",
    "three_player": "finite.three_player",
    "versions": "record.versions",
}


def _new_address(fullname: str) -> str | None:
    """The new dotted name of an old ``lcp.<module>[.<sub>...]`` address, or None if it is not one."""
    head, _, rest = fullname.partition(".")
    first, _, tail = rest.partition(".")
    if head != "lcp" or first not in OLD_ADDRESSES:
        return None
    return f"lcp.{OLD_ADDRESSES[first]}" + (f".{tail}" if tail else "")


class _OldAddresses:
    """An import finder that answers an old address with the module at its new one (``import lcp.limit``)."""

    @staticmethod
    def find_spec(fullname, path=None, target=None):
        import importlib.util

        if _new_address(fullname) is None:
            return None
        return importlib.util.spec_from_loader(fullname, _OldAddresses, is_package=_OldAddresses.is_package(fullname))

    @staticmethod
    def create_module(spec):
        import importlib

        return importlib.import_module(_new_address(spec.name))

    @staticmethod
    def exec_module(module):
        """The module was run at its new address."""

    @staticmethod
    def is_package(fullname):
        import importlib.util

        return importlib.util.find_spec(_new_address(fullname)).submodule_search_locations is not None

    @staticmethod
    def get_code(fullname):
        """The code at the new address (``python -m lcp.errata`` runs ``lcp.record.errata``'s)."""
        import importlib.util

        spec = importlib.util.find_spec(_new_address(fullname))
        return spec.loader.get_code(spec.name)


def __getattr__(name: str):
    import importlib

    if name in WINGS:
        return importlib.import_module(f"{__name__}.{name}")
    if name in OLD_ADDRESSES:
        return importlib.import_module(f"{__name__}.{OLD_ADDRESSES[name]}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _install() -> None:
    import sys

    if not any(finder is _OldAddresses for finder in sys.meta_path):
        sys.meta_path.append(_OldAddresses)


_install()
