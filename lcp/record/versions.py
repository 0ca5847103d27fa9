"""The two versions of the paper side by side: which section of the manuscript became which of the revision.

The companion follows the manuscript of May 2025 (the seed ``limit-continuous-poker-2025-05.md``); the
paper was revised and posted as arXiv:2606.01390 v1 (31 May 2026, :data:`lcp.record.sources.REVISION`),
whose LaTeX of February 2026 lies in ``../shared/sources/lcp-revised-2026-02/``. :data:`MAP` pairs the
headings of the two, one :class:`Row` per pair, in the revision's order, with the notebooks that follow
them and a short note of what changed. A heading may stand in several rows (the manuscript's Sec. 4.1
became three subsections and an appendix); a row has an empty side where a heading has no counterpart.

Every heading of both versions is in the map, and the map names no other: ``tests/record/test_versions.py``
reads the two sources with :func:`manuscript_headings` and :func:`revision_headings` and compares.

* The manuscript's headings are its Markdown headings, numbered as printed (``#### Theorem 6.1.`` is a
  theorem's name that the seed's conversion made a heading; the heading of Sec. 8 came out as
  ``Strategic Comparison to Fixed-Bet and No-8 Limit Continuous Poker`` and is read as Sec. 8), and the
  two appendices its last lines list without any text (A and B).
* The revision's headings are the title, the abstract and every ``\\section``, ``\\subsection`` and
  ``\\subsubsection`` of the section files in the order of ``main/main.tex``, appendices included,
  numbered as the posted paper numbers them. Its contents list has no appendix of sympy output, which the
  LaTeX (and the author's compiled ``main.pdf``) has as appendix C: those headings carry their LaTeX
  number in parentheses, ``(C.12)``, and the two appendices after it are C and D as posted (D and E in the
  LaTeX). Where the posted text may differ from the LaTeX in other ways, the map cannot tell.

``python -m lcp.record.versions`` prints the map as a Markdown table (:func:`markdown`); :func:`summary` is the
short form the README shows. The site renders the map as its page *Two versions of the paper*, and its
errata and claims pages give each row's place in both versions. The map's rows (and :class:`Row`, :data:`TITLE`,
the notebook names ``NB1`` ... ``NB11``) are kept as data in :mod:`lcp.record._version_map`; every name of ``__all__``
is importable from here.
"""

from __future__ import annotations

import re
from pathlib import Path

from lcp.core import _validate

from ._version_map import MAP, NB1, NB2, NB3, NB4, NB5, NB6, NB7, NB8, NB9, NB10, NB11, TITLE, Row
from .sources import MANUSCRIPT, REVISION, shared_dir

#: Section folders of the revision's LaTeX that the posted paper's contents list does not have.
LATEX_ONLY = ("appendix_sympy",)


def as_posted(number: str) -> str:
    """A number of the revision as the compiled ``main.pdf`` prints it (the record's and the report's numbering),
    turned into the posted contents list's, which this map uses: main.pdf's appendix C (the sympy output) is not
    in that list (``(C.12)`` here), and its D and E are C and D as posted; every other number is the same.

    Parameters
    ----------
    number : str
        A section or appendix number, ``"8.3"``, ``"D.1.1"``, ``"C.12"``.

    Returns
    -------
    str

    Raises
    ------
    TypeError
        If ``number`` is not a str.

    Examples
    --------
    >>> [as_posted(n) for n in ("8.3", "B", "C", "C.12", "D.1.1", "E.2")]
    ['8.3', 'B', '(C)', '(C.12)', 'C.1.1', 'D.2']
    """
    if not isinstance(number, str):
        raise TypeError(f"number must be a str (a section number such as 'D.1.1'); got {type(number).__name__}")
    head, _, rest = number.partition(".")
    if head == "C":
        return f"({number})"
    if head in ("D", "E"):
        return chr(ord(head) - 1) + (f".{rest}" if rest else "")
    return number


__all__ = [
    "LATEX_ONLY",
    "as_posted",
    "TITLE",
    "NB1",
    "NB2",
    "NB3",
    "NB4",
    "NB5",
    "NB6",
    "NB7",
    "NB8",
    "NB9",
    "NB10",
    "NB11",
    "Row",
    "MAP",
    "for_notebook",
    "level",
    "manuscript_key",
    "by_manuscript",
    "markdown",
    "broadest",
    "summary",
    "manuscript_headings",
    "revision_files",
    "revision_headings",
]


def for_notebook(notebook: str, rows=MAP) -> tuple[Row, ...]:
    """The rows ``notebook`` follows (e.g. ``"03_lcp_derivation"``).

    Parameters
    ----------
    notebook : str
        A notebook's name, without extension.
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    tuple of Row
        The rows that list the notebook, in map order.

    Examples
    --------
    >>> [r.manuscript_number for r in for_notebook(NB1)][:1]
    ['2.1.1']
    """
    notebook, rows = _validate.text(notebook, "notebook"), _validate.records(rows, "rows", Row)
    return tuple(r for r in rows if notebook in r.notebooks)


def level(number: str) -> int:
    """How deep a heading number is: 0 for none, 1 for a section or appendix, 2 for its subsections, ...

    Parameters
    ----------
    number : str
        A heading number as printed (``"4.1"``, ``"C"``, or empty).

    Returns
    -------
    int
        The depth.

    Examples
    --------
    >>> level(""), level("4"), level("4.1.2"), level("C.1")
    (0, 1, 3, 2)
    """
    return 0 if not _validate.text(number, "number") else number.count(".") + 1


def manuscript_key(row: Row) -> tuple | None:
    """Sorts rows in the manuscript's order (None: the row has no manuscript side). The seed's heading
    ``Theorem 6.1`` stands inside Sec. 6.1; the listed appendices come last.

    Parameters
    ----------
    row : Row
        A row of the map.

    Returns
    -------
    tuple or None
        The sort key.

    Examples
    --------
    >>> manuscript_key(Row("6.1", "Payoffs", "", "", (), "")), manuscript_key(Row("", "Theorem 6.1", "", "", (), ""))
    ((6, 1), (6, 1, 99))
    >>> manuscript_key(Row("B", "Value by integration", "", "", (), "")), manuscript_key(Row("", "", "2", "New", (), ""))
    ((1066,), None)
    """
    if not isinstance(row, Row):
        raise TypeError(f"row must be a Row of the map; got {type(row).__name__} {row!r}")
    number, title = row.manuscript_number, row.manuscript_title
    if not title:
        return None
    if not number:
        theorem = re.match(r"Theorem (\d+(?:\.\d+)*)$", title)
        return tuple(int(p) for p in theorem[1].split(".")) + (99,) if theorem else ()
    if number.isalpha():
        return (1000 + ord(number),)
    return tuple(int(p) for p in number.split("."))


def by_manuscript(rows=MAP) -> list[Row]:
    """The rows with a manuscript side, in the manuscript's order (the revision's among equals).

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    list of Row
        Sorted by :func:`manuscript_key`.

    Examples
    --------
    >>> rows = [Row("B", "Appendix", "", "", (), ""), Row("", "", "9", "New", (), ""), Row("2", "Intro", "", "", (), "")]
    >>> [r.manuscript for r in by_manuscript(rows)]
    ['2 Intro', 'B Appendix']
    """
    return sorted(
        (r for r in _validate.records(rows, "rows", Row) if r.manuscript_title), key=lambda r: manuscript_key(r) or ()
    )  # never None here: the rows have a manuscript title


def _cells(r: Row) -> tuple[str, ...]:
    return (r.manuscript or "-", r.revision or "-", ", ".join(n[:2] for n in r.notebooks) or "-", r.note)


def markdown(rows=MAP) -> str:
    """The map as a Markdown table.

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    str
        A Markdown table: manuscript, revision, notebooks (by number), what changed.

    Examples
    --------
    >>> print(markdown(MAP[:2]).splitlines()[-1])
    | 1 Abstract | Abstract | - | no longer a numbered section; the same text, with 'We introduces' corrected |
    """
    lines = [
        "| manuscript (May 2025) | revision (arXiv:2606.01390) | notebooks | what changed |",
        "| --- | --- | --- | --- |",
    ]
    lines += [
        "| " + " | ".join(c.replace("|", "\\|") for c in _cells(r)) + " |" for r in _validate.records(rows, "rows", Row)
    ]
    return "\n".join(lines)


def _top(number: str) -> str:
    return number.split(".")[0].rstrip(")") + (")" if number.startswith("(") else "")


def broadest(numbers) -> list[str]:
    """The numbers none of whose ancestors is among them, in their order.

    Parameters
    ----------
    numbers : iterable of str
        Heading numbers.

    Returns
    -------
    list of str
        The broadest ones, without repeats.

    Examples
    --------
    >>> broadest(["7", "7.1", "7.1.1", "6.1", "6.1.2", "C"])
    ['7', '6.1', 'C']
    """
    if isinstance(numbers, (str, bytes)) or not hasattr(numbers, "__iter__"):
        raise TypeError(f"numbers must be an iterable of heading numbers (str); got {numbers!r}")
    numbers = list(dict.fromkeys(_validate.text(n, "numbers") for n in numbers))
    return [n for n in numbers if not any(n.startswith(m + ".") for m in numbers)]


def summary(rows=MAP) -> str:
    """A short Markdown table, one line per section and appendix of the revision: the manuscript's
    sections it draws on (the broadest heading of each) and the notebooks that follow it.

    Parameters
    ----------
    rows : iterable of Row
        The map (default :data:`MAP`).

    Returns
    -------
    str
        The Markdown table.

    Examples
    --------
    >>> rows = [Row("2", "Introduction", "1", "Introduction", (NB8,), ""),
    ...         Row("2.1", "Background", "1.1", "Background", (NB1,), "")]
    >>> print(summary(rows))
    | revision (arXiv:2606.01390) | manuscript (May 2025) | notebooks |
    | --- | --- | --- |
    | 1 Introduction | 2 Introduction | 01, 08 |
    """
    groups: dict[str, list[Row]] = {}
    for r in _validate.records(rows, "rows", Row):
        if r.revision_number:
            groups.setdefault(_top(r.revision_number), []).append(r)
    lines = ["| revision (arXiv:2606.01390) | manuscript (May 2025) | notebooks |", "| --- | --- | --- |"]
    for top, members in groups.items():
        # the section's own row, or (rows without it, e.g. one subsection) its number alone
        heading = next((r.revision for r in members if r.revision_number == top), top)
        numbers = {r.manuscript_number: r.manuscript for r in by_manuscript(members) if r.manuscript_number}
        drawn = "; ".join(numbers[n] for n in broadest(numbers)) or "(new)"
        notebooks = ", ".join(sorted({n[:2] for r in members for n in r.notebooks})) or "-"
        lines.append(f"| {heading} | {drawn} | {notebooks} |")
    return "\n".join(lines)


# --- reading the two sources ---------------------------------------------------------------------------

_SEED_REPAIRS = {  # headings the seed's conversion mangled: (printed, read as)
    "Strategic Comparison to Fixed-Bet and No-8 Limit Continuous Poker": (
        "8",
        "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker",
    ),
}


def manuscript_headings(text: str | None = None) -> list[tuple[str, str]]:
    r"""The manuscript's headings as (number, title), in order: its Markdown headings, and the appendices
    its last lines list (``- A Derivation of ...``). ``text`` defaults to the seed in ``../shared``.

    Parameters
    ----------
    text : str, optional
        The manuscript's Markdown.

    Returns
    -------
    list of (str, str)
        (number, title) per heading.

    Examples
    --------
    >>> manuscript_headings("# 1. Introduction\n## 1.1 Background.\n- A Derivation of the value")
    [('1', 'Introduction'), ('1.1', 'Background'), ('A', 'Derivation of the value')]
    """
    if text is None:
        text = (shared_dir() / "seeds" / MANUSCRIPT.file).read_text(encoding="utf-8")
    text = _validate.text(text, "text")
    found = []
    for line in text.splitlines():
        heading = re.match(r"^#{1,6}\s+(.*?)\s*$", line)
        listed = re.match(r"^- ([A-Z]) ([A-Z].*?)\s*$", line)
        if heading:
            words = heading[1].replace("**", "").strip()
            if words in _SEED_REPAIRS:
                found.append(_SEED_REPAIRS[words])
                continue
            numbered = re.match(r"^(\d+(?:\.\d+)*)\.?\s+(.*)$", words)
            number, title = (numbered[1], numbered[2]) if numbered else ("", words)
            found.append((number, title.rstrip(".").strip()))
        elif listed:
            found.append((listed[1], listed[2]))
    return found


def _strip_comments(tex: str) -> str:
    return re.sub(r"(?<!\\)%.*", "", tex)


def _braced(tex: str, start: int) -> tuple[str, int]:
    """The contents of the brace group opening at ``tex[start]`` and the index after it."""
    depth = 0
    for i in range(start, len(tex)):
        if tex[i] == "{" and tex[i - 1] != "\\":
            depth += 1
        elif tex[i] == "}" and tex[i - 1] != "\\":
            depth -= 1
            if depth == 0:
                return tex[start + 1 : i], i + 1
    raise ValueError(f"unbalanced braces from {tex[start : start + 60]!r}")


_COMMAND = re.compile(r"\\(section|subsection|subsubsection|appendix|begin|label)\b\*?\s*(?=\{|\\|\s|$)")
_THEOREMS = ("theorem", "lemma", "definition")  # numbered within their section, each its own counter


def _folder(folder) -> Path:
    """The revision's LaTeX folder: ``folder`` (a path holding ``main/main.tex``) or the one in ``../shared``."""
    if folder is None:
        return shared_dir() / "sources" / REVISION.file
    if not isinstance(folder, (str, Path)):
        raise TypeError(f"folder must be a path (str or pathlib.Path) or None; got {type(folder).__name__} {folder!r}")
    if not (Path(folder) / "main" / "main.tex").is_file():
        raise ValueError(f"folder must hold the revision's LaTeX (main/main.tex); got {folder}")
    return Path(folder)


def revision_files(folder: Path | None = None) -> list[str]:
    r"""The section folders ``main/main.tex`` includes, in order, and where ``\appendix`` stands (as
    ``"\appendix"``).

    Parameters
    ----------
    folder : pathlib.Path, optional
        The revision's LaTeX folder (default: the one in ``../shared``).

    Returns
    -------
    list of str
        Section folder names, with ``"\appendix"`` where it stands.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in ("main", "sections/intro", "sections/proofs"):
    ...     (folder / name).mkdir(parents=True)
    >>> _ = (folder / "main/main.tex").write_text(r"\title{A Toy}\begin{document}\subfile{../sections/intro/intro}"
    ...                                           r"\appendix\subfile{../sections/proofs/proofs}\end{document}")
    >>> _ = (folder / "sections/intro/intro.tex").write_text(r"\begin{abstract}A.\end{abstract}"
    ...                                                      r"\section{Introduction}\subsection{Rules}")
    >>> _ = (folder / "sections/proofs/proofs.tex").write_text(r"\section{Proofs}")
    >>> revision_files(folder)
    ['intro', '\\appendix', 'proofs']
    """
    folder = _folder(folder)
    main = _strip_comments((folder / "main" / "main.tex").read_text(encoding="utf-8"))
    body = main[main.index("\\begin{document}") :]
    return [m[1] or "\\appendix" for m in re.finditer(r"\\subfile\{\.\./sections/(\w+)/\w+\}|\\appendix\b", body)]


def revision_headings(folder: Path | None = None) -> list[tuple[str, str]]:
    r"""The revision's headings as (number, title), in the order of ``main/main.tex``: the title, the
    abstract, then every ``\section``, ``\subsection`` and ``\subsubsection``, numbered as posted; the
    headings of a part the posted paper does not have (:data:`LATEX_ONLY`) carry their LaTeX number in
    parentheses, and the parts after it are numbered as if it were absent. A ``\ref`` to a theorem in a
    title becomes the theorem's number.

    Parameters
    ----------
    folder : pathlib.Path, optional
        The revision's LaTeX folder (default: the one in ``../shared``).

    Returns
    -------
    list of (str, str)
        (number, title) per heading.

    Examples
    --------
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in ("main", "sections/intro", "sections/proofs"):
    ...     (folder / name).mkdir(parents=True)
    >>> _ = (folder / "main/main.tex").write_text(r"\title{A Toy}\begin{document}\subfile{../sections/intro/intro}"
    ...                                           r"\appendix\subfile{../sections/proofs/proofs}\end{document}")
    >>> _ = (folder / "sections/intro/intro.tex").write_text(r"\begin{abstract}A.\end{abstract}"
    ...                                                      r"\section{Introduction}\subsection{Rules}")
    >>> _ = (folder / "sections/proofs/proofs.tex").write_text(r"\section{Proofs}")
    >>> revision_headings(folder)   # the abstract unnumbered, the appendix lettered
    [('', 'A Toy'), ('', 'Abstract'), ('1', 'Introduction'), ('1.1', 'Rules'), ('A', 'Proofs')]
    """

    folder = _folder(folder)
    main = _strip_comments((folder / "main" / "main.tex").read_text(encoding="utf-8"))
    title, _ = _braced(main, main.index("\\title{") + len("\\title"))
    headings: list[tuple[str, str]] = [("", " ".join(title.split()))]
    latex = [0, 0, 0]  # the LaTeX's section counters
    skipped = 0  # top-level parts of this numbering (sections or appendices) that are LaTeX-only
    appendix = False
    labels: dict[str, str] = {}
    titles: list[tuple[str, str]] = []
    for name in revision_files(folder):
        if name == "\\appendix":
            appendix, latex, skipped = True, [0, 0, 0], 0
            continue
        tex = _strip_comments((folder / "sections" / name / f"{name}.tex").read_text(encoding="utf-8"))
        if "\\begin{abstract}" in tex:
            titles.append(("", "Abstract"))
        posted = name not in LATEX_ONLY
        theorems: dict[str, int] = {}  # theorem-like environments so far in this section, by kind
        pending = ""  # the environment a \label right after it would name
        for m in _COMMAND.finditer(tex):
            kind = m[1]
            if kind == "appendix" or tex[m.end() : m.end() + 1] != "{":
                continue
            arg, _ = _braced(tex, m.end())
            if kind == "begin":
                pending = arg if arg in _THEOREMS else ""
                theorems[arg] = theorems.get(arg, 0) + 1
            elif kind == "label":
                if pending:
                    labels[arg] = f"{_number(latex[:1], appendix, skipped)}.{theorems[pending]}"
                pending = ""
            else:
                level = ("section", "subsection", "subsubsection").index(kind)
                latex[level] += 1
                latex[level + 1 :] = [0] * (2 - level)
                if level == 0:
                    theorems = {}
                number = (
                    _number(latex[: level + 1], appendix, skipped)
                    if posted
                    else "(" + _number(latex[: level + 1], appendix, 0) + ")"
                )
                if level == 0 and not posted:
                    skipped += 1
                titles.append((number, " ".join(arg.split())))
                pending = ""
    for number, text in titles:
        headings.append((number, re.sub(r"\\ref\{([^}]*)\}", lambda m: labels[m[1]], text)))
    return headings


def _number(counters: list[int], appendix: bool, skipped: int) -> str:
    top = counters[0] - skipped
    first = chr(ord("A") + top - 1) if appendix else str(top)
    return ".".join([first] + [str(c) for c in counters[1:]])


if __name__ == "__main__":  # pragma: no cover
    print(f"{MANUSCRIPT.citation}\n{REVISION.citation}\n")
    print(markdown())
