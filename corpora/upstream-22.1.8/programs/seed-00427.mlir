// Piece 55 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["merge_multiple_uses_of_affine_max_ops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 55, "release": "22.1.8"}, "seed": 7341746040008442082, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (s0 + 16, s0 * 8)>
#map1 = affine_map<()[s0, s1, s2] -> (s0, s1, s2 * 2)>
module {
  func.func @merge_multiple_uses_of_affine_max_ops(%arg0: index, %arg1: index) -> index {
    %0 = affine.max #map()[%arg0]
    %1 = affine.max #map1()[%0, %0, %arg1]
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> index {
    %0 = call @merge_multiple_uses_of_affine_max_ops(%arg0, %arg1) : (index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c2, %c1) : (index, index) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
