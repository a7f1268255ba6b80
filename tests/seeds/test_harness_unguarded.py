"""The harness skips a function that keeps an op ubfix reports it cannot guard (reason
``unguarded``): its UB would be a false alarm of the harness's inputs, not an MLIR bug. The
case of the reach campaign's seeds (finding 6c38f240b0ca, 3 programs): MLIR's test
``@cast_to_static_strides`` casts a dynamically strided memref to ``strided<[9], offset: 5>``,
and the harness's argument, a fresh buffer, has other strides: the program read past it."""

from __future__ import annotations

from ground.draw import Draw
from smith.gen.harness import REASONS, harness

PIECE = """
func.func @cast_to_static_strides(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %0 = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[9], offset: 5>>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0] : memref<4xf32, strided<[9], offset: 5>>
  return %v : f32
}
func.func @plain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
"""


def test_a_function_with_an_unguarded_op_is_skipped_the_others_harnessed():
    out = harness(PIECE, Draw(3), "cast.mlir")
    assert out.skipped == {"cast_to_static_strides": "unguarded"}
    assert "unguarded" in REASONS
    assert out.functions == ("plain",)
    assert "memref.cast" not in out.text.split("func.func @plain", 1)[1]
    assert "call @plain" in out.text
