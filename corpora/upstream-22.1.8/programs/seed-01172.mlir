// Piece 17 of Dialect/Tosa/tosa-validation-version-1p1-valid.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_scatter_const_indices_int64"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-validation-version-1p1-valid.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 6671679629747155643, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_scatter_const_indices_int64(%arg0: tensor<2x52x3xf32>, %arg1: tensor<2x12x3xf32>) -> tensor<2x52x3xf32> {
    %0 = "tosa.const"() <{values = dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]> : tensor<2x12xi64>}> : () -> tensor<2x12xi64>
    %1 = tosa.scatter %arg0, %0, %arg1 : (tensor<2x52x3xf32>, tensor<2x12xi64>, tensor<2x12x3xf32>) -> tensor<2x52x3xf32>
    return %1 : tensor<2x52x3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x52x3xf32>, %arg1: tensor<2x12x3xf32>) -> tensor<2x52x3xf32> {
    %0 = call @test_scatter_const_indices_int64(%arg0, %arg1) : (tensor<2x52x3xf32>, tensor<2x12x3xf32>) -> tensor<2x52x3xf32>
    return %0 : tensor<2x52x3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x52x3xf32>
    %cst_0 = arith.constant dense<[[[1.500000e+01, -1.400000e+01, 1.125000e+01], [-69.0659409, 83.3150711, -5.750000e+00], [-7.000000e+00, 0.0858035833, 4.750000e+00], [-0.207503498, -5.000000e+00, -6.750000e+00], [-0.0902914852, 0xFF800000, -0.0182787683], [-773.662353, 0.0172801409, 3.750000e+00], [5938.92285, -4.25061321, 1.275000e+01], [1.575000e+01, 2.000000e+00, 2.250000e+00], [-0.0492092036, 5.250000e+00, -600.270263], [-0.000000e+00, -1.325000e+01, 4.91708612], [0xFF800000, 8.000000e+00, -9.750000e+00], [0.807489752, -3.250000e+00, 0.407570779]], [[136.568848, -9.000000e+00, -1.000000e+00], [6.000000e+00, 1.550000e+01, -1.500000e+01], [-1.000000e+00, -0.0726231486, -1.125000e+01], [0.0102365017, -99.3500595, 7.250000e+00], [1.658790e+01, -2.500000e-01, -1.175000e+01], [1.550000e+01, 349.560852, 0xFF800000], [-1.000000e+00, 1.450000e+01, -3.000000e+00], [-1.500000e+01, 0.473094076, -1344.22595], [-7.000000e+00, 8.250000e+00, 0xFF800000], [-5.750000e+00, -6.750000e+00, -0.00910699274], [-0.000000e+00, 6.750000e+00, 0.0623061843], [-0.00964971539, 1.200000e+01, -2.500000e-01]]]> : tensor<2x12x3xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<2x52x3xf32>, tensor<2x12x3xf32>) -> tensor<2x52x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c52 = arith.constant 52 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c52 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x52x3xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_2 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
