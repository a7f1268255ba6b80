// Piece 0 of Dialect/Linalg/roundtrip-broadcast.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_first_dimension", "broadcast_mid_dimension"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/roundtrip-broadcast.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8811619386147704061, "skipped": {"broadcast_multiple_dimensions": "too large"}, "smith_version": "0.1.0"}
module {
  func.func @broadcast_first_dimension(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?x?xf32>) dimensions = [0] 
    return %broadcasted : tensor<?x?x?xf32>
  }
  func.func @broadcast_mid_dimension(%arg0: tensor<3x5xf32>, %arg1: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x4x5xf32>) dimensions = [1] 
    return %broadcasted : tensor<3x4x5xf32>
  }
  func.func @broadcast_multiple_dimensions(%arg0: tensor<4x5x7xf32>, %arg1: tensor<3x4x5x6x7x8x9xf32>) -> tensor<3x4x5x6x7x8x9xf32> {
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<4x5x7xf32>) outs(%arg1 : tensor<3x4x5x6x7x8x9xf32>) dimensions = [0, 3, 5, 6] 
    return %broadcasted : tensor<3x4x5x6x7x8x9xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = call @broadcast_first_dimension(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<3x5xf32>, %arg1: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %0 = call @broadcast_mid_dimension(%arg0, %arg1) : (tensor<3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    return %0 : tensor<3x4x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[5.000000e-01, 3.250000e+00, 0x7F800000, -6.000000e+00], [-7.61555508E-4, -0.0756186247, 1.500000e+00, 1.525000e+01], [-6.000000e+00, -3.250000e+00, -1.250000e+00, 0.0225600693], [-1.350000e+01, 0x7FC00000, 1.075000e+01, 0xFF800000]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[[1.450000e+01, -4.000000e+00, 71.9425735, -1.225000e+01], [43.0866318, 4.750000e+00, 3.500000e+00, -23.9340096], [2.75142074, 2.500000e-01, -2489.896, -3.500000e+00], [2.250000e+00, 0xFF800000, 1.350000e+01, -7.000000e+00]], [[4.000000e+00, 1.400000e+01, -960.673828, 8.000000e+00], [-2.500000e+00, -2.500000e-01, 570.502502, -1.600000e+01], [1.000000e+00, 83.1903381, 7.250000e+00, 8.750000e+00], [-5.750000e+00, 92.2610092, 1.000000e+00, 0.144686282]], [[-0.825199067, 1.000000e+01, 8.750000e+00, 0xFF800000], [1.550000e+01, 1.375000e+01, 0x7F800000, 5.000000e+00], [-1.050000e+01, -3.84779763, 4.000000e+00, 1.500000e+00], [0.0703358799, -1.500000e+01, -0.629881263, 6.15545141E-4]], [[4.250000e+00, 9.500000e+00, -8.750000e+00, -9.250000e+00], [-5.750000e+00, -0.000000e+00, 2.500000e+00, 0x7FC00000], [0.497447431, -0.0398502611, -1.100000e+01, 0x7FC00000], [-1.375000e+01, 0xFF800000, -6.750000e+00, -1.200000e+01]]]> : tensor<4x4x4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %cst_2 = arith.constant dense<[[0.00772785395, -0.00103180355, 185.183701, 8.500000e+00, 9.40120604E-4], [9.250000e+00, 4.750000e+00, 0x7F800000, -1.250000e+00, 0.00695721479], [-1.075000e+01, 805.569702, -4.280690e-02, -95.9304733, 1.000000e+00]]> : tensor<3x5xf32>
    %cst_3 = arith.constant dense<[[[-1.100000e+01, 7.500000e-01, 598.442566, 1.125000e+01, 0x7FC00000], [-455.580017, -2.000000e+00, 5.750000e+00, -4.000000e+00, -9.250000e+00], [0.590700388, -9303.22558, -4.000000e+00, -1.150000e+01, 1.275000e+01], [1.575000e+01, -1.000000e+00, -1.425000e+01, 0x7F800000, 1.69171059]], [[-1.125000e+01, -1.050000e+01, -9.250000e+00, -7.57823944, 0.156115383], [-0.0191856492, 8.750000e+00, -1.375000e+01, 1.100000e+01, 0.000000e+00], [-1.425000e+01, 7.000000e+00, -1.400000e+01, -2.250000e+00, 7434.11718], [5.750000e+00, -1.000000e+00, 1.350000e+01, 5.000000e-01, -1.025000e+01]], [[-1.750000e+00, 5.750000e+00, -9.500000e+00, 2.500000e+00, -4.250000e+00], [-1.450000e+01, -8.000000e+00, 0.000000e+00, -7.750000e+00, 8.53165256E-5], [-6.000000e+00, 0x7FC00000, 2.93963589E-4, 1.475000e+01, -0.888170242], [6.000000e+00, 65.6946868, -1.000000e+01, -2.750000e+00, 6690.01025]]]> : tensor<3x4x5xf32>
    %1 = call @smith_harness_1(%cst_2, %cst_3) : (tensor<3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_7 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0 to %dim_7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %10 = arith.bitcast %extracted : f32 to i32
          %11 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_13 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_13 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_8 to %c3 step %c1_9 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %8 = scf.for %arg2 = %c0_8 to %c4 step %c1_9 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0_8 to %c5 step %c1_9 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %1[%arg0, %arg2, %arg4] : tensor<3x4x5xf32>
          %10 = arith.bitcast %extracted : f32 to i32
          %11 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_13 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_13 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
