// Piece 19 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_fill_extract"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 19, "release": "22.1.8"}, "seed": 5619210707684462124, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_fill_extract(%arg0: i1) -> i1 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = tensor.empty(%c1) : tensor<1x2x3x?xi1>
    %1 = linalg.fill ins(%arg0 : i1) outs(%0 : tensor<1x2x3x?xi1>) -> tensor<1x2x3x?xi1>
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c3_1 = arith.constant 3 : index
    %dim = tensor.dim %1, %c3_1 : tensor<1x2x3x?xi1>
    %2 = arith.remui %c0, %dim : index
    %extracted = tensor.extract %1[%c0, %c0, %c0, %2] : tensor<1x2x3x?xi1>
    return %extracted : i1
  }
  func.func @smith_harness_0(%arg0: i1) -> i1 {
    %0 = call @fold_fill_extract(%arg0) : (i1) -> i1
    return %0 : i1
  }
  func.func @main() {
    %false = arith.constant false
    %0 = call @smith_harness_0(%false) : (i1) -> i1
    %1 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
