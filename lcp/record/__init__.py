r"""The record's format: the base of every erratum and claim, their permanent ids, and the schema they load by.

An erratum (:class:`lcp.errata.Erratum`) and a claim (:class:`lcp.claims.Claim`) are both a :class:`Row`:
keyword fields only, frozen, checked when it is made (:func:`check`), so a row that breaks the schema fails
on import with a message naming its id and field.

**Ids.** Every row has a permanent id, ``<kind>-<source>-<number>``: ``E`` for an erratum, ``C`` for a
claim, the source's three-letter code (:attr:`lcp.sources.Source.code`) and a three-digit number, e.g.
``E-rev-014``, ``C-man-003``. A new row takes the next number of its kind and source (one more than the
largest ever released, :func:`next_id`); the number is never its position, so adding, moving or dropping a
row changes no other row's id. A row that is withdrawn keeps its id in the table of retired ids with the
reason, and the id is never given again (``tests/test_record.py`` checks every released id against
``lcp/data/released_ids.json``). An id says at a glance what and whose the row is, and stays short enough
to cite (``errata.html#E-rev-014``).

**Severity** (:data:`SEVERITIES`) follows one written rubric, for an erratum by what the error does to the
source's results and for a claim by what it states: *major* when a stated result is false (a theorem or
lemma, the equilibrium, its value, or a conclusion drawn from them); *moderate* when a derivation or a
printed formula is wrong but the result it serves stands; *minor* for wording, a reference, a
cross-reference or typography (issue 50).

The text fields follow :mod:`lcp.record.markup` (``$...$`` math, ``*word*`` emphasis); quotes are verbatim.

The wing holds the record of the sources: :mod:`lcp.record.sources` (the texts checked, verbatim quotes),
:mod:`lcp.record.versions` (the paper's two versions, section by section), :mod:`lcp.record.markup`,
:mod:`lcp.record.errata` and :mod:`lcp.record.claims` (the rows), :mod:`lcp.record.severity` (the rubric held
row by row), :mod:`lcp.record.ledger` (every sentence of the revision and its readings) and
:mod:`lcp.record.annotations` (the rows as Web Annotations). It stands on :mod:`lcp.core` alone.
"""

# The format is defined below the rows (_format.py), the export above them (_export.py), the command line
# above both (_cli.py); this package gathers their public names (the functions and classes say lcp.record is
# their home). The format comes first: the rows the export loads are built on it.
from ._cli import FORMATS, ascii_text, main, record_main, render, select, write_output  # noqa: F401
from ._export import csv_columns, document, to_csv, to_json, write_data
from ._format import (
    CELL,
    ID,
    KINDS,
    NOTEBOOK,
    PAPER_SOURCES,
    RECORD_VERSION,
    SEVERITIES,
    Row,
    SchemaError,
    as_dict,
    check,
    check_table,
    field_order,
    next_id,
)
from .sources import Quote, Source  # noqa: F401  (the fields' types: the doctests and the type hints read them here)

#: What the API page shows, in reading order (the format, then the record as data).
__all__ = [
    "SEVERITIES",
    "KINDS",
    "ID",
    "NOTEBOOK",
    "CELL",
    "PAPER_SOURCES",
    "SchemaError",
    "Row",
    "check",
    "check_table",
    "next_id",
    "RECORD_VERSION",
    "field_order",
    "as_dict",
    "document",
    "to_json",
    "csv_columns",
    "to_csv",
    "write_data",
]
