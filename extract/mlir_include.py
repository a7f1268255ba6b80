"""Locate (or fetch) the MLIR TableGen include tree that op specs are extracted from.

The pinned toolchain wheels ship binaries only; the ``.td`` sources live in the separate
``xtc-mlir-dev`` wheel (73 MB, mostly static libraries). A tree is "usable" when it contains
``mlir/IR/OpBase.td`` (the root every dialect's ops file includes). Search order:

1. an explicit directory given by the user (``smith extract --mlir-include DIR``);
2. an installed ``xtc-mlir-dev`` wheel: it unpacks into ``site-packages/mlir/include``, i.e. the
   ``include`` folder of any entry of the ``mlir`` namespace package's search path;
3. the per-user cache ``~/.cache/smith/mlir-include/<version>`` (filled by
   :func:`fetch_mlir_include`, only on demand, never by tests).

:func:`tree_version` says which MLIR release a tree belongs to, so that extracted specs carry
the version of the ``.td`` files they were read from, not the version smith was written for.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from ground.errors import ToolchainError, UsageError
from ground.proc import run_tool
from ground.toolchain import pinned_version, pinned_wheel

#: the pinned release (``ground/toolchain_pin.json``) and its wheel of ``.td`` files
MLIR_VERSION = pinned_version()
DEV_WHEEL = pinned_wheel("xtc-mlir-dev")
MARKER = Path("mlir/IR/OpBase.td")
#: written by :func:`fetch_mlir_include` into the tree: the MLIR version of the wheel it unpacked
VERSION_FILE = ".smith-mlir-version"
_WHEEL_PREFIX = "mlir/include/"
#: tools whose ``--version`` names the release of an include tree next to their ``bin``
_VERSION_TOOLS = ("mlir-opt", "mlir-tblgen", "llvm-tblgen")
_BANNER = re.compile(r"LLVM version (\S+)")
_CMAKE_PART = re.compile(r"set\(LLVM_VERSION_(MAJOR|MINOR|PATCH|SUFFIX)\s+([^)\s]*)\)")
_RELEASE = re.compile(r"\d+\.\d+\.\d+\w*")


def default_cache_dir(version: str = MLIR_VERSION) -> Path:
    """``$XDG_CACHE_HOME/smith/mlir-include/<version>`` (default ``~/.cache/...``)."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "smith" / "mlir-include" / version


def is_include_dir(path: Path) -> bool:
    """True when ``path`` holds ``mlir/IR/OpBase.td``."""
    return (path / MARKER).is_file()


def _wheel_include_dirs() -> list[Path]:
    """Candidate include dirs of an installed ``xtc-mlir-dev`` (``<entry>/include``)."""
    try:
        spec = importlib.util.find_spec("mlir")
    except (ImportError, ValueError):
        return []
    if spec is None or spec.submodule_search_locations is None:
        return []
    return [Path(p) / "include" for p in spec.submodule_search_locations]


def find_mlir_include(explicit: str | os.PathLike | None = None) -> Path:
    """Return an include directory containing ``mlir/IR/OpBase.td``.

    Args:
        explicit: a directory chosen by the user; when given it is the only candidate.

    Returns:
        The absolute include directory (pass it to ``llvm-tblgen -I``).

    Raises:
        UsageError: ``explicit`` lacks ``mlir/IR/OpBase.td``, or no tree is found in an installed
            ``xtc-mlir-dev`` wheel or in :func:`default_cache_dir`.
    """
    if explicit is not None:
        path = Path(explicit).expanduser().resolve()
        if not is_include_dir(path):
            raise UsageError(f"{path} is not an MLIR include dir (no {MARKER} inside)")
        return path
    for cand in [*_wheel_include_dirs(), default_cache_dir()]:
        if is_include_dir(cand):
            return cand.resolve()
    raise UsageError(
        f"MLIR .td files not found: pass --mlir-include DIR, pip install {DEV_WHEEL}, "
        f"or run `smith extract --fetch` to fill {default_cache_dir()}"
    )


def tree_version(include_dir: str | os.PathLike) -> str | None:
    """The MLIR release an include tree belongs to (e.g. ``"21.1.2"``), or None if unknown.

    Sources, first that answers wins:

    1. the :data:`VERSION_FILE` that :func:`fetch_mlir_include` writes;
    2. ``--version`` of ``mlir-opt``/``mlir-tblgen``/``llvm-tblgen`` in the tree's sibling ``bin``
       (``site-packages/mlir/{include,bin}`` of the xtc wheels, ``<prefix>/{include,bin}`` of an
       installed build), "LLVM version X";
    3. ``LLVM_VERSION_STRING`` in ``llvm/Config/llvm-config.h`` of an installed tree;
    4. ``cmake/Modules/LLVMVersion.cmake`` of an llvm-project checkout (``<root>/mlir/include``);
    5. the directory name of a tree in :func:`default_cache_dir`'s parent.

    Never raises: a tool that cannot run is skipped.
    """
    inc = Path(include_dir).resolve()
    marker = inc / VERSION_FILE
    if marker.is_file():
        text = marker.read_text().strip()
        if _RELEASE.fullmatch(text):
            return text
    for tool in _VERSION_TOOLS:
        exe = inc.parent / "bin" / tool
        if exe.is_file() and os.access(exe, os.X_OK):
            try:
                res = run_tool([exe, "--version"], timeout=30)
            except ToolchainError:
                continue
            match = _BANNER.search(res.stdout) if res.ok else None
            if match:
                return match.group(1)
    config = inc / "llvm" / "Config" / "llvm-config.h"
    if config.is_file():
        match = re.search(r'#define LLVM_VERSION_STRING "([^"]+)"', config.read_text())
        if match:
            return match.group(1)
    cmake = inc.parent.parent / "cmake" / "Modules" / "LLVMVersion.cmake"
    if cmake.is_file():
        parts = dict(_CMAKE_PART.findall(cmake.read_text()))
        if all(k in parts for k in ("MAJOR", "MINOR", "PATCH")):
            return f"{parts['MAJOR']}.{parts['MINOR']}.{parts['PATCH']}{parts.get('SUFFIX', '')}"
    if inc.parent == default_cache_dir().parent and _RELEASE.fullmatch(inc.name):
        return inc.name
    return None


def fetch_mlir_include(cache_dir: str | os.PathLike | None = None) -> Path:
    """Download ``xtc-mlir-dev`` with pip and unpack only its ``.td`` files into ``cache_dir``.

    The wheel's ``mlir/include/**.td`` members are written below ``cache_dir`` (so that
    ``cache_dir/mlir/IR/OpBase.td`` exists); headers, libraries and binaries are skipped.
    Network access is needed; used by ``smith extract`` on demand, never by tests.

    Args:
        cache_dir: destination; default :func:`default_cache_dir`.

    Returns:
        The populated include directory.

    Raises:
        UsageError: pip fails (first stderr line quoted) or the wheel has no ``OpBase.td``.
    """
    dest = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    with tempfile.TemporaryDirectory(prefix="smith-mlirdev-") as tmp:
        res = run_tool(
            [sys.executable, "-m", "pip", "download", "--no-deps", DEV_WHEEL, "-d", tmp],
            timeout=1800,
        )
        wheels = sorted(Path(tmp).glob("*.whl"))
        if not res.ok or not wheels:
            lines = [ln for ln in res.stderr.splitlines() if ln.strip()] or ["no output"]
            raise UsageError(f"pip download {DEV_WHEEL} failed: {lines[0].strip()}")
        staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=_ensure_parent(dest)))
        try:
            _unpack_td(wheels[0], staging)
            if not is_include_dir(staging):
                raise UsageError(f"{wheels[0].name} has no {_WHEEL_PREFIX}{MARKER}")
            (staging / VERSION_FILE).write_text(MLIR_VERSION + "\n")
            if dest.exists():
                shutil.rmtree(dest)
            os.replace(staging, dest)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return dest.resolve()


def _ensure_parent(dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    return dest.parent


def _unpack_td(wheel: Path, dest: Path) -> int:
    """Write the wheel's ``mlir/include/**.td`` members below ``dest``; return how many."""
    count = 0
    with zipfile.ZipFile(wheel) as zf:
        for info in zf.infolist():
            name = info.filename
            if not (name.startswith(_WHEEL_PREFIX) and name.endswith(".td")):
                continue
            rel = Path(name[len(_WHEEL_PREFIX) :])
            if rel.is_absolute() or ".." in rel.parts:
                continue
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zf.read(info))
            count += 1
    return count
