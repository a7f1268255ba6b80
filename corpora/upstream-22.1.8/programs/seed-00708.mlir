// Piece 9 of Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["control_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 2963792387563939793, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @control_fusion(%arg0: tensor<6xf32>, %arg1: tensor<20xf32>) -> tensor<2x3x4x5xf32> {
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    %expanded_0 = tensor.expand_shape %arg1 [[0, 1]] output_shape [4, 5] : tensor<20xf32> into tensor<4x5xf32>
    %0 = tensor.empty() : tensor<2x3x4x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_0 : tensor<2x3xf32>, tensor<4x5xf32>) outs(%0 : tensor<2x3x4x5xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %2 = arith.addf %in, %in_1 : f32
      linalg.yield %2 : f32
    } -> tensor<2x3x4x5xf32>
    return %1 : tensor<2x3x4x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<6xf32>, %arg1: tensor<20xf32>) -> tensor<2x3x4x5xf32> {
    %0 = call @control_fusion(%arg0, %arg1) : (tensor<6xf32>, tensor<20xf32>) -> tensor<2x3x4x5xf32>
    return %0 : tensor<2x3x4x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.222163752, -9.000000e+00, -4.750000e+00, 8.500000e+00, -0.0066492646, -2.500000e+00]> : tensor<6xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, -5.500000e+00, 1.150000e+01, 9.000000e+00, -2.750000e+00, -1.250000e+00, -89.7822113, 0.539964318, -1.000000e+00, 0x7FC00000, 0.863371193, -1.500000e+01, 0xFF800000, -6.250000e+00, -0.0753083304, -1.49607062E-4, -53.5898514, 0x7FC00000, -6.000000e+00, 0.000000e+00]> : tensor<20xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<6xf32>, tensor<20xf32>) -> tensor<2x3x4x5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x3x4x5xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_2 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
