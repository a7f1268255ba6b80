"""The loop-wrapping mutation operators never wrap a deallocation: a loop running it twice
frees the buffer twice (the reach campaign's mutant 4033 of
``dealloc-memoryeffect-interface.mlir`` piece 6 wrapped ``memref.load`` and
``memref.dealloc`` in ``affine.for 0 to 3``: crash 8f63a94c43c4, malloc's abort)."""

from __future__ import annotations

import pytest

from ground.draw import Draw
from ground.errors import Reject
from ground.mlir_ir import context, parse_verified, print_verified
from smith.gen.gen_options import GenOptions
from smith.mutate.registry import MutationContext
from smith.mutate.wrap import wrap_affine_for, wrap_scf_for, wrap_scf_if

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
    with pytest.raises(Reject, match="free its buffer again"):
        _apply(op, seed)


def test_scf_if_still_wraps_it():
    assert "scf.if" in _apply(wrap_scf_if, 0)
