r"""The reading ledger of the revision: every sentence of its LaTeX, with what a reading found.

The record (:mod:`lcp.errata`, :mod:`lcp.claims`) lists what is wrong or checked; it cannot show what was read
and found sound. The ledger can: :func:`split` cuts each section and appendix of the revision
(``../shared/sources/lcp-revised-2026-02``, the files in the order ``main/main.tex`` includes them) into
*sentences*: a sentence of prose, a display equation, a heading, a code cell of the sympy appendix, a
figure's caption sentence. Each gets a stable locator (:class:`Sentence`: its file, its number in that file,
a digest of its normalised text) and, in the data file ``lcp/data/ledger.json``, an *entry*: its kind and
the reading's verdict.

**Kinds** (:data:`KINDS`): definition, claim, derivation step, citation, cross-reference, motivation, other.
The *assertive* kinds (:data:`ASSERTIVE`) are claim, derivation step, citation and cross-reference: each of
those sentences is read against the mathematics and gets a verdict.

**Verdicts** (:data:`VERDICTS`): ``holds`` (with where it is checked: a notebook cell ``NN_name#cell`` or a
claims row ``C-rev-007``, or ``argument`` with the argument in the note), ``fails`` (with the erratum or
claim that records the failure), ``unchecked`` (cannot be checked here, with why), ``not-assertion`` (for
the other kinds) and ``unread`` (not yet read: the state a new sentence starts in).

The ledger quotes no more of the paper than a sentence's first words (at most :data:`FIRST_WORDS`): it is a
map of the paper, not a copy. Sentence numbers are permanent for a given text: the test
``tests/test_ledger.py`` re-splits the LaTeX and checks every locator and digest against the data file.

Examples
--------
>>> text = r"\section{Intro} We bet. The value is $1/14$ (see Sec.~\ref{s}).\[ V = 1/14. \]where $V$ is it."
>>> [(s.number, s.block, s.text) for s in split_text(text)]  # doctest: +NORMALIZE_WHITESPACE
[(1, 'heading', '\\section{Intro}'), (2, 'prose', 'We bet.'),
 (3, 'prose', 'The value is $1/14$ (see Sec.~\\ref{s}).'), (4, 'display', '\\[ V = 1/14. \\]'),
 (5, 'prose', 'where $V$ is it.')]
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from . import sources

#: The kinds of sentence; the first four are assertive.
KINDS = {
    "claim": "states something as true (a theorem, a lemma, a result, a property)",
    "derivation step": "a step of a derivation or proof (an equation, 'so', 'hence', a computation)",
    "citation": "attributes a statement or a result to another work",
    "cross-reference": "says what another place of the paper holds (a section, a figure, an equation)",
    "definition": "introduces a name, a symbol or a rule of the game",
    "motivation": "says why something is done, or what comes next",
    "other": "a heading, a code cell's listing, a caption's label, a sentence with no content to check",
}
ASSERTIVE = ("claim", "derivation step", "citation", "cross-reference")
VERDICTS = {
    "holds": "read and true; 'where' names the cell or row that checks it, or 'argument' and the note gives it",
    "fails": "read and false; 'where' names the erratum (or refuting claim) that records it",
    "unchecked": "cannot be checked here; the note says why",
    "not-assertion": "asserts nothing to check (definition, motivation, other)",
    "unread": "not read yet",
}
FIRST_WORDS = 8
DATA_DIR = Path(__file__).resolve().parent / "data" / "ledger"

_ORDER = {
    name: i
    for i, name in enumerate(
        (
            "abstract",
            "introduction",
            "preliminaries",
            "lcp",
            "solving_lcp",
            "nash_equilibrium",
            "game_value",
            "strategic_comparison",
            "payoff_parameter_analysis",
            "conclusion",
            "appendix_monotone",
            "appendix_nash_equilibrium",
            "appendix_sympy",
            "appendix_parameter_analysis",
            "appendix_payoff_analysis",
        )
    )
}
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


@dataclass(frozen=True)
class Sentence:
    r"""One sentence of the revision: where it is and what it says.

    Attributes
    ----------
    file : str
        The section's folder under ``sections/`` (``"solving_lcp"``).
    number : int
        Its place in that file, from 1.
    block : str
        ``"prose"``, ``"display"`` (a display equation), ``"heading"`` (a section heading or a description's
        label), ``"figure"`` (an image), ``"code"`` (a code cell of the sympy appendix).
    env : str
        The innermost theorem-like environment around it (``"theorem"``, ``"proof"``, ...), or ``""``.
    text : str
        Its LaTeX, whitespace normalised.
    start, end : int
        Its span in the file's text with whitespace normalised (:func:`lcp.sources.normalise`), the
        coordinates :func:`lcp.sources.locate` gives a quote.
    """

    file: str
    number: int
    block: str
    env: str
    text: str
    start: int = 0
    end: int = 0

    @property
    def locator(self) -> str:
        """``file:number``, e.g. ``"solving_lcp:041"``."""
        return f"{self.file}:{self.number:03d}"

    @property
    def digest(self) -> str:
        """The first 12 hex digits of the SHA-256 of its normalised text."""
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()[:12]

    @property
    def first_words(self) -> str:
        """Its first words (at most :data:`FIRST_WORDS`), an ellipsis if there are more."""
        words = self.text.split(" ")
        return " ".join(words[:FIRST_WORDS]) + (" ..." if len(words) > FIRST_WORDS else "")


def _strip_comments(text: str) -> str:
    """LaTeX comments blanked out (same length, so offsets stay), escaped ``\\%`` kept."""
    out = []
    for line in text.split("\n"):
        m = re.search(r"(?<!\\)%", line)
        out.append(line if m is None else line[: m.start()] + " " * (len(line) - m.start()))
    return "\n".join(out)


def _matching(text: str, i: int, open_: str = "{", close: str = "}") -> int:
    """The index just past the brace group opening at ``text[i]``."""
    depth = 0
    for j in range(i, len(text)):
        c = text[j]
        if c == "\\":
            continue
        if c == open_ and (j == 0 or text[j - 1] != "\\"):
            depth += 1
        elif c == close and (j == 0 or text[j - 1] != "\\"):
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
    """``(normalised, index)``: :func:`lcp.sources.normalise` of ``text`` and a map from raw to its offsets."""
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


def split_text(text: str, file: str = "") -> list[Sentence]:
    r"""Every sentence of the LaTeX ``text``, numbered from 1 (see the module's example).

    Parameters
    ----------
    text : str
        A section file's LaTeX.
    file : str
        Its folder name, stored in each :class:`Sentence`.

    Returns
    -------
    list of Sentence

    Raises
    ------
    TypeError
        If ``text`` or ``file`` is not a str.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str (a section's LaTeX); got {type(text).__name__}")
    if not isinstance(file, str):
        raise TypeError(f"file must be a str (the section's folder name); got {type(file).__name__}")
    body_start = text.find("\\begin{document}")
    body_end = text.rfind("\\end{document}")
    clean = _strip_comments(text)
    if body_start >= 0:
        clean = " " * (body_start + len("\\begin{document}")) + clean[body_start + len("\\begin{document}") :]
    if body_end >= 0:
        clean = clean[:body_end]
    _, index = _normaliser(text)
    found: list[tuple[str, int, int, str]] = []
    for kind, a, b, env in _pieces(clean):
        if kind in ("prose", "caption"):
            for s, e in _sentences_in(clean, a, b):
                found.append(("prose", s, e, env))
        else:
            found.append((kind, a, b, env))
    out: list[Sentence] = []
    for kind, a, b, env in found:
        raw = clean[a:b]
        norm = sources.normalise(raw) if raw.strip() else ""
        if not norm or not _meaningful(norm):
            continue
        lead = len(raw) - len(raw.lstrip())
        trail = len(raw.rstrip())
        out.append(Sentence(file, len(out) + 1, kind, env, norm, index[a + lead], index[a + trail]))
    return out


def files() -> list[str]:
    """The revision's section folders in the order ``main/main.tex`` includes them (commented-out ones left out)."""
    main = sources.shared_dir() / "sources" / sources.REVISION.file / "main" / "main.tex"
    text = _strip_comments(main.read_text(encoding="utf-8"))
    return re.findall(r"\\subfile\{\.\./sections/([a-z_]+)/[a-z_]+\}", text)


def split() -> list[Sentence]:
    """Every sentence of the revision, file by file (needs ``../shared``; see :func:`lcp.sources.shared_dir`)."""
    out: list[Sentence] = []
    for name in files():
        out.extend(split_text(sources.path(sources.REVISION, name).read_text(encoding="utf-8"), name))
    return out


def load(folder: Path = DATA_DIR) -> list[dict]:
    """Every entry of the ledger, file by file in the paper's order (the data files ``lcp/data/ledger/*.json``).

    Each entry: ``locator`` (``file:number``), ``digest``, ``first_words``, ``block``, ``kind``, ``verdict``,
    ``where`` (row ids or ``notebook#cell`` tags), ``note``, ``reader``, and ``file`` (added here).
    """
    if not isinstance(folder, (str, Path)):
        raise TypeError(f"folder must be a path (str or Path); got {type(folder).__name__}")
    if not Path(folder).is_dir():
        raise ValueError(f"folder must be an existing folder of ledger files; got {str(folder)!r}")
    out: list[dict] = []
    for path in sorted(Path(folder).glob("*.json"), key=lambda p: _ORDER.get(p.stem, 99)):
        out.extend(_section(path))
    return out


def _section(path: Path) -> list:
    """The entries of one section file, or a ValueError of one line naming the file and the field."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, RecursionError) as exc:  # not JSON, not UTF-8, nested too deep
        raise ValueError(f"ledger file {str(path)!r} is not JSON ({str(exc)[:120]}); restore it from git") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("file"), str) or not isinstance(doc.get("entries"), list):
        raise ValueError(
            f"ledger file {str(path)!r} must be an object with 'file' (a str) and 'entries' (a list); restore it from git"
        )
    if not all(isinstance(e, dict) for e in doc["entries"]):
        raise ValueError(f"ledger file {str(path)!r}: every item of 'entries' must be an object; restore it from git")
    return [{"file": doc["file"], **e} for e in doc["entries"]]


def _entries(entries, keys=("file", "kind", "verdict")) -> list:
    """``entries`` checked: a list of dicts with the keys given, each kind and verdict one of the ledger's."""
    if not isinstance(entries, (list, tuple)) or not all(isinstance(e, dict) for e in entries):
        raise TypeError("entries must be a list of the ledger's entries (dicts, as load() gives)")
    for e in entries:
        missing = [k for k in keys if k not in e]
        if missing:
            raise ValueError(f"entries: an entry lacks {missing} (the fields of lcp/data/ledger.schema.json)")
        if e["kind"] not in KINDS or e["verdict"] not in VERDICTS:
            raise ValueError(
                f"entries: kind must be one of {sorted(KINDS)} and verdict one of {sorted(VERDICTS)}; "
                f"got {e['kind']!r}, {e['verdict']!r}"
            )
    return list(entries)


def coverage(entries: list[dict]) -> list[dict]:
    """Per file: sentences, assertive sentences, and counts of each verdict (in :func:`files`' order)."""
    table: dict[str, dict] = {}
    for e in _entries(entries):
        row = table.setdefault(
            e["file"], {"file": e["file"], "sentences": 0, "assertive": 0, **dict.fromkeys(VERDICTS, 0)}
        )
        row["sentences"] += 1
        row["assertive"] += e["kind"] in ASSERTIVE
        row[e["verdict"]] += 1
    return list(table.values())


CSV_FIELDS = ("id", "file", "locator", "digest", "first_words", "block", "kind", "verdict", "where", "note", "reader")


def export(entries: list[dict]) -> tuple[str, str]:
    """``(json_text, csv_text)``: the whole ledger as one JSON document and one CSV table (``lcp/data/``).

    Each entry gets a permanent id, ``S-rev-0001`` onwards in the paper's order (the revision's text does not
    change, so neither do the ids); ``where`` is joined by ``;`` in the CSV.
    """
    import csv
    import io

    rows = [{"id": f"S-rev-{i:04d}", **e} for i, e in enumerate(_entries(entries, CSV_FIELDS[1:]), 1)]
    doc = {
        "ledger": "revision",
        "version": "1.0",
        "source": sources.REVISION.citation,
        "kinds": KINDS,
        "assertive": list(ASSERTIVE),
        "verdicts": VERDICTS,
        "entries": [{k: r[k] for k in CSV_FIELDS} for r in rows],
    }
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for r in rows:
        writer.writerow({**{k: r[k] for k in CSV_FIELDS}, "where": ";".join(r["where"])})
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n", buf.getvalue()


EXPORTS = (DATA_DIR.parent / "ledger.json", DATA_DIR.parent / "ledger.csv")


def main(argv: list[str] | None = None) -> int:
    """``python -m lcp.ledger``: write ``lcp/data/ledger.json`` and ``ledger.csv`` from the data files.

    Exit status: 0; 1 when ``--check`` finds an export out of date or an export cannot be written; 2 when a
    section file (``lcp/data/ledger/*.json``) is damaged (one line naming it).
    """
    import argparse

    if argv is not None and (not isinstance(argv, (list, tuple)) or not all(isinstance(a, str) for a in argv)):
        raise TypeError(f"argv must be a list of str (the command's arguments) or None; got {argv!r}")
    parser = argparse.ArgumentParser(prog="python -m lcp.ledger", description=main.__doc__)
    parser.add_argument("--check", action="store_true", help="only check that the exports are up to date")
    args = parser.parse_args(argv)
    try:
        texts = export(load())
    except ValueError as exc:
        print(f"python -m lcp.ledger: {exc}", file=sys.stderr)
        return 2
    stale = [p for p, t in zip(EXPORTS, texts) if not p.exists() or p.read_text(encoding="utf-8") != t]
    if args.check:
        for p in stale:
            print(f"{p.name} is out of date: run python -m lcp.ledger", file=sys.stderr)
        return 1 if stale else 0
    from .files import OutputError, write_output

    for p, t in zip(EXPORTS, texts):
        if p in stale:
            try:  # the package's own files: checked (never a device or a link replaced), written whole
                write_output(p, t.encode("utf-8"), option="the export", force=True)
            except OutputError as exc:
                print(f"python -m lcp.ledger: {exc}", file=sys.stderr)
                return 1
    rows = coverage(load())
    print(
        f"{sum(r['sentences'] for r in rows)} sentences, {sum(r['assertive'] for r in rows)} assertive, "
        f"{sum(r['unread'] for r in rows)} unread"
    )
    return 0


__all__ = [
    "KINDS",
    "ASSERTIVE",
    "VERDICTS",
    "FIRST_WORDS",
    "Sentence",
    "split_text",
    "split",
    "files",
    "load",
    "coverage",
    "export",
    "main",
]

if __name__ == "__main__":
    raise SystemExit(main())
