"""Benchmark (run by hand): the ablation of coverage-guided generation, uniform vs
``smith campaign --guide coverage``.

Two campaigns with the same seed (so the same per-program seeds) and options run side by side
for the same time budget, so both see the same machine load:

    python bench/bench_guide.py --time 35m --jobs 1 --seed 17 --dialects tosa,arith --out DIR

Every ``--sample`` seconds the CPU time (user + system) of each campaign's process tree is
read from ``/proc`` (Linux), so the distinct applied (pass, rewrite pattern) pairs can be
compared at equal CPU as well as at equal wall time and at equal program counts. At the end it
prints, per arm: programs, CPU seconds, distinct applied pairs and patterns, distinct crash
signatures, wrong-code programs and their distinct signatures (new ones: no known id); the
ratios guided / uniform; and the curves. Nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from lowering.coverage import PatternTable
from smith.app.campaign_state import JOURNAL_FILE, Journal
from smith.app.records import JournalRecord

# both arms record the coverage of every path (a guided campaign's default; uniform campaigns
# sample one path per program unless told otherwise), so their pattern counts compare
ARMS = {"uniform": ["--coverage=all"], "guided": ["--guide", "coverage", "--coverage=all"]}
_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _tree_cpu(root: int) -> float | None:
    """CPU seconds of the live process tree under ``root``: each process's own time plus that
    of its waited-for children (``/proc/PID/stat`` utime, stime, cutime, cstime)."""
    procs: dict[int, tuple[int, float]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        procs[int(d.name)] = (int(fields[1]), sum(int(x) for x in fields[11:15]) / _TICK)
    if root not in procs:
        return None
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += procs[pid][1]
        todo += [p for p, (ppid, _) in procs.items() if ppid == pid]
    return total


def _records(out: Path) -> list[JournalRecord]:
    """The campaign's journal as written so far (a torn last line, mid-append, is not read)."""
    return Journal(out / JOURNAL_FILE).load_readonly()


def _patterns(out: Path) -> list[str]:
    return [pattern for _, pattern in PatternTable.load_readonly(out).names]


def _applied(recs: list[JournalRecord]) -> set[int]:
    return {i for r in recs for i in (r.coverage or {}).get("applied", [])}


def _findings(recs: list[JournalRecord]) -> dict:
    crash, wrong, wrong_progs = {}, {}, 0
    for r in recs:
        v = r.verdict
        sigs = list(r.signatures or []) + ([r.signature] if v == "crash" and
                                           r.signature else [])
        for s in sigs:
            crash.setdefault(s, r.known_id)
        if v == "wrong-code":
            wrong_progs += 1
            wrong.setdefault(r.signature, r.known_id)
    return {"crash_signatures": len(crash),
            "crash_signatures_new": sum(1 for k in crash.values() if not k),
            "wrong_code_programs": wrong_progs, "wrong_code_signatures": len(wrong),
            "wrong_code_signatures_new": sum(1 for k in wrong.values() if not k)}


def _summary(out: Path, cpu: float) -> dict:
    recs = sorted(_records(out), key=lambda r: r.index)
    names = _patterns(out)
    applied = _applied(recs)
    return {"programs": len(recs), "cpu_seconds": round(cpu, 1),
            "applied_pairs": len(applied),
            "applied_patterns": len({names[i] for i in applied if i < len(names)}),
            **_findings(recs)}


def _at_count(out: Path, counts: list[int]) -> dict[int, int]:
    recs = sorted(_records(out), key=lambda r: r.index)
    return {n: len(_applied(recs[:n])) for n in counts if n <= len(recs)}


def _at_cpu(curve: list[dict], arm: str, cpu: float) -> int | None:
    """Applied pairs of ``arm`` at the last sample whose CPU is at most ``cpu``."""
    best = None
    for row in curve:
        if row[arm]["cpu"] is not None and row[arm]["cpu"] <= cpu:
            best = row[arm]["applied"]
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time", default="35m")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--dialects", default="tosa,arith")
    ap.add_argument("--sample", type=float, default=60.0, help="seconds between CPU samples")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    args.out.mkdir(parents=True)
    procs = {}
    for arm, extra in ARMS.items():
        argv = [sys.executable, "-m", "smith", "campaign", "--time", args.time, "--seed",
                str(args.seed), "--dialects", args.dialects, "--jobs", str(args.jobs),
                "--out", str(args.out / arm), "--no-progress", *extra]
        procs[arm] = subprocess.Popen(argv, stdout=subprocess.DEVNULL,
                                      stderr=open(args.out / f"{arm}.log", "w"))
    t0, curve, cpu, next_sample = time.monotonic(), [], {}, args.sample
    alive = {arm: p.pid for arm, p in procs.items()}
    while alive:
        time.sleep(2.0)
        for arm, pid in list(alive.items()):
            done, _, usage = os.wait4(pid, os.WNOHANG)
            if done:  # user + system of the campaign and every process it waited for
                cpu[arm] = usage.ru_utime + usage.ru_stime
                del alive[arm]
        if time.monotonic() - t0 < next_sample and alive:
            continue
        next_sample += args.sample
        row = {"wall": round(time.monotonic() - t0, 1)}
        for arm in ARMS:
            c = _tree_cpu(alive[arm]) if arm in alive else cpu[arm]
            recs = _records(args.out / arm)
            row[arm] = {"cpu": None if c is None else round(c, 1), "programs": len(recs),
                        "applied": len(_applied(recs))}
        curve.append(row)
        (args.out / "curve.json").write_text(json.dumps(curve, indent=1))
    doc = {arm: _summary(args.out / arm, cpu[arm]) for arm in ARMS}
    u, g = doc["uniform"], doc["guided"]
    counts = [n for n in (10, 25, 50, 100, 200, 400, 600, 800, 1000, 1500, 2000)]
    doc["at_programs"] = {arm: _at_count(args.out / arm, counts) for arm in ARMS}
    common = min(u["cpu_seconds"], g["cpu_seconds"])
    doc["at_equal_cpu"] = {"cpu_seconds": common,
                           **{arm: _at_cpu(curve, arm, common) for arm in ARMS}}
    doc["ratio_applied_pairs"] = round(g["applied_pairs"] / max(1, u["applied_pairs"]), 3)
    doc["ratio_applied_patterns"] = round(g["applied_patterns"]
                                          / max(1, u["applied_patterns"]), 3)
    e = doc["at_equal_cpu"]
    if e["uniform"] and e["guided"]:
        doc["ratio_applied_pairs_equal_cpu"] = round(e["guided"] / e["uniform"], 3)
    doc["curve"] = curve
    (args.out / "ablation.json").write_text(json.dumps(doc, indent=1))
    print(json.dumps({k: v for k, v in doc.items() if k != "curve"}, indent=1))


if __name__ == "__main__":
    main()
