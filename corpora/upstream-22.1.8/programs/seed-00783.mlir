// Piece 0 of Dialect/Linalg/swap-extract-slice-with-fill.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["swap_fill_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/swap-extract-slice-with-fill.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8801842147997524606, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @swap_fill_insert_slice(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1 : tensor<?x?x?xf32>
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %1 = arith.maxsi %c3, %c1_0 : index
    %2 = arith.ceildivui %dim, %1 : index
    %3 = arith.minui %arg2, %2 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %dim_1 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %4 = arith.subi %c1_2, %c1_4 : index
    %5 = arith.muli %4, %c1_3 : index
    %6 = arith.subi %dim_1, %5 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.maxsi %6, %c1_5 : index
    %8 = arith.remui %arg1, %7 : index
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %0, %c1_6 : tensor<?x?x?xf32>
    %c3_8 = arith.constant 3 : index
    %c1_9 = arith.constant 1 : index
    %9 = arith.subi %3, %c1_9 : index
    %10 = arith.muli %9, %c3_8 : index
    %11 = arith.subi %dim_7, %10 : index
    %c1_10 = arith.constant 1 : index
    %12 = arith.maxsi %11, %c1_10 : index
    %13 = arith.remui %c8, %12 : index
    %c2 = arith.constant 2 : index
    %dim_11 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c6 = arith.constant 6 : index
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %14 = arith.subi %c6, %c1_13 : index
    %15 = arith.muli %14, %c1_12 : index
    %16 = arith.subi %dim_11, %15 : index
    %c1_14 = arith.constant 1 : index
    %17 = arith.maxsi %16, %c1_14 : index
    %18 = arith.remui %c4, %17 : index
    %extracted_slice = tensor.extract_slice %0[%8, %13, %18] [1, %3, 6] [1, 3, 1] : tensor<?x?x?xf32> to tensor<?x6xf32>
    return %extracted_slice : tensor<?x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x6xf32> {
    %0 = call @swap_fill_insert_slice(%arg0, %arg1, %arg2) : (tensor<?x?x?xf32>, index, index) -> tensor<?x6xf32>
    return %0 : tensor<?x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.400000e+01> : tensor<10x10x10xf32>
    %cast = tensor.cast %cst : tensor<10x10x10xf32> to tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c1, %c3) : (tensor<?x?x?xf32>, index, index) -> tensor<?x6xf32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x6xf32>
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c6 step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x6xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
