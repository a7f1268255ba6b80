// Piece 64 of Dialect/Linalg/named-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pooling_ndhwc_sum_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/named-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 64, "release": "22.1.8"}, "seed": 6273278127094163622, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pooling_ndhwc_sum_tensor(%arg0: tensor<1x4x4x4x1xf32>) -> tensor<1x2x2x2x1xf32> {
    %0 = tensor.empty() : tensor<3x3x3xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %2 = tensor.empty() : tensor<1x2x2x2x1xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    %4 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %1 : tensor<1x4x4x4x1xf32>, tensor<3x3x3xf32>) outs(%3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    return %4 : tensor<1x2x2x2x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x4x4x4x1xf32>) -> tensor<1x2x2x2x1xf32> {
    %0 = call @pooling_ndhwc_sum_tensor(%arg0) : (tensor<1x4x4x4x1xf32>) -> tensor<1x2x2x2x1xf32>
    return %0 : tensor<1x2x2x2x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[[-4804.82568], [-7.3282863E-5], [-9.15844726], [5.000000e+00]], [[-6.000000e+00], [-6844.86621], [0x7F800000], [-49.2642746]], [[0x7FC00000], [1.000000e+01], [2.500000e+00], [1.275000e+01]], [[-47.3602791], [1.050000e+01], [1.275000e+01], [8.250000e+00]]], [[[-4.65414778E-4], [-0.00109216769], [-6.250000e+00], [1.400000e+01]], [[0.0846002101], [-5.500000e+00], [-4.500000e+00], [-1.050000e+01]], [[1.375000e+01], [-935.125427], [1.500000e+01], [0x7FC00000]], [[-1.175000e+01], [-3.500000e+00], [21.1405106], [1.000000e+00]]], [[[-1.450000e+01], [5.500000e+00], [1.400000e+01], [-2484.05737]], [[9.52618313E-4], [0x7FC00000], [-21.72822], [9.750000e+00]], [[4.250000e+00], [-0.00110980123], [-1.525000e+01], [-0.00301868981]], [[-1.050000e+01], [-6.500000e+00], [7826.14697], [-0.336046368]]], [[[4.000000e+00], [0.282446921], [1.750000e+00], [-5.500000e+00]], [[-8.000000e+00], [-6.500000e+00], [5.000000e-01], [1.000000e+00]], [[3.750000e+00], [-1.575000e+01], [0.00740619889], [-0.0122895511]], [[-0.000000e+00], [-1.325000e+01], [-1.575000e+01], [1.500000e+01]]]]]> : tensor<1x4x4x4x1xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x4x4x4x1xf32>) -> tensor<1x2x2x2x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c2_2 = arith.constant 2 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c2_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c1_3 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<1x2x2x2x1xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_5 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_5 : i64
              %13 = arith.addi %12, %11 : i64
              scf.yield %13 : i64
            }
            scf.yield %7 : i64
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
