// Piece 7 of Dialect/Tensor/fold-tensor-subset-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_transfer_write_with_rank_reduced_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-tensor-subset-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 2403041778665978017, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_transfer_write_with_rank_reduced_insert_slice(%arg0: tensor<?x?x?xf32>, %arg1: vector<4xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: tensor<?x?xf32>) -> tensor<?x?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg8, %c0 : tensor<?x?xf32>
    %0 = arith.remui %arg6, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg8, %c1 : tensor<?x?xf32>
    %1 = arith.minui %arg7, %dim_0 : index
    %2 = vector.transfer_write %arg1, %arg8[%0, %1] : vector<4xf32>, tensor<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg0, %c1_1 : tensor<?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %arg4, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %arg2, %6 : index
    %c2 = arith.constant 2 : index
    %dim_6 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %8 = arith.subi %arg5, %c1_8 : index
    %9 = arith.muli %8, %c1_7 : index
    %10 = arith.subi %dim_6, %9 : index
    %c1_9 = arith.constant 1 : index
    %11 = arith.maxsi %10, %c1_9 : index
    %12 = arith.remui %arg3, %11 : index
    %inserted_slice = tensor.insert_slice %2 into %arg0[0, %7, %12] [1, %arg4, %arg5] [1, 1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
    return %inserted_slice : tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: vector<4xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: tensor<?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = call @fold_vector_transfer_write_with_rank_reduced_insert_slice(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<?x?x?xf32>, vector<4xf32>, index, index, index, index, index, index, tensor<?x?xf32>) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[8.750000e+00, 3.000000e+00, -8.750000e+00], [-9.39443397, -1.275000e+01, -9779.41796], [2.250000e+00, -1.400000e+01, -2.500000e+00]], [[-3.250000e+00, 1.275000e+01, -1.000000e+00], [1.150000e+01, -7.250000e+00, -0.0570172332], [-2.000000e+00, 0xFF800000, 6.66556064E-4]], [[4.250000e+00, -8.000000e+00, 5.000000e-01], [4.96475935, -7.750000e+00, -5.750000e+00], [-6.500000e+00, -1.225000e+01, -4.10629272]]]> : tensor<3x3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3x3xf32> to tensor<?x?x?xf32>
    %cst_0 = arith.constant dense<[-7.36318541, -1.150000e+01, 474.450531, 6.67902874E-4]> : vector<4xf32>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2_1 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_3 = arith.constant dense<[[1.250000e+00, 1.750000e+00, 9.500000e+00], [0.00958237145, 0x7F800000, -1.200000e+01], [-1.400000e+01, -5.60443735, 1.325000e+01]]> : tensor<3x3xf32>
    %cast_4 = tensor.cast %cst_3 : tensor<3x3xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cst_0, %c2, %c3, %c0, %c2_1, %c0_2, %c1, %cast_4) : (tensor<?x?x?xf32>, vector<4xf32>, index, index, index, index, index, index, tensor<?x?xf32>) -> tensor<?x?x?xf32>
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_7 : tensor<?x?x?xf32>
    %c1_8 = arith.constant 1 : index
    %dim_9 = tensor.dim %0, %c1_8 : tensor<?x?x?xf32>
    %c2_10 = arith.constant 2 : index
    %dim_11 = tensor.dim %0, %c2_10 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_5 to %dim step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_5 to %dim_9 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_5 to %dim_11 step %c1_6 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_13 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_13 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
