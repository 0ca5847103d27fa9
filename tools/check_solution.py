"""Re-check a grid-game solution file from the rules alone, exactly, with no code of the ``lcp`` package.

    python3 tools/check_solution.py FILE.json

FILE is what ``python -m lcp.testbed solve ... --json FILE`` writes (schema ``lcp/data/grid-solution.schema.json``,
or with ``--format compact`` ``lcp/data/grid-solution-compact.schema.json``: runs of identical rows).
The rules, as the solver author's page states them (pot 1, ante 1/2 each, the bettor's net winnings): the
bettor with hand i checks (a showdown for 1/2) or bets a size s of the menu; the caller with hand j folds (the
bettor wins 1/2) or calls (a showdown for 1/2 + s). The higher hand wins a showdown; equal buckets pay 0;
from a deck the two hands differ. Every deal (i, j) has the same probability.

Both best responses are exact (Python integers over one common denominator per player): the bettor's best
action per hand against the file's caller, and the caller's best answer per hand and size against the file's
bettor. The sum over the other player's hands is a running sum (what the hands below and above a hand hold),
so the whole check is O(n k) integer operations. The file's profile is an equilibrium with the stated value
exactly when both equal the stated value.

Exit status: 0 an exact equilibrium with the stated value; 1 NOT an equilibrium (or not with the stated value);
2 the file cannot be read or is not a solution file (not JSON, empty, nested too deep, a field missing or of the
wrong type, a number that is not a fraction string such as "1/0" or "nan", more than MAX_DIGITS digits, more
than MAX_HANDS hands or MAX_SIZES sizes): one line naming the file and the field, read in bounded time and
memory (the file at most MAX_BYTES).
"""

from __future__ import annotations

import json
import math
import re
import sys
from fractions import Fraction

import numpy as np

#: What a file may hold: hands and sizes as the solver's own limits, digits per number, bytes, nesting depth.
MAX_HANDS, MAX_SIZES, MAX_DIGITS, MAX_BYTES, MAX_DEPTH = 1_000_000, 256, 1_000, 2**31, 8
COMPACT = "lcp-grid-solution-compact/1"
_NUMBER = re.compile(r"-?[0-9]+(/[0-9]+|\.[0-9]+)?")


class Invalid(ValueError):
    """The file is not a solution file; the message names the field."""


def _get(data, field: str, kind, where: str = ""):
    """``data[field]`` if ``data`` is a dict holding it as a ``kind``; else Invalid naming the field."""
    name = f"{where}.{field}" if where else field
    if not isinstance(data, dict):
        raise Invalid(f"{where or 'the file'} must be a JSON object; got {type(data).__name__}")
    if field not in data:
        raise Invalid(f"{name} is missing")
    value = data[field]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise Invalid(f"{name} must be a {getattr(kind, '__name__', 'list')}; got {type(value).__name__}")
    return value


def _fraction(text, name: str) -> Fraction:
    """A fraction string of the file ("1/3", "0.25", "2"), at most MAX_DIGITS long; else Invalid naming it."""
    if not isinstance(text, str):
        raise Invalid(f'{name} must be a fraction string such as "1/3"; got {type(text).__name__}')
    if len(text) > MAX_DIGITS:
        raise Invalid(f"{name} has {len(text):,} characters; at most {MAX_DIGITS:,}")
    if not _NUMBER.fullmatch(text) or ("/" in text and int(text.partition("/")[2]) == 0):
        raise Invalid(f'{name} must be a fraction string such as "1/3" (a nonzero denominator); got {text[:40]!r}')
    return Fraction(text)


def _list(value, name: str, length: int) -> list:
    if not isinstance(value, list) or len(value) != length:
        raise Invalid(
            f"{name} must be a list of {length}; got {type(value).__name__} of {len(value) if isinstance(value, list) else 0}"
        )
    return value


def _exact_table(rows: list, name: str, length: int, width: int) -> tuple:
    """``rows`` (length lists of width fraction strings) as (an object array of integer numerators, their common
    denominator); each distinct string checked and parsed once."""
    rows = _list(rows, name, length)
    for i, row in enumerate(rows):
        _list(row, f"{name}[{i}]", width)
    flat = [p for row in rows for p in row]
    if not all(isinstance(p, str) for p in flat):
        bad = next(i for i, p in enumerate(flat) if not isinstance(p, str))
        _fraction(flat[bad], f"{name}[{bad // width}][{bad % width}]")
    values = {}
    for p in set(flat):
        try:
            values[p] = _fraction(p, name)
            ok = 0 <= values[p] <= 1
        except Invalid:
            ok = False
        if not ok:  # located only now: flat.index is O(n k)
            where = flat.index(p)
            at = f"{name}[{where // width}][{where % width}]"
            _fraction(p, at)
            raise Invalid(f"{at} must be a probability in [0, 1]; got {p[:40]}")
    den = math.lcm(*{f.denominator for f in values.values()})
    scaled = {p: f.numerator * (den // f.denominator) for p, f in values.items()}
    out = np.empty(len(flat), dtype=object)
    out[:] = [scaled[p] for p in flat]
    return out.reshape(length, width), den


def _expanded(runs, name: str, n: int) -> list:
    """A compact file's runs [count, item] written out as n items, hand 0 first."""
    if not isinstance(runs, list):
        raise Invalid(f"{name} must be a list of [count, ...] runs")
    out: list = []
    for r, run in enumerate(runs):
        if not (isinstance(run, list) and len(run) == 2 and isinstance(run[0], int) and not isinstance(run[0], bool)):
            raise Invalid(f"{name}[{r}] must be a run [count, ...]")
        if not 1 <= run[0] <= n - len(out):
            raise Invalid(f"{name}[{r}] has count {run[0]}; the counts must be positive and sum to {n}")
        out.extend([run[1]] * run[0])
    if len(out) != n:
        raise Invalid(f"{name}'s counts sum to {len(out)}; they must sum to {n}")
    return out


def _running(col: np.ndarray) -> tuple:
    """(sum of the entries before each index, sum after each index, the total) of an object array of ints."""
    before = np.empty(len(col), dtype=object)
    before[0] = 0
    before[1:] = np.cumsum(col)[:-1]
    total = before[-1] + col[-1]
    return before, total - before - col, total


def best_responses(data: dict) -> tuple:
    """``(bettor's best, the profile's value, caller's best)`` of a solution file's contents, as Fractions.

    Both best responses by running sums over the hands: O(n k) exact integer operations."""
    game = _get(data, "game", dict)
    n = _get(game, "hands", int, "game")
    if not 2 <= n <= MAX_HANDS:
        raise Invalid(f"game.hands must be 2 to {MAX_HANDS:,}; got {n}")
    deal = _get(game, "deal", str, "game")
    if deal not in ("buckets", "deck"):
        raise Invalid(f"game.deal must be 'buckets' or 'deck'; got {deal[:40]!r}")
    deck = deal == "deck"
    raw_sizes = _get(game, "sizes", list, "game")
    if not 1 <= len(raw_sizes) <= MAX_SIZES:
        raise Invalid(f"game.sizes must hold 1 to {MAX_SIZES} sizes; got {len(raw_sizes)}")
    sizes = [_fraction(s, f"game.sizes[{k}]") for k, s in enumerate(raw_sizes)]
    if any(s <= 0 for s in sizes):
        raise Invalid("game.sizes must be > 0")
    K = len(sizes)
    if data.get("schema") == COMPACT:
        rows = _expanded(_get(_get(data, "bettor", dict), "runs", list, "bettor"), "bettor.runs", n)
        runs = _list(_get(_get(data, "caller", dict), "call_runs", list, "caller"), "caller.call_runs", K)
        cols = [_expanded(r, f"caller.call_runs[{k}]", n) for k, r in enumerate(runs)]
        bname, cname = "bettor.runs (expanded)", "caller.call_runs (expanded)"
    else:
        rows = _get(_get(data, "bettor", dict), "probabilities", list, "bettor")
        cols = _get(_get(data, "caller", dict), "call_probabilities", list, "caller")
        bname, cname = "bettor.probabilities", "caller.call_probabilities"
    b, db = _exact_table(rows, bname, n, K + 1)  # b[i][a] / db
    q, dq = _exact_table(cols, cname, K, n)  # q[k][j] / dq
    if any(total != db for total in b.sum(axis=1).tolist()):
        raise Invalid(f"{bname} must hold one distribution over the check and each size per hand (rows summing to 1)")
    S = 2 * math.lcm(*{s.denominator for s in sizes})  # S/2 and S (1/2 + s) are integers
    half = S // 2
    stakes = [int(S * (Fraction(1, 2) + s)) for s in sizes]
    m = n - 1 if deck else n  # the other player's hands a deal pairs with one hand
    # the check: a showdown for 1/2 against each other hand: (hands below - hands above) half
    check = np.array([(2 * i - (n - 1)) * half for i in range(n)], dtype=object)
    best = check * dq  # the bettor's best payoff per hand, times S dq
    value = (b[:, 0] * check * dq).sum()  # times S dq db
    caller_best = (b[:, 0] * check).sum()  # times S db
    for k in range(K):
        # the bettor with hand i betting s_k: the caller's hands fold (1/2 each) or call (1/2 + s_k, by the sign)
        below, above, total = _running(q[k])
        folds = m * dq - (total - q[k] if deck else total)
        payoff = folds * half + (below - above) * stakes[k]
        best = np.maximum(best, payoff)
        value += (b[:, k + 1] * payoff).sum()
        # the caller with hand j facing s_k: folding pays the bettor 1/2 per betting hand, calling (1/2 + s_k) by sign
        bb, ba, bt = _running(b[:, k + 1])
        fold = (bt - b[:, k + 1] if deck else bt) * half
        call = (ba - bb) * stakes[k]
        caller_best += np.minimum(fold, call).sum()
    w = Fraction(1, n * m)
    return (
        w * Fraction(int(best.sum()), S * dq),
        w * Fraction(int(value), S * dq * db),
        w * Fraction(int(caller_best), S * db),
    )


def _depth_ok(text: str) -> bool:
    """Whether no bracket nests deeper than MAX_DEPTH (counted before parsing; strings skipped)."""
    depth, in_string, escaped = 0, False, False
    for match in re.finditer(r'[\[\]{}"\\]', text):
        ch = match.group()
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif ch in "]}":
            depth -= 1
    return True


def load(path: str) -> dict:
    """The solution file's contents; Invalid (one line naming the field) when it is not one."""

    def constant(name):
        raise Invalid(f'holds {name}, which is not a number of the format (fraction strings such as "1/3")')

    def integer(digits: str) -> int:
        if len(digits) > MAX_DIGITS:
            raise Invalid(f"holds an integer of {len(digits):,} digits; at most {MAX_DIGITS:,}")
        return int(digits)

    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise Invalid(f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_BYTES:
        raise Invalid(f"is larger than {MAX_BYTES:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Invalid("is not UTF-8 text (not a solution file)") from None
    if not text.strip():
        raise Invalid("is empty (not a solution file)")
    if not _depth_ok(text):
        raise Invalid(f"nests deeper than {MAX_DEPTH} levels (not a solution file)")
    try:
        data = json.loads(text, parse_constant=constant, parse_int=integer)
    except Invalid:
        raise
    except (ValueError, RecursionError) as exc:
        raise Invalid(f"is not JSON ({str(exc)[:120]})") from None
    if not isinstance(data, dict):
        raise Invalid(f"must hold a JSON object (a solution); got a {type(data).__name__}")
    return data


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python3 tools/check_solution.py FILE.json", file=sys.stderr)
        return 2
    try:
        data = load(args[0])
        stated = _fraction(_get(data, "value", str), "value")
        high, value, low = best_responses(data)
    except Invalid as exc:
        print(f"check_solution: {args[0]}: {exc}", file=sys.stderr)
        return 2
    ok = high == value == low == stated
    print(
        f"bettor's best - value = {high - value}; value - caller's best = {value - low}; value = stated: {value == stated}"
    )
    print("an exact equilibrium with the stated value" if ok else "NOT an equilibrium with the stated value")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
