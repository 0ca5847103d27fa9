"""Each notebooks/NN_name.py and its .ipynb hold the same cells (content, never file timestamps),
exactly one parameters cell, the parameter check right after it with a range for every
parameter, and the python3 kernel."""

import ast

import pytest
import tomllib

from _notebooks import IDS, ROOT, read_ipynb, read_py, tags
from lcp.core import software
from tools import lock


def _cells(nb):
    return [(c.cell_type, c.source, tags(c)) for c in nb.cells]


@pytest.mark.parametrize("stem", IDS)
def test_py_and_ipynb_have_identical_cells(stem):
    py, ipynb = _cells(read_py(stem)), _cells(read_ipynb(stem))
    assert len(py) == len(ipynb), "different number of cells: re-run `python3 run.py reproduce`"
    for k, (a, b) in enumerate(zip(py, ipynb)):
        assert a == b, f"cell {k} differs between {stem}.py and {stem}.ipynb: re-run `python3 run.py reproduce`"


def _jupytext_config() -> dict:
    config = tomllib.loads((ROOT / "jupytext.toml").read_text())
    return {k: config[k] for k in ("cell_metadata_filter", "formats", "notebook_metadata_filter")}


@pytest.mark.parametrize("stem", IDS)
def test_metadata_is_what_jupyterlab_saves(stem):
    """Both files carry the metadata JupyterLab and its jupytext write on save, so opening a notebook
    does not mark it modified and saving it changes nothing (tests/notebooks/test_jupyterlab.py does it for real)."""
    py, ipynb = read_py(stem), read_ipynb(stem)
    assert py.metadata["kernelspec"]["name"] == ipynb.metadata["kernelspec"]["name"] == "python3"
    assert set(ipynb.metadata) == {"jupytext", "kernelspec", "language_info", "lcp"}
    assert ipynb.metadata["jupytext"] == _jupytext_config()  # no text_representation in the .ipynb
    assert ipynb.metadata["language_info"]["name"] == "python"
    assert set(py.metadata) == {"jupytext", "kernelspec"}
    assert py.metadata["jupytext"] == {
        **_jupytext_config(),
        "text_representation": {"extension": ".py", "format_name": "percent", "format_version": "1.3"},
    }  # no jupytext_version


@pytest.mark.parametrize("stem", IDS)
def test_the_versions_that_made_the_outputs_are_the_locks(stem):
    """The .ipynb records (metadata ``lcp.software``, written by run.py reproduce) the Python and the library
    versions that made its outputs: the lock's (locks/notebooks.txt, the set reproduce installs), and a Python
    of the series the lock is made for. A lock moved forward needs the notebooks executed again."""
    recorded = read_ipynb(stem).metadata["lcp"]["software"]
    assert list(read_ipynb(stem).metadata["lcp"]) == ["software"]
    assert set(recorded) == {"python", *software.LIBRARY}
    locked = lock.pins(lock.path(ROOT, "notebooks").read_text())
    assert {k: v for k, v in recorded.items() if k != "python"} == {k: locked[k] for k in software.LIBRARY}
    assert recorded["python"].startswith(lock.PYTHON_VERSION[:5])  # "3.11."
    assert recorded["python"] == read_ipynb(stem).metadata["language_info"]["version"]  # the kernel's own


@pytest.mark.parametrize("stem", IDS)
def test_one_parameters_cell_then_the_check(stem):
    cells = read_py(stem).cells
    tagged = [k for k, c in enumerate(cells) if "parameters" in tags(c)]
    assert len(tagged) == 1
    k = tagged[0]
    assert cells[k].cell_type == "code"
    assert "quick = False" in cells[k].source  # every notebook has the quick switch, off by default
    assert "check_parameters(In, globals()" in cells[k + 1].source


def _check_call(stem):
    """The notebook's check_parameters(...) call, as an AST node."""
    for cell in read_py(stem).cells:
        for node in ast.walk(ast.parse(cell.source if cell.cell_type == "code" else "")):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "check_parameters":
                return node
    raise AssertionError(f"{stem} never calls check_parameters")


@pytest.mark.parametrize("stem", IDS)
def test_every_parameter_has_a_declared_range(stem):
    nb = read_py(stem)
    cell = next(c for c in nb.cells if "parameters" in tags(c))
    defined = {t.id for node in ast.parse(cell.source).body if isinstance(node, ast.Assign) for t in node.targets}
    call = _check_call(stem)
    assert [ast.unparse(a) for a in call.args[:2]] == ["In", "globals()"]
    declared = {ast.literal_eval(k) for k in call.args[2].keys}
    assert declared == defined


@pytest.mark.parametrize("stem", IDS)
def test_executed_with_outputs(stem):
    code = [c for c in read_ipynb(stem).cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code), "notebook not executed: run `python3 run.py reproduce`"
    assert not any(o.output_type == "error" for c in code for o in c.outputs)
