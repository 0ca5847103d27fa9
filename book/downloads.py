"""The site's download area (``download/``) and its stamp: the whole companion as a source archive and as
a wheel, and the version and date of the outputs the site shows.

``run.py book`` stages both files into ``_extra/download/`` (:func:`files`), so Sphinx copies them to
``build/html/download/``; the landing page links them with the README's commands beside them.

- The **source archive** ``lcp-companion-<version>.tar.gz`` holds the files git tracks (their working-tree
  bytes, in path order), under one folder ``lcp-companion-<version>/``, with fixed owners, modes (644, or
  755 for git's executables) and mtimes, and a gzip header without a name or a time: the same checkout gives
  the same bytes, so a rebuild changes nothing. Outside a git checkout (an unpacked archive) the files are
  those of the tree less what ``.gitignore`` leaves out, so the archive rebuilds itself.
- The **wheel** is built by pip from a copy of what it is made of (``pyproject.toml``, ``README.md``,
  ``LICENSE``, ``lcp/``), offline and with ``SOURCE_DATE_EPOCH``; building it takes seconds, so it is
  kept in ``build/downloads/`` under the SHA-256 of those files and built again only when they change.
- The **stamp** (:func:`stamp`): the package's version (``pyproject.toml``) and the date the stored
  outputs were reproduced, the date of the last commit that changed a notebook's ``.ipynb`` (git), or,
  outside git, the notebooks' mtime, which the archive sets to that same date. Never the build's time.
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import gzip
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

AREA = "download"  # the folder of the site that holds the files
WHEEL_SOURCES = ("pyproject.toml", "README.md", "LICENSE", "lcp/")  # what the wheel is built from
_SKIP_DIRS = {".git", ".venv", "build", "dist", "__pycache__", ".hypothesis", ".ipynb_checkpoints", ".pytest_cache"}


@dataclass(frozen=True)
class Stamp:
    """The version of the companion and the date its stored outputs were reproduced (ISO, UTC)."""

    version: str
    reproduced: str  # YYYY-MM-DD
    epoch: int  # the same moment in seconds (the archive's mtimes)

    @property
    def text(self) -> str:
        return f"version {self.version}, outputs reproduced on {self.reproduced}"


def version(root: Path) -> str:
    """The package's version as ``pyproject.toml`` declares it."""
    import tomllib

    return str(tomllib.loads((Path(root) / "pyproject.toml").read_text())["project"]["version"])


def _git(root: Path, *args: str) -> str | None:
    """git's output in ``root``, or None outside a git checkout (or without git)."""
    if shutil.which("git") is None or not (Path(root) / ".git").exists():
        return None
    result = subprocess.run(["git", "-C", str(root), *args], check=False, capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def stamp(root: Path) -> Stamp:
    """The version and the date of the last commit that changed a stored notebook (``notebooks/*.ipynb``);
    outside git, the newest mtime among the notebooks (an unpacked archive carries that date)."""
    root = Path(root)
    out = _git(root, "log", "-1", "--format=%ct", "--", "notebooks/*.ipynb")
    if out and out.strip():
        epoch = int(out.strip())
    else:
        epoch = int(max(p.stat().st_mtime for p in (root / "notebooks").glob("*.ipynb")))
    day = _dt.datetime.fromtimestamp(epoch, _dt.timezone.utc).date().isoformat()
    return Stamp(version(root), day, epoch)


def _ignored(rel: str, patterns: list[str]) -> bool:
    parts = rel.split("/")
    if any(p in _SKIP_DIRS for p in parts[:-1]):
        return True
    for pattern in patterns:
        bare = pattern.rstrip("/")
        if (
            any(fnmatch.fnmatch(p, bare) for p in parts[:-1] if pattern.endswith("/"))
            or fnmatch.fnmatch(parts[-1], bare)
            or fnmatch.fnmatch(rel, bare)
        ):
            return True
    return False


def tracked(root: Path) -> list[tuple[str, bool]]:
    """The companion's files as (path relative to ``root``, executable), sorted by path: git's index (files
    deleted from the working tree left out), or outside git every file ``.gitignore`` does not exclude."""
    root = Path(root)
    out = _git(root, "ls-files", "-s", "-z")
    if out is not None:
        found = []
        for entry in filter(None, out.split("\0")):
            meta, path = entry.split("\t", 1)
            mode = meta.split()[0]
            if mode in ("100644", "100755") and (root / path).is_file():
                found.append((path, mode == "100755"))
        return sorted(found)
    ignore = root / ".gitignore"
    patterns = (
        [p.strip() for p in ignore.read_text().splitlines() if p.strip() and not p.startswith("#")]
        if ignore.exists()
        else []
    )
    found = []
    for path in root.rglob("*"):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not path.is_symlink() and not _ignored(rel, patterns):
            found.append((rel, os.access(path, os.X_OK)))
    return sorted(found)


def digest(root: Path, entries: list[tuple[str, bool]], extra: str = "") -> str:
    """SHA-256 of the paths, modes and bytes of ``entries`` (and ``extra``)."""
    h = hashlib.sha256(extra.encode())
    for rel, executable in entries:
        data = (Path(root) / rel).read_bytes()
        h.update(f"{rel}\0{int(executable)}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def archive_name(root: Path) -> str:
    return f"lcp-companion-{version(root)}.tar.gz"


def source_archive(root: Path, when: int) -> bytes:
    """The tracked files as a deterministic ``.tar.gz`` (see the module's docstring); ``when`` is every
    member's mtime (seconds since the epoch)."""
    root = Path(root)
    folder = archive_name(root).removesuffix(".tar.gz")
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        dirs: set[str] = set()
        for rel, executable in tracked(root):
            parents = rel.split("/")[:-1]
            for i in range(len(parents)):  # each folder once, before its first file
                d = "/".join(parents[: i + 1])
                if d not in dirs:
                    dirs.add(d)
                    tar.addfile(_member(f"{folder}/{d}", when, tarfile.DIRTYPE, 0o755))
            data = (root / rel).read_bytes()
            info = _member(f"{folder}/{rel}", when, tarfile.REGTYPE, 0o755 if executable else 0o644)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=0, compresslevel=6) as gz:
        gz.write(raw.getvalue())
    return packed.getvalue()


def _member(name: str, when: int, kind: bytes, mode: int) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.mtime = kind, mode, when
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def _write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all (a temporary file beside it, renamed into place): a kept
    archive or wheel cut short by Ctrl-C or a full disk would otherwise be found, and served, by every later
    build (the key does not change)."""
    part = path.with_name(f".{path.name}.part")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


def _forget_other_keys(cache: Path, key: str) -> None:
    """Remove the folders this module kept in ``cache`` under keys other than ``key``: only folders named by a
    16-hex-digit digest (what :func:`digest` names them), never ``cache`` itself or anything else in it."""
    if not cache.is_dir():
        return
    for entry in cache.iterdir():
        if (
            entry.name != key
            and entry.is_dir()
            and not entry.is_symlink()
            and len(entry.name) == 16
            and all(ch in "0123456789abcdef" for ch in entry.name)
        ):
            shutil.rmtree(entry, ignore_errors=True)


def wheel(root: Path, cache: Path) -> tuple[str, bytes]:
    """(file name, bytes) of the package's wheel, built by pip from a copy of :data:`WHEEL_SOURCES` and kept
    in ``cache`` under their digest (built again only when one of them changes)."""
    root = Path(root)
    sources = [
        (rel, x)
        for rel, x in tracked(root)
        if any(rel == s or (s.endswith("/") and rel.startswith(s)) for s in WHEEL_SOURCES)
    ]
    key = digest(root, sources, extra=sys.version.split()[0])[:16]
    kept = cache / key
    found = sorted(kept.glob("*.whl")) if kept.is_dir() else []
    if not found:
        _forget_other_keys(cache, key)  # a wheel of older sources goes
        with tempfile.TemporaryDirectory() as tmp:
            tree = Path(tmp, "src")
            for rel, _ in sources:
                (tree / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(root / rel, tree / rel)
            env = dict(
                os.environ,
                SOURCE_DATE_EPOCH=str(stamp(root).epoch),
                PIP_NO_INDEX="1",
                PIP_DISABLE_PIP_VERSION_CHECK="1",
            )
            result = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "wheel",
                    "--quiet",
                    "--no-deps",
                    "--no-build-isolation",
                    "--wheel-dir",
                    str(Path(tmp, "out")),
                    str(tree),
                ],
                check=False,
                capture_output=True,
                text=True,
                env=env,
            )
            if result.returncode != 0:
                raise RuntimeError(f"pip could not build the wheel:\n{result.stdout}{result.stderr}")
            kept.mkdir(parents=True, exist_ok=True)
            for built in Path(tmp, "out").glob("*.whl"):
                _write_whole(kept / built.name, built.read_bytes())
        found = sorted(kept.glob("*.whl"))
    return found[0].name, found[0].read_bytes()


def files(root: Path, cache: Path, wheel_file: tuple[str, bytes] | None = None) -> dict[str, bytes]:
    """The download area's files, by name: the source archive and the wheel (``wheel_file`` when it is built
    already: :func:`wheel` with ``cache / "wheel"``)."""
    root, cache = Path(root), Path(cache)
    entries = tracked(root)
    when = stamp(root).epoch
    key = digest(root, entries, extra=f"archive {when}")[:16]
    name = archive_name(root)
    kept = cache / "archive" / key / name
    if not kept.is_file():
        _forget_other_keys(cache / "archive", key)
        kept.parent.mkdir(parents=True, exist_ok=True)
        _write_whole(kept, source_archive(root, when))
    wheel_name, wheel_bytes = wheel_file or wheel(root, cache / "wheel")
    return {name: kept.read_bytes(), wheel_name: wheel_bytes}


def _commands(root: Path) -> list[str]:
    """The README's commands (its ``bash`` block between the ``commands`` marks), line by line."""
    text = (Path(root) / "README.md").read_text()
    section = text.split("<!-- commands:start -->", 1)[1].split("<!-- commands:end -->", 1)[0]
    block = section.split("```bash\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 1e6 else f"{n / 1e3:.0f} kB"


def download_block(root: Path, made: dict[str, bytes]) -> str:
    """The landing page's download area (MyST): the two files with their sizes, and the commands that
    unpack the archive and run the README's commands in it."""
    root = Path(root)
    archive = archive_name(root)
    wheel_name = next(n for n in made if n.endswith(".whl"))
    folder = archive.removesuffix(".tar.gz")
    count = len(tracked(root))
    pairs = [(line.split("#", 1) + [""])[:2] for line in _commands(root)]  # (command, what it does)
    commands = "\n".join([f"tar -xzf {archive}", f"cd {folder}", *(c.strip() for c, _ in pairs)])
    notes = "".join(f"- `{c.strip()}`: {w.strip()}\n" for c, w in pairs if w.strip())
    return (
        f'```{{raw}} html\n<ul class="companion-downloads">'
        f'<li><a href="{AREA}/{archive}" download>{archive}</a> ({_size(len(made[archive]))}): the whole '
        f"companion, every file of its repository ({count} files: the package, the notebooks with their "
        f"outputs, the figures, the tests, this site's sources and <code>run.py</code>);</li>"
        f'<li><a href="{AREA}/{wheel_name}" download>{wheel_name}</a> ({_size(len(made[wheel_name]))}): '
        f"the package <code>lcp</code> alone, for <code>pip install {wheel_name}</code>.</li></ul>\n```\n\n"
        f"Unpack the archive and run the README's commands in its folder (each sets up everything it "
        f"needs: the README's *The commands* says how):\n\n```bash\n{commands}\n```\n\n{notes}"
    )


def stamp_block(root: Path) -> str:
    """The landing page's stamp line (MyST): version, the outputs' date, and where to cite and download."""
    s = stamp(root)
    return (
        f'```{{raw}} html\n<p class="companion-stamp">Version <strong>{s.version}</strong> · outputs '
        f'reproduced on <time datetime="{s.reproduced}">{s.reproduced}</time> (the last commit that changed '
        f'a notebook\'s stored outputs) · <a href="references.html#cite-this">Cite this</a> · '
        f'<a href="#get-the-companion">Download</a> · <a href="pdf.html">PDF</a></p>\n```\n'
    )


def staged(root: Path, cache: Path, wheel: tuple[str, bytes] | None = None) -> dict[Path, bytes]:
    """What :func:`pages.stage` adds for the download area: its files and the landing page's two blocks."""
    made = files(root, cache, wheel)
    out = {Path("_extra", AREA, name): data for name, data in made.items()}
    out[Path("_includes", "download.md")] = download_block(root, made).encode()
    out[Path("_includes", "stamp.md")] = stamp_block(root).encode()
    return out
