// Piece 58 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["argmax_dyn_non_axis"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 58, "release": "22.1.8"}, "seed": 499871380868104379, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @argmax_dyn_non_axis(%arg0: tensor<3x?xi32>) {
    %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<3x?xi32>) -> tensor<?xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<3x?xi32>) {
    call @argmax_dyn_non_axis(%arg0) : (tensor<3x?xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[14, -3, -11], [1373672522, -5, -16], [-923656471, 3, -5]]> : tensor<3x3xi32>
    %cast = tensor.cast %cst : tensor<3x3xi32> to tensor<3x?xi32>
    call @smith_harness_0(%cast) : (tensor<3x?xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
