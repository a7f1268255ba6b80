// Piece 9 of Dialect/SCF/one-shot-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_if_inplace5"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 3390898256173190011, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scf_if_inplace5(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index, %arg2: i1) -> tensor<?xf32> {
    %0 = scf.if %arg2 -> (tensor<?xf32>) {
      %c0_4 = arith.constant 0 : index
      %dim_5 = tensor.dim %arg0, %c0_4 : tensor<?xf32>
      %c1_6 = arith.constant 1 : index
      %c1_7 = arith.constant 1 : index
      %6 = arith.maxsi %c1_6, %c1_7 : index
      %7 = arith.ceildivui %dim_5, %6 : index
      %8 = arith.minui %arg1, %7 : index
      %c0_8 = arith.constant 0 : index
      %dim_9 = tensor.dim %arg0, %c0_8 : tensor<?xf32>
      %c1_10 = arith.constant 1 : index
      %c1_11 = arith.constant 1 : index
      %9 = arith.subi %8, %c1_11 : index
      %10 = arith.muli %9, %c1_10 : index
      %11 = arith.subi %dim_9, %10 : index
      %c1_12 = arith.constant 1 : index
      %12 = arith.maxsi %11, %c1_12 : index
      %13 = arith.remui %arg1, %12 : index
      %extracted_slice = tensor.extract_slice %arg0[%13] [%8] [1] : tensor<?xf32> to tensor<?xf32>
      scf.yield %extracted_slice : tensor<?xf32>
    } else {
      %c0_4 = arith.constant 0 : index
      %dim_5 = tensor.dim %arg0, %c0_4 : tensor<?xf32>
      %c1_6 = arith.constant 1 : index
      %c1_7 = arith.constant 1 : index
      %6 = arith.maxsi %c1_6, %c1_7 : index
      %7 = arith.ceildivui %dim_5, %6 : index
      %8 = arith.minui %arg1, %7 : index
      %c0_8 = arith.constant 0 : index
      %dim_9 = tensor.dim %arg0, %c0_8 : tensor<?xf32>
      %c1_10 = arith.constant 1 : index
      %c1_11 = arith.constant 1 : index
      %9 = arith.subi %8, %c1_11 : index
      %10 = arith.muli %9, %c1_10 : index
      %11 = arith.subi %dim_9, %10 : index
      %c1_12 = arith.constant 1 : index
      %12 = arith.maxsi %11, %c1_12 : index
      %13 = arith.remui %arg1, %12 : index
      %extracted_slice = tensor.extract_slice %arg0[%13] [%8] [1] : tensor<?xf32> to tensor<?xf32>
      scf.yield %extracted_slice : tensor<?xf32>
    }
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %1 = arith.subi %dim, %c1_2 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.subi %dim_1, %2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_3 : index
    %5 = arith.remui %arg1, %4 : index
    %inserted_slice = tensor.insert_slice %0 into %arg0[%5] [%dim] [1] : tensor<?xf32> into tensor<?xf32>
    return %inserted_slice : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index, %arg2: i1) -> tensor<?xf32> {
    %0 = call @scf_if_inplace5(%arg0, %arg1, %arg2) : (tensor<?xf32>, index, i1) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-7.19347096E-4> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %0 = call @smith_harness_0(%cast, %c0, %false) : (tensor<?xf32>, index, i1) -> tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_3 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
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
