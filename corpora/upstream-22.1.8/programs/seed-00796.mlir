// Piece 0 of Dialect/Linalg/winograd-conv2d-rewrite.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["conv2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/winograd-conv2d-rewrite.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3338649651867595729, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @conv2d(%arg0: tensor<2x11x11x5xf32>, %arg1: tensor<2x3x3x5xf32>, %arg2: tensor<2x9x9x2xf32>) -> tensor<2x9x9x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x6x5x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %2 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg1 : tensor<2x3x3x5xf32>) outs(%1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 3, 3, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<2x11x11x5xf32> to tensor<2x14x14x5xf32>
    %3 = tensor.empty() : tensor<6x6x3x3x2x5xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %4 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
    %5 = linalg.winograd_input_transform fmr(F_4_3) ins(%padded : tensor<2x14x14x5xf32>) outs(%4 : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
    %collapsed = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<6x6x5x2xf32> into tensor<36x5x2xf32>
    %collapsed_2 = tensor.collapse_shape %5 [[0, 1], [2, 3, 4], [5]] : tensor<6x6x3x3x2x5xf32> into tensor<36x18x5xf32>
    %6 = tensor.empty() : tensor<36x18x2xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
    %8 = linalg.batch_matmul ins(%collapsed_2, %collapsed : tensor<36x18x5xf32>, tensor<36x5x2xf32>) outs(%7 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
    %expanded = tensor.expand_shape %8 [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 3, 3, 2, 2] : tensor<36x18x2xf32> into tensor<6x6x3x3x2x2xf32>
    %padded_3 = tensor.pad %arg2 low[0, 0, 0, 0] high[0, 3, 3, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<2x9x9x2xf32> to tensor<2x12x12x2xf32>
    %9 = linalg.winograd_output_transform fmr(F_4_3) ins(%expanded : tensor<6x6x3x3x2x2xf32>) outs(%padded_3 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
    %extracted_slice = tensor.extract_slice %9[0, 0, 0, 0] [2, 9, 9, 2] [1, 1, 1, 1] : tensor<2x12x12x2xf32> to tensor<2x9x9x2xf32>
    return %extracted_slice : tensor<2x9x9x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x11x11x5xf32>, %arg1: tensor<2x3x3x5xf32>, %arg2: tensor<2x9x9x2xf32>) -> tensor<2x9x9x2xf32> {
    %0 = call @conv2d(%arg0, %arg1, %arg2) : (tensor<2x11x11x5xf32>, tensor<2x3x3x5xf32>, tensor<2x9x9x2xf32>) -> tensor<2x9x9x2xf32>
    return %0 : tensor<2x9x9x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x11x11x5xf32>
    %cst_0 = arith.constant dense<[[[[8.750000e+00, 1.350000e+01, 3.750000e+00, 5.500000e+00, -1569.61963], [-86.6543273, -1.000000e+00, 4.8588872, 1.275000e+01, -2.500000e-01], [0.0207868516, 1.450000e+01, 5.385020e-03, -8.000000e+00, -3.35237128E-4]], [[0.000000e+00, 1.375000e+01, 0.000000e+00, -1.200000e+01, -1.000000e+00], [1.450000e+01, 0.83822149, -7.500000e+00, -3.500000e+00, 0.00750459125], [0.00161143451, 0.0398785733, 4.500000e+00, -4.750000e+00, -0.994521439]], [[-1.000000e+00, -9101.15722, 174.534103, -1.000000e+00, -1.525000e+01], [0.00861129164, -6.000000e+00, 1.250000e+01, 1.575000e+01, -7.000000e+00], [-9.250000e+00, 3.750000e+00, -2.74489314E-4, 0x7F800000, -1.46982813]]], [[[8.000000e+00, 0x7FC00000, 1.425000e+01, 5.69846074E-4, 1.425000e+01], [1.300000e+01, 0.260789573, -6.750000e+00, 9.750000e+00, -1.025000e+01], [-7.500000e+00, 0xFF800000, -1.000000e+00, 1.750000e+00, -7.250000e+00]], [[82.3450699, 1.325000e+01, -4672.5542, 8.500000e+00, -7.22979068], [1.158220e+03, -2.750000e+00, 1.000000e+00, -1.000000e+00, 6.750000e+00], [-90.2683868, 1.450000e+01, -0.0165812019, -4.000000e+00, 7.500000e-01]], [[4.250000e+00, 0.53241837, 9.000000e+00, -7.81791782, -1.450000e+01], [-9.000000e+00, 1.000000e+00, 1.000000e+00, -1.350000e+01, -4.750000e+00], [0.0142190317, -0.71558392, 5.500000e+00, -7.500000e-01, 1.750000e+00]]]]> : tensor<2x3x3x5xf32>
    %cst_1 = arith.constant dense<1.275000e+01> : tensor<2x9x9x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<2x11x11x5xf32>, tensor<2x3x3x5xf32>, tensor<2x9x9x2xf32>) -> tensor<2x9x9x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c9_2 = arith.constant 9 : index
    %c2_3 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c9 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c9_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2_3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x9x9x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_5 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_5 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
