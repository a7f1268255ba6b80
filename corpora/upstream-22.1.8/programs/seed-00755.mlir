// Piece 0 of Dialect/Linalg/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["empty_tensor_static_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6507019867827631718, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @empty_tensor_static_dim() -> (index, index) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %0 = tensor.empty(%c6) : tensor<4x5x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x5x?xf32>) -> tensor<4x5x?xf32>
    %dim = tensor.dim %1, %c2 : tensor<4x5x?xf32>
    %dim_0 = tensor.dim %1, %c0 : tensor<4x5x?xf32>
    return %dim, %dim_0 : index, index
  }
  func.func @smith_harness_0() -> (index, index) {
    %0:2 = call @empty_tensor_static_dim() : () -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
