"""Lowering benchmarks (run by hand, real toolchain).

``python bench/bench_lowering.py pipeline --programs 20``
    Differential tests per CPU-minute: the same programs and the same (topo) paths, lowered
    once as ONE ``--pass-pipeline`` per path versus one mlir-opt process per pass (IR passed
    through files), each followed by mlir-runner. CPU time = user+sys of the child processes
    (``resource.getrusage(RUSAGE_CHILDREN)``). Reports both rates and their ratio.

``python bench/bench_lowering.py feedback --programs 50 --paths 10``
    Stepwise (LOBE) path construction with and without priority feedback on the same programs,
    in one run: paths reaching LLVM, steps, failed conversions, mlir-opt processes.

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

from lowering.execute import normalize_output, runner_argv  # noqa: E402
from lowering.optrec import load_optrec  # noqa: E402
from lowering.passmap import load_passmap  # noqa: E402
from lowering.paths import draw_paths  # noqa: E402
from lowering.pipeline import PassRunner  # noqa: E402
from lowering.stepwise import StepwiseOptions, explore_program  # noqa: E402
from smith.draw import Draw, derive_seed  # noqa: E402
from smith.proc import run_tool  # noqa: E402
from smith.toolchain import find_toolchain  # noqa: E402


def _gen(n: int, seed: int, ops: int, out: Path) -> list[Path]:
    import subprocess

    subprocess.run([sys.executable, "-m", "smith", "gen", "--count", str(n), "--seed", str(seed),
                    "--ops", str(ops), "--out", str(out), "--no-progress"], check=True,
                   capture_output=True)
    return sorted((out / "programs").glob("*.mlir"))


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


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
        runner = PassRunner(tc, pm.func_nested, timeout=120)
        out: dict = {"programs": len(files), "paths": len(jobs)}
        outputs: dict[str, dict] = {"whole": {}, "per-pass": {}}
        for mode in ("whole", "per-pass"):
            c0, w0 = _cpu(), time.monotonic()
            tests = 0
            for i, (pid, text, p) in enumerate(jobs):
                if mode == "whole":
                    res = runner.run(text, p.passes)
                    ok, ir = res.ok, res.ir
                else:
                    ir, ok = text, True
                    for q in p.passes:
                        res = runner.run(ir, [q])
                        if not res.ok:
                            ok = False
                            break
                        ir = res.ir
                low = work / f"{mode}-{i}.mlir"
                if ok:
                    low.write_text(ir or "")
                    run = run_tool(runner_argv(tc, low), timeout=60, cwd=work)
                    outputs[mode][f"{pid}/{p.name}"] = normalize_output(run.stdout)
                tests += 1
            cpu, wall = _cpu() - c0, time.monotonic() - w0
            out[mode] = {"cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
                         "tests_per_cpu_min": round(tests / cpu * 60, 1)}
        out["ratio"] = round(out["whole"]["tests_per_cpu_min"]
                             / out["per-pass"]["tests_per_cpu_min"], 2)
        w, pp = outputs["whole"], outputs["per-pass"]
        common = sorted(set(w) & set(pp))
        out["completed"] = {"whole": len(w), "per-pass": len(pp)}
        out["differing_outputs"] = [k for k in common if w[k] != pp[k]]
        out["mean_passes_per_path"] = round(sum(len(p.passes) for _, _, p in jobs) / len(jobs), 1)
        return out


def bench_feedback(args) -> dict:
    tc = find_toolchain()
    pm = load_passmap(tc)
    rec = load_optrec(tc)
    res: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        files = _gen(args.programs, args.seed, args.ops, Path(tmp) / "c")

        def one(fb: bool) -> None:
            t0 = time.monotonic()
            tot = {"paths": 0, "lowered": 0, "crash": 0, "stuck_or_max": 0, "steps": 0,
                   "failed_conversions": 0, "processes": 0, "programs_all_lowered": 0}
            for f in files:
                opts = StepwiseOptions(feedback=fb, max_step=args.max_step)
                ex = explore_program(f.read_text(), pm, rec, tc,
                                     Draw(derive_seed(args.seed, "fb", f.stem)), args.paths,
                                     Path(tmp) / f"w{int(fb)}" / f.stem, opts, execute=False)
                tot["paths"] += len(ex.paths)
                tot["lowered"] += ex.lowered
                tot["crash"] += sum(p.status in ("crash", "timeout") for p in ex.paths)
                tot["stuck_or_max"] += sum(p.status in ("stuck", "max-step") for p in ex.paths)
                tot["steps"] += sum(len(p.events) for p in ex.paths)
                tot["failed_conversions"] += sum(e.outcome == "fail" and e.phase == "conv"
                                                 for p in ex.paths for e in p.events)
                tot["processes"] += ex.processes
                tot["programs_all_lowered"] += ex.lowered == len(ex.paths)
            tot["wall_s"] = round(time.monotonic() - t0, 1)
            res["feedback" if fb else "no-feedback"] = tot
            print(json.dumps({("feedback" if fb else "no-feedback"): tot}), flush=True)

        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(2) as pool:  # both variants in one run, side by side
            list(pool.map(one, (True, False)))
    return res


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["pipeline", "feedback"])
    ap.add_argument("--programs", type=int, default=20)
    ap.add_argument("--paths", type=int, default=3)
    ap.add_argument("--ops", type=int, default=16)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--max-step", type=int, default=30)
    args = ap.parse_args()
    out = bench_pipeline(args) if args.what == "pipeline" else bench_feedback(args)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
