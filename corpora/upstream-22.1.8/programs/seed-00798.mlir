// Piece 0 of Dialect/Linalg/winograd-conv2d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d_4x4_3x3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/winograd-conv2d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7651982852387273725, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d_4x4_3x3(%arg0: tensor<2x6x6x5xf32>, %arg1: tensor<2x3x3x5xf32>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x6x6x5xf32>, tensor<2x3x3x5xf32>) outs(%arg3 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %0 : tensor<2x4x4x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x6x6x5xf32>, %arg1: tensor<2x3x3x5xf32>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %0 = call @conv2d_4x4_3x3(%arg0, %arg1, %arg2, %arg3) : (tensor<2x6x6x5xf32>, tensor<2x3x3x5xf32>, tensor<1xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %0 : tensor<2x4x4x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x6x6x5xf32>
    %cst_0 = arith.constant dense<[[[[0.291685045, 0x7F800000, 3.250000e+00, -1.475000e+01, 9.000000e+00], [21.4257221, -1.500000e+00, -1.000000e+00, -68.2010269, 334.851135], [2068.51782, -42.1419067, -0.000000e+00, 0.000000e+00, 0xFF800000]], [[0xFF800000, 1.500000e+01, -2.250000e+00, -1.575000e+01, 0.0862263664], [-45.885582, 2.250000e+00, 7.250000e+00, -4.000000e+00, 0.00453987205], [9.750000e+00, -6.750000e+00, 1.000000e+00, -1.575000e+01, -7.250000e+00]], [[-6.000000e+00, 9.000000e+00, 0x7FC00000, 1.275000e+01, 1.150000e+01], [-1.250000e+01, 5.750000e+00, -4.000000e+00, 0xFF800000, -1.525000e+01], [8.500000e+00, -1.000000e+00, -2.250000e+00, 1.350000e+01, -1.000000e+00]]], [[[-4.000000e+00, 3.250000e+00, 5.500000e+00, -7.500000e+00, 2.750000e+00], [18.399025, 9.500000e+00, -5.000000e-01, -5.813350e-04, -1.050000e+01], [9.750000e+00, 0.00410519401, -94.1433181, 1.000000e+00, 8.000000e+00]], [[0.00116509025, -5.55443239, -3.80883908, -0.0055154548, 0.549901366], [-1.600000e+01, 9.500000e+00, 0xFF800000, 1.575000e+01, 0.616777598], [2.750000e+00, 6.750000e+00, 1.500000e+00, 7.500000e-01, 0.00590961613]], [[0.41979602, 7.750000e+00, 837.740417, -1.750000e+00, -1.600000e+01], [-1.325000e+01, 3.66617632, -1.225000e+01, 2.250000e+00, -6.750000e+00], [-1.075000e+01, -8.500000e+00, -1.575000e+01, 4.000000e+00, -8.250000e+00]]]]> : tensor<2x3x3x5xf32>
    %cst_1 = arith.constant dense<0.00827185995> : tensor<1xf32>
    %cst_2 = arith.constant dense<[[[[-1.500000e+00, -5.000000e+00], [0x7F800000, 1.475000e+01], [-0.00827136449, 7.500000e-01], [-1.000000e+00, -1.400000e+01]], [[5.000000e-01, -1.125000e+01], [1.500000e+01, -99.9164886], [1.100000e+01, -9.750000e+00], [1.525000e+01, 1.200000e+01]], [[-7.500000e-01, -1.200000e+01], [-6.250000e+00, -543.367737], [1.750000e+00, 0xFF800000], [0xFF800000, 1.100000e+01]], [[0.000000e+00, 0.000000e+00], [1.200000e+01, -1.100000e+01], [1.100000e+01, -0.0504066758], [-4.000000e+00, 1.550000e+01]]], [[[-1.125000e+01, -489.87262], [-185.62384, -1.475000e+01], [-9.09838962, 0x7F800000], [6.250000e+00, -0.00696844188]], [[6.05154705, 0.965530991], [1.325000e+01, -8.500000e+00], [-8.250000e+00, -9.000000e+00], [1.125000e+01, 0.0212621819]], [[-1.050000e+01, -0.353367835], [3.000000e+00, -9.66264533], [1.025000e+01, 0.000000e+00], [-1.200000e+01, -1.525000e+01]], [[1.000000e+00, -6.500000e+00], [44.4609184, -3.500000e+00], [-0.0847970619, -4.68163252], [7.500000e-01, -8.750000e+00]]]]> : tensor<2x4x4x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (tensor<2x6x6x5xf32>, tensor<2x3x3x5xf32>, tensor<1xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c4_3 = arith.constant 4 : index
    %c2_4 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x4x4x2xf32>
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
