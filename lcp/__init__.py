"""Reference companion to "Limit Continuous Poker" (A. Spears, 2025).

One module per game:

* :mod:`lcp.continuous.fixed_bet` -- von Neumann's fixed-bet continuous poker (FBCP), paper Sec. 2.1.1;
* :mod:`lcp.finite.baby_poker` -- the same game with dice (independent hands, ties split), the blog's baby poker;
* :mod:`lcp.continuous.no_limit` -- Newman's no-limit continuous poker (NLCP), paper Sec. 2.1.2;
* :mod:`lcp.continuous.limit` -- limit continuous poker (LCP), paper Secs. 3-6 and 9, with :mod:`lcp.continuous.admissible`
  (which of its equilibria are admissible, Thm. 4.1 and Claims 1, 7) and :mod:`lcp.continuous.monotone` (the
  revision's monotone callers and monotone-admissible bettors, revised Secs. 4.1-4.2 and App. A);
* :mod:`lcp.continuous.menu` -- continuous poker with a finite menu of bet sizes (the limit of the finite decks);
* :mod:`lcp.finite.finite_deck` -- von Neumann and Newman poker with n cards (the finite-deck paper, ante 1);
* :mod:`lcp.finite.three_player` -- the three-player game of the same paper, finite and continuous;
* :mod:`lcp.finite.kuhn` -- Kuhn poker and its raise variants (solved by :mod:`lcp.finite.extensive`, a small
  sequence-form LP solver with exact certificates);
* :mod:`lcp.grid` -- the grid game (hand buckets or a deck, a menu of sizes, an optional raise), its rules
  stated once, with three presets:
* :mod:`lcp.testbed` -- the discretised LCP as a test bed for equilibrium solvers: exact answers, Gambit
  ``.efg`` export for OpenSpiel and pygambit, exact scores in the finite and the continuous game;
* :mod:`lcp.grid.asymmetric` and :mod:`lcp.grid.reraise` -- limit poker on a grid with the hands from two laws
  (:mod:`lcp.continuous.hand_laws`), and with one raise for the caller (notebook 11, beyond the paper), checked by
  the brute-force :mod:`lcp.finite.normal_form`;

and shared machinery: :mod:`lcp.continuous` (what a solved continuous game offers: the protocol that
:mod:`lcp.continuous.payoff`, :mod:`lcp.continuous.simulate` and :mod:`lcp.continuous.exploit` rely on), :mod:`lcp.continuous.payoff` (outcome regions,
paper Sec. 6), :mod:`lcp.continuous.simulate` (Monte Carlo), :mod:`lcp.finite.finite_game` (the finite games' core: float LP,
exact re-solve, certificate) with :mod:`lcp.core._exact` (rational re-solve of LP answers), :mod:`lcp.continuous.exploit` (best
responses on a discretisation), :mod:`lcp.plotting` (byte-stable figures), :mod:`lcp.core.portable` (float
functions with the same bits on every CPU), :mod:`lcp.notebook` (notebook parameters), :mod:`lcp.record.errata` (every discrepancy found in the sources), :mod:`lcp.record.markup` (the ``$...$``
markup of the errata's and claims' text, rendered for Markdown and for plain text), :mod:`lcp.record.sources` (the
source texts and verbatim quotes from them),
:mod:`lcp.explorer` (``lcp.explore()``: sliders for L and U in JupyterLab),
:mod:`lcp.record.versions` (the paper's manuscript and its
revision, arXiv:2606.01390, section by section), :mod:`lcp.continuous._forms` (the float
forms of the continuous games, generated from their derivations by ``tools/generate.py``, so that the
float paths never import sympy).

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
