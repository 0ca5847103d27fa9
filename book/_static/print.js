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
    // A code line that wraps: a mark in the hanging indent (print.css) of each line it runs on to. The lines'
    // tops come from the text itself: every visual line of the block, less those where a source line starts.
    for (const pre of document.querySelectorAll(".bd-article pre")) {
      if (!pre.getClientRects().length) continue;
      const box = pre.getBoundingClientRect(), starts = new Set(), all = new Set();
      const key = (top) => Math.round(top - box.top);
      const whole = document.createRange();
      whole.selectNodeContents(pre);
      for (const r of whole.getClientRects()) if (r.width > 0) all.add(key(r.top));
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      let fresh = true;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.length; i++) {
          if (node.data[i] === "\n") { fresh = true; continue; }
          if (!fresh) continue;
          fresh = false;
          const one = document.createRange();
          one.setStart(node, i);
          one.setEnd(node, i + 1);
          const r = one.getClientRects()[0];
          if (r) starts.add(key(r.top));
        }
      }
      for (const top of all) {
        if ([...starts].some((s) => Math.abs(s - top) <= 2)) continue;
        const mark = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        mark.setAttribute("class", "wrap-mark");
        mark.setAttribute("aria-hidden", "true");
        mark.setAttribute("viewBox", "0 0 10 10");
        mark.innerHTML = '<path d="M2 1.5v4.5h6M5.5 3.5l2.5 2.5-2.5 2.5"/>';
        mark.style.top = `${top}px`;
        pre.appendChild(mark);
        fitted.push(mark);
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
      else if (e.classList.contains("wrap-mark")) e.remove();
      else e.style.zoom = "";
    }
  };
  matchMedia("print").addEventListener("change", (e) => (e.matches ? onPaper() : onScreen()));
})();
