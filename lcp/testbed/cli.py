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

from ..grid import exact, structured

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


def build(L, U, hands: int, k: int, menu: str = "uniform", deal: str = "buckets"):
    """The grid game (a :class:`lcp.grid.structured.StructuredGame`) with up to :data:`MAX_HANDS` hands.

    ``L``, ``U`` (0 < L <= U), ``k`` (how many sizes, 2 to :data:`MAX_SIZES`; 1 when L == U), ``menu`` (the spacing) and ``deal`` are checked
    and the menu made by :func:`lcp.testbed.build`; ``hands`` (2 to :data:`MAX_HANDS`) is the structured
    solver's own limit, beyond the test bed's (:data:`lcp.testbed.MAX_HANDS`, for the solvers that build the
    whole tree).

    Examples
    --------
    >>> build(Fraction(1, 10), 2, 10_000, 4).hands
    10000
    """
    from . import game as testbed  # its menus and checks (the test bed builds a 2-hand game)

    hands = _validate.integer(hands, "hands", 2, MAX_HANDS)
    k = _validate.integer(k, "k", 1, MAX_SIZES)
    if not isinstance(menu, str) or menu not in testbed.SPACINGS:
        raise ValueError(f"menu must be one of {testbed.SPACINGS}; got {menu!r}")
    if k == 1:  # one size only when L == U (L and U checked by the probe)
        probe = testbed.build(L, U, hands=2, sizes=[U], spacing=menu, deal=deal)
        if probe.L != probe.U:
            raise ValueError("k must be >= 2 when L < U (the menu's ends are L and U); got k = 1")
    game = testbed.build(L, U, hands=2, k=k, spacing=menu, deal=deal)
    return structured.StructuredGame(game.L, game.U, hands, game.sizes, game.deal)


def to_json(game, solution, menu: str = "uniform", seconds: dict | None = None) -> dict:
    """The solution as the schema's dictionary (fractions as strings); ``menu`` names how the sizes were spaced
    (``"uniform"`` or ``"geometric"``), ``seconds`` (optional) where the time went, by stage."""
    _checked(game, solution, menu, seconds)
    bettor, caller = solution.profile.strings()
    K = len(game.sizes)
    return {
        **_header(game, solution, menu),
        "bettor": {"actions": list(game.bettor_actions), "probabilities": bettor},
        "caller": {"call_probabilities": [[row[k] for row in caller] for k in range(K)]},
        **({"seconds": seconds} if seconds is not None else {}),
        "software": software.versions(),  # the Python, numpy, scipy (its HiGHS), ... that solved it (issue 59)
    }


def _checked(game, solution, menu: str, seconds) -> None:
    from ..grid.exact import GridSolution

    exact.checked_game(game)
    if not isinstance(solution, GridSolution):
        raise TypeError(f"solution must be an lcp.grid.exact.GridSolution (exact.solve); got {type(solution).__name__}")
    if solution.profile.caller.shape != (game.hands, len(game.sizes)):
        raise ValueError(f"solution must be of this game ({game.hands} hands, {len(game.sizes)} sizes)")
    if menu not in ("uniform", "geometric"):
        raise ValueError(f"menu must be 'uniform' or 'geometric'; got {menu!r}")
    if seconds is not None and not isinstance(seconds, dict):
        raise TypeError(f"seconds must be a dict of stage -> seconds, or None; got {seconds!r}")


def _header(game, solution, menu: str, schema: str = SCHEMA) -> dict:
    cert = solution.certificate
    return {
        "schema": schema,
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
    }


def to_compact(game, solution, menu: str = "uniform", seconds: dict | None = None) -> dict:
    """The solution in the compact format (``lcp/data/grid-solution-compact.schema.json``): :func:`to_json`'s
    fields, with the bettor's rows as runs of identical rows and each size's call probabilities as runs of
    equal values (:func:`lcp.testbed.formats.expand` writes the
    full matrix back).

    Examples
    --------
    >>> from lcp.grid import exact
    >>> g = build(Fraction(1, 10), 2, 1000, 4)
    >>> data = to_compact(g, exact.solve(g))
    >>> data["schema"], sum(count for count, _ in data["bettor"]["runs"])
    ('lcp-grid-solution-compact/1', 1000)
    """
    from . import formats

    _checked(game, solution, menu, seconds)
    part = formats._compact_profile(solution.profile)
    return {
        **_header(game, solution, menu, formats.COMPACT_SCHEMA),
        "bettor": {"actions": list(game.bettor_actions), **part["bettor"]},
        "caller": part["caller"],
        **({"seconds": seconds} if seconds is not None else {}),
        "software": software.versions(),  # the Python, numpy, scipy (its HiGHS), ... that solved it (issue 59)
    }


#: The first bytes of every file the command writes: an existing file that begins otherwise is the user's.
MARK = b'{"schema":"' + SCHEMA.encode() + b'"'
#: ... and of every compact file it writes.
COMPACT_MARK = b'{"schema":"lcp-grid-solution-compact/1"'


def _short(x: Fraction) -> str:
    """``x`` as a fraction when short, else its numerator's and denominator's digit counts."""
    text = str(x)
    return text if len(text) <= 40 else f"a fraction of {len(str(abs(x.numerator)))} / {len(str(x.denominator))} digits"


def _uncertified(cert, quiet: bool) -> None:
    """The line that says a solve was not certified, and what its numbers then mean (always printed)."""
    low, high = cert.caller_best, cert.bettor_best
    print(
        f"python -m lcp.testbed solve: NOT certified: the float LP's support could not be made exact here, so the "
        f"profile written is not an exact equilibrium; its value {float(cert.value):.12f} is the profile's, not "
        f"the game's. The game's value lies in [{float(low)!r}, {float(high)!r}] (exactly: the file's "
        f"certificate), a gap of {float(high - low):.3g}.",
        file=sys.stderr,
        flush=True,
    )


#: The least L the command solves without ``--allow-uncertified``. Measured (limits [L, 2], n = 100 and 1,000
#: hands, k = 8 and 64 sizes, buckets): every L from 1/100 down to 1/100,000 certified; from 1e-6 down the exact
#: re-solve could not make the float LP's support exact at n = 100 (at n = 1,000, k = 8, from 1e-8), and the
#: answer was a float profile with exact bounds only. U up to 10^6 certified at every n and k measured.
CERTIFIED_L = Fraction(1, 10**5)


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


def _as_options(message: str) -> str:
    """An error message of :func:`build` or :func:`decimal` with the parameter it names written as the command's
    option (``hands`` as ``--hands``, ``L`` as ``--limits L``).

    Examples
    --------
    >>> _as_options("k must be an integer in [1, 256]; got 300")
    '--k must be an integer in [1, 256]; got 300'
    >>> _as_options("need 0 <= L <= U < inf; got L = 1, U = 1/2")
    '--limits: need 0 <= L <= U < inf; got L = 1, U = 1/2'
    """
    for name in ("hands", "k", "menu", "deal"):
        if message.startswith(name + " "):
            return "--" + message
    if message[:2] in ("L ", "U "):
        return "--limits " + message
    if message.startswith("need "):
        return "--limits: " + message
    return message


def _count(text: str) -> str:
    """What ``--k`` a ``--sizes TEXT`` meant: the integer itself, or how many comma-separated sizes it lists."""
    text = text.strip()
    return text if text.isdigit() else str(len(text.split(",")))


def main(argv=None) -> int:
    """``python -m lcp.testbed solve --hands N --k K --limits L U [--menu M] [--deal D] --json FILE``.

    ``--k`` is the number of bet sizes (the menu is spaced by ``--menu`` between the limits); ``--sizes``, the
    sizes themselves elsewhere in the package, is refused here with a line that names ``--k``.

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

    _validate.argv(argv, "the command line after 'solve'")
    parser = argparse.ArgumentParser(
        prog="python -m lcp.testbed solve",
        description="Solve the grid game exactly and write its value and profile as JSON "
        "(schema: lcp/data/grid-solution.schema.json). Limits are read as the decimals they print: "
        "0.1 is 1/10 (1/10 is accepted too).",
    )
    parser.add_argument("--hands", type=int, required=True, help=f"hand buckets or cards, 2 to {MAX_HANDS:,}")
    parser.add_argument("--k", type=int, help=f"how many bet sizes the menu has, 1 to {MAX_SIZES} (required)")
    parser.add_argument("--sizes", help=argparse.SUPPRESS)  # the sizes themselves elsewhere: refused, naming --k
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
    parser.add_argument(
        "--format",
        choices=("full", "compact"),
        default="full",
        help="full: every probability per hand (grid-solution.schema.json); compact: runs of identical rows "
        "(grid-solution-compact.schema.json), a few hundred runs whatever the hands",
    )
    parser.add_argument("--force", action="store_true", help="overwrite a --json file this command did not write")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument(
        "--allow-uncertified",
        action="store_true",
        help=f"solve even when L < {float(CERTIFIED_L):g} (below it the exact solve is not certified at every size: "
        "the answer may be a float profile, labelled so, with exact bounds on the value)",
    )
    args = parser.parse_args(argv)
    from lcp.core.certificate import CertificationError
    from lcp.core.files import Output, OutputError, made_by, refuse

    try:
        if args.sizes is not None:
            raise ValueError(
                f"--sizes is not an option of solve (elsewhere it means the bet sizes themselves): give the number "
                f"of sizes as --k (e.g. --k {_count(args.sizes)}); the menu "
                f"is spaced by --menu between --limits"
            )
        if args.k is None:
            raise ValueError(f"--k (how many bet sizes, 1 to {MAX_SIZES}) is required")
        try:
            L, U = _limits(*args.limits)
            game = build(L, U, args.hands, args.k, args.menu, args.deal)
        except (TypeError, ValueError) as exc:  # the API's parameter names, as the command's options
            raise ValueError(_as_options(str(exc))) from None
        if L < CERTIFIED_L and not args.allow_uncertified:
            raise ValueError(
                f"--limits L = {float(L):g} is below {float(CERTIFIED_L):g}, the least L the exact solve certifies at "
                f"every size measured (from L = 1e-6 down it was not certified at 100 hands); take L >= "
                f"{float(CERTIFIED_L):g}, or --allow-uncertified for an answer that may be labelled NOT certified"
            )
        marks = (made_by(MARK), made_by(COMPACT_MARK))
        out = Output(args.json, option="--json", force=args.force, ours=lambda p: any(m(p) for m in marks))
    except (TypeError, ValueError, OutputError) as exc:
        refuse(parser.prog, str(exc))
    start = time.perf_counter()

    def say(line: str) -> None:
        if not args.quiet:
            print(f"[{time.perf_counter() - start:7.1f} s] {line}", file=sys.stderr, flush=True)

    with out:
        say(f"--hands {game.hands}, --k {len(game.sizes)} ({game.sizes[0]} .. {game.sizes[-1]}), --deal {game.deal}")
        try:
            solution = exact.solve(game, progress=say)
        except CertificationError as exc:  # the bounds are still exact: written, with exit status 1
            solution = exc.attempt
        if solution.certified:
            say(f"value {float(solution.value):.12f} (exact: {_short(solution.value)}), certified")
        else:
            _uncertified(solution.certificate, args.quiet)
        write = to_compact if args.format == "compact" else to_json
        data = write(game, solution, args.menu, {k: round(v, 3) for k, v in solution.seconds.items()})
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
    "COMPACT_MARK",
    "to_compact",
    "LIMIT_RANGE",
    "CERTIFIED_L",
    "LIMIT_DIGITS",
    "MAX_HANDS",
    "MAX_SIZES",
    "schema_path",
    "decimal",
    "build",
    "to_json",
    "main",
]
