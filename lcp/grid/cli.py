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
import sys
import time
from fractions import Fraction
from pathlib import Path

from lcp.core import _validate, software

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
        "software": software.versions(),  # the Python, numpy, scipy (its HiGHS), ... that solved it (issue 59)
    }


#: The first bytes of every file the command writes: an existing file that begins otherwise is the user's.
MARK = b'{"schema":"' + SCHEMA.encode() + b'"'
#: The limits the command takes: 1e-100 <= L <= U <= 1e100, each at most 100 digits (checked before any integer
#: of their size is built: 1e-1000000 would build a million-digit one).
LIMIT_RANGE, LIMIT_DIGITS = (Fraction(1, 10**100), Fraction(10**100)), 100


def _limits(L: str, U: str) -> tuple:
    """``L`` and ``U`` read by :func:`decimal` after a check of their size that builds no large integer."""
    out = []
    for text, name in ((L, "L"), (U, "U")):
        if len(text) > 4 * LIMIT_DIGITS:
            raise ValueError(
                f"{name} must be a decimal or a fraction of at most {LIMIT_DIGITS} digits, in "
                f"[{float(LIMIT_RANGE[0]):g}, {float(LIMIT_RANGE[1]):g}]; got {len(text):,} characters"
            )
        low, high = text.lower().partition("e")[::2]
        if high:  # an exponent: checked before Fraction builds 10 ** exponent
            try:
                exponent = int(high)
            except ValueError:
                exponent = None
            if exponent is not None and abs(exponent) > 3 * LIMIT_DIGITS:
                raise ValueError(
                    f"{name} must lie in [{float(LIMIT_RANGE[0]):g}, {float(LIMIT_RANGE[1]):g}] (the range the "
                    f"exact solver takes); got {text[:40]!r}"
                )
        value = decimal(text, name)
        if value != 0 and not LIMIT_RANGE[0] <= abs(value) <= LIMIT_RANGE[1]:
            raise ValueError(
                f"{name} must lie in [{float(LIMIT_RANGE[0]):g}, {float(LIMIT_RANGE[1]):g}] (the range the exact "
                f"solver takes); got {text[:40]!r}"
            )
        if len(str(value.numerator)) + len(str(value.denominator)) > 2 * LIMIT_DIGITS:
            raise ValueError(f"{name} must have at most {LIMIT_DIGITS} digits; got {text[:40]!r}")
        out.append(value)
    return tuple(out)


def main(argv=None) -> int:
    """``python -m lcp.testbed solve --hands N --sizes K --limits L U [--menu M] [--deal D] --json FILE``.

    Returns the exit status: 0 when the equilibrium is certified, 1 when only exact bounds are, 2 for a bad
    argument or a ``--json`` target refused before any work (a folder, a missing folder, a file the command
    did not make, without ``--force``), 3 when the JSON could not be written after the solve (a full disk):
    one line on stderr, the target unchanged. ``--json -`` writes to standard output; a character device
    (``/dev/null``) or a FIFO is written straight through, never replaced; a file is written whole through a
    temporary file with a unique name, so a Ctrl-C leaves the old one. A file counts as the command's own
    when it begins with :data:`MARK` (as every file it writes does).

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
    parser.add_argument(
        "--json",
        required=True,
        metavar="FILE",
        help="where the JSON goes ('-': standard output; a device or a FIFO "
        "is written through; an existing file only if this command wrote it, or with --force)",
    )
    parser.add_argument("--force", action="store_true", help="overwrite a --json file this command did not write")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    from lcp.core.files import Output, OutputError, made_by, refuse

    try:
        L, U = _limits(*args.limits)
        game = build(L, U, args.hands, args.sizes, args.menu, args.deal)
        out = Output(args.json, option="--json", force=args.force, ours=made_by(MARK))
    except (TypeError, ValueError, OutputError) as exc:
        refuse(parser.prog, str(exc))
    start = time.perf_counter()

    def say(line: str) -> None:
        if not args.quiet:
            print(f"[{time.perf_counter() - start:7.1f} s] {line}", file=sys.stderr, flush=True)

    with out:
        say(f"n = {game.hands}, k = {len(game.sizes)}, deal {game.deal}, sizes {game.sizes[0]} .. {game.sizes[-1]}")
        solution = exact.solve(game, progress=say)
        say(f"value {solution.value} ({float(solution.value):.12f}), certified {solution.certified}")
        data = to_json(game, solution, args.menu, {k: round(v, 3) for k, v in solution.seconds.items()})
        try:
            out.write(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
            out.commit()
        except OutputError as exc:
            print(f"python -m lcp.testbed solve: {exc}", file=sys.stderr)
            return 3
    say(f"written to {args.json}")
    return 0 if solution.certified else 1


__all__ = [
    "SCHEMA",
    "MARK",
    "LIMIT_RANGE",
    "LIMIT_DIGITS",
    "MAX_HANDS",
    "MAX_SIZES",
    "schema_path",
    "decimal",
    "build",
    "to_json",
    "main",
]
