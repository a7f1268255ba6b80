"""Benchmark (run by hand): differential tests per CPU-minute and cores used by
``smith campaign``, for two checkouts (or commands) paired in one run.

    python bench/bench_campaign.py --a /path/to/checkout-A --b /path/to/checkout-B
        [--count 40 | --time 3m] [--jobs 2] [--seed 1] [--rounds 2] [-- extra campaign options]

Each side runs ``python -m smith campaign`` with ``PYTHONPATH`` set to its checkout (``--a-cmd``
/ ``--b-cmd`` give a whole command instead, e.g. another interpreter), on the same seed and
options, alternating A, B, B, A, ... so that a change of machine load hits both alike. For each
run: wall seconds, CPU seconds of the campaign and every process under it, cores used
(CPU / wall), programs and path runs
(differential tests) journaled, tests per CPU-minute, and worker occupancy (the share of
``jobs x wall`` that the journal's per-program generation + run times cover: a starved pool
shows as occupancy well below 1 while cores used stays low). The last lines give B / A ratios
of the sums. With ``--count`` both sides do the same programs (same verdicts expected, printed);
with ``--time`` they do as many as fit.

CPU seconds count every descendant, whoever waits for it: ``RUSAGE_CHILDREN`` holds only the
processes that were waited for, and a process whose parent ends first (a compiler worker of a
pool worker that exits) is re-parented and never waited for by the campaign. So the bench makes
itself the child subreaper (``prctl(PR_SET_CHILD_SUBREAPER)``, Linux): such orphans come to it,
and it waits for them after the campaign ends (``orphans`` counts them: 0 when every process of
the campaign was waited for by its parent). Where a cgroup v1 ``cpuacct`` hierarchy is writable
(root), each run also goes into a cgroup of its own and ``cgroup CPU s`` is its
``cpuacct.usage``, which counts every task of the run whether waited for or not.

Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
The load average before each run is printed: cores used means little on a busy machine.
"""

from __future__ import annotations

import argparse
import ctypes
import errno
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


#: ``prctl`` option making this process the reaper of its descendants' orphans (linux/prctl.h)
PR_SET_CHILD_SUBREAPER = 36
CGROUP_ROOT = Path("/sys/fs/cgroup/cpuacct")


def become_subreaper() -> bool:
    """Orphaned descendants are re-parented to this process (Linux), so their CPU time reaches
    ``RUSAGE_CHILDREN`` once :func:`reap_orphans` waits for them."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _orphan_names() -> list[str]:
    """Command lines of this process's children still running (Linux ``/proc``)."""
    me, names = os.getpid(), []
    for d in Path("/proc").iterdir():
        try:
            stat = (d / "stat").read_text()
            if int(stat[stat.rindex(")") + 2:].split()[1]) == me:
                cmd = (d / "cmdline").read_text().replace("\0", " ").strip()[:100]
                names.append(cmd or stat[:stat.rindex(")") + 3])  # a zombie: "pid (comm) Z"
        except (OSError, ValueError, IndexError):
            continue
    return names


def reap_orphans() -> list[str]:
    """Wait for every remaining child (orphans re-parented here); their command lines (or
    ``?`` for those already ended)."""
    names = _orphan_names()
    n = 0
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return names + ["?"] * max(0, n - len(names))
        except OSError as exc:  # pragma: no cover - EINTR
            if exc.errno != errno.EINTR:
                raise
            continue
        n += 1


def make_cgroup(name: str) -> Path | None:
    """A fresh cgroup v1 ``cpuacct`` group (None where the hierarchy is absent or not ours)."""
    d = CGROUP_ROOT / name
    try:
        d.mkdir()
    except OSError:
        return None
    return d


def run_side(cmd: list[str], env: dict[str, str], out: Path, cgroup: Path | None) -> dict:
    """Run one campaign into ``out``; its wall and CPU seconds and what its journal holds."""
    load = os.getloadavg()[0]

    def enter_cgroup() -> None:  # in the child, before exec: every descendant inherits it
        if cgroup is not None:
            (cgroup / "cgroup.procs").write_text(str(os.getpid()))

    cpu0, t0 = _children_cpu(), time.monotonic()
    # from the run's own directory: ``python -m`` puts the working directory first on sys.path,
    # so started from a checkout both sides would import that checkout, not PYTHONPATH's
    proc = subprocess.Popen(cmd + ["--out", str(out), "--no-progress"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=enter_cgroup, cwd=out.parent)
    _, stderr = proc.communicate()
    wall = time.monotonic() - t0
    orphans = reap_orphans()
    cpu = _children_cpu() - cpu0
    cg_cpu = None
    if cgroup is not None:
        cg_cpu = int((cgroup / "cpuacct.usage").read_text()) / 1e9
        cgroup.rmdir()
    if proc.returncode != 0:
        raise SystemExit(f"{shlex.join(cmd)} failed ({proc.returncode}):\n{stderr[-2000:]}")
    recs = [json.loads(line) for line in (out / "campaign.jsonl").read_text().splitlines()
            if line.strip()]
    busy = sum(r.get("gen_seconds", 0.0) + r.get("run_seconds", 0.0) for r in recs)
    return {"load": load, "wall": wall, "cpu": cpu, "cg_cpu": cg_cpu, "orphans": orphans,
            "programs": len(recs),
            "tests": sum(len(r.get("paths") or []) for r in recs), "busy": busy,
            "verdicts": Counter(r.get("verdict") for r in recs),
            "per_program": {r["id"]: (r.get("verdict"), r.get("signature"), r.get("known_id"))
                            for r in recs}}


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
    reaper = become_subreaper()
    totals: dict[str, list[dict]] = {"A": [], "B": []}
    print(f"child subreaper: {'yes' if reaper else 'no (orphans may go uncounted)'}")
    print(f"{'run':>4} {'load':>5} {'wall s':>7} {'CPU s':>7} {'cgroup CPU s':>13} {'orphans':>8} "
          f"{'cores':>6} {'progs':>6} {'tests':>6} {'tests/CPU-min':>14} {'occupancy':>10}")
    with tempfile.TemporaryDirectory(prefix="bench-campaign-") as tmp:
        order = []
        for r in range(args.rounds):
            order += ["A", "B"] if r % 2 == 0 else ["B", "A"]
        for i, name in enumerate(order):
            cmd, env = sides[name]
            res = run_side(cmd, env, Path(tmp) / f"{name}{i}",
                           make_cgroup(f"{Path(tmp).name}-{name}{i}"))
            totals[name].append(res)
            cpu = res["cg_cpu"] if res["cg_cpu"] is not None else res["cpu"]
            cg = f"{res['cg_cpu']:.1f}" if res["cg_cpu"] is not None else "-"
            print(f"{name:>4} {res['load']:>5.1f} {res['wall']:>7.1f} {res['cpu']:>7.1f} "
                  f"{cg:>13} {len(res['orphans']):>8} {cpu / res['wall']:>6.2f} "
                  f"{res['programs']:>6} {res['tests']:>6} {res['tests'] / cpu * 60:>14.1f} "
                  f"{res['busy'] / (args.jobs * res['wall']):>10.2f}", flush=True)
            for o in res["orphans"]:
                print(f"     orphan reaped: {o}")
    agg = {}
    for name, runs in totals.items():
        s = {k: sum(r[k] for r in runs) for k in ("wall", "cpu", "tests", "busy")}
        if all(r["cg_cpu"] is not None for r in runs):  # the cgroup's count when there is one
            s["cpu"] = sum(r["cg_cpu"] for r in runs)
        agg[name] = s | {"cores": s["cpu"] / s["wall"], "per_cpu_min": s["tests"] / s["cpu"] * 60}
        print(f"{name}: cores used {agg[name]['cores']:.2f} of {args.jobs}, "
              f"{agg[name]['per_cpu_min']:.1f} tests per CPU-minute, verdicts "
              f"{dict(sum((r['verdicts'] for r in runs), Counter()))}")
    if args.count:
        first = totals["A"][0]["per_program"]
        same = all(r["per_program"] == first for runs in totals.values() for r in runs)
        print(f"verdict, signature and known id per program: "
              f"{'identical in every run' if same else 'DIFFER between runs'}")
    print(f"B / A: tests per CPU-minute {agg['B']['per_cpu_min'] / agg['A']['per_cpu_min']:.2f}x, "
          f"cores used {agg['B']['cores'] / agg['A']['cores']:.2f}x")

if __name__ == "__main__":
    main()
