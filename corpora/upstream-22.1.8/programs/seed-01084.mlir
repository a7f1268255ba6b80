// Piece 0 of Dialect/Tensor/one-shot-bufferize-tensor-copy-insertion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/one-shot-bufferize-tensor-copy-insertion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5057310613610329587, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<5xf32>, tensor<?xf32>) {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.subi %c5, %c1_0 : index
    %1 = arith.muli %0, %c1 : index
    %2 = arith.subi %dim, %1 : index
    %c1_1 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_1 : index
    %4 = arith.remui %c10, %3 : index
    %extracted_slice = tensor.extract_slice %arg0[%4] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %c5_2 = arith.constant 5 : index
    %5 = arith.remui %arg1, %c5_2 : index
    %inserted = tensor.insert %arg2 into %extracted_slice[%5] : tensor<5xf32>
    return %inserted, %arg0 : tensor<5xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<5xf32>, tensor<?xf32>) {
    %0:2 = call @extract_slice(%arg0, %arg1, %arg2) : (tensor<?xf32>, index, f32) -> (tensor<5xf32>, tensor<?xf32>)
    return %0#0, %0#1 : tensor<5xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[6.500000e+00, 6.500000e+00, 3.06620455, 0.000000e+00, 5.250000e+00, -0.00132439483, 6.250000e+00, 1.400000e+01, 9.750000e+00, 1.375000e+01, -2.750000e+00, -0.000000e+00, -9.500000e+00, -5.500000e+00, -2.250000e+00]> : tensor<15xf32>
    %cast = tensor.cast %cst : tensor<15xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 1.750000e+00 : f32
    %0:2 = call @smith_harness_0(%cast, %c0, %cst_0) : (tensor<?xf32>, index, f32) -> (tensor<5xf32>, tensor<?xf32>)
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<5xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_8 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0#1, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %dim step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_8 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
