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


def test_every_number_of_the_results_stands_in_the_record():
    results = README.split("## Results in brief", 1)[1].split("\n## ", 1)[0]
    numbers = set(re.findall(r"-?\d+/\d+|\d+\.\d{4,}", results))
    assert len(numbers) >= 6, numbers
    rows = " ".join(
        " ".join(str(getattr(r, f, "") or "") for f in ("printed", "corrected", "statement", "note", "where"))
        for r in (*errata.ERRATA, *claims.CLAIMS)
    )
    missing = sorted(n for n in numbers if n not in rows)
    assert missing == [], missing
