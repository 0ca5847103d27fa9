"""lcp.cache: the opt-in disk cache of the sympy derivations."""

from __future__ import annotations

import pickle

import pytest

from lcp import cache, fixed_bet


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV, str(tmp_path))
    return tmp_path


def test_a_loaded_derivation_equals_one_derived_afresh(folder):
    fresh = fixed_bet.derive.__wrapped__.__wrapped__()  # under lru_cache and on_disk: the rules, derived now
    stored = fixed_bet.derive.__wrapped__()  # derives and stores
    (path,) = folder.glob(f"{fixed_bet.derive.__module__}.derive-*.pickle")  # named where derive is defined
    assert cache.source_key() in path.name
    loaded = fixed_bet.derive.__wrapped__()  # loads
    assert stored == fresh and loaded == fresh
    assert pickle.loads(path.read_bytes()) == fresh


def test_a_damaged_file_is_derived_again(folder):
    calls = []

    @cache.on_disk
    def answer():
        calls.append(1)
        return [1, 2, 3]

    assert answer() == [1, 2, 3]
    (path,) = folder.glob("*.pickle")
    path.write_bytes(b"not a pickle")
    assert answer() == [1, 2, 3] and len(calls) == 2
    assert answer() == [1, 2, 3] and len(calls) == 2  # rewritten whole, then loaded
    assert not list(folder.glob("*.part"))


def test_unset_means_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.delenv(cache.ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    calls = []

    @cache.on_disk
    def answer():
        calls.append(1)
        return 7

    assert answer() == answer() == 7 and len(calls) == 2
    assert not list(tmp_path.iterdir())


def test_an_unwritable_folder_still_gives_the_result(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv(cache.ENV, str(blocker / "cache"))
    assert cache.on_disk(lambda: 5)() == 5


@pytest.mark.slow  # three processes, each at least 2 s
def test_processes_needing_a_derivation_at_once_derive_it_once(tmp_path):
    """The test workers and notebook kernels of one run start together: the first derives, the others wait
    for its file instead of deriving the same thing beside it."""
    import os
    import subprocess
    import sys

    log = tmp_path / "derived"
    script = tmp_path / "slow.py"
    script.write_text(
        "import time\nfrom lcp import cache\n\n@cache.on_disk\ndef slow():\n"
        f"    with open({str(log)!r}, 'a') as f:\n        f.write('x')\n    time.sleep(2)\n    return 42\n\n"
        "print(slow())\n"
    )
    env = dict(os.environ, **{cache.ENV: str(tmp_path / "cache")})
    runs = [
        subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE, text=True) for _ in range(3)
    ]
    assert [run.communicate(timeout=60)[0].strip() for run in runs] == ["42"] * 3
    assert log.read_text() == "x"  # one derivation, not three
