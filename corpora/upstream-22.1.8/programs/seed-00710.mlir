// Piece 0 of Dialect/Tensor/fold-reassociative-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_shape_of_rank_reducing_extract"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-reassociative-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1016786148576422553, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expand_shape_of_rank_reducing_extract(%arg0: tensor<?x?x?x?xf32>, %arg1: index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [%arg1, 1, 1, 5] [1, 1, 1, 1] : tensor<?x?x?x?xf32> to tensor<?x1x5xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %extracted_slice, %c0 : tensor<?x1x5xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1, 2], [3]] output_shape [%dim, 1, 1, 5] : tensor<?x1x5xf32> into tensor<?x1x1x5xf32>
    %expanded_0 = tensor.expand_shape %extracted_slice [[0, 1], [2], [3]] output_shape [%dim, 1, 1, 5] : tensor<?x1x5xf32> into tensor<?x1x1x5xf32>
    return %expanded, %expanded_0 : tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>) {
    %0:2 = call @expand_shape_of_rank_reducing_extract(%arg0, %arg1) : (tensor<?x?x?x?xf32>, index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>)
    return %0#0, %0#1 : tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[3.65777902E-4, 4.38123035, 54.0385323], [0.0541394129, 0.71126914, -0.237884477], [2.91821814, 0.671358048, 0.00124595372]], [[0xFF800000, 0.0101574808, 9.250000e+00], [-69.6555481, 0.000000e+00, 1.050000e+01], [-7.000000e+00, 6.000000e+00, -56.5504456]], [[1.325000e+01, -1.350000e+01, -8.000000e+00], [1.250000e+00, -1.450000e+01, -5.500000e+00], [48.4758072, -53.7133331, -9.78607463]]], [[[-0.0151166748, 0.000000e+00, 6237.94531], [0.00179005077, 1.275000e+01, 0.22253941], [1.475000e+01, 0xFF800000, 8.750000e+00]], [[-1.350000e+01, -3.500000e+00, -1.600000e+01], [2.500000e-01, 0.0553613119, 1.000000e+00], [1.150000e+01, 7.000000e+00, 0.0046206261]], [[2.250000e+00, -0.000000e+00, 0x7F800000], [-44.1362915, -2.250000e+00, 2.500000e+00], [0.00796228368, 1.300000e+01, -1.600000e+01]]], [[[-1.250000e+01, 1.575000e+01, -6.250000e+00], [8.000000e+00, -2.500000e-01, 1.000000e+01], [-0.336324692, -5.750000e+00, 0.226893321]], [[8.250000e+00, -1.175000e+01, 1.075000e+01], [3.500000e+00, -0.00997431389, -1.750000e+00], [-1.000000e+01, 1.350000e+01, 62.4931831]], [[-1.000000e+00, -1.375000e+01, 6.250000e+00], [-1.100000e+01, 1.275000e+01, -7.500000e-01], [-9.250000e+00, 0xFF800000, 0.521271884]]]]> : tensor<3x3x3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3x3x3xf32> to tensor<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%cast, %c3) : (tensor<?x?x?x?xf32>, index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_0 : tensor<?x1x1x5xf32>
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c1_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %c5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4, %arg6] : tensor<?x1x1x5xf32>
            %10 = arith.bitcast %extracted : f32 to i32
            %11 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %12 = arith.select %11, %c2143289344_i32, %10 : i32
            %13 = arith.extsi %12 : i32 to i64
            %c1000003_i64_13 = arith.constant 1000003 : i64
            %14 = arith.muli %arg7, %c1000003_i64_13 : i64
            %15 = arith.addi %14, %13 : i64
            scf.yield %15 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %0#1, %c0_5 : tensor<?x1x1x5xf32>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %c5_9 = arith.constant 5 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %c1_7 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_3 to %c1_8 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_3 to %c5_9 step %c1_4 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4, %arg6] : tensor<?x1x1x5xf32>
            %10 = arith.bitcast %extracted : f32 to i32
            %11 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %12 = arith.select %11, %c2143289344_i32, %10 : i32
            %13 = arith.extsi %12 : i32 to i64
            %c1000003_i64_13 = arith.constant 1000003 : i64
            %14 = arith.muli %arg7, %c1000003_i64_13 : i64
            %15 = arith.addi %14, %13 : i64
            scf.yield %15 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_12 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
