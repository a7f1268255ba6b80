"""The loop-wrapping mutation operators leave slices that free a buffer alone: wrapped in a
loop of two or more trips, a ``memref.dealloc`` frees its buffer twice (a 1-hour campaign's
crash 37464e93f6f7, prog-08211: ``wrap_affine_for`` around the ``memref.dealloc`` of
seed-00226, Conversion/SCFToGPU/parallel_loop.mlir)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir

from ground.draw import Draw
from ground.errors import Reject
from ground.mlir_ir import context, parse_verified, parse_verify, print_verified
from smith.gen.gen_options import GenOptions
from smith.mutate import mutate
from smith.mutate.registry import MutationContext
from smith.mutate.wrap import wrap_affine_for, wrap_scf_for, wrap_scf_if

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


PIECE = """
func.func @f(%m: memref<5xf32>) {
  memref.dealloc %m : memref<5xf32>
  return
}
"""


def _apply(op, seed: int) -> str:
    with context():
        module = parse_verified(PIECE, "piece")
        func = next(o.operation for o in module.body.operations)
        ctx = MutationContext(module=module, func=func, draw=Draw(seed), specs={},
                              options=GenOptions())
        op(ctx)
        return print_verified(module)


@pytest.mark.parametrize("op", [wrap_scf_for, wrap_affine_for])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_loops_do_not_wrap_a_dealloc(op, seed):
    with pytest.raises(Reject, match="free its buffer twice"):
        _apply(op, seed)


def test_scf_if_still_wraps_it():
    assert "scf.if" in _apply(wrap_scf_if, 0)
