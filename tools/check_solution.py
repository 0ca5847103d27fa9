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
value exactly when both equal the stated value. Exit status 0 when they do, 1 when not. At n = 1,000, k = 32
this takes about 11 CPU seconds.
"""

from __future__ import annotations

import json
import math
import sys
from fractions import Fraction

import numpy as np


def best_responses(data: dict) -> tuple:
    """``(bettor's best, the profile's value, caller's best)`` of a solution file's contents, as Fractions."""
    game = data["game"]
    n, deck = game["hands"], game["deal"] == "deck"
    sizes = [Fraction(s) for s in game["sizes"]]
    K = len(sizes)
    bettor = [[Fraction(p) for p in row] for row in data["bettor"]["probabilities"]]
    call = [[Fraction(p) for p in col] for col in data["caller"]["call_probabilities"]]  # call[k][j]
    if len(bettor) != n or any(len(row) != K + 1 or sum(row) != 1 or min(row) < 0 for row in bettor):
        raise ValueError("bettor.probabilities must hold one distribution over the check and each size per hand")
    if len(call) != K or any(len(col) != n or not all(0 <= p <= 1 for p in col) for col in call):
        raise ValueError("caller.call_probabilities must hold one probability per size and hand")
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


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python3 tools/check_solution.py FILE.json", file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as fh:
        data = json.load(fh)
    stated = Fraction(data["value"])
    high, value, low = best_responses(data)
    ok = high == value == low == stated
    print(
        f"bettor's best - value = {high - value}; value - caller's best = {value - low}; value = stated: {value == stated}"
    )
    print("an exact equilibrium with the stated value" if ok else "NOT an equilibrium with the stated value")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
