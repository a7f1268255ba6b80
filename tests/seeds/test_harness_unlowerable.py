"""The harness drops functions no lowering path takes to runnable code: MLIR's tests of
``builtin.unrealized_conversion_cast`` itself (Conversion/ReconcileUnrealizedCasts/, seeds
00218 and 00617 of the shipped corpus: "LLVM Translation failed for operation:
builtin.unrealized_conversion_cast", 6 mutants of the 1-hour reach campaign) and the 16 GiB
constant of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir's ``@very_large_tensor``
("LLVM ERROR: SmallVector unable to grow", 5 programs). Both were harness input, not new
MLIR bugs; the functions beside them are still harnessed."""

from __future__ import annotations

from ground.draw import Draw
from smith.gen.harness import REASONS, harness

PIECE = """
func.func @cast_pair(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
func.func @very_large_tensor() -> tensor<4294967296xi32> {
  %0 = arith.constant dense<1> : tensor<4294967296xi32>
  return %0 : tensor<4294967296xi32>
}
func.func @calls_cast_pair(%x: i64) -> i64 {
  %0 = call @cast_pair(%x) : (i64) -> i64
  return %0 : i64
}
func.func @leaf(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
"""


def test_casts_and_huge_constants_are_not_harnessed():
    h = harness(PIECE, Draw(3))
    assert h.skipped["cast_pair"] == "unlowerable"
    assert h.skipped["very_large_tensor"] == "unlowerable"
    assert h.skipped["calls_cast_pair"] == "calls declared"
    assert h.functions == ("leaf",)
    assert "unrealized_conversion_cast" not in h.text
    assert "4294967296" not in h.text
    assert "unlowerable" in REASONS
