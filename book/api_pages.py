"""The API reference: an index of the public modules of ``lcp``, by wing, and one page per module (autodoc),
each saying where in the sources its content belongs and which notebooks use it.

A module's page is at its address in the wings (``api/continuous.limit.html`` for ``lcp.continuous.limit``);
the page each module had before the wings (``api/limit.html``) forwards there, anchor and all (issue 62)."""

from __future__ import annotations

import re
from pathlib import Path

from .common import (
    notebook_names,
)

#: The groups of the API index, in order, one per wing of ``lcp`` (issue 62) and the package's top level; for each
#: module, where in the sources its content comes from. A public module missing here still gets its page, under
#: "Other modules" (and a test fails).
API_GROUPS: dict[str, dict[str, str]] = {
    "The ground": {
        "core": "what every wing stands on: exact arithmetic, validation, settings, files",
        "core.config": "the tolerances, seeds and sizes every module, notebook and test shares",
        "core.rational": "identities of rational functions, decided exactly and fast (notebooks 3-5, 9; certificates)",
        "core.portable": "every figure's numbers: log axes and rounding with the same bits on every CPU",
        "core.cache": "the sympy derivations kept on disk between processes (opt-in)",
        "core.files": "every file the companion writes (figures, executed notebooks)",
        "core.locks": "waiting for a lock another process holds (the cache's, run.py's checkout lock)",
        "core.certificate": "one certificate for every game's equilibrium, and the rule when none can be given",
        "core.software": "the versions of Python and the libraries that made every output",
    },
    "Continuous games": {
        "continuous": "the continuous games of the paper",
        "continuous.fixed_bet": "paper Sec. 2.1.1 (FBCP)",
        "continuous.no_limit": "paper Sec. 2.1.2 (NLCP)",
        "continuous.limit": "paper Secs. 3-6 and 9 (LCP)",
        "continuous.admissible": "paper Thm. 4.1, Sec. 4.1",
        "continuous.monotone": "revision Secs. 4.1-4.2, App. A",
        "continuous.menu": "paper Secs. 2 and 4; the finite-deck paper's limit",
        "continuous.payoff": "paper Sec. 6 (Figure 2), App. B",
        "continuous.protocol": "the protocol every solved continuous game follows",
        "continuous.printed_profile": "paper eqs. (2)-(3): the profile they print, and what it costs",
        "continuous.hand_laws": "revision Sec. 9.3: hands from other laws, read in quantiles",
        "continuous.exploit": "best responses, every continuous game",
        "continuous.simulate": "Monte Carlo, every continuous game",
    },
    "Finite games": {
        "finite": "the finite games: decks, three players, Kuhn, baby poker, their solvers",
        "finite.finite_deck": "the finite-deck paper",
        "finite.three_player": "the finite-deck paper, three players",
        "finite.baby_poker": "the toddler-poker blog",
        "finite.kuhn": "Kuhn (1950); the check-raising thesis",
        "finite.extensive": "the solver behind lcp.finite.kuhn",
        "finite.finite_game": "the finite games' core: LP, exact re-solve, certificate",
        "finite.normal_form": "a brute-force normal form, the grid games' independent check",
        "finite.equilibrium_sets": "every equilibrium of a finite zero-sum game: a feature's range, proved exactly",
    },
    "The grid game and its test bed": {
        "grid": "revision Sec. 9.4: the grid game's rules, stated once (test bed, asymmetric hands, raise)",
        "grid.rules": "revision Sec. 9.4: the grid game's rules",
        "grid.exact": "the grid game solved exactly",
        "grid.window": "the grid game solved exactly, hands in windows",
        "grid.structured": "the grid game's structure, for large grids",
        "testbed.cli": "the test bed's solve command",
        "grid.asymmetric": "revision Sec. 9.4: the two hands from different laws, on a grid",
        "grid.reraise": "revision Sec. 9.4: the caller may raise once, on a grid",
        "testbed": "revision Sec. 9.4 (Computational Tools): a test bed for solvers",
        "testbed.game": "revision Sec. 9.4: the discretised LCP",
        "testbed.profile": "the test bed's profiles and scores",
        "testbed.floor": "the test bed's floor",
        "testbed.extension": "the test bed's extension to the continuous game",
        "testbed.efg": "the Gambit .efg export",
        "testbed.openspiel": "the game in OpenSpiel",
        "testbed.bench": "the test bed's benchmark",
        "testbed.scoring": "any profile of the grid game scored exactly, at any size",
        "testbed.formats": "the profile files: the compact runs, CSV, numpy arrays",
    },
    "The record of the sources": {
        "record": "the errata's and claims' format: ids, schema, severity, data, command line",
        "record.errata": "every source",
        "record.claims": "every source",
        "record.severity": "the severity rubric held row by row, and the history of the grades",
        "record.versions": "manuscript and revision, section by section",
        "record.sources": "every source, quoted",
        "record.markup": "the errata's and claims' formulas, as tables and text",
        "record.annotations": "the errata and claims as W3C Web Annotations, on the texts they quote",
        "record.ledger": "the revision read sentence by sentence, each assertive sentence's verdict",
    },
    "Notebook helpers": {
        "paper_figures": "the paper's figures, read by numbers at named hands",
        "notebook": "every notebook",
        "plotting": "every figure",
        "explorer": "the explorer, in JupyterLab",
    },
}
OTHER_MODULES = "Other modules"
API_DIR = "api"


def _lcp_folder() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("lcp")  # the package Sphinx documents, found without running it
    assert spec is not None and spec.origin is not None, "lcp is not importable"
    return Path(spec.origin).parent


def wings() -> tuple[str, ...]:
    """The subpackages of ``lcp`` that hold its modules (``lcp.WINGS``), read from its source."""
    import ast

    for node in ast.parse((_lcp_folder() / "__init__.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["WINGS"]:
            return tuple(ast.literal_eval(node.value))
    raise LookupError("lcp/__init__.py defines no WINGS")


#: Public modules that need a solver library the site's environment does not install (locks/site.txt): no API
#: page (their docstrings are on the solver-author page, book/testbed.md, and in the package itself).
NEEDS_A_SOLVER = {"testbed.native": "OpenSpiel"}


def public_modules() -> list[str]:
    """The public modules of ``lcp`` (no name part starts with an underscore), sorted, without the ``lcp.``: the
    top-level modules, each wing and the modules of each wing (``continuous.limit``), less
    :data:`NEEDS_A_SOLVER`."""
    import pkgutil

    folder = _lcp_folder()
    names = []
    for top in pkgutil.iter_modules([str(folder)]):
        if top.name.startswith("_"):
            continue
        names.append(top.name)
        if top.name in wings():
            inner = pkgutil.iter_modules([str(folder / top.name)])
            names += [f"{top.name}.{m.name}" for m in inner if not m.name.startswith("_")]
    return sorted(name for name in names if name not in NEEDS_A_SOLVER)


def old_pages() -> dict[str, str]:
    """Each module's page before the wings (``api/limit``) that no page holds now, and the module it moved to
    (``continuous.limit``), from ``lcp.OLD_ADDRESSES``."""
    import ast

    for node in ast.parse((_lcp_folder() / "__init__.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["OLD_ADDRESSES"]:
            moved = ast.literal_eval(node.value)
            return {old: new for old, new in sorted(moved.items()) if old not in public_modules()}
    raise LookupError("lcp/__init__.py defines no OLD_ADDRESSES")


def wing_members(wing: str) -> list[str]:
    """The names a wing's page documents: those of its ``__all__`` that the wing itself says it defines (their
    ``__module__`` is the wing: ``lcp.record.Row``); the names it re-exports from a module of its own
    (``lcp.testbed.build``) are documented on that module's page."""
    import importlib

    package = importlib.import_module(f"lcp.{wing}")
    return [
        n
        for n in getattr(package, "__all__", ())
        if getattr(getattr(package, n), "__module__", None) == package.__name__
    ]


def redirect_page(old: str, new: str) -> str:
    """The HTML left at an old API page's address: it forwards to the new page (a meta refresh, a link for a
    reader without it, and a script that keeps the anchor: ``#lcp.limit.solve`` opens ``#lcp.continuous.limit.solve``).
    """
    target = f"{new}.html"
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>lcp.{old} is now lcp.{new}</title>
<link rel="canonical" href="{target}">
<script>
(function () {{  // before the refresh below: the same page, at the anchor's new name
  var hash = decodeURIComponent(location.hash.slice(1));
  if (hash.indexOf("lcp.{old}") === 0) hash = "lcp.{new}" + hash.slice({len(f"lcp.{old}")});
  location.replace("{target}" + (hash ? "#" + encodeURIComponent(hash).replace(/%2E/g, ".") : ""));
}})();
</script>
<meta http-equiv="refresh" content="0; url={target}">
</head>
<body>
<p>The module <code>lcp.{old}</code> is now <a href="{target}"><code>lcp.{new}</code></a> (its page moved with it).</p>
</body>
</html>
"""


def api_groups() -> dict[str, list[str]]:
    """Every public module under its group of :data:`API_GROUPS`, in that order; unlisted ones last."""
    modules = public_modules()
    groups = {group: [m for m in members if m in modules] for group, members in API_GROUPS.items()}
    listed = {m for members in groups.values() for m in members}
    others = [m for m in modules if m not in listed]
    if others:
        groups[OTHER_MODULES] = others
    return {group: members for group, members in groups.items() if members}


def _rst_to_myst(text: str) -> str:
    """A docstring's reST inline markup in MyST: ``:math:`x``` becomes ``$x$``, other roles code."""
    text = re.sub(r":math:`([^`]+)`", r"$\1$", text)
    text = re.sub(r":[\w:]+:`~?([^`]+)`", r"`\1`", text)
    return text.replace("``", "`")


def module_summary(name: str) -> str:
    """The module docstring's summary (its first paragraph, one sentence: what the module holds), in MyST."""
    # read from the source, not imported: Sphinx's autodoc imports the modules anyway, and importing them here
    # too cost the build their import time twice (about 4 s before Python had compiled them)
    import ast

    path = _lcp_folder().joinpath(*name.split("."))
    source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    doc = (ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or "").strip()
    return _rst_to_myst(" ".join(doc.split("\n\n")[0].split()))


def notebooks_using(root: Path) -> dict[str, list[str]]:
    """For each public module, the notebooks (their names) whose source imports or calls it."""
    import lcp

    modules = set(public_modules())
    found: dict[str, list[str]] = {m: [] for m in modules}
    for notebook in notebook_names(root):
        source = (root / "notebooks" / f"{notebook}.py").read_text()
        names = set(re.findall(r"\blcp\.([\w.]*\w)\b(?!\s+import)", source))  # lcp.continuous.limit.solve, lcp.explore
        for package, imported in re.findall(r"^\s*from lcp((?:\.\w+)*) import ([\w, ()]+)", source, re.M):
            names |= {f"{package[1:]}.{n.strip('() ')}".lstrip(".") for n in imported.split(",")}
        used = set()
        for n in names:
            parts = n.split(".")
            known = [".".join(parts[:k]) for k in range(len(parts), 0, -1) if ".".join(parts[:k]) in modules]
            if known:  # the most specific module named
                used.add(known[0])
            else:  # a name the package re-exports (lcp.explore) counts for the module that defines it
                owner = getattr(getattr(lcp, n, None), "__module__", "") or ""
                if owner.startswith("lcp.") and owner[4:] in modules:
                    used.add(owner[4:])
        for m in sorted(used):
            found[m].append(notebook)
    return found


def _where(name: str) -> str:
    return next((members[name] for members in API_GROUPS.values() if name in members), "")


def _notebook_links(notebooks: list[str], prefix: str) -> str:
    return ", ".join(f"{{doc}}`{int(nb[:2])} <{prefix}notebooks/{nb}>`" for nb in notebooks)


def api_index_page(root: Path) -> str:
    """The API index: one line per module (what it holds, where in the sources, which notebooks use it)."""
    groups = api_groups()
    using = notebooks_using(root)
    parts = [
        "# The package `lcp`\n",
        "Every number in the notebooks is computed by these modules, each on its own page. Units are the "
        "paper's pot-1 convention (ante 1/2) unless a module says otherwise; each module's docstring names "
        "the section it reproduces. Each line gives what the module holds, where in the sources it "
        "belongs (*in*) and the notebooks that use it. Generated from the modules of `lcp` "
        f"({sum(map(len, groups.values()))} public modules).\n",
        "```{eval-rst}\n.. py:module:: lcp\n```\n",
    ]
    for group, members in groups.items():
        parts.append(f"## {group}\n")
        for m in members:
            line = f"- [`lcp.{m}`]({API_DIR}/{m}.md): {module_summary(m)}"
            extras = []
            if _where(m) and not re.search(r"\b(Secs?|Thm|App)\.", module_summary(m)):  # not said twice
                extras.append(f"*in* {_where(m)}")
            if using[m]:
                extras.append(("notebook " if len(using[m]) == 1 else "notebooks ") + _notebook_links(using[m], ""))
            parts.append(line + (f" ({'; '.join(extras)})" if extras else "") + "\n")
    toc = "\n".join(f"{API_DIR}/{m}" for members in groups.values() for m in members)
    parts.append(f"```{{toctree}}\n:hidden:\n:titlesonly:\n\n{toc}\n```\n")
    return "\n".join(parts)


def api_module_page(root: Path, name: str, group: str, notebooks: list[str]) -> str:
    """One module's page: where it sits (group, sources, notebooks), then its docstring and members."""
    where = [f"{{doc}}`../{API_DIR}` · {group}"]
    if _where(name):
        where.append(f"in {_where(name)}")
    if notebooks:
        where.append(
            ("used in notebook " if len(notebooks) == 1 else "used in notebooks ") + _notebook_links(notebooks, "../")
        )
    options = f"   :members: {', '.join(wing_members(name))}\n" if name in wings() else "   :members:\n"
    if options.strip() == ":members:" and name in wings():  # nothing of its own: its docstring only
        options = ""
    return f"# `lcp.{name}`\n\n{' · '.join(where)}\n\n```{{eval-rst}}\n.. automodule:: lcp.{name}\n{options}```\n"


def api_pages(root: Path) -> dict[str, str]:
    """The API's pages by their path in the site's sources: ``api.md`` and ``api/<module>.md``
    (``api/continuous.limit.md``), and the old pages' forwarding HTML (``_extra/api/limit.html``, served at
    ``api/limit.html``)."""
    using = notebooks_using(root)
    pages = {"api.md": api_index_page(root)}
    for group, members in api_groups().items():
        for m in members:
            pages[f"{API_DIR}/{m}.md"] = api_module_page(root, m, group, using[m])
    for old, new in old_pages().items():
        pages[f"_extra/{API_DIR}/{old}.html"] = redirect_page(old, new)
    return pages
