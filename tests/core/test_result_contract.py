"""One result contract for every solve (issue 62 item 3): the same four attributes on every result class.

``lcp.core.RESULT_CLASSES`` lists the classes; here one small game of each is solved and its result must be
a frozen dataclass with ``value``, ``profile``, ``certificate`` (an attribute holding an
``lcp.core.Certificate``, or None on a numerical route) and ``certified`` (``certificate.certified``; False
without a certificate). A class named ``*Equilibrium`` or ``*Solution`` that is defined in lcp and missing
from the list fails the first test. The games are the cheapest of each kind (the continuous games' sympy
proofs take about a second in all with the derivations cached, as ``run.py test`` does).
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import importlib
import inspect
import warnings
from fractions import Fraction
from pathlib import Path

import pytest

import lcp
from lcp.core import RESULT_ATTRIBUTES, RESULT_CLASSES, Certificate

#: The routes that prove nothing exactly (the rule of lcp.core: certificate None, certified False).
NUMERICAL = {"lcp.grid.structured.FloatSolution", "lcp.finite.three_player.ContinuousEquilibrium"}


def _class(address: str) -> type:
    module, _, name = address.rpartition(".")
    return getattr(importlib.import_module(module), name)


def _pennies():
    from lcp.finite import extensive

    return extensive.Game(
        [
            extensive.Leaf("-", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
            for a in "HT"
            for b in "HT"
        ]
    )


def _solves() -> dict:
    """One cheap solve per result class, by the class's address."""
    from lcp import testbed
    from lcp.continuous import fixed_bet, limit, menu, no_limit
    from lcp.finite import baby_poker, extensive, finite_deck, kuhn, three_player
    from lcp.finite.three_player import menu as three_player_menu
    from lcp.grid import asymmetric, exact, reraise, structured

    return {
        "lcp.continuous.fixed_bet.Equilibrium": lambda: fixed_bet.solve(1.0),
        "lcp.continuous.no_limit.Equilibrium": lambda: no_limit.solve(),
        "lcp.continuous.limit.Equilibrium": lambda: limit.solve(1, 2, exact=True),
        "lcp.continuous.menu.MenuEquilibrium": lambda: menu.solve([0.5, 1.0]),
        "lcp.finite.kuhn.KuhnSolution": lambda: kuhn.solve(0),
        "lcp.finite.baby_poker.Equilibrium": lambda: baby_poker.solve(2),
        "lcp.finite.extensive.Solution": lambda: extensive.solve(_pennies()),
        "lcp.finite.finite_deck.Equilibrium": lambda: finite_deck.solve(3, [1]),
        "lcp.finite.three_player.menu.MenuEquilibrium": lambda: three_player_menu.solve(3, [1]),
        "lcp.finite.three_player.FiniteEquilibrium": lambda: three_player.finite(3, 1),
        "lcp.finite.three_player.ContinuousEquilibrium": lambda: three_player.continuous_equilibrium(1),
        "lcp.grid.exact.GridSolution": lambda: exact.solve(testbed.build(1, 1, hands=3, k=1)),
        "lcp.grid.asymmetric.GridEquilibrium": lambda: asymmetric.solve(2, [1]),
        "lcp.grid.reraise.RaiseEquilibrium": lambda: reraise.solve(2, [1], [1]),
        "lcp.grid.structured.FloatSolution": lambda: structured.solve_float(testbed.build(1, 1, hands=3, k=1)),
        "lcp.testbed.ExactSolution": lambda: testbed.build(1, 1, hands=2, k=1).solve(),
    }


def test_the_list_holds_every_result_class_of_lcp():
    """Every class named *Equilibrium or *Solution defined in lcp (read from the sources) is listed, once."""
    root = Path(lcp.__file__).parent
    defined = set()
    for path in sorted(root.rglob("*.py")):
        module = ".".join(("lcp", *path.relative_to(root).with_suffix("").parts)).removesuffix(".__init__")
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.name.endswith(("Equilibrium", "Solution")):
                defined.add(f"{module}.{node.name}")
    found = {_class(address): address for address in sorted(defined)}  # where each is defined
    listed = {_class(address): address for address in RESULT_CLASSES}  # by its public address
    assert len(set(RESULT_CLASSES)) == len(RESULT_CLASSES) == len(listed)
    missing = sorted(found[c] for c in set(found) - set(listed))
    assert not missing and set(listed) == set(found), {"defined, not listed": missing}
    assert set(_solves()) == set(RESULT_CLASSES)  # this test solves one game of each


@pytest.mark.parametrize("address", RESULT_CLASSES)
def test_every_result_carries_the_four_attributes(address):
    cls = _class(address)
    result = _solves()[address]()
    assert type(result) is cls and dataclasses.is_dataclass(result) and cls.__dataclass_params__.frozen
    for name in RESULT_ATTRIBUTES:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(result, name, None)
    assert result.value is not None and result.profile is not None
    assert not inspect.ismethod(result.certificate)  # an attribute, not a method
    assert isinstance(result.certified, bool)
    if address in NUMERICAL:
        assert result.certificate is None and result.certified is False
        return
    cert = result.certificate
    assert isinstance(cert, Certificate) and result.certificate is cert  # computed once, then kept
    assert result.certified == cert.certified and result.certified
    if cert.values:  # a numeric certificate: its value is the result's
        assert cert.value == result.value
    else:  # a proof made of claims (the continuous games)
        assert cert.claims and all(c.holds for c in cert.claims)
    # certified follows the certificate: the same result holding a refuting one says False
    refuted = Certificate.zero_sum(Fraction(0), Fraction(1), 0)
    if "certificate" in {f.name for f in dataclasses.fields(cls)}:
        twin = dataclasses.replace(result, certificate=refuted)
    else:  # computed on first use: the twin's is set in its place
        twin = copy.copy(result)
        twin.__dict__["certificate"] = refuted
    assert twin.certificate is refuted and twin.certified is False


def test_the_old_method_call_returns_the_certificate_and_says_it_is_an_attribute():
    from lcp.finite import kuhn

    sol = kuhn.solve(0)
    with pytest.warns(DeprecationWarning, match="certificate is now an attribute"):
        assert sol.certificate() is sol.certificate
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert sol.certificate.certified  # the attribute itself warns of nothing
