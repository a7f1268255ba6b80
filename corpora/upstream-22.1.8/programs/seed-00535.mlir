// Piece 1 of Dialect/Linalg/swap-extract-slice-with-fill.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dont_swap_fill_insert_slice_multi_user"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/swap-extract-slice-with-fill.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2599956402772412977, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dont_swap_fill_insert_slice_multi_user(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?x?xf32>, tensor<2x?x6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %1 = arith.subi %c2, %c1_0 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.subi %dim, %2 : index
    %c1_1 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_1 : index
    %5 = arith.remui %arg1, %4 : index
    %extracted_slice = tensor.extract_slice %0[%5, 8, 4] [2, %arg2, 6] [1, 3, 1] : tensor<?x?x?xf32> to tensor<2x?x6xf32>
    return %0, %extracted_slice : tensor<?x?x?xf32>, tensor<2x?x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?x?xf32>, tensor<2x?x6xf32>) {
    %0:2 = call @dont_swap_fill_insert_slice_multi_user(%arg0, %arg1, %arg2) : (tensor<?x?x?xf32>, index, index) -> (tensor<?x?x?xf32>, tensor<2x?x6xf32>)
    return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<2x?x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[0x7F800000, 7.500000e-01, 0.0264164954, 1.750000e+00], [0.0317457914, 1.100000e+01, -1.250000e+00, -0.000000e+00], [-0.000000e+00, 1.250000e+00, -3.16754031, 1.000000e+00], [6.500000e+00, -1.425000e+01, 5.48253302E-5, 1.550000e+01]], [[1.475000e+01, -9.75280761, -37.3980103, -2.500000e+00], [82.3848419, -1.300000e+01, -1.600000e+01, 5847.75781], [-1.450000e+01, 255.491867, -521.190857, -4.250000e+00], [3.000000e+00, -3.500000e+00, 4560.09131, -5.500000e+00]], [[-7.750000e+00, 4.89451075, 4.750000e+00, -1486.00464], [-1.475000e+01, 1.150000e+01, 7157.78173, 1.000000e+00], [1.375000e+01, 0.834630966, 4.000000e+00, 1.500000e+00], [3.19805861, 0x7F800000, 1.500000e+01, 0.193395644]], [[-3905.46533, -3.000000e+00, 0.00403843774, 0.321803063], [231.523682, -5.500000e+00, -6.000000e+00, -6.81781326E-4], [0.000000e+00, -9.750000e+00, 1.000000e+00, -7.500000e-01], [7.750000e+00, -5.760830e-04, 0xFF800000, 9.250000e+00]]]> : tensor<4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%cast, %c0, %c2) : (tensor<?x?x?xf32>, index, index) -> (tensor<?x?x?xf32>, tensor<2x?x6xf32>)
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_1 : tensor<?x?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %0#0, %c1_2 : tensor<?x?x?xf32>
    %c2_4 = arith.constant 2 : index
    %dim_5 = tensor.dim %0#0, %c2_4 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_0 to %dim_5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_14 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_14 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c2_8 = arith.constant 2 : index
    %c1_9 = arith.constant 1 : index
    %dim_10 = tensor.dim %0#1, %c1_9 : tensor<2x?x6xf32>
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_6 to %c2_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %7 = scf.for %arg2 = %c0_6 to %dim_10 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_6 to %c6 step %c1_7 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4] : tensor<2x?x6xf32>
          %9 = arith.bitcast %extracted : f32 to i32
          %10 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %11 = arith.select %10, %c2143289344_i32, %9 : i32
          %12 = arith.extsi %11 : i32 to i64
          %c1000003_i64_14 = arith.constant 1000003 : i64
          %13 = arith.muli %arg5, %c1000003_i64_14 : i64
          %14 = arith.addi %13, %12 : i64
          scf.yield %14 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_13 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
