"""The pipelines of a seed corpus's origin tests: ``DIR/pipelines.json``.

A seed imported from MLIR's test tree (``smith seeds import``, :mod:`smith.app.seeds`) names
its test file in ``origin.file`` (header and manifest entry). For each such file the RUN lines'
``mlir-opt`` pass options that :func:`smith.app.seed_coverage.pass_flags` keeps (a pass smith
runs, no ``-test-*`` pass, no lit substitution but ``%s``) are that test's pipelines; ``smith
campaign --seeds DIR`` runs a mutant of the seed along them (:mod:`smith.app.origin_runs`).

``pipelines.json`` (format ``smith-seed-pipelines/1``)::

    {"format": "smith-seed-pipelines/1", "source": TEST_TREE, "release": "22.1.8",
     "files": {ORIGIN_FILE: [[FLAG, ...], ...], ...}}

``files`` holds every origin file of the corpus's manifest with at least one kept RUN line, in
sorted order; each list of flags is one RUN line's (duplicates dropped, file order kept).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ground.errors import UsageError
from ground.fsutil import atomic_write_json, read_format_json
from ground.manifest import read_manifest
from ground.toolchain import Toolchain
from lowering.passmap import load_passmap
from lowering.passprobe import base_name
from smith.app.seed_coverage import pass_flags, run_line_commands

PIPELINES_FORMAT = "smith-seed-pipelines/1"
PIPELINES_FILE = "pipelines.json"


def smith_pass_names(toolchain: Toolchain) -> set[str]:
    """The pass base names smith's lowering paths may run (``lowering/passmap.json`` fitted to
    ``toolchain``): a RUN line naming none of them is not kept."""
    pm = load_passmap(toolchain)
    return {base_name(p) for p in pm.all_pass_texts()} | pm.all_base_names()


def file_pipelines(text: str, smith_passes: set[str]) -> list[list[str]]:
    """The kept pass-flag lists of a test file's RUN lines (``text``: the file), duplicates
    dropped, in file order."""
    out: list[list[str]] = []
    for command in run_line_commands(text):
        flags = pass_flags(command, smith_passes)
        if flags is not None and flags not in out:
            out.append(flags)
    return out


def origin_files(seeds_dir: Path) -> list[str]:
    """The distinct ``origin.file`` of the programs in ``seeds_dir``'s manifest, sorted.

    Raises:
        UsageError: no readable manifest (``ground.manifest.read_manifest``).
    """
    manifest = read_manifest(seeds_dir)
    if manifest is None:
        raise UsageError(f"{seeds_dir}: no manifest.json (not a seed directory)")
    return sorted({p["origin"]["file"] for p in manifest["programs"]
                   if isinstance(p.get("origin"), dict) and p["origin"].get("file")})


def write_pipelines(seeds_dir: Path, root: Path, toolchain: Toolchain,
                    release: str) -> dict[str, Any]:
    """Write ``seeds_dir/pipelines.json`` from the test tree ``root`` (module docstring) and
    return its document. A listed origin file missing from ``root`` is left out.

    Raises:
        UsageError: ``seeds_dir`` has no manifest.
    """
    passes = smith_pass_names(toolchain)
    files: dict[str, list[list[str]]] = {}
    for rel in origin_files(seeds_dir):
        try:
            text = (root / rel).read_text()
        except (OSError, UnicodeDecodeError):
            continue
        kept = file_pipelines(text, passes)
        if kept:
            files[rel] = kept
    doc = {"format": PIPELINES_FORMAT, "source": str(root), "release": release, "files": files}
    atomic_write_json(Path(seeds_dir) / PIPELINES_FILE, doc)
    return doc


def load_pipelines(seeds_dir: str | Path) -> dict[str, dict[str, Any]]:
    """Each seed program of ``seeds_dir`` (absolute path, resolved) whose origin file has
    pipelines in ``seeds_dir/pipelines.json``: ``{"file": origin file, "pipelines": [[flag,
    ...], ...]}``; empty when the corpus has no such file (a ``smith gen`` corpus).

    Raises:
        UsageError: ``pipelines.json`` unreadable or of another format.
    """
    d = Path(seeds_dir)
    f = d / PIPELINES_FILE
    if not f.is_file():
        return {}
    doc = read_format_json(f, PIPELINES_FORMAT)
    files = doc.get("files") or {}
    manifest = read_manifest(d) or {"programs": []}
    out: dict[str, dict[str, Any]] = {}
    for p in manifest["programs"]:
        origin = p.get("origin") if isinstance(p, dict) else None
        if isinstance(origin, dict) and files.get(origin.get("file")):
            out[str((d / p["file"]).resolve())] = {
                "file": origin["file"], "pipelines": [list(x) for x in files[origin["file"]]]}
    return out
