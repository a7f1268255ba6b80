// Piece 1 of Dialect/Linalg/winograd-conv2d-rewrite.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d_type_promotion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/winograd-conv2d-rewrite.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7940507783719324166, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d_type_promotion(%arg0: tensor<2x6x6x5xf16>, %arg1: tensor<2x3x3x5xf16>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x6x5x2xf16>
    %cst_0 = arith.constant 0.000000e+00 : f16
    %1 = linalg.fill ins(%cst_0 : f16) outs(%0 : tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16>
    %2 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg1 : tensor<2x3x3x5xf16>) outs(%1 : tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16>
    %3 = tensor.empty() : tensor<6x6x1x1x2x5xf16>
    %cst_1 = arith.constant 0.000000e+00 : f16
    %4 = linalg.fill ins(%cst_1 : f16) outs(%3 : tensor<6x6x1x1x2x5xf16>) -> tensor<6x6x1x1x2x5xf16>
    %5 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x6x6x5xf16>) outs(%4 : tensor<6x6x1x1x2x5xf16>) -> tensor<6x6x1x1x2x5xf16>
    %collapsed = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<6x6x5x2xf16> into tensor<36x5x2xf16>
    %collapsed_2 = tensor.collapse_shape %5 [[0, 1], [2, 3, 4], [5]] : tensor<6x6x1x1x2x5xf16> into tensor<36x2x5xf16>
    %6 = tensor.empty() : tensor<36x2x2xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<36x2x2xf32>) -> tensor<36x2x2xf32>
    %8 = linalg.batch_matmul ins(%collapsed_2, %collapsed : tensor<36x2x5xf16>, tensor<36x5x2xf16>) outs(%7 : tensor<36x2x2xf32>) -> tensor<36x2x2xf32>
    %expanded = tensor.expand_shape %8 [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 1, 1, 2, 2] : tensor<36x2x2xf32> into tensor<6x6x1x1x2x2xf32>
    %9 = linalg.winograd_output_transform fmr(F_4_3) ins(%expanded : tensor<6x6x1x1x2x2xf32>) outs(%arg3 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %9 : tensor<2x4x4x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x6x6x5xf16>, %arg1: tensor<2x3x3x5xf16>, %arg2: tensor<1xf32>, %arg3: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
    %0 = call @conv2d_type_promotion(%arg0, %arg1, %arg2, %arg3) : (tensor<2x6x6x5xf16>, tensor<2x3x3x5xf16>, tensor<1xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    return %0 : tensor<2x4x4x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-9.500000e+00> : tensor<2x6x6x5xf16>
    %cst_0 = arith.constant dense<[[[[3.028130e+01, 2.500000e+00, -3.750000e+00, -7.500000e+00, -4.203320e-04], [7.500000e-01, 6.500000e+00, -1.475000e+01, -4.500000e+00, 0x7C00], [-1.525000e+01, -1.050000e+01, 1.550000e+01, 9.185790e-02, -6.955000e+02]], [[1.425000e+01, -1.300000e+01, 1.100000e+01, 1.750000e+00, -1.425000e+01], [-0.000000e+00, -1.125000e+01, 1.425000e+01, 8.750000e+00, -3.000000e+00], [-8.598630e-01, -8.500000e+00, -5.500000e+00, -8.441160e-02, 0xFC00]], [[-3.250000e+00, -9.250000e+00, 1.600000e+01, -1.750000e+00, 7.750000e+00], [4.750000e+00, -6.500000e+00, 1.826290e-04, 2.000000e+00, -1.025000e+01], [0x7C00, -5.000000e-01, -8.250000e+00, 1.150000e+01, 6.500000e+00]]], [[[0x7C00, 2.750000e+00, -3.332520e-02, 1.600000e+01, 2.500000e-01], [8.500000e+00, 3.500000e+00, -1.425000e+01, -5.000000e-01, 2.500000e-01], [3.869530e-04, 2.063510e-04, 7.812500e-03, -9.750000e+00, 5.196000e+03]], [[-4.390630e+01, 1.500000e+01, -9.000000e+00, 0x7E00, -1.275000e+01], [1.250000e+00, 5.250000e+00, -4.886630e-03, -6.750000e+00, -2.500000e-01], [1.450000e+01, 0.000000e+00, 0.000000e+00, 6.140000e+02, 4.250000e+00]], [[-4.250000e+00, -1.000000e+00, -7.667540e-04, 6.252290e-03, 3.750000e+00], [1.000000e+00, -8.000000e+00, 7.934570e-03, -7.250000e+00, 4.165000e+02], [5.000000e-01, 0x7E00, 2.500000e-01, 1.989750e-01, -1.250000e+00]]]]> : tensor<2x3x3x5xf16>
    %cst_1 = arith.constant dense<-5.859770e-01> : tensor<1xf32>
    %cst_2 = arith.constant dense<[[[[-2.250000e+00, 2.750000e+00], [-0.000000e+00, -1.400000e+01], [0.000000e+00, -1.400000e+01], [1.750000e+00, 1.200000e+01]], [[8.250000e+00, 1.125000e+01], [-0.000000e+00, -6.250000e+00], [0x7FC00000, 5137.48096], [-2.500000e+00, 0.00181527773]], [[0.000000e+00, -5.500000e+00], [3.433220e-04, 7.96150653E-6], [8.250000e+00, 4.500000e+00], [1.550000e+01, 0xFF800000]], [[0x7FC00000, 1.150000e+01], [-9.65446408E-4, 1.000000e+01], [1.500000e+01, -4.500000e+00], [3.000000e+00, -1.250000e+00]]], [[[-4.250000e+00, 5569.42041], [-8.500000e+00, 0.00213214918], [0xFF800000, 6.000000e+00], [-1.425000e+01, 6.000000e+00]], [[4.500000e+00, 1.74088323], [0xFF800000, -42.2713699], [-0.000000e+00, 1.000000e+00], [1.500000e+01, 0x7F800000]], [[0.000000e+00, 587.074646], [9.679000e+03, 1.000000e+00], [-5.250000e+00, -4.500000e+00], [1.150000e+01, 1.100000e+01]], [[-0.00913557223, 8.750000e+00], [139.466034, -9.750000e+00], [0xFF800000, -0.0042980751], [-2.750000e+00, 2.59109783]]]]> : tensor<2x4x4x2xf32>
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
