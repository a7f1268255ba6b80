"""Benchmark (run by hand): ``smith run`` with the compiler worker against one subprocess per
tool call, on fixed corpora: CPU seconds (the run and every process it waited for) and whether
the verdicts are identical (kind, signature, known id per program).

    python bench/bench_worker.py --count 30 --seed 7 [--jobs 1] [--out DIR] [--crashes]

Corpora: ``smith gen --dialects tosa,arith`` and ``--dialects linalg,tensor,memref,vector,scf,
affine,arith,index,math`` (``--count``, ``--seed``); with ``--crashes`` also
``--dialects tosa,arith --bool-tensors any``, where compiler crashes make the worker fall
back. Both runs of a corpus are made one after the other (worker first, then subprocess, then
the next corpus), so their ratio is paired.
Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPORA = {"tosa": ("--dialects", "tosa,arith"),
           "middle": ("--dialects", "linalg,tensor,memref,vector,scf,affine,arith,index,math")}
#: ``--crashes``: i1 tensors stored in memory, so many paths hit the i1-memref assertion
CRASH_CORPUS = {"tosa-i1": ("--dialects", "tosa,arith", "--bool-tensors", "any")}


def _smith(*args: str) -> tuple[float, float]:
    """Run ``smith ARGS`` (as ``python -m smith``); (CPU seconds of it and its children,
    wall seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "smith", *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"smith {' '.join(args)} failed: {proc.stderr.read().decode()[-500:]}")
    proc.stderr.close()
    return usage.ru_utime + usage.ru_stime, wall


def _verdicts(run_dir: Path) -> dict[str, tuple]:
    out = {}
    for line in (run_dir / "verdicts.jsonl").read_text().splitlines():
        v = json.loads(line)
        out[v["id"]] = (v["verdict"], v["signature"], v["known_id"])
    return out


def _fallbacks(run_dir: Path) -> int:
    return sum(1 for line in (run_dir / "verdicts.jsonl").read_text().splitlines()
               for p in json.loads(line)["paths"] if "fallback" in p)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=30)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="keep the corpora and runs here")
    ap.add_argument("--crashes", action="store_true", help="add a corpus with many crashes")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = args.out or Path(tmp)
        total = {"worker": 0.0, "subprocess": 0.0}
        for name, gen_args in (CORPORA | (CRASH_CORPUS if args.crashes else {})).items():
            corpus = root / name
            if not (corpus / "manifest.json").exists():
                _smith("gen", *gen_args, "--count", str(args.count), "--seed", str(args.seed),
                       "--out", str(corpus))
            cpu, verdicts = {}, {}
            for isolation in ("worker", "subprocess"):
                run_dir = root / f"{name}-{isolation}"
                cpu[isolation], wall = _smith(
                    "run", str(corpus), "--out", str(run_dir), "-j", str(args.jobs),
                    "--no-progress", "--isolation", isolation)
                verdicts[isolation] = _verdicts(run_dir)
                total[isolation] += cpu[isolation]
                print(f"{name:7} {isolation:10} CPU {cpu[isolation]:7.1f} s  wall {wall:7.1f} s"
                      + (f"  fallbacks {_fallbacks(run_dir)}" if isolation == "worker" else ""),
                      flush=True)
            same = verdicts["worker"] == verdicts["subprocess"]
            diff = [k for k in verdicts["worker"]
                    if verdicts["worker"][k] != verdicts["subprocess"].get(k)]
            print(f"{name:7} CPU subprocess / worker: {cpu['subprocess'] / cpu['worker']:.2f}x;"
                  f" verdicts identical: {same} ({len(verdicts['worker'])} programs"
                  + (f", differ: {', '.join(diff)})" if diff else ")"))
        print(f"overall CPU subprocess / worker: {total['subprocess'] / total['worker']:.2f}x")


if __name__ == "__main__":
    main()
