// Piece 4 of Dialect/Tosa/tosa-narrow-f64-to-f32-aggressive.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_f64_const"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-f64-to-f32-aggressive.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7641251365788846822, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_f64_const() -> tensor<2xf64> {
    %0 = "tosa.const"() <{values = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>}> : () -> tensor<2xf64>
    return %0 : tensor<2xf64>
  }
  func.func @smith_harness_0() -> tensor<2xf64> {
    %0 = call @test_f64_const() : () -> tensor<2xf64>
    return %0 : tensor<2xf64>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<2xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<2xf64>
      %4 = arith.bitcast %extracted : f64 to i64
      %5 = arith.cmpf uno, %extracted, %extracted : f64
      %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
      %6 = arith.select %5, %c9221120237041090560_i64, %4 : i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %7 = arith.muli %arg1, %c1000003_i64_1 : i64
      %8 = arith.addi %7, %6 : i64
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
