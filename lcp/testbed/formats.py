r"""A grid-game profile read from a file or from arrays, exactly, as integers over one common denominator.

Units: pot 1, ante 1/2 each (the bettor's net winnings). A profile is the bettor's probabilities per hand
(the check, then each size) and the caller's call probability per hand and size. Four ways in:

* the solve's JSON (``lcp/data/grid-solution.schema.json``): every probability a fraction string;
* the **compact** JSON (``lcp/data/grid-solution-compact.schema.json``, written by
  ``python -m lcp.testbed solve --format compact``): the bettor's rows as runs of identical rows and each
  size's call probabilities as runs of equal values, so a profile pure almost everywhere takes a few hundred
  runs whatever n; :func:`expand` gives back the full matrix;
* CSV (:func:`to_csv`): a header ``hand,check,bet <s_1>,...,call <s_1>,...`` (the sizes as fractions or
  decimals), then one line per hand;
* numpy arrays (a ``.npz`` file with ``bettor``, shape (n, k + 1), and ``caller``, shape (n, k); or the arrays
  themselves through the API).

**How numbers are read.** A float (a numpy array of floats) is the binary rational it is, exactly. Text is
the number it prints: ``"0.1"`` is 1/10, ``"1/3"`` is 1/3 (a JSON number too). Optionally every probability
is first rounded to the nearest multiple of 1/``grid``. One tolerance, :data:`ROW_TOL`, for entries and
rows: an entry within it outside [0, 1] (a float LP's -1e-18) is set to 0 or 1 and the number of such entries
is reported, one further out is refused naming its row and entry; then a bettor row must sum to 1 within it,
what the row misses is put on its largest entry, so the row sums to 1 exactly, and the number of rows so
adjusted and the largest adjustment are reported.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
import zipfile
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import numpy as np

COMPACT_SCHEMA = "lcp-grid-solution-compact/1"
FULL_SCHEMA = "lcp-grid-solution/1"
#: How far a bettor row may miss 1 before it is refused (its miss goes on its largest entry).
ROW_TOL = Fraction(1, 10**9)
#: The finest rounding grid taken (``grid``).
MAX_GRID = 10**12
#: Characters of one number in a file (a longer one is refused before it is parsed).
MAX_DIGITS = 10_000


def compact_schema_path() -> Path:
    """Where the compact format's JSON Schema lies (inside the package)."""
    return Path(__file__).resolve().parents[1] / "data" / "grid-solution-compact.schema.json"


def _rational(value, name: str) -> Fraction:
    """One probability or size as the exact rational it is or prints: a float exactly, text as its decimal
    or fraction (``"0.1"`` is 1/10).

    Examples
    --------
    >>> _rational("0.1", "p"), _rational("1/3", "p"), _rational(0.5, "p")
    (Fraction(1, 10), Fraction(1, 3), Fraction(1, 2))
    >>> _rational("nan", "p")
    Traceback (most recent call last):
    ...
    ValueError: p must be a number such as 0.25 or 1/4; got 'nan'
    """
    if isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be a number; got {value!r}")
    if isinstance(value, (str, np.str_)):
        text = str(value).strip()
        if len(text) > MAX_DIGITS:
            raise ValueError(f"{name} has {len(text):,} characters; at most {MAX_DIGITS:,}")
        low = text.lower()
        exponent = low.partition("e")[2]
        if "nan" in low or "inf" in low or (exponent and len(exponent.lstrip("+-0")) > 4):
            raise ValueError(f"{name} must be a number such as 0.25 or 1/4; got {text[:40]!r}")
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise ValueError(f"{name} must be a number such as 0.25 or 1/4; got {text[:40]!r}") from None
    if isinstance(value, (int, np.integer, Fraction)):
        return Fraction(int(value)) if isinstance(value, (int, np.integer)) else value
    if isinstance(value, (float, np.floating)):
        if not math.isfinite(value):
            raise ValueError(f"{name} must be a finite number; got {value!r}")
        return Fraction(float(value))
    raise TypeError(f"{name} must be a number (float, int, Fraction or text); got {type(value).__name__}")


def _dyadic(a: np.ndarray, name: str) -> tuple:
    """A float array as (integer numerators as an object array, 2^T): each float exactly."""
    if not np.isfinite(a).all():
        raise ValueError(f"{name} must hold finite probabilities; got a nan or an infinity")
    mant, expo = np.frexp(a)
    M = (mant * 2.0**53).astype(np.int64)  # exact: a mantissa has 53 bits
    t = np.where(M == 0, 0, expo.astype(np.int64) - 53)
    T = int(max(0, -int(t.min()))) if t.size else 0
    shifts = (t + T).ravel().tolist()
    nums = [m << s for m, s in zip(M.ravel().tolist(), shifts)]
    out = np.empty(a.size, dtype=object)
    out[:] = nums
    return out.reshape(a.shape), 1 << T


def _distinct(flat: list, name: str) -> tuple:
    """Exact values (numbers or text) as (integer numerators, common denominator), each distinct one parsed once."""
    values = {}
    for v in set(flat):
        values[v] = _rational(v, name)
    den = math.lcm(*{f.denominator for f in values.values()}) if values else 1
    scaled = {v: f.numerator * (den // f.denominator) for v, f in values.items()}
    out = np.empty(len(flat), dtype=object)
    out[:] = [scaled[v] for v in flat]
    return out, den


def _integers(values, name: str) -> tuple:
    """``values`` (a 2-D array or rows of numbers or text) as ``(numerators, denominator)``: an object array of
    Python ints over one common denominator, exactly (floats as the binary rationals they are).

    Examples
    --------
    >>> nums, den = _integers([["1/2", "0.25"], [0.75, 1]], "p")
    >>> nums.tolist(), den
    ([[2, 1], [3, 4]], 4)
    """
    if isinstance(values, np.ndarray) and values.dtype.kind in "fiu":
        a = values.astype(float) if values.dtype.kind == "f" else values
        if a.ndim != 2:
            raise ValueError(f"{name} must be a 2-D table; got shape {a.shape}")
        if a.dtype.kind == "f":
            return _dyadic(a, name)
        out = np.empty(a.shape, dtype=object)
        out[:] = a.tolist()
        return out, 1
    try:
        rows = [list(r) for r in values]
    except TypeError:
        raise TypeError(f"{name} must be a table (rows of numbers); got {type(values).__name__}") from None
    if not rows or any(len(r) != len(rows[0]) for r in rows):
        raise ValueError(f"{name} must be a non-empty table of rows of equal length")
    flat = list(itertools.chain.from_iterable(rows))
    try:
        nums, den = _distinct(flat, name)
    except TypeError:  # unhashable entries
        raise TypeError(f"{name} must hold numbers (floats, ints, Fractions) or text") from None
    return nums.reshape(len(rows), len(rows[0])), den


def _into_unit(nums: np.ndarray, den: int, name: str) -> int:
    """Set each entry within :data:`ROW_TOL` outside [0, 1] to 0 or 1 (a float LP's -1e-18), in place, and return
    how many; refuse one further out, naming its row and entry (both counted from 0, as in the table given).

    Examples
    --------
    >>> nums = np.array([[-1, 10**12 + 1], [3, 5]], dtype=object)   # over 10**12: -1e-12 and 1 + 1e-12
    >>> _into_unit(nums, 10**12, "caller"), nums.tolist()
    (2, [[0, 1000000000000], [3, 5]])
    >>> _into_unit(np.array([[0, 3]], dtype=object), 2, "caller")
    Traceback (most recent call last):
    ...
    ValueError: caller row 0, entry 1 is 1.5; probabilities must lie in [0, 1] (within 1/1000000000)
    """
    flat = nums.ravel().tolist()
    if not flat or (min(flat) >= 0 and max(flat) <= den):
        return 0
    slack, width, count = ROW_TOL * den, nums.shape[1], 0
    for t, v in enumerate(flat):
        if 0 <= v <= den:
            continue
        if (-v if v < 0 else v - den) > slack:
            raise ValueError(
                f"{name} row {t // width}, entry {t % width} is {float(Fraction(v, den))!r};"
                f" probabilities must lie in [0, 1] (within {ROW_TOL})"
            )
        nums[t // width, t % width] = 0 if v < 0 else den
        count += 1
    return count


@dataclass(frozen=True)
class Reading:
    """How a profile's numbers were read: ``how`` in words, the bettor rows whose sum missed 1 (put on their
    largest entry) and the largest such miss (exact, in probability)."""

    how: str
    adjusted_rows: int
    largest_adjustment: Fraction


def _rounded(nums: np.ndarray, den: int, grid: int) -> np.ndarray:
    """Each nums/den rounded to the nearest multiple of 1/grid (halves up), as numerators over grid."""
    out = np.empty(nums.shape, dtype=object)
    out.ravel()[:] = [(2 * v * grid + den) // (2 * den) for v in nums.ravel().tolist()]
    return out


def exact_profile(bettor, caller, grid: int | None = None, caller_by_size: bool = False):
    """``(IntegerProfile, Reading)`` from a bettor table (n rows: the check, then each size) and a caller table
    (n rows of call probabilities per size, or k rows of n when ``caller_by_size``), read by
    :func:`_integers`, optionally rounded to multiples of 1/``grid`` (2 to :data:`MAX_GRID`).

    Examples
    --------
    >>> p, how = exact_profile([[0.5, 0.5000000001], ["1", "0"]], [[0.5], [1]])
    >>> p.bettor[1, 0] == p.bettor_den, how.adjusted_rows, f"{float(how.largest_adjustment):.2g}"
    (True, 1, '1e-10')
    >>> p, how = exact_profile([[0.3, 0.7]], [[1 / 3]], grid=10)
    >>> p.bettor.tolist(), p.bettor_den, p.caller.tolist(), how.how
    ([[3, 7]], 10, [[3]], 'rounded to multiples of 1/10')
    """
    from lcp.grid.exact import IntegerProfile

    if grid is not None and (isinstance(grid, bool) or not isinstance(grid, int) or not 2 <= grid <= MAX_GRID):
        raise ValueError(f"grid must be an integer in [2, {MAX_GRID:,}] (multiples of 1/grid) or None; got {grid!r}")
    B, db = _integers(bettor, "bettor")
    Q, dq = _integers(caller, "caller")
    bounded = _into_unit(B, db, "bettor") + _into_unit(Q, dq, "caller")  # rows and entries as given
    if caller_by_size:
        Q = Q.T
    n, A = B.shape
    if A < 2 or Q.shape != (n, A - 1):
        raise ValueError(
            f"caller must hold {A - 1} call probabilities for each of the bettor's {n} hands; got shape {Q.shape}"
        )
    sums = B.sum(axis=1).tolist()
    largest = B.argmax(axis=1).tolist()
    adjusted, worst = 0, Fraction(0)
    for i, s in enumerate(sums):
        if s != db:
            miss = Fraction(db - s, db)
            if abs(miss) > ROW_TOL:
                raise ValueError(f"bettor row {i} sums to {float(s / db)!r}; each row must sum to 1 within {ROW_TOL}")
            B[i, largest[i]] += db - s
            adjusted, worst = adjusted + 1, max(worst, abs(miss))
    how = "exactly" if grid is None else f"rounded to multiples of 1/{grid}"
    if bounded:
        how += f" ({bounded:,} entries within {ROW_TOL} outside [0, 1] set to 0 or 1)"
    if grid is not None:
        Q, dq = _rounded(Q, dq, grid), grid
        R = _rounded(B, db, grid)
        top = np.arange(n), np.array(largest, dtype=np.int64)
        R[top] = 0
        rest = grid - R.sum(axis=1)
        if min(rest.tolist()) < 0:
            raise ValueError(f"grid = {grid} is too coarse for a bettor row of {A} actions: use a finer --grid")
        R[top] = rest
        B, db = R, grid
    else:
        g = math.gcd(db, *set(B.ravel().tolist()))
        if g > 1:
            B, db = B // g, db // g
        g = math.gcd(dq, *set(Q.ravel().tolist()))
        if g > 1:
            Q, dq = Q // g, dq // g
    return IntegerProfile(B, db, Q, dq), Reading(how, adjusted, worst)


def _runs(column: np.ndarray) -> list:
    """``[(count, index of the run's first row), ...]`` for runs of equal rows (or values) of an object array."""
    if column.ndim == 1:
        change = column[1:] != column[:-1]
    else:
        change = (column[1:] != column[:-1]).any(axis=1)
    starts = [0, *(np.flatnonzero(change) + 1).tolist()]
    ends = [*starts[1:], len(column)]
    return [(e - s, s) for s, e in zip(starts, ends)]


def _compact_profile(profile) -> dict:
    """The profile's ``bettor`` and ``caller`` parts of the compact format: runs of identical rows, fraction
    strings (each distinct value converted once).

    Examples
    --------
    >>> from lcp.grid.exact import IntegerProfile
    >>> p = IntegerProfile.from_fractions([[1, 0], [1, 0], [0, 1]], [[0], [1], [1]])
    >>> part = _compact_profile(p)
    >>> part["bettor"]["runs"], part["caller"]["call_runs"]
    ([[2, ['1', '0']], [1, ['0', '1']]], [[[1, '0'], [2, '1']]])
    """
    cache: dict = {}

    def text(v: int, den: int) -> str:
        key = (v, den)
        if key not in cache:
            cache[key] = str(Fraction(v, den))
        return cache[key]

    B, db, Q, dq = profile.bettor, profile.bettor_den, profile.caller, profile.caller_den
    runs = [[count, [text(v, db) for v in B[i].tolist()]] for count, i in _runs(B)]
    calls = [[[count, text(Q[j, k], dq)] for count, j in _runs(Q[:, k])] for k in range(Q.shape[1])]
    return {"bettor": {"runs": runs}, "caller": {"call_runs": calls}}


def _counts(runs, name: str, n: int) -> list:
    counts = [r[0] if isinstance(r, list) and len(r) == 2 else None for r in runs]
    if any(isinstance(c, bool) or not isinstance(c, int) or c < 1 for c in counts) or sum(c or 0 for c in counts) != n:
        raise ValueError(f"{name} must be [count, ...] pairs with positive counts summing to the {n} hands")
    return counts


def expand(data: dict) -> dict:
    """A compact file's contents (a dict) as the full format's, the matrix written out (the same game, value
    and certificate).

    Examples
    --------
    >>> part = {"bettor": {"runs": [[2, ["1", "0"]]]}, "caller": {"call_runs": [[[2, "1/2"]]]}}
    >>> full = expand({"schema": COMPACT_SCHEMA, "game": {"hands": 2}, **part})
    >>> full["bettor"]["probabilities"], full["caller"]["call_probabilities"]
    ([['1', '0'], ['1', '0']], [['1/2', '1/2']])
    """
    if not isinstance(data, dict) or data.get("schema") != COMPACT_SCHEMA:
        raise ValueError(f"data must be a compact solution (schema {COMPACT_SCHEMA!r})")
    n = data["game"]["hands"]
    runs = data["bettor"]["runs"]
    counts = _counts(runs, "bettor.runs", n)
    rows = [list(r[1]) for r, c in zip(runs, counts) for _ in range(c)]
    cols = []
    for k, size_runs in enumerate(data["caller"]["call_runs"]):
        c = _counts(size_runs, f"caller.call_runs[{k}]", n)
        cols.append([r[1] for r, m in zip(size_runs, c) for _ in range(m)])
    out = {key: v for key, v in data.items() if key not in ("bettor", "caller")}
    out["schema"] = FULL_SCHEMA
    actions = data["bettor"].get("actions")
    out["bettor"] = {**({"actions": actions} if actions is not None else {}), "probabilities": rows}
    out["caller"] = {"call_probabilities": cols}
    return out


def compact(data: dict) -> dict:
    """A full solution file's contents (a dict) in the compact format: the inverse of :func:`expand`, the
    strings kept as they are.

    Examples
    --------
    >>> full = {"schema": FULL_SCHEMA, "game": {"hands": 3}, "bettor": {"probabilities": [["1", "0"]] * 2 + [["0", "1"]]},
    ...         "caller": {"call_probabilities": [["0", "1", "1"]]}}
    >>> part = compact(full)
    >>> part["bettor"]["runs"], part["caller"]["call_runs"], expand(part) == full
    ([[2, ['1', '0']], [1, ['0', '1']]], [[[1, '0'], [2, '1']]], True)
    """
    if not isinstance(data, dict) or data.get("schema") != FULL_SCHEMA:
        raise ValueError(f"data must be a full solution (schema {FULL_SCHEMA!r})")

    def runs(items: list) -> list:
        out: list = []
        for item in items:
            if out and out[-1][1] == item:
                out[-1][0] += 1
            else:
                out.append([1, item])
        return out

    out = {key: v for key, v in data.items() if key not in ("bettor", "caller")}
    out["schema"] = COMPACT_SCHEMA
    actions = data["bettor"].get("actions")
    out["bettor"] = {
        **({"actions": actions} if actions is not None else {}),
        "runs": runs(data["bettor"]["probabilities"]),
    }
    out["caller"] = {"call_runs": [runs(col) for col in data["caller"]["call_probabilities"]]}
    return out


def _compact_tables(data: dict, n: int) -> tuple:
    """The bettor's rows and the caller's columns of a compact file, expanded as object arrays of text."""
    runs = data["bettor"]["runs"]
    counts = _counts(runs, "bettor.runs", n)
    rows = [r[1] for r in runs]
    if not rows or any(not isinstance(r, list) or len(r) != len(rows[0]) for r in rows):
        raise ValueError("bettor.runs must hold rows of equal length (the check, then each size)")
    B = np.repeat(np.array(rows, dtype=object), counts, axis=0)
    cols = []
    for k, size_runs in enumerate(data["caller"]["call_runs"]):
        c = _counts(size_runs, f"caller.call_runs[{k}]", n)
        cols.append(np.repeat(np.array([r[1] for r in size_runs], dtype=object), c))
    return B, np.array(cols, dtype=object) if cols else np.empty((0, n), dtype=object)


def _tables(data: dict) -> tuple:
    """``(bettor rows, caller tables by size)`` of a solution file's contents, full or compact."""
    n = data["game"]["hands"]
    if data.get("schema") == COMPACT_SCHEMA:
        return _compact_tables(data, n)
    return data["bettor"]["probabilities"], data["caller"]["call_probabilities"]


def to_csv(profile, sizes) -> str:
    """The profile as CSV: ``hand,check,bet <s>...,call <s>...`` then one line per hand, fraction strings.

    Examples
    --------
    >>> from lcp.grid.exact import IntegerProfile
    >>> p = IntegerProfile.from_fractions([[1, 0], [0, 1]], [[0], [Fraction(1, 3)]])
    >>> print(to_csv(p, [Fraction(1, 2)]).strip())
    hand,check,bet 1/2,call 1/2
    0,1,0,0
    1,0,1,1/3
    """
    from lcp.grid.exact import IntegerProfile

    if not isinstance(profile, IntegerProfile):
        raise TypeError(f"profile must be an lcp.grid.exact.IntegerProfile; got {type(profile).__name__}")
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise TypeError(f"sizes must be the menu's sizes (a sequence of numbers); got {sizes!r}")
    sizes = [_rational(s, "sizes") for s in sizes]
    if len(sizes) != profile.caller.shape[1]:
        raise ValueError(f"sizes must hold the profile's {profile.caller.shape[1]} sizes; got {len(sizes)}")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["hand", "check", *(f"bet {Fraction(s)}" for s in sizes), *(f"call {Fraction(s)}" for s in sizes)])
    cache: dict = {}
    for i, (b, q) in enumerate(zip(profile.bettor.tolist(), profile.caller.tolist())):
        row = [i]
        for v, den in [(v, profile.bettor_den) for v in b] + [(v, profile.caller_den) for v in q]:
            if (v, den) not in cache:
                cache[(v, den)] = str(Fraction(v, den))
            row.append(cache[(v, den)])
        w.writerow(row)
    return buf.getvalue()


def _read_csv(text: str) -> tuple:
    """``(sizes, bettor rows, caller rows)`` of a CSV profile (:func:`to_csv`'s layout), numbers as text."""
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if not header or header[:2] != ["hand", "check"] or (len(header) - 2) % 2:
        raise ValueError("the CSV must begin with the header hand,check,bet <s_1>,...,bet <s_k>,call <s_1>,...")
    k = (len(header) - 2) // 2
    bets, calls = header[2 : 2 + k], header[2 + k :]
    if not all(b.startswith("bet ") for b in bets) or [c[5:] for c in calls] != [b[4:] for b in bets]:
        raise ValueError("the CSV header must name 'bet <s>' for each size, then 'call <s>' for the same sizes")
    sizes = tuple(_rational(b[4:], "a size of the CSV header") for b in bets)
    bettor: list = []
    caller: list = []
    for line, row in enumerate(reader, start=2):
        if not row:
            continue
        if len(row) != len(header) or row[0].strip() != str(len(bettor)):
            raise ValueError(f"CSV line {line} must hold hand {len(bettor)} and {len(header) - 1} probabilities")
        bettor.append(row[1 : 2 + k])
        caller.append(row[2 + k :])
    return sizes, bettor, caller


def _read_npz(path) -> dict:
    """The arrays of a ``.npz`` profile (``bettor``, ``caller``; optional ``sizes`` as text, ``deal``)."""
    try:
        with np.load(path, allow_pickle=False) as z:
            arrays = {key: z[key] for key in z.files}
    except (ValueError, OSError, zipfile.BadZipFile) as exc:
        raise ValueError(f"cannot read the .npz file ({exc})") from None
    for key in ("bettor", "caller"):
        if key not in arrays:
            raise ValueError(f"the .npz file must hold an array named {key!r}")
    return arrays


__all__ = [
    "COMPACT_SCHEMA",
    "FULL_SCHEMA",
    "ROW_TOL",
    "MAX_GRID",
    "MAX_DIGITS",
    "compact_schema_path",
    "Reading",
    "exact_profile",
    "expand",
    "compact",
    "to_csv",
]
