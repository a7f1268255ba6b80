// Piece 11 of Conversion/TosaToLinalg/tosa-to-linalg-named.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d_scalar_bias_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 5085210505662079145, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d_scalar_bias_f32(%arg0: tensor<1x49x42x27xf32>, %arg1: tensor<28x3x3x27xf32>, %arg2: tensor<1xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %1 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x49x42x27xf32>, tensor<28x3x3x27xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x45x40x28xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1x49x42x27xf32>, %arg1: tensor<28x3x3x27xf32>, %arg2: tensor<1xf32>) {
    call @conv2d_scalar_bias_f32(%arg0, %arg1, %arg2) : (tensor<1x49x42x27xf32>, tensor<28x3x3x27xf32>, tensor<1xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<1.000000e+00> : tensor<1x49x42x27xf32>
    %cst_0 = arith.constant dense<1.150000e+01> : tensor<28x3x3x27xf32>
    %cst_1 = arith.constant dense<0xFF800000> : tensor<1xf32>
    call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x49x42x27xf32>, tensor<28x3x3x27xf32>, tensor<1xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
