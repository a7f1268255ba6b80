// Piece 0 of Dialect/Linalg/tile-and-fuse-tensors.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul_tensors"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/tile-and-fuse-tensors.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5708568327397191629, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @matmul_tensors(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
    %dim_1 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
    %1 = scf.for %arg3 = %c0 to %dim step %c2 iter_args(%arg4 = %arg2) -> (tensor<?x?xf32>) {
      %2 = scf.for %arg5 = %c0 to %dim_1 step %c3 iter_args(%arg6 = %arg4) -> (tensor<?x?xf32>) {
        %3 = scf.for %arg7 = %c0 to %dim_0 step %c4 iter_args(%arg8 = %arg6) -> (tensor<?x?xf32>) {
          %c0_2 = arith.constant 0 : index
          %dim_3 = tensor.dim %0, %c0_2 : tensor<?x?xf32>
          %c1_4 = arith.constant 1 : index
          %c1_5 = arith.constant 1 : index
          %4 = arith.subi %c2, %c1_5 : index
          %5 = arith.muli %4, %c1_4 : index
          %6 = arith.subi %dim_3, %5 : index
          %c1_6 = arith.constant 1 : index
          %7 = arith.maxsi %6, %c1_6 : index
          %8 = arith.remui %arg3, %7 : index
          %c1_7 = arith.constant 1 : index
          %dim_8 = tensor.dim %0, %c1_7 : tensor<?x?xf32>
          %c4_9 = arith.constant 4 : index
          %c1_10 = arith.constant 1 : index
          %c1_11 = arith.constant 1 : index
          %9 = arith.subi %c4_9, %c1_11 : index
          %10 = arith.muli %9, %c1_10 : index
          %11 = arith.subi %dim_8, %10 : index
          %c1_12 = arith.constant 1 : index
          %12 = arith.maxsi %11, %c1_12 : index
          %13 = arith.remui %arg7, %12 : index
          %extracted_slice = tensor.extract_slice %0[%8, %13] [%c2, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
          %c0_13 = arith.constant 0 : index
          %dim_14 = tensor.dim %arg1, %c0_13 : tensor<?x?xf32>
          %c4_15 = arith.constant 4 : index
          %c1_16 = arith.constant 1 : index
          %c1_17 = arith.constant 1 : index
          %14 = arith.subi %c4_15, %c1_17 : index
          %15 = arith.muli %14, %c1_16 : index
          %16 = arith.subi %dim_14, %15 : index
          %c1_18 = arith.constant 1 : index
          %17 = arith.maxsi %16, %c1_18 : index
          %18 = arith.remui %arg7, %17 : index
          %c1_19 = arith.constant 1 : index
          %dim_20 = tensor.dim %arg1, %c1_19 : tensor<?x?xf32>
          %c1_21 = arith.constant 1 : index
          %c1_22 = arith.constant 1 : index
          %19 = arith.subi %c3, %c1_22 : index
          %20 = arith.muli %19, %c1_21 : index
          %21 = arith.subi %dim_20, %20 : index
          %c1_23 = arith.constant 1 : index
          %22 = arith.maxsi %21, %c1_23 : index
          %23 = arith.remui %arg5, %22 : index
          %extracted_slice_24 = tensor.extract_slice %arg1[%18, %23] [4, %c3] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
          %c0_25 = arith.constant 0 : index
          %dim_26 = tensor.dim %arg8, %c0_25 : tensor<?x?xf32>
          %c1_27 = arith.constant 1 : index
          %c1_28 = arith.constant 1 : index
          %24 = arith.subi %c2, %c1_28 : index
          %25 = arith.muli %24, %c1_27 : index
          %26 = arith.subi %dim_26, %25 : index
          %c1_29 = arith.constant 1 : index
          %27 = arith.maxsi %26, %c1_29 : index
          %28 = arith.remui %arg3, %27 : index
          %c1_30 = arith.constant 1 : index
          %dim_31 = tensor.dim %arg8, %c1_30 : tensor<?x?xf32>
          %c1_32 = arith.constant 1 : index
          %c1_33 = arith.constant 1 : index
          %29 = arith.subi %c3, %c1_33 : index
          %30 = arith.muli %29, %c1_32 : index
          %31 = arith.subi %dim_31, %30 : index
          %c1_34 = arith.constant 1 : index
          %32 = arith.maxsi %31, %c1_34 : index
          %33 = arith.remui %arg5, %32 : index
          %extracted_slice_35 = tensor.extract_slice %arg8[%28, %33] [%c2, %c3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
          %34 = linalg.matmul ins(%extracted_slice, %extracted_slice_24 : tensor<?x4xf32>, tensor<4x?xf32>) outs(%extracted_slice_35 : tensor<?x?xf32>) -> tensor<?x?xf32>
          %c0_36 = arith.constant 0 : index
          %dim_37 = tensor.dim %arg8, %c0_36 : tensor<?x?xf32>
          %c1_38 = arith.constant 1 : index
          %c1_39 = arith.constant 1 : index
          %35 = arith.subi %c2, %c1_39 : index
          %36 = arith.muli %35, %c1_38 : index
          %37 = arith.subi %dim_37, %36 : index
          %c1_40 = arith.constant 1 : index
          %38 = arith.maxsi %37, %c1_40 : index
          %39 = arith.remui %arg3, %38 : index
          %c1_41 = arith.constant 1 : index
          %dim_42 = tensor.dim %arg8, %c1_41 : tensor<?x?xf32>
          %c1_43 = arith.constant 1 : index
          %c1_44 = arith.constant 1 : index
          %40 = arith.subi %c3, %c1_44 : index
          %41 = arith.muli %40, %c1_43 : index
          %42 = arith.subi %dim_42, %41 : index
          %c1_45 = arith.constant 1 : index
          %43 = arith.maxsi %42, %c1_45 : index
          %44 = arith.remui %arg5, %43 : index
          %inserted_slice = tensor.insert_slice %34 into %arg8[%39, %44] [%c2, %c3] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
          scf.yield %inserted_slice : tensor<?x?xf32>
        }
        scf.yield %3 : tensor<?x?xf32>
      }
      scf.yield %2 : tensor<?x?xf32>
    }
    return %1 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @matmul_tensors(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-8.000000e+00> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<-9.750000e+00> : tensor<1x1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<-63.0266685> : tensor<1x1xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<1x1xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_8 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
