"""What a reader of such a site expects (issue 37, item 7), on the built site: the whole companion to download
(a source archive that holds the checkout and rebuilds to the same bytes, and the wheel) with the README's two
commands beside it; each notebook as PDF, linked from every page's header; "At the table" for players, whose
numbers are lcp's; a glossary whose terms the landing page links; cite-this and a version-and-date stamp on
the landing page; and the pages that quote the revision saying which text of it was read.

The site is the session's one build (``site``, ``server`` in conftest.py). The numbers of "At the table" are
recomputed here from ``lcp.continuous.limit`` directly, not through the page's generator.
"""

from __future__ import annotations

import html
import io
import math
import re
import subprocess
import tarfile
import zipfile
from fractions import Fraction
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from _browser import chromium_executable
from _notebooks import IDS as NOTEBOOKS
from _notebooks import ROOT
from book import downloads, printing

pytestmark = pytest.mark.browser


def _text(path: Path) -> str:
    return path.read_text(errors="replace")


def _hrefs(text: str) -> list[str]:
    return [html.unescape(h) for h in re.findall(r'<a\s[^>]*href="([^"]+)"', text)]


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if "_static" not in p.parts)


# --- the download area -------------------------------------------------------------------------------


def _version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def test_the_landing_page_offers_the_archive_and_the_wheel_with_the_two_commands(site):
    index = _text(site / "index.html")
    version = _version()
    archive, wheel = f"download/lcp-companion-{version}.tar.gz", f"download/lcp-{version}-py3-none-any.whl"
    links = _hrefs(index)
    assert archive in links and wheel in links, [h for h in links if "download" in h]
    assert (site / archive).is_file() and (site / wheel).is_file()
    # the README's two commands, beside the files: in the section that offers them
    section = index.split('id="get-the-companion"', 1)[1].split('id="how-to-run-it"', 1)[0]
    assert archive in section
    code = html.unescape(re.sub(r"<[^>]+>", "", section))
    for command in (f"tar -xzf lcp-companion-{version}.tar.gz", "python3 run.py reproduce", "python3 run.py test"):
        assert command in code, command


def test_the_archive_holds_the_tracked_files_and_rebuilds_to_the_same_bytes(site):
    version = _version()
    data = (site / "download" / f"lcp-companion-{version}.tar.gz").read_bytes()
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = {m.name: m for m in tar.getmembers()}
        folder = f"lcp-companion-{version}/"
        files = {name[len(folder) :]: m for name, m in members.items() if m.isfile()}
        assert all(name.startswith(folder) for name in members)
        for needed in ("README.md", "run.py", "pyproject.toml", "lcp/continuous/limit.py", "book/conf.py"):
            assert needed in files, needed
        assert files["run.py"].mode & 0o111 and not files["README.md"].mode & 0o111
        assert tar.extractfile(members[folder + "README.md"]).read() == (ROOT / "README.md").read_bytes()
        assert {m.mtime for m in members.values()} == {downloads.stamp(ROOT).epoch}
        assert {(m.uid, m.gid, m.uname, m.gname) for m in members.values()} == {(0, 0, "", "")}
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files"], check=False, capture_output=True, text=True)
    if listed.returncode == 0:  # a git checkout: exactly the tracked files that exist
        tracked = {p for p in listed.stdout.splitlines() if (ROOT / p).is_file() and not (ROOT / p).is_symlink()}
        assert set(files) == tracked, set(files) ^ tracked
    # deterministic: made again now, the same bytes (no time, no owner, a fixed order)
    assert downloads.source_archive(ROOT, downloads.stamp(ROOT).epoch) == data


def test_the_archive_outside_git_lists_the_same_files(tmp_path):
    """Unpacked (no .git), the companion still builds its archive: the files .gitignore does not exclude."""
    data = downloads.source_archive(ROOT, downloads.stamp(ROOT).epoch)
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(tmp_path, filter="data")
    unpacked = tmp_path / f"lcp-companion-{_version()}"
    (unpacked / "build").mkdir()
    (unpacked / "build" / "junk.txt").write_text("not the companion")
    (unpacked / "lcp" / "__pycache__").mkdir()
    (unpacked / "lcp" / "__pycache__" / "x.pyc").write_bytes(b"")
    assert downloads.tracked(unpacked) == downloads.tracked(ROOT)
    assert downloads.stamp(unpacked) == downloads.stamp(ROOT)  # the notebooks carry the date as their mtime


def test_the_wheel_is_the_package(site):
    version = _version()
    with zipfile.ZipFile(site / "download" / f"lcp-{version}-py3-none-any.whl") as whl:
        names = set(whl.namelist())
        metadata = whl.read(f"lcp-{version}.dist-info/METADATA").decode()
    assert {"lcp/__init__.py", "lcp/continuous/limit.py", "lcp/data/errata.json"} <= names
    assert f"Version: {version}" in metadata and "Name: lcp" in metadata
    assert not any(n.startswith(("tests/", "notebooks/", "book/")) for n in names)


# --- the stamp and cite-this -------------------------------------------------------------------------


def test_the_landing_page_stamps_the_version_and_the_outputs_date_and_links_cite_this(site):
    index = _text(site / "index.html")
    stamp = re.search(r'<p class="companion-stamp">(.*?)</p>', index, re.S)
    assert stamp, "no stamp on the landing page"
    version = _version()
    assert f"Version <strong>{version}</strong>" in stamp[1]
    day = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%cs", "--", "notebooks/*.ipynb"],
        check=False,
        capture_output=True,
        text=True,
    ).stdout.strip()
    if day:  # the date of the last commit that changed a notebook's stored outputs, not the build's
        assert f'datetime="{day}"' in stamp[1], stamp[1]
    assert "references.html#cite-this" in _hrefs(stamp[1])
    references = _text(site / "references.html")
    assert 'id="cite-this"' in references and "lcp_companion" in references


# --- the PDF -----------------------------------------------------------------------------------------


def test_every_page_links_its_pdf_from_its_header(site):
    for page in _pages(site):
        text = _text(page)
        if "data-content_root" not in text:  # not a Sphinx page (explorer.html is the explorer's own)
            continue
        link = re.search(r'<a class="btn btn-sm pdf-link" href="([^"]+)"', text)
        assert link, page.relative_to(site)
        target, _, anchor = link[1].partition("#")
        assert (page.parent / (target or page.name)).resolve() == (site / "pdf.html").resolve(), (page, link[1])
        rel = page.relative_to(site).with_suffix("").as_posix()
        if rel.startswith("notebooks/") or rel == "at-the-table":
            assert anchor == rel.rsplit("/", 1)[-1], (page, link[1])
    listing = _text(site / "pdf.html")
    for name in NOTEBOOKS + ["at-the-table"]:
        entry = re.search(rf'<li id="{name}">(.*?)</li>', listing, re.S)
        assert entry, name
        for href in _hrefs(entry[1]):  # a PDF is linked only when it was printed (and is then in the site)
            assert (site / href).is_file(), href
            if href.endswith(".pdf"):
                assert (site / href).read_bytes().startswith(b"%PDF-")


def test_a_page_prints_to_a_pdf(site, tmp_path):
    """The printer of ``run.py pdf`` on the shortest of its pages: chromium writes a real PDF, offline."""
    exe = chromium_executable()
    if exe is None:
        pytest.skip("Debian's chromium is not installed") if __import__("os").environ.get(
            "CI"
        ) != "true" else pytest.fail("chromium is needed under CI=true")
    out = tmp_path / "at-the-table.pdf"
    printing.print_page(exe, site / "at-the-table.html", out, timeout=300)
    data = out.read_bytes()
    assert data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:]
    assert len(re.findall(rb"/Type\s*/Page\b", data)) >= 1


# --- at the table ------------------------------------------------------------------------------------


def _table_rows(text: str, header: str) -> list[list[str]]:
    table = text.split(header, 1)[1].split("</table>", 1)[0]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)
    return [
        [html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)]
        for r in rows
        if "<td" in r
    ]


def _pct(cell: str) -> float:
    return float(cell.rstrip(" %").strip()) / 100


def test_at_the_table_numbers_are_lcps(site):
    from lcp.continuous import limit

    text = _text(site / "at-the-table.html")
    L, U = 0.5, 2.0
    eq = limit.solve(L, U)
    x = eq.x
    words = html.unescape(re.sub(r"<[^>]+>", "", text))
    for share in (x[2], x[3] - x[2], 1 - x[3], x[0], x[1] - x[0], x[2] - x[1], x[4] - x[3], x[5] - x[4], 1 - x[5]):
        assert f"{share * 100:.1f} %" in words, share
    assert "one bluff for every 3 value bets" in words and "2 bluffs for every 3 value bets" in words
    calls = _table_rows(text, "call with this share of hands")
    assert len(calls) == 5
    for row in calls:
        s = float(Fraction(re.search(r"\(([\d.]+)\)", row[0])[1]))
        assert abs(_pct(row[1]) - (1 - float(eq.call(s)))) <= 0.0005 + 1e-12, row
        assert abs(_pct(row[2]) - s / (1 + 2 * s)) <= 0.0005 + 1e-12, row
    caps = _table_rows(text, "the cap")
    sizes = {"half the pot": 0.5, "the pot": 1.0, "two pots": 2.0, "four pots": 4.0, "no cap": math.inf}
    assert [r[0] for r in caps] == list(sizes)
    values = [_pct(r[1]) for r in caps]
    for (name, u), v in zip(sizes.items(), values):
        assert abs(v - float(limit.value(L, u))) <= 0.00005 + 1e-12, name
    assert values == sorted(values) and len(set(values)) == len(values)  # a larger cap: more for the bettor
    floors = [_pct(r[1]) for r in _table_rows(text, "the minimum bet")]
    assert floors == sorted(floors, reverse=True)
    assert abs(floors[0] - float(limit.value(0.0, math.inf))) <= 0.00005
    value = limit.exact_fractions(Fraction(1, 2), 2)["value"]
    assert f"{float(value) * 100:.2f} % of the pot per hand" in words
    explorer = [h for h in _hrefs(text) if h.startswith("explorer.html")]
    assert explorer and (site / "explorer.html").is_file()
    query = parse_qs(urlsplit(explorer[0]).query)
    assert (float(query["L"][0]), float(query["U"][0])) == (L, U)


# --- the glossary ------------------------------------------------------------------------------------

TERMS = (
    "FBCP",
    "NLCP",
    "LCP",
    "admissible",
    "monotone-admissible",
    "separator",
    "bluff",
    "value bet",
    "pot-1 convention",
    "exploitability",
)


def test_the_glossary_defines_the_terms_and_the_landing_page_links_them(site):
    glossary = _text(site / "glossary.html")
    ids = set(re.findall(r'<dt id="(term-[^"]+)"', glossary))
    defined = {
        html.unescape(re.sub(r"<[^>]+>", "", t)).strip().rstrip("¶#").strip()
        for t in re.findall(r'<dt id="term-[^"]+">(.*?)</dt>', glossary, re.S)
    }
    for term in TERMS:
        assert term in defined, term
    index = _text(site / "index.html")
    used = {h.split("#", 1)[1] for h in _hrefs(index) if h.startswith("glossary.html#")}
    assert used <= ids, used - ids
    for term in ("FBCP", "NLCP", "LCP", "admissible", "monotone-admissible", "bluff", "pot-1 convention"):
        assert "term-" + re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-") in {u.lower() for u in used}, term


# --- which text of the revision ----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["errata", "claims", "versions"])
def test_the_pages_that_quote_the_revision_say_which_text_was_read(site, name):
    words = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", _text(site / f"{name}.html"))))
    words = words.replace("\u2019", "'")  # Sphinx's smart quotes
    assert "the author's LaTeX of February 2026" in words
    assert "not from the text posted as arXiv:2606.01390 v1" in words
    assert "commit 987c7c0" in words
    note = ROOT.parent / "shared" / "sources" / "README.md"
    if note.is_file():  # the provenance the sources' README gives
        readme = re.sub(r"\s+", " ", note.read_text())
        assert "commit 987c7c0 of 2026-02-08" in readme and "arXiv:2606.01390 v1 (31 May 2026" in readme


# --- in the browser ----------------------------------------------------------------------------------


@pytest.mark.parametrize("width", ["laptop", "phone"])
@pytest.mark.parametrize("page", ["index.html", "at-the-table.html", "glossary.html", "pdf.html"])
def test_the_new_pages_read_cleanly_at_both_widths(survey, page, width):
    seen = survey[width][page]
    assert not seen["errors"] and not seen["console"] and not seen["outside"], seen
    layout = seen["layout"]
    assert layout["scrollWidth"] <= layout["clientWidth"], layout
    assert layout["pdfLinks"] == 1, layout  # the header's PDF link shows, once
    assert not layout["unscrolled"], layout


def test_a_rebuild_removes_only_the_folders_it_kept(tmp_path):
    """A new key clears the old keys' folders, never the cache folder itself or anything else in it."""
    cache = tmp_path / "downloads"
    old, mine, other = cache / ("0123456789abcdef"), cache / "notes", cache / "keep.txt"
    old.mkdir(parents=True)
    mine.mkdir()
    other.write_text("not the tool's")
    downloads._forget_other_keys(cache, "fedcba9876543210")
    assert not old.exists() and mine.is_dir() and other.read_text() == "not the tool's"
    downloads._forget_other_keys(tmp_path / "absent", "fedcba9876543210")  # nothing there: nothing done
