// Piece 0 of Integration/Dialect/Linalg/CPU/test-expand-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_dynamic_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Linalg/CPU/test-expand-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1839621829371213363, "skipped": {"main": "calls declared", "printMemrefF32": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @expand_dynamic_shape(%arg0: tensor<2x?x?xf32>) -> tensor<2x2x?x1x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?x?xf32>
    %dim_0 = tensor.dim %arg0, %c2 : tensor<2x?x?xf32>
    %0 = arith.divui %dim, %c2 : index
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2, 3], [4]] output_shape [2, 2, %0, 1, %dim_0] : tensor<2x?x?xf32> into tensor<2x2x?x1x?xf32>
    return %expanded : tensor<2x2x?x1x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x?x?xf32>) -> tensor<2x2x?x1x?xf32> {
    %0 = call @expand_dynamic_shape(%arg0) : (tensor<2x?x?xf32>) -> tensor<2x2x?x1x?xf32>
    return %0 : tensor<2x2x?x1x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-6.250000e+00, -7.500000e+00, 1.500000e+00], [-0.00726063317, -9.500000e+00, 1.475000e+01], [-2.27930315E-4, 1.275000e+01, 3.250000e+00]], [[-1.400000e+01, -0.000000e+00, -1.000000e+00], [-1.275000e+01, -1.000000e+00, 3.750000e+00], [0.000000e+00, -1.550000e+01, 1.300000e+01]]]> : tensor<2x3x3xf32>
    %cast = tensor.cast %cst : tensor<2x3x3xf32> to tensor<2x?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<2x?x?xf32>) -> tensor<2x2x?x1x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %dim = tensor.dim %0, %c2_1 : tensor<2x2x?x1x?xf32>
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %dim_3 = tensor.dim %0, %c4 : tensor<2x2x?x1x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %dim_3 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<2x2x?x1x?xf32>
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
