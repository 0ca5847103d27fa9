"""The command line of the record, ``python -m lcp.record.errata`` and ``python -m lcp.record.claims`` (:func:`main`), and
what it is made of: filters (:func:`select`), renderings (:func:`render`), ASCII for a plain terminal
(:func:`ascii_text`). The format itself is :mod:`lcp.record`."""

from __future__ import annotations

# Above the format (lcp.record._format), the rows (lcp.record.errata, lcp.record.claims) and the export (lcp.record._export),
# below lcp.record, which re-exports main and the rest: it imports none of its importers.

FORMATS = ("text", "markdown", "json", "csv")
#: What an ASCII-only terminal gets for the characters the plain-text rendering uses.
_ASCII = {
    "≤": "<=",
    "≥": ">=",
    "≠": "!=",
    "∞": "inf",
    "·": "*",
    "×": "x",
    "≈": "~",
    "±": "+-",
    "→": "->",
    "∈": " in ",
    "∉": " not in ",
    "…": "...",
    "⋯": "...",
    "≡": "==",
    "∫": "int",
    "Σ": "sum",
    "Π": "prod",
    "∂": "d",
    "ℓ": "l",
    "⌊": "floor(",
    "⌋": ")",
    "⌈": "ceil(",
    "⌉": ")",
    "−": "-",
    "–": "-",
    "—": "--",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "√": "sqrt",
    "\N{NO-BREAK SPACE}": " ",
}
_SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ", "0123456789+-=()n"))
_SUBSCRIPTS = dict(zip("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎", "0123456789+-=()"))


def ascii_text(text: str) -> str:
    r"""``text`` in ASCII for a terminal that has nothing else: symbols spelled (``≤`` as ``<=``), powers
    as ``^2``, indices as ``_0``, Greek letters by name; anything left as a ``\u`` escape.

    Parameters
    ----------
    text : str
        Any text.

    Returns
    -------
    str
        Only ASCII characters.

    Examples
    --------
    >>> ascii_text("x₀ ≤ 1/(1 + s)² → ∞, α’s")
    "x_0 <= 1/(1 + s)^2 -> inf, alpha's"
    """
    import unicodedata

    out, i = [], 0
    while i < len(text):
        ch = text[i]
        for table, mark in ((_SUPERSCRIPTS, "^"), (_SUBSCRIPTS, "_")):
            if ch in table:
                j = i
                while j < len(text) and text[j] in table:
                    j += 1
                out.append(mark + "".join(table[c] for c in text[i:j]))
                i = j
                break
        else:
            if ch in _ASCII:
                out.append(_ASCII[ch])
            elif ord(ch) < 128:
                out.append(ch)
            else:
                name = unicodedata.name(ch, "")
                if name.startswith(("GREEK SMALL LETTER", "GREEK CAPITAL LETTER")):
                    letter = name.split()[-1].lower()
                    out.append(letter if "SMALL" in name else letter.capitalize())
                else:
                    plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
                    out.append(plain or ch.encode("ascii", "backslashreplace").decode())
            i += 1
    return "".join(out)


def _parser(kind: str):
    import argparse

    from ._format import SEVERITIES
    from .sources import REVISION_STATUSES, SOURCES

    noun = {"errata": "errata", "claims": "claims"}[kind]
    parser = argparse.ArgumentParser(
        prog=f"python -m lcp.record.{kind}",
        description=f"Print the companion's {noun}, filtered, as text, Markdown, JSON or CSV. Filters of one "
        "kind may be repeated (any of them matches); filters of different kinds all apply.",
        epilog=f"Example: python -m lcp.record.{kind} --source revision --severity major --format json. Exit status: 0; "
        "1 when no row matches (stderr says so; JSON and CSV still print their empty document) or the output "
        "cannot be written; 2 for a bad argument.",
    )
    parser.add_argument(
        "--source",
        action="append",
        choices=[s.key for s in SOURCES],
        metavar="SOURCE",
        help="keep rows of this source: " + ", ".join(s.key for s in SOURCES),
    )
    parser.add_argument("--severity", action="append", choices=list(SEVERITIES), help="keep rows of this severity")
    if kind == "claims":
        from .claims import STATUSES

        parser.add_argument("--status", action="append", choices=list(STATUSES), help="keep claims of this status")
    parser.add_argument(
        "--revision",
        action="append",
        choices=list(REVISION_STATUSES),
        help="keep rows with this status in the revision",
    )
    parser.add_argument(
        "--notebook", action="append", metavar="NAME", help="keep rows proved in this notebook (e.g. 09_revision)"
    )
    parser.add_argument("--id", action="append", metavar="ID", help="keep the row with this id (e.g. E-rev-014)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format (default: text)")
    parser.add_argument("--width", type=int, default=100, help="line width of the text format (default: 100)")
    return parser


def select(rows, **filters) -> list:
    """The rows that pass every filter given (a filter is a collection of allowed values, or None).

    Parameters
    ----------
    rows : iterable of Row
        The table.
    **filters
        ``source`` (keys), ``severity``, ``status``, ``revision``, ``notebook``, ``id``.

    Returns
    -------
    list of Row

    Examples
    --------
    >>> from lcp import errata
    >>> rows = select(errata.ERRATA, source=["revision"], severity=["major"])
    >>> rows and all(r.source.key == "revision" and r.severity == "major" for r in rows)
    True
    """

    def value(row, name):
        return row.source.key if name == "source" else getattr(row, name, None)

    return [r for r in rows if all(not allowed or value(r, name) in allowed for name, allowed in filters.items())]


def render(rows, kind: str, fmt: str, width: int = 100) -> str:
    """The rows in one of :data:`FORMATS` (what the command line prints).

    Parameters
    ----------
    rows : iterable of Row
        The rows to show.
    kind : str
        ``"errata"`` or ``"claims"``.
    fmt : str
        One of :data:`FORMATS`.
    width : int
        The line width of the text format.

    Returns
    -------
    str

    Examples
    --------
    >>> from lcp import claims
    >>> render(claims.CLAIMS[:1], "claims", "csv").splitlines()[0].split(",")[:3]
    ['id', 'source', 'severity']
    """
    from . import claims, errata
    from ._export import to_csv, to_json

    module = {"errata": errata, "claims": claims}[kind]
    if fmt == "json":
        return to_json(rows, kind)
    if fmt == "csv":
        return to_csv(rows, kind)
    if fmt == "markdown":
        return module.markdown(rows) + "\n"
    if fmt == "text":
        return module.text(rows, width) + "\n"
    raise ValueError(f"format must be one of {', '.join(FORMATS)}; got {fmt!r}")


def main(kind: str, argv=None) -> int:
    """``python -m lcp.record.errata`` and ``python -m lcp.record.claims``: parse the arguments, filter, print.

    Safe on a closed pipe (``| head -1`` ends quietly) and on a terminal that takes only ASCII (the text and
    Markdown formats spell symbols out; JSON and CSV, the exports, are UTF-8 bytes whatever the locale). Filters that match no row print one line saying so on stderr (the JSON
    and CSV formats still print their empty document) and exit with 1, as ``grep`` does, so a script can
    tell "none" from "some". Output that cannot be written (a full disk, a closed standard output) is
    reported in one line, with exit status 1.

    Parameters
    ----------
    kind : str
        ``"errata"`` or ``"claims"``.
    argv : list of str, optional
        The arguments (default: the command line's).

    Returns
    -------
    int
        The exit status: 0, or 1 when no row matches or the output cannot be written (a bad argument
        exits with 2, as argparse does).

    Examples
    --------
    >>> main("errata", ["--id", "E-man-001", "--format", "csv"])  # doctest: +ELLIPSIS
    id,source,severity,where,printed,corrected,...
    E-man-001,manuscript,...
    0
    """
    import sys

    from . import claims, errata

    prog = f"python -m lcp.record.{kind}"
    args = _parser(kind).parse_args(argv)
    if args.width < 20:
        _parser(kind).error(f"--width must be at least 20; got {args.width}")
    table = errata.ERRATA if kind == "errata" else claims.CLAIMS
    filters = {
        "source": args.source,
        "severity": args.severity,
        "revision": args.revision,
        "notebook": args.notebook,
        "id": args.id,
    }
    if kind == "claims":
        filters["status"] = args.status
    rows = select(table, **filters)
    out = render(rows, kind, args.format, args.width) if rows or args.format in ("json", "csv") else ""
    if args.format in ("json", "csv"):  # the exports: UTF-8 bytes whatever the terminal's locale
        status = write_output(out.encode("utf-8"), prog)
    else:
        encoding = getattr(sys.stdout, "encoding", None) or "ascii"
        try:
            "≤∞’".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            out = ascii_text(out)
        status = write_output(out, prog)
    if status == 0 and not rows:
        given = " ".join(f"--{name} {value}" for name, values in filters.items() for value in values or ())
        print(f"{prog}: no {kind} match {given}", file=sys.stderr)
        return 1
    return status


def write_output(text, prog: str) -> int:
    """Write ``text`` (a str, or bytes written as they are) to standard output; the exit status: 0, or 1 with
    one line on stderr if it cannot.

    A reader that left (``| head -1``: a broken pipe) ends the command quietly with 0, as it was told
    what it asked for. A full disk, a closed standard output or another error of the output is one line
    naming it (``prog: cannot write the output (No space left on device)``), not a traceback, and Python
    is kept from complaining again when it flushes at exit.

    Parameters
    ----------
    text : str or bytes
        What to print (bytes go to ``sys.stdout.buffer`` unchanged: UTF-8 whatever the locale).
    prog : str
        The command's name, for the message.

    Returns
    -------
    int
        0 or 1.

    Examples
    --------
    >>> write_output("hello\\n", "python -m lcp.record.errata")
    hello
    0
    """
    import sys

    if sys.stdout is None:  # started with standard output closed (>&-)
        print(f"{prog}: cannot write the output (standard output is closed)", file=sys.stderr)
        return 1
    try:
        if isinstance(text, bytes):
            sys.stdout.flush()
            if getattr(sys.stdout, "buffer", None) is None:  # a text stream with no bytes below (a test's capture)
                sys.stdout.write(text.decode("utf-8"))
            else:
                sys.stdout.buffer.write(text)
                sys.stdout.buffer.flush()
        else:
            sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader left (| head): say nothing more, and let Python not complain at exit
        _silence_stdout()
        return 0
    except OSError as exc:  # a full disk (ENOSPC), an I/O error
        _silence_stdout()
        print(f"{prog}: cannot write the output ({exc.strerror or exc})", file=sys.stderr)
        return 1
    return 0


def _silence_stdout() -> None:
    """Point standard output at the null device: what is left in its buffer is not written again at exit."""
    import os
    import sys

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real file behind sys.stdout (a test's capture)
        pass


def record_main(argv=None) -> int:
    """``python -m lcp.record``: rewrite the data files of ``lcp/data/`` from the rows, or (``--next KIND
    SOURCE``) print the id a new row takes.

    Parameters
    ----------
    argv : list of str, optional
        The arguments (default: the command line's).

    Returns
    -------
    int
        The exit status: 0, or 1 when a file or the output cannot be written (a bad argument exits with 2).

    Examples
    --------
    >>> record_main(["--next", "E", "man"])  # doctest: +ELLIPSIS
    E-man-0...
    0
    """
    import argparse
    import json
    import sys
    from pathlib import Path

    from . import claims, errata
    from ._export import write_data
    from ._format import KINDS, next_id
    from .sources import SOURCES

    prog = "python -m lcp.record"
    data = Path(__file__).resolve().parents[1] / "data"
    codes = {s.code: s for s in SOURCES} | {s.key: s for s in SOURCES}
    parser = argparse.ArgumentParser(
        prog=prog,
        description=f"Rewrite the record's data files (errata.json, claims.json, errata.csv, claims.csv in {data}) "
        "from the rows of lcp.record.errata and lcp.record.claims; with --next, write nothing and print the id a new row takes.",
        epilog="Example: python -m lcp.record --next E rev",
    )
    parser.add_argument(
        "--next",
        nargs=2,
        metavar=("KIND", "SOURCE"),
        help=f"print the next free id of KIND ({', '.join(f'{k} ({v})' for k, v in KINDS.items())}) and SOURCE "
        f"(one of {', '.join(s.code for s in SOURCES)}), counting every id ever released",
    )
    args = parser.parse_args(argv)
    if args.next:
        kind, code = args.next
        if kind not in KINDS:
            parser.error(f"--next: KIND must be one of {', '.join(KINDS)}; got {kind!r}")
        if code not in codes:
            parser.error(f"--next: SOURCE must be one of {', '.join(s.code for s in SOURCES)}; got {code!r}")
        table, retired, name = (
            (errata.ERRATA, errata.RETIRED, "errata") if kind == "E" else (claims.CLAIMS, claims.RETIRED, "claims")
        )
        released = json.loads((data / "released_ids.json").read_text(encoding="utf-8"))[name]
        try:
            new = next_id(kind, codes[code], [*(r.id for r in table), *retired, *released])
        except ValueError as exc:
            print(f"{prog}: {exc}", file=sys.stderr)
            return 1
        return write_output(new + "\n", prog)
    try:
        written = write_data(data)
    except OSError as exc:
        print(f"{prog}: cannot write {exc.filename or data} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    return write_output("".join(f"wrote {path}\n" for path in written), prog)
