// Piece 2 of Dialect/SparseTensor/no_lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_tensor_dim_no_encoding"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/no_lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4885783054220095934, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_tensor_dim_no_encoding(%arg0: tensor<?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    return %dim : index
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> index {
    %0 = call @test_tensor_dim_no_encoding(%arg0) : (tensor<?xf32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[7.250000e+00, 4.500000e+00, 0.00486883102]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> index
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
