// README quickstart prog-00005 (smith gen --dialects tosa,arith --count 20 --seed 7), reduced by
// smith reduce (464 -> 14 ops): tosa-to-linalg-named seeds tosa.max_pool2d with the lowest finite
// f32 (known tosa-to-linalg-lowest-finite-seed); tosa-layerwise-constant-fold folds the 1x1 window.
module {
  func.func private @compute(%arg0: tensor<2x1x1x3xf32>) -> tensor<2x1x1x3xf32> {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x1x1x3xf32>) -> tensor<2x1x1x3xf32>
    return %0 : tensor<2x1x1x3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[0.09623532, 0xFF800000, 5.750000e+00]]], [[[0.000000e+00, 3.750000e+00, -8.250000e+00]]]]> : tensor<2x1x1x3xf32>
    %0 = call @compute(%cst) : (tensor<2x1x1x3xf32>) -> tensor<2x1x1x3xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %0[%c0_0, %c0, %c0, %c1] : tensor<2x1x1x3xf32>
    %1 = arith.bitcast %extracted : f32 to i32
    %2 = arith.extsi %1 : i32 to i64
    vector.print %2 : i64
    return
  }
}
