// Piece 2 of Dialect/Bufferization/Transforms/one-shot-bufferize-analysis-empty-tensor-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["buffer_forwarding_conflict_with_different_element_type"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-analysis-empty-tensor-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6512131430683633435, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @buffer_forwarding_conflict_with_different_element_type(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty(%arg1) : tensor<?xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
    %2 = tensor.empty(%arg1) : tensor<?xbf16>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %1, %c0 : tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %2, %c0_1 : tensor<?xbf16>
    %3 = arith.cmpi eq, %dim_2, %dim : index
    %4 = scf.if %3 -> (tensor<?xbf16>) {
      scf.yield %2 : tensor<?xbf16>
    } else {
      %14 = tensor.empty(%dim) : tensor<?xbf16>
      %cst_13 = arith.constant 0.000000e+00 : bf16
      %15 = linalg.fill ins(%cst_13 : bf16) outs(%14 : tensor<?xbf16>) -> tensor<?xbf16>
      %cast = tensor.cast %15 : tensor<?xbf16> to tensor<?xbf16>
      scf.yield %cast : tensor<?xbf16>
    }
    %5 = linalg.copy ins(%1 : tensor<?xf32>) outs(%4 : tensor<?xbf16>) -> tensor<?xbf16>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %5, %c0_3 : tensor<?xbf16>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %0, %c0_5 : tensor<?xf32>
    %6 = arith.cmpi eq, %dim_6, %dim_4 : index
    %7 = scf.if %6 -> (tensor<?xf32>) {
      scf.yield %0 : tensor<?xf32>
    } else {
      %14 = tensor.empty(%dim_4) : tensor<?xf32>
      %cst_13 = arith.constant 0.000000e+00 : f32
      %15 = linalg.fill ins(%cst_13 : f32) outs(%14 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %15 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %8 = linalg.copy ins(%5 : tensor<?xbf16>) outs(%7 : tensor<?xf32>) -> tensor<?xf32>
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %8, %c0_7 : tensor<?xf32>
    %c42 = arith.constant 42 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?xf32>
    %c1 = arith.constant 1 : index
    %c1_11 = arith.constant 1 : index
    %9 = arith.subi %dim_8, %c1_11 : index
    %10 = arith.muli %9, %c1 : index
    %11 = arith.subi %dim_10, %10 : index
    %c1_12 = arith.constant 1 : index
    %12 = arith.maxsi %11, %c1_12 : index
    %13 = arith.remui %c42, %12 : index
    %inserted_slice = tensor.insert_slice %8 into %arg0[%13] [%dim_8] [1] : tensor<?xf32> into tensor<?xf32>
    return %inserted_slice, %inserted_slice : tensor<?xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %0:2 = call @buffer_forwarding_conflict_with_different_element_type(%arg0, %arg1) : (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<?xf32>)
    return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.200000e+01> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%cast, %c1) : (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_9 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %0#1, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %dim_5 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_9 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
