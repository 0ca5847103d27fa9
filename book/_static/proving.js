/* From a row of the errata or claims to its proving cell, and which row it was (book/pages.py).
 *
 * A proving cell carries a note listing every row that cites it (record_pages.note_proving_cells); CSS alone
 * shows the note and outlines the cell when a link brings the reader there. This script adds one thing:
 * a link followed from a table row is remembered for the tab (sessionStorage), and on the notebook page
 * that row's line in the note is marked (and unfolded when it sits among the "more rows"), so among the
 * rows of a busy cell the reader sees the one they came from.
 *
 * Plain JavaScript, nothing fetched; without it (or without storage) the note still shows, unmarked.
 */
(function () {
  "use strict";

  var KEY = "lcp-from-row";

  function store(value) {
    try { window.sessionStorage.setItem(KEY, value); } catch (e) { /* storage refused: no mark */ }
  }

  function stored() {
    try { return window.sessionStorage.getItem(KEY); } catch (e) { return null; }
  }

  function page(href) {  // "claims.html" of any URL of the claims page
    return href.split("#")[0].split("?")[0].split("/").pop();
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("table.companion-table a[href*='#cell-']");
    var row = link && link.closest("tr[id]");
    if (row) { store(page(window.location.href) + "#" + row.id); }
  });

  function mark() {
    var from = stored();
    var id = decodeURIComponent(window.location.hash.slice(1));
    var anchor = id && document.getElementById(id);
    var cell = anchor && anchor.closest("div.cell");
    var note = cell && cell.querySelector(":scope > .cell-proves");
    if (!from || !note) { return; }
    Array.prototype.forEach.call(note.querySelectorAll("li.from-row"), function (li) { li.classList.remove("from-row"); });
    Array.prototype.forEach.call(note.querySelectorAll("a.cell-proves-row"), function (a) {
      if (page(a.getAttribute("href")) + "#" + a.getAttribute("href").split("#")[1] !== from) { return; }
      var li = a.closest("li");
      li.classList.add("from-row");
      var folded = li.closest("details");
      if (folded) { folded.open = true; }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", mark);
  } else {
    mark();
  }
  window.addEventListener("hashchange", mark);
})();
