"""Generate a corpus: ``<out>/programs/prog-NNNNN.mlir`` plus ``<out>/manifest.json``.

Program *i* of a corpus with seed *S* has seed ``derive_seed(S, i)``, so a corpus is the same
whatever the number of jobs, and any program can be regenerated alone (``smith replay``).
Programs are written atomically; the manifest is written last.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

import smith
from smith.builder import GenOptions
from smith.draw import derive_seed
from smith.errors import InternalError
from smith.fsutil import atomic_write, atomic_write_json, writable_dir
from smith.proc import SPAWN
from smith.program import generate_program

MANIFEST_FORMAT = "smith-corpus/1"


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


def program_name(index: int) -> str:
    return f"prog-{index:05d}.mlir"


def _generate_one(args: tuple[int, int, int, GenOptions, str, str]) -> GenResult:
    index, corpus_seed, _, options, mlir_version, out = args
    seed = derive_seed(corpus_seed, index)
    try:
        prog = generate_program(seed, options, mlir_version,
                                extra={"corpus_seed": corpus_seed, "index": index})
    except InternalError as exc:
        return GenResult(index, seed, None, None, {}, {}, (), error=str(exc))
    name = program_name(index)
    atomic_write(Path(out) / "programs" / name, prog.text)
    return GenResult(index, seed, f"programs/{name}",
                     hashlib.sha256(prog.text.encode()).hexdigest(), prog.op_histogram,
                     prog.ubfix_hits, prog.rejected)


def generate_corpus(out: Path, count: int, seed: int, options: GenOptions, mlir_version: str,
                    jobs: int = 1, progress: bool | None = None) -> dict[str, Any]:
    """Generate ``count`` programs into ``out``; return the manifest.

    Raises:
        UsageError: ``out`` cannot be written.
    """
    out = writable_dir(out)
    (out / "programs").mkdir(exist_ok=True)
    work = [(i, seed, count, options, mlir_version, str(out)) for i in range(count)]
    results: list[GenResult] = []
    show = sys.stderr.isatty() if progress is None else progress
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

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
    total: Counter[str] = Counter()
    hits: Counter[str] = Counter()
    for r in results:
        total.update(r.op_histogram)
        hits.update(r.ubfix_hits)
    manifest = {
        "format": MANIFEST_FORMAT,
        "smith_version": smith.__version__,
        "mlir_version": mlir_version,
        "seed": seed,
        "count": count,
        "options": options.to_json(),
        "generated": sum(1 for r in results if r.error is None),
        "failed": [{"index": r.index, "seed": r.seed, "error": r.error}
                   for r in results if r.error is not None],
        "distinct_ops": len(total),
        "op_histogram": dict(sorted(total.items())),
        "ubfix_hits": dict(sorted(hits.items())),
        "programs": [
            {"id": Path(r.file).stem, "file": r.file, "seed": r.seed, "sha256": r.sha256,
             "ops": sum(r.op_histogram.values()), "op_histogram": r.op_histogram,
             "ubfix_hits": r.ubfix_hits, "rejected": list(r.rejected)}
            for r in results if r.error is None
        ],
    }
    atomic_write_json(out / "manifest.json", manifest)
    return manifest


def default_jobs() -> int:
    return max(1, os.cpu_count() or 1)
