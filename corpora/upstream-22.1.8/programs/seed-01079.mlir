// Piece 6 of Dialect/Tensor/fold-reassociative-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_of_padding_expand_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-reassociative-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 1568346940139584096, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_of_padding_expand_shape(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: index, %arg3: index) -> tensor<?x?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, %dim, 1, %dim_0] : tensor<?x?xf32> into tensor<1x?x1x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %expanded, %c1_1 : tensor<1x?x1x?xf32>
    %c3 = arith.constant 3 : index
    %dim_3 = tensor.dim %expanded, %c3 : tensor<1x?x1x?xf32>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %arg1, %c0_4 : tensor<?x?x?x?xf32>
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %0 = arith.subi %c1_6, %c1_8 : index
    %1 = arith.muli %0, %c1_7 : index
    %2 = arith.subi %dim_5, %1 : index
    %c1_9 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_9 : index
    %4 = arith.remui %arg2, %3 : index
    %c1_10 = arith.constant 1 : index
    %dim_11 = tensor.dim %arg1, %c1_10 : tensor<?x?x?x?xf32>
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %5 = arith.subi %dim_2, %c1_13 : index
    %6 = arith.muli %5, %c1_12 : index
    %7 = arith.subi %dim_11, %6 : index
    %c1_14 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_14 : index
    %9 = arith.remui %arg3, %8 : index
    %inserted_slice = tensor.insert_slice %expanded into %arg1[%4, %9, 0, 0] [1, %dim_2, 1, %dim_3] [1, 1, 1, 1] : tensor<1x?x1x?xf32> into tensor<?x?x?x?xf32>
    return %inserted_slice : tensor<?x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: index, %arg3: index) -> tensor<?x?x?x?xf32> {
    %0 = call @insert_of_padding_expand_shape(%arg0, %arg1, %arg2, %arg3) : (tensor<?x?xf32>, tensor<?x?x?x?xf32>, index, index) -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.050000e+01> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<-1.150000e+01> : tensor<1x1x1x1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x1x1xf32> to tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %cast_1, %c1, %c2) : (tensor<?x?xf32>, tensor<?x?x?x?xf32>, index, index) -> tensor<?x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_3 : tensor<?x?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %0, %c1_4 : tensor<?x?x?x?xf32>
    %c2_6 = arith.constant 2 : index
    %dim_7 = tensor.dim %0, %c2_6 : tensor<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_8 = tensor.dim %0, %c3 : tensor<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_5 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_7 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %dim_8 step %c1_2 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<?x?x?x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_10 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_10 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
