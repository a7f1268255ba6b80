// Piece 130 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["propagate_index_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 130, "release": "22.1.8"}, "seed": 6857982267173483142, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @propagate_index_cast(%arg0: tensor<1xi32>) -> index {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg0 : tensor<1xi32> to tensor<1xindex>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %0[%c0] : tensor<1xindex>
    return %extracted : index
  }
  func.func @smith_harness_0(%arg0: tensor<1xi32>) -> index {
    %0 = call @propagate_index_cast(%arg0) : (tensor<1xi32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<6> : tensor<1xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<1xi32>) -> index
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
