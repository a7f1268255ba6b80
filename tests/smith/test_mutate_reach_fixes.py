"""Two mutation defects met by the 1-hour reach campaign with the shipped seeds, each on the
shipped seeds that showed it: ``splice_function`` copied the functions of pipeline seeds
(``gpu.alloc`` of Dialect/GPU/canonicalize.mlir, ``acc.*`` of Dialect/OpenACC) into run
programs, and the ``wrap_*`` operators put tosa ops with unranked results
(Dialect/Tosa/tosa-infer-shapes.mlir) where ``tosa-infer-shapes`` does not rank them."""

from __future__ import annotations

import shutil
from pathlib import Path

from mlir import ir

from ground.header import read_header
from ground.mlir_ir import kept_context, parse_verified
from smith.mutate import mutate
from smith.mutate.irview import walk

SEEDS = Path(__file__).resolve().parents[2] / "corpora" / "upstream-22.1.8" / "programs"
#: Dialect/SCF/for-loop-peeling-front.mlir piece 4 (the mutated seed of the campaign's
#: prog-08589), Dialect/GPU/canonicalize.mlir piece 9 (a pipeline seed: gpu.alloc, the donor
#: that mutant spliced) and Analysis/DataFlow/test-last-modified-callgraph.mlir piece 1
TARGET, PIPELINE, HARNESSED = "seed-00932.mlir", "seed-00623.mlir", "seed-00000.mlir"
UNRANKED = "seed-01150.mlir"  # Dialect/Tosa/tosa-infer-shapes.mlir piece 2
WRAPS = ("wrap_scf_if", "wrap_scf_for", "wrap_affine_for")
REGION_OPS = ("scf.if", "scf.for", "affine.for")


def _corpus(tmp_path: Path, *names: str) -> Path:
    d = tmp_path / "programs"
    d.mkdir(parents=True)
    for n in names:
        shutil.copy(SEEDS / n, d / n)
    return d


def _donors(out) -> list[str]:
    return [s["donor"] for s in read_header(out.text)["mutation"]["steps"]
            if s["operator"] == "splice_function"]


def test_pipeline_seeds_are_no_donors(tmp_path):
    """A harnessed mutant splices harnessed seeds only: with a pipeline seed (gpu.alloc, no
    harness) as the only other program every splice is not applicable; beside a harnessed
    seed, that one is spliced."""
    alone = _corpus(tmp_path / "a", TARGET, PIPELINE)
    for k in range(4):
        out = mutate(alone / TARGET, k, "22.1.8", operators=("splice_function",), steps=1)
        assert out.text is None, out.reason
        assert out.reason == "not-applicable", out.reason
    both = _corpus(tmp_path / "b", TARGET, PIPELINE, HARNESSED)
    made = []
    for k in range(4):
        out = mutate(both / TARGET, k, "22.1.8", operators=("splice_function",), steps=1)
        if out.text is not None:
            made += _donors(out)
            assert "gpu." not in out.text
    assert made
    assert set(made) == {HARNESSED}, made


def _unranked_in_regions(text: str) -> list[str]:
    """The ops with an unranked tensor result inside an scf.if / scf.for / affine.for."""
    found = []
    with kept_context():
        module = parse_verified(text, "mutant")
        for op in walk(module.operation):
            if op.name in REGION_OPS:
                found += [o.name for o in walk(op)
                          if any(isinstance(r.type, ir.UnrankedTensorType) for r in o.results)]
    return found


def test_wraps_leave_unranked_tosa_ops_in_the_function_body():
    """The wrap operators do not move a tosa op with a tensor<*x..> result into a region (it
    would stay unranked through tosa-infer-shapes); they still wrap the seed's ranked ops."""
    seed = SEEDS / UNRANKED
    wrapped = []
    for k in (0, 1, 2, 3, 16, 30):  # 16 and 30 draw slices of ranked ops
        out = mutate(seed, k, "22.1.8", operators=WRAPS, steps=1)
        if out.text is None:
            assert out.reason == "not-applicable", out.reason
            continue
        assert _unranked_in_regions(out.text) == [], k
        wrapped.append(k)
    assert wrapped == [16, 30]
