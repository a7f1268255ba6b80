// Piece 11 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_to_linalg_write_use"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 2708417380239073374, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_to_linalg_write_use(%arg0: tensor<4x4xf32> {bufferization.writable = false}, %arg1: tensor<?x?xf32> {bufferization.writable = false}, %arg2: tensor<?x?xf32> {bufferization.writable = true}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %extracted_slice = tensor.extract_slice %arg1[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
    %0 = linalg.matmul ins(%arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%extracted_slice : tensor<4x4xf32>) -> tensor<4x4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
    %1 = linalg.matmul ins(%arg0, %extracted_slice : tensor<4x4xf32>, tensor<4x4xf32>) outs(%extracted_slice_0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x4xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %0:2 = call @extract_slice_to_linalg_write_use(%arg0, %arg1, %arg2) : (tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[8.500000e+00, 1.250000e+01, -1.500000e+00, -3.750000e+00], [-0.0834431573, -0.0754840299, -3.250000e+00, 0.000000e+00], [1.000000e+00, 6721.17724, -5.000000e-01, 7.750000e+00], [1.300000e+01, 3.500000e+00, -53.3770142, 1.525000e+01]]> : tensor<4x4xf32>
    %cst_0 = arith.constant dense<[[47.0316353, 1.600000e+01, -0.000000e+00, 1.450000e+01], [-1.000000e+00, 1.325000e+01, -4.04699269E-4, -7.500000e-01], [-0.0081396792, 3.000000e+00, -6.500000e+00, -4.500000e+00], [-2.000000e+00, -6.500000e+00, -1.000000e+01, -1.450000e+01]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst_0 : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_1 = arith.constant dense<[[1.000000e+00, 9.500000e+00, -281.477417, -6.750000e+00], [0x7FC00000, -5.750000e+00, -1.500000e+00, 8.250000e+00], [9.500000e+00, 0.0459869392, 1.525000e+01, 0.0494667105], [-1.425000e+01, 9.000000e+00, -3.74075578E-4, 1.000000e+00]]> : tensor<4x4xf32>
    %cast_2 = tensor.cast %cst_1 : tensor<4x4xf32> to tensor<?x?xf32>
    %0:2 = call @smith_harness_0(%cst, %cast, %cast_2) : (tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_3 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c4_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#0[%arg0, %arg2] : tensor<4x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_11 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_11 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c4_6 = arith.constant 4 : index
    %c4_7 = arith.constant 4 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_4 to %c4_6 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %7 = scf.for %arg2 = %c0_4 to %c4_7 step %c1_5 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<4x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_11 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_11 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_10 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
