// Piece 111 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cancel_linearize_delinearize_tail"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 111, "release": "22.1.8"}, "seed": 1802465853570167875, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cancel_linearize_delinearize_tail(%arg0: index, %arg1: index) -> index {
    %0:3 = affine.delinearize_index %arg0 into (3, 4, 8) : index, index, index
    %1 = affine.linearize_index [%arg1, %0#1, %0#2] by (5, 4, 8) : index
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> index {
    %0 = call @cancel_linearize_delinearize_tail(%arg0, %arg1) : (index, index) -> index
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
