"""The ledger's LaTeX reader (lcp.record.ledger.split_text) reads escapes by counting backslashes (issue 62
item 8): ``\\%`` is a percent sign but ``\\\\%`` a line break then a comment; ``\\}`` an escaped brace but
``\\\\}`` a line break then the group's closing brace (e.g. at the end of a heading)."""

from lcp.record import ledger


def test_a_line_break_before_a_headings_closing_brace_ends_the_heading():
    text = "\\section{Results\\\\}\nWe find it. It holds.\n"
    found = [(s.block, s.text) for s in ledger.split_text(text)]
    assert found == [("heading", "\\section{Results\\\\}"), ("prose", "We find it."), ("prose", "It holds.")]


def test_an_escaped_brace_stays_inside_the_heading():
    text = "\\section{The set \\{1, 2\\} and more}\nIt holds.\n"
    found = [(s.block, s.text) for s in ledger.split_text(text)]
    assert found == [("heading", "\\section{The set \\{1, 2\\} and more}"), ("prose", "It holds.")]


def test_a_percent_after_a_line_break_starts_a_comment_and_an_escaped_one_does_not():
    text = "We find 50\\% of it.\\\\% a note, not a sentence\nIt holds.\n"
    texts = [s.text for s in ledger.split_text(text)]
    assert texts[0].startswith("We find 50\\% of it.") and texts[-1].endswith("It holds.")
    assert not any("note" in t for t in texts)
