"""The lowering half of ``smith run``: every program of a corpus along K random lowering paths.

:func:`lowering.program_run.run_program` handles one program: verify it with ``mlir-opt`` (no
passes), draw K distinct paths (seeded per program from ``RunOptions.seed`` and the program id,
so the result does not depend on scheduling), compile and run each path, judge
(``lowering.verdict``) and write a finding directory when the verdict is not ``ok``.

:func:`run_corpus` runs a corpus in parallel (a thread pool: the work is in subprocesses) and
writes ``<out>/verdicts.jsonl`` (one JSON line per program, sorted by id; its ``coverage``: ids
of the rewrite patterns the program's paths tried and applied, into ``<out>/patterns.jsonl``,
see ``lowering.coverage``) and ``<out>/summary.json``. The programs of a corpus are those its
``manifest.json`` lists (the generator's layout, ``<corpus>/programs/*.mlir``); without a
manifest, ``<corpus>/programs/*.mlir`` or ``<corpus>/*.mlir``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Protocol

import attrs
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ground.errors import UsageError
from ground.fsutil import atomic_write
from ground.manifest import corpus_files
from ground.mlir_ir import check_entry
from ground.toolchain import Toolchain, find_toolchain
from ground.version import __version__
from lowering.coverage import PatternTable
from lowering.false_alarm import CLASSES
from lowering.findings import FindingStore
from lowering.optrec import OptRecommender, load_optrec
from lowering.passmap import PassMap, load_passmap
from lowering.program_run import ProgramReport, RunOptions, StepValidation, run_program
from lowering.verdict import (
    SIGNED,
    KnownCrash,
    VerdictKind,
    known_bug,
    load_known_crashes,
)


@attrs.frozen
class Summary:
    """Counts of a run: per verdict kind, per crash signature (with its known-crash id)."""

    programs: int
    counts: dict[str, int]
    signatures: dict[str, int]
    known: dict[str, str | None]
    seconds: float
    out_dir: Path
    findings: dict = attrs.field(factory=dict)
    paths_tried: int = 0
    paths_lowered: int = 0
    runtime_checks: dict | None = None
    false_alarms: dict | None = None
    stops: dict[str, int] = attrs.field(factory=dict)
    tv: dict | None = None
    oracle: dict | None = None
    oracle_lines: tuple[str, ...] = ()
    patterns: dict | None = None

    def render(self) -> str:
        """A short human report: counts, then the crash signatures by frequency."""
        lines = [
            f"{self.programs} programs in {self.seconds:.1f} s: "
            + ", ".join(f"{k} {n}" for k, n in self.counts.items() if n or k in ("ok", "crash")),
            f"results in {self.out_dir}",
        ]
        if self.paths_tried:
            lines.append(f"paths reaching LLVM: {self.paths_lowered}/{self.paths_tried} "
                         f"({100.0 * self.paths_lowered / self.paths_tried:.1f} %)")
            for s, n in sorted(self.stops.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
                lines.append(f"  {n:5d}  stopped: {s[:160]}")
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            lines.append(f"runtime checks: {rc['failed']} failed on {rc['ran']} check paths run "
                         f"({rc['not_run']} not run: the path failed before running)")
            for sig, n in rc["by_signature"].items():
                lines.append(f"  {n:5d}  {sig}")
        if self.false_alarms is not None:
            fa = self.false_alarms
            lines.append(f"wrong-code triage: {fa['triaged']} differences, false alarms "
                         f"{fa['false_alarms']}, " + ", ".join(
                             f"{k} {n}" for k, n in fa["classes"].items()))
        if self.tv is not None:
            lines.append(f"translation validation: {self.tv['steps']} distinct steps, " +
                         ", ".join(f"{k} {n}" for k, n in self.tv["verdicts"].items() if n))
        if self.patterns is not None:
            lines.append(f"rewrite patterns: {self.patterns['applied']} (pass, pattern) pairs "
                         f"applied of {self.patterns['tried']} tried (smith coverage "
                         f"{self.out_dir})")
        lines += render_findings(self.findings, self.out_dir)
        lines += self.oracle_lines
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
            "paths_tried": self.paths_tried,
            "paths_lowered": self.paths_lowered,
            "reach_rate": round(self.paths_lowered / self.paths_tried, 4)
            if self.paths_tried else None,
            "stops": [{"reason": s, "count": n}
                      for s, n in sorted(self.stops.items(), key=lambda kv: (-kv[1], kv[0]))],
        } | self.findings | {k: v for k, v in (("runtime_checks", self.runtime_checks),
                                               ("false_alarms", self.false_alarms),
                                               ("tv", self.tv), ("oracle", self.oracle),
                                               ("patterns", self.patterns))
                             if v is not None}


def render_findings(findings: dict, out_dir: Path, limit: int = 10) -> list[str]:
    """Summary lines of a :meth:`FindingStore.summary`: the new findings with the command that
    replays each, then the known MLIR bugs met (id, kind, hits, signatures, upstream report or
    reproducer, and the replay command when ``--report-known`` wrote their directory)."""
    fs, kn = findings.get("findings", []), findings.get("known", [])
    if not fs and not kn:
        return []
    new = [f for f in fs if not f.get("known_id")]
    dirs = {f["known_id"]: f for f in fs if f.get("known_id")}
    lines = [f"unique findings: {len(new)} new, {len(kn)} known MLIR bug(s) met"]
    for f in new[:limit]:
        lines.append(f"  {f['count']:5d}  {f['kind']}: {f['signature'][:120]}")
        lines.append("         replay: smith replay "
                     f"{out_dir / 'findings' / f['kind'] / f['hash']}")
    for k in kn:
        info = known_bug(k["id"])
        where = (info.upstream or info.reproducer) if info else ""
        n = len(k.get("signatures", []))
        lines.append(f"  {k['count']:5d}  known {k['id']} ({k['kind']}"
                     + (f", {n} signatures" if n > 1 else "") + ")"
                     + (f": {where}" if where else ""))
        if k["id"] in dirs:
            f = dirs[k["id"]]
            lines.append("         replay: smith replay "
                         f"{out_dir / 'findings' / f['kind'] / f['hash']}")
    if kn and not dirs:
        lines.append("  (known bugs get no finding directory; --report-known writes one per bug)")
    return lines


def corpus_programs(corpus_dir: str | Path) -> list[Path]:
    """The programs of a corpus: its manifest's list when it has one, else every ``*.mlir``
    (:func:`ground.manifest.corpus_files`).

    Raises:
        UsageError: the directory does not exist, holds no program, or its manifest lists a
            missing one.
    """
    return [f for _, f in corpus_files(corpus_dir).programs]


def _progress(options: RunOptions, total: int):
    show = options.progress if options.progress is not None else sys.stderr.isatty()
    if not show:
        return None

    prog = Progress(
        TextColumn("lowering"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=Console(stderr=True),
    )
    return prog


def check_summary(outs: list[tuple[str, dict]]) -> dict:
    """Counts over ``(program id, runtime_check entry)`` pairs: check paths, run to the end or
    stopped by a failed check (``ran``), failed, not run, and failed checks by signature and by
    program (``summary.json`` ``runtime_checks`` of ``smith run`` and ``smith campaign``)."""
    failed = [(pid, c["failure"]) for pid, c in outs if c["failed"]]
    by_sig = Counter(f"runtime check: {f['op']}: {f['message']}" for _, f in failed)
    return {"paths": len(outs), "ran": sum(c["ran"] for _, c in outs),
            "not_run": sum(not c["ran"] for _, c in outs), "failed": len(failed),
            "by_signature": dict(by_sig.most_common()),
            "failures": [{"id": pid} | f for pid, f in failed]}


def false_alarm_summary(fas: list[tuple[str, dict]]) -> dict:
    """Counts of the wrong-code triage (``lowering.false_alarm``) over ``(program id,
    false_alarm entry)`` pairs: triaged, false alarms, per class, per program."""

    classes = Counter(fa["classification"] for _, fa in fas)
    return {"triaged": len(fas), "false_alarms": sum(fa["false_alarm"] for _, fa in fas),
            "classes": {c: classes.get(c, 0) for c in CLASSES},
            "programs": {pid: fa["classification"] for pid, fa in fas}}


class SecondOpinion(Protocol):
    """An extra judge of every program (``smith run --oracle``), handed in by the caller:
    lowering never imports the judges (e.g. ``judges.tosa_ref.oracle.TosaRefOracle``)."""

    def judge(self, path: Path) -> dict:
        """The program file's verdict row (its ``oracle`` entry in ``verdicts.jsonl``);
        never raises: a failure of the judge is a row too."""

    def summarize(self, rows: list[dict]) -> dict:
        """Counts over the rows (``oracle`` in ``summary.json``)."""

    def render(self, summary: dict) -> list[str]:
        """Human summary lines of the counts."""


def _run_one(f: Path, options: RunOptions, tc: Toolchain, pm: PassMap,
             known: tuple[KnownCrash, ...], out: Path, store: FindingStore,
             rec: OptRecommender, second_opinion: SecondOpinion | None,
             tv: StepValidation | None = None) -> ProgramReport:
    """One program along its lowering paths (each step validated by ``tv`` if given), then (if
    given) the second opinion on it."""
    rep = run_program(f.read_text(), f.stem, options, tc, pm, known, out, store=store, rec=rec,
                      tv=tv)
    if second_opinion is not None:
        rep = attrs.evolve(rep, oracle=second_opinion.judge(f))
    return rep


def _run_all(files: list[Path], options: RunOptions, tc: Toolchain, pm: PassMap,
             known: tuple[KnownCrash, ...], out: Path, store: FindingStore,
             rec: OptRecommender, tv: StepValidation | None,
             second_opinion: SecondOpinion | None = None) -> list[ProgramReport]:
    """Run the programs in a thread pool (the work is in subprocesses), logging each report to
    ``verdicts.jsonl.partial`` as it finishes."""
    jobs = options.jobs or os.cpu_count() or 1
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
                pool.submit(_run_one, f, options, tc, pm, known, out, store, rec,
                            second_opinion, tv): f
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
    return reports


def _summarize(reports: list[ProgramReport], options: RunOptions, out: Path,
               store: FindingStore, seconds: float, tv: StepValidation | None,
               second_opinion: SecondOpinion | None) -> Summary:
    """The :class:`Summary` of a run's program reports (``seconds``: wall time of the run)."""
    counts = Counter(r.verdict.kind for r in reports)
    sigs: Counter[str] = Counter(
        r.verdict.signature
        for r in reports
        if r.verdict.kind in SIGNED
        and r.verdict.signature
    )
    known_ids = {r.verdict.signature: r.verdict.known_id for r in reports if r.verdict.signature}
    summary = Summary(
        programs=len(reports),
        counts={k: counts.get(k, 0) for k in VerdictKind},
        signatures=dict(sigs),
        known={s: known_ids.get(s) for s in sigs},
        seconds=seconds,
        out_dir=out,
        findings=store.summary(),
        paths_tried=sum(r.paths_tried for r in reports),
        paths_lowered=sum(r.paths_lowered for r in reports),
        runtime_checks=check_summary([(r.program_id, r.runtime_check) for r in reports
                                      if r.runtime_check is not None])
        if options.check else None,
        false_alarms=false_alarm_summary([(r.program_id, r.false_alarm) for r in reports
                                          if r.false_alarm is not None])
        if options.false_alarm_check else None,
        stops=dict(Counter(s for r in reports for s in r.stops)),
        tv=tv.summary([(r.program_id, r.tv) for r in reports if r.tv is not None])
        if options.tv else None,
    )
    if second_opinion is not None:
        oracle = second_opinion.summarize([r.oracle for r in reports])
        summary = attrs.evolve(summary, oracle={"name": options.oracle} | oracle,
                               oracle_lines=tuple(second_opinion.render(oracle)))
    return summary


def run_corpus(
    corpus_dir: str | Path,
    out_dir: str | Path,
    options: RunOptions | None = None,
    toolchain: Toolchain | None = None,
    progress: bool | None = None,
    tv: StepValidation | None = None,
    second_opinion: SecondOpinion | None = None,
) -> Summary:
    """Run every program of ``corpus_dir``; write ``verdicts.jsonl``, ``summary.json`` and
    ``findings/`` under ``out_dir``; return the :class:`Summary`.

    ``second_opinion`` (``smith run --oracle``, see :class:`SecondOpinion`): each program's
    row is its ``oracle`` entry in ``verdicts.jsonl``, the counts (named
    ``options.oracle``) are ``oracle`` in ``summary.json``.

    Raises:
        UsageError: bad corpus, missing toolchain, a pass map naming unknown passes, or a
            program (that parses) without a callable ``options.entry`` -- checked for every
            program before any lowering; ``options.tv`` without ``tv``.
    """
    options = options or RunOptions()
    if options.tv and tv is None:
        raise UsageError("translation validation (tv) needs a step validator")
    if progress is not None:
        options = attrs.evolve(options, progress=progress)
    tc = toolchain or find_toolchain()
    pm = load_passmap(tc)  # validated against mlir-opt --list-passes
    rec = load_optrec(tc)  # likewise
    known = load_known_crashes()
    files = corpus_programs(corpus_dir)
    for f in files:
        check_entry(f.read_text(), options.entry, str(f))
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    store = FindingStore(out)
    start = time.monotonic()
    reports = _run_all(files, options, tc, pm, known, out, store, rec, tv, second_opinion)
    reports.sort(key=lambda r: r.program_id)
    table = PatternTable()  # ids in order of first use over the sorted programs: reproducible
    lines = "".join(json.dumps(r.to_json(table)) + "\n" for r in reports)
    (out / PatternTable.FILE).unlink(missing_ok=True)
    table.append_new(out)
    atomic_write(out / "verdicts.jsonl", lines)
    (out / "verdicts.jsonl.partial").unlink(missing_ok=True)
    summary = _summarize(reports, options, out, store, time.monotonic() - start, tv,
                         second_opinion)
    covs = [r.coverage for r in reports if r.coverage is not None]
    if covs:
        summary = attrs.evolve(summary, patterns={
            "tried": len(set().union(*(c.tried for c in covs))),
            "applied": len(set().union(*(c.applied for c in covs))), "programs": len(covs)})
    meta = summary.to_json() | {
        "options": attrs.asdict(options),
        "mlir_version": tc.version(),
        "smith_version": __version__,
        "corpus": str(Path(corpus_dir)),
    }
    atomic_write(out / "summary.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")
    return summary
