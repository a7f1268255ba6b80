// Piece 0 of Dialect/Tensor/fold-tensor-subset-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_transfer_read_with_rank_reduced_extract_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-tensor-subset-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3554453569671210455, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_transfer_read_with_rank_reduced_extract_slice(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> vector<4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.maxsi %c1_0, %c1_1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg3, %1 : index
    %c2 = arith.constant 2 : index
    %dim_2 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.maxsi %c1_3, %c1_4 : index
    %4 = arith.ceildivui %dim_2, %3 : index
    %5 = arith.minui %arg4, %4 : index
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?x?xf32>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %6 = arith.subi %2, %c1_8 : index
    %7 = arith.muli %6, %c1_7 : index
    %8 = arith.subi %dim_6, %7 : index
    %c1_9 = arith.constant 1 : index
    %9 = arith.maxsi %8, %c1_9 : index
    %10 = arith.remui %arg1, %9 : index
    %c2_10 = arith.constant 2 : index
    %dim_11 = tensor.dim %arg0, %c2_10 : tensor<?x?x?xf32>
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %11 = arith.subi %5, %c1_13 : index
    %12 = arith.muli %11, %c1_12 : index
    %13 = arith.subi %dim_11, %12 : index
    %c1_14 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_14 : index
    %15 = arith.remui %arg2, %14 : index
    %extracted_slice = tensor.extract_slice %arg0[0, %10, %15] [1, %2, %5] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim_15 = tensor.dim %extracted_slice, %c0 : tensor<?x?xf32>
    %16 = arith.remui %arg5, %dim_15 : index
    %c1_16 = arith.constant 1 : index
    %dim_17 = tensor.dim %extracted_slice, %c1_16 : tensor<?x?xf32>
    %17 = arith.minui %arg6, %dim_17 : index
    %18 = vector.transfer_read %extracted_slice[%16, %17], %cst : tensor<?x?xf32>, vector<4xf32>
    return %18 : vector<4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> vector<4xf32> {
    %0 = call @fold_vector_transfer_read_with_rank_reduced_extract_slice(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (tensor<?x?x?xf32>, index, index, index, index, index, index) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0x7FC00000> : tensor<1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2_1 = arith.constant 2 : index
    %c1_2 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cast, %c3, %c2, %c3_0, %c1, %c2_1, %c1_2) : (tensor<?x?x?xf32>, index, index, index, index, index, index) -> vector<4xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<4xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_3, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_5, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_6 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[3] : f32 from vector<4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_7, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_8 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
