"""Test-session set-up (root conftest, so it applies to nbval's notebook items too).

Notebooks executed by the tests write their figures to the scratch folder build/figures/ (the
default of lcp.plotting), never to figures/, and print the same "saved build/figures/..." line as the
stored outputs: a user's $LCP_FIGURES_DIR is therefore ignored here.

Jupyter and IPython keep their configuration, data (the kernel connection secrets among them) and
runtime files in a temporary folder of the test session, never in the user's HOME.
"""

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.pop("LCP_FIGURES_DIR", None)
# The sympy derivations are derived once per test run and loaded by every later process (test workers,
# notebook kernels): lcp.core.cache, keyed by the package's sources. A user's own LCP_CACHE_DIR wins.
os.environ.setdefault("LCP_CACHE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "build", "cache"))

#: The variables that point Jupyter and IPython away from HOME (jupyter_core and IPython read them).
PRIVATE_DIRS = ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR")
_OWN_HOME = None  # the folder this session made for them (the controller's; xdist workers inherit the variables)


def pytest_configure(config):
    global _OWN_HOME
    if all(os.environ.get(name) for name in PRIVATE_DIRS):
        return  # an outer session (or the user) has chosen them already
    _OWN_HOME = tempfile.mkdtemp(prefix="lcp-test-home-")
    for name in PRIVATE_DIRS:
        folder = os.path.join(_OWN_HOME, name.lower())
        os.makedirs(folder, exist_ok=True)
        os.environ[name] = folder
    # removed at interpreter exit, not in pytest_unconfigure: an IPython shell made in this process (the
    # plotting tests) writes its history there from its own exit handler, which runs before this one
    atexit.register(shutil.rmtree, _OWN_HOME, ignore_errors=True)


def listed_notebooks(root) -> set[str]:
    """The project's notebooks: those the site lists (the ``notebooks/NN_name`` lines of book/index.md, as
    run.py and book/common.py read them)."""
    import re
    from pathlib import Path

    text = (Path(root) / "book" / "index.md").read_text(encoding="utf-8")
    return set(re.findall(r"^notebooks/([0-9][0-9]_\w+)[ \t]*$", text, re.M))


def pytest_ignore_collect(collection_path, config):
    """A notebook in notebooks/ that the project does not list is the user's: nbval does not execute it."""
    if collection_path.suffix == ".ipynb" and collection_path.parent == config.rootpath / "notebooks":
        return collection_path.stem not in listed_notebooks(config.rootpath) or None
    return None


def pytest_report_header(config):
    """One line naming the user's notebooks that the run leaves out (pytest_ignore_collect)."""
    folder = config.rootpath / "notebooks"
    if not (config.rootpath / "book" / "index.md").is_file():
        return None
    theirs = sorted({p.stem for p in folder.glob("[0-9][0-9]_*.ipynb")} - listed_notebooks(config.rootpath))
    if theirs:
        return (
            f"left out {', '.join(f'notebooks/{n}.ipynb' for n in theirs)}: not one of the project's notebooks "
            "(those listed in book/index.md)"
        )
    return None


from hypothesis import settings  # noqa: E402  (after the environment it reads is set up above)

# Property tests are reproducible run to run (CI must not flake) and never time out on a first call
# that fills a cache (the sympy derivations are cached on first use).
settings.register_profile("lcp", deadline=None, derandomize=True)
settings.load_profile("lcp")


#: The test files that take longest (seconds of one worker, from the JUnit report of a whole run on 2 cores),
#: longest first. pytest-xdist's ``--dist loadfile`` (with ``--no-loadscope-reorder``, run.py) hands
#: whole files to the workers in this order, so a long file is never the last one left running while
#: the others idle. The first file to read the site (test_reading) pays for the page survey shared
#: by the other site files (tests/_survey.py).
LONGEST_FIRST = (
    "tests/site/test_reading.py",
    "tests/notebooks/test_notebooks.py",
    "notebooks/06_finite_decks.ipynb",
    "tests/notebooks/test_jupyterlab.py",
    "tests/site/test_tables_page.py",
    "notebooks/07_three_player.ipynb",
    "tests/site/test_book.py",
    "tests/finite/test_three_player.py",
    "notebooks/04_payoff_regions.ipynb",
    "notebooks/03_lcp_derivation.ipynb",
    "tests/finite/test_ranges_three_player.py",  # the longest of the range files; the others, seconds each, fill the tail
    "tests/package/test_wheel.py",
    "tests/package/test_explorer.py",
    "tests/continuous/test_fixed_bet.py",
    "tests/site/test_site_chrome.py",
    "notebooks/11_beyond_the_paper.ipynb",
    "notebooks/05_parameter_analysis.ipynb",
    "notebooks/09_revision.ipynb",
    "notebooks/10_test_bed.ipynb",
    "tests/site/test_survey.py",
    "tests/package/test_benchmarks.py",
    "tests/finite/test_baby_poker.py",
    "notebooks/02_no_limit.ipynb",
    "tests/site/test_report.py",
    "tests/site/test_site_extras.py",
)


#: The markers (registered in pyproject.toml). A test file that drives a browser or JupyterLab says so with
#: ``pytestmark = pytest.mark.browser``; one whose tests take seconds each (notebooks executed, wheels and
#: sites built, benchmarks) with ``pytest.mark.slow``. Here every notebook (nbval) item is marked
#: ``notebook``, and every ``notebook`` or ``browser`` item also ``slow``, so ``-m "not slow"`` is the fast
#: unit suite (the package's tests and doctests).
HEAVY = ("notebook", "browser")


def compare_figures(notebook) -> None:
    """Make nbval compare the PNG images a notebook's cells show, byte for byte (it skips them by default).

    lcp.plotting.savefig shows the saved file's bytes, and tests/notebooks/test_figures.py holds every stored image equal
    to its file in figures/; so a figure whose bytes depend on numpy's code path (run.py test executes the
    notebooks on the baseline path, reproduce stored them on the machine's own) fails here, in the cell that
    saves it, at no extra cost: nbval executes every figure cell anyway (issue 52)."""
    skip = getattr(notebook, "skip_compare", None)
    if skip is not None and "image/png" in skip:
        notebook.skip_compare = tuple(key for key in skip if key != "image/png")


@pytest.hookimpl(tryfirst=True)  # before -m deselects: the markers added here count
def pytest_collection_modifyitems(config, items):
    root = config.rootpath
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}

    def name_of(item):
        try:
            return item.path.relative_to(root).as_posix()
        except ValueError:
            return str(item.path)

    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker("notebook")
            compare_figures(item.parent)
        if any(item.get_closest_marker(m) for m in HEAVY) and not item.get_closest_marker("slow"):
            item.add_marker("slow")
    items.sort(key=lambda item: rank.get(name_of(item), len(rank)))  # stable: the collected order stays
