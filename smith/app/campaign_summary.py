"""What a campaign reports: the summary over every session (``summary.json``, the table at the
end), the triage buckets and the live display while it runs."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

import attrs
import click
from rich.console import Console, Group
from rich.live import Live
from rich.panel import Panel
from rich.table import Table

from lowering.findings.confirm import near_miss_text
from lowering.run.summaries import render_findings
from lowering.verdict import VerdictKind
from smith.app.campaign_state import VERDICT_ORDER, Budget, CampaignOutcome, record_findings
from smith.app.records import JournalRecord
from smith.app.summary_layout import Grid, plain_text, print_summary

#: triage buckets the campaign summary lists (the rest are in ``triage.json``)
BUCKETS_SHOWN = 20

UNINIT_READ = VerdictKind.UNINIT_READ


@attrs.frozen
class CampaignSummary:
    """Counts over the whole campaign (every session): ``summary.json`` of ``smith campaign``
    and ``smith run`` alike.

    Attributes:
        counts: programs per verdict (:func:`ordered_counts`).
        paths: lowering paths tried (the check path included); ``paths_lowered`` of them
            reached LLVM (stage run or done); ``stops``: why the others stopped, by count.
        signatures: programs per crash/wrong-code signature; ``known``: its known bug id.
        findings: finding directories; ``hits``: ``{"findings": [...], "known": [...]}``, the
            finding signatures and known MLIR bugs met with their program counts (the layout
            of :meth:`lowering.findings.store.FindingStore.summary`).
        buckets: :func:`triage` (the ``uninit-read`` groups among them are counted apart from
            the signatures: :meth:`uninit_reads`).
        locate: how the wrong-code differences were located (``smith.app.campaign.
            locate_summary``: bisected, confirmed without a bisection, probes).
        patterns: distinct (pass, rewrite pattern) pairs ``tried`` and ``applied`` over the
            programs with coverage (``programs``); None without coverage.
        corpus: the corpus a run (``smith run``) ran; None for a campaign.
        tests: with ``--seeds``, the programs by kind of test (:func:`test_kinds`:
            differential, origin-only and their origin runs, seeds calibrated); else None.
        worker_died: programs journaled as errors because their worker process died (their
            ``worker_died`` key: :func:`smith.app.task_errors.died_record`); in
            ``summary.json`` only when there are any.
    """

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
    tv: dict[str, Any] | None = None
    oracle: dict[str, Any] | None = None
    paths_lowered: int = 0
    signatures: dict[str, int] = attrs.field(factory=dict)
    known: dict[str, str | None] = attrs.field(factory=dict)
    stops: dict[str, int] = attrs.field(factory=dict)
    hits: dict[str, list] = attrs.field(factory=dict)
    locate: dict[str, int] = attrs.field(factory=dict)
    patterns: dict[str, int] | None = None
    corpus: str | None = None  # the corpus of a run (smith run)
    tests: dict[str, Any] | None = None
    worker_died: int = 0

    def signature_buckets(self) -> list[dict[str, Any]]:
        """The buckets of crash and wrong-code signatures (every kind but ``uninit-read``)."""
        return [b for b in self.buckets if b["verdict"] != UNINIT_READ]

    def uninit_reads(self) -> dict[str, Any]:
        """``summary.json``'s ``uninit_reads``: the differences grouped by an uninitialised
        read or a nondeterministic output (``lowering.findings.uninit_group``), counted apart from
        the
        wrong-code signatures: ``groups`` (distinct keys or known ids), ``new_groups`` (no known
        id), ``programs``, and per group its key, count, known id and first finding."""
        groups = [b for b in self.buckets if b["verdict"] == UNINIT_READ]
        return {"groups": len(groups), "new_groups": sum(1 for b in groups if not b["known_id"]),
                "programs": sum(b["count"] for b in groups),
                "by_group": [{"key": b["signature"], "count": b["count"],
                              "known_id": b["known_id"], "first_finding": b["first_finding"]}
                             for b in groups]}

    @property
    def rate(self) -> float:
        """Programs per minute over this session."""
        return 60.0 * self.new / self.session_seconds if self.session_seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "programs": self.programs,
            "new_this_session": self.new,
            "counts": self.counts,
            "signatures": [{"signature": s, "count": n, "known_id": self.known.get(s)}
                           for s, n in _by_count(self.signatures)],
            "paths_tried": self.paths,
            "paths_lowered": self.paths_lowered,
            "reach_rate": round(self.paths_lowered / self.paths, 4) if self.paths else None,
            "stops": [{"reason": s, "count": n} for s, n in _by_count(self.stops)],
            "finding_dirs": self.findings,
            "findings": self.hits.get("findings", []),
            "known": self.hits.get("known", []),
            "distinct_signatures": len(self.signature_buckets()),
            "unknown_signatures": sum(1 for b in self.signature_buckets() if not b["known_id"]),
            "uninit_reads": self.uninit_reads(),
            "elapsed_seconds": round(self.elapsed, 3),
            "session_seconds": round(self.session_seconds, 3),
            "programs_per_minute": round(self.rate, 2),
            "executor": self.executor,
            "complete": self.complete,
            "locate": self.locate,
        } | {k: v for k, v in (("runtime_checks", self.runtime_checks),
                               ("false_alarms", self.false_alarms),
                               ("tv", self.tv), ("oracle", self.oracle),
                               ("patterns", self.patterns), ("tests", self.tests),
                               ("worker_died", self.worker_died or None))
                if v is not None}

    def text(self, oracle_lines: list[str] | None = None) -> str:
        """A short plain report (``smith run``): counts, reach, stops, checks, findings with
        their replay commands, the crash signatures by frequency, then what to do next
        (:meth:`next_steps`). Nothing is cut (``summary.json`` has the same figures)."""
        lines = [f"{self.programs} programs in {self.session_seconds:.1f} s: "
                 + ", ".join(f"{k} {n}" for k, n in self.counts.items()
                             if n or k in ("ok", "crash")),
                 f"results in {self.out_dir}"]
        if self.worker_died:
            lines.append(f"worker died: {_died(self.worker_died)}")
        if self.paths:
            lines.append(f"paths reaching LLVM: {self.paths_lowered}/{self.paths} "
                         f"({100.0 * self.paths_lowered / self.paths:.1f} %)")
            lines += [f"  {n:5d}  stopped: {s}" for s, n in _by_count(self.stops)[:10]]
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            lines.append(f"runtime checks: {rc['failed']} failed on {rc['ran']} check paths run "
                         f"({rc['not_run']} not run: the path failed before running)")
            lines += [f"  {n:5d}  {sig}" for sig, n in rc["by_signature"].items()]
        if self.false_alarms is not None:
            fa = self.false_alarms
            lines.append(f"wrong-code triage: {fa['triaged']} differences, false alarms "
                         f"{fa['false_alarms']}, " + ", ".join(
                             f"{k} {n}" for k, n in fa["classes"].items()))
        if self.tv is not None:
            lines.append(f"translation validation: {self.tv['steps']} distinct steps, " +
                         ", ".join(f"{k} {n}" for k, n in self.tv["verdicts"].items() if n))
        if self.locate.get("differences"):
            lines.append(_locate_line(self.locate))
        if self.tests is not None:
            lines += [f"{k}: {v}" for k, v in tests_rows(self.tests)]
        if self.patterns is not None:
            lines.append(f"rewrite patterns: {self.patterns['applied']} (pass, pattern) pairs "
                         f"applied of {self.patterns['tried']} tried (smith corpus coverage "
                         f"{self.out_dir})")
        ur = self.uninit_reads()
        if ur["groups"]:
            lines.append(_uninit_line(ur))
        lines += render_findings(self.hits, self.out_dir, limit=len(self.hits.get("findings",
                                                                                  [])))
        lines += oracle_lines or []
        near = {b["signature"]: b.get("near_miss") for b in self.buckets}
        for s, n in _by_count(self.signatures)[:20]:
            tag = f" [known: {self.known[s]}]" if self.known.get(s) else (
                f" [{near_miss_text(near[s])}]" if near.get(s) else "")
            lines.append(f"  {n:5d}  {s}{tag}")
        return "\n".join(lines + self.next_steps())

    def rows(self) -> list[tuple[str, str]]:
        """The (what, value) rows of the campaign summary table, in order."""
        rows = [("programs", f"{self.programs} ({self.new} this session)"),
                ("lowering paths run", str(self.paths))]
        if self.paths:
            rows.append(("paths reaching LLVM", f"{self.paths_lowered}/{self.paths} "
                         f"({100.0 * self.paths_lowered / self.paths:.1f} %)"))
        rows += [(f"verdict {k}", str(n)) for k, n in self.counts.items()]
        if self.worker_died:
            rows.append(("worker died", _died(self.worker_died)))
        if self.tests is not None:
            rows += tests_rows(self.tests)
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            rows.append(("runtime checks failed", f"{rc['failed']} of {rc['ran']} check paths run"))
        if self.false_alarms is not None:
            fa = self.false_alarms
            rows.append(("wrong-code false alarms", f"{fa['false_alarms']} of {fa['triaged']}"))
        if self.tv is not None:
            rows.append(("translation validation", f"{self.tv['steps']} steps: " + ", ".join(
                f"{k} {n}" for k, n in self.tv["verdicts"].items() if n)))
        if self.oracle is not None:
            rows.append((f"oracle {self.oracle['name']}", ", ".join(
                f"{k} {n}" for k, n in self.oracle["kinds"].items() if n)))
        if self.locate.get("differences"):
            rows.append(("wrong-code localisation", _locate_line(self.locate)))
        if self.patterns is not None:
            rows.append(("rewrite patterns applied", f"{self.patterns['applied']} of "
                         f"{self.patterns['tried']} (pass, pattern) pairs tried"))
        rows += [("finding directories", str(self.findings)),
                 ("distinct bugs (known by id, others by signature)",
                  str(len(self.signature_buckets())))]
        ur = self.uninit_reads()
        if ur["groups"]:
            rows.append(("uninitialised reads (not counted as signatures)",
                         _uninit_line(ur, False)))
        rows += [("programs / min", f"{self.rate:.1f}"),
                 ("executor", self.executor),
                 ("state", "complete" if self.complete else "incomplete (--resume to go on)")]
        return rows

    def bucket_rows(self, buckets: list[dict[str, Any]]) -> list[tuple[str, str, str, str, str]]:
        """One row per triage bucket of ``buckets`` (the first :data:`BUCKETS_SHOWN`): programs,
        verdict, signature (whole, with how many more signatures the bucket has), known bug id,
        first finding directory (else the first program)."""
        rows = []
        for bk in buckets[:BUCKETS_SHOWN]:
            n = len(bk.get("signatures", ()))
            sig = (bk["signature"] or "") + (f" (+{n - 1} more)" if n > 1 else "")
            first = bk["first_finding"] or bk["programs"][0]
            if bk["first_finding"]:
                first = str(self.out_dir / first)
            rows.append((str(bk["count"]), bk["verdict"], sig,
                         bk["known_id"] or near_miss_text(bk.get("near_miss")), first))
        return rows

    def grids(self) -> list[Grid]:
        """The tables of the campaign summary: counts, the findings by signature, then the
        uninitialised reads and nondeterministic outputs by group (counted apart)."""
        grids = [Grid(f"smith campaign {self.out_dir}", self.rows())]
        for title, buckets in (("findings by signature", self.signature_buckets()),
                               ("uninitialised reads and nondeterministic outputs, by group",
                                [b for b in self.buckets if b["verdict"] == UNINIT_READ])):
            if buckets:
                more = len(buckets) - BUCKETS_SHOWN
                grids.append(Grid(title + (
                    f" (the {BUCKETS_SHOWN} most frequent; {more} more in "
                    f"{self.out_dir / 'triage.json'})" if more > 0 else ""),
                    self.bucket_rows(buckets),
                    ("n", "verdict", "signature", "known", "first finding"),
                    lead=3, right=frozenset({0})))
        return grids

    def closing_lines(self) -> list[str]:
        """The lines after the campaign's tables: each new finding with its ``smith replay``
        line, the known MLIR bugs met, then :meth:`next_steps`."""
        return (render_findings(self.hits, self.out_dir,
                                limit=len(self.hits.get("findings", [])))
                + self.next_steps())

    def next_steps(self) -> list[str]:
        """What to do next: the HTML report, and (when there are finding directories) reducing
        a finding and writing its upstream report."""
        report = (f"smith corpus report {self.out_dir}" if self.corpus is None else
                  f"smith corpus report {self.corpus} --run {self.out_dir}")
        lines = ["next:", f"  HTML report (verdicts per lowering pass, findings): {report}"]
        fs = sorted(self.hits.get("findings", []), key=lambda f: bool(f.get("known_id")))
        if self.findings:  # a new finding first, else a known bug's (--report-known)
            target = (str(self.out_dir / "findings" / fs[0]["kind"] / fs[0]["hash"])
                      if fs else "FINDING_DIR")
            lines += [f"  shrink a finding (program and pass list): smith finding reduce {target}",
                      f"  then its upstream report: smith finding report {target}"]
        return lines

    def print(self, console: Console | None = None) -> None:
        """Print the campaign summary on stdout (:func:`smith.app.summary_layout.
        print_summary`: fitted to a terminal, plain and whole elsewhere)."""
        print_summary(self.grids(), self.closing_lines(), console)

    def render(self) -> str:
        """The campaign summary in the plain layout (for logs and tests)."""
        return plain_text(self.grids(), self.closing_lines())


def _uninit_line(ur: dict[str, Any], long: bool = True) -> str:
    """One line of :meth:`CampaignSummary.uninit_reads`."""
    text = (f"{ur['groups']} groups ({ur['new_groups']} without a known id), "
            f"{ur['programs']} programs")
    return ("uninitialised reads / nondeterministic outputs (counted apart from wrong-code "
            f"signatures): {text}") if long else text


#: the origin-run counts summed per kind of run (``smith.app.origin_runs``)
_RUN_COUNTS = ("pipelines", "ok", "pass_failures", "timeouts", "crashes")
#: verdicts of programs that ran no differential test
_NOT_DIFFERENTIAL = frozenset(CampaignOutcome)


def _run_totals(runs: list[dict[str, Any]]) -> dict[str, int]:
    return {k: sum(int(r.get(k) or 0) for r in runs) for k in _RUN_COUNTS}


def test_kinds(records: list[JournalRecord]) -> dict[str, Any]:
    """A campaign with seeds, by kind of test: ``differential`` (programs run along smith's
    lowering paths), ``origin_only`` (a pipeline seed's program, run only along its origin
    pipelines) with ``origin_only_runs`` (their runs: pipelines, ok, pass_failures, timeouts,
    crashes), ``mutant_origin_runs`` (the same for the differential tests' mutants), and
    ``seeds_calibrated`` with ``seed_runs`` (first-pass visits that ran the unmutated seed)."""
    origin = [r for r in records if r.verdict == CampaignOutcome.ORIGIN_ONLY]
    calibrated = [r.seed_runs for r in records if r.seed_runs]
    return {"differential": sum(1 for r in records if r.verdict is not None
                                and r.verdict not in _NOT_DIFFERENTIAL),
            "origin_only": len(origin),
            "origin_only_runs": _run_totals([r.origin_runs for r in origin if r.origin_runs]),
            "mutant_origin_runs": _run_totals([r.origin_runs for r in records
                                               if r.origin_runs and r not in origin]),
            "seeds_calibrated": len(calibrated), "seed_runs": _run_totals(calibrated)}


def _runs_text(t: dict[str, int]) -> str:
    return (f"{t['pipelines']} runs: {t['crashes']} crashed, {t['pass_failures']} pass "
            f"failures, {t['timeouts']} timeouts")


def tests_rows(tests: dict[str, Any]) -> list[tuple[str, str]]:
    """The summary rows of :func:`test_kinds`."""
    rows = [("differential tests", str(tests["differential"])),
            ("origin-only tests (pipeline seeds)",
             f"{tests['origin_only']} ({_runs_text(tests['origin_only_runs'])})")]
    if tests["mutant_origin_runs"]["pipelines"]:
        rows.append(("mutants along origin pipelines", _runs_text(tests["mutant_origin_runs"])))
    if tests["seeds_calibrated"]:
        rows.append(("seeds calibrated (unmutated, origin pipelines)",
                     f"{tests['seeds_calibrated']} ({_runs_text(tests['seed_runs'])})"))
    return rows


def ordered_counts(counts: Counter[str]) -> dict[str, int]:
    """Verdict counts in :data:`VERDICT_ORDER` (ok, crash and wrong-code always present), then
    any other kind alphabetically."""
    keys = [k for k in VERDICT_ORDER if counts.get(k) or k in ("ok", "crash", "wrong-code")]
    keys += sorted(k for k in counts if k not in VERDICT_ORDER)
    return {k: counts.get(k, 0) for k in keys}


def triage(records: list[JournalRecord]) -> list[dict[str, Any]]:
    """Non-ok programs bucketed by bug: (verdict, known bug id) for a known MLIR bug, else
    (verdict, signature); each bucket lists its signatures; most frequent first."""
    buckets: dict[tuple[str, str], dict[str, Any]] = {}
    for r in sorted(records, key=lambda r: r.index):
        if r.verdict == "ok":
            continue
        sig = r.signature or ""
        key = (r.verdict or "?", f"known: {r.known_id}" if r.known_id else sig)
        b = buckets.setdefault(key, {"verdict": key[0], "signature": r.signature,
                                     "known_id": r.known_id, "count": 0,
                                     "signatures": [], "programs": [], "first_finding": None,
                                     "near_miss": r.near_miss})
        b["count"] += 1
        if sig not in b["signatures"]:
            b["signatures"].append(sig)
        b["programs"].append(r.id)
        if b["first_finding"] is None and r.finding:
            b["first_finding"] = r.finding
    return sorted(buckets.values(), key=lambda b: (-b["count"], b["verdict"], b["signature"] or ""))


#: seconds between two progress lines when stderr is not a terminal (0: a line per program)
PROGRESS_INTERVAL = 10.0


def progress_mode(progress: bool | None) -> str:
    """How :class:`LiveDisplay` shows progress on stderr: ``off`` (``--no-progress``), ``live``
    (a rich live panel: stderr is a terminal, rich's detection) or ``lines`` (a status line
    every :data:`PROGRESS_INTERVAL` seconds: a file, a pipe, ``nohup``, CI)."""
    if progress is False:
        return "off"
    return "live" if Console(stderr=True).is_terminal else "lines"


class LiveDisplay:
    """The progress display: programs, paths, verdict counts, findings, rate; a live panel on
    a terminal, status lines every ``interval`` seconds elsewhere (:func:`progress_mode`)."""

    def __init__(self, mode: str, out: Path, executor: str, title: str = "smith campaign",
                 interval: float = PROGRESS_INTERVAL) -> None:
        self.mode = mode
        self.title = title
        self.out = out
        self.executor = executor
        self.interval = interval
        self.counts: Counter[str] = Counter()
        self.done = self.new = self.paths = self.findings = self.inflight = 0
        self.new_dirs = 0
        self.signatures: set[str] = set()
        self.uninit: set[str] = set()  # uninit-read groups, counted apart from signatures
        self.dirs: set[str] = set()
        self.last: list[str] = []
        self.t0 = time.monotonic()
        self.elapsed_base = 0.0
        self.budget = ""
        self.target: Budget = Budget()
        self._live = None
        self._last_line = self.t0
        self._pending = False

    def set_budget(self, budget: Budget, elapsed_base: float) -> None:
        """The campaign's budget and the seconds earlier sessions spent (for a time budget)."""
        self.target, self.elapsed_base = budget, elapsed_base
        if budget.seconds:
            self.budget = f", budget {budget.seconds:.0f} s"
        elif budget.count:
            self.budget = f" of {budget.count}"

    def __enter__(self) -> LiveDisplay:
        if self.mode == "live":

            self._live = Live(self._render(), console=Console(stderr=True),
                              refresh_per_second=4, transient=False)
            self._live.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self._live is not None:
            self._live.update(self._render())
            self._live.__exit__(*exc)

    def add(self, rec: JournalRecord, new: bool) -> None:
        self.done += 1
        self.new += int(new)
        self.counts[rec.verdict or "?"] += 1
        self.paths += len(rec.paths or [])
        dirs = set(record_findings(rec)) - self.dirs
        self.dirs |= dirs
        self.new_dirs += len(dirs) if new else 0
        self._pending |= new
        if rec.verdict != "ok":
            self.findings += 1
            (self.uninit if rec.verdict == UNINIT_READ else self.signatures).add(
                f"{rec.verdict}|{rec.signature}")
            if new:
                self.last = (self.last + [f"{rec.id} {rec.verdict}: "
                                          f"{(rec.signature or '')[:90]}"])[-5:]

    def refresh(self) -> None:
        """Update the live panel; in the ``lines`` mode, print a status line on stderr when
        ``interval`` seconds have passed since the last one (``interval`` 0: when a program
        finished since)."""
        if self._live is not None:
            self._live.update(self._render())
        elif self.mode == "lines":
            now = time.monotonic()
            if now - self._last_line >= self.interval and (self.interval > 0 or self._pending):
                click.echo(self.status_line(), err=True)
                self._last_line, self._pending = now, False

    def status_line(self) -> str:
        """One line: programs done (of the count budget), running, elapsed seconds (of the time
        budget), verdict counts, finding directories new this session."""
        secs = self.elapsed_base + time.monotonic() - self.t0
        done = f"{self.done}/{self.target.count}" if self.target.count else str(self.done)
        spent = (f"{secs:.0f}/{self.target.seconds:.0f} s" if self.target.seconds
                 else f"{secs:.0f} s")
        verdicts = ", ".join(f"{k} {n}" for k, n in ordered_counts(self.counts).items() if n)
        return (f"{self.title} {self.out}: {done} programs, {self.inflight} running, {spent}; "
                f"{verdicts or 'no verdict yet'}; {self.new_dirs} new finding directories, "
                f"{len(self.signatures)} distinct signatures")

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
                              f"signatures, {len(self.uninit)} uninitialised-read groups, "
                              f"{len(self.dirs)} finding directories")
        g.add_row("rate", f"{rate:.1f} programs/min, {secs:.0f} s")
        parts: list[Any] = [g]
        if self.last:
            parts.append("\n".join(self.last))
        return Panel(Group(*parts), title=f"{self.title} {self.out} [{self.executor}]")


def _locate_line(lc: dict[str, int]) -> str:
    return (f"wrong-code differences located: {lc['bisected']} bisected, {lc['confirmed']} "
            f"confirmed without a bisection, {lc.get('localised', 0)} by delta debugging on "
            f"the pass lists, {lc['unlocated']} unlocated; "
            f"{lc['probes']} prefix probes")


def _died(n: int) -> str:
    return (f"{n} programs journaled as errors (their worker process died; `worker_died` in "
            "the journal)")


def _by_count(counts: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def hit_summary(records: list[JournalRecord]) -> dict[str, list]:
    """The finding signatures and known MLIR bugs met over journal records, in the layout of
    :meth:`lowering.findings.store.FindingStore.summary` (each program counted once per hit)."""
    found: dict[tuple[str, str], dict[str, Any]] = {}
    known: dict[str, dict[str, Any]] = {}
    for r in sorted(records, key=lambda r: r.index):
        for h in r.finding_hits or []:
            e = found.setdefault((h["kind"], h["hash"]), dict(h, count=0))
            e["count"] += 1
        for k in r.known_hits or []:
            e = known.setdefault(k["id"], {"id": k["id"], "kind": k["kind"], "count": 0,
                                           "signatures": []})
            e["count"] += 1
            e["signatures"] += [s for s in k["signatures"] if s not in e["signatures"]]
    return {"findings": [{x: e[x] for x in ("kind", "hash", "count", "signature", "known_id",
                                            "near_miss", "replay") if x in e}
                         for e in sorted(found.values(),
                                         key=lambda e: (-e["count"], e["kind"], e["hash"]))],
            "known": sorted(known.values(), key=lambda e: (-e["count"], e["id"]))}
