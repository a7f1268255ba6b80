// Piece 9 of Dialect/Tosa/tosa-narrow-f64-to-f32.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_f64_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-f64-to-f32.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 1143373945259235294, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_f64_slice(%arg0: tensor<13x21x3xf64>) -> tensor<4x11x1xf64> {
    %0 = tosa.const_shape  {values = dense<[4, 11, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<[6, 8, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<13x21x3xf64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<4x11x1xf64>
    return %2 : tensor<4x11x1xf64>
  }
  func.func @smith_harness_0(%arg0: tensor<13x21x3xf64>) -> tensor<4x11x1xf64> {
    %0 = call @test_f64_slice(%arg0) : (tensor<13x21x3xf64>) -> tensor<4x11x1xf64>
    return %0 : tensor<4x11x1xf64>
  }
  func.func @main() {
    %cst = arith.constant dense<-6.250000e+00> : tensor<13x21x3xf64>
    %0 = call @smith_harness_0(%cst) : (tensor<13x21x3xf64>) -> tensor<4x11x1xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c11 = arith.constant 11 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c11 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_0 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<4x11x1xf64>
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
