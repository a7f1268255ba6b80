// Piece 11 of Dialect/Linalg/generalize-named-polymorphic-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_pooling_nwc_max_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/generalize-named-polymorphic-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 3445675314297505829, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_pooling_nwc_max_f32(%arg0: tensor<1x16x1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
    %0 = linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<4> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x16x1xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    return %0 : tensor<1x4x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x16x1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
    %0 = call @generalize_pooling_nwc_max_f32(%arg0, %arg1, %arg2) : (tensor<1x16x1xf32>, tensor<2xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    return %0 : tensor<1x4x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[7.03638725E-5], [-7.500000e+00], [2.250000e+00], [2.250000e+00], [-2700.30029], [-0.351461649], [6.500000e+00], [1.450000e+01], [-1.350000e+01], [1.325000e+01], [7.000000e+00], [8.000000e+00], [1.050000e+01], [571.202576], [-0.433749586], [1.525000e+01]]]> : tensor<1x16x1xf32>
    %cst_0 = arith.constant dense<[-3.12151853E-4, 0.0613813475]> : tensor<2xf32>
    %cst_1 = arith.constant dense<[[[9517.34863], [2.750000e+00], [1.38710908E-4], [0.0678522512]]]> : tensor<1x4x1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x16x1xf32>, tensor<2xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x4x1xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_5 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
