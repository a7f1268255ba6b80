// Piece 4 of Dialect/Affine/affine-expand-index-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linearize_dynamic_disjoint"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-expand-index-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3937453563039761576, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linearize_dynamic_disjoint(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> index {
    %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, %arg4) : index
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> index {
    %0 = call @linearize_dynamic_disjoint(%arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c3_1 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3, %c0, %c3_0, %c1, %c3_1) : (index, index, index, index, index) -> index
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
