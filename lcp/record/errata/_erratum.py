"""The erratum's row class, below the row files that make errata and the package that gathers them
(:class:`lcp.record.errata.Erratum`, its public name)."""

from dataclasses import dataclass
from typing import ClassVar

from lcp.record._format import Row


@dataclass(frozen=True, kw_only=True)
class Erratum(Row):
    r"""One discrepancy: where a source prints what, the corrected statement, and the cell that proves it.

    The fields of :class:`lcp.record.Row` (``id``, ``source``, ``severity``, ``where``, ``notebook``,
    ``cell``, ``quote``, the revision's), plus ``printed`` and ``corrected``, which follow :mod:`lcp.record.markup`
    (``$...$`` math, ``*word*`` emphasis); the quotes are verbatim.

    Examples
    --------
    >>> e = Erratum(id="E-man-099", source=MANUSCRIPT, severity="moderate", where="Sec. 9", printed=r"$V = 1/7$",
    ...             corrected=r"$V = 1/14$", notebook="02_no_limit", cell="nlcp-value", quote=Quote("## 9", "1/7"),
    ...             revision="gone")
    >>> e.id, e.source.short, markup.plain(e.corrected)
    ('E-man-099', 'manuscript', 'V = 1/14')
    """

    printed: str
    corrected: str

    KIND: ClassVar[str] = "E"
    MARKUP_FIELDS: ClassVar[tuple[str, ...]] = ("where", "printed", "corrected", "revision_where")
    REQUIRED: ClassVar[tuple[str, ...]] = ("where", "printed", "corrected", "notebook", "cell")

    def _problem(self) -> str | None:
        return "printed and corrected must differ" if self.printed == self.corrected else None


Erratum.__module__ = "lcp.record.errata"  # its public home (the API page, the doctests, tracebacks name it there)
