"""The one campaign driver: ``smith campaign`` (generate, verify, lower, run and triage programs
until a count or a time budget is spent) and ``smith run`` (the same over the programs of an
existing corpus); resumable after any interruption, ``kill -9`` included.

Program *i* of a campaign with seed *S* has seed ``derive_seed(S, i)`` and the header extras
``{"corpus_seed": S, "index": i}``, so it is byte-identical to program *i* of
``smith gen --seed S`` with the same options, and replayable with ``smith replay``. Its lowering
paths come from ``derive_seed(S, "paths", id)`` (``lowering.run.program``). Nothing depends on
which executor, worker or session ran it; time only bounds how many programs are started.

State in the campaign directory ``DIR``:

- ``campaign.json``: seed, generation and run options, budget, smith and MLIR versions,
  sessions (written atomically at start);
- ``campaign.jsonl``: the journal, one JSON line per finished program (index, seed, file hash,
  op histogram, op features, verdict, every path's passes and status, finding directories;
  under ``check`` the runtime check's outcome, under ``false_alarm_check`` the wrong-code triage,
  under ``oracle`` the TOSA reference model's verdict row; ``confirm``: the known-id
  confirmations decided for the program, which later programs and a resumed session reuse,
  ``lowering.findings.confirm``), appended and fsync'd after the
  program file and its finding directories are in place. A program is done iff its line is in
  the journal: ``--resume`` redoes every other program (a torn last line is cut off) and
  removes the finding directories no journaled program refers to (unless ``smith reduce``,
  ``smith triage`` or ``smith report-bug`` wrote into one), so a finding is neither lost nor
  duplicated;
- ``programs/prog-NNNNN.mlir`` and ``findings/<kind>/<name>/`` in the layout of
  ``lowering.findings.store`` (a directory per signature when lowering deduplicates findings, per
  program otherwise). A finding directory is created atomically (built under a temporary name,
  then renamed) by the first program that hits it; its ``hits.json`` lists the journaled
  programs that hit it;
- ``patterns.jsonl``: the campaign's table of rewrite patterns (``lowering.coverage``), appended
  before the journal line whose ``coverage`` first uses an id; ids follow the order programs
  finish in, so they are campaign-local (compare names, not ids, across campaigns);
- ``manifest.json`` (the corpus manifest format of ``smith gen``, so ``smith run``,
  ``smith corpus export`` and ``smith report`` accept a campaign directory), ``summary.json``
  and ``triage.json`` (programs bucketed by verdict and signature), rewritten at the end of
  every session. A run (``smith run``) writes no programs and no manifest (its corpus has
  them; journal ``file`` entries are relative to the run directory) but ``verdicts.jsonl``,
  one line per program sorted by id, and ``known_hits.json`` (the run directory itself:
  :mod:`smith.app.run_dir`);
- ``smith.lock``: the directory's lock (:mod:`ground.dirlock`), held by the one process that
  runs the campaign; a second one stops with one line naming it (pid, command).

Workers (:mod:`smith.app.executors`, tasks in :mod:`smith.app.tasks`) never write into ``DIR``:
a task runs the program in a temporary directory and returns the program text and its finding
directories, and the client writes them. Workers only need smith and the toolchain.

A local pool worker that dies (a crash of the MLIR Python bindings, the OOM killer) takes the
programs in flight with it (``BrokenProcessPool``): each is journaled as an ``error`` with
``worker_died`` (:func:`smith.app.task_errors.died_record`) and the pool is restarted; after
:data:`smith.app.task_errors.MAX_POOL_DEATHS` deaths in a row with no program finished, the
campaign stops with one line (:class:`smith.app.task_errors.WorkersDied`).
"""

from __future__ import annotations

import json
import os
import queue
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import wait
from pathlib import Path
from typing import Any

import attrs

import judges.registered  # noqa: F401  (registers every judge)
import smith
from ground.dirlock import DirLock
from ground.errors import UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.manifest import build_manifest, corpus_files, program_entry
from ground.release import Release
from judges.tosa_ref.corpus import render as render_oracle
from lowering.coverage import PatternTable
from lowering.execute import Stage
from lowering.findings.confirm import add_records
from lowering.run.judges import JUDGES, JudgeSetup, make_judges
from lowering.verdict import SIGNED
from smith.app.campaign_outputs import (
    hits_index,
    remove_unjournaled_findings,
    write_hits,
    write_program_outputs,
)
from smith.app.campaign_state import (
    JOURNAL_FILE,
    STATE_FILE,
    Budget,
    CampaignConfig,
    CampaignOutcome,
    Journal,
    load_campaign,
    record_findings,
    write_state,
)
from smith.app.campaign_summary import (
    PROGRESS_INTERVAL,
    CampaignSummary,
    LiveDisplay,
    hit_summary,
    ordered_counts,
    progress_mode,
    test_kinds,
    triage,
)
from smith.app.executors import make_executor
from smith.app.guide import CoverageGuide
from smith.app.records import JournalRecord, Task, TaskResult
from smith.app.release import library_release
from smith.app.run_dir import skipped_inputs
from smith.app.seed_pick import SeedSchedule, is_mutant
from smith.app.task_errors import (
    MAX_POOL_DEATHS,
    WorkersDied,
    died_record,
    error_record,
    fatal,
    is_pool_death,
)
from smith.app.tasks import file_task, generated_task, run_one
from smith.gen.program import options_from_json

#: journal record keys that ``verdicts.jsonl`` leaves out (program file and generation, the
#: client's bookkeeping)
JOURNAL_ONLY = frozenset({"index", "seed", "file", "sha256", "features", "op_histogram",
                          "ubfix_hits", "rejected", "gen_seconds", "run_seconds", "elapsed",
                          "finding", "finding_hits", "known_hits", "signatures", "idioms"})


# --------------------------------------------------------------------------- outputs


def corpus_manifest(config: CampaignConfig, records: list[JournalRecord]) -> dict[str, Any]:
    """A ``smith gen``-style manifest of the journaled programs of a generating campaign."""
    progs = []
    failed = []
    for r in sorted(records, key=lambda r: r.index):
        if r.file is None:
            failed.append({"index": r.index, "seed": r.seed, "error": r.signature})
            continue
        progs.append(program_entry(r.id, r.file, r.seed, r.sha256,
                                   r.op_histogram if r.op_histogram is not None else {},
                                   r.ubfix_hits if r.ubfix_hits is not None else {},
                                   r.rejected if r.rejected is not None else [], r.idioms))
        if r.verdict == CampaignOutcome.ORIGIN_ONLY:  # no @main: a pipeline seed again
            progs[-1]["harnessed"] = False
    return build_manifest(config.seed, len(records), config.gen.to_json(),
                          config.mlir_version, progs, failed, campaign=True)


def verdict_line(record: JournalRecord) -> dict[str, Any]:
    """The ``verdicts.jsonl`` line of a journal record (``smith run``'s per-program layout:
    ``lowering.run.program.ProgramReport.to_json``, finding directories relative): the
    record without what only the journal needs."""
    return {k: v for k, v in record.to_json().items() if k not in JOURNAL_ONLY}


# --------------------------------------------------------------------------- starting


def start_campaign(out: str | Path, config: CampaignConfig) -> Path:
    """Create ``out`` and its ``campaign.json``.

    Raises:
        UsageError: ``out`` already holds a campaign or cannot be written.
        ground.dirlock.DirectoryInUse: another process uses ``out``.
    """
    out = writable_dir(out)
    with DirLock(out, "campaign directory"):
        if (out / STATE_FILE).exists() or (out / JOURNAL_FILE).exists():
            raise UsageError(f"{out} already holds a campaign; continue it with "
                             f"`smith campaign --resume {out}` or choose another --out")
        write_state(out, config)
    return out


def _task_maker(out: Path, config: CampaignConfig, release: Release,
                guide: CoverageGuide | None = None) -> Callable[[int], Task]:
    """The task of program *i*: generated (every other one a mutant of a seed with
    ``--seeds``: ``smith.app.seed_pick``), or the *i*-th program of the run's corpus."""
    base = Task(index=0, seed=config.seed, mlir_version=config.mlir_version, release=release,
                run=config.run)
    if config.corpus is None:
        base = attrs.evolve(base, options=config.gen)
        if config.seeds is None:
            return lambda i: generated_task(base, i)
        sched = SeedSchedule.load(config.seeds, config.seed, config.seed_pipelines,
                                  config.seed_order)

        def task(i: int) -> Task:
            t = generated_task(base, i)
            if is_mutant(i):  # guided: the seeds and the campaign's queue (guide.py)
                queue = [str(out / f) for f in guide.queue] if guide is not None else None
                t = attrs.evolve(t, mutate=sched.mutant(
                    i, queue, guide.seed_weights if guide is not None else None))
            return t
        return task
    listing = corpus_files(config.corpus, harnessed_only=True)  # smith run: @main only
    progs = listing.programs
    if len(progs) != config.budget.count:
        raise UsageError(f"the corpus {config.corpus} changed since the run in {out} started; "
                         f"run it again")
    # the hash a manifest lists for a program: smith wrote (and verified) that text
    listed = {(Path(config.corpus) / p["file"]).resolve(): p.get("sha256")
              for p in listing.meta.get("programs") or () if isinstance(p, dict) and "file" in p}
    return lambda i: file_task(base, i, progs[i][0], progs[i][1],
                               os.path.relpath(progs[i][1], out),
                               listed.get(progs[i][1].resolve()),
                               os.path.relpath(progs[i][1], config.corpus))


# --------------------------------------------------------------------------- running


def run_campaign(out: str | Path, executor: str = "local", jobs: int | None = None,
                 scheduler: str | None = None, release: Release | None = None,
                 progress: bool | None = None, count: int | None = None,
                 seconds: float | None = None,
                 progress_interval: float | None = None) -> CampaignSummary:
    """Run (or continue) the campaign in ``out`` (created by :func:`start_campaign` or
    :func:`smith.app.run_dir.prepare_run`), holding its lock (:class:`ground.dirlock.DirLock`)
    throughout.

    ``release``: the release the command line resolved (None: :func:`smith.app.release.
    library_release`, the default toolchain with no re-run); its tasks carry it to the workers.
    ``count``/``seconds`` replace the stored budget (e.g. to extend a campaign on resume).
    ``progress``: None shows progress on stderr (a live panel on a terminal, else a status line
    every ``progress_interval`` seconds), False nothing (``campaign_summary.progress_mode``).

    Raises:
        UsageError: no campaign, MLIR version changed, executor unavailable, a judge's tools
            missing (``tosa-ref`` without its extra, tosa-tools).
        ground.dirlock.DirectoryInUse: another process uses ``out`` (nothing is changed).
    """
    out = Path(out).resolve()
    config = load_campaign(out)[0]  # no campaign: one line, and no lock file left there
    with DirLock(out, "campaign directory" if config.corpus is None else "run directory"):
        return _run_locked(out, executor, jobs, scheduler, release, progress, count, seconds,
                           progress_interval)


def _run_locked(out: Path, executor: str, jobs: int | None, scheduler: str | None,
                release: Release | None, progress: bool | None, count: int | None,
                seconds: float | None, progress_interval: float | None) -> CampaignSummary:
    """:func:`run_campaign` once the directory is locked."""
    config, state = load_campaign(out)
    if count is not None or seconds is not None:
        config = attrs.evolve(config, budget=Budget(count, seconds))
    if config.budget.count is None and config.budget.seconds is None:
        raise UsageError("the campaign has no budget: give --count N or --time DURATION")
    release = release or library_release()
    for j in make_judges(config.run.judges, JudgeSetup(release.toolchain, config.run)):
        j.close()  # each judge's tools are there (tosa-ref: the oracle extra), or one line
    version = release.version
    if version != config.mlir_version:
        raise UsageError(f"campaign {out} was started with MLIR {config.mlir_version}, the "
                         f"toolchain is MLIR {version}: programs would differ")
    journal = Journal(out / JOURNAL_FILE)
    records = journal.load()
    hits = hits_index(records)
    remove_unjournaled_findings(out, set(hits))
    elapsed_base = max((float(r.elapsed or 0.0) for r in records), default=0.0)
    t0 = time.monotonic()
    ex = make_executor(executor, jobs, scheduler)
    state = dict(state, budget=attrs.asdict(config.budget))
    state.setdefault("sessions", []).append(
        {"executor": ex.describe(), "resumed_with": len(records), "smith_version":
         smith.__version__})
    atomic_write_json(out / STATE_FILE, state)

    live = LiveDisplay(progress_mode(progress), out, ex.describe(),
                       "smith campaign" if config.corpus is None else "smith run",
                       PROGRESS_INTERVAL if progress_interval is None else progress_interval)
    for r in records:
        live.add(r, new=False)
    live.set_budget(config.budget, elapsed_base)
    patterns = PatternTable.load(out)
    guide = None
    if config.guide:
        guide = CoverageGuide(patterns.names)
        guide.replay(records)  # the journal in file order: the state the last session left
    make_task = _task_maker(out, config, release, guide)
    session = _Session(out, config.budget, ex, live, journal, records, hits, make_task,
                       elapsed_base, t0, patterns, guide)
    for r in sorted(records, key=lambda r: r.index):
        _add_located(session.located, r)
        add_records(session.confirmed, r.confirm or [])
    try:
        with live:
            session.drive()
    except BaseException:
        ex.close(cancel=True)
        raise
    else:
        ex.close()
    finally:
        journal.close()
        summary = _finish(out, config, records, live.new, time.monotonic() - t0,
                          elapsed_base + time.monotonic() - t0, ex.describe(), session.complete)
    return summary


@attrs.define
class _Session:
    """One session of :func:`run_campaign`: keeps the executor full with the next program
    indices (holes left by an interruption first), journals each finished program."""

    out: Path
    budget: Budget
    ex: Any
    live: LiveDisplay
    journal: Journal
    records: list[JournalRecord]
    hits: dict[str, list[str]]
    make_task: Callable[[int], Task]
    elapsed_base: float
    t0: float
    patterns: PatternTable = attrs.Factory(PatternTable)
    guide: CoverageGuide | None = None
    complete: bool = False
    deaths: int = 0  # pool deaths since a program last finished (MAX_POOL_DEATHS stops)
    retry: list[Task] = attrs.Factory(list)  # tasks a broken pool refused, submitted first
    located: list[str] = attrs.Factory(list)  # first divergent passes located, in order
    # known-id decisions so far, {kind: {signature: [known id, near miss]}}
    # (lowering.findings.confirm)
    confirmed: dict[str, dict[str, list]] = attrs.Factory(dict)

    def indices(self):
        """(index, is a hole) of the programs to run, in order."""
        done = {r.index for r in self.records}
        top = max(done) + 1 if done else 0
        yield from ((i, True) for i in range(top) if i not in done)
        i = top
        while self.budget.count is None or i < self.budget.count:
            yield i, False
            i += 1

    def submit_more(self, it, inflight: dict[Any, Task], done_q: queue.Queue) -> bool:
        """Fill the executor; False once the budget is spent (no more programs to start)."""
        while len(inflight) < self.ex.capacity:
            if self.retry:
                task = self.retry.pop()
            else:
                nxt = next(it, None)
                if nxt is None:
                    return False
                i, is_hole = nxt
                spent = self.elapsed_base + time.monotonic() - self.t0
                if not is_hole and self.budget.seconds is not None and \
                        spent >= self.budget.seconds:
                    return False
                task = self.task(i)
            try:
                fut = self.ex.submit(run_one, task)
            except Exception as exc:  # noqa: BLE001 - a pool that lost a worker, else raised
                if not is_pool_death(exc):
                    raise
                self.retry.append(task)  # not started: it runs in the new pool
                self.pool_died(inflight)
                continue
            inflight[fut] = task
            fut.add_done_callback(done_q.put)
        return True

    def task(self, i: int) -> Task:
        """The task of program ``i`` with what the campaign knows so far (located passes,
        known-id decisions, the guide's options)."""
        task = attrs.evolve(self.make_task(i), located=tuple(self.located),
                            confirmed={k: dict(v) for k, v in self.confirmed.items()})
        if self.guide is not None and task.options is not None:
            options, knobs = self.guide.task_options(task.options.to_json(), task.seed, i)
            task = attrs.evolve(task, options=options_from_json(options), guide_knobs=knobs)
        return task

    def pool_died(self, inflight: dict[Any, Task]) -> None:
        """The local pool lost a worker (``BrokenProcessPool``: a crash of the MLIR bindings,
        the OOM killer): journal each program in flight (index order) as its result, or
        :func:`smith.app.task_errors.died_record`, then restart the pool.

        Raises:
            WorkersDied: the :data:`MAX_POOL_DEATHS`-th death in a row without a program
                finishing (the programs are journaled first).
        """
        wait(list(inflight))  # the broken pool fails every pending future at once
        ending = self.ex.restart()
        self.deaths += 1
        lost = sorted(t.index for t in inflight.values())
        for fut, task in sorted(inflight.items(), key=lambda kv: kv[1].index):
            exc = fut.exception()
            self.finished(died_record(task, ending, lost) if exc is not None and
                          is_pool_death(exc) else self.result(fut, task))
        inflight.clear()
        if self.deaths >= MAX_POOL_DEATHS:
            raise WorkersDied(f"the worker processes died {self.deaths} times in a row without "
                              f"finishing a program (last: {ending}); the programs in flight are "
                              f"journaled as errors; continue with smith campaign --resume "
                              f"{self.out}")

    def result(self, fut: Any, task: Task) -> TaskResult:
        """The result of a finished future: the task's, or :func:`error_record` of what its
        worker raised (re-raised when the executor itself is gone: :func:`fatal`)."""
        try:
            result = fut.result()
        except BaseException as exc:  # noqa: BLE001 - classified below
            if fatal(exc):
                raise
            result = error_record(task, exc)
        self.deaths = 0  # its worker lived to the end of it
        return result

    def drive(self) -> None:
        """Submit, collect and journal until the budget is spent and nothing is in flight."""
        done_q: queue.Queue = queue.Queue()
        inflight: dict[Any, Task] = {}
        it = self.indices()
        exhausted = False
        while True:
            if not exhausted:
                exhausted = not self.submit_more(it, inflight, done_q)
            self.live.inflight = len(inflight)
            if not inflight:
                self.complete = exhausted
                return
            try:
                fut = done_q.get(timeout=0.5)
            except queue.Empty:
                self.live.refresh()
                continue
            if fut not in inflight:  # failed with a pool already restarted: journaled
                continue
            exc = None if fut.cancelled() else fut.exception()
            if exc is not None and is_pool_death(exc):
                self.pool_died(inflight)
            else:
                self.finished(self.result(fut, inflight.pop(fut)))
            self.live.inflight = len(inflight)
            self.live.refresh()

    def finished(self, result: TaskResult) -> None:
        """Write a finished program's outputs, then journal it (the journal line comes last)."""
        rec = result.record.with_(
            elapsed=round(self.elapsed_base + time.monotonic() - self.t0, 3))
        write_program_outputs(self.out, result)
        if result.coverage is not None:
            rec = rec.with_(coverage=result.coverage.encode(self.patterns))
            self.patterns.append_new(self.out)  # before the journal line that uses the ids
        if self.guide is not None:
            self.guide.update(rec)
        self.journal.append(rec)
        self.records.append(rec)
        _add_located(self.located, rec)
        add_records(self.confirmed, rec.confirm or [])
        for rel in record_findings(rec):
            self.hits.setdefault(rel, []).append(rec.id)
            write_hits(self.out, rel, self.hits[rel])
        self.live.add(rec, new=True)


def _add_located(located: list[str], record: JournalRecord) -> None:
    """Add the first divergent pass a journal record located (if new) to ``located``."""
    p = (record.locate or {}).get("pass")
    if p and p not in located:
        located.append(p)


# --------------------------------------------------------------------------- the summary


def locate_summary(records: list[JournalRecord]) -> dict[str, int]:
    """How the wrong-code differences of the journal were located: ``bisected`` by a binary
    search, ``confirmed`` by two probes of a pass located before (a bisection saved),
    ``localised`` by delta debugging on the pass lists where the prefix probes could not tell
    (``lowering.findings.localise``; ``locate.by == "localise"``), ``unlocated``, and the ``probes``
    (prefixes lowered and run) they took."""
    entries = [r.locate for r in records if r.locate]
    localised = [e for e in entries if e.get("by") == "localise"]
    return {"differences": len(entries),
            "bisected": sum(1 for e in entries
                            if e["pass"] and not e["hinted"] and e.get("by") != "localise"),
            "confirmed": sum(1 for e in entries if e["hinted"]),
            "localised": len(localised),
            "unlocated": sum(1 for e in entries if not e["pass"]),
            "probes": sum(e["probes"] for e in entries)}


def _paths_tried(record: JournalRecord) -> int:
    """Paths of a journal record: ``paths_tried`` as recorded, or (journals written before it
    was) its path entries."""
    return record.paths_tried if record.paths_tried is not None else len(record.paths or [])


def _paths_lowered(record: JournalRecord) -> int:
    """Paths of a journal record that reached LLVM: ``ProgramReport.paths_lowered`` as
    recorded, or (journals written before it was) its paths past the compile stage."""
    if record.paths_lowered is not None:
        return record.paths_lowered
    return sum(1 for x in record.paths or [] if x.get("stage") in (Stage.RUN, Stage.DONE))


def _triage_summaries(config: CampaignConfig, records: list[JournalRecord]) -> dict[str, Any]:
    """The summary of every judge of the run over the journal, under its ``summary_key``
    (``lowering.run.judges``): ``runtime_checks`` (``check``), ``false_alarms``
    (``false-alarm``), ``tv`` and ``oracle`` (``tosa-ref``)."""
    ordered = sorted(records, key=lambda r: r.index)
    out: dict[str, Any] = {}
    for name in config.run.judges:
        judge = JUDGES[name]
        out[judge.summary_key] = judge.summarize(
            [(r.id, getattr(r, judge.key)) for r in ordered
             if getattr(r, judge.key) is not None])
    return out


def pattern_summary(out: Path, records: list[JournalRecord]) -> dict[str, int] | None:
    """Distinct (pass, rewrite pattern) pairs tried and applied over the journal, and the
    programs with coverage (None: none has it, e.g. ``--no-coverage``)."""
    covs = [r.coverage for r in records if r.coverage is not None]
    if not covs:
        return None
    applied = set().union(*(c.get("applied", []) for c in covs))
    tried = applied.union(*(c.get("unapplied", []) for c in covs))
    return {"tried": len(tried), "applied": len(applied), "programs": len(covs)}


def _signatures(records: list[JournalRecord]) -> tuple[dict[str, int], dict[str, str | None]]:
    """Programs per crash / wrong-code signature, and each signature's known bug id."""
    sigs = Counter(r.signature for r in records if r.verdict in SIGNED and r.signature)
    known = {r.signature: r.known_id for r in records if r.signature}
    return dict(sigs), {s: known.get(s) for s in sigs}


def oracle_lines(summary: CampaignSummary) -> list[str]:
    """The oracle's summary lines (``--oracle``), or none."""
    return render_oracle(summary.oracle).splitlines() if summary.oracle else []


def _finish(out: Path, config: CampaignConfig, records: list[JournalRecord], new: int,
            session: float, elapsed: float, executor: str, complete: bool) -> CampaignSummary:
    # a skipped input is bad input, not a bug, and an origin-only test's crashes are its
    # findings: counted by their verdicts, never bucketed
    buckets = triage([r for r in records if r.verdict not in (CampaignOutcome.SKIPPED_INPUT,
                                                              CampaignOutcome.ORIGIN_ONLY)])
    hits = hits_index(records)
    for rel, progs in hits.items():
        write_hits(out, rel, progs)
    sigs, known = _signatures(records)
    summary = CampaignSummary(
        out_dir=out, programs=len(records), new=new,
        counts=ordered_counts(Counter(r.verdict or "?" for r in records)),
        paths=sum(_paths_tried(r) for r in records),
        paths_lowered=sum(_paths_lowered(r) for r in records),
        findings=len(hits), buckets=buckets, elapsed=elapsed, session_seconds=session,
        executor=executor, complete=complete, signatures=sigs, known=known,
        stops=dict(Counter(s for r in records for s in r.stops or [])),
        hits=hit_summary(records), locate=locate_summary(records),
        patterns=pattern_summary(out, records), corpus=config.corpus,
        tests=test_kinds(records) if config.seeds is not None else None,
        worker_died=sum(1 for r in records if r.worker_died),
        **_triage_summaries(config, records))
    meta = {"seed": config.seed, "mlir_version": config.mlir_version,
            "smith_version": smith.__version__, "budget": attrs.asdict(config.budget),
            "options": config.run.to_json()}
    if config.corpus is None:
        atomic_write_json(out / "manifest.json", corpus_manifest(config, records))
    else:
        lines = [verdict_line(r) for r in sorted(records, key=lambda r: r.id)]
        atomic_write(out / "verdicts.jsonl", "".join(json.dumps(x) + "\n" for x in lines))
        atomic_write_json(out / "known_hits.json", summary.hits["known"])
        meta |= {"corpus": config.corpus, "skipped_inputs": skipped_inputs(records)}
    atomic_write_json(out / "triage.json", {"buckets": buckets})
    atomic_write_json(out / "summary.json", summary.to_json() | meta)
    return summary
