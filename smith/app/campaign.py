"""``smith campaign``: generate, verify, lower, run and triage programs until a count or a time
budget is spent; resumable after any interruption, ``kill -9`` included.

Program *i* of a campaign with seed *S* has seed ``derive_seed(S, i)`` and the header extras
``{"corpus_seed": S, "index": i}``, so it is byte-identical to program *i* of
``smith gen --seed S`` with the same options, and replayable with ``smith replay``. Its lowering
paths come from ``derive_seed(S, "paths", id)`` (``lowering.program_run``). Nothing depends on
which executor, worker or session ran it; time only bounds how many programs are started.

State in the campaign directory ``DIR``:

- ``campaign.json``: seed, generation and run options, budget, smith and MLIR versions,
  sessions (written atomically at start);
- ``campaign.jsonl``: the journal, one JSON line per finished program (index, seed, file hash,
  op histogram, op features, verdict, every path's passes and status, finding directories;
  under ``check`` the runtime check's outcome, under ``false_alarm_check`` the wrong-code triage,
  under ``oracle`` the TOSA reference model's verdict row), appended and fsync'd after the
  program file and its finding directories are in place. A program is done iff its line is in
  the journal: ``--resume`` redoes every other program (a torn last line is cut off) and
  removes the finding directories no journaled program refers to, so a finding is neither lost
  nor duplicated;
- ``programs/prog-NNNNN.mlir`` and ``findings/<kind>/<name>/`` in the layout of
  ``lowering.findings`` (a directory per signature when lowering deduplicates findings, per
  program otherwise). A finding directory is created atomically (built under a temporary name,
  then renamed) by the first program that hits it; its ``hits.json`` lists the journaled
  programs that hit it;
- ``patterns.jsonl``: the campaign's table of rewrite patterns (``lowering.coverage``), appended
  before the journal line whose ``coverage`` first uses an id; ids follow the order programs
  finish in, so they are campaign-local (compare names, not ids, across campaigns);
- ``manifest.json`` (the corpus manifest format of ``smith gen``, so ``smith run``,
  ``smith corpus export`` and ``smith report`` accept a campaign directory), ``summary.json``
  and ``triage.json`` (programs bucketed by verdict and signature), rewritten at the end of
  every session.

Workers (:mod:`smith.app.executors`) never write into ``DIR``: a task runs the program in a
temporary directory and returns the program text and its finding directories, and the client
writes them. Workers only need smith and the toolchain.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import os
import queue
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import attrs

import smith
from ground.draw import derive_seed
from ground.errors import InternalError, SmithError, UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.manifest import build_manifest, program_entry
from ground.toolchain import find_toolchain
from judges.tosa_ref.corpus import summarize
from judges.tosa_ref.oracle import make_oracle
from judges.tosa_ref.tools import find_tools
from judges.tv.run_steps import StepValidator
from lowering import program_run
from lowering.campaign_run import check_summary, false_alarm_summary
from lowering.coverage import Coverage, PatternTable
from lowering.execute import Stage
from lowering.findings import FindingStore  # a fresh store: no cross-run state
from lowering.passmap import load_passmap
from lowering.program_run import run_program
from lowering.verdict import load_known_crashes
from smith.app.campaign_state import (
    JOURNAL_FILE,
    RUN_KEYS,
    STATE_FILE,
    CampaignConfig,
    CampaignOutcome,
    Journal,
    program_id,
    record_findings,
)
from smith.app.campaign_summary import CampaignSummary, LiveDisplay, ordered_counts, triage
from smith.app.executors import make_executor
from smith.app.export import program_features
from smith.app.guide import CoverageGuide
from smith.program import generate_program, options_from_json


@functools.lru_cache(maxsize=4)
def _worker_env(mlir_bin: str | None):
    """Toolchain, pass map and known crashes, loaded once per worker process."""

    tc = find_toolchain(mlir_bin)
    return tc, load_passmap(tc), load_known_crashes()


def _second_opinion(ropts: program_run.RunOptions, mlir_bin: str | None, text: str, pid: str,
                    base: Path) -> dict[str, Any]:
    """The oracle row (``--oracle``) of program ``pid`` (``text``), judged in the scratch
    directory ``base`` by a judge process of its own (a crash of the MLIR bindings there is a
    verdict row), closed after the program: a pool kept across programs would outlive the
    campaign worker, whose exit waits for its children. The reproducer (if any) lands in
    ``base/findings/spec-<kind>/<pid>`` and is collected with the lowering findings;
    ``reproducer`` is relative to the campaign directory."""
    src = base / "programs" / f"{pid}.mlir"
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_text(text)
    tc, _, _ = _worker_env(mlir_bin)
    judge = make_oracle(ropts.oracle, tc, base, 1, ropts.compile_timeout, ropts.run_timeout)
    try:
        row = judge.judge(src)
    finally:
        judge.close()
    if row.get("reproducer"):
        row["reproducer"] = Path(row["reproducer"]).resolve().relative_to(base).as_posix()
    return row


def run_one(task: dict[str, Any]) -> dict[str, Any]:
    """Generate program ``task["index"]``, run it along its lowering paths, judge it.

    Runs in a worker (process pool or Dask). Returns ``{"record", "text", "findings",
    "coverage"}``: the journal record, the program text, the finding directories
    ``[{"dir": "findings/<kind>/<name>", "files": [(name, mode, bytes)]}]`` and the rewrite
    patterns by name (``Coverage.to_json``, or None), for the client to write. Never raises for
    a generator or compiler failure: both are recorded.
    """

    index, cseed = int(task["index"]), int(task["seed"])
    pid = program_id(index)
    seed = derive_seed(cseed, index)
    options = options_from_json(task["options"])
    record: dict[str, Any] = {"index": index, "id": pid, "seed": seed}
    t0 = time.monotonic()
    try:
        prog = generate_program(seed, options, task["mlir_version"],
                                extra={"corpus_seed": cseed, "index": index})
    except InternalError as exc:
        record.update(file=None, verdict=CampaignOutcome.GEN_ERROR, signature=str(exc)[:500],
                      paths=[], finding=None, gen_seconds=round(time.monotonic() - t0, 3))
        return {"record": record, "text": None, "findings": []}
    text = prog.text
    if options.op_weights:  # --guide coverage: the weights this program was drawn with
        record["op_weights"] = dict(options.op_weights)
    record.update(file=f"programs/{pid}.mlir", sha256=hashlib.sha256(text.encode()).hexdigest(),
                  op_histogram=prog.op_histogram, ubfix_hits=prog.ubfix_hits,
                  rejected=list(prog.rejected), gen_seconds=round(time.monotonic() - t0, 3))
    try:
        record["features"] = program_features(text).to_json()
    except SmithError:
        record["features"] = None
    tc, pm, known = _worker_env(task.get("mlir_bin"))

    run = task["run"]
    fields = {f.name for f in attrs.fields(program_run.RunOptions)}
    wanted = {k: run[k] for k in RUN_KEYS if k in run} | {"seed": cseed, "jobs": 1,
                                                          "progress": False}
    ropts = program_run.RunOptions(**{k: v for k, v in wanted.items() if k in fields})
    findings: list[dict[str, Any]] = []
    t1 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="smith-campaign-") as tmp:
        base = Path(tmp).resolve()
        extra = {}
        if "store" in inspect.signature(run_program).parameters:

            extra["store"] = FindingStore(base)
        if ropts.tv:
            extra["tv"] = StepValidator(tc, compile_timeout=ropts.compile_timeout)
        rep = run_program(text, pid, ropts, tc, pm, known, base, **extra)
        if ropts.oracle:
            rep = attrs.evolve(rep, oracle=_second_opinion(ropts, task.get("mlir_bin"), text,
                                                           pid, base))
        dirs = list(getattr(rep, "findings", ()) or ()) or ([rep.finding] if rep.finding else [])
        if (rep.oracle or {}).get("reproducer"):
            dirs.append(base / rep.oracle["reproducer"])
        for d in dict.fromkeys(Path(x).resolve() for x in dirs):
            if not d.is_dir():
                continue
            files = [(f.relative_to(d).as_posix(), f.stat().st_mode & 0o777, f.read_bytes())
                     for f in sorted(d.rglob("*")) if f.is_file()]
            findings.append({"dir": d.relative_to(base).as_posix(), "files": files})
    v = rep.to_json()
    rels = [f["dir"] for f in findings]
    record.update(verdict=v["verdict"], signature=v.get("signature"), known=v.get("known"),
                  known_id=v.get("known_id"), crash_kind=v.get("crash_kind"),
                  signatures=list(rep.verdict.signatures), paths=rep.path_records(),
                  paths_lowered=rep.paths_lowered,
                  findings=rels, finding=rels[0] if rels else None,
                  run_seconds=round(time.monotonic() - t1, 3))
    # present under check / false_alarm_check / tv / oracle
    for key in ("runtime_check", "false_alarm", "tv", "oracle"):
        if v.get(key) is not None:
            record[key] = v[key]
    # by name: the client numbers the patterns (campaign-wide ids, patterns.jsonl)
    coverage = rep.coverage.to_json() if rep.coverage is not None else None
    return {"record": record, "text": text, "findings": findings, "coverage": coverage}


# --------------------------------------------------------------------------- the journal


def corpus_manifest(config: CampaignConfig, records: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``smith gen``-style manifest of the journaled programs."""
    progs = []
    failed = []
    for r in sorted(records, key=lambda r: r["index"]):
        if r.get("file") is None:
            failed.append({"index": r["index"], "seed": r["seed"], "error": r.get("signature")})
            continue
        progs.append(program_entry(r["id"], r["file"], r["seed"], r["sha256"],
                                   r.get("op_histogram", {}), r.get("ubfix_hits", {}),
                                   r.get("rejected", [])))
    return build_manifest(config.seed, len(records), config.gen_options.to_json(),
                          config.mlir_version, progs, failed, campaign=True)


# --------------------------------------------------------------------------- the campaign


def _write_program_outputs(out: Path, result: dict[str, Any]) -> None:
    """The program file, then each finding directory that does not exist yet (built under a
    temporary name and renamed into place, so it is complete or absent)."""
    rec = result["record"]
    if result.get("text") is not None:
        atomic_write(out / rec["file"], result["text"])
    for f in result.get("findings", []):
        dest = out / f["dir"]
        if dest.exists():  # the same signature was found by an earlier program
            continue
        tmp = dest.parent / f".{dest.name}.tmp-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        for name, mode, data in f["files"]:
            atomic_write(tmp / name, data, executable=bool(mode & 0o111))
        tmp.mkdir(parents=True, exist_ok=True)
        os.rename(tmp, dest)


def _write_hits(out: Path, rel: str, programs: list[str]) -> None:
    """``hits.json`` of a finding directory: the journaled programs that hit it."""
    f = out / rel / "hits.json"
    if not f.parent.is_dir():
        return
    try:
        data = json.loads(f.read_text()) if f.is_file() else {}
    except (OSError, json.JSONDecodeError):
        data = {}
    data.update(count=len(programs), programs=programs[:100], first=programs[0])
    atomic_write_json(f, data)


def _hits_index(records: list[dict[str, Any]]) -> dict[str, list[str]]:
    hits: dict[str, list[str]] = {}
    for r in sorted(records, key=lambda r: r["index"]):
        for rel in record_findings(r):
            hits.setdefault(rel, []).append(r["id"])
    return hits


def _remove_unjournaled_findings(out: Path, referenced: set[str]) -> None:
    """Remove half-built (``.*.tmp-*``) finding directories and those no journaled program
    refers to (left by a program that was interrupted before its journal line)."""
    fdir = out / "findings"
    if not fdir.is_dir():
        return
    for kind in fdir.iterdir():
        if not kind.is_dir():
            continue
        for d in kind.iterdir():
            if d.is_dir() and f"findings/{kind.name}/{d.name}" not in referenced:
                shutil.rmtree(d)


def _error_record(task: dict[str, Any], exc: BaseException) -> dict[str, Any]:
    index = task["index"]
    tb = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return {"record": {"index": index, "id": program_id(index),
                       "seed": derive_seed(task["seed"], index), "file": None,
                       "verdict": CampaignOutcome.ERROR, "signature": f"smith error: {tb[:500]}",
                       "paths": [],
                       "finding": None, "findings": []}, "text": None, "findings": []}


def _fatal(exc: BaseException) -> bool:
    """Errors that mean the executor itself is gone (stop the campaign, do not journal)."""

    return isinstance(exc, BrokenProcessPool | KeyboardInterrupt | SystemExit) or \
        type(exc).__name__ in ("CancelledError", "KilledWorker", "FutureCancelledError")


def start_campaign(out: str | Path, config: CampaignConfig) -> Path:
    """Create ``out`` and its ``campaign.json``.

    Raises:
        UsageError: ``out`` already holds a campaign or cannot be written.
    """
    out = writable_dir(out)
    if (out / STATE_FILE).exists() or (out / JOURNAL_FILE).exists():
        raise UsageError(f"{out} already holds a campaign; continue it with "
                         f"`smith campaign --resume {out}` or choose another --out")
    state = config.to_json() | {"smith_version": smith.__version__, "sessions": []}
    atomic_write_json(out / STATE_FILE, state)
    return out


def load_campaign(out: str | Path) -> tuple[CampaignConfig, dict[str, Any]]:
    """The configuration and raw state of the campaign in ``out``.

    Raises:
        UsageError: no campaign there.
    """
    f = Path(out) / STATE_FILE
    if not f.is_file():
        raise UsageError(f"{out} holds no campaign ({STATE_FILE} missing)")
    try:
        state = json.loads(f.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{f}: unreadable ({exc})") from None
    return CampaignConfig.from_json(state), state


def run_campaign(out: str | Path, executor: str = "local", jobs: int | None = None,
                 scheduler: str | None = None, mlir_bin: str | None = None,
                 progress: bool | None = None, count: int | None = None,
                 seconds: float | None = None, console=None) -> CampaignSummary:
    """Run (or continue) the campaign in ``out`` (created by :func:`start_campaign`).

    ``count``/``seconds`` replace the stored budget (e.g. to extend a campaign on resume).

    Raises:
        UsageError: no campaign, MLIR version changed, executor unavailable, ``oracle`` set
            without its extra (tosa-tools).
    """
    out = Path(out).resolve()
    config, state = load_campaign(out)
    if count is not None or seconds is not None:
        config = attrs.evolve(config, count=count, seconds=seconds)
    if config.count is None and config.seconds is None:
        raise UsageError("the campaign has no budget: give --count N or --time DURATION")
    if config.oracle:
        find_tools()  # the oracle extra is installed, or one line and exit 2 before any work
    version = find_toolchain(mlir_bin).version()
    if version != config.mlir_version:
        raise UsageError(f"campaign {out} was started with MLIR {config.mlir_version}, the "
                         f"toolchain is MLIR {version}: programs would differ")
    journal = Journal(out / JOURNAL_FILE)
    records = journal.load()
    hits = _hits_index(records)
    _remove_unjournaled_findings(out, set(hits))
    elapsed_base = max((float(r.get("elapsed", 0.0)) for r in records), default=0.0)
    show = sys.stderr.isatty() if progress is None else progress
    base_task = {"seed": config.seed, "options": config.gen_options.to_json(),
                 "mlir_version": config.mlir_version, "mlir_bin": mlir_bin,
                 "run": config.to_json()["run"]}
    t0 = time.monotonic()
    ex = make_executor(executor, jobs, scheduler)
    state = dict(state, budget=config.to_json()["budget"])
    state.setdefault("sessions", []).append(
        {"executor": ex.describe(), "resumed_with": len(records), "smith_version":
         smith.__version__})
    atomic_write_json(out / STATE_FILE, state)

    live = LiveDisplay(show, out, ex.describe())
    for r in records:
        live.add(r, new=False)
    if config.seconds:
        live.budget = f", budget {config.seconds:.0f} s"
    elif config.count:
        live.budget = f" of {config.count}"
    guide = None
    if config.guide:
        guide = CoverageGuide()
        guide.replay(records)  # the journal in file order: the state the last session left
    session = _Session(out, config, ex, live, journal, records, hits, base_task,
                       elapsed_base, t0, PatternTable.load(out), guide)
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
    config: CampaignConfig
    ex: Any
    live: LiveDisplay
    journal: Journal
    records: list[dict[str, Any]]
    hits: dict[str, list[str]]
    base_task: dict[str, Any]
    elapsed_base: float
    t0: float
    patterns: PatternTable = attrs.field(factory=PatternTable)
    guide: CoverageGuide | None = None
    complete: bool = False

    def indices(self):
        """(index, is a hole) of the programs to run, in order."""
        done = {r["index"] for r in self.records}
        top = max(done) + 1 if done else 0
        yield from ((i, True) for i in range(top) if i not in done)
        i = top
        while self.config.count is None or i < self.config.count:
            yield i, False
            i += 1

    def drive(self) -> None:
        """Submit, collect and journal until the budget is spent and nothing is in flight."""
        done_q: queue.Queue = queue.Queue()
        inflight: dict[Any, dict[str, Any]] = {}
        it = self.indices()
        exhausted = False
        while True:
            while not exhausted and len(inflight) < self.ex.capacity:
                nxt = next(it, None)
                if nxt is None:
                    exhausted = True
                    break
                i, is_hole = nxt
                spent = self.elapsed_base + time.monotonic() - self.t0
                if (not is_hole and self.config.seconds is not None
                        and spent >= self.config.seconds):
                    exhausted = True
                    break
                task = dict(self.base_task, index=i)
                if self.guide is not None and self.guide.weights():
                    task["options"] = dict(task["options"], op_weights=self.guide.weights())
                fut = self.ex.submit(run_one, task)
                inflight[fut] = task
                fut.add_done_callback(done_q.put)
            self.live.inflight = len(inflight)
            if not inflight:
                self.complete = exhausted
                return
            try:
                fut = done_q.get(timeout=0.5)
            except queue.Empty:
                self.live.refresh()
                continue
            task = inflight.pop(fut)
            try:
                result = fut.result()
            except BaseException as exc:  # noqa: BLE001 - classified below
                if _fatal(exc):
                    raise
                result = _error_record(task, exc)
            self.finished(result)
            self.live.inflight = len(inflight)
            self.live.refresh()

    def finished(self, result: dict[str, Any]) -> None:
        """Write a finished program's outputs, then journal it (the journal line comes last)."""
        rec = result["record"]
        rec["elapsed"] = round(self.elapsed_base + time.monotonic() - self.t0, 3)
        _write_program_outputs(self.out, result)
        if result.get("coverage") is not None:
            rec["coverage"] = Coverage.from_json(result["coverage"]).encode(self.patterns)
            self.patterns.append_new(self.out)  # before the journal line that uses the ids
        if self.guide is not None:
            self.guide.update(rec)
        self.journal.append(rec)
        self.records.append(rec)
        for rel in record_findings(rec):
            self.hits.setdefault(rel, []).append(rec["id"])
            _write_hits(self.out, rel, self.hits[rel])
        self.live.add(rec, new=True)


def _paths_lowered(record: dict[str, Any]) -> int:
    """Paths of a journal record that reached LLVM: ``ProgramReport.paths_lowered`` as
    recorded, or (journals written before it was) its paths past the compile stage."""
    if "paths_lowered" in record:
        return record["paths_lowered"]
    return sum(1 for x in record.get("paths") or [] if x.get("stage") in (Stage.RUN, Stage.DONE))


def _triage_summaries(config: CampaignConfig, records: list[dict[str, Any]]) -> dict[str, Any]:
    """``runtime_checks`` (under ``check``), ``false_alarms`` (under ``false_alarm_check``),
    ``tv`` (under ``tv``) and ``oracle`` (under ``oracle``) over the journal, as in ``smith
    run``'s ``summary.json``."""

    def entries(key: str) -> list[tuple[str, dict[str, Any]]]:
        return [(r["id"], r[key]) for r in sorted(records, key=lambda r: r["index"])
                if r.get(key) is not None]

    out: dict[str, Any] = {}
    if config.check:
        out["runtime_checks"] = check_summary(entries("runtime_check"))
    if config.false_alarm_check:
        out["false_alarms"] = false_alarm_summary(entries("false_alarm"))
    if config.tv:
        out["tv"] = StepValidator.summary(entries("tv"))
    if config.oracle:
        out["oracle"] = {"name": config.oracle} | summarize([row for _, row in entries("oracle")])
    return out


def _finish(out: Path, config: CampaignConfig, records: list[dict[str, Any]], new: int,
            session: float, elapsed: float, executor: str, complete: bool) -> CampaignSummary:
    counts: Counter[str] = Counter(r.get("verdict", "?") for r in records)
    buckets = triage(records)
    hits = _hits_index(records)
    for rel, progs in hits.items():
        _write_hits(out, rel, progs)
    summary = CampaignSummary(
        out_dir=out, programs=len(records), new=new,
        counts=ordered_counts(counts),
        paths=sum(len(r.get("paths") or []) for r in records),
        paths_lowered=sum(_paths_lowered(r) for r in records),
        findings=len(hits),
        buckets=buckets, elapsed=elapsed, session_seconds=session, executor=executor,
        complete=complete, **_triage_summaries(config, records))
    atomic_write_json(out / "manifest.json", corpus_manifest(config, records))
    atomic_write_json(out / "triage.json", {"buckets": buckets})
    atomic_write_json(out / "summary.json", summary.to_json() | {
        "seed": config.seed, "mlir_version": config.mlir_version,
        "smith_version": smith.__version__,
        "budget": config.to_json()["budget"]})
    return summary
