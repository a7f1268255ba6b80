// Piece 3 of Dialect/Linalg/winograd-conv2d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d_4x1_3x1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/winograd-conv2d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 5707998033226945264, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d_4x1_3x1(%arg0: tensor<2x6x1x5xf32>, %arg1: tensor<2x3x1x5xf32>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32> {
    %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x6x1x5xf32>, tensor<2x3x1x5xf32>) outs(%arg3 : tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32>
    return %0 : tensor<2x4x1x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x6x1x5xf32>, %arg1: tensor<2x3x1x5xf32>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32> {
    %0 = call @conv2d_4x1_3x1(%arg0, %arg1, %arg2, %arg3) : (tensor<2x6x1x5xf32>, tensor<2x3x1x5xf32>, tensor<1xf32>, tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32>
    return %0 : tensor<2x4x1x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[7.31148407E-4, -8.750000e+00, 1.550000e+01, 5.31077385, 1.250000e+01]], [[1.600000e+01, -3.01314023E-4, 1.000000e+00, -7.500000e+00, -4.000000e+00]], [[0.775621891, -1.000000e+01, 9.063320e-03, 6.250000e+00, 0x7FC00000]], [[1.425000e+01, 0.64868319, -9.250000e+00, 1.000000e+00, 0.165068328]], [[-1.050000e+01, -1.000000e+00, 969.520141, -1.000000e+00, -1.375000e+01]], [[-0.804861307, 0xFF800000, 3.3103621, 1.63112145E-5, -6.000000e+00]]], [[[-6.500000e+00, 0x7F800000, 5.19197434E-4, -5.472220e+02, -5.000000e+00]], [[-0.0615379289, -1.400000e+01, -0.0516832769, 0x7F800000, -702.819397]], [[-1.000000e+01, -0.0700646713, -1.125000e+01, -0.00543951942, -9.500000e+00]], [[0.0555123612, -0.000000e+00, 0.000000e+00, 2.750000e+00, 0xFF800000]], [[1.025000e+01, -2.500000e+00, 1.525000e+01, 7.250000e+00, -3.500000e+00]], [[-1.350000e+01, 1.000000e+00, 1.200000e+01, -1.225000e+01, 1.250000e+01]]]]> : tensor<2x6x1x5xf32>
    %cst_0 = arith.constant dense<[[[[0xFF800000, 7.000000e+00, -0.000000e+00, -11.4698067, 0x7FC00000]], [[-1.600000e+01, 0.219397634, -3.000000e+00, -8.000000e+00, -8.750000e+00]], [[-1.450000e+01, 0xFF800000, -1077.06763, -1.425000e+01, 0.000000e+00]]], [[[0.0345301181, 0.0804342553, -6.500000e+00, 1.575000e+01, 1.000000e+00]], [[-1.250000e+00, 30.9083672, -7.250000e+00, 1.375000e+01, 289.222656]], [[-4317.44873, -1.550000e+01, 7.500000e+00, 1.475000e+01, 1.375000e+01]]]]> : tensor<2x3x1x5xf32>
    %cst_1 = arith.constant dense<1.500000e+00> : tensor<1xf32>
    %cst_2 = arith.constant dense<[[[[5.000000e+00, 6.94014307E-4]], [[-7.13547945, -2.500000e+00]], [[-1.375000e+01, -8.750000e+00]], [[5.849220e-02, 0xFF800000]]], [[[-1.150000e+01, 9.52760631E-4]], [[0.000000e+00, 655.071838]], [[0.000000e+00, 2.250000e+00]], [[-3.250000e+00, -4.500000e+00]]]]> : tensor<2x4x1x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (tensor<2x6x1x5xf32>, tensor<2x3x1x5xf32>, tensor<1xf32>, tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x4x1x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_6 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
