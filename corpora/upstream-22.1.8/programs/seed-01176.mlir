// Piece 1 of Dialect/Tosa/variables.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_variable_scalar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/variables.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4652326144716664182, "skipped": {}, "smith_version": "0.1.0"}
module {
  tosa.variable @stored_var = dense<3.140000e+00> : tensor<f32>
  func.func @test_variable_scalar(%arg0: tensor<f32>) {
    %0 = tosa.variable_read @stored_var : tensor<f32>
    %1 = tosa.add %arg0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.variable_write @stored_var, %1 : tensor<f32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<f32>) {
    call @test_variable_scalar(%arg0) : (tensor<f32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<7.500000e+00> : tensor<f32>
    call @smith_harness_0(%cst) : (tensor<f32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
