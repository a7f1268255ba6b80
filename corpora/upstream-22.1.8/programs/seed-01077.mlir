// Piece 0 of Dialect/Tensor/fold-reassociative-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_shape_of_rank_reducing_extract"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-reassociative-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1016786148576422553, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expand_shape_of_rank_reducing_extract(%arg0: tensor<?x?x?x?xf32>, %arg1: index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>) {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [%2, 1, 1, 5] [1, 1, 1, 1] : tensor<?x?x?x?xf32> to tensor<?x1x5xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %extracted_slice, %c0_1 : tensor<?x1x5xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1, 2], [3]] output_shape [%dim_2, 1, 1, 5] : tensor<?x1x5xf32> into tensor<?x1x1x5xf32>
    %expanded_3 = tensor.expand_shape %extracted_slice [[0, 1], [2], [3]] output_shape [%dim_2, 1, 1, 5] : tensor<?x1x5xf32> into tensor<?x1x1x5xf32>
    return %expanded, %expanded_3 : tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>) {
    %0:2 = call @expand_shape_of_rank_reducing_extract(%arg0, %arg1) : (tensor<?x?x?x?xf32>, index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>)
    return %0#0, %0#1 : tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<3.65777902E-4> : tensor<5x5x5x5xf32>
    %cast = tensor.cast %cst : tensor<5x5x5x5xf32> to tensor<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%cast, %c2) : (tensor<?x?x?x?xf32>, index) -> (tensor<?x1x1x5xf32>, tensor<?x1x1x5xf32>)
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
