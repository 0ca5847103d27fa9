"""The machinery of the documented-ranges tests (issue 35), shared by ``tests/test_ranges_*.py``.

Documented ranges are the accepted ranges, for every public callable of every public module. Each range file
(one per module or small group of modules, named for them) registers its entries in its own :class:`Entries`:
one entry calls one public function (or method of a public class) with arguments drawn from the ranges its
docstring documents, or with one argument drawn from just outside its range. Inside: the call must return,
and where an independent computation exists (``check``), agree with it. Outside: the call must raise
ValueError or TypeError whose message names that parameter. ``tests/package/test_ranges.py`` walks the package and
fails on a public function, class or method no file's entry covers.

Hypothesis runs derandomized with few examples per entry, so each file takes seconds and CI is
deterministic. The heavy solvers are driven with small decks; their work bounds are tested in
tests/package/test_refusals.py. The solved games several files call (``LCP``, ``KUHN``, ...) are made here, once per
test process.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import math
import os
import pkgutil
import re
import tempfile
import types
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lcp

# --- ranges --------------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Range:
    """A parameter's documented range: ``inside`` draws from it, ``outside`` from just beyond it."""

    inside: st.SearchStrategy
    outside: st.SearchStrategy | None = None


def fixed(value) -> Range:
    return Range(st.just(value))


def choice(*values, outside=("no such name", None)) -> Range:
    return Range(st.sampled_from(values), st.sampled_from(outside) if outside else None)


def flag() -> Range:
    return Range(st.booleans(), st.sampled_from(["False", 2.0, 1, 0, None]))


def ints(low: int, high: int | None, *, draw_high: int | None = None) -> Range:
    """Integers in [low, high] (``None``: no upper end); ``draw_high`` keeps the drawn ones small where work
    grows fast."""
    top = draw_high if high is None else high if draw_high is None else min(high, draw_high)
    beyond = [] if high is None else [high + 1]
    return Range(st.integers(low, top), st.sampled_from([low - 1, *beyond, float(low), True, None, "3"]))


def _past(end, step):
    """``end + step``, or the next float beyond ``end`` where the step is lost to rounding (1e300 + 1 == 1e300)."""
    moved = end + step
    return moved if moved != end else math.nextafter(end, math.copysign(math.inf, step))


def reals(
    low=-math.inf,
    high=math.inf,
    *,
    low_open=False,
    high_open=False,
    exact=False,
    floats=True,
    draw_low=None,
    draw_high=None,
) -> Range:
    """Real numbers in the interval; ``exact`` adds Fractions and ints, ``floats=False`` leaves floats out."""
    lo = low if draw_low is None else draw_low
    hi = high if draw_high is None else draw_high
    parts = []
    if floats:
        parts.append(
            st.floats(
                lo,
                hi,
                allow_nan=False,
                exclude_min=low_open and lo == low,
                exclude_max=high_open and hi == high,
                allow_infinity=None if math.isfinite(lo) and math.isfinite(hi) else not (high_open and hi == math.inf),
            )
        )
    if exact:
        f_lo = Fraction(-100) if lo == -math.inf else Fraction(lo)
        f_hi = f_lo + 100 if hi == math.inf else Fraction(hi)
        fr = st.fractions(f_lo, f_hi, max_denominator=max(50, f_lo.denominator, f_hi.denominator))
        if low_open:
            fr = fr.filter(lambda v: v != low)
        if high_open:
            fr = fr.filter(lambda v: v != high)
        parts.append(fr)
    bad = [math.nan, "0.5", None, complex(0.5, 1)]
    if low != -math.inf:
        bad += [_past(low, -1) if low_open is False else low, _past(low, -0.5)]
    if high != math.inf:
        bad += [_past(high, 1), high if high_open else _past(high, 0.5)]
    if not floats:
        bad += [0.5 * (lo + hi) if math.isfinite(lo + hi) else 1.5]
    return Range(st.one_of(parts), st.sampled_from(bad))


def prob(exact=True, floats=False) -> Range:
    return reals(0, 1, exact=exact, floats=floats)


def any_text() -> Range:
    return Range(st.text(max_size=30), st.sampled_from([None, 3, b"bytes"]))


@dataclasses.dataclass(frozen=True)
class Entry:
    call: object
    params: dict
    check: object = None  # check(args, result): an independent computation the result must agree with
    covers: tuple = ()  # further qualified names this entry covers (methods called inside it)


class Entries(dict):
    """One range file's entries, by qualified name; ``register`` adds one, ``test()`` makes the file's test."""

    def register(self, qualname: str, call, check=None, covers=(), **params) -> None:
        assert qualname not in self, qualname
        self[qualname] = Entry(call, params, check, covers)

    def test(self):
        """The file's ``test_documented_ranges``: one test per entry (parametrised by its name)."""
        return documented_ranges(self)


# --- fixtures: solved games the methods' entries call ---------------------------------------------------------

from lcp.continuous import fixed_bet, limit, menu, no_limit  # noqa: E402
from lcp.finite import finite_deck, kuhn  # noqa: E402

_SCRATCH = tempfile.TemporaryDirectory(prefix="lcp-ranges-")  # removed when the session's interpreter exits
SCRATCH = Path(_SCRATCH.name)


@pytest.fixture(autouse=True, scope="module")
def figures_in_scratch():
    """plotting.savefig writes into SCRATCH during this module's tests only: set at import, the variable
    leaked into the notebooks that the same worker ran next (their "saved ..." lines named SCRATCH)."""
    patch = pytest.MonkeyPatch()
    patch.setenv("LCP_FIGURES_DIR", str(SCRATCH))
    yield
    patch.undo()


LCP = limit.solve(0.5, 2.0)
FBCP = fixed_bet.solve(1.0)
NLCP = no_limit.solve()
MENU = menu.solve([0.5, 2.0])
KUHN = kuhn.solve(0)
DECK = finite_deck.solve(4, [1, 2])
HAND = reals(0, 1)  # a hand strength
X = Fraction  # short for exact numbers below
GAME = kuhn.game(0)  # Kuhn poker as an extensive-form game
PLAYER = choice(0, 1, outside=(2, -1, 1.0, None))
INCREMENTS = Range(  # a raise's increments over the bet (lcp.grid.reraise, lcp.grid.rules)
    st.lists(st.sampled_from([X(1, 2), 1, 2]), max_size=2, unique=True),
    st.sampled_from([None, "1", [0], [-1], [math.nan], [1.5]]),
)


def close(a, b, tol=1e-9):
    assert math.isclose(float(a), float(b), rel_tol=tol, abs_tol=tol), (a, b)


# --- the run -------------------------------------------------------------------------------------------------


def _names(message: str, name: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", message) is not None


def documented_ranges(entries: Entries):
    """The test of one range file: each entry called inside its ranges, and with one argument outside.

    It is :func:`test_documented_ranges` (one source for every file) reading the file's ``entries`` as its
    ``ENTRIES``. Hypothesis is derandomized: it seeds each test from its source and its pytest id (which names
    the file), so a run draws the same examples every time, and an entry that moves to another file draws
    others."""
    code = test_documented_ranges.__code__
    test = types.FunctionType(code, {**globals(), "ENTRIES": entries}, code.co_name)
    return pytest.mark.parametrize("name", sorted(entries))(
        settings(
            max_examples=int(os.environ.get("LCP_RANGE_EXAMPLES", 15)),
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        )(given(data=st.data())(test))
    )


def test_documented_ranges(name, data):  # collected only as each range file's copy (documented_ranges)
    e = ENTRIES[name]  # noqa: F821  (the range file's entries, given by documented_ranges)
    fuzzable = [p for p, r in e.params.items() if r.outside is not None]
    outside = data.draw(st.sampled_from([None, None, *fuzzable]), label="outside")
    args = {p: data.draw(r.outside if p == outside else r.inside, label=p) for p, r in e.params.items()}
    if outside is None:
        result = e.call(**args)
        if e.check is not None:  # a check asserts (close) or returns a verdict (None: nothing to compare)
            assert e.check(args, result) is not False, f"{name}: {args!r} gave {result!r}, which its check refuses"
        return
    with pytest.raises((ValueError, TypeError)) as info:
        e.call(**args)
    assert _names(str(info.value), outside), f"{name}: {info.value!r} does not name {outside!r}"


def public_callables():
    """Qualified names of every public callable: module functions and classes, and the public methods of
    classes. A frozen dataclass is a record the library builds (its producer's entry covers it); its methods
    that take arguments still need an entry of their own. Properties are fields, not callables."""
    modules = ["lcp"] + [
        m.name
        for m in pkgutil.walk_packages(lcp.__path__, "lcp.")
        if not any(part.startswith("_") for part in m.name.split("."))
    ]
    out = set()
    for modname in modules:
        module = importlib.import_module(modname)
        exported = set(getattr(module, "__all__", ()))
        for key, value in vars(module).items():
            # a module's own callables, and those its __all__ re-exports from a private part (lcp.continuous.limit's derive
            # lives in lcp.continuous._limit_derivation)
            home = getattr(value, "__module__", None) or ""
            ours = home == modname or (key in exported and any(p.startswith("_") for p in home.split(".")))
            if key.startswith("_") or not callable(value) or not ours:
                continue
            if not inspect.isclass(value):
                out.add(f"{modname}.{key}")
                continue
            record = (
                dataclasses.is_dataclass(value)
                or issubclass(value, BaseException)
                or getattr(value, "_is_protocol", False)
            )
            if not record:
                out.add(f"{modname}.{key}")
            for meth, fn in vars(value).items():
                if meth.startswith("_") or isinstance(fn, property) or not callable(getattr(value, meth)):
                    continue
                params = [p for p in inspect.signature(getattr(value, meth)).parameters if p != "self"]
                if params or not record:
                    out.add(f"{modname}.{key}.{meth}")
    return out
