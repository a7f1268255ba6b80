// Piece 9 of Dialect/Affine/simplify-structures.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["semi_affine_simplification_euclidean_lemma"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/simplify-structures.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 5326736747589111967, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0, s1] -> (0)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ((d0 + d1 - s0) mod (s0 + s1))>
module {
  func.func @semi_affine_simplification_euclidean_lemma(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (index, index) {
    %0 = affine.apply #map(%arg0, %arg1)[%arg2, %arg3]
    %1 = affine.apply #map1(%arg0, %arg1)[%arg2, %arg3]
    return %0, %1 : index, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (index, index) {
    %0:2 = call @semi_affine_simplification_euclidean_lemma(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (index, index, index, index, index, index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_2 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c2, %c2_0, %c2_1, %c1, %c3, %c1_2) : (index, index, index, index, index, index) -> (index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_3 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
