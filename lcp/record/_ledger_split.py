"""The splitter's machinery (:mod:`lcp.record.ledger`): LaTeX cut into headings, displays, code and prose, prose into
sentences, with math, braces and abbreviations respected."""

from __future__ import annotations

import re

from . import sources

_ABBREVIATIONS = {
    "e.g",
    "i.e",
    "etc",
    "fig",
    "figs",
    "sec",
    "secs",
    "eq",
    "eqs",
    "vs",
    "cf",
    "al",
    "thm",
    "def",
    "resp",
    "no",
    "app",
    "approx",
    "ch",
    "p",
    "pp",
    "dr",
    "st",
    "mr",
    "ms",
    "prop",
    "lem",
    "cor",
}
_HEADING = re.compile(r"\\(?:sub)*section\*?\{|\\paragraph\*?\{|\\chapter\*?\{|\\caption\{")
_DISPLAY_ENVS = (
    "equation",
    "equation*",
    "align",
    "align*",
    "gather",
    "gather*",
    "multline",
    "multline*",
    "eqnarray",
    "eqnarray*",
    "displaymath",
)
_CODE_ENVS = ("Verbatim", "verbatim", "lstlisting")
_SKIPPED_ENVS = ("tikzpicture",)  # drawings: no sentences
_COMMANDS_DROPPED = re.compile(
    r"\\(?:documentclass|usepackage|label|maketitle|tableofcontents|newpage|clearpage|centering|"
    r"vspace|hspace|setlength|noindent|bibliographystyle|bibliography|appendix|prompt|boxspacing|hfill|"
    r"setkeys|captionsetup|DeclareCaptionFormat|floatplacement|adjustboxset|definecolor|newcommand|"
    r"renewcommand|providecommand|makeatletter|makeatother|let|def|AtBeginDocument|tightlist|labelenumi|newgeometry|restoregeometry)\b"
)


def _escaped(text: str, j: int) -> bool:
    """Whether ``text[j]`` is escaped: an odd number of backslashes right before it (``\\%`` is an escaped
    percent sign, ``\\\\%`` a line break and then a comment; the same for braces)."""
    k = j
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (j - k) % 2 == 1


def _strip_comments(text: str) -> str:
    """LaTeX comments blanked out (same length, so offsets stay), escaped ``\\%`` kept (``\\\\%``: a line
    break, then a comment)."""
    out = []
    for line in text.split("\n"):
        cut = next((j for j, c in enumerate(line) if c == "%" and not _escaped(line, j)), None)
        out.append(line if cut is None else line[:cut] + " " * (len(line) - cut))
    return "\n".join(out)


def _matching(text: str, i: int, open_: str = "{", close: str = "}") -> int:
    """The index just past the brace group opening at ``text[i]`` (a brace after an odd number of backslashes
    is escaped; after an even number, e.g. the line break ``\\\\`` before a heading's closing brace, it counts).
    """
    depth = 0
    for j in range(i, len(text)):
        c = text[j]
        if c == "\\":
            continue
        if c == open_ and not _escaped(text, j):
            depth += 1
        elif c == close and not _escaped(text, j):
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def _pieces(text: str):
    """``(kind, start, end, env)``: the text cut into headings, displays, code, and prose runs."""
    envs: list[str] = []
    i, n = 0, len(text)
    prose_start = 0

    def flush(end):
        if end > prose_start:
            yield ("prose", prose_start, end, envs[-1] if envs else "")

    theorem_like = (
        "theorem",
        "lemma",
        "definition",
        "proof",
        "customproof",
        "remark",
        "corollary",
        "proposition",
        "abstract",
    )
    while i < n:
        if text.startswith("\\begin{", i) and text.find("}", i) >= 0:
            j = text.index("}", i)
            name = text[i + 7 : j]
            if name in _DISPLAY_ENVS or name in _CODE_ENVS or name in _SKIPPED_ENVS:
                endtag = f"\\end{{{name}}}"
                k = text.find(endtag, j)
                k = n if k < 0 else k + len(endtag)
                yield from flush(i)
                if name not in _SKIPPED_ENVS:
                    yield ("display" if name in _DISPLAY_ENVS else "code", i, k, envs[-1] if envs else "")
                i = prose_start = k
                continue
            yield from flush(i)
            if name in theorem_like:
                envs.append(name)
            else:
                envs.append(envs[-1] if envs else "")
            # an optional [argument] of the environment is part of it, not of a sentence
            k = j + 1
            while k < n and text[k] in "[{" and name not in ("document",):
                k = _matching(text, k, text[k], "]" if text[k] == "[" else "}")
                if name not in (
                    "enumerate",
                    "itemize",
                    "description",
                    "minipage",
                    "adjustwidth",
                    "tcolorbox",
                    "figure",
                    "cases",
                    "document",
                ):
                    break
            i = prose_start = k
            continue
        if text.startswith("\\end{", i) and text.find("}", i) >= 0:
            j = text.index("}", i)
            yield from flush(i)
            if envs:
                envs.pop()
            i = prose_start = j + 1
            continue
        if text.startswith("\\[", i) or text.startswith("$$", i):
            close = "\\]" if text[i + 1] == "[" else "$$"
            k = text.find(close, i + 2)
            k = n if k < 0 else k + 2
            yield from flush(i)
            yield ("display", i, k, envs[-1] if envs else "")
            i = prose_start = k
            continue
        if text.startswith("\\includegraphics", i):  # a figure's image: an entry of its own
            yield from flush(i)
            k = i + len("\\includegraphics")
            while k < n and text[k] in "[{":
                k = _matching(text, k, text[k], "]" if text[k] == "[" else "}")
            yield ("figure", i, k, envs[-1] if envs else "")
            i = prose_start = k
            continue
        m = _HEADING.match(text, i)
        if m:
            yield from flush(i)
            k = _matching(text, m.end() - 1)
            if m.group(0) == "\\caption{":  # a caption is prose: its sentences are read
                yield ("caption", m.end(), k - 1, envs[-1] if envs else "")
            else:
                yield ("heading", i, k, envs[-1] if envs else "")
            i = prose_start = k
            continue
        if text.startswith("\\item", i) and not text[i + 5 : i + 6].isalpha():
            yield from flush(i)
            k = i + 5
            if k < n and text[k] == "[":  # a description item's label: a heading of its own
                k2 = _matching(text, k, "[", "]")
                yield ("heading", i, k2, envs[-1] if envs else "")
                k = k2
            i = prose_start = k
            continue
        if text.startswith("\n\n", i) or re.match(r"\n[ \t]*\n", text[i : i + 80]):
            yield from flush(i)
            i = prose_start = i + 1
            continue
        if text[i] == "\\":
            m2 = _COMMANDS_DROPPED.match(text, i)
            if m2:
                yield from flush(i)
                k = m2.end()
                while k < n and text[k] in "[{":
                    k = _matching(text, k, text[k], "]" if text[k] == "[" else "}")
                i = prose_start = k
                continue
            i += 2
            continue
        if text[i] == "$":  # inline math: skip to its end
            k = text.find("$", i + 1)
            i = n if k < 0 else k + 1
            continue
        i += 1
    yield from flush(n)


def _sentences_in(text: str, start: int, end: int):
    """Split the prose ``text[start:end]`` into sentence spans (math, braces and abbreviations respected)."""
    i, s, depth = start, start, 0
    in_math = False
    while i < end:
        c = text[i]
        if c == "\\":
            if text.startswith("\\(", i):
                in_math = True
            elif text.startswith("\\)", i):
                in_math = False
            i += 2
            continue
        if c == "$":
            in_math = not in_math
        elif c == "{":
            depth += 1
        elif c == "}":
            depth = max(0, depth - 1)
        elif c in ".?!" and not in_math and depth == 0:
            j = i + 1
            while j < end and text[j] in "'\")}":
                j += 1
            if j >= end or text[j] in " \n\t~":
                word = re.search(r"([A-Za-z.]+)$", text[s:i])
                w = word.group(1).lower() if word else ""
                abbreviation = w.rstrip(".") in _ABBREVIATIONS or re.fullmatch(r"(?:[a-z]\.)+[a-z]", w)
                initial = word is not None and len(word.group(1)) == 1 and word.group(1).isupper()
                next_text = text[j:end].lstrip(" \n\t~")
                if not abbreviation and not initial and not (c == "." and next_text[:1].isdigit()):
                    yield s, j
                    s = j
            i = j
            continue
        i += 1
    if s < end:
        yield s, end


def _normaliser(text: str):
    """``(normalised, index)``: :func:`lcp.record.sources.normalise` of ``text`` and a map from raw to its offsets."""
    out: list[str] = []
    index = []
    space = False
    for c in text:
        index.append(len(out))
        if c.isspace():
            space = True
            continue
        if space and out:
            out.append(" ")
            index[-1] = len(out)
        space = False
        out.append(c)
    index.append(len(out))
    return "".join(out), index


def _meaningful(text: str) -> bool:
    """Whether a fragment has words or symbols to read (not only braces, commands of layout, punctuation)."""
    rest = re.sub(r"\\[A-Za-z]+\*?(\[[^\]]*\])?", "", text)
    return bool(re.search(r"[A-Za-z0-9]", rest))


def files() -> list[str]:
    """The revision's section folders in the order ``main/main.tex`` includes them (commented-out ones left out)."""
    main = sources.shared_dir() / "sources" / sources.REVISION.file / "main" / "main.tex"
    text = _strip_comments(main.read_text(encoding="utf-8"))
    return re.findall(r"\\subfile\{\.\./sections/([a-z_]+)/[a-z_]+\}", text)
