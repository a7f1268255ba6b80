// Piece 34 of Conversion/TosaToTensor/tosa-to-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToTensor/tosa-to-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 34, "release": "22.1.8"}, "seed": 7512428296819862433, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice(%arg0: tensor<6xf32>) {
    %0 = tosa.const_shape  {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<6xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<6xf32>) {
    call @slice(%arg0) : (tensor<6xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[-9113.78906, -3.250000e+00, -1.000000e+00, -1.350000e+01, -1.025000e+01, 5.000000e+00]> : tensor<6xf32>
    call @smith_harness_0(%cst) : (tensor<6xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
