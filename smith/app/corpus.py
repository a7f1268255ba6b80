"""Generate a corpus: ``<out>/programs/prog-NNNNN.mlir`` plus ``<out>/manifest.json``.

Program *i* of a corpus with seed *S* has seed ``derive_seed(S, i)``, so a corpus is the same
whatever the number of jobs, and any program can be regenerated alone (``smith replay``).
Programs are written atomically; the manifest (:mod:`ground.manifest`) is written last, and is
the list of the corpus's programs: a program file it does not name is not part of the corpus.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

import smith
from ground.draw import derive_seed
from ground.errors import InternalError, UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.manifest import (
    MANIFEST,
    MANIFEST_FORMAT,
    PROGRAMS_DIR,
    build_manifest,
    corpus_files,
    program_entry,
    read_manifest,
)
from ground.proc import SPAWN
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program


@attrs.frozen
class GenResult:
    """Outcome of generating one program of a corpus (picklable for worker processes)."""

    index: int
    seed: int
    file: str | None
    sha256: str | None
    op_histogram: dict[str, int]
    ubfix_hits: dict[str, int]
    rejected: tuple[str, ...]
    error: str | None = None
    idioms: dict[str, int] = attrs.field(factory=dict)


def program_name(index: int) -> str:
    return f"prog-{index:05d}.mlir"


def _generate_one(args: tuple[int, int, int, GenOptions, str, str, Path | None]) -> GenResult:
    index, corpus_seed, _, options, mlir_version, out, specs_root = args
    seed = derive_seed(corpus_seed, index)
    try:
        prog = generate_program(seed, options, mlir_version,
                                extra={"corpus_seed": corpus_seed, "index": index},
                                specs_root=specs_root)
    except InternalError as exc:
        return GenResult(index, seed, None, None, {}, {}, (), error=str(exc))
    name = program_name(index)
    atomic_write(Path(out) / PROGRAMS_DIR / name, prog.text)
    return GenResult(index, seed, f"{PROGRAMS_DIR}/{name}",
                     hashlib.sha256(prog.text.encode()).hexdigest(), prog.op_histogram,
                     prog.ubfix_hits, prog.rejected, idioms=prog.idioms)


def generate_corpus(out: Path, count: int, seed: int, options: GenOptions, mlir_version: str,
                    jobs: int = 1, progress: bool | None = None,
                    previous: dict[str, Any] | None = None,
                    specs_root: Path | None = None) -> dict[str, Any]:
    """Generate ``count`` programs into ``out`` from the specs directory ``specs_root`` (the
    release's; None: the shipped one); return the manifest (also written to
    ``out/manifest.json``, last).

    With ``previous`` (the corpus's manifest, see :func:`prepare_out`), the programs get the
    indices after the last one of ``previous`` and the manifest lists both: appending *m*
    programs to a corpus of *n* gives the corpus of *n + m* programs, byte for byte.

    Raises:
        UsageError: ``out`` cannot be written.
    """
    out = writable_dir(out)
    (out / PROGRAMS_DIR).mkdir(exist_ok=True)
    start = int(previous["count"]) if previous else 0
    work = [(i, seed, count, options, mlir_version, str(out), specs_root)
            for i in range(start, start + count)]
    results: list[GenResult] = []
    show = sys.stderr.isatty() if progress is None else progress

    with Progress(TextColumn("generating"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), disable=not show, transient=False) as bar:
        task = bar.add_task("gen", total=count)
        if jobs <= 1:
            for w in work:
                results.append(_generate_one(w))
                bar.advance(task)
        else:
            with ProcessPoolExecutor(max_workers=jobs, mp_context=SPAWN) as pool:
                for r in pool.map(_generate_one, work, chunksize=4):
                    results.append(r)
                    bar.advance(task)
    results.sort(key=lambda r: r.index)
    programs = list(previous["programs"]) if previous else []
    programs += [program_entry(Path(r.file).stem, r.file, r.seed, r.sha256, r.op_histogram,
                               r.ubfix_hits, r.rejected, r.idioms)
                 for r in results if r.error is None]
    failed = list(previous["failed"]) if previous else []
    failed += [{"index": r.index, "seed": r.seed, "error": r.error}
               for r in results if r.error is not None]
    manifest = build_manifest(seed, start + count, options.to_json(), mlir_version, programs,
                              failed)
    atomic_write_json(out / MANIFEST, manifest)
    return manifest


def prepare_out(out: Path, force: bool = False, append: bool = False,
                request: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """Check the ``--out`` directory of ``smith gen`` before generating; return the manifest of
    the corpus to append to (``append``), else None.

    A missing or empty directory is used as it is, and so is one holding the very corpus asked
    for (its manifest has the ``seed``, ``count``, ``options`` and ``mlir_version`` of
    ``request`` and this smith version, and no other program is there: generating it again
    gives the same bytes). Any other non-empty directory is refused unless ``force``, which
    removes the previous corpus (``programs/*.mlir``, ``manifest.json``, and the ``run/``
    results and ``report.html`` about it; other files stay), or ``append``, which needs a
    corpus manifest there. A campaign directory is always refused (it belongs to
    ``smith campaign``).

    Raises:
        UsageError: any of the refusals above.
    """
    if force and append:
        raise UsageError("give --force or --append, not both")
    if out.is_dir() and (out / "campaign.json").exists():
        raise UsageError(f"--out {out} holds a campaign (smith campaign --resume {out} extends "
                         "it); choose another directory")
    if append:
        manifest = read_manifest(out) if out.is_dir() else None
        if manifest is None:
            raise UsageError(f"--append: {out} holds no corpus ({MANIFEST} missing)")
        return manifest
    if not out.is_dir() or not any(out.iterdir()) or _same_corpus(out, request):
        return None
    if not force:
        raise UsageError(f"--out {out} is not empty; use --force to replace the corpus there or "
                         "--append to add programs to it")
    _remove_corpus(out)
    return None


def _same_corpus(out: Path, request: dict[str, Any] | None) -> bool:
    """``out`` holds exactly the corpus ``request`` describes (see :func:`prepare_out`)."""
    if request is None:
        return False
    try:
        listing = corpus_files(out)
    except UsageError:
        return False
    m = listing.meta
    return (not listing.stray and m.get("format") == MANIFEST_FORMAT and not m.get("campaign")
            and m.get("smith_version") == smith.__version__
            and all(m.get(k) == v for k, v in request.items()))


def _remove_corpus(out: Path) -> None:
    """What ``smith gen``, ``smith run`` and ``smith report`` wrote into ``out`` (``--force``).

    Raises:
        UsageError: a file cannot be removed.
    """
    progs = out / PROGRAMS_DIR
    run = out / "run"
    try:
        if progs.is_dir():
            for f in [*progs.glob("*.mlir"), *progs.glob(".*.tmp")]:
                f.unlink()
        if run.is_dir() and any((run / n).exists() for n in
                                ("summary.json", "verdicts.jsonl", "verdicts.jsonl.partial",
                                 "campaign.jsonl")):
            shutil.rmtree(run)
        for name in (MANIFEST, "report.html"):
            (out / name).unlink(missing_ok=True)
    except OSError as exc:
        raise UsageError(f"--force: cannot remove the corpus in {out}: {exc.strerror} "
                         f"({exc.filename})") from None


def default_jobs() -> int:
    return max(1, os.cpu_count() or 1)
