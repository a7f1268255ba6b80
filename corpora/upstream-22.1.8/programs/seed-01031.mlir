// Piece 5 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_bitcast_chain_nop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 553493735666008150, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_bitcast_chain_nop(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xui32>
    %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @tensor_bitcast_chain_nop(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-16, -2147483648, -16, 13]> : tensor<4xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<4xi32>) -> tensor<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<4xi32>
      %4 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_1 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
