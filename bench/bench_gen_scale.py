"""Benchmark (run by hand): how generation cost grows with program size, phase by phase, and
generation against one ``mlir-opt`` verify of the same program, paired in one run.

    python bench/bench_gen_scale.py [--dialects tosa,arith] [--sizes 32,128,512,2048]
                                    [--seeds 3] [--seed 1]

For each template size (``smith gen --ops``) and seed, the program is generated phase by phase
exactly as ``smith gen`` does (template, instantiation, in-process verify, UB guards, checksum,
op histogram and printing), then ``mlir-opt`` verifies the final program once. Both are CPU
times (this process's for generation, the child's for ``mlir-opt``), so the figures hold on a
loaded machine. The table reports medians over the seeds: ops in ``@compute``, CPU ms per op of each
phase and of the whole, and generation / verify. Generation is linear in program size when
ms per op stays flat down the table.

Figures are ratios measured in one run on this machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import tempfile
import time
from pathlib import Path

from ground.draw import Draw, derive_seed
from ground.mlir_ir import kept_context, module_histogram, parse_verified, print_verified
from ground.proc import run_tool
from ground.toolchain import find_toolchain
from smith.gen.gen_options import GenOptions
from smith.gen.instantiate import instantiate
from smith.gen.program import cached_specs, generate_program, header, template_specs
from smith.gen.template import make_template
from ubfix.checksum import instrument_module
from ubfix.rewrite import fix_module

PHASES = ("template", "instantiate", "verify", "ubfix", "checksum", "print")


def timed_generation(seed: int, opts: GenOptions, version: str) -> tuple[str, dict[str, float]]:
    """The program text of ``seed`` and the CPU seconds of each phase (the steps of
    ``smith.gen.program.generate_program``, each timed)."""
    clock = time.process_time
    marks = [clock()]
    template = make_template(Draw(derive_seed(seed, "template")), template_specs(opts),
                             opts.dialects, opts.ops)
    marks.append(clock())
    inst = instantiate(Draw(derive_seed(seed, "instantiate")), template,
                       cached_specs(opts.dialects), opts)
    marks.append(clock())
    with kept_context():
        module = parse_verified(print_verified(parse_verified(inst.text)))
        marks.append(clock())
        fix_module(module)
        marks.append(clock())
        instrument_module(module)
        marks.append(clock())
        module_histogram(module, func="compute")
        text = print_verified(module)
    marks.append(clock())
    return header(seed, opts, version) + text, {
        name: b - a for name, a, b in zip(PHASES, marks, marks[1:])}


def _child_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes so far."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dialects", default="tosa,arith")
    ap.add_argument("--sizes", default="32,64,128,256,512,1024,2048",
                    help="template sizes (smith gen --ops), comma-separated")
    ap.add_argument("--seeds", type=int, default=3, help="programs per size")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    tc = find_toolchain()
    version = tc.version()
    dialects = tuple(sorted(args.dialects.split(",")))
    generate_program(0, GenOptions(dialects=dialects), version)  # warm imports and spec caches
    cols = ["--ops", "ops", *PHASES, "total", "gen ms", "verify ms", "gen/verify"]
    print(f"dialects {','.join(dialects)}; medians over {args.seeds} seeds; CPU times; phase "
          "columns and 'total' in ms per op of @compute")
    print(" ".join(f"{c:>11}" for c in cols))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "prog.mlir"
        for size in [int(s) for s in args.sizes.split(",")]:
            opts = GenOptions(dialects=dialects, ops=size)
            rows = []
            for i in range(args.seeds):
                seed = derive_seed(args.seed, size, i)
                prog = generate_program(seed, opts, version)
                text, t = timed_generation(seed, opts, version)
                if text != prog.text:
                    raise SystemExit(f"phase-by-phase generation differs from smith gen "
                                     f"(seed {seed}): this benchmark is out of date")
                path.write_text(text)
                verify = _child_cpu()
                r = run_tool([tc.mlir_opt, path, "-o", "/dev/null"], timeout=600)
                verify = _child_cpu() - verify
                if not r.ok:
                    raise SystemExit(f"mlir-opt does not verify the program of seed {seed}")
                n = sum(prog.op_histogram.values())
                gen = sum(t.values())
                rows.append([n, *(t[p] * 1e3 / n for p in PHASES), gen * 1e3 / n,
                             gen * 1e3, verify * 1e3, gen / verify])
            med = [statistics.median(col) for col in zip(*rows)]
            cells = [f"{size:>11}", f"{med[0]:>11.0f}"] + [f"{x:>11.3f}" for x in med[1:-3]]
            cells += [f"{med[-3]:>11.0f}", f"{med[-2]:>11.0f}", f"{med[-1]:>11.2f}"]
            print(" ".join(cells), flush=True)


if __name__ == "__main__":
    main()
