// Piece 0 of Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_same_rank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4849546627321194283, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_same_rank(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x16x32x?xf32> {
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c3 : tensor<?x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.subi %arg3, %c1_0 : index
    %1 = arith.muli %0, %c1 : index
    %2 = arith.subi %dim, %1 : index
    %c1_1 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_1 : index
    %4 = arith.remui %arg1, %3 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 1, 2, %4] [128, 128, 128, %arg3] [1, 1, 1, 1] : tensor<?x?x?x?xf32> to tensor<128x128x128x?xf32>
    %c3_2 = arith.constant 3 : index
    %dim_3 = tensor.dim %extracted_slice, %c3_2 : tensor<128x128x128x?xf32>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %5 = arith.subi %arg4, %c1_5 : index
    %6 = arith.muli %5, %c1_4 : index
    %7 = arith.subi %dim_3, %6 : index
    %c1_6 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_6 : index
    %9 = arith.remui %arg2, %8 : index
    %extracted_slice_7 = tensor.extract_slice %extracted_slice[7, 8, 9, %9] [8, 16, 32, %arg4] [1, 1, 1, 1] : tensor<128x128x128x?xf32> to tensor<8x16x32x?xf32>
    return %extracted_slice_7 : tensor<8x16x32x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x16x32x?xf32> {
    %0 = call @extract_slice_same_rank(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<8x16x32x?xf32>
    return %0 : tensor<8x16x32x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-9.500000e+00> : tensor<1x1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1x1xf32> to tensor<?x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c3_1 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c0, %c3, %c3_0, %c3_1) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<8x16x32x?xf32>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c3_3 = arith.constant 3 : index
    %dim = tensor.dim %0, %c3_3 : tensor<8x16x32x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_2 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0_2 to %dim step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<8x16x32x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_5 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_5 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
