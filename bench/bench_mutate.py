"""Benchmark (run by hand): how often each mutation operator (``smith.mutate``) applies and how
often its mutant verifies, over a seed corpus.

    python bench/bench_mutate.py SEED_DIR [--count 200] [--seed 7] [--steps 1] [--out DIR]

Mutant *i* mutates seed ``i mod n`` (the corpus' programs in order) with
``Draw(derive_seed(seed, i))`` and ``--steps`` steps (default 1, so each mutant is one
operator's), the operator drawn as a campaign draws it. Per operator: attempts applied (the
mutant verified), verify-failed (discarded) and not-applicable (no site fits; another operator
is drawn), and the share that verify, applied / (applied + verify-failed). ``--out DIR`` writes
the kept mutants as ``DIR/programs/mut-NNNNN.mlir`` (a corpus ``smith run`` takes). Nothing
here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from ground.draw import derive_seed
from ground.manifest import corpus_files
from smith.mutate import mutate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed_dir", type=Path)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--mlir-version", default="22.1.8")
    args = ap.parse_args()
    seeds = [p for _, p in corpus_files(args.seed_dir).programs]
    if args.out:
        (args.out / "programs").mkdir(parents=True, exist_ok=True)
    tried: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    kept = 0
    t0 = time.monotonic()
    for i in range(args.count):
        out = mutate(seeds[i % len(seeds)], derive_seed(args.seed, i), args.mlir_version,
                     steps=args.steps)
        for op, counts in out.tried.items():
            for what, n in counts.items():
                tried[(op, what)] += n
        if out.text is None:
            reasons[out.reason] += 1
            continue
        kept += 1
        if args.out:
            (args.out / "programs" / f"mut-{i:05d}.mlir").write_text(out.text)
    print(f"{kept}/{args.count} mutants of {len(seeds)} seeds kept in "
          f"{time.monotonic() - t0:.0f} s; discarded: {dict(sorted(reasons.items()))}")
    print(f"{'operator':18s} {'applied':>8s} {'verify-failed':>14s} {'not-applicable':>15s} "
          f"{'verify share':>13s}")
    for op in sorted({op for op, _ in tried}):
        a, v = tried[(op, "applied")], tried[(op, "verify-failed")]
        na = tried[(op, "not-applicable")]
        share = f"{a / (a + v):.3f}" if a + v else "-"
        print(f"{op:18s} {a:8d} {v:14d} {na:15d} {share:>13s}")


if __name__ == "__main__":
    main()
