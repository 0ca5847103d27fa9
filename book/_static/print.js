// The reader's copy on paper (issue 50; print.css): when the page is laid out for print, a formula (displayed,
// or inline and wider than its paragraph) wider than the paper's column is set smaller to fit it (MathJax 3 does not break lines, and a scroll box
// cannot be scrolled on paper), and a notebook's table wider than the column becomes cards (as cards.js does on
// a screen). Back on the screen, both are undone. Chromium lays the page out for print before it calls the
// listener, so the widths read here are the paper's.
(() => {
  const fitted = [];
  const onPaper = () => {
    for (const box of document.querySelectorAll('mjx-container[display="true"]')) {
      if (!box.getClientRects().length) continue;
      const left = box.getBoundingClientRect().left;
      const inner = [...box.querySelectorAll(":scope > mjx-math, mjx-itable, mjx-labels")];
      const right = Math.max(...inner.map((e) => e.getBoundingClientRect().right), left);
      const room = box.parentElement.clientWidth;
      if (right - left > room + 1) {
        box.style.zoom = String(Math.max(0.4, room / (right - left)));
        fitted.push(box);
      }
    }
    for (const box of document.querySelectorAll('mjx-container:not([display="true"])')) {  // inline, too
      if (!box.getClientRects().length || box.closest('mjx-container[display="true"]')) continue;
      const room = box.parentElement.closest("p, li, td, th, dd, dt, blockquote, figcaption, h1, h2, h3, h4, div");
      const width = box.getBoundingClientRect().width;
      if (room && width > room.clientWidth + 1) {
        box.style.zoom = String(Math.max(0.4, room.clientWidth / width));
        fitted.push(box);
      }
    }
    for (const table of document.querySelectorAll("table:has(span.cell-label)")) {
      if (table.getBoundingClientRect().width > table.parentElement.clientWidth + 1) {
        table.classList.add("cards");
        fitted.push(table);
      }
    }
  };
  const onScreen = () => {
    for (const e of fitted.splice(0)) {
      if (e.tagName === "TABLE") window.dispatchEvent(new Event("resize"));
      else e.style.zoom = "";
    }
  };
  matchMedia("print").addEventListener("change", (e) => (e.matches ? onPaper() : onScreen()));
})();
