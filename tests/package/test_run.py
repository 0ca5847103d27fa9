"""run.py under hostile use (issue 30): unknown commands, read-only checkouts, broken virtual environments,
concurrent runs, offline edits of pyproject.toml, matplotlib without a writable HOME."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from _notebooks import ROOT
from tools import notebook_hygiene as hygiene
from tools import suite

pytestmark = pytest.mark.slow


def _load(venv: Path | None = None):
    """A fresh copy of run.py as a module (LCP_VENV pointing at ``venv`` when given)."""
    old = os.environ.get("LCP_VENV")
    if venv is not None:
        os.environ["LCP_VENV"] = str(venv)
    try:
        spec = importlib.util.spec_from_file_location(f"run_{id(venv)}", ROOT / "run.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        if venv is not None:
            if old is None:
                os.environ.pop("LCP_VENV", None)
            else:
                os.environ["LCP_VENV"] = old


def _run_py(*args, cwd=ROOT, env=None):
    return subprocess.run(
        [sys.executable, str(cwd / "run.py"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_unknown_command_says_so_in_one_line():
    result = _run_py("bogus")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "run.py: unknown command 'bogus'; the commands are reproduce, test, book, pdf, lock (python3 run.py --help)"
    ]
    result = _run_py("lock", "--newest")  # refused before anything is set up or written
    assert result.returncode == 2 and result.stderr.splitlines() == ["run.py lock takes only --upgrade; got --newest"]


@pytest.mark.skipif(
    os.geteuid() == 0 if hasattr(os, "geteuid") else False,
    reason="root writes into read-only folders; the check is tested through _writable below",
)
def test_read_only_checkout_gets_one_line(tmp_path):  # pragma: no cover - CI runs as root
    copy = tmp_path / "ro"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", "build", ".git"))
    for path in [copy, *copy.rglob("*")]:
        path.chmod(path.stat().st_mode & ~0o222)
    result = _run_py("book", cwd=copy)
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1 and "read-only" in result.stderr


def test_read_only_folder_is_named(tmp_path, monkeypatch, capsys):
    run = _load()
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != tmp_path)
    with pytest.raises(SystemExit) as stop:
        run._writable(tmp_path / "build" / "html", "the site", "make a writable copy")
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err == f"run.py: cannot write the site ({tmp_path} is read-only); make a writable copy\n"


def _fake_venv(root: Path, *, python: str | None, pip: bool) -> None:
    """A venv-shaped folder whose interpreter is ``python`` (a script), absent (None) or dangling ("dangling")."""
    bin_ = root / "bin"
    bin_.mkdir(parents=True)
    if python == "dangling":
        (bin_ / "python").symlink_to(root / "no-such-python")
    elif python is not None:
        script = bin_ / "python"
        # "python -m pip --version" fails when pip is missing; "python -c ..." succeeds if the interpreter works
        script.write_text(f'#!/bin/sh\n{python}\nif [ "$1" = -m ]; then exit {0 if pip else 1}; fi\nexit 0\n')
        script.chmod(0o755)


@pytest.mark.parametrize(
    "python, pip, problem",
    [
        (None, True, "has no working interpreter"),
        ("dangling", True, "has no working interpreter"),
        ("exit 3", True, "interpreter does not start"),
        ("", False, "has no pip"),
        ("", True, None),
    ],
)
def test_broken_virtual_environments_are_found(tmp_path, python, pip, problem):
    venv = tmp_path / "venv"
    _fake_venv(venv, python=python, pip=pip)
    found = _load(venv).venv_problem()
    assert (found is None) if problem is None else (problem in found)


def test_a_missing_venv_is_no_problem(tmp_path):
    assert _load(tmp_path / "absent").venv_problem() is None


def test_a_broken_venv_is_rebuilt(tmp_path):
    """The whole repair path with a real interpreter: a venv without pip is removed and recreated; the
    install that follows is cut short (a stamp that matches), so no network is needed."""
    venv = tmp_path / "venv"
    _fake_venv(venv, python="", pip=False)
    (venv / ".lcp-venv").write_text("created by run.py\n")  # only a folder run.py marked is rebuilt
    run = _load(venv)
    calls = []
    real_installer = run.installer

    def fake_installer(command, *args, **kwargs):
        calls.append(command)
        if command[1:3] == ["-m", "venv"]:  # create a venv-shaped folder with a working "python" and the stamp
            _fake_venv(venv, python="", pip=True)
            run.STAMP.write_text(run.install_key("tests") + "\n")
            return 0
        return real_installer(command, *args, **kwargs)

    run.installer = fake_installer
    run.os.execve = lambda *a: (_ for _ in ()).throw(SystemExit("re-executed"))
    with pytest.raises(SystemExit, match="re-executed"):
        run.ensure_environment()
    assert any(c[1:3] == ["-m", "venv"] for c in calls)


def test_requirements_key_ignores_edits_that_change_no_requirement(tmp_path, monkeypatch):
    run = _load()
    original = (ROOT / "pyproject.toml").read_text()
    copy = tmp_path / "pyproject.toml"
    monkeypatch.setattr(run, "ROOT", tmp_path)
    copy.write_text(original)
    key = run.requirements_key()
    copy.write_text(original.replace('description = "', 'description = "Edited offline. ') + "\n# a comment\n")
    assert run.requirements_key() == key
    copy.write_text(original.replace('"numpy>=1.26"', '"numpy>=1.27"'))
    assert run.requirements_key() != key


def test_concurrent_runs_wait_for_each_other(tmp_path, monkeypatch):
    """Two reproduce runs of one notebook at once deleted committed figures; the lock serialises them."""
    run = _load()
    monkeypatch.setattr(run, "ROOT", tmp_path)
    inside, overlaps = [], []

    def job():
        with run.exclusive("reproduce"):
            overlaps.append(len(inside))
            inside.append(1)
            time.sleep(0.2)
            inside.pop()

    # flock locks belong to open file descriptions, so two threads with their own open() exclude each other
    threads = [threading.Thread(target=job) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert overlaps == [0, 0, 0]


def test_publish_keeps_figures_whose_notebook_made_none(tmp_path):
    """A run that saved nothing (another run cleared the scratch folder) must not delete figures/."""
    figures, scratch = tmp_path / "figures", tmp_path / "build" / "figures"
    figures.mkdir(), scratch.mkdir(parents=True)
    (figures / "01_x-a.png").write_bytes(b"png")
    checkout = hygiene.Checkout(tmp_path, figures, scratch, tmp_path / "build" / "reproduced.json")
    hygiene.remember(checkout, "01_x", figures={"01_x-a.png": hashlib.sha256(b"png").hexdigest()})  # a run made it
    with pytest.raises(hygiene.Refused, match="saved no figure"):
        hygiene.publish_figures(checkout, "01_x")
    assert (figures / "01_x-a.png").exists()


def test_matplotlib_gets_a_writable_folder(tmp_path, monkeypatch):
    run = _load()
    monkeypatch.delenv("MPLCONFIGDIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(run, "ROOT", tmp_path)
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    run.matplotlib_config()
    assert os.environ["MPLCONFIGDIR"] == str(tmp_path / "build" / "mplconfig")


def test_compiled_modules_are_kept_in_build_even_where_python_is_told_not_to(tmp_path, monkeypatch):
    """The install skips compiling; with PYTHONDONTWRITEBYTECODE every kernel compiled sympy again (3 s)."""
    run = _load()
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.delenv("PYTHONPYCACHEPREFIX", raising=False)
    run.compiled_modules_in(tmp_path / "build" / "pycache")
    (tmp_path / "probe_module.py").write_text("X = 1\n")
    subprocess.run([sys.executable, "-c", "import probe_module"], cwd=tmp_path, env=dict(os.environ), check=True)
    assert [p.name for p in (tmp_path / "build" / "pycache").rglob("probe_module.*.pyc")]
    assert not (tmp_path / "__pycache__").exists()  # nothing beside the sources
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path / "mine"))
    run.compiled_modules_in(tmp_path / "build" / "pycache")
    assert os.environ["PYTHONPYCACHEPREFIX"] == str(tmp_path / "mine")  # the user's choice stays


def test_written_files_follow_the_umask(tmp_path):
    old = os.umask(0o002)
    try:
        hygiene.write_atomically(tmp_path / "f.ipynb", b"{}")
    finally:
        os.umask(old)
    assert (tmp_path / "f.ipynb").stat().st_mode & 0o777 == 0o664


@pytest.mark.parametrize(
    "args, extra",
    [
        ([], ["-n", str(min((os.cpu_count() or 1) + 1, 5)), "--dist", "loadfile", "--no-loadscope-reorder"]),
        (["-n", "1"], []),
        (["-p", "no:xdist", "-k", "x"], []),
        (["-m", "not slow"], ["-n", str(min(os.cpu_count() or 1, 5)), "--dist", "loadfile", "--no-loadscope-reorder"]),
        (
            ["-mnot slow and not browser"],
            ["-n", str(min(os.cpu_count() or 1, 5)), "--dist", "loadfile", "--no-loadscope-reorder"],
        ),
        (
            ["-m", "browser"],
            ["-n", str(min((os.cpu_count() or 1) + 1, 5)), "--dist", "loadfile", "--no-loadscope-reorder"],
        ),
    ],
)
def test_test_uses_every_core_unless_told(args, extra):
    assert suite.parallel_args(args) == extra


def test_compile_ahead_compiles_each_group_once_and_only_on_a_fresh_clone(tmp_path, monkeypatch):
    """Before the workers start, the libraries they all import are compiled once, a group a process; a second
    run finds them compiled and starts nothing, and nothing runs where Python may not write what it compiles."""
    import colorsys
    import wave

    monkeypatch.setattr(suite, "AHEAD", (("colorsys",), ("wave",)))
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    assert suite.compile_ahead({**env, "PYTHONDONTWRITEBYTECODE": "1"}) == 0
    assert suite.compile_ahead(env) == 2
    for module in (colorsys, wave):
        assert suite._compiled(Path(module.__file__), tmp_path).is_file()
    assert suite.compile_ahead(env) == 0
    suite._compiled(Path(wave.__file__), tmp_path).unlink()  # one group not compiled: both run again
    assert suite.compile_ahead(env) == 2


# --- issue 35: never delete what is not ours ---------------------------------------------------------------


#: The modules of tools/ that run.py imports before its environment exists (standard library only).
RUN_MODULES = ("__init__", "environment", "checkout_lock", "lock", "site_build")


def _throwaway_checkout(tmp_path: Path) -> Path:
    """A copy of the commands (run.py, its tools/, pyproject.toml) in a folder of its own, with a file that must
    survive."""
    checkout = tmp_path / "checkout"
    (checkout / "tools").mkdir(parents=True)
    for name in ("run.py", "pyproject.toml", *(f"tools/{m}.py" for m in RUN_MODULES)):
        shutil.copy(ROOT / name, checkout / name)
    shutil.copytree(ROOT / "locks", checkout / "locks")
    (checkout / "keep.txt").write_text("mine")
    return checkout


def _run_copy(checkout: Path, venv: str, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, LCP_VENV=venv, HOME=str(home))
    return _run_py(*(args or ("test",)), cwd=checkout, env=env)


def _snapshot(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.parametrize(
    "case", ["empty", "checkout", "parent", "home", "foreign", "file", "foreign venv", "stray stamp", "marked"]
)
def test_lcp_venv_that_is_not_ours_is_refused_and_left_alone(tmp_path, case):
    """LCP_VENV= (set but empty) deleted the whole checkout, .git included; LCP_VENV=/some/folder deleted
    that folder's files; a folder of a user's files with a stray .lcp-installed stamp (or marker) was deleted
    as a venv (issue 47). Each is refused in one line, and nothing anywhere is touched."""
    checkout = _throwaway_checkout(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.txt").write_text("mine too")
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "data.csv").write_text("1,2\n")
    if case == "foreign venv":  # a working-looking venv of someone else's, broken (no pip): not ours to repair
        _fake_venv(foreign / "env", python="", pip=False)
        foreign = foreign / "env"
    if case in ("stray stamp", "marked"):  # a user's files beside run.py's stamp (or marker), no interpreter
        (foreign / (".lcp-installed" if case == "stray stamp" else ".lcp-venv")).write_text("key\n")
    (tmp_path / "a-file").write_text("not a folder")
    venv = {
        "empty": "",
        "checkout": str(checkout),
        "parent": str(tmp_path),
        "home": str(home),
        "foreign": str(foreign),
        "foreign venv": str(foreign),
        "stray stamp": str(foreign),
        "marked": str(foreign),
        "file": str(tmp_path / "a-file"),
    }[case]
    before = _snapshot(tmp_path)
    result = _run_copy(checkout, venv, home)
    assert result.returncode == 2, result.stdout + result.stderr
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith("run.py: "), result.stderr
    assert ("LCP_VENV" in result.stderr) and ("empty" in result.stderr if case == "empty" else True)
    assert _snapshot(tmp_path) == before  # nothing deleted, nothing added (not even build/)


def test_a_tilde_in_lcp_venv_is_the_home_folder(tmp_path, monkeypatch):
    """LCP_VENV='~/venvs/lcp' (quoted, so the shell left the ~) made a folder named ~ in the working folder."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    run = _load(Path("~/venvs/lcp"))
    assert run.VENV == (tmp_path / "home" / "venvs" / "lcp").resolve() and run.venv_refusal() is None
    nobody = _load(Path("~no-such-user-lcp/venv"))
    assert nobody.venv_refusal().startswith("LCP_VENV=~no-such-user-lcp/venv starts with a ~ that names no home")


def _installed(venv: Path, checkout: Path, editable: bool = True) -> None:
    """Record in ``venv`` an install of the project from ``checkout`` (PEP 610's direct_url.json)."""
    record = venv / "lib" / "python3.11" / "site-packages" / "lcp-0.1.0.dist-info"
    record.mkdir(parents=True)
    origin = {"url": checkout.as_uri(), "dir_info": {"editable": True} if editable else {}}
    (record / "direct_url.json").write_text(json.dumps(origin))


def test_an_environment_of_another_checkout_is_refused(tmp_path):
    """Two checkouts sharing one LCP_VENV: B's notebooks ran A's lcp (installed editable) and wrote figures
    into A's build/ (issue 47). B is refused in one line naming both; nothing is touched."""
    checkout = _throwaway_checkout(tmp_path)
    other = tmp_path / "checkout-a"
    other.mkdir()
    shared = tmp_path / "shared-venv"
    _fake_venv(shared, python="", pip=True)
    (shared / ".lcp-venv").write_text("created by run.py\n")
    (shared / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (shared / ".lcp-installed").write_text(_load().install_key("tests") + "\n")  # up to date: no install is tried
    _installed(shared, other)
    before = _snapshot(tmp_path)
    result = _run_copy(checkout, str(shared), tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    (line,) = result.stderr.splitlines()
    assert f"runs the lcp of the checkout {other}, not of this checkout {checkout}" in line, line
    assert _snapshot(tmp_path) == before
    own = _load(shared)
    own.ROOT = other.resolve()  # the checkout that installed it uses it
    assert own.other_checkout() is None
    (shared / "lib").rename(tmp_path / "old-lib")
    _installed(shared, other, editable=False)  # a wheel's copy of lcp would hide the checkout's own too
    assert "(not editable)" in own.other_checkout()


def test_removal_is_refused_for_an_unmarked_folder(tmp_path):
    """The one place that deletes checks the marker again, whatever called it."""
    venv = tmp_path / "venv"
    _fake_venv(venv, python="", pip=False)
    run = _load(venv)
    with pytest.raises(SystemExit):
        run.remove_environment()
    assert (venv / "bin" / "python").exists()
    (venv / ".lcp-venv").write_text("created by run.py\n")
    run.remove_environment()
    assert not venv.exists()


def test_an_empty_folder_or_an_older_runs_venv_is_accepted(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert _load(empty).venv_refusal() is None
    older = tmp_path / "older"  # made by a run.py before the marker: it has the install stamp
    _fake_venv(older, python="", pip=True)
    (older / ".lcp-installed").write_text("key\n")
    assert _load(older).venv_refusal() is None and _load(older).is_ours()


def test_a_file_named_build_is_refused_in_one_line(tmp_path):
    checkout = _throwaway_checkout(tmp_path)
    (checkout / "build").write_text("not a folder")
    result = _run_py("book", cwd=checkout)
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert "build" in result.stderr and "is a file" in result.stderr


def test_reproduce_checks_every_output_before_rewriting_any(tmp_path, monkeypatch):
    """A read-only figure stopped reproduce with a raw OSError after its notebook had been rewritten."""
    run = _load()
    for name in ("ROOT", "NOTEBOOKS", "FIGURES", "SCRATCH_FIGURES"):
        monkeypatch.setattr(
            run,
            name,
            {
                "ROOT": tmp_path,
                "NOTEBOOKS": tmp_path / "notebooks",
                "FIGURES": tmp_path / "figures",
                "SCRATCH_FIGURES": tmp_path / "build" / "figures",
            }[name],
        )
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "figures").mkdir()
    src = tmp_path / "notebooks" / "01_x.py"
    src.write_text("# %%\n")
    figure = tmp_path / "figures" / "01_x-a.png"
    figure.write_bytes(b"png")
    run.check_outputs_writable([src])  # all writable: no complaint
    real_access = os.access
    monkeypatch.setattr(run.os, "access", lambda path, mode: Path(path) != figure and real_access(path, mode))
    with pytest.raises(SystemExit) as stop:
        run.check_outputs_writable([src])
    assert stop.value.code == 2


def test_an_interrupt_says_what_it_left_in_one_line():
    run = _load()
    run.PROGRESS.update(done=2, running="03_lcp_derivation")
    line = run.interrupted("reproduce")
    assert "\n" not in line and "2 notebook(s) finished" in line and "03_lcp_derivation.ipynb" in line
    for command in ("test", "book", "setup"):
        assert "\n" not in run.interrupted(command) and "interrupted" in run.interrupted(command)


@pytest.mark.skipif(os.name != "posix", reason="process groups and SIGINT")
def test_ctrl_c_in_test_prints_one_line_not_a_traceback(tmp_path):
    """Ctrl-C in ``run.py test`` printed a 35-line traceback. Run inside the environment (as CI does), the
    command goes straight to pytest; the terminal's Ctrl-C reaches the whole process group."""
    import signal

    if Path(sys.prefix).resolve() != _load().VENV:
        pytest.skip("needs to run inside the commands' environment (run.py test)")
    started = tmp_path / "started"
    slow = tmp_path / "test_slow.py"
    slow.write_text(
        f"import pathlib, time\n\ndef test_sleeps():\n    pathlib.Path({str(started)!r}).touch()\n    time.sleep(60)\n"
    )
    proc = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "run.py"),
            "test",
            str(slow),
            "-p",
            "no:xdist",
            "-q",
            "-o",
            "addopts=",
            "-p",
            "no:cacheprovider",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        env=dict(os.environ, LCP_NUMERICS="native"),
        # an xdist worker ignores SIGINT, and children inherit that: give them a terminal's
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 300
        while not started.exists() and time.monotonic() < deadline:  # wait until pytest runs the test
            time.sleep(0.1)
        assert started.exists(), "pytest did not start the sleeping test within 300 s"
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, (out, err)
    assert "Traceback" not in err and err.strip().splitlines()[-1] == (
        "run.py test: interrupted; nothing in the checkout was changed"
    ), err


def test_the_tests_keep_jupyter_out_of_home():
    """The suite wrote Jupyter's secrets into the real HOME: its folders are a temporary one's here."""
    from jupyter_core import paths

    home = Path.home().resolve()
    for folder in (
        paths.jupyter_config_dir(),
        paths.jupyter_data_dir(),
        paths.jupyter_runtime_dir(),
        os.environ["IPYTHONDIR"],
    ):
        assert home not in Path(folder).resolve().parents, folder


def _installer(tmp_path, monkeypatch, outcomes: dict[str, int], pip_config: str = ""):
    """run.py's install_project with every command recorded and answered by ``outcomes`` (keyed by what the
    command does: "pip uv", "uv sync", "uv project", "pip lock", "pip project"); ``pip config list`` prints
    ``pip_config``."""
    run = _load(tmp_path / "venv")
    calls: list[tuple[str, list[str], dict | None]] = []

    def fake_run(command, *args, env=None, **kwargs):
        command = [str(c) for c in command]
        if command[1:5] == ["-m", "pip", "config", "list"]:
            return subprocess.CompletedProcess(command, 0, stdout=pip_config)
        if command[1:4] == ["-m", "pip", "install"]:
            kind = (
                "pip uv"
                if run.environment.UV_REQUIREMENT in command
                else "pip " + ("lock" if "-r" in command else "project")
            )
        else:
            assert command[1:3] in (["pip", "sync"], ["pip", "install"]), command
            kind = "uv sync" if command[2] == "sync" else "uv project"
        calls.append((kind, command, env))
        return subprocess.CompletedProcess(command, outcomes[kind])

    monkeypatch.setattr(run.subprocess, "run", fake_run)
    # the installers' output is read by run.installer (a full disk: tests/package/test_run_edges.py); here, their status
    monkeypatch.setattr(
        run, "installer", lambda command, what, env=None, required=True: fake_run(command, env=env).returncode
    )
    return run, calls


@pytest.mark.parametrize("name", ["site", "tests"])
def test_the_locked_set_and_the_project_are_installed_with_uv_keeping_pips_index_and_constraints(
    name, tmp_path, monkeypatch
):
    """uv installs the lock's set (``uv pip sync``: exactly the lock, nothing resolved), then the project alone
    (editable, no dependencies, no build environment fetched); it is told pip's index, constraints and
    certificates, which it does not read from pip's configuration itself; PIP_* variables win over the files."""
    constraints = tmp_path / "constraints.txt"
    constraints.write_text("torch<=2.14.1\n")
    config = (
        f":env:.index-url='https://mirror.example/simple'\nglobal.index-url='https://ignored.example/simple'\n"
        f"global.constraint='{constraints} {tmp_path / 'missing.txt'}'\nglobal.cert='{constraints}'\n"
        "global.extra-index-url='file:///nowhere/simple'\n"
    )
    ok = {"pip uv": 0, "uv sync": 0, "uv project": 0}
    run, calls = _installer(tmp_path, monkeypatch, ok, config)
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    run.install_project(name)
    assert [kind for kind, _, _ in calls] == ["pip uv", "uv sync", "uv project"]
    sync, project = calls[1][1], calls[2][1]
    for uv in (sync, project):
        assert uv[uv.index("--default-index") + 1] == "https://mirror.example/simple"
        assert uv[uv.index("--constraint") + 1] == str(constraints) and uv.count("--constraint") == 1
        assert "file:///nowhere/simple" not in uv  # an extra index uv could not read would stop it
    assert sync[-1] == str(run.ROOT / "locks" / f"{name}.txt")
    assert project[-4:] == ["--no-deps", "--no-build-isolation", "-e", str(run.ROOT)]
    assert calls[1][2]["SSL_CERT_FILE"] == str(constraints)


@pytest.mark.parametrize("failing", ["pip uv", "uv sync", "uv project"])
def test_pip_installs_the_lock_and_the_project_when_uv_cannot(failing, tmp_path, monkeypatch, capsys):
    outcomes = {"pip uv": 0, "uv sync": 0, "uv project": 0, "pip lock": 0, "pip project": 0, failing: 1}
    run, calls = _installer(tmp_path, monkeypatch, outcomes)
    run.install_project("notebooks")
    (_, locked, _), (_, project, _) = calls[-2:]
    assert locked[-3:] == ["--require-hashes", "-r", str(run.ROOT / "locks" / "notebooks.txt")]
    assert project[-3:] == ["--no-build-isolation", "-e", str(run.ROOT)]
    assert all("--no-compile" in c and "--no-deps" in c for c in (locked, project))
    assert ("uv could not install the project" in capsys.readouterr().out) == (failing != "pip uv")


def test_an_install_neither_can_do_fails_naming_the_folder(tmp_path, monkeypatch, capsys):
    run, calls = _installer(tmp_path, monkeypatch, {"pip uv": 1, "pip lock": 1})
    with pytest.raises(SystemExit):
        run.install_project()
    assert [kind for kind, _, _ in calls] == ["pip uv", "pip lock"]
    assert f"pip could not install the project into {run.VENV.name}/" in capsys.readouterr().err


def test_a_command_installs_its_set_unless_a_larger_one_is_current(tmp_path, monkeypatch):
    """book installs the site's set; an environment holding the tests' set (current) serves it as it is; a
    stamp of an older lock or pyproject.toml installs again; test after book installs the tests' set."""
    venv = tmp_path / "venv"
    _fake_venv(venv, python="", pip=True)
    (venv / ".lcp-venv").write_text("created by run.py\n")
    run = _load(venv)
    installed = []
    monkeypatch.setattr(run, "install_project", lambda name="tests": installed.append(name))
    monkeypatch.setattr(run, "other_checkout", lambda: None)
    monkeypatch.setattr(run.os, "execve", lambda *a: None)
    run.ensure_environment("book")
    assert installed == ["site"] and run.STAMP.read_text() == run.install_key("site") + "\n"
    run.ensure_environment("pdf")
    assert installed == ["site"]
    run.ensure_environment("test")
    assert installed == ["site", "tests"]
    run.ensure_environment("book")
    run.ensure_environment("reproduce")
    assert installed == ["site", "tests"]
    run.STAMP.write_text("tests " + "0" * 64 + "\n")  # the lock changed since
    run.ensure_environment("book")
    assert installed == ["site", "tests", "site"]


# --- issue 47: reproduce loses no edit of a notebook and no figure it did not make --------------------------


def _git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


@pytest.fixture
def clone(tmp_path, monkeypatch):
    """A committed checkout of one small paired notebook (01_x) and its figures, with run.py's paths pointing
    there and the kernel replaced by a stand-in that "executes" a notebook by saving a figure drawn from its
    code (each call is recorded)."""
    import jupytext
    import nbformat
    import papermill

    run = _load()
    root = tmp_path / "clone"
    (root / "notebooks").mkdir(parents=True)
    (root / "figures").mkdir()
    shutil.copy(ROOT / "jupytext.toml", root)
    for name, value in {
        "ROOT": root,
        "NOTEBOOKS": root / "notebooks",
        "FIGURES": root / "figures",
        "SCRATCH_FIGURES": root / "build" / "figures",
        "MADE": root / "build" / "reproduced.json",
    }.items():
        monkeypatch.setattr(run, name, value)
    executed = []

    def execute(nb, _output, **_kwargs):
        code = "".join(c.source for c in nb.cells if c.cell_type == "code")
        executed.append(code)
        run.SCRATCH_FIGURES.mkdir(parents=True, exist_ok=True)
        (run.SCRATCH_FIGURES / "01_x-plot.png").write_bytes(b"png of " + code.encode())
        return nb

    monkeypatch.setattr(papermill, "execute_notebook", execute)
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_markdown_cell("# A notebook"), nbformat.v4.new_code_cell("x = 1 + 1")],
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "jupytext": hygiene.jupytext_metadata(root),
        },
    )
    src = root / "notebooks" / "01_x.py"
    src.write_text(jupytext.writes(nb, fmt="py:percent"))
    run.reproduce([src])  # writes the .ipynb and figures/01_x-plot.png
    (root / "figures" / "01_x-old.png").write_bytes(b"a figure the notebook made once")
    shutil.rmtree(root / "build")  # a fresh clone has no record of earlier runs
    _git(root, "init", "-q")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "the companion")
    executed.clear()
    return run, src, executed


def _edit_ipynb(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert json.dumps(old)[1:-1] in text
    path.write_text(text.replace(json.dumps(old)[1:-1], json.dumps(new)[1:-1]))


def test_reproduce_keeps_a_note_added_to_the_ipynb(clone):
    """A note added to the .ipynb outside JupyterLab (its .py as git holds it) was overwritten from the .py,
    with no word (issue 47): now the .py takes the .ipynb's cells first, as jupytext --sync would."""
    run, src, executed = clone
    ipynb = src.with_suffix(".ipynb")
    _edit_ipynb(ipynb, "x = 1 + 1", "x = 1 + 1  # my note")
    run.reproduce([src])
    assert executed == ["x = 1 + 1  # my note"]
    assert "x = 1 + 1  # my note" in src.read_text() and "# my note" in ipynb.read_text()
    src.write_text(src.read_text().replace("# my note", "# my note, edited in the .py"))  # then the .py
    run.reproduce([src])
    assert executed[-1] == "x = 1 + 1  # my note, edited in the .py"  # the run's record tells which is newer
    assert "edited in the .py" in ipynb.read_text()


def test_reproduce_regenerates_the_ipynb_of_an_edited_py(clone):
    run, src, executed = clone
    src.write_text(src.read_text().replace("x = 1 + 1", "x = 2 + 2"))
    run.reproduce([src])
    assert executed == ["x = 2 + 2"] and "x = 2 + 2" in src.with_suffix(".ipynb").read_text()


@pytest.mark.parametrize("py_edit", ["uncommitted", "committed"])
def test_reproduce_refuses_when_both_files_of_a_pair_were_edited(clone, capsys, py_edit):
    """Both edited, or the .py's edit committed without its .ipynb and the .ipynb edited since: which cells
    win is not for run.py to guess."""
    run, src, executed = clone
    ipynb = src.with_suffix(".ipynb")
    src.write_text(src.read_text().replace("x = 1 + 1", "x = 1 + 1  # in the py"))
    if py_edit == "committed":
        _git(run.ROOT, "commit", "-q", "-am", "the .py alone")
    _edit_ipynb(ipynb, "x = 1 + 1", "x = 1 + 1  # in the ipynb")
    before = {p: p.read_bytes() for p in (src, ipynb)}
    with pytest.raises(SystemExit) as stop:
        run.reproduce([src])
    assert stop.value.code == 2 and executed == []
    (line,) = capsys.readouterr().err.splitlines()
    assert "notebooks/01_x.ipynb and notebooks/01_x.py hold different cells and both were edited" in line
    assert "jupytext --to py:percent notebooks/01_x.ipynb" in line and "delete notebooks/01_x.ipynb" in line
    assert {p: p.read_bytes() for p in (src, ipynb)} == before


def test_reproduce_deletes_only_figures_a_run_made(clone, capsys):
    """An untracked figures/01_fixed_bet-my-annotated-version.png was deleted by reproduce (issue 47): only a
    figure a run recorded, or git tracks, unchanged, is replaced or removed."""
    run, src, executed = clone
    figures = run.FIGURES
    mine = figures / "01_x-my-annotated-version.png"
    mine.write_bytes(b"my annotations")
    run.reproduce([src])
    assert mine.read_bytes() == b"my annotations"
    assert not (figures / "01_x-old.png").exists()  # tracked, unchanged, no longer made: removed
    assert "kept figures/01_x-my-annotated-version.png: not made by a run" in capsys.readouterr().out
    src.write_text(src.read_text().replace("x = 1 + 1", "x = 3"))
    run.reproduce([src])  # changed by the run itself (recorded): replaced
    assert (figures / "01_x-plot.png").read_bytes() == b"png of x = 3"
    (figures / "01_x-plot.png").write_bytes(b"retouched by hand")
    src.write_text(src.read_text().replace("x = 3", "x = 4"))
    run.reproduce([src])
    assert (figures / "01_x-plot.png").read_bytes() == b"retouched by hand"
    assert (run.SCRATCH_FIGURES / "01_x-plot.png").read_bytes() == b"png of x = 4"
    assert "kept figures/01_x-plot.png: it changed since a run made it" in capsys.readouterr().out
