// The search page's snippets (issue 50): Sphinx cuts each snippet from the found page's HTML as text, where
// a formula is still its TeX source (\(x \le \frac{1}{2}\)), which read as raw TeX. Before the text is taken,
// each formula becomes plain text (x ≤ (1)/(2)): the TeX's symbols as characters, its commands and braces gone.
(() => {
  const SYMBOLS = {
    le: "≤", leq: "≤", ge: "≥", geq: "≥", ne: "≠", neq: "≠", in: "∈", infty: "∞", cdot: "·", times: "×",
    pm: "±", to: "→", mid: "|", ldots: "…", dots: "…", cdots: "…", approx: "≈", partial: "∂", sum: "∑",
    int: "∫", lim: "lim", max: "max", min: "min", log: "log", alpha: "α", beta: "β", gamma: "γ", delta: "δ",
    Delta: "Δ", epsilon: "ε", lambda: "λ", mu: "μ", pi: "π", rho: "ρ", sigma: "σ", theta: "θ", phi: "φ",
  };
  const plain = (tex) => {
    let text = tex;
    for (let i = 0; i < 3; i += 1) {  // nested fractions, innermost first
      text = text.replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, "($1)/($2)");
    }
    return text
      .replace(/\\(?:mathrm|text|textrm|mathbf|mathit|operatorname|mathcal|mathbb)\{([^{}]*)\}/g, "$1")
      .replace(/\\([A-Za-z]+)/g, (m, name) => (Object.hasOwn(SYMBOLS, name) ? SYMBOLS[name] : " "))
      .replace(/\\[,;:! ]/g, " ")
      .replace(/[{}]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  };
  const install = () => {  // (searchtools.js, the page's search, may load after this script)
    if (typeof Search === "undefined" || !Search.htmlToText || Search.htmlToText.plainFormulas) return;
    const original = Search.htmlToText;
    Search.htmlToText = (htmlString, anchor) =>
      original(
        htmlString.replace(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g, (m, inline, display) => plain(inline ?? display)),
        anchor,
      );
    Search.htmlToText.plainFormulas = true;
  };
  install();
  document.addEventListener("DOMContentLoaded", install);
})();
