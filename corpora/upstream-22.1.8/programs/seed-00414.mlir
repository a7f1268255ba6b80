// Piece 0 of Dialect/Affine/affine-expand-index-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["delinearize_static_basis"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-expand-index-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4870159196044065543, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @delinearize_static_basis(%arg0: index) -> (index, index, index) {
    %0:3 = affine.delinearize_index %arg0 into (16, 224, 224) : index, index, index
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_0(%arg0: index) -> (index, index, index) {
    %0:3 = call @delinearize_static_basis(%arg0) : (index) -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0:3 = call @smith_harness_0(%c1) : (index) -> (index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
