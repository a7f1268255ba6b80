"""Guards of an op masked by ``vector.mask`` go before the mask: its region holds exactly one
op ("expects only one operation to mask"), so a guard inside it was invalid IR (seen on
masked ``vector.transfer_read``/``write`` pieces of MLIR's vector tests)."""

from __future__ import annotations

from mlir import ir
from ubfix_helpers import run

from ground.mlir_ir import context
from ground.proc import run_tool
from ubfix.rewrite import fix_ub

MASKED = """
func.func @read(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 0.5 : f32
  %v = vector.mask %mask { vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @write(%m: memref<8x8xf32>, %i: index, %j: index, %mask: vector<4xi1>, %x: vector<4xf32>) {
  vector.mask %mask { vector.transfer_write %x, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32> } : vector<4xi1>
  return
}
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<8xf32>)
  %far = arith.constant 100 : index
  %mask = vector.constant_mask [3] : vector<4xi1>
  %v = call @read(%m, %far, %mask) : (memref<8xf32>, index, vector<4xi1>) -> vector<4xf32>
  vector.print %v : vector<4xf32>
  %c6 = arith.constant 6 : index
  %w = call @read(%m, %c6, %mask) : (memref<8xf32>, index, vector<4xi1>) -> vector<4xf32>
  vector.print %w : vector<4xf32>
  return
}
"""

LOWER = ("builtin.module(func.func(lower-vector-mask),convert-vector-to-scf,"
         "convert-linalg-to-loops,convert-scf-to-cf,convert-vector-to-llvm,"
         "finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)")


def test_masked_transfers_are_guarded_outside_the_mask(tc):
    res = fix_ub(MASKED, "masked.mlir")
    assert res.hits["vector_transfer"] == 2
    assert run_tool([tc.mlir_opt, "-", "-o", "/dev/null"], stdin=res.text, timeout=60).ok
    with context():
        module = ir.Module.parse(res.text)
        masks = []
        module.operation.walk(lambda o: masks.append(o) or ir.WalkResult.ADVANCE)
        masks = [o for o in masks if o.name == "vector.mask"]
        assert len(masks) == 2
        for mask in masks:
            inner = [o.name for o in mask.regions[0].blocks[0].operations]
            assert inner[0].startswith("vector.transfer_")
            assert inner[1:] == ["vector.yield"]
            assert "in_bounds" not in str(mask)  # [false] on the walked dim: the default
    # start 100 is clamped to 8 (every lane masked: padding); start 6 reads 2 lanes, pads 1
    rc, out = run(tc, res.text, LOWER)
    assert rc == 0, out
    assert out.split("\n")[:2] == ["( 0.5, 0.5, 0.5, 0.5 )", "( 1, 1, 0.5, 0.5 )"]
