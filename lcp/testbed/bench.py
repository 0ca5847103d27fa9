r"""A benchmark of equilibrium solvers against the exact answers of the discretised LCP.

On a ladder of games (hands n, menu sizes k; limits L = 1/2, U = 2 by default, uniform menus, hand
buckets), each of OpenSpiel's solvers (:data:`lcp.testbed.openspiel.SOLVERS`) runs for up to a time budget,
and at iterations 1, 2, 4, 8, ... its average policy is scored (pot-1 units, exploitability = mean of the
two best-response gains):

* ``finite_exploitability``: in the finite game (:func:`lcp.testbed.finite_score`);
* ``value_gap_finite`` and ``value_gap_limit``: the policy's value minus the finite game's exact value,
  and minus V(L, U);
* ``continuous_exploitability``: extended to the continuous game, off-menu bets read as the nearest size
  (:func:`lcp.testbed.continuous_score`); ``on_menu_exploitability``: the same with the bettor kept to
  the menu (the hand abstraction's part alone).

The companion's exact LP (``"exact-lp"``: float LP, exact re-solve, certificate) is one row per game.
``seconds`` is the solver's own time (scoring excluded), so it depends on the machine: the CSV names the
machine, the software versions and the budget in its header lines (``#``). A full run writes
``benchmarks/testbed-run.csv``; the committed table is rewritten only by ``python -m lcp.testbed bench --out
benchmarks/testbed.csv``, at the budget it records (``--quick`` for the small ladder the tests run, written to
``benchmarks/testbed-quick.csv``).
"""

from __future__ import annotations

import csv
import io
import math
import os
import platform
import sys
import time
from dataclasses import asdict, dataclass
from fractions import Fraction

from lcp.core import _validate

from . import openspiel
from .extension import continuous_score
from .game import _require, build
from .profile import finite_score

LIMITS = (Fraction(1, 2), Fraction(2))
#: (hands, k) of the full ladder and of the quick one the tests run (k: how many bet sizes).
FULL_LADDER = ((4, 2), (8, 3), (16, 5), (32, 5), (64, 9), (128, 5))
QUICK_LADDER = ((4, 2), (8, 3))
#: Seconds each solver may spend on one game (full run, quick run), and the most iterations.
FULL_BUDGET, QUICK_BUDGET = 60.0, 0.5
FULL_ITERATIONS, QUICK_ITERATIONS = 2**14, 2**6
SOLVERS = (*openspiel.SOLVERS, "exact-lp")
#: Columns of tables written before a Row's field was renamed: {new name: old name}.
_OLD_COLUMNS = {"k": "sizes"}
#: The score columns of a :class:`Row` (:func:`first_reaching`'s ``column``).
SCORES = (
    "value_gap_finite",
    "value_gap_limit",
    "finite_exploitability",
    "continuous_exploitability",
    "on_menu_exploitability",
)


@dataclass(frozen=True)
class Row:
    """One measurement: a solver's average policy on one game after ``iterations`` steps (pot-1 units).

    ``k`` is how many bet sizes the game's menu has (the column ``sizes`` of tables written before it was
    named ``k``; :func:`read_csv` reads both); ``exact_value`` is the finite game's exact value as a fraction
    string; ``iterations`` is 0 for the exact LP; ``seconds`` is the solver's time (machine-dependent).

    Examples
    --------
    >>> Row.__dataclass_fields__["finite_exploitability"].type
    'float'
    """

    solver: str
    deal: str
    L: str
    U: str
    hands: int
    k: int
    iterations: int
    seconds: float
    value: float
    exact_value: str
    value_gap_finite: float
    value_gap_limit: float
    finite_exploitability: float
    continuous_exploitability: float
    on_menu_exploitability: float


def checkpoints(max_iterations: int) -> list:
    """Iterations at which a policy is scored: 1, 2, 4, ..., up to ``max_iterations``.

    Examples
    --------
    >>> checkpoints(10)
    [1, 2, 4, 8]
    """
    max_iterations = _validate.integer(max_iterations, "max_iterations", 1)
    out, it = [], 1
    while it <= max_iterations:
        out.append(it)
        it *= 2
    return out


def _row(solver, game, exact, limit_value, iterations, seconds, profile) -> Row:
    fin = finite_score(game, profile)
    cont = continuous_score(game, profile)
    menu_only = continuous_score(game, profile, off_menu=False)
    return Row(
        solver,
        game.deal,
        str(game.L),
        str(game.U),
        game.hands,
        len(game.sizes),
        iterations,
        seconds,
        float(fin.value),
        str(exact),
        float(fin.value - exact),
        float(fin.value) - limit_value,
        float(fin.exploitability),
        float(cont.exploitability),
        float(menu_only.exploitability),
    )


def _solvers(solvers) -> tuple:
    if isinstance(solvers, (str, bytes)) or not hasattr(solvers, "__iter__"):
        raise TypeError(f"solvers must be an iterable of names from {SOLVERS}; got {solvers!r}")
    out = tuple(solvers)
    bad = [name for name in out if name not in SOLVERS]
    if bad:
        raise ValueError(f"solvers must be names from {SOLVERS}; got {bad[0]!r}")
    return out


def run_game(
    game, solvers=SOLVERS, budget: float = QUICK_BUDGET, max_iterations: int = QUICK_ITERATIONS, progress=None
) -> list:
    """Every solver of ``solvers`` on ``game``: rows at each checkpoint, within ``budget`` seconds each.

    ``solvers`` are names from :data:`SOLVERS`; ``budget`` is a number of seconds in (0, inf] (a solver stops
    at the first checkpoint whose doubling would pass it; inf: at ``max_iterations``, which bounds the work);
    ``max_iterations`` an integer >= 1; ``progress``
    None or a callable given each row. The game's exact solve comes first (its size is limited by
    ``lcp.testbed.MAX_EXACT_LEAVES``).

    Examples
    --------
    >>> rows = run_game(build(1, 2, 3, 2), solvers=("cfr+", "exact-lp"), max_iterations=4)
    >>> [(r.solver, r.iterations) for r in rows]
    [('cfr+', 1), ('cfr+', 2), ('cfr+', 4), ('exact-lp', 0)]
    >>> rows[-1].finite_exploitability
    0.0
    """
    _require(game)
    solvers = _solvers(solvers)
    budget = _validate.number(budget, "budget", 0, math.inf, low_open=True, arrays=False)
    max_iterations = _validate.integer(max_iterations, "max_iterations", 1)
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be a callable taking a Row, or None; got {progress!r}")
    start = time.perf_counter()
    sol = game.solve()
    exact_seconds = time.perf_counter() - start
    limit_value = game.limit_value()
    rows = []
    os_game = openspiel.load(game) if set(solvers) & set(openspiel.SOLVERS) else None
    for name in solvers:
        if name == "exact-lp":
            rows.append(_row(name, game, sol.value, limit_value, 0, exact_seconds, sol.profile))
            if progress:
                progress(rows[-1])
            continue
        solver = openspiel.make_solver(name, os_game)
        spent, done = 0.0, 0
        for target in checkpoints(max_iterations):
            start = time.perf_counter()
            while done < target:
                solver.evaluate_and_update_policy()
                done += 1
            spent += time.perf_counter() - start
            profile = openspiel.average_profile(game, os_game, solver)
            rows.append(_row(name, game, sol.value, limit_value, done, spent, profile))
            if progress:
                progress(rows[-1])
            if spent * 2.2 > budget:  # the next checkpoint doubles the work
                break
    return rows


def first_reaching(rows, threshold: float, column: str = "continuous_exploitability") -> dict:
    """Per solver, the first row (ladder order, then iterations) whose ``column`` is at most ``threshold``.

    Parameters
    ----------
    rows : list of Row
    threshold : float
        In pot units.
    column : str
        A score column of :class:`Row`.

    Returns
    -------
    dict
        ``{solver: Row or None}`` (None: never within the rows).

    Examples
    --------
    >>> rows = run(((3, 2),), solvers=("cfr+", "exact-lp"), max_iterations=4)
    >>> hit = first_reaching(rows, 1e-9, "finite_exploitability")
    >>> hit["cfr+"], hit["exact-lp"].iterations
    (None, 0)
    """
    rows = _validate.records(rows, "rows", Row)
    threshold = _validate.number(threshold, "threshold", arrays=False)
    if column not in SCORES:
        raise ValueError(f"column must be a score column of Row, one of {SCORES}; got {column!r}")
    out: dict[str, Row | None] = {}
    for r in rows:
        out.setdefault(r.solver, None)
        if out[r.solver] is None and getattr(r, column) <= threshold:
            out[r.solver] = r
    return out


def environment() -> dict:
    """The software versions and the machine, for the CSV's header.

    Examples
    --------
    >>> sorted(environment())[:3]
    ['cpu_count', 'lcp', 'load_average_at_start']
    """
    from importlib import metadata

    import numpy
    import scipy

    from lcp.core._version import __version__

    def version(dist):
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "absent"

    return {
        "lcp": __version__,
        "open_spiel": version("open_spiel"),
        "numpy": numpy.__version__,
        "scipy": scipy.__version__,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": _cpu_model(),
        "system": platform.system(),
        "cpu_count": str(os.cpu_count()),
        "load_average_at_start": " ".join(f"{v:.1f}" for v in os.getloadavg())
        if hasattr(os, "getloadavg")
        else "unknown",
    }


def _cpu_model() -> str:
    """The CPU's model name (Linux's /proc/cpuinfo), else what :func:`platform.processor` says."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def to_csv(rows, env: dict | None = None) -> str:
    """The rows as CSV text, after ``#`` lines naming the software and the machine.

    Examples
    --------
    >>> print(to_csv([], {"lcp": "0.1.0"}).strip())
    # lcp: 0.1.0
    solver,deal,L,U,hands,k,iterations,seconds,value,exact_value,value_gap_finite,value_gap_limit,finite_exploitability,continuous_exploitability,on_menu_exploitability
    """
    rows = _validate.records(rows, "rows", Row)
    if env is not None and not isinstance(env, dict):
        raise TypeError(f"env must be a dict {{name: value}} or None; got {env!r}")
    out = io.StringIO()
    for key, val in (environment() if env is None else env).items():
        out.write(f"# {key}: {val}\n")
    writer = csv.DictWriter(out, fieldnames=list(Row.__dataclass_fields__), lineterminator="\n")
    writer.writeheader()
    for r in rows:
        writer.writerow({k: (repr(v) if isinstance(v, float) else v) for k, v in asdict(r).items()})
    return out.getvalue()


def read_csv(text: str) -> list:
    """Rows back from :func:`to_csv`'s text (the ``#`` lines skipped); a table written before the column ``k``
    was named so (its header says ``sizes``, the same count) reads too.

    Examples
    --------
    >>> rows = run_game(build(1, 1, 2, 1), solvers=("exact-lp",))
    >>> read_csv(to_csv(rows, {})) == rows
    True
    """
    text = _validate.text(text, "text")
    lines = [ln for ln in text.splitlines() if not ln.startswith("#")]
    types = {k: str(f.type) for k, f in Row.__dataclass_fields__.items()}  # "int", "float", "str" (annotations)
    conv = {"int": int, "float": float, "str": str}
    reader = csv.DictReader(lines)
    if reader.fieldnames is not None and list(reader.fieldnames) == [_OLD_COLUMNS.get(k, k) for k in types]:
        reader.fieldnames = list(types)  # an older table: the count of sizes was the column "sizes"
    if reader.fieldnames is not None and list(reader.fieldnames) != list(types):
        raise ValueError(f"text must be a CSV of to_csv with the columns {list(types)}; got {reader.fieldnames}")
    rows = []
    for number, rec in enumerate(reader, start=1):
        try:
            rows.append(Row(**{k: conv[types[k]](v) for k, v in rec.items()}))
        except (TypeError, ValueError, KeyError) as exc:
            raise ValueError(f"text: row {number} of the CSV does not read as a Row ({exc})") from None
    return rows


def run(
    ladder=QUICK_LADDER,
    solvers=SOLVERS,
    budget: float = QUICK_BUDGET,
    max_iterations: int = QUICK_ITERATIONS,
    limits: tuple[Fraction, Fraction] = LIMITS,
    deal: str = "buckets",
    progress: bool = False,
) -> list:
    """The benchmark on every game of ``ladder`` ((hands, k) pairs: k the number of sizes); see the module docstring.

    Every game of the ladder is built (:func:`lcp.testbed.build`: hands, k, ``limits`` = (L, U), ``deal``)
    and so checked before any runs; the other parameters are :func:`run_game`'s.

    Examples
    --------
    >>> rows = run(((3, 2),), solvers=("cfr",), max_iterations=2)
    >>> [(r.hands, r.k, r.iterations) for r in rows]
    [(3, 2, 1), (3, 2, 2)]
    """
    if isinstance(ladder, (str, bytes)) or not hasattr(ladder, "__iter__"):
        raise TypeError(f"ladder must be an iterable of (hands, k) pairs; got {ladder!r}")
    if not isinstance(limits, (tuple, list)) or len(limits) != 2:
        raise TypeError(f"limits must be a pair (L, U); got {limits!r}")
    progress = _validate.flag(progress, "progress")
    games = []
    for step in ladder:  # every game built (and so checked) before any runs
        if not isinstance(step, (tuple, list)) or len(step) != 2:
            raise TypeError(f"ladder must hold (hands, k) pairs; got {step!r}")
        try:
            games.append(build(*limits, hands=step[0], k=step[1], deal=deal))
        except (TypeError, ValueError) as exc:
            who = (
                "deal" if "deal" in str(exc) else "limits" if any(f" {v}" in str(exc) for v in ("L", "U")) else "ladder"
            )
            raise type(exc)(f"{who}: {exc}") from None
    rows = []
    for game in games:
        hands, k = game.hands, len(game.sizes)
        if progress:
            print(f"n = {hands}, k = {k}: {game.leaf_count:,} leaves", file=sys.stderr, flush=True)
        show = (
            (
                lambda r: print(
                    f"  {r.solver:5s} {r.iterations:6d} it {r.seconds:8.2f} s  finite {r.finite_exploitability:.3e}"
                    f"  continuous {r.continuous_exploitability:.3e}",
                    file=sys.stderr,
                    flush=True,
                )
            )
            if progress
            else None
        )
        rows += run_game(game, solvers, budget, max_iterations, show)
    return rows


def _seconds(text: str) -> float:
    import argparse

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds > 0; got {text!r}") from None
    if not 0 < value < math.inf:
        raise argparse.ArgumentTypeError(f"a finite number of seconds > 0; got {text!r}")
    return value


#: The committed full table (written only when ``--out`` names it), where a full run goes by default, and a
#: quick run.
COMMITTED, FULL_OUT, QUICK_OUT = "benchmarks/testbed.csv", "benchmarks/testbed-run.csv", "benchmarks/testbed-quick.csv"
#: The first bytes of every CSV the command writes: an existing file that begins otherwise is the user's.
MARK = b"# lcp: "


def _recorded_budget(text: str) -> float:
    """The ``# budget:`` a table records (tables written before it was recorded ran at :data:`FULL_BUDGET`)."""
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        if line.startswith("# budget:"):
            try:
                return float(line.split(":", 1)[1])
            except ValueError:
                return math.nan
    return FULL_BUDGET


def _target(path: str, quick: bool, budget: float, force: bool = False):
    """An :class:`lcp.core.files.Output` for ``path``, checked before any work; else a ValueError (or OutputError)
    naming ``--out``: a quick run never writes over a full table, nor any run over the committed table at
    another budget than the one it records."""
    from pathlib import Path

    from lcp.core.files import Output, made_by

    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.is_dir():
        raise ValueError(
            f"--out {path!r}: the folder {str(folder)!r} does not exist (run from the checkout, or give --out)"
        )
    if out.is_file():
        try:
            text = out.read_text(encoding="utf-8")
            ladder = {(r.hands, r.k) for r in read_csv(text)}
        except (ValueError, UnicodeDecodeError):
            text, ladder = "", set()
        if quick and ladder - set(QUICK_LADDER):
            raise ValueError(
                f"--out {path!r} holds a full benchmark table; a --quick run does not overwrite it (give another --out)"
            )
        recorded = _recorded_budget(text)
        if text and ladder - set(QUICK_LADDER) and recorded != budget:
            raise ValueError(
                f"--out {path!r} holds a full table run at {recorded:g} s per solver and game; this run's budget is "
                f"{budget:g} s (give --budget {recorded:g}, or another --out)"
            )
    return Output(path, option="--out", force=force, ours=made_by(MARK))


def main(argv=None) -> int:
    """``python -m lcp.testbed [bench] [--quick] [--out PATH] [--budget SECONDS] [--force]``: run the benchmark,
    write its CSV.

    The output is checked before any work (see :class:`lcp.core.files.Output`: its folder must exist; a file the
    command did not write is kept unless ``--force``; a device or a FIFO is written through). Rows go to a
    temporary file as they come, renamed onto the target at the end, so an interrupt leaves the old table
    whole. A full run goes to ``benchmarks/testbed-run.csv``, a ``--quick`` run to
    ``benchmarks/testbed-quick.csv``, unless ``--out`` says otherwise; a quick run never overwrites a full
    table, and a full table is overwritten only at the budget it records (the committed
    ``benchmarks/testbed.csv`` only by ``--out benchmarks/testbed.csv``). Exit status: 0; 2 for a bad argument
    or a refused ``--out`` (one line, before any work); 3 when the CSV could not be written (a full disk).

    Parameters
    ----------
    argv : list of str, optional
        The command line (``sys.argv[1:]`` when None).

    Returns
    -------
    int
        The exit status (0, or 3 when the CSV could not be written).

    Examples
    --------
    >>> main(["--help"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    SystemExit: 0
    """
    import argparse

    from lcp.core.files import OutputError, refuse

    parser = argparse.ArgumentParser(prog="python -m lcp.testbed bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the small ladder the tests run")
    parser.add_argument(
        "--out",
        default=None,
        help=f"where the CSV goes (default {FULL_OUT}; with --quick, {QUICK_OUT}; the committed table: {COMMITTED})",
    )
    parser.add_argument("--budget", type=_seconds, default=None, help="seconds per solver and game (> 0)")
    parser.add_argument("--force", action="store_true", help="overwrite an --out file this command did not write")
    _validate.argv(argv, "the command line's words")
    args = parser.parse_args(argv)
    ladder, budget, iters = (
        (QUICK_LADDER, QUICK_BUDGET, QUICK_ITERATIONS) if args.quick else (FULL_LADDER, FULL_BUDGET, FULL_ITERATIONS)
    )
    budget = args.budget or budget
    path = args.out or (QUICK_OUT if args.quick else FULL_OUT)
    try:
        out = _target(path, args.quick, budget, args.force)
    except (ValueError, OutputError) as exc:
        refuse(parser.prog, str(exc))
    games = [build(*LIMITS, hands=h, k=k) for h, k in ladder]
    count = 0
    with out:
        try:
            out.write(to_csv([], {**environment(), "budget": f"{budget:g}"}))

            def write(r: Row) -> None:
                nonlocal count
                out.write(to_csv([r], {}).split("\n", 1)[1])
                count += 1
                print(
                    f"  {r.solver:8s} {r.iterations:6d} it {r.seconds:8.2f} s  finite {r.finite_exploitability:.3e}"
                    f"  continuous {r.continuous_exploitability:.3e}",
                    file=sys.stderr,
                    flush=True,
                )

            for game in games:
                print(
                    f"n = {game.hands}, k = {len(game.sizes)}: {game.leaf_count:,} leaves", file=sys.stderr, flush=True
                )
                run_game(game, SOLVERS, budget, iters, write)
            out.commit()
        except OutputError as exc:
            print(f"{parser.prog}: {exc}", file=sys.stderr)
            return 3
    print(f"{count} rows written to {path}", file=sys.stderr)
    return 0


def command(argv=None) -> int:
    """``python -m lcp.testbed``: ``solve ...`` (:func:`lcp.testbed.cli.main`), ``score ...``
    (:func:`lcp.testbed.scoring.main`), ``bench ...`` (:func:`main`), or
    the benchmark's flags alone (:func:`main`, as before the commands existed).

    Parameters
    ----------
    argv : list of str, optional
        The command line (``sys.argv[1:]`` when None); anything else is a TypeError naming ``argv``.

    Returns
    -------
    int
        The exit status of the command run (0).

    Examples
    --------
    >>> command(["solve", "--help"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    SystemExit: 0
    """
    _validate.argv(argv, "the command line's words")
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "solve":
        from . import cli

        return cli.main(argv[1:])
    if argv and argv[0] == "bench":
        return main(argv[1:])
    if argv and argv[0] == "score":
        from . import scoring

        return scoring.main(argv[1:])
    if argv and argv[0] in ("-h", "--help"):
        print(
            "usage: python -m lcp.testbed {solve,score,bench} ...\n\n"
            "  solve  the grid game solved exactly, written as JSON (python -m lcp.testbed solve --help)\n"
            "  score  a profile's exact best responses and exploitability (python -m lcp.testbed score --help)\n"
            "  bench  OpenSpiel's solvers against the exact answers, as CSV (python -m lcp.testbed bench --help);\n"
            "         its flags alone (python -m lcp.testbed --quick) run it too"
        )
        return 0
    return main(argv)


__all__ = [
    "LIMITS",
    "FULL_LADDER",
    "QUICK_LADDER",
    "SOLVERS",
    "SCORES",
    "Row",
    "checkpoints",
    "run_game",
    "run",
    "first_reaching",
    "environment",
    "to_csv",
    "read_csv",
    "main",
    "command",
]
