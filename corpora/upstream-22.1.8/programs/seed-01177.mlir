// Piece 2 of Dialect/Tosa/variables.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_variable_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/variables.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4407020810960283893, "skipped": {}, "smith_version": "0.1.0"}
module {
  tosa.variable @stored_var = dense<-1> : tensor<2x4x8xi32>
  func.func @test_variable_tensor(%arg0: tensor<2x4x8xi32>) {
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
    call @test_variable_tensor(%arg0) : (tensor<2x4x8xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-5, 0, -1, -1402140931, 12, -1079067577, -234080540, 3], [-6, -307029954, 418138627, 2147483647, 14, 1650512968, 14, -7], [-6, 0, 526742423, 8, -1, -10, -1971052936, 2147483646], [-1, -1687555589, 1131269176, 7, -1, -13, 1612831582, 1884841215]], [[759996015, 16, -693769289, -2147483648, -15, 2147483647, 1957040934, 2147483646], [3, -2147483648, -2147483648, 2147483646, -9, -7, 3, -1337391936], [-2147483648, 2147483647, -8, 1640331135, -3, 12, -2147483647, -15], [12, -2, -9, 7, 1, 1, -1996018018, -2]]]> : tensor<2x4x8xi32>
    call @smith_harness_0(%cst) : (tensor<2x4x8xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
