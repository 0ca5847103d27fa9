// A figure readable on a phone (issue 50). A notebook figure (lcp.plotting.savefig: 150 dpi, text never smaller
// than 8 pt, 16.7 of the PNG's pixels) fitted to a phone's column shows a multi-panel figure's text at 5 or 6
// CSS px. Where the column would shrink a figure's 8-point text below 8 CSS px, the figure is shown instead at
// 9 px for 8 points (wider than the column) in a box that scrolls sideways, with a shadow at each edge where
// more of the figure lies and a line under it that says so; a tap still opens the full-size image. A figure
// that fits readably, a wide screen, and paper (companion.css: @media print) are left as they were. The same
// holds for the gallery's figures, widened only as far as a screen's height allows (the gallery keeps each
// within it), and for a page's own figure (the landing page's Figure 1).
(() => {
  const SMALLEST = 8 / (8 * 150 / 72); // shown / natural pixels at which 8-point text is 8 CSS px
  const TARGET = 9 / (8 * 150 / 72); // ... and 9 CSS px, the size a scrolled figure is shown at
  const done = [];

  const undo = () => {
    for (const {img, frame, cue, link} of done.splice(0)) {
      frame.replaceWith(link);
      cue.remove();
      img.style.removeProperty("--figure-width");
      link.classList.remove("figure-scrolled");
    }
  };

  const edges = (box, frame) => {
    frame.classList.toggle("more-left", box.scrollLeft > 1);
    frame.classList.toggle("more-right", box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  };

  const widen = (img) => {
    const link = img.closest("a.image-reference");
    if (!link || !img.naturalWidth || !img.getClientRects().length) return;
    const shown = img.getBoundingClientRect().width;
    if (shown >= img.naturalWidth * SMALLEST) return; // readable as it is
    let width = img.naturalWidth * TARGET;
    if (img.classList.contains("gallery-image")) {
      // the gallery keeps a figure within a screen's height (companion.css): no wider than that allows
      const tallest = Math.min(860, 0.85 * window.innerHeight);
      width = Math.min(width, (tallest * img.naturalWidth) / img.naturalHeight);
    }
    if (width <= shown + 8) return;
    const frame = document.createElement("div");
    frame.className = "figure-frame";
    const box = document.createElement("div");
    box.className = "figure-scroll";
    box.tabIndex = 0; // a keyboard reader scrolls it with the arrow keys
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", `${img.alt || "figure"} (scrolls sideways)`);
    link.replaceWith(frame);
    frame.append(box);
    box.append(link);
    link.classList.add("figure-scrolled");
    img.style.setProperty("--figure-width", `${Math.round(width)}px`); // companion.css sets it, on screens only
    const cue = document.createElement("p");
    cue.className = "figure-cue";
    cue.textContent = "\u21c6\u00a0Swipe sideways for the rest \u00b7 tap for full size";
    frame.after(cue);
    box.addEventListener("scroll", () => edges(box, frame), {passive: true});
    edges(box, frame);
    done.push({img, frame, cue, link});
  };

  const apply = () => {
    undo();
    if (!window.matchMedia("screen and (max-width: 960px)").matches) return;
    for (const img of document.querySelectorAll("img.lcp-figure, img.gallery-image, img.page-figure")) {
      if (img.complete) widen(img);
      else img.addEventListener("load", () => widen(img), {once: true});
    }
  };

  let pending = 0;
  const later = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(apply);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", apply);
  else apply();
  let width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth !== width) { // a phone's toolbar changes only the height: nothing to redo
      width = window.innerWidth;
      later();
    }
  });
  window.addEventListener("beforeprint", undo); // paper shows each figure whole (print.css)
  window.addEventListener("afterprint", apply);
})();
