// Piece 68 of Dialect/Tosa/tosa-infer-shapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["depthwise_conv2d_dynamic_bias"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-infer-shapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 68, "release": "22.1.8"}, "seed": 7884473047104879404, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @depthwise_conv2d_dynamic_bias(%arg0: tensor<2x8x9x3xf32>, %arg1: tensor<3x6x3x5xf32>, %arg2: tensor<?xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>) {
    %0 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %arg3, %arg4 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<3x6x3x5xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x6x4x15xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<2x8x9x3xf32>, %arg1: tensor<3x6x3x5xf32>, %arg2: tensor<?xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>) {
    call @depthwise_conv2d_dynamic_bias(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<2x8x9x3xf32>, tensor<3x6x3x5xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<-1.150000e+01> : tensor<2x8x9x3xf32>
    %cst_0 = arith.constant dense<-1.000000e+00> : tensor<3x6x3x5xf32>
    %cst_1 = arith.constant dense<[-18.6120434, -1.000000e+01, 555.639771, 4.000000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst_1 : tensor<4xf32> to tensor<?xf32>
    %cst_2 = arith.constant dense<-4.250000e+00> : tensor<1xf32>
    %cst_3 = arith.constant dense<-1.250000e+00> : tensor<1xf32>
    call @smith_harness_0(%cst, %cst_0, %cast, %cst_2, %cst_3) : (tensor<2x8x9x3xf32>, tensor<3x6x3x5xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
