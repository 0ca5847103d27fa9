r"""The record's format, below the rows that use it: the base :class:`Row` of every erratum and claim, the
schema it is checked by (:func:`check`, :func:`check_table`), the permanent ids (:func:`next_id`) and a row as
plain data (:func:`field_order`, :func:`as_dict`).

Its public names are :mod:`lcp.record`'s, which re-exports them and documents the format; they are defined
here so that the rows (:mod:`lcp.record.errata`, :mod:`lcp.record.claims`, whose tables :mod:`lcp.record` exports) import
the format without importing the record that reads them: no import circle.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, NoReturn

from . import markup
from .sources import REVISION, REVISION_STATUSES, SOURCES, Quote, Source

SEVERITIES = {
    "major": "a stated result is false (a theorem or lemma, the equilibrium, its value, or a conclusion drawn from them)",
    "moderate": "a derivation or a printed formula is wrong, but the result it serves stands",
    "minor": "wording, a reference, a cross-reference or typography",
}
KINDS = {"E": "erratum", "C": "claim"}
# A row's id (the schema's pattern, ``lcp/data/record.schema.json``): ASCII digits, three of them, nothing after.
ID = re.compile(r"^(?P<kind>[EC])-(?P<code>[a-z]{3})-(?P<number>[0-9]{3})\Z")
NOTEBOOK = re.compile(r"^\d\d_[a-z0-9_]+$")
CELL = re.compile(r"^[a-z0-9][a-z0-9-]*$")
# Sources whose rows concern the paper (each says what became of it in the revision).
PAPER_SOURCES = ("manuscript", "draft", "revision")


class SchemaError(ValueError):
    """A row that breaks the record's schema (the message names the row's id and the field).

    Examples
    --------
    >>> issubclass(SchemaError, ValueError)
    True
    """


@dataclass(frozen=True, kw_only=True)
class Row:
    r"""What every erratum and claim has: a permanent id, its source and place, a severity, a proving cell.

    A row of the revision states its place once: its ``revision`` is ``"new"`` and its ``revision_where``
    and ``revision_quote`` are its own ``where`` and ``quote`` (filled in, never written twice).

    Examples
    --------
    >>> from lcp.record.errata import Erratum
    >>> from lcp.record.sources import MANUSCRIPT
    >>> row = Erratum(id="E-man-099", source=MANUSCRIPT, severity="minor", where="Sec. 9", printed="$V = 1/7$",
    ...               corrected="$V = 1/14$", notebook="02_no_limit", cell="nlcp-value",
    ...               quote=Quote("## 9", "1/7"), revision="gone")
    >>> row.kind, row.severity
    ('erratum', 'minor')
    >>> Erratum(id="E-man-099", source=MANUSCRIPT, severity="grave", where="Sec. 9", printed="a", corrected="b",
    ...         notebook="02_no_limit", cell="nlcp-value", quote=Quote("## 9", "1/7"), revision="gone")
    Traceback (most recent call last):
    ...
    lcp.record.SchemaError: E-man-099: severity must be one of major, moderate, minor; got 'grave'
    """

    id: str
    source: Source
    severity: str
    where: str
    notebook: str = ""  # notebooks/<notebook>.py proves or settles it
    cell: str = ""  # the tag of that cell
    quote: Quote | None = None  # the source's words, verbatim, at their place
    revision: str = "other"  # what became of it in the revision (lcp.record.sources.REVISION_STATUSES)
    revision_where: str = ""  # its place in the revision, where it has one
    revision_quote: Quote | None = None  # the revision's words (persists: the same; fixed: the correction)

    KIND: ClassVar[str] = ""  # "E" or "C"
    MARKUP_FIELDS: ClassVar[tuple[str, ...]] = ("where", "revision_where")
    REQUIRED: ClassVar[tuple[str, ...]] = ("where",)

    def __post_init__(self) -> None:
        if self.source is REVISION:  # the revision's own statement: its place is its revision place
            for name, own in (("revision", "new"), ("revision_where", self.where), ("revision_quote", self.quote)):
                if getattr(self, name) not in (own, _DEFAULTS[name]):
                    raise SchemaError(f"{self.id}: a row of the revision states its place once; drop {name}")
                object.__setattr__(self, name, own)
        check(self)

    @property
    def kind(self) -> str:
        """``"erratum"`` or ``"claim"``."""
        return KINDS[self.KIND]

    def _problem(self) -> str | None:
        """What is wrong with the fields of this kind of row (None if nothing); the subclasses say."""
        return None


_DEFAULTS = {"revision": "other", "revision_where": "", "revision_quote": None}


def _fail(row: object, message: str) -> NoReturn:
    raise SchemaError(f"{getattr(row, 'id', '?')}: {message}")


def check(row: Row) -> None:
    """Check one row against the schema: every field's type and vocabulary, the id, the markup.

    Parameters
    ----------
    row : Row
        An erratum or a claim.

    Raises
    ------
    SchemaError
        The first problem found, naming the row's id and the field.

    Examples
    --------
    >>> from lcp import claims
    >>> check(claims.CLAIMS[0]) is None
    True
    """
    if not isinstance(row, Row):
        raise TypeError(f"row must be an erratum or a claim (an lcp.record.Row); got {type(row).__name__} {row!r}")
    m = ID.match(row.id) if isinstance(row.id, str) else None
    if m is None:
        _fail(row, f"id must look like E-rev-014 or C-man-003; got {row.id!r}")
    if row.KIND and m["kind"] != row.KIND:
        _fail(row, f"the id of {'an' if row.KIND == 'E' else 'a'} {row.kind} starts with {row.KIND}-")
    if not isinstance(row.source, Source) or row.source not in SOURCES:
        _fail(row, f"source must be one of lcp.record.sources.SOURCES; got {row.source!r}")
    if m["code"] != row.source.code:
        _fail(row, f"the id's code must be {row.source.code!r}, the code of {row.source.key!r}")
    if row.severity not in SEVERITIES:
        _fail(row, f"severity must be one of {', '.join(SEVERITIES)}; got {row.severity!r}")
    for f in fields(row):
        value = getattr(row, f.name)
        if f.name.endswith("quote"):
            if value is not None and not (isinstance(value, Quote) and value.at and value.text):
                _fail(row, f"{f.name} must be a Quote with an anchor and words")
        elif f.name != "source" and not isinstance(value, str):
            _fail(row, f"{f.name} must be a str; got {type(value).__name__}")
    for name in row.REQUIRED:
        if not getattr(row, name).strip():
            _fail(row, f"{name} must not be empty")
    for name in row.MARKUP_FIELDS:
        found = markup.problems(getattr(row, name))
        if found:
            _fail(row, f"{name}: {'; '.join(found)}")
    if row.notebook and not NOTEBOOK.match(row.notebook):
        _fail(row, f"notebook must be a notebook's name like 03_lcp_derivation; got {row.notebook!r}")
    if row.cell and not CELL.match(row.cell):
        _fail(row, f"cell must be a cell tag (lower case, digits, hyphens); got {row.cell!r}")
    if bool(row.notebook) != bool(row.cell):
        _fail(row, "notebook and cell go together")
    if row.quote is None:
        _fail(row, "quote: every row quotes its source")
    if (row.source is REVISION) != bool(row.quote.file):
        _fail(row, "quote.file names the revision's section folder, and only for the revision")
    _check_revision(row)
    problem = row._problem()
    if problem:
        _fail(row, problem)


def _check_revision(row: Row) -> None:
    if row.revision not in REVISION_STATUSES:
        _fail(row, f"revision must be one of {', '.join(REVISION_STATUSES)}; got {row.revision!r}")
    if row.source.key in PAPER_SOURCES:
        if row.revision == "other":
            _fail(row, "a row about the paper says what became of it in the revision (revision=...)")
        if row.revision in ("persists", "fixed", "new") and not (row.revision_where and row.revision_quote):
            _fail(row, f"revision={row.revision!r} needs revision_where and revision_quote")
        if row.revision_quote is not None and not row.revision_quote.file:
            _fail(row, "revision_quote.file names the revision's section folder")
    elif row.revision != "other" or row.revision_where or row.revision_quote:
        _fail(row, "a row of another source has no revision fields")


def check_table(rows: Iterable[Row], retired: Iterable[str] = ()) -> None:
    """Check a whole table: every id unique, and none of them retired.

    Parameters
    ----------
    rows : iterable of Row
        The table.
    retired : iterable of str
        Ids withdrawn for good.

    Raises
    ------
    SchemaError
        Naming the repeated or retired id.

    Examples
    --------
    >>> from lcp import errata
    >>> check_table(errata.ERRATA, errata.RETIRED)
    >>> check_table(errata.ERRATA[:1] * 2)
    Traceback (most recent call last):
    ...
    lcp.record.SchemaError: E-man-001: the id is used twice
    """
    rows = _rows(rows, "rows")
    if isinstance(retired, (str, bytes)) or not hasattr(retired, "__iter__"):
        raise TypeError(f"retired must be an iterable of ids; got {retired!r}")
    retired = set(retired)
    if not all(isinstance(i, str) for i in retired):
        raise TypeError(f"retired must hold ids (str); got {sorted(map(repr, retired))}")
    seen: set[str] = set()
    for row in rows:
        if row.id in seen:
            _fail(row, "the id is used twice")
        if row.id in retired:
            _fail(row, "the id was retired and is never given again")
        seen.add(row.id)


def _rows(rows: Iterable[Row], name: str) -> tuple[Row, ...]:
    """``rows`` as a tuple if every item is an erratum or a claim, else a TypeError naming ``name``."""
    if isinstance(rows, (str, bytes, dict)) or not hasattr(rows, "__iter__"):
        raise TypeError(f"{name} must be an iterable of errata or claims; got {rows!r}")
    out = tuple(rows)
    bad = next((r for r in out if not isinstance(r, Row)), None)
    if bad is not None:
        raise TypeError(f"{name} must hold errata or claims (lcp.record.Row) only; got {type(bad).__name__} {bad!r}")
    return out


def _of_kind(rows: Iterable[Row], kind: str) -> tuple[Row, ...]:
    """``rows`` if they are all of the table ``kind`` names (``"errata"`` or ``"claims"``)."""
    if not isinstance(kind, str) or kind not in ("errata", "claims"):
        raise ValueError(f"kind must be 'errata' or 'claims'; got {kind!r}")
    rows = _rows(rows, "rows")
    other = next((r for r in rows if r.KIND != ("E" if kind == "errata" else "C")), None)
    if other is not None:
        raise ValueError(
            f"rows of the table {kind!r} must all be {'errata' if kind == 'errata' else 'claims'}; got {other.id}"
        )
    return rows


def next_id(kind: str, source: Source, taken: Iterable[str]) -> str:
    """The id a new row takes: one more than the largest number of its kind and source in ``taken``.

    Parameters
    ----------
    kind : str
        ``"E"`` (an erratum) or ``"C"`` (a claim).
    source : Source
        The row's source.
    taken : iterable of str
        Every id ever released (the rows' ids, the retired ones and ``lcp/data/released_ids.json``).

    Returns
    -------
    str

    Raises
    ------
    ValueError
        When the kind and source have used every three-digit number (``E-man-999`` is taken): an id keeps
        three digits, the schema's pattern, so ids sort and cite alike.

    Examples
    --------
    >>> from lcp.record.sources import REVISION
    >>> next_id("E", REVISION, ["E-rev-001", "E-rev-014", "C-rev-020", "E-man-030"])
    'E-rev-015'
    """
    if not isinstance(kind, str) or kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}; got {kind!r}")
    if not isinstance(source, Source) or source not in SOURCES:
        raise TypeError(f"source must be one of lcp.record.sources.SOURCES; got {source!r}")
    if isinstance(taken, (str, bytes)) or not hasattr(taken, "__iter__"):
        raise TypeError(f"taken must be an iterable of ids; got {taken!r}")
    taken = list(taken)
    bad = next((i for i in taken if not isinstance(i, str) or not ID.match(i)), None)
    if bad is not None:
        raise ValueError(f"taken must hold ids like E-rev-014 or C-man-003; got {bad!r}")
    prefix = f"{kind}-{source.code}-"
    numbers = [int(i[len(prefix) :]) for i in taken if i.startswith(prefix)]
    number = max(numbers, default=0) + 1
    if number > 999:
        raise ValueError(
            f"{prefix}999 is taken and an id has three digits (lcp.record.ID, the schema's id pattern): "
            f"{kind}-{source.code} has no number left"
        )
    return f"{prefix}{number:03d}"


# --- a row as plain data (lcp/record/_export.py writes the tables as JSON and CSV) --------------------------

# The version of the data format (``errata.json``, ``claims.json``, the CSV columns): the major number
# changes when a field is removed or changes meaning, the minor one when a field is added.
RECORD_VERSION = "1.1"  # 1.1: a claim names the erratum whose words it restates (erratum)
_QUOTE_FIELDS = ("at", "text", "file")


def field_order(cls: type[Row]) -> list[str]:
    """The fields of a kind of row in reading order: id, source, severity, place, its own fields, the rest.

    Parameters
    ----------
    cls : type
        :class:`lcp.record.errata.Erratum` or :class:`lcp.record.claims.Claim`.

    Returns
    -------
    list of str

    Examples
    --------
    >>> from lcp.record.errata import Erratum
    >>> field_order(Erratum)[:6]
    ['id', 'source', 'severity', 'where', 'printed', 'corrected']
    """
    if not (isinstance(cls, type) and issubclass(cls, Row)):
        raise TypeError(
            f"cls must be lcp.record.errata.Erratum or lcp.record.claims.Claim (a subclass of lcp.record.Row); got {cls!r}"
        )
    base = [f.name for f in fields(Row)]
    own = [f.name for f in fields(cls) if f.name not in base]
    return base[:4] + own + base[4:]


def as_dict(row: Row) -> dict[str, Any]:
    """A row as plain data: every field by name, the source by its key, quotes as objects.

    A row of the revision gives its place once: its ``revision_where`` and ``revision_quote`` are null (they
    are its ``where`` and ``quote``).

    Parameters
    ----------
    row : Row
        An erratum or a claim.

    Returns
    -------
    dict
        JSON-ready; the keys in the order of the row's fields, ``id`` first.

    Examples
    --------
    >>> from lcp import errata
    >>> d = as_dict(errata.ERRATA[0])
    >>> list(d)[:4], d["source"], sorted(d["quote"])
    (['id', 'source', 'severity', 'where'], 'manuscript', ['at', 'file', 'text'])
    """
    if not isinstance(row, Row):
        raise TypeError(f"row must be an erratum or a claim (an lcp.record.Row); got {type(row).__name__} {row!r}")
    data = {}
    for name in field_order(type(row)):
        value = getattr(row, name)
        if name == "source":
            value = value.key
        elif name.endswith("quote"):
            value = None if value is None else {k: getattr(value, k) for k in _QUOTE_FIELDS}
        data[name] = value
    if row.source is REVISION:
        data["revision_where"] = data["revision_quote"] = None
    return data


# Their public home is lcp.record, which re-exports them: tracebacks (lcp.record.SchemaError), the API page
# and the doctests (run in lcp.record's namespace) name it.
for _public in (SchemaError, Row, check, check_table, next_id, field_order, as_dict):
    _public.__module__ = "lcp.record"
