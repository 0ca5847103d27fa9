"""tools/latest.py deletes its scratch environment only when it is its own, by the project's rule
(tools.environment.is_ours): the marker, and nothing a virtual environment does not hold."""

import pytest

from tools import environment, latest


@pytest.mark.parametrize("marked", [True, False])
def test_a_folder_with_a_users_file_is_not_deleted(tmp_path, capsys, marked):
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "notes.txt").write_text("mine")
    if marked:
        (venv / environment.MARKER).write_text("made by tools/latest.py\n")
    with pytest.raises(SystemExit) as stop:
        latest.build(venv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "nothing was deleted" in err
    assert "notes.txt" in err and (venv / "notes.txt").read_text() == "mine"
