// Piece 0 of Dialect/Linalg/specialize-generic-ops-fail.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_and_broadcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/specialize-generic-ops-fail.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3838251001545131402, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @transpose_and_broadcast(%arg0: tensor<7x8xf32>, %arg1: tensor<8x7x9xf32>) -> tensor<8x7x9xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<7x8xf32>) outs(%arg1 : tensor<8x7x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x7x9xf32>
    return %0 : tensor<8x7x9xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<7x8xf32>, %arg1: tensor<8x7x9xf32>) -> tensor<8x7x9xf32> {
    %0 = call @transpose_and_broadcast(%arg0, %arg1) : (tensor<7x8xf32>, tensor<8x7x9xf32>) -> tensor<8x7x9xf32>
    return %0 : tensor<8x7x9xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.200000e+01, 2.54660321E-4, -6.500000e+00, 5.500000e+00, -9.250000e+00, -1.025000e+01, -6.250000e+00, 1.300000e+01], [-9.250000e+00, 1.050000e+01, -2.59007931, -0.0018114628, -6.250000e+00, 8.03433609, 0xFF800000, 1.175000e+01], [-2.750000e+00, 0x7F800000, 3.250000e+00, 1.275000e+01, -0.652296662, 5.559790e+02, 1.475000e+01, 9.000000e+00], [379.705627, -5.750000e+00, -0.000000e+00, -6.000000e+00, -9.07824802, 0.000000e+00, 0.000000e+00, 8.500000e+00], [-1.125000e+01, 2.250000e+00, -5.500000e+00, -1.150000e+01, 0x7F800000, 3.000000e+00, 3.750000e+00, 1.475000e+01], [-1.000000e+00, -1.550000e+01, -0.00161024148, 3.250000e+00, 0.000000e+00, -3.750000e+00, 3.750000e+00, 5.500000e+00], [-3.26454353, 0xFF800000, -1.100000e+01, -0.937929869, 9.500000e+00, -1.250000e+01, -326.61911, 5.500000e+00]]> : tensor<7x8xf32>
    %cst_0 = arith.constant dense<-1.000000e+00> : tensor<8x7x9xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<7x8xf32>, tensor<8x7x9xf32>) -> tensor<8x7x9xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c7 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c9 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<8x7x9xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_2 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
