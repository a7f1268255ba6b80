// Piece 2 of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_0d", "tensor_1d", "tensor_2d", "tensor_2d_empty", "very_large_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3712418066483408705, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_0d() {
    %cst = arith.constant dense<1> : tensor<i32>
    return
  }
  func.func @tensor_1d() {
    %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
    return
  }
  func.func @tensor_2d() {
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    return
  }
  func.func @tensor_2d_empty() {
    %cst = arith.constant dense<> : tensor<2x0xi32>
    return
  }
  func.func @very_large_tensor() {
    %cst = arith.constant dense<1> : tensor<4294967296xi32>
    return
  }
  func.func @smith_harness_0() {
    call @tensor_0d() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @tensor_1d() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @tensor_2d() : () -> ()
    return
  }
  func.func @smith_harness_3() {
    call @tensor_2d_empty() : () -> ()
    return
  }
  func.func @smith_harness_4() {
    call @very_large_tensor() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    call @smith_harness_3() : () -> ()
    call @smith_harness_4() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
