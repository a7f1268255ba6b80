// Piece 53 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reverse_dyn"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 53, "release": "22.1.8"}, "seed": 8845207042241013215, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reverse_dyn(%arg0: tensor<?xi32>) {
    %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?xi32>) -> tensor<?xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?xi32>) {
    call @reverse_dyn(%arg0) : (tensor<?xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[-2147483648, -137582598, -8, 1]> : tensor<4xi32>
    %cast = tensor.cast %cst : tensor<4xi32> to tensor<?xi32>
    call @smith_harness_0(%cast) : (tensor<?xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
