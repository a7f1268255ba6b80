// Piece 1 of Dialect/Tosa/tosa-narrow-f64-to-f32.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_f64_identity_chain"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-f64-to-f32.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 628460845468378438, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_f64_identity_chain(%arg0: tensor<1xf64>) -> tensor<1xf64> {
    %0 = tosa.identity %arg0 : (tensor<1xf64>) -> tensor<1xf64>
    %1 = tosa.identity %0 : (tensor<1xf64>) -> tensor<1xf64>
    return %1 : tensor<1xf64>
  }
  func.func @smith_harness_0(%arg0: tensor<1xf64>) -> tensor<1xf64> {
    %0 = call @test_f64_identity_chain(%arg0) : (tensor<1xf64>) -> tensor<1xf64>
    return %0 : tensor<1xf64>
  }
  func.func @main() {
    %cst = arith.constant dense<5.250000e+00> : tensor<1xf64>
    %0 = call @smith_harness_0(%cst) : (tensor<1xf64>) -> tensor<1xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<1xf64>
      %4 = arith.bitcast %extracted : f64 to i64
      %5 = arith.cmpf uno, %extracted, %extracted : f64
      %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
      %6 = arith.select %5, %c9221120237041090560_i64, %4 : i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %7 = arith.muli %arg1, %c1000003_i64_2 : i64
      %8 = arith.addi %7, %6 : i64
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
