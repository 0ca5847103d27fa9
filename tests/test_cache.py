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
