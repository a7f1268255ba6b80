// Piece 1 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_fun"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3657874243970275044, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_fun(%arg0: tensor<?xf32> {bufferization.writable = false}, %arg1: tensor<?xf32> {bufferization.writable = true}) -> (tensor<4xf32>, tensor<8xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg1[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
    return %extracted_slice, %extracted_slice_0 : tensor<4xf32>, tensor<8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
    %0:2 = call @extract_slice_fun(%arg0, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<8xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.150000e+01, -1.550000e+01, -0.000000e+00, 1.400000e+01, 1.000000e+00, -5.750000e+00, 1.100000e+01, 9.750000e+00]> : tensor<8xf32>
    %cast = tensor.cast %cst : tensor<8xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-2.77761719E-4, -1.525000e+01, 6034.31689, 3.000000e+00, 6.750000e+00, -1.425000e+01, -7903.2539, -1.525000e+01]> : tensor<8xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<8xf32> to tensor<?xf32>
    %0:2 = call @smith_harness_0(%cast, %cast_1) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<8xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<4xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_7 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c8 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<8xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_7 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
