// Piece 0 of Dialect/Linalg/test-drop-unit-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["drop_outermost_unit_dims"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/test-drop-unit-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1369400115174698848, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @drop_outermost_unit_dims(%arg0: tensor<1x1x42xf32>) -> tensor<1x1x42xf32> {
    %0 = tensor.empty() : tensor<1x1x42xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x42xf32>) -> tensor<1x1x42xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x42xf32>) outs(%1 : tensor<1x1x42xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<1x1x42xf32>
    return %2 : tensor<1x1x42xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x42xf32>) -> tensor<1x1x42xf32> {
    %0 = call @drop_outermost_unit_dims(%arg0) : (tensor<1x1x42xf32>) -> tensor<1x1x42xf32>
    return %0 : tensor<1x1x42xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.050000e+01, -0.000000e+00, 1.000000e+00, -1.100000e+01, -30.3992062, -5318.05469, -1.125000e+01, -1.150000e+01, -1.050000e+01, -3.750000e+00, -0.485979348, -1.125000e+01, 1.300000e+01, 0xFF800000, 2.250000e+00, -429.861542, 9.750000e+00, -6.250000e+00, 1.475000e+01, 6.000000e+00, 0x7F800000, 1.350000e+01, 8.000000e+00, 2.250000e+00, -87.1150665, 1.050000e+01, -3.000000e+00, -0.000000e+00, 1.525000e+01, -518.121704, -1.000000e+00, -6.000000e+00, -0.604688227, 3.250000e+00, -7.000000e+00, 0.944342195, 236.107605, -2.500000e-01, 1.000000e+00, -6.250000e+00, 0xFF800000, -1.500000e+00]]]> : tensor<1x1x42xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x1x42xf32>) -> tensor<1x1x42xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c42 = arith.constant 42 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c42 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x1x42xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
