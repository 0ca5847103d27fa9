r"""Where a reader finds each sentence of the ledger: its page in ``main.pdf``, its numbered place as the paper
prints it, and its first words as rendered (issue 60).

The numbered place is the innermost numbered thing the sentence stands in, numbered as LaTeX numbers it
(:func:`lcp.record._pointers.numbering`, checked there against main.pdf): a display's equation numbers
("eq. (12)", "eqs. (4)-(5)"), else the theorem, lemma or definition around it ("Theorem 4.1"), else its
section or appendix ("Section 8.3", "Appendix D.1.1"); the abstract is "Abstract". The page is where the
sentence's rendered words stand in main.pdf's text layer (:mod:`lcp.record._rendered`): where they stand once,
else after the sentence before (a display only close after it, a caption's page not moving the text on); a sentence main.pdf does not print (a figure's file, a sentence missing from
the PDF: :data:`lcp.record.ledger.PDF_DIFFERENCES`) takes the page of the sentence before it. The first words
are the sentence's LaTeX written as text (:func:`lcp.record._rendered.latex_text`); a code cell's are its own.

``python3 -m tools.ledger_places`` writes ``lcp/data/ledger-places.json``; the ledger's export
(:func:`lcp.record.ledger.export`) gives each entry these three fields.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from . import _pointers, _rendered, sources
from ._ledger_split import _normaliser

DATA = Path(__file__).resolve().parents[1] / "data" / "ledger-places.json"
#: Words of a sentence shown (as :data:`lcp.record.ledger.FIRST_WORDS`).
SHOWN_WORDS = 8
#: How far after the sentence before (letters and digits of main.pdf's text) a sentence is looked for first.
REACH = 6000


def _in_figure(events: list[tuple[int, str, str]], start: int) -> bool:
    inside = False
    for at, kind, _ in events:
        if at > start:
            break
        inside = {"figure": True, "end figure": False}.get(kind, inside)
    return inside


def _place(events: list[tuple[int, str, str]], start: int, end: int) -> str:
    section, theorem, equations = "", "", []
    for at, kind, number in events:
        if at > end:
            break
        if kind in ("figure", "end figure"):
            continue
        if kind == "Equation":
            if at >= start:
                equations.append(number)
        elif at <= start:
            if kind in ("Section", "Appendix"):
                section, theorem = f"{'Appendix' if number[0].isalpha() else 'Section'} {number}", ""
            elif kind == "end":
                theorem = ""
            else:
                theorem = f"{kind} {number}"
    if equations:
        return f"eq. {equations[0]}" if len(equations) == 1 else f"eqs. {equations[0]}-{equations[-1]}"
    return theorem or section or "Abstract"


_PYZ = {"us": "_", "sh": "#", "hy": "-", "gt": ">", "lt": "<", "dq": '"', "sq": "'", "lb": "[", "rb": "]", "ob": "{",
        "cb": "}", "bs": "\\", "ca": "^", "am": "&", "pc": "%", "at": "@", "ti": "~", "dl": "$", "sl": "/", "pl": "+",
        "co": ",", "em": "!", "cl": ":", "sc": ";", "eq": "="}  # fmt: skip


def code_text(text: str) -> str:
    r"""A code cell's LaTeX (Pygments' ``Verbatim`` with ``\PY`` markup) as the code it prints.

    Examples
    --------
    >>> code_text(r"\begin{Verbatim}[commandchars=\\\{\}] \PY{k}{def} \PY{n}{c\PYZus{}at}\PY{p}{(}\PY{p}{)} \end{Verbatim}")
    'def c_at()'
    """
    text = re.sub(r"\\begin\{Verbatim\}(\[[^\]]*\])?|\\end\{Verbatim\}", " ", text)
    text = re.sub(r"\\PYZ([a-z]{2})\{\}", lambda m: _PYZ.get(m.group(1), ""), text)
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\\PY\{[^{}]*\}\{([^{}]*)\}", r"\1", text)
    for escaped, printed in (("\\textbackslash{}", "\\"), ("\\^{}", "^"), ("\\_", "_"), ("\\{", "{"), ("\\}", "}")):
        text = text.replace(escaped, printed)  # Verbatim's escapes print the character
    return sources.normalise(text.replace("{\\ldots}", "...").replace("\\ldots", "..."))


def shown(sentence) -> str:
    r"""A sentence's first words as a reader sees them (at most :data:`SHOWN_WORDS`, "..." if there are more).

    Examples
    --------
    >>> from lcp.record.ledger import Sentence
    >>> shown(Sentence("lcp", 3, "prose", "", r"The bettor bets $s \in [L, U]$ or checks at once."))
    'The bettor bets s ∈ [L, U] or ...'
    """
    if sentence.block == "figure":
        return "[figure]"
    text = code_text(sentence.text) if sentence.block == "code" else _rendered.latex_text(sentence.text)
    words = text.split(" ")
    return " ".join(words[:SHOWN_WORDS]) + (" ..." if len(words) > SHOWN_WORDS else "")


def _locate(body: str, key: str, cursor: int, near: bool = False) -> int:
    """Where ``key`` stands in ``body``: its one place if it has one (unless ``near``), else its first after
    ``cursor`` within :data:`REACH` (a short key, or ``near``: a quarter of it); -1 if neither."""
    if len(key) < _rendered.MIN_PART:
        return -1
    first = body.find(key)
    if not near and first >= 0 and body.find(key, first + 1) < 0:
        return first
    reach = REACH if len(key) >= 3 * _rendered.MIN_PART and not near else REACH // 4
    return body.find(key, cursor, cursor + reach + len(key))


@functools.lru_cache(maxsize=1)
def events_by_file() -> dict[str, list[tuple[int, str, str]]]:
    """The numbering's events (:func:`lcp.record._pointers.numbering`) per file, at the positions of the file's
    normalised text (the coordinates of :class:`lcp.record.ledger.Sentence`)."""
    events: list = []
    _pointers.numbering(events=events)
    by_file: dict[str, list] = {}
    index: dict[str, list[int]] = {}
    for name, at, kind, number in events:
        if name not in index:
            index[name] = _normaliser(sources.path(sources.REVISION, name).read_text(encoding="utf-8"))[1]
        by_file.setdefault(name, []).append((index[name][at], kind, number))
    return by_file


def in_figure(sentence, by_file: dict[str, list]) -> bool:
    """Whether ``sentence`` stands in a figure (its caption), by the events of :func:`events_by_file`."""
    return _in_figure(by_file.get(sentence.file, []), sentence.start)


def places(sentences, pdf_differences) -> dict[str, dict]:
    """``{locator: {"page", "place", "shown"}}`` for every sentence (:func:`lcp.record.ledger.split`, in order); a
    sentence main.pdf prints otherwise has the page ``pdf_differences`` gives it
    (:data:`lcp.record.ledger.PDF_DIFFERENCES`, passed by the ledger: this module does not import it)."""
    differs = {locator: int(page) for locator, page, _ in pdf_differences}
    by_file = events_by_file()
    text, _ = _rendered.pdf_document()
    body, where = _rendered.skeleton(text)
    out, cursor, page = {}, 0, 1
    for s in sentences:
        key = _rendered.skeleton(_rendered.latex_text(s.text))[0] if s.block != "code" else ""
        near = s.block == "display"  # a formula may be printed again later: only close after the text before it
        k = _locate(body, key, cursor, near)
        if k < 0 and len(key) >= 3 * _rendered.MIN_PART:  # laid out otherwise: its opening words
            k = _locate(body, key[: 2 * _rendered.MIN_PART], cursor, near)
        here = _rendered.page_of(where[k]) if k >= 0 else page
        if k >= 0 and not _in_figure(by_file.get(s.file, []), s.start):  # a figure floats: the text goes on
            cursor, page = k, here
        out[s.locator] = {
            "page": differs.get(s.locator, here),
            "place": _place(by_file.get(s.file, []), s.start, s.end),
            "shown": shown(s),
        }
    return out


def load() -> dict[str, dict]:
    """The stored places (``lcp/data/ledger-places.json``): ``{locator: {"page", "place", "shown"}}``."""
    return json.loads(DATA.read_text(encoding="utf-8"))["places"]
