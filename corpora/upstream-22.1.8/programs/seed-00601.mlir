// Piece 10 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_linalg_readonly_use"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 8049277305921796686, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_linalg_readonly_use(%arg0: tensor<?x?xf32> {bufferization.writable = false}, %arg1: tensor<4x4xf32> {bufferization.writable = false}, %arg2: tensor<4x4xf32> {bufferization.writable = true}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
    %0 = linalg.matmul ins(%extracted_slice, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = linalg.matmul ins(%extracted_slice, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %0:2 = call @extract_slice_linalg_readonly_use(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[371.332672, -1.075000e+01, 5.000000e-01, 9.000000e+00], [1.550000e+01, 0.00478612399, 9006.27929, 0x7FC00000], [0.0927703976, -1.600000e+01, 3.250000e+00, 9.99233336E-4], [-4.000000e+00, 1.275000e+01, 0xFF800000, 1.500000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[1.400000e+01, -1.000000e+01, -758.499572, 0x7F800000], [-0.000000e+00, -3.500000e+00, -1.750000e+00, -7.000000e+00], [9.64151573, 2.000000e+00, 4.500000e+00, 6.250000e+00], [-3.16945923E-4, 3.750000e+00, -8.750000e+00, -0.000000e+00]]> : tensor<4x4xf32>
    %cst_1 = arith.constant dense<[[-1.250000e+00, -2.750000e+00, -7.500000e+00, 0xFF800000], [0.0207392052, 0.00870456826, -812.252136, -1.475000e+01], [1.000000e+00, 1.025000e+01, -1.475000e+01, 0.000000e+00], [-0.0165869128, -1.750000e+00, 1.025000e+01, 0.000000e+00]]> : tensor<4x4xf32>
    %0:2 = call @smith_harness_0(%cast, %cst_0, %cst_1) : (tensor<?x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_2 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c4_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#0[%arg0, %arg2] : tensor<4x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_10 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_10 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c4_5 = arith.constant 4 : index
    %c4_6 = arith.constant 4 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %c4_5 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %c4_6 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<4x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_10 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_10 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_9 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
