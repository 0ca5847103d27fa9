r"""``python -m lcp.testbed solve``: the grid game solved exactly, written as JSON for a solver author.

Units: pot 1, ante 1/2 each; values are the bettor's net winnings. The JSON's layout is
``lcp/data/grid-solution.schema.json`` (JSON Schema): the game, the exact value, whether it is certified
(both best responses equal to the value, exactly), both best-response values, the bettor's probability of
each action per hand and the caller's call probability per size and hand, every number a fraction string.

Limits are read as the decimals they print: ``0.1`` is 1/10 (never the binary double nearest to it), and
``1/10`` is accepted too.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from fractions import Fraction
from pathlib import Path

from .. import _validate
from . import _payoffs, structured

SCHEMA = "lcp-grid-solution/1"
#: Most hands the structured solver takes (:data:`lcp.grid.structured.MAX_HANDS`).
MAX_HANDS = structured.MAX_HANDS
#: Most sizes of a menu (:data:`lcp.testbed.MAX_SIZES`).
MAX_SIZES = 256


def schema_path() -> Path:
    """Where the JSON Schema of the output lies (inside the package)."""
    return Path(__file__).resolve().parents[1] / "data" / "grid-solution.schema.json"


def decimal(text: str, name: str) -> Fraction:
    """The rational a command-line number names: ``0.1`` is 1/10 exactly, ``1/10`` too, ``2`` is 2.

    Examples
    --------
    >>> decimal("0.1", "L"), decimal("1/10", "L"), decimal("2.50", "U")
    (Fraction(1, 10), Fraction(1, 10), Fraction(5, 2))
    >>> decimal("nan", "L")
    Traceback (most recent call last):
    ...
    ValueError: L must be a decimal (0.1) or a fraction (1/10); got 'nan'
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a str (the parameter's name); got {type(name).__name__}")
    if not isinstance(text, str):
        raise TypeError(f"{name} must be a str; got {type(text).__name__}")
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{name} must be a decimal (0.1) or a fraction (1/10); got {text!r}") from None
    return value


def build(L, U, hands: int, sizes: int, menu: str = "uniform", deal: str = "buckets"):
    """The grid game (a :class:`lcp.grid.structured.StructuredGame`) with up to :data:`MAX_HANDS` hands.

    ``L``, ``U`` (0 < L <= U), ``sizes`` (how many, 2 to :data:`MAX_SIZES`; 1 when L == U), ``menu`` (the spacing) and ``deal`` are checked
    and the menu made by :func:`lcp.testbed.build`; ``hands`` (2 to :data:`MAX_HANDS`) is the structured
    solver's own limit, beyond the test bed's (:data:`lcp.testbed.MAX_HANDS`, for the solvers that build the
    whole tree).

    Examples
    --------
    >>> build(Fraction(1, 10), 2, 10_000, 4).hands
    10000
    """
    from .. import testbed

    hands = _validate.integer(hands, "hands", 2, MAX_HANDS)
    sizes = _validate.integer(sizes, "sizes", 1, MAX_SIZES)
    if not isinstance(menu, str) or menu not in testbed.SPACINGS:
        raise ValueError(f"menu must be one of {testbed.SPACINGS}; got {menu!r}")
    if sizes == 1:  # one size only when L == U (L and U checked by the probe)
        probe = testbed.build(L, U, hands=2, sizes=[U], spacing=menu, deal=deal)
        if probe.L != probe.U:
            raise ValueError("sizes must be >= 2 when L < U (the menu's ends are L and U); got sizes = 1")
    game = testbed.build(L, U, hands=2, sizes=sizes, spacing=menu, deal=deal)
    return structured.StructuredGame(game.L, game.U, hands, game.sizes, game.deal)


def to_json(game, solution, menu: str = "uniform", seconds: dict | None = None) -> dict:
    """The solution as the schema's dictionary (fractions as strings); ``menu`` names how the sizes were spaced
    (``"uniform"`` or ``"geometric"``), ``seconds`` (optional) where the time went, by stage."""
    from .exact import GridSolution

    _payoffs.checked_game(game)
    if not isinstance(solution, GridSolution):
        raise TypeError(f"solution must be an lcp.grid.exact.GridSolution (exact.solve); got {type(solution).__name__}")
    if solution.profile.caller.shape != (game.hands, len(game.sizes)):
        raise ValueError(f"solution must be of this game ({game.hands} hands, {len(game.sizes)} sizes)")
    if menu not in ("uniform", "geometric"):
        raise ValueError(f"menu must be 'uniform' or 'geometric'; got {menu!r}")
    if seconds is not None and not isinstance(seconds, dict):
        raise TypeError(f"seconds must be a dict of stage -> seconds, or None; got {seconds!r}")
    bettor, caller = solution.profile.strings()
    cert = solution.certificate
    K = len(game.sizes)
    return {
        "schema": SCHEMA,
        "game": {
            "hands": game.hands,
            "deal": game.deal,
            "menu": menu,
            "limits": [str(game.L), str(game.U)],
            "sizes": [str(s) for s in game.sizes],
            "units": "pot 1, ante 1/2 each; the bettor's net winnings",
        },
        "value": str(cert.value),
        "certified": cert.is_equilibrium,
        "certificate": {"bettor_best_response": str(cert.bettor_best), "caller_best_response": str(cert.caller_best)},
        "bettor": {"actions": list(game.bettor_actions), "probabilities": bettor},
        "caller": {"call_probabilities": [[row[k] for row in caller] for k in range(K)]},
        **({"seconds": seconds} if seconds is not None else {}),
    }


def _writable(path: str) -> Path:
    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    if out.is_dir():
        raise ValueError(f"--json {path!r} is a folder; give a file name")
    if not folder.is_dir():
        raise ValueError(f"--json {path!r}: the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        raise ValueError(f"--json {path!r} is not writable")
    return out


def main(argv=None) -> int:
    """``python -m lcp.testbed solve --hands N --sizes K --limits L U [--menu M] [--deal D] --json FILE``.

    Returns the exit status: 0 when the equilibrium is certified, 1 when only exact bounds are.

    Examples
    --------
    >>> main(["--help"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    SystemExit: 0
    """
    from . import exact

    if argv is not None and (not isinstance(argv, (list, tuple)) or not all(isinstance(a, str) for a in argv)):
        raise TypeError(f"argv must be a list of str (the command line after 'solve'), or None; got {argv!r}")
    parser = argparse.ArgumentParser(
        prog="python -m lcp.testbed solve",
        description="Solve the grid game exactly and write its value and profile as JSON "
        "(schema: lcp/data/grid-solution.schema.json). Limits are read as the decimals they print: "
        "0.1 is 1/10 (1/10 is accepted too).",
    )
    parser.add_argument("--hands", type=int, required=True, help=f"hand buckets or cards, 2 to {MAX_HANDS:,}")
    parser.add_argument("--sizes", type=int, required=True, help=f"bet sizes in the menu, 1 to {MAX_SIZES}")
    parser.add_argument("--limits", nargs=2, required=True, metavar=("L", "U"), help="0 < L <= U, e.g. 0.1 2 or 1/10 2")
    parser.add_argument("--menu", choices=("uniform", "geometric"), default="uniform", help="how the sizes are spaced")
    parser.add_argument("--deal", choices=("buckets", "deck"), default="buckets", help="i.i.d. buckets or a deck")
    parser.add_argument("--json", required=True, metavar="FILE", help="where the JSON goes")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    try:
        L, U = decimal(args.limits[0], "L"), decimal(args.limits[1], "U")
        game = build(L, U, args.hands, args.sizes, args.menu, args.deal)
        out = _writable(args.json)
    except (TypeError, ValueError) as exc:
        parser.error(str(exc))
    start = time.perf_counter()

    def say(line: str) -> None:
        if not args.quiet:
            print(f"[{time.perf_counter() - start:7.1f} s] {line}", file=sys.stderr, flush=True)

    say(f"n = {game.hands}, k = {len(game.sizes)}, deal {game.deal}, sizes {game.sizes[0]} .. {game.sizes[-1]}")
    solution = exact.solve(game, progress=say)
    say(f"value {solution.value} ({float(solution.value):.12f}), certified {solution.certified}")
    data = to_json(game, solution, args.menu, {k: round(v, 3) for k, v in solution.seconds.items()})
    tmp = out.with_name(out.name + ".partial")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, separators=(",", ":"))
    os.replace(tmp, out)
    say(f"written to {out}")
    return 0 if solution.certified else 1


__all__ = ["SCHEMA", "MAX_HANDS", "MAX_SIZES", "schema_path", "decimal", "build", "to_json", "main"]
