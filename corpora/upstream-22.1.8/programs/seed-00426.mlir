// Piece 51 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dont_merge_affine_min_if_not_single_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 51, "release": "22.1.8"}, "seed": 8601395395917121672, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (s0 + 16, s0 * 8)>
#map1 = affine_map<(d0)[s0] -> (s0 + 4, d0 + 7)>
module {
  func.func @dont_merge_affine_min_if_not_single_dim(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = affine.min #map()[%arg0]
    %1 = affine.min #map1(%0)[%arg2]
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = call @dont_merge_affine_min_if_not_single_dim(%arg0, %arg1, %arg2) : (index, index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c0, %c3, %c2) : (index, index, index) -> index
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
