"""One certificate class for the whole package, and one failure rule for every exact solve (issue 62 item 3).

The rule (lcp.core): an exact solve that cannot certify an equilibrium raises lcp.core.CertificationError;
a result it returns is certified. Here every certificate is made to refuse (its ``certified`` forced False),
and each exact route must raise that one error type.
"""

from __future__ import annotations

import ast
import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

import lcp
import lcp.continuous
import lcp.finite.finite_game
from lcp.core import certificate as core_certificate
from lcp.core.certificate import Certificate, CertificationError, Claim


def test_there_is_exactly_one_certificate_class_in_lcp():
    """Every class named *Certificate defined anywhere in lcp (read from the sources: no imports)."""
    root = Path(lcp.__file__).parent
    found = [
        f"{path.relative_to(root)}:{node.name}"
        for path in sorted(root.rglob("*.py"))
        if "Certificate" in path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.name.endswith("Certificate")
    ]
    assert found == ["core/certificate.py:Certificate"]
    assert lcp.continuous.Certificate is lcp.finite.finite_game.Certificate is Certificate


def test_the_certificate_is_frozen_and_its_views_agree():
    c = Certificate.from_best_responses(Fraction(1, 4), Fraction(1, 3), Fraction(1, 5))
    assert c.gains == (Fraction(1, 12), Fraction(1, 20)) and c.best == (Fraction(1, 3), Fraction(-1, 5))
    assert (c.bettor_best, c.caller_best, c.value) == (Fraction(1, 3), Fraction(1, 5), Fraction(1, 4))
    assert not c.certified and c.exploitability == Fraction(1, 15)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.value = 0  # type: ignore[misc]
    proof = Certificate(claims=(Claim("caller", "x = x", True),), game="toy")
    assert proof.certified and proof.value is None and proof.require() is proof
    with pytest.raises(CertificationError, match="player 1 gains 1/12"):
        c.require()


def _refusing(monkeypatch):
    original = Certificate.__post_init__

    def refuse(self):
        original(self)
        object.__setattr__(self, "certified", False)

    monkeypatch.setattr(Certificate, "__post_init__", refuse)


def _routes():
    from lcp import testbed
    from lcp.finite import baby_poker, extensive, finite_deck, kuhn
    from lcp.grid import asymmetric, reraise
    from lcp.grid import exact as grid_exact

    pennies = extensive.Game(
        [
            extensive.Leaf("-", Fraction(1), Fraction(1 if a == b else -1), ((0, "p1", a), (1, "p2", b)))
            for a in "HT"
            for b in "HT"
        ]
    )
    return {
        "lcp.finite.extensive.solve": lambda: extensive.solve(pennies),
        "lcp.finite.kuhn.solve": lambda: kuhn.solve(),
        "lcp.finite.baby_poker.solve": lambda: baby_poker.solve(2),
        "lcp.finite.finite_deck.solve": lambda: finite_deck.solve(5, (Fraction(7, 3),)),
        "lcp.grid.asymmetric.solve": lambda: asymmetric.solve(3, [Fraction(5, 7)]),
        "lcp.grid.reraise.solve": lambda: reraise.solve(3, [Fraction(5, 7)], [1]),
        "lcp.grid.exact.solve": lambda: grid_exact.solve(testbed.build(Fraction(1, 3), 2, hands=7, k=2)),
        "lcp.testbed (TestbedGame.solve)": lambda: testbed.build(Fraction(2, 7), 2, hands=3, k=2).solve(),
    }


@pytest.mark.parametrize("route", list(_routes()))
def test_every_exact_solve_raises_certification_error_when_it_cannot_certify(route, monkeypatch):
    solve = _routes()[route]
    _refusing(monkeypatch)
    with pytest.raises(CertificationError):
        solve()


def test_the_rule_is_stated_once_in_lcp_core():
    import lcp.core

    assert (
        "CertificationError" in lcp.core.__doc__ and core_certificate.CertificationError is lcp.core.CertificationError
    )


def test_the_grid_solve_raises_with_the_solves_own_attempt_and_its_tight_bounds(monkeypatch):
    from lcp import testbed
    from lcp.grid import exact as grid_exact

    game = testbed.build(Fraction(1, 3), 2, hands=6, k=2)
    solved = grid_exact.solve(game)
    _refusing(monkeypatch)
    with pytest.raises(CertificationError, match="is not certified") as err:
        grid_exact.solve(game)
    attempt = err.value.attempt
    # only the verdict was forced: the attempt is the unpatched solve's profile, and its bounds are tight
    assert not attempt.certified and attempt.profile.fractions() == solved.profile.fractions()
    cert = attempt.certificate
    assert cert.gains == solved.certificate.gains == (0, 0)
    assert cert.caller_best == cert.value == cert.bettor_best == solved.value
    assert f"[{solved.value}, {solved.value}]" in str(err.value)
