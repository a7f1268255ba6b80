"""What ``smith run`` and ``smith campaign`` say about lowering results: the programs of a
corpus, the summaries of runtime checks and of the wrong-code triage over program reports, and
the lines that list findings with their replay commands. The driver itself (one for both
commands) is :mod:`smith.app.campaign`."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ground.manifest import corpus_files
from lowering.findings.confirm import near_miss_text
from lowering.findings.false_alarm import CLASSES
from lowering.verdict import VerdictKind, known_bug


def render_findings(findings: dict, out_dir: Path, limit: int = 10) -> list[str]:
    """Summary lines of a :meth:`FindingStore.summary`: the new findings with the command that
    replays each (the ``uninit-read`` groups apart, after the others; ``like ID, not
    confirmed: REASON`` when a known entry's key matched but its confirmation failed,
    ``lowering.findings.confirm``), then the known MLIR bugs met (id, kind, hits, signatures,
    upstream
    report or reproducer, and the replay command when ``--report-known`` wrote their
    directory)."""
    fs, kn = findings.get("findings", []), findings.get("known", [])
    if not fs and not kn:
        return []
    new = [f for f in fs if not f.get("known_id") and f["kind"] != VerdictKind.UNINIT_READ]
    uninit = [f for f in fs if not f.get("known_id") and f["kind"] == VerdictKind.UNINIT_READ]
    dirs = {f["known_id"]: f for f in fs if f.get("known_id")}
    lines = [f"unique findings: {len(new)} new, {len(kn)} known MLIR bug(s) met"]
    lines += _replay_lines(new[:limit], out_dir)
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
    if uninit:
        lines.append(f"uninitialised reads / nondeterministic outputs: {len(uninit)} new "
                     "group(s), keyed by the read, not counted as signatures")
        lines += _replay_lines(uninit[:limit], out_dir)
    return lines


def _replay_lines(findings: list[dict], out_dir: Path) -> list[str]:
    """Lines per finding of a :meth:`FindingStore.summary`: count, kind and signature, the
    near miss when there is one, then the command that replays it (``smith replay DIR``, or
    the finding's own ``replay``, e.g. a judge's)."""
    lines = []
    for f in findings:
        lines.append(f"  {f['count']:5d}  {f['kind']}: {f['signature']}")
        if f.get("near_miss"):
            lines.append(f"         {near_miss_text(f['near_miss'])}")
        d = out_dir / "findings" / f["kind"] / f["hash"]
        replay = f["replay"].replace("DIR", str(d)) if f.get("replay") else \
            f"smith replay {d}"
        lines.append(f"         replay: {replay}")
    return lines


def corpus_programs(corpus_dir: str | Path) -> list[Path]:
    """The programs of a corpus: its manifest's list when it has one, else every ``*.mlir``
    (:func:`ground.manifest.corpus_files`).

    Raises:
        UsageError: the directory does not exist, holds no program, or its manifest lists a
            missing one.
    """
    return [f for _, f in corpus_files(corpus_dir).programs]


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
    """Counts of the wrong-code triage (``lowering.findings.false_alarm``) over ``(program id,
    false_alarm entry)`` pairs: triaged, false alarms, per class, per program."""

    classes = Counter(fa["classification"] for _, fa in fas)
    return {"triaged": len(fas), "false_alarms": sum(fa["false_alarm"] for _, fa in fas),
            "classes": {c: classes.get(c, 0) for c in CLASSES},
            "programs": {pid: fa["classification"] for pid, fa in fas}}
