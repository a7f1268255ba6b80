// Piece 1 of Dialect/Tosa/tosa-narrow-f64-to-f32-aggressive.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_f64_add"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-f64-to-f32-aggressive.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7609730322581491963, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_f64_add(%arg0: tensor<13x21x1xf64>, %arg1: tensor<13x21x3xf64>) -> tensor<13x21x3xf64> {
    %0 = tosa.add %arg0, %arg1 : (tensor<13x21x1xf64>, tensor<13x21x3xf64>) -> tensor<13x21x3xf64>
    return %0 : tensor<13x21x3xf64>
  }
  func.func @smith_harness_0(%arg0: tensor<13x21x1xf64>, %arg1: tensor<13x21x3xf64>) -> tensor<13x21x3xf64> {
    %0 = call @test_f64_add(%arg0, %arg1) : (tensor<13x21x1xf64>, tensor<13x21x3xf64>) -> tensor<13x21x3xf64>
    return %0 : tensor<13x21x3xf64>
  }
  func.func @main() {
    %cst = arith.constant dense<1.350000e+01> : tensor<13x21x1xf64>
    %cst_0 = arith.constant dense<-0.51238645219198697> : tensor<13x21x3xf64>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<13x21x1xf64>, tensor<13x21x3xf64>) -> tensor<13x21x3xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c13 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c21 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<13x21x3xf64>
          %6 = arith.bitcast %extracted : f64 to i64
          %7 = arith.cmpf uno, %extracted, %extracted : f64
          %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
          %8 = arith.select %7, %c9221120237041090560_i64, %6 : i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %9 = arith.muli %arg5, %c1000003_i64_2 : i64
          %10 = arith.addi %9, %8 : i64
          scf.yield %10 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
