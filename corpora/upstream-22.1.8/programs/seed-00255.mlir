// Piece 0 of Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unary_resize_nearest_fp32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-resize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6354114939885091266, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unary_resize_nearest_fp32(%arg0: tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 2, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 {mode = NEAREST_NEIGHBOR} : (tensor<3x1x1x7xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x1x1x7xf32>
    return %3 : tensor<3x1x1x7xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32> {
    %0 = call @unary_resize_nearest_fp32(%arg0) : (tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32>
    return %0 : tensor<3x1x1x7xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[4573.01123, 0.000000e+00, 1.525000e+01, 0.0730491951, -2.500000e+00, 0.835500836, -8564.50292]]], [[[-1.425000e+01, 2.750000e+00, -1.125000e+01, -9.500000e+00, 2773.2207, -7.000000e+00, -8.50334739]]], [[[1.050000e+01, -1.325000e+01, -6.250000e+00, 9.250000e+00, 2.02526307, 1.000000e+00, 4.000000e+00]]]]> : tensor<3x1x1x7xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c7 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<3x1x1x7xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_3 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_3 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
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
