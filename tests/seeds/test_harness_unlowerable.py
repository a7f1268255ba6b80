"""The harness drops functions no lowering path takes to runnable code: MLIR's tests of
``builtin.unrealized_conversion_cast`` itself (Conversion/ReconcileUnrealizedCasts/, seeds
00218 and 00617 of the shipped corpus: "LLVM Translation failed for operation:
builtin.unrealized_conversion_cast", 6 mutants of the 1-hour reach campaign) and the 16 GiB
constant of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir's ``@very_large_tensor``
("LLVM ERROR: SmallVector unable to grow", 5 programs), and functions whose result is a
buffer's address (Conversion/MemRefToLLVM/memref-to-llvm.mlir's
``@extract_aligned_pointer_as_index``, seed-00190: a checksum that changes from run to run, uninit-read group 9742391057d0, 5 programs). All were
harness input, not new MLIR bugs; the functions beside them are still harnessed."""

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
func.func @address(%m: memref<4xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %0 : index
}
func.func @leaf(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
"""


def test_casts_huge_constants_and_addresses_are_not_harnessed():
    h = harness(PIECE, Draw(3))
    assert h.skipped["cast_pair"] == "unlowerable"
    assert h.skipped["very_large_tensor"] == "unlowerable"
    assert h.skipped["calls_cast_pair"] == "calls declared"
    assert h.skipped["address"] == "address"
    assert h.functions == ("leaf",)
    assert "unrealized_conversion_cast" not in h.text
    assert "4294967296" not in h.text
    assert "unlowerable" in REASONS
    assert "address" in REASONS
