"""Each notebooks/NN_name.py and its .ipynb hold the same cells (content, never file timestamps),
exactly one parameters cell, the parameter check right after it, and the python3 kernel."""

import pytest

from _notebooks import IDS, read_ipynb, read_py, tags


def _cells(nb):
    return [(c.cell_type, c.source, tags(c)) for c in nb.cells]


@pytest.mark.parametrize("stem", IDS)
def test_py_and_ipynb_have_identical_cells(stem):
    py, ipynb = _cells(read_py(stem)), _cells(read_ipynb(stem))
    assert len(py) == len(ipynb), "different number of cells: re-run `python3 run.py reproduce`"
    for k, (a, b) in enumerate(zip(py, ipynb)):
        assert a == b, f"cell {k} differs between {stem}.py and {stem}.ipynb: re-run `python3 run.py reproduce`"


@pytest.mark.parametrize("stem", IDS)
def test_metadata(stem):
    for nb in (read_py(stem), read_ipynb(stem)):
        assert nb.metadata["kernelspec"]["name"] == "python3"
        assert nb.metadata["jupytext"]["formats"] == "ipynb,py:percent"


@pytest.mark.parametrize("stem", IDS)
def test_one_parameters_cell_then_the_check(stem):
    cells = read_py(stem).cells
    tagged = [k for k, c in enumerate(cells) if "parameters" in tags(c)]
    assert len(tagged) == 1
    k = tagged[0]
    assert cells[k].cell_type == "code"
    assert "quick = False" in cells[k].source  # every notebook has the quick switch, off by default
    assert "check_parameters(In)" in cells[k + 1].source


@pytest.mark.parametrize("stem", IDS)
def test_executed_with_outputs(stem):
    code = [c for c in read_ipynb(stem).cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code), "notebook not executed: run `python3 run.py reproduce`"
    assert not any(o.output_type == "error" for c in code for o in c.outputs)
