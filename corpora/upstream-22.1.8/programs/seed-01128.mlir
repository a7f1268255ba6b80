// Piece 4 of Dialect/Tosa/fold_concats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["wide_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/fold_concats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7202444474472145891, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @wide_fold(%arg0: tensor<1x1x7x7xf32>, %arg1: tensor<1x1x7x7xf32>) -> tensor<1x4x7x7xf32> {
    %0 = tosa.concat %arg0, %arg0 {axis = 1 : i32} : (tensor<1x1x7x7xf32>, tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32>
    %1 = tosa.concat %arg1, %arg1 {axis = 1 : i32} : (tensor<1x1x7x7xf32>, tensor<1x1x7x7xf32>) -> tensor<1x2x7x7xf32>
    %2 = tosa.concat %0, %1 {axis = 1 : i32} : (tensor<1x2x7x7xf32>, tensor<1x2x7x7xf32>) -> tensor<1x4x7x7xf32>
    return %2 : tensor<1x4x7x7xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x7x7xf32>, %arg1: tensor<1x1x7x7xf32>) -> tensor<1x4x7x7xf32> {
    %0 = call @wide_fold(%arg0, %arg1) : (tensor<1x1x7x7xf32>, tensor<1x1x7x7xf32>) -> tensor<1x4x7x7xf32>
    return %0 : tensor<1x4x7x7xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[0x7FC00000, 1.225000e+01, -57.045414, -3.250000e+00, 563.80664, 2.750000e+00, -1.500000e+00], [2.500000e-01, -0.000000e+00, 0.0215674769, 1.000000e+00, -7.500000e-01, 1.250000e+01, -1.475000e+01], [2.500000e-01, 7.500000e-01, 1.025000e+01, 1.000000e+00, -1.000000e+01, 2.750000e+00, 6.500000e+00], [1.375000e+01, -1.175000e+01, 1.475000e+01, 1.100000e+01, -1.175000e+01, 8.250000e+00, 0.000000e+00], [1.025000e+01, 2.250000e+00, 9.250000e+00, 2.000000e+00, -1.275000e+01, 2.250000e+00, -1.500000e+01], [5.78727579, 0.000000e+00, 1.025000e+01, 2.000000e+00, 0xFF800000, -1.000000e+00, 1.250000e+00], [3.000000e+00, -4.000000e+00, -1.550000e+01, 342.527191, 1.100000e+01, 0.58097434, -1.525000e+01]]]]> : tensor<1x1x7x7xf32>
    %cst_0 = arith.constant dense<[[[[1.100000e+01, 2.750000e+00, -8.750000e+00, 0.0119042434, 8.500000e+00, -0.000000e+00, -9.500000e+00], [0.00412401976, -70.8655242, -1.225000e+01, -0.0083013447, 7.250000e+00, 5.000000e-01, 5.000000e+00], [0.00393293845, 2.500000e+00, 6.250000e+00, 66.2956238, 3.750000e+00, 1.000000e+01, -1.100000e+01], [9.61335143E-4, 0x7F800000, 1.000000e+01, -1.575000e+01, 0.0899390429, -1.000000e+00, -1.325000e+01], [-7.250000e+00, -2.19244976E-5, -9.000000e+00, -5.750000e+00, 0.00876997504, 2.25263691, 9.2650671], [1.000000e+00, -5.750000e+00, -4.250000e+00, 5.37373126E-4, 0.000000e+00, -0.000000e+00, -4.04791451], [-0.000000e+00, 1.150000e+01, 5.750000e+00, 1.375000e+01, 1.325000e+01, 1.500000e+01, 5.250000e+00]]]]> : tensor<1x1x7x7xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x1x7x7xf32>, tensor<1x1x7x7xf32>) -> tensor<1x4x7x7xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c7_2 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c7_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x4x7x7xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_4 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_4 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
