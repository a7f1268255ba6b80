// Piece 1 of Dialect/Linalg/reshape_control_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["control_consumer_reshape_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_control_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7049986599810299936, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @control_consumer_reshape_fusion(%arg0: tensor<1x?x?xf32>, %arg1: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x?xf32>
    %dim_0 = tensor.dim %arg1, %c2 : tensor<1x?x?xf32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<?x?xf32>
    %expanded = tensor.expand_shape %1 [[0, 1], [2]] output_shape [1, %dim, %dim_0] : tensor<?x?xf32> into tensor<1x?x?xf32>
    %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x?x?xf32>, tensor<1x?x?xf32>) outs(%expanded : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    return %2 : tensor<1x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x?x?xf32>, %arg1: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
    %0 = call @control_consumer_reshape_fusion(%arg0, %arg1) : (tensor<1x?x?xf32>, tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    return %0 : tensor<1x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.000000e+01, -9.000000e+00], [1.075000e+01, 22.0006828]]]> : tensor<1x2x2xf32>
    %cast = tensor.cast %cst : tensor<1x2x2xf32> to tensor<1x?x?xf32>
    %cst_0 = arith.constant dense<[[[-1.000000e+00, 5.750000e+00], [-9.750000e+00, 0xFF800000]]]> : tensor<1x2x2xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x2x2xf32> to tensor<1x?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<1x?x?xf32>, tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_3 : tensor<1x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_4 = tensor.dim %0, %c2 : tensor<1x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_6 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_6 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
