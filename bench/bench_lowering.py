"""Lowering benchmarks (run by hand, real toolchain).

``python bench/bench_lowering.py pipeline --programs 30``
    Differential tests per CPU-minute: the same programs and the same (topo) paths, lowered
    once as ONE ``--pass-pipeline`` per path (LLVM dialect handed to mlir-runner as bytecode;
    mlir-runner skipped for byte-identical lowered output of an earlier path) versus one
    mlir-opt process per pass (IR text through stdin/stdout), each followed by mlir-runner.
    Both sides run mlir-opt with ``--mlir-disable-threading``. CPU time = user+sys of this
    process and its waited-for children (``getrusage`` SELF + CHILDREN). Reports both rates
    and their ratio.

``python bench/bench_lowering.py feedback --corpus C --programs 300 --paths 10 -j 2 --log L``
    Stepwise (LOBE) path construction with and without priority feedback on the same programs,
    in one run: reach rate (paths reaching LLVM), stop reasons, steps, failed conversions,
    mlir-opt processes. ``--summarize L`` re-reads the rows of a (partial) run.

Programs come from ``smith gen`` (``--ops``, ``--seed``) into a temporary corpus.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ground.draw import Draw, derive_seed  # noqa: E402
from ground.proc import run_tool  # noqa: E402
from ground.toolchain import find_toolchain  # noqa: E402
from lowering.execute import normalize_output, runner_argv  # noqa: E402
from lowering.optrec import load_optrec  # noqa: E402
from lowering.passmap import load_passmap  # noqa: E402
from lowering.paths import draw_paths  # noqa: E402
from lowering.pipeline import PassRunner, ir_hash  # noqa: E402
from lowering.stepwise import StepwiseOptions, explore_program  # noqa: E402


def _gen(n: int, seed: int, ops: int, out: Path) -> list[Path]:
    import subprocess

    subprocess.run([sys.executable, "-m", "smith", "gen", "--count", str(n), "--seed", str(seed),
                    "--ops", str(ops), "--out", str(out), "--no-progress"], check=True,
                   capture_output=True)
    return sorted((out / "programs").glob("*.mlir"))


def _cpu() -> float:
    """CPU seconds (user + sys) of this process and of every waited-for child (mlir-opt,
    mlir-runner)."""
    return sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                 resource.getrusage(resource.RUSAGE_CHILDREN)))


def bench_pipeline(args) -> dict:
    tc = find_toolchain()
    pm = load_passmap(tc)
    with tempfile.TemporaryDirectory() as tmp:
        files = _gen(args.programs, args.seed, args.ops, Path(tmp) / "c")
        work = Path(tmp) / "w"
        work.mkdir()
        jobs = []
        for f in files:
            text = f.read_text()
            for p in draw_paths(text, pm, Draw(derive_seed(args.seed, "bench", f.stem)),
                                k=args.paths):
                jobs.append((f.stem, text, p))
        # both sides: single-threaded mlir-opt (the reproducers' disable_threading too)
        runner = PassRunner(tc, pm.func_nested, timeout=120,
                            extra_args=["--mlir-disable-threading"])
        out: dict = {"programs": len(files), "paths": len(jobs)}
        outputs: dict[str, dict] = {"whole": {}, "per-pass": {}}
        for mode in ("whole", "per-pass"):
            c0, w0 = _cpu(), time.monotonic()
            tests = reused = 0
            seen: dict[str, str] = {}
            for i, (pid, text, p) in enumerate(jobs):
                low = work / f"{mode}-{i}.mlir"
                if mode == "whole":  # one process; LLVM dialect handed over as bytecode
                    low = work / f"{mode}-{i}.mlirbc"
                    res = run_tool(runner.argv(p.passes, ["--emit-bytecode", "-o", str(low)]),
                                   stdin=text, timeout=120)
                    ok = res.ok
                    ir = low.read_bytes().hex() if ok else None
                else:
                    ir, ok = text, True
                    for q in p.passes:
                        res = runner.run(ir, [q])
                        if not res.ok:
                            ok = False
                            break
                        ir = res.ir
                if ok:
                    key = ir_hash(ir or "")
                    if mode == "whole" and key in seen:  # byte-identical LLVM IR: same run
                        outputs[mode][f"{pid}/{p.name}"] = seen[key]
                        reused += 1
                    else:
                        if mode != "whole":
                            low.write_text(ir or "")
                        run = run_tool(runner_argv(tc, low), timeout=60, cwd=work)
                        outputs[mode][f"{pid}/{p.name}"] = normalize_output(run.stdout)
                        seen[key] = outputs[mode][f"{pid}/{p.name}"]
                tests += 1
            cpu, wall = _cpu() - c0, time.monotonic() - w0
            out[mode] = {"cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
                         "tests_per_cpu_min": round(tests / cpu * 60, 1),
                         "runner_runs_saved": reused}
        out["ratio"] = round(out["whole"]["tests_per_cpu_min"]
                             / out["per-pass"]["tests_per_cpu_min"], 2)
        w, pp = outputs["whole"], outputs["per-pass"]
        common = sorted(set(w) & set(pp))
        out["completed"] = {"whole": len(w), "per-pass": len(pp)}
        out["differing_outputs"] = [k for k in common if w[k] != pp[k]]
        out["mean_passes_per_path"] = round(sum(len(p.passes) for _, _, p in jobs) / len(jobs), 1)
        return out


def _explore_both(job: tuple) -> dict:
    """One program, stepwise with and without feedback (same seed, same draws): the counts and
    the stop reason of every path that did not reach LLVM. Runs in its own process
    (``explore-one``)."""
    path, seed, k, max_step, tmp = job
    tc = find_toolchain()
    pm, rec = load_passmap(tc), load_optrec(tc)
    f = Path(path)
    row: dict = {"id": f.stem}
    # one content-addressed mlir-opt cache for both modes (same IR + passes = same result)
    runner = PassRunner(tc, frozenset(pm.func_nested | rec.func_nested), timeout=120)
    for fb in (True, False):
        p0 = runner.processes
        ex = explore_program(f.read_text(), pm, rec, tc, Draw(derive_seed(seed, "fb", f.stem)), k,
                             Path(tmp) / f"w{int(fb)}" / f.stem,
                             StepwiseOptions(feedback=fb, max_step=max_step), runner=runner,
                             execute=False)
        row["feedback" if fb else "no-feedback"] = {
            "paths": len(ex.paths), "lowered": ex.lowered,
            "steps": sum(len(p.events) for p in ex.paths),
            "failed_conversions": sum(e.outcome == "fail" and e.phase == "conv"
                                      for p in ex.paths for e in p.events),
            "processes": ex.processes - p0,
            "stops": [p.stop_reason() for p in ex.paths if p.status != "lowered"]}
    return row


def bench_feedback(args) -> dict:
    """Reach rate with and without feedback, measured in one run on the same programs: each
    program is explored both ways by one ``explore-one`` subprocess (``-j`` at a time). Rows
    are appended to ``--log`` as they finish, so a partial run still gives paired numbers."""
    from concurrent.futures import as_completed

    with tempfile.TemporaryDirectory() as tmp:
        if args.corpus:
            files = sorted((Path(args.corpus) / "programs").glob("*.mlir"))[: args.programs]
        else:
            files = _gen(args.programs, args.seed, args.ops, Path(tmp) / "c")
        t0 = time.monotonic()
        rows = []
        log = open(args.log, "w") if args.log else None

        def one(f: Path) -> dict:
            # a subprocess per program: a crash of the in-process MLIR bindings is data
            argv = [sys.executable, __file__, "explore-one", str(f), "--seed", str(args.seed),
                    "--paths", str(args.paths), "--max-step", str(args.max_step),
                    "--work", tmp]
            res = run_tool(argv, timeout=3600)
            if res.ok:
                return json.loads(res.stdout.strip().splitlines()[-1])
            return {"id": f.stem, "error": res.stderr.strip().splitlines()[-1:]
                    or [f"rc={res.returncode}"]}

        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(args.jobs) as pool:
            for fut in as_completed([pool.submit(one, f) for f in files]):
                rows.append(fut.result())
                if log:
                    log.write(json.dumps(rows[-1]) + "\n")
                    log.flush()
    return summarize_reach(rows) | {"wall_s": round(time.monotonic() - t0, 1)}


def summarize_reach(rows: list[dict]) -> dict:
    """Totals per mode (paths, lowered, reach rate, steps, failed conversions, mlir-opt
    processes) and the stop reasons by frequency, from ``_explore_both`` rows."""
    from collections import Counter

    res: dict = {"programs": len(rows),
                 "worker_errors": [r for r in rows if "error" in r]}
    for mode in ("feedback", "no-feedback"):
        tot: Counter = Counter()
        stops: Counter = Counter()
        for r in rows:
            if "error" in r:
                continue
            m = r[mode]
            tot.update({k: m[k] for k in ("paths", "lowered", "steps", "failed_conversions",
                                          "processes")})
            stops.update(m["stops"])
        res[mode] = dict(tot) | {
            "reach_rate": round(tot["lowered"] / tot["paths"], 4) if tot["paths"] else None,
            "stops": dict(stops.most_common())}
    return res


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["pipeline", "feedback", "explore-one"])
    ap.add_argument("program", nargs="?", help="explore-one: the program file")
    ap.add_argument("--work", help="explore-one: work directory")
    ap.add_argument("--programs", type=int, default=20)
    ap.add_argument("--paths", type=int, default=3)
    ap.add_argument("--ops", type=int, default=32, help="ops per template (smith gen's default)")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--max-step", type=int, default=30)
    ap.add_argument("--corpus", help="feedback: use this corpus (its programs/*.mlir, the "
                    "first --programs of them) instead of generating one")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="feedback: worker processes")
    ap.add_argument("--log", help="feedback: append one JSON row per program to this file")
    ap.add_argument("--summarize", help="feedback: only summarise an existing --log file")
    args = ap.parse_args()
    if args.what == "explore-one":
        print(json.dumps(_explore_both((args.program, args.seed, args.paths, args.max_step,
                                        args.work))))
        return
    if args.summarize:
        rows = [json.loads(line) for line in open(args.summarize)]
        print(json.dumps(summarize_reach(rows), indent=1))
        return
    out = bench_pipeline(args) if args.what == "pipeline" else bench_feedback(args)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
