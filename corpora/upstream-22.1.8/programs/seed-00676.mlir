// Piece 2 of Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["broadcast_only"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5926779575726756960, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @broadcast_only(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x16x32xf32>, tensor<2x32xf32>) outs(%arg2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.divf %in, %in_0 : f32
      linalg.yield %1 : f32
    } -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %0 = call @broadcast_only(%arg0, %arg1, %arg2) : (tensor<2x16x32xf32>, tensor<2x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-88.769989> : tensor<2x16x32xf32>
    %cst_0 = arith.constant dense<[[8.56976665E-4, 1.500000e+00, 1.100000e+01, -1.525000e+01, 6.250000e+00, 1.575000e+01, 443.130341, -7.000000e+00, -1384.97205, 7.250000e+00, 1.125000e+01, -0.000000e+00, -1.250000e+01, 1.575000e+01, 0.0358168073, -5.250000e+00, 5.250000e+00, -2.750000e+00, -8.915460e-04, -4.500000e+00, -2.250000e+00, -1.350000e+01, -0.000000e+00, -2.500000e-01, -8.000000e+00, 0x7FC00000, 0.332793921, -1.125000e+01, -6.250000e+00, 24.4652214, 8.000000e+00, 1.475000e+01], [3.500000e+00, 4.250000e+00, -46.6041718, -9201.44335, 0.000000e+00, -1.000000e+01, -0.043018572, 5.750000e+00, -8.594840e-03, -7.500000e+00, -0.00707421312, 7.57580805, -1.750000e+00, 0.000000e+00, 7.500000e-01, -8.22911453, 6.06974063E-4, 1.000000e+01, -1.000000e+00, 0.0136184767, 1.000000e+00, -1.450000e+01, 7.000000e+00, 0.532274663, -0.00806115102, -0.000000e+00, -0.000000e+00, -1.750000e+00, -7.93412399, 1.050000e+01, 0xFF800000, -760.662109]]> : tensor<2x32xf32>
    %cst_1 = arith.constant dense<-1.325000e+01> : tensor<2x16x32xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<2x16x32xf32>, tensor<2x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x16x32xf32>
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
