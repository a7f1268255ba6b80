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
  under ``check`` the runtime check's outcome, under ``false_alarm_check`` the wrong-code triage),
  appended and fsync'd after the program file and its finding directories are in place. A
  program is done iff its line is in the journal: ``--resume`` redoes every other program (a
  torn last line is cut off) and removes the finding directories no journaled program refers
  to, so a finding is neither lost nor duplicated;
- ``programs/prog-NNNNN.mlir`` and ``findings/<kind>/<name>/`` in the layout of
  ``lowering.findings`` (a directory per signature when lowering deduplicates findings, per
  program otherwise). A finding directory is created atomically (built under a temporary name,
  then renamed) by the first program that hits it; its ``hits.json`` lists the journaled
  programs that hit it;
- ``manifest.json`` (the corpus manifest format of ``smith gen``, so ``smith run``,
  ``smith corpus export`` and ``smith report`` accept a campaign directory), ``summary.json``
  and ``triage.json`` (programs bucketed by verdict and signature), rewritten at the end of
  every session.

Workers (:mod:`smith.app.executors`) never write into ``DIR``: a task runs the program in a
temporary directory and returns the program text and its finding directories, and the client
writes them. Workers only need smith and the toolchain.
"""

from __future__ import annotations

import enum
import functools
import hashlib
import inspect
import json
import os
import queue
import re
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
from rich.console import Console, Group
from rich.live import Live
from rich.panel import Panel
from rich.table import Table

import smith
from ground.draw import derive_seed
from ground.errors import InternalError, SmithError, UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.manifest import build_manifest, program_entry
from ground.toolchain import find_toolchain
from lowering import program_run
from lowering.campaign_run import check_summary, false_alarm_summary
from lowering.findings import FindingStore  # a fresh store: no cross-run state
from lowering.passmap import base_name, load_passmap
from lowering.program_run import run_program
from lowering.verdict import VerdictKind, load_known_crashes
from smith.app.executors import make_executor
from smith.app.export import program_features
from smith.gen_options import GenOptions
from smith.program import generate_program, options_from_json

CAMPAIGN_FORMAT = "smith-campaign/1"
STATE_FILE = "campaign.json"
JOURNAL_FILE = "campaign.jsonl"


class CampaignOutcome(enum.StrEnum):
    """Program outcomes of a campaign besides the lowering verdicts (:class:`VerdictKind`)."""

    GEN_ERROR = "gen-error"  # the generator failed on this seed (a bug of ours)
    ERROR = "error"  # smith failed while running the program (a bug of ours)


VERDICT_ORDER = (VerdictKind.OK, VerdictKind.CRASH, VerdictKind.WRONG_CODE,
                 VerdictKind.PASS_FAILURE, VerdictKind.INVALID_IR, VerdictKind.FLOAT_INEXACT,
                 VerdictKind.RUNTIME_CHECK_FAILED, VerdictKind.TIMEOUT, VerdictKind.INVALID,
                 *CampaignOutcome)
_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h|d)?", re.IGNORECASE)
_UNIT = {None: 1.0, "ms": 0.001, "s": 1.0, "sec": 1.0, "m": 60.0, "min": 60.0, "h": 3600.0,
         "d": 86400.0}


def parse_duration(text: str) -> float:
    """Seconds in a duration such as ``90s``, ``10m``, ``1h``, ``1h30m`` or ``45`` (seconds).

    Raises:
        UsageError: not a positive duration.
    """
    s = str(text).strip().replace(" ", "")
    pos, total = 0, 0.0
    for m in _DURATION.finditer(s):
        if m.start() != pos:
            break
        total += float(m.group(1)) * _UNIT[(m.group(2) or "").lower() or None]
        pos = m.end()
    if not s or pos != len(s) or total <= 0:
        raise UsageError(f"bad duration {text!r} (examples: 90s, 10m, 1h, 1h30m)")
    return total


def program_id(index: int) -> str:
    return f"prog-{index:05d}"


# --------------------------------------------------------------------------- configuration


# The keys of campaign.json's "run" object (CampaignConfig fields, RunOptions field names).
RUN_KEYS = ("paths", "compile_timeout", "run_timeout", "optimize", "report_known", "mode",
            "max_step", "opt_per_step", "variants", "feedback", "float_tolerance",
            "locate_divergence", "check", "false_alarm_check")


@attrs.frozen
class CampaignConfig:
    """What fixes a campaign's programs and verdicts (stored in ``campaign.json``).

    The lowering fields are those of ``lowering.program_run.RunOptions`` with the same names
    and defaults (``smith run``'s options), except ``time_budget``: a campaign's verdicts must
    not depend on machine speed. A ``campaign.json`` written before a field existed reads as its
    default, which is what such a campaign ran with.

    Attributes:
        seed: campaign seed; program *i* has seed ``derive_seed(seed, i)``.
        gen_options: generation options (dialects, ops, ...).
        paths: lowering paths per program (K; under ``check`` the path ``rv`` comes on top).
        compile_timeout, run_timeout: seconds per mlir-opt / mlir-runner run.
        optimize: insert optimisation passes into paths after the first (``topo`` mode).
        report_known: write finding directories for known crash signatures too.
        mode: ``"topo"`` (K whole paths drawn as random topological orders of the pass map,
            named ``d0``, ``d1``, ...) or ``"stepwise"`` (LOBE: paths built step by step on the
            IR with priority feedback, named ``s0``, ``s1``, ...; ``lowering.stepwise``).
        max_step: stepwise: conversion steps per path (LOBE's path length bound).
        opt_per_step: stepwise: recommended optimisation passes tried before each conversion
            (cf. DESIL's ``optnum_each``).
        variants: stepwise: path *i* is variant ``i % variants``; variant 0 is pure lowering,
            the others interleave optimisations (cf. DESIL's ``diffnum``).
        feedback: stepwise: priority feedback from failed steps (off: uniform choice, the LOBE
            ablation).
        float_tolerance: relative tolerance (a fraction, 0: bit-exact) for raw float output
            lines of paths with passes that may change rounding; checksum lines are always
            compared exactly.
        locate_divergence: bisect a wrong-code path for its first divergent pass (the finding's
            dedup key).
        check: runtime verification: one extra path ``rv`` per program runs MLIR's
            ``generate-runtime-verification`` (``lowering.runtime_check``); a failed check is the
            verdict ``runtime-check-failed``, its outcome the journal's ``runtime_check``.
        false_alarm_check: re-run the two paths of every wrong-code difference at
            ``mlir-runner --O0`` and without MLIR optimisation passes and classify it
            (``lowering.false_alarm``; the journal's ``false_alarm``).
        count: stop after this many programs (or None).
        seconds: stop starting programs after this much campaign time (or None).
        mlir_version: the toolchain's version when the campaign started (checked on resume).
    """

    seed: int
    gen_options: GenOptions
    paths: int = 3
    compile_timeout: float = 60.0
    run_timeout: float = 30.0
    optimize: bool = True
    report_known: bool = False
    mode: str = attrs.field(default="topo", validator=attrs.validators.in_(("topo", "stepwise")))
    max_step: int = 30
    opt_per_step: int = 1
    variants: int = 2
    feedback: bool = True
    float_tolerance: float = 0.0
    locate_divergence: bool = True
    check: bool = False
    false_alarm_check: bool = False
    count: int | None = None
    seconds: float | None = None
    mlir_version: str = "unknown"

    def to_json(self) -> dict[str, Any]:
        return {
            "format": CAMPAIGN_FORMAT,
            "seed": self.seed,
            "options": self.gen_options.to_json(),
            "run": {k: getattr(self, k) for k in RUN_KEYS},
            "budget": {"count": self.count, "seconds": self.seconds},
            "mlir_version": self.mlir_version,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CampaignConfig:
        """The configuration in ``data``; a missing "run" key takes its default.

        Raises:
            UsageError: not a campaign.
        """

        if data.get("format") != CAMPAIGN_FORMAT:
            raise UsageError(f"not a smith campaign (format {data.get('format')!r})")
        run = data.get("run", {})
        budget = data.get("budget", {})
        defaults = {f.name: f.default for f in attrs.fields(cls)}
        stored = {k: type(defaults[k])(run[k]) for k in RUN_KEYS if k in run}
        return cls(seed=int(data["seed"]), gen_options=options_from_json(data["options"]),
                   count=budget.get("count"), seconds=budget.get("seconds"),
                   mlir_version=data.get("mlir_version", "unknown"), **stored)


# --------------------------------------------------------------------------- the task


@functools.lru_cache(maxsize=4)
def _worker_env(mlir_bin: str | None):
    """Toolchain, pass map and known crashes, loaded once per worker process."""

    tc = find_toolchain(mlir_bin)
    return tc, load_passmap(tc), load_known_crashes()


def _path_records(rep) -> list[dict[str, Any]]:
    """Per-path journal entries: name, stage, status, seconds, pipeline and pass names."""
    by_name = {r.path.name: r for r in rep.results}
    out = []
    for p in rep.to_json().get("paths", []):
        r = by_name.get(p["name"])
        if r is not None:
            p = dict(p, pipeline=r.path.pipeline(),
                     passes=[base_name(x) for x in r.path.passes] or
                     _pipeline_pass_names(r.path.pipeline()))
        out.append(p)
    return out


def _pipeline_pass_names(pipeline: str) -> list[str]:
    """Pass names of a textual pipeline (for raw reference pipelines without ``passes``)."""
    text = re.sub(r"\{[^{}]*\}", "", pipeline)
    names = re.findall(r"([A-Za-z][\w.-]*)\s*(?=[,()]|$)", text)
    return [n for n in names if n not in ("builtin.module", "func.func", "gpu.module")]


def run_one(task: dict[str, Any]) -> dict[str, Any]:
    """Generate program ``task["index"]``, run it along its lowering paths, judge it.

    Runs in a worker (process pool or Dask). Returns ``{"record", "text", "findings"}``: the
    journal record, the program text and the finding directories
    ``[{"dir": "findings/<kind>/<name>", "files": [(name, mode, bytes)]}]``, for the client to
    write. Never raises for a generator or compiler failure: both are recorded.
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
        rep = run_program(text, pid, ropts, tc, pm, known, base, **extra)
        dirs = list(getattr(rep, "findings", ()) or ()) or ([rep.finding] if rep.finding else [])
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
                  signatures=list(rep.verdict.signatures), paths=_path_records(rep),
                  findings=rels, finding=rels[0] if rels else None,
                  run_seconds=round(time.monotonic() - t1, 3))
    for key in ("runtime_check", "false_alarm"):  # under check / false_alarm_check
        if v.get(key) is not None:
            record[key] = v[key]
    return {"record": record, "text": text, "findings": findings}


# --------------------------------------------------------------------------- the journal


class Journal:
    """Append-only JSON-lines file; every append is flushed and fsync'd."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fh = None

    def load(self) -> list[dict[str, Any]]:
        """The complete records; a torn or malformed tail (from a kill mid-write) is cut off the
        file. Duplicate indices (impossible unless the file was edited) keep the first."""
        if not self.path.exists():
            return []
        data = self.path.read_bytes()
        records, good = self._parse(data)
        if good != len(data):
            with open(self.path, "r+b") as fh:
                fh.truncate(good)
                fh.flush()
                os.fsync(fh.fileno())
        return records

    def load_readonly(self) -> list[dict[str, Any]]:
        """The complete records, leaving the file as it is (for readers such as the report)."""
        if not self.path.exists():
            return []
        return self._parse(self.path.read_bytes())[0]

    @staticmethod
    def _parse(data: bytes) -> tuple[list[dict[str, Any]], int]:
        records: list[dict[str, Any]] = []
        seen: set[int] = set()
        good = pos = 0
        while pos < len(data):
            nl = data.find(b"\n", pos)
            if nl < 0:
                break
            try:
                rec = json.loads(data[pos:nl])
                idx = int(rec["index"])
            except (ValueError, KeyError, TypeError):
                break
            if idx not in seen:
                seen.add(idx)
                records.append(rec)
            pos = good = nl + 1
        return records, good

    def append(self, record: dict[str, Any]) -> None:
        if self._fh is None:
            self._fh = open(self.path, "ab")
        self._fh.write((json.dumps(record, sort_keys=True) + "\n").encode())
        self._fh.flush()
        os.fsync(self._fh.fileno())

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


# --------------------------------------------------------------------------- summary


@attrs.frozen
class CampaignSummary:
    """Counts over the whole campaign (every session)."""

    out_dir: Path
    programs: int
    new: int
    counts: dict[str, int]
    paths: int
    findings: int
    buckets: list[dict[str, Any]]
    elapsed: float
    session_seconds: float
    executor: str
    complete: bool
    runtime_checks: dict[str, Any] | None = None
    false_alarms: dict[str, Any] | None = None

    @property
    def rate(self) -> float:
        """Programs per minute over this session."""
        return 60.0 * self.new / self.session_seconds if self.session_seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "programs": self.programs,
            "new_this_session": self.new,
            "counts": self.counts,
            "paths": self.paths,
            "findings": self.findings,
            "distinct_signatures": len(self.buckets),
            "unknown_signatures": sum(1 for b in self.buckets if not b["known_id"]),
            "elapsed_seconds": round(self.elapsed, 3),
            "session_seconds": round(self.session_seconds, 3),
            "programs_per_minute": round(self.rate, 2),
            "executor": self.executor,
            "complete": self.complete,
        } | {k: v for k, v in (("runtime_checks", self.runtime_checks),
                               ("false_alarms", self.false_alarms)) if v is not None}

    def table(self):
        """A rich renderable: counts, then the triage buckets."""

        t = Table(title=f"smith campaign {self.out_dir}", show_header=False)
        t.add_column("what", style="bold")
        t.add_column("value", justify="right")
        t.add_row("programs", f"{self.programs} ({self.new} this session)")
        t.add_row("lowering paths run", str(self.paths))
        for k, n in self.counts.items():
            t.add_row(f"verdict {k}", str(n))
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            t.add_row("runtime checks failed", f"{rc['failed']} of {rc['ran']} check paths run")
        if self.false_alarms is not None:
            fa = self.false_alarms
            t.add_row("wrong-code false alarms", f"{fa['false_alarms']} of {fa['triaged']}")
        t.add_row("finding directories", str(self.findings))
        t.add_row("distinct bugs (known by id, others by signature)", str(len(self.buckets)))
        t.add_row("programs / min", f"{self.rate:.1f}")
        t.add_row("executor", self.executor)
        t.add_row("state", "complete" if self.complete else "incomplete (--resume to go on)")
        parts: list[Any] = [t]
        if self.buckets:
            b = Table(title="findings by signature")
            b.add_column("n", justify="right")
            b.add_column("verdict")
            b.add_column("signature", overflow="fold", min_width=50)
            b.add_column("known")
            b.add_column("first finding", overflow="fold", max_width=40)
            for bk in self.buckets[:20]:
                n = len(bk.get("signatures", ()))
                sig = (bk["signature"] or "")[:200] + (f" (+{n - 1} more)" if n > 1 else "")
                b.add_row(str(bk["count"]), bk["verdict"], sig, bk["known_id"] or "",
                          bk["first_finding"] or bk["programs"][0])
            parts.append(b)
        return Group(*parts)

    def render(self) -> str:
        """Plain text of :meth:`table` (for logs and tests)."""

        con = Console(width=120, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
        con.print(self.table())
        return con.export_text()


def ordered_counts(counts: Counter[str]) -> dict[str, int]:
    """Verdict counts in :data:`VERDICT_ORDER` (ok, crash and wrong-code always present), then
    any other kind alphabetically."""
    keys = [k for k in VERDICT_ORDER if counts.get(k) or k in ("ok", "crash", "wrong-code")]
    keys += sorted(k for k in counts if k not in VERDICT_ORDER)
    return {k: counts.get(k, 0) for k in keys}


def triage(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Non-ok programs bucketed by bug: (verdict, known bug id) for a known MLIR bug, else
    (verdict, signature); each bucket lists its signatures; most frequent first."""
    buckets: dict[tuple[str, str], dict[str, Any]] = {}
    for r in sorted(records, key=lambda r: r["index"]):
        if r.get("verdict") == "ok":
            continue
        sig = r.get("signature") or ""
        key = (r.get("verdict", "?"), f"known: {r['known_id']}" if r.get("known_id") else sig)
        b = buckets.setdefault(key, {"verdict": key[0], "signature": r.get("signature"),
                                     "known_id": r.get("known_id"), "count": 0,
                                     "signatures": [], "programs": [], "first_finding": None})
        b["count"] += 1
        if sig not in b["signatures"]:
            b["signatures"].append(sig)
        b["programs"].append(r["id"])
        if b["first_finding"] is None and r.get("finding"):
            b["first_finding"] = r["finding"]
    return sorted(buckets.values(), key=lambda b: (-b["count"], b["verdict"], b["signature"] or ""))


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


class _Live:
    """The live display: programs, paths, verdict counts, findings, rate."""

    def __init__(self, show: bool, out: Path, executor: str) -> None:
        self.show = show
        self.out = out
        self.executor = executor
        self.counts: Counter[str] = Counter()
        self.done = self.new = self.paths = self.findings = self.inflight = 0
        self.signatures: set[str] = set()
        self.dirs: set[str] = set()
        self.last: list[str] = []
        self.t0 = time.monotonic()
        self.budget = ""
        self._live = None

    def __enter__(self) -> _Live:
        if self.show:

            self._live = Live(self._render(), console=Console(stderr=True),
                              refresh_per_second=4, transient=False)
            self._live.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self._live is not None:
            self._live.update(self._render())
            self._live.__exit__(*exc)

    def add(self, rec: dict[str, Any], new: bool) -> None:
        self.done += 1
        self.new += int(new)
        self.counts[rec.get("verdict", "?")] += 1
        self.paths += len(rec.get("paths") or [])
        self.dirs.update(record_findings(rec))
        if rec.get("verdict") != "ok":
            self.findings += 1
            self.signatures.add(f"{rec.get('verdict')}|{rec.get('signature')}")
            if new:
                self.last = (self.last + [f"{rec['id']} {rec.get('verdict')}: "
                                          f"{(rec.get('signature') or '')[:90]}"])[-5:]

    def refresh(self) -> None:
        if self._live is not None:
            self._live.update(self._render())

    def _render(self):
        secs = time.monotonic() - self.t0
        rate = 60.0 * self.new / secs if secs > 0 else 0.0
        g = Table.grid(padding=(0, 2))
        g.add_column(style="bold")
        g.add_column()
        g.add_row("programs", f"{self.done} done, {self.inflight} running{self.budget}")
        g.add_row("paths", str(self.paths))
        g.add_row("verdicts", "  ".join(f"{k} {n}" for k, n in
                                        ordered_counts(self.counts).items()))
        g.add_row("findings", f"{self.findings} programs not ok, {len(self.signatures)} distinct "
                              f"signatures, {len(self.dirs)} finding directories")
        g.add_row("rate", f"{rate:.1f} programs/min, {secs:.0f} s")
        parts: list[Any] = [g]
        if self.last:
            parts.append("\n".join(self.last))
        return Panel(Group(*parts), title=f"smith campaign {self.out} [{self.executor}]")


def record_findings(rec: dict[str, Any]) -> list[str]:
    """The finding directories (relative to the campaign) a journal record refers to."""
    return list(rec.get("findings") or ([rec["finding"]] if rec.get("finding") else []))


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
        UsageError: no campaign, MLIR version changed, executor unavailable.
    """

    out = Path(out).resolve()
    config, state = load_campaign(out)
    if count is not None or seconds is not None:
        config = attrs.evolve(config, count=count, seconds=seconds)
    if config.count is None and config.seconds is None:
        raise UsageError("the campaign has no budget: give --count N or --time DURATION")
    version = find_toolchain(mlir_bin).version()
    if version != config.mlir_version:
        raise UsageError(f"campaign {out} was started with MLIR {config.mlir_version}, the "
                         f"toolchain is MLIR {version}: programs would differ")
    journal = Journal(out / JOURNAL_FILE)
    records = journal.load()
    done = {r["index"] for r in records}
    hits = _hits_index(records)
    _remove_unjournaled_findings(out, set(hits))
    elapsed_base = max((float(r.get("elapsed", 0.0)) for r in records), default=0.0)
    show = sys.stderr.isatty() if progress is None else progress

    top = max(done) + 1 if done else 0
    holes = [i for i in range(top) if i not in done]

    def next_indices():
        yield from ((i, True) for i in holes)
        i = top
        while config.count is None or i < config.count:
            yield i, False
            i += 1

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

    live = _Live(show, out, ex.describe())
    for r in records:
        live.add(r, new=False)
    if config.seconds:
        live.budget = f", budget {config.seconds:.0f} s"
    elif config.count:
        live.budget = f" of {config.count}"
    done_q: queue.Queue = queue.Queue()
    inflight: dict[Any, dict[str, Any]] = {}
    it = next_indices()
    exhausted = False
    complete = False
    try:
        with live:
            while True:
                while not exhausted and len(inflight) < ex.capacity:
                    nxt = next(it, None)
                    if nxt is None:
                        exhausted = True
                        break
                    i, is_hole = nxt
                    spent = elapsed_base + time.monotonic() - t0
                    if not is_hole and config.seconds is not None and spent >= config.seconds:
                        exhausted = True
                        break
                    task = dict(base_task, index=i)
                    fut = ex.submit(run_one, task)
                    inflight[fut] = task
                    fut.add_done_callback(done_q.put)
                live.inflight = len(inflight)
                if not inflight:
                    complete = exhausted
                    break
                try:
                    fut = done_q.get(timeout=0.5)
                except queue.Empty:
                    live.refresh()
                    continue
                task = inflight.pop(fut)
                try:
                    result = fut.result()
                except BaseException as exc:  # noqa: BLE001 - classified below
                    if _fatal(exc):
                        raise
                    result = _error_record(task, exc)
                rec = result["record"]
                rec["elapsed"] = round(elapsed_base + time.monotonic() - t0, 3)
                _write_program_outputs(out, result)
                journal.append(rec)
                records.append(rec)
                for rel in record_findings(rec):
                    hits.setdefault(rel, []).append(rec["id"])
                    _write_hits(out, rel, hits[rel])
                live.inflight = len(inflight)
                live.add(rec, new=True)
                live.refresh()
    except BaseException:
        ex.close(cancel=True)
        raise
    else:
        ex.close()
    finally:
        journal.close()
        summary = _finish(out, config, records, live.new, time.monotonic() - t0,
                          elapsed_base + time.monotonic() - t0, ex.describe(), complete)
    return summary


def _triage_summaries(config: CampaignConfig, records: list[dict[str, Any]]) -> dict[str, Any]:
    """``runtime_checks`` (under ``check``) and ``false_alarms`` (under ``false_alarm_check``)
    over the journal, as in ``smith run``'s ``summary.json``."""

    def entries(key: str) -> list[tuple[str, dict[str, Any]]]:
        return [(r["id"], r[key]) for r in sorted(records, key=lambda r: r["index"])
                if r.get(key) is not None]

    out: dict[str, Any] = {}
    if config.check:
        out["runtime_checks"] = check_summary(entries("runtime_check"))
    if config.false_alarm_check:
        out["false_alarms"] = false_alarm_summary(entries("false_alarm"))
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
