"""Helpers for the notebooks: parameter checking and stable printing.

Every notebook calls :func:`check_parameters` right after its ``parameters`` cell, with the allowed
range of each parameter. It rejects, before any work and by the parameter's own name:

* a name papermill injected that the notebook does not define (papermill itself only warns; the
  injected cell is found in the kernel's input history, its source starts with ``# Parameters``);
* a value of the wrong type or outside its range, whether injected by papermill or typed into the
  parameters cell in JupyterLab (the values are read from the kernel's namespace, so ``inf`` and
  ``nan`` arrive as the floats papermill wrote).
"""

from __future__ import annotations

import ast
import html
import math
import numbers
import re
from dataclasses import dataclass
from fractions import Fraction

INJECTED_HEADER = "# Parameters"


@dataclass(frozen=True)
class Flag:
    """A ``True``/``False`` switch (no 0/1, no strings)."""

    def check(self, name: str, value) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"parameter {name!r} must be bool (True or False); got {value!r}")


@dataclass(frozen=True)
class Integer:
    """An integer in ``[low, high]`` (bools are not integers here)."""

    low: int
    high: int

    def check(self, name: str, value) -> None:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise TypeError(f"parameter {name!r} must be int, an integer in [{self.low}, {self.high}]; got {value!r}")
        if not self.low <= value <= self.high:
            raise ValueError(f"parameter {name!r} must be an integer in [{self.low}, {self.high}]; got {value!r}")


@dataclass(frozen=True)
class Real:
    """A real number in an interval; ``high = inf`` with ``high_open=False`` admits ``inf`` itself."""

    low: float
    high: float
    low_open: bool = False
    high_open: bool = False

    def describe(self) -> str:
        return f"{'(' if self.low_open else '['}{self.low:g}, {self.high:g}{')' if self.high_open else ']'}"

    def check(self, name: str, value) -> None:
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise TypeError(f"parameter {name!r} must be float, a number in {self.describe()}; got {value!r}")
        v = float(value)
        inside = (not math.isnan(v)
                  and (self.low < v if self.low_open else self.low <= v)
                  and (v < self.high if self.high_open else v <= self.high))
        if not inside:
            raise ValueError(f"parameter {name!r} must be a number in {self.describe()}; got {value!r}")


#: Seeds of numpy's generator: any non-negative integer; capped so that a typo is caught.
SEED = Integer(0, 2**64 - 1)


def _injected_names(history) -> list[str]:
    """Names assigned in the latest papermill-injected cell of ``history`` (none without papermill)."""
    for cell in reversed(list(history)):
        if cell.lstrip().startswith(INJECTED_HEADER):
            names = []
            for node in ast.parse(cell).body:
                if isinstance(node, ast.Assign):
                    names += [t.id for t in node.targets if isinstance(t, ast.Name)]
            return names
    return []


def check_parameters(history, namespace: dict, ranges: dict, ordered=()) -> None:
    """Check the notebook's parameters: names (against papermill's injection), types, ranges, order.

    ``history`` is IPython's input list ``In``, ``namespace`` the notebook's ``globals()``,
    ``ranges`` maps every parameter of the notebook to its :class:`Flag`, :class:`Integer` or
    :class:`Real`, and ``ordered`` lists pairs ``(a, b)`` that must satisfy ``a <= b``. Raises
    ``ValueError`` for an unknown name or a value out of range, ``TypeError`` for a wrong type, each
    naming the parameter and what it allows.

    Examples
    --------
    >>> ranges = {"quick": Flag(), "B": Real(0, 10, low_open=True)}
    >>> check_parameters(["", "# Parameters\\nquick = True\\n"], {"quick": True, "B": 2.0}, ranges)
    >>> check_parameters(["", "# Parameters\\nquik = True\\n"], {"quick": True, "B": 2.0}, ranges)
    Traceback (most recent call last):
    ...
    ValueError: unknown parameter 'quik'; this notebook's parameters are: B, quick
    >>> check_parameters([""], {"quick": True, "B": -1.0}, ranges)
    Traceback (most recent call last):
    ...
    ValueError: parameter 'B' must be a number in (0, 10]; got -1.0
    """
    allowed = ", ".join(sorted(ranges)) or "(none)"
    for name in _injected_names(history):
        if name not in ranges:
            raise ValueError(f"unknown parameter {name!r}; this notebook's parameters are: {allowed}")
    for name, allowed_values in ranges.items():
        if name not in namespace:
            raise ValueError(f"parameter {name!r} is not defined by the parameters cell")
        allowed_values.check(name, namespace[name])
    for a, b in ordered:
        if not namespace[a] <= namespace[b]:
            raise ValueError(f"parameters {a!r} and {b!r} must satisfy {a} <= {b}; got {a} = {namespace[a]!r}, "
                             f"{b} = {namespace[b]!r}")


def apply_quick(history, namespace: dict, quick_values: dict) -> None:
    """With ``quick = True``, give each parameter named in ``quick_values`` its quick value, unless it
    was passed explicitly (injected by papermill): an explicit value always wins over ``quick``.

    Examples
    --------
    >>> ns = {"quick": True, "decks": 4, "bets": 7}  # bets = 7 injected by papermill
    >>> apply_quick(["", "# Parameters\\nquick = True\\nbets = 7\\n"], ns, {"decks": 2, "bets": 2})
    >>> ns["decks"], ns["bets"]
    (2, 7)
    """
    if not namespace.get("quick"):
        return
    explicit = set(_injected_names(history))
    for name, value in quick_values.items():
        if name not in explicit:
            namespace[name] = value


def below(value, bound: float) -> str:
    """Assert ``|value| < bound`` and return ``"< bound"``: how a notebook prints a float whose exact
    value is 0 or whose digits are rounding noise (errors, residuals, a gain that vanishes exactly).

    The digits of such a number change with the machine (SIMD code path, BLAS, thread count); the
    bound does not, so the printed line is the same everywhere while the claim is still checked.

    >>> below(2.1e-16, 1e-14)
    '< 1e-14'
    >>> below(3e-13, 1e-14)
    Traceback (most recent call last):
    ...
    AssertionError: |3e-13| is not below 1e-14
    """
    v = float(value)
    assert abs(v) < bound, f"|{v:.3g}| is not below {bound:.3g}"
    return f"< {bound:.0e}".replace("e-0", "e-").replace("e+0", "e+")


def fmt(value, digits: int = 12) -> str:
    """A stable string for a number: exact rationals as ``p/q``, floats to ``digits`` significant digits."""
    if isinstance(value, Fraction):
        return str(value)
    try:
        import sympy as sp

        if isinstance(value, sp.Basic):
            return str(value) if value.is_Rational else f"{float(value):.{digits}g}"
    except ImportError:  # pragma: no cover
        pass
    return f"{float(value):.{digits}g}"


def table(rows, headers) -> str:
    """A plain fixed-width text table (stable output for nbval)."""
    cells = [[str(h) for h in headers]] + [[c if isinstance(c, str) else fmt(c, 6) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


class MarkdownTable:
    r"""A table a notebook displays: HTML with typeset math (what the site and JupyterLab show), the
    same as Markdown, and the fixed-width :func:`table` as its ``text/plain``.

    A cell is a string (the same in both), an integer, a ``Fraction`` (typeset as a fraction), a float
    (:func:`fmt`), or a sympy expression, typeset as ``$latex$``; a sympy expression's plain form is
    :func:`fmt` for a rational and ``"(formula)"`` otherwise, since sympy's term order may change between
    versions (the notebook asserts the formula itself). A pair ``(markdown, plain)`` sets both forms.
    Display it as a cell's last value or with ``display``. (Used by notebooks 6, 8 and 9.)

    Examples
    --------
    >>> import sympy as sp
    >>> k = sp.Symbol("k")
    >>> t = MarkdownTable([("a|b", sp.Rational(1, 9), 1 / (k + 1))], ["case", "value", "bound"])
    >>> print(t._repr_markdown_())
    | case | value | bound |
    | --- | --- | --- |
    | a\|b | $\frac{1}{9}$ | $\frac{1}{k + 1}$ |
    >>> print(repr(t))
    case  value      bound
    ----  -----  ---------
     a|b    1/9  (formula)
    >>> print(t._repr_html_().split("<tbody>")[1])
    <tr><td>a|b</td><td>\(\frac{1}{9}\)</td><td>\(\frac{1}{k + 1}\)</td></tr></tbody></table></div>
    """

    def __init__(self, rows, headers):
        self.headers = [str(h) for h in headers]
        self.rows = [[self._cell(c) for c in row] for row in rows]

    @staticmethod
    def _cell(c) -> tuple[str, str]:
        if isinstance(c, tuple):
            return c
        if isinstance(c, str):
            return c, c
        if isinstance(c, numbers.Integral):
            return str(c), str(c)
        if isinstance(c, Fraction) and c.denominator != 1:
            sign = "-" if c < 0 else ""
            return f"${sign}\\frac{{{abs(c.numerator)}}}{{{c.denominator}}}$", str(c)
        try:
            import sympy as sp

            if isinstance(c, sp.Basic):
                return f"${sp.latex(c)}$", (fmt(c) if c.is_Rational else "(formula)")
        except ImportError:  # pragma: no cover
            pass
        return fmt(c, 6), fmt(c, 6)

    def _repr_markdown_(self) -> str:
        def line(cells):
            return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"

        return "\n".join([line(self.headers), line(["---"] * len(self.headers))]
                         + [line([md for md, _ in row]) for row in self.rows])

    def _repr_html_(self) -> str:
        # The site (MyST-NB) and JupyterLab prefer HTML to Markdown; $...$ becomes \\(...\\), which MathJax
        # typesets inside the class mathjax_process (the site) and JupyterLab typesets in any HTML output.
        def cell(tag, md):
            text = re.sub(r"\$([^$]+)\$", lambda m: f"\\({m.group(1)}\\)", md.replace("\\|", "|"))
            return f"<{tag}>{html.escape(text, quote=False)}</{tag}>"

        head = "".join(cell("th", h) for h in self.headers)
        body = "".join("<tr>" + "".join(cell("td", md) for md, _ in row) + "</tr>" for row in self.rows)
        return (f'<div class="lcp-table" style="overflow-x: auto"><table class="table mathjax_process">'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")

    def __repr__(self) -> str:
        return table([[plain for _, plain in row] for row in self.rows], self.headers)
