// Piece 6 of Dialect/Linalg/winograd-conv2d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d_type_promotion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/winograd-conv2d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 5078532965395757481, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d_type_promotion(%arg0: tensor<2x6x6x5xf16>, %arg1: tensor<2x3x3x5xf16>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x6x6x5xf16>, tensor<2x3x3x5xf16>) outs(%arg3 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %0 : tensor<2x4x4x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x6x6x5xf16>, %arg1: tensor<2x3x3x5xf16>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %0 = call @conv2d_type_promotion(%arg0, %arg1, %arg2, %arg3) : (tensor<2x6x6x5xf16>, tensor<2x3x3x5xf16>, tensor<1xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %0 : tensor<2x4x4x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<2.500000e+00> : tensor<2x6x6x5xf16>
    %cst_0 = arith.constant dense<[[[[1.400000e+01, -2.000000e+00, -1.500000e+01, 1.500000e+00, 1.050000e+01], [-6.000000e+00, 2.000000e+00, -2.250000e+00, -1.450000e+01, -8.800000e+03], [2.294000e+03, 5.905150e-02, -8.000000e+00, -1.025000e+01, -2.750000e+00]], [[2.250000e+00, -0.000000e+00, 6.750000e+00, -9.500000e+00, 3.000000e+00], [0x7E00, -1.345000e+03, -1.750000e+00, -7.500000e-01, -3.000000e+00], [8.920000e+02, 1.025000e+01, -4.144290e-02, 1.550000e+01, -9.750000e+00]], [[1.175000e+01, -1.400000e+01, -9.000000e+00, -7.000000e+00, -1.000000e+00], [0.000000e+00, -1.100000e+01, 1.600000e+01, -9.775160e-04, -1.000000e+00], [-4.000000e+00, -9.500000e+00, 3.500000e+00, 1.100000e+01, -7.750000e+00]]], [[[0xFC00, -5.953980e-02, -6.250000e+00, 1.750000e+00, 1.375000e+01], [-9.500000e+00, 9.360000e+03, 1.250000e+01, -2.897260e-03, 9.445000e+02], [-8.583060e-04, 1.575000e+01, -6.962500e+01, 1.250000e+01, -6.034850e-03]], [[-1.000000e+00, 0xFC00, 2.500000e-01, 0xFC00, -3.250000e+00], [-4.000000e+00, -1.301250e+02, 1.075000e+01, -1.475000e+01, -3.000000e+00], [-1.575000e+01, 1.450000e+01, -6.780000e+03, 0.000000e+00, -2.088620e-01]], [[-1.600000e+01, 1.000000e+01, -7.500000e-01, -1.400000e+01, 7.410040e-04], [-7.391360e-02, -2.378230e-04, 6.500000e+00, 2.000000e+00, -1.550000e+01], [-1.300000e+01, -3.000000e+00, -1.200000e+01, -5.590920e-05, 1.433110e-01]]]]> : tensor<2x3x3x5xf16>
    %cst_1 = arith.constant dense<-6.500000e+00> : tensor<1xf32>
    %cst_2 = arith.constant dense<[[[[0.323885918, -245.680984], [4.000000e+00, 2.000000e+00], [-0.0375964977, -5.000000e+00], [0xFF800000, 2.500000e-01]], [[0x7FC00000, -9.000000e+00], [-6.250000e+00, 1.475000e+01], [-7.250000e+00, 5.000000e+00], [0xFF800000, 1.175000e+01]], [[0.0927958041, 4951.03174], [986.615966, -1.250000e+00], [-85.9247818, -0.0305954888], [-1.000000e+00, -5.750000e+00]], [[0xFF800000, 64.3670959], [0.059268795, -1.400000e+01], [-8.750000e+00, 3.8230722], [-0.0557970516, 0.000000e+00]]], [[[-1.400000e+01, -4.750000e+00], [-0.233166099, -1.000000e+00], [9.500000e+00, -4.750000e+00], [-0.000000e+00, 5.500000e+00]], [[1.475000e+01, -1.100000e+01], [96.7621765, 729.959351], [0xFF800000, -6.250000e+00], [-1643.49792, 0x7FC00000]], [[1.300000e+01, -1.325000e+01], [1.200000e+01, 1.000000e+00], [-7.250000e+00, -0.0892549678], [8863.41601, 1.025000e+01]], [[467.080231, -1.250000e+00], [8.55628051E-4, 4.500000e+00], [-5.500000e+00, -5.67611885], [0.00657610781, -1.450000e+01]]]]> : tensor<2x4x4x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (tensor<2x6x6x5xf16>, tensor<2x3x3x5xf16>, tensor<1xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
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
