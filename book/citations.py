"""The references page's "cite this" block (BibTeX and a plain citation), generated from ``CITATION.cff``."""

from __future__ import annotations

import re
from pathlib import Path

CITE_INCLUDE = "_includes/cite.md"


def _bibtex(kind: str, key: str, fields: list[tuple[str, str]]) -> str:
    width = max(len(k) for k, _ in fields)
    body = ",\n".join(f"  {k.ljust(width)} = {{{v}}}" for k, v in fields)
    return f"@{kind}{{{key},\n{body},\n}}"


def _month(number) -> str:
    return [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ][int(number) - 1]


def citations(root: Path) -> tuple[str, str]:
    """(BibTeX, plain text) for the companion and the two versions of the paper, from ``CITATION.cff``:
    the companion itself, then each entry of its ``references`` (the posted paper, the manuscript)."""
    import yaml

    cff = yaml.safe_load((root / "CITATION.cff").read_text())
    authors = " and ".join(
        (a.get("name") and f"{{{a['name']}}}") or f"{a['family-names']}, {a['given-names']}" for a in cff["authors"]
    )
    entries = [
        _bibtex(
            "software",
            "lcp_companion",
            [
                ("author", authors),
                ("title", cff["title"]),
                ("version", str(cff["version"])),
                ("license", cff["license"]),
                ("note", "Notebooks and the Python package lcp"),
            ],
        )
    ]
    plain = [
        f"{', '.join(a.get('name') or a['given-names'] + ' ' + a['family-names'] for a in cff['authors'])}. "
        f"{cff['title']}, version {cff['version']} (software; {cff['license']} licence)."
    ]
    for ref in cff["references"]:
        names = " and ".join(f"{a['family-names']}, {a['given-names']}" for a in ref["authors"])
        short = ", ".join(f"{a['given-names'][0]}. {a['family-names']}" for a in ref["authors"])
        year, date = ref["year"], str(ref.get("date-published", ""))
        key = f"{ref['authors'][0]['family-names'].lower()}{year}lcp"
        arxiv = re.search(r"arxiv\.org/abs/([\w.]+)", ref.get("url", ""))
        if arxiv:
            version = next(
                (i.get("description", "") for i in ref.get("identifiers", []) if "arXiv" in i.get("description", "")),
                "",
            )
            entries.append(
                _bibtex(
                    "misc",
                    key,
                    [
                        ("author", names),
                        ("title", ref["title"]),
                        ("year", str(year)),
                        ("month", _month(ref["month"])),
                        ("eprint", arxiv.group(1)),
                        ("archiveprefix", "arXiv"),
                        ("url", ref["url"]),
                        ("note", version or f"posted {date}"),
                    ],
                )
            )
            plain.append(f"{short}. {ref['title']}. {version or 'arXiv:' + arxiv.group(1)}. {ref['url']}")
        else:
            entries.append(
                _bibtex(
                    "unpublished",
                    key.replace("lcp", "manuscript"),
                    [
                        ("author", names),
                        ("title", ref["title"]),
                        ("year", str(year)),
                        ("month", _month(ref["month"])),
                        ("note", f"Manuscript, {date}"),
                    ],
                )
            )
            plain.append(f"{short}. {ref['title']}. Manuscript, {date}.")
    return "\n\n".join(entries) + "\n", "\n\n".join(plain) + "\n"


def cite_block(root: Path) -> str:
    """The "cite this" block of the references page (MyST): BibTeX and plain text, each with a copy button."""
    bibtex, plain = citations(root)
    return (
        "````{admonition} Cite this\n:class: cite-this\n\n"
        "Cite the companion together with the paper it reproduces: the version posted as arXiv:2606.01390 "
        "beside the manuscript of May 2025 that the companion follows. Generated from `CITATION.cff`.\n\n"
        f"BibTeX:\n\n```bibtex\n{bibtex}```\n\nPlain text:\n\n```text\n{plain}```\n````\n"
    )
