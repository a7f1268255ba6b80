// Piece 29 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_float"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 29, "release": "22.1.8"}, "seed": 5075406145649431687, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_float(%arg0: tensor<5x4xf32>) {
    %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %1 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %2 = tosa.reduce_product %arg0 {axis = 0 : i32} : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %3 = tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %4 = tosa.reduce_max %arg0 {axis = 0 : i32} : (tensor<5x4xf32>) -> tensor<1x4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<5x4xf32>) {
    call @reduce_float(%arg0) : (tensor<5x4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-8.202425, -1.350000e+01, 2.250000e+00, -0.000000e+00], [-7.750000e+00, -7474.90185, -2.250000e+00, -1.475000e+01], [-6.46607833E-4, -3698.86816, 0.690735579, -1.300000e+01], [-4.750000e+00, -1.450000e+01, 9.750000e+00, -0.0375705846], [-0.0269903131, -9.250000e+00, 9.500000e+00, -1.550000e+01]]> : tensor<5x4xf32>
    call @smith_harness_0(%cst) : (tensor<5x4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
