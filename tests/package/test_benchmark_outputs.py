"""The timings book/working.md cites from a committed benchmark output stand in that output (nothing is run)."""

import re

from _notebooks import ROOT

PAGE = ROOT / "book" / "working.md"
CITED = re.compile(r"benchmarks/(\w+\.md)")
# a number the page gives with a unit of time or as a ratio ("8.5 ms", "22.4x", "13 times", "1.02e+05")
NUMBER = re.compile(r"(?<![\w.^{+-])(\d+(?:\.\d+)?)\s?(?:ms|us|ns|s|x|times)\b")
SCIENTIFIC = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?e[+-]\d+)")


def blocks(text: str) -> list[str]:
    """The page's paragraphs and top-level bullets (a bullet's continuation lines belong to it)."""
    out: list[list[str]] = []
    for line in text.splitlines():
        if not line.strip():
            out.append([])
        elif line.startswith("* ") or not out:
            out.append([line])
        else:
            out[-1].append(line)
    return [" ".join(b) for b in out if b]


def numbers(block: str) -> set[str]:
    """The numbers with a unit of time or ratio in ``block``, outside code spans."""
    prose = re.sub(r"`[^`]*`", " ", block.replace("{,}", "").replace(",", ""))
    return {m.group(1) for m in NUMBER.finditer(prose)} | set(SCIENTIFIC.findall(prose))


def stands_in(number: str, text: str) -> bool:
    """Whether ``number`` appears in ``text`` as a whole number (not a part of a longer one)."""
    return re.search(rf"(?<![\d.]){re.escape(number)}(?!\.?\d)", text.replace(",", "")) is not None


def citing_blocks():
    return [(b, CITED.findall(b)) for b in blocks(PAGE.read_text(encoding="utf-8")) if CITED.search(b)]


def test_every_benchmark_output_the_page_names_is_committed():
    named = {name for _, names in citing_blocks() for name in names}
    assert {"library.md", "value_grid.md", "finite_decks.md", "three_player.md", "grid.md", "install.md"} <= named
    missing = sorted(name for name in named if not (ROOT / "benchmarks" / name).is_file())
    assert not missing, f"book/working.md names benchmark outputs that are not committed: {missing}"


def test_each_number_cited_from_an_output_stands_in_it():
    for block, names in citing_blocks():
        outputs = " ".join((ROOT / "benchmarks" / n).read_text(encoding="utf-8") for n in names)
        cited = numbers(block)
        assert cited, f"a passage citing {names} gives no timing: {block[:80]}..."
        absent = sorted(n for n in cited if not stands_in(n, outputs))
        assert not absent, f"book/working.md cites {absent} from {names}, which do not say so: {block[:80]}..."


def test_the_number_reader_on_known_sentences():
    assert numbers("takes 8.5 ms, ratio 22.4x, $n = 12$ 19 s and 13 times; 1.02e+05 (`grid.py 60 s`)") == {
        "8.5",
        "22.4",
        "19",
        "13",
        "1.02e+05",
    }
    assert stands_in("5.81", "| 5.81 | 1 |") and not stands_in("5.8", "| 5.81 |") and not stands_in("81", "5.81")


def test_the_installer_comment_says_what_the_page_says():
    """tools/environment.py's note on uv and the page cite the same output (they had said 5 s and 10 s)."""
    lines = (ROOT / "tools" / "environment.py").read_text(encoding="utf-8").splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith("UV_REQUIREMENT"))
    start = max(i for i in range(end) if not lines[i].startswith("#:")) + 1
    note = " ".join(line[2:] for line in lines[start:end])
    assert "benchmarks/install.md" in note
    cited, output = numbers(note), (ROOT / "benchmarks" / "install.md").read_text(encoding="utf-8")
    assert cited and all(stands_in(n, output) for n in cited), f"{sorted(cited)} not all in install.md: {note}"
