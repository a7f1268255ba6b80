"""The lowering half of ``smith run``: every program of a corpus along K random lowering paths.

:func:`run_program` handles one program: verify it with ``mlir-opt`` (no passes), draw K
distinct paths (seeded per program from ``Options.seed`` and the program id, so the result does
not depend on scheduling), compile and run each path, judge (``lowering.verdict``) and write a
finding directory when the verdict is not ``ok``.

:func:`run_corpus` runs a corpus in parallel (a thread pool: the work is in subprocesses) and
writes ``<out>/verdicts.jsonl`` (one JSON line per program, sorted by id) and
``<out>/summary.json``. Corpus layouts accepted: ``<corpus>/programs/*.mlir`` (the generator's
layout, next to ``manifest.json``) or ``<corpus>/*.mlir``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import attrs

import smith
from lowering.execute import PathResult, compile_path, verify_program
from lowering.findings import atomic_write, write_finding
from lowering.passmap import PassMap, load_passmap
from lowering.paths import LoweringPath, draw_paths
from lowering.verdict import KnownCrash, Verdict, judge, load_known_crashes
from smith.draw import Draw, derive_seed
from smith.errors import UsageError
from smith.toolchain import Toolchain, find_toolchain


@attrs.frozen
class RunOptions:
    """Options of a lowering run.

    Attributes:
        paths: K, the number of distinct random lowering paths per program (>= 1).
        seed: campaign seed; each program's paths come from ``derive_seed(seed, "paths", id)``.
        compile_timeout: seconds per mlir-opt run (and for the verification run).
        run_timeout: seconds per mlir-runner run.
        jobs: parallel programs; None means ``os.cpu_count()``.
        optimize: insert recommended optimisation passes into paths after the first.
        progress: show a rich progress bar; None means "when stderr is a TTY".
        keep_work: keep ``<out>/work/<id>/`` (lowered files) after each program.
    """

    paths: int = attrs.field(default=3, validator=attrs.validators.ge(1))
    seed: int = 0
    compile_timeout: float = 60.0
    run_timeout: float = 30.0
    jobs: int | None = None
    optimize: bool = True
    progress: bool | None = None
    keep_work: bool = False


Options = RunOptions  # short alias


@attrs.frozen
class ProgramReport:
    """Outcome of one program: its id, verdict, path results and finding directory (if any)."""

    program_id: str
    verdict: Verdict
    results: tuple[PathResult, ...]
    finding: Path | None

    def to_json(self) -> dict:
        """The ``verdicts.jsonl`` line."""
        v = self.verdict
        return {
            "id": self.program_id,
            "verdict": v.kind,
            "signature": v.signature,
            "known": v.known,
            "known_id": v.known_id,
            "crash_kind": v.crash_kind,
            "paths": [
                {
                    "name": p.name,
                    "stage": p.stage,
                    "status": p.status,
                    "seconds": round(p.seconds, 3),
                }
                for p in v.paths
            ],
        }


@attrs.frozen
class Summary:
    """Counts of a run: per verdict kind, per crash signature (with its known-crash id)."""

    programs: int
    counts: dict[str, int]
    signatures: dict[str, int]
    known: dict[str, str | None]
    seconds: float
    out_dir: Path

    def render(self) -> str:
        """A short human report: counts, then the crash signatures by frequency."""
        lines = [
            f"{self.programs} programs in {self.seconds:.1f} s: "
            + ", ".join(f"{k} {n}" for k, n in self.counts.items()),
            f"results in {self.out_dir}",
        ]
        for s, n in sorted(self.signatures.items(), key=lambda kv: (-kv[1], kv[0]))[:20]:
            tag = f" [known: {self.known[s]}]" if self.known.get(s) else ""
            lines.append(f"  {n:5d}  {s[:160]}{tag}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {
            "programs": self.programs,
            "counts": self.counts,
            "signatures": [
                {"signature": s, "count": n, "known_id": self.known.get(s)}
                for s, n in sorted(self.signatures.items(), key=lambda kv: (-kv[1], kv[0]))
            ],
            "seconds": round(self.seconds, 3),
        }


def run_program(
    program_text: str,
    program_id: str,
    options: RunOptions,
    toolchain: Toolchain,
    passmap: PassMap,
    known: tuple[KnownCrash, ...],
    out_dir: str | Path,
    paths: list[LoweringPath] | None = None,
) -> ProgramReport:
    """Verify, lower along K paths (or the given ``paths``), run, judge, record a finding.

    Never raises on a compiler failure; ``UsageError`` only for a missing toolchain.
    """
    work = Path(out_dir) / "work" / program_id
    verify = verify_program(program_text, toolchain, work, timeout=options.compile_timeout)
    results: list[PathResult] = []
    if verify.ok:
        if paths is None:
            draw = Draw(derive_seed(options.seed, "paths", program_id))
            paths = draw_paths(
                program_text, passmap, draw, k=options.paths, optimize=options.optimize
            )
        for p in paths:
            results.append(
                compile_path(
                    program_text,
                    p,
                    toolchain,
                    work,
                    timeout=options.compile_timeout,
                    run_timeout=options.run_timeout,
                )
            )
    verdict = judge(verify, results, known)
    finding = None
    if verdict.kind != "ok":
        finding = write_finding(
            out_dir,
            program_id,
            program_text,
            verdict,
            results,
            toolchain,
            verify_stderr=verify.stderr,
        )
    if not options.keep_work:
        shutil.rmtree(work, ignore_errors=True)
    return ProgramReport(program_id, verdict, tuple(results), finding)


def corpus_programs(corpus_dir: str | Path) -> list[Path]:
    """The ``*.mlir`` programs of a corpus, sorted by name.

    Raises:
        UsageError: the directory does not exist or holds no program.
    """
    root = Path(corpus_dir)
    if not root.is_dir():
        raise UsageError(f"corpus directory {root} does not exist")
    sub = root / "programs"
    files = sorted(sub.glob("*.mlir")) if sub.is_dir() else []
    files = files or sorted(root.glob("*.mlir"))
    if not files:
        raise UsageError(f"no *.mlir programs in {root} or {sub}")
    return files


def _progress(options: RunOptions, total: int):
    show = options.progress if options.progress is not None else sys.stderr.isatty()
    if not show:
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    prog = Progress(
        TextColumn("lowering"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=Console(stderr=True),
    )
    return prog


def run_corpus(
    corpus_dir: str | Path,
    out_dir: str | Path,
    options: RunOptions | None = None,
    toolchain: Toolchain | None = None,
    progress: bool | None = None,
) -> Summary:
    """Run every program of ``corpus_dir``; write ``verdicts.jsonl``, ``summary.json`` and
    ``findings/`` under ``out_dir``; return the :class:`Summary`.

    Raises:
        UsageError: bad corpus, missing toolchain, or a pass map naming unknown passes.
    """
    options = options or RunOptions()
    if progress is not None:
        options = attrs.evolve(options, progress=progress)
    tc = toolchain or find_toolchain()
    pm = load_passmap(tc)  # validated against mlir-opt --list-passes
    known = load_known_crashes()
    files = corpus_programs(corpus_dir)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    jobs = options.jobs or os.cpu_count() or 1
    start = time.monotonic()
    reports: list[ProgramReport] = []
    counts: Counter[str] = Counter()
    partial = out / "verdicts.jsonl.partial"
    prog = _progress(options, len(files))
    task = prog.add_task("", total=len(files)) if prog else None
    with open(partial, "w") as log, ThreadPoolExecutor(max_workers=jobs) as pool:
        if prog:
            prog.start()
        try:
            futs = {
                pool.submit(run_program, f.read_text(), f.stem, options, tc, pm, known, out): f
                for f in files
            }
            for fut in as_completed(futs):
                rep = fut.result()
                reports.append(rep)
                counts[rep.verdict.kind] += 1
                log.write(json.dumps(rep.to_json()) + "\n")
                log.flush()
                if prog:
                    desc = " ".join(f"{k}={n}" for k, n in sorted(counts.items()))
                    prog.update(task, advance=1, description=desc)
        finally:
            if prog:
                prog.stop()
    reports.sort(key=lambda r: r.program_id)
    atomic_write(out / "verdicts.jsonl", "".join(json.dumps(r.to_json()) + "\n" for r in reports))
    partial.unlink(missing_ok=True)
    sigs: Counter[str] = Counter(
        r.verdict.signature
        for r in reports
        if r.verdict.kind in ("crash", "invalid") and r.verdict.signature
    )
    known_ids = {r.verdict.signature: r.verdict.known_id for r in reports if r.verdict.signature}
    summary = Summary(
        programs=len(reports),
        counts={k: counts.get(k, 0) for k in ("ok", "crash", "invalid", "timeout", "wrong-code")},
        signatures=dict(sigs),
        known={s: known_ids.get(s) for s in sigs},
        seconds=time.monotonic() - start,
        out_dir=out,
    )
    meta = summary.to_json() | {
        "options": attrs.asdict(options),
        "mlir_version": tc.version(),
        "smith_version": smith.__version__,
        "corpus": str(Path(corpus_dir)),
    }
    atomic_write(out / "summary.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")
    return summary
