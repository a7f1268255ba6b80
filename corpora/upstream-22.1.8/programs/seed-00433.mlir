// Piece 101 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linearize_unit_basis_zero"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 101, "release": "22.1.8"}, "seed": 8460826986960385625, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linearize_unit_basis_zero(%arg0: index, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %0 = affine.linearize_index [%arg0, %c0, %arg1] by (3, 1, %arg2) : index
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = call @linearize_unit_basis_zero(%arg0, %arg1, %arg2) : (index, index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2, %c2_0, %c2_1) : (index, index, index) -> index
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
