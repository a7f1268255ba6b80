// Piece 3 of Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_non_one_stride"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 3913144843278650119, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_non_one_stride(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg5, %c1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg3, %1 : index
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %c1_2 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_2 : index
    %4 = arith.muli %3, %arg5 : index
    %5 = arith.subi %dim_1, %4 : index
    %c1_3 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_3 : index
    %7 = arith.remui %arg1, %6 : index
    %extracted_slice = tensor.extract_slice %arg0[%7] [%2] [%arg5] : tensor<?xf32> to tensor<?xf32>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %extracted_slice, %c0_4 : tensor<?xf32>
    %c1_6 = arith.constant 1 : index
    %8 = arith.maxsi %arg6, %c1_6 : index
    %9 = arith.ceildivui %dim_5, %8 : index
    %10 = arith.minui %arg4, %9 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %extracted_slice, %c0_7 : tensor<?xf32>
    %c1_9 = arith.constant 1 : index
    %11 = arith.subi %10, %c1_9 : index
    %12 = arith.muli %11, %arg6 : index
    %13 = arith.subi %dim_8, %12 : index
    %c1_10 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_10 : index
    %15 = arith.remui %arg2, %14 : index
    %extracted_slice_11 = tensor.extract_slice %extracted_slice[%15] [%10] [%arg6] : tensor<?xf32> to tensor<?xf32>
    return %extracted_slice_11 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> tensor<?xf32> {
    %0 = call @extract_slice_non_one_stride(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (tensor<?xf32>, index, index, index, index, index, index) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.250000e+01> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cast, %c0, %c3, %c3_0, %c0_1, %c0_2, %c1) : (tensor<?xf32>, index, index, index, index, index, index) -> tensor<?xf32>
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_5 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_3 to %dim step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_7 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
