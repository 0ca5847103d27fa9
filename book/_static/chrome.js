// The sidebar toggles of the article header (the menu and the contents buttons a reader sees) do nothing by
// themselves: pydata-sphinx-theme and sphinx-book-theme listen only to the FIRST .primary-toggle and
// .secondary-toggle of the page, the ones in pydata's own header, which the book theme hides. Each visible
// toggle therefore clicks its hidden twin: the navigation opens as a drawer on a phone and folds away on a
// wide screen, the contents list likewise.
document.addEventListener("DOMContentLoaded", () => {
  for (const side of ["primary", "secondary"]) {
    const [listened, ...others] = document.querySelectorAll(`.${side}-toggle`);
    for (const button of others) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation();
        listened.click();
      });
    }
  }
});
