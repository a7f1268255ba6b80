// Piece 44 of Conversion/TosaToTensor/tosa-to-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["concat_axis_dyn"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToTensor/tosa-to-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 44, "release": "22.1.8"}, "seed": 4558233406731217630, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @concat_axis_dyn(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>) {
    %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>) {
    call @concat_axis_dyn(%arg0, %arg1) : (tensor<?x3xf32>, tensor<?x3xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[3.250000e+00, -0.000000e+00, 0.000000e+00]]> : tensor<1x3xf32>
    %cast = tensor.cast %cst : tensor<1x3xf32> to tensor<?x3xf32>
    %cst_0 = arith.constant dense<[[2.000000e+00, -278.609314, 56.5578346]]> : tensor<1x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x3xf32> to tensor<?x3xf32>
    call @smith_harness_0(%cast, %cast_1) : (tensor<?x3xf32>, tensor<?x3xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
