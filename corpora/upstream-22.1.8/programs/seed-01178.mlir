// Piece 4 of Dialect/Tosa/variables.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_variable_tensor_no_initial_value"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/variables.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 208699844985339649, "skipped": {}, "smith_version": "0.1.0"}
module {
  tosa.variable @stored_var : tensor<2x4x8xi32>
  func.func @test_variable_tensor_no_initial_value(%arg0: tensor<2x4x8xi32>) {
    %0 = tosa.variable_read @stored_var : tensor<2x4x8xi32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %2 = tosa.minimum %0, %1 : (tensor<2x4x8xi32>, tensor<1x1x1xi32>) -> tensor<2x4x8xi32>
    %3 = "tosa.const"() <{values = dense<-2147483648> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %4 = tosa.sub %3, %2 : (tensor<1x1x1xi32>, tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %6 = tosa.maximum %0, %5 : (tensor<2x4x8xi32>, tensor<1x1x1xi32>) -> tensor<2x4x8xi32>
    %7 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %8 = tosa.sub %7, %6 : (tensor<1x1x1xi32>, tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
    %9 = tosa.maximum %arg0, %4 : (tensor<2x4x8xi32>, tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
    %10 = tosa.minimum %9, %8 : (tensor<2x4x8xi32>, tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
    %11 = tosa.add %10, %0 : (tensor<2x4x8xi32>, tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
    tosa.variable_write @stored_var, %11 : tensor<2x4x8xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<2x4x8xi32>) {
    call @test_variable_tensor_no_initial_value(%arg0) : (tensor<2x4x8xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-4, -1918861896, -10, -1422799034, -8, -1955623008, 0, -2147483647], [0, 503251539, -62113733, 2147483646, 11, 7, -2, 2147483646], [-6, 0, -1559012667, 1, 6, -12, 2, -1339422894], [-15, 1377581451, -6, -7, 2, 1, -268152495, -2]], [[-906921392, 0, 12, 8, 2147483647, 9, 0, 1878848297], [-599193186, -11, 0, -8, 0, 702084029, -9, 2147483646], [2147483646, 2147483646, -145560869, 620862278, 3, 2072619016, -1, 10], [1666398795, 1, 0, 14, 2147483647, -2147483647, 1, -2147483648]]]> : tensor<2x4x8xi32>
    call @smith_harness_0(%cst) : (tensor<2x4x8xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
