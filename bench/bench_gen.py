"""Benchmark (run by hand): generation time per program against one ``mlir-opt`` verify of the
same program, and differential tests per minute.

    python bench/bench_gen.py --count 50 --seed 1 [--run]

Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from ground.draw import derive_seed
from ground.proc import run_tool
from ground.toolchain import find_toolchain
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dialects", default="arith,tosa")
    ap.add_argument("--run", action="store_true", help="also measure differential tests/minute")
    ap.add_argument("--paths", type=int, default=3)
    args = ap.parse_args()

    tc = find_toolchain()
    version = tc.version()
    opts = GenOptions(dialects=tuple(sorted(args.dialects.split(","))))
    generate_program(0, opts, version)  # warm caches (spec loading, imports)
    gen_s, verify_s = [], []
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        (corpus / "programs").mkdir(parents=True)
        for i in range(args.count):
            t0 = time.perf_counter()
            prog = generate_program(derive_seed(args.seed, i), opts, version)
            gen_s.append(time.perf_counter() - t0)
            path = corpus / "programs" / f"prog-{i:05d}.mlir"
            path.write_text(prog.text)
            r = run_tool([tc.mlir_opt, path, "-o", "/dev/null"], timeout=60)
            verify_s.append(r.seconds)
        g, v = statistics.mean(gen_s), statistics.mean(verify_s)
        print(f"programs: {args.count}")
        print(f"generation (template+instantiate+verify+ubfix+checksum), mean: {g * 1000:.1f} ms")
        print(f"one mlir-opt verify of the same program (subprocess), mean: {v * 1000:.1f} ms")
        print(f"ratio generation / mlir-opt verify: {g / v:.2f}")
        if args.run:
            from lowering.run.program import RunOptions
            from smith.app.campaign import run_campaign
            from smith.app.campaign_state import CampaignConfig
            from smith.app.run_dir import start_run

            t0 = time.perf_counter()
            config = CampaignConfig(seed=args.seed, gen=None,
                                    run=RunOptions(paths=args.paths, seed=args.seed),
                                    mlir_version=tc.version())
            summary = run_campaign(start_run(corpus, Path(tmp) / "run", config), progress=False)
            dt = time.perf_counter() - t0
            print(f"differential tests: {args.count} programs x {args.paths} paths in {dt:.1f} s "
                  f"= {args.count / dt * 60:.1f} programs/min, "
                  f"{args.count * args.paths / dt * 60:.1f} path runs/min")
            print(summary.text())


if __name__ == "__main__":
    main()
