r"""The revision's cross-references resolved as LaTeX resolves them, checked against the compiled ``main.pdf``.

LaTeX numbers what a ``\label`` names by the counter last stepped before it: a section (``\section``, letters
after ``\appendix``), a subsection, a theorem, lemma or definition (numbered within their section: "Theorem
D.1"), a figure (one counter for the paper) or an equation (``equation``, each row of an unstarred ``align``
without ``\nonumber``). :func:`numbering` does the same over the section files in ``main.tex``'s order and
gives every label its printed number and its target; :func:`pdf_pages` finds each number in the text
of ``main.pdf`` (a section's number before its title in the contents, "Theorem D.1.", "Figure 6:", "(4)");
:func:`references` lists, per sentence of the ledger, each ``\ref`` with what it prints and what it points at.
The data file ``lcp/data/ledger-pointers.json`` holds the result (``tools/ledger_pointers.py`` writes it).
"""

from __future__ import annotations

import re

from . import sources
from ._ledger_split import _strip_comments

_THEOREMS = {"theorem": "Theorem", "lemma": "Lemma", "definition": "Definition"}
_EQUATIONS = ("equation", "align", "gather", "multline", "eqnarray")
_TOKEN = re.compile(
    r"\\(?P<sec>(?:sub){0,2}section)(?P<star>\*?)\{"
    r"|\\begin\{(?P<begin>[a-zA-Z*]+)\}"
    r"|\\end\{(?P<end>[a-zA-Z*]+)\}"
    r"|\\label\{(?P<label>[^}]*)\}"
    r"|\\caption\{"
    r"|(?P<row>\\\\)"
    r"|\\(?P<nonum>nonumber|notag)\b"
    r"|\\appendix\b"
)


def _letter(n: int) -> str:
    return chr(ord("A") + n - 1)


def _body(text: str) -> str:
    text = _strip_comments(text)
    a, b = text.find("\\begin{document}"), text.rfind("\\end{document}")
    return text[a + len("\\begin{document}") if a >= 0 else 0 : b if b >= 0 else len(text)]


def _group(text: str, i: int) -> str:
    """The brace group opening at ``text[i]`` (without its braces)."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{" and text[j - 1] != "\\":
            depth += 1
        elif text[j] == "}" and text[j - 1] != "\\":
            depth -= 1
            if depth == 0:
                return text[i + 1 : j]
    return text[i + 1 :]


def numbering(files: list[str] | None = None, events: list | None = None) -> tuple[dict[str, dict], list[str]]:
    """Every label of the revision, ``{label: {"kind", "number", "printed", "file", "title"}}``, numbered as LaTeX
    numbers it (sections, subsections, theorems, lemmas, definitions, figures, equations), and every number the
    paper prints for a section, theorem, lemma, definition or figure, labelled or not (``"Theorem D.1"``).

    ``events``, a list, receives ``(file, position, kind, number)`` in the order LaTeX meets them: a section's or a
    theorem's start, a theorem's end (kind ``"end"``), a figure's start and end (``"figure"``, ``"end figure"``), an
    equation's number where its row ends; the position is
    in the file's text (comments blanked keep offsets), as :func:`lcp.record.ledger.split_text` reads it."""
    from ._ledger_split import files as section_files

    files = section_files() if files is None else files
    main = _strip_comments(
        (sources.shared_dir() / "sources" / sources.REVISION.file / "main" / "main.tex").read_text(encoding="utf-8")
    )
    cut = main.find("\\appendix")
    after = set(re.findall(r"\\subfile\{\.\./sections/([a-z_]+)/", main[cut:])) if cut >= 0 else set()
    sec = [0, 0, 0]
    appendix = False
    within = dict.fromkeys(_THEOREMS, 0)
    figure = equation = 0
    labels: dict[str, dict] = {}
    printed: list[str] = []
    for name in files:
        raw = sources.path(sources.REVISION, name).read_text(encoding="utf-8")
        text = _body(raw)
        opening = _strip_comments(raw).find("\\begin{document}")
        shift = opening + len("\\begin{document}") if opening >= 0 else 0  # where _body's text starts in raw

        def emit(kind: str, number: str, at: int, name: str = name, shift: int = shift) -> None:
            if events is not None:
                events.append((name, at + shift, kind, number))

        if name in after and not appendix:
            appendix, sec = True, [0, 0, 0]
        current: dict = {}
        envs: list[str] = []
        row_numbered = True
        for m in _TOKEN.finditer(text):
            if m["sec"]:
                if m["star"]:
                    continue
                depth = m["sec"].count("sub")
                sec[depth] += 1
                sec[depth + 1 :] = [0] * (2 - depth)
                if depth == 0:
                    within = dict.fromkeys(_THEOREMS, 0)
                head = _letter(sec[0]) if appendix else str(sec[0])
                number = ".".join([head, *map(str, sec[1 : depth + 1])])
                kind = ("Appendix" if appendix else "Section") if depth == 0 else "Section"
                current = {"kind": kind, "number": number, "title": _clean(_group(text, m.end() - 1))}
                printed.append(f"{kind} {number}")
                emit(kind, number, m.start())
            elif m[0] == "\\appendix":
                appendix, sec = True, [0, 0, 0]
            elif m["begin"]:
                env = m["begin"]
                envs.append(env)
                if env in _THEOREMS:
                    within[env] += 1
                    head = _letter(sec[0]) if appendix else str(sec[0])
                    current = {"kind": _THEOREMS[env], "number": f"{head}.{within[env]}", "title": ""}
                    current["title"] = _clean(text[m.end() : m.end() + 90])
                    printed.append(f"{current['kind']} {current['number']}")
                    emit(current["kind"], current["number"], m.start())
                elif env == "figure":
                    current = {"kind": "Figure", "number": "", "title": ""}
                    emit("figure", "", m.start())
                elif env in _EQUATIONS:
                    row_numbered = True
            elif m["end"]:
                env = envs.pop() if envs else ""
                if env in _THEOREMS or env == "figure":
                    emit("end" if env in _THEOREMS else "end figure", "", m.start())
                if env in _EQUATIONS and row_numbered:
                    equation += 1
                    current = {"kind": "Equation", "number": f"({equation})", "title": ""}
                    _close_row(labels, equation)
                    emit("Equation", f"({equation})", m.start())
            elif m[0] == "\\caption{":
                figure += 1
                current = {"kind": "Figure", "number": str(figure), "title": _clean(_group(text, m.end() - 1))}
                printed.append(f"Figure {figure}")
            elif m["row"] and envs and envs[-1] in _EQUATIONS:
                if row_numbered:
                    equation += 1
                    current = {"kind": "Equation", "number": f"({equation})", "title": ""}
                    _close_row(labels, equation)
                    emit("Equation", f"({equation})", m.start())
                row_numbered = True
            elif m["nonum"]:
                row_numbered = False
            elif m["label"] is not None:
                label = m["label"]
                if envs and envs[-1] in _EQUATIONS:  # an equation's label names the row it ends
                    labels[label] = {"kind": "Equation", "number": "", "file": name, "title": "", "open": True}
                else:
                    labels[label] = {**current, "file": name}
    for v in labels.values():
        v.pop("open", None)
        v["printed"] = f"{v['kind']} {v['number']}".strip() if v["kind"] != "Equation" else v["number"]
    return labels, printed


def _clean(text: str) -> str:
    """A target's first words: labels and optional arguments dropped, whitespace normalised, at most 60 characters."""
    text = re.sub(r"\\label\{[^}]*\}|^\s*\[[^\]]*\]", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= 60 else text[:57].rsplit(" ", 1)[0] + " ..."


def _close_row(labels: dict, equation: int) -> None:
    """The labels of the equation row just ended get its number."""
    for v in labels.values():
        if v.get("open"):
            v.update(number=f"({equation})", open=False)


def _evidence(v: dict) -> str:
    """The words main.pdf must show for a label's number: a section's number and its title's first word (its line
    in the contents), "Theorem D.1" (then "." or a title in brackets), "Figure 6:", "(4)"."""
    n = v["number"]
    if v["kind"] in ("Section", "Appendix"):
        words = re.sub(r"\\[A-Za-z]+|[${}]", "", v["title"]).split()
        return f"{n} {words[0]}" if words else n
    if v["kind"] == "Equation":
        return n
    if v["kind"] == "Figure":
        return f"Figure {n}:"
    return f"{v['kind']} {n}"


def pdf_pages(labels: dict[str, dict], pages: list[str]) -> dict[str, int | None]:
    """For each label, the first page (from 1) of the compiled paper whose text shows its number (``None``: none)."""
    flat = [re.sub(r"\s+", " ", p) for p in pages]
    out = {}
    for label, v in labels.items():
        want = _evidence(v)
        tail = r"(?:\.| \()" if v["kind"] in _THEOREMS.values() else ""
        head = "" if v["kind"] == "Equation" else r"(?:^|[\s(])"
        pattern = re.compile(head + re.escape(want) + tail)
        out[label] = next((i for i, p in enumerate(flat, 1) if pattern.search(p)), None)
    return out


_REF = re.compile(r"\\(?:eq|auto|c|C)?ref\{([^}]*)\}")


def references(sentences, labels: dict[str, dict]) -> list[dict]:
    """Per sentence with a ``\\ref``: ``{"locator", "refs": [{"label", "printed", "target"}]}``; an undefined
    label prints "??" (as LaTeX does) and has no target."""
    out = []
    for s in sentences:
        refs = []
        for label in _REF.findall(s.text):
            v = labels.get(label)
            if v is None:
                refs.append({"label": label, "printed": "??", "target": None})
            else:
                target = f"{v['file']}: {v['title']}".strip().rstrip(":")
                refs.append({"label": label, "printed": v["printed"], "target": target})
        if refs:
            out.append({"locator": s.locator, "refs": refs})
    return out


PDF = ("main", "main.pdf")


def pdf_path():
    """The compiled paper: ``main/main.pdf`` of the revision."""
    return sources.shared_dir() / "sources" / sources.REVISION.file / PDF[0] / PDF[1]


def pdf_pages_text(numbers: list[int] | None = None) -> dict[int, str]:
    """The text of the compiled paper's pages (all, or the pages numbered from 1 in ``numbers``), read with pypdf."""
    from pypdf import PdfReader

    reader = PdfReader(pdf_path())
    wanted = range(1, len(reader.pages) + 1) if numbers is None else sorted(set(numbers))
    return {i: reader.pages[i - 1].extract_text() for i in wanted}
