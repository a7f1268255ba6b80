"""The loop-wrapping mutation operators leave slices that free a buffer alone: wrapped in a
loop of two or more trips, a ``memref.dealloc`` frees its buffer twice (a 1-hour campaign's
crash 37464e93f6f7, prog-08211: ``wrap_affine_for`` around the ``memref.dealloc`` of
seed-00226, Conversion/SCFToGPU/parallel_loop.mlir)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir

from ground.mlir_ir import parse_verify
from smith.mutate import mutate

SEED = (Path(__file__).resolve().parents[2] / "corpora" / "upstream-22.1.8" / "programs"
        / "seed-00226.mlir")
#: the drawn slices over this seed's ops: enough of them end at its two deallocs
DRAWS = range(40)


def _dealloc_in_loop(text: str) -> bool:
    """Whether a ``memref.dealloc`` of ``text`` sits (at any depth) in an ``scf.for`` or an
    ``affine.for`` (the seed has none)."""
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(text)
        found = []

        def visit(op, loops):
            name = op.operation.name
            if name == "memref.dealloc" and loops:
                found.append(op)
            inside = loops + (name in ("scf.for", "affine.for"))
            for region in op.operation.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        visit(inner, inside)

        visit(module.operation, 0)
        return bool(found)


@pytest.mark.parametrize("name", ["wrap_affine_for", "wrap_scf_for"])
def test_loop_wrap_leaves_deallocs_out(name):
    assert not _dealloc_in_loop(SEED.read_text())
    mutants = 0
    for d in DRAWS:
        out = mutate(SEED, d, "22.1.8", operators=(name,), steps=1)
        if out.text is None:
            continue
        parse_verify(out.text, name)
        mutants += 1
        assert not _dealloc_in_loop(out.text), (name, d)
    assert mutants >= 5, mutants
