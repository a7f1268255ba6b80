// Piece 3 of Dialect/Tensor/fold-reassociative-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unpadding_collapse_of_extract_slice_with_multiple_users"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-reassociative-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 2173769260689760142, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unpadding_collapse_of_extract_slice_with_multiple_users(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?x?x?xf32>
    %dim_0 = tensor.dim %arg0, %c3 : tensor<?x?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg0, %c1_1 : tensor<?x?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %0 = arith.maxsi %c1_3, %c1_4 : index
    %1 = arith.ceildivui %dim_2, %0 : index
    %2 = arith.minui %dim, %1 : index
    %c3_5 = arith.constant 3 : index
    %dim_6 = tensor.dim %arg0, %c3_5 : tensor<?x?x?x?xf32>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %3 = arith.maxsi %c1_7, %c1_8 : index
    %4 = arith.ceildivui %dim_6, %3 : index
    %5 = arith.minui %dim_0, %4 : index
    %c0 = arith.constant 0 : index
    %dim_9 = tensor.dim %arg0, %c0 : tensor<?x?x?x?xf32>
    %c1_10 = arith.constant 1 : index
    %c1_11 = arith.constant 1 : index
    %c1_12 = arith.constant 1 : index
    %6 = arith.subi %c1_10, %c1_12 : index
    %7 = arith.muli %6, %c1_11 : index
    %8 = arith.subi %dim_9, %7 : index
    %c1_13 = arith.constant 1 : index
    %9 = arith.maxsi %8, %c1_13 : index
    %10 = arith.remui %arg1, %9 : index
    %c1_14 = arith.constant 1 : index
    %dim_15 = tensor.dim %arg0, %c1_14 : tensor<?x?x?x?xf32>
    %c1_16 = arith.constant 1 : index
    %c1_17 = arith.constant 1 : index
    %11 = arith.subi %2, %c1_17 : index
    %12 = arith.muli %11, %c1_16 : index
    %13 = arith.subi %dim_15, %12 : index
    %c1_18 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_18 : index
    %15 = arith.remui %arg2, %14 : index
    %extracted_slice = tensor.extract_slice %arg0[%10, %15, 0, 0] [1, %2, 1, %5] [1, 1, 1, 1] : tensor<?x?x?x?xf32> to tensor<1x?x1x?xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x?x1x?xf32> into tensor<?x?xf32>
    return %extracted_slice, %collapsed : tensor<1x?x1x?xf32>, tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>) {
    %0:2 = call @unpadding_collapse_of_extract_slice_with_multiple_users(%arg0, %arg1, %arg2) : (tensor<?x?x?x?xf32>, index, index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>)
    return %0#0, %0#1 : tensor<1x?x1x?xf32>, tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[0.00710382545, -1.200000e+01], [605.644897, 1.000000e+00]], [[1086.75647, -0.0931062251], [7.750000e+00, 1.600000e+01]]], [[[-1.000000e+00, 6879.52441], [2.29896206E-4, -5.81381464]], [[-8.750000e+00, 8.96980579E-4], [-1.175000e+01, 0.013383152]]]]> : tensor<2x2x2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2x2x2xf32> to tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%cast, %c1, %c3) : (tensor<?x?x?x?xf32>, index, index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0#0, %c1_2 : tensor<1x?x1x?xf32>
    %c1_3 = arith.constant 1 : index
    %c3_4 = arith.constant 3 : index
    %dim_5 = tensor.dim %0#0, %c3_4 : tensor<1x?x1x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c1_3 step %c1_0 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %dim_5 step %c1_0 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4, %arg6] : tensor<1x?x1x?xf32>
            %10 = arith.bitcast %extracted : f32 to i32
            %11 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %12 = arith.select %11, %c2143289344_i32, %10 : i32
            %13 = arith.extsi %12 : i32 to i64
            %c1000003_i64_15 = arith.constant 1000003 : i64
            %14 = arith.muli %arg7, %c1000003_i64_15 : i64
            %15 = arith.addi %14, %13 : i64
            scf.yield %15 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %dim_9 = tensor.dim %0#1, %c0_8 : tensor<?x?xf32>
    %c1_10 = arith.constant 1 : index
    %dim_11 = tensor.dim %0#1, %c1_10 : tensor<?x?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_6 to %dim_9 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %7 = scf.for %arg2 = %c0_6 to %dim_11 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<?x?xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_15 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_15 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_14 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
