// Piece 39 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["max_pool2d_is_noop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 39, "release": "22.1.8"}, "seed": 2150564937265287857, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @max_pool2d_is_noop(%arg0: tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32> {
    %0 = tosa.max_pool2d %arg0 {dilation = array<i64: 1, 1>, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32>
    return %0 : tensor<10x1x1x3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32> {
    %0 = call @max_pool2d_is_noop(%arg0) : (tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32>
    return %0 : tensor<10x1x1x3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-1.000000e+01, -7.12681504E-4, -1.000000e+00]]], [[[-0.000000e+00, -7.250000e+00, -9.500000e+00]]], [[[9.000000e+00, -5.000000e-01, 6707.71044]]], [[[-1.025000e+01, 1.750000e+00, -6.500000e+00]]], [[[0.947353303, -1.025000e+01, 0xFF800000]]], [[[0x7F800000, 8.250000e+00, 9.519460e-04]]], [[[9.500000e+00, -1.225000e+01, 1.150000e+01]]], [[[3.750000e+00, -0.000000e+00, -1.125000e+01]]], [[[3.0296552E-4, 1.325000e+01, 0xFF800000]]], [[[442.892303, 0x7F800000, -9.500000e+00]]]]> : tensor<10x1x1x3xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<10x1x1x3xf32>
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
