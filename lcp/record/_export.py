r"""The record as data: a table of errata or claims as a JSON document (:func:`document`, :func:`to_json`)
or CSV (:func:`csv_columns`, :func:`to_csv`), and the data files of ``lcp/data/`` (:func:`write_data`).

Above the rows (:mod:`lcp.record.errata`, :mod:`lcp.record.claims`) and the format (``lcp.record._format``), below the
command line (``lcp.record._cli``); its public names are :mod:`lcp.record`'s, which re-exports them.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from lcp.core import software

from ._format import _QUOTE_FIELDS, RECORD_VERSION, SEVERITIES, Row, _of_kind, as_dict, field_order
from .sources import REVISION_STATUSES, SOURCES

if TYPE_CHECKING:
    from pathlib import Path


def document(rows: Iterable[Row], kind: str) -> dict[str, Any]:
    """The JSON document of a table: its kind, the format's version, the vocabularies, the rows.

    Parameters
    ----------
    rows : iterable of Row
        The table (errata or claims).
    kind : str
        ``"errata"`` or ``"claims"``.

    Returns
    -------
    dict
        ``{"record": kind, "version": RECORD_VERSION, "software": ..., "sources": ..., "severities": ...,
        ["statuses": ...,]
        "revision_statuses": ..., "rows": [...]}``, valid under :func:`json_schema`.

    Examples
    --------
    >>> from lcp import claims
    >>> doc = document(claims.CLAIMS[:2], "claims")
    >>> doc["record"], doc["version"], len(doc["rows"]), "proved" in doc["statuses"]
    ('claims', '1.1', 2, True)
    """
    rows = _of_kind(rows, kind)
    doc: dict[str, Any] = {
        "record": kind,
        "version": RECORD_VERSION,
        "software": software.versions(),  # the Python and the library that wrote the file (issue 59)
        "sources": {s.key: {"code": s.code, "file": s.file, "title": s.title, "citation": s.citation} for s in SOURCES},
        "severities": dict(SEVERITIES),
    }
    if kind == "claims":
        from .claims import MEANING

        doc["statuses"] = dict(MEANING)
    doc["revision_statuses"] = dict(REVISION_STATUSES)
    doc["rows"] = [as_dict(r) for r in rows]
    return doc


def to_json(rows: Iterable[Row], kind: str) -> str:
    """The table as JSON text (:func:`document`, two-space indent, UTF-8 characters kept).

    Parameters
    ----------
    rows : iterable of Row
        The table.
    kind : str
        ``"errata"`` or ``"claims"``.

    Returns
    -------
    str

    Examples
    --------
    >>> import json
    >>> from lcp import errata
    >>> json.loads(to_json(errata.ERRATA[:1], "errata"))["rows"][0]["id"]
    'E-man-001'
    """
    import json

    return json.dumps(document(rows, kind), indent=2, ensure_ascii=False) + "\n"


def csv_columns(kind: str) -> list[str]:
    """The CSV's columns: the row's fields, each quote split into ``_at``, ``_text``, ``_file``.

    Parameters
    ----------
    kind : str
        ``"errata"`` or ``"claims"``.

    Returns
    -------
    list of str

    Examples
    --------
    >>> csv_columns("errata")[:8]
    ['id', 'source', 'severity', 'where', 'printed', 'corrected', 'notebook', 'cell']
    """
    from .claims import Claim
    from .errata import Erratum

    cls = {"errata": Erratum, "claims": Claim}.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"kind must be 'errata' or 'claims'; got {kind!r}")
    names = []
    for name in field_order(cls):
        names += [f"{name}_{k}" for k in _QUOTE_FIELDS] if name.endswith("quote") else [name]
    return names


def to_csv(rows: Iterable[Row], kind: str) -> str:
    """The table as CSV (RFC 4180 quoting, a header line, one line per row; empty cells for null).

    Parameters
    ----------
    rows : iterable of Row
        The table.
    kind : str
        ``"errata"`` or ``"claims"``.

    Returns
    -------
    str

    Examples
    --------
    >>> import csv, io
    >>> from lcp import claims
    >>> table = list(csv.DictReader(io.StringIO(to_csv(claims.CLAIMS[:3], "claims"))))
    >>> [r["id"] for r in table], table[0]["status"]
    (['C-man-001', 'C-man-002', 'C-man-003'], 'proved')
    """
    import csv
    import io

    columns = csv_columns(kind)
    rows = _of_kind(rows, kind)
    out = io.StringIO()
    writer = csv.DictWriter(out, columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        flat = {}
        for name, value in as_dict(row).items():
            if name.endswith("quote"):
                flat.update({f"{name}_{k}": (value or {}).get(k, "") for k in _QUOTE_FIELDS})
            else:
                flat[name] = value
        writer.writerow(flat)
    return out.getvalue()


def write_data(folder: str | os.PathLike[str]) -> list[Path]:
    """Write ``errata.json``, ``claims.json``, ``errata.csv`` and ``claims.csv`` into ``folder``.

    The copies in ``lcp/data/`` ship in the wheel (``python -m lcp.record`` rewrites them;
    ``tests/test_record_data.py`` fails when they lag behind the rows); the site writes its own.

    Parameters
    ----------
    folder : path-like
        Where to write (created if missing; a file there, or a folder that cannot be made, is an OSError of
        one line naming it). Each file is written whole through :func:`lcp.core.files.write_output` (a Ctrl-C
        leaves the old one; a link keeps pointing at its file).

    Returns
    -------
    list of pathlib.Path
        The files written.

    Examples
    --------
    >>> import tempfile
    >>> sorted(p.name for p in write_data(tempfile.mkdtemp()))
    ['claims.csv', 'claims.json', 'errata.csv', 'errata.json']
    """
    from pathlib import Path

    from .claims import CLAIMS
    from .errata import ERRATA

    if isinstance(folder, bytes) or not isinstance(folder, (str, os.PathLike)):
        raise TypeError(f"folder must be a str or path-like; got {type(folder).__name__} {folder!r}")
    from lcp.core.files import OutputError, write_output

    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"folder {str(folder)!r} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"folder {str(folder)!r} cannot be made ({exc.strerror or exc})") from None
    written = []
    for kind, rows in (("errata", ERRATA), ("claims", CLAIMS)):
        for suffix, text in (("json", to_json(rows, kind)), ("csv", to_csv(rows, kind))):
            path = folder / f"{kind}.{suffix}"
            write_output(path, text.encode("utf-8"), option="the export", force=True)
            written.append(path)
    return written


# Their public home is lcp.record, which re-exports them (the API page and the doctests name it).
for _public in (document, to_json, csv_columns, to_csv, write_data):
    _public.__module__ = "lcp.record"
