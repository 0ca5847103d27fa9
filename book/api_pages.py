"""The API reference: an index of the public modules of ``lcp``, by group, and one page per module
(autodoc), each saying where in the sources its content belongs and which notebooks use it."""

from __future__ import annotations

import re
from pathlib import Path

from common import (
    notebook_names,
)

#: The groups of the API index, in order; for each module, where in the sources its content comes from.
#: A public module of ``lcp`` missing here still gets its page, under "Other modules" (and a test fails).
API_GROUPS: dict[str, dict[str, str]] = {
    "Continuous games": {
        "fixed_bet": "paper Sec. 2.1.1 (FBCP)",
        "no_limit": "paper Sec. 2.1.2 (NLCP)",
        "limit": "paper Secs. 3-6 and 9 (LCP)",
        "admissible": "paper Thm. 4.1, Sec. 4.1",
        "monotone": "revision Secs. 4.1-4.2, App. A",
        "menu": "paper Secs. 2 and 4; the finite-deck paper's limit",
        "payoff": "paper Sec. 6 (Figure 2), App. B",
        "continuous": "the protocol every solved continuous game follows",
        "printed_profile": "paper eqs. (2)-(3): the profile they print, and what it costs",
        "hand_laws": "revision Sec. 9.3: hands from other laws, read in quantiles",
    },
    "Finite games": {
        "finite_deck": "the finite-deck paper",
        "three_player": "the finite-deck paper, three players",
        "baby_poker": "the toddler-poker blog",
        "kuhn": "Kuhn (1950); the check-raising thesis",
        "extensive": "the solver behind lcp.finite.kuhn",
        "finite_game": "the finite games' core: LP, exact re-solve, certificate",
        "grid": "revision Sec. 9.4: the grid game's rules, stated once (test bed, asymmetric hands, raise)",
        "asymmetric": "revision Sec. 9.4: the two hands from different laws, on a grid",
        "reraise": "revision Sec. 9.4: the caller may raise once, on a grid",
        "normal_form": "a brute-force normal form, the grid games' independent check",
        "equilibrium_sets": "every equilibrium of a finite zero-sum game: a feature's range, proved exactly",
    },
    "Checks": {
        "exploit": "best responses, every continuous game",
        "simulate": "Monte Carlo, every continuous game",
        "testbed": "revision Sec. 9.4 (Computational Tools): a test bed for solvers",
        "paper_figures": "the paper's figures, read by numbers at named hands",
    },
    "Records and notebook helpers": {
        "errata": "every source",
        "claims": "every source",
        "record": "the errata's and claims' format: ids, schema, severity, data, command line",
        "severity": "the severity rubric held row by row, and the history of the grades",
        "versions": "manuscript and revision, section by section",
        "sources": "every source, quoted",
        "markup": "the errata's and claims' formulas, as tables and text",
        "annotations": "the errata and claims as W3C Web Annotations, on the texts they quote",
        "ledger": "the revision read sentence by sentence, each assertive sentence's verdict",
        "notebook": "every notebook",
        "plotting": "every figure",
        "portable": "every figure's numbers: log axes and rounding with the same bits on every CPU",
        "cache": "the sympy derivations kept on disk between processes (opt-in)",
        "rational": "identities of rational functions, decided exactly and fast (notebooks 3-5, 9; certificates)",
        "config": "the tolerances, seeds and sizes every module, notebook and test shares",
        "files": "every file the companion writes (figures, executed notebooks)",
        "explorer": "the explorer, in JupyterLab",
    },
}
OTHER_MODULES = "Other modules"
API_DIR = "api"


def public_modules() -> list[str]:
    """The public modules of ``lcp`` (those whose names do not start with an underscore), sorted."""
    import pkgutil

    import lcp

    return sorted(m.name for m in pkgutil.iter_modules(lcp.__path__) if not m.name.startswith("_"))


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
    import importlib.util

    spec = importlib.util.find_spec("lcp")  # the package Sphinx documents, found without running it
    assert spec is not None and spec.origin is not None, "lcp is not importable"
    path = Path(spec.origin).parent.joinpath(*name.split("."))
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
        names = set(re.findall(r"\blcp\.(\w+)", source))
        for imported in re.findall(r"^\s*from lcp import ([\w, ()]+)", source, re.M):
            names |= {n.strip("() ") for n in imported.split(",")}
        used = set()
        for n in names:
            if n in modules:
                used.add(n)
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
    return f"# `lcp.{name}`\n\n{' · '.join(where)}\n\n```{{eval-rst}}\n.. automodule:: lcp.{name}\n   :members:\n```\n"


def api_pages(root: Path) -> dict[str, str]:
    """The API's pages by their path in the site's sources: ``api.md`` and ``api/<module>.md``."""
    using = notebooks_using(root)
    pages = {"api.md": api_index_page(root)}
    for group, members in api_groups().items():
        for m in members:
            pages[f"{API_DIR}/{m}.md"] = api_module_page(root, m, group, using[m])
    return pages
