r"""The markup of the text fields of :mod:`lcp.record.errata` and :mod:`lcp.record.claims`, and its renderings.

The human-readable fields of a row (an erratum's ``where``, ``printed``, ``corrected``, ``revision_where``;
a claim's ``where``, ``statement``, ``note``, ``revision_where``) are plain text with two kinds of markup:

* ``$...$``: inline TeX math, in the subset MathJax 3 and KaTeX both read (``\frac``, ``\le``, ``\infty``,
  ``^``, ``_``, ``\sqrt``, Greek letters, ``\mathrm``, ``\text``, ``\vert``, ...). Never a ``$$`` block;
  no bare ``|`` inside math (it would split a Markdown table's cell: write ``\vert`` or ``\mid``) and no
  ``*`` (write ``\cdot``, ``\times`` or ``\ast``);
* ``*word*``: emphasis, one level, never inside math.

A literal dollar sign (money) is written ``\$``. The verbatim ``quote`` fields are not marked up.

:func:`parts` splits a field into its pieces, :func:`problems` lists what is wrong with a field (the tests
run it on every row), :func:`markdown_cell` renders a field as a cell of a Markdown table (JupyterLab and
MyST read the math), and :func:`plain` renders it as readable plain text for a terminal.
"""

from __future__ import annotations

import re
import textwrap

from lcp.core import _validate

# the TeX commands the fields may use, each read by both MathJax 3 and KaTeX
GREEK = {
    "alpha": "α",
    "beta": "β",
    "gamma": "γ",
    "delta": "δ",
    "epsilon": "ε",
    "varepsilon": "ε",
    "zeta": "ζ",
    "eta": "η",
    "theta": "θ",
    "kappa": "κ",
    "lambda": "λ",
    "mu": "μ",
    "nu": "ν",
    "xi": "ξ",
    "pi": "π",
    "rho": "ρ",
    "sigma": "σ",
    "tau": "τ",
    "phi": "φ",
    "varphi": "φ",
    "chi": "χ",
    "psi": "ψ",
    "omega": "ω",
    "Gamma": "Γ",
    "Delta": "Δ",
    "Theta": "Θ",
    "Lambda": "Λ",
    "Xi": "Ξ",
    "Pi": "Π",
    "Sigma": "Σ",
    "Phi": "Φ",
    "Psi": "Ψ",
    "Omega": "Ω",
}
SYMBOLS = {
    "le": "≤",
    "leq": "≤",
    "ge": "≥",
    "geq": "≥",
    "ne": "≠",
    "neq": "≠",
    "infty": "∞",
    "cdot": "·",
    "times": "×",
    "approx": "≈",
    "pm": "±",
    "to": "→",
    "rightarrow": "→",
    "in": "∈",
    "notin": "∉",
    "mid": "|",
    "vert": "|",
    "dots": "…",
    "ldots": "…",
    "cdots": "⋯",
    "ast": "*",
    "equiv": "≡",
    "sim": "~",
    "lfloor": "⌊",
    "rfloor": "⌋",
    "lceil": "⌈",
    "rceil": "⌉",
    "int": "∫",
    "sum": "Σ",
    "prod": "Π",
    "partial": "∂",
    "lim": "lim",
    "max": "max",
    "min": "min",
    "log": "log",
    "exp": "exp",
    "sup": "sup",
    "inf": "inf",
    "ell": "ℓ",
}
WITH_ARGUMENTS = {"frac": 2, "tfrac": 2, "dfrac": 2, "sqrt": 1, "mathrm": 1, "text": 1, "pmod": 1}
SPACING = {",": " ", ";": " ", "!": "", " ": " ", "\n": " ", "quad": " "}  # a backslash before a line break: a space
MODIFIERS = {"left", "right", "not"}
KNOWN = set(GREEK) | set(SYMBOLS) | set(WITH_ARGUMENTS) | MODIFIERS | {"quad"}

_MATH = re.compile(r"(?<!\\)\$(?!\$)(.*?)(?<!\\)\$", re.S)
_EMPHASIS = re.compile(r"(?<![\w*\\])\*([^\s*](?:[^*]*[^\s*])?)\*(?![\w*])")
_COMMAND = re.compile(r"\\([A-Za-z]+|.)", re.DOTALL)  # a backslash before a line break too
_LATEX_SOURCE = re.compile(r"\\(?:ref|eqref|label|cite|includegraphics)\{[^{}]*\}")  # quoted LaTeX, not math


#: Deepest nesting of braces and commands a formula may have (the reader below recurses once per level).
MAX_NESTING = 100


def _text(text, name: str = "text") -> str:
    if not isinstance(text, str):
        raise TypeError(
            f"{name} must be a str (a field in the markup of this module); got {type(text).__name__} {text!r}"
        )
    return text


def parts(text: str) -> list[tuple[str, str]]:
    r"""Split a field into ``("text" | "math" | "em", content)`` pieces, in order.

    Math content is given without its dollars; text keeps its ``\$`` escapes.

    Parameters
    ----------
    text : str
        A row's text field.

    Returns
    -------
    list of (str, str)
        The pieces: kind (``"text"``, ``"math"`` or ``"em"``) and content.

    Examples
    --------
    >>> parts(r"not *weakly*: $x \le 1$, \$2")
    [('text', 'not '), ('em', 'weakly'), ('text', ': '), ('math', 'x \\le 1'), ('text', ', \\$2')]
    """
    text = _text(text)
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _MATH.finditer(text):
        out += _text_parts(text[pos : m.start()])
        out.append(("math", m[1]))
        pos = m.end()
    out += _text_parts(text[pos:])
    return out


def _text_parts(text: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    for m in _EMPHASIS.finditer(text):
        if m.start() > pos:
            out.append(("text", text[pos : m.start()]))
        out.append(("em", m[1]))
        pos = m.end()
    if pos < len(text):
        out.append(("text", text[pos:]))
    return out


def problems(text: str) -> list[str]:
    r"""What breaks the markup convention in ``text`` (an empty list if nothing).

    Parameters
    ----------
    text : str
        A row's text field.

    Returns
    -------
    list of str
        One line per problem found: display math, an unbalanced ``$``, a bare ``|`` or ``*`` in math, an
        unknown TeX command, unbalanced braces, math inside emphasis.

    Examples
    --------
    >>> problems(r"$x \le \frac{1}{2}$ and *weakly*")
    []
    >>> problems(r"$|b'|$ and $x")
    ["unbalanced '$' (3 unescaped)", "bare '|' in math: |b'|"]
    """
    found = []
    if "$$" in _text(text).replace(r"\$", ""):
        found.append("'$$' (display math) in a field")
    dollars = len(re.findall(r"(?<!\\)\$", text))
    if dollars % 2:
        found.append(f"unbalanced '$' ({dollars} unescaped)")
    for m in re.finditer(r"(?<![\w*\\])\*[^*\s][^*]*(?<!\\)\$[^*]*\*(?![\w*])", text):
        found.append(f"math inside emphasis: {m[0]}")
    for kind, content in parts(text):
        if kind == "math":
            found += _math_problems(content)
        elif re.search(r"(?<!\\)\*", content):
            found.append(f"a '*' that is not emphasis: {content.strip()!r}")
    return found


def _math_problems(tex: str) -> list[str]:
    found = []
    if not tex.strip():
        return ["empty math"]
    if tex != tex.strip():
        found.append(f"math starting or ending with a space: ${tex}$")  # MyST would not read it as math
    if "|" in tex:
        found.append(f"bare '|' in math: {tex}")
    if "*" in tex:
        found.append(f"'*' in math: {tex}")
    depth = 0
    for m in re.finditer(r"\\.|[{}]", tex):
        if m[0] == "{":
            depth += 1
        elif m[0] == "}":
            depth -= 1
            if depth < 0:
                break
    if depth:
        found.append(f"unbalanced braces in math: {tex}")
    names = [m[1] for m in _COMMAND.finditer(tex)]
    for name in names:
        if (name.isalpha() and name not in KNOWN) or (not name.isalpha() and name not in SPACING and name not in "{}$"):
            found.append(f"unknown command \\{name} in math: {tex}")
    if names.count("left") != names.count("right"):
        found.append(f"\\left and \\right unpaired in math: {tex}")
    if re.search(r"[\^_]\s*(?:$|[}^_])", tex):
        found.append(f"'^' or '_' without an argument in math: {tex}")
    if not found:
        try:
            _tex_to_text(tex)
        except ValueError as err:
            found.append(f"{err} in math: {tex}")
    return found


# A literal dollar in Markdown that neither JupyterLab nor MyST reads as a math delimiter. MyST honours the
# escape. JupyterLab's Markdown renderer drops the backslash before MathJax scans the page, so a bare \$
# becomes a delimiter there and pairs with the next formula's $; inside an element of its own the dollar
# is safe, since MathJax does not pair delimiters across elements.
MONEY = r"<span>\$</span>"


def markdown_cell(text: str) -> str:
    r"""``text`` as one cell of a Markdown table: pipes outside math escaped, math and emphasis kept whole,
    a literal ``\$`` as :data:`MONEY`.

    Parameters
    ----------
    text : str
        A row's text field.

    Returns
    -------
    str
        The cell's Markdown (whitespace runs collapsed, so a cell never spans lines).

    Examples
    --------
    >>> markdown_cell(r"a | b, $x \le 1$, see \ref{app:ma}")
    'a \\| b, $x \\le 1$, see `\\ref{app:ma}`'
    >>> markdown_cell(r"lose \$0.20 (EV $-0.2$)")
    'lose <span>\\$</span>0.20 (EV $-0.2$)'
    """
    out = []
    for kind, content in parts(" ".join(_text(text).split())):
        if kind == "math":
            out.append("$" + content.replace("|", r"\vert ") + "$")
        elif kind == "em":
            out.append(f"*{content}*")
        else:
            content = content.replace("|", r"\|").replace(r"\$", MONEY)
            out.append(_LATEX_SOURCE.sub(lambda m: f"`{m[0]}`", content))  # MathJax leaves code alone
    return "".join(out)


def markdown_table(headers, rows, align=None) -> str:
    r"""A Markdown pipe table from cells that are Markdown already (render fields with :func:`markdown_cell`).

    Parameters
    ----------
    headers : sequence of str
        The column names.
    rows : iterable of sequences of str
        The body's cells.
    align : sequence of {"left", "right"}, optional
        Each column's alignment (default: none stated).

    Returns
    -------
    str
        Header, rule and one line per row.

    Examples
    --------
    >>> print(markdown_table(["a", "b"], [["$x$", "1"]]))
    | a | b |
    | --- | --- |
    | $x$ | 1 |
    >>> markdown_table(["a", "b"], [], align=["left", "right"]).splitlines()[1]
    '| :--- | ---: |'
    """
    headers = _cells(headers, "headers")
    rows = [
        _cells(row, "rows", len(headers))
        for row in (rows if hasattr(rows, "__iter__") and not isinstance(rows, str) else [rows])
    ]
    if align is not None and (
        isinstance(align, str)
        or len(_cells(align, "align", len(headers))) != len(headers)
        or not set(align) <= {"left", "right"}
    ):
        raise ValueError(f"align must be None or one of 'left', 'right' per column ({len(headers)}); got {align!r}")
    rule = [":---" if a == "left" else "---:" for a in align] if align else ["---"] * len(headers)
    lines = [headers, rule, *rows]
    return "\n".join("| " + " | ".join(cells) + " |" for cells in lines)


def _cells(cells, name: str, length: int | None = None) -> list:
    """``cells`` as a list of strings (``length`` of them if given), or an error naming ``name``."""
    if isinstance(cells, (str, bytes)) or not hasattr(cells, "__iter__"):
        raise TypeError(f"{name} must be a sequence of str; got {cells!r}")
    out = list(cells)
    if not all(isinstance(c, str) for c in out):
        raise TypeError(f"{name} must hold str cells; got {out!r}")
    if length is not None and len(out) != length:
        raise ValueError(f"{name} must have {length} cells per row, one per header; got {len(out)}")
    return out


def plain(text: str, *, unbreakable: bool = False) -> str:
    r"""``text`` as plain text: math as Unicode where it reads well (fractions with a slash), no dollars.

    Parameters
    ----------
    text : str
        A row's text field.
    unbreakable : bool
        Join the words of each formula with no-break spaces.

    Returns
    -------
    str
        The text, emphasis kept as ``*word*``.

    Examples
    --------
    >>> plain(r"$x > \frac{1 + 4B + 2B^2}{(1 + 2B)(2 + B)}$ for $B \le \infty$, not *weakly*, \$0.10")
    'x > (1 + 4B + 2B²)/((1 + 2B)(2 + B)) for B ≤ ∞, not *weakly*, $0.10'

    With ``unbreakable=True`` the spaces inside a formula are no-break spaces (U+00A0), so that
    :func:`textwrap.wrap` does not split a formula across lines.
    """
    unbreakable = _validate.flag(unbreakable, "unbreakable")
    out = []
    for kind, content in parts(text):
        if kind == "math":
            try:
                formula = _tex_to_text(content)
            except ValueError as err:
                raise ValueError(f"text has a formula this module cannot read ({err}): ${content}$") from None
            out.append(formula.replace(" ", "\N{NO-BREAK SPACE}") if unbreakable else formula)
        elif kind == "em":
            out.append(f"*{content}*")
        else:
            out.append(content.replace(r"\$", "$"))
    return "".join(out)


def plain_block(title: str, fields, width: int = 100) -> str:
    r"""A row as a block of plain text: ``title``, then each ``(label, field)`` wrapped under its label.

    Formulas are never split across lines.

    Parameters
    ----------
    title : str
        The block's first line.
    fields : iterable of (str, str)
        Label and text field, one line group each; labels are padded to one width.
    width : int
        The line width, at least 10.

    Returns
    -------
    str
        The block.

    Examples
    --------
    >>> print(plain_block("Sec. 1", [("printed", r"$x \le \frac{1}{2}$"), ("note", "none")]))
    Sec. 1
       printed: x ≤ 1/2
       note:    none
    """

    def wrap(value: str, first: str, rest: str) -> list[str]:
        lines = textwrap.wrap(
            plain(value, unbreakable=True),
            width,
            initial_indent=first,
            subsequent_indent=rest,
            break_long_words=False,
            break_on_hyphens=False,
        )
        return [line.replace("\N{NO-BREAK SPACE}", " ") for line in lines]

    _text(title, "title")
    width = _validate.integer(width, "width", 10)
    if isinstance(fields, (str, bytes)) or not hasattr(fields, "__iter__"):
        raise TypeError(f"fields must be a sequence of (label, text) pairs of str; got {fields!r}")
    fields = list(fields)
    if not all(isinstance(f, (tuple, list)) and len(f) == 2 and all(isinstance(x, str) for x in f) for f in fields):
        raise TypeError(f"fields must be a sequence of (label, text) pairs of str; got {fields!r}")
    labels = max((len(label) for label, _ in fields), default=0) + 2
    lines = wrap(title, "", "   ")
    for label, value in fields:
        lines += wrap(value, f"   {label + ':':{labels}}", " " * (3 + labels))
    return "\n".join(lines)


# --- a small reader of the TeX subset, for plain() and problems() --------------------------------------

_SUPERSCRIPT = str.maketrans("0123456789+-=()n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ")
_SUBSCRIPT = str.maketrans("0123456789+-=()", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎")


def _tex_to_text(tex: str) -> str:
    depth = deepest = 0
    for m in re.finditer(r"\\.|[{}]", tex):
        depth += (m[0] == "{") - (m[0] == "}")
        deepest = max(deepest, depth)
    if deepest > MAX_NESTING:
        raise ValueError(f"text nests braces deeper than {MAX_NESTING} levels")
    try:
        return _tex_to_text_unchecked(tex)
    except RecursionError:  # commands nested without braces (\frac\frac...): as deep as the reader goes
        raise ValueError(f"text nests commands deeper than {MAX_NESTING} levels") from None


def _tex_to_text_unchecked(tex: str) -> str:
    text, pos = _read(tex, 0, top=True)
    text = re.sub(r"([(\[]) +| +([)\],])", r"\1\2", text)
    return re.sub(r" {2,}", " ", text).strip()


def _group(tex: str, pos: int) -> tuple[str, int]:
    """The next argument at ``pos`` (a braced group, a command or one character), rendered."""
    while pos < len(tex) and tex[pos] == " ":
        pos += 1
    if pos >= len(tex):
        raise ValueError("a command or '^'/'_' lacks its argument")
    if tex[pos] == "{":
        return _read(tex, pos + 1, top=False)
    if tex[pos] == "\\":
        m = _COMMAND.match(tex, pos)
        if m is None:
            raise ValueError("a backslash ends the formula")
        piece, end = _command(tex, m[1], m.end())
        return piece, end
    return tex[pos], pos + 1


def _top_level(s: str) -> str:
    """The characters of ``s`` outside its parentheses and brackets."""
    depth, out = 0, []
    for ch in s:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if not depth and ch not in ")]}":
            out.append(ch)
    return "".join(out)


def _wrap(s: str, *, denominator: bool = False) -> str:
    """Parenthesise a rendered numerator or denominator unless it reads as one term after a slash."""
    if re.search(r"[ +\-/=<>≤≥,]", _top_level(s.strip())):
        return f"({s.strip()})"
    if denominator and not (re.fullmatch(r"[\d.]+|[^\W\d_]?[\w′'⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀₁₂₃₄₅₆₇₈₉]?", s) or _one_group(s)):
        return f"({s})"
    return s


def _one_group(s: str) -> bool:
    """Whether ``s`` is one parenthesised group, perhaps raised to a power: ``(1 + s)²``."""
    if not s.startswith("("):
        return False
    depth = 0
    for i, ch in enumerate(s):
        depth += (ch == "(") - (ch == ")")
        if not depth:
            return bool(re.fullmatch(r"[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*", s[i + 1 :]))
    return False


def _command(tex: str, name: str, pos: int) -> tuple[str, int]:
    if name in ("frac", "tfrac", "dfrac"):
        num, pos = _group(tex, pos)
        den, pos = _group(tex, pos)
        fraction = f"{_wrap(num)}/{_wrap(den, denominator=True)}"
        if re.match(r"\s*(?:\(|\\left)", tex[pos:]):  # (1/2)(...), not 1/2(...)
            fraction = f"({fraction})"
        return fraction, pos
    if name == "sqrt":
        arg, pos = _group(tex, pos)
        return f"√{_wrap(arg, denominator=True)}", pos
    if name in ("mathrm", "text"):
        return _group(tex, pos)
    if name == "pmod":
        arg, pos = _group(tex, pos)
        return f" (mod {arg})", pos
    if name in ("left", "right"):
        return "", pos
    if name == "not":
        nxt, pos = _group(tex, pos)
        return {"≡": " ≢ ", "=": " ≠ ", "∈": " ∉ "}.get(nxt.strip(), "not " + nxt), pos
    if name in GREEK:
        return GREEK[name], pos
    if name in SYMBOLS:
        symbol = SYMBOLS[name]
        return (f" {symbol} " if symbol in "≤≥≠≈→∈∉≡~|·×" else symbol), pos
    if name in SPACING:
        return SPACING[name], pos
    if name in "{}$":
        return name, pos
    raise ValueError(f"unknown command \\{name}")


def _read(tex: str, pos: int, *, top: bool) -> tuple[str, int]:
    out: list[str] = []
    verts = 0
    while pos < len(tex):
        ch = tex[pos]
        if ch == "}":
            if top:
                raise ValueError("unbalanced braces")
            return "".join(out), pos + 1
        if ch == "{":
            inner, pos = _read(tex, pos + 1, top=False)
            out.append(inner)
        elif ch == "\\":
            m = _COMMAND.match(tex, pos)
            if m is None:
                raise ValueError("a backslash ends the formula")
            pos = m.end()
            if m[1] == "vert":  # |x|: no space inside the bars
                verts += 1
                if verts % 2 == 0:
                    out[-1:] = [out[-1].rstrip()] if out else []
                out.append("|")
            else:
                piece, pos = _command(tex, m[1], pos)
                out.append(piece)
            if m[1] == "vert" and verts % 2:  # the opening bar of |x|
                while pos < len(tex) and tex[pos] == " ":
                    pos += 1
        elif ch in "^_":
            arg, pos = _group(tex, pos + 1)
            table = _SUPERSCRIPT if ch == "^" else _SUBSCRIPT
            small = arg.translate(table)
            if ch == "^" and arg == "*":
                out.append("*")
            elif all(c not in small for c in arg if not c.isspace()) and " " not in arg:
                out.append(small)
            elif re.fullmatch(r"[A-Za-z]", arg) or (ch == "_" and re.fullmatch(r"[A-Za-z]+", arg)):
                out.append(ch + arg)
            else:
                out.append(f"{ch}({arg.strip()})")
        else:
            out.append(ch)
            pos += 1
    if not top:
        raise ValueError("unbalanced braces")
    return "".join(out), pos
