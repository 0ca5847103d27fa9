r"""Score any profile of the grid game exactly, at any size: both best responses in integers, O(n k).

Units: pot 1, ante 1/2 each; values are the bettor's net winnings. The profile is read exactly
(:mod:`lcp.testbed.formats`: the solve's JSON, the compact JSON, CSV or numpy arrays; floats as the binary
rationals they are, or rounded to multiples of 1/grid) and scored by :func:`lcp.grid.exact.certify`: with
both strategies over one common denominator, both players' best-response values are running sums over the
hands in Python integers, O(n k) operations, exact at every size up to :data:`MAX_HANDS`.

The exploitability is OpenSpiel's, the mean of both players' gains, in pot units and in chips: the
``.efg`` export's unit (:func:`lcp.testbed.efg.chip_scale`, the least number of chips to the pot that makes
every payoff whole), in which OpenSpiel reports the exploitability of the exported game.

A profile of a game with up to :data:`lcp.testbed.MAX_HANDS` hands can also be scored against the
continuous game, extended piecewise constant in the hand (:mod:`lcp.testbed.extension`), with the
caller's reading of bets off the menu named: ``"nearest"`` (the nearest size: exact score) or
``"pseudo-harmonic"`` (Ganzfried and Sandholm's mapping: exact bounds).
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from fractions import Fraction

from lcp.core import _validate
from lcp.grid import exact

from . import formats
from .game import DEALS, MAX_SIZES, SPACINGS, menu_sizes

#: The most hands a profile may have (the score is O(n k) in time and memory: see book/testbed.md for times).
MAX_HANDS = 1_000_000
#: The continuous game's readings of off-menu bets (:mod:`lcp.testbed.extension`).
TRANSLATIONS = ("nearest", "pseudo-harmonic")


@dataclass(frozen=True)
class Grid:
    """The grid game a profile belongs to: ``hands`` (2 to :data:`MAX_HANDS`), the menu ``sizes`` (1 to 256
    distinct Fractions > 0), the ``deal`` ("buckets" or "deck") and the limits ``L`` <= min(sizes),
    ``U`` >= max(sizes) (the menu's ends when None), which matter only against the continuous game.

    Examples
    --------
    >>> g = Grid(1000, (Fraction(1, 2), Fraction(2)))
    >>> g.L, g.U, g.chips_per_pot
    (Fraction(1, 2), Fraction(2, 1), 2)
    """

    hands: int
    sizes: tuple
    deal: str = "buckets"
    L: Fraction | None = None
    U: Fraction | None = None

    def __post_init__(self):
        _validate.integer(self.hands, "hands", 2, MAX_HANDS)
        if not isinstance(self.sizes, (tuple, list)) or not 1 <= len(self.sizes) <= MAX_SIZES:
            raise ValueError(f"sizes must be a tuple of 1 to {MAX_SIZES} bet sizes; got {self.sizes!r}")
        sizes = tuple(formats._rational(s, "sizes") for s in self.sizes)
        if sizes[0] <= 0 or any(a >= b for a, b in zip(sizes, sizes[1:])):
            raise ValueError(f"sizes must be increasing and > 0 (pot-1 units); got {[str(s) for s in sizes]}")
        if self.deal not in DEALS:
            raise ValueError(f"deal must be one of {DEALS}; got {self.deal!r}")
        L = sizes[0] if self.L is None else formats._rational(self.L, "L")
        U = sizes[-1] if self.U is None else formats._rational(self.U, "U")
        if not 0 < L <= sizes[0] or not sizes[-1] <= U:
            raise ValueError(f"limits must satisfy 0 < L <= {sizes[0]} and U >= {sizes[-1]}; got L = {L}, U = {U}")
        object.__setattr__(self, "hands", int(self.hands))
        object.__setattr__(self, "sizes", sizes)
        object.__setattr__(self, "L", L)
        object.__setattr__(self, "U", U)

    @property
    def chips_per_pot(self) -> int:
        """The ``.efg`` export's chips to the pot: the least common multiple of the stakes' denominators."""
        return math.lcm(2, *((Fraction(1, 2) + s).denominator for s in self.sizes))


@dataclass(frozen=True)
class ProfileScore:
    """A profile's exact score (pot-1 units): ``certificate`` (:class:`lcp.grid.exact.Certificate`: the
    profile's value and both best responses), the game, how its numbers were read, and the seconds taken.

    Examples
    --------
    >>> s = score(Grid(3, (Fraction(1),)), [[1, 0], [1, 0], [0, 1]], [[0], [0], [1]])
    >>> s.value, s.gains, s.exploitability, s.exploitability_chips
    (Fraction(0, 1), (Fraction(1, 18), Fraction(0, 1)), Fraction(1, 36), Fraction(1, 18))
    """

    game: Grid
    certificate: exact.Certificate
    reading: formats.Reading
    seconds: float

    @property
    def value(self) -> Fraction:
        """The profile's value to the bettor."""
        return self.certificate.value

    @property
    def bettor_best(self) -> Fraction:
        """The most the bettor gets against the profile's caller."""
        return self.certificate.bettor_best

    @property
    def caller_best(self) -> Fraction:
        """The least the caller concedes against the profile's bettor."""
        return self.certificate.caller_best

    @property
    def gains(self) -> tuple:
        """(bettor's gain, caller's gain) from deviating."""
        return self.certificate.gains

    @property
    def exploitability(self) -> Fraction:
        """OpenSpiel's: the mean of both gains, pot units."""
        return Fraction(self.certificate.exploitability)

    @property
    def exploitability_chips(self) -> Fraction:
        """The same in chips (:attr:`Grid.chips_per_pot` to the pot: the ``.efg`` file's unit)."""
        return Fraction(self.certificate.exploitability * self.game.chips_per_pot)

    @property
    def is_equilibrium(self) -> bool:
        """Both gains 0: the profile is an exact equilibrium, its value the game's."""
        return self.certificate.is_equilibrium


def score(game, bettor, caller=None, grid: int | None = None, caller_by_size: bool = False) -> ProfileScore:
    """Both players' exact best responses against a profile of the grid game, in O(n k) integer operations.

    Parameters
    ----------
    game : Grid, lcp.testbed.TestbedGame or lcp.grid.structured.StructuredGame
        The game (hands, sizes, deal).
    bettor : array or rows, or lcp.grid.exact.IntegerProfile, or lcp.testbed.Profile
        The bettor's probabilities per hand (the check, then each size): a numpy float array (each float the
        rational it is), rows of ints, Fractions or text (``"1/3"``, ``"0.1"`` = 1/10). A whole profile
        (IntegerProfile or Profile) when ``caller`` is None.
    caller : array or rows, optional
        The caller's call probabilities, (n, k) (or (k, n) with ``caller_by_size``).
    grid : int, optional
        Round every probability to the nearest multiple of 1/grid first (2 to 10^12).

    Returns
    -------
    ProfileScore
        Exact; a bettor row that missed 1 by at most 1e-9 was completed on its largest entry (``reading``).

    Examples
    --------
    >>> from lcp import testbed
    >>> g = testbed.build(1, 2, hands=8, k=3)
    >>> s = score(g, g.solve().profile)
    >>> s.is_equilibrium, s.value
    (True, Fraction(73, 1280))
    >>> import numpy as np
    >>> rng = np.random.default_rng(0)
    >>> b = rng.dirichlet(np.ones(4), size=8)
    >>> s = score(g, b, rng.random((8, 3)))
    >>> s.reading.how, s.exploitability > 0
    ('exactly', True)
    """
    start = time.perf_counter()
    grid_game = _as_grid(game)
    if caller is None:
        if isinstance(bettor, exact.IntegerProfile):
            if grid is not None:
                bettor, caller = bettor.fractions()
            else:
                return _scored(grid_game, bettor, formats.Reading("exactly", 0, Fraction(0)), start)
        elif hasattr(bettor, "bettor") and hasattr(bettor, "caller"):
            bettor, caller = bettor.bettor, bettor.caller
        else:
            raise TypeError("caller must be given unless bettor is a whole profile (IntegerProfile or Profile)")
    profile, reading = formats.exact_profile(bettor, caller, grid, caller_by_size)
    return _scored(grid_game, profile, reading, start)


def _as_grid(game) -> Grid:
    """``game`` as a :class:`Grid` (a Grid, a TestbedGame or a StructuredGame: its hands, sizes, deal, limits)."""
    if isinstance(game, Grid):
        return game
    if not all(hasattr(game, a) for a in ("hands", "sizes", "deal")):
        raise TypeError(f"game must be an lcp.testbed.scoring.Grid, TestbedGame or StructuredGame; got {game!r}")
    return Grid(game.hands, tuple(game.sizes), game.deal, getattr(game, "L", None), getattr(game, "U", None))


def _scored(game: Grid, profile, reading, start: float) -> ProfileScore:
    n, K = game.hands, len(game.sizes)
    if profile.bettor.shape != (n, K + 1):
        raise ValueError(
            f"bettor must have {n} rows of {K + 1} (the check, then each size); got {profile.bettor.shape}"
        )
    cert = exact.certify(game, profile)
    return ProfileScore(game, cert, reading, time.perf_counter() - start)


def continuous(game: Grid, profile, translation: str = "nearest", points: int = 8):
    """The profile (an :class:`lcp.grid.exact.IntegerProfile`) scored against the continuous game, extended
    piecewise constant in the hand, off-menu bets read by ``translation``: ``"nearest"`` gives an exact
    :class:`lcp.testbed.Score` (:func:`lcp.testbed.continuous_score`), ``"pseudo-harmonic"`` exact bounds
    (:func:`lcp.testbed.translated_score`, ``points`` pieces between sizes). Up to
    :data:`lcp.testbed.MAX_HANDS` hands (the extension's sums are in Fractions).

    Examples
    --------
    >>> from lcp import testbed
    >>> g = testbed.build(1, 1, hands=3, k=1)
    >>> p = exact.IntegerProfile.from_fractions(*g.solve().profile.__dict__.values())
    >>> continuous(_as_grid(g), p).exploitability
    Fraction(17, 1152)
    """
    from . import extension
    from .game import MAX_HANDS as TREE_HANDS
    from .game import build
    from .profile import Profile

    game = _as_grid(game)
    if not isinstance(profile, exact.IntegerProfile):
        raise TypeError(f"profile must be an lcp.grid.exact.IntegerProfile; got {type(profile).__name__}")
    points = _validate.integer(points, "points", 1, 1024)
    if translation not in TRANSLATIONS:
        raise ValueError(f"translation must be one of {TRANSLATIONS}; got {translation!r}")
    if game.hands > TREE_HANDS:
        raise ValueError(
            f"the continuous score takes up to {TREE_HANDS:,} hands (its sums are in Fractions); got {game.hands:,}"
        )
    tb = build(game.L, game.U, game.hands, sizes=game.sizes, deal=game.deal)
    prof = Profile(*profile.fractions())
    if translation == "nearest":
        return extension.continuous_score(tb, prof)
    return extension.translated_score(tb, prof, points)


def load(path, *, deal: str | None = None, limits=None, sizes=None, menu: str = "uniform", grid=None, k=None) -> tuple:
    """``(Grid, IntegerProfile, Reading, stated)`` of a profile file: the solve's JSON or the compact JSON (the
    game read from the file), CSV (sizes from its header) or ``.npz`` (``sizes`` from its array of fraction
    strings, or from the arguments: ``sizes``, the bet sizes themselves, or ``k``, a number of sizes spaced by
    ``menu`` between ``limits``). ``stated``: the file's value and certificate, if it states them.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> f = pathlib.Path(tempfile.mkdtemp()) / "p.csv"
    >>> _ = f.write_text("hand,check,bet 1,call 1\\n0,1,0,0\\n1,0,1,1\\n")
    >>> game, profile, how, stated = load(f)
    >>> game.hands, game.sizes, stated
    (2, (Fraction(1, 1),), {})
    """
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except (OSError, TypeError) as exc:
        raise ValueError(f"path cannot be read as a profile file: {exc}") from None
    stated: dict = {}
    lim = tuple(formats._rational(v, "limits") for v in limits) if limits is not None else (None, None)
    if raw[:2] == b"PK":
        arrays = formats._read_npz(path)
        if "sizes" in arrays:
            menu_ = tuple(formats._rational(str(s), "sizes") for s in arrays["sizes"].tolist())
        else:
            menu_ = _menu(k, sizes, lim, menu, ".npz")
        game = Grid(len(arrays["bettor"]), menu_, deal or str(arrays.get("deal", "buckets")), *lim)
        profile, reading = formats.exact_profile(arrays["bettor"], arrays["caller"], grid)
        return game, profile, reading, stated
    text = raw.decode("utf-8")
    if text.lstrip().startswith("{"):
        data = json.loads(text, parse_float=str, parse_int=_bounded_int)
        if not isinstance(data, dict) or data.get("schema") not in (formats.FULL_SCHEMA, formats.COMPACT_SCHEMA):
            raise ValueError(f"a JSON profile must name its schema: {formats.FULL_SCHEMA} or {formats.COMPACT_SCHEMA}")
        g = data["game"]
        L, U = (formats._rational(v, "game.limits") for v in g["limits"]) if "limits" in g else (None, None)
        game = Grid(g["hands"], tuple(g["sizes"]), deal or g.get("deal", "buckets"), lim[0] or L, lim[1] or U)
        bettor, caller = formats._tables(data)
        profile, reading = formats.exact_profile(bettor, caller, grid, caller_by_size=True)
        if "value" in data:
            stated["value"] = formats._rational(data["value"], "value")
        for key in ("bettor_best_response", "caller_best_response"):
            if key in data.get("certificate", {}):
                stated[key] = formats._rational(data["certificate"][key], key)
        return game, profile, reading, stated
    menu_, bettor, caller = formats._read_csv(text)
    game = Grid(len(bettor), menu_, deal or "buckets", *lim)
    profile, reading = formats.exact_profile(bettor, caller, grid)
    return game, profile, reading, stated


def _bounded_int(text: str) -> int:
    if len(text) > formats.MAX_DIGITS:
        raise ValueError(f"an integer of {len(text):,} digits; at most {formats.MAX_DIGITS:,}")
    return int(text)


def _menu(k, sizes, limits: tuple, menu: str, where: str) -> tuple:
    """The menu of a file that does not state it: the ``sizes`` themselves, or ``k`` sizes spaced by ``menu``."""
    if k is not None and sizes is not None:
        raise ValueError("give --k (how many sizes) or --sizes (the sizes themselves), not both")
    if k is None and sizes is None:
        raise ValueError(
            f"a {where} profile without a 'sizes' array needs --sizes S1,S2,... or --k K with --limits L U"
        )
    if k is not None:
        if None in limits:
            raise ValueError("--k K (a number of sizes) needs --limits L U")
        if menu not in SPACINGS:
            raise ValueError(f"--menu must be one of {SPACINGS}; got {menu!r}")
        return menu_sizes(limits[0], limits[1], _validate.integer(k, "--k", 1, MAX_SIZES), menu)
    if isinstance(sizes, (int, str)):
        raise TypeError(f"sizes must be a sequence of bet sizes (a number of sizes is k); got {sizes!r}")
    return tuple(formats._rational(s, "--sizes") for s in sizes)


def _short(x: Fraction, digits: int = 60) -> str:
    """``x`` as a fraction string when it has at most ``digits`` characters, else ``"(p digits/q digits)"``.

    Examples
    --------
    >>> _short(Fraction(1, 3)), _short(Fraction(10**70 + 1, 3 * 10**70))
    ('1/3', '(71 digits / 71 digits)')
    """
    text = str(x)
    if len(text) <= digits:
        return text
    return f"({len(str(abs(x.numerator)))} digits / {len(str(x.denominator))} digits)"


def _lines(game: Grid, result: ProfileScore, stated: dict, source: str) -> list:
    n, K = game.hands, len(game.sizes)
    reading = result.reading
    how = reading.how
    if reading.adjusted_rows:
        how += (
            f"; bettor rows that missed 1: {reading.adjusted_rows:,} (by at most {float(reading.largest_adjustment):.3g}),"
            " completed on their largest entry"
        )
    x = result.exploitability
    out = [
        f"game: {n:,} hands ({game.deal}), {K} sizes {game.sizes[0]} .. {game.sizes[-1]}; limits {game.L} .. {game.U}",
        f"profile: {source}, read {how}",
        f"value of the profile      {float(result.value): .12f}   exact {_short(result.value)}",
        f"bettor's best response    {float(result.bettor_best): .12f}   exact {_short(result.bettor_best)}",
        f"caller's best response    {float(result.caller_best): .12f}   exact {_short(result.caller_best)}",
        f"gains (bettor, caller)    {float(result.gains[0]):.6g}, {float(result.gains[1]):.6g} pot",
        f"exploitability            {float(x):.6g} pot = {float(result.exploitability_chips):.6g} chips "
        f"({game.chips_per_pot} chips to the pot, the .efg file's unit); exact {_short(x)}",
        "an exact equilibrium: " + ("yes (its value is the game's)" if result.is_equilibrium else "no"),
    ]
    for key, got in _named(result).items():
        if key in stated:
            out.append(f"the file's {key.replace('_', ' ')}: " + ("equal" if stated[key] == got else "DIFFERS"))
    return out


def main(argv=None) -> int:
    """``python -m lcp.testbed score FILE [--grid N] [--deal D] [--limits L U] [--sizes S,... | --k K] [--continuous T]``.

    Prints both best responses, the gains and the exploitability (pot and chips) of the profile in FILE,
    exactly. Returns 0 when the profile was scored (whatever its score), 1 when the file states a value or a
    best response the score does not reproduce, 2 for a bad argument or a file that is not a profile (one line
    naming the option or the field).

    Examples
    --------
    >>> main(["--help"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    SystemExit: 0
    """
    import argparse

    from lcp.core.files import refuse

    _validate.argv(argv, "the command line after 'score'")

    parser = argparse.ArgumentParser(
        prog="python -m lcp.testbed score",
        description="Score a profile of the grid game exactly: both best responses and the exploitability, in "
        "integers, O(n k). FILE: the solve's JSON (full or compact), CSV (header hand,check,bet <s>...,call <s>...) "
        "or .npz (arrays bettor (n, k+1) and caller (n, k)). Floats are the binary rationals they are; text is "
        "the decimal or fraction it prints (0.1 is 1/10).",
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument("--grid", type=int, help="round every probability to a multiple of 1/GRID first")
    parser.add_argument("--deal", choices=DEALS, help="the deal (default: the file's, else buckets)")
    parser.add_argument(
        "--limits", nargs=2, metavar=("L", "U"), help="the limits (default: the file's, else the menu's ends)"
    )
    parser.add_argument("--sizes", help="for a .npz without sizes: the bet sizes, comma-separated (1/2,1,2)")
    parser.add_argument("--k", type=int, help="for a .npz without sizes: how many sizes, spaced by --menu in --limits")
    parser.add_argument("--menu", choices=SPACINGS, default="uniform", help="how --k sizes are spaced")
    parser.add_argument(
        "--continuous",
        choices=TRANSLATIONS,
        help="also score against the continuous game, off-menu bets read by this translation "
        f"(up to {_tree_hands():,} hands)",
    )
    parser.add_argument("--points", type=int, default=8, help="pieces between sizes for --continuous pseudo-harmonic")
    args = parser.parse_args(argv)
    start, cpu = time.perf_counter(), time.process_time()
    try:
        sizes = args.sizes
        if sizes is not None:
            if sizes.strip().isdigit():  # a bare count: the old meaning of --sizes, now --k
                raise ValueError(
                    f"--sizes takes the bet sizes, comma-separated (1/2,1,2); a number of sizes is --k "
                    f"(--k {sizes.strip()}); one size of {sizes.strip()} pots is --sizes {sizes.strip()}/1"
                )
            sizes = sizes.split(",")
        if args.grid is not None and not 2 <= args.grid <= formats.MAX_GRID:
            raise ValueError(f"--grid must be an integer in [2, {formats.MAX_GRID:,}]; got {args.grid}")
        if args.points is not None and not 1 <= args.points <= 1024:
            raise ValueError(f"--points must be an integer in [1, 1024]; got {args.points}")
        game, profile, reading, stated = load(
            args.file, deal=args.deal, limits=args.limits, sizes=sizes, k=args.k, menu=args.menu, grid=args.grid
        )
        if args.continuous and game.hands > _tree_hands():
            raise ValueError(f"--continuous takes up to {_tree_hands():,} hands; the file has {game.hands:,}")
        read_seconds, read_cpu = time.perf_counter() - start, time.process_time() - cpu
        result = _scored(game, profile, reading, time.perf_counter())
        score_cpu = time.process_time() - cpu - read_cpu
    except (TypeError, ValueError, KeyError, IndexError, UnicodeDecodeError, RecursionError) as exc:
        what = f"a field is missing: {exc}" if isinstance(exc, KeyError) else str(exc)
        refuse(parser.prog, f"FILE {args.file}: {what}"[:400])
    for line in _lines(game, result, stated, _source(args.file)):
        print(line)
    print(
        f"seconds: reading {read_seconds:.1f} ({read_cpu:.1f} CPU), scoring {result.seconds:.1f} ({score_cpu:.1f} CPU)"
    )
    if args.continuous:
        t = time.perf_counter()
        cont = continuous(game, profile, args.continuous, args.points)
        if args.continuous == "nearest":
            print(
                f"continuous game (off-menu bets read as the nearest size): value {float(cont.value):.12f}, "
                f"exploitability {float(cont.exploitability):.6g} pot, exact {_short(cont.exploitability)}"
            )
        else:
            low, high = cont.exploitability
            print(
                f"continuous game (off-menu bets read by the pseudo-harmonic mapping, {args.points} pieces): "
                f"exploitability in [{float(low):.6g}, {float(high):.6g}] pot, exact bounds"
            )
        print(f"seconds: {time.perf_counter() - t:.1f} continuous score")
    return 0 if all(stated.get(k, v) == v for k, v in _named(result).items()) else 1


def _named(result: ProfileScore) -> dict:
    return {
        "value": result.value,
        "bettor_best_response": result.bettor_best,
        "caller_best_response": result.caller_best,
    }


def _tree_hands() -> int:
    from .game import MAX_HANDS as TREE_HANDS

    return TREE_HANDS


def _source(path) -> str:
    with open(path, "rb") as fh:
        head = fh.read(64)
    if head[:2] == b"PK":
        return "numpy arrays (.npz)"
    if formats.COMPACT_SCHEMA.encode() in head:
        return "compact JSON"
    if formats.FULL_SCHEMA.encode() in head:
        return "solution JSON"
    return "CSV"


__all__ = [
    "MAX_HANDS",
    "TRANSLATIONS",
    "Grid",
    "ProfileScore",
    "score",
    "continuous",
    "load",
    "main",
]
