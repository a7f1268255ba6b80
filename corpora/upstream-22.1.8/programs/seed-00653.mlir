// Piece 58 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_transpose_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 58, "release": "22.1.8"}, "seed": 6816601389534695755, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transpose_transpose_fold(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4x3x5xf32>, %arg2: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %transposed = linalg.transpose ins(%arg0 : tensor<5x4x3xf32>) outs(%arg1 : tensor<4x3x5xf32>) permutation = [1, 2, 0] 
    %transposed_0 = linalg.transpose ins(%transposed : tensor<4x3x5xf32>) outs(%arg2 : tensor<3x4x5xf32>) permutation = [1, 0, 2] 
    return %transposed_0 : tensor<3x4x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5x4x3xf32>, %arg1: tensor<4x3x5xf32>, %arg2: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %0 = call @transpose_transpose_fold(%arg0, %arg1, %arg2) : (tensor<5x4x3xf32>, tensor<4x3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    return %0 : tensor<3x4x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-0.00894434657, -6.00967265E-4, 7.500000e-01], [-8.250000e+00, -96.7485198, 9.750000e+00], [13.6932898, -3.000000e+00, -609.735168], [1.000000e+00, 5.000000e+00, -0.998804628]], [[-1.150000e+01, 3.76575685, -4.250000e+00], [4.750000e+00, -9.250000e+00, -2.39239918E-4], [1.425000e+01, -8.750000e+00, 2.281590e+01], [1.400000e+01, 1.400000e+01, -2.43619347]], [[1.050000e+01, 0xFF800000, 6.12557924E-5], [-0.55846566, -4.750000e+00, 3.3219583], [6.500000e+00, 1.525000e+01, -9.500000e+00], [1.075000e+01, 1.250000e+01, -4.000000e+00]], [[0.169095218, -8983.87109, -7.000000e+00], [-2.60028911, -1.475000e+01, 0.000000e+00], [-1.025000e+01, -0.252801269, -1.575000e+01], [1.325000e+01, -1.525000e+01, -0.000000e+00]], [[-1.03066734E-4, 0.393828452, -8.000000e+00], [0.00530271418, -1.075000e+01, -5.86426544], [-2.500000e-01, -7.250000e+00, -1.225000e+01], [867.062622, 1.125000e+01, -933.463623]]]> : tensor<5x4x3xf32>
    %cst_0 = arith.constant dense<[[[-3.000000e+00, -1.175000e+01, 4.250000e+00, 9.750000e+00, -8.83597939E-4], [-5.500000e+00, 3.500000e+00, -3.33650707E-4, 9.000000e+00, 7.905720e+03], [5636.65869, -3.3924129, -4.89394808, 4.9970804E-6, 6.47967243]], [[-8.25376774E-4, -0.00432035187, 0x7FC00000, 4.98365593, -1.750000e+00], [-0.192618683, -934.701782, -1.050000e+01, 1.175000e+01, 1.225000e+01], [-0.0522897691, 1.500000e+00, -7.500000e+00, 1.225000e+01, 1.325000e+01]], [[-5.3691082, -1.250000e+01, -7.250000e+00, -9941.61914, 1.000000e+01], [-6.95884111E-4, 1.225000e+01, -0.435377538, -2.93686748, 7.000000e+00], [-1.250000e+00, 1.300000e+01, 6.000000e+00, 1.375000e+01, -1.350000e+01]], [[7.89249134, 8.500000e+00, -1.500000e+01, 1.325000e+01, -1.450000e+01], [-1.175000e+01, 1.000000e+01, 0.00144901476, -1.200000e+01, -1.000000e+00], [0.000000e+00, -1.250000e+00, 2.500000e-01, -1.425000e+01, 1.250000e+01]]]> : tensor<4x3x5xf32>
    %cst_1 = arith.constant dense<[[[-1.100000e+01, 1.000000e+00, -214.608215, 5.000000e+00, 1.400000e+01], [-25.8709011, 1.550000e+01, -1.300000e+01, -9135.26562, 0.000000e+00], [-1.125000e+01, -8.000000e+00, 6.445150e-03, 3.21251917, -5.750000e+00], [-87.9079589, 0.000000e+00, -0.00634551514, 9.7387709E-4, -655.969849]], [[5.250000e+00, 8.250000e+00, -1.450000e+01, 9.1567974, -2.750000e+00], [2.500000e-01, -6.250000e+00, 2.250000e+00, 0.0900687947, 3.000000e+00], [1.300000e+01, 70.6611099, 1.600000e+01, 4.500000e+00, 0.00606120145], [-6.500000e+00, -0.0817420184, 0.669920444, 0.00230945111, 0x7F800000]], [[1.050000e+01, 0.000000e+00, 1.100000e+01, -5.500000e+00, -1.250000e+00], [-1.000000e+00, 0xFF800000, 1.250000e+01, 1.575000e+01, -0.0544782504], [-1.425000e+01, -0.194601461, -1.125000e+01, 6.000000e+00, -6.500000e+00], [5.000000e+00, 1.300000e+01, 3.750000e+00, 0xFF800000, -1.375000e+01]]]> : tensor<3x4x5xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<5x4x3xf32>, tensor<4x3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<3x4x5xf32>
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
