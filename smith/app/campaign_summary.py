"""What a campaign reports: the summary over every session (``summary.json``, the table at the
end), the triage buckets and the live display while it runs."""

from __future__ import annotations

import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

import attrs
from rich.console import Console, Group
from rich.live import Live
from rich.panel import Panel
from rich.table import Table

from lowering.campaign_run import render_findings
from lowering.confirm import near_miss_text
from smith.app.campaign_state import VERDICT_ORDER, record_findings


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
            of :meth:`lowering.findings.FindingStore.summary`).
        buckets: :func:`triage`.
        locate: how the wrong-code differences were located (``smith.app.campaign.
            locate_summary``: bisected, confirmed without a bisection, probes).
        patterns: distinct (pass, rewrite pattern) pairs ``tried`` and ``applied`` over the
            programs with coverage (``programs``); None without coverage.
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
            "distinct_signatures": len(self.buckets),
            "unknown_signatures": sum(1 for b in self.buckets if not b["known_id"]),
            "elapsed_seconds": round(self.elapsed, 3),
            "session_seconds": round(self.session_seconds, 3),
            "programs_per_minute": round(self.rate, 2),
            "executor": self.executor,
            "complete": self.complete,
            "locate": self.locate,
        } | {k: v for k, v in (("runtime_checks", self.runtime_checks),
                               ("false_alarms", self.false_alarms),
                               ("tv", self.tv), ("oracle", self.oracle),
                               ("patterns", self.patterns)) if v is not None}

    def text(self, oracle_lines: list[str] | None = None) -> str:
        """A short plain report (``smith run``): counts, reach, stops, checks, findings with
        their replay commands, then the crash signatures by frequency."""
        lines = [f"{self.programs} programs in {self.session_seconds:.1f} s: "
                 + ", ".join(f"{k} {n}" for k, n in self.counts.items()
                             if n or k in ("ok", "crash")),
                 f"results in {self.out_dir}"]
        if self.paths:
            lines.append(f"paths reaching LLVM: {self.paths_lowered}/{self.paths} "
                         f"({100.0 * self.paths_lowered / self.paths:.1f} %)")
            lines += [f"  {n:5d}  stopped: {s[:160]}" for s, n in _by_count(self.stops)[:10]]
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
        if self.patterns is not None:
            lines.append(f"rewrite patterns: {self.patterns['applied']} (pass, pattern) pairs "
                         f"applied of {self.patterns['tried']} tried (smith coverage "
                         f"{self.out_dir})")
        lines += render_findings(self.hits, self.out_dir)
        lines += oracle_lines or []
        near = {b["signature"]: b.get("near_miss") for b in self.buckets}
        for s, n in _by_count(self.signatures)[:20]:
            tag = f" [known: {self.known[s]}]" if self.known.get(s) else (
                f" [{near_miss_text(near[s])}]" if near.get(s) else "")
            lines.append(f"  {n:5d}  {s[:160]}{tag}")
        return "\n".join(lines)

    def table(self):
        """A rich renderable: counts, then the triage buckets."""

        t = Table(title=f"smith campaign {self.out_dir}", show_header=False)
        t.add_column("what", style="bold")
        t.add_column("value", justify="right")
        t.add_row("programs", f"{self.programs} ({self.new} this session)")
        t.add_row("lowering paths run", str(self.paths))
        if self.paths:
            t.add_row("paths reaching LLVM", f"{self.paths_lowered}/{self.paths} "
                      f"({100.0 * self.paths_lowered / self.paths:.1f} %)")
        for k, n in self.counts.items():
            t.add_row(f"verdict {k}", str(n))
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            t.add_row("runtime checks failed", f"{rc['failed']} of {rc['ran']} check paths run")
        if self.false_alarms is not None:
            fa = self.false_alarms
            t.add_row("wrong-code false alarms", f"{fa['false_alarms']} of {fa['triaged']}")
        if self.tv is not None:
            t.add_row("translation validation", f"{self.tv['steps']} steps: " + ", ".join(
                f"{k} {n}" for k, n in self.tv["verdicts"].items() if n))
        if self.oracle is not None:
            t.add_row(f"oracle {self.oracle['name']}", ", ".join(
                f"{k} {n}" for k, n in self.oracle["kinds"].items() if n))
        if self.locate.get("differences"):
            t.add_row("wrong-code localisation", _locate_line(self.locate))
        if self.patterns is not None:
            t.add_row("rewrite patterns applied", f"{self.patterns['applied']} of "
                      f"{self.patterns['tried']} (pass, pattern) pairs tried")
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
                b.add_row(str(bk["count"]), bk["verdict"], sig,
                          bk["known_id"] or near_miss_text(bk.get("near_miss")),
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
                                     "signatures": [], "programs": [], "first_finding": None,
                                     "near_miss": r.get("near_miss")})
        b["count"] += 1
        if sig not in b["signatures"]:
            b["signatures"].append(sig)
        b["programs"].append(r["id"])
        if b["first_finding"] is None and r.get("finding"):
            b["first_finding"] = r["finding"]
    return sorted(buckets.values(), key=lambda b: (-b["count"], b["verdict"], b["signature"] or ""))


class LiveDisplay:
    """The live display: programs, paths, verdict counts, findings, rate."""

    def __init__(self, show: bool, out: Path, executor: str,
                 title: str = "smith campaign") -> None:
        self.show = show
        self.title = title
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

    def __enter__(self) -> LiveDisplay:
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
        return Panel(Group(*parts), title=f"{self.title} {self.out} [{self.executor}]")


def _locate_line(lc: dict[str, int]) -> str:
    return (f"wrong-code differences located: {lc['bisected']} bisected, {lc['confirmed']} "
            f"confirmed without a bisection, {lc.get('localised', 0)} by delta debugging on "
            f"the pass lists, {lc['unlocated']} unlocated; "
            f"{lc['probes']} prefix probes")


def _by_count(counts: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def hit_summary(records: list[dict[str, Any]]) -> dict[str, list]:
    """The finding signatures and known MLIR bugs met over journal records, in the layout of
    :meth:`lowering.findings.FindingStore.summary` (each program counted once per hit)."""
    found: dict[tuple[str, str], dict[str, Any]] = {}
    known: dict[str, dict[str, Any]] = {}
    for r in sorted(records, key=lambda r: r["index"]):
        for h in r.get("finding_hits") or []:
            e = found.setdefault((h["kind"], h["hash"]), dict(h, count=0))
            e["count"] += 1
        for k in r.get("known_hits") or []:
            e = known.setdefault(k["id"], {"id": k["id"], "kind": k["kind"], "count": 0,
                                           "signatures": []})
            e["count"] += 1
            e["signatures"] += [s for s in k["signatures"] if s not in e["signatures"]]
    return {"findings": [{x: e[x] for x in ("kind", "hash", "count", "signature", "known_id",
                                            "near_miss") if x in e}
                         for e in sorted(found.values(),
                                         key=lambda e: (-e["count"], e["kind"], e["hash"]))],
            "known": sorted(known.values(), key=lambda e: (-e["count"], e["id"]))}
