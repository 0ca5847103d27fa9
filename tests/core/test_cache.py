"""lcp.core.cache: the opt-in disk cache of the sympy derivations, which trusts nothing it finds in its folder."""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import tracemalloc

import pytest
import sympy

from lcp.continuous import fixed_bet
from lcp.core import cache


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV, str(tmp_path))
    return tmp_path


def _counted(value):
    """An on_disk function returning ``value`` and the list of its calls."""
    calls = []

    @cache.on_disk
    def answer():
        calls.append(1)
        return value

    return answer, calls


def _stored(folder):
    (path,) = (p for p in folder.glob("*.json"))
    return path


def test_a_loaded_derivation_equals_one_derived_afresh(folder):
    fresh = fixed_bet.derive.__wrapped__.__wrapped__()  # under lru_cache and on_disk: the rules, derived now
    stored = fixed_bet.derive.__wrapped__()  # derives and stores
    (path,) = folder.glob(f"{fixed_bet.derive.__module__}.derive-*.json")  # named where derive is defined
    assert cache.source_key() in path.name
    loaded = fixed_bet.derive.__wrapped__()  # loads
    assert stored == fresh and loaded == fresh and type(loaded) is type(fresh)
    header, payload = path.read_bytes().split(b"\n", 1)
    assert json.loads(header)["format"] == cache.FORMAT and json.loads(payload)[0] == "dataclass"  # data, no pickle
    assert (folder / cache.KEY_FILE).stat().st_mode & 0o777 == 0o600


def test_a_damaged_file_is_derived_again_in_bounded_memory(folder):
    """49 bytes (a pickle header announcing 10 GB) made the pickle reader try to allocate them (issue 47)."""
    answer, calls = _counted([1, 2, 3])
    assert answer() == [1, 2, 3]
    path = _stored(folder)
    damaged = b"\x80\x05\x8e" + (10 * 2**30).to_bytes(8, "little")
    path.write_bytes(damaged + b"\0" * (49 - len(damaged)))
    tracemalloc.start()
    try:
        assert answer() == [1, 2, 3] and len(calls) == 2
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2**20, peak
    assert answer() == [1, 2, 3] and len(calls) == 2  # rewritten whole, then loaded
    assert not list(folder.glob("*.part"))


def _edit(path, old: bytes, new: bytes, digest) -> None:
    """Replace ``old`` by ``new`` in the stored value; ``digest(key, payload)`` gives the header's digest."""
    header, payload = path.read_bytes().split(b"\n", 1)
    head = json.loads(header)
    assert old in payload
    payload = payload.replace(old, new)
    head["digest"] = digest(head["key"], payload)
    path.write_bytes(json.dumps(head).encode() + b"\n" + payload)


def _signed(folder):
    """The digest the folder's own secret gives (what only its owner can compute)."""
    import hmac

    secret = bytes.fromhex((folder / cache.KEY_FILE).read_text())
    return lambda key, payload: hmac.new(secret, key.encode() + b"\0" + payload, hashlib.sha256).hexdigest()


def test_a_file_with_a_wrong_value_or_digest_is_ignored(folder):
    """A file that gave no_limit's value as 1/7 was returned as the derivation (issue 47), here in miniature:
    the value edited, with the digest left as it was, or recomputed as someone without the folder's secret
    can (a plain SHA-256). Both are ignored and the value derived again; the same edit signed with the
    secret is read, so it is the digest that refuses them."""
    answer, calls = _counted({"value": sympy.Rational(1, 14)})
    assert answer() == {"value": sympy.Rational(1, 14)}
    path = _stored(folder)
    original = path.read_bytes()
    forgeries = {
        "digest kept": lambda key, payload: json.loads(original.split(b"\n")[0])["digest"],
        "plain sha256": lambda key, payload: hashlib.sha256(key.encode() + b"\0" + payload).hexdigest(),
        "no digest": lambda key, payload: None,
    }
    for k, (name, digest) in enumerate(forgeries.items(), start=2):
        path.write_bytes(original)
        _edit(path, b"Rational(1, 14)", b"Rational(1, 7)", digest)
        assert answer() == {"value": sympy.Rational(1, 14)} and len(calls) == k, name
    _edit(path, b"Rational(1, 14)", b"Rational(1, 7)", _signed(folder))
    assert answer() == {"value": sympy.Rational(1, 7)} and len(calls) == 4


def test_a_pickle_or_stored_code_is_never_run(folder, tmp_path_factory):
    """A pickle would run what it holds when loaded; nor does a signed file's expression run code."""
    marker = tmp_path_factory.mktemp("outside") / "ran"

    class Payload:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    answer, calls = _counted({"value": sympy.Integer(3)})
    answer()
    path = _stored(folder)
    original = path.read_bytes()
    path.write_bytes(pickle.dumps(Payload()))
    assert answer() == {"value": 3} and len(calls) == 2
    for code in (b"__import__('os').system('touch %s')" % bytes(marker), b"Integer(3).__class__"):
        path.write_bytes(original)
        _edit(path, b"Integer(3)", code, _signed(folder))
        assert answer() == {"value": 3}
    assert not marker.exists() and len(calls) == 4


def test_a_huge_file_a_pipe_or_a_foreign_key_is_ignored(folder):
    answer, calls = _counted(7)
    answer()
    path = _stored(folder)
    path.write_bytes(b"x" * (cache.MAX_BYTES + 1))
    assert answer() == 7 and len(calls) == 2
    path.unlink()
    os.mkfifo(path)  # opened without blocking, and refused: not a regular file
    assert answer() == 7 and len(calls) == 3
    path.unlink()
    answer()  # stored again
    (folder / cache.KEY_FILE).chmod(0o644)  # a secret others can read is no secret: the folder is not used
    assert answer() == 7 and answer() == 7 and len(calls) == 6


def test_unset_means_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.delenv(cache.ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    answer, calls = _counted(7)
    assert answer() == answer() == 7 and len(calls) == 2
    assert not list(tmp_path.iterdir())


def test_an_unwritable_folder_or_an_unstorable_value_still_gives_the_result(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv(cache.ENV, str(blocker / "cache"))
    assert cache.on_disk(lambda: 5)() == 5
    monkeypatch.setenv(cache.ENV, str(tmp_path / "cache"))
    assert cache.on_disk(lambda: {1, 2})() == {1, 2}  # a set is not stored
    assert not list((tmp_path / "cache").glob("*.json"))


@pytest.mark.slow  # three processes, each at least 2 s
def test_processes_needing_a_derivation_at_once_derive_it_once(tmp_path):
    """The test workers and notebook kernels of one run start together: the first derives, the others wait
    for its file instead of deriving the same thing beside it."""
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


def _hold(lock):
    """A live process holding ``lock`` (flock) until it is killed; returns it once the lock is held."""
    import subprocess
    import sys

    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, sys, time\nf = open(sys.argv[1], 'a+b')\nfcntl.flock(f, fcntl.LOCK_EX)\n"
            "print('held', flush=True)\ntime.sleep(120)\n",
            str(lock),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_a_lock_held_too_long_is_said_with_its_holder_and_the_result_derived_without_the_cache(
    folder, monkeypatch, capsys
):
    """Issue 57: a live process holding a derivation's lock made every other one wait without end."""
    import time

    answer, calls = _counted({"a": 1})
    monkeypatch.setenv("LCP_CACHE_WAIT", "1")
    answer()  # stores it, so the lock file's name is known; then the stored file goes
    lock = next(folder.glob("*.json.lock"))
    _stored(folder).unlink()
    holder = _hold(lock)
    try:
        start = time.monotonic()
        assert answer() == {"a": 1} and len(calls) == 2
        assert time.monotonic() - start < 10
        said = capsys.readouterr().err.strip().splitlines()
        assert said[-1].startswith(f"lcp.core.cache: pid {holder.pid} (") and "after 1 s" in said[-1]
        assert "without the cache" in said[-1] and not list(folder.glob("*.json"))  # nothing kept
    finally:
        holder.kill()
        holder.wait()
    assert answer() == {"a": 1} and len(calls) == 3 and list(folder.glob("*.json"))  # its lock is free again


def test_a_lock_left_by_a_dead_process_is_taken(folder, monkeypatch, capsys):
    answer, calls = _counted(7)
    answer()
    lock = next(folder.glob("*.json.lock"))
    _stored(folder).unlink()
    holder = _hold(lock)
    holder.kill()
    holder.wait()
    lock.write_bytes(f"{holder.pid} a process that died\n".encode())
    monkeypatch.setenv("LCP_CACHE_WAIT", "30")
    assert answer() == 7 and len(calls) == 2 and list(folder.glob("*.json"))
    assert capsys.readouterr().err == ""  # taken at once, without a word


def test_a_wrong_wait_is_refused_in_one_line(folder, monkeypatch):
    answer, _ = _counted(1)
    monkeypatch.setenv("LCP_CACHE_WAIT", "soon")
    with pytest.raises(ValueError, match=r"^LCP_CACHE_WAIT must be a number of seconds in \[0, 1000000\]; got 'soon'$"):
        answer()
