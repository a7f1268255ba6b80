"""Benchmark (run by hand): the CPU cost of rewrite-pattern coverage in ``smith campaign``.

Two campaigns with the same seed and options, one with ``--coverage`` and one with
``--no-coverage``, run side by side (so both see the same machine load) for the same time
budget; each one's CPU time (user + system of the campaign and every process under it) is
divided by the programs it finished:

    python bench/bench_coverage.py --time 10m --jobs 2 --seed 1 --out /tmp/bench-cov

Both campaigns draw program i from the same seed, so the slower one ran a prefix of the
other's programs. ``--corpus DIR`` runs ``smith run DIR`` (every program of an existing corpus)
twice side by side instead, e.g. on one worker each:

    python bench/bench_coverage.py --corpus CORPUS --jobs 1 --out /tmp/bench-cov
 Prints the CPU seconds per program of each and their ratio, and the distinct
(pass, pattern) pairs applied by the coverage campaign. Nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from smith.app.campaign_state import JOURNAL_FILE, Journal
from smith.app.records import JournalRecord


def _start(out: Path, flag: str, args: argparse.Namespace) -> subprocess.Popen:
    if args.corpus is not None:
        what = ["run", str(args.corpus)]
    else:
        what = ["campaign", "--time", args.time, "--seed", str(args.seed), "--dialects",
                args.dialects]
    argv = [sys.executable, "-m", "smith", *what, "--out", str(out), "--jobs", str(args.jobs),
            "--no-progress", flag]
    return subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _programs(out: Path) -> list[JournalRecord]:
    return Journal(out / JOURNAL_FILE).load_readonly()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time", default="10m")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dialects", default="tosa,arith")
    ap.add_argument("--corpus", type=Path, default=None,
                    help="smith run over this corpus instead of two campaigns")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    args.out.mkdir(parents=True)
    runs = {"on": _start(args.out / "on", "--coverage", args),
            "off": _start(args.out / "off", "--no-coverage", args)}
    cpu: dict[str, float] = {}
    pids = {p.pid: name for name, p in runs.items()}
    while pids:
        pid, status, usage = os.wait4(-1, 0)
        if pid in pids:
            cpu[pids.pop(pid)] = usage.ru_utime + usage.ru_stime
    row = {}
    for name in runs:
        progs = _programs(args.out / name)
        row[name] = {"programs": len(progs), "cpu_seconds": round(cpu[name], 1),
                     "cpu_per_program": round(cpu[name] / max(1, len(progs)), 3)}
    on = _programs(args.out / "on")
    applied = {i for r in on for i in (r.coverage or {}).get("applied", [])}
    row["ratio_cpu_per_program"] = round(row["on"]["cpu_per_program"]
                                         / row["off"]["cpu_per_program"], 3)
    row["distinct_applied"] = len(applied)
    print(json.dumps(row, indent=1))


if __name__ == "__main__":
    main()
