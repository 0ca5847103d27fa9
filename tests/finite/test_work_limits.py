"""The work limits a user may raise (book/working.md, "Limits"): each stands, with the value the page gives, at
the address the page names (the module that defines it: the page named re-exported copies, whose change does
nothing), and the entry point reads it there at call time, so a change there takes effect."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "book" / "working.md"


def _stated() -> list[tuple[str, str, int]]:
    text = " ".join(PAGE.read_text(encoding="utf-8").split())
    found = re.findall(r"`(lcp(?:\.\w+)+)\.(MAX_[A-Z_]+) = ([\d^]+)`", text)
    return [
        (module, name, int(value.split("^")[0]) ** int(value.split("^")[1]) if "^" in value else int(value))
        for module, name, value in found
    ]


def test_every_stated_limit_is_the_code_at_that_address():
    stated = _stated()
    assert len(stated) >= 10, stated
    for module, name, value in stated:
        assert getattr(importlib.import_module(module), name) == value, (module, name)


@pytest.mark.parametrize(
    ("module", "name", "call"),
    [
        (
            "lcp.finite.finite_deck.equilibrium",
            "MAX_LP_CELLS",
            lambda: __import__("lcp.finite.finite_deck", fromlist=["x"]).von_neumann(9, 2),
        ),
        (
            "lcp.finite.finite_deck.rules",
            "MAX_LP_SIZE",
            lambda: __import__("lcp.finite.finite_deck", fromlist=["x"]).von_neumann(4, 5),
        ),
        (
            "lcp.finite.three_player.pieces",
            "MAX_FINITE_CARDS",
            lambda: __import__("lcp.finite.three_player", fromlist=["x"]).finite(9, 2),
        ),
    ],
)
def test_a_limit_lowered_where_it_is_defined_is_the_one_enforced(monkeypatch, module, name, call):
    monkeypatch.setattr(importlib.import_module(module), name, 4)
    with pytest.raises(ValueError, match=r"<= 4\b|at most 4\b|\[\d+, 4\]"):
        call()
