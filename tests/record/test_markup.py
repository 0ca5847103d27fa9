"""lcp.record.markup: the checker finds each way a field can break the convention, and the renderers keep
formulas whole (Markdown) or readable (plain text)."""

import pytest

from lcp.record import markup


@pytest.mark.parametrize(
    "text, finding",
    [
        ("$x", "unbalanced '$'"),
        ("$$x$$", "display math"),
        (r"$\vert b' \vert$ and $|b'|$", "bare '|'"),
        ("$2 * 3$", "'*' in math"),
        (r"$\frac{1}{2$", "unbalanced braces"),
        (r"$\frak{1}$", "unknown command"),
        (r"$\left( x$", "unpaired"),
        ("$x^$", "without an argument"),
        ("$ x$", "space"),
        ("*not $x$ here*", "math inside emphasis"),
        ("a * b", "not emphasis"),
    ],
)
def test_problems_finds_each_breach(text, finding):
    assert any(finding in p for p in markup.problems(text)), markup.problems(text)


def test_legal_markup_has_no_problems():
    assert (
        markup.problems(
            r"not *weakly*: $x > \frac{1 + 4B}{(1 + 2B)(2 + B)}$, \$0.10, $\{0\}$, "
            r"$n \not\equiv 0 \pmod 9$, $P[\text{bluff} \mid s]$, $x^\ast$"
        )
        == []
    )


def test_parts_reads_escaped_dollars_as_text():
    assert markup.parts(r"\$0.20 and $x$") == [("text", r"\$0.20 and "), ("math", "x")]


def test_markdown_cell_escapes_only_outside_math():
    cell = markup.markdown_cell("a | b $x \\le 1$\n*weakly* (Appendix \\ref{app:ma})")
    assert cell == r"a \| b $x \le 1$ *weakly* (Appendix `\ref{app:ma}`)"
    assert markup.markdown_cell("$a|b$") == r"$a\vert b$"  # a pipe in math would end the cell


@pytest.mark.parametrize(
    "tex, text",
    [
        (r"\frac{B}{(1+2B)(2+B)}", "B/((1+2B)(2+B))"),
        (r"\frac{1}{2}\left(a + b\right)", "(1/2)(a + b)"),
        (r"\vert b'(s) \vert (1 + s)", "|b'(s)| (1 + s)"),
        (r"x_2 + b_0 - S_{FB} + V_{\mathrm{LCP}}", "x₂ + b₀ - S_FB + V_LCP"),
        (r"v^{-1}(x) + 3^{1/3}", "v⁻¹(x) + 3^(1/3)"),
        (r"1.46 \times 10^{-2}", "1.46 × 10⁻²"),
        (r"n \not\equiv 4 \pmod 9", "n ≢ 4 (mod 9)"),
        (r"\sqrt{(4x - 4)(2x_2 - 2)}", "√((4x - 4)(2x₂ - 2))"),
        (r"\lim_{s \to \infty} b(s)", "lim_(s → ∞) b(s)"),
        (r"x^\ast \approx 0.4", "x* ≈ 0.4"),
    ],
)
def test_plain_renders_tex_readably(tex, text):
    assert markup.plain(f"${tex}$") == text


@pytest.mark.parametrize("tex, text", [("a\\\nb", "a b"), ("x^\\\nb", "x^()b")])
def test_a_backslash_before_a_line_break_is_a_space(tex, text):
    # TeX reads "\" + line break as a control space; the reader took it for no command at all and failed
    # with an AttributeError or TypeError (a command pattern whose "." skipped the line break; found by mypy)
    assert markup.problems(f"${tex}$") == []
    assert markup.plain(f"${tex}$") == text


def test_plain_block_never_splits_a_formula():
    block = markup.plain_block(
        "title", [("note", "word " * 12 + r"$x > \frac{1 + 4B + 2B^2}{(1 + 2B)(2 + B)}$")], width=60
    )
    assert "x > (1 + 4B + 2B²)/((1 + 2B)(2 + B))" in block
