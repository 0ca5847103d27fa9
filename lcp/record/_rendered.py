r"""The sources as a reader sees them: the text layer of the compiled revision and the seeds' Markdown rendered.

An annotation client anchors a quote in the text it shows, not in the LaTeX or the Markdown behind it. For
the revision that text is the text layer of ``main/main.pdf`` (read with pypdf; stored once in
``lcp/data/main-pdf-text.json`` with the PDF's SHA-256, since reading the 60 pages takes seconds); for a seed
it is the Markdown rendered: its ``$...$`` math written as the Unicode a reader sees (:func:`latex_text`),
its emphasis marks, heading marks and link targets dropped (:func:`markdown_text`).

:func:`anchor` finds a quote in such a text by its *skeleton* (letters and digits only, ligatures unfolded,
lower case), so that a line-end hyphen, a subscript set apart or a space the PDF adds does not hide it; the
span it returns is the rendered text's own, so the selector quotes exactly what the client shows. A quote
whose whole does not stand there (a formula the PDF lays out in pieces, a sentence main.pdf words
differently) is anchored by its longest prose part that does.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import re
import unicodedata
from pathlib import Path

from . import sources

DATA = Path(__file__).resolve().parents[1] / "data"
#: The text layer of main.pdf: ``{"pdf_sha256", "pages": [page text, whitespace normalised]}``.
PDF_TEXT = DATA / "main-pdf-text.json"

_GREEK = "alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi rho sigma tau upsilon phi varphi chi psi omega"
_GREEK_CHARS = "αβγδεεζηθθικλμνξπρστυφφχψω"
_SYMBOLS = {
    **dict(zip(_GREEK.split(), _GREEK_CHARS, strict=True)),
    "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ",
    "Omega": "Ω", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "neq": "≠", "ne": "≠", "pm": "±", "mp": "∓",
    "times": "×", "cdot": "·", "cdots": "···", "ldots": "...", "dots": "...", "infty": "∞", "in": "∈",
    "to": "→", "rightarrow": "→", "Rightarrow": "⇒", "implies": "⇒", "iff": "⟺", "approx": "≈", "sim": "∼",
    "int": "∫", "sum": "∑", "prod": "∏", "partial": "∂", "forall": "∀", "exists": "∃", "setminus": "\\",
    "subset": "⊂", "subseteq": "⊆", "cup": "∪", "cap": "∩", "mid": "|", "lvert": "|", "rvert": "|",
    "langle": "⟨", "rangle": "⟩", "emptyset": "∅", "neg": "¬", "land": "∧", "lor": "∨", "circ": "◦",
    "ell": "ℓ", "prime": "′", "sqrt": "√", "quad": " ", "qquad": " ", "max": "max", "min": "min",
    "arg": "arg", "log": "log", "ln": "ln", "exp": "exp", "sup": "sup", "inf": "inf", "lim": "lim",
    "%": "%", "$": "$", "&": "&", "#": "#", "_": "_", "{": "{", "}": "}", ",": " ", ";": " ", "!": "", " ": " ",
}  # fmt: skip
_DROP = {"left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "displaystyle", "nonumber",
         "notag", "limits", "noindent", "centering", "hfill", "newline", "par", "item", "tiny", "small", "large"}  # fmt: skip
_KEEP_ARG = {"text", "textbf", "textit", "emph", "mathrm", "mathbf", "mathit", "mathcal", "mathbb", "operatorname",
             "textrm", "texttt", "underline", "boldsymbol", "mbox", "hbox", "mathsf", "textsc", "footnote",
             "section", "subsection", "subsubsection", "paragraph", "caption", "title"}  # fmt: skip
_GONE_ARG = {"label", "includegraphics", "cite", "citep", "citet", "vspace", "hspace", "begin", "end", "url",
             "bibliographystyle", "bibliography", "input", "subfile", "usepackage"}  # fmt: skip


def _group(text: str, i: int) -> tuple[str, int]:
    """The braced group opening at ``text[i] == '{'`` (its content, the index after it); a single token else."""
    while i < len(text) and text[i] == " ":
        i += 1
    if i >= len(text):
        return "", i
    if text[i] != "{":
        return text[i], i + 1
    depth, j = 0, i
    while j < len(text):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[i + 1 : j], j + 1
        j += 1
    return text[i + 1 :], len(text)


@functools.lru_cache(maxsize=1)
def _labels() -> dict[str, str]:
    data = json.loads((DATA / "ledger-pointers.json").read_text(encoding="utf-8"))
    return {label: v["number"] for label, v in data["labels"].items()}


def latex_text(text: str) -> str:
    r"""LaTeX (prose and math) written as the Unicode text a reader sees: ``$x_2 \le \frac{1}{2}$`` is ``x2 ≤ 1/2``.

    A ``\ref`` prints its label's number as the compiled paper numbers it (``lcp/data/ledger-pointers.json``),
    a ``\cite`` and a figure's file print nothing here, ``~`` is a space.

    Parameters
    ----------
    text : str
        LaTeX text.

    Returns
    -------
    str
        The text, whitespace normalised.

    Examples
    --------
    >>> latex_text(r"the threshold $x_2 \le \frac{1}{2}$, \textbf{so} $\alpha^{2} \geq 0$")
    'the threshold x2 ≤ 1/2, so α2 ≥ 0'
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str; got {type(text).__name__} {text!r}")
    out: list[str] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            m = re.match(r"\\([A-Za-z]+|.)", text[i:])
            name = m.group(1) if m else ""
            i += len(name) + 1
            if name in ("ref", "eqref", "autoref", "cref", "Cref"):
                label, i = _group(text, i)
                number = _labels().get(label, "??").strip("()")
                out.append(f"({number})" if name == "eqref" else number)
            elif name == "href":  # the link's words, not its address
                _, i = _group(text, i)
                words, i = _group(text, i)
                out.append(latex_text(words))
            elif name in ("frac", "dfrac", "tfrac"):
                a, i = _group(text, i)
                b, i = _group(text, i)
                a, b = latex_text(a), latex_text(b)
                out.append(f"{a}/{b}" if len(a) == 1 or a.isalnum() else f"({a})/{b}")
            elif name in _KEEP_ARG:
                while i < len(text) and text[i] == "[":
                    i = text.find("]", i) + 1 or len(text)
                arg, i = _group(text, i)
                out.append(" " + latex_text(arg) + " " if name == "footnote" else latex_text(arg))
            elif name in _GONE_ARG:
                while i < len(text) and text[i] == "[":
                    i = text.find("]", i) + 1 or len(text)
                _, i = _group(text, i)
            elif name in ("\\", "[", "]", "(", ")"):  # a line break, display and inline math delimiters
                out.append(" ")
            elif name in _SYMBOLS:
                out.append(_SYMBOLS[name])
            elif name not in _DROP:
                out.append(name)
        elif c in "${}^_":
            i += 1
            if c in "^_" and text[i : i + 1] == "\\" and text[i + 1 : i + 6] == "prime":
                out.append("′")
                i += 6
        elif c == "~":
            out.append(" ")
            i += 1
        elif c == "&":
            i += 1
        else:
            out.append(c)
            i += 1
    joined = "".join(out).replace("---", "—").replace("--", "–").replace("``", "“").replace("''", "”")
    return sources.normalise(joined)


_MD_MATH = re.compile(r"\$\$(.+?)\$\$|(?<![\\$])\$(?!\$)(.+?)(?<!\\)\$|\\\[(.+?)\\\]|\\\((.+?)\\\)", re.S)
#: A TeX command a transcription left in the prose, outside any math (``\mathcal{P}``): rendered as math.
_BARE_TEX = re.compile(r"\\(?:mathcal|mathbb|mathrm|mathbf|frac|tfrac|dfrac)(?:\{[^{}]*\})+")


def markdown_text(text: str) -> str:
    r"""Markdown as rendered: math (``$...$``, ``$$...$$``) as :func:`latex_text` writes it, emphasis, heading and
    list marks dropped, a link's words kept without its address, ``\$`` a dollar; a ``\ref`` in the prose (a
    quote of the LaTeX) prints its number, a ``\cite`` its key in brackets.

    Examples
    --------
    >>> markdown_text("## 2 The game")
    '2 The game'
    >>> markdown_text(r"**Both** bet $x > \frac{1}{2}$; see [the post](https://x.org) for \$k.")
    'Both bet x > 1/2; see the post for $k.'
    >>> markdown_text(r"given \mathcal{P}, the call \[ c = \tfrac{1}{3} \] holds")  # MathJax's delimiters; bare TeX
    'given P, the call c = 1/3 holds'
    >>> markdown_text("a pot<sup>1</sup>.\n\n<sup>&</sup>lt;sup>1</sup>An ante &amp; a bet")  # a mangled footnote mark
    'a pot1. 1An ante & a bet'
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str; got {type(text).__name__} {text!r}")
    text = _MD_MATH.sub(lambda m: " " + latex_text(next(g for g in m.groups() if g is not None)) + " ", text)
    text = _BARE_TEX.sub(lambda m: latex_text(m.group(0)), text)
    text = re.sub(r"\\(?:eq|auto|c|C)?ref\{[^}]*\}", lambda m: latex_text(m.group(0)), text)  # LaTeX quoted in prose
    text = re.sub(r"\\cite[pt]?\{([^}]*)\}", r"[\1]", text)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    # the transcription's mangled footnote marks (an escaped "<sup>" split by a tag: <sup>&</sup>lt;sup>1</sup>) are the
    # footnote mark they stand for; then inline HTML (<sup>2</sup>) shows its words, each text node's entities its own
    text = re.sub(r"<sup>&</sup>lt;sup>", "<sup>", text)
    text = "".join(html.unescape(part) for part in re.split(r"</?[A-Za-z][^>]*>", text))
    text = re.sub(r"(?m)^\s*(#{1,6}|>|[-*+]|\d+\.)\s+", " ", text)
    text = re.sub(r"\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])|`", "", text)
    text = text.replace("\\$", "$").replace("\\*", "*").replace("\\_", "_")
    text = re.sub(r" ([,.;:)])", r"\1", sources.normalise(text))
    return text


_FOLD: dict[str, str] = {}


def skeleton(text: str) -> tuple[str, list[int]]:
    """The letters and digits of ``text``, ligatures unfolded and lower case, with each one's index in ``text``.

    Examples
    --------
    >>> skeleton("eﬃcient x- 2")
    ('efficientx2', [0, 1, 1, 1, 2, 3, 4, 5, 6, 8, 11])
    """
    chars, where = [], []
    for i, c in enumerate(text):
        f = _FOLD.get(c)
        if f is None:
            f = _FOLD[c] = "".join(d for d in unicodedata.normalize("NFKC", c).lower() if d.isalnum())
        if f:
            chars.append(f)
            where.extend([i] * len(f))
    return "".join(chars), where


def pdf_digest() -> str | None:
    """The SHA-256 of the compiled paper (``main/main.pdf``), or None where it is not here."""
    from ._pointers import pdf_path

    file = pdf_path()
    return hashlib.sha256(file.read_bytes()).hexdigest() if file.is_file() else None


@functools.lru_cache(maxsize=1)
def pdf_pages() -> tuple[str, ...]:
    """The text layer of main.pdf, page by page (whitespace normalised), from :data:`PDF_TEXT`.

    Raises
    ------
    ValueError
        If main.pdf is here and is not the one the stored text was read from (``python -m
        lcp.record._rendered`` reads it again).
    """
    data = json.loads(PDF_TEXT.read_text(encoding="utf-8"))
    digest = pdf_digest()
    if digest is not None and digest != data["pdf_sha256"]:
        raise ValueError(f"{PDF_TEXT.name} was read from another main.pdf: run python -m lcp.record._rendered")
    return tuple(data["pages"])


@functools.lru_cache(maxsize=1)
def pdf_document() -> tuple[str, tuple[int, ...]]:
    """The pages of :func:`pdf_pages` joined by one space, and where each page starts in it."""
    pages = pdf_pages()
    starts, at = [], 0
    for p in pages:
        starts.append(at)
        at += len(p) + 1
    return " ".join(pages), tuple(starts)


def page_of(position: int) -> int:
    """The page (from 1) of main.pdf holding ``position`` of :func:`pdf_document`'s text."""
    starts = pdf_document()[1]
    return max(i for i, s in enumerate(starts, 1) if s <= position)


@functools.lru_cache(maxsize=16)
def seed_text(file: Path) -> str:
    """A seed's Markdown as rendered (:func:`markdown_text`)."""
    return markdown_text(file.read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=16)
def _skeleton_of(text: str) -> tuple[str, list[int]]:
    return skeleton(text)


#: The shortest skeleton a part of a quote must have to anchor it on its own.
MIN_PART = 12


def anchor(text: str, quote: str, at: str, markup: str, share: int = 3) -> tuple[int, int, bool] | None:
    """Where ``quote`` (LaTeX or Markdown, as ``markup`` says) stands in the rendered ``text``.

    Returns ``(start, end, whole)``: the span in ``text`` and whether it is the whole quote, else the longest run of
    its rendered words that stands there (a formula the PDF lays out in pieces, a page break, a sentence main.pdf
    words differently), at least :data:`MIN_PART` letters and digits and a ``1/share`` of the quote's; the occurrence nearest after the anchor
    ``at`` where there are several; None if no such run stands in ``text``.

    Examples
    --------
    >>> anchor("We bet x2 = 1/2 here. Then we stop.", r"bet $x_2 = \\frac12$", "We", "latex")
    (3, 15, True)
    >>> anchor("We bet x2 = 1/2 here. 7 Then we stop the game.", "here. Then we stop the game at once", "", "latex")
    (24, 45, False)
    """
    render = latex_text if markup == "latex" else markdown_text
    body, where = _skeleton_of(text)
    near = body.find(skeleton(render(at))[0]) if at else 0
    words = render(quote).split()
    keys = [skeleton(w)[0] for w in words]
    whole = "".join(keys)
    if whole and whole in body:
        return _nearest(body, where, whole, near, True)
    least, best = max(MIN_PART, len(whole) // share), ""
    for i in range(len(words)):  # the longest run of words from each start (a run's extension stands only if it does)
        j, key = i, ""
        while j < len(words) and (key + keys[j]) in body:
            key, j = key + keys[j], j + 1
        if len(key) > len(best):
            best = key
    return _nearest(body, where, best, near, False) if len(best) >= least else None


def _nearest(body: str, where: list[int], key: str, near: int, whole: bool) -> tuple[int, int, bool]:
    """The span of the occurrence of ``key`` in ``body`` nearest at or after ``near`` (the first, if none is)."""
    k = body.find(key, near) if near >= 0 else -1
    k = body.find(key) if k < 0 else k
    return where[k], where[k + len(key) - 1] + 1, whole
    return None


def main() -> None:
    """``python -m lcp.record._rendered``: read main.pdf's text layer again into :data:`PDF_TEXT`."""
    from ._pointers import pdf_pages_text

    pages = pdf_pages_text()
    data = {
        "note": "The text layer of the revision's compiled main/main.pdf (arXiv:2606.01390 v1's text), page by page, "
        "read with pypdf and whitespace normalised; written by python -m lcp.record._rendered.",
        "pdf_sha256": pdf_digest(),
        "pages": [sources.normalise(pages[i]) for i in sorted(pages)],
    }
    PDF_TEXT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
