// Piece 0 of Dialect/Tensor/bubble-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bubble_parallel_reshapes"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bubble-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 31151139665413231, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bubble_parallel_reshapes(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?x?xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<?x?x?x?xf32> into tensor<?x?x?xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1], [2, 3]] output_shape [%arg1, %arg2, %arg3, %arg4] : tensor<?x?x?xf32> into tensor<?x?x?x?xf32>
    return %expanded : tensor<?x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?x?xf32> {
    %0 = call @bubble_parallel_reshapes(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[1.175000e+01, -0.0360623449, -1.250000e+01], [0.000000e+00, -6.98789837E-4, -1.100000e+01], [-1.575000e+01, -612.426819, -1.150000e+01]], [[1.500000e+00, -2.500000e+00, -9.800290e-02], [-2.500000e-01, -0.00594231253, 4.52442694], [1.425000e+01, -2.750000e+00, -0.000000e+00]], [[-0.541552961, -9.72025081E-5, 0xFF800000], [7.500000e+00, 0x7FC00000, -1.500000e+00], [1.375000e+01, -55.0550346, -6286.10107]]], [[[1.575000e+01, 1.750000e+00, 1.750000e+00], [7.250000e+00, -5.000000e-01, 1.575000e+01], [-5.000000e+00, -7.500000e-01, -4.500000e+00]], [[-4.750000e+00, -4.500000e+00, 5.000000e+00], [-8.000000e+00, -1.150000e+01, -0.00648403587], [1.250000e+00, -1.000000e+01, -7.500000e-01]], [[1.000000e+00, -7.000000e+00, 5.000000e+00], [1.04742873, -40.1646194, 6.000000e+00], [-1.750000e+00, -1.050000e+01, -9.67518571E-5]]], [[[0.694332301, 1.225000e+01, 1.475000e+01], [11.5248871, 7.500000e+00, 0.00313180359], [0x7FC00000, 1.425000e+01, -848.00592]], [[-7.44147253, 5.000000e-01, 1.275000e+01], [0xFF800000, 7.77991299E-5, 1.375000e+01], [-8.750000e+00, -1.125000e+01, -0.000000e+00]], [[-1.525000e+01, 1.300000e+01, -9.750000e+00], [1.750000e+00, -0.00757698249, 1.100000e+01], [-5.36340172E-4, -7.750000e+00, -3.500000e+00]]]]> : tensor<3x3x3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3x3x3xf32> to tensor<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2_0 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %c2, %c0, %c3, %c2_0) : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<?x?x?x?xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?x?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?x?x?xf32>
    %c2_5 = arith.constant 2 : index
    %dim_6 = tensor.dim %0, %c2_5 : tensor<?x?x?x?xf32>
    %c3_7 = arith.constant 3 : index
    %dim_8 = tensor.dim %0, %c3_7 : tensor<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_1 to %dim_6 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0_1 to %dim_8 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<?x?x?x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_10 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_10 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
