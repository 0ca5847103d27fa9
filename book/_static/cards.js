// A notebook's table wider than its column (most on a phone, a few on a laptop) becomes a stack of cards, one a
// row, each cell beside its column's name (the labels book/cards.py put in every cell at build time; hidden in a table).
// Measured when the page is ready, again once MathJax has set the formulas, and when the width changes.
(() => {
  const fit = () => {
    for (const table of document.querySelectorAll("table:has(span.cell-label)")) {
      table.classList.remove("cards");
      if (table.getBoundingClientRect().width > table.parentElement.clientWidth + 1) {
        table.classList.add("cards");
      }
    }
  };
  const typeset = () => (window.MathJax?.startup?.promise ?? Promise.resolve()).then(fit);
  const start = () => {
    fit();
    if (document.readyState === "complete") typeset();
    else window.addEventListener("load", typeset);
    let pending = 0;
    window.addEventListener("resize", () => { cancelAnimationFrame(pending); pending = requestAnimationFrame(fit); });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
