"""The page "On the texts": every erratum and claim as the Web Annotation a client shows on the text it quotes
(issue 60), one card per row, so that a reader of the site can see what an annotation client would.

Each card has the row's permanent id as its HTML id (``annotations.html#E-rev-029``) and shows, for each target,
the address of the text (the posted PDF, a seed's confirmed address, or the URN of a seed whose own address was
not confirmed), the page of the PDF where the words stand (a link that opens it there), how the quote anchors,
the quoted words with the ends of their prefix and suffix, and the annotation's body. The cards are built from
:func:`lcp.record.annotations.collection`, the same annotations as the download ``data/annotations.jsonld``;
reading the quotes needs the source texts (:func:`available`), as that download does.
"""

from __future__ import annotations

import functools
import html

#: Characters of the prefix and the suffix shown on a card (cut at a word; the export has them whole).
SHOWN_CONTEXT = 70
#: The page's file name: the ledger, the errata and the claims link to its cards.
PAGE = "annotations.html"

STYLE = """<style>
.ann-card{border:1px solid var(--pst-color-border,#ccc);border-radius:.3em;padding:.4em .7em;margin:.6em 0;
overflow-wrap:anywhere}
.ann-card:target{background:rgba(255,213,79,.25)}
.ann-card h3{font-size:1em;margin:.1em 0 .3em}
.ann-card .ann-target{margin:.3em 0 .1em;font-size:.92em}
.ann-card blockquote{margin:.2em 0 .4em;padding:.2em .6em;border-left:3px solid var(--pst-color-primary,#1b5e20)}
.ann-card .ann-context{opacity:.65}
.ann-card mark{background:rgba(255,213,79,.6);padding:0 .1em}
.ann-card .ann-body p{margin:.2em 0}
</style>"""


def available() -> bool:
    """Whether the annotations can be built here: their quotes are read in the source texts (``../shared``)."""
    from lcp.record.sources import shared_dir

    return shared_dir().is_dir()


@functools.lru_cache(maxsize=1)
def _collection() -> dict:
    from lcp.record import annotations, claims, errata

    return annotations.collection((*errata.ERRATA, *claims.CLAIMS))


def _cut(text: str, keep: int, end: bool) -> str:
    """The last (``end``) or first ``keep`` characters of ``text``, at a word where cut, with an ellipsis on the
    side where the text goes on."""
    if not text:
        return text
    if len(text) > keep:
        text = text[-keep:].split(" ", 1)[-1] if end else text[:keep].rsplit(" ", 1)[0]
    return "…" + text if end else text + "…"  # the text goes on beyond the context


def _address(target: dict) -> str:
    """Where a target's text is, as a link a reader can follow (a URN is shown, with why it is one)."""
    from lcp.record import annotations

    source = target["source"]
    if source.startswith("urn:"):
        return (
            f"<code>{html.escape(source)}</code> (no public address of this text was confirmed: "
            '<a href="references.html#where-the-sources-are-read">why</a>)'
        )
    shown = target.get("scope", source)
    out = f'<a href="{html.escape(shown)}">{html.escape(_label(shown))}</a>'
    page = next((s["value"] for s in target["selector"] if s["type"] == "FragmentSelector"), None)
    if page is not None:
        n = page.removeprefix("page=")
        out += f' · <a href="{annotations.POSTED_PDF}#page={n}">page {n} of the PDF</a>'
    return out


def _label(address: str) -> str:
    """A short name for an address: the posted paper, a file of a repository at its commit, else host and path.

    >>> _label("https://github.com/a/b/blob/95b51b4bcd32562393afd22aed3e88be99e4e113/x%20y/main.pdf")
    'a/b at commit 95b51b4: x y/main.pdf'
    >>> _label("https://laurentlessard.com/bookproofs/toddler-poker/")
    'laurentlessard.com/bookproofs/toddler-poker/'
    """
    from urllib.parse import unquote

    if address.startswith("https://arxiv.org/abs/"):
        return "arXiv:" + address.removeprefix("https://arxiv.org/abs/").replace("v", " v")
    parts = address.removeprefix("https://").split("/")
    if parts[0] == "github.com" and len(parts) > 5 and parts[3] == "blob":
        return f"{parts[1]}/{parts[2]} at commit {parts[4][:7]}: {unquote('/'.join(parts[5:]))}"
    return unquote(address.removeprefix("https://"))


def _target(target: dict, how: str) -> str:
    """One target: its address and page, how its quote anchors, and the words with the ends of their context."""
    quote = next(s for s in target["selector"] if s["type"] == "TextQuoteSelector")
    prefix = html.escape(_cut(quote["prefix"], SHOWN_CONTEXT, end=True))
    suffix = html.escape(_cut(quote["suffix"], SHOWN_CONTEXT, end=False))
    words = f'<span class="ann-context">{prefix}</span><mark>{html.escape(quote["exact"])}</mark>'
    words += f'<span class="ann-context">{suffix}</span>'
    if "\\" in quote["prefix"] + quote["exact"] + quote["suffix"]:  # a transcription's LaTeX, shown as it stands
        words = f"<code>{words}</code>"
    return f'<p class="ann-target">On {_address(target)}; the quote anchors {html.escape(how)}:</p><blockquote>{words}</blockquote>'


HOW = {
    "whole": "whole",
    "part": "in part (the longest run of its words that stands in the text)",
    "around": "on the words around it (a figure, or a formula laid out apart)",
}


def card(annotation: dict, row) -> str:
    """The HTML of one annotation's card (``row``: the erratum or claim it annotates)."""
    from lcp.record import annotations
    from lcp.record.sources import REVISION

    targets = annotation["target"] if isinstance(annotation["target"], list) else [annotation["target"]]
    pairs = [(row.source, row.quote)] if row.quote is not None else []
    if row.revision_quote is not None and (row.source is not REVISION or row.revision_quote != row.quote):
        pairs.append((REVISION, row.revision_quote))
    page = "errata" if row.kind == "erratum" else "claims"
    shown = "".join(
        _target(t, HOW[annotations.anchoring(source, quote)]) for t, (source, quote) in zip(targets, pairs, strict=True)
    )
    body = annotation["body"][0]["value"]  # HTML the package wrote, its text escaped (lcp.record.annotations)
    return (
        f'<section class="ann-card" id="{row.id}"><h3>{row.id} · {html.escape(row.kind)} on '
        f'{html.escape(row.source.label)} · <a href="{page}.html#{row.id}">the row</a></h3>'
        f'{shown}<div class="ann-body">{body}</div></section>'
    )


def page() -> str:
    """The page's MyST source (a short note instead of the cards where the source texts are not here)."""
    parts = [
        "# On the texts: the record as Web Annotations\n",
        "Every erratum and claim is also a [W3C Web Annotation](https://www.w3.org/TR/annotation-model/) on the "
        "words it quotes, so that an annotation client shows it on the text a reader has open. The annotations "
        "are one download, `data/annotations.jsonld` (written by `python -m lcp.record.annotations`); this page "
        "shows each as a card, under its row's permanent id. A card names the text its quote is in: for the "
        "revision, the PDF of arXiv:2606.01390 v1 and the page the words stand on, the quote taken from that "
        "PDF's text layer; for an older source, the public address where its text was found and confirmed, the "
        "quote taken from the companion's transcription of that text ([where the sources are read]"
        "(references.md#where-the-sources-are-read)). The quoted words are marked; the grey words before and "
        f"after are the ends of the prefix and suffix (up to {SHOWN_CONTEXT} characters shown; the download has "
        "them whole) that make the quote match once.\n",
    ]
    if not available():
        parts.append(
            "*The source texts were not beside the repository when this site was built, so the annotations "
            "were not built.*\n"
        )
        return "\n".join(parts)
    from lcp.record import claims, errata

    rows = {f"urn:lcp-companion:{r.id}": r for r in (*errata.ERRATA, *claims.CLAIMS)}
    items = _collection()["first"]["items"]
    cards = "\n".join(card(a, rows[a["id"]]) for a in items)
    n_errata = sum(rows[a["id"]].kind == "erratum" for a in items)
    parts.append(f"{len(items)} annotations: {n_errata} on errata, {len(items) - n_errata} on claims.\n")
    parts.append(f'```{{raw}} html\n{STYLE}\n<div class="ann-cards tex2jax_ignore">\n{cards}\n</div>\n```\n')
    return "\n".join(parts)
