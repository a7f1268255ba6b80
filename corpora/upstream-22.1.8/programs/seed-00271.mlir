// Piece 63 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["gather_int"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 63, "release": "22.1.8"}, "seed": 331121856053201372, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @gather_int(%arg0: tensor<2x3x2xi32>, %arg1: tensor<2x3xi32>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1 = tosa.maximum %arg1, %0 : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
    %2 = "tosa.const"() <{values = dense<2> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %3 = tosa.minimum %1, %2 : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
    %4 = tosa.gather %arg0, %3 : (tensor<2x3x2xi32>, tensor<2x3xi32>) -> tensor<2x3x2xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<2x3x2xi32>, %arg1: tensor<2x3xi32>) {
    call @gather_int(%arg0, %arg1) : (tensor<2x3x2xi32>, tensor<2x3xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1, -14], [-2147483647, -15], [-1733106324, -72502390]], [[-5, 2147483646], [-8, 2147483647], [1215439009, -2147483647]]]> : tensor<2x3x2xi32>
    %cst_0 = arith.constant dense<[[-2147483647, 2147483646, 3], [1, -2147483647, 2147483646]]> : tensor<2x3xi32>
    call @smith_harness_0(%cst, %cst_0) : (tensor<2x3x2xi32>, tensor<2x3xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
