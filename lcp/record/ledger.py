r"""The reading ledger of the revision: every sentence of its LaTeX, with what a reading found.

The record (:mod:`lcp.record.errata`, :mod:`lcp.record.claims`) lists what is wrong or checked; it cannot show what was read
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

**Readings, by role** (:data:`ROLES`). An entry records who read it by role, never by name: its
``readings`` are the *first reading* (the verdict the entry was filed with) and a *second reading*, done blind
to the first by a reader who tries to refute it (given the sentence, the paper's definitions and the cited
check, not the first verdict's note). Where the two disagree (the verdict differs, the kind differs, or a
sentence filed as definition or motivation was found to assert something), the entry's ``settlement`` says
how it was settled and by whom (``{"by": "third reading", "how": ...}``), and the entry's ``kind``,
``verdict``, ``where`` and ``note`` are the settled ones; without a settlement they are the first reading's.
An entry with no second reading yet is allowed and counted (:func:`second_reading_missing`); once the second
readings are in, :data:`SECOND_READING_COMPLETE` is set and ``tests/record/test_ledger.py`` requires one for every
``holds`` of an assertive kind. ``tools/ledger_second.py`` brings the second readings in and lists the
disagreements (``lcp/data/ledger-disagreements.json``).

**The strict reading.** Each assertive sentence is read with the paper's own definitions, quantifiers and scope:
what a careful referee would take it to mean, not the weakest meaning under which it is true. A sentence true
only under a weaker reading *fails*, with an erratum of the right kind (overstated, imprecise). Three worked
examples from the revision:

1. ``appendix_parameter_analysis:018`` ("if we fix the bettor's hand strength $x$, the expected payoff ... is
   decreasing in $U$ if $x$ falls below a certain threshold, but increasing in $U$ if $x$ is above"): true of
   the value-betting hands the subsection is about, but a fixed $x$ below the threshold may be a bluff, whose
   payoff $x_2 - 1/2$ rises with $U$, or a check, whose payoff does not move. Fails, overstated: E-rev-029,
   the erratum of its twin in Sec. 8.3 (``payoff_parameter_analysis:044``).
2. ``conclusion:008`` ("a delicate balance where both players are indifferent among their equilibrium
   actions"): true at the margins ($x_2$, $x_3$, the bluffs among their sizes), but "both players ... among
   their equilibrium actions" covers the value hands, which strictly prefer their own size. Fails: E-rev-034.
3. ``game_value:003`` ("all Nash equilibria yield the same payoff to each player"): holds, and its argument
   must be valid too: for equilibria $(s, t)$ and $(s', t')$ of the zero-sum game (the bettor maximises $u$),
   $u(s, t) \ge u(s', t) \ge u(s', t') \ge u(s, t') \ge u(s, t)$, each step one player's best reply, so all
   four are equal. A chain run the other way round proves nothing; a sentence of the paper that argued so
   would fail though its conclusion stands.

A number whose printed digits an exact computation does not reproduce fails; a cross-reference holds only if
its target, in the compiled paper's numbering (``main/main.pdf``), holds what the sentence says.

**Twins and pointers.** ``lcp/data/ledger-twins.json`` links the sentences that state the same thing (main text
and appendix, text and caption, abstract, introduction and conclusion against the result): twins carry one
verdict or a stated reason why not. ``lcp/data/ledger-pointers.json`` gives every ``\ref`` its printed number
in the compiled paper (appendices A, B, C the symbolic solution, D, E) and its target (:mod:`lcp.record._pointers`).
An ``argument`` note argues: :func:`weak_arguments` flags one that restates its sentence.

**The text read is the LaTeX.** The author's compiled ``main/main.pdf`` (the basis of the arXiv v1 reader's text,
per the sources' README) was compiled from a slightly different text (:data:`PDF_DIFFERENCES`): Definition 3.1's
called-bet payoff reads 0.5 + 2s there (wrong; the LaTeX's 0.5 + s is right: E-rev-070), App. B's first
paragraph says Mathematica and "Appendix ??" where the LaTeX says sympy and links the script, two sentences
(``lcp:016``, ``appendix_nash_equilibrium:002``) are missing, and ``solving_lcp:007`` is worded differently.
Each entry reads the LaTeX's sentence; the numbering (sections, appendices, theorems) is main.pdf's.

The ledger quotes no more of the paper than a sentence's first words (at most :data:`FIRST_WORDS`): it is a
map of the paper, not a copy. Sentence numbers are permanent for a given text: the test
``tests/record/test_ledger.py`` re-splits the LaTeX and checks every locator and digest against the data file.

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

from lcp.core import _validate

from . import sources
from ._ledger_split import (
    _meaningful,
    _normaliser,
    _pieces,
    _sentences_in,
    _strip_comments,
    files,  # the section files in main.tex's order (below the numbering, which reads it too)
)

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
#: The readers, by role (an entry never names a tool or a person as its reader).
ROLES = ("first reading", "second reading", "third reading")
#: Set once the second readings are in (``tools/ledger_second.py``): from then on every ``holds`` of an
#: assertive kind must have a second reading (``tests/record/test_ledger.py``); until then the test requires that some
#: are still missing, so the switch cannot be forgotten.
SECOND_READING_COMPLETE = True
#: Where the compiled main.pdf differs from the LaTeX the ledger reads: (locator, page of main.pdf, what the PDF has).
PDF_DIFFERENCES: tuple[tuple[str, str, str], ...] = (
    ("lcp:014", "10", "a called bet pays '0.5 + 2s' to the higher hand (the LaTeX: 0.5 + s, right); erratum E-rev-070"),
    ("lcp:016", "10", "missing: 'The losing player's payoff is always the negative of the winning player's payoff'"),
    (
        "solving_lcp:007",
        "11",
        "the first refinement restricts the caller to monotone strategies 'which are more robust "
        "and less exploitable' (the LaTeX: '(defined below)'); the claim added is false in general (E-rev-007)",
    ),
    ("appendix_nash_equilibrium:002", "34", "missing: App. B opens directly with its proof"),
    (
        "appendix_nash_equilibrium:006",
        "34",
        "solved 'using Mathematica and simplified by finding common subexpressions A0, ..., A5' (the LaTeX: sympy)",
    ),
    (
        "appendix_nash_equilibrium:007",
        "35",
        "'The full Mathematica script is available in Appendix ??' (the LaTeX: the python script, linked on GitHub)",
    ),
)
DATA_DIR = Path(__file__).resolve().parents[1] / "data" / "ledger"

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
        Its span in the file's text with whitespace normalised (:func:`lcp.record.sources.normalise`), the
        coordinates :func:`lcp.record.sources.locate` gives a quote.
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


def split() -> list[Sentence]:
    """Every sentence of the revision, file by file (needs ``../shared``; see :func:`lcp.record.sources.shared_dir`)."""
    out: list[Sentence] = []
    for name in files():
        out.extend(split_text(sources.path(sources.REVISION, name).read_text(encoding="utf-8"), name))
    return out


def load(folder: Path = DATA_DIR) -> list[dict]:
    """Every entry of the ledger, file by file in the paper's order (the data files ``lcp/data/ledger/*.json``).

    Each entry: ``locator`` (``file:number``), ``digest``, ``first_words``, ``block``, ``kind``, ``verdict``,
    ``where`` (row ids or ``notebook#cell`` tags), ``note``, ``readings`` (by role), ``settlement`` (``None``
    or how a disagreement of the readings was settled, and by whom), and ``file`` (added here).
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
        for r in e.get("readings", ()):
            if not isinstance(r, dict) or r.get("role") not in ROLES:
                raise ValueError(f"entries: a reading's role must be one of {list(ROLES)}; got {r!r}")
    return list(entries)


def second_reading_missing(entries: list[dict]) -> list[str]:
    """The locators of the ``holds`` of an assertive kind that have no second reading yet.

    Examples
    --------
    >>> first = {"role": "first reading", "kind": "claim", "verdict": "holds", "note": "x = 1 checks it."}
    >>> second_reading_missing([{"file": "a", "locator": "a:001", "kind": "claim", "verdict": "holds",
    ...                          "readings": [first]}])
    ['a:001']
    """
    return [
        e["locator"]
        for e in _entries(entries, ("file", "locator", "kind", "verdict", "readings"))
        if e["verdict"] == "holds"
        and e["kind"] in ASSERTIVE
        and not any(r["role"] == "second reading" for r in e["readings"])
    ]


_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "in",
        "and",
        "or",
        "is",
        "are",
        "be",
        "it",
        "its",
        "this",
        "that",
        "for",
        "with",
        "as",
        "on",
        "by",
        "at",
        "from",
        "which",
        "we",
        "our",
        "their",
        "they",
        "not",
    ]
)
_REASONING = re.compile(
    r"\d|[=<>]|\b(?:since|because|so|hence|thus|therefore|if|by|gives?|follows?|implies|shows?|computed?|checks?|"
    r"counterexample|Lemma|Theorem|Sec\.|App\.|Appendix|Section|Figure|eq\.|row|cell|minimax|derivative|integral|"
    r"limit)\b",
    re.IGNORECASE,
)
#: A note sharing at least this share of its words with its sentence restates it (:func:`weak_arguments`).
RESTATES = 0.5


def _words(text: str) -> set[str]:
    text = re.sub(r"\\[A-Za-z]+", "", text)
    return {w for w in re.findall(r"[a-z][a-z0-9']+", text.lower()) if w not in _STOP and len(w) > 2}


def weak_arguments(entries: list[dict], sentences: list[Sentence]) -> list[str]:
    """The locators of the ``holds`` by ``argument`` whose note restates its sentence instead of arguing it.

    A note is weak when at least :data:`RESTATES` of its words (three letters or more, common words and LaTeX
    commands left out) are the sentence's own, or when it has no mark of reasoning at all (a number, a relation,
    "since", "so", "by", a theorem, section, row or cell cited).

    Examples
    --------
    >>> s = Sentence("a", 1, "prose", "", "Since LCP is zero-sum, the caller's payoff is minus the value.")
    >>> e = {"file": "a", "locator": "a:001", "kind": "claim", "verdict": "holds", "where": ["argument"]}
    >>> weak_arguments([{**e, "note": "Zero-sum: the caller's payoff is minus the bettor's."}], [s])
    ['a:001']
    >>> weak_arguments([{**e, "note": "In every outcome u_C = -u_B, so E[u_C] = -V."}], [s])
    []
    """
    text = {s.locator: s.text for s in sentences}
    out = []
    for e in _entries(entries, ("file", "locator", "kind", "verdict", "where", "note")):
        if e["verdict"] != "holds" or "argument" not in e["where"]:
            continue
        note = _words(e["note"])
        shared = len(note & _words(text.get(e["locator"], ""))) / max(1, len(note))
        if shared >= RESTATES or not _REASONING.search(e["note"]):
            out.append(e["locator"])
    return out


def coverage(entries: list[dict]) -> list[dict]:
    """Per file: sentences, assertive sentences, counts of each verdict, and how many sentences have a second
    reading (``read twice``) and a settled disagreement (``settled``), in :func:`files`' order."""
    table: dict[str, dict] = {}
    for e in _entries(entries):
        row = table.setdefault(
            e["file"],
            {
                "file": e["file"],
                "sentences": 0,
                "assertive": 0,
                **dict.fromkeys(VERDICTS, 0),
                "read twice": 0,
                "settled": 0,
            },
        )
        row["sentences"] += 1
        row["assertive"] += e["kind"] in ASSERTIVE
        row[e["verdict"]] += 1
        row["read twice"] += any(r.get("role") == "second reading" for r in e.get("readings", ()))
        row["settled"] += bool(e.get("settlement"))
    return list(table.values())


def places(sentences: list[Sentence] | None = None) -> dict[str, dict]:
    """Where a reader finds each sentence: ``{locator: {"page", "place", "shown"}}`` (its page in main.pdf, its
    numbered place as the paper prints it, its first words as rendered), as stored in
    ``lcp/data/ledger-places.json``, or found afresh for ``sentences`` (:func:`split`; needs ``../shared``)."""
    from . import _ledger_places

    if sentences is None:
        return _ledger_places.load()
    if not isinstance(sentences, (list, tuple)) or not all(isinstance(x, Sentence) for x in sentences):
        raise TypeError("sentences must be a list of Sentence (as split() gives) or None")
    return _ledger_places.places(sentences, PDF_DIFFERENCES)


def in_figures(sentences: list[Sentence]) -> set[str]:
    """The locators of the ``sentences`` that stand in a figure (a caption: it floats in main.pdf)."""
    from . import _ledger_places

    if not isinstance(sentences, (list, tuple)) or not all(isinstance(x, Sentence) for x in sentences):
        raise TypeError("sentences must be a list of Sentence (as split() gives)")
    by_file = _ledger_places.events_by_file()
    return {s.locator for s in sentences if _ledger_places.in_figure(s, by_file)}


CSV_FIELDS = (
    "id",
    "file",
    "locator",
    "digest",
    "page",
    "place",
    "shown",
    "first_words",
    "block",
    "kind",
    "verdict",
    "where",
    "note",
    "readings",
    "settlement",
)


def _readings_cell(e: dict) -> str:
    """The readings in one CSV cell: ``first reading: claim, holds; second reading: claim, holds``."""
    return "; ".join(f"{r['role']}: {r['kind']}, {r['verdict']}" for r in e["readings"])


def export(entries: list[dict]) -> tuple[str, str]:
    """``(json_text, csv_text)``: the whole ledger as one JSON document and one CSV table (``lcp/data/``).

    Each entry gets a permanent id, ``S-rev-0001`` onwards in the paper's order (the revision's text does not
    change, so neither do the ids), and where a reader finds it (``lcp/data/ledger-places.json``,
    :mod:`lcp.record._ledger_places`): its ``page`` in main.pdf, its numbered ``place`` as the paper prints it
    ("Theorem 4.1", "eq. (12)", "Section 8.3") and its first words as rendered (``shown``, no LaTeX); ``where`` is joined by ``;`` in the CSV, the readings are given there by
    role, kind and verdict (their notes are in the JSON) and the settlement by who settled it and how.
    """
    import csv
    import io

    from ._ledger_places import load as places

    where = places()
    given = ("page", "place", "shown")
    rows = [
        {"id": f"S-rev-{i:04d}", **e, **{k: where.get(e["locator"], {}).get(k, e.get(k)) for k in given}}
        for i, e in enumerate(_entries(entries, [f for f in CSV_FIELDS[1:] if f not in given]), 1)
    ]
    doc = {
        "ledger": "revision",
        "version": "2.1",
        "roles": list(ROLES),
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
        settled = r["settlement"]
        writer.writerow(
            {
                **{k: r[k] for k in CSV_FIELDS},
                "where": ";".join(r["where"]),
                "readings": _readings_cell(r),
                "settlement": f"{settled['by']}: {settled['how']}" if settled else "",
            }
        )
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n", buf.getvalue()


EXPORTS = (DATA_DIR.parent / "ledger.json", DATA_DIR.parent / "ledger.csv")


def main(argv: list[str] | None = None) -> int:
    """``python -m lcp.record.ledger``: write ``lcp/data/ledger.json`` and ``ledger.csv`` from the data files.

    Exit status: 0; 1 when ``--check`` finds an export out of date or an export cannot be written; 2 when a
    section file (``lcp/data/ledger/*.json``) is damaged (one line naming it).
    """
    import argparse

    _validate.argv(argv, "the command's arguments")
    parser = argparse.ArgumentParser(prog="python -m lcp.record.ledger", description=main.__doc__)
    parser.add_argument("--check", action="store_true", help="only check that the exports are up to date")
    args = parser.parse_args(argv)
    try:
        texts = export(load())
    except ValueError as exc:
        print(f"python -m lcp.record.ledger: {exc}", file=sys.stderr)
        return 2
    stale = [p for p, t in zip(EXPORTS, texts) if not p.exists() or p.read_text(encoding="utf-8") != t]
    if args.check:
        for p in stale:
            print(f"{p.name} is out of date: run python -m lcp.record.ledger", file=sys.stderr)
        return 1 if stale else 0
    from lcp.core.files import OutputError, write_output

    for p, t in zip(EXPORTS, texts):
        if p in stale:
            try:  # the package's own files: checked (never a device or a link replaced), written whole
                write_output(p, t.encode("utf-8"), option="the export", force=True)
            except OutputError as exc:
                print(f"python -m lcp.record.ledger: {exc}", file=sys.stderr)
                return 1
    rows = coverage(load())
    print(
        f"{sum(r['sentences'] for r in rows)} sentences, {sum(r['assertive'] for r in rows)} assertive, "
        f"{sum(r['unread'] for r in rows)} unread, {len(second_reading_missing(load()))} holds without a second "
        "reading"
    )
    return 0


__all__ = [
    "KINDS",
    "ASSERTIVE",
    "VERDICTS",
    "FIRST_WORDS",
    "ROLES",
    "SECOND_READING_COMPLETE",
    "Sentence",
    "split_text",
    "split",
    "files",
    "load",
    "coverage",
    "places",
    "in_figures",
    "second_reading_missing",
    "weak_arguments",
    "export",
    "main",
]

if __name__ == "__main__":
    raise SystemExit(main())
