"""What the site's page builders share (``record_pages.py``, ``gallery.py``, ``notebook_pages.py``,
``report.py``, ``printing.py`` and the others import it; it imports none of them): where a notebook cell is on
the site, a record row's text as HTML (:func:`markup`), the revision's LaTeX typeset (:func:`quote_html`),
links and headings (:func:`link`, :func:`title_html`), a cell's saved figure, and the chromium that prints
pages to PDF.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from pathlib import Path

WIDE = "---\nhtml_theme.sidebar_secondary.remove: true\n---\n"  # front matter: tables get the page's width


def notebook_names(root: Path) -> list[str]:
    """The project's notebooks in the paper's section order (their number prefixes): those the site's
    Notebooks table of contents lists (``notebooks/NN_name`` lines of ``book/index.md``, as ``run.py`` reads
    them) and that have their ``.ipynb``. Any other notebook in ``notebooks/`` is a user's: not on the site."""
    text = (Path(root) / "book" / "index.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^notebooks/([0-9][0-9]_\w+)[ \t]*$", text, re.M))
    return sorted(name for name in listed if (Path(root) / "notebooks" / f"{name}.ipynb").is_file())


def cell_link(notebook: str, anchor: str) -> str:
    """The site-relative URL of a notebook cell (``anchor`` is a tag or a cell index)."""
    return (
        f"notebooks/{notebook}.html#cell-{anchor:03d}"
        if isinstance(anchor, int)
        else f"notebooks/{notebook}.html#cell-{anchor}"
    )


# --- the rows' markup --------------------------------------------------------------------------------
#
# The text fields of lcp.record.errata and lcp.record.claims hold plain text with two marks, $...$ for inline TeX and
# *word* for emphasis, a literal dollar written \$ (the convention and its checker: lcp.record.markup). Math
# becomes the element Sphinx itself writes for inline math (class "math", \(...\) delimiters), which the
# site's MathJax configuration typesets; every literal dollar is a <span class="dollar">, so a test can tell
# a dollar meant as money from math left raw.

DOLLAR = '<span class="dollar">$</span>'


def _text_html(text: str) -> str:
    return html.escape(text.replace("\\$", "$")).replace("$", DOLLAR)


def math_html(tex: str) -> str:
    """Inline TeX as Sphinx writes it (MathJax typesets elements of class ``math``)."""
    return f'<span class="math notranslate nohighlight">\\({html.escape(tex)}\\)</span>'


def markup(text: str) -> str:
    r"""A row's text field as HTML: escaped, ``$...$`` kept for MathJax, ``*word*`` emphasised, ``\$`` a dollar.

    The field is split by :func:`lcp.record.markup.parts`, the parser the notebooks' tables use too.

    >>> markup(r"*weakly* & $x \le 1$")
    '<em>weakly</em> &amp; <span class="math notranslate nohighlight">\\(x \\le 1\\)</span>'
    >>> markup(r"\$0.10")
    '<span class="dollar">$</span>0.10'
    """
    from lcp.record.markup import parts

    render = {"math": math_html, "em": lambda t: f"<em>{_text_html(t)}</em>", "text": _text_html}
    return "".join(render[kind](content) for kind, content in parts(text))


# --- the revision's words: its LaTeX typeset, the source one click away ------------------------------

# A quote is the revision's LaTeX verbatim: math in $...$, \(...\), \[...\] or $$...$$, prose with a few
# commands. The math is handed to MathJax as it stands; the prose commands become HTML (or a short note in
# brackets for what a page cannot show: a figure file, a cross-reference).
_QUOTE_MATH = re.compile(
    r"\\\[(?P<d1>.*?)\\\]|\$\$(?P<d2>.*?)\$\$|\\\((?P<i1>.*?)\\\)|(?<!\\)\$(?P<i2>.*?)(?<!\\)\$", re.S
)
_QUOTE_ARG = r"\{((?:[^{}]|\{[^{}]*\})*)\}"  # one argument, braces nested once
_QUOTE_COMMANDS = (  # (pattern, replacement) on the escaped prose, in order
    (re.compile(r"\\(?:emph|textit)" + _QUOTE_ARG), r"<em>\1</em>"),
    (re.compile(r"\\textbf" + _QUOTE_ARG), r"<strong>\1</strong>"),
    (re.compile(r"\\(?:text|textrm|mbox)" + _QUOTE_ARG), r"\1"),
    (re.compile(r"\\footnote" + _QUOTE_ARG), r' <span class="quote-footnote">(footnote: \1)</span>'),
    (re.compile(r"\\includegraphics(?:\[[^\]]*\])?" + _QUOTE_ARG), r'<span class="quote-note">[figure \1]</span>'),
    (re.compile(r"\\(?:eq)?ref" + _QUOTE_ARG), r'<span class="quote-note">[ref. \1]</span>'),
    (re.compile(r"\\cite(?:\[[^\]]*\])?" + _QUOTE_ARG), r'<span class="quote-note">[cite \1]</span>'),
    (re.compile(r"\\label" + _QUOTE_ARG), ""),
    # a figure's caption, often quoted without its closing brace: the command goes, its words stay
    (re.compile(r"\\caption(?:\[[^\]]*\])?\{"), '<span class="quote-note">[caption]</span> '),
    (re.compile(r"\s*\\item\b\s*"), "<br>• "),
    (re.compile(r"\\\\"), "<br>"),
    (re.compile(r"\\(?:begin|end)\{(?:itemize|enumerate|quote|center)\}"), ""),
    (re.compile(r"\\(?:ldots|dots)\b"), "…"),
    (re.compile(r"\\([%&#_{}$])"), r"\1"),
    (re.compile(r"---"), "—"),
    (re.compile(r"--"), "–"),
    (re.compile(r"~"), "\u00a0"),
    (re.compile(r"``"), "“"),
    (re.compile(r"''"), "”"),
)


def _quote_prose(text: str) -> str:
    out = html.escape(text, quote=False)
    for pattern, replacement in _QUOTE_COMMANDS:
        out = pattern.sub(replacement, out)
    return out


_QUOTE_FORMULA = re.compile(r"\\(?:frac|cdot|left|partial|leq?|geq?|to|mathbb|sqrt|in)\b|[_^=<>]")
_QUOTE_WORDS = re.compile(r"(?:\b[A-Za-z]{2,}\b[\s,.;:]+){3}\b[A-Za-z]{2,}\b")
_QUOTE_PROSE = re.compile(r"\\(?:includegraphics|caption|ref|eqref|cite|emph|textit|textbf|item|footnote)\b")
_QUOTE_STYLE = {"\x02": "<strong>", "\x03": "</strong>", "\x04": "<em>", "\x05": "</em>"}


def _bare_formula(latex: str) -> str | None:
    """The TeX of a quote that is one formula without delimiters (a line of the revision's ``align``), ready
    for MathJax, or None if the quote is prose."""
    if _QUOTE_MATH.search(latex) or not _QUOTE_FORMULA.search(latex) or _QUOTE_PROSE.search(latex):
        return None
    if _QUOTE_WORDS.search(re.sub(r"\\[A-Za-z]+\*?(?:\{[^{}]*\})?", " ", latex)):
        return None
    tex = re.sub(r"\\label\{[^{}]*\}", "", latex).strip()
    tex = re.sub(r"(?:\\\\\s*)+$", "", tex).strip()
    return f"\\begin{{aligned}}{tex}\\end{{aligned}}" if "&" in tex or "\\\\" in tex else tex


def quote_html(latex: str) -> str:
    r"""The revision's LaTeX as a reader sees it in the paper: its math for MathJax, its prose commands as
    HTML, no backslash left outside the math.

    >>> quote_html(r"bets $s \in [L, U]$ \item If \emph{no} bet")
    'bets <span class="math notranslate nohighlight">\\(s \\in [L, U]\\)</span><br>• If <em>no</em> bet'
    >>> quote_html(r"x_0 &= \frac{1}{2}\\\\")
    '<span class="math notranslate nohighlight quote-display">\\(\\displaystyle \\begin{aligned}x_0 &amp;= \\frac{1}{2}\\end{aligned}\\)</span>'
    >>> quote_html(r"\includegraphics[width=0.8\textwidth]{images/NLCP_strategy_profile.png}")
    '<span class="quote-note">[figure images/NLCP_strategy_profile.png]</span>'
    >>> quote_html(r"see Figure~\ref{fig:lcp}")
    'see Figure\xa0<span class="quote-note">[ref. fig:lcp]</span>'
    """
    formula = _bare_formula(latex)
    if formula is not None:
        return (
            f'<span class="math notranslate nohighlight quote-display">\\(\\displaystyle '
            f"{html.escape(formula)}\\)</span>"
        )
    # bold and emphasis may hold math: marked first, their tags put in last
    latex = re.sub(r"\\textbf" + _QUOTE_ARG, "\x02\\1\x03", latex)
    latex = re.sub(r"\\(?:emph|textit)" + _QUOTE_ARG, "\x04\\1\x05", latex)
    parts, at = [], 0
    for m in _QUOTE_MATH.finditer(latex):
        parts.append(_quote_prose(latex[at : m.start()]))
        display = m["d1"] if m["d1"] is not None else m["d2"]
        if display is not None:
            parts.append(
                f'<span class="math notranslate nohighlight quote-display">\\(\\displaystyle '
                f"{html.escape(display.strip())}\\)</span>"
            )
        else:
            parts.append(math_html(m["i1"] if m["i1"] is not None else m["i2"]))
        at = m.end()
    parts.append(_quote_prose(latex[at:]))
    return re.sub("[\x02-\x05]", lambda m: _QUOTE_STYLE[m.group(0)], "".join(parts))


def quote_block(latex: str) -> str:
    """The revision's words typeset, with its LaTeX source folded beneath (one click away)."""
    return (
        f'<q class="rev-words">{quote_html(latex)}</q>'
        '<details class="tex-source"><summary>LaTeX source</summary>'
        f"<code>{html.escape(latex)}</code></details>"
    )


def chromium_binary() -> Path | None:
    """Debian's chromium (the ELF binary ``dpkg -L chromium`` lists), or None."""
    if shutil.which("dpkg") is None:
        return None
    listing = subprocess.run(["dpkg", "-L", "chromium"], capture_output=True, text=True, check=False)
    for line in listing.stdout.splitlines():
        path = Path(line)
        if path.name == "chromium" and path.is_file() and "/lib/" in line:
            return path
    return None


#: The paper sizes a page is printed on (CSS ``@page`` sizes; print.css sets the margins).
PAPERS = {"a4": "A4", "letter": "letter"}


def print_to_pdf(
    exe: Path, page: Path, out: Path, paper: str = "a4", budget_ms: int = 10000, timeout: int = 600
) -> None:
    """Print the built ``page`` to ``out`` on ``paper`` (a key of :data:`PAPERS`) with headless chromium,
    offline: MathJax is given ``budget_ms`` of virtual time to typeset, and print.css and print.js lay the page
    out for paper. Chromium has no paper option: the page is printed from a copy beside it (its links and
    styles resolve the same) whose head sets the ``@page`` size, removed afterwards."""
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}; got {paper!r}")
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_suffix(".pdf.part")
    copy = page.with_name(f".print-{paper}-{page.name}")
    text = page.read_text(encoding="utf-8")
    copy.write_text(text.replace("</head>", f"<style>@page {{ size: {PAPERS[paper]}; }}</style></head>", 1), "utf-8")
    try:
        subprocess.run(
            [
                str(exe),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-pdf-header-footer",
                f"--virtual-time-budget={budget_ms}",
                f"--print-to-pdf={partial}",
                copy.resolve().as_uri(),
            ],
            capture_output=True,
            timeout=timeout,
            check=True,
        )
    finally:
        copy.unlink(missing_ok=True)
    if not partial.is_file() or not partial.read_bytes().startswith(b"%PDF-"):
        raise RuntimeError(f"chromium wrote no PDF for {page.name}")
    partial.replace(out)


# --- what the page builders share (record_pages.py, gallery.py, notebook_pages.py) ---------------------

SAVED = re.compile(r"^saved (?:\S*/)?(?P<name>[^/\s]+)\.png$", re.M)  # a cell's "saved <figure>.png" line
INLINE_TEX = re.compile(r"\\\(.*?\\\)", re.S)  # a caption's inline formula, \(...\)


def link(href: str, text: str) -> str:
    """An HTML link, its address and text escaped."""
    return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'


def title_html(text: str) -> str:
    """Escape a heading's title for HTML; its ``$U$`` (a symbol) becomes an italic U. (MathJax is loaded
    only on pages whose Markdown has math, and headings hold nothing more than a symbol.)"""
    return re.sub(r"\$([^$]+)\$", r"<i>\1</i>", html.escape(text))
