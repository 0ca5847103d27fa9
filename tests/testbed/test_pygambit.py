"""pygambit's exact LP agrees with the companion's certified values on the new grid games (issue 40) and
on Kuhn's game: the games are written to ``.efg`` from the core's own trees (``tests/_efg.py``), read
by pygambit and solved in rationals. pygambit is a test dependency: a missing install fails here (in each
test: pygambit is imported where it is used, not when the suite is collected, since it brings pandas with it:
about a second for each test worker)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from _efg import to_efg
from lcp.continuous.hand_laws import HandLaw
from lcp.finite import kuhn
from lcp.grid import asymmetric, reraise

pytestmark = pytest.mark.slow


def gambit_value(game, tmp_path, title):
    import pygambit as gbt

    path = tmp_path / "game.efg"
    path.write_text(to_efg(game, title))
    g = gbt.read_efg(str(path))
    result = gbt.nash.lp_solve(g, rational=True)
    eq = result.equilibrium  # pygambit 17: one equilibrium, payoffs() for every player
    return F(str(eq.payoffs["Player 1"]))


@pytest.mark.parametrize(
    "n, sizes, bettor, caller",
    [
        (3, (F(1),), HandLaw(), HandLaw()),
        (3, (F(1, 2), F(2)), HandLaw(), HandLaw("max_of", 2)),
        (4, (F(1, 2), F(1)), HandLaw("capped", F(1, 2)), HandLaw()),
        (3, (F(1),), HandLaw("floored", F(1, 4)), HandLaw("min_of", 2)),
    ],
)
def test_asymmetric_grid_values_agree(n, sizes, bettor, caller, tmp_path):
    ours = asymmetric.solve(n, sizes, bettor, caller).value
    assert gambit_value(asymmetric.game(n, sizes, bettor, caller), tmp_path, "asymmetric") == ours


@pytest.mark.parametrize(
    "n, sizes, increments, stack",
    [
        (2, (F(1),), (F(1),), None),
        (3, (F(1, 2), F(1)), (F(1),), None),
        (3, (F(1),), (F(1, 2), F(1)), F(3, 2)),
    ],
)
def test_raise_grid_values_agree(n, sizes, increments, stack, tmp_path):
    ours = reraise.solve(n, sizes, increments, stack).value
    assert gambit_value(reraise.game(n, sizes, increments, stack), tmp_path, "raise") == ours


@pytest.mark.parametrize("raises", [0, 1])
def test_kuhn_value_agrees(raises, tmp_path):
    assert gambit_value(kuhn.game(raises), tmp_path, "Kuhn") == kuhn.solve(raises).value == F(-1, 18)
