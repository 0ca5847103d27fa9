"""The claim's row class and the statuses it takes, below the row files that make claims and the package that
gathers them (:class:`lcp.record.claims.Claim`, its public name)."""

from dataclasses import dataclass
from typing import ClassVar

from lcp.record import errata
from lcp.record._format import Row, SchemaError

STATUSES = ("proved", "verified", "refuted", "imprecise", "misattributed", "ambiguous", "open")
MEANING = {
    "proved": "true as printed, and shown for every parameter value, symbolically or by an exact argument",
    "verified": "true for the instances the source states, checked exactly or numerically, not in general",
    "refuted": "false as printed: a counterexample or an exact computation contradicts it; the errata give "
    "the corrected statement",
    "imprecise": "not false as printed, but misleading, incomplete, or not supported by the source's own "
    "argument; the note says what is missing",
    "misattributed": "right in substance, but credited to the wrong work, author, year or place",
    "ambiguous": "two readings of the source, one right and one wrong; the note says which",
    "open": "not settled by the companion; the note says what is missing",
}


@dataclass(frozen=True, kw_only=True)
class Claim(Row):
    r"""One claim of a source: where, what it says (paraphrased), its status, and the cell that settles it.

    The fields of :class:`lcp.record.Row`, plus ``statement``, ``status``, ``note`` and ``erratum`` (the id of
    the erratum whose quoted words the claim restates; its quote is then the erratum's unless given); the text fields
    (``where``, ``statement``, ``note``, ``revision_where``) follow :mod:`lcp.record.markup`; ``status`` is one of
    :data:`STATUSES`.

    Examples
    --------
    >>> c = Claim(id="C-man-099", source=MANUSCRIPT, severity="major", status="verified", where="Sec. 9",
    ...           statement=r"$V(0, \infty) = 1/14$", notebook="02_no_limit", cell="nlcp-value",
    ...           quote=Quote("## 9", "1/14"), revision="gone")
    >>> c.status in STATUSES, MEANING[c.status].split(",")[0]
    (True, 'true for the instances the source states')
    """

    statement: str  # the claim, in the source's terms (paraphrased)
    status: str  # one of STATUSES
    note: str = ""  # what else the reader should know
    # the id of the erratum whose quoted words this claim restates (its quote is, holds or lies in the
    # erratum's): the correction is the erratum's; a claim that names one may leave out a quote equal to it
    erratum: str = ""

    KIND: ClassVar[str] = "C"
    MARKUP_FIELDS: ClassVar[tuple[str, ...]] = ("where", "statement", "note", "revision_where")
    REQUIRED: ClassVar[tuple[str, ...]] = ("where", "statement")

    def __post_init__(self) -> None:
        if self.erratum and self.quote is None:  # the erratum's words, quoted once, in the erratum
            object.__setattr__(self, "quote", _named_erratum(self).quote)
        super().__post_init__()

    def _problem(self) -> str | None:
        if self.erratum:
            named = _named_erratum(self)
            if named.source is not self.source:
                return f"erratum must be an erratum of the claim's own source ({self.source.key}); {named.id} is not"
            assert self.quote is not None and named.quote is not None  # the schema has checked both
            if not quotes_overlap(self.quote.text, named.quote.text):
                return (
                    f"erratum: the quote must be, hold or lie in {named.id}'s (or leave quote out: it is then "
                    f"{named.id}'s)"
                )
        if self.status not in STATUSES:
            return f"status must be one of {', '.join(STATUSES)}; got {self.status!r}"
        if self.status != "open" and not self.cell:
            return f"a {self.status} claim names the cell that settles it (notebook=, cell=)"
        if self.status == "open" and not self.note:
            return "an open claim says in its note what is missing"
        return None


def _named_erratum(claim: Claim) -> errata.Erratum:
    """The erratum ``claim.erratum`` names, or a SchemaError naming the claim and the field."""
    found = next((e for e in errata.ERRATA if e.id == claim.erratum), None)
    if found is None:
        raise SchemaError(
            f"{claim.id}: erratum must be the id of an erratum of lcp.record.errata.ERRATA; got {claim.erratum!r}"
        )
    return found


def quotes_overlap(claim: str, erratum: str) -> bool:
    """True if a claim's quoted words restate an erratum's: the same words, or the one within the other."""
    return claim == erratum or erratum in claim or claim in erratum


Claim.__module__ = "lcp.record.claims"  # its public home (the API page, the doctests, tracebacks name it there)
