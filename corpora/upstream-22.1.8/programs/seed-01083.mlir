// Piece 0 of Dialect/Tensor/int-range-inference.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_const"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/int-range-inference.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8415214733305668013, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_const(%arg0: tensor<3x5xi32>) -> index {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<3x5xi32>
    return %dim : index
  }
  func.func @smith_harness_0(%arg0: tensor<3x5xi32>) -> index {
    %0 = call @dim_const(%arg0) : (tensor<3x5xi32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[[11, 1, 576014866, -14, -5], [-12, 0, 0, -1693798354, -1], [13, -1492435348, -15, 4, 8]]> : tensor<3x5xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<3x5xi32>) -> index
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
