"""lcp.record.versions: the section map covers every heading of the manuscript and of the revision, and names no
other; its renderings (the full table, the summary on the page *Working on the companion*) and the notebooks' headers agree with it.

The comparison with the sources reads ``../shared`` (or ``$LCP_SHARED``) and is skipped without it.
"""

from __future__ import annotations

import re
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from _notebooks import LISTED
from lcp.record import sources, versions

ROOT = Path(__file__).resolve().parents[2]
SEED = sources.shared_dir() / "seeds" / sources.MANUSCRIPT.file
LATEX = sources.shared_dir() / "sources" / sources.REVISION.file
needs_manuscript = pytest.mark.skipif(not SEED.is_file(), reason=f"the manuscript is not at {SEED}")
needs_revision = pytest.mark.skipif(
    not (LATEX / "main" / "main.tex").is_file(), reason=f"the revision's LaTeX is not at {LATEX}"
)
NOTEBOOKS = LISTED  # the project's notebooks (book/index.md), not a user's beside them


# --- the map against the two sources -----------------------------------------------------------------


@needs_manuscript
def test_every_heading_of_the_manuscript_is_mapped_and_no_other():
    headings = versions.manuscript_headings()
    assert len(headings) == len(set(headings)) > 30
    mapped = {(r.manuscript_number, r.manuscript_title) for r in versions.MAP if r.manuscript_title}
    assert set(headings) - mapped == set(), "manuscript headings missing from the map"
    assert mapped - set(headings) == set(), "map rows naming no heading of the manuscript"


@needs_revision
def test_every_heading_of_the_revision_is_mapped_and_no_other():
    headings = versions.revision_headings()
    assert len(headings) == len(set(headings)) > 60
    mapped = {(r.revision_number, r.revision_title) for r in versions.MAP if r.revision_title}
    assert set(headings) - mapped == set(), "revision headings missing from the map"
    assert mapped - set(headings) == set(), "map rows naming no heading of the revision"


@needs_revision
def test_the_map_follows_the_revision_and_sorts_into_the_manuscript():
    order = {h: i for i, h in enumerate(versions.revision_headings())}
    places = [order[(r.revision_number, r.revision_title)] for r in versions.MAP if r.revision_title]
    assert places == sorted(places)
    if SEED.is_file():
        seed = {h: i for i, h in enumerate(versions.manuscript_headings())}
        places = [seed[(r.manuscript_number, r.manuscript_title)] for r in versions.by_manuscript()]
        assert places == sorted(places)


@needs_revision
def test_revision_headings_come_from_every_included_file():
    files = versions.revision_files()
    assert "\\appendix" in files and files[0] == "abstract"
    for name in files:
        assert name == "\\appendix" or (LATEX / "sections" / name / f"{name}.tex").is_file(), name
    assert set(versions.LATEX_ONLY) <= set(files)
    headings = versions.revision_headings()
    assert ("C", "Parameter Analysis: Complete Proofs") in headings  # lettered as posted: the sympy appendix
    assert ("(C)", "Symbolic Solution for Limit Continuous Poker") in headings  # is LaTeX-only
    assert ("C.1.5", "Proof of Theorem C.1") in headings  # a \ref resolved


# --- the parsers, on small inputs (no sources needed) -------------------------------------------------


def test_manuscript_headings_read_numbers_bold_repairs_and_listed_appendices():
    text = (
        "# The Title\n\n## 1 Abstract\ntext\n#### **7.1.3** Bet Size\n#### Theorem 6.1.\n"
        "### Strategic Comparison to Fixed-Bet and No-8 Limit Continuous Poker\n- a list item\n"
        "- A Derivation of Something\n"
    )
    assert versions.manuscript_headings(text) == [
        ("", "The Title"),
        ("1", "Abstract"),
        ("7.1.3", "Bet Size"),
        ("", "Theorem 6.1"),
        ("8", "Strategic Comparison to Fixed-Bet and No-Limit Continuous Poker"),
        ("A", "Derivation of Something"),
    ]


def test_revision_headings_number_as_posted(tmp_path):
    (tmp_path / "main").mkdir()
    (tmp_path / "main" / "main.tex").write_text(
        "\\title{A Title\n  on Two Lines}\n\\begin{document}\n\\subfile{../sections/abs/abs}\n"
        "\\subfile{../sections/one/one}\n% \\subfile{../sections/gone/gone}\n\\appendix\n"
        "\\subfile{../sections/extra/extra}\n\\subfile{../sections/two/two}\n\\end{document}\n"
    )
    files = {
        "abs": "\\begin{abstract}Words.\\end{abstract}",
        "one": "\\section{First}\n\\subsection{Sub $U$}\n\\subsubsection*{Deep}\n% \\section{Commented}\n",
        "extra": "\\section{Symbolic\nSolution}\\label{x}\n\\subsection{Step}",
        "two": "\\section{Proofs}\n\\begin{lemma}\\label{lem:a}\\end{lemma}\n\\begin{theorem}\n  \\label{thm:b}"
        "\\end{theorem}\n\\subsection{Proof of Theorem \\ref{thm:b}}",
    }
    for name, tex in files.items():
        (tmp_path / "sections" / name).mkdir(parents=True)
        (tmp_path / "sections" / name / f"{name}.tex").write_text(tex)
    import lcp.record.versions as v

    only = v.LATEX_ONLY
    try:
        v.LATEX_ONLY = ("extra",)
        assert v.revision_headings(tmp_path) == [
            ("", "A Title on Two Lines"),
            ("", "Abstract"),
            ("1", "First"),
            ("1.1", "Sub $U$"),
            ("1.1.1", "Deep"),
            ("(A)", "Symbolic Solution"),
            ("(A.1)", "Step"),
            ("A", "Proofs"),
            ("A.1", "Proof of Theorem A.1"),
        ]
    finally:
        v.LATEX_ONLY = only


# --- the rows themselves ---------------------------------------------------------------------------


def test_rows_are_frozen_and_complete():
    row = versions.MAP[0]
    with pytest.raises(FrozenInstanceError):
        row.note = "changed"
    for r in versions.MAP:
        assert r.manuscript_title or r.revision_title, r
        assert bool(r.manuscript_number) <= bool(r.manuscript_title), r
        assert bool(r.revision_number) <= bool(r.revision_title), r
        assert r.note and "|" not in r.note, r
        assert set(r.notebooks) <= set(NOTEBOOKS), r
    assert len(set(versions.MAP)) == len(versions.MAP)  # no row twice
    assert {n for r in versions.MAP for n in r.notebooks} == set(NOTEBOOKS)  # every notebook has its place


def test_sections_a_notebook_follows():
    assert {r.manuscript_number for r in versions.for_notebook("01_fixed_bet")} == {"2.1.1"}
    assert {r.revision_number for r in versions.for_notebook("01_fixed_bet")} == {"1.1.1"}
    assert {r.revision_number for r in versions.for_notebook("02_no_limit")} == {"1.1.2"}
    assert "4.4.1" in {r.revision_number for r in versions.for_notebook("03_lcp_derivation")}


def test_levels_and_manuscript_order():
    assert [versions.level(n) for n in ("", "4", "4.4", "4.4.1", "C.1", "(C.12)")] == [0, 1, 2, 3, 2, 2]
    numbers = [r.manuscript_number or r.manuscript_title for r in versions.by_manuscript()]
    assert numbers[0] == versions.TITLE and numbers[-1] == "B"
    assert numbers.index("Theorem 6.1") == max(i for i, n in enumerate(numbers) if n == "6.1") + 1


def test_places_named_in_the_revision_are_headings_of_the_map():
    """The errata and claims name their place in the revision by main.pdf's numbers, which the map's posted
    numbers translate (lcp.record.versions.as_posted)."""
    from lcp.record import claims, errata

    numbers = {r.revision_number for r in versions.MAP if r.revision_number}
    for row in (*errata.ERRATA, *claims.CLAIMS):
        # (a revision row's place may also name the manuscript's section it replaces: "the manuscript's Sec. 2")
        for m in re.finditer(
            r"(?<!manuscript's )\b(?:Secs?\.|Apps?\.|Appendix)\s+(\d+(?:\.\d+)*|[A-Z](?:\.\d+)*)\b", row.revision_where
        ):
            assert versions.as_posted(m[1]) in numbers, (m[1], row.revision_where)


# --- renderings ------------------------------------------------------------------------------------


def test_markdown_renders_every_row():
    text = versions.markdown()
    lines = text.splitlines()
    assert lines[0] == "| manuscript (May 2025) | revision (arXiv:2606.01390) | notebooks | what changed |"
    assert lines[1] == "| --- | --- | --- | --- |"
    assert len(lines) == 2 + len(versions.MAP)
    for line, row in zip(lines[2:], versions.MAP):
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        assert cells == [
            row.manuscript or "-",
            row.revision or "-",
            ", ".join(n[:2] for n in row.notebooks) or "-",
            row.note,
        ]
    assert "| 4.2.1 Caller Indifference | 4.4.1 Caller Indifference | 03 |" in text
    assert "| - | 1.2 Our Contributions | - | new:" in text  # an empty side
    escaped = versions.markdown([versions.Row("1", "a | b", "", "", (), "note")])
    assert "a \\| b" in escaped


def test_summary_has_one_line_per_part_of_the_revision():
    lines = versions.summary().splitlines()
    tops = list(dict.fromkeys(r.revision for r in versions.MAP if versions.level(r.revision_number) == 1))
    assert [line.split(" | ")[0].lstrip("| ") for line in lines[2:]] == tops
    assert "| 6 Game Value | 9 Game Value | 04, 05, 09 |" in lines
    assert "| 8 Parameter and Payoff Analysis | 6 Payoff Analysis; 7 Parameter Analysis | 04, 05 |" in lines
    assert any(line.startswith("| 2 Preliminaries and Conventions | (new) |") for line in lines)


def test_the_working_page_shows_the_summary():
    page = (ROOT / "book" / "working.md").read_text()
    block = page.split("<!-- versions:start -->")[1].split("<!-- versions:end -->")[0]
    assert block.strip() == versions.summary(), "working.md's section map is stale: paste lcp.record.versions.summary()"


def test_module_runs_as_a_script():
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "lcp.record.versions"], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert out.returncode == 0, out.stderr
    assert versions.markdown() in out.stdout and "arXiv:2606.01390" in out.stdout


# --- the notebooks' headers -------------------------------------------------------------------------

HEADED = [n for n in NOTEBOOKS if not n.startswith("03_")]  # notebook 3's header is edited elsewhere


@pytest.mark.parametrize("notebook", HEADED)
def test_notebook_header_names_its_sections_in_both_versions(notebook):
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / f"{notebook}.ipynb", as_version=4)
    header = next(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "manuscript" in header.lower() and "arXiv:2606.01390" in header, notebook
    rows = versions.for_notebook(notebook)
    for side in ("manuscript_number", "revision_number"):  # the broadest sections it follows, in each version
        for number in versions.broadest(getattr(r, side) for r in rows if getattr(r, side)):
            if not number.startswith("("):  # a LaTeX-only part is not in the posted paper
                assert re.search(rf"(?<![\w.]){re.escape(number)}(?!\w|\.\d)", header), (notebook, side, number)


# --- how to cite both ------------------------------------------------------------------------------


def test_citation_file_cites_the_companion_with_both_versions():
    import yaml  # PyYAML comes with myst-parser, a dependency of the site

    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    assert cff["cff-version"] == "1.2.0" and cff["type"] == "software" and cff["authors"]
    assert "arXiv:2606.01390" in cff["message"]
    posted, manuscript = cff["references"]
    assert posted["url"] == "https://arxiv.org/abs/2606.01390" and posted["year"] == 2026
    assert posted["date-published"] == "2026-05-31" and posted["license"] == "CC-BY-4.0"
    assert manuscript["type"] == "unpublished" and manuscript["date-published"] == "2025-05-24"
    for ref in (posted, manuscript):
        assert ref["title"] == versions.TITLE
        assert ref["authors"] == [{"family-names": "Spears", "given-names": "Andrew"}]
    assert "arXiv:2606.01390" in (ROOT / "README.md").read_text()
    assert "arXiv:2606.01390" in (ROOT / "book" / "references.md").read_text()
