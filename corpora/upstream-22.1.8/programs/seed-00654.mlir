// Piece 61 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_transpose_fold_2dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 61, "release": "22.1.8"}, "seed": 7061346715812228111, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @broadcast_transpose_fold_2dim(%arg0: tensor<2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<2xf32>) outs(%arg1 : tensor<2x4xf32>) dimensions = [1] 
    %transposed = linalg.transpose ins(%broadcasted : tensor<2x4xf32>) outs(%arg2 : tensor<4x2xf32>) permutation = [1, 0] 
    return %transposed : tensor<4x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = call @broadcast_transpose_fold_2dim(%arg0, %arg1, %arg2) : (tensor<2xf32>, tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.250000e+01, -5.562690e-01]> : tensor<2xf32>
    %cst_0 = arith.constant dense<[[0.00802982226, -7.250000e+00, 8.46764887E-4, 1.00014782E-4], [7.250000e+00, -4.750000e+00, 6.500000e+00, -4.250000e+00]]> : tensor<2x4xf32>
    %cst_1 = arith.constant dense<[[0x7F800000, 8.250000e+00], [6.750000e+00, -5.000000e-01], [1.500000e+01, 9.16575955E-4], [-0.000000e+00, 1.500000e+01]]> : tensor<4x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<2xf32>, tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x2xf32>
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
