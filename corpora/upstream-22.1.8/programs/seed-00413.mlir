// Piece 2 of Dialect/Affine/affine-expand-index-ops-as-affine.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linearize_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-expand-index-ops-as-affine.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1970878389035374256, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linearize_static(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 3, 5) : index
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = call @linearize_static(%arg0, %arg1, %arg2) : (index, index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c1, %c2, %c3) : (index, index, index) -> index
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
