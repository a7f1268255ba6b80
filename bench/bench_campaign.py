"""Benchmark (run by hand): differential tests per CPU-minute and cores used by
``smith campaign``, for two checkouts (or commands) paired in one run.

    python bench/bench_campaign.py --a /path/to/checkout-A --b /path/to/checkout-B
        [--count 40 | --time 3m] [--jobs 2] [--seed 1] [--rounds 2] [-- extra campaign options]

Each side runs ``python -m smith campaign`` with ``PYTHONPATH`` set to its checkout (``--a-cmd``
/ ``--b-cmd`` give a whole command instead, e.g. another interpreter), on the same seed and
options, alternating A, B, B, A, ... so that a change of machine load hits both alike. For each
run: wall seconds, CPU seconds of the campaign and every process under it (``RUSAGE_CHILDREN``:
pool workers, ``mlir-opt``, ``mlir-runner``), cores used (CPU / wall), programs and path runs
(differential tests) journaled, tests per CPU-minute, and worker occupancy (the share of
``jobs x wall`` that the journal's per-program generation + run times cover: a starved pool
shows as occupancy well below 1 while cores used stays low). The last lines give B / A ratios
of the sums. With ``--count`` both sides do the same programs (same verdicts expected, printed);
with ``--time`` they do as many as fit.

Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
The load average before each run is printed: cores used means little on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run_side(cmd: list[str], env: dict[str, str], out: Path) -> dict:
    """Run one campaign into ``out``; its wall and CPU seconds and what its journal holds."""
    load = os.getloadavg()[0]
    cpu0, t0 = _children_cpu(), time.monotonic()
    proc = subprocess.run(cmd + ["--out", str(out), "--no-progress"], env=env,
                          capture_output=True, text=True)
    wall, cpu = time.monotonic() - t0, _children_cpu() - cpu0
    if proc.returncode != 0:
        raise SystemExit(f"{shlex.join(cmd)} failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    recs = [json.loads(line) for line in (out / "campaign.jsonl").read_text().splitlines()
            if line.strip()]
    busy = sum(r.get("gen_seconds", 0.0) + r.get("run_seconds", 0.0) for r in recs)
    return {"load": load, "wall": wall, "cpu": cpu, "programs": len(recs),
            "tests": sum(len(r.get("paths") or []) for r in recs), "busy": busy,
            "verdicts": Counter(r.get("verdict") for r in recs)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", help="checkout A (PYTHONPATH)")
    ap.add_argument("--b", help="checkout B (PYTHONPATH)")
    ap.add_argument("--a-cmd", help="command for A instead of python -m smith campaign")
    ap.add_argument("--b-cmd", help="command for B instead of python -m smith campaign")
    ap.add_argument("--count", type=int)
    ap.add_argument("--time")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1, help="A,B pairs (alternating order)")
    ap.add_argument("extra", nargs="*", help="more smith campaign options (after --)")
    args = ap.parse_args()
    if (args.count is None) == (args.time is None):
        raise SystemExit("give exactly one of --count and --time")
    budget = ["--count", str(args.count)] if args.count else ["--time", args.time]
    common = ["--jobs", str(args.jobs), "--seed", str(args.seed), *budget, *args.extra]
    sides = {}
    for name, tree, cmd in (("A", args.a, args.a_cmd), ("B", args.b, args.b_cmd)):
        env = dict(os.environ)
        if tree:
            env["PYTHONPATH"] = str(Path(tree).resolve())
        base = shlex.split(cmd) if cmd else [sys.executable, "-m", "smith", "campaign"]
        sides[name] = (base + common, env)
    totals: dict[str, list[dict]] = {"A": [], "B": []}
    print(f"{'run':>4} {'load':>5} {'wall s':>7} {'CPU s':>7} {'cores':>6} {'progs':>6} "
          f"{'tests':>6} {'tests/CPU-min':>14} {'occupancy':>10}")
    with tempfile.TemporaryDirectory(prefix="bench-campaign-") as tmp:
        order = []
        for r in range(args.rounds):
            order += ["A", "B"] if r % 2 == 0 else ["B", "A"]
        for i, name in enumerate(order):
            cmd, env = sides[name]
            res = run_side(cmd, env, Path(tmp) / f"{name}{i}")
            totals[name].append(res)
            print(f"{name:>4} {res['load']:>5.1f} {res['wall']:>7.1f} {res['cpu']:>7.1f} "
                  f"{res['cpu'] / res['wall']:>6.2f} {res['programs']:>6} {res['tests']:>6} "
                  f"{res['tests'] / res['cpu'] * 60:>14.1f} "
                  f"{res['busy'] / (args.jobs * res['wall']):>10.2f}", flush=True)
    agg = {}
    for name, runs in totals.items():
        s = {k: sum(r[k] for r in runs) for k in ("wall", "cpu", "tests", "busy")}
        agg[name] = s | {"cores": s["cpu"] / s["wall"], "per_cpu_min": s["tests"] / s["cpu"] * 60}
        print(f"{name}: cores used {agg[name]['cores']:.2f} of {args.jobs}, "
              f"{agg[name]['per_cpu_min']:.1f} tests per CPU-minute, verdicts "
              f"{dict(sum((r['verdicts'] for r in runs), Counter()))}")
    print(f"B / A: tests per CPU-minute {agg['B']['per_cpu_min'] / agg['A']['per_cpu_min']:.2f}x, "
          f"cores used {agg['B']['cores'] / agg['A']['cores']:.2f}x")


if __name__ == "__main__":
    main()
