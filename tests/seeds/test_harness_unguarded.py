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


# Dialect/Affine/simplify-affine-structures.mlir's semi-affine map (the harness drew
# s0 + s1 = 0: SIGFPE, crash eb84605c4705) and Dialect/Linalg/canonicalize.mlir's view of a
# drawn byte buffer as 16x16xf32 (3 bytes drawn: heap corruption, timeout fe0e7e4d8157)
SEMI_AFFINE_AND_VIEW = """
#map = affine_map<(d0, d1)[s0, s1] -> ((d0 + d1 - s0) mod (s0 + s1))>
func.func @semi_affine(%a: index, %b: index, %c: index, %d: index) -> index {
  %0 = affine.apply #map(%a, %b)[%c, %d]
  return %0 : index
}
func.func @view(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc(%n) : memref<?xi8>
  %v = memref.view %b[%c0][] : memref<?xi8> to memref<16x16xf32>
  %x = memref.load %v[%c0, %c0] : memref<16x16xf32>
  return %x : f32
}
func.func @view_fits() -> f32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %b = memref.alloc() : memref<2048xi8>
  %v = memref.view %b[%c0][%c7] : memref<2048xi8> to memref<?x11xf32>
  %x = memref.load %v[%c0, %c0] : memref<?x11xf32>
  return %x : f32
}
"""


def test_semi_affine_divisions_and_unchecked_views_are_skipped():
    out = harness(SEMI_AFFINE_AND_VIEW, Draw(0), "piece.mlir")
    assert out.skipped == {"semi_affine": "unguarded", "view": "unguarded"}
    assert out.functions == ("view_fits",)


# Dialect/Tensor/ops.mlir piece 1's concat of a drawn tensor with itself into a static 10
CONCAT_STATIC_SUM = """
func.func @concat(%t: tensor<?x?x?xf32>, %a: tensor<4x7x3xf32>) -> (tensor<?x10x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.concat dim(1) %t, %t : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x10x?xf32>
  %1 = tensor.concat dim(2) %a, %t : (tensor<4x7x3xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0, %1 : tensor<?x10x?xf32>, tensor<?x?x?xf32>
}
func.func @concat_dynamic(%t: tensor<?x?x?xf32>, %a: tensor<4x7x3xf32>) -> tensor<?x?x?xf32> {
  %1 = tensor.concat dim(2) %a, %t : (tensor<4x7x3xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}
"""


def test_a_concat_into_a_static_size_of_dynamic_operands_is_skipped():
    out = harness(CONCAT_STATIC_SUM, Draw(0), "ops.mlir")
    assert out.skipped == {"concat": "unguarded"}
    assert out.functions == ("concat_dynamic",)
