"""Re-check a grid-game solution file from the rules alone, exactly, with no code of the ``lcp`` package.

    python3 tools/check_solution.py FILE.json

FILE is what ``python -m lcp.testbed solve ... --json FILE`` writes (schema ``lcp/data/grid-solution.schema.json``).
The rules, as the solver author's page states them (pot 1, ante 1/2 each, the bettor's net winnings): the
bettor with hand i checks (a showdown for 1/2) or bets a size s of the menu; the caller with hand j folds (the
bettor wins 1/2) or calls (a showdown for 1/2 + s). The higher hand wins a showdown; equal buckets pay 0;
from a deck the two hands differ. Every deal (i, j) has the same probability.

Both best responses are summed deal by deal (O(n^2 k) terms, each exact: Python integers over one common
denominator per player): the bettor's best action per hand against the file's caller, and the caller's best
answer per hand and size against the file's bettor. The file's profile is an equilibrium with the stated
value exactly when both equal the stated value. At n = 1,000, k = 32 this takes about 11 CPU seconds.

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
MAX_HANDS, MAX_SIZES, MAX_DIGITS, MAX_BYTES, MAX_DEPTH = 100_000, 256, 1_000, 2**31, 8
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


def best_responses(data: dict) -> tuple:
    """``(bettor's best, the profile's value, caller's best)`` of a solution file's contents, as Fractions."""
    game = _get(data, "game", dict)
    n = _get(game, "hands", int, "game")
    if not 1 <= n <= MAX_HANDS:
        raise Invalid(f"game.hands must be 1 to {MAX_HANDS:,}; got {n}")
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
    rows = _list(_get(_get(data, "bettor", dict), "probabilities", list, "bettor"), "bettor.probabilities", n)
    bettor = [
        [
            _fraction(p, f"bettor.probabilities[{i}][{a}]")
            for a, p in enumerate(_list(row, f"bettor.probabilities[{i}]", K + 1))
        ]
        for i, row in enumerate(rows)
    ]
    cols = _list(_get(_get(data, "caller", dict), "call_probabilities", list, "caller"), "caller.call_probabilities", K)
    call = [
        [
            _fraction(p, f"caller.call_probabilities[{k}][{j}]")
            for j, p in enumerate(_list(col, f"caller.call_probabilities[{k}]", n))
        ]
        for k, col in enumerate(cols)
    ]  # call[k][j]
    if len(bettor) != n or any(len(row) != K + 1 or sum(row) != 1 or min(row) < 0 for row in bettor):
        raise Invalid("bettor.probabilities must hold one distribution over the check and each size per hand")
    if len(call) != K or any(len(col) != n or not all(0 <= p <= 1 for p in col) for col in call):
        raise Invalid("caller.call_probabilities must hold one probability per size and hand")
    db = math.lcm(*{p.denominator for row in bettor for p in row})
    dq = math.lcm(*{p.denominator for col in call for p in col})
    S = 2 * math.lcm(*{s.denominator for s in sizes})  # S/2 and S (1/2 + s) are integers
    half = S // 2
    stakes = [int(S * (Fraction(1, 2) + s)) for s in sizes]
    b = np.array([[int(p * db) for p in row] for row in bettor], dtype=object)
    q = np.array([[int(p * dq) for p in col] for col in call], dtype=object)
    hands = np.arange(n)

    def others(h):  # the other player's hands a deal can pair with h
        return hands != h if deck else np.ones(n, dtype=bool)

    bettor_best = value = 0  # times S dq (and db for the value)
    for i in range(n):
        mask = others(i)
        sign = np.sign(i - hands[mask]).astype(object)  # +1: the bettor's hand is higher
        payoffs = [int(sign.sum()) * half * dq]  # the check
        for k in range(K):
            qk = q[k][mask]
            payoffs.append(int((qk * stakes[k] * sign + (dq - qk) * half).sum()))
        bettor_best += max(payoffs)
        value += sum(int(b[i][a]) * payoffs[a] for a in range(K + 1))
    caller_best = 0  # times S db
    for i in range(n):
        caller_best += int(b[i][0]) * int(np.sign(i - hands[others(i)]).sum()) * half
    for k in range(K):
        column = b[:, k + 1]
        for j in range(n):
            mask = others(j)
            sign = np.sign(hands[mask] - j).astype(object)
            fold = int(column[mask].sum()) * half
            called = int((column[mask] * stakes[k] * sign).sum())
            caller_best += min(fold, called)  # the caller answers with what pays the bettor less
    w = Fraction(1, n * (n - 1 if deck else n))
    return w * Fraction(bettor_best, S * dq), w * Fraction(value, S * dq * db), w * Fraction(caller_best, S * db)


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
