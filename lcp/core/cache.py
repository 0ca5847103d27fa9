"""An opt-in disk cache for the package's symbolic derivations (``$LCP_CACHE_DIR``).

The sympy derivations of the closed forms (:func:`lcp.continuous.limit.derive`, :func:`lcp.continuous.no_limit.derive`,
:func:`lcp.continuous.fixed_bet.derive`) and of the payoff regions (:func:`lcp.continuous.payoff.exact_regions`) take seconds of
CPU each, and every fresh Python process repeats them: each notebook kernel, each test worker. With the
environment variable ``LCP_CACHE_DIR`` naming a folder, the first process to need a derivation stores its
result there and later processes load it; processes that need it while it is being derived wait for it (a
lock file beside it) rather than derive it too. The key is a hash of every source file of the package
together with the versions of Python and sympy, so an edit to any module, or another sympy, derives afresh.
Unset (the default), nothing is read or written.

**Nothing in the folder is trusted.** A stored result is JSON data that loads no code: sympy expressions
as their ``srepr`` text, read back by a parser that builds only sympy's own classes (no ``eval``, no
pickle), and the package's own result dataclasses by their fields. Each file starts with a header naming
its key and a keyed digest (HMAC-SHA256) of its contents, under a secret that the folder's first process
writes there readable by its owner alone (``.lcp-cache-key``); a file is read at most :data:`MAX_BYTES`
and is used only if its header, its key and its digest all check. A damaged, truncated, foreign, oversized
or edited file, a pickle, a file of another user: each is ignored, and the result derived again (and
stored again). A key file that is not the current user's own and private turns the cache off for that
folder (every result is derived).

``python3 run.py test`` and ``python3 run.py reproduce`` set it to ``build/cache/`` of the checkout (a user's
own setting wins); the first process of a run still derives everything from the rules.

Examples
--------
>>> import os, tempfile
>>> calls = []
>>> @on_disk
... def slow():
...     calls.append(1)
...     return {"answer": 42}
>>> with tempfile.TemporaryDirectory() as folder:
...     os.environ[ENV] = folder
...     first, second = slow(), slow()
...     del os.environ[ENV]
>>> first == second == {"answer": 42}, len(calls)
(True, 1)
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import functools
import hashlib
import hmac
import json
import os
import secrets
import stat
import sys
import tempfile
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

from . import locks

ENV = "LCP_CACHE_DIR"
T = TypeVar("T")

#: The format of a stored file (its header's first field); a file of another format is ignored.
FORMAT = "lcp.core.cache 2"
#: The most a stored file may hold (bytes); a larger one is ignored unread. The four derivations take
#: 66 kB of ``srepr`` text together (the largest, the payoff regions, 40 kB): 4 MiB leaves room for more.
MAX_BYTES = 4 * 2**20
#: The folder's secret (64 hex digits, mode 0600): the key of the files' digests.
KEY_FILE = ".lcp-cache-key"
#: The deepest nesting a stored value may have (JSON lists and sympy expressions alike).
MAX_DEPTH = 200

#: What a damaged or foreign cache file can raise while it is read; the result is then derived again.
_UNREADABLE = (
    OSError,
    ValueError,
    TypeError,
    KeyError,
    AttributeError,
    IndexError,
    RecursionError,
    SyntaxError,
    MemoryError,
)


@functools.cache
def source_key() -> str:
    """A hash of the package's source files and of the Python and sympy versions (20 hex digits).

    Examples
    --------
    >>> key = source_key()
    >>> len(key), key == source_key()
    (20, True)
    """
    import sympy

    digest = hashlib.sha256(f"{sys.version_info[:3]} sympy {sympy.__version__}".encode())
    package = Path(__file__).resolve().parents[1]
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def on_disk(function: Callable[[], T]) -> Callable[[], T]:
    """Decorate an argument-free, deterministic, slow ``function`` to keep its result in ``$LCP_CACHE_DIR``.

    The file is written atomically (a temporary file renamed into place), so readers never see half of
    one; a process that finds no file takes the derivation's lock, looks again, and only then derives. A
    file that cannot be read, or fails a check, is ignored; a folder that cannot be written, or a result
    this module cannot store (only ``None``, bools, ints, floats, strings, Fractions, lists, tuples, dicts,
    sympy expressions and dataclasses of ``lcp``), is not kept: the function's own result is returned.
    """
    if not callable(function):
        raise TypeError(f"function must be a callable taking no arguments; got {type(function).__name__}")

    @functools.wraps(function)
    def cached() -> T:
        folder = os.environ.get(ENV)
        if not folder:
            return function()
        key = f"{function.__module__}.{function.__qualname__}-{source_key()}"
        path = Path(folder) / f"{key}.json"
        secret = _secret(Path(folder))
        if secret is None:  # no key can be made, or the one there is not ours: derive, keep nothing
            return function()
        found = _read(path, key, secret)
        if found is not _MISSING:
            return found
        with _exclusive(path.with_name(path.name + ".lock")) as held:
            if not held:  # another process held it too long: derive here, keep nothing
                return function()
            # a process that derived it while this one waited has stored it: read it instead of deriving
            found = _read(path, key, secret)
            if found is not _MISSING:
                return found
            result = function()
            _write(path, key, secret, result)
        return result

    return cached


_MISSING = object()
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _read_regular(path: Path, limit: int) -> bytes | None:
    """At most ``limit`` bytes of ``path`` if it is a regular file (not a link, a pipe or a device) of at
    most that size, else None. Never blocks (a FIFO is opened non-blocking and refused)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(info.st_size + 1)  # the size it has (a read allocates what it asks for first)
        return data if len(data) <= limit else None
    finally:
        os.close(fd)


def _secret(folder: Path) -> bytes | None:
    """The folder's secret, made if there is none; None if it cannot be made or is not trusted (not a
    private regular file of the current user, or not 64 hex digits)."""
    path = folder / KEY_FILE
    for _ in range(2):
        try:
            fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
        except FileNotFoundError:
            _make_secret(folder, path)
            continue
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_mode & 0o077 or info.st_size != 64:
                return None
            if hasattr(os, "getuid") and info.st_uid != os.getuid():
                return None
            with os.fdopen(fd, "rb", closefd=False) as handle:
                text = handle.read(65)
        finally:
            os.close(fd)
        try:
            return bytes.fromhex(text.decode("ascii")) if len(text) == 64 else None
        except ValueError:
            return None
    return None


def _make_secret(folder: Path, path: Path) -> None:
    """Write a new secret at ``path`` unless one appears there first (made whole, then linked into place)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=KEY_FILE, suffix=".part")  # mode 0600
        try:
            with os.fdopen(descriptor, "w") as out:
                out.write(secrets.token_hex(32))
            with contextlib.suppress(FileExistsError):  # another process made it first: use that one
                os.link(temporary, path)
        finally:
            os.unlink(temporary)
    except OSError:
        pass  # a read-only folder: no secret, no cache


def _digest(secret: bytes, key: str, payload: bytes) -> str:
    return hmac.new(secret, key.encode() + b"\0" + payload, hashlib.sha256).hexdigest()


def _read(path: Path, key: str, secret: bytes):
    """The result stored at ``path`` under ``key``, or ``_MISSING`` if there is none that passes the checks."""
    data = _read_regular(path, MAX_BYTES)
    if data is None:
        return _MISSING
    header, newline, payload = data.partition(b"\n")
    try:
        head = json.loads(header.decode("utf-8")) if newline else None
        if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("key") != key:
            return _MISSING
        if not isinstance(head.get("digest"), str) or not hmac.compare_digest(
            head["digest"], _digest(secret, key, payload)
        ):
            return _MISSING
        return _decode(json.loads(payload.decode("utf-8")))
    except _UNREADABLE:
        return _MISSING


#: How long a process waits for another one's derivation before it derives the result itself, without the
#: cache (seconds; ``$LCP_CACHE_WAIT`` changes it): the longest derivation takes seconds, a minute on a busy
#: machine, so a longer hold is a process stopped (a debugger, a suspended job) or stuck.
WAIT = 300.0
#: A wait shorter than this is not said (but on a terminal): a notebook kernel or a test worker that waits for
#: another's derivation (all of them take about 40 s of CPU, a minute or two on a loaded machine) keeps its
#: outputs unchanged.
QUIET = 120.0


@contextlib.contextmanager
def _exclusive(lock: Path):
    """Hold an exclusive lock on the file ``lock`` (created if need be), so that processes needing the same
    derivation at once derive it once: the others wait, then read it. Yields True when the lock is held.

    A wait is said on stderr (at once on a terminal, else after :data:`QUIET` seconds), naming the holder;
    after ``$LCP_CACHE_WAIT`` seconds (:data:`WAIT`) the process says so and yields False: it derives the
    result itself and keeps nothing. The lock is the kernel's: a process that dies releases it, so a lock file
    left behind is simply taken. Where no lock can be taken (no ``fcntl``, a read-only folder) this yields
    True at once and each process derives it itself, as without the lock."""
    try:
        import fcntl
    except ImportError:  # not a POSIX system
        yield True
        return
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock, "a+b")  # noqa: SIM115  (closed below, after the lock is released)
    except OSError:
        yield True
        return
    try:
        if not _take(handle, lock, fcntl):
            yield False
            return
        with contextlib.suppress(OSError):  # who holds it, for a process that waits without /proc/locks
            handle.truncate(0)
            handle.write(f"{os.getpid()} {' '.join(sys.argv)[:200]}\n".encode(errors="replace"))
            handle.flush()
        yield True
    finally:
        handle.close()  # releases the lock


def _take(handle, lock: Path, fcntl) -> bool:
    """Lock ``handle``, waiting at most ``$LCP_CACHE_WAIT`` seconds; False (said on stderr) if the wait ran out."""
    import time

    limit = locks.seconds_from_environment("LCP_CACHE_WAIT", WAIT)
    start = time.monotonic()
    said = False
    while True:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            waited = time.monotonic() - start
        except OSError:  # a file system without locks: as without the lock
            return True
        if waited >= limit:
            print(
                f"lcp.core.cache: {locks.holder(handle)} still holds {lock} after {limit:g} s (LCP_CACHE_WAIT); "
                f"deriving {lock.name.split('-')[0]} here, without the cache",
                file=sys.stderr,
                flush=True,
            )
            return False
        if not said and (waited >= QUIET or sys.stderr.isatty()):
            print(
                f"lcp.core.cache: waiting for {locks.holder(handle)}, which derives {lock.name.split('-')[0]} "
                f"(at most {limit:g} s, LCP_CACHE_WAIT) ...",
                file=sys.stderr,
                flush=True,
            )
            said = True
        time.sleep(min(0.2, max(limit - waited, 0.0)))


def _write(path: Path, key: str, secret: bytes, result) -> None:
    """Store ``result`` at ``path`` atomically; a folder that cannot be written, or a result that cannot be
    stored, is ignored."""
    try:
        payload = json.dumps(_encode(result), separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        return  # not a value this module stores: the result is right, only not kept
    header = json.dumps({"format": FORMAT, "key": key, "digest": _digest(secret, key, payload)}).encode()
    if len(header) + 1 + len(payload) > MAX_BYTES:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
        try:
            with os.fdopen(descriptor, "wb") as out:
                out.write(header + b"\n" + payload)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError:
        pass  # a read-only or full disk: the result is right, only not kept


# --- the stored form: JSON that loads no code ---------------------------------------------------------------


def _encode(value: Any, depth: int = 0) -> Any:
    """``value`` as JSON data: ``[tag, ...]`` lists (:func:`_decode` reads them back).

    Parameters
    ----------
    value : None, bool, int, float, str, Fraction, list, tuple, dict, sympy expression or dataclass of lcp
        What to store (nested at most :data:`MAX_DEPTH` deep).

    Returns
    -------
    list
        JSON data.

    Raises
    ------
    TypeError
        For a value of another type (a result that cannot be stored is not kept).

    Examples
    --------
    >>> import sympy
    >>> _encode({"x": sympy.Rational(1, 14)})
    ['dict', [[['str', 'x'], ['sympy', 'Rational(1, 14)']]]]
    """
    if depth > MAX_DEPTH:
        raise ValueError(f"a value nested more than {MAX_DEPTH} deep is not stored")
    deeper = depth + 1
    if value is None:
        return ["none"]
    if isinstance(value, bool):
        return ["bool", value]
    if isinstance(value, int):
        return ["int", str(value)]
    if isinstance(value, float):
        return ["float", repr(value)]
    if isinstance(value, str):
        return ["str", value]
    if isinstance(value, Fraction):
        return ["fraction", str(value.numerator), str(value.denominator)]
    if type(value) in (list, tuple):
        return [type(value).__name__, [_encode(v, deeper) for v in value]]
    if type(value) is dict:
        return ["dict", [[_encode(k, deeper), _encode(v, deeper)] for k, v in value.items()]]
    sp = sys.modules.get("sympy")
    if sp is not None and isinstance(value, sp.Basic):
        return ["sympy", sp.srepr(value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and _is_ours(type(value)):
        cls = type(value)
        fields = {f.name: _encode(getattr(value, f.name), deeper) for f in dataclasses.fields(value) if f.init}
        return ["dataclass", cls.__module__, cls.__qualname__, fields]
    return _refuse(value)


def _refuse(value: Any):
    raise TypeError(f"lcp.core.cache stores no {type(value).__name__}")


def _is_ours(cls: type) -> bool:
    return cls.__module__ == "lcp" or cls.__module__.startswith("lcp.")


def _decode(data: Any, depth: int = 0) -> Any:
    """The value :func:`_encode` stored as ``data``; runs no stored code.

    sympy expressions are rebuilt by :func:`_sympy_from_srepr`; a dataclass only if it is one of ``lcp``'s,
    already imported, with exactly its fields.

    Parameters
    ----------
    data : list
        JSON data, as :func:`_encode` writes it.

    Returns
    -------
    object

    Raises
    ------
    ValueError
        For data :func:`_encode` does not write (an unknown tag, a class that is not a dataclass of ``lcp``).

    Examples
    --------
    >>> _decode(['dict', [[['str', 'x'], ['sympy', 'Rational(1, 14)']]]])
    {'x': 1/14}
    """
    if depth > MAX_DEPTH or not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError("not stored data")
    tag, rest, deeper = data[0], data[1:], depth + 1
    if tag == "none" and not rest:
        return None
    if tag == "bool" and len(rest) == 1 and isinstance(rest[0], bool):
        return rest[0]
    if tag == "int" and len(rest) == 1 and isinstance(rest[0], str):
        return int(rest[0])
    if tag == "float" and len(rest) == 1 and isinstance(rest[0], str):
        return float(rest[0])
    if tag == "str" and len(rest) == 1 and isinstance(rest[0], str):
        return rest[0]
    if tag == "fraction" and len(rest) == 2 and all(isinstance(r, str) for r in rest):
        return Fraction(int(rest[0]), int(rest[1]))
    if tag in ("list", "tuple") and len(rest) == 1 and isinstance(rest[0], list):
        items = [_decode(v, deeper) for v in rest[0]]
        return items if tag == "list" else tuple(items)
    if tag == "dict" and len(rest) == 1 and isinstance(rest[0], list):
        pairs = rest[0]
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise ValueError("not stored data")
        return {_decode(k, deeper): _decode(v, deeper) for k, v in pairs}
    if tag == "sympy" and len(rest) == 1 and isinstance(rest[0], str):
        return _sympy_from_srepr(rest[0])
    if tag == "dataclass" and len(rest) == 3 and isinstance(rest[2], dict):
        cls = _our_dataclass(rest[0], rest[1])
        wanted = {f.name for f in dataclasses.fields(cls) if f.init}
        if set(rest[2]) != wanted:
            raise ValueError(f"the fields of {rest[1]} are {sorted(wanted)}")
        return cls(**{name: _decode(v, deeper) for name, v in rest[2].items()})
    raise ValueError(f"not stored data (tag {tag!r})")


def _our_dataclass(module: Any, qualname: Any) -> type:
    """The dataclass ``module.qualname`` of ``lcp``, if its module is imported (nothing is imported here)."""
    if not (isinstance(module, str) and isinstance(qualname, str) and (module == "lcp" or module.startswith("lcp."))):
        raise ValueError("not a dataclass of lcp")
    found: Any = sys.modules.get(module)
    for part in qualname.split("."):
        if not part.isidentifier() or part.startswith("__"):
            raise ValueError("not a dataclass of lcp")
        found = getattr(found, part, None)
    if not (isinstance(found, type) and dataclasses.is_dataclass(found) and _is_ours(found)):
        raise ValueError("not a dataclass of lcp")
    return found


def _sympy_from_srepr(text: str):
    """The sympy expression whose ``sympy.srepr`` is ``text``, built without ``eval``.

    Only these are allowed: calls of sympy's own classes (``Add``, ``Symbol``, ``Integer``, ``Function``,
    ...: names of the ``sympy`` namespace that are subclasses of ``sympy.Basic``), calls of an undefined
    function that ``Function('f')`` made, sympy's singletons (``oo``, ``pi``, ``I``, ...), number and string
    constants, tuples, and keyword arguments that are constants (assumptions such as ``positive=True``).
    No attribute, no other name, nothing nested more than :data:`MAX_DEPTH` deep.

    Parameters
    ----------
    text : str
        What ``sympy.srepr`` printed.

    Returns
    -------
    sympy.Basic

    Raises
    ------
    ValueError
        For anything else.

    Examples
    --------
    >>> import sympy
    >>> e = sympy.Rational(1, 2) + sympy.Symbol("x", positive=True) ** 2
    >>> _sympy_from_srepr(sympy.srepr(e)) == e
    True
    >>> _sympy_from_srepr("__import__('os')")
    Traceback (most recent call last):
    ...
    ValueError: not a sympy expression: __import__ is not a name of sympy's
    """
    sp = sys.modules.get("sympy") or __import__("sympy")
    if not isinstance(text, str):
        raise ValueError("not a sympy expression")
    tree = ast.parse(text, mode="eval")
    built = _build(tree.body, sp, 0)
    if not isinstance(built, sp.Basic):
        raise ValueError("not a sympy expression")
    return built


def _build(node: ast.AST, sp: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise ValueError(f"not a sympy expression: nested more than {MAX_DEPTH} deep")
    deeper = depth + 1
    if isinstance(node, ast.Constant) and type(node.value) in (int, float, str, bool, type(None)):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        number = node.operand.value
        if isinstance(number, (int, float)) and not isinstance(number, bool):
            return -number
    if isinstance(node, ast.Tuple):
        return tuple(_build(e, sp, deeper) for e in node.elts)
    if isinstance(node, ast.Name):
        found = _sympy_name(node.id, sp)
        if not isinstance(found, sp.Basic):  # a singleton (oo, pi, true, ...); a class is only called
            raise ValueError(f"not a sympy expression: {node.id} alone")
        return found
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name):
            function = _sympy_name(node.func.id, sp)
            if not isinstance(function, type):
                raise ValueError(f"not a sympy expression: {node.func.id} is not a class")
        elif isinstance(node.func, ast.Call):
            function = _build(node.func, sp, deeper)
            if not isinstance(function, sp.core.function.UndefinedFunction):
                raise ValueError("not a sympy expression: only Function('f') is called twice")
        else:
            raise ValueError("not a sympy expression: a call of something other than a name")
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            raise ValueError("not a sympy expression: * or ** arguments")
        args = [_build(a, sp, deeper) for a in node.args]
        keywords: dict[str, Any] = {}
        for k in node.keywords:
            value = _build(k.value, sp, deeper)
            if k.arg is None or not isinstance(value, (int, float, str, bool, type(None))):
                raise ValueError("not a sympy expression: a keyword that is not a constant")
            keywords[k.arg] = value
        return function(*args, **keywords)
    raise ValueError(f"not a sympy expression: {type(node).__name__}")


def _sympy_name(name: str, sp: Any) -> Any:
    """A class of sympy (a subclass of ``sympy.Basic``, ``Function`` among them) or a singleton of it."""
    found = getattr(sp, name, None) if not name.startswith("_") else None
    if (isinstance(found, type) and issubclass(found, sp.Basic)) or isinstance(found, sp.Basic):
        return found
    raise ValueError(f"not a sympy expression: {name} is not a name of sympy's")
