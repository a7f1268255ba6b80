// Piece 33 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_float_dyn_multiple"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 4650733907723238406, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_float_dyn_multiple(%arg0: tensor<?x?xf32>) {
    %0 = tosa.reduce_max %arg0 {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>) {
    call @reduce_float_dyn_multiple(%arg0) : (tensor<?x?xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.275000e+01, -7.500000e+00, -3.000000e+00, -9.8486687E-4], [0x7F800000, -1.525000e+01, -1.000000e+01, -1.125000e+01], [-8.06968498, -7.000000e+00, -1.000000e+00, -0.00486333435], [0.0349118374, 0.0646275505, -7.195790e-02, 1.500000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    call @smith_harness_0(%cast) : (tensor<?x?xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
