"""Benchmark (run by hand): ``mlir-runner`` with and without smith's LLVM code generation
options (``ground/runner_codegen.json``, ``Toolchain.runner_codegen``) on the same lowered
modules: CPU seconds per module of each, paired, and whether every module prints the same.

    python bench/bench_codegen.py [--count 15] [--seed 12] [--dialects tosa,arith] [--rounds 2]

The programs are those of ``smith gen --count N --seed S`` (``--dialects``), each lowered with
``mlir-opt`` along the paths a campaign with the same seed draws for it; every lowered module is
then run by ``mlir-runner`` without and with the options, alternating which goes first, as
separate processes (the options are process-wide LLVM settings), ``--rounds`` times. Process
start is in both sides alike; the JIT's code generation is the difference.
Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import tempfile
from pathlib import Path

from ground.draw import Draw, derive_seed
from ground.toolchain import find_toolchain
from lowering.execute import normalize_output
from lowering.passmap import load_passmap
from lowering.paths import draw_paths
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program


def _cpu_run(argv: list[str], timeout: float = 300.0) -> tuple[float, str]:
    """CPU seconds (user + system) of ``argv`` and its normalised stdout (the run stopped after
    ``timeout`` seconds: an error)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    res = subprocess.run(argv, capture_output=True, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if res.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:2])} failed (exit {res.returncode})")
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return cpu, normalize_output(res.stdout.decode(errors="replace"))


def _lowered(tc, count: int, seed: int, dialects: tuple[str, ...], tmp: Path) -> list[Path]:
    """The LLVM-dialect modules of the first ``count`` programs along their drawn paths."""
    pm, out = load_passmap(tc), []
    version = tc.version()
    for i in range(count):
        prog = generate_program(derive_seed(seed, i), GenOptions(dialects=dialects), version)
        pid = f"prog-{i:05d}"
        src = tmp / f"{pid}.mlir"
        src.write_text(prog.text)
        for path in draw_paths(prog.text, pm, Draw(derive_seed(seed, "paths", pid))):
            low = tmp / f"{pid}-{path.name}.ll.mlir"
            res = subprocess.run([str(tc.mlir_opt), str(src), f"--pass-pipeline={path.pipeline()}",
                                  "-o", str(low)], capture_output=True, timeout=600)
            if res.returncode == 0:
                out.append(low)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=15)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--dialects", default="tosa,arith")
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    tc = find_toolchain()
    options = list(tc.runner_codegen)
    base = [str(tc.mlir_runner), "-e", "main", "--entry-point-result=void", tc.shared_libs_flag]
    with tempfile.TemporaryDirectory(prefix="bench-codegen-") as tmp:
        modules = _lowered(tc, args.count, args.seed,
                           tuple(sorted(args.dialects.split(","))), Path(tmp))
        cpu = {"default": 0.0, "options": 0.0}
        same = 0
        for r in range(args.rounds):
            for k, low in enumerate(modules):
                sides = [("default", []), ("options", options)]
                outs = {}
                for name, extra in (sides if (r + k) % 2 == 0 else sides[::-1]):
                    sec, outs[name] = _cpu_run([*base, str(low), *extra])
                    cpu[name] += sec
                same += outs["default"] == outs["options"]
    n = len(modules) * args.rounds
    print(f"{len(modules)} lowered modules x {args.rounds} rounds; options: {' '.join(options)}")
    print(f"mlir-runner CPU s per module: default {cpu['default'] / n:.3f}, "
          f"with the options {cpu['options'] / n:.3f}; "
          f"ratio {cpu['default'] / cpu['options']:.2f}x")
    print(f"same output: {same} of {n}")


if __name__ == "__main__":
    main()
