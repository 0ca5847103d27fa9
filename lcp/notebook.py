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
import sys
from dataclasses import dataclass
from fractions import Fraction

from .core import _lazy, _validate

INJECTED_HEADER = "# Parameters"

#: What the parameter check reads by these names: a papermill parameter of one of them would hide it, and the
#: check (``check_parameters(In, globals(), ...)``) would fail with a raw error before it could refuse the name.
HIDDEN = {"globals": "Python's globals()", "In": "IPython's input history In"}


@dataclass(frozen=True)
class Flag:
    """A ``True``/``False`` switch (no 0/1, no strings).

    Examples
    --------
    >>> Flag().check("quick", True)
    >>> Flag().check("quick", 1)
    Traceback (most recent call last):
    ...
    TypeError: parameter 'quick' must be bool (True or False); got 1
    """

    def check(self, name: str, value) -> None:
        """Raise TypeError unless ``value`` is a bool."""
        if not isinstance(value, bool):
            raise TypeError(f"parameter {name!r} must be bool (True or False); got {value!r}")


@dataclass(frozen=True)
class Integer:
    """An integer in ``[low, high]`` (bools are not integers here).

    Parameters
    ----------
    low, high : int
        The range, both ends included.

    Examples
    --------
    >>> Integer(1, 10).check("cells", 10)
    >>> Integer(1, 10).check("cells", 11)
    Traceback (most recent call last):
    ...
    ValueError: parameter 'cells' must be an integer in [1, 10]; got 11
    """

    low: int
    high: int

    def check(self, name: str, value) -> None:
        """Raise TypeError for a non-integer, ValueError for one outside the range."""
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise TypeError(f"parameter {name!r} must be int, an integer in [{self.low}, {self.high}]; got {value!r}")
        if not self.low <= value <= self.high:  # type: ignore[operator]  # typeshed's numbers ABCs declare no operators
            raise ValueError(f"parameter {name!r} must be an integer in [{self.low}, {self.high}]; got {value!r}")


@dataclass(frozen=True)
class Real:
    """A real number in an interval; ``high = inf`` with ``high_open=False`` admits ``inf`` itself.

    Parameters
    ----------
    low, high : float
        The ends of the interval.
    low_open, high_open : bool
        Whether each end is excluded.

    Examples
    --------
    >>> Real(0.0, float("inf")).describe(), Real(0.0, 1.0, low_open=True).describe()
    ('[0, inf]', '(0, 1]')
    >>> Real(0.0, 1.0, low_open=True).check("L", 0.0)
    Traceback (most recent call last):
    ...
    ValueError: parameter 'L' must be a number in (0, 1]; got 0.0
    """

    low: float
    high: float
    low_open: bool = False
    high_open: bool = False

    def describe(self) -> str:
        """The interval as text, with brackets for closed ends and parentheses for open ones."""
        return f"{'(' if self.low_open else '['}{self.low:g}, {self.high:g}{')' if self.high_open else ']'}"

    def check(self, name: str, value) -> None:
        """Raise TypeError for a non-number, ValueError for NaN or a number outside the interval."""
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise TypeError(f"parameter {name!r} must be float, a number in {self.describe()}; got {value!r}")
        try:
            v = float(value)
        except OverflowError:  # an int or Fraction beyond the float range (the notebook computes in floats)
            shown = f"{value!r}"[:40] + ("..." if len(f"{value!r}") > 40 else "")
            raise ValueError(
                f"parameter {name!r} must be a number in {self.describe()} within the float range "
                f"(|x| <= {sys.float_info.max:.4g}); got {shown}"
            ) from None
        inside = (
            not math.isnan(v)
            and (self.low < v if self.low_open else self.low <= v)
            and (v < self.high if self.high_open else v <= self.high)
        )
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


def _context(history, namespace, ranges=None) -> list:
    """``history`` as a list of str after checking the arguments a notebook passes (``In``, ``globals()``).

    A papermill parameter named ``In`` replaces IPython's input history in the notebook's namespace, so a
    history that is not a list of strings is refused by that name.
    """
    names = (
        f"; this notebook's parameters are: {', '.join(sorted(ranges)) or '(none)'}" if isinstance(ranges, dict) else ""
    )
    if (
        isinstance(history, (str, bytes))
        or not hasattr(history, "__iter__")
        or not all(isinstance(c, str) for c in history)
    ):
        raise TypeError(
            f"history must be IPython's input list In (a parameter named 'In' hides it{names}); "
            f"got {type(history).__name__} {history!r}"
        )
    if not isinstance(namespace, dict):
        raise TypeError(f"namespace must be the notebook's globals(), a dict; got {type(namespace).__name__}")
    if ranges is not None:
        if not isinstance(ranges, dict) or not all(isinstance(r, (Flag, Integer, Real)) for r in ranges.values()):
            raise TypeError(f"ranges must map parameter names to Flag, Integer or Real; got {ranges!r}")
    return list(history)


def check_parameters(history, namespace: dict, ranges: dict, ordered=()) -> None:
    """Check the notebook's parameters: names (against papermill's injection), types, ranges, order.

    ``history`` is IPython's input list ``In``, ``namespace`` the notebook's ``globals()``,
    ``ranges`` maps every parameter of the notebook to its :class:`Flag`, :class:`Integer` or
    :class:`Real`, and ``ordered`` lists pairs ``(a, b)`` that must satisfy ``a <= b``. Raises
    ``ValueError`` for an unknown name or a value out of range, ``TypeError`` for a wrong type, each
    naming the parameter and what it allows.

    Parameters
    ----------
    history : list of str
        IPython's ``In``.
    namespace : dict
        The notebook's ``globals()``.
    ranges : dict
        Parameter name -> :class:`Flag`, :class:`Integer` or :class:`Real`.
    ordered : iterable of (str, str)
        Pairs of parameter names whose values must satisfy ``a <= b``.

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
    history = _context(history, namespace, ranges)
    allowed = ", ".join(sorted(ranges)) or "(none)"
    for name in _injected_names(history):
        if name not in ranges:
            raise ValueError(f"unknown parameter {name!r}; this notebook's parameters are: {allowed}")
    for name, allowed_values in ranges.items():
        if name not in namespace:
            raise ValueError(f"parameter {name!r} is not defined by the parameters cell")
        allowed_values.check(name, namespace[name])
    for pair in ordered:
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2 and all(p in ranges for p in pair)):
            raise ValueError(f"ordered must hold pairs of parameter names; got {pair!r}")
        a, b = pair
        if not namespace[a] <= namespace[b]:
            raise ValueError(
                f"parameters {a!r} and {b!r} must satisfy {a} <= {b}; got {a} = {namespace[a]!r}, "
                f"{b} = {namespace[b]!r}"
            )


def apply_quick(history, namespace: dict, quick_values: dict) -> None:
    """With ``quick = True``, give each parameter named in ``quick_values`` its quick value, unless it
    was passed explicitly (injected by papermill): an explicit value always wins over ``quick``.

    Parameters
    ----------
    history : list of str
        IPython's ``In``.
    namespace : dict
        The notebook's ``globals()`` (changed in place).
    quick_values : dict
        Parameter name -> its value in a quick run.

    Examples
    --------
    >>> ns = {"quick": True, "decks": 4, "bets": 7}  # bets = 7 injected by papermill
    >>> apply_quick(["", "# Parameters\\nquick = True\\nbets = 7\\n"], ns, {"decks": 2, "bets": 2})
    >>> ns["decks"], ns["bets"]
    (2, 7)
    """
    history = _context(history, namespace)
    if not isinstance(quick_values, dict):
        raise TypeError(f"quick_values must be a dict of parameter names and their quick values; got {quick_values!r}")
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

    Parameters
    ----------
    value : real number
        The number to check.
    bound : float
        Its bound.

    Returns
    -------
    str
        ``"< bound"``.

    Raises
    ------
    AssertionError
        If ``|value| >= bound``.

    Examples
    --------
    >>> below(2.1e-16, 1e-14)
    '< 1e-14'
    >>> below(3e-13, 1e-14)
    Traceback (most recent call last):
    ...
    AssertionError: |3e-13| is not below 1e-14
    """
    v = _validate.as_float(_validate.number(value, "value", arrays=False), "value")
    bound = _validate.number(bound, "bound", 0, math.inf, low_open=True, high_open=True, arrays=False)
    _validate.as_float(bound, "bound")
    if not abs(v) < bound:  # raised, not asserted: python -O must not skip the check
        raise AssertionError(f"|{v:.3g}| is not below {bound:.3g}")

    return f"< {bound:.0e}".replace("e-0", "e-").replace("e+0", "e+")


def fmt(value, digits: int = 12) -> str:
    """A stable string for a number: exact rationals as ``p/q``, floats to ``digits`` significant digits.

    Parameters
    ----------
    value : Fraction, sympy number or real number
        The number.
    digits : int
        Significant digits of a float.

    Returns
    -------
    str
        The text.

    Examples
    --------
    >>> fmt(Fraction(1, 18)), fmt(1 / 18), fmt(1 / 18, 3)
    ('1/18', '0.0555555555556', '0.0556')
    """
    digits = _validate.integer(digits, "digits", 1, 40)
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, (bool, str, bytes)) or not (isinstance(value, numbers.Real) or _lazy.is_sympy(value)):
        raise TypeError(f"value must be a real number (Fraction, sympy number, int or float); got {value!r}")
    if not _lazy.is_sympy(value):
        _validate.as_float(value, "value")  # 10**400: a ValueError, not float()'s OverflowError
    if (_lazy.is_sympy(value) and value.is_comparable is not True) or (not _lazy.is_sympy(value) and math.isnan(value)):
        raise ValueError(f"value must be a real number, not NaN or a symbolic expression; got {value!r}")
    try:
        import sympy as sp

        if isinstance(value, sp.Basic):
            return str(value) if value.is_Rational else f"{float(value):.{digits}g}"
    except ImportError:  # pragma: no cover
        pass
    return f"{float(value):.{digits}g}"


def table(rows, headers) -> str:
    """A plain fixed-width text table (stable output for nbval).

    Parameters
    ----------
    rows : iterable of sequences
        The cells; strings are kept, numbers go through :func:`fmt` with 6 digits.
    headers : sequence of str
        The column names.

    Returns
    -------
    str
        The table, columns right-aligned, a rule under the header.

    Examples
    --------
    >>> print(table([("FBCP", Fraction(1, 18)), ("NLCP", 1 / 14)], ["game", "value"]))
    game      value
    ----  ---------
    FBCP       1/18
    NLCP  0.0714286
    """

    if (
        isinstance(headers, (str, bytes))
        or not hasattr(headers, "__iter__")
        or isinstance(rows, (str, bytes))
        or not hasattr(rows, "__iter__")
    ):
        raise TypeError(f"headers and rows must be sequences (of str, and of rows of cells); got {headers!r}, {rows!r}")
    headers, rows = list(headers), [list(r) for r in rows]
    if any(len(r) != len(headers) for r in rows):
        raise ValueError(f"rows must have {len(headers)} cells each, one per header; got {rows!r}")
    cells = [[str(h) for h in headers]] + [[c if isinstance(c, str) else fmt(c, 6) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


_CELL = "vertical-align:top;padding:0.2em 0.6em;border-bottom:1px solid #ccc"  # inline: JupyterLab has no style for it


class Table:
    r"""A table that a notebook displays: a real table on the site and in JupyterLab (HTML whose math MathJax
    typesets, and Markdown for other front ends), whose plain text, the part nbval compares, is the
    fixed-width :func:`table`.

    ``display(Table(rows, headers))`` replaces ``print(table(rows, headers))``. A cell is a string (``$...$``
    in it is math), an integer, a ``Fraction`` (typeset as a fraction), a float (:func:`fmt` to 6 digits) or a
    sympy expression, typeset with ``sp.latex``; its plain form is :func:`fmt` for a rational and
    ``"(formula)"`` otherwise, since sympy's term order may change between versions (the notebook asserts the
    formula itself). A pair ``(markdown, plain)`` sets both forms. (Tables of the errata, whose cells follow
    :mod:`lcp.record.markup`, are displayed as Markdown: the site reads Markdown outputs as MyST.)

    Parameters
    ----------
    rows : iterable of sequences
        The cells, row by row.
    headers : sequence of str
        The column names.
    plain : str, optional
        The plain text to show instead of the fixed-width table (a stable line for nbval).
    align : sequence of {"left", "right"}, optional
        Each column's alignment (default: the first column left, the others right).

    Examples
    --------
    >>> t = Table([("x0", 0.25)], ["name", "value"])
    >>> print(repr(t))
    name  value
    ----  -----
      x0   0.25
    >>> print(t._repr_markdown_())
    | name | value |
    | :--- | ---: |
    | x0 | 0.25 |
    >>> import re, sympy as sp
    >>> unstyled = lambda h: re.sub(r' style="[^"]*"', "", h)  # the markup without its inline styles
    >>> print(unstyled(t._repr_html_()))
    <div><table class="lcp-table table mathjax_process"><thead><tr><th>name</th><th>value</th></tr></thead>
    <tbody><tr><td>x0</td><td>0.25</td></tr></tbody></table></div>
    >>> k = sp.Symbol("k")
    >>> t = Table([("a|b", sp.Rational(1, 9), 1 / (k + 1))], ["case", "value", "bound"])
    >>> print(t._repr_markdown_().splitlines()[-1])
    | a\|b | $\frac{1}{9}$ | $\frac{1}{k + 1}$ |
    >>> print(repr(t))
    case  value      bound
    ----  -----  ---------
     a|b    1/9  (formula)
    >>> print(unstyled(t._repr_html_()).split("<tbody>")[1])
    <tr><td>a|b</td><td>\(\frac{1}{9}\)</td><td>\(\frac{1}{k + 1}\)</td></tr></tbody></table></div>
    """

    def __init__(self, rows, headers, plain: str | None = None, align=None):
        if isinstance(headers, (str, bytes)) or not hasattr(headers, "__iter__"):
            raise TypeError(f"headers must be a sequence of column names (str); got {headers!r}")
        if isinstance(rows, (str, bytes)) or not hasattr(rows, "__iter__"):
            raise TypeError(f"rows must be a sequence of rows of cells; got {rows!r}")
        self.headers = [str(h) for h in headers]
        rows = [list(r) if hasattr(r, "__iter__") and not isinstance(r, (str, bytes)) else r for r in rows]
        if any(not isinstance(r, list) or len(r) != len(self.headers) for r in rows):
            raise ValueError(f"rows must have {len(self.headers)} cells each, one per header; got {rows!r}")
        self.rows = [[self._cell(c) for c in row] for row in rows]
        self._plain = plain
        self.align = list(align) if align else ["left"] + ["right"] * (len(self.headers) - 1)

    @staticmethod
    def _cell(c) -> tuple[str, str]:
        """A cell's (markdown, plain) forms."""
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

    def __repr__(self) -> str:
        return self._plain if self._plain is not None else table([[pl for _, pl in r] for r in self.rows], self.headers)

    def _repr_markdown_(self) -> str:
        from .record.markup import markdown_table

        def escaped(cells):
            return [c.replace("|", "\\|") for c in cells]

        return markdown_table(escaped(self.headers), (escaped([md for md, _ in row]) for row in self.rows), self.align)

    def _repr_html_(self) -> str:
        # $...$ becomes \(...\), which MathJax typesets inside the class mathjax_process (the site), and
        # JupyterLab typesets in any HTML output.
        def cell(tag: str, md: str, align: str) -> str:
            text = re.sub(r"\$([^$]+)\$", lambda m: f"\\({m.group(1)}\\)", md)
            return f'<{tag} style="text-align:{align};{_CELL}">{html.escape(text, quote=False)}</{tag}>'

        def row(tag: str, cells) -> str:
            return "<tr>" + "".join(cell(tag, md, a) for md, a in zip(cells, self.align)) + "</tr>"

        body = "".join(row("td", [md for md, _ in r]) for r in self.rows)
        return (
            f'<div style="overflow-x:auto"><table class="lcp-table table mathjax_process" '
            f'style="border-collapse:collapse"><thead>{row("th", self.headers)}</thead>\n'
            f"<tbody>{body}</tbody></table></div>"
        )


def refuse_hiding_parameters(history) -> None:
    """Refuse, by name, a papermill parameter that would hide what the parameter check reads (:data:`HIDDEN`).

    Called with the kernel's own input history when this module is imported in an IPython kernel, that is in
    a notebook's check cell, right after papermill's injection and before ``globals()`` or ``In`` is read.

    Parameters
    ----------
    history : list of str
        The kernel's input history (IPython's ``In``, from its history manager).

    Examples
    --------
    >>> refuse_hiding_parameters(["", "# Parameters\\nquick = True\\n"])
    >>> refuse_hiding_parameters(["", "# Parameters\\nglobals = 1\\n"])
    Traceback (most recent call last):
    ...
    ValueError: unknown parameter 'globals'; no notebook has it (it would hide Python's globals(), which the parameter check reads)
    """
    if (
        isinstance(history, (str, bytes))
        or not hasattr(history, "__iter__")
        or not all(isinstance(c, str) for c in history)
    ):
        raise TypeError(f"history must be the kernel's input history, a list of str; got {history!r}")
    for name in _injected_names(history):
        if name in HIDDEN:
            raise ValueError(
                f"unknown parameter {name!r}; no notebook has it (it would hide {HIDDEN[name]}, "
                f"which the parameter check reads)"
            )


def _kernel_history():
    """The running IPython kernel's input history, or None outside IPython."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    manager = getattr(shell, "history_manager", None)
    return getattr(manager, "input_hist_raw", None)


if (_history := _kernel_history()) is not None:
    refuse_hiding_parameters(_history)
