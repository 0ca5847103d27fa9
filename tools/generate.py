r"""Write :mod:`lcp.continuous._forms` from the sympy derivations, so that the float paths never wait for sympy.

A developer tool of the source checkout (not in the wheel). Run ``python -m tools.generate`` from the
checkout after changing a derivation; ``tests/continuous/test_forms.py`` regenerates the
text and compares it with the committed file, so the two cannot drift. The same run writes
``book/_extra/lcp-forms.js``, the LCP forms in JavaScript for the site's explorer (:func:`render_js`):
the same common subexpressions, in the same subtraction-free form, so the page's numbers agree with
:func:`lcp.continuous.limit.solve` to a few ulps.

Every float quantity is emitted in coordinates in which it is a ratio of two polynomials with
non-negative coefficients (checked here), so that evaluating it never subtracts:

* LCP: the barycentric coordinates :math:`r = L/(1+L)`, :math:`t = 1/(1+U)`, :math:`d = 1 - r - t =
  (U-L)/((1+L)(1+U))` of the triangle :math:`0 \le L \le U \le \infty`; substituting
  :math:`L = r/(t+d)`, :math:`U = (r+d)/t` turns each rational function of (L, U) into a ratio of
  homogeneous polynomials of equal degree (so U = inf, L = U = inf and huge sizes are just points of
  the triangle);
* FBCP: :math:`\beta = B/(1+B)`, :math:`w = 1/(1+B)`, :math:`B = \beta/w`;
* NLCP: :math:`u = 1/(1+s)`, :math:`a = s/(1+s)`, :math:`s = a/u` (its constants are exact rationals).

A quantity whose polynomials have mixed signs is multiplied by powers of :math:`r + t + d` (or
:math:`\beta + w`) until the signs agree (Pólya), and generation fails if that does not happen.
"""

from __future__ import annotations

import pathlib

import sympy as sp

#: The checkout this tool writes into (it lives in tools/, beside lcp/ and book/).
ROOT = pathlib.Path(__file__).resolve().parents[1]
TARGET = ROOT / "lcp" / "continuous" / "_forms.py"
#: The explorer's copy of the LCP forms (the wheel does not ship the site).
JS_TARGET = ROOT / "book" / "_extra" / "lcp-forms.js"
_MAX_ELEVATION = 6


def _positive_ratio(expr, atoms, substitution):
    """``expr`` after ``substitution`` as (numerator, denominator, sign): homogeneous, non-negative."""
    num, den = sp.fraction(sp.cancel(sp.together(expr.subs(substitution, simultaneous=True))))
    num, den = sp.Poly(sp.expand(num), *atoms), sp.Poly(sp.expand(den), *atoms)
    total = sp.Poly(sum(atoms), *atoms)
    if any(c < 0 for c in den.coeffs()) and all(c <= 0 for c in den.coeffs()):
        num, den = -num, -den
    for _ in range(_MAX_ELEVATION):
        ok_den = all(c >= 0 for c in den.coeffs())
        sign = 1 if all(c >= 0 for c in num.coeffs()) else -1 if all(c <= 0 for c in num.coeffs()) else 0
        if ok_den and sign and num.is_homogeneous and den.is_homogeneous:
            return (sign * num).as_expr(), den.as_expr(), sign
        num, den = num * total, den * total
    raise ArithmeticError(f"{expr} has no sign-definite form in {atoms}")


def _function(name, atoms, named, doc):
    """Python source of ``def name(*atoms)`` returning the tuple of ``named`` quantities (cse'd)."""
    replacements, reduced = sp.cse([expr for _, expr, _ in named], symbols=sp.numbered_symbols("_c"))
    lines = [f"def {name}({', '.join(map(str, atoms))}):", f'    """{doc}"""']
    for sym, sub in replacements:
        lines.append(f"    {sym} = {sp.sstr(sub)}")
    out = []
    for (label, _, sign), e in zip(named, reduced):
        text = sp.sstr(e)
        out.append(f"-({text})" if sign < 0 else text)
        assert "-" not in text, f"{label}: a subtraction in {text}"
    lines.append("    return (")
    lines += [f"        {t},  # {label}" for t, (label, _, _) in zip(out, named)]
    lines.append("    )")
    return "\n".join(lines)


def _js_function(name, atoms, named, doc):
    """JavaScript source of ``function name(...atoms)`` returning the array of ``named`` quantities (cse'd
    exactly as :func:`_function`, so the two languages evaluate the same expressions)."""
    replacements, reduced = sp.cse([expr for _, expr, _ in named], symbols=sp.numbered_symbols("_c"))
    lines = [f"  /** {doc} */", f"  function {name}({', '.join(map(str, atoms))}) {{"]
    for sym, sub in replacements:
        lines.append(f"    const {sym} = {sp.jscode(sub)};")
    lines.append("    return [")
    for (label, _, sign), e in zip(named, reduced):
        text = sp.jscode(e)
        assert "-" not in text.replace("Math.pow", ""), f"{label}: a subtraction in {text}"
        lines.append(f"      {'-(' + text + ')' if sign < 0 else text},  // {label}")
    lines += ["    ];", "  }"]
    return "\n".join(lines)


def _ratios(pairs, atoms, substitution):
    named = []
    for label, expr in pairs:
        num, den, sign = _positive_ratio(expr, atoms, substitution)
        named.append((label, sp.horner(num, *atoms) / sp.horner(den, *atoms), sign))
    return named


def _limit_section():
    from lcp.continuous import limit

    d = limit.derive()
    L, U = limit.L_SYMBOL, limit.U_SYMBOL
    xs = [d.solution[sym] for sym in limit.X_SYMBOLS]
    b0 = d.solution[limit.B0_SYMBOL]
    half = sp.Rational(1, 2)
    exact = {**{f"x{i}": x for i, x in enumerate(xs)}, "b0": b0, "value": d.value}
    polys = {}
    for name, expr in exact.items():
        num, den = sp.fraction(sp.cancel(expr))
        polys[name] = tuple(
            tuple(sorted(((int(i), int(j)), int(c)) for (i, j), c in sp.Poly(p, L, U).terms())) for p in (num, den)
        )
    r, t, dd = sp.symbols("r t d", nonnegative=True)
    substitution = {L: r / (t + dd), U: (r + dd) / t}
    quantities = [
        *((f"x{i}", x) for i, x in enumerate(xs)),
        ("1 - x2", 1 - xs[2]),
        ("1 - x3", 1 - xs[3]),
        ("1 - x4", 1 - xs[4]),
        ("1 - x5", 1 - xs[5]),
        ("x3 - 1/2", xs[3] - half),
        ("x5 - 1/2", xs[5] - half),
        ("(1 + 2L)(1 - x3)", (1 + 2 * L) * (1 - xs[3])),
        ("(1 + 2U)(1 - x5)", (1 + 2 * U) * (1 - xs[5])),
        ("b0", b0),
        ("value", d.value),
    ]
    named = _ratios(quantities, (r, t, dd), substitution)
    parts = _function(
        "limit_parts",
        (r, t, dd),
        named,
        "LCP thresholds and helpers at r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)) (see LIMIT_ORDER).",
    )
    value = _function(
        "limit_value",
        (r, t, dd),
        _ratios([("value", d.value)], (r, t, dd), substitution),
        "V(L, U) at the same coordinates (scalars or numpy arrays).",
    )
    order = tuple(label for label, _ in quantities)
    return polys, order, parts, value, named


def _strategy_js():
    """c(s), v(s) and b(s) of the derivation in JavaScript, with q = 1 - x2 for x2 (the explorer draws them)."""
    from lcp.continuous import limit

    d = limit.derive()
    s, q = limit.S_SYMBOL, sp.Symbol("q")
    x2, b0 = limit.X_SYMBOLS[2], limit.B0_SYMBOL
    lines = []
    for name, expr in (("callThreshold", d.call), ("valueHand", d.value_hand), ("bluffHand", d.bluff_hand)):
        form = sp.factor(sp.simplify(expr.subs(x2, 1 - q)))
        args = ", ".join(str(a) for a in (s, q, b0) if a in form.free_symbols or a is s)
        lines.append(f"  function {name}({args}) {{ return {sp.jscode(form)}; }}  // {sp.sstr(expr)}")
    return "\n".join(lines)


def _fixed_section():
    from lcp.continuous import fixed_bet

    d = fixed_bet.derive()
    B = fixed_bet.B_SYMBOL
    beta, w = sp.symbols("beta w", nonnegative=True)
    half = sp.Rational(1, 2)
    quantities = [
        ("a", d.bluff_below),
        ("v", d.value_above),
        ("c", d.call_above),
        ("v - 1/2", d.value_above - half),
        ("1 - v", 1 - d.value_above),
        ("(1 + 2B)(1 - v)", (1 + 2 * B) * (1 - d.value_above)),
        ("E(bluff)", fixed_bet.bet_ev(0, d.call_above, B, x_above_c=False)),
        ("value", d.value),
    ]
    parts = _function(
        "fixed_parts",
        (beta, w),
        _ratios(quantities, (beta, w), {B: beta / w}),
        "FBCP thresholds and helpers at beta = B/(1+B), w = 1/(1+B) (see FIXED_ORDER).",
    )
    return tuple(label for label, _ in quantities), parts


def _no_limit_section():
    from lcp.continuous import fixed_bet, no_limit

    d = no_limit.derive()
    s = no_limit.S_SYMBOL
    u, a = sp.symbols("u a", nonnegative=True)
    consts = {name: sp.Rational(getattr(d, name)) for name in ("bluff_below", "value_above", "value")}
    quantities = [
        ("call", d.call),
        ("value_hand", d.value_hand),
        ("bluff_hand", d.bluff_hand),
        ("E(v(s), s)", fixed_bet.bet_ev(d.value_hand, d.call, s, x_above_c=True)),
    ]
    parts = _function(
        "no_limit_parts",
        (u, a),
        _ratios(quantities, (u, a), {s: a / u}),
        "NLCP c(s), v(s), b(s) and E(v(s), s) at u = 1/(1+s), a = s/(1+s) (see NO_LIMIT_ORDER).",
    )
    return consts, tuple(label for label, _ in quantities), parts


def render() -> str:
    polys, order, limit_parts, limit_value, _ = _limit_section()
    fixed_order, fixed_parts = _fixed_section()
    consts, no_limit_order, no_limit_parts = _no_limit_section()
    text = [
        '"""Generated by ``python -m tools.generate`` from the sympy derivations: do not edit.',
        "",
        "``tests/continuous/test_forms.py`` regenerates this file and compares. Each float quantity is a ratio of",
        "polynomials with non-negative coefficients in non-negative coordinates (see tools/generate.py).",
        '"""',
        "",
        "# LCP: numerator and denominator of x0..x5, b0 and V as {(i, j): coefficient of L**i U**j}",
        "LIMIT_POLYNOMIALS = {",
    ]
    for name, (num, den) in polys.items():
        text.append(f"    {name!r}: ({dict(num)!r}, {dict(den)!r}),")
    text += ["}", "", f"LIMIT_ORDER = {order!r}", "", "", limit_parts, "", "", limit_value, "", ""]
    text += [f"FIXED_ORDER = {fixed_order!r}", "", "", fixed_parts, "", ""]
    text.append("# NLCP: A (bluff below), v(0) (value above) and the value, as (numerator, denominator)")
    text.append("NO_LIMIT_CONSTANTS = {" + ", ".join(f"{k!r}: ({v.p}, {v.q})" for k, v in consts.items()) + "}")
    text += [f"NO_LIMIT_ORDER = {no_limit_order!r}", "", "", no_limit_parts]
    return "\n".join(text) + "\n"


#: The coordinates of (L, U), as lcp.continuous._limit_coordinates._coordinates computes them for floats (a definition, not a
#: derived formula): r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)), with the infinite ends exact.
_JS_COORDINATES = """  function coordinates(L, U) {
    if (!(L >= 0 && L <= U)) throw new RangeError("need 0 <= L <= U <= inf; got L = " + L + ", U = " + U);
    const r = L === Infinity ? 1 : L / (1 + L);
    if (U === Infinity) return [r, 0, L === Infinity ? 0 : 1 / (1 + L)];
    return [r, 1 / (1 + U), (U - L) / (1 + U) / (1 + L)];
  }"""


def render_js() -> str:
    """``book/_extra/lcp-forms.js``: the LCP forms of :mod:`lcp.continuous._forms` and the strategy functions."""
    _, order, _, _, named = _limit_section()
    r, t, dd = sp.symbols("r t d", nonnegative=True)
    text = [
        "// Generated by `python -m tools.generate` from the sympy derivations (tools/generate.py): do not edit.",
        "// tests/continuous/test_forms.py regenerates it and compares. Each LCP quantity is a ratio of polynomials with",
        "// non-negative coefficients in r = L/(1+L), t = 1/(1+U), d = (U-L)/((1+L)(1+U)), evaluated exactly as",
        "// lcp.continuous._forms.limit_parts evaluates it in Python (pot-1 units, ante 1/2).",
        '"use strict";',
        "const LCP = (function () {",
        f"  const LIMIT_ORDER = {list(order)!r};".replace("'", '"'),
        _JS_COORDINATES,
        _js_function(
            "limitParts", (r, t, dd), named, "LCP thresholds and helpers at (r, t, d), in the order of LIMIT_ORDER."
        ),
        _strategy_js(),
        "  /** The equilibrium's numbers at limits 0 <= L <= U <= Infinity (as lcp.continuous.limit.solve). */",
        "  function solve(L, U) {",
        "    const coords = coordinates(L, U);",
        "    const parts = limitParts(coords[0], coords[1], coords[2]);",
        "    const named = {};",
        "    LIMIT_ORDER.forEach((name, i) => { named[name] = parts[i]; });",
        "    return {L: L, U: U, r: coords[0], t: coords[1], d: coords[2], x: parts.slice(0, 6),",
        '            b0: named["b0"], value: named["value"], parts: named};',
        "  }",
        "  return {LIMIT_ORDER, coordinates, limitParts, callThreshold, valueHand, bluffHand, solve};",
        "})();",
        'if (typeof module !== "undefined") module.exports = LCP;',
    ]
    return "\n".join(text) + "\n"


def main() -> None:
    TARGET.write_text(render())
    print(f"wrote {TARGET}")
    JS_TARGET.parent.mkdir(parents=True, exist_ok=True)
    JS_TARGET.write_text(render_js())
    print(f"wrote {JS_TARGET}")


if __name__ == "__main__":
    main()
