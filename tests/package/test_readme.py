"""The README starts a newcomer (issue 60, item 4), and what it says is true: at most 150 lines; its commands
are those run.py accepts, in the order of its help; the referee report's sections in the page's order; the
report's and the ledger's counts as computed from the record; and every number of its results in brief stands in
a row of the record (each row proved by a notebook cell, which the record's tests check)."""

from __future__ import annotations

import ast
import re

from _notebooks import ROOT
from book import common, report
from lcp.record import claims, errata, ledger

README = (ROOT / "README.md").read_text()


def _between(name: str) -> str:
    return README.split(f"<!-- {name}:start -->", 1)[1].split(f"<!-- {name}:end -->", 1)[0]


def _run_constant(name: str):
    """A constant of run.py, read from its source (importing run.py sets up nothing, but reading is enough)."""
    tree = ast.parse((ROOT / "run.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"run.py has no {name}")


def test_the_readme_is_short():
    assert len(README.splitlines()) <= 150


def test_the_readme_reads_first_what_a_reader_needs():
    heads = re.findall(r"^## (.+)$", README, re.M)
    assert heads[:2] == ["The commands", "Read this first"], heads
    first = README.split("## Read this first", 1)[1].split("\n## ", 1)[0]
    for item in ("The site", "The referee report", "The explorer", "The reading ledger", "The annotations"):
        assert f"**{item}**" in first, item
    assert README.count("![") == 1  # one figure
    figure = re.search(r"!\[[^]]*\]\(([^)]+)\)", README)[1]
    assert (ROOT / figure).is_file()


def test_the_commands_are_those_run_py_accepts():
    block = _between("commands").split("```bash\n", 1)[1].split("```", 1)[0]
    lines = [line.split() for line in block.splitlines()]
    assert [w[:2] for w in lines] == [["python3", "run.py"]] * len(lines)
    assert tuple(w[2] for w in lines) == _run_constant("COMMANDS")
    papers = re.findall(r"--paper (\w+)", README)
    assert papers and set(papers) <= set(common.PAPERS) | {"a4"}


def test_the_reports_sections_are_in_the_pages_order():
    said = [s.strip().rstrip(".") for s in " ".join(_between("report").split()).split(";")]
    page = report.report_page()
    assert said[0] == "the text checked" and "The text checked:" in page.split("\n## ", 1)[0]
    assert said[1:] == re.findall(r"^## (.+)$", page, re.M)


def test_the_counts_are_the_records():
    found = report.findings(errata.ERRATA)
    grades = {s: sum(f[0].severity == s for f in found) for s, _ in report.RUBRIC}
    grades_said = ", ".join(f"{n} {s}" for s, n in grades.items())
    assert f"It holds {len(found)} findings ({grades_said})." in README
    assertive = [e for e in ledger.load() if e["kind"] in ledger.ASSERTIVE]
    count = {v: sum(e["verdict"] == v for e in assertive) for v in ledger.VERDICTS}
    said = re.search(
        r"Every one of the (\d+) assertive sentences of the revision was read:\s+(\d+) hold, (\d+) fail, (\d+) "
        r"cannot be checked here",
        " ".join(README.split()),
    )
    assert said, "the README's ledger sentence"
    assert [int(g) for g in said.groups()] == [len(assertive), count["holds"], count["fails"], count["unchecked"]]


#: A number as the README and the record write it (an integer, a decimal, a fraction, a sign), bounded: not part
#: of a longer number or word, so "1/8" is not found in "11/81", nor "16" in "160".
NUMBER = r"(?<![\w./])-?\d+(?:/\d+|\.\d+)?(?![\w/]|\.\d)"


def _stands_in(number: str, text: str) -> bool:
    return re.search(rf"(?<![\w./]){re.escape(number)}(?![\w/]|\.\d)", text) is not None


def test_a_number_stands_only_where_it_is_written_whole():
    assert _stands_in("1/8", "p = 1/8.") and not _stands_in("1/8", "p = 11/81")
    assert not _stands_in("16", "n = 160") and not _stands_in("0.13", "0.1375") and _stands_in("-1/18", "($-1/18$)")


#: Where a bullet's sentence splits into the units each one row states: a clause (, ; : or a sentence's end, not
#: inside math), either side of "and", either end of a range (Theorems 9.1-9.3).
UNIT_END = r"[;:,]\s|(?<!eq)\.\s|\s+and\s+|(?<=\d)-(?=\d)"
_HIDE, _SHOW = str.maketrans(",.;:", "\0\1\2\3"), str.maketrans("\0\1\2\3", ",.;:")


def _units(bullet: str) -> list:
    """The bullet's units, its links (the notebooks cited) left out."""
    text = re.sub(r"\[[^]]*\]\([^)]*\)", " ", " ".join(bullet.split()))
    masked = re.sub(r"\$[^$]*\$", lambda m: m[0].translate(_HIDE), text)
    return [unit.translate(_SHOW) for unit in re.split(UNIT_END, masked)]


def test_every_number_of_the_results_stands_in_a_row_the_bullet_cites():
    """The numbers of each unit of a bullet (integers included) are written whole, all of them, in one row of the
    record proved in a notebook the bullet cites (a bullet citing none: in one erratum)."""
    results = README.split("## Results in brief", 1)[1].split("\n## ", 1)[0]
    bullets = re.findall(r"^- (.*(?:\n  .*)*)", results, re.M)
    assert len(bullets) >= 6, bullets
    fields = ("printed", "corrected", "statement", "note", "where")
    rows = [(r, " ".join(str(getattr(r, f, "") or "") for f in fields)) for r in (*errata.ERRATA, *claims.CLAIMS)]
    checked = 0
    for bullet in bullets:
        cited = re.findall(r"\]\(notebooks/(\w+)\.ipynb\)", bullet)
        pool = [text for r, text in rows if (r.notebook in cited if cited else isinstance(r, errata.Erratum))]
        for unit in _units(bullet):
            numbers = set(re.findall(NUMBER, unit))
            assert not numbers or any(all(_stands_in(n, text) for n in numbers) for text in pool), (unit, numbers)
            checked += len(numbers)
    assert checked >= 25, checked
