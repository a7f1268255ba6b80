// Piece 53 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_broadcast_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 53, "release": "22.1.8"}, "seed": 120577915459339180, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @broadcast_broadcast_fold(%arg0: tensor<2xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<2xf32>) outs(%arg1 : tensor<2x3xf32>) dimensions = [1] 
    %broadcasted_0 = linalg.broadcast ins(%broadcasted : tensor<2x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) dimensions = [2] 
    return %broadcasted_0 : tensor<2x3x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %0 = call @broadcast_broadcast_fold(%arg0, %arg1, %arg2) : (tensor<2xf32>, tensor<2x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[0.000000e+00, 1.250000e+00]> : tensor<2xf32>
    %cst_0 = arith.constant dense<[[-0.00581172807, 3.9529326E-4, -1.525000e+01], [0.00780787691, -3.500000e+00, 4.750000e+00]]> : tensor<2x3xf32>
    %cst_1 = arith.constant dense<[[[7.348480e-03, 0x7F800000, 0.00548103312, -2.65671872E-4], [6.500000e+00, 1.000000e+00, 7.500000e-01, -7.250000e+00], [-0.000000e+00, 9.250000e+00, -7.081760e-02, -0.000000e+00]], [[0xFF800000, -445.254883, 4.250000e+00, 2.500000e-01], [-4.000000e+00, 4.000000e+00, 9.500000e+00, -1.425000e+01], [9.500000e+00, 1.350000e+01, -1.475000e+01, -93.5821075]]]> : tensor<2x3x4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<2xf32>, tensor<2x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x3x4xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
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
