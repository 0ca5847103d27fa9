"""Every notebook accepts quick=True and rejects parameters it does not define; the quick runs that are
cheaper than the full one execute under papermill.

(nbval, configured in pyproject.toml, separately re-runs each committed .ipynb with its full
parameters and compares the outputs with the stored ones.)

A quick run of a notebook repeats nbval's run of it but for its quick values (smaller samples and grids) and
the parameters path (papermill's injected cell, the check, ``apply_quick``). Where the quick values do not make
the run cheaper (``QUICK_AS_COSTLY_AS_FULL``, measured in CPU seconds), the kernel run is left out: every
notebook's parameters path with ``quick = True`` runs here in-process (``test_quick_passes_the_check_cell``),
and papermill's whole path through a kernel is run by ``test_explicit_parameters_win_over_quick`` (notebook 8,
quick, every cell) and the kernel rejections below.

A rejection happens in the notebook's third code cell, before any work: the parameters cell, papermill's
injected cell, then the check. Each kind of rejection is shown once through papermill and a kernel, as a
reader meets it; the same three cells of every notebook, with papermill's own injected cell, are then run
in this process for each bad parameter (a kernel start per case cost CI about two minutes).
"""

import ast

import papermill as pm
import pytest
from papermill.iorw import load_notebook_node
from papermill.parameterize import parameterize_notebook

from _notebooks import IDS, NOTEBOOK_DIR, PAIRS

pytestmark = pytest.mark.slow

CELL_TIMEOUT = 300  # seconds; a hung kernel fails the test instead of stalling CI

#: Notebooks whose quick run costs about what nbval's full run of them does (CPU seconds of one run each on
#: the 2-core machine, quick / full, each with its process's start: 01 22 / 25, 02 24 / 22, 03 32 / 39,
#: 04 27 / 36, 05 25 / 28, 09 19 / 24): their quick values shrink only cheap cells, so a quick kernel run is
#: nbval's run again. Their parameters path is checked in-process (test_quick_passes_the_check_cell). The
#: quick runs left (06, 07, 10, 11) are the ones that save most of a long full run.
QUICK_AS_COSTLY_AS_FULL = (
    "01_fixed_bet",
    "02_no_limit",
    "03_lcp_derivation",
    "04_payoff_regions",
    "05_parameter_analysis",
    "09_revision",
)
#: Run quick, every cell, by test_explicit_parameters_win_over_quick (with max_raises = 3).
QUICK_RUN_ELSEWHERE = ("08_kuhn_poker",)
QUICK_RUNS = [stem for stem in IDS if stem not in QUICK_AS_COSTLY_AS_FULL + QUICK_RUN_ELSEWHERE]


def _run(stem, tmp_path, **parameters):
    return pm.execute_notebook(
        str(NOTEBOOK_DIR / f"{stem}.ipynb"),
        str(tmp_path / f"{stem}.out.ipynb"),
        parameters=parameters,
        kernel_name="python3",
        cwd=str(NOTEBOOK_DIR),
        progress_bar=False,
        execution_timeout=CELL_TIMEOUT,
        request_save_on_cell_execute=False,  # the result is the returned notebook: written once, at the end
    )


def test_there_are_notebooks():
    assert IDS[:2] == ["01_fixed_bet", "02_no_limit"]
    assert QUICK_RUNS  # a quick run through a kernel stays for the notebooks where quick saves most
    assert all(p.with_suffix(".ipynb").exists() for p in PAIRS)
    assert set(QUICK_AS_COSTLY_AS_FULL + QUICK_RUN_ELSEWHERE) < set(IDS)


def _ran_quick(nb) -> None:
    """A notebook papermill ran with quick = True: no cell failed, and the injected cell set quick."""
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []) if o.output_type == "error"]
    assert not errors
    injected = [c for c in nb.cells if "injected-parameters" in c.metadata.get("tags", [])]
    assert len(injected) == 1 and "quick = True" in injected[0].source


@pytest.mark.parametrize("stem", QUICK_RUNS)
def test_runs_quick(stem, tmp_path):
    _ran_quick(_run(stem, tmp_path, quick=True))


@pytest.mark.parametrize("stem", IDS)
def test_quick_passes_the_check_cell(stem):
    """The parameters path of a quick run, in this process: the parameters cell, papermill's injected
    ``quick = True``, then the check (with ``apply_quick`` where the notebook has quick values of parameters)."""
    namespace, error = _first_cells(stem, quick=True)
    assert error is None and namespace["quick"] is True


def _first_cells(stem, **parameters) -> tuple[dict, Exception | None]:
    """Run the notebook's first three code cells as papermill would inject them (parameters, injected,
    check, run up to its last check: ``check_parameters``, ``apply_quick`` or a ``raise``) in a fresh namespace with IPython's ``In``
    history: the namespace, and what the third cell raised, or None."""
    nb = parameterize_notebook(
        load_notebook_node(str(NOTEBOOK_DIR / f"{stem}.ipynb")), parameters, kernel_name="python3"
    )
    cells = [c for c in nb.cells if c.cell_type == "code"][:3]
    assert [c.metadata.tags[:1] for c in cells[:2]] == [["parameters"], ["injected-parameters"]], stem
    history: list[str] = [""]
    namespace: dict = {"In": history, "__name__": "__main__"}
    for count, cell in enumerate(cells, start=1):
        history.append(cell.source)
        code = ast.parse(cell.source, f"<{stem} cell {count}>")
        if (
            count == 3
        ):  # the check cell up to its last check (check_parameters, apply_quick, a raise): the rest is nbval's
            calls = [i for i, node in enumerate(code.body) if _checks(node)]
            assert calls, f"{stem}: no check_parameters in the third code cell"
            code.body = code.body[: calls[-1] + 1]
        try:
            exec(compile(code, f"<{stem} cell {count}>", "exec"), namespace)
        except Exception as error:  # what the cell raised is the result
            assert count == 3, (stem, count, error)  # the check, before any work
            return namespace, error
    return namespace, None


def _checks(node: ast.AST) -> bool:
    """True if the statement ``node`` checks the parameters: it calls check_parameters or apply_quick, or it
    raises (notebook 10's power-of-2 test of ``iterations``)."""
    names = ("check_parameters", "apply_quick")
    return any(
        isinstance(n, ast.Raise) or (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in names)
        for n in ast.walk(node)
    )


def _first_cells_raise(stem, **parameters) -> BaseException:
    """What the notebook's check cell raises for ``parameters`` (see :func:`_first_cells`)."""
    error = _first_cells(stem, **parameters)[1]
    assert error is not None, f"{stem} accepted {parameters}"
    return error


@pytest.mark.parametrize("stem", IDS)
def test_unknown_parameter_is_rejected(stem):
    error = _first_cells_raise(stem, quick=True, quik=True)
    assert isinstance(error, ValueError) and "unknown parameter 'quik'" in str(error)
    assert "quick" in str(error)  # the message lists the allowed parameters


@pytest.mark.parametrize("stem", IDS)
def test_parameter_of_wrong_type_is_rejected(stem):
    error = _first_cells_raise(stem, quick="yes")
    assert isinstance(error, TypeError) and "parameter 'quick' must be bool" in str(error)


@pytest.mark.parametrize(
    "parameters, kind, message",
    [
        ({"quick": True, "quik": True}, "ValueError", "unknown parameter 'quik'"),
        ({"quick": "yes"}, "TypeError", "parameter 'quick' must be bool"),
        (
            {"quick": True, "B_profile": -1},
            "ValueError",
            "parameter 'B_profile' must be a number in (0, 1e+06]; got -1",
        ),
    ],
)
def test_a_kernel_rejects_a_bad_parameter_in_the_check_cell(parameters, kind, message, tmp_path):
    """The same rejections as a reader meets them: papermill, a kernel, the error in cell 3."""
    with pytest.raises(pm.PapermillExecutionError) as err:
        _run("01_fixed_bet", tmp_path, **parameters)
    assert err.value.ename == kind and message in err.value.evalue
    assert err.value.exec_count == 3


@pytest.mark.parametrize("name", ["globals", "In"])
def test_parameter_hiding_what_the_check_reads_is_rejected_by_name(name, tmp_path):
    """Issue 35: ``-p globals 1`` made the check cell's ``globals()`` fail with a raw TypeError ('int' object
    is not callable), and ``-p In 1`` reached the check as its history; both are unknown parameters."""
    with pytest.raises(pm.PapermillExecutionError) as err:
        _run("01_fixed_bet", tmp_path, quick=True, **{name: 1})
    assert err.value.ename == "ValueError"
    assert err.value.evalue.startswith(f"unknown parameter {name!r}; no notebook has it")
    assert err.value.exec_count == 3  # the check cell, before any work


@pytest.mark.parametrize(
    "stem, parameters, message",
    [
        ("01_fixed_bet", {"B_profile": float("inf")}, "parameter 'B_profile' must be a number in (0, 1e+06]; got inf"),
        ("01_fixed_bet", {"B_profile": -1}, "parameter 'B_profile' must be a number in (0, 1e+06]; got -1"),
        ("01_fixed_bet", {"seed": -1}, "parameter 'seed' must be an integer in [0, 18446744073709551615]; got -1"),
        ("04_payoff_regions", {"L_ev": 2.0, "U_ev": 1.0}, "parameters 'L_ev' and 'U_ev' must satisfy L_ev <= U_ev"),
        ("06_finite_decks", {"b_fixed": 2.5}, "parameter 'b_fixed' must be int, an integer in [1, 5]; got 2.5"),
        ("06_finite_decks", {"b_fixed": 10}, "parameter 'b_fixed' must be an integer in [1, 5]; got 10"),
        ("08_kuhn_poker", {"max_raises": 2000}, "parameter 'max_raises' must be an integer in [0, 50]; got 2000"),
        ("10_test_bed", {"iterations": 100}, "parameter 'iterations' must be a power of 2; got 100"),
        ("10_test_bed", {"max_hands": 4}, "parameter 'max_hands' must be an integer in [8, 64]; got 4"),
        ("11_beyond_the_paper", {"finest": 200}, "parameter 'finest' must be an integer in [8, 96]; got 200"),
        # issue 35: just past the ends of the declared ranges that used to admit runs that never finish (their
        # upper ends are the full run's values, which nbval executes; pattern_bets = 30 never finished)
        ("06_finite_decks", {"pattern_bets": 6}, "parameter 'pattern_bets' must be an integer in [1, 5]; got 6"),
        ("06_finite_decks", {"pattern_decks": 5}, "parameter 'pattern_decks' must be an integer in [1, 4]; got 5"),
        ("06_finite_decks", {"proof_bets": 11}, "parameter 'proof_bets' must be an integer in [1, 10]; got 11"),
        ("07_three_player", {"b_fixed": 101}, "parameter 'b_fixed' must be an integer in [1, 100]; got 101"),
    ],
)
def test_bad_value_is_rejected_up_front_by_its_own_name(stem, parameters, message):
    error = _first_cells_raise(stem, quick=True, **parameters)
    assert isinstance(error, (TypeError, ValueError)) and message in str(error)


def test_explicit_parameters_win_over_quick(tmp_path):
    """quick = True used to override an explicitly passed max_raises (and notebook 6's pattern_decks,
    proof_bets) silently; now an explicit value is used and only the others take their quick values."""
    nb = _run("08_kuhn_poker", tmp_path, quick=True, max_raises=3)
    _ran_quick(nb)  # notebook 8's quick run (QUICK_RUN_ELSEWHERE): every cell, no error
    table = next(c for c in nb.cells if "more-raises" in c.metadata.get("tags", []))
    text = [o.get("text") or o.get("data", {}).get("text/plain", "") for o in table.outputs]  # the table's plain form
    rows = [line.split()[0] for t in text for line in t.splitlines()[2:]]
    assert rows == ["0", "1", "2", "3"]  # quick alone stops at 2 raises, the full run at 4
