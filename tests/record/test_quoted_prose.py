"""Issue 36: the prose fields of the errata and the claims quote their source verbatim. Text inside quotation
marks in ``where`` and ``printed`` (errata) or ``where`` and ``statement`` (claims) must occur in the row's
source, modulo whitespace and markup (``$``, ``*``, backslashes, braces, typographic quotes); ``...`` marks an
omission, the parts standing in order. A row of the manuscript may quote the draft ("also the draft's"), and
a row of the revision the manuscript (what the revision changed).
"""

import re

import pytest

from lcp.record import claims, errata, sources

SHARED = sources.shared_dir()
pytestmark = pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason=f"the sources are not at {SHARED}")

# an opening quote at the start or after a space or bracket; the closing one before a space, punctuation or end
QUOTED = re.compile(r"""(?:(?<=^)|(?<=[\s(\[]))(['"“‘])(?P<text>.+?)(?:['"”’])(?=$|[\s),.;:\]])""")


def _plain(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"\\[()\[\]]|&", "", text)  # \( \) \[ \] delimiters and alignment marks
    text = re.sub(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}", r"(\1)/(\2)", text)
    text = re.sub(r"\(([^()]*)\)", lambda m: m.group(1) if re.fullmatch(r"[\w.\\]+", m.group(1)) else m.group(0), text)
    text = re.sub(r"\\(?:lvert|rvert|vert|mid)", "|", text)
    text = re.sub(r"\\leq?(?![a-z])", "≤", text).replace("<=", "≤")
    text = re.sub(r"\\geq?(?![a-z])", "≥", text).replace(">=", "≥")
    text = re.sub(r"\\(?:text|mathrm|operatorname|emph|textit|textbf|tfrac|dfrac|frac|left|right|,|;|!|quad)", "", text)
    text = re.sub(r"[$*\\{}`_\s]", "", text)
    return text.lower()


def quoted_fragments(field: str) -> list[str]:
    """The quoted stretches of a prose field (quotation marks inside math are not quotes)."""
    prose = re.sub(r"\$[^$]*\$", lambda m: m.group(0).replace("'", "\u0001").replace('"', "\u0002"), field)
    out = []
    for m in QUOTED.finditer(prose):
        out.append(m.group("text").replace("\u0001", "'").replace("\u0002", '"'))
    return out


def _texts(source: sources.Source, row) -> list[str]:
    files = []
    if source == sources.REVISION:
        for q in (row.quote, row.revision_quote):
            if q is not None and q.file:
                files.append(sources.path(source, q.file))
        files.extend(sorted((SHARED / "sources" / sources.REVISION.file / "sections").glob("*/*.tex")))
        files.append(sources.path(sources.MANUSCRIPT))  # a revision row may compare the manuscript's words
    else:
        files.append(sources.path(source))
        if source == sources.MANUSCRIPT:  # a manuscript row may quote its April draft
            files.append(sources.path(sources.DRAFT))
    return [_plain(f.read_text(encoding="utf-8")) for f in files if f.exists()]


def _occurs(fragment: str, texts: list[str]) -> bool:
    parts = [_plain(p) for p in re.split(r"\.\.\.|…|\\dots", fragment) if _plain(p)]
    for text in texts:
        pos = 0
        for part in parts:
            pos = text.find(part, pos)
            if pos < 0:
                break
            pos += len(part)
        else:
            return True
    return False


def test_fragments_are_found():
    assert quoted_fragments("Sec. 2, 'the unique pair' and \"a b\" but $f'(x)$ and B's") == ["the unique pair", "a b"]
    assert _occurs("the unique ... pair", ["theuniqueonepair"]) and not _occurs("pair ... unique", ["theuniquepair"])


ROWS = [(e, ("where", "printed")) for e in errata.ERRATA] + [(c, ("where", "statement")) for c in claims.CLAIMS]


@pytest.mark.parametrize("row, fields", ROWS, ids=[r.id for r, _ in ROWS])
def test_quoted_prose_is_verbatim(row, fields):
    texts = _texts(row.source, row)
    for name in fields:
        for fragment in quoted_fragments(getattr(row, name)):
            assert _occurs(fragment, texts), f"{name}: {fragment!r} is not in {row.source.key}"
